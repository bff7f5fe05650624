#include "executor.h"

#include "results/busbw.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace ry::probe {

QString defaultProbeProgram()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(QStringLiteral("railyard-probe")),
                                     here.filePath(QStringLiteral("../probe/railyard-probe")),
                                     here.filePath(QStringLiteral("../../probe/railyard-probe"))})
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    return QStringLiteral("railyard-probe");
}

results::BenchmarkRow benchmarkRowFromEvent(const Event &e)
{
    results::BenchmarkRow row;
    row.sizeBytes = e.sizeBytes;
    row.count = e.count;
    row.type = e.type;
    row.redop = e.redop;
    row.root = e.root;
    auto conv = [](const NcclHalf &h) {
        results::BenchmarkMeasurement m;
        m.timeUs = h.timeUs;
        m.algbwGBps = h.algbwGBps;
        m.busbwGBps = h.busbwGBps;
        m.wrong = h.wrong;
        return m;
    };
    row.outOfPlace = conv(e.outOfPlace);
    if (e.inPlace)
        row.inPlace = conv(*e.inPlace);
    return row;
}

results::BenchmarkRun benchmarkRunFromEvents(const std::vector<Event> &events, const QString &label)
{
    results::BenchmarkRun run;
    run.tool = QStringLiteral("railyard-probe");
    run.sourceFile = label;
    bool finishedOk = false, failed = false;
    QSet<int> rankSeen;
    for (const Event &e : events) {
        if (e.mode != QLatin1String("nccl") && e.kind != EventKind::Error)
            continue;
        switch (e.kind) {
        case EventKind::Started: {
            // Every rank lists its own devices; the run's parameters come from rank 0.
            for (const QJsonValue v : e.raw.value(QLatin1String("devices")).toArray()) {
                const QJsonObject d = v.toObject();
                results::BenchmarkRank br;
                br.rank = d.value(QLatin1String("rank")).toInt();
                br.host = d.value(QLatin1String("host")).toString();
                br.device = d.value(QLatin1String("device")).toInt();
                br.pciBusId = d.value(QLatin1String("pci")).toString();
                br.gpuModel = d.value(QLatin1String("model")).toString();
                run.ranks.push_back(br);
            }
            if (e.rank != 0)
                break;
            run.collective = e.collective;
            run.testBinary = e.collective;
            run.startTime = e.time;
            const QJsonObject &r = e.raw;
            run.ncclVersion = r.value(QLatin1String("nccl_version")).toString();
            run.toolVersion = r.value(QLatin1String("probe_version")).toString();
            run.minBytes = qint64(r.value(QLatin1String("min_bytes")).toDouble());
            run.maxBytes = qint64(r.value(QLatin1String("max_bytes")).toDouble());
            run.stepFactor = qint64(r.value(QLatin1String("step_factor")).toDouble());
            run.warmupIters = r.value(QLatin1String("warmup_iters")).toInt();
            run.iters = r.value(QLatin1String("iters")).toInt();
            run.validation = r.value(QLatin1String("check")).toBool() ? 1 : 0;
            run.nThreads = 1;
            const QJsonObject env = r.value(QLatin1String("env")).toObject();
            for (auto it = env.begin(); it != env.end(); ++it)
                run.environment << it.key() + QLatin1Char('=') + it.value().toString();
            break;
        }
        case EventKind::Row: {
            if (e.rank != 0)
                break;
            const results::BenchmarkRow row = benchmarkRowFromEvent(e);
            if (e.outOfPlace.wrong > 0 || (e.inPlace && e.inPlace->wrong > 0))
                failed = true;
            run.rows.push_back(row);
            break;
        }
        case EventKind::Finished:
            rankSeen.insert(e.rank);
            if (e.status != QLatin1String("ok"))
                failed = true;
            else if (e.rank == 0)
                finishedOk = true;
            break;
        case EventKind::Error:
            failed = true;
            run.failures.push_back({0, QStringLiteral("%1 (rank %2): %3: %4")
                                           .arg(e.host)
                                           .arg(e.rank)
                                           .arg(e.code, e.message)});
            break;
        case EventKind::Inventory:
            break;
        }
    }
    std::sort(run.ranks.begin(), run.ranks.end(),
              [](const results::BenchmarkRank &a, const results::BenchmarkRank &b) {
                  return a.rank < b.rank;
              });
    run.status = failed       ? results::RunStatus::Failed
                 : finishedOk ? results::RunStatus::Complete
                              : results::RunStatus::Truncated;
    return run;
}

PlanExecutor::PlanExecutor(TestPlan plan, ExecutorOptions options, QObject *parent)
    : QObject(parent), m_plan(std::move(plan)), m_o(std::move(options))
{
    qRegisterMetaType<ry::probe::StepResult>();
    m_runner = new ProbeRunner(this);
    connect(m_runner, &ProbeRunner::eventReceived, this, &PlanExecutor::onEvent);
    connect(m_runner, &ProbeRunner::jobFinished, this, &PlanExecutor::onJobFinished);
}

RemoteCommand PlanExecutor::probeCommand(const PlanStep &s, const QStringList &args) const
{
    RemoteCommand c;
    c.argv << m_o.probeProgram << args;
    c.environment = m_o.environment;
    c.environment += s.environment;
    return c;
}

LaunchSpec PlanExecutor::onNode(const QString &node, const RemoteCommand &cmd, int timeoutMs) const
{
    LaunchSpec spec;
    switch (m_o.launcher) {
    case ExecutorOptions::Launcher::Local:
        spec = localLaunch(cmd, m_o.wrappers.value(node), node);
        spec.nodes = {node};
        break;
    case ExecutorOptions::Launcher::Ssh: {
        RemoteCommand c = cmd;
        c.argv.insert(2, QStringLiteral("--watch-stdin"));
        spec = sshLaunch(node, c, m_o.ssh);
        break;
    }
    case ExecutorOptions::Launcher::Srun:
        spec = srunLaunch({node}, cmd, m_o.srun);
        break;
    case ExecutorOptions::Launcher::Mpirun:
        spec = mpirunLaunch({node}, cmd, m_o.mpirun);
        break;
    }
    spec.timeoutMs = timeoutMs;
    return spec;
}

std::vector<LaunchSpec> PlanExecutor::launchSpecs(int index) const
{
    std::vector<LaunchSpec> out;
    if (index < 0 || index >= int(m_plan.steps.size()))
        return out;
    const PlanStep &s = m_plan.steps[std::size_t(index)];
    const PlanOptions &po = m_plan.options;
    const int timeoutMs =
        int(std::min(3.6e6, (s.estimatedSeconds * m_o.stepTimeoutFactor + 30) * 1000));
    if (s.kind == StepKind::Tcp) {
        if (s.nodes.size() != 2)
            return out;
        const QString port = QString::number(m_o.tcpPort);
        const QString secs = QString::number(po.tcpSeconds);
        out.push_back(onNode(
            s.nodes[1],
            probeCommand(s, {QStringLiteral("tcp"), QStringLiteral("--listen"), s.destination,
                             QStringLiteral("--port"), port, QStringLiteral("--count"),
                             QStringLiteral("1"), QStringLiteral("--timeout"),
                             QString::number(timeoutMs / 1000)}),
            timeoutMs));
        out.push_back(onNode(
            s.nodes[0],
            probeCommand(s, {QStringLiteral("tcp"), QStringLiteral("--connect"), s.destination,
                             QStringLiteral("--port"), port, QStringLiteral("--bind"), s.source,
                             QStringLiteral("--seconds"), secs, QStringLiteral("--label"), s.name}),
            timeoutMs));
        return out;
    }
    const QStringList sweep{QStringLiteral("nccl"),
                            QStringLiteral("--collective"),
                            s.collective,
                            QStringLiteral("--minbytes"),
                            QString::number(po.minBytes),
                            QStringLiteral("--maxbytes"),
                            QString::number(po.maxBytes),
                            QStringLiteral("--stepfactor"),
                            QString::number(po.stepFactor),
                            QStringLiteral("--warmup"),
                            QString::number(po.warmupIters),
                            QStringLiteral("--iters"),
                            QString::number(po.iters),
                            QStringLiteral("--rendezvous"),
                            QStringLiteral("%1:%2").arg(s.nodes.value(0)).arg(m_o.rendezvousPort)};
    switch (m_o.launcher) {
    case ExecutorOptions::Launcher::Srun: {
        // Slurm places task 0 on the first node in ITS order, not the order of --nodelist; for
        // the usual node[001-255] naming that is name order, so rendezvous at the lowest name.
        // (Known limit: a slurm.conf whose node order differs from name order.)
        QStringList sorted = s.nodes;
        sorted.sort();
        QStringList args = sweep;
        args.last() = QStringLiteral("%1:%2").arg(sorted.value(0)).arg(m_o.rendezvousPort);
        LaunchSpec spec = srunLaunch(sorted, probeCommand(s, args), m_o.srun);
        spec.timeoutMs = timeoutMs;
        out.push_back(spec);
        break;
    }
    case ExecutorOptions::Launcher::Mpirun: {
        LaunchSpec spec = mpirunLaunch(s.nodes, probeCommand(s, sweep), m_o.mpirun);
        spec.timeoutMs = timeoutMs;
        out.push_back(spec);
        break;
    }
    default:
        for (int r = 0; r < s.nodes.size(); ++r)
            out.push_back(onNode(
                s.nodes[r],
                probeCommand(s, sweep + QStringList{QStringLiteral("--rank"), QString::number(r),
                                                    QStringLiteral("--nranks"),
                                                    QString::number(s.nodes.size())}),
                timeoutMs));
    }
    return out;
}

void PlanExecutor::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_results.clear();
    runStep(0);
}

void PlanExecutor::cancel()
{
    m_cancelled = true;
    m_runner->cancel();
}

void PlanExecutor::runStep(int step)
{
    m_step = step;
    if (m_cancelled || step >= int(m_plan.steps.size())) {
        m_running = false;
        emit finished();
        return;
    }
    StepResult r;
    r.step = step;
    r.unit = m_plan.steps[std::size_t(step)].kind == StepKind::Tcp ? QStringLiteral("Gb/s")
                                                                   : QStringLiteral("GB/s");
    m_results.push_back(r);
    emit stepStarted(step);
    m_firstJob = m_runner->jobCount();
    m_serverJob = -1;
    std::vector<LaunchSpec> specs;
    try {
        specs = launchSpecs(step);
    } catch (const Error &e) {
        m_results.back().failed = true;
        m_results.back().notMeasured = true;
        m_results.back().reason = e.message();
    }
    if (specs.empty()) {
        m_results.back().notMeasured = true;
        if (m_results.back().reason.isEmpty()) {
            m_results.back().failed = true;
            m_results.back().reason = Tr::tr("Nothing to run for this step.");
        }
        emit stepFinished(step, m_results.back());
        QMetaObject::invokeMethod(
            this, [this, step] { runStep(step + 1); }, Qt::QueuedConnection);
        return;
    }
    const bool tcp = m_plan.steps[std::size_t(step)].kind == StepKind::Tcp;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const int job = m_runner->start(specs[i]);
        if (tcp && i == 0)
            m_serverJob = job;
    }
}

void PlanExecutor::onEvent(int job, const Event &e)
{
    if (job < m_firstJob || m_results.empty())
        return;
    StepResult &r = m_results.back();
    if (r.events.size() < 100000)
        r.events.push_back(e);
    if (e.kind == EventKind::Row && (e.mode == QLatin1String("tcp") || e.rank == 0))
        emit rowArrived(m_step, e);
    if (e.kind == EventKind::Error && r.reason.isEmpty())
        r.reason = Tr::tr("%1 (rank %2): %3").arg(e.host).arg(e.rank).arg(e.message);
    // A node without a GPU, or a probe built without NCCL, measured nothing
    // (docs/probe-jsonl.md "error").
    if (e.kind == EventKind::Error &&
        (e.code == QLatin1String("no-gpu") || e.code == QLatin1String("not-built")))
        r.notMeasured = true;
}

void PlanExecutor::onJobFinished(int job, JobOutcome outcome, const QString &reason)
{
    if (job < m_firstJob || m_results.empty())
        return;
    StepResult &r = m_results.back();
    const bool isServer = job == m_serverJob;
    if (outcome != JobOutcome::Succeeded && !(isServer && outcome == JobOutcome::Cancelled)) {
        r.failed = true;
        if (outcome == JobOutcome::StartFailed || outcome == JobOutcome::TimedOut ||
            outcome == JobOutcome::Cancelled)
            r.notMeasured = true;
        if (r.reason.isEmpty() || outcome == JobOutcome::TimedOut)
            r.reason = reason;
    }
    // A TCP step ends with its sender; a receiver still waiting then is stopped.
    if (m_serverJob >= 0 && !isServer && outcome != JobOutcome::Running)
        m_runner->stop(m_serverJob);
    for (int j = m_firstJob; j < m_runner->jobCount(); ++j)
        if (m_runner->job(j).outcome == JobOutcome::Running)
            return;
    finishStep();
}

void PlanExecutor::finishStep()
{
    StepResult &r = m_results.back();
    const PlanStep &s = m_plan.steps[std::size_t(m_step)];
    if (s.kind == StepKind::Tcp) {
        for (const Event &e : r.events)
            if (e.kind == EventKind::Row && e.mode == QLatin1String("tcp"))
                r.value = e.gbps;
        if (r.value <= 0 && !r.failed) {
            r.failed = true;
            r.reason = Tr::tr("The TCP probe reported no transfer.");
        }
    } else {
        const results::BenchmarkRun run = benchmarkRunFromEvents(r.events, s.name);
        if (const auto p = results::largeMessagePlateau(run))
            r.value = p->busbwGBps;
        if (run.status == results::RunStatus::Failed && !r.failed) {
            r.failed = true;
            r.reason = Tr::tr("The NCCL run reported errors or wrong results.");
        }
    }
    emit stepFinished(m_step, r);
    const int next = m_step + 1;
    QMetaObject::invokeMethod(
        this, [this, next] { runStep(next); }, Qt::QueuedConnection);
}

std::vector<Suspect> PlanExecutor::suspects() const
{
    // Localise per stage family: NCCL figures (GB/s) and TCP figures (Gb/s) are not compared.
    std::vector<Suspect> all;
    for (const bool tcp : {false, true}) {
        std::vector<PathResult> pr;
        for (const StepResult &r : m_results) {
            const PlanStep &s = m_plan.steps[std::size_t(r.step)];
            const bool pairwise =
                s.kind == StepKind::Tcp || s.collective == QLatin1String("sendrecv");
            if ((s.kind == StepKind::Tcp) != tcp || !pairwise)
                continue;
            pr.push_back({s.name, s.nodes, s.path, r.value, r.failed, r.notMeasured});
        }
        for (Suspect &x : localise(pr, m_o.slowThreshold))
            all.push_back(std::move(x));
    }
    return all;
}

} // namespace ry::probe
