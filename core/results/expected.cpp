#include "expected.h"

#include "fabric/theory.h"
#include "util/error.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <limits>
#include <set>

namespace ry::results {

namespace {

QString num(double v)
{
    return QString::number(v, 'g', 6);
}

const QString kSourceNode = QStringLiteral("docs/references/fabric.md §2.2 (FAB-7)");
const QString kSourceRing = QStringLiteral("docs/references/fabric.md §2.1, §2.3");
const QString kSourceSharp = QStringLiteral("docs/references/fabric.md §2.4 (FAB-8 #366, FAB-9)");
const QString kSourceA2a =
    QStringLiteral("docs/references/fabric.md §2.1; docs/references/probe-formats.md §a.6 [D]");

} // namespace

std::optional<NodeBandwidth> nodeBandwidth(const Design &design, Id deviceId)
{
    const Device *dev = design.devices.find(deviceId);
    if (!dev)
        return std::nullopt;
    NodeBandwidth nb;
    nb.deviceId = dev->id;
    nb.name = dev->name;
    nb.su = dev->su;
    if (const DeviceType *t = design.deviceTypes.find(dev->deviceTypeId)) {
        nb.gpus = t->gpuCount;
        nb.nvlinkGBps = t->nvlinkGBps;
    }
    if (nb.nvlinkGBps <= 0 && dev->supernodeId) {
        if (const Supernode *s = design.supernodes.find(dev->supernodeId))
            nb.nvlinkGBps = s->scaleUpGBpsPerGpu;
    }
    // Rails of a rail-optimized plane, and every NIC of a fat-tree or spine-leaf plane.
    const fabric::NodeInjection inj = fabric::nodeInjection(design, deviceId);
    nb.rails = inj.ports;
    nb.railGbps = inj.slowestGbps;
    return nb;
}

QString toString(CeilingBasis basis)
{
    switch (basis) {
    case CeilingBasis::None:
        return QStringLiteral("none");
    case CeilingBasis::NvLink:
        return QStringLiteral("nvlink");
    case CeilingBasis::Network:
        return QStringLiteral("network");
    case CeilingBasis::InNetworkReduction:
        return QStringLiteral("in-network-reduction");
    }
    return {};
}

Expected expectedBusBw(const std::vector<NodeBandwidth> &nodes, const ExpectationInput &input)
{
    Expected e;
    e.nodes = int(nodes.size());
    if (nodes.empty()) {
        e.reason = Tr::tr("The run is not tied to any node of the design.");
        return e;
    }
    // The slowest node bounds a collective: every ring passes through every node.
    const auto slowestInj = std::min_element(nodes.begin(), nodes.end(),
                                             [](const NodeBandwidth &a, const NodeBandwidth &b) {
                                                 return a.injectionGBps() < b.injectionGBps();
                                             });
    const auto slowestNvl = std::min_element(
        nodes.begin(), nodes.end(),
        [](const NodeBandwidth &a, const NodeBandwidth &b) { return a.nvlinkGBps < b.nvlinkGBps; });
    // core/fabric/theory.h (docs/references/fabric.md §2.1): rails x port Gb/s / 8.
    const double inj = fabric::injectionGBps(slowestInj->rails, slowestInj->railGbps);
    const double nvl = slowestNvl->nvlinkGBps;
    e.injectionGBps = inj;
    e.nvlinkGBps = nvl;
    int perNode = 0;
    for (const NodeBandwidth &n : nodes)
        perNode = std::max(perNode, n.gpus);
    e.ranks = input.ranks > 0 ? input.ranks : perNode * e.nodes;
    const int n = e.ranks;

    switch (input.collective) {
    case Collective::Gather:
    case Collective::Scatter:
    case Collective::Hypercube:
    case Collective::Unknown:
        e.reason = Tr::tr("There is no theoretical ceiling for the %1 collective.")
                       .arg(input.collective == Collective::Unknown ? Tr::tr("unknown")
                                                                    : toString(input.collective));
        return e;
    default:
        break;
    }

    if (e.nodes == 1) {
        if (nvl <= 0) {
            e.reason = Tr::tr("The node's device type has no NVLink bandwidth, so a one-node "
                              "run has no ceiling.");
            return e;
        }
        e.basis = CeilingBasis::NvLink;
        e.busbwCeilingGBps = nvl;
        e.formula = Tr::tr("NVLink per GPU L = %1 GB/s").arg(num(nvl));
        e.source = kSourceNode;
        if (input.inNetworkReduction && input.collective == Collective::AllReduce && n > 1) {
            // NVLS inside the node: the switch reduces, every byte crosses the GPU's links
            // once each way (same argument as 2.4, inside the NVLink domain).
            e.basis = CeilingBasis::InNetworkReduction;
            e.busbwCeilingGBps = nvl * *fabric::busBwFactor(fabric::Collective::AllReduce, n);
            e.formula = Tr::tr("L x 2(n-1)/n = %1 x 2 x %2/%3 = %4 GB/s")
                            .arg(num(nvl))
                            .arg(n - 1)
                            .arg(n)
                            .arg(num(e.busbwCeilingGBps));
            e.source = kSourceSharp;
        }
        return e;
    }

    if (inj <= 0) {
        e.reason = Tr::tr("Node %1 has no compute-rail ports with a speed in the design.")
                       .arg(slowestInj->name);
        return e;
    }
    const NodeBandwidth &sn = *slowestInj;
    const QString injText = Tr::tr("I = %1 rails x %2 Gb/s / 8 = %3 GB/s")
                                .arg(sn.rails)
                                .arg(num(sn.railGbps))
                                .arg(num(inj));
    // NVLink bounds the intra-node hops; unknown NVLink (0) does not bound.
    auto capNvl = [&](double v) { return nvl > 0 ? std::min(v, nvl) : v; };
    const QString nvlText =
        nvl > 0 ? Tr::tr("L = %1 GB/s").arg(num(nvl)) : Tr::tr("L unknown (not bounding)");

    switch (input.collective) {
    case Collective::AllToAll:
    case Collective::AllToAllV: {
        const int g = std::max(1, perNode);
        if (n <= g) {
            e.reason =
                Tr::tr("The rank count %1 does not span several nodes of %2 GPUs.").arg(n).arg(g);
            return e;
        }
        e.basis = CeilingBasis::Network;
        e.busbwCeilingGBps = capNvl(inj / g * double(n - 1) / double(n - g));
        e.formula = Tr::tr("%1; %2; min(I/g x (n-1)/(n-g), L) = min(%3/%4 x %5/%6, L) = %7 GB/s")
                        .arg(injText, nvlText)
                        .arg(num(inj))
                        .arg(g)
                        .arg(n - 1)
                        .arg(n - g)
                        .arg(num(e.busbwCeilingGBps));
        e.source = kSourceA2a;
        return e;
    }
    case Collective::SendRecv: {
        const int g = std::max(1, perNode);
        e.basis = CeilingBasis::Network;
        e.busbwCeilingGBps = capNvl(inj / g);
        e.formula = Tr::tr("%1; %2; min(I/g, L) = %3 GB/s")
                        .arg(injText, nvlText)
                        .arg(num(e.busbwCeilingGBps));
        e.source = kSourceA2a;
        return e;
    }
    default:
        break;
    }

    // 2.3: the ring ceiling is the node's rail bandwidth (fabric::ringAllReduceBusBwCeilingGBps),
    // bounded by NVLink for the intra-node hops.
    const double ring =
        capNvl(fabric::ringAllReduceBusBwCeilingGBps(slowestInj->rails, slowestInj->railGbps));
    if (input.inNetworkReduction && input.collective == Collective::AllReduce && n > 1) {
        e.basis = CeilingBasis::InNetworkReduction;
        // 2.4: fabric::sharpAllReduceCeiling = injection x 2(n-1)/n (as nccl-tests reports it).
        e.busbwCeilingGBps =
            ring < inj ? ring * *fabric::busBwFactor(fabric::Collective::AllReduce, n)
                       : fabric::sharpAllReduceCeiling(sn.rails, sn.railGbps, n).reportedBusBwGBps;
        e.formula = Tr::tr("%1; %2; SHARP: min(I, L) x 2(n-1)/n = %3 x 2 x %4/%5 = %6 GB/s")
                        .arg(injText, nvlText)
                        .arg(num(ring))
                        .arg(n - 1)
                        .arg(n)
                        .arg(num(e.busbwCeilingGBps));
        e.source = kSourceSharp;
        return e;
    }
    e.basis = CeilingBasis::Network;
    e.busbwCeilingGBps = ring;
    e.formula = Tr::tr("%1; %2; min(I, L) = %3 GB/s").arg(injText, nvlText).arg(num(ring));
    e.source = kSourceRing;
    return e;
}

std::optional<double> percentOfCeiling(double measuredGBps, const Expected &expected)
{
    if (!expected.valid())
        return std::nullopt;
    return measuredGBps / expected.busbwCeilingGBps * 100.0;
}

bool detectInNetworkReduction(const BenchmarkRun &run)
{
    static const QRegularExpression envOn(
        QStringLiteral("\\bNCCL_(COLLNET|NVLS)_ENABLE\\s*=\\s*1\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression algo(QStringLiteral("\\bNCCL_ALGO\\s*=\\s*\\S*(collnet|nvls)"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression info(
        QStringLiteral(
            "NCCL INFO .*(\\b[1-9]\\d* (collnet|nvls) channels|collnet plugin|\\bSHARP\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    auto says = [&](const QString &s) {
        return envOn.match(s).hasMatch() || algo.match(s).hasMatch();
    };
    for (const QString &env : run.environment)
        if (says(env))
            return true;
    if (says(run.commandLine))
        return true;
    for (const SourceLine &l : run.foreignLines)
        if (says(l.text) || info.match(l.text).hasMatch())
            return true;
    return false;
}

} // namespace ry::results

namespace ry::results {

Expected expectedPerftest(const Design &design, bool bidirectional)
{
    Expected e;
    e.nodes = 2;
    e.ranks = 2;
    std::set<double> speeds;
    for (const Port &p : design.ports) {
        if (p.rail < 0 || p.mgmtOnly)
            continue;
        const Plane *plane = design.planes.find(p.planeId);
        if (plane && plane->kind != PlaneKind::Compute)
            continue;
        const double s = p.speedGbps > 0 ? p.speedGbps : (plane ? plane->speedGbps : 0);
        if (s > 0)
            speeds.insert(s);
    }
    if (speeds.size() != 1) {
        e.reason = speeds.empty()
                       ? Tr::tr("The design has no compute-rail ports with a speed.")
                       : Tr::tr("The design's compute-rail ports have different speeds, and "
                                "perftest output does not say which port was measured.");
        return e;
    }
    const double gbps = *speeds.begin();
    e.basis = CeilingBasis::Network;
    e.injectionGBps = gbps / 8.0;
    e.busbwCeilingGBps = gbps / 8.0 * (bidirectional ? 2 : 1);
    e.formula = bidirectional
                    ? Tr::tr("2 x %1 Gb/s / 8 = %2 GB/s (both directions)")
                          .arg(num(gbps))
                          .arg(num(e.busbwCeilingGBps))
                    : Tr::tr("%1 Gb/s / 8 = %2 GB/s").arg(num(gbps)).arg(num(e.busbwCeilingGBps));
    e.source = QStringLiteral("docs/references/fabric.md §2.1");
    return e;
}

} // namespace ry::results
