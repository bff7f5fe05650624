// Both front ends call the same workflows (core/usecases) and get the same database: each
// workflow runs once through railyard-cli as a real process on one copy of a file and once
// through the main window's action (QPA offscreen) on another copy; then the two SQLite files
// are compared table by table, row by row, column by column.
//
// Left out of the comparison, because they legitimately differ between two runs:
// - the change_log table (the time of each write; the GUI's import of a spec-only file is logged
//   as "import" with the GUI's summary where the CLI logs "generate"),
// - result_run.imported_at, verify_observation_sets.imported_at, verify_runs.run_at and
//   verify_cable_marks.marked_at (wall-clock times of the import, run and mark),
// - tables that exist in one file only, when they are empty there, and module_schema rows of a
//   module the other file does not have: the GUI's Results tab creates the (empty) benchmark
//   results tables, and registers them in module_schema, when it opens a file.
// Every other table and column must be equal.

#include "mainwindow.h"

#include "store/document.h"
#include "verifytestdesign.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace ry;

namespace {

struct CliResult
{
    int code = -1;
    QString out, err;
};

CliResult cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

const QSet<QString> kSkippedTables = {QStringLiteral("change_log")};
const QSet<QString> kSkippedColumns = {
    QStringLiteral("result_run.imported_at"), QStringLiteral("verify_observation_sets.imported_at"),
    QStringLiteral("verify_runs.run_at"), QStringLiteral("verify_cable_marks.marked_at")};

/// Every compared table of `path` as text: table name, then each row (in rowid or key order)
/// as "column=value" pairs. Empty on a file that does not open.
QMap<QString, QStringList> dump(const QString &path)
{
    QMap<QString, QStringList> out;
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) !=
        SQLITE_OK) {
        sqlite3_close(db);
        return out;
    }
    QStringList tables;
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name", -1,
                       &st, nullptr);
    while (sqlite3_step(st) == SQLITE_ROW)
        tables << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
    sqlite3_finalize(st);
    for (const QString &table : std::as_const(tables)) {
        if (kSkippedTables.contains(table) || table.startsWith(QLatin1String("sqlite_")))
            continue;
        // Tables without rowid still have a primary key: order by every column then.
        const QByteArray sql =
            QStringLiteral("SELECT * FROM \"%1\" ORDER BY 1, 2").arg(table).toUtf8();
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &st, nullptr) != SQLITE_OK) {
            out[table] << QStringLiteral("(cannot read)");
            continue;
        }
        QStringList &rows = out[table];
        while (sqlite3_step(st) == SQLITE_ROW) {
            QStringList cells;
            for (int c = 0; c < sqlite3_column_count(st); ++c) {
                const QString column = QString::fromUtf8(sqlite3_column_name(st, c));
                if (kSkippedColumns.contains(table + QLatin1Char('.') + column))
                    continue;
                const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(st, c));
                cells << column + QLatin1Char('=') +
                             (text ? QString::fromUtf8(text) : QStringLiteral("NULL"));
            }
            rows << cells.join(QLatin1Char('|'));
        }
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return out;
}

/// Compares the two files table by table; the first difference is the failure message.
bool sameDatabase(const QString &a, const QString &b, QString *why)
{
    const auto da = dump(a), db = dump(b);
    if (da.isEmpty()) {
        *why = QStringLiteral("%1 does not open or holds nothing").arg(a);
        return false;
    }
    // A table in one file only must be empty there (created by a reader, never written).
    for (const auto *pair : {&da, &db})
        for (auto it = pair->cbegin(); it != pair->cend(); ++it)
            if (!da.contains(it.key()) || !db.contains(it.key()))
                if (!it.value().isEmpty() && it.key() != QLatin1String("module_schema")) {
                    *why = QStringLiteral("table %1 holds rows in one file only").arg(it.key());
                    return false;
                }
    for (auto it = da.cbegin(); it != da.cend(); ++it) {
        if (!db.contains(it.key()))
            continue;
        QStringList ra = it.value(), rb = db.value(it.key());
        if (it.key() == QLatin1String("module_schema")) {
            // Only the modules both files have.
            const auto module = [](const QString &row) {
                return row.section(QLatin1Char('|'), 0, 0);
            };
            QSet<QString> ma, mb;
            for (const QString &r : ra)
                ma.insert(module(r));
            for (const QString &r : rb)
                mb.insert(module(r));
            ra.removeIf([&](const QString &r) { return !mb.contains(module(r)); });
            rb.removeIf([&](const QString &r) { return !ma.contains(module(r)); });
        }
        if (ra.size() != rb.size()) {
            *why = QStringLiteral("table %1: %2 rows vs %3")
                       .arg(it.key())
                       .arg(ra.size())
                       .arg(rb.size());
            return false;
        }
        for (qsizetype i = 0; i < ra.size(); ++i)
            if (ra[i] != rb[i]) {
                *why = QStringLiteral("table %1, row %2:\n  cli: %3\n  gui: %4")
                           .arg(it.key())
                           .arg(i)
                           .arg(ra[i], rb[i]);
                return false;
            }
    }
    return true;
}

/// The rows of `table` (0 when it does not exist): the comparison must not be vacuous.
qsizetype rows(const QString &path, const char *table)
{
    return dump(path).value(QLatin1String(table)).size();
}

} // namespace

class TestFrontEnds : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString copy(const QString &from, const QString &name)
    {
        const QString to = m_dir.filePath(name);
        QFile::remove(to);
        return QFile::copy(from, to) ? to : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QApplication::setApplicationName(QStringLiteral("tst_frontends"));
        QVERIFY(m_dir.isValid());
    }

    // Generate from a spec: `railyard-cli generate` vs opening the spec-only file in the GUI.
    void generateFromSpec()
    {
        const QString spec = QStringLiteral(RESOURCES_DIR "/examples/kakao-b200-255.yaml");
        const QString cliDb = m_dir.filePath(QStringLiteral("gen-cli.railyard"));
        const CliResult r = cli({QStringLiteral("generate"), QStringLiteral("--db"), cliDb, spec});
        QCOMPARE(r.code, 0);
        const QString yaml = copy(spec, QStringLiteral("gen-gui.yaml"));
        {
            gui::MainWindow w;
            QVERIFY(w.openFile(yaml));
            w.waitForIdle();
        }
        const QString guiDb = m_dir.filePath(QStringLiteral("gen-gui.railyard"));
        // The example's own comment: 255 x 8 node-leaf + 64 x 32 leaf-spine cables.
        QCOMPARE(rows(cliDb, "cable"), qsizetype(2040 + 2048));
        QString why;
        QVERIFY2(sameDatabase(cliDb, guiDb, &why), qPrintable(why));
    }

    // Import result files: `railyard-cli import-results` vs File > Import Benchmark Results.
    void importResults()
    {
        const QString base = m_dir.filePath(QStringLiteral("res-base.railyard"));
        QCOMPARE(cli({QStringLiteral("init"), base, QStringLiteral("--from"),
                      QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml")})
                     .code,
                 0);
        const QString cliDb = copy(base, QStringLiteral("res-cli.railyard"));
        const QString guiDb = copy(base, QStringLiteral("res-gui.railyard"));
        const QStringList files = {
            QStringLiteral(TEST_DATA_DIR "/results/small-cluster-4node-allreduce-synthetic.txt"),
            QStringLiteral(TEST_DATA_DIR "/results/nccl-tests-2.19-allreduce-2rank-synthetic.json"),
            QStringLiteral(TEST_DATA_DIR "/results/nccl-tests-unknown-column.txt")};
        const CliResult r = cli(
            QStringList{QStringLiteral("import-results"), QStringLiteral("--db"), cliDb} + files);
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        int added = -1;
        {
            gui::MainWindow w;
            QVERIFY(w.openFile(guiDb));
            w.waitForIdle();
            added = w.importResults(files, true);
        }
        QVERIFY(added >= 1);
        QCOMPARE(rows(cliDb, "result_run"), qsizetype(added));
        QString why;
        QVERIFY2(sameDatabase(cliDb, guiDb, &why), qPrintable(why));
    }

    // Verify the cabling: `railyard-cli verify` vs Tools > Verify Cabling, on the design of
    // tests/data/verify/README.md with its ibnetdiscover fixture and the LLDP folder.
    void verifyCabling()
    {
        const verifytest::TestDesign t = verifytest::makeDesign();
        const QString base = m_dir.filePath(QStringLiteral("ver-base.railyard"));
        {
            auto doc = store::Document::create(base);
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
        const QString ib = verifytest::fixture("ib-faults.txt");
        const QString lldp = verifytest::fixture("lldp");
        const QString cliDb = copy(base, QStringLiteral("ver-cli.railyard"));
        const QString guiDb = copy(base, QStringLiteral("ver-gui.railyard"));
        const CliResult r = cli({QStringLiteral("verify"), QStringLiteral("--db"), cliDb,
                                 QStringLiteral("--ibnetdiscover"), ib, QStringLiteral("--lldp"),
                                 lldp, QStringLiteral("--rules"), rules});
        QCOMPARE(r.code, 1); // ib-faults.txt has planted faults
        {
            gui::MainWindow w;
            QVERIFY(w.openFile(guiDb));
            w.waitForIdle();
            QVERIFY(w.verifyCabling(ib, lldp, rules));
        }
        QCOMPARE(rows(cliDb, "verify_runs"), qsizetype(1));
        QVERIFY(rows(cliDb, "verify_findings") > 0);
        QString why;
        QVERIFY2(sameDatabase(cliDb, guiDb, &why), qPrintable(why));
    }
};

QTEST_MAIN(TestFrontEnds)
#include "tst_frontends.moc"
