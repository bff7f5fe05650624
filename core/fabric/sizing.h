#pragma once

// Sizing of a Clos compute plane (rail-optimized fat-tree, fat-tree, rail-only): pure functions
// from the plane's spec, its node counts and the switch radices to the counts the generator then
// builds. No device types, names or placement: spec in, counts out.
//
// The arithmetic is the SuperPOD sizing of docs/references/fabric.md §1 and §5 (NVIDIA DGX
// SuperPOD reference architecture, FAB-1 Tables 3 and 4): a leaf splits its radix into down and up
// ports by the leaf oversubscription; an SU holds one leaf per rail and as many nodes as a leaf
// has down ports; 2 tiers hold up to radix leaves, 3 tiers group leaves into pods of at most the
// spine's down ports with one core group per spine of a pod.
//
// The three steps are separate because the generator looks up the spine type only when leaves
// have uplinks and the core type only for 3 tiers; sizeClos() runs all three.

#include "fabricspec.h"

#include <QString>

#include <vector>

namespace ry::fabric {

/// What Clos sizing needs. The radices are logical ports at the plane speed (see
/// ComputePlaneSpec::radix); spineRadix is read only when leaves have uplinks, coreRadix only
/// for 3 tiers.
struct ClosSizingInput
{
    Topology shape = Topology::RailOptimizedFatTree; ///< RailOptimizedFatTree, FatTree, RailOnly
    ComputePlaneSpec plane;      ///< tiers, nodes-per-su, oversubscription, reserved, targets
    std::vector<int> groupNodes; ///< nodes of each group on the plane, in spec order
    int rails = 0;               ///< compute NICs per node, the largest over the groups (R)
    int leafRadix = 0;           ///< kL
    int spineRadix = 0;          ///< kS
    int coreRadix = 0;           ///< kC
    QString leafSlug;            ///< leaf device type, for messages
    QString field;               ///< spec path of the plane for errors, "compute-planes[0]"
};

/// The leaf tier and the units (SUs for rail shapes, leaves for a fat-tree).
struct LeafSizing
{
    int nodesPerUnit = 0;            ///< node slots per SU (rail shapes) or per leaf (fat-tree)
    int leafDown = 0;                ///< down ports per leaf
    int leafUp = 0;                  ///< uplinks per leaf (0: a single tier)
    int tiers = 0;                   ///< as far as the leaf tier decides (rail-only: 1 or 2)
    std::vector<int> groupFirstUnit; ///< first unit of each group: each group starts a new unit
    int units = 0;                   ///< units built for the nodes present
    int targetUnits = 0;             ///< units for max(nodes, target-nodes)
    int leavesPerUnit = 0;           ///< rails for rail shapes, else 1
    int leaves = 0;                  ///< units * leavesPerUnit
    int targetLeaves = 0;            ///< targetUnits * leavesPerUnit
    int nodes = 0;                   ///< nodes present
    /// Node slots the spine and core tiers are sized for: max(nodes + reserved node slots,
    /// target-nodes); target-nodes counts the reserved slots (docs/fabric-spec.md "Growth").
    int targetNodes = 0;
};

/// The spine tier's shape.
struct SpineSizing
{
    bool needSpine = false;   ///< leaves have uplinks
    bool perRailClos = false; ///< one 2-tier Clos per rail (rail-only, rail spine groups)
    int tiers = 0;            ///< resolved: 1, 2 or 3
    int closCount = 0;        ///< 2 tiers: R per-rail Closes or 1
    int spinesPerClos = 0;    ///< 2 tiers: see spinesMinimum and ComputePlaneSpec::minimumSpines
    /// 2 tiers: the bare minimum per Clos, ceil(leaves for the target x uplinks / kS).
    int spinesMinimum = 0;
    bool threeTier() const { return needSpine && tiers != 2 && !perRailClos; }
};

/// One pod of a 3-tier plane.
struct PodSizing
{
    int universe = 0;    ///< rail (rail-optimized) or 0
    int index = 0;       ///< pod within its universe
    int size = 0;        ///< leaf units in the pod (the last may be smaller)
    std::vector<int> up; ///< uplinks of the pod's spine j
};

/// The spine and core tiers of a 3-tier plane.
struct CoreSizing
{
    int spineDown = 0;                ///< spine down ports
    int spineUp = 0;                  ///< spine uplinks at most
    int universes = 0;                ///< rails (rail-optimized) or 1
    int podUnits = 0;                 ///< units per full pod (P)
    int podsPerUniverse = 0;          ///< pods per universe for the target
    int spinesPerPod = 0;             ///< G = core groups
    int spinesPerPodMinimum = 0;      ///< ceil(leaf uplinks / links per pair in a full pod)
    std::vector<PodSizing> pods;      ///< every pod for the target, universe by universe
    std::vector<long long> groupLoad; ///< uplinks into core group j
    std::vector<int> coresPerGroup;   ///< ceil(groupLoad[j] / kC)
};

/// The whole plane, with the totals the generator reports in PlaneSummary.
struct ClosSizing
{
    LeafSizing leaf;
    SpineSizing spine;
    CoreSizing core; ///< empty unless spine.threeTier()
    int tiers = 0;   ///< as PlaneSummary::tiers
    int leaves = 0;
    int spines = 0; ///< spines built (3 tiers: only the pods that have leaves)
    int cores = 0;
    /// Links between one leaf and one spine of its Clos (2 tiers) or pod (3 tiers), fewest and
    /// most: equal when the uplinks spread evenly; 0 and 0 without a spine tier.
    int linksPerPairMin = 0, linksPerPairMax = 0;
    /// Down ports of the busiest spine in use when the plane reaches its target size.
    int spineDownUsed = 0;
    int spinesMinimum = 0; ///< what the bare minimum would have built (equal to spines when even)
};

/// The spine count that spreads `uplinks` leaf uplinks evenly: the smallest count at or above
/// `minimum` that divides `uplinks` (each leaf then gives every spine uplinks / count links),
/// or `minimum` when `minimumOnly` or nothing at or above it divides (uplinks < minimum).
int evenSpineCount(int uplinks, int minimum, bool minimumOnly);

/// Leaf down/up split and units. Throws ry::Error (field under in.field: ".reserved-leaf-ports",
/// ".tiers", ".leaf-type", ".reserved-node-slots") when the leaf radix cannot hold the plane.
LeafSizing sizeLeaves(const ClosSizingInput &in);
/// Tiers and the 2-tier spine count; uses in.spineRadix when leaf.leafUp > 0. Throws ry::Error
/// (".tiers") when 2 tiers are asked for but cannot join the leaves.
SpineSizing sizeSpines(const ClosSizingInput &in, const LeafSizing &leaf);
/// Pods, spines per pod and core groups of a 3-tier plane; uses in.spineRadix and
/// in.coreRadix. Throws ry::Error (".oversubscription", ".tiers") when the radices are too small.
CoreSizing sizeCore(const ClosSizingInput &in, const LeafSizing &leaf);
/// All three steps and the totals. Same errors.
ClosSizing sizeClos(const ClosSizingInput &in);

} // namespace ry::fabric
