#pragma once

#include "model/entities.h"
#include "models/topologyoverlay.h"

#include <QGraphicsView>
#include <QWidget>

class QListView;
class QLabel;

namespace ry {
class ChangeSet;
}
namespace ry::models {
class DeviceTypeModel;
}
namespace ry::undo {
class DesignSession;
}
namespace ry::gui {

class RackScene;

/// The rack elevation: front and rear of one or more racks side by side with U numbers,
/// devices drawn to scale with names and status colours, a device-type palette to drag from.
/// Dragging a device moves it within or between racks (one undo step); dropping a type adds a
/// device. Collisions and power-budget overruns are refused with a message, never silently.
/// Double-clicking a device emits deviceActivated() (the main window shows its ports).
///
/// setOverlay() paints devices in the overlay's node colours (benchmark % of theoretical,
/// verification findings, live checks) and adds its node labels to their tooltips; links, rails
/// and the legend of a TopologyOverlay are not used here.
class RackElevationView : public QWidget
{
    Q_OBJECT

public:
    explicit RackElevationView(QWidget *parent = nullptr);
    ~RackElevationView() override;

    void setSession(undo::DesignSession *session);
    /// Shows these racks, left to right.
    void showRacks(const QList<Id> &racks);
    QList<Id> racks() const { return m_racks; }
    /// Selects a device (showing its rack if needed).
    void focusDevice(Id device);

    /// Colours devices by `overlay.nodeColour` (by Device id) over their role colour; with
    /// `dimOthers` the devices it does not name are drawn grey. nodeLabel goes into tooltips.
    void setOverlay(const models::TopologyOverlay &overlay);
    void clearOverlay();
    const models::TopologyOverlay &overlay() const { return m_overlay; }
    /// The fill a device is drawn with now (its overlay colour or role colour); invalid when it
    /// is not shown (tests).
    QColor deviceFill(Id device) const;

    /// Moves a device as a drag does. Returns false with the reason (also shown to the user
    /// unless messages are off) when the place is taken, outside the rack or over budget.
    bool moveDevice(Id device, Id rack, double u, Face face, QString *error = nullptr);
    /// Adds a device of a type as a drop from the palette does; same refusals.
    bool addDevice(Id deviceType, Id rack, double u, Face face, QString *error = nullptr);

    /// Where U `u` of a rack's face is drawn (view coordinates of the bottom of that U's centre
    /// line), for tests that drop onto the view.
    QPoint viewPosOf(Id rack, double u, Face face) const;
    QGraphicsView *graphicsView() const { return m_view; }
    /// Off for tests: refusals are kept in lastMessage() instead of shown in a message box.
    void setMessagesShown(bool on) { m_messages = on; }
    QString lastMessage() const { return m_lastMessage; }

Q_SIGNALS:
    void deviceActivated(ry::Id device);
    void deviceSelected(ry::Id device);

private:
    friend class RackScene;
    friend class RackGraphicsView;
    void rebuild();
    void refuse(const QString &message);
    /// The rack column under a scene point: rack id, face, and the U at that height.
    bool locate(const QPointF &scenePos, Id *rack, Face *face, double *u) const;
    void itemsDropped();

    undo::DesignSession *m_session = nullptr;
    models::DeviceTypeModel *m_types = nullptr;
    QListView *m_palette = nullptr;
    QGraphicsView *m_view = nullptr;
    RackScene *m_scene = nullptr;
    QList<Id> m_racks;
    bool m_messages = true;
    QString m_lastMessage;
    Id m_selected = 0;
    models::TopologyOverlay m_overlay;
};

} // namespace ry::gui
