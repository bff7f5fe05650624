#pragma once

// The benchmark-results producer of the overlay (core/overlay/overlay.h): the per-object
// states of stored runs that the topology, rack and floor-plan views and the Results tab paint.
//
// What an entry means: the percentage of the theoretical busbw ceiling (expected.h) reached by
// the runs that covered the object:
//   node   (Device id)  every run whose device list named the node
//   link   (Cable id)   every multi-node run that used the rail port the cable is plugged into
// Every GPU node and every cable on a rail port of a GPU node gets an entry, NoData when no run
// covered it, so that the aggregation (racks, rows, SUs, pods from nodes; rails from links;
// rules in core/overlay/overlay.h) never calls a partly measured rail or SU good.
// When several runs cover an object, OverlayOptions::aggregate chooses: Best (default: an
// object that reached a good figure in any run is not the bottleneck, the logic of pairwise
// elimination; ties: the lower run id) or Latest (the newest run by id).
//
// States: percent >= thresholds.good -> Good, >= thresholds.warning -> Warning, below -> Bad;
// covered only by runs without a percentage (no theoretical ceiling, unrated) or with an
// implausible one (Verdict::Implausible, plausibility.h) -> Unverifiable;
// no run, or only failed runs -> NoData. A failed run is counted in the tooltip.

#include "expected.h"
#include "overlay/overlay.h"
#include "resultstore.h"

#include <QSettings>

#include <cmath>
#include <vector>

namespace ry::results {

/// Settings of the overlay: thresholds, colours and aggregation. Read from and written to
/// QSettings under the group "results/overlay" (keys good, warning, aggregate, colour/* as
/// "#rrggbb").
struct OverlayOptions
{
    enum class Aggregate
    {
        Best,
        Latest
    };
    PercentThresholds thresholds;
    overlay::OverlayPalette palette; ///< the benchmark defaults of core/overlay/overlay.h
    Aggregate aggregate = Aggregate::Best;

    static OverlayOptions fromSettings(QSettings &settings);
    void save(QSettings &settings) const;
    friend bool operator==(const OverlayOptions &, const OverlayOptions &) = default;
};

/// The state of `percent` (NaN -> NoData): >= good -> Good, >= warning -> Warning, else Bad.
overlay::OverlayState stateOf(double percent, const PercentThresholds &thresholds);

/// The legend of a benchmark overlay: Good ">= 90% of theoretical", Warning "75% to 90% of
/// theoretical", Bad "< 75% of theoretical", Unverifiable "No theoretical ceiling", NoData
/// "No data" (translated, with the thresholds of `options`).
std::vector<overlay::Overlay::LegendItem> resultsLegend(const OverlayOptions &options);

/// Builds the overlay of `runs` (with their node lists; rows are not needed) on `design`;
/// `title` is shown above the legend. Nodes are matched by device name (StoredNode::
/// deviceName). dimOthers is set so that measured objects stand out.
overlay::Overlay buildOverlay(const Design &design, const std::vector<StoredRun> &runs,
                              const OverlayOptions &options = {}, const QString &title = {});

} // namespace ry::results
