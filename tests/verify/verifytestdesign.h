#pragma once

// The small design of tests/data/verify/README.md (two racks, four GPU nodes, two leaves, ten
// rail/ISL cables and one out-of-band cable) and the matching rules for its fixtures, shared by
// the verification tests (GoogleTest and QTest alike: no test framework in here).

#include "verify/verifier.h"

#include <stdexcept>

namespace ry::verifytest {

inline QString fixture(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/verify/") + QLatin1String(name);
}

inline PortTemplate iface(const QString &name, const QString &type, double gbps, bool mgmt = false)
{
    PortTemplate t;
    t.name = name;
    t.type = type;
    t.speedGbps = gbps;
    t.mgmtOnly = mgmt;
    return t;
}

struct TestDesign
{
    Design d;
    Id compute = 0;
    Id oob = 0;

    Id port(const char *device, const char *port) const
    {
        const Device *dev = d.deviceByName(QLatin1String(device));
        if (!dev)
            return 0;
        for (const Port *p : d.portsOf(dev->id))
            if (p->name == QLatin1String(port))
                return p->id;
        return 0;
    }
    Port &portRef(const char *device, const char *port)
    {
        return *d.ports.find(this->port(device, port));
    }
    Id cable(const char *label, const char *aDev, const char *aPort, const char *bDev,
             const char *bPort)
    {
        Cable c;
        c.label = QLatin1String(label);
        c.aPortId = port(aDev, aPort);
        c.bPortId = port(bDev, bPort);
        if (c.aPortId == 0 || c.bPortId == 0) // a typo in a test's design
            throw std::logic_error(std::string("no such port for cable ") + label);
        return d.cables.add(c);
    }
    Id cableId(const char *label) const
    {
        for (const Cable &c : d.cables)
            if (c.label == QLatin1String(label))
                return c.id;
        return 0;
    }
};

// Two racks in two rows, 4 GPU nodes with 2 rail ports each, 2 leaves, 10 rail/ISL cables and
// one out-of-band cable (tests/data/verify/README.md).
inline TestDesign makeDesign()
{
    TestDesign t;
    Design &d = t.d;
    d.name = QStringLiteral("verify-test");
    const Id site = d.sites.add({0, QStringLiteral("dc1"), {}});
    const Id room = d.rooms.add({0, site, QStringLiteral("hall-1")});
    const Id rowA = d.rows.add({0, room, QStringLiteral("A"), 0});
    const Id rowB = d.rows.add({0, room, QStringLiteral("B"), 1});
    Rack a03;
    a03.rowId = rowA;
    a03.name = QStringLiteral("A03");
    a03.position = 2;
    Rack b07 = a03;
    b07.rowId = rowB;
    b07.name = QStringLiteral("B07");
    b07.position = 6;
    const Id rackA = d.racks.add(a03);
    const Id rackB = d.racks.add(b07);

    DeviceType gpu;
    gpu.slug = QStringLiteral("hgx-2rail");
    gpu.manufacturer = QStringLiteral("Test");
    // The models are the slugs: export-topo writes the model (VerifyCli.ExportTopo reads it).
    gpu.model = QStringLiteral("hgx-2rail");
    gpu.uHeight = 4;
    const QString osfp = QStringLiteral("400gbase-x-osfp");
    gpu.ports = {iface(QStringLiteral("ib0"), osfp, 400), iface(QStringLiteral("ib1"), osfp, 400)};
    PortTemplate psu;
    psu.name = QStringLiteral("psu0");
    psu.kind = PortKind::PowerPort;
    gpu.ports.push_back(psu);
    const Id gpuType = d.deviceTypes.add(gpu);

    DeviceType leaf;
    leaf.slug = QStringLiteral("qm9700-10");
    leaf.manufacturer = QStringLiteral("Test");
    leaf.model = QStringLiteral("qm9700-10");
    for (int cage = 0; cage < 5; ++cage)
        for (int half = 0; half < 2; ++half)
            leaf.ports.push_back(iface(QStringLiteral("P%1.%2").arg(cage).arg(half), osfp, 400));
    leaf.ports.push_back(iface(QStringLiteral("mgmt0"), QStringLiteral("1000base-t"), 1, true));
    const Id leafType = d.deviceTypes.add(leaf);

    Plane compute;
    compute.name = QStringLiteral("compute");
    compute.technology = QStringLiteral("infiniband-ndr");
    compute.speedGbps = 400;
    t.compute = d.planes.add(compute);
    Plane oob;
    oob.name = QStringLiteral("oob");
    oob.kind = PlaneKind::OutOfBand;
    t.oob = d.planes.add(oob);

    auto place = [&](const char *name, const char *role, Id type, Id rack, double u) {
        Device dev;
        dev.name = QLatin1String(name);
        dev.role = QLatin1String(role);
        dev.deviceTypeId = type;
        dev.rackId = rack;
        dev.position = u;
        d.addDeviceWithPorts(dev);
    };
    place("gpu-001", "gpu-node", gpuType, rackA, 10);
    place("gpu-002", "gpu-node", gpuType, rackA, 14);
    place("leaf-1", "leaf", leafType, rackA, 40);
    place("gpu-003", "gpu-node", gpuType, rackB, 10);
    place("gpu-004", "gpu-node", gpuType, rackB, 14);
    place("leaf-2", "leaf", leafType, rackB, 40);

    for (Port &p : d.ports) {
        if (p.kind != PortKind::Interface)
            continue;
        p.planeId = p.mgmtOnly ? t.oob : t.compute;
        if (p.name == QLatin1String("ib0"))
            p.ifName = QStringLiteral("enp27s0np0");
        if (p.name == QLatin1String("ib1"))
            p.ifName = QStringLiteral("enp59s0np0");
    }
    // Identities recorded at staging: gpu-002's first HCA by port GUID (in Railyard's form with
    // 0x, as ibstat prints it), gpu-001's first port by MAC.
    t.portRef("gpu-002", "ib0").guid = QStringLiteral("0xe09d730300020000");
    t.portRef("gpu-001", "ib0").mac = QStringLiteral("02:00:00:00:01:00");

    t.cable("C1", "gpu-001", "ib0", "leaf-1", "P0.0");
    t.cable("C2", "gpu-002", "ib0", "leaf-1", "P0.1");
    t.cable("C3", "gpu-003", "ib0", "leaf-1", "P1.0");
    t.cable("C4", "gpu-004", "ib0", "leaf-1", "P1.1");
    t.cable("C5", "gpu-001", "ib1", "leaf-2", "P0.0");
    t.cable("C6", "gpu-002", "ib1", "leaf-2", "P0.1");
    t.cable("C7", "gpu-003", "ib1", "leaf-2", "P1.0");
    t.cable("C8", "gpu-004", "ib1", "leaf-2", "P1.1");
    t.cable("C9", "leaf-1", "P3.0", "leaf-2", "P3.0");
    t.cable("C10", "leaf-1", "P3.1", "leaf-2", "P3.1");
    t.cable("M1", "leaf-1", "mgmt0", "leaf-2", "mgmt0");
    return t;
}

// Rules for this site: hosts describe HCAs as "<host> mlx5_<k>" and HCA k is port ib<k>; leaf
// InfiniBand port N is P{(N-1)/2}.{(N-1)%2}; Cumulus names swp<X>s<Y> are P{X-1}.{Y}.
inline verify::VerifyOptions siteOptions(const TestDesign &t)
{
    verify::VerifyOptions o;
    o.rules.nodeNames.insert(o.rules.nodeNames.begin(),
                             {QStringLiteral(R"(^(\S+) mlx5_(\d+)$)"), QStringLiteral(R"(\1)"),
                              QStringLiteral(R"(ib\2)")});
    o.rules.ports.push_back(
        {QStringLiteral("qm9700-.*"), {}, {}, QStringLiteral("P{(N-1)/2}.{(N-1)%2}"), {}});
    o.rules.ports.push_back({QStringLiteral("qm9700-.*"),
                             QStringLiteral("leaf"),
                             QStringLiteral(R"(swp(\d+)s(\d+))"),
                             QStringLiteral(R"(P{\1-1}.{\2})"),
                             {}});
    o.planeIds = {t.compute};
    return o;
}

} // namespace ry::verifytest
