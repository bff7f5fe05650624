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
//   result_probe_step  (migration 2) for a run railyard-probe made from a test plan: the plan
//                    step it measured (stage, name, the design nodes in rank order, the rail it
//                    was confined to, the cables of its path, TCP source and destination)
//   result_rating    (migration 3) how the run was rated (plausibility.h): the algorithm the log
//                    named, whether its rank count is proven, the line rate, the ceiling rated
//                    against and why, the plausibility note, the rows left out as inconsistent
// Runs are unique by (sha256, part): importing the same file again finds the stored run. A
// streamed probe run (beginRun) has a synthetic, unique key `probe:<uuid>` in place of the
// hash and `probe:<plan>/<step>/<time>` as its source, so every re-run is a new run.
//
// Units: bytes, microseconds, GB/s (1e9 bytes/s). perftest bandwidth is stored converted to
// GB/s (MiB/s x 1,048,576 / 1e9; Gb/s / 8) in the busbw and algbw columns, since a point-to-
// point test's bus bandwidth is its algorithm bandwidth (factor 1, docs/references/probe-formats.md
// §a.6). TCP probe rows (kind "tcp") likewise: Gb/s / 8 in algbw and busbw, the payload bytes in
// size, the transfer's duration in the out-of-place time (microseconds).
//
// Streaming (runs railyard-probe makes while they go on): beginRun() stores the run at once
// (status truncated, verdict incomplete), appendRow() stores each row in its own short
// transaction (the file is in WAL mode: another connection sees every committed row, and a crash
// keeps what was stored), finishRun() sets the outcome and evaluates the run with the importer's
// evaluate() (the same plateau, ceiling, % and verdict as an imported file).

#include "benchmark.h"
#include "expected.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ry::store {
class SqliteStore;
}
namespace ry {
struct Design;
} // namespace ry

namespace ry::results {

/// The outcome of a run against its expectation.
enum class Verdict
{
    Pass,          ///< complete, no wrong values, plateau >= the pass threshold of the ceiling
    BelowExpected, ///< complete, correct, but the plateau is below the pass threshold
    Failed,        ///< the tool reported a failure, or wrong values / out-of-bounds values
    Incomplete,    ///< the output was cut short (rows before the cut are kept)
    Unrated,       ///< complete and correct, but there is no ceiling to compare with
    Implausible,   ///< complete, but the plateau is above every ceiling the run's algorithm
                   ///< allows (plausibility.h): the figure cannot be trusted, check the log
};

/// "pass", "below-expected", "failed", "incomplete", "unrated", "implausible".
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
    QString match; ///< toString(HostMatch), "unknown", or "plan" (a probe run's plan step named
                   ///< the node; its rows name no host)
    QList<int> gpus;
    QList<int> rails;
};

/// The test-plan step a probe run measured (core/probe/testplan.h PlanStep), by name.
struct StoredProbeStep
{
    QString plan;        ///< the plan's name (free text, e.g. the design's name)
    int step = 0;        ///< 1-based index in the plan
    QString stage;       ///< "rail-allreduce", "pairwise-leaf", "tcp-rail", ...
    QString name;        ///< the step's name
    QString mode;        ///< "nccl" or "tcp"
    QStringList nodes;   ///< design device names, in rank order (TCP: sender, receiver)
    int rail = -1;       ///< the rail the step was confined to, -1 = all
    QStringList path;    ///< the cables the step measured (labels or `dev:port-dev:port`)
    QString source;      ///< TCP: the local address bound on nodes[0]
    QString destination; ///< TCP: the address connected to on nodes[1]

    friend bool operator==(const StoredProbeStep &, const StoredProbeStep &) = default;
};

/// One benchmark run as kept in the document.
struct StoredRun
{
    Id id = 0;
    QString kind; ///< "nccl-tests", "perftest" or "tcp" (railyard-probe tcp)
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
    // Rating (plausibility.h, docs/results.md; table result_rating). Filled by evaluate().
    QString algorithm;         ///< toString(Algorithm) as the log said; empty = assumed ring
    QString algorithmEvidence; ///< where the log said so, e.g. "NCCL_ALGO=Tree (command line)"
    bool ranksProven = false;  ///< `ranks` comes from a complete device list or NCCL INFO nranks
    std::optional<double> lineRateGBps; ///< ring / plain ceiling (the applicable one is above)
    QString ceilingName;                ///< name of the ceiling rated against ("ring", "SHARP")
    QString ceilingWhy;                 ///< why that ceiling (translated)
    QString plausibility;               ///< toString(Plausibility)
    QString plausibilityNote; ///< "above line rate, explained by ..." / "implausible: ..."
    int inconsistentRows = 0; ///< rows whose busbw disagrees with algbw, left out of the plateau
    std::optional<double> percent; ///< plateau / ceiling x 100
    Verdict verdict = Verdict::Unrated;
    std::vector<StoredRank> rankLines;
    std::vector<StoredRow> rows;
    std::vector<StoredNode> nodeList;         ///< attribution, unknown hosts included
    std::optional<StoredProbeStep> probeStep; ///< runs made by railyard-probe from a plan

    /// Distinct host names in rank order.
    QStringList hosts() const;
    /// Names of the design devices the run was attributed to.
    QStringList deviceNames() const;
    /// Hosts that matched no device.
    QStringList unknownHosts() const;
    /// A short one-line name: "#12 all_reduce 16 ranks 2024-05-01".
    QString title() const;
};

/// How a streamed run ended (ResultStore::finishRun).
struct RunEnd
{
    RunStatus status = RunStatus::Complete;
    QStringList failures; ///< failure lines, verbatim
    QStringList missing;  ///< what is missing, translated sentences
    /// The device list as known at the end (every rank's `started` event); replaces the stored
    /// one when set.
    std::optional<std::vector<StoredRank>> rankLines;
    QString toolVersion; ///< replaces the stored one when not empty
    QString ncclVersion; ///< replaces the stored one when not empty
    std::optional<int> ranks;
    bool detectedInNetworkReduction = false;
};

struct ImportOptions;

/// A run's fields without its rows and rank lines (for lists).
using RunSummary = StoredRun;

/// Reads and writes results in a Railyard document.
class ResultStore
{
public:
    /// Creates or migrates the results tables of `store` (cheap when current). Throws ry::Error
    /// when the file holds results of a newer Railyard.
    explicit ResultStore(store::SqliteStore &store);

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

    // --- streaming ----------------------------------------------------------------------
    /// Stores the header of a run whose rows are still to come (its rank lines, probe step and
    /// any rows it already holds too) and returns its id. Status truncated and verdict
    /// incomplete until finishRun(). An empty sha256 is replaced by a new `probe:<uuid>` key, so
    /// the run is never a duplicate; an empty sourceFile by `probe:<uuid>`.
    Id beginRun(const StoredRun &header);
    /// Appends one row to run `run` in its own transaction. Throws ry::Error when there is no
    /// such run.
    void appendRow(Id run, const StoredRow &row);
    void appendRow(Id run, const BenchmarkRow &row) { appendRow(run, StoredRow{row, {}, {}}); }
    /// Ends run `run`: stores `end`, then evaluates the run as stored (its rows as appended)
    /// with the importer's evaluate() against `design` (may be null) and stores the plateau,
    /// ceiling, %, verdict and attributed nodes. Returns the run as now stored. Throws ry::Error
    /// when there is no such run.
    StoredRun finishRun(Id run, const RunEnd &end, const Design *design,
                        const ImportOptions &options);

private:
    Id insertRun(const StoredRun &run);

    store::SqliteStore &m_store;
};

} // namespace ry::results
