#include "mainwindow.h"

#include "io/designyaml.h"
#include "model/summary.h"
#include "model/validator.h"
#include "store/document.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeWidget>

namespace ry {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Railyard"));
    resize(1200, 760);

    m_explorer = new QTreeWidget(this);
    m_explorer->setHeaderLabels({tr("Name"), tr("Details")});
    m_explorer->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto *dock = new QDockWidget(tr("Project"), this);
    dock->setObjectName(QStringLiteral("projectDock"));
    dock->setWidget(m_explorer);
    addDockWidget(Qt::LeftDockWidgetArea, dock);

    m_tabs = new QTabWidget(this);
    m_summary = new QPlainTextEdit(this);
    m_summary->setReadOnly(true);
    m_summary->setFont(QFont(QStringLiteral("monospace")));
    m_tabs->addTab(m_summary, tr("Summary"));
    m_findings = new QTreeWidget(this);
    m_findings->setHeaderLabels({tr("Severity"), tr("Object"), tr("Field"), tr("Finding")});
    m_findings->setRootIsDecorated(false);
    m_tabs->addTab(m_findings, tr("Validation"));
    setCentralWidget(m_tabs);

    m_status = new QLabel(tr("No design open"), this);
    statusBar()->addPermanentWidget(m_status);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open..."), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
}

MainWindow::~MainWindow() = default;

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open design"), QString(),
        tr("Railyard designs (*.railyard *.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    try {
        const QFileInfo info(path);
        const QString suffix = info.suffix().toLower();
        if (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml")) {
            const QString db =
                info.dir().filePath(info.completeBaseName() + QStringLiteral(".railyard"));
            if (QFileInfo::exists(db)) {
                m_document = Document::open(db);
            } else {
                Design design = designyaml::readFile(path);
                m_document = Document::create(db);
                m_document->replaceAll(std::move(design), QStringLiteral("import"),
                                       tr("Imported %1").arg(info.fileName()));
            }
        } else {
            m_document = Document::open(path);
        }
    } catch (const Error &e) {
        QMessageBox::critical(this, tr("Cannot open the design"), e.describe());
        return false;
    }
    setWindowTitle(tr("%1 - Railyard").arg(QFileInfo(path).fileName()));
    showDesign(m_document->design());
    return true;
}

void MainWindow::showDesign(const Design &d)
{
    m_explorer->clear();
    QHash<Id, QTreeWidgetItem *> rackItems;
    for (const Site &site : d.sites) {
        auto *siteItem = new QTreeWidgetItem(m_explorer, {site.name, tr("site")});
        for (const Room &room : d.rooms) {
            if (room.siteId != site.id)
                continue;
            auto *roomItem = new QTreeWidgetItem(siteItem, {room.name, tr("room")});
            for (const Row &row : d.rows) {
                if (row.roomId != room.id)
                    continue;
                auto *rowItem = new QTreeWidgetItem(roomItem, {row.name, tr("row")});
                for (const Rack &rack : d.racks)
                    if (rack.rowId == row.id)
                        rackItems.insert(rack.id, new QTreeWidgetItem(rowItem, {rack.name}));
            }
        }
    }
    QTreeWidgetItem *unracked = nullptr;
    QHash<Id, int> perRack;
    for (const Device &dev : d.devices) {
        QTreeWidgetItem *parent = rackItems.value(dev.rackId);
        if (!parent) {
            if (!unracked)
                unracked = new QTreeWidgetItem(m_explorer, {tr("Not in a rack")});
            parent = unracked;
        }
        ++perRack[dev.rackId];
        const QString where =
            dev.position > 0 ? tr("U%1, %2").arg(dev.position).arg(dev.role) : dev.role;
        new QTreeWidgetItem(parent, {dev.name, where});
    }
    for (auto it = rackItems.cbegin(); it != rackItems.cend(); ++it)
        it.value()->setText(1, tr("rack, %n device(s)", nullptr, perRack.value(it.key())));
    m_explorer->expandToDepth(2);

    const DesignSummary summary = summarize(d);
    m_summary->setPlainText(formatSummary(summary));

    m_findings->clear();
    const Diagnostics diags = Validator(d).validateAll();
    m_errorCount = int(Validator::errorCount(diags));
    for (const Diagnostic &x : diags)
        new QTreeWidgetItem(
            m_findings, {x.severity == Diagnostic::Severity::Error ? tr("Error") : tr("Warning"),
                         x.object, x.field, x.message});
    m_status->setText(tr("%1 racks, %2 devices, %3 GPUs, %4 cables; %5 errors, %6 warnings")
                          .arg(summary.racks)
                          .arg(summary.devices)
                          .arg(summary.gpus)
                          .arg(summary.cables)
                          .arg(m_errorCount)
                          .arg(diags.size() - std::size_t(m_errorCount)));
}

} // namespace ry
