#include "overlay.h"

#include "model/designutil.h"
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
        {overlay::OverlayState::Unverifiable, Tr::tr("No theoretical ceiling")},
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
    std::map<Id, Accumulator> cableAcc;
    for (const StoredRun &run : runs) {
        for (const StoredNode &n : run.nodeList) {
            const Device *dev = byName.value(n.deviceName);
            if (!dev)
                continue;
            nodeAcc[dev->id].add(run);
            if (n.rails.isEmpty())
                continue;
            for (const Port *p : design.portsOf(dev->id))
                if (p->rail >= 0 && n.rails.contains(p->rail))
                    if (const Id c = cableOfPort.value(p->id))
                        cableAcc[c].add(run);
        }
    }

    // Every GPU node and every cable on one of its rail ports, measured or not.
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
            auto ct = cableAcc.find(cableId);
            const QString cwhat = Tr::tr("Cable %1").arg(cableDisplayName(design, *c));
            o.links.insert(cableId, ct == cableAcc.end() ? Accumulator{}.entry(options, cwhat)
                                                         : ct->second.entry(options, cwhat));
        }
    }
    overlay::aggregate(design, o);
    return o;
}

} // namespace ry::results
