#pragma once

#include "verify/buildprogress.h"

#include <QWidget>

class QChartView;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ry::gui {

/// The manager's view of the build: planned, installed and verified cables per row (expandable
/// to its racks) as a table, and the selected scope's installed and verified counts day by day
/// as a chart (verify::computeBuildProgress()). Selecting a row or rack shows its history;
/// Export CSV writes the table and the history beside each other.
class BuildProgressWidget : public QWidget
{
    Q_OBJECT
public:
    explicit BuildProgressWidget(QWidget *parent = nullptr);

    /// Shows `progress`; the whole design is selected.
    void setProgress(const verify::BuildProgress &progress);
    const verify::BuildProgress &progress() const { return m_progress; }

    QTreeWidget *table() const { return m_table; }
    QChartView *chartView() const { return m_chart; }
    QLabel *summaryLabel() const { return m_summary; }
    /// The scope whose history the chart shows.
    const verify::BuildScope *shownScope() const;

public slots:
    /// Asks for two CSV file names and writes the table and the history.
    void exportCsv();

signals:
    /// The user asked for fresh figures (the Refresh button).
    void refreshRequested();

private:
    void showScope(const verify::BuildScope *scope);
    QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const verify::BuildScope &scope,
                             const QString &name);

    verify::BuildProgress m_progress;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_table = nullptr;
    QChartView *m_chart = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_export = nullptr;
    const verify::BuildScope *m_shown = nullptr;
};

} // namespace ry::gui
