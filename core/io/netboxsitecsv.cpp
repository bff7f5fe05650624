// NetBox's CSV table export read into the records of the REST API reader (netboxsite_p.h), so
// one builder makes the design from either. What NetBox writes: views/generic/bulk_views.py
// export_table and the dcim/tables/*.py column definitions of NetBox v4.6.8 (commit
// 43fe81f9e833228c9869f7ddadb67e6c5f145060); tests/data/netbox/README.md lists the columns.

#include "csvtable.h"
#include "netboxsite_p.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace ry::netboxsite::detail {

namespace {

/// NetBox choice labels, {choice set, value, label}: the CSV export writes labels
/// (get_FOO_display), the REST API values.
struct Label
{
    const char *set, *value, *label;
};
constexpr Label kLabels[] = {
#include "netboxchoicelabels.inc"
};

/// One CSV export file being read: its rows as header -> cell, with messages at line and header.
class File
{
public:
    File(QString path, csv::Table table, Diagnostics *w)
        : path(std::move(path)), t(std::move(table)), w(w)
    {
    }

    /// Fails (at line 1) unless every header of `names` is there.
    void require(std::initializer_list<const char *> names) const
    {
        for (const char *n : names)
            if (t.column(QString::fromLatin1(n)) < 0)
                throw Error(Tr::tr("The column \"%1\" is missing; the header has: %2.")
                                .arg(QString::fromLatin1(n), t.header.join(QStringLiteral(", "))),
                            SourceLocation{path, 1, 0}, QString::fromLatin1(n));
    }

    std::size_t size() const { return t.rows.size(); }

    /// The cell of row `r` under `header`; "" when the file has no such column.
    QString cell(std::size_t r, const char *header) const
    {
        const int c = t.column(QString::fromLatin1(header));
        return c < 0 ? QString() : t.rows[r].cells[c].trimmed();
    }

    [[noreturn]] void fail(std::size_t r, const char *header, const QString &message) const
    {
        throw Error(message, SourceLocation{path, t.rows[r].line, 0}, QString::fromLatin1(header));
    }

    /// A new item for row `r`, its "id" from the ID column.
    Item item(std::size_t r) const
    {
        Item it;
        it.file = path;
        it.index = int(r);
        it.line = t.rows[r].line;
        it.columns.insert(QStringLiteral("id"), QStringLiteral("ID"));
        bool ok = false;
        const qint64 id = cell(r, "ID").toLongLong(&ok);
        if (!ok || id <= 0)
            fail(r, "ID", Tr::tr("\"%1\" is not a NetBox id (a whole number).").arg(cell(r, "ID")));
        it.o.insert(QStringLiteral("id"), double(id));
        return it;
    }

    /// it.o[key] = the cell as text, noting its header.
    static void put(Item &it, const char *key, const char *header, const QJsonValue &v)
    {
        it.o.insert(QString::fromLatin1(key), v);
        it.columns.insert(QString::fromLatin1(key), QString::fromLatin1(header));
    }
    void text(Item &it, std::size_t r, const char *key, const char *header) const
    {
        put(it, key, header, cell(r, header));
    }

    /// A number cell; `suffix` (e.g. "U") is taken off first; null when empty.
    void number(Item &it, std::size_t r, const char *key, const char *header,
                const char *suffix = "") const
    {
        QString s = cell(r, header);
        if (s.endsWith(QLatin1String(suffix)))
            s.chop(qsizetype(qstrlen(suffix)));
        if (s.isEmpty())
            return put(it, key, header, QJsonValue::Null);
        bool ok = false;
        const double d = s.trimmed().toDouble(&ok);
        if (!ok)
            fail(r, header, Tr::tr("\"%1\" is not a number.").arg(cell(r, header)));
        put(it, key, header, d);
    }

    /// A BooleanColumn cell: True / False (also true, false, yes, no, 1, 0); `fallback` when empty.
    void boolean(Item &it, std::size_t r, const char *key, const char *header, bool fallback) const
    {
        const QString s = cell(r, header).toLower();
        if (s.isEmpty())
            return put(it, key, header, fallback);
        static const QSet<QString> yes{QStringLiteral("true"), QStringLiteral("yes"),
                                       QStringLiteral("1")},
            no{QStringLiteral("false"), QStringLiteral("no"), QStringLiteral("0")};
        if (!yes.contains(s) && !no.contains(s))
            fail(r, header, Tr::tr("\"%1\" is not True or False.").arg(cell(r, header)));
        put(it, key, header, yes.contains(s));
    }

    /// A choice cell as {"value": v}: a label of NetBox's choice set `set` (as the export writes
    /// it) or a value; another text is kept as written, with one warning per column.
    void choice(Item &it, std::size_t r, const char *key, const char *header, const char *set)
    {
        const QString s = cell(r, header);
        if (s.isEmpty())
            return put(it, key, header, QJsonValue::Null);
        QString value;
        for (const Label &l : kLabels) {
            if (qstrcmp(l.set, set) != 0)
                continue;
            if (s == QString::fromUtf8(l.label) || s == QLatin1String(l.value)) {
                value = QString::fromLatin1(l.value);
                break;
            }
        }
        if (value.isEmpty()) {
            value = s;
            if (w && !warned.contains(QString::fromLatin1(header))) {
                warned.insert(QString::fromLatin1(header));
                w->push_back({Diagnostic::Severity::Warning,
                              Tr::tr("\"%1\" is not a value or label of NetBox 4.6.8's %2; it is "
                                     "kept as written.")
                                  .arg(s, QString::fromLatin1(set)),
                              {path, t.rows[r].line, 0},
                              QString::fromLatin1(header),
                              s,
                              {}});
            }
        }
        put(it, key, header, QJsonObject{{QStringLiteral("value"), value}});
    }

    QString path;

private:
    csv::Table t;
    Diagnostics *w;
    QSet<QString> warned;
};

/// Django's slugify() for the ASCII names of the demo data: lower case, runs of other characters
/// than letters, digits, '_' and '-' dropped, spaces and hyphens to one '-'.
QString slugify(const QString &s)
{
    static const QRegularExpression drop(QStringLiteral("[^\\w\\s-]")),
        dash(QStringLiteral("[-\\s]+"));
    return s.toLower().remove(drop).trimmed().replace(dash, QStringLiteral("-"));
}

/// Objects by the text NetBox writes for them in another list's column; a text two objects
/// share is ambiguous (0).
class Names
{
public:
    void add(const QString &key, qint64 id)
    {
        const auto found = ids.constFind(key);
        ids.insert(key, found == ids.cend() ? id : 0);
    }
    /// The id for `key`; fails naming the row and column when there is none or several.
    qint64 find(const File &f, std::size_t r, const char *header, const QString &key,
                const QString &shown, const QString &list) const
    {
        const auto found = ids.constFind(key);
        if (found == ids.cend())
            f.fail(r, header,
                   Tr::tr("%1 has no row for \"%2\".").arg(list + QStringLiteral(".csv"), shown));
        if (*found == 0)
            f.fail(r, header,
                   Tr::tr("Several rows of %1 are \"%2\"; Railyard cannot tell which is meant.")
                       .arg(list + QStringLiteral(".csv"), shown));
        return *found;
    }

private:
    QHash<QString, qint64> ids;
};

QJsonObject nested(qint64 id)
{
    return {{QStringLiteral("id"), double(id)}};
}

QString key2(const QString &a, const QString &b)
{
    return a + QChar(0x1f) + b;
}

/// The reading of one folder of CSV export files.
class CsvReader
{
public:
    CsvReader(const QDir &dir, Diagnostics *w) : dir(dir), w(w) {}

    Items run()
    {
        if (auto f = open(QStringLiteral("sites")))
            readSites(*f);
        if (auto f = open(QStringLiteral("locations")))
            readLocations(*f);
        if (auto f = open(QStringLiteral("racks")))
            readRacks(*f);
        if (auto f = open(QStringLiteral("device-types")))
            readTypes(*f);
        if (auto f = open(QStringLiteral("devices")))
            readDevices(*f);
        // Rear ports before front ports: a front port's Mappings name its rear port.
        for (const char *stem : {"rear-ports", "front-ports", "interfaces", "console-ports",
                                 "console-server-ports", "power-ports", "power-outlets"})
            if (auto f = open(QString::fromLatin1(stem)))
                readPorts(*f, QString::fromLatin1(stem));
        if (auto f = open(QStringLiteral("cables")))
            readCables(*f);
        return std::move(out);
    }

private:
    const QDir &dir;
    Diagnostics *w;
    Items out;
    Names sites, locations, racks, types, devices;
    QHash<qint64, QString> siteName, deviceText;
    QHash<qint64, QHash<QString, qint64>> rearPorts;  // device -> name -> id
    QHash<qint64, QHash<QString, qint64>> powerPorts; // device -> name -> id
    struct PortRef
    {
        const char *model;
        qint64 id;
        QString cable;
    };
    QHash<QString, std::vector<PortRef>> portsByName; // key2(device id, name)

    std::optional<File> open(const QString &stem)
    {
        const QString path = dir.filePath(stem + QStringLiteral(".csv"));
        if (!QFileInfo::exists(path))
            return std::nullopt;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            throw Error(Tr::tr("Cannot read the file: %1.").arg(f.errorString()),
                        SourceLocation{path, 0, 0});
        return File(path, csv::parse(f.readAll(), path), w);
    }

    void readSites(File &f)
    {
        f.require({"ID", "Name"});
        for (std::size_t r = 0; r < f.size(); ++r) {
            Item it = f.item(r);
            f.text(it, r, "name", "Name");
            f.text(it, r, "description", "Description");
            const qint64 id = qint64(it.o[QStringLiteral("id")].toDouble());
            sites.add(f.cell(r, "Name"), id);
            siteName.insert(id, f.cell(r, "Name"));
            out[QStringLiteral("sites")].push_back(std::move(it));
        }
    }

    qint64 site(const File &f, std::size_t r, Item &it)
    {
        const qint64 s =
            sites.find(f, r, "Site", f.cell(r, "Site"), f.cell(r, "Site"), QStringLiteral("sites"));
        File::put(it, "site", "Site", nested(s));
        return s;
    }

    /// The Location cell of row `r` (a location of site `s`) as "location" / "parent".
    void location(const File &f, std::size_t r, Item &it, qint64 s, const char *key,
                  const char *header)
    {
        const QString name = f.cell(r, header);
        File::put(it, key, header,
                  name.isEmpty() ? QJsonValue(QJsonValue::Null)
                                 : QJsonValue(nested(
                                       locations.find(f, r, header, key2(QString::number(s), name),
                                                      name, QStringLiteral("locations")))));
    }

    void readLocations(File &f)
    {
        f.require({"ID", "Name", "Site"});
        std::vector<std::pair<std::size_t, Item>> rows;
        for (std::size_t r = 0; r < f.size(); ++r) { // all names first: a parent may come later
            Item it = f.item(r);
            f.text(it, r, "name", "Name");
            f.text(it, r, "description", "Description");
            const qint64 s = site(f, r, it);
            locations.add(key2(QString::number(s), f.cell(r, "Name")),
                          qint64(it.o[QStringLiteral("id")].toDouble()));
            rows.emplace_back(r, std::move(it));
        }
        for (auto &[r, it] : rows) {
            location(f, r, it,
                     qint64(it.o[QStringLiteral("site")][QStringLiteral("id")].toDouble()),
                     "parent", "Parent");
            out[QStringLiteral("locations")].push_back(std::move(it));
        }
    }

    void readRacks(File &f)
    {
        f.require({"ID", "Name", "Site"});
        for (std::size_t r = 0; r < f.size(); ++r) {
            Item it = f.item(r);
            f.text(it, r, "name", "Name");
            const qint64 s = site(f, r, it);
            location(f, r, it, s, "location", "Location");
            f.number(it, r, "u_height", "Height", "U"); // RackTable: "{{ value }}U"
            if (!f.cell(r, "Role").isEmpty())
                File::put(it, "role", "Role",
                          QJsonObject{{QStringLiteral("name"), f.cell(r, "Role")}});
            const qint64 id = qint64(it.o[QStringLiteral("id")].toDouble());
            racks.add(key2(QString::number(s), f.cell(r, "Name")), id);
            racks.add(key2(key2(QString::number(s), f.cell(r, "Location")), f.cell(r, "Name")), id);
            out[QStringLiteral("racks")].push_back(std::move(it));
        }
    }

    void readTypes(File &f)
    {
        f.require({"ID", "Device Type", "Manufacturer"});
        for (std::size_t r = 0; r < f.size(); ++r) {
            Item it = f.item(r);
            f.text(it, r, "model", "Device Type");
            const QString mfr = f.cell(r, "Manufacturer");
            File::put(
                it, "manufacturer", "Manufacturer",
                QJsonObject{{QStringLiteral("name"), mfr}, {QStringLiteral("slug"), slugify(mfr)}});
            f.text(it, r, "slug", "Slug");
            if (f.cell(r, "Slug").isEmpty())
                File::put(it, "slug", "Device Type", slugify(f.cell(r, "Device Type")));
            f.text(it, r, "part_number", "Part number");
            f.number(it, r, "u_height", "U Height");
            f.boolean(it, r, "is_full_depth", "Full Depth", true);
            f.choice(it, r, "airflow", "Airflow", "DeviceAirflowChoices");
            f.text(it, r, "comments", "Comments");
            types.add(key2(mfr, f.cell(r, "Device Type")),
                      qint64(it.o[QStringLiteral("id")].toDouble()));
            out[QStringLiteral("device-types")].push_back(std::move(it));
        }
    }

    void readDevices(File &f)
    {
        f.require({"ID", "Name", "Site", "Manufacturer", "Type"});
        for (std::size_t r = 0; r < f.size(); ++r) {
            Item it = f.item(r);
            const qint64 id = qint64(it.o[QStringLiteral("id")].toDouble());
            // DEVICE_LINK (dcim/tables/template_code.py) writes a device without a name so.
            const QString name = f.cell(r, "Name");
            File::put(it, "name", "Name",
                      name == QLatin1String("Unnamed device") ? QJsonValue(QJsonValue::Null)
                                                              : QJsonValue(name));
            const qint64 s = site(f, r, it);
            location(f, r, it, s, "location", "Location");
            const QString mfr = f.cell(r, "Manufacturer"), model = f.cell(r, "Type");
            File::put(
                it, "device_type", "Type",
                nested(types.find(f, r, "Type", key2(mfr, model), mfr + QLatin1Char(' ') + model,
                                  QStringLiteral("device-types"))));
            if (const QString rack = f.cell(r, "Rack"); !rack.isEmpty()) {
                const QString k = f.cell(r, "Location").isEmpty() && !hasLocation(f)
                                      ? key2(QString::number(s), rack)
                                      : key2(key2(QString::number(s), f.cell(r, "Location")), rack);
                File::put(it, "rack", "Rack",
                          nested(racks.find(f, r, "Rack", k,
                                            Tr::tr("%1 at site %2").arg(rack, f.cell(r, "Site")),
                                            QStringLiteral("racks"))));
            }
            f.number(it, r, "position", "Position");
            f.choice(it, r, "face", "Face", "DeviceFaceChoices");
            f.choice(it, r, "status", "Status", "DeviceStatusChoices");
            const QString role = f.cell(r, "Role");
            if (!role.isEmpty())
                File::put(it, "role", "Role",
                          QJsonObject{{QStringLiteral("name"), role},
                                      {QStringLiteral("slug"), slugify(role)}});
            f.text(it, r, "serial", "Serial number");
            f.text(it, r, "asset_tag", "Asset tag");
            f.text(it, r, "comments", "Comments");
            // Device.__str__, as other lists name the device.
            const QString asText = name == QLatin1String("Unnamed device") || name.isEmpty()
                                       ? QStringLiteral("%1 %2 (%3)").arg(mfr, model).arg(id)
                                       : name;
            devices.add(asText, id);
            deviceText.insert(id, asText);
            out[QStringLiteral("devices")].push_back(std::move(it));
        }
    }

    static bool hasLocation(const File &f) { return f.cell(0, "Location").isNull() == false; }

    /// "10 Gbps" (humanize_speed) -> Kbps.
    static std::optional<double> kbps(const QString &s)
    {
        static const QRegularExpression re(QStringLiteral("^([0-9.]+)\\s*(Kbps|Mbps|Gbps|Tbps)$"));
        const auto m = re.match(s);
        if (!m.hasMatch())
            return std::nullopt;
        const QString u = m.captured(2);
        const double scale = u == QLatin1String("Tbps")   ? 1e9
                             : u == QLatin1String("Gbps") ? 1e6
                             : u == QLatin1String("Mbps") ? 1e3
                                                          : 1;
        return m.captured(1).toDouble() * scale;
    }

    void readPorts(File &f, const QString &stem)
    {
        static const QHash<QString, std::pair<const char *, const char *>> model{
            {QStringLiteral("interfaces"), {"dcim.interface", "InterfaceTypeChoices"}},
            {QStringLiteral("front-ports"), {"dcim.frontport", "PortTypeChoices"}},
            {QStringLiteral("rear-ports"), {"dcim.rearport", "PortTypeChoices"}},
            {QStringLiteral("console-ports"), {"dcim.consoleport", "ConsolePortTypeChoices"}},
            {QStringLiteral("console-server-ports"),
             {"dcim.consoleserverport", "ConsolePortTypeChoices"}},
            {QStringLiteral("power-ports"), {"dcim.powerport", "PowerPortTypeChoices"}},
            {QStringLiteral("power-outlets"), {"dcim.poweroutlet", "PowerOutletTypeChoices"}}};
        const auto [objectType, set] = model.value(stem);
        f.require({"ID", "Device", "Name"});
        for (std::size_t r = 0; r < f.size(); ++r) {
            Item it = f.item(r);
            const qint64 id = qint64(it.o[QStringLiteral("id")].toDouble());
            const qint64 dev = devices.find(f, r, "Device", f.cell(r, "Device"),
                                            f.cell(r, "Device"), QStringLiteral("devices"));
            File::put(it, "device", "Device", nested(dev));
            f.text(it, r, "name", "Name");
            f.choice(it, r, "type", "Type", set);
            f.text(it, r, "description", "Description");
            if (stem == QLatin1String("interfaces")) {
                const QString sp = f.cell(r, "Speed");
                if (!sp.isEmpty()) {
                    const auto k = kbps(sp);
                    if (!k)
                        f.fail(r, "Speed",
                               Tr::tr("\"%1\" is not a speed as NetBox writes it (\"10 Gbps\").")
                                   .arg(sp));
                    File::put(it, "speed", "Speed", *k);
                }
                f.boolean(it, r, "mgmt_only", "Management Only", false);
            } else if (stem == QLatin1String("rear-ports")) {
                f.number(it, r, "positions", "Positions");
                rearPorts[dev].insert(f.cell(r, "Name"), id);
            } else if (stem == QLatin1String("power-ports")) {
                powerPorts[dev].insert(f.cell(r, "Name"), id);
            } else if (stem == QLatin1String("power-outlets")) {
                // PowerOutletTable: "Power Port" (its name) and "Feed Leg" (the label of
                // PowerOutletFeedLegChoices, which is the value: A, B, C).
                const QString inlet = f.cell(r, "Power Port");
                if (!inlet.isEmpty()) {
                    if (!powerPorts.value(dev).contains(inlet))
                        f.fail(r, "Power Port",
                               Tr::tr("Device %1 has no power port %2 in power-ports.csv.")
                                   .arg(f.cell(r, "Device"), inlet));
                    File::put(it, "power_port", "Power Port",
                              nested(powerPorts.value(dev).value(inlet)));
                }
                f.text(it, r, "feed_leg", "Feed Leg");
            } else if (stem == QLatin1String("front-ports")) {
                // FrontPortTable.mappings: "<rear port>:<position>", ", " between mappings.
                const QString m = f.cell(r, "Mappings").section(QLatin1Char(','), 0, 0).trimmed();
                if (!m.isEmpty()) {
                    const qsizetype colon = m.lastIndexOf(QLatin1Char(':'));
                    bool ok = colon > 0;
                    const int pos = ok ? m.mid(colon + 1).toInt(&ok) : 0;
                    const QString rear = m.left(colon);
                    if (!ok)
                        f.fail(r, "Mappings",
                               Tr::tr("\"%1\" is not \"<rear port>:<position>\".").arg(m));
                    if (!rearPorts.value(dev).contains(rear))
                        f.fail(r, "Mappings",
                               Tr::tr("Device %1 has no rear port %2 in rear-ports.csv.")
                                   .arg(f.cell(r, "Device"), rear));
                    File::put(it, "rear_port", "Mappings",
                              nested(rearPorts.value(dev).value(rear)));
                    File::put(it, "rear_port_position", "Mappings", pos);
                }
            }
            portsByName[key2(QString::number(dev), f.cell(r, "Name"))].push_back(
                {objectType, id, f.cell(r, "Cable")});
            out[stem].push_back(std::move(it));
        }
    }

    /// One end of cable row `r` as a_terminations / b_terminations; false (with a warning) when
    /// an end is not on a port of the files.
    bool terminations(const File &f, std::size_t r, Item &it, char side, const QString &cableText)
    {
        const QByteArray dh = QByteArrayLiteral("Device ") + side,
                         th = QByteArrayLiteral("Termination ") + side;
        const QString devs = f.cell(r, dh.constData()), names = f.cell(r, th.constData());
        QJsonArray a;
        // CableTerminationsColumn.value joins the ends with ",".
        const QStringList ds = devs.split(QLatin1Char(',')), ns = names.split(QLatin1Char(','));
        for (qsizetype i = 0; i < ns.size(); ++i) {
            const QString dev = ds.value(i).trimmed(), name = ns[i].trimmed();
            const QString why =
                dev.isEmpty()
                    ? Tr::tr("NetBox cable %1 ends on %2, which is not a device's port; the cable "
                             "is left out.")
                          .arg(cableText, name)
                    : Tr::tr("NetBox cable %1 ends on %2 %3, which no file of the folder holds; "
                             "the cable is left out.")
                          .arg(cableText, dev, name);
            const std::vector<PortRef> *found = nullptr;
            std::vector<PortRef> match;
            if (!dev.isEmpty()) {
                const qint64 d =
                    devices.find(f, r, dh.constData(), dev, dev, QStringLiteral("devices"));
                found = &portsByName[key2(QString::number(d), name)];
                for (const PortRef &p : *found)
                    if (found->size() == 1 || p.cable == cableText)
                        match.push_back(p); // a patch panel's front and rear "Port 1"
            }
            if (match.size() != 1) {
                if (w)
                    w->push_back({Diagnostic::Severity::Warning,
                                  why,
                                  {f.path, 0, 0},
                                  QString::fromLatin1(th),
                                  cableText,
                                  {}});
                return false;
            }
            a.append(QJsonObject{{QStringLiteral("object_type"), QLatin1String(match[0].model)},
                                 {QStringLiteral("object_id"), double(match[0].id)}});
        }
        File::put(it, side == 'A' ? "a_terminations" : "b_terminations", th.constData(), a);
        return true;
    }

    void readCables(File &f)
    {
        f.require({"ID", "Device A", "Termination A", "Device B", "Termination B"});
        for (std::size_t r = 0; r < f.size(); ++r) {
            Item it = f.item(r);
            f.text(it, r, "label", "Label");
            // Cable.__str__: the label, else "#<id>", as the port lists' Cable column has it.
            const QString asText = f.cell(r, "Label").isEmpty() ? QLatin1Char('#') + f.cell(r, "ID")
                                                                : f.cell(r, "Label");
            if (!terminations(f, r, it, 'A', asText) || !terminations(f, r, it, 'B', asText))
                continue;
            f.choice(it, r, "status", "Status", "LinkStatusChoices");
            f.choice(it, r, "type", "Type", "CableTypeChoices");
            QString colour = f.cell(r, "Color");
            if (colour.startsWith(QLatin1Char('#')))
                colour.remove(0, 1);
            File::put(it, "color", "Color", colour);
            // CABLE_LENGTH: "<length> <unit value>".
            const QString len = f.cell(r, "Length");
            if (!len.isEmpty()) {
                bool ok = false;
                const double v = len.section(QLatin1Char(' '), 0, 0).toDouble(&ok);
                if (!ok)
                    f.fail(
                        r, "Length",
                        Tr::tr("\"%1\" is not a length as NetBox writes it (\"3 m\").").arg(len));
                File::put(it, "length", "Length", v);
                File::put(it, "length_unit", "Length",
                          QJsonObject{{QStringLiteral("value"),
                                       len.section(QLatin1Char(' '), 1).trimmed()}});
            }
            f.text(it, r, "description", "Description");
            out[QStringLiteral("cables")].push_back(std::move(it));
        }
    }
};

} // namespace

Items readCsvFolder(const QDir &dir, Diagnostics *warnings)
{
    return CsvReader(dir, warnings).run();
}

} // namespace ry::netboxsite::detail
