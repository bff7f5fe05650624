#pragma once

#include "model/entities.h"

#include <QGraphicsView>

namespace ry {

class DesignSession;

/// Rows and racks seen from above, each rack coloured by its maximum power against its budget
/// (palette::powerUseColour), and the cable bundles between racks as lines whose width grows
/// with the number of cables. Clicking a rack emits rackActivated() (the main window opens its
/// elevation).
class FloorPlanView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit FloorPlanView(QWidget *parent = nullptr);
    void setSession(DesignSession *session);
    /// Number of rack pairs joined by at least one cable (drawn bundles).
    int bundleCount() const { return m_bundles; }

Q_SIGNALS:
    void rackActivated(ry::Id rack);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    DesignSession *m_session = nullptr;
    int m_bundles = 0;
    bool m_pending = false;
    bool m_userZoomed = false; ///< until the user zooms, the plan is fitted to the view
};

} // namespace ry
