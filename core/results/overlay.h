#pragma once

// The benchmark-results producer of the overlay (core/overlay/overlay.h): the per-object
// states of stored runs that the topology, rack and floor-plan views and the Results tab paint.
//
// What an entry means: the percentage of the theoretical busbw ceiling (expected.h) reached by
// the runs that covered the object:
//   node   (Device id)  every run whose device list named the node
//   link   (Cable id)   every multi-node run CONFINED TO THE CABLE'S RAIL (isolatedRail()) that
//                       used the rail port the cable is plugged into
// Scope of a verdict: a multi-node all-reduce over several rails moves data on all of them at
// once and runs at the pace of the slowest, so a low figure cannot say which rail held it back.
// Such a run gives its nodes a verdict, but its links only "measured, no verdict"
// (Unverifiable), labelled "suspect" when it was below the pass threshold; a per-link (and so
// per-rail) verdict comes only from runs that isolate the rail: a railyard-probe plan step
// confined to one rail (rail-allreduce, pairwise sendrecv with NCCL_IB_HCA set to that rail's
// HCA; core/probe/testplan.h), or a run with one GPU per node on the same GPU index k on every
// node (NCCL drives GPU k through NIC k of rail k, docs/references/fabric.md §2.3).
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
// no run, or only failed runs -> NoData (a failed run measured nothing; it is counted in the
// tooltip). Objects without a measurement stay NoData in every view and export: a link never
// takes the figure of its rail or of another SU.

#include "expected.h"
#include "overlay/overlay.h"
#include "resultstore.h"

#include <QSettings>

#include <cmath>
#include <optional>
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
/// theoretical", Bad "< 75% of theoretical", Unverifiable "Measured, no verdict (no ceiling,
/// or a run over several rails)", NoData "No data" (translated, with the thresholds of `options`).
std::vector<overlay::Overlay::LegendItem> resultsLegend(const OverlayOptions &options);

/// The one rail `run` was confined to: its probe step's rail (StoredProbeStep::rail >= 0), else
/// the rail shared by every attributed node when each has exactly one (one GPU per node, the
/// same index on each) and there are at least two nodes; std::nullopt for a run over several
/// rails, a single-node run or a run without attribution.
std::optional<int> isolatedRail(const StoredRun &run);

/// How much of the design the runs of an overlay measured: GPU nodes and their rail links whose
/// entry is not NoData, rails with at least one such link, and leaves (the switches at the far
/// end of GPU nodes' rail links) with at least one such link. `linksRated`: links with a
/// verdict of their own (runs confined to their rail).
struct Coverage
{
    struct Count
    {
        int measured = 0;
        int total = 0;
        friend bool operator==(const Count &, const Count &) = default;
    };
    Count nodes, rails, leaves, links;
    int linksRated = 0;
    friend bool operator==(const Coverage &, const Coverage &) = default;
};
Coverage coverageOf(const Design &design, const overlay::Overlay &overlay);
/// One translated sentence: "Coverage: 4 of 8 GPU nodes, 8 of 8 rails, 2 of 4 leaves and 32 of
/// 64 rail links have a measurement; 0 links have a verdict of their own (...)."
QString coverageText(const Coverage &coverage);

/// Builds the overlay of `runs` (with their node lists; rows are not needed) on `design`;
/// `title` is shown above the legend. Nodes are matched by device name (StoredNode::
/// deviceName). dimOthers is set so that measured objects stand out.
overlay::Overlay buildOverlay(const Design &design, const std::vector<StoredRun> &runs,
                              const OverlayOptions &options = {}, const QString &title = {});

} // namespace ry::results
