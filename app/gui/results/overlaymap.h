#pragma once

// A compact picture of the overlay: one cell per GPU node, one row of cells per scalable unit,
// coloured by % of theoretical (core/results/overlay.h). Nodes without data are hatched grey so
// that they never look like bad ones; an SU whose nodes are not all measured is "no data"
// (core/overlay/overlay.h) and its title shows the worst measured node in brackets. Hovering shows
// the figures; clicking a node emits nodeClicked() with the run behind its colour.

#include "results/overlay.h"

#include <QWidget>

#include <vector>

namespace ry::gui {

class OverlayMap : public QWidget
{
    Q_OBJECT
public:
    explicit OverlayMap(QWidget *parent = nullptr);

    /// Shows `overlay` for the GPU nodes of `design` (the design must outlive the widget's use
    /// of it; call again after it changes).
    void setOverlay(const Design &design, const overlay::Overlay &overlay);
    /// The node under `pos` (widget coordinates), or 0.
    Id nodeAt(const QPoint &pos) const;
    /// The cell rectangle of node `deviceId` (empty when not shown).
    QRect cellOf(Id deviceId) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// A node was clicked: its device id and the run that coloured it (0 = none).
    void nodeClicked(ry::Id deviceId, ry::Id runId);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Cell
    {
        Id deviceId = 0;
        QString name;
        overlay::OverlayEntry entry;
        QRect rect;
    };
    struct Group
    {
        QString title;
        overlay::OverlayEntry entry;
        std::vector<Cell> cells;
        QRect titleRect;
    };
    void layoutCells();
    std::vector<Group> m_groups;
    overlay::Overlay m_overlay;
    int m_cell = 14;
};

} // namespace ry::gui
