#include "allocator.h"
#include "util/yamlguard.h"

#include "io/designyaml.h"
#include "ipnet.h"
#include "util/naturalsort.h"

#include <QFile>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace ry::ipam {

namespace {

SourceLocation locOf(const QString &file, const YAML::Mark &m)
{
    return SourceLocation{file, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0};
}

QString scalar(const YAML::Node &n, const QString &file, const QString &field)
{
    if (!n.IsScalar())
        throw Error(Tr::tr("Expected a text value."), locOf(file, n.Mark()), field);
    return QString::fromStdString(n.Scalar());
}

qint64 integer(const YAML::Node &n, const QString &file, const QString &field)
{
    bool ok = false;
    const qint64 v = scalar(n, file, field).toLongLong(&ok);
    if (!ok || v < 0)
        throw Error(Tr::tr("Expected a whole number of 0 or more, found \"%1\".")
                        .arg(QString::fromStdString(n.Scalar())),
                    locOf(file, n.Mark()), field);
    return v;
}

QStringList textList(const YAML::Node &n, const QString &file, const QString &field)
{
    QStringList out;
    if (n.IsScalar())
        return {scalar(n, file, field)};
    if (!n.IsSequence())
        throw Error(Tr::tr("Expected a list of text values."), locOf(file, n.Mark()), field);
    for (std::size_t i = 0; i < n.size(); ++i)
        out << scalar(n[i], file, QStringLiteral("%1[%2]").arg(field).arg(i));
    return out;
}

const QRegularExpression &tokenRe()
{
    static const QRegularExpression re(QStringLiteral("\\{([a-z_]+)\\}"));
    return re;
}

int defaultSubnetLength(const AllocationRule &r, const IpNet &net)
{
    if (r.subnetLength >= 0)
        return r.subnetLength;
    return net.v6 ? 127 : 31;
}

/// A DNS label from a free-text value: lower case, [a-z0-9-] only (RFC 1123 host names).
QString dnsLabel(const QString &s)
{
    QString out;
    out.reserve(s.size());
    for (QChar c : s.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('-'))
            out += c;
        else
            out += QLatin1Char('-');
    }
    return out;
}

struct Ctx
{
    const Design &d;
    QHash<Id, QString> planeName;
    explicit Ctx(const Design &design) : d(design)
    {
        for (const Plane &p : d.planes)
            planeName.insert(p.id, p.name);
    }

    QString expand(const QString &tpl, const Port &port) const
    {
        const Device *dev = d.devices.find(port.deviceId);
        const Design::Location loc = dev ? d.locationOf(*dev) : Design::Location{};
        QString out;
        qsizetype last = 0;
        auto it = tokenRe().globalMatch(tpl);
        while (it.hasNext()) {
            const auto m = it.next();
            out += tpl.mid(last, m.capturedStart() - last);
            last = m.capturedEnd();
            const QString t = m.captured(1);
            QString v;
            if (t == QLatin1String("device"))
                v = dev ? dev->name : QString();
            else if (t == QLatin1String("port"))
                v = port.name;
            else if (t == QLatin1String("ifname"))
                v = port.ifName.isEmpty() ? port.name : port.ifName;
            else if (t == QLatin1String("role"))
                v = dev ? dev->role : QString();
            else if (t == QLatin1String("rack"))
                v = loc.rack ? loc.rack->name : QString();
            else if (t == QLatin1String("row"))
                v = loc.row ? loc.row->name : QString();
            else if (t == QLatin1String("room"))
                v = loc.room ? loc.room->name : QString();
            else if (t == QLatin1String("site"))
                v = loc.site ? loc.site->name : QString();
            else if (t == QLatin1String("rail"))
                v = port.rail >= 0 ? QString::number(port.rail) : QString();
            else if (t == QLatin1String("su"))
                v = dev && dev->su >= 0 ? QString::number(dev->su) : QString();
            else if (t == QLatin1String("plane"))
                v = planeName.value(port.planeId);
            else if (t == QLatin1String("vrf")) {
                const Plane *p = d.planes.find(port.planeId);
                v = p ? p->vrf : QString();
            }
            out += dnsLabel(v);
        }
        out += tpl.mid(last);
        return out;
    }
};

struct PortRef
{
    const Device *device;
    const Port *port;
};

bool naturalPortLess(const PortRef &a, const PortRef &b)
{
    if (a.device->name != b.device->name)
        return naturalLess(a.device->name, b.device->name);
    return naturalLess(a.port->name, b.port->name);
}

QString where(const AllocationRule &r)
{
    return Tr::tr("rule \"%1\" (%2)").arg(r.name, r.location.toString());
}

} // namespace

QStringList dnsTokens()
{
    return {QStringLiteral("device"), QStringLiteral("port"),  QStringLiteral("ifname"),
            QStringLiteral("role"),   QStringLiteral("rack"),  QStringLiteral("row"),
            QStringLiteral("room"),   QStringLiteral("site"),  QStringLiteral("rail"),
            QStringLiteral("su"),     QStringLiteral("plane"), QStringLiteral("vrf")};
}

std::vector<AllocationRule> parseRules(const QString &text, const QString &fileName)
{
    YAML::Node root;
    try {
        root = loadYaml(text.toStdString(), fileName);
    } catch (const YAML::Exception &e) {
        throw Error(Tr::tr("Not valid YAML: %1").arg(QString::fromStdString(e.msg)),
                    locOf(fileName, e.mark));
    }
    if (!root.IsMap() || !root["rules"])
        throw Error(Tr::tr("Expected a mapping with a \"rules\" list."),
                    locOf(fileName, root.Mark()), QStringLiteral("rules"));
    const YAML::Node list = root["rules"];
    if (!list.IsSequence())
        throw Error(Tr::tr("Expected a list of rules."), locOf(fileName, list.Mark()),
                    QStringLiteral("rules"));
    for (auto it = root.begin(); it != root.end(); ++it)
        if (it->first.Scalar() != "rules")
            throw Error(
                Tr::tr("Unknown key \"%1\".").arg(QString::fromStdString(it->first.Scalar())),
                locOf(fileName, it->first.Mark()));
    const QStringList tokens = dnsTokens();
    std::vector<AllocationRule> rules;
    QSet<QString> names;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node n = list[i];
        const QString path = QStringLiteral("rules[%1]").arg(i);
        if (!n.IsMap())
            throw Error(Tr::tr("Expected a mapping (one rule)."), locOf(fileName, n.Mark()), path);
        AllocationRule r;
        r.location = locOf(fileName, n.Mark());
        for (auto it = n.begin(); it != n.end(); ++it) {
            const QString key = QString::fromStdString(it->first.Scalar());
            const QString field = path + QLatin1Char('.') + key;
            const YAML::Node v = it->second; // a copy: it-> returns a proxy temporary
            if (key == QLatin1String("name"))
                r.name = scalar(v, fileName, field);
            else if (key == QLatin1String("prefix")) {
                r.prefix = scalar(v, fileName, field);
                if (!IpNet::parse(r.prefix))
                    throw Error(Tr::tr("\"%1\" is not a network in CIDR notation with the host "
                                       "bits zero (e.g. 10.0.0.0/24).")
                                    .arg(r.prefix),
                                locOf(fileName, v.Mark()), field);
            } else if (key == QLatin1String("vrf")) {
                r.vrf = scalar(v, fileName, field);
                r.vrfGiven = true;
            } else if (key == QLatin1String("plane"))
                r.plane = scalar(v, fileName, field);
            else if (key == QLatin1String("purpose"))
                r.purpose = scalar(v, fileName, field);
            else if (key == QLatin1String("description"))
                r.description = scalar(v, fileName, field);
            else if (key == QLatin1String("roles"))
                r.roles = textList(v, fileName, field);
            else if (key == QLatin1String("ports"))
                r.ports = textList(v, fileName, field);
            else if (key == QLatin1String("per")) {
                const QString s = scalar(v, fileName, field);
                if (s == QLatin1String("prefix"))
                    r.per = AllocationRule::Per::Prefix;
                else if (s == QLatin1String("rail"))
                    r.per = AllocationRule::Per::Rail;
                else if (s == QLatin1String("link"))
                    r.per = AllocationRule::Per::Link;
                else
                    throw Error(Tr::tr("Expected prefix, rail or link, found \"%1\".").arg(s),
                                locOf(fileName, v.Mark()), field);
            } else if (key == QLatin1String("subnet_length"))
                r.subnetLength = int(integer(v, fileName, field));
            else if (key == QLatin1String("first"))
                r.first = integer(v, fileName, field);
            else if (key == QLatin1String("gateway"))
                r.gateway = integer(v, fileName, field);
            else if (key == QLatin1String("dns")) {
                r.dns = scalar(v, fileName, field);
                auto m = tokenRe().globalMatch(r.dns);
                while (m.hasNext()) {
                    const QString t = m.next().captured(1);
                    if (!tokens.contains(t))
                        throw Error(Tr::tr("Unknown token {%1}; known: %2.")
                                        .arg(t, tokens.join(QStringLiteral(", "))),
                                    locOf(fileName, v.Mark()), field);
                }
            } else
                throw Error(Tr::tr("Unknown key \"%1\".").arg(key),
                            locOf(fileName, it->first.Mark()), field);
        }
        if (r.name.isEmpty())
            throw Error(Tr::tr("Every rule needs a name."), r.location,
                        path + QStringLiteral(".name"));
        if (names.contains(r.name))
            throw Error(Tr::tr("The rule name \"%1\" is used twice.").arg(r.name), r.location,
                        path + QStringLiteral(".name"));
        names.insert(r.name);
        if (r.prefix.isEmpty())
            throw Error(Tr::tr("Every rule needs a prefix."), r.location,
                        path + QStringLiteral(".prefix"));
        if (r.plane.isEmpty() && r.ports.isEmpty())
            throw Error(Tr::tr("Give a plane or a ports list, so the rule does not match every "
                               "interface."),
                        r.location, path);
        const IpNet net = *IpNet::parse(r.prefix);
        if (r.per != AllocationRule::Per::Prefix) {
            const int len = defaultSubnetLength(r, net);
            if (r.per == AllocationRule::Per::Rail && r.subnetLength < 0)
                throw Error(Tr::tr("A per-rail rule needs subnet_length."), r.location,
                            path + QStringLiteral(".subnet_length"));
            if (len < net.length || len > net.bits())
                throw Error(Tr::tr("subnet_length %1 does not fit in %2.").arg(len).arg(r.prefix),
                            r.location, path + QStringLiteral(".subnet_length"));
        }
        rules.push_back(std::move(r));
    }
    return rules;
}

std::vector<AllocationRule> readRules(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read the file: %1").arg(f.errorString()), SourceLocation{path});
    return parseRules(QString::fromUtf8(f.readAll()), path);
}

namespace {

/// One allocate() run: what the design already holds, the rules resolved and checked for
/// overlaps, then per rule the links (point-to-point subnets) or the interfaces (one address
/// each, per prefix or per rail subnet).
class Allocator
{
public:
    Allocator(const Design &d) : d(d), ctx(d)
    {
        result.changes.setDescription(Tr::tr("Allocate IP addresses"));
        // Addresses already used, per VRF; interfaces that already have one, per VRF.
        for (const IpAddress &a : d.ipAddresses) {
            if (const auto p = parseAddress(a.address))
                used[a.vrf].insert(p->second);
            if (a.portId)
                addressed.insert({a.portId, a.vrf});
        }
        // Prefixes by (vrf, text), existing and new.
        for (const Prefix &p : d.prefixes)
            prefixIds.insert({p.vrf, p.prefix}, p.id);
        nextPrefixId = d.prefixes.nextId();
        nextAddressId = d.ipAddresses.nextId();
    }

    Allocation run(const std::vector<AllocationRule> &rules)
    {
        resolve(rules);
        for (const Resolved &x : resolved)
            apply(x);
        return std::move(result);
    }

private:
    struct Resolved
    {
        const AllocationRule *rule;
        IpNet net;
        QString vrf;
        Id planeId;
    };
    struct Link
    {
        PortRef a, b;
        const Cable *cable;
    };
    /// Which interfaces a rule takes: kind, plane, role and port name globs.
    struct Matcher
    {
        Matcher(const Resolved &x) : x(x)
        {
            QStringList parts;
            for (const QString &g : x.rule->ports)
                parts << QRegularExpression::wildcardToRegularExpression(
                    g, QRegularExpression::UnanchoredWildcardConversion);
            portRe =
                QRegularExpression(QStringLiteral("^(?:%1)$").arg(parts.join(QLatin1Char('|'))));
        }
        bool operator()(const Device &dev, const Port &p) const
        {
            const AllocationRule &r = *x.rule;
            if (p.kind != PortKind::Interface)
                return false;
            if (x.planeId && p.planeId != x.planeId)
                return false;
            if (!r.roles.isEmpty() && !r.roles.contains(dev.role))
                return false;
            return r.ports.isEmpty() || portRe.match(p.name).hasMatch();
        }
        const Resolved &x;
        QRegularExpression portRe;
    };

    // Overlap: rules in one VRF must not overlap each other.
    void resolve(const std::vector<AllocationRule> &rules)
    {
        for (const AllocationRule &r : rules) {
            Resolved x{&r, *IpNet::parse(r.prefix), r.vrf, 0};
            if (!r.plane.isEmpty()) {
                const Plane *p = d.planeByName(r.plane);
                if (!p)
                    throw Error(
                        Tr::tr("%1: the plane \"%2\" is not in the design.").arg(where(r), r.plane),
                        r.location, QStringLiteral("plane"));
                x.planeId = p->id;
                if (!r.vrfGiven)
                    x.vrf = p->vrf;
            }
            for (const Resolved &o : resolved)
                if (o.vrf == x.vrf && o.net.overlaps(x.net))
                    throw Error(Tr::tr("%1: prefix %2 overlaps %3 of %4 in VRF \"%5\".")
                                    .arg(where(r), r.prefix, o.rule->prefix, where(*o.rule), x.vrf),
                                r.location, QStringLiteral("prefix"));
            resolved.push_back(x);
        }
    }

    Id addPrefix(const QString &vrf, const IpNet &net, Id planeId, const QString &purpose,
                 const QString &gateway, const QString &description)
    {
        const QString text = net.toString();
        auto it = prefixIds.constFind({vrf, text});
        if (it != prefixIds.cend())
            return *it;
        Prefix p;
        p.id = nextPrefixId++;
        p.prefix = text;
        p.vrf = vrf;
        p.planeId = planeId;
        p.purpose = purpose;
        p.gateway = gateway;
        p.description = description;
        prefixIds.insert({vrf, text}, p.id);
        result.changes.add(p);
        ++result.prefixesAdded;
        return p.id;
    }

    void addAddress(const Resolved &x, const IpNet &subnet, U128 addr, Id prefixId,
                    const Port &port)
    {
        IpAddress a;
        a.id = nextAddressId++;
        a.address = subnet.addressText(addr) + QLatin1Char('/') + QString::number(subnet.length);
        a.vrf = x.vrf;
        a.prefixId = prefixId;
        a.portId = port.id;
        if (!x.rule->dns.isEmpty())
            a.dnsName = ctx.expand(x.rule->dns, port);
        used[x.vrf].insert(addr);
        addressed.insert({port.id, x.vrf});
        result.changes.add(a);
        ++result.addressesAdded;
    }

    void apply(const Resolved &x)
    {
        const AllocationRule &r = *x.rule;
        const int subLen =
            r.per == AllocationRule::Per::Prefix ? x.net.length : defaultSubnetLength(r, x.net);
        checkDesignPrefixes(x, subLen);
        const Matcher matches(x);
        if (r.per == AllocationRule::Per::Link)
            allocateLinks(x, subLen, matches);
        else
            allocateInterfaces(x, subLen, matches);
    }

    // A prefix of the design that overlaps the rule's network must be the network itself or
    // (per-rail, per-link) one of its subnets.
    void checkDesignPrefixes(const Resolved &x, int subLen) const
    {
        const AllocationRule &r = *x.rule;
        for (const Prefix &p : d.prefixes) {
            if (p.vrf != x.vrf)
                continue;
            const auto pn = IpNet::parse(p.prefix);
            if (!pn || !pn->overlaps(x.net) || *pn == x.net)
                continue;
            // Per rail and per link the rule's own subnets may exist already (made by an
            // earlier run or by hand): a subnet of the cut's length inside the network.
            if (r.per != AllocationRule::Per::Prefix && pn->length == subLen &&
                x.net.contains(pn->base))
                continue;
            throw Error(Tr::tr("%1: prefix %2 overlaps the design's prefix %3 (%4) in VRF \"%5\".")
                            .arg(where(r), r.prefix, p.prefix,
                                 p.purpose.isEmpty() ? Tr::tr("no purpose") : p.purpose, x.vrf),
                        r.location, QStringLiteral("prefix"));
        }
    }

    // Point-to-point: one subnet of subLen per cable between two matching interfaces.
    void allocateLinks(const Resolved &x, int subLen, const Matcher &matches)
    {
        const AllocationRule &r = *x.rule;
        std::vector<Link> links;
        for (const Cable &c : d.cables) {
            const Port *pa = d.ports.find(c.aPortId);
            const Port *pb = d.ports.find(c.bPortId);
            if (!pa || !pb || pa->kind != PortKind::Interface || pb->kind != PortKind::Interface)
                continue;
            const Device *da = d.devices.find(pa->deviceId);
            const Device *db = d.devices.find(pb->deviceId);
            if (!da || !db || !(matches(*da, *pa) || matches(*db, *pb)))
                continue;
            links.push_back({{da, pa}, {db, pb}, &c});
        }
        std::sort(links.begin(), links.end(),
                  [](const Link &l, const Link &m) { return naturalPortLess(l.a, m.a); });
        // The pool is a container of the link subnets; each link gets its own /31 (/127)
        // prefix with the rule's purpose, named after the cable.
        addPrefix(x.vrf, x.net, x.planeId, QStringLiteral("container"), {},
                  Tr::tr("link subnets of rule %1").arg(r.name));
        const std::uint64_t count = x.net.subnetCount(subLen);
        std::uint64_t next = 0;
        for (const Link &l : links) {
            const bool aHas = addressed.contains({l.a.port->id, x.vrf});
            const bool bHas = addressed.contains({l.b.port->id, x.vrf});
            if (aHas || bHas) {
                result.addressesKept += std::size_t(aHas) + std::size_t(bHas);
                continue;
            }
            const U128Set &u = used[x.vrf];
            while (next < count) {
                const IpNet s = x.net.subnet(next, subLen);
                if (!u.count(s.at(0)) && !u.count(s.at(s.size() > 1 ? 1 : 0)))
                    break;
                ++next;
            }
            if (next >= count)
                throw Error(
                    Tr::tr("%1: prefix %2 is exhausted: it holds %3 /%4 links, %5 "
                           "cables need one (the first left without: %6 %7 - %8 %9).")
                        .arg(where(r), r.prefix)
                        .arg(count)
                        .arg(subLen)
                        .arg(links.size())
                        .arg(l.a.device->name, l.a.port->name, l.b.device->name, l.b.port->name),
                    r.location, QStringLiteral("prefix"));
            const IpNet s = x.net.subnet(next++, subLen);
            const QString ends =
                QStringLiteral("%1 %2 - %3 %4")
                    .arg(l.a.device->name, l.a.port->name, l.b.device->name, l.b.port->name);
            const Id prefixId = addPrefix(x.vrf, s, x.planeId, r.purpose, {},
                                          !r.description.isEmpty() ? r.description
                                          : l.cable->label.isEmpty()
                                              ? ends
                                              : l.cable->label + QStringLiteral(": ") + ends);
            addAddress(x, s, s.at(0), prefixId, *l.a.port);
            addAddress(x, s, s.at(s.size() > 1 ? 1 : 0), prefixId, *l.b.port);
        }
    }

    // One address per matching interface: one group (Prefix) or one per rail subnet (Rail).
    void allocateInterfaces(const Resolved &x, int subLen, const Matcher &matches)
    {
        const AllocationRule &r = *x.rule;
        std::vector<PortRef> targets;
        for (const Port &p : d.ports) {
            const Device *dev = d.devices.find(p.deviceId);
            if (dev && matches(*dev, p))
                targets.push_back({dev, &p});
        }
        std::sort(targets.begin(), targets.end(), naturalPortLess);
        QMap<int, std::vector<PortRef>> groups;
        for (const PortRef &t : targets) {
            if (r.per == AllocationRule::Per::Rail) {
                if (t.port->rail < 0)
                    continue;
                groups[t.port->rail].push_back(t);
            } else {
                groups[0].push_back(t);
            }
        }
        if (r.per == AllocationRule::Per::Rail && !groups.isEmpty())
            addPrefix(x.vrf, x.net, x.planeId, QStringLiteral("container"), {},
                      Tr::tr("rail subnets of rule %1").arg(r.name));
        for (auto g = groups.cbegin(); g != groups.cend(); ++g) {
            IpNet subnet = x.net;
            QString description = r.description;
            if (r.per == AllocationRule::Per::Rail) {
                if (std::uint64_t(g.key()) >= x.net.subnetCount(subLen))
                    throw Error(Tr::tr("%1: rail %2 has no subnet: %3 holds %4 subnets of /%5.")
                                    .arg(where(r))
                                    .arg(g.key())
                                    .arg(r.prefix)
                                    .arg(x.net.subnetCount(subLen))
                                    .arg(subLen),
                                r.location, QStringLiteral("subnet_length"));
                subnet = x.net.subnet(std::uint64_t(g.key()), subLen);
                if (description.isEmpty())
                    description = Tr::tr("rail %1").arg(g.key());
            }
            const QString gateway = r.gateway >= 0
                                        ? subnet.addressText(subnet.at(std::uint64_t(r.gateway)))
                                        : QString();
            const Id prefixId =
                addPrefix(x.vrf, subnet, x.planeId, r.purpose, gateway, description);
            fillSubnet(x, subnet, prefixId, *g);
        }
    }

    void fillSubnet(const Resolved &x, const IpNet &subnet, Id prefixId,
                    const std::vector<PortRef> &group)
    {
        const AllocationRule &r = *x.rule;
        const std::uint64_t first = r.first >= 0 ? std::uint64_t(r.first) : subnet.firstHost();
        const std::uint64_t last = subnet.lastHost();
        const U128Set &u = used[x.vrf];
        std::uint64_t next = first;
        std::size_t need = 0;
        for (const PortRef &t : group)
            if (!addressed.contains({t.port->id, x.vrf}))
                ++need;
        for (const PortRef &t : group) {
            if (addressed.contains({t.port->id, x.vrf})) {
                ++result.addressesKept;
                continue;
            }
            while (next <= last && (u.count(subnet.at(next)) || qint64(next) == r.gateway))
                ++next;
            if (next > last || first > last) {
                const std::uint64_t avail = first > last ? 0 : last - first + 1;
                throw Error(Tr::tr("%1: prefix %2 is exhausted: %3 addresses from offset %4 "
                                   "(some already used), %5 interfaces need one (the first "
                                   "left without: %6 %7).")
                                .arg(where(r), subnet.toString())
                                .arg(avail)
                                .arg(first)
                                .arg(need)
                                .arg(t.device->name, t.port->name),
                            r.location, QStringLiteral("prefix"));
            }
            addAddress(x, subnet, subnet.at(next), prefixId, *t.port);
            ++next;
        }
    }

    const Design &d;
    Ctx ctx;
    Allocation result;
    QHash<QString, U128Set> used;
    QSet<QPair<Id, QString>> addressed;
    QHash<QPair<QString, QString>, Id> prefixIds;
    Id nextPrefixId = 0;
    Id nextAddressId = 0;
    std::vector<Resolved> resolved;
};

} // namespace

Allocation allocate(const Design &d, const std::vector<AllocationRule> &rules)
{
    return Allocator(d).run(rules);
}

std::vector<PrefixUsage> prefixUsage(const Design &d, Diagnostics *findings)
{
    struct P
    {
        const Prefix *p;
        IpNet net;
    };
    std::vector<P> nets;
    for (const Prefix &p : d.prefixes)
        if (const auto n = IpNet::parse(p.prefix))
            nets.push_back({&p, *n});
    std::sort(nets.begin(), nets.end(), [](const P &a, const P &b) {
        if (a.p->vrf != b.p->vrf)
            return a.p->vrf < b.p->vrf;
        if (a.net.v6 != b.net.v6)
            return !a.net.v6;
        if (a.net.base != b.net.base)
            return a.net.base < b.net.base;
        return a.net.length < b.net.length;
    });
    QHash<Id, std::uint64_t> counts;
    for (const IpAddress &a : d.ipAddresses)
        if (a.prefixId)
            ++counts[a.prefixId];
    std::vector<PrefixUsage> out;
    std::vector<const P *> open;
    for (std::size_t i = 0; i < nets.size(); ++i) {
        const P &x = nets[i];
        const std::uint64_t usable = x.net.lastHost() - x.net.firstHost() + 1;
        out.push_back({x.p->prefix, x.p->vrf, x.p->purpose, counts.value(x.p->id), usable});
        // Sorted by VRF, base, then length: the prefixes that contain this one are on a stack of
        // open containers (O(n) overall).
        while (!open.empty() &&
               (open.back()->p->vrf != x.p->vrf || !open.back()->net.contains(x.net.base) ||
                open.back()->net.v6 != x.net.v6))
            open.pop_back();
        if (findings && !open.empty() && open.back()->p->purpose != QLatin1String("container"))
            findings->push_back({Diagnostic::Severity::Warning,
                                 Tr::tr("Prefix %1 overlaps %2 in VRF \"%3\"; mark the outer one "
                                        "with purpose \"container\" if that is meant.")
                                     .arg(x.p->prefix, open.back()->p->prefix, x.p->vrf),
                                 {},
                                 QStringLiteral("prefix"),
                                 x.p->prefix});
        open.push_back(&x);
        // Point-to-point (/31, /127) and host (/32, /128) prefixes are full by design.
        if (findings && usable > 0 && x.net.length < x.net.bits() - 1 &&
            counts.value(x.p->id) * 10 > usable * 9)
            findings->push_back({Diagnostic::Severity::Warning,
                                 Tr::tr("Prefix %1 is %2% full (%3 of %4 addresses).")
                                     .arg(x.p->prefix)
                                     .arg(counts.value(x.p->id) * 100 / usable)
                                     .arg(counts.value(x.p->id))
                                     .arg(usable),
                                 {},
                                 QStringLiteral("prefix"),
                                 x.p->prefix});
    }
    return out;
}

} // namespace ry::ipam
