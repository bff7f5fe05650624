// Runs streamed into the results tables row by row (ResultStore::beginRun / appendRow /
// finishRun): a second connection sees the rows while the run is unfinished, the finished run is
// evaluated exactly like an imported file, re-opening the document lists it, re-runs are new
// runs, and one row costs well under a millisecond.

#include "results/importer.h"
#include "results/resultstore.h"
#include "store/store.h"

#include "testdesign.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

StoredRun probeHeader(const StoredRun &imported)
{
    StoredRun h;
    h.kind = QStringLiteral("nccl-tests");
    h.tool = QStringLiteral("railyard-probe");
    h.program = QStringLiteral("railyard-probe nccl");
    h.collective = QStringLiteral("all_reduce");
    h.sourceFile = QStringLiteral("probe:test/1/2025-01-01T00:00:00Z");
    h.rankLines = imported.rankLines;
    StoredProbeStep p;
    p.plan = QStringLiteral("test");
    p.step = 1;
    p.stage = QStringLiteral("all-nodes");
    p.name = QStringLiteral("all_reduce over 2 nodes");
    p.mode = QStringLiteral("nccl");
    p.nodes = {QStringLiteral("node001"), QStringLiteral("node002")};
    p.path = {QStringLiteral("c1"), QStringLiteral("c2")};
    h.probeStep = p;
    return h;
}

} // namespace

TEST(LiveResults, RowsAreReadableWhileTheRunGoesOnAndEvaluatedLikeAnImport)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.railyard"));
    const Design d = makeRailDesign(4);
    // The same measurement as an imported nccl-tests file: 2 nodes at 300 GB/s, 75% of 400.
    const ImportedFile f =
        readResults(makeAllReduceOutput(nodeNames(1, 2), 300), QStringLiteral("a.txt"), &d);
    ASSERT_EQ(f.runs.size(), 1u);
    const StoredRun &imported = f.runs[0];
    ASSERT_TRUE(imported.ceilingGBps);

    Id id = 0;
    {
        auto writer = store::SqliteStore::create(path);
        writer->replaceAll(d, ChangeLogEntry{});
        ResultStore w(*writer);
        id = w.beginRun(probeHeader(imported));
        ASSERT_GT(id, 0);

        auto reader = store::SqliteStore::open(path); // a second connection, as another window
        ResultStore r(*reader);
        ASSERT_EQ(r.list().size(), 1u);
        EXPECT_EQ(r.list()[0].status, RunStatus::Truncated);
        EXPECT_EQ(r.list()[0].verdict, Verdict::Incomplete);
        EXPECT_TRUE(r.list()[0].sha256.startsWith(QStringLiteral("probe:")));
        for (std::size_t i = 0; i < imported.rows.size(); ++i) {
            w.appendRow(id, imported.rows[i].row);
            const auto live = r.load(id);
            ASSERT_TRUE(live);
            ASSERT_EQ(live->rows.size(), i + 1) << "row " << i << " not visible to a reader";
            EXPECT_EQ(live->rows[i].row, imported.rows[i].row);
            EXPECT_EQ(live->verdict, Verdict::Incomplete);
        }

        RunEnd end;
        end.status = RunStatus::Complete;
        end.ranks = imported.ranks; // as the recorder does: the device list's rank count
        const StoredRun done = w.finishRun(id, end, &d, ImportOptions{});
        EXPECT_EQ(done.verdict, imported.verdict);
        const auto seen = r.load(id);
        ASSERT_TRUE(seen);
        EXPECT_EQ(seen->status, RunStatus::Complete);
        // The same plateau, ceiling, % and verdict as the imported file.
        EXPECT_EQ(seen->plateauGBps, imported.plateauGBps);
        EXPECT_EQ(seen->ceilingGBps, imported.ceilingGBps);
        EXPECT_EQ(seen->ceilingFormula, imported.ceilingFormula);
        EXPECT_EQ(seen->percent, imported.percent);
        EXPECT_EQ(seen->verdict, Verdict::BelowExpected);
        EXPECT_EQ(seen->deviceNames(), imported.deviceNames());
        EXPECT_EQ(seen->nodes, 2);

        // A re-run of the same step is a new run, never a duplicate.
        const Id again = w.beginRun(probeHeader(imported));
        EXPECT_NE(again, id);
        EXPECT_EQ(r.list().size(), 2u);
        EXPECT_TRUE(w.remove(again));
    }
    // Re-opening the document lists the run with its plan step.
    auto store = store::SqliteStore::open(path);
    ResultStore rs(*store);
    const auto runs = rs.list();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].id, id);
    EXPECT_EQ(runs[0].tool, QStringLiteral("railyard-probe"));
    EXPECT_TRUE(runs[0].sourceFile.startsWith(QStringLiteral("probe:test/1/")));
    const auto run = rs.load(id);
    ASSERT_TRUE(run && run->probeStep);
    EXPECT_EQ(run->probeStep->nodes, (QStringList{"node001", "node002"}));
    EXPECT_EQ(run->probeStep->path, (QStringList{"c1", "c2"}));
    EXPECT_EQ(run->probeStep->stage, QStringLiteral("all-nodes"));
    EXPECT_EQ(run->rows.size(), imported.rows.size());
}

TEST(LiveResults, AnUnfinishedRunStaysStoredAsIncomplete)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crash.railyard"));
    Id id = 0;
    {
        auto store = store::SqliteStore::create(path);
        ResultStore rs(*store);
        StoredRun h;
        h.kind = QStringLiteral("tcp");
        h.tool = QStringLiteral("railyard-probe");
        id = rs.beginRun(h);
        BenchmarkRow row;
        row.sizeBytes = 1000;
        row.outOfPlace.busbwGBps = 1.25;
        rs.appendRow(id, row);
        // The process "crashes": no finishRun.
    }
    auto store = store::SqliteStore::open(path);
    ResultStore rs(*store);
    const auto run = rs.load(id);
    ASSERT_TRUE(run);
    EXPECT_EQ(run->rows.size(), 1u);
    EXPECT_EQ(run->verdict, Verdict::Incomplete);
    EXPECT_THROW(rs.appendRow(id + 100, BenchmarkRow{}), Error);
    EXPECT_THROW(rs.finishRun(id + 100, RunEnd{}, nullptr, ImportOptions{}), Error);
    // A TCP run (Gb/s / 8 in busbw) is point-to-point: its plan nodes are recorded, unrated.
    StoredProbeStep p;
    p.nodes = {QStringLiteral("a"), QStringLiteral("b")};
    p.rail = 2;
    StoredRun h;
    h.kind = QStringLiteral("tcp");
    h.probeStep = p;
    const Id tcp = rs.beginRun(h);
    const StoredRun done = rs.finishRun(tcp, RunEnd{}, nullptr, ImportOptions{});
    EXPECT_EQ(done.verdict, Verdict::Unrated);
    ASSERT_EQ(done.nodeList.size(), 2u);
    EXPECT_EQ(done.nodeList[0].match, QStringLiteral("plan"));
    EXPECT_EQ(done.nodeList[1].rails, QList<int>{2});
    EXPECT_EQ(rs.load(tcp)->deviceNames(), (QStringList{"a", "b"}));
}

TEST(LiveResults, ARailStepIsRatedAgainstOneRailPerNode)
{
    const Design d = makeRailDesign(4);
    // 2 nodes, 46 GB/s on one rail: one 400 Gb/s port = 50 GB/s per node -> 92% of one rail.
    ImportedFile f =
        readResults(makeAllReduceOutput(nodeNames(1, 2), 46), QStringLiteral("r.txt"), &d);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].verdict, Verdict::BelowExpected); // against all 8 rails
    ImportOptions oneRail;
    oneRail.railsPerNode = 1;
    StoredRun r = f.runs[0];
    evaluate(r, &d, oneRail);
    ASSERT_TRUE(r.ceilingGBps);
    EXPECT_LT(*r.ceilingGBps, *f.runs[0].ceilingGBps);
    EXPECT_NEAR(*r.ceilingGBps, 50, 1e-9);
    EXPECT_EQ(r.verdict, Verdict::Pass);
}

TEST(LiveResults, RowCost)
{
    QTemporaryDir dir;
    auto store = store::SqliteStore::create(dir.filePath(QStringLiteral("cost.railyard")));
    ResultStore rs(*store);
    const Id id = rs.beginRun(StoredRun{});
    BenchmarkRow row;
    row.sizeBytes = 1 << 20;
    row.outOfPlace.busbwGBps = 100;
    row.inPlace.busbwGBps = 100;
    constexpr int kRows = 300;
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < kRows; ++i)
        rs.appendRow(id, row);
    const double msPerRow = double(t.nsecsElapsed()) / 1e6 / kRows;
    RecordProperty("ms_per_row", QString::number(msPerRow, 'f', 3).toStdString());
    std::printf("appendRow: %.3f ms per row (%d rows, WAL, synchronous=NORMAL)\n", msPerRow, kRows);
    EXPECT_EQ(rs.load(id)->rows.size(), std::size_t(kRows));
    // A sweep has ~30 rows a minute; the GUI thread can afford far more than this.
    EXPECT_LT(msPerRow, 20.0);
}
