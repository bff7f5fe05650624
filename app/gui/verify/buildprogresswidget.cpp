#include "buildprogresswidget.h"

#include "util/error.h"
#include "util/fileerror.h"

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace ry::gui {

namespace {

constexpr int ScopeRole = Qt::UserRole + 1;

QString percentText(double v)
{
    return QLocale().toString(v, 'f', 1) + QLatin1Char('%');
}

} // namespace

BuildProgressWidget::BuildProgressWidget(QWidget *parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTreeWidget(this);
    m_table->setColumnCount(7);
    m_table->setHeaderLabels({tr("Row / rack"), tr("Cables"), tr("Installed"), tr("Installed %"),
                              tr("Verified"), tr("Verified %"), tr("Faulty")});
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_table, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item)
            return;
        const qsizetype i = item->data(0, ScopeRole).toLongLong();
        const verify::BuildScope *s = &m_progress.total;
        if (i >= 1 && std::size_t(i) <= m_progress.rows.size())
            s = &m_progress.rows[std::size_t(i - 1)];
        else if (i > qsizetype(m_progress.rows.size()))
            s = &m_progress.racks[std::size_t(i - 1) - m_progress.rows.size()];
        showScope(s);
    });

    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart = new QChartView(chart, this);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(320, 220);

    m_refresh = new QPushButton(tr("Refresh"), this);
    connect(m_refresh, &QPushButton::clicked, this, &BuildProgressWidget::refreshRequested);
    m_export = new QPushButton(tr("Export CSV..."), this);
    connect(m_export, &QPushButton::clicked, this, &BuildProgressWidget::exportCsv);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_refresh);
    buttons->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
}

QTreeWidgetItem *BuildProgressWidget::addItem(QTreeWidgetItem *parent,
                                              const verify::BuildScope &scope, const QString &name)
{
    const verify::BuildCounts &c = scope.now;
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_table);
    const QLocale l;
    item->setText(0, name);
    item->setText(1, l.toString(c.cables));
    item->setText(2, l.toString(c.installed));
    item->setText(3, percentText(c.installedPercent()));
    item->setText(4, l.toString(c.verified));
    item->setText(5, percentText(c.verifiedPercent()));
    item->setText(6, l.toString(c.faulty));
    for (int col = 1; col < 7; ++col)
        item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

void BuildProgressWidget::setProgress(const verify::BuildProgress &progress)
{
    m_progress = progress;
    m_shown = nullptr;
    m_table->clear();
    const verify::BuildCounts &t = m_progress.total.now;
    const QLocale l;
    QString text =
        tr("%1 cables planned: %2 installed (%3), %4 verified (%5), %6 faulty.")
            .arg(l.toString(t.cables), l.toString(t.installed), percentText(t.installedPercent()),
                 l.toString(t.verified), percentText(t.verifiedPercent()), l.toString(t.faulty));
    if (m_progress.changedSinceMark > 0)
        text += QLatin1Char(' ') +
                tr("%n cable(s) changed status by hand since their last mark; they count with "
                   "their present status on the last day only.",
                   nullptr, m_progress.changedSinceMark);
    m_summary->setText(text);

    QTreeWidgetItem *total = addItem(nullptr, m_progress.total, tr("Whole design"));
    total->setData(0, ScopeRole, 0);
    QFont bold = total->font(0);
    bold.setBold(true);
    for (int col = 0; col < 7; ++col)
        total->setFont(col, bold);
    for (std::size_t r = 0; r < m_progress.rows.size(); ++r) {
        const verify::BuildScope &row = m_progress.rows[r];
        QTreeWidgetItem *rowItem = addItem(nullptr, row, row.name);
        rowItem->setData(0, ScopeRole, qlonglong(r + 1));
        for (std::size_t k = 0; k < m_progress.racks.size(); ++k) {
            const verify::BuildScope &rack = m_progress.racks[k];
            if (rack.row != row.name || rack.now.cables == 0)
                continue;
            addItem(rowItem, rack, rack.name)
                ->setData(0, ScopeRole, qlonglong(m_progress.rows.size() + k + 1));
        }
    }
    m_table->setCurrentItem(total);
    showScope(&m_progress.total);
}

const verify::BuildScope *BuildProgressWidget::shownScope() const
{
    return m_shown;
}

void BuildProgressWidget::showScope(const verify::BuildScope *scope)
{
    m_shown = scope;
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *a : chart->axes()) {
        chart->removeAxis(a);
        delete a;
    }
    if (!scope)
        return;
    chart->setTitle(scope->level == verify::BuildScope::Level::Total
                        ? tr("Cables of the whole design, day by day")
                        : tr("Cables of %1, day by day").arg(scope->name));
    auto *installed = new QLineSeries;
    installed->setName(tr("Installed"));
    auto *verified = new QLineSeries;
    verified->setName(tr("Verified"));
    auto *planned = new QLineSeries;
    planned->setName(tr("Planned"));
    QPen dashed = planned->pen();
    dashed.setStyle(Qt::DashLine);
    dashed.setColor(Qt::gray);
    planned->setPen(dashed);
    for (QLineSeries *s : {installed, verified})
        s->setPointsVisible(true);
    qint64 lo = 0, hi = 0;
    for (std::size_t d = 0; d < m_progress.days.size() && d < scope->history.size(); ++d) {
        const qint64 ms = QDateTime(m_progress.days[d], QTime(12, 0), Qt::UTC).toMSecsSinceEpoch();
        lo = d == 0 ? ms : std::min(lo, ms);
        hi = std::max(hi, ms);
        const verify::BuildCounts &c = scope->history[d];
        installed->append(double(ms), c.installed);
        verified->append(double(ms), c.verified);
        planned->append(double(ms), c.cables);
    }
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM-dd"));
    x->setTitleText(tr("Day (UTC)"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("Cables"));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, std::max(1, scope->now.cables));
    chart->addSeries(planned);
    chart->addSeries(installed);
    chart->addSeries(verified);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *s : {planned, installed, verified}) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    y->applyNiceNumbers();
    // From the first day's midnight to the last day's end, a tick per midnight while that
    // stays readable (the points sit at noon, between their day's ticks).
    const qint64 day = 86400000;
    const qint64 from = lo - day / 2, to = hi + day / 2;
    x->setRange(QDateTime::fromMSecsSinceEpoch(from, Qt::UTC),
                QDateTime::fromMSecsSinceEpoch(to, Qt::UTC));
    x->setTickCount(int(std::clamp<qint64>((to - from) / day + 1, 2, 8)));
}

void BuildProgressWidget::exportCsv()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export Build Progress"),
                                     QStringLiteral("build-progress.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString history = path;
    history.replace(
        QRegularExpression(QStringLiteral("(\\.csv)?$"), QRegularExpression::CaseInsensitiveOption),
        QStringLiteral("-by-day.csv"));
    try {
        // Through QSaveFile: a failed export leaves an older file whole.
        saveFile(path, verify::buildProgressCsv(m_progress));
        saveFile(history, verify::buildHistoryCsv(m_progress));
    } catch (const Error &e) {
        QMessageBox::critical(this, tr("Cannot export the build progress"), e.describe());
        return;
    }
    QMessageBox::information(this, tr("Build progress exported"),
                             tr("Wrote %1 and %2.").arg(path, history));
}

} // namespace ry::gui
