#include "netboxsite.h"
#include "netboxsite_p.h"

#include "model/length.h"
#include "model/validator.h"
#include "util/naturalsort.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <map>

namespace ry::netboxsite {

using detail::Item;

namespace {

/// 1-based line and column of byte `offset` of `text`.
SourceLocation locate(const QByteArray &text, qsizetype offset, const QString &file)
{
    SourceLocation l{file, 1, 1};
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++l.line;
            l.column = 1;
        } else {
            ++l.column;
        }
    }
    return l;
}

[[noreturn]] void fail(const QString &file, const QString &field, const QString &message)
{
    throw Error(message, SourceLocation{file, 0, 0}, field);
}

[[noreturn]] void fail(const SourceLocation &where, const QString &field, const QString &message)
{
    throw Error(message, where, field);
}

/// Every result of `<dir>/<stem>.json` and its further pages; empty when there is no file.
std::vector<Item> readEndpoint(const QDir &dir, const QString &stem)
{
    std::vector<Item> items;
    qint64 count = -1;
    for (int page = 1;; ++page) {
        const QString name = page == 1 ? stem + QStringLiteral(".json")
                                       : QStringLiteral("%1-%2.json").arg(stem).arg(page);
        const QString path = dir.filePath(name);
        if (!QFileInfo::exists(path))
            break;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            fail(path, {}, Tr::tr("Cannot read the file: %1.").arg(f.errorString()));
        const QByteArray text = f.readAll();
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
        if (err.error != QJsonParseError::NoError)
            throw Error(Tr::tr("Malformed JSON: %1.").arg(err.errorString()),
                        locate(text, err.offset, path));
        if (!doc.isObject())
            fail(path, {},
                 Tr::tr("Not a NetBox API page: expected an object with \"count\" and "
                        "\"results\"."));
        const QJsonObject root = doc.object();
        const QJsonValue results = root.value(QLatin1String("results"));
        if (!results.isArray())
            fail(path, QStringLiteral("results"),
                 Tr::tr("Not a NetBox API page: \"results\" is missing or not a list."));
        const QJsonValue c = root.value(QLatin1String("count"));
        // NetBox 4.6's cursor pagination writes "count": null (netbox/api/pagination.py).
        const bool noCount = c.isNull();
        if (!noCount &&
            (!c.isDouble() || c.toDouble() < 0 || c.toDouble() != double(qint64(c.toDouble()))))
            fail(path, QStringLiteral("count"),
                 Tr::tr("Not a NetBox API page: \"count\" is missing or not a whole number."));
        if (noCount)
            count = -2;
        else if (count == -1)
            count = qint64(c.toDouble());
        else if (count >= 0 && qint64(c.toDouble()) != count)
            fail(path, QStringLiteral("count"),
                 Tr::tr("\"count\" is %1 here but %2 on the first page.")
                     .arg(qint64(c.toDouble()))
                     .arg(count));
        const QJsonArray a = results.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a[i].isObject())
                fail(path, QStringLiteral("results[%1]").arg(i), Tr::tr("Not an object."));
            items.push_back({a[i].toObject(), path, int(i), 0, {}});
        }
        const QJsonValue next = root.value(QLatin1String("next"));
        const QString nextName = QStringLiteral("%1-%2.json").arg(stem).arg(page + 1);
        if (next.isString() && !next.toString().isEmpty() &&
            !QFileInfo::exists(dir.filePath(nextName)))
            fail(path, QStringLiteral("next"),
                 Tr::tr("The next page (%1) is not in the folder; save it as %2.")
                     .arg(next.toString(), nextName));
    }
    if (count >= 0 && qint64(items.size()) != count)
        fail(dir.filePath(stem + QStringLiteral(".json")), QStringLiteral("count"),
             Tr::tr("\"count\" says %1 objects but the pages hold %2: a page is missing.")
                 .arg(count)
                 .arg(items.size()));
    return items;
}

qint64 requireId(const Item &it)
{
    const QJsonValue v = it.o.value(QLatin1String("id"));
    if (!v.isDouble() || v.toDouble() != double(qint64(v.toDouble())))
        fail(it.where(), it.field(QStringLiteral("id")), Tr::tr("Missing or not a whole number."));
    return qint64(v.toDouble());
}

/// Text field; "" for null or missing; an error for any other type.
QString text(const Item &it, const char *key)
{
    const QJsonValue v = it.o.value(QLatin1String(key));
    if (v.isNull() || v.isUndefined())
        return {};
    if (!v.isString())
        fail(it.where(), it.field(QString::fromLatin1(key)), Tr::tr("Not a text value."));
    return v.toString();
}

std::optional<double> number(const Item &it, const char *key)
{
    const QJsonValue v = it.o.value(QLatin1String(key));
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    if (v.isString()) { // NetBox writes decimals (position, u_height) as numbers or strings
        bool ok = false;
        const double d = v.toString().toDouble(&ok);
        if (ok)
            return d;
    }
    if (!v.isDouble())
        fail(it.where(), it.field(QString::fromLatin1(key)), Tr::tr("Not a number."));
    return v.toDouble();
}

bool boolean(const Item &it, const char *key, bool fallback)
{
    const QJsonValue v = it.o.value(QLatin1String(key));
    if (v.isNull() || v.isUndefined())
        return fallback;
    if (!v.isBool())
        fail(it.where(), it.field(QString::fromLatin1(key)), Tr::tr("Not true or false."));
    return v.toBool();
}

/// A choice field: {"value": ..., "label": ...} or the bare value; "" when null.
QString choice(const Item &it, const char *key)
{
    QJsonValue v = it.o.value(QLatin1String(key));
    QString field = QString::fromLatin1(key);
    if (v.isObject()) {
        v = v.toObject().value(QLatin1String("value"));
        field += QStringLiteral(".value");
    }
    if (v.isNull() || v.isUndefined())
        return {};
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (!v.isString())
        fail(it.where(), it.field(field), Tr::tr("Not a NetBox choice value."));
    return v.toString();
}

/// The id of a nested object ({"id": N, ...}); 0 when null or missing.
qint64 ref(const Item &it, const char *key)
{
    const QJsonValue v = it.o.value(QLatin1String(key));
    if (v.isNull() || v.isUndefined())
        return 0;
    if (v.isDouble()) // some fields are plain ids
        return qint64(v.toDouble());
    const QJsonValue id = v.toObject().value(QLatin1String("id"));
    if (!v.isObject() || !id.isDouble())
        fail(it.where(), it.field(QString::fromLatin1(key) + QStringLiteral(".id")),
             Tr::tr("Not a NetBox object with an \"id\"."));
    return qint64(id.toDouble());
}

/// A nested object's text field (e.g. a role's "slug"); "" when absent.
QString refText(const Item &it, const char *key, const char *sub)
{
    return it.o.value(QLatin1String(key)).toObject().value(QLatin1String(sub)).toString();
}

/// Looks a referenced NetBox id up; an error naming the field when no file holds it.
Id resolve(const QHash<qint64, Id> &map, qint64 nb, const Item &it, const char *key,
           const QString &endpoint)
{
    const auto found = map.constFind(nb);
    if (found == map.cend())
        fail(it.where(), it.field(QString::fromLatin1(key) + QStringLiteral(".id")),
             Tr::tr("Refers to %1 %2, which %3.json does not hold.")
                 .arg(endpoint)
                 .arg(nb)
                 .arg(endpoint));
    return *found;
}

void warn(Diagnostics *w, const QString &message, const QString &file, const QString &field,
          const QString &object)
{
    if (w)
        w->push_back({Diagnostic::Severity::Warning, message, {file, 0, 0}, field, object, {}});
}

/// `name`, or `name-<id>` when `used` has it already (and a warning); records the result.
QString uniqueName(QString name, qint64 nbId, QSet<QString> &used, const Item &it, Diagnostics *w,
                   const QString &what)
{
    if (used.contains(name)) {
        const QString renamed = QStringLiteral("%1-%2").arg(name).arg(nbId);
        warn(w,
             Tr::tr("The %1 name %2 is used twice; NetBox %1 %3 is named %4.")
                 .arg(what, name)
                 .arg(nbId)
                 .arg(renamed),
             it.file, it.field(QStringLiteral("name")), name);
        name = renamed;
    }
    used.insert(name);
    return name;
}

DeviceStatus deviceStatus(const QString &s, const Item &it, Diagnostics *w)
{
    if (s == QLatin1String("staged"))
        return DeviceStatus::Staged;
    if (s == QLatin1String("active"))
        return DeviceStatus::Active;
    if (s == QLatin1String("failed"))
        return DeviceStatus::Failed;
    if (s == QLatin1String("decommissioning"))
        return DeviceStatus::Decommissioned;
    if (!s.isEmpty() && s != QLatin1String("planned"))
        warn(w,
             Tr::tr("Device status %1 has no Railyard equivalent; the device is planned.").arg(s),
             it.file, it.field(QStringLiteral("status")), text(it, "name"));
    return DeviceStatus::Planned;
}

/// NetBox CableTypeChoices -> Medium; nullopt for an empty or unknown type.
std::optional<Medium> medium(const QString &t)
{
    if (t == QLatin1String("dac-passive"))
        return Medium::DAC;
    if (t == QLatin1String("dac-active"))
        return Medium::ACC;
    if (t == QLatin1String("aoc"))
        return Medium::AOC;
    if (t.startsWith(QLatin1String("mmf")))
        return Medium::MMF;
    if (t.startsWith(QLatin1String("smf")))
        return Medium::SMF;
    if (t == QLatin1String("power"))
        return Medium::Power;
    if (t.startsWith(QLatin1String("cat")) || t == QLatin1String("mrj21-trunk"))
        return Medium::Copper;
    return std::nullopt;
}

/// Weight in kg from NetBox's weight and WeightUnitChoices (kg, g, lb, oz). NIST SP 811
/// appendix B.8 (CMDB-5, docs/references/cmdb.md): 1 lb (avoirdupois) = 0.45359237 kg and
/// 1 oz (avoirdupois) = 0.028349523125 kg, both exact.
double kilograms(double w, const QString &unit)
{
    if (unit == QLatin1String("g"))
        return w / 1000;
    if (unit == QLatin1String("lb"))
        return w * 0.45359237;
    if (unit == QLatin1String("oz"))
        return w * 0.028349523125;
    return w;
}

} // namespace

QStringList endpoints()
{
    return {QStringLiteral("sites"),         QStringLiteral("locations"),
            QStringLiteral("racks"),         QStringLiteral("device-types"),
            QStringLiteral("devices"),       QStringLiteral("interfaces"),
            QStringLiteral("front-ports"),   QStringLiteral("rear-ports"),
            QStringLiteral("console-ports"), QStringLiteral("console-server-ports"),
            QStringLiteral("power-ports"),   QStringLiteral("power-outlets"),
            QStringLiteral("cables")};
}

namespace {

/// The state of one readDirectory(): the design being built and NetBox id -> Railyard id maps.
class Reader
{
public:
    Reader(detail::Items items, QString cablesFile, Diagnostics *w, NetboxIds &ids)
        : cablesFile(std::move(cablesFile)), w(w), nbIds(ids), in(std::move(items))
    {
    }
    Design run()
    {
        readSites();
        readLocations();
        readRacks();
        readTypes();
        readDevices();
        readPorts();
        readCables();
        // Names Railyard cannot hold (a device name must be a host name: "PP:B128").
        for (const NameChange &c : Validator::sanitizeNames(d))
            warn(w, c.describe(), {}, c.field, c.object);
        return std::move(d);
    }

private:
    struct Loc
    {
        qint64 id, parent;
        Id site;
        QString name;
        const Item *item;
    };

    QString cablesFile;
    Diagnostics *w;
    NetboxIds &nbIds;
    Design d;
    detail::Items in;
    QHash<qint64, Id> sites, racks, types, devices;
    QHash<qint64, Loc> locs;
    QHash<Id, Id> defaultRoom, defaultRow; // by site
    QHash<qint64, Id> roomOfLoc, rowOfLoc;
    QHash<Id, int> rowsInRoom;
    QHash<QString, QHash<qint64, Id>> ports; // "dcim.interface" -> NetBox id -> port

    /// The component lists: endpoint file stem and NetBox model.
    static const std::vector<std::pair<const char *, const char *>> &lists()
    {
        static const std::vector<std::pair<const char *, const char *>> l{
            {"interfaces", "dcim.interface"},
            {"front-ports", "dcim.frontport"},
            {"rear-ports", "dcim.rearport"},
            {"console-ports", "dcim.consoleport"},
            {"console-server-ports", "dcim.consoleserverport"},
            {"power-ports", "dcim.powerport"},
            {"power-outlets", "dcim.poweroutlet"}};
        return l;
    }

    qint64 topOf(qint64 id) const
    {
        int guard = 0;
        while (locs.value(id).parent && ++guard < 1000)
            id = locs.value(id).parent;
        return id;
    }
    Id siteRoom(Id site)
    {
        if (!defaultRoom.contains(site))
            defaultRoom.insert(site, d.rooms.add(Room{0, site, d.sites.find(site)->name}));
        return defaultRoom.value(site);
    }
    Id rowFor(Id site, qint64 loc)
    {
        if (loc && rowOfLoc.contains(loc))
            return rowOfLoc.value(loc);
        if (!defaultRow.contains(site)) {
            const Id room = loc && roomOfLoc.contains(loc) ? roomOfLoc.value(loc) : siteRoom(site);
            defaultRow.insert(
                site, d.rows.add(Row{0, room, d.sites.find(site)->name, rowsInRoom[room]++}));
        }
        return defaultRow.value(site);
    }

    void readSites()
    {
        // Sites.
        QSet<QString> siteNames;
        for (const Item &it : in[QStringLiteral("sites")]) {
            Site s;
            s.name = uniqueName(text(it, "name"), requireId(it), siteNames, it, w, Tr::tr("site"));
            s.description = text(it, "description");
            sites.insert(requireId(it), d.sites.add(s));
            nbIds.sites.insert(sites.value(requireId(it)), requireId(it));
        }
    }

    void readLocations()
    {
        // Locations: a top-level location with children is a room, its descendants rows; other
        // top-level locations are rows of a room named after the site.
        for (const Item &it : in[QStringLiteral("locations")]) {
            const Loc l{requireId(it), ref(it, "parent"),
                        resolve(sites, ref(it, "site"), it, "site", QStringLiteral("sites")),
                        text(it, "name"), &it};
            locs.insert(l.id, l);
        }
        QSet<qint64> hasChildren;
        for (const Loc &l : locs) {
            if (l.parent && !locs.contains(l.parent))
                fail(l.item->where(), l.item->field(QStringLiteral("parent.id")),
                     Tr::tr("Refers to locations %1, which locations.json does not hold.")
                         .arg(l.parent));
            if (l.parent)
                hasChildren.insert(l.parent);
        }
        const QList<qint64> keys = locs.keys();
        std::vector<qint64> order(keys.begin(), keys.end());
        std::sort(order.begin(), order.end());
        for (qint64 id : order) { // rooms first
            const Loc &l = locs[id];
            if (!l.parent && hasChildren.contains(id))
                roomOfLoc.insert(id, d.rooms.add(Room{0, l.site, l.name}));
        }
        for (qint64 id : order) {
            const Loc &l = locs[id];
            if (!l.parent && hasChildren.contains(id))
                continue;
            const qint64 top = topOf(id);
            const Id room = l.parent ? roomOfLoc.value(top) : siteRoom(l.site);
            if (l.parent && locs[l.parent].parent) // deeper than a row: a row of its own
                warn(w,
                     Tr::tr("Location %1 is nested more than two levels deep; it is a row of room "
                            "%2.")
                         .arg(l.name, locs[top].name),
                     l.item->file, l.item->field(QStringLiteral("parent")), l.name);
            rowOfLoc.insert(id, d.rows.add(Row{0, room, l.name, rowsInRoom[room]++}));
        }
    }

    void readRacks()
    {
        // Racks.
        QSet<QString> rackNames;
        QHash<Id, int> racksInRow;
        for (const Item &it : in[QStringLiteral("racks")]) {
            const Id site = resolve(sites, ref(it, "site"), it, "site", QStringLiteral("sites"));
            const qint64 loc = ref(it, "location");
            if (loc && !locs.contains(loc))
                resolve({}, loc, it, "location", QStringLiteral("locations"));
            Rack r;
            r.rowId = rowFor(site, loc);
            r.position = racksInRow[r.rowId]++;
            r.name = uniqueName(text(it, "name"), requireId(it), rackNames, it, w, Tr::tr("rack"));
            if (const auto u = number(it, "u_height"))
                r.uHeight = int(*u);
            r.role = refText(it, "role", "name");
            racks.insert(requireId(it), d.racks.add(r));
            nbIds.racks.insert(racks.value(requireId(it)), requireId(it));
        }
    }

    void readTypes()
    {
        // Device types (no port templates: the ports come from the component endpoints).
        QSet<QString> slugs;
        for (const Item &it : in[QStringLiteral("device-types")]) {
            DeviceType t;
            t.manufacturer = refText(it, "manufacturer", "name");
            t.model = text(it, "model");
            QString slug = text(it, "slug");
            if (slugs.contains(slug))
                slug = refText(it, "manufacturer", "slug") + QLatin1Char('-') + slug;
            t.slug = uniqueName(slug, requireId(it), slugs, it, w, Tr::tr("device type"));
            t.partNumber = text(it, "part_number");
            if (const auto u = number(it, "u_height"))
                t.uHeight = *u;
            t.fullDepth = boolean(it, "is_full_depth", true);
            t.airflow = choice(it, "airflow");
            if (const auto kg = number(it, "weight"))
                t.weightKg = kilograms(*kg, choice(it, "weight_unit"));
            t.comments = text(it, "comments");
            types.insert(requireId(it), d.deviceTypes.add(t));
            nbIds.deviceTypes.insert(types.value(requireId(it)), requireId(it));
        }
    }

    void readDevices()
    {
        // Devices.
        QSet<QString> deviceNames;
        for (const Item &it : in[QStringLiteral("devices")]) {
            const qint64 nb = requireId(it);
            Device x;
            const Id type = resolve(types, ref(it, "device_type"), it, "device_type",
                                    QStringLiteral("device-types"));
            QString name = text(it, "name");
            if (name.isEmpty()) {
                name = QStringLiteral("%1-%2").arg(d.deviceTypes.find(type)->slug).arg(nb);
                warn(w, Tr::tr("NetBox device %1 has no name; it is named %2.").arg(nb).arg(name),
                     it.file, it.field(QStringLiteral("name")), name);
            }
            x.name = uniqueName(name, nb, deviceNames, it, w, Tr::tr("device"));
            x.deviceTypeId = type;
            x.role = refText(it, "role", "slug");
            if (x.role.isEmpty())
                x.role = refText(it, "device_role", "slug"); // NetBox before 3.6
            if (const qint64 rack = ref(it, "rack"))
                x.rackId = resolve(racks, rack, it, "rack", QStringLiteral("racks"));
            if (const auto pos = number(it, "position"); pos && x.rackId)
                x.position = *pos;
            x.face = choice(it, "face") == QLatin1String("rear") ? Face::Rear : Face::Front;
            x.status = deviceStatus(choice(it, "status"), it, w);
            x.serial = text(it, "serial");
            x.assetTag = text(it, "asset_tag");
            x.comments = text(it, "comments");
            devices.insert(nb, d.devices.add(x));
            nbIds.devices.insert(devices.value(nb), nb);
        }
    }

    void readPorts()
    {
        // Ports, by NetBox model and id. Names are unique per device in Railyard but only per
        // component list in NetBox (a patch panel's front and rear "Port 1").
        QHash<Id, QSet<QString>> portNames; // by device
        struct Mapping
        {
            Id front;
            qint64 rear;
            const Item *item;
        };
        std::vector<Mapping> mappings;
        std::vector<Mapping> feeds; // outlet -> the NetBox id of the power port it draws from
        struct Renamed
        {
            QString example, file;
            int count = 0;
        };
        QHash<Id, Renamed> renamedPorts; // by device
        for (const auto &[stem, model] : lists()) {
            const QString m = QString::fromLatin1(model);
            const PortKind kind = m == QLatin1String("dcim.interface")   ? PortKind::Interface
                                  : m == QLatin1String("dcim.rearport")  ? PortKind::RearPort
                                  : m == QLatin1String("dcim.frontport") ? PortKind::FrontPort
                                  : m == QLatin1String("dcim.consoleserverport")
                                      ? PortKind::ConsoleServerPort
                                  : m == QLatin1String("dcim.consoleport") ? PortKind::ConsolePort
                                  : m == QLatin1String("dcim.poweroutlet") ? PortKind::PowerOutlet
                                                                           : PortKind::PowerPort;
            for (const Item &it : in[QString::fromLatin1(stem)]) {
                Port p;
                p.kind = kind;
                p.deviceId =
                    resolve(devices, ref(it, "device"), it, "device", QStringLiteral("devices"));
                p.name = text(it, "name");
                if (portNames[p.deviceId].contains(p.name)) {
                    // As the device-type importer names them: "Port 1 (rear port)".
                    static const QHash<QString, QString> words{
                        {QStringLiteral("dcim.interface"), QStringLiteral("interface")},
                        {QStringLiteral("dcim.frontport"), QStringLiteral("front port")},
                        {QStringLiteral("dcim.rearport"), QStringLiteral("rear port")},
                        {QStringLiteral("dcim.consoleport"), QStringLiteral("console port")},
                        {QStringLiteral("dcim.consoleserverport"),
                         QStringLiteral("console server port")},
                        {QStringLiteral("dcim.powerport"), QStringLiteral("power port")},
                        {QStringLiteral("dcim.poweroutlet"), QStringLiteral("power outlet")}};
                    const QString renamed = QStringLiteral("%1 (%2)").arg(p.name, words.value(m));
                    if (!renamedPorts.contains(p.deviceId))
                        renamedPorts.insert(p.deviceId, {renamed, it.file, 0});
                    ++renamedPorts[p.deviceId].count;
                    p.name = renamed;
                }
                portNames[p.deviceId].insert(p.name);
                p.type = choice(it, "type");
                p.description = text(it, "description");
                if (kind == PortKind::Interface) {
                    if (const auto kbps = number(it, "speed"))
                        p.speedGbps = *kbps / 1e6; // NetBox Interface.speed is in Kbps
                    p.mgmtOnly = boolean(it, "mgmt_only", false);
                    p.mac = text(it, "mac_address")
                                .toUpper()
                                .replace(QLatin1Char('-'), QLatin1Char(':'));
                } else if (kind == PortKind::RearPort) {
                    if (const auto n = number(it, "positions"))
                        p.positions = int(*n);
                } else if (kind == PortKind::FrontPort) {
                    if (const auto n = number(it, "rear_port_position"))
                        p.rearPosition = int(*n);
                } else if (kind == PortKind::PowerOutlet) {
                    p.feedLeg = choice(it, "feed_leg"); // PowerOutletFeedLegChoices: A, B, C
                }
                const Id id = d.ports.add(p);
                ports[m].insert(requireId(it), id);
                nbIds.ports.insert(id, requireId(it));
                if (kind == PortKind::FrontPort)
                    mappings.push_back({id, ref(it, "rear_port"), &it});
                if (kind == PortKind::PowerOutlet)
                    feeds.push_back({id, ref(it, "power_port"), &it});
            }
        }
        for (auto r = renamedPorts.cbegin(); r != renamedPorts.cend(); ++r)
            warn(w,
                 Tr::tr("Device %1: %n port(s) have the name of another kind of port of the device "
                        "and are named with their kind, e.g. %2.",
                        nullptr, r->count)
                     .arg(d.devices.find(r.key())->name, r->example),
                 r->file, QStringLiteral("name"), d.devices.find(r.key())->name);
        for (const Mapping &mp : mappings)
            if (mp.rear)
                d.ports.find(mp.front)->rearPortId =
                    resolve(ports[QStringLiteral("dcim.rearport")], mp.rear, *mp.item, "rear_port",
                            QStringLiteral("rear-ports"));
        for (const Mapping &f : feeds)
            if (f.rear)
                d.ports.find(f.front)->powerPortId =
                    resolve(ports[QStringLiteral("dcim.powerport")], f.rear, *f.item, "power_port",
                            QStringLiteral("power-ports"));
    }

    void readCables()
    {
        // Cables.
        QSet<QString> labels;
        int guessed = 0;
        for (const Item &it : in[QStringLiteral("cables")]) {
            const qint64 nb = requireId(it);
            Id end[2] = {0, 0};
            bool skip = false;
            for (int side = 0; side < 2 && !skip; ++side) {
                const char *key = side == 0 ? "a_terminations" : "b_terminations";
                const QJsonValue v = it.o.value(QLatin1String(key));
                if (!v.isArray())
                    fail(it.where(), it.field(QString::fromLatin1(key)),
                         Tr::tr("Missing or not a list of terminations."));
                const QJsonArray a = v.toArray();
                if (a.size() != 1) {
                    warn(
                        w,
                        Tr::tr("NetBox cable %1 has %2 terminations at one end; Railyard keeps one "
                               "port per end, so the cable is left out.")
                            .arg(nb)
                            .arg(a.size()),
                        it.file, it.field(QString::fromLatin1(key)), text(it, "label"));
                    skip = true;
                    break;
                }
                const QJsonObject t = a[0].toObject();
                const QString type = t.value(QLatin1String("object_type")).toString();
                const QJsonValue oid = t.value(QLatin1String("object_id"));
                const QString field = it.field(QString::fromLatin1(key) + QStringLiteral("[0]"));
                if (type.isEmpty() || !oid.isDouble())
                    fail(it.where(), field,
                         Tr::tr(
                             "A termination needs \"object_type\" and an integer \"object_id\"."));
                if (!ports.contains(type) && type.startsWith(QLatin1String("dcim."))) {
                    bool known = false;
                    for (const auto &entry : lists())
                        known = known || type == QLatin1String(entry.second);
                    if (!known) { // power feeds, circuit terminations
                        warn(w,
                             Tr::tr("NetBox cable %1 ends on a %2, which Railyard does not model; "
                                    "the cable is left out.")
                                 .arg(nb)
                                 .arg(type),
                             it.file, field, text(it, "label"));
                        skip = true;
                        break;
                    }
                }
                const QHash<qint64, Id> byId = ports.value(type);
                const auto found = byId.constFind(qint64(oid.toDouble()));
                if (found == byId.cend()) {
                    warn(w,
                         Tr::tr("NetBox cable %1 ends on %2 %3, which no file of the folder holds; "
                                "the cable is left out.")
                             .arg(nb)
                             .arg(type)
                             .arg(qint64(oid.toDouble())),
                         it.file, field, text(it, "label"));
                    skip = true;
                    break;
                }
                end[side] = *found;
            }
            if (skip)
                continue;
            Cable k;
            k.aPortId = end[0];
            k.bPortId = end[1];
            const QString type = choice(it, "type");
            if (const auto m = medium(type)) {
                k.medium = *m;
            } else {
                const Port *a = d.ports.find(end[0]), *b = d.ports.find(end[1]);
                auto copper = [](const Port *p) {
                    return p->type.contains(QLatin1String("base-t")) ||
                           p->type == QLatin1String("8p8c");
                };
                k.medium = a->kind == PortKind::PowerPort || a->kind == PortKind::PowerOutlet
                               ? Medium::Power
                           : copper(a) || copper(b) ? Medium::Copper
                                                    : Medium::MMF;
                ++guessed;
            }
            const QString status = choice(it, "status");
            k.status =
                status == QLatin1String("planned") ? CableStatus::Planned : CableStatus::Installed;
            QString label = text(it, "label");
            if (!label.isEmpty())
                label = uniqueName(label, nb, labels, it, w, Tr::tr("cable"));
            k.label = label;
            const QString colour = text(it, "color");
            if (!colour.isEmpty())
                k.colour = QLatin1Char('#') + colour;
            if (const auto len = number(it, "length")) {
                const QString u = choice(it, "length_unit");
                const auto unit = lengthUnitFromString(u.isEmpty() ? QStringLiteral("m") : u);
                if (!unit)
                    fail(it.where(), it.field(QStringLiteral("length_unit")),
                         Tr::tr("Length unit %1 is not one Railyard takes (%2).")
                             .arg(u, lengthUnitList()));
                k.lengthUnit = *unit;
                k.lengthM = toMetres(*len, *unit);
            }
            nbIds.cables.insert(d.cables.add(k), nb);
        }
        if (guessed > 0)
            warn(w,
                 Tr::tr(
                     "%n cable(s) have no type in NetBox; their medium is guessed from their ports "
                     "(power for power ports, copper for BASE-T and 8P8C, else mmf).",
                     nullptr, guessed),
                 cablesFile, QStringLiteral("type"), {});
    }
};

} // namespace

Design detail::build(Items in, const QString &cablesFile, Diagnostics *w, NetboxIds &ids)
{
    return Reader(std::move(in), cablesFile, w, ids).run();
}

Design readDirectory(const QString &dirPath, Diagnostics *w, NetboxIds *ids)
{
    NetboxIds local;
    const QDir dir(dirPath);
    if (!dir.exists())
        throw Error(Tr::tr("The folder does not exist."), SourceLocation{dirPath, 0, 0});
    if (!QFileInfo::exists(dir.filePath(QStringLiteral("sites.json")))) {
        if (QFileInfo::exists(dir.filePath(QStringLiteral("sites.csv"))))
            return detail::build(detail::readCsvFolder(dir, w),
                                 dir.filePath(QStringLiteral("cables.csv")), w, ids ? *ids : local);
        throw Error(Tr::tr("No sites.json or sites.csv: save GET /api/dcim/sites/ as sites.json, "
                           "or the sites list's CSV export as sites.csv, there."),
                    SourceLocation{dirPath, 0, 0});
    }
    detail::Items in;
    for (const QString &e : endpoints())
        in[e] = readEndpoint(dir, e);
    return detail::build(std::move(in), dir.filePath(QStringLiteral("cables.json")), w,
                         ids ? *ids : local);
}

} // namespace ry::netboxsite
