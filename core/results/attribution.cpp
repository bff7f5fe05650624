#include "attribution.h"

#include "util/error.h"

#include <algorithm>
#include <map>
#include <set>

namespace ry::results {

std::optional<HostPattern> hostPatternFromString(const QString &text)
{
    const qsizetype arrow = text.indexOf(QLatin1String("=>"));
    if (arrow <= 0)
        return std::nullopt;
    HostPattern p{text.left(arrow).trimmed(), text.mid(arrow + 2).trimmed()};
    if (p.deviceName.isEmpty() || !QRegularExpression(p.regex).isValid())
        return std::nullopt;
    return p;
}

std::optional<HostPattern> hostMapFromString(const QString &text)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0 || text.mid(eq + 1).startsWith(QLatin1Char('>')))
        return std::nullopt;
    HostPattern p{text.left(eq).trimmed(), text.mid(eq + 1).trimmed(), true};
    if (p.regex.isEmpty() || p.deviceName.isEmpty())
        return std::nullopt;
    return p;
}

std::optional<HostPattern> hostMappingFromString(const QString &text)
{
    return text.contains(QLatin1String("=>")) ? hostPatternFromString(text)
                                              : hostMapFromString(text);
}

QString toString(const HostPattern &m)
{
    return m.regex + (m.explicitMap ? QStringLiteral("=") : QStringLiteral("=>")) + m.deviceName;
}

QString toString(HostMatch match)
{
    switch (match) {
    case HostMatch::Exact:
        return QStringLiteral("exact");
    case HostMatch::CaseInsensitive:
        return QStringLiteral("case-insensitive");
    case HostMatch::ShortName:
        return QStringLiteral("short-name");
    case HostMatch::Pattern:
        return QStringLiteral("pattern");
    case HostMatch::Map:
        return QStringLiteral("map");
    }
    return {};
}

std::vector<Id> Attribution::deviceIds() const
{
    std::vector<Id> ids;
    ids.reserve(nodes.size());
    for (const AttributedNode &n : nodes)
        ids.push_back(n.deviceId);
    return ids;
}

HostMatcher::HostMatcher(const Design &design, const QList<HostPattern> &patterns)
{
    for (const Device &d : design.devices) {
        m_exact.insert(d.name, &d);
        m_folded.insert(d.name.toCaseFolded(), &d);
    }
    for (const HostPattern &p : patterns) {
        if (p.explicitMap) {
            const Device *d = m_exact.value(p.deviceName);
            if (!d)
                d = m_folded.value(p.deviceName.toCaseFolded());
            if (d && !m_maps.contains(p.regex.trimmed()))
                m_maps.insert(p.regex.trimmed(), d);
            continue;
        }
        QRegularExpression re(QRegularExpression::anchoredPattern(p.regex));
        if (!re.isValid()) {
            m_patternErrors << Tr::tr("The host pattern \"%1\" is not a valid regular "
                                      "expression: %2.")
                                   .arg(p.regex, re.errorString());
            continue;
        }
        m_patterns.emplace_back(std::move(re), p.deviceName);
    }
}

const Device *HostMatcher::match(const QString &host, HostMatch *how) const
{
    auto set = [&](HostMatch m) {
        if (how)
            *how = m;
    };
    const QString h = host.trimmed();
    if (h.isEmpty())
        return nullptr;
    if (const Device *d = m_maps.value(h)) {
        set(HostMatch::Map);
        return d;
    }
    if (const Device *d = m_exact.value(h)) {
        set(HostMatch::Exact);
        return d;
    }
    if (const Device *d = m_folded.value(h.toCaseFolded())) {
        set(HostMatch::CaseInsensitive);
        return d;
    }
    if (const qsizetype dot = h.indexOf(QLatin1Char('.')); dot > 0) {
        if (const Device *d = m_folded.value(h.left(dot).toCaseFolded())) {
            set(HostMatch::ShortName);
            return d;
        }
    }
    for (const auto &[re, tmpl] : m_patterns) {
        const QRegularExpressionMatch m = re.match(h);
        if (!m.hasMatch())
            continue;
        QString name;
        for (qsizetype i = 0; i < tmpl.size(); ++i) {
            const QChar c = tmpl.at(i);
            if (c == QLatin1Char('\\') && i + 1 < tmpl.size() && tmpl.at(i + 1).isDigit()) {
                name += m.captured(tmpl.at(i + 1).digitValue());
                ++i;
            } else {
                name += c;
            }
        }
        if (const Device *d = m_exact.value(name)) {
            set(HostMatch::Pattern);
            return d;
        }
        if (const Device *d = m_folded.value(name.toCaseFolded())) {
            set(HostMatch::Pattern);
            return d;
        }
    }
    return nullptr;
}

Attribution attribute(const std::vector<RankPlacement> &ranks, const Design &design,
                      const QList<HostPattern> &patterns)
{
    Attribution a;
    a.hasDeviceList = !ranks.empty();
    HostMatcher matcher(design, patterns);

    // Group by host in order of first appearance.
    QStringList hosts;
    QHash<QString, std::pair<std::set<int>, std::set<int>>> byHost; // ranks, gpus
    for (const RankPlacement &r : ranks) {
        if (!byHost.contains(r.host))
            hosts << r.host;
        auto &entry = byHost[r.host];
        entry.first.insert(r.rank);
        entry.second.insert(r.device);
    }
    a.multiNode = hosts.size() > 1;

    std::set<int> allRails;
    std::set<Id> allCables;
    QHash<Id, Id> cableOfPort;
    for (const Cable &c : design.cables) {
        cableOfPort.insert(c.aPortId, c.id);
        cableOfPort.insert(c.bPortId, c.id);
    }
    QHash<Id, qsizetype> nodeIndex; // device id -> index in a.nodes (two host spellings)
    for (const QString &host : hosts) {
        HostMatch how = HostMatch::Exact;
        const Device *dev = matcher.match(host, &how);
        if (!dev) {
            a.unknownHosts << host;
            continue;
        }
        const auto &[rankSet, gpuSet] = byHost.value(host);
        AttributedNode *node = nullptr;
        if (auto it = nodeIndex.constFind(dev->id); it != nodeIndex.cend()) {
            node = &a.nodes[std::size_t(*it)];
        } else {
            nodeIndex.insert(dev->id, qsizetype(a.nodes.size()));
            a.nodes.push_back({});
            node = &a.nodes.back();
            node->deviceId = dev->id;
            node->deviceName = dev->name;
            node->host = host;
            node->match = how;
        }
        for (int r : rankSet)
            if (!node->ranks.contains(r))
                node->ranks << r;
        for (int g : gpuSet)
            if (!node->gpus.contains(g))
                node->gpus << g;
        std::sort(node->ranks.begin(), node->ranks.end());
        std::sort(node->gpus.begin(), node->gpus.end());
    }
    // Only a run that leaves the node uses the rails (a second matched node, or hosts that
    // were not matched but exist).
    const bool leavesNode = a.multiNode;
    if (leavesNode) {
        for (AttributedNode &node : a.nodes) {
            for (const Port *p : design.portsOf(node.deviceId)) {
                if (p->rail < 0 || p->mgmtOnly || !node.gpus.contains(p->rail))
                    continue;
                const Plane *plane = design.planes.find(p->planeId);
                if (plane && plane->kind != PlaneKind::Compute)
                    continue;
                if (!node.rails.contains(p->rail))
                    node.rails << p->rail;
                node.portIds.push_back(p->id);
                allRails.insert(p->rail);
                if (const Id c = cableOfPort.value(p->id)) {
                    node.cableIds.push_back(c);
                    allCables.insert(c);
                }
            }
            std::sort(node.rails.begin(), node.rails.end());
        }
    }
    for (int r : allRails)
        a.rails << r;
    a.cableIds.assign(allCables.begin(), allCables.end());
    return a;
}

Attribution attribute(const BenchmarkRun &run, const Design &design,
                      const QList<HostPattern> &patterns)
{
    std::vector<RankPlacement> ranks;
    ranks.reserve(run.ranks.size());
    for (const BenchmarkRank &r : run.ranks)
        ranks.push_back({r.host, r.device, r.rank});
    return attribute(ranks, design, patterns);
}

} // namespace ry::results
