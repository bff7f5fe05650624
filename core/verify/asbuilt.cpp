#include "asbuilt.h"

#include "verifier.h"

#include "model/deviceroles.h"
#include "model/names.h"
#include "model/validator.h"
#include "util/naturalsort.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>

namespace ry::verify {

namespace {

enum class DevClass
{
    IbSwitch,
    Host,     // CAs that name a host, LLDP chassis
    IbNoName, // CAs / routers that name no host
};

struct PortBuild
{
    QString name;
    bool mgmtOnly = false;
    int ibNumber = 0;     // InfiniBand port number (0 = not InfiniBand)
    QString laneSpeed;    // "NDR" ..., from the link; "" = not cabled or LLDP
    double speedGbps = 0; // as the link ran
    QString guid;
    QString mac;
    bool ib = false;
    bool cabled = false;
    QString widthSpeed;
};

struct DevBuild
{
    QString name;
    DevClass cls = DevClass::Host;
    QString model;           // switch model from the description ("MQM9701")
    QString vendorId;        // InfiniBand vendid
    QString description;     // for the role guess
    QString nodeKey;         // the IB switch node, for name clashes
    SourceLocation location; // where the first node of the device was reported
    std::vector<PortBuild> ports;
    QHash<QString, std::size_t> portIndex;
    bool ib = false;
    bool lldp = false;
    QString nodeGuid;        // switches: the node GUID (Device::nodeGuid)
    QString systemImageGuid; // switches, unnamed CA boxes: the system image GUID
    QString chassisMac;      // LLDP chassis id of subtype mac

    PortBuild &port(const QString &portName)
    {
        auto it = portIndex.constFind(portName);
        if (it != portIndex.cend())
            return ports[*it];
        portIndex.insert(portName, ports.size());
        ports.push_back({});
        ports.back().name = portName;
        return ports.back();
    }
};

struct Compiled
{
    QRegularExpression re;
    QString device, port;
};

struct NodeName
{
    QString device;
    QString portTemplate;
    QStringList captures;
    bool byRule = false;
};

QString roleGuess(const DevBuild &d)
{
    const QString s = (d.name + QLatin1Char(' ') + d.description).toLower();
    if (d.cls == DevClass::IbSwitch || s.contains(QLatin1String("switch"))) {
        if (s.contains(QLatin1String("spine")))
            return QString::fromLatin1(kRoleSpine);
        if (s.contains(QLatin1String("leaf")))
            return QString::fromLatin1(kRoleLeaf);
        if (s.contains(QLatin1String("core")))
            return QString::fromLatin1(kRoleCore);
        return QString::fromLatin1(kRoleSwitch);
    }
    if (s.contains(QLatin1String("spine")))
        return QString::fromLatin1(kRoleSpine);
    if (s.contains(QLatin1String("leaf")))
        return QString::fromLatin1(kRoleLeaf);
    if (s.contains(QLatin1String("dgx")) || s.contains(QLatin1String("hgx")) ||
        s.contains(QLatin1String("gpu")))
        return QString::fromLatin1(kRoleGpuNode);
    return QString::fromLatin1(kRoleServer);
}

/// The manufacturer of a synthesised type, from the InfiniBand vendor id. A device whose fabric
/// reports no vendor (an LLDP chassis, a CA without vendid) gets "Unknown": NetBox requires a
/// manufacturer on every device type, and so do the design file (device_types[].manufacturer),
/// the Validator and netbox-export's manufacturers list; an empty one was stored but could not be
/// exported and read back (issue 13). The value is data, like a slug, so it is not translated.
QString manufacturerOf(const QString &vendorId)
{
    bool ok = false;
    const uint v = vendorId.toUInt(&ok, 16);
    if (ok && (v == 0x2c9 || v == 0x8f1 || v == 0x119f))
        return QStringLiteral("NVIDIA");
    return vendorId.isEmpty() ? QStringLiteral("Unknown") : Tr::tr("vendor %1").arg(vendorId);
}

/// One run of buildAsBuilt(): its phases (naming rules, links, devices, ports, device types,
/// plane, emitting devices and cables) as member functions over the state they share.
class AsBuilder
{
public:
    AsBuilder(const ObservationSet &observed, const Design &library, const AsBuiltOptions &options)
        : m_observed(observed), m_options(options), m_design(m_result.design)
    {
        m_design.name =
            options.designName.isEmpty() ? QStringLiteral("as-built") : options.designName;
        for (const DeviceType &t : library.deviceTypes) {
            DeviceType copy = t;
            copy.id = 0;
            m_libraryIds.insert(m_design.deviceTypes.add(copy));
        }
        for (const DeviceType &t : m_design.deviceTypes)
            m_slugs.insert(t.slug);
    }

    AsBuiltResult run()
    {
        compileRules();
        collectLinks();
        for (const ObservedNode &n : m_observed.nodes())
            addNode(n);
        addIsolatedCaPorts();
        addLinkPorts();
        m_devType.assign(m_devs.size(), 0);
        m_fromLibrary.assign(m_devs.size(), false);
        for (std::size_t i = 0; i < m_devs.size(); ++i)
            chooseType(i);
        setTemplateSpeeds();
        addPlane();
        emitDevices();
        emitCables();
        for (const Diagnostic &d : m_observed.diagnostics)
            if (d.severity != Diagnostic::Severity::Info)
                m_result.diagnostics.push_back(d);
        checkReportedNames();
        return std::move(m_result);
    }

private:
    struct EndRef
    {
        std::size_t dev = 0;
        QString port;
        bool ok = false;
    };
    struct TypeKey
    {
        DevClass cls;
        QString model;
        QStringList ports; // names, "!" prefix for management-only
        bool operator<(const TypeKey &o) const
        {
            return std::tie(cls, model, ports) < std::tie(o.cls, o.model, o.ports);
        }
    };

    void compileRules()
    {
        for (const NodeNameRule &r : m_options.rules.nodeNames) {
            QRegularExpression re(r.pattern);
            if (re.isValid())
                m_rules.push_back({re, r.device, r.port});
            else
                m_result.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("invalid node rule \"%1\" ignored").arg(r.pattern),
                     {},
                     QStringLiteral("rules"),
                     {}});
        }
    }

    NodeName nameOf(const ObservedNode &n) const
    {
        NodeName out;
        const bool lldp = n.kind == ObservedNode::Kind::LldpChassis;
        const QString text = lldp ? n.name : n.description;
        for (const Compiled &r : m_rules) {
            if (text.isEmpty())
                break;
            const QRegularExpressionMatch m = r.re.match(text);
            if (!m.hasMatch())
                continue;
            const auto dev = expandRuleTemplate(r.device, m.capturedTexts(), 0, 0);
            if (!dev || dev->trimmed().isEmpty())
                continue;
            out.device = dev->trimmed();
            out.portTemplate = r.port;
            out.captures = m.capturedTexts();
            out.byRule = true;
            return out;
        }
        if (lldp)
            // A chassis without a system name is named by its id; a MAC's ':' becomes '-' so
            // that the name is a host name (RFC 1123), like every device name.
            out.device = !n.name.isEmpty()
                             ? n.name
                             : QString(n.chassisId).replace(QLatin1Char(':'), QLatin1Char('-'));
        if (out.device.isEmpty())
            out.device = n.key;
        return out;
    }

    // Links that are cables, and the nodes that take part in them.
    void collectLinks()
    {
        for (const ObservedLink &l : m_observed.links()) {
            if (m_options.skipInternalLinks && isInternalLink(m_observed, l)) {
                ++m_result.internalLinks;
                m_internalOnly.insert(l.a.nodeKey);
                m_internalOnly.insert(l.b.nodeKey);
                continue;
            }
            m_links.push_back(&l);
            m_linked.insert(l.a.nodeKey);
            m_linked.insert(l.b.nodeKey);
        }
    }

    // --- Devices: one per named box; the nodes of one box merge into it.
    void addNode(const ObservedNode &n)
    {
        static const QRegularExpression modelRe(QStringLiteral(":([^/]+)"));
        if (m_internalOnly.contains(n.key) && !m_linked.contains(n.key))
            return; // e.g. a SHARP aggregation node: only linked inside its switch
        NodeName nn = nameOf(n);
        DevClass cls = DevClass::Host;
        if (n.kind == ObservedNode::Kind::Switch)
            cls = DevClass::IbSwitch;
        else if (n.kind != ObservedNode::Kind::LldpChassis && !nn.byRule)
            cls = DevClass::IbNoName;
        const std::size_t index = deviceFor(n, cls, nn);
        DevBuild &d = m_devs[index];
        if (cls == DevClass::IbSwitch)
            d.cls = DevClass::IbSwitch; // an LLDP chassis that is also this switch
        if (d.description.isEmpty())
            d.description = n.description;
        if (d.vendorId.isEmpty())
            d.vendorId = n.vendorId;
        if (cls == DevClass::IbSwitch && d.model.isEmpty()) {
            const QRegularExpressionMatch m = modelRe.match(n.description);
            if (m.hasMatch())
                d.model = m.captured(1).trimmed();
        }
        (n.kind == ObservedNode::Kind::LldpChassis ? d.lldp : d.ib) = true;
        ++m_nodesInDevice[d.name];
        m_devOfNode.insert(n.key, index);
        m_nodeNames.insert(n.key, nn);
        // Ports known from the node header.
        // A switch's or unnamed CA box's system image GUID; not a named host's, whose CAs
        // each report their own (the 8 HCAs of a DGX are 8 images).
        if (cls != DevClass::Host && d.systemImageGuid.isEmpty())
            d.systemImageGuid = n.systemImageGuid;
        if (n.kind == ObservedNode::Kind::LldpChassis && d.chassisMac.isEmpty() &&
            n.chassisIdType == QLatin1String("mac"))
            d.chassisMac = normalizeMac(n.chassisId);
        if (cls == DevClass::IbSwitch) {
            // The switch's node GUID is the device's (schema 6); it is what ibnetdiscover names
            // the switch by ("S-<node GUID>") whatever its description says.
            if (d.nodeGuid.isEmpty())
                d.nodeGuid = n.nodeGuid;
            for (int k = 1; k <= n.portCount; ++k) {
                PortBuild &p = d.port(QString::number(k));
                p.ib = true;
                p.ibNumber = k;
            }
        }
    }

    // The device node `n` belongs to, created when new; renames `nn` on a name clash.
    // (size_t, not std::size_t: lupdate takes the "std::" before a member function's name for
    // its class and puts the tr() strings in it under a context no translation is found in.)
    size_t deviceFor(const ObservedNode &n, DevClass cls, NodeName &nn)
    {
        static const QRegularExpression moduleRe(QStringLiteral(":[^/]*/(.+)$"));
        std::size_t index = m_devs.size();
        if (cls == DevClass::IbNoName && !n.systemImageGuid.isEmpty() &&
            m_devBySysImage.contains(n.systemImageGuid)) {
            index = m_devBySysImage.value(n.systemImageGuid);
        } else if (auto it = m_devByName.constFind(nn.device); it != m_devByName.cend()) {
            const DevBuild &other = m_devs[*it];
            // Two InfiniBand nodes of which one is a switch are two boxes; an LLDP chassis of
            // the same name is the same box, as are the CAs of one host.
            const bool clash = n.kind != ObservedNode::Kind::LldpChassis && other.ib &&
                               (cls == DevClass::IbSwitch || other.cls == DevClass::IbSwitch);
            if (!clash) {
                index = *it;
            } else {
                const QString wanted = nn.device;
                const QRegularExpressionMatch m = moduleRe.match(n.description);
                QString alt = m.hasMatch()
                                  ? nn.device + QLatin1Char('-') +
                                        m.captured(1).replace(QLatin1Char('/'), QLatin1Char('-'))
                                  : QString();
                if (alt.isEmpty() || m_devByName.contains(alt))
                    alt = n.key;
                nn.device = alt;
                m_result.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("two nodes report the name \"%1\"; this one (GUID %2) is named \"%3\"")
                         .arg(wanted, n.nodeGuid, alt),
                     n.location,
                     {},
                     alt});
            }
        }
        if (index == m_devs.size()) {
            DevBuild d;
            d.name = nn.device;
            d.cls = cls;
            d.nodeKey = n.key;
            d.location = n.location;
            m_devByName.insert(d.name, m_devs.size());
            if (cls == DevClass::IbNoName && !n.systemImageGuid.isEmpty())
                m_devBySysImage.insert(n.systemImageGuid, m_devs.size());
            m_devs.push_back(std::move(d));
        }
        return index;
    }

    // Port names of CA / router ports, which depend on the node's naming rule.
    QString ibPortName(const ObservedNode &n, const NodeName &nn, const DevBuild &d, int number,
                       int sub, const QString &reported) const
    {
        if (n.kind == ObservedNode::Kind::Switch)
            return reported;
        if (nn.byRule && !nn.portTemplate.isEmpty()) {
            const auto base = expandRuleTemplate(nn.portTemplate, nn.captures, number, sub);
            if (base && !base->isEmpty())
                return n.portCount > 1 || number > 1 ? *base + QLatin1Char(':') + reported : *base;
        }
        if (m_nodesInDevice.value(d.name) > 1)
            return n.key + QLatin1Char(':') + reported;
        return reported;
    }

    // Isolated CAs: ports from the header.
    void addIsolatedCaPorts()
    {
        for (const ObservedNode &n : m_observed.nodes()) {
            if (n.kind == ObservedNode::Kind::Switch || n.kind == ObservedNode::Kind::LldpChassis ||
                !m_devOfNode.contains(n.key))
                continue;
            DevBuild &d = m_devs[m_devOfNode.value(n.key)];
            for (int k = 1; k <= n.portCount; ++k) {
                PortBuild &p =
                    d.port(ibPortName(n, m_nodeNames.value(n.key), d, k, 0, QString::number(k)));
                p.ib = true;
                p.ibNumber = k;
            }
        }
    }

    // --- Ports from the links.
    EndRef endRef(const ObservedEnd &e, const ObservedLink &l)
    {
        EndRef r;
        const ObservedNode *n = m_observed.findNode(e.nodeKey);
        if (!n || !m_devOfNode.contains(e.nodeKey))
            return r;
        r.dev = m_devOfNode.value(e.nodeKey);
        DevBuild &d = m_devs[r.dev];
        const bool ib = l.source == ObservationSource::Ibnetdiscover;
        r.port = ib ? ibPortName(*n, m_nodeNames.value(e.nodeKey), d, e.portNumber, e.subPort,
                                 e.portName)
                    : e.portName;
        if (r.port.isEmpty())
            r.port = !e.portId.isEmpty() ? e.portId : e.portDescr;
        if (r.port.isEmpty())
            return r;
        PortBuild &p = d.port(r.port);
        p.ib = ib;
        p.ibNumber = ib ? e.portNumber : 0;
        if (!e.portGuid.isEmpty())
            p.guid = e.portGuid;
        if (!e.mac.isEmpty())
            p.mac = e.mac;
        r.ok = true;
        return r;
    }

    void addLinkPorts()
    {
        m_cableEnds.reserve(m_links.size());
        for (const ObservedLink *l : m_links) {
            EndRef a = endRef(l->a, *l), b = endRef(l->b, *l);
            for (const EndRef *r : {&a, &b}) {
                if (!r->ok)
                    continue;
                PortBuild &p = m_devs[r->dev].port(r->port);
                p.cabled = true;
                if (l->speedGbps > 0) {
                    p.speedGbps = l->speedGbps;
                    p.laneSpeed = l->speed;
                    p.widthSpeed = l->widthSpeed();
                }
            }
            m_cableEnds.emplace_back(a, b);
        }
    }

    // --- Device types: a library type for a known switch model, else one synthesised per
    // distinct (class, model, port names).
    void chooseType(std::size_t i)
    {
        DevBuild &d = m_devs[i];
        std::stable_sort(d.ports.begin(), d.ports.end(),
                         [](const PortBuild &a, const PortBuild &b) {
                             if (a.mgmtOnly != b.mgmtOnly)
                                 return a.mgmtOnly;
                             return naturalLess(a.name, b.name);
                         });
        d.portIndex.clear();
        for (std::size_t k = 0; k < d.ports.size(); ++k)
            d.portIndex.insert(d.ports[k].name, k);
        if (d.cls == DevClass::IbSwitch && !d.model.isEmpty())
            chooseLibraryType(i);
        if (m_fromLibrary[i])
            return;
        TypeKey key{d.cls, d.model.toLower(), {}};
        for (const PortBuild &p : d.ports)
            key.ports << (p.mgmtOnly ? QLatin1String("!") : QString()) + p.name;
        if (auto it = m_typeOf.find(key); it != m_typeOf.end()) {
            m_devType[i] = it->second;
            return;
        }
        const Id id = m_design.deviceTypes.add(synthesiseType(d));
        m_typeOf.emplace(key, id);
        m_devType[i] = id;
        ++m_result.synthesisedTypes;
    }

    // A library type for a switch model.
    void chooseLibraryType(std::size_t i)
    {
        const DevBuild &d = m_devs[i];
        int maxPort = 0;
        bool split = false;
        for (const PortBuild &p : d.ports) {
            maxPort = std::max(maxPort, p.ibNumber);
            split = split || p.name.contains(QLatin1Char('/'));
        }
        for (const DeviceType &t : m_design.deviceTypes) {
            if (!m_libraryIds.contains(t.id))
                continue; // not the types synthesised here
            const bool same = t.model.compare(d.model, Qt::CaseInsensitive) == 0 ||
                              t.partNumber.compare(d.model, Qt::CaseInsensitive) == 0 ||
                              t.slug.compare(d.model, Qt::CaseInsensitive) == 0;
            if (!same || split)
                continue;
            const auto data = std::count_if(t.ports.begin(), t.ports.end(), [](const auto &p) {
                return p.kind == PortKind::Interface && !p.mgmtOnly;
            });
            if (data < maxPort)
                continue;
            m_devType[i] = t.id;
            m_fromLibrary[i] = true;
            if (!m_usedLibrary.contains(t.id)) {
                m_usedLibrary.insert(t.id);
                ++m_result.libraryTypes;
            }
            break;
        }
        if (!m_fromLibrary[i] && split)
            m_result.diagnostics.push_back(
                {Diagnostic::Severity::Info,
                 Tr::tr("%1 has split ports; a device type was synthesised for it").arg(d.name),
                 {},
                 {},
                 d.name});
    }

    DeviceType synthesiseType(const DevBuild &d)
    {
        DeviceType t;
        const int dataPorts = int(std::count_if(d.ports.begin(), d.ports.end(),
                                                [](const PortBuild &p) { return !p.mgmtOnly; }));
        QString base;
        switch (d.cls) {
        case DevClass::IbSwitch:
            base = QStringLiteral("asbuilt-%1-%2p")
                       .arg(d.model.isEmpty() ? QStringLiteral("ib-switch") : d.model.toLower())
                       .arg(dataPorts);
            t.model = d.model.isEmpty()
                          ? Tr::tr("InfiniBand switch, %n port(s)", nullptr, dataPorts)
                          : d.model;
            t.radix = dataPorts;
            break;
        case DevClass::Host:
            base = QStringLiteral("asbuilt-host-%1p").arg(dataPorts);
            t.model = Tr::tr("Host, %n reported port(s)", nullptr, dataPorts);
            break;
        case DevClass::IbNoName:
            base = QStringLiteral("asbuilt-ca-%1p").arg(dataPorts);
            t.model = Tr::tr("InfiniBand adapter, %n port(s)", nullptr, dataPorts);
            break;
        }
        base.replace(QRegularExpression(QStringLiteral("[^a-z0-9-]+")), QStringLiteral("-"));
        QString slug = base;
        for (int k = 2; m_slugs.contains(slug); ++k)
            slug = base + QLatin1Char('-') + QString::number(k);
        m_slugs.insert(slug);
        t.slug = slug;
        t.manufacturer = manufacturerOf(d.vendorId);
        t.uHeight = d.cls == DevClass::IbSwitch ? 1 : 0;
        t.comments = Tr::tr("Synthesised by the as-built import from what the fabric reported.");
        for (const PortBuild &p : d.ports) {
            PortTemplate pt;
            pt.name = p.name;
            pt.mgmtOnly = p.mgmtOnly;
            pt.type = p.mgmtOnly ? QStringLiteral("virtual")
                                 : (p.ib ? QStringLiteral("infiniband") : QStringLiteral("other"));
            t.ports.push_back(pt);
        }
        return t;
    }

    // Template speeds: the fastest link of any device of the type on that port.
    void setTemplateSpeeds()
    {
        QHash<Id, QHash<QString, std::pair<double, QString>>> best;
        for (std::size_t i = 0; i < m_devs.size(); ++i)
            if (!m_fromLibrary[i])
                for (const PortBuild &p : m_devs[i].ports)
                    if (p.speedGbps > best[m_devType[i]][p.name].first)
                        best[m_devType[i]][p.name] = {p.speedGbps, p.laneSpeed};
        for (DeviceType &t : m_design.deviceTypes) {
            auto it = best.constFind(t.id);
            if (it == best.cend())
                continue;
            double fastest = 0;
            QString fastestLane;
            for (const auto &[gbps, lane] : *it)
                if (gbps > fastest) {
                    fastest = gbps;
                    fastestLane = lane;
                }
            for (PortTemplate &pt : t.ports) {
                if (pt.type != QLatin1String("infiniband"))
                    continue;
                const auto own = it->value(pt.name);
                const QString lane = own.second.isEmpty() ? fastestLane : own.second;
                pt.speedGbps = own.first > 0 ? own.first : fastest;
                pt.type = lane.isEmpty() ? QStringLiteral("other")
                                         : QStringLiteral("infiniband-") + lane.toLower();
            }
            if (t.radix > 0)
                t.portSpeedGbps = fastest;
        }
    }

    // --- Plane: one InfiniBand compute plane at the most common lane speed.
    void addPlane()
    {
        QHash<QString, int> laneCount;
        QHash<QString, double> laneGbps;
        for (const ObservedLink *l : m_links)
            if (l->source == ObservationSource::Ibnetdiscover && !l->speed.isEmpty()) {
                ++laneCount[l->speed];
                laneGbps[l->speed] = std::max(laneGbps[l->speed], l->speedGbps);
            }
        const bool anyIb =
            std::any_of(m_devs.begin(), m_devs.end(), [](const DevBuild &d) { return d.ib; });
        if (!anyIb)
            return;
        Plane p;
        p.name = QStringLiteral("infiniband");
        p.kind = PlaneKind::Compute;
        QString lane;
        for (auto it = laneCount.cbegin(); it != laneCount.cend(); ++it)
            if (lane.isEmpty() || it.value() > laneCount.value(lane))
                lane = it.key();
        p.technology = lane.isEmpty() ? QStringLiteral("infiniband")
                                      : QStringLiteral("infiniband-") + lane.toLower();
        p.speedGbps = laneGbps.value(lane);
        m_ibPlane = m_design.planes.add(p);
    }

    // --- Devices and ports, in name order (switches first).
    void emitDevices()
    {
        std::vector<std::size_t> order(m_devs.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const bool sa = m_devs[a].cls == DevClass::IbSwitch,
                       sb = m_devs[b].cls == DevClass::IbSwitch;
            if (sa != sb)
                return sa;
            return naturalLess(m_devs[a].name, m_devs[b].name);
        });
        m_portIds.assign(m_devs.size(), {});
        for (std::size_t i : order)
            emitDevice(i);
    }

    void emitDevice(std::size_t i)
    {
        const DevBuild &b = m_devs[i];
        Device dev;
        dev.name = b.name;
        dev.role = roleGuess(b);
        dev.deviceTypeId = m_devType[i];
        dev.status = DeviceStatus::Active;
        dev.nodeGuid = b.nodeGuid;
        dev.systemImageGuid = b.systemImageGuid;
        dev.chassisMac = b.chassisMac;
        if (!b.description.isEmpty() && b.description != b.name)
            dev.comments = Tr::tr("Reported as \"%1\"").arg(b.description);
        const Id devId = m_design.addDeviceWithPorts(dev);
        QHash<QString, Port *> byName;
        std::vector<Port *> dataIfs;
        for (Port &p : m_design.ports) {
            if (p.deviceId != devId)
                continue;
            byName.insert(p.name, &p);
            if (p.kind == PortKind::Interface && !p.mgmtOnly)
                dataIfs.push_back(&p);
        }
        double fastest = 0;
        QString fastestText;
        for (const PortBuild &pb : b.ports)
            if (pb.speedGbps > fastest) {
                fastest = pb.speedGbps;
                fastestText = pb.widthSpeed;
            }
        std::vector<std::pair<QString, Port>> extra;
        for (const PortBuild &pb : b.ports) {
            Port *p = nullptr;
            if (m_fromLibrary[i])
                p = pb.mgmtOnly || pb.ibNumber <= 0 || std::size_t(pb.ibNumber) > dataIfs.size()
                        ? nullptr
                        : dataIfs[std::size_t(pb.ibNumber - 1)];
            else
                p = byName.value(pb.name, nullptr);
            Port fresh;
            Port &port = p ? *p : fresh;
            if (!p) {
                port.deviceId = devId;
                port.name = pb.name;
                port.mgmtOnly = pb.mgmtOnly;
                port.type = pb.mgmtOnly ? QStringLiteral("virtual") : QStringLiteral("other");
            }
            applyObserved(port, pb);
            // A host's CA port named by its RDMA device ("mlx5_5", "mlx5_5:2" for the second
            // port of a dual-port CA) records that name as such: it is not a netdev name.
            if (pb.ib && b.cls == DevClass::Host) {
                const QString rdma = pb.name.section(QLatin1Char(':'), 0, 0);
                if (names::looksLikeRdmaDevice(rdma))
                    port.rdmaDevice = rdma;
            }
            if (pb.cabled && pb.speedGbps > 0 && pb.speedGbps < fastest)
                m_result.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("%1 port %2 runs at %3 (%4 Gb/s), slower than the device's fastest "
                            "link (%5, %6 Gb/s); recorded as found")
                         .arg(b.name, pb.name, pb.widthSpeed, QString::number(pb.speedGbps),
                              fastestText, QString::number(fastest)),
                     {},
                     {},
                     b.name});
            if (p)
                m_portIds[i].insert(pb.name, p->id);
            else
                extra.emplace_back(pb.name, fresh);
        }
        for (auto &[name, port] : extra)
            m_portIds[i].insert(name, m_design.ports.add(port));
    }

    // What the fabric reported for a port: GUID, MAC, speed, lane type, plane.
    void applyObserved(Port &port, const PortBuild &pb) const
    {
        if (!pb.guid.isEmpty())
            port.guid = pb.guid;
        if (!pb.mac.isEmpty())
            port.mac = pb.mac;
        if (pb.speedGbps > 0) {
            port.speedGbps = pb.speedGbps;
            if (pb.ib && !pb.laneSpeed.isEmpty())
                port.type = QStringLiteral("infiniband-") + pb.laneSpeed.toLower();
        }
        if (pb.ib && !port.mgmtOnly)
            port.planeId = m_ibPlane;
    }

    // --- Cables, labelled IB-0001 ... and ETH-0001 ... in link order.
    void emitCables()
    {
        QSet<Id> cabledPorts;
        int ibCount = 0, ethCount = 0;
        for (std::size_t k = 0; k < m_links.size(); ++k) {
            const ObservedLink &l = *m_links[k];
            const auto &[a, b] = m_cableEnds[k];
            const Id pa = a.ok ? m_portIds[a.dev].value(a.port, 0) : 0;
            const Id pb = b.ok ? m_portIds[b.dev].value(b.port, 0) : 0;
            if (!pa || !pb || pa == pb || cabledPorts.contains(pa) || cabledPorts.contains(pb)) {
                m_result.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("the link %1 %2 - %3 %4 was not made a cable: one of its ports is "
                            "unknown or already cabled")
                         .arg(a.ok ? m_devs[a.dev].name : l.a.nodeKey, l.a.label(),
                              b.ok ? m_devs[b.dev].name : l.b.nodeKey, l.b.label()),
                     l.location,
                     {},
                     {}});
                continue;
            }
            cabledPorts.insert(pa);
            cabledPorts.insert(pb);
            Cable c;
            c.aPortId = pa;
            c.bPortId = pb;
            c.status = CableStatus::Installed;
            c.label = l.source == ObservationSource::Ibnetdiscover
                          ? QStringLiteral("IB-%1").arg(++ibCount, 4, 10, QLatin1Char('0'))
                          : QStringLiteral("ETH-%1").arg(++ethCount, 4, 10, QLatin1Char('0'));
            m_design.cables.add(c);
        }
    }

    /// The names the fabric reported go through the design's character rules
    /// (names::fieldRule): a device name is a host name, so an LLDP system name or a node
    /// description with a space, a newline or a '[' is refused (an Error naming the file and
    /// line that reported it), or, with options.sanitizeNames, changed and each change reported.
    void checkReportedNames()
    {
        QHash<QString, SourceLocation> where;
        for (const DevBuild &b : m_devs)
            where.insert(b.name, b.location);
        if (m_options.sanitizeNames) {
            for (const NameChange &c : Validator::sanitizeNames(m_design))
                m_result.diagnostics.push_back(
                    {Diagnostic::Severity::Warning, Tr::tr("Renamed: %1").arg(c.describe()),
                     c.kind == QLatin1String("device") ? where.value(c.object) : SourceLocation{},
                     c.kind + QLatin1Char('.') + c.field, names::printable(c.object)});
            return;
        }
        for (const Device &dev : m_design.devices) {
            const QString why = names::check(names::Rule::HostName, dev.name);
            if (why.isEmpty())
                continue;
            m_result.diagnostics.push_back(
                {Diagnostic::Severity::Error,
                 Tr::tr("The reported name \"%1\" cannot be a device name: %2 (--sanitize-names "
                        "changes such names)")
                     .arg(names::printable(dev.name), why),
                 where.value(dev.name), QStringLiteral("device.name"), names::printable(dev.name)});
        }
    }

    const ObservationSet &m_observed;
    const AsBuiltOptions &m_options;
    AsBuiltResult m_result;
    Design &m_design;
    QSet<Id> m_libraryIds;
    std::vector<Compiled> m_rules;

    std::vector<const ObservedLink *> m_links;
    QSet<QString> m_linked, m_internalOnly;

    std::vector<DevBuild> m_devs;
    QHash<QString, std::size_t> m_devByName;
    QHash<QString, std::size_t> m_devOfNode;     // node key -> device
    QHash<QString, NodeName> m_nodeNames;        // node key -> naming
    QHash<QString, std::size_t> m_devBySysImage; // nameless CAs grouped by system image GUID
    QHash<QString, int> m_nodesInDevice;         // device name -> nodes merged into it
    std::vector<std::pair<EndRef, EndRef>> m_cableEnds;

    std::map<TypeKey, Id> m_typeOf;
    QSet<QString> m_slugs;
    std::vector<Id> m_devType;
    std::vector<bool> m_fromLibrary;
    QSet<Id> m_usedLibrary;
    Id m_ibPlane = 0;
    std::vector<QHash<QString, Id>> m_portIds;
};

} // namespace

AsBuiltResult buildAsBuilt(const ObservationSet &observed, const Design &library,
                           const AsBuiltOptions &options)
{
    return AsBuilder(observed, library, options).run();
}

} // namespace ry::verify
