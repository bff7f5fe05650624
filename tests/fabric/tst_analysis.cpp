// Boost.Graph analysis: bisection, oversubscription, hops, ECMP paths, failures, SPOFs.
// Sections (§) and sources (FAB-n) cited below are those of docs/references/fabric.md.

#include "fabric/analysis.h"
#include "fabric/generator.h"
#include "fabric/theory.h"
#include "fabrictesthelpers.h"

#include <gtest/gtest.h>

#include <atomic>

using namespace ry;
using namespace ry::fabric;
using namespace ry::fabric::test;

namespace {

Id planeId(const Design &d, const QString &name)
{
    return d.planeByName(name)->id;
}

std::vector<Id> devicesWithRole(const Design &d, const char *role)
{
    std::vector<Id> out;
    for (const Device &dev : d.devices)
        if (dev.role == QLatin1String(role))
            out.push_back(dev.id);
    return out;
}

} // namespace

// §2.1: bisection of a non-blocking 2-tier fat tree, one direction, N/2 x 400 Gb/s; at 4 SU
// (1024 ports) that is 204.8 Tb/s. 16 SU (3 tiers, 4096 ports): 819.2 Tb/s.
TEST(Analysis, FullBisectionOnNonBlockingDesigns)
{
    const auto types = deviceTypes();
    {
        const Design d = generate(superpodSpec(128), types);
        const FabricGraph g = FabricGraph::build(d, {planeId(d, QStringLiteral("compute"))});
        const BisectionResult b = bisectionBandwidth(g);
        EXPECT_EQ(b.nodesA, 64);
        EXPECT_EQ(b.nodesB, 64);
        EXPECT_DOUBLE_EQ(b.gbps, 204800);
        EXPECT_DOUBLE_EQ(b.gbps, nonBlockingBisectionGbps(1024, 400));
        EXPECT_DOUBLE_EQ(bisectionBandwidth(g, BisectionSplit::Interleaved).gbps, 204800);
    }
    {
        const Design d = generate(superpodSpec(512), types);
        const FabricGraph g = FabricGraph::build(d);
        EXPECT_DOUBLE_EQ(bisectionBandwidth(g).gbps, 819200);
    }
    {
        // 40 SU, 3 tiers, a partial last pod per rail (32 + 8 leaves): every pod still has 32
        // spines, so every core group reaches every pod and the bisection stays full.
        GenerateReport rep;
        const Design d = generate(superpodSpec(1280), types, &rep);
        EXPECT_EQ(rep.planes[0].tiers, 3);
        EXPECT_EQ(rep.planes[0].spines, 8 * 2 * 32);
        EXPECT_EQ(rep.planes[0].cores, 32 * 5); // per group 8 x (32 + 8) uplinks / 64
        EXPECT_DOUBLE_EQ(bisectionBandwidth(FabricGraph::build(d)).gbps, 640 * 8 * 400.0);
    }
    {
        // Kakao, 255 nodes: sides of 127 and 128 nodes; the smaller side limits: 127 x 8 x 400.
        FabricSpec s = superpodSpec(255, QStringLiteral("hgx-b200"));
        const Design d = generate(s, types);
        const BisectionResult b = bisectionBandwidth(FabricGraph::build(d));
        EXPECT_EQ(b.nodesA, 127);
        EXPECT_DOUBLE_EQ(b.gbps, 127 * 8 * 400.0);
    }
}

// 4 SU: 16 spines, each with 2 links to every one of the 32 leaves. All A->B traffic crosses a
// spine, and a spine carries 32 links x 400 Gb/s from the 16 A-side leaves: losing one costs
// exactly 204.8 / 16 = 12.8 Tb/s, and no node loses connectivity.
TEST(Analysis, OneSpineLostCostsExactlyItsShare)
{
    const Design d = generate(superpodSpec(128), deviceTypes());
    const FabricGraph g = FabricGraph::build(d);
    const std::vector<Id> spines = devicesWithRole(d, kRoleSpine);
    ASSERT_EQ(spines.size(), 16u);
    Failure f;
    f.devices = {spines[3]};
    const FailureImpact fi = failureImpact(g, f);
    EXPECT_DOUBLE_EQ(fi.bisectionBeforeGbps, 204800);
    EXPECT_DOUBLE_EQ(fi.bisectionLossGbps, 12800);
    EXPECT_TRUE(fi.disconnectedNodes.empty());
    EXPECT_TRUE(fi.degradedNodes.empty()); // a spine has no node on it
    EXPECT_EQ(fi.componentsAfter, 1);

    // One leaf: its 32 nodes are degraded (7 rails left), none disconnected; the A side loses
    // 32 of its 512 uplinks: 12.8 Tb/s.
    const std::vector<Id> leaves = devicesWithRole(d, kRoleLeaf);
    Failure fl;
    fl.devices = {leaves[0]};
    const FailureImpact li = failureImpact(g, fl);
    EXPECT_EQ(li.degradedNodes.size(), 32u);
    EXPECT_TRUE(li.disconnectedNodes.empty());
    EXPECT_DOUBLE_EQ(li.bisectionLossGbps, 12800);

    // One leaf-spine cable out of 1024: 400 Gb/s.
    Id leafSpineCable = 0;
    for (const Cable &c : d.cables)
        if (d.devices.find(d.ports.find(c.bPortId)->deviceId)->role == QLatin1String(kRoleSpine)) {
            leafSpineCable = c.id;
            break;
        }
    Failure fc;
    fc.cables = {leafSpineCable};
    EXPECT_DOUBLE_EQ(failureImpact(g, fc).bisectionLossGbps, 400);

    // The sweep reports the same for every spine.
    const std::vector<FailureImpact> sweep = failureSweep(g, spines);
    ASSERT_EQ(sweep.size(), 16u);
    for (const FailureImpact &s : sweep)
        EXPECT_DOUBLE_EQ(s.bisectionLossGbps, 12800);
}

TEST(Analysis, OversubscriptionPerTier)
{
    const Design d = generate(superpodSpec(512), deviceTypes()); // 3 tiers, 1:1
    const auto tiers = oversubscriptionByTier(FabricGraph::build(d));
    ASSERT_EQ(tiers.size(), 3u);
    EXPECT_EQ(tiers[0].switches, 128);
    EXPECT_DOUBLE_EQ(tiers[0].ratio, 1.0);
    EXPECT_EQ(tiers[1].switches, 128);
    EXPECT_DOUBLE_EQ(tiers[1].ratio, 1.0);
    EXPECT_DOUBLE_EQ(tiers[1].minRatio, 1.0);
    EXPECT_DOUBLE_EQ(tiers[1].maxRatio, 1.0);
    EXPECT_EQ(tiers[2].switches, 64);
    EXPECT_DOUBLE_EQ(tiers[2].upGbps, 0);
    EXPECT_DOUBLE_EQ(tiers[2].downGbps, 4096 * 400.0);
}

// Hops in switches traversed: same SU = 1 hop ("always one hop away from the other 31 nodes in
// a SU", FAB-1); other SU = 3 (leaf, spine, leaf); 3-tier other pod = 5.
TEST(Analysis, HopsAndEqualCostPaths)
{
    const auto types = deviceTypes();
    const Design d = generate(superpodSpec(64), types);
    const FabricGraph g = FabricGraph::build(d);
    const HopHistogram h = hopCountDistribution(g);
    EXPECT_EQ(h.sources, 64);
    EXPECT_EQ(h.unreachablePairs, 0);
    EXPECT_EQ(h.pairsBySwitchHops.at(1), 2 * 32 * 31);
    EXPECT_EQ(h.pairsBySwitchHops.at(3), 2 * 32 * 32);
    EXPECT_EQ(h.pairsBySwitchHops.size(), 2u);

    const Id a = d.deviceByName(QStringLiteral("dgx001"))->id;
    const Id b = d.deviceByName(QStringLiteral("dgx002"))->id;
    const Id c = d.deviceByName(QStringLiteral("dgx040"))->id;
    const PathCount same = equalCostPaths(g, a, b);
    EXPECT_EQ(same.switchHops, 1);
    EXPECT_EQ(same.paths, 8u); // one per rail leaf
    // Across SUs: 8 leaves x 8 spines x 8 leaves = 512 device paths; each leaf-spine pair has
    // 4 parallel cables (32 uplinks / 8 spines), so 8 x (8 x 4) x (4 x 8) = 8,192 cable paths.
    const PathCount across = equalCostPaths(g, a, c, false);
    EXPECT_EQ(across.switchHops, 3);
    EXPECT_EQ(across.paths, 512u);
    EXPECT_EQ(equalCostPaths(g, a, c, true).paths, 8192u);

    // 16 SU, 3 tiers: nodes in different pods are 5 switch hops apart.
    const Design d3 = generate(superpodSpec(512), types);
    const FabricGraph g3 = FabricGraph::build(d3);
    const PathCount far = equalCostPaths(g3, d3.deviceByName(QStringLiteral("dgx001"))->id,
                                         d3.deviceByName(QStringLiteral("dgx512"))->id);
    EXPECT_EQ(far.switchHops, 3); // same rail pod: leaf, spine, leaf
    const HopHistogram h3 = hopCountDistribution(g3, 8);
    EXPECT_EQ(h3.sources, 8);
    EXPECT_EQ(h3.unreachablePairs, 0);
    long long total = 0;
    for (const auto &[hops, n] : h3.pairsBySwitchHops)
        total += n;
    EXPECT_EQ(total, 8 * 511);
}

TEST(Analysis, ComponentsAndSinglePointsOfFailure)
{
    const auto types = deviceTypes();
    {
        // 8 rails: no single switch or cable cuts a node off.
        const Design d = generate(superpodSpec(64), types);
        const FabricGraph g = FabricGraph::build(d);
        EXPECT_EQ(connectedComponents(g).count, 1);
        const SinglePoints sp = singlePointsOfFailure(g);
        EXPECT_TRUE(sp.devices.empty());
        EXPECT_TRUE(sp.cables.empty());
    }
    {
        // One NIC per server: every leaf is a SPOF for its servers and every server cable a bridge.
        FabricSpec s;
        NodeGroup gr;
        gr.name = QStringLiteral("h");
        gr.nodeType = QStringLiteral("srv-1nic");
        gr.count = 32;
        gr.gpusPerNode = 1;
        s.groups.push_back(gr);
        ComputePlaneSpec p;
        p.topology = Topology::FatTree;
        p.technology = Technology::Roce400g;
        p.leafType = QStringLiteral("sw-k8");
        s.computePlanes.push_back(p);
        const Design d = generate(s, types);
        const FabricGraph g = FabricGraph::build(d);
        const SinglePoints sp = singlePointsOfFailure(g);
        EXPECT_EQ(sp.devices.size(), 8u); // the 8 leaves
        EXPECT_EQ(sp.cables.size(), 32u);
        Failure f;
        f.devices = {sp.devices.front()};
        const FailureImpact fi = failureImpact(g, f);
        EXPECT_EQ(fi.disconnectedNodes.size(), 4u);
        EXPECT_EQ(fi.componentsAfter, 5); // the main fabric + 4 isolated servers
        EXPECT_DOUBLE_EQ(fi.bisectionLossGbps, 4 * 400.0);
    }
}

TEST(Analysis, ProgressAndCancellation)
{
    const Design d = generate(superpodSpec(64), deviceTypes());
    const FabricGraph g = FabricGraph::build(d);
    long long last = -1, total = 0;
    AnalysisControl c;
    c.progress = [&](long long done, long long t) {
        EXPECT_GE(done, last);
        last = done;
        total = t;
    };
    hopCountDistribution(g, 0, c);
    EXPECT_EQ(last, 64);
    EXPECT_EQ(total, 64);
    std::atomic_bool cancel{true};
    c.cancel = &cancel;
    EXPECT_THROW(hopCountDistribution(g, 0, c), Cancelled);
    EXPECT_THROW(failureSweep(g, devicesWithRole(d, kRoleSpine), BisectionSplit::Halves, c),
                 Cancelled);
}
