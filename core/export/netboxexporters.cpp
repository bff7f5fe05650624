#include "netboxexporters.h"

#include "csv.h"
#include "io/designyaml.h"
#include "model/deviceroles.h"
#include "plans/connectivity.h"
#include "util/naturalsort.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ry::exporting {

namespace {

using T = NetboxCsvExporter::Table;

QString slugify(const QString &s)
{
    static const QRegularExpression bad(QStringLiteral("[^a-z0-9_-]+"));
    QString x = s.toLower();
    x.replace(bad, QStringLiteral("-"));
    while (x.startsWith(QLatin1Char('-')))
        x.remove(0, 1);
    while (x.endsWith(QLatin1Char('-')))
        x.chop(1);
    return x;
}

QString num(double v)
{
    return QString::number(v, 'g', 10);
}

QString boolText(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

/// NetBox CableTypeChoices for a medium.
QString cableType(Medium m)
{
    switch (m) {
    case Medium::DAC:
        return QStringLiteral("dac-passive");
    case Medium::ACC:
        return QStringLiteral("dac-active");
    case Medium::AOC:
        return QStringLiteral("aoc");
    case Medium::MMF:
        return QStringLiteral("mmf");
    case Medium::SMF:
        return QStringLiteral("smf");
    case Medium::Copper:
        return QStringLiteral("cat6");
    case Medium::Power:
        return QStringLiteral("power");
    }
    return {};
}

/// NetBox LinkStatusChoices: connected, planned, decommissioning.
QString cableStatus(CableStatus s)
{
    switch (s) {
    case CableStatus::Planned:
        return QStringLiteral("planned");
    case CableStatus::Installed:
    case CableStatus::Verified:
    case CableStatus::Faulty:
        return QStringLiteral("connected");
    }
    return {};
}

/// NetBox DeviceStatusChoices.
QString deviceStatus(DeviceStatus s)
{
    switch (s) {
    case DeviceStatus::Planned:
        return QStringLiteral("planned");
    case DeviceStatus::Staged:
        return QStringLiteral("staged");
    case DeviceStatus::Active:
        return QStringLiteral("active");
    case DeviceStatus::Failed:
        return QStringLiteral("failed");
    case DeviceStatus::Decommissioned:
        return QStringLiteral("decommissioning");
    }
    return {};
}

/// NetBox ColorField: six hex digits. Common colour names map to the values NetBox's own
/// ColorChoices use; anything else that is not hex is left out.
QString colourHex(const QString &c)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("black"), QStringLiteral("111111")},
        {QStringLiteral("white"), QStringLiteral("ffffff")},
        {QStringLiteral("grey"), QStringLiteral("9e9e9e")},
        {QStringLiteral("gray"), QStringLiteral("9e9e9e")},
        {QStringLiteral("red"), QStringLiteral("f44336")},
        {QStringLiteral("orange"), QStringLiteral("ff9800")},
        {QStringLiteral("yellow"), QStringLiteral("ffeb3b")},
        {QStringLiteral("green"), QStringLiteral("4caf50")},
        {QStringLiteral("blue"), QStringLiteral("2196f3")},
        {QStringLiteral("purple"), QStringLiteral("9c27b0")},
        {QStringLiteral("aqua"), QStringLiteral("00ffff")},
        {QStringLiteral("pink"), QStringLiteral("e91e63")},
    };
    static const QRegularExpression hex(QStringLiteral("^#?([0-9a-fA-F]{6})$"));
    const auto m = hex.match(c);
    if (m.hasMatch())
        return m.captured(1).toLower();
    return names.value(c.toLower());
}

QString roleColour(const QString &role)
{
    static const QHash<QString, QString> c{
        {QString::fromLatin1(kRoleGpuNode), QStringLiteral("4caf50")},
        {QString::fromLatin1(kRoleLeaf), QStringLiteral("2196f3")},
        {QString::fromLatin1(kRoleSpine), QStringLiteral("3f51b5")},
        {QString::fromLatin1(kRoleCore), QStringLiteral("673ab7")},
        {QString::fromLatin1(kRoleStorage), QStringLiteral("ff9800")},
        {QString::fromLatin1(kRoleMgmtSwitch), QStringLiteral("9c27b0")},
        {QString::fromLatin1(kRolePatchPanel), QStringLiteral("9e9e9e")},
        {QString::fromLatin1(kRolePdu), QStringLiteral("f44336")},
    };
    return c.value(role, QStringLiteral("607d8b"));
}

/// NetBox's content type of a cable termination.
QString terminationType(PortKind k)
{
    switch (k) {
    case PortKind::Interface:
        return QStringLiteral("dcim.interface");
    case PortKind::FrontPort:
        return QStringLiteral("dcim.frontport");
    case PortKind::RearPort:
        return QStringLiteral("dcim.rearport");
    case PortKind::ConsolePort:
        return QStringLiteral("dcim.consoleport");
    case PortKind::PowerPort:
        return QStringLiteral("dcim.powerport");
    }
    return {};
}

template<typename X, typename Key>
std::vector<const X *> sortedBy(const Table<X> &t, Key key)
{
    std::vector<const X *> v;
    v.reserve(t.size());
    for (const X &x : t)
        v.push_back(&x);
    std::stable_sort(v.begin(), v.end(),
                     [&](const X *a, const X *b) { return naturalLess(key(*a), key(*b)); });
    return v;
}

/// The location a rack is in: its row (a location whose parent is the room), else its room.
QString rackLocation(const Design &d, const Rack &r)
{
    const Row *row = d.rows.find(r.rowId);
    return row ? row->name : QString();
}

} // namespace

std::vector<T> netboxImportOrder()
{
    return {T::Manufacturers, T::DeviceRoles, T::DeviceTypes, T::Sites,      T::Locations,
            T::Racks,         T::Devices,     T::Interfaces,  T::RearPorts,  T::FrontPorts,
            T::Cables,        T::Vrfs,        T::Prefixes,    T::IpAddresses};
}

QString NetboxCsvExporter::objectList(Table t)
{
    switch (t) {
    case T::Manufacturers:
        return QStringLiteral("dcim.manufacturers");
    case T::DeviceRoles:
        return QStringLiteral("dcim.device-roles");
    case T::DeviceTypes:
        return QStringLiteral("dcim.device-types");
    case T::Sites:
        return QStringLiteral("dcim.sites");
    case T::Locations:
        return QStringLiteral("dcim.locations");
    case T::Racks:
        return QStringLiteral("dcim.racks");
    case T::Devices:
        return QStringLiteral("dcim.devices");
    case T::Interfaces:
        return QStringLiteral("dcim.interfaces");
    case T::RearPorts:
        return QStringLiteral("dcim.rear-ports");
    case T::FrontPorts:
        return QStringLiteral("dcim.front-ports");
    case T::Cables:
        return QStringLiteral("dcim.cables");
    case T::Vrfs:
        return QStringLiteral("ipam.vrfs");
    case T::Prefixes:
        return QStringLiteral("ipam.prefixes");
    case T::IpAddresses:
        return QStringLiteral("ipam.ip-addresses");
    }
    return {};
}

QString NetboxCsvExporter::format() const
{
    return QStringLiteral("netbox-") + objectList(m_table).section(QLatin1Char('.'), 1);
}

QString NetboxCsvExporter::description() const
{
    return Tr::tr("NetBox bulk import: %1 (CSV)").arg(objectList(m_table));
}

QStringList NetboxCsvExporter::header(Table t)
{
    auto l = [](std::initializer_list<const char *> names) {
        QStringList out;
        for (const char *n : names)
            out << QString::fromLatin1(n);
        return out;
    };
    switch (t) {
    case T::Manufacturers:
        return l({"name", "slug", "description"});
    case T::DeviceRoles:
        return l({"name", "slug", "color", "description"});
    case T::DeviceTypes:
        return l({"manufacturer", "model", "slug", "part_number", "u_height", "is_full_depth",
                  "airflow", "weight", "weight_unit", "comments"});
    case T::Sites:
        return l({"name", "slug", "status", "description"});
    case T::Locations:
        return l({"site", "parent", "name", "slug", "status", "description"});
    case T::Racks:
        return l({"site", "location", "name", "status", "width", "u_height", "description"});
    case T::Devices:
        return l({"name", "role", "manufacturer", "device_type", "serial", "asset_tag", "status",
                  "site", "location", "rack", "position", "face", "airflow", "comments"});
    case T::Interfaces:
        return l({"device", "name", "type", "speed", "enabled", "mgmt_only", "description"});
    case T::RearPorts:
        return l({"device", "name", "type", "positions", "description"});
    case T::FrontPorts:
        return l({"device", "name", "type", "rear_port", "rear_port_position", "description"});
    case T::Cables:
        return l({"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type",
                  "side_b_name", "type", "status", "label", "color", "length", "length_unit",
                  "description"});
    case T::Vrfs:
        return l({"name", "description"});
    case T::Prefixes:
        return l({"prefix", "vrf", "status", "description"});
    case T::IpAddresses:
        return l({"address", "vrf", "status", "device", "interface", "dns_name", "description"});
    }
    return {};
}

namespace {

/// The interface, rear port or front port rows (by device, then port, natural order).
void writePortRows(const Design &d, const plans::Connectivity &c, NetboxCsvExporter::Table table,
                   CsvWriter &csv)
{
    const PortKind want = table == T::Interfaces  ? PortKind::Interface
                          : table == T::RearPorts ? PortKind::RearPort
                                                  : PortKind::FrontPort;
    std::vector<const Port *> ports;
    for (const Port &p : d.ports)
        if (p.kind == want)
            ports.push_back(&p);
    QHash<Id, QString> devName;
    for (const Device &x : d.devices)
        devName.insert(x.id, x.name);
    std::sort(ports.begin(), ports.end(), [&](const Port *a, const Port *b) {
        const QString &da = devName[a->deviceId], &db = devName[b->deviceId];
        if (da != db)
            return naturalLess(da, db);
        return naturalLess(a->name, b->name);
    });
    for (const Port *p : ports) {
        const QString type = p->type.isEmpty() ? QStringLiteral("other") : p->type;
        if (table == T::Interfaces)
            // NetBox Interface.speed is in Kbps.
            csv.row({devName[p->deviceId], p->name, type,
                     p->speedGbps > 0 ? QString::number(qint64(p->speedGbps * 1e6)) : QString(),
                     QStringLiteral("true"), boolText(p->mgmtOnly), p->description});
        else if (table == T::RearPorts)
            csv.row({devName[p->deviceId], p->name, type, QString::number(p->positions),
                     p->description});
        else
            csv.row({devName[p->deviceId], p->name, type, c.portName(p->rearPortId),
                     QString::number(p->rearPosition), p->description});
    }
}

/// The cable rows, by A device and port (natural order).
void writeCableRows(const Design &d, const plans::Connectivity &c, CsvWriter &csv)
{
    struct Keyed
    {
        QString device, port;
        const Cable *cable;
    };
    std::vector<Keyed> cables;
    cables.reserve(d.cables.size());
    for (const Cable &k : d.cables)
        cables.push_back({c.deviceName(k.aPortId), c.portName(k.aPortId), &k});
    std::sort(cables.begin(), cables.end(), [](const Keyed &a, const Keyed &b) {
        if (a.device != b.device)
            return naturalLess(a.device, b.device);
        return naturalLess(a.port, b.port);
    });
    for (const Keyed &keyed : cables) {
        const Cable *k = keyed.cable;
        const Port *a = c.port(k->aPortId);
        const Port *b = c.port(k->bPortId);
        if (!a || !b)
            continue;
        csv.row({c.deviceName(a->id), terminationType(a->kind), a->name, c.deviceName(b->id),
                 terminationType(b->kind), b->name, cableType(k->medium), cableStatus(k->status),
                 k->label, colourHex(k->colour),
                 // In the cable's own unit (NetBox's length + length_unit, [CMDB-4]); both
                 // empty for an unknown length, "0" for a real 0 m.
                 k->lengthM ? fileNumber(*k->lengthM, k->lengthUnit) : QString(),
                 k->lengthM ? toString(k->lengthUnit) : QString(),
                 k->status == CableStatus::Faulty ? Tr::tr("faulty") : k->partNumber});
    }
}

} // namespace

void NetboxCsvExporter::write(const Design &d, QIODevice &out, Reporter &reporter,
                              const ExportOptions &) const
{
    CsvWriter csv;
    csv.row(header(m_table));
    const plans::Connectivity c(d);
    auto deviceName = [&](Id id) {
        const Device *x = d.devices.find(id);
        return x ? x->name : QString();
    };
    switch (m_table) {
    case T::Manufacturers: {
        QStringList names;
        for (const DeviceType &t : d.deviceTypes)
            if (!names.contains(t.manufacturer))
                names << t.manufacturer;
        std::sort(names.begin(), names.end(), naturalLess);
        for (const QString &n : names)
            csv.row({n, slugify(n), {}});
        break;
    }
    case T::DeviceRoles: {
        QStringList roles;
        for (const Device &x : d.devices)
            if (!roles.contains(x.role))
                roles << x.role;
        std::sort(roles.begin(), roles.end(), naturalLess);
        for (const QString &r : roles)
            csv.row({r, slugify(r), roleColour(r), {}});
        break;
    }
    case T::DeviceTypes:
        for (const DeviceType *t :
             sortedBy(d.deviceTypes, [](const DeviceType &x) { return x.slug; }))
            csv.row({t->manufacturer, t->model, t->slug, t->partNumber, num(t->uHeight),
                     boolText(t->fullDepth), t->airflow,
                     t->weightKg > 0 ? num(t->weightKg) : QString(),
                     t->weightKg > 0 ? QStringLiteral("kg") : QString(), t->comments});
        break;
    case T::Sites:
        for (const Site *s : sortedBy(d.sites, [](const Site &x) { return x.name; }))
            csv.row({s->name, slugify(s->name), QStringLiteral("planned"), s->description});
        break;
    case T::Locations: {
        // Rooms are locations of their site; rows are locations whose parent is their room.
        for (const Room *r : sortedBy(d.rooms, [](const Room &x) { return x.name; })) {
            const Site *s = d.sites.find(r->siteId);
            csv.row({s ? s->name : QString(),
                     {},
                     r->name,
                     slugify(r->name),
                     QStringLiteral("planned"),
                     Tr::tr("data hall")});
        }
        for (const Row *w : sortedBy(d.rows, [](const Row &x) { return x.name; })) {
            const Room *r = d.rooms.find(w->roomId);
            const Site *s = r ? d.sites.find(r->siteId) : nullptr;
            csv.row({s ? s->name : QString(), r ? r->name : QString(), w->name,
                     slugify((r ? r->name + QLatin1Char('-') : QString()) + w->name),
                     QStringLiteral("planned"), Tr::tr("row")});
        }
        break;
    }
    case T::Racks:
        for (const Rack *r : sortedBy(d.racks, [](const Rack &x) { return x.name; })) {
            const Row *row = d.rows.find(r->rowId);
            const Room *room = row ? d.rooms.find(row->roomId) : nullptr;
            const Site *s = room ? d.sites.find(room->siteId) : nullptr;
            if (!s)
                reporter.report({Diagnostic::Severity::Warning,
                                 Tr::tr("Rack %1 is in no site; NetBox needs one.").arg(r->name),
                                 {},
                                 QStringLiteral("site"),
                                 r->name});
            csv.row({s ? s->name : QString(), rackLocation(d, *r), r->name,
                     QStringLiteral("planned"), QStringLiteral("19"), QString::number(r->uHeight),
                     r->role});
        }
        break;
    case T::Devices:
        for (const Device *x : sortedBy(d.devices, [](const Device &v) { return v.name; })) {
            const DeviceType *t = d.deviceTypes.find(x->deviceTypeId);
            const Design::Location loc = d.locationOf(*x);
            if (!loc.site)
                reporter.report({Diagnostic::Severity::Warning,
                                 Tr::tr("Device %1 is in no site; NetBox needs one.").arg(x->name),
                                 {},
                                 QStringLiteral("site"),
                                 x->name});
            const bool placed = x->position > 0 && loc.rack;
            csv.row({x->name, x->role, t ? t->manufacturer : QString(), t ? t->model : QString(),
                     x->serial, x->assetTag, deviceStatus(x->status),
                     loc.site ? loc.site->name : QString(), loc.row ? loc.row->name : QString(),
                     loc.rack ? loc.rack->name : QString(), placed ? num(x->position) : QString(),
                     placed ? toString(x->face) : QString(), t ? t->airflow : QString(),
                     x->comments});
        }
        break;
    case T::Interfaces:
    case T::RearPorts:
    case T::FrontPorts:
        writePortRows(d, c, m_table, csv);
        break;
    case T::Cables:
        writeCableRows(d, c, csv);
        break;
    case T::Vrfs: {
        QStringList vrfs;
        for (const Prefix &p : d.prefixes)
            if (!p.vrf.isEmpty() && !vrfs.contains(p.vrf))
                vrfs << p.vrf;
        for (const IpAddress &a : d.ipAddresses)
            if (!a.vrf.isEmpty() && !vrfs.contains(a.vrf))
                vrfs << a.vrf;
        std::sort(vrfs.begin(), vrfs.end(), naturalLess);
        for (const QString &v : vrfs)
            csv.row({v, {}});
        break;
    }
    case T::Prefixes:
        for (const Prefix *p : sortedBy(
                 d.prefixes, [](const Prefix &x) { return x.vrf + QLatin1Char(' ') + x.prefix; })) {
            QStringList desc;
            for (const QString &x : {p->purpose, p->description})
                if (!x.isEmpty() && x != QLatin1String("container"))
                    desc << x;
            csv.row({p->prefix, p->vrf,
                     p->purpose == QLatin1String("container") ? QStringLiteral("container")
                                                              : QStringLiteral("active"),
                     desc.join(QStringLiteral(", "))});
        }
        break;
    case T::IpAddresses:
        for (const IpAddress *a : sortedBy(d.ipAddresses, [](const IpAddress &x) {
                 return x.vrf + QLatin1Char(' ') + x.address;
             })) {
            const Port *p = c.port(a->portId);
            csv.row({a->address,
                     a->vrf,
                     QStringLiteral("active"),
                     p ? deviceName(p->deviceId) : QString(),
                     p ? p->name : QString(),
                     a->dnsName,
                     {}});
        }
        break;
    }
    csv.writeTo(out);
}

} // namespace ry::exporting
