#pragma once

// ProbeRunner starts launcher processes (LaunchSpec), reads their JSON Lines as they arrive and
// reports every decoded event through Qt signals, so a GUI view can paint rows live from the
// event loop without stalling (all I/O is asynchronous QProcess I/O; no thread is blocked).
//
// Each job has its own timeout: a job that hangs is killed and reported, the others continue.
// cancel() stops every job: SIGTERM, then SIGKILL after a grace period. Remote processes end
// with their launcher: srun and mpirun forward the signal to their tasks; for ssh the probe is
// started with `--watch-stdin`, so it exits when the ssh connection (its stdin) closes.

#include "events.h"
#include "launcher.h"

#include <QObject>
#include <QProcess>
#include <QString>

#include <memory>
#include <vector>

class QTimer;

namespace ry::probe {

/// How a job ended.
enum class JobOutcome
{
    Running,
    Succeeded,  ///< exit code 0
    Failed,     ///< non-zero exit code, or an `error` event
    TimedOut,   ///< killed after its timeout
    Cancelled,  ///< killed by cancel()
    StartFailed ///< the launcher program could not be started (not installed, not executable)
};
QString toString(JobOutcome outcome);

/// The record of one job, kept by the runner.
struct JobState
{
    LaunchSpec spec;
    JobOutcome outcome = JobOutcome::Running;
    int exitCode = -1;
    QString reason;          ///< translated sentence when not Succeeded
    int events = 0;          ///< events decoded
    QByteArray stderrTail;   ///< last 4 KB of stderr
    Diagnostics diagnostics; ///< what the reader refused (garbage, schema violations)
    QStringList foreignLines;
    /// LaunchSpec::rawOutput: everything the job wrote to stdout, at most kMaxRawOutput bytes
    /// (a job writing more is stopped and Failed).
    QByteArray output;
};

/// The most stdout a rawOutput job may write: 256 MiB (an ibnetdiscover dump of a 100,000-GPU
/// fabric is tens of MB).
inline constexpr qint64 kMaxRawOutput = qint64(256) << 20;

class ProbeRunner : public QObject
{
    Q_OBJECT
public:
    explicit ProbeRunner(QObject *parent = nullptr);
    ~ProbeRunner() override;

    /// Adds a job and starts it at once (or when a slot is free, see setMaxParallel). Returns
    /// its index. A job whose spec cannot be started is reported through jobFinished.
    int start(const LaunchSpec &spec);
    /// At most `n` jobs run at once (default 64); the rest wait in order.
    void setMaxParallel(int n);
    /// Grace between SIGTERM and SIGKILL on timeout/cancel, ms (default 2000).
    void setKillGraceMs(int ms) { m_graceMs = ms; }

    /// Stops every job (queued ones are not started); each is reported as Cancelled.
    void cancel();
    /// Stops one job (e.g. a TCP server no longer needed); reported as Cancelled.
    void stop(int job);

    bool isRunning() const;
    /// The record of job `index` (0 <= index < jobCount()).
    const JobState &job(int index) const;
    int jobCount() const;

    /// Runs a local event loop until every job has ended or `timeoutMs` passed (then cancels).
    /// For the CLI and tests; the GUI connects to the signals instead.
    bool waitForAll(int timeoutMs);

signals:
    /// An event decoded from job `job`'s stdout, in arrival order.
    void eventReceived(int job, const ry::probe::Event &event);
    /// A job ended (any outcome).
    void jobFinished(int job, ry::probe::JobOutcome outcome, const QString &reason);
    /// No job is running or queued any more.
    void allFinished();

private:
    struct Job;
    void launch(Job &j);
    void readOut(Job &j);
    void end(Job &j, JobOutcome outcome, const QString &reason);
    void kill(Job &j, JobOutcome outcome, const QString &reason);
    void startQueued();

    std::vector<std::unique_ptr<Job>> m_jobs;
    int m_maxParallel = 64;
    int m_graceMs = 2000;
};

} // namespace ry::probe

Q_DECLARE_METATYPE(ry::probe::Event)
Q_DECLARE_METATYPE(ry::probe::JobOutcome)
