#include "overlaymap.h"

#include "model/designutil.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <map>

namespace ry::gui {

using namespace ry::results;

namespace {
constexpr int kMargin = 6;
constexpr int kGap = 2;
constexpr int kTitleWidth = 110;
} // namespace

OverlayMap::OverlayMap(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void OverlayMap::setOverlay(const Design &design, const overlay::Overlay &overlay)
{
    m_overlay = overlay;
    m_groups.clear();
    std::map<int, std::size_t> groupOf;
    for (const Device &d : design.devices) {
        if (!overlay.nodes.contains(d.id))
            continue;
        auto it = groupOf.find(d.su);
        if (it == groupOf.end()) {
            it = groupOf.emplace(d.su, m_groups.size()).first;
            Group g;
            g.title = d.su >= 0 ? suName(d.su) : tr("No SU");
            g.entry = d.su >= 0 ? overlay.su(d.su) : overlay::OverlayEntry{};
            m_groups.push_back(std::move(g));
        }
        m_groups[it->second].cells.push_back({d.id, d.name, overlay.node(d.id), {}});
    }
    // Groups in SU order (std::map order), "No SU" (-1) first.
    std::vector<Group> ordered;
    ordered.reserve(groupOf.size());
    for (const auto &[su, index] : groupOf)
        ordered.push_back(std::move(m_groups[index]));
    m_groups = std::move(ordered);
    layoutCells();
    updateGeometry();
    update();
}

void OverlayMap::layoutCells()
{
    const int usable = std::max(80, width() - 2 * kMargin - kTitleWidth);
    std::size_t most = 1;
    for (const Group &g : m_groups)
        most = std::max(most, g.cells.size());
    // Cells up to 28 px, at least 6, fitting the widest group on few lines.
    m_cell = std::clamp(usable / int(std::min<std::size_t>(most, 32)) - kGap, 6, 28);
    const int perLine = std::max(1, usable / (m_cell + kGap));
    int y = kMargin;
    for (Group &g : m_groups) {
        g.titleRect = QRect(kMargin, y, kTitleWidth - 4, m_cell + kGap);
        for (std::size_t i = 0; i < g.cells.size(); ++i) {
            const int col = int(i) % perLine;
            const int line = int(i) / perLine;
            g.cells[i].rect = QRect(kMargin + kTitleWidth + col * (m_cell + kGap),
                                    y + line * (m_cell + kGap), m_cell, m_cell);
        }
        const int lines = std::max<int>(1, (int(g.cells.size()) + perLine - 1) / perLine);
        y += lines * (m_cell + kGap) + kGap * 3;
    }
}

Id OverlayMap::nodeAt(const QPoint &pos) const
{
    for (const Group &g : m_groups)
        for (const Cell &c : g.cells)
            if (c.rect.contains(pos))
                return c.deviceId;
    return 0;
}

QRect OverlayMap::cellOf(Id deviceId) const
{
    for (const Group &g : m_groups)
        for (const Cell &c : g.cells)
            if (c.deviceId == deviceId)
                return c.rect;
    return {};
}

QSize OverlayMap::sizeHint() const
{
    int h = kMargin;
    for (const Group &g : m_groups) {
        int bottom = g.titleRect.bottom();
        for (const Cell &c : g.cells)
            bottom = std::max(bottom, c.rect.bottom());
        h = std::max(h, bottom + kMargin);
    }
    return {480, std::max(60, h + 28)};
}

QSize OverlayMap::minimumSizeHint() const
{
    return {200, 60};
}

void OverlayMap::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutCells();
}

void OverlayMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    for (const Group &g : m_groups) {
        p.setPen(palette().color(QPalette::Text));
        const QString title =
            g.entry.percent ? tr("%1  (worst %2)").arg(g.title, g.entry.label) : g.title;
        p.drawText(g.titleRect, Qt::AlignLeft | Qt::AlignVCenter, title);
        for (const Cell &c : g.cells) {
            const QColor colour = m_overlay.colour(c.entry);
            if (c.entry.state != overlay::OverlayState::NoData) {
                p.fillRect(c.rect, colour);
            } else {
                // No data: hatched, never a solid fill that could read as a level.
                p.fillRect(c.rect, palette().base());
                p.fillRect(c.rect, QBrush(colour.darker(130), Qt::BDiagPattern));
            }
            p.setPen(colour.darker(160));
            p.drawRect(c.rect.adjusted(0, 0, -1, -1));
        }
    }
    // Legend along the bottom.
    int x = kMargin;
    const int y = height() - 20;
    for (const auto &item : m_overlay.legend) {
        const QRect box(x, y + 3, 12, 12);
        const QColor colour = m_overlay.colour(item.state);
        if (item.state == overlay::OverlayState::NoData) {
            p.fillRect(box, QBrush(colour.darker(130), Qt::BDiagPattern));
        } else {
            p.fillRect(box, colour);
        }
        p.setPen(palette().color(QPalette::Text));
        p.drawRect(box.adjusted(0, 0, -1, -1));
        const int w = p.fontMetrics().horizontalAdvance(item.text);
        p.drawText(QRect(x + 16, y, w + 4, 18), Qt::AlignLeft | Qt::AlignVCenter, item.text);
        x += 16 + w + 16;
    }
}

void OverlayMap::mousePressEvent(QMouseEvent *event)
{
    const Id id = nodeAt(event->position().toPoint());
    if (!id)
        return QWidget::mousePressEvent(event);
    emit nodeClicked(id, m_overlay.node(id).runId);
}

bool OverlayMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        for (const Group &g : m_groups) {
            if (g.titleRect.contains(help->pos())) {
                QToolTip::showText(help->globalPos(), g.entry.tooltip, this);
                return true;
            }
            for (const Cell &c : g.cells) {
                if (c.rect.contains(help->pos())) {
                    QToolTip::showText(help->globalPos(), c.entry.tooltip, this, c.rect);
                    return true;
                }
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace ry::gui
