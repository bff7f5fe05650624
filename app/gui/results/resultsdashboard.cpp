#include "resultsdashboard.h"

#include "hostmappingsdialog.h"
#include "overlaymap.h"
#include "runtablemodel.h"

#include "model/designutil.h"
#include "results/plausibility.h"
#include "results/resultstore.h"
#include "store/store.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>

namespace ry::gui {

using namespace ry::results;

namespace {

/// Distinct colours for runs in the bandwidth chart (Okabe-Ito, then Qt's defaults).
QColor runColour(int i)
{
    static const char *colours[] = {"#0072b2", "#cc79a7", "#56b4e9", "#009e73",
                                    "#e69f00", "#d55e00", "#000000", "#f0e442"};
    return QColor(QLatin1String(colours[i % 8]));
}

QString sizeLabel(int log2)
{
    static const char *units[] = {"B", "K", "M", "G", "T"};
    const int unit = std::clamp(log2 / 10, 0, 4);
    return QString::number(1LL << (log2 - unit * 10)) + QLatin1String(units[unit]);
}

QDateTime runTime(const StoredRun &r)
{
    QDateTime t = QDateTime::fromString(r.startTime, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (!t.isValid())
        t = QDateTime::fromString(r.importedAt, Qt::ISODate);
    return t;
}

QChartView *makeView(QWidget *parent)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 220);
    return view;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *a : chart->axes()) {
        chart->removeAxis(a);
        delete a;
    }
}

} // namespace

ResultsDashboard::ResultsDashboard(QWidget *parent) : QWidget(parent)
{
    m_title = new QLabel(tr("Benchmark results"), this);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    m_title->setFont(f);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    m_bandwidthView = makeView(this);
    m_railView = makeView(this);
    m_suView = makeView(this);
    m_trendView = makeView(this);
    m_map = new OverlayMap(this);

    m_trendChoice = new QComboBox(this);
    m_trendChoice->addItem(tr("% of theoretical"), int(TrendFigure::PercentOfTheoretical));
    m_trendChoice->addItem(tr("Plateau bus bandwidth (GB/s)"), int(TrendFigure::PlateauBusbw));
    m_trendChoice->addItem(tr("Avg bus bandwidth (GB/s)"), int(TrendFigure::AvgBusbw));
    connect(m_trendChoice, &QComboBox::currentIndexChanged, this,
            [this](int i) { setTrendFigure(TrendFigure(m_trendChoice->itemData(i).toInt())); });

    m_mappingsButton = new QPushButton(tr("Host mappings..."), this);
    m_mappingsButton->setToolTip(tr("Edit how host names of the selected runs map to devices of "
                                    "the design; the runs are evaluated again"));
    connect(m_mappingsButton, &QPushButton::clicked, this, &ResultsDashboard::editHostMappings);

    m_model = new RunTableModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        rebuildBandwidthChart();
        m_mappingsButton->setEnabled(!selectedRuns().isEmpty());
    });
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        emit runActivated(index.data(RunTableModel::RunIdRole).toLongLong());
    });
    connect(m_map, &OverlayMap::nodeClicked, this, [this](Id, Id runId) {
        if (runId)
            emit runActivated(runId);
    });

    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_bandwidthView, 0, 0, 1, 2);
    grid->addWidget(m_railView, 0, 2);
    grid->addWidget(m_suView, 0, 3);
    auto *trendBox = new QWidget(charts);
    auto *trendLayout = new QVBoxLayout(trendBox);
    trendLayout->setContentsMargins(0, 0, 0, 0);
    trendLayout->addWidget(m_trendChoice);
    trendLayout->addWidget(m_trendView, 1);
    grid->addWidget(trendBox, 1, 0, 1, 2);
    grid->addWidget(m_map, 1, 2, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    grid->setColumnStretch(3, 1);

    auto *tableBox = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto *tableButtons = new QHBoxLayout;
    tableButtons->addStretch(1);
    tableButtons->addWidget(m_mappingsButton);
    tableLayout->addLayout(tableButtons);
    tableLayout->addWidget(m_table, 1);
    m_mappingsButton->setEnabled(false);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(charts);
    split->addWidget(tableBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    rebuild();
}

ResultsDashboard::~ResultsDashboard() = default;

void ResultsDashboard::setData(const Design *design, std::vector<StoredRun> runs)
{
    m_design = design;
    m_runs = std::move(runs);
    rebuild();
    if (!m_runs.empty())
        selectRuns({m_runs.back().id});
}

void ResultsDashboard::loadFrom(store::SqliteStore &store, const Design *design)
{
    ResultStore results(store);
    std::vector<StoredRun> runs;
    for (const StoredRun &summary : results.list())
        if (auto r = results.load(summary.id))
            runs.push_back(std::move(*r));
    setData(design, std::move(runs));
}

void ResultsDashboard::setOverlayOptions(const OverlayOptions &options)
{
    m_options = options;
    rebuild();
}

void ResultsDashboard::setTitle(const QString &title)
{
    m_title->setText(title);
}

QString ResultsDashboard::title() const
{
    return m_title->text();
}

const StoredRun *ResultsDashboard::run(Id id) const
{
    for (const StoredRun &r : m_runs)
        if (r.id == id)
            return &r;
    return nullptr;
}

void ResultsDashboard::selectRuns(const QList<Id> &ids)
{
    QItemSelection selection;
    for (Id id : ids) {
        const int row = m_model->rowOf(id);
        if (row >= 0)
            selection.select(m_model->index(row, 0),
                             m_model->index(row, RunTableModel::ColumnCount - 1));
    }
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    rebuildBandwidthChart();
}

QList<Id> ResultsDashboard::selectedRuns() const
{
    QList<Id> ids;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        ids << i.data(RunTableModel::RunIdRole).toLongLong();
    std::sort(ids.begin(), ids.end());
    return ids;
}

void ResultsDashboard::setTrendFigure(TrendFigure figure)
{
    m_trend = figure;
    const int i = m_trendChoice->findData(int(figure));
    if (i >= 0 && i != m_trendChoice->currentIndex()) {
        QSignalBlocker block(m_trendChoice);
        m_trendChoice->setCurrentIndex(i);
    }
    rebuildTrendChart();
}

QString ResultsDashboard::verdictSummary() const
{
    if (m_runs.empty())
        return tr("No benchmark runs are stored.");
    int pass = 0, below = 0, failed = 0, implausible = 0, other = 0;
    for (const StoredRun &r : m_runs) {
        switch (r.verdict) {
        case Verdict::Pass:
            ++pass;
            break;
        case Verdict::BelowExpected:
            ++below;
            break;
        case Verdict::Failed:
            ++failed;
            break;
        case Verdict::Implausible:
            ++implausible;
            break;
        default:
            ++other;
        }
    }
    QString s = tr("%1 runs: %2 pass (>= %3% of theoretical), %4 below expected, %5 failed, %6 "
                   "incomplete or unrated.")
                    .arg(m_runs.size())
                    .arg(pass)
                    .arg(m_options.thresholds.good)
                    .arg(below)
                    .arg(failed)
                    .arg(other);
    // An implausible figure is no measurement to sign (docs/results.md §6): said apart, first.
    if (implausible > 0)
        s += QLatin1Char(' ') + tr("%n run(s) implausible: check their logs (left out of the "
                                   "rail and SU figures).",
                                   nullptr, implausible);
    // The lowest percentage; on a tie the lowest key (rail index, SU), whatever the order the
    // entries came in, so tied data always names the same rail.
    auto worst = [](const auto &map) {
        std::optional<
            std::pair<typename std::decay_t<decltype(map)>::key_type, overlay::OverlayEntry>>
            w;
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            if (it->percent && (!w || *it->percent < *w->second.percent ||
                                (*it->percent == *w->second.percent && it.key() < w->first)))
                w = std::make_pair(it.key(), *it);
        return w;
    };
    if (const auto r = worst(m_overlay.rails))
        s += QLatin1Char(' ') + tr("Weakest rail: %1 at %2.").arg(r->first).arg(r->second.label);
    if (const auto su = worst(m_overlay.sus))
        s += QLatin1Char(' ') +
             tr("Weakest SU: %1 at %2.").arg(suName(su->first)).arg(su->second.label);
    return s;
}

QString ResultsDashboard::coverageSummary() const
{
    if (!m_design || m_overlay.nodes.isEmpty())
        return {};
    return coverageText(coverageOf(*m_design, m_overlay));
}

QStringList ResultsDashboard::hostMappingLines() const
{
    QStringList lines;
    for (const StoredRun &r : m_runs) {
        if (r.hostMappings.isEmpty())
            continue;
        QStringList maps;
        for (const HostPattern &m : r.hostMappings)
            maps << toString(m);
        lines << tr("Run %1: %2").arg(r.id).arg(maps.join(QStringLiteral(", ")));
    }
    return lines;
}

void ResultsDashboard::editHostMappings()
{
    const QList<Id> ids = selectedRuns();
    if (ids.isEmpty())
        return;
    const StoredRun *first = run(ids.first());
    const QString what =
        ids.size() == 1 ? tr("run %1").arg(ids.first()) : tr("%n run(s)", nullptr, int(ids.size()));
    HostMappingsDialog dialog(what, first ? first->hostMappings : QList<HostPattern>{}, this);
    if (dialog.exec() == QDialog::Accepted)
        emit hostMappingsEdited(ids, dialog.mappings());
}

void ResultsDashboard::rebuild()
{
    const QList<Id> selected = m_table ? selectedRuns() : QList<Id>{};
    m_overlay = m_design ? buildOverlay(*m_design, m_runs, m_options) : overlay::Overlay{};
    m_model->setRuns(m_runs, m_options);
    m_table->resizeColumnsToContents();
    if (m_design)
        m_map->setOverlay(*m_design, m_overlay);
    else
        m_map->setOverlay(Design{}, m_overlay);

    QList<int> rails = m_overlay.rails.keys();
    std::sort(rails.begin(), rails.end());
    QStringList railNames;
    std::vector<overlay::OverlayEntry> railEntries;
    for (int r : rails) {
        railNames << QString::number(r);
        railEntries.push_back(m_overlay.rail(r));
    }
    rebuildLevelBars(m_railView->chart(), tr("% of theoretical per rail"), tr("Rail"), railNames,
                     railEntries);
    QList<int> sus = m_overlay.sus.keys();
    std::sort(sus.begin(), sus.end());
    QStringList suNames;
    std::vector<overlay::OverlayEntry> suEntries;
    for (int s : sus) {
        suNames << suName(s);
        suEntries.push_back(m_overlay.su(s));
    }
    rebuildLevelBars(m_suView->chart(), tr("% of theoretical per SU (worst node)"),
                     tr("Scalable unit"), suNames, suEntries);
    rebuildTrendChart();
    selectRuns(selected);
    const QString coverage = coverageSummary();
    m_summary->setText(coverage.isEmpty() ? verdictSummary()
                                          : coverage + QLatin1Char('\n') + verdictSummary());
    emit overlayChanged();
}

void ResultsDashboard::rebuildBandwidthChart()
{
    QChart *chart = m_bandwidthView->chart();
    clearChart(chart);
    chart->setTitle(tr("Bus bandwidth against message size"));
    auto *x = new QCategoryAxis;
    x->setTitleText(tr("Message size (bytes, log2)"));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    auto *y = new QValueAxis;
    y->setTitleText(tr("busbw (GB/s)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double minX = 3, maxX = 33, maxY = 1;
    bool first = true;
    int colour = 0;
    for (Id id : selectedRuns()) {
        const StoredRun *r = run(id);
        if (!r)
            continue;
        auto *series = new QLineSeries;
        series->setName(
            r->ceilingGBps
                ? tr("%1 (ceiling %2 GB/s, dashed)").arg(r->title()).arg(*r->ceilingGBps, 0, 'f', 0)
                : r->title());
        const QColor c = runColour(colour++);
        series->setColor(c);
        series->setPointsVisible(true);
        for (const StoredRow &row : r->rows) {
            const auto &bw = row.row.outOfPlace.busbwGBps;
            if (!bw || row.row.sizeBytes <= 0)
                continue;
            const double lx = std::log2(double(row.row.sizeBytes));
            series->append(lx, *bw);
            minX = first ? lx : std::min(minX, lx);
            maxX = first ? lx : std::max(maxX, lx);
            first = false;
            maxY = std::max(maxY, *bw);
        }
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        if (r->ceilingGBps) {
            auto *ceiling = new QLineSeries;
            ceiling->setName(tr("ceiling %1 GB/s").arg(*r->ceilingGBps, 0, 'f', 0));
            QPen pen(c);
            pen.setStyle(Qt::DashLine);
            pen.setWidthF(1.5);
            ceiling->setPen(pen);
            ceiling->append(0, *r->ceilingGBps);
            ceiling->append(64, *r->ceilingGBps);
            chart->addSeries(ceiling);
            ceiling->attachAxis(x);
            ceiling->attachAxis(y);
            for (QLegendMarker *m : chart->legend()->markers(ceiling))
                m->setVisible(false);
            maxY = std::max(maxY, *r->ceilingGBps);
        }
    }
    const int lo = int(std::floor(minX));
    const int hi = int(std::ceil(maxX));
    for (int i = lo; i <= hi; ++i)
        if ((i - lo) % std::max(1, (hi - lo + 1) / 8) == 0 || i == hi)
            x->append(sizeLabel(i), i);
    x->setRange(lo, std::max(hi, lo + 1));
    y->setRange(0, maxY * 1.1);
    y->applyNiceNumbers();
}

void ResultsDashboard::rebuildLevelBars(QChart *chart, const QString &title,
                                        const QString &axisTitle, const QStringList &categories,
                                        const std::vector<overlay::OverlayEntry> &entries)
{
    clearChart(chart);
    chart->setTitle(title);
    // One set per level, stacked: each category has its value in the set of its level, so the
    // bar takes the level's colour and the legend explains the thresholds. A partly measured
    // rail or SU is "no data" (core/overlay/overlay.h): its bar, the worst measured figure, is
    // grey.
    const std::vector<overlay::Overlay::LegendItem> legend = resultsLegend(m_options);
    auto *series = new QStackedBarSeries;
    std::map<overlay::OverlayState, QBarSet *> sets;
    for (const auto &item : legend) {
        auto *set = new QBarSet(item.text);
        set->setColor(m_options.palette.colour(item.state));
        set->setBorderColor(m_options.palette.colour(item.state).darker(130));
        sets[item.state] = set;
    }
    for (const overlay::OverlayEntry &e : entries)
        for (auto &[state, set] : sets)
            set->append(e.state == state ? e.percent.value_or(0.0) : 0.0);
    for (const auto &item : legend)
        series->append(sets[item.state]);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories.isEmpty() ? QStringList{tr("(none)")} : categories);
    x->setTitleText(axisTitle);
    auto *y = new QValueAxis;
    y->setRange(0, 110);
    y->setTickCount(12);
    y->setTitleText(tr("% of theoretical"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    // The pass threshold as a line.
    auto *threshold = new QLineSeries;
    threshold->setName(tr("pass %1%").arg(m_options.thresholds.good));
    QPen pen(Qt::black);
    pen.setStyle(Qt::DotLine);
    threshold->setPen(pen);
    auto *tx = new QValueAxis;
    tx->setRange(0, 1);
    tx->setVisible(false);
    chart->addAxis(tx, Qt::AlignTop);
    threshold->append(0, m_options.thresholds.good);
    threshold->append(1, m_options.thresholds.good);
    chart->addSeries(threshold);
    threshold->attachAxis(tx);
    threshold->attachAxis(y);
}

void ResultsDashboard::rebuildTrendChart()
{
    QChart *chart = m_trendView->chart();
    clearChart(chart);
    chart->setTitle(tr("Trend across runs"));
    auto *series = new QLineSeries;
    series->setName(m_trendChoice->currentText());
    series->setPointsVisible(true);
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM-dd"));
    x->setTitleText(tr("Run time"));
    auto *y = new QValueAxis;
    y->setTitleText(m_trendChoice->currentText());
    qint64 lo = 0, hi = 0;
    double maxY = 1;
    for (const StoredRun &r : m_runs) {
        std::optional<double> v;
        switch (m_trend) {
        case TrendFigure::PercentOfTheoretical:
            v = r.percent;
            break;
        case TrendFigure::PlateauBusbw:
            v = r.plateauGBps;
            break;
        case TrendFigure::AvgBusbw:
            v = r.avgBusBwGBps;
            break;
        }
        const QDateTime t = runTime(r);
        if (!v || !t.isValid())
            continue;
        const qint64 ms = t.toMSecsSinceEpoch();
        lo = series->count() ? std::min(lo, ms) : ms;
        hi = series->count() ? std::max(hi, ms) : ms;
        series->append(double(ms), *v);
        maxY = std::max(maxY, *v);
    }
    chart->addSeries(series);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    if (!series->count()) {
        lo = QDateTime::currentMSecsSinceEpoch();
        hi = lo;
    }
    // At least a day wide so that a single run shows.
    x->setRange(QDateTime::fromMSecsSinceEpoch(lo - 43200000),
                QDateTime::fromMSecsSinceEpoch(hi + 43200000));
    y->setRange(0, m_trend == TrendFigure::PercentOfTheoretical ? std::max(110.0, maxY * 1.05)
                                                                : maxY * 1.1);
}

bool ResultsDashboard::exportPdf(const QString &path, QString *error)
{
    QPdfWriter pdf(path);
    pdf.setTitle(title());
    pdf.setCreator(QStringLiteral("Railyard"));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setResolution(150);
    QPainter p;
    if (!p.begin(&pdf)) {
        if (error)
            *error = tr("Cannot write %1.").arg(path);
        return false;
    }
    const QRect page = p.viewport();
    const int margin = 60;
    const QRect body = page.adjusted(margin, margin, -margin, -margin);

    // Title page: the title, the design, the date and the verdict.
    QFont big = font();
    big.setPointSizeF(24);
    big.setBold(true);
    p.setFont(big);
    QRect r = body;
    p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title());
    r.setTop(r.top() + p.fontMetrics().height() * 2);
    QFont normal = font();
    normal.setPointSizeF(12);
    p.setFont(normal);
    QStringList lines;
    if (m_design && !m_design->name.isEmpty())
        lines << tr("Design: %1").arg(m_design->name);
    lines << tr("Report written %1").arg(QDateTime::currentDateTime().toString(Qt::ISODate));
    lines << QString();
    if (const QString coverage = coverageSummary(); !coverage.isEmpty())
        lines << coverage << QString();
    lines << verdictSummary();
    if (const QStringList maps = hostMappingLines(); !maps.isEmpty()) {
        lines << QString() << tr("Host mappings (stored with the runs):");
        lines << maps;
    }
    const QRect used = p.boundingRect(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                      lines.join(QLatin1Char('\n')));
    p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, lines.join(QLatin1Char('\n')));
    // The legend of the levels, below the text.
    int y = std::max(body.top() + body.height() / 2, used.bottom() + 40);
    for (const auto &item : resultsLegend(m_options)) {
        p.fillRect(QRect(body.left(), y, 40, 28), m_options.palette.colour(item.state));
        p.drawText(QRect(body.left() + 56, y, body.width(), 28), Qt::AlignVCenter, item.text);
        y += 40;
    }

    // Charts: two per page, rendered from the views at their on-screen aspect.
    auto renderView = [&](QWidget *view, const QRect &target) {
        if (view->size().isEmpty() || !view->isVisible())
            view->resize(900, 500);
        const QSize s = view->size().scaled(target.size(), Qt::KeepAspectRatio);
        const QRect dst(target.topLeft(), s);
        const double scale = double(s.width()) / view->width();
        p.save();
        p.translate(dst.topLeft());
        p.scale(scale, scale);
        view->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
        p.restore();
    };
    const QList<QWidget *> views = {m_bandwidthView, m_trendView, m_railView, m_suView, m_map};
    for (int i = 0; i < views.size(); i += 2) {
        pdf.newPage();
        const int half = body.height() / 2;
        renderView(views[i], QRect(body.left(), body.top(), body.width(), half - 10));
        if (i + 1 < views.size())
            renderView(views[i + 1],
                       QRect(body.left(), body.top() + half + 10, body.width(), half - 10));
    }

    // The run table.
    pdf.newPage();
    QFont small = font();
    small.setPointSizeF(8);
    p.setFont(small);
    const int rowH = p.fontMetrics().height() + 6;
    const int cols = RunTableModel::ColumnCount;
    const double widths[] = {0.05, 0.12, 0.14, 0.06, 0.06, 0.09, 0.09, 0.1, 0.11, 0.18};
    auto drawRow = [&](int top, const std::function<QString(int)> &text,
                       const std::function<QColor(int)> &bg) {
        double x = body.left();
        for (int c = 0; c < cols; ++c) {
            const QRect cell(int(x), top, int(body.width() * widths[c]), rowH);
            if (const QColor b = bg(c); b.isValid())
                p.fillRect(cell, b);
            p.drawRect(cell);
            p.drawText(cell.adjusted(4, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft,
                       p.fontMetrics().elidedText(text(c), Qt::ElideRight, cell.width() - 8));
            x += body.width() * widths[c];
        }
    };
    int top = body.top();
    auto header = [&] {
        drawRow(
            top, [&](int c) { return m_model->headerData(c, Qt::Horizontal).toString(); },
            [](int) { return QColor(230, 230, 230); });
        top += rowH;
    };
    header();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (top + rowH > body.bottom()) {
            pdf.newPage();
            top = body.top();
            header();
        }
        drawRow(
            top, [&](int c) { return m_model->index(row, c).data().toString(); },
            [&](int c) { return m_model->index(row, c).data(Qt::BackgroundRole).value<QColor>(); });
        top += rowH;
        // Under each run: its verdict sentence and the ceiling it was rated against, and why
        // (core/results/plausibility.h).
        if (std::size_t(row) < m_model->runs().size()) {
            const StoredRun &run = m_model->runs()[std::size_t(row)];
            const QString note =
                tr("Verdict: %1. Rated against %2.").arg(ratingText(run), ratedAgainstText(run));
            const QRect noteRect(body.left(), top, body.width(), body.bottom() - top);
            const QRect used = p.boundingRect(noteRect.adjusted(8, 0, -8, 0),
                                              Qt::AlignLeft | Qt::TextWordWrap, note);
            if (used.bottom() > body.bottom()) {
                pdf.newPage();
                top = body.top();
                header();
            }
            const QRect at(body.left() + 8, top, body.width() - 16, used.height());
            p.drawText(at, Qt::AlignLeft | Qt::TextWordWrap, note);
            top += used.height() + 4;
        }
    }
    if (!p.end()) {
        if (error)
            *error = tr("Cannot write %1.").arg(path);
        return false;
    }
    return QFileInfo(path).size() > 0;
}

} // namespace ry::gui
