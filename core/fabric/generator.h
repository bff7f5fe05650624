#pragma once

// Fabric generators: FabricSpec + device types -> a complete Design (site, room, rows, racks,
// devices with ports, planes, rails, supernodes, planned cables with label, medium and length).
//
// Sizing rules (docs/references/fabric.md):
// - Leaf: `nodesPerSu` down ports (default floor((radix - reserved) * d / (d + u)) for a leaf
//   ratio d:u, i.e. radix/2 at 1:1: 32 nodes per SU on a QM9700, FAB-1 "System Design", FAB-12 "N1
//   = available ports / 2"), ceil(down * u / d) up ports.
// - Rail-optimized: R leaves per SU (R = NICs per node), NIC r of every node of SU s on leaf
//   (s, r), port = the node's slot in the SU (FAB-1, §5 "Rail-optimized variant"). A partly filled
//   SU still gets its full leaves and leaf uplinks (FAB-1: "the fabric should be designed to
//   support the full SU, including leaf switches and leaf-spine cables").
// - Two tiers while the leaves fit the spine radix (2-tier limit k^2/2 endpoints at 1:1, §5):
//   S = ceil(L * up / k) spines, leaf i's uplink u on spine (i * up + u) mod S, so every leaf
//   reaches every spine with an equal share (FAB-1/FAB-2 Table 4 and Table 3 up to 8 SU).
// - Three tiers (Al-Fares et al. 2008, §5): leaves form pods of at most P = spineDown leaves
//   (rail-optimized: pods of the same rail, "rail-optimized to the top layer", FAB-1); every pod
//   has G = ceil(up / floor(spineDown / P)) spines, leaf uplink u on pod spine u mod G; spine j
//   of every pod feeds core group j, which has ceil(load_j / k) cores (load_j = uplinks into
//   it), spread round robin. A smaller last pod keeps its G spines (so every core group reaches
//   every pod) with proportionally fewer spine uplinks. This gives leaf = spine = 2N/64 and
//   core = N/64 for the QM9700 rows 16-64 SU of Table 3.
// - Target size (`targetNodes`): tiers, spines and cores are sized for the target, leaves only
//   for the nodes that exist.
// - Rail-only: one leaf per rail per SU with every port down while the nodes fit one switch,
//   else a 2-tier Clos per rail (FAB-11; §5 "Rail-only variant").
// - NVL72: one rack per supernode with 18 compute trays and 9 NVLink switch trays (§3.1, FAB-3);
//   NVLink runs over the rack's spine cartridges, so it gets a scale-up plane and the
//   Supernode, but no cables.
// - CloudMatrix: units of `chipsPerUnit` chips over `racksPerUnit` racks; node UB port p goes
//   to the unit's UB switch p mod ubSwitchesPerUnit (§4: 48 nodes x 112 UB ports = 384 NPUs x
//   14 links onto 112 L2 switches in 7 sub-planes of 16).
//
// Determinism: generate() iterates only ordered containers, so the same spec and types give an
// identical Design (ids, names, order) and an identical fabricSpecYaml.

#include "fabricspec.h"
#include "model/design.h"
#include "model/deviceroles.h"
#include "util/error.h"

#include <vector>

namespace ry::fabric {

/// What the generator decided for one compute plane (counts are of generated objects).
struct PlaneSummary
{
    QString plane;
    Topology topology = Topology::RailOptimizedFatTree; ///< the shape built (scale-out shape)
    int rails = 0;
    int nodesPerSu = 0;  ///< leaf down ports used for nodes
    int leafUplinks = 0; ///< per leaf
    int sus = 0;
    int tiers = 0;
    int nodes = 0;
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int managers = 0;
    int nodeLeafCables = 0;
    int managerLeafCables = 0;
    int leafSpineCables = 0;
    int spineCoreCables = 0;
    /// Links between one leaf and one spine (of its Clos or pod), fewest and most: equal when
    /// the uplinks spread evenly (sizing.h, evenSpineCount()).
    int linksPerLeafSpinePairMin = 0, linksPerLeafSpinePairMax = 0;
    int spinePortsUsed = 0; ///< down ports of the busiest spine at the target size
    int spineRadix = 0;     ///< ports per spine at the plane speed
    int spinesMinimum = 0;  ///< spines the bare minimum sizing would build
    // Growth (docs/fabric-spec.md "Growth")
    int targetNodeSlots = 0;   ///< node slots spines and cores are sized for, reserved included
    int targetSus = 0;         ///< SUs at the target size
    int reservedNodeSlots = 0; ///< kept free at the end of the last SU (UFM, FAB-1 Table 4 fn 1)
    int managerLinks = 0;      ///< fabric manager (UFM) links into the reserved slots
};

/// A node group asked for by GPUs (NodeGroup::gpus): the node count the generator chose.
/// nodes = ceil(gpus / gpusPerNode), rounded up to a multiple of nodesPerStep (an NVL72 rack's
/// compute trays, a CloudMatrix unit's nodes, else 1).
struct GroupCount
{
    QString group;
    int gpusAsked = 0;
    int gpusPerNode = 0;
    int nodes = 0;
    int nodesPerStep = 1;
    Topology topology = Topology::RailOptimizedFatTree; ///< of the group's compute plane
    long long gpus() const { return (long long)nodes * gpusPerNode; }
};

struct GenerateReport
{
    std::vector<PlaneSummary> planes;
    std::vector<GroupCount> groupCounts; ///< one per group asked for by GPUs, in group order
    Diagnostics warnings;                ///< e.g. cables longer than their medium's reach
    /// Translated sentences about choices a planner would otherwise wonder about, e.g. a network
    /// rack position left empty (so the rack numbers of a row skip it).
    QStringList notes;
};

/// Builds the Design for `spec`. `types` must hold every DeviceType slug the spec names; the
/// used ones are copied into Design::deviceTypes (fresh ids, in the order of `types`).
/// Throws ry::Error (field = spec path such as "compute-planes[0].leaf-type") for impossible
/// specs: unknown slug or plane, a switch radix too small for the requested ports, a fabric that
/// needs more than 3 tiers, a node that does not fit a rack, too few ports of the right speed on
/// a device type, a node count that does not fill whole supernodes, a group with both `count`
/// and `gpus` or with `gpus` but no GPUs per node.
Design generate(const FabricSpec &spec, const std::vector<DeviceType> &types,
                GenerateReport *report = nullptr);

/// Expands a name template (see PlacementSpec): "{prefix}{index:03}" with prefix "gpu" and
/// index 7 gives "gpu007". Throws ry::Error naming `field` for an unknown placeholder.
QString expandNameTemplate(const QString &tpl, const QHash<QString, QString> &textFields,
                           const QHash<QString, int> &numberFields, const QString &field = {});

} // namespace ry::fabric
