#include "design.h"

#include "designutil.h"
#include "deviceroles.h"
#include "util/enumnames.h"
#include "util/error.h"

#include <array>
#include <utility>

namespace ry {

namespace {

constexpr NameTable<DeviceStatus, 5> kDeviceStatus{{
    {DeviceStatus::Planned, "planned"},
    {DeviceStatus::Staged, "staged"},
    {DeviceStatus::Active, "active"},
    {DeviceStatus::Failed, "failed"},
    {DeviceStatus::Decommissioned, "decommissioned"},
}};
constexpr NameTable<CableStatus, 4> kCableStatus{{
    {CableStatus::Planned, "planned"},
    {CableStatus::Installed, "installed"},
    {CableStatus::Verified, "verified"},
    {CableStatus::Faulty, "faulty"},
}};
constexpr NameTable<Face, 2> kFace{{
    {Face::Front, "front"},
    {Face::Rear, "rear"},
}};
constexpr NameTable<TrunkPolarity, 4> kTrunkPolarity{{
    {TrunkPolarity::Unspecified, ""},
    {TrunkPolarity::TypeA, "A"},
    {TrunkPolarity::TypeB, "B"},
    {TrunkPolarity::TypeC, "C"},
}};
constexpr NameTable<Medium, 7> kMedium{{
    {Medium::DAC, "dac"},
    {Medium::ACC, "acc"},
    {Medium::AOC, "aoc"},
    {Medium::MMF, "mmf"},
    {Medium::SMF, "smf"},
    {Medium::Copper, "copper"},
    {Medium::Power, "power"},
}};
constexpr NameTable<PlaneKind, 5> kPlaneKind{{
    {PlaneKind::Compute, "compute"},
    {PlaneKind::ScaleUp, "scale-up"},
    {PlaneKind::Storage, "storage"},
    {PlaneKind::InbandMgmt, "inband-mgmt"},
    {PlaneKind::OutOfBand, "oob"},
}};
constexpr NameTable<PortKind, 7> kPortKind{{
    {PortKind::Interface, "interface"},
    {PortKind::FrontPort, "front-port"},
    {PortKind::RearPort, "rear-port"},
    {PortKind::ConsolePort, "console-port"},
    {PortKind::PowerPort, "power-port"},
    {PortKind::ConsoleServerPort, "console-server-port"},
    {PortKind::PowerOutlet, "power-outlet"},
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
    return nameIn(kDeviceStatus, s);
}
QString toString(CableStatus s)
{
    return nameIn(kCableStatus, s);
}
QString toString(Face f)
{
    return nameIn(kFace, f);
}
QString toString(Medium m)
{
    return nameIn(kMedium, m);
}
QString toString(TrunkPolarity p)
{
    return nameIn(kTrunkPolarity, p);
}
std::optional<TrunkPolarity> trunkPolarityFromString(const QString &s)
{
    return valueIn(kTrunkPolarity, s.toUpper());
}
QString toString(PlaneKind k)
{
    return nameIn(kPlaneKind, k);
}
QString toString(PortKind k)
{
    return nameIn(kPortKind, k);
}
std::optional<DeviceStatus> deviceStatusFromString(const QString &s)
{
    return valueIn(kDeviceStatus, s);
}
std::optional<CableStatus> cableStatusFromString(const QString &s)
{
    return valueIn(kCableStatus, s);
}
std::optional<Face> faceFromString(const QString &s)
{
    return valueIn(kFace, s);
}
std::optional<Medium> mediumFromString(const QString &s)
{
    return valueIn(kMedium, s);
}
std::optional<PlaneKind> planeKindFromString(const QString &s)
{
    return valueIn(kPlaneKind, s);
}
std::optional<PortKind> portKindFromString(const QString &s)
{
    return valueIn(kPortKind, s);
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
    for (Port &p : portsFromType(*type, id, ports.nextId()))
        ports.add(std::move(p));
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

Port portFromTemplate(const PortTemplate &t)
{
    Port p;
    p.name = t.name;
    p.kind = t.kind;
    p.type = t.type;
    p.positions = t.positions;
    p.description = t.description;
    if (t.kind != PortKind::RearPort) {
        p.speedGbps = t.speedGbps;
        p.mgmtOnly = t.mgmtOnly;
    }
    if (t.kind == PortKind::Interface)
        p.rdmaDevice = t.rdmaDevice;
    if (t.kind == PortKind::FrontPort)
        p.rearPosition = t.rearPosition;
    if (t.kind == PortKind::PowerOutlet)
        p.feedLeg = t.feedLeg;
    return p;
}

std::vector<Port> portsFromType(const DeviceType &type, Id deviceId, Id firstPortId)
{
    std::vector<Port> out;
    out.reserve(type.ports.size());
    QHash<QString, Id> rearByName;
    Id next = firstPortId;
    for (const PortTemplate &t : type.ports) {
        if (t.kind != PortKind::RearPort)
            continue;
        Port p = portFromTemplate(t);
        p.id = next++;
        p.deviceId = deviceId;
        rearByName.insert(t.name, p.id);
        out.push_back(std::move(p));
    }
    for (const PortTemplate &t : type.ports) {
        if (t.kind == PortKind::RearPort)
            continue;
        Port p = portFromTemplate(t);
        p.id = next++;
        p.deviceId = deviceId;
        if (t.kind == PortKind::FrontPort)
            p.rearPortId = rearByName.value(t.rearPort, 0);
        out.push_back(std::move(p));
    }
    // Outlets draw from the power port they name, wherever it is in the list.
    QHash<QString, Id> powerByName;
    for (const Port &p : out)
        if (p.kind == PortKind::PowerPort)
            powerByName.insert(p.name, p.id);
    if (!powerByName.isEmpty()) {
        QHash<QString, QString> feeds; // outlet name -> power port name
        for (const PortTemplate &t : type.ports)
            if (t.kind == PortKind::PowerOutlet && !t.powerPort.isEmpty())
                feeds.insert(t.name, t.powerPort);
        for (Port &p : out)
            if (p.kind == PortKind::PowerOutlet && feeds.contains(p.name))
                p.powerPortId = powerByName.value(feeds.value(p.name), 0);
    }
    return out;
}

bool isGpuNode(const Design &design, const Device &device)
{
    if (device.role == QLatin1String(kRoleGpuNode))
        return true;
    const DeviceType *t = design.deviceTypes.find(device.deviceTypeId);
    return t && t->gpuCount > 0 && device.role != QLatin1String(kRoleNvswitchTray);
}

QString cableDisplayName(const Design &design, const Cable &cable)
{
    if (!cable.label.isEmpty())
        return cable.label;
    auto end = [&](Id portId) {
        const Port *p = design.ports.find(portId);
        const Device *dev = p ? design.devices.find(p->deviceId) : nullptr;
        return (dev ? dev->name : QStringLiteral("?")) + QLatin1Char(':') +
               (p ? p->name : QStringLiteral("?"));
    };
    return end(cable.aPortId) + QLatin1Char('-') + end(cable.bPortId);
}

QString suName(int su)
{
    //: a scalable unit, numbered from 1 as in the reference architectures (SU1, SU2, ...)
    return su < 0 ? QStringLiteral("-") : Tr::tr("SU%1").arg(su + 1);
}

bool Design::operator==(const Design &o) const
{
    return name == o.name && description == o.description && fabricSpecYaml == o.fabricSpecYaml &&
           sites.items() == o.sites.items() && rooms.items() == o.rooms.items() &&
           rows.items() == o.rows.items() && racks.items() == o.racks.items() &&
           deviceTypes.items() == o.deviceTypes.items() && devices.items() == o.devices.items() &&
           ports.items() == o.ports.items() && cables.items() == o.cables.items() &&
           breakouts.items() == o.breakouts.items() && planes.items() == o.planes.items() &&
           rails.items() == o.rails.items() && supernodes.items() == o.supernodes.items() &&
           prefixes.items() == o.prefixes.items() && ipAddresses.items() == o.ipAddresses.items() &&
           changeLog.items() == o.changeLog.items();
}

} // namespace ry
