#include "powerplan.h"

#include "util/naturalsort.h"

#include <algorithm>

namespace ry::plans {

namespace {

/// Rack (natural, unracked last), then device and port (natural).
template<typename Row>
void sortRows(std::vector<Row> &rows, QString Row::*port)
{
    std::sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
        if (a.place.rack.isEmpty() != b.place.rack.isEmpty())
            return b.place.rack.isEmpty();
        if (a.place.rack != b.place.rack)
            return naturalLess(a.place.rack, b.place.rack);
        if (a.device != b.device)
            return naturalLess(a.device, b.device);
        return naturalLess(a.*port, b.*port);
    });
}

} // namespace

QString toString(power::DrawSource s)
{
    switch (s) {
    case power::DrawSource::Allocated:
        return QStringLiteral("allocated");
    case power::DrawSource::Maximum:
        return QStringLiteral("maximum");
    case power::DrawSource::DeviceTypeShare:
        return QStringLiteral("type-share");
    case power::DrawSource::None:
        return QStringLiteral("none");
    }
    return {};
}

std::vector<PowerRow> powerPlan(const Connectivity &c)
{
    const Design &d = c.design();
    QSet<Id> pdus;
    for (const Port &p : d.ports)
        if (power::isOutlet(p))
            pdus.insert(p.deviceId);
    QHash<Id, int> inlets; // device -> number of inlets
    for (const Port &p : d.ports)
        if (power::isInlet(p))
            ++inlets[p.deviceId];
    std::vector<PowerRow> rows;
    for (const Port &p : d.ports) {
        if (!power::isInlet(p))
            continue;
        const Cable *k = c.cableAt(p.id);
        const Port *outlet = k ? c.port(c.otherEnd(*k, p.id)) : nullptr;
        if (outlet && !power::isOutlet(*outlet))
            outlet = nullptr;
        if (pdus.contains(p.deviceId) && !outlet)
            continue; // a PDU's inlet on the facility's feed
        const Device *x = c.deviceOf(p);
        PowerRow r;
        r.place = c.place(p.deviceId);
        r.device = x ? x->name : QString();
        r.psu = p.name;
        r.psuType = p.type;
        r.draw = power::psuDraw(d, p, inlets.value(p.deviceId));
        r.cable = k;
        if (outlet) {
            const Device *pdu = c.deviceOf(*outlet);
            r.pdu = pdu ? pdu->name : QString();
            r.pduPlace = c.place(outlet->deviceId);
            r.outlet = outlet->name;
            r.outletType = outlet->type;
            r.feedLeg = outlet->feedLeg;
        }
        rows.push_back(std::move(r));
    }
    sortRows(rows, &PowerRow::psu);
    return rows;
}

std::vector<ConsoleRow> consolePlan(const Connectivity &c)
{
    const Design &d = c.design();
    std::vector<ConsoleRow> rows;
    for (const Port &p : d.ports) {
        if (p.kind != PortKind::ConsolePort || power::isConsoleServerPort(d, p))
            continue;
        const Device *x = c.deviceOf(p);
        ConsoleRow r;
        r.place = c.place(p.deviceId);
        r.device = x ? x->name : QString();
        r.port = p.name;
        r.cable = c.cableAt(p.id);
        if (r.cable) {
            const Trace t = trace(c, p.id);
            r.traceStatus = toString(t.status);
            if (const Port *end = c.port(t.end());
                end && end->id != p.id && power::isConsoleServerPort(d, *end)) {
                const Device *server = c.deviceOf(*end);
                r.server = server ? server->name : QString();
                r.serverPort = end->name;
                r.serverPlace = c.place(end->deviceId);
            }
        }
        rows.push_back(std::move(r));
    }
    sortRows(rows, &ConsoleRow::port);
    return rows;
}

} // namespace ry::plans
