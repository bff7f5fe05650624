// Theoretical ceilings (core/results/expected.h) against the reference numbers of
// docs/design-notes.md and docs/references/fabric.md §2.

#include "fabric/theory.h"
#include "results/expected.h"
#include "results/importer.h"
#include "results/nccltestsparser.h"

#include "testdesign.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

std::vector<NodeBandwidth> allNodes(const Design &d)
{
    std::vector<NodeBandwidth> out;
    for (const Device &dev : d.devices)
        if (dev.role == QLatin1String("gpu-node"))
            out.push_back(*nodeBandwidth(d, dev.id));
    return out;
}

} // namespace

TEST(Expected, NodeFactsFromDesign)
{
    const Design d = makeRailDesign(2);
    const auto nb = nodeBandwidth(d, d.deviceByName(QStringLiteral("node001"))->id);
    ASSERT_TRUE(nb);
    EXPECT_EQ(nb->gpus, 8);
    EXPECT_EQ(nb->rails, 8);
    EXPECT_DOUBLE_EQ(nb->railGbps, 400);
    // docs/references/fabric.md §2.1: 8 x NDR 400 Gb/s = 400 GB/s per node per direction.
    EXPECT_DOUBLE_EQ(nb->injectionGBps(), 400);
    EXPECT_DOUBLE_EQ(nb->nvlinkGBps, 900);
    EXPECT_FALSE(nodeBandwidth(d, 999999));
}

// docs/design-notes.md "Reference numbers" (Kakao Cloud): 255 HGX B200 nodes, 8-rail NDR, NCCL
// all-reduce 380 GB/s = about 95% of the theoretical limit. docs/references/fabric.md §2.3: 380 /
// 400 = 95.0%.
TEST(Expected, Kakao255NodesAllReduce380Is95Percent)
{
    const Design d = makeRailDesign(255);
    const auto nodes = allNodes(d);
    ASSERT_EQ(nodes.size(), 255u);
    const Expected e = expectedBusBw(nodes, {Collective::AllReduce, 2040, false});
    ASSERT_TRUE(e.valid()) << e.reason.toStdString();
    EXPECT_EQ(e.basis, CeilingBasis::Network);
    EXPECT_DOUBLE_EQ(e.busbwCeilingGBps, 400);
    EXPECT_NEAR(*percentOfCeiling(380, e), 95.0, 1e-9);
    EXPECT_TRUE(e.formula.contains(QStringLiteral("400"))) << e.formula.toStdString();
    EXPECT_TRUE(e.source.contains(QStringLiteral("2.3")));
}

// docs/references/fabric.md §2.4: with SHARP each byte crosses the NIC once, algbw <= 400 GB/s and
// the printed busbw <= 400 x 2(n-1)/n = 400 x 2 x 2039/2040 = 799.608 GB/s; Kakao's 581 GB/s with
// SHARP is 72.66% of it [D].
TEST(Expected, Kakao581WithSharp)
{
    const Design d = makeRailDesign(255);
    const Expected e = expectedBusBw(allNodes(d), {Collective::AllReduce, 2040, true});
    ASSERT_TRUE(e.valid());
    EXPECT_EQ(e.basis, CeilingBasis::InNetworkReduction);
    EXPECT_NEAR(e.busbwCeilingGBps, 799.608, 0.001);
    EXPECT_NEAR(*percentOfCeiling(581, e), 72.66, 0.01);
    // SHARP does not apply to all_gather: ring ceiling.
    const Expected g = expectedBusBw(allNodes(d), {Collective::AllGather, 2040, true});
    EXPECT_EQ(g.basis, CeilingBasis::Network);
    EXPECT_DOUBLE_EQ(g.busbwCeilingGBps, 400);
}

// The network formulas are core/fabric/theory.h's: the same numbers come out.
TEST(Expected, AgreesWithFabricTheory)
{
    const Design d = makeRailDesign(255);
    EXPECT_DOUBLE_EQ(
        expectedBusBw(allNodes(d), {Collective::AllReduce, 2040, false}).busbwCeilingGBps,
        fabric::ringAllReduceBusBwCeilingGBps(8, 400));
    EXPECT_DOUBLE_EQ(
        expectedBusBw(allNodes(d), {Collective::AllReduce, 2040, true}).busbwCeilingGBps,
        fabric::sharpAllReduceCeiling(8, 400, 2040).reportedBusBwGBps);
}

TEST(Expected, OneNodeIsBoundByNvlink)
{
    const Design d = makeRailDesign(1);
    const Expected e = expectedBusBw(allNodes(d), {Collective::AllReduce, 8, false});
    EXPECT_EQ(e.basis, CeilingBasis::NvLink);
    EXPECT_DOUBLE_EQ(e.busbwCeilingGBps, 900);
}

// docs/references/probe-formats.md §a.6 (sjeaugey, nccl-tests#130): 2-node alltoall busbw ~ 2x the
// NIC bandwidth per GPU. Here 400/8 x 15/8 = 93.75 GB/s (= 1.875 x 50).
TEST(Expected, TwoNodeAlltoall)
{
    const Design d = makeRailDesign(2);
    const Expected e = expectedBusBw(allNodes(d), {Collective::AllToAll, 16, false});
    ASSERT_TRUE(e.valid());
    EXPECT_DOUBLE_EQ(e.busbwCeilingGBps, 93.75);
}

TEST(Expected, SlowestNodeBounds)
{
    Design d = makeRailDesign(2);
    // node002's ports at 200 Gb/s (NDR200): injection 8 x 25 = 200 GB/s.
    for (const Port *p : d.portsOf(d.deviceByName(QStringLiteral("node002"))->id))
        if (p->rail >= 0)
            d.ports.find(p->id)->speedGbps = 200;
    const Expected e = expectedBusBw(allNodes(d), {Collective::AllReduce, 16, false});
    EXPECT_DOUBLE_EQ(e.busbwCeilingGBps, 200);
}

TEST(Expected, NoCeilingWithReasons)
{
    const Design d = makeRailDesign(2);
    EXPECT_FALSE(expectedBusBw({}, {Collective::AllReduce, 16, false}).valid());
    const Expected g = expectedBusBw(allNodes(d), {Collective::Gather, 16, false});
    EXPECT_FALSE(g.valid());
    EXPECT_FALSE(g.reason.isEmpty());
    EXPECT_FALSE(percentOfCeiling(100, g));
    // A node with no compute rails.
    NodeBandwidth bare;
    bare.name = QStringLiteral("bare");
    bare.gpus = 8;
    const Expected b = expectedBusBw({bare, bare}, {Collective::AllReduce, 16, false});
    EXPECT_FALSE(b.valid());
    EXPECT_TRUE(b.reason.contains(QStringLiteral("bare")));
}

TEST(Expected, PerftestCeilingFromPortSpeed)
{
    const Design d = makeRailDesign(2);
    EXPECT_DOUBLE_EQ(expectedPerftest(d, false).busbwCeilingGBps, 50);
    EXPECT_DOUBLE_EQ(expectedPerftest(d, true).busbwCeilingGBps, 100);
    EXPECT_FALSE(expectedPerftest(Design{}, false).valid());
}

TEST(Expected, DetectsInNetworkReduction)
{
    BenchmarkRun run;
    EXPECT_FALSE(detectInNetworkReduction(run));
    run.environment << QStringLiteral("NCCL_COLLNET_ENABLE=1");
    EXPECT_TRUE(detectInNetworkReduction(run));
    BenchmarkRun r2;
    r2.commandLine = QStringLiteral("NCCL_ALGO=CollNetChain mpirun -np 64 all_reduce_perf");
    EXPECT_TRUE(detectInNetworkReduction(r2));
    BenchmarkRun r3;
    r3.foreignLines.push_back(
        {1, QStringLiteral("node1:1:1 [0] NCCL INFO 32 coll channels, 0 collnet channels, 16 "
                           "nvls channels, 32 p2p channels")});
    EXPECT_TRUE(detectInNetworkReduction(r3));
    BenchmarkRun r4;
    r4.foreignLines.push_back(
        {1, QStringLiteral("node1:1:1 [0] NCCL INFO 32 coll channels, 0 collnet channels, 0 "
                           "nvls channels, 32 p2p channels")});
    EXPECT_FALSE(detectInNetworkReduction(r4));
}

// The whole chain: nccl-tests text for 255 nodes x 8 GPUs printing busbw 380.00, parsed,
// attributed to the 255-node design and evaluated: 95.0% of 400 GB/s, verdict Pass.
TEST(Expected, Imported255NodeRunShows95Percent)
{
    const Design d = makeRailDesign(255);
    const QByteArray text = makeAllReduceOutput(nodeNames(1, 255), 380.0);
    const ImportedFile f = readResults(text, QStringLiteral("kakao-255.txt"), &d);
    ASSERT_FALSE(f.rejected()) << f.rejection.toStdString();
    ASSERT_EQ(f.runs.size(), 1u);
    const StoredRun &r = f.runs.front();
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_EQ(r.ranks, 2040);
    EXPECT_EQ(r.nodes, 255);
    EXPECT_EQ(r.deviceNames().size(), 255);
    EXPECT_TRUE(r.unknownHosts().isEmpty());
    ASSERT_TRUE(r.plateauGBps);
    EXPECT_DOUBLE_EQ(*r.plateauGBps, 380.0);
    ASSERT_TRUE(r.ceilingGBps);
    EXPECT_DOUBLE_EQ(*r.ceilingGBps, 400.0);
    ASSERT_TRUE(r.percent);
    EXPECT_NEAR(*r.percent, 95.0, 1e-9);
    EXPECT_EQ(r.verdict, Verdict::Pass);
}
