#include "rackview.h"

#include "model/names.h"
#include "model/power.h"
#include "models/devicetypemodel.h"
#include "models/palette.h"
#include "undo/designsession.h"
#include "undo/edits.h"

#include <QDragEnterEvent>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>

namespace ry::gui {

namespace {

constexpr double kU = 18;       // pixels per U
constexpr double kW = 220;      // rack face width
constexpr double kLabel = 26;   // U number column
constexpr double kGapFace = 18; // between front and rear
constexpr double kGapRack = 60; // between racks
constexpr double kTop = 40;     // title

double rackX(int k)
{
    return k * (2 * (kLabel + kW) + kGapFace + kGapRack);
}
double faceX(int k, Face f)
{
    return rackX(k) + kLabel + (f == Face::Rear ? kW + kGapFace + kLabel : 0);
}

} // namespace

/// One device on one face. Movable; the view decides on release where it landed.
class DeviceBlock : public QGraphicsRectItem
{
public:
    DeviceBlock(Id device, const QRectF &r, bool ghost) : QGraphicsRectItem(r), m_device(device)
    {
        setFlag(ItemIsSelectable);
        setFlag(ItemIsMovable, !ghost);
        setAcceptHoverEvents(true);
        m_ghost = ghost;
    }
    Id device() const { return m_device; }
    bool ghost() const { return m_ghost; }
    QString name, role;
    DeviceStatus status = DeviceStatus::Planned;
    QColor overlay; ///< overlay fill; invalid = the role colour

    QColor fill() const { return overlay.isValid() ? overlay : models::palette::roleColour(role); }

    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QRectF r = rect().adjusted(0.5, 0.5, -0.5, -0.5);
        QColor fill = this->fill();
        if (m_ghost)
            fill = fill.lighter(150);
        p->setPen(QPen(isSelected() ? QColor(0xff, 0x9f, 0x1a) : QColor(0x20, 0x20, 0x20),
                       isSelected() ? 2.5 : 1));
        p->setBrush(fill);
        p->drawRect(r);
        p->fillRect(QRectF(r.left() + 1, r.top() + 1, 6, r.height() - 2),
                    models::palette::deviceStatusColour(status));
        p->setPen(fill.lightness() > 140 ? Qt::black : Qt::white);
        QString text = name;
        if (m_ghost)
            text = QObject::tr("%1 (other face)").arg(name);
        p->drawText(r.adjusted(12, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
    }

private:
    Id m_device;
    bool m_ghost;
};

/// The scene: racks and devices; notices device drags ending.
class RackScene : public QGraphicsScene
{
public:
    explicit RackScene(RackElevationView *view) : QGraphicsScene(view), m_view(view) {}

protected:
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *e) override
    {
        QGraphicsScene::mouseReleaseEvent(e);
        if (e->button() == Qt::LeftButton && e->buttonDownScenePos(Qt::LeftButton) != e->scenePos())
            m_view->itemsDropped();
    }
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *e) override
    {
        for (QGraphicsItem *it : items(e->scenePos()))
            if (auto *b = dynamic_cast<DeviceBlock *>(it)) {
                Q_EMIT m_view->deviceActivated(b->device());
                return;
            }
        QGraphicsScene::mouseDoubleClickEvent(e);
    }

private:
    RackElevationView *m_view;
};

/// The graphics view: accepts device types dropped from the palette.
class RackGraphicsView : public QGraphicsView
{
public:
    RackGraphicsView(RackElevationView *owner) : m_owner(owner)
    {
        setAcceptDrops(true);
        setRenderHint(QPainter::Antialiasing);
        setDragMode(QGraphicsView::RubberBandDrag);
    }

protected:
    void dragEnterEvent(QDragEnterEvent *e) override
    {
        if (e->mimeData()->hasFormat(QString::fromLatin1(models::DeviceTypeModel::kMimeType)))
            e->acceptProposedAction();
        else
            QGraphicsView::dragEnterEvent(e);
    }
    void dragMoveEvent(QDragMoveEvent *e) override
    {
        if (e->mimeData()->hasFormat(QString::fromLatin1(models::DeviceTypeModel::kMimeType)))
            e->acceptProposedAction();
        else
            QGraphicsView::dragMoveEvent(e);
    }
    void dropEvent(QDropEvent *e) override
    {
        const QByteArray data =
            e->mimeData()->data(QString::fromLatin1(models::DeviceTypeModel::kMimeType));
        if (data.isEmpty()) {
            QGraphicsView::dropEvent(e);
            return;
        }
        Id rack = 0;
        Face face = Face::Front;
        double u = 0;
        if (!m_owner->locate(mapToScene(e->position().toPoint()), &rack, &face, &u)) {
            m_owner->refuse(RackElevationView::tr("Drop the device onto a rack."));
            return;
        }
        // The cursor marks the device's top U; the device occupies from there downwards.
        const DeviceType *t = m_owner->m_session->design().deviceTypes.find(data.toLongLong());
        const double h = t ? std::max(1.0, t->uHeight) : 1;
        if (m_owner->addDevice(data.toLongLong(), rack, std::max(1.0, u - h + 1), face))
            e->acceptProposedAction();
        else
            e->ignore();
    }

private:
    RackElevationView *m_owner;
};

RackElevationView::RackElevationView(QWidget *parent) : QWidget(parent)
{
    auto *split = new QSplitter(this);
    auto *left = new QWidget(split);
    auto *lv = new QVBoxLayout(left);
    lv->setContentsMargins(0, 0, 0, 0);
    lv->addWidget(new QLabel(tr("Device types (drag onto a rack)"), left));
    m_palette = new QListView(left);
    m_palette->setDragEnabled(true);
    m_palette->setDragDropMode(QAbstractItemView::DragOnly);
    lv->addWidget(m_palette);
    m_scene = new RackScene(this);
    m_view = new RackGraphicsView(this);
    m_view->setParent(split);
    m_view->setScene(m_scene);
    split->addWidget(left);
    split->addWidget(m_view);
    split->setStretchFactor(1, 1);
    split->setSizes({220, 800});
    auto *l = new QHBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(split);
    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        const auto sel = m_scene->selectedItems();
        if (sel.size() == 1)
            if (auto *b = dynamic_cast<DeviceBlock *>(sel.constFirst())) {
                m_selected = b->device();
                Q_EMIT deviceSelected(b->device());
            }
    });
}

RackElevationView::~RackElevationView()
{
    // The scene is a child, destroyed in ~QWidget after this class is gone: clearing it emits
    // selectionChanged, which must not reach the lambda above then.
    m_scene->disconnect(this);
}

void RackElevationView::setSession(undo::DesignSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_racks.clear();
    delete m_types;
    m_types = nullptr;
    if (session) {
        m_types = new models::DeviceTypeModel(session, this);
        m_palette->setModel(m_types);
        // Rebuild after the current event: a drag may still be delivering its release.
        connect(session, &undo::DesignSession::changed, this, [this] {
            QMetaObject::invokeMethod(this, &RackElevationView::rebuild, Qt::QueuedConnection);
        });
        connect(session, &undo::DesignSession::resetDone, this, [this] {
            m_racks.clear();
            rebuild();
        });
        for (const Rack &r : session->design().racks) {
            m_racks << r.id;
            if (m_racks.size() == 2)
                break;
        }
    }
    rebuild();
}

void RackElevationView::showRacks(const QList<Id> &racks)
{
    m_racks = racks;
    rebuild();
}

void RackElevationView::rebuild()
{
    m_scene->clear();
    if (!m_session)
        return;
    const Design &d = m_session->design();
    QList<Id> shown;
    for (Id id : std::as_const(m_racks))
        if (d.racks.contains(id))
            shown << id;
    m_racks = shown;
    const QPalette pal = palette();
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    double maxH = 0;
    const power::Budget budget = power::budget(d);
    for (int k = 0; k < m_racks.size(); ++k) {
        const Rack &rack = *d.racks.find(m_racks[k]);
        const double h = rack.uHeight * kU;
        maxH = std::max(maxH, h);
        for (Face f : {Face::Front, Face::Rear}) {
            const double x = faceX(k, f);
            m_scene->addRect(QRectF(x, kTop, kW, h), QPen(pal.color(QPalette::Text), 2),
                             pal.color(QPalette::AlternateBase));
            for (int u = 1; u <= rack.uHeight; ++u) {
                const double y = kTop + (rack.uHeight - u) * kU;
                m_scene->addLine(QLineF(x, y + kU, x + kW, y + kU),
                                 QPen(pal.color(QPalette::Midlight), 0));
                auto *t = m_scene->addSimpleText(QString::number(u), small);
                t->setBrush(pal.color(QPalette::Text));
                t->setPos(x - kLabel + 2, y + 2);
            }
            auto *title = m_scene->addSimpleText(f == Face::Front ? tr("%1 front").arg(rack.name)
                                                                  : tr("%1 rear").arg(rack.name));
            title->setBrush(pal.color(QPalette::Text));
            QFont tf = font();
            tf.setBold(true);
            title->setFont(tf);
            title->setPos(x, kTop - 26);
        }
        const double w = undo::edits::rackPowerW(d, rack.id);
        QString power =
            rack.powerBudgetW > 0
                ? tr("Power %1 of %2 kW")
                      .arg(QLocale().toString(w / 1000, 'f', 1),
                           QLocale().toString(rack.powerBudgetW / 1000, 'f', 1))
                : tr("Power %1 kW, no budget").arg(QLocale().toString(w / 1000, 'f', 1));
        // The PDUs' connected draw, and the device types that count 0 W for want of a figure.
        for (const power::RackLoad &l : budget.racks) {
            if (l.rackId != rack.id)
                continue;
            if (!l.pdus.empty())
                power += QLatin1Char('\n') +
                         tr("Connected %1 kW on %n PDU(s)", nullptr, int(l.pdus.size()))
                             .arg(QLocale().toString(l.connectedW / 1000, 'f', 1));
            if (!l.typesWithoutPower.isEmpty())
                power +=
                    QLatin1Char('\n') +
                    tr("No power figure: %1").arg(l.typesWithoutPower.join(QStringLiteral(", ")));
        }
        auto *pt = m_scene->addSimpleText(power);
        pt->setBrush(models::palette::powerUseColour(w, rack.powerBudgetW).darker(130));
        pt->setPos(faceX(k, Face::Front), kTop + h + 6);
    }
    for (const Device &dev : d.devices) {
        const int k = int(m_racks.indexOf(dev.rackId));
        if (k < 0 || dev.position <= 0)
            continue;
        const DeviceType *t = d.deviceTypes.find(dev.deviceTypeId);
        if (!t || t->uHeight <= 0)
            continue;
        const Rack &rack = *d.racks.find(dev.rackId);
        const double top = kTop + (rack.uHeight - (dev.position + t->uHeight - 1)) * kU;
        for (Face f : {Face::Front, Face::Rear}) {
            const bool own = f == dev.face;
            if (!own && !t->fullDepth)
                continue;
            auto *b = new DeviceBlock(dev.id, QRectF(faceX(k, f), top, kW, t->uHeight * kU), !own);
            b->name = dev.name;
            b->role = dev.role;
            b->status = dev.status;
            QString tip = tr("%1\n%2 %3, U%4, %5")
                              .arg(dev.name, t->manufacturer, t->model)
                              .arg(dev.position)
                              .arg(toString(dev.status));
            if (auto c = m_overlay.nodeColour.constFind(dev.id); c != m_overlay.nodeColour.cend())
                b->overlay = *c;
            else if (m_overlay.dimOthers && !m_overlay.isEmpty())
                b->overlay = QColor(0xd0, 0xd0, 0xd0);
            if (const QString label = m_overlay.nodeLabel.value(dev.id); !label.isEmpty())
                tip +=
                    QLatin1Char('\n') +
                    (m_overlay.title.isEmpty() ? label : tr("%1: %2").arg(m_overlay.title, label));
            b->setToolTip(tip);
            b->setZValue(own ? 2 : 1);
            m_scene->addItem(b);
            if (own && dev.id == m_selected)
                b->setSelected(true);
        }
    }
    m_scene->setSceneRect(QRectF(-10, 0, rackX(int(m_racks.size())) + 10, maxH + kTop + 40));
}

bool RackElevationView::locate(const QPointF &p, Id *rack, Face *face, double *u) const
{
    if (!m_session)
        return false;
    const Design &d = m_session->design();
    for (int k = 0; k < m_racks.size(); ++k)
        for (Face f : {Face::Front, Face::Rear}) {
            const double x = faceX(k, f);
            const Rack *r = d.racks.find(m_racks[k]);
            if (!r || p.x() < x || p.x() > x + kW)
                continue;
            *rack = r->id;
            *face = f;
            *u = std::floor(r->uHeight - (p.y() - kTop) / kU) + 1;
            return true;
        }
    return false;
}

QPoint RackElevationView::viewPosOf(Id rack, double u, Face face) const
{
    const int k = int(m_racks.indexOf(rack));
    const Rack *r = m_session ? m_session->design().racks.find(rack) : nullptr;
    if (k < 0 || !r)
        return {};
    const QPointF p(faceX(k, face) + kW / 2, kTop + (r->uHeight - u) * kU + kU / 2);
    return m_view->mapFromScene(p);
}

void RackElevationView::refuse(const QString &message)
{
    m_lastMessage = message;
    if (m_messages)
        QMessageBox::warning(this, tr("Not possible"), message);
}

bool RackElevationView::moveDevice(Id device, Id rack, double u, Face face, QString *error)
{
    const Device *d = m_session ? m_session->design().devices.find(device) : nullptr;
    if (!d)
        return false;
    Device moved = *d;
    moved.rackId = rack;
    moved.position = u;
    moved.face = face;
    QString problem = undo::edits::placementProblem(m_session->design(), moved);
    if (problem.isEmpty())
        m_session->applyMove(undo::edits::moveDevice(m_session->design(), device, rack, u, face),
                             false, &problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        refuse(problem);
        rebuild(); // back where it was
        return false;
    }
    return true;
}

bool RackElevationView::addDevice(Id deviceType, Id rack, double u, Face face, QString *error)
{
    if (!m_session)
        return false;
    const Design &design = m_session->design();
    const DeviceType *t = design.deviceTypes.find(deviceType);
    if (!t)
        return false;
    Device dev;
    dev.deviceTypeId = deviceType;
    dev.rackId = rack;
    dev.position = u;
    dev.face = face;
    dev.role = t->gpuCount > 0 ? QStringLiteral("gpu-node")
               : t->radix > 0  ? QStringLiteral("leaf")
                               : QStringLiteral("device");
    for (int n = 1;; ++n) {
        // A device name is a host name (RFC 1123): a slug with '_' or '.' is made one.
        dev.name =
            names::sanitize(names::Rule::HostName, QStringLiteral("%1-%2").arg(t->slug).arg(n));
        if (!design.deviceByName(dev.name))
            break;
    }
    QString problem = undo::edits::placementProblem(design, dev);
    if (problem.isEmpty())
        m_session->apply(undo::edits::addDevice(design, dev), &problem, QStringLiteral("add"));
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        refuse(problem);
        return false;
    }
    return true;
}

void RackElevationView::itemsDropped()
{
    // The first moved device decides; several selected devices move by the same offset.
    const Design &d = m_session->design();
    for (QGraphicsItem *it : m_scene->selectedItems()) {
        auto *b = dynamic_cast<DeviceBlock *>(it);
        if (!b || b->ghost() || b->pos().isNull())
            continue;
        const QRectF r = b->sceneBoundingRect();
        Id rack = 0;
        Face face = Face::Front;
        double u = 0;
        if (!locate(QPointF(r.center().x(), r.bottom() - kU / 2), &rack, &face, &u)) {
            refuse(tr("Drop the device onto a rack."));
            rebuild();
            return;
        }
        if (const Device *dev = d.devices.find(b->device()))
            if (dev->rackId != rack || dev->position != u || dev->face != face)
                moveDevice(b->device(), rack, u, face);
        return;
    }
}

void RackElevationView::setOverlay(const models::TopologyOverlay &overlay)
{
    m_overlay = overlay;
    rebuild();
}

void RackElevationView::clearOverlay()
{
    setOverlay({});
}

QColor RackElevationView::deviceFill(Id device) const
{
    for (QGraphicsItem *it : m_scene->items())
        if (auto *b = dynamic_cast<DeviceBlock *>(it); b && b->device() == device && !b->ghost())
            return b->fill();
    return {};
}

void RackElevationView::focusDevice(Id device)
{
    const Device *d = m_session ? m_session->design().devices.find(device) : nullptr;
    if (!d)
        return;
    m_selected = device;
    if (d->rackId && !m_racks.contains(d->rackId))
        m_racks = {d->rackId};
    rebuild();
    for (QGraphicsItem *it : m_scene->items())
        if (auto *b = dynamic_cast<DeviceBlock *>(it); b && b->device() == device && !b->ghost())
            m_view->centerOn(b);
}

} // namespace ry::gui
