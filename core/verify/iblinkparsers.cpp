#include "iblinkparsers.h"

#include "ibnetdiscoverparser.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace ry::verify {

namespace {

// The regular expressions follow the printf formats of rdma-core infiniband-diags
// (ibnetdiscover.c out_switch_port / out_ca_port with -p, iblinkinfo.c print_port), with any run
// of blanks where the tools print several (docs/references/probe-formats.md §d.2).

const QRegularExpression &portsLinkRe()
{
    static const QRegularExpression re(QStringLiteral(
        R"re(^(SW|CA|RT)\s+(\d+)\s+(\d+)\s+0x([0-9A-Fa-f]+)\s+(\d+)x\s+(\S+)\s+-\s+(SW|CA|RT)\s+(\d+)\s+(\d+)\s+0x([0-9A-Fa-f]+)\s+\(\s*'(.*)'\s+-\s+'(.*)'\s*\)$)re"));
    return re;
}

const QRegularExpression &portsFreeRe()
{
    static const QRegularExpression re(QStringLiteral(
        R"re(^(SW|CA|RT)\s+(\d+)\s+(\d+)\s+0x([0-9A-Fa-f]+)\s+(\d+)x\s+(\S+)\s+'(.*)'$)re"));
    return re;
}

const QRegularExpression &linkinfoHeaderRe()
{
    static const QRegularExpression re(
        QStringLiteral(R"re(^(Switch|CA|Router):\s+(?:0x([0-9A-Fa-f]+)\s+)?(.*):$)re"));
    return re;
}

const QRegularExpression &linkinfoPortRe()
{
    static const QRegularExpression re(QStringLiteral(
        R"re(^(?:0x([0-9A-Fa-f]+)\s+)?(\d+)\s+(\d+)\[[^\]]*\]\s+==\(\s*(.*?)\s*\)==>\s*(.*)$)re"));
    return re;
}

const QRegularExpression &linkinfoStateRe()
{
    static const QRegularExpression re(
        QStringLiteral(R"re(^(\d+)X\s+([0-9.]+)\s+Gbps\s+(\w+)\s*/\s*(\w+)$)re"));
    return re;
}

const QRegularExpression &linkinfoPeerRe()
{
    static const QRegularExpression re(
        QStringLiteral(R"re(^(\d+)\s+(\d+)\[[^\]]*\]\s+"(.*)"(?:\s+\(.*\))?\s*$)re"));
    return re;
}

/// The speed name of an InfiniBand lane rate as iblinkinfo prints it (Gb/s signalling rate per
/// lane, IBTA; infiniband-diags ibdiag_common.c): "" when unknown.
QString speedForLaneRate(double gbps)
{
    static const std::pair<double, const char *> table[] = {
        {2.5, "SDR"},      {5.0, "DDR"},    {10.0, "QDR"},   {10.3125, "FDR10"}, {14.0625, "FDR"},
        {25.78125, "EDR"}, {53.125, "HDR"}, {106.25, "NDR"}, {212.5, "XDR"}};
    for (const auto &[r, name] : table)
        if (std::abs(gbps - r) < 1e-6)
            return QLatin1String(name);
    return {};
}

ObservedNode::Kind kindOf(const QString &type)
{
    if (type == QLatin1String("SW") || type == QLatin1String("Switch"))
        return ObservedNode::Kind::Switch;
    if (type == QLatin1String("CA"))
        return ObservedNode::Kind::Ca;
    if (type == QLatin1String("RT") || type == QLatin1String("Router"))
        return ObservedNode::Kind::Router;
    return ObservedNode::Kind::Unknown;
}

QString keyOf(ObservedNode::Kind k, const QString &guid)
{
    const char *prefix = k == ObservedNode::Kind::Switch   ? "S-"
                         : k == ObservedNode::Kind::Ca     ? "H-"
                         : k == ObservedNode::Kind::Router ? "R-"
                                                           : "?-";
    return QLatin1String(prefix) + normalizeGuid(guid);
}

/// Lines of `text` with their numbers, and the notes about skipped ones.
struct Lines
{
    QStringList lines;
    QString fileName;
    ObservationSet *set = nullptr;
    int skipped = 0;
    static constexpr int maxNotes = 50;

    void note(int lineNo, const QString &message)
    {
        if (++skipped > maxNotes)
            return;
        Diagnostic d;
        d.severity = Diagnostic::Severity::Info;
        d.location = {fileName, lineNo, 0};
        d.message = message;
        set->diagnostics.push_back(d);
    }
    void finish()
    {
        if (skipped <= maxNotes)
            return;
        Diagnostic d;
        d.severity = Diagnostic::Severity::Info;
        d.location = {fileName, 0, 0};
        d.message = Tr::tr("%n more lines were skipped", nullptr, skipped - maxNotes);
        set->diagnostics.push_back(d);
    }
};

bool ignorable(const QString &line)
{
    return line.isEmpty() || line.startsWith(QLatin1Char('#')) ||
           line.startsWith(QLatin1String("ibwarn:"));
}

void setWidthSpeed(ObservedLink &link, int lanes, const QString &speed)
{
    link.lanes = lanes;
    link.width = QString::number(lanes) + QLatin1Char('x');
    link.speed = speed;
    link.speedGbps = lanes * ibLaneRateGbps(speed);
}

} // namespace

IbDumpFormat detectIbDumpFormat(const QByteArray &text)
{
    static const QRegularExpression ports(QStringLiteral(R"re(^(SW|CA|RT)\s+\d+\s+\d+\s+0x)re"));
    qsizetype pos = 0;
    while (pos < text.size()) {
        qsizetype end = text.indexOf('\n', pos);
        if (end < 0)
            end = text.size();
        const QString line = QString::fromUtf8(text.mid(pos, end - pos)).trimmed();
        pos = end + 1;
        if (ignorable(line))
            continue;
        if (linkinfoHeaderRe().match(line).hasMatch())
            return IbDumpFormat::LinkInfo;
        if (ports.match(line).hasMatch())
            return IbDumpFormat::Ports;
        return IbDumpFormat::Topology;
    }
    return IbDumpFormat::Unknown;
}

ObservationSet parseIbnetdiscoverPorts(const QByteArray &text, const QString &fileName)
{
    ObservationSet set;
    set.sourceFiles.append(fileName);
    if (text.trimmed().isEmpty())
        throw Error(Tr::tr("the file is empty; expected ibnetdiscover -p output"), {fileName});
    Lines in{QString::fromUtf8(text).split(QLatin1Char('\n')), fileName, &set};
    int portLines = 0;
    int firstContentLine = 0;
    for (qsizetype i = 0; i < in.lines.size(); ++i) {
        const int lineNo = int(i) + 1;
        const QString line = in.lines[i].trimmed();
        if (ignorable(line))
            continue;
        if (firstContentLine == 0)
            firstContentLine = lineNo;
        auto node = [&](const QString &type, const QString &lid, const QString &guid,
                        const QString &desc) -> QString {
            ObservedNode n;
            n.kind = kindOf(type);
            n.key = keyOf(n.kind, guid);
            if (n.kind == ObservedNode::Kind::Switch)
                n.nodeGuid = normalizeGuid(guid);
            n.description = desc;
            n.lid = lid.toInt();
            n.location = {fileName, lineNo, 0};
            set.addNode(n);
            return n.key;
        };
        if (auto m = portsLinkRe().match(line); m.hasMatch()) {
            ++portLines;
            if (normalizeGuid(m.captured(4)).isEmpty() || normalizeGuid(m.captured(10)).isEmpty()) {
                in.note(lineNo, Tr::tr("a GUID on this line is not valid; the link is skipped"));
                continue;
            }
            ObservedLink link;
            link.source = ObservationSource::Ibnetdiscover;
            link.location = {fileName, lineNo, 0};
            link.a.nodeKey = node(m.captured(1), m.captured(2), m.captured(4), m.captured(11));
            link.b.nodeKey = node(m.captured(7), m.captured(8), m.captured(10), m.captured(12));
            link.a.portNumber = m.captured(3).toInt();
            link.b.portNumber = m.captured(9).toInt();
            if (m.captured(1) != QLatin1String("SW"))
                link.a.portGuid = normalizeGuid(m.captured(4));
            if (m.captured(7) != QLatin1String("SW"))
                link.b.portGuid = normalizeGuid(m.captured(10));
            link.a.portName = QString::number(link.a.portNumber);
            link.b.portName = QString::number(link.b.portNumber);
            setWidthSpeed(link, m.captured(5).toInt(), m.captured(6));
            set.addLink(link);
            continue;
        }
        if (auto m = portsFreeRe().match(line); m.hasMatch()) {
            ++portLines;
            if (!normalizeGuid(m.captured(4)).isEmpty())
                node(m.captured(1), m.captured(2), m.captured(4), m.captured(7));
            continue;
        }
        in.note(lineNo, Tr::tr("not an ibnetdiscover -p line, skipped: %1").arg(line.left(120)));
    }
    in.finish();
    if (portLines == 0)
        throw Error(Tr::tr("no port line (SW, CA or RT, LID, port, GUID) found; this is not "
                           "ibnetdiscover -p output"),
                    {fileName, firstContentLine, 0});
    return set;
}

ObservationSet parseIblinkinfo(const QByteArray &text, const QString &fileName)
{
    ObservationSet set;
    set.sourceFiles.append(fileName);
    if (text.trimmed().isEmpty())
        throw Error(Tr::tr("the file is empty; expected iblinkinfo output"), {fileName});
    Lines in{QString::fromUtf8(text).split(QLatin1Char('\n')), fileName, &set};

    struct PendingLink
    {
        ObservedLink link;
        int peerLid = 0;
        QString peerDesc;
    };
    std::vector<PendingLink> pending;
    QHash<int, QString> keyByLid;
    QHash<QString, QStringList> keysByDesc;

    ObservedNode::Kind kind = ObservedNode::Kind::Unknown;
    QString current, currentDesc, currentGuid;
    int headerLine = 0, headers = 0, firstContentLine = 0;
    auto ensureNode = [&](const QString &guid, int lid) {
        if (current.isEmpty()) {
            ObservedNode n;
            n.kind = kind;
            n.key = keyOf(kind, guid);
            n.description = currentDesc;
            n.location = {fileName, headerLine, 0};
            if (kind == ObservedNode::Kind::Switch)
                n.nodeGuid = normalizeGuid(guid);
            set.addNode(n);
            current = n.key;
            keysByDesc[currentDesc].append(current);
        }
        if (lid > 0 && !keyByLid.contains(lid)) {
            keyByLid.insert(lid, current);
            ObservedNode self;
            self.key = current;
            self.lid = lid;
            set.addNode(self);
        }
    };
    for (qsizetype i = 0; i < in.lines.size(); ++i) {
        const int lineNo = int(i) + 1;
        const QString line = in.lines[i].trimmed();
        if (ignorable(line))
            continue;
        if (firstContentLine == 0)
            firstContentLine = lineNo;
        if (auto m = linkinfoHeaderRe().match(line); m.hasMatch()) {
            ++headers;
            kind = kindOf(m.captured(1));
            currentGuid = m.captured(2);
            currentDesc = m.captured(3);
            headerLine = lineNo;
            current.clear();
            if (kind == ObservedNode::Kind::Switch) {
                if (normalizeGuid(currentGuid).isEmpty()) {
                    in.note(lineNo, Tr::tr("switch GUID \"%1\" is not valid; the node is "
                                           "skipped")
                                        .arg(currentGuid));
                    kind = ObservedNode::Kind::Unknown;
                    continue;
                }
                ensureNode(currentGuid, 0);
            }
            continue;
        }
        auto m = linkinfoPortRe().match(line);
        if (!m.hasMatch() || kind == ObservedNode::Kind::Unknown) {
            in.note(lineNo, Tr::tr("not an iblinkinfo line, skipped: %1").arg(line.left(120)));
            continue;
        }
        // A CA line carries the port GUID; the CA is keyed by the GUID of its first port.
        const QString guid = kind == ObservedNode::Kind::Switch ? currentGuid : m.captured(1);
        if (normalizeGuid(guid).isEmpty()) {
            in.note(lineNo, Tr::tr("no valid port GUID on this adapter line, skipped"));
            continue;
        }
        ensureNode(guid, m.captured(2).toInt());
        const auto state = linkinfoStateRe().match(m.captured(4));
        if (!state.hasMatch())
            continue; // Down / Polling: no link on this port
        const auto peer = linkinfoPeerRe().match(m.captured(5));
        if (!peer.hasMatch()) {
            in.note(lineNo, Tr::tr("the far end of this link is not understood; skipped"));
            continue;
        }
        PendingLink p;
        p.link.source = ObservationSource::Ibnetdiscover;
        p.link.location = {fileName, lineNo, 0};
        p.link.a.nodeKey = current;
        p.link.a.portNumber = m.captured(3).toInt();
        p.link.a.portName = m.captured(3);
        if (kind != ObservedNode::Kind::Switch)
            p.link.a.portGuid = normalizeGuid(guid);
        p.link.b.portNumber = peer.captured(2).toInt();
        p.link.b.portName = peer.captured(2);
        const QString speed = speedForLaneRate(state.captured(2).toDouble());
        if (speed.isEmpty())
            in.note(lineNo, Tr::tr("lane rate %1 Gb/s is not an InfiniBand speed; the link is "
                                   "kept without speed")
                                .arg(state.captured(2)));
        else
            setWidthSpeed(p.link, state.captured(1).toInt(), speed);
        p.peerLid = peer.captured(1).toInt();
        p.peerDesc = peer.captured(3);
        pending.push_back(std::move(p));
    }
    in.finish();
    if (headers == 0)
        throw Error(Tr::tr("no \"Switch:\" or \"CA:\" header found; this is not iblinkinfo "
                           "output"),
                    {fileName, firstContentLine, 0});

    QSet<QString> warned;
    for (PendingLink &p : pending) {
        QString key = p.peerLid > 0 ? keyByLid.value(p.peerLid) : QString();
        if (key.isEmpty()) {
            const QStringList keys = keysByDesc.value(p.peerDesc);
            if (keys.size() == 1)
                key = keys.front();
        }
        if (key.isEmpty()) {
            key = QStringLiteral("?-") + p.peerDesc;
            ObservedNode n;
            n.key = key;
            n.description = p.peerDesc;
            n.lid = p.peerLid;
            n.location = p.link.location;
            set.addNode(n);
            if (!warned.contains(p.peerDesc)) {
                warned.insert(p.peerDesc);
                Diagnostic d;
                d.severity = Diagnostic::Severity::Warning;
                d.location = p.link.location;
                d.message = Tr::tr("the far end \"%1\" (LID %2) is no single node of the file; "
                                   "it is matched by its description only (run opensm first, "
                                   "so that every port has a LID)")
                                .arg(p.peerDesc)
                                .arg(p.peerLid);
                set.diagnostics.push_back(d);
            }
        }
        p.link.b.nodeKey = key;
        set.addLink(p.link);
    }
    return set;
}

ObservationSet parseIbDump(const QByteArray &text, const QString &fileName)
{
    switch (detectIbDumpFormat(text)) {
    case IbDumpFormat::Ports:
        return parseIbnetdiscoverPorts(text, fileName);
    case IbDumpFormat::LinkInfo:
        return parseIblinkinfo(text, fileName);
    case IbDumpFormat::Topology:
    case IbDumpFormat::Unknown:
        break;
    }
    return IbnetdiscoverParser::parse(text, fileName);
}

ObservationSet parseIbDumpFile(const QString &path)
{
    constexpr qint64 maxBytes = qint64(512) << 20;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("cannot read the file: %1").arg(f.errorString()), {path});
    if (f.size() > maxBytes)
        throw Error(Tr::tr("the file is larger than 512 MiB; not an InfiniBand dump"), {path});
    ObservationSet set = parseIbDump(f.read(maxBytes), path);
    if (!set.time.isValid())
        set.time = QFileInfo(path).lastModified();
    return set;
}

} // namespace ry::verify
