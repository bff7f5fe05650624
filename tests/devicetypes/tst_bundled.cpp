// The bundled library in resources/devicetypes: the 12 upstream copies of the sample set (8
// unchanged; the DGX A100, the QM9700, the Q3400-RA and the SN2201 corrected), the three-phase
// APC AP8965 copied from upstream, plus the three Railyard-written node types. Expected figures
// are the vendors' published ones, docs/references/fabric.md §3 (§3.4 lists every type's, with
// its source); EveryTypeMatchesItsPublishedFigures checks them all.

#include "devicetypes/netboximporter.h"
#include "testhelpers.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>

#include <map>
#include <utility>
#include <vector>

using namespace ry;
using namespace ry::test;
using Severity = Diagnostic::Severity;

namespace {

QString bundled(const char *rel)
{
    return QStringLiteral(RESOURCES_DIR "/devicetypes/") + QString::fromLatin1(rel);
}

std::size_t countSpeed(const DeviceType &dt, double gbps)
{
    std::size_t n = 0;
    for (const PortTemplate &p : dt.ports)
        if (p.kind == PortKind::Interface && p.speedGbps == gbps)
            ++n;
    return n;
}

} // namespace

TEST(BundledDeviceTypes, AllImportCleanly)
{
    const devicetypes::DeviceTypeImportSummary s =
        devicetypes::importNetboxDirectory(QStringLiteral(RESOURCES_DIR "/devicetypes"));
    for (const Diagnostic &f : s.failures)
        ADD_FAILURE() << f.describe().toStdString();
    EXPECT_EQ(s.deviceTypes.size(), 16u); // 13 upstream + 3 written for Railyard
    // Nothing warns: the QM9700's upstream gaps (P22.1, P23.0) are filled.
    EXPECT_EQ(countSeverity(s.diagnostics, Severity::Warning), 0u);
}

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

} // namespace

TEST(BundledDeviceTypes, UpstreamCopiesAreUnchanged)
{
    const QString shared = QStringLiteral(SHARED_DATA_DIR "/devicetypes");
    int compared = 0;
    QDirIterator it(shared, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString rel = QDir(shared).relativeFilePath(path);
        if (rel == QLatin1String("Nvidia/DGC-A100.yaml") ||
            rel == QLatin1String("Nvidia/QM9700.yaml") ||
            rel == QLatin1String("Nvidia/Q3400-RA.yaml") ||
            rel == QLatin1String("Nvidia/SN2201.yaml"))
            continue; // corrected, see below
        EXPECT_EQ(readAll(path), readAll(bundled(rel.toUtf8().constData()))) << rel.toStdString();
        ++compared;
    }
    EXPECT_EQ(compared, 8);
    EXPECT_TRUE(QFile::exists(bundled("README.md")));
}

// resources/devicetypes/README.md: the bundled DGX A100 is the upstream file without the second
// "Rear VGA" console port, with "Rear IPMI" moved from console-ports to the interfaces, and with
// the DGX A100's own network ports in place of the upstream's 36 "Ethernet1/n" switch ports
// (28 x 100G QSFP28 + 8 x 400G QSFP-DD, copied from a switch): eight single-port ConnectX-6
// HDR 200 Gb/s adapters for the compute fabric and two dual-port ConnectX-6 VPI 200 Gb/s
// adapters for storage and in-band management (the upstream file's own comments, quoting
// NVIDIA's product text, and the DGX A100 datasheet: docs/references/fabric.md §3.4, FAB-33).
TEST(BundledDeviceTypes, DgxA100IsTheUpstreamFileCorrected)
{
    QByteArray upstream =
        readAll(QStringLiteral(SHARED_DATA_DIR "/devicetypes/Nvidia/DGC-A100.yaml"));
    const QByteArray ipmi = "  - name: Rear IPMI\n    type: 1000base-t\n";
    const QByteArray vga = "  - name: Rear VGA\n    type: other\n";
    ASSERT_EQ(upstream.count(ipmi), 1);
    upstream.replace(ipmi, "");
    const qsizetype second = upstream.lastIndexOf(vga);
    ASSERT_NE(second, upstream.indexOf(vga));
    upstream.remove(second, vga.size());
    upstream += ipmi + "    mgmt_only: true\n";
    const qsizetype from =
        upstream.indexOf("interfaces:\n") + qsizetype(sizeof("interfaces:\n")) - 1;
    const qsizetype to = upstream.indexOf("  - name: mgmt0\n");
    ASSERT_GT(to, from);
    EXPECT_EQ(upstream.mid(from, to - from).count("  - name: Ethernet1/"), 36);
    QByteArray ports;
    for (int i = 0; i < 8; ++i)
        ports += "  - name: ib" + QByteArray::number(i) +
                 "\n    type: infiniband-hdr\n    description: ConnectX-6 single-port HDR 200G, "
                 "compute fabric\n";
    for (const char *slot : {"1", "2"})
        for (const char *p : {"1", "2"})
            ports +=
                QByteArray("  - name: storage") + slot + "-p" + p +
                "\n    type: 200gbase-x-qsfp56\n    description: ConnectX-6 dual-port VPI 200G "
                "(slot " +
                slot + "), storage and in-band management\n";
    upstream.replace(from, to - from, ports);
    EXPECT_EQ(readAll(bundled("Nvidia/DGC-A100.yaml")), upstream);

    Diagnostics d;
    const DeviceType dt = devicetypes::importNetboxDeviceType(bundled("Nvidia/DGC-A100.yaml"), &d);
    EXPECT_EQ(countKind(dt, PortKind::ConsolePort), 6u); // 8 upstream, less the two
    // 8 compute + 4 storage/in-band + mgmt0 + Rear IPMI (upstream: 36 switch ports + mgmt0)
    EXPECT_EQ(countKind(dt, PortKind::Interface), 14u);
    EXPECT_EQ(countSpeed(dt, 200), 12u);
    const PortTemplate *bmc = port(dt, PortKind::Interface, QStringLiteral("Rear IPMI"));
    ASSERT_TRUE(bmc);
    EXPECT_TRUE(bmc->mgmtOnly);
    EXPECT_DOUBLE_EQ(bmc->speedGbps, 1);
    EXPECT_EQ(countSeverity(d, Severity::Warning), 0u);
}

// Issue 15 pt 1, resources/devicetypes/README.md: the QM9700 is the upstream file with its two
// missing ports added (32 OSFP cages carry 64 NDR ports, FAB-13 "Interfaces",
// docs/references/fabric.md §1.6), and the Q3400-RA's UFM port fnm1 is mgmt_only (its own
// description: "In-band fabric node management (UFM)"), so that no generator cables it as one of
// the 144 XDR data ports (FAB-23). Both changes are NetBox fields: the files stay valid
// devicetype-library files.
TEST(BundledDeviceTypes, Qm9700AndQ3400AreTheUpstreamFilesCorrected)
{
    QByteArray qm = readAll(QStringLiteral(SHARED_DATA_DIR "/devicetypes/Nvidia/QM9700.yaml"));
    const QByteArray gap = "  - name: P22.0\n    type: 400gbase-x-osfp\n";
    ASSERT_EQ(qm.count(gap), 1);
    qm.replace(gap, gap + "  - name: P22.1\n    type: 400gbase-x-osfp\n"
                          "  - name: P23.0\n    type: 400gbase-x-osfp\n");
    EXPECT_EQ(readAll(bundled("Nvidia/QM9700.yaml")), qm);
    Diagnostics d;
    const DeviceType q = devicetypes::importNetboxDeviceType(bundled("Nvidia/QM9700.yaml"), &d);
    EXPECT_EQ(countSpeed(q, 400), 64u);
    EXPECT_EQ(q.radix, 64);
    EXPECT_EQ(countSeverity(d, Severity::Warning), 0u);

    QByteArray x = readAll(QStringLiteral(SHARED_DATA_DIR "/devicetypes/Nvidia/Q3400-RA.yaml"));
    const QByteArray fnm = "  - name: fnm1\n    type: infiniband-xdr\n";
    ASSERT_EQ(x.count(fnm), 1);
    x.replace(fnm, fnm + "    mgmt_only: true\n");
    EXPECT_EQ(readAll(bundled("Nvidia/Q3400-RA.yaml")), x);
    const DeviceType xdr =
        devicetypes::importNetboxDeviceType(bundled("Nvidia/Q3400-RA.yaml"), nullptr);
    const PortTemplate *ufm = port(xdr, PortKind::Interface, QStringLiteral("fnm1"));
    ASSERT_TRUE(ufm);
    EXPECT_TRUE(ufm->mgmtOnly);
    EXPECT_EQ(xdr.radix, 144);
    std::size_t data = 0;
    for (const PortTemplate &p : xdr.ports)
        data += p.kind == PortKind::Interface && !p.mgmtOnly && p.speedGbps == 800;
    EXPECT_EQ(data, 144u); // sw1p1 .. sw72p2
}

// Nvidia/HGX-B200.yaml: reference section 3.2 (10U, 14.3 kW, 142.4 kg, 8 x B200, 37 TF FP64,
// NVLink 5 900 GB/s per direction; 8 x ConnectX-7 NDR).
TEST(BundledDeviceTypes, HgxB200)
{
    Diagnostics d;
    const DeviceType dt = devicetypes::importNetboxDeviceType(bundled("Nvidia/HGX-B200.yaml"), &d);
    EXPECT_EQ(dt.slug, QStringLiteral("nvidia-hgx-b200"));
    EXPECT_EQ(dt.uHeight, 10);
    EXPECT_DOUBLE_EQ(dt.weightKg, 142.4);
    EXPECT_EQ(dt.gpuModel, QStringLiteral("B200"));
    EXPECT_EQ(dt.gpuCount, 8);
    EXPECT_DOUBLE_EQ(dt.gpuFp64Tflops, 37);
    EXPECT_DOUBLE_EQ(dt.nvlinkGBps, 900);
    EXPECT_DOUBLE_EQ(dt.powerMaxW, 14300); // explicit; the PSU sum would be 6 x 2860
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 6u);
    EXPECT_EQ(countType(dt, QStringLiteral("infiniband-ndr")), 8u);
    for (int i = 0; i < 8; ++i)
        EXPECT_TRUE(port(dt, PortKind::Interface, QStringLiteral("ib%1").arg(i))) << i;
    EXPECT_EQ(countType(dt, QStringLiteral("400gbase-x-qsfp112")), 2u);
    EXPECT_EQ(countSpeed(dt, 400), 10u);
    const PortTemplate *bmc = port(dt, PortKind::Interface, QStringLiteral("bmc"));
    ASSERT_TRUE(bmc);
    EXPECT_TRUE(bmc->mgmtOnly);
    EXPECT_DOUBLE_EQ(bmc->speedGbps, 1);
    EXPECT_EQ(dt.radix, 0); // a node, not a switch
    EXPECT_EQ(countSeverity(d, Severity::Warning), 0u);
}

// Nvidia/HGX-H100.yaml: reference section 3.3 (8U, 10.2 kW, 130.45 kg, 8 x H100, 67 TF FP64
// Tensor, 900 GB/s NVLink bidirectional = 450 per direction).
TEST(BundledDeviceTypes, HgxH100)
{
    Diagnostics d;
    const DeviceType dt = devicetypes::importNetboxDeviceType(bundled("Nvidia/HGX-H100.yaml"), &d);
    EXPECT_EQ(dt.uHeight, 8);
    EXPECT_DOUBLE_EQ(dt.weightKg, 130.45);
    EXPECT_EQ(dt.gpuModel, QStringLiteral("H100"));
    EXPECT_EQ(dt.gpuCount, 8);
    EXPECT_DOUBLE_EQ(dt.gpuFp64Tflops, 67);
    EXPECT_DOUBLE_EQ(dt.nvlinkGBps, 450);
    EXPECT_DOUBLE_EQ(dt.powerMaxW, 10200);
    EXPECT_EQ(countType(dt, QStringLiteral("infiniband-ndr")), 8u);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 6u);
    EXPECT_EQ(countSeverity(d, Severity::Warning), 0u);
    // RDMA device of each compute port: DGX H100 user guide Table 6 (FAB-34,
    // docs/references/fabric.md §3.5): GPU 0 mlx5_0, GPU 3 mlx5_5, GPU 5 mlx5_9, GPU 7 mlx5_11.
    const std::pair<const char *, const char *> rdma[] = {
        {"ib0", "mlx5_0"}, {"ib1", "mlx5_3"}, {"ib2", "mlx5_4"},  {"ib3", "mlx5_5"},
        {"ib4", "mlx5_6"}, {"ib5", "mlx5_9"}, {"ib6", "mlx5_10"}, {"ib7", "mlx5_11"}};
    for (const auto &[ib, mlx] : rdma) {
        const PortTemplate *p = port(dt, PortKind::Interface, QLatin1String(ib));
        ASSERT_NE(p, nullptr) << ib;
        EXPECT_EQ(p->rdmaDevice, QLatin1String(mlx)) << ib;
    }
    EXPECT_TRUE(port(dt, PortKind::Interface, QStringLiteral("eth0"))->rdmaDevice.isEmpty());
}

// A sidecar's `rdma_devices` map sets PortTemplate::rdmaDevice; an unknown interface, a name
// that is no RDMA device name or one name given twice is refused at the sidecar's line.
TEST(BundledDeviceTypes, SidecarRdmaDevices)
{
    QTemporaryDir dir;
    const QString netbox = dir.filePath(QStringLiteral("Node.yaml"));
    QFile f(netbox);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("manufacturer: Acme\nmodel: Node\nslug: acme-node\nu_height: 4\n"
            "is_full_depth: true\nconsole-ports:\n  - name: con0\n    type: rj-45\n"
            "interfaces:\n  - name: ib0\n    type: infiniband-ndr\n"
            "  - name: ib1\n    type: infiniband-ndr\n");
    f.close();
    const auto writeSidecar = [&](const QByteArray &s) {
        QFile sf(devicetypes::sidecarPathFor(netbox));
        ASSERT_TRUE(sf.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sf.write(s);
    };
    writeSidecar("rdma_devices: {ib0: mlx5_4, ib1: mlx5_7}\n");
    const DeviceType dt = devicetypes::importNetboxDeviceType(netbox, nullptr);
    EXPECT_EQ(port(dt, PortKind::Interface, QStringLiteral("ib0"))->rdmaDevice, "mlx5_4");
    EXPECT_EQ(port(dt, PortKind::Interface, QStringLiteral("ib1"))->rdmaDevice, "mlx5_7");
    for (const auto &[side, line] : std::vector<std::pair<QByteArray, int>>{
             {"gpu_count: 0\nrdma_devices:\n  ib9: mlx5_0\n", 3},
             {"rdma_devices:\n  ib0: eth0\n", 2},
             {"rdma_devices:\n  con0: mlx5_0\n", 2},
             {"rdma_devices:\n  ib0: mlx5_0\n  ib1: mlx5_0\n", 3},
             {"rdma_devices: [ib0]\n", 1}}) {
        writeSidecar(side);
        try {
            devicetypes::importNetboxDeviceType(netbox, nullptr);
            ADD_FAILURE() << "accepted: " << side.toStdString();
        } catch (const Error &e) {
            EXPECT_EQ(e.location().file, devicetypes::sidecarPathFor(netbox)) << side.toStdString();
            EXPECT_EQ(e.location().line, line) << side.toStdString();
        }
    }
}

// Nvidia/GB200-NVL72-compute-tray.yaml: reference section 3.1 (1U tray, 4 GPUs, 4 x CX-7,
// 2 x BlueField-3 = 4 x 200 GbE, busbar-fed so no power ports).
TEST(BundledDeviceTypes, Gb200ComputeTray)
{
    Diagnostics d;
    const DeviceType dt =
        devicetypes::importNetboxDeviceType(bundled("Nvidia/GB200-NVL72-compute-tray.yaml"), &d);
    EXPECT_EQ(dt.uHeight, 1);
    EXPECT_EQ(dt.gpuCount, 4);
    EXPECT_DOUBLE_EQ(dt.gpuFp64Tflops, 40);
    EXPECT_DOUBLE_EQ(dt.nvlinkGBps, 900);
    EXPECT_EQ(countSpeed(dt, 400), 4u);
    EXPECT_EQ(countSpeed(dt, 200), 4u);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 0u);
    EXPECT_EQ(dt.powerMaxW, 0);
    EXPECT_EQ(dt.extraYaml, QStringLiteral("{is_powered: false}"));
    EXPECT_EQ(countSeverity(d, Severity::Warning), 0u);
    // 72 GPUs per NVL72 rack = 18 trays x 4 (reference 3.1).
    EXPECT_EQ(18 * dt.gpuCount, 72);
}

// Railyard's own facts live in sidecars (`<name>.railyard.yaml`, devicetypes/netboximporter.h),
// so every bundled NetBox file is a plain devicetype-library file: no `x-railyard` key, which
// the library's schema (schema/devicetype.json, additionalProperties false) would refuse.
TEST(BundledDeviceTypes, NetboxFilesCarryNoRailyardKeysAndSidecarsAreRead)
{
    int files = 0, sidecars = 0;
    QDirIterator it(QStringLiteral(RESOURCES_DIR "/devicetypes"),
                    {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (devicetypes::isSidecarFile(path)) {
            ++sidecars;
            EXPECT_TRUE(QFile::exists(path.left(path.size() - int(qstrlen(".railyard.yaml"))) +
                                      QStringLiteral(".yaml")))
                << "sidecar without its NetBox file: " << path.toStdString();
            continue;
        }
        ++files;
        EXPECT_FALSE(readAll(path).contains("\nx-railyard:")) << path.toStdString();
    }
    EXPECT_EQ(files, 16);
    EXPECT_EQ(sidecars, 5); // HGX B200, HGX H100, GB200 tray, QM9700, DGX A100
    // QM9700: 1.72 kW maximum with active cables (docs/references/fabric.md §1.6, FAB-15).
    Diagnostics d;
    const DeviceType qm = devicetypes::importNetboxDeviceType(bundled("Nvidia/QM9700.yaml"), &d);
    EXPECT_DOUBLE_EQ(qm.powerMaxW, 1720);
}

// A sidecar's bad value is reported in the sidecar, at its line; a type with both an inline
// `x-railyard` map and a sidecar is refused.
TEST(BundledDeviceTypes, SidecarErrorsNameTheSidecar)
{
    QTemporaryDir dir;
    const QString netbox = dir.filePath(QStringLiteral("Node.yaml"));
    QFile f(netbox);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("manufacturer: Acme\nmodel: Node\nslug: acme-node\nu_height: 2\nis_full_depth: "
            "true\n");
    f.close();
    const QString side = devicetypes::sidecarPathFor(netbox);
    EXPECT_EQ(side, dir.filePath(QStringLiteral("Node.railyard.yaml")));
    QFile sf(side);
    ASSERT_TRUE(sf.open(QIODevice::WriteOnly));
    sf.write("gpu_count: 8\ngpu_fp64_tflops: lots\n");
    sf.close();
    try {
        devicetypes::importNetboxDeviceType(netbox, nullptr);
        ADD_FAILURE() << "a bad sidecar value was accepted";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, side);
        EXPECT_EQ(e.location().line, 2);
    }
    ASSERT_TRUE(sf.open(QIODevice::WriteOnly | QIODevice::Truncate));
    sf.write("gpu_count: 8\n");
    sf.close();
    EXPECT_EQ(devicetypes::importNetboxDeviceType(netbox, nullptr).gpuCount, 8);
    // Also inline: refused, whichever was meant.
    ASSERT_TRUE(f.open(QIODevice::Append));
    f.write("x-railyard:\n  gpu_count: 4\n");
    f.close();
    EXPECT_THROW(devicetypes::importNetboxDeviceType(netbox, nullptr), Error);
    // The folder import does not take the sidecar for a device type of its own.
    QFile::remove(netbox);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("manufacturer: Acme\nmodel: Node\nslug: acme-node\nu_height: 2\nis_full_depth: "
            "true\n");
    f.close();
    const devicetypes::DeviceTypeImportSummary s = devicetypes::importNetboxDirectory(dir.path());
    EXPECT_TRUE(s.failures.empty());
    ASSERT_EQ(s.deviceTypes.size(), 1u);
    EXPECT_EQ(s.deviceTypes[0].gpuCount, 8);
}

// resources/devicetypes/README.md: the bundled SN2201 is the upstream file with its management
// port eth0 ("Management") marked mgmt_only, as the Q3400-RA's fnm1: otherwise the OOB
// generator, which takes a switch's ports in order, cabled eth0 as the first 1G data port. The
// SN2201 has 48 x 1GbE RJ45 data ports and 4 x QSFP28 100GbE (docs/references/fabric.md §1.6,
// FAB-1 Table 1).
TEST(BundledDeviceTypes, Sn2201ManagementPortIsMgmtOnly)
{
    const QString upstream = QStringLiteral(SHARED_DATA_DIR "/devicetypes/Nvidia/SN2201.yaml");
    QString expected = QString::fromUtf8(readAll(upstream));
    expected.replace(QStringLiteral("  - name: eth0\n    type: 1000base-t\n"),
                     QStringLiteral("  - name: eth0\n    type: 1000base-t\n    mgmt_only: true\n"));
    EXPECT_EQ(QString::fromUtf8(readAll(bundled("Nvidia/SN2201.yaml"))), expected);
    Diagnostics d;
    const DeviceType dt = devicetypes::importNetboxDeviceType(bundled("Nvidia/SN2201.yaml"), &d);
    std::size_t data1g = 0, data100g = 0;
    for (const PortTemplate &p : dt.ports) {
        if (p.kind != PortKind::Interface || p.mgmtOnly)
            continue;
        data1g += p.speedGbps == 1;
        data100g += p.speedGbps == 100;
    }
    EXPECT_EQ(data1g, 48u);
    EXPECT_EQ(data100g, 4u);
    const PortTemplate *eth0 = port(dt, PortKind::Interface, QStringLiteral("eth0"));
    ASSERT_TRUE(eth0);
    EXPECT_TRUE(eth0->mgmtOnly);
}

// Issue 15 pt 1: spare ports are Railyard's fact (NetBox has no such field), so a sidecar lists
// them: `spare_ports: [names]` marks those interfaces PortTemplate::spare, and the derived
// switch radix leaves them out. A name that is no interface of the type is refused at its line
// in the sidecar; one listed twice is a warning.
TEST(BundledDeviceTypes, SidecarSparePortsAreKeptOutOfTheRadix)
{
    QTemporaryDir dir;
    const QString netbox = dir.filePath(QStringLiteral("Sw.yaml"));
    QFile f(netbox);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    QByteArray text = "manufacturer: Acme\nmodel: Sw\nslug: acme-sw\nu_height: 1\n"
                      "is_full_depth: true\nconsole-ports:\n  - name: con0\n    type: rj-45\n"
                      "interfaces:\n  - name: eth0\n    type: 1000base-t\n    mgmt_only: true\n";
    for (int i = 1; i <= 20; ++i)
        text += "  - name: swp" + QByteArray::number(i) + "\n    type: 100gbase-x-qsfp28\n";
    f.write(text);
    f.close();
    const auto writeSidecar = [&](const QByteArray &s) {
        QFile sf(devicetypes::sidecarPathFor(netbox));
        ASSERT_TRUE(sf.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sf.write(s);
    };

    // Without a sidecar: 20 QSFP28 ports make a radix-20 switch, none spare.
    DeviceType dt = devicetypes::importNetboxDeviceType(netbox, nullptr);
    EXPECT_EQ(dt.radix, 20);
    writeSidecar("spare_ports:\n  - swp20\n  - swp19\n");
    Diagnostics d;
    dt = devicetypes::importNetboxDeviceType(netbox, &d);
    EXPECT_EQ(dt.radix, 18);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 100);
    std::size_t spare = 0;
    for (const PortTemplate &p : dt.ports)
        spare += p.spare;
    EXPECT_EQ(spare, 2u);
    EXPECT_TRUE(port(dt, PortKind::Interface, QStringLiteral("swp19"))->spare);
    EXPECT_FALSE(port(dt, PortKind::Interface, QStringLiteral("swp18"))->spare);
    EXPECT_EQ(countSeverity(d, Severity::Warning), 0u);

    // Twice: a warning naming the sidecar's line; still one spare port.
    writeSidecar("spare_ports: [swp20, swp20]\n");
    d.clear();
    dt = devicetypes::importNetboxDeviceType(netbox, &d);
    EXPECT_EQ(dt.radix, 19);
    ASSERT_EQ(countSeverity(d, Severity::Warning), 1u);
    for (const Diagnostic &w : d)
        if (w.severity == Severity::Warning) {
            EXPECT_EQ(w.location.file, devicetypes::sidecarPathFor(netbox));
            EXPECT_EQ(w.location.line, 1);
        }

    // Not a port, not an interface, not a list: refused, at the sidecar's line.
    for (const auto &[side, line] :
         std::vector<std::pair<QByteArray, int>>{{"gpu_count: 0\nspare_ports:\n  - swp21\n", 3},
                                                 {"spare_ports:\n  - swp1\n  - con0\n", 3},
                                                 {"spare_ports: swp1\n", 1}}) {
        writeSidecar(side);
        try {
            devicetypes::importNetboxDeviceType(netbox, nullptr);
            ADD_FAILURE() << "accepted: " << side.toStdString();
        } catch (const Error &e) {
            EXPECT_EQ(e.location().file, devicetypes::sidecarPathFor(netbox)) << side.toStdString();
            EXPECT_EQ(e.location().line, line) << side.toStdString();
        }
    }
}

namespace {

/// A bundled type's figures. -1 (or empty) = not checked: the row's comment says why.
struct Published
{
    const char *file;
    double uHeight = -1;
    /// Data interfaces (not mgmt_only, not spare), by speed in Gb/s.
    std::map<double, int> dataPorts;
    int mgmtPorts = -1;
    /// The type's powerMaxW, W; 0 = the file gives no figure.
    double powerMaxW = -1;
    /// Power outlets in all, of them C19, and per feed leg ("A", "B", "C").
    int outlets = -1;
    int c19 = -1;
    std::map<QString, int> outletsPerLeg;
    QString inlet; ///< the type of its only power port
    /// Patch panels: front ports, each mapped to a rear port of the same type and position 1.
    int frontPorts = -1;
    QString frontType;
    int gpus = -1;
};

std::map<double, int> dataPortsOf(const DeviceType &dt)
{
    std::map<double, int> out;
    for (const PortTemplate &p : dt.ports)
        if (p.kind == PortKind::Interface && !p.mgmtOnly && !p.spare && p.speedGbps > 0)
            ++out[p.speedGbps];
    return out;
}

double powerPortSum(const DeviceType &dt)
{
    double w = 0;
    for (const PortTemplate &p : dt.ports)
        if (p.kind == PortKind::PowerPort)
            w += p.maximumDrawW;
    return w;
}

} // namespace

// Issue 15 pt 1: every bundled device type against its vendor's published figures, as recorded
// in docs/references/fabric.md §3.4 (the FAB-n sources are in its section 0). A figure the
// sources read do not give is not filled in: the comment says so, and the row checks what the
// file itself states. Every file in resources/devicetypes must have a row.
TEST(BundledDeviceTypes, EveryTypeMatchesItsPublishedFigures)
{
    const std::vector<Published> table{
        // APC AP8965: 0U; three-phase 208 V 30 A, NEMA L21-30P; (21) C13 and (3) C19, 8 on each
        // leg. FAB-29, https://www.apc.com/us/en/product/AP8965/ (as cited by
        // tests/export/tst_power.cpp; not re-read) and the file's own comments "(21) C13 & (3)
        // C19". Power: a PDU, no draw of its own.
        {.file = "APC/AP8965.yaml",
         .uHeight = 0,
         .mgmtPorts = 1,
         .powerMaxW = 0,
         .outlets = 24,
         .c19 = 3,
         .outletsPerLeg = {{QStringLiteral("A"), 8},
                           {QStringLiteral("B"), 8},
                           {QStringLiteral("C"), 8}},
         .inlet = QStringLiteral("nema-l21-30p")},
        // APC APDU9941: 0U; single phase 200/208 V 30 A, NEMA L6-30P; (21) C13 and (3) C19 on
        // one leg. FAB-29, https://www.apc.com/us/en/product/APDU9941/ (not re-read) and the
        // file's own comments.
        {.file = "APC/APDU9941.yaml",
         .uHeight = 0,
         .mgmtPorts = 1,
         .powerMaxW = 0,
         .outlets = 24,
         .c19 = 3,
         .outletsPerLeg = {{QStringLiteral("A"), 24}},
         .inlet = QStringLiteral("nema-l6-30p")},
        // Generic panels have no vendor: checked against their own definition (the model name:
        // 48 ports of UTP copper, 8P8C; 24 LC ports), each front port on its own rear port.
        {.file = "Generic/48-port-copper-patch-panel.yaml",
         .uHeight = 2,
         .powerMaxW = 0,
         .frontPorts = 48,
         .frontType = QStringLiteral("8p8c")},
        {.file = "Generic/LC-24-port-fiber-patch-panel.yaml",
         .uHeight = 1,
         .powerMaxW = 0,
         .frontPorts = 24,
         .frontType = QStringLiteral("lc")},
        // Mellanox SN4600: 64 x 200GbE (Spectrum-3: 64 ports of 200GbE, FAB-28 [S],
        // https://www.electronicdesign.com/markets/automation/article/21126952/128-tb-s-ethernet-switch-chip-delivers-for-data-centers);
        // 2U (the SN4600C chassis, FAB-28 [S],
        // https://github.com/mellanox/mlxsw/wiki/5.13-Release-notes).
        // Power: no published figure in the sources read; the file gives none (0).
        {.file = "Mellanox/SN4600.yml",
         .uHeight = 2,
         .dataPorts = {{200, 64}},
         .mgmtPorts = 1,
         .powerMaxW = 0},
        // Mellanox QM8700: 1U, HDR 200 Gb/s (FAB-25 [P], the manual's title,
        // https://docs.nvidia.com/networking/display/QM87XX/Document+Revision+History). The 40
        // ports are the file's: no source read states the count. Power: no published system
        // maximum was read; checked below as the sum of the file's own maximum_draw only.
        {.file = "Mellanox/qm8700.yml", .uHeight = 1, .dataPorts = {{200, 40}}, .mgmtPorts = 1},
        // NVIDIA DGX A100: 6U (26.4 cm high, FAB-27 [S]); 6.5 kW maximum from six 3 kW supplies
        // (FAB-27 [S],
        // https://pcnews.ru/news/vycislitelnaa_sistema_nvidia_dgx_a100_ampere_osnasaetsa_sestu_blokami_pitania_po_3_kvt-985106.html),
        // given by the sidecar (the file's power ports sum to 2 x 1071 W). Network: 8 x
        // single-port ConnectX-6 HDR 200 Gb/s (compute) + 2 x dual-port ConnectX-6 VPI 200 Gb/s
        // (storage, in-band) = 12 x 200G (FAB-33 [S],
        // https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/nvidia-dgx-a100-datasheet.pdf;
        // FAB-27 [S] "eight 200 Gb/s adapters"); BMC + mgmt0 are the management ports.
        {.file = "Nvidia/DGC-A100.yaml",
         .uHeight = 6,
         .dataPorts = {{200, 12}},
         .mgmtPorts = 2,
         .powerMaxW = 6500},
        // GB200 NVL72 compute tray: 1U, 4 GPUs, 4 x NDR (ConnectX-7) and 2 BlueField-3 = 4 x
        // 200 GbE, busbar-fed (docs/references/fabric.md §3.1: FAB-3 [P],
        // https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-gb200/latest/
        // ;
        // FAB-22 [S] for the NIC count).
        {.file = "Nvidia/GB200-NVL72-compute-tray.yaml",
         .uHeight = 1,
         .dataPorts = {{200, 4}, {400, 4}},
         .mgmtPorts = 1,
         .powerMaxW = 0,
         .gpus = 4},
        // HGX/DGX B200: 10U, 14.3 kW, 8 x B200, 8 x NDR + 2 x 400G QSFP112
        // (docs/references/fabric.md §3.2: FAB-6
        // [P],
        // https://docs.nvidia.com/dgx-basepod/reference-architecture-infrastructure-foundation-enterprise-ai/latest/core-components.html
        // ;
        // FAB-15 [S], https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html).
        {.file = "Nvidia/HGX-B200.yaml",
         .uHeight = 10,
         .dataPorts = {{400, 10}},
         .mgmtPorts = 1,
         .powerMaxW = 14300,
         .gpus = 8},
        // HGX/DGX H100: 8U, 10.2 kW, 8 x H100, 8 x NDR + 2 x 400G QSFP112
        // (docs/references/fabric.md §3.3: FAB-1,
        // FAB-6 [P]; FAB-15 [S],
        // https://docs.nvidia.com/dgx/dgxh100-user-guide/introduction-to-dgxh100.html).
        {.file = "Nvidia/HGX-H100.yaml",
         .uHeight = 8,
         .dataPorts = {{400, 10}},
         .mgmtPorts = 1,
         .powerMaxW = 10200,
         .gpus = 8},
        // NVLink 5 switch tray: busbar-fed, NVLink ports not field-cabled (FAB-3 [P] for the 9
        // trays per rack; the rest is the file's own comments). Its U height was not found in a
        // source read: not checked. Its 1G ports are the file's.
        {.file = "Nvidia/NVLink-5-Switch.yaml",
         .dataPorts = {{1, 2}},
         .mgmtPorts = 1,
         .powerMaxW = 0},
        // Quantum-X800 Q3400-RA: 144 x 800G XDR (FAB-23 [S],
        // https://ziash.github.io/nvidia-nca-aiio-study-guide/02-ai-infrastructure/09-high-speed-network-options/),
        // plus the mgmt-only UFM port fnm1 (FAB-26 names it, "FNM - Fabric Network Management
        // Port",
        // https://docs.nvidia.com/networking/display/XDRSwitchesHWUM/Document+Revision+History).
        // U height and power: not found in a source read (power checked as the port sum below).
        // The 1G data port is the file's eth1, which it does not mark mgmt-only.
        {.file = "Nvidia/Q3400-RA.yaml", .dataPorts = {{1, 1}, {800, 144}}, .mgmtPorts = 2},
        // Quantum-2 QM9700: 1U, 32 OSFP cages = 64 x NDR 400G (FAB-13 [P],
        // https://docs.nvidia.com/networking/display/QM97X0PUB/Interfaces ; FAB-31 [P],
        // https://lore.kernel.org/r/20211023094022.4193813-2-vadimp@nvidia.com); 1.72 kW with
        // active cables (FAB-15 [S], https://networking-docs.nvidia.com/qm97x0hw/specifications).
        // The file has no management interface; FAB-13's footnotes leave open which variants
        // have the RJ45 one, so the count is not checked.
        {.file = "Nvidia/QM9700.yaml", .uHeight = 1, .dataPorts = {{400, 64}}, .powerMaxW = 1720},
        // Spectrum SN2201: 1U, 48 x 1GbE RJ45 + 4 x 100GbE QSFP28 (FAB-1 Table 1 [P],
        // https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/latest/).
        // Power: not in a source read; the file gives none.
        {.file = "Nvidia/SN2201.yaml",
         .uHeight = 1,
         .dataPorts = {{1, 48}, {100, 4}},
         .mgmtPorts = 1,
         .powerMaxW = 0},
        // Spectrum-4 SN5600: 64 x 800GbE OSFP (FAB-24 [P],
        // https://docs.nvidia.com/networking/display/sn5000/data+interfaces); 2U (FAB-15 [S]).
        // Power: FAB-24 names dual 3 kW supplies but no system maximum; the file gives none.
        {.file = "Nvidia/SN5600.yaml",
         .uHeight = 2,
         .dataPorts = {{800, 64}},
         .mgmtPorts = 1,
         .powerMaxW = 0},
        // Supermicro AS-8125GS-TNMR2: 8U, 8 x MI300X per the file's own comments, which cite
        // FAB-30, https://www.supermicro.com/en/products/system/datasheet/as-8125gs-tnmr2 (not
        // read). Ports are the file's; power: no published system maximum read (port sum below).
        {.file = "Supermicro/AS-8125GS-TNMR2.yml",
         .uHeight = 8,
         .dataPorts = {{10, 2}, {400, 10}},
         .mgmtPorts = 1},
    };

    // Every bundled NetBox file has a row.
    QStringList rows;
    for (const Published &p : table)
        rows << QString::fromLatin1(p.file);
    QDirIterator it(QStringLiteral(RESOURCES_DIR "/devicetypes"),
                    {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        if (devicetypes::isSidecarFile(path))
            continue;
        ++files;
        EXPECT_TRUE(rows.contains(
            QDir(QStringLiteral(RESOURCES_DIR "/devicetypes")).relativeFilePath(path)))
            << "no published figures for " << path.toStdString();
    }
    EXPECT_EQ(files, 16);
    EXPECT_EQ(table.size(), 16u);

    for (const Published &p : table) {
        SCOPED_TRACE(p.file);
        const DeviceType dt = devicetypes::importNetboxDeviceType(bundled(p.file), nullptr);
        if (p.uHeight >= 0) {
            EXPECT_DOUBLE_EQ(dt.uHeight, p.uHeight);
        }
        EXPECT_EQ(dataPortsOf(dt), p.dataPorts);
        if (p.mgmtPorts >= 0) {
            int mgmt = 0;
            for (const PortTemplate &t : dt.ports)
                mgmt += t.kind == PortKind::Interface && t.mgmtOnly;
            EXPECT_EQ(mgmt, p.mgmtPorts);
        }
        if (p.powerMaxW >= 0) {
            EXPECT_DOUBLE_EQ(dt.powerMaxW, p.powerMaxW);
        } else {
            // No published figure: what the file says, its power ports' sum, and nothing else.
            EXPECT_DOUBLE_EQ(dt.powerMaxW, powerPortSum(dt));
        }
        if (p.outlets >= 0) {
            int outlets = 0, c19 = 0, inlets = 0;
            std::map<QString, int> legs;
            for (const PortTemplate &t : dt.ports) {
                if (t.kind == PortKind::PowerOutlet) {
                    ++outlets;
                    c19 += t.type == QLatin1String("iec-60320-c19");
                    ++legs[t.feedLeg];
                } else if (t.kind == PortKind::PowerPort) {
                    ++inlets;
                    EXPECT_EQ(t.type, p.inlet);
                }
            }
            EXPECT_EQ(outlets, p.outlets);
            EXPECT_EQ(c19, p.c19);
            EXPECT_EQ(legs, p.outletsPerLeg);
            EXPECT_EQ(inlets, 1);
        }
        if (p.frontPorts >= 0) {
            int fronts = 0;
            QSet<QString> rearsUsed;
            for (const PortTemplate &t : dt.ports) {
                if (t.kind != PortKind::FrontPort)
                    continue;
                ++fronts;
                EXPECT_EQ(t.type, p.frontType) << t.name.toStdString();
                const PortTemplate *rear = port(dt, PortKind::RearPort, t.rearPort);
                ASSERT_TRUE(rear) << t.name.toStdString();
                EXPECT_EQ(rear->type, p.frontType);
                EXPECT_EQ(t.rearPosition, 1);
                rearsUsed.insert(t.rearPort);
            }
            EXPECT_EQ(fronts, p.frontPorts);
            EXPECT_EQ(rearsUsed.size(), qsizetype(p.frontPorts)); // each on its own rear port
            EXPECT_EQ(countKind(dt, PortKind::RearPort), std::size_t(p.frontPorts));
        }
        if (p.gpus >= 0) {
            EXPECT_EQ(dt.gpuCount, p.gpus);
        }
        // No bundled type has spare ports (resources/devicetypes/README.md).
        for (const PortTemplate &t : dt.ports)
            EXPECT_FALSE(t.spare) << t.name.toStdString();
    }
}
