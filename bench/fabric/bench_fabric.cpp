// bench_fabric: the 100,000-GPU design (12,500 eight-GPU nodes, rail-optimized, three tiers)
// generated and analysed, with wall time and peak memory (getrusage ru_maxrss) after each step.
// Aims (printed, not asserted): generate < 10 s and < 1.5 GB, bisection < 2 s on 2 cores.
//
// The nodes have 8 x XDR 800G NICs on Quantum-X800 Q3400 switches (radix 144, FAB-23): radix-64
// QM9700 cannot reach 100,000 endpoints in three tiers (k^3/4 = 65,536, docs/references/fabric.md
// §5), which generate() reports as an error.

#include "fabric/analysis.h"
#include "fabric/bom.h"
#include "fabric/checks.h"
#include "fabric/generator.h"

#include <QElapsedTimer>
#include <QFile>

#include <sys/resource.h>

#include <cstdio>
#include <map>

using namespace ry;
using namespace ry::fabric;

namespace {

double peakMiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0; // Linux: kilobytes
}

double currentMiB()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toDouble() * 4096 / (1024.0 * 1024.0) : 0;
}

void step(const char *what, QElapsedTimer &t)
{
    std::printf("%-34s %9.3f s   peak %8.1f MiB   now %8.1f MiB\n", what,
                double(t.nsecsElapsed()) / 1e9, peakMiB(), currentMiB());
    std::fflush(stdout);
    t.restart();
}

PortTemplate port(const QString &name, const QString &type, double gbps, bool mgmt = false)
{
    PortTemplate p;
    p.name = name;
    p.type = type;
    p.speedGbps = gbps;
    p.mgmtOnly = mgmt;
    return p;
}

std::vector<DeviceType> types()
{
    DeviceType node;
    node.slug = QStringLiteral("xdr-node");
    node.model = QStringLiteral("8-GPU XDR node");
    node.uHeight = 10;
    node.powerMaxW = 14300;
    node.powerTypicalW = 12000;
    node.gpuCount = 8;
    node.gpuFp64Tflops = 37;
    for (int i = 0; i < 8; ++i)
        node.ports.push_back(
            port(QStringLiteral("ib%1").arg(i), QStringLiteral("infiniband-xdr"), 800));
    node.ports.push_back(port(QStringLiteral("bmc"), QStringLiteral("1000base-t"), 1, true));

    DeviceType sw;
    sw.slug = QStringLiteral("q3400");
    sw.model = QStringLiteral("Q3400-RA");
    sw.uHeight = 4;
    sw.powerMaxW = 7000;
    sw.radix = 144;
    sw.portSpeedGbps = 800;
    for (int i = 0; i < 144; ++i)
        sw.ports.push_back(port(QStringLiteral("sw%1p%2").arg(i / 2 + 1).arg(i % 2 + 1),
                                QStringLiteral("infiniband-xdr"), 800));
    sw.ports.push_back(port(QStringLiteral("mgmt0"), QStringLiteral("1000base-t"), 1, true));
    return {node, sw};
}

} // namespace

int main()
{
    FabricSpec spec;
    spec.name = QStringLiteral("100k-gpu");
    NodeGroup g;
    g.name = QStringLiteral("gpu");
    g.nodeType = QStringLiteral("xdr-node");
    g.count = 12500;
    spec.groups.push_back(g);
    ComputePlaneSpec p;
    p.technology = Technology::InfinibandXdr;
    p.leafType = QStringLiteral("q3400");
    p.tiers = 3;
    p.twinPortSwitches = true;
    spec.computePlanes.push_back(p);
    spec.placement.racksPerRow = 24;
    spec.placement.networkRacksPerRow = 4;
    spec.placement.powerBudgetKw = 60;

    std::printf("bench_fabric: 12,500 nodes x 8 GPUs = 100,000 GPUs, XDR 800G, Q3400 radix 144\n");
    std::printf("%-34s %9.3f s   peak %8.1f MiB   now %8.1f MiB\n", "start", 0.0, peakMiB(),
                currentMiB());
    QElapsedTimer t;
    t.start();
    const std::vector<DeviceType> ty = types();
    GenerateReport rep;
    Design d = generate(spec, ty, &rep);
    step("generate (aim < 10 s, < 1.5 GB)", t);

    const PlaneSummary &s = rep.planes.at(0);
    std::printf("  tiers %d, SU %d x %d nodes, leaves %d, spines %d, cores %d\n", s.tiers, s.sus,
                s.nodesPerSu, s.leaves, s.spines, s.cores);
    std::printf("  devices %zu, ports %zu, cables %zu (node-leaf %d, leaf-spine %d, spine-core "
                "%d), racks %zu\n",
                d.devices.size(), d.ports.size(), d.cables.size(), s.nodeLeafCables,
                s.leafSpineCables, s.spineCoreCables, d.racks.size());

    const Diagnostics diags = checkDesignInvariants(d);
    step("checkDesignInvariants", t);
    std::printf("  findings: %zu\n", diags.size());

    const Bom bom = computeBom(d, bomOptionsFor(spec, d));
    step("computeBom", t);
    std::map<QString, long long> media;
    for (const BomLine &l : bom.lines)
        if (l.category == QLatin1String("cable"))
            media[l.item] += l.count;
    for (const auto &[m, n] : media)
        std::printf("  cables %-6s %lld\n", qPrintable(m), n);
    std::printf("  transceivers %lld, total power %.1f MW max\n",
                bom.count(QStringLiteral("transceiver")), bom.totalMaxW / 1e6);

    const FabricGraph graph = FabricGraph::build(d, {d.planeByName(QStringLiteral("compute"))->id});
    step("FabricGraph::build", t);
    std::printf("  vertices %zu, edges %zu\n", graph.vertexCount(), graph.edgeCount());

    const BisectionResult b = bisectionBandwidth(graph);
    step("bisection (aim < 2 s)", t);
    std::printf("  bisection %.1f Tb/s one direction (%d vs %d nodes; non-blocking = %.1f)\n",
                b.gbps / 1000, b.nodesA, b.nodesB, double(b.nodesA) * 8 * 800 / 1000);

    const auto tiers = oversubscriptionByTier(graph);
    step("oversubscriptionByTier", t);
    for (const TierStats &ts : tiers)
        std::printf("  tier %d: %d switches, down:up %.3f\n", ts.tier, ts.switches, ts.ratio);

    const HopHistogram h = hopCountDistribution(graph, 16);
    step("hopCountDistribution (16 sources)", t);
    for (const auto &[hops, n] : h.pairsBySwitchHops)
        std::printf("  %d switch hops: %lld pairs\n", hops, n);

    const SinglePoints sp = singlePointsOfFailure(graph);
    step("singlePointsOfFailure", t);
    std::printf("  single-point switches %zu, cables %zu\n", sp.devices.size(), sp.cables.size());
    return 0;
}
