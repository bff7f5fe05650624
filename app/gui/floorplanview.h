#pragma once

#include "model/entities.h"

#include <QColor>
#include <QGraphicsView>
#include <QHash>

namespace ry::undo {
class DesignSession;
}
namespace ry::gui {

/// Rows and racks seen from above, each rack coloured by its maximum power against its budget
/// (palette::powerUseColour), and the cable bundles between racks as lines whose width grows
/// with the number of cables. Clicking a rack emits rackActivated() (the main window opens its
/// elevation).
///
/// setRackOverlay() replaces the power colours by overlay colours per rack (e.g. the worst
/// benchmark or verification result of the devices in it) and adds a line to the tooltips.
class FloorPlanView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit FloorPlanView(QWidget *parent = nullptr);
    void setSession(undo::DesignSession *session);
    /// Number of rack pairs joined by at least one cable (drawn bundles).
    int bundleCount() const { return m_bundles; }

    /// Fills racks with `colours` (by Rack id) instead of their power colour; `labels` (by Rack
    /// id) are added to the tooltips. Racks not named are drawn grey (no data); empty maps give
    /// the power colours back.
    void setRackOverlay(const QHash<Id, QColor> &colours, const QHash<Id, QString> &labels = {});
    void clearRackOverlay();
    /// The fill of a rack as drawn now; invalid when it is not drawn (tests).
    QColor rackFill(Id rack) const;

Q_SIGNALS:
    void rackActivated(ry::Id rack);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    undo::DesignSession *m_session = nullptr;
    int m_bundles = 0;
    QHash<Id, QColor> m_rackColours;
    QHash<Id, QString> m_rackLabels;
    bool m_pending = false;
    bool m_userZoomed = false; ///< until the user zooms, the plan is fitted to the view
};

} // namespace ry::gui
