#include "generatorimpl.h"

#include "cabling.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace ry::fabric {

namespace detail {

// ---------------------------------------------------------------------------------------------
// Building: the devices and links of every plane

void Generator::resolveGroupCounts()
{
    for (std::size_t gi = 0; gi < m_spec.groups.size(); ++gi) {
        NodeGroup &g = m_spec.groups[gi];
        const QString field = QStringLiteral("groups[%1]").arg(gi);
        if (g.gpus <= 0)
            continue;
        if (g.count > 0)
            throw Error(Tr::tr("give either count (nodes) or gpus (GPUs or NPUs), not both"), {},
                        field + QLatin1String(".gpus"));
        const int t = typeFor(g.nodeType, field + QLatin1String(".node-type"));
        const int perNode = g.gpusPerNode > 0 ? g.gpusPerNode : type(t).gpuCount;
        if (perNode <= 0)
            throw Error(Tr::tr("gpus needs the GPUs per node: set gpus-per-node or the gpu_count "
                               "of \"%1\"")
                            .arg(type(t).slug),
                        {}, field + QLatin1String(".gpus"));
        GroupCount c;
        c.group = g.name;
        c.gpusAsked = g.gpus;
        c.gpusPerNode = perNode;
        // The plane the group joins (an unknown name is buildNodes()'s error).
        for (std::size_t p = 0; p < m_spec.computePlanes.size(); ++p)
            if (m_spec.computePlanes[p].name == g.plane || (g.plane.isEmpty() && p == 0)) {
                c.topology = m_spec.computePlanes[p].topology;
                break;
            }
        // Whole supernodes: an NVL72 rack's compute trays, a CloudMatrix unit's nodes (a unit
        // that is not a whole number of nodes is buildSupernodes()'s error).
        const SupernodeSpec &sn = m_spec.supernode;
        if (c.topology == Topology::Nvl72)
            c.nodesPerStep = sn.computeTraysPerRack;
        else if (c.topology == Topology::CloudMatrix && sn.chipsPerUnit % perNode == 0)
            c.nodesPerStep = sn.chipsPerUnit / perNode;
        const i64 nodes = i64(ceilDiv(g.gpus, perNode));
        c.nodes = ceilDiv(nodes, c.nodesPerStep) * c.nodesPerStep;
        g.count = c.nodes;
        m_groupCounts.push_back(c);
    }
}

void Generator::buildNodes()
{
    QSet<QString> names;
    for (std::size_t gi = 0; gi < m_spec.groups.size(); ++gi) {
        const NodeGroup &g = m_spec.groups[gi];
        const QString field = QStringLiteral("groups[%1]").arg(gi);
        if (names.contains(g.name))
            throw Error(Tr::tr("duplicate group name \"%1\"").arg(g.name), {},
                        field + QLatin1String(".name"));
        names.insert(g.name);
        GroupInfo info;
        info.type = typeFor(g.nodeType, field + QLatin1String(".node-type"));
        // The CPU keys set the node type's CPU facts; groups sharing the type must agree.
        for (std::size_t gj = 0; gj < gi; ++gj) {
            const NodeGroup &o = m_spec.groups[gj];
            if (m_groups[gj].type != info.type)
                continue;
            if (o.cpusPerNode != g.cpusPerNode || o.cpuFp64Tflops != g.cpuFp64Tflops ||
                o.cpuModel != g.cpuModel)
                throw Error(Tr::tr("groups \"%1\" and \"%2\" give node type \"%3\" different "
                                   "CPUs; give each group a node type of its own")
                                .arg(o.name, g.name, g.nodeType),
                            {}, field + QLatin1String(".cpus-per-node"));
        }
        info.gpus = g.gpusPerNode > 0 ? g.gpusPerNode : type(info.type).gpuCount;
        info.nics = g.nicsPerNode > 0 ? g.nicsPerNode : info.gpus;
        info.prefix = g.namePrefix.isEmpty() ? g.name : g.namePrefix;
        info.used.assign(type(info.type).ports.size(), false);
        info.plane = -1;
        for (std::size_t p = 0; p < m_spec.computePlanes.size(); ++p)
            if (m_spec.computePlanes[p].name == g.plane || (g.plane.isEmpty() && p == 0)) {
                info.plane = int(p);
                break;
            }
        if (info.plane < 0)
            throw Error(Tr::tr("unknown compute plane \"%1\"").arg(g.plane), {},
                        field + QLatin1String(".plane"));
        info.firstDev = int(m_devs.size());
        Vars v = baseVars();
        v.prefix = info.prefix;
        v.group = g.name;
        v.role = QString::fromLatin1(kRoleGpuNode);
        v.plane = m_spec.computePlanes[std::size_t(info.plane)].name;
        for (int i = 0; i < g.count; ++i) {
            v.index = i + 1;
            const int d = addDev(m_nodeName.expand(v), kRoleGpuNode, info.type);
            m_devs[std::size_t(d)].group = int(gi);
        }
        m_groups.push_back(std::move(info));
    }
    m_nodeCount = int(m_devs.size());
}

void Generator::buildComputePlane(int p)
{
    const ComputePlaneSpec &ps = m_spec.computePlanes[std::size_t(p)];
    const QString field = QStringLiteral("compute-planes[%1]").arg(p);
    for (int q = 0; q < p; ++q)
        if (m_spec.computePlanes[std::size_t(q)].name == ps.name)
            throw Error(Tr::tr("duplicate compute plane name \"%1\"").arg(ps.name), {},
                        field + QLatin1String(".name"));
    const double speed =
        ps.portSpeedGbps > 0 ? ps.portSpeedGbps : defaultPortSpeedGbps(ps.technology);

    std::vector<int> groups;
    for (std::size_t g = 0; g < m_groups.size(); ++g)
        if (m_groups[g].plane == p)
            groups.push_back(int(g));

    PlaneRec rec;
    rec.name = ps.name;
    rec.kind = PlaneKind::Compute;
    rec.technology = toString(ps.technology);
    rec.speedGbps = speed;
    rec.rdmaDevices = ps.rdmaDevices;
    m_planes.push_back(rec);
    const int planeRec = int(m_planes.size()) - 1;
    m_computePlaneRec[std::size_t(p)] = planeRec;

    // Compute NIC ports of each group's node type.
    for (int g : groups) {
        GroupInfo &gi = m_groups[std::size_t(g)];
        if (gi.nics <= 0)
            throw Error(Tr::tr("no compute NICs: set nics-per-node or the GPU count of \"%1\"")
                            .arg(type(gi.type).slug),
                        {}, QStringLiteral("groups[%1].nics-per-node").arg(g));
        std::vector<int> ports = selectPorts(gi.type, speed, ps.nodePorts, false, &gi.used);
        if (int(ports.size()) < gi.nics)
            throw Error(Tr::tr("device type \"%1\" has %2 ports at %3 Gb/s for %4 compute NICs")
                            .arg(type(gi.type).slug)
                            .arg(ports.size())
                            .arg(speed)
                            .arg(gi.nics),
                        {}, QStringLiteral("groups[%1].nics-per-node").arg(g));
        ports.resize(std::size_t(gi.nics));
        for (int t : ports)
            gi.used[std::size_t(t)] = true;
        gi.computePorts = std::move(ports);
    }

    if (isSupernodeTopology(ps.topology))
        buildSupernodes(p, groups);

    PlaneSummary sum;
    sum.plane = ps.name;
    sum.topology = isSupernodeTopology(ps.topology) ? ps.scaleOut : ps.topology;
    for (int g : groups)
        sum.nodes += m_spec.groups[std::size_t(g)].count;
    const bool scaleOut =
        !groups.empty() && (!isSupernodeTopology(ps.topology) || !ps.leafType.isEmpty());
    if (scaleOut)
        buildClos(p, planeRec, sum.topology, groups, field, sum);
    m_summaries.push_back(sum);
}

void Generator::buildSupernodes(int p, const std::vector<int> &groups)
{
    const ComputePlaneSpec &ps = m_spec.computePlanes[std::size_t(p)];
    const SupernodeSpec &sn = m_spec.supernode;
    if (ps.topology == Topology::Nvl72) {
        // GB200 NVL72 (docs/references/fabric.md §3.1): 18 compute trays x 4 GPUs = 72 GPUs,
        // 9 NVLink switch trays; 1.8 TB/s bidirectional NVLink per GPU = 900 GB/s one way.
        const int swType =
            sn.switchTraysPerRack > 0
                ? typeFor(sn.switchTrayType, QStringLiteral("supernode.switch-tray-type"))
                : -1;
        PlaneRec rec;
        rec.name = ps.name + QLatin1String("-nvlink");
        rec.kind = PlaneKind::ScaleUp;
        rec.technology = QStringLiteral("nvlink5");
        m_planes.push_back(rec);
        const int planeRec = int(m_planes.size()) - 1;
        for (int g : groups) {
            const GroupInfo &gi = m_groups[std::size_t(g)];
            const NodeGroup &ng = m_spec.groups[std::size_t(g)];
            if (ng.count % sn.computeTraysPerRack != 0)
                throw Error(Tr::tr("%1 compute trays do not fill whole NVL72 racks of %2 trays")
                                .arg(ng.count)
                                .arg(sn.computeTraysPerRack),
                            {}, QStringLiteral("groups[%1].count").arg(g));
            const double gbps =
                sn.scaleUpGBpsPerGpu > 0 ? sn.scaleUpGBpsPerGpu : type(gi.type).nvlinkGBps;
            m_planes[std::size_t(planeRec)].speedGbps = gbps * 8;
            for (int r = 0; r < ng.count / sn.computeTraysPerRack; ++r) {
                SupernodeRec s;
                s.kind = QStringLiteral("nvl72");
                s.gbps = gbps;
                s.name =
                    QStringLiteral("%1-nvl%2").arg(gi.prefix).arg(r + 1, 3, 10, QLatin1Char('0'));
                m_supernodes.push_back(s);
                const int snIdx = int(m_supernodes.size()) - 1;
                for (int t = 0; t < sn.computeTraysPerRack; ++t)
                    m_devs[std::size_t(gi.firstDev + r * sn.computeTraysPerRack + t)].supernode =
                        snIdx;
                m_snSwitches.emplace_back();
                for (int t = 0; t < sn.switchTraysPerRack; ++t) {
                    const int d = addSwitch(kRoleNvswitchTray, swType, planeRec);
                    m_devs[std::size_t(d)].supernode = snIdx;
                    m_snSwitches.back().push_back(d);
                }
            }
        }
        return;
    }

    // CloudMatrix384-style units (docs/references/fabric.md §4).
    const int ubType = typeFor(sn.ubSwitchType, QStringLiteral("supernode.ub-switch-type"));
    if (sn.networkRacksPerUnit >= sn.racksPerUnit)
        throw Error(Tr::tr("a unit of %1 racks has no room for compute racks").arg(sn.racksPerUnit),
                    {}, QStringLiteral("supernode.network-racks-per-unit"));
    if (sn.ubSwitchesPerUnit % sn.ubSubPlanes != 0)
        throw Error(Tr::tr("%1 UB switches do not split into %2 sub-planes")
                        .arg(sn.ubSwitchesPerUnit)
                        .arg(sn.ubSubPlanes),
                    {}, QStringLiteral("supernode.ub-sub-planes"));
    PlaneRec rec;
    rec.name = ps.name + QLatin1String("-ub");
    rec.kind = PlaneKind::ScaleUp;
    rec.technology = QStringLiteral("ub");
    rec.speedGbps = sn.ubSpeedGbps;
    m_planes.push_back(rec);
    const int planeRec = int(m_planes.size()) - 1;
    int ubRadix = 0;
    const std::vector<int> ubSwitchPorts = switchPorts(
        ubType, sn.ubSpeedGbps, 0, QStringLiteral("supernode.ub-switch-type"), &ubRadix);
    for (int g : groups) {
        GroupInfo &gi = m_groups[std::size_t(g)];
        const NodeGroup &ng = m_spec.groups[std::size_t(g)];
        if (gi.gpus <= 0 || sn.chipsPerUnit % gi.gpus != 0)
            throw Error(Tr::tr("%1 chips per unit is not a whole number of %2-chip nodes")
                            .arg(sn.chipsPerUnit)
                            .arg(gi.gpus),
                        {}, QStringLiteral("supernode.chips-per-unit"));
        const int nodesPerUnit = sn.chipsPerUnit / gi.gpus;
        if (ng.count % nodesPerUnit != 0)
            throw Error(Tr::tr("%1 nodes do not fill whole units of %2 nodes (%3 chips)")
                            .arg(ng.count)
                            .arg(nodesPerUnit)
                            .arg(sn.chipsPerUnit),
                        {}, QStringLiteral("groups[%1].count").arg(g));
        gi.ubPorts = selectPorts(gi.type, sn.ubSpeedGbps, sn.ubPorts, false, &gi.used);
        if (gi.ubPorts.empty())
            throw Error(Tr::tr("device type \"%1\" has no free UB ports at %2 Gb/s")
                            .arg(type(gi.type).slug)
                            .arg(sn.ubSpeedGbps),
                        {}, QStringLiteral("supernode.ub-ports"));
        for (int t : gi.ubPorts)
            gi.used[std::size_t(t)] = true;
        const int perSwitch = nodesPerUnit * ceilDiv(i64(gi.ubPorts.size()), sn.ubSwitchesPerUnit);
        if (perSwitch > ubRadix)
            throw Error(Tr::tr("a UB switch would need %1 ports; \"%2\" has %3")
                            .arg(perSwitch)
                            .arg(type(ubType).slug)
                            .arg(ubRadix),
                        {}, QStringLiteral("supernode.ub-switch-type"));
        const double gbps = sn.scaleUpGBpsPerGpu > 0
                                ? sn.scaleUpGBpsPerGpu
                                : double(gi.ubPorts.size()) * sn.ubSpeedGbps / 8 / gi.gpus;
        const int units = ng.count / nodesPerUnit;
        for (int u = 0; u < units; ++u) {
            SupernodeRec s;
            s.kind = QStringLiteral("cloudmatrix%1").arg(sn.chipsPerUnit);
            s.gbps = gbps;
            s.name = QStringLiteral("%1-cm%2").arg(gi.prefix).arg(u + 1, 3, 10, QLatin1Char('0'));
            m_supernodes.push_back(s);
            const int snIdx = int(m_supernodes.size()) - 1;
            std::vector<int> sw;
            std::vector<Alloc> alloc;
            for (int k = 0; k < sn.ubSwitchesPerUnit; ++k) {
                const int d = addSwitch(kRoleUbSwitch, ubType, planeRec);
                m_devs[std::size_t(d)].supernode = snIdx;
                sw.push_back(d);
                alloc.push_back(Alloc{ubSwitchPorts, 0});
            }
            for (int n = 0; n < nodesPerUnit; ++n) {
                const int node = gi.firstDev + u * nodesPerUnit + n;
                m_devs[std::size_t(node)].supernode = snIdx;
                for (std::size_t pIdx = 0; pIdx < gi.ubPorts.size(); ++pIdx) {
                    const std::size_t s2 = pIdx % std::size_t(sn.ubSwitchesPerUnit);
                    link(node, gi.ubPorts[pIdx], sw[s2],
                         take(alloc, s2, sw[s2], QStringLiteral("supernode")), planeRec);
                }
            }
            m_snSwitches.push_back(std::move(sw));
        }
    }
}

void Generator::buildClos(int p, int planeRec, Topology shape, const std::vector<int> &groups,
                          const QString &field, PlaneSummary &sum)
{
    const ComputePlaneSpec &ps = m_spec.computePlanes[std::size_t(p)];
    ClosBuild c;
    c.plane = &ps;
    c.planeRec = planeRec;
    c.field = field;
    c.railShape = shape != Topology::FatTree;
    c.speed = m_planes[std::size_t(planeRec)].speedGbps;

    const QString spineSlug = ps.spineType.isEmpty() ? ps.leafType : ps.spineType;
    const QString coreSlug = ps.coreType.isEmpty() ? spineSlug : ps.coreType;
    c.leafT = typeFor(ps.leafType, field + QLatin1String(".leaf-type"));
    ClosSizingInput in;
    in.shape = shape;
    in.plane = ps;
    in.field = field;
    in.leafSlug = type(c.leafT).slug;
    c.leafPorts =
        switchPorts(c.leafT, c.speed, ps.radix, field + QLatin1String(".leaf-type"), &in.leafRadix);
    for (int g : groups) {
        in.rails = std::max(in.rails, m_groups[std::size_t(g)].nics);
        in.groupNodes.push_back(m_spec.groups[std::size_t(g)].count);
    }
    c.R = in.rails;
    c.leaf = sizeLeaves(in);
    if (c.leaf.leafUp > 0) {
        c.spineT = typeFor(spineSlug, field + QLatin1String(".spine-type"));
        c.spinePorts = switchPorts(c.spineT, c.speed, ps.radix,
                                   field + QLatin1String(".spine-type"), &in.spineRadix);
    }
    c.spine = sizeSpines(in, c.leaf);

    buildLeaves(c, groups, sum);
    buildManagers(c, sum);
    int spineCount = 0, coreCount = 0;
    if (c.spine.needSpine && !c.spine.threeTier()) {
        spineCount = buildTwoTier(c, sum);
    } else if (c.spine.threeTier()) {
        c.coreT = typeFor(coreSlug, field + QLatin1String(".core-type"));
        c.corePorts = switchPorts(c.coreT, c.speed, ps.radix, field + QLatin1String(".core-type"),
                                  &in.coreRadix);
        const CoreSizing core = sizeCore(in, c.leaf);
        buildThreeTier(c, core, sum, spineCount, coreCount);
    }

    sum.rails = c.railShape ? c.R : 0;
    sum.nodesPerSu = c.leaf.nodesPerUnit;
    sum.leafUplinks = c.leaf.leafUp;
    sum.sus = c.leaf.units;
    sum.targetNodeSlots = c.leaf.targetNodes;
    sum.targetSus = c.leaf.targetUnits;
    sum.reservedNodeSlots = ps.reservedNodeSlots;
    sum.managerLinks = ps.managerLinks;
    sum.tiers = shape == Topology::RailOnly ? (c.spine.needSpine ? 2 : 1) : c.spine.tiers;
    sum.leaves = c.leaf.leaves;
    sum.spines = spineCount;
    sum.cores = coreCount;
    if (c.spine.needSpine) {
        const ClosSizing whole = sizeClos(in); // pure: the same counts, with the pair figures
        sum.linksPerLeafSpinePairMin = whole.linksPerPairMin;
        sum.linksPerLeafSpinePairMax = whole.linksPerPairMax;
        sum.spinePortsUsed = whole.spineDownUsed;
        sum.spineRadix = in.spineRadix;
        sum.spinesMinimum = whole.spinesMinimum;
    }
    if (c.railShape)
        m_planes[std::size_t(planeRec)].rails = c.R;
}

void Generator::buildLeaves(ClosBuild &c, const std::vector<int> &groups, PlaneSummary &sum)
{
    const int nps = c.leaf.nodesPerUnit, leafDown = c.leaf.leafDown, leafUp = c.leaf.leafUp;
    const int res = c.plane->reservedLeafPorts;
    const int perUnit = c.leaf.leavesPerUnit;
    // SU (or leaf unit) of every node; each group starts a new unit.
    struct Slot
    {
        int dev, unit, slot;
    };
    std::vector<Slot> nodeSlots;
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const GroupInfo &g = m_groups[std::size_t(groups[gi])];
        const int count = m_spec.groups[std::size_t(groups[gi])].count;
        const int first = c.leaf.groupFirstUnit[gi];
        for (int j = 0; j < count; ++j) {
            nodeSlots.push_back(Slot{g.firstDev + j, first + j / nps, j % nps});
            if (c.railShape)
                m_devs[std::size_t(g.firstDev + j)].su = first + j / nps;
        }
    }

    // Leaves.
    c.leaves.assign(std::size_t(c.leaf.leaves), 0);
    c.leafAlloc.assign(std::size_t(c.leaf.leaves), {});
    for (int u = 0; u < c.leaf.units; ++u)
        for (int r = 0; r < perUnit; ++r) {
            const std::size_t li = std::size_t(u * perUnit + r);
            c.leaves[li] = addSwitch(kRoleLeaf, c.leafT, c.planeRec, c.railShape ? u : -1, r);
            if (c.railShape)
                m_devs[std::size_t(c.leaves[li])].su = u;
            // Uplinks start after the down ports and the reserved ports.
            c.leafAlloc[li].ports.assign(c.leafPorts.begin() + leafDown + res,
                                         c.leafPorts.begin() + leafDown + res + leafUp);
        }

    // Node - leaf.
    for (const Slot &s : nodeSlots) {
        const Dev &node = m_devs[std::size_t(s.dev)];
        const GroupInfo &g = m_groups[std::size_t(node.group)];
        for (int r = 0; r < int(g.computePorts.size()); ++r) {
            const int li = s.unit * perUnit + (c.railShape ? r : 0);
            const int port = c.railShape ? s.slot : s.slot * c.R + r;
            link(s.dev, g.computePorts[std::size_t(r)], c.leaves[std::size_t(li)],
                 c.leafPorts[std::size_t(port)], c.planeRec, c.railShape ? r : -1);
            ++sum.nodeLeafCables;
        }
    }
}

// Fabric managers (UFM) on the reserved node slots of the last unit (FAB-1 Table 4, fn 1).
void Generator::buildManagers(ClosBuild &c, PlaneSummary &sum)
{
    const ComputePlaneSpec &ps = *c.plane;
    const QString &field = c.field;
    const int R = c.R, resSlots = ps.reservedNodeSlots, nps = c.leaf.nodesPerUnit;
    if (ps.managers <= 0 && ps.managerLinks <= 0)
        return;
    if (ps.managers <= 0 || ps.managerLinks <= 0)
        throw Error(Tr::tr("managers and manager-links go together"), {},
                    field + QLatin1String(".managers"));
    if (ps.managerLinks > resSlots * R)
        throw Error(Tr::tr("%1 manager links need %2 reserved node slots of %3 ports")
                        .arg(ps.managerLinks)
                        .arg(ceilDiv(ps.managerLinks, R))
                        .arg(R),
                    {}, field + QLatin1String(".reserved-node-slots"));
    const int mt = typeFor(ps.managerType, field + QLatin1String(".manager-type"));
    const int perManager = ceilDiv(ps.managerLinks, ps.managers);
    const std::vector<int> mPorts = selectPorts(mt, c.speed, {}, false);
    if (int(mPorts.size()) < perManager)
        throw Error(Tr::tr("device type \"%1\" has %2 ports at %3 Gb/s for %4 manager links")
                        .arg(type(mt).slug)
                        .arg(mPorts.size())
                        .arg(c.speed)
                        .arg(perManager),
                    {}, field + QLatin1String(".manager-type"));
    std::vector<int> mgr;
    mgr.reserve(std::size_t(ps.managers));
    for (int m = 0; m < ps.managers; ++m)
        mgr.push_back(addSwitch(kRoleFabricManager, mt, c.planeRec));
    const int lastUnit = c.leaf.units - 1;
    for (int i = 0; i < ps.managerLinks; ++i) {
        const int r = i % R;
        const int slot = nps - resSlots + i / R;
        const int port = c.railShape ? slot : slot * R + r;
        const int li = lastUnit * c.leaf.leavesPerUnit + (c.railShape ? r : 0);
        link(mgr[std::size_t(i / perManager)], mPorts[std::size_t(i % perManager)],
             c.leaves[std::size_t(li)], c.leafPorts[std::size_t(port)], c.planeRec);
        ++sum.managerLeafCables;
    }
    sum.managers = ps.managers;
}

// Two tiers: one Clos for the plane, or one per rail. Returns the spines added.
int Generator::buildTwoTier(ClosBuild &c, PlaneSummary &sum)
{
    const int S = c.spine.spinesPerClos, leafUp = c.leaf.leafUp, L = c.leaf.leaves;
    const bool perRail = c.spine.perRailClos;
    for (int k = 0; k < c.spine.closCount; ++k) {
        std::vector<int> spines;
        std::vector<Alloc> alloc;
        for (int s = 0; s < S; ++s) {
            spines.push_back(addSwitch(kRoleSpine, c.spineT, c.planeRec, -1, perRail ? k : 0));
            alloc.push_back(Alloc{c.spinePorts, 0});
        }
        int i = 0;
        for (int li = 0; li < L; ++li) {
            if (perRail && li % c.R != k)
                continue;
            const std::size_t lis = std::size_t(li);
            for (int u = 0; u < leafUp; ++u) {
                const std::size_t s = std::size_t((i64(i) * leafUp + u) % S);
                link(c.leaves[lis], take(c.leafAlloc, lis, c.leaves[lis], c.field), spines[s],
                     take(alloc, s, spines[s], c.field), c.planeRec);
                ++sum.leafSpineCables;
            }
            ++i;
        }
    }
    return c.spine.closCount * S;
}

// Three tiers: pods of leaves (rail-optimized: of one rail), spines per pod, core groups.
void Generator::buildThreeTier(ClosBuild &c, const CoreSizing &core, PlaneSummary &sum,
                               int &spineCount, int &coreCount)
{
    const int P = core.podUnits, G = core.spinesPerPod, leafUp = c.leaf.leafUp;
    const std::vector<PodSizing> &pods = core.pods;
    // Spines of the pods that have leaves (pre-provisioned in full for the target size).
    std::vector<std::vector<int>> podLeaves(pods.size()), podSpines(pods.size());
    std::vector<std::vector<Alloc>> podAlloc(pods.size());
    for (std::size_t q = 0; q < pods.size(); ++q) {
        const PodSizing &pd = pods[q];
        for (int x = 0; x < pd.size; ++x) {
            const int unit = pd.index * P + x;
            if (unit >= c.leaf.units)
                break;
            podLeaves[q].push_back(c.railShape ? unit * c.R + pd.universe : unit);
        }
        if (podLeaves[q].empty())
            continue;
        for (int j = 0; j < G; ++j) {
            podSpines[q].push_back(
                addSwitch(kRoleSpine, c.spineT, c.planeRec, -1, c.railShape ? pd.universe : 0));
            Alloc a;
            a.ports.assign(c.spinePorts.begin(), c.spinePorts.begin() + core.spineDown);
            podAlloc[q].push_back(std::move(a));
        }
        spineCount += G;
    }
    // Core groups, sized for the target: group j takes the uplinks of spine j of every pod.
    std::vector<std::vector<int>> cores(static_cast<std::size_t>(G));
    std::vector<std::vector<Alloc>> coreAlloc(static_cast<std::size_t>(G));
    for (int j = 0; j < G; ++j) {
        const int cpg = core.coresPerGroup[std::size_t(j)];
        for (int k = 0; k < cpg; ++k) {
            cores[std::size_t(j)].push_back(addSwitch(kRoleCore, c.coreT, c.planeRec));
            coreAlloc[std::size_t(j)].push_back(Alloc{c.corePorts, 0});
        }
        coreCount += cpg;
    }
    // Leaf - spine, then spine - core (round robin over the group's cores, continuing
    // from pod to pod so that every core gets an equal share).
    for (std::size_t q = 0; q < pods.size(); ++q)
        for (int li : podLeaves[q])
            for (int u = 0; u < leafUp; ++u) {
                const std::size_t s = std::size_t(u % G);
                const int sp = podSpines[q][s];
                const std::size_t lis = std::size_t(li);
                link(c.leaves[lis], take(c.leafAlloc, lis, c.leaves[lis], c.field), sp,
                     take(podAlloc[q], s, sp, c.field), c.planeRec);
                ++sum.leafSpineCables;
            }
    const std::vector<int> upPorts(c.spinePorts.begin() + core.spineDown,
                                   c.spinePorts.begin() + core.spineDown + core.spineUp);
    std::vector<i64> offset(static_cast<std::size_t>(G), 0); // uplinks given so far per group
    for (std::size_t q = 0; q < pods.size(); ++q) {
        for (int j = 0; j < G; ++j) {
            const std::size_t js = std::size_t(j);
            const int up = pods[q].up[js];
            if (!podSpines[q].empty()) {
                const int cpg = int(cores[js].size());
                for (int u = 0; u < up; ++u) {
                    const std::size_t m = std::size_t((offset[js] + u) % cpg);
                    link(podSpines[q][js], upPorts[std::size_t(u)], cores[js][m],
                         take(coreAlloc[js], m, cores[js][m], c.field), c.planeRec);
                    ++sum.spineCoreCables;
                }
            }
            offset[js] += up;
        }
    }
}

void Generator::buildAux(const AuxPlaneSpec &a, const QString &field, PlaneKind kind,
                         const char *leafRole, const char *spineRole)
{
    if (!a.enabled)
        return;
    PlaneRec rec;
    rec.name = a.name;
    rec.kind = kind;
    rec.technology = a.technology;
    rec.speedGbps = a.speedGbps;
    for (const PlaneRec &other : m_planes)
        if (other.name == a.name)
            throw Error(Tr::tr("duplicate plane name \"%1\"").arg(a.name), {},
                        field + QLatin1String(".name"));
    m_planes.push_back(rec);
    const int planeRec = int(m_planes.size()) - 1;
    const bool oob = kind == PlaneKind::OutOfBand;

    // Endpoints: node ports, then (OOB) the management port of every other device.
    struct End
    {
        int dev, tpl;
    };
    std::vector<End> ends;
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        GroupInfo &gi = m_groups[g];
        const bool mgmt = oob && a.nodePorts.type.isEmpty() && a.nodePorts.prefix.isEmpty();
        std::vector<int> ports = selectPorts(gi.type, a.speedGbps, a.nodePorts, mgmt, &gi.used);
        if (int(ports.size()) < a.portsPerNode)
            throw Error(Tr::tr("device type \"%1\" has %2 free %3 ports for %4 per node")
                            .arg(type(gi.type).slug)
                            .arg(ports.size())
                            .arg(mgmt ? QStringLiteral("management")
                                      : QStringLiteral("%1 Gb/s").arg(a.speedGbps))
                            .arg(a.portsPerNode),
                        {}, field + QLatin1String(".ports-per-node"));
        ports.resize(std::size_t(a.portsPerNode));
        for (int t : ports)
            gi.used[std::size_t(t)] = true;
        const int count = m_spec.groups[g].count;
        for (int n = 0; n < count; ++n)
            for (int t : ports)
                ends.push_back(End{gi.firstDev + n, t});
    }
    if (oob) {
        const int devCount = int(m_devs.size());
        for (int d = m_nodeCount; d < devCount; ++d) {
            const std::vector<int> m = selectPorts(m_devs[std::size_t(d)].type, 0, {}, true);
            if (!m.empty())
                ends.push_back(End{d, m.front()});
        }
    }
    if (ends.empty())
        return;

    const int leafT = typeFor(a.leafType, field + QLatin1String(".leaf-type"));
    std::vector<int> down = selectPorts(leafT, a.speedGbps, {}, false);
    std::vector<int> up;
    const bool hasSpine = !a.spineType.isEmpty();
    const double upSpeed = a.uplinkSpeedGbps > 0 ? a.uplinkSpeedGbps : a.speedGbps;
    if (hasSpine) {
        if (std::abs(upSpeed - a.speedGbps) > 1e-9) {
            up = selectPorts(leafT, upSpeed, {}, false);
        } else {
            const int k = type(leafT).radix > 0 ? std::min(type(leafT).radix, int(down.size()))
                                                : int(down.size());
            const int d =
                k * a.oversubscription.down / (a.oversubscription.down + a.oversubscription.up);
            const int u = ceilDiv(i64(d) * a.oversubscription.up, a.oversubscription.down);
            up.assign(down.begin() + d,
                      down.begin() + std::min<std::size_t>(down.size(), std::size_t(d + u)));
            down.resize(std::size_t(d));
        }
    }
    if (down.empty())
        throw Error(Tr::tr("device type \"%1\" has no ports at %2 Gb/s")
                        .arg(type(leafT).slug)
                        .arg(a.speedGbps),
                    {}, field + QLatin1String(".leaf-type"));
    const int perLeaf = int(down.size());
    const int L = ceilDiv(i64(ends.size()), perLeaf);
    std::vector<int> leaves;
    leaves.reserve(std::size_t(L));
    for (int l = 0; l < L; ++l)
        leaves.push_back(addSwitch(leafRole, leafT, planeRec));
    for (std::size_t e = 0; e < ends.size(); ++e)
        link(ends[e].dev, ends[e].tpl, leaves[e / std::size_t(perLeaf)],
             down[e % std::size_t(perLeaf)], planeRec);

    if (hasSpine && !up.empty()) {
        const int spineT = typeFor(a.spineType, field + QLatin1String(".spine-type"));
        int kS = 0;
        const std::vector<int> sp =
            switchPorts(spineT, upSpeed, 0, field + QLatin1String(".spine-type"), &kS);
        if (L > kS)
            throw Error(
                Tr::tr("%1 leaves exceed the %2 ports of one spine; this plane supports 2 tiers")
                    .arg(L)
                    .arg(kS),
                {}, field + QLatin1String(".spine-type"));
        const int Up = int(up.size());
        const int S = ceilDiv(i64(L) * Up, kS);
        std::vector<int> spines;
        std::vector<Alloc> alloc;
        for (int s = 0; s < S; ++s) {
            spines.push_back(addSwitch(spineRole, spineT, planeRec));
            alloc.push_back(Alloc{sp, 0});
        }
        for (int l = 0; l < L; ++l)
            for (int u = 0; u < Up; ++u) {
                const std::size_t s = std::size_t((i64(l) * Up + u) % S);
                link(leaves[std::size_t(l)], up[std::size_t(u)], spines[s],
                     take(alloc, s, spines[s], field), planeRec);
            }
    }
}

Design Generator::run(GenerateReport *report)
{
    const PlacementSpec &ps = m_spec.placement;
    m_nodeName = NameTemplate(ps.nodeName, QStringLiteral("placement.node-name"));
    m_switchName = NameTemplate(ps.switchName, QStringLiteral("placement.switch-name"));
    m_rackName = NameTemplate(ps.rackName, QStringLiteral("placement.rack-name"));
    m_rowName = NameTemplate(ps.rowName, QStringLiteral("placement.row-name"));
    m_cableLabel = NameTemplate(ps.cableLabel, QStringLiteral("placement.cable-label"));
    if (m_spec.groups.empty())
        throw Error(Tr::tr("at least one node group is needed"), {}, QStringLiteral("groups"));
    if (m_spec.computePlanes.empty())
        throw Error(Tr::tr("at least one compute plane is needed"), {},
                    QStringLiteral("compute-planes"));
    if (ps.networkRacksPerRow >= ps.racksPerRow)
        throw Error(Tr::tr("no rack slot left for compute racks"), {},
                    QStringLiteral("placement.network-racks-per-row"));

    m_typeUsed.assign(m_types.size(), false);
    for (std::size_t i = 0; i < m_types.size(); ++i)
        if (!m_typeIndex.contains(m_types[i].slug))
            m_typeIndex.insert(m_types[i].slug, int(i));

    resolveGroupCounts();
    buildNodes();
    m_computePlaneRec.assign(m_spec.computePlanes.size(), -1);
    for (std::size_t p = 0; p < m_spec.computePlanes.size(); ++p)
        buildComputePlane(int(p));
    buildAux(m_spec.storage, QStringLiteral("storage"), PlaneKind::Storage, kRoleStorageLeaf,
             kRoleStorageSpine);
    buildAux(m_spec.inband, QStringLiteral("inband"), PlaneKind::InbandMgmt, kRoleInbandLeaf,
             kRoleInbandSpine);
    buildAux(m_spec.oob, QStringLiteral("oob"), PlaneKind::OutOfBand, kRoleMgmtSwitch,
             kRoleMgmtSpine);
    place();
    Design d = emitDesign();
    Diagnostics warnings = sizeCables(d, m_spec.cabling, bomOptionsFor(m_spec, d));
    if (report) {
        report->planes = m_summaries;
        report->groupCounts = m_groupCounts;
        report->warnings = std::move(warnings);
        report->notes = emptyNetworkSlots();
    }
    return d;
}

} // namespace detail

Design generate(const FabricSpec &spec, const std::vector<DeviceType> &types,
                GenerateReport *report)
{
    detail::Generator g(spec, types);
    return g.run(report);
}

} // namespace ry::fabric
