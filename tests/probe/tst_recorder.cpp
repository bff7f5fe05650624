// ProbeRecorder: a PlanExecutor run stored in the document while it goes on. A real
// `railyard-probe tcp` step on loopback, and an NCCL step from a stand-in probe (a script that
// writes the JSON Lines of two ranks, rows a little apart) so that rows can be watched arriving
// from a second connection without a GPU.

#include "probetesthelpers.h"

#include "probe/recorder.h"
#include "results/resultstore.h"
#include "store/store.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

using namespace ry;
using namespace ry::probe;

namespace {

const QString kProbe = QStringLiteral(RAILYARD_PROBE);

void runToEnd(PlanExecutor &ex, int timeoutMs = 30000)
{
    QEventLoop loop;
    QObject::connect(&ex, &PlanExecutor::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    ex.start();
    loop.exec();
}

} // namespace

TEST(LiveRecorder, ARealTcpStepIsStoredInGbpsOverEight)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("tcp.railyard");
    const Design d = probetest::switchedDesign(1, 2, 1);
    auto store = store::SqliteStore::create(path);

    TestPlan plan;
    plan.options.tcpSeconds = 0.5;
    PlanStep s;
    s.stage = "tcp-rail";
    s.kind = StepKind::Tcp;
    s.name = "rail 0: n0 -> n1";
    s.nodes = {"n0", "n1"};
    s.rail = 0;
    s.source = "127.0.0.1";
    s.destination = "127.0.0.1";
    s.path = {"c-n0-r0", "c-n1-r0"};
    plan.steps = {s};
    ExecutorOptions o;
    o.probeProgram = kProbe;
    o.tcpPort = 20000 + int(QCoreApplication::applicationPid() % 20000);
    PlanExecutor ex(plan, o);
    RecorderOptions ro;
    ro.planName = "loopback";
    ProbeRecorder rec(ex, *store, &d, ro);
    double gbps = 0;
    QObject::connect(&ex, &PlanExecutor::rowArrived, [&](int, const Event &e) {
        if (e.mode == "tcp")
            gbps = e.gbps;
    });
    runToEnd(ex);
    ASSERT_FALSE(ex.isRunning());
    ASSERT_EQ(ex.results().size(), 1u);
    ASSERT_FALSE(ex.results()[0].failed) << ex.results()[0].reason.toStdString();
    EXPECT_TRUE(rec.lastError().isEmpty()) << rec.lastError().toStdString();
    ASSERT_EQ(rec.runs().size(), 1u);

    auto other = store::SqliteStore::open(path);
    results::ResultStore rs(*other);
    const auto run = rs.load(rec.runOf(0));
    ASSERT_TRUE(run);
    EXPECT_EQ(run->kind, "tcp");
    EXPECT_EQ(run->tool, "railyard-probe");
    EXPECT_TRUE(run->sourceFile.startsWith("probe:loopback/1/"));
    EXPECT_TRUE(run->commandLine.contains("--connect"));
    EXPECT_EQ(run->status, results::RunStatus::Complete);
    ASSERT_GE(run->rows.size(), 1u);
    ASSERT_GT(gbps, 0);
    EXPECT_DOUBLE_EQ(*run->rows.back().row.outOfPlace.busbwGBps, gbps / 8);
    EXPECT_DOUBLE_EQ(*run->rows.back().row.outOfPlace.algbwGBps, gbps / 8);
    ASSERT_TRUE(run->plateauGBps);
    ASSERT_TRUE(run->probeStep);
    EXPECT_EQ(run->probeStep->mode, "tcp");
    EXPECT_EQ(run->probeStep->rail, 0);
    EXPECT_EQ(run->probeStep->path, s.path);
    EXPECT_EQ(run->deviceNames(), (QStringList{"n0", "n1"}));
    EXPECT_LT(rec.maxRowMilliseconds(), 1000);
}

TEST(LiveRecorder, NcclRowsAreVisibleToAnotherConnectionAsTheyArrive)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // Stand-in for railyard-probe nccl: rank 0 writes two rows 0.3 s apart.
    const QString fake = dir.filePath("fake-probe");
    QFile f(fake);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"(#!/bin/sh
r=0; n=1
while [ $# -gt 0 ]; do case "$1" in --rank) r=$2; shift;; --nranks) n=$2; shift;; esac; shift; done
echo "{\"v\":1,\"event\":\"started\",\"mode\":\"nccl\",\"host\":\"thismachine\",\"rank\":$r,\"nranks\":$n,\"collective\":\"all_reduce\",\"nccl_version\":\"2.28.3\",\"devices\":[{\"rank\":$r,\"host\":\"thismachine\",\"device\":0,\"pci\":\"0000:1b:00.0\",\"model\":\"fake\"}]}"
if [ "$r" = 0 ]; then
  for s in 1048576 2097152; do
    sleep 0.3
    echo "{\"v\":1,\"event\":\"row\",\"mode\":\"nccl\",\"host\":\"thismachine\",\"rank\":0,\"nranks\":$n,\"collective\":\"all_reduce\",\"size\":$s,\"count\":262144,\"type\":\"float\",\"redop\":\"sum\",\"root\":-1,\"oop\":{\"time_us\":50,\"algbw\":20,\"busbw\":20,\"wrong\":0},\"ip\":{\"time_us\":50,\"algbw\":21,\"busbw\":21,\"wrong\":0}}"
  done
fi
echo "{\"v\":1,\"event\":\"finished\",\"mode\":\"nccl\",\"host\":\"thismachine\",\"rank\":$r,\"nranks\":$n,\"status\":\"ok\"}"
)");
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    const QString path = dir.filePath("nccl.railyard");
    const Design d = probetest::switchedDesign(1, 2, 1);
    auto store = store::SqliteStore::create(path);
    TestPlan plan;
    PlanStep s;
    s.stage = "rail-allreduce";
    s.name = "rail 0: all_reduce over 2 nodes";
    s.collective = "all_reduce";
    s.nodes = {"n0", "n1"};
    s.rail = 0;
    s.path = {"c-n0-r0", "c-n1-r0"};
    plan.steps = {s};
    ExecutorOptions o;
    o.probeProgram = fake;
    PlanExecutor ex(plan, o);
    RecorderOptions ro;
    ro.ranksOnPlanNodes = true; // the local launcher: rank r stands for nodes[r]
    ProbeRecorder rec(ex, *store, &d, ro);

    auto other = store::SqliteStore::open(path);
    results::ResultStore reader(*other);
    std::vector<std::size_t> seenRows;
    std::vector<results::Verdict> seenVerdicts;
    QObject::connect(&rec, &ProbeRecorder::rowStored, [&](int, qint64 id) {
        const auto live = reader.load(id);
        ASSERT_TRUE(live);
        seenRows.push_back(live->rows.size());
        seenVerdicts.push_back(live->verdict);
    });
    runToEnd(ex);
    ASSERT_FALSE(ex.isRunning());
    ASSERT_FALSE(ex.results()[0].failed) << ex.results()[0].reason.toStdString();
    EXPECT_EQ(seenRows, (std::vector<std::size_t>{1, 2}));
    EXPECT_EQ(seenVerdicts, (std::vector<results::Verdict>(2, results::Verdict::Incomplete)));

    const auto run = reader.load(rec.runOf(0));
    ASSERT_TRUE(run);
    EXPECT_EQ(run->kind, "nccl-tests");
    EXPECT_EQ(run->collective, "all_reduce");
    EXPECT_EQ(run->ncclVersion, "2.28.3");
    EXPECT_EQ(run->status, results::RunStatus::Complete);
    EXPECT_NE(run->verdict, results::Verdict::Incomplete);
    ASSERT_EQ(run->rows.size(), 2u);
    EXPECT_DOUBLE_EQ(*run->rows[1].row.inPlace.busbwGBps, 21);
    EXPECT_EQ(run->hosts(), (QStringList{"n0", "n1"}));
    EXPECT_EQ(run->deviceNames(), (QStringList{"n0", "n1"}));
    ASSERT_TRUE(run->plateauGBps);
    EXPECT_EQ(run->probeStep->stage, "rail-allreduce");
    // Not pinned to its rail (no NCCL_IB_HCA: port "r0" is no RDMA device name): stored as over
    // all rails, so it gives no per-rail verdict (core/results/overlay.h "Scope of a verdict").
    EXPECT_EQ(run->probeStep->rail, -1);
}
