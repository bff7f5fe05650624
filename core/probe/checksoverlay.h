#pragma once

// The Run Checks producer of the overlay (core/overlay/overlay.h): the states of a test plan's
// steps as they run, on the design's nodes and cables.
//
// Per node and cable (the nodes of a step, the cables of its path, PlanStep::path):
//   - the best % of expected of the finished steps that crossed it (a good figure anywhere
//     means it is not the bottleneck): Good / Warning / Bad by the thresholds, label "95% of
//     expected";
//   - measured by a step without an expected figure: Unverifiable, "measured, no expected
//     figure";
//   - crossed only by failed steps: Bad, "failed";
//   - crossed only by steps that measured nothing (could not start, timed out, no GPU;
//     StepProgress::notMeasured): NoData, "not measured" (never a verdict);
//   - nodes of the running step: Running (over the above);
//   - suspects found by elimination (localise()): Bad, "suspect: <reason>" (over everything);
//   - in the plan, nothing yet: NoData (so that racks, SUs and rails are aggregated honestly).
// Ties between steps with the same % are broken by step order (the first wins).

#include "overlay/overlay.h"
#include "results/overlay.h"
#include "testplan.h"

#include <vector>

namespace ry::probe {

/// What Run Checks knows about one plan step.
struct StepProgress
{
    bool running = false;
    bool failed = false;
    bool notMeasured = false; ///< failed without measuring (StepResult::notMeasured)
    double value = 0;         ///< the measured figure (NCCL: busbw GB/s, TCP: Gb/s); 0 = none
    double expected = 0;      ///< the expected figure in the same unit; 0 = unknown

    /// 100 x value / expected; negative when there is no percentage (failed, no figure).
    double percent() const
    {
        return !failed && value > 0 && expected > 0 ? 100 * value / expected : -1;
    }
};

/// Builds the overlay of `plan` on `design` from `steps` (one per plan step, in plan order;
/// missing ones count as not started) and the `suspects` of a finished run, with the
/// thresholds and palette of `levels`. Empty (Overlay::isEmpty()) while nothing has started.
overlay::Overlay makeChecksOverlay(const Design &design, const TestPlan &plan,
                                   const std::vector<StepProgress> &steps,
                                   const std::vector<Suspect> &suspects,
                                   const results::OverlayOptions &levels = {});

} // namespace ry::probe
