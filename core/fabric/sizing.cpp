#include "sizing.h"

#include "util/error.h"

#include <algorithm>

namespace ry::fabric {

namespace {

using i64 = long long;

int ceilDiv(i64 a, i64 b)
{
    return b <= 0 ? 0 : int((a + b - 1) / b);
}

Ratio ratioAt(const ComputePlaneSpec &ps, std::size_t tier)
{
    return ps.oversubscription.size() > tier ? ps.oversubscription[tier] : Ratio{};
}

QString at(const ClosSizingInput &in, const char *key)
{
    return in.field + QLatin1String(key);
}

/// Node slots per unit, leaf down and up ports and (rail-only) the tiers, by shape.
void splitLeaf(const ClosSizingInput &in, int usable, LeafSizing &s)
{
    const ComputePlaneSpec &ps = in.plane;
    const Ratio leafRatio = ratioAt(ps, 0);
    const int T = s.targetNodes, R = in.rails; // T counts the reserved slots already
    int &nps = s.nodesPerUnit;
    int &tiers = s.tiers;
    if (in.shape == Topology::RailOnly) {
        if (tiers == 3)
            throw Error(Tr::tr("a rail-only fabric has 1 or 2 tiers"), {}, at(in, ".tiers"));
        if (ps.nodesPerSu > 0)
            nps = ps.nodesPerSu;
        else if (tiers == 1 || (tiers == 0 && T <= usable))
            nps = usable; // one switch per rail, every port down (§5 rail-only sizing)
        else
            nps = usable * leafRatio.down / (leafRatio.down + leafRatio.up);
        const int targetSus = ceilDiv(T, nps);
        if (tiers == 0)
            tiers = targetSus <= 1 ? 1 : 2;
        if (tiers == 1 && targetSus > 1)
            throw Error(Tr::tr("a single-tier rail-only fabric holds %1 node slots, not %2")
                            .arg(nps)
                            .arg(T),
                        {}, at(in, ".tiers"));
        s.leafDown = nps;
        s.leafUp = tiers == 1 ? 0 : ceilDiv(i64(nps) * leafRatio.up, leafRatio.down);
    } else if (in.shape == Topology::RailOptimizedFatTree) {
        if (tiers == 1)
            throw Error(Tr::tr("only a rail-only fabric can have 1 tier"), {}, at(in, ".tiers"));
        nps = ps.nodesPerSu > 0 ? ps.nodesPerSu
                                : usable * leafRatio.down / (leafRatio.down + leafRatio.up);
        s.leafDown = nps;
        // A fabric of one SU at its target gets uplinks for the slots it can ever hold, not
        // for a full SU: 16 nodes on radix-64 leaves need 16 uplinks per leaf, not 32 (FAB-1
        // Table 4's 1 SU of 31 nodes + 1 UFM slot keeps its 32).
        s.leafUp = ceilDiv(i64(std::min(nps, T)) * leafRatio.up, leafRatio.down);
    } else {
        if (tiers == 1)
            throw Error(Tr::tr("only a rail-only fabric can have 1 tier"), {}, at(in, ".tiers"));
        const int down = ps.nodesPerSu > 0
                             ? ps.nodesPerSu * R
                             : usable * leafRatio.down / (leafRatio.down + leafRatio.up);
        nps = R > 0 ? down / R : 0;
        if (nps <= 0)
            throw Error(Tr::tr("a leaf with %1 down ports cannot take a node with %2 NICs")
                            .arg(down)
                            .arg(R),
                        {}, at(in, ".leaf-type"));
        s.leafDown = nps * R;
        s.leafUp = ceilDiv(i64(std::min(nps, T)) * R * leafRatio.up, leafRatio.down);
    }
}

} // namespace

int evenSpineCount(int uplinks, int minimum, bool minimumOnly)
{
    if (minimumOnly || uplinks <= 0)
        return minimum;
    for (int s = std::max(minimum, 1); s <= uplinks; ++s)
        if (uplinks % s == 0)
            return s;
    return minimum;
}

LeafSizing sizeLeaves(const ClosSizingInput &in)
{
    const ComputePlaneSpec &ps = in.plane;
    const int kL = in.leafRadix;
    const bool railShape = in.shape != Topology::FatTree;
    LeafSizing s;
    for (int n : in.groupNodes)
        s.nodes += n;
    const int resSlots = ps.reservedNodeSlots;
    // target-nodes counts node slots, the reserved ones included (docs/fabric-spec.md
    // "Growth"): 4 SU of 32 = 128 slots = 127 nodes + 1 UFM slot, as FAB-1 Table 4 fn 1.
    s.targetNodes = std::max(s.nodes + resSlots, ps.targetNodes);
    s.tiers = ps.tiers;
    const int res = ps.reservedLeafPorts;
    const int usable = kL - res;
    if (usable <= 0)
        throw Error(Tr::tr("%1 reserved ports leave nothing of radix %2").arg(res).arg(kL), {},
                    at(in, ".reserved-leaf-ports"));
    splitLeaf(in, usable, s);
    const int nps = s.nodesPerUnit;
    if (nps <= 0 || s.leafDown + s.leafUp + res > kL)
        throw Error(Tr::tr("radix %1 of \"%2\" is too small for %3 down + %4 up + %5 reserved "
                           "ports per leaf")
                        .arg(kL)
                        .arg(in.leafSlug)
                        .arg(s.leafDown)
                        .arg(s.leafUp)
                        .arg(res),
                    {}, at(in, ".leaf-type"));
    if (resSlots >= nps)
        throw Error(Tr::tr("%1 reserved node slots fill a whole SU of %2").arg(resSlots).arg(nps),
                    {}, at(in, ".reserved-node-slots"));
    // Each group starts a new unit; the reserved slots close the last one.
    for (std::size_t gi = 0; gi < in.groupNodes.size(); ++gi) {
        s.groupFirstUnit.push_back(s.units);
        const bool last = gi + 1 == in.groupNodes.size();
        s.units += ceilDiv(in.groupNodes[gi] + (last ? resSlots : 0), nps);
    }
    s.targetUnits = std::max(s.units, ceilDiv(s.targetNodes, nps));
    s.leavesPerUnit = railShape ? in.rails : 1;
    s.leaves = s.units * s.leavesPerUnit;
    s.targetLeaves = s.targetUnits * s.leavesPerUnit;
    return s;
}

SpineSizing sizeSpines(const ClosSizingInput &in, const LeafSizing &leaf)
{
    const ComputePlaneSpec &ps = in.plane;
    SpineSizing s;
    s.needSpine = leaf.leafUp > 0;
    const int kS = s.needSpine ? in.spineRadix : 0;
    int tiers = leaf.tiers;
    // Per-rail spine groups (rail-only, or rail-optimized with railSpineGroups): one 2-tier Clos
    // per rail.
    s.perRailClos = in.shape == Topology::RailOnly ||
                    (in.shape == Topology::RailOptimizedFatTree && ps.railSpineGroups &&
                     (tiers == 2 || (tiers == 0 && leaf.targetUnits <= kS)));
    if (in.shape == Topology::RailOptimizedFatTree && ps.railSpineGroups && tiers == 0)
        tiers = leaf.targetUnits <= kS ? 2 : 3;
    if (s.perRailClos && s.needSpine && leaf.targetUnits > kS)
        throw Error(Tr::tr("a 2-tier per-rail Clos joins at most %1 leaves per rail, not %2; use a "
                           "larger radix or 3 tiers (rail-optimized only)")
                        .arg(kS)
                        .arg(leaf.targetUnits),
                    {}, at(in, ".tiers"));
    if (in.shape != Topology::RailOnly && !s.perRailClos) {
        if (tiers == 0)
            tiers = leaf.targetLeaves <= kS ? 2 : 3;
        if (tiers == 2 && leaf.targetLeaves > kS)
            throw Error(Tr::tr("2 tiers cannot join %1 leaves with radix-%2 spines (at most %2 "
                               "leaves); use 3 tiers or \"auto\"")
                            .arg(leaf.targetLeaves)
                            .arg(kS),
                        {}, at(in, ".tiers"));
    }
    s.tiers = tiers;
    if (s.needSpine && (tiers == 2 || s.perRailClos)) {
        // Two tiers: one Clos for the plane, or one per rail.
        s.closCount = s.perRailClos ? in.rails : 1;
        const int perClosTarget = s.perRailClos ? leaf.targetUnits : leaf.targetLeaves;
        s.spinesMinimum = ceilDiv(i64(perClosTarget) * leaf.leafUp, kS);
        s.spinesPerClos = evenSpineCount(leaf.leafUp, s.spinesMinimum, ps.minimumSpines);
    }
    return s;
}

CoreSizing sizeCore(const ClosSizingInput &in, const LeafSizing &leaf)
{
    const Ratio spineRatio = ratioAt(in.plane, 1);
    const int kS = in.spineRadix, kC = in.coreRadix;
    const bool railShape = in.shape != Topology::FatTree;
    CoreSizing c;
    c.spineDown = kS * spineRatio.down / (spineRatio.down + spineRatio.up);
    c.spineUp = ceilDiv(i64(c.spineDown) * spineRatio.up, spineRatio.down);
    if (c.spineDown <= 0 || c.spineDown + c.spineUp > kS)
        throw Error(
            Tr::tr("radix %1 is too small for spine ratio %2").arg(kS).arg(spineRatio.toString()),
            {}, at(in, ".oversubscription"));
    c.universes = railShape ? in.rails : 1;
    const int perUniverse = railShape ? leaf.targetUnits : leaf.targetLeaves;
    const int P = std::min(c.spineDown, perUniverse);
    c.podUnits = P;
    c.podsPerUniverse = ceilDiv(perUniverse, P);
    const int podsTarget = c.universes * c.podsPerUniverse;
    if (podsTarget > kC)
        throw Error(Tr::tr("%1 nodes need %2 pods, more than the core radix %3 can join: this "
                           "needs more than 3 tiers or a larger radix")
                        .arg(leaf.targetNodes)
                        .arg(podsTarget)
                        .arg(kC),
                    {}, at(in, ".tiers"));
    // Every pod gets the same G spines, so that every core group reaches every pod; a pod
    // smaller than P (the last one) gives its spines fewer down links and, keeping the spine
    // ratio, proportionally fewer uplinks.
    const int lpp = c.spineDown / P; // links per leaf-spine pair in a full pod
    // Spines per pod = core groups: the minimum, or (even) the next count that divides the
    // uplinks, so that every leaf-spine pair of a pod carries the same number of links.
    c.spinesPerPodMinimum = ceilDiv(leaf.leafUp, lpp);
    const int G = evenSpineCount(leaf.leafUp, c.spinesPerPodMinimum, in.plane.minimumSpines);
    c.spinesPerPod = G;
    c.groupLoad.assign(std::size_t(G), 0);
    for (int uv = 0; uv < c.universes; ++uv)
        for (int q = 0; q < c.podsPerUniverse; ++q) {
            PodSizing pd{uv, q, std::min(P, perUniverse - q * P), {}};
            for (int j = 0; j < G; ++j) {
                // Leaf uplink u goes to spine u mod G.
                const int perLeaf = leaf.leafUp / G + (j < leaf.leafUp % G ? 1 : 0);
                const int down = pd.size * perLeaf;
                const int up =
                    std::min(c.spineUp, ceilDiv(i64(down) * spineRatio.up, spineRatio.down));
                pd.up.push_back(up);
                c.groupLoad[std::size_t(j)] += up;
            }
            c.pods.push_back(std::move(pd));
        }
    // Core groups, sized for the target: group j takes the uplinks of spine j of every pod.
    for (int j = 0; j < G; ++j)
        c.coresPerGroup.push_back(ceilDiv(c.groupLoad[std::size_t(j)], kC));
    return c;
}

ClosSizing sizeClos(const ClosSizingInput &in)
{
    ClosSizing s;
    s.leaf = sizeLeaves(in);
    s.spine = sizeSpines(in, s.leaf);
    s.leaves = s.leaf.leaves;
    s.tiers = in.shape == Topology::RailOnly ? (s.spine.needSpine ? 2 : 1) : s.spine.tiers;
    if (s.spine.needSpine && !s.spine.threeTier()) {
        s.spines = s.spine.closCount * s.spine.spinesPerClos;
    } else if (s.spine.threeTier()) {
        s.core = sizeCore(in, s.leaf);
        for (const PodSizing &pd : s.core.pods) // only the pods that have leaves are built
            if (pd.size > 0 && pd.index * s.core.podUnits < s.leaf.units)
                s.spines += s.core.spinesPerPod;
        for (int n : s.core.coresPerGroup)
            s.cores += n;
    }
    // Links per leaf-spine pair: leaf uplink u goes to spine u mod S (S spines of the Clos, or
    // of the pod), so each pair gets floor(up / S) or one more.
    const int up = s.leaf.leafUp;
    int perPair = 0;        // spines one leaf spreads its uplinks over
    int leavesPerSpine = 0; // leaves under one spine at the target size
    if (s.spine.needSpine && !s.spine.threeTier()) {
        perPair = s.spine.spinesPerClos;
        leavesPerSpine = s.spine.perRailClos ? s.leaf.targetUnits : s.leaf.targetLeaves;
        s.spinesMinimum = s.spine.closCount * s.spine.spinesMinimum;
    } else if (s.spine.threeTier()) {
        perPair = s.core.spinesPerPod;
        leavesPerSpine = s.core.podUnits;
        s.spinesMinimum = s.core.spinesPerPod > 0
                              ? s.spines / s.core.spinesPerPod * s.core.spinesPerPodMinimum
                              : 0;
    }
    if (perPair > 0) {
        s.linksPerPairMin = up / perPair;
        s.linksPerPairMax = up / perPair + (up % perPair ? 1 : 0);
        // The busiest spine. 3 tiers: uplink u of every leaf goes to spine u mod G, so spine 0
        // takes the most from each leaf. 2 tiers: leaf i starts at spine i x up mod S, which
        // spreads the extra links over the spines.
        s.spineDownUsed = s.spine.threeTier() || up % perPair == 0
                              ? leavesPerSpine * s.linksPerPairMax
                              : ceilDiv(i64(leavesPerSpine) * up, perPair);
    }
    return s;
}

} // namespace ry::fabric
