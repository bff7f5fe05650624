// Sections (§) and sources (FAB-n) cited below are those of docs/references/fabric.md.

#include "fabrictesthelpers.h"

#include <QFile>

namespace ry::fabric::test {

namespace {

PortTemplate port(const QString &name, const QString &type, double gbps, bool mgmt = false)
{
    PortTemplate p;
    p.name = name;
    p.type = type;
    p.speedGbps = gbps;
    p.mgmtOnly = mgmt;
    return p;
}

void addPorts(DeviceType &t, const QString &prefix, int n, const QString &type, double gbps)
{
    for (int i = 0; i < n; ++i)
        t.ports.push_back(port(prefix + QString::number(i), type, gbps));
}

void addBmc(DeviceType &t)
{
    t.ports.push_back(port(QStringLiteral("bmc"), QStringLiteral("1000base-t"), 1, true));
}

DeviceType make(const QString &slug, const QString &model, double u, double maxW, double typW)
{
    DeviceType t;
    t.slug = slug;
    t.manufacturer = QStringLiteral("Test");
    t.model = model;
    t.uHeight = u;
    t.powerMaxW = maxW;
    t.powerTypicalW = typW;
    return t;
}

/// Switch of radix k at `gbps`; ports named like the QM9700 "P<cage>.<0|1>" when twin-port.
DeviceType makeSwitch(const QString &slug, int k, double gbps, const QString &type, double u,
                      double maxW, bool twin)
{
    DeviceType t = make(slug, slug, u, maxW, maxW * 0.6);
    t.radix = k;
    t.portSpeedGbps = gbps;
    for (int i = 0; i < k; ++i)
        t.ports.push_back(port(twin ? QStringLiteral("P%1.%2").arg(i / 2 + 1).arg(i % 2)
                                    : QStringLiteral("p%1").arg(i + 1),
                               type, gbps));
    t.ports.push_back(port(QStringLiteral("mgmt0"), QStringLiteral("1000base-t"), 1, true));
    return t;
}

DeviceType makeGpuNode(const QString &slug, double u, double maxW, double fp64)
{
    DeviceType t = make(slug, slug, u, maxW, maxW * 0.8);
    t.gpuModel = slug.startsWith(QLatin1String("dgx-h100")) ? QStringLiteral("H100")
                                                            : QStringLiteral("B200");
    t.gpuCount = 8;
    t.gpuFp64Tflops = fp64;
    t.nvlinkGBps = slug.startsWith(QLatin1String("dgx-h100")) ? 450 : 900;
    // "4x OSFP ports serving 8x single-port ConnectX-7 VPI, up to 400Gb/s" (FAB-6, §3.2).
    addPorts(t, QStringLiteral("ib"), 8, QStringLiteral("infiniband-ndr"), 400);
    // "2x dual-port QSFP112" BlueField-3 / ConnectX-7 for storage and in-band (FAB-1, FAB-6).
    addPorts(t, QStringLiteral("stor"), 2, QStringLiteral("400gbase-x-qsfp112"), 400);
    addPorts(t, QStringLiteral("inb"), 2, QStringLiteral("200gbase-x-qsfp56"), 200);
    addBmc(t);
    return t;
}

} // namespace

std::vector<DeviceType> deviceTypes()
{
    std::vector<DeviceType> v;
    // DGX H100: 8U, 10.2 kW max (FAB-15 quoting the user guide, §3.3); H100 SXM FP64 34 TFLOPS
    // (FAB-18).
    v.push_back(makeGpuNode(QStringLiteral("dgx-h100"), 8, 10200, 34));
    // HGX/DGX B200: 10U, 14.3 kW max (§3.2, FAB-15); B200 FP64 37 TFLOPS (FAB-16).
    v.push_back(makeGpuNode(QStringLiteral("hgx-b200"), 10, 14300, 37));
    {
        DeviceType t = make(QStringLiteral("b300-node"), QStringLiteral("B300"), 10, 14500,
                            12000); // power assumed
        t.gpuCount = 8;
        addPorts(t, QStringLiteral("cx8-"), 8, QStringLiteral("800gbase-x-osfp"), 800);
        addBmc(t);
        v.push_back(t);
    }
    {
        // 12,500-node 100k-GPU benchmark node: 8 x XDR 800G.
        DeviceType t =
            make(QStringLiteral("xdr-node"), QStringLiteral("XDR node"), 10, 14300, 12000);
        t.gpuCount = 8;
        t.gpuFp64Tflops = 37;
        addPorts(t, QStringLiteral("ib"), 8, QStringLiteral("infiniband-xdr"), 800);
        addBmc(t);
        v.push_back(t);
    }
    // QM9700: 1U, 32 OSFP cages = 64 NDR ports (FAB-13), 1.72 kW max with active cables (FAB-15).
    v.push_back(makeSwitch(QStringLiteral("qm9700"), 64, 400, QStringLiteral("infiniband-ndr"), 1,
                           1720, true));
    // Q3400: 144 x 800G XDR on 72 twin-port cages (FAB-23; NetBox Q3400-RA file); 4U, 8 x 875 W
    // PSUs.
    v.push_back(makeSwitch(QStringLiteral("q3400"), 144, 800, QStringLiteral("infiniband-xdr"), 4,
                           7000, true));
    // SN5600: 2U, 64 x OSFP 800GbE (FAB-15).
    v.push_back(makeSwitch(QStringLiteral("sn5600-800g"), 64, 800,
                           QStringLiteral("800gbase-x-osfp"), 2, 2500, false));
    v.push_back(makeSwitch(QStringLiteral("sn5600"), 64, 400, QStringLiteral("400gbase-x-osfp"), 2,
                           2500, false));
    v.push_back(makeSwitch(QStringLiteral("sn4600"), 64, 200, QStringLiteral("200gbase-x-qsfp56"),
                           2, 1000, false));
    {
        // SN2201: 48 x 1GbE RJ45 + 4 x QSFP28 100GbE (FAB-1 Table 1, FAB-15).
        DeviceType t = make(QStringLiteral("sn2201"), QStringLiteral("SN2201"), 1, 200, 100);
        addPorts(t, QStringLiteral("swp"), 48, QStringLiteral("1000base-t"), 1);
        addPorts(t, QStringLiteral("up"), 4, QStringLiteral("100gbase-x-qsfp28"), 100);
        t.ports.push_back(port(QStringLiteral("mgmt0"), QStringLiteral("1000base-t"), 1, true));
        v.push_back(t);
    }
    {
        DeviceType t = make(QStringLiteral("ufm"), QStringLiteral("UFM Appliance"), 1, 800, 500);
        addPorts(t, QStringLiteral("ib"), 2, QStringLiteral("infiniband-ndr"), 400);
        addBmc(t);
        v.push_back(t);
    }
    {
        // NVL72 compute tray: 2 GB200 superchips = 4 GPUs + 2 Grace; 4 x ConnectX-7 and
        // 2 x BlueField-3 (FAB-3, FAB-22). Power per tray assumed (~120 kW per rack, FAB-21).
        DeviceType t =
            make(QStringLiteral("gb200-tray"), QStringLiteral("GB200 compute tray"), 1, 5600, 5000);
        t.gpuModel = QStringLiteral("B200");
        t.gpuCount = 4;
        t.gpuFp64Tflops = 40; // current datasheet (FAB-16)
        t.nvlinkGBps = 900;   // 1.8 TB/s bidirectional per GPU (FAB-3)
        addPorts(t, QStringLiteral("cx7-"), 4, QStringLiteral("infiniband-ndr"), 400);
        addPorts(t, QStringLiteral("bf3-"), 2, QStringLiteral("400gbase-x-qsfp112"), 400);
        addBmc(t);
        v.push_back(t);
    }
    {
        DeviceType t = make(QStringLiteral("nvlink-tray"), QStringLiteral("NVLink 5 switch tray"),
                            1, 1500, 1200);
        t.ports.push_back(port(QStringLiteral("mgmt0"), QStringLiteral("1000base-t"), 1, true));
        t.ports.push_back(port(QStringLiteral("mgmt1"), QStringLiteral("1000base-t"), 1, true));
        v.push_back(t);
    }
    {
        // CloudMatrix node: 8 Ascend NPUs, 4 Kunpeng CPUs, 7 on-board L1 UB switches; 14 UB links
        // of 400 Gb/s per NPU = 112 per node (§4, FAB-19/FAB-20).
        DeviceType t = make(QStringLiteral("cm-node"), QStringLiteral("CM384 node"), 4, 9000,
                            8000); // power assumed
        t.gpuCount = 8;
        addPorts(t, QStringLiteral("ub"), 112, QStringLiteral("other"), 400);
        addPorts(t, QStringLiteral("rdma"), 8, QStringLiteral("400gbase-x-qsfp112"), 400);
        addPorts(t, QStringLiteral("vpc"), 2, QStringLiteral("200gbase-x-qsfp56"), 200);
        addBmc(t);
        v.push_back(t);
    }
    v.push_back(
        makeSwitch(QStringLiteral("ub-switch"), 48, 400, QStringLiteral("other"), 1, 1000, false));
    {
        DeviceType t =
            make(QStringLiteral("srv-1nic"), QStringLiteral("1-NIC server"), 1, 500, 400);
        addPorts(t, QStringLiteral("eth"), 1, QStringLiteral("400gbase-x-qsfp112"), 400);
        v.push_back(t);
    }
    for (int k : {4, 8, 16, 32, 48})
        v.push_back(makeSwitch(QStringLiteral("sw-k%1").arg(k), k, 400,
                               QStringLiteral("400gbase-x-qsfp112"), 1, 300, false));
    {
        DeviceType t = make(QStringLiteral("pdu"), QStringLiteral("PDU"), 0, 0, 0);
        t.fullDepth = false;
        v.push_back(t);
    }
    return v;
}

FabricSpec superpodSpec(int nodes, const QString &nodeType)
{
    FabricSpec s;
    s.name = QStringLiteral("superpod");
    NodeGroup g;
    g.name = QStringLiteral("dgx");
    g.nodeType = nodeType;
    g.count = nodes;
    s.groups.push_back(g);
    ComputePlaneSpec p;
    p.leafType = QStringLiteral("qm9700");
    s.computePlanes.push_back(p);
    return s;
}

int countRole(const Design &d, const QString &role)
{
    int n = 0;
    for (const Device &dev : d.devices)
        n += dev.role == role;
    return n;
}

int countCables(const Design &d, const QString &roleA, const QString &roleB)
{
    int n = 0;
    for (const Cable &c : d.cables) {
        const Device *a = d.devices.find(d.ports.find(c.aPortId)->deviceId);
        const Device *b = d.devices.find(d.ports.find(c.bPortId)->deviceId);
        if ((a->role == roleA && b->role == roleB) || (a->role == roleB && b->role == roleA))
            ++n;
    }
    return n;
}

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace ry::fabric::test
