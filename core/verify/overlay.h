#pragma once

// The verification producer of the overlay (core/overlay/overlay.h): what the topology, rack
// and floor-plan views paint after a cable verification. Built in core from a Verification, so
// that the GUI only looks states up by id and never re-derives findings.
//
// Usage (the GUI hands the result to gui::applyOverlay(), app/gui/overlayadapter.h):
//     const Overlay overlay = makeOverlay(design, verification, tr("Cable verification"));
//     const OverlayEntry e = overlay.link(cable.id);   // state, label "wrong port", tooltip
//     pen.setColor(overlay.colour(e));

#include "overlay/overlay.h"
#include "verifier.h"

#include <QColor>
#include <QString>

namespace ry::verify {

/// The overlay state of a finding kind: Correct -> Good, Degraded -> Warning (cabled as
/// planned, slower than planned), Missing -> Missing (planned, not seen), every miswiring
/// (Swapped, WrongPort, WrongDevice, Unexpected, UnknownDevice) -> Bad.
overlay::OverlayState overlayStateOf(CableFinding::Kind kind);
/// The colour of a finding kind in work lists and views: OverlayPalette::verification() of its
/// state (green #2E7D32, amber #F9A825, grey #757575, red #C62828).
QColor findingColour(CableFinding::Kind kind);

/// Builds the overlay of `verification` on `design` (the design it was run against: it maps
/// the observed peer of a miswired cable to its device, which CableFinding only records by id).
///
/// Links: a cable gets the state of the finding whose planned link it belongs to (every cable of
/// a planned link through patch panels gets the same state), label = the finding kind ("wrong
/// port"). Nodes: a device gets the worst state of all findings whose anchor, observed peer or
/// cable end it is (Bad > Missing > Warning > Good), count = the findings, label "3 findings,
/// worst: wrong port" (no label when Good). Objects no finding touches have no entry (outside
/// the verified planes). Racks, rows, SUs, pods and rails are aggregated (aggregate()).
/// The palette is OverlayPalette::verification(), the legend its four states; `title` is shown
/// above the legend. An empty verification gives an empty overlay.
overlay::Overlay makeOverlay(const Design &design, const Verification &verification,
                             const QString &title = {});

/// Short translated name of a finding kind for labels and tables: "correct", "missing",
/// "unexpected", "swapped", "wrong port", "wrong device", "degraded", "unknown device".
QString findingKindLabel(CableFinding::Kind kind);

} // namespace ry::verify
