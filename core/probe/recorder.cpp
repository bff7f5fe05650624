#include "recorder.h"

#include "results/expected.h"
#include "results/resultstore.h"
#include "store/store.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace ry::probe {

namespace {

QString commandLineOf(const PlanExecutor &ex, int step)
{
    const std::vector<LaunchSpec> specs = ex.launchSpecs(step);
    if (specs.empty())
        return {};
    // The measuring side: the sender of a TCP step (the second spec), rank 0 of an NCCL step.
    const LaunchSpec &s =
        specs.size() == 2 && ex.plan().steps[std::size_t(step)].kind == StepKind::Tcp ? specs[1]
                                                                                      : specs[0];
    QStringList words{shellQuote(s.program)};
    for (const QString &a : s.arguments)
        words << shellQuote(a);
    return words.join(QLatin1Char(' '));
}

} // namespace

ProbeRecorder::ProbeRecorder(PlanExecutor &executor, store::SqliteStore &store,
                             const Design *design, RecorderOptions options, QObject *parent)
    : QObject(parent), m_executor(executor), m_store(store), m_design(design),
      m_o(std::move(options))
{
    const std::size_t n = executor.plan().steps.size();
    m_runByStep.assign(n, 0);
    m_open.assign(n, false);
    connect(&executor, &PlanExecutor::stepStarted, this, &ProbeRecorder::onStepStarted);
    connect(&executor, &PlanExecutor::rowArrived, this, &ProbeRecorder::onRow);
    connect(&executor, &PlanExecutor::stepFinished, this, &ProbeRecorder::onStepFinished);
}

ProbeRecorder::~ProbeRecorder()
{
    for (std::size_t i = 0; i < m_open.size(); ++i) {
        if (!m_open[i])
            continue;
        try {
            results::RunEnd end;
            end.status = results::RunStatus::Truncated;
            end.missing << Tr::tr("The run was stopped before this step ended.");
            results::ResultStore(m_store).finishRun(m_runByStep[i], end, m_design, m_o.evaluation);
        } catch (const Error &) {
            // Nothing to report to any more; the run stays stored as incomplete.
        }
    }
}

Id ProbeRecorder::runOf(int step) const
{
    return step >= 0 && std::size_t(step) < m_runByStep.size() ? m_runByStep[std::size_t(step)] : 0;
}

void ProbeRecorder::fail(const QString &message)
{
    m_error = message;
    emit storeFailed(message);
}

void ProbeRecorder::onStepStarted(int step)
{
    if (step < 0 || std::size_t(step) >= m_runByStep.size())
        return;
    const PlanStep &s = m_executor.plan().steps[std::size_t(step)];
    const bool tcp = s.kind == StepKind::Tcp;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    results::StoredRun h;
    h.kind = tcp ? QStringLiteral("tcp") : QStringLiteral("nccl-tests");
    h.tool = QStringLiteral("railyard-probe");
    h.program = tcp ? QStringLiteral("railyard-probe tcp") : QStringLiteral("railyard-probe nccl");
    h.collective = tcp ? QStringLiteral("tcp") : s.collective;
    h.startTime = now;
    h.importedAt = now;
    h.sourceFile = QStringLiteral("probe:%1/%2/%3")
                       .arg(m_o.planName.isEmpty() ? QStringLiteral("plan") : m_o.planName)
                       .arg(step + 1)
                       .arg(now);
    h.label = m_o.label;
    if (tcp)
        h.ranks = 2;
    h.nodes = int(s.nodes.size());
    try {
        h.commandLine = commandLineOf(m_executor, step);
    } catch (const Error &) {
        // The executor reports a step it cannot launch itself.
    }
    results::StoredProbeStep p;
    p.plan = m_o.planName;
    p.step = step + 1;
    p.stage = s.stage;
    p.name = s.name;
    p.mode = tcp ? QStringLiteral("tcp") : QStringLiteral("nccl");
    p.nodes = s.nodes;
    // The rail the step was confined to: a TCP step binds the rail port's address; an NCCL step
    // only when NCCL_IB_HCA pins it (testplan.cpp railEnv()). An unpinned NCCL "rail" step ran
    // where NCCL chose and is stored as over all rails (-1).
    bool pinned = tcp;
    for (const auto &[name, value] : s.environment)
        pinned = pinned || name == QLatin1String("NCCL_IB_HCA");
    p.rail = pinned ? s.rail : -1;
    p.path = s.path;
    p.source = s.source;
    p.destination = s.destination;
    h.probeStep = p;
    try {
        const Id id = results::ResultStore(m_store).beginRun(h);
        m_runByStep[std::size_t(step)] = id;
        m_open[std::size_t(step)] = true;
        m_order.push_back(id);
        emit runStarted(step, id);
    } catch (const Error &e) {
        fail(e.describe());
    }
}

void ProbeRecorder::onRow(int step, const Event &e)
{
    const Id id = runOf(step);
    if (!id || e.kind != EventKind::Row)
        return;
    results::StoredRow row;
    if (e.mode == QLatin1String("tcp")) {
        row.row.sizeBytes = e.bytes;
        row.row.type = QStringLiteral("tcp");
        row.row.outOfPlace.timeUs = e.seconds * 1e6;
        row.row.outOfPlace.algbwGBps = e.gbps / 8.0;
        row.row.outOfPlace.busbwGBps = e.gbps / 8.0;
    } else if (e.mode == QLatin1String("nccl")) {
        row.row = benchmarkRowFromEvent(e);
    } else {
        return;
    }
    row.row.timestamp = e.time;
    try {
        QElapsedTimer t;
        t.start();
        results::ResultStore(m_store).appendRow(id, row);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        m_rowMs += ms;
        m_maxRowMs = std::max(m_maxRowMs, ms);
        ++m_rows;
        emit rowStored(step, id);
    } catch (const Error &e) {
        fail(e.describe());
    }
}

void ProbeRecorder::onStepFinished(int step, const StepResult &r)
{
    const Id id = runOf(step);
    if (!id)
        return;
    m_open[std::size_t(step)] = false;
    const PlanStep &s = m_executor.plan().steps[std::size_t(step)];
    results::RunEnd end;
    results::ImportOptions options = m_o.evaluation;
    if (s.kind == StepKind::Tcp) {
        end.status = r.failed ? results::RunStatus::Failed : results::RunStatus::Complete;
        if (r.failed && !r.reason.isEmpty())
            end.failures << r.reason;
    } else {
        const results::BenchmarkRun run = benchmarkRunFromEvents(r.events, s.name);
        end.status = run.status;
        for (const results::SourceLine &l : run.failures)
            end.failures << l.text;
        if (r.failed && !r.reason.isEmpty()) {
            if (end.status == results::RunStatus::Complete)
                end.status = results::RunStatus::Failed;
            if (end.status == results::RunStatus::Failed) {
                if (!end.failures.contains(r.reason))
                    end.failures << r.reason;
            } else {
                end.missing << r.reason;
            }
        }
        // The plan node each process stood for: process rank r (the `rank` of its `started`
        // event) ran as nodes[r]; its devices carry global GPU ranks.
        QHash<int, QString> nodeOfDevice;
        if (m_o.ranksOnPlanNodes)
            for (const Event &e : r.events)
                if (e.kind == EventKind::Started && e.mode == QLatin1String("nccl") &&
                    e.rank >= 0 && e.rank < s.nodes.size())
                    for (const QJsonValue v : e.raw.value(QLatin1String("devices")).toArray())
                        nodeOfDevice.insert(v.toObject().value(QLatin1String("rank")).toInt(),
                                            s.nodes[e.rank]);
        std::vector<results::StoredRank> ranks;
        for (const results::BenchmarkRank &br : run.ranks) {
            const QString host = nodeOfDevice.value(br.rank, br.host);
            ranks.push_back({br.rank, br.group, br.pid, host, br.device, br.pciBusId, br.gpuModel});
        }
        end.rankLines = std::move(ranks);
        end.toolVersion = run.toolVersion;
        end.ncclVersion = run.ncclVersion;
        end.ranks = run.rankCount();
        end.detectedInNetworkReduction = results::detectInNetworkReduction(run);
        if (s.rail >= 0)
            options.railsPerNode = 1; // NCCL_IB_HCA confined the step to one rail
    }
    try {
        results::ResultStore(m_store).finishRun(id, end, m_design, options);
        emit runFinished(step, id);
    } catch (const Error &e) {
        fail(e.describe());
    }
}

} // namespace ry::probe
