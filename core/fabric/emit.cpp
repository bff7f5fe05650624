#include "generatorimpl.h"

#include "cabling.h"
#include "model/power.h"

#include <QSet>

#include <algorithm>

namespace ry::fabric::detail {

// Emitting phase: the plan as a Design (sites, rows, racks, types, devices, ports, planes,
// rails, supernodes, cables), in a fixed order so that the same spec gives the same Design.

Design Generator::emitDesign()
{
    const PlacementSpec &ps = m_spec.placement;
    Design d;
    d.name = m_spec.name;
    d.fabricSpecYaml = emitFabricSpec(m_request); // as asked: `gpus` stays `gpus`

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
        for (std::size_t g = 0; g < m_groups.size(); ++g) {
            if (m_groups[g].type != int(i))
                continue;
            const NodeGroup &spec = m_spec.groups[g];
            if (spec.cpusPerNode > 0)
                t.cpuCount = spec.cpusPerNode;
            if (spec.cpuFp64Tflops > 0)
                t.cpuFp64Tflops = spec.cpuFp64Tflops;
            if (!spec.cpuModel.isEmpty())
                t.cpuModel = spec.cpuModel;
        }
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
        if (l.rail >= 0) {
            pa->rail = l.rail;
            // The node end's HCA: the plane's rule, else the node type's (portFromTemplate).
            const QString rdma =
                rdmaDeviceForRail(m_planes[std::size_t(l.plane)].rdmaDevices, l.rail);
            if (!rdma.isEmpty())
                pa->rdmaDevice = rdma;
        }
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
    if (ps.pdusPerRack > 0)
        emitPower(d);
    return d;
}

void Generator::emitPower(Design &d) const
{
    const PlacementSpec &ps = m_spec.placement;
    QHash<Id, std::vector<Id>> portsOf; // device -> its ports, in id order
    for (const Port &p : d.ports)
        portsOf[p.deviceId].push_back(p.id);
    QHash<Id, std::vector<Id>> pdusOf; // rack -> its PDUs, in creation order
    for (const Device &x : d.devices)
        if (x.role == QLatin1String(kRolePdu) && x.rackId)
            pdusOf[x.rackId].push_back(x.id);
    if (ps.pduAvailablePowerKw > 0)
        for (const auto &pdus : std::as_const(pdusOf))
            for (Id pdu : pdus)
                for (Id pid : portsOf.value(pdu))
                    if (Port *p = d.ports.find(pid); p && power::isInlet(*p))
                        p->availablePowerW = ps.pduAvailablePowerKw * 1000;
    if (!ps.powerCables)
        return;
    // The receptacle an IEC 60320 plug goes into: C14 -> C13, C20 -> C19 (plug = receptacle + 1).
    auto receptacleFor = [](const QString &plug) {
        static const QLatin1String iec("iec-60320-c");
        bool ok = false;
        const int n = plug.startsWith(iec) ? plug.mid(iec.size()).toInt(&ok) : 0;
        return ok && n % 2 == 0 ? iec + QString::number(n - 1) : QString();
    };
    QSet<Id> used;
    QHash<QPair<Id, QString>, double> legLoad; // (PDU, leg) -> W cabled so far
    int counter = 0;
    for (const Device &x : d.devices) {
        const std::vector<Id> pdus = pdusOf.value(x.rackId);
        if (pdus.empty() || x.role == QLatin1String(kRolePdu))
            continue;
        std::size_t next = 0;
        for (Id pid : portsOf.value(x.id)) {
            const Port *psu = d.ports.find(pid);
            if (!psu || !power::isInlet(*psu))
                continue;
            const QString want = receptacleFor(psu->type);
            const Port *best = nullptr;
            // This PSU's PDU first, then the others, so that a full strip spills over.
            for (std::size_t k = 0; k < pdus.size() && !best; ++k) {
                const Id pdu = pdus[(next + k) % pdus.size()];
                for (bool exact : {true, false}) {
                    for (Id oid : portsOf.value(pdu)) {
                        const Port *o = d.ports.find(oid);
                        if (!o || !power::isOutlet(*o) || used.contains(oid) ||
                            (exact && !want.isEmpty() && o->type != want))
                            continue;
                        if (!best ||
                            legLoad.value({pdu, o->feedLeg}) < legLoad.value({pdu, best->feedLeg}))
                            best = o;
                    }
                    if (best)
                        break;
                }
            }
            ++next;
            if (!best)
                continue; // no free outlet: `railyard-cli power` lists the PSU as unconnected
            used.insert(best->id);
            int inlets = 0;
            for (Id q : portsOf.value(x.id))
                inlets += power::isInlet(*d.ports.find(q));
            legLoad[{best->deviceId, best->feedLeg}] += power::psuDraw(d, *psu, inlets).w;
            Cable c;
            c.aPortId = psu->id;
            c.bPortId = best->id;
            c.medium = Medium::Power;
            c.status = CableStatus::Planned;
            c.label = QStringLiteral("PWR-%1").arg(++counter, 5, 10, QLatin1Char('0'));
            d.cables.add(std::move(c));
        }
    }
}

} // namespace ry::fabric::detail
