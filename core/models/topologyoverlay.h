#pragma once

// The paint list of the topology and rack views (app/gui/topologyview.h, rackview.h): colours,
// labels and hover text by link (Cable id), node (Device id) and rail, plus a legend. Analyses
// do not build this: they produce the core overlay value (core/overlay/overlay.h) and the one
// adapter (app/gui/overlayadapter.h, gui::toTopologyOverlay()) turns it into this list. Tests
// and tools may still set one by hand:
//     ry::TopologyOverlay o;
//     o.linkColour.insert(cableId, QColor(Qt::red));        // by Cable id
//     o.nodeColour.insert(deviceId, QColor(Qt::green));      // by Device id
//     topologyView->setOverlay(o);      // replaces the previous overlay
//     topologyView->clearOverlay();     // back to the plain rail colours
//
// Precedence for a link: linkColour, then railColour of its rail, then the base colour (the
// adapter never sets railColour: a link is coloured by its own entry only).
// `dimOthers` greys the links and nodes that the overlay does not mention, so a handful of
// findings stand out in a 300,000-cable fabric.

#include "model/entities.h"

#include <QColor>
#include <QHash>
#include <QString>

#include <vector>

namespace ry::models {

/// Colours and labels painted over the topology view, by link (Cable id), node (Device id) and
/// rail index. Empty = no overlay.
struct TopologyOverlay
{
    QString title; ///< shown above the legend
    QHash<Id, QColor> nodeColour;
    QHash<Id, QColor> linkColour;
    QHash<int, QColor> railColour;
    QHash<Id, QString> nodeLabel; ///< drawn under the node when zoomed in far enough
    QHash<Id, QString> linkLabel; ///< drawn at the link's middle when zoomed in
    /// Longer text shown when hovering (the figures behind a colour); falls back to the label.
    QHash<Id, QString> nodeToolTip;
    QHash<Id, QString> linkToolTip;
    /// The benchmark run behind a node's colour (0 or absent = none): double-clicking the node
    /// in the topology opens that run instead of the device dialog.
    QHash<Id, Id> nodeRun;
    struct LegendEntry
    {
        QColor colour;
        QString text;
    };
    std::vector<LegendEntry> legend;
    bool dimOthers = false;

    bool isEmpty() const
    {
        return nodeColour.isEmpty() && linkColour.isEmpty() && railColour.isEmpty() &&
               nodeLabel.isEmpty() && linkLabel.isEmpty() && legend.empty();
    }
};

} // namespace ry::models
