#include "mainwindow.h"

#include "connectdialog.h"
#include "devicedialog.h"
#include "floorplanview.h"
#include "propertyeditor.h"
#include "rackview.h"
#include "reloadbar.h"
#include "tableview.h"
#include "topologyview.h"

#include "export/exporter.h"
#include "exportoptionsdialog.h"
#include "model/summary.h"
#include "model/validator.h"
#include "models/cabletablemodel.h"
#include "models/iptablemodel.h"
#include "models/projecttreemodel.h"
#include "models/roles.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "undo/edits.h"

#include "buildprogresswidget.h"
#include "fabricwizard.h"
#include "livecablingdialog.h"
#include "overlayadapter.h"
#include "progressrunner.h"
#include "resultsdashboard.h"
#include "runchecksdialog.h"
#include "settingsdialog.h"
#include "usecases/export.h"
#include "usecases/marks.h"
#include "usecases/opendesign.h"
#include "usecases/recordids.h"
#include "usecases/resultsimport.h"
#include "usecases/search.h"
#include "usecases/session.h"
#include "verifydialog.h"
#include "worklistwidget.h"

#include "explorerdelegate.h"
#include "icons.h"
#include "results/overlay.h"
#include "results/resultstore.h"
#include "store/store.h"
#include "verify/buildprogress.h"
#include "verify/overlay.h"
#include "verify/verifystore.h"
#include "verify/worklist.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThreadPool>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace ry::gui {

namespace {

const char *kRecentKey = "recentFiles";

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Railyard"));
    // 1400 x 860 where the screen has room; on a smaller one (a technician's 1366 x 768 laptop)
    // the window fits the screen's available area instead of running off its edges.
    QSize size(1400, 860);
    if (const QScreen *s = screen())
        size = size.boundedTo(s->availableGeometry().size());
    resize(size);
    setDockNestingEnabled(true);

    m_explorer = new QTreeView(this);
    m_explorer->setUniformRowHeights(true);
    m_explorer->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *dock = new QDockWidget(tr("Project"), this);
    dock->setObjectName(QStringLiteral("projectDock"));
    dock->setWidget(m_explorer);
    addDockWidget(Qt::LeftDockWidgetArea, dock);

    m_properties = new PropertyEditor(this);
    auto *propDock = new QDockWidget(tr("Properties"), this);
    propDock->setObjectName(QStringLiteral("propertiesDock"));
    propDock->setWidget(m_properties);
    addDockWidget(Qt::RightDockWidgetArea, propDock);

    m_history = new QUndoView(this);
    m_history->setEmptyLabel(tr("<opened>"));
    auto *histDock = new QDockWidget(tr("History"), this);
    histDock->setObjectName(QStringLiteral("historyDock"));
    histDock->setWidget(m_history);
    addDockWidget(Qt::RightDockWidgetArea, histDock);

    m_tabs = new QTabWidget(this);
    m_racks = new RackElevationView(this);
    m_floor = new FloorPlanView(this);
    m_topology = new TopologyView(this);
    m_cables = new TableTab(this);
    m_ips = new TableTab(this);
    m_summary = new QPlainTextEdit(this);
    m_summary->setReadOnly(true);
    m_summary->setFont(QFont(QStringLiteral("monospace")));
    m_findings = new QTreeWidget(this);
    m_findings->setHeaderLabels({tr("Severity"), tr("Object"), tr("Field"), tr("Finding")});
    m_findings->setRootIsDecorated(false);
    m_tabs->addTab(m_racks, tr("Racks"));
    m_tabs->addTab(m_floor, tr("Floor plan"));
    m_tabs->addTab(m_topology, tr("Topology"));
    m_tabs->addTab(m_cables, tr("Cables"));
    m_tabs->addTab(m_ips, tr("IP addresses"));
    m_tabs->addTab(m_summary, tr("Summary"));
    m_tabs->addTab(m_findings, tr("Validation"));
    m_results = new gui::ResultsDashboard(this);
    {
        QSettings settings;
        m_results->setOverlayOptions(results::OverlayOptions::fromSettings(settings));
    }
    m_workList = new gui::WorkListWidget(nullptr, this);
    m_reloadBar = new gui::ReloadBar(this);
    addToolBarBreak();
    addToolBar(Qt::TopToolBarArea, m_reloadBar);
    m_reloadBar->hide();
    connect(m_reloadBar, &gui::ReloadBar::reloadRequested, this, [this] { openFile(m_path); });
    m_tabs->addTab(m_results, tr("Results"));
    m_tabs->addTab(m_workList, tr("Verification"));
    setCentralWidget(m_tabs);

    m_counts = new QLabel(tr("No design open"), this);
    m_validity = new QLabel(this);
    statusBar()->addPermanentWidget(m_counts);
    statusBar()->addPermanentWidget(m_validity);

    createActions();

    connect(m_racks, &RackElevationView::deviceActivated, this, &MainWindow::showDevice);
    // Double-click on a node: the benchmark run behind its colour when an overlay shows one,
    // else the device's ports and cables.
    connect(m_topology, &TopologyView::deviceActivated, this, [this](Id device) {
        if (const Id run = m_topology->overlay().nodeRun.value(device, 0)) {
            m_results->selectRuns({run});
            showTab(ResultsTab);
            return;
        }
        showDevice(device);
    });
    connect(m_racks, &RackElevationView::deviceSelected, m_properties, &PropertyEditor::showDevice);
    connect(m_topology, &TopologyView::selectedDevicesChanged, this, [this](const QList<Id> &ids) {
        if (ids.size() == 1)
            m_properties->showDevice(ids.constFirst());
    });
    connect(m_floor, &FloorPlanView::rackActivated, this, [this](Id rack) {
        m_racks->showRacks({rack});
        m_properties->showRack(rack);
        showTab(RacksTab);
    });
    connect(m_cables->table(), &QTableView::clicked, this, [this](const QModelIndex &i) {
        m_properties->showCable(i.data(models::IdRole).toLongLong());
    });

    // Benchmark results: opening a run paints it on the views.
    connect(m_results, &gui::ResultsDashboard::runActivated, this, [this](Id run) {
        if (showResultsOverlay(run))
            showTab(TopologyTab);
    });
    // Host mappings edited in the Results tab: stored with the runs, which are evaluated again.
    connect(m_results, &gui::ResultsDashboard::hostMappingsEdited, this,
            [this](const QList<Id> &runs, const QList<results::HostPattern> &mappings) {
                store::SqliteStore *store =
                    m_session ? usecases::sqliteStoreOf(*m_session) : nullptr;
                if (!store)
                    return;
                usecases::ResultsEvaluateRequest request;
                request.runs.assign(runs.begin(), runs.end());
                request.options.hostPatterns = mappings;
                request.replaceMappings = true;
                QSettings settings;
                request.options.thresholds =
                    results::OverlayOptions::fromSettings(settings).thresholds;
                try {
                    usecases::Progress progress;
                    usecases::evaluateResults(*store, &m_session->design(), request, progress);
                } catch (const Error &e) {
                    QMessageBox::critical(this, tr("Host mappings"), e.describe());
                }
                reloadResults();
            });
    connect(m_results, &gui::ResultsDashboard::overlayChanged, this, [this] {
        if (m_overlaySource == OverlaySource::Results)
            showResultsOverlay(m_overlayRun);
    });
    // Verification: a finding selects its device everywhere; double-click shows its rack.
    connect(m_workList, &gui::WorkListWidget::deviceSelected, this, [this](Id device) {
        m_topology->focusDevice(device);
        m_racks->focusDevice(device);
        m_properties->showDevice(device);
    });
    connect(m_workList, &gui::WorkListWidget::cableSelected, m_properties,
            &PropertyEditor::showCable);
    connect(m_workList->view(), &QAbstractItemView::doubleClicked, this, [this] {
        if (!m_racks->racks().isEmpty())
            showTab(RacksTab);
    });
    connect(m_workList, &gui::WorkListWidget::cablesMarked, this,
            [this](const QList<qint64> &cables, int) {
                statusBar()->showMessage(tr("%n cable(s) marked.", nullptr, int(cables.size())),
                                         5000);
            });
    for (QAction *a : std::as_const(m_needsDesign))
        a->setEnabled(false);
    QSettings settings;
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    m_topology->setAntialiasingEnabled(settings.value(QStringLiteral("antialiasing")).toBool());
}

MainWindow::~MainWindow()
{
    QSettings().setValue(QStringLiteral("windowState"), saveState());
    // Views and models refer to the session; let them go first.
    delete m_checks;
    m_workList->setSession(nullptr);
    m_results->setData(nullptr, {});
    m_topology->setSession(nullptr);
    m_racks->setSession(nullptr);
    m_floor->setSession(nullptr);
    m_properties->setSession(nullptr);
    m_cables->setModel(nullptr);
    m_ips->setModel(nullptr);
    m_explorer->setModel(nullptr);
    m_history->setStack(nullptr);
    delete m_treeModel;
    delete m_cableModel;
    delete m_ipModel;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAct = file->addAction(tr("&New..."), this, &MainWindow::newDialog);
    newAct->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open..."), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addSeparator();
    QAction *importResultsAct =
        file->addAction(tr("Import &Benchmark Results..."), this, &MainWindow::importResultsDialog);
    importResultsAct->setShortcut(QKeySequence(tr("Ctrl+Shift+I")));
    importResultsAct->setToolTip(tr("Read nccl-tests or perftest output into the design"));
    m_needsDesign << importResultsAct;
    m_exportMenu = file->addMenu(tr("&Export"));
    for (const auto &e : exporting::exporters()) {
        const QString format = e->format();
        QAction *a = m_exportMenu->addAction(e->description(), this,
                                             [this, format] { exportDialog(format); });
        m_needsDesign << a;
    }
    m_exportMenu->addSeparator();
    m_needsDesign << m_exportMenu->addAction(tr("Benchmark &Results Report (PDF)..."), this,
                                             &MainWindow::exportResultsDialog);
    m_needsDesign << m_exportMenu->addAction(tr("Verification &Work List (CSV, PDF)..."), this,
                                             &MainWindow::exportWorkListDialog);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = edit->addAction(tr("&Redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->undoStack()->undo();
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->undoStack()->redo();
    });
    edit->addSeparator();
    QAction *del = edit->addAction(tr("&Delete"), this, &MainWindow::deleteSelection);
    del->setShortcut(QKeySequence::Delete);
    QAction *conn = edit->addAction(tr("&Connect Ports..."), this, &MainWindow::connectDialog);
    conn->setShortcut(QKeySequence(tr("Ctrl+L")));
    edit->addSeparator();
    QAction *find = edit->addAction(tr("&Find"));
    find->setShortcut(QKeySequence::Find);
    m_needsDesign << del << conn;

    QMenu *view = menuBar()->addMenu(tr("&View"));
    const QStringList names = {tr("&Racks"),      tr("&Floor Plan"),   tr("&Topology"),
                               tr("&Cables"),     tr("&IP Addresses"), tr("&Summary"),
                               tr("&Validation"), tr("Res&ults"),      tr("V&erification")};
    for (int i = 0; i < names.size(); ++i) {
        QAction *a = view->addAction(names[i], this, [this, i] { showTab(Tab(i)); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    view->addSeparator();
    QAction *fit = view->addAction(tr("Zoom to &Fit"), this, [this] { m_topology->zoomToFit(); });
    fit->setShortcut(QKeySequence(tr("Ctrl+0")));
    view->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        view->addAction(d->toggleViewAction());

    QMenu *fabric = menuBar()->addMenu(tr("F&abric"));
    QAction *wiz = fabric->addAction(tr("&New Fabric..."), this, &MainWindow::wizard);
    wiz->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    m_needsDesign << wiz;

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(importResultsAct);
    QAction *showResults = tools->addAction(tr("Show All Results on the &Views"), this, [this] {
        if (showResultsOverlay(0))
            showTab(TopologyTab);
    });
    QAction *verify = tools->addAction(tr("&Verify Cabling..."), this, &MainWindow::verifyDialog);
    verify->setShortcut(QKeySequence(tr("Ctrl+Shift+V")));
    QAction *recordIdsAct =
        tools->addAction(tr("&Record Identities..."), this, &MainWindow::recordIdsDialog);
    m_needsDesign << recordIdsAct;
    QAction *live =
        tools->addAction(tr("Check Cabling &Now..."), this, [this] { openLiveCabling(); });
    QAction *checks = tools->addAction(tr("Run &Checks..."), this, [this] { openRunChecks(); });
    checks->setShortcut(QKeySequence(tr("Ctrl+Shift+R")));
    QAction *progress =
        tools->addAction(tr("Build &Progress..."), this, &MainWindow::showBuildProgress);
    progress->setToolTip(tr("Planned, installed and verified cables per row and rack, day by "
                            "day from the technicians' marks"));
    QAction *clear = tools->addAction(tr("C&lear Overlay"), this, &MainWindow::clearOverlay);
    m_needsDesign << showResults << verify << live << checks << progress << clear;
    tools->addSeparator();
    QAction *pref = tools->addAction(tr("&Settings..."), this, &MainWindow::settingsDialog);
    pref->setShortcut(QKeySequence::Preferences);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Railyard"), this, [this] {
        QMessageBox::about(this, tr("About Railyard"),
                           tr("<b>Railyard</b> %1<br>Design, document and verify GPU clusters.")
                               .arg(QApplication::applicationVersion()));
    });

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    // One icon set (resources/icons), tinted from the palette so light and dark themes work.
    const std::pair<QAction *, const char *> iconOf[] = {{newAct, "new"},
                                                         {open, "open"},
                                                         {m_undo, "undo"},
                                                         {m_redo, "redo"},
                                                         {del, "delete"},
                                                         {conn, "connect-cable"},
                                                         {find, "search"},
                                                         {fit, "zoom-fit"},
                                                         {wiz, "generate-fabric"},
                                                         {verify, "verify-cabling"},
                                                         {checks, "run-checks"},
                                                         {pref, "settings"},
                                                         {importResultsAct, "import-results"},
                                                         {m_exportMenu->menuAction(), "export"}};
    for (const auto &[action, name] : iconOf)
        action->setIcon(icons::action(QString::fromLatin1(name)));
    bar->addAction(open);
    bar->addAction(m_undo);
    bar->addAction(m_redo);
    bar->addSeparator();
    for (QAction *a : {wiz, importResultsAct, verify, checks, fit})
        bar->addAction(a);
    bar->addSeparator();
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search device, port, cable, IP, serial"));
    m_search->setClearButtonEnabled(true);
    m_search->setMaximumWidth(320);
    bar->addWidget(m_search);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (!search(m_search->text()))
            statusBar()->showMessage(tr("Nothing matches \"%1\".").arg(m_search->text()), 5000);
    });
    connect(find, &QAction::triggered, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    m_needsDesign << find;
}

void MainWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QLatin1String(kRecentKey)).toStringList();
    for (const QString &f : files) {
        QAction *a =
            m_recentMenu->addAction(QFileInfo(f).fileName(), this, &MainWindow::openRecent);
        a->setData(f);
        a->setToolTip(f);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::addRecent(const QString &path)
{
    QSettings s;
    QStringList files = s.value(QLatin1String(kRecentKey)).toStringList();
    const QString abs = QFileInfo(path).absoluteFilePath();
    files.removeAll(abs);
    files.prepend(abs);
    while (files.size() > 10)
        files.removeLast();
    s.setValue(QLatin1String(kRecentKey), files);
    updateRecentMenu();
}

void MainWindow::openRecent()
{
    if (auto *a = qobject_cast<QAction *>(sender()))
        openFile(a->data().toString());
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open design"), QString(),
        tr("Railyard designs (*.railyard *.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::newDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("New design"), QString(),
                                                tr("Railyard designs (*.railyard)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".railyard")))
        path += QLatin1String(".railyard");
    newFile(path);
}

bool MainWindow::newFile(const QString &path)
{
    try {
        m_readOnly = false;
        setSession(store::Document::create(path), path);
        return true;
    } catch (const Error &e) {
        QMessageBox::critical(this, tr("Cannot create the design"), e.describe());
        return false;
    }
}

MainWindow::OlderFormatChoice MainWindow::askOlderFormat(const QString &path, int from, int to)
{
    QMessageBox box(QMessageBox::Question, tr("Older file format"),
                    tr("%1 was saved by an older Railyard (file format %2). Editing it upgrades "
                       "the file to format %3, after which older Railyard versions cannot open "
                       "it. Open it read-only to look at it without changing the file.")
                        .arg(QFileInfo(path).fileName())
                        .arg(from)
                        .arg(to),
                    QMessageBox::Cancel, this);
    QPushButton *upgrade = box.addButton(tr("Upgrade and Open"), QMessageBox::AcceptRole);
    QPushButton *readOnly = box.addButton(tr("Open Read-Only"), QMessageBox::RejectRole);
    box.setDefaultButton(readOnly);
    box.exec();
    if (box.clickedButton() == upgrade)
        return OlderFormatChoice::Upgrade;
    if (box.clickedButton() == readOnly)
        return OlderFormatChoice::ReadOnly;
    return OlderFormatChoice::Cancel;
}

bool MainWindow::openFile(const QString &path)
{
    const QFileInfo info(path);
    usecases::OpenRequest request{path};
    try {
        const usecases::FormatCheck format = usecases::checkFormat(path);
        if (format.needsUpgrade()) {
            const OlderFormatChoice choice = m_olderFormatPrompt
                                                 ? m_olderFormatPrompt(path, format.from, format.to)
                                                 : askOlderFormat(path, format.from, format.to);
            if (choice == OlderFormatChoice::Cancel)
                return false;
            request.readOnly = choice == OlderFormatChoice::ReadOnly;
        }
    } catch (const Error &e) {
        QMessageBox::critical(this, tr("Cannot open the design"), e.describe());
        return false;
    }
    std::function<usecases::OpenResult(Progress &)> work = [request](Progress &progress) {
        return usecases::openDesign(request, progress);
    };
    usecases::OpenResult opened;
    QString error;
    switch (gui::runWithProgress(this, tr("Opening %1...").arg(info.fileName()), work, &opened,
                                 &error)) {
    case gui::RunOutcome::Cancelled:
        // The load finishes in the background; its document is then closed.
        statusBar()->showMessage(tr("Opening %1 was cancelled.").arg(info.fileName()), 5000);
        return false;
    case gui::RunOutcome::Failed:
        QMessageBox::critical(this, tr("Cannot open the design"), error);
        return false;
    case gui::RunOutcome::Done:
        break;
    }
    m_readOnly = request.readOnly;
    setSession(std::move(opened.document), path);
    addRecent(path);
    if (m_readOnly)
        statusBar()->showMessage(
            tr("%1 is open read-only: the file is not changed, and edits are refused.")
                .arg(info.fileName()));
    return true;
}

void MainWindow::setSession(std::unique_ptr<store::Document> document, const QString &path)
{
    auto session = std::make_unique<undo::DesignSession>(std::move(document));
    undo::DesignSession *s = session.get();
    // Swap views and models over to the new session, then drop the old one.
    delete m_checks; // it checks the old design
    clearOverlay();
    m_verification = {};
    m_results->setData(nullptr, {});
    m_workList->setSession(s);
    m_topology->setSession(s);
    m_racks->setSession(s);
    m_floor->setSession(s);
    m_properties->setSession(s);
    m_history->setStack(s->undoStack());
    auto *tree = new models::ProjectTreeModel(s, this);
    auto *cables = new models::CableTableModel(s, this);
    auto *ips = new models::IpTableModel(s, this);
    m_explorer->setModel(tree);
    m_explorer->setItemDelegate(new ExplorerDelegate(s, m_explorer));
    m_cables->setModel(cables);
    m_ips->setModel(ips);
    delete m_treeModel;
    delete m_cableModel;
    delete m_ipModel;
    m_treeModel = tree;
    m_cableModel = cables;
    m_ipModel = ips;
    m_session = std::move(session);
    m_path = path;

    m_explorer->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_explorer->expandToDepth(2);
    connect(m_explorer->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::onExplorerSelection);
    connect(m_explorer, &QTreeView::doubleClicked, this, [this](const QModelIndex &i) {
        if (models::ProjectTreeModel::kindOf(i) == models::ProjectTreeModel::DeviceKind)
            showDevice(models::ProjectTreeModel::idOf(i));
    });
    auto refused = [this](const QString &m) {
        QMessageBox::warning(this, tr("Change refused"), m);
    };
    connect(cables, &models::CableTableModel::editRefused, this, refused);
    connect(ips, &models::IpTableModel::editRefused, this, refused);
    connect(s, &undo::DesignSession::commandFailed, this, [this](const QString &m) {
        QMessageBox::critical(this, tr("Undo or redo failed"), m);
    });
    connect(s, &undo::DesignSession::changed, this, [this](const ChangeSet &, bool ok) {
        if (ok)
            scheduleValidation();
    });
    connect(s, &undo::DesignSession::resetDone, this, &MainWindow::scheduleValidation);
    // Marks (and their undo) change cable statuses: the work list shows them.
    connect(s, &undo::DesignSession::changed, m_workList, [this](const ChangeSet &, bool ok) {
        if (ok)
            m_workList->model()->refreshStatuses();
    });
    connect(s, &undo::DesignSession::resetDone, this, &MainWindow::reloadResults);
    // Another program wrote the file: offer to reload it (our own writes are refused now).
    m_reloadBar->hide();
    s->watchFile();
    connect(s, &undo::DesignSession::changedElsewhere, m_reloadBar,
            [this] { m_reloadBar->offer(QFileInfo(m_path).fileName()); });
    QUndoStack *stack = s->undoStack();
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this,
            [this](const QString &t) { m_undo->setText(tr("&Undo %1").arg(t)); });
    connect(stack, &QUndoStack::redoTextChanged, this,
            [this](const QString &t) { m_redo->setText(tr("&Redo %1").arg(t)); });
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
    for (QAction *a : std::as_const(m_needsDesign))
        a->setEnabled(true);
    setWindowTitle(m_readOnly ? tr("%1 [read-only] - Railyard").arg(QFileInfo(path).fileName())
                              : tr("%1 - Railyard").arg(QFileInfo(path).fileName()));
    reloadResults();
    scheduleValidation();
}

void MainWindow::scheduleValidation()
{
    updateCounts();
    if (m_validating) {
        m_validateAgain = true;
        return;
    }
    m_validating = true;
    m_validity->setText(tr("Validating..."));
    // Validation of a 100,000-GPU design takes a while: a snapshot is checked off the GUI thread.
    auto snapshot = std::make_shared<const Design>(m_session->design());
    auto *watcher = new QFutureWatcher<Diagnostics>(this);
    connect(watcher, &QFutureWatcher<Diagnostics>::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_validating = false;
        ++m_validationRuns;
        showValidation(watcher->result());
        if (m_validateAgain) {
            m_validateAgain = false;
            scheduleValidation();
        }
    });
    watcher->setFuture(
        QtConcurrent::run([snapshot] { return Validator(*snapshot).validateAll(); }));
}

void MainWindow::waitForIdle()
{
    while (m_validating || m_topology->isBusy())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    QApplication::processEvents();
}

void MainWindow::showValidation(const Diagnostics &diags)
{
    m_findings->clear();
    m_errorCount = int(Validator::errorCount(diags));
    const int warnings = int(diags.size()) - m_errorCount;
    QList<QTreeWidgetItem *> items;
    for (const Diagnostic &x : diags) {
        if (items.size() >= 5000)
            break;
        const QString sev = x.severity == Diagnostic::Severity::Error     ? tr("error")
                            : x.severity == Diagnostic::Severity::Warning ? tr("warning")
                                                                          : tr("info");
        items << new QTreeWidgetItem({sev, x.object, x.field, x.message});
    }
    m_findings->addTopLevelItems(items);
    m_validity->setText(m_errorCount == 0 && warnings == 0
                            ? tr("Valid")
                            : tr("%1, %2").arg(tr("%n error(s)", nullptr, m_errorCount),
                                               tr("%n warning(s)", nullptr, warnings)));
    m_validity->setStyleSheet(m_errorCount ? QStringLiteral("color: #d63c3c") : QString());
}

void MainWindow::updateCounts()
{
    const DesignSummary s = summarize(m_session->design());
    const QLocale l;
    m_counts->setText(tr("%1 racks, %2 devices, %3 GPUs, %4 cables")
                          .arg(l.toString(qulonglong(s.racks)), l.toString(qulonglong(s.devices)),
                               l.toString(qulonglong(s.gpus)), l.toString(qulonglong(s.cables))));
    if (s.cables < 20000)
        m_summary->setPlainText(formatSummary(s));
    else
        m_summary->setPlainText(formatSummary(s));
}

void MainWindow::onExplorerSelection()
{
    const QModelIndexList sel = m_explorer->selectionModel()->selectedRows();
    QList<Id> racks;
    for (const QModelIndex &i : sel)
        if (models::ProjectTreeModel::kindOf(i) == models::ProjectTreeModel::RackKind)
            racks << models::ProjectTreeModel::idOf(i);
    if (!racks.isEmpty()) {
        m_racks->showRacks(racks);
        m_properties->showRack(racks.constLast());
        return;
    }
    if (sel.size() == 1 &&
        models::ProjectTreeModel::kindOf(sel[0]) == models::ProjectTreeModel::DeviceKind) {
        const Id id = models::ProjectTreeModel::idOf(sel[0]);
        m_properties->showDevice(id);
        if (m_tabs->currentIndex() == TopologyTab)
            m_topology->focusDevice(id);
        else
            m_racks->focusDevice(id);
    }
}

void MainWindow::showDevice(Id id)
{
    if (!m_session)
        return;
    DeviceDialog dlg(m_session->design(), id, this);
    dlg.exec();
}

bool MainWindow::search(const QString &raw)
{
    if (!m_session)
        return false;
    const QString text = raw.trimmed();
    if (text.isEmpty())
        return false;
    const Design &d = m_session->design();
    const usecases::SearchHit hit = usecases::searchDesign(d, {text});
    if (!hit.found())
        return false;
    const Id device = hit.device, cable = hit.cable, ip = hit.ip;
    switch (Tab(m_tabs->currentIndex())) {
    case CablesTab:
        if (cable)
            return m_cables->selectId(cable);
        if (const Device *x = d.devices.find(device)) {
            m_cables->setFilter(x->name);
            return true;
        }
        return false;
    case IpTab:
        if (ip)
            return m_ips->selectId(ip);
        if (const Device *x = d.devices.find(device)) {
            m_ips->setFilter(x->name);
            return true;
        }
        return false;
    case TopologyTab:
        if (device && m_topology->focusDevice(device)) {
            m_properties->showDevice(device);
            return true;
        }
        break;
    default:
        break;
    }
    if (cable && !device) {
        showTab(CablesTab);
        return m_cables->selectId(cable);
    }
    showTab(RacksTab);
    m_racks->focusDevice(device);
    m_properties->showDevice(device);
    const QModelIndex i = m_treeModel->indexOf(models::ProjectTreeModel::DeviceKind, device);
    if (i.isValid()) {
        const QSignalBlocker block(m_explorer->selectionModel());
        m_explorer->setCurrentIndex(i);
        m_explorer->scrollTo(i);
    }
    return true;
}

void MainWindow::deleteSelection()
{
    if (!m_session)
        return;
    ChangeSet cs;
    switch (Tab(m_tabs->currentIndex())) {
    case CablesTab:
        cs = undo::edits::removeCables(m_session->design(), m_cables->selectedIds());
        break;
    case TopologyTab:
        cs = undo::edits::removeDevices(m_session->design(), m_topology->selectedDevices());
        break;
    default: {
        QList<Id> ids;
        for (const QModelIndex &i : m_explorer->selectionModel()->selectedRows())
            if (models::ProjectTreeModel::kindOf(i) == models::ProjectTreeModel::DeviceKind)
                ids << models::ProjectTreeModel::idOf(i);
        cs = undo::edits::removeDevices(m_session->design(), ids);
    }
    }
    if (cs.empty())
        return;
    QString error;
    if (!m_session->apply(cs, &error, QStringLiteral("remove")))
        QMessageBox::warning(this, tr("Change refused"), error);
}

void MainWindow::connectDialog()
{
    if (!m_session)
        return;
    ConnectDialog dlg(this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    const Design &d = m_session->design();
    const Id pa = dlg.aPort(d), pb = dlg.bPort(d);
    if (!pa || !pb) {
        QMessageBox::warning(this, tr("Change refused"),
                             tr("Give both ends as device:port, e.g. node01:p0."));
        return;
    }
    QString error;
    if (!m_session->apply(undo::edits::connect(d, pa, pb, dlg.medium(), dlg.lengthM(), dlg.label(),
                                               dlg.lengthUnit()),
                          &error, QStringLiteral("connect")))
        QMessageBox::warning(this, tr("Change refused"), error);
}

void MainWindow::exportDialog(const QString &format)
{
    const exporting::Exporter *e = exporting::findExporter(format);
    if (!e || !m_session)
        return;
    const QString base = QFileInfo(m_path).absoluteDir().filePath(
        QFileInfo(m_path).completeBaseName() + QLatin1Char('.') + e->suffix());
    ExportOptionsDialog dlg(*e, base, this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    try {
        exportWithOptions(format, dlg.path(), dlg.options());
    } catch (const Error &err) { // the Slurm node list became unreadable meanwhile
        QMessageBox::critical(this, tr("Export failed"), err.message());
    }
}

bool MainWindow::exportWithOptions(const QString &format, const QString &path,
                                   const exporting::ExportOptions &options)
{
    m_exportWarnings.clear();
    if (!m_session)
        return false;
    // The window is modal while this runs, so the design is not edited meanwhile.
    const Design *design = &m_session->design();
    auto warnings = std::make_shared<Diagnostics>();
    std::function<bool(Progress &)> work = [design, format, path, options,
                                            warnings](Progress &progress) {
        *warnings = usecases::exportDesign(*design, {{{format, path}}, options}, progress).warnings;
        return true;
    };
    if (!runExport(tr("Exporting %1...").arg(QFileInfo(path).fileName()), path, work))
        return false;
    m_exportWarnings = *warnings;
    if (!m_exportWarnings.empty()) {
        QStringList lines;
        for (const Diagnostic &d : m_exportWarnings)
            lines << d.describe();
        auto *box = new QMessageBox(
            QMessageBox::Warning, tr("Export warnings"),
            tr("%1 was written, with %n warning(s):", nullptr, int(m_exportWarnings.size()))
                    .arg(QFileInfo(path).fileName()) +
                QLatin1Char('\n') + lines.mid(0, 10).join(QLatin1Char('\n')),
            QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("exportWarnings"));
        box->setDetailedText(lines.join(QLatin1Char('\n')));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    return true;
}

bool MainWindow::runExport(const QString &label, const QString &path,
                           const std::function<bool(Progress &)> &work)
{
    bool written = false;
    QString error;
    switch (gui::runWithProgress(this, label, work, &written, &error)) {
    case gui::RunOutcome::Cancelled:
        statusBar()->showMessage(tr("Export cancelled."), 5000);
        return false;
    case gui::RunOutcome::Failed:
        QMessageBox::critical(this, tr("Export failed"), error);
        return false;
    case gui::RunOutcome::Done:
        break;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

void MainWindow::settingsDialog()
{
    SettingsDialog dlg(this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    m_topology->setAntialiasingEnabled(dlg.antialiasing());
    if (dlg.languageChanged())
        QMessageBox::information(this, tr("Settings"),
                                 tr("The language changes when Railyard is started again."));
}

void MainWindow::wizard()
{
    if (!m_session)
        return;
    FabricWizard dlg(m_session->design(), this);
    if (dlg.exec() != QDialog::Accepted || !dlg.hasResult())
        return;
    applyGenerated(dlg.takeResult());
}

bool MainWindow::applyGenerated(Design generated)
{
    if (!m_session)
        return false;
    // The database write of a big fabric takes seconds: it runs off the GUI thread while the
    // views are frozen (no repaint reads the design meanwhile) and a progress dialog shows;
    // then the models are reset and the step is pushed on the GUI thread.
    if (generated.name.isEmpty())
        generated.name = m_session->design().name;
    undo::DesignSession *s = m_session.get();
    std::shared_ptr<undo::DesignSession::Replacement> step =
        s->prepareReplace(std::move(generated), QStringLiteral("generate"), tr("Generate fabric"));
    std::function<bool(Progress &)> work = [step](Progress &) {
        step->run(); // keeps its error for finishReplace()
        return step->error().isEmpty();
    };
    for (QWidget *w : {static_cast<QWidget *>(m_tabs), static_cast<QWidget *>(m_explorer),
                       static_cast<QWidget *>(m_properties)})
        w->setUpdatesEnabled(false);
    QString error;
    bool written = false;
    if (gui::runWithProgress(this, tr("Writing the fabric..."), work, &written, &error) ==
        gui::RunOutcome::Cancelled) // wait for the write anyway, the document must be consistent
        QThreadPool::globalInstance()->waitForDone();
    for (QWidget *w : {static_cast<QWidget *>(m_tabs), static_cast<QWidget *>(m_explorer),
                       static_cast<QWidget *>(m_properties)})
        w->setUpdatesEnabled(true);
    if (!s->finishReplace(step, &error)) {
        QMessageBox::critical(this, tr("Cannot generate the fabric"), error);
        return false;
    }
    m_explorer->expandToDepth(2);
    return true;
}

// --- Benchmark results -----------------------------------------------------------------------

void MainWindow::reloadResults()
{
    if (!m_session)
        return;
    store::SqliteStore *store = usecases::sqliteStoreOf(*m_session);
    const Design *design = &m_session->design();
    try {
        if (store)
            m_results->loadFrom(*store, design);
        else
            m_results->setData(design, {});
    } catch (const Error &e) {
        m_results->setData(design, {});
        statusBar()->showMessage(tr("Cannot read the benchmark results: %1").arg(e.describe()),
                                 8000);
    }
}

void MainWindow::importResultsDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import benchmark results"), QString(),
        tr("Benchmark output (*.txt *.log *.out *.json);;All files (*)"));
    if (!files.isEmpty())
        importResults(files);
}

int MainWindow::importResults(const QStringList &files, bool quiet)
{
    if (!m_session || files.isEmpty())
        return -1;
    if (!usecases::sqliteStoreOf(*m_session)) {
        QMessageBox::warning(this, tr("Import benchmark results"),
                             tr("This design is not stored in a Railyard file."));
        return -1;
    }
    usecases::ResultsImportRequest request;
    request.files = files;
    {
        QSettings settings;
        request.options.thresholds = results::OverlayOptions::fromSettings(settings).thresholds;
    }
    // Reading and evaluating runs off the GUI thread, on a copy of the design.
    auto design = std::make_shared<const Design>(m_session->design());
    std::function<usecases::ResultsImportResult(Progress &)> work = [design,
                                                                     request](Progress &progress) {
        return usecases::readResults(design.get(), request, progress);
    };
    usecases::ResultsImportResult read;
    QString error;
    switch (gui::runWithProgress(this,
                                 tr("Reading %n benchmark file(s)...", nullptr, int(files.size())),
                                 work, &read, &error)) {
    case gui::RunOutcome::Cancelled:
        statusBar()->showMessage(tr("Import cancelled."), 5000);
        return -1;
    case gui::RunOutcome::Failed:
        QMessageBox::critical(this, tr("Import benchmark results"), error);
        return -1;
    case gui::RunOutcome::Done:
        break;
    }
    try {
        usecases::storeResults(*m_session, read);
    } catch (const Error &e) {
        QMessageBox::critical(this, tr("Import benchmark results"), e.describe());
        return -1;
    }
    const int added = read.added, duplicates = read.duplicates;
    QStringList problems;
    for (const usecases::ResultsFile &f : read.files) {
        const QString name = QFileInfo(f.path).fileName();
        if (!f.stored()) {
            problems << tr("%1: %2").arg(name, f.unreadable.isEmpty() ? f.imported.rejection
                                                                      : f.unreadable);
            continue;
        }
        for (const results::StoredRun &run : f.imported.runs)
            for (const QString &h : run.unknownHosts())
                problems << tr("%1: host %2 is not a device of the design").arg(name, h);
    }
    reloadResults();
    showTab(ResultsTab);
    const QString summary =
        tr("%n run(s) imported", nullptr, added) +
        (duplicates ? tr(", %n already present", nullptr, duplicates) : QString());
    statusBar()->showMessage(summary, 8000);
    if (!problems.isEmpty() && !quiet)
        QMessageBox::warning(this, tr("Import benchmark results"),
                             summary + QStringLiteral(".\n\n") +
                                 problems.mid(0, 30).join(QLatin1Char('\n')));
    return added;
}

bool MainWindow::showResultsOverlay(Id runId)
{
    if (!m_session)
        return false;
    const Design &d = m_session->design();
    overlay::Overlay overlay;
    QString title;
    if (runId) {
        store::SqliteStore *store = usecases::sqliteStoreOf(*m_session);
        if (!store)
            return false;
        std::optional<results::StoredRun> run;
        try {
            run = results::ResultStore(*store).load(runId);
        } catch (const Error &e) {
            statusBar()->showMessage(e.describe(), 8000);
            return false;
        }
        if (!run)
            return false;
        overlay = results::buildOverlay(d, {*run}, m_results->overlayOptions());
        title = tr("Benchmark %1").arg(run->title());
    } else {
        overlay = m_results->overlay();
        title = m_results->title();
    }
    overlay.title = title;
    paintOverlay(OverlaySource::Results, overlay);
    m_overlayRun = runId;
    return true;
}

void MainWindow::exportResultsDialog()
{
    if (!m_session)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export benchmark results report"),
                                                      QFileInfo(m_path).completeBaseName() +
                                                          QStringLiteral("-results.pdf"),
                                                      tr("PDF files (*.pdf)"));
    if (!path.isEmpty())
        exportResultsReport(path);
}

bool MainWindow::exportResultsReport(const QString &path)
{
    // The report renders the dashboard's chart widgets, which only the GUI thread may touch.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = m_results->exportPdf(path, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        QMessageBox::critical(this, tr("Export failed"), error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

// --- Cable verification ----------------------------------------------------------------------

void MainWindow::showBuildProgress()
{
    if (!m_session)
        return;
    if (!m_buildProgress) {
        auto *window = new QDialog(this);
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->setWindowTitle(tr("Build Progress"));
        m_buildProgress = new gui::BuildProgressWidget(window);
        auto *layout = new QVBoxLayout(window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_buildProgress);
        connect(m_buildProgress, &gui::BuildProgressWidget::refreshRequested, this,
                &MainWindow::refreshBuildProgress);
        connect(window, &QObject::destroyed, this, [this] { m_buildProgress = nullptr; });
        window->resize(760, 620);
    }
    refreshBuildProgress();
    if (m_buildProgress) {
        QWidget *window = m_buildProgress->window();
        window->show();
        window->raise();
        window->activateWindow();
    }
}

void MainWindow::refreshBuildProgress()
{
    if (!m_session || !m_buildProgress)
        return;
    // The marks are read here (the document's connection belongs to this thread); the counting
    // runs off the GUI thread on a copy of the design, as the verification does.
    std::vector<verify::CableMark> marks;
    try {
        marks = usecases::storedMarks(*m_session);
    } catch (const Error &e) {
        QMessageBox::critical(this, tr("Cannot read the marks"), e.describe());
        return;
    }
    auto design = std::make_shared<const Design>(m_session->design());
    const QDate today = QDateTime::currentDateTimeUtc().date();
    std::function<verify::BuildProgress(Progress &)> work = [design, marks = std::move(marks),
                                                             today](Progress &) {
        return verify::computeBuildProgress(*design, marks, today);
    };
    verify::BuildProgress progress;
    QString error;
    switch (gui::runWithProgress(this, tr("Counting the cables..."), work, &progress, &error)) {
    case gui::RunOutcome::Cancelled:
        return;
    case gui::RunOutcome::Failed:
        QMessageBox::critical(this, tr("Cannot compute the build progress"), error);
        return;
    case gui::RunOutcome::Done:
        break;
    }
    if (m_buildProgress)
        m_buildProgress->setProgress(progress);
}

void MainWindow::verifyDialog()
{
    if (!m_session)
        return;
    VerifyDialog dlg(this);
    if (dlg.exec() == QDialog::Accepted)
        verifyCabling(dlg.ibnetdiscoverFile(), dlg.lldpPath(), dlg.rulesFile(), dlg.allPlanned());
}

bool MainWindow::verifyCabling(const QString &ibnetdiscoverFile, const QString &lldpPath,
                               const QString &rulesFile, bool allPlanned)
{
    if (!m_session || (ibnetdiscoverFile.isEmpty() && lldpPath.isEmpty()))
        return false;
    usecases::VerifyRequest request;
    if (!ibnetdiscoverFile.isEmpty())
        request.ibnetdiscoverFiles << ibnetdiscoverFile;
    if (!lldpPath.isEmpty())
        request.lldpPaths << lldpPath;
    request.rulesFile = rulesFile;
    request.allPlanned = allPlanned;
    // Parsing and the diff run off the GUI thread on a copy of the design (same ids).
    auto design = std::make_shared<const Design>(m_session->design());
    std::function<usecases::VerifyResult(Progress &)> work = [design, request](Progress &progress) {
        return usecases::verifyObservations(*design, usecases::readObservations(request, progress),
                                            request, progress);
    };
    usecases::VerifyResult v;
    QString error;
    switch (gui::runWithProgress(this, tr("Verifying the cabling..."), work, &v, &error)) {
    case gui::RunOutcome::Cancelled:
        statusBar()->showMessage(tr("Verification cancelled."), 5000);
        return false;
    case gui::RunOutcome::Failed:
        QMessageBox::critical(this, tr("Cannot verify the cabling"), error);
        return false;
    case gui::RunOutcome::Done:
        break;
    }
    // Keep the observations and the run beside the design, as railyard-cli verify does.
    try {
        usecases::storeVerification(*m_session, v);
    } catch (const Error &e) {
        statusBar()->showMessage(tr("The verification run was not stored: %1").arg(e.describe()),
                                 8000);
    }
    m_verification = std::move(v);
    m_workList->setVerification(m_verification.verification, m_verification.source,
                                m_verification.runId);
    paintVerification();
    showTab(VerificationTab);
    statusBar()->showMessage(
        m_verification.verification.allCorrect()
            ? tr("Cabling verified: every observed link is as planned.")
            : tr("Cabling verified: %n finding(s) to fix.", nullptr, m_verification.wrongCount()),
        8000);
    return true;
}

void MainWindow::recordIdsDialog()
{
    if (!m_session)
        return;
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Record identities from"), QString(),
        tr("Fabric reports (*.txt *.json *.json0 *.keyvalue *.xml *.jsonl);;All files (*)"));
    if (files.isEmpty())
        return;
    QString report;
    if (recordIds(files, {}, &report))
        QMessageBox::information(this, tr("Record identities"), report);
}

bool MainWindow::recordIds(const QStringList &files, const QString &rulesFile, QString *report)
{
    if (!m_session || files.isEmpty())
        return false;
    usecases::RecordIdsRequest request;
    for (const QString &f : files) {
        const QString suffix = QFileInfo(f).suffix().toLower();
        if (suffix == QLatin1String("jsonl"))
            request.inventoryFiles << f;
        else if (suffix == QLatin1String("json") || suffix == QLatin1String("json0") ||
                 suffix == QLatin1String("keyvalue") || suffix == QLatin1String("xml"))
            request.lldpPaths << f;
        else
            request.ibnetdiscoverFiles << f;
    }
    request.rulesFile = rulesFile;
    usecases::RecordIdsResult r;
    try {
        Progress progress;
        r = usecases::recordIds(*m_session, request, progress);
    } catch (const Error &e) {
        QMessageBox::critical(this, tr("Cannot record identities"), e.describe());
        return false;
    }
    const verify::IdRecording &rec = r.recording;
    QStringList lines;
    lines << tr("%1 added, %2 changed, %3 unchanged, %4 conflicts (not recorded)")
                 .arg(rec.count(verify::IdChange::Kind::Added))
                 .arg(rec.count(verify::IdChange::Kind::Changed))
                 .arg(rec.count(verify::IdChange::Kind::Unchanged))
                 .arg(rec.count(verify::IdChange::Kind::Conflict));
    for (const verify::IdChange &c : rec.report)
        if (c.kind == verify::IdChange::Kind::Changed || c.kind == verify::IdChange::Kind::Conflict)
            lines << c.describe();
    if (report)
        *report = lines.join(QLatin1Char('\n'));
    statusBar()->showMessage(lines.first(), 8000);
    return true;
}

void MainWindow::paintVerification()
{
    if (!m_session)
        return;
    const Design &d = m_session->design();
    paintOverlay(OverlaySource::Verification,
                 verify::makeOverlay(d, m_verification.verification,
                                     tr("Cable verification: %1").arg(m_verification.source)));
}

void MainWindow::exportWorkListDialog()
{
    if (!m_session)
        return;
    if (m_verification.verification.findings.empty()) {
        QMessageBox::information(this, tr("Export work list"),
                                 tr("Verify the cabling first (Tools > Verify Cabling)."));
        return;
    }
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export work list"),
        QFileInfo(m_path).completeBaseName() + QStringLiteral("-worklist.csv"),
        tr("CSV files (*.csv);;PDF files (*.pdf)"), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path +=
            filter.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf") : QStringLiteral(".csv");
    exportWorkList(path);
}

bool MainWindow::exportWorkList(const QString &path)
{
    if (!m_session)
        return false;
    verify::WorkListOptions options;
    options.includeCorrect = m_workList->showCorrect();
    // What the work list tab shows: its kind filter and order.
    options.sortByKind = m_workList->sortByKind();
    if (const auto kind = m_workList->kindFilter())
        options.kinds = {*kind};
    // Writing (PDF pages: QPdfWriter may paint off the GUI thread) in the background.
    auto list = std::make_shared<const verify::WorkList>(
        usecases::workListOf(m_session->design(), m_verification, options));
    std::function<bool(Progress &)> work = [list, path](Progress &) {
        usecases::writeWorkList(*list, path);
        return true;
    };
    return runExport(tr("Writing %1...").arg(QFileInfo(path).fileName()), path, work);
}

// --- Checks and overlays ---------------------------------------------------------------------

RunChecksDialog *MainWindow::openRunChecks()
{
    if (!m_session)
        return nullptr;
    if (m_checks) {
        m_checks->show();
        m_checks->raise();
        m_checks->activateWindow();
        return m_checks;
    }
    m_checks = new RunChecksDialog(m_session->design(), this);
    m_checks->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_checks, &QObject::destroyed, this, [this] { m_checks = nullptr; });
    // Steps are stored in the document while the run goes on: refresh the Results tab, at most
    // once a second (a step that ends within the second is shown when the second is over).
    m_checks->setResultStore(usecases::sqliteStoreOf(*m_session));
    auto *refresh = new QTimer(m_checks);
    refresh->setSingleShot(true);
    refresh->setInterval(1000);
    auto pending = std::make_shared<bool>(false);
    connect(m_checks, &RunChecksDialog::resultsStored, refresh, [this, refresh, pending] {
        if (refresh->isActive()) {
            *pending = true;
            return;
        }
        reloadResults();
        refresh->start();
    });
    connect(refresh, &QTimer::timeout, this, [this, refresh, pending] {
        if (!*pending)
            return;
        *pending = false;
        reloadResults();
        refresh->start();
    });
    connect(m_checks, &RunChecksDialog::overlayChanged, this,
            [this](const overlay::Overlay &overlay) {
                if (!m_session)
                    return;
                if (overlay.isEmpty()) {
                    if (m_overlaySource == OverlaySource::Checks)
                        clearOverlay();
                    return;
                }
                paintOverlay(OverlaySource::Checks, overlay);
            });
    m_checks->show();
    return m_checks;
}

LiveCablingDialog *MainWindow::openLiveCabling()
{
    if (!m_session)
        return nullptr;
    if (m_live) {
        m_live->show();
        m_live->raise();
        m_live->activateWindow();
        return m_live;
    }
    m_live = new LiveCablingDialog(m_session->design(), this);
    m_live->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_live, &QObject::destroyed, this, [this] { m_live = nullptr; });
    // Each file that arrives gives a new verification of all files so far: the work list and
    // the overlay follow it while the other nodes are still being read.
    connect(m_live, &LiveCablingDialog::verificationUpdated, this,
            [this](const usecases::VerifyResult &r) {
                if (!m_session)
                    return;
                m_verification = r;
                m_verification.runId = 0;
                m_workList->setVerification(m_verification.verification, m_verification.source, 0);
                paintVerification();
            });
    connect(m_live, &LiveCablingDialog::runFinished, this, [this] {
        if (!m_session || m_verification.verification.findings.empty())
            return;
        // The final verification is kept beside the design, as railyard-cli verify-live does.
        try {
            usecases::storeVerification(*m_session, m_verification);
            m_workList->setVerification(m_verification.verification, m_verification.source,
                                        m_verification.runId);
        } catch (const Error &e) {
            statusBar()->showMessage(
                tr("The verification run was not stored: %1").arg(e.describe()), 8000);
        }
        statusBar()->showMessage(m_verification.verification.allCorrect()
                                     ? tr("Cabling checked: every observed link is as planned.")
                                     : tr("Cabling checked: %n finding(s) to fix.", nullptr,
                                          m_verification.wrongCount()),
                                 8000);
    });
    m_live->show();
    return m_live;
}

void MainWindow::paintOverlay(OverlaySource source, const overlay::Overlay &overlay)
{
    m_overlaySource = source;
    gui::applyOverlay(overlay, m_topology, m_racks, m_floor);
}

void MainWindow::clearOverlay()
{
    m_overlaySource = OverlaySource::None;
    m_overlayRun = 0;
    gui::clearOverlay(m_topology, m_racks, m_floor);
}

} // namespace ry::gui
