// Import of the real NetBox device-type library files in SHARED_DATA_DIR/devicetypes
// (tests/data/shared/devicetypes; provenance in its README.md). Every expected number below was
// counted in the named file by hand; line numbers are those of the file.

#include "devicetypes/netboximporter.h"
#include "testhelpers.h"

#include <gtest/gtest.h>

#include <QDir>

using namespace ry;
using namespace ry::test;
using Severity = Diagnostic::Severity;

namespace {

QString sharedFile(const char *rel)
{
    return QStringLiteral(SHARED_DATA_DIR "/devicetypes/") + QString::fromLatin1(rel);
}

struct Imported
{
    DeviceType dt;
    Diagnostics diags;
};

Imported load(const char *rel)
{
    Imported r;
    r.dt = devicetypes::importNetboxDeviceType(sharedFile(rel), &r.diags);
    return r;
}

} // namespace

TEST(NetboxSharedLibrary, DirectoryImportsElevenAndRefusesTheDgxA100)
{
    const devicetypes::DeviceTypeImportSummary s =
        devicetypes::importNetboxDirectory(QStringLiteral(SHARED_DATA_DIR "/devicetypes"));
    // 12 device types: APC 1, Generic 2, Mellanox 2, Nvidia 6, Supermicro 1 (schema/ skipped).
    EXPECT_EQ(s.filesTried, 12);
    ASSERT_EQ(s.deviceTypes.size(), 11u);
    ASSERT_EQ(s.files.size(), 11);
    // The DGX A100's two known defects (README.md) refuse it (docs/references/cmdb.md §4).
    EXPECT_EQ(s.failedFiles(), QStringList{sharedFile("Nvidia/DGC-A100.yaml")});
    ASSERT_EQ(s.failures.size(), 2u);
    EXPECT_EQ(s.failures[0].describe(),
              sharedFile("Nvidia/DGC-A100.yaml") +
                  QStringLiteral(":99:11: console-ports[3].type: Port \"Rear IPMI\" has the type "
                                 "\"1000base-t\", which is not a NetBox console port type. It is "
                                 "an interface type."));
    EXPECT_EQ(s.failures[1].describe(),
              sharedFile("Nvidia/DGC-A100.yaml") +
                  QStringLiteral(":102:11: console-ports[5].name: Port \"Rear VGA\" is defined "
                                 "twice. First at line 96."));
    // Sorted by relative path; both .yaml and .yml are read.
    EXPECT_TRUE(s.files.front().endsWith(QStringLiteral("APC/APDU9941.yaml")));
    EXPECT_TRUE(s.files.back().endsWith(QStringLiteral("Supermicro/AS-8125GS-TNMR2.yml")));
    EXPECT_EQ(s.deviceTypes.front().slug, QStringLiteral("apdu9941"));
    EXPECT_EQ(s.deviceTypes.back().slug, QStringLiteral("supermicro-as-8125gs-tnmr2"));
    for (const QString &f : s.files)
        EXPECT_FALSE(f.contains(QStringLiteral("/schema/"))) << f.toStdString();
    // QM9700's gaps are warnings of the directory import, and the only ones.
    EXPECT_EQ(countDiag(s.diagnostics, Severity::Warning, QStringLiteral("is missing")), 2u);
    EXPECT_EQ(countSeverity(s.diagnostics, Severity::Warning), 2u);
}

// Nvidia/QM9700.yaml: NDR switch, 1U, 62 interfaces P0.0..P31.1 without P22.1 and P23.0.
TEST(NetboxSharedLibrary, QM9700)
{
    const auto [dt, diags] = load("Nvidia/QM9700.yaml");
    EXPECT_EQ(dt.manufacturer, QStringLiteral("Nvidia"));
    EXPECT_EQ(dt.model, QStringLiteral("QM9700"));
    EXPECT_EQ(dt.slug, QStringLiteral("nvidia-qm9700"));
    EXPECT_EQ(dt.uHeight, 1);
    EXPECT_TRUE(dt.fullDepth);
    EXPECT_DOUBLE_EQ(dt.weightKg, 14.8);
    EXPECT_EQ(dt.airflow, QStringLiteral("rear-to-front"));
    EXPECT_EQ(countKind(dt, PortKind::Interface), 62u);
    EXPECT_EQ(countKind(dt, PortKind::ConsolePort), 1u);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 2u);
    EXPECT_EQ(dt.ports.size(), 65u);
    EXPECT_EQ(dt.powerMaxW, 0); // no maximum_draw in the file
    const PortTemplate *p00 = port(dt, PortKind::Interface, QStringLiteral("P0.0"));
    ASSERT_TRUE(p00);
    EXPECT_EQ(p00->type, QStringLiteral("400gbase-x-osfp"));
    EXPECT_DOUBLE_EQ(p00->speedGbps, 400);
    EXPECT_FALSE(port(dt, PortKind::Interface, QStringLiteral("P22.1")));
    // Derived switch facts: 62 ports at 400 Gb/s (the datasheet says 64; the file lacks two).
    EXPECT_EQ(dt.radix, 62);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 400);
    EXPECT_EQ(countDiag(diags, Severity::Info, QStringLiteral("taken for a switch")), 1u);
    // The gap warnings, at the line of the cage's surviving member.
    const Diagnostic *p221 = findDiag(diags, Severity::Warning, QStringLiteral("P22.1"));
    ASSERT_TRUE(p221);
    EXPECT_EQ(p221->object, QStringLiteral("P22.1"));
    EXPECT_EQ(p221->location.file, sharedFile("Nvidia/QM9700.yaml"));
    EXPECT_EQ(p221->location.line, 107); // "  - name: P22.0"
    EXPECT_EQ(p221->location.column, 5);
    const Diagnostic *p230 = findDiag(diags, Severity::Warning, QStringLiteral("P23.0"));
    ASSERT_TRUE(p230);
    EXPECT_EQ(p230->location.line, 109); // "  - name: P23.1"
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 2u);
    EXPECT_TRUE(dt.extraYaml.isEmpty());
}

// Nvidia/Q3400-RA.yaml: XDR switch, 4U, 144 sw<N>p<M> + fnm1 + eth0/eth1, 8 PSUs x 875 W.
TEST(NetboxSharedLibrary, Q3400RA)
{
    const auto [dt, diags] = load("Nvidia/Q3400-RA.yaml");
    EXPECT_EQ(dt.uHeight, 4);
    EXPECT_EQ(dt.partNumber, QStringLiteral("920-9B36F-00RX-8S0"));
    EXPECT_DOUBLE_EQ(dt.weightKg, 60);
    EXPECT_EQ(dt.airflow, QStringLiteral("front-to-rear"));
    EXPECT_EQ(countKind(dt, PortKind::Interface), 147u);
    EXPECT_EQ(countType(dt, QStringLiteral("infiniband-xdr")), 145u); // 144 + fnm1
    std::size_t at800 = 0;
    for (const PortTemplate &p : dt.ports)
        if (p.kind == PortKind::Interface && p.speedGbps == 800)
            ++at800;
    EXPECT_EQ(at800, 145u);
    const PortTemplate *fnm1 = port(dt, PortKind::Interface, QStringLiteral("fnm1"));
    ASSERT_TRUE(fnm1);
    EXPECT_DOUBLE_EQ(fnm1->speedGbps, 800);
    EXPECT_EQ(fnm1->description, QStringLiteral("In-band fabric node management (UFM)"));
    const PortTemplate *eth0 = port(dt, PortKind::Interface, QStringLiteral("eth0"));
    ASSERT_TRUE(eth0);
    EXPECT_TRUE(eth0->mgmtOnly);
    EXPECT_DOUBLE_EQ(eth0->speedGbps, 1);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 8u);
    EXPECT_EQ(countKind(dt, PortKind::ConsolePort), 1u);
    EXPECT_DOUBLE_EQ(dt.powerMaxW, 8 * 875.0); // 7000 W
    EXPECT_EQ(dt.powerTypicalW, 0);
    // fnm1 does not share the sw#p# pattern, so the radix is the 144 front-panel ports.
    EXPECT_EQ(dt.radix, 144);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 800);
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 0u); // all 72 cages complete
}

// Nvidia/SN5600.yaml: Spectrum-4, 2U, 64 x 800G OSFP + eth0; PSUs are module bays.
TEST(NetboxSharedLibrary, SN5600)
{
    const auto [dt, diags] = load("Nvidia/SN5600.yaml");
    EXPECT_EQ(dt.uHeight, 2);
    EXPECT_TRUE(dt.fullDepth);
    EXPECT_DOUBLE_EQ(dt.weightKg, 23.5);
    EXPECT_EQ(countKind(dt, PortKind::Interface), 65u);
    EXPECT_EQ(countType(dt, QStringLiteral("800gbase-x-osfp")), 64u);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 0u);
    EXPECT_EQ(dt.moduleBays, (QStringList{QStringLiteral("PSU1"), QStringLiteral("PSU2")}));
    EXPECT_EQ(dt.radix, 64);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 800);
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 0u);
}

// Nvidia/SN2201.yaml: 48 x 1G + 4 x 100G + eth0 ("Management", not mgmt_only), not full depth.
TEST(NetboxSharedLibrary, SN2201)
{
    const auto [dt, diags] = load("Nvidia/SN2201.yaml");
    EXPECT_EQ(dt.slug, QStringLiteral("mellanox-sn2201"));
    EXPECT_EQ(dt.manufacturer, QStringLiteral("Nvidia"));
    EXPECT_EQ(dt.uHeight, 1);
    EXPECT_FALSE(dt.fullDepth);
    EXPECT_DOUBLE_EQ(dt.weightKg, 7.41);
    EXPECT_EQ(countKind(dt, PortKind::Interface), 53u);
    EXPECT_EQ(countType(dt, QStringLiteral("1000base-t")), 49u);
    EXPECT_EQ(countType(dt, QStringLiteral("100gbase-x-qsfp28")), 4u);
    EXPECT_EQ(countKind(dt, PortKind::ConsolePort), 1u);
    EXPECT_EQ(dt.moduleBays.size(), 2);
    // eth0 is named apart from swp1..48, so the radix is 48, not 49.
    EXPECT_EQ(dt.radix, 48);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 1);
    // front_image (line 10) is not modelled: kept and reported.
    EXPECT_EQ(dt.extraYaml, QStringLiteral("{front_image: true}"));
    const Diagnostic *fi = findDiag(diags, Severity::Info, QStringLiteral("front_image"));
    ASSERT_TRUE(fi);
    EXPECT_EQ(fi->location.line, 10);
    EXPECT_EQ(fi->location.column, 1);
    EXPECT_EQ(fi->field, QStringLiteral("front_image"));
}

// Nvidia/NVLink-5-Switch.yaml: 3 x 1000base-t, no power ports, is_powered: false.
TEST(NetboxSharedLibrary, NVLink5Switch)
{
    const auto [dt, diags] = load("Nvidia/NVLink-5-Switch.yaml");
    EXPECT_EQ(dt.uHeight, 1);
    EXPECT_EQ(countKind(dt, PortKind::Interface), 3u);
    EXPECT_EQ(dt.ports.size(), 3u);
    EXPECT_EQ(dt.powerMaxW, 0);
    EXPECT_EQ(dt.radix, 0); // NVLink ports are not in the file; 2 data ports make no switch
    EXPECT_EQ(dt.extraYaml, QStringLiteral("{is_powered: false}"));
    EXPECT_TRUE(dt.comments.startsWith(QStringLiteral("NVIDIA fifth-generation NVLink switch")));
}

// Nvidia/DGC-A100.yaml: DGX A100, 6U; console "Rear VGA" twice (lines 96 and 102); console
// "Rear IPMI" typed 1000base-t (line 99). Both refuse the file, in line order.
TEST(NetboxSharedLibrary, DgxA100IsRefused)
{
    try {
        load("Nvidia/DGC-A100.yaml");
        FAIL() << "imported";
    } catch (const devicetypes::DeviceTypeRefused &e) {
        ASSERT_EQ(e.errors().size(), 2u);
        const Diagnostic &ipmi = e.errors()[0];
        EXPECT_EQ(ipmi.location.file, sharedFile("Nvidia/DGC-A100.yaml"));
        EXPECT_EQ(ipmi.location.line, 99);
        EXPECT_EQ(ipmi.location.column, 11);
        EXPECT_EQ(ipmi.field, QStringLiteral("console-ports[3].type"));
        EXPECT_EQ(ipmi.object, QStringLiteral("Rear IPMI"));
        const Diagnostic &dup = e.errors()[1];
        EXPECT_EQ(dup.location.line, 102);
        EXPECT_EQ(dup.location.column, 11);
        EXPECT_EQ(dup.field, QStringLiteral("console-ports[5].name"));
        EXPECT_EQ(dup.message,
                  QStringLiteral("Port \"Rear VGA\" is defined twice. First at line 96."));
        // The exception itself is the first finding.
        EXPECT_EQ(e.location().line, 99);
    }
}

// Mellanox/qm8700.yml: HDR switch, 1U, not full depth, 40 x IB1/n + mgmt0, 2 x 1100 W.
TEST(NetboxSharedLibrary, QM8700)
{
    const auto [dt, diags] = load("Mellanox/qm8700.yml");
    EXPECT_EQ(dt.uHeight, 1);
    EXPECT_FALSE(dt.fullDepth);
    EXPECT_EQ(countKind(dt, PortKind::Interface), 41u);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 2u);
    EXPECT_TRUE(port(dt, PortKind::PowerPort, QStringLiteral("ps1")));
    EXPECT_TRUE(port(dt, PortKind::PowerPort, QStringLiteral("psu2")));
    EXPECT_DOUBLE_EQ(dt.powerMaxW, 2200);
    EXPECT_EQ(dt.radix, 40);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 200);
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 0u); // IB1/n is one "cage": no gap check
}

// Mellanox/SN4600.yml: 2U, 64 x 200G + eth0, 2 PSUs without draw.
TEST(NetboxSharedLibrary, SN4600)
{
    const auto [dt, diags] = load("Mellanox/SN4600.yml");
    EXPECT_EQ(dt.uHeight, 2);
    EXPECT_TRUE(dt.fullDepth);
    EXPECT_EQ(countKind(dt, PortKind::Interface), 65u);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 2u);
    EXPECT_EQ(countKind(dt, PortKind::ConsolePort), 1u);
    EXPECT_EQ(dt.powerMaxW, 0);
    EXPECT_EQ(dt.radix, 64);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 200);
    EXPECT_EQ(dt.comments.trimmed(),
              QStringLiteral(
                  "Data sheet: https://network.nvidia.com/files/doc-2020/br-sn4000-series.pdf"));
}

// Supermicro/AS-8125GS-TNMR2.yml: 8U, 75.3 kg, 6 PSUs x 3000 W, 14 interfaces (one virtual),
// 60 module bays (2 + 8 GPU + 8 PSU + 18 drives + 24 DIMMs).
TEST(NetboxSharedLibrary, SupermicroMi300x)
{
    const auto [dt, diags] = load("Supermicro/AS-8125GS-TNMR2.yml");
    EXPECT_EQ(dt.uHeight, 8);
    EXPECT_TRUE(dt.fullDepth);
    EXPECT_DOUBLE_EQ(dt.weightKg, 75.3);
    EXPECT_EQ(dt.airflow, QStringLiteral("front-to-rear"));
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 6u);
    EXPECT_DOUBLE_EQ(dt.powerMaxW, 18000);
    EXPECT_EQ(countKind(dt, PortKind::Interface), 14u);
    EXPECT_EQ(countType(dt, QStringLiteral("400gbase-x-qsfp112")), 10u);
    const PortTemplate *vpc = port(dt, PortKind::Interface, QStringLiteral("vpc0"));
    ASSERT_TRUE(vpc);
    EXPECT_EQ(vpc->speedGbps, 0);
    EXPECT_EQ(dt.moduleBays.size(), 60);
    EXPECT_EQ(dt.moduleBays.first(), QStringLiteral("Motherboard"));
    EXPECT_EQ(dt.moduleBays.last(), QStringLiteral("Memory 24"));
    // Folded scalar: the two lines join with a space.
    EXPECT_TRUE(dt.comments.startsWith(
        QStringLiteral("8U GPU A+ Server, Dual AMD EPYC 9004/9005, 8x AMD Instinct MI300X OAM "
                       "GPUs [Datasheet]")));
    EXPECT_EQ(dt.radix, 0);    // a server: 8 rail NICs eth0-7 are no switch
    EXPECT_EQ(dt.gpuCount, 0); // no x-railyard block in library files
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 0u);
}

// APC/APDU9941.yaml: 0U PDU, 1 inlet NEMA L6-30P, 24 outlets (21 C13 + 3 C19), 1 mgmt port.
TEST(NetboxSharedLibrary, ApcPdu)
{
    const auto [dt, diags] = load("APC/APDU9941.yaml");
    EXPECT_EQ(dt.uHeight, 0);
    EXPECT_FALSE(dt.fullDepth);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 1u); // the inlet
    EXPECT_EQ(countKind(dt, PortKind::PowerOutlet), 24u);
    EXPECT_EQ(countType(dt, QStringLiteral("nema-l6-30p")), 1u);
    EXPECT_EQ(countType(dt, QStringLiteral("iec-60320-c13")), 21u);
    EXPECT_EQ(countType(dt, QStringLiteral("iec-60320-c19")), 3u);
    const PortTemplate *o24 = port(dt, PortKind::PowerOutlet, QStringLiteral("Power Outlet 24"));
    ASSERT_TRUE(o24);
    EXPECT_EQ(o24->powerPort, QStringLiteral("Power Port 1"));
    EXPECT_EQ(o24->feedLeg, QStringLiteral("A"));
    EXPECT_EQ(countKind(dt, PortKind::ConsolePort), 1u);
    EXPECT_EQ(countKind(dt, PortKind::Interface), 1u);
    EXPECT_EQ(dt.powerMaxW, 0);
    // Outlet keys power_port / feed_leg are kept (no Info).
    EXPECT_EQ(countDiag(diags, Severity::Info, QStringLiteral("\"power_port\"")), 0u);
    EXPECT_EQ(countDiag(diags, Severity::Info, QStringLiteral("\"feed_leg\"")), 0u);
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 0u);
}

// Generic/LC-24-port-fiber-patch-panel.yaml: 24 front ports mapped 1:1 to 24 rear ports.
TEST(NetboxSharedLibrary, Lc24PatchPanel)
{
    const auto [dt, diags] = load("Generic/LC-24-port-fiber-patch-panel.yaml");
    EXPECT_EQ(dt.uHeight, 1);
    EXPECT_TRUE(dt.fullDepth);
    EXPECT_EQ(dt.airflow, QStringLiteral("passive"));
    EXPECT_EQ(countKind(dt, PortKind::FrontPort), 24u);
    EXPECT_EQ(countKind(dt, PortKind::RearPort), 24u);
    for (int i = 1; i <= 24; ++i) {
        const QString name = QStringLiteral("Port %1").arg(i);
        const PortTemplate *fp = port(dt, PortKind::FrontPort, name);
        ASSERT_TRUE(fp) << i;
        EXPECT_EQ(fp->type, QStringLiteral("lc"));
        // NetBox names front and rear port alike; Railyard names each port of a device once,
        // so the rear ports (later in the file) take a suffix and the mapping follows.
        EXPECT_EQ(fp->rearPort, name + QStringLiteral(" (rear port)"));
        EXPECT_EQ(fp->rearPosition, 1);
        EXPECT_TRUE(port(dt, PortKind::RearPort, name + QStringLiteral(" (rear port)"))) << i;
    }
    const Diagnostic *renamed = findDiag(diags, Severity::Info, QStringLiteral("\"Port 1\" to"));
    ASSERT_TRUE(renamed);
    EXPECT_EQ(renamed->location.line, 83); // rear-ports[0] "  - name: Port 1"
    EXPECT_EQ(renamed->field, QStringLiteral("rear-ports[0].name"));
    EXPECT_EQ(countDiag(diags, Severity::Info, QStringLiteral("renamed")), 24u);
    // is_powered (line 7) and front_image (line 8), in file order.
    EXPECT_EQ(dt.extraYaml, QStringLiteral("{is_powered: false, front_image: true}"));
    EXPECT_EQ(countDiag(diags, Severity::Info, QStringLiteral("not modelled")), 2u);
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 0u);
}

// Generic/48-port-copper-patch-panel.yaml: 2U, 48 + 48 ports, is_full_depth absent.
TEST(NetboxSharedLibrary, Copper48PatchPanel)
{
    const auto [dt, diags] = load("Generic/48-port-copper-patch-panel.yaml");
    EXPECT_EQ(dt.uHeight, 2);
    EXPECT_TRUE(dt.fullDepth); // absent -> true, as NetBox
    EXPECT_EQ(countDiag(diags, Severity::Info, QStringLiteral("is_full_depth is absent")), 1u);
    EXPECT_EQ(countKind(dt, PortKind::FrontPort), 48u);
    EXPECT_EQ(countKind(dt, PortKind::RearPort), 48u);
    const PortTemplate *p48 = port(dt, PortKind::FrontPort, QStringLiteral("Port 48"));
    ASSERT_TRUE(p48);
    EXPECT_EQ(p48->type, QStringLiteral("8p8c"));
    EXPECT_EQ(p48->rearPort, QStringLiteral("Port 48 (rear port)"));
    EXPECT_EQ(countSeverity(diags, Severity::Warning), 0u);
    EXPECT_TRUE(dt.extraYaml.isEmpty());
}
