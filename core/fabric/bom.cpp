#include "bom.h"

#include "generator.h"

#include <map>
#include <set>
#include <tuple>

namespace ry::fabric {

long long Bom::count(const QString &category, const QString &item, const QString &detail) const
{
    long long n = 0;
    for (const BomLine &l : lines)
        if ((category.isEmpty() || l.category == category) && (item.isEmpty() || l.item == item) &&
            (detail.isEmpty() || l.detail == detail))
            n += l.count;
    return n;
}

BomOptions bomOptionsFor(const FabricSpec &spec, const Design &design)
{
    BomOptions o;
    for (const ComputePlaneSpec &ps : spec.computePlanes) {
        if (!ps.twinPortNodes && !ps.twinPortSwitches)
            continue;
        const Plane *plane = design.planeByName(ps.name);
        if (!plane)
            continue;
        QSet<QString> switchSlugs{ps.leafType, ps.spineType.isEmpty() ? ps.leafType : ps.spineType};
        switchSlugs.insert(ps.coreType.isEmpty()
                               ? (ps.spineType.isEmpty() ? ps.leafType : ps.spineType)
                               : ps.coreType);
        QSet<QString> nodeSlugs;
        for (const NodeGroup &g : spec.groups)
            if (g.plane == ps.name || (g.plane.isEmpty() && &ps == &spec.computePlanes.front()))
                nodeSlugs.insert(g.nodeType);
        for (const Port &p : design.ports) {
            if (p.planeId != plane->id)
                continue;
            const Device *d = design.devices.find(p.deviceId);
            const DeviceType *t = d ? design.deviceTypes.find(d->deviceTypeId) : nullptr;
            if (!t)
                continue;
            if ((ps.twinPortSwitches && switchSlugs.contains(t->slug)) ||
                (ps.twinPortNodes && nodeSlugs.contains(t->slug)))
                o.twinPort.insert(qMakePair(t->slug, p.type));
        }
    }
    return o;
}

int CageIndex::cageIndex(const DeviceType &t, const QString &portName)
{
    auto it = m_cache.find(t.id);
    if (it == m_cache.end()) {
        QHash<QString, int> m;
        QHash<QString, int> rank;
        for (const PortTemplate &pt : t.ports) {
            if (pt.kind != PortKind::Interface || pt.mgmtOnly)
                continue;
            m.insert(pt.name, rank[pt.type]++ / 2);
        }
        it = m_cache.insert(t.id, m);
    }
    return it->value(portName, -1);
}

std::optional<CageKey> CageIndex::cageOf(const Port &port)
{
    const Device *d = m_design.devices.find(port.deviceId);
    const DeviceType *t = d ? m_design.deviceTypes.find(d->deviceTypeId) : nullptr;
    if (!t || !m_options.twinPort.contains(qMakePair(t->slug, port.type)))
        return std::nullopt;
    const int cage = cageIndex(*t, port.name);
    if (cage < 0)
        return std::nullopt;
    return CageKey{d->id, port.type, cage};
}

namespace {

QString categoryOf(const QString &role)
{
    if (role == QLatin1String(kRoleGpuNode))
        return QStringLiteral("node");
    if (role == QLatin1String(kRolePdu))
        return QStringLiteral("pdu");
    if (role == QLatin1String(kRoleFabricManager))
        return QStringLiteral("server");
    if (role == QLatin1String(kRoleLeaf) || role == QLatin1String(kRoleSpine) ||
        role == QLatin1String(kRoleCore) || role.endsWith(QLatin1String("-leaf")) ||
        role.endsWith(QLatin1String("-spine")) || role.endsWith(QLatin1String("-switch")) ||
        role == QLatin1String(kRoleNvswitchTray))
        return QStringLiteral("switch");
    return QStringLiteral("other");
}

} // namespace

Bom computeBom(const Design &design, const BomOptions &options)
{
    using Key = std::tuple<QString, QString, QString, std::optional<double>, LengthUnit>;
    constexpr LengthUnit m = LengthUnit::Metre;
    std::map<Key, long long> counts;

    for (const Device &d : design.devices) {
        const DeviceType *t = design.deviceTypes.find(d.deviceTypeId);
        const QString cat = categoryOf(d.role);
        counts[Key{cat, t ? t->slug : QString(),
                   cat == QLatin1String("switch") ? d.role : QString(), std::nullopt, m}]++;
    }
    for (const Rack &r : design.racks)
        counts[Key{QStringLiteral("rack"), r.role, QString(), std::nullopt, m}]++;

    CageIndex cages(design, options);
    std::set<std::tuple<Id, QString, int>> cagesSeen; // device, port type, cage
    // A transceiver in port `p` for a cable of `medium` (twin-port cages: one per cage).
    auto transceiver = [&](const Port *p, Medium medium) {
        if (!p)
            return;
        const Device *d = design.devices.find(p->deviceId);
        const DeviceType *t = d ? design.deviceTypes.find(d->deviceTypeId) : nullptr;
        if (!t)
            return;
        const bool twin = options.twinPort.contains(qMakePair(t->slug, p->type));
        const QString item = p->type + QLatin1Char(' ') + toString(medium) +
                             (twin ? QStringLiteral(" twin-port") : QString());
        if (twin) {
            const int cage = cages.cageIndex(*t, p->name);
            if (!cagesSeen.insert({d->id, p->type, cage}).second)
                return;
        }
        counts[Key{QStringLiteral("transceiver"), item, t->slug, std::nullopt, m}]++;
    };
    const auto optical = [](Medium x) { return x == Medium::MMF || x == Medium::SMF; };
    Bom bom;
    for (const Cable &c : design.cables) {
        const Port *a = design.ports.find(c.aPortId);
        const Port *b = design.ports.find(c.bPortId);
        if (c.breakoutId && design.breakouts.contains(c.breakoutId)) {
            // A leg: the breakout is the one cable bought (below); its far end takes a
            // transceiver of its own when the leg is optical.
            if (optical(c.medium))
                transceiver(b, c.medium);
            continue;
        }
        double speed = 0;
        if (a && b)
            speed = std::min(a->speedGbps, b->speedGbps) > 0 ? std::min(a->speedGbps, b->speedGbps)
                                                             : std::max(a->speedGbps, b->speedGbps);
        counts[Key{QStringLiteral("cable"), toString(c.medium), QStringLiteral("%1G").arg(speed),
                   c.lengthM, c.lengthM ? c.lengthUnit : m}]++;
        bom.cableLength.add(c.lengthM, c.lengthUnit);
        if (!optical(c.medium))
            continue;
        transceiver(a, c.medium);
        transceiver(b, c.medium);
    }
    // One breakout cable per breakout, connected legs or not: "dac 1x4 breakout", detail the
    // cage's speed ("800G").
    for (const Breakout &x : design.breakouts) {
        const Port *cage = design.ports.find(x.aPortId);
        counts[Key{QStringLiteral("cable"),
                   QStringLiteral("%1 1x%2 breakout").arg(toString(x.medium)).arg(x.lanes),
                   QStringLiteral("%1G").arg(cage ? cage->speedGbps : 0), x.lengthM,
                   x.lengthM ? x.lengthUnit : m}]++;
        bom.cableLength.add(x.lengthM, x.lengthUnit);
        if (optical(x.medium))
            transceiver(cage, x.medium);
    }
    static const QStringList order{QStringLiteral("node"),   QStringLiteral("switch"),
                                   QStringLiteral("server"), QStringLiteral("other"),
                                   QStringLiteral("pdu"),    QStringLiteral("rack"),
                                   QStringLiteral("cable"),  QStringLiteral("transceiver")};
    for (const auto &[k, n] : counts)
        bom.lines.push_back(BomLine{std::get<0>(k), std::get<1>(k), std::get<2>(k), std::get<3>(k),
                                    std::get<4>(k), n});
    std::stable_sort(bom.lines.begin(), bom.lines.end(), [&](const BomLine &x, const BomLine &y) {
        return order.indexOf(x.category) < order.indexOf(y.category);
    });

    QHash<Id, std::size_t> rackSlot;
    for (const Rack &r : design.racks) {
        rackSlot.insert(r.id, bom.racks.size());
        bom.racks.push_back(RackPower{r.name, 0, 0, r.powerBudgetW});
    }
    for (const Device &d : design.devices) {
        const DeviceType *t = design.deviceTypes.find(d.deviceTypeId);
        if (!t)
            continue;
        bom.totalMaxW += t->powerMaxW;
        bom.totalTypicalW += t->powerTypicalW;
        auto it = rackSlot.constFind(d.rackId);
        if (it != rackSlot.cend()) {
            bom.racks[*it].maxW += t->powerMaxW;
            bom.racks[*it].typicalW += t->powerTypicalW;
        }
    }
    return bom;
}

} // namespace ry::fabric
