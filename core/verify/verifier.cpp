#include "verifier.h"

#include "model/designutil.h"
#include "model/trunk.h"
#include "util/naturalsort.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cstdint>
#include <tuple>

namespace ry::verify {

QString toString(CableFinding::Kind k)
{
    switch (k) {
    case CableFinding::Kind::Correct:
        return QStringLiteral("correct");
    case CableFinding::Kind::Missing:
        return QStringLiteral("missing");
    case CableFinding::Kind::Unexpected:
        return QStringLiteral("unexpected");
    case CableFinding::Kind::Swapped:
        return QStringLiteral("swapped");
    case CableFinding::Kind::WrongPort:
        return QStringLiteral("wrong-port");
    case CableFinding::Kind::WrongDevice:
        return QStringLiteral("wrong-device");
    case CableFinding::Kind::Degraded:
        return QStringLiteral("degraded");
    case CableFinding::Kind::UnknownDevice:
        return QStringLiteral("unknown-device");
    case CableFinding::Kind::Unverifiable:
        return QStringLiteral("unverifiable");
    }
    return {};
}

bool VerificationSummary::allCorrect() const
{
    for (int k = 0; k < CableFinding::kindCount; ++k)
        if (k != int(CableFinding::Kind::Correct) && counts[std::size_t(k)] != 0)
            return false;
    return true;
}

bool isInternalLink(const ObservationSet &set, const ObservedLink &link)
{
    if (link.a.nodeKey == link.b.nodeKey)
        return false; // a loop cable on one switch is a real cable
    const ObservedNode *a = set.findNode(link.a.nodeKey);
    const ObservedNode *b = set.findNode(link.b.nodeKey);
    return a && b && !a->systemImageGuid.isEmpty() && a->systemImageGuid == b->systemImageGuid;
}

namespace {

/// The name of a reported node in findings: an LLDP chassis that sent no system name is named
/// by its chassis id, as the as-built import names the device it makes of it (asbuilt.cpp,
/// with ':' turned into '-'), so that the two agree whatever system description it sent.
QString reportedName(const ObservedNode &n)
{
    if (n.kind == ObservedNode::Kind::LldpChassis && n.name.isEmpty() && !n.chassisId.isEmpty())
        return n.chassisId;
    return n.displayName();
}

/// True when nothing a node reported says which machine it is: no name, no chassis id, and no
/// description or only a vendor's default one: "MT4129 ConnectX7   Mellanox Technologies", the
/// NodeDescription an HCA keeps until its host sets one (138 HCAs of the public NDR SuperPOD
/// dump, tests/data/shared/probe-samples/ibnetdiscover/SOURCES.md, sample 01). Its GUID alone
/// names no device unless the design records it (docs/plans-and-exports.md "Cabling work list").
bool unidentified(const ObservedNode &n)
{
    if (!n.name.isEmpty() || !n.chassisId.isEmpty())
        return false;
    const QString d = n.description.trimmed();
    if (d.isEmpty())
        return true;
    static const QRegularExpression vendorDefault(
        QStringLiteral(R"(^MT\d+\b.*|.*\bMellanox Technologies\b.*|^(ConnectX|BlueField)\S*\b.*)"),
        QRegularExpression::CaseInsensitiveOption);
    return vendorDefault.match(d).hasMatch();
}

struct CompiledNodeRule
{
    QRegularExpression re;
    QString device;
    QString port;
};

struct CompiledPortRule
{
    QRegularExpression type, role, reported; // invalid pattern() == "" means "any"
    bool anyType, anyRole, ibOnly;
    QString name, index;
};

QRegularExpression compile(const QString &pattern, bool anchored, const QString &field)
{
    QRegularExpression re(anchored ? QRegularExpression::anchoredPattern(pattern) : pattern);
    if (!re.isValid())
        throw Error(Tr::tr("invalid regular expression \"%1\": %2 at offset %3")
                        .arg(pattern, re.errorString())
                        .arg(re.patternErrorOffset()),
                    {}, field);
    return re;
}

struct Planned
{
    Id port[2] = {0, 0};
    Id dev[2] = {0, 0};
    std::vector<Id> cables; // from port[0] to port[1]
    double speedGbps = 0;   // lower non-zero speed of the two ports; 0 = unknown
    bool inScope = true;
    bool used = false;
};

// Positions of a table's items by id, in a vector: ids are handed out in sequence, so they are
// dense and an array lookup replaces a hash lookup. Checked on every use (a table changed since
// falls back to Table::find), and left empty when the ids are too sparse.
template<typename T>
class DenseIndex
{
public:
    explicit DenseIndex(const Table<T> &table) : m_table(table)
    {
        const std::vector<T> &items = table.items();
        if (items.empty() || items.back().id < 0 ||
            std::size_t(items.back().id) > 4 * items.size() + 1024)
            return; // items are kept in id order: the last has the largest id
        m_at.assign(std::size_t(items.back().id) + 1, none);
        for (std::size_t i = 0; i < items.size(); ++i)
            if (items[i].id >= 0)
                m_at[std::size_t(items[i].id)] = std::uint32_t(i);
    }
    const T *find(Id id) const
    {
        if (id > 0 && std::size_t(id) < m_at.size()) {
            const std::uint32_t i = m_at[std::size_t(id)];
            const std::vector<T> &items = m_table.items();
            if (i != none && i < items.size() && items[i].id == id)
                return &items[i];
        }
        return m_table.find(id);
    }

private:
    static constexpr std::uint32_t none = 0xffffffffu;
    const Table<T> &m_table;
    std::vector<std::uint32_t> m_at;
};

// A map from ids of one table to positions: a vector over the table's id range (see
// DenseIndex), a hash for ids outside it.
class IdMap
{
public:
    template<typename T>
    explicit IdMap(const Table<T> &table, qsizetype hashReserve)
    {
        const Id next = table.nextId();
        if (next > 0 && std::size_t(next) <= 4 * table.size() + 1024)
            m_dense.assign(std::size_t(next), none);
        else
            m_hash.reserve(hashReserve);
    }
    const std::size_t *find(Id id) const
    {
        if (id >= 0 && std::size_t(id) < m_dense.size()) {
            const std::size_t &v = m_dense[std::size_t(id)];
            return v == none ? nullptr : &v;
        }
        auto it = m_hash.constFind(id);
        return it == m_hash.cend() ? nullptr : &*it;
    }
    bool contains(Id id) const { return find(id) != nullptr; }
    void insert(Id id, std::size_t value)
    {
        if (id >= 0 && std::size_t(id) < m_dense.size())
            m_dense[std::size_t(id)] = value;
        else
            m_hash.insert(id, value);
    }

private:
    static constexpr std::size_t none = ~std::size_t(0);
    std::vector<std::size_t> m_dense;
    QHash<Id, std::size_t> m_hash;
};

struct Obs
{
    const ObservedLink *link = nullptr;
    const ObservedNode *node[2] = {nullptr, nullptr};
    const ObservedEnd *end[2] = {nullptr, nullptr};
    CableVerifier::EndMatch m[2];
    bool used = false;
};

} // namespace

struct CableVerifier::Impl
{
    const Design &design;
    DenseIndex<Port> ports;
    DenseIndex<Device> devices;
    DenseIndex<Cable> cables;
    VerifyOptions options;
    std::vector<CompiledNodeRule> nodeRules;
    std::vector<CompiledPortRule> portRules;

    QHash<QString, Id> portByGuid;
    QHash<QString, Id> portByMac;
    QHash<QString, Id> deviceByNodeGuid;   ///< Device::nodeGuid (normalizeGuid form)
    QHash<QString, Id> deviceByChassisMac; ///< Device::chassisMac (normalizeMac form)
    QHash<QString, Id> deviceByName;
    QHash<Id, QHash<QString, Id>> portByName;
    QHash<Id, QHash<QString, Id>> portByIfName;
    QHash<Id, QHash<QString, Id>> portByRdmaDevice; ///< "mlx5_7" -> the port it serves
    QHash<Id, std::vector<Id>> dataInterfaces;
    QHash<Id, Id> cableAtPort;
    QHash<QPair<Id, int>, Id> frontByRear;

    struct Run;

    struct NodeMatch
    {
        Id deviceId = 0;
        QStringList captures;
        QString portTemplate;
        bool hasPortTemplate = false;
        QString guessed;
    };

    Impl(const Design &d, VerifyOptions o)
        : design(d), ports(d.ports), devices(d.devices), cables(d.cables), options(std::move(o))
    {
        for (std::size_t i = 0; i < options.rules.nodeNames.size(); ++i) {
            const NodeNameRule &r = options.rules.nodeNames[i];
            const QString field = QStringLiteral("rules.nodeNames[%1].pattern").arg(i);
            nodeRules.push_back({compile(r.pattern, false, field), r.device, r.port});
        }
        for (std::size_t i = 0; i < options.rules.ports.size(); ++i) {
            const PortRule &r = options.rules.ports[i];
            const QString f = QStringLiteral("rules.ports[%1].").arg(i);
            CompiledPortRule c;
            c.anyType = r.deviceType.isEmpty();
            c.anyRole = r.role.isEmpty();
            c.ibOnly = r.reported.isEmpty();
            c.type = compile(r.deviceType, true, f + QLatin1String("deviceType"));
            c.role = compile(r.role, true, f + QLatin1String("role"));
            c.reported = compile(r.reported, true, f + QLatin1String("reported"));
            c.name = r.name;
            c.index = r.index;
            portRules.push_back(std::move(c));
        }
        for (const Device &dev : design.devices) {
            deviceByName.insert(dev.name, dev.id);
            if (const QString g = normalizeGuid(dev.nodeGuid); !g.isEmpty())
                deviceByNodeGuid.insert(g, dev.id);
            if (const QString m = normalizeMac(dev.chassisMac); !m.isEmpty())
                // A MAC two devices share names neither (0 marks it ambiguous).
                deviceByChassisMac.insert(m, deviceByChassisMac.contains(m) ? 0 : dev.id);
        }
        for (const Port &p : design.ports) {
            if (const QString g = normalizeGuid(p.guid); !g.isEmpty() && !portByGuid.contains(g))
                portByGuid.insert(g, p.id);
            if (const QString m = normalizeMac(p.mac); !m.isEmpty() && !portByMac.contains(m))
                portByMac.insert(m, p.id);
            portByName[p.deviceId].insert(p.name, p.id);
            if (!p.ifName.isEmpty())
                portByIfName[p.deviceId].insert(p.ifName, p.id);
            if (!p.rdmaDevice.isEmpty())
                portByRdmaDevice[p.deviceId].insert(p.rdmaDevice, p.id);
            if (p.kind == PortKind::Interface && !p.mgmtOnly)
                dataInterfaces[p.deviceId].push_back(p.id);
            if (p.kind == PortKind::FrontPort && p.rearPortId != 0)
                frontByRear.insert(qMakePair(p.rearPortId, p.rearPosition), p.id);
        }
        for (const Cable &c : design.cables) {
            cableAtPort.insert(c.aPortId, c.id);
            cableAtPort.insert(c.bPortId, c.id);
        }
    }

    const std::vector<Id> &interfacesOf(Id dev) const
    {
        static const std::vector<Id> none;
        auto it = dataInterfaces.constFind(dev);
        return it == dataInterfaces.cend() ? none : *it;
    }

    Id findPortByName(Id dev, const QString &name) const
    {
        if (name.isEmpty())
            return 0;
        if (auto it = portByName.constFind(dev); it != portByName.cend())
            if (Id p = it->value(name, 0))
                return p;
        if (auto it = portByIfName.constFind(dev); it != portByIfName.cend())
            if (Id p = it->value(name, 0))
                return p;
        auto it = portByRdmaDevice.constFind(dev);
        return it == portByRdmaDevice.cend() ? 0 : it->value(name, 0);
    }

    NodeMatch matchNode(const ObservedNode &n) const
    {
        NodeMatch nm;
        if (Id dev = n.nodeGuid.isEmpty() ? 0 : deviceByNodeGuid.value(n.nodeGuid, 0)) {
            nm.deviceId = dev;
            return nm;
        }
        if (Id dev = n.chassisId.isEmpty()
                         ? 0
                         : deviceByChassisMac.value(normalizeMac(n.chassisId), 0)) {
            nm.deviceId = dev;
            return nm;
        }
        // A port that carries the node GUID: switch port 0 (its GUID is the node's), and as-built
        // files of before schema version 6, which put a switch's node GUID on a port "0".
        if (Id p = portByGuid.value(n.nodeGuid, 0); p && !n.nodeGuid.isEmpty()) {
            nm.deviceId = ports.find(p)->deviceId;
            return nm;
        }
        if (const QString mac = normalizeMac(n.chassisId); !mac.isEmpty()) {
            if (Id p = portByMac.value(mac, 0)) {
                nm.deviceId = ports.find(p)->deviceId;
                return nm;
            }
        }
        QStringList texts;
        for (const QString &t : {n.name, n.description})
            if (!t.isEmpty())
                texts.append(t);
        for (const QString &t : texts)
            if (Id dev = deviceByName.value(t, 0)) {
                nm.deviceId = dev;
                return nm;
            }
        if (Id dev = deviceByName.value(n.key, 0); dev && !n.key.isEmpty()) {
            nm.deviceId = dev;
            return nm;
        }
        // A nameless LLDP chassis is the device the as-built import named by its chassis id.
        if (n.kind == ObservedNode::Kind::LldpChassis && n.name.isEmpty() &&
            !n.chassisId.isEmpty()) {
            for (const QString &t :
                 {n.chassisId, QString(n.chassisId).replace(QLatin1Char(':'), QLatin1Char('-'))})
                if (Id dev = deviceByName.value(t, 0)) {
                    nm.deviceId = dev;
                    return nm;
                }
        }
        for (const CompiledNodeRule &r : nodeRules) {
            for (const QString &t : texts) {
                const QRegularExpressionMatch m = r.re.match(t);
                if (!m.hasMatch())
                    continue;
                const QStringList caps = m.capturedTexts();
                const std::optional<QString> name = expandRuleTemplate(r.device, caps, 0, 0);
                if (!name || name->isEmpty())
                    continue;
                if (Id dev = deviceByName.value(*name, 0)) {
                    nm.deviceId = dev;
                    nm.captures = caps;
                    nm.portTemplate = r.port;
                    nm.hasPortTemplate = !r.port.isEmpty();
                    return nm;
                }
                if (nm.guessed.isEmpty())
                    nm.guessed = *name;
            }
        }
        if (nm.guessed.isEmpty())
            nm.guessed = reportedName(n);
        return nm;
    }

    EndMatch matchEnd(const ObservedEnd &e, const NodeMatch &nm) const
    {
        EndMatch em;
        em.guessedDevice = nm.guessed;
        if (Id p = e.portGuid.isEmpty() ? 0 : portByGuid.value(e.portGuid, 0)) {
            em.portId = p;
            em.deviceId = ports.find(p)->deviceId;
            return em;
        }
        if (Id p = e.mac.isEmpty() ? 0 : portByMac.value(e.mac, 0)) {
            em.portId = p;
            em.deviceId = ports.find(p)->deviceId;
            return em;
        }
        em.deviceId = nm.deviceId;
        if (!em.deviceId)
            return em;
        if (nm.hasPortTemplate) {
            if (auto name =
                    expandRuleTemplate(nm.portTemplate, nm.captures, e.portNumber, e.subPort))
                em.portId = findPortByName(em.deviceId, *name);
            return em;
        }
        const Device *dev = portRules.empty() ? nullptr : devices.find(em.deviceId);
        const DeviceType *type = dev ? design.deviceTypes.find(dev->deviceTypeId) : nullptr;
        const QString slug = type ? type->slug : QString();
        const QString role = dev ? dev->role : QString();
        for (const CompiledPortRule &r : portRules) {
            if (!r.anyType && !r.type.match(slug).hasMatch())
                continue;
            if (!r.anyRole && !r.role.match(role).hasMatch())
                continue;
            QStringList caps;
            if (r.ibOnly) {
                if (e.portNumber <= 0)
                    continue;
                caps = {e.portName};
            } else {
                const QRegularExpressionMatch m = r.reported.match(e.portName);
                if (!m.hasMatch())
                    continue;
                caps = m.capturedTexts();
            }
            if (!r.name.isEmpty()) {
                if (auto name = expandRuleTemplate(r.name, caps, e.portNumber, e.subPort))
                    em.portId = findPortByName(em.deviceId, *name);
            } else if (auto idx = expandRuleTemplate(r.index, caps, e.portNumber, e.subPort)) {
                bool ok = false;
                const int i = idx->toInt(&ok);
                const std::vector<Id> &ifs = interfacesOf(em.deviceId);
                if (ok && i >= 1 && std::size_t(i) <= ifs.size())
                    em.portId = ifs[std::size_t(i - 1)];
            }
            return em; // the first rule that applies decides
        }
        em.portId = findPortByName(em.deviceId, e.portName);
        if (!em.portId)
            em.portId = findPortByName(em.deviceId, e.portDescr);
        if (!em.portId && e.portNumber > 0 && e.subPort == 0) {
            const std::vector<Id> &ifs = interfacesOf(em.deviceId);
            if (std::size_t(e.portNumber) <= ifs.size())
                em.portId = ifs[std::size_t(e.portNumber - 1)];
        }
        return em;
    }

    // Follows a planned cable from an interface through patch panels to the far interface.
    // Returns 0 at a dead end (no onward cable) or a non-data port.
    Id trace(Id from, Id cableId, std::vector<Id> &cables) const
    {
        cables = {cableId};
        int position = 1;
        for (int hop = 0; hop < 32; ++hop) {
            const Cable *c = this->cables.find(cableId);
            if (!c)
                return 0;
            const Id q = c->aPortId == from ? c->bPortId : c->aPortId;
            const Port *qp = ports.find(q);
            if (!qp)
                return 0;
            Id next = 0;
            switch (qp->kind) {
            case PortKind::Interface:
                return q;
            case PortKind::FrontPort:
                position = qp->rearPosition;
                next = qp->rearPortId;
                break;
            case PortKind::RearPort:
                // Across a trunk from another rear port the position lands where the trunk's
                // polarity type sends it (model/trunk.h).
                if (const Port *fp = ports.find(from); fp && fp->kind == PortKind::RearPort)
                    position = trunkFarPosition(position, std::min(fp->positions, qp->positions),
                                                c->fibres, c->polarity);
                next = frontByRear.value(qMakePair(q, position), 0);
                if (!next && qp->positions <= 1)
                    next = frontByRear.value(qMakePair(q, 1), 0);
                break;
            default:
                return 0;
            }
            cableId = cableAtPort.value(next, 0);
            if (!next || !cableId || cableId == cables.back())
                return 0;
            from = next;
            cables.push_back(cableId);
        }
        return 0;
    }
};

CableVerifier::CableVerifier(const Design &design, VerifyOptions options)
    : d(std::make_unique<Impl>(design, std::move(options)))
{
}

CableVerifier::~CableVerifier() = default;

CableVerifier::EndMatch CableVerifier::matchEnd(const ObservedNode &node,
                                                const ObservedEnd &end) const
{
    return d->matchEnd(end, d->matchNode(node));
}

/// One call of CableVerifier::verify(): the phases (map the observed links, collect the planned
/// links, the five matching passes, the pull order) as member functions over the state they
/// share.
struct CableVerifier::Impl::Run
{
    using Kind = CableFinding::Kind;

    struct NodeEntry
    {
        const ObservedNode *node = nullptr;
        NodeMatch match;
    };

    Run(const Impl &impl, const ObservationSet &observed)
        : impl(impl), design(impl.design), observed(observed),
          covered(design.devices,
                  qsizetype(std::min(design.devices.size(), 2 * observed.links().size() + 1))),
          obsAtPort(design.ports, qsizetype(2 * observed.links().size())),
          plannedAtPort(design.ports, qsizetype(2 * design.cables.size())),
          trRackPort(Tr::tr("rack %1 U%2 %3 port %4")), trPort(Tr::tr("%1 port %2")),
          trCorrect(Tr::tr("%1: cable goes to %2 as planned")),
          trWrongEnd(Tr::tr("%1: cable goes to %2, plan says %3")),
          trMissing(Tr::tr("%1: no link seen; plan says a cable to %2"))
    {
    }

    const Impl &impl;
    const Design &design;
    const ObservationSet &observed;
    Verification out;

    QHash<QString, NodeEntry> nodes;
    IdMap covered;              // devices that reported their links in the observation
    bool sawInfiniBand = false; // the observation holds an InfiniBand dump
    bool sawLldp = false;       // ... LLDP reports
    std::vector<Obs> obs;
    QHash<QPair<Id, Id>, std::size_t> obsByPair;
    IdMap obsAtPort;
    std::vector<Planned> planned;
    IdMap plannedAtPort;
    QSet<QPair<Id, Id>> plannedPairs;
    QSet<Id> namedDevices; // design devices some observation names (a node or a link end)
    QSet<Id> seenIbPlanes; // InfiniBand planes of the design ports the observed links reach
    QHash<Id, int> unreachedIbPlanes; // IB plane -> planned links left out: the dump missed it

    // The formats written for every link are translated once.
    const QString trRackPort, trPort, trCorrect, trWrongEnd, trMissing;
    // The last text is kept: an exact match asks for the same far port twice (planned and seen).
    Id lastTextPort = 0;
    QString lastText;

    // --- Observed side: map every end to the design. Each node is matched once; a link's ends
    // then find their node and its match with one lookup each.
    void mapObserved()
    {
        nodes.reserve(qsizetype(observed.nodes().size()));
        for (const ObservedNode &n : observed.nodes()) {
            NodeMatch nm = impl.matchNode(n);
            // A device covers its cables only when it reported them: every node of an
            // ibnetdiscover dump lists its own ports, but an LLDP neighbour is only named by the
            // host whose file it is in (a leaf seen from the hosts says nothing about its
            // spine links, which must then be "not covered", not "missing").
            const bool reported = n.kind != ObservedNode::Kind::LldpChassis || n.local;
            if (nm.deviceId && reported)
                covered.insert(nm.deviceId, 1);
            if (nm.deviceId)
                namedDevices.insert(nm.deviceId);
            if (n.kind == ObservedNode::Kind::LldpChassis)
                sawLldp = true;
            else
                sawInfiniBand = true;
            nodes.insert(n.key, {&n, std::move(nm)});
        }
        obs.reserve(observed.links().size());
        obsByPair.reserve(qsizetype(observed.links().size()));
        for (const ObservedLink &l : observed.links())
            addObserved(l);
        out.summary.observedLinks = int(obs.size());
    }

    void addObserved(const ObservedLink &l)
    {
        const ObservedEnd *ends[2] = {&l.a, &l.b};
        const NodeEntry *entry[2] = {nullptr, nullptr};
        for (int i = 0; i < 2; ++i)
            if (auto it = nodes.constFind(ends[i]->nodeKey); it != nodes.cend())
                entry[i] = &*it;
        // isInternalLink(observed, l), with the nodes already at hand.
        if (impl.options.skipInternalLinks && l.a.nodeKey != l.b.nodeKey && entry[0] && entry[1] &&
            !entry[0]->node->systemImageGuid.isEmpty() &&
            entry[0]->node->systemImageGuid == entry[1]->node->systemImageGuid) {
            ++out.summary.internalLinks;
            return;
        }
        Obs o;
        o.link = &l;
        o.end[0] = &l.a;
        o.end[1] = &l.b;
        for (int i = 0; i < 2; ++i) {
            if (entry[i]) {
                o.node[i] = entry[i]->node;
                o.m[i] = impl.matchEnd(*o.end[i], entry[i]->match);
            } else {
                NodeMatch nm;
                nm.guessed = o.end[i]->nodeKey;
                o.m[i] = impl.matchEnd(*o.end[i], nm);
            }
            if (o.m[i].deviceId)
                namedDevices.insert(o.m[i].deviceId);
            if (const Port *port = o.m[i].portId ? impl.ports.find(o.m[i].portId) : nullptr)
                if (ibPlane(*port))
                    seenIbPlanes.insert(port->planeId);
        }
        if (o.m[0].portId && o.m[1].portId) {
            const auto key = qMakePair(std::min(o.m[0].portId, o.m[1].portId),
                                       std::max(o.m[0].portId, o.m[1].portId));
            if (obsByPair.contains(key)) {
                out.diagnostics.push_back(
                    {Diagnostic::Severity::Info,
                     Tr::tr("this link maps to the same two design ports as the link reported "
                            "at %1; counted once")
                         .arg(obs[obsByPair.value(key)].link->location.toString()),
                     l.location,
                     {},
                     {}});
                return;
            }
            obsByPair.insert(key, obs.size());
        }
        for (int i = 0; i < 2; ++i) {
            if (!o.m[i].portId)
                continue;
            if (obsAtPort.contains(o.m[i].portId)) {
                out.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("two observed links use the same design port (also at %1)")
                         .arg(obs[*obsAtPort.find(o.m[i].portId)].link->location.toString()),
                     l.location,
                     {},
                     {}});
                continue;
            }
            obsAtPort.insert(o.m[i].portId, obs.size());
        }
        obs.push_back(std::move(o));
    }

    // --- Planned side: links between two data interfaces, followed through patch panels.
    void collectPlanned()
    {
        planned.reserve(design.cables.size());
        plannedPairs.reserve(qsizetype(design.cables.size()));
        const QSet<Id> planes(impl.options.planeIds.begin(), impl.options.planeIds.end());
        for (const Cable &c : design.cables)
            addPlanned(c, planes);
        out.summary.plannedLinks = int(planned.size());
        if (!unreachedIbPlanes.isEmpty()) {
            QStringList seen, unseen;
            int links = 0;
            for (Id id : seenIbPlanes)
                if (const Plane *pl = design.planes.find(id))
                    seen << pl->name;
            for (auto it = unreachedIbPlanes.cbegin(); it != unreachedIbPlanes.cend(); ++it) {
                if (const Plane *pl = design.planes.find(it.key()))
                    unseen << pl->name;
                links += it.value();
            }
            seen.sort();
            unseen.sort();
            out.diagnostics.push_back(
                {Diagnostic::Severity::Warning,
                 Tr::tr("the InfiniBand dump reaches plane %1 only; the design also plans the "
                        "InfiniBand plane(s) %2, whose %3 planned links are not covered. "
                        "ibnetdiscover sees one subnet: run it on a host of each subnet and give "
                        "every dump")
                     .arg(seen.join(QLatin1String(", ")), unseen.join(QLatin1String(", ")))
                     .arg(links),
                 {},
                 {},
                 {}});
        }
    }

    /// True when `port` is in an InfiniBand plane of the design.
    bool ibPlane(const Port &port) const
    {
        const Plane *plane = port.planeId ? design.planes.find(port.planeId) : nullptr;
        return plane && plane->kind != PlaneKind::ScaleUp &&
               plane->technology.startsWith(QLatin1String("infiniband"));
    }

    void addPlanned(const Cable &c, const QSet<Id> &planes)
    {
        const Port *pa = impl.ports.find(c.aPortId);
        const Port *pb = impl.ports.find(c.bPortId);
        if (!pa || !pb)
            return;
        Id start = 0;
        if (pa->kind == PortKind::Interface)
            start = pa->id;
        else if (pb->kind == PortKind::Interface)
            start = pb->id;
        else
            return; // panel-to-panel trunk: reached from the interfaces
        Planned p;
        // A direct cable between two interfaces (most of them) needs no tracing.
        const Port *startPort = start == pa->id ? pa : pb;
        const Port *farPort = start == pa->id ? pb : pa;
        Id far = 0;
        if (farPort->kind == PortKind::Interface) {
            far = farPort->id;
            p.cables = {c.id};
        } else {
            far = impl.trace(start, c.id, p.cables);
            farPort = far ? impl.ports.find(far) : nullptr;
        }
        if (!far) {
            const bool passive = pa->kind == PortKind::FrontPort ||
                                 pa->kind == PortKind::RearPort ||
                                 pb->kind == PortKind::FrontPort || pb->kind == PortKind::RearPort;
            if (passive)
                out.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("the planned cable %1 runs into a patch panel with no onward cable; "
                            "it is not verified")
                         .arg(cableDisplayName(design, c)),
                     {},
                     {},
                     c.label});
            return;
        }
        const auto key = qMakePair(std::min(start, far), std::max(start, far));
        if (plannedPairs.contains(key))
            return;
        plannedPairs.insert(key);
        p.port[0] = start;
        p.port[1] = far;
        const Port *p0 = startPort, *p1 = farPort;
        for (const Port *port : {p0, p1}) {
            p.dev[port == p0 ? 0 : 1] = port->deviceId;
            if (port->speedGbps > 0)
                p.speedGbps =
                    p.speedGbps > 0 ? std::min(p.speedGbps, port->speedGbps) : port->speedGbps;
        }
        const bool wanted =
            planes.isEmpty() || planes.contains(p0->planeId) || planes.contains(p1->planeId);
        bool inPlane = wanted && visible(*p0, *p1);
        // An InfiniBand dump describes one subnet: a plane of the design that no observed link
        // reaches, while others are reached, was not discovered (not covered, with a hint).
        if (inPlane && sawInfiniBand && !seenIbPlanes.isEmpty()) {
            const Port *ib = ibPlane(*p0) ? p0 : (ibPlane(*p1) ? p1 : nullptr);
            if (ib && !seenIbPlanes.contains(ib->planeId)) {
                inPlane = false;
                ++unreachedIbPlanes[ib->planeId];
            }
        }
        const bool seen = !impl.options.onlyObservedDevices || covered.contains(p.dev[0]) ||
                          covered.contains(p.dev[1]);
        p.inScope = inPlane && seen;
        for (int i = 0; i < 2; ++i)
            plannedAtPort.insert(p.port[i], planned.size());
        planned.push_back(std::move(p));
    }

    /// Whether the kind of observation at hand can see a planned link at all: an InfiniBand
    /// dump sees InfiniBand planes, LLDP sees Ethernet ones (RoCE, management), neither sees a
    /// scale-up plane (NVLink, UB). A link whose ports have no plane (or an unknown technology)
    /// is seen by either. A link no source can see is "not covered", never "missing".
    bool visible(const Port &a, const Port &b) const
    {
        enum class Medium
        {
            Unknown,
            InfiniBand,
            Ethernet,
            ScaleUp
        };
        auto mediumOf = [&](const Port &port) {
            const Plane *plane = port.planeId ? design.planes.find(port.planeId) : nullptr;
            if (!plane)
                return Medium::Unknown;
            if (plane->kind == PlaneKind::ScaleUp)
                return Medium::ScaleUp;
            const QString &t = plane->technology;
            if (t.startsWith(QLatin1String("infiniband")))
                return Medium::InfiniBand;
            if (t.startsWith(QLatin1String("roce")) || t.startsWith(QLatin1String("ethernet")) ||
                plane->kind == PlaneKind::OutOfBand || plane->kind == PlaneKind::InbandMgmt)
                return Medium::Ethernet;
            return Medium::Unknown;
        };
        Medium m = mediumOf(a);
        if (m == Medium::Unknown)
            m = mediumOf(b);
        switch (m) {
        case Medium::InfiniBand:
            return sawInfiniBand;
        case Medium::Ethernet:
            return sawLldp;
        case Medium::ScaleUp:
            return false;
        case Medium::Unknown:
            break;
        }
        return true;
    }

    // --- Helpers of the passes.
    Planned *freePlannedAt(Id port)
    {
        if (!port)
            return nullptr;
        const std::size_t *it = plannedAtPort.find(port);
        if (!it || planned[*it].used)
            return nullptr;
        return &planned[*it];
    }
    static Id otherPort(const Planned &p, Id port)
    {
        return p.port[0] == port ? p.port[1] : p.port[0];
    }
    static Id otherDev(const Planned &p, Id port)
    {
        return p.port[0] == port ? p.dev[1] : p.dev[0];
    }
    QString portText(Id portId)
    {
        if (portId != 0 && portId == lastTextPort)
            return lastText;
        const Port *p = impl.ports.find(portId);
        const Device *dev = p ? impl.devices.find(p->deviceId) : nullptr;
        lastText = (dev ? dev->name : QString()) + QLatin1Char(' ') + portName(p);
        lastTextPort = portId;
        return lastText;
    }
    // The plan's port name with the HCA beside it when the port has an RDMA device of another
    // name: "ib3 (mlx5_5)", what a technician finds on the host (ibstat) and in the fabric.
    static QString portName(const Port *p)
    {
        if (!p)
            return {};
        if (p->rdmaDevice.isEmpty() || p->rdmaDevice == p->name)
            return p->name;
        return p->name + QStringLiteral(" (") + p->rdmaDevice + QLatin1Char(')');
    }
    QString endText(const Obs &o, int i)
    {
        if (o.m[i].portId)
            return portText(o.m[i].portId);
        const ObservedEnd &e = *o.end[i];
        if (const Device *dev = impl.devices.find(o.m[i].deviceId)) {
            if (e.portNumber > 0)
                return Tr::tr("%1 port %2 (not in the design)").arg(dev->name, e.portName);
            return Tr::tr("%1 %2 (not in the design)").arg(dev->name, e.portName);
        }
        const ObservedNode *n = o.node[i];
        const QString name = n ? reportedName(*n) : e.nodeKey;
        if (n && !n->nodeGuid.isEmpty())
            return Tr::tr("unknown node \"%1\" (GUID %2) port %3")
                .arg(name, n->nodeGuid, e.portName);
        return Tr::tr("unknown node \"%1\" %2").arg(name, e.portName);
    }
    /// True when end `i` is on a known device but its reported port, a name (LLDP; not an
    /// InfiniBand port number), maps to no port of the design.
    static bool unresolvedName(const Obs &o, int i)
    {
        return o.m[i].deviceId && !o.m[i].portId && o.end[i]->portNumber <= 0;
    }
    void setPeer(CableFinding &f, const Obs &o, int i)
    {
        f.observedPeer = endText(o, i);
        f.observedPeerDeviceId = o.m[i].deviceId;
        f.observedPeerPortId = o.m[i].portId;
    }
    void setAnchor(CableFinding &f, Id deviceId, Id portId, const QString &device,
                   const QString &port) const
    {
        f.deviceId = deviceId;
        f.portId = portId;
        f.device = device;
        f.port = port;
        if (const Device *dev = impl.devices.find(deviceId)) {
            f.device = dev->name;
            f.position = dev->position;
            if (const Rack *r = design.racks.find(dev->rackId)) {
                f.rackId = r->id;
                f.rack = r->name;
            }
        }
        if (const Port *p = impl.ports.find(portId))
            f.port = p->name;
    }
    void anchorObs(CableFinding &f, const Obs &o, int i) const
    {
        const ObservedEnd &e = *o.end[i];
        const QString dev = o.node[i] ? reportedName(*o.node[i]) : e.nodeKey;
        setAnchor(f, o.m[i].deviceId, o.m[i].portId, dev, e.portName);
    }
    QString where(const CableFinding &f) const
    {
        const Port *p = impl.ports.find(f.portId);
        const QString port = p ? portName(p) : f.port;
        if (!f.rack.isEmpty())
            return trRackPort.arg(f.rack, QString::number(f.position), f.device, port);
        return trPort.arg(f.device, port);
    }
    void attachPlanned(CableFinding &f, Planned &p, Id anchorPort)
    {
        p.used = true;
        f.cableIds = p.cables;
        if (anchorPort != p.port[0])
            std::reverse(f.cableIds.begin(), f.cableIds.end());
        f.cableId = f.cableIds.front();
        f.plannedPeer = portText(otherPort(p, anchorPort));
    }

    // Pass 1: exact matches.
    void matchExact()
    {
        for (Obs &o : obs) {
            if (!o.m[0].portId || !o.m[1].portId)
                continue;
            Planned *p = freePlannedAt(o.m[0].portId);
            if (!p || otherPort(*p, o.m[0].portId) != o.m[1].portId)
                continue;
            o.used = true;
            CableFinding f;
            f.observed = *o.link;
            const int anchor = o.m[0].portId == p->port[0] ? 0 : 1;
            anchorObs(f, o, anchor);
            attachPlanned(f, *p, o.m[anchor].portId);
            setPeer(f, o, 1 - anchor);
            const double seen = o.link->speedGbps;
            if (seen > 0 && p->speedGbps > 0 && seen < p->speedGbps) {
                f.kind = Kind::Degraded;
                f.explanation = Tr::tr("%1: cable goes to %2 as planned, but the link runs at %3 "
                                       "(%4 Gb/s); plan says %5 Gb/s")
                                    .arg(where(f), f.observedPeer, o.link->widthSpeed(),
                                         QString::number(seen), QString::number(p->speedGbps));
            } else {
                f.kind = Kind::Correct;
                f.explanation = trCorrect.arg(where(f), f.observedPeer);
            }
            out.findings.push_back(std::move(f));
        }
    }

    // Pass 2: crossed pairs.
    void matchCrossed()
    {
        for (std::size_t i = 0; i < obs.size(); ++i) {
            Obs &o1 = obs[i];
            if (o1.used || !o1.m[0].portId || !o1.m[1].portId)
                continue;
            for (int side = 0; side < 2 && !o1.used; ++side)
                matchCrossedAt(i, side);
        }
    }

    void matchCrossedAt(std::size_t i, int side)
    {
        Obs &o1 = obs[i];
        const Id x = o1.m[side].portId, y = o1.m[1 - side].portId;
        Planned *p1 = freePlannedAt(x);
        Planned *p2 = freePlannedAt(y);
        if (!p1 || !p2 || p1 == p2)
            return;
        const Id q = otherPort(*p1, x), r = otherPort(*p2, y);
        const std::size_t *j = obsAtPort.find(r);
        if (!j || *j == i || obs[*j].used)
            return;
        Obs &o2 = obs[*j];
        const int rSide = o2.m[0].portId == r ? 0 : 1;
        if (o2.m[1 - rSide].portId != q)
            return;
        // o1 = (x, y) and o2 = (r, q) against planned (x, q) and (r, y).
        // Anchor each at the A end of a planned link when possible: o1 takes p1 at x and o2
        // takes p2 at r, or o1 takes p2 at y and o2 takes p1 at q.
        const bool o1TakesP1 = x == p1->port[0] || y != p2->port[0];
        Planned *first = o1TakesP1 ? p1 : p2;
        Planned *second = o1TakesP1 ? p2 : p1;
        const int o1Anchor = o1TakesP1 ? side : 1 - side;
        const int o2Anchor = o1TakesP1 ? rSide : 1 - rSide;
        CableFinding f1, f2;
        f1.kind = f2.kind = Kind::Swapped;
        f1.observed = *o1.link;
        f2.observed = *o2.link;
        anchorObs(f1, o1, o1Anchor);
        anchorObs(f2, o2, o2Anchor);
        attachPlanned(f1, *first, o1.m[o1Anchor].portId);
        attachPlanned(f2, *second, o2.m[o2Anchor].portId);
        setPeer(f1, o1, 1 - o1Anchor);
        setPeer(f2, o2, 1 - o2Anchor);
        f1.swappedWithCableId = f2.cableId;
        f2.swappedWithCableId = f1.cableId;
        const QString at1 = portText(f1.portId), at2 = portText(f2.portId);
        f1.explanation = Tr::tr("%1: cable goes to %2, plan says %3 (crossed with the cable "
                                "at %4)")
                             .arg(where(f1), f1.observedPeer, f1.plannedPeer, at2);
        f2.explanation = Tr::tr("%1: cable goes to %2, plan says %3 (crossed with the cable "
                                "at %4)")
                             .arg(where(f2), f2.observedPeer, f2.plannedPeer, at1);
        o1.used = o2.used = true;
        out.findings.push_back(std::move(f1));
        out.findings.push_back(std::move(f2));
    }

    // Pass 3: one end as planned. WrongPort first for all links, then WrongDevice.
    void matchWrongEnds()
    {
        for (Obs &o : obs)
            matchWrongEnd(o, true);
        for (Obs &o : obs)
            matchWrongEnd(o, false);
    }

    void matchWrongEnd(Obs &o, bool samePortOnly)
    {
        if (o.used || !o.m[0].deviceId || !o.m[1].deviceId)
            return;
        for (int i = 0; i < 2; ++i) {
            Planned *p = freePlannedAt(o.m[i].portId);
            if (!p)
                continue;
            const bool sameDevice = otherDev(*p, o.m[i].portId) == o.m[1 - i].deviceId;
            if (samePortOnly && !sameDevice)
                continue;
            CableFinding f;
            // A far end on the planned device whose reported port name maps to no port of it:
            // nobody can say whether it is the planned port, so it is not a wrong port but
            // unverifiable. (On another device it is a wrong device whatever the port; an
            // InfiniBand port number the design lacks is a definite port, not a name.)
            const bool unresolved = sameDevice && unresolvedName(o, 1 - i);
            f.kind = unresolved ? Kind::Unverifiable
                                : (sameDevice ? Kind::WrongPort : Kind::WrongDevice);
            f.observed = *o.link;
            anchorObs(f, o, i);
            attachPlanned(f, *p, o.m[i].portId);
            setPeer(f, o, 1 - i);
            if (unresolved)
                f.explanation = Tr::tr("%1: cable goes to %2, which maps to no port of the "
                                       "design; plan says %3. Cannot be verified: check the port "
                                       "name mapping (rules)")
                                    .arg(where(f), f.observedPeer, f.plannedPeer);
            else
                f.explanation = trWrongEnd.arg(where(f), f.observedPeer, f.plannedPeer);
            o.used = true;
            out.findings.push_back(std::move(f));
            return;
        }
    }

    // Pass 4: unknown nodes, then links between known ports that the plan does not have.
    void reportUnmatched()
    {
        for (Obs &o : obs) {
            if (o.used)
                continue;
            o.used = true;
            CableFinding f;
            f.observed = *o.link;
            const bool known0 = o.m[0].deviceId != 0, known1 = o.m[1].deviceId != 0;
            if (!known0 || !known1) {
                f.kind = Kind::UnknownDevice;
                const int anchor = known0 ? 0 : (known1 ? 1 : 0);
                anchorObs(f, o, anchor);
                setPeer(f, o, 1 - anchor);
                const ObservedNode *far = o.node[1 - anchor];
                if ((known0 || known1) && far && unidentified(*far)) {
                    // Which machine the far end is cannot be established: unverifiable.
                    f.kind = Kind::Unverifiable;
                    if (Planned *p = freePlannedAt(o.m[anchor].portId)) {
                        attachPlanned(f, *p, o.m[anchor].portId);
                        f.explanation =
                            Tr::tr("%1: cable goes to %2, a node that does not say which machine "
                                   "it is; plan says %3. Cannot be verified: set its description "
                                   "or record its GUID in the design")
                                .arg(where(f), f.observedPeer, f.plannedPeer);
                    } else {
                        f.explanation =
                            Tr::tr("%1: cable goes to %2, a node that does not say which machine "
                                   "it is. Cannot be verified: set its description or record its "
                                   "GUID in the design")
                                .arg(where(f), f.observedPeer);
                    }
                } else if (!known0 && !known1) {
                    f.explanation = Tr::tr("%1: link to %2; neither node is in the design")
                                        .arg(endText(o, anchor), f.observedPeer);
                } else if (Planned *p = freePlannedAt(o.m[anchor].portId)) {
                    attachPlanned(f, *p, o.m[anchor].portId);
                    f.explanation = Tr::tr("%1: cable goes to %2, which is not in the design; "
                                           "plan says %3")
                                        .arg(where(f), f.observedPeer, f.plannedPeer);
                } else {
                    f.explanation = Tr::tr("%1: cable goes to %2, which is not in the design")
                                        .arg(where(f), f.observedPeer);
                }
            } else {
                f.kind = Kind::Unexpected;
                const int anchor = (!o.m[0].portId && o.m[1].portId) ? 1 : 0;
                anchorObs(f, o, anchor);
                setPeer(f, o, 1 - anchor);
                if (!o.m[0].portId && !o.m[1].portId &&
                    (unresolvedName(o, 0) || unresolvedName(o, 1))) {
                    // Neither reported port maps to the design and one is a name the rules
                    // cannot translate: whether a planned cable is meant cannot be told. (With
                    // one end resolved, that port has no planned cable left: unexpected.)
                    f.kind = Kind::Unverifiable;
                    f.explanation = Tr::tr("%1: cable goes to %2, which maps to no port of the "
                                           "design. Cannot be verified: check the port name "
                                           "mapping (rules)")
                                        .arg(where(f), f.observedPeer);
                } else {
                    f.explanation = Tr::tr("%1: cable goes to %2; the plan has no cable here")
                                        .arg(where(f), f.observedPeer);
                }
            }
            out.findings.push_back(std::move(f));
        }
    }

    // Pass 5: planned links nobody reported.
    void reportMissing()
    {
        for (Planned &p : planned) {
            if (p.used)
                continue;
            if (!p.inScope) {
                ++out.summary.notCovered;
                continue;
            }
            CableFinding f;
            f.kind = Kind::Missing;
            const Port *port = impl.ports.find(p.port[0]);
            setAnchor(f, port->deviceId, port->id, {}, {});
            attachPlanned(f, p, p.port[0]);
            f.explanation = trMissing.arg(where(f), f.plannedPeer);
            out.findings.push_back(std::move(f));
            for (Id dev : p.dev)
                if (dev && !namedDevices.contains(dev)) {
                    DeviceNotSeen &n = notSeen[dev];
                    n.deviceId = dev;
                    ++n.plannedLinks;
                    n.cableIds.push_back(p.cables.front());
                }
        }
        for (auto it = notSeen.begin(); it != notSeen.end(); ++it) {
            if (it->plannedLinks < 2)
                continue; // one missing link is its own work item
            DeviceNotSeen n = std::move(*it);
            setNotSeenPlace(n);
            out.notSeen.push_back(std::move(n));
        }
        sortNotSeen();
    }

    QHash<Id, DeviceNotSeen> notSeen;

    void setNotSeenPlace(DeviceNotSeen &n) const
    {
        const Device *dev = impl.devices.find(n.deviceId);
        if (!dev)
            return;
        n.device = dev->name;
        n.position = dev->position;
        if (const Rack *r = design.racks.find(dev->rackId)) {
            n.rackId = r->id;
            n.rack = r->name;
        }
    }

    /// Pull order, as for the findings: racked first, by row, rack position and rack name, then
    /// from the top U down, then the device name.
    void sortNotSeen()
    {
        auto key = [&](const DeviceNotSeen &n) {
            const Device *dev = impl.devices.find(n.deviceId);
            const Design::Location loc = dev ? design.locationOf(*dev) : Design::Location{};
            return std::make_tuple(loc.rack ? 0 : 1, loc.row ? loc.row->index : 0,
                                   loc.rack ? loc.rack->position : 0);
        };
        std::sort(out.notSeen.begin(), out.notSeen.end(),
                  [&](const DeviceNotSeen &a, const DeviceNotSeen &b) {
                      const auto ka = key(a), kb = key(b);
                      if (ka != kb)
                          return ka < kb;
                      if (a.rack != b.rack)
                          return naturalLess(a.rack, b.rack);
                      if (a.position != b.position)
                          return a.position > b.position;
                      return naturalLess(a.device, b.device);
                  });
    }
};

namespace {

/// The pull order of findings: rack location (site, room, row, rack position, rack), position
/// from the top down, device, port, kind. Names compare in natural order; each distinct name is
/// ranked once so that sorting compares integers (naturalCompare() is 0 only for equal strings,
/// so the ranks order exactly as it does).
class PullOrder
{
public:
    explicit PullOrder(const Design &design) : m_design(design) { m_empty = nameId(QString()); }

    void sort(std::vector<CableFinding> &findings)
    {
        std::vector<std::pair<Key, std::size_t>> order;
        order.reserve(findings.size());
        for (std::size_t i = 0; i < findings.size(); ++i)
            order.emplace_back(keyOf(findings[i]), i);
        rankNames(order);
        std::stable_sort(order.begin(), order.end(),
                         [](const auto &x, const auto &y) { return x.first < y.first; });
        permute(findings, order);
    }

private:
    struct Key
    {
        int group = 2;
        int site = 0, room = 0; // name ids, then ranks
        int row = 0, rackPos = 0;
        int rack = 0;
        double position = 0;
        int device = 0, port = 0;
        int kind = 0;

        bool operator<(const Key &b) const
        {
            const Key &a = *this;
            if (a.group != b.group)
                return a.group < b.group;
            if (a.site != b.site)
                return a.site < b.site;
            if (a.room != b.room)
                return a.room < b.room;
            if (a.row != b.row)
                return a.row < b.row;
            if (a.rackPos != b.rackPos)
                return a.rackPos < b.rackPos;
            if (a.rack != b.rack)
                return a.rack < b.rack;
            if (a.position != b.position)
                return a.position > b.position; // from the top of the rack down
            if (a.device != b.device)
                return a.device < b.device;
            if (a.port != b.port)
                return a.port < b.port;
            return a.kind < b.kind;
        }
    };
    struct DeviceKey
    {
        int group = 1, site = 0, room = 0, row = 0, rackPos = 0, rack = 0;
    };

    int nameId(const QString &name)
    {
        auto it = m_nameIds.constFind(name);
        if (it != m_nameIds.cend())
            return *it;
        const int id = int(m_names.size());
        m_nameIds.insert(name, id);
        m_names.push_back(name);
        return id;
    }

    const DeviceKey &deviceKey(const Device &dev)
    {
        auto it = m_deviceKeys.constFind(dev.id);
        if (it == m_deviceKeys.cend()) {
            const Design::Location loc = m_design.locationOf(dev);
            DeviceKey dk;
            dk.group = loc.rack ? 0 : 1;
            dk.rack = loc.rack ? nameId(loc.rack->name) : m_empty;
            dk.rackPos = loc.rack ? loc.rack->position : 0;
            dk.row = loc.row ? loc.row->index : 0;
            dk.room = loc.room ? nameId(loc.room->name) : m_empty;
            dk.site = loc.site ? nameId(loc.site->name) : m_empty;
            it = m_deviceKeys.insert(dev.id, dk);
        }
        return *it;
    }

    Key keyOf(const CableFinding &f)
    {
        Key k;
        k.site = k.room = k.rack = m_empty;
        k.device = nameId(f.device);
        k.port = nameId(f.port);
        k.kind = int(f.kind);
        k.position = f.position;
        if (const Device *dev = m_design.devices.find(f.deviceId)) {
            const DeviceKey &dk = deviceKey(*dev);
            k.group = dk.group;
            k.site = dk.site;
            k.room = dk.room;
            k.row = dk.row;
            k.rackPos = dk.rackPos;
            k.rack = dk.rack;
        }
        return k;
    }

    void rankNames(std::vector<std::pair<Key, std::size_t>> &order) const
    {
        std::vector<int> byName(m_names.size());
        for (std::size_t i = 0; i < byName.size(); ++i)
            byName[i] = int(i);
        std::sort(byName.begin(), byName.end(), [&](int a, int b) {
            return naturalLess(m_names[std::size_t(a)], m_names[std::size_t(b)]);
        });
        std::vector<int> rank(m_names.size());
        for (std::size_t r = 0; r < byName.size(); ++r)
            rank[std::size_t(byName[r])] = int(r);
        for (auto &[k, i] : order) {
            k.site = rank[std::size_t(k.site)];
            k.room = rank[std::size_t(k.room)];
            k.rack = rank[std::size_t(k.rack)];
            k.device = rank[std::size_t(k.device)];
            k.port = rank[std::size_t(k.port)];
        }
    }

    // Permute in place, cycle by cycle: position k takes the finding order[k] names.
    static void permute(std::vector<CableFinding> &findings,
                        const std::vector<std::pair<Key, std::size_t>> &order)
    {
        std::vector<bool> placed(findings.size(), false);
        for (std::size_t k = 0; k < findings.size(); ++k) {
            if (placed[k])
                continue;
            CableFinding held = std::move(findings[k]);
            std::size_t j = k;
            for (;;) {
                placed[j] = true;
                const std::size_t from = order[j].second;
                if (from == k) {
                    findings[j] = std::move(held);
                    break;
                }
                findings[j] = std::move(findings[from]);
                j = from;
            }
        }
    }

    const Design &m_design;
    QHash<QString, int> m_nameIds;
    std::vector<QString> m_names;
    QHash<Id, DeviceKey> m_deviceKeys;
    int m_empty = 0;
};

} // namespace

Verification CableVerifier::verify(const ObservationSet &observed) const
{
    Impl::Run run(*d, observed);
    run.mapObserved();
    run.collectPlanned();
    run.out.findings.reserve(run.obs.size() + run.planned.size());
    run.matchExact();
    run.matchCrossed();
    run.matchWrongEnds();
    run.reportUnmatched();
    run.reportMissing();
    PullOrder(d->design).sort(run.out.findings);
    for (const CableFinding &f : run.out.findings)
        ++run.out.summary.counts[std::size_t(f.kind)];
    return std::move(run.out);
}

} // namespace ry::verify
