#include "observation.h"

#include <algorithm>

namespace ry::verify {

QString toString(ObservationSource s)
{
    switch (s) {
    case ObservationSource::Ibnetdiscover:
        return QStringLiteral("ibnetdiscover");
    case ObservationSource::Lldp:
        return QStringLiteral("lldp");
    }
    return {};
}

static bool isHex(QChar c)
{
    return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
           (c >= QLatin1Char('a') && c <= QLatin1Char('f')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
}

QString normalizeGuid(const QString &text)
{
    QString s = text.trimmed();
    if (s.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        s = s.mid(2);
    s.remove(QLatin1Char(':'));
    if (s.isEmpty() || s.size() > 16 || !std::all_of(s.cbegin(), s.cend(), isHex))
        return {};
    return s.toLower().rightJustified(16, QLatin1Char('0'));
}

QString normalizeMac(const QString &text)
{
    QString hex;
    for (QChar c : text.trimmed()) {
        if (c == QLatin1Char(':') || c == QLatin1Char('-') || c == QLatin1Char('.'))
            continue;
        if (!isHex(c))
            return {};
        hex += c.toUpper();
    }
    if (hex.size() != 12)
        return {};
    QString out;
    for (int i = 0; i < 12; i += 2) {
        if (i)
            out += QLatin1Char(':');
        out += hex.mid(i, 2);
    }
    return out;
}

double ibLaneRateGbps(const QString &speed)
{
    static const QHash<QString, double> rates{
        {QStringLiteral("SDR"), 2.5},  {QStringLiteral("DDR"), 5},   {QStringLiteral("QDR"), 10},
        {QStringLiteral("FDR10"), 10}, {QStringLiteral("FDR"), 14},  {QStringLiteral("EDR"), 25},
        {QStringLiteral("HDR"), 50},   {QStringLiteral("NDR"), 100}, {QStringLiteral("XDR"), 200},
    };
    return rates.value(speed.toUpper(), 0.0);
}

QString ObservedNode::displayName() const
{
    if (!name.isEmpty())
        return name;
    if (!description.isEmpty())
        return description;
    if (!chassisId.isEmpty())
        return chassisId;
    return key;
}

QString ObservedEnd::label() const
{
    if (portNumber > 0)
        return Tr::tr("port %1").arg(portName);
    return portName;
}

QString ObservedLink::widthSpeed() const
{
    return width + speed;
}

const ObservedNode *ObservationSet::findNode(const QString &key) const
{
    auto it = m_nodeIndex.constFind(key);
    return it == m_nodeIndex.cend() ? nullptr : &m_nodes[*it];
}

static void fill(QString &into, const QString &from)
{
    if (into.isEmpty())
        into = from;
}

ObservedNode &ObservationSet::addNode(const ObservedNode &node)
{
    auto it = m_nodeIndex.constFind(node.key);
    if (it == m_nodeIndex.cend()) {
        m_nodeIndex.insert(node.key, m_nodes.size());
        m_nodes.push_back(node);
        return m_nodes.back();
    }
    ObservedNode &n = m_nodes[*it];
    if (n.kind == ObservedNode::Kind::Unknown)
        n.kind = node.kind;
    fill(n.nodeGuid, node.nodeGuid);
    fill(n.systemImageGuid, node.systemImageGuid);
    fill(n.description, node.description);
    fill(n.name, node.name);
    fill(n.chassisId, node.chassisId);
    fill(n.chassisIdType, node.chassisIdType);
    fill(n.vendorId, node.vendorId);
    fill(n.deviceId, node.deviceId);
    for (const QString &ip : node.mgmtIps)
        if (!n.mgmtIps.contains(ip))
            n.mgmtIps.append(ip);
    if (n.portCount == 0)
        n.portCount = node.portCount;
    if (n.lid == 0)
        n.lid = node.lid;
    n.local = n.local || node.local;
    if (n.location.file.isEmpty())
        n.location = node.location;
    return n;
}

QString ObservationSet::endKey(const ObservedEnd &e)
{
    QString port = e.portNumber > 0 ? QString::number(e.portNumber) : e.portName;
    if (e.subPort > 0)
        port += QLatin1Char('/') + QString::number(e.subPort);
    return e.nodeKey + QChar(0x1f) + port;
}

static void fillEnd(ObservedEnd &into, const ObservedEnd &from)
{
    fill(into.portGuid, from.portGuid);
    fill(into.portId, from.portId);
    fill(into.portIdType, from.portIdType);
    fill(into.portDescr, from.portDescr);
    fill(into.mac, from.mac);
}

bool ObservationSet::addLink(const ObservedLink &link)
{
    const QString ka = endKey(link.a);
    const QString kb = endKey(link.b);
    const QString key = ka < kb ? ka + QChar(0x1e) + kb : kb + QChar(0x1e) + ka;
    auto it = m_linkIndex.constFind(key);
    if (it == m_linkIndex.cend()) {
        m_linkIndex.insert(key, m_links.size());
        m_links.push_back(link);
        return true;
    }
    ObservedLink &l = m_links[*it];
    const bool sameOrder = endKey(l.a) == ka;
    fillEnd(l.a, sameOrder ? link.a : link.b);
    fillEnd(l.b, sameOrder ? link.b : link.a);
    if (l.speedGbps == 0 && link.speedGbps > 0) {
        l.width = link.width;
        l.speed = link.speed;
        l.lanes = link.lanes;
        l.speedGbps = link.speedGbps;
    } else if (link.speedGbps > 0 && link.widthSpeed() != l.widthSpeed()) {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.location = link.location;
        d.message = Tr::tr("the two ends of this link report different speeds (%1 here, %2 at "
                           "%3); the lower one is kept")
                        .arg(link.widthSpeed(), l.widthSpeed(), l.location.toString());
        diagnostics.push_back(d);
        if (link.speedGbps < l.speedGbps) {
            l.width = link.width;
            l.speed = link.speed;
            l.lanes = link.lanes;
            l.speedGbps = link.speedGbps;
        }
    }
    l.seenFromBothEnds = true;
    return false;
}

void ObservationSet::merge(const ObservationSet &other)
{
    for (const ObservedNode &n : other.m_nodes)
        addNode(n);
    for (const ObservedLink &l : other.m_links)
        addLink(l);
    for (const QString &f : other.sourceFiles)
        if (!sourceFiles.contains(f))
            sourceFiles.append(f);
    if (!time.isValid() || (other.time.isValid() && other.time > time))
        time = other.time;
    diagnostics.insert(diagnostics.end(), other.diagnostics.begin(), other.diagnostics.end());
}

} // namespace ry::verify
