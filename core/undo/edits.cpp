#include "edits.h"

#include "model/designutil.h"
#include "util/error.h"

#include <QHash>

namespace ry::undo::edits {

ChangeSet addDevice(const Design &design, Device device)
{
    ChangeSet cs(Tr::tr("Add device %1").arg(device.name));
    const DeviceType *type = design.deviceTypes.find(device.deviceTypeId);
    if (device.id == 0)
        device.id = design.devices.nextId();
    cs.add(device);
    if (type)
        for (Port &p : portsFromType(*type, device.id, design.ports.nextId()))
            cs.add(std::move(p));
    return cs;
}

ChangeSet moveDevice(const Design &design, Id id, Id rackId, double position, Face face)
{
    const Device *d = design.devices.find(id);
    if (!d)
        return ChangeSet();
    Device moved = *d;
    moved.rackId = rackId;
    moved.position = position;
    moved.face = face;
    const Rack *rack = design.racks.find(rackId);
    ChangeSet cs(
        Tr::tr("Move %1 to %2 U%3").arg(d->name, rack ? rack->name : QString()).arg(position));
    if (!(moved == *d))
        cs.modify(std::move(moved));
    return cs;
}

ChangeSet removeDevices(const Design &design, const QList<Id> &ids)
{
    ChangeSet cs;
    QStringList names;
    for (Id id : ids)
        if (const Device *d = design.devices.find(id)) {
            cs.remove(*d);
            names << d->name;
        }
    cs.setDescription(names.size() == 1
                          ? Tr::tr("Delete %1").arg(names.constFirst())
                          : Tr::tr("Delete %n device(s)", nullptr, int(names.size())));
    return cs;
}

ChangeSet removeCables(const Design &design, const QList<Id> &ids)
{
    ChangeSet cs;
    for (Id id : ids)
        if (const Cable *c = design.cables.find(id))
            cs.remove(*c);
    cs.setDescription(Tr::tr("Delete %n cable(s)", nullptr, int(cs.changes().size())));
    return cs;
}

ChangeSet connect(const Design &design, Id aPort, Id bPort, Medium medium,
                  std::optional<double> lengthM, const QString &label, LengthUnit unit)
{
    Cable c;
    c.aPortId = aPort;
    c.bPortId = bPort;
    c.medium = medium;
    c.lengthM = lengthM;
    c.lengthUnit = lengthM ? unit : LengthUnit::Metre;
    c.label = label;
    auto name = [&](Id portId) {
        const Port *p = design.ports.find(portId);
        const Device *d = p ? design.devices.find(p->deviceId) : nullptr;
        return p && d ? d->name + QLatin1Char(':') + p->name : QString::number(portId);
    };
    ChangeSet cs(Tr::tr("Connect %1 to %2").arg(name(aPort), name(bPort)));
    cs.add(std::move(c));
    return cs;
}

ChangeSet renameDevice(const Design &design, Id id, const QString &name)
{
    const Device *d = design.devices.find(id);
    if (!d || d->name == name)
        return ChangeSet();
    Device x = *d;
    x.name = name;
    ChangeSet cs(Tr::tr("Rename %1 to %2").arg(d->name, name));
    cs.modify(std::move(x));
    return cs;
}

ChangeSet retypeDevice(const Design &design, Id id, Id newTypeId)
{
    const Device *d = design.devices.find(id);
    const DeviceType *type = design.deviceTypes.find(newTypeId);
    if (!d || !type || d->deviceTypeId == newTypeId)
        return ChangeSet();
    ChangeSet cs(Tr::tr("Change the type of %1 to %2").arg(d->name, type->slug));
    // Front ports first (they refer to rear ports), then the rest.
    const auto old = design.portsOf(id);
    for (const Port *p : old)
        if (p->kind == PortKind::FrontPort)
            cs.remove(*p);
    for (const Port *p : old)
        if (p->kind != PortKind::FrontPort)
            cs.remove(*p);
    Device x = *d;
    x.deviceTypeId = newTypeId;
    cs.modify(x);
    for (Port &p : portsFromType(*type, id, design.ports.nextId()))
        cs.add(std::move(p));
    return cs;
}

double rackPowerW(const Design &design, Id rackId, const QList<Id> &ignore)
{
    double w = 0;
    for (const Device &d : design.devices) {
        if (d.rackId != rackId || ignore.contains(d.id))
            continue;
        if (const DeviceType *t = design.deviceTypes.find(d.deviceTypeId))
            w += t->powerMaxW;
    }
    return w;
}

QString placementProblem(const Design &design, const Device &device, const QList<Id> &ignore)
{
    if (device.rackId == 0)
        return {};
    const Rack *rack = design.racks.find(device.rackId);
    const DeviceType *type = design.deviceTypes.find(device.deviceTypeId);
    if (!rack || !type)
        return Tr::tr("%1: unknown rack or device type.").arg(device.name);
    const double h = type->uHeight;
    if (device.position > 0 && h > 0) {
        const double top = device.position + h;
        if (device.position < 1 || top > rack->uHeight + 1)
            return Tr::tr("%1 (%2 U) does not fit rack %3 at U%4: the rack has %5 U.")
                .arg(device.name)
                .arg(h)
                .arg(rack->name)
                .arg(device.position)
                .arg(rack->uHeight);
        for (const Device &o : design.devices) {
            if (o.rackId != device.rackId || o.id == device.id || ignore.contains(o.id) ||
                o.position <= 0)
                continue;
            const DeviceType *ot = design.deviceTypes.find(o.deviceTypeId);
            if (!ot || ot->uHeight <= 0)
                continue;
            const bool sameFace = o.face == device.face || ot->fullDepth || type->fullDepth;
            const double oTop = o.position + ot->uHeight;
            if (sameFace && device.position < oTop && o.position < top)
                return Tr::tr("U%1-U%2 of rack %3 is taken by %4 (U%5-U%6).")
                    .arg(device.position)
                    .arg(top - 1)
                    .arg(rack->name, o.name)
                    .arg(o.position)
                    .arg(oTop - 1);
        }
    }
    if (rack->powerBudgetW > 0) {
        QList<Id> skip = ignore;
        skip << device.id;
        const double total = rackPowerW(design, rack->id, skip) + type->powerMaxW;
        if (total > rack->powerBudgetW)
            return Tr::tr("Rack %1 would draw %2 W, over its budget of %3 W.")
                .arg(rack->name)
                .arg(total, 0, 'f', 0)
                .arg(rack->powerBudgetW, 0, 'f', 0);
    }
    return {};
}

} // namespace ry::undo::edits
