#include "overlay.h"

#include "model/designutil.h"
#include "plausibility.h"
#include "util/error.h"

#include <algorithm>
#include <map>
#include <set>

namespace ry::results {

namespace {

QColor colourSetting(QSettings &s, const char *key, const QColor &fallback)
{
    const QColor c(s.value(QLatin1String(key), fallback.name()).toString());
    return c.isValid() ? c : fallback;
}

} // namespace

OverlayOptions OverlayOptions::fromSettings(QSettings &settings)
{
    OverlayOptions o;
    settings.beginGroup(QStringLiteral("results/overlay"));
    o.thresholds.good = settings.value(QStringLiteral("good"), o.thresholds.good).toDouble();
    o.thresholds.warning =
        settings.value(QStringLiteral("warning"), o.thresholds.warning).toDouble();
    if (o.thresholds.warning > o.thresholds.good)
        std::swap(o.thresholds.warning, o.thresholds.good);
    o.aggregate = settings.value(QStringLiteral("aggregate")).toString() == QLatin1String("latest")
                      ? Aggregate::Latest
                      : Aggregate::Best;
    o.palette.noData = colourSetting(settings, "colour/no-data", o.palette.noData);
    o.palette.good = colourSetting(settings, "colour/good", o.palette.good);
    o.palette.warning = colourSetting(settings, "colour/warning", o.palette.warning);
    o.palette.bad = colourSetting(settings, "colour/bad", o.palette.bad);
    settings.endGroup();
    return o;
}

void OverlayOptions::save(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("results/overlay"));
    settings.setValue(QStringLiteral("good"), thresholds.good);
    settings.setValue(QStringLiteral("warning"), thresholds.warning);
    settings.setValue(QStringLiteral("aggregate"), aggregate == Aggregate::Latest
                                                       ? QStringLiteral("latest")
                                                       : QStringLiteral("best"));
    settings.setValue(QStringLiteral("colour/no-data"), palette.noData.name());
    settings.setValue(QStringLiteral("colour/good"), palette.good.name());
    settings.setValue(QStringLiteral("colour/warning"), palette.warning.name());
    settings.setValue(QStringLiteral("colour/bad"), palette.bad.name());
    settings.endGroup();
}

overlay::OverlayState stateOf(double percent, const PercentThresholds &t)
{
    if (std::isnan(percent))
        return overlay::OverlayState::NoData;
    if (percent >= t.good)
        return overlay::OverlayState::Good;
    if (percent >= t.warning)
        return overlay::OverlayState::Warning;
    return overlay::OverlayState::Bad;
}

std::vector<overlay::Overlay::LegendItem> resultsLegend(const OverlayOptions &options)
{
    const auto &t = options.thresholds;
    return {
        {overlay::OverlayState::Good, Tr::tr(">= %1% of theoretical").arg(t.good)},
        {overlay::OverlayState::Warning,
         Tr::tr("%1% to %2% of theoretical").arg(t.warning).arg(t.good)},
        {overlay::OverlayState::Bad, Tr::tr("< %1% of theoretical").arg(t.warning)},
        {overlay::OverlayState::Unverifiable,
         Tr::tr("Measured, no verdict (no ceiling, or a run over several rails)")},
        {overlay::OverlayState::NoData, Tr::tr("No data")},
    };
}

namespace {

/// Collects the runs covering one object and picks the one that sets its state.
struct Accumulator
{
    std::map<Id, const StoredRun *> runs; // by id: deterministic whatever the input order
    int failed = 0;

    void add(const StoredRun &run) { runs.emplace(run.id, &run); }

    const StoredRun *chosen(OverlayOptions::Aggregate how) const
    {
        const StoredRun *c = nullptr;
        for (const auto &[id, run] : runs) {
            // An implausible figure (plausibility.h) says nothing about the hardware.
            if (!run->percent || run->verdict == Verdict::Implausible)
                continue;
            if (!c || (how == OverlayOptions::Aggregate::Best ? *run->percent > *c->percent
                                                              : run->id > c->id))
                c = run;
        }
        return c;
    }

    overlay::OverlayEntry entry(const OverlayOptions &o, const QString &what) const
    {
        overlay::OverlayEntry e;
        e.label = QStringLiteral("-");
        int failedRuns = 0, unrated = 0;
        for (const auto &[id, run] : runs) {
            e.runIds << id;
            if (run->verdict == Verdict::Failed)
                ++failedRuns;
            else if (!run->percent || run->verdict == Verdict::Implausible)
                ++unrated;
        }
        e.count = int(runs.size());
        e.failed = failedRuns;
        if (const StoredRun *c = chosen(o.aggregate)) {
            e.percent = *c->percent;
            e.value = c->plateauGBps.value_or(0);
            e.reference = c->ceilingGBps.value_or(0);
            e.runId = c->id;
            e.state = stateOf(*e.percent, o.thresholds);
            e.label = QStringLiteral("%1%").arg(*e.percent, 0, 'f', 0);
            e.tooltip = Tr::tr("%1\n%2 GB/s of %3 GB/s (%4%)\nrun %5, %n run(s) in all", nullptr,
                               int(runs.size()))
                            .arg(what)
                            .arg(*e.value, 0, 'f', 1)
                            .arg(*e.reference, 0, 'f', 1)
                            .arg(*e.percent, 0, 'f', 1)
                            .arg(c->title());
        } else if (unrated > 0) {
            e.state = overlay::OverlayState::Unverifiable;
            e.tooltip = Tr::tr("%1\nNo run with a theoretical ceiling").arg(what);
        } else {
            e.tooltip = Tr::tr("%1\nNo benchmark data").arg(what);
        }
        if (failedRuns)
            e.tooltip += QLatin1Char('\n') + Tr::tr("%n failed run(s)", nullptr, failedRuns);
        return e;
    }
};

} // namespace

std::optional<int> isolatedRail(const StoredRun &run)
{
    if (run.probeStep && run.probeStep->rail >= 0)
        return run.probeStep->rail;
    std::optional<int> rail;
    int nodes = 0;
    for (const StoredNode &n : run.nodeList) {
        if (n.deviceName.isEmpty())
            continue;
        ++nodes;
        if (n.rails.size() != 1 || (rail && *rail != n.rails.first()))
            return std::nullopt;
        rail = n.rails.first();
    }
    return nodes >= 2 ? rail : std::nullopt;
}

namespace {

/// The entry of a link covered only by runs over several rails (no run confined to its rail):
/// Unverifiable, labelled "suspect" when one of those runs was below the pass threshold, since
/// such a run cannot say which of its rails held it back. A run over the same rails that passed
/// clears them: a ring over every rail runs at the pace of its slowest one, so none held that run
/// back; so does a figure above the line rate that an algorithm explains (SHARP, a tree on two
/// nodes: docs/results.md §6), which a slow rail could not have given. Failed runs measured
/// nothing: a link crossed only by failed runs stays NoData.
overlay::OverlayEntry multiRailEntry(const Accumulator &acc, const OverlayOptions &o,
                                     const QString &what)
{
    overlay::OverlayEntry e = acc.entry(o, what);
    const StoredRun *low = nullptr;
    bool cleared = false;
    int rated = 0, measured = 0;
    for (const auto &[id, run] : acc.runs) {
        if (run->verdict == Verdict::Failed)
            continue;
        ++measured;
        if (!run->percent)
            continue;
        ++rated;
        if (*run->percent >= o.thresholds.good ||
            plausibilityFromString(run->plausibility) == Plausibility::Explained)
            cleared = true;
        else if (!low || *run->percent < *low->percent)
            low = run;
    }
    if (cleared)
        low = nullptr;
    if (measured == 0)
        return e; // NoData (failed runs only)
    e.state = overlay::OverlayState::Unverifiable;
    e.percent.reset();
    e.value.reset();
    e.reference.reset();
    e.runId = low ? low->id : 0;
    e.label = low ? Tr::tr("suspect") : QStringLiteral("-");
    e.tooltip = what + QLatin1Char('\n') +
                Tr::tr("Measured only by %n run(s) over several rails at once: no verdict for "
                       "this link (a run confined to its rail gives one).",
                       nullptr, measured);
    if (low)
        e.tooltip += QLatin1Char('\n') + Tr::tr("Suspect: run %1 reached %2% of its ceiling, "
                                                "which any of its rails may have held back.")
                                             .arg(low->title())
                                             .arg(*low->percent, 0, 'f', 1);
    else if (rated == 0)
        e.tooltip += QLatin1Char('\n') + Tr::tr("No run with a theoretical ceiling");
    return e;
}

} // namespace

overlay::Overlay buildOverlay(const Design &design, const std::vector<StoredRun> &runs,
                              const OverlayOptions &options, const QString &title)
{
    overlay::Overlay o;
    o.title = title;
    o.palette = options.palette;
    o.dimOthers = true;
    o.legend = resultsLegend(options);
    QHash<QString, const Device *> byName;
    for (const Device &d : design.devices)
        byName.insert(d.name, &d);
    QHash<Id, Id> cableOfPort;
    for (const Cable &c : design.cables) {
        cableOfPort.insert(c.aPortId, c.id);
        cableOfPort.insert(c.bPortId, c.id);
    }

    std::map<Id, Accumulator> nodeAcc;
    std::map<Id, Accumulator> cableAcc;     // runs confined to the cable's rail
    std::map<Id, Accumulator> multiRailAcc; // runs over several rails that crossed the cable
    for (const StoredRun &run : runs) {
        const std::optional<int> isolated = isolatedRail(run);
        for (const StoredNode &n : run.nodeList) {
            const Device *dev = byName.value(n.deviceName);
            if (!dev)
                continue;
            nodeAcc[dev->id].add(run);
            const QList<int> rails = isolated ? QList<int>{*isolated} : n.rails;
            if (rails.isEmpty())
                continue;
            for (const Port *p : design.portsOf(dev->id))
                if (p->rail >= 0 && rails.contains(p->rail))
                    if (const Id c = cableOfPort.value(p->id))
                        (isolated ? cableAcc : multiRailAcc)[c].add(run);
        }
    }

    // Every GPU node and every cable on one of its rail ports, measured or not.
    std::set<int> suspectRails;
    for (const Device &d : design.devices) {
        if (!ry::isGpuNode(design, d))
            continue;
        auto it = nodeAcc.find(d.id);
        const QString what = Tr::tr("Node %1").arg(d.name);
        o.nodes.insert(d.id, it == nodeAcc.end() ? Accumulator{}.entry(options, what)
                                                 : it->second.entry(options, what));
        for (const Port *p : design.portsOf(d.id)) {
            const Id cableId = p->rail >= 0 ? cableOfPort.value(p->id) : 0;
            const Cable *c = design.cables.find(cableId);
            if (!c || o.links.contains(cableId))
                continue;
            const QString cwhat = Tr::tr("Cable %1").arg(cableDisplayName(design, *c));
            overlay::OverlayEntry e = Accumulator{}.entry(options, cwhat);
            if (auto ct = cableAcc.find(cableId); ct != cableAcc.end())
                e = ct->second.entry(options, cwhat);
            if (e.state == overlay::OverlayState::NoData)
                if (auto mt = multiRailAcc.find(cableId); mt != multiRailAcc.end())
                    e = multiRailEntry(mt->second, options, cwhat);
            o.links.insert(cableId, e);
            if (e.state == overlay::OverlayState::Unverifiable && e.runId)
                suspectRails.insert(p->rail);
        }
    }
    overlay::aggregate(design, o);
    // A rail without a verdict of its own that a low multi-rail run crossed is "suspect".
    for (int rail : suspectRails) {
        auto it = o.rails.find(rail);
        if (it == o.rails.end() || it->percent)
            continue;
        it->label = Tr::tr("suspect");
        it->tooltip += QLatin1Char('\n') + Tr::tr("Suspect: a run over several rails that "
                                                  "crossed it was below the pass threshold; "
                                                  "run a step confined to this rail.");
    }
    return o;
}

} // namespace ry::results

namespace ry::results {

Coverage coverageOf(const Design &design, const overlay::Overlay &o)
{
    Coverage c;
    for (const overlay::OverlayEntry &e : o.nodes) {
        ++c.nodes.total;
        c.nodes.measured += e.state != overlay::OverlayState::NoData;
    }
    for (const overlay::OverlayEntry &e : o.rails) {
        ++c.rails.total;
        c.rails.measured += e.covered > 0;
    }
    std::map<Id, bool> leaves; // device at the far end of a node's rail link -> measured
    for (auto it = o.links.cbegin(); it != o.links.cend(); ++it) {
        ++c.links.total;
        const bool measured = it->state != overlay::OverlayState::NoData;
        c.links.measured += measured;
        c.linksRated += it->rated();
        const Cable *cable = design.cables.find(it.key());
        if (!cable)
            continue;
        for (Id portId : {cable->aPortId, cable->bPortId}) {
            const Port *p = design.ports.find(portId);
            const Device *dev = p ? design.devices.find(p->deviceId) : nullptr;
            if (dev && !ry::isGpuNode(design, *dev))
                leaves[dev->id] = leaves[dev->id] || measured;
        }
    }
    for (const auto &[id, measured] : leaves) {
        ++c.leaves.total;
        c.leaves.measured += measured;
    }
    return c;
}

QString coverageText(const Coverage &c)
{
    //: %1 of %2 nodes, %3 of %4 rails, %5 of %6 leaf switches, %7 of %8 links; %9 links rated
    return Tr::tr("Coverage: %1 of %2 GPU nodes, %3 of %4 rails, %5 of %6 leaves and %7 of %8 "
                  "rail links have a measurement; %9 links have a verdict of their own (a run "
                  "confined to their rail).")
        .arg(c.nodes.measured)
        .arg(c.nodes.total)
        .arg(c.rails.measured)
        .arg(c.rails.total)
        .arg(c.leaves.measured)
        .arg(c.leaves.total)
        .arg(c.links.measured)
        .arg(c.links.total)
        .arg(c.linksRated);
}

} // namespace ry::results
