#pragma once

// Benchmark results kept in the Railyard document, beside the design: one row per run, its
// result rows, its rank lines (host, GPU, PCI id) and the nodes it was attributed to.
//
// Tables (module "results" of SqliteStore::ensureModuleSchema, versioned independently of the
// design schema):
//   result_run       one imported run: tool, versions, collective, command line, ranks, nodes,
//                    start time, source file + SHA-256 + part (several perftest reports can
//                    share one file), status, plateau, ceiling, % and verdict at import time
//   result_row       its rows (size, count, type, redop, root, out-of-place and in-place time /
//                    algbw / busbw / #wrong / max error; perftest: peak and message rate)
//   result_rank      its device list (rank, group, pid, host, CUDA device, PCI id, GPU model)
//   result_node      the design devices it was attributed to, by NAME (a design re-imported
//                    with new ids keeps its results), and the hosts that matched none
// Runs are unique by (sha256, part): importing the same file again finds the stored run.
//
// Units: bytes, microseconds, GB/s (1e9 bytes/s). perftest bandwidth is stored converted to
// GB/s (MiB/s x 1,048,576 / 1e9; Gb/s / 8) in the busbw and algbw columns, since a point-to-
// point test's bus bandwidth is its algorithm bandwidth (factor 1, probe-formats.md a.6).

#include "benchmark.h"
#include "expected.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ry {
class SqliteStore;
}

namespace ry::results {

/// The outcome of a run against its expectation.
enum class Verdict
{
    Pass,          ///< complete, no wrong values, plateau >= the pass threshold of the ceiling
    BelowExpected, ///< complete, correct, but the plateau is below the pass threshold
    Failed,        ///< the tool reported a failure, or wrong values / out-of-bounds values
    Incomplete,    ///< the output was cut short (rows before the cut are kept)
    Unrated,       ///< complete and correct, but there is no ceiling to compare with
};

/// "pass", "below-expected", "failed", "incomplete", "unrated".
QString toString(Verdict v);
/// Translated word for people ("Pass", "Below expected", ...).
QString verdictText(Verdict v);
std::optional<Verdict> verdictFromString(const QString &s);

/// A rank line as stored.
struct StoredRank
{
    int rank = 0;
    std::optional<int> group;
    std::optional<qint64> pid;
    QString host;
    int device = 0;
    QString pciBusId;
    QString gpuModel;
};

/// A result row as stored (nccl-tests rows as read; perftest rows converted, see above).
struct StoredRow
{
    BenchmarkRow row;
    std::optional<double> peakGBps;    ///< perftest `BW peak` in GB/s
    std::optional<double> msgRateMpps; ///< perftest `MsgRate[Mpps]`
};

/// A design node a run was attributed to, by name.
struct StoredNode
{
    QString deviceName; ///< empty for an unknown host
    QString host;
    QString match; ///< toString(HostMatch), or "unknown"
    QList<int> gpus;
    QList<int> rails;
};

/// One benchmark run as kept in the document.
struct StoredRun
{
    Id id = 0;
    QString kind; ///< "nccl-tests" or "perftest"
    QString tool; ///< as the parser named it
    QString toolVersion;
    QString program;    ///< test binary (`all_reduce_perf`, `ib_write_bw`)
    QString collective; ///< nccl-tests collective (`all_reduce`); perftest test name
    QString commandLine;
    QString ncclVersion;
    std::optional<int> ranks; ///< n
    int nodes = 0;            ///< distinct hosts in the device list (0 = unknown)
    QString startTime;        ///< as printed (JSON `start_time`), else empty
    QString importedAt;       ///< ISO 8601 UTC
    QString sourceFile;
    QString sha256;
    int part = 0;  ///< index of the report within the file (perftest logs)
    QString label; ///< free text given at import (e.g. "after re-cabling row B")
    RunStatus status = RunStatus::Truncated;
    QStringList missing;                ///< what the parser found missing, translated sentences
    QStringList failures;               ///< failure lines, verbatim
    std::optional<double> avgBusBwGBps; ///< nccl-tests footer figure
    std::optional<double> plateauGBps;  ///< large-message busbw (busbw.h largeMessagePlateau)
    qint64 plateauFromBytes = 0;
    qint64 plateauToBytes = 0;
    bool inNetworkReduction = false;   ///< SHARP/NVLS assumed for the ceiling
    std::optional<double> ceilingGBps; ///< theoretical busbw ceiling at import time
    QString ceilingBasis;              ///< toString(CeilingBasis)
    QString ceilingFormula;
    std::optional<double> percent; ///< plateau / ceiling x 100
    Verdict verdict = Verdict::Unrated;
    std::vector<StoredRank> rankLines;
    std::vector<StoredRow> rows;
    std::vector<StoredNode> nodeList; ///< attribution, unknown hosts included

    /// Distinct host names in rank order.
    QStringList hosts() const;
    /// Names of the design devices the run was attributed to.
    QStringList deviceNames() const;
    /// Hosts that matched no device.
    QStringList unknownHosts() const;
    /// A short one-line name: "#12 all_reduce 16 ranks 2024-05-01".
    QString title() const;
};

/// A run's fields without its rows and rank lines (for lists).
using RunSummary = StoredRun;

/// Reads and writes results in a Railyard document.
class ResultStore
{
public:
    /// Creates or migrates the results tables of `store` (cheap when current). Throws ry::Error
    /// when the file holds results of a newer Railyard.
    explicit ResultStore(SqliteStore &store);

    struct AddOutcome
    {
        Id id = 0;
        bool duplicate = false; ///< a run with the same (sha256, part) was already stored
    };
    /// Stores `run` (its id is ignored) in one transaction, unless a run with the same
    /// (sha256, part) exists; then returns that run's id with duplicate = true.
    AddOutcome add(const StoredRun &run);
    /// All runs without rows, rank lines and node lists, ordered by id.
    std::vector<RunSummary> list();
    /// One run with everything; std::nullopt when there is no such id.
    std::optional<StoredRun> load(Id id);
    /// Removes a run and its rows; false when there was none.
    bool remove(Id id);
    /// Replaces the stored evaluation (ceiling, %, verdict, nodes) of run `run.id`.
    void updateEvaluation(const StoredRun &run);
    /// The id of the run stored from (sha256, part), or std::nullopt.
    std::optional<Id> findByHash(const QString &sha256, int part = 0);

private:
    SqliteStore &m_store;
};

} // namespace ry::results
