// The design reader and writer of Railyard before issue 13 point 5: the whole file loaded as
// one yaml-cpp node tree, and yaml-cpp's emitter. Kept only in this benchmark, for the figures
// side by side with core/io/designyaml.cpp and for comparing their results (--compare).
#include "oldyaml.h"
#include "util/yamlguard.h"

#include "fabric/fabricspec.h"
#include "model/designutil.h"
#include "model/names.h"
#include "util/fileerror.h"
#include "util/naturalsort.h"

#include <QFile>
#include <QSaveFile>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace ry::oldyaml {

using designyaml::kFormatVersion;

namespace {

// ---------------------------------------------------------------------------------------------
// Writing

std::string s(const QString &v)
{
    return v.toStdString();
}

std::string num(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    return QString::number(v, 'g', 15).toStdString();
}

/// Emits `key: value` only when the value differs from its default.
class MapWriter
{
public:
    explicit MapWriter(YAML::Emitter &e) : m_e(e) {}
    void str(const char *key, const QString &v, const QString &def = {})
    {
        if (v != def)
            m_e << YAML::Key << key << YAML::Value << s(v);
    }
    void real(const char *key, double v, double def = 0)
    {
        if (v != def)
            m_e << YAML::Key << key << YAML::Value << num(v);
    }
    void integer(const char *key, long long v, long long def = 0)
    {
        if (v != def)
            m_e << YAML::Key << key << YAML::Value << v;
    }
    void boolean(const char *key, bool v, bool def)
    {
        if (v != def)
            m_e << YAML::Key << key << YAML::Value << v;
    }

private:
    YAML::Emitter &m_e;
};

template<typename T, typename NameFn>
std::vector<const T *> sortedBy(const Table<T> &t, NameFn name)
{
    std::vector<const T *> v;
    v.reserve(t.size());
    for (const T &x : t)
        v.push_back(&x);
    std::stable_sort(v.begin(), v.end(),
                     [&](const T *a, const T *b) { return naturalLess(name(*a), name(*b)); });
    return v;
}

void writePortTemplate(YAML::Emitter &e, const PortTemplate &t)
{
    e << YAML::Flow << YAML::BeginMap;
    MapWriter w(e);
    w.str("name", t.name);
    w.str("kind", toString(t.kind), QStringLiteral("interface"));
    w.str("type", t.type);
    w.real("speed_gbps", t.speedGbps);
    w.boolean("mgmt_only", t.mgmtOnly, false);
    w.integer("positions", t.positions, 1);
    w.str("rear_port", t.rearPort);
    w.integer("rear_position", t.rearPosition, 1);
    w.real("maximum_draw_w", t.maximumDrawW);
    w.real("allocated_draw_w", t.allocatedDrawW);
    w.str("description", t.description);
    e << YAML::EndMap;
}

void writeDeviceType(YAML::Emitter &e, const DeviceType &t)
{
    e << YAML::BeginMap;
    MapWriter w(e);
    w.str("slug", t.slug, QStringLiteral("\x01"));
    w.str("manufacturer", t.manufacturer, QStringLiteral("\x01"));
    w.str("model", t.model, QStringLiteral("\x01"));
    w.str("part_number", t.partNumber);
    w.real("u_height", t.uHeight, 1);
    w.boolean("full_depth", t.fullDepth, true);
    w.real("weight_kg", t.weightKg);
    w.str("airflow", t.airflow);
    w.real("power_typical_w", t.powerTypicalW);
    w.real("power_max_w", t.powerMaxW);
    w.str("gpu_model", t.gpuModel);
    w.integer("gpu_count", t.gpuCount);
    w.real("gpu_fp64_tflops", t.gpuFp64Tflops);
    w.real("gpu_bf16_tflops", t.gpuBf16Tflops);
    w.real("nvlink_gbps", t.nvlinkGBps);
    w.integer("radix", t.radix);
    w.real("port_speed_gbps", t.portSpeedGbps);
    w.str("comments", t.comments);
    w.str("extra", t.extraYaml);
    if (!t.moduleBays.isEmpty()) {
        e << YAML::Key << "module_bays" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const QString &b : t.moduleBays)
            e << s(b);
        e << YAML::EndSeq;
    }
    if (!t.ports.empty()) {
        e << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq;
        for (const PortTemplate &p : t.ports)
            writePortTemplate(e, p);
        e << YAML::EndSeq;
    }
    e << YAML::EndMap;
}

class Writer
{
public:
    explicit Writer(const Design &d) : m_d(d) {}

    QString run()
    {
        YAML::Emitter e;
        e.SetIndent(2);
        e << YAML::BeginMap;
        e << YAML::Key << "railyard" << YAML::Value << kFormatVersion;
        MapWriter w(e);
        w.str("name", m_d.name);
        w.str("description", m_d.description);
        if (!m_d.fabricSpecYaml.isEmpty())
            e << YAML::Key << "fabric" << YAML::Value << YAML::Load(s(m_d.fabricSpecYaml));
        deviceTypes(e);
        sites(e);
        supernodes(e);
        planes(e);
        devices(e);
        cables(e);
        prefixes(e);
        ips(e);
        e << YAML::EndMap;
        if (!e.good())
            throw Error(Tr::tr("Cannot write the design as YAML: %1")
                            .arg(QString::fromStdString(e.GetLastError())));
        return QString::fromUtf8(e.c_str()) + QLatin1Char('\n');
    }

private:
    void deviceTypes(YAML::Emitter &e)
    {
        if (m_d.deviceTypes.empty())
            return;
        e << YAML::Key << "device_types" << YAML::Value << YAML::BeginSeq;
        for (const DeviceType *t : sortedBy(m_d.deviceTypes, [](auto &x) { return x.slug; }))
            writeDeviceType(e, *t);
        e << YAML::EndSeq;
    }

    void sites(YAML::Emitter &e)
    {
        if (m_d.sites.empty())
            return;
        e << YAML::Key << "sites" << YAML::Value << YAML::BeginSeq;
        for (const Site *site : sortedBy(m_d.sites, [](auto &x) { return x.name; })) {
            e << YAML::BeginMap;
            MapWriter w(e);
            w.str("name", site->name, QStringLiteral("\x01"));
            w.str("description", site->description);
            std::vector<const Room *> rooms;
            for (const Room *r : sortedBy(m_d.rooms, [](auto &x) { return x.name; }))
                if (r->siteId == site->id)
                    rooms.push_back(r);
            if (!rooms.empty()) {
                e << YAML::Key << "rooms" << YAML::Value << YAML::BeginSeq;
                for (const Room *room : rooms)
                    writeRoom(e, *room);
                e << YAML::EndSeq;
            }
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
        // Racks not placed in a row.
        std::vector<const Rack *> loose;
        for (const Rack *r : sortedBy(m_d.racks, [](auto &x) { return x.name; }))
            if (!m_d.rows.contains(r->rowId))
                loose.push_back(r);
        if (!loose.empty()) {
            e << YAML::Key << "racks" << YAML::Value << YAML::BeginSeq;
            for (const Rack *r : loose)
                writeRack(e, *r);
            e << YAML::EndSeq;
        }
    }

    void writeRoom(YAML::Emitter &e, const Room &room)
    {
        e << YAML::BeginMap;
        MapWriter w(e);
        w.str("name", room.name, QStringLiteral("\x01"));
        std::vector<const Row *> rows;
        for (const Row &r : m_d.rows)
            if (r.roomId == room.id)
                rows.push_back(&r);
        std::stable_sort(rows.begin(), rows.end(), [](const Row *a, const Row *b) {
            return a->index != b->index ? a->index < b->index : naturalLess(a->name, b->name);
        });
        if (!rows.empty()) {
            e << YAML::Key << "rows" << YAML::Value << YAML::BeginSeq;
            for (const Row *row : rows) {
                e << YAML::BeginMap;
                MapWriter rw(e);
                rw.str("name", row->name, QStringLiteral("\x01"));
                rw.integer("index", row->index);
                std::vector<const Rack *> racks;
                for (const Rack &r : m_d.racks)
                    if (r.rowId == row->id)
                        racks.push_back(&r);
                std::stable_sort(racks.begin(), racks.end(), [](const Rack *a, const Rack *b) {
                    return a->position != b->position ? a->position < b->position
                                                      : naturalLess(a->name, b->name);
                });
                if (!racks.empty()) {
                    e << YAML::Key << "racks" << YAML::Value << YAML::BeginSeq;
                    for (const Rack *r : racks)
                        writeRack(e, *r);
                    e << YAML::EndSeq;
                }
                e << YAML::EndMap;
            }
            e << YAML::EndSeq;
        }
        e << YAML::EndMap;
    }

    void writeRack(YAML::Emitter &e, const Rack &r)
    {
        e << YAML::BeginMap;
        MapWriter w(e);
        w.str("name", r.name, QStringLiteral("\x01"));
        w.integer("position", r.position);
        w.integer("u_height", r.uHeight, 42);
        w.real("width_m", r.widthM, 0.6);
        w.real("depth_m", r.depthM, 1.2);
        w.real("power_budget_w", r.powerBudgetW);
        w.real("cooling_w", r.coolingW);
        w.str("role", r.role);
        e << YAML::EndMap;
    }

    void supernodes(YAML::Emitter &e)
    {
        if (m_d.supernodes.empty())
            return;
        e << YAML::Key << "supernodes" << YAML::Value << YAML::BeginSeq;
        for (const Supernode *x : sortedBy(m_d.supernodes, [](auto &x) { return x.name; })) {
            e << YAML::Flow << YAML::BeginMap;
            MapWriter w(e);
            w.str("name", x->name, QStringLiteral("\x01"));
            w.str("kind", x->kind);
            w.real("scale_up_gbps_per_gpu", x->scaleUpGBpsPerGpu);
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }

    void planes(YAML::Emitter &e)
    {
        if (m_d.planes.empty())
            return;
        e << YAML::Key << "planes" << YAML::Value << YAML::BeginSeq;
        for (const Plane *p : sortedBy(m_d.planes, [](auto &x) { return x.name; })) {
            e << YAML::BeginMap;
            MapWriter w(e);
            w.str("name", p->name, QStringLiteral("\x01"));
            w.str("kind", toString(p->kind), QStringLiteral("\x01"));
            w.str("technology", p->technology);
            w.real("speed_gbps", p->speedGbps);
            w.str("vrf", p->vrf);
            std::vector<const Rail *> rails;
            for (const Rail &r : m_d.rails)
                if (r.planeId == p->id)
                    rails.push_back(&r);
            std::stable_sort(rails.begin(), rails.end(),
                             [](const Rail *a, const Rail *b) { return a->index < b->index; });
            if (!rails.empty()) {
                e << YAML::Key << "rails" << YAML::Value << YAML::BeginSeq;
                for (const Rail *r : rails) {
                    e << YAML::Flow << YAML::BeginMap;
                    MapWriter rw(e);
                    rw.integer("index", r->index, -1);
                    rw.str("name", r->name);
                    e << YAML::EndMap;
                }
                e << YAML::EndSeq;
            }
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }

    QString name(const Plane *p) const { return p ? p->name : QString(); }

    void devices(YAML::Emitter &e)
    {
        if (m_d.devices.empty())
            return;
        QHash<Id, std::vector<const Port *>> portsByDevice;
        for (const Port &p : m_d.ports)
            portsByDevice[p.deviceId].push_back(&p);
        e << YAML::Key << "devices" << YAML::Value << YAML::BeginSeq;
        for (const Device *d : sortedBy(m_d.devices, [](auto &x) { return x.name; })) {
            e << YAML::BeginMap;
            MapWriter w(e);
            const DeviceType *type = m_d.deviceTypes.find(d->deviceTypeId);
            const Rack *rack = m_d.racks.find(d->rackId);
            const Supernode *sn = m_d.supernodes.find(d->supernodeId);
            w.str("name", d->name, QStringLiteral("\x01"));
            w.str("role", d->role, QStringLiteral("\x01"));
            w.str("type", type ? type->slug : QString(), QStringLiteral("\x01"));
            w.str("rack", rack ? rack->name : QString());
            w.real("position", d->position);
            w.str("face", toString(d->face), QStringLiteral("front"));
            w.str("status", toString(d->status), QStringLiteral("planned"));
            w.str("serial", d->serial);
            w.str("asset_tag", d->assetTag);
            w.str("supernode", sn ? sn->name : QString());
            w.integer("su", d->su, -1);
            w.str("comments", d->comments);
            writePorts(e, type, portsByDevice.value(d->id));
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }

    void writePorts(YAML::Emitter &e, const DeviceType *type,
                    const std::vector<const Port *> &ports)
    {
        QHash<QString, const PortTemplate *> templates;
        if (type)
            for (const PortTemplate &t : type->ports)
                templates.insert(t.name, &t);
        QStringList absent;
        QSet<QString> present;
        for (const Port *p : ports)
            present.insert(p->name);
        if (type)
            for (const PortTemplate &t : type->ports)
                if (!present.contains(t.name))
                    absent << t.name;
        std::vector<const Port *> differing;
        for (const Port *p : ports) {
            const PortTemplate *t = templates.value(p->name);
            if (!t) {
                differing.push_back(p);
                continue;
            }
            Port expect = portFromTemplate(*t);
            Port mine = *p;
            const Port *rear = m_d.ports.find(p->rearPortId);
            const bool rearMatches = (rear ? rear->name : QString()) ==
                                     (t->kind == PortKind::FrontPort ? t->rearPort : QString());
            mine.id = 0;
            mine.deviceId = 0;
            mine.rearPortId = 0;
            if (!(mine == expect) || !rearMatches)
                differing.push_back(p);
        }
        if (!differing.empty()) {
            e << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq;
            for (const Port *p : differing) {
                const PortTemplate *t = templates.value(p->name);
                const Port base = t ? portFromTemplate(*t) : Port{};
                e << YAML::Flow << YAML::BeginMap;
                MapWriter w(e);
                w.str("name", p->name, QStringLiteral("\x01"));
                // Template-backed ports: only what differs. Extra ports: everything non-default.
                w.str("kind", toString(p->kind), toString(base.kind));
                w.str("type", p->type, base.type);
                w.real("speed_gbps", p->speedGbps, base.speedGbps);
                w.boolean("mgmt_only", p->mgmtOnly, base.mgmtOnly);
                w.integer("positions", p->positions, base.positions);
                const Port *rear = m_d.ports.find(p->rearPortId);
                const QString baseRear =
                    t && t->kind == PortKind::FrontPort ? t->rearPort : QString();
                w.str("rear_port", rear ? rear->name : QString(), baseRear);
                w.integer("rear_position", p->rearPosition, base.rearPosition);
                w.integer("rail", p->rail, -1);
                w.str("plane", name(m_d.planes.find(p->planeId)));
                w.str("pci_address", p->pciAddress);
                w.str("mac", p->mac);
                w.str("if_name", p->ifName);
                w.str("guid", p->guid);
                w.str("description", p->description, base.description);
                e << YAML::EndMap;
            }
            e << YAML::EndSeq;
        }
        if (!absent.isEmpty()) {
            e << YAML::Key << "absent_ports" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const QString &a : absent)
                e << s(a);
            e << YAML::EndSeq;
        }
    }

    struct End
    {
        QString device, port;
    };
    End endOf(Id portId) const
    {
        const Port *p = m_d.ports.find(portId);
        const Device *d = p ? m_d.devices.find(p->deviceId) : nullptr;
        return {d ? d->name : QString(), p ? p->name : QString()};
    }

    void cables(YAML::Emitter &e)
    {
        if (m_d.cables.empty())
            return;
        struct Item
        {
            const Cable *c;
            End a, b;
        };
        std::vector<Item> items;
        items.reserve(m_d.cables.size());
        for (const Cable &c : m_d.cables)
            items.push_back({&c, endOf(c.aPortId), endOf(c.bPortId)});
        std::stable_sort(items.begin(), items.end(), [](const Item &x, const Item &y) {
            if (x.a.device != y.a.device)
                return naturalLess(x.a.device, y.a.device);
            return naturalLess(x.a.port, y.a.port);
        });
        e << YAML::Key << "cables" << YAML::Value << YAML::BeginSeq;
        for (const Item &it : items) {
            const Cable &c = *it.c;
            e << YAML::BeginMap;
            MapWriter w(e);
            w.str("label", c.label);
            e << YAML::Key << "a" << YAML::Value << YAML::Flow << YAML::BeginSeq << s(it.a.device)
              << s(it.a.port) << YAML::EndSeq;
            e << YAML::Key << "b" << YAML::Value << YAML::Flow << YAML::BeginSeq << s(it.b.device)
              << s(it.b.port) << YAML::EndSeq;
            w.str("medium", toString(c.medium), QStringLiteral("\x01"));
            w.real("length_m", c.lengthM.value_or(0));
            w.str("colour", c.colour);
            w.str("part_number", c.partNumber);
            w.str("status", toString(c.status), QStringLiteral("planned"));
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }

    void prefixes(YAML::Emitter &e)
    {
        if (m_d.prefixes.empty())
            return;
        e << YAML::Key << "prefixes" << YAML::Value << YAML::BeginSeq;
        for (const Prefix *p :
             sortedBy(m_d.prefixes, [](auto &x) { return x.vrf + QChar(0x1f) + x.prefix; })) {
            e << YAML::BeginMap;
            MapWriter w(e);
            w.str("prefix", p->prefix, QStringLiteral("\x01"));
            w.str("vrf", p->vrf);
            w.str("plane", name(m_d.planes.find(p->planeId)));
            w.str("purpose", p->purpose);
            w.str("gateway", p->gateway);
            w.str("description", p->description);
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }

    void ips(YAML::Emitter &e)
    {
        if (m_d.ipAddresses.empty())
            return;
        e << YAML::Key << "ip_addresses" << YAML::Value << YAML::BeginSeq;
        for (const IpAddress *a :
             sortedBy(m_d.ipAddresses, [](auto &x) { return x.vrf + QChar(0x1f) + x.address; })) {
            e << YAML::Flow << YAML::BeginMap;
            MapWriter w(e);
            w.str("address", a->address, QStringLiteral("\x01"));
            w.str("vrf", a->vrf);
            const Prefix *p = m_d.prefixes.find(a->prefixId);
            w.str("prefix", p ? p->prefix : QString());
            if (a->portId) {
                const End end = endOf(a->portId);
                w.str("device", end.device);
                w.str("interface", end.port);
            }
            w.str("dns_name", a->dnsName);
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
    }

    const Design &m_d;
};

// ---------------------------------------------------------------------------------------------
// Reading

class Reader
{
public:
    Reader(QString file, Diagnostics *warnings, bool checkNames)
        : m_file(std::move(file)), m_warnings(warnings), m_checkNames(checkNames)
    {
    }

    Design run(const QString &text)
    {
        YAML::Node root;
        try {
            root = loadYaml(text.toStdString(), m_file);
        } catch (const YAML::ParserException &e) {
            throw Error(Tr::tr("Not valid YAML: %1").arg(QString::fromStdString(e.msg)),
                        loc(e.mark));
        }
        if (!root.IsMap())
            throw Error(Tr::tr("A design file must be a YAML mapping with a `railyard:` key."),
                        loc(root.Mark()));
        expectKeys(root, QString(),
                   {"railyard", "name", "description", "fabric", "device_types", "sites", "racks",
                    "supernodes", "planes", "devices", "cables", "prefixes", "ip_addresses"});
        if (!root["railyard"])
            throw Error(Tr::tr("The `railyard:` format version key is missing; is this a Railyard "
                               "design file?"),
                        loc(root.Mark()), QStringLiteral("railyard"));
        const int version = integer(root, "railyard", QString(), 0);
        if (version < 1 || version > kFormatVersion)
            throw Error(Tr::tr("Format version %1 is not supported (this Railyard reads 1 to %2).")
                            .arg(version)
                            .arg(kFormatVersion),
                        loc(root["railyard"].Mark()), QStringLiteral("railyard"));
        m_d.name = named("design", root, "name", QString(), str(root, "name", QString()));
        m_d.description =
            named("design", root, "description", QString(), str(root, "description", QString()));
        if (const YAML::Node f = root["fabric"]) {
            // Checked here, where the marks still point into the file, and kept in the
            // generator's canonical form (every key, fixed order).
            m_d.fabricSpecYaml = fabric::emitFabricSpec(fabric::parseFabricSpec(f, m_file));
        }
        forEach(root, "device_types", QString(),
                [&](const YAML::Node &n, const QString &path) { deviceType(n, path); });
        forEach(root, "sites", QString(),
                [&](const YAML::Node &n, const QString &path) { site(n, path); });
        forEach(root, "racks", QString(),
                [&](const YAML::Node &n, const QString &path) { rack(n, path, 0); });
        forEach(root, "supernodes", QString(),
                [&](const YAML::Node &n, const QString &path) { supernode(n, path); });
        forEach(root, "planes", QString(),
                [&](const YAML::Node &n, const QString &path) { plane(n, path); });
        forEach(root, "devices", QString(),
                [&](const YAML::Node &n, const QString &path) { device(n, path); });
        for (const Port &p : m_d.ports)
            m_portByKey.insert(key(p.deviceId, p.name), p.id);
        forEach(root, "cables", QString(),
                [&](const YAML::Node &n, const QString &path) { cable(n, path); });
        forEach(root, "prefixes", QString(),
                [&](const YAML::Node &n, const QString &path) { prefix(n, path); });
        forEach(root, "ip_addresses", QString(),
                [&](const YAML::Node &n, const QString &path) { ip(n, path); });
        return std::move(m_d);
    }

private:
    SourceLocation loc(const YAML::Mark &m) const
    {
        if (m.is_null())
            return SourceLocation{m_file};
        return SourceLocation{m_file, m.line + 1, m.column + 1};
    }
    static QString join(const QString &path, const char *key)
    {
        return path.isEmpty() ? QString::fromLatin1(key)
                              : path + QLatin1Char('.') + QLatin1String(key);
    }

    template<typename Fn>
    void forEach(const YAML::Node &map, const char *key, const QString &path, Fn fn)
    {
        const YAML::Node seq = map[key];
        if (!seq || seq.IsNull())
            return;
        const QString p = join(path, key);
        if (!seq.IsSequence())
            throw Error(Tr::tr("Expected a list."), loc(seq.Mark()), p);
        for (std::size_t i = 0; i < seq.size(); ++i) {
            const YAML::Node item = seq[i];
            const QString ip = p + QStringLiteral("[%1]").arg(i);
            if (!item.IsMap())
                throw Error(Tr::tr("Expected a mapping."), loc(item.Mark()), ip);
            fn(item, ip);
        }
    }

    void expectKeys(const YAML::Node &map, const QString &path,
                    std::initializer_list<const char *> known)
    {
        for (auto it = map.begin(); it != map.end(); ++it) {
            const std::string k = it->first.Scalar();
            const bool ok =
                std::any_of(known.begin(), known.end(), [&](const char *x) { return k == x; });
            if (!ok && m_warnings)
                m_warnings->push_back({Diagnostic::Severity::Warning,
                                       Tr::tr("Unknown key ignored."),
                                       loc(it->first.Mark()),
                                       join(path, k.c_str()),
                                       {}});
        }
    }

    const YAML::Node scalar(const YAML::Node &map, const char *key, const QString &path)
    {
        const YAML::Node n = map[key];
        if (n && !n.IsNull() && !n.IsScalar())
            throw Error(ry::Tr::tr("Expected a single value, not a list or mapping."),
                        loc(n.Mark()), join(path, key));
        return n;
    }
    QString str(const YAML::Node &map, const char *key, const QString &path,
                const QString &def = {})
    {
        const YAML::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        return QString::fromStdString(n.Scalar());
    }
    /// `value` of `key` when it follows its character rule (names::fieldRule(kind, key));
    /// else throws naming the file, line and field.
    QString named(const char *kind, const YAML::Node &map, const char *key, const QString &path,
                  const QString &value)
    {
        if (!m_checkNames || value.isEmpty())
            return value;
        const QString why =
            names::check(names::fieldRule(QLatin1String(kind), QLatin1String(key)), value);
        if (why.isEmpty())
            return value;
        const YAML::Node n = map[key];
        throw Error(Tr::tr("The %1 \"%2\" is not allowed: %3")
                        .arg(QLatin1String(key), names::printable(value), why),
                    loc(n ? n.Mark() : map.Mark()), join(path, key));
    }
    QString required(const YAML::Node &map, const char *key, const QString &path)
    {
        const YAML::Node n = scalar(map, key, path);
        if (!n || n.IsNull() || n.Scalar().empty())
            throw Error(Tr::tr("This key is required."), loc(map.Mark()), join(path, key));
        return QString::fromStdString(n.Scalar());
    }
    double real(const YAML::Node &map, const char *key, const QString &path, double def = 0)
    {
        const YAML::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        bool ok = false;
        const double v = QString::fromStdString(n.Scalar()).toDouble(&ok);
        if (!ok || !std::isfinite(v))
            throw Error(
                Tr::tr("Expected a number, found \"%1\".").arg(QString::fromStdString(n.Scalar())),
                loc(n.Mark()), join(path, key));
        return v;
    }
    long long integer(const YAML::Node &map, const char *key, const QString &path,
                      long long def = 0)
    {
        const YAML::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        bool ok = false;
        const long long v = QString::fromStdString(n.Scalar()).toLongLong(&ok);
        if (!ok)
            throw Error(Tr::tr("Expected a whole number, found \"%1\".")
                            .arg(QString::fromStdString(n.Scalar())),
                        loc(n.Mark()), join(path, key));
        return v;
    }
    bool boolean(const YAML::Node &map, const char *key, const QString &path, bool def)
    {
        const YAML::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        const QString v = QString::fromStdString(n.Scalar()).toLower();
        if (v == QLatin1String("true") || v == QLatin1String("yes"))
            return true;
        if (v == QLatin1String("false") || v == QLatin1String("no"))
            return false;
        throw Error(
            Tr::tr("Expected true or false, found \"%1\".").arg(QString::fromStdString(n.Scalar())),
            loc(n.Mark()), join(path, key));
    }
    template<typename E>
    E enumValue(const YAML::Node &map, const char *key, const QString &path, E def,
                std::optional<E> (*parse)(const QString &), const char *allowed)
    {
        const YAML::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        const auto v = parse(QString::fromStdString(n.Scalar()));
        if (!v)
            throw Error(Tr::tr("Unknown value \"%1\"; expected one of: %2.")
                            .arg(QString::fromStdString(n.Scalar()), QLatin1String(allowed)),
                        loc(n.Mark()), join(path, key));
        return *v;
    }
    /// Looks a name up in `index`; throws naming the field when it is not there.
    Id ref(const QHash<QString, Id> &index, const YAML::Node &map, const char *key,
           const QString &path, const QString &what)
    {
        const QString name = str(map, key, path);
        if (name.isEmpty())
            return 0;
        const Id id = index.value(name, 0);
        if (!id)
            throw Error(Tr::tr("No %1 named \"%2\" in this design.").arg(what, name),
                        loc(map[key].Mark()), join(path, key));
        return id;
    }
    template<typename T>
    void addNamed(QHash<QString, Id> &index, const QString &name, Id id, const YAML::Node &n,
                  const QString &path, const char *field)
    {
        if (index.contains(name))
            throw Error(Tr::tr("\"%1\" is defined twice.").arg(name), loc(n.Mark()),
                        join(path, field));
        index.insert(name, id);
    }
    static QString key(Id id, const QString &name)
    {
        return QString::number(id) + QChar(0x1f) + name;
    }

    void deviceType(const YAML::Node &n, const QString &path)
    {
        expectKeys(
            n, path,
            {"slug",       "manufacturer",    "model",           "part_number",     "u_height",
             "full_depth", "weight_kg",       "airflow",         "power_typical_w", "power_max_w",
             "gpu_model",  "gpu_count",       "gpu_fp64_tflops", "gpu_bf16_tflops", "nvlink_gbps",
             "radix",      "port_speed_gbps", "comments",        "extra",           "module_bays",
             "ports"});
        DeviceType t;
        t.slug = named("device_type", n, "slug", path, required(n, "slug", path));
        t.manufacturer =
            named("device_type", n, "manufacturer", path, required(n, "manufacturer", path));
        t.model = named("device_type", n, "model", path, required(n, "model", path));
        t.partNumber = named("device_type", n, "part_number", path, str(n, "part_number", path));
        t.uHeight = real(n, "u_height", path, 1);
        if (t.uHeight < 0 || std::abs(t.uHeight * 2 - std::round(t.uHeight * 2)) > 1e-9)
            throw Error(Tr::tr("The height must be a non-negative multiple of 0.5 U."),
                        loc(n["u_height"].Mark()), join(path, "u_height"));
        t.fullDepth = boolean(n, "full_depth", path, true);
        t.weightKg = real(n, "weight_kg", path);
        t.airflow = named("device_type", n, "airflow", path, str(n, "airflow", path));
        t.powerTypicalW = real(n, "power_typical_w", path);
        t.powerMaxW = real(n, "power_max_w", path);
        t.gpuModel = named("device_type", n, "gpu_model", path, str(n, "gpu_model", path));
        t.gpuCount = int(integer(n, "gpu_count", path));
        t.gpuFp64Tflops = real(n, "gpu_fp64_tflops", path);
        t.gpuBf16Tflops = real(n, "gpu_bf16_tflops", path);
        t.nvlinkGBps = real(n, "nvlink_gbps", path);
        t.radix = int(integer(n, "radix", path));
        t.portSpeedGbps = real(n, "port_speed_gbps", path);
        t.comments = named("device_type", n, "comments", path, str(n, "comments", path));
        t.extraYaml = str(n, "extra", path);
        if (const YAML::Node bays = n["module_bays"]) {
            if (!bays.IsSequence())
                throw Error(Tr::tr("Expected a list."), loc(bays.Mark()),
                            join(path, "module_bays"));
            for (const auto &b : bays)
                t.moduleBays << QString::fromStdString(b.Scalar());
        }
        QSet<QString> names;
        forEach(n, "ports", path, [&](const YAML::Node &p, const QString &pp) {
            expectKeys(p, pp,
                       {"name", "kind", "type", "speed_gbps", "mgmt_only", "positions", "rear_port",
                        "rear_position", "maximum_draw_w", "allocated_draw_w", "description"});
            PortTemplate pt;
            pt.name = named("port", p, "name", pp, required(p, "name", pp));
            pt.kind = enumValue(p, "kind", pp, PortKind::Interface, &portKindFromString,
                                "interface, front-port, rear-port, console-port, power-port");
            pt.type = named("port", p, "type", pp, str(p, "type", pp));
            pt.speedGbps = real(p, "speed_gbps", pp);
            pt.mgmtOnly = boolean(p, "mgmt_only", pp, false);
            pt.positions = int(integer(p, "positions", pp, 1));
            pt.rearPort = str(p, "rear_port", pp);
            pt.rearPosition = int(integer(p, "rear_position", pp, 1));
            pt.maximumDrawW = real(p, "maximum_draw_w", pp);
            pt.allocatedDrawW = real(p, "allocated_draw_w", pp);
            pt.description = named("port", p, "description", pp, str(p, "description", pp));
            if (names.contains(pt.name))
                throw Error(Tr::tr("Port \"%1\" is defined twice.").arg(pt.name), loc(p.Mark()),
                            join(pp, "name"));
            names.insert(pt.name);
            t.ports.push_back(std::move(pt));
        });
        const Id id = m_d.deviceTypes.add(std::move(t));
        addNamed<DeviceType>(m_types, m_d.deviceTypes.find(id)->slug, id, n, path, "slug");
    }

    void site(const YAML::Node &n, const QString &path)
    {
        expectKeys(n, path, {"name", "description", "rooms"});
        Site s;
        s.name = named("site", n, "name", path, required(n, "name", path));
        s.description = named("site", n, "description", path, str(n, "description", path));
        const Id siteId = m_d.sites.add(s);
        addNamed<Site>(m_sites, s.name, siteId, n, path, "name");
        QSet<QString> roomNames;
        forEach(n, "rooms", path, [&](const YAML::Node &rn, const QString &rp) {
            expectKeys(rn, rp, {"name", "rows"});
            Room room;
            room.siteId = siteId;
            room.name = named("room", rn, "name", rp, required(rn, "name", rp));
            if (roomNames.contains(room.name))
                throw Error(Tr::tr("\"%1\" is defined twice.").arg(room.name), loc(rn.Mark()),
                            join(rp, "name"));
            roomNames.insert(room.name);
            const Id roomId = m_d.rooms.add(room);
            QSet<QString> rowNames;
            forEach(rn, "rows", rp, [&](const YAML::Node &wn, const QString &wp) {
                expectKeys(wn, wp, {"name", "index", "racks"});
                Row row;
                row.roomId = roomId;
                row.name = named("row", wn, "name", wp, required(wn, "name", wp));
                row.index = int(integer(wn, "index", wp));
                if (rowNames.contains(row.name))
                    throw Error(Tr::tr("\"%1\" is defined twice.").arg(row.name), loc(wn.Mark()),
                                join(wp, "name"));
                rowNames.insert(row.name);
                const Id rowId = m_d.rows.add(row);
                forEach(wn, "racks", wp,
                        [&](const YAML::Node &kn, const QString &kp) { rack(kn, kp, rowId); });
            });
        });
    }

    void rack(const YAML::Node &n, const QString &path, Id rowId)
    {
        expectKeys(n, path,
                   {"name", "position", "u_height", "width_m", "depth_m", "power_budget_w",
                    "cooling_w", "role"});
        Rack r;
        r.rowId = rowId;
        r.name = named("rack", n, "name", path, required(n, "name", path));
        r.position = int(integer(n, "position", path));
        r.uHeight = int(integer(n, "u_height", path, 42));
        if (r.uHeight <= 0 || r.uHeight > 100)
            throw Error(Tr::tr("The rack height must be between 1 and 100 U."),
                        loc(n["u_height"].Mark()), join(path, "u_height"));
        r.widthM = real(n, "width_m", path, 0.6);
        r.depthM = real(n, "depth_m", path, 1.2);
        r.powerBudgetW = real(n, "power_budget_w", path);
        r.coolingW = real(n, "cooling_w", path);
        r.role = named("rack", n, "role", path, str(n, "role", path));
        const Id id = m_d.racks.add(r);
        addNamed<Rack>(m_racks, r.name, id, n, path, "name");
    }

    void supernode(const YAML::Node &n, const QString &path)
    {
        expectKeys(n, path, {"name", "kind", "scale_up_gbps_per_gpu"});
        Supernode s;
        s.name = named("supernode", n, "name", path, required(n, "name", path));
        s.kind = named("supernode", n, "kind", path, str(n, "kind", path));
        s.scaleUpGBpsPerGpu = real(n, "scale_up_gbps_per_gpu", path);
        const Id id = m_d.supernodes.add(s);
        addNamed<Supernode>(m_supernodes, s.name, id, n, path, "name");
    }

    void plane(const YAML::Node &n, const QString &path)
    {
        expectKeys(n, path, {"name", "kind", "technology", "speed_gbps", "vrf", "rails"});
        Plane p;
        p.name = named("plane", n, "name", path, required(n, "name", path));
        p.kind = enumValue(n, "kind", path, PlaneKind::Compute, &planeKindFromString,
                           "compute, scale-up, storage, inband-mgmt, oob");
        if (!n["kind"])
            throw Error(Tr::tr("This key is required."), loc(n.Mark()), join(path, "kind"));
        p.technology = named("plane", n, "technology", path, str(n, "technology", path));
        p.speedGbps = real(n, "speed_gbps", path);
        p.vrf = named("plane", n, "vrf", path, str(n, "vrf", path));
        const Id id = m_d.planes.add(p);
        addNamed<Plane>(m_planes, p.name, id, n, path, "name");
        QSet<int> seen;
        forEach(n, "rails", path, [&](const YAML::Node &rn, const QString &rp) {
            expectKeys(rn, rp, {"index", "name"});
            Rail r;
            r.planeId = id;
            r.index = int(integer(rn, "index", rp, -1));
            if (r.index < 0)
                throw Error(Tr::tr("A rail needs a non-negative index."), loc(rn.Mark()),
                            join(rp, "index"));
            if (seen.contains(r.index))
                throw Error(Tr::tr("Rail %1 is defined twice.").arg(r.index), loc(rn.Mark()),
                            join(rp, "index"));
            seen.insert(r.index);
            r.name = named("rail", rn, "name", rp, str(rn, "name", rp));
            m_d.rails.add(r);
        });
    }

    void device(const YAML::Node &n, const QString &path)
    {
        expectKeys(n, path,
                   {"name", "role", "type", "rack", "position", "face", "status", "serial",
                    "asset_tag", "supernode", "su", "comments", "ports", "absent_ports"});
        Device d;
        d.name = named("device", n, "name", path, required(n, "name", path));
        d.role = named("device", n, "role", path, required(n, "role", path));
        required(n, "type", path);
        d.deviceTypeId = ref(m_types, n, "type", path, Tr::tr("device type"));
        d.rackId = ref(m_racks, n, "rack", path, Tr::tr("rack"));
        d.position = real(n, "position", path);
        d.face = enumValue(n, "face", path, Face::Front, &faceFromString, "front, rear");
        d.status = enumValue(n, "status", path, DeviceStatus::Planned, &deviceStatusFromString,
                             "planned, staged, active, failed, decommissioned");
        d.serial = named("device", n, "serial", path, str(n, "serial", path));
        d.assetTag = named("device", n, "asset_tag", path, str(n, "asset_tag", path));
        d.supernodeId = ref(m_supernodes, n, "supernode", path, Tr::tr("supernode"));
        d.su = int(integer(n, "su", path, -1));
        d.comments = named("device", n, "comments", path, str(n, "comments", path));
        if (m_devices.contains(d.name))
            throw Error(Tr::tr("\"%1\" is defined twice.").arg(d.name), loc(n.Mark()),
                        join(path, "name"));
        const std::size_t firstPort = m_d.ports.size();
        const Id id = m_d.addDeviceWithPorts(d);
        m_devices.insert(d.name, id);

        QHash<QString, Id> ports; // this device's ports, appended after firstPort
        for (std::size_t i = firstPort; i < m_d.ports.size(); ++i)
            ports.insert(m_d.ports.items()[i].name, m_d.ports.items()[i].id);
        // Ports not in the type first, so that front ports can map to them.
        forEach(n, "ports", path, [&](const YAML::Node &pn, const QString &pp) {
            const QString name = named("port", pn, "name", pp, required(pn, "name", pp));
            if (!ports.contains(name)) {
                Port p;
                p.deviceId = id;
                p.name = name;
                ports.insert(name, m_d.ports.add(p));
            }
        });
        forEach(n, "ports", path, [&](const YAML::Node &pn, const QString &pp) {
            expectKeys(pn, pp,
                       {"name", "kind", "type", "speed_gbps", "mgmt_only", "positions", "rear_port",
                        "rear_position", "rail", "plane", "pci_address", "mac", "if_name", "guid",
                        "description"});
            Port &p = *m_d.ports.find(ports.value(required(pn, "name", pp)));
            p.kind = enumValue(pn, "kind", pp, p.kind, &portKindFromString,
                               "interface, front-port, rear-port, console-port, power-port");
            p.type = named("port", pn, "type", pp, str(pn, "type", pp, p.type));
            p.speedGbps = real(pn, "speed_gbps", pp, p.speedGbps);
            p.mgmtOnly = boolean(pn, "mgmt_only", pp, p.mgmtOnly);
            p.positions = int(integer(pn, "positions", pp, p.positions));
            if (pn["rear_port"]) {
                const QString rear = str(pn, "rear_port", pp);
                p.rearPortId = rear.isEmpty() ? 0 : ports.value(rear, 0);
                if (!rear.isEmpty() && !p.rearPortId)
                    throw Error(Tr::tr("No port named \"%1\" on this device.").arg(rear),
                                loc(pn["rear_port"].Mark()), join(pp, "rear_port"));
            }
            p.rearPosition = int(integer(pn, "rear_position", pp, p.rearPosition));
            p.rail = int(integer(pn, "rail", pp, -1));
            p.planeId = ref(m_planes, pn, "plane", pp, Tr::tr("plane"));
            p.pciAddress = named("port", pn, "pci_address", pp, str(pn, "pci_address", pp));
            p.mac = named("port", pn, "mac", pp, str(pn, "mac", pp));
            p.ifName = named("port", pn, "if_name", pp, str(pn, "if_name", pp));
            p.guid = named("port", pn, "guid", pp, str(pn, "guid", pp));
            p.description =
                named("port", pn, "description", pp, str(pn, "description", pp, p.description));
        });
        if (const YAML::Node absent = n["absent_ports"]) {
            if (!absent.IsSequence())
                throw Error(Tr::tr("Expected a list."), loc(absent.Mark()),
                            join(path, "absent_ports"));
            for (const auto &a : absent) {
                const QString name = QString::fromStdString(a.Scalar());
                const Id pid = ports.value(name, 0);
                if (!pid)
                    throw Error(Tr::tr("No port named \"%1\" on this device.").arg(name),
                                loc(a.Mark()), join(path, "absent_ports"));
                m_d.ports.removeIf([&](const Port &p) { return p.rearPortId == pid; });
                m_d.ports.remove(pid);
            }
        }
    }

    Id end(const YAML::Node &n, const char *which, const QString &path)
    {
        const YAML::Node e = n[which];
        const QString field = join(path, which);
        if (!e)
            throw Error(Tr::tr("This key is required."), loc(n.Mark()), field);
        if (!e.IsSequence() || e.size() != 2)
            throw Error(Tr::tr("Expected [device, port]."), loc(e.Mark()), field);
        const QString dev = QString::fromStdString(e[0].Scalar());
        const QString port = QString::fromStdString(e[1].Scalar());
        const Id devId = m_devices.value(dev, 0);
        if (!devId)
            throw Error(Tr::tr("No device named \"%1\" in this design.").arg(dev), loc(e[0].Mark()),
                        field);
        const Id portId = m_portByKey.value(key(devId, port), 0);
        if (!portId)
            throw Error(Tr::tr("Device \"%1\" has no port \"%2\".").arg(dev, port),
                        loc(e[1].Mark()), field);
        if (m_usedPorts.contains(portId))
            throw Error(Tr::tr("Port %1:%2 already carries a cable end; a port carries at most "
                               "one.")
                            .arg(dev, port),
                        loc(e.Mark()), field);
        m_usedPorts.insert(portId);
        return portId;
    }

    void cable(const YAML::Node &n, const QString &path)
    {
        expectKeys(n, path,
                   {"label", "a", "b", "medium", "length_m", "colour", "part_number", "status",
                    "breakout_group"});
        Cable c;
        c.label = named("cable", n, "label", path, str(n, "label", path));
        c.aPortId = end(n, "a", path);
        c.bPortId = end(n, "b", path);
        if (!n["medium"])
            throw Error(Tr::tr("This key is required."), loc(n.Mark()), join(path, "medium"));
        c.medium = enumValue(n, "medium", path, Medium::DAC, &mediumFromString,
                             "dac, acc, aoc, mmf, smf, copper, power");
        const double lengthM = real(n, "length_m", path);
        if (lengthM != 0) // the old reader's 0 meant "unknown"
            c.lengthM = lengthM;
        if (lengthM < 0)
            throw Error(Tr::tr("The length cannot be negative."), loc(n["length_m"].Mark()),
                        join(path, "length_m"));
        c.colour = named("cable", n, "colour", path, str(n, "colour", path));
        c.partNumber = named("cable", n, "part_number", path, str(n, "part_number", path));
        c.status = enumValue(n, "status", path, CableStatus::Planned, &cableStatusFromString,
                             "planned, installed, verified, faulty");
        // The old format's breakout_group: read and checked, not kept (breakout cables are the
        // current reader's; this copy only serves the benchmark's figures).
        named("cable", n, "breakout_group", path, str(n, "breakout_group", path));
        if (!c.label.isEmpty()) {
            if (m_labels.contains(c.label))
                throw Error(Tr::tr("Cable label \"%1\" is used twice.").arg(c.label),
                            loc(n["label"].Mark()), join(path, "label"));
            m_labels.insert(c.label);
        }
        m_d.cables.add(c);
    }

    void prefix(const YAML::Node &n, const QString &path)
    {
        expectKeys(n, path, {"prefix", "vrf", "plane", "purpose", "gateway", "description"});
        Prefix p;
        p.prefix = required(n, "prefix", path);
        p.vrf = named("prefix", n, "vrf", path, str(n, "vrf", path));
        p.planeId = ref(m_planes, n, "plane", path, Tr::tr("plane"));
        p.purpose = named("prefix", n, "purpose", path, str(n, "purpose", path));
        p.gateway = str(n, "gateway", path);
        p.description = named("prefix", n, "description", path, str(n, "description", path));
        const Id id = m_d.prefixes.add(p);
        addNamed<Prefix>(m_prefixes, p.vrf + QChar(0x1f) + p.prefix, id, n, path, "prefix");
    }

    void ip(const YAML::Node &n, const QString &path)
    {
        expectKeys(n, path, {"address", "vrf", "prefix", "device", "interface", "dns_name"});
        IpAddress a;
        a.address = required(n, "address", path);
        a.vrf = named("ip_address", n, "vrf", path, str(n, "vrf", path));
        const QString prefix = str(n, "prefix", path);
        if (!prefix.isEmpty()) {
            a.prefixId = m_prefixes.value(a.vrf + QChar(0x1f) + prefix, 0);
            if (!a.prefixId)
                throw Error(Tr::tr("No prefix %1 in VRF \"%2\".").arg(prefix, a.vrf),
                            loc(n["prefix"].Mark()), join(path, "prefix"));
        }
        const QString dev = str(n, "device", path);
        const QString iface = str(n, "interface", path);
        if (!dev.isEmpty() || !iface.isEmpty()) {
            const Id devId = ref(m_devices, n, "device", path, Tr::tr("device"));
            a.portId = m_portByKey.value(key(devId, iface), 0);
            if (!a.portId)
                throw Error(Tr::tr("Device \"%1\" has no interface \"%2\".").arg(dev, iface),
                            loc(n["interface"] ? n["interface"].Mark() : n.Mark()),
                            join(path, "interface"));
        }
        a.dnsName = named("ip_address", n, "dns_name", path, str(n, "dns_name", path));
        m_d.ipAddresses.add(a);
    }

    QString m_file;
    Diagnostics *m_warnings;
    bool m_checkNames = true;
    Design m_d;
    QHash<QString, Id> m_types, m_sites, m_racks, m_supernodes, m_planes, m_devices, m_prefixes,
        m_portByKey;
    QSet<Id> m_usedPorts;
    QSet<QString> m_labels;
};

} // namespace

QString write(const Design &design)
{
    return Writer(design).run();
}

Design read(const QString &text, const QString &fileName, Diagnostics *warnings,
            std::vector<NameChange> *sanitized)
{
    try {
        Design d = Reader(fileName, warnings, !sanitized).run(text);
        if (sanitized)
            *sanitized = Validator::sanitizeNames(d);
        return d;
    } catch (const YAML::Exception &e) {
        throw Error(Tr::tr("Not valid YAML: %1").arg(QString::fromStdString(e.msg)),
                    SourceLocation{fileName, e.mark.is_null() ? 0 : e.mark.line + 1,
                                   e.mark.is_null() ? 0 : e.mark.column + 1});
    }
}

} // namespace ry::oldyaml
