#pragma once

// PlanExecutor runs a TestPlan step by step through a launcher and reports results live:
// every row as it arrives, every step's figure when it ends, and at the end the suspects found
// by elimination (testplan.h localise()). This is the data the topology, rack and dashboard
// overlays subscribe to; it never blocks the event loop.
//
// benchmarkRunFromEvents() turns the NCCL events of one run into the results module's
// ry::results::BenchmarkRun, so probe runs and imported nccl-tests logs are stored and shown
// the same way.

#include "launcher.h"
#include "runner.h"
#include "testplan.h"

#include "results/benchmark.h"

#include <QHash>
#include <QObject>

namespace ry::probe {

/// Turns the events of one NCCL run (rank 0's `started`, its `row`s, `finished`/`error` of any
/// rank) into a BenchmarkRun: tool "railyard-probe", rows with both halves, status Complete
/// when rank 0 finished ok, Failed when any rank reported an error or wrong elements, else
/// Truncated. Events of other modes are ignored.
results::BenchmarkRun benchmarkRunFromEvents(const std::vector<Event> &events,
                                             const QString &label = {});
/// One NCCL `row` event as a result row (both halves; `wrong` -1 = not checked).
results::BenchmarkRow benchmarkRowFromEvent(const Event &row);

/// The railyard-probe this program should start on this machine: the one beside the running
/// executable (an installed package puts both in one bin folder), then the build tree's
/// probe/railyard-probe seen from app/ or app/cli/, as a canonical path; "railyard-probe" (looked
/// up on PATH) when none of them is executable. Needs a QCoreApplication.
QString defaultProbeProgram();

/// How steps reach the nodes.
struct ExecutorOptions
{
    enum class Launcher
    {
        Local, ///< every node is this machine, behind `wrappers[node]` (e.g. ip netns exec)
        Ssh,   ///< one ssh per node
        Srun,  ///< one srun per NCCL step; TCP steps use one srun per end
        Mpirun ///< one mpirun per NCCL step; TCP steps use one mpirun per end
    };
    Launcher launcher = Launcher::Local;
    QString probeProgram = QStringLiteral("railyard-probe"); ///< path on the nodes
    QHash<QString, QStringList> wrappers;                    ///< Local: node -> wrapper argv
    SshOptions ssh;
    SrunOptions srun;
    MpirunOptions mpirun;
    /// Environment passed to every probe (NCCL_SOCKET_IFNAME, NCCL_ALGO, ...); per-step
    /// variables (NCCL_IB_HCA of a rail) are added after these.
    QList<QPair<QString, QString>> environment;
    int rendezvousPort = 29517;   ///< TCP port rank 0 listens on to hand out the NCCL id
    int tcpPort = 29518;          ///< port of the TCP probe's receiver
    double stepTimeoutFactor = 3; ///< a step is stopped after factor x estimate + 30 s
    double slowThreshold = 0.8;   ///< localise(): slow below threshold x median
};

/// The figure of one finished step.
struct StepResult
{
    int step = -1;
    bool failed = false;
    /// The step measured nothing (failed is true too): a process could not be started, the step
    /// timed out or was cancelled, a node had no GPU (`no-gpu`) or a probe without NCCL
    /// (`not-built`), or there was nothing to launch. Such a step is "not measured": it never
    /// makes a cable or node suspect (localise()).
    bool notMeasured = false;
    QString reason;   ///< why it failed (translated)
    double value = 0; ///< NCCL: large-message busbw plateau, GB/s; TCP: Gb/s
    QString unit;     ///< "GB/s" or "Gb/s"
    std::vector<Event> events;
};

class PlanExecutor : public QObject
{
    Q_OBJECT
public:
    PlanExecutor(TestPlan plan, ExecutorOptions options, QObject *parent = nullptr);

    /// Starts the first step; returns at once.
    void start();
    /// Stops the running step (every process of it) and skips the rest.
    void cancel();
    bool isRunning() const { return m_running; }

    const TestPlan &plan() const { return m_plan; }
    const std::vector<StepResult> &results() const { return m_results; }
    std::vector<Suspect> suspects() const;

    /// The argv lists a step would be started with (for a dry run and for tests).
    std::vector<LaunchSpec> launchSpecs(int step) const;

signals:
    void stepStarted(int step);
    /// A row from a step (NCCL row of rank 0, or a TCP transfer).
    void rowArrived(int step, const ry::probe::Event &row);
    void stepFinished(int step, const ry::probe::StepResult &result);
    /// Every step done (or cancelled); suspects as from suspects().
    void finished();

private:
    void runStep(int step);
    void onEvent(int job, const Event &e);
    void onJobFinished(int job, JobOutcome outcome, const QString &reason);
    void finishStep();
    LaunchSpec onNode(const QString &node, const RemoteCommand &cmd, int timeoutMs) const;
    RemoteCommand probeCommand(const PlanStep &s, const QStringList &args) const;

    TestPlan m_plan;
    ExecutorOptions m_o;
    ProbeRunner *m_runner = nullptr;
    int m_step = -1;
    bool m_running = false;
    bool m_cancelled = false;
    int m_firstJob = 0;   ///< first runner job of the current step
    int m_serverJob = -1; ///< TCP: the receiver, stopped when the sender is done
    std::vector<StepResult> m_results;
};

} // namespace ry::probe

Q_DECLARE_METATYPE(ry::probe::StepResult)
