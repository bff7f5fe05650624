// railyard-cli as a user runs it: a real process, real files, exit codes and messages.

#include "store/document.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

const QString kExample = QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml");

struct Result
{
    int code = -1;
    QString out, err;
};

Result cli(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(QStringLiteral(RAILYARD_CLI), args);
    EXPECT_TRUE(p.waitForFinished(60000));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QString readFile(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return QString::fromUtf8(f.readAll());
}

} // namespace

TEST(Cli, InitInfoValidateExport)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    Result r = cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();

    r = cli({QStringLiteral("info"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // Counts of resources/examples/small-cluster.yaml (see scripts/make-small-example.py).
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("Racks:\\s+2\\n"))));
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("gpu-node:\\s+4\\n"))));
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("GPUs:\\s+32\\n"))));
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("Cables:\\s+36\\n"))));
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("dac:\\s+16\\n"))));

    r = cli({QStringLiteral("validate"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("0 errors, 0 warnings")));

    const QString out = dir.filePath(QStringLiteral("out.yaml"));
    r = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
             QStringLiteral("yaml"), QStringLiteral("-o"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(readFile(out), readFile(kExample));
}

TEST(Cli, ValidateListsEveryBrokenRuleAndExitsOne)
{
    QTemporaryDir dir;
    QString text = readFile(kExample);
    // Put node02 on top of node01 (U2-U11) and give leaf-02 the name of leaf-01's rack mate.
    text.replace(QStringLiteral("    rack: A01\n    position: 12\n"),
                 QStringLiteral("    rack: A01\n    position: 5\n"));
    const QString yaml = dir.filePath(QStringLiteral("broken.yaml"));
    writeFile(yaml, text.toUtf8());
    const Result r = cli({QStringLiteral("validate"), yaml});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("node02: position: U5-U14 in rack A01 overlaps "
                                              "node01 (U2-U11).")))
        << r.out.toStdString();
}

TEST(Cli, MalformedFileGivesFileLineColumnAndLeavesNoDatabase)
{
    QTemporaryDir dir;
    QString text = readFile(kExample);
    text.replace(QStringLiteral("    position: 12\n"), QStringLiteral("    position: twelve\n"));
    const QString yaml = dir.filePath(QStringLiteral("bad.yaml"));
    writeFile(yaml, text.toUtf8());
    const QString db = dir.filePath(QStringLiteral("bad.railyard"));
    const Result r = cli({QStringLiteral("init"), db, QStringLiteral("--from"), yaml});
    EXPECT_EQ(r.code, 3);
    const int line =
        int(text.left(text.indexOf(QStringLiteral("twelve"))).count(QLatin1Char('\n'))) + 1;
    EXPECT_TRUE(r.err.contains(yaml + QStringLiteral(":%1:15: devices[").arg(line)))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("Expected a number, found \"twelve\"")));
    EXPECT_FALSE(QFile::exists(db));
}

TEST(Cli, FailedImportKeepsTheSavedDesign)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    QString text = readFile(kExample);
    text.replace(QStringLiteral("b: [leaf-02, P8.2]"), QStringLiteral("b: [leaf-02, P8.1]"));
    const QString yaml = dir.filePath(QStringLiteral("clash.yaml"));
    writeFile(yaml, text.toUtf8());
    const Result r = cli(
        {QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--replace"), yaml});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(QStringLiteral("already carries a cable end")))
        << r.err.toStdString();
    auto doc = ry::Document::open(db);
    EXPECT_EQ(doc->design().cables.size(), 36u);
    EXPECT_EQ(doc->design().name, QStringLiteral("Small example cluster"));
}

TEST(Cli, ImportRefusesToOverwriteWithoutReplace)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    const Result r = cli({QStringLiteral("import"), QStringLiteral("--db"), db, kExample});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--replace")));
}

TEST(Cli, UsageErrorsExitTwo)
{
    EXPECT_EQ(cli({}).code, 2);
    EXPECT_EQ(cli({QStringLiteral("frobnicate")}).code, 2);
    EXPECT_EQ(cli({QStringLiteral("info"), QStringLiteral("--bogus")}).code, 2);
    const Result help = cli({QStringLiteral("info"), QStringLiteral("--help")});
    EXPECT_EQ(help.code, 0);
    EXPECT_TRUE(help.out.contains(QStringLiteral("--db")));
    const Result noDb = cli({QStringLiteral("info")});
    EXPECT_EQ(noDb.code, 3);
    EXPECT_TRUE(noDb.err.contains(QStringLiteral("--db FILE is required")));
}

TEST(Cli, OpeningANonDatabaseSaysSo)
{
    QTemporaryDir dir;
    const Result r = cli({QStringLiteral("info"), QStringLiteral("--db"), kExample});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(QStringLiteral("not a Railyard design"))) << r.err.toStdString();
}

TEST(Cli, ImportDeviceTypesFromTheNetboxLibrary)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db}).code, 0);
    // The 12 device-type files of shared/data/devicetypes (see its README.md).
    Result r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db,
                    QStringLiteral(SHARED_DATA_DIR "/devicetypes")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("12 device types added, 0 updated, 0 files failed")))
        << r.out.toStdString();
    r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db,
             QStringLiteral(SHARED_DATA_DIR "/devicetypes")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("0 device types added, 12 updated")));
    auto doc = ry::Document::open(db);
    const ry::DeviceType *qm = doc->design().deviceTypeBySlug(QStringLiteral("nvidia-qm9700"));
    ASSERT_TRUE(qm);
    EXPECT_EQ(qm->uHeight, 1); // Nvidia/QM9700.yaml: u_height: 1
    // A directory with one broken file: the rest imports, exit 1, the file is named.
    QTemporaryDir lib;
    QFile::copy(QStringLiteral(SHARED_DATA_DIR "/devicetypes/Nvidia/SN2201.yaml"),
                lib.filePath(QStringLiteral("SN2201.yaml")));
    writeFile(lib.filePath(QStringLiteral("broken.yaml")),
              "manufacturer: X\nmodel: Y\nslug: x-y\nu_height: abc\n");
    r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db, lib.path()});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(lib.filePath(QStringLiteral("broken.yaml")) + QStringLiteral(":4:")))
        << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("1 files failed")));
}
