#pragma once

// From the benchmark overlay of core/results to the topology view's TopologyOverlay
// (core/models/topologyoverlay.h): node colours and labels by Device id, link colours and labels
// by Cable id, rail colours by rail index, and the legend with the thresholds.

#include "models/topologyoverlay.h"
#include "results/overlay.h"

namespace ry::gui {

/// Converts `overlay`; `title` is shown above the legend. Objects without data are left out of
/// the colour maps (the view draws them in its base colour) unless `markNoData` is true, in which
/// case they get the no-data colour; the legend always has the no-data entry. dimOthers is set
/// so that measured objects stand out.
TopologyOverlay toTopologyOverlay(const results::Overlay &overlay, const QString &title,
                                  bool markNoData = false);

} // namespace ry::gui
