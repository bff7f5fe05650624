#pragma once

// Internals of the fabric generator (generator.h), shared by its phase files: generator.cpp
// (devices and links of every plane), placement.cpp (racks and rows), emit.cpp (the Design),
// with naming.h (name templates) and sizing.h (Clos counts, a pure function).

#include "generator.h"
#include "naming.h"
#include "sizing.h"

#include <QHash>

#include <vector>

namespace ry::fabric::detail {

using i64 = long long;

inline int ceilDiv(i64 a, i64 b)
{
    return b <= 0 ? 0 : int((a + b - 1) / b);
}

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
    /// Compute planes: ComputePlaneSpec::rdmaDevices, given to the node end of each rail link.
    QStringList rdmaDevices;
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

/// The generator: building (generator.cpp), placement (placement.cpp) and emitting (emit.cpp)
/// over one plan; naming in naming.h, sizing in sizing.h.
class Generator
{
public:
    Generator(const FabricSpec &spec, const std::vector<DeviceType> &types)
        : m_request(spec), m_spec(spec), m_types(types)
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
    /// interfaces instead. Skips templates marked in `used` (may be null) and spare ports
    /// (PortTemplate::spare), which no generator cables.
    std::vector<int> selectPorts(int t, double speed, const PortSelector &sel, bool mgmt,
                                 const std::vector<bool> *used = nullptr) const
    {
        std::vector<int> out;
        const auto &ports = type(t).ports;
        for (std::size_t i = 0; i < ports.size(); ++i) {
            const PortTemplate &p = ports[i];
            if (p.kind != PortKind::Interface || p.spare || (used && (*used)[i]))
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

    /// Sets the node count of every group asked for by GPUs (NodeGroup::gpus) in m_spec.
    void resolveGroupCounts();
    void buildNodes();
    void buildComputePlane(int p);
    void buildSupernodes(int p, const std::vector<int> &groups);
    void buildClos(int p, int planeRec, Topology shape, const std::vector<int> &groups,
                   const QString &field, PlaneSummary &sum);
    /// One Clos compute plane being built: its sizing, switch types and leaves.
    struct ClosBuild
    {
        const ComputePlaneSpec *plane = nullptr;
        int planeRec = -1;
        QString field;
        bool railShape = true;
        double speed = 0;
        int R = 0; ///< compute NICs per node
        int leafT = -1, spineT = -1, coreT = -1;
        std::vector<int> leafPorts, spinePorts, corePorts;
        LeafSizing leaf;
        SpineSizing spine;
        std::vector<int> leaves;
        std::vector<Alloc> leafAlloc;
    };
    void buildLeaves(ClosBuild &c, const std::vector<int> &groups, PlaneSummary &sum);
    void buildManagers(ClosBuild &c, PlaneSummary &sum);
    int buildTwoTier(ClosBuild &c, PlaneSummary &sum);
    void buildThreeTier(ClosBuild &c, const CoreSizing &core, PlaneSummary &sum, int &spineCount,
                        int &coreCount);
    void buildAux(const AuxPlaneSpec &a, const QString &field, PlaneKind kind, const char *leafRole,
                  const char *spineRole);
    void place();
    Design emitDesign();
    /// PDU inlets' available power and the power cables (PlacementSpec::powerCables).
    void emitPower(Design &d) const;

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

    const FabricSpec &m_request; ///< as given: Design::fabricSpecYaml keeps it
    FabricSpec m_spec;           ///< the request with every group's node count resolved
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
    std::vector<GroupCount> m_groupCounts;
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
    /// A note naming the network rack positions of the compute rows that stayed empty
    /// (GenerateReport::notes); empty when none did.
    QStringList emptyNetworkSlots() const;
};

} // namespace ry::fabric::detail
