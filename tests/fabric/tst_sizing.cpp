// Clos sizing as a pure function (core/fabric/sizing.h): spec and radices in, counts out. The
// figures are the ones tst_generator.cpp and tst_superpod.cpp check on generated designs, with
// the same sources: the Kakao example (docs/design-notes.md "Reference numbers",
// resources/examples/kakao-b200-255.yaml) and the NVIDIA DGX SuperPOD reference architectures
// (docs/references/fabric.md §1: FAB-1 and FAB-2 Tables 3 and 4, FAB-4 Table 3). QM9700: 64 NDR
// ports.

#include "fabric/sizing.h"
#include "util/error.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::fabric;

namespace {

/// One group of `nodes` 8-NIC nodes on a rail-optimized plane of radix-64 switches (QM9700).
ClosSizingInput superpod(int nodes)
{
    ClosSizingInput in;
    in.shape = Topology::RailOptimizedFatTree;
    in.groupNodes = {nodes};
    in.rails = 8;
    in.leafRadix = in.spineRadix = in.coreRadix = 64;
    in.leafSlug = QStringLiteral("qm9700");
    in.field = QStringLiteral("compute-planes[0]");
    return in;
}

} // namespace

// Kakao, 255 HGX B200 nodes: nodes per SU = 64/2 = 32; SU = ceil(255/32) = 8; leaves = 8 x 8 =
// 64 <= 64, so 2 tiers; 64 x 32 uplinks / 64 ports = 32 spines.
TEST(Sizing, Kakao255Nodes)
{
    const ClosSizing s = sizeClos(superpod(255));
    EXPECT_EQ(s.leaf.nodesPerUnit, 32);
    EXPECT_EQ(s.leaf.leafDown, 32);
    EXPECT_EQ(s.leaf.leafUp, 32);
    EXPECT_EQ(s.leaf.units, 8);
    EXPECT_EQ(s.tiers, 2);
    EXPECT_EQ(s.leaves, 64);
    EXPECT_EQ(s.spines, 32);
    EXPECT_EQ(s.cores, 0);
    EXPECT_FALSE(s.spine.threeTier());
}

// FAB-1/FAB-2 Table 4: one node slot per plane kept for UFM; 31/63/127 nodes in 1/2/4 SUs with
// 8/16/32 leaves and 4/8/16 spines.
TEST(Sizing, SuperPodTable4WithUfmSlot)
{
    const int rows[][4] = {{1, 31, 8, 4}, {2, 63, 16, 8}, {4, 127, 32, 16}};
    for (const auto &r : rows) {
        SCOPED_TRACE(r[0]);
        ClosSizingInput in = superpod(r[1]);
        in.plane.reservedNodeSlots = 1;
        const ClosSizing s = sizeClos(in);
        EXPECT_EQ(s.leaf.units, r[0]);
        EXPECT_EQ(s.leaves, r[2]);
        EXPECT_EQ(s.spines, r[3]);
        EXPECT_EQ(s.tiers, 2);
    }
}

// FAB-1 Table 3 ("Larger SuperPOD component counts", 32 nodes per SU): up to 8 SU two tiers (the
// k^2/2 limit), then leaf = spine = 2N/64 and core = N/64 with N GPUs.
TEST(Sizing, SuperPodTable3LargerConfigurations)
{
    const int rows[][5] = {{64, 16, 8, 0, 2},        {128, 32, 16, 0, 2},
                           {256, 64, 32, 0, 2},      {512, 128, 128, 64, 3},
                           {1024, 256, 256, 128, 3}, {2048, 512, 512, 256, 3}};
    for (const auto &r : rows) {
        SCOPED_TRACE(r[0]);
        const ClosSizing s = sizeClos(superpod(r[0]));
        EXPECT_EQ(s.leaves, r[1]);
        EXPECT_EQ(s.spines, r[2]);
        EXPECT_EQ(s.cores, r[3]);
        EXPECT_EQ(s.tiers, r[4]);
        EXPECT_EQ(s.leaf.units, r[0] / 32);
    }
}

// FAB-4 Table 3 (B300, Spectrum-4 SN5600, 64 ports at 800G): rail-aligned spine groups, two
// tiers; per 64 nodes 16 leaves and 8 spines (two leaf units of 32 nodes, one spine per rail
// per 64 leaves' uplinks).
TEST(Sizing, B300RailSpineGroups)
{
    for (int su : {1, 2, 4, 8, 16}) {
        SCOPED_TRACE(su);
        ClosSizingInput in = superpod(64 * su);
        in.plane.railSpineGroups = true;
        const ClosSizing s = sizeClos(in);
        EXPECT_EQ(s.leaf.nodesPerUnit, 32);
        EXPECT_TRUE(s.spine.perRailClos);
        EXPECT_EQ(s.spine.closCount, 8);
        EXPECT_EQ(s.leaves, 16 * su);
        EXPECT_EQ(s.spines, 8 * su);
        EXPECT_EQ(s.cores, 0);
        EXPECT_EQ(s.tiers, 2);
    }
}

// Pre-provisioning: spines for the target size while the leaves are for the nodes present.
TEST(Sizing, TargetNodesPreProvisionSpines)
{
    ClosSizingInput in = superpod(64);
    in.plane.targetNodes = 256;
    const ClosSizing s = sizeClos(in);
    EXPECT_EQ(s.leaf.units, 2);
    EXPECT_EQ(s.leaf.targetUnits, 8);
    EXPECT_EQ(s.leaves, 16);
    EXPECT_EQ(s.spines, 32); // 64 target leaves x 32 uplinks / 64
}

// Rail-only (§5): one radix-64 switch per rail holds 64 nodes in one tier; 65 need two.
TEST(Sizing, RailOnlyTiers)
{
    ClosSizingInput in = superpod(64);
    in.shape = Topology::RailOnly;
    ClosSizing s = sizeClos(in);
    EXPECT_EQ(s.tiers, 1);
    EXPECT_EQ(s.leaf.leafUp, 0);
    EXPECT_EQ(s.leaves, 8);
    EXPECT_EQ(s.spines, 0);
    in.groupNodes = {65};
    s = sizeClos(in);
    EXPECT_EQ(s.tiers, 2);
    EXPECT_EQ(s.leaf.nodesPerUnit, 32);
    EXPECT_EQ(s.leaves, 24); // 3 SUs x 8 rails
}

// Each group starts a new unit.
TEST(Sizing, GroupsStartNewUnits)
{
    ClosSizingInput in = superpod(0);
    in.groupNodes = {20, 40};
    const LeafSizing l = sizeLeaves(in);
    EXPECT_EQ(l.groupFirstUnit, (std::vector<int>{0, 1}));
    EXPECT_EQ(l.units, 3); // 1 + ceil(40/32)
    EXPECT_EQ(l.nodes, 60);
}

TEST(Sizing, ErrorsNameTheField)
{
    ClosSizingInput in = superpod(10);
    in.plane.reservedLeafPorts = 64;
    try {
        sizeLeaves(in);
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.field(), QStringLiteral("compute-planes[0].reserved-leaf-ports"));
    }
    in = superpod(10);
    in.plane.tiers = 1;
    EXPECT_THROW(sizeLeaves(in), Error); // only rail-only can have 1 tier
    in = superpod(4096);
    in.plane.tiers = 2;
    try {
        sizeClos(in);
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.field(), QStringLiteral("compute-planes[0].tiers"));
    }
}

// Issue 15 pt 2: spines that spread the leaf uplinks evenly. The reference architectures' rows
// all come out even at the bare minimum (FAB-1/FAB-2 Tables 3 and 4: each QM9700 leaf has 32
// uplinks, docs/references/fabric.md §1.2): 1 SU = 8 leaves x 32 / 4 spines = 8 links per
// leaf-spine pair, 2 SU: 4, 4 SU: 2, 8 SU: 1 (each spine then uses all 64 ports); in the 3-tier
// rows a pod of up to 32 leaves per rail has 32 / (links per pair) spines: 16 SU, 16 leaves per
// rail, 2 links per pair (4096 leaf-spine cables / (128 leaves x 16 spines of their pod)); 64
// SU, two pods of 32 leaves per rail, 1 link (16384 / (512 x 32)).
TEST(Sizing, ReferenceRowsSpreadEvenlyAtTheMinimum)
{
    const int rows[][4] = {{32, 8, 4, 8},    {64, 16, 8, 4},     {128, 32, 16, 2},
                           {256, 64, 32, 1}, {512, 128, 128, 2}, {2048, 512, 512, 1}};
    for (const auto &r : rows) {
        SCOPED_TRACE(r[0]);
        const ClosSizing s = sizeClos(superpod(r[0]));
        EXPECT_EQ(s.leaves, r[1]);
        EXPECT_EQ(s.spines, r[2]);
        EXPECT_EQ(s.spinesMinimum, r[2]);
        EXPECT_EQ(s.linksPerPairMin, r[3]);
        EXPECT_EQ(s.linksPerPairMax, r[3]);
    }
    const ClosSizing eight = sizeClos(superpod(256));
    EXPECT_EQ(eight.spineDownUsed, 64); // 64 leaves x 1 link: every port of a radix-64 spine
}

// 3 SU (96 nodes) is not a reference row: 24 leaves x 32 uplinks need at least 12 spines
// (768 / 64), but 32 links from a leaf do not split evenly over 12 spines (2 or 3 each). The
// next count that divides 32 is 16: 2 links per pair, 48 of 64 ports per spine used. The
// `spine-sizing: minimum` key keeps 12, and the pairs then carry 2 or 3 links (the busiest
// spine 64 ports).
TEST(Sizing, UnevenMinimumIsRaisedToTheNextDivisorOfTheUplinks)
{
    const ClosSizing even = sizeClos(superpod(96));
    EXPECT_EQ(even.leaves, 24);
    EXPECT_EQ(even.spinesMinimum, 12);
    EXPECT_EQ(even.spines, 16);
    EXPECT_EQ(even.linksPerPairMin, 2);
    EXPECT_EQ(even.linksPerPairMax, 2);
    EXPECT_EQ(even.spineDownUsed, 48);

    ClosSizingInput in = superpod(96);
    in.plane.minimumSpines = true;
    const ClosSizing minimum = sizeClos(in);
    EXPECT_EQ(minimum.spines, 12);
    EXPECT_EQ(minimum.linksPerPairMin, 2);
    EXPECT_EQ(minimum.linksPerPairMax, 3);
    EXPECT_EQ(minimum.spineDownUsed, 64);

    // 5 SU: 40 leaves need 20 spines; no count from 20 to 31 divides 32, so even costs 32
    // spines of 1 link per pair (40 ports used each), 12 more than the minimum.
    const ClosSizing five = sizeClos(superpod(160));
    EXPECT_EQ(five.spinesMinimum, 20);
    EXPECT_EQ(five.spines, 32);
    EXPECT_EQ(five.linksPerPairMax, 1);
    EXPECT_EQ(five.spineDownUsed, 40);

    EXPECT_EQ(evenSpineCount(32, 12, false), 16);
    EXPECT_EQ(evenSpineCount(32, 12, true), 12);
    EXPECT_EQ(evenSpineCount(32, 4, false), 4);
    EXPECT_EQ(evenSpineCount(72, 10, false), 12); // a Q3400 leaf at 1:1: 72 uplinks
}

// Growth semantics (docs/fabric-spec.md "Growth"): target-nodes counts node slots with the
// reserved ones. FAB-1 Table 4: 4 SU = 128 slots = 127 DGX + 1 UFM slot, 16 spines. Asking for
// a target of 128 with one reserved slot stays at 4 SU; before, the reserved slot was added on
// top and the spine layer was sized for 129 slots = 5 SU (20 spines).
TEST(Sizing, TargetNodesCountTheReservedSlots)
{
    ClosSizingInput in = superpod(127);
    in.plane.reservedNodeSlots = 1;
    ClosSizing s = sizeClos(in);
    EXPECT_EQ(s.leaf.targetNodes, 128);
    EXPECT_EQ(s.leaf.targetUnits, 4);
    EXPECT_EQ(s.spines, 16);
    in.plane.targetNodes = 128;
    s = sizeClos(in);
    EXPECT_EQ(s.leaf.targetUnits, 4);
    EXPECT_EQ(s.spines, 16);
    // 128 nodes and a reserved slot do need a fifth SU: 129 slots.
    in = superpod(128);
    in.plane.reservedNodeSlots = 1;
    in.plane.targetNodes = 128; // below what is built: raised to 129
    s = sizeClos(in);
    EXPECT_EQ(s.leaf.targetNodes, 129);
    EXPECT_EQ(s.leaf.targetUnits, 5);
}

// A fabric that never outgrows one SU gets uplinks for the slots it holds: 16 nodes x 8 rails on
// radix-64 leaves = 16 down and 16 up per leaf (non-blocking), not the 32 of a full SU. FAB-1
// Table 4's 1 SU (31 nodes + 1 UFM slot = 32 slots) keeps 32 uplinks per leaf (256 leaf-spine
// cables over 8 leaves).
TEST(Sizing, SmallRailOptimizedFabricUplinksMatchItsNodes)
{
    ClosSizing s = sizeClos(superpod(16));
    EXPECT_EQ(s.leaf.leafUp, 16);
    EXPECT_EQ(s.leaves, 8);
    ClosSizingInput in = superpod(31);
    in.plane.reservedNodeSlots = 1;
    s = sizeClos(in);
    EXPECT_EQ(s.leaf.leafUp, 32);
    EXPECT_EQ(s.leaves * s.leaf.leafUp, 256);
    // Growth: 16 nodes now, 64 slots later: the leaves get the full SU's 32 uplinks.
    in = superpod(16);
    in.plane.targetNodes = 64;
    EXPECT_EQ(sizeClos(in).leaf.leafUp, 32);
}
