#include "overlayadapter.h"

#include "floorplanview.h"
#include "rackview.h"
#include "topologyview.h"

namespace ry::gui {

namespace {

template<typename Map>
void paintEntries(const overlay::Overlay &o, const Map &entries, QHash<Id, QColor> &colours,
                  QHash<Id, QString> &labels, QHash<Id, QString> &toolTips, QHash<Id, Id> *runs)
{
    for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
        if (!it->tooltip.isEmpty())
            toolTips.insert(it.key(), it->tooltip);
        if (it->state == overlay::OverlayState::NoData)
            continue;
        colours.insert(it.key(), o.colour(*it));
        if (!it->label.isEmpty())
            labels.insert(it.key(), it->label);
        if (runs && it->runId)
            runs->insert(it.key(), it->runId);
    }
}

} // namespace

models::TopologyOverlay toTopologyOverlay(const overlay::Overlay &o)
{
    models::TopologyOverlay t;
    if (o.isEmpty())
        return t;
    t.title = o.title;
    t.dimOthers = o.dimOthers;
    paintEntries(o, o.nodes, t.nodeColour, t.nodeLabel, t.nodeToolTip, &t.nodeRun);
    paintEntries(o, o.links, t.linkColour, t.linkLabel, t.linkToolTip, nullptr);
    for (const overlay::Overlay::LegendItem &item : o.legend)
        t.legend.push_back({o.colour(item.state), item.text});
    return t;
}

RackPaint toRackPaint(const overlay::Overlay &o)
{
    RackPaint r;
    for (auto it = o.racks.cbegin(); it != o.racks.cend(); ++it) {
        r.colours.insert(it.key(), o.colour(*it));
        r.labels.insert(it.key(), it->tooltip);
    }
    return r;
}

void applyOverlay(const overlay::Overlay &overlay, TopologyView *topology, RackElevationView *racks,
                  FloorPlanView *floor)
{
    if (overlay.isEmpty())
        return clearOverlay(topology, racks, floor);
    const models::TopologyOverlay t = toTopologyOverlay(overlay);
    if (topology)
        topology->setOverlay(t);
    if (racks)
        racks->setOverlay(t);
    if (floor) {
        const RackPaint r = toRackPaint(overlay);
        floor->setRackOverlay(r.colours, r.labels);
    }
}

void clearOverlay(TopologyView *topology, RackElevationView *racks, FloorPlanView *floor)
{
    if (topology)
        topology->clearOverlay();
    if (racks)
        racks->clearOverlay();
    if (floor)
        floor->clearRackOverlay();
}

} // namespace ry::gui
