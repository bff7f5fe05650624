// The topology view on the 100,000-GPU example (resources/examples/scale-100k-gpu.yaml, generated
// as the GUI does on opening): time to first paint, repaint zoomed out and zoomed in, the same
// lines drawn with one bare QPainter::drawLines into an image of the viewport's size, the
// longest GUI-thread frame while panning, and memory. Prints figures; it is not a test.
//
//   bench_topology [DESIGN.yaml|DESIGN.railyard]   (QT_QPA_PLATFORM=offscreen works)

#include "topologyview.h"
#include "usecases/generate.h"

#include "io/designyaml.h"
#include "model/summary.h"
#include "store/document.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QWindow>

#include <cstdio>

using namespace ry;

namespace {

double rssMb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024;
    return 0;
}

double ms(QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

/// Median of `n` synchronous repaints of the viewport.
double repaint(gui::TopologyView &v, int n = 5)
{
    std::vector<double> times;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        v.viewport()->repaint();
        times.push_back(ms(t));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                  : QStringLiteral(RESOURCES_DIR "/examples/scale-100k-gpu.yaml");
    std::printf("design: %s\n", qPrintable(path));
    const double rss0 = rssMb();
    QElapsedTimer t;
    t.start();
    Design design;
    try {
        if (path.endsWith(QLatin1String(".railyard"))) {
            design = store::Document::open(path)->design();
        } else {
            design = designyaml::readFile(path);
            usecases::generateIfSpecOnly(design);
        }
    } catch (const Error &e) {
        std::fprintf(stderr, "%s\n", qPrintable(e.describe()));
        return 3;
    }
    const DesignSummary s = summarize(design);
    std::printf("load + generate: %.0f ms; %zu devices, %zu GPUs, %zu cables, %zu ports\n", ms(t),
                s.devices, s.gpus, s.cables, s.ports);
    const double rssDesign = rssMb();

    // What the GUI thread pays before the layout runs in the background: a snapshot copy.
    t.restart();
    {
        Design copy = design;
        std::printf("design snapshot copy (GUI thread, before the background layout): %.0f ms\n",
                    ms(t));
    }
    t.restart();
    const models::TopologyLayout layout = models::TopologyLayout::compute(design);
    std::printf("layout (background thread in the GUI): %.0f ms; %zu nodes, %zu links\n", ms(t),
                layout.nodes.size(), layout.links.size());

    gui::TopologyView v;
    v.resize(1600, 1000);
    QElapsedTimer first;
    first.start();
    v.setDesign(design);
    const double build = ms(first);
    v.show();
    while (!v.windowHandle() || !v.windowHandle()->isExposed())
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    v.zoomToFit();
    v.viewport()->repaint();
    const double firstPaint = ms(first);
    v.waitForEdgeImage();
    v.viewport()->repaint();
    const double linksShown = ms(first);
    std::printf("scene build (GUI thread): %.0f ms; time to first paint (layout + build + paint, "
                "links still rendering): %.0f ms; links shown: %.0f ms\n",
                build, firstPaint, linksShown);
    std::printf("scene items: %lld (links are drawn by one item)\n",
                (long long)v.scene()->items().size());

    v.setEdgeImageCacheEnabled(false);
    const double zoomedOut = repaint(v, 3);
    v.setEdgeImageCacheEnabled(true);
    v.viewport()->repaint(); // starts the background image
    v.waitForEdgeImage();
    const double zoomedOutCached = repaint(v);
    // The same lines, one bare drawLines() into an image of the viewport's size.
    QImage img(v.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QVector<QLineF> lines;
    lines.reserve(qsizetype(layout.links.size()));
    for (const auto &l : v.topologyLayout().links)
        lines.push_back(QLineF(v.topologyLayout().nodes[std::size_t(l.a)].rect.center(),
                               v.topologyLayout().nodes[std::size_t(l.b)].rect.center()));
    std::vector<double> bare;
    for (int i = 0; i < 5; ++i) {
        img.fill(Qt::white);
        QPainter p(&img);
        p.setTransform(v.viewportTransform());
        QPen pen(Qt::gray, 0);
        pen.setCosmetic(true);
        p.setPen(pen);
        QElapsedTimer b;
        b.start();
        p.drawLines(lines.constData(), int(lines.size()));
        bare.push_back(ms(b));
    }
    std::sort(bare.begin(), bare.end());
    std::printf("repaint fully zoomed out, links drawn directly: %.1f ms; bare drawLines of the "
                "same %lld lines into a %dx%d image: %.1f ms (ratio %.2f)\n",
                zoomedOut, (long long)lines.size(), img.width(), img.height(), bare[2],
                zoomedOut / bare[2]);
    std::printf("repaint fully zoomed out from the background-rendered link image: %.1f ms\n",
                zoomedOutCached);

    // Zoomed in on a leaf group: about 0.1 % of the area.
    const QRectF b = v.topologyLayout().bounds;
    v.setTransform(QTransform::fromScale(2, 2));
    v.centerOn(v.topologyLayout().nodes[v.topologyLayout().nodes.size() / 2].rect.center());
    const double zoomedIn = repaint(v);
    std::printf("repaint zoomed in (scale 2): %.1f ms\n", zoomedIn);

    // Panning: 60 scroll steps at a mid zoom; each step's scroll + synchronous repaint.
    v.setTransform(QTransform::fromScale(0.25, 0.25));
    v.centerOn(b.center());
    v.viewport()->repaint();
    v.waitForEdgeImage();
    double worst = 0, total = 0;
    for (int i = 0; i < 60; ++i) {
        QElapsedTimer f;
        f.start();
        v.horizontalScrollBar()->setValue(v.horizontalScrollBar()->value() + 40);
        v.verticalScrollBar()->setValue(v.verticalScrollBar()->value() + (i % 2 ? 15 : -15));
        v.viewport()->repaint();
        const double x = ms(f);
        worst = std::max(worst, x);
        total += x;
    }
    std::printf("panning at scale 0.25: mean frame %.1f ms, worst %.1f ms (aim: no stall over "
                "100 ms)\n",
                total / 60, worst);
    std::printf("memory: design %.0f MB, view %.0f MB (RSS %.0f MB)\n", rssDesign - rss0,
                rssMb() - rssDesign, rssMb());
    return 0;
}
