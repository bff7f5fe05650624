#include "testplan.h"

#include "model/designutil.h"
#include "results/busbw.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace ry::probe {

namespace {

struct RailPort
{
    const Port *port = nullptr;
    const Cable *cable = nullptr;
    const Device *peer = nullptr; ///< device at the far end (leaf, or another node)
    QString address;              ///< first address on the port, without prefix length
};

struct Node
{
    const Device *device = nullptr;
    QMap<int, RailPort> rails; ///< rail index -> port
};

double bottleneckGBps(const Design &d, const Node &n, int rail)
{
    // Rail port speed (Gb/s) / 8 = GB/s; NDR 400 Gb/s = 50 GB/s (docs/design-notes.md "Reference
    // numbers").
    double gbps = 0;
    for (auto it = n.rails.begin(); it != n.rails.end(); ++it)
        if (rail < 0 || it.key() == rail)
            gbps = rail < 0 ? gbps + it->port->speedGbps : it->port->speedGbps;
    Q_UNUSED(d);
    return gbps > 0 ? gbps / 8.0 : 50.0;
}

} // namespace

QString cableName(const Design &d, const Cable &c)
{
    if (!c.label.isEmpty())
        return c.label;
    auto end = [&](Id portId) {
        const Port *p = d.ports.find(portId);
        const Device *dev = p ? d.devices.find(p->deviceId) : nullptr;
        return (dev ? dev->name : QStringLiteral("?")) + QLatin1Char(':') +
               (p ? p->name : QStringLiteral("?"));
    };
    return end(c.aPortId) + QLatin1Char('-') + end(c.bPortId);
}

double estimateNcclSeconds(const QString &collective, int nranks, const PlanOptions &o,
                           double busbwGBps)
{
    const auto factor =
        results::busBwFactor(results::collectiveFromName(collective), qMax(1, nranks));
    const double f = factor && *factor > 0 ? *factor : 1.0;
    const double bw = busbwGBps > 0 ? busbwGBps * 1e9 : 50e9;
    double total = 0;
    const qint64 step = qMax(2, o.stepFactor);
    for (qint64 s = qMax<qint64>(1, o.minBytes); s <= o.maxBytes; s *= step) {
        const double perOp = 20e-6 + double(s) * f / bw;
        total += perOp * (o.warmupIters + o.iters) * 2; // out-of-place and in-place
        if (s > o.maxBytes / step)
            break;
    }
    return total + o.startupSeconds;
}

double TestPlan::estimatedSeconds() const
{
    double s = 0;
    for (const PlanStep &p : steps)
        s += p.estimatedSeconds;
    return s;
}

QString TestPlan::describe() const
{
    QString out;
    QMap<QString, int> perStage;
    QStringList order;
    for (const PlanStep &p : steps) {
        if (!perStage.contains(p.stage))
            order << p.stage;
        ++perStage[p.stage];
    }
    out += Tr::tr("Nodes (%1): %2").arg(nodes.size()).arg(nodes.join(QStringLiteral(", "))) +
           QLatin1Char('\n');
    for (const QString &s : order)
        out += Tr::tr("  stage %1: %n step(s)", nullptr, perStage[s]).arg(s) + QLatin1Char('\n');
    const int secs = int(std::ceil(estimatedSeconds()));
    out += Tr::tr("Estimated duration: %1 min %2 s (%3 steps, run one after another)")
               .arg(secs / 60)
               .arg(secs % 60)
               .arg(steps.size()) +
           QLatin1Char('\n');
    return out;
}

namespace {

/// One makeTestPlan() run: the nodes and their rails, then one member function per stage.
class PlanBuilder
{
public:
    PlanBuilder(const Design &d, const PlanOptions &o) : d(d), o(o) { plan.options = o; }

    TestPlan run()
    {
        // Port -> cable, port -> first address.
        for (const Cable &c : d.cables) {
            cableOf.insert(c.aPortId, &c);
            cableOf.insert(c.bPortId, &c);
        }
        for (const IpAddress &ip : d.ipAddresses)
            if (ip.portId && !addressOf.contains(ip.portId))
                addressOf.insert(ip.portId, ip.address.section(QLatin1Char('/'), 0, 0));
        collectNodes();
        QSet<int> railSet;
        for (const Node &n : nodes)
            for (auto it = n.rails.begin(); it != n.rails.end(); ++it)
                railSet.insert(it.key());
        rails = railSet.values();
        std::sort(rails.begin(), rails.end());

        if (o.railAllReduce)
            addRailAllReduce();
        if (o.allNodes && nodes.size() >= 2)
            addAllNodes();
        for (int rail : rails)
            addPairwise(rail);
        if (o.tcp)
            addTcp();
        warnUnpinnedRailSteps();
        plan.nodes = QStringList(touched.begin(), touched.end());
        plan.nodes.sort();
        return std::move(plan);
    }

private:
    void add(PlanStep s)
    {
        for (const QString &n : s.nodes)
            touched.insert(n);
        plan.steps.push_back(std::move(s));
    }

    // NCCL_IB_HCA takes RDMA device names (`=mlx5_3` = exactly that device, NCCL env docs);
    // only a port whose persistent name is such a device name can be pinned this way.
    static QList<QPair<QString, QString>> railEnv(const RailPort &rp)
    {
        static const QRegularExpression rdmaName(
            QStringLiteral(R"(^(mlx[45]|bnxt_re|irdma|efa|erdma|hfi1|qedr|rxe)_?\d+$)"));
        QList<QPair<QString, QString>> env;
        if (rdmaName.match(rp.port->ifName).hasMatch())
            env.append({QStringLiteral("NCCL_IB_HCA"), QLatin1Char('=') + rp.port->ifName});
        return env;
    }

    // An NCCL step is confined to its rail only through NCCL_IB_HCA; without it NCCL picks the
    // NIC nearest the GPU it runs on, so the step gives no per-rail verdict (core/results/
    // overlay.h "Scope of a verdict"). Said once, naming the first such step.
    void warnUnpinnedRailSteps()
    {
        int unpinned = 0;
        const PlanStep *first = nullptr;
        for (const PlanStep &s : plan.steps)
            if (s.kind == StepKind::Nccl && s.rail >= 0 && s.environment.isEmpty()) {
                ++unpinned;
                first = first ? first : &s;
            }
        if (!first)
            return;
        Diagnostic diag;
        diag.severity = Diagnostic::Severity::Warning;
        diag.object = first->name;
        diag.message =
            Tr::tr("%n NCCL rail step(s) cannot be confined to their rail: the rail ports are not "
                   "named after their RDMA device (e.g. mlx5_0), so NCCL_IB_HCA cannot be set. "
                   "Their figures give no per-rail verdict; name the ports after their HCAs.",
                   nullptr, unpinned);
        plan.diagnostics.push_back(diag);
    }

    // The GPU nodes in service with their rail ports.
    void collectNodes()
    {
        for (const Device &dev : d.devices) {
            if (!isGpuNode(d, dev) || dev.status == DeviceStatus::Failed ||
                dev.status == DeviceStatus::Decommissioned)
                continue;
            Node n;
            n.device = &dev;
            for (const Port *p : d.portsOf(dev.id)) {
                if (p->rail < 0 && !cableOf.contains(p->id))
                    continue;
                RailPort rp;
                rp.port = p;
                rp.cable = cableOf.value(p->id);
                rp.address = addressOf.value(p->id);
                if (rp.cable) {
                    const Id other =
                        rp.cable->aPortId == p->id ? rp.cable->bPortId : rp.cable->aPortId;
                    if (const Port *op = d.ports.find(other))
                        rp.peer = d.devices.find(op->deviceId);
                }
                if (p->rail >= 0)
                    n.rails.insert(p->rail, rp);
            }
            if (n.rails.isEmpty()) {
                Diagnostic diag;
                diag.severity = Diagnostic::Severity::Warning;
                diag.object = dev.name;
                diag.message = Tr::tr("GPU node %1 has no rail ports; it is only in the all-node "
                                      "step.")
                                   .arg(dev.name);
                plan.diagnostics.push_back(diag);
            }
            nodes.push_back(n);
        }
    }

    // 1. all-reduce per rail across each SU.
    void addRailAllReduce()
    {
        QMap<int, std::vector<const Node *>> bySu;
        for (const Node &n : nodes)
            bySu[n.device->su].push_back(&n);
        for (auto su = bySu.begin(); su != bySu.end(); ++su) {
            for (int rail : rails) {
                PlanStep s;
                s.stage = QStringLiteral("rail-allreduce");
                s.collective = QStringLiteral("all_reduce");
                s.rail = rail;
                for (const Node *n : su.value())
                    if (n->rails.contains(rail)) {
                        s.nodes << n->device->name;
                        if (n->rails[rail].cable)
                            s.path << cableDisplayName(d, *n->rails[rail].cable);
                        if (s.environment.isEmpty())
                            s.environment = railEnv(n->rails[rail]);
                    }
                if (s.nodes.size() < 2)
                    continue;
                s.name = Tr::tr("rail %1, %2: all_reduce over %3 nodes")
                             .arg(rail)
                             .arg(suName(su.key()))
                             .arg(s.nodes.size());
                s.estimatedSeconds =
                    estimateNcclSeconds(s.collective, int(s.nodes.size()), o,
                                        bottleneckGBps(d, *su.value().front(), rail));
                add(s);
            }
        }
    }

    // 2. all-reduce over all nodes.
    void addAllNodes()
    {
        PlanStep s;
        s.stage = QStringLiteral("all-nodes");
        s.collective = QStringLiteral("all_reduce");
        for (const Node &n : nodes)
            s.nodes << n.device->name;
        s.name = Tr::tr("all_reduce over all %1 nodes").arg(s.nodes.size());
        const DeviceType *t = d.deviceTypes.find(nodes.front().device->deviceTypeId);
        const int gpus = t && t->gpuCount > 0 ? t->gpuCount : o.gpusPerNode;
        s.estimatedSeconds = estimateNcclSeconds(s.collective, int(s.nodes.size()) * gpus, o,
                                                 bottleneckGBps(d, nodes.front(), -1) / gpus);
        add(s);
    }

    // 3./4. pairwise send/recv on `rail`: ring of nodes under each leaf, then across leaves.
    void addPairwise(int rail)
    {
        QMap<QString, std::vector<const Node *>> byLeaf;
        for (const Node &n : nodes)
            if (n.rails.contains(rail) && n.rails[rail].peer && !isGpuNode(d, *n.rails[rail].peer))
                byLeaf[n.rails[rail].peer->name].push_back(&n);
        auto pair = [&](const QString &stage, const Node *a, const Node *b) {
            PlanStep s;
            s.stage = stage;
            s.collective = QStringLiteral("sendrecv");
            s.rail = rail;
            s.nodes = {a->device->name, b->device->name};
            for (const Node *n : {a, b})
                if (n->rails[rail].cable)
                    s.path << cableDisplayName(d, *n->rails[rail].cable);
            s.environment = railEnv(a->rails[rail]);
            s.name = Tr::tr("rail %1: sendrecv %2 <-> %3").arg(rail).arg(s.nodes[0], s.nodes[1]);
            s.estimatedSeconds =
                estimateNcclSeconds(s.collective, 2, o, bottleneckGBps(d, *a, rail));
            add(s);
        };
        if (o.pairwiseLeaf) {
            for (const auto &members : byLeaf) {
                const std::size_t m = members.size();
                if (m < 2)
                    continue;
                // A ring puts every node in two pairs, so one bad node or cable shows up as two
                // slow pairs sharing it, and the others clear everything else.
                for (std::size_t i = 0; i < (m == 2 ? 1 : m); ++i)
                    pair(QStringLiteral("pairwise-leaf"), members[i], members[(i + 1) % m]);
            }
        }
        if (o.pairwiseSpine && byLeaf.size() >= 2) {
            const QStringList leaves = byLeaf.keys();
            for (qsizetype li = 0; li < leaves.size(); ++li) {
                const auto &a = byLeaf[leaves[li]];
                const auto &b = byLeaf[leaves[(li + 1) % leaves.size()]];
                if (leaves.size() == 2 && li == 1)
                    break;
                for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
                    pair(QStringLiteral("pairwise-spine"), a[i], b[i]);
            }
        }
    }

    void addTcpStep(const QString &stage, const Node &a, const RailPort &pa, const Node &b,
                    const RailPort &pb, int rail)
    {
        PlanStep s;
        s.stage = stage;
        s.kind = StepKind::Tcp;
        s.rail = rail;
        s.nodes = {a.device->name, b.device->name};
        s.source = pa.address;
        s.destination = pb.address;
        if (pa.cable)
            s.path << cableDisplayName(d, *pa.cable);
        if (pb.cable && pb.cable != pa.cable)
            s.path << cableDisplayName(d, *pb.cable);
        s.name =
            Tr::tr("tcp %1 (%2) -> %3 (%4)").arg(s.nodes[0], s.source, s.nodes[1], s.destination);
        s.estimatedSeconds = o.tcpSeconds + 1;
        add(s);
    }

    // 5. TCP: every direct node-node cable, then rail addresses in a ring per rail.
    void addTcp()
    {
        QSet<const Cable *> direct;
        for (const Node &a : nodes) {
            for (const Port *p : d.portsOf(a.device->id)) {
                const Cable *c = cableOf.value(p->id);
                if (!c || direct.contains(c))
                    continue;
                const Id other = c->aPortId == p->id ? c->bPortId : c->aPortId;
                const Port *op = d.ports.find(other);
                const Device *peer = op ? d.devices.find(op->deviceId) : nullptr;
                if (!peer || !isGpuNode(d, *peer))
                    continue;
                auto bIt = std::find_if(nodes.begin(), nodes.end(),
                                        [&](const Node &n) { return n.device == peer; });
                const QString sa = addressOf.value(p->id), sb = addressOf.value(op->id);
                if (bIt == nodes.end() || sa.isEmpty() || sb.isEmpty())
                    continue;
                direct.insert(c);
                RailPort pa{p, c, peer, sa}, pb{op, c, a.device, sb};
                addTcpStep(QStringLiteral("tcp-link"), a, pa, *bIt, pb, p->rail);
            }
        }
        for (int rail : rails) {
            std::vector<const Node *> members;
            for (const Node &n : nodes)
                if (n.rails.contains(rail) && !n.rails[rail].address.isEmpty() &&
                    !direct.contains(n.rails[rail].cable))
                    members.push_back(&n);
            const std::size_t m = members.size();
            if (m < 2)
                continue;
            for (std::size_t i = 0; i < (m == 2 ? 1 : m); ++i) {
                const Node &a = *members[i], &b = *members[(i + 1) % m];
                addTcpStep(QStringLiteral("tcp-rail"), a, a.rails[rail], b, b.rails[rail], rail);
            }
        }
    }

    const Design &d;
    const PlanOptions &o;
    TestPlan plan;
    QHash<Id, const Cable *> cableOf;
    QHash<Id, QString> addressOf;
    std::vector<Node> nodes;
    QList<int> rails;
    QSet<QString> touched;
};

} // namespace

TestPlan makeTestPlan(const Design &d, const PlanOptions &o)
{
    return PlanBuilder(d, o).run();
}

std::vector<Suspect> localise(const std::vector<PathResult> &results, double threshold)
{
    std::vector<double> values;
    for (const PathResult &r : results)
        if (!r.failed && !r.notMeasured)
            values.push_back(r.value);
    double median = 0;
    if (!values.empty()) {
        std::sort(values.begin(), values.end());
        const std::size_t n = values.size();
        median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }
    QMap<QString, QStringList> slowCables, slowNodes;
    QSet<QString> goodCables, goodNodes;
    for (const PathResult &r : results) {
        if (r.notMeasured)
            continue; // no evidence either way
        const bool slow = r.failed || r.value < threshold * median;
        for (const QString &c : r.path)
            slow ? (void)slowCables[c].append(r.step) : (void)goodCables.insert(c);
        for (const QString &n : r.nodes)
            slow ? (void)slowNodes[n].append(r.step) : (void)goodNodes.insert(n);
    }
    std::vector<Suspect> out;
    for (auto it = slowCables.begin(); it != slowCables.end(); ++it) {
        if (goodCables.contains(it.key()))
            continue;
        Suspect s;
        s.kind = Suspect::Kind::Cable;
        s.name = it.key();
        s.slowSteps = it.value();
        s.reason = Tr::tr("cable %1 is on %n slow path(s) and on no path that measured well",
                          nullptr, int(it.value().size()))
                       .arg(it.key());
        out.push_back(s);
    }
    for (auto it = slowNodes.begin(); it != slowNodes.end(); ++it) {
        if (goodNodes.contains(it.key()))
            continue;
        Suspect s;
        s.kind = Suspect::Kind::Node;
        s.name = it.key();
        s.slowSteps = it.value();
        s.reason = Tr::tr("node %1 is in %n slow pair(s) and in no pair that measured well",
                          nullptr, int(it.value().size()))
                       .arg(it.key());
        out.push_back(s);
    }
    return out;
}

} // namespace ry::probe
