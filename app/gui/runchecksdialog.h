#pragma once

#include "model/design.h"
#include "overlay/overlay.h"
#include "probe/checksoverlay.h"
#include "probe/executor.h"
#include "probe/recorder.h"
#include "results/overlay.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QWidget;

namespace ry::store {
class SqliteStore;
}
namespace ry::gui {

/// "Run checks": a test plan made from the design (core/probe/testplan.h) is shown
/// with its steps, nodes and estimated duration; Start runs it through the chosen launcher
/// (local, ssh, srun, mpirun) with PlanExecutor, which never blocks the GUI. Steps fill a table
/// live (status, rows, measured against expected) and overlayChanged() carries the overlay
/// after every step (core/probe/checksoverlay.h makes it: nodes and cables by the best % of
/// expected measured on them, the running step's nodes, and the suspects found by elimination
/// at the end).
/// Cancel (or closing the dialog) stops every process of the running step.
///
/// With a document store (setResultStore()), every step is stored as a benchmark run while it
/// goes on (core/probe/recorder.h: rows as they arrive, the verdict when the step ends), and
/// resultsStored() tells the main window to refresh the Results tab; the runs can be opened and
/// compared there later like imported ones.
///
/// Without GPUs, the `local` launcher runs railyard-probe on this machine; "Use loopback
/// addresses" maps the design's rail addresses into 127.0.0.0/8 so the TCP steps run here.
class RunChecksDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column
    {
        StepColumn,
        StageColumn,
        NameColumn,
        NodesColumn,
        EstimateColumn,
        StatusColumn,
        RowsColumn,
        ResultColumn,
        ExpectedColumn,
        PercentColumn,
        ColumnCount
    };

    /// Plans on a copy of `design`.
    explicit RunChecksDialog(const Design &design, QWidget *parent = nullptr);
    ~RunChecksDialog() override;

    /// The plan as it would run now (with loopback addresses when that is chosen).
    const probe::TestPlan &plan() const { return m_plan; }
    probe::PlanOptions planOptions() const;
    /// Sets the plan's options (the stage boxes, sizes, TCP seconds) and re-plans.
    void setPlanOptions(const probe::PlanOptions &options);
    probe::ExecutorOptions executorOptions() const;
    void setLauncher(probe::ExecutorOptions::Launcher launcher);
    void setProbeProgram(const QString &path);
    void setLoopback(bool on);

    /// `plan` with every TCP address moved into 127.0.0.0/8 (10.1.2.3 -> 127.1.2.3; IPv6 ->
    /// ::1), so that a local run can bind and connect on this machine.
    static probe::TestPlan loopbackPlan(probe::TestPlan plan);

    /// Where runs are stored while they go on (the document's store); null: not stored. The
    /// store must outlive the dialog or be reset before it goes.
    void setResultStore(store::SqliteStore *store) { m_store = store; }
    store::SqliteStore *resultStore() const { return m_store; }
    /// The runs stored by the last Start, in step order.
    std::vector<Id> storedRuns() const;

    bool isRunning() const;
    QTableWidget *stepTable() const { return m_table; }
    QPlainTextEdit *planView() const { return m_planText; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *cancelButton() const { return m_cancel; }
    const overlay::Overlay &overlay() const { return m_overlay; }
    /// The suspects of the last finished run (empty while running).
    const std::vector<probe::Suspect> &suspects() const { return m_suspects; }

public Q_SLOTS:
    /// Starts the plan; returns at once. Does nothing while running or with an empty plan.
    void start();
    /// Stops every process of the running step and skips the rest.
    void cancel();

Q_SIGNALS:
    /// The overlay changed (a step started or finished, the run ended, or it was cleared).
    void overlayChanged(const ry::overlay::Overlay &overlay);
    /// Every step ran, or the run was cancelled.
    void runFinished();
    /// Runs were stored or changed in the result store (a step started or finished).
    void resultsStored();

protected:
    void closeEvent(QCloseEvent *event) override;
    void reject() override;

private:
    void replan();
    void updateLauncherFields();
    void onStepStarted(int step);
    void onRow(int step);
    void onStepFinished(int step, const probe::StepResult &result);
    void onFinished();
    void rebuildOverlay();
    /// Expected figure of a step in its unit (GB/s busbw for NCCL, Gb/s for TCP); 0 = unknown.
    double expectedOf(const probe::PlanStep &step) const;
    void setCell(int row, int column, const QString &text);

    Design m_design;
    probe::TestPlan m_plan;
    results::OverlayOptions m_levels;
    std::unique_ptr<probe::PlanExecutor> m_executor;
    store::SqliteStore *m_store = nullptr;
    /// Declared after m_executor: destroyed first, while the executor and store are there.
    std::unique_ptr<probe::ProbeRecorder> m_recorder;
    std::vector<Id> m_storedRuns; ///< of the last run, kept after the recorder is gone
    std::vector<probe::Suspect> m_suspects;
    overlay::Overlay m_overlay;
    QHash<QString, Id> m_cableByName; ///< testplan.cpp's cable names -> Cable id
    /// Per step: what the overlay needs (running, failed, value, expected) and the rows seen.
    struct StepState : probe::StepProgress
    {
        int rows = 0;
    };
    std::vector<StepState> m_state;

    QComboBox *m_launcher = nullptr;
    QLineEdit *m_program = nullptr;
    QCheckBox *m_loopback = nullptr;
    QLineEdit *m_sshUser = nullptr;
    QSpinBox *m_sshPort = nullptr;
    QLineEdit *m_partition = nullptr;
    QCheckBox *m_asRoot = nullptr;
    QWidget *m_sshRow = nullptr;
    QCheckBox *m_railAllReduce = nullptr;
    QCheckBox *m_allNodes = nullptr;
    QCheckBox *m_pairLeaf = nullptr;
    QCheckBox *m_pairSpine = nullptr;
    QCheckBox *m_tcp = nullptr;
    QComboBox *m_maxBytes = nullptr;
    QSpinBox *m_iters = nullptr;
    QDoubleSpinBox *m_tcpSeconds = nullptr;
    QPlainTextEdit *m_planText = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QList<QWidget *> m_planFields; ///< disabled while running
    probe::PlanOptions m_hidden;   ///< options without a field (min bytes, warm-up, ...)
};

} // namespace ry::gui
