#include "checksoverlay.h"

#include "util/error.h"

#include <QLocale>

#include <map>

namespace ry::probe {

namespace {

/// What the finished and running steps say about one object.
struct Evidence
{
    int bestStep = -1; ///< step with the best percentage
    double best = -1;
    bool measured = false; ///< a step measured it without an expected figure
    bool failed = false;
    bool notMeasured = false; ///< a step on it measured nothing
    bool running = false;
};

} // namespace

overlay::Overlay makeChecksOverlay(const Design &design, const TestPlan &plan,
                                   const std::vector<StepProgress> &steps,
                                   const std::vector<Suspect> &suspects,
                                   const results::OverlayOptions &levels)
{
    QHash<QString, Id> cableByName;
    for (const Cable &c : design.cables)
        cableByName.insert(cableName(design, c), c.id);
    std::map<Id, Evidence> nodes, cables; // every object of the plan
    bool started = false;
    for (int i = 0; i < int(plan.steps.size()); ++i) {
        const PlanStep &s = plan.steps[std::size_t(i)];
        const StepProgress st = i < int(steps.size()) ? steps[std::size_t(i)] : StepProgress{};
        std::vector<Evidence *> nodeEv, cableEv;
        for (const QString &n : s.nodes)
            if (const Device *d = design.deviceByName(n))
                nodeEv.push_back(&nodes[d->id]);
        for (const QString &c : s.path)
            if (const Id id = cableByName.value(c))
                cableEv.push_back(&cables[id]);
        if (st.running) {
            started = true;
            for (Evidence *e : nodeEv)
                e->running = true;
            continue;
        }
        const double pct = st.percent();
        for (auto *list : {&nodeEv, &cableEv})
            for (Evidence *e : *list) {
                if (st.failed && st.notMeasured) {
                    e->notMeasured = true;
                } else if (st.failed) {
                    e->failed = true;
                } else if (pct >= 0) {
                    if (pct > e->best) {
                        e->best = pct;
                        e->bestStep = i;
                    }
                } else if (st.value > 0) {
                    e->measured = true;
                }
            }
        started = started || st.failed || st.value > 0;
    }
    overlay::Overlay o;
    if (!started && suspects.empty())
        return o;
    o.title = Tr::tr("Checks");
    o.dimOthers = true;
    o.palette = levels.palette;
    const QLocale locale;
    auto entryOf = [&](const Evidence &ev) {
        overlay::OverlayEntry e;
        if (ev.bestStep >= 0) {
            const PlanStep &s = plan.steps[std::size_t(ev.bestStep)];
            const StepProgress &st = steps[std::size_t(ev.bestStep)];
            const QString unit =
                s.kind == StepKind::Tcp ? QStringLiteral("Gb/s") : QStringLiteral("GB/s");
            e.state = results::stateOf(ev.best, levels.thresholds);
            e.value = st.value;
            e.reference = st.expected;
            e.percent = ev.best;
            e.label = Tr::tr("%1% of expected").arg(locale.toString(ev.best, 'f', 0));
            //: %1 = the step, %2 measured, %3 expected, %4 unit (GB/s, Gb/s), %5 percent
            e.tooltip = Tr::tr("%1\n%2 %4 of %3 %4 (%5%)")
                            .arg(s.name, locale.toString(st.value, 'f', 1),
                                 locale.toString(st.expected, 'f', 1), unit,
                                 locale.toString(ev.best, 'f', 1));
        } else if (ev.measured && !ev.failed) {
            e.state = overlay::OverlayState::Unverifiable;
            e.label = Tr::tr("measured, no expected figure");
        } else if (ev.failed) {
            e.state = overlay::OverlayState::Bad;
            e.label = Tr::tr("failed");
        } else if (ev.notMeasured) {
            e.label = Tr::tr("not measured");
            e.tooltip = Tr::tr("not measured: the step could not start, timed out or found no "
                               "GPU");
        } else {
            e.tooltip = Tr::tr("not measured yet");
        }
        if (ev.running) {
            e.state = overlay::OverlayState::Running;
            e.label = Tr::tr("running");
        }
        if (e.tooltip.isEmpty())
            e.tooltip = e.label;
        return e;
    };
    for (const auto &[id, ev] : nodes)
        o.nodes.insert(id, entryOf(ev));
    for (const auto &[id, ev] : cables)
        o.links.insert(id, entryOf(ev));
    for (const Suspect &s : suspects) {
        overlay::OverlayEntry *e = nullptr;
        if (s.kind == Suspect::Kind::Cable) {
            if (const Id id = cableByName.value(s.name))
                e = &o.links[id];
        } else if (const Device *d = design.deviceByName(s.name)) {
            e = &o.nodes[d->id];
        }
        if (e) {
            e->state = overlay::OverlayState::Bad;
            e->label = Tr::tr("suspect: %1").arg(s.reason);
            e->tooltip = e->label;
        }
    }
    overlay::aggregate(design, o);
    o.legend.push_back({overlay::OverlayState::Running, Tr::tr("running")});
    for (const auto &item : results::resultsLegend(levels))
        if (overlay::isVerdict(item.state))
            o.legend.push_back(item);
    o.legend.push_back({overlay::OverlayState::Bad, Tr::tr("failed or suspect")});
    o.legend.push_back(
        {overlay::OverlayState::Unverifiable, Tr::tr("measured, no expected figure")});
    return o;
}

} // namespace ry::probe
