#include "designyaml.h"
#include "model/drivebays.h"
#include "util/yamlguard.h"
#include "yamlemit.h"
#include "yamltree.h"

#include "fabric/fabricspec.h"
#include "model/breakout.h"
#include "model/designutil.h"
#include "model/names.h"
#include "model/trunk.h"
#include "util/fileerror.h"
#include "util/naturalsort.h"

#include <QFile>
#include <QLocale>
#include <QSaveFile>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <future>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace ry::designyaml {

namespace {

// ---------------------------------------------------------------------------------------------
// Writing

std::string s(const QString &v)
{
    return v.toStdString();
}

/// `v` as the shortest text that reads back as the same double (whole numbers below 1e15 as
/// integers): what the store holds is what the file says. 15 significant digits, as before,
/// wrote 0.1 + 0.2 as 0.3, which reads back as another number (issue 13, pt 2).
std::string num(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    return QString::number(v, 'g', QLocale::FloatingPointShortest).toStdString();
}

/// Emits `key: value` only when the value differs from its default.
class MapWriter
{
public:
    explicit MapWriter(yamlemit::Emitter &e) : m_e(e) {}
    void str(const char *key, const QString &v, const QString &def = {})
    {
        if (v != def)
            m_e << yamlemit::Key << key << yamlemit::Value << QStringView(v);
    }
    void real(const char *key, double v, double def = 0)
    {
        if (v != def)
            m_e << yamlemit::Key << key << yamlemit::Value << num(v);
    }
    void integer(const char *key, long long v, long long def = 0)
    {
        if (v != def)
            m_e << yamlemit::Key << key << yamlemit::Value << v;
    }
    void boolean(const char *key, bool v, bool def)
    {
        if (v != def)
            m_e << yamlemit::Key << key << yamlemit::Value << v;
    }

private:
    yamlemit::Emitter &m_e;
};

/// A cable's length keys: `length_m` for metres, NetBox's `length` + `length_unit` for the other
/// units (the number in that unit, model/length.h fileNumber()), nothing for an unknown length.
/// `length_m`, or `length` with `length_unit`, of a cable or a breakout.
template<typename T>
void writeCableLength(yamlemit::Emitter &e, const T &c)
{
    if (!c.lengthM)
        return;
    if (c.lengthUnit == LengthUnit::Metre) {
        e << yamlemit::Key << "length_m" << yamlemit::Value << num(*c.lengthM);
        return;
    }
    e << yamlemit::Key << "length" << yamlemit::Value
      << fileNumber(*c.lengthM, c.lengthUnit).toStdString();
    e << yamlemit::Key << "length_unit" << yamlemit::Value << toString(c.lengthUnit).toStdString();
}

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

void writePortTemplate(yamlemit::Emitter &e, const PortTemplate &t)
{
    e << yamlemit::Flow << yamlemit::BeginMap;
    MapWriter w(e);
    w.str("name", t.name);
    w.str("kind", toString(t.kind), QStringLiteral("interface"));
    w.str("type", t.type);
    w.real("speed_gbps", t.speedGbps);
    w.boolean("mgmt_only", t.mgmtOnly, false);
    w.boolean("spare", t.spare, false);
    w.integer("positions", t.positions, 1);
    w.str("rear_port", t.rearPort);
    w.integer("rear_position", t.rearPosition, 1);
    w.real("maximum_draw_w", t.maximumDrawW);
    w.real("allocated_draw_w", t.allocatedDrawW);
    w.str("power_port", t.powerPort);
    w.str("feed_leg", t.feedLeg);
    w.str("rdma_device", t.rdmaDevice);
    w.str("description", t.description);
    e << yamlemit::EndMap;
}

void writeDeviceType(yamlemit::Emitter &e, const DeviceType &t)
{
    e << yamlemit::BeginMap;
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
    w.str("cpu_model", t.cpuModel);
    w.integer("cpu_count", t.cpuCount);
    w.real("cpu_fp64_tflops", t.cpuFp64Tflops);
    w.integer("radix", t.radix);
    w.real("port_speed_gbps", t.portSpeedGbps);
    w.str("comments", t.comments);
    w.str("extra", t.extraYaml);
    if (!t.moduleBays.isEmpty()) {
        e << yamlemit::Key << "module_bays" << yamlemit::Value << yamlemit::Flow
          << yamlemit::BeginSeq;
        for (const QString &b : t.moduleBays)
            e << s(b);
        e << yamlemit::EndSeq;
    }
    if (!t.driveBays.empty()) {
        e << yamlemit::Key << "drive_bays" << yamlemit::Value << yamlemit::BeginSeq;
        for (const DriveBayTemplate &b : t.driveBays) {
            e << yamlemit::Flow << yamlemit::BeginMap;
            MapWriter bw(e);
            bw.str("name", b.name, QStringLiteral("\x01"));
            bw.str("pci_address", b.pciAddress);
            bw.str("description", b.description);
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }
    if (!t.ports.empty()) {
        e << yamlemit::Key << "ports" << yamlemit::Value << yamlemit::BeginSeq;
        for (const PortTemplate &p : t.ports)
            writePortTemplate(e, p);
        e << yamlemit::EndSeq;
    }
    e << yamlemit::EndMap;
}

class Writer
{
public:
    explicit Writer(const Design &d) : m_d(d) {}

    /// The design's text, UTF-8.
    std::string run()
    {
        yamlemit::Emitter e;
        e.reserve(std::size_t(m_d.ports.size()) * 40 + std::size_t(m_d.cables.size()) * 110 + 4096);
        e << yamlemit::BeginMap;
        e << yamlemit::Key << "railyard" << yamlemit::Value << kFormatVersion;
        MapWriter w(e);
        w.str("name", m_d.name);
        w.str("description", m_d.description);
        if (!m_d.fabricSpecYaml.isEmpty()) {
            // The fabric spec is a node tree of its own: yaml-cpp writes that pair, as before.
            YAML::Emitter f;
            f.SetIndent(2);
            f << YAML::BeginMap << YAML::Key << "fabric" << YAML::Value
              << YAML::Load(s(m_d.fabricSpecYaml)) << YAML::EndMap;
            if (!f.good())
                throw Error(Tr::tr("Cannot write the design as YAML: %1")
                                .arg(QString::fromStdString(f.GetLastError())));
            e.rawPair(std::string(f.c_str(), f.size()));
        }
        deviceTypes(e);
        sites(e);
        supernodes(e);
        planes(e);
        devices(e);
        cables(e);
        breakouts(e);
        prefixes(e);
        ips(e);
        e << yamlemit::EndMap;
        std::string out = e.text();
        out += '\n';
        return out;
    }

private:
    void deviceTypes(yamlemit::Emitter &e)
    {
        if (m_d.deviceTypes.empty())
            return;
        e << yamlemit::Key << "device_types" << yamlemit::Value << yamlemit::BeginSeq;
        for (const DeviceType *t : sortedBy(m_d.deviceTypes, [](auto &x) { return x.slug; }))
            writeDeviceType(e, *t);
        e << yamlemit::EndSeq;
    }

    void sites(yamlemit::Emitter &e)
    {
        if (!m_d.sites.empty())
            siteList(e);
        // Racks not placed in a row (a design without sites can still have racks).
        std::vector<const Rack *> loose;
        for (const Rack *r : sortedBy(m_d.racks, [](auto &x) { return x.name; }))
            if (!m_d.rows.contains(r->rowId))
                loose.push_back(r);
        if (!loose.empty()) {
            e << yamlemit::Key << "racks" << yamlemit::Value << yamlemit::BeginSeq;
            for (const Rack *r : loose)
                writeRack(e, *r);
            e << yamlemit::EndSeq;
        }
    }

    void siteList(yamlemit::Emitter &e)
    {
        e << yamlemit::Key << "sites" << yamlemit::Value << yamlemit::BeginSeq;
        for (const Site *site : sortedBy(m_d.sites, [](auto &x) { return x.name; })) {
            e << yamlemit::BeginMap;
            MapWriter w(e);
            w.str("name", site->name, QStringLiteral("\x01"));
            w.str("description", site->description);
            std::vector<const Room *> rooms;
            for (const Room *r : sortedBy(m_d.rooms, [](auto &x) { return x.name; }))
                if (r->siteId == site->id)
                    rooms.push_back(r);
            if (!rooms.empty()) {
                e << yamlemit::Key << "rooms" << yamlemit::Value << yamlemit::BeginSeq;
                for (const Room *room : rooms)
                    writeRoom(e, *room);
                e << yamlemit::EndSeq;
            }
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    void writeRoom(yamlemit::Emitter &e, const Room &room)
    {
        e << yamlemit::BeginMap;
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
            e << yamlemit::Key << "rows" << yamlemit::Value << yamlemit::BeginSeq;
            for (const Row *row : rows) {
                e << yamlemit::BeginMap;
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
                    e << yamlemit::Key << "racks" << yamlemit::Value << yamlemit::BeginSeq;
                    for (const Rack *r : racks)
                        writeRack(e, *r);
                    e << yamlemit::EndSeq;
                }
                e << yamlemit::EndMap;
            }
            e << yamlemit::EndSeq;
        }
        e << yamlemit::EndMap;
    }

    void writeRack(yamlemit::Emitter &e, const Rack &r)
    {
        e << yamlemit::BeginMap;
        MapWriter w(e);
        w.str("name", r.name, QStringLiteral("\x01"));
        w.integer("position", r.position);
        w.integer("u_height", r.uHeight, 42);
        w.real("width_m", r.widthM, 0.6);
        w.real("depth_m", r.depthM, 1.2);
        w.real("power_budget_w", r.powerBudgetW);
        w.real("cooling_w", r.coolingW);
        w.str("role", r.role);
        e << yamlemit::EndMap;
    }

    void supernodes(yamlemit::Emitter &e)
    {
        if (m_d.supernodes.empty())
            return;
        e << yamlemit::Key << "supernodes" << yamlemit::Value << yamlemit::BeginSeq;
        for (const Supernode *x : sortedBy(m_d.supernodes, [](auto &x) { return x.name; })) {
            e << yamlemit::Flow << yamlemit::BeginMap;
            MapWriter w(e);
            w.str("name", x->name, QStringLiteral("\x01"));
            w.str("kind", x->kind);
            w.real("scale_up_gbps_per_gpu", x->scaleUpGBpsPerGpu);
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    void planes(yamlemit::Emitter &e)
    {
        if (m_d.planes.empty())
            return;
        e << yamlemit::Key << "planes" << yamlemit::Value << yamlemit::BeginSeq;
        for (const Plane *p : sortedBy(m_d.planes, [](auto &x) { return x.name; })) {
            e << yamlemit::BeginMap;
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
                e << yamlemit::Key << "rails" << yamlemit::Value << yamlemit::BeginSeq;
                for (const Rail *r : rails) {
                    e << yamlemit::Flow << yamlemit::BeginMap;
                    MapWriter rw(e);
                    rw.integer("index", r->index, -1);
                    rw.str("name", r->name);
                    e << yamlemit::EndMap;
                }
                e << yamlemit::EndSeq;
            }
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    QString name(const Plane *p) const { return p ? p->name : QString(); }

    void devices(yamlemit::Emitter &e)
    {
        if (m_d.devices.empty())
            return;
        // Ports by device, each device's in id order.
        std::vector<const Port *> byDevice;
        byDevice.reserve(m_d.ports.size());
        for (const Port &p : m_d.ports)
            byDevice.push_back(&p);
        std::stable_sort(byDevice.begin(), byDevice.end(),
                         [](const Port *a, const Port *b) { return a->deviceId < b->deviceId; });
        e << yamlemit::Key << "devices" << yamlemit::Value << yamlemit::BeginSeq;
        for (const Device *d : sortedBy(m_d.devices, [](auto &x) { return x.name; })) {
            e << yamlemit::BeginMap;
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
            w.str("node_guid", d->nodeGuid);
            w.str("system_image_guid", d->systemImageGuid);
            w.str("chassis_mac", d->chassisMac);
            w.str("supernode", sn ? sn->name : QString());
            w.integer("su", d->su, -1);
            w.str("comments", d->comments);
            const auto range = std::equal_range(byDevice.begin(), byDevice.end(), d->id, IdOrder{});
            // data() + offset, not &*range.first: a device without ports sorted last has an
            // empty range at end(), which cannot be dereferenced.
            writePorts(e, type, byDevice.data() + (range.first - byDevice.begin()),
                       std::size_t(range.second - range.first));
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    /// A device type's templates by name (the last of equal names, as QHash::insert keeps)
    /// and the port each gives (portFromTemplate), worked out once per type.
    struct TypePorts
    {
        QHash<QString, int> index;
        std::vector<Port> expect;
    };
    TypePorts &typePorts(const DeviceType &type)
    {
        auto it = m_typePorts.find(type.id);
        if (it == m_typePorts.end()) {
            TypePorts tp;
            for (int i = 0; i < int(type.ports.size()); ++i) {
                tp.index.insert(type.ports[std::size_t(i)].name, i);
                tp.expect.push_back(portFromTemplate(type.ports[std::size_t(i)]));
            }
            it = m_typePorts.emplace(type.id, std::move(tp)).first;
        }
        return it->second;
    }

    void writePorts(yamlemit::Emitter &e, const DeviceType *type, const Port *const *ports,
                    std::size_t count)
    {
        TypePorts *tp = type ? &typePorts(*type) : nullptr;
        const auto templateOf = [&](const Port *p) {
            return tp ? tp->index.value(p->name, -1) : -1;
        };
        std::vector<char> present(type ? type->ports.size() : 0, 0);
        std::vector<const Port *> differing;
        for (std::size_t i = 0; i < count; ++i) {
            const Port *p = ports[i];
            const int ti = templateOf(p);
            if (ti < 0) {
                differing.push_back(p);
                continue;
            }
            present[std::size_t(ti)] = 1;
            const PortTemplate &t = type->ports[std::size_t(ti)];
            // The template's port with this port's ids: equal when everything else is.
            Port &expect = tp->expect[std::size_t(ti)];
            expect.id = p->id;
            expect.deviceId = p->deviceId;
            expect.rearPortId = p->rearPortId;
            expect.powerPortId = p->powerPortId;
            const Port *rear = m_d.ports.find(p->rearPortId);
            const bool rearMatches = (rear ? rear->name : QString()) ==
                                     (t.kind == PortKind::FrontPort ? t.rearPort : QString());
            const Port *inlet = m_d.ports.find(p->powerPortId);
            const bool inletMatches = (inlet ? inlet->name : QString()) ==
                                      (t.kind == PortKind::PowerOutlet ? t.powerPort : QString());
            if (!(*p == expect) || !rearMatches || !inletMatches)
                differing.push_back(p);
        }
        // The type's ports in the type's order, then the device's own in id order: the order
        // the reader creates them in, so that a port renamed away from its template (ids kept,
        // now one of the device's own) is written where it will be after reading.
        std::stable_sort(differing.begin(), differing.end(), [&](const Port *a, const Port *b) {
            const auto rank = [&](const Port *p) {
                const int ti = templateOf(p);
                return ti < 0 ? std::numeric_limits<int>::max() : ti;
            };
            return rank(a) < rank(b);
        });
        QStringList absent;
        if (type)
            for (const PortTemplate &t : type->ports)
                if (!present[std::size_t(tp->index.value(t.name))])
                    absent << t.name;
        if (!differing.empty()) {
            e << yamlemit::Key << "ports" << yamlemit::Value << yamlemit::BeginSeq;
            for (const Port *p : differing) {
                const int ti = templateOf(p);
                const PortTemplate *t = ti < 0 ? nullptr : &type->ports[std::size_t(ti)];
                const Port &base = t ? tp->expect[std::size_t(ti)] : m_noPort;
                e << yamlemit::Flow << yamlemit::BeginMap;
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
                w.str("rdma_device", p->rdmaDevice);
                w.str("guid", p->guid);
                const Port *inlet = m_d.ports.find(p->powerPortId);
                w.str("power_port", inlet ? inlet->name : QString(),
                      t && t->kind == PortKind::PowerOutlet ? t->powerPort : QString());
                w.str("feed_leg", p->feedLeg, base.feedLeg);
                w.real("available_power_w", p->availablePowerW, base.availablePowerW);
                w.str("description", p->description, base.description);
                e << yamlemit::EndMap;
            }
            e << yamlemit::EndSeq;
        }
        if (!absent.isEmpty()) {
            e << yamlemit::Key << "absent_ports" << yamlemit::Value << yamlemit::Flow
              << yamlemit::BeginSeq;
            for (const QString &a : absent)
                e << s(a);
            e << yamlemit::EndSeq;
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

    void cables(yamlemit::Emitter &e)
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
            if (!c.breakoutId) // legs: under their breakout
                items.push_back({&c, endOf(c.aPortId), endOf(c.bPortId)});
        if (items.empty())
            return;
        std::stable_sort(items.begin(), items.end(), [](const Item &x, const Item &y) {
            if (x.a.device != y.a.device)
                return naturalLess(x.a.device, y.a.device);
            return naturalLess(x.a.port, y.a.port);
        });
        e << yamlemit::Key << "cables" << yamlemit::Value << yamlemit::BeginSeq;
        for (const Item &it : items) {
            const Cable &c = *it.c;
            e << yamlemit::BeginMap;
            MapWriter w(e);
            w.str("label", c.label);
            e << yamlemit::Key << "a" << yamlemit::Value << yamlemit::Flow << yamlemit::BeginSeq
              << s(it.a.device) << s(it.a.port) << yamlemit::EndSeq;
            e << yamlemit::Key << "b" << yamlemit::Value << yamlemit::Flow << yamlemit::BeginSeq
              << s(it.b.device) << s(it.b.port) << yamlemit::EndSeq;
            w.str("medium", toString(c.medium), QStringLiteral("\x01"));
            writeCableLength(e, c);
            w.str("colour", c.colour);
            w.str("part_number", c.partNumber);
            w.str("status", toString(c.status), QStringLiteral("planned"));
            w.integer("fibres", c.fibres);
            w.str("polarity", toString(c.polarity));
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    /// Breakout cables with their legs by lane (docs/design-file-format.md "Breakout cables"):
    /// a leg's `a` only when it is not the lane's derived port name, its `label` only when it
    /// is not the default, its `status` only when it differs from the breakout's.
    void breakouts(yamlemit::Emitter &e)
    {
        if (m_d.breakouts.empty())
            return;
        struct Item
        {
            const Breakout *b;
            End a;
        };
        std::vector<Item> items;
        items.reserve(m_d.breakouts.size());
        for (const Breakout &b : m_d.breakouts)
            items.push_back({&b, endOf(b.aPortId)});
        std::stable_sort(items.begin(), items.end(), [](const Item &x, const Item &y) {
            if (x.a.device != y.a.device)
                return naturalLess(x.a.device, y.a.device);
            return naturalLess(x.a.port, y.a.port);
        });
        const BreakoutIndex index(m_d);
        e << yamlemit::Key << "breakouts" << yamlemit::Value << yamlemit::BeginSeq;
        for (const Item &it : items) {
            const Breakout &b = *it.b;
            e << yamlemit::BeginMap;
            MapWriter w(e);
            w.str("label", b.label);
            e << yamlemit::Key << "a" << yamlemit::Value << yamlemit::Flow << yamlemit::BeginSeq
              << s(it.a.device) << s(it.a.port) << yamlemit::EndSeq;
            w.integer("lanes", b.lanes, -1);
            w.str("medium", toString(b.medium), QStringLiteral("\x01"));
            writeCableLength(e, b);
            w.str("colour", b.colour);
            w.str("part_number", b.partNumber);
            w.str("status", toString(b.status), QStringLiteral("planned"));
            bool any = false;
            for (const Cable *leg : index.legs(b.id)) {
                if (!leg)
                    continue;
                if (!any) {
                    e << yamlemit::Key << "legs" << yamlemit::Value << yamlemit::BeginSeq;
                    any = true;
                }
                e << yamlemit::Flow << yamlemit::BeginMap;
                MapWriter lw(e);
                lw.integer("lane", leg->lane, -1);
                const End a = endOf(leg->aPortId);
                if (a.port != breakoutLanePortName(it.a.port, leg->lane))
                    lw.str("a", a.port);
                const End far = endOf(leg->bPortId);
                e << yamlemit::Key << "b" << yamlemit::Value << yamlemit::Flow << yamlemit::BeginSeq
                  << s(far.device) << s(far.port) << yamlemit::EndSeq;
                lw.str("label", leg->label, defaultLegLabel(b, leg->lane));
                lw.str("status", toString(leg->status), toString(b.status));
                e << yamlemit::EndMap;
            }
            if (any)
                e << yamlemit::EndSeq;
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    void prefixes(yamlemit::Emitter &e)
    {
        if (m_d.prefixes.empty())
            return;
        e << yamlemit::Key << "prefixes" << yamlemit::Value << yamlemit::BeginSeq;
        for (const Prefix *p :
             sortedBy(m_d.prefixes, [](auto &x) { return x.vrf + QChar(0x1f) + x.prefix; })) {
            e << yamlemit::BeginMap;
            MapWriter w(e);
            w.str("prefix", p->prefix, QStringLiteral("\x01"));
            w.str("vrf", p->vrf);
            w.str("plane", name(m_d.planes.find(p->planeId)));
            w.str("purpose", p->purpose);
            w.str("gateway", p->gateway);
            w.str("description", p->description);
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    void ips(yamlemit::Emitter &e)
    {
        if (m_d.ipAddresses.empty())
            return;
        e << yamlemit::Key << "ip_addresses" << yamlemit::Value << yamlemit::BeginSeq;
        for (const IpAddress *a :
             sortedBy(m_d.ipAddresses, [](auto &x) { return x.vrf + QChar(0x1f) + x.address; })) {
            e << yamlemit::Flow << yamlemit::BeginMap;
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
            e << yamlemit::EndMap;
        }
        e << yamlemit::EndSeq;
    }

    /// Orders ports by device id against a device id.
    struct IdOrder
    {
        bool operator()(const Port *p, Id id) const { return p->deviceId < id; }
        bool operator()(Id id, const Port *p) const { return id < p->deviceId; }
    };

    const Design &m_d;
    std::unordered_map<Id, TypePorts> m_typePorts;
    const Port m_noPort{};
};

// ---------------------------------------------------------------------------------------------
// Reading

/// Files larger than this are parsed on a thread of their own (yamltree::ReadAheadSource).
constexpr std::size_t kReadAheadBytes = 1024 * 1024;

/// A yaml-cpp exception as the error "Not valid YAML" at its mark.
Error yamlError(const YAML::Exception &e, const QString &file)
{
    return Error(Tr::tr("Not valid YAML: %1").arg(QString::fromStdString(e.msg)),
                 SourceLocation{file, e.mark.is_null() ? 0 : e.mark.line + 1,
                                e.mark.is_null() ? 0 : e.mark.column + 1});
}

/// `text` as a number when it is one in std::from_chars's plain form (digits, an optional '-',
/// a fraction and exponent for a double) and finite, in full; else nullopt, and the caller
/// reads it as QString::toDouble / toLongLong do (a leading '+', spaces, ...). The two agree
/// on every text the plain form takes: both round to nearest. Saves a QString per number.
template<typename T>
std::optional<T> plainNumber(const std::string &text)
{
    T v{};
    const char *first = text.data();
    const char *last = first + text.size();
    const auto [end, ec] = std::from_chars(first, last, v);
    if (ec != std::errc() || end != last || text.empty())
        return std::nullopt;
    if constexpr (std::is_floating_point_v<T>)
        if (!std::isfinite(v))
            return std::nullopt;
    return v;
}

/// A field's path from the file's root, e.g. "devices[3].ports[0].mac", as a chain of the
/// keys and list indices that lead to it. Each link lives on the stack of the reader's
/// function that reads that level; the text is built only when a message or a recorded mark
/// needs it (a 100,000-GPU file has 900,000 list items, each with a path).
class Path
{
public:
    /// The file's root (an empty path).
    Path() = default;
    /// `parent`.`key`; `key` must outlive this (a string literal or a key being read).
    Path(const Path &parent, const char *key) : m_parent(&parent), m_key(key) {}
    /// `parent`[`index`].
    Path(const Path &parent, std::size_t index) : m_parent(&parent), m_index(index) {}

    /// The path as text: keys joined by '.', list indices in brackets; empty for the root.
    QString text() const
    {
        if (!m_parent)
            return {};
        QString t = m_parent->text();
        if (m_key) {
            if (!t.isEmpty())
                t += QLatin1Char('.');
            t += QString::fromUtf8(m_key); // a key of the file may be any UTF-8
        } else {
            t += QLatin1Char('[') + QString::number(m_index) + QLatin1Char(']');
        }
        return t;
    }

private:
    const Path *m_parent = nullptr;
    const char *m_key = nullptr;
    std::size_t m_index = 0;
};

class Reader
{
public:
    Reader(QString file, const std::string &text, Diagnostics *warnings, bool checkNames)
        : m_file(std::move(file)), m_text(text), m_out(warnings), m_checkNames(checkNames)
    {
    }

    /// The fast path: the design read one list item at a time from libyaml's events. Throws
    /// NeedWhole when the file's top-level keys are not in the order the writer uses (then
    /// processing them as they come could give other results than the old reader's fixed
    /// order), yamltree::SyntaxError when libyaml refuses the text, ry::Error for the design's
    /// own errors (after the rest of the document was parsed: a syntax error anywhere wins, as
    /// with a node tree that is loaded before it is read).
    Design streamed()
    {
        yamltree::LibyamlSource parser(m_text);
        // A large file is parsed on a second thread while this one builds and reads.
        std::optional<yamltree::ReadAheadSource> ahead;
        if (m_text.size() > kReadAheadBytes)
            ahead.emplace(parser);
        yamltree::TreeBuilder b(ahead ? static_cast<yamltree::EventSource &>(*ahead) : parser);
        if (b.peek().type == yamltree::Event::StreamStart)
            b.pop();
        if (b.peek().type != yamltree::Event::DocumentStart)
            throw NeedWhole{};
        b.pop();
        if (b.peek().type != yamltree::Event::MapStart || !b.peek().anchor.empty())
            throw NeedWhole{};
        m_rootMark = b.peek().mark;
        b.pop();
        int lastRank = -1;
        while (b.peek().type != yamltree::Event::MapEnd) {
            b.reset();
            const yamltree::Node key = b.build();
            const std::string &k = key.Scalar();
            const int rank = rankOf(k);
            if (rank < 0) {
                unknownKey(m_rootWarnings, key, Path(), k);
                b.build();
                continue;
            }
            if (rank <= lastRank || (lastRank < 0 && rank != 0))
                throw NeedWhole{};
            lastRank = rank;
            if (m_pending) {
                b.build();
                continue;
            }
            topLevel(b, key, k.c_str(), rank);
        }
        b.pop();
        b.peek(); // the document's end: libyaml may still find an error here
        if (lastRank < 0)
            throw NeedWhole{};
        if (m_pending) {
            flush();
            throw *m_pending;
        }
        flush();
        return std::move(m_d);
    }

    /// The whole document as one tree, read in the fixed order (any file; the fallback).
    Design whole(yamltree::EventSource &source, bool validUtf8)
    {
        m_validUtf8 = validUtf8;
        yamltree::TreeBuilder b(source);
        if (b.peek().type == yamltree::Event::StreamStart)
            b.pop();
        yamltree::Node root;
        if (b.peek().type == yamltree::Event::DocumentStart) {
            b.pop();
            root = b.build();
            b.peek();
        }
        try {
            run(root);
        } catch (const Error &) {
            flush();
            throw;
        }
        flush();
        return std::move(m_d);
    }

    /// Thrown by streamed() when the file must be read whole.
    struct NeedWhole
    {
    };

    /// Points a finding of the Validator on the design this reader built (`d`) at the file:
    /// the line of the list item that defines its object, and the field's path from the
    /// file's root, e.g. "cables[12].label". A port that has no entry of its own (it comes
    /// from its device's type) is pointed at its device. A finding without an object, or of
    /// an object this reader did not record, keeps only the file name.
    /// Makes this reader record where each object is defined (for locate()). Off by default:
    /// the marks of a 100,000-GPU design's 700,000 port entries cost 100 MB, so they are
    /// recorded by a second read only when the rules find something.
    void recordWhere() { m_recordWhere = true; }
    /// Sorts what was recorded by id, for where()'s binary search (ports are recorded out of
    /// id order); called once, after the read.
    void sortWhere()
    {
        for (std::vector<Where> &v : m_where)
            std::stable_sort(v.begin(), v.end(),
                             [](const Where &a, const Where &b) { return a.id < b.id; });
    }

    void locate(Diagnostic &f, const Design &d) const
    {
        const ObjectRef ref = f.ref;
        const Where *w = where(ref);
        if (!w && ref.kind == ObjectKind::Port)
            if (const Port *p = d.ports.find(ref.id))
                w = where(ObjectRef{ObjectKind::Device, p->deviceId});
        f.location = w ? loc(w->mark) : SourceLocation{m_file};
        if (ref.kind == ObjectKind::Design)
            f.location = loc(m_rootMark);
        // The character rule's field is "kind.field" (Validator): the key is the part after it.
        QString field = f.field;
        const qsizetype dot = field.indexOf(QLatin1Char('.'));
        if (dot > 0 && !field.left(dot).contains(QLatin1Char('[')))
            field = field.mid(dot + 1);
        if (w && w->path.isEmpty())
            f.field = field;
        else if (w)
            f.field = field.isEmpty() ? w->path : w->path + QLatin1Char('.') + field;
    }

private:
    /// The top-level keys in the order run() reads them; -1 for keys the format does not have.
    static int rankOf(const std::string &k)
    {
        static const char *const order[] = {
            "railyard", "name",      "description", "fabric",      "device_types",
            "sites",    "racks",     "supernodes",  "planes",      "devices",
            "cables",   "breakouts", "prefixes",    "ip_addresses"};
        for (int i = 0; i < int(std::size(order)); ++i)
            if (k == order[i])
                return i;
        return -1;
    }

    /// Reads the top-level key `key` (rank `rank`) whose value starts at b's current event.
    void topLevel(yamltree::TreeBuilder &b, const yamltree::Node &key, const char *k, int rank)
    {
        if (rank >= 10 && !m_portIndex)
            buildPortIndex();
        switch (rank) {
        case 0:
        case 1:
        case 2: {
            const yamltree::Node value = b.build();
            guard([&] {
                const yamltree::Node root = pair(key, value);
                if (rank == 0)
                    checkVersion(root);
                else if (rank == 1)
                    m_d.name = str(root, "name", Path());
                else
                    m_d.description = str(root, "description", Path());
            });
            return;
        }
        case 3: {
            const std::size_t aliases = b.aliases();
            b.build();
            // The value's text runs to the next token (a null value's mark is that token's).
            const yamltree::Mark end = b.peek().mark;
            const bool plain = b.aliases() == aliases;
            guard([&] { fabricSpec(fabricNode(plain ? key.Mark() : yamltree::Mark{}, end)); });
            return;
        }
        case 4:
            return section(b, key, k, [&](auto &n, auto &p) { deviceType(n, p); });
        case 5:
            return section(b, key, k, [&](auto &n, auto &p) { site(n, p); });
        case 6:
            return section(b, key, k, [&](auto &n, auto &p) { rack(n, p, 0); });
        case 7:
            return section(b, key, k, [&](auto &n, auto &p) { supernode(n, p); });
        case 8:
            return section(b, key, k, [&](auto &n, auto &p) { plane(n, p); });
        case 9:
            return section(b, key, k, [&](auto &n, auto &p) { device(n, p); });
        case 10:
            return section(b, key, k, [&](auto &n, auto &p) { cable(n, p); });
        case 11:
            return section(b, key, k, [&](auto &n, auto &p) { breakout(n, p); });
        case 12:
            return section(b, key, k, [&](auto &n, auto &p) { prefix(n, p); });
        default:
            return section(b, key, k, [&](auto &n, auto &p) { ip(n, p); });
        }
    }

    /// A one-pair map {key: value} standing for the root (the root's mark), so that the
    /// helpers below read a top-level value as run() reads it from the whole root.
    yamltree::Node pair(const yamltree::Node &key, const yamltree::Node &value)
    {
        m_pair.kind = yamltree::Data::Map;
        m_pair.mark = m_rootMark;
        m_pair.items = {key.data(), value.data()};
        return yamltree::Node(&m_pair);
    }

    /// Runs `fn`, keeping the first error it throws for the end of the document.
    template<typename Fn>
    void guard(Fn fn)
    {
        if (m_pending)
            return;
        try {
            fn();
        } catch (const Error &e) {
            m_pending = e;
        } catch (const YAML::Exception &e) {
            m_pending = yamlError(e, m_file);
        }
    }

    /// A top-level list read item by item, each freed when it has been read; what forEach()
    /// does for a list that is not streamed (anything but a plain block or flow sequence).
    template<typename Fn>
    void section(yamltree::TreeBuilder &b, const yamltree::Node &key, const char *k, Fn fn)
    {
        const yamltree::Event &e = b.peek();
        if (e.type != yamltree::Event::SequenceStart || !e.anchor.empty()) {
            const yamltree::Node value = b.build();
            guard([&] { forEach(pair(key, value), k, Path(), fn); });
            return;
        }
        b.pop();
        const std::string name = k; // `k` lives in a node that b.reset() reuses
        const Path root;
        const Path path(root, name.c_str());
        for (std::size_t i = 0; b.peek().type != yamltree::Event::SequenceEnd; ++i) {
            b.reset();
            const yamltree::Node item = b.build();
            guard([&] {
                const Path ip(path, i);
                if (!item.IsMap())
                    throw Error(Tr::tr("Expected a mapping."), loc(item.Mark()), ip.text());
                fn(item, ip);
            });
        }
        b.pop();
    }

    /// The `fabric:` value as a yaml-cpp node, for fabric::parseFabricSpec: parsed from its
    /// own lines (earlier lines left blank, so marks stay those of the file) when `key` is
    /// known and the value holds no alias; else from the whole text.
    YAML::Node fabricNode(const yamltree::Mark &key, const yamltree::Mark &end)
    {
        if (!key.is_null() && !end.is_null()) {
            const yamltree::ByteMark k = yamltree::toBytes(m_text, key);
            const yamltree::ByteMark e = yamltree::toBytes(m_text, end);
            if (e.offset >= k.offset) {
                std::string part(std::size_t(k.line), '\n');
                part.append(std::size_t(k.column), ' ');
                part.append(m_text, std::size_t(k.offset), std::size_t(e.offset - k.offset));
                try {
                    const YAML::Node root = YAML::Load(part);
                    if (root.IsMap() && root.size() == 1 && root["fabric"])
                        return root["fabric"];
                } catch (const YAML::Exception &) {
                }
            }
        }
        const YAML::Node root = YAML::Load(m_text);
        return root["fabric"];
    }

    void fabricSpec(const YAML::Node &f)
    {
        // Checked here, where the marks still point into the file, and kept in the
        // generator's canonical form (every key, fixed order).
        m_d.fabricSpecYaml = fabric::emitFabricSpec(fabric::parseFabricSpec(f, m_file));
    }

    void checkVersion(const yamltree::Node &root)
    {
        if (!root["railyard"])
            throw Error(Tr::tr("The `railyard:` format version key is missing; is this a Railyard "
                               "design file?"),
                        loc(root.Mark()), QStringLiteral("railyard"));
        const int version = integer(root, "railyard", Path(), 0);
        if (version < 1 || version > kFormatVersion)
            throw Error(Tr::tr("Format version %1 is not supported (this Railyard reads 1 to %2).")
                            .arg(version)
                            .arg(kFormatVersion),
                        loc(root["railyard"].Mark()), QStringLiteral("railyard"));
    }

    void buildPortIndex() { m_portIndex = true; }

    /// A device type's port names and their ids' offsets from a device's first port id, as
    /// Design::addDeviceWithPorts numbers them (portsFromType); null for an unknown type.
    const std::unordered_map<std::string, Id> *typePorts(Id typeId)
    {
        const DeviceType *type = m_d.deviceTypes.find(typeId);
        if (!type)
            return nullptr;
        auto it = m_typePorts.find(typeId);
        if (it == m_typePorts.end()) {
            std::unordered_map<std::string, Id> offsets;
            for (const Port &p : portsFromType(*type, 0, 1))
                offsets.emplace(p.name.toStdString(), p.id - 1);
            it = m_typePorts.emplace(typeId, std::move(offsets)).first;
        }
        return &it->second;
    }

    /// Hands the warnings to the caller: the top-level unknown keys first, as run() finds them.
    void flush()
    {
        if (!m_out)
            return;
        m_out->insert(m_out->end(), m_rootWarnings.begin(), m_rootWarnings.end());
        m_out->insert(m_out->end(), m_warnings.begin(), m_warnings.end());
        m_rootWarnings.clear();
        m_warnings.clear();
    }

    void unknownKey(Diagnostics &to, const yamltree::Node &key, const Path &path,
                    const std::string &k)
    {
        to.push_back({Diagnostic::Severity::Warning,
                      Tr::tr("Unknown key ignored."),
                      loc(key.Mark()),
                      join(path, k.c_str()),
                      {}});
    }

    /// The old reader's order over a whole root.
    void run(const yamltree::Node &root)
    {
        if (!root.IsMap())
            throw Error(Tr::tr("A design file must be a YAML mapping with a `railyard:` key."),
                        loc(root.Mark()));
        expectKeys(root, Path(),
                   {"railyard", "name", "description", "fabric", "device_types", "sites", "racks",
                    "supernodes", "planes", "devices", "cables", "breakouts", "prefixes",
                    "ip_addresses"},
                   &m_rootWarnings);
        checkVersion(root);
        m_d.name = named("design", root, "name", Path(), str(root, "name", Path()));
        m_d.description =
            named("design", root, "description", Path(), str(root, "description", Path()));
        if (root["fabric"])
            fabricSpec(fabricNode(yamltree::Mark{}, yamltree::Mark{}));
        forEach(root, "device_types", Path(),
                [&](const yamltree::Node &n, const Path &path) { deviceType(n, path); });
        forEach(root, "sites", Path(),
                [&](const yamltree::Node &n, const Path &path) { site(n, path); });
        forEach(root, "racks", Path(),
                [&](const yamltree::Node &n, const Path &path) { rack(n, path, 0); });
        forEach(root, "supernodes", Path(),
                [&](const yamltree::Node &n, const Path &path) { supernode(n, path); });
        forEach(root, "planes", Path(),
                [&](const yamltree::Node &n, const Path &path) { plane(n, path); });
        forEach(root, "devices", Path(),
                [&](const yamltree::Node &n, const Path &path) { device(n, path); });
        buildPortIndex();
        forEach(root, "cables", Path(),
                [&](const yamltree::Node &n, const Path &path) { cable(n, path); });
        forEach(root, "breakouts", Path(),
                [&](const yamltree::Node &n, const Path &path) { breakout(n, path); });
        forEach(root, "prefixes", Path(),
                [&](const yamltree::Node &n, const Path &path) { prefix(n, path); });
        forEach(root, "ip_addresses", Path(),
                [&](const yamltree::Node &n, const Path &path) { ip(n, path); });
    }

private:
    /// Where an object of the design was defined: its list item's mark and field path.
    struct Where
    {
        Id id;
        yamltree::Mark mark;
        QString path;
    };
    /// By ObjectKind, sorted by id once read (sortWhere()).
    std::array<std::vector<Where>, std::size_t(ObjectKind::IpAddress) + 1> m_where;
    bool m_recordWhere = false;

    void at(ObjectKind kind, Id id, const yamltree::Node &n, const Path &path)
    {
        if (m_recordWhere)
            m_where[std::size_t(kind)].push_back({id, n.Mark(), path.text()});
    }
    const Where *where(ObjectRef ref) const
    {
        const std::size_t k = std::size_t(ref.kind);
        if (k >= m_where.size())
            return nullptr;
        const std::vector<Where> &v = m_where[k];
        const auto it = std::lower_bound(v.begin(), v.end(), ref.id,
                                         [](const Where &a, Id id) { return a.id < id; });
        return it != v.end() && it->id == ref.id ? &*it : nullptr;
    }

    /// 1-based line and column as yaml-cpp counts them (bytes; lines end at '\n').
    SourceLocation loc(const yamltree::Mark &m) const
    {
        if (m.is_null())
            return SourceLocation{m_file};
        const yamltree::ByteMark b = yamltree::toBytes(m_text, m);
        return SourceLocation{m_file, b.line + 1, b.column + 1};
    }
    /// The text of `path`.`key`, for a message.
    static QString join(const Path &path, const char *key) { return Path(path, key).text(); }

    template<typename Fn>
    void forEach(const yamltree::Node &map, const char *key, const Path &path, Fn fn)
    {
        const yamltree::Node seq = map[key];
        if (!seq || seq.IsNull())
            return;
        const Path p(path, key);
        if (!seq.IsSequence())
            throw Error(Tr::tr("Expected a list."), loc(seq.Mark()), p.text());
        for (std::size_t i = 0; i < seq.size(); ++i) {
            const yamltree::Node item = seq[i];
            const Path ip(p, i);
            if (!item.IsMap())
                throw Error(Tr::tr("Expected a mapping."), loc(item.Mark()), ip.text());
            fn(item, ip);
        }
    }

    void expectKeys(const yamltree::Node &map, const Path &path,
                    std::initializer_list<const char *> known, Diagnostics *to = nullptr)
    {
        for (std::size_t i = 0; i < map.size(); ++i) {
            const std::string &k = map.key(i).Scalar();
            const bool ok =
                std::any_of(known.begin(), known.end(), [&](const char *x) { return k == x; });
            if (!ok)
                unknownKey(to ? *to : m_warnings, map.key(i), path, k);
        }
    }

    const yamltree::Node scalar(const yamltree::Node &map, const char *key, const Path &path)
    {
        const yamltree::Node n = map[key];
        if (n && !n.IsNull() && !n.IsScalar())
            throw Error(ry::Tr::tr("Expected a single value, not a list or mapping."),
                        loc(n.Mark()), join(path, key));
        return n;
    }
    QString str(const yamltree::Node &map, const char *key, const Path &path,
                const QString &def = {})
    {
        const yamltree::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        return QString::fromStdString(n.Scalar());
    }
    /// `value` of `key` when it follows its character rule (names::fieldRule(kind, key));
    /// else throws naming the file, line and field.
    QString named(const char *kind, const yamltree::Node &map, const char *key, const Path &path,
                  const QString &value)
    {
        if (!m_checkNames || value.isEmpty())
            return value;
        const QString why = names::check(ruleOf(kind, key), value);
        if (why.isEmpty())
            return value;
        const yamltree::Node n = map[key];
        throw Error(Tr::tr("The %1 \"%2\" is not allowed: %3")
                        .arg(QLatin1String(key), names::printable(value), why),
                    loc(n ? n.Mark() : map.Mark()), join(path, key));
    }
    /// names::fieldRule(kind, key), looked up once per call site (`kind` and `key` are the
    /// literals of a named() call; the cache is keyed by their addresses).
    names::Rule ruleOf(const char *kind, const char *key)
    {
        for (const RuleOf &r : m_rules)
            if (r.kind == kind && r.key == key)
                return r.rule;
        const names::Rule rule = names::fieldRule(QLatin1StringView(kind), QLatin1StringView(key));
        m_rules.push_back({kind, key, rule});
        return rule;
    }
    QString required(const yamltree::Node &map, const char *key, const Path &path)
    {
        const yamltree::Node n = scalar(map, key, path);
        if (!n || n.IsNull() || n.Scalar().empty())
            throw Error(Tr::tr("This key is required."), loc(map.Mark()), join(path, key));
        return QString::fromStdString(n.Scalar());
    }
    double real(const yamltree::Node &map, const char *key, const Path &path, double def = 0)
    {
        const yamltree::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        if (const std::optional<double> v = plainNumber<double>(n.Scalar()))
            return *v;
        bool ok = false;
        const double v = QString::fromStdString(n.Scalar()).toDouble(&ok);
        if (!ok || !std::isfinite(v))
            throw Error(
                Tr::tr("Expected a number, found \"%1\".").arg(QString::fromStdString(n.Scalar())),
                loc(n.Mark()), join(path, key));
        return v;
    }
    long long integer(const yamltree::Node &map, const char *key, const Path &path,
                      long long def = 0)
    {
        const yamltree::Node n = scalar(map, key, path);
        if (!n || n.IsNull())
            return def;
        if (const std::optional<long long> v = plainNumber<long long>(n.Scalar()))
            return *v;
        bool ok = false;
        const long long v = QString::fromStdString(n.Scalar()).toLongLong(&ok);
        if (!ok)
            throw Error(Tr::tr("Expected a whole number, found \"%1\".")
                            .arg(QString::fromStdString(n.Scalar())),
                        loc(n.Mark()), join(path, key));
        return v;
    }
    bool boolean(const yamltree::Node &map, const char *key, const Path &path, bool def)
    {
        const yamltree::Node n = scalar(map, key, path);
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
    E enumValue(const yamltree::Node &map, const char *key, const Path &path, E def,
                std::optional<E> (*parse)(const QString &), const char *allowed)
    {
        const yamltree::Node n = scalar(map, key, path);
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
    Id ref(const QHash<QString, Id> &index, const yamltree::Node &map, const char *key,
           const Path &path, const QString &what)
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
    /// Makes `name` refer to `id`. A name defined twice keeps its first object: the
    /// Validator's unique-name rule reports the second, at its line (locate()).
    static void addNamed(QHash<QString, Id> &index, const QString &name, Id id)
    {
        if (!index.contains(name))
            index.insert(name, id);
    }
    void deviceType(const yamltree::Node &n, const Path &path)
    {
        expectKeys(
            n, path,
            {"slug",       "manufacturer", "model",           "part_number",     "u_height",
             "full_depth", "weight_kg",    "airflow",         "power_typical_w", "power_max_w",
             "gpu_model",  "gpu_count",    "gpu_fp64_tflops", "gpu_bf16_tflops", "nvlink_gbps",
             "cpu_model",  "cpu_count",    "cpu_fp64_tflops", "radix",           "port_speed_gbps",
             "comments",   "extra",        "module_bays",     "drive_bays",      "ports"});
        DeviceType t;
        t.slug = named("device_type", n, "slug", path, required(n, "slug", path));
        t.manufacturer =
            named("device_type", n, "manufacturer", path, required(n, "manufacturer", path));
        t.model = named("device_type", n, "model", path, required(n, "model", path));
        t.partNumber = named("device_type", n, "part_number", path, str(n, "part_number", path));
        t.uHeight = real(n, "u_height", path, 1); // multiples of 0.5 U: the Validator's rule
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
        t.cpuModel = named("device_type", n, "cpu_model", path, str(n, "cpu_model", path));
        const long long cpus = integer(n, "cpu_count", path);
        if (cpus < 0 || cpus > 1024)
            throw Error(Tr::tr("Expected a CPU socket count from 0 to 1024, found %1.").arg(cpus),
                        loc(n["cpu_count"].Mark()), join(path, "cpu_count"));
        t.cpuCount = int(cpus);
        t.cpuFp64Tflops = real(n, "cpu_fp64_tflops", path);
        if (t.cpuFp64Tflops < 0)
            throw Error(Tr::tr("Expected a figure of 0 or more, found %1.").arg(t.cpuFp64Tflops),
                        loc(n["cpu_fp64_tflops"].Mark()), join(path, "cpu_fp64_tflops"));
        t.radix = int(integer(n, "radix", path));
        t.portSpeedGbps = real(n, "port_speed_gbps", path);
        t.comments = named("device_type", n, "comments", path, str(n, "comments", path));
        t.extraYaml = str(n, "extra", path);
        if (const yamltree::Node bays = n["module_bays"]) {
            if (!bays.IsSequence())
                throw Error(Tr::tr("Expected a list."), loc(bays.Mark()),
                            join(path, "module_bays"));
            for (std::size_t i = 0; i < bays.size(); ++i)
                t.moduleBays << QString::fromStdString(bays[i].Scalar());
        }
        forEach(n, "drive_bays", path, [&](const yamltree::Node &b, const Path &bp) {
            expectKeys(b, bp, {"name", "pci_address", "description"});
            DriveBayTemplate bay;
            bay.name = named("drive_bay", b, "name", bp, required(b, "name", bp));
            bay.pciAddress = named("drive_bay", b, "pci_address", bp, str(b, "pci_address", bp));
            bay.description = named("drive_bay", b, "description", bp, str(b, "description", bp));
            t.driveBays.push_back(std::move(bay));
        });
        // Files written before drive bays were in the model kept them in `extra`
        // (`{nvme-bays: [...]}`): they become the type's drive bays. A list that cannot be
        // read stays in `extra`, where the udev NVMe export reports it.
        adoptLegacyNvmeBays(t);
        forEach(n, "ports", path, [&](const yamltree::Node &p, const Path &pp) {
            expectKeys(p, pp,
                       {"name", "kind", "type", "speed_gbps", "mgmt_only", "spare", "positions",
                        "rear_port", "rear_position", "maximum_draw_w", "allocated_draw_w",
                        "power_port", "feed_leg", "rdma_device", "description"});
            PortTemplate pt;
            pt.name = named("port", p, "name", pp, required(p, "name", pp));
            pt.kind = enumValue(
                p, "kind", pp, PortKind::Interface, &portKindFromString,
                "interface, front-port, rear-port, console-port, console-server-port, power-port, "
                "power-outlet");
            pt.type = named("port", p, "type", pp, str(p, "type", pp));
            pt.speedGbps = real(p, "speed_gbps", pp);
            pt.mgmtOnly = boolean(p, "mgmt_only", pp, false);
            pt.spare = boolean(p, "spare", pp, false);
            pt.positions = int(integer(p, "positions", pp, 1));
            pt.rearPort = str(p, "rear_port", pp);
            pt.rearPosition = int(integer(p, "rear_position", pp, 1));
            pt.maximumDrawW = real(p, "maximum_draw_w", pp);
            pt.allocatedDrawW = real(p, "allocated_draw_w", pp);
            pt.powerPort = str(p, "power_port", pp);
            pt.feedLeg = str(p, "feed_leg", pp);
            pt.rdmaDevice = named("port", p, "rdma_device", pp, str(p, "rdma_device", pp));
            pt.description = named("port", p, "description", pp, str(p, "description", pp));
            t.ports.push_back(std::move(pt));
        });
        const Id id = m_d.deviceTypes.add(std::move(t));
        addNamed(m_types, m_d.deviceTypes.find(id)->slug, id);
        at(ObjectKind::DeviceType, id, n, path);
    }

    void site(const yamltree::Node &n, const Path &path)
    {
        expectKeys(n, path, {"name", "description", "rooms"});
        Site s;
        s.name = named("site", n, "name", path, required(n, "name", path));
        s.description = named("site", n, "description", path, str(n, "description", path));
        const Id siteId = m_d.sites.add(s);
        addNamed(m_sites, s.name, siteId);
        at(ObjectKind::Site, siteId, n, path);
        forEach(n, "rooms", path, [&](const yamltree::Node &rn, const Path &rp) {
            expectKeys(rn, rp, {"name", "rows"});
            Room room;
            room.siteId = siteId;
            room.name = named("room", rn, "name", rp, required(rn, "name", rp));
            const Id roomId = m_d.rooms.add(room);
            at(ObjectKind::Room, roomId, rn, rp);
            forEach(rn, "rows", rp, [&](const yamltree::Node &wn, const Path &wp) {
                expectKeys(wn, wp, {"name", "index", "racks"});
                Row row;
                row.roomId = roomId;
                row.name = named("row", wn, "name", wp, required(wn, "name", wp));
                row.index = int(integer(wn, "index", wp));
                const Id rowId = m_d.rows.add(row);
                at(ObjectKind::Row, rowId, wn, wp);
                forEach(wn, "racks", wp,
                        [&](const yamltree::Node &kn, const Path &kp) { rack(kn, kp, rowId); });
            });
        });
    }

    void rack(const yamltree::Node &n, const Path &path, Id rowId)
    {
        expectKeys(n, path,
                   {"name", "position", "u_height", "width_m", "depth_m", "power_budget_w",
                    "cooling_w", "role"});
        Rack r;
        r.rowId = rowId;
        r.name = named("rack", n, "name", path, required(n, "name", path));
        r.position = int(integer(n, "position", path));
        r.uHeight = int(std::clamp<long long>(integer(n, "u_height", path, 42), -1, 1000));
        r.widthM = real(n, "width_m", path, 0.6);
        r.depthM = real(n, "depth_m", path, 1.2);
        r.powerBudgetW = real(n, "power_budget_w", path);
        r.coolingW = real(n, "cooling_w", path);
        r.role = named("rack", n, "role", path, str(n, "role", path));
        const Id id = m_d.racks.add(r);
        addNamed(m_racks, r.name, id);
        at(ObjectKind::Rack, id, n, path);
    }

    void supernode(const yamltree::Node &n, const Path &path)
    {
        expectKeys(n, path, {"name", "kind", "scale_up_gbps_per_gpu"});
        Supernode s;
        s.name = named("supernode", n, "name", path, required(n, "name", path));
        s.kind = named("supernode", n, "kind", path, str(n, "kind", path));
        s.scaleUpGBpsPerGpu = real(n, "scale_up_gbps_per_gpu", path);
        const Id id = m_d.supernodes.add(s);
        addNamed(m_supernodes, s.name, id);
        at(ObjectKind::Supernode, id, n, path);
    }

    void plane(const yamltree::Node &n, const Path &path)
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
        addNamed(m_planes, p.name, id);
        at(ObjectKind::Plane, id, n, path);
        forEach(n, "rails", path, [&](const yamltree::Node &rn, const Path &rp) {
            expectKeys(rn, rp, {"index", "name"});
            Rail r;
            r.planeId = id;
            r.index = int(integer(rn, "index", rp, -1));
            if (r.index < 0)
                throw Error(Tr::tr("A rail needs a non-negative index."), loc(rn.Mark()),
                            join(rp, "index"));
            r.name = named("rail", rn, "name", rp, str(rn, "name", rp));
            at(ObjectKind::Rail, m_d.rails.add(r), rn, rp);
        });
    }

    void device(const yamltree::Node &n, const Path &path)
    {
        expectKeys(n, path,
                   {"name", "role", "type", "rack", "position", "face", "status", "serial",
                    "asset_tag", "node_guid", "system_image_guid", "chassis_mac", "supernode", "su",
                    "comments", "ports", "absent_ports"});
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
        d.nodeGuid = named("device", n, "node_guid", path, str(n, "node_guid", path));
        d.systemImageGuid =
            named("device", n, "system_image_guid", path, str(n, "system_image_guid", path));
        d.chassisMac = named("device", n, "chassis_mac", path, str(n, "chassis_mac", path));
        d.supernodeId = ref(m_supernodes, n, "supernode", path, Tr::tr("supernode"));
        d.su = int(integer(n, "su", path, -1));
        d.comments = named("device", n, "comments", path, str(n, "comments", path));
        const Id firstPort = m_d.ports.nextId();
        const Id id = m_d.addDeviceWithPorts(d);
        // A name defined twice keeps its first device (the Validator reports the second).
        m_devices.try_emplace(d.name.toStdString(), id);
        at(ObjectKind::Device, id, n, path);
        DevicePorts &dp = m_devicePorts[id];
        dp.first = firstPort;
        dp.offsets = typePorts(d.deviceTypeId);

        // This device's ports by name: the type's (by offset from the first), then the others.
        std::unordered_map<std::string, Id> others;
        const auto portNamed = [&](const std::string &raw) -> Id {
            const std::string &name = normal(raw);
            if (dp.offsets) {
                const auto it = dp.offsets->find(name);
                if (it != dp.offsets->end())
                    return dp.first + it->second;
            }
            const auto it = others.find(name);
            return it == others.end() ? 0 : it->second;
        };
        // Ports not in the type first, so that front ports can map to them. Each entry names
        // one port; a name listed twice gets a port of its own, which the Validator's rule
        // (port names unique within a device) then reports at the second entry.
        std::vector<Id> entryPort;
        std::unordered_set<Id> listed;
        forEach(n, "ports", path, [&](const yamltree::Node &pn, const Path &pp) {
            const QString name = named("port", pn, "name", pp, required(pn, "name", pp));
            const std::string &raw = pn["name"].Scalar();
            Id pid = portNamed(raw);
            if (!pid || !listed.insert(pid).second) {
                const bool known = pid != 0;
                Port p = known ? *m_d.ports.find(pid) : Port{}; // a second entry: a copy
                p.id = 0;
                p.deviceId = id;
                p.name = name;
                pid = m_d.ports.add(p);
                listed.insert(pid);
                if (!known) {
                    others.emplace(normal(raw), pid);
                    m_otherPorts.emplace(PortKey{id, normal(raw)}, pid);
                }
            }
            entryPort.push_back(pid);
            at(ObjectKind::Port, pid, pn, pp);
        });
        std::size_t entry = 0;
        forEach(n, "ports", path, [&](const yamltree::Node &pn, const Path &pp) {
            expectKeys(pn, pp,
                       {"name", "kind", "type", "speed_gbps", "mgmt_only", "positions", "rear_port",
                        "rear_position", "rail", "plane", "pci_address", "mac", "if_name",
                        "rdma_device", "guid", "power_port", "feed_leg", "available_power_w",
                        "description"});
            Port &p = *m_d.ports.find(entryPort[entry++]);
            p.kind = enumValue(
                pn, "kind", pp, p.kind, &portKindFromString,
                "interface, front-port, rear-port, console-port, console-server-port, power-port, "
                "power-outlet");
            p.type = named("port", pn, "type", pp, str(pn, "type", pp, p.type));
            p.speedGbps = real(pn, "speed_gbps", pp, p.speedGbps);
            p.mgmtOnly = boolean(pn, "mgmt_only", pp, p.mgmtOnly);
            p.positions = int(integer(pn, "positions", pp, p.positions));
            if (pn["rear_port"]) {
                const QString rear = str(pn, "rear_port", pp);
                p.rearPortId = rear.isEmpty() ? 0 : portNamed(pn["rear_port"].Scalar());
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
            p.rdmaDevice = named("port", pn, "rdma_device", pp, str(pn, "rdma_device", pp));
            p.guid = named("port", pn, "guid", pp, str(pn, "guid", pp));
            if (pn["power_port"]) {
                const QString inlet = str(pn, "power_port", pp);
                p.powerPortId = inlet.isEmpty() ? 0 : portNamed(pn["power_port"].Scalar());
                if (!inlet.isEmpty() && !p.powerPortId)
                    throw Error(Tr::tr("No port named \"%1\" on this device.").arg(inlet),
                                loc(pn["power_port"].Mark()), join(pp, "power_port"));
            }
            p.feedLeg = str(pn, "feed_leg", pp, p.feedLeg);
            p.availablePowerW = real(pn, "available_power_w", pp, p.availablePowerW);
            p.description =
                named("port", pn, "description", pp, str(pn, "description", pp, p.description));
        });
        if (const yamltree::Node absent = n["absent_ports"]) {
            if (!absent.IsSequence())
                throw Error(Tr::tr("Expected a list."), loc(absent.Mark()),
                            join(path, "absent_ports"));
            for (std::size_t i = 0; i < absent.size(); ++i) {
                const yamltree::Node a = absent[i];
                const QString name = QString::fromStdString(a.Scalar());
                const Id pid = portNamed(a.Scalar());
                if (!pid)
                    throw Error(Tr::tr("No port named \"%1\" on this device.").arg(name),
                                loc(a.Mark()), join(path, "absent_ports"));
                m_d.ports.removeIf([&](const Port &p) { return p.rearPortId == pid; });
                for (Port &p : m_d.ports)
                    if (p.powerPortId == pid)
                        p.powerPortId = 0; // an outlet stays when its inlet is absent
                m_d.ports.remove(pid);
            }
        }
    }

    Id end(const yamltree::Node &n, const char *which, const Path &path)
    {
        const yamltree::Node e = n[which];
        const auto field = [&] { return join(path, which); };
        if (!e)
            throw Error(Tr::tr("This key is required."), loc(n.Mark()), field());
        if (!e.IsSequence() || e.size() != 2)
            throw Error(Tr::tr("Expected [device, port]."), loc(e.Mark()), field());
        const std::string &dev = e[0].Scalar();
        const std::string &port = e[1].Scalar();
        const Id devId = deviceId(dev);
        if (!devId)
            throw Error(
                Tr::tr("No device named \"%1\" in this design.").arg(QString::fromStdString(dev)),
                loc(e[0].Mark()), field());
        const Id portId = portIdOf(devId, port);
        if (!portId)
            throw Error(Tr::tr("Device \"%1\" has no port \"%2\".")
                            .arg(QString::fromStdString(dev), QString::fromStdString(port)),
                        loc(e[1].Mark()), field());
        return portId; // one cable end per port: the Validator's rule
    }

    /// A cable's length (issue 13 pt 4): `length_m: X` in metres, or NetBox's `length: X` with
    /// `length_unit: m|cm|ft|in` (docs/design-file-format.md); neither = unknown, `0` = 0 m.
    /// Both forms at once, a unit without a length and an unknown unit are errors naming the key.
    template<typename T>
    void cableLength(const yamltree::Node &n, const Path &path, T &c)
    {
        const yamltree::Node metres = scalar(n, "length_m", path);
        const yamltree::Node value = scalar(n, "length", path);
        const yamltree::Node unit = scalar(n, "length_unit", path);
        auto given = [](const yamltree::Node &x) { return x && !x.IsNull(); };
        if (given(metres) && (given(value) || given(unit))) {
            const char *other = given(value) ? "length" : "length_unit";
            throw Error(Tr::tr("Give the length either as length_m or as length with "
                               "length_unit, not both."),
                        loc(n[other].Mark()), join(path, other));
        }
        if (given(unit) && !given(value))
            throw Error(Tr::tr("length_unit is given without a length."), loc(unit.Mark()),
                        join(path, "length_unit"));
        const char *key = given(metres) ? "length_m" : "length";
        if (!given(metres) && !given(value))
            return; // unknown
        c.lengthUnit = LengthUnit::Metre;
        if (given(value)) {
            if (!given(unit))
                throw Error(
                    Tr::tr("length needs a length_unit (one of: %1).").arg(lengthUnitList()),
                    loc(value.Mark()), join(path, "length"));
            const auto u = lengthUnitFromString(QString::fromStdString(unit.Scalar()));
            if (!u)
                throw Error(Tr::tr("Unknown length unit \"%1\"; expected one of: %2.")
                                .arg(QString::fromStdString(unit.Scalar()), lengthUnitList()),
                            loc(unit.Mark()), join(path, "length_unit"));
            c.lengthUnit = *u;
        }
        // A negative length: the Validator's rule.
        c.lengthM = toMetres(real(n, key, path), c.lengthUnit);
    }

    void cable(const yamltree::Node &n, const Path &path)
    {
        expectKeys(n, path,
                   {"label", "a", "b", "medium", "length_m", "length", "length_unit", "colour",
                    "part_number", "status", "breakout_group", "fibres", "polarity"});
        Cable c;
        c.label = named("cable", n, "label", path, str(n, "label", path));
        c.aPortId = end(n, "a", path);
        c.bPortId = end(n, "b", path);
        if (!n["medium"])
            throw Error(Tr::tr("This key is required."), loc(n.Mark()), join(path, "medium"));
        c.medium = enumValue(n, "medium", path, Medium::DAC, &mediumFromString,
                             "dac, acc, aoc, mmf, smf, copper, power");
        cableLength(n, path, c);
        c.colour = named("cable", n, "colour", path, str(n, "colour", path));
        c.partNumber = named("cable", n, "part_number", path, str(n, "part_number", path));
        c.status = enumValue(n, "status", path, CableStatus::Planned, &cableStatusFromString,
                             "planned, installed, verified, faulty");
        // The Validator checks the count against the rear ports; here only what fits an int.
        const long long fibres = integer(n, "fibres", path, 0);
        if (fibres < 0 || fibres > kMaxTrunkFibres)
            throw Error(Tr::tr("A trunk has 0 (not given) to %1 fibres.").arg(kMaxTrunkFibres),
                        loc(n["fibres"].Mark()), join(path, "fibres"));
        c.fibres = int(fibres);
        c.polarity = enumValue(n, "polarity", path, TrunkPolarity::Unspecified,
                               &trunkPolarityFromString, "A, B, C");
        // Files before breakout cables (issue 14 pt 1) grouped separate cables by a free-text
        // `breakout_group`; each group becomes a breakout as the SQLite migration to version 9
        // makes it: labelled by the group, its cage the first cable's A port, one lane per cable
        // in file order, the first cable's medium, length and status.
        const QString group =
            named("cable", n, "breakout_group", path, str(n, "breakout_group", path));
        if (!group.isEmpty()) {
            auto it = m_legacyGroups.find(group);
            if (it == m_legacyGroups.end()) {
                Breakout b;
                b.label = group;
                b.aPortId = c.aPortId;
                b.lanes = 2;
                b.medium = c.medium;
                b.lengthM = c.lengthM;
                b.lengthUnit = c.lengthUnit;
                b.colour = c.colour;
                b.partNumber = c.partNumber;
                b.status = c.status;
                it = m_legacyGroups.insert(group, {m_d.breakouts.add(b), 0});
                at(ObjectKind::Breakout, it->first, n, path);
            }
            Breakout *b = m_d.breakouts.find(it->first);
            c.breakoutId = b->id;
            c.lane = it->second++;
            c.medium = b->medium;
            b->lanes = std::clamp(it->second, 2, 8);
        }
        at(ObjectKind::Cable, m_d.cables.add(c), n, path); // labels used twice: the Validator
    }

    /// A breakout cable and its legs (docs/design-file-format.md "Breakout cables"). A lane
    /// whose leg names no `a` port, and a free lane, use the lane's derived port on the cage's
    /// device (model/breakout.h breakoutLanePortName), made as a port of the device when the
    /// file does not list it.
    void breakout(const yamltree::Node &n, const Path &path)
    {
        expectKeys(n, path,
                   {"label", "a", "lanes", "medium", "length_m", "length", "length_unit", "colour",
                    "part_number", "status", "legs"});
        Breakout b;
        b.label = named("breakout", n, "label", path, str(n, "label", path));
        b.aPortId = end(n, "a", path);
        b.lanes = int(integer(n, "lanes", path, 4));
        if (b.lanes < 2 || b.lanes > 8)
            throw Error(Tr::tr("A breakout has 2 to 8 lanes, not %1.").arg(b.lanes),
                        loc(n["lanes"].Mark()), join(path, "lanes"));
        if (!n["medium"])
            throw Error(Tr::tr("This key is required."), loc(n.Mark()), join(path, "medium"));
        b.medium = enumValue(n, "medium", path, Medium::DAC, &mediumFromString,
                             "dac, acc, aoc, mmf, smf, copper, power");
        cableLength(n, path, b);
        b.colour = named("breakout", n, "colour", path, str(n, "colour", path));
        b.partNumber = named("breakout", n, "part_number", path, str(n, "part_number", path));
        b.status = enumValue(n, "status", path, CableStatus::Planned, &cableStatusFromString,
                             "planned, installed, verified, faulty");
        const Id id = m_d.breakouts.add(b);
        b.id = id; // the legs' breakoutId
        at(ObjectKind::Breakout, id, n, path);
        const Port cage = *m_d.ports.find(b.aPortId);
        // The lane's port: `a` on the cage's device, or the derived one, made when missing.
        const auto lanePort = [&](int lane, const QString &given, const yamltree::Node &l,
                                  const Path &lp) -> Id {
            const QString portName =
                given.isEmpty() ? breakoutLanePortName(cage.name, lane) : given;
            const Id found = portIdOf(cage.deviceId, portName.toStdString());
            if (found || !given.isEmpty()) {
                if (!found)
                    throw Error(Tr::tr("Device \"%1\" has no port \"%2\".")
                                    .arg(m_d.devices.find(cage.deviceId)->name, portName),
                                loc(l["a"].Mark()), join(lp, "a"));
                return found;
            }
            Port p = breakoutLanePortOf(cage, lane, b.lanes);
            p.name = portName;
            const Id pid = m_d.ports.add(p);
            m_otherPorts.emplace(PortKey{cage.deviceId, portName.toStdString()}, pid);
            return pid;
        };
        std::vector<char> used(std::size_t(b.lanes), 0);
        forEach(n, "legs", path, [&](const yamltree::Node &l, const Path &lp) {
            expectKeys(l, lp, {"lane", "a", "b", "label", "status"});
            if (!l["lane"])
                throw Error(Tr::tr("This key is required."), loc(l.Mark()), join(lp, "lane"));
            const int lane = int(integer(l, "lane", lp, -1));
            if (lane < 0 || lane >= b.lanes)
                throw Error(Tr::tr("The breakout has lanes 0 to %1; lane %2 does not exist.")
                                .arg(b.lanes - 1)
                                .arg(lane),
                            loc(l["lane"].Mark()), join(lp, "lane"));
            if (used[std::size_t(lane)])
                throw Error(Tr::tr("Lane %1 has a second leg.").arg(lane), loc(l["lane"].Mark()),
                            join(lp, "lane"));
            used[std::size_t(lane)] = 1;
            const Id a = lanePort(lane, str(l, "a", lp), l, lp); // `a` errors before `b`'s
            Cable c = breakoutLegOf(b, lane, a, end(l, "b", lp));
            if (l["label"])
                c.label = named("cable", l, "label", lp, str(l, "label", lp));
            c.status = enumValue(l, "status", lp, b.status, &cableStatusFromString,
                                 "planned, installed, verified, faulty");
            at(ObjectKind::Cable, m_d.cables.add(c), l, lp);
        });
        for (int lane = 0; lane < b.lanes; ++lane)
            if (!used[std::size_t(lane)])
                lanePort(lane, QString(), n, path); // a free leg's port
    }

    void prefix(const yamltree::Node &n, const Path &path)
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
        addNamed(m_prefixes, p.vrf + QChar(0x1f) + p.prefix, id);
        at(ObjectKind::Prefix, id, n, path);
    }

    void ip(const yamltree::Node &n, const Path &path)
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
            Id devId = 0;
            if (!dev.isEmpty()) {
                devId = deviceId(n["device"].Scalar());
                if (!devId)
                    throw Error(
                        Tr::tr("No %1 named \"%2\" in this design.").arg(Tr::tr("device"), dev),
                        loc(n["device"].Mark()), join(path, "device"));
            }
            a.portId = portIdOf(devId, iface.toStdString());
            if (!a.portId)
                throw Error(Tr::tr("Device \"%1\" has no interface \"%2\".").arg(dev, iface),
                            loc(n["interface"] ? n["interface"].Mark() : n.Mark()),
                            join(path, "interface"));
        }
        a.dnsName = named("ip_address", n, "dns_name", path, str(n, "dns_name", path));
        at(ObjectKind::IpAddress, m_d.ipAddresses.add(a), n, path);
    }

    struct RuleOf
    {
        const char *kind;
        const char *key;
        names::Rule rule;
    };
    std::vector<RuleOf> m_rules;
    QString m_file;
    const std::string &m_text;
    Diagnostics *m_out;
    Diagnostics m_rootWarnings, m_warnings;
    std::optional<Error> m_pending;
    yamltree::Mark m_rootMark;
    yamltree::Data m_pair;
    bool m_portIndex = false;
    bool m_checkNames = true;
    bool m_validUtf8 = true; ///< the events come from libyaml, which refuses malformed UTF-8
    Design m_d;
    QHash<QString, Id> m_types, m_sites, m_racks, m_supernodes, m_planes, m_prefixes;
    /// Devices by name, ports by device and name, cable labels: keyed by the names' UTF-8 bytes
    /// (what QString::fromStdString gives back for the text libyaml passed as valid UTF-8).
    std::unordered_map<std::string, Id> m_devices;
    struct PortKey
    {
        Id device;
        std::string name;
        bool operator==(const PortKey &o) const { return device == o.device && name == o.name; }
    };
    struct PortKeyHash
    {
        std::size_t operator()(const PortKey &k) const
        {
            return std::hash<std::string>()(k.name) ^
                   (std::size_t(k.device) * 0x9E3779B97F4A7C15ULL);
        }
    };
    /// Ports a device has beyond its type's.
    std::unordered_map<PortKey, Id, PortKeyHash> m_otherPorts;
    /// Breakouts made from old files' `breakout_group`: group -> (breakout id, legs so far).
    QHash<QString, std::pair<Id, int>> m_legacyGroups;
    struct DevicePorts
    {
        Id first = 0; ///< the id of the device's first port
        const std::unordered_map<std::string, Id> *offsets = nullptr;
    };
    std::unordered_map<Id, DevicePorts> m_devicePorts;
    std::unordered_map<Id, std::unordered_map<std::string, Id>> m_typePorts;

    /// The id of the device named `name` (raw text of the file), 0 when none.
    Id deviceId(const std::string &name) const
    {
        const auto it = m_devices.find(normal(name));
        return it == m_devices.end() ? 0 : it->second;
    }
    /// The id of port `name` (raw text) of device `device` as the design holds it after every
    /// device was read (absent ports removed), 0 when none.
    Id portIdOf(Id device, const std::string &raw) const
    {
        const std::string &name = normal(raw);
        const auto dp = m_devicePorts.find(device);
        if (dp == m_devicePorts.end())
            return 0;
        if (dp->second.offsets) {
            const auto it = dp->second.offsets->find(name);
            if (it != dp->second.offsets->end()) {
                const Id id = dp->second.first + it->second;
                return m_d.ports.contains(id) ? id : 0;
            }
        }
        const auto it = m_otherPorts.find(PortKey{device, name});
        return it == m_otherPorts.end() || !m_d.ports.contains(it->second) ? 0 : it->second;
    }
    /// `raw` (the text of a scalar) as QString::fromStdString(raw).toStdString() gives it.
    const std::string &normal(const std::string &raw) const
    {
        if (m_validUtf8)
            return raw;
        m_scratch = QString::fromStdString(raw).toStdString();
        return m_scratch;
    }
    mutable std::string m_scratch;
};

/// How readUtf8() read a text: which parse gave the design.
enum class Parse
{
    Streamed,     ///< libyaml's events, one list item at a time (the writer's key order)
    WholeLibyaml, ///< libyaml's events as one tree
    WholeYamlCpp  ///< yaml-cpp's events as one tree (text libyaml refuses)
};

/// The Reader for `utf8` that has read it as `how` (again: ids are given in file order, so a
/// second read gives the same ids), recording where each object is.
std::unique_ptr<Reader> rereadRecording(const std::string &utf8, const QString &fileName,
                                        bool checkNames, Parse how)
{
    auto r = std::make_unique<Reader>(fileName, utf8, nullptr, checkNames);
    r->recordWhere();
    if (how == Parse::Streamed) {
        r->streamed();
    } else if (how == Parse::WholeLibyaml) {
        yamltree::LibyamlSource source(utf8);
        r->whole(source, true);
    } else {
        yamltree::YamlCppSource source(utf8);
        r->whole(source, false);
    }
    r->sortWhere();
    return r;
}

/// The design rules (Validator::validateAll) on `d`, read from `utf8` as `how`: each finding
/// pointed at its line; with Rules::Enforce the first error in file order is thrown, else
/// every finding goes to `warnings` in file order.
void applyRules(const std::string &utf8, const QString &fileName, bool checkNames, Parse how,
                const Design &d, Diagnostics *warnings, Rules rules)
{
    Diagnostics found = Validator(d).validateAll();
    if (found.empty())
        return;
    const std::unique_ptr<Reader> reader = rereadRecording(utf8, fileName, checkNames, how);
    for (Diagnostic &f : found) {
        reader->locate(f, d);
        // The line and path say where; the object's name says which (a port of a type is
        // pointed at its device): "f.yaml:40:5: devices[3]: gpu1:eth0: Another port ...".
        if (!f.object.isEmpty())
            f.message = names::printable(f.object) + QStringLiteral(": ") + f.message;
    }
    const auto before = [](const Diagnostic &a, const Diagnostic &b) {
        return std::pair(a.location.line, a.location.column) <
               std::pair(b.location.line, b.location.column);
    };
    std::stable_sort(found.begin(), found.end(), before);
    if (rules == Rules::Enforce) {
        const auto error = std::find_if(found.begin(), found.end(), [](const Diagnostic &f) {
            return f.severity == Diagnostic::Severity::Error;
        });
        if (error != found.end())
            throw Error(error->message, error->location, error->field);
    }
    if (warnings)
        warnings->insert(warnings->end(), found.begin(), found.end());
}

/// read() on UTF-8 text.
Design readUtf8(const std::string &utf8, const QString &fileName, Diagnostics *warnings,
                std::vector<NameChange> *sanitized, Rules rules)
{
    const bool checkNames = !sanitized;
    Design d;
    Parse how = Parse::Streamed;
    try {
        // Two scans of the whole text come first: the nesting limit (an error before any other)
        // and whether libyaml breaks lines as yaml-cpp does (else yaml-cpp's events are used).
        // On a large file they run on a thread of their own while libyaml parses and the
        // design is built (that parse has its own depth guard, yamltree::TreeBuilder); their
        // verdict is taken before anything that was read is used or any other error is told.
        // Half a second of the 100,000-GPU file's read.
        const auto scans = [&] {
            checkYamlLimits(utf8, fileName);
            return yamltree::libyamlReadsAsYamlCpp(utf8);
        };
        std::future<bool> scanning;
        bool sameLines = true;
        const std::size_t warned = warnings ? warnings->size() : 0;
        if (utf8.size() > kReadAheadBytes)
            scanning = std::async(std::launch::async, scans);
        else
            sameLines = scans();
        const auto scanned = [&] {
            if (scanning.valid())
                sameLines = scanning.get(); // rethrows the nesting limit's error
            return sameLines;
        };
        try {
            try {
                if (!sameLines)
                    throw yamltree::SyntaxError{"lines that yaml-cpp breaks otherwise", {}};
                try {
                    d = Reader(fileName, utf8, warnings, checkNames).streamed();
                } catch (const Reader::NeedWhole &) {
                    if (!scanned())
                        throw yamltree::SyntaxError{"lines that yaml-cpp breaks otherwise", {}};
                    yamltree::LibyamlSource source(utf8);
                    how = Parse::WholeLibyaml;
                    d = Reader(fileName, utf8, warnings, checkNames).whole(source, true);
                }
            } catch (...) {
                if (!scanned()) // libyaml's lines are not yaml-cpp's: the error may be misplaced
                    throw yamltree::SyntaxError{"lines that yaml-cpp breaks otherwise", {}};
                throw;
            }
            if (!scanned()) {
                if (warnings) // what the streamed read found is found again below
                    warnings->erase(warnings->begin() + std::ptrdiff_t(warned), warnings->end());
                throw yamltree::SyntaxError{"lines that yaml-cpp breaks otherwise", {}};
            }
        } catch (const yamltree::SyntaxError &) {
            // libyaml refuses the text: yaml-cpp, the reader of earlier versions, says why (its
            // message and mark); where it reads the text after all, its events are used.
            d = Design();
            yamltree::checkWithYamlCpp(utf8);
            yamltree::YamlCppSource source(utf8);
            how = Parse::WholeYamlCpp;
            d = Reader(fileName, utf8, warnings, checkNames).whole(source, false);
        }
        if (sanitized)
            *sanitized = Validator::sanitizeNames(d);
        applyRules(utf8, fileName, checkNames, how, d, warnings, rules);
    } catch (const YAML::Exception &e) {
        throw yamlError(e, fileName);
    }
    return d;
}

/// Whether `b` is UTF-8 that QString::fromUtf8 keeps as it is: well-formed (RFC 3629: no
/// overlong forms, surrogates or code points above U+10FFFF), no byte order mark.
bool isPlainUtf8(const std::string &b)
{
    const auto *p = reinterpret_cast<const unsigned char *>(b.data());
    const std::size_t n = b.size();
    if (n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF)
        return false;
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = 0;
        unsigned lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF)
            len = 2;
        else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            if (c == 0xE0)
                lo = 0xA0;
            else if (c == 0xED)
                hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            if (c == 0xF0)
                lo = 0x90;
            else if (c == 0xF4)
                hi = 0x8F;
        } else
            return false;
        if (i + std::size_t(len) > n || p[i + 1] < lo || p[i + 1] > hi)
            return false;
        for (int k = 2; k < len; ++k)
            if ((p[i + std::size_t(k)] & 0xC0) != 0x80)
                return false;
        i += std::size_t(len);
    }
    return true;
}

} // namespace

QString write(const Design &design)
{
    return QString::fromStdString(Writer(design).run());
}

Design read(const QString &text, const QString &fileName, Diagnostics *warnings,
            std::vector<NameChange> *sanitized, Rules rules)
{
    return readUtf8(text.toStdString(), fileName, warnings, sanitized, rules);
}

Design readFile(const QString &path, Diagnostics *warnings, std::vector<NameChange> *sanitized,
                Rules rules)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read the file: %1").arg(f.errorString()), SourceLocation{path});
    // Read as bytes, not through a QString (three copies of a 63 MB file otherwise).
    std::string bytes;
    const qint64 size = f.size();
    if (size > 0 && !f.isSequential()) {
        bytes.resize(std::size_t(size));
        const qint64 got = f.read(bytes.data(), size);
        bytes.resize(std::size_t(std::max<qint64>(got, 0)));
    }
    const QByteArray rest = f.readAll();
    bytes.append(rest.constData(), std::size_t(rest.size()));
    if (bytes.find('\0') != std::string::npos)
        throw Error(Tr::tr("This is a binary file, not a YAML design file."), SourceLocation{path});
    if (!isPlainUtf8(bytes)) // what read(QString) is given: malformed sequences become U+FFFD
        bytes = QString::fromUtf8(bytes.data(), qsizetype(bytes.size())).toStdString();
    return readUtf8(bytes, path, warnings, sanitized, rules);
}

void writeFile(const Design &design, const QString &path)
{
    const std::string text = Writer(design).run();
    const QByteArray bytes = QByteArray::fromRawData(text.data(), qsizetype(text.size()));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !writeFully(f, bytes) || !f.commit())
        throwWriteError(f, path);
}

} // namespace ry::designyaml
