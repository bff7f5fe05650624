#pragma once

// Small designs built in code for the core tests.

#include "model/design.h"

#include <ostream>

/// GoogleTest printer, so that failures show text instead of UTF-16 code units.
inline void PrintTo(const QString &s, std::ostream *os)
{
    *os << '"' << s.toStdString() << '"';
}

namespace ry::test {

/// A node type (4U, 2 NDR ports + bmc), a 1U switch with 8 ports, a half-depth 1U panel.
inline Design twoRackDesign()
{
    Design d;
    d.name = QStringLiteral("test");
    const Id site = d.sites.add({0, QStringLiteral("dc1"), {}});
    const Id room = d.rooms.add({0, site, QStringLiteral("hall")});
    const Id row = d.rows.add({0, room, QStringLiteral("row-1"), 0});
    Rack r1;
    r1.rowId = row;
    r1.name = QStringLiteral("A01");
    r1.powerBudgetW = 20000;
    d.racks.add(r1);
    Rack r2 = r1;
    r2.id = 0;
    r2.name = QStringLiteral("A02");
    r2.position = 1;
    d.racks.add(r2);

    DeviceType node;
    node.slug = QStringLiteral("node-4u");
    node.manufacturer = QStringLiteral("Test");
    node.model = QStringLiteral("Node 4U");
    node.uHeight = 4;
    node.powerMaxW = 6000;
    node.gpuCount = 8;
    auto port = [](const char *name, const char *type, double gbps, bool mgmt = false) {
        return PortTemplate{.name = QString::fromLatin1(name),
                            .type = QString::fromLatin1(type),
                            .speedGbps = gbps,
                            .mgmtOnly = mgmt};
    };
    node.ports = {port("ib0", "infiniband-ndr", 400), port("ib1", "infiniband-ndr", 400),
                  port("bmc", "1000base-t", 1, true)};
    d.deviceTypes.add(node);

    DeviceType sw;
    sw.slug = QStringLiteral("switch-1u");
    sw.manufacturer = QStringLiteral("Test");
    sw.model = QStringLiteral("Switch 1U");
    sw.powerMaxW = 1000;
    for (int i = 1; i <= 8; ++i)
        sw.ports.push_back(port(qPrintable(QStringLiteral("P%1").arg(i)), "infiniband-ndr", 400));
    d.deviceTypes.add(sw);

    DeviceType panel;
    panel.slug = QStringLiteral("panel-half");
    panel.manufacturer = QStringLiteral("Test");
    panel.model = QStringLiteral("Half-depth panel");
    panel.fullDepth = false;
    panel.ports = {PortTemplate{.name = QStringLiteral("R1"),
                                .kind = PortKind::RearPort,
                                .type = QStringLiteral("mpo"),
                                .positions = 12},
                   PortTemplate{.name = QStringLiteral("F1"),
                                .kind = PortKind::FrontPort,
                                .type = QStringLiteral("lc"),
                                .rearPort = QStringLiteral("R1"),
                                .rearPosition = 1}};
    d.deviceTypes.add(panel);

    const DeviceType *nodeType = d.deviceTypeBySlug(QStringLiteral("node-4u"));
    const DeviceType *swType = d.deviceTypeBySlug(QStringLiteral("switch-1u"));
    for (int i = 0; i < 4; ++i) {
        Device n;
        n.name = QStringLiteral("node%1").arg(i + 1);
        n.role = QStringLiteral("gpu-node");
        n.deviceTypeId = nodeType->id;
        n.rackId = i < 2 ? 1 : 2;
        n.position = 1 + (i % 2) * 4;
        d.addDeviceWithPorts(n);
    }
    Device leaf;
    leaf.name = QStringLiteral("leaf1");
    leaf.role = QStringLiteral("leaf");
    leaf.deviceTypeId = swType->id;
    leaf.rackId = 1;
    leaf.position = 42;
    d.addDeviceWithPorts(leaf);
    return d;
}

/// Id of port `port` of device `device`, or 0.
inline Id portId(const Design &d, const QString &device, const QString &port)
{
    const Device *dev = d.deviceByName(device);
    if (!dev)
        return 0;
    for (const Port *p : d.portsOf(dev->id))
        if (p->name == port)
            return p->id;
    return 0;
}

inline Cable cable(const Design &d, const QString &label, const QString &aDev, const QString &aPort,
                   const QString &bDev, const QString &bPort)
{
    Cable c;
    c.label = label;
    c.aPortId = portId(d, aDev, aPort);
    c.bPortId = portId(d, bDev, bPort);
    c.medium = Medium::DAC;
    c.lengthM = 2;
    return c;
}

} // namespace ry::test
