#pragma once

// The railyard-probe JSON Lines stream: one JSON object per line, one line per event, flushed
// per line so that a reader sees rows while the run goes on. The schema is documented in
// docs/probe-jsonl.md; this header is its C++ form, shared by the writer (probe/) and the
// reader (launchers, CLI, GUI).
//
// Units follow docs/design-notes.md "Units and terms": sizes in bytes, times in microseconds, NCCL
// bandwidth (algbw, busbw) in GB/s as nccl-tests prints it (1 GB/s = 1e9 bytes/s), TCP
// throughput in Gb/s (1e9 bits/s), link rates in Gb/s.

#include "util/error.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ry::probe {

/// Version of the JSON Lines schema written by this build (`"v"` in every line).
inline constexpr int kSchemaVersion = 1;
/// Longest line a reader accepts, bytes (a row is about 300 bytes, an inventory of a node with
/// 8 GPUs and 10 NICs about 5 KB). Longer lines are dropped with a diagnostic, unparsed.
inline constexpr int kMaxLineBytes = 256 * 1024;

/// Exit codes of railyard-probe.
enum ProbeExit
{
    ExitOk = 0,          ///< ran, every check passed
    ExitCheckFailed = 1, ///< ran, but a result was wrong (`#wrong` > 0) or a peer failed
    ExitUsage = 2,       ///< wrong command line
    ExitRuntime = 3,     ///< could not run: socket, rendezvous, CUDA or NCCL error
    ExitNoGpu = 4,       ///< `nccl`: no CUDA device (no GPU, no driver)
    ExitNotBuilt = 5,    ///< `nccl`: this railyard-probe was built without CUDA/NCCL
};

/// Kinds of events (the `"event"` member).
enum class EventKind
{
    Started,   ///< a measurement began: mode, parameters, recorded environment, devices
    Row,       ///< one measurement (one size of a collective sweep, one TCP transfer)
    Finished,  ///< a measurement ended: status, counts
    Error,     ///< something failed; `code` names it (`no-gpu`, `nccl`, `connect`, ...)
    Inventory, ///< local facts of one host (inventory mode)
};

QString toString(EventKind kind);
std::optional<EventKind> eventKindFromString(const QString &s);

/// One half (out-of-place or in-place) of an NCCL row, as in nccl-tests.
struct NcclHalf
{
    double timeUs = 0;    ///< average time per operation, microseconds
    double algbwGBps = 0; ///< size / time, GB/s
    double busbwGBps = 0; ///< algbw x busBwFactor (core/results/busbw.h), GB/s
    qint64 wrong = -1;    ///< wrong elements found by the check; -1 = not checked

    friend bool operator==(const NcclHalf &, const NcclHalf &) = default;
};

/// A decoded event. Fields not used by the kind stay empty; `raw` keeps the whole object so
/// that fields added in later minor revisions are not lost.
struct Event
{
    EventKind kind = EventKind::Row;
    int version = kSchemaVersion;
    QString mode;   ///< "nccl", "tcp", "inventory"
    QString host;   ///< host name of the process that wrote the line
    int rank = 0;   ///< rank of the writer (0 when not in a multi-rank run)
    int nranks = 1; ///< ranks in the run
    QString time;   ///< ISO 8601 UTC time the line was written

    // Row (nccl)
    QString collective; ///< nccl-tests spelling: all_reduce, all_gather, ...
    qint64 sizeBytes = 0;
    qint64 count = 0;
    QString type;  ///< "float"
    QString redop; ///< "sum" or "none"
    int root = -1;
    NcclHalf outOfPlace;
    std::optional<NcclHalf> inPlace;

    // Row (tcp)
    QString source;      ///< local address the connection was bound to
    QString destination; ///< "address:port"
    qint64 bytes = 0;    ///< payload bytes acknowledged by the receiver
    double seconds = 0;  ///< from first byte sent to the receiver's acknowledgement
    double gbps = 0;     ///< bytes * 8 / seconds / 1e9
    QString label;       ///< caller's tag for the pair (e.g. a rail or link name)

    // Finished / Error
    QString status; ///< finished: "ok", "failed"; error: empty
    QString code;   ///< error: machine-readable cause
    QString message;

    QJsonObject raw;
};

/// Serialises `obj` (plus `"v"`) as one line ending in '\n'. Control characters in strings are
/// escaped by QJsonDocument, so a value can never break the line.
QByteArray toJsonLine(QJsonObject obj);

/// Decodes one object; throws ry::Error naming the bad member when the schema does not hold.
Event eventFromJson(const QJsonObject &obj);

/// An incremental JSON Lines reader for what comes back from nodes. Bytes may arrive in any
/// chunking; lines are bounded (kMaxLineBytes), decoded, schema-checked, and never executed.
/// Launcher prefixes (`srun --label` `12: `, `mpirun --tag-output` `[1,3]<stdout>:`) are
/// removed. Lines that are not JSON objects (ssh warnings, NCCL INFO lines) are kept as
/// `foreignLines` (bounded), not treated as errors.
class JsonlReader
{
public:
    /// Feeds bytes; returns the events completed by them.
    std::vector<Event> feed(const QByteArray &bytes);
    /// Ends the input: a last line without '\n' is decoded too.
    std::vector<Event> finish();

    /// Problems found (bad JSON objects, schema violations, over-long lines), bounded to 1000.
    const Diagnostics &diagnostics() const { return m_diags; }
    /// Non-JSON lines, at most 200 kept (with their 1-based line number prefixed).
    const QStringList &foreignLines() const { return m_foreign; }
    int lineCount() const { return m_line; }

private:
    void takeLine(QByteArray line, std::vector<Event> &out);
    void diag(Diagnostic::Severity s, const QString &message);

    QByteArray m_buf;
    bool m_discarding = false; ///< inside an over-long line: drop until the next '\n'
    int m_line = 0;
    Diagnostics m_diags;
    QStringList m_foreign;
};

/// Removes a launcher's line prefix (`12: `, `[1,3]<stdout>:`, `[1,3]<stderr>:`).
QByteArray stripLauncherPrefix(const QByteArray &line);

} // namespace ry::probe
