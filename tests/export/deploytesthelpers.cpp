#include "deploytesthelpers.h"

#include "export/exporter.h"
#include "model/deviceroles.h"

#include <QBuffer>
#include <QProcess>

#include <stdexcept>

using namespace ry;

namespace deploytest {

Builder::Builder()
{
    const Id site = d.sites.add({0, QStringLiteral("dc1"), {}});
    const Id room = d.rooms.add({0, site, QStringLiteral("hall")});
    row = d.rows.add({0, room, QStringLiteral("row-1"), 0});
    plane = d.planes.add({0,
                          QStringLiteral("compute"),
                          PlaneKind::Compute,
                          QStringLiteral("infiniband-ndr"),
                          400,
                          {}});
    DeviceType n;
    n.slug = QStringLiteral("node-8u");
    n.manufacturer = QStringLiteral("Test");
    n.model = QStringLiteral("Node");
    n.uHeight = 8;
    n.gpuCount = 8;
    n.ports.push_back(PortTemplate{.name = QStringLiteral("eth0"),
                                   .type = QStringLiteral("100gbase-x-qsfp28"),
                                   .speedGbps = 100});
    n.ports.push_back(PortTemplate{.name = QStringLiteral("bmc"),
                                   .type = QStringLiteral("1000base-t"),
                                   .speedGbps = 1,
                                   .mgmtOnly = true});
    for (int i = 0; i < 8; ++i)
        n.ports.push_back(PortTemplate{.name = QStringLiteral("ib%1").arg(i),
                                       .type = QStringLiteral("infiniband-ndr"),
                                       .speedGbps = 400});
    nodeType = d.deviceTypes.add(n);
    DeviceType s;
    s.slug = QStringLiteral("switch-1u");
    s.manufacturer = QStringLiteral("Test");
    s.model = QStringLiteral("Switch");
    s.ports.push_back(PortTemplate{.name = QStringLiteral("mgmt0"),
                                   .type = QStringLiteral("1000base-t"),
                                   .speedGbps = 1,
                                   .mgmtOnly = true});
    for (int i = 1; i <= 64; ++i)
        s.ports.push_back(PortTemplate{.name = QStringLiteral("p%1").arg(i),
                                       .type = QStringLiteral("infiniband-ndr"),
                                       .speedGbps = 400});
    switchType = d.deviceTypes.add(s);
}

Id Builder::addRow(const QString &room, const QString &rowName)
{
    Id roomId = 0;
    for (const Room &r : d.rooms)
        if (r.name == room)
            roomId = r.id;
    if (!roomId)
        roomId = d.rooms.add({0, d.sites.begin()->id, room});
    return d.rows.add({0, roomId, rowName, int(d.rows.size())});
}

Id Builder::address(Id dev, const QString &portName, const QString &cidr)
{
    IpAddress a;
    a.address = cidr;
    a.portId = port(dev, portName).id;
    return d.ipAddresses.add(a);
}

Id Builder::rack(const QString &name, Id inRow)
{
    if (const Rack *r = d.rackByName(name))
        return r->id;
    Rack r;
    r.rowId = inRow ? inRow : row;
    r.name = name;
    return d.racks.add(r);
}

Id Builder::node(const QString &name, const QString &rackName, int su)
{
    Device dev;
    dev.name = name;
    dev.role = QLatin1String(kRoleGpuNode);
    dev.deviceTypeId = nodeType;
    dev.rackId = rack(rackName);
    dev.su = su;
    return d.addDeviceWithPorts(dev);
}

Id Builder::sw(const QString &name, const QString &role, int su)
{
    Device dev;
    dev.name = name;
    dev.role = role;
    dev.deviceTypeId = switchType;
    dev.rackId = rack(QStringLiteral("N01"));
    dev.su = su;
    return d.addDeviceWithPorts(dev);
}

Port &Builder::port(Id dev, const QString &name)
{
    for (const Port *p : d.portsOf(dev))
        if (p->name == name)
            return *d.ports.find(p->id);
    throw std::runtime_error("no such port");
}

Port *Builder::freePort(Id dev)
{
    QSet<Id> used;
    for (const Cable &c : d.cables) {
        used.insert(c.aPortId);
        used.insert(c.bPortId);
    }
    for (const Port *p : d.portsOf(dev))
        if (!p->mgmtOnly && p->name != QLatin1String("eth0") && !used.contains(p->id))
            return d.ports.find(p->id);
    throw std::runtime_error("no free port");
}

void Builder::link(Id a, Id b)
{
    Port *pa = freePort(a);
    Port *pb = freePort(b);
    pa->planeId = pb->planeId = plane;
    Cable c;
    c.label = QStringLiteral("C-%1").arg(d.cables.size() + 1);
    c.aPortId = pa->id;
    c.bPortId = pb->id;
    d.cables.add(c);
}

QByteArray exportWith(const Design &design, const QString &format,
                      const exporting::ExportOptions &options, Diagnostics *diags)
{
    const exporting::Exporter *e = exporting::findExporter(format);
    if (!e)
        throw std::runtime_error("no such format");
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    exporting::Reporter r;
    e->write(design, buf, r, options);
    if (diags)
        *diags = r.diagnostics();
    return bytes;
}

QStringList configLines(const QByteArray &text)
{
    QStringList v;
    for (const QByteArray &l : text.split('\n'))
        if (!l.trimmed().isEmpty() && !l.trimmed().startsWith('#'))
            v << QString::fromUtf8(l);
    return v;
}

Run run(const QString &program, const QStringList &args, int timeoutMs)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(10000))
        return r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
        return r;
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

QString versionOf(const QString &program, const QStringList &args)
{
    const Run r = run(program, args, 30000);
    const QByteArray all = r.out.isEmpty() ? r.err : r.out;
    return QString::fromUtf8(all.split('\n').value(0)).trimmed();
}

} // namespace deploytest
