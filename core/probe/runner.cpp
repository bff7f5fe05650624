#include "runner.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcessEnvironment>
#include <QTimer>

namespace ry::probe {

QString toString(JobOutcome outcome)
{
    switch (outcome) {
    case JobOutcome::Running:
        return Tr::tr("running");
    case JobOutcome::Succeeded:
        return Tr::tr("succeeded");
    case JobOutcome::Failed:
        return Tr::tr("failed");
    case JobOutcome::TimedOut:
        return Tr::tr("timed out");
    case JobOutcome::Cancelled:
        return Tr::tr("cancelled");
    case JobOutcome::StartFailed:
        return Tr::tr("could not start");
    }
    return {};
}

struct ProbeRunner::Job
{
    int index = 0;
    JobState state;
    QProcess *process = nullptr;
    QTimer *timer = nullptr;
    QTimer *killTimer = nullptr;
    JsonlReader reader;
    bool queued = true;
    bool sawError = false;
    JobOutcome pendingOutcome = JobOutcome::Running; ///< set when we kill it
    QString pendingReason;
};

ProbeRunner::ProbeRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<ry::probe::Event>();
    qRegisterMetaType<ry::probe::JobOutcome>();
}

ProbeRunner::~ProbeRunner()
{
    for (auto &j : m_jobs) {
        if (j->process && j->process->state() != QProcess::NotRunning) {
            j->process->disconnect(this);
            j->process->kill();
            j->process->waitForFinished(1000);
        }
    }
}

const JobState &ProbeRunner::job(int index) const
{
    return m_jobs.at(std::size_t(index))->state;
}

int ProbeRunner::jobCount() const
{
    return int(m_jobs.size());
}

void ProbeRunner::setMaxParallel(int n)
{
    m_maxParallel = qMax(1, n);
}

int ProbeRunner::start(const LaunchSpec &spec)
{
    auto j = std::make_unique<Job>();
    j->index = int(m_jobs.size());
    j->state.spec = spec;
    m_jobs.push_back(std::move(j));
    startQueued();
    return int(m_jobs.size()) - 1;
}

bool ProbeRunner::isRunning() const
{
    for (const auto &j : m_jobs)
        if (j->state.outcome == JobOutcome::Running)
            return true;
    return false;
}

void ProbeRunner::startQueued()
{
    int running = 0;
    for (const auto &j : m_jobs)
        if (!j->queued && j->state.outcome == JobOutcome::Running)
            ++running;
    for (auto &j : m_jobs) {
        if (running >= m_maxParallel)
            break;
        if (j->queued && j->state.outcome == JobOutcome::Running) {
            j->queued = false;
            ++running;
            launch(*j);
        }
    }
}

void ProbeRunner::launch(Job &j)
{
    j.process = new QProcess(this);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : j.state.spec.environment)
        env.insert(name, value);
    j.process->setProcessEnvironment(env);
    j.process->setProgram(j.state.spec.program);
    j.process->setArguments(j.state.spec.arguments);
    // stdin stays open: a probe started with --watch-stdin exits when it closes.
    connect(j.process, &QProcess::readyReadStandardOutput, this, [this, &j] { readOut(j); });
    connect(j.process, &QProcess::readyReadStandardError, this, [&j] {
        j.state.stderrTail.append(j.process->readAllStandardError());
        if (j.state.stderrTail.size() > 4096)
            j.state.stderrTail = j.state.stderrTail.right(4096);
    });
    connect(j.process, &QProcess::errorOccurred, this, [this, &j](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            end(j, JobOutcome::StartFailed,
                Tr::tr("%1 could not be started: %2")
                    .arg(j.state.spec.program, j.process->errorString()));
    });
    connect(j.process, &QProcess::finished, this, [this, &j](int code, QProcess::ExitStatus st) {
        readOut(j);
        j.state.stderrTail.append(j.process->readAllStandardError());
        for (Event &e : j.reader.finish()) {
            ++j.state.events;
            emit eventReceived(j.index, e);
        }
        j.state.exitCode = st == QProcess::NormalExit ? code : -1;
        if (j.pendingOutcome != JobOutcome::Running) {
            end(j, j.pendingOutcome, j.pendingReason);
        } else if (st != QProcess::NormalExit) {
            end(j, JobOutcome::Failed,
                Tr::tr("%1 was killed by a signal.").arg(j.state.spec.label));
        } else if (code != 0 || j.sawError) {
            const QString tail =
                QString::fromUtf8(j.state.stderrTail).trimmed().section(QLatin1Char('\n'), -3);
            end(j, JobOutcome::Failed,
                Tr::tr("%1 exited with code %2%3")
                    .arg(j.state.spec.label)
                    .arg(code)
                    .arg(tail.isEmpty() ? QString() : QStringLiteral(": ") + tail));
        } else {
            end(j, JobOutcome::Succeeded, {});
        }
    });
    if (j.state.spec.timeoutMs > 0) {
        j.timer = new QTimer(this);
        j.timer->setSingleShot(true);
        connect(j.timer, &QTimer::timeout, this, [this, &j] {
            kill(j, JobOutcome::TimedOut,
                 Tr::tr("%1 did not finish within %2 s and was stopped.")
                     .arg(j.state.spec.label)
                     .arg(j.state.spec.timeoutMs / 1000.0));
        });
        j.timer->start(j.state.spec.timeoutMs);
    }
    j.process->start(QIODevice::ReadWrite);
}

void ProbeRunner::readOut(Job &j)
{
    if (!j.process)
        return;
    const QByteArray bytes = j.process->readAllStandardOutput();
    if (bytes.isEmpty())
        return;
    if (j.state.spec.rawOutput) {
        if (j.state.output.size() + bytes.size() > kMaxRawOutput) {
            kill(j, JobOutcome::Failed,
                 Tr::tr("%1 wrote more than %2 MiB; stopped.")
                     .arg(j.state.spec.label)
                     .arg(kMaxRawOutput >> 20));
            return;
        }
        j.state.output.append(bytes);
        return;
    }
    for (Event &e : j.reader.feed(bytes)) {
        ++j.state.events;
        if (e.kind == EventKind::Error)
            j.sawError = true;
        emit eventReceived(j.index, e);
    }
    j.state.diagnostics = j.reader.diagnostics();
    j.state.foreignLines = j.reader.foreignLines();
}

void ProbeRunner::end(Job &j, JobOutcome outcome, const QString &reason)
{
    if (j.state.outcome != JobOutcome::Running)
        return;
    j.state.outcome = outcome;
    j.state.reason = reason;
    j.state.diagnostics = j.reader.diagnostics();
    j.state.foreignLines = j.reader.foreignLines();
    if (j.timer)
        j.timer->stop();
    if (j.killTimer)
        j.killTimer->stop();
    emit jobFinished(j.index, outcome, reason);
    startQueued();
    if (!isRunning())
        emit allFinished();
}

void ProbeRunner::kill(Job &j, JobOutcome outcome, const QString &reason)
{
    if (j.state.outcome != JobOutcome::Running)
        return;
    if (j.queued || !j.process || j.process->state() == QProcess::NotRunning) {
        j.queued = false;
        end(j, outcome, reason);
        return;
    }
    if (j.pendingOutcome != JobOutcome::Running)
        return; // already being stopped
    j.pendingOutcome = outcome;
    j.pendingReason = reason;
    j.process->closeWriteChannel(); // --watch-stdin probes (and ssh's remote side) see EOF
    j.process->terminate();
    j.killTimer = new QTimer(this);
    j.killTimer->setSingleShot(true);
    connect(j.killTimer, &QTimer::timeout, this, [&j] {
        if (j.process->state() != QProcess::NotRunning)
            j.process->kill();
    });
    j.killTimer->start(m_graceMs);
}

void ProbeRunner::cancel()
{
    for (auto &j : m_jobs)
        kill(*j, JobOutcome::Cancelled, Tr::tr("%1 was cancelled.").arg(j->state.spec.label));
}

void ProbeRunner::stop(int job)
{
    if (job < 0 || job >= jobCount())
        return;
    Job &j = *m_jobs[std::size_t(job)];
    kill(j, JobOutcome::Cancelled, Tr::tr("%1 was stopped.").arg(j.state.spec.label));
}

bool ProbeRunner::waitForAll(int timeoutMs)
{
    if (!isRunning())
        return true;
    QEventLoop loop;
    connect(this, &ProbeRunner::allFinished, &loop, &QEventLoop::quit);
    QTimer t;
    t.setSingleShot(true);
    connect(&t, &QTimer::timeout, &loop, &QEventLoop::quit);
    t.start(timeoutMs);
    loop.exec();
    if (!isRunning())
        return true;
    cancel();
    QElapsedTimer el;
    el.start();
    while (isRunning() && el.elapsed() < m_graceMs + 3000) {
        QEventLoop l2;
        connect(this, &ProbeRunner::allFinished, &l2, &QEventLoop::quit);
        QTimer::singleShot(100, &l2, &QEventLoop::quit);
        l2.exec();
    }
    return false;
}

} // namespace ry::probe
