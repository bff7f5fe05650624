#include "netboximporter.h"

#include "model/names.h"
#include "model/netboxtypes.h"
#include "model/validator.h"

#include "interfacetypes.h"

#include "util/yamlguard.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>

namespace ry::devicetypes {

namespace {

using Severity = Diagnostic::Severity;

/// Device-type files are a few kB; anything this big is not one (and would be read whole).
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
/// Nodes one unknown key may hold before it is refused (guards extraYaml against alias bombs).
constexpr int kMaxExtraNodes = 100000;
/// Errors listed per refused file; the rest are counted in one more line.
constexpr std::size_t kMaxErrorsPerFile = 20;
/// A group of data interfaces this large (one speed, one name pattern) makes a type a switch.
constexpr std::size_t kSwitchMinPorts = 16;

/// NetBox's device airflow choices (dcim.choices.DeviceAirflowChoices).
constexpr const char *kAirflows[] = {
    "front-to-rear", "rear-to-front", "left-to-right", "right-to-left", "side-to-rear",
    "rear-to-side",  "bottom-to-top", "top-to-bottom", "passive",       "mixed"};
/// Component lists of the library's schema that Railyard does not model (they are kept in
/// extraYaml) but whose names NetBox keeps unique per device type (the library's
/// tests/device_types.py validate_components; docs/references/cmdb.md).
constexpr const char *kUnmodelledComponentLists[] = {"device-bays", "inventory-items"};

template<std::size_t N>
bool contains(const char *const (&list)[N], const QString &s)
{
    return std::any_of(std::begin(list), std::end(list),
                       [&](const char *x) { return s == QLatin1String(x); });
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// One key/value pair of a YAML map, with the key as text.
struct Entry
{
    QString key;
    YAML::Node keyNode;
    YAML::Node value;
};
using Entries = std::vector<Entry>;

const Entry *find(const Entries &entries, const char *key)
{
    for (const Entry &e : entries)
        if (e.key == QLatin1String(key))
            return &e;
    return nullptr;
}

/// The NetBox component sections Railyard reads.
enum class Section
{
    Interfaces,
    ConsolePorts,
    ConsoleServerPorts,
    PowerPorts,
    PowerOutlets,
    FrontPorts,
    RearPorts
};

struct SectionInfo
{
    Section section;
    const char *key;
    PortKind kind;
    std::vector<const char *> usedKeys; ///< keys Railyard keeps; the rest are reported
};

const std::vector<SectionInfo> &sections()
{
    static const std::vector<SectionInfo> s{
        {Section::Interfaces,
         "interfaces",
         PortKind::Interface,
         {"name", "type", "mgmt_only", "description"}},
        {Section::ConsolePorts,
         "console-ports",
         PortKind::ConsolePort,
         {"name", "type", "description"}},
        {Section::ConsoleServerPorts,
         "console-server-ports",
         PortKind::ConsoleServerPort,
         {"name", "type", "description"}},
        {Section::PowerPorts,
         "power-ports",
         PortKind::PowerPort,
         {"name", "type", "maximum_draw", "allocated_draw", "description"}},
        {Section::PowerOutlets,
         "power-outlets",
         PortKind::PowerOutlet,
         {"name", "type", "power_port", "feed_leg", "description"}},
        {Section::FrontPorts,
         "front-ports",
         PortKind::FrontPort,
         {"name", "type", "rear_port", "rear_port_position", "positions", "description"}},
        {Section::RearPorts,
         "rear-ports",
         PortKind::RearPort,
         {"name", "type", "positions", "description"}},
    };
    return s;
}

/// A port as read, with where it was read from.
struct ReadPort
{
    std::size_t index; ///< into DeviceType::ports
    Section section;
    YAML::Node node; ///< the component's map
    bool hasInlineRear = false;
    QString field;    ///< "interfaces[3]"
    int mapping = -1; ///< the port-mappings entry that set its rear port, or -1
};

struct PortMapping
{
    QString frontPort;
    int frontPosition = 1;
    QString rearPort;
    int rearPosition = 1;
    YAML::Node node;
};

/// Reads one parsed device-type document; all errors name `m_path`.
class Reader
{
public:
    /// Railyard's facts from a sidecar file beside the NetBox file (sidecarPathFor()): the same
    /// keys as `x-railyard`, with locations in the sidecar.
    void setSidecar(const YAML::Node &node, QString path)
    {
        m_sidecar = node;
        m_sidecarPath = std::move(path);
    }
    Reader(QString path, Diagnostics *diagnostics)
        : m_path(std::move(path)), m_diagnostics(diagnostics)
    {
    }

    DeviceType read(const YAML::Node &doc);

    SourceLocation at(const YAML::Node &n) const
    {
        const YAML::Mark m = n.Mark();
        if (m.is_null())
            return {m_path, 0, 0};
        return {m_path, m.line + 1, m.column + 1};
    }

    [[noreturn]] void fail(const YAML::Node &n, const QString &field, const QString &message) const
    {
        throw Error(message, at(n), field);
    }

    void report(Severity severity, const YAML::Node &n, const QString &field,
                const QString &message, const QString &object = {})
    {
        reportAt(severity, n.Mark(), field, message, object);
    }

    void reportAt(Severity severity, const YAML::Mark &m, const QString &field,
                  const QString &message, const QString &object = {})
    {
        if (!m_diagnostics)
            return;
        Diagnostic d;
        d.severity = severity;
        d.message = message;
        d.location = m.is_null() ? SourceLocation{m_path, 0, 0}
                                 : SourceLocation{m_path, m.line + 1, m.column + 1};
        d.field = field;
        d.object = object;
        m_diagnostics->push_back(std::move(d));
    }

private:
    static QString describe(const YAML::Node &n);
    Entries entries(const YAML::Node &map, const QString &field) const;
    QString text(const YAML::Node &n, const QString &field) const;
    double number(const YAML::Node &n, const QString &field) const;
    double nonNegative(const YAML::Node &n, const QString &field) const;
    int integer(const YAML::Node &n, const QString &field, int min, int max) const;
    bool boolean(const YAML::Node &n, const QString &field) const;
    QString requiredText(const Entries &map, const YAML::Node &mapNode, const char *key,
                         const QString &field) const;

    void readComponents(const Entry &e, const SectionInfo &info, DeviceType &dt);
    void readModuleBays(const Entry &e, DeviceType &dt);
    void readPortMappings(const Entry &e);
    void readRailyard(const Entry &e, DeviceType &dt);
    void markSpares(DeviceType &dt);
    void checkUnmodelledList(const Entry &e);
    void checkFrontPorts(DeviceType &dt);
    void separateNames(DeviceType &dt);
    void applyRules(const DeviceType &dt, const Entries &top);
    YAML::Node portValue(const ReadPort &p, const char *key) const;
    void deriveSwitchFacts(DeviceType &dt);
    QString extraYaml(const Entries &extras) const;

    QString m_path;
    Diagnostics *m_diagnostics;
    std::vector<ReadPort> m_ports;
    std::vector<PortMapping> m_mappings;
    std::vector<YAML::Node> m_bayNames; ///< the name node of each module bay, in order
    std::set<std::pair<QString, QString>> m_reportedUnusedKeys;
    bool m_hasExplicitSwitchFacts = false;
    bool m_hasPowerMax = false;
    bool m_hasPowerTypical = false;
    /// `spare_ports` entries, marked once every interface is read (markSpares()).
    struct SpareName
    {
        QString name;
        YAML::Node node;
        QString path; ///< the file the entry is in (the NetBox file or its sidecar)
        QString field;
    };
    std::vector<SpareName> m_spares;
    /// `rdma_devices` entries (interface name -> RDMA device name), set once every interface is
    /// read (markSpares()); `name` is the interface, `value` the RDMA device name.
    std::vector<std::pair<SpareName, QString>> m_rdma;
    YAML::Node m_sidecar;
    QString m_sidecarPath;
};

QString Reader::describe(const YAML::Node &n)
{
    switch (n.Type()) {
    case YAML::NodeType::Map:
        return Tr::tr("a map");
    case YAML::NodeType::Sequence:
        return Tr::tr("a list");
    case YAML::NodeType::Scalar: {
        QString s = qs(n.Scalar());
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("...");
        return QStringLiteral("\"%1\"").arg(s);
    }
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        break;
    }
    return Tr::tr("nothing");
}

Entries Reader::entries(const YAML::Node &map, const QString &field) const
{
    Entries out;
    QHash<QString, YAML::Node> seen;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!it->first.IsScalar())
            fail(it->first, field, Tr::tr("a key must be text, found %1").arg(describe(it->first)));
        const QString key = qs(it->first.Scalar());
        if (auto s = seen.constFind(key); s != seen.cend()) {
            const QString f = field.isEmpty() ? key : field + QLatin1Char('.') + key;
            fail(it->first, f,
                 Tr::tr("duplicate key \"%1\" (first at line %2)").arg(key).arg(at(*s).line));
        }
        seen.insert(key, it->first);
        out.push_back({key, it->first, it->second});
    }
    return out;
}

QString Reader::text(const YAML::Node &n, const QString &field) const
{
    if (n.IsNull())
        return {};
    if (!n.IsScalar())
        fail(n, field, Tr::tr("expected text, found %1").arg(describe(n)));
    return qs(n.Scalar());
}

double Reader::number(const YAML::Node &n, const QString &field) const
{
    if (!n.IsScalar())
        fail(n, field, Tr::tr("expected a number, found %1").arg(describe(n)));
    bool ok = false;
    const double v = qs(n.Scalar()).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        fail(n, field, Tr::tr("expected a number, found %1").arg(describe(n)));
    return v;
}

double Reader::nonNegative(const YAML::Node &n, const QString &field) const
{
    const double v = number(n, field);
    if (v < 0)
        fail(n, field, Tr::tr("must not be negative, found %1").arg(describe(n)));
    return v;
}

int Reader::integer(const YAML::Node &n, const QString &field, int min, int max) const
{
    const double v = number(n, field);
    if (v != std::floor(v))
        fail(n, field, Tr::tr("expected a whole number, found %1").arg(describe(n)));
    if (v < min || v > max)
        fail(n, field,
             Tr::tr("must be between %1 and %2, found %3").arg(min).arg(max).arg(describe(n)));
    return int(v);
}

bool Reader::boolean(const YAML::Node &n, const QString &field) const
{
    // YAML 1.1 booleans, as PyYAML (NetBox's loader) reads them.
    if (n.IsScalar()) {
        const QString s = qs(n.Scalar()).trimmed().toLower();
        if (s == QLatin1String("true") || s == QLatin1String("yes") || s == QLatin1String("on"))
            return true;
        if (s == QLatin1String("false") || s == QLatin1String("no") || s == QLatin1String("off"))
            return false;
    }
    fail(n, field, Tr::tr("expected true or false, found %1").arg(describe(n)));
}

QString Reader::requiredText(const Entries &map, const YAML::Node &mapNode, const char *key,
                             const QString &field) const
{
    const Entry *e = find(map, key);
    if (!e)
        fail(mapNode, field, Tr::tr("required key \"%1\" is missing").arg(QLatin1String(key)));
    QString v = text(e->value, field).trimmed();
    if (v.isEmpty())
        fail(e->value, field, Tr::tr("\"%1\" must not be empty").arg(QLatin1String(key)));
    // The design's character rules (names::fieldRule): manufacturer and model are labels,
    // the slug and component names identifiers (no control or invisible characters).
    const bool label = qstrcmp(key, "manufacturer") == 0 || qstrcmp(key, "model") == 0;
    const QString why = names::check(label ? names::Rule::Label : names::Rule::Identifier, v);
    if (!why.isEmpty())
        fail(e->value, field,
             Tr::tr("the %1 \"%2\" is not allowed: %3")
                 .arg(QLatin1String(key), names::printable(v), why));
    return v;
}

DeviceType Reader::read(const YAML::Node &doc)
{
    if (!doc.IsMap())
        fail(doc, {},
             Tr::tr("expected a device type (a map with manufacturer, model, slug, u_height), "
                    "found %1")
                 .arg(describe(doc)));

    const Entries top = entries(doc, {});
    DeviceType dt;
    dt.manufacturer = requiredText(top, doc, "manufacturer", QStringLiteral("manufacturer"));
    dt.model = requiredText(top, doc, "model", QStringLiteral("model"));
    dt.slug = requiredText(top, doc, "slug", QStringLiteral("slug"));
    static const QRegularExpression slugPattern(QStringLiteral("^[-a-z0-9_]+$"));
    if (!slugPattern.match(dt.slug).hasMatch())
        report(Severity::Warning, find(top, "slug")->value, QStringLiteral("slug"),
               Tr::tr("slug \"%1\" has characters other than a-z, 0-9, - and _").arg(dt.slug));
    const Entry *uHeight = find(top, "u_height");
    if (!uHeight)
        fail(doc, QStringLiteral("u_height"), Tr::tr("required key \"u_height\" is missing"));

    Entries extras;
    const Entry *weight = nullptr;
    const Entry *weightUnit = nullptr;
    for (const Entry &e : top) {
        const QString &k = e.key;
        if (k == QLatin1String("manufacturer") || k == QLatin1String("model") ||
            k == QLatin1String("slug")) {
            continue; // read above
        } else if (k == QLatin1String("part_number")) {
            dt.partNumber = text(e.value, k).trimmed();
        } else if (k == QLatin1String("u_height")) {
            const double u = nonNegative(e.value, k);
            if (std::abs(u * 2 - std::round(u * 2)) > 1e-9)
                fail(e.value, k,
                     Tr::tr("must be a multiple of 0.5 U, found %1").arg(describe(e.value)));
            dt.uHeight = std::round(u * 2) / 2;
        } else if (k == QLatin1String("is_full_depth")) {
            dt.fullDepth = boolean(e.value, k);
        } else if (k == QLatin1String("weight")) {
            weight = &e;
        } else if (k == QLatin1String("weight_unit")) {
            weightUnit = &e;
        } else if (k == QLatin1String("airflow")) {
            dt.airflow = text(e.value, k).trimmed();
            if (!dt.airflow.isEmpty() && !contains(kAirflows, dt.airflow))
                report(Severity::Warning, e.value, k,
                       Tr::tr("unknown airflow \"%1\"").arg(dt.airflow));
        } else if (k == QLatin1String("comments")) {
            dt.comments = text(e.value, k);
        } else if (k == QLatin1String("module-bays")) {
            readModuleBays(e, dt);
        } else if (k == QLatin1String("port-mappings")) {
            readPortMappings(e);
        } else if (k == QLatin1String("x-railyard")) {
            readRailyard(e, dt);
        } else {
            const auto &secs = sections();
            auto s = std::find_if(secs.begin(), secs.end(),
                                  [&](const SectionInfo &i) { return k == QLatin1String(i.key); });
            if (s != secs.end()) {
                readComponents(e, *s, dt);
            } else {
                if (contains(kUnmodelledComponentLists, k))
                    checkUnmodelledList(e);
                extras.push_back(e);
                report(Severity::Info, e.keyNode, k,
                       Tr::tr("key \"%1\" is not modelled by Railyard; kept verbatim").arg(k));
            }
        }
    }

    if (!m_sidecarPath.isEmpty()) {
        if (const Entry *inline_ = find(top, "x-railyard"))
            fail(inline_->keyNode, QStringLiteral("x-railyard"),
                 Tr::tr("Railyard's facts are given twice: here and in %1; keep one")
                     .arg(m_sidecarPath));
        // Locations of the sidecar's keys name the sidecar file.
        const QString own = std::exchange(m_path, m_sidecarPath);
        try {
            readRailyard(Entry{QStringLiteral("x-railyard"), m_sidecar, m_sidecar}, dt);
        } catch (...) {
            m_path = own;
            throw;
        }
        m_path = own;
    }
    markSpares(dt);

    if (!find(top, "is_full_depth"))
        report(Severity::Info, doc, QStringLiteral("is_full_depth"),
               Tr::tr("is_full_depth is absent; taken as true (the NetBox default)"));

    if (weight) {
        const double w = nonNegative(weight->value, QStringLiteral("weight"));
        double factor = 1;
        if (weightUnit) {
            const QString unit = text(weightUnit->value, QStringLiteral("weight_unit")).trimmed();
            if (unit == QLatin1String("kg"))
                factor = 1;
            else if (unit == QLatin1String("g"))
                factor = 0.001;
            else if (unit == QLatin1String("lb"))
                factor = 0.45359237; // international avoirdupois pound
            else if (unit == QLatin1String("oz"))
                factor = 0.45359237 / 16;
            else
                fail(weightUnit->value, QStringLiteral("weight_unit"),
                     Tr::tr("unknown weight unit %1 (expected kg, g, lb or oz)")
                         .arg(describe(weightUnit->value)));
        } else {
            report(Severity::Warning, weight->value, QStringLiteral("weight"),
                   Tr::tr("weight has no weight_unit; taken as kg"));
        }
        dt.weightKg = w * factor;
    } else if (weightUnit) {
        report(Severity::Warning, weightUnit->value, QStringLiteral("weight_unit"),
               Tr::tr("weight_unit without weight; ignored"));
    }

    checkFrontPorts(dt);
    separateNames(dt);

    double maxSum = 0;
    double typicalSum = 0;
    for (const ReadPort &p : m_ports) {
        if (p.section != Section::PowerPorts)
            continue;
        maxSum += dt.ports[p.index].maximumDrawW;
        typicalSum += dt.ports[p.index].allocatedDrawW;
    }
    if (!m_hasPowerMax)
        dt.powerMaxW = maxSum;
    if (!m_hasPowerTypical)
        dt.powerTypicalW = typicalSum;

    deriveSwitchFacts(dt);
    dt.extraYaml = extraYaml(extras);
    applyRules(dt, top);
    return dt;
}

void Reader::readComponents(const Entry &e, const SectionInfo &info, DeviceType &dt)
{
    const QString &key = e.key;
    if (e.value.IsNull())
        return; // "interfaces:" with nothing: no components
    if (!e.value.IsSequence())
        fail(e.value, key, Tr::tr("expected a list of %1, found %2").arg(key, describe(e.value)));

    int i = 0;
    for (const YAML::Node &item : e.value) {
        const QString field = QStringLiteral("%1[%2]").arg(key).arg(i++);
        if (!item.IsMap())
            fail(item, field,
                 Tr::tr("expected a map with name and type, found %1").arg(describe(item)));
        const Entries c = entries(item, field);
        for (const Entry &ce : c) {
            const bool used =
                std::any_of(info.usedKeys.begin(), info.usedKeys.end(),
                            [&](const char *u) { return ce.key == QLatin1String(u); });
            if (!used && m_reportedUnusedKeys.insert({key, ce.key}).second)
                report(Severity::Info, ce.keyNode, field + QLatin1Char('.') + ce.key,
                       Tr::tr("%1 key \"%2\" is not kept (reported once per section)")
                           .arg(key, ce.key));
        }

        PortTemplate p;
        p.kind = info.kind;
        p.name = requiredText(c, item, "name", field + QStringLiteral(".name"));
        p.type = requiredText(c, item, "type", field + QStringLiteral(".type"));
        if (const Entry *d = find(c, "description"))
            p.description = text(d->value, field + QStringLiteral(".description"));

        // Duplicate names and unknown types are the Validator's rules (applyRules).
        ReadPort rp{dt.ports.size(), info.section, item};
        rp.field = field;
        const YAML::Node typeNode = find(c, "type")->value;
        switch (info.section) {
        case Section::Interfaces: {
            const InterfaceTypeInfo t = interfaceTypeInfo(p.type);
            p.speedGbps = t.speedGbps;
            if (!t.known)
                report(Severity::Info, typeNode, field + QStringLiteral(".type"),
                       Tr::tr("interface type \"%1\" has no known speed; taken as 0").arg(p.type),
                       p.name);
            if (const Entry *m = find(c, "mgmt_only"))
                p.mgmtOnly = boolean(m->value, field + QStringLiteral(".mgmt_only"));
            break;
        }
        case Section::ConsolePorts:
        case Section::ConsoleServerPorts:
            break;
        case Section::PowerPorts:
            if (const Entry *m = find(c, "maximum_draw"))
                p.maximumDrawW = nonNegative(m->value, field + QStringLiteral(".maximum_draw"));
            if (const Entry *a = find(c, "allocated_draw"))
                p.allocatedDrawW = nonNegative(a->value, field + QStringLiteral(".allocated_draw"));
            break;
        case Section::PowerOutlets:
            // NetBox's power-outlet template: the power port it draws from and its feed leg
            // (PowerOutletTemplate.power_port, feed_leg; PowerOutletFeedLegChoices A, B, C).
            // Whether they name a power port and a leg NetBox has is the Validator's rule.
            if (const Entry *pp = find(c, "power_port"))
                p.powerPort = text(pp->value, field + QStringLiteral(".power_port")).trimmed();
            if (const Entry *leg = find(c, "feed_leg"))
                p.feedLeg = text(leg->value, field + QStringLiteral(".feed_leg")).trimmed();
            break;
        case Section::FrontPorts:
            if (const Entry *r = find(c, "rear_port")) {
                p.rearPort = text(r->value, field + QStringLiteral(".rear_port")).trimmed();
                rp.hasInlineRear = !p.rearPort.isEmpty();
            }
            if (const Entry *r = find(c, "rear_port_position"))
                p.rearPosition =
                    integer(r->value, field + QStringLiteral(".rear_port_position"), 1, 1024);
            [[fallthrough]];
        case Section::RearPorts:
            if (const Entry *n = find(c, "positions"))
                p.positions = integer(n->value, field + QStringLiteral(".positions"), 1, 1024);
            break;
        }
        m_ports.push_back(rp);
        dt.ports.push_back(std::move(p));
    }
}

void Reader::readModuleBays(const Entry &e, DeviceType &dt)
{
    if (e.value.IsNull())
        return;
    if (!e.value.IsSequence())
        fail(e.value, e.key,
             Tr::tr("expected a list of module bays, found %1").arg(describe(e.value)));
    int i = 0;
    for (const YAML::Node &item : e.value) {
        const QString field = QStringLiteral("module-bays[%1]").arg(i++);
        if (!item.IsMap())
            fail(item, field, Tr::tr("expected a map with a name, found %1").arg(describe(item)));
        const Entries c = entries(item, field);
        const QString name = requiredText(c, item, "name", field + QStringLiteral(".name"));
        m_bayNames.push_back(find(c, "name")->value); // duplicates: the Validator (applyRules)
        dt.moduleBays.push_back(name);
    }
}

void Reader::readPortMappings(const Entry &e)
{
    if (e.value.IsNull())
        return;
    if (!e.value.IsSequence())
        fail(e.value, e.key,
             Tr::tr("expected a list of port mappings, found %1").arg(describe(e.value)));
    int i = 0;
    for (const YAML::Node &item : e.value) {
        const QString field = QStringLiteral("port-mappings[%1]").arg(i++);
        if (!item.IsMap())
            fail(item, field,
                 Tr::tr("expected a map with front_port and rear_port, found %1")
                     .arg(describe(item)));
        const Entries c = entries(item, field);
        PortMapping m;
        m.node = item;
        m.frontPort = requiredText(c, item, "front_port", field + QStringLiteral(".front_port"));
        m.rearPort = requiredText(c, item, "rear_port", field + QStringLiteral(".rear_port"));
        if (const Entry *p = find(c, "front_port_position"))
            m.frontPosition =
                integer(p->value, field + QStringLiteral(".front_port_position"), 1, 1024);
        if (const Entry *p = find(c, "rear_port_position"))
            m.rearPosition =
                integer(p->value, field + QStringLiteral(".rear_port_position"), 1, 1024);
        for (const Entry &ce : c) {
            if (ce.key != QLatin1String("front_port") && ce.key != QLatin1String("rear_port") &&
                ce.key != QLatin1String("front_port_position") &&
                ce.key != QLatin1String("rear_port_position"))
                report(Severity::Info, ce.keyNode, field + QLatin1Char('.') + ce.key,
                       Tr::tr("port-mappings key \"%1\" is not kept").arg(ce.key));
        }
        m_mappings.push_back(std::move(m));
    }
}

void Reader::readRailyard(const Entry &e, DeviceType &dt)
{
    if (e.value.IsNull())
        return;
    if (!e.value.IsMap())
        fail(e.value, e.key, Tr::tr("expected a map, found %1").arg(describe(e.value)));
    for (const Entry &x : entries(e.value, e.key)) {
        const QString field = QStringLiteral("x-railyard.") + x.key;
        const QString &k = x.key;
        if (k == QLatin1String("gpu_model")) {
            dt.gpuModel = text(x.value, field).trimmed();
        } else if (k == QLatin1String("gpu_count")) {
            dt.gpuCount = integer(x.value, field, 0, 1000000);
        } else if (k == QLatin1String("gpu_fp64_tflops")) {
            dt.gpuFp64Tflops = nonNegative(x.value, field);
        } else if (k == QLatin1String("gpu_bf16_tflops")) {
            dt.gpuBf16Tflops = nonNegative(x.value, field);
        } else if (k == QLatin1String("cpu_model")) {
            dt.cpuModel = text(x.value, field).trimmed();
        } else if (k == QLatin1String("cpu_count")) {
            dt.cpuCount = integer(x.value, field, 0, 1024);
        } else if (k == QLatin1String("cpu_fp64_tflops")) {
            dt.cpuFp64Tflops = nonNegative(x.value, field);
        } else if (k == QLatin1String("nvlink_gbps")) {
            dt.nvlinkGBps = nonNegative(x.value, field);
        } else if (k == QLatin1String("radix")) {
            dt.radix = integer(x.value, field, 0, 1000000);
            m_hasExplicitSwitchFacts = true;
        } else if (k == QLatin1String("port_speed_gbps")) {
            dt.portSpeedGbps = nonNegative(x.value, field);
            m_hasExplicitSwitchFacts = true;
        } else if (k == QLatin1String("power_typical_w")) {
            dt.powerTypicalW = nonNegative(x.value, field);
            m_hasPowerTypical = true;
        } else if (k == QLatin1String("power_max_w")) {
            dt.powerMaxW = nonNegative(x.value, field);
            m_hasPowerMax = true;
        } else if (k == QLatin1String("spare_ports")) {
            if (x.value.IsNull())
                continue;
            if (!x.value.IsSequence())
                fail(x.value, field,
                     Tr::tr("expected a list of interface names, found %1").arg(describe(x.value)));
            int i = 0;
            for (const YAML::Node &item : x.value) {
                const QString f = QStringLiteral("%1[%2]").arg(field).arg(i++);
                m_spares.push_back({text(item, f).trimmed(), item, m_path, f});
            }
        } else if (k == QLatin1String("rdma_devices")) {
            if (x.value.IsNull())
                continue;
            if (!x.value.IsMap())
                fail(x.value, field,
                     Tr::tr("expected a map of interface name to RDMA device name, found %1")
                         .arg(describe(x.value)));
            for (const auto &kv : x.value) {
                const QString ifName = text(kv.first, field).trimmed();
                const QString f = QStringLiteral("%1.%2").arg(field, ifName);
                const QString rdma = text(kv.second, f).trimmed();
                if (!names::looksLikeRdmaDevice(rdma))
                    fail(kv.second, f,
                         Tr::tr("\"%1\" is not an RDMA device name (such as mlx5_0)").arg(rdma));
                m_rdma.push_back({{ifName, kv.first, m_path, f}, rdma});
            }
        } else {
            report(Severity::Warning, x.keyNode, field,
                   Tr::tr("unknown x-railyard key \"%1\"; ignored").arg(k));
        }
    }
}

void Reader::markSpares(DeviceType &dt)
{
    QSet<QString> seen;
    for (const SpareName &s : m_spares) {
        const YAML::Mark m = s.node.Mark();
        const SourceLocation where = m.is_null() ? SourceLocation{s.path, 0, 0}
                                                 : SourceLocation{s.path, m.line + 1, m.column + 1};
        auto it = std::find_if(dt.ports.begin(), dt.ports.end(),
                               [&](const PortTemplate &p) { return p.name == s.name; });
        if (it == dt.ports.end())
            throw Error(Tr::tr("spare port \"%1\" is not a port of this device type").arg(s.name),
                        where, s.field);
        if (it->kind != PortKind::Interface)
            throw Error(
                Tr::tr("spare port \"%1\" is a %2, not an interface; only interfaces can be spare")
                    .arg(s.name, toString(it->kind)),
                where, s.field);
        if (seen.contains(s.name)) {
            if (m_diagnostics) {
                Diagnostic d;
                d.severity = Severity::Warning;
                d.message = Tr::tr("spare port \"%1\" is listed twice").arg(s.name);
                d.location = where;
                d.field = s.field;
                d.object = s.name;
                m_diagnostics->push_back(std::move(d));
            }
            continue;
        }
        seen.insert(s.name);
        it->spare = true;
    }
    QHash<QString, QString> rdmaSeen; // RDMA device name -> the interface that has it
    for (const auto &[s, rdma] : m_rdma) {
        const YAML::Mark m = s.node.Mark();
        const SourceLocation where = m.is_null() ? SourceLocation{s.path, 0, 0}
                                                 : SourceLocation{s.path, m.line + 1, m.column + 1};
        // A named copy for the lambda: clang 14 cannot capture a structured binding (P1091).
        const QString &name = s.name;
        auto it = std::find_if(dt.ports.begin(), dt.ports.end(),
                               [&](const PortTemplate &p) { return p.name == name; });
        if (it == dt.ports.end() || it->kind != PortKind::Interface)
            throw Error(Tr::tr("\"%1\" is not an interface of this device type").arg(s.name), where,
                        s.field);
        if (rdmaSeen.contains(rdma))
            throw Error(Tr::tr("RDMA device \"%1\" is given to both %2 and %3")
                            .arg(rdma, rdmaSeen.value(rdma), s.name),
                        where, s.field);
        rdmaSeen.insert(rdma, s.name);
        it->rdmaDevice = rdma;
    }
}

void Reader::checkFrontPorts(DeviceType &dt)
{
    QHash<QString, std::size_t> front; // front port name -> index into m_ports (first)
    for (const ReadPort &p : m_ports)
        if (p.section == Section::FrontPorts && !front.contains(dt.ports[p.index].name))
            front.insert(dt.ports[p.index].name, p.index);
    // NetBox >= 4.5: the mapping lives in `port-mappings`. PortTemplate holds one rear port per
    // front port, so a front port with several mappings keeps the first. Whether the rear port
    // and position exist is the Validator's rule (applyRules), pointed at the mapping's lines.
    for (int i = 0; i < int(m_mappings.size()); ++i) {
        const PortMapping &m = m_mappings[std::size_t(i)];
        const QString field = QStringLiteral("port-mappings[%1]").arg(i);
        auto f = front.constFind(m.frontPort);
        if (f == front.cend()) {
            report(Severity::Error, m.node, field + QStringLiteral(".front_port"),
                   Tr::tr("the mapping names front port \"%1\", which does not exist")
                       .arg(m.frontPort),
                   m.frontPort);
            continue;
        }
        ReadPort &rp = m_ports[*f];
        PortTemplate &fp = dt.ports[*f];
        if (m.frontPosition > fp.positions) {
            report(Severity::Error, m.node, field + QStringLiteral(".front_port_position"),
                   Tr::tr("front port \"%1\" has %2 position(s); the mapping uses position %3")
                       .arg(fp.name)
                       .arg(fp.positions)
                       .arg(m.frontPosition),
                   fp.name);
            continue;
        }
        if (rp.hasInlineRear || rp.mapping >= 0) {
            report(Severity::Warning, m.node, field,
                   Tr::tr("front port \"%1\" is already mapped to rear port \"%2\" position %3; "
                          "Railyard keeps one mapping per front port, this one is dropped")
                       .arg(fp.name, fp.rearPort)
                       .arg(fp.rearPosition),
                   fp.name);
            continue;
        }
        fp.rearPort = m.rearPort;
        fp.rearPosition = m.rearPosition;
        rp.mapping = i;
    }
    for (const ReadPort &p : m_ports)
        if (p.section == Section::FrontPorts && dt.ports[p.index].rearPort.isEmpty())
            report(Severity::Warning, p.node, p.field,
                   Tr::tr("front port \"%1\" is not mapped to a rear port")
                       .arg(dt.ports[p.index].name),
                   dt.ports[p.index].name);
}

void Reader::separateNames(DeviceType &dt)
{
    // NetBox keeps names unique per component list, so a patch panel's front port "Port 1" and
    // rear port "Port 1" are two ports; Railyard names every port of a device once (the
    // Validator). The later one (in file order) takes its list's name as a suffix, e.g.
    // "Port 1 (rear port)", and front ports follow their rear port. Repeats within one list stay
    // as they are and are refused (applyRules).
    static const std::map<Section, const char *> suffix{
        {Section::Interfaces, "interface"},
        {Section::ConsolePorts, "console port"},
        {Section::ConsoleServerPorts, "console server port"},
        {Section::PowerPorts, "power port"},
        {Section::PowerOutlets, "power outlet"},
        {Section::FrontPorts, "front port"},
        {Section::RearPorts, "rear port"}};
    QHash<QString, std::size_t> owner; // name -> first port with it
    for (const ReadPort &p : m_ports)
        if (!owner.contains(dt.ports[p.index].name))
            owner.insert(dt.ports[p.index].name, p.index);
    std::map<std::pair<Section, QString>, QString> renamedIn; // (list, old name) -> new name
    for (ReadPort &p : m_ports) {
        PortTemplate &port = dt.ports[p.index];
        const std::size_t first = owner.value(port.name);
        if (first == p.index || m_ports[first].section == p.section)
            continue;
        QString renamed;
        if (auto again = renamedIn.find({p.section, port.name}); again != renamedIn.end()) {
            renamed = again->second; // a repeat within its own list stays a repeat
        } else {
            const QString base = port.name + QStringLiteral(" (") +
                                 QLatin1String(suffix.at(p.section)) + QLatin1Char(')');
            renamed = base;
            for (int k = 2; owner.contains(renamed); ++k)
                renamed = base + QLatin1Char(' ') + QString::number(k);
            renamedIn.insert({{p.section, port.name}, renamed});
        }
        YAML::Node nameNode = portValue(p, "name");
        report(Severity::Info, nameNode, p.field + QStringLiteral(".name"),
               Tr::tr("renamed \"%1\" to \"%2\": Railyard names each port of a device once, and "
                      "the port at line %3 has this name")
                   .arg(port.name, renamed)
                   .arg(at(portValue(m_ports[first], "name")).line),
               renamed);
        if (!owner.contains(renamed))
            owner.insert(renamed, p.index);
        port.name = renamed;
    }
    for (const ReadPort &p : m_ports) {
        PortTemplate &port = dt.ports[p.index];
        if (p.section == Section::FrontPorts)
            if (auto r = renamedIn.find({Section::RearPorts, port.rearPort}); r != renamedIn.end())
                port.rearPort = r->second;
        if (p.section == Section::PowerOutlets)
            if (auto r = renamedIn.find({Section::PowerPorts, port.powerPort});
                r != renamedIn.end())
                port.powerPort = r->second;
    }
}

void Reader::checkUnmodelledList(const Entry &e)
{
    // Kept verbatim in extraYaml; NetBox still keeps the names unique and the types its own.
    if (!e.value.IsSequence())
        return;
    QHash<QString, YAML::Node> names;
    int i = 0;
    for (const YAML::Node &item : e.value) {
        const QString field = QStringLiteral("%1[%2]").arg(e.key).arg(i++);
        if (!item.IsMap())
            continue;
        const Entries c = entries(item, field);
        const Entry *name = find(c, "name");
        if (!name || !name->value.IsScalar())
            continue;
        const QString n = qs(name->value.Scalar());
        if (auto first = names.constFind(n); first != names.cend())
            report(Severity::Error, name->value, field + QStringLiteral(".name"),
                   Tr::tr("\"%1\" is defined twice in %2. First at line %3.")
                       .arg(names::printable(n), e.key)
                       .arg(at(*first).line),
                   n);
        else
            names.insert(n, name->value);
        const Entry *type = find(c, "type");
        if (e.key == QLatin1String("console-server-ports") && type && type->value.IsScalar() &&
            !netbox::isComponentType(PortKind::ConsolePort, qs(type->value.Scalar())))
            report(Severity::Error, type->value, field + QStringLiteral(".type"),
                   Tr::tr("\"%1\" is not a NetBox console server port type")
                       .arg(names::printable(qs(type->value.Scalar()))),
                   n);
    }
}

YAML::Node Reader::portValue(const ReadPort &p, const char *key) const
{
    if (p.mapping >= 0 &&
        (qstrcmp(key, "rear_port") == 0 || qstrcmp(key, "rear_port_position") == 0)) {
        const YAML::Node &m = m_mappings[std::size_t(p.mapping)].node;
        for (auto it = m.begin(); it != m.end(); ++it)
            if (it->first.IsScalar() && it->first.Scalar() == key)
                return it->second;
        return m;
    }
    for (auto it = p.node.begin(); it != p.node.end(); ++it)
        if (it->first.IsScalar() && it->first.Scalar() == key)
            return it->second;
    return p.node;
}

void Reader::applyRules(const DeviceType &dt, const Entries &top)
{
    // The design's device-type rules, owned by the Validator; here pointed at the file's lines.
    // A NetBox file must use NetBox's type choices, so the Validator's unknown-type warning
    // refuses the file here (docs/references/cmdb.md §4).
    for (const DeviceTypeFinding &f : Validator::checkDeviceType(dt)) {
        const Severity severity = f.field == QLatin1String("type") ? Severity::Error : f.severity;
        if (f.driveBay >= 0)
            continue;     // NetBox device types have no drive bays: not from this file
        if (f.port < 0) { // a module bay
            const YAML::Node &n = m_bayNames[std::size_t(f.moduleBay)];
            QString message = f.message;
            if (f.first >= 0)
                message +=
                    QLatin1Char(' ') +
                    Tr::tr("First at line %1.").arg(at(m_bayNames[std::size_t(f.first)]).line);
            report(severity, n, QStringLiteral("module-bays[%1].name").arg(f.moduleBay), message,
                   dt.moduleBays[f.moduleBay]);
            continue;
        }
        const ReadPort &p = m_ports[std::size_t(f.port)];
        // The YAML key of the Validator's field; mapped rear ports point at their mapping.
        const char *key =
            f.field == QLatin1String("rear_position") ? "rear_port_position" : nullptr;
        const QByteArray fieldKey = f.field.toLatin1();
        if (!key)
            key = fieldKey.constData();
        const bool viaMapping = p.mapping >= 0 && (f.field == QLatin1String("rear_port") ||
                                                   f.field == QLatin1String("rear_position"));
        const QString field =
            (viaMapping ? QStringLiteral("port-mappings[%1]").arg(p.mapping) : p.field) +
            QLatin1Char('.') + QLatin1String(key);
        QString message = f.message;
        if (f.first >= 0) {
            const ReadPort &first = m_ports[std::size_t(f.first)];
            message +=
                QLatin1Char(' ') + Tr::tr("First at line %1.").arg(at(portValue(first, key)).line);
        }
        report(severity, portValue(p, key), field, message, dt.ports[p.index].name);
    }

    // Everything else the Validator would refuse when the type is stored (the character rules of
    // the optional text fields), so that a file it refuses fails here, alone, with its line.
    Design one;
    one.deviceTypes.add(dt);
    for (const Diagnostic &d : Validator(one).validateAll()) {
        if (d.severity != Severity::Error || d.field.startsWith(QLatin1String("ports[")) ||
            d.field.startsWith(QLatin1String("module_bays[")))
            continue;
        YAML::Node node;
        QString field = d.field;
        const QString kind = d.field.section(QLatin1Char('.'), 0, 0);
        const QString key = d.field.section(QLatin1Char('.'), 1);
        if (kind == QLatin1String("device_type")) {
            if (const Entry *e = find(top, key.toLatin1().constData())) {
                node = e->value;
                field = key;
            }
        } else if (kind == QLatin1String("port")) {
            const QString portName = d.object.section(QLatin1Char(':'), 1);
            for (const ReadPort &p : m_ports)
                if (dt.ports[p.index].name == portName) {
                    node = portValue(p, key.toLatin1().constData());
                    field = p.field + QLatin1Char('.') + key;
                    break;
                }
        }
        if (node)
            report(Severity::Error, node, field, d.message, d.object);
        else
            reportAt(Severity::Error, YAML::Mark::null_mark(), field, d.message, d.object);
    }
}

void Reader::deriveSwitchFacts(DeviceType &dt)
{
    // Group the data interfaces by speed and name pattern (digit runs -> '#').
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    struct Group
    {
        double speed;
        QString stem;
        std::vector<std::size_t> ports; ///< indexes into m_ports
    };
    std::vector<Group> groups;
    for (std::size_t i = 0; i < m_ports.size(); ++i) {
        if (m_ports[i].section != Section::Interfaces)
            continue;
        const PortTemplate &p = dt.ports[m_ports[i].index];
        // Spare ports stay in their group (they occupy cages, which the naming check below
        // needs) but not in the radix.
        if (p.mgmtOnly || p.speedGbps <= 0)
            continue;
        QString stem = p.name;
        stem.replace(digits, QStringLiteral("#"));
        auto g = std::find_if(groups.begin(), groups.end(), [&](const Group &x) {
            return x.speed == p.speedGbps && x.stem == stem;
        });
        if (g == groups.end())
            groups.push_back({p.speedGbps, stem, {i}});
        else
            g->ports.push_back(i);
    }
    const Group *best = nullptr;
    for (const Group &g : groups)
        if (!best || g.ports.size() > best->ports.size() ||
            (g.ports.size() == best->ports.size() && g.speed > best->speed))
            best = &g;
    if (!best || best->ports.size() < kSwitchMinPorts)
        return;

    const YAML::Node firstNode = m_ports[best->ports.front()].node;
    if (!m_hasExplicitSwitchFacts) {
        dt.radix = int(std::count_if(best->ports.begin(), best->ports.end(), [&](std::size_t i) {
            return !dt.ports[m_ports[i].index].spare;
        }));
        dt.portSpeedGbps = best->speed;
        report(Severity::Info, firstNode, QStringLiteral("interfaces"),
               Tr::tr("taken for a switch: radix %1 at %2 Gb/s (interfaces named like \"%3\")")
                   .arg(dt.radix)
                   .arg(dt.portSpeedGbps)
                   .arg(best->stem));
    }

    // Twin-port (or breakout) cage naming: <prefix><cage><sep><member>, e.g. P22.0 / P22.1 or
    // sw1p1 / sw1p2. Every cage should carry the same members; report the gaps.
    static const QRegularExpression cageName(QStringLiteral("^(.*?)(\\d+)(\\D+)(\\d+)$"));
    QString prefix;
    QString sep;
    std::map<int, std::map<int, YAML::Node>> cages; // cage -> member -> node
    std::set<int> members;
    for (std::size_t i : best->ports) {
        const QRegularExpressionMatch m = cageName.match(dt.ports[m_ports[i].index].name);
        if (!m.hasMatch())
            return;
        if (cages.empty()) {
            prefix = m.captured(1);
            sep = m.captured(3);
        } else if (m.captured(1) != prefix || m.captured(3) != sep) {
            return;
        }
        const int cage = m.captured(2).toInt();
        const int member = m.captured(4).toInt();
        cages[cage][member] = m_ports[i].node;
        members.insert(member);
    }
    if (cages.size() < 2 || members.size() < 2 || members.size() > 8)
        return;
    for (int cage = cages.begin()->first; cage <= cages.rbegin()->first; ++cage) {
        auto c = cages.find(cage);
        if (c == cages.end()) {
            report(Severity::Warning, firstNode, QStringLiteral("interfaces"),
                   Tr::tr("cage %1%2 has no interfaces although cages %1%3 to %1%4 do")
                       .arg(prefix)
                       .arg(cage)
                       .arg(cages.begin()->first)
                       .arg(cages.rbegin()->first),
                   prefix + QString::number(cage));
            continue;
        }
        for (int member : members) {
            if (c->second.count(member))
                continue;
            const QString missing = prefix + QString::number(cage) + sep + QString::number(member);
            report(Severity::Warning, c->second.begin()->second, QStringLiteral("interfaces"),
                   Tr::tr("interface %1 is missing: cage %2%3 has %4 of the %5 ports the other "
                          "cages have")
                       .arg(missing, prefix)
                       .arg(cage)
                       .arg(c->second.size())
                       .arg(members.size()),
                   missing);
        }
    }
}

/// Writes `n` to `out` in flow style, keeping quoted scalars quoted and explicit tags.
void emitFlow(YAML::Emitter &out, const YAML::Node &n, int &budget)
{
    if (--budget < 0)
        throw std::length_error("too many nodes");
    switch (n.Type()) {
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        out << YAML::Null;
        break;
    case YAML::NodeType::Scalar: {
        const std::string &tag = n.Tag();
        if (!tag.empty() && tag != "?" && tag != "!")
            out << YAML::VerbatimTag(tag);
        if (tag == "!") // quoted in the file: keep it a string
            out << YAML::DoubleQuoted;
        out << n.Scalar();
        break;
    }
    case YAML::NodeType::Sequence:
        out << YAML::Flow << YAML::BeginSeq;
        for (const YAML::Node &child : n)
            emitFlow(out, child, budget);
        out << YAML::EndSeq;
        break;
    case YAML::NodeType::Map:
        out << YAML::Flow << YAML::BeginMap;
        for (auto it = n.begin(); it != n.end(); ++it) {
            out << YAML::Key;
            emitFlow(out, it->first, budget);
            out << YAML::Value;
            emitFlow(out, it->second, budget);
        }
        out << YAML::EndMap;
        break;
    }
}

QString Reader::extraYaml(const Entries &extras) const
{
    if (extras.empty())
        return {};
    YAML::Emitter out;
    out.SetMapFormat(YAML::Flow);
    out.SetSeqFormat(YAML::Flow);
    out << YAML::Flow << YAML::BeginMap;
    for (const Entry &e : extras) {
        int budget = kMaxExtraNodes;
        try {
            out << YAML::Key;
            emitFlow(out, e.keyNode, budget);
            out << YAML::Value;
            emitFlow(out, e.value, budget);
        } catch (const std::length_error &) {
            fail(e.value, e.key,
                 Tr::tr("the value of \"%1\" has more than %2 nodes; refusing to keep it")
                     .arg(e.key)
                     .arg(kMaxExtraNodes));
        }
    }
    out << YAML::EndMap;
    if (!out.good())
        fail(extras.front().keyNode, extras.front().key,
             Tr::tr("cannot write the unmodelled keys as YAML: %1").arg(qs(out.GetLastError())));
    return QString::fromUtf8(out.c_str());
}

/// Position of the first byte that is not UTF-8 text (NUL, control characters other than tab,
/// line feed and carriage return, DEL, invalid UTF-8), 1-based line and column; nullopt if none.
std::optional<std::pair<int, int>> firstNonText(const QByteArray &bytes)
{
    int line = 1;
    int column = 1;
    const auto *b = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    if (n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF)
        i = 3; // byte order mark
    while (i < n) {
        const unsigned char c = b[i];
        if (c < 0x80) {
            if (c == '\n') {
                ++line;
                column = 1;
            } else if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7F) {
                return std::pair{line, column};
            } else {
                ++column;
            }
            ++i;
            continue;
        }
        int len = 0;
        if (c >= 0xC2 && c <= 0xDF)
            len = 2;
        else if (c >= 0xE0 && c <= 0xEF)
            len = 3;
        else if (c >= 0xF0 && c <= 0xF4)
            len = 4;
        else
            return std::pair{line, column};
        if (i + len > n)
            return std::pair{line, column};
        for (int k = 1; k < len; ++k)
            if ((b[i + k] & 0xC0) != 0x80)
                return std::pair{line, column};
        i += len;
        ++column;
    }
    return std::nullopt;
}

/// The last top-level key that starts at or before 0-based `line` ("" if none): names the field a
/// syntax error is in.
QString topLevelKeyBefore(const QByteArray &text, int line)
{
    static const QRegularExpression keyLine(QStringLiteral("^([^\\s#\\-'\"{}\\[\\]][^:]*?)\\s*:"));
    const QList<QByteArray> lines = text.split('\n');
    QString key;
    for (int i = 0; i <= line && i < lines.size(); ++i) {
        const QRegularExpressionMatch m = keyLine.match(QString::fromUtf8(lines[i]));
        if (m.hasMatch())
            key = m.captured(1);
    }
    return key;
}

} // namespace

QString sidecarPathFor(const QString &netboxFile)
{
    const QFileInfo info(netboxFile);
    return info.path() + QLatin1Char('/') + info.completeBaseName() +
           QLatin1String(".railyard.yaml");
}

bool isSidecarFile(const QString &path)
{
    return path.endsWith(QLatin1String(".railyard.yaml"), Qt::CaseInsensitive) ||
           path.endsWith(QLatin1String(".railyard.yml"), Qt::CaseInsensitive);
}

namespace {

/// The first YAML document of a device-type file (or its sidecar): size limit, UTF-8 check, and
/// syntax errors with the file, line and top-level key. `documents` / `second` as
/// loadFirstYamlDocument().
YAML::Node loadDeviceTypeYaml(const QString &path, int *documents, YAML::Mark *second)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("cannot open the file: %1").arg(file.errorString()), {path});
    if (file.size() > kMaxFileBytes)
        throw Error(Tr::tr("the file is %1 bytes; a device type is at most %2")
                        .arg(file.size())
                        .arg(kMaxFileBytes),
                    {path});
    const QByteArray bytes = file.readAll();
    file.close();

    if (const auto bad = firstNonText(bytes))
        throw Error(Tr::tr("the file is not UTF-8 text (binary data)"),
                    {path, bad->first, bad->second});

    // Not YAML::LoadAll: it never returns on some inputs (yaml-cpp 0.7 issue #1040).
    try {
        return loadFirstYamlDocument(bytes.toStdString(), path, documents, second);
    } catch (const YAML::Exception &e) {
        const int line = e.mark.is_null() ? 0 : e.mark.line + 1;
        const int column = e.mark.is_null() ? 0 : e.mark.column + 1;
        throw Error(Tr::tr("YAML syntax error: %1").arg(qs(e.msg)), {path, line, column},
                    e.mark.is_null() ? QString() : topLevelKeyBefore(bytes, e.mark.line));
    }
}

} // namespace

DeviceType importNetboxDeviceType(const QString &path, Diagnostics *warnings)
{
    int documents = 0;
    YAML::Mark second = YAML::Mark::null_mark();
    const YAML::Node doc = loadDeviceTypeYaml(path, &documents, &second);
    if (!doc || doc.IsNull())
        throw Error(Tr::tr("the file holds no device type (it is empty)"), {path, 1, 1});

    Diagnostics local;
    Reader reader(path, &local);
    if (const QString side = sidecarPathFor(path); QFileInfo::exists(side)) {
        int sideDocuments = 0;
        YAML::Mark sideSecond = YAML::Mark::null_mark();
        const YAML::Node sideDoc = loadDeviceTypeYaml(side, &sideDocuments, &sideSecond);
        if (sideDoc && !sideDoc.IsNull())
            reader.setSidecar(sideDoc, side);
    }
    if (documents > 1)
        reader.reportAt(
            Severity::Warning, second, {},
            Tr::tr("the file holds %1 YAML documents; only the first is read").arg(documents));
    DeviceType dt;
    try {
        dt = reader.read(doc);
    } catch (const YAML::Exception &e) {
        // Not expected (the reader checks node types before use); keep the promise of ry::Error.
        throw Error(Tr::tr("cannot read the device type: %1").arg(qs(e.msg)), reader.at(doc));
    }
    Diagnostics errors;
    for (auto it = local.begin(); it != local.end();) {
        if (it->severity == Severity::Error) {
            errors.push_back(std::move(*it));
            it = local.erase(it);
        } else {
            ++it;
        }
    }
    if (!errors.empty()) {
        // In file order, as an editor walks them.
        std::stable_sort(errors.begin(), errors.end(),
                         [](const Diagnostic &a, const Diagnostic &b) {
                             return std::pair(a.location.line, a.location.column) <
                                    std::pair(b.location.line, b.location.column);
                         });
        if (errors.size() > kMaxErrorsPerFile) {
            const std::size_t more = errors.size() - kMaxErrorsPerFile;
            errors.resize(kMaxErrorsPerFile);
            Diagnostic d;
            d.severity = Severity::Error;
            d.location = {path, 0, 0};
            d.message = Tr::tr("%n more error(s) in this file not listed", nullptr, int(more));
            errors.push_back(std::move(d));
        }
        throw DeviceTypeRefused(std::move(errors));
    }
    if (warnings)
        warnings->insert(warnings->end(), local.begin(), local.end());
    return dt;
}

DeviceTypeRefused::DeviceTypeRefused(Diagnostics errors)
    : Error(errors.front().message, errors.front().location, errors.front().field),
      m_errors(std::move(errors))
{
}

namespace {

Diagnostic failure(const QString &path, const QString &rel, const Error &e)
{
    Diagnostic d;
    d.severity = Diagnostic::Severity::Error;
    d.message = e.message();
    d.location = e.location();
    if (d.location.file.isEmpty())
        d.location.file = path;
    d.field = e.field();
    d.object = rel;
    return d;
}

/// The 1-based line of the first top-level `key:` of the file at `path`, 0 if none.
int lineOfTopLevelKey(const QString &path, const char *key)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray prefix = QByteArray(key) + ':';
    int line = 0;
    while (!f.atEnd()) {
        ++line;
        if (f.readLine().startsWith(prefix))
            return line;
    }
    return 0;
}

/// Imports `path` into `summary`; `rel` names it in Diagnostic::object; `slugs` maps each slug
/// to the file that took it first.
void importOne(const QString &path, const QString &rel, QHash<QString, QString> &slugs,
               DeviceTypeImportSummary &summary)
{
    ++summary.filesTried;
    Diagnostics diagnostics;
    try {
        DeviceType dt = importNetboxDeviceType(path, &diagnostics);
        if (auto s = slugs.constFind(dt.slug); s != slugs.cend()) {
            // The library's own check (tests/device_types.py verify_slug): one file per slug.
            Diagnostic d;
            d.severity = Diagnostic::Severity::Error;
            d.message = Tr::tr("slug \"%1\" is already used by %2").arg(dt.slug, *s);
            d.location = {path, lineOfTopLevelKey(path, "slug"), 0};
            d.field = QStringLiteral("slug");
            d.object = rel;
            summary.failures.push_back(std::move(d));
            return;
        }
        slugs.insert(dt.slug, path);
        summary.deviceTypes.push_back(std::move(dt));
        summary.files << path;
        summary.diagnostics.insert(summary.diagnostics.end(), diagnostics.begin(),
                                   diagnostics.end());
    } catch (const DeviceTypeRefused &e) {
        for (Diagnostic d : e.errors()) {
            if (d.location.file.isEmpty())
                d.location.file = path;
            summary.failures.push_back(std::move(d));
        }
    } catch (const Error &e) {
        summary.failures.push_back(failure(path, rel, e));
    } catch (const std::exception &e) {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Error;
        d.message = Tr::tr("cannot import: %1").arg(QString::fromLocal8Bit(e.what()));
        d.location = {path, 0, 0};
        d.object = rel;
        summary.failures.push_back(std::move(d));
    }
}

} // namespace

QStringList DeviceTypeImportSummary::failedFiles() const
{
    QStringList out;
    for (const Diagnostic &d : failures)
        if (!out.contains(d.location.file))
            out << d.location.file;
    return out;
}

DeviceTypeImportSummary importNetboxDirectory(const QString &dir)
{
    const QFileInfo info(dir);
    if (!info.isDir() || !info.isReadable())
        throw Error(Tr::tr("\"%1\" is not a readable folder").arg(dir), {dir});

    // Paths are the folder as given plus the file's path below it, so a relative folder gives
    // paths relative to the working directory (openable, and what the user typed).
    const QDir root(info.absoluteFilePath());
    QStringList relative;
    // No QDir::Hidden: hidden files are not listed and hidden folders not entered; no
    // FollowSymlinks: linked folders are not entered (no loops).
    QDirIterator it(root.path(), QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString p = it.next();
        const QString suffix = QFileInfo(p).suffix().toLower();
        if (suffix != QLatin1String("yaml") && suffix != QLatin1String("yml"))
            continue;
        const QString rel = root.relativeFilePath(p);
        if (rel.startsWith(QLatin1String("schema/")) || isSidecarFile(p))
            continue;
        relative << rel;
    }
    if (relative.isEmpty())
        throw Error(Tr::tr("the folder \"%1\" holds no device-type files (.yaml or .yml)").arg(dir),
                    {dir});
    // Case-insensitive order (ties broken case-sensitively), the same on every platform.
    std::sort(relative.begin(), relative.end(), [](const QString &a, const QString &b) {
        const int c = QString::compare(a, b, Qt::CaseInsensitive);
        return c != 0 ? c < 0 : a < b;
    });

    DeviceTypeImportSummary summary;
    QHash<QString, QString> slugs; // slug -> first file
    for (const QString &rel : relative)
        importOne(QDir::cleanPath(dir + QLatin1Char('/') + rel), rel, slugs, summary);
    return summary;
}

DeviceTypeImportSummary importNetboxFiles(const QString &fileOrDir)
{
    if (!QFileInfo(fileOrDir).isFile())
        return importNetboxDirectory(fileOrDir);
    DeviceTypeImportSummary summary;
    QHash<QString, QString> slugs;
    importOne(fileOrDir, QFileInfo(fileOrDir).fileName(), slugs, summary);
    return summary;
}

} // namespace ry::devicetypes
