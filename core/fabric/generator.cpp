#include "generator.h"

#include "cabling.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace ry::fabric {

namespace {

using i64 = long long;

int ceilDiv(i64 a, i64 b)
{
    return b <= 0 ? 0 : int((a + b - 1) / b);
}

// ---------------------------------------------------------------------------------------------
// Name templates

struct Segment
{
    QString literal; ///< when field is empty
    QString field;
    int width = 0;
};

const QStringList &textPlaceholders()
{
    static const QStringList l{QStringLiteral("site"),   QStringLiteral("room"),
                               QStringLiteral("prefix"), QStringLiteral("group"),
                               QStringLiteral("plane"),  QStringLiteral("role")};
    return l;
}
const QStringList &numberPlaceholders()
{
    static const QStringList l{QStringLiteral("row"), QStringLiteral("rack"),
                               QStringLiteral("index"), QStringLiteral("su"),
                               QStringLiteral("rail")};
    return l;
}

std::vector<Segment> parseTemplate(const QString &tpl, const QString &field)
{
    std::vector<Segment> out;
    QString lit;
    for (qsizetype i = 0; i < tpl.size(); ++i) {
        const QChar c = tpl[i];
        if (c == QLatin1Char('}'))
            throw Error(Tr::tr("unbalanced '}' in name template \"%1\"").arg(tpl), {}, field);
        if (c != QLatin1Char('{')) {
            lit += c;
            continue;
        }
        const qsizetype end = tpl.indexOf(QLatin1Char('}'), i);
        if (end < 0)
            throw Error(Tr::tr("unbalanced '{' in name template \"%1\"").arg(tpl), {}, field);
        const QString inner = tpl.mid(i + 1, end - i - 1);
        Segment s;
        const qsizetype colon = inner.indexOf(QLatin1Char(':'));
        s.field = colon < 0 ? inner : inner.left(colon);
        if (colon >= 0) {
            bool ok = false;
            s.width = inner.mid(colon + 1).toInt(&ok);
            if (!ok || s.width < 0 || s.width > 12)
                throw Error(Tr::tr("bad width in \"{%1}\" of name template \"%2\"").arg(inner, tpl),
                            {}, field);
            if (!numberPlaceholders().contains(s.field))
                throw Error(Tr::tr("a width applies to numbers only: \"{%1}\"").arg(inner), {},
                            field);
        }
        if (!textPlaceholders().contains(s.field) && !numberPlaceholders().contains(s.field))
            throw Error(
                Tr::tr("unknown placeholder \"{%1}\" in name template \"%2\"; known: %3")
                    .arg(inner, tpl,
                         (textPlaceholders() + numberPlaceholders()).join(QLatin1String(", "))),
                {}, field);
        if (!lit.isEmpty()) {
            out.push_back(Segment{lit, {}, 0});
            lit.clear();
        }
        out.push_back(std::move(s));
        i = end;
    }
    if (!lit.isEmpty())
        out.push_back(Segment{lit, {}, 0});
    return out;
}

/// Values for one expansion. Numbers are printed as given (callers pass 1-based indexes).
struct Vars
{
    QString site, room, prefix, group, plane, role;
    int row = 0, rack = 0, index = 0, su = 0, rail = 0;
};

class NameTemplate
{
public:
    NameTemplate() = default;
    NameTemplate(const QString &tpl, const QString &field) : m_segments(parseTemplate(tpl, field))
    {
    }
    QString expand(const Vars &v) const
    {
        QString out;
        for (const Segment &s : m_segments) {
            if (s.field.isEmpty()) {
                out += s.literal;
                continue;
            }
            const QString &f = s.field;
            if (f == QLatin1String("site"))
                out += v.site;
            else if (f == QLatin1String("room"))
                out += v.room;
            else if (f == QLatin1String("prefix"))
                out += v.prefix;
            else if (f == QLatin1String("group"))
                out += v.group;
            else if (f == QLatin1String("plane"))
                out += v.plane;
            else if (f == QLatin1String("role"))
                out += v.role;
            else {
                int n = 0;
                if (f == QLatin1String("row"))
                    n = v.row;
                else if (f == QLatin1String("rack"))
                    n = v.rack;
                else if (f == QLatin1String("index"))
                    n = v.index;
                else if (f == QLatin1String("su"))
                    n = v.su;
                else
                    n = v.rail;
                out += QStringLiteral("%1").arg(n, s.width, 10, QLatin1Char('0'));
            }
        }
        return out;
    }

private:
    std::vector<Segment> m_segments;
};

// ---------------------------------------------------------------------------------------------
// Plan records

struct Dev
{
    QString name;
    QString role;
    int type = -1; ///< index into the input types
    int su = -1;
    int supernode = -1; ///< index into supernodes
    int group = -1;
    int rack = -1;       ///< planner rack index
    double position = 0; ///< lowest U, 1-based; 0 = not in a U
    Face face = Face::Front;
    bool placed = false;
};

struct Link
{
    int a = -1, ta = -1; ///< device index, template index (a is the node end when rail >= 0)
    int b = -1, tb = -1;
    int plane = -1;
    int rail = -1;
};

struct PlaneRec
{
    QString name;
    PlaneKind kind = PlaneKind::Compute;
    QString technology;
    double speedGbps = 0;
    int rails = 0; ///< Rail rows to create
};

struct SupernodeRec
{
    QString name;
    QString kind;
    double gbps = 0;
};

struct GroupInfo
{
    int type = -1;
    int gpus = 0;
    int nics = 0;
    int plane = -1; ///< compute plane spec index
    QString prefix;
    int firstDev = 0;
    std::vector<bool> used; ///< template indexes already given to a plane
    std::vector<int> computePorts;
    std::vector<int> ubPorts;
};

struct PRack
{
    int row = 0;
    int slot = 0;
    QString role;
    double usedU = 0;
    double powerW = 0;
};

// ---------------------------------------------------------------------------------------------

class Generator
{
public:
    Generator(const FabricSpec &spec, const std::vector<DeviceType> &types)
        : m_spec(spec), m_types(types)
    {
    }

    Design run(GenerateReport *report);

private:
    // --- types and ports
    int typeFor(const QString &slug, const QString &field)
    {
        auto it = m_typeIndex.constFind(slug);
        if (slug.isEmpty())
            throw Error(Tr::tr("a device type slug is required"), {}, field);
        if (it == m_typeIndex.cend())
            throw Error(Tr::tr("unknown device type slug \"%1\"").arg(slug), {}, field);
        m_typeUsed[std::size_t(*it)] = true;
        return *it;
    }
    const DeviceType &type(int i) const { return m_types[std::size_t(i)]; }
    double powerOf(int t) const
    {
        const DeviceType &d = type(t);
        if (m_spec.placement.budgetTypicalPower && d.powerTypicalW > 0)
            return d.powerTypicalW;
        return d.powerMaxW > 0 ? d.powerMaxW : d.powerTypicalW;
    }

    /// Data interfaces of type `t` for a plane: see PortSelector. `mgmt` picks management-only
    /// interfaces instead. Skips templates marked in `used` (may be null).
    std::vector<int> selectPorts(int t, double speed, const PortSelector &sel, bool mgmt,
                                 const std::vector<bool> *used = nullptr) const
    {
        std::vector<int> out;
        const auto &ports = type(t).ports;
        for (std::size_t i = 0; i < ports.size(); ++i) {
            const PortTemplate &p = ports[i];
            if (p.kind != PortKind::Interface || (used && (*used)[i]))
                continue;
            if (mgmt) {
                if (p.mgmtOnly)
                    out.push_back(int(i));
                continue;
            }
            if (p.mgmtOnly)
                continue;
            if (!sel.type.isEmpty() || !sel.prefix.isEmpty()) {
                if (!sel.type.isEmpty() && p.type != sel.type)
                    continue;
                if (!sel.prefix.isEmpty() && !p.name.startsWith(sel.prefix))
                    continue;
            } else if (speed > 0 && std::abs(p.speedGbps - speed) > 1e-9) {
                continue;
            }
            out.push_back(int(i));
        }
        return out;
    }

    /// Switch ports at `speed` and the radix to use (spec override, else DeviceType::radix, else
    /// the number of such ports).
    std::vector<int> switchPorts(int t, double speed, int radixOverride, const QString &field,
                                 int *radix) const
    {
        std::vector<int> ports = selectPorts(t, speed, {}, false);
        int k = radixOverride > 0 ? radixOverride
                                  : (type(t).radix > 0 ? type(t).radix : int(ports.size()));
        if (int(ports.size()) < k)
            throw Error(Tr::tr("device type \"%1\" has %2 data ports at %3 Gb/s, but radix %4 "
                               "needs %4")
                            .arg(type(t).slug)
                            .arg(ports.size())
                            .arg(speed)
                            .arg(k),
                        {}, field);
        ports.resize(std::size_t(k));
        *radix = k;
        return ports;
    }

    // --- devices and links
    int addDev(const QString &name, const char *role, int t, int su = -1)
    {
        Dev d;
        d.name = name;
        d.role = QString::fromLatin1(role);
        d.type = t;
        d.su = su;
        m_devs.push_back(std::move(d));
        return int(m_devs.size()) - 1;
    }
    int addSwitch(const char *role, int t, int plane, int su = -1, int rail = 0)
    {
        Vars v = baseVars();
        v.plane = m_planes[std::size_t(plane)].name;
        v.role = QString::fromLatin1(role);
        v.index = ++m_roleCounters[v.plane + QLatin1Char('/') + v.role];
        v.su = su + 1;
        v.rail = rail;
        return addDev(m_switchName.expand(v), role, t, su);
    }
    void link(int a, int ta, int b, int tb, int plane, int rail = -1)
    {
        m_links.push_back(Link{a, ta, b, tb, plane, rail});
    }
    Vars baseVars() const
    {
        Vars v;
        v.site = m_spec.placement.site;
        v.room = m_spec.placement.room;
        return v;
    }

    /// Port allocator: the next unused port of a switch from its list.
    struct Alloc
    {
        std::vector<int> ports;
        std::size_t next = 0;
    };
    int take(std::vector<Alloc> &allocs, std::size_t i, int dev, const QString &field)
    {
        Alloc &a = allocs[i];
        if (a.next >= a.ports.size())
            throw Error(Tr::tr("switch %1 has no free port left (internal sizing error)")
                            .arg(m_devs[std::size_t(dev)].name),
                        {}, field);
        return a.ports[a.next++];
    }

    void buildNodes();
    void buildComputePlane(int p);
    void buildSupernodes(int p, const std::vector<int> &groups);
    void buildClos(int p, int planeRec, Topology shape, const std::vector<int> &groups,
                   const QString &field, PlaneSummary &sum);
    void buildAux(const AuxPlaneSpec &a, const QString &field, PlaneKind kind, const char *leafRole,
                  const char *spineRole);
    void place();
    Design emitDesign();

    // --- placement helpers
    int newComputeRack(const QString &role);
    bool fits(const PRack &r, double u, double w) const
    {
        const PlacementSpec &ps = m_spec.placement;
        if (r.usedU + u > ps.rackUnits + 1e-9)
            return false;
        return ps.powerBudgetKw <= 0 || r.powerW + w <= ps.powerBudgetKw * 1000 + 1e-6;
    }
    void put(int dev, int rack)
    {
        Dev &d = m_devs[std::size_t(dev)];
        PRack &r = m_racks[std::size_t(rack)];
        const double u = type(d.type).uHeight;
        d.rack = rack;
        d.position = u > 0 ? r.usedU + 1 : 0;
        r.usedU += u;
        r.powerW += powerOf(d.type);
        d.placed = true;
    }
    int rackAt(int row, int slot, const QString &role);
    int findNetworkRack(int prefRow, double u, double w);

    const FabricSpec &m_spec;
    const std::vector<DeviceType> &m_types;
    QHash<QString, int> m_typeIndex;
    std::vector<bool> m_typeUsed;
    NameTemplate m_nodeName, m_switchName, m_rackName, m_rowName, m_cableLabel;

    std::vector<GroupInfo> m_groups;
    std::vector<Dev> m_devs;
    std::vector<Link> m_links;
    std::vector<PlaneRec> m_planes;
    std::vector<int> m_computePlaneRec; ///< spec compute plane -> plane record
    std::vector<SupernodeRec> m_supernodes;
    QHash<QString, int> m_roleCounters;
    std::vector<PlaneSummary> m_summaries;
    std::vector<std::vector<int>> m_snSwitches; ///< per supernode: its switch trays / UB switches
    int m_nodeCount = 0;

    // placement state
    std::vector<PRack> m_racks;
    std::vector<std::vector<int>> m_rowSlots; ///< rack index per slot, -1 = empty
    std::vector<bool> m_rowNetworkOnly;
    std::vector<bool> m_isNetworkSlot;
    int m_cursorRow = 0;
    int m_cursorSlot = -1;
    int m_computeRows = 0;
};

// ---------------------------------------------------------------------------------------------

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
    const double speed = m_planes[std::size_t(planeRec)].speedGbps;
    const bool railShape = shape != Topology::FatTree;

    const int leafT = typeFor(ps.leafType, field + QLatin1String(".leaf-type"));
    const QString spineSlug = ps.spineType.isEmpty() ? ps.leafType : ps.spineType;
    const QString coreSlug = ps.coreType.isEmpty() ? spineSlug : ps.coreType;
    int kL = 0;
    const std::vector<int> leafPorts =
        switchPorts(leafT, speed, ps.radix, field + QLatin1String(".leaf-type"), &kL);

    int R = 0;
    int N = 0;
    for (int g : groups) {
        R = std::max(R, m_groups[std::size_t(g)].nics);
        N += m_spec.groups[std::size_t(g)].count;
    }
    const int T = std::max(N, ps.targetNodes);
    const Ratio leafRatio = ps.oversubscription.size() > 0 ? ps.oversubscription[0] : Ratio{};
    const Ratio spineRatio = ps.oversubscription.size() > 1 ? ps.oversubscription[1] : Ratio{};
    const int res = ps.reservedLeafPorts;
    const int usable = kL - res;
    const int resSlots = ps.reservedNodeSlots;
    if (usable <= 0)
        throw Error(Tr::tr("%1 reserved ports leave nothing of radix %2").arg(res).arg(kL), {},
                    field + QLatin1String(".reserved-leaf-ports"));

    // Leaf down/up split. `nps` = node slots per SU (rail shapes) or per leaf (fat-tree).
    int nps = 0, leafDown = 0, leafUp = 0, tiers = ps.tiers;
    if (shape == Topology::RailOnly) {
        if (tiers == 3)
            throw Error(Tr::tr("a rail-only fabric has 1 or 2 tiers"), {},
                        field + QLatin1String(".tiers"));
        if (ps.nodesPerSu > 0)
            nps = ps.nodesPerSu;
        else if (tiers == 1 || (tiers == 0 && T + resSlots <= usable))
            nps = usable; // one switch per rail, every port down (§5 rail-only sizing)
        else
            nps = usable * leafRatio.down / (leafRatio.down + leafRatio.up);
        const int targetSus = ceilDiv(T + resSlots, nps);
        if (tiers == 0)
            tiers = targetSus <= 1 ? 1 : 2;
        if (tiers == 1 && targetSus > 1)
            throw Error(Tr::tr("a single-tier rail-only fabric holds %1 nodes, not %2")
                            .arg(nps - resSlots)
                            .arg(T),
                        {}, field + QLatin1String(".tiers"));
        leafDown = nps;
        leafUp = tiers == 1 ? 0 : ceilDiv(i64(nps) * leafRatio.up, leafRatio.down);
    } else if (shape == Topology::RailOptimizedFatTree) {
        if (tiers == 1)
            throw Error(Tr::tr("only a rail-only fabric can have 1 tier"), {},
                        field + QLatin1String(".tiers"));
        nps = ps.nodesPerSu > 0 ? ps.nodesPerSu
                                : usable * leafRatio.down / (leafRatio.down + leafRatio.up);
        leafDown = nps;
        leafUp = ceilDiv(i64(nps) * leafRatio.up, leafRatio.down);
    } else {
        if (tiers == 1)
            throw Error(Tr::tr("only a rail-only fabric can have 1 tier"), {},
                        field + QLatin1String(".tiers"));
        const int down = ps.nodesPerSu > 0
                             ? ps.nodesPerSu * R
                             : usable * leafRatio.down / (leafRatio.down + leafRatio.up);
        nps = R > 0 ? down / R : 0;
        if (nps <= 0)
            throw Error(Tr::tr("a leaf with %1 down ports cannot take a node with %2 NICs")
                            .arg(down)
                            .arg(R),
                        {}, field + QLatin1String(".leaf-type"));
        leafDown = nps * R;
        leafUp = ceilDiv(i64(leafDown) * leafRatio.up, leafRatio.down);
    }
    if (nps <= 0 || leafDown + leafUp + res > kL)
        throw Error(Tr::tr("radix %1 of \"%2\" is too small for %3 down + %4 up + %5 reserved "
                           "ports per leaf")
                        .arg(kL)
                        .arg(type(leafT).slug)
                        .arg(leafDown)
                        .arg(leafUp)
                        .arg(res),
                    {}, field + QLatin1String(".leaf-type"));
    if (resSlots >= nps)
        throw Error(Tr::tr("%1 reserved node slots fill a whole SU of %2").arg(resSlots).arg(nps),
                    {}, field + QLatin1String(".reserved-node-slots"));

    // SU (or leaf unit) of every node; each group starts a new unit.
    struct Slot
    {
        int dev, unit, slot;
    };
    std::vector<Slot> nodeSlots;
    int units = 0;
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const GroupInfo &g = m_groups[std::size_t(groups[gi])];
        const int count = m_spec.groups[std::size_t(groups[gi])].count;
        for (int j = 0; j < count; ++j) {
            nodeSlots.push_back(Slot{g.firstDev + j, units + j / nps, j % nps});
            if (railShape)
                m_devs[std::size_t(g.firstDev + j)].su = units + j / nps;
        }
        const bool last = gi + 1 == groups.size();
        units += ceilDiv(count + (last ? resSlots : 0), nps);
    }
    const int targetUnits = std::max(units, ceilDiv(T + resSlots, nps));
    const int leavesPerUnit = railShape ? R : 1;
    const int L = units * leavesPerUnit;
    const int targetLeaves = targetUnits * leavesPerUnit;

    // Spine and core types.
    int kS = 0, kC = 0;
    std::vector<int> spinePorts, corePorts;
    int spineT = -1, coreT = -1;
    const bool needSpine = leafUp > 0;
    if (needSpine) {
        spineT = typeFor(spineSlug, field + QLatin1String(".spine-type"));
        spinePorts =
            switchPorts(spineT, speed, ps.radix, field + QLatin1String(".spine-type"), &kS);
    }
    // Per-rail spine groups (rail-only, or rail-optimized with railSpineGroups): one 2-tier Clos
    // per rail.
    const bool perRailClos = shape == Topology::RailOnly ||
                             (shape == Topology::RailOptimizedFatTree && ps.railSpineGroups &&
                              (tiers == 2 || (tiers == 0 && targetUnits <= kS)));
    if (shape == Topology::RailOptimizedFatTree && ps.railSpineGroups && tiers == 0)
        tiers = targetUnits <= kS ? 2 : 3;
    if (perRailClos && needSpine && targetUnits > kS)
        throw Error(Tr::tr("a 2-tier per-rail Clos joins at most %1 leaves per rail, not %2; use a "
                           "larger radix or 3 tiers (rail-optimized only)")
                        .arg(kS)
                        .arg(targetUnits),
                    {}, field + QLatin1String(".tiers"));
    if (shape != Topology::RailOnly && !perRailClos) {
        if (tiers == 0)
            tiers = targetLeaves <= kS ? 2 : 3;
        if (tiers == 2 && targetLeaves > kS)
            throw Error(Tr::tr("2 tiers cannot join %1 leaves with radix-%2 spines (at most %2 "
                               "leaves); use 3 tiers or \"auto\"")
                            .arg(targetLeaves)
                            .arg(kS),
                        {}, field + QLatin1String(".tiers"));
    }

    // Leaves.
    std::vector<int> leaves(static_cast<std::size_t>(L));
    std::vector<Alloc> leafAlloc(static_cast<std::size_t>(L));
    for (int u = 0; u < units; ++u)
        for (int r = 0; r < leavesPerUnit; ++r) {
            const int li = u * leavesPerUnit + r;
            leaves[std::size_t(li)] = addSwitch(kRoleLeaf, leafT, planeRec, railShape ? u : -1, r);
            if (railShape)
                m_devs[std::size_t(leaves[std::size_t(li)])].su = u;
            // Uplinks start after the down ports and the reserved ports.
            leafAlloc[std::size_t(li)].ports.assign(leafPorts.begin() + leafDown + res,
                                                    leafPorts.begin() + leafDown + res + leafUp);
        }

    // Node - leaf.
    for (const Slot &s : nodeSlots) {
        const Dev &node = m_devs[std::size_t(s.dev)];
        const GroupInfo &g = m_groups[std::size_t(node.group)];
        for (int r = 0; r < int(g.computePorts.size()); ++r) {
            const int li = s.unit * leavesPerUnit + (railShape ? r : 0);
            const int port = railShape ? s.slot : s.slot * R + r;
            link(s.dev, g.computePorts[std::size_t(r)], leaves[std::size_t(li)],
                 leafPorts[std::size_t(port)], planeRec, railShape ? r : -1);
            ++sum.nodeLeafCables;
        }
    }

    // Fabric managers (UFM) on the reserved node slots of the last unit (FAB-1 Table 4, fn 1).
    if (ps.managers > 0 || ps.managerLinks > 0) {
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
        const std::vector<int> mPorts = selectPorts(mt, speed, {}, false);
        if (int(mPorts.size()) < perManager)
            throw Error(Tr::tr("device type \"%1\" has %2 ports at %3 Gb/s for %4 manager links")
                            .arg(type(mt).slug)
                            .arg(mPorts.size())
                            .arg(speed)
                            .arg(perManager),
                        {}, field + QLatin1String(".manager-type"));
        std::vector<int> mgr;
        for (int m = 0; m < ps.managers; ++m)
            mgr.push_back(addSwitch(kRoleFabricManager, mt, planeRec));
        const int lastUnit = units - 1;
        for (int i = 0; i < ps.managerLinks; ++i) {
            const int r = i % R;
            const int slot = nps - resSlots + i / R;
            const int port = railShape ? slot : slot * R + r;
            const int li = lastUnit * leavesPerUnit + (railShape ? r : 0);
            link(mgr[std::size_t(i / perManager)], mPorts[std::size_t(i % perManager)],
                 leaves[std::size_t(li)], leafPorts[std::size_t(port)], planeRec);
            ++sum.managerLeafCables;
        }
        sum.managers = ps.managers;
    }

    auto spineAlloc = [&](std::vector<Alloc> &a) { a.push_back(Alloc{spinePorts, 0}); };

    int spineCount = 0, coreCount = 0;
    if (needSpine && (tiers == 2 || perRailClos)) {
        // Two tiers: one Clos for the plane, or one per rail.
        const int clos = perRailClos ? R : 1;
        const int perClosTarget = perRailClos ? targetUnits : targetLeaves;
        const int S = ceilDiv(i64(perClosTarget) * leafUp, kS);
        for (int c = 0; c < clos; ++c) {
            std::vector<int> spines;
            std::vector<Alloc> alloc;
            for (int s = 0; s < S; ++s) {
                spines.push_back(addSwitch(kRoleSpine, spineT, planeRec, -1, perRailClos ? c : 0));
                spineAlloc(alloc);
            }
            spineCount += S;
            int i = 0;
            for (int li = 0; li < L; ++li) {
                if (perRailClos && li % R != c)
                    continue;
                for (int u = 0; u < leafUp; ++u) {
                    const std::size_t s = std::size_t((i64(i) * leafUp + u) % S);
                    link(leaves[std::size_t(li)],
                         take(leafAlloc, std::size_t(li), leaves[std::size_t(li)], field),
                         spines[s], take(alloc, s, spines[s], field), planeRec);
                    ++sum.leafSpineCables;
                }
                ++i;
            }
        }
    } else if (needSpine) {
        // Three tiers: pods of leaves (rail-optimized: of one rail), spines per pod, core groups.
        coreT = typeFor(coreSlug, field + QLatin1String(".core-type"));
        corePorts = switchPorts(coreT, speed, ps.radix, field + QLatin1String(".core-type"), &kC);
        const int spineDown = kS * spineRatio.down / (spineRatio.down + spineRatio.up);
        const int spineUp = ceilDiv(i64(spineDown) * spineRatio.up, spineRatio.down);
        if (spineDown <= 0 || spineDown + spineUp > kS)
            throw Error(Tr::tr("radix %1 is too small for spine ratio %2")
                            .arg(kS)
                            .arg(spineRatio.toString()),
                        {}, field + QLatin1String(".oversubscription"));
        const int universes = railShape ? R : 1;
        const int perUniverse = railShape ? targetUnits : targetLeaves;
        const int P = std::min(spineDown, perUniverse);
        const int podsPerUniverse = ceilDiv(perUniverse, P);
        const int podsTarget = universes * podsPerUniverse;
        if (podsTarget > kC)
            throw Error(Tr::tr("%1 nodes need %2 pods, more than the core radix %3 can join: this "
                               "needs more than 3 tiers or a larger radix")
                            .arg(T)
                            .arg(podsTarget)
                            .arg(kC),
                        {}, field + QLatin1String(".tiers"));
        // Every pod gets the same G spines, so that every core group reaches every pod; a pod
        // smaller than P (the last one) gives its spines fewer down links and, keeping the
        // spine ratio, proportionally fewer uplinks.
        const int lpp = spineDown / P;      // links per leaf-spine pair in a full pod
        const int G = ceilDiv(leafUp, lpp); // spines per pod = core groups
        struct Pod
        {
            int universe, index, size;
            std::vector<int> up; ///< uplinks of spine j
        };
        std::vector<Pod> pods;
        std::vector<i64> load(static_cast<std::size_t>(G), 0);
        for (int uv = 0; uv < universes; ++uv)
            for (int q = 0; q < podsPerUniverse; ++q) {
                Pod pd{uv, q, std::min(P, perUniverse - q * P), {}};
                for (int j = 0; j < G; ++j) {
                    // Leaf uplink u goes to spine u mod G.
                    const int perLeaf = leafUp / G + (j < leafUp % G ? 1 : 0);
                    const int down = pd.size * perLeaf;
                    const int up =
                        std::min(spineUp, ceilDiv(i64(down) * spineRatio.up, spineRatio.down));
                    pd.up.push_back(up);
                    load[std::size_t(j)] += up;
                }
                pods.push_back(std::move(pd));
            }

        // Spines of the pods that have leaves (pre-provisioned in full for the target size).
        std::vector<std::vector<int>> podLeaves(pods.size()), podSpines(pods.size());
        std::vector<std::vector<Alloc>> podAlloc(pods.size());
        for (std::size_t q = 0; q < pods.size(); ++q) {
            const Pod &pd = pods[q];
            for (int x = 0; x < pd.size; ++x) {
                const int unit = pd.index * P + x;
                if (unit >= units)
                    break;
                podLeaves[q].push_back(railShape ? unit * R + pd.universe : unit);
            }
            if (podLeaves[q].empty())
                continue;
            for (int j = 0; j < G; ++j) {
                podSpines[q].push_back(
                    addSwitch(kRoleSpine, spineT, planeRec, -1, railShape ? pd.universe : 0));
                Alloc a;
                a.ports.assign(spinePorts.begin(), spinePorts.begin() + spineDown);
                podAlloc[q].push_back(std::move(a));
            }
            spineCount += G;
        }
        // Core groups, sized for the target: group j takes the uplinks of spine j of every pod.
        std::vector<std::vector<int>> cores(static_cast<std::size_t>(G));
        std::vector<std::vector<Alloc>> coreAlloc(static_cast<std::size_t>(G));
        for (int j = 0; j < G; ++j) {
            const int cpg = ceilDiv(load[std::size_t(j)], kC);
            for (int c = 0; c < cpg; ++c) {
                cores[std::size_t(j)].push_back(addSwitch(kRoleCore, coreT, planeRec));
                coreAlloc[std::size_t(j)].push_back(Alloc{corePorts, 0});
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
                    link(leaves[std::size_t(li)],
                         take(leafAlloc, std::size_t(li), leaves[std::size_t(li)], field), sp,
                         take(podAlloc[q], s, sp, field), planeRec);
                    ++sum.leafSpineCables;
                }
        const std::vector<int> upPorts(spinePorts.begin() + spineDown,
                                       spinePorts.begin() + spineDown + spineUp);
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
                             take(coreAlloc[js], m, cores[js][m], field), planeRec);
                        ++sum.spineCoreCables;
                    }
                }
                offset[js] += up;
            }
        }
    }

    sum.rails = railShape ? R : 0;
    sum.nodesPerSu = nps;
    sum.leafUplinks = leafUp;
    sum.sus = units;
    sum.tiers = shape == Topology::RailOnly ? (needSpine ? 2 : 1) : tiers;
    sum.leaves = L;
    sum.spines = spineCount;
    sum.cores = coreCount;
    if (railShape)
        m_planes[std::size_t(planeRec)].rails = R;
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

// ---------------------------------------------------------------------------------------------
// Placement

int Generator::rackAt(int row, int slot, const QString &role)
{
    while (int(m_rowSlots.size()) <= row) {
        m_rowSlots.emplace_back(std::size_t(m_spec.placement.racksPerRow), -1);
        m_rowNetworkOnly.push_back(false);
    }
    int &idx = m_rowSlots[std::size_t(row)][std::size_t(slot)];
    if (idx < 0) {
        PRack r;
        r.row = row;
        r.slot = slot;
        r.role = role;
        m_racks.push_back(r);
        idx = int(m_racks.size()) - 1;
    }
    return idx;
}

int Generator::newComputeRack(const QString &role)
{
    const int perRow = m_spec.placement.racksPerRow;
    do {
        ++m_cursorSlot;
        if (m_cursorSlot >= perRow) {
            m_cursorSlot = 0;
            ++m_cursorRow;
        }
    } while (m_isNetworkSlot[std::size_t(m_cursorSlot)]);
    m_computeRows = std::max(m_computeRows, m_cursorRow + 1);
    return rackAt(m_cursorRow, m_cursorSlot, role);
}

int Generator::findNetworkRack(int prefRow, double u, double w)
{
    const int perRow = m_spec.placement.racksPerRow;
    const QString role = QStringLiteral("network");
    // Rows by distance from the preferred one (the lower row first on a tie).
    for (int dist = 0; dist < m_computeRows; ++dist) {
        const int candidates[2] = {prefRow - dist, prefRow + dist};
        for (int c = 0; c < (dist == 0 ? 1 : 2); ++c) {
            const int row = candidates[c];
            if (row < 0 || row >= m_computeRows)
                continue;
            for (int s = 0; s < perRow; ++s) {
                if (!m_isNetworkSlot[std::size_t(s)])
                    continue;
                const int existing = row < int(m_rowSlots.size())
                                         ? m_rowSlots[std::size_t(row)][std::size_t(s)]
                                         : -1;
                if (existing < 0)
                    return rackAt(row, s, role);
                if (fits(m_racks[std::size_t(existing)], u, w))
                    return existing;
            }
        }
    }
    // Network-only rows after the compute rows.
    for (int row = m_computeRows; row < int(m_rowSlots.size()); ++row) {
        if (!m_rowNetworkOnly[std::size_t(row)])
            continue;
        for (int s = 0; s < perRow; ++s) {
            const int existing = m_rowSlots[std::size_t(row)][std::size_t(s)];
            if (existing >= 0 && !fits(m_racks[std::size_t(existing)], u, w))
                continue;
            return existing >= 0 ? existing : rackAt(row, s, role);
        }
    }
    const int row = std::max(m_computeRows, int(m_rowSlots.size()));
    const int r = rackAt(row, 0, role);
    m_rowNetworkOnly[std::size_t(row)] = true;
    return r;
}

void Generator::place()
{
    const PlacementSpec &ps = m_spec.placement;
    m_isNetworkSlot.assign(std::size_t(ps.racksPerRow), false);
    const int nNet = ps.networkRacksPerRow;
    const int first = ps.networkRacks == NetworkRackPosition::End ? ps.racksPerRow - nNet
                                                                  : (ps.racksPerRow - nNet) / 2;
    for (int s = first; s < first + nNet; ++s)
        m_isNetworkSlot[std::size_t(s)] = true;
    const double budgetW = ps.powerBudgetKw * 1000;
    const double usableU = ps.rackUnits - ps.reservedUnits;

    auto checkRack = [&](int rack, const QString &what) {
        const PRack &r = m_racks[std::size_t(rack)];
        if (r.usedU > usableU + 1e-9)
            throw Error(Tr::tr("%1 needs %2 U, the rack has %3 U usable")
                            .arg(what)
                            .arg(r.usedU)
                            .arg(usableU),
                        {}, QStringLiteral("placement.rack-units"));
        if (budgetW > 0 && r.powerW > budgetW + 1e-6)
            throw Error(Tr::tr("%1 draws %2 kW, over the %3 kW rack budget")
                            .arg(what)
                            .arg(r.powerW / 1000)
                            .arg(ps.powerBudgetKw),
                        {}, QStringLiteral("placement.power-budget-kw"));
    };

    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const GroupInfo &gi = m_groups[g];
        const NodeGroup &ng = m_spec.groups[g];
        const Topology topo = m_spec.computePlanes[std::size_t(gi.plane)].topology;
        const DeviceType &nt = type(gi.type);
        if (topo == Topology::Nvl72) {
            const SupernodeSpec &sn = m_spec.supernode;
            const int racks = ng.count / sn.computeTraysPerRack;
            const int lower = std::max(0, sn.computeTraysPerRack / 2 - 1);
            for (int r = 0; r < racks; ++r) {
                const int rack = newComputeRack(QStringLiteral("supernode"));
                const int snIdx =
                    m_devs[std::size_t(gi.firstDev + r * sn.computeTraysPerRack)].supernode;
                auto tray = [&](int t) { put(gi.firstDev + r * sn.computeTraysPerRack + t, rack); };
                for (int t = 0; t < lower; ++t)
                    tray(t);
                for (int d : m_snSwitches[std::size_t(snIdx)])
                    put(d, rack);
                for (int t = lower; t < sn.computeTraysPerRack; ++t)
                    tray(t);
                checkRack(rack, Tr::tr("NVL72 rack %1").arg(m_supernodes[std::size_t(snIdx)].name));
            }
            continue;
        }
        if (topo == Topology::CloudMatrix) {
            const SupernodeSpec &sn = m_spec.supernode;
            const int nodesPerUnit = sn.chipsPerUnit / gi.gpus;
            const int computeRacks = sn.racksPerUnit - sn.networkRacksPerUnit;
            const int perRack = ceilDiv(nodesPerUnit, computeRacks);
            for (int u = 0; u < ng.count / nodesPerUnit; ++u) {
                const int snIdx = m_devs[std::size_t(gi.firstDev + u * nodesPerUnit)].supernode;
                const QString what = Tr::tr("unit %1").arg(m_supernodes[std::size_t(snIdx)].name);
                int rack = -1;
                for (int n = 0; n < nodesPerUnit; ++n) {
                    if (n % perRack == 0) {
                        if (rack >= 0)
                            checkRack(rack, what);
                        rack = newComputeRack(QStringLiteral("compute"));
                    }
                    put(gi.firstDev + u * nodesPerUnit + n, rack);
                }
                checkRack(rack, what);
                const std::vector<int> &sw = m_snSwitches[std::size_t(snIdx)];
                const int perNet = sn.networkRacksPerUnit > 0
                                       ? ceilDiv(i64(sw.size()), sn.networkRacksPerUnit)
                                       : 0;
                rack = -1;
                for (std::size_t k = 0; k < sw.size(); ++k) {
                    if (perNet == 0)
                        break;
                    if (int(k) % perNet == 0) {
                        if (rack >= 0)
                            checkRack(rack, what);
                        rack = newComputeRack(QStringLiteral("ub-network"));
                    }
                    put(sw[k], rack);
                }
                if (rack >= 0)
                    checkRack(rack, what);
            }
            continue;
        }
        // Regular nodes: as many per rack as U, power and the cap allow.
        const double nodeW = powerOf(gi.type);
        int perRack = nt.uHeight > 0 ? int(std::floor(usableU / nt.uHeight + 1e-9)) : ng.count;
        if (budgetW > 0 && nodeW > 0)
            perRack = std::min(perRack, int(std::floor(budgetW / nodeW + 1e-9)));
        if (ps.nodesPerRack > 0)
            perRack = std::min(perRack, ps.nodesPerRack);
        if (perRack <= 0)
            throw Error(
                Tr::tr("a node of type \"%1\" (%2 U, %3 kW) does not fit a %4 U rack with %5")
                    .arg(nt.slug)
                    .arg(nt.uHeight)
                    .arg(nodeW / 1000)
                    .arg(usableU)
                    .arg(budgetW > 0 ? Tr::tr("a %1 kW budget").arg(ps.powerBudgetKw)
                                     : Tr::tr("no power budget")),
                {}, QStringLiteral("placement"));
        int rack = -1, inRack = 0, lastSu = -2;
        for (int n = 0; n < ng.count; ++n) {
            const int d = gi.firstDev + n;
            const int su = m_devs[std::size_t(d)].su;
            if (rack < 0 || inRack == perRack || (ps.suAligned && su != lastSu)) {
                rack = newComputeRack(QStringLiteral("compute"));
                inRack = 0;
            }
            put(d, rack);
            ++inRack;
            lastSu = su;
        }
    }

    // Everything else goes to network racks, near the nodes it serves (leaf-like switches) or
    // in the middle of the hall (spines, cores, managers).
    std::vector<int> firstPeer(m_devs.size(), -1);
    for (const Link &l : m_links) {
        if (firstPeer[std::size_t(l.a)] < 0)
            firstPeer[std::size_t(l.a)] = l.b;
        if (firstPeer[std::size_t(l.b)] < 0)
            firstPeer[std::size_t(l.b)] = l.a;
    }
    const int middle = std::max(0, (m_computeRows - 1) / 2);
    for (std::size_t d = 0; d < m_devs.size(); ++d) {
        Dev &dev = m_devs[d];
        if (dev.placed)
            continue;
        const bool leafLike = dev.role == QLatin1String(kRoleLeaf) ||
                              dev.role.endsWith(QLatin1String("-leaf")) ||
                              dev.role == QLatin1String(kRoleMgmtSwitch);
        int pref = middle;
        const int peer = firstPeer[d];
        if (leafLike && peer >= 0 && m_devs[std::size_t(peer)].placed)
            pref = m_racks[std::size_t(m_devs[std::size_t(peer)].rack)].row;
        const DeviceType &t = type(dev.type);
        const double w = powerOf(dev.type);
        if (t.uHeight > ps.rackUnits || (budgetW > 0 && w > budgetW))
            throw Error(Tr::tr("a device of type \"%1\" (%2 U, %3 kW) does not fit any rack")
                            .arg(t.slug)
                            .arg(t.uHeight)
                            .arg(w / 1000),
                        {}, QStringLiteral("placement"));
        put(int(d), findNetworkRack(pref, t.uHeight, w));
    }
}

// ---------------------------------------------------------------------------------------------
// Emission

Design Generator::emitDesign()
{
    const PlacementSpec &ps = m_spec.placement;
    Design d;
    d.name = m_spec.name;
    d.fabricSpecYaml = emitFabricSpec(m_spec);

    Site site;
    site.name = ps.site;
    const Id siteId = d.sites.add(site);
    Room room;
    room.siteId = siteId;
    room.name = ps.room;
    const Id roomId = d.rooms.add(room);

    // Rows and racks in (row, slot) order.
    std::vector<int> order(m_racks.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const PRack &x = m_racks[std::size_t(a)], &y = m_racks[std::size_t(b)];
        return x.row != y.row ? x.row < y.row : x.slot < y.slot;
    });
    std::vector<Id> rackIds(m_racks.size(), 0);
    std::vector<QString> rackNames(m_racks.size());
    int currentRow = -1;
    Id rowId = 0;
    Vars v = baseVars();
    for (int ri : order) {
        const PRack &r = m_racks[std::size_t(ri)];
        v.row = r.row + 1;
        if (r.row != currentRow) {
            Row row;
            row.roomId = roomId;
            row.index = r.row;
            row.name = m_rowName.expand(v);
            rowId = d.rows.add(row);
            currentRow = r.row;
        }
        Rack rack;
        rack.rowId = rowId;
        v.rack = r.slot + 1;
        rack.name = m_rackName.expand(v);
        rack.position = r.slot;
        rack.uHeight = ps.rackUnits;
        rack.widthM = ps.rackWidthM;
        rack.depthM = ps.rackDepthM;
        rack.powerBudgetW = ps.powerBudgetKw * 1000;
        rack.coolingW = (ps.coolingKw > 0 ? ps.coolingKw : ps.powerBudgetKw) * 1000;
        rack.role = r.role;
        rackNames[std::size_t(ri)] = rack.name;
        rackIds[std::size_t(ri)] = d.racks.add(rack);
    }

    // PDUs: zero-U strips on the rear of every rack.
    if (ps.pdusPerRack > 0) {
        const int pduT = typeFor(ps.pduType, QStringLiteral("placement.pdu-type"));
        for (int ri : order)
            for (int k = 0; k < ps.pdusPerRack; ++k) {
                const int dev =
                    addDev(rackNames[std::size_t(ri)] + QStringLiteral("-pdu%1").arg(k + 1),
                           kRolePdu, pduT);
                Dev &pd = m_devs[std::size_t(dev)];
                pd.rack = ri;
                pd.position = 0;
                pd.face = Face::Rear;
                pd.placed = true;
            }
    }

    // Device types (used ones, in input order).
    std::vector<Id> typeIds(m_types.size(), 0);
    for (std::size_t i = 0; i < m_types.size(); ++i) {
        if (!m_typeUsed[i])
            continue;
        DeviceType t = m_types[i];
        t.id = 0;
        typeIds[i] = d.deviceTypes.add(std::move(t));
    }

    // Planes and rails.
    std::vector<Id> planeIds;
    for (const PlaneRec &pr : m_planes) {
        Plane pl;
        pl.name = pr.name;
        pl.kind = pr.kind;
        pl.technology = pr.technology;
        pl.speedGbps = pr.speedGbps;
        planeIds.push_back(d.planes.add(pl));
    }
    for (std::size_t i = 0; i < m_planes.size(); ++i)
        for (int r = 0; r < m_planes[i].rails; ++r) {
            Rail rail;
            rail.planeId = planeIds[i];
            rail.index = r;
            rail.name = QStringLiteral("%1-rail%2").arg(m_planes[i].name).arg(r);
            d.rails.add(rail);
        }

    std::vector<Id> snIds;
    for (const SupernodeRec &s : m_supernodes) {
        Supernode sn;
        sn.name = s.name;
        sn.kind = s.kind;
        sn.scaleUpGBpsPerGpu = s.gbps;
        snIds.push_back(d.supernodes.add(sn));
    }

    // Devices and their ports. Port ids are consecutive per device (Table::add), in the order
    // addDeviceWithPorts creates them: rear ports first, then the others in template order.
    std::vector<std::vector<int>> offsets(m_types.size());
    for (std::size_t i = 0; i < m_types.size(); ++i) {
        if (!m_typeUsed[i])
            continue;
        const auto &ports = m_types[i].ports;
        std::vector<int> &off = offsets[i];
        off.assign(ports.size(), 0);
        int k = 0;
        for (std::size_t t = 0; t < ports.size(); ++t)
            if (ports[t].kind == PortKind::RearPort)
                off[t] = k++;
        for (std::size_t t = 0; t < ports.size(); ++t)
            if (ports[t].kind != PortKind::RearPort)
                off[t] = k++;
    }
    QSet<QString> names;
    names.reserve(qsizetype(m_devs.size()));
    std::vector<Id> firstPort(m_devs.size(), 0);
    std::size_t totalPorts = 0;
    for (const Dev &dv : m_devs)
        totalPorts += m_types[std::size_t(dv.type)].ports.size();
    d.devices.reserve(m_devs.size());
    d.ports.reserve(totalPorts);
    for (std::size_t i = 0; i < m_devs.size(); ++i) {
        const Dev &dv = m_devs[i];
        if (names.contains(dv.name))
            throw Error(Tr::tr("two devices would be named \"%1\"; make the name templates or "
                               "prefixes distinct")
                            .arg(dv.name),
                        {}, QStringLiteral("placement.node-name"));
        names.insert(dv.name);
        Device dev;
        dev.name = dv.name;
        dev.role = dv.role;
        dev.deviceTypeId = typeIds[std::size_t(dv.type)];
        dev.rackId = dv.rack >= 0 ? rackIds[std::size_t(dv.rack)] : 0;
        dev.position = dv.position;
        dev.face = dv.face;
        dev.su = dv.su;
        dev.supernodeId = dv.supernode >= 0 ? snIds[std::size_t(dv.supernode)] : 0;
        firstPort[i] = d.ports.nextId();
        d.addDeviceWithPorts(std::move(dev));
    }
    auto portId = [&](int dev, int tpl) {
        return firstPort[std::size_t(dev)] +
               offsets[std::size_t(m_devs[std::size_t(dev)].type)][std::size_t(tpl)];
    };

    // Cables.
    std::vector<int> labelCounter(m_planes.size(), 0);
    d.cables.reserve(m_links.size());
    for (const Link &l : m_links) {
        const Id a = portId(l.a, l.ta), b = portId(l.b, l.tb);
        Port *pa = d.ports.find(a);
        Port *pb = d.ports.find(b);
        pa->planeId = pb->planeId = planeIds[std::size_t(l.plane)];
        if (l.rail >= 0)
            pa->rail = l.rail;
        Cable c;
        c.aPortId = a;
        c.bPortId = b;
        c.status = CableStatus::Planned;
        Vars cv = baseVars();
        cv.plane = m_planes[std::size_t(l.plane)].name;
        cv.index = ++labelCounter[std::size_t(l.plane)];
        c.label = m_cableLabel.expand(cv);
        d.cables.add(std::move(c));
    }
    return d;
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
    Diagnostics warnings = sizeCables(d, m_spec.cabling);
    if (report) {
        report->planes = m_summaries;
        report->warnings = std::move(warnings);
    }
    return d;
}

} // namespace

Design generate(const FabricSpec &spec, const std::vector<DeviceType> &types,
                GenerateReport *report)
{
    Generator g(spec, types);
    return g.run(report);
}

QString expandNameTemplate(const QString &tpl, const QHash<QString, QString> &textFields,
                           const QHash<QString, int> &numberFields, const QString &field)
{
    QString out;
    for (const Segment &s : parseTemplate(tpl, field)) {
        if (s.field.isEmpty())
            out += s.literal;
        else if (textPlaceholders().contains(s.field))
            out += textFields.value(s.field);
        else
            out += QStringLiteral("%1").arg(numberFields.value(s.field), s.width, 10,
                                            QLatin1Char('0'));
    }
    return out;
}

} // namespace ry::fabric
