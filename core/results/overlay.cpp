#include "overlay.h"

#include "model/designutil.h"
#include "util/error.h"

#include <algorithm>
#include <map>
#include <set>

namespace ry::results {

QString toString(OverlayLevel level)
{
    switch (level) {
    case OverlayLevel::NoData:
        return QStringLiteral("no-data");
    case OverlayLevel::Good:
        return QStringLiteral("good");
    case OverlayLevel::Warning:
        return QStringLiteral("warning");
    case OverlayLevel::Bad:
        return QStringLiteral("bad");
    }
    return {};
}

QString OverlayPalette::colour(OverlayLevel level) const
{
    switch (level) {
    case OverlayLevel::NoData:
        return noData;
    case OverlayLevel::Good:
        return good;
    case OverlayLevel::Warning:
        return warning;
    case OverlayLevel::Bad:
        return bad;
    }
    return noData;
}

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
    o.palette.noData =
        settings.value(QStringLiteral("colour/no-data"), o.palette.noData).toString();
    o.palette.good = settings.value(QStringLiteral("colour/good"), o.palette.good).toString();
    o.palette.warning =
        settings.value(QStringLiteral("colour/warning"), o.palette.warning).toString();
    o.palette.bad = settings.value(QStringLiteral("colour/bad"), o.palette.bad).toString();
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
    settings.setValue(QStringLiteral("colour/no-data"), palette.noData);
    settings.setValue(QStringLiteral("colour/good"), palette.good);
    settings.setValue(QStringLiteral("colour/warning"), palette.warning);
    settings.setValue(QStringLiteral("colour/bad"), palette.bad);
    settings.endGroup();
}

OverlayLevel levelOf(double percent, const PercentThresholds &t)
{
    if (std::isnan(percent))
        return OverlayLevel::NoData;
    if (percent >= t.good)
        return OverlayLevel::Good;
    if (percent >= t.warning)
        return OverlayLevel::Warning;
    return OverlayLevel::Bad;
}

namespace {

OverlayEntry noDataEntry(const OverlayOptions &o)
{
    OverlayEntry e;
    e.colour = o.palette.noData;
    e.label = QStringLiteral("-");
    e.tooltip = Tr::tr("No benchmark data");
    return e;
}

/// Collects the runs covering one object and picks the one that colours it.
struct Accumulator
{
    std::set<Id> runs;
    int failed = 0;
    const StoredRun *chosen = nullptr;

    void add(const StoredRun &run, OverlayOptions::Aggregate how)
    {
        if (!runs.insert(run.id).second)
            return;
        if (run.verdict == Verdict::Failed)
            ++failed;
        if (!run.percent)
            return;
        if (!chosen) {
            chosen = &run;
        } else if (how == OverlayOptions::Aggregate::Best) {
            if (*run.percent > *chosen->percent)
                chosen = &run;
        } else if (run.id > chosen->id) {
            chosen = &run;
        }
    }

    OverlayEntry entry(const OverlayOptions &o, const QString &what) const
    {
        OverlayEntry e = noDataEntry(o);
        for (Id id : runs)
            e.runIds << id;
        e.failedRuns = failed;
        if (chosen) {
            e.percent = *chosen->percent;
            e.busbwGBps = chosen->plateauGBps.value_or(0);
            e.ceilingGBps = chosen->ceilingGBps.value_or(0);
            e.runId = chosen->id;
            e.level = levelOf(e.percent, o.thresholds);
            e.colour = o.palette.colour(e.level);
            e.label = QStringLiteral("%1%").arg(e.percent, 0, 'f', 0);
            e.tooltip = Tr::tr("%1\n%2 GB/s of %3 GB/s (%4%)\nrun %5, %n run(s) in all", nullptr,
                               int(runs.size()))
                            .arg(what)
                            .arg(e.busbwGBps, 0, 'f', 1)
                            .arg(e.ceilingGBps, 0, 'f', 1)
                            .arg(e.percent, 0, 'f', 1)
                            .arg(chosen->title());
        } else {
            e.tooltip = runs.empty() ? Tr::tr("%1\nNo benchmark data").arg(what)
                                     : Tr::tr("%1\nNo run with a theoretical ceiling").arg(what);
        }
        if (failed)
            e.tooltip += QLatin1Char('\n') + Tr::tr("%n failed run(s)", nullptr, failed);
        return e;
    }
};

} // namespace

OverlayEntry Overlay::node(Id deviceId) const
{
    return nodes.value(deviceId, noDataEntry(options));
}

OverlayEntry Overlay::rail(int index) const
{
    return rails.value(index, noDataEntry(options));
}

OverlayEntry Overlay::cable(Id cableId) const
{
    return cables.value(cableId, noDataEntry(options));
}

OverlayEntry Overlay::su(int index) const
{
    return sus.value(index, noDataEntry(options));
}

std::vector<Overlay::LegendItem> Overlay::legend() const
{
    const auto &t = options.thresholds;
    const auto &p = options.palette;
    return {
        {OverlayLevel::Good, p.good, Tr::tr(">= %1% of theoretical").arg(t.good)},
        {OverlayLevel::Warning, p.warning,
         Tr::tr("%1% to %2% of theoretical").arg(t.warning).arg(t.good)},
        {OverlayLevel::Bad, p.bad, Tr::tr("< %1% of theoretical").arg(t.warning)},
        {OverlayLevel::NoData, p.noData, Tr::tr("No data")},
    };
}

Overlay buildOverlay(const Design &design, const std::vector<StoredRun> &runs,
                     const OverlayOptions &options)
{
    Overlay o;
    o.options = options;
    QHash<QString, const Device *> byName;
    for (const Device &d : design.devices)
        byName.insert(d.name, &d);
    QHash<Id, Id> cableOfPort;
    for (const Cable &c : design.cables) {
        cableOfPort.insert(c.aPortId, c.id);
        cableOfPort.insert(c.bPortId, c.id);
    }

    std::map<Id, Accumulator> nodeAcc;
    std::map<int, Accumulator> railAcc;
    std::map<Id, Accumulator> cableAcc;
    for (const StoredRun &run : runs) {
        o.runIds << run.id;
        for (const StoredNode &n : run.nodeList) {
            const Device *dev = byName.value(n.deviceName);
            if (!dev)
                continue;
            nodeAcc[dev->id].add(run, options.aggregate);
            if (n.rails.isEmpty())
                continue;
            for (const Port *p : design.portsOf(dev->id)) {
                if (p->rail < 0 || !n.rails.contains(p->rail))
                    continue;
                railAcc[p->rail].add(run, options.aggregate);
                if (const Id c = cableOfPort.value(p->id))
                    cableAcc[c].add(run, options.aggregate);
            }
        }
    }

    // Nodes: every GPU node, measured or not.
    std::map<int, std::vector<const Device *>> nodesOfSu;
    for (const Device &d : design.devices) {
        if (!isGpuNode(design, d))
            continue;
        if (d.su >= 0)
            nodesOfSu[d.su].push_back(&d);
        auto it = nodeAcc.find(d.id);
        o.nodes.insert(d.id, it == nodeAcc.end()
                                 ? Accumulator{}.entry(options, Tr::tr("Node %1").arg(d.name))
                                 : it->second.entry(options, Tr::tr("Node %1").arg(d.name)));
    }
    for (const auto &[rail, acc] : railAcc)
        o.rails.insert(rail, acc.entry(options, Tr::tr("Rail %1").arg(rail)));
    // Rails of the design that no run used.
    for (const Rail &r : design.rails)
        if (!o.rails.contains(r.index))
            o.rails.insert(r.index, Accumulator{}.entry(options, Tr::tr("Rail %1").arg(r.index)));
    for (const auto &[cable, acc] : cableAcc) {
        const Cable *c = design.cables.find(cable);
        o.cables.insert(
            cable, acc.entry(options,
                             Tr::tr("Cable %1").arg(c ? cableDisplayName(design, *c) : QString())));
    }
    // SUs: the worst measured node.
    for (const auto &[su, members] : nodesOfSu) {
        OverlayEntry worst = noDataEntry(options);
        int measured = 0;
        for (const Device *d : members) {
            const OverlayEntry &e = o.nodes[d->id];
            if (!e.hasData())
                continue;
            ++measured;
            if (!worst.hasData() || e.percent < worst.percent)
                worst = e;
        }
        const QString head =
            Tr::tr("SU %1: %2 of %3 nodes measured").arg(su).arg(measured).arg(members.size());
        worst.tooltip = worst.hasData() ? head + QLatin1Char('\n') + Tr::tr("Worst node:") +
                                              QLatin1Char('\n') + worst.tooltip
                                        : head;
        o.sus.insert(su, worst);
    }
    return o;
}

} // namespace ry::results
