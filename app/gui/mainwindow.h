#pragma once

#include "model/entities.h"
#include "util/error.h"

#include <QMainWindow>

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

class CableTableModel;
class DesignSession;
class Document;
class FloorPlanView;
class IpTableModel;
class ProjectTreeModel;
class PropertyEditor;
class RackElevationView;
class TableTab;
class TopologyView;
struct Design;

/// The main window: the project explorer (site > room > row > rack > device, with counts and
/// status colours), tabs for the rack elevation, floor plan, topology, cable and IP tables,
/// summary and validation; the property editor and the undo history as docks; a search field
/// that jumps to a device, port, cable label, IP address or serial in the current view; recent
/// files, settings, shortcuts, and a status bar with the design's counts and validation state.
///
/// Every edit goes through DesignSession (one undo step = one transaction). The file is the
/// document: each edit is saved when it is made, so there is no separate "Save".
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
        ValidationTab
    };
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a .railyard database, or a .yaml design file (imported into FILE.railyard next to
    /// it when that does not exist yet). Loading runs off the GUI thread with a progress dialog
    /// that can cancel. Shows a message box and returns false on error.
    bool openFile(const QString &path);
    /// Creates a new, empty design file.
    bool newFile(const QString &path);

    /// Jumps to the first object matching `text` in the current view; false if none.
    bool search(const QString &text);
    void showTab(Tab tab);

    DesignSession *session() const { return m_session.get(); }
    QTreeView *explorer() const { return m_explorer; }
    ProjectTreeModel *explorerModel() const { return m_treeModel; }
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

private:
    void createActions();
    void openDialog();
    void newDialog();
    void exportDialog(const QString &format);
    void openRecent();
    void updateRecentMenu();
    void addRecent(const QString &path);
    void setSession(std::unique_ptr<Document> document, const QString &path);
    void onExplorerSelection();
    void deleteSelection();
    void connectDialog();
    void showDevice(Id id);
    void settingsDialog();
    void wizard();
    void scheduleValidation();
    void showValidation(const Diagnostics &diags);
    void updateCounts();

    std::unique_ptr<DesignSession> m_session;
    QString m_path;
    QTreeView *m_explorer = nullptr;
    ProjectTreeModel *m_treeModel = nullptr;
    CableTableModel *m_cableModel = nullptr;
    IpTableModel *m_ipModel = nullptr;
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
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    int m_errorCount = 0;
    int m_validationRuns = 0;
    bool m_validating = false;
    bool m_validateAgain = false;
};

} // namespace ry
