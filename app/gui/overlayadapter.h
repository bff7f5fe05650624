#pragma once

// The one adapter from the core overlay value (core/overlay/overlay.h), whoever produced it
// (verification, benchmark results, Run Checks), to the three views that paint it: the
// topology, the rack elevations and the floor plan. The views only receive paint lists
// (TopologyOverlay, rack fills); no view and no window resolves states or aggregates colours.
//
// Usage (MainWindow::paintOverlay()):
//     gui::applyOverlay(results::buildOverlay(design, runs), m_topology, m_racks, m_floor);
//     gui::clearOverlay(m_topology, m_racks, m_floor);

#include "models/topologyoverlay.h"
#include "overlay/overlay.h"

#include <QColor>
#include <QHash>
#include <QString>

namespace ry::gui {
class TopologyView;
class RackElevationView;
class FloorPlanView;
} // namespace ry::gui

namespace ry::gui {

/// The paint list of the topology and rack views for `overlay`:
///   - nodes and links: every entry whose state is not NoData gets its palette colour and its
///     label; every entry's tooltip is kept (hover text); the run behind a node (runId) is
///     kept for double-click. NoData entries get no colour: the views draw them in their base
///     colour, greyed when `overlay.dimOthers`.
///   - rails: never painted as a colour for all their links (railColour stays empty): a link is
///     coloured only by its own entry, so an unmeasured link never takes the figure of its rail.
///   - the legend with the palette colours, the title, dimOthers.
/// An empty overlay gives an empty TopologyOverlay.
models::TopologyOverlay toTopologyOverlay(const overlay::Overlay &overlay);

/// The floor plan's fills: every rack entry (aggregated from its nodes, core/overlay) with its
/// palette colour (NoData racks in the no-data colour) and its tooltip as the label.
struct RackPaint
{
    QHash<Id, QColor> colours;
    QHash<Id, QString> labels;
};
RackPaint toRackPaint(const overlay::Overlay &overlay);

/// Paints `overlay` on the three views (any may be null); an empty overlay clears them.
void applyOverlay(const overlay::Overlay &overlay, TopologyView *topology, RackElevationView *racks,
                  FloorPlanView *floor);
/// Takes the overlay off the three views (any may be null).
void clearOverlay(TopologyView *topology, RackElevationView *racks, FloorPlanView *floor);

} // namespace ry::gui
