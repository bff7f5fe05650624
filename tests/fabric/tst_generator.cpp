// Generators: fat-tree formulas, Kakao example, placement, cabling, supernodes, determinism.
// Sections (§), oracle cases and sources (FAB-n) cited below are those of
// docs/references/fabric.md.

#include "fabric/analysis.h"
#include "fabric/bom.h"
#include "fabric/cabling.h"
#include "fabric/checks.h"
#include "fabric/generator.h"
#include "fabric/theory.h"
#include "fabrictesthelpers.h"
#include "model/breakout.h"
#include "model/power.h"
#include "model/validator.h"

#include <gtest/gtest.h>

#include <QSet>
#include <algorithm>
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <map>
#include <set>

using namespace ry;
using namespace ry::fabric;
using namespace ry::fabric::test;

namespace {

const QString kNode = QString::fromLatin1(kRoleGpuNode);
const QString kLeaf = QString::fromLatin1(kRoleLeaf);
const QString kSpine = QString::fromLatin1(kRoleSpine);
const QString kCore = QString::fromLatin1(kRoleCore);

void expectInvariants(const Design &d)
{
    const Diagnostics diags = checkDesignInvariants(d);
    EXPECT_TRUE(diags.empty()) << (diags.empty() ? std::string()
                                                 : diags.front().describe().toStdString());
}

/// Plain fat tree of 1-NIC servers on radix-k switches.
FabricSpec fatTreeSpec(int k, int hosts)
{
    FabricSpec s;
    s.name = QStringLiteral("fat-tree-k%1").arg(k);
    NodeGroup g;
    g.name = QStringLiteral("h");
    g.nodeType = QStringLiteral("srv-1nic");
    g.count = hosts;
    g.gpusPerNode = 1;
    s.groups.push_back(g);
    ComputePlaneSpec p;
    p.technology = Technology::Roce400g;
    p.topology = Topology::FatTree;
    p.leafType = k == 64 ? QStringLiteral("qm9700") : QStringLiteral("sw-k%1").arg(k);
    s.computePlanes.push_back(p);
    s.placement.racksPerRow = 40;
    s.placement.networkRacksPerRow = 4;
    return s;
}

int planeOfCable(const Design &d, const Cable &c)
{
    return int(d.ports.find(c.aPortId)->planeId);
}

} // namespace

// §5 (Al-Fares et al. 2008, FAB-10): 2 levels: k^2/2 hosts, k leaves, k/2 spines, k^2/2 + k^2/2
// links; 3 levels: k^3/4 hosts, k^2/2 edge, k^2/2 aggregation, k^2/4 core (5k^2/4 switches),
// k^3/4 links per level. Oracle 10: k = 64 / 2 levels = 2,048 hosts and 96 switches; k = 48 /
// 3 levels = 27,648 hosts and 2,880 switches.
TEST(Generator, FatTreeFormulasForSeveralRadices)
{
    const auto types = deviceTypes();
    struct Case
    {
        int k, levels;
    };
    for (Case c : {Case{8, 2}, Case{16, 2}, Case{32, 2}, Case{48, 2}, Case{64, 2}, Case{8, 3},
                   Case{16, 3}, Case{48, 3}}) {
        SCOPED_TRACE(QStringLiteral("k=%1 levels=%2").arg(c.k).arg(c.levels).toStdString());
        const FatTreeSize f = fatTreeFull(c.k, c.levels, 400);
        GenerateReport rep;
        const Design d = generate(fatTreeSpec(c.k, int(f.hosts)), types, &rep);
        const PlaneSummary &p = rep.planes.at(0);
        EXPECT_EQ(p.tiers, c.levels);
        EXPECT_EQ(countRole(d, kNode), f.hosts);
        EXPECT_EQ(p.leaves, f.leaves);
        EXPECT_EQ(p.spines, f.spines);
        EXPECT_EQ(p.cores, f.cores);
        EXPECT_EQ(p.leaves + p.spines + p.cores, f.switches);
        EXPECT_EQ(p.nodeLeafCables, f.hostLinks);
        EXPECT_EQ(p.leafSpineCables + p.spineCoreCables, f.switchLinks);
        if (c.k == 64) {
            EXPECT_EQ(f.switches, 96);
        }
        if (c.k == 48 && c.levels == 3) {
            EXPECT_EQ(f.hosts, 27648);
            EXPECT_EQ(f.switches, 2880);
        }
        if (f.hosts <= 2048) {
            expectInvariants(d);
            // Full bisection, one direction: (k^2/4)*B or (k^3/8)*B.
            const FabricGraph g = FabricGraph::build(d);
            EXPECT_DOUBLE_EQ(bisectionBandwidth(g).gbps, f.bisectionGbps);
        }
    }
}

// docs/design-notes.md "Reference numbers": Kakao Cloud, 255 HGX B200 nodes, 8-rail optimized
// fat-tree, NDR. Derivation (QM9700, radix 64, 1:1; FAB-1 sizing, §5):
//   nodes per SU = 64/2 = 32; SU = ceil(255/32) = 8 (7 full + 31 nodes, the last slot free,
//   exactly the SuperPOD's UFM slot); leaves = 8 SU x 8 rails = 64 <= 64, so 2 tiers;
//   each leaf 32 up -> 64 x 32 = 2,048 uplinks / 64 ports = 32 spines;
//   node-leaf cables = 255 x 8 = 2,040; leaf-spine = 64 x 32 = 2,048; total 4,088;
//   switches 96 QM9700. GPUs 2,040.
TEST(Generator, Kakao255NodeB200)
{
    const FabricSpec s =
        parseFabricSpec(YAML::LoadFile(TEST_DATA_DIR "/fabric/kakao-b200.yaml")["fabric"],
                        QStringLiteral("kakao-b200.yaml"));
    ASSERT_EQ(s.groups.at(0).count, 255);
    GenerateReport rep;
    const Design d = generate(s, deviceTypes(), &rep);
    expectInvariants(d);
    const PlaneSummary &p = rep.planes.at(0);
    EXPECT_EQ(p.sus, 8);
    EXPECT_EQ(p.tiers, 2);
    EXPECT_EQ(countRole(d, kNode), 255);
    EXPECT_EQ(countRole(d, kLeaf), 64);
    EXPECT_EQ(countRole(d, kSpine), 32);
    EXPECT_EQ(countRole(d, kCore), 0);
    EXPECT_EQ(countCables(d, kNode, kLeaf), 2040);
    EXPECT_EQ(countCables(d, kLeaf, kSpine), 2048);
    EXPECT_EQ(d.cables.size(), 4088u);
    EXPECT_EQ(d.rails.size(), 8u);
    const Bom bom = computeBom(d, bomOptionsFor(s, d));
    EXPECT_EQ(bom.count(QStringLiteral("switch"), QStringLiteral("qm9700")), 96);
    EXPECT_EQ(bom.count(QStringLiteral("cable")), 4088);
    EXPECT_NEAR(bom.totalMaxW, 255 * 14300.0 + 96 * 1720.0, 1e-6);
    // Two 14.3 kW nodes per 30 kW rack, every SU in its own racks: 16 racks per SU.
    int computeRacks = 0;
    for (const Rack &r : d.racks)
        computeRacks += r.role == QLatin1String("compute");
    EXPECT_EQ(computeRacks, 128); // 8 SU x 16 (the last rack of the last SU holds one node)
    // Every compute NIC port carries its rail; rail k of every node of an SU on the same leaf.
    QHash<QPair<int, int>, Id> leafOfSuRail;
    for (const Cable &c : d.cables) {
        const Port *a = d.ports.find(c.aPortId);
        const Port *b = d.ports.find(c.bPortId);
        const Device *na = d.devices.find(a->deviceId);
        if (na->role != kNode)
            continue;
        ASSERT_GE(a->rail, 0);
        const auto key = qMakePair(na->su, a->rail);
        if (!leafOfSuRail.contains(key))
            leafOfSuRail.insert(key, b->deviceId);
        EXPECT_EQ(leafOfSuRail.value(key), b->deviceId);
    }
    EXPECT_EQ(leafOfSuRail.size(), 64);
}

namespace {

/// Links between each leaf and each spine of a generated design, as fewest and most over the
/// leaf-spine pairs that have any, and the most leaf links on one spine.
struct PairLinks
{
    int min = 0, max = 0, busiestSpine = 0;
    std::size_t pairs = 0;
};

PairLinks pairLinks(const Design &d)
{
    QHash<QPair<Id, Id>, int> links;
    QHash<Id, int> perSpine;
    for (const Cable &c : d.cables) {
        const Device *a = d.devices.find(d.ports.find(c.aPortId)->deviceId);
        const Device *b = d.devices.find(d.ports.find(c.bPortId)->deviceId);
        if (a->role == kSpine)
            std::swap(a, b);
        if (a->role != kLeaf || b->role != kSpine)
            continue;
        ++links[qMakePair(a->id, b->id)];
        ++perSpine[b->id];
    }
    PairLinks out;
    out.pairs = std::size_t(links.size());
    out.min = links.empty() ? 0 : *std::min_element(links.cbegin(), links.cend());
    out.max = links.empty() ? 0 : *std::max_element(links.cbegin(), links.cend());
    out.busiestSpine = perSpine.empty() ? 0 : *std::max_element(perSpine.cbegin(), perSpine.cend());
    return out;
}

} // namespace

// Issue 15 pt 2: 96 nodes (3 SU of 32) on QM9700: 24 leaves of 32 uplinks. The design built has
// 16 spines and every one of the 24 x 16 leaf-spine pairs carries 2 links (sizing.h,
// evenSpineCount; the reference architectures' rows are even at their minimum,
// tst_sizing.cpp); the summary says so and names the minimum. `spine-sizing: minimum` builds
// 12 spines whose pairs carry 2 or 3 links.
TEST(Generator, LeafSpineLinksSpreadEvenly)
{
    GenerateReport rep;
    const Design d = generate(superpodSpec(96), deviceTypes(), &rep);
    expectInvariants(d);
    EXPECT_EQ(countRole(d, kSpine), 16);
    const PairLinks even = pairLinks(d);
    EXPECT_EQ(even.pairs, 24u * 16u);
    EXPECT_EQ(even.min, 2);
    EXPECT_EQ(even.max, 2);
    EXPECT_EQ(even.busiestSpine, 48);
    const PlaneSummary &p = rep.planes.at(0);
    EXPECT_EQ(p.linksPerLeafSpinePairMin, 2);
    EXPECT_EQ(p.linksPerLeafSpinePairMax, 2);
    EXPECT_EQ(p.spinePortsUsed, 48);
    EXPECT_EQ(p.spineRadix, 64);
    EXPECT_EQ(p.spinesMinimum, 12);

    FabricSpec minimum = superpodSpec(96);
    minimum.computePlanes[0].minimumSpines = true;
    GenerateReport repMin;
    const Design dm = generate(minimum, deviceTypes(), &repMin);
    EXPECT_EQ(countRole(dm, kSpine), 12);
    const PairLinks uneven = pairLinks(dm);
    EXPECT_EQ(uneven.min, 2);
    EXPECT_EQ(uneven.max, 3);
    EXPECT_EQ(uneven.busiestSpine, 64);
    EXPECT_EQ(repMin.planes.at(0).linksPerLeafSpinePairMax, 3);
    EXPECT_EQ(repMin.planes.at(0).spinePortsUsed, 64);
    // The same leaf-spine cable count either way: 24 x 32.
    EXPECT_EQ(countCables(d, kLeaf, kSpine), 768);
    EXPECT_EQ(countCables(dm, kLeaf, kSpine), 768);
}

TEST(Generator, SameSpecGivesIdenticalDesign)
{
    FabricSpec s = superpodSpec(100);
    s.storage.enabled = true;
    s.storage.leafType = QStringLiteral("qm9700");
    s.storage.spineType = QStringLiteral("qm9700");
    s.storage.portsPerNode = 2;
    s.oob.enabled = true;
    s.oob.leafType = QStringLiteral("sn2201");
    s.placement.pduType = QStringLiteral("pdu");
    s.placement.pdusPerRack = 2;
    const auto types = deviceTypes();
    const Design a = generate(s, types);
    const Design b = generate(s, types);
    EXPECT_TRUE(a == b);
    EXPECT_EQ(a.fabricSpecYaml, b.fabricSpecYaml);
    EXPECT_EQ(a.fabricSpecYaml, emitFabricSpec(s));
    EXPECT_EQ(emitFabricSpec(parseFabricSpecText(a.fabricSpecYaml, QStringLiteral("x"))),
              a.fabricSpecYaml);
    expectInvariants(a);
}

TEST(Generator, NamesAndPlacement)
{
    FabricSpec s = superpodSpec(64, QStringLiteral("hgx-b200"));
    s.groups[0].namePrefix = QStringLiteral("gpu");
    s.placement.site = QStringLiteral("kc1");
    s.placement.powerBudgetKw = 30;
    s.placement.racksPerRow = 10;
    s.placement.networkRacks = NetworkRackPosition::Middle;
    const Design d = generate(s, deviceTypes());
    expectInvariants(d);
    ASSERT_NE(d.deviceByName(QStringLiteral("gpu001")), nullptr);
    ASSERT_NE(d.deviceByName(QStringLiteral("gpu064")), nullptr);
    EXPECT_NE(d.deviceByName(QStringLiteral("compute-leaf001")), nullptr);
    EXPECT_NE(d.deviceByName(QStringLiteral("compute-spine008")), nullptr);
    EXPECT_NE(d.rackByName(QStringLiteral("kc1-01-01")), nullptr);
    // Nodes per rack limited by power: floor(30 / 14.3) = 2 (U would allow 4).
    QHash<Id, int> nodesIn;
    for (const Device &dev : d.devices)
        if (dev.role == kNode)
            ++nodesIn[dev.rackId];
    for (int n : nodesIn)
        EXPECT_EQ(n, 2);
    // Network racks in the middle of the row: slots 4 and 5 of 10.
    for (const Device &dev : d.devices) {
        if (dev.role == kNode)
            continue;
        const Rack *r = d.racks.find(dev.rackId);
        ASSERT_NE(r, nullptr);
        EXPECT_EQ(r->role, QStringLiteral("network"));
        EXPECT_TRUE(r->position == 4 || r->position == 5) << r->name.toStdString();
    }
    // An SU's nodes never share a rack with another SU (su-aligned).
    QHash<Id, int> suOfRack;
    for (const Device &dev : d.devices)
        if (dev.role == kNode) {
            if (suOfRack.contains(dev.rackId)) {
                EXPECT_EQ(suOfRack.value(dev.rackId), dev.su);
            }
            suOfRack.insert(dev.rackId, dev.su);
        }
}

TEST(Generator, CableLengthsAndMedia)
{
    CablingSpec c = FabricSpec().cabling; // row pitch 2.4, tray 2.4, slack 1
    EndPosition a{0, 0.3, 0.5 * kRackUnitM, 1};
    EndPosition top{0, 0.3, 40.5 * kRackUnitM, 1};
    // Same rack: vertical distance + slack = 40 U + 1 m = 2.778 m -> 3 m.
    EXPECT_NEAR(runLengthM(a, top, c), 40 * kRackUnitM + 1, 1e-9);
    EXPECT_DOUBLE_EQ(orderableLengthM(runLengthM(a, top, c), c.lengthsM), 3);
    // Next rack in the row: up to the tray from both, 0.6 m along, slack.
    EndPosition b{0, 0.9, 0.5 * kRackUnitM, 2};
    EXPECT_NEAR(runLengthM(a, b, c), 2 * (2.4 - 0.5 * kRackUnitM) + 0.6 + 1, 1e-9);
    EXPECT_DOUBLE_EQ(orderableLengthM(runLengthM(a, b, c), c.lengthsM), 7);
    // Two rows over: + 2 x 2.4 m.
    EndPosition far{2, 0.9, 0.5 * kRackUnitM, 3};
    EXPECT_NEAR(runLengthM(a, far, c) - runLengthM(a, b, c), 4.8, 1e-9);
    EXPECT_DOUBLE_EQ(orderableLengthM(123.2, c.lengthsM), 124);
    // Medium by length and speed (defaultMediumRules): DAC <= 3 m and ACC <= 5 m at 400G,
    // DAC <= 2 m at 800G, MMF to 50 m, SMF beyond; BASE-T ports are copper.
    EXPECT_EQ(chooseMedium(400, 3, false, c), Medium::DAC);
    EXPECT_EQ(chooseMedium(400, 4, false, c), Medium::ACC);
    EXPECT_EQ(chooseMedium(400, 50, false, c), Medium::MMF);
    EXPECT_EQ(chooseMedium(400, 70, false, c), Medium::SMF);
    EXPECT_EQ(chooseMedium(800, 2.5, false, c), Medium::ACC);
    EXPECT_EQ(chooseMedium(100, 5, false, c), Medium::DAC);
    EXPECT_EQ(chooseMedium(1, 30, true, c), Medium::Copper);

    // In a generated design every cable got an orderable length and its medium.
    FabricSpec s = superpodSpec(64);
    s.oob.enabled = true;
    s.oob.leafType = QStringLiteral("sn2201");
    const Design d = generate(s, deviceTypes());
    const std::vector<double> lengths = c.lengthsM;
    int copper = 0;
    for (const Cable &cab : d.cables) {
        ASSERT_TRUE(cab.lengthM.has_value());
        EXPECT_GT(*cab.lengthM, 0);
        EXPECT_TRUE(std::find(lengths.begin(), lengths.end(), *cab.lengthM) != lengths.end() ||
                    *cab.lengthM == std::floor(*cab.lengthM));
        const Port *p = d.ports.find(cab.aPortId);
        EXPECT_EQ(cab.medium,
                  chooseMedium(p->speedGbps, *cab.lengthM, isTwistedPairType(p->type), c));
        copper += cab.medium == Medium::Copper;
        EXPECT_EQ(cab.status, CableStatus::Planned);
    }
    EXPECT_GT(copper, 0);
}

TEST(Generator, AuxiliaryPlanes)
{
    FabricSpec s = superpodSpec(64);
    s.storage.enabled = true;
    s.storage.leafType = QStringLiteral("qm9700");
    s.storage.spineType = QStringLiteral("qm9700");
    s.storage.portsPerNode = 2;
    s.inband.enabled = true;
    s.inband.speedGbps = 200;
    s.inband.portsPerNode = 2;
    s.inband.leafType = QStringLiteral("sn4600");
    s.oob.enabled = true;
    s.oob.leafType = QStringLiteral("sn2201");
    const Design d = generate(s, deviceTypes());
    expectInvariants(d);
    // Every node port of every plane is cabled, each on its plane.
    QSet<Id> cabled;
    for (const Cable &c : d.cables) {
        cabled.insert(c.aPortId);
        cabled.insert(c.bPortId);
        EXPECT_EQ(d.ports.find(c.aPortId)->planeId, d.ports.find(c.bPortId)->planeId);
        EXPECT_NE(planeOfCable(d, c), 0);
    }
    int switchesWithMgmt = 0, mgmtCabled = 0;
    for (const Port &p : d.ports) {
        const Device *dev = d.devices.find(p.deviceId);
        if (dev->role == kNode && p.kind == PortKind::Interface) {
            EXPECT_TRUE(cabled.contains(p.id)) << p.name.toStdString();
        }
        if (dev->role != kNode && dev->role != QLatin1String(kRoleMgmtSwitch) && p.mgmtOnly) {
            ++switchesWithMgmt;
            mgmtCabled += cabled.contains(p.id);
        }
    }
    EXPECT_EQ(mgmtCabled, switchesWithMgmt);
    // 64 storage x 2 = 128 ports on 32-port-down leaves (1:1) = 4 leaves, 2 spines.
    EXPECT_EQ(countRole(d, QString::fromLatin1(kRoleStorageLeaf)), 4);
    EXPECT_EQ(countRole(d, QString::fromLatin1(kRoleStorageSpine)), 2);
    EXPECT_EQ(countRole(d, QString::fromLatin1(kRoleInbandLeaf)), 2); // 128 ports / 64
    const Plane *oob = d.planeByName(QStringLiteral("oob"));
    ASSERT_NE(oob, nullptr);
    EXPECT_EQ(oob->kind, PlaneKind::OutOfBand);
    // OOB endpoints: 64 BMCs + 16 leaves + 8 spines + 4 storage + 2 + 2 inband switches = 96 -> 2
    // SN2201.
    EXPECT_EQ(countRole(d, QString::fromLatin1(kRoleMgmtSwitch)), 2);
}

TEST(Generator, RailOnlyTargetSizeOversubscriptionAndGroups)
{
    const auto types = deviceTypes();
    {
        // Rail-only, 64 nodes fit one radix-64 switch per rail: 8 leaves, all ports down, no spine
        // (§5).
        FabricSpec s = superpodSpec(64);
        s.computePlanes[0].topology = Topology::RailOnly;
        GenerateReport rep;
        const Design d = generate(s, types, &rep);
        EXPECT_EQ(rep.planes[0].tiers, 1);
        EXPECT_EQ(countRole(d, kLeaf), 8);
        EXPECT_EQ(countRole(d, kSpine), 0);
        EXPECT_EQ(countCables(d, kNode, kLeaf), 512);
        expectInvariants(d);
    }
    {
        // Rail-only, 256 nodes: per rail a 2-tier Clos of 8 leaves and 4 spines.
        FabricSpec s = superpodSpec(256);
        s.computePlanes[0].topology = Topology::RailOnly;
        const Design d = generate(s, types);
        EXPECT_EQ(countRole(d, kLeaf), 64);
        EXPECT_EQ(countRole(d, kSpine), 32);
        // No spine joins two rails.
        for (const Cable &c : d.cables) {
            const Device *a = d.devices.find(d.ports.find(c.aPortId)->deviceId);
            const Device *b = d.devices.find(d.ports.find(c.bPortId)->deviceId);
            if (a->role == kLeaf && b->role == kSpine) {
                EXPECT_EQ((a->name.mid(12).toInt() - 1) % 8, (b->name.mid(13).toInt() - 1) / 4);
            }
        }
    }
    {
        // Target size: 2 SU built, spines for 8 SU (32 instead of 8).
        FabricSpec s = superpodSpec(64);
        s.computePlanes[0].targetNodes = 256;
        GenerateReport rep;
        const Design d = generate(s, types, &rep);
        EXPECT_EQ(countRole(d, kLeaf), 16);
        EXPECT_EQ(countRole(d, kSpine), 32);
        EXPECT_EQ(countCables(d, kLeaf, kSpine), 512);
        // 3 tiers for a 16-SU target: cores pre-provisioned for 4096 GPUs.
        s.computePlanes[0].targetNodes = 512;
        const Design d3 = generate(s, types);
        EXPECT_EQ(countRole(d3, kCore), 64);
        expectInvariants(d3);
    }
    {
        // 2:1 at the leaf: 42 down, 21 up on radix 64.
        FabricSpec s = superpodSpec(84);
        s.computePlanes[0].oversubscription = {Ratio{2, 1}};
        GenerateReport rep;
        const Design d = generate(s, types, &rep);
        EXPECT_EQ(rep.planes[0].nodesPerSu, 42);
        EXPECT_EQ(rep.planes[0].leafUplinks, 21);
        EXPECT_EQ(countRole(d, kLeaf), 16);
        // At least ceil(16 x 21 / 64) = 6 spines; 21 uplinks spread evenly over 7 (3 links per
        // leaf-spine pair, docs/fabric-spec.md "Spine sizing").
        EXPECT_EQ(countRole(d, kSpine), 7);
        EXPECT_EQ(rep.planes[0].spinesMinimum, 6);
        EXPECT_EQ(rep.planes[0].linksPerLeafSpinePairMin, 3);
        EXPECT_EQ(rep.planes[0].linksPerLeafSpinePairMax, 3);
        const auto tiers = oversubscriptionByTier(FabricGraph::build(d));
        ASSERT_FALSE(tiers.empty());
        EXPECT_DOUBLE_EQ(tiers[0].ratio, 2.0);
    }
    {
        // Two groups on one plane: each group starts its own SU.
        FabricSpec s = superpodSpec(40);
        NodeGroup b = s.groups[0];
        b.name = QStringLiteral("b200");
        b.nodeType = QStringLiteral("hgx-b200");
        b.count = 20;
        s.groups.push_back(b);
        GenerateReport rep;
        const Design d = generate(s, types, &rep);
        EXPECT_EQ(rep.planes[0].sus, 3);
        EXPECT_EQ(countRole(d, kLeaf), 24);
        expectInvariants(d);
    }
}

TEST(Generator, HeterogeneousPlanes)
{
    FabricSpec s = superpodSpec(64);
    s.groups[0].plane = QStringLiteral("ndr");
    s.computePlanes[0].name = QStringLiteral("ndr");
    NodeGroup x;
    x.name = QStringLiteral("xdr");
    x.nodeType = QStringLiteral("xdr-node");
    x.count = 144;
    x.plane = QStringLiteral("xdr");
    s.groups.push_back(x);
    ComputePlaneSpec px;
    px.name = QStringLiteral("xdr");
    px.technology = Technology::InfinibandXdr;
    px.leafType = QStringLiteral("q3400");
    s.computePlanes.push_back(px);
    GenerateReport rep;
    const Design d = generate(s, deviceTypes(), &rep);
    expectInvariants(d);
    ASSERT_EQ(rep.planes.size(), 2u);
    EXPECT_EQ(rep.planes[0].leaves, 16); // 2 SU x 8 rails
    EXPECT_EQ(rep.planes[0].spines, 8);
    EXPECT_EQ(rep.planes[1].nodesPerSu, 72); // radix 144 / 2
    EXPECT_EQ(rep.planes[1].leaves, 16);
    EXPECT_EQ(rep.planes[1].spines, 8); // 16 x 72 / 144
    EXPECT_EQ(d.rails.size(), 16u);
    const Plane *ndr = d.planeByName(QStringLiteral("ndr"));
    const Plane *xdr = d.planeByName(QStringLiteral("xdr"));
    ASSERT_TRUE(ndr && xdr);
    EXPECT_EQ(xdr->speedGbps, 800);
    // The two fabrics are separate components.
    EXPECT_EQ(connectedComponents(FabricGraph::build(d)).count, 2);
}

// GB200 NVL72 (§3.1, FAB-3; oracle 9): 72 GPUs and 36 Grace CPUs per rack, 18 compute trays and
// 9 NVLink switch trays, 1.8 TB/s per GPU (900 GB/s one way), 72 compute NDR ports per rack
// (18 x 4, FAB-22 [S]); SU = 8 racks = 576 GPUs. With one leaf per rail per rack (18 trays per
// leaf) an SU has 4 x 8 = 32 leaves, matching FAB-22's table [S, not a hard oracle].
TEST(Generator, Nvl72Supernodes)
{
    FabricSpec s;
    s.name = QStringLiteral("gb200");
    NodeGroup g;
    g.name = QStringLiteral("gb");
    g.nodeType = QStringLiteral("gb200-tray");
    g.count = 8 * 18;
    g.cpusPerNode = 2;
    s.groups.push_back(g);
    ComputePlaneSpec p;
    p.topology = Topology::Nvl72;
    p.scaleOut = Topology::RailOptimizedFatTree;
    p.leafType = QStringLiteral("qm9700");
    p.nodesPerSu = 18;
    s.computePlanes.push_back(p);
    s.supernode.switchTrayType = QStringLiteral("nvlink-tray");
    s.placement.rackUnits = 48;
    s.placement.powerBudgetKw = 150; // 1.2 MW per 8-rack SU incl. network (§1.9)
    GenerateReport rep;
    const Design d = generate(s, deviceTypes(), &rep);
    expectInvariants(d);
    ASSERT_EQ(d.supernodes.size(), 8u);
    int gpus = 0;
    for (const Supernode &sn : d.supernodes) {
        EXPECT_EQ(sn.kind, QStringLiteral("nvl72"));
        EXPECT_DOUBLE_EQ(sn.scaleUpGBpsPerGpu, 900);
        int trays = 0, switchTrays = 0, snGpus = 0, ndrPorts = 0;
        Id rack = 0;
        for (const Device &dev : d.devices) {
            if (dev.supernodeId != sn.id)
                continue;
            if (rack == 0)
                rack = dev.rackId;
            EXPECT_EQ(dev.rackId, rack); // one rack per supernode
            if (dev.role == kNode) {
                ++trays;
                snGpus += d.deviceTypes.find(dev.deviceTypeId)->gpuCount;
                for (const Port *port : d.portsOf(dev.id))
                    ndrPorts += port->rail >= 0;
            }
            switchTrays += dev.role == QLatin1String(kRoleNvswitchTray);
        }
        EXPECT_EQ(trays, 18);
        EXPECT_EQ(switchTrays, 9);
        EXPECT_EQ(snGpus, 72);
        EXPECT_EQ(trays * g.cpusPerNode, 36);
        EXPECT_EQ(ndrPorts, 72);
        EXPECT_NEAR(supernodeScaleUpTBps(snGpus, 2 * sn.scaleUpGBpsPerGpu / 1000), 129.6, 1e-9);
        gpus += snGpus;
    }
    EXPECT_EQ(gpus, 576);
    EXPECT_EQ(rep.planes[0].leaves, 32);
    const Plane *nvl = d.planeByName(QStringLiteral("compute-nvlink"));
    ASSERT_NE(nvl, nullptr);
    EXPECT_EQ(nvl->kind, PlaneKind::ScaleUp);
    // A tray count that does not fill racks is refused.
    s.groups[0].count = 100;
    EXPECT_THROW(generate(s, deviceTypes()), ry::Error);
}

// CloudMatrix384 (§4, FAB-19/FAB-20): 384 NPUs over 16 racks (12 compute racks of 32 NPUs + 4
// network racks), 48 nodes x 8 NPUs, 112 L2 UB switches; 14 UB links per NPU -> 384 x 14 = 5,376 UB
// links per unit (= 48 nodes x 112). RDMA (RoCE) and VPC planes beside the UB plane.
TEST(Generator, CloudMatrixUnits)
{
    FabricSpec s;
    s.name = QStringLiteral("cm");
    NodeGroup g;
    g.name = QStringLiteral("npu");
    g.nodeType = QStringLiteral("cm-node");
    g.count = 96; // 2 units
    g.cpusPerNode = 4;
    s.groups.push_back(g);
    ComputePlaneSpec p;
    p.name = QStringLiteral("rdma");
    p.technology = Technology::Roce400g;
    p.topology = Topology::CloudMatrix;
    p.scaleOut = Topology::RailOptimizedFatTree;
    p.leafType = QStringLiteral("sn5600");
    p.nodePorts.type = QStringLiteral("400gbase-x-qsfp112");
    s.computePlanes.push_back(p);
    s.supernode.ubSwitchType = QStringLiteral("ub-switch");
    s.supernode.ubPorts.type = QStringLiteral("other");
    s.supernode.scaleUpGBpsPerGpu = 392; // ">392 GB/s unidirectional per NPU" (FAB-19)
    s.inband.enabled = true;
    s.inband.name = QStringLiteral("vpc");
    s.inband.speedGbps = 200;
    s.inband.portsPerNode = 2;
    s.inband.leafType = QStringLiteral("sn4600");
    const Design d = generate(s, deviceTypes());
    expectInvariants(d);
    ASSERT_EQ(d.supernodes.size(), 2u);
    EXPECT_EQ(d.supernodes.items()[0].kind, QStringLiteral("cloudmatrix384"));
    int npus = 0;
    for (const Device &dev : d.devices)
        if (dev.role == kNode && dev.supernodeId == d.supernodes.items()[0].id)
            npus += d.deviceTypes.find(dev.deviceTypeId)->gpuCount;
    EXPECT_EQ(npus, 384);
    EXPECT_EQ(countRole(d, QString::fromLatin1(kRoleUbSwitch)), 2 * 112);
    EXPECT_EQ(countCables(d, kNode, QString::fromLatin1(kRoleUbSwitch)), 2 * 5376);
    int computeRacks = 0, ubRacks = 0;
    for (const Rack &r : d.racks) {
        computeRacks += r.role == QLatin1String("compute");
        ubRacks += r.role == QLatin1String("ub-network");
    }
    EXPECT_EQ(computeRacks, 2 * 12);
    EXPECT_EQ(ubRacks, 2 * 4);
    // [D] §4: 432 units x 16 racks = 6,912 racks and 165,888 NPUs; a 100,000-card cluster
    // needs ceil(100000 / 384) = 261 units.
    const SupernodeSpec &sn = s.supernode;
    EXPECT_EQ(432 * sn.racksPerUnit, 6912);
    EXPECT_EQ(432 * sn.chipsPerUnit, 165888);
    EXPECT_EQ((100000 + sn.chipsPerUnit - 1) / sn.chipsPerUnit, 261);
    const Plane *ub = d.planeByName(QStringLiteral("rdma-ub"));
    ASSERT_NE(ub, nullptr);
    EXPECT_EQ(ub->kind, PlaneKind::ScaleUp);
    EXPECT_NE(d.planeByName(QStringLiteral("vpc")), nullptr);
}

// `gpus` instead of `count` (docs/fabric-spec.md "Asking for GPUs"): nodes = ceil(gpus / GPUs per
// node), rounded up to whole NVL72 racks (18 compute trays, FAB-3) or CloudMatrix units (384 NPUs
// = 48 nodes of 8, §4). [D] §4: 100,000 NPUs need ceil(100,000 / 384) = 261 units = 12,528 nodes
// = 100,224 NPUs (resources/examples/scale-100k-npu.yaml, bench_fabric); here the same rule on
// sizes a unit test can build.
TEST(Generator, GroupAskedForByGpusRoundsUpToWholeNodesAndUnits)
{
    const std::vector<DeviceType> types = deviceTypes();
    auto nodesOf = [](const Design &d) { return countRole(d, kNode); };
    {
        // HGX B200, 8 GPUs per node: 100 GPUs -> 13 nodes (104 GPUs); 96 -> exactly 12.
        FabricSpec s = superpodSpec(1, QStringLiteral("hgx-b200"));
        s.groups[0].count = 0;
        s.groups[0].gpus = 100;
        GenerateReport rep;
        const Design d = generate(s, types, &rep);
        EXPECT_EQ(nodesOf(d), 13);
        ASSERT_EQ(rep.groupCounts.size(), 1u);
        const GroupCount &c = rep.groupCounts[0];
        EXPECT_EQ(c.group, QStringLiteral("dgx"));
        EXPECT_EQ(c.gpusAsked, 100);
        EXPECT_EQ(c.gpusPerNode, 8);
        EXPECT_EQ(c.nodes, 13);
        EXPECT_EQ(c.nodesPerStep, 1);
        EXPECT_EQ(c.gpus(), 104);
        EXPECT_EQ(rep.planes.at(0).nodes, 13);
        // The design keeps the request, not the node count.
        EXPECT_TRUE(d.fabricSpecYaml.contains(QStringLiteral("gpus: 100\n")));
        s.groups[0].gpus = 96;
        EXPECT_EQ(nodesOf(generate(s, types)), 12);
        // gpus-per-node overrides the type's count: 100 / 4 = 25 nodes.
        s.groups[0].gpus = 100;
        s.groups[0].gpusPerNode = 4;
        s.groups[0].nicsPerNode = 8;
        EXPECT_EQ(nodesOf(generate(s, types)), 25);
    }
    {
        // GB200 NVL72 trays of 4 GPUs: 100 GPUs -> 25 trays -> 2 racks of 18 = 36 trays.
        FabricSpec s;
        s.name = QStringLiteral("gb200");
        NodeGroup g;
        g.name = QStringLiteral("gb");
        g.nodeType = QStringLiteral("gb200-tray");
        g.gpus = 100;
        s.groups.push_back(g);
        ComputePlaneSpec p;
        p.topology = Topology::Nvl72;
        s.computePlanes.push_back(p);
        s.supernode.switchTrayType = QStringLiteral("nvlink-tray");
        s.placement.rackUnits = 48;
        GenerateReport rep;
        const Design d = generate(s, types, &rep);
        EXPECT_EQ(nodesOf(d), 36);
        EXPECT_EQ(d.supernodes.size(), 2u);
        ASSERT_EQ(rep.groupCounts.size(), 1u);
        EXPECT_EQ(rep.groupCounts[0].nodesPerStep, 18);
        EXPECT_EQ(rep.groupCounts[0].gpus(), 144);
    }
    {
        // CloudMatrix384 units of 48 nodes x 8 NPUs: 385 NPUs -> 49 nodes -> 2 units = 96 nodes.
        FabricSpec s;
        s.name = QStringLiteral("cm");
        NodeGroup g;
        g.name = QStringLiteral("npu");
        g.nodeType = QStringLiteral("cm-node");
        g.gpus = 385;
        s.groups.push_back(g);
        ComputePlaneSpec p;
        p.name = QStringLiteral("rdma");
        p.technology = Technology::Roce400g;
        p.topology = Topology::CloudMatrix;
        p.nodePorts.type = QStringLiteral("400gbase-x-qsfp112");
        s.computePlanes.push_back(p);
        s.supernode.ubSwitchType = QStringLiteral("ub-switch");
        s.supernode.ubPorts.type = QStringLiteral("other");
        GenerateReport rep;
        const Design d = generate(s, types, &rep);
        EXPECT_EQ(nodesOf(d), 96);
        EXPECT_EQ(d.supernodes.size(), 2u);
        ASSERT_EQ(rep.groupCounts.size(), 1u);
        EXPECT_EQ(rep.groupCounts[0].nodesPerStep, 48);
        EXPECT_EQ(rep.groupCounts[0].gpus(), 768);
        s.groups[0].gpus = 384; // one whole unit
        EXPECT_EQ(nodesOf(generate(s, types)), 48);
    }
    {
        // Both keys, or GPUs without a GPU count, are errors naming the key.
        FabricSpec s = superpodSpec(4, QStringLiteral("hgx-b200"));
        s.groups[0].gpus = 32;
        try {
            generate(s, types);
            ADD_FAILURE() << "count and gpus together were accepted";
        } catch (const ry::Error &e) {
            EXPECT_EQ(e.field(), QStringLiteral("groups[0].gpus"));
        }
        FabricSpec noGpus = superpodSpec(0, QStringLiteral("srv-1nic"));
        noGpus.groups[0].gpus = 32;
        try {
            generate(noGpus, types);
            ADD_FAILURE() << "gpus on a node type without GPUs was accepted";
        } catch (const ry::Error &e) {
            EXPECT_EQ(e.field(), QStringLiteral("groups[0].gpus"));
            EXPECT_TRUE(e.message().contains(QStringLiteral("gpus-per-node"))) << e.what();
        }
    }
}

TEST(Generator, InvariantChecksCatchBrokenDesigns)
{
    Design d = generate(superpodSpec(32), deviceTypes());
    ASSERT_TRUE(checkDesignInvariants(d).empty());
    Design twoCables = d;
    Cable extra = twoCables.cables.items().front();
    extra.id = 0;
    extra.label = QStringLiteral("dup");
    twoCables.cables.add(extra);
    EXPECT_FALSE(checkDesignInvariants(twoCables).empty());
    Design overlap = d;
    for (Device &dev : overlap.devices)
        if (dev.role == kNode) {
            dev.position = 1;
        }
    EXPECT_FALSE(checkDesignInvariants(overlap).empty());
    Design tooHigh = d;
    for (Device &dev : tooHigh.devices)
        if (dev.role == kLeaf) {
            dev.position = 42.5;
            break;
        }
    EXPECT_FALSE(checkDesignInvariants(tooHigh).empty());
}

// placement.power-cables (issue 14 point 2): every PSU of a racked node goes to an outlet of a
// PDU of its rack, its power ports alternating over the rack's PDUs and each on the free outlet
// of the least-loaded feed leg that takes its plug. A DGX B200 (six 3.3 kW PSUs, 14.3 kW max, 5+1
// redundant: 2860 W per PSU; NVIDIA DGX B200 User Guide,
// https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html) in a rack with two
// APC AP8965 strips (208 V 3-phase 30 A, 24 outlets, a C19 on each leg; devicetype-library
// device-types/APC/AP8965.yaml) fed 8.646 kW each (NetBox PowerFeed: 208 V x 30 A x 80 % x
// 1.732) puts one PSU on each leg of each PDU: 2860 W of 2882 W per leg.
TEST(Generator, PowerCablesPutOnePsuOnEachLegOfTwoThreePhasePdus)
{
    std::vector<DeviceType> types = deviceTypes();
    for (DeviceType &t : types)
        if (t.slug == QLatin1String("hgx-b200"))
            for (int i = 1; i <= 6; ++i) {
                PortTemplate psu{QStringLiteral("PSU%1").arg(i), PortKind::PowerPort,
                                 QStringLiteral("iec-60320-c20")};
                psu.maximumDrawW = 2860;
                t.ports.push_back(psu);
            }
    DeviceType pdu;
    pdu.slug = QStringLiteral("ap8965");
    pdu.manufacturer = QStringLiteral("APC");
    pdu.model = QStringLiteral("AP8965");
    pdu.uHeight = 0;
    pdu.fullDepth = false;
    pdu.ports.push_back(
        {QStringLiteral("power whip"), PortKind::PowerPort, QStringLiteral("nema-l21-30p")});
    for (int i = 1; i <= 24; ++i) {
        PortTemplate o{QStringLiteral("power outlet %1").arg(i), PortKind::PowerOutlet,
                       i % 8 == 0 ? QStringLiteral("iec-60320-c19")
                                  : QStringLiteral("iec-60320-c13")};
        o.powerPort = QStringLiteral("power whip");
        o.feedLeg = QString(QChar(u'A' + (i - 1) / 8));
        pdu.ports.push_back(o);
    }
    types.push_back(pdu);
    FabricSpec s = superpodSpec(4, QStringLiteral("hgx-b200"));
    s.placement.nodesPerRack = 1;
    s.placement.powerBudgetKw = 40;
    s.placement.pduType = QStringLiteral("ap8965");
    s.placement.pdusPerRack = 2;
    s.placement.powerCables = true;
    s.placement.pduAvailablePowerKw = 8.646;
    const Design d = generate(s, types);
    expectInvariants(d);
    const power::Budget b = power::budget(d);
    int nodeRacks = 0;
    for (const power::RackLoad &r : b.racks) {
        ASSERT_EQ(r.pdus.size(), 2u) << r.name.toStdString();
        if (r.connectedW == 0)
            continue; // a network rack: its switch types have no PSUs
        ++nodeRacks;
        EXPECT_DOUBLE_EQ(r.connectedW, 6 * 2860) << r.name.toStdString();
        for (std::size_t i : r.pdus) {
            const power::PduLoad &p = b.pdus[i];
            EXPECT_EQ(p.phases, 3);
            EXPECT_DOUBLE_EQ(p.capacityW, 8646);
            ASSERT_EQ(p.legs.size(), 3u);
            for (const power::LegLoad &g : p.legs) {
                EXPECT_DOUBLE_EQ(g.drawW, 2860)
                    << p.name.toStdString() << " " << g.leg.toStdString();
                EXPECT_DOUBLE_EQ(g.capacityW, 2882);
                EXPECT_EQ(g.usedOutlets, 1);
            }
        }
    }
    EXPECT_EQ(nodeRacks, 4);
    EXPECT_EQ(b.unconnectedPsus, 0);
    // Every power cable joins a C20 plug to a C19 receptacle.
    int powerCables = 0;
    for (const Cable &c : d.cables) {
        if (c.medium != Medium::Power)
            continue;
        ++powerCables;
        EXPECT_EQ(d.ports.find(c.aPortId)->type, QStringLiteral("iec-60320-c20"));
        EXPECT_EQ(d.ports.find(c.bPortId)->type, QStringLiteral("iec-60320-c19"));
    }
    EXPECT_EQ(powerCables, 4 * 6);
}

// Issue 15.3: a twin-port OSFP cage holds one transceiver (FAB-14), so both of its ports take one
// medium, the one the longer run needs. Reach: DAC to 3 m at 400G (NVIDIA MCP7Y00 twin-port DAC,
// 1-3 m; defaultMediumRules() in fabricspec.h), MMF to 50 m.
TEST(Generator, TwinPortCageSharesOneMedium)
{
    const auto types = deviceTypes();
    FabricSpec plain = superpodSpec(64);
    // 19 U racks: the 16 leaves and 8 spines fill two network racks, so some leaf-spine runs stay
    // in one rack (<= 3 m, DAC) and others cross to the next rack (7 m, MMF).
    plain.placement.rackUnits = 19;
    FabricSpec twin = plain;
    twin.computePlanes[0].twinPortNodes = true;
    twin.computePlanes[0].twinPortSwitches = true;
    const Design d0 = generate(plain, types); // same geometry, media per cable
    const Design d = generate(twin, types);
    const BomOptions options = bomOptionsFor(twin, d);
    ASSERT_FALSE(options.twinPort.isEmpty());

    // Without the cage rule some cage straddles the DAC reach: one run <= 3 m (DAC), the other
    // longer (MMF at 400G).
    const Diagnostics mixed0 = checkTwinPortMedia(d0, bomOptionsFor(twin, d0));
    ASSERT_FALSE(mixed0.empty());
    // With it, no cage has two media, and each straddling cage is on the longer run's medium.
    EXPECT_TRUE(checkTwinPortMedia(d, options).empty());
    CageIndex cages(d, options);
    std::map<CageKey, std::vector<const Cable *>> byCage;
    for (const Cable &c : d.cables)
        for (Id p : {c.aPortId, c.bPortId})
            if (const auto k = cages.cageOf(*d.ports.find(p)))
                byCage[*k].push_back(&c);
    int straddling = 0;
    std::set<std::pair<Id, int>> opticalCages; // (device, cage) of qm9700 cages on MMF
    long long qmCages = 0;
    for (const auto &[k, cabs] : byCage) {
        ASSERT_EQ(cabs.size(), 2u);
        EXPECT_EQ(cabs[0]->medium, cabs[1]->medium);
        const double lo = std::min(*cabs[0]->lengthM, *cabs[1]->lengthM);
        const double hi = std::max(*cabs[0]->lengthM, *cabs[1]->lengthM);
        if (lo <= 3 && hi > 5) {
            ++straddling;
            EXPECT_EQ(cabs[0]->medium, Medium::MMF);
            EXPECT_EQ(cabs[0]->medium, chooseMedium(400, hi, false, twin.cabling));
        }
        const Device *dev = d.devices.find(k.deviceId);
        if (d.deviceTypes.find(dev->deviceTypeId)->slug == QLatin1String("qm9700") &&
            cabs[0]->medium == Medium::MMF)
            ++qmCages;
    }
    EXPECT_GT(straddling, 0);

    // The BOM counts one transceiver per cage on fibre, and its cable lines agree with the plan.
    const Bom bom = computeBom(d, options);
    EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("qm9700")), qmCages);
    for (Medium m : {Medium::DAC, Medium::ACC, Medium::MMF}) {
        long long n = 0;
        for (const Cable &c : d.cables)
            n += c.medium == m;
        EXPECT_EQ(bom.count(QStringLiteral("cable"), toString(m)), n) << toString(m).toStdString();
    }

    // A hand-edited cage with two media is reported, naming the device, both ports and media.
    Design edited = d;
    const auto &[key, cabs] = *byCage.begin();
    Cable changed = *cabs[0];
    changed.medium = cabs[1]->medium == Medium::MMF ? Medium::DAC : Medium::MMF;
    *edited.cables.find(changed.id) = changed;
    const Diagnostics w = checkTwinPortMedia(edited, bomOptionsFor(twin, edited));
    // The cable has a twin-port cage at each end (leaf and spine): one warning per cage.
    ASSERT_EQ(w.size(), 2u);
    const QString devName = d.devices.find(key.deviceId)->name;
    const auto wi =
        std::find_if(w.begin(), w.end(), [&](const Diagnostic &x) { return x.object == devName; });
    ASSERT_NE(wi, w.end());
    EXPECT_EQ(wi->severity, Diagnostic::Severity::Warning);
    for (const Cable *c : cabs)
        for (Id p : {c->aPortId, c->bPortId})
            if (d.ports.find(p)->deviceId == key.deviceId) {
                EXPECT_TRUE(wi->message.contains(d.ports.find(p)->name))
                    << wi->message.toStdString();
            }
    EXPECT_TRUE(wi->message.contains(toString(changed.medium)));
    EXPECT_TRUE(wi->message.contains(toString(cabs[1]->medium)));
}

// Issue 14 pt 1: with twin-port switches, a leaf's OSFP cage whose two NDR ports go down to two
// nodes on copper is one 1x2 splitter cable (NVIDIA's twin-port OSFP to 2 x OSFP DAC splitters,
// FAB-14), a breakout with two legs; the BOM orders it once. Up-links go into spines' twin-port
// cages too, and two splitters cannot share one far cage, so they stay single cables.
TEST(Generator, TwinPortSwitchCagesToTwoNodesAreSplitters)
{
    const auto types = deviceTypes();
    FabricSpec spec = superpodSpec(64);
    spec.computePlanes[0].twinPortSwitches = true;
    for (MediumRule &r : spec.cabling.media)
        r.dacMaxM = 100; // every run on copper, so that every leaf-node cage is a splitter
    const Design d = generate(spec, types);
    EXPECT_EQ(Validator::errorCount(Validator(d).validateAll()), 0u);
    // 64 nodes x 8 rails = 512 leaf-node cables in 256 leaf cages (FAB-13: 2 ports a cage).
    ASSERT_EQ(d.breakouts.size(), 256u);
    const BreakoutIndex index(d);
    EXPECT_EQ(index.freeLegs(), 0u);
    for (const Breakout &b : d.breakouts) {
        EXPECT_EQ(b.lanes, 2);
        const Port *cage = d.ports.find(b.aPortId);
        EXPECT_TRUE(cage->name.endsWith(QLatin1String(".0"))) << cage->name.toStdString();
        const auto &legs = index.legs(b.id);
        ASSERT_EQ(legs.size(), 2u);
        EXPECT_EQ(legs[0]->aPortId, b.aPortId);
        EXPECT_EQ(d.ports.find(legs[1]->aPortId)->name,
                  breakoutLanePortName(cage->name, 1)); // P<n>.1
        EXPECT_NE(d.ports.find(legs[0]->bPortId)->deviceId,
                  d.ports.find(legs[1]->bPortId)->deviceId);
        EXPECT_EQ(b.lengthM, std::max(legs[0]->lengthM, legs[1]->lengthM));
    }
    const Bom bom = computeBom(d, bomOptionsFor(spec, d));
    EXPECT_EQ(bom.count(QStringLiteral("cable"), QStringLiteral("dac 1x2 breakout")), 256);
    long long plain = 0;
    for (const Cable &c : d.cables)
        plain += c.breakoutId == 0;
    EXPECT_EQ(bom.count(QStringLiteral("cable"), QStringLiteral("dac")), plain);
}

// Issue 15 pt 1: a spare port (PortTemplate::spare) is cabled by no generator, and sizing leaves
// it out. A spare NDR port is listed first on the QM9700 and on the node, where the Q3400-RA's
// UFM port fnm1 was (resources/devicetypes/README.md): the generator must pass it by and still
// find the 64 data ports of the 32 twin-port cages (FAB-13) and the node's 8 rails (FAB-6).
TEST(Generator, SparePortsAreNeverCabled)
{
    std::vector<DeviceType> types = deviceTypes();
    auto typeOf = [&](const char *slug) -> DeviceType & {
        auto it = std::find_if(types.begin(), types.end(),
                               [&](const DeviceType &t) { return t.slug == QLatin1String(slug); });
        EXPECT_NE(it, types.end()) << slug;
        return *it;
    };
    PortTemplate spare;
    spare.name = QStringLiteral("spare1");
    spare.type = QStringLiteral("infiniband-ndr");
    spare.speedGbps = 400;
    spare.spare = true;
    DeviceType &qm = typeOf("qm9700");
    qm.ports.insert(qm.ports.begin(), spare);
    DeviceType &node = typeOf("dgx-h100");
    node.ports.insert(node.ports.begin(), spare);

    // 64 nodes = 2 SUs of 32 (FAB-1 Table 4): every leaf uses all 64 data ports (32 down, 32
    // up), so P32.1, the last, is cabled and the spare in front of P1.0 is not.
    const Design d = generate(superpodSpec(64), types);
    expectInvariants(d);
    QSet<Id> cabled;
    for (const Cable &c : d.cables) {
        cabled.insert(c.aPortId);
        cabled.insert(c.bPortId);
    }
    int spares = 0, lastCabled = 0, leaves = 0, nodeRails = 0;
    for (const Port &p : d.ports) {
        const Device *dev = d.devices.find(p.deviceId);
        if (p.name == QLatin1String("spare1")) {
            ++spares;
            EXPECT_FALSE(cabled.contains(p.id)) << dev->name.toStdString();
        }
        if (dev->role == kLeaf && p.name == QLatin1String("P32.1")) {
            ++leaves;
            lastCabled += cabled.contains(p.id);
        }
        if (dev->role == kNode && p.name.startsWith(QLatin1String("ib")))
            nodeRails += cabled.contains(p.id);
    }
    EXPECT_EQ(countRole(d, kLeaf), 16); // 2 SU x 8 rails
    EXPECT_EQ(leaves, 16);
    EXPECT_EQ(lastCabled, 16);
    EXPECT_EQ(nodeRails, 64 * 8);
    EXPECT_EQ(spares, countRole(d, kLeaf) + countRole(d, kSpine) + countRole(d, kCore) + 64);
    // A spare port is no room for growth either: the free ports per tier are those of the same
    // design without the spare ports.
    const Design plain = generate(superpodSpec(64), deviceTypes());
    EXPECT_EQ(d.cables.size(), plain.cables.size());
    EXPECT_EQ(freeSwitchPorts(d, d.planeByName(QStringLiteral("compute"))->id),
              freeSwitchPorts(plain, plain.planeByName(QStringLiteral("compute"))->id));

    // Sizing counts data ports without the spares: with P1.0 spare too, the QM9700 has 63 NDR
    // data ports, fewer than its radix of 64, and the generator says so.
    qm.ports[1].spare = true;
    ASSERT_EQ(qm.ports[1].name, QStringLiteral("P1.0"));
    try {
        generate(superpodSpec(64), types);
        ADD_FAILURE() << "a radix-64 switch with 63 data ports was accepted";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("63 data ports"))) << e.what();
    }
}
