#pragma once

// ProbeRecorder stores what a PlanExecutor measures in the document's results tables
// (core/results/resultstore.h) while the run goes on, so that the dashboard, a second window or
// a later session sees the rows as they arrive and a crash keeps what was stored.
//
// One stored run per plan step:
//   stepStarted   ResultStore::beginRun(): tool "railyard-probe", kind "nccl-tests" (NCCL steps:
//                 the rows mean what nccl-tests' rows mean) or "tcp", source
//                 `probe:<plan>/<step>/<UTC time>`, a unique key (every re-run is a new run),
//                 and the plan step (nodes, rail, cables of its path) in result_probe_step
//   rowArrived    ResultStore::appendRow(), one short transaction per row. NCCL rows as the
//                 probe wrote them (GB/s). TCP rows converted to the row's units: the payload
//                 bytes as the size, the transfer time in the out-of-place time (us), and
//                 Gb/s / 8 as algbw and busbw in GB/s (1e9 bytes/s), as perftest rows are
//   stepFinished  ResultStore::finishRun(): status, failures and the device list from every
//                 rank's events (benchmarkRunFromEvents()), then the importer's evaluate():
//                 plateau, ceiling, % and verdict exactly as for an imported file. A step
//                 confined to one rail is rated against one rail port per node.
//
// Cost: a row is one WAL append (synchronous = NORMAL, no fsync per commit); measured at well
// under a millisecond per row on these machines (tst_probe LiveRecorder.RowCost), so the writes
// stay on the thread of the executor (the GUI thread) and never stall it; rowMilliseconds()
// reports the figure of a run. Write errors are reported by storeFailed() and never stop the run.

#include "executor.h"

#include "results/importer.h"

#include <QObject>

#include <vector>

namespace ry::store {
class SqliteStore;
}
namespace ry {
}

namespace ry::probe {

struct RecorderOptions
{
    QString planName; ///< stored with every run (e.g. the design's name)
    QString label;    ///< free text stored with every run
    /// Thresholds, host patterns and plateau options of the evaluation at the end of a step.
    results::ImportOptions evaluation;
    /// The local launcher runs every node of the plan on this machine: process rank r of a step
    /// stood for plan node nodes[r], so the rank lines of its GPUs name that node (the host it
    /// reported is this machine and would match no device of the design).
    bool ranksOnPlanNodes = false;
};

class ProbeRecorder : public QObject
{
    Q_OBJECT
public:
    /// Subscribes to `executor`'s signals. `store`, `executor` and `design` (may be null: runs
    /// are then unrated) must outlive the recorder.
    ProbeRecorder(PlanExecutor &executor, store::SqliteStore &store, const Design *design,
                  RecorderOptions options = {}, QObject *parent = nullptr);
    /// Runs still open (the executor was destroyed mid-step) are finished as truncated.
    ~ProbeRecorder() override;

    /// The run stored for plan step `step`, 0 when none.
    Id runOf(int step) const;
    /// The runs stored so far, in the order their steps started.
    std::vector<Id> runs() const { return m_order; }
    /// Mean and largest time one appendRow() took, milliseconds (0 before the first row).
    double meanRowMilliseconds() const { return m_rows ? m_rowMs / m_rows : 0; }
    double maxRowMilliseconds() const { return m_maxRowMs; }
    /// The last write error (translated), empty when none.
    const QString &lastError() const { return m_error; }

signals:
    /// A step's run was created (no rows yet).
    void runStarted(int step, qint64 run);
    /// A row was stored.
    void rowStored(int step, qint64 run);
    /// A step's run was finished and evaluated.
    void runFinished(int step, qint64 run);
    /// Writing to the document failed; the run goes on.
    void storeFailed(const QString &message);

private:
    void onStepStarted(int step);
    void onRow(int step, const Event &row);
    void onStepFinished(int step, const StepResult &result);
    void fail(const QString &message);

    PlanExecutor &m_executor;
    store::SqliteStore &m_store;
    const Design *m_design;
    RecorderOptions m_o;
    std::vector<Id> m_runByStep; ///< 0 = none
    std::vector<bool> m_open;    ///< begun, not finished
    std::vector<Id> m_order;
    double m_rowMs = 0;
    double m_maxRowMs = 0;
    int m_rows = 0;
    QString m_error;
};

} // namespace ry::probe
