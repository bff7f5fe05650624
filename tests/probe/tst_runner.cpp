// ProbeRunner and PlanExecutor with real processes on loopback: railyard-probe tcp between
// several processes, a hanging node stopped by its timeout while the others finish, cancel,
// garbage from a node, and hostile host names through a fake `ssh` that records its argv.

#include "probetesthelpers.h"

#include "probe/executor.h"
#include "probe/runner.h"
#include "results/busbw.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

using namespace ry::probe;

namespace {

const QString kProbe = QStringLiteral(RAILYARD_PROBE);

RemoteCommand probe(const QStringList &args)
{
    RemoteCommand c;
    c.argv = QStringList{kProbe} + args;
    return c;
}

struct Collected
{
    std::vector<Event> events;
    explicit Collected(ProbeRunner &r)
    {
        QObject::connect(&r, &ProbeRunner::eventReceived,
                         [this](int, const Event &e) { events.push_back(e); });
    }
    int rows() const
    {
        return int(std::count_if(events.begin(), events.end(),
                                 [](const Event &e) { return e.kind == EventKind::Row; }));
    }
};

LaunchSpec shell(const QString &script, int timeoutMs = 0)
{
    LaunchSpec s;
    s.program = "/bin/sh";
    s.arguments = {"-c", script};
    s.label = "sh";
    s.timeoutMs = timeoutMs;
    return s;
}

} // namespace

TEST(ProbeRunner, TcpBetweenSeveralProcessesOnLoopback)
{
    ProbeRunner r;
    Collected c(r);
    const int server = r.start(localLaunch(probe(
        {"tcp", "--listen", "127.0.0.1", "--port", "39311", "--count", "3", "--timeout", "20"})));
    for (const char *src : {"127.0.0.2", "127.0.0.3", "127.0.0.4"})
        r.start(localLaunch(probe({"tcp", "--connect", "127.0.0.1:39311", "--bind", src,
                                   "--seconds", "0.3", "--label", src})));
    ASSERT_TRUE(r.waitForAll(30000));
    for (int j = 0; j < r.jobCount(); ++j)
        EXPECT_EQ(r.job(j).outcome, JobOutcome::Succeeded) << r.job(j).reason.toStdString();
    EXPECT_EQ(c.rows(), 3);
    QStringList sources;
    for (const Event &e : c.events)
        if (e.kind == EventKind::Row) {
            EXPECT_GT(e.bytes, 0);
            EXPECT_GT(e.gbps, 0.01);
            EXPECT_NEAR(e.gbps, double(e.bytes) * 8 / e.seconds / 1e9, 1e-9);
            EXPECT_EQ(e.label, e.source);
            sources << e.source;
        }
    sources.sort();
    EXPECT_EQ(sources, (QStringList{"127.0.0.2", "127.0.0.3", "127.0.0.4"}));
    EXPECT_EQ(r.job(server).events, 2); // started, finished
}

TEST(ProbeRunner, AHangingNodeTimesOutAndTheOthersFinish)
{
    ProbeRunner r;
    r.setKillGraceMs(300);
    QElapsedTimer t;
    t.start();
    const int hang = r.start(shell("sleep 30", 500));
    const int ok = r.start(localLaunch(probe({"inventory"})));
    const int bad =
        r.start(localLaunch(probe({"tcp", "--connect", "127.0.0.1:1", "--retry", "0"})));
    ASSERT_TRUE(r.waitForAll(15000));
    EXPECT_LT(t.elapsed(), 10000);
    EXPECT_EQ(r.job(hang).outcome, JobOutcome::TimedOut);
    EXPECT_TRUE(r.job(hang).reason.contains("did not finish"));
    EXPECT_EQ(r.job(ok).outcome, JobOutcome::Succeeded);
    EXPECT_EQ(r.job(bad).outcome, JobOutcome::Failed);
    EXPECT_EQ(r.job(bad).exitCode, ExitRuntime);
}

TEST(ProbeRunner, CancelStopsEveryJob)
{
    ProbeRunner r;
    r.setKillGraceMs(300);
    r.start(shell("sleep 30"));
    r.start(localLaunch(probe(
        {"tcp", "--listen", "127.0.0.1", "--port", "39312", "--timeout", "60", "--watch-stdin"})));
    r.start(shell("trap '' TERM; sleep 30")); // ignores SIGTERM: needs the SIGKILL
    QTimer::singleShot(300, &r, &ProbeRunner::cancel);
    QElapsedTimer t;
    t.start();
    ASSERT_TRUE(r.waitForAll(15000));
    EXPECT_LT(t.elapsed(), 8000);
    for (int j = 0; j < r.jobCount(); ++j)
        EXPECT_EQ(r.job(j).outcome, JobOutcome::Cancelled);
}

TEST(ProbeRunner, GarbageFromANodeIsContained)
{
    ProbeRunner r;
    Collected c(r);
    const int j = r.start(shell(
        "echo 'Warning: garbage'; printf '\\001\\002{{{\\n'; head -c 400000 /dev/zero | tr '\\0' x;"
        " echo; echo '{\"v\":1,\"event\":\"row\",\"mode\":\"tcp\",\"dst\":\"x:1\",\"bytes\":1e30,"
        "\"seconds\":1,\"gbps\":1}';"
        " echo '{\"v\":1,\"event\":\"finished\",\"status\":\"ok\",\"host\":\"n1;reboot\"}'"));
    ASSERT_TRUE(r.waitForAll(10000));
    EXPECT_EQ(r.job(j).outcome, JobOutcome::Succeeded);
    ASSERT_EQ(c.events.size(), 1u);
    EXPECT_EQ(c.events[0].kind, EventKind::Finished);
    EXPECT_EQ(c.events[0].host, "n1;reboot"); // data, never executed
    // the over-long line and 1e30 (not an integer) are refused; the rest is foreign text
    EXPECT_EQ(r.job(j).diagnostics.size(), 2u);
    EXPECT_EQ(r.job(j).foreignLines.size(), 2);
}

TEST(ProbeRunner, MissingLauncherProgramIsReported)
{
    ProbeRunner r;
    LaunchSpec s;
    s.program = "/nonexistent/railyard-no-such-ssh";
    s.label = "n1";
    const int j = r.start(s);
    ASSERT_TRUE(r.waitForAll(5000));
    EXPECT_EQ(r.job(j).outcome, JobOutcome::StartFailed);
}

TEST(ProbeExecutor, HostileNodeNamesNeverReachSsh)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // A fake ssh that records its argv, one argument per line, and prints one event.
    const QString fake = dir.filePath("ssh");
    QFile f(fake);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    // Each call writes its argv to its own file (argv.<pid>) in one rename, so calls running at
    // the same time cannot interleave; the sender waits (up to 5 s) for the receiver's file, so a
    // busy machine cannot let the step end before the receiver's ssh has started.
    f.write(
        "#!/bin/sh\n"
        "d=\"$(dirname \"$0\")\"\n"
        "for a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"$d/tmp.$$\" && "
        "mv \"$d/tmp.$$\" \"$d/argv.$$\"\n"
        "case \"$*\" in *connect*) i=0; while [ $i -lt 100 ] && "
        "[ \"$(ls \"$d\" | grep -c '^argv\\.')\" -lt 2 ]; do sleep 0.05; i=$((i+1)); done;; esac\n"
        "echo '{\"v\":1,\"event\":\"finished\",\"mode\":\"tcp\",\"status\":\"ok\"}'\n");
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    TestPlan plan;
    PlanStep good;
    good.stage = "tcp-rail";
    good.kind = StepKind::Tcp;
    good.name = "good";
    good.nodes = {"n1", "n2"};
    good.source = "10.0.0.1";
    good.destination = "10.0.0.2";
    PlanStep evil = good;
    evil.name = "evil";
    evil.nodes = {"n1;reboot", "$(touch pwned)"};
    plan.steps = {evil, good};
    ExecutorOptions o;
    o.launcher = ExecutorOptions::Launcher::Ssh;
    o.ssh.program = fake;
    o.probeProgram = "/opt/railyard/railyard-probe";
    PlanExecutor ex(plan, o);
    QEventLoop loop;
    QObject::connect(&ex, &PlanExecutor::finished, &loop, &QEventLoop::quit);
    ex.start();
    QTimer::singleShot(15000, &loop, &QEventLoop::quit);
    loop.exec();
    ASSERT_FALSE(ex.isRunning());
    ASSERT_EQ(ex.results().size(), 2u);
    EXPECT_TRUE(ex.results()[0].failed);
    EXPECT_TRUE(ex.results()[0].reason.contains("not a host name"))
        << ex.results()[0].reason.toStdString();
    QString all;
    for (const QString &name :
         QDir(dir.path()).entryList({QStringLiteral("argv.*")}, QDir::Files)) {
        QFile argv(dir.filePath(name));
        ASSERT_TRUE(argv.open(QIODevice::ReadOnly));
        all += QString::fromUtf8(argv.readAll());
    }
    EXPECT_FALSE(all.contains("reboot"));
    EXPECT_FALSE(all.contains("pwned"));
    EXPECT_FALSE(QFile::exists("pwned"));
    // The good step's two ssh calls: receiver on n2, sender on n1, every remote word quoted.
    const QStringList lines = all.split('\n', Qt::SkipEmptyParts);
    EXPECT_EQ(lines.count("--"), 2);
    EXPECT_TRUE(lines.contains("n1"));
    EXPECT_TRUE(lines.contains("n2"));
    EXPECT_TRUE(lines.contains("'--watch-stdin'"));
    EXPECT_TRUE(lines.contains("BatchMode=yes"));
}

TEST(ProbeNccl, WithoutAGpuItExitsCleanlyWithItsOwnCode)
{
    ProbeRunner r;
    Collected c(r);
    const int j = r.start(localLaunch(probe({"nccl", "-e", "1M"})));
    ASSERT_TRUE(r.waitForAll(30000));
    // 4 = no CUDA device (this machine), 5 = built without CUDA/NCCL; never a crash.
    const int code = r.job(j).exitCode;
    ASSERT_TRUE(code == ExitNoGpu || code == ExitNotBuilt || code == ExitOk) << code;
    if (code == ExitOk)
        GTEST_SKIP() << "this machine has a GPU: run probe/scripts/gpu-check.sh instead";
    ASSERT_FALSE(c.events.empty());
    const Event &e = c.events.back();
    EXPECT_EQ(e.kind, EventKind::Error);
    EXPECT_EQ(e.code, code == ExitNoGpu ? "no-gpu" : "not-built");
    EXPECT_FALSE(e.message.isEmpty());
}

TEST(ProbeNccl, EventsBecomeABenchmarkRunOfTheResultsModule)
{
    // Two ranks, 2 sizes of all_reduce, as railyard-probe nccl writes them (docs/probe-jsonl.md).
    ry::probe::JsonlReader reader;
    const QByteArray text =
        R"({"v":1,"event":"started","mode":"nccl","host":"n1","rank":0,"nranks":2,"collective":"all_reduce","nccl_version":"2.28.3","min_bytes":1048576,"max_bytes":2097152,"step_factor":2,"warmup_iters":5,"iters":20,"check":true,"env":{"NCCL_IB_HCA":"=mlx5_0"},"devices":[{"rank":0,"host":"n1","device":0,"pci":"0000:1B:00.0","model":"NVIDIA H200"}]}
{"v":1,"event":"started","mode":"nccl","host":"n2","rank":1,"nranks":2,"collective":"all_reduce","devices":[{"rank":1,"host":"n2","device":0,"pci":"0000:1B:00.0","model":"NVIDIA H200"}]}
{"v":1,"event":"row","mode":"nccl","host":"n1","rank":0,"nranks":2,"collective":"all_reduce","size":1048576,"count":262144,"type":"float","redop":"sum","root":-1,"oop":{"time_us":50,"algbw":20.97,"busbw":20.97,"wrong":0},"ip":{"time_us":50,"algbw":20.97,"busbw":20.97,"wrong":0}}
{"v":1,"event":"row","mode":"nccl","host":"n1","rank":0,"nranks":2,"collective":"all_reduce","size":2097152,"count":524288,"type":"float","redop":"sum","root":-1,"oop":{"time_us":60,"algbw":34.95,"busbw":34.95,"wrong":0},"ip":{"time_us":61,"algbw":34.38,"busbw":34.38,"wrong":0}}
{"v":1,"event":"finished","mode":"nccl","host":"n2","rank":1,"nranks":2,"status":"ok"}
{"v":1,"event":"finished","mode":"nccl","host":"n1","rank":0,"nranks":2,"status":"ok"}
)";
    const auto events = reader.feed(text);
    ASSERT_EQ(events.size(), 6u);
    const ry::results::BenchmarkRun run = benchmarkRunFromEvents(events, "x.jsonl");
    EXPECT_EQ(run.tool, "railyard-probe");
    EXPECT_EQ(run.collective, "all_reduce");
    EXPECT_EQ(run.ncclVersion, "2.28.3");
    EXPECT_EQ(run.status, ry::results::RunStatus::Complete);
    ASSERT_EQ(run.ranks.size(), 2u);
    EXPECT_EQ(run.hosts(), (QStringList{"n1", "n2"}));
    ASSERT_EQ(run.rows.size(), 2u);
    EXPECT_EQ(run.rows[1].sizeBytes, 2097152);
    EXPECT_DOUBLE_EQ(*run.rows[1].inPlace.busbwGBps, 34.38);
    EXPECT_EQ(run.environment, QStringList{"NCCL_IB_HCA==mlx5_0"});
    // 2 ranks: all-reduce factor 2(n-1)/n = 1, so busbw = algbw (docs/references/probe-formats.md
    // §a.6).
    EXPECT_EQ(ry::results::busBwFactor(ry::results::Collective::AllReduce, 2), 1.0);
}

// A plan whose probe cannot be started on any node (the situation of `probe-run --launcher local`
// when railyard-probe was looked up on PATH): every step is "not measured", and no cable or node
// becomes a suspect.
TEST(ProbeExecutor, StepsThatCannotStartAreNotMeasuredAndAccuseNothing)
{
    PlanOptions po;
    po.tcp = false;
    po.railAllReduce = false;
    po.allNodes = false;
    TestPlan plan = makeTestPlan(probetest::switchedDesign(2, 2, 2), po);
    ASSERT_EQ(plan.steps.size(), 8u); // pairwise-leaf 4 + pairwise-spine 4 (tst_testplan.cpp)
    ExecutorOptions o;
    o.probeProgram = QStringLiteral("/nonexistent/railyard-probe");
    PlanExecutor ex(plan, o);
    QEventLoop loop;
    QObject::connect(&ex, &PlanExecutor::finished, &loop, &QEventLoop::quit);
    ex.start();
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    loop.exec();
    ASSERT_FALSE(ex.isRunning());
    ASSERT_EQ(ex.results().size(), 8u);
    for (const StepResult &r : ex.results()) {
        EXPECT_TRUE(r.failed);
        EXPECT_TRUE(r.notMeasured) << r.reason.toStdString();
    }
    EXPECT_TRUE(ex.suspects().empty());
}

// The real railyard-probe on this machine without a GPU (or built without NCCL) answers
// `no-gpu` / `not-built`: not measured either.
TEST(ProbeExecutor, StepsWithoutAGpuAreNotMeasured)
{
    PlanOptions po;
    po.tcp = false;
    po.railAllReduce = false;
    po.allNodes = false;
    po.pairwiseSpine = false;
    TestPlan plan = makeTestPlan(probetest::switchedDesign(2, 2, 1), po);
    ASSERT_EQ(plan.steps.size(), 2u); // one pair under each leaf
    ExecutorOptions o;
    o.probeProgram = kProbe;
    PlanExecutor ex(plan, o);
    QEventLoop loop;
    QObject::connect(&ex, &PlanExecutor::finished, &loop, &QEventLoop::quit);
    ex.start();
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    ASSERT_FALSE(ex.isRunning());
    ASSERT_EQ(ex.results().size(), 2u);
    bool anyGpu = false;
    for (const StepResult &r : ex.results()) {
        for (const Event &e : r.events)
            anyGpu |= e.kind == EventKind::Started && e.mode == QLatin1String("nccl");
    }
    if (anyGpu)
        GTEST_SKIP() << "this machine has a GPU: run probe/scripts/gpu-check.sh instead";
    for (const StepResult &r : ex.results()) {
        EXPECT_TRUE(r.failed);
        EXPECT_TRUE(r.notMeasured) << r.reason.toStdString();
    }
    EXPECT_TRUE(ex.suspects().empty());
}
