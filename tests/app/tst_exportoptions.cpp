// File > Export's options dialog (issue 18): the ExportOptions of `railyard-cli export` set in
// the dialog reach the exported file, the export's warnings are shown to the user (not
// dropped), --strict's "write nothing" holds, and the dialog fits a 1366 x 768 screen.
// Expected figures are those of resources/examples/small-cluster.yaml (GPU nodes node01..node04
// on leaf-01/leaf-02) and of `railyard-cli export --format slurm-topology --slurm-nodes`.

#include "exportoptionsdialog.h"
#include "mainwindow.h"

#include "export/exporter.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ry;

class TestExportOptions : public QObject
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

    /// A Slurm node list naming node01 and node02 only (slurm.conf NodeName= syntax).
    QString nodeList()
    {
        const QString path = m_dir.filePath(QStringLiteral("slurm-nodes.conf"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write("NodeName=node[01-02] CPUs=4\n");
        return path;
    }

    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void fieldsGiveTheOptions()
    {
        const exporting::Exporter *slurm =
            exporting::findExporter(QStringLiteral("slurm-topology"));
        QVERIFY(slurm);
        gui::ExportOptionsDialog dlg(*slurm, m_dir.filePath(QStringLiteral("t.conf")));
        // Only the Slurm group concerns this format.
        QVERIFY(dlg.nodeNamesBox()->isEnabledTo(&dlg));
        QVERIFY(!dlg.nameServerEdit()->isEnabledTo(&dlg));
        QVERIFY(!dlg.dhcpInterfacesEdit()->isEnabledTo(&dlg));
        exporting::ExportOptions o = dlg.options();
        QVERIFY(!o.strict);
        QVERIFY(!o.slurmNodes);
        QCOMPARE(o.nodeNames, exporting::NodeNameRule::ShortHostName);
        dlg.strictBox()->setChecked(true);
        dlg.nodeNamesBox()->setCurrentIndex(1);
        dlg.slurmNodesEdit()->setText(nodeList());
        o = dlg.options();
        QVERIFY(o.strict);
        QCOMPARE(o.nodeNames, exporting::NodeNameRule::DeviceName);
        QVERIFY(o.slurmNodes);
        QCOMPARE(*o.slurmNodes, (QStringList{"node01", "node02"}));
        // An unreadable node list is an error naming the file, not an empty list.
        dlg.slurmNodesEdit()->setText(m_dir.filePath(QStringLiteral("missing.conf")));
        QVERIFY_THROWS_EXCEPTION(Error, dlg.options());

        const exporting::Exporter *zone = exporting::findExporter(QStringLiteral("dns-zone"));
        gui::ExportOptionsDialog dns(*zone, m_dir.filePath(QStringLiteral("z.zone")));
        dns.nameServerEdit()->setText(QStringLiteral("ns1.dc1.example"));
        dns.nameServerAddressEdit()->setText(QStringLiteral("10.200.0.2"));
        dns.serialEdit()->setText(QStringLiteral("2026120101"));
        o = dns.options();
        QCOMPARE(o.nameServer, QStringLiteral("ns1.dc1.example"));
        QCOMPARE(o.nameServerAddress, QStringLiteral("10.200.0.2"));
        QCOMPARE(o.dnsSerial, 2026120101u);
        dns.serialEdit()->setText(QStringLiteral("4294967296")); // 2^32: out of range
        QVERIFY_THROWS_EXCEPTION(Error, dns.options());

        const exporting::Exporter *kea = exporting::findExporter(QStringLiteral("kea-json"));
        gui::ExportOptionsDialog dhcp(*kea, m_dir.filePath(QStringLiteral("k.json")));
        dhcp.dhcpInterfacesEdit()->setText(QStringLiteral("eth1, eth2"));
        QCOMPARE(dhcp.options().dhcpInterfaces, (QStringList{"eth1", "eth2"}));
    }

    void fitsA1366x768Screen()
    {
        for (const auto &e : exporting::exporters()) {
            gui::ExportOptionsDialog dlg(*e, QStringLiteral("/tmp/x"));
            dlg.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dlg));
            // A 768-pixel screen less a 40-pixel panel and the window frame.
            QVERIFY2(dlg.width() <= 1366 && dlg.height() <= 700,
                     qPrintable(QStringLiteral("%1: %2 x %3")
                                    .arg(e->format())
                                    .arg(dlg.width())
                                    .arg(dlg.height())));
        }
    }

    // Through the menu as a user does it: File > Export > the Slurm topology opens the dialog;
    // the options set there shape the file, and its warning is shown in a message box.
    void exportMenuUsesTheOptionsAndShowsWarnings()
    {
        const QString yaml = copyExample();
        gui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(yaml));
        w.waitForIdle();
        const exporting::Exporter *slurm =
            exporting::findExporter(QStringLiteral("slurm-topology"));
        QAction *action = nullptr;
        for (QAction *a : w.menuBar()->findChildren<QAction *>())
            if (a->text() == slurm->description())
                action = a;
        QVERIFY(action);
        const QString out = m_dir.filePath(QStringLiteral("topology.conf"));
        const QString nodes = nodeList();
        bool sawDialog = false;
        QTimer::singleShot(0, this, [&] {
            auto *dlg = qobject_cast<gui::ExportOptionsDialog *>(QApplication::activeModalWidget());
            if (!dlg)
                return;
            sawDialog = true;
            dlg->pathEdit()->setText(out);
            dlg->nodeNamesBox()->setCurrentIndex(1); // device names as they are
            dlg->slurmNodesEdit()->setText(nodes);
            dlg->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        action->trigger();
        QVERIFY(sawDialog);
        const QByteArray text = readAll(out);
        // Only Slurm's nodes: node01 and node02 under the SU's one leaf-level switch.
        QVERIFY2(text.contains("SwitchName=leaf-01-group Nodes=node[01-02]\n"), text.constData());
        QVERIFY(!text.contains("node03"));
        // The hosts Slurm does not know are a warning, kept and shown.
        QCOMPARE(int(w.lastExportWarnings().size()), 1);
        QVERIFY(w.lastExportWarnings()[0].message.contains(QStringLiteral("node[03-04]")));
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("exportWarnings"));
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(box->text().contains(QStringLiteral("node[03-04]")));
        box->close();

        // Strict: the same warning is an error and nothing is written.
        const QString strictOut = m_dir.filePath(QStringLiteral("strict.conf"));
        exporting::ExportOptions o;
        o.strict = true;
        o.slurmNodes = QStringList{"node01", "node02"};
        QString shown;
        QTimer closer; // the progress dialog comes first, then the error box
        connect(&closer, &QTimer::timeout, this, [&] {
            if (auto *m = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = m->text();
                m->close();
            }
        });
        closer.start(20);
        QVERIFY(!w.exportWithOptions(QStringLiteral("slurm-topology"), strictOut, o));
        QVERIFY(!QFile::exists(strictOut));
        QVERIFY2(shown.contains(QStringLiteral("node[03-04]")), qPrintable(shown));
    }
};

QTEST_MAIN(TestExportOptions)
#include "tst_exportoptions.moc"
