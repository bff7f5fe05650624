#include "lldpparser.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

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

} // namespace

ObservationSet LldpParser::parse(const QByteArray &json, const QString &fileName,
                                 const QString &localName)
{
    ObservationSet set;
    set.sourceFiles.append(fileName);
    if (json.trimmed().isEmpty())
        throw Error(Tr::tr("the file is empty; expected lldpctl JSON output"), {fileName});

    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        throw Error(Tr::tr("malformed JSON at byte %1: %2").arg(err.offset).arg(err.errorString()),
                    locationOfOffset(json, err.offset, fileName));
    if (!doc.isObject())
        throw Error(Tr::tr("the JSON is not an object; expected lldpctl output "
                           "{\"lldp\": ...}"),
                    {fileName, 1, 0});
    const QJsonObject root = doc.object();
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
    const QString source = neighbours.empty() ? QString() : QString::fromUtf8(json);
    qsizetype cursor = 0;
    for (const Neighbour &nb : neighbours) {
        SourceLocation where{fileName, 0, 0};
        if (!nb.ifName.isEmpty()) {
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
    const QString fallback = localName.isEmpty() ? QFileInfo(path).baseName() : localName;
    ObservationSet set = parse(f.readAll(), path, fallback);
    set.time = QFileInfo(path).lastModified();
    return set;
}

ObservationSet LldpParser::parseFiles(const QStringList &paths)
{
    ObservationSet all;
    for (const QString &p : paths)
        all.merge(parseFile(p));
    return all;
}

} // namespace ry::verify
