// railyard-cli commands for fabrics: generate (spec -> design), analyse (oversubscription,
// bisection, hops, single points of failure, theoretical figures) and bom.

#include "cli.h"

#include "fabric/analysis.h"
#include "fabric/bom.h"
#include "fabric/fabricspec.h"
#include "fabric/generator.h"
#include "fabric/theory.h"
#include "model/summary.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/generate.h"
#include "usecases/session.h"

#include <QFileInfo>

namespace ry::cli {

namespace {

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

    const WholeDesignWrite written =
        writeWholeDesign(dbPath, std::move(generated.design),
                         {QStringLiteral("generate"),
                          Tr::tr("Generated from %1").arg(QFileInfo(pos.first()).fileName()),
                          p.isSet(QStringLiteral("replace"))});
    if (written.refused)
        return Usage;
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
    }
    out() << written.summary << '\n';
    return Ok;
}

/// The compute planes of a design (the ones analyses look at by default).
std::vector<Id> computePlanes(const Design &d)
{
    std::vector<Id> ids;
    for (const Plane &pl : d.planes)
        if (pl.kind == PlaneKind::Compute)
            ids.push_back(pl.id);
    return ids;
}

int cmdAnalyse(QCommandLineParser &p)
{
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const Design &d = doc->design();
    const auto planes = computePlanes(d);
    const fabric::FabricGraph g = fabric::FabricGraph::build(d, planes);
    out() << Tr::tr("Compute fabric: %1 devices, %2 links").arg(g.vertexCount()).arg(g.edgeCount())
          << '\n';
    for (const fabric::TierStats &t : fabric::oversubscriptionByTier(g)) {
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
    const fabric::BisectionResult b = fabric::bisectionBandwidth(g);
    out() << Tr::tr("Bisection bandwidth: %1 Tb/s one direction (%2 | %3 nodes, max-flow)")
                 .arg(b.gbps / 1000.0, 0, 'f', 1)
                 .arg(b.nodesA)
                 .arg(b.nodesB)
          << '\n';
    const fabric::HopHistogram hops = fabric::hopCountDistribution(g, 64);
    QStringList h;
    for (const auto &[n, pairs] : hops.pairsBySwitchHops)
        h << Tr::tr("%1 hops: %2").arg(n).arg(pairs);
    out() << Tr::tr("Switch hops between nodes (%1 sources): %2")
                 .arg(hops.sources)
                 .arg(h.join(QStringLiteral(", ")))
          << '\n';
    const fabric::SinglePoints spof = fabric::singlePointsOfFailure(g);
    out() << Tr::tr("Single points of failure: %1 switches, %2 cables")
                 .arg(spof.devices.size())
                 .arg(spof.cables.size())
          << '\n';
    // Theoretical figures per node type of the compute nodes.
    QSet<Id> seen;
    for (const Device &dev : d.devices) {
        if (dev.role != QLatin1String("gpu-node") || seen.contains(dev.deviceTypeId))
            continue;
        seen.insert(dev.deviceTypeId);
        int rails = 0;
        double speed = 0;
        for (const Port *port : d.portsOf(dev.id))
            if (port->rail >= 0) {
                ++rails;
                speed = port->speedGbps;
            }
        const DeviceType *t = d.deviceTypes.find(dev.deviceTypeId);
        out() << Tr::tr("Node type %1: %2 rails x %3 Gb/s = %4 GB/s injection; ring all-reduce "
                        "busbw ceiling %5 GB/s")
                     .arg(t ? t->slug : QString())
                     .arg(rails)
                     .arg(speed)
                     .arg(fabric::injectionGBps(rails, speed))
                     .arg(fabric::ringAllReduceBusBwCeilingGBps(rails, speed))
              << '\n';
    }
    out() << Tr::tr("GPU Rpeak (FP64): %1 PFLOPS")
                 .arg(fabric::designGpuRpeakTflops(d) / 1000.0, 0, 'f', 2)
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
                 Tr::tr("Analyse the compute fabric: oversubscription, bisection, hops, single "
                        "points of failure, theoretical bandwidth."),
                 cmdAnalyse, [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    c.push_back({"bom", Tr::tr("Print the bill of materials."), cmdBom,
                 [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    return c;
}

} // namespace ry::cli
