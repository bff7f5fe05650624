#pragma once

// The table of benchmark runs shown by the dashboard: one row per stored run.

#include "results/overlay.h"
#include "results/resultstore.h"

#include <QAbstractTableModel>

#include <vector>

namespace ry::gui {

/// Read-only model of runs. Columns: run, when, test, ranks, nodes, plateau busbw (GB/s),
/// ceiling (GB/s), % of theoretical, verdict, file. The verdict and % cells carry the level
/// colour as BackgroundRole. Qt::UserRole on any cell gives the run id.
class RunTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        RunColumn,
        WhenColumn,
        TestColumn,
        RanksColumn,
        NodesColumn,
        BusbwColumn,
        CeilingColumn,
        PercentColumn,
        VerdictColumn,
        FileColumn,
        ColumnCount
    };
    static constexpr int RunIdRole = Qt::UserRole;

    explicit RunTableModel(QObject *parent = nullptr);

    void setRuns(std::vector<results::StoredRun> runs, const results::OverlayOptions &options);
    const std::vector<results::StoredRun> &runs() const { return m_runs; }
    /// The row of run `id`, or -1.
    int rowOf(Id id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<results::StoredRun> m_runs;
    results::OverlayOptions m_options;
};

} // namespace ry::gui
