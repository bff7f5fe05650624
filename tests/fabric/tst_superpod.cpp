// The published NVIDIA DGX SuperPOD component counts (docs/references/fabric.md §1, §6), reproduced
// by the rail-optimized generator. Each test cites its table.

#include "fabric/bom.h"
#include "fabric/checks.h"
#include "fabric/generator.h"
#include "fabrictesthelpers.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::fabric;
using namespace ry::fabric::test;

namespace {

const QString kNode = QString::fromLatin1(kRoleGpuNode);
const QString kLeaf = QString::fromLatin1(kRoleLeaf);
const QString kSpine = QString::fromLatin1(kRoleSpine);
const QString kCore = QString::fromLatin1(kRoleCore);
const QString kManager = QString::fromLatin1(kRoleFabricManager);

void expectInvariants(const Design &d)
{
    const Diagnostics diags = checkDesignInvariants(d);
    EXPECT_TRUE(diags.empty()) << (diags.empty() ? std::string()
                                                 : diags.front().describe().toStdString());
}

/// All compute cables on multimode fibre with twin-port cages on both sides, as in FAB-1 Table 8
/// ("All networking components are multi-mode fiber").
void allFibreTwinPort(FabricSpec &s)
{
    s.computePlanes[0].twinPortNodes = true;
    s.computePlanes[0].twinPortSwitches = true;
    s.cabling.media = {MediumRule{400, 0, 0, Medium::MMF, 1000, 2000}};
}

/// Table 4 setting: 32-node SU with one node slot given to UFM; 4 UFM links into it.
FabricSpec table4Spec(int sus)
{
    FabricSpec s = superpodSpec(32 * sus - 1);
    ComputePlaneSpec &p = s.computePlanes[0];
    p.reservedNodeSlots = 1;
    p.managerType = QStringLiteral("ufm");
    p.managers = 4;
    p.managerLinks = 4;
    return s;
}

} // namespace

// FAB-1 (RA-11333 V11) and FAB-2 (RA-11334 V08) Table 4 "Compute fabric component count":
//   SU  nodes GPUs leaf spine compute+UFM spine-leaf
//   1   31    248  8    4     252         256
//   2   63    504  16   8     508         512
//   4   127   1016 32   16    1020        1024
TEST(SuperPod, Table4ComputeFabricWithUfmSlot)
{
    struct Row
    {
        int su, nodes, gpus, leaf, spine, computeUfm, spineLeaf;
    };
    const Row rows[] = {{1, 31, 248, 8, 4, 252, 256},
                        {2, 63, 504, 16, 8, 508, 512},
                        {4, 127, 1016, 32, 16, 1020, 1024}};
    const auto types = deviceTypes();
    for (const Row &r : rows) {
        SCOPED_TRACE(r.su);
        GenerateReport rep;
        const Design d = generate(table4Spec(r.su), types, &rep);
        EXPECT_EQ(countRole(d, kNode), r.nodes);
        EXPECT_EQ(countRole(d, kNode) * 8, r.gpus);
        EXPECT_EQ(countRole(d, kLeaf), r.leaf);
        EXPECT_EQ(countRole(d, kSpine), r.spine);
        EXPECT_EQ(countRole(d, kCore), 0);
        EXPECT_EQ(countCables(d, kNode, kLeaf) + countCables(d, kManager, kLeaf), r.computeUfm);
        EXPECT_EQ(countCables(d, kLeaf, kSpine), r.spineLeaf);
        ASSERT_EQ(rep.planes.size(), 1u);
        EXPECT_EQ(rep.planes[0].sus, r.su);
        EXPECT_EQ(rep.planes[0].tiers, 2);
        EXPECT_EQ(rep.planes[0].managerLeafCables, 4); // [D] 252 = 31*8 + 4
        expectInvariants(d);
        // Transceivers [D from §1.7: 1536 = 48 x 32, 508 = 127 x 4]: every QM9700 cage holds
        // one twin-port OSFP, every DGX 4; the UFM side one per link.
        FabricSpec f = table4Spec(r.su);
        allFibreTwinPort(f);
        const Design df = generate(f, types);
        const Bom bom = computeBom(df, bomOptionsFor(f, df));
        EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("qm9700")),
                  (r.leaf + r.spine) * 32);
        EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("dgx-h100")),
                  r.nodes * 4);
        EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("ufm")), 4);
    }
}

// FAB-1 Table 3 and FAB-2 "Larger SuperPOD component counts" (idealised 32 nodes per SU):
//   SU nodes GPUs  leaf spine core node-leaf leaf-spine spine-core
//   2  64    512   16   8     -    512       512        -
//   4  128   1024  32   16    -    1024      1024       -
//   8  256   2048  64   32    -    2048      2048       -     (the 2-tier limit k^2/2, §1.3)
//   16 512   4096  128  128   64   4096      4096       4096
//   32 1024  8192  256  256   128  8192      8192       8192
//   64 2048  16384 512  512   256  16384     16384      16384
TEST(SuperPod, Table3LargerConfigurations)
{
    struct Row
    {
        int su, nodes, leaf, spine, core, nodeLeaf, leafSpine, spineCore;
    };
    const Row rows[] = {{2, 64, 16, 8, 0, 512, 512, 0},
                        {4, 128, 32, 16, 0, 1024, 1024, 0},
                        {8, 256, 64, 32, 0, 2048, 2048, 0},
                        {16, 512, 128, 128, 64, 4096, 4096, 4096},
                        {32, 1024, 256, 256, 128, 8192, 8192, 8192},
                        {64, 2048, 512, 512, 256, 16384, 16384, 16384}};
    const auto types = deviceTypes();
    for (const Row &r : rows) {
        SCOPED_TRACE(r.su);
        GenerateReport rep;
        const Design d = generate(superpodSpec(r.nodes), types, &rep);
        const PlaneSummary &p = rep.planes.at(0);
        EXPECT_EQ(p.sus, r.su);
        EXPECT_EQ(p.leaves, r.leaf);
        EXPECT_EQ(p.spines, r.spine);
        EXPECT_EQ(p.cores, r.core);
        EXPECT_EQ(p.tiers, r.core > 0 ? 3 : 2);
        // Counted again from the generated design itself.
        EXPECT_EQ(countRole(d, kNode) * 8, r.nodes * 8);
        EXPECT_EQ(countRole(d, kLeaf), r.leaf);
        EXPECT_EQ(countRole(d, kSpine), r.spine);
        EXPECT_EQ(countRole(d, kCore), r.core);
        EXPECT_EQ(countCables(d, kNode, kLeaf), r.nodeLeaf);
        EXPECT_EQ(countCables(d, kLeaf, kSpine), r.leafSpine);
        EXPECT_EQ(countCables(d, kSpine, kCore), r.spineCore);
        if (r.core > 0) { // [D] §1.3: leaf = spine = 2N/64, core = N/64 (N = GPUs)
            EXPECT_EQ(r.leaf, 2 * r.nodes * 8 / 64);
            EXPECT_EQ(r.core, r.nodes * 8 / 64);
        }
        if (r.su <= 16)
            expectInvariants(d);
        // Transceivers [D, as for Table 4]: 32 per switch, 4 per node; e.g. 8 SU: 96 x 32 =
        // 3,072 and 1,024; 64 SU: 1,280 x 32 = 40,960 and 8,192.
        FabricSpec f = superpodSpec(r.nodes);
        allFibreTwinPort(f);
        const Design df = generate(f, types);
        const Bom bom = computeBom(df, bomOptionsFor(f, df));
        EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("qm9700")),
                  (r.leaf + r.spine + r.core) * 32);
        EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("dgx-h100")),
                  r.nodes * 4);
    }
}

// FAB-4 (RA-11337, B300 with Spectrum-4, Table 3): rail-aligned spine groups in two tiers.
//   SU(64 nodes) nodes GPUs leaf spine node-leaf leaf-spine
//   1  64   512  16  8   512  512
//   2  128  1024 32  16  1024 1024
//   4  256  2048 64  32  2048 2048
//   8  512  4096 128 64  4096 4096
//   16 1024 8192 256 128 8192 8192
TEST(SuperPod, B300Spectrum4Table3)
{
    const auto types = deviceTypes();
    for (int su : {1, 2, 4, 8, 16}) {
        SCOPED_TRACE(su);
        FabricSpec s = superpodSpec(64 * su, QStringLiteral("b300-node"));
        s.computePlanes[0].technology = Technology::Roce800g;
        s.computePlanes[0].leafType = QStringLiteral("sn5600-800g");
        s.computePlanes[0].railSpineGroups = true;
        const Design d = generate(s, types);
        EXPECT_EQ(countRole(d, kNode) * 8, 512 * su);
        EXPECT_EQ(countRole(d, kLeaf), 16 * su);
        EXPECT_EQ(countRole(d, kSpine), 8 * su);
        EXPECT_EQ(countRole(d, kCore), 0);
        EXPECT_EQ(countCables(d, kNode, kLeaf), 512 * su);
        EXPECT_EQ(countCables(d, kLeaf, kSpine), 512 * su);
    }
}

// FAB-1 Appendix A, Tables 7 and 8, for the 4-SU, 127-node H100 SuperPOD ("All networking
// components are multi-mode fiber"):
//   2040 NDR 400 Gb/s cables DGX-leaf and leaf-spine; 1536 switch OSFP transceivers (leaf and
//   spine); 508 system OSFP transceivers in the DGX; 4 UFM system transceivers; 48 compute
//   QM9700; 254 in-band 200 Gb/s AOCs to the DGX (2 per node).
TEST(SuperPod, Table7And8BillOfMaterials)
{
    FabricSpec s = table4Spec(4);
    allFibreTwinPort(s);
    s.inband.enabled = true;
    s.inband.speedGbps = 200;
    s.inband.portsPerNode = 2;
    s.inband.leafType = QStringLiteral("sn4600");
    s.inband.spineType = QStringLiteral("sn4600");
    // Everything on fibre: MMF for 400G, AOC for the 200G in-band links (Table 8).
    s.cabling.media = {MediumRule{200, 0, 0, Medium::AOC, 100, 2000},
                       MediumRule{400, 0, 0, Medium::MMF, 100, 2000}};
    const Design d = generate(s, deviceTypes());
    expectInvariants(d);
    const Bom bom = computeBom(d, bomOptionsFor(s, d));

    EXPECT_EQ(countCables(d, kNode, kLeaf) + countCables(d, kLeaf, kSpine),
              2040); // [D] 1016 + 1024
    EXPECT_EQ(bom.count(QStringLiteral("switch"), QStringLiteral("qm9700")), 48);
    EXPECT_EQ(bom.count(QStringLiteral("node"), QStringLiteral("dgx-h100")), 127);
    // Transceivers per host model: switch side per twin-port cage, node side per cage.
    EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("qm9700")),
              1536); // 48 x 32
    EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("dgx-h100")),
              508); // 127 x 4
    EXPECT_EQ(bom.count(QStringLiteral("transceiver"), {}, QStringLiteral("ufm")), 4);
    EXPECT_EQ(bom.count(QStringLiteral("transceiver"),
                        QStringLiteral("infiniband-ndr mmf twin-port"), QStringLiteral("qm9700")),
              1536);
    EXPECT_EQ(countCables(d, kNode, QString::fromLatin1(kRoleInbandLeaf)), 254);
    long long aocToNodes = 0;
    for (const Cable &c : d.cables) {
        const Device *a = d.devices.find(d.ports.find(c.aPortId)->deviceId);
        if (a->role == kNode && c.medium == Medium::AOC &&
            d.ports.find(c.aPortId)->speedGbps == 200)
            ++aocToNodes;
    }
    EXPECT_EQ(aocToNodes, 254);
    // Without twin-port cages every optical port needs its own transceiver.
    const Bom single = computeBom(d);
    EXPECT_EQ(single.count(QStringLiteral("transceiver"), {}, QStringLiteral("qm9700")),
              2 * 2040 - 1016 + 4);
}

// §1.9 and oracle 12: SU compute power 32 x DGX H100 = 326.4 kW, 32 x DGX B200 = 457.6 kW;
// 2 x B200 per rack = 28.6 kW ("power consumption per rack exceeds 25 kW", FAB-2); up to 4 x DGX
// H100 per rack = 40.8 kW ("exceeds 40 kW", FAB-1).
TEST(SuperPod, RackAndSuPower)
{
    const auto types = deviceTypes();
    {
        FabricSpec s = superpodSpec(32, QStringLiteral("hgx-b200"));
        s.placement.powerBudgetKw = 30; // two 14.3 kW nodes per rack
        const Design d = generate(s, types);
        expectInvariants(d);
        const Bom bom = computeBom(d);
        double nodesW = 0;
        for (const Device &dev : d.devices)
            if (dev.role == kNode)
                nodesW += d.deviceTypes.find(dev.deviceTypeId)->powerMaxW;
        EXPECT_NEAR(nodesW / 1000, 457.6, 1e-9);
        int computeRacks = 0;
        for (const RackPower &r : bom.racks)
            if (d.rackByName(r.rack)->role == QLatin1String("compute")) {
                ++computeRacks;
                EXPECT_NEAR(r.maxW / 1000, 28.6, 1e-9);
            }
        EXPECT_EQ(computeRacks, 16);
    }
    {
        FabricSpec s = superpodSpec(32);
        s.placement.nodesPerRack = 4; // "1, 2 or 4 per rack" (FAB-1); 42U alone would allow 5 x 8U
        const Design d = generate(s, types);
        const Bom bom = computeBom(d);
        double nodesW = 0;
        int computeRacks = 0;
        for (const RackPower &r : bom.racks)
            if (d.rackByName(r.rack)->role == QLatin1String("compute")) {
                ++computeRacks;
                nodesW += r.maxW;
                EXPECT_NEAR(r.maxW / 1000, 40.8, 1e-9);
            }
        EXPECT_EQ(computeRacks, 8);
        EXPECT_NEAR(nodesW / 1000, 326.4, 1e-9);
    }
}
