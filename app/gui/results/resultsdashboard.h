#pragma once

// The benchmark dashboard for managers (docs/design-notes.md "Who it is for"): does the cluster
// reach what it should, and where does it not?
//
//   - bus bandwidth against message size (log2 x axis) for the selected runs, each with its
//     theoretical ceiling as a dashed line of the same colour;
//   - % of theoretical per rail and per SU (bars coloured by the overlay thresholds);
//   - the overlay map: % of theoretical per node, nodes without data hatched;
//   - the trend of a chosen figure (% of theoretical, plateau busbw, Avg bus bandwidth) across
//     runs over time;
//   - the run table (double-click or click a node: runActivated()).
// The heading states the coverage (how many nodes, rails, leaves and links have a measurement)
// and the verdict; "Host mappings..." edits the mappings stored with the selected runs.
// exportPdf() writes the same as a report: first page with the coverage, the verdict and the
// host mappings, the charts, the table.
//
// Data comes from core/results (ResultStore, buildOverlay); this widget only shows it.

#include "results/overlay.h"
#include "results/resultstore.h"

#include <QWidget>

#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace ry::store {
class SqliteStore;
}
namespace ry::gui {
}

namespace ry::gui {

class OverlayMap;
class RunTableModel;

class ResultsDashboard : public QWidget
{
    Q_OBJECT
public:
    /// Figures the trend chart can show.
    enum class TrendFigure
    {
        PercentOfTheoretical,
        PlateauBusbw,
        AvgBusbw
    };

    explicit ResultsDashboard(QWidget *parent = nullptr);
    ~ResultsDashboard() override;

    /// Shows `runs` (with their rows) on `design` (may be null: no overlay, no per-rail/SU
    /// bars). The design must stay alive while shown. Selects the newest run.
    void setData(const Design *design, std::vector<results::StoredRun> runs);
    /// Reads every run of the document (ResultStore) and shows it with `design`. Throws
    /// ry::Error when the results tables cannot be read.
    void loadFrom(store::SqliteStore &store, const Design *design);

    /// Thresholds, colours and aggregation (e.g. OverlayOptions::fromSettings()).
    void setOverlayOptions(const results::OverlayOptions &options);
    const results::OverlayOptions &overlayOptions() const { return m_options; }
    /// The overlay of all shown runs on the design, for the topology, rack and floor-plan views.
    const overlay::Overlay &overlay() const { return m_overlay; }

    /// The heading above the dashboard (and the report's title); defaults to a translated
    /// "Benchmark results".
    void setTitle(const QString &title);
    QString title() const;

    /// Runs drawn in the bandwidth chart.
    void selectRuns(const QList<Id> &ids);
    QList<Id> selectedRuns() const;

    void setTrendFigure(TrendFigure figure);
    TrendFigure trendFigure() const { return m_trend; }

    /// One sentence: how many runs pass, fall below, failed; the worst rail and SU (ties: the
    /// lowest rail index / SU, so the same data always names the same one).
    QString verdictSummary() const;
    /// How many GPU nodes, rails, leaves and rail links have a measurement (results::
    /// coverageText()); empty without a design. Shown above the verdict and on the report's
    /// first page.
    QString coverageSummary() const;
    /// The host mappings stored with the runs, one line per run that has any ("run 3:
    /// worker-(\d+)=>node\1, ..."); listed in the report.
    QStringList hostMappingLines() const;

    /// Opens the host-mapping editor for the selected runs (prefilled with the first one's) and,
    /// when accepted, emits hostMappingsEdited().
    void editHostMappings();

    /// Writes the report (A4 landscape): title page with the verdict, the charts, the run
    /// table. Returns false and sets `error` when the file cannot be written.
    bool exportPdf(const QString &path, QString *error = nullptr);

    // For tests and for embedding the parts elsewhere.
    QChartView *bandwidthChartView() const { return m_bandwidthView; }
    QChartView *railChartView() const { return m_railView; }
    QChartView *suChartView() const { return m_suView; }
    QChartView *trendChartView() const { return m_trendView; }
    OverlayMap *overlayMap() const { return m_map; }
    QTableView *runTable() const { return m_table; }
    QPushButton *hostMappingsButton() const { return m_mappingsButton; }
    RunTableModel *runModel() const { return m_model; }

signals:
    /// The user asked to open a run (double-click in the table, click on a node).
    void runActivated(ry::Id runId);
    /// The overlay was rebuilt (new data or options): repaint the topology views.
    void overlayChanged();
    /// The user set new host mappings for `runs`: store them and evaluate the runs again
    /// (usecases::evaluateResults() with replaceMappings), then setData()/loadFrom() again.
    void hostMappingsEdited(const QList<ry::Id> &runs,
                            const QList<ry::results::HostPattern> &mappings);

private:
    void rebuild();
    void rebuildBandwidthChart();
    void rebuildLevelBars(QChart *chart, const QString &title, const QString &axisTitle,
                          const QStringList &categories,
                          const std::vector<overlay::OverlayEntry> &entries);
    void rebuildTrendChart();
    const results::StoredRun *run(Id id) const;

    const Design *m_design = nullptr;
    std::vector<results::StoredRun> m_runs;
    results::OverlayOptions m_options;
    overlay::Overlay m_overlay;
    TrendFigure m_trend = TrendFigure::PercentOfTheoretical;

    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_mappingsButton = nullptr;
    QChartView *m_bandwidthView = nullptr;
    QChartView *m_railView = nullptr;
    QChartView *m_suView = nullptr;
    QChartView *m_trendView = nullptr;
    QComboBox *m_trendChoice = nullptr;
    OverlayMap *m_map = nullptr;
    QTableView *m_table = nullptr;
    RunTableModel *m_model = nullptr;
};

} // namespace ry::gui
