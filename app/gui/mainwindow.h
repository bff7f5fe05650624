#pragma once

#include "model/entities.h"
#include "models/topologyoverlay.h"
#include "overlay/overlay.h"
#include "usecases/progress.h"
#include "usecases/verification.h"
#include "util/error.h"
#include "verify/verifier.h"

#include <QDateTime>
#include <QMainWindow>

#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QTabWidget;
class QTreeView;
class QTreeWidget;
class QUndoView;

namespace ry {
struct Design;
}
namespace ry::models {
class CableTableModel;
class IpTableModel;
class ProjectTreeModel;
} // namespace ry::models
namespace ry::store {
class Document;
}
namespace ry::undo {
class DesignSession;
}
namespace ry::gui {

class BuildProgressWidget;
class ResultsDashboard;
class WorkListWidget;
class ReloadBar;

class FloorPlanView;
class PropertyEditor;
class RackElevationView;
class RunChecksDialog;
class LiveCablingDialog;
class TableTab;
class TopologyView;

/// The main window: the project explorer (site > room > row > rack > device, with counts and
/// status colours), tabs for the rack elevation, floor plan, topology, cable and IP tables,
/// summary and validation; the property editor and the undo history as docks; a search field
/// that jumps to a device, port, cable label, IP address or serial in the current view; recent
/// files, settings, shortcuts, and a status bar with the design's counts and validation state.
///
/// Every edit goes through DesignSession (one undo step = one transaction). The file is the
/// document: each edit is saved when it is made, so there is no separate "Save".
///
/// Checking the built cluster: File > Import Benchmark Results reads nccl-tests / perftest files
/// into the document (Results tab: the dashboard; picking a run paints it on the topology, rack
/// and floor-plan views); Tools > Verify Cabling compares ibnetdiscover / LLDP output with the
/// plan (Verification tab: the technician's work list, marks are undo steps; the findings are
/// painted on the views); Tools > Run Checks runs railyard-probe on the nodes and paints the
/// results live. Tools > Clear Overlay goes back to the plain views.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum Tab
    {
        RacksTab,
        FloorPlanTab,
        TopologyTab,
        CablesTab,
        IpTab,
        SummaryTab,
        ValidationTab,
        ResultsTab,
        VerificationTab
    };
    /// What the overlay on the topology, rack and floor-plan views shows.
    enum class OverlaySource
    {
        None,
        Results,      ///< benchmark results (one run, or every run of the dashboard)
        Verification, ///< the last cable verification
        Checks        ///< a Run Checks dialog, live
    };
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a .railyard database, or a .yaml design file (imported into FILE.railyard next to
    /// it when that does not exist yet). Loading runs off the GUI thread with a progress dialog
    /// that can cancel. Shows a message box and returns false on error.
    /// A file saved by an older Railyard (schema `from` < `to`) is upgraded by an open for
    /// editing; the window first asks (olderFormatChoice()) whether to upgrade it or to open it
    /// read-only, which never changes the file.
    bool openFile(const QString &path);
    /// The answer to "upgrade this older file?": by default a message box asks.
    enum class OlderFormatChoice
    {
        Upgrade,
        ReadOnly,
        Cancel
    };
    using OlderFormatPrompt =
        std::function<OlderFormatChoice(const QString &path, int from, int to)>;
    /// Replaces the question (tests answer it without a modal box).
    void setOlderFormatPrompt(OlderFormatPrompt prompt) { m_olderFormatPrompt = std::move(prompt); }
    /// True when the open design was opened read-only (every edit is refused).
    bool isReadOnly() const { return m_readOnly; }
    /// Creates a new, empty design file.
    bool newFile(const QString &path);

    /// Jumps to the first object matching `text` in the current view; false if none.
    bool search(const QString &text);
    void showTab(Tab tab);

    undo::DesignSession *session() const { return m_session.get(); }
    QTreeView *explorer() const { return m_explorer; }
    models::ProjectTreeModel *explorerModel() const { return m_treeModel; }
    RackElevationView *rackView() const { return m_racks; }
    FloorPlanView *floorPlan() const { return m_floor; }
    TopologyView *topologyView() const { return m_topology; }
    TableTab *cableTable() const { return m_cables; }
    TableTab *ipTable() const { return m_ips; }
    PropertyEditor *propertyEditor() const { return m_properties; }
    QTabWidget *tabs() const { return m_tabs; }
    /// Number of Error findings shown in the validation tab (after the last validation).
    int validationErrorCount() const { return m_errorCount; }
    /// Writes a generated design as the document's new content (one undo step), off the GUI
    /// thread with a progress dialog. Shows a message box and returns false on error.
    bool applyGenerated(Design generated);
    /// Waits (processing events) until background validation is done (tests, screenshots).
    void waitForIdle();

    gui::ResultsDashboard *resultsDashboard() const { return m_results; }
    gui::WorkListWidget *workList() const { return m_workList; }
    /// The build progress (Tools > Build Progress) while its window exists, else null.
    gui::BuildProgressWidget *buildProgress() const { return m_buildProgress; }
    /// Opens (or raises) the build progress window with fresh figures: the cables' status and
    /// the marks of the open document, computed off the GUI thread.
    void showBuildProgress();
    /// The bar that offers a reload when another program changed the open file.
    gui::ReloadBar *reloadBar() const { return m_reloadBar; }
    /// The Run Checks dialog while it is open, else null.
    RunChecksDialog *runChecksDialog() const { return m_checks; }
    OverlaySource overlaySource() const { return m_overlaySource; }

    /// Imports benchmark output files (nccl-tests text or JSON, perftest) into the document:
    /// read and evaluated off the GUI thread with a progress dialog that can cancel, then stored
    /// and shown in the Results tab. Returns the number of runs added (duplicates and rejected
    /// files are reported in a message box unless `quiet`); -1 when cancelled or on error.
    int importResults(const QStringList &files, bool quiet = false);
    /// Paints benchmark run `runId` (0 = every run shown in the dashboard) on the views.
    bool showResultsOverlay(Id runId = 0);
    /// Writes the dashboard's PDF report. Shows a message box and returns false on error.
    bool exportResultsReport(const QString &path);

    /// Verifies the cabling against what an ibnetdiscover file and/or a folder (or file) of
    /// lldpctl JSON reported, off the GUI thread; stores the run, fills the work list and paints
    /// the findings. `rulesFile` (optional) maps names. Returns false on error or cancel.
    bool verifyCabling(const QString &ibnetdiscoverFile, const QString &lldpPath,
                       const QString &rulesFile = {}, bool allPlanned = false);
    /// Records the identities (GUIDs, MACs) that `files` report into the design as one undo step
    /// (usecases::recordIds): `*.jsonl` are railyard-probe inventories, `*.json`, `*.json0`,
    /// `*.keyvalue` and `*.xml` lldpctl output, anything else ibnetdiscover dumps. `rulesFile`
    /// (optional) maps names. Sets `*report` to the report text. Returns false on error.
    bool recordIds(const QStringList &files, const QString &rulesFile = {},
                   QString *report = nullptr);
    /// The last verification (empty before one ran).
    const verify::Verification &verification() const { return m_verification.verification; }
    /// Writes the work list as CSV or, for a .pdf path, PDF. Message box and false on error.
    bool exportWorkList(const QString &path);

    /// Writes `format` to `path` with `options` (File > Export after its options dialog), off
    /// the GUI thread with a progress dialog. The export's warnings are kept
    /// (lastExportWarnings()) and shown in a window-modal message box; an error (a strict
    /// export with warnings) in a message box. Returns false on error or cancel.
    bool exportWithOptions(const QString &format, const QString &path,
                           const exporting::ExportOptions &options);
    /// The warnings of the last export through exportWithOptions().
    const Diagnostics &lastExportWarnings() const { return m_exportWarnings; }

    /// Opens the Run Checks dialog (modeless) on the current design; returns it.
    RunChecksDialog *openRunChecks();
    /// Opens Tools > Check Cabling Now (modeless) on the current design; returns it. Each
    /// verification it streams fills the work list and paints the overlay; the last one is
    /// stored beside the design when the run ends.
    LiveCablingDialog *openLiveCabling();
    /// The Check Cabling Now dialog while it is open, else null.
    LiveCablingDialog *liveCablingDialog() const { return m_live; }
    /// Back to the plain views.
    void clearOverlay();

private:
    void createActions();
    void openDialog();
    void newDialog();
    void exportDialog(const QString &format);
    void openRecent();
    void updateRecentMenu();
    void addRecent(const QString &path);
    void setSession(std::unique_ptr<store::Document> document, const QString &path);
    OlderFormatChoice askOlderFormat(const QString &path, int from, int to);
    void onExplorerSelection();
    void deleteSelection();
    void connectDialog();
    void showDevice(Id id);
    void settingsDialog();
    void wizard();
    void scheduleValidation();
    void showValidation(const Diagnostics &diags);
    void updateCounts();
    void importResultsDialog();
    void exportResultsDialog();
    void verifyDialog();
    void recordIdsDialog();
    void exportWorkListDialog();
    /// Recomputes the figures of the open build progress window (off the GUI thread).
    void refreshBuildProgress();
    /// Runs an export's `work` with a progress dialog; message box and false on error.
    bool runExport(const QString &label, const QString &path,
                   const std::function<bool(Progress &)> &work);
    void reloadResults();
    /// Paints `overlay` on the topology, rack and floor-plan views (gui::applyOverlay()).
    void paintOverlay(OverlaySource source, const overlay::Overlay &overlay);
    void paintVerification();

    std::unique_ptr<undo::DesignSession> m_session;
    QString m_path;
    bool m_readOnly = false;
    OlderFormatPrompt m_olderFormatPrompt;
    QTreeView *m_explorer = nullptr;
    models::ProjectTreeModel *m_treeModel = nullptr;
    models::CableTableModel *m_cableModel = nullptr;
    models::IpTableModel *m_ipModel = nullptr;
    QTabWidget *m_tabs = nullptr;
    RackElevationView *m_racks = nullptr;
    FloorPlanView *m_floor = nullptr;
    TopologyView *m_topology = nullptr;
    TableTab *m_cables = nullptr;
    TableTab *m_ips = nullptr;
    QPlainTextEdit *m_summary = nullptr;
    QTreeWidget *m_findings = nullptr;
    PropertyEditor *m_properties = nullptr;
    QUndoView *m_history = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_validity = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QList<QAction *> m_needsDesign;
    Diagnostics m_exportWarnings;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    gui::ResultsDashboard *m_results = nullptr;
    gui::WorkListWidget *m_workList = nullptr;
    gui::BuildProgressWidget *m_buildProgress = nullptr;
    gui::ReloadBar *m_reloadBar = nullptr;
    RunChecksDialog *m_checks = nullptr;
    LiveCablingDialog *m_live = nullptr;
    usecases::VerifyResult m_verification;
    OverlaySource m_overlaySource = OverlaySource::None;
    Id m_overlayRun = 0;
    int m_errorCount = 0;
    int m_validationRuns = 0;
    bool m_validating = false;
    bool m_validateAgain = false;
};

} // namespace ry::gui
