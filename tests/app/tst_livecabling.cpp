// Tools > Check Cabling Now under QPA offscreen, against loopback: the out-of-band plane of the
// bundled small-cluster example built with real lldpd in network namespaces
// (tests/common/lldpfabric.h), cabled as planned, and a loopback sshd on which mgmt-01 and
// node01-node03 are ssh aliases of 127.0.0.1 while node04's alias points at a closed port
// (tests/common/loopbacksshd.h). The dialog collects through ssh, each file arriving gives a new
// verification that the main window paints, node04 is listed as failed with ssh's reason, and
// the final verification has the four planned links correct (node04's from mgmt-01's side).
// Needs root, iproute2, lldpd and openssh-server: skipped without them, a failure when CI=true.

#include "../common/lldpfabric.h"
#include "../common/loopbacksshd.h"
#include "../common/requireprogram.h"

#include "livecablingdialog.h"
#include "mainwindow.h"
#include "topologyview.h"
#include "undo/designsession.h"

#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ry;

class TestLiveCabling : public QObject
{
    Q_OBJECT

private slots:
    void checkCablingNowStreamsFindingsOntoTheOverlay()
    {
        QString why;
        if (!test::LldpFabric::available(&why) || !test::LoopbackSshd::available(&why))
            RY_QSKIP_OR_FAIL(qPrintable(why));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString yaml = dir.filePath("small.yaml");
        QVERIFY(QFile::copy(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"), yaml));

        test::LldpFabric fabric;
        for (const char *n : {"mgmt-01", "node01", "node02", "node03", "node04"})
            fabric.addNode({QLatin1String(n)});
        for (int k = 1; k <= 4; ++k)
            fabric.addLink({QStringLiteral("node0%1").arg(k), "bmc", "mgmt-01",
                            QStringLiteral("swp%1").arg(k)});
        QVERIFY2(fabric.start(&why), qPrintable(why));
        QVERIFY2(fabric.waitForNeighbours(30000, &why), qPrintable(why));
        test::LoopbackSshd sshd;
        QVERIFY2(sshd.start({"mgmt-01", "node01", "node02", "node03"}, {"node04"}, &why),
                 qPrintable(why));

        gui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(yaml));
        w.waitForIdle();
        gui::LiveCablingDialog *dlg = w.openLiveCabling();
        QVERIFY(dlg);
        probe::CollectOptions o;
        o.launcher = probe::ExecutorOptions::Launcher::Ssh;
        o.ssh.configFile = sshd.configFile();
        o.timeoutMs = 20000;
        const QString sockets = QFileInfo(fabric.socket("mgmt-01")).absolutePath();
        const QString lldpcli = test::LldpFabric::lldpcliProgram();
        o.lldpNeighboursCommand = {lldpcli, "-u",       sockets + "/{node}.sock", "-f", "json",
                                   "show",  "neighbors"};
        o.lldpChassisCommand = {lldpcli, "-u",     sockets + "/{node}.sock", "-f", "json",
                                "show",  "chassis"};
        dlg->setCollectOptions(o);
        dlg->setCollectKinds(true, false);
        const QString out = dir.filePath("collected");
        dlg->setOutputDir(out);

        QList<int> filesSeen; // files behind each streamed verification
        connect(dlg, &gui::LiveCablingDialog::verificationUpdated, this,
                [&](const usecases::VerifyResult &r) {
                    filesSeen << int(r.observed.sourceFiles.size());
                });
        QSignalSpy done(dlg, &gui::LiveCablingDialog::runFinished);
        dlg->startButton()->click();
        QVERIFY(dlg->isRunning());
        QVERIFY(done.wait(60000));
        QVERIFY(!dlg->isRunning());

        // Streamed: more than one verification, the first on fewer files than the last (4).
        QVERIFY2(filesSeen.size() >= 2, qPrintable(QString::number(filesSeen.size())));
        QVERIFY(filesSeen.first() < filesSeen.last());
        QCOMPARE(filesSeen.last(), 4);

        // The five targets (mgmt-01 and the four nodes, design order); node04 failed.
        QTreeWidget *t = dlg->nodeTable();
        QCOMPARE(t->topLevelItemCount(), 5);
        for (int i = 0; i < 5; ++i) {
            QTreeWidgetItem *row = t->topLevelItem(i);
            if (row->text(0) == "node04")
                QVERIFY2(row->text(2).contains("Connection refused"), qPrintable(row->text(2)));
            else
                QVERIFY2(row->text(2).startsWith("collected"), qPrintable(row->text(2)));
        }
        QVERIFY(QFile::exists(out + "/lldp/mgmt-01.json"));
        QVERIFY(!QFile::exists(out + "/lldp/node04.json"));

        // Four planned out-of-band links, all correct, painted on the topology.
        const verify::Verification &v = w.verification();
        QCOMPARE(int(v.findings.size()), 4);
        QCOMPARE(v.summary.count(verify::CableFinding::Kind::Correct), 4);
        QCOMPARE(w.overlaySource(), gui::MainWindow::OverlaySource::Verification);
        const Design &d = w.session()->design();
        for (const Cable &c : d.cables)
            if (c.label == "C0033") // node01 bmc -- mgmt-01 swp1
                QVERIFY(w.topologyView()->overlay().linkColour.contains(c.id));
        dlg->close();
        QTRY_VERIFY(!w.liveCablingDialog());
    }
};

QTEST_MAIN(TestLiveCabling)
#include "tst_livecabling.moc"
