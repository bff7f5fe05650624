#include "topologyview.h"

#include "models/palette.h"
#include "undo/designsession.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHelpEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QToolTip>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace ry::gui {

// ---------------------------------------------------------------------------------------------
// EdgeLayerItem: every link of the fabric in one item (docs/references/qt-engineering.md §2.2, "1
// EdgeLayerItem").

/// Draws all links: one QVector<QLineF> per colour, a uniform grid of link indexes (CSR: offsets
/// + indexes) for culling against the exposed rectangle, one drawLines() per colour.
class EdgeLayerItem : public QGraphicsObject
{
public:
    explicit EdgeLayerItem(const models::TopologyLayout &layout)
    {
        setFlag(ItemUsesExtendedStyleOption);
        setZValue(-1);
        m_bounds = layout.bounds;
        const std::size_t n = layout.links.size();
        m_lines.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const auto &l = layout.links[i];
            QRectF a = layout.nodes[std::size_t(l.a)].rect, b = layout.nodes[std::size_t(l.b)].rect;
            if (a.center().y() < b.center().y())
                std::swap(a, b); // a is the lower one (larger y)
            const bool sameRow = std::abs(a.center().y() - b.center().y()) < 1;
            m_lines[i] = sameRow ? QLineF(a.center(), b.center())
                                 : QLineF(QPointF(a.center().x(), a.top()),
                                          QPointF(b.center().x(), b.bottom()));
        }
        buildGrid();
        m_stamp.assign(n, 0);
    }

    QRectF boundingRect() const override { return m_bounds; }

    /// Colour of every link (index into `colours`); links drawn in the order of the colours.
    void setColours(std::vector<int> linkClass, std::vector<QColor> colours)
    {
        m_class = std::move(linkClass);
        auto data = std::make_shared<Data>();
        data->colours = std::move(colours);
        data->buckets.assign(data->colours.size(), {});
        std::vector<int> count(data->colours.size(), 0);
        for (int c : m_class)
            ++count[std::size_t(c)];
        for (std::size_t c = 0; c < data->colours.size(); ++c)
            data->buckets[c].reserve(count[c]);
        for (std::size_t i = 0; i < m_lines.size(); ++i)
            data->buckets[std::size_t(m_class[i])].push_back(m_lines[i]);
        data->total = qsizetype(m_lines.size());
        m_data = std::move(data); // a running image job keeps the old one
        m_scratch.assign(m_data->colours.size(), {});
        ++m_version;
        update();
    }

    const QLineF &line(int link) const { return m_lines[std::size_t(link)]; }

    /// Above this many visible links a repaint would stall the GUI thread (300,000 long lines
    /// take about a second in the raster engine), so the links are drawn into an image off the
    /// GUI thread and the view blits it (QGIS's QgsMapCanvasMap), re-rendering when the zoom
    /// changes or the view pans past the image's margin.
    static constexpr int kDirectLimit = 40000;
    void setImageCacheEnabled(bool on)
    {
        m_cacheEnabled = on;
        m_image = QImage();
        update();
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const QRectF exposed = option->exposedRect;
        const bool all =
            exposed.width() * exposed.height() >= 0.4 * m_bounds.width() * m_bounds.height();
        const std::vector<QVector<QLineF>> *buckets = &m_data->buckets;
        qsizetype visible = m_data->total;
        if (!all) {
            collect(exposed);
            buckets = &m_scratch;
            visible = 0;
            for (const auto &b : m_scratch)
                visible += b.size();
        }
        if (!m_cacheEnabled || visible <= kDirectLimit) {
            drawBuckets(painter, *buckets, m_data->colours);
            return;
        }
        const double scale = painter->worldTransform().m11();
        const QRectF want = exposed.intersected(m_bounds);
        const bool sameScale =
            !m_image.isNull() && std::abs(m_imageScale - scale) <= 1e-9 * std::abs(scale);
        const double px = 2 / std::max(scale, 1e-9); // rounding to whole pixels
        if (sameScale && m_imageVersion == m_version &&
            m_imageRect.adjusted(-px, -px, px, px).contains(want)) {
            painter->drawImage(m_imageRect, m_image);
            return;
        }
        requestImage(want, scale, painter->testRenderHint(QPainter::Antialiasing));
        // Until the image is ready: the last one (other zoom or place), or no links at all on
        // the very first paint; the GUI thread never draws hundreds of thousands of lines.
        if (!m_image.isNull() && m_imageVersion == m_version)
            painter->drawImage(m_imageRect, m_image);
    }

    /// True while links are being rendered in the background.
    bool isRendering() const { return m_watcher && m_watcher->isRunning(); }

    /// Waits for a pending background image (benchmarks, tests).
    void waitForImage()
    {
        while (m_watcher && (m_watcher->isRunning() || m_delivering))
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }

    /// The link nearest to `p` within `radius` (scene units), or -1. Uses the grid.
    int linkAt(const QPointF &p, double radius) const
    {
        int best = -1;
        double bestD = radius;
        const int cx = cellX(p.x()), cy = cellY(p.y());
        for (int k = m_offsets[std::size_t(cy * kGrid + cx)];
             k < m_offsets[std::size_t(cy * kGrid + cx) + 1]; ++k) {
            const int li = m_cells[std::size_t(k)];
            const QLineF &l = m_lines[std::size_t(li)];
            const QPointF d = l.p2() - l.p1();
            const double len2 = d.x() * d.x() + d.y() * d.y();
            double t = len2 > 0 ? QPointF::dotProduct(p - l.p1(), d) / len2 : 0;
            t = std::clamp(t, 0.0, 1.0);
            const QPointF q = l.p1() + t * d;
            const double dist = std::hypot(p.x() - q.x(), p.y() - q.y());
            if (dist < bestD) {
                bestD = dist;
                best = li;
            }
        }
        return best;
    }

private:
    /// Line arrays per colour; shared with a background image job (immutable once built).
    struct Data
    {
        std::vector<QVector<QLineF>> buckets;
        std::vector<QColor> colours;
        qsizetype total = 0;
    };

    static void drawBuckets(QPainter *painter, const std::vector<QVector<QLineF>> &buckets,
                            const std::vector<QColor> &colours)
    {
        QPen pen;
        pen.setCosmetic(true);
        pen.setWidth(0);
        for (std::size_t c = 0; c < buckets.size(); ++c) {
            if (buckets[c].isEmpty())
                continue;
            pen.setColor(colours[c]);
            painter->setPen(pen);
            painter->drawLines(buckets[c].constData(), int(buckets[c].size()));
        }
    }

    /// Fills m_scratch with the links in the grid cells under `exposed`, each once.
    void collect(const QRectF &exposed)
    {
        ++m_frame;
        if (m_frame == 0) {
            std::fill(m_stamp.begin(), m_stamp.end(), 0);
            m_frame = 1;
        }
        for (auto &s : m_scratch)
            s.clear();
        const int x0 = cellX(exposed.left()), x1 = cellX(exposed.right());
        const int y0 = cellY(exposed.top()), y1 = cellY(exposed.bottom());
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x) {
                const int cell = y * kGrid + x;
                for (int k = m_offsets[std::size_t(cell)]; k < m_offsets[std::size_t(cell) + 1];
                     ++k) {
                    const int li = m_cells[std::size_t(k)];
                    if (m_stamp[std::size_t(li)] == m_frame)
                        continue;
                    m_stamp[std::size_t(li)] = m_frame;
                    m_scratch[std::size_t(m_class[std::size_t(li)])].push_back(
                        m_lines[std::size_t(li)]);
                }
            }
    }

    struct Rendered
    {
        QImage image;
        QRectF rect;
        double scale = 0;
        quint64 version = 0;
    };

    /// Starts rendering the links around `exposed` (plus half a view of margin on each side)
    /// at `scale` into an image on a worker thread, unless that is already under way.
    void requestImage(const QRectF &exposed, double scale, bool antialias)
    {
        if (m_watcher && m_watcher->isRunning()) {
            m_wanted = true; // rendered again for the newest view when the running one ends
            return;
        }
        const QRectF rect = exposed
                                .adjusted(-exposed.width() / 2, -exposed.height() / 2,
                                          exposed.width() / 2, exposed.height() / 2)
                                .intersected(m_bounds.adjusted(-1, -1, 1, 1));
        const QSize size(std::max(1, int(std::ceil(rect.width() * scale))),
                         std::max(1, int(std::ceil(rect.height() * scale))));
        if (qint64(size.width()) * size.height() > 64LL * 1024 * 1024)
            return; // never more than 256 MB; the direct path draws then
        if (!m_watcher) {
            m_watcher = new QFutureWatcher<Rendered>(this);
            QObject::connect(m_watcher, &QFutureWatcher<Rendered>::finished, this, [this] {
                m_delivering = false;
                Rendered r = m_watcher->result();
                if (r.version == m_version) {
                    m_image = std::move(r.image);
                    m_imageRect = r.rect;
                    m_imageScale = r.scale;
                    m_imageVersion = r.version;
                }
                if (m_wanted) {
                    m_wanted = false;
                    update();
                }
                update();
            });
        }
        auto data = m_data;
        const quint64 version = m_version;
        m_delivering = true;
        m_watcher->setFuture(QtConcurrent::run([data, rect, size, scale, version, antialias] {
            Rendered r;
            r.image = QImage(size, QImage::Format_ARGB32_Premultiplied);
            r.image.fill(Qt::transparent);
            QPainter p(&r.image);
            p.setRenderHint(QPainter::Antialiasing, antialias);
            p.scale(scale, scale);
            p.translate(-rect.topLeft());
            drawBuckets(&p, data->buckets, data->colours);
            r.rect = QRectF(rect.topLeft(), QSizeF(size) / scale);
            r.scale = scale;
            r.version = version;
            return r;
        }));
    }

    static constexpr int kGrid = 64;
    int cellX(double x) const
    {
        return std::clamp(int((x - m_bounds.left()) / m_bounds.width() * kGrid), 0, kGrid - 1);
    }
    int cellY(double y) const
    {
        return std::clamp(int((y - m_bounds.top()) / m_bounds.height() * kGrid), 0, kGrid - 1);
    }
    template<typename F>
    void forCells(const QLineF &l, F f) const
    {
        // Walk the segment in steps of half a cell; report each cell once (consecutive repeats).
        const double cw = m_bounds.width() / kGrid, ch = m_bounds.height() / kGrid;
        const double len = std::max(std::abs(l.dx()) / cw, std::abs(l.dy()) / ch);
        const int steps = std::max(1, int(std::ceil(len * 2)));
        int last = -1;
        for (int s = 0; s <= steps; ++s) {
            const QPointF p = l.pointAt(double(s) / steps);
            const int cell = cellY(p.y()) * kGrid + cellX(p.x());
            if (cell != last) {
                f(cell);
                last = cell;
            }
        }
    }
    void buildGrid()
    {
        std::vector<int> count(kGrid * kGrid + 1, 0);
        for (const QLineF &l : m_lines)
            forCells(l, [&](int c) { ++count[std::size_t(c)]; });
        m_offsets.assign(kGrid * kGrid + 1, 0);
        for (int c = 0; c < kGrid * kGrid; ++c)
            m_offsets[std::size_t(c) + 1] = m_offsets[std::size_t(c)] + count[std::size_t(c)];
        m_cells.assign(std::size_t(m_offsets.back()), 0);
        std::vector<int> fill(m_offsets.begin(), m_offsets.end() - 1);
        for (std::size_t i = 0; i < m_lines.size(); ++i)
            forCells(m_lines[i],
                     [&](int c) { m_cells[std::size_t(fill[std::size_t(c)]++)] = int(i); });
    }

    QRectF m_bounds;
    std::vector<QLineF> m_lines;
    std::vector<int> m_class;
    std::shared_ptr<const Data> m_data = std::make_shared<Data>();
    std::vector<QVector<QLineF>> m_scratch;
    quint64 m_version = 0;
    bool m_cacheEnabled = true;
    QFutureWatcher<Rendered> *m_watcher = nullptr;
    bool m_wanted = false;
    bool m_delivering = false;
    QImage m_image;
    QRectF m_imageRect;
    double m_imageScale = 0;
    quint64 m_imageVersion = 0;
    std::vector<int> m_offsets, m_cells;
    std::vector<quint32> m_stamp;
    quint32 m_frame = 0;
};

// ---------------------------------------------------------------------------------------------

/// Highlighted links (the selected node's cables, shortest paths) and overlay link labels.
class HighlightItem : public QGraphicsItem
{
public:
    HighlightItem(const EdgeLayerItem *edges, const models::TopologyLayout &layout, QRectF bounds)
        : m_edges(edges), m_layout(layout), m_bounds(bounds)
    {
        setFlag(ItemUsesExtendedStyleOption);
        setZValue(2);
    }
    QRectF boundingRect() const override { return m_bounds; }
    void setLinks(std::vector<int> selected, std::vector<int> path)
    {
        m_selected = std::move(selected);
        m_path = std::move(path);
        update();
    }
    void setLabels(const QHash<Id, QString> *labels)
    {
        m_labels = labels;
        update();
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        auto draw = [&](const std::vector<int> &links, const QColor &c, int width) {
            if (links.empty())
                return;
            QVector<QLineF> lines;
            lines.reserve(qsizetype(links.size()));
            for (int li : links)
                lines.push_back(m_edges->line(li));
            QPen pen(c, width);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawLines(lines.constData(), int(lines.size()));
        };
        draw(m_selected, QColor(0xff, 0x9f, 0x1a), 2);
        draw(m_path, QColor(0xe0, 0x20, 0xc0), 3);
        const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
        if (m_labels && !m_labels->isEmpty() && lod >= 0.8) {
            QFont f = painter->font();
            f.setPointSizeF(6);
            painter->setFont(f);
            painter->setPen(QPen(Qt::black));
            for (auto it = m_labels->cbegin(); it != m_labels->cend(); ++it) {
                const int li = m_layout.linkOfCable.value(it.key(), -1);
                if (li < 0)
                    continue;
                const QPointF mid = m_edges->line(li).center();
                if (option->exposedRect.contains(mid))
                    painter->drawText(mid, it.value());
            }
        }
    }

private:
    const EdgeLayerItem *m_edges;
    const models::TopologyLayout &m_layout;
    QRectF m_bounds;
    std::vector<int> m_selected, m_path;
    const QHash<Id, QString> *m_labels = nullptr;
};

// ---------------------------------------------------------------------------------------------

/// One device: chip's LOD ladder (examples/widgets/graphicsview/chip): a filled rectangle when
/// zoomed out, outline and status strip from 0.5, name and overlay label from 1.5.
class NodeItem : public QGraphicsItem
{
public:
    NodeItem(TopologyView *view, int node, const QRectF &rect)
        : m_view(view), m_node(node), m_rect(rect)
    {
        setFlag(ItemIsSelectable);
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    int node() const { return m_node; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const QColor fill = m_view->nodeColour(m_node);
        const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
        if (lod < 0.5 && !isSelected()) {
            painter->fillRect(m_rect, fill);
            return;
        }
        painter->setPen(isSelected() ? QPen(QColor(0xff, 0x9f, 0x1a), 0) : QPen(Qt::black, 0));
        painter->setBrush(fill);
        painter->drawRect(m_rect);
        if (lod < 1.0)
            return;
        painter->fillRect(
            QRectF(m_rect.left(), m_rect.top(), 3, m_rect.height()),
            models::palette::deviceStatusColour(m_view->m_status[std::size_t(m_node)]));
        if (lod < 1.5)
            return;
        const Id dev = m_view->m_layout->nodes[std::size_t(m_node)].device;
        QFont f = painter->font();
        f.setPointSizeF(4.5);
        painter->setFont(f);
        painter->setPen(fill.lightness() > 140 ? Qt::black : Qt::white);
        painter->drawText(m_rect.adjusted(4, 0, -1, 0), Qt::AlignVCenter | Qt::AlignLeft,
                          m_view->m_names.value(dev));
        const QString label = m_view->m_overlay.nodeLabel.value(dev);
        if (!label.isEmpty()) {
            painter->setPen(Qt::black);
            painter->drawText(QRectF(m_rect.left(), m_rect.bottom(), 80, 8),
                              Qt::AlignLeft | Qt::AlignTop, label);
        }
    }

private:
    TopologyView *m_view;
    int m_node;
    QRectF m_rect;
};

// ---------------------------------------------------------------------------------------------

TopologyView::TopologyView(QWidget *parent) : QGraphicsView(parent)
{
    auto *scene = new QGraphicsScene(this);
    setScene(scene);
    m_layout = std::make_shared<models::TopologyLayout>();
    // chip example's view settings (docs/references/qt-engineering.md §1.4, §5 item 5).
    setRenderHint(QPainter::Antialiasing, false);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setDragMode(QGraphicsView::RubberBandDrag);
    setBackgroundBrush(palette().base());
    connect(scene, &QGraphicsScene::selectionChanged, this, &TopologyView::updateHighlight);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<models::TopologyLayout>>::finished, this,
            [this] {
                auto layout = m_watcher.result();
                const auto snapshot = m_snapshot;
                m_busy = false;
                if (layout && snapshot)
                    buildScene(layout, *snapshot);
                m_snapshot.reset();
                if (m_again) {
                    m_again = false;
                    scheduleRelayout();
                }
            });
}

TopologyView::~TopologyView()
{
    m_watcher.waitForFinished();
    // The scene is a child and dies in ~QWidget, after this class is gone; its items' removal
    // emits selectionChanged, which must not reach updateHighlight() then (UBSan: vptr).
    scene()->disconnect(this);
}

void TopologyView::setSession(undo::DesignSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_pathFrom = m_pathTo = -1;
    if (!session)
        return;
    connect(session, &undo::DesignSession::changed, this, &TopologyView::onChanged);
    connect(session, &undo::DesignSession::resetDone, this, &TopologyView::scheduleRelayout);
    scheduleRelayout();
}

void TopologyView::onChanged(const ChangeSet &c, bool ok)
{
    if (!ok)
        return;
    bool relayout = false;
    for (const Change &x : c.changes()) {
        if (std::holds_alternative<Cable>(x.object) || std::holds_alternative<Port>(x.object))
            relayout =
                relayout || x.op != Change::Op::Modify || std::holds_alternative<Port>(x.object);
        if (const auto *d = std::get_if<Device>(&x.object)) {
            const int n = m_layout->nodeOfDevice.value(d->id, -1);
            if (x.op != Change::Op::Modify || n < 0) {
                relayout = true;
            } else {
                m_status[std::size_t(n)] = d->status;
                m_names.insert(d->id, d->name);
                if (models::TopologyLayout::tierOfRole(d->role) !=
                    m_layout->nodes[std::size_t(n)].tier)
                    relayout = true;
            }
        }
    }
    if (relayout)
        scheduleRelayout();
    else
        viewport()->update();
}

void TopologyView::scheduleRelayout()
{
    if (!m_session)
        return;
    if (m_busy) {
        m_again = true;
        return;
    }
    m_busy = true;
    // A copy of the design (implicitly shared strings, so mostly vector copies) keeps the worker
    // independent of edits made meanwhile.
    m_snapshot = std::make_shared<const Design>(m_session->design());
    auto snapshot = m_snapshot;
    m_watcher.setFuture(QtConcurrent::run([snapshot] {
        return std::make_shared<models::TopologyLayout>(models::TopologyLayout::compute(*snapshot));
    }));
}

void TopologyView::setDesign(const Design &design)
{
    buildScene(std::make_shared<models::TopologyLayout>(models::TopologyLayout::compute(design)),
               design);
}

void TopologyView::buildScene(std::shared_ptr<models::TopologyLayout> layout, const Design &design)
{
    const bool first = m_layout->nodes.empty();
    const QTransform keep = transform();
    QGraphicsScene *s = scene();
    s->clearSelection();
    m_edges = nullptr;
    m_highlight = nullptr;
    m_nodeItems.clear();
    s->clear();
    m_layout = std::move(layout);
    const models::TopologyLayout &L = *m_layout;

    // Bulk load without the BSP index, then switch it on (measured 55 vs 113 ms per 100k).
    s->setItemIndexMethod(QGraphicsScene::NoIndex);
    s->setSceneRect(L.bounds);
    m_edges = new EdgeLayerItem(L);
    m_edges->setImageCacheEnabled(m_edgeCache);
    s->addItem(m_edges);

    m_baseColour.resize(L.nodes.size());
    m_status.assign(L.nodes.size(), DeviceStatus::Planned);
    m_names.clear();
    m_names.reserve(qsizetype(L.nodes.size()));
    m_nodeItems.reserve(L.nodes.size());
    for (std::size_t i = 0; i < L.nodes.size(); ++i) {
        const Device *d = design.devices.find(L.nodes[i].device);
        m_baseColour[i] = models::palette::roleColour(d ? d->role : QString());
        if (d) {
            m_status[i] = d->status;
            m_names.insert(d->id, d->name);
        }
        auto *item = new NodeItem(this, int(i), L.nodes[i].rect);
        s->addItem(item);
        m_nodeItems.push_back(item);
    }
    const QColor outline = palette().color(QPalette::Mid);
    for (const auto &g : L.groups) {
        auto *r = s->addRect(g.rect, QPen(outline, 0, Qt::DotLine));
        r->setZValue(-2);
        auto *t = s->addSimpleText(g.label);
        t->setPos(g.rect.left() + 2, g.rect.top() - 14);
        t->setBrush(palette().color(QPalette::Text));
    }
    for (const auto &g : L.supernodes) {
        auto *r = s->addRect(g.rect, QPen(QColor(0x64, 0xb5, 0xcd), 0));
        r->setZValue(-1.5);
        auto *t = s->addSimpleText(g.label);
        t->setPos(g.rect.left(), g.rect.bottom() + 1);
        t->setScale(0.6);
    }
    m_highlight = new HighlightItem(m_edges, L, L.bounds);
    s->addItem(m_highlight);
    s->setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    applyColours();
    if (first || !m_userZoomed)
        zoomToFit();
    else
        setTransform(keep);
    m_pathFrom = m_pathTo = -1;
    updateHighlight();
    Q_EMIT layoutReady();
}

QColor TopologyView::nodeColour(int node) const
{
    const Id dev = m_layout->nodes[std::size_t(node)].device;
    auto it = m_overlay.nodeColour.constFind(dev);
    if (it != m_overlay.nodeColour.cend())
        return *it;
    if (m_overlay.dimOthers && !m_overlay.isEmpty())
        return QColor(0xd0, 0xd0, 0xd0);
    return m_baseColour[std::size_t(node)];
}

void TopologyView::applyColours()
{
    if (!m_edges)
        return;
    const models::TopologyLayout &L = *m_layout;
    std::vector<int> cls(L.links.size());
    std::vector<QColor> colours;
    QHash<QRgb, int> classOf;
    auto classFor = [&](const QColor &c) {
        auto it = classOf.constFind(c.rgba());
        if (it != classOf.cend())
            return *it;
        const int k = int(colours.size());
        colours.push_back(c);
        classOf.insert(c.rgba(), k);
        return k;
    };
    const bool dim = m_overlay.dimOthers && !m_overlay.isEmpty();
    // Base colours first, overlay colours after, so overlay links are drawn on top.
    std::vector<int> overlayLinks;
    for (std::size_t i = 0; i < L.links.size(); ++i) {
        const auto &l = L.links[i];
        if (m_overlay.linkColour.contains(l.cable) || m_overlay.railColour.contains(l.rail)) {
            overlayLinks.push_back(int(i));
            continue;
        }
        QColor c = dim           ? QColor(0xdd, 0xdd, 0xdd)
                   : l.rail >= 0 ? models::palette::railColour(l.rail)
                                 : models::palette::tierLinkColour(l.upperTier);
        cls[i] = classFor(c);
    }
    for (int i : overlayLinks) {
        const auto &l = L.links[std::size_t(i)];
        auto it = m_overlay.linkColour.constFind(l.cable);
        cls[std::size_t(i)] =
            classFor(it != m_overlay.linkColour.cend() ? *it : m_overlay.railColour.value(l.rail));
    }
    m_edges->setColours(std::move(cls), std::move(colours));
    m_highlight->setLabels(&m_overlay.linkLabel);
    viewport()->update();
}

void TopologyView::setOverlay(const models::TopologyOverlay &overlay)
{
    m_overlay = overlay;
    applyColours();
    scene()->update();
}

void TopologyView::clearOverlay()
{
    setOverlay({});
}

void TopologyView::updateHighlight()
{
    if (!m_highlight)
        return;
    std::vector<int> selectedLinks, path;
    QList<Id> devices;
    std::vector<int> nodes;
    for (QGraphicsItem *it : scene()->selectedItems())
        if (auto *n = dynamic_cast<NodeItem *>(it)) {
            nodes.push_back(n->node());
            devices << m_layout->nodes[std::size_t(n->node())].device;
        }
    if (nodes.size() <= 64)
        for (int n : nodes)
            for (int li : m_layout->linksOf(n))
                selectedLinks.push_back(li);
    if (nodes.size() == 2)
        path = m_layout->shortestPathLinks(nodes[0], nodes[1]);
    else if (m_pathFrom >= 0 && m_pathTo >= 0)
        path = m_layout->shortestPathLinks(m_pathFrom, m_pathTo);
    m_highlight->setLinks(std::move(selectedLinks), std::move(path));
    Q_EMIT selectedDevicesChanged(devices);
}

QList<Id> TopologyView::selectedDevices() const
{
    QList<Id> out;
    for (QGraphicsItem *it : scene()->selectedItems())
        if (auto *n = dynamic_cast<NodeItem *>(it))
            out << m_layout->nodes[std::size_t(n->node())].device;
    return out;
}

bool TopologyView::focusDevice(Id device)
{
    const int n = m_layout->nodeOfDevice.value(device, -1);
    if (n < 0)
        return false;
    scene()->clearSelection();
    m_nodeItems[std::size_t(n)]->setSelected(true);
    const QRectF r = m_layout->nodes[std::size_t(n)].rect;
    if (transform().m11() < 1.5)
        setTransform(QTransform::fromScale(2, 2));
    m_userZoomed = true;
    centerOn(r.center());
    return true;
}

int TopologyView::showPaths(Id from, Id to)
{
    m_pathFrom = m_layout->nodeOfDevice.value(from, -1);
    m_pathTo = m_layout->nodeOfDevice.value(to, -1);
    scene()->clearSelection();
    updateHighlight();
    return int(m_layout->shortestPathLinks(m_pathFrom, m_pathTo).size());
}

void TopologyView::zoomToFit()
{
    if (!m_layout->bounds.isEmpty())
        fitInView(m_layout->bounds, Qt::KeepAspectRatio);
}

void TopologyView::setEdgeImageCacheEnabled(bool on)
{
    m_edgeCache = on;
    if (m_edges)
        m_edges->setImageCacheEnabled(on);
}

void TopologyView::waitForEdgeImage()
{
    if (m_edges)
        m_edges->waitForImage();
}

void TopologyView::setAntialiasingEnabled(bool on)
{
    setRenderHint(QPainter::Antialiasing, on);
}

void TopologyView::wheelEvent(QWheelEvent *event)
{
    const double factor = std::pow(1.0015, event->angleDelta().y());
    const double s = transform().m11() * factor;
    if (s < 1e-4 || s > 40)
        return;
    m_userZoomed = true;
    scale(factor, factor);
    event->accept();
}

void TopologyView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (!m_userZoomed)
        zoomToFit();
}

QString TopologyView::toolTipAt(const QPoint &pos) const
{
    for (QGraphicsItem *it : items(pos))
        if (auto *n = dynamic_cast<NodeItem *>(it)) {
            const Id dev = m_layout->nodes[std::size_t(n->node())].device;
            QString tip = m_names.value(dev);
            if (const QString full = m_overlay.nodeToolTip.value(dev); !full.isEmpty())
                return tip + QLatin1Char('\n') + full;
            if (const QString label = m_overlay.nodeLabel.value(dev); !label.isEmpty())
                tip +=
                    QLatin1Char('\n') +
                    (m_overlay.title.isEmpty() ? label : tr("%1: %2").arg(m_overlay.title, label));
            return tip;
        }
    if (!m_edges || m_overlay.linkLabel.isEmpty())
        return {};
    // The labelled overlay links only (a handful of findings, or the measured rails): the
    // nearest within 5 pixels.
    const QPointF p = mapToScene(pos);
    const double tolerance = 5 / std::max(1e-6, transform().m11());
    double best = tolerance;
    Id bestCable = 0;
    for (auto it = m_overlay.linkLabel.cbegin(); it != m_overlay.linkLabel.cend(); ++it) {
        const int li = m_layout->linkOfCable.value(it.key(), -1);
        if (li < 0)
            continue;
        const QLineF l = m_edges->line(li);
        const QPointF d = l.p2() - l.p1();
        const double len2 = QPointF::dotProduct(d, d);
        const double t =
            len2 > 0 ? std::clamp(QPointF::dotProduct(p - l.p1(), d) / len2, 0.0, 1.0) : 0.0;
        const QPointF q = l.p1() + t * d - p;
        const double dist = std::sqrt(QPointF::dotProduct(q, q));
        if (dist <= best) {
            best = dist;
            bestCable = it.key();
        }
    }
    if (!bestCable)
        return {};
    const auto &link = m_layout->links[std::size_t(m_layout->linkOfCable.value(bestCable))];
    const QString ends =
        tr("%1 - %2").arg(m_names.value(m_layout->nodes[std::size_t(link.a)].device),
                          m_names.value(m_layout->nodes[std::size_t(link.b)].device));
    const QString full = m_overlay.linkToolTip.value(bestCable);
    return ends + QLatin1Char('\n') +
           (full.isEmpty() ? m_overlay.linkLabel.value(bestCable) : full);
}

QPoint TopologyView::viewPosOf(Id device) const
{
    const int n = m_layout->nodeOfDevice.value(device, -1);
    if (n < 0)
        return {};
    return mapFromScene(m_layout->nodes[std::size_t(n)].rect.center());
}

bool TopologyView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void TopologyView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (auto *n = dynamic_cast<NodeItem *>(itemAt(event->pos())))
        Q_EMIT deviceActivated(m_layout->nodes[std::size_t(n->node())].device);
    else
        QGraphicsView::mouseDoubleClickEvent(event);
}

void TopologyView::drawForeground(QPainter *painter, const QRectF &)
{
    // Legend in viewport coordinates: rails (or the overlay's entries) in the top-left corner.
    std::vector<models::TopologyOverlay::LegendEntry> entries = m_overlay.legend;
    QString title = m_overlay.title;
    if (entries.empty() && m_overlay.isEmpty())
        for (int r = 0; r < std::min(m_layout->rails, 16); ++r)
            entries.push_back({models::palette::railColour(r), tr("Rail %1").arg(r)});
    if (m_busy)
        title = tr("Laying out the fabric...");
    else if (m_edges && m_edges->isRendering())
        title = tr("Drawing %n link(s)...", nullptr, int(m_layout->links.size()));
    if (entries.empty() && title.isEmpty())
        return;
    painter->save();
    painter->resetTransform();
    const QFontMetrics fm(font());
    const int lh = fm.height() + 2;
    int w = fm.horizontalAdvance(title);
    for (const auto &e : entries)
        w = std::max(w, 18 + fm.horizontalAdvance(e.text));
    const int h = lh * (int(entries.size()) + (title.isEmpty() ? 0 : 1)) + 8;
    QRect box(8, 8, w + 16, h);
    QColor bg = palette().color(QPalette::Base);
    bg.setAlpha(220);
    painter->setPen(palette().color(QPalette::Mid));
    painter->setBrush(bg);
    painter->drawRect(box);
    int y = box.top() + 4;
    painter->setPen(palette().color(QPalette::Text));
    if (!title.isEmpty()) {
        painter->drawText(box.left() + 8, y + fm.ascent(), title);
        y += lh;
    }
    for (const auto &e : entries) {
        painter->fillRect(QRect(box.left() + 8, y + 3, 12, lh - 6), e.colour);
        painter->setPen(palette().color(QPalette::Text));
        painter->drawText(box.left() + 26, y + fm.ascent(), e.text);
        y += lh;
    }
    painter->restore();
}

} // namespace ry::gui
