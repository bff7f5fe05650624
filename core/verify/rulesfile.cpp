#include "rulesfile.h"
#include "util/yamlguard.h"

#include <QFile>
#include <QRegularExpression>

#include <cmath>

#include <yaml-cpp/yaml.h>

namespace ry::verify {

namespace {

[[noreturn]] void fail(const QString &path, const YAML::Node &n, const QString &field,
                       const QString &message)
{
    const YAML::Mark m = n.Mark();
    throw Error(message, {path, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0},
                field);
}

QString text(const QString &path, const YAML::Node &map, const char *key, const QString &field)
{
    const YAML::Node v = map[key];
    if (!v)
        return {};
    if (!v.IsScalar())
        fail(path, v, field, Tr::tr("expected text"));
    return QString::fromStdString(v.Scalar());
}

void checkKeys(const QString &path, const YAML::Node &map, const QStringList &allowed,
               const QString &field)
{
    if (!map.IsMap())
        fail(path, map, field, Tr::tr("expected a map"));
    for (const auto &kv : map) {
        // A key that is a list or a map (`? [a]: x`) has no text: as<std::string>() would throw
        // YAML::TypedBadConversion out of the reader (found by fuzz_verify_rules).
        if (!kv.first.IsScalar())
            fail(path, kv.first, field, Tr::tr("expected a text key, not a list or map"));
        const QString key = QString::fromStdString(kv.first.Scalar());
        if (!allowed.contains(key))
            fail(path, kv.first, field.isEmpty() ? key : field + QLatin1Char('.') + key,
                 Tr::tr("unknown key \"%1\"; expected one of: %2")
                     .arg(key, allowed.join(QLatin1String(", "))));
    }
}

bool boolean(const QString &path, const YAML::Node &map, const char *key, bool def)
{
    const YAML::Node v = map[key];
    if (!v)
        return def;
    const QString s = QString::fromStdString(v.IsScalar() ? v.Scalar() : std::string()).toLower();
    if (s == QLatin1String("true") || s == QLatin1String("yes"))
        return true;
    if (s == QLatin1String("false") || s == QLatin1String("no"))
        return false;
    fail(path, v, QLatin1String(key), Tr::tr("expected true or false"));
}

} // namespace

VerifyOptions readVerifyRules(const QString &path, const Design &design)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read %1: %2").arg(path, f.errorString()), {path});
    const QByteArray bytes = f.readAll();
    YAML::Node root;
    try {
        root = loadYaml(bytes.toStdString(), path);
    } catch (const YAML::Exception &e) {
        throw Error(QString::fromStdString(e.msg), {path, e.mark.line + 1, e.mark.column + 1});
    }
    VerifyOptions o;
    if (!root || root.IsNull())
        return o;
    checkKeys(path, root,
              {QStringLiteral("node-names"), QStringLiteral("ports"), QStringLiteral("planes"),
               QStringLiteral("only-observed-devices"), QStringLiteral("defaults"),
               QStringLiteral("health")},
              {});
    CableMatchRules rules;
    if (const YAML::Node nn = root["node-names"]) {
        if (!nn.IsSequence())
            fail(path, nn, QStringLiteral("node-names"), Tr::tr("expected a list"));
        for (std::size_t i = 0; i < nn.size(); ++i) {
            const QString field = QStringLiteral("node-names[%1]").arg(i);
            checkKeys(path, nn[i],
                      {QStringLiteral("pattern"), QStringLiteral("device"), QStringLiteral("port")},
                      field);
            NodeNameRule r{text(path, nn[i], "pattern", field + QLatin1String(".pattern")),
                           text(path, nn[i], "device", field + QLatin1String(".device")),
                           text(path, nn[i], "port", field + QLatin1String(".port"))};
            if (r.pattern.isEmpty() || r.device.isEmpty())
                fail(path, nn[i], field, Tr::tr("a node rule needs a pattern and a device"));
            if (!QRegularExpression(r.pattern).isValid())
                fail(path, nn[i]["pattern"], field + QLatin1String(".pattern"),
                     Tr::tr("invalid regular expression \"%1\"").arg(r.pattern));
            rules.nodeNames.push_back(r);
        }
    }
    if (const YAML::Node ps = root["ports"]) {
        if (!ps.IsSequence())
            fail(path, ps, QStringLiteral("ports"), Tr::tr("expected a list"));
        for (std::size_t i = 0; i < ps.size(); ++i) {
            const QString field = QStringLiteral("ports[%1]").arg(i);
            checkKeys(path, ps[i],
                      {QStringLiteral("device-type"), QStringLiteral("role"),
                       QStringLiteral("reported"), QStringLiteral("name"), QStringLiteral("index")},
                      field);
            PortRule r{text(path, ps[i], "device-type", field + QLatin1String(".device-type")),
                       text(path, ps[i], "role", field + QLatin1String(".role")),
                       text(path, ps[i], "reported", field + QLatin1String(".reported")),
                       text(path, ps[i], "name", field + QLatin1String(".name")),
                       text(path, ps[i], "index", field + QLatin1String(".index"))};
            if (r.name.isEmpty() == r.index.isEmpty())
                fail(path, ps[i], field, Tr::tr("a port rule needs exactly one of name and index"));
            for (const auto &[key, re] :
                 {std::pair{"device-type", r.deviceType}, std::pair{"role", r.role},
                  std::pair{"reported", r.reported}})
                if (!QRegularExpression(re).isValid())
                    fail(path, ps[i][key], field + QLatin1Char('.') + QLatin1String(key),
                         Tr::tr("invalid regular expression \"%1\"").arg(re));
            rules.ports.push_back(r);
        }
    }
    if (boolean(path, root, "defaults", true))
        for (const NodeNameRule &r : CableMatchRules::defaults().nodeNames)
            rules.nodeNames.push_back(r);
    o.rules = std::move(rules);
    o.onlyObservedDevices = boolean(path, root, "only-observed-devices", true);
    if (const YAML::Node planes = root["planes"]) {
        if (!planes.IsSequence())
            fail(path, planes, QStringLiteral("planes"), Tr::tr("expected a list of plane names"));
        for (std::size_t i = 0; i < planes.size(); ++i) {
            const QString name =
                QString::fromStdString(planes[i].IsScalar() ? planes[i].Scalar() : std::string());
            const Plane *p = design.planeByName(name);
            if (!p)
                fail(path, planes[i], QStringLiteral("planes[%1]").arg(i),
                     Tr::tr("the design has no plane \"%1\"").arg(name));
            o.planeIds.push_back(p->id);
        }
    }
    return o;
}

namespace {

std::optional<double> number(const QString &path, const YAML::Node &map, const char *key)
{
    const YAML::Node v = map[key];
    if (!v)
        return std::nullopt;
    bool ok = false;
    const double d = v.IsScalar() ? QString::fromStdString(v.Scalar()).toDouble(&ok) : 0;
    if (!ok || !std::isfinite(d))
        fail(path, v, QStringLiteral("health.") + QLatin1String(key), Tr::tr("expected a number"));
    return d;
}

} // namespace

HealthThresholds readHealthRules(const QString &path)
{
    HealthThresholds t = HealthThresholds::defaults();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read %1: %2").arg(path, f.errorString()), {path});
    YAML::Node root;
    try {
        root = loadYaml(f.readAll().toStdString(), path);
    } catch (const YAML::Exception &e) {
        throw Error(QString::fromStdString(e.msg), {path, e.mark.line + 1, e.mark.column + 1});
    }
    if (!root || !root.IsMap() || !root["health"])
        return t;
    const YAML::Node h = root["health"];
    checkKeys(path, h,
              {QStringLiteral("counters"), QStringLiteral("optic-warnings"),
               QStringLiteral("rx-power-min-dbm"), QStringLiteral("temperature-max-c")},
              QStringLiteral("health"));
    if (const YAML::Node c = h["counters"]) {
        if (!c.IsMap())
            fail(path, c, QStringLiteral("health.counters"),
                 Tr::tr("expected a map of counter names to counts"));
        for (const auto &kv : c) {
            if (!kv.first.IsScalar())
                fail(path, kv.first, QStringLiteral("health.counters"),
                     Tr::tr("expected a text key, not a list or map"));
            const QString name = QString::fromStdString(kv.first.Scalar());
            bool ok = false;
            const quint64 n = kv.second.IsScalar()
                                  ? QString::fromStdString(kv.second.Scalar()).toULongLong(&ok)
                                  : 0;
            if (!ok)
                fail(path, kv.second, QStringLiteral("health.counters.") + name,
                     Tr::tr("expected a count (a whole number, 0 or more)"));
            t.counters[name] = n;
        }
    }
    t.opticWarnings = boolean(path, h, "optic-warnings", false);
    t.rxPowerMinDbm = number(path, h, "rx-power-min-dbm");
    t.temperatureMaxC = number(path, h, "temperature-max-c");
    return t;
}

} // namespace ry::verify
