// The NetBox bulk-import CSV files (issue 18): every value the export writes is one of NetBox's
// own choices, and every row would pass its import form's required columns and references.
// The choices are a copy taken from NetBox itself: tests/data/netbox/choices-4.6.8.json, made by
// tests/data/netbox/extract-choices.py from netbox-community/netbox v4.6.8 (commit
// 43fe81f9e833228c9869f7ddadb67e6c5f145060; files netbox/dcim/choices.py,
// netbox/ipam/choices.py, netbox/netbox/choices.py, netbox/dcim/constants.py). The import
// forms' rules cited below are netbox/dcim/forms/bulk_import.py at that commit.

#include "exporttesthelpers.h"

#include "export/netboxexporters.h"
#include "io/csvtable.h"
#include "io/designyaml.h"
#include "io/netboxsite.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>

using namespace ry;
using T = exporting::NetboxCsvExporter::Table;

namespace {

const QString kTwoHalls = QStringLiteral(TEST_DATA_DIR "/netbox/two-halls.yaml");

/// One CSV file as header -> column index and rows (RFC 4180: quotes, doubled quotes, newlines
/// inside quotes).
struct Csv
{
    QStringList header;
    std::vector<QStringList> rows;
    QString at(const QStringList &row, const char *col) const
    {
        const qsizetype i = header.indexOf(QLatin1String(col));
        return i >= 0 && i < row.size() ? row[i] : QString();
    }
};

Csv parseCsv(const QByteArray &bytes)
{
    const csv::Table t = csv::parse(bytes, QStringLiteral("export.csv"));
    Csv out;
    out.header = t.header;
    for (const csv::Table::Row &r : t.rows)
        out.rows.push_back(r.cells);
    return out;
}

/// The recorded NetBox choices.
const QJsonObject &choices()
{
    static const QJsonObject o = [] {
        QFile f(QStringLiteral(TEST_DATA_DIR "/netbox/choices-4.6.8.json"));
        EXPECT_TRUE(f.open(QIODevice::ReadOnly));
        return QJsonDocument::fromJson(f.readAll()).object();
    }();
    return o;
}

QSet<QString> choiceSet(const char *name)
{
    QSet<QString> s;
    for (const QJsonValue &v : choices().value(QLatin1String(name)).toArray())
        s.insert(v.isDouble() ? QString::number(v.toInt()) : v.toString());
    EXPECT_FALSE(s.isEmpty()) << name;
    return s;
}

/// Every table of the export, by table.
std::map<T, Csv> exportAll(const Design &d, Diagnostics *diags = nullptr)
{
    std::map<T, Csv> out;
    for (T t : exporting::netboxImportOrder())
        out[t] =
            parseCsv(exporttest::exportBytes(d, exporting::NetboxCsvExporter(t).format(), diags));
    return out;
}

#define EXPECT_IN(value, set, what)                                                                \
    EXPECT_TRUE((set).contains(value)) << (what) << ": " << (value).toStdString()

/// Checks every value against NetBox's choices and every reference against the earlier files.
void checkExport(const Design &d)
{
    const std::map<T, Csv> csv = exportAll(d);
    auto rows = [&](T t) -> const Csv & { return csv.at(t); };
    const QRegularExpression slugRe(QStringLiteral("^[-a-zA-Z0-9_]+$")); // Django validate_slug

    // Required columns: the import forms' fields without required=False (bulk_import.py).
    const std::map<T, QStringList> required{
        {T::Manufacturers, {"name", "slug"}},
        {T::DeviceRoles, {"name", "slug"}},
        {T::DeviceTypes, {"manufacturer", "model", "slug"}},
        {T::Sites, {"name", "slug", "status"}},
        {T::Locations, {"site", "name", "slug", "status"}},
        {T::Racks, {"site", "name", "status", "width", "u_height"}}, // RackImportForm.clean
        {T::Devices, {"role", "manufacturer", "device_type", "status", "site"}},
        {T::Interfaces, {"device", "name", "type"}},
        {T::RearPorts, {"device", "name", "type"}},
        {T::FrontPorts, {"device", "name", "type", "rear_port"}},
        {T::ConsolePorts, {"device", "name"}},
        {T::ConsoleServerPorts, {"device", "name"}},
        {T::PowerPorts, {"device", "name"}},
        {T::PowerOutlets, {"device", "name"}},
        {T::Cables,
         {"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type",
          "side_b_name"}},
        {T::Vrfs, {"name"}},
        {T::Prefixes, {"prefix", "status"}},
        {T::IpAddresses, {"address", "status"}},
    };
    for (const auto &[t, cols] : required)
        for (const QStringList &r : rows(t).rows)
            for (const QString &col : cols)
                EXPECT_FALSE(rows(t).at(r, col.toLatin1().constData()).isEmpty())
                    << exporting::NetboxCsvExporter::objectList(t).toStdString() << " "
                    << col.toStdString() << " empty in " << r.join(QLatin1Char(',')).toStdString();

    // Slugs: valid, unique where the models keep them unique (Manufacturer, DeviceRole, Site:
    // unique=True; DeviceType: manufacturer+slug; Location: site+slug, dcim/models/sites.py).
    auto uniqueSlugs = [&](T t, const char *scopeCol) {
        QSet<QString> seen;
        for (const QStringList &r : rows(t).rows) {
            const QString slug = rows(t).at(r, "slug");
            EXPECT_TRUE(slugRe.match(slug).hasMatch()) << slug.toStdString();
            EXPECT_LE(slug.size(), 100);
            const QString key =
                (scopeCol ? rows(t).at(r, scopeCol) : QString()) + QLatin1Char('\n') + slug;
            EXPECT_FALSE(seen.contains(key)) << "slug used twice: " << slug.toStdString();
            seen.insert(key);
        }
    };
    uniqueSlugs(T::Manufacturers, nullptr);
    uniqueSlugs(T::DeviceRoles, nullptr);
    uniqueSlugs(T::Sites, nullptr);
    uniqueSlugs(T::DeviceTypes, "manufacturer");
    uniqueSlugs(T::Locations, "site");

    // Choice values (dcim/choices.py, ipam/choices.py, netbox/choices.py).
    const QSet<QString> siteStatus = choiceSet("SiteStatusChoices"),
                        locStatus = choiceSet("LocationStatusChoices"),
                        rackStatus = choiceSet("RackStatusChoices"),
                        rackWidth = choiceSet("RackWidthChoices"),
                        devStatus = choiceSet("DeviceStatusChoices"),
                        face = choiceSet("DeviceFaceChoices"),
                        airflow = choiceSet("DeviceAirflowChoices"),
                        ifTypes = choiceSet("InterfaceTypeChoices"),
                        portTypes = choiceSet("PortTypeChoices"),
                        consoleTypes = choiceSet("ConsolePortTypeChoices"),
                        powerTypes = choiceSet("PowerPortTypeChoices"),
                        outletTypes = choiceSet("PowerOutletTypeChoices"),
                        cableTypes = choiceSet("CableTypeChoices"),
                        linkStatus = choiceSet("LinkStatusChoices"),
                        lengthUnits = choiceSet("CableLengthUnitChoices"),
                        weightUnits = choiceSet("WeightUnitChoices"),
                        prefixStatus = choiceSet("PrefixStatusChoices"),
                        ipStatus = choiceSet("IPAddressStatusChoices");
    auto optional = [](const QSet<QString> &s) { return s + QSet<QString>{QString()}; };
    for (const QStringList &r : rows(T::DeviceTypes).rows) {
        EXPECT_IN(rows(T::DeviceTypes).at(r, "airflow"), optional(airflow), "device type airflow");
        EXPECT_IN(rows(T::DeviceTypes).at(r, "weight_unit"), optional(weightUnits), "weight_unit");
    }
    for (const QStringList &r : rows(T::Sites).rows)
        EXPECT_IN(rows(T::Sites).at(r, "status"), siteStatus, "site status");
    for (const QStringList &r : rows(T::Locations).rows)
        EXPECT_IN(rows(T::Locations).at(r, "status"), locStatus, "location status");
    for (const QStringList &r : rows(T::Racks).rows) {
        EXPECT_IN(rows(T::Racks).at(r, "status"), rackStatus, "rack status");
        EXPECT_IN(rows(T::Racks).at(r, "width"), rackWidth, "rack width");
    }
    for (const QStringList &r : rows(T::Devices).rows) {
        EXPECT_IN(rows(T::Devices).at(r, "status"), devStatus, "device status");
        EXPECT_IN(rows(T::Devices).at(r, "face"), optional(face), "device face");
        EXPECT_IN(rows(T::Devices).at(r, "airflow"), optional(airflow), "device airflow");
    }
    const std::pair<T, const QSet<QString> *> typed[] = {{T::Interfaces, &ifTypes},
                                                         {T::RearPorts, &portTypes},
                                                         {T::FrontPorts, &portTypes},
                                                         {T::ConsolePorts, &consoleTypes},
                                                         {T::ConsoleServerPorts, &consoleTypes},
                                                         {T::PowerPorts, &powerTypes},
                                                         {T::PowerOutlets, &outletTypes}};
    for (const auto &[t, set] : typed)
        for (const QStringList &r : rows(t).rows) {
            const QString type = rows(t).at(r, "type");
            // Interfaces, front and rear ports need a type; the others take an empty one.
            if (t == T::ConsolePorts || t == T::ConsoleServerPorts || t == T::PowerPorts ||
                t == T::PowerOutlets)
                EXPECT_IN(type, optional(*set), "port type");
            else
                EXPECT_IN(type, *set, "port type");
        }
    const QJsonObject compatible = choices()
                                       .value(QLatin1String("COMPATIBLE_TERMINATION_TYPES"))
                                       .toObject(); // dcim/constants.py
    for (const QStringList &r : rows(T::Cables).rows) {
        const Csv &c = rows(T::Cables);
        EXPECT_IN(c.at(r, "type"), optional(cableTypes), "cable type");
        EXPECT_IN(c.at(r, "status"), optional(linkStatus), "cable status");
        EXPECT_IN(c.at(r, "length_unit"), optional(lengthUnits), "length unit");
        // NetBox refuses a length without a unit (Cable.clean, dcim/models/cables.py).
        EXPECT_EQ(c.at(r, "length").isEmpty(), c.at(r, "length_unit").isEmpty());
        const QString a = c.at(r, "side_a_type"), b = c.at(r, "side_b_type");
        ASSERT_TRUE(a.startsWith(QLatin1String("dcim.")) && b.startsWith(QLatin1String("dcim.")));
        const QJsonArray partners = compatible.value(a.mid(5)).toArray();
        EXPECT_TRUE(partners.contains(QJsonValue(b.mid(5))))
            << "NetBox cannot join " << a.toStdString() << " to " << b.toStdString();
    }
    for (const QStringList &r : rows(T::Prefixes).rows)
        EXPECT_IN(rows(T::Prefixes).at(r, "status"), prefixStatus, "prefix status");
    for (const QStringList &r : rows(T::IpAddresses).rows)
        EXPECT_IN(rows(T::IpAddresses).at(r, "status"), ipStatus, "ip status");

    // References: each CSVModelChoiceField looks its value up by name in what earlier files
    // created, within the scope the form's __init__ sets (bulk_import.py); a lookup that finds
    // no object or more than one fails the row.
    QSet<QString> sites, makers, roles, types;
    for (const QStringList &r : rows(T::Sites).rows)
        sites.insert(rows(T::Sites).at(r, "name"));
    for (const QStringList &r : rows(T::Manufacturers).rows)
        makers.insert(rows(T::Manufacturers).at(r, "name"));
    for (const QStringList &r : rows(T::DeviceRoles).rows)
        roles.insert(rows(T::DeviceRoles).at(r, "name"));
    for (const QStringList &r : rows(T::DeviceTypes).rows) {
        EXPECT_IN(rows(T::DeviceTypes).at(r, "manufacturer"), makers, "device type manufacturer");
        types.insert(rows(T::DeviceTypes).at(r, "manufacturer") + QLatin1Char('\n') +
                     rows(T::DeviceTypes).at(r, "model"));
    }
    // LocationImportForm: parent by name within the site; rack and device forms: location by
    // name within the site only (not the parent), so a name must be unique in its site.
    std::map<QString, int> locationsInSite; // "site\nname" -> count
    for (const QStringList &r : rows(T::Locations).rows) {
        const Csv &c = rows(T::Locations);
        EXPECT_IN(c.at(r, "site"), sites, "location site");
        const QString parent = c.at(r, "parent");
        if (!parent.isEmpty()) {
            EXPECT_EQ(locationsInSite[c.at(r, "site") + QLatin1Char('\n') + parent], 1)
                << "parent " << parent.toStdString() << " not created just once before";
        }
        ++locationsInSite[c.at(r, "site") + QLatin1Char('\n') + c.at(r, "name")];
    }
    for (const auto &[key, n] : locationsInSite)
        EXPECT_EQ(n, 1) << "location name used " << n
                        << " times in its site: " << key.toStdString();
    std::map<QString, int> racks; // "site\nlocation\nname"
    for (const QStringList &r : rows(T::Racks).rows) {
        const Csv &c = rows(T::Racks);
        EXPECT_IN(c.at(r, "site"), sites, "rack site");
        if (!c.at(r, "location").isEmpty()) {
            EXPECT_EQ(locationsInSite[c.at(r, "site") + QLatin1Char('\n') + c.at(r, "location")], 1)
                << c.at(r, "location").toStdString();
        }
        ++racks[c.at(r, "site") + QLatin1Char('\n') + c.at(r, "location") + QLatin1Char('\n') +
                c.at(r, "name")];
    }
    QSet<QString> devices;
    for (const QStringList &r : rows(T::Devices).rows) {
        const Csv &c = rows(T::Devices);
        EXPECT_IN(c.at(r, "role"), roles, "device role");
        EXPECT_IN(c.at(r, "manufacturer"), makers, "device manufacturer");
        EXPECT_IN(c.at(r, "manufacturer") + QLatin1Char('\n') + c.at(r, "device_type"), types,
                  "device type (within its manufacturer)");
        EXPECT_IN(c.at(r, "site"), sites, "device site");
        if (!c.at(r, "location").isEmpty()) {
            EXPECT_EQ(locationsInSite[c.at(r, "site") + QLatin1Char('\n') + c.at(r, "location")],
                      1);
        }
        if (!c.at(r, "rack").isEmpty()) {
            EXPECT_EQ(racks[c.at(r, "site") + QLatin1Char('\n') + c.at(r, "location") +
                            QLatin1Char('\n') + c.at(r, "rack")],
                      1)
                << "rack " << c.at(r, "rack").toStdString() << " not in site and location";
        }
        // DeviceImportForm takes position and face together with a rack.
        EXPECT_EQ(c.at(r, "position").isEmpty(), c.at(r, "face").isEmpty());
        devices.insert(c.at(r, "name"));
    }
    // Components: device by name; the cable form then finds (device, name) of its type.
    std::map<QString, QSet<QString>> components; // "dcim.<model>" -> "device\nname"
    const std::pair<T, const char *> models[] = {{T::Interfaces, "dcim.interface"},
                                                 {T::RearPorts, "dcim.rearport"},
                                                 {T::FrontPorts, "dcim.frontport"},
                                                 {T::ConsolePorts, "dcim.consoleport"},
                                                 {T::ConsoleServerPorts, "dcim.consoleserverport"},
                                                 {T::PowerPorts, "dcim.powerport"},
                                                 {T::PowerOutlets, "dcim.poweroutlet"}};
    for (const auto &[t, model] : models)
        for (const QStringList &r : rows(t).rows) {
            EXPECT_IN(rows(t).at(r, "device"), devices, "component device");
            const QString key = rows(t).at(r, "device") + QLatin1Char('\n') + rows(t).at(r, "name");
            EXPECT_FALSE(components[QLatin1String(model)].contains(key)) << key.toStdString();
            components[QLatin1String(model)].insert(key);
        }
    for (const QStringList &r : rows(T::FrontPorts).rows)
        EXPECT_IN(rows(T::FrontPorts).at(r, "device") + QLatin1Char('\n') +
                      rows(T::FrontPorts).at(r, "rear_port"),
                  components["dcim.rearport"], "front port's rear port");
    QSet<QString> connected; // _clean_side: "... is already connected"
    for (const QStringList &r : rows(T::Cables).rows) {
        const Csv &c = rows(T::Cables);
        for (const char *side : {"a", "b"}) {
            const QString pre = QStringLiteral("side_%1_").arg(QLatin1String(side));
            const QString type = c.at(r, (pre + QStringLiteral("type")).toLatin1().constData());
            const QString key = c.at(r, (pre + QStringLiteral("device")).toLatin1().constData()) +
                                QLatin1Char('\n') +
                                c.at(r, (pre + QStringLiteral("name")).toLatin1().constData());
            EXPECT_IN(key, components[type], "cable termination " + type.toStdString());
            EXPECT_FALSE(connected.contains(type + key)) << key.toStdString();
            connected.insert(type + key);
        }
    }
    for (const QStringList &r : rows(T::IpAddresses).rows) {
        const Csv &c = rows(T::IpAddresses);
        if (!c.at(r, "interface").isEmpty()) {
            EXPECT_IN(c.at(r, "device") + QLatin1Char('\n') + c.at(r, "interface"),
                      components["dcim.interface"], "ip address interface");
        }
    }
}

const Design &twoHalls()
{
    static const Design d = designyaml::readFile(kTwoHalls);
    return d;
}

Csv table(const Design &d, T t, Diagnostics *diags = nullptr)
{
    return parseCsv(exporttest::exportBytes(d, exporting::NetboxCsvExporter(t).format(), diags));
}

} // namespace

TEST(NetBoxSlug, NonAsciiNamesGiveDistinctNonEmptySlugs)
{
    // 가 U+AC00, 나 U+B098, 동 U+B3D9, 열 U+C5F4 (the Unicode code charts, Hangul Syllables).
    EXPECT_EQ(exporting::netboxSlug(QStringLiteral("가동/1열")),
              QStringLiteral("uac00-ub3d9-1-uc5f4"));
    EXPECT_EQ(exporting::netboxSlug(QStringLiteral("나동/1열")),
              QStringLiteral("ub098-ub3d9-1-uc5f4"));
    EXPECT_EQ(exporting::netboxSlug(QStringLiteral("Hall A")), QStringLiteral("hall-a"));
    EXPECT_EQ(exporting::netboxSlug(QStringLiteral("row_1--b")), QStringLiteral("row_1-b"));
    // Nothing left: "x" + the first 8 hex digits of SHA-1 of the name (`printf '///' | sha1sum`
    // gives c64b8480a468..., `printf '...' | sha1sum` 6eae3a5b062c..., `printf '' | sha1sum`
    // da39a3ee5e6b...).
    EXPECT_EQ(exporting::netboxSlug(QStringLiteral("///")), QStringLiteral("xc64b8480"));
    EXPECT_EQ(exporting::netboxSlug(QStringLiteral("...")), QStringLiteral("x6eae3a5b"));
    EXPECT_EQ(exporting::netboxSlug(QString()), QStringLiteral("xda39a3ee"));
    EXPECT_FALSE(exporting::netboxSlug(QString()).isEmpty());
    const QString longName = QString(150, QLatin1Char('a'));
    const QString cut = exporting::netboxSlug(longName);
    EXPECT_EQ(cut.size(), 100);
    EXPECT_TRUE(cut.startsWith(QString(91, QLatin1Char('a')) + QLatin1Char('-')));
}

TEST(NetBoxLocations, SameRowNameInTwoRoomsIsUniqueInTheSite)
{
    // tests/data/netbox/two-halls.yaml: rooms 가동 and 나동 of "Seoul 1" both have a row 1열.
    const Csv loc = table(twoHalls(), T::Locations);
    std::map<QString, QStringList> byName; // "site/name" -> row
    for (const QStringList &r : loc.rows)
        byName[loc.at(r, "site") + QLatin1Char('|') + loc.at(r, "name")] = r;
    ASSERT_TRUE(byName.count(QStringLiteral("Seoul 1|가동 / 1열")));
    ASSERT_TRUE(byName.count(QStringLiteral("Seoul 1|나동 / 1열")));
    EXPECT_EQ(loc.at(byName[QStringLiteral("Seoul 1|가동 / 1열")], "parent"),
              QStringLiteral("가동"));
    EXPECT_EQ(loc.at(byName[QStringLiteral("Seoul 1|가동 / 1열")], "slug"),
              QStringLiteral("uac00-ub3d9-1-uc5f4"));
    EXPECT_EQ(loc.at(byName[QStringLiteral("Seoul 1|나동 / 1열")], "slug"),
              QStringLiteral("ub098-ub3d9-1-uc5f4"));
    // A row name used once in its site keeps its own name (site seoul-1, row 2열).
    ASSERT_TRUE(byName.count(QStringLiteral("seoul-1|2열")));
    // The same room name in another site keeps the same slug (Location slugs are per site).
    EXPECT_EQ(loc.at(byName[QStringLiteral("seoul-1|가동")], "slug"),
              QStringLiteral("uac00-ub3d9"));
    // "Hall A" and "hall-a" would both be hall-a: the second in natural order gets -2.
    EXPECT_EQ(loc.at(byName[QStringLiteral("Seoul 1|Hall A")], "slug"), QStringLiteral("hall-a"));
    EXPECT_EQ(loc.at(byName[QStringLiteral("Seoul 1|hall-a")], "slug"), QStringLiteral("hall-a-2"));
    // Sites: unique=True over all sites.
    const Csv sites = table(twoHalls(), T::Sites);
    ASSERT_EQ(sites.rows.size(), 2U);
    EXPECT_NE(sites.at(sites.rows[0], "slug"), sites.at(sites.rows[1], "slug"));

    // Racks and devices name the qualified location.
    const Csv racks = table(twoHalls(), T::Racks);
    const Csv devs = table(twoHalls(), T::Devices);
    bool na = false, swb = false;
    for (const QStringList &r : racks.rows)
        if (racks.at(r, "name") == QLatin1String("NA-01"))
            na = racks.at(r, "location") == QStringLiteral("나동 / 1열");
    for (const QStringList &r : devs.rows)
        if (devs.at(r, "name") == QLatin1String("sw-b"))
            swb = devs.at(r, "location") == QStringLiteral("나동 / 1열") &&
                  devs.at(r, "rack") == QLatin1String("NA-01");
    EXPECT_TRUE(na);
    EXPECT_TRUE(swb);
}

TEST(NetBoxCables, ConsoleAndPowerOnlyInNetBoxPairings)
{
    Diagnostics diags;
    const Csv cables = table(twoHalls(), T::Cables, &diags);
    QStringList written;
    for (const QStringList &r : cables.rows)
        written << cables.at(r, "label") + QLatin1Char(':') + cables.at(r, "side_a_type") +
                       QLatin1Char('>') + cables.at(r, "side_b_type");
    written.sort();
    // dcim/constants.py COMPATIBLE_TERMINATION_TYPES: consoleport-consoleserverport,
    // powerport-poweroutlet, interface-interface.
    EXPECT_EQ(written, (QStringList{
                           QStringLiteral("CON-1:dcim.consoleport>dcim.consoleserverport"),
                           QStringLiteral("DATA-1:dcim.interface>dcim.interface"),
                           QStringLiteral("PWR-1:dcim.powerport>dcim.poweroutlet"),
                           QStringLiteral("PWR-2:dcim.poweroutlet>dcim.powerport"),
                       }));
    // The three NetBox refuses are named in a warning each.
    QStringList refused;
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning &&
            d.message.contains(QLatin1String("cannot connect")))
            refused << d.object;
    refused.sort();
    EXPECT_EQ(refused, (QStringList{QStringLiteral("CON-BAD"), QStringLiteral("CON-IF"),
                                    QStringLiteral("PWR-BAD")}));

    // The ports themselves: console server ports on the console server (role console-server),
    // outlets by their receptacle type (iec-60320-c13), the PDU's inlet a power port.
    const Csv csp = table(twoHalls(), T::ConsoleServerPorts);
    ASSERT_EQ(csp.rows.size(), 2U);
    EXPECT_EQ(csp.rows[0].join(QLatin1Char(',')), QStringLiteral("cs-01,port1,rj-45,"));
    const Csv cp = table(twoHalls(), T::ConsolePorts);
    EXPECT_EQ(cp.rows.size(), 8U); // 4 switches x (console, usb-console)
    const Csv outlets = table(twoHalls(), T::PowerOutlets);
    ASSERT_EQ(outlets.rows.size(), 2U);
    // device, name, type, power_port, feed_leg, description: two-halls.yaml gives the outlet no
    // power port or feed leg.
    EXPECT_EQ(outlets.header.join(QLatin1Char(',')),
              QStringLiteral("device,name,type,power_port,feed_leg,description"));
    EXPECT_EQ(outlets.rows[1].join(QLatin1Char(',')),
              QStringLiteral("pdu-a,outlet2,iec-60320-c13,,,"));
    const Csv pp = table(twoHalls(), T::PowerPorts);
    QStringList ppRows;
    for (const QStringList &r : pp.rows)
        ppRows << r.join(QLatin1Char(','));
    // maximum_draw / allocated_draw from the type's template (two-halls.yaml: 40 W, 25 W).
    EXPECT_TRUE(ppRows.contains(QStringLiteral("cs-01,psu,iec-60320-c14,40,25,")));
    EXPECT_TRUE(ppRows.contains(QStringLiteral("pdu-a,inlet,iec-60309-3p-n-e-6h,,,")));
}

TEST(NetBoxImport, EveryValueIsANetBoxChoiceAndEveryReferenceResolves)
{
    EXPECT_EQ(choices().value(QLatin1String("version")).toString(), QStringLiteral("4.6.8"));
    EXPECT_EQ(choices().value(QLatin1String("commit")).toString(),
              QStringLiteral("43fe81f9e833228c9869f7ddadb67e6c5f145060"));
    {
        SCOPED_TRACE("two-halls.yaml");
        checkExport(twoHalls());
    }
    {
        SCOPED_TRACE("small-cluster.yaml");
        checkExport(exporttest::smallCluster());
    }
    {
        SCOPED_TRACE("panels.yaml");
        checkExport(exporttest::panels());
    }
    {
        // NetBox in, NetBox out: the public demo data read back (tests/data/netbox/demo).
        SCOPED_TRACE("tests/data/netbox/demo");
        checkExport(netboxsite::readDirectory(QStringLiteral(TEST_DATA_DIR "/netbox/demo")));
    }
}

TEST(NetBoxCli, StrictRefusesTheRefusedCablesAndWritesNothing)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("t.railyard"));
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("init"), db, QStringLiteral("--from"), kTwoHalls});
    ASSERT_TRUE(p.waitForFinished(60000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QString out = dir.filePath(QStringLiteral("nb"));
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("netbox-export"), QStringLiteral("--db"), db, QStringLiteral("--dir"),
             out, QStringLiteral("--strict")});
    ASSERT_TRUE(p.waitForFinished(60000));
    const QByteArray err = p.readAllStandardError();
    EXPECT_EQ(p.exitCode(), 3) << err.toStdString(); // cli.h: InputError
    EXPECT_TRUE(err.contains("PWR-BAD")) << err.toStdString();
    EXPECT_TRUE(err.contains("CON-BAD")) << err.toStdString();
    EXPECT_FALSE(QDir(out).exists() && !QDir(out).isEmpty());
    // Without --strict: written, with the warnings, 18 files.
    p.start(QStringLiteral(RAILYARD_CLI), {QStringLiteral("netbox-export"), QStringLiteral("--db"),
                                           db, QStringLiteral("--dir"), out});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0);
    EXPECT_TRUE(p.readAllStandardError().contains("CON-IF"));
    EXPECT_EQ(QDir(out).entryList(QDir::Files).size(), 18);
    EXPECT_TRUE(QFile::exists(QDir(out).filePath(QStringLiteral("12-console-server-ports.csv"))));
}
