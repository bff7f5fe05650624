#include "floorplanview.h"

#include "models/palette.h"
#include "undo/designsession.h"
#include "undo/edits.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTimer>

#include <cmath>
#include <map>

namespace ry::gui {

namespace {

constexpr double kM = 60; // pixels per metre
constexpr int kRackIdRole = 0;

/// All bundles in one item: one drawLines() per width class.
class BundleItem : public QGraphicsItem
{
public:
    struct Bundle
    {
        QLineF line;
        int cables;
    };
    explicit BundleItem(std::vector<Bundle> bundles) : m_bundles(std::move(bundles))
    {
        for (const auto &b : m_bundles)
            m_bounds = m_bounds.united(QRectF(b.line.p1(), b.line.p2()).normalized());
        m_bounds.adjust(-10, -10, 10, 10);
        setZValue(2);
    }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        std::map<int, QVector<QLineF>> byWidth;
        for (const auto &b : m_bundles)
            byWidth[std::clamp(int(std::log2(b.cables + 1)), 1, 8)].push_back(b.line);
        for (const auto &[w, lines] : byWidth) {
            QPen pen(QColor(0x20, 0x60, 0xb0, 150), w);
            pen.setCosmetic(true);
            p->setPen(pen);
            p->drawLines(lines.constData(), int(lines.size()));
        }
    }

private:
    std::vector<Bundle> m_bundles;
    QRectF m_bounds;
};

} // namespace

FloorPlanView::FloorPlanView(QWidget *parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
}

void FloorPlanView::setSession(undo::DesignSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session) {
        // Coalesce bursts of edits into one rebuild.
        auto later = [this] {
            if (m_pending)
                return;
            m_pending = true;
            QTimer::singleShot(0, this, [this] {
                m_pending = false;
                rebuild();
            });
        };
        connect(session, &undo::DesignSession::changed, this, later);
        connect(session, &undo::DesignSession::resetDone, this, later);
    }
    m_userZoomed = false;
    rebuild();
}

void FloorPlanView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (!m_userZoomed)
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void FloorPlanView::rebuild()
{
    scene()->clear();
    m_bundles = 0;
    if (!m_session)
        return;
    const Design &d = m_session->design();
    // Rooms stacked vertically; rows within a room by index; racks by position.
    QHash<Id, double> roomY;
    double y = 0;
    for (const Room &room : d.rooms) {
        roomY.insert(room.id, y);
        int rows = 0;
        for (const Row &r : d.rows)
            rows += r.roomId == room.id;
        auto *t = scene()->addSimpleText(room.name);
        t->setPos(0, y - 30);
        QFont f = font();
        f.setBold(true);
        t->setFont(f);
        y += std::max(1, rows) * 3.0 * kM + 60;
    }
    QHash<Id, QPointF> rackCentre;
    QHash<Id, double> power;
    for (const Device &dev : d.devices)
        if (dev.rackId)
            if (const DeviceType *t = d.deviceTypes.find(dev.deviceTypeId))
                power[dev.rackId] += t->powerMaxW;
    QHash<Id, const Row *> rowOf;
    for (const Row &r : d.rows)
        rowOf.insert(r.id, &r);
    for (const Rack &rack : d.racks) {
        const Row *row = rowOf.value(rack.rowId);
        const double ry = roomY.value(row ? row->roomId : 0) + (row ? row->index : 0) * 3.0 * kM;
        const QRectF r(rack.position * rack.widthM * kM, ry, rack.widthM * kM, rack.depthM * kM);
        const double w = power.value(rack.id);
        // Under an overlay, racks it does not name are neutral grey, never a level colour.
        const QColor fill = m_rackColours.isEmpty()
                                ? models::palette::powerUseColour(w, rack.powerBudgetW)
                                : m_rackColours.value(rack.id, QColor(0xd0, 0xd0, 0xd0));
        auto *item = scene()->addRect(r, QPen(palette().color(QPalette::Text), 0), fill);
        item->setData(kRackIdRole, QVariant::fromValue<qint64>(rack.id));
        QString tip = tr("%1\n%2 of %3 kW")
                          .arg(rack.name, QLocale().toString(w / 1000, 'f', 1),
                               QLocale().toString(rack.powerBudgetW / 1000, 'f', 1));
        if (const QString label = m_rackLabels.value(rack.id); !label.isEmpty())
            tip += QLatin1Char('\n') + label;
        item->setToolTip(tip);
        item->setCursor(Qt::PointingHandCursor);
        rackCentre.insert(rack.id, r.center());
        if (d.racks.size() <= 400) {
            auto *t = scene()->addSimpleText(rack.name);
            t->setScale(0.5);
            t->setPos(r.left() + 1, r.bottom() + 1);
        }
        if (row && rack.position == 0) {
            auto *t = scene()->addSimpleText(row->name);
            t->setPos(r.left() - 60, r.top());
        }
    }
    // Bundles: cables between devices in different racks, counted per rack pair.
    QHash<Id, Id> rackOfPort;
    {
        QHash<Id, Id> rackOfDevice;
        for (const Device &dev : d.devices)
            rackOfDevice.insert(dev.id, dev.rackId);
        rackOfPort.reserve(qsizetype(d.ports.size()));
        for (const Port &p : d.ports)
            rackOfPort.insert(p.id, rackOfDevice.value(p.deviceId));
    }
    std::map<std::pair<Id, Id>, int> pairs;
    for (const Cable &c : d.cables) {
        Id a = rackOfPort.value(c.aPortId), b = rackOfPort.value(c.bPortId);
        if (!a || !b || a == b || c.medium == Medium::Power)
            continue;
        if (a > b)
            std::swap(a, b);
        ++pairs[{a, b}];
    }
    std::vector<BundleItem::Bundle> bundles;
    bundles.reserve(pairs.size());
    for (const auto &[k, n] : pairs)
        bundles.push_back({QLineF(rackCentre.value(k.first), rackCentre.value(k.second)), n});
    m_bundles = int(bundles.size());
    if (!bundles.empty())
        scene()->addItem(new BundleItem(std::move(bundles)));
    scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(-80, -60, 80, 60));
    if (!m_userZoomed)
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void FloorPlanView::setRackOverlay(const QHash<Id, QColor> &colours,
                                   const QHash<Id, QString> &labels)
{
    m_rackColours = colours;
    m_rackLabels = labels;
    rebuild();
}

void FloorPlanView::clearRackOverlay()
{
    setRackOverlay({}, {});
}

QColor FloorPlanView::rackFill(Id rack) const
{
    for (QGraphicsItem *it : scene()->items())
        if (it->data(kRackIdRole).isValid() && it->data(kRackIdRole).toLongLong() == rack)
            if (auto *r = dynamic_cast<QGraphicsRectItem *>(it))
                return r->brush().color();
    return {};
}

void FloorPlanView::mousePressEvent(QMouseEvent *event)
{
    for (QGraphicsItem *it : items(event->pos()))
        if (it->data(kRackIdRole).isValid()) {
            Q_EMIT rackActivated(it->data(kRackIdRole).toLongLong());
            return;
        }
    QGraphicsView::mousePressEvent(event);
}

void FloorPlanView::wheelEvent(QWheelEvent *event)
{
    const double f = std::pow(1.0015, event->angleDelta().y());
    m_userZoomed = true;
    scale(f, f);
}

} // namespace ry::gui
