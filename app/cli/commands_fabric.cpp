// railyard-cli commands for fabrics: generate (spec -> design), analyse (oversubscription,
// bisection, hops, single points of failure, theoretical figures) and bom.

#include "cli.h"

#include "fabric/analysis.h"
#include "fabric/bom.h"
#include "fabric/fabricspec.h"
#include "fabric/generator.h"
#include "fabric/theory.h"
#include "model/deviceroles.h"
#include "model/summary.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/generate.h"
#include "usecases/session.h"

#include <QFileInfo>

namespace ry::cli {

namespace {

/// "leaf 120, spine 0, core 0": free switch ports per tier, lowest tier first.
QString freePortsText(const std::map<QString, long long> &free)
{
    QStringList parts;
    for (const char *role : {kRoleLeaf, kRoleSpine, kRoleCore})
        if (auto it = free.find(QLatin1String(role)); it != free.end())
            parts << QStringLiteral("%1 %2").arg(it->first).arg(it->second);
    for (const auto &[role, n] : free)
        if (role != QLatin1String(kRoleLeaf) && role != QLatin1String(kRoleSpine) &&
            role != QLatin1String(kRoleCore))
            parts << QStringLiteral("%1 %2").arg(role).arg(n);
    return parts.isEmpty() ? Tr::tr("none") : parts.join(QStringLiteral(", "));
}

int cmdGenerate(QCommandLineParser &p)
{
    QStringList pos;
    if (!positionals(p, 1, Tr::tr("Usage: railyard-cli generate --db FILE SPEC.yaml"), &pos))
        return Usage;
    const QString dbPath = requireDb(p);
    // Device types: the spec file's own first, then the library folders (default: bundled).
    const usecases::GenerateRequest request =
        usecases::specFileRequest(pos.first(), p.values(QStringLiteral("device-types")));
    Progress progress;
    usecases::GenerateResult generated = usecases::generateDesign(request, progress);
    for (const Diagnostic &failure : generated.typeFailures)
        err() << Tr::tr("warning: %1").arg(failure.describe()) << '\n';
    printWarnings(generated.report.warnings);

    QHash<QString, std::map<QString, long long>> freeByPlane;
    for (const Plane &pl : generated.design.planes)
        freeByPlane.insert(pl.name, fabric::freeSwitchPorts(generated.design, pl.id));
    const WholeDesignWrite written =
        writeWholeDesign(dbPath, std::move(generated.design),
                         {QStringLiteral("generate"),
                          Tr::tr("Generated from %1").arg(QFileInfo(pos.first()).fileName()),
                          p.isSet(QStringLiteral("replace"))});
    if (written.refused)
        return Usage;
    // Groups asked for by GPUs: what was chosen (docs/fabric-spec.md "Asking for GPUs").
    for (const fabric::GroupCount &c : generated.report.groupCounts) {
        QString step;
        if (c.topology == fabric::Topology::CloudMatrix && c.nodesPerStep > 1)
            step = Tr::tr(" (whole units of %1 nodes)").arg(c.nodesPerStep);
        else if (c.topology == fabric::Topology::Nvl72 && c.nodesPerStep > 1)
            step = Tr::tr(" (whole NVL72 racks of %1 compute trays)").arg(c.nodesPerStep);
        out() << Tr::tr("Group %1: %2 GPUs asked for -> %3 nodes x %4 GPUs = %5 GPUs%6")
                     .arg(c.group)
                     .arg(c.gpusAsked)
                     .arg(c.nodes)
                     .arg(c.gpusPerNode)
                     .arg(c.gpus())
                     .arg(step)
              << '\n';
    }
    for (const fabric::PlaneSummary &s : generated.report.planes) {
        out() << Tr::tr("Plane %1 (%2): %3 nodes, %4 SU, %5 tiers, %6 leaves, %7 spines, %8 "
                        "cores; cables node-leaf %9, leaf-spine %10, spine-core %11")
                     .arg(s.plane, fabric::toString(s.topology))
                     .arg(s.nodes)
                     .arg(s.sus)
                     .arg(s.tiers)
                     .arg(s.leaves)
                     .arg(s.spines)
                     .arg(s.cores)
                     .arg(s.nodeLeafCables)
                     .arg(s.leafSpineCables)
                     .arg(s.spineCoreCables)
              << '\n';
        if (s.spineRadix > 0) {
            const QString pair =
                s.linksPerLeafSpinePairMin == s.linksPerLeafSpinePairMax
                    ? Tr::tr("links per leaf-spine pair: %1").arg(s.linksPerLeafSpinePairMin)
                    : Tr::tr("links per leaf-spine pair: %1 to %2 (uneven)")
                          .arg(s.linksPerLeafSpinePairMin)
                          .arg(s.linksPerLeafSpinePairMax);
            out() << Tr::tr("  %1; up to %2 of %3 ports used per spine; %4 spines (the bare "
                            "minimum is %5)")
                         .arg(pair)
                         .arg(s.spinePortsUsed)
                         .arg(s.spineRadix)
                         .arg(s.spines)
                         .arg(s.spinesMinimum)
                  << '\n';
        }
        if (s.sus > 0) {
            // Growth: what is built, what the spine and core tiers are sized for, and what is
            // left (docs/fabric-spec.md "Growth").
            out() << Tr::tr("  growth: %1 nodes in %2 SU now; spines and cores sized for %3 node "
                            "slots in %4 SU (%5 reserved node slots, %6 manager links); free "
                            "switch ports: %7")
                         .arg(s.nodes)
                         .arg(s.sus)
                         .arg(s.targetNodeSlots)
                         .arg(s.targetSus)
                         .arg(s.reservedNodeSlots)
                         .arg(s.managerLinks)
                         .arg(freePortsText(freeByPlane.value(s.plane)))
                  << '\n';
        }
    }
    for (const QString &note : generated.report.notes)
        out() << Tr::tr("note: %1").arg(note) << '\n';
    out() << written.summary << '\n';
    return Ok;
}

/// The spec of each compute plane by name, from the fabric spec the design was generated from
/// (the model keeps no topology or growth target per plane); empty when the design has no
/// (readable) spec.
QHash<QString, fabric::ComputePlaneSpec> planeSpecs(const Design &d, const QString &file)
{
    QHash<QString, fabric::ComputePlaneSpec> out;
    if (d.fabricSpecYaml.isEmpty())
        return out;
    try {
        const fabric::FabricSpec spec = fabric::parseFabricSpecText(d.fabricSpecYaml, file);
        for (const fabric::ComputePlaneSpec &ps : spec.computePlanes)
            out.insert(ps.name, ps);
    } catch (const Error &) {
        // A spec that no longer parses only costs the topology names and growth keys.
    }
    return out;
}

void printTiers(const std::vector<fabric::TierStats> &tiers)
{
    for (const fabric::TierStats &t : tiers) {
        if (t.upGbps <= 0) {
            out() << Tr::tr("  tier %1: %2 switches, down %3 Gb/s (top tier)")
                         .arg(t.tier)
                         .arg(t.switches)
                         .arg(t.downGbps, 0, 'f', 0)
                  << '\n';
            continue;
        }
        out() << Tr::tr("  tier %1: %2 switches, down %3 Gb/s, up %4 Gb/s, oversubscription "
                        "%5:1")
                     .arg(t.tier)
                     .arg(t.switches)
                     .arg(t.downGbps, 0, 'f', 0)
                     .arg(t.upGbps, 0, 'f', 0)
                     .arg(t.ratio, 0, 'f', 2)
              << '\n';
    }
}

int cmdAnalyse(QCommandLineParser &p)
{
    const QString dbPath = requireDb(p);
    auto doc = store::Document::open(dbPath, store::SqliteStore::Access::ReadOnly);
    const Design &d = doc->design();
    const QHash<QString, fabric::ComputePlaneSpec> specs = planeSpecs(d, dbPath);
    // Every plane on its own: planes share no cable, so a blended figure would describe no
    // fabric that exists (a heterogeneous NDR + RoCE design has two).
    for (const fabric::PlaneAnalysis &a : fabric::analysePlanes(d)) {
        const auto spec = specs.constFind(a.plane);
        const QString kind =
            spec != specs.cend() ? fabric::toString(spec->topology) : toString(a.kind);
        out() << Tr::tr("Plane %1 (%2, %3): %4 devices, %5 cables between %6 device pairs")
                     .arg(a.plane, a.technology.isEmpty() ? Tr::tr("no technology") : a.technology,
                          kind)
                     .arg(a.devices)
                     .arg(a.cables)
                     .arg(a.devicePairs)
              << '\n';
        if (a.devices == 0 && a.domains == 0)
            continue;
        printTiers(a.tiers);
        if (a.kind == PlaneKind::ScaleUp) {
            // docs/references/fabric.md §2.5 "Scale-up planes": domains, and per GPU the cabled
            // figure (links x speed / 8 / GPUs) beside the stated one and where it comes from.
            const auto range = [](long long lo, long long hi) {
                return lo == hi ? QString::number(lo) : QStringLiteral("%1-%2").arg(lo).arg(hi);
            };
            out() << Tr::tr("  Scale-up domains: %1, %2 GPUs each (%3 nodes, %4 switches per "
                            "domain)")
                         .arg(a.domains)
                         .arg(range(a.domainGpusMin, a.domainGpusMax),
                              range(a.domainNodesMin, a.domainNodesMax),
                              range(a.domainSwitchesMin, a.domainSwitchesMax))
                  << '\n';
            for (const fabric::PlaneNodeType &t : a.nodeTypes) {
                const fabric::ScaleUpFigures &f = t.scaleUp;
                const QString cabled =
                    f.links > 0
                        ? Tr::tr("%1 links x %2 Gb/s / 8 / %3 GPUs = %4 GB/s per GPU cabled")
                              .arg(f.links)
                              .arg(f.linkGbps)
                              .arg(t.gpusPerNode)
                              .arg(f.cabledGBpsPerGpu, 0, 'f', 0)
                        : Tr::tr("no scale-up cables in the design");
                QString stated = Tr::tr("no stated figure");
                if (f.statedSource == fabric::ScaleUpSource::DeviceType)
                    stated = Tr::tr("stated %1 GB/s per GPU (device type nvlink_gbps)")
                                 .arg(f.statedGBpsPerGpu, 0, 'f', 0);
                else if (f.statedSource == fabric::ScaleUpSource::Supernode)
                    stated = Tr::tr("stated %1 GB/s per GPU (supernode figure: fabric spec "
                                    "supernode.scale-up-gbytes-per-gpu)")
                                 .arg(f.statedGBpsPerGpu, 0, 'f', 0);
                out() << Tr::tr("  Node type %1 (%2 nodes, %3 GPUs each), one direction: %4; "
                                "%5")
                             .arg(t.nodeType)
                             .arg(t.nodes)
                             .arg(t.gpusPerNode)
                             .arg(cabled, stated)
                      << '\n';
            }
        } else {
            out() << Tr::tr("  Bisection bandwidth: %1 Tb/s one direction (%2 | %3 nodes, "
                            "max-flow)")
                         .arg(a.bisection.gbps / 1000.0, 0, 'f', 1)
                         .arg(a.bisection.nodesA)
                         .arg(a.bisection.nodesB)
                  << '\n';
            QStringList h;
            for (const auto &[n, pairs] : a.hops.pairsBySwitchHops)
                h << Tr::tr("%1 hops: %2").arg(n).arg(pairs);
            out() << Tr::tr("  Switch hops between nodes (%1 sources): %2")
                         .arg(a.hops.sources)
                         .arg(h.join(QStringLiteral(", ")))
                  << '\n';
            for (const fabric::PlaneNodeType &t : a.nodeTypes)
                out() << Tr::tr("  Node type %1 (%2 nodes): %3 NICs x %4 Gb/s = %5 GB/s "
                                "injection; busbw ceilings: ring all-reduce %6 GB/s, all-to-all "
                                "%7 GB/s")
                             .arg(t.nodeType)
                             .arg(t.nodes)
                             .arg(t.injection.ports)
                             .arg(t.injection.slowestGbps)
                             .arg(t.injection.gBps())
                             .arg(t.ringAllReduceCeilingGBps)
                             .arg(t.allToAllCeilingGBps, 0, 'f', 1)
                      << '\n';
        }
        out() << Tr::tr("  Single points of failure: %1 switches, %2 cables")
                     .arg(a.singlePoints.devices.size())
                     .arg(a.singlePoints.cables.size())
              << '\n';
        if (a.kind == PlaneKind::Compute) {
            long long nodes = 0;
            for (const fabric::PlaneNodeType &t : a.nodeTypes)
                nodes += t.nodes;
            const QString target = spec != specs.cend() && spec->targetNodes > 0
                                       ? Tr::tr("target-nodes %1 node slots").arg(spec->targetNodes)
                                       : Tr::tr("no target-nodes (sized for what is built)");
            out() << Tr::tr("  Growth: %1 nodes now; %2; %3 reserved node slots, %4 manager "
                            "links; free switch ports: %5")
                         .arg(nodes)
                         .arg(target)
                         .arg(spec != specs.cend() ? spec->reservedNodeSlots : 0)
                         .arg(spec != specs.cend() ? spec->managerLinks : 0)
                         .arg(freePortsText(a.freePorts))
                  << '\n';
        }
    }
    // TOP500 Rpeak: GPUs and CPUs (model/summary.h designRpeak()).
    const DesignRpeak r = designRpeak(d);
    out() << Tr::tr("Rpeak (FP64): %1 PFLOPS = GPUs %2 PFLOPS (%3 GPUs) + CPUs %4 PFLOPS (%5 "
                    "CPUs)")
                 .arg(r.totalTflops() / 1000.0, 0, 'f', 2)
                 .arg(r.gpuTflops / 1000.0, 0, 'f', 2)
                 .arg(r.gpus)
                 .arg(r.cpuTflops / 1000.0, 0, 'f', 2)
                 .arg(r.cpus)
          << '\n';
    if (r.nodesWithoutGpuFigure > 0 || r.nodesWithoutCpuFigure > 0)
        out() << Tr::tr("  a lower bound: %1 nodes lack an FP64 figure per GPU and %2 nodes a "
                        "CPU count or an FP64 figure per CPU (device type cpu_count, "
                        "cpu_fp64_tflops; fabric spec group keys cpus-per-node, "
                        "cpu-fp64-tflops)")
                     .arg(r.nodesWithoutGpuFigure)
                     .arg(r.nodesWithoutCpuFigure)
              << '\n';
    return Ok;
}

int cmdBom(QCommandLineParser &p)
{
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const Design &d = doc->design();
    fabric::BomOptions options;
    if (!d.fabricSpecYaml.isEmpty())
        options = fabric::bomOptionsFor(
            fabric::parseFabricSpecText(d.fabricSpecYaml, p.value(QStringLiteral("db"))), d);
    const fabric::Bom bom = fabric::computeBom(d, options);
    for (const fabric::BomLine &l : bom.lines) {
        QString item = l.item;
        if (!l.detail.isEmpty())
            item += QStringLiteral(" (%1)").arg(l.detail);
        if (l.category == QLatin1String("cable"))
            item += QLatin1Char(' ') +
                    (l.lengthM ? formatLength(l.lengthM, l.lengthUnit) : Tr::tr("unknown length"));
        out() << QStringLiteral("%1  %2  %3").arg(l.category, -12).arg(l.count, 8).arg(item)
              << '\n';
    }
    out() << Tr::tr("Total cable length: %1").arg(formatTotal(bom.cableLength)) << '\n';
    out() << Tr::tr("Total power: %1 kW maximum, %2 kW typical")
                 .arg(bom.totalMaxW / 1000.0, 0, 'f', 1)
                 .arg(bom.totalTypicalW / 1000.0, 0, 'f', 1)
          << '\n';
    return Ok;
}

} // namespace

std::vector<Command> fabricCommands()
{
    std::vector<Command> c;
    c.push_back({"generate",
                 Tr::tr("Generate a whole cluster (racks, devices, ports, cables) from a fabric "
                        "spec into the database."),
                 cmdGenerate, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("device-types"),
                                  Tr::tr("NetBox device-type library folder to take types from "
                                         "(repeatable; default: the bundled library)."),
                                  Tr::tr("DIR")});
                     p.addOption({QStringLiteral("replace"),
                                  Tr::tr("Replace the design the database already holds.")});
                     p.addPositionalArgument(QStringLiteral("SPEC.yaml"),
                                             Tr::tr("Design file with a `fabric:` spec."));
                 }});
    c.push_back({"analyse",
                 Tr::tr("Analyse every compute and scale-up plane on its own: oversubscription, "
                        "bisection, hops, single points of failure, injection bandwidth and busbw "
                        "ceilings per node type, scale-up domains; then Rpeak (GPUs and CPUs)."),
                 cmdAnalyse, [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    c.push_back({"bom", Tr::tr("Print the bill of materials."), cmdBom,
                 [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    return c;
}

} // namespace ry::cli
