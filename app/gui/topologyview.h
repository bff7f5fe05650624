#pragma once

#include "models/topologylayout.h"
#include "models/topologyoverlay.h"

#include <QFutureWatcher>
#include <QGraphicsView>

#include <memory>

namespace ry {
class ChangeSet;
}
namespace ry::undo {
class DesignSession;
}
namespace ry::gui {

class EdgeLayerItem;
class HighlightItem;
class NodeItem;

/// The fabric drawn by tiers: GPU nodes (grouped by scalable unit, leaves above them), spines
/// and cores in bands on top; links coloured by rail; supernodes outlined.
///
/// Scale (docs/references/qt-engineering.md §2): all links are drawn by ONE EdgeLayerItem that
/// keeps one line array per colour and its own grid index (culling against the exposed rectangle,
/// one drawLines() per colour); nodes are light items with chip's level-of-detail ladder; the
/// layout is computed off the GUI thread. Click a node to highlight its cables; Ctrl+click a
/// second node to show every shortest path between the two.
///
/// Overlays (verification, benchmarks, failure analysis) are painted with setOverlay(); see
/// models/topologyoverlay.h for the struct and the colour precedence. The overlay survives
/// re-layouts after edits; links and nodes it names that no longer exist are ignored. Hovering a
/// node or an overlay link shows its name and overlay label as a tooltip (toolTipAt()).
class TopologyView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit TopologyView(QWidget *parent = nullptr);
    ~TopologyView() override;

    /// Follows `session`: re-lays out after structural edits, repaints after others.
    void setSession(undo::DesignSession *session);
    /// Lays out `design` now, on the calling thread (benchmarks, tests, small designs).
    void setDesign(const Design &design);

    /// Replaces the overlay (colours and labels by link, node and rail, plus a legend).
    void setOverlay(const models::TopologyOverlay &overlay);
    void clearOverlay();
    const models::TopologyOverlay &overlay() const { return m_overlay; }

    /// Selects and centres on a device; returns false when it is not drawn.
    bool focusDevice(Id device);
    /// Highlights every shortest path between two devices; returns the number of links.
    int showPaths(Id from, Id to);
    /// Devices selected in the view.
    QList<Id> selectedDevices() const;
    /// The tooltip for viewport position `pos`: the node's name and overlay label, else the
    /// overlay label of a labelled link within a few pixels; empty when there is nothing.
    QString toolTipAt(const QPoint &pos) const;
    /// Where device `device` is drawn, in viewport coordinates (tests); null when not drawn.
    QPoint viewPosOf(Id device) const;

    const models::TopologyLayout &topologyLayout() const { return *m_layout; }
    /// True while a layout is being computed in the background.
    bool isBusy() const { return m_busy; }
    void zoomToFit();
    void setAntialiasingEnabled(bool on);
    /// Zoomed out (over 40,000 links in view) the links are rendered into an image off the GUI
    /// thread and blitted; off = always drawn directly (benchmarks compare both).
    void setEdgeImageCacheEnabled(bool on);
    /// Waits until a pending background edge image is ready and shown (benchmarks, tests).
    void waitForEdgeImage();

Q_SIGNALS:
    void deviceActivated(ry::Id device); ///< double-click on a node
    void layoutReady();                  ///< after each (re)layout
    void selectedDevicesChanged(QList<ry::Id> devices);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    friend class NodeItem;
    void scheduleRelayout();
    void buildScene(std::shared_ptr<models::TopologyLayout> layout, const Design &design);
    void applyColours();
    void updateHighlight();
    void onChanged(const ChangeSet &c, bool ok);
    QColor nodeColour(int node) const;

    undo::DesignSession *m_session = nullptr;
    std::shared_ptr<models::TopologyLayout> m_layout;
    std::shared_ptr<const Design> m_snapshot; ///< what the running layout reads
    QFutureWatcher<std::shared_ptr<models::TopologyLayout>> m_watcher;
    bool m_busy = false, m_again = false;
    EdgeLayerItem *m_edges = nullptr;
    HighlightItem *m_highlight = nullptr;
    std::vector<NodeItem *> m_nodeItems;
    models::TopologyOverlay m_overlay;
    int m_pathFrom = -1, m_pathTo = -1;
    bool m_edgeCache = true;
    bool m_userZoomed = false;        ///< until the user zooms, the fabric is fitted to the view
    QHash<Id, QString> m_names;       ///< device names for node labels
    std::vector<QColor> m_baseColour; ///< per node, by role
    std::vector<DeviceStatus> m_status;
};

} // namespace ry::gui
