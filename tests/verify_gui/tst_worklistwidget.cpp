// The technician's work list widget on the fault fixture (tests/data/verify/README.md): rows by
// the rack where the work is, filter and sort by kind, unverifiable findings apart, selection
// signals, and "mark fixed / verified" committing cable statuses
// as one DesignSession step; the whole database compared after a mark, its undo and its redo.

#include "store/document.h"
#include "undo/designsession.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/verifystore.h"
#include "verifytestdesign.h"
#include "worklistwidget.h"

#include <QComboBox>

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <sqlite3.h>

#include <map>

using namespace ry;
using namespace ry::gui;

class TstWorkListWidget : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<undo::DesignSession> m_session;
    verifytest::TestDesign m_t = verifytest::makeDesign();
    verify::Verification m_v;

    /// Every row of every table of the file, read through a second connection with the SQLite
    /// C API: table name -> rows ("col=value|col=value", sorted).
    using Dump = std::map<QString, QStringList>;
    static Dump dumpDatabase(const QString &path)
    {
        sqlite3 *db = nullptr;
        if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) !=
            SQLITE_OK) {
            sqlite3_close(db);
            return {};
        }
        QStringList tables;
        sqlite3_stmt *st = nullptr;
        sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
                           -1, &st, nullptr);
        while (sqlite3_step(st) == SQLITE_ROW)
            tables << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
        sqlite3_finalize(st);
        Dump dump;
        for (const QString &t : tables) {
            QStringList &rows = dump[t];
            const QByteArray sql = "SELECT * FROM \"" + t.toUtf8() + "\"";
            sqlite3_prepare_v2(db, sql.constData(), -1, &st, nullptr);
            while (sqlite3_step(st) == SQLITE_ROW) {
                QStringList cells;
                for (int c = 0; c < sqlite3_column_count(st); ++c) {
                    const auto *v = reinterpret_cast<const char *>(sqlite3_column_text(st, c));
                    cells << QString::fromUtf8(sqlite3_column_name(st, c)) + QLatin1Char('=') +
                                 (v ? QString::fromUtf8(v) : QStringLiteral("NULL"));
                }
                rows << cells.join(QLatin1Char('|'));
            }
            sqlite3_finalize(st);
            rows.sort();
        }
        sqlite3_close(db);
        return dump;
    }
    /// `d` without the tables every write appends to or counts in (the change log, the revision).
    static Dump withoutHistory(Dump d)
    {
        d.erase(QStringLiteral("change_log"));
        d.erase(QStringLiteral("design_revision"));
        return d;
    }
    static qint64 revisionOf(const Dump &d)
    {
        const QStringList rows = d.at(QStringLiteral("design_revision"));
        return rows.size() == 1 ? rows.first().section(QLatin1String("revision="), 1).toLongLong()
                                : -1;
    }
    static void compareDumps(const Dump &actual, const Dump &expected)
    {
        QCOMPARE(actual.size(), expected.size());
        for (const auto &[table, rows] : expected) {
            QVERIFY2(actual.count(table), qPrintable(table));
            QCOMPARE(actual.at(table), rows);
        }
    }

    QModelIndex findingRow(WorkListWidget &w, int rack, int row)
    {
        return w.model()->index(row, 0, w.model()->index(rack, 0));
    }

private slots:
    void init()
    {
        m_session.reset();
        m_path =
            m_dir.filePath(QStringLiteral("w%1.railyard").arg(QDateTime::currentMSecsSinceEpoch()));
        auto doc = store::Document::create(m_path);
        doc->setUser(QStringLiteral("tech-lee"));
        doc->replaceAll(m_t.d, QStringLiteral("import"), QStringLiteral("test"));
        m_session = std::make_unique<undo::DesignSession>(std::move(doc));
        const verify::ObservationSet obs =
            verify::IbnetdiscoverParser::parseFile(verifytest::fixture("ib-faults.txt"));
        m_v = verify::CableVerifier(m_session->design(), verifytest::siteOptions(m_t)).verify(obs);
    }

    void rowsByRackInPullOrder()
    {
        WorkListWidget w(m_session.get());
        w.setVerification(m_v);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        WorkListModel *m = w.model();
        QCOMPARE(m->rowCount(), 2);
        // Items under the rack where the work is (tests/verify/tst_worklist.cpp,
        // ListsEachItemWhereTheWorkIs): A03 has the crossed pair, C7's wrong end, the unexpected
        // and the unknown-node links at leaf-1 and the degraded C5; B07 C6's wrong end at
        // leaf-2 and the missing C8.
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("Rack A03 (5 items)"));
        QCOMPARE(m->index(1, 0).data().toString(), QStringLiteral("Rack B07 (2 items)"));
        // First item of A03: the crossed pair C4/C3, one row, at leaf-1 U40 P1.0 and P1.1.
        const QModelIndex swapped = findingRow(w, 0, 0);
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Location).data().toString(),
                 QStringLiteral("U40"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Device).data().toString(),
                 QStringLiteral("leaf-1"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Port).data().toString(),
                 QStringLiteral("P1.0 / P1.1"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Finding).data().toString(),
                 QStringLiteral("swapped"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Cable).data().toString(),
                 QStringLiteral("C4, C3"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Action).data().toString(),
                 QStringLiteral("swap the cables at leaf-1 P1.0 and P1.1"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::OtherEnd).data().toString(),
                 QStringLiteral("rack B07 U14 gpu-004 ib0; rack B07 U10 gpu-003 ib0"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Status).data().toString(),
                 QStringLiteral("planned"));
        QCOMPARE(swapped.siblingAtColumn(WorkListModel::Finding)
                     .data(Qt::ForegroundRole)
                     .value<QBrush>()
                     .color(),
                 QColor(QStringLiteral("#c62828")));
        QVERIFY(!w.fixedButton()->isEnabled()); // nothing selected yet

        w.setShowCorrect(true);
        // C1, C2 (gpu-001, gpu-002) and C9, C10 (leaf-1) are in A03 too.
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("Rack A03 (9 items)"));
    }

    void filterAndSortByKind()
    {
        WorkListWidget w(m_session.get());
        w.setVerification(m_v);
        WorkListModel *m = w.model();
        // Only wrong-port: C6, at leaf-2 in B07.
        w.kindFilterBox()->setCurrentIndex(
            w.kindFilterBox()->findData(int(verify::CableFinding::Kind::WrongPort)));
        QVERIFY(w.kindFilter() == verify::CableFinding::Kind::WrongPort);
        QCOMPARE(m->rowCount(), 1);
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("Rack B07 (1 items)"));
        QCOMPARE(findingRow(w, 0, 0).siblingAtColumn(WorkListModel::Action).data().toString(),
                 QStringLiteral("move cable C6 from leaf-2 P2.1 to leaf-2 P0.1"));
        w.setKindFilter(std::nullopt);
        QCOMPARE(m->rowCount(), 2);

        // By kind inside A03: unexpected, swapped, wrong device, degraded, unknown device.
        w.setSortByKind(true);
        QStringList kinds;
        for (int r = 0; r < m->rowCount(m->index(0, 0)); ++r)
            kinds << findingRow(w, 0, r).siblingAtColumn(WorkListModel::Finding).data().toString();
        QCOMPARE(kinds, (QStringList{QStringLiteral("unexpected"), QStringLiteral("swapped"),
                                     QStringLiteral("wrong device"), QStringLiteral("degraded"),
                                     QStringLiteral("unknown device")}));
    }

    void unverifiableFindingsAreAGroupApartThatCannotBeMarked()
    {
        verify::Verification v = m_v;
        verify::CableFinding u;
        u.kind = verify::CableFinding::Kind::Unverifiable;
        u.device = QStringLiteral("gpu-002");
        u.port = QStringLiteral("ib1");
        u.explanation = QStringLiteral("cannot be verified");
        v.findings.push_back(u);
        ++v.summary.counts[std::size_t(verify::CableFinding::Kind::Unverifiable)];
        WorkListWidget w(m_session.get());
        w.setVerification(v);
        WorkListModel *m = w.model();
        QCOMPARE(m->rowCount(), 3); // A03, B07, then the group apart
        QVERIFY(m->isUnverifiableGroup(2));
        QCOMPARE(m->index(2, 0).data().toString(),
                 QStringLiteral("Could not be verified (1), not work items"));
        QCOMPARE(findingRow(w, 2, 0).siblingAtColumn(WorkListModel::Finding).data().toString(),
                 QStringLiteral("unverifiable"));
        w.view()->selectionModel()->select(findingRow(w, 2, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(!w.verifiedButton()->isEnabled());
    }

    void selectingAFindingEmitsDeviceAndCable()
    {
        WorkListWidget w(m_session.get());
        w.setVerification(m_v);
        QSignalSpy devices(&w, &WorkListWidget::deviceSelected);
        QSignalSpy cables(&w, &WorkListWidget::cableSelected);
        // A03, second item: C7 (gpu-003 ib1) plugged into leaf-1 P2.0 instead of leaf-2 P1.0:
        // the device shown is leaf-1, where the work is.
        w.view()->setCurrentIndex(findingRow(w, 0, 1));
        QCOMPARE(devices.count(), 1);
        QCOMPARE(devices.first().first().value<ry::Id>(),
                 m_session->design().deviceByName(QStringLiteral("leaf-1"))->id);
        QCOMPARE(cables.count(), 1);
        QCOMPARE(cables.first().first().value<ry::Id>(), m_t.cableId("C7"));
        QVERIFY(w.fixedButton()->isEnabled());
    }

    void markFixedAndVerifiedCommitThroughTheDocument()
    {
        WorkListWidget w(m_session.get());
        w.setVerification(m_v, QStringLiteral("ibnetdiscover ib-faults.txt"), 0);
        QSignalSpy marked(&w, &WorkListWidget::cablesMarked);
        // Select the crossed pair (one item, A03 row 0) and mark it fixed: both cables, C4
        // and C3, change.
        QItemSelectionModel *sel = w.view()->selectionModel();
        sel->select(findingRow(w, 0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QTest::mouseClick(w.fixedButton(), Qt::LeftButton);
        QCOMPARE(marked.count(), 1);
        QCOMPARE(marked.first().at(1).toInt(), int(CableStatus::Installed));
        QCOMPARE(int(m_session->design().cables.find(m_t.cableId("C4"))->status),
                 int(CableStatus::Installed));
        QCOMPARE(int(m_session->design().cables.find(m_t.cableId("C3"))->status),
                 int(CableStatus::Installed));
        const ChangeLogEntry &log = m_session->design().changeLog.items().back();
        QCOMPARE(log.action, QStringLiteral("verify"));
        QCOMPARE(log.user, QStringLiteral("tech-lee"));
        QVERIFY2(log.summary.startsWith(QStringLiteral(
                     "Marked 2 cable(s) installed: C4, C3; from ibnetdiscover ib-faults.txt; "
                     "finding swapped; at ")),
                 qPrintable(log.summary));
        QCOMPARE(marked.first().at(0).value<QList<qint64>>(),
                 (QList<qint64>{m_t.cableId("C4"), m_t.cableId("C3")}));
        QCOMPARE(findingRow(w, 0, 0).siblingAtColumn(WorkListModel::Status).data().toString(),
                 QStringLiteral("installed"));

        // Then verified; the module table keeps both marks of C4.
        QTest::mouseClick(w.verifiedButton(), Qt::LeftButton);
        QCOMPARE(int(m_session->design().cables.find(m_t.cableId("C4"))->status),
                 int(CableStatus::Verified));
        const auto marks =
            verify::VerifyStore::of(m_session->moduleStore())->marks(m_t.cableId("C4"));
        QCOMPARE(int(marks.size()), 2);
        QCOMPARE(int(marks[0].newStatus), int(CableStatus::Installed));
        QCOMPARE(int(marks[1].newStatus), int(CableStatus::Verified));
        QCOMPARE(marks[1].source, QStringLiteral("ibnetdiscover ib-faults.txt"));
    }

    void markUndoRedoComparesTheWholeDatabase()
    {
        // The verify tables exist from the verification run on (MainWindow::runVerification
        // stores it); make them here so that the states before and after undo are alike.
        verify::VerifyStore::of(m_session->moduleStore());
        WorkListWidget w(m_session.get());
        w.setVerification(m_v, QStringLiteral("ibnetdiscover ib-faults.txt"), 0);
        const Dump before = dumpDatabase(m_path);
        QVERIFY(!before.empty());
        QCOMPARE(before.at(QStringLiteral("verify_cable_marks")).size(), 0);
        const qint64 rev0 = revisionOf(before);
        QVERIFY(rev0 >= 1); // the import was a write
        const auto logRows = [](const Dump &d) {
            return d.at(QStringLiteral("change_log")).size();
        };

        // Mark the crossed pair C4 + C3 (one item, A03's row 0) verified: one step.
        QItemSelectionModel *sel = w.view()->selectionModel();
        sel->select(findingRow(w, 0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QTest::mouseClick(w.verifiedButton(), Qt::LeftButton);
        QCOMPARE(m_session->undoStack()->count(), 1);
        QCOMPARE(m_session->undoStack()->text(0), QStringLiteral("Mark 2 cable(s) verified"));
        const Dump marked = dumpDatabase(m_path);
        QCOMPARE(revisionOf(marked), rev0 + 1);
        QCOMPARE(logRows(marked), logRows(before) + 1);
        // Expected: the design as before with C4 and C3 verified, plus two mark rows.
        Dump expected = withoutHistory(before);
        QStringList &cables = expected[QStringLiteral("cable")];
        for (QString &row : cables)
            for (const char *label : {"C3", "C4"})
                if (row.contains(QStringLiteral("|label=%1|").arg(QLatin1String(label))))
                    row.replace(QStringLiteral("|status=planned|"),
                                QStringLiteral("|status=verified|"));
        cables.sort();
        const QStringList marks = marked.at(QStringLiteral("verify_cable_marks"));
        QCOMPARE(marks.size(), 2);
        for (const char *label : {"C3", "C4"}) {
            const QString id = QString::number(m_t.cableId(label));
            QVERIFY2(std::any_of(marks.begin(), marks.end(),
                                 [&](const QString &m) {
                                     return m.contains(QStringLiteral("|cable_id=") + id +
                                                       QStringLiteral("|cable_label=") +
                                                       QLatin1String(label) + QLatin1Char('|')) &&
                                            m.contains(QStringLiteral("|user=tech-lee|"
                                                                      "old_status=planned|"
                                                                      "new_status=verified|"
                                                                      "finding=swapped|"
                                                                      "source=ibnetdiscover "
                                                                      "ib-faults.txt|"));
                                 }),
                     label);
        }
        expected[QStringLiteral("verify_cable_marks")] = marks;
        compareDumps(withoutHistory(marked), expected);

        // Undo: the statuses and the mark rows are gone again, in one more write.
        m_session->undoStack()->undo();
        const Dump undone = dumpDatabase(m_path);
        QCOMPARE(revisionOf(undone), rev0 + 2);
        QCOMPARE(logRows(undone), logRows(before) + 2);
        compareDumps(withoutHistory(undone), withoutHistory(before));
        QCOMPARE(int(m_session->design().cables.find(m_t.cableId("C4"))->status),
                 int(CableStatus::Planned));

        // Redo: exactly the marked state again, the same mark rows (ids, time, user).
        m_session->undoStack()->redo();
        const Dump redone = dumpDatabase(m_path);
        QCOMPARE(revisionOf(redone), rev0 + 3);
        QCOMPARE(logRows(redone), logRows(before) + 3);
        compareDumps(withoutHistory(redone), withoutHistory(marked));

        // And undo once more: back to the first state.
        m_session->undoStack()->undo();
        compareDumps(withoutHistory(dumpDatabase(m_path)), withoutHistory(before));
    }

    void rackRowsAndReadOnlyListDoNothing()
    {
        WorkListWidget w(nullptr);
        w.setVerification(m_v);
        w.view()->selectionModel()->select(w.model()->index(0, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(!w.verifiedButton()->isEnabled());
        w.markSelectedVerified(); // no document: nothing happens, no crash
        WorkListWidget empty(m_session.get());
        empty.setVerification(verify::Verification{});
        QCOMPARE(empty.model()->rowCount(), 0);
        empty.markSelectedFixed();
    }
};

QTEST_MAIN(TstWorkListWidget)
#include "tst_worklistwidget.moc"
