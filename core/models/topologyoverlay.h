#pragma once

// The overlay API of the topology view (app/gui/topologyview.h): what verification, benchmark
// and failure analyses paint over the fabric. Widget-free, so core code (cable verification,
// benchmark attribution) can build an overlay and the GUI only shows it.
//
// Usage:
//     ry::TopologyOverlay o;
//     o.title = tr("Cable verification, run 3");
//     o.linkColour.insert(cableId, QColor(Qt::red));        // by Cable id
//     o.linkLabel.insert(cableId, tr("swapped with %1").arg(other));
//     o.nodeColour.insert(deviceId, QColor(Qt::green));      // by Device id
//     o.nodeLabel.insert(deviceId, QStringLiteral("371 GB/s"));
//     o.railColour.insert(3, QColor(Qt::yellow));            // every link on rail 3
//     o.legend.push_back({QColor(Qt::red), tr("miswired")});
//     topologyView->setOverlay(o);      // replaces the previous overlay
//     topologyView->clearOverlay();     // back to the plain rail colours
//
// Precedence for a link: linkColour, then railColour of its rail, then the base colour.
// `dimOthers` greys the links and nodes that the overlay does not mention, so a handful of
// findings stand out in a 300,000-cable fabric.

#include "model/entities.h"

#include <QColor>
#include <QHash>
#include <QString>

#include <vector>

namespace ry {

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

} // namespace ry
