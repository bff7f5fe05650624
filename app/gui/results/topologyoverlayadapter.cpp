#include "topologyoverlayadapter.h"

namespace ry::gui {

TopologyOverlay toTopologyOverlay(const results::Overlay &overlay, const QString &title,
                                  bool markNoData)
{
    TopologyOverlay t;
    t.title = title;
    t.dimOthers = !markNoData;
    for (auto it = overlay.nodes.cbegin(); it != overlay.nodes.cend(); ++it) {
        if (!it->hasData() && !markNoData)
            continue;
        t.nodeColour.insert(it.key(), QColor(it->colour));
        t.nodeLabel.insert(it.key(), it->label);
        if (!it->tooltip.isEmpty())
            t.nodeToolTip.insert(it.key(), it->tooltip);
        if (it->runId)
            t.nodeRun.insert(it.key(), it->runId);
    }
    for (auto it = overlay.cables.cbegin(); it != overlay.cables.cend(); ++it) {
        if (!it->hasData() && !markNoData)
            continue;
        t.linkColour.insert(it.key(), QColor(it->colour));
        t.linkLabel.insert(it.key(), it->label);
        if (!it->tooltip.isEmpty())
            t.linkToolTip.insert(it.key(), it->tooltip);
    }
    for (auto it = overlay.rails.cbegin(); it != overlay.rails.cend(); ++it) {
        if (!it->hasData() && !markNoData)
            continue;
        t.railColour.insert(it.key(), QColor(it->colour));
    }
    for (const auto &item : overlay.legend())
        t.legend.push_back({QColor(item.colour), item.text});
    return t;
}

} // namespace ry::gui
