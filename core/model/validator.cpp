#include "validator.h"
#include "model/designutil.h"

#include "deviceroles.h"
#include "names.h"
#include "netboxtypes.h"
#include "power.h"
#include "trunk.h"

#include <QHostAddress>

#include <algorithm>
#include <cmath>
#include <future>
#include <map>

namespace ry {

namespace {

bool isHalfU(double v)
{
    return std::abs(v * 2 - std::round(v * 2)) < 1e-9;
}

/// The rack units a device at U position `position` (a multiple of 0.5) of height `height` U
/// touches, as a person reads them off the rack's unit numbers: "U10", "U10-U11". Unit n spans
/// [n, n + 1); a half-U device at 10.5 sits in the upper half of U10 (NetBox's decimal
/// positions, docs/references/cmdb.md). A zero-U device is shown at its one unit.
QString uRange(double position, double height)
{
    const double first = std::floor(position + 1e-9);
    const double last = std::max(first, std::ceil(position + height - 1e-9) - 1);
    if (last == first)
        return QStringLiteral("U%1").arg(first);
    return QStringLiteral("U%1-U%2").arg(first).arg(last);
}

/// The finding's object (Diagnostic::ref) for each kind of design object.
ObjectRef of(const Site &x)
{
    return {ObjectKind::Site, x.id};
}
ObjectRef of(const Room &x)
{
    return {ObjectKind::Room, x.id};
}
ObjectRef of(const Row &x)
{
    return {ObjectKind::Row, x.id};
}
ObjectRef of(const Rack &x)
{
    return {ObjectKind::Rack, x.id};
}
ObjectRef of(const DeviceType &x)
{
    return {ObjectKind::DeviceType, x.id};
}
ObjectRef of(const Device &x)
{
    return {ObjectKind::Device, x.id};
}
ObjectRef of(const Port &x)
{
    return {ObjectKind::Port, x.id};
}
ObjectRef of(const Cable &x)
{
    return {ObjectKind::Cable, x.id};
}
ObjectRef of(const Breakout &x)
{
    return {ObjectKind::Breakout, x.id};
}
ObjectRef of(const Plane &x)
{
    return {ObjectKind::Plane, x.id};
}
ObjectRef of(const Rail &x)
{
    return {ObjectKind::Rail, x.id};
}
ObjectRef of(const Supernode &x)
{
    return {ObjectKind::Supernode, x.id};
}
ObjectRef of(const Prefix &x)
{
    return {ObjectKind::Prefix, x.id};
}
ObjectRef of(const IpAddress &x)
{
    return {ObjectKind::IpAddress, x.id};
}

/// Calls fn(ref, kind, field, object, value) for every field that has a character rule
/// (names::fieldRule), on a const or mutable design. `object()` names the object for messages;
/// it is built only when called (a design of 100,000 GPUs has 711,540 ports).
template<typename D, typename Fn>
void forEachNameField(D &d, const Validator::Scope *scope, Fn fn)
{
    using S = Validator::Scope;
    auto in = [&](const QSet<Id> S::*set, Id id) { return !scope || (scope->*set).contains(id); };
    const QString kDesign = QStringLiteral("design");
    if (!scope) {
        fn(
            ObjectRef{ObjectKind::Design, 0}, kDesign, QStringLiteral("name"),
            [&] { return d.name; }, d.name);
        fn(
            ObjectRef{ObjectKind::Design, 0}, kDesign, QStringLiteral("description"),
            [&] { return d.name; }, d.description);
    }
    for (auto &x : d.sites)
        if (in(&S::sites, x.id)) {
            const auto o = [&] { return QString(x.name); };
            fn(of(x), QStringLiteral("site"), QStringLiteral("name"), o, x.name);
            fn(of(x), QStringLiteral("site"), QStringLiteral("description"), o, x.description);
        }
    for (auto &x : d.rooms)
        if (in(&S::rooms, x.id))
            fn(
                of(x), QStringLiteral("room"), QStringLiteral("name"), [&] { return x.name; },
                x.name);
    for (auto &x : d.rows)
        if (in(&S::rows, x.id))
            fn(
                of(x), QStringLiteral("row"), QStringLiteral("name"), [&] { return x.name; },
                x.name);
    for (auto &x : d.racks)
        if (in(&S::racks, x.id)) {
            const auto o = [&] { return QString(x.name); };
            fn(of(x), QStringLiteral("rack"), QStringLiteral("name"), o, x.name);
            fn(of(x), QStringLiteral("rack"), QStringLiteral("role"), o, x.role);
        }
    for (auto &x : d.deviceTypes)
        if (in(&S::deviceTypes, x.id)) {
            const auto o = [&] { return QString(x.slug); };
            const QString k = QStringLiteral("device_type");
            fn(of(x), k, QStringLiteral("slug"), o, x.slug);
            fn(of(x), k, QStringLiteral("manufacturer"), o, x.manufacturer);
            fn(of(x), k, QStringLiteral("model"), o, x.model);
            fn(of(x), k, QStringLiteral("part_number"), o, x.partNumber);
            fn(of(x), k, QStringLiteral("airflow"), o, x.airflow);
            fn(of(x), k, QStringLiteral("gpu_model"), o, x.gpuModel);
            fn(of(x), k, QStringLiteral("comments"), o, x.comments);
            for (auto &t : x.ports) {
                const auto po = [&] { return o() + QLatin1Char(':') + t.name; };
                fn(of(x), QStringLiteral("port"), QStringLiteral("name"), po, t.name);
                fn(of(x), QStringLiteral("port"), QStringLiteral("type"), po, t.type);
                fn(of(x), QStringLiteral("port"), QStringLiteral("description"), po, t.description);
            }
            for (auto &b : x.driveBays) {
                const auto bo = [&] { return o() + QLatin1Char(':') + b.name; };
                const QString bk = QStringLiteral("drive_bay");
                fn(of(x), bk, QStringLiteral("name"), bo, b.name);
                fn(of(x), bk, QStringLiteral("pci_address"), bo, b.pciAddress);
                fn(of(x), bk, QStringLiteral("description"), bo, b.description);
            }
        }
    for (auto &x : d.devices)
        if (in(&S::devices, x.id)) {
            const auto o = [&] { return QString(x.name); };
            const QString k = QStringLiteral("device");
            fn(of(x), k, QStringLiteral("name"), o, x.name);
            fn(of(x), k, QStringLiteral("role"), o, x.role);
            fn(of(x), k, QStringLiteral("serial"), o, x.serial);
            fn(of(x), k, QStringLiteral("asset_tag"), o, x.assetTag);
            fn(of(x), k, QStringLiteral("node_guid"), o, x.nodeGuid);
            fn(of(x), k, QStringLiteral("system_image_guid"), o, x.systemImageGuid);
            fn(of(x), k, QStringLiteral("chassis_mac"), o, x.chassisMac);
            fn(of(x), k, QStringLiteral("comments"), o, x.comments);
        }
    for (auto &x : d.ports)
        if (in(&S::ports, x.id)) {
            const auto o = [&] {
                const auto *dev = d.devices.find(x.deviceId);
                return (dev ? dev->name : QStringLiteral("?")) + QLatin1Char(':') + x.name;
            };
            const QString k = QStringLiteral("port");
            fn(of(x), k, QStringLiteral("name"), o, x.name);
            fn(of(x), k, QStringLiteral("type"), o, x.type);
            fn(of(x), k, QStringLiteral("pci_address"), o, x.pciAddress);
            fn(of(x), k, QStringLiteral("mac"), o, x.mac);
            fn(of(x), k, QStringLiteral("if_name"), o, x.ifName);
            fn(of(x), k, QStringLiteral("rdma_device"), o, x.rdmaDevice);
            fn(of(x), k, QStringLiteral("guid"), o, x.guid);
            fn(of(x), k, QStringLiteral("description"), o, x.description);
        }
    for (auto &x : d.cables)
        if (in(&S::cables, x.id)) {
            const auto o = [&] {
                return QString(x.label.isEmpty() ? QStringLiteral("#%1").arg(x.id) : x.label);
            };
            const QString k = QStringLiteral("cable");
            fn(of(x), k, QStringLiteral("label"), o, x.label);
            fn(of(x), k, QStringLiteral("colour"), o, x.colour);
            fn(of(x), k, QStringLiteral("part_number"), o, x.partNumber);
        }
    for (auto &x : d.breakouts)
        if (in(&S::breakouts, x.id)) {
            const auto o = [&] {
                return QString(x.label.isEmpty() ? QStringLiteral("#%1").arg(x.id) : x.label);
            };
            const QString k = QStringLiteral("breakout");
            fn(of(x), k, QStringLiteral("label"), o, x.label);
            fn(of(x), k, QStringLiteral("colour"), o, x.colour);
            fn(of(x), k, QStringLiteral("part_number"), o, x.partNumber);
        }
    for (auto &x : d.planes)
        if (in(&S::planes, x.id)) {
            const auto o = [&] { return QString(x.name); };
            fn(of(x), QStringLiteral("plane"), QStringLiteral("name"), o, x.name);
            fn(of(x), QStringLiteral("plane"), QStringLiteral("technology"), o, x.technology);
            fn(of(x), QStringLiteral("plane"), QStringLiteral("vrf"), o, x.vrf);
        }
    for (auto &x : d.rails)
        if (in(&S::rails, x.id))
            fn(
                of(x), QStringLiteral("rail"), QStringLiteral("name"), [&] { return x.name; },
                x.name);
    for (auto &x : d.supernodes)
        if (in(&S::supernodes, x.id)) {
            const auto o = [&] { return QString(x.name); };
            fn(of(x), QStringLiteral("supernode"), QStringLiteral("name"), o, x.name);
            fn(of(x), QStringLiteral("supernode"), QStringLiteral("kind"), o, x.kind);
        }
    for (auto &x : d.prefixes)
        if (in(&S::prefixes, x.id)) {
            const auto o = [&] { return QString(x.prefix); };
            fn(of(x), QStringLiteral("prefix"), QStringLiteral("vrf"), o, x.vrf);
            fn(of(x), QStringLiteral("prefix"), QStringLiteral("purpose"), o, x.purpose);
            fn(of(x), QStringLiteral("prefix"), QStringLiteral("description"), o, x.description);
        }
    for (auto &x : d.ipAddresses)
        if (in(&S::ipAddresses, x.id)) {
            const auto o = [&] { return QString(x.address); };
            fn(of(x), QStringLiteral("ip_address"), QStringLiteral("vrf"), o, x.vrf);
            fn(of(x), QStringLiteral("ip_address"), QStringLiteral("dns_name"), o, x.dnsName);
        }
}

class Checker
{
public:
    Checker(const Design &d, const Validator::Scope *scope) : m_d(d), m_scope(scope) {}

    Diagnostics run()
    {
        // The groups of rules only read the design and are independent of each other: on a
        // large design the unique-name rules run on a second thread beside the others (0.4 s
        // of the 100,000-GPU design's 1.1 s). The findings keep the one-thread order.
        if (m_d.ports.size() >= kSecondThreadPorts) {
            Checker first(m_d, m_scope);
            std::future<void> running = std::async(std::launch::async, [&] { first.names(); });
            rest();
            running.get();
            m_out.insert(m_out.begin(), std::make_move_iterator(first.m_out.begin()),
                         std::make_move_iterator(first.m_out.end()));
        } else {
            names();
            rest();
        }
        std::stable_sort(m_out.begin(), m_out.end(), [](const Diagnostic &a, const Diagnostic &b) {
            if (a.severity != b.severity)
                return a.severity > b.severity;
            return a.object < b.object;
        });
        return m_out;
    }

private:
    /// Designs with this many ports or more are checked on two threads (run()).
    static constexpr std::size_t kSecondThreadPorts = 50000;

    /// Every group of rules but names(), in run()'s order.
    void rest()
    {
        characters();
        deviceTypes();
        references();
        placement();
        cables();
        breakouts();
        ip();
        power();
    }

    bool in(const QSet<Id> Validator::Scope::*set, Id id) const
    {
        return !m_scope || (m_scope->*set).contains(id);
    }
    void error(ObjectRef ref, const QString &object, const QString &field, const QString &message)
    {
        m_out.push_back({Diagnostic::Severity::Error, message, {}, field, object, ref});
    }
    void warning(ObjectRef ref, const QString &object, const QString &field, const QString &message)
    {
        m_out.push_back({Diagnostic::Severity::Warning, message, {}, field, object, ref});
    }

    static bool nullKey(const QString &k) { return k.isNull(); }
    template<typename A, typename B>
    static bool nullKey(const std::pair<A, B> &)
    {
        return false;
    }

    // Reports every object whose key is shared with an earlier one (if either is in scope).
    // Keys are values (a string, or a pair such as (device id, port name)), never a string
    // built per object: the 711,540 ports of the 100,000-GPU design made that the largest
    // part of reading its file (issue 13 pt 5).
    template<typename T, typename KeyFn, typename NameFn>
    void unique(const Table<T> &table, const QSet<Id> Validator::Scope::*set, KeyFn key,
                NameFn name, const QString &field, const QString &what,
                Diagnostic::Severity severity = Diagnostic::Severity::Error)
    {
        using Key = std::decay_t<decltype(key(std::declval<const T &>()))>;
        QHash<Key, Id> seen;
        seen.reserve(qsizetype(table.size()));
        for (const T &x : table) {
            Key k = key(x);
            if (nullKey(k))
                continue;
            const auto it = seen.constFind(k);
            if (it == seen.cend()) {
                seen.insert(std::move(k), x.id);
                continue;
            }
            if (in(set, x.id) || in(set, *it))
                m_out.push_back({severity, what, {}, field, name(x), of(x)});
        }
    }

    void names()
    {
        using S = Validator::Scope;
        unique(
            m_d.sites, &S::sites, [](const Site &x) { return x.name; },
            [](const Site &x) { return x.name; }, QStringLiteral("name"),
            Tr::tr("Another site has the same name."));
        unique(
            m_d.rooms, &S::rooms, [](const Room &x) { return std::pair(x.siteId, x.name); },
            [](const Room &x) { return x.name; }, QStringLiteral("name"),
            Tr::tr("Another room of the same site has the same name."));
        unique(
            m_d.rows, &S::rows, [](const Row &x) { return std::pair(x.roomId, x.name); },
            [](const Row &x) { return x.name; }, QStringLiteral("name"),
            Tr::tr("Another row of the same room has the same name."));
        unique(
            m_d.racks, &S::racks, [](const Rack &x) { return x.name; },
            [](const Rack &x) { return x.name; }, QStringLiteral("name"),
            Tr::tr("Another rack has the same name."));
        unique(
            m_d.deviceTypes, &S::deviceTypes, [](const DeviceType &x) { return x.slug; },
            [](const DeviceType &x) { return x.slug; }, QStringLiteral("slug"),
            Tr::tr("Another device type has the same slug."));
        unique(
            m_d.devices, &S::devices, [](const Device &x) { return x.name; },
            [](const Device &x) { return x.name; }, QStringLiteral("name"),
            Tr::tr("Another device has the same name."));
        // Identities: one device per node GUID (an error) and per chassis MAC (a warning: lab
        // switches cloned from one image share a base MAC, as two of the public SONiC LLDP
        // samples do). Not per system image GUID: the modules of a director switch, each a
        // device, share their chassis's. A null key (an unset field) is skipped; the form is
        // normalised so "0x946D..." equals "946d...".
        const auto guidKey = [](const QString &g) {
            if (g.isEmpty())
                return QString();
            QString k = g.toLower();
            k.remove(QLatin1Char(':'));
            return k.startsWith(QLatin1String("0x")) ? k.mid(2) : k;
        };
        const auto macKey = [](const QString &m) {
            if (m.isEmpty())
                return QString();
            QString k = m.toUpper();
            k.replace(QLatin1Char('-'), QLatin1Char(':'));
            return k;
        };
        unique(
            m_d.devices, &S::devices, [&](const Device &x) { return guidKey(x.nodeGuid); },
            [](const Device &x) { return x.name; }, QStringLiteral("node_guid"),
            Tr::tr("Another device has the same node GUID."));
        unique(
            m_d.devices, &S::devices, [&](const Device &x) { return macKey(x.chassisMac); },
            [](const Device &x) { return x.name; }, QStringLiteral("chassis_mac"),
            Tr::tr("Another device has the same chassis MAC; verification cannot tell the two "
                   "apart by it."),
            Diagnostic::Severity::Warning);
        unique(
            m_d.planes, &S::planes, [](const Plane &x) { return x.name; },
            [](const Plane &x) { return x.name; }, QStringLiteral("name"),
            Tr::tr("Another plane has the same name."));
        unique(
            m_d.supernodes, &S::supernodes, [](const Supernode &x) { return x.name; },
            [](const Supernode &x) { return x.name; }, QStringLiteral("name"),
            Tr::tr("Another supernode has the same name."));
        unique(
            m_d.rails, &S::rails, [](const Rail &x) { return std::pair(x.planeId, x.index); },
            [&](const Rail &x) { return railName(x); }, QStringLiteral("index"),
            Tr::tr("Another rail of the same plane has the same index."));
        unique(
            m_d.prefixes, &S::prefixes, [](const Prefix &x) { return std::pair(x.vrf, x.prefix); },
            [](const Prefix &x) { return x.prefix; }, QStringLiteral("prefix"),
            Tr::tr("The prefix is defined twice in the same VRF."));
        unique(
            m_d.cables, &S::cables,
            [](const Cable &x) { return x.label.isEmpty() ? QString() : x.label; },
            [&](const Cable &x) { return cableName(x); }, QStringLiteral("label"),
            Tr::tr("Another cable has the same label."));
        unique(
            m_d.breakouts, &S::breakouts,
            [](const Breakout &x) { return x.label.isEmpty() ? QString() : x.label; },
            [](const Breakout &x) { return x.label; }, QStringLiteral("label"),
            Tr::tr("Another breakout has the same label."));
        unique(
            m_d.ports, &S::ports, [](const Port &x) { return std::pair(x.deviceId, x.name); },
            [&](const Port &x) { return portName(x.id); }, QStringLiteral("name"),
            Tr::tr("Another port of the same device has the same name."));
        for (const Site &x : m_d.sites)
            if (in(&S::sites, x.id) && x.name.trimmed().isEmpty())
                error(of(x), QString(), QStringLiteral("name"), Tr::tr("A site has no name."));
        for (const Rack &x : m_d.racks)
            if (in(&S::racks, x.id) && x.name.trimmed().isEmpty())
                error(of(x), QString(), QStringLiteral("name"), Tr::tr("A rack has no name."));
        for (const Device &x : m_d.devices)
            if (in(&S::devices, x.id) && x.name.trimmed().isEmpty())
                error(of(x), QString(), QStringLiteral("name"), Tr::tr("A device has no name."));
        required();
    }

    /// The other values a design file requires (docs/design-file-format.md, "required"): the
    /// store holds only what its YAML export reads back (issue 13), and NetBox requires them too.
    void required()
    {
        using S = Validator::Scope;
        const auto none = [](const QString &v) { return v.trimmed().isEmpty(); };
        for (const Room &x : m_d.rooms)
            if (in(&S::rooms, x.id) && none(x.name))
                error(of(x), QString(), QStringLiteral("name"), Tr::tr("A room has no name."));
        for (const Row &x : m_d.rows)
            if (in(&S::rows, x.id) && none(x.name))
                error(of(x), QString(), QStringLiteral("name"), Tr::tr("A row has no name."));
        for (const DeviceType &x : m_d.deviceTypes) {
            if (!in(&S::deviceTypes, x.id))
                continue;
            if (none(x.slug))
                error(of(x), x.model, QStringLiteral("slug"), Tr::tr("A device type has no slug."));
            if (none(x.manufacturer))
                error(of(x), x.slug, QStringLiteral("manufacturer"),
                      Tr::tr("The device type has no manufacturer."));
            if (none(x.model))
                error(of(x), x.slug, QStringLiteral("model"),
                      Tr::tr("The device type has no model."));
            // Port-template names: checkDeviceType().
        }
        for (const Device &x : m_d.devices)
            if (in(&S::devices, x.id) && none(x.role))
                error(of(x), x.name, QStringLiteral("role"), Tr::tr("The device has no role."));
        for (const Port &x : m_d.ports)
            if (in(&S::ports, x.id) && none(x.name))
                error(of(x), portName(x.id), QStringLiteral("name"), Tr::tr("A port has no name."));
        for (const Plane &x : m_d.planes)
            if (in(&S::planes, x.id) && none(x.name))
                error(of(x), QString(), QStringLiteral("name"), Tr::tr("A plane has no name."));
        for (const Supernode &x : m_d.supernodes)
            if (in(&S::supernodes, x.id) && none(x.name))
                error(of(x), QString(), QStringLiteral("name"), Tr::tr("A supernode has no name."));
    }

    /// The device-type rules (Validator::checkDeviceType) on every type in scope.
    void deviceTypes()
    {
        for (const DeviceType &x : m_d.deviceTypes) {
            if (!in(&Validator::Scope::deviceTypes, x.id))
                continue;
            for (const DeviceTypeFinding &f : Validator::checkDeviceType(x))
                m_out.push_back({f.severity, f.message, {}, f.path(), x.slug, of(x)});
        }
    }

    /// Every field against its character rule (names::fieldRule).
    void characters()
    {
        forEachNameField(m_d, m_scope,
                         [&](ObjectRef ref, const QString &kind, const QString &field,
                             const auto &object, const QString &value) {
                             if (value.isEmpty())
                                 return;
                             const QString why = names::check(names::fieldRule(kind, field), value);
                             if (!why.isEmpty())
                                 error(ref, names::printable(object()),
                                       kind + QLatin1Char('.') + field,
                                       Tr::tr("The %1 \"%2\" is not allowed: %3")
                                           .arg(field, names::printable(value), why));
                         });
    }

    void references()
    {
        using S = Validator::Scope;
        for (const Room &x : m_d.rooms)
            if (in(&S::rooms, x.id) && !m_d.sites.contains(x.siteId))
                error(of(x), x.name, QStringLiteral("site"),
                      Tr::tr("The room's site does not exist."));
        for (const Row &x : m_d.rows)
            if (in(&S::rows, x.id) && !m_d.rooms.contains(x.roomId))
                error(of(x), x.name, QStringLiteral("room"),
                      Tr::tr("The row's room does not exist."));
        for (const Rack &x : m_d.racks) {
            if (!in(&S::racks, x.id))
                continue;
            if (x.rowId && !m_d.rows.contains(x.rowId))
                error(of(x), x.name, QStringLiteral("row"),
                      Tr::tr("The rack's row does not exist."));
            if (x.uHeight <= 0 || x.uHeight > 100)
                error(
                    of(x), x.name, QStringLiteral("u_height"),
                    Tr::tr("The rack height must be between 1 and 100 U, not %1.").arg(x.uHeight));
        }
        for (const DeviceType &x : m_d.deviceTypes) {
            if (!in(&S::deviceTypes, x.id))
                continue;
            if (x.uHeight < 0 || !isHalfU(x.uHeight))
                error(of(x), x.slug, QStringLiteral("u_height"),
                      Tr::tr("The height must be a non-negative multiple of 0.5 U, not %1.")
                          .arg(x.uHeight));
        }
        for (const Device &x : m_d.devices) {
            if (!in(&S::devices, x.id))
                continue;
            if (!m_d.deviceTypes.contains(x.deviceTypeId))
                error(of(x), x.name, QStringLiteral("type"),
                      Tr::tr("The device type does not exist."));
            if (x.rackId && !m_d.racks.contains(x.rackId))
                error(of(x), x.name, QStringLiteral("rack"), Tr::tr("The rack does not exist."));
            if (x.supernodeId && !m_d.supernodes.contains(x.supernodeId))
                error(of(x), x.name, QStringLiteral("supernode"),
                      Tr::tr("The supernode does not exist."));
        }
        for (const Port &x : m_d.ports) {
            if (!in(&S::ports, x.id))
                continue;
            if (!m_d.devices.contains(x.deviceId))
                error(of(x), x.name, QStringLiteral("device"),
                      Tr::tr("The port's device does not exist."));
            if (x.planeId && !m_d.planes.contains(x.planeId))
                error(of(x), portName(x.id), QStringLiteral("plane"),
                      Tr::tr("The plane does not exist."));
            if (x.rearPortId) {
                const Port *rear = m_d.ports.find(x.rearPortId);
                if (!rear || rear->deviceId != x.deviceId || rear->kind != PortKind::RearPort)
                    error(of(x), portName(x.id), QStringLiteral("rear_port"),
                          Tr::tr("A front port must map to a rear port of the same device."));
                else if (x.rearPosition < 1 || x.rearPosition > rear->positions)
                    error(of(x), portName(x.id), QStringLiteral("rear_position"),
                          Tr::tr("Rear position %1 is outside 1..%2 of port %3.")
                              .arg(x.rearPosition)
                              .arg(rear->positions)
                              .arg(rear->name));
            }
            if (x.powerPortId) {
                const Port *inlet = m_d.ports.find(x.powerPortId);
                if (!power::isOutlet(x))
                    error(of(x), portName(x.id), QStringLiteral("power_port"),
                          Tr::tr("Only a power outlet draws from a power port of its device."));
                else if (!inlet || inlet->deviceId != x.deviceId || !power::isInlet(*inlet))
                    error(of(x), portName(x.id), QStringLiteral("power_port"),
                          Tr::tr("A power outlet draws from a power port of the same device."));
            }
            if (!x.feedLeg.isEmpty()) {
                if (!power::isOutlet(x))
                    error(of(x), portName(x.id), QStringLiteral("feed_leg"),
                          Tr::tr("Only a power outlet has a feed leg."));
                else if (x.feedLeg != QLatin1String("A") && x.feedLeg != QLatin1String("B") &&
                         x.feedLeg != QLatin1String("C"))
                    error(of(x), portName(x.id), QStringLiteral("feed_leg"),
                          Tr::tr("The feed leg must be A, B or C (NetBox feed_leg), not \"%1\".")
                              .arg(x.feedLeg));
            }
            if (x.availablePowerW < 0 || !std::isfinite(x.availablePowerW))
                error(of(x), portName(x.id), QStringLiteral("available_power_w"),
                      Tr::tr("The available power cannot be negative."));
            else if (x.availablePowerW > 0 && !power::isInlet(x))
                error(of(x), portName(x.id), QStringLiteral("available_power_w"),
                      Tr::tr("Only a power port (a PDU's inlet) has an available power."));
        }
        for (const Rail &x : m_d.rails)
            if (in(&S::rails, x.id) && !m_d.planes.contains(x.planeId))
                error(of(x), railName(x), QStringLiteral("plane"),
                      Tr::tr("The rail's plane does not exist."));
        for (const Prefix &x : m_d.prefixes)
            if (in(&S::prefixes, x.id) && x.planeId && !m_d.planes.contains(x.planeId))
                error(of(x), x.prefix, QStringLiteral("plane"),
                      Tr::tr("The plane does not exist."));
    }

    void placement()
    {
        using S = Validator::Scope;
        // Group racked devices by rack; check the racks that hold a device in scope.
        QHash<Id, std::vector<const Device *>> byRack;
        for (const Device &x : m_d.devices)
            if (x.rackId && x.position > 0)
                byRack[x.rackId].push_back(&x);
        for (const Device &x : m_d.devices) {
            if (!in(&S::devices, x.id))
                continue;
            if (x.position < 0 || !isHalfU(x.position))
                error(of(x), x.name, QStringLiteral("position"),
                      Tr::tr("The U position must be a multiple of 0.5, not %1.").arg(x.position));
            if (x.position > 0 && !x.rackId)
                error(of(x), x.name, QStringLiteral("position"),
                      Tr::tr("The device has a U position but no rack."));
        }
        for (auto it = byRack.cbegin(); it != byRack.cend(); ++it) {
            const Rack *rack = m_d.racks.find(it.key());
            if (!rack)
                continue;
            const auto &devs = it.value();
            const bool rackInScope = !m_scope || m_scope->racks.contains(rack->id);
            for (std::size_t i = 0; i < devs.size(); ++i) {
                const Device &a = *devs[i];
                const double ha = height(a);
                const bool aIn = rackInScope || in(&S::devices, a.id);
                if (aIn && (a.position < 1 || a.position + ha - 1 > rack->uHeight + 1e-9))
                    error(of(a), a.name, QStringLiteral("position"),
                          Tr::tr("%1 does not fit rack %2 (U1-U%3).")
                              .arg(uRange(a.position, ha), rack->name)
                              .arg(rack->uHeight));
                if (ha <= 0)
                    continue;
                for (std::size_t j = i + 1; j < devs.size(); ++j) {
                    const Device &b = *devs[j];
                    const double hb = height(b);
                    if (hb <= 0 || !(aIn || in(&S::devices, b.id)))
                        continue;
                    const bool overlapU =
                        a.position < b.position + hb - 1e-9 && b.position < a.position + ha - 1e-9;
                    if (!overlapU)
                        continue;
                    const bool sameFace = a.face == b.face || fullDepth(a) || fullDepth(b);
                    if (sameFace)
                        error(of(b), b.name, QStringLiteral("position"),
                              Tr::tr("%1 in rack %2 overlaps %3 (%4).")
                                  .arg(uRange(b.position, hb), rack->name, a.name,
                                       uRange(a.position, ha)));
                }
            }
        }
    }

    void cables()
    {
        using S = Validator::Scope;
        QHash<Id, Id> endOwner; // port id -> cable id
        endOwner.reserve(qsizetype(m_d.cables.size() * 2));
        for (const Cable &c : m_d.cables) {
            const bool cIn = in(&S::cables, c.id);
            for (Id p : {c.aPortId, c.bPortId}) {
                if (cIn && !m_d.ports.contains(p)) {
                    error(of(c), cableName(c),
                          p == c.aPortId ? QStringLiteral("a") : QStringLiteral("b"),
                          Tr::tr("The cable end's port does not exist."));
                    continue;
                }
                auto it = endOwner.constFind(p);
                if (it == endOwner.cend()) {
                    endOwner.insert(p, c.id);
                    continue;
                }
                if (cIn || in(&S::cables, *it) || in(&S::ports, p))
                    error(of(c), cableName(c), QStringLiteral("port"),
                          Tr::tr("Port %1 already carries cable %2; a port carries at most one "
                                 "cable end.")
                              .arg(portName(p), cableName(*m_d.cables.find(*it))));
            }
            if (cIn && c.aPortId == c.bPortId)
                error(of(c), cableName(c), QStringLiteral("b"),
                      Tr::tr("Both ends of the cable are the same port."));
            if (cIn)
                terminations(c);
            if (cIn && c.lengthM && *c.lengthM < 0)
                // The key the design file holds it in (designyaml: metres as length_m).
                error(of(c), cableName(c),
                      c.lengthUnit == LengthUnit::Metre ? QStringLiteral("length_m")
                                                        : QStringLiteral("length"),
                      Tr::tr("The length cannot be negative."));
            if (cIn)
                trunk(c);
        }
    }

    /// Multi-fibre trunks (model/trunk.h): a fibre count and a polarity belong to a cable
    /// between two rear ports; the count is 0 (not given) or at least the positions it carries
    /// (an MPO-12 may carry 8 positions, as SR4 optics use 8 of its 12 fibres), at most
    /// kMaxTrunkFibres.
    void trunk(const Cable &c)
    {
        if (c.fibres < 0 || c.fibres > kMaxTrunkFibres)
            error(of(c), cableName(c), QStringLiteral("fibres"),
                  Tr::tr("A trunk has 0 (not given) to %1 fibres.").arg(kMaxTrunkFibres));
        if (!isTrunk(m_d, c)) {
            if (c.fibres != 0 || c.polarity != TrunkPolarity::Unspecified)
                warning(of(c), cableName(c),
                        c.fibres != 0 ? QStringLiteral("fibres") : QStringLiteral("polarity"),
                        Tr::tr("Fibres and polarity describe a trunk between two rear ports; "
                               "this cable is not one and they are ignored."));
            return;
        }
        const Port *a = m_d.ports.find(c.aPortId);
        const Port *b = m_d.ports.find(c.bPortId);
        const int positions = std::min(a->positions, b->positions);
        if (c.fibres > 0 && c.fibres < positions)
            error(of(c), cableName(c), QStringLiteral("fibres"),
                  Tr::tr("A trunk of %1 fibres cannot carry the %2 positions of its rear ports.")
                      .arg(c.fibres)
                      .arg(positions));
        if (a->positions != b->positions)
            warning(of(c), cableName(c), QStringLiteral("b"),
                    Tr::tr("The trunk joins rear ports of %1 and %2 positions; positions above %3 "
                           "lead nowhere.")
                        .arg(a->positions)
                        .arg(b->positions)
                        .arg(positions));
        if (c.polarity == TrunkPolarity::TypeC && positions % 2 == 1 &&
            (c.fibres == 0 || c.fibres / positions < 2))
            warning(of(c), cableName(c), QStringLiteral("polarity"),
                    Tr::tr("A Type C trunk flips fibres in pairs; with %1 single-fibre positions "
                           "the last one has no partner.")
                        .arg(positions));
    }

    /// Breakout cables (model/breakout.h): the cage port exists and is an interface, 2..8
    /// lanes; every leg belongs to a breakout, has a lane of it that no other leg has, starts at
    /// a port of the cage's device and shares the breakout's medium; no plain cable ends at a
    /// cage.
    void breakouts()
    {
        using S = Validator::Scope;
        const auto bName = [](const Breakout &b) {
            return b.label.isEmpty() ? QStringLiteral("#%1").arg(b.id) : b.label;
        };
        QHash<Id, const Breakout *> cages;
        for (const Breakout &b : m_d.breakouts) {
            cages.insert(b.aPortId, &b);
            if (!in(&S::breakouts, b.id))
                continue;
            const Port *cage = m_d.ports.find(b.aPortId);
            if (!cage)
                error(of(b), bName(b), QStringLiteral("a"),
                      Tr::tr("The breakout's cage port does not exist."));
            else if (cage->kind != PortKind::Interface)
                error(of(b), bName(b), QStringLiteral("a"),
                      Tr::tr("The breakout's cage %1 is not a network interface.")
                          .arg(portName(cage->id)));
            if (b.lanes < 2 || b.lanes > 8)
                error(of(b), bName(b), QStringLiteral("lanes"),
                      Tr::tr("A breakout has 2 to 8 lanes, not %1.").arg(b.lanes));
            if (b.lengthM && *b.lengthM < 0)
                error(of(b), bName(b),
                      b.lengthUnit == LengthUnit::Metre ? QStringLiteral("length_m")
                                                        : QStringLiteral("length"),
                      Tr::tr("The length cannot be negative."));
        }
        QSet<std::pair<Id, int>> lanes;
        for (const Cable &c : m_d.cables) {
            const bool cIn = in(&S::cables, c.id);
            if (!c.breakoutId) {
                if (c.lane != -1 && cIn)
                    error(of(c), cableName(c), QStringLiteral("lane"),
                          Tr::tr("The cable has a lane but belongs to no breakout."));
                for (Id p : {c.aPortId, c.bPortId})
                    if (const Breakout *b = cages.value(p, nullptr);
                        b && (cIn || in(&S::breakouts, b->id)))
                        error(of(c), cableName(c),
                              p == c.aPortId ? QStringLiteral("a") : QStringLiteral("b"),
                              Tr::tr("Port %1 is the cage of breakout %2; only its legs start "
                                     "there.")
                                  .arg(portName(p), bName(*b)));
                continue;
            }
            const Breakout *b = m_d.breakouts.find(c.breakoutId);
            if (!b) {
                if (cIn)
                    error(of(c), cableName(c), QStringLiteral("breakout"),
                          Tr::tr("The cable is a leg of a breakout that does not exist."));
                continue;
            }
            if (!cIn && !in(&S::breakouts, b->id))
                continue;
            if (c.lane < 0 || c.lane >= b->lanes)
                error(of(c), cableName(c), QStringLiteral("lane"),
                      Tr::tr("Breakout %1 has lanes 0 to %2; lane %3 does not exist.")
                          .arg(bName(*b))
                          .arg(b->lanes - 1)
                          .arg(c.lane));
            else if (lanes.contains({b->id, c.lane}))
                error(
                    of(c), cableName(c), QStringLiteral("lane"),
                    Tr::tr("Lane %1 of breakout %2 has a second leg.").arg(c.lane).arg(bName(*b)));
            lanes.insert({b->id, c.lane});
            const Port *cage = m_d.ports.find(b->aPortId);
            const Port *a = m_d.ports.find(c.aPortId);
            if (cage && a && a->deviceId != cage->deviceId)
                error(of(c), cableName(c), QStringLiteral("a"),
                      Tr::tr("A leg of breakout %1 starts at %2, not on the device of its cage "
                             "%3.")
                          .arg(bName(*b), portName(a->id), portName(cage->id)));
            if (c.medium != b->medium)
                error(of(c), cableName(c), QStringLiteral("medium"),
                      Tr::tr("A leg is %1 but its breakout %2 is %3: one cable has one medium.")
                          .arg(toString(c.medium), bName(*b), toString(b->medium)));
        }
    }

    void ip()
    {
        using S = Validator::Scope;
        QHash<Id, std::pair<QHostAddress, int>> nets;
        for (const Prefix &p : m_d.prefixes) {
            const auto net = QHostAddress::parseSubnet(p.prefix);
            if (net.first.isNull() || !p.prefix.contains(QLatin1Char('/'))) {
                if (in(&S::prefixes, p.id))
                    error(of(p), p.prefix, QStringLiteral("prefix"),
                          Tr::tr("Not a network in CIDR notation (e.g. 10.0.0.0/24)."));
                continue;
            }
            const QHostAddress base(p.prefix.section(QLatin1Char('/'), 0, 0));
            if (in(&S::prefixes, p.id) && base != net.first)
                error(of(p), p.prefix, QStringLiteral("prefix"),
                      Tr::tr("Host bits are set; the network is %1/%2.")
                          .arg(net.first.toString())
                          .arg(net.second));
            nets.insert(p.id, net);
        }
        QHash<QString, Id> seen;
        for (const IpAddress &a : m_d.ipAddresses) {
            const QString host = a.address.section(QLatin1Char('/'), 0, 0);
            const QHostAddress addr(host);
            const bool aIn = in(&S::ipAddresses, a.id);
            if (addr.isNull()) {
                if (aIn)
                    error(of(a), a.address, QStringLiteral("address"),
                          Tr::tr("Not an IP address."));
                continue;
            }
            const QString key = a.vrf + QChar(0x1f) + addr.toString();
            auto it = seen.constFind(key);
            if (it != seen.cend() && (aIn || in(&S::ipAddresses, *it)))
                error(of(a), a.address, QStringLiteral("address"),
                      a.vrf.isEmpty()
                          ? Tr::tr("The address is assigned twice in the global VRF.")
                          : Tr::tr("The address is assigned twice in VRF %1.").arg(a.vrf));
            else
                seen.insert(key, a.id);
            if (!aIn)
                continue;
            if (a.prefixId) {
                const Prefix *p = m_d.prefixes.find(a.prefixId);
                if (!p)
                    error(of(a), a.address, QStringLiteral("prefix"),
                          Tr::tr("The prefix does not exist."));
                else if (nets.contains(p->id)) {
                    if (!addr.isInSubnet(nets.value(p->id)))
                        error(of(a), a.address, QStringLiteral("address"),
                              Tr::tr("The address lies outside its prefix %1.").arg(p->prefix));
                    if (p->vrf != a.vrf)
                        error(of(a), a.address, QStringLiteral("vrf"),
                              Tr::tr("The address is in VRF \"%1\" but its prefix %2 is in VRF "
                                     "\"%3\".")
                                  .arg(a.vrf, p->prefix, p->vrf));
                }
            }
            if (a.portId && !m_d.ports.contains(a.portId))
                error(of(a), a.address, QStringLiteral("interface"),
                      Tr::tr("The interface does not exist."));
        }
    }

    /// The two ends of cable `c` are of kinds NetBox can join (power::compatibleTerminations;
    /// NetBox validates cable terminations against COMPATIBLE_TERMINATION_TYPES in
    /// Cable.clean(), netbox/dcim/models/cables.py).
    void terminations(const Cable &c)
    {
        const Port *a = m_d.ports.find(c.aPortId);
        const Port *b = m_d.ports.find(c.bPortId);
        if (!a || !b || a == b)
            return;
        const QString ma = power::terminationModel(m_d, *a);
        const QString mb = power::terminationModel(m_d, *b);
        if (power::compatibleTerminations(ma, mb))
            return;
        // Designs from before power outlets had a kind of their own: a PDU's outlet kept as a
        // power port with a plug type.
        auto pdu = [&](const Port *p) {
            const Device *x = m_d.devices.find(p->deviceId);
            return x && x->role == QLatin1String(kRolePdu);
        };
        if (ma == mb && ma == QLatin1String("powerport") && pdu(a) != pdu(b)) {
            warning(of(c), cableName(c), QStringLiteral("kind"),
                    Tr::tr("The cable joins power port %1 to power port %2; make the PDU's end "
                           "a power outlet (kind power-outlet).")
                        .arg(portName(a->id), portName(b->id)));
            return;
        }
        // A warning, not an error: a lab's serial link between two console ports is real, but
        // NetBox cannot record it, and the NetBox export leaves such cables out (and says so).
        warning(of(c), cableName(c), QStringLiteral("kind"),
                Tr::tr("A cable cannot join %1 (%2) to %3 (%4): power ports connect to power "
                       "outlets, console ports to console server ports (or through front and "
                       "rear ports), interfaces to interfaces (NetBox's cable rules).")
                    .arg(portName(a->id), netbox::componentKindName(a->kind), portName(b->id),
                         netbox::componentKindName(b->kind)));
    }

    void power()
    {
        const power::Budget b = power::budget(m_d);
        for (const power::RackLoad &r : b.racks) {
            if (!in(&Validator::Scope::racks, r.rackId))
                continue;
            const Rack *rack = m_d.racks.find(r.rackId);
            if (r.budgetW > 0 && r.maxW > r.budgetW + 1e-6)
                warning(of(*rack), r.name, QStringLiteral("power_budget_w"),
                        Tr::tr("Maximum draw %1 kW exceeds the rack's budget of %2 kW.")
                            .arg(r.maxW / 1000.0, 0, 'f', 1)
                            .arg(r.budgetW / 1000.0, 0, 'f', 1));
            if (r.budgetW > 0 && r.connectedW > r.budgetW + 1e-6)
                warning(of(*rack), r.name, QStringLiteral("power_budget_w"),
                        Tr::tr("The PSUs cabled to the rack's PDUs draw %1 kW, over the rack's "
                               "budget of %2 kW.")
                            .arg(r.connectedW / 1000.0, 0, 'f', 1)
                            .arg(r.budgetW / 1000.0, 0, 'f', 1));
            if (r.budgetW > 0 && !r.typesWithoutPower.isEmpty())
                warning(of(*rack), r.name, QStringLiteral("power_budget_w"),
                        Tr::tr("%n device(s) in the rack have no power figure (device types "
                               "%1: no power_max_w, power_typical_w or power port draw); the "
                               "rack's %2 of %3 kW counts them as 0 W.",
                               nullptr, r.devicesWithoutPower)
                            .arg(r.typesWithoutPower.join(QStringLiteral(", ")))
                            .arg(r.maxW / 1000.0, 0, 'f', 1)
                            .arg(r.budgetW / 1000.0, 0, 'f', 1));
        }
        for (const power::PduLoad &p : b.pdus) {
            const Device *x = m_d.devices.find(p.deviceId);
            if (!x || !in(&Validator::Scope::devices, x->id) || p.capacityW <= 0)
                continue;
            if (p.drawW > p.capacityW + 1e-6)
                warning(of(*x), p.name, QStringLiteral("available_power_w"),
                        Tr::tr("The PSUs cabled to PDU %1 draw %2 kW, over its %3 kW.")
                            .arg(p.name)
                            .arg(p.drawW / 1000.0, 0, 'f', 2)
                            .arg(p.capacityW / 1000.0, 0, 'f', 2));
            for (const power::LegLoad &g : p.legs)
                if (g.drawW > g.capacityW + 1e-6)
                    warning(of(*x), p.name, QStringLiteral("feed_leg"),
                            Tr::tr("Feed leg %1 of PDU %2 carries %3 kW, over its %4 kW.")
                                .arg(g.leg.isEmpty() ? QStringLiteral("-") : g.leg, p.name)
                                .arg(g.drawW / 1000.0, 0, 'f', 2)
                                .arg(g.capacityW / 1000.0, 0, 'f', 2));
        }
    }

    double height(const Device &d) const
    {
        const DeviceType *t = m_d.deviceTypes.find(d.deviceTypeId);
        return t ? t->uHeight : 1;
    }
    bool fullDepth(const Device &d) const
    {
        const DeviceType *t = m_d.deviceTypes.find(d.deviceTypeId);
        return t ? t->fullDepth : true;
    }
    QString portName(Id portId) const
    {
        const Port *p = m_d.ports.find(portId);
        if (!p)
            return QStringLiteral("#%1").arg(portId);
        const Device *d = m_d.devices.find(p->deviceId);
        return (d ? d->name : QStringLiteral("?")) + QLatin1Char(':') + p->name;
    }
    QString cableName(const Cable &c) const { return cableDisplayName(m_d, c); }
    QString railName(const Rail &r) const
    {
        const Plane *p = m_d.planes.find(r.planeId);
        return (p ? p->name : QStringLiteral("?")) + QStringLiteral(" rail ") +
               QString::number(r.index);
    }

    const Design &m_d;
    const Validator::Scope *m_scope;
    Diagnostics m_out;
};

} // namespace

bool Validator::Scope::empty() const
{
    return sites.isEmpty() && rooms.isEmpty() && rows.isEmpty() && racks.isEmpty() &&
           deviceTypes.isEmpty() && devices.isEmpty() && ports.isEmpty() && cables.isEmpty() &&
           breakouts.isEmpty() && planes.isEmpty() && rails.isEmpty() && supernodes.isEmpty() &&
           prefixes.isEmpty() && ipAddresses.isEmpty();
}

Validator::Validator(const Design &design) : m_design(design) {}

Diagnostics Validator::validateAll() const
{
    return run(nullptr);
}

Diagnostics Validator::validate(const Scope &scope) const
{
    return run(&scope);
}

Diagnostics Validator::run(const Scope *scope) const
{
    return Checker(m_design, scope).run();
}

std::vector<NameChange> Validator::sanitizeNames(Design &design)
{
    std::vector<NameChange> changes;
    forEachNameField(design, nullptr,
                     [&](ObjectRef, const QString &kind, const QString &field, const auto &object,
                         QString &value) {
                         const QString after =
                             names::sanitize(names::fieldRule(kind, field), value);
                         if (after == value)
                             return;
                         changes.push_back({kind, field, object(), value, after});
                         value = after;
                     });
    return changes;
}

QString NameChange::describe() const
{
    return Tr::tr("%1 %2: %3 \"%4\" -> \"%5\"")
        .arg(kind, names::printable(object), field, names::printable(before),
             names::printable(after));
}

QString DeviceTypeFinding::path() const
{
    if (port >= 0)
        return QStringLiteral("ports[%1].%2").arg(port).arg(field);
    if (driveBay >= 0)
        return QStringLiteral("drive_bays[%1].%2").arg(driveBay).arg(field);
    return QStringLiteral("module_bays[%1]").arg(moduleBay);
}

std::vector<DeviceTypeFinding> Validator::checkDeviceType(const DeviceType &type)
{
    using Severity = Diagnostic::Severity;
    std::vector<DeviceTypeFinding> out;
    auto add = [&](Severity severity, int port, int first, const char *field,
                   const QString &message) {
        DeviceTypeFinding f;
        f.severity = severity;
        f.message = message;
        f.field = QLatin1String(field);
        f.port = port;
        f.first = first;
        out.push_back(std::move(f));
    };
    const std::vector<PortTemplate> &ports = type.ports;
    QHash<QString, int> byName; // first port of each name
    for (int i = 0; i < int(ports.size()); ++i) {
        const PortTemplate &p = ports[std::size_t(i)];
        if (p.name.trimmed().isEmpty()) {
            add(Severity::Error, i, -1, "name", Tr::tr("A port has no name."));
        } else if (auto it = byName.constFind(p.name); it != byName.cend()) {
            add(Severity::Error, i, *it, "name",
                Tr::tr("Port \"%1\" is defined twice.").arg(names::printable(p.name)));
        } else {
            byName.insert(p.name, i);
        }
        if (p.positions < 1)
            add(Severity::Error, i, -1, "positions",
                Tr::tr("Port \"%1\" has %2 positions; it needs at least 1.")
                    .arg(names::printable(p.name))
                    .arg(p.positions));
        if (!p.type.isEmpty() && !netbox::isComponentType(p.kind, p.type)) {
            QString message = Tr::tr("Port \"%1\" has the type \"%2\", which is not a NetBox %3 "
                                     "type.")
                                  .arg(names::printable(p.name), names::printable(p.type),
                                       netbox::componentKindName(p.kind));
            if (p.kind != PortKind::Interface &&
                netbox::isComponentType(PortKind::Interface, p.type))
                message += QLatin1Char(' ') + Tr::tr("It is an interface type.");
            add(Severity::Warning, i, -1, "type", message);
        }
    }
    QHash<QString, int> rearByName; // first rear port of each name
    for (int i = 0; i < int(ports.size()); ++i)
        if (ports[std::size_t(i)].kind == PortKind::RearPort &&
            !rearByName.contains(ports[std::size_t(i)].name))
            rearByName.insert(ports[std::size_t(i)].name, i);
    std::map<std::pair<QString, int>, int> usedPositions; // (rear port, position) -> front port
    for (int i = 0; i < int(ports.size()); ++i) {
        const PortTemplate &p = ports[std::size_t(i)];
        if (p.kind != PortKind::FrontPort || p.rearPort.isEmpty())
            continue;
        const QString name = names::printable(p.name);
        auto r = rearByName.constFind(p.rearPort);
        if (r == rearByName.cend()) {
            auto other = byName.constFind(p.rearPort);
            if (other != byName.cend() && *other != i) {
                add(Severity::Error, i, *other, "rear_port",
                    Tr::tr("Front port \"%1\" maps to \"%2\", which is not a rear port.")
                        .arg(name, names::printable(p.rearPort)));
                continue;
            }
            add(Severity::Error, i, -1, "rear_port",
                Tr::tr("Front port \"%1\" maps to rear port \"%2\", which does not exist.")
                    .arg(name, names::printable(p.rearPort)));
            continue;
        }
        const PortTemplate &rear = ports[std::size_t(*r)];
        if (p.rearPosition < 1 || p.rearPosition > rear.positions) {
            add(Severity::Error, i, -1, "rear_position",
                Tr::tr("Front port \"%1\" uses position %2 of rear port \"%3\", which has "
                       "positions 1 to %4.")
                    .arg(name)
                    .arg(p.rearPosition)
                    .arg(names::printable(rear.name))
                    .arg(rear.positions));
            continue;
        }
        auto [it, fresh] = usedPositions.insert({{p.rearPort, p.rearPosition}, i});
        if (!fresh)
            add(Severity::Error, i, it->second, "rear_position",
                Tr::tr("Front ports \"%1\" and \"%2\" both use position %3 of rear port \"%4\".")
                    .arg(names::printable(ports[std::size_t(it->second)].name), name)
                    .arg(p.rearPosition)
                    .arg(names::printable(rear.name)));
    }
    // Power outlets: the power port they draw from is one of the type's power ports, and the
    // feed leg one of NetBox's PowerOutletFeedLegChoices (A, B, C; netbox/dcim/choices.py).
    for (int i = 0; i < int(ports.size()); ++i) {
        const PortTemplate &p = ports[std::size_t(i)];
        if (!p.powerPort.isEmpty() || !p.feedLeg.isEmpty()) {
            if (p.kind != PortKind::PowerOutlet) {
                add(Severity::Error, i, -1, p.powerPort.isEmpty() ? "feed_leg" : "power_port",
                    Tr::tr("Port \"%1\" is no power outlet; only outlets have a power port and "
                           "a feed leg.")
                        .arg(names::printable(p.name)));
                continue;
            }
        }
        if (!p.powerPort.isEmpty()) {
            auto other = byName.constFind(p.powerPort);
            if (other == byName.cend())
                add(Severity::Error, i, -1, "power_port",
                    Tr::tr("Power outlet \"%1\" draws from power port \"%2\", which does not "
                           "exist.")
                        .arg(names::printable(p.name), names::printable(p.powerPort)));
            else if (ports[std::size_t(*other)].kind != PortKind::PowerPort)
                add(Severity::Error, i, *other, "power_port",
                    Tr::tr("Power outlet \"%1\" draws from \"%2\", which is not a power port.")
                        .arg(names::printable(p.name), names::printable(p.powerPort)));
        }
        if (!p.feedLeg.isEmpty() && p.feedLeg != QLatin1String("A") &&
            p.feedLeg != QLatin1String("B") && p.feedLeg != QLatin1String("C"))
            add(Severity::Error, i, -1, "feed_leg",
                Tr::tr("Power outlet \"%1\" has feed leg \"%2\"; NetBox's legs are A, B and C.")
                    .arg(names::printable(p.name), names::printable(p.feedLeg)));
    }
    QHash<QString, int> bays;
    for (int j = 0; j < int(type.moduleBays.size()); ++j) {
        const QString &bay = type.moduleBays[j];
        DeviceTypeFinding f;
        f.field = QStringLiteral("name");
        f.moduleBay = j;
        if (bay.trimmed().isEmpty()) {
            f.message = Tr::tr("A module bay has no name.");
        } else if (auto it = bays.constFind(bay); it != bays.cend()) {
            f.message = Tr::tr("Module bay \"%1\" is defined twice.").arg(names::printable(bay));
            f.first = *it;
        } else {
            bays.insert(bay, j);
            continue;
        }
        out.push_back(std::move(f));
    }
    // Drive bays: names unique within the type (udev links disk/by-slot/<name>), one bay per
    // PCI address (two bays on one slot address would name one drive twice).
    QHash<QString, int> driveNames;
    QHash<QString, int> drivePci;
    for (int j = 0; j < int(type.driveBays.size()); ++j) {
        const DriveBayTemplate &b = type.driveBays[std::size_t(j)];
        DeviceTypeFinding f;
        f.driveBay = j;
        f.field = QStringLiteral("name");
        if (b.name.trimmed().isEmpty()) {
            f.message = Tr::tr("A drive bay has no name.");
            out.push_back(f);
        } else if (auto it = driveNames.constFind(b.name); it != driveNames.cend()) {
            f.message = Tr::tr("Drive bay \"%1\" is defined twice.").arg(names::printable(b.name));
            f.first = *it;
            out.push_back(f);
        } else {
            driveNames.insert(b.name, j);
        }
        const QString pci = b.pciAddress.toLower();
        if (pci.isEmpty())
            continue;
        f.field = QStringLiteral("pci_address");
        f.first = -1;
        if (auto it = drivePci.constFind(pci); it != drivePci.cend()) {
            f.message = Tr::tr("Drive bays \"%1\" and \"%2\" have the same PCI address %3.")
                            .arg(names::printable(type.driveBays[std::size_t(*it)].name),
                                 names::printable(b.name), b.pciAddress);
            f.first = *it;
            out.push_back(std::move(f));
        } else {
            drivePci.insert(pci, j);
        }
    }
    return out;
}

std::size_t Validator::errorCount(const Diagnostics &d)
{
    return std::size_t(std::count_if(d.begin(), d.end(), [](const Diagnostic &x) {
        return x.severity == Diagnostic::Severity::Error;
    }));
}

} // namespace ry
