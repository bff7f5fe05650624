// NetBox in (issue 18), the CSV half: a site read from NetBox's CSV table export
// (core/io/netboxsitecsv.cpp) of the same demo subset as tst_netboxsite.cpp:
// tests/data/netbox/demo-csv/, made by tests/data/netbox/make-demo-csv.py from demo/*.json with
// the headers and cell text of NetBox v4.6.8's tables (commit 43fe81f9e833; see
// tests/data/netbox/README.md). The figures can be checked in those files, e.g.
// `grep -c ,MDF, racks.csv` gives 26.

#include "exporttesthelpers.h"

#include "io/csvtable.h"
#include "io/designyaml.h"
#include "io/netboxsite.h"
#include "model/design.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

const QString kJson = QStringLiteral(TEST_DATA_DIR "/netbox/demo");
const QString kCsv = QStringLiteral(TEST_DATA_DIR "/netbox/demo-csv");

const Design &csvDemo()
{
    static const Design d = netboxsite::readDirectory(kCsv);
    return d;
}

using exporttest::portOf;

/// A copy of demo-csv/ with `from` replaced by `to` in `file`; the error reading it.
std::string errorWith(const QString &file, const QByteArray &from, const QByteArray &to)
{
    QTemporaryDir tmp;
    for (const QString &f : QDir(kCsv).entryList(QDir::Files))
        QFile::copy(QDir(kCsv).filePath(f), tmp.filePath(f));
    QFile f(tmp.filePath(file));
    if (!f.open(QIODevice::ReadOnly))
        return "cannot read " + file.toStdString();
    QByteArray b = f.readAll();
    f.close();
    if (!b.contains(from))
        return "no " + from.toStdString() + " in " + file.toStdString();
    b.replace(b.indexOf(from), from.size(), to);
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return "cannot write " + file.toStdString();
    f.write(b);
    f.close();
    try {
        netboxsite::readDirectory(tmp.path());
    } catch (const Error &e) {
        return e.describe().toStdString();
    }
    return "no error";
}

} // namespace

TEST(NetBoxSiteCsv, SameDesignAsTheRestApiPages)
{
    Diagnostics jw, cw;
    netboxsite::NetboxIds jids, cids;
    const Design json = netboxsite::readDirectory(kJson, &jw, &jids);
    const Design csv = netboxsite::readDirectory(kCsv, &cw, &cids);
    EXPECT_EQ(designyaml::write(csv).toStdString(), designyaml::write(json).toStdString());
    // The same NetBox ids (the ID column), so netbox-delta works from either.
    EXPECT_EQ(cids.devices, jids.devices);
    EXPECT_EQ(cids.ports, jids.ports);
    EXPECT_EQ(cids.cables, jids.cables);
    // The same warnings (unnamed devices, names made host names, guessed cable media).
    EXPECT_EQ(cw.size(), jw.size());
}

TEST(NetBoxSiteCsv, DemoValues)
{
    const Design &d = csvDemo();
    // racks.csv: 26 racks at MDF, 1 (Comms closet) at DM-Akron.
    ASSERT_EQ(d.sites.size(), 2U);
    int mdf = 0;
    for (const Rack &r : d.racks)
        mdf += d.sites.find(d.rooms.find(d.rows.find(r.rowId)->roomId)->siteId)->name ==
               QLatin1String("MDF");
    EXPECT_EQ(mdf, 26);
    EXPECT_EQ(d.racks.size(), 27U);
    // devices.csv line 9 (ID 96): ncsu-coreswitch1, Juniper EX9214, Rack R103, Position 6,
    // Face Front, Role Core Switch, Status Active.
    const Device *cs = d.deviceByName(QStringLiteral("ncsu-coreswitch1"));
    ASSERT_TRUE(cs);
    EXPECT_EQ(d.racks.find(cs->rackId)->name, QStringLiteral("R103"));
    EXPECT_EQ(cs->position, 6.0);
    EXPECT_EQ(cs->face, Face::Front);
    EXPECT_EQ(cs->role, QStringLiteral("core-switch"));
    EXPECT_EQ(cs->status, DeviceStatus::Active);
    EXPECT_EQ(d.deviceTypes.find(cs->deviceTypeId)->uHeight, 16.0);
    // interfaces.csv: "1000BASE-T (1GE)", the label, read back as the value 1000base-t.
    const Port *gi =
        portOf(d, QStringLiteral("dmi01-akron-rtr01"), QStringLiteral("GigabitEthernet0/0/1"));
    ASSERT_TRUE(gi);
    EXPECT_EQ(gi->type, QStringLiteral("1000base-t"));
    // cables.csv ID 104: Device A ncsu-coreswitch1, Termination A xe-0/0/0, Device B PP:B117,
    // Termination B Port 1 (the front port, Mappings "Rear Splice:1"; PP:B117 becomes pp-b117).
    const Port *xe = portOf(d, QStringLiteral("ncsu-coreswitch1"), QStringLiteral("xe-0/0/0"));
    const Port *front = portOf(d, QStringLiteral("pp-b117"), QStringLiteral("Port 1"));
    ASSERT_TRUE(xe);
    ASSERT_TRUE(front);
    bool found = false;
    for (const Cable &k : d.cables)
        found = found || (k.aPortId == xe->id && k.bPortId == front->id);
    EXPECT_TRUE(found);
    EXPECT_EQ(front->kind, PortKind::FrontPort);
    ASSERT_TRUE(d.ports.find(front->rearPortId));
    EXPECT_EQ(d.ports.find(front->rearPortId)->name, QStringLiteral("Rear Splice"));
    EXPECT_EQ(front->rearPosition, 1);
    EXPECT_EQ(d.cables.size(), 16U);
}

TEST(NetBoxSiteCsv, MalformedCsvNamesFileLineAndColumn)
{
    // An unterminated quote on devices.csv line 2 (the first device).
    std::string e =
        errorWith(QStringLiteral("devices.csv"), "1,dmi01-akron-rtr01,", "1,\"dmi01-akron-rtr01,");
    EXPECT_NE(e.find("devices.csv:2:"), std::string::npos) << e;
    EXPECT_NE(e.find("Name"), std::string::npos) << e;
    EXPECT_NE(e.find("never ends"), std::string::npos) << e;
    // No "Rack" column in the header.
    e = errorWith(QStringLiteral("racks.csv"), "ID,Name,Site,", "ID,Title,Site,");
    EXPECT_NE(e.find("racks.csv:1:"), std::string::npos) << e;
    EXPECT_NE(e.find("\"Name\" is missing"), std::string::npos) << e;
    // A device in a rack racks.csv does not have: line 2, column Rack.
    e = errorWith(QStringLiteral("devices.csv"), ",Comms closet,", ",Broom closet,");
    EXPECT_NE(e.find("devices.csv:2:"), std::string::npos) << e;
    EXPECT_NE(e.find("Rack"), std::string::npos) << e;
    EXPECT_NE(e.find("Broom closet"), std::string::npos) << e;
    // A row with a field too many.
    e = errorWith(QStringLiteral("sites.csv"), "DM-Akron,", "DM-Akron,extra,");
    EXPECT_NE(e.find("sites.csv:2:"), std::string::npos) << e;
    EXPECT_NE(e.find("fields"), std::string::npos) << e;
    // A BOM, CRLF and a quoted name with a comma and a doubled quote read as NetBox writes them.
    e = errorWith(QStringLiteral("sites.csv"), "ID,", "\xEF\xBB\xBFID,");
    EXPECT_EQ(e, "no error");
}

TEST(NetBoxSiteCsv, QuotedCellsBomAndCrlf)
{
    QTemporaryDir tmp;
    for (const QString &f : QDir(kCsv).entryList(QDir::Files))
        QFile::copy(QDir(kCsv).filePath(f), tmp.filePath(f));
    QFile s(tmp.filePath(QStringLiteral("sites.csv")));
    s.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    ASSERT_TRUE(s.open(QIODevice::ReadOnly));
    QByteArray b = s.readAll();
    s.close();
    ASSERT_TRUE(b.contains("\r\n")); // Python's csv.writer, as NetBox uses it, ends rows so
    const QByteArray from = "DM-Akron,Active,\r\n";
    ASSERT_TRUE(b.contains(from));
    b.replace(from, "DM-Akron,Active,\"Main \"\"DM\"\" site,\r\nOhio\"\r\n");
    ASSERT_TRUE(s.open(QIODevice::WriteOnly | QIODevice::Truncate));
    s.write("\xEF\xBB\xBF" + b);
    s.close();
    const Design d = netboxsite::readDirectory(tmp.path());
    const Site *akron = nullptr;
    for (const Site &x : d.sites)
        if (x.name == QLatin1String("DM-Akron"))
            akron = &x;
    ASSERT_TRUE(akron);
    // The cell keeps its CRLF (Rfc4180Parser below); the design holds the line break as LF.
    EXPECT_EQ(akron->description, QStringLiteral("Main \"DM\" site,\nOhio"));
}

TEST(NetBoxSiteCsv, Rfc4180Parser)
{
    // RFC 4180 section 2: quoted fields hold commas, CRLF and doubled quotes.
    const csv::Table t = csv::parse("\xEF\xBB\xBF"
                                    "a,b\r\n\"x,\"\"y\"\"\r\nz\",2\r\n\r\n3,\r\n",
                                    QStringLiteral("t.csv"));
    ASSERT_EQ(t.header, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
    ASSERT_EQ(t.rows.size(), 2U);
    EXPECT_EQ(t.rows[0].cells[0], QStringLiteral("x,\"y\"\r\nz"));
    EXPECT_EQ(t.rows[0].line, 2);
    EXPECT_EQ(t.rows[1].cells, QStringList({QStringLiteral("3"), QString()}));
    EXPECT_EQ(t.rows[1].line, 5);
}

TEST(NetBoxSiteCsv, CliImportsTheCsvExport)
{
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("demo.railyard"));
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("netbox-import"), QStringLiteral("--db"), db, kCsv});
    ASSERT_TRUE(p.waitForFinished(60000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    EXPECT_TRUE(p.readAllStandardOutput().contains("Imported 2 NetBox site"));

    // netbox-delta reads the CSV folder too: right after the import nothing has changed, and
    // the CSV export's NetBox ids are the REST pages' (so the delta against those is empty too).
    for (const QString &netbox : {kCsv, kJson}) {
        const QString out = tmp.filePath(QStringLiteral("delta-") + QFileInfo(netbox).fileName());
        p.start(QStringLiteral(RAILYARD_CLI),
                {QStringLiteral("netbox-delta"), QStringLiteral("--db"), db,
                 QStringLiteral("--netbox"), netbox, QStringLiteral("--dir"), out});
        ASSERT_TRUE(p.waitForFinished(60000));
        EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
        EXPECT_TRUE(p.readAllStandardOutput().contains("Nothing changed")) << netbox.toStdString();
        EXPECT_TRUE(QDir(out).entryList(QDir::Files).isEmpty()) << netbox.toStdString();
    }
}
