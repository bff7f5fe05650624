// Every plane analysed on its own, injection bandwidth and busbw ceilings for every topology
// kind, scale-up domains, and Rpeak from GPUs and CPUs (issue 15 points 4 and 6). Sections (§)
// are those of docs/references/fabric.md.

#include "fabric/analysis.h"
#include "fabric/generator.h"
#include "fabric/theory.h"
#include "fabrictesthelpers.h"
#include "model/summary.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::fabric;
using namespace ry::fabric::test;

namespace {

const PlaneAnalysis *planeNamed(const std::vector<PlaneAnalysis> &all, const QString &name)
{
    for (const PlaneAnalysis &a : all)
        if (a.plane == name)
            return &a;
    return nullptr;
}

/// 32 HGX B200 on an NDR plane "ib" and 16 DGX H100 on a RoCE plane "roce" (its own leaves).
FabricSpec heterogeneousSpec()
{
    FabricSpec s;
    s.name = QStringLiteral("mixed");
    NodeGroup b200;
    b200.name = QStringLiteral("b200");
    b200.nodeType = QStringLiteral("hgx-b200");
    b200.count = 32;
    b200.plane = QStringLiteral("ib");
    NodeGroup h100 = b200;
    h100.name = QStringLiteral("h100");
    h100.nodeType = QStringLiteral("dgx-h100");
    h100.count = 16;
    h100.plane = QStringLiteral("roce");
    s.groups = {b200, h100};
    ComputePlaneSpec ib;
    ib.name = QStringLiteral("ib");
    ib.leafType = QStringLiteral("qm9700");
    ComputePlaneSpec roce;
    roce.name = QStringLiteral("roce");
    roce.technology = Technology::Roce400g;
    roce.leafType = QStringLiteral("sn5600");
    s.computePlanes = {ib, roce};
    return s;
}

} // namespace

// A heterogeneous design: the two planes share no cable, so each gets its own figures. A
// non-blocking plane's bisection is N/2 x rails x 400 Gb/s (§2.1): 16 x 8 x 400 = 51.2 Tb/s for
// the 32 B200 nodes, 8 x 8 x 400 = 25.6 Tb/s for the 16 H100 nodes; 8 x 400 Gb/s = 400 GB/s of
// injection per node on both (§2.1).
TEST(PlaneAnalysis, HeterogeneousDesignIsAnalysedPlaneByPlane)
{
    const Design d = generate(heterogeneousSpec(), deviceTypes());
    const std::vector<PlaneAnalysis> all = analysePlanes(d);
    ASSERT_EQ(all.size(), 2u);
    const PlaneAnalysis *ib = planeNamed(all, QStringLiteral("ib"));
    const PlaneAnalysis *roce = planeNamed(all, QStringLiteral("roce"));
    ASSERT_TRUE(ib && roce);
    EXPECT_EQ(ib->technology, QStringLiteral("infiniband-ndr"));
    EXPECT_EQ(roce->technology, QStringLiteral("roce-400g"));
    EXPECT_EQ(ib->components, 1);
    EXPECT_EQ(roce->components, 1);
    EXPECT_DOUBLE_EQ(ib->bisection.gbps, 16 * 8 * 400.0);
    EXPECT_EQ(ib->bisection.nodesA + ib->bisection.nodesB, 32);
    EXPECT_DOUBLE_EQ(roce->bisection.gbps, 8 * 8 * 400.0);
    EXPECT_EQ(roce->bisection.nodesA + roce->bisection.nodesB, 16);
    ASSERT_EQ(ib->nodeTypes.size(), 1u);
    EXPECT_EQ(ib->nodeTypes[0].nodeType, QStringLiteral("hgx-b200"));
    EXPECT_EQ(ib->nodeTypes[0].nodes, 32);
    EXPECT_EQ(ib->nodeTypes[0].injection.ports, 8);
    EXPECT_DOUBLE_EQ(ib->nodeTypes[0].injection.gBps(), 400);
    ASSERT_EQ(roce->nodeTypes.size(), 1u);
    EXPECT_EQ(roce->nodeTypes[0].nodeType, QStringLiteral("dgx-h100"));
    EXPECT_EQ(roce->nodeTypes[0].nodes, 16);
    EXPECT_DOUBLE_EQ(roce->nodeTypes[0].ringAllReduceCeilingGBps, 400);
    // Cables: every node port plus the leaf uplinks, plane by plane.
    long long cables = 0;
    for (const PlaneAnalysis &a : all)
        cables += a.cables;
    long long computeCables = 0;
    for (const Cable &c : d.cables) {
        const Port *a = d.ports.find(c.aPortId);
        const Plane *pl = a ? d.planes.find(a->planeId) : nullptr;
        computeCables += pl && pl->kind == PlaneKind::Compute;
    }
    EXPECT_EQ(cables, computeCables);
}

// A fat-tree RoCE plane of one-NIC servers (ports without a rail index): before, its injection
// and every ceiling were "0 rails x 0 Gb/s = 0". With 3:1 at the leaves (12 down, 4 up of 16
// ports, the ratio's definition) the ring all-reduce ceiling stays at the injection, 1 x 400 / 8
// = 50 GB/s (§2.3), and uniform all-to-all is bounded by the leaf uplinks: 50 / 3 GB/s (§2.5).
TEST(PlaneAnalysis, FatTreeRocePlaneHasInjectionAndCeilings)
{
    FabricSpec s;
    s.name = QStringLiteral("roce-ft");
    NodeGroup g;
    g.name = QStringLiteral("srv");
    g.nodeType = QStringLiteral("srv-1nic");
    g.count = 48;
    g.nicsPerNode = 1;
    s.groups.push_back(g);
    ComputePlaneSpec p;
    p.technology = Technology::Roce400g;
    p.topology = Topology::FatTree;
    p.leafType = QStringLiteral("sw-k16");
    p.oversubscription = {Ratio{3, 1}};
    s.computePlanes.push_back(p);
    const Design d = generate(s, deviceTypes());
    const std::vector<PlaneAnalysis> all = analysePlanes(d);
    ASSERT_EQ(all.size(), 1u);
    const PlaneAnalysis &a = all[0];
    ASSERT_GE(a.tiers.size(), 2u);
    EXPECT_DOUBLE_EQ(a.tiers[0].ratio, 3.0);
    ASSERT_EQ(a.nodeTypes.size(), 1u);
    const PlaneNodeType &t = a.nodeTypes[0];
    EXPECT_EQ(t.nodes, 48);
    EXPECT_EQ(t.injection.ports, 1);
    EXPECT_DOUBLE_EQ(t.injection.slowestGbps, 400);
    EXPECT_DOUBLE_EQ(t.ringAllReduceCeilingGBps, 50);
    EXPECT_NEAR(t.allToAllCeilingGBps, 50.0 / 3, 1e-9);
    // The results module rates runs on the same figure (results/expected.h NodeBandwidth).
    EXPECT_DOUBLE_EQ(nodeInjection(d, d.devices.begin()->id).gBps(), 50);
}

// §2.5: the all-to-all ceiling divides by each tier's oversubscription; under-subscribed tiers
// (more up than down) do not raise it above the injection.
TEST(PlaneAnalysis, AllToAllCeilingCompoundsTierRatios)
{
    std::vector<TierStats> tiers(3);
    tiers[0].upGbps = 1;
    tiers[0].ratio = 2;
    tiers[1].upGbps = 1;
    tiers[1].ratio = 1.5;
    tiers[2].upGbps = 0; // top tier
    EXPECT_DOUBLE_EQ(allToAllBusBwCeilingGBps(400, tiers), 400 / 3.0);
    tiers[0].ratio = 0.25;
    tiers[1].ratio = 1;
    EXPECT_DOUBLE_EQ(allToAllBusBwCeilingGBps(400, tiers), 400);
}

// GB200 NVL72 (§3.1, FAB-3): one NVLink domain per rack of 72 GPUs at 1.8 TB/s per GPU both ways
// = 900 GB/s one way. NVLink inside the rack has no cables in the model: the domains are the
// supernodes.
TEST(PlaneAnalysis, Nvl72ScaleUpDomains)
{
    FabricSpec s;
    s.name = QStringLiteral("gb200");
    NodeGroup g;
    g.name = QStringLiteral("gb");
    g.nodeType = QStringLiteral("gb200-tray");
    g.count = 8 * 18;
    s.groups.push_back(g);
    ComputePlaneSpec p;
    p.topology = Topology::Nvl72;
    p.scaleOut = Topology::RailOptimizedFatTree;
    p.leafType = QStringLiteral("qm9700");
    p.nodesPerSu = 18;
    s.computePlanes.push_back(p);
    s.supernode.switchTrayType = QStringLiteral("nvlink-tray");
    s.placement.rackUnits = 48;
    s.placement.powerBudgetKw = 150;
    const Design d = generate(s, deviceTypes());
    const std::vector<PlaneAnalysis> all = analysePlanes(d);
    const PlaneAnalysis *nvl = nullptr;
    for (const PlaneAnalysis &a : all)
        if (a.kind == PlaneKind::ScaleUp)
            nvl = &a;
    ASSERT_TRUE(nvl);
    EXPECT_EQ(nvl->domains, 8);
    EXPECT_EQ(nvl->domainGpusMin, 72);
    EXPECT_EQ(nvl->domainGpusMax, 72);
    // 18 compute trays and 9 NVLink switch trays per rack (FAB-3).
    EXPECT_EQ(nvl->domainNodesMin, 18);
    EXPECT_EQ(nvl->domainNodesMax, 18);
    EXPECT_EQ(nvl->domainSwitchesMin, 9);
    EXPECT_EQ(nvl->domainSwitchesMax, 9);
    ASSERT_EQ(nvl->nodeTypes.size(), 1u);
    EXPECT_DOUBLE_EQ(nvl->nodeTypes[0].scaleUpGBpsPerGpu, 900);
    // No NVLink cables in the model: only the stated figure, from the tray's nvlink_gbps.
    EXPECT_EQ(nvl->nodeTypes[0].scaleUp.links, 0);
    EXPECT_DOUBLE_EQ(nvl->nodeTypes[0].scaleUp.cabledGBpsPerGpu, 0);
    EXPECT_DOUBLE_EQ(nvl->nodeTypes[0].scaleUp.statedGBpsPerGpu, 900);
    EXPECT_EQ(nvl->nodeTypes[0].scaleUp.statedSource, ScaleUpSource::DeviceType);
    // The scale-out plane of the same design: 4 NDR NICs per tray = 200 GB/s (§3.1: 72 NDR
    // ports per rack of 18 trays).
    const PlaneAnalysis *compute = nullptr;
    for (const PlaneAnalysis &a : all)
        if (a.kind == PlaneKind::Compute)
            compute = &a;
    ASSERT_TRUE(compute);
    ASSERT_EQ(compute->nodeTypes.size(), 1u);
    EXPECT_DOUBLE_EQ(compute->nodeTypes[0].injection.gBps(), 200);
}

// CloudMatrix384 (§4, FAB-19/FAB-20): a unit of 48 nodes x 8 NPUs = 384 NPUs on 112 L2 UB
// switches; every NPU has 14 UB links of 400 Gb/s (112 per node), "over 392 GB/s of
// unidirectional bandwidth" per NPU. The cabled figure is the line rate, 112 x 400 / 8 / 8 = 700
// GB/s per NPU ([D] 14 x 50 GB/s); the stated one is the paper's 392 GB/s, given as the
// supernode figure. The units' UB planes are not joined: 2 units = 2 domains.
TEST(PlaneAnalysis, CloudMatrixUbDomainsAndBandwidthPerNpu)
{
    FabricSpec s;
    s.name = QStringLiteral("cm");
    NodeGroup g;
    g.name = QStringLiteral("npu");
    g.nodeType = QStringLiteral("cm-node");
    g.gpus = 2 * 384;
    s.groups.push_back(g);
    ComputePlaneSpec p;
    p.name = QStringLiteral("rdma");
    p.technology = Technology::Roce400g;
    p.topology = Topology::CloudMatrix;
    p.nodePorts.type = QStringLiteral("400gbase-x-qsfp112"); // the RDMA NICs, not UB ports
    s.computePlanes.push_back(p);                            // no leaf-type: the UB plane only
    s.supernode.ubSwitchType = QStringLiteral("ub-switch");
    s.supernode.ubPorts.type = QStringLiteral("other");
    s.supernode.scaleUpGBpsPerGpu = 392;
    const Design d = generate(s, deviceTypes());
    const std::vector<PlaneAnalysis> all = analysePlanes(d);
    const PlaneAnalysis *ub = planeNamed(all, QStringLiteral("rdma-ub"));
    ASSERT_TRUE(ub);
    EXPECT_EQ(ub->kind, PlaneKind::ScaleUp);
    EXPECT_EQ(ub->domains, 2);
    EXPECT_EQ(ub->domainGpusMin, 384);
    EXPECT_EQ(ub->domainGpusMax, 384);
    EXPECT_EQ(ub->domainNodesMin, 48);
    EXPECT_EQ(ub->domainNodesMax, 48);
    EXPECT_EQ(ub->domainSwitchesMin, 112);
    EXPECT_EQ(ub->domainSwitchesMax, 112);
    EXPECT_EQ(ub->cables, 2 * 48 * 112); // 384 x 14 = 5,376 UB links per unit
    ASSERT_EQ(ub->nodeTypes.size(), 1u);
    const PlaneNodeType &t = ub->nodeTypes[0];
    EXPECT_EQ(t.nodes, 96);
    EXPECT_EQ(t.gpusPerNode, 8);
    EXPECT_EQ(t.scaleUp.links, 112);
    EXPECT_DOUBLE_EQ(t.scaleUp.linkGbps, 400);
    EXPECT_DOUBLE_EQ(t.scaleUp.cabledGBpsPerGpu, 700);
    EXPECT_DOUBLE_EQ(t.scaleUp.statedGBpsPerGpu, 392);
    EXPECT_EQ(t.scaleUp.statedSource, ScaleUpSource::Supernode);
    EXPECT_DOUBLE_EQ(t.scaleUpGBpsPerGpu, 392);

    // With no stated figure the generator gives the supernode the UB ports' line rate
    // (docs/fabric-spec.md `scale-up-gbytes-per-gpu`), so both figures are 700 GB/s.
    s.supernode.scaleUpGBpsPerGpu = 0;
    const std::vector<PlaneAnalysis> raw = analysePlanes(generate(s, deviceTypes()));
    const PlaneAnalysis *ub2 = planeNamed(raw, QStringLiteral("rdma-ub"));
    ASSERT_TRUE(ub2);
    ASSERT_EQ(ub2->nodeTypes.size(), 1u);
    EXPECT_DOUBLE_EQ(ub2->nodeTypes[0].scaleUp.statedGBpsPerGpu, 700);
    EXPECT_DOUBLE_EQ(ub2->nodeTypes[0].scaleUpGBpsPerGpu, 700);
}

// docs/design-notes.md "Reference numbers": the seed system's Rpeak is 78.65 PFLOPS (GPU + CPU).
// GPUs: 2,040 x 37 TFLOPS = 75.48 PFLOPS (FAB-16). The CPU figure the published Rpeak implies,
// 72 cores x 2.7 GHz x 32 = 6.2208 TFLOPS per socket (§3.2), set through the group's keys.
TEST(PlaneAnalysis, RpeakCountsGpusAndCpus)
{
    FabricSpec s = superpodSpec(255, QStringLiteral("hgx-b200"));
    {
        const DesignRpeak r = designRpeak(generate(s, deviceTypes()));
        EXPECT_EQ(r.nodes, 255);
        EXPECT_EQ(r.gpus, 2040);
        EXPECT_NEAR(r.gpuTflops, 75480, 1e-6);
        EXPECT_EQ(r.cpus, 0);
        EXPECT_EQ(r.nodesWithoutCpuFigure, 255); // the test type has no CPU facts
    }
    s.groups[0].cpusPerNode = 2;
    s.groups[0].cpuFp64Tflops = cpuFp64PeakTflops(72, 2.7, 32);
    s.groups[0].cpuModel = QStringLiteral("Intel Xeon 6960P");
    const Design d = generate(s, deviceTypes());
    const DesignRpeak r = designRpeak(d);
    EXPECT_EQ(r.cpus, 510);
    EXPECT_NEAR(r.cpuTflops, 510 * 6.2208, 1e-6);
    EXPECT_EQ(r.nodesWithoutCpuFigure, 0);
    EXPECT_NEAR(r.totalTflops() / 1000, 78.65, 0.005);
    EXPECT_NEAR(efficiency(69.1, r.totalTflops() / 1000), 0.8786, 1e-4); // HPL Rmax 69.1 PF
    const DeviceType *t = d.deviceTypeBySlug(QStringLiteral("hgx-b200"));
    ASSERT_TRUE(t);
    EXPECT_EQ(t->cpuModel, QStringLiteral("Intel Xeon 6960P"));
    // The summary shows it.
    EXPECT_TRUE(
        formatSummary(summarize(d)).contains(QStringLiteral("78.65 (GPUs 75.48 + CPUs 3.17)")));

    // Two groups of one node type cannot give it two CPUs.
    NodeGroup other = s.groups[0];
    other.name = QStringLiteral("more");
    other.count = 8;
    other.cpuFp64Tflops = 3.7632;
    s.groups.push_back(other);
    EXPECT_THROW(generate(s, deviceTypes()), Error);
}

// Growth made visible (docs/fabric-spec.md "Growth"): 2 SU built, spines for 8 SU (64 target
// leaves x 32 uplinks / 64 = 32 spines, as TargetNodesPreProvisionSpines). The 16 leaves use all
// 64 ports (32 down, 32 up); the 32 spines have 32 x 64 = 2,048 ports of which the 16 x 32 = 512
// leaf uplinks use a quarter: 1,536 free for the 6 SU to come.
TEST(PlaneAnalysis, FreePortsShowTheGrowthLeft)
{
    FabricSpec s = superpodSpec(64);
    s.computePlanes[0].targetNodes = 256;
    GenerateReport rep;
    const Design d = generate(s, deviceTypes(), &rep);
    ASSERT_EQ(rep.planes.size(), 1u);
    EXPECT_EQ(rep.planes[0].targetNodeSlots, 256);
    EXPECT_EQ(rep.planes[0].targetSus, 8);
    EXPECT_EQ(rep.planes[0].sus, 2);
    const std::map<QString, long long> free =
        freeSwitchPorts(d, d.planeByName(QStringLiteral("compute"))->id);
    EXPECT_EQ(free.at(QStringLiteral("leaf")), 0);
    EXPECT_EQ(free.at(QStringLiteral("spine")), 1536);
    // Built for what exists: no spine port left over.
    const Design now = generate(superpodSpec(64), deviceTypes());
    EXPECT_EQ(freeSwitchPorts(now, now.planeByName(QStringLiteral("compute"))->id)
                  .at(QStringLiteral("spine")),
              0);
}
