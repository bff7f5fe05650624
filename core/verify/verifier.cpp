#include "verifier.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <tuple>

namespace ry {

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

// Compares strings so that embedded numbers sort by value: "ib2" < "ib10", "P7.0" < "P10.0".
int naturalCompare(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype i2 = i, j2 = j;
            while (i2 < a.size() && a[i2].isDigit())
                ++i2;
            while (j2 < b.size() && b[j2].isDigit())
                ++j2;
            qsizetype si = i, sj = j; // skip leading zeros
            while (si + 1 < i2 && a[si] == QLatin1Char('0'))
                ++si;
            while (sj + 1 < j2 && b[sj] == QLatin1Char('0'))
                ++sj;
            const QString ta = a.mid(si, i2 - si), tb = b.mid(sj, j2 - sj);
            if (ta.size() != tb.size())
                return ta.size() < tb.size() ? -1 : 1;
            if (const int c = ta.compare(tb); c != 0)
                return c;
            i = i2;
            j = j2;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j] ? -1 : 1;
        ++i;
        ++j;
    }
    if (a.size() - i != b.size() - j)
        return (a.size() - i) < (b.size() - j) ? -1 : 1;
    return a.compare(b);
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
    VerifyOptions options;
    std::vector<CompiledNodeRule> nodeRules;
    std::vector<CompiledPortRule> portRules;

    QHash<QString, Id> portByGuid;
    QHash<QString, Id> portByMac;
    QHash<QString, Id> deviceByName;
    QHash<Id, QHash<QString, Id>> portByName;
    QHash<Id, QHash<QString, Id>> portByIfName;
    QHash<Id, std::vector<Id>> dataInterfaces;
    QHash<Id, Id> cableAtPort;
    QHash<QPair<Id, int>, Id> frontByRear;

    struct NodeMatch
    {
        Id deviceId = 0;
        QStringList captures;
        QString portTemplate;
        bool hasPortTemplate = false;
        QString guessed;
    };

    Impl(const Design &d, VerifyOptions o) : design(d), options(std::move(o))
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
        for (const Device &dev : design.devices)
            deviceByName.insert(dev.name, dev.id);
        for (const Port &p : design.ports) {
            if (const QString g = normalizeGuid(p.guid); !g.isEmpty() && !portByGuid.contains(g))
                portByGuid.insert(g, p.id);
            if (const QString m = normalizeMac(p.mac); !m.isEmpty() && !portByMac.contains(m))
                portByMac.insert(m, p.id);
            portByName[p.deviceId].insert(p.name, p.id);
            if (!p.ifName.isEmpty())
                portByIfName[p.deviceId].insert(p.ifName, p.id);
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

    Id findPortByName(Id dev, const QString &name) const
    {
        if (name.isEmpty())
            return 0;
        if (Id p = portByName.value(dev).value(name, 0))
            return p;
        return portByIfName.value(dev).value(name, 0);
    }

    NodeMatch matchNode(const ObservedNode &n) const
    {
        NodeMatch nm;
        if (Id p = portByGuid.value(n.nodeGuid, 0); p && !n.nodeGuid.isEmpty()) {
            nm.deviceId = design.ports.find(p)->deviceId;
            return nm;
        }
        if (const QString mac = normalizeMac(n.chassisId); !mac.isEmpty()) {
            if (Id p = portByMac.value(mac, 0)) {
                nm.deviceId = design.ports.find(p)->deviceId;
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
            nm.guessed = n.displayName();
        return nm;
    }

    EndMatch matchEnd(const ObservedEnd &e, const NodeMatch &nm) const
    {
        EndMatch em;
        em.guessedDevice = nm.guessed;
        if (Id p = portByGuid.value(e.portGuid, 0); p && !e.portGuid.isEmpty()) {
            em.portId = p;
            em.deviceId = design.ports.find(p)->deviceId;
            return em;
        }
        if (Id p = portByMac.value(e.mac, 0); p && !e.mac.isEmpty()) {
            em.portId = p;
            em.deviceId = design.ports.find(p)->deviceId;
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
        const Device *dev = design.devices.find(em.deviceId);
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
                const std::vector<Id> &ifs = dataInterfaces[em.deviceId];
                if (ok && i >= 1 && std::size_t(i) <= ifs.size())
                    em.portId = ifs[std::size_t(i - 1)];
            }
            return em; // the first rule that applies decides
        }
        em.portId = findPortByName(em.deviceId, e.portName);
        if (!em.portId)
            em.portId = findPortByName(em.deviceId, e.portDescr);
        if (!em.portId && e.portNumber > 0 && e.subPort == 0) {
            const std::vector<Id> &ifs = dataInterfaces[em.deviceId];
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
            const Cable *c = design.cables.find(cableId);
            if (!c)
                return 0;
            const Id q = c->aPortId == from ? c->bPortId : c->aPortId;
            const Port *qp = design.ports.find(q);
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

Verification CableVerifier::verify(const ObservationSet &observed) const
{
    using Kind = CableFinding::Kind;
    const Design &design = d->design;
    Verification out;

    // --- Observed side: map every end to the design.
    QHash<QString, Impl::NodeMatch> nodeMatches;
    QSet<Id> covered;
    for (const ObservedNode &n : observed.nodes()) {
        Impl::NodeMatch nm = d->matchNode(n);
        if (nm.deviceId)
            covered.insert(nm.deviceId);
        nodeMatches.insert(n.key, nm);
    }
    std::vector<Obs> obs;
    QHash<QPair<Id, Id>, std::size_t> obsByPair;
    QHash<Id, std::size_t> obsAtPort;
    obs.reserve(observed.links().size());
    for (const ObservedLink &l : observed.links()) {
        if (d->options.skipInternalLinks && isInternalLink(observed, l)) {
            ++out.summary.internalLinks;
            continue;
        }
        Obs o;
        o.link = &l;
        o.end[0] = &l.a;
        o.end[1] = &l.b;
        for (int i = 0; i < 2; ++i) {
            o.node[i] = observed.findNode(o.end[i]->nodeKey);
            Impl::NodeMatch nm = nodeMatches.value(o.end[i]->nodeKey);
            if (!o.node[i])
                nm.guessed = o.end[i]->nodeKey;
            o.m[i] = d->matchEnd(*o.end[i], nm);
            if (o.m[i].deviceId)
                covered.insert(o.m[i].deviceId);
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
                continue;
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
                         .arg(obs[obsAtPort.value(o.m[i].portId)].link->location.toString()),
                     l.location,
                     {},
                     {}});
                continue;
            }
            obsAtPort.insert(o.m[i].portId, obs.size());
        }
        obs.push_back(o);
    }
    out.summary.observedLinks = int(obs.size());

    // --- Planned side: links between two data interfaces, followed through patch panels.
    std::vector<Planned> planned;
    QHash<Id, std::size_t> plannedAtPort;
    QSet<QPair<Id, Id>> plannedPairs;
    const QSet<Id> planes(d->options.planeIds.begin(), d->options.planeIds.end());
    for (const Cable &c : design.cables) {
        const Port *pa = design.ports.find(c.aPortId);
        const Port *pb = design.ports.find(c.bPortId);
        if (!pa || !pb)
            continue;
        Id start = 0;
        if (pa->kind == PortKind::Interface)
            start = pa->id;
        else if (pb->kind == PortKind::Interface)
            start = pb->id;
        else
            continue; // panel-to-panel trunk: reached from the interfaces
        Planned p;
        const Id far = d->trace(start, c.id, p.cables);
        if (!far) {
            const bool passive = pa->kind == PortKind::FrontPort ||
                                 pa->kind == PortKind::RearPort ||
                                 pb->kind == PortKind::FrontPort || pb->kind == PortKind::RearPort;
            if (passive)
                out.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("the planned cable %1 runs into a patch panel with no onward cable; "
                            "it is not verified")
                         .arg(c.label.isEmpty() ? QString::number(c.id) : c.label),
                     {},
                     {},
                     c.label});
            continue;
        }
        const auto key = qMakePair(std::min(start, far), std::max(start, far));
        if (plannedPairs.contains(key))
            continue;
        plannedPairs.insert(key);
        p.port[0] = start;
        p.port[1] = far;
        for (int i = 0; i < 2; ++i) {
            const Port *port = design.ports.find(p.port[i]);
            p.dev[i] = port->deviceId;
            if (port->speedGbps > 0)
                p.speedGbps =
                    p.speedGbps > 0 ? std::min(p.speedGbps, port->speedGbps) : port->speedGbps;
        }
        const Port *p0 = design.ports.find(p.port[0]);
        const Port *p1 = design.ports.find(p.port[1]);
        const bool inPlane =
            planes.isEmpty() || planes.contains(p0->planeId) || planes.contains(p1->planeId);
        const bool seen = !d->options.onlyObservedDevices || covered.contains(p.dev[0]) ||
                          covered.contains(p.dev[1]);
        p.inScope = inPlane && seen;
        for (int i = 0; i < 2; ++i)
            plannedAtPort.insert(p.port[i], planned.size());
        planned.push_back(std::move(p));
    }
    out.summary.plannedLinks = int(planned.size());

    auto freePlannedAt = [&](Id port) -> Planned * {
        if (!port)
            return nullptr;
        auto it = plannedAtPort.constFind(port);
        if (it == plannedAtPort.cend() || planned[*it].used)
            return nullptr;
        return &planned[*it];
    };
    auto otherPort = [](const Planned &p, Id port) {
        return p.port[0] == port ? p.port[1] : p.port[0];
    };
    auto otherDev = [](const Planned &p, Id port) {
        return p.port[0] == port ? p.dev[1] : p.dev[0];
    };

    // --- Texts.
    auto portText = [&](Id portId) {
        const Port *p = design.ports.find(portId);
        const Device *dev = p ? design.devices.find(p->deviceId) : nullptr;
        return QStringLiteral("%1 %2").arg(dev ? dev->name : QString(), p ? p->name : QString());
    };
    auto endText = [&](const Obs &o, int i) -> QString {
        if (o.m[i].portId)
            return portText(o.m[i].portId);
        const ObservedEnd &e = *o.end[i];
        if (const Device *dev = design.devices.find(o.m[i].deviceId)) {
            if (e.portNumber > 0)
                return Tr::tr("%1 port %2 (not in the design)").arg(dev->name, e.portName);
            return Tr::tr("%1 %2 (not in the design)").arg(dev->name, e.portName);
        }
        const ObservedNode *n = o.node[i];
        const QString name = n ? n->displayName() : e.nodeKey;
        if (n && !n->nodeGuid.isEmpty())
            return Tr::tr("unknown node \"%1\" (GUID %2) port %3")
                .arg(name, n->nodeGuid, e.portName);
        return Tr::tr("unknown node \"%1\" %2").arg(name, e.portName);
    };
    auto setPeer = [&](CableFinding &f, const Obs &o, int i) {
        f.observedPeer = endText(o, i);
        f.observedPeerDeviceId = o.m[i].deviceId;
        f.observedPeerPortId = o.m[i].portId;
    };
    auto setAnchor = [&](CableFinding &f, Id deviceId, Id portId, const QString &device,
                         const QString &port) {
        f.deviceId = deviceId;
        f.portId = portId;
        f.device = device;
        f.port = port;
        if (const Device *dev = design.devices.find(deviceId)) {
            f.device = dev->name;
            f.position = dev->position;
            if (const Rack *r = design.racks.find(dev->rackId)) {
                f.rackId = r->id;
                f.rack = r->name;
            }
        }
        if (const Port *p = design.ports.find(portId))
            f.port = p->name;
    };
    auto anchorObs = [&](CableFinding &f, const Obs &o, int i) {
        const ObservedEnd &e = *o.end[i];
        const QString dev = o.node[i] ? o.node[i]->displayName() : e.nodeKey;
        setAnchor(f, o.m[i].deviceId, o.m[i].portId, dev, e.portName);
    };
    auto where = [&](const CableFinding &f) {
        if (!f.rack.isEmpty())
            return Tr::tr("rack %1 U%2 %3 port %4")
                .arg(f.rack, QString::number(f.position), f.device, f.port);
        return Tr::tr("%1 port %2").arg(f.device, f.port);
    };
    auto attachPlanned = [&](CableFinding &f, Planned &p, Id anchorPort) {
        p.used = true;
        f.cableIds = p.cables;
        if (anchorPort != p.port[0])
            std::reverse(f.cableIds.begin(), f.cableIds.end());
        f.cableId = f.cableIds.front();
        f.plannedPeer = portText(otherPort(p, anchorPort));
    };

    std::vector<CableFinding> &findings = out.findings;

    // Pass 1: exact matches.
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
            f.explanation = Tr::tr("%1: cable goes to %2 as planned").arg(where(f), f.observedPeer);
        }
        findings.push_back(std::move(f));
    }

    // Pass 2: crossed pairs.
    for (std::size_t i = 0; i < obs.size(); ++i) {
        Obs &o1 = obs[i];
        if (o1.used || !o1.m[0].portId || !o1.m[1].portId)
            continue;
        for (int side = 0; side < 2 && !o1.used; ++side) {
            const Id x = o1.m[side].portId, y = o1.m[1 - side].portId;
            Planned *p1 = freePlannedAt(x);
            Planned *p2 = freePlannedAt(y);
            if (!p1 || !p2 || p1 == p2)
                continue;
            const Id q = otherPort(*p1, x), r = otherPort(*p2, y);
            auto j = obsAtPort.constFind(r);
            if (j == obsAtPort.cend() || *j == i || obs[*j].used)
                continue;
            Obs &o2 = obs[*j];
            const int rSide = o2.m[0].portId == r ? 0 : 1;
            if (o2.m[1 - rSide].portId != q)
                continue;
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
            findings.push_back(std::move(f1));
            findings.push_back(std::move(f2));
        }
    }

    // Pass 3: one end as planned. WrongPort first for all links, then WrongDevice.
    auto wrongEnd = [&](Obs &o, bool samePortOnly) {
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
            f.kind = sameDevice ? Kind::WrongPort : Kind::WrongDevice;
            f.observed = *o.link;
            anchorObs(f, o, i);
            attachPlanned(f, *p, o.m[i].portId);
            setPeer(f, o, 1 - i);
            f.explanation = Tr::tr("%1: cable goes to %2, plan says %3")
                                .arg(where(f), f.observedPeer, f.plannedPeer);
            o.used = true;
            findings.push_back(std::move(f));
            return;
        }
    };
    for (Obs &o : obs)
        wrongEnd(o, true);
    for (Obs &o : obs)
        wrongEnd(o, false);

    // Pass 4: unknown nodes, then links between known ports that the plan does not have.
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
            if (!known0 && !known1) {
                f.explanation = Tr::tr("%1: link to %2; neither node is in the design")
                                    .arg(endText(o, anchor), f.observedPeer);
            } else if (Planned *p = freePlannedAt(o.m[anchor].portId)) {
                attachPlanned(f, *p, o.m[anchor].portId);
                f.explanation = Tr::tr("%1: cable goes to %2, which is not in the design; plan "
                                       "says %3")
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
            f.explanation = Tr::tr("%1: cable goes to %2; the plan has no cable here")
                                .arg(where(f), f.observedPeer);
        }
        findings.push_back(std::move(f));
    }

    // Pass 5: planned links nobody reported.
    for (Planned &p : planned) {
        if (p.used)
            continue;
        if (!p.inScope) {
            ++out.summary.notCovered;
            continue;
        }
        CableFinding f;
        f.kind = Kind::Missing;
        const Port *port = design.ports.find(p.port[0]);
        setAnchor(f, port->deviceId, port->id, {}, {});
        attachPlanned(f, p, p.port[0]);
        f.explanation =
            Tr::tr("%1: no link seen; plan says a cable to %2").arg(where(f), f.plannedPeer);
        findings.push_back(std::move(f));
    }

    // --- Pull order.
    struct Key
    {
        int group = 2;
        QString site, room;
        int row = 0, rackPos = 0;
        QString rack;
        double position = 0;
        QString device, port;
        int kind = 0;
    };
    auto keyOf = [&](const CableFinding &f) {
        Key k;
        k.device = f.device;
        k.port = f.port;
        k.kind = int(f.kind);
        k.position = f.position;
        if (const Device *dev = design.devices.find(f.deviceId)) {
            const Design::Location loc = design.locationOf(*dev);
            k.group = loc.rack ? 0 : 1;
            if (loc.rack) {
                k.rack = loc.rack->name;
                k.rackPos = loc.rack->position;
            }
            if (loc.row)
                k.row = loc.row->index;
            if (loc.room)
                k.room = loc.room->name;
            if (loc.site)
                k.site = loc.site->name;
        }
        return k;
    };
    std::vector<std::pair<Key, std::size_t>> order;
    order.reserve(findings.size());
    for (std::size_t i = 0; i < findings.size(); ++i)
        order.emplace_back(keyOf(findings[i]), i);
    std::stable_sort(order.begin(), order.end(), [](const auto &x, const auto &y) {
        const Key &a = x.first, &b = y.first;
        if (a.group != b.group)
            return a.group < b.group;
        if (int c = naturalCompare(a.site, b.site))
            return c < 0;
        if (int c = naturalCompare(a.room, b.room))
            return c < 0;
        if (a.row != b.row)
            return a.row < b.row;
        if (a.rackPos != b.rackPos)
            return a.rackPos < b.rackPos;
        if (int c = naturalCompare(a.rack, b.rack))
            return c < 0;
        if (a.position != b.position)
            return a.position > b.position; // from the top of the rack down
        if (int c = naturalCompare(a.device, b.device))
            return c < 0;
        if (int c = naturalCompare(a.port, b.port))
            return c < 0;
        return a.kind < b.kind;
    });
    std::vector<CableFinding> sorted;
    sorted.reserve(findings.size());
    for (const auto &[k, i] : order)
        sorted.push_back(std::move(findings[i]));
    findings = std::move(sorted);

    for (const CableFinding &f : findings)
        ++out.summary.counts[std::size_t(f.kind)];
    return out;
}

} // namespace ry
