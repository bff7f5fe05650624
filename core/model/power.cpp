#include "power.h"

#include "deviceroles.h"
#include "netboxtypes.h"
#include "util/error.h"
#include "util/naturalsort.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace ry::power {

namespace {

/// Role of a device whose console ports older designs meant as console server ports (the
/// NetBox exporter's rule before ConsoleServerPort was a port kind).
constexpr const char *kRoleConsoleServer = "console-server";

const PortTemplate *templateOf(const DeviceType *t, const Port &p)
{
    if (!t)
        return nullptr;
    for (const PortTemplate &pt : t->ports)
        if (pt.name == p.name && pt.kind == p.kind)
            return &pt;
    return nullptr;
}

QString kw(double w)
{
    return QString::number(w / 1000.0, 'f', 1);
}

} // namespace

bool isOutlet(const Port &p)
{
    return p.kind == PortKind::PowerOutlet ||
           (p.kind == PortKind::PowerPort && netbox::isReceptacleOnlyType(p.type));
}

bool isInlet(const Port &p)
{
    return p.kind == PortKind::PowerPort && !isOutlet(p);
}

bool isConsoleServerPort(const Design &d, const Port &p)
{
    if (p.kind == PortKind::ConsoleServerPort)
        return true;
    if (p.kind != PortKind::ConsolePort)
        return false;
    const Device *x = d.devices.find(p.deviceId);
    return x && x->role == QLatin1String(kRoleConsoleServer);
}

QString terminationModel(const Design &d, const Port &p)
{
    switch (p.kind) {
    case PortKind::Interface:
        return QStringLiteral("interface");
    case PortKind::FrontPort:
        return QStringLiteral("frontport");
    case PortKind::RearPort:
        return QStringLiteral("rearport");
    case PortKind::ConsolePort:
    case PortKind::ConsoleServerPort:
        return isConsoleServerPort(d, p) ? QStringLiteral("consoleserverport")
                                         : QStringLiteral("consoleport");
    case PortKind::PowerPort:
    case PortKind::PowerOutlet:
        return isOutlet(p) ? QStringLiteral("poweroutlet") : QStringLiteral("powerport");
    }
    return {};
}

bool compatibleTerminations(const QString &a, const QString &b)
{
    // netbox/dcim/constants.py COMPATIBLE_TERMINATION_TYPES, less circuittermination.
    static const QHash<QString, QStringList> ok{
        {QStringLiteral("consoleport"),
         {QStringLiteral("consoleserverport"), QStringLiteral("frontport"),
          QStringLiteral("rearport")}},
        {QStringLiteral("consoleserverport"),
         {QStringLiteral("consoleport"), QStringLiteral("frontport"), QStringLiteral("rearport")}},
        {QStringLiteral("interface"),
         {QStringLiteral("interface"), QStringLiteral("frontport"), QStringLiteral("rearport")}},
        {QStringLiteral("frontport"),
         {QStringLiteral("consoleport"), QStringLiteral("consoleserverport"),
          QStringLiteral("interface"), QStringLiteral("frontport"), QStringLiteral("rearport")}},
        {QStringLiteral("rearport"),
         {QStringLiteral("consoleport"), QStringLiteral("consoleserverport"),
          QStringLiteral("interface"), QStringLiteral("frontport"), QStringLiteral("rearport")}},
        {QStringLiteral("poweroutlet"), {QStringLiteral("powerport")}},
        {QStringLiteral("powerport"), {QStringLiteral("poweroutlet"), QStringLiteral("powerfeed")}},
    };
    return ok.value(a).contains(b);
}

namespace {

/// psuDraw() with the device's inlet count given (or -1 to count it).
PsuDraw drawOf(const Design &d, const Port &psu, int inlets)
{
    const Device *x = d.devices.find(psu.deviceId);
    const DeviceType *t = x ? d.deviceTypes.find(x->deviceTypeId) : nullptr;
    if (const PortTemplate *pt = templateOf(t, psu)) {
        if (pt->allocatedDrawW > 0)
            return {pt->allocatedDrawW, DrawSource::Allocated};
        if (pt->maximumDrawW > 0)
            return {pt->maximumDrawW, DrawSource::Maximum};
    }
    if (!t)
        return {};
    const double whole = t->powerMaxW > 0 ? t->powerMaxW : t->powerTypicalW;
    if (whole <= 0)
        return {};
    if (inlets < 0) {
        inlets = 0;
        for (const Port &p : d.ports)
            if (p.deviceId == psu.deviceId && isInlet(p))
                ++inlets;
    }
    return {whole / std::max(1, inlets), DrawSource::DeviceTypeShare};
}

} // namespace

PsuDraw psuDraw(const Design &d, const Port &psu)
{
    return drawOf(d, psu, -1);
}

PsuDraw psuDraw(const Design &d, const Port &psu, int inlets)
{
    return drawOf(d, psu, std::max(0, inlets));
}

bool lacksPowerFigure(const DeviceType &t)
{
    if (t.powerMaxW > 0 || t.powerTypicalW > 0)
        return false;
    bool powered = false;
    for (const PortTemplate &pt : t.ports) {
        if (pt.kind == PortKind::PowerOutlet ||
            (pt.kind == PortKind::PowerPort && netbox::isReceptacleOnlyType(pt.type)))
            return false; // a PDU
        if (pt.kind == PortKind::PowerPort && (pt.maximumDrawW > 0 || pt.allocatedDrawW > 0))
            return false;
        if (pt.kind == PortKind::PowerPort || pt.kind == PortKind::Interface)
            powered = true;
    }
    return powered;
}

Budget budget(const Design &d)
{
    Budget b;
    // The far end of every cable end.
    QHash<Id, Id> peer;
    peer.reserve(qsizetype(d.cables.size() * 2));
    for (const Cable &c : d.cables) {
        peer.insert(c.aPortId, c.bPortId);
        peer.insert(c.bPortId, c.aPortId);
    }
    // PDUs: devices with an outlet.
    QHash<Id, std::size_t> pduIndex;
    for (const Port &p : d.ports) {
        if (!isOutlet(p) || pduIndex.contains(p.deviceId))
            continue;
        const Device *x = d.devices.find(p.deviceId);
        if (!x)
            continue;
        PduLoad l;
        l.deviceId = x->id;
        l.name = x->name;
        l.rackId = x->rackId;
        pduIndex.insert(x->id, b.pdus.size());
        b.pdus.push_back(std::move(l));
    }
    auto legOf = [](PduLoad &l, const QString &leg) -> LegLoad & {
        for (LegLoad &g : l.legs)
            if (g.leg == leg)
                return g;
        l.legs.push_back({leg});
        return l.legs.back();
    };
    QHash<Id, int> inletsOf; // device id -> number of inlets
    for (const Port &p : d.ports)
        if (isInlet(p))
            ++inletsOf[p.deviceId];
    QSet<Id> fedPsus;
    for (const Port &p : d.ports) {
        const auto it = pduIndex.constFind(p.deviceId);
        if (it == pduIndex.cend())
            continue;
        PduLoad &l = b.pdus[*it];
        if (isInlet(p)) {
            l.capacityW += p.availablePowerW;
            continue;
        }
        if (!isOutlet(p))
            continue;
        LegLoad &g = legOf(l, p.feedLeg);
        ++g.outlets;
        ++l.outlets;
        const Port *psu = d.ports.find(peer.value(p.id));
        if (!psu || !isInlet(*psu))
            continue;
        fedPsus.insert(psu->id);
        ++g.usedOutlets;
        ++l.usedOutlets;
        // A PDU fed from another PDU's outlet passes its own load on; count what it draws
        // only when it is not itself a PDU (no double counting of daisy chains).
        if (!pduIndex.contains(psu->deviceId))
            g.drawW += drawOf(d, *psu, inletsOf.value(psu->deviceId)).w;
    }
    for (PduLoad &l : b.pdus) {
        std::sort(l.legs.begin(), l.legs.end(),
                  [](const LegLoad &x, const LegLoad &y) { return x.leg < y.leg; });
        int named = 0;
        for (const LegLoad &g : l.legs)
            if (!g.leg.isEmpty())
                ++named;
        l.phases = std::max(1, named);
        for (LegLoad &g : l.legs) {
            l.drawW += g.drawW;
            g.capacityW = l.capacityW / double(l.phases);
        }
    }
    std::sort(b.pdus.begin(), b.pdus.end(),
              [](const PduLoad &x, const PduLoad &y) { return naturalLess(x.name, y.name); });

    // Racks.
    std::vector<const Rack *> racks;
    for (const Rack &r : d.racks)
        racks.push_back(&r);
    std::sort(racks.begin(), racks.end(),
              [](const Rack *x, const Rack *y) { return naturalLess(x->name, y->name); });
    QHash<Id, std::size_t> rackIndex;
    for (const Rack *r : racks) {
        rackIndex.insert(r->id, b.racks.size());
        RackLoad l;
        l.rackId = r->id;
        l.name = r->name;
        l.budgetW = r->powerBudgetW;
        b.racks.push_back(std::move(l));
    }
    for (std::size_t i = 0; i < b.pdus.size(); ++i)
        if (const auto it = rackIndex.constFind(b.pdus[i].rackId); it != rackIndex.cend()) {
            b.racks[*it].pdus.push_back(i);
            b.racks[*it].connectedW += b.pdus[i].drawW;
        }
    QSet<QString> allWithout;
    for (const Device &x : d.devices) {
        const DeviceType *t = d.deviceTypes.find(x.deviceTypeId);
        const bool without = t && lacksPowerFigure(*t);
        if (without)
            allWithout.insert(t->slug);
        const auto it = rackIndex.constFind(x.rackId);
        if (it == rackIndex.cend())
            continue;
        RackLoad &l = b.racks[*it];
        if (t)
            l.maxW += t->powerMaxW;
        if (without) {
            ++l.devicesWithoutPower;
            if (!l.typesWithoutPower.contains(t->slug))
                l.typesWithoutPower << t->slug;
        }
    }
    for (RackLoad &l : b.racks)
        std::sort(l.typesWithoutPower.begin(), l.typesWithoutPower.end(), naturalLess);
    for (const Port &p : d.ports) {
        if (!isInlet(p) || fedPsus.contains(p.id) || pduIndex.contains(p.deviceId))
            continue;
        const Device *x = d.devices.find(p.deviceId);
        if (x && x->rackId)
            ++b.unconnectedPsus;
    }
    b.typesWithoutPower = QStringList(allWithout.begin(), allWithout.end());
    std::sort(b.typesWithoutPower.begin(), b.typesWithoutPower.end(), naturalLess);
    return b;
}

QString formatBudget(const Budget &b)
{
    QStringList lines;
    auto pduLines = [&](const PduLoad &p) {
        const QString phases =
            p.phases == 1 ? Tr::tr("single phase") : Tr::tr("%1 phases").arg(p.phases);
        lines
            << (p.capacityW > 0
                    ? Tr::tr("  %1 (%2): %3 of %4 kW")
                          .arg(p.name, phases, kw(p.drawW), kw(p.capacityW))
                    : Tr::tr("  %1 (%2): %3 kW, no capacity set").arg(p.name, phases, kw(p.drawW)));
        for (const LegLoad &g : p.legs) {
            const QString leg = g.leg.isEmpty() ? Tr::tr("no leg") : Tr::tr("leg %1").arg(g.leg);
            lines << (g.capacityW > 0 ? Tr::tr("    %1: %2 of %3 kW (%4 of %5 outlets)")
                                            .arg(leg, kw(g.drawW), kw(g.capacityW))
                                            .arg(g.usedOutlets)
                                            .arg(g.outlets)
                                      : Tr::tr("    %1: %2 kW (%3 of %4 outlets)")
                                            .arg(leg, kw(g.drawW))
                                            .arg(g.usedOutlets)
                                            .arg(g.outlets));
        }
    };
    QSet<Id> racked;
    for (const RackLoad &r : b.racks) {
        racked.insert(r.rackId);
        QString line = r.budgetW > 0 ? Tr::tr("%1: %2 kW max of %3 kW budget; %4 kW connected")
                                           .arg(r.name, kw(r.maxW), kw(r.budgetW), kw(r.connectedW))
                                     : Tr::tr("%1: %2 kW max, no budget; %3 kW connected")
                                           .arg(r.name, kw(r.maxW), kw(r.connectedW));
        if (!r.typesWithoutPower.isEmpty())
            line += QStringLiteral("; ") + Tr::tr("%n device(s) without a power figure (%1)",
                                                  nullptr, r.devicesWithoutPower)
                                               .arg(r.typesWithoutPower.join(QStringLiteral(", ")));
        lines << line;
        for (std::size_t i : r.pdus)
            pduLines(b.pdus[i]);
    }
    bool header = false;
    for (const PduLoad &p : b.pdus) {
        if (racked.contains(p.rackId))
            continue;
        if (!header)
            lines << Tr::tr("PDUs in no rack:");
        header = true;
        pduLines(p);
    }
    if (b.unconnectedPsus > 0)
        lines << Tr::tr("%n racked power port(s) with no power cable to an outlet", nullptr,
                        b.unconnectedPsus);
    if (!b.typesWithoutPower.isEmpty())
        lines << Tr::tr("Device types without a power figure: %1")
                     .arg(b.typesWithoutPower.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

} // namespace ry::power
