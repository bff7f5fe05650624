// The bundled library in resources/devicetypes: the 12 upstream copies of the sample set (9
// unchanged; the DGX A100, the QM9700 and the Q3400-RA corrected), the three-phase APC AP8965
// copied from upstream, plus the three Railyard-written node types. Expected figures are the ones
// in those files, which cite docs/references/fabric.md §3.

#include "devicetypes/netboximporter.h"
#include "testhelpers.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>

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
// "Rear VGA" console port and with "Rear IPMI" moved from console-ports to the interfaces.
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
    EXPECT_EQ(readAll(bundled("Nvidia/DGC-A100.yaml")), upstream);

    Diagnostics d;
    const DeviceType dt = devicetypes::importNetboxDeviceType(bundled("Nvidia/DGC-A100.yaml"), &d);
    EXPECT_EQ(countKind(dt, PortKind::ConsolePort), 6u); // 8 upstream, less the two
    EXPECT_EQ(countKind(dt, PortKind::Interface), 38u);  // 37 upstream + Rear IPMI
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
    EXPECT_EQ(sidecars, 4); // HGX B200, HGX H100, GB200 tray, QM9700
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
