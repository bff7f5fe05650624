// The main window under QPA offscreen: it opens the bundled example and shows its racks.

#include "mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensTheBundledExample()
    {
        QTemporaryDir dir;
        const QString yaml = dir.filePath(QStringLiteral("small-cluster.yaml"));
        QVERIFY(QFile::copy(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"), yaml));
        ry::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(yaml));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("small-cluster.railyard"))));
        // dc1 > hall-a > row-1 > {A01, A02}
        QTreeWidgetItem *row = w.explorer()->topLevelItem(0)->child(0)->child(0);
        QCOMPARE(row->text(0), QStringLiteral("row-1"));
        QCOMPARE(row->childCount(), 2);
        QCOMPARE(row->child(0)->text(0), QStringLiteral("A01"));
        QCOMPARE(row->child(0)->childCount(), 4); // node01, node02, leaf-01, mgmt-01
        QCOMPARE(w.validationErrorCount(), 0);
    }

    void refusesAFileThatIsNotADesign()
    {
        QTemporaryDir dir;
        const QString junk = dir.filePath(QStringLiteral("junk.railyard"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        ry::MainWindow w;
        // The error is shown in a modal message box; close it as a user would.
        QTimer::singleShot(200, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!w.openFile(junk));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
