// The benchmark dashboard, overlay map, run table model and topology-overlay adapter
// (app/gui/results), offscreen. Writes screenshots of the dashboard (with a Korean title) and of
// the overlay map, and a PDF report.

#include "hostmappingsdialog.h"
#include "overlaymap.h"
#include "resultsdashboard.h"
#include "runtablemodel.h"

#include "results/importer.h"
#include "store/store.h"
#include "testdesign.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QLineSeries>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "../common/requireprogram.h"

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;
using namespace ry::gui;

namespace {

QString screenshotDir()
{
    const QString env = qEnvironmentVariable("RAILYARD_SCREENSHOT_DIR");
    const QString dir = env.isEmpty() ? QStringLiteral(SCREENSHOT_DIR) : env;
    QDir().mkpath(dir);
    return dir;
}

StoredRun makeRun(const Design &d, Id id, const QStringList &hosts, double busbw,
                  const QString &startTime)
{
    ImportedFile f =
        readResults(makeAllReduceOutput(hosts, busbw), QStringLiteral("run%1.txt").arg(id), &d);
    StoredRun r = f.runs.at(0);
    r.id = id;
    r.startTime = startTime;
    return r;
}

} // namespace

class TestResultsDashboard : public QObject
{
    Q_OBJECT

private:
    Design m_design = makeRailDesign(64);
    std::vector<StoredRun> runs() const
    {
        // A month of runs on 2 SUs of 32 nodes: a full-fabric run at 380 GB/s (95%), a pair at
        // 200 GB/s (50%), a pair at 330 GB/s (82.5%), one node alone on NVLink at 700 (77.8%).
        return {makeRun(m_design, 1, nodeNames(1, 64), 380, QStringLiteral("2026-10-01 10:00:00")),
                makeRun(m_design, 2, nodeNames(33, 34), 200, QStringLiteral("2026-10-08 10:00:00")),
                makeRun(m_design, 3, nodeNames(35, 36), 330, QStringLiteral("2026-10-15 10:00:00")),
                makeRun(m_design, 4, {QStringLiteral("node040")}, 700,
                        QStringLiteral("2026-10-22 10:00:00"))};
    }

private slots:
    void runTableModel()
    {
        RunTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(runs(), {});
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(RunTableModel::ColumnCount));
        QCOMPARE(model.index(0, RunTableModel::PercentColumn).data().toString(),
                 QStringLiteral("95.0%"));
        QCOMPARE(model.index(1, RunTableModel::VerdictColumn).data().toString(),
                 QStringLiteral("Below expected"));
        QCOMPARE(
            model.index(0, RunTableModel::PercentColumn).data(Qt::BackgroundRole).value<QColor>(),
            QColor(overlay::OverlayPalette{}.good));
        QCOMPARE(model.index(2, 0).data(RunTableModel::RunIdRole).toLongLong(), 3);
        QCOMPARE(model.rowOf(4), 3);
        QCOMPARE(model.rowOf(99), -1);
    }

    void dashboardCharts()
    {
        ResultsDashboard dash;
        dash.resize(1400, 900);
        const auto data = runs();
        dash.setData(&m_design, data);
        QCOMPARE(dash.selectedRuns(), (QList<Id>{4})); // the newest

        // Bandwidth chart: select runs 1 and 2: two measured series and two ceilings.
        dash.selectRuns({1, 2});
        QCOMPARE(dash.selectedRuns(), (QList<Id>{1, 2}));
        QChart *bw = dash.bandwidthChartView()->chart();
        QCOMPARE(bw->series().size(), 4);
        auto *first = qobject_cast<QLineSeries *>(bw->series().at(0));
        QVERIFY(first);
        QCOMPARE(first->count(), 4);      // 1, 2, 4, 8 GiB
        QCOMPARE(first->at(0).x(), 30.0); // log2(1 GiB)
        QCOMPARE(first->at(0).y(), 380.0);
        auto *ceiling = qobject_cast<QLineSeries *>(bw->series().at(1));
        QCOMPARE(ceiling->at(0).y(), 400.0);
        auto *x = qobject_cast<QCategoryAxis *>(bw->axes(Qt::Horizontal).at(0));
        QVERIFY(x);
        QVERIFY(x->categoriesLabels().contains(QStringLiteral("1G")));

        // Per-rail bars: 8 rails, none with a figure: every run used all eight rails at once,
        // which cannot single out a rail (core/results/overlay.h "Scope of a verdict").
        auto *rails =
            qobject_cast<QStackedBarSeries *>(dash.railChartView()->chart()->series().at(0));
        QVERIFY(rails);
        QBarSet *good = rails->barSets().at(0);
        QCOMPARE(good->count(), 8);
        QCOMPARE(good->at(3), 0.0);
        QVERIFY(!dash.verdictSummary().contains(QStringLiteral("Weakest rail")));
        // SUs named from 1 on the axis.
        auto *suAxis = qobject_cast<QBarCategoryAxis *>(
            dash.suChartView()->chart()->axes(Qt::Horizontal).at(0));
        QVERIFY(suAxis);
        QCOMPARE(suAxis->categories(), (QStringList{QStringLiteral("SU1"), QStringLiteral("SU2")}));
        // The coverage heads the summary: run 1 covered every node and rail link.
        QCOMPARE(dash.coverageSummary(),
                 QStringLiteral("Coverage: 64 of 64 GPU nodes, 8 of 8 rails, 16 of 16 leaves and "
                                "512 of 512 rail links have a measurement; 0 links have a verdict "
                                "of their own (a run confined to their rail)."));
        // Per-SU bars: run 1 covers every node at 95%, and Best keeps it: both SUs 95%.
        auto *sus = qobject_cast<QStackedBarSeries *>(dash.suChartView()->chart()->series().at(0));
        QCOMPARE(sus->barSets().at(0)->at(0), 95.0);
        QCOMPARE(sus->barSets().at(0)->at(1), 95.0);
        // Latest instead: node033/034 show run 2 (50%, bad set), so SU 1's worst node is 50%.
        OverlayOptions latest;
        latest.aggregate = OverlayOptions::Aggregate::Latest;
        dash.setOverlayOptions(latest);
        sus = qobject_cast<QStackedBarSeries *>(dash.suChartView()->chart()->series().at(0));
        QCOMPARE(sus->barSets().at(0)->at(1), 0.0);
        QCOMPARE(sus->barSets().at(2)->at(1), 50.0);
        dash.setOverlayOptions({});

        // Trend: one point per run with a percentage.
        auto *trend = qobject_cast<QLineSeries *>(dash.trendChartView()->chart()->series().at(0));
        QCOMPARE(trend->count(), 4);
        QCOMPARE(trend->at(0).y(), 95.0);
        dash.setTrendFigure(ResultsDashboard::TrendFigure::PlateauBusbw);
        trend = qobject_cast<QLineSeries *>(dash.trendChartView()->chart()->series().at(0));
        QCOMPARE(trend->at(1).y(), 200.0);

        QVERIFY(dash.verdictSummary().contains(QStringLiteral("4 runs: 1 pass")));
    }

    void overlayMapAndClicks()
    {
        ResultsDashboard dash;
        dash.resize(1400, 900);
        dash.setData(&m_design, runs());
        dash.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dash));
        OverlayMap *map = dash.overlayMap();
        const Id n34 = m_design.deviceByName(QStringLiteral("node034"))->id;
        const QRect cell = map->cellOf(n34);
        QVERIFY(!cell.isEmpty());
        QCOMPARE(map->nodeAt(cell.center()), n34);
        // node034 is in runs 1 (95%) and 2 (50%): Best shows run 1.
        QSignalSpy activated(&dash, &ResultsDashboard::runActivated);
        QTest::mouseClick(map, Qt::LeftButton, {}, cell.center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).value<Id>(), 1);
        // Double-click in the table opens a run too.
        QTableView *table = dash.runTable();
        const QRect r = table->visualRect(dash.runModel()->index(2, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, r.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(activated.count(), 2);
        QCOMPARE(activated.at(1).at(0).value<Id>(), 3);
        QVERIFY(map->grab().save(screenshotDir() + QStringLiteral("/overlay-map.png")));
    }

    void overlayOfTheDashboard()
    {
        // The core value the main window hands to gui::applyOverlay() (tests/app/tst_views.cpp
        // checks the adapter): run 1 covered every node and rail link.
        const overlay::Overlay o = buildOverlay(m_design, runs());
        const Id n1 = m_design.deviceByName(QStringLiteral("node001"))->id;
        QCOMPARE(o.colour(o.node(n1)), overlay::OverlayPalette{}.good);
        QCOMPARE(o.node(n1).label, QStringLiteral("95%"));
        QCOMPARE(o.rails.size(), 8);
        QCOMPARE(int(o.legend.size()), 5);
        QVERIFY(o.dimOthers);
        QCOMPARE(o.nodes.size(), 64);
    }

    void koreanTitleScreenshotAndPdf()
    {
        if (QFontDatabase::families(QFontDatabase::Korean).isEmpty())
            RY_QSKIP_OR_FAIL("No Korean font installed (fonts-nanum).");
        ResultsDashboard dash;
        dash.resize(1600, 1000);
        dash.setTitle(QStringLiteral("벤치마크 결과: 255노드 클러스터"));
        dash.setData(&m_design, runs());
        dash.selectRuns({1, 2, 3});
        OverlayOptions latest; // newest run per object: the colours differ
        latest.aggregate = OverlayOptions::Aggregate::Latest;
        dash.setOverlayOptions(latest);
        dash.selectRuns({1, 2, 3});
        // After the last rebuild, which sets the English (translated) chart titles again.
        dash.bandwidthChartView()->chart()->setTitle(QStringLiteral("메시지 크기별 버스 대역폭"));
        dash.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dash));
        const QImage shot = dash.grab().toImage();
        QVERIFY(shot.save(screenshotDir() + QStringLiteral("/dashboard.png")));
        QVERIFY(!shot.isNull());

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QString error;
        QVERIFY2(dash.exportPdf(pdf, &error), qPrintable(error));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.size() > 20000);
        // Title page, 3 chart pages, one table page.
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") +
                     bytes.count("/Type /Page "),
                 qsizetype(5));
        QFile::copy(pdf, screenshotDir() + QStringLiteral("/report.pdf"));
        QVERIFY(!dash.exportPdf(QStringLiteral("/nonexistent/dir/x.pdf"), &error));
    }

    void weakestRailOnTiedDataIsTheLowestRail()
    {
        // Two steps confined to rails 6 and 2, both at 80% (tied): the weakest rail is rail 2
        // whatever the order the runs come in, every time (ties: the lowest rail index).
        auto step = [](Id id, int rail) {
            StoredRun r;
            r.id = id;
            r.kind = QStringLiteral("nccl-tests");
            r.collective = QStringLiteral("all_reduce");
            r.status = RunStatus::Complete;
            r.percent = 80;
            r.plateauGBps = 40;
            r.ceilingGBps = 50;
            r.verdict = Verdict::BelowExpected;
            StoredProbeStep p;
            p.rail = rail;
            r.probeStep = p;
            for (const QString &n : nodeNames(1, 2))
                r.nodeList.push_back({n, n, QStringLiteral("plan"), {0}, {rail}});
            return r;
        };
        ResultsDashboard a, b;
        a.setData(&m_design, {step(1, 6), step(2, 2)});
        b.setData(&m_design, {step(2, 2), step(1, 6)});
        QVERIFY2(a.verdictSummary().contains(QStringLiteral("Weakest rail: 2 at 80%.")),
                 qPrintable(a.verdictSummary()));
        QCOMPARE(b.verdictSummary(), a.verdictSummary());
        QVERIFY2(a.verdictSummary().contains(QStringLiteral("Weakest SU: SU1 at 80%.")),
                 qPrintable(a.verdictSummary()));
        // An implausible run (docs/results.md §6) is said apart, not counted as unrated.
        StoredRun odd = step(3, 4);
        odd.verdict = Verdict::Implausible;
        ResultsDashboard c;
        c.setData(&m_design, {step(1, 6), odd});
        QVERIFY2(c.verdictSummary().contains(QStringLiteral(
                     "0 failed, 0 incomplete or unrated. 1 run(s) implausible: check their logs")),
                 qPrintable(c.verdictSummary()));
    }

    void reportFirstPageStatesCoverageAndMappings()
    {
        // pdftotext (poppler-utils) reads the report as a reader's program would.
        if (!ry::test::haveProgram(QStringLiteral("pdftotext")))
            RY_QSKIP_OR_FAIL("pdftotext (poppler-utils) is not installed.");
        // Run 1 over node001-node004 on all rails at 380 GB/s, imported with a host mapping;
        // 4 of 64 nodes, 8 of 8 rails (each crossed), SU1's 8 of 16 leaves, 32 of 512 links.
        std::vector<StoredRun> data = {
            makeRun(m_design, 1, nodeNames(1, 4), 380, QStringLiteral("2026-10-01 10:00:00"))};
        data[0].hostMappings = {*hostPatternFromString(QStringLiteral("gpu-(\\d+)=>node00\\1"))};
        ResultsDashboard dash;
        dash.resize(1400, 900);
        dash.setData(&m_design, data);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QString error;
        QVERIFY2(dash.exportPdf(pdf, &error), qPrintable(error));
        QProcess p;
        p.start(QStringLiteral("pdftotext"),
                {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                 QStringLiteral("1"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        // NFKC: the font's "fi" ligature (U+FB01) comes back as one character.
        const QString page1 = QString::fromUtf8(p.readAllStandardOutput())
                                  .normalized(QString::NormalizationForm_KC)
                                  .simplified();
        QVERIFY2(page1.contains(QStringLiteral(
                     "Coverage: 4 of 64 GPU nodes, 8 of 8 rails, 8 of 16 leaves and 32 of 512 "
                     "rail links have a measurement; 0 links have a verdict of their own (a run "
                     "confined to their rail).")),
                 qPrintable(page1));
        QVERIFY2(page1.contains(QStringLiteral("Host mappings (stored with the runs):")),
                 qPrintable(page1));
        QVERIFY2(page1.contains(QStringLiteral("Run 1: gpu-(\\d+)=>node00\\1")), qPrintable(page1));
        QVERIFY(page1.contains(QStringLiteral("1 runs: 1 pass")));
        // The same sentence heads the dashboard.
        QVERIFY(dash.coverageSummary().startsWith(QStringLiteral("Coverage: 4 of 64 GPU nodes")));
    }

    void hostMappingsDialog()
    {
        QList<HostPattern> maps;
        QString error;
        QVERIFY(HostMappingsDialog::parse(
            QStringLiteral("# comment\nworker-(\\d+)=>node0\\1\n\n  gpu-a = node001 \n"), &maps,
            &error));
        QCOMPARE(maps.size(), 2);
        QVERIFY(!maps[0].explicitMap);
        QVERIFY(maps[1] == (HostPattern{QStringLiteral("gpu-a"), QStringLiteral("node001"), true}));
        QCOMPARE(HostMappingsDialog::format(maps),
                 QStringLiteral("worker-(\\d+)=>node0\\1\ngpu-a=node001"));
        QVERIFY(!HostMappingsDialog::parse(QStringLiteral("ok=node1\n(bad=>x"), &maps, &error));
        QVERIFY2(error.startsWith(QStringLiteral("Line 2:")), qPrintable(error));

        // The dashboard's button edits the selected run's mappings and emits them.
        ResultsDashboard dash;
        dash.setData(&m_design, runs());
        QVERIFY(dash.hostMappingsButton()->isEnabled()); // the newest run is selected
        QSignalSpy edited(&dash, &ResultsDashboard::hostMappingsEdited);
        QTimer::singleShot(0, [] {
            auto *dialog = qobject_cast<HostMappingsDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setText(QStringLiteral("gpu-7=node007"));
            dialog->accept();
        });
        dash.editHostMappings();
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.at(0).at(0).value<QList<Id>>(), (QList<Id>{4}));
        QVERIFY(edited.at(0).at(1).value<QList<HostPattern>>() ==
                (QList<HostPattern>{{QStringLiteral("gpu-7"), QStringLiteral("node007"), true}}));
    }

    void emptyAndStore()
    {
        ResultsDashboard dash;
        dash.setData(nullptr, {});
        QCOMPARE(dash.verdictSummary(), QStringLiteral("No benchmark runs are stored."));
        QTemporaryDir dir;
        auto store = store::SqliteStore::create(dir.filePath(QStringLiteral("d.railyard")));
        store->replaceAll(m_design, ChangeLogEntry{});
        {
            ResultStore rs(*store);
            for (const StoredRun &r : runs())
                rs.add(r);
        }
        dash.loadFrom(*store, &m_design);
        QCOMPARE(dash.runModel()->rowCount(), 4);
        QCOMPARE(dash.overlay().nodes.size(), 64);
    }
};

QTEST_MAIN(TestResultsDashboard)
#include "tst_resultsdashboard.moc"
