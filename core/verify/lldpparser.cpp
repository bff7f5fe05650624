#include "lldpparser.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>
#include <initializer_list>
#include <optional>

namespace ry::verify {

namespace {

// lldpctl's JSON writer collapses one-element lists and {"value": x} objects and lifts `name`
// keys (lldpd src/client/json_writer.c); these helpers read either shape.

QJsonArray items(const QJsonValue &v)
{
    if (v.isArray())
        return v.toArray();
    if (v.isUndefined() || v.isNull())
        return {};
    return QJsonArray{v};
}

QString text(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Double:
        return QString::number(v.toDouble());
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Object:
        return text(v.toObject().value(QLatin1String("value")));
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        return a.isEmpty() ? QString() : text(a.first());
    }
    default:
        return {};
    }
}

QStringList texts(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue x : items(v)) {
        const QString t = text(x);
        if (!t.isEmpty())
            out.append(t);
    }
    return out;
}

QJsonObject firstObject(const QJsonValue &v)
{
    for (const QJsonValue x : items(v))
        if (x.isObject())
            return x.toObject();
    return {};
}

struct Named
{
    QString name;
    QJsonObject obj;
};

// Entries of a tag that lldpctl may have keyed by name: json0 `[{"name": ..., ...}]`, collapsed
// `{"eth0": {...}}` or `[{"eth0": {...}}, ...]`, or bare (no name) when the object carries one of
// `bareKeys` directly.
std::vector<Named> namedEntries(const QJsonValue &v, std::initializer_list<const char *> bareKeys)
{
    std::vector<Named> out;
    for (const QJsonValue x : items(v)) {
        if (!x.isObject())
            continue;
        const QJsonObject o = x.toObject();
        const QJsonValue n = o.value(QLatin1String("name"));
        if (n.isString() || n.isArray()) {
            out.push_back({text(n), o});
            continue;
        }
        bool bare = false;
        for (const char *k : bareKeys)
            bare = bare || o.contains(QLatin1String(k));
        if (bare) {
            out.push_back({QString(), o});
            continue;
        }
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            for (const QJsonValue sub : items(it.value()))
                if (sub.isObject())
                    out.push_back({it.key(), sub.toObject()});
    }
    return out;
}

struct Chassis
{
    QString name, idType, id, descr;
    QStringList mgmtIps;
};

Chassis readChassis(const QJsonValue &v)
{
    Chassis c;
    const auto entries = namedEntries(v, {"id", "descr", "mgmt-ip", "ttl", "capability"});
    if (entries.empty())
        return c;
    const Named &e = entries.front();
    c.name = e.name;
    const QJsonObject id = firstObject(e.obj.value(QLatin1String("id")));
    c.idType = text(id.value(QLatin1String("type")));
    c.id = text(id.value(QLatin1String("value")));
    if (c.idType == QLatin1String("mac") && !normalizeMac(c.id).isEmpty())
        c.id = normalizeMac(c.id);
    c.descr = text(e.obj.value(QLatin1String("descr")));
    c.mgmtIps = texts(e.obj.value(QLatin1String("mgmt-ip")));
    return c;
}

// The local chassis, from `lldpcli show chassis` output at the top level or in SONiC's wrapper.
std::optional<Chassis> localChassis(const QJsonObject &root)
{
    for (const char *wrapper : {"lldp_loc_chassis", ""}) {
        QJsonObject o = root;
        if (*wrapper) {
            if (!root.contains(QLatin1String(wrapper)))
                continue;
            o = firstObject(root.value(QLatin1String(wrapper)));
        }
        const QJsonObject lc = firstObject(o.value(QLatin1String("local-chassis")));
        if (lc.isEmpty())
            continue;
        Chassis c = readChassis(lc.value(QLatin1String("chassis")));
        if (!c.name.isEmpty() || !c.id.isEmpty())
            return c;
    }
    return std::nullopt;
}

SourceLocation locationOfOffset(const QByteArray &bytes, qsizetype offset, const QString &file)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    const QByteArray before = bytes.left(offset);
    const int line = int(before.count('\n')) + 1;
    const int column = int(offset - (before.lastIndexOf('\n') + 1)) + 1;
    return {file, line, column};
}

// --- The other formats of lldpctl, read into the JSON shape above -------------------------------
//
// `-f keyvalue` and `-f xml` carry the same tree as `-f json0` (lldpd src/client/kv_writer.c and
// xml_writer.c walk the same elements; docs/references/probe-formats.md §d.4): each is turned
// into json0-like objects (`"name"` keys, lists) and read by the same code. Each interface
// entry also gets the line it starts on, under kLineKey, for the findings' locations.

const QLatin1String kLineKey("x-railyard-line");

// Port and chassis id subtypes as lldpctl prints them (lldpd src/lldpd-structs.h, the
// LLDP_CHASSISID_SUBTYPE_* and LLDP_PORTID_SUBTYPE_* names).
bool isIdSubtype(const QString &k)
{
    static const QStringList subtypes{QStringLiteral("mac"),      QStringLiteral("ifname"),
                                      QStringLiteral("local"),    QStringLiteral("ip"),
                                      QStringLiteral("ifalias"),  QStringLiteral("agentcid"),
                                      QStringLiteral("unhandled")};
    return subtypes.contains(k);
}

// The keys that follow an interface name in `lldp.<interface>.<key>...` (keyvalue): the name
// itself may hold dots (a VLAN sub-interface `p1.7`), so it ends where one of these begins.
qsizetype interfaceNameEnd(const QString &rest)
{
    static const QStringList keys{QStringLiteral("via"),      QStringLiteral("rid"),
                                  QStringLiteral("age"),      QStringLiteral("chassis"),
                                  QStringLiteral("port"),     QStringLiteral("vlan"),
                                  QStringLiteral("ppvid"),    QStringLiteral("pi"),
                                  QStringLiteral("lldp-med"), QStringLiteral("unknown-tlvs")};
    for (qsizetype dot = rest.indexOf(QLatin1Char('.')); dot > 0;
         dot = rest.indexOf(QLatin1Char('.'), dot + 1)) {
        const QStringView after = QStringView(rest).mid(dot + 1);
        for (const QString &k : keys)
            if (after.startsWith(k) &&
                (after.size() == k.size() || after[k.size()] == u'.' || after[k.size()] == u'='))
                return dot;
    }
    return -1;
}

// One chassis or port of keyvalue lines, collected field by field.
struct KvEntity
{
    QString name, idType, id, descr;
    QStringList mgmtIps;
    bool any = false;

    // `field` is what follows "chassis." or "port.".
    void set(const QString &field, const QString &value)
    {
        any = true;
        if (field == QLatin1String("name"))
            name = value;
        else if (field == QLatin1String("descr"))
            descr = value;
        else if (field == QLatin1String("mgmt-ip"))
            mgmtIps.append(value);
        else if (isIdSubtype(field) && idType.isEmpty()) {
            idType = field;
            id = value;
        }
    }
    QJsonObject toJson() const
    {
        QJsonObject o;
        if (!name.isEmpty())
            o.insert(QLatin1String("name"), name);
        if (!idType.isEmpty())
            o.insert(QLatin1String("id"),
                     QJsonObject{{QLatin1String("type"), idType}, {QLatin1String("value"), id}});
        if (!descr.isEmpty())
            o.insert(QLatin1String("descr"), descr);
        if (!mgmtIps.isEmpty())
            o.insert(QLatin1String("mgmt-ip"), QJsonArray::fromStringList(mgmtIps));
        return o;
    }
};

// `lldpctl -f keyvalue` (show neighbors, and show chassis lines `local-chassis.chassis.*`),
// one `key=value` per line. A new neighbour on an interface starts with its `via` line.
QJsonObject fromKeyValue(const QByteArray &bytes, const QString &fileName)
{
    struct Entry
    {
        QString ifName;
        int line = 0;
        KvEntity chassis, port;
        QString via;
    };
    std::vector<Entry> entries;
    KvEntity local;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0)
            throw Error(
                Tr::tr("line %1 is not key=value; expected lldpctl -f keyvalue output").arg(i + 1),
                {fileName, int(i + 1), 1});
        const QString key = line.left(eq);
        const QString value = line.mid(eq + 1);
        if (key.startsWith(QLatin1String("local-chassis.chassis."))) {
            local.set(key.mid(int(sizeof("local-chassis.chassis.")) - 1), value);
            continue;
        }
        if (!key.startsWith(QLatin1String("lldp.")))
            continue; // other sections (lldpcli show statistics, configuration) are not links
        const QString rest = key.mid(5);
        const qsizetype end = interfaceNameEnd(rest);
        if (end <= 0)
            throw Error(
                Tr::tr("line %1: the key %2 names no interface and field").arg(i + 1).arg(key),
                {fileName, int(i + 1), 1}, key);
        const QString ifName = rest.left(end);
        const QString field = rest.mid(end + 1);
        if (entries.empty() || entries.back().ifName != ifName ||
            (field == QLatin1String("via") && !entries.back().via.isEmpty()))
            entries.push_back({ifName, int(i + 1), {}, {}, {}});
        Entry &e = entries.back();
        if (field == QLatin1String("via"))
            e.via = value;
        else if (field.startsWith(QLatin1String("chassis.")))
            e.chassis.set(field.mid(8), value);
        else if (field.startsWith(QLatin1String("port.")))
            e.port.set(field.mid(5), value);
    }
    QJsonObject root;
    if (local.any)
        root.insert(QLatin1String("local-chassis"),
                    QJsonObject{{QLatin1String("chassis"), QJsonArray{local.toJson()}}});
    QJsonArray interfaces;
    for (const Entry &e : entries) {
        QJsonObject o{{QLatin1String("name"), e.ifName}, {kLineKey, e.line}};
        if (!e.via.isEmpty())
            o.insert(QLatin1String("via"), e.via);
        if (e.chassis.any)
            o.insert(QLatin1String("chassis"), QJsonArray{e.chassis.toJson()});
        if (e.port.any)
            o.insert(QLatin1String("port"), QJsonArray{e.port.toJson()});
        interfaces.append(o);
    }
    if (!entries.empty() || !local.any)
        root.insert(QLatin1String("lldp"),
                    QJsonArray{QJsonObject{{QLatin1String("interface"), interfaces}}});
    return root;
}

// One <chassis> or <port> element of `lldpctl -f xml`: <id type="mac">..</id>, <name>, <descr>,
// <mgmt-ip> children. The reader stands on the element's start; it is left on its end.
KvEntity readXmlEntity(QXmlStreamReader &xml)
{
    KvEntity e;
    e.any = true;
    while (xml.readNextStartElement()) {
        const QString child = xml.name().toString();
        if (child == QLatin1String("id")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString value = xml.readElementText();
            if (e.idType.isEmpty()) {
                e.idType = type;
                e.id = value;
            }
        } else if (child == QLatin1String("name") || child == QLatin1String("descr") ||
                   child == QLatin1String("mgmt-ip")) {
            e.set(child, xml.readElementText());
        } else {
            xml.skipCurrentElement();
        }
    }
    return e;
}

// `lldpctl -f xml` output: <lldp> (show neighbors) and <local-chassis> (show chassis) documents,
// possibly several one after the other in one file (each with its own <?xml ...?> line).
QJsonObject fromXml(const QByteArray &bytes, const QString &fileName)
{
    QJsonObject root;
    QJsonArray interfaces;
    bool sawLldp = false;
    // Split at each XML declaration: QXmlStreamReader reads one document.
    std::vector<qsizetype> starts;
    for (qsizetype at = bytes.indexOf("<?xml"); at >= 0; at = bytes.indexOf("<?xml", at + 1))
        starts.push_back(at);
    if (starts.empty() || starts.front() != 0)
        starts.insert(starts.begin(), 0);
    for (std::size_t d = 0; d < starts.size(); ++d) {
        const qsizetype from = starts[d];
        const qsizetype to = d + 1 < starts.size() ? starts[d + 1] : bytes.size();
        const QByteArray part = bytes.mid(from, to - from);
        if (part.trimmed().isEmpty())
            continue;
        const int lineOffset = int(bytes.left(from).count('\n'));
        QXmlStreamReader xml(part);
        if (!xml.readNextStartElement())
            break;
        const QString top = xml.name().toString();
        if (top == QLatin1String("local-chassis")) {
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("chassis"))
                    root.insert(QLatin1String("local-chassis"),
                                QJsonObject{{QLatin1String("chassis"),
                                             QJsonArray{readXmlEntity(xml).toJson()}}});
                else
                    xml.skipCurrentElement();
            }
        } else if (top == QLatin1String("lldp")) {
            sawLldp = true;
            while (xml.readNextStartElement()) {
                if (xml.name() != QLatin1String("interface")) {
                    xml.skipCurrentElement();
                    continue;
                }
                QJsonObject o{
                    {QLatin1String("name"),
                     xml.attributes().value(QLatin1String("name")).toString()},
                    {QLatin1String("via"), xml.attributes().value(QLatin1String("via")).toString()},
                    {kLineKey, int(xml.lineNumber()) + lineOffset}};
                while (xml.readNextStartElement()) {
                    const QString child = xml.name().toString();
                    if (child == QLatin1String("chassis") || child == QLatin1String("port"))
                        o.insert(child, QJsonArray{readXmlEntity(xml).toJson()});
                    else
                        xml.skipCurrentElement();
                }
                interfaces.append(o);
            }
        } else {
            throw Error(Tr::tr("the XML element <%1> is not lldpctl output (expected <lldp> or "
                               "<local-chassis>)")
                            .arg(top),
                        {fileName, int(xml.lineNumber()) + lineOffset, int(xml.columnNumber())});
        }
        if (xml.hasError())
            throw Error(Tr::tr("malformed XML: %1").arg(xml.errorString()),
                        {fileName, int(xml.lineNumber()) + lineOffset, int(xml.columnNumber())});
    }
    if (sawLldp || !root.contains(QLatin1String("local-chassis")))
        root.insert(QLatin1String("lldp"),
                    QJsonArray{QJsonObject{{QLatin1String("interface"), interfaces}}});
    return root;
}

// One JSON document, or several one after the other (`lldpctl -f json show chassis` and
// `... show neighbors` appended to one file): their top-level keys are merged.
QJsonObject fromJson(const QByteArray &json, const QString &fileName)
{
    QJsonObject root;
    qsizetype from = 0;
    while (from < json.size()) {
        const QByteArray rest = json.mid(from);
        if (rest.trimmed().isEmpty())
            break;
        QJsonParseError err;
        QJsonDocument doc = QJsonDocument::fromJson(rest, &err);
        qsizetype used = rest.size();
        if (err.error == QJsonParseError::GarbageAtEnd && err.offset > 0) {
            used = err.offset;
            doc = QJsonDocument::fromJson(rest.left(used), &err);
        }
        if (err.error != QJsonParseError::NoError)
            throw Error(Tr::tr("malformed JSON at byte %1: %2")
                            .arg(from + err.offset)
                            .arg(err.errorString()),
                        locationOfOffset(json, from + err.offset, fileName));
        if (!doc.isObject())
            throw Error(Tr::tr("the JSON is not an object; expected lldpctl output "
                               "{\"lldp\": ...}"),
                        locationOfOffset(json, from, fileName));
        const QJsonObject o = doc.object();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            root.insert(it.key(), it.value());
        from += used;
    }
    return root;
}

enum class LldpFormat
{
    Json,
    KeyValue,
    Xml,
    PlainText,
    Unknown
};

LldpFormat detectFormat(const QByteArray &bytes)
{
    const QByteArray t = bytes.trimmed();
    if (t.startsWith('{'))
        return LldpFormat::Json;
    if (t.startsWith('<'))
        return LldpFormat::Xml;
    static const QRegularExpression kv(QStringLiteral("^(lldp|local-chassis)\\.[^=\\s]+="));
    const QByteArray first = t.left(t.indexOf('\n') < 0 ? t.size() : t.indexOf('\n'));
    if (kv.match(QString::fromUtf8(first)).hasMatch())
        return LldpFormat::KeyValue;
    if (t.contains("LLDP neighbors:") || t.contains("Local chassis:") ||
        t.contains("Interface:    "))
        return LldpFormat::PlainText;
    return LldpFormat::Unknown;
}

} // namespace

ObservationSet LldpParser::parse(const QByteArray &json, const QString &fileName,
                                 const QString &localName)
{
    return parseWithFallback(json, fileName, localName, {});
}

ObservationSet LldpParser::parseWithFallback(const QByteArray &json, const QString &fileName,
                                             const QString &localName, const QString &fileNameHost)
{
    ObservationSet set;
    set.sourceFiles.append(fileName);
    if (json.trimmed().isEmpty())
        throw Error(Tr::tr("the file is empty; expected lldpctl output (-f json, json0, keyvalue "
                           "or xml)"),
                    {fileName});

    const LldpFormat format = detectFormat(json);
    QJsonObject root;
    switch (format) {
    case LldpFormat::Json:
        root = fromJson(json, fileName);
        break;
    case LldpFormat::KeyValue:
        root = fromKeyValue(json, fileName);
        break;
    case LldpFormat::Xml:
        root = fromXml(json, fileName);
        break;
    case LldpFormat::PlainText:
        throw Error(Tr::tr("this is lldpctl's plain text output, which is not read (its layout "
                           "changes between versions); save the output with lldpctl -f json "
                           "(or -f keyvalue, -f xml)"),
                    {fileName, 1, 0});
    case LldpFormat::Unknown:
        throw Error(Tr::tr("this is not lldpctl output: expected JSON, keyvalue or XML "
                           "(lldpctl -f json, json0, keyvalue or xml)"),
                    {fileName, 1, 0});
    }
    const std::optional<Chassis> local = localChassis(root);
    if (!root.contains(QLatin1String("lldp")) && !local)
        throw Error(Tr::tr("no \"lldp\" key and no local chassis; this is not lldpctl JSON "
                           "output"),
                    {fileName, 1, 0});

    // The neighbours: lldp -> interface entries (each element of `lldp` may be a list in json0).
    struct Neighbour
    {
        QString ifName;
        QJsonObject obj;
    };
    std::vector<Neighbour> neighbours;
    for (const QJsonValue l : items(root.value(QLatin1String("lldp")))) {
        if (!l.isObject())
            continue;
        for (const Named &n : namedEntries(l.toObject().value(QLatin1String("interface")),
                                           {"chassis", "port", "via"}))
            neighbours.push_back({n.name, n.obj});
    }

    QString localHost = local ? local->name : QString();
    if (localHost.isEmpty())
        localHost = localName;
    if (localHost.isEmpty() && local)
        localHost = local->id;
    if (localHost.isEmpty() && !fileNameHost.isEmpty()) {
        // Only the file's name is left to say whose neighbours these are: say so, since a name
        // such as lldp_host001 matches no device and every link would then look unknown.
        localHost = fileNameHost;
        set.diagnostics.push_back(
            {Diagnostic::Severity::Warning,
             Tr::tr("the file has no local chassis, so the host name \"%1\" was taken from the "
                    "file name; if the design calls the device otherwise, add the output of "
                    "lldpctl show chassis to the file (in the same format) or rename the file")
                 .arg(fileNameHost),
             {fileName, 1, 0},
             QStringLiteral("local-chassis"),
             fileNameHost});
    }
    if (localHost.isEmpty() && !neighbours.empty())
        throw Error(Tr::tr("the file has no local chassis and no host name was given, so it is "
                           "not known which device these neighbours are cabled to"),
                    {fileName});

    ObservedNode self;
    self.kind = ObservedNode::Kind::LldpChassis;
    self.key = QStringLiteral("lldp:") + localHost;
    self.name = localHost;
    self.local = true;
    self.location = {fileName, 1, 0};
    if (local) {
        self.chassisId = local->id;
        self.chassisIdType = local->idType;
        self.description = local->descr;
        self.mgmtIps = local->mgmtIps;
    }
    if (!localHost.isEmpty())
        set.addNode(self);

    // Line numbers: the interface name as a key ("eth0": {...}), else as a value (json0's
    // "name": "eth0"), searched forward from the previous interface.
    const QString source =
        neighbours.empty() || format != LldpFormat::Json ? QString() : QString::fromUtf8(json);
    qsizetype cursor = 0;
    for (const Neighbour &nb : neighbours) {
        SourceLocation where{fileName, 0, 0};
        if (nb.obj.contains(kLineKey)) {
            where.line = nb.obj.value(kLineKey).toInt();
        } else if (!nb.ifName.isEmpty()) {
            const QString quoted = QLatin1Char('"') + nb.ifName + QLatin1Char('"');
            const QRegularExpression asKey(QRegularExpression::escape(quoted) +
                                           QStringLiteral("\\s*:"));
            qsizetype at = source.indexOf(asKey, cursor);
            if (at < 0)
                at = source.indexOf(quoted, cursor);
            if (at >= 0) {
                where.line = int(QStringView(source).left(at).count(QLatin1Char('\n'))) + 1;
                cursor = at + 1;
            }
        }
        if (nb.ifName.isEmpty()) {
            set.diagnostics.push_back({Diagnostic::Severity::Warning,
                                       Tr::tr("a neighbour entry without a local interface "
                                              "name was skipped"),
                                       where,
                                       QStringLiteral("interface"),
                                       {}});
            continue;
        }
        const Chassis c = readChassis(nb.obj.value(QLatin1String("chassis")));
        const QString ident = !c.name.isEmpty() ? c.name : c.id;
        if (ident.isEmpty()) {
            set.diagnostics.push_back({Diagnostic::Severity::Warning,
                                       Tr::tr("the neighbour on %1 sent neither a system name "
                                              "nor a chassis id; skipped")
                                           .arg(nb.ifName),
                                       where,
                                       QStringLiteral("chassis"),
                                       {}});
            continue;
        }
        ObservedNode peer;
        peer.kind = ObservedNode::Kind::LldpChassis;
        peer.key = QStringLiteral("lldp:") + ident;
        peer.name = c.name;
        peer.chassisId = c.id;
        peer.chassisIdType = c.idType;
        peer.description = c.descr;
        peer.mgmtIps = c.mgmtIps;
        peer.location = where;
        set.addNode(peer);

        ObservedLink link;
        link.source = ObservationSource::Lldp;
        link.location = where;
        link.a.nodeKey = self.key;
        link.a.portName = nb.ifName;
        link.b.nodeKey = peer.key;
        const QJsonObject port = firstObject(nb.obj.value(QLatin1String("port")));
        const QJsonObject pid = firstObject(port.value(QLatin1String("id")));
        link.b.portIdType = text(pid.value(QLatin1String("type")));
        link.b.portId = text(pid.value(QLatin1String("value")));
        link.b.portDescr = text(port.value(QLatin1String("descr")));
        if (link.b.portIdType == QLatin1String("mac"))
            link.b.mac = normalizeMac(link.b.portId);
        // An ifname port id is the interface name; other subtypes (mac, local ifIndex) carry it
        // in the port description, as lldpd on Linux and Junos do.
        if (link.b.portIdType == QLatin1String("ifname") || link.b.portDescr.isEmpty())
            link.b.portName = link.b.portId;
        else
            link.b.portName = link.b.portDescr;
        if (link.b.portName.isEmpty()) {
            set.diagnostics.push_back(
                {Diagnostic::Severity::Warning,
                 Tr::tr("the neighbour on %1 sent no port id; skipped").arg(nb.ifName),
                 where,
                 QStringLiteral("port"),
                 {}});
            continue;
        }
        set.addLink(link);
    }
    return set;
}

ObservationSet LldpParser::parseFile(const QString &path, const QString &localName)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("cannot read the file: %1").arg(f.errorString()), {path});
    ObservationSet set = parseWithFallback(
        f.readAll(), path, localName, localName.isEmpty() ? QFileInfo(path).baseName() : QString());
    set.time = QFileInfo(path).lastModified();
    return set;
}

ObservationSet LldpParser::parseFiles(const QStringList &paths)
{
    ObservationSet all;
    for (const QString &p : paths) {
        try {
            all.merge(parseFile(p));
        } catch (const Error &e) {
            // One unreadable file (a wrong format, a cut transfer) must not hide what the others
            // report: it is an error of the run, named with its file, and the rest is read.
            if (!all.sourceFiles.contains(p))
                all.sourceFiles.append(p);
            all.diagnostics.push_back(
                {Diagnostic::Severity::Error,
                 e.message(),
                 e.location().file.isEmpty() ? SourceLocation{p} : e.location(),
                 e.field(),
                 {}});
        }
    }
    return all;
}

} // namespace ry::verify
