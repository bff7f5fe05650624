// Importer features on small hand-written device types (written to a temporary folder): half-U,
// weight units, x-railyard, NetBox >= 4.5 port-mappings, semantic warnings, unknown keys.

#include "devicetypes/netboximporter.h"
#include "testhelpers.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

#include <yaml-cpp/yaml.h>

using namespace ry;
using namespace ry::test;
using Severity = Diagnostic::Severity;

namespace {

class NetboxFeatures : public ::testing::Test
{
protected:
    /// Writes `text` (a device type body; the header lines are prepended unless `raw`) and
    /// imports it.
    DeviceType import(const QByteArray &body, Diagnostics *diags = nullptr, bool raw = false)
    {
        m_path = m_dir.filePath(QStringLiteral("t%1.yaml").arg(++m_n));
        QFile f(m_path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        if (!raw)
            f.write("manufacturer: Test\nmodel: T\nslug: test-t\n");
        f.write(body);
        f.close();
        return devicetypes::importNetboxDeviceType(m_path, diags);
    }

    /// Imports `body`, which must be refused; returns every finding.
    Diagnostics refused(const QByteArray &body)
    {
        try {
            import(body);
        } catch (const devicetypes::DeviceTypeRefused &e) {
            for (const Diagnostic &d : e.errors())
                EXPECT_EQ(d.severity, Severity::Error) << d.describe().toStdString();
            return e.errors();
        } catch (const Error &e) {
            ADD_FAILURE() << "not refused by a rule: " << e.describe().toStdString();
            return {};
        }
        ADD_FAILURE() << "imported";
        return {};
    }

    QTemporaryDir m_dir;
    QString m_path;
    int m_n = 0;
};

} // namespace

TEST_F(NetboxFeatures, HalfUnitHeights)
{
    EXPECT_EQ(import("u_height: 0.5\n").uHeight, 0.5);
    EXPECT_EQ(import("u_height: 1.5\n").uHeight, 1.5);
    EXPECT_EQ(import("u_height: 0\n").uHeight, 0);
    EXPECT_EQ(import("u_height: 42\n").uHeight, 42);
    EXPECT_THROW(import("u_height: 0.25\n"), Error);
}

TEST_F(NetboxFeatures, WeightUnitsConvertToKg)
{
    EXPECT_DOUBLE_EQ(import("u_height: 1\nweight: 10\nweight_unit: lb\n").weightKg, 4.5359237);
    EXPECT_DOUBLE_EQ(import("u_height: 1\nweight: 16\nweight_unit: oz\n").weightKg, 0.45359237);
    EXPECT_DOUBLE_EQ(import("u_height: 1\nweight: 500\nweight_unit: g\n").weightKg, 0.5);
    EXPECT_DOUBLE_EQ(import("u_height: 1\nweight: 12.5\nweight_unit: kg\n").weightKg, 12.5);

    Diagnostics d;
    EXPECT_DOUBLE_EQ(import("u_height: 1\nweight: 3\n", &d).weightKg, 3);
    const Diagnostic *w = findDiag(d, Severity::Warning, QStringLiteral("no weight_unit"));
    ASSERT_TRUE(w);
    EXPECT_EQ(w->location.line, 5); // 3 header lines, u_height, weight
    EXPECT_EQ(w->location.column, 9);
}

TEST_F(NetboxFeatures, RailyardBlock)
{
    Diagnostics d;
    const DeviceType dt = import("u_height: 10\n"
                                 "power-ports:\n"
                                 "  - {name: PSU1, type: iec-60320-c20, maximum_draw: 3300,"
                                 " allocated_draw: 2000}\n"
                                 "  - {name: PSU2, type: iec-60320-c20, maximum_draw: 3300,"
                                 " allocated_draw: 2000}\n"
                                 "x-railyard:\n"
                                 "  gpu_model: B200\n"
                                 "  gpu_count: 8\n"
                                 "  gpu_fp64_tflops: 37\n"
                                 "  gpu_bf16_tflops: 2250\n"
                                 "  nvlink_gbps: 900\n"
                                 "  radix: 64\n"
                                 "  port_speed_gbps: 400\n"
                                 "  power_typical_w: 10000\n"
                                 "  power_max_w: 14300\n"
                                 "  colour: green\n",
                                 &d);
    EXPECT_EQ(dt.gpuModel, QStringLiteral("B200"));
    EXPECT_EQ(dt.gpuCount, 8);
    EXPECT_DOUBLE_EQ(dt.gpuFp64Tflops, 37);
    EXPECT_DOUBLE_EQ(dt.gpuBf16Tflops, 2250);
    EXPECT_DOUBLE_EQ(dt.nvlinkGBps, 900);
    EXPECT_EQ(dt.radix, 64);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 400);
    // Explicit figures win over the sums of the power ports (6600 / 4000).
    EXPECT_DOUBLE_EQ(dt.powerTypicalW, 10000);
    EXPECT_DOUBLE_EQ(dt.powerMaxW, 14300);
    const Diagnostic *unknown = findDiag(d, Severity::Warning, QStringLiteral("colour"));
    ASSERT_TRUE(unknown);
    EXPECT_EQ(unknown->field, QStringLiteral("x-railyard.colour"));
    EXPECT_EQ(unknown->location.line, 18);
    EXPECT_TRUE(dt.extraYaml.isEmpty()); // x-railyard is modelled, not "extra"
}

TEST_F(NetboxFeatures, PowerSumsWithoutRailyard)
{
    const DeviceType dt = import("u_height: 2\n"
                                 "power-ports:\n"
                                 "  - {name: A, type: iec-60320-c14, maximum_draw: 750,"
                                 " allocated_draw: 400}\n"
                                 "  - {name: B, type: iec-60320-c14, maximum_draw: 750.5}\n"
                                 "power-outlets:\n"
                                 "  - {name: O1, type: iec-60320-c13}\n");
    EXPECT_DOUBLE_EQ(dt.powerMaxW, 1500.5);
    EXPECT_DOUBLE_EQ(dt.powerTypicalW, 400);
    EXPECT_EQ(countKind(dt, PortKind::PowerPort), 2u);
    EXPECT_EQ(countKind(dt, PortKind::PowerOutlet), 1u); // power-outlets are outlets
}

TEST_F(NetboxFeatures, ExplicitRadixSkipsDerivation)
{
    QByteArray body = "u_height: 1\nx-railyard:\n  radix: 128\n  port_speed_gbps: 200\n"
                      "interfaces:\n";
    for (int i = 1; i <= 20; ++i)
        body += "  - {name: swp" + QByteArray::number(i) + ", type: 400gbase-x-osfp}\n";
    Diagnostics d;
    const DeviceType dt = import(body, &d);
    EXPECT_EQ(dt.radix, 128);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 200);
    EXPECT_EQ(countDiag(d, Severity::Info, QStringLiteral("taken for a switch")), 0u);
}

TEST_F(NetboxFeatures, SwitchDerivationNeedsSixteenPorts)
{
    QByteArray body = "u_height: 1\ninterfaces:\n";
    for (int i = 1; i <= 15; ++i)
        body += "  - {name: swp" + QByteArray::number(i) + ", type: 100gbase-x-qsfp28}\n";
    EXPECT_EQ(import(body).radix, 0);
    body += "  - {name: swp16, type: 100gbase-x-qsfp28}\n";
    body += "  - {name: mgmt0, type: 100gbase-x-qsfp28, mgmt_only: yes}\n";
    const DeviceType dt = import(body);
    EXPECT_EQ(dt.radix, 16); // mgmt_only is left out
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 100);
}

TEST_F(NetboxFeatures, MissingCageIsReported)
{
    // Twin-port cages 1..10 with members 1 and 2; cage 4 is gone entirely, cage 7 lacks p2.
    QByteArray body = "u_height: 1\ninterfaces:\n";
    for (int cage = 1; cage <= 10; ++cage) {
        if (cage == 4)
            continue;
        for (int m = 1; m <= 2; ++m) {
            if (cage == 7 && m == 2)
                continue;
            body += "  - {name: sw" + QByteArray::number(cage) + "p" + QByteArray::number(m) +
                    ", type: infiniband-ndr}\n";
        }
    }
    Diagnostics d;
    const DeviceType dt = import(body, &d);
    EXPECT_EQ(dt.radix, 17);
    EXPECT_DOUBLE_EQ(dt.portSpeedGbps, 400);
    EXPECT_EQ(countDiag(d, Severity::Warning, QStringLiteral("cage sw4 has no interfaces")), 1u);
    const Diagnostic *gap = findDiag(d, Severity::Warning, QStringLiteral("sw7p2 is missing"));
    ASSERT_TRUE(gap);
    EXPECT_EQ(gap->location.line, 6 + 2 * 5); // sw7p1: after cages 1, 2, 3, 5, 6 from line 6
    EXPECT_EQ(countSeverity(d, Severity::Warning), 2u);
}

TEST_F(NetboxFeatures, PortMappingsOfNetbox45)
{
    Diagnostics d;
    const DeviceType dt = import("u_height: 1\n"                               // 4
                                 "front-ports:\n"                              // 5
                                 "  - {name: F1, type: lc}\n"                  // 6
                                 "  - {name: F2, type: lc}\n"                  // 7
                                 "  - {name: F5, type: lc}\n"                  // 8
                                 "rear-ports:\n"                               // 9
                                 "  - {name: MPO1, type: mpo, positions: 4}\n" // 10
                                 "port-mappings:\n"                            // 11
                                 "  - {front_port: F1, rear_port: MPO1, rear_port_position: 1}\n"
                                 "  - {front_port: F2, rear_port: MPO1, rear_port_position: 2}\n"
                                 "  - {front_port: F1, rear_port: MPO1, rear_port_position: 3}\n",
                                 &d);
    EXPECT_EQ(countKind(dt, PortKind::FrontPort), 3u);
    const PortTemplate *mpo = port(dt, PortKind::RearPort, QStringLiteral("MPO1"));
    ASSERT_TRUE(mpo);
    EXPECT_EQ(mpo->positions, 4);
    const PortTemplate *f2 = port(dt, PortKind::FrontPort, QStringLiteral("F2"));
    ASSERT_TRUE(f2);
    EXPECT_EQ(f2->rearPort, QStringLiteral("MPO1"));
    EXPECT_EQ(f2->rearPosition, 2);
    // F1 keeps its first mapping; the second is reported as dropped.
    EXPECT_EQ(port(dt, PortKind::FrontPort, QStringLiteral("F1"))->rearPosition, 1);
    const Diagnostic *dropped = findDiag(d, Severity::Warning, QStringLiteral("already mapped"));
    ASSERT_TRUE(dropped);
    EXPECT_EQ(dropped->location.line, 14);
    const Diagnostic *unmapped = findDiag(d, Severity::Warning, QStringLiteral("not mapped"));
    ASSERT_TRUE(unmapped);
    EXPECT_EQ(unmapped->object, QStringLiteral("F5"));
    EXPECT_EQ(countSeverity(d, Severity::Warning), 2u);
}

// Bad mappings refuse the file; each finding points at the mapping's own key.
TEST_F(NetboxFeatures, BadPortMappingsAreRefused)
{
    const Diagnostics e = refused("u_height: 1\n"                               // 4
                                  "front-ports:\n"                              // 5
                                  "  - {name: F3, type: lc}\n"                  // 6
                                  "  - {name: F4, type: lc}\n"                  // 7
                                  "rear-ports:\n"                               // 8
                                  "  - {name: MPO1, type: mpo, positions: 4}\n" // 9
                                  "port-mappings:\n"                            // 10
                                  "  - {front_port: F3, front_port_position: 1, rear_port: MPO1,"
                                  " rear_port_position: 5}\n"               // 11: no position 5
                                  "  - {front_port: F4, rear_port: MPO9}\n" // 12: no such rear
                                  "  - {front_port: F9, rear_port: MPO1}\n" // 13: no such front
    );
    ASSERT_EQ(e.size(), 3u);
    EXPECT_EQ(e[0].location.line, 11);
    EXPECT_EQ(e[0].location.column, 83);
    EXPECT_EQ(e[0].field, QStringLiteral("port-mappings[0].rear_port_position"));
    EXPECT_EQ(e[0].message, QStringLiteral("Front port \"F3\" uses position 5 of rear port "
                                           "\"MPO1\", which has positions 1 to 4."));
    EXPECT_EQ(e[1].location.line, 12);
    EXPECT_EQ(e[1].location.column, 33);
    EXPECT_EQ(e[1].field, QStringLiteral("port-mappings[1].rear_port"));
    EXPECT_EQ(
        e[1].message,
        QStringLiteral("Front port \"F4\" maps to rear port \"MPO9\", which does not exist."));
    EXPECT_EQ(e[2].location.line, 13);
    EXPECT_EQ(e[2].field, QStringLiteral("port-mappings[2].front_port"));
    EXPECT_TRUE(e[2].message.contains(QStringLiteral("\"F9\", which does not exist")));
}

TEST_F(NetboxFeatures, InlineFrontPortChecks)
{
    const Diagnostics e =
        refused("u_height: 1\n"
                "rear-ports:\n"                                                        // 5
                "  - {name: R1, type: 8p8c}\n"                                         // 6
                "front-ports:\n"                                                       // 7
                "  - {name: F1, type: 8p8c, rear_port: R1}\n"                          // 8
                "  - {name: F2, type: 8p8c, rear_port: R1}\n"                          // 9
                "  - {name: F3, type: 8p8c, rear_port: Gone}\n"                        // 10
                "  - {name: F3, type: 8p8c, rear_port: R1, rear_port_position: 2}\n"); // 11
    ASSERT_EQ(e.size(), 4u);
    // F2 takes position 1 of R1 (the default), which F1 has.
    EXPECT_EQ(e[0].location.line, 9);
    EXPECT_EQ(e[0].field, QStringLiteral("front-ports[1].rear_port_position"));
    EXPECT_EQ(e[0].message, QStringLiteral("Front ports \"F1\" and \"F2\" both use position 1 of "
                                           "rear port \"R1\". First at line 8."));
    EXPECT_EQ(e[1].location.line, 10);
    EXPECT_EQ(e[1].location.column, 39);
    EXPECT_EQ(e[1].field, QStringLiteral("front-ports[2].rear_port"));
    EXPECT_EQ(
        e[1].message,
        QStringLiteral("Front port \"F3\" maps to rear port \"Gone\", which does not exist."));
    EXPECT_EQ(e[2].location.line, 11);
    EXPECT_EQ(e[2].location.column, 12);
    EXPECT_EQ(e[2].field, QStringLiteral("front-ports[3].name"));
    EXPECT_EQ(e[2].message, QStringLiteral("Port \"F3\" is defined twice. First at line 10."));
    EXPECT_EQ(e[3].location.line, 11);
    EXPECT_EQ(e[3].location.column, 63);
    EXPECT_EQ(e[3].field, QStringLiteral("front-ports[3].rear_port_position"));
    EXPECT_TRUE(e[3].message.contains(QStringLiteral("which has positions 1 to 1")));
}

TEST_F(NetboxFeatures, UnknownKeysKeptInFileOrder)
{
    Diagnostics d;
    const DeviceType dt = import("u_height: 2\n"
                                 "subdevice_role: parent\n"
                                 "rear_image: yes\n"
                                 "description: 'a: colon, and \"quotes\"'\n"
                                 "asset: '0123'\n"
                                 "device-bays:\n"
                                 "  - name: Bay 1\n"
                                 "  - name: Bay 2\n"
                                 "    label: B2\n"
                                 "custom: {b: [1, 2.5, null], a: ~}\n",
                                 &d);
    EXPECT_EQ(dt.extraYaml,
              QStringLiteral("{subdevice_role: parent, rear_image: yes, "
                             "description: \"a: colon, and \\\"quotes\\\"\", asset: \"0123\", "
                             "device-bays: [{name: Bay 1}, {name: Bay 2, label: B2}], "
                             "custom: {b: [1, 2.5, ~], a: ~}}"));
    // Each unknown key is an Info at its own line.
    EXPECT_EQ(countDiag(d, Severity::Info, QStringLiteral("not modelled")), 6u);
    const Diagnostic *bays = findDiag(d, Severity::Info, QStringLiteral("\"device-bays\""));
    ASSERT_TRUE(bays);
    EXPECT_EQ(bays->location.line, 9);
    EXPECT_EQ(bays->field, QStringLiteral("device-bays"));

    // The flow map reads back to the same values; quoted text stays text.
    const YAML::Node back = YAML::Load(dt.extraYaml.toStdString());
    ASSERT_TRUE(back.IsMap());
    EXPECT_EQ(back["asset"].Scalar(), "0123");
    EXPECT_EQ(back["asset"].Tag(), "!");
    EXPECT_EQ(back["description"].Scalar(), "a: colon, and \"quotes\"");
    EXPECT_EQ(back["device-bays"].size(), 2u);
    EXPECT_EQ(back["custom"]["b"][1].Scalar(), "2.5");
}

TEST_F(NetboxFeatures, InterfaceDetails)
{
    Diagnostics d;
    const DeviceType dt = import("u_height: 1\n"
                                 "interfaces:\n"
                                 "  - name: bmc\n"
                                 "    type: 1000base-t\n"
                                 "    mgmt_only: True\n"
                                 "    description: BMC\n"
                                 "    label: BMC port\n"
                                 "  - name: po1\n"
                                 "    type: lag\n"
                                 "  - name: wlan0\n"
                                 "    type: ieee802.11ax\n"
                                 "  - name: ib0\n"
                                 "    type: infiniband-ndr\n"
                                 "    mgmt_only: off\n",
                                 &d);
    ASSERT_EQ(dt.ports.size(), 4u);
    EXPECT_TRUE(dt.ports[0].mgmtOnly);
    EXPECT_EQ(dt.ports[0].description, QStringLiteral("BMC"));
    EXPECT_DOUBLE_EQ(dt.ports[0].speedGbps, 1);
    EXPECT_EQ(dt.ports[1].speedGbps, 0);
    EXPECT_EQ(dt.ports[2].speedGbps, 0);
    EXPECT_FALSE(dt.ports[3].mgmtOnly);
    EXPECT_DOUBLE_EQ(dt.ports[3].speedGbps, 400);
    const Diagnostic *wifi = findDiag(d, Severity::Info, QStringLiteral("ieee802.11ax"));
    ASSERT_TRUE(wifi);
    EXPECT_EQ(wifi->location.line, 14);
    EXPECT_EQ(wifi->object, QStringLiteral("wlan0"));
    EXPECT_EQ(countDiag(d, Severity::Info, QStringLiteral("\"label\" is not kept")), 1u);
    EXPECT_EQ(countSeverity(d, Severity::Warning), 0u);
}

TEST_F(NetboxFeatures, SecondDocumentIsReported)
{
    Diagnostics d;
    const DeviceType dt = import("---\nmanufacturer: A\nmodel: A\nslug: a\nu_height: 1\n"
                                 "---\nmanufacturer: B\nmodel: B\nslug: b\nu_height: 2\n",
                                 &d, true);
    EXPECT_EQ(dt.slug, QStringLiteral("a"));
    const Diagnostic *w = findDiag(d, Severity::Warning, QStringLiteral("2 YAML documents"));
    ASSERT_TRUE(w);
    EXPECT_EQ(w->location.line, 7);
}

TEST_F(NetboxFeatures, NullWarningsPointerIsFine)
{
    const DeviceType dt = import("u_height: 1\nfront_image: true\n", nullptr);
    EXPECT_EQ(dt.extraYaml, QStringLiteral("{front_image: true}"));
}

TEST_F(NetboxFeatures, EmptySectionsAreNoComponents)
{
    const DeviceType dt = import("u_height: 1\ninterfaces:\nmodule-bays: []\ncomments:\n");
    EXPECT_TRUE(dt.ports.empty());
    EXPECT_TRUE(dt.moduleBays.isEmpty());
    EXPECT_TRUE(dt.comments.isEmpty());
}

TEST_F(NetboxFeatures, TextFieldsMustBeText)
{
    try {
        import("u_height: 1\npart_number: [a, b]\n");
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.field(), QStringLiteral("part_number"));
        EXPECT_EQ(e.location().line, 5);
        EXPECT_EQ(e.location().column, 14);
    }
    try {
        import("u_height: 1\ninterfaces:\n  - name: x\n    type: 1000base-t\n    mgmt_only: 2\n");
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.field(), QStringLiteral("interfaces[0].mgmt_only"));
        EXPECT_EQ(e.location().line, 8);
        EXPECT_EQ(e.location().column, 16);
    }
}

TEST_F(NetboxFeatures, DuplicateFloodIsSummed)
{
    QByteArray body = "u_height: 1\nconsole-ports:\n";
    for (int i = 0; i < 26; ++i)
        body += "  - {name: con, type: rj-45}\n";
    const Diagnostics e = refused(body);
    // 25 repeats: 20 listed (lines 7..26, each "First at line 6"), then one line for the rest.
    ASSERT_EQ(e.size(), 21u);
    EXPECT_EQ(e[0].location.line, 7);
    EXPECT_EQ(e[0].message, QStringLiteral("Port \"con\" is defined twice. First at line 6."));
    EXPECT_EQ(e[19].location.line, 26);
    EXPECT_EQ(e[20].message, QStringLiteral("5 more error(s) in this file not listed"));
}
