// The main window's checking tools under QPA offscreen: benchmark results imported into the
// Results tab and painted on the topology, rack and floor-plan views; cable verification filling
// the work list, painting its findings and marking cables as one undo step; and the Run Checks
// dialog running railyard-probe's TCP mode on this machine (loopback addresses) with the table
// and the overlay filling live. Set RAILYARD_SCREENSHOT_DIR to keep PNGs of each view.

#include "buildprogresswidget.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "rackview.h"
#include "resultsdashboard.h"
#include "runchecksdialog.h"
#include "runtablemodel.h"
#include "topologyview.h"
#include "worklistwidget.h"

#include "probetesthelpers.h"
#include "results/resultstore.h"
#include "store/document.h"
#include "store/store.h"
#include "undo/designsession.h"
#include "verifytestdesign.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <csignal>

using namespace ry;

class TestChecks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString copyExample()
    {
        static int n = 0;
        const QString yaml = m_dir.filePath(QStringLiteral("small-%1.yaml").arg(++n));
        if (!QFile::copy(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"), yaml))
            return {};
        return yaml;
    }

    /// An nccl-tests all_reduce_perf log of 16 ranks on node01 and node02 (8 GPUs each) whose
    /// large-message plateau is 380 GB/s busbw.
    QString writeAllReduceLog()
    {
        const QString path = m_dir.filePath(QStringLiteral("allreduce-node01-02.txt"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        QString text = QStringLiteral(
            "# nThread 1 nGpus 1 minBytes 268435456 maxBytes 8589934592 step: 2(factor) warmup "
            "iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n");
        for (int r = 0; r < 16; ++r)
            text +=
                QString::asprintf("#  Rank %2d Group  0 Pid %6d on %10s device  %d [0x%02x] "
                                  "NVIDIA B200\n",
                                  r, 1000 + r, r < 8 ? "node01" : "node02", r % 8, 0x1b + r % 8);
        text += QStringLiteral(
            "#\n#                                                              out-of-place        "
            "               in-place          \n"
            "#       size         count      type   redop    root     time   algbw   busbw #wrong  "
            "   time   algbw   busbw #wrong\n"
            "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)         "
            "   (us)  (GB/s)  (GB/s)       \n");
        const double busbw[] = {300, 350, 372, 378, 380, 380};
        double sum = 0;
        for (int i = 0; i < 6; ++i) {
            const qint64 size = qint64(1) << (28 + i);
            const double algbw = busbw[i] / (2.0 * 15 / 16);
            const double us = double(size) / (algbw * 1e3);
            text += QString::asprintf("%12lld %13lld     float     sum      -1 %8.1f %7.2f %7.2f "
                                      "     0 %8.1f %7.2f %7.2f      0\n",
                                      size, size / 4, us, algbw, busbw[i], us, algbw, busbw[i]);
            sum += busbw[i];
        }
        text += QString::asprintf("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : %.3f "
                                  "\n#\n",
                                  sum / 6);
        f.write(text.toUtf8());
        return path;
    }

    static void screenshot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("RAILYARD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QApplication::processEvents();
        w->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QApplication::setApplicationName(QStringLiteral("tst_checks"));
    }

    void resultsImportPaintsTheViews()
    {
        gui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(copyExample()));
        w.waitForIdle();
        const QString log = writeAllReduceLog();
        QVERIFY(!log.isEmpty());
        QCOMPARE(w.importResults({log}, true), 1);
        QCOMPARE(w.tabs()->currentIndex(), int(gui::MainWindow::ResultsTab));
        QCOMPARE(w.tabs()->tabText(gui::MainWindow::ResultsTab), QStringLiteral("Results"));
        // Importing the same file again adds nothing.
        QCOMPARE(w.importResults({log}, true), 0);
        gui::ResultsDashboard *dash = w.resultsDashboard();
        QCOMPARE(dash->runTable()->model()->rowCount(), 1);
        screenshot(&w, QStringLiteral("results-tab"));

        // Opening the run (as a double-click in the run table does) paints it everywhere.
        const Id run =
            dash->runTable()->model()->index(0, 0).data(gui::RunTableModel::RunIdRole).toLongLong();
        const Design &d = w.session()->design();
        const Device *node01 = d.deviceByName(QStringLiteral("node01"));
        const Device *node03 = d.deviceByName(QStringLiteral("node03"));
        QVERIFY(node01 && node03);
        QVERIFY(w.showResultsOverlay(0));
        QCOMPARE(w.overlaySource(), gui::MainWindow::OverlaySource::Results);
        const models::TopologyOverlay &o = w.topologyView()->overlay();
        QVERIFY(o.nodeColour.contains(node01->id));
        QVERIFY(!o.nodeColour.contains(node03->id)); // not measured: not coloured
        QVERIFY(!o.legend.empty());
        const QColor c = o.nodeColour.value(node01->id);
        QCOMPARE(o.nodeLabel.value(node01->id), QStringLiteral("95%"));
        w.rackView()->showRacks({node01->rackId});
        QCOMPARE(w.rackView()->deviceFill(node01->id), c);
        QCOMPARE(w.floorPlan()->rackFill(node01->rackId), c);
        // Rack A02 holds node03 and node04, both unmeasured: the no-data grey of the palette,
        // aggregated in core (core/overlay/overlay.h), never a level colour.
        QCOMPARE(w.floorPlan()->rackFill(node03->rackId), dash->overlayOptions().palette.noData);
        w.showTab(gui::MainWindow::RacksTab);
        screenshot(&w, QStringLiteral("results-racks"));
        w.showTab(gui::MainWindow::FloorPlanTab);
        screenshot(&w, QStringLiteral("results-floor"));
        w.showTab(gui::MainWindow::TopologyTab);
        w.waitForIdle();
        w.topologyView()->focusDevice(node01->id);
        QApplication::processEvents();
        const QString tip = w.topologyView()->toolTipAt(w.topologyView()->viewPosOf(node01->id));
        // Hovering shows the figures: measured plateau against the ceiling (380 of 400 GB/s).
        QVERIFY2(tip.contains(QStringLiteral("node01")) &&
                     tip.contains(QStringLiteral("380.0 GB/s of 400.0 GB/s (95.0%)")),
                 qPrintable(tip));
        // The overlay knows which run coloured node01; double-clicking it opens that run.
        QCOMPARE(w.topologyView()->overlay().nodeRun.value(node01->id), run);
        Q_EMIT w.topologyView()->deviceActivated(node01->id);
        QCOMPARE(w.tabs()->currentIndex(), int(gui::MainWindow::ResultsTab));
        w.showTab(gui::MainWindow::TopologyTab);
        w.topologyView()->zoomToFit();
        screenshot(&w, QStringLiteral("results-topology"));
        QVERIFY(run);
        Q_EMIT dash->runActivated(run);
        QCOMPARE(w.tabs()->currentIndex(), int(gui::MainWindow::TopologyTab));
        QVERIFY(w.topologyView()->overlay().nodeColour.contains(node01->id));

        // The PDF report.
        const QString pdf = m_dir.filePath(QStringLiteral("results.pdf"));
        QVERIFY(w.exportResultsReport(pdf));
        QVERIFY(QFileInfo(pdf).size() > 1000);

        w.clearOverlay();
        QVERIFY(w.topologyView()->overlay().isEmpty());
        QVERIFY(w.rackView()->deviceFill(node01->id) != c);
        QVERIFY(w.floorPlan()->rackFill(node01->rackId) != c);
    }

    // Tools > Record Identities: a named ibsim dump's GUIDs into the design as one undo step
    // (tests/data/verify/record-ids/README.md), then the dump with generic descriptions verifies.
    void recordIdentitiesIsOneUndoStep()
    {
        verifytest::TestDesign t = verifytest::makeDesign();
        for (Port &p : t.d.ports)
            if (p.kind == PortKind::Interface && !p.mgmtOnly)
                p.speedGbps = 10; // ibsim trains links at 4xSDR
        const QString db = m_dir.filePath(QStringLiteral("ids.railyard"));
        store::Document::create(db)->replaceAll(t.d, QStringLiteral("import"),
                                                QStringLiteral("test"));
        const QString rules = m_dir.filePath(QStringLiteral("ids-rules.yaml"));
        {
            QFile f(rules);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("node-names:\n"
                    "  - {pattern: '^(\\S+) mlx5_(\\d+)$', device: '\\1', port: 'ib\\2'}\n"
                    "ports:\n"
                    "  - {device-type: 'qm9700-.*', name: 'P{(N-1)/2}.{(N-1)%2}'}\n"
                    "planes: [compute]\n");
        }
        gui::MainWindow w;
        QVERIFY(w.openFile(db));
        w.waitForIdle();
        const int steps = w.session()->undoStack()->count();
        QString report;
        QVERIFY(w.recordIds({verifytest::fixture("record-ids/ibsim-named.txt")}, rules, &report));
        QVERIFY2(report.startsWith(QStringLiteral("11 added, 1 changed, 0 unchanged, 0 conflicts")),
                 qPrintable(report));
        QCOMPARE(w.session()->undoStack()->count(), steps + 1);
        QCOMPARE(w.session()->design().deviceByName(QStringLiteral("leaf-1"))->nodeGuid,
                 QStringLiteral("0000000000200000"));
        QVERIFY(w.verifyCabling(verifytest::fixture("record-ids/ibsim-generic.txt"), {}, rules));
        QVERIFY(w.verification().allCorrect());
        w.session()->undoStack()->undo();
        QVERIFY(w.session()->design().deviceByName(QStringLiteral("leaf-1"))->nodeGuid.isEmpty());
    }

    void verificationFillsTheWorkListAndMarksAreUndoable()
    {
        // The design of tests/data/verify/README.md as a document file.
        const verifytest::TestDesign t = verifytest::makeDesign();
        const QString db = m_dir.filePath(QStringLiteral("verify.railyard"));
        {
            auto doc = store::Document::create(db);
            doc->replaceAll(t.d, QStringLiteral("import"), QStringLiteral("test"));
        }
        const QString rules = m_dir.filePath(QStringLiteral("rules.yaml"));
        {
            QFile f(rules);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("node-names:\n"
                    "  - pattern: '^(\\S+) mlx5_(\\d+)$'\n"
                    "    device: '\\1'\n"
                    "    port: 'ib\\2'\n"
                    "ports:\n"
                    "  - device-type: 'qm9700-.*'\n"
                    "    name: 'P{(N-1)/2}.{(N-1)%2}'\n"
                    "  - device-type: 'qm9700-.*'\n"
                    "    role: leaf\n"
                    "    reported: 'swp(\\d+)s(\\d+)'\n"
                    "    name: 'P{\\1-1}.{\\2}'\n"
                    "planes: [compute]\n");
        }
        gui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(db));
        w.waitForIdle();
        QVERIFY(w.verifyCabling(verifytest::fixture("ib-faults.txt"), {}, rules));
        QCOMPARE(w.tabs()->currentIndex(), int(gui::MainWindow::VerificationTab));
        gui::WorkListWidget *list = w.workList();
        QCOMPARE(list->model()->rowCount(), 2);
        // Items under the rack where the work is (tests/verify/tst_worklist.cpp,
        // ListsEachItemWhereTheWorkIs): the crossed pair C3/C4 is one item at leaf-1 in A03.
        QCOMPARE(list->model()->index(0, 0).data().toString(),
                 QStringLiteral("Rack A03 (5 items)"));
        QCOMPARE(list->model()->index(1, 0).data().toString(),
                 QStringLiteral("Rack B07 (2 items)"));
        screenshot(&w, QStringLiteral("verification-tab"));

        // The findings on the views: C3 (swapped) red, C1 (correct) green, the legend.
        const Design &d = w.session()->design();
        auto cable = [&](const char *label) {
            for (const Cable &c : d.cables)
                if (c.label == QLatin1String(label))
                    return c.id;
            return Id(0);
        };
        QCOMPARE(w.overlaySource(), gui::MainWindow::OverlaySource::Verification);
        const models::TopologyOverlay &o = w.topologyView()->overlay();
        QCOMPARE(o.linkColour.value(cable("C3")), QColor(QStringLiteral("#c62828")));
        QCOMPARE(o.linkColour.value(cable("C1")), QColor(QStringLiteral("#2e7d32")));
        QCOMPARE(int(o.legend.size()), 4);
        const Device *gpu4 = d.deviceByName(QStringLiteral("gpu-004"));
        QCOMPARE(w.rackView()->overlay().nodeColour.value(gpu4->id),
                 QColor(QStringLiteral("#c62828")));

        // Selecting an item selects the device where the work is in the topology: leaf-1,
        // where the crossed pair's ends are.
        const QModelIndex swapped = list->model()->index(0, 0, list->model()->index(0, 0));
        list->view()->setCurrentIndex(swapped);
        QCOMPARE(w.topologyView()->selectedDevices(),
                 QList<Id>{d.deviceByName(QStringLiteral("leaf-1"))->id});

        // Marking fixed is one undo step; undo restores the status and the list shows it.
        list->view()->selectionModel()->select(swapped, QItemSelectionModel::ClearAndSelect |
                                                            QItemSelectionModel::Rows);
        QVERIFY(list->fixedButton()->isEnabled());
        QUndoStack *undo = w.session()->undoStack();
        const int steps = undo->count();
        QSignalSpy marked(list, &gui::WorkListWidget::cablesMarked);
        list->fixedButton()->click();
        QCOMPARE(marked.count(), 1);
        QCOMPARE(undo->count(), steps + 1);
        QVERIFY(d.cables.find(cable("C4"))->status == CableStatus::Installed);
        QVERIFY(d.cables.find(cable("C3"))->status == CableStatus::Installed); // both of the pair
        const QModelIndex status = swapped.siblingAtColumn(gui::WorkListModel::Status);
        QCOMPARE(status.data().toString(), QStringLiteral("installed"));
        undo->undo();
        QVERIFY(d.cables.find(cable("C4"))->status == CableStatus::Planned);
        QCOMPARE(list->model()
                     ->index(0, gui::WorkListModel::Status, list->model()->index(0, 0))
                     .data()
                     .toString(),
                 QStringLiteral("planned"));
        undo->redo();
        QVERIFY(d.cables.find(cable("C4"))->status == CableStatus::Installed);

        // The manager's build progress counts the mark: the crossed pair C3 and C4 (one row of
        // the work list; gpu-003 and gpu-004 in B07 to leaf-1 in A03) are two installed cables
        // of 11, in both racks; the history has today only.
        w.showBuildProgress();
        gui::BuildProgressWidget *progress = w.buildProgress();
        QVERIFY(progress);
        QCOMPARE(progress->progress().total.now.installed, 2);
        QCOMPARE(progress->progress().total.now.cables, 11);
        QVERIFY(progress->summaryLabel()->text().startsWith(
            QStringLiteral("11 cables planned: 2 installed (18.2%), 0 verified (0.0%)")));
        QTreeWidget *table = progress->table();
        QCOMPARE(table->topLevelItemCount(), 3); // the whole design, rows A and B
        QTreeWidgetItem *rowB = table->topLevelItem(2);
        QCOMPARE(rowB->text(0), QStringLiteral("B"));
        QCOMPARE(rowB->childCount(), 1);
        QCOMPARE(rowB->child(0)->text(0), QStringLiteral("B07"));
        QCOMPARE(rowB->child(0)->text(2), QStringLiteral("2"));
        table->setCurrentItem(rowB->child(0));
        QCOMPARE(progress->shownScope()->name, QStringLiteral("B07"));
        QCOMPARE(progress->chartView()->chart()->series().size(), 3);
        QCOMPARE(progress->chartView()->chart()->axes().size(), 2);
        QTest::qWait(50); // let the chart lay out the new axes before the picture
        screenshot(progress->window(), QStringLiteral("build-progress"));
        progress->window()->close();

        // The work list as CSV.
        const QString csv = m_dir.filePath(QStringLiteral("worklist.csv"));
        QVERIFY(w.exportWorkList(csv));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("rack,u,device,port,finding"));
        QVERIFY(text.contains("swapped"));
        w.showTab(gui::MainWindow::TopologyTab);
        w.waitForIdle();
        w.topologyView()->zoomToFit();
        screenshot(&w, QStringLiteral("verification-topology"));
    }

    void runChecksFillsTheTableAndTheOverlayLive()
    {
        gui::RunChecksDialog dlg(probetest::triangleDesign());
        probe::PlanOptions o;
        o.railAllReduce = o.allNodes = o.pairwiseLeaf = o.pairwiseSpine = false;
        o.tcp = true;
        o.tcpSeconds = 0.5;
        dlg.setPlanOptions(o);
        dlg.setLauncher(probe::ExecutorOptions::Launcher::Local);
        dlg.setProbeProgram(QStringLiteral(RAILYARD_PROBE));
        dlg.setLoopback(true);
        // The runs go into a results file of their own (the design is only in the dialog).
        auto store =
            store::SqliteStore::create(m_dir.filePath(QStringLiteral("tcp-live.railyard")));
        dlg.setResultStore(store.get());
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QCOMPARE(int(dlg.plan().steps.size()), 3); // one per direct cable
        QCOMPARE(dlg.stepTable()->rowCount(), 3);
        QVERIFY(dlg.plan().steps[0].source.startsWith(QStringLiteral("127.77.")));
        QVERIFY(dlg.planView()->toPlainText().contains(QStringLiteral("Estimated duration")));
        QCOMPARE(dlg.stepTable()->item(0, gui::RunChecksDialog::ExpectedColumn)->text(),
                 QStringLiteral("400.0 Gb/s"));

        QSignalSpy overlays(&dlg, &gui::RunChecksDialog::overlayChanged);
        QSignalSpy done(&dlg, &gui::RunChecksDialog::runFinished);
        dlg.start();
        QVERIFY(dlg.isRunning());
        QVERIFY(!dlg.startButton()->isEnabled());
        QVERIFY(done.wait(60000));
        QVERIFY(!dlg.isRunning());
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(dlg.stepTable()->item(i, gui::RunChecksDialog::StatusColumn)->text(),
                     QStringLiteral("done"));
            QVERIFY(dlg.stepTable()
                        ->item(i, gui::RunChecksDialog::ResultColumn)
                        ->text()
                        .endsWith(QStringLiteral("Gb/s")));
            QVERIFY(
                !dlg.stepTable()->item(i, gui::RunChecksDialog::PercentColumn)->text().isEmpty());
        }
        // Started and finished steps each repainted the overlay; every cable is measured.
        QVERIFY(overlays.count() >= 6);
        const Design d = probetest::triangleDesign();
        for (const Cable &c : d.cables)
            QVERIFY2(dlg.overlay().link(c.id).state != overlay::OverlayState::NoData,
                     qPrintable(c.label));
        for (const Device &x : d.devices)
            QVERIFY(dlg.overlay().node(x.id).state != overlay::OverlayState::NoData);
        screenshot(&dlg, QStringLiteral("run-checks"));
        // Every step was stored as a TCP run (Gb/s / 8 in busbw) and a dashboard lists them.
        QCOMPARE(int(dlg.storedRuns().size()), 3);
        {
            results::ResultStore rs(*store);
            for (Id id : dlg.storedRuns()) {
                const auto run = rs.load(id);
                QVERIFY(run && run->probeStep);
                QCOMPARE(run->kind, QStringLiteral("tcp"));
                QCOMPARE(results::toString(run->status), QStringLiteral("complete"));
                QVERIFY(!run->rows.empty());
                QVERIFY(*run->rows.back().row.outOfPlace.busbwGBps > 0);
                QCOMPARE(run->probeStep->nodes.size(), 2);
            }
        }
        gui::ResultsDashboard dash;
        dash.loadFrom(*store, &d);
        QCOMPARE(dash.runTable()->model()->rowCount(), 3);
    }

    void runChecksStoresTheRunsAndTheDashboardListsThem()
    {
        gui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString yaml = copyExample();
        QVERIFY(w.openFile(yaml));
        w.waitForIdle();
        gui::ResultsDashboard *dash = w.resultsDashboard();
        QCOMPARE(dash->runTable()->model()->rowCount(), 0);
        gui::RunChecksDialog *dlg = w.openRunChecks();
        QVERIFY(dlg);
        QVERIFY(dlg->resultStore());
        // A stand-in for railyard-probe nccl (no GPU here): every process lists its 8 GPUs,
        // rank 0 writes three rows 0.2 s apart.
        const QString fake = m_dir.filePath(QStringLiteral("fake-nccl-probe"));
        {
            QFile f(fake);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // (Ordinary string literals: moc does not read raw strings.)
            f.write("#!/bin/sh\n"
                    "r=0; n=1\n"
                    "while [ $# -gt 0 ]; do case \"$1\" in --rank) r=$2; shift;; --nranks) n=$2; "
                    "shift;; esac; shift; done\n"
                    "g=0; devs=\"\"\n"
                    "while [ $g -lt 8 ]; do "
                    "devs=\"$devs{\\\"rank\\\":$((r*8+g)),\\\"host\\\":\\\"here\\\",\\\"device\\\":"
                    "$g,\\\"pci\\\":\\\"0000:1b:00.0\\\",\\\"model\\\":\\\"fake\\\"}\"; [ $g -lt 7 "
                    "] && devs=\"$devs,\"; g=$((g+1)); done\n"
                    "echo "
                    "\"{\\\"v\\\":1,\\\"event\\\":\\\"started\\\",\\\"mode\\\":\\\"nccl\\\","
                    "\\\"host\\\":\\\"here\\\",\\\"rank\\\":$r,\\\"nranks\\\":$n,"
                    "\\\"collective\\\":\\\"all_reduce\\\",\\\"devices\\\":[$devs]}\"\n"
                    "if [ \"$r\" = 0 ]; then\n"
                    "  for s in 268435456 536870912 1073741824; do\n"
                    "    sleep 0.2\n"
                    "    echo "
                    "\"{\\\"v\\\":1,\\\"event\\\":\\\"row\\\",\\\"mode\\\":\\\"nccl\\\","
                    "\\\"host\\\":\\\"here\\\",\\\"rank\\\":0,\\\"nranks\\\":$n,\\\"collective\\\":"
                    "\\\"all_reduce\\\",\\\"size\\\":$s,\\\"count\\\":1,\\\"type\\\":\\\"float\\\","
                    "\\\"redop\\\":\\\"sum\\\",\\\"root\\\":-1,\\\"oop\\\":{\\\"time_us\\\":50,"
                    "\\\"algbw\\\":100,\\\"busbw\\\":150,\\\"wrong\\\":0},\\\"ip\\\":{\\\"time_"
                    "us\\\":50,\\\"algbw\\\":100,\\\"busbw\\\":150,\\\"wrong\\\":0}}\"\n"
                    "  done\n"
                    "fi\n"
                    "echo "
                    "\"{\\\"v\\\":1,\\\"event\\\":\\\"finished\\\",\\\"mode\\\":\\\"nccl\\\","
                    "\\\"host\\\":\\\"here\\\",\\\"rank\\\":$r,\\\"nranks\\\":$n,\\\"status\\\":"
                    "\\\"ok\\\"}\"\n");
            f.close();
            f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        probe::PlanOptions o;
        o.pairwiseLeaf = o.pairwiseSpine = o.tcp = false;
        o.railAllReduce = o.allNodes = true;
        dlg->setPlanOptions(o);
        dlg->setLauncher(probe::ExecutorOptions::Launcher::Local);
        dlg->setProbeProgram(fake);
        const int steps = int(dlg->plan().steps.size());
        QVERIFY2(steps >= 2, qPrintable(dlg->planView()->toPlainText()));
        QSignalSpy stored(dlg, &gui::RunChecksDialog::resultsStored);
        QSignalSpy done(dlg, &gui::RunChecksDialog::runFinished);
        dlg->start();
        // While the run goes on the Results tab fills in (refreshed at most once a second).
        QTRY_VERIFY_WITH_TIMEOUT(dash->runTable()->model()->rowCount() >= 1, 30000);
        QVERIFY(dlg->isRunning());
        QVERIFY(done.wait(120000));
        QCOMPARE(stored.count(), 2 * steps); // each step: started, finished
        const std::vector<Id> ids = dlg->storedRuns();
        QCOMPARE(int(ids.size()), steps);
        // The document holds the runs, complete, each with its plan step, attributed to the
        // plan's nodes.
        {
            auto other = store::SqliteStore::open(dlg->resultStore()->path());
            results::ResultStore rs(*other);
            QCOMPARE(int(rs.list().size()), steps);
            for (Id id : ids) {
                const auto run = rs.load(id);
                QVERIFY(run && run->probeStep);
                QCOMPARE(run->tool, QStringLiteral("railyard-probe"));
                QCOMPARE(results::toString(run->status), QStringLiteral("complete"));
                QCOMPARE(run->rows.size(), std::size_t(3));
                QCOMPARE(run->deviceNames(), run->probeStep->nodes);
                QVERIFY(run->verdict != results::Verdict::Incomplete);
            }
        }
        // The last refresh (throttled) lands within a second of the last step's end.
        auto allComplete = [dash, steps] {
            const auto &runs = dash->runModel()->runs();
            return int(runs.size()) == steps &&
                   std::all_of(runs.begin(), runs.end(), [](const results::StoredRun &r) {
                       return r.status == results::RunStatus::Complete;
                   });
        };
        QTRY_VERIFY_WITH_TIMEOUT(allComplete(), 5000);
        QCOMPARE(dash->runTable()->model()->rowCount(), steps);
        QList<Id> listed;
        for (int r = 0; r < steps; ++r)
            listed << dash->runTable()
                          ->model()
                          ->index(r, 0)
                          .data(gui::RunTableModel::RunIdRole)
                          .toLongLong();
        for (Id id : ids)
            QVERIFY(listed.contains(id));
        // A stored run opens like an imported one.
        QVERIFY(w.showResultsOverlay(ids[0]));
        QCOMPARE(w.overlaySource(), gui::MainWindow::OverlaySource::Results);
        dlg->close();
        QTRY_VERIFY(!w.runChecksDialog());
    }

    void runChecksPaintsTheTopologyAndCancelStopsIt()
    {
        gui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(copyExample()));
        w.waitForIdle();
        gui::RunChecksDialog *dlg = w.openRunChecks();
        QVERIFY(dlg);
        // A fake probe that records its pid and hangs: cancel must stop every one of them.
        const QString pids = m_dir.filePath(QStringLiteral("pids"));
        const QString fake = m_dir.filePath(QStringLiteral("fake-probe"));
        {
            QFile f(fake);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(
                QStringLiteral("#!/bin/sh\necho $$ >> '%1'\nexec sleep 60\n").arg(pids).toUtf8());
            f.close();
            f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        dlg->setPlanOptions({});
        dlg->setProbeProgram(fake);
        QVERIFY2(dlg->plan().steps.size() > 1, qPrintable(dlg->planView()->toPlainText()));
        const int ranks = int(dlg->plan().steps[0].nodes.size());
        QSignalSpy started(dlg, &gui::RunChecksDialog::overlayChanged);
        QSignalSpy done(dlg, &gui::RunChecksDialog::runFinished);
        dlg->start();
        QTRY_VERIFY_WITH_TIMEOUT(started.count() >= 1, 10000);
        // The running step's nodes are painted on the main window's views.
        QCOMPARE(w.overlaySource(), gui::MainWindow::OverlaySource::Checks);
        const Device *n = w.session()->design().deviceByName(dlg->plan().steps[0].nodes[0]);
        QVERIFY(n);
        QVERIFY(w.topologyView()->overlay().nodeColour.contains(n->id));
        QVERIFY(w.rackView()->overlay().nodeColour.contains(n->id));
        // Every rank of the first step started.
        QTRY_COMPARE_WITH_TIMEOUT(QString::fromLatin1([&] {
                                      QFile f(pids);
                                      return f.open(QIODevice::ReadOnly) ? f.readAll()
                                                                         : QByteArray();
                                  }())
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                      .size(),
                                  ranks, 10000);
        QElapsedTimer timer;
        timer.start();
        dlg->cancelButton()->click();
        QVERIFY(done.wait(15000));
        QVERIFY(timer.elapsed() < 10000);
        QVERIFY(!dlg->isRunning());
        QFile f(pids);
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QByteArray &pid : f.readAll().split('\n'))
            if (!pid.isEmpty())
                QVERIFY2(::kill(pid.toInt(), 0) != 0, pid.constData()); // gone
        QCOMPARE(dlg->stepTable()
                     ->item(dlg->stepTable()->rowCount() - 1, gui::RunChecksDialog::StatusColumn)
                     ->text(),
                 QStringLiteral("skipped"));
        dlg->close(); // deleted on close
        QTRY_VERIFY(!w.runChecksDialog());
    }
};

QTEST_MAIN(TestChecks)
#include "tst_checks.moc"
