#include "ibnetdiscoverparser.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

namespace ry::verify {

namespace {

// The regular expressions follow the printf formats of rdma-core infiniband-diags/ibnetdiscover.c
// (see docs/references/probe-formats.md §d.1), with any run of blanks where the tool prints tabs.

// A port designator: "[3]", "[3/2]" or "[3.2]", optionally followed by "[ext 7]".
#define RY_PORT R"re(\[(\d+)(?:[/.](\d+))?\](?:\[ext\s+\d+\])?)re"

const QRegularExpression &attributeRe()
{
    static const QRegularExpression re(QStringLiteral(
        R"re(^(vendid|devid|sysimgguid|switchguid|caguid|rtguid)\s*=\s*(\S+?)(?:\(([0-9A-Fa-f]+)\))?\s*$)re"));
    return re;
}

const QRegularExpression &headerRe()
{
    static const QRegularExpression re(QStringLiteral(
        R"re(^(Switch|Ca|Rt)\s+(\d+)\s+"([SHR?])-([0-9A-Fa-f]+)"\s*(?:#\s*"(.*)"(.*))?$)re"));
    return re;
}

const QRegularExpression &portLineRe()
{
    static const QRegularExpression re(QStringLiteral(
        "^" RY_PORT R"re((?:\(([0-9A-Fa-f]+)\))?\s*"([SHR?])-([0-9A-Fa-f]+)")re" RY_PORT
        R"re((?:\(([0-9A-Fa-f]+)\))?\s*(?:#\s*(.*))?$)re"));
    return re;
}

// The comment of a port line: [lid L lmc M ]"peer description" lid L [<width>x<speed>] [s= w= ...]
const QRegularExpression &portCommentRe()
{
    static const QRegularExpression re(QStringLiteral(
        R"re(^(?:lid\s+(\d+)\s+lmc\s+\d+\s+)?"(.*)"\s+lid\s+(\d+)(?:\s+(\d+)x([A-Za-z]+\d*))?)re"));
    return re;
}

const QRegularExpression &switchLidRe()
{
    static const QRegularExpression re(QStringLiteral(R"re(port\s+0\s+lid\s+(\d+))re"));
    return re;
}

#undef RY_PORT

ObservedNode::Kind kindFromPrefix(QChar c)
{
    switch (c.toLatin1()) {
    case 'S':
        return ObservedNode::Kind::Switch;
    case 'H':
        return ObservedNode::Kind::Ca;
    case 'R':
        return ObservedNode::Kind::Router;
    default:
        return ObservedNode::Kind::Unknown;
    }
}

QString nodeKey(const QString &prefix, const QString &guid)
{
    return prefix + QLatin1Char('-') + normalizeGuid(guid);
}

struct Pending
{
    QString vendorId, deviceId, sysImageGuid;
    void clear() { *this = {}; }
};

QDateTime parseGeneratedOn(const QString &text)
{
    // ctime() text, e.g. "Wed Aug  6 16:11:23 2025".
    const QString s = text.simplified();
    QDateTime t = QLocale::c().toDateTime(s, QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
    return t;
}

} // namespace

ObservationSet IbnetdiscoverParser::parse(const QByteArray &text, const QString &fileName)
{
    ObservationSet set;
    set.sourceFiles.append(fileName);
    if (text.trimmed().isEmpty())
        throw Error(Tr::tr("the file is empty; expected ibnetdiscover output"), {fileName});

    const QString all = QString::fromUtf8(text);
    const QStringList lines = all.split(QLatin1Char('\n'));

    QString current; // key of the node whose block we are in
    Pending pending;
    int nodesSeen = 0;
    int skipped = 0;
    int firstContentLine = 0;
    constexpr int maxSkipNotes = 50;

    auto note = [&](int lineNo, const QString &message) {
        ++skipped;
        if (skipped > maxSkipNotes)
            return;
        Diagnostic d;
        d.severity = Diagnostic::Severity::Info;
        d.location = {fileName, lineNo, 0};
        d.message = message;
        set.diagnostics.push_back(d);
    };

    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = int(i) + 1;
        const QString line = lines[i].trimmed();
        if (line.isEmpty()) {
            current.clear();
            continue;
        }
        if (firstContentLine == 0)
            firstContentLine = lineNo;
        if (line.startsWith(QLatin1Char('#'))) {
            static const QLatin1String generated("generated on");
            const qsizetype at = line.indexOf(generated);
            if (line.contains(QLatin1String("Topology file")) && at >= 0) {
                const QDateTime t = parseGeneratedOn(line.mid(at + generated.size()));
                if (t.isValid())
                    set.time = t;
            }
            continue;
        }
        if (auto m = attributeRe().match(line); m.hasMatch()) {
            const QString key = m.captured(1);
            if (key == QLatin1String("vendid")) {
                pending.clear(); // vendid= starts a node block
                pending.vendorId = m.captured(2);
            } else if (key == QLatin1String("devid")) {
                pending.deviceId = m.captured(2);
            } else if (key == QLatin1String("sysimgguid")) {
                pending.sysImageGuid = normalizeGuid(m.captured(2));
            }
            // switchguid/caguid/rtguid repeat the node GUID that the header line carries.
            current.clear();
            continue;
        }
        if (auto m = headerRe().match(line); m.hasMatch()) {
            ObservedNode n;
            n.kind = kindFromPrefix(m.captured(3).at(0));
            n.key = nodeKey(m.captured(3), m.captured(4));
            n.nodeGuid = normalizeGuid(m.captured(4));
            n.portCount = m.captured(2).toInt();
            n.description = m.captured(5);
            n.vendorId = pending.vendorId;
            n.deviceId = pending.deviceId;
            n.systemImageGuid = pending.sysImageGuid;
            n.location = {fileName, lineNo, 0};
            if (auto lm = switchLidRe().match(m.captured(6)); lm.hasMatch())
                n.lid = lm.captured(1).toInt();
            if (n.nodeGuid.isEmpty()) {
                note(lineNo, Tr::tr("node GUID \"%1\" is not valid; the node is skipped")
                                 .arg(m.captured(4)));
                continue;
            }
            // A node first seen as a peer may already exist; the header is authoritative.
            ObservedNode &stored = set.addNode(n);
            stored.kind = n.kind;
            stored.portCount = n.portCount;
            if (!n.description.isEmpty())
                stored.description = n.description;
            stored.location = n.location;
            current = n.key;
            pending.clear();
            ++nodesSeen;
            continue;
        }
        if (auto m = portLineRe().match(line); m.hasMatch()) {
            if (current.isEmpty()) {
                note(lineNo, Tr::tr("port line outside a node block, skipped: %1").arg(line));
                continue;
            }
            ObservedLink link;
            link.source = ObservationSource::Ibnetdiscover;
            link.location = {fileName, lineNo, 0};
            link.a.nodeKey = current;
            link.a.portNumber = m.captured(1).toInt();
            link.a.subPort = m.captured(2).toInt();
            link.a.portGuid = normalizeGuid(m.captured(3));
            link.b.nodeKey = nodeKey(m.captured(4), m.captured(5));
            link.b.portNumber = m.captured(6).toInt();
            link.b.subPort = m.captured(7).toInt();
            link.b.portGuid = normalizeGuid(m.captured(8));
            for (ObservedEnd *e : {&link.a, &link.b})
                e->portName = e->subPort > 0
                                  ? QStringLiteral("%1/%2").arg(e->portNumber).arg(e->subPort)
                                  : QString::number(e->portNumber);

            ObservedNode peer;
            peer.kind = kindFromPrefix(m.captured(4).at(0));
            peer.key = link.b.nodeKey;
            peer.nodeGuid = normalizeGuid(m.captured(5));
            peer.location = link.location;
            if (auto c = portCommentRe().match(m.captured(9)); c.hasMatch()) {
                peer.description = c.captured(2);
                peer.lid = c.captured(3).toInt();
                if (!c.captured(1).isEmpty()) {
                    ObservedNode self;
                    self.key = current;
                    self.lid = c.captured(1).toInt();
                    set.addNode(self);
                }
                if (!c.captured(4).isEmpty()) {
                    link.width = c.captured(4) + QLatin1Char('x');
                    link.speed = c.captured(5);
                    link.lanes = c.captured(4).toInt();
                    link.speedGbps = link.lanes * ibLaneRateGbps(link.speed);
                }
            } else if (!m.captured(9).isEmpty()) {
                note(lineNo, Tr::tr("the comment of this port line is not understood; the link "
                                    "is kept without width and speed"));
            }
            if (peer.nodeGuid.isEmpty()) {
                note(lineNo, Tr::tr("peer GUID \"%1\" is not valid; the link is skipped")
                                 .arg(m.captured(5)));
                continue;
            }
            set.addNode(peer);
            set.addLink(link);
            continue;
        }
        note(lineNo, Tr::tr("not an ibnetdiscover line, skipped: %1").arg(line.left(120)));
    }

    if (skipped > maxSkipNotes) {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Info;
        d.location = {fileName, 0, 0};
        d.message = Tr::tr("%n more lines were skipped", nullptr, skipped - maxSkipNotes);
        set.diagnostics.push_back(d);
    }
    if (nodesSeen == 0)
        throw Error(Tr::tr("no Switch, Ca or Rt node line found; this is not ibnetdiscover "
                           "topology output"),
                    {fileName, firstContentLine, 0});
    if (set.links().empty()) {
        // ibnetdiscover walks the fabric from the port it runs on; a dump of nodes without one
        // link is an adapter whose port is down or not cabled (it sees nothing beyond itself).
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.location = {fileName, firstContentLine, 0};
        d.field = QStringLiteral("links");
        d.message = Tr::tr("the dump holds %n node(s) and no link: ibnetdiscover saw only the "
                           "adapter it ran on, whose port is down or not cabled; check that "
                           "port (ibstat) or run ibnetdiscover on a host whose port is up",
                           nullptr, nodesSeen);
        set.diagnostics.push_back(d);
    }
    return set;
}

ObservationSet IbnetdiscoverParser::parseFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("cannot read the file: %1").arg(f.errorString()), {path});
    ObservationSet set = parse(f.readAll(), path);
    if (!set.time.isValid())
        set.time = QFileInfo(path).lastModified();
    return set;
}

} // namespace ry::verify
