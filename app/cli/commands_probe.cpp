// railyard-cli commands for the probe: test plans derived from the design, running them through
// ssh/srun/mpirun (or locally), and reading the JSON Lines that railyard-probe writes.

#include "cli.h"

#include "probe/executor.h"
#include "probe/recorder.h"
#include "probe/testplan.h"
#include "results/busbw.h"
#include "results/resultstore.h"
#include "store/store.h"

#include <QCoreApplication>
#include <QFile>

#include <QJsonObject>

#include <memory>

namespace ry::cli {

namespace {

using namespace ry::probe;

void addPlanOptions(QCommandLineParser &p)
{
    p.addOption(dbOption());
    p.addOption({QStringLiteral("stages"),
                 Tr::tr("Comma list of stages: rail-allreduce, all-nodes, pairwise-leaf, "
                        "pairwise-spine, tcp (default: all)."),
                 Tr::tr("LIST")});
    p.addOption({QStringLiteral("maxbytes"), Tr::tr("Largest NCCL message size, bytes."),
                 Tr::tr("BYTES"), QStringLiteral("1073741824")});
    p.addOption({QStringLiteral("iters"), Tr::tr("Timed NCCL iterations per size."), Tr::tr("N"),
                 QStringLiteral("20")});
    p.addOption({QStringLiteral("tcp-seconds"), Tr::tr("Duration of each TCP transfer."),
                 Tr::tr("S"), QStringLiteral("3")});
}

TestPlan planFrom(QCommandLineParser &p, const Design &design)
{
    PlanOptions o;
    if (p.isSet(QStringLiteral("stages"))) {
        const QStringList st = p.value(QStringLiteral("stages")).split(QLatin1Char(','));
        static const QStringList known{"rail-allreduce", "all-nodes", "pairwise-leaf",
                                       "pairwise-spine", "tcp"};
        for (const QString &s : st)
            if (!known.contains(s.trimmed()))
                throw Error(Tr::tr("Unknown stage \"%1\"; known: %2.")
                                .arg(s, known.join(QStringLiteral(", "))));
        o.railAllReduce = st.contains(QStringLiteral("rail-allreduce"));
        o.allNodes = st.contains(QStringLiteral("all-nodes"));
        o.pairwiseLeaf = st.contains(QStringLiteral("pairwise-leaf"));
        o.pairwiseSpine = st.contains(QStringLiteral("pairwise-spine"));
        o.tcp = st.contains(QStringLiteral("tcp"));
    }
    bool ok = false;
    o.maxBytes = p.value(QStringLiteral("maxbytes")).toLongLong(&ok);
    if (!ok || o.maxBytes < o.minBytes)
        throw Error(Tr::tr("--maxbytes must be a number of bytes of at least %1.").arg(o.minBytes));
    o.iters = p.value(QStringLiteral("iters")).toInt(&ok);
    if (!ok || o.iters < 1)
        throw Error(Tr::tr("--iters must be a positive integer."));
    o.tcpSeconds = p.value(QStringLiteral("tcp-seconds")).toDouble(&ok);
    if (!ok || o.tcpSeconds <= 0 || o.tcpSeconds > 3600)
        throw Error(Tr::tr("--tcp-seconds must be between 0 and 3600."));
    return makeTestPlan(design, o);
}

void printPlan(const TestPlan &plan)
{
    printWarnings(plan.diagnostics);
    out() << plan.describe();
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const PlanStep &s = plan.steps[i];
        out() << QStringLiteral("  %1. [%2] %3  (~%4 s)")
                     .arg(i + 1)
                     .arg(s.stage, s.name)
                     .arg(s.estimatedSeconds, 0, 'f', 1)
              << '\n';
    }
    out().flush();
}

TestPlan planFrom(QCommandLineParser &p)
{
    auto store = store::SqliteStore::open(requireDb(p));
    return planFrom(p, store->load());
}

int planCmd(QCommandLineParser &p)
{
    printPlan(planFrom(p));
    return Ok;
}

int runCmd(QCommandLineParser &p)
{
    // The document stays open: every step's rows are stored in it as they arrive.
    auto store = store::SqliteStore::open(requireDb(p));
    const Design design = store->load();
    TestPlan plan = planFrom(p, design);
    ExecutorOptions o;
    const QString launcher = p.value(QStringLiteral("launcher"));
    if (launcher == QLatin1String("ssh"))
        o.launcher = ExecutorOptions::Launcher::Ssh;
    else if (launcher == QLatin1String("srun"))
        o.launcher = ExecutorOptions::Launcher::Srun;
    else if (launcher == QLatin1String("mpirun"))
        o.launcher = ExecutorOptions::Launcher::Mpirun;
    else if (launcher == QLatin1String("local"))
        o.launcher = ExecutorOptions::Launcher::Local;
    else
        throw Error(Tr::tr("--launcher must be ssh, srun, mpirun or local."));
    // The local launcher runs this machine's probe: the one beside the CLI (build folder or
    // installed package) unless --probe names another. Remote nodes look it up on their PATH.
    if (p.isSet(QStringLiteral("probe")))
        o.probeProgram = p.value(QStringLiteral("probe"));
    else if (o.launcher == ExecutorOptions::Launcher::Local)
        o.probeProgram = defaultProbeProgram();
    o.ssh.user = p.value(QStringLiteral("ssh-user"));
    o.ssh.port = p.value(QStringLiteral("ssh-port")).toInt();
    o.mpirun.allowRunAsRoot = p.isSet(QStringLiteral("allow-run-as-root"));
    for (const QString &kv : p.values(QStringLiteral("env"))) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0)
            throw Error(Tr::tr("--env takes NAME=VALUE, got \"%1\".").arg(kv));
        o.environment.append({kv.left(eq), kv.mid(eq + 1)});
    }
    printPlan(plan);
    PlanExecutor ex(plan, o);
    if (p.isSet(QStringLiteral("dry-run"))) {
        for (int i = 0; i < int(plan.steps.size()); ++i)
            for (const LaunchSpec &s : ex.launchSpecs(i)) {
                QStringList words{s.program};
                words += s.arguments;
                out() << QStringLiteral("%1: ").arg(i + 1);
                for (const QString &w : words)
                    out() << shellQuote(w) << ' ';
                out() << '\n';
            }
        return Ok;
    }
    QFile log;
    if (p.isSet(QStringLiteral("output"))) {
        log.setFileName(p.value(QStringLiteral("output")));
        if (!log.open(QIODevice::WriteOnly | QIODevice::Truncate))
            throw Error(Tr::tr("Cannot write %1: %2").arg(log.fileName(), log.errorString()));
    }
    QObject::connect(&ex, &PlanExecutor::rowArrived, [&](int step, const Event &e) {
        if (e.mode == QLatin1String("tcp"))
            out() << Tr::tr("  step %1: %2 -> %3  %4 Gb/s")
                         .arg(step + 1)
                         .arg(e.source, e.destination)
                         .arg(e.gbps, 0, 'f', 2)
                  << '\n';
        else
            out() << Tr::tr("  step %1: %2 %3 B  busbw %4 GB/s")
                         .arg(step + 1)
                         .arg(e.collective)
                         .arg(e.sizeBytes)
                         .arg(e.outOfPlace.busbwGBps, 0, 'f', 2)
                  << '\n';
        out().flush();
    });
    QObject::connect(&ex, &PlanExecutor::stepFinished, [&](int step, const StepResult &r) {
        out() << (r.notMeasured ? Tr::tr("step %1 not measured: %2").arg(step + 1).arg(r.reason)
                  : r.failed
                      ? Tr::tr("step %1 failed: %2").arg(step + 1).arg(r.reason)
                      : Tr::tr("step %1: %2 %3").arg(step + 1).arg(r.value, 0, 'f', 2).arg(r.unit))
              << '\n';
        out().flush();
        if (log.isOpen())
            for (const Event &e : r.events) {
                QJsonObject obj = e.raw;
                obj.insert(QStringLiteral("step"), step + 1);
                log.write(toJsonLine(obj));
            }
    });
    std::unique_ptr<ProbeRecorder> recorder;
    if (!p.isSet(QStringLiteral("no-store"))) {
        RecorderOptions ro;
        ro.planName = design.name;
        ro.label = p.value(QStringLiteral("label"));
        ro.ranksOnPlanNodes = o.launcher == ExecutorOptions::Launcher::Local;
        recorder = std::make_unique<ProbeRecorder>(ex, *store, &design, ro);
        QObject::connect(recorder.get(), &ProbeRecorder::storeFailed, [](const QString &m) {
            err() << Tr::tr("warning: cannot store the result: %1").arg(m) << '\n';
            err().flush();
        });
    }
    QObject::connect(&ex, &PlanExecutor::finished, qApp, &QCoreApplication::quit);
    ex.start();
    QCoreApplication::exec();
    if (recorder) {
        results::ResultStore rs(*store);
        const std::vector<Id> ids = recorder->runs();
        for (Id id : ids)
            if (const auto run = rs.load(id))
                out() << Tr::tr("stored run #%1: %2, %3")
                             .arg(id)
                             .arg(run->probeStep ? run->probeStep->name : run->collective,
                                  results::verdictText(run->verdict))
                      << '\n';
        out() << Tr::tr("%n run(s) stored in %1", nullptr, int(ids.size())).arg(requireDb(p))
              << '\n';
        out().flush();
    }
    bool anyFailed = false;
    int notMeasured = 0;
    for (const StepResult &r : ex.results()) {
        anyFailed |= r.failed;
        notMeasured += r.notMeasured;
    }
    if (notMeasured)
        out() << Tr::tr("%n step(s) not measured (could not start, timed out or no GPU): no "
                        "verdict on their nodes and cables.",
                        nullptr, notMeasured)
              << '\n';
    const auto suspects = ex.suspects();
    for (const Suspect &s : suspects)
        out() << Tr::tr("suspect: %1").arg(s.reason) << '\n';
    return anyFailed || !suspects.empty() ? Problems : Ok;
}

int showCmd(QCommandLineParser &p)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1)
        throw Error(Tr::tr("Give one JSON Lines file written by railyard-probe."));
    QFile f(files.first());
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read %1: %2").arg(f.fileName(), f.errorString()));
    JsonlReader reader;
    std::vector<Event> events;
    while (!f.atEnd())
        for (Event &e : reader.feed(f.read(1 << 20)))
            events.push_back(std::move(e));
    for (Event &e : reader.finish())
        events.push_back(std::move(e));
    for (Diagnostic d : reader.diagnostics()) {
        d.location.file = f.fileName();
        err() << Tr::tr("warning: %1").arg(d.describe()) << '\n';
    }
    int tcpRows = 0, errors = 0;
    for (const Event &e : events) {
        if (e.kind == EventKind::Row && e.mode == QLatin1String("tcp")) {
            ++tcpRows;
            out() << Tr::tr("tcp %1 -> %2: %3 Gb/s (%4 bytes in %5 s)%6")
                         .arg(e.source, e.destination)
                         .arg(e.gbps, 0, 'f', 3)
                         .arg(e.bytes)
                         .arg(e.seconds, 0, 'f', 3)
                         .arg(e.label.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(e.label))
                  << '\n';
        }
        if (e.kind == EventKind::Error) {
            ++errors;
            out() << Tr::tr("error on %1 (rank %2): %3: %4")
                         .arg(e.host)
                         .arg(e.rank)
                         .arg(e.code, e.message)
                  << '\n';
        }
    }
    const results::BenchmarkRun run = benchmarkRunFromEvents(events, f.fileName());
    if (!run.rows.empty()) {
        out() << Tr::tr("nccl %1, %2 rows, %3")
                     .arg(run.collective)
                     .arg(run.rows.size())
                     .arg(results::toString(run.status))
              << '\n';
        for (const results::BenchmarkRow &r : run.rows)
            out() << QStringLiteral("  %1 B  %2 us  algbw %3  busbw %4  wrong %5")
                         .arg(r.sizeBytes, 12)
                         .arg(r.outOfPlace.timeUs.value_or(0), 10, 'f', 2)
                         .arg(r.outOfPlace.algbwGBps.value_or(0), 8, 'f', 2)
                         .arg(r.outOfPlace.busbwGBps.value_or(0), 8, 'f', 2)
                         .arg(r.outOfPlace.wrong.value_or(-1))
                  << '\n';
        if (const auto pl = results::largeMessagePlateau(run))
            out() << Tr::tr("large-message busbw: %1 GB/s").arg(pl->busbwGBps, 0, 'f', 2) << '\n';
    }
    if (events.empty())
        out() << Tr::tr("No probe events in %1.").arg(f.fileName()) << '\n';
    Q_UNUSED(tcpRows);
    return errors > 0 || run.status == results::RunStatus::Failed ? Problems : Ok;
}

} // namespace

std::vector<Command> probeCommands()
{
    return {
        {"probe-plan", Tr::tr("Show the test plan derived from the design (nodes, steps, time)"),
         planCmd, addPlanOptions},
        {"probe-run", Tr::tr("Run the test plan on the nodes through ssh, srun or mpirun"), runCmd,
         [](QCommandLineParser &p) {
             addPlanOptions(p);
             p.addOption({QStringLiteral("launcher"), Tr::tr("ssh, srun, mpirun or local."),
                          Tr::tr("NAME"), QStringLiteral("ssh")});
             p.addOption({QStringLiteral("probe"),
                          Tr::tr("Path of railyard-probe on the nodes (default: the one beside "
                                 "this program for --launcher local, else railyard-probe on the "
                                 "nodes' PATH)."),
                          Tr::tr("PATH")});
             p.addOption({QStringLiteral("ssh-user"), Tr::tr("ssh login name."), Tr::tr("USER")});
             p.addOption({QStringLiteral("ssh-port"), Tr::tr("ssh port."), Tr::tr("PORT")});
             p.addOption({QStringLiteral("allow-run-as-root"),
                          Tr::tr("Pass --allow-run-as-root to mpirun.")});
             p.addOption({QStringLiteral("env"),
                          Tr::tr("NAME=VALUE passed to every probe (NCCL_SOCKET_IFNAME, ...); "
                                 "repeatable."),
                          Tr::tr("NAME=VALUE")});
             p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          Tr::tr("Write every event as JSON Lines to FILE."),
                          Tr::tr("FILE")});
             p.addOption({QStringLiteral("dry-run"),
                          Tr::tr("Print the commands each step would start; start nothing.")});
             p.addOption({QStringLiteral("no-store"),
                          Tr::tr("Do not store the results in the document (by default every "
                                 "step is stored as a benchmark run while it goes on).")});
             p.addOption({QStringLiteral("label"),
                          Tr::tr("Free text stored with every run (e.g. \"after re-cabling\")."),
                          Tr::tr("TEXT")});
         }},
        {"probe-show", Tr::tr("Summarise a railyard-probe JSON Lines file"), showCmd,
         [](QCommandLineParser &p) {
             p.addPositionalArgument(QStringLiteral("file"), Tr::tr("JSON Lines file."));
         }},
    };
}

} // namespace ry::cli
