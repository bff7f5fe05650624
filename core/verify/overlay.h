#pragma once

// Verification overlay: what a topology or rack view paints on top of the design after a cable
// verification. A plain value built in core from a Verification, so that the GUI only looks colours
// and labels up by id and never re-derives findings.
//
// Usage (the GUI's topology view; toTopologyOverlay() gives its TopologyOverlay directly):
//     const VerificationOverlay overlay = makeOverlay(design, verification);
//     if (const OverlayMark *m = overlay.cableMark(cable.id))
//         pen.setColor(m->colour);   // m->label is the tooltip text
//     if (const OverlayMark *m = overlay.deviceMark(device.id)) ...

#include "models/topologyoverlay.h"
#include "verifier.h"

#include <QColor>
#include <QHash>
#include <QSet>
#include <QString>

namespace ry {

/// The four states a view colours, coarser than CableFinding::Kind.
enum class OverlayState
{
    Correct,  ///< CableFinding::Kind::Correct
    Degraded, ///< Degraded: cabled as planned, slower than planned
    Missing,  ///< Missing: planned, not seen
    Wrong,    ///< Swapped, WrongPort, WrongDevice, Unexpected, UnknownDevice
};

/// "correct", "degraded", "missing", "wrong".
QString toString(OverlayState s);
/// The overlay state of a finding kind.
OverlayState overlayStateOf(CableFinding::Kind kind);
/// The colour views use for a state: green #2E7D32 correct, amber #F9A825 degraded, grey #757575
/// missing (a dashed line where possible), red #C62828 wrong. Chosen to stay apart for the
/// common red-green colour blindness by lightness as well as hue.
QColor overlayColour(OverlayState s);
/// Which state wins when several findings touch one object: Wrong > Missing > Degraded > Correct.
int overlaySeverity(OverlayState s);

/// The mark on one cable or device.
struct OverlayMark
{
    OverlayState state = OverlayState::Correct;
    CableFinding::Kind kind = CableFinding::Kind::Correct; ///< the finding that set the state
    QColor colour;                                         ///< overlayColour(state)
    QString label;    ///< short translated text: "wrong port", "missing", "2 findings: ..."
    int findings = 0; ///< how many findings touch the object

    friend bool operator==(const OverlayMark &, const OverlayMark &) = default;
};

/// Marks by cable id and device id. A cable gets the mark of the finding whose planned link it
/// belongs to (every cable of a planned link through patch panels gets the same mark); a device
/// gets the most severe mark of all findings whose anchor or observed peer is that device, so a
/// rack elevation can colour a device that has anything wrong.
struct VerificationOverlay
{
    QHash<Id, OverlayMark> cables;
    QHash<Id, OverlayMark> devices;

    const OverlayMark *cableMark(Id cableId) const
    {
        auto it = cables.constFind(cableId);
        return it == cables.cend() ? nullptr : &*it;
    }
    const OverlayMark *deviceMark(Id deviceId) const
    {
        auto it = devices.constFind(deviceId);
        return it == devices.cend() ? nullptr : &*it;
    }
    bool empty() const { return cables.isEmpty() && devices.isEmpty(); }
};

/// Builds the overlay of `verification`. `design` is the design it was run against: it maps the
/// observed peer of a miswired cable to its device (CableFinding only records its anchor device).
VerificationOverlay makeOverlay(const Design &design, const Verification &verification);

/// The overlay in the form the topology view paints (app/gui/topologyview.h setOverlay()): link
/// and node colours and labels from `overlay`, a legend of the four states, and `title`.
/// Usage: `topologyView->setOverlay(toTopologyOverlay(makeOverlay(design, v), tr("...")))`.
TopologyOverlay toTopologyOverlay(const VerificationOverlay &overlay, const QString &title = {});

/// Short translated name of a finding kind for labels and tables: "correct", "missing",
/// "unexpected", "swapped", "wrong port", "wrong device", "degraded", "unknown device".
QString findingKindLabel(CableFinding::Kind kind);

} // namespace ry
