// NetBox in (issue 18): a site read from NetBox's REST API pages (core/io/netboxsite.h), on a
// subset of NetBox's public demo data: tests/data/netbox/demo/, made by
// tests/data/netbox/make-demo-subset.py from netbox-community/netbox-demo-data
// json/netbox-demo-v3.6.json at commit 1e3a368179d042f7990054bfb32d001e68242898 (see
// tests/data/netbox/README.md). The figures below can be checked in those files, e.g.
// `python3 -c "import json; print(len(json.load(open('racks.json'))['results']))"` gives 27.

#include "exporttesthelpers.h"

#include "export/netboxdelta.h"
#include "export/netboxexporters.h"
#include "io/netboxsite.h"
#include "model/design.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

const QString kDemo = QStringLiteral(TEST_DATA_DIR "/netbox/demo");

const Design &demo(Diagnostics *warnings = nullptr)
{
    static Diagnostics w;
    static const Design d = netboxsite::readDirectory(kDemo, &w);
    if (warnings)
        *warnings = w;
    return d;
}

using exporttest::portOf;

/// The cable at `device` `port`, as "device port - device port" from that end.
QString cableAt(const Design &d, const QString &device, const QString &port)
{
    const Port *p = portOf(d, device, port);
    if (!p)
        return QStringLiteral("no port");
    for (const Cable &k : d.cables)
        if (k.aPortId == p->id || k.bPortId == p->id) {
            const Port *o = d.ports.find(k.aPortId == p->id ? k.bPortId : k.aPortId);
            return QStringLiteral("%1 %2 - %3 %4")
                .arg(device, port, d.devices.find(o->deviceId)->name, o->name);
        }
    return QStringLiteral("no cable");
}

/// A copy of the demo folder to break.
QString copyDemo(const QTemporaryDir &tmp)
{
    QString dir = tmp.filePath(QStringLiteral("demo"));
    QDir().mkpath(dir);
    for (const QString &f : QDir(kDemo).entryList(QDir::Files))
        QFile::copy(QDir(kDemo).filePath(f), QDir(dir).filePath(f));
    return dir;
}

void replaceIn(const QString &path, const QByteArray &from, const QByteArray &to)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QByteArray b = f.readAll();
    f.close();
    ASSERT_TRUE(b.contains(from)) << from.toStdString();
    b.replace(b.indexOf(from), from.size(), to);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(b);
}

std::string errorOf(const QString &dir)
{
    try {
        netboxsite::readDirectory(dir);
    } catch (const Error &e) {
        return e.describe().toStdString();
    }
    return "no error";
}

} // namespace

TEST(NetBoxSite, DemoSitesAndTheirRacks)
{
    const Design &d = demo();
    // sites.json: DM-Akron (id 2) and MDF (id 21).
    ASSERT_EQ(d.sites.size(), 2U);
    std::map<QString, int> racksPerSite;
    for (const Rack &r : d.racks) {
        const Row *w = d.rows.find(r.rowId);
        const Room *m = w ? d.rooms.find(w->roomId) : nullptr;
        const Site *s = m ? d.sites.find(m->siteId) : nullptr;
        ASSERT_TRUE(s) << r.name.toStdString();
        ++racksPerSite[s->name];
    }
    // racks.json: 26 racks at MDF (R101-R108, R201-R208, R301-R308 in locations Row 1-3, and
    // Plant 1, Plant 2 without a location), 1 at DM-Akron ("Comms closet").
    EXPECT_EQ(racksPerSite[QStringLiteral("MDF")], 26);
    EXPECT_EQ(racksPerSite[QStringLiteral("DM-Akron")], 1);
    // MDF's locations Row 1-4 have no parent and no children: rows of a room named MDF; its two
    // racks without a location are in a row named MDF.
    const Rack *r205 = d.rackByName(QStringLiteral("R205"));
    ASSERT_TRUE(r205);
    EXPECT_EQ(d.rows.find(r205->rowId)->name, QStringLiteral("Row 2"));
    EXPECT_EQ(d.rooms.find(d.rows.find(r205->rowId)->roomId)->name, QStringLiteral("MDF"));
    const Rack *plant = d.rackByName(QStringLiteral("Plant 1"));
    ASSERT_TRUE(plant);
    EXPECT_EQ(d.rows.find(plant->rowId)->name, QStringLiteral("MDF"));
}

TEST(NetBoxSite, DemoDevicesWhereNetBoxHasThem)
{
    const Design &d = demo();
    // devices.json: 18 devices at the two sites.
    EXPECT_EQ(d.devices.size(), 18U);
    // Device 96: ncsu-coreswitch1, a Juniper EX9214 (16 U), core-switch, rack R103, U6, front.
    const Device *cs = d.deviceByName(QStringLiteral("ncsu-coreswitch1"));
    ASSERT_TRUE(cs);
    EXPECT_EQ(d.racks.find(cs->rackId)->name, QStringLiteral("R103"));
    EXPECT_EQ(cs->position, 6.0);
    EXPECT_EQ(cs->face, Face::Front);
    EXPECT_EQ(cs->role, QStringLiteral("core-switch"));
    EXPECT_EQ(cs->status, DeviceStatus::Active);
    const DeviceType *t = d.deviceTypes.find(cs->deviceTypeId);
    EXPECT_EQ(t->model, QStringLiteral("EX9214"));
    EXPECT_EQ(t->manufacturer, QStringLiteral("Juniper"));
    EXPECT_EQ(t->uHeight, 16.0);
    // Device 98 has no name in NetBox (a QFX5100-48T-6Q in R105 at U26, rear face).
    const Device *tor = d.deviceByName(QStringLiteral("qfx5100-48t-6q-98"));
    ASSERT_TRUE(tor);
    EXPECT_EQ(d.racks.find(tor->rackId)->name, QStringLiteral("R105"));
    EXPECT_EQ(tor->position, 26.0);
    EXPECT_EQ(tor->face, Face::Rear);
    Diagnostics w;
    demo(&w);
    bool named = false;
    for (const Diagnostic &x : w)
        named = named || x.message.contains(QLatin1String("qfx5100-48t-6q-98"));
    EXPECT_TRUE(named);
    // The 635 interfaces come from two pages (interfaces.json: 500, interfaces-2.json: 135);
    // ncsu-coreswitch1 has 64 of them.
    std::size_t interfaces = 0;
    for (const Port &p : d.ports)
        interfaces += p.kind == PortKind::Interface;
    EXPECT_EQ(interfaces, 635U);
    std::size_t csInterfaces = 0;
    for (const Port *p : d.portsOf(cs->id))
        csInterfaces += p->kind == PortKind::Interface;
    EXPECT_EQ(csInterfaces, 64U);
    const Port *gi =
        portOf(d, QStringLiteral("dmi01-akron-rtr01"), QStringLiteral("GigabitEthernet0/0/1"));
    ASSERT_TRUE(gi);
    EXPECT_EQ(gi->type, QStringLiteral("1000base-t"));
}

TEST(NetBoxSite, DemoCablesAndTheirEnds)
{
    const Design &d = demo();
    // cables.json: the 16 cables whose every end is on these devices.
    EXPECT_EQ(d.cables.size(), 16U);
    // Cable 35 (cat5e): dmi01-akron-rtr01 GigabitEthernet0/1/0 - dmi01-akron-sw01
    // GigabitEthernet1/0/1.
    EXPECT_EQ(
        cableAt(d, QStringLiteral("dmi01-akron-rtr01"), QStringLiteral("GigabitEthernet0/1/0")),
        QStringLiteral("dmi01-akron-rtr01 GigabitEthernet0/1/0 - dmi01-akron-sw01 "
                       "GigabitEthernet1/0/1"));
    // Cable 61 (no type): dmi01-akron-rtr01 PSU0 - dmi01-akron-pdu01 Outlet 1, a power cord.
    EXPECT_EQ(cableAt(d, QStringLiteral("dmi01-akron-rtr01"), QStringLiteral("PSU0")),
              QStringLiteral("dmi01-akron-rtr01 PSU0 - dmi01-akron-pdu01 Outlet 1"));
    // Cable 104 (no type): ncsu-coreswitch1 xe-0/0/0 - front port "Port 1" of patch panel
    // PP:B117 (a host name cannot hold ':' or capitals, so Validator::sanitizeNames names it
    // pp-b117, with a warning), which maps to position 1 of its rear port "Rear Splice".
    EXPECT_EQ(cableAt(d, QStringLiteral("ncsu-coreswitch1"), QStringLiteral("xe-0/0/0")),
              QStringLiteral("ncsu-coreswitch1 xe-0/0/0 - pp-b117 Port 1"));
    const Device *pp = d.deviceByName(QStringLiteral("pp-b117"));
    ASSERT_TRUE(pp);
    const Port *front = portOf(d, pp->name, QStringLiteral("Port 1"));
    ASSERT_TRUE(front);
    EXPECT_EQ(front->kind, PortKind::FrontPort);
    EXPECT_EQ(front->type, QStringLiteral("sc"));
    ASSERT_TRUE(d.ports.find(front->rearPortId));
    EXPECT_EQ(d.ports.find(front->rearPortId)->name, QStringLiteral("Rear Splice"));
    EXPECT_EQ(front->rearPosition, 1);
    // Media: cable 35's cat5e is copper; 61 joins power ports; 104 (no type, SFP+ to an SC
    // panel) is guessed as mmf, as the warning says.
    for (const Cable &k : d.cables) {
        const Port *a = d.ports.find(k.aPortId);
        if (a->name == QLatin1String("PSU0")) {
            EXPECT_EQ(k.medium, Medium::Power);
        }
        if (a->name == QLatin1String("GigabitEthernet0/1/0")) {
            EXPECT_EQ(k.medium, Medium::Copper);
        }
        if (a->name == QLatin1String("xe-0/0/0")) {
            EXPECT_EQ(k.medium, Medium::MMF);
        }
    }
}

TEST(NetBoxSite, MalformedInputNamesFileAndField)
{
    QTemporaryDir tmp;
    {
        const QString dir = copyDemo(tmp);
        replaceIn(QDir(dir).filePath(QStringLiteral("racks.json")), "\"results\": [",
                  "\"results\": [ {");
        const std::string e = errorOf(dir);
        EXPECT_NE(e.find("racks.json:"), std::string::npos) << e;
        EXPECT_NE(e.find("Malformed JSON"), std::string::npos) << e;
    }
    {
        const QString dir = tmp.filePath(QStringLiteral("demo"));
        QDir(dir).removeRecursively();
        copyDemo(tmp);
        // The first device (id 1) in rack 9999, which racks.json does not hold.
        replaceIn(QDir(dir).filePath(QStringLiteral("devices.json")), "\"rack\": {\n    \"id\": 1,",
                  "\"rack\": {\n    \"id\": 9999,");
        const std::string e = errorOf(dir);
        EXPECT_NE(e.find("devices.json"), std::string::npos) << e;
        EXPECT_NE(e.find("results[0].rack.id"), std::string::npos) << e;
        EXPECT_NE(e.find("9999"), std::string::npos) << e;
    }
    {
        const QString dir = tmp.filePath(QStringLiteral("demo"));
        QDir(dir).removeRecursively();
        copyDemo(tmp);
        QFile::remove(QDir(dir).filePath(QStringLiteral("interfaces-2.json")));
        const std::string e = errorOf(dir);
        EXPECT_NE(e.find("interfaces.json"), std::string::npos) << e;
        EXPECT_NE(e.find("next"), std::string::npos) << e;
    }
    {
        const QString dir = tmp.filePath(QStringLiteral("demo"));
        QDir(dir).removeRecursively();
        copyDemo(tmp);
        replaceIn(QDir(dir).filePath(QStringLiteral("sites.json")), "\"id\": 2,",
                  "\"id\": \"two\",");
        const std::string e = errorOf(dir);
        EXPECT_NE(e.find("sites.json"), std::string::npos) << e;
        EXPECT_NE(e.find("results[0].id"), std::string::npos) << e;
    }
    EXPECT_NE(errorOf(tmp.filePath(QStringLiteral("nowhere"))).find("does not exist"),
              std::string::npos);
}

TEST(NetBoxSite, CliImportsTheDemoAndExportsItBackImportable)
{
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("demo.railyard"));
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("netbox-import"), QStringLiteral("--db"), db, kDemo});
    ASSERT_TRUE(p.waitForFinished(60000));
    const QByteArray out = p.readAllStandardOutput(), err = p.readAllStandardError();
    ASSERT_EQ(p.exitCode(), 0) << err.toStdString();
    EXPECT_TRUE(out.contains("Imported 2 NetBox site")) << out.toStdString();
    EXPECT_TRUE(err.contains("qfx5100-48t-6q-98")) << err.toStdString();
    // Back out as NetBox CSV: the core switch's rack and the power cable in NetBox's pairing.
    const QString dir = tmp.filePath(QStringLiteral("nb"));
    p.start(QStringLiteral(RAILYARD_CLI), {QStringLiteral("netbox-export"), QStringLiteral("--db"),
                                           db, QStringLiteral("--dir"), dir});
    ASSERT_TRUE(p.waitForFinished(60000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    QFile cables(QDir(dir).filePath(QStringLiteral("15-cables.csv")));
    ASSERT_TRUE(cables.open(QIODevice::ReadOnly));
    const QByteArray c = cables.readAll();
    EXPECT_TRUE(c.contains("dmi01-akron-rtr01,dcim.powerport,PSU0,dmi01-akron-pdu01,"
                           "dcim.poweroutlet,Outlet 1,power,connected"))
        << c.toStdString();
    // A malformed folder: exit 3 and the file named.
    p.start(QStringLiteral(RAILYARD_CLI), {QStringLiteral("netbox-import"), QStringLiteral("--db"),
                                           tmp.filePath(QStringLiteral("x.railyard")), tmp.path()});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 3);
    EXPECT_TRUE(p.readAllStandardError().contains("sites.json"));
}

TEST(NetBoxDelta, OnlyWhatChangedWithNetBoxIds)
{
    netboxsite::NetboxIds ids;
    const Design base = netboxsite::readDirectory(kDemo, nullptr, &ids);
    {
        exporting::Reporter r;
        const exporting::NetboxDelta none = exporting::netboxDelta(base, ids, base, r);
        EXPECT_TRUE(none.tables.empty());
        EXPECT_TRUE(none.removed.isEmpty());
    }
    Design now = base;
    // Move ncsu-coreswitch1 (NetBox device 96) from U6 to U8 ...
    for (Device &x : now.devices)
        if (x.name == QLatin1String("ncsu-coreswitch1"))
            x.position = 8;
    // ... take out cable 36 (dmi01-akron-rtr01 GigabitEthernet0/1/1 - dmi01-akron-sw01
    // GigabitEthernet1/0/2) ...
    const Port *gi =
        portOf(now, QStringLiteral("dmi01-akron-rtr01"), QStringLiteral("GigabitEthernet0/1/1"));
    ASSERT_TRUE(gi);
    const Id giId = gi->id;
    EXPECT_EQ(
        now.cables.removeIf([&](const Cable &k) { return k.aPortId == giId || k.bPortId == giId; }),
        1U);
    // ... and cable the two core switches' free xe-0/0/6 together.
    Cable k;
    k.label = QStringLiteral("NEW-1");
    k.aPortId = portOf(now, QStringLiteral("ncsu-coreswitch1"), QStringLiteral("xe-0/0/6"))->id;
    k.bPortId = portOf(now, QStringLiteral("ncsu-coreswitch2"), QStringLiteral("xe-0/0/6"))->id;
    k.medium = Medium::SMF;
    now.cables.add(k);

    exporting::Reporter r;
    const exporting::NetboxDelta delta = exporting::netboxDelta(base, ids, now, r);
    ASSERT_EQ(delta.tables.size(), 2U);
    using T = exporting::NetboxCsvExporter::Table;
    EXPECT_EQ(delta.tables[0].table, T::Devices);
    EXPECT_EQ(delta.tables[0].updated, 1);
    EXPECT_EQ(delta.tables[0].created, 0);
    const QList<QByteArray> devLines = delta.tables[0].csv.split('\n');
    ASSERT_GE(devLines.size(), 2);
    EXPECT_TRUE(devLines[0].startsWith("id,name,role,")) << devLines[0].toStdString();
    // NetBox id 96, the new position 8.
    EXPECT_TRUE(devLines[1].startsWith("96,ncsu-coreswitch1,core-switch,Juniper,EX9214,"))
        << devLines[1].toStdString();
    EXPECT_TRUE(devLines[1].contains(",R103,8,front,")) << devLines[1].toStdString();
    EXPECT_EQ(delta.tables[1].table, T::Cables);
    EXPECT_EQ(delta.tables[1].created, 1);
    EXPECT_EQ(delta.tables[1].updated, 0);
    EXPECT_TRUE(delta.tables[1].csv.contains(
        "\n,ncsu-coreswitch1,dcim.interface,xe-0/0/6,ncsu-coreswitch2,dcim.interface,xe-0/0/6,smf,"
        "planned,NEW-1"))
        << delta.tables[1].csv.toStdString();
    ASSERT_EQ(delta.removed.size(), 1);
    EXPECT_EQ(delta.removed.value(QStringLiteral("dcim.cables")), (QList<qint64>{36}));
    EXPECT_TRUE(delta.toDeleteJson().contains("\"dcim.cables\""));
}

TEST(NetBoxDelta, CliSaysNothingChangedRightAfterTheImport)
{
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("demo.railyard"));
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("netbox-import"), QStringLiteral("--db"), db, kDemo});
    ASSERT_TRUE(p.waitForFinished(60000));
    ASSERT_EQ(p.exitCode(), 0);
    const QString out = tmp.filePath(QStringLiteral("delta"));
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("netbox-delta"), QStringLiteral("--db"), db, QStringLiteral("--netbox"),
             kDemo, QStringLiteral("--dir"), out});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    EXPECT_TRUE(p.readAllStandardOutput().contains("Nothing changed"));
    EXPECT_TRUE(QDir(out).entryList(QDir::Files).isEmpty());
}
