#include "checks.h"

#include <QSet>

#include <algorithm>
#include <map>

namespace ry::fabric {

namespace {

Diagnostic finding(const QString &object, const QString &field, const QString &message)
{
    Diagnostic d;
    d.severity = Diagnostic::Severity::Error;
    d.object = object;
    d.field = field;
    d.message = message;
    return d;
}

} // namespace

Diagnostics checkDesignInvariants(const Design &design)
{
    Diagnostics out;

    // Cables: ports exist, at most one cable end per port.
    QHash<Id, Id> cableAt; // port -> cable
    cableAt.reserve(qsizetype(design.cables.size() * 2));
    QSet<QString> labels;
    for (const Cable &c : design.cables) {
        if (!c.label.isEmpty()) {
            if (labels.contains(c.label))
                out.push_back(
                    finding(c.label, QStringLiteral("label"), Tr::tr("duplicate cable label")));
            labels.insert(c.label);
        }
        if (c.aPortId == c.bPortId)
            out.push_back(
                finding(c.label, QStringLiteral("ports"), Tr::tr("cable joins a port to itself")));
        for (Id p : {c.aPortId, c.bPortId}) {
            if (!design.ports.contains(p)) {
                out.push_back(finding(c.label, QStringLiteral("ports"),
                                      Tr::tr("cable end on a missing port %1").arg(p)));
                continue;
            }
            auto it = cableAt.constFind(p);
            if (it != cableAt.cend() && *it != c.id) {
                const Port *port = design.ports.find(p);
                const Device *dev = design.devices.find(port->deviceId);
                out.push_back(finding(c.label, QStringLiteral("ports"),
                                      Tr::tr("port %1 of %2 already holds a cable")
                                          .arg(port->name, dev ? dev->name : QString())));
            }
            cableAt.insert(p, c.id);
        }
    }

    // Devices in racks.
    struct Occ
    {
        double lo, hi;
        bool front, rear;
        const Device *dev;
    };
    std::map<Id, std::vector<Occ>> byRack;
    std::map<Id, double> powerByRack;
    QSet<QString> names;
    for (const Device &d : design.devices) {
        if (names.contains(d.name))
            out.push_back(finding(d.name, QStringLiteral("name"), Tr::tr("duplicate device name")));
        names.insert(d.name);
        const DeviceType *t = design.deviceTypes.find(d.deviceTypeId);
        if (!t) {
            out.push_back(finding(d.name, QStringLiteral("type"), Tr::tr("missing device type")));
            continue;
        }
        if (d.rackId == 0)
            continue;
        const Rack *rack = design.racks.find(d.rackId);
        if (!rack) {
            out.push_back(finding(d.name, QStringLiteral("rack"), Tr::tr("missing rack")));
            continue;
        }
        powerByRack[rack->id] += t->powerMaxW;
        if (d.position <= 0 || t->uHeight <= 0)
            continue;
        const double top = d.position + t->uHeight - 1;
        if (d.position < 1 || top > rack->uHeight + 1e-9)
            out.push_back(finding(d.name, QStringLiteral("position"),
                                  Tr::tr("U %1-%2 lies outside rack %3 (%4 U)")
                                      .arg(d.position)
                                      .arg(top)
                                      .arg(rack->name)
                                      .arg(rack->uHeight)));
        const bool front = t->fullDepth || d.face == Face::Front;
        const bool rear = t->fullDepth || d.face == Face::Rear;
        byRack[rack->id].push_back(Occ{d.position, d.position + t->uHeight, front, rear, &d});
    }
    for (auto &[rackId, occ] : byRack) {
        std::sort(occ.begin(), occ.end(), [](const Occ &a, const Occ &b) { return a.lo < b.lo; });
        for (std::size_t i = 0; i < occ.size(); ++i)
            for (std::size_t j = i + 1; j < occ.size() && occ[j].lo < occ[i].hi - 1e-9; ++j)
                if ((occ[i].front && occ[j].front) || (occ[i].rear && occ[j].rear))
                    out.push_back(
                        finding(occ[j].dev->name, QStringLiteral("position"),
                                Tr::tr("overlaps %1 in rack %2")
                                    .arg(occ[i].dev->name, design.racks.find(rackId)->name)));
    }
    for (const auto &[rackId, w] : powerByRack) {
        const Rack *rack = design.racks.find(rackId);
        if (rack->powerBudgetW > 0 && w > rack->powerBudgetW + 1e-6)
            out.push_back(finding(rack->name, QStringLiteral("power"),
                                  Tr::tr("%1 kW exceeds the rack budget of %2 kW")
                                      .arg(w / 1000)
                                      .arg(rack->powerBudgetW / 1000)));
    }
    return out;
}

Diagnostics checkTwinPortMedia(const Design &design, const BomOptions &options)
{
    Diagnostics out;
    if (options.twinPort.isEmpty())
        return out;
    CageIndex cages(design, options);
    struct End
    {
        const Port *port;
        Medium medium;
    };
    std::map<CageKey, std::vector<End>> byCage; // ordered: findings in a stable order
    for (const Cable &c : design.cables) {
        if (c.medium == Medium::Power || c.medium == Medium::Copper)
            continue;
        for (Id portId : {c.aPortId, c.bPortId}) {
            const Port *p = design.ports.find(portId);
            if (!p)
                continue;
            if (const auto k = cages.cageOf(*p))
                byCage[*k].push_back(End{p, c.medium});
        }
    }
    for (const auto &[key, ends] : byCage) {
        for (std::size_t i = 1; i < ends.size(); ++i) {
            if (ends[i].medium == ends.front().medium)
                continue;
            const Device *dev = design.devices.find(key.deviceId);
            Diagnostic d = finding(dev ? dev->name : QString(), QStringLiteral("medium"),
                                   Tr::tr("twin-port cage holds %1 (%2) and %3 (%4): one cage "
                                          "takes one transceiver, both ports need one medium")
                                       .arg(ends.front().port->name, toString(ends.front().medium),
                                            ends[i].port->name, toString(ends[i].medium)));
            d.severity = Diagnostic::Severity::Warning;
            out.push_back(std::move(d));
            break;
        }
    }
    return out;
}

} // namespace ry::fabric
