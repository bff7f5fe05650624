// The technician's work list widget on the fault fixture (tests/data/verify/README.md): rows by
// rack in pull order, selection signals, and "mark fixed / verified" committing cable statuses
// through Document::commit.

#include "store/document.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/verifystore.h"
#include "verifytestdesign.h"
#include "worklistwidget.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace ry;
using namespace ry::gui;

class TstWorkListWidget : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Document> m_doc;
    verifytest::TestDesign m_t = verifytest::makeDesign();
    Verification m_v;

    QModelIndex findingRow(WorkListWidget &w, int rack, int row)
    {
        return w.model()->index(row, 0, w.model()->index(rack, 0));
    }

private slots:
    void init()
    {
        m_doc = Document::create(m_dir.filePath(
            QStringLiteral("w%1.railyard").arg(QDateTime::currentMSecsSinceEpoch())));
        m_doc->setUser(QStringLiteral("tech-lee"));
        m_doc->replaceAll(m_t.d, QStringLiteral("import"), QStringLiteral("test"));
        const ObservationSet obs =
            IbnetdiscoverParser::parseFile(verifytest::fixture("ib-faults.txt"));
        m_v = CableVerifier(m_doc->design(), verifytest::siteOptions(m_t)).verify(obs);
    }

    void rowsByRackInPullOrder()
    {
        WorkListWidget w(m_doc.get());
        w.setVerification(m_v);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        WorkListModel *m = w.model();
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("Rack A03 (4 items)"));
        QCOMPARE(m->index(1, 0).data().toString(), QStringLiteral("Rack B07 (4 items)"));
        // First item of B07: the crossed pair C4/C3 at gpu-004 U14.
        const QModelIndex swapped = findingRow(w, 1, 0);
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Location).data().toString(),
                 QStringLiteral("U14"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Device).data().toString(),
                 QStringLiteral("gpu-004"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Finding).data().toString(),
                 QStringLiteral("swapped"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Cable).data().toString(),
                 QStringLiteral("C4 (crossed with C3)"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Status).data().toString(),
                 QStringLiteral("planned"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Finding)
                     .data(Qt::ForegroundRole)
                     .value<QBrush>()
                     .color(),
                 QColor(QStringLiteral("#c62828")));
        QVERIFY(!w.fixedButton()->isEnabled()); // nothing selected yet

        w.setShowCorrect(true);
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("Rack A03 (8 items)"));
    }

    void selectingAFindingEmitsDeviceAndCable()
    {
        WorkListWidget w(m_doc.get());
        w.setVerification(m_v);
        QSignalSpy devices(&w, &WorkListWidget::deviceSelected);
        QSignalSpy cables(&w, &WorkListWidget::cableSelected);
        // B07, last item: C7 wrong device at gpu-003 ib1.
        w.view()->setCurrentIndex(findingRow(w, 1, 3));
        QCOMPARE(devices.count(), 1);
        QCOMPARE(devices.first().first().value<ry::Id>(),
                 m_doc->design().deviceByName(QStringLiteral("gpu-003"))->id);
        QCOMPARE(cables.count(), 1);
        QCOMPARE(cables.first().first().value<ry::Id>(), m_t.cableId("C7"));
        QVERIFY(w.fixedButton()->isEnabled());
    }

    void markFixedAndVerifiedCommitThroughTheDocument()
    {
        WorkListWidget w(m_doc.get());
        w.setVerification(m_v, QStringLiteral("ibnetdiscover ib-faults.txt"), 0);
        QSignalSpy marked(&w, &WorkListWidget::cablesMarked);
        // Select both swapped findings (C4 and C3) and mark them fixed.
        QItemSelectionModel *sel = w.view()->selectionModel();
        sel->select(findingRow(w, 1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        sel->select(findingRow(w, 1, 2), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QTest::mouseClick(w.fixedButton(), Qt::LeftButton);
        QCOMPARE(marked.count(), 1);
        QCOMPARE(marked.first().at(1).toInt(), int(CableStatus::Installed));
        QCOMPARE(int(m_doc->design().cables.find(m_t.cableId("C4"))->status),
                 int(CableStatus::Installed));
        QCOMPARE(int(m_doc->design().cables.find(m_t.cableId("C3"))->status),
                 int(CableStatus::Installed));
        const ChangeLogEntry &log = m_doc->design().changeLog.items().back();
        QCOMPARE(log.action, QStringLiteral("verify"));
        QCOMPARE(log.user, QStringLiteral("tech-lee"));
        QVERIFY2(log.summary.startsWith(QStringLiteral(
                     "Marked 2 cable(s) installed: C4, C3; from ibnetdiscover ib-faults.txt; "
                     "finding swapped; at ")),
                 qPrintable(log.summary));
        QCOMPARE(findingRow(w, 1, 0).siblingAtColumn(WorkListModel::Status).data().toString(),
                 QStringLiteral("installed"));

        // Then verified; the module table keeps both marks of C4.
        QTest::mouseClick(w.verifiedButton(), Qt::LeftButton);
        QCOMPARE(int(m_doc->design().cables.find(m_t.cableId("C4"))->status),
                 int(CableStatus::Verified));
        const auto marks = VerifyStore::of(*m_doc)->marks(m_t.cableId("C4"));
        QCOMPARE(int(marks.size()), 2);
        QCOMPARE(int(marks[0].newStatus), int(CableStatus::Installed));
        QCOMPARE(int(marks[1].newStatus), int(CableStatus::Verified));
        QCOMPARE(marks[1].source, QStringLiteral("ibnetdiscover ib-faults.txt"));
    }

    void rackRowsAndReadOnlyListDoNothing()
    {
        WorkListWidget w(nullptr);
        w.setVerification(m_v);
        w.view()->selectionModel()->select(w.model()->index(0, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(!w.verifiedButton()->isEnabled());
        w.markSelectedVerified(); // no document: nothing happens, no crash
        WorkListWidget empty(m_doc.get());
        empty.setVerification(Verification{});
        QCOMPARE(empty.model()->rowCount(), 0);
        empty.markSelectedFixed();
    }
};

QTEST_MAIN(TstWorkListWidget)
#include "tst_worklistwidget.moc"
