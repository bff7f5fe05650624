#include "fabricspec.h"
#include "util/yamlguard.h"

#include "model/names.h"
#include "util/enumnames.h"
#include "util/error.h"

#include <yaml-cpp/yaml.h>

#include <array>
#include <charconv>
#include <cmath>
#include <functional>
#include <utility>

namespace ry::fabric {

namespace {

constexpr NameTable<Topology, 5> kTopology{{
    {Topology::RailOptimizedFatTree, "rail-optimized-fat-tree"},
    {Topology::FatTree, "fat-tree"},
    {Topology::RailOnly, "rail-only"},
    {Topology::Nvl72, "nvl72"},
    {Topology::CloudMatrix, "cloudmatrix"},
}};
constexpr NameTable<Technology, 4> kTechnology{{
    {Technology::InfinibandNdr, "infiniband-ndr"},
    {Technology::InfinibandXdr, "infiniband-xdr"},
    {Technology::Roce400g, "roce-400g"},
    {Technology::Roce800g, "roce-800g"},
}};
constexpr NameTable<NetworkRackPosition, 2> kRackPos{{
    {NetworkRackPosition::End, "end"},
    {NetworkRackPosition::Middle, "middle"},
}};

} // namespace

QString toString(Topology t)
{
    return nameIn(kTopology, t);
}
QString toString(Technology t)
{
    return nameIn(kTechnology, t);
}
QString toString(NetworkRackPosition p)
{
    return nameIn(kRackPos, p);
}
std::optional<Topology> topologyFromString(const QString &s)
{
    return valueIn(kTopology, s);
}
std::optional<Technology> technologyFromString(const QString &s)
{
    return valueIn(kTechnology, s);
}
std::optional<NetworkRackPosition> networkRackPositionFromString(const QString &s)
{
    return valueIn(kRackPos, s);
}

double defaultPortSpeedGbps(Technology t)
{
    switch (t) {
    case Technology::InfinibandNdr:
    case Technology::Roce400g:
        return 400;
    case Technology::InfinibandXdr:
    case Technology::Roce800g:
        return 800;
    }
    return 0;
}

bool isInfiniband(Technology t)
{
    return t == Technology::InfinibandNdr || t == Technology::InfinibandXdr;
}

bool isSupernodeTopology(Topology t)
{
    return t == Topology::Nvl72 || t == Topology::CloudMatrix;
}

QString rdmaDeviceForRail(const QStringList &rdmaDevices, int rail)
{
    if (rail < 0 || rdmaDevices.isEmpty())
        return {};
    if (rdmaDevices.size() == 1 && rdmaDevices.front().contains(QLatin1String("{rail}"))) {
        QString v = rdmaDevices.front();
        return v.replace(QLatin1String("{rail}"), QString::number(rail));
    }
    return rail < rdmaDevices.size() ? rdmaDevices[rail] : QString();
}

QString Ratio::toString() const
{
    return QString::number(down) + QLatin1Char(':') + QString::number(up);
}

std::optional<Ratio> Ratio::fromString(const QString &s)
{
    const QStringList parts = s.trimmed().split(QLatin1Char(':'));
    if (parts.size() != 2)
        return std::nullopt;
    bool ok1 = false, ok2 = false;
    Ratio r{parts[0].trimmed().toInt(&ok1), parts[1].trimmed().toInt(&ok2)};
    if (!ok1 || !ok2 || r.down <= 0 || r.up <= 0)
        return std::nullopt;
    return r;
}

std::vector<double> defaultCableLengths()
{
    return {0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 15, 20, 25, 30, 40, 50, 70, 100};
}

std::vector<MediumRule> defaultMediumRules()
{
    // 1 Gb/s and 10 Gb/s links on twisted pair are chosen by port type (copper) in cabling.cpp.
    return {
        MediumRule{100, 5, 0, Medium::MMF, 100, 2000}, // 100G DAC to 5 m, SR4 100 m on OM4
        MediumRule{200, 3, 0, Medium::MMF, 100, 2000},
        MediumRule{400, 3, 5, Medium::MMF, 50, 2000},
        MediumRule{800, 2, 5, Medium::MMF, 50, 2000},
    };
}

FabricSpec::FabricSpec()
{
    storage.name = QStringLiteral("storage");
    storage.technology = QStringLiteral("roce-400g");
    storage.speedGbps = 400;
    inband.name = QStringLiteral("inband");
    inband.technology = QStringLiteral("ethernet-100g");
    inband.speedGbps = 100;
    oob.name = QStringLiteral("oob");
    oob.technology = QStringLiteral("ethernet-1g");
    oob.speedGbps = 1;
    cabling.lengthsM = defaultCableLengths();
    cabling.media = defaultMediumRules();
}

// ---------------------------------------------------------------------------------------------
// Parsing

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// Reads one YAML map, remembering which keys were consumed so that unknown keys are errors.
class MapReader
{
public:
    MapReader(const YAML::Node &node, QString path, const QString &file)
        : m_node(node), m_path(std::move(path)), m_file(file)
    {
        if (!node.IsMap())
            fail(node, m_path, Tr::tr("expected a map of keys"));
    }

    [[noreturn]] void fail(const YAML::Node &at, const QString &field, const QString &msg) const
    {
        const YAML::Mark m = at.Mark();
        SourceLocation loc{m_file, m.is_null() ? 0 : m.line + 1, m.is_null() ? 0 : m.column + 1};
        throw Error(msg, loc, field);
    }

    QString field(const char *key) const
    {
        return m_path.isEmpty() ? QString::fromLatin1(key)
                                : m_path + QLatin1Char('.') + QString::fromLatin1(key);
    }
    const QString &path() const { return m_path; }
    const QString &file() const { return m_file; }

    /// The child node for `key`, or an undefined node when absent.
    YAML::Node get(const char *key)
    {
        m_known.push_back(key);
        return m_node[key];
    }

    YAML::Node required(const char *key)
    {
        YAML::Node n = get(key);
        if (!n.IsDefined() || n.IsNull())
            fail(m_node, field(key), ry::Tr::tr("missing required key"));
        return n;
    }

    QString scalar(const YAML::Node &n, const char *key) const
    {
        if (!n.IsScalar())
            fail(n, field(key), Tr::tr("expected a single value"));
        return qs(n.Scalar());
    }

    void str(const char *key, QString &out)
    {
        YAML::Node n = get(key);
        if (n.IsDefined() && !n.IsNull())
            out = scalar(n, key);
    }

    void integer(const char *key, int &out, int min = 0, int max = 100000000)
    {
        YAML::Node n = get(key);
        if (!n.IsDefined() || n.IsNull())
            return;
        bool ok = false;
        const int v = scalar(n, key).toInt(&ok);
        if (!ok)
            fail(n, field(key), Tr::tr("expected a whole number, got \"%1\"").arg(qs(n.Scalar())));
        if (v < min || v > max)
            fail(n, field(key), Tr::tr("%1 is out of range %2..%3").arg(v).arg(min).arg(max));
        out = v;
    }

    void number(const char *key, double &out, double min = 0, double max = 1e12)
    {
        YAML::Node n = get(key);
        if (!n.IsDefined() || n.IsNull())
            return;
        out = toNumber(n, field(key), min, max);
    }

    double toNumber(const YAML::Node &n, const QString &f, double min, double max) const
    {
        if (!n.IsScalar())
            fail(n, f, Tr::tr("expected a number"));
        bool ok = false;
        const double v = qs(n.Scalar()).toDouble(&ok);
        if (!ok || !std::isfinite(v))
            fail(n, f, Tr::tr("expected a number, got \"%1\"").arg(qs(n.Scalar())));
        if (v < min || v > max)
            fail(n, f, Tr::tr("%1 is out of range %2..%3").arg(v).arg(min).arg(max));
        return v;
    }

    void boolean(const char *key, bool &out)
    {
        YAML::Node n = get(key);
        if (!n.IsDefined() || n.IsNull())
            return;
        const QString s = scalar(n, key);
        if (s == QLatin1String("true"))
            out = true;
        else if (s == QLatin1String("false"))
            out = false;
        else
            fail(n, field(key), Tr::tr("expected true or false, got \"%1\"").arg(s));
    }

    template<typename E, std::size_t N>
    void enumeration(const char *key, E &out, const NameTable<E, N> &table)
    {
        YAML::Node n = get(key);
        if (!n.IsDefined() || n.IsNull())
            return;
        const QString s = scalar(n, key);
        auto v = valueIn(table, s);
        if (!v)
            fail(n, field(key),
                 Tr::tr("unknown value \"%1\"; expected one of: %2").arg(s, choicesIn(table)));
        out = *v;
    }

    void ratio(const YAML::Node &n, const QString &f, Ratio &out) const
    {
        if (!n.IsScalar())
            fail(n, f, Tr::tr("expected a ratio such as \"2:1\""));
        auto r = Ratio::fromString(qs(n.Scalar()));
        if (!r)
            fail(n, f, Tr::tr("expected a ratio such as \"2:1\", got \"%1\"").arg(qs(n.Scalar())));
        out = *r;
    }

    /// Each element of a sequence `key`, with its path "key[i]".
    void sequence(const char *key,
                  const std::function<void(const YAML::Node &, const QString &)> &fn)
    {
        YAML::Node n = get(key);
        if (!n.IsDefined() || n.IsNull())
            return;
        if (!n.IsSequence())
            fail(n, field(key), Tr::tr("expected a list"));
        for (std::size_t i = 0; i < n.size(); ++i)
            fn(n[i], field(key) + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'));
    }

    /// Fails on the first key that was never asked for.
    void finish() const
    {
        for (auto it = m_node.begin(); it != m_node.end(); ++it) {
            const std::string k = it->first.as<std::string>();
            bool known = false;
            for (const char *c : m_known)
                known = known || k == c;
            if (!known)
                fail(it->first, m_path.isEmpty() ? qs(k) : m_path + QLatin1Char('.') + qs(k),
                     Tr::tr("unknown key"));
        }
    }

private:
    YAML::Node m_node;
    QString m_path;
    QString m_file;
    std::vector<const char *> m_known;
};

void readSelector(MapReader &r, const char *key, PortSelector &out)
{
    YAML::Node n = r.get(key);
    if (!n.IsDefined() || n.IsNull())
        return;
    MapReader s(n, r.field(key), r.file());
    s.str("type", out.type);
    s.str("prefix", out.prefix);
    s.finish();
}

void readRatio(MapReader &r, const char *key, Ratio &out)
{
    YAML::Node n = r.get(key);
    if (n.IsDefined() && !n.IsNull())
        r.ratio(n, r.field(key), out);
}

NodeGroup readGroup(const YAML::Node &n, const QString &path, const QString &file)
{
    MapReader r(n, path, file);
    NodeGroup g;
    g.name = r.scalar(r.required("name"), "name");
    g.nodeType = r.scalar(r.required("node-type"), "node-type");
    // Nodes (`count`) or GPUs (`gpus`, rounded up to whole nodes by the generator): one of them.
    const YAML::Node countNode = r.get("count");
    const YAML::Node gpusNode = r.get("gpus");
    const bool hasCount = countNode.IsDefined() && !countNode.IsNull();
    const bool hasGpus = gpusNode.IsDefined() && !gpusNode.IsNull();
    if (hasCount && hasGpus)
        r.fail(gpusNode, r.field("gpus"),
               Tr::tr("give either count (nodes) or gpus (GPUs or NPUs, rounded up to whole "
                      "nodes), not both"));
    if (!hasCount && !hasGpus)
        r.fail(n, r.field("count"), Tr::tr("missing required key: count (nodes) or gpus"));
    r.integer("count", g.count, 1);
    r.integer("gpus", g.gpus, 1);
    r.integer("gpus-per-node", g.gpusPerNode, 0, 1024);
    r.integer("cpus-per-node", g.cpusPerNode, 0, 1024);
    r.number("cpu-fp64-tflops", g.cpuFp64Tflops, 0, 1000);
    r.str("cpu-model", g.cpuModel);
    r.integer("nics-per-node", g.nicsPerNode, 0, 1024);
    r.str("plane", g.plane);
    r.str("name-prefix", g.namePrefix);
    r.finish();
    return g;
}

ComputePlaneSpec readComputePlane(const YAML::Node &n, const QString &path, const QString &file)
{
    MapReader r(n, path, file);
    ComputePlaneSpec p;
    r.str("name", p.name);
    r.enumeration("technology", p.technology, kTechnology);
    r.number("port-speed-gbps", p.portSpeedGbps, 0, 1e6);
    r.enumeration("topology", p.topology, kTopology);
    r.enumeration("scale-out", p.scaleOut, kTopology);
    if (isSupernodeTopology(p.scaleOut))
        r.fail(r.get("scale-out"), r.field("scale-out"),
               Tr::tr("a scale-out topology cannot itself be a supernode topology"));
    r.str("leaf-type", p.leafType);
    r.str("spine-type", p.spineType);
    r.str("core-type", p.coreType);
    r.integer("radix", p.radix, 0, 100000);
    r.integer("nodes-per-su", p.nodesPerSu, 0, 100000);
    {
        YAML::Node t = r.get("tiers");
        if (t.IsDefined() && !t.IsNull()) {
            const QString s = r.scalar(t, "tiers");
            if (s == QLatin1String("auto")) {
                p.tiers = 0;
            } else {
                bool ok = false;
                p.tiers = s.toInt(&ok);
                if (!ok || p.tiers < 1 || p.tiers > 3)
                    r.fail(t, r.field("tiers"),
                           Tr::tr("expected auto, 1, 2 or 3, got \"%1\"").arg(s));
            }
        }
    }
    r.boolean("rail-spine-groups", p.railSpineGroups);
    {
        YAML::Node t = r.get("spine-sizing");
        if (t.IsDefined() && !t.IsNull()) {
            const QString s = r.scalar(t, "spine-sizing");
            if (s == QLatin1String("even") || s == QLatin1String("minimum"))
                p.minimumSpines = s == QLatin1String("minimum");
            else
                r.fail(t, r.field("spine-sizing"),
                       Tr::tr("expected even or minimum, got \"%1\"").arg(s));
        }
    }
    r.sequence("oversubscription", [&](const YAML::Node &e, const QString &f) {
        Ratio x;
        r.ratio(e, f, x);
        p.oversubscription.push_back(x);
    });
    r.boolean("twin-port-nodes", p.twinPortNodes);
    r.boolean("twin-port-switches", p.twinPortSwitches);
    r.integer("reserved-leaf-ports", p.reservedLeafPorts, 0, 100000);
    r.integer("reserved-node-slots", p.reservedNodeSlots, 0, 100000);
    r.str("manager-type", p.managerType);
    r.integer("managers", p.managers, 0, 1000);
    r.integer("manager-links", p.managerLinks, 0, 100000);
    r.integer("target-nodes", p.targetNodes, 0, 100000000);
    readSelector(r, "node-ports", p.nodePorts);
    if (YAML::Node t = r.get("rdma-devices"); t.IsDefined() && !t.IsNull()) {
        auto add = [&](const YAML::Node &e, const QString &f) {
            if (!e.IsScalar())
                r.fail(e, f, Tr::tr("expected an RDMA device name such as mlx5_0"));
            const QString v = qs(e.Scalar()).trimmed();
            QString probe = v;
            probe.replace(QLatin1String("{rail}"), QLatin1String("0"));
            if (!names::looksLikeRdmaDevice(probe))
                r.fail(e, f,
                       Tr::tr("\"%1\" is not an RDMA device name (such as mlx5_0) or a pattern "
                              "such as mlx5_{rail}")
                           .arg(v));
            p.rdmaDevices.append(v);
        };
        if (t.IsScalar()) {
            add(t, r.field("rdma-devices"));
        } else if (t.IsSequence()) {
            for (std::size_t i = 0; i < t.size(); ++i)
                add(t[i], r.field("rdma-devices") + QStringLiteral("[%1]").arg(i));
        } else {
            r.fail(t, r.field("rdma-devices"),
                   Tr::tr("expected a list of RDMA device names, one per rail"));
        }
        if (p.rdmaDevices.size() > 1)
            for (const QString &v : std::as_const(p.rdmaDevices))
                if (v.contains(QLatin1String("{rail}")))
                    r.fail(t, r.field("rdma-devices"),
                           Tr::tr("a pattern with {rail} must be the list's only entry"));
    }
    r.finish();
    return p;
}

void readAux(MapReader &parent, const char *key, AuxPlaneSpec &p)
{
    YAML::Node n = parent.get(key);
    if (!n.IsDefined() || n.IsNull())
        return;
    MapReader r(n, parent.field(key), parent.file());
    p.enabled = true; // a section that is present is on unless it says `enabled: false`
    r.boolean("enabled", p.enabled);
    r.str("name", p.name);
    r.str("technology", p.technology);
    r.number("speed-gbps", p.speedGbps, 0, 1e6);
    r.number("uplink-speed-gbps", p.uplinkSpeedGbps, 0, 1e6);
    r.str("leaf-type", p.leafType);
    r.str("spine-type", p.spineType);
    r.integer("ports-per-node", p.portsPerNode, 0, 1024);
    readSelector(r, "node-ports", p.nodePorts);
    readRatio(r, "oversubscription", p.oversubscription);
    r.finish();
}

void readSupernode(MapReader &parent, SupernodeSpec &s)
{
    YAML::Node n = parent.get("supernode");
    if (!n.IsDefined() || n.IsNull())
        return;
    MapReader r(n, parent.field("supernode"), parent.file());
    r.integer("compute-trays-per-rack", s.computeTraysPerRack, 1, 1000);
    r.integer("switch-trays-per-rack", s.switchTraysPerRack, 0, 1000);
    r.str("switch-tray-type", s.switchTrayType);
    r.number("scale-up-gbytes-per-gpu", s.scaleUpGBpsPerGpu, 0, 1e9);
    r.integer("chips-per-unit", s.chipsPerUnit, 1, 1000000);
    r.integer("racks-per-unit", s.racksPerUnit, 1, 10000);
    r.integer("network-racks-per-unit", s.networkRacksPerUnit, 0, 10000);
    r.str("ub-switch-type", s.ubSwitchType);
    r.integer("ub-switches-per-unit", s.ubSwitchesPerUnit, 0, 100000);
    r.integer("ub-sub-planes", s.ubSubPlanes, 1, 1000);
    r.number("ub-speed-gbps", s.ubSpeedGbps, 0, 1e6);
    readSelector(r, "ub-ports", s.ubPorts);
    r.finish();
}

void readPlacement(MapReader &parent, PlacementSpec &p)
{
    YAML::Node n = parent.get("placement");
    if (!n.IsDefined() || n.IsNull())
        return;
    MapReader r(n, parent.field("placement"), parent.file());
    r.str("site", p.site);
    r.str("room", p.room);
    r.integer("racks-per-row", p.racksPerRow, 1, 10000);
    r.integer("rack-units", p.rackUnits, 1, 100);
    r.number("rack-width-m", p.rackWidthM, 0.1, 10);
    r.number("rack-depth-m", p.rackDepthM, 0.1, 10);
    r.number("power-budget-kw", p.powerBudgetKw, 0, 1e6);
    r.number("cooling-kw", p.coolingKw, 0, 1e6);
    r.boolean("budget-typical-power", p.budgetTypicalPower);
    r.integer("nodes-per-rack", p.nodesPerRack, 0, 1000);
    r.integer("reserved-units", p.reservedUnits, 0, 100);
    r.enumeration("network-racks", p.networkRacks, kRackPos);
    r.integer("network-racks-per-row", p.networkRacksPerRow, 0, 10000);
    r.boolean("su-aligned", p.suAligned);
    r.str("pdu-type", p.pduType);
    r.integer("pdus-per-rack", p.pdusPerRack, 0, 16);
    r.boolean("power-cables", p.powerCables);
    r.number("pdu-available-power-kw", p.pduAvailablePowerKw, 0, 1e4);
    r.str("row-name", p.rowName);
    r.str("rack-name", p.rackName);
    r.str("node-name", p.nodeName);
    r.str("switch-name", p.switchName);
    r.str("cable-label", p.cableLabel);
    r.finish();
    if (p.networkRacksPerRow >= p.racksPerRow)
        r.fail(
            n, r.field("network-racks-per-row"),
            Tr::tr("leaves no rack slot for compute racks (%1 slots per row)").arg(p.racksPerRow));
}

void readCabling(MapReader &parent, CablingSpec &c)
{
    YAML::Node n = parent.get("cabling");
    if (!n.IsDefined() || n.IsNull())
        return;
    MapReader r(n, parent.field("cabling"), parent.file());
    r.number("row-pitch-m", c.rowPitchM, 0, 1000);
    r.number("tray-height-m", c.trayHeightM, 0, 100);
    r.number("slack-m", c.slackM, 0, 100);
    if (r.get("lengths-m").IsDefined()) {
        c.lengthsM.clear();
        r.sequence("lengths-m", [&](const YAML::Node &e, const QString &f) {
            const double v = r.toNumber(e, f, 0.01, 100000);
            if (!c.lengthsM.empty() && v <= c.lengthsM.back())
                r.fail(e, f, Tr::tr("lengths must be strictly ascending"));
            c.lengthsM.push_back(v);
        });
    }
    if (r.get("media").IsDefined()) {
        c.media.clear();
        r.sequence("media", [&](const YAML::Node &e, const QString &f) {
            MapReader m(e, f, r.file());
            MediumRule rule;
            m.number("max-speed-gbps", rule.maxSpeedGbps, 0, 1e6);
            m.number("dac-max-m", rule.dacMaxM, 0, 1e6);
            m.number("acc-max-m", rule.accMaxM, 0, 1e6);
            YAML::Node o = m.get("optical");
            if (o.IsDefined() && !o.IsNull()) {
                const QString s = m.scalar(o, "optical");
                if (s == QLatin1String("mmf"))
                    rule.optical = Medium::MMF;
                else if (s == QLatin1String("aoc"))
                    rule.optical = Medium::AOC;
                else
                    m.fail(o, m.field("optical"),
                           Tr::tr("unknown value \"%1\"; expected one of: mmf, aoc").arg(s));
            }
            m.number("optical-max-m", rule.opticalMaxM, 0, 1e6);
            m.number("smf-max-m", rule.smfMaxM, 0, 1e7);
            m.finish();
            if (!c.media.empty() && rule.maxSpeedGbps <= c.media.back().maxSpeedGbps)
                m.fail(e, f, Tr::tr("media rules must be in ascending max-speed-gbps"));
            c.media.push_back(rule);
        });
    }
    r.finish();
}

} // namespace

FabricSpec parseFabricSpec(const YAML::Node &node, const QString &file)
{
    MapReader r(node, QString(), file);
    FabricSpec spec;
    r.str("name", spec.name);
    r.required("groups");
    r.sequence("groups", [&](const YAML::Node &e, const QString &f) {
        spec.groups.push_back(readGroup(e, f, file));
    });
    if (spec.groups.empty())
        r.fail(r.get("groups"), QStringLiteral("groups"),
               Tr::tr("at least one node group is needed"));
    r.required("compute-planes");
    r.sequence("compute-planes", [&](const YAML::Node &e, const QString &f) {
        spec.computePlanes.push_back(readComputePlane(e, f, file));
    });
    if (spec.computePlanes.empty())
        r.fail(r.get("compute-planes"), QStringLiteral("compute-planes"),
               Tr::tr("at least one compute plane is needed"));
    readAux(r, "storage", spec.storage);
    readAux(r, "inband", spec.inband);
    readAux(r, "oob", spec.oob);
    readSupernode(r, spec.supernode);
    readPlacement(r, spec.placement);
    readCabling(r, spec.cabling);
    r.finish();
    return spec;
}

FabricSpec parseFabricSpecText(const QString &yaml, const QString &file)
{
    YAML::Node root;
    try {
        root = loadYaml(yaml.toStdString(), file);
    } catch (const YAML::Exception &e) {
        SourceLocation loc{file, e.mark.is_null() ? 0 : e.mark.line + 1,
                           e.mark.is_null() ? 0 : e.mark.column + 1};
        throw Error(Tr::tr("YAML syntax error: %1").arg(qs(e.msg)), loc);
    }
    return parseFabricSpec(root, file);
}

// ---------------------------------------------------------------------------------------------
// Emitting: hand-written so that the text is canonical (all keys, fixed order, all strings
// double-quoted, shortest round-trip numbers).

namespace {

class Writer
{
public:
    QString text;

    void key(int indent, const char *k)
    {
        text += QString(indent, QLatin1Char(' ')) + QLatin1String(k) + QLatin1String(":\n");
    }
    void str(int indent, const char *k, const QString &v) { line(indent, k, quote(v)); }
    void raw(int indent, const char *k, const QString &v) { line(indent, k, v); }
    void integer(int indent, const char *k, int v) { line(indent, k, QString::number(v)); }
    void number(int indent, const char *k, double v) { line(indent, k, num(v)); }
    void boolean(int indent, const char *k, bool v)
    {
        line(indent, k, v ? QStringLiteral("true") : QStringLiteral("false"));
    }
    /// Starts a list item: "- " at `indent`; the first key of the item follows on that line.
    void item(int indent) { m_pendingDash = indent; }

    static QString num(double v)
    {
        char buf[64];
        auto res = std::to_chars(buf, buf + sizeof buf, v);
        return QString::fromLatin1(buf, int(res.ptr - buf));
    }
    static QString quote(const QString &s)
    {
        QString out = QStringLiteral("\"");
        for (QChar c : s) {
            if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
                out += QLatin1Char('\\') + c;
            else if (c == QLatin1Char('\n'))
                out += QLatin1String("\\n");
            else if (c == QLatin1Char('\t'))
                out += QLatin1String("\\t");
            else if (c.unicode() < 0x20)
                out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                out += c;
        }
        return out + QLatin1Char('"');
    }

private:
    void line(int indent, const char *k, const QString &v)
    {
        prefix(indent);
        text += QLatin1String(k) + QLatin1String(": ") + v + QLatin1Char('\n');
    }
    void prefix(int indent)
    {
        if (m_pendingDash >= 0) {
            text += QString(m_pendingDash, QLatin1Char(' ')) + QLatin1String("- ");
            m_pendingDash = -1;
        } else {
            text += QString(indent, QLatin1Char(' '));
        }
    }
    int m_pendingDash = -1;
};

void writeSelector(Writer &w, int in, const char *key, const PortSelector &s)
{
    w.key(in, key);
    w.str(in + 2, "type", s.type);
    w.str(in + 2, "prefix", s.prefix);
}

void writeAux(Writer &w, const char *key, const AuxPlaneSpec &p)
{
    w.key(0, key);
    w.boolean(2, "enabled", p.enabled);
    w.str(2, "name", p.name);
    w.str(2, "technology", p.technology);
    w.number(2, "speed-gbps", p.speedGbps);
    w.number(2, "uplink-speed-gbps", p.uplinkSpeedGbps);
    w.str(2, "leaf-type", p.leafType);
    w.str(2, "spine-type", p.spineType);
    w.integer(2, "ports-per-node", p.portsPerNode);
    writeSelector(w, 2, "node-ports", p.nodePorts);
    w.str(2, "oversubscription", p.oversubscription.toString());
}

} // namespace

QString emitFabricSpec(const FabricSpec &spec)
{
    Writer w;
    w.str(0, "name", spec.name);
    w.key(0, "groups");
    for (const NodeGroup &g : spec.groups) {
        w.item(2);
        w.str(4, "name", g.name);
        w.str(4, "node-type", g.nodeType);
        // `gpus` replaces `count` when the group was asked for by GPUs (one of the two is set).
        if (g.gpus > 0)
            w.integer(4, "gpus", g.gpus);
        else
            w.integer(4, "count", g.count);
        w.integer(4, "gpus-per-node", g.gpusPerNode);
        w.integer(4, "cpus-per-node", g.cpusPerNode);
        w.number(4, "cpu-fp64-tflops", g.cpuFp64Tflops);
        w.str(4, "cpu-model", g.cpuModel);
        w.integer(4, "nics-per-node", g.nicsPerNode);
        w.str(4, "plane", g.plane);
        w.str(4, "name-prefix", g.namePrefix);
    }
    w.key(0, "compute-planes");
    for (const ComputePlaneSpec &p : spec.computePlanes) {
        w.item(2);
        w.str(4, "name", p.name);
        w.raw(4, "technology", toString(p.technology));
        w.number(4, "port-speed-gbps", p.portSpeedGbps);
        w.raw(4, "topology", toString(p.topology));
        w.raw(4, "scale-out", toString(p.scaleOut));
        w.str(4, "leaf-type", p.leafType);
        w.str(4, "spine-type", p.spineType);
        w.str(4, "core-type", p.coreType);
        w.integer(4, "radix", p.radix);
        w.integer(4, "nodes-per-su", p.nodesPerSu);
        w.raw(4, "tiers", p.tiers == 0 ? QStringLiteral("auto") : QString::number(p.tiers));
        w.boolean(4, "rail-spine-groups", p.railSpineGroups);
        w.raw(4, "spine-sizing",
              p.minimumSpines ? QStringLiteral("minimum") : QStringLiteral("even"));
        if (p.oversubscription.empty()) {
            w.raw(4, "oversubscription", QStringLiteral("[]"));
        } else {
            w.key(4, "oversubscription");
            for (const Ratio &r : p.oversubscription)
                w.text +=
                    QLatin1String("      - ") + Writer::quote(r.toString()) + QLatin1Char('\n');
        }
        w.boolean(4, "twin-port-nodes", p.twinPortNodes);
        w.boolean(4, "twin-port-switches", p.twinPortSwitches);
        w.integer(4, "reserved-leaf-ports", p.reservedLeafPorts);
        w.integer(4, "reserved-node-slots", p.reservedNodeSlots);
        w.str(4, "manager-type", p.managerType);
        w.integer(4, "managers", p.managers);
        w.integer(4, "manager-links", p.managerLinks);
        w.integer(4, "target-nodes", p.targetNodes);
        writeSelector(w, 4, "node-ports", p.nodePorts);
        {
            QStringList l;
            for (const QString &v : p.rdmaDevices)
                l << Writer::quote(v);
            w.raw(4, "rdma-devices",
                  QLatin1Char('[') + l.join(QLatin1String(", ")) + QLatin1Char(']'));
        }
    }
    writeAux(w, "storage", spec.storage);
    writeAux(w, "inband", spec.inband);
    writeAux(w, "oob", spec.oob);

    const SupernodeSpec &s = spec.supernode;
    w.key(0, "supernode");
    w.integer(2, "compute-trays-per-rack", s.computeTraysPerRack);
    w.integer(2, "switch-trays-per-rack", s.switchTraysPerRack);
    w.str(2, "switch-tray-type", s.switchTrayType);
    w.number(2, "scale-up-gbytes-per-gpu", s.scaleUpGBpsPerGpu);
    w.integer(2, "chips-per-unit", s.chipsPerUnit);
    w.integer(2, "racks-per-unit", s.racksPerUnit);
    w.integer(2, "network-racks-per-unit", s.networkRacksPerUnit);
    w.str(2, "ub-switch-type", s.ubSwitchType);
    w.integer(2, "ub-switches-per-unit", s.ubSwitchesPerUnit);
    w.integer(2, "ub-sub-planes", s.ubSubPlanes);
    w.number(2, "ub-speed-gbps", s.ubSpeedGbps);
    writeSelector(w, 2, "ub-ports", s.ubPorts);

    const PlacementSpec &p = spec.placement;
    w.key(0, "placement");
    w.str(2, "site", p.site);
    w.str(2, "room", p.room);
    w.integer(2, "racks-per-row", p.racksPerRow);
    w.integer(2, "rack-units", p.rackUnits);
    w.number(2, "rack-width-m", p.rackWidthM);
    w.number(2, "rack-depth-m", p.rackDepthM);
    w.number(2, "power-budget-kw", p.powerBudgetKw);
    w.number(2, "cooling-kw", p.coolingKw);
    w.boolean(2, "budget-typical-power", p.budgetTypicalPower);
    w.integer(2, "nodes-per-rack", p.nodesPerRack);
    w.integer(2, "reserved-units", p.reservedUnits);
    w.raw(2, "network-racks", toString(p.networkRacks));
    w.integer(2, "network-racks-per-row", p.networkRacksPerRow);
    w.boolean(2, "su-aligned", p.suAligned);
    w.str(2, "pdu-type", p.pduType);
    w.integer(2, "pdus-per-rack", p.pdusPerRack);
    // Written only when set, so that specs without them keep their canonical text.
    if (p.powerCables)
        w.boolean(2, "power-cables", p.powerCables);
    if (p.pduAvailablePowerKw > 0)
        w.number(2, "pdu-available-power-kw", p.pduAvailablePowerKw);
    w.str(2, "row-name", p.rowName);
    w.str(2, "rack-name", p.rackName);
    w.str(2, "node-name", p.nodeName);
    w.str(2, "switch-name", p.switchName);
    w.str(2, "cable-label", p.cableLabel);

    const CablingSpec &c = spec.cabling;
    w.key(0, "cabling");
    w.number(2, "row-pitch-m", c.rowPitchM);
    w.number(2, "tray-height-m", c.trayHeightM);
    w.number(2, "slack-m", c.slackM);
    {
        QStringList l;
        for (double v : c.lengthsM)
            l << Writer::num(v);
        w.raw(2, "lengths-m", QLatin1Char('[') + l.join(QLatin1String(", ")) + QLatin1Char(']'));
    }
    if (c.media.empty()) {
        w.raw(2, "media", QStringLiteral("[]"));
    } else {
        w.key(2, "media");
        for (const MediumRule &m : c.media) {
            w.item(4);
            w.number(6, "max-speed-gbps", m.maxSpeedGbps);
            w.number(6, "dac-max-m", m.dacMaxM);
            w.number(6, "acc-max-m", m.accMaxM);
            w.raw(6, "optical", toString(m.optical));
            w.number(6, "optical-max-m", m.opticalMaxM);
            w.number(6, "smf-max-m", m.smfMaxM);
        }
    }
    return w.text;
}

} // namespace ry::fabric
