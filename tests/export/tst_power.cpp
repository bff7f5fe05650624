// Power and console as connected objects (issue 14 point 2): PDUs with outlets on feed legs,
// power cables from PSUs to outlets, console cables to console server ports; the power budget
// per rack, PDU and phase; the warnings for device types without a power figure; the YAML,
// SQLite, NetBox CSV and plan outputs that carry them.
//
// Published figures the expectations rest on:
// - NVIDIA DGX B200: 14.3 kW maximum, six 3.3 kW PSUs, 5+1 redundant (NVIDIA DGX B200 User
//   Guide, "Introduction to NVIDIA DGX B200",
//   https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html; the bundled
//   Nvidia/HGX-B200.yaml carries them, 14.3 kW / 5 PSUs = 2860 W maximum_draw per PSU).
// - APC AP8965: Rack PDU 2G, switched, 0U, 208 V 3-phase 30 A (NEMA L21-30P), (21) C13 and (3)
//   C19 outlets, 8 per phase (netbox-community/devicetype-library device-types/APC/AP8965.yaml,
//   commit 35fbb4f2a963; https://www.apc.com/us/en/product/AP8965/).
// - APC APDU9941: 0U, 200/208 V single phase 30 A (NEMA L6-30P), (21) C13 and (3) C19
//   (devicetype-library device-types/APC/APDU9941.yaml;
//   https://www.apc.com/us/en/product/APDU9941/).
// - NetBox's available power of a feed: voltage x amperage x max utilisation, x 1.732 for
//   three-phase (netbox/dcim/models/power.py, PowerFeed.save(), NetBox 4.6.8): 208 V x 30 A x
//   80 % x 1.732 = 8646 W, 2882 W per leg. 80 % is NetBox's default max_utilization and the NEC
//   continuous-load rule (NFPA 70 210.20(A)).

#include "deploytesthelpers.h"
#include "devicetypes/netboximporter.h"
#include "export/exporter.h"
#include "export/netboxexporters.h"
#include "exporttesthelpers.h"
#include "io/designyaml.h"
#include "model/designutil.h"
#include "model/power.h"
#include "model/summary.h"
#include "model/validator.h"
#include "plans/powerplan.h"
#include "store/schema.h"
#include "store/sqlite.h"
#include "store/store.h"

#include <QMap>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using exporttest::exportBytes;
using exporttest::portOf;

namespace {

DeviceType bundledType(const char *rel)
{
    Diagnostics diags;
    return devicetypes::importNetboxDeviceType(
        QStringLiteral(RESOURCES_DIR "/devicetypes/") + QString::fromLatin1(rel), &diags);
}

Id addCable(Design &d, const Port *a, const Port *b, Medium m, const QString &label)
{
    EXPECT_TRUE(a && b) << label.toStdString();
    Cable c;
    c.aPortId = a ? a->id : 0;
    c.bPortId = b ? b->id : 0;
    c.medium = m;
    c.label = label;
    c.lengthM = 2;
    return d.cables.add(c);
}

/// Rack A01 (40 kW budget) with one DGX B200 (U1), one QM9700 (U12) and two AP8965 PDUs on the
/// rear, each inlet fed 8646 W (208 V 30 A three-phase at 80 %). PSU1-3 go to outlets 8, 16, 24
/// (the C19s on legs A, B, C) of pdu-a, PSU4-6 to the same outlets of pdu-b.
Design threePhaseRack()
{
    Design d;
    d.name = QStringLiteral("power");
    const Id site = d.sites.add({0, QStringLiteral("dc1"), {}});
    const Id room = d.rooms.add({0, site, QStringLiteral("hall")});
    const Id row = d.rows.add({0, room, QStringLiteral("r1"), 0});
    Rack rack;
    rack.rowId = row;
    rack.name = QStringLiteral("A01");
    rack.powerBudgetW = 40000;
    const Id rackId = d.racks.add(rack);
    // In slug order, the order the design file lists them (ids survive a round trip).
    const Id pdu = d.deviceTypes.add(bundledType("APC/AP8965.yaml"));
    const Id dgx = d.deviceTypes.add(bundledType("Nvidia/HGX-B200.yaml"));
    const Id qm = d.deviceTypes.add(bundledType("Nvidia/QM9700.yaml"));
    auto device = [&](const char *name, const char *role, Id type, double u, Face face) {
        Device x;
        x.name = QString::fromLatin1(name);
        x.role = QString::fromLatin1(role);
        x.deviceTypeId = type;
        x.rackId = rackId;
        x.position = u;
        x.face = face;
        return d.addDeviceWithPorts(x);
    };
    device("dgx1", "gpu-node", dgx, 1, Face::Front);
    device("leaf1", "leaf", qm, 12, Face::Front);
    device("pdu-a", "pdu", pdu, 0, Face::Rear);
    device("pdu-b", "pdu", pdu, 0, Face::Rear);
    for (const char *p : {"pdu-a", "pdu-b"})
        d.ports.find(portOf(d, QString::fromLatin1(p), QStringLiteral("power whip"))->id)
            ->availablePowerW = 8646;
    const char *outlets[] = {"power outlet 8", "power outlet 16", "power outlet 24"};
    for (int i = 0; i < 6; ++i)
        addCable(d, portOf(d, QStringLiteral("dgx1"), QStringLiteral("PSU%1").arg(i + 1)),
                 portOf(d, i < 3 ? QStringLiteral("pdu-a") : QStringLiteral("pdu-b"),
                        QString::fromLatin1(outlets[i % 3])),
                 Medium::Power, QStringLiteral("PWR-%1").arg(i + 1));
    return d;
}

const power::PduLoad &pduNamed(const power::Budget &b, const QString &name)
{
    for (const power::PduLoad &p : b.pdus)
        if (p.name == name)
            return p;
    ADD_FAILURE() << "no PDU " << name.toStdString();
    static const power::PduLoad none;
    return none;
}

bool hasFinding(const Diagnostics &diags, Diagnostic::Severity s, const QString &part)
{
    for (const Diagnostic &x : diags)
        if (x.severity == s && x.message.contains(part))
            return true;
    return false;
}

QString allMessages(const Diagnostics &diags)
{
    QStringList out;
    for (const Diagnostic &x : diags)
        out << x.describe();
    return out.join(QLatin1Char('\n'));
}

} // namespace

// The importer reads NetBox's power-outlets with their power_port and feed_leg and the
// console-server-ports list (devicetype-library schema, components.json).
TEST(PowerModel, ImporterReadsOutletsWithPowerPortAndFeedLeg)
{
    const DeviceType apdu = bundledType("APC/APDU9941.yaml");
    int outlets = 0, c19 = 0, inlets = 0;
    for (const PortTemplate &p : apdu.ports) {
        if (p.kind == PortKind::PowerOutlet) {
            ++outlets;
            c19 += p.type == QLatin1String("iec-60320-c19");
            EXPECT_EQ(p.powerPort, QStringLiteral("Power Port 1")) << p.name.toStdString();
            EXPECT_EQ(p.feedLeg, QStringLiteral("A")); // single phase: one leg
        }
        inlets += p.kind == PortKind::PowerPort;
    }
    EXPECT_EQ(outlets, 24); // (21) C13 & (3) C19, APC's APDU9941 spec
    EXPECT_EQ(c19, 3);
    EXPECT_EQ(inlets, 1); // NEMA L6-30P
    EXPECT_EQ(apdu.uHeight, 0);

    const DeviceType ap = bundledType("APC/AP8965.yaml");
    QMap<QString, int> perLeg;
    for (const PortTemplate &p : ap.ports)
        if (p.kind == PortKind::PowerOutlet)
            ++perLeg[p.feedLeg];
    EXPECT_EQ(perLeg.value(QStringLiteral("A")), 8);
    EXPECT_EQ(perLeg.value(QStringLiteral("B")), 8);
    EXPECT_EQ(perLeg.value(QStringLiteral("C")), 8);
    EXPECT_EQ(perLeg.size(), 3);
    EXPECT_FALSE(power::lacksPowerFigure(ap)); // a PDU needs no figure of its own

    // A PDU device's outlets draw from its inlet (NetBox copies power_port from the template).
    Design d;
    const Id t = d.deviceTypes.add(apdu);
    Device x;
    x.name = QStringLiteral("pdu1");
    x.role = QStringLiteral("pdu");
    x.deviceTypeId = t;
    d.addDeviceWithPorts(x);
    const Port *inlet = portOf(d, QStringLiteral("pdu1"), QStringLiteral("Power Port 1"));
    const Port *o24 = portOf(d, QStringLiteral("pdu1"), QStringLiteral("Power Outlet 24"));
    ASSERT_TRUE(inlet && o24);
    EXPECT_EQ(o24->kind, PortKind::PowerOutlet);
    EXPECT_EQ(o24->powerPortId, inlet->id);
    EXPECT_EQ(o24->feedLeg, QStringLiteral("A"));
}

// The test the issue names: a rack powered from two PDUs on three phases, the budget per phase.
TEST(PowerModel, RackFromTwoPdusOnThreePhasesHasItsBudgetPerPhase)
{
    const Design d = threePhaseRack();
    const power::Budget b = power::budget(d);
    ASSERT_EQ(b.pdus.size(), 2u);
    for (const char *name : {"pdu-a", "pdu-b"}) {
        const power::PduLoad &p = pduNamed(b, QString::fromLatin1(name));
        EXPECT_EQ(p.phases, 3);
        EXPECT_EQ(p.outlets, 24);
        EXPECT_EQ(p.usedOutlets, 3);
        EXPECT_DOUBLE_EQ(p.capacityW, 8646);
        EXPECT_DOUBLE_EQ(p.drawW, 3 * 2860); // 8580 W: three PSUs at their maximum_draw
        ASSERT_EQ(p.legs.size(), 3u);
        for (int i = 0; i < 3; ++i) {
            const power::LegLoad &g = p.legs[std::size_t(i)];
            EXPECT_EQ(g.leg, QString(QChar(u'A' + i)));
            EXPECT_DOUBLE_EQ(g.drawW, 2860);
            EXPECT_DOUBLE_EQ(g.capacityW, 2882); // 8646 / 3
            EXPECT_EQ(g.outlets, 8);
            EXPECT_EQ(g.usedOutlets, 1);
        }
    }
    ASSERT_EQ(b.racks.size(), 1u);
    const power::RackLoad &r = b.racks.front();
    // The DGX's system figure and the QM9700's 1.72 kW (its sidecar, docs/references/fabric.md
    // §1.6): 14,300 + 1,720 W.
    EXPECT_DOUBLE_EQ(r.maxW, 14300 + 1720);
    EXPECT_DOUBLE_EQ(r.connectedW, 6 * 2860);
    EXPECT_TRUE(r.typesWithoutPower.isEmpty());
    EXPECT_EQ(r.devicesWithoutPower, 0);
    EXPECT_EQ(b.unconnectedPsus, 2); // the QM9700's psu0 and psu1

    const QString text = power::formatBudget(b);
    EXPECT_TRUE(text.contains(QStringLiteral("A01: 16.0 kW max of 40.0 kW budget; 17.2 kW "
                                             "connected")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("  pdu-a (3 phases): 8.6 of 8.6 kW")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("    leg B: 2.9 of 2.9 kW (1 of 8 outlets)")))
        << text.toStdString();

    // Within budget everywhere: no overload warnings, and every type has a power figure.
    const Diagnostics v = Validator(d).validateAll();
    EXPECT_EQ(Validator::errorCount(v), 0u) << allMessages(v).toStdString();
    EXPECT_FALSE(hasFinding(v, Diagnostic::Severity::Warning, QStringLiteral("Feed leg")));
    EXPECT_FALSE(hasFinding(v, Diagnostic::Severity::Warning, QStringLiteral("no power figure")))
        << allMessages(v).toStdString();
}

// A second DGX on the same three outlets' legs overloads each leg: 2 x 2860 W > 2882 W.
TEST(PowerModel, OverloadedLegAndPduWarn)
{
    Design d = threePhaseRack();
    Device x;
    x.name = QStringLiteral("dgx2");
    x.role = QStringLiteral("gpu-node");
    x.deviceTypeId = d.deviceTypeBySlug(QStringLiteral("nvidia-hgx-b200"))->id;
    x.rackId = d.racks.begin()->id;
    x.position = 20;
    d.addDeviceWithPorts(x);
    const char *outlets[] = {"power outlet 7", "power outlet 15", "power outlet 23"};
    for (int i = 0; i < 6; ++i)
        addCable(d, portOf(d, QStringLiteral("dgx2"), QStringLiteral("PSU%1").arg(i + 1)),
                 portOf(d, i < 3 ? QStringLiteral("pdu-a") : QStringLiteral("pdu-b"),
                        QString::fromLatin1(outlets[i % 3])),
                 Medium::Power, QStringLiteral("PWR-2-%1").arg(i + 1));
    const power::Budget b = power::budget(d);
    EXPECT_DOUBLE_EQ(pduNamed(b, QStringLiteral("pdu-a")).legs[0].drawW, 5720);
    const Diagnostics v = Validator(d).validateAll();
    EXPECT_TRUE(hasFinding(v, Diagnostic::Severity::Warning,
                           QStringLiteral("Feed leg A of PDU pdu-a carries 5.72 kW, over its "
                                          "2.88 kW.")))
        << allMessages(v).toStdString();
    EXPECT_TRUE(hasFinding(v, Diagnostic::Severity::Warning,
                           QStringLiteral("The PSUs cabled to PDU pdu-b draw 17.16 kW, over its "
                                          "8.65 kW.")))
        << allMessages(v).toStdString();
}

// "A rack of 28 switches reads 0.0 of 40.0 kW and nothing warns" (issue 14): now it warns and
// names the device type; `info` names it too.
TEST(PowerModel, RackOfSwitchesWithoutPowerFigureWarns)
{
    Design d;
    Rack rack;
    rack.name = QStringLiteral("B01");
    rack.powerBudgetW = 40000;
    const Id rackId = d.racks.add(rack);
    // The bundled SN2201 file gives no power figure (no maximum_draw, no sidecar).
    const Id qm = d.deviceTypes.add(bundledType("Nvidia/SN2201.yaml"));
    for (int i = 0; i < 28; ++i) {
        Device x;
        x.name = QStringLiteral("sw%1").arg(i + 1);
        x.role = QStringLiteral("leaf");
        x.deviceTypeId = qm;
        x.rackId = rackId;
        x.position = i + 1;
        d.addDeviceWithPorts(x);
    }
    const Diagnostics v = Validator(d).validateAll();
    EXPECT_TRUE(hasFinding(v, Diagnostic::Severity::Warning,
                           QStringLiteral("28 device(s) in the rack have no power figure (device "
                                          "types mellanox-sn2201: no power_max_w, power_typical_w "
                                          "or power port draw); the rack's 0.0 of 40.0 kW counts "
                                          "them as 0 W.")))
        << allMessages(v).toStdString();
    const QString info = formatSummary(summarize(d));
    EXPECT_TRUE(info.contains(QStringLiteral("mellanox-sn2201"))) << info.toStdString();
}

// PSU figure rule: allocated, else maximum, else the type's figure split over its PSUs.
TEST(PowerModel, PsuDrawFallsBackToTheDeviceTypeShare)
{
    Design d = threePhaseRack();
    const Port *psu = portOf(d, QStringLiteral("dgx1"), QStringLiteral("PSU1"));
    EXPECT_EQ(power::psuDraw(d, *psu).source, power::DrawSource::Maximum);
    DeviceType *t = d.deviceTypes.find(d.devices.find(psu->deviceId)->deviceTypeId);
    for (PortTemplate &pt : t->ports)
        if (pt.name == QLatin1String("PSU1"))
            pt.allocatedDrawW = 2383;
    EXPECT_EQ(power::psuDraw(d, *psu).source, power::DrawSource::Allocated);
    EXPECT_DOUBLE_EQ(power::psuDraw(d, *psu).w, 2383);
    for (PortTemplate &pt : t->ports)
        pt.maximumDrawW = pt.allocatedDrawW = 0;
    const power::PsuDraw share = power::psuDraw(d, *psu);
    EXPECT_EQ(share.source, power::DrawSource::DeviceTypeShare);
    EXPECT_DOUBLE_EQ(share.w, 14300.0 / 6);
}

// NetBox's cable rules (COMPATIBLE_TERMINATION_TYPES, netbox/dcim/constants.py): power ports
// meet outlets, console ports meet console server ports; anything else is refused.
TEST(PowerModel, ValidatorRefusesOtherPairings)
{
    Design d = threePhaseRack();
    DeviceType cs;
    cs.slug = QStringLiteral("console-server");
    cs.manufacturer = QStringLiteral("Opengear");
    cs.model = QStringLiteral("CM8148");
    for (int i = 1; i <= 4; ++i)
        cs.ports.push_back({QStringLiteral("Port %1").arg(i), PortKind::ConsoleServerPort,
                            QStringLiteral("rj-45")});
    cs.ports.push_back({QStringLiteral("eth0"), PortKind::Interface, QStringLiteral("1000base-t")});
    Device x;
    x.name = QStringLiteral("cs1");
    x.role = QStringLiteral("console-server");
    x.deviceTypeId = d.deviceTypes.add(cs);
    d.addDeviceWithPorts(x);
    addCable(d, portOf(d, QStringLiteral("dgx1"), QStringLiteral("Serial")),
             portOf(d, QStringLiteral("cs1"), QStringLiteral("Port 1")), Medium::Copper,
             QStringLiteral("CON-1"));
    EXPECT_EQ(Validator::errorCount(Validator(d).validateAll()), 0u);

    // A PSU to an interface, a console port to an outlet: both refused, naming both ends.
    addCable(d, portOf(d, QStringLiteral("leaf1"), QStringLiteral("psu0")),
             portOf(d, QStringLiteral("cs1"), QStringLiteral("eth0")), Medium::Power,
             QStringLiteral("BAD-1"));
    addCable(d, portOf(d, QStringLiteral("pdu-a"), QStringLiteral("Serial")),
             portOf(d, QStringLiteral("pdu-b"), QStringLiteral("power outlet 1")), Medium::Copper,
             QStringLiteral("BAD-2"));
    // Warnings (a lab's console-to-console serial link is real, NetBox just cannot hold it; the
    // NetBox export leaves such cables out), naming both ends.
    const Diagnostics v = Validator(d).validateAll();
    EXPECT_EQ(Validator::errorCount(v), 0u) << allMessages(v).toStdString();
    EXPECT_TRUE(hasFinding(v, Diagnostic::Severity::Warning,
                           QStringLiteral("A cable cannot join leaf1:psu0 (power port) to "
                                          "cs1:eth0 (interface)")))
        << allMessages(v).toStdString();
    EXPECT_TRUE(hasFinding(v, Diagnostic::Severity::Warning,
                           QStringLiteral("pdu-a:Serial (console port) to pdu-b:power outlet 1 "
                                          "(power outlet)")))
        << allMessages(v).toStdString();
}

// Every new field survives the design file and the SQLite store.
TEST(PowerModel, YamlAndSqliteKeepOutletsLegsAndAvailablePower)
{
    Design d = threePhaseRack();
    // A per-device override: outlet 1 of pdu-a moved to leg C.
    d.ports.find(portOf(d, QStringLiteral("pdu-a"), QStringLiteral("power outlet 1"))->id)
        ->feedLeg = QStringLiteral("C");
    const QString yaml = designyaml::write(d);
    EXPECT_TRUE(yaml.contains(QStringLiteral("available_power_w: 8646"))) << yaml.toStdString();
    EXPECT_TRUE(yaml.contains(QStringLiteral("kind: power-outlet"))) << yaml.toStdString();
    const Design back = designyaml::read(yaml, QStringLiteral("power.yaml"));
    EXPECT_TRUE(back == d);
    const Port *o1 = portOf(back, QStringLiteral("pdu-a"), QStringLiteral("power outlet 1"));
    ASSERT_TRUE(o1);
    EXPECT_EQ(o1->feedLeg, QStringLiteral("C"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("power.railyard"));
    {
        auto store = store::SqliteStore::create(path);
        store->replaceAll(d, {});
    }
    auto store = store::SqliteStore::open(path);
    const Design loaded = store->load();
    EXPECT_TRUE(loaded.deviceTypes.items() == d.deviceTypes.items());
    EXPECT_TRUE(loaded.devices.items() == d.devices.items());
    EXPECT_TRUE(loaded.ports.items() == d.ports.items());
    EXPECT_TRUE(loaded.cables.items() == d.cables.items());
    EXPECT_TRUE(loaded.racks.items() == d.racks.items()); // (the store adds a change log entry)
    EXPECT_DOUBLE_EQ(power::budget(loaded).pdus[0].legs[2].drawW, 2860);
}

// A file of the schema before this one (outlets kept as power ports, console server ports as
// console ports of a "console-server") opens, and the migration gives them their kinds.
TEST(PowerModel, OldFilesMigrateOutletsAndConsoleServerPorts)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.railyard"));
    // The version before the migration that made power outlets a kind.
    int before = -1;
    for (std::size_t i = 0; i < store::migrations().size(); ++i)
        if (before < 0 &&
            store::migrations()[i].find("ADD COLUMN power_port_id") != std::string_view::npos)
            before = int(i);
    ASSERT_GE(before, 5);
    {
        store::sqlite::Database db(path, store::sqlite::Database::Mode::CreateOrOpen);
        for (int i = 0; i < before; ++i)
            db.exec(store::migrations()[std::size_t(i)]);
        db.exec(R"sql(
INSERT INTO design_meta VALUES('name', 'old power');
INSERT INTO device_type(id, slug, manufacturer, model) VALUES(1, 'pdu', 'APC', 'AP8965');
INSERT INTO port_template(device_type_id, seq, name, kind, type)
    VALUES(1, 0, 'power outlet 1', 'power-port', 'iec-60320-c13');
INSERT INTO device_type(id, slug, manufacturer, model) VALUES(2, 'node', 'Test', 'Node');
INSERT INTO device(id, name, role, device_type_id) VALUES(1, 'pdu1', 'pdu', 1);
INSERT INTO device(id, name, role, device_type_id) VALUES(2, 'n1', 'gpu-node', 2);
INSERT INTO device(id, name, role, device_type_id) VALUES(3, 'cs1', 'console-server', 2);
INSERT INTO port(id, device_id, name, kind, type) VALUES(1, 1, 'power outlet 1', 'power-port',
    'iec-60320-c13');
INSERT INTO port(id, device_id, name, kind, type) VALUES(2, 1, 'out2', 'power-port', 'other');
INSERT INTO port(id, device_id, name, kind, type) VALUES(3, 2, 'psu1', 'power-port',
    'iec-60320-c14');
INSERT INTO port(id, device_id, name, kind, type) VALUES(4, 2, 'psu2', 'power-port',
    'iec-60320-c14');
INSERT INTO port(id, device_id, name, kind, type) VALUES(5, 2, 'serial', 'console-port', 'rj-45');
INSERT INTO port(id, device_id, name, kind, type) VALUES(6, 3, 'port1', 'console-port', 'rj-45');
INSERT INTO cable(id, a_port_id, b_port_id, medium) VALUES(1, 3, 1, 'power');
INSERT INTO cable(id, a_port_id, b_port_id, medium) VALUES(2, 4, 2, 'power');
INSERT INTO cable(id, a_port_id, b_port_id, medium) VALUES(3, 5, 6, 'copper');
)sql");
        db.setUserVersion(before);
    }
    auto store = store::SqliteStore::open(path);
    EXPECT_EQ(store->openedSchemaVersion(), before);
    const Design d = store->load();
    EXPECT_EQ(d.ports.find(1)->kind, PortKind::PowerOutlet); // a receptacle type
    EXPECT_EQ(d.ports.find(2)->kind, PortKind::PowerOutlet); // a PDU's port cabled to a PSU
    EXPECT_EQ(d.ports.find(3)->kind, PortKind::PowerPort);
    EXPECT_EQ(d.ports.find(6)->kind, PortKind::ConsoleServerPort);
    EXPECT_EQ(d.ports.find(5)->kind, PortKind::ConsolePort);
    EXPECT_EQ(d.deviceTypes.find(1)->ports[0].kind, PortKind::PowerOutlet);
    EXPECT_EQ(Validator::errorCount(Validator(d).validateAll()), 0u);
    EXPECT_EQ(power::budget(d).pdus.size(), 1u);
}

// NetBox CSV: power-outlets carry power_port and feed_leg (PowerOutletImportForm,
// netbox/dcim/forms/bulk_import.py), power-ports their draw, cables join dcim.powerport to
// dcim.poweroutlet and dcim.consoleport to dcim.consoleserverport.
TEST(PowerModel, NetboxCsvWritesPowerAndConsoleInNetboxPairings)
{
    Design d = threePhaseRack();
    // The APDU9941's outlets name their power port; the AP8965's do not (the library files).
    Device single;
    single.name = QStringLiteral("pdu-c");
    single.role = QStringLiteral("pdu");
    single.deviceTypeId = d.deviceTypes.add(bundledType("APC/APDU9941.yaml"));
    d.addDeviceWithPorts(single);
    const QString outlets =
        QString::fromUtf8(exportBytes(d, QStringLiteral("netbox-power-outlets")));
    const QStringList lines = outlets.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + 3 * 24);
    EXPECT_EQ(lines[0], QStringLiteral("device,name,type,power_port,feed_leg,description"));
    EXPECT_TRUE(lines.contains(QStringLiteral("pdu-a,power outlet 16,iec-60320-c19,,B,")))
        << outlets.toStdString();
    EXPECT_TRUE(
        lines.contains(QStringLiteral("pdu-c,Power Outlet 24,iec-60320-c19,Power Port 1,A,")))
        << outlets.toStdString();
    const QString psus = QString::fromUtf8(exportBytes(d, QStringLiteral("netbox-power-ports")));
    EXPECT_TRUE(psus.contains(QStringLiteral("dgx1,PSU1,iec-60320-c20,2860,,")))
        << psus.toStdString();
    EXPECT_TRUE(psus.contains(QStringLiteral("pdu-a,power whip,nema-l21-30p,,,")));
    EXPECT_FALSE(psus.contains(QStringLiteral("power outlet")));
    const QString cables = QString::fromUtf8(exportBytes(d, QStringLiteral("netbox-cables")));
    EXPECT_TRUE(cables.contains(QStringLiteral(
        "dgx1,dcim.powerport,PSU1,pdu-a,dcim.poweroutlet,power outlet 8,power,planned,PWR-1,")))
        << cables.toStdString();
}

// The power cabling plan: device, PSU, its draw, PDU, outlet and feed leg.
TEST(PowerModel, PowerPlanListsEveryPsuWithPduOutletAndLeg)
{
    const Design d = threePhaseRack();
    const QString csv = QString::fromUtf8(exportBytes(d, QStringLiteral("power-plan-csv")));
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + 6 + 2) << csv.toStdString(); // 6 DGX PSUs + 2 QM9700 PSUs
    EXPECT_EQ(lines[0], QStringLiteral("rack,u,device,power_port,power_port_type,draw_w,"
                                       "draw_source,pdu,pdu_rack,outlet,outlet_type,feed_leg,"
                                       "cable,length_m,status"));
    EXPECT_EQ(lines[1], QStringLiteral("A01,1,dgx1,PSU1,iec-60320-c20,2860,maximum,pdu-a,A01,"
                                       "power outlet 8,iec-60320-c19,A,PWR-1,2,planned"));
    EXPECT_EQ(lines[6], QStringLiteral("A01,1,dgx1,PSU6,iec-60320-c20,2860,maximum,pdu-b,A01,"
                                       "power outlet 24,iec-60320-c19,C,PWR-6,2,planned"));
    // The QM9700's 1,720 W (no per-PSU draw in its file) shared over its two PSUs: 860 W each,
    // marked as a share of the type's figure; not cabled to a PDU.
    EXPECT_EQ(lines[7], QStringLiteral("A01,12,leaf1,psu0,iec-60320-c14,860,type-share,,,,,,,,"));
}

// `railyard-cli power DESIGN.yaml` (a real process) prints the budget per phase and exits 0;
// with a leg over its share it exits 1.
TEST(PowerModel, CliPrintsTheBudgetPerPhase)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("power.yaml"));
    designyaml::writeFile(threePhaseRack(), path);
    const deploytest::Run r =
        deploytest::run(QStringLiteral(RAILYARD_CLI), {QStringLiteral("power"), path});
    const QString out = QString::fromUtf8(r.out);
    EXPECT_EQ(r.code, 0) << out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("    leg C: 2.9 of 2.9 kW (1 of 8 outlets)")))
        << out.toStdString();
    EXPECT_FALSE(out.contains(QStringLiteral("Device types without a power figure")))
        << out.toStdString();
}
