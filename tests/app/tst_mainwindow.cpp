// The main window under QPA offscreen: it opens the bundled example, shows its racks in the
// explorer, searches, edits through the property editor with undo, and refuses bad files.

#include "connectdialog.h"
#include "fabricwizard.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "propertyeditor.h"
#include "rackview.h"
#include "reloadbar.h"
#include "tableview.h"
#include "topologyview.h"

#include "model/summary.h"
#include "models/projecttreemodel.h"
#include "store/document.h"
#include "store/store.h"
#include "undo/designsession.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QScreen>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace ry;

class TestMainWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString copyExample()
    {
        static int n = 0;
        QString yaml = m_dir.filePath(QStringLiteral("small-%1.yaml").arg(++n));
        if (!QFile::copy(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"), yaml))
            return {};
        return yaml;
    }

private Q_SLOTS:
    void opensTheBundledExample()
    {
        const QString yaml = copyExample();
        gui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(yaml));
        QVERIFY(QFile::exists(yaml.chopped(5) + QStringLiteral(".railyard")));
        w.waitForIdle();
        QAbstractItemModel *m = w.explorer()->model();
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // dc1 > hall-a > row-1 > {A01, A02}
        const QModelIndex row = m->index(0, 0, m->index(0, 0, m->index(0, 0)));
        QCOMPARE(row.data().toString(), QStringLiteral("row-1"));
        QCOMPARE(m->rowCount(row), 2);
        const QModelIndex a01 = m->index(0, 0, row);
        QCOMPARE(a01.data().toString(), QStringLiteral("A01"));
        QCOMPARE(m->rowCount(a01), 4); // node01, node02, leaf-01, mgmt-01
        QCOMPARE(w.validationErrorCount(), 0);
        // The views are filled.
        QCOMPARE(w.rackView()->racks().size(), 2);
        QCOMPARE(w.cableTable()->proxy()->rowCount(), 36);
        QVERIFY(w.topologyView()->topologyLayout().nodes.size() >= 7);
        QVERIFY(w.floorPlan()->bundleCount() >= 1);
    }

    void searchJumpsToDeviceCableAndIp()
    {
        gui::MainWindow w;
        w.show();
        QVERIFY(w.openFile(copyExample()));
        w.waitForIdle();
        const Design &d = w.session()->design();
        // A device from the racks view: its rack is shown.
        w.showTab(gui::MainWindow::RacksTab);
        QVERIFY(w.search(QStringLiteral("node02")));
        QVERIFY(w.rackView()->racks().contains(d.deviceByName(QStringLiteral("node02"))->rackId));
        // A cable label in the cable table: its row is selected.
        const Cable &c = d.cables.items()[5];
        w.showTab(gui::MainWindow::CablesTab);
        QVERIFY(w.search(c.label));
        QCOMPARE(w.cableTable()->selectedIds(), QList<Id>{c.id});
        // device:port in the topology.
        w.showTab(gui::MainWindow::TopologyTab);
        const Port *p = d.portsOf(d.deviceByName(QStringLiteral("node01"))->id).front();
        QVERIFY(w.search(QStringLiteral("node01:") + p->name));
        QCOMPARE(w.topologyView()->selectedDevices(),
                 QList<Id>{d.deviceByName(QStringLiteral("node01"))->id});
        if (!d.ipAddresses.empty()) {
            w.showTab(gui::MainWindow::IpTab);
            const IpAddress &a = d.ipAddresses.items()[0];
            QVERIFY(w.search(a.address.section(QLatin1Char('/'), 0, 0)));
            QCOMPARE(w.ipTable()->selectedIds(), QList<Id>{a.id});
        }
        QVERIFY(!w.search(QStringLiteral("no-such-thing")));
    }

    // A technician's 1366 x 768 laptop: the window starts no larger than the screen's
    // available area (offscreen: 800 x 600), not at its 1400 x 860 default.
    void startsWithinTheScreen()
    {
        gui::MainWindow w;
        const QSize avail = w.screen()->availableGeometry().size();
        QVERIFY2(w.width() <= avail.width() && w.height() <= avail.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(w.width())
                                .arg(w.height())
                                .arg(avail.width())
                                .arg(avail.height())));
        qInfo("window %dx%d, minimum size hint %dx%d, screen %dx%d", w.width(), w.height(),
              w.minimumSizeHint().width(), w.minimumSizeHint().height(), avail.width(),
              avail.height());
    }

    void propertyEditorEditsAsOneUndoStep()
    {
        const QString yaml = copyExample();
        gui::MainWindow w;
        w.show();
        QVERIFY(w.openFile(yaml));
        const Id id = w.session()->design().deviceByName(QStringLiteral("node01"))->id;
        gui::PropertyEditor *pe = w.propertyEditor();
        pe->showDevice(id);
        QVERIFY(pe->setField(QStringLiteral("name"), QStringLiteral("gpu-001")));
        QVERIFY(pe->setField(QStringLiteral("status"), QStringLiteral("active")));
        QVERIFY(pe->setField(QStringLiteral("serial"), QStringLiteral("SN123")));
        QString error;
        QVERIFY2(pe->apply(&error), qPrintable(error));
        QCOMPARE(w.session()->undoStack()->count(), 1);
        const Device *d = w.session()->design().devices.find(id);
        QCOMPARE(d->name, QStringLiteral("gpu-001"));
        QVERIFY(d->status == DeviceStatus::Active);
        // The explorer shows the new name.
        const QModelIndex i = w.explorerModel()->indexOf(models::ProjectTreeModel::DeviceKind, id);
        QCOMPARE(i.data().toString(), QStringLiteral("gpu-001"));
        // Search finds it by serial.
        w.showTab(gui::MainWindow::RacksTab);
        QVERIFY(w.search(QStringLiteral("SN123")));
        // A duplicate name is refused; nothing changes.
        pe->showDevice(id);
        QVERIFY(pe->setField(QStringLiteral("name"), QStringLiteral("node02")));
        QVERIFY(!pe->apply(&error));
        QVERIFY(error.contains(QStringLiteral("node02")));
        QCOMPARE(w.session()->undoStack()->count(), 1);
        w.session()->undoStack()->undo();
        QCOMPARE(w.session()->design().devices.find(id)->name, QStringLiteral("node01"));
        // The file holds the undone state.
        auto doc = store::Document::open(yaml.chopped(5) + QStringLiteral(".railyard"));
        QCOMPARE(doc->design().devices.find(id)->name, QStringLiteral("node01"));
    }

    // Issue 14 point 3: a device's node GUID and chassis MAC, and a port's RDMA device beside
    // its netdev name, are edited in the property editor, one undo step each; a GUID that is
    // not one is refused with the rule's words.
    void identitiesAreEditedInThePropertyEditor()
    {
        const QString yaml = copyExample();
        gui::MainWindow w;
        w.show();
        QVERIFY(w.openFile(yaml));
        const Design &d = w.session()->design();
        const Id id = d.deviceByName(QStringLiteral("node01"))->id;
        gui::PropertyEditor *pe = w.propertyEditor();
        pe->showDevice(id);
        QVERIFY(pe->setField(QStringLiteral("nodeGuid"), QStringLiteral("0x946dae03006f0a01")));
        QVERIFY(pe->setField(QStringLiteral("chassisMac"), QStringLiteral("7C:FE:90:63:F4:66")));
        QString error;
        QVERIFY2(pe->apply(&error), qPrintable(error));
        QCOMPARE(w.session()->undoStack()->count(), 1);
        QCOMPARE(d.devices.find(id)->nodeGuid, QStringLiteral("0x946dae03006f0a01"));
        QCOMPARE(d.devices.find(id)->chassisMac, QStringLiteral("7C:FE:90:63:F4:66"));
        pe->showDevice(id);
        QVERIFY(pe->setField(QStringLiteral("nodeGuid"), QStringLiteral("0x946dae")));
        QVERIFY(!pe->apply(&error));
        QVERIFY2(error.contains(QStringLiteral("16 hexadecimal")), qPrintable(error));
        QCOMPARE(w.session()->undoStack()->count(), 1);

        // The device's form lists its ports; "Edit port" opens the chosen one.
        pe->showDevice(id);
        const std::vector<const Port *> ports = d.portsOf(id);
        QVERIFY(!ports.empty());
        const Port *first = ports.front();
        auto *edit = pe->findChild<QPushButton *>(QStringLiteral("editPort"));
        QVERIFY(edit);
        QVERIFY(pe->setField(QStringLiteral("port"), first->name));
        edit->click();
        QCOMPARE(pe->field(QStringLiteral("name")), first->name);
        QVERIFY(pe->setField(QStringLiteral("rdmaDevice"), QStringLiteral("mlx5_0")));
        QVERIFY(pe->setField(QStringLiteral("ifName"), QStringLiteral("rail0")));
        QVERIFY2(pe->apply(&error), qPrintable(error));
        QCOMPARE(w.session()->undoStack()->count(), 2);
        QCOMPARE(d.ports.find(first->id)->rdmaDevice, QStringLiteral("mlx5_0"));
        QCOMPARE(d.ports.find(first->id)->ifName, QStringLiteral("rail0"));
        // Saved: the document holds it.
        auto doc = store::Document::open(yaml.chopped(5) + QStringLiteral(".railyard"));
        QCOMPARE(doc->design().ports.find(first->id)->rdmaDevice, QStringLiteral("mlx5_0"));
    }

    // Issue 13 point 4: a cable length is entered with its unit, shown in it, and may be left
    // empty (unknown); 0 is a real length.
    void cableLengthsAreEnteredWithTheirUnit()
    {
        gui::MainWindow w;
        w.show();
        QVERIFY(w.openFile(copyExample()));
        const Id id = w.session()->design().cables.items()[0].id;
        gui::PropertyEditor *pe = w.propertyEditor();
        pe->showCable(id);
        QVERIFY(pe->setField(QStringLiteral("length"), QStringLiteral("10")));
        QVERIFY(pe->setField(QStringLiteral("lengthUnit"), QStringLiteral("ft")));
        QString error;
        QVERIFY2(pe->apply(&error), qPrintable(error));
        const Cable *c = w.session()->design().cables.find(id);
        QCOMPARE(c->lengthM.value_or(-1), 3.048); // 10 x 0.3048 m, exact
        QVERIFY(c->lengthUnit == LengthUnit::Foot);
        pe->showCable(id);
        QCOMPARE(pe->field(QStringLiteral("length")), QStringLiteral("10"));
        QCOMPARE(pe->field(QStringLiteral("lengthUnit")), QStringLiteral("ft"));
        // Typed with its unit; then empty = unknown; then a known 0 m.
        QVERIFY(pe->setField(QStringLiteral("length"), QStringLiteral("150 cm")));
        QVERIFY2(pe->apply(&error), qPrintable(error));
        QCOMPARE(w.session()->design().cables.find(id)->lengthM.value_or(-1), 1.5);
        pe->showCable(id);
        QVERIFY(pe->setField(QStringLiteral("length"), QString()));
        QVERIFY2(pe->apply(&error), qPrintable(error));
        QVERIFY(!w.session()->design().cables.find(id)->lengthM);
        pe->showCable(id);
        QVERIFY(pe->setField(QStringLiteral("length"), QStringLiteral("0")));
        QVERIFY2(pe->apply(&error), qPrintable(error));
        QCOMPARE(w.session()->design().cables.find(id)->lengthM.value_or(-1), 0.0);
        // Not a length: refused with the accepted units named; nothing changes.
        pe->showCable(id);
        QVERIFY(pe->setField(QStringLiteral("length"), QStringLiteral("3 yd")));
        QVERIFY(!pe->apply(&error));
        QVERIFY2(error.contains(QStringLiteral("m, cm, ft, in")), qPrintable(error));
        QCOMPARE(w.session()->undoStack()->count(), 4);
        // The connect dialog reads "10 ft" and an empty field.
        gui::ConnectDialog dlg(&w);
        dlg.setLengthText(QStringLiteral("10 ft"));
        QCOMPARE(dlg.lengthM().value_or(-1), 3.048);
        QVERIFY(dlg.lengthUnit() == LengthUnit::Foot);
        dlg.setLengthText(QString());
        QVERIFY(!dlg.lengthM());
    }

    void offersAReloadWhenAnotherProgramChangedTheFile()
    {
        const QString yaml = copyExample();
        gui::MainWindow w;
        w.show();
        QVERIFY(w.openFile(yaml));
        const QString db = yaml.chopped(5) + QStringLiteral(".railyard");
        QVERIFY(!w.reloadBar()->isVisible());
        const Id id = w.session()->design().deviceByName(QStringLiteral("node01"))->id;
        // Our own edit is no "other program".
        Device mine = *w.session()->design().devices.find(id);
        mine.serial = QStringLiteral("SN-MINE");
        ChangeSet own(QStringLiteral("own edit"));
        own.modify(mine);
        QString error;
        QVERIFY2(w.session()->apply(own, &error), qPrintable(error));
        QTest::qWait(600); // longer than the watcher's 200 ms delay
        QVERIFY(!w.reloadBar()->isVisible());

        // Another program (a second connection) writes the file.
        {
            auto other = store::Document::open(db);
            Device d = *other->design().devices.find(id);
            d.comments = QStringLiteral("changed elsewhere");
            ChangeSet cs(QStringLiteral("other program"));
            cs.modify(d);
            other->commit(cs);
        }
        QTRY_VERIFY_WITH_TIMEOUT(w.reloadBar()->isVisible(), 5000);
        QVERIFY2(w.reloadBar()->message().contains(QFileInfo(yaml).fileName()),
                 qPrintable(w.reloadBar()->message()));
        QVERIFY(w.session()->isStale());
        // Meanwhile this window's edits are refused, naming the reason; the file keeps the other's.
        mine.serial = QStringLiteral("SN-STALE");
        ChangeSet stale(QStringLiteral("stale edit"));
        stale.modify(mine);
        QVERIFY(!w.session()->apply(stale, &error));
        QVERIFY2(error.contains(QStringLiteral("changed by another program since it was read")),
                 qPrintable(error));
        QCOMPARE(store::Document::open(db)->design().devices.find(id)->comments,
                 QStringLiteral("changed elsewhere"));

        // Reload: a fresh session with the other program's change; the bar is gone.
        undo::DesignSession *old = w.session();
        w.reloadBar()->reloadAction()->trigger();
        QVERIFY(w.session() != old);
        QVERIFY(!w.reloadBar()->isVisible());
        QCOMPARE(w.session()->design().devices.find(id)->comments,
                 QStringLiteral("changed elsewhere"));
        QCOMPARE(w.session()->design().devices.find(id)->serial, QStringLiteral("SN-MINE"));
        QVERIFY(!w.session()->isStale());
        mine = *w.session()->design().devices.find(id);
        mine.serial = QStringLiteral("SN-AFTER");
        ChangeSet after(QStringLiteral("after reload"));
        after.modify(mine);
        QVERIFY2(w.session()->apply(after, &error), qPrintable(error));
    }

    void cableTableFiltersAndEdits()
    {
        gui::MainWindow w;
        w.show();
        QVERIFY(w.openFile(copyExample()));
        gui::TableTab *t = w.cableTable();
        t->setFilter(QStringLiteral("node01"));
        QVERIFY(t->proxy()->rowCount() > 0);
        QVERIFY(t->proxy()->rowCount() < 36);
        t->setFilter(QString());
        QCOMPARE(t->proxy()->rowCount(), 36);
        // Sort by length, then edit the status of the first row in place.
        t->table()->sortByColumn(7, Qt::DescendingOrder);
        const QModelIndex status = t->proxy()->index(0, 9);
        QVERIFY(t->proxy()->setData(status, QStringLiteral("installed")));
        QCOMPARE(t->proxy()->index(0, 9).data().toString(), QStringLiteral("installed"));
        QCOMPARE(w.session()->undoStack()->count(), 1);
    }

    void wizardGeneratesTheKakaoExample()
    {
        // The Kakao seed cluster (docs/design-notes.md "Reference numbers"): 255 HGX B200 nodes,
        // 8-rail optimized fat-tree, NDR. The wizard starts from the example's spec, shows its
        // totals and generates; the main window writes it as one undo step.
        const QString yaml = m_dir.filePath(QStringLiteral("kakao.yaml"));
        QVERIFY(QFile::copy(QStringLiteral(RESOURCES_DIR "/examples/kakao-b200-255.yaml"), yaml));
        gui::MainWindow w;
        w.show();
        QVERIFY(w.openFile(yaml)); // spec only: generated on opening
        w.waitForIdle();
        const Design &d = w.session()->design();
        QCOMPARE(summarize(d).gpus, std::size_t(255 * 8));
        gui::FabricWizard wiz(d, &w);
        QVERIFY2(wiz.waitForTotals(), qPrintable(wiz.totalsText()));
        QVERIFY2(wiz.totalsText().contains(QStringLiteral("2,040 GPUs")),
                 qPrintable(wiz.totalsText()));
        // Change the node count: totals follow; generate 64 nodes and apply.
        fabric::FabricSpec spec = wiz.spec();
        spec.groups.front().count = 64;
        wiz.setSpec(spec);
        QVERIFY2(wiz.waitForTotals(), qPrintable(wiz.totalsText()));
        QVERIFY2(wiz.totalsText().contains(QStringLiteral("512 GPUs")),
                 qPrintable(wiz.totalsText()));
        QVERIFY(wiz.hasResult());
        QVERIFY(w.applyGenerated(wiz.takeResult()));
        QCOMPARE(summarize(d).gpus, std::size_t(512));
        QCOMPARE(w.session()->undoStack()->count(), 1);
        w.session()->undoStack()->undo();
        QCOMPARE(summarize(d).gpus, std::size_t(2040));
        auto doc = store::Document::open(yaml.chopped(5) + QStringLiteral(".railyard"));
        QCOMPARE(summarize(doc->design()).gpus, std::size_t(2040));
    }

    void refusesAFileThatIsNotADesign()
    {
        const QString junk = m_dir.filePath(QStringLiteral("junk.railyard"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        gui::MainWindow w;
        // The error is shown in a modal message box; close it as a user would.
        QTimer::singleShot(500, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!w.openFile(junk));
    }

    // tests/data/railyard-v1.sqlite (schema version 1, tests/data/make-v1-fixture.sql). Opening
    // an older file asks first (issue 12 pt 5: the window migrated it on opening): read-only
    // leaves every byte and the folder as they were and refuses edits; upgrade migrates it;
    // cancel opens nothing.
    void anOlderFileIsUpgradedOnlyWhenTheUserSaysSo()
    {
        auto copyV1 = [this](const QString &name) {
            const QString dir = m_dir.filePath(name);
            QDir().mkpath(dir);
            QString db = dir + QStringLiteral("/v1.railyard");
            QFile::copy(QStringLiteral(TEST_DATA_DIR "/railyard-v1.sqlite"), db);
            QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
            return db;
        };
        auto sha = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly)
                       ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                       : QByteArray();
        };
        const int current = store::SqliteStore::currentSchemaVersion();
        QVERIFY(current > 1);

        const QString ro = copyV1(QStringLiteral("ro"));
        const QByteArray before = sha(ro);
        {
            gui::MainWindow w;
            int asked = 0;
            w.setOlderFormatPrompt([&](const QString &, int from, int to) {
                ++asked;
                [&] {
                    QCOMPARE(from, 1);
                    QCOMPARE(to, current);
                }();
                return gui::MainWindow::OlderFormatChoice::ReadOnly;
            });
            QVERIFY(w.openFile(ro));
            QCOMPARE(asked, 1);
            QVERIFY(w.isReadOnly());
            QVERIFY(w.windowTitle().contains(QStringLiteral("read-only")));
            QCOMPARE(w.session()->design().name, QStringLiteral("v1 fixture"));
            // An edit is refused by the store; the design in memory stays as it was.
            const Device *node = w.session()->design().deviceByName(QStringLiteral("node01"));
            QVERIFY(node);
            Device edited = *node;
            edited.serial = QStringLiteral("SN-EDIT");
            ChangeSet cs(QStringLiteral("edit"));
            cs.modify(edited);
            QString error;
            QVERIFY(!w.session()->apply(cs, &error));
            QVERIFY2(error.contains(QStringLiteral("read-only")), qPrintable(error));
            QVERIFY(w.session()->design().deviceByName(QStringLiteral("node01"))->serial !=
                    QStringLiteral("SN-EDIT"));
        }
        QCOMPARE(sha(ro), before);
        QCOMPARE(QDir(QFileInfo(ro).path()).entryList(QDir::Files), QStringList{"v1.railyard"});
        QCOMPARE(store::SqliteStore::schemaVersionOf(ro), 1);

        const QString up = copyV1(QStringLiteral("up"));
        {
            gui::MainWindow w;
            w.setOlderFormatPrompt([](const QString &, int, int) {
                return gui::MainWindow::OlderFormatChoice::Upgrade;
            });
            QVERIFY(w.openFile(up));
            QVERIFY(!w.isReadOnly());
        }
        QCOMPARE(store::SqliteStore::schemaVersionOf(up), current);

        const QString cancel = copyV1(QStringLiteral("cancel"));
        {
            gui::MainWindow w;
            w.setOlderFormatPrompt([](const QString &, int, int) {
                return gui::MainWindow::OlderFormatChoice::Cancel;
            });
            QVERIFY(!w.openFile(cancel));
            QVERIFY(!w.session());
        }
        QCOMPARE(store::SqliteStore::schemaVersionOf(cancel), 1);

        // A file of the current version opens without asking.
        gui::MainWindow w;
        w.setOlderFormatPrompt([](const QString &, int, int) {
            [] { QFAIL("asked about a current file"); }();
            return gui::MainWindow::OlderFormatChoice::Cancel;
        });
        QVERIFY(w.openFile(up));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
