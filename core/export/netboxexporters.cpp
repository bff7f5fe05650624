#include "netboxexporters.h"

#include "csv.h"
#include "io/designyaml.h"
#include "model/deviceroles.h"
#include "model/netboxtypes.h"
#include "model/power.h"
#include "plans/connectivity.h"
#include "util/naturalsort.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>

namespace ry::exporting {

QString netboxSlug(const QString &name)
{
    constexpr qsizetype kMax = 100; // SlugField(max_length=100), netbox/dcim/models/sites.py
    auto hash8 = [&] {
        return QString::fromLatin1(
            QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex().left(8));
    };
    QString out;
    bool sep = false; // a separator is pending
    auto word = [&](const QString &w) {
        if (sep && !out.isEmpty())
            out += QLatin1Char('-');
        sep = false;
        out += w;
    };
    const QList<uint> cps = name.toUcs4();
    for (uint cp : cps) {
        if (cp < 0x80) {
            const char c = char(cp);
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')
                word(QString(QLatin1Char(c)));
            else if (c >= 'A' && c <= 'Z')
                word(QString(QLatin1Char(char(c - 'A' + 'a'))));
            else
                sep = true; // '-' too: runs of separators become one '-'
        } else {
            sep = true;
            word(QLatin1Char('u') + QString::number(cp, 16));
            sep = true;
        }
    }
    if (out.isEmpty())
        return QLatin1Char('x') + hash8();
    if (out.size() > kMax) {
        out.truncate(kMax - 9);
        while (out.endsWith(QLatin1Char('-')))
            out.chop(1);
        out += QLatin1Char('-') + hash8();
    }
    return out;
}

namespace {

using T = NetboxCsvExporter::Table;

/// Role of a device whose console ports are console server ports (NetBox pairs console ports
/// only with console server ports; docs/references/cmdb.md §5).
constexpr const char *kRoleConsoleServer = "console-server";

/// Slugs for `names` (already in the order that decides who keeps the plain slug), unique
/// within the list: a repeat gets "-2", "-3", ... (cut so the result stays within 100).
QHash<QString, QString> uniqueSlugs(const QStringList &names, QSet<QString> *taken = nullptr)
{
    QSet<QString> local;
    QSet<QString> &used = taken ? *taken : local;
    QHash<QString, QString> out;
    for (const QString &n : names) {
        if (out.contains(n))
            continue;
        const QString base = netboxSlug(n);
        QString slug = base;
        for (int i = 2; used.contains(slug); ++i) {
            const QString suffix = QStringLiteral("-%1").arg(i);
            slug = base.left(100 - suffix.size()) + suffix;
        }
        used.insert(slug);
        out.insert(n, slug);
    }
    return out;
}

/// NetBox's cable termination models that can meet at the two ends of one cable
/// (power::compatibleTerminations: COMPATIBLE_TERMINATION_TYPES of netbox/dcim/constants.py).
bool compatibleTerminations(const QString &a, const QString &b)
{
    return power::compatibleTerminations(a, b);
}

/// The names and slugs NetBox needs unique, decided once per export so that every file refers
/// to the same ones.
struct NetboxNames
{
    QHash<QString, QString> siteSlug;         ///< by site name; unique over all sites
    QHash<QString, QString> manufacturerSlug; ///< by manufacturer name
    QHash<QString, QString> roleSlug;         ///< by role name
    QHash<Id, QString> roomSlug, rowSlug;     ///< unique within their site
    /// A row's location name: its own name when no other room or row of its site has that name,
    /// else "<room> / <row>" (and " (2)", ... should that be taken too). The rack and device
    /// import forms look a location up by name within the site only
    /// (netbox/dcim/forms/bulk_import.py, RackImportForm and DeviceImportForm __init__), so
    /// two rows "R1" in two rooms of one site would be ambiguous there.
    QHash<Id, QString> rowName;
    /// The NetBox model of each console or power port: consoleport, consoleserverport,
    /// powerport or poweroutlet (interfaces, front and rear ports are what their kind says).
    QHash<Id, QString> portModel;
};

NetboxNames netboxNames(const Design &d)
{
    NetboxNames n;
    {
        QStringList sites;
        for (const Site &s : d.sites)
            sites << s.name;
        std::sort(sites.begin(), sites.end(), naturalLess);
        n.siteSlug = uniqueSlugs(sites);
        QStringList makers, roles;
        for (const DeviceType &t : d.deviceTypes)
            makers << t.manufacturer;
        for (const Device &x : d.devices)
            roles << x.role;
        std::sort(makers.begin(), makers.end(), naturalLess);
        std::sort(roles.begin(), roles.end(), naturalLess);
        n.manufacturerSlug = uniqueSlugs(makers);
        n.roleSlug = uniqueSlugs(roles);
    }
    // Locations, per site: rooms first, then rows by room and row name.
    QHash<Id, std::vector<const Room *>> roomsOf;
    for (const Room &r : d.rooms)
        roomsOf[r.siteId].push_back(&r);
    QHash<Id, std::vector<const Row *>> rowsOf;
    for (const Row &w : d.rows)
        rowsOf[w.roomId].push_back(&w);
    for (auto it = roomsOf.begin(); it != roomsOf.end(); ++it) {
        std::vector<const Room *> &rooms = it.value();
        std::sort(rooms.begin(), rooms.end(),
                  [](const Room *a, const Room *b) { return naturalLess(a->name, b->name); });
        QHash<QString, int> uses; // plain names of the site's locations
        for (const Room *r : rooms) {
            ++uses[r->name];
            for (const Row *w : rowsOf.value(r->id))
                ++uses[w->name];
        }
        QSet<QString> names, slugs;
        for (const Room *r : rooms) {
            names.insert(r->name);
            n.roomSlug.insert(r->id, uniqueSlugs({r->name}, &slugs).value(r->name));
        }
        for (const Room *r : rooms) {
            std::vector<const Row *> rows = rowsOf.value(r->id);
            std::sort(rows.begin(), rows.end(),
                      [](const Row *a, const Row *b) { return naturalLess(a->name, b->name); });
            for (const Row *w : rows) {
                QString name =
                    uses.value(w->name) > 1 ? r->name + QStringLiteral(" / ") + w->name : w->name;
                const QString base = name;
                for (int i = 2; names.contains(name); ++i)
                    name = base + QStringLiteral(" (%1)").arg(i);
                names.insert(name);
                n.rowName.insert(w->id, name);
                const QString key = r->name + QLatin1Char('-') + w->name;
                n.rowSlug.insert(w->id, uniqueSlugs({key}, &slugs).value(key));
            }
        }
    }
    // Console server ports and power outlets (Railyard keeps both as console / power ports).
    QHash<Id, const Device *> devs;
    for (const Device &x : d.devices)
        devs.insert(x.id, &x);
    QHash<Id, const Port *> ports;
    for (const Port &p : d.ports)
        ports.insert(p.id, &p);
    auto isPdu = [&](const Port *p) {
        const Device *x = devs.value(p->deviceId);
        return x && x->role == QLatin1String(kRolePdu);
    };
    QSet<Id> pduOutletsByCable; // PDU power ports cabled to a power port of another kind of device
    for (const Cable &k : d.cables) {
        const Port *a = ports.value(k.aPortId), *b = ports.value(k.bPortId);
        if (!a || !b || a->kind != PortKind::PowerPort || b->kind != PortKind::PowerPort)
            continue;
        if (isPdu(a) && !isPdu(b))
            pduOutletsByCable.insert(a->id);
        if (isPdu(b) && !isPdu(a))
            pduOutletsByCable.insert(b->id);
    }
    for (const Port &p : d.ports) {
        if (p.kind == PortKind::ConsolePort) {
            const Device *x = devs.value(p.deviceId);
            n.portModel.insert(p.id, x && x->role == QLatin1String(kRoleConsoleServer)
                                         ? QStringLiteral("consoleserverport")
                                         : QStringLiteral("consoleport"));
        } else if (p.kind == PortKind::PowerPort) {
            const bool outlet =
                netbox::isReceptacleOnlyType(p.type) || pduOutletsByCable.contains(p.id);
            n.portModel.insert(p.id, outlet ? QStringLiteral("poweroutlet")
                                            : QStringLiteral("powerport"));
        }
    }
    return n;
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

} // namespace

std::vector<T> netboxImportOrder()
{
    return {T::Manufacturers, T::DeviceRoles,  T::DeviceTypes,  T::Sites,
            T::Locations,     T::Racks,        T::Devices,      T::Interfaces,
            T::RearPorts,     T::FrontPorts,   T::ConsolePorts, T::ConsoleServerPorts,
            T::PowerPorts,    T::PowerOutlets, T::Cables,       T::Vrfs,
            T::Prefixes,      T::IpAddresses};
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
    case T::ConsolePorts:
        return QStringLiteral("dcim.console-ports");
    case T::ConsoleServerPorts:
        return QStringLiteral("dcim.console-server-ports");
    case T::PowerPorts:
        return QStringLiteral("dcim.power-ports");
    case T::PowerOutlets:
        return QStringLiteral("dcim.power-outlets");
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
    case T::ConsolePorts:
    case T::ConsoleServerPorts:
        return l({"device", "name", "type", "description"});
    case T::PowerPorts:
        return l({"device", "name", "type", "maximum_draw", "allocated_draw", "description"});
    case T::PowerOutlets:
        return l({"device", "name", "type", "power_port", "feed_leg", "description"});
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

/// The NetBox model of port `p` ("interface", "frontport", "rearport", "consoleport",
/// "consoleserverport", "powerport", "poweroutlet").
QString portModel(const NetboxNames &n, const Port &p)
{
    switch (p.kind) {
    case PortKind::Interface:
        return QStringLiteral("interface");
    case PortKind::FrontPort:
        return QStringLiteral("frontport");
    case PortKind::RearPort:
        return QStringLiteral("rearport");
    case PortKind::ConsoleServerPort:
        return QStringLiteral("consoleserverport");
    case PortKind::PowerOutlet:
        return QStringLiteral("poweroutlet");
    case PortKind::ConsolePort:
    case PortKind::PowerPort:
        return n.portModel.value(p.id);
    }
    return {};
}

/// The port rows of one component table (by device, then port, natural order). Console and
/// power types that are not NetBox choices for the table are left empty (the forms take an
/// empty type) with a warning.
void writePortRows(const Design &d, const plans::Connectivity &c, const NetboxNames &n,
                   NetboxCsvExporter::Table table, CsvWriter &csv, Reporter &reporter)
{
    const QString model = table == T::Interfaces           ? QStringLiteral("interface")
                          : table == T::RearPorts          ? QStringLiteral("rearport")
                          : table == T::FrontPorts         ? QStringLiteral("frontport")
                          : table == T::ConsolePorts       ? QStringLiteral("consoleport")
                          : table == T::ConsoleServerPorts ? QStringLiteral("consoleserverport")
                          : table == T::PowerPorts         ? QStringLiteral("powerport")
                                                           : QStringLiteral("poweroutlet");
    std::vector<const Port *> ports;
    for (const Port &p : d.ports)
        if (portModel(n, p) == model)
            ports.push_back(&p);
    QHash<Id, const Device *> devs;
    for (const Device &x : d.devices)
        devs.insert(x.id, &x);
    auto devName = [&](Id id) {
        const Device *x = devs.value(id);
        return x ? x->name : QString();
    };
    std::sort(ports.begin(), ports.end(), [&](const Port *a, const Port *b) {
        const QString da = devName(a->deviceId), db = devName(b->deviceId);
        if (da != db)
            return naturalLess(da, db);
        return naturalLess(a->name, b->name);
    });
    for (const Port *p : ports) {
        const QString type = p->type.isEmpty() ? QStringLiteral("other") : p->type;
        switch (table) {
        case T::Interfaces:
            // NetBox Interface.speed is in Kbps.
            csv.row({devName(p->deviceId), p->name, type,
                     p->speedGbps > 0 ? QString::number(qint64(p->speedGbps * 1e6)) : QString(),
                     QStringLiteral("true"), boolText(p->mgmtOnly), p->description});
            break;
        case T::RearPorts:
            csv.row({devName(p->deviceId), p->name, type, QString::number(p->positions),
                     p->description});
            break;
        case T::FrontPorts:
            csv.row({devName(p->deviceId), p->name, type, c.portName(p->rearPortId),
                     QString::number(p->rearPosition), p->description});
            break;
        default: {
            // Console (server) ports and power ports / outlets: ConsolePortTypeChoices for
            // both console lists, PowerPortTypeChoices or PowerOutletTypeChoices.
            const bool outlet = table == T::PowerOutlets;
            const bool power = table == T::PowerPorts || outlet;
            const bool valid =
                p->type.isEmpty() ||
                (power ? (outlet ? netbox::isComponentType(PortKind::PowerOutlet, p->type)
                                 : !netbox::isReceptacleOnlyType(p->type) &&
                                       netbox::isComponentType(PortKind::PowerPort, p->type))
                       : netbox::isComponentType(PortKind::ConsolePort, p->type));
            if (!valid)
                reporter.report(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("Port %1 of %2: type %3 is not a NetBox %4 type; written without "
                            "a type.")
                         .arg(p->name, devName(p->deviceId), p->type, model),
                     {},
                     QStringLiteral("type"),
                     devName(p->deviceId)});
            const QString t = valid ? p->type : QString();
            if (table == T::PowerPorts) {
                // The draw is the device type's template's (ports do not keep it).
                const Device *x = devs.value(p->deviceId);
                const DeviceType *dt = x ? d.deviceTypes.find(x->deviceTypeId) : nullptr;
                double maxW = 0, allocW = 0;
                if (dt)
                    for (const PortTemplate &pt : dt->ports)
                        if (pt.kind == PortKind::PowerPort && pt.name == p->name) {
                            maxW = pt.maximumDrawW;
                            allocW = pt.allocatedDrawW;
                        }
                // NetBox's maximum_draw and allocated_draw are whole watts.
                csv.row({devName(p->deviceId), p->name, t,
                         maxW > 0 ? QString::number(qRound64(maxW)) : QString(),
                         allocW > 0 ? QString::number(qRound64(allocW)) : QString(),
                         p->description});
            } else if (table == T::PowerOutlets) {
                // PowerOutletImportForm: power_port by name on the same device, feed_leg A/B/C.
                const Port *inlet = c.port(p->powerPortId);
                csv.row({devName(p->deviceId), p->name, t,
                         inlet && inlet->deviceId == p->deviceId ? inlet->name : QString(),
                         p->feedLeg, p->description});
            } else {
                csv.row({devName(p->deviceId), p->name, t, p->description});
            }
        }
        }
    }
}

/// "label" or, for a cable without one, "A-device A-port - B-device B-port".
QString cableName(const plans::Connectivity &c, const Cable &k)
{
    if (!k.label.isEmpty())
        return k.label;
    return QStringLiteral("%1 %2 - %3 %4")
        .arg(c.deviceName(k.aPortId), c.portName(k.aPortId), c.deviceName(k.bPortId),
             c.portName(k.bPortId));
}

/// The cable rows, by A device and port (natural order). A cable whose two ends NetBox cannot
/// join (COMPATIBLE_TERMINATION_TYPES) is left out with a warning naming it.
void writeCableRows(const Design &d, const plans::Connectivity &c, const NetboxNames &n,
                    CsvWriter &csv, Reporter &reporter)
{
    struct Keyed
    {
        QString device, port;
        const Cable *cable;
    };
    // Breakout cables (model/breakout.h): NetBox 4.5+ holds one as a single cable of a profile
    // (CableProfileChoices: breakout-1c2p-2c1p, breakout-1c4p-4c1p, breakout-1c6p-6c1p,
    // docs/references/cmdb.md [CMDB-12]) whose A connector's positions are the lane
    // interfaces; its CSV cable import takes one termination per side, so each leg is written
    // as a cable of its own, with its own label.
    std::map<int, QStringList> byLanes; // lanes -> breakout names
    for (const Breakout &b : d.breakouts)
        byLanes[b.lanes] << (b.label.isEmpty() ? QStringLiteral("#%1").arg(b.id) : b.label);
    for (const auto &[lanes, names] : byLanes) {
        const bool profile = lanes == 2 || lanes == 4 || lanes == 6;
        const QString some = names.mid(0, 5).join(QStringLiteral(", ")) +
                             (names.size() > 5 ? QStringLiteral(", ...") : QString());
        reporter.report(
            {profile ? Diagnostic::Severity::Info : Diagnostic::Severity::Warning,
             profile ? Tr::tr("%n 1x%1 breakout cable(s) (%2) are written as their legs, one "
                              "cable row each: NetBox's CSV import takes one termination per "
                              "cable end. NetBox 4.5 and later can hold each as one cable of "
                              "profile breakout-1c%1p-%1c1p.",
                              nullptr, int(names.size()))
                           .arg(lanes)
                           .arg(some)
                     : Tr::tr("NetBox has no cable profile for a 1x%1 breakout: %n breakout "
                              "cable(s) (%2) are written as their legs, one cable row each.",
                              nullptr, int(names.size()))
                           .arg(lanes)
                           .arg(some),
             {},
             QStringLiteral("label"),
             names.first()});
    }
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
        const QString ma = portModel(n, *a), mb = portModel(n, *b);
        if (!compatibleTerminations(ma, mb)) {
            reporter.report(
                {Diagnostic::Severity::Warning,
                 Tr::tr("Cable %1 joins NetBox terminations %2 and %3, which NetBox cannot "
                        "connect (it joins console ports to console server ports and power "
                        "ports to power outlets or feeds); the cable is not written.")
                     .arg(cableName(c, *k), ma, mb),
                 {},
                 QStringLiteral("side_b_type"),
                 cableName(c, *k)});
            continue;
        }
        csv.row({c.deviceName(a->id), QStringLiteral("dcim.") + ma, a->name, c.deviceName(b->id),
                 QStringLiteral("dcim.") + mb, b->name, cableType(k->medium),
                 cableStatus(k->status), k->label, colourHex(k->colour),
                 // In the cable's own unit (NetBox's length + length_unit, [CMDB-4]); both
                 // empty for an unknown length, "0" for a real 0 m.
                 k->lengthM ? fileNumber(*k->lengthM, k->lengthUnit) : QString(),
                 k->lengthM ? toString(k->lengthUnit) : QString(),
                 k->status == CableStatus::Faulty ? Tr::tr("faulty") : k->partNumber});
    }
}

/// The location rows: rooms as locations of their site, rows as locations whose parent is
/// their room, with the names and slugs of `n`.
void writeLocationRows(const Design &d, const NetboxNames &n, CsvWriter &csv)
{
    for (const Room *r : sortedBy(d.rooms, [](const Room &x) { return x.name; })) {
        const Site *s = d.sites.find(r->siteId);
        csv.row({s ? s->name : QString(),
                 {},
                 r->name,
                 n.roomSlug.value(r->id),
                 QStringLiteral("planned"),
                 Tr::tr("data hall")});
    }
    for (const Row *w : sortedBy(d.rows, [&](const Row &x) { return n.rowName.value(x.id); })) {
        const Room *r = d.rooms.find(w->roomId);
        const Site *s = r ? d.sites.find(r->siteId) : nullptr;
        csv.row({s ? s->name : QString(), r ? r->name : QString(), n.rowName.value(w->id),
                 n.rowSlug.value(w->id), QStringLiteral("planned"), Tr::tr("row")});
    }
}

} // namespace

void NetboxCsvExporter::write(const Design &d, QIODevice &out, Reporter &reporter,
                              const ExportOptions &) const
{
    CsvWriter csv;
    csv.row(header(m_table));
    const plans::Connectivity c(d);
    const NetboxNames n = netboxNames(d);
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
        for (const QString &name : names)
            csv.row({name, n.manufacturerSlug.value(name), {}});
        break;
    }
    case T::DeviceRoles: {
        QStringList roles;
        for (const Device &x : d.devices)
            if (!roles.contains(x.role))
                roles << x.role;
        std::sort(roles.begin(), roles.end(), naturalLess);
        for (const QString &r : roles)
            csv.row({r, n.roleSlug.value(r), roleColour(r), {}});
        break;
    }
    case T::DeviceTypes: {
        // Slugs unique per manufacturer (DeviceType's unique constraint on manufacturer+slug).
        QHash<QString, QSet<QString>> taken;
        for (const DeviceType *t :
             sortedBy(d.deviceTypes, [](const DeviceType &x) { return x.slug; }))
            csv.row({t->manufacturer, t->model,
                     uniqueSlugs({t->slug}, &taken[t->manufacturer]).value(t->slug), t->partNumber,
                     num(t->uHeight), boolText(t->fullDepth), t->airflow,
                     t->weightKg > 0 ? num(t->weightKg) : QString(),
                     t->weightKg > 0 ? QStringLiteral("kg") : QString(), t->comments});
        break;
    }
    case T::Sites:
        for (const Site *s : sortedBy(d.sites, [](const Site &x) { return x.name; }))
            csv.row(
                {s->name, n.siteSlug.value(s->name), QStringLiteral("planned"), s->description});
        break;
    case T::Locations:
        writeLocationRows(d, n, csv);
        break;
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
            csv.row({s ? s->name : QString(), row ? n.rowName.value(row->id) : QString(), r->name,
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
                     loc.site ? loc.site->name : QString(),
                     loc.row ? n.rowName.value(loc.row->id) : QString(),
                     loc.rack ? loc.rack->name : QString(), placed ? num(x->position) : QString(),
                     placed ? toString(x->face) : QString(), t ? t->airflow : QString(),
                     x->comments});
        }
        break;
    case T::Interfaces:
    case T::RearPorts:
    case T::FrontPorts:
    case T::ConsolePorts:
    case T::ConsoleServerPorts:
    case T::PowerPorts:
    case T::PowerOutlets:
        writePortRows(d, c, n, m_table, csv, reporter);
        break;
    case T::Cables:
        writeCableRows(d, c, n, csv, reporter);
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
