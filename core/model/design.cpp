#include "design.h"

#include <array>
#include <utility>

namespace ry {

namespace {

template<typename E, std::size_t N>
QString nameOf(const std::array<std::pair<E, const char *>, N> &table, E value)
{
    for (const auto &[e, name] : table)
        if (e == value)
            return QString::fromLatin1(name);
    return {};
}

template<typename E, std::size_t N>
std::optional<E> valueOf(const std::array<std::pair<E, const char *>, N> &table, const QString &s)
{
    for (const auto &[e, name] : table)
        if (s == QLatin1String(name))
            return e;
    return std::nullopt;
}

constexpr std::array<std::pair<DeviceStatus, const char *>, 5> kDeviceStatus{{
    {DeviceStatus::Planned, "planned"},
    {DeviceStatus::Staged, "staged"},
    {DeviceStatus::Active, "active"},
    {DeviceStatus::Failed, "failed"},
    {DeviceStatus::Decommissioned, "decommissioned"},
}};
constexpr std::array<std::pair<CableStatus, const char *>, 4> kCableStatus{{
    {CableStatus::Planned, "planned"},
    {CableStatus::Installed, "installed"},
    {CableStatus::Verified, "verified"},
    {CableStatus::Faulty, "faulty"},
}};
constexpr std::array<std::pair<Face, const char *>, 2> kFace{{
    {Face::Front, "front"},
    {Face::Rear, "rear"},
}};
constexpr std::array<std::pair<Medium, const char *>, 7> kMedium{{
    {Medium::DAC, "dac"},
    {Medium::ACC, "acc"},
    {Medium::AOC, "aoc"},
    {Medium::MMF, "mmf"},
    {Medium::SMF, "smf"},
    {Medium::Copper, "copper"},
    {Medium::Power, "power"},
}};
constexpr std::array<std::pair<PlaneKind, const char *>, 5> kPlaneKind{{
    {PlaneKind::Compute, "compute"},
    {PlaneKind::ScaleUp, "scale-up"},
    {PlaneKind::Storage, "storage"},
    {PlaneKind::InbandMgmt, "inband-mgmt"},
    {PlaneKind::OutOfBand, "oob"},
}};
constexpr std::array<std::pair<PortKind, const char *>, 5> kPortKind{{
    {PortKind::Interface, "interface"},
    {PortKind::FrontPort, "front-port"},
    {PortKind::RearPort, "rear-port"},
    {PortKind::ConsolePort, "console-port"},
    {PortKind::PowerPort, "power-port"},
}};

template<typename T, typename Pred>
const T *findIf(const Table<T> &t, Pred pred)
{
    for (const T &x : t)
        if (pred(x))
            return &x;
    return nullptr;
}

} // namespace

QString toString(DeviceStatus s)
{
    return nameOf(kDeviceStatus, s);
}
QString toString(CableStatus s)
{
    return nameOf(kCableStatus, s);
}
QString toString(Face f)
{
    return nameOf(kFace, f);
}
QString toString(Medium m)
{
    return nameOf(kMedium, m);
}
QString toString(PlaneKind k)
{
    return nameOf(kPlaneKind, k);
}
QString toString(PortKind k)
{
    return nameOf(kPortKind, k);
}
std::optional<DeviceStatus> deviceStatusFromString(const QString &s)
{
    return valueOf(kDeviceStatus, s);
}
std::optional<CableStatus> cableStatusFromString(const QString &s)
{
    return valueOf(kCableStatus, s);
}
std::optional<Face> faceFromString(const QString &s)
{
    return valueOf(kFace, s);
}
std::optional<Medium> mediumFromString(const QString &s)
{
    return valueOf(kMedium, s);
}
std::optional<PlaneKind> planeKindFromString(const QString &s)
{
    return valueOf(kPlaneKind, s);
}
std::optional<PortKind> portKindFromString(const QString &s)
{
    return valueOf(kPortKind, s);
}

const Site *Design::siteByName(const QString &n) const
{
    return findIf(sites, [&](const Site &x) { return x.name == n; });
}
const Rack *Design::rackByName(const QString &n) const
{
    return findIf(racks, [&](const Rack &x) { return x.name == n; });
}
const Device *Design::deviceByName(const QString &n) const
{
    return findIf(devices, [&](const Device &x) { return x.name == n; });
}
const DeviceType *Design::deviceTypeBySlug(const QString &s) const
{
    return findIf(deviceTypes, [&](const DeviceType &x) { return x.slug == s; });
}
const Plane *Design::planeByName(const QString &n) const
{
    return findIf(planes, [&](const Plane &x) { return x.name == n; });
}
const Supernode *Design::supernodeByName(const QString &n) const
{
    return findIf(supernodes, [&](const Supernode &x) { return x.name == n; });
}
const Prefix *Design::prefixByCidr(const QString &vrf, const QString &cidr) const
{
    return findIf(prefixes, [&](const Prefix &x) { return x.vrf == vrf && x.prefix == cidr; });
}

std::vector<const Port *> Design::portsOf(Id deviceId) const
{
    std::vector<const Port *> out;
    for (const Port &p : ports)
        if (p.deviceId == deviceId)
            out.push_back(&p);
    return out;
}

Id Design::addDeviceWithPorts(Device device)
{
    const DeviceType *type = deviceTypes.find(device.deviceTypeId);
    const Id id = devices.add(std::move(device));
    if (!type)
        return id;
    QHash<QString, Id> rearByName;
    for (const PortTemplate &t : type->ports) {
        if (t.kind != PortKind::RearPort)
            continue;
        Port p;
        p.deviceId = id;
        p.name = t.name;
        p.kind = t.kind;
        p.type = t.type;
        p.positions = t.positions;
        p.description = t.description;
        rearByName.insert(t.name, ports.add(std::move(p)));
    }
    for (const PortTemplate &t : type->ports) {
        if (t.kind == PortKind::RearPort)
            continue;
        Port p;
        p.deviceId = id;
        p.name = t.name;
        p.kind = t.kind;
        p.type = t.type;
        p.speedGbps = t.speedGbps;
        p.mgmtOnly = t.mgmtOnly;
        p.positions = t.positions;
        p.description = t.description;
        if (t.kind == PortKind::FrontPort) {
            p.rearPortId = rearByName.value(t.rearPort, 0);
            p.rearPosition = t.rearPosition;
        }
        ports.add(std::move(p));
    }
    return id;
}

Design::Location Design::locationOf(const Device &d) const
{
    Location loc;
    loc.rack = racks.find(d.rackId);
    loc.row = loc.rack ? rows.find(loc.rack->rowId) : nullptr;
    loc.room = loc.row ? rooms.find(loc.row->roomId) : nullptr;
    loc.site = loc.room ? sites.find(loc.room->siteId) : nullptr;
    return loc;
}

bool Design::operator==(const Design &o) const
{
    return name == o.name && description == o.description && fabricSpecYaml == o.fabricSpecYaml &&
           sites.items() == o.sites.items() && rooms.items() == o.rooms.items() &&
           rows.items() == o.rows.items() && racks.items() == o.racks.items() &&
           deviceTypes.items() == o.deviceTypes.items() && devices.items() == o.devices.items() &&
           ports.items() == o.ports.items() && cables.items() == o.cables.items() &&
           planes.items() == o.planes.items() && rails.items() == o.rails.items() &&
           supernodes.items() == o.supernodes.items() && prefixes.items() == o.prefixes.items() &&
           ipAddresses.items() == o.ipAddresses.items() && changeLog.items() == o.changeLog.items();
}

} // namespace ry
