// bench_fabric: two 100,000-accelerator designs generated and saved as `railyard-cli generate`
// does (generate, free switch ports per plane, validate + write the SQLite file), then analysed,
// with wall time, CPU time and peak memory (getrusage ru_maxrss) after each step. Each case runs
// in a child process of its own, so that its peak memory is its own. Aims (printed beside the
// figures, not asserted; docs/design-notes.md "Performance aims", issue 15 "Speed"):
//
//   xdr          12,500 eight-GPU nodes, rail-optimized, three tiers: generate + save < 10 s and
//                < 1.5 GB; bisection < 2 s on 2 cores.
//   cloudmatrix  resources/examples/scale-100k-npu.yaml: `gpus: 100000` rounded up to 261
//                CloudMatrix384-style units (12,528 nodes, 100,224 NPUs, 29,232 UB switches,
//                1.4 million UB cables) with a three-tier RoCE scale-out plane: generate + save
//                < 10 s and < 1.5 GB.
//
//   bench_fabric [xdr|cloudmatrix]...   (no argument: both)
//
// The XDR nodes have 8 x XDR 800G NICs on Quantum-X800 Q3400 switches (radix 144, FAB-23):
// radix-64 QM9700 cannot reach 100,000 endpoints in three tiers (k^3/4 = 65,536,
// docs/references/fabric.md §5), which generate() reports as an error.

#include "fabric/analysis.h"
#include "fabric/bom.h"
#include "fabric/checks.h"
#include "fabric/generator.h"
#include "model/summary.h"
#include "store/document.h"
#include "store/store.h"
#include "usecases/generate.h"
#include "usecases/session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
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

double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double lastCpu = 0;

/// Prints the step's wall and CPU time (on a busy machine the wall time can be far above the
/// CPU time) and returns the wall time in seconds.
double step(const char *what, QElapsedTimer &t)
{
    const double wall = double(t.nsecsElapsed()) / 1e9, cpu = cpuSeconds();
    std::printf("%-36s %8.3f s wall %8.3f s cpu   peak %8.1f MiB   now %8.1f MiB\n", what, wall,
                cpu - lastCpu, peakMiB(), currentMiB());
    std::fflush(stdout);
    lastCpu = cpu;
    t.restart();
    return wall;
}

/// The generate + save total beside its aims.
void totals(double wall, double cpu)
{
    const double peak = peakMiB();
    std::printf("generate + save: %.2f s wall, %.2f s cpu (aim < 10 s: %s); peak %.0f MiB (aim < "
                "1536 MiB: %s)\n",
                wall, cpu, wall < 10 ? "met" : (cpu < 10 ? "met in CPU time" : "MISSED"), peak,
                peak < 1536 ? "met" : "MISSED");
    std::fflush(stdout);
}

/// What `railyard-cli generate` does after generating: free switch ports per plane (printed by
/// generate), then the design validated and written as the whole content of a new SQLite file
/// (app/cli/cli.cpp writeWholeDesign()).
void save(Design design, const QString &path, QElapsedTimer &t)
{
    std::map<QString, long long> free;
    for (const Plane &pl : design.planes)
        for (const auto &[role, n] : freeSwitchPorts(design, pl.id))
            free[role] += n;
    step("free switch ports (every plane)", t);
    store::StagedFile staged(path);
    usecases::StoredReplaceResult written = usecases::replaceStoredDesign(
        store::SqliteStore::create(staged), std::move(design),
        {QStringLiteral("generate"), QStringLiteral("bench_fabric"), false});
    const DesignSummary sum = summarize(written.document->design());
    written.document.reset();
    staged.commit();
    step("save (validate + SQLite file)", t);
    std::printf("  %s: %.0f MiB on disk; %lld cables\n", qPrintable(QFileInfo(path).fileName()),
                double(QFileInfo(path).size()) / (1024.0 * 1024.0), (long long)sum.cables);
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
    node.manufacturer = QStringLiteral("Example"); // the validator refuses a type without one
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
    sw.manufacturer = QStringLiteral("Nvidia");
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

/// The 100,000-GPU XDR case: generate + save, then the analyses of the compute plane.
int runXdr()
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

    std::printf("\n== xdr: 12,500 nodes x 8 GPUs = 100,000 GPUs, XDR 800G, Q3400 radix 144\n");
    std::printf("%-36s %8.3f s wall %8.3f s cpu   peak %8.1f MiB   now %8.1f MiB\n", "start", 0.0,
                0.0, peakMiB(), currentMiB());
    QElapsedTimer t, whole;
    t.start();
    whole.start();
    lastCpu = cpuSeconds();
    const double cpu0 = lastCpu;
    const std::vector<DeviceType> ty = types();
    GenerateReport rep;
    Design gen = generate(spec, ty, &rep);
    step("generate", t);

    const PlaneSummary &s = rep.planes.at(0);
    std::printf("  tiers %d, SU %d x %d nodes, leaves %d, spines %d, cores %d\n", s.tiers, s.sus,
                s.nodesPerSu, s.leaves, s.spines, s.cores);
    std::printf("  devices %zu, ports %zu, cables %zu (node-leaf %d, leaf-spine %d, spine-core "
                "%d), racks %zu\n",
                gen.devices.size(), gen.ports.size(), gen.cables.size(), s.nodeLeafCables,
                s.leafSpineCables, s.spineCoreCables, gen.racks.size());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("xdr.railyard"));
    save(std::move(gen), file, t);
    totals(double(whole.nsecsElapsed()) / 1e9, cpuSeconds() - cpu0);

    // The analyses on the design as `railyard-cli analyse` reads it back.
    auto doc = store::Document::open(file, store::SqliteStore::Access::ReadOnly);
    step("open the saved file", t);
    const Design &d = doc->design();
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

/// The CloudMatrix case: the example file read and generated as `railyard-cli generate` does
/// (its own device types; the bundled library for the rest), saved, and its planes analysed.
int runCloudMatrix()
{
    const QString path =
        QStringLiteral(RAILYARD_SOURCE_DIR "/resources/examples/scale-100k-npu.yaml");
    std::printf("\n== cloudmatrix: %s\n", qPrintable(path));
    QElapsedTimer t, whole;
    t.start();
    whole.start();
    lastCpu = cpuSeconds();
    const double cpu0 = lastCpu;
    usecases::Progress progress;
    usecases::GenerateResult generated =
        usecases::generateDesign(usecases::specFileRequest(path), progress);
    step("read spec + generate", t);
    for (const GroupCount &c : generated.report.groupCounts)
        std::printf("  group %s: %d NPUs asked -> %d nodes x %d = %lld NPUs (units of %d nodes)\n",
                    qPrintable(c.group), c.gpusAsked, c.nodes, c.gpusPerNode, c.gpus(),
                    c.nodesPerStep);
    {
        const Design &d = generated.design;
        std::printf("  devices %zu, ports %zu, cables %zu, racks %zu, supernodes %zu\n",
                    d.devices.size(), d.ports.size(), d.cables.size(), d.racks.size(),
                    d.supernodes.size());
    }
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cloudmatrix.railyard"));
    save(std::move(generated.design), file, t);
    totals(double(whole.nsecsElapsed()) / 1e9, cpuSeconds() - cpu0);

    // What `railyard-cli analyse` does: open the file, every plane on its own.
    auto doc = store::Document::open(file, store::SqliteStore::Access::ReadOnly);
    step("open the saved file", t);
    PlaneAnalysisOptions opt;
    opt.hopSources = 16;
    for (const PlaneAnalysis &a : analysePlanes(doc->design(), opt)) {
        std::printf("  plane %s: %zu devices, %lld cables, %d domains of %lld to %lld GPUs\n",
                    qPrintable(a.plane), a.devices, a.cables, a.domains, a.domainGpusMin,
                    a.domainGpusMax);
    }
    step("analysePlanes (16 hop sources)", t);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // the bundled device-type library is found beside the binary
    std::vector<std::string> cases;
    for (int i = 1; i < argc; ++i)
        cases.emplace_back(argv[i]);
    if (cases.empty())
        cases = {"xdr", "cloudmatrix"};
    int failed = 0;
    for (const std::string &c : cases) {
        if (c != "xdr" && c != "cloudmatrix") {
            std::fprintf(stderr, "bench_fabric: unknown case %s (xdr, cloudmatrix)\n", c.c_str());
            return 2;
        }
        // One child process per case, so that ru_maxrss is the case's own peak.
        std::fflush(stdout);
        const pid_t pid = fork();
        if (pid == 0) {
            try {
                _exit(c == "xdr" ? runXdr() : runCloudMatrix());
            } catch (const Error &e) {
                std::fprintf(stderr, "%s\n", qPrintable(e.describe()));
                _exit(1);
            }
        }
        int status = 0;
        waitpid(pid, &status, 0);
        failed += !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    }
    return failed == 0 ? 0 : 1;
}
