// railyard-cli as a user runs it: a real process, real files, exit codes and messages.

#include "store/document.h"
#include "store/sqlite.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/sysmacros.h>

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
    // The finding points at node02's entry (issue 13 pt 1: the reader locates the Validator's
    // findings), and names the object.
    EXPECT_TRUE(r.out.contains(QStringLiteral("broken.yaml:223:5: devices[4].position: node02: "
                                              "U5-U14 in rack A01 overlaps node01 (U2-U11).")))
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
    EXPECT_TRUE(r.err.contains(QStringLiteral("already carries cable"))) << r.err.toStdString();
    auto doc = ry::store::Document::open(db);
    EXPECT_EQ(doc->design().cables.size(), 36u);
    EXPECT_EQ(doc->design().name, QStringLiteral("Small example cluster"));
}

// A name that breaks its character rule (issue 12 point 1): an if_name with a newline would
// add a line to the udev rules. import and init refuse the file naming file, line, column and
// field, and leave no database; --sanitize-names changes it and lists the change.
TEST(Cli, ImportRefusesABadNameWithFileLineAndFieldUnlessAskedToSanitize)
{
    QTemporaryDir dir;
    QString text = readFile(kExample);
    const QString good = QStringLiteral("if_name: ib0, guid: b8cef60302000000"); // node02's ib0
    ASSERT_EQ(text.count(good), 1);
    text.replace(good, QStringLiteral("if_name: \"ib0\\nRUN+=x\", guid: b8cef60302000000"));
    const int line = int(text.left(text.indexOf(QStringLiteral("RUN+=x"))).count('\n')) + 1;
    const QString yaml = dir.filePath(QStringLiteral("hostile.yaml"));
    writeFile(yaml, text.toUtf8());
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    const QString expected =
        yaml + QStringLiteral(":%1:82: devices[4].ports[0].if_name: The if_name "
                              "\"ib0\\u000aRUN+=x\" is not allowed: An interface name holds no "
                              "white space")
                   .arg(line);
    Result r = cli({QStringLiteral("import"), QStringLiteral("--db"), db, yaml});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(expected)) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(db));
    r = cli({QStringLiteral("init"), db, QStringLiteral("--from"), yaml});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(expected)) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(db));

    r = cli({QStringLiteral("import"), QStringLiteral("--sanitize-names"), QStringLiteral("--db"),
             db, yaml});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(QStringLiteral(
        "renamed: port node02:ib0: if_name \"ib0\\u000aRUN+=x\" -> \"ib0-RUN+=x\"\n")))
        << r.out.toStdString();
    auto doc = ry::store::Document::open(db);
    const ry::Device *node02 = doc->design().deviceByName(QStringLiteral("node02"));
    ASSERT_NE(node02, nullptr);
    QStringList ifNames;
    for (const ry::Port *p : doc->design().portsOf(node02->id))
        if (p->name == QLatin1String("ib0"))
            ifNames << p->ifName;
    EXPECT_EQ(ifNames, QStringList{QStringLiteral("ib0-RUN+=x")});
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
    // The 12 device-type files of tests/data/shared/devicetypes (see its README.md); the DGX
    // A100's known defects refuse it (tests/devicetypes/tst_batchimport.cpp has the details).
    Result r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db,
                    QStringLiteral(SHARED_DATA_DIR "/devicetypes")});
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("11 device types imported, 0 updated, 0 unchanged; 1 of 12 files failed")))
        << r.out.toStdString();
    r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db,
             QStringLiteral(SHARED_DATA_DIR "/devicetypes")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("0 device types imported, 0 updated, 11 unchanged")))
        << r.out.toStdString();
    auto doc = ry::store::Document::open(db);
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
    EXPECT_TRUE(r.out.contains(QStringLiteral("1 of 2 files failed")));
}

namespace {

const QString kKakao = QStringLiteral(RESOURCES_DIR "/examples/kakao-b200-255.yaml");

/// The integer after `label` and spaces on a line of `text`, or -1.
long long countAfter(const QString &text, const QString &label)
{
    const auto m =
        QRegularExpression(QRegularExpression::escape(label) + QStringLiteral(":\\s+(\\d+)"))
            .match(text);
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

} // namespace

// The system Railyard grew from (docs/design-notes.md "Reference numbers"): 255 HGX B200 nodes,
// 8-rail optimized fat-tree, NDR. 8 SU of 32 nodes (the last SU one short): 8 x 8 = 64 rail leaves;
// each QM9700 leaf has 32 ports down and 32 up (non-blocking, radix 64) -> 64 x 32 / 64 = 32
// spines; cables node-leaf 255 x 8 = 2040, leaf-spine 64 x 32 = 2048.
TEST(CliFabric, GeneratesTheKakaoClusterFromTheBundledSpec)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("k.railyard"));
    Result r = cli({QStringLiteral("generate"), QStringLiteral("--db"), db, kKakao});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(countAfter(r.out, QStringLiteral("gpu-node")), 255);
    EXPECT_EQ(countAfter(r.out, QStringLiteral("leaf")), 64);
    EXPECT_EQ(countAfter(r.out, QStringLiteral("spine")), 32);
    EXPECT_EQ(countAfter(r.out, QStringLiteral("GPUs")), 2040);
    EXPECT_EQ(countAfter(r.out, QStringLiteral("Cables")), 2040 + 2048);
    EXPECT_TRUE(r.out.contains(QStringLiteral("cables node-leaf 2040, leaf-spine 2048")));
    // 64 leaves x 32 uplinks over 32 spines: one link per pair, every spine port in use
    // (docs/fabric-spec.md "Spine sizing").
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "  links per leaf-spine pair: 1; up to 64 of 64 ports used per spine; 32 spines (the bare "
        "minimum is 32)")))
        << r.out.toStdString();
    // Rack position 10 of each row is a second network slot the leaves did not need (the
    // middle row's holds the spines); the note says so instead of leaving a silent gap.
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "note: network rack positions left empty: kc1-01-10, kc1-02-10, kc1-03-10, kc1-05-10, "
        "kc1-06-10, kc1-07-10, kc1-08-10. placement.network-racks-per-row keeps 2 per row")))
        << r.out.toStdString();
    // Growth: 255 of 256 slots used, so one node's 8 rail ports stay free on the leaves.
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "  growth: 255 nodes in 8 SU now; spines and cores sized for 255 node slots in 8 SU (0 "
        "reserved node slots, 0 manager links); free switch ports: leaf 8, spine 0")))
        << r.out.toStdString();

    r = cli({QStringLiteral("validate"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 0) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("0 errors, 0 warnings")));

    // Non-blocking: (N/2) x rails x 400 Gb/s one way = 127 x 8 x 0.4 = 406.4 Tb/s
    // (docs/references/fabric.md §2.1); 8 x NDR = 400 GB/s per node.
    r = cli({QStringLiteral("analyse"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Bisection bandwidth: 406.4 Tb/s")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("oversubscription 1.00:1")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "  Node type nvidia-hgx-b200 (255 nodes): 8 NICs x 400 Gb/s = 400 GB/s injection; busbw "
        "ceilings: ring all-reduce 400 GB/s, all-to-all 400.0 GB/s")))
        << r.out.toStdString();
    // Rpeak: 2,040 B200 x 37 TFLOPS = 75.48 PF (FAB-16) and 510 CPUs at the 6.2208 TFLOPS per
    // socket the published 78.65 PF implies (docs/references/fabric.md §3.2).
    EXPECT_TRUE(r.out.contains(QStringLiteral("Rpeak (FP64): 78.65 PFLOPS = GPUs 75.48 PFLOPS "
                                              "(2040 GPUs) + CPUs 3.17 PFLOPS (510 CPUs)")))
        << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("a lower bound")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Single points of failure: 0 switches, 0 cables")));
}

TEST(CliFabric, SameSpecTwiceGivesByteIdenticalYamlThatRoundTrips)
{
    QTemporaryDir dir;
    QStringList yaml;
    for (int i = 0; i < 2; ++i) {
        const QString db = dir.filePath(QStringLiteral("g%1.railyard").arg(i));
        ASSERT_EQ(cli({QStringLiteral("generate"), QStringLiteral("--db"), db, kKakao}).code, 0);
        const Result r = cli({QStringLiteral("export"), QStringLiteral("--db"), db});
        ASSERT_EQ(r.code, 0);
        yaml << r.out;
    }
    EXPECT_EQ(yaml[0], yaml[1]);
    EXPECT_TRUE(yaml[0].contains(QStringLiteral("fabric:\n  name: kakao-b200")));
    // The exported listing (with its fabric spec) imports and exports to the same bytes.
    const QString file = dir.filePath(QStringLiteral("kakao.yaml"));
    writeFile(file, yaml[0].toUtf8());
    const QString db = dir.filePath(QStringLiteral("back.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), file}).code, 0);
    EXPECT_EQ(cli({QStringLiteral("export"), QStringLiteral("--db"), db}).out, yaml[0]);
}

// GB200 NVL72 (docs/references/fabric.md §3.1): 72 GPUs, 18 compute trays and 9 NVLink switch
// trays per rack; the example is one SU of 8 racks = 576 GPUs.
TEST(CliFabric, Nvl72ScalableUnit)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("nvl.railyard"));
    const Result r = cli({QStringLiteral("generate"), QStringLiteral("--db"), db,
                          QStringLiteral(RESOURCES_DIR "/examples/gb200-nvl72-su.yaml")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(countAfter(r.out, QStringLiteral("GPUs")), 576);
    EXPECT_EQ(countAfter(r.out, QStringLiteral("Supernodes")), 8);
    EXPECT_EQ(countAfter(r.out, QStringLiteral("gpu-node")), 8 * 18);
    EXPECT_EQ(countAfter(r.out, QStringLiteral("nvswitch-tray")), 8 * 9);
    auto doc = ry::store::Document::open(db);
    for (const ry::Supernode &sn : doc->design().supernodes)
        EXPECT_EQ(sn.scaleUpGBpsPerGpu, 900); // 1.8 TB/s per GPU both ways
}

TEST(CliFabric, HeterogeneousClusterHasThreeGpuTypesOnTheirOwnRails)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("h.railyard"));
    const Result r = cli({QStringLiteral("generate"), QStringLiteral("--db"), db,
                          QStringLiteral(RESOURCES_DIR "/examples/heterogeneous.yaml")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    auto doc = ry::store::Document::open(db);
    const ry::Design &d = doc->design();
    QSet<QString> models;
    QHash<QString, QSet<ry::Id>> planesByModel;
    for (const ry::Device &dev : d.devices) {
        if (dev.role != QLatin1String("gpu-node"))
            continue;
        const ry::DeviceType *t = d.deviceTypes.find(dev.deviceTypeId);
        models.insert(t->model);
        for (const ry::Port *p : d.portsOf(dev.id))
            if (p->rail >= 0)
                planesByModel[t->model].insert(p->planeId);
    }
    EXPECT_EQ(models.size(), 3);
    // MI300X nodes on the RoCE plane, the NVIDIA ones on the InfiniBand plane.
    const ry::Plane *roce = d.planeByName(QStringLiteral("roce"));
    ASSERT_TRUE(roce);
    EXPECT_EQ(planesByModel.value(QStringLiteral("AS-8125GS-TNMR2")), QSet<ry::Id>{roce->id});
    EXPECT_EQ(cli({QStringLiteral("validate"), QStringLiteral("--db"), db}).code, 0);

    // Analysed plane by plane (issue 15 point 4): the NDR plane holds 64 nodes (32 + 32), its
    // bisection 32 x 8 x 400 Gb/s = 102.4 Tb/s; the RoCE plane 16 nodes, 8 x 8 x 400 = 25.6 Tb/s
    // (docs/references/fabric.md §2.1). Nothing is blended across them.
    const Result a = cli({QStringLiteral("analyse"), QStringLiteral("--db"), db});
    ASSERT_EQ(a.code, 0) << a.err.toStdString();
    const QString out = a.out;
    const qsizetype ib = out.indexOf(QStringLiteral("Plane compute (infiniband-ndr, "));
    const qsizetype rc = out.indexOf(QStringLiteral("Plane roce (roce-400g, "));
    ASSERT_GE(ib, 0) << out.toStdString();
    ASSERT_GT(rc, ib) << out.toStdString();
    const QString ibPart = out.mid(ib, rc - ib);
    const QString rocePart = out.mid(rc);
    EXPECT_TRUE(ibPart.contains(QStringLiteral("Bisection bandwidth: 102.4 Tb/s one direction "
                                               "(32 | 32 nodes")))
        << out.toStdString();
    EXPECT_TRUE(rocePart.contains(QStringLiteral("Bisection bandwidth: 25.6 Tb/s one direction "
                                                 "(8 | 8 nodes")))
        << out.toStdString();
    EXPECT_TRUE(ibPart.contains(QStringLiteral("Node type nvidia-hgx-h100 (32 nodes)")));
    EXPECT_FALSE(ibPart.contains(QStringLiteral("supermicro-as-8125gs-tnmr2")));
    EXPECT_TRUE(rocePart.contains(QStringLiteral(
        "Node type supermicro-as-8125gs-tnmr2 (16 nodes): 8 NICs x 400 Gb/s = 400 GB/s")));
    // Only the B200 type carries CPU figures (DGX B200: 2 x Xeon Platinum 8570, 3.7632 TFLOPS
    // each): the total is a lower bound, and says so.
    EXPECT_TRUE(out.contains(QStringLiteral("CPUs 0.24 PFLOPS (64 CPUs)"))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("a lower bound: 0 nodes lack an FP64 figure per GPU "
                                            "and 48 nodes")));
}

TEST(CliFabric, BadSpecNamesFileLineAndField)
{
    QTemporaryDir dir;
    QString text = readFile(kKakao);
    text.replace(QStringLiteral("      count: 255\n"), QStringLiteral("      count: lots\n"));
    const QString spec = dir.filePath(QStringLiteral("bad.yaml"));
    writeFile(spec, text.toUtf8());
    const Result r = cli({QStringLiteral("generate"), QStringLiteral("--db"),
                          dir.filePath(QStringLiteral("x.railyard")), spec});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(spec + QStringLiteral(":"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("groups[0].count"))) << r.err.toStdString();
}

// The plan commands on the generated 255-node example, as a crew would run them.
class CliPlans : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        s_dir = new QTemporaryDir;
        s_db = s_dir->filePath(QStringLiteral("k.railyard"));
        ASSERT_EQ(cli({QStringLiteral("generate"), QStringLiteral("--db"), s_db, kKakao}).code, 0);
    }
    static void TearDownTestSuite()
    {
        delete s_dir;
        s_dir = nullptr;
    }
    static QTemporaryDir *s_dir;
    static QString s_db;
};
QTemporaryDir *CliPlans::s_dir = nullptr;
QString CliPlans::s_db;

TEST_F(CliPlans, IpAllocationFillsTheRailsOnceAndDeterministically)
{
    const QByteArray rulesText = "rules:\n"
                                 "  - name: rails\n"
                                 "    plane: compute\n"
                                 "    prefix: 10.10.0.0/16\n"
                                 "    per: rail\n"
                                 "    subnet_length: 24\n"
                                 "    purpose: rail\n";
    const QString rules = s_dir->filePath(QStringLiteral("rules.yaml"));
    const QString db = s_dir->filePath(QStringLiteral("ip.railyard"));
    QFile::copy(s_db, db);
    // A /24 per rail holds 254 hosts; 255 nodes do not fit: refused, naming the first interface
    // left without an address, and nothing is written.
    writeFile(rules, rulesText);
    Result r = cli({QStringLiteral("ipam-allocate"), QStringLiteral("--db"), db,
                    QStringLiteral("--rules"), rules});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(QStringLiteral("exhausted"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("gpu255 ib0"))) << r.err.toStdString();
    EXPECT_EQ(ry::store::Document::open(db)->design().ipAddresses.size(), 0u);
    // A /23 per rail fits.
    writeFile(rules, QByteArray(rulesText).replace("subnet_length: 24", "subnet_length: 23"));
    r = cli({QStringLiteral("ipam-allocate"), QStringLiteral("--db"), db, QStringLiteral("--rules"),
             rules});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    auto doc = ry::store::Document::open(db);
    // 255 nodes x 8 rail ports, one address each; the /16 container and one /23 per rail.
    EXPECT_EQ(doc->design().ipAddresses.size(), 255u * 8u);
    EXPECT_EQ(doc->design().prefixes.size(), 1u + 8u);
    doc.reset();
    r = cli({QStringLiteral("ipam-allocate"), QStringLiteral("--db"), db, QStringLiteral("--rules"),
             rules});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(ry::store::Document::open(db)->design().ipAddresses.size(), 255u * 8u);
    r = cli({QStringLiteral("validate"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 0) << r.out.toStdString();
}

TEST_F(CliPlans, PdfAndSvgOutputs)
{
    // rack-elevation: one PDF page per rack (137 racks in the generated example, see
    // GeneratesTheKakaoClusterFromTheBundledSpec's summary).
    const QString pdf = s_dir->filePath(QStringLiteral("racks.pdf"));
    Result r = cli({QStringLiteral("rack-elevation"), QStringLiteral("--db"), s_db,
                    QStringLiteral("-o"), pdf});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile f(pdf);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF"));
    EXPECT_EQ(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") +
                  bytes.count("/Type /Page "),
              137);
    const QString svg = s_dir->filePath(QStringLiteral("racks.svg"));
    r = cli({QStringLiteral("rack-elevation"), QStringLiteral("--db"), s_db,
             QStringLiteral("--rack"), QStringLiteral("kc1-01-01"), QStringLiteral("-o"), svg});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(readFile(svg).contains(QStringLiteral("kc1-01-01")));
}

TEST_F(CliPlans, CablingCsvHasOneRowPerCable)
{
    const QString csv = s_dir->filePath(QStringLiteral("cabling.csv"));
    const Result r =
        cli({QStringLiteral("export"), QStringLiteral("--db"), s_db, QStringLiteral("--format"),
             QStringLiteral("cabling-csv"), QStringLiteral("-o"), csv});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = readFile(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_EQ(lines.size(), 1 + 4088); // header + every cable
}

TEST_F(CliPlans, TraceFollowsANodePortToItsLeaf)
{
    const Result r = cli({QStringLiteral("trace"), QStringLiteral("--db"), s_db,
                          QStringLiteral("gpu001"), QStringLiteral("ib0")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("leaf"))) << r.out.toStdString();
}

namespace {

/// True when process `pid` holds a lock on the file `path` (Linux /proc/locks: SQLite keeps a
/// shared lock on the "-shm" file of a WAL database for as long as a connection has it open).
bool holdsLockOn(qint64 pid, const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return false;
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly))
        return false;
    // "1: POSIX  ADVISORY  READ 4711 08:01:1234567 128 128": pid, then major:minor:inode (hex).
    const QString inode = QStringLiteral(":%1 ").arg(quint64(st.st_ino));
    const QString device = QStringLiteral(" %1:%2:")
                               .arg(major(st.st_dev), 2, 16, QLatin1Char('0'))
                               .arg(minor(st.st_dev), 2, 16, QLatin1Char('0'));
    for (const QString &line : QString::fromLatin1(locks.readAll()).split(QLatin1Char('\n')))
        if (line.contains(QStringLiteral(" %1 ").arg(pid)) && line.contains(inode) &&
            line.contains(device))
            return true;
    return false;
}

} // namespace

// The reported stale-writer case: `import --replace` in one process and `ipam-allocate` in another
// started while the first ran. Both read the same design; the one that writes second is refused
// ("changed by another program since it was read") and the file holds the first one's result.
TEST(Cli, AStaleWriterIsRefusedAndTheFileKeepsTheFirstWrite)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("stale.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    const QString rules = dir.filePath(QStringLiteral("rules.yaml"));
    writeFile(rules, "rules:\n"
                     "  - name: rails\n"
                     "    plane: compute\n"
                     "    prefix: 10.10.0.0/16\n"
                     "    per: rail\n"
                     "    subnet_length: 24\n"
                     "    purpose: rail\n");
    // The replacement: the same cluster under another name.
    const QString oldName = QStringLiteral("Small example cluster");
    QString text = readFile(kExample);
    ASSERT_TRUE(text.contains(QStringLiteral("\nname: ") + oldName + QLatin1Char('\n')));
    text.replace(QStringLiteral("\nname: ") + oldName + QLatin1Char('\n'),
                 QStringLiteral("\nname: replaced\n"));
    const QString yaml = dir.filePath(QStringLiteral("replaced.yaml"));
    writeFile(yaml, text.toUtf8());

    // Hold the file's write lock, so that both programs read the design and then wait to write
    // (SQLite's busy timeout is 5 s), as when the import's write is still running.
    ry::store::sqlite::Database lock(db, ry::store::sqlite::Database::Mode::OpenExisting);
    lock.exec("BEGIN IMMEDIATE");
    QProcess import, ipam;
    import.start(QStringLiteral(RAILYARD_CLI), {QStringLiteral("import"), QStringLiteral("--db"),
                                                db, QStringLiteral("--replace"), yaml});
    ipam.start(QStringLiteral(RAILYARD_CLI),
               {QStringLiteral("ipam-allocate"), QStringLiteral("--db"), db,
                QStringLiteral("--rules"), rules});
    ASSERT_TRUE(import.waitForStarted() && ipam.waitForStarted());
    // Both have the file open (and so have read it) ...
    const QString shm = db + QStringLiteral("-shm");
    for (int i = 0;
         i < 300 && !(holdsLockOn(import.processId(), shm) && holdsLockOn(ipam.processId(), shm));
         ++i)
        QThread::msleep(10);
    EXPECT_TRUE(holdsLockOn(import.processId(), shm));
    EXPECT_TRUE(holdsLockOn(ipam.processId(), shm));
    QThread::msleep(1000); // ... and loaded the design (milliseconds after opening)
    lock.exec("ROLLBACK");
    ASSERT_TRUE(import.waitForFinished(60000) && ipam.waitForFinished(60000));
    const QString importErr = QString::fromUtf8(import.readAllStandardError());
    const QString ipamErr = QString::fromUtf8(ipam.readAllStandardError());
    const QString stale =
        QStringLiteral("changed by another program since it was read: reload and retry");
    // Exactly one wins the lock first; the other is refused with the message, exit code 3.
    const bool importWon = import.exitCode() == 0;
    const bool ipamWon = ipam.exitCode() == 0;
    ASSERT_NE(importWon, ipamWon) << importErr.toStdString() << ipamErr.toStdString();
    const auto doc = ry::store::Document::open(db);
    if (importWon) {
        EXPECT_EQ(ipam.exitCode(), 3);
        EXPECT_TRUE(ipamErr.contains(stale)) << ipamErr.toStdString();
        EXPECT_TRUE(ipamErr.contains(db)) << ipamErr.toStdString();
        EXPECT_EQ(doc->design().name, QStringLiteral("replaced"));
        EXPECT_EQ(doc->design().ipAddresses.size(), 4u); // the imported file's 4 BMC addresses
    } else {
        EXPECT_EQ(import.exitCode(), 3);
        EXPECT_TRUE(importErr.contains(stale)) << importErr.toStdString();
        EXPECT_EQ(doc->design().name, oldName);
        // The example's 4 BMC addresses (ip_addresses:) plus one per rail port: 4 GPU nodes x 8
        // rail ports (ib0..ib7) of resources/examples/small-cluster.yaml.
        EXPECT_EQ(doc->design().ipAddresses.size(), 4u + 4u * 8u);
    }
    // The file is whole: it validates.
    EXPECT_EQ(cli({QStringLiteral("validate"), QStringLiteral("--db"), db}).code, 0);
}

// Issue 13 point 4: `validate FILE` prints the reader's unknown-key warnings (it used to drop
// them), and lengths given in feet come back in feet through init, info, bom and export.
TEST(Cli, ValidateFilePrintsUnknownKeysAndLengthsKeepTheirUnit)
{
    QTemporaryDir dir;
    const QByteArray text = R"(railyard: 1
device_types:
  - slug: node
    manufacturer: Test
    model: Node
    ports:
      - {name: p0, type: 100gbase-x-qsfp28, speed_gbps: 100}
      - {name: p1, type: 100gbase-x-qsfp28, speed_gbps: 100}
devices:
  - name: a
    role: gpu-node
    type: node
  - name: b
    role: gpu-node
    type: node
cables:
  - label: C0
    a: [a, p0]
    b: [b, p0]
    medium: dac
    length: 10
    length_unit: ft
  - label: C1
    a: [a, p1]
    b: [b, p1]
    medium: dac
)";
    const QString yaml = dir.filePath(QStringLiteral("len.yaml"));
    writeFile(yaml, text);
    QByteArray withUnknown = text;
    withUnknown.replace("    length_unit: ft\n", "    length_unit: ft\n    lid_colour: red\n");
    const QString unknown = dir.filePath(QStringLiteral("unknown.yaml"));
    writeFile(unknown, withUnknown);

    Result r = cli({QStringLiteral("validate"), unknown});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("warning: %1:23:5: cables[0].lid_colour: Unknown key ignored.")
            .arg(unknown)))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("0 errors, 1 warnings"))) << r.out.toStdString();

    const QString db = dir.filePath(QStringLiteral("len.railyard"));
    r = cli({QStringLiteral("init"), db, QStringLiteral("--from"), yaml});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("info"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // 10 ft known, C1 unknown: a lower bound, in the unit the known cable was given in.
    EXPECT_TRUE(
        r.out.contains(QRegularExpression(QStringLiteral("Cable length:\\s+at least 10 ft\\n"))))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("without length:\\s+1\\n"))));
    r = cli({QStringLiteral("bom"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("dac (100G) 10 ft"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("dac (100G) unknown length")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Total cable length: at least 10 ft")));
    const QString out = dir.filePath(QStringLiteral("out.yaml"));
    r = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
             QStringLiteral("yaml"), QStringLiteral("-o"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(readFile(out).endsWith(QString::fromUtf8(text.mid(text.indexOf("cables:")))))
        << readFile(out).toStdString();
}
