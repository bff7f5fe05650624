// `railyard-cli export --strict` (issue 18, point 2): a warning of the exporter becomes an
// error, the exit status is 3 (cli.h: "an input or database error stopped it") and no output
// is written, neither a new file nor over an old one, nor anything on standard output.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

const QString kExample = QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml");

struct Result
{
    int code = -1;
    QByteArray out, err;
};

Result cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    EXPECT_TRUE(p.waitForFinished(60000));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// small-cluster.yaml in a database: it has no supernodes, so the Slurm block export warns
/// ("The design has no supernodes; each rack of GPU nodes is written as a block.").
QString smallClusterDb(const QTemporaryDir &dir)
{
    const QString db = dir.filePath(QStringLiteral("s.railyard"));
    const Result r = cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return db;
}

} // namespace

TEST(ExportStrict, WarningWithoutStrictStillWrites)
{
    QTemporaryDir dir;
    const QString db = smallClusterDb(dir);
    const QString out = dir.filePath(QStringLiteral("block.conf"));
    const Result r = cli({"export", "--db", db, "--format", "slurm-topology-block", "-o", out});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("no supernodes")) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(out));
}

TEST(ExportStrict, WarningIsAnErrorAndNoFileIsWritten)
{
    QTemporaryDir dir;
    const QString db = smallClusterDb(dir);
    const QString out = dir.filePath(QStringLiteral("block.conf"));
    Result r =
        cli({"export", "--db", db, "--format", "slurm-topology-block", "--strict", "-o", out});
    EXPECT_EQ(r.code, 3) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("--strict")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("no supernodes")) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains("Wrote")) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(out));
    // No QSaveFile temporary is left beside it either.
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("s.railyard")});

    // An older file stays as it was.
    {
        QFile f(out);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("old\n");
    }
    r = cli({"export", "--db", db, "--format", "slurm-topology-block", "--strict", "-o", out});
    EXPECT_EQ(r.code, 3);
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("old\n"));
}

TEST(ExportStrict, StandardOutputGetsNothing)
{
    QTemporaryDir dir;
    const QString db = smallClusterDb(dir);
    const Result r = cli({"export", "--db", db, "--format", "slurm-topology-block", "--strict"});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
}

TEST(ExportStrict, CleanExportPassesStrict)
{
    QTemporaryDir dir;
    const QString db = smallClusterDb(dir);
    const QString out = dir.filePath(QStringLiteral("design.yaml"));
    const Result r = cli({"export", "--db", db, "--format", "yaml", "--strict", "-o", out});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(out));
}

TEST(ExportStrict, BadNodeNameRuleIsUsage)
{
    QTemporaryDir dir;
    const QString db = smallClusterDb(dir);
    const Result r = cli({"export", "--db", db, "--format", "slurm-topology", "--node-names", "x"});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains("--node-names")) << r.err.toStdString();
}
