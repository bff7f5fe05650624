#include "io/designyaml.h"
#include "model/validator.h"
#include "store/document.h"
#include "testdesigns.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

const QString kExample = QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml");

QString readAll(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QString::fromUtf8(f.readAll());
}

Design withoutLog(Design d)
{
    d.changeLog.clear();
    return d;
}

/// Parses `text` expecting an error; returns it.
Error parseError(const QString &text)
{
    try {
        designyaml::read(text, QStringLiteral("bad.yaml"));
    } catch (const Error &e) {
        return e;
    }
    ADD_FAILURE() << "no error for:\n" << text.toStdString();
    return Error(QString());
}

const char *kMinimal = R"(railyard: 1
device_types:
  - slug: node
    manufacturer: Test
    model: Node
    u_height: 2
    ports:
      - {name: eth0, type: 100gbase-x-qsfp28, speed_gbps: 100}
sites:
  - name: dc1
    rooms:
      - name: hall
        rows:
          - name: r1
            racks:
              - name: A01
devices:
  - name: n1
    role: gpu-node
    type: node
    rack: A01
    position: 1
)";

} // namespace

TEST(DesignYaml, BundledExampleLoadsValidatesAndHasTheStatedContent)
{
    Diagnostics warnings;
    const Design d = designyaml::readFile(kExample, &warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_TRUE(Validator(d).validateAll().empty());
    // Stated in the file's description and scripts/make-small-example.py: 2 racks, 4 HGX B200
    // nodes (8 GPUs each), 2 leaves, 1 management switch, 32 compute + 4 BMC cables, 4 BMC IPs.
    EXPECT_EQ(d.racks.size(), 2u);
    EXPECT_EQ(d.devices.size(), 7u);
    EXPECT_EQ(d.cables.size(), 36u);
    EXPECT_EQ(d.ipAddresses.size(), 4u);
    EXPECT_EQ(d.rails.size(), 8u);
    const Device *n3 = d.deviceByName(QStringLiteral("node03"));
    ASSERT_TRUE(n3);
    EXPECT_EQ(d.racks.find(n3->rackId)->name, QStringLiteral("A02"));
    const Port *ib5 =
        d.ports.find(test::portId(d, QStringLiteral("node03"), QStringLiteral("ib5")));
    ASSERT_TRUE(ib5);
    EXPECT_EQ(ib5->rail, 5);
    EXPECT_EQ(ib5->speedGbps, 400);
    EXPECT_EQ(d.planes.find(ib5->planeId)->name, QStringLiteral("compute"));
}

TEST(DesignYaml, YamlToDatabaseToYamlIsByteIdentical)
{
    const QString original = readAll(kExample);
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("d.railyard"));
    {
        auto doc = Document::create(db);
        doc->replaceAll(designyaml::read(original, kExample), QStringLiteral("import"), {});
    }
    const QString exported = designyaml::write(Document::open(db)->design());
    EXPECT_EQ(exported.toStdString(), original.toStdString());
}

TEST(DesignYaml, DatabaseToYamlToDatabaseGivesEqualContent)
{
    // A design with every kind of object and non-default values, ids in file order.
    Design d = designyaml::readFile(kExample);
    Port *p = d.ports.find(test::portId(d, QStringLiteral("leaf-01"), QStringLiteral("P3.1")));
    p->description = QStringLiteral("to node01");
    p->mac = QStringLiteral("B8:CE:F6:00:00:01");
    Device *n = const_cast<Device *>(d.deviceByName(QStringLiteral("node02")));
    n->status = DeviceStatus::Failed;
    n->face = Face::Front;
    n->assetTag = QStringLiteral("AT-0002");
    QTemporaryDir dir;
    const QString db1 = dir.filePath(QStringLiteral("one.railyard"));
    const QString db2 = dir.filePath(QStringLiteral("two.railyard"));
    {
        auto doc = Document::create(db1);
        doc->replaceAll(d, QStringLiteral("import"), {});
    }
    const Design first = withoutLog(Document::open(db1)->design());
    const QString yaml = designyaml::write(first);
    {
        auto doc = Document::create(db2);
        doc->replaceAll(designyaml::read(yaml, QStringLiteral("mem.yaml")),
                        QStringLiteral("import"), {});
    }
    const Design second = withoutLog(Document::open(db2)->design());
    EXPECT_TRUE(second == first);
    EXPECT_EQ(designyaml::write(second).toStdString(), yaml.toStdString());
}

TEST(DesignYaml, PortsMissingFromTheTypeAndExtraPortsRoundTrip)
{
    Design d = designyaml::read(QString::fromLatin1(kMinimal), QStringLiteral("m.yaml"));
    const Id dev = d.deviceByName(QStringLiteral("n1"))->id;
    d.ports.remove(test::portId(d, QStringLiteral("n1"), QStringLiteral("eth0")));
    Port extra;
    extra.deviceId = dev;
    extra.name = QStringLiteral("ib9");
    extra.type = QStringLiteral("infiniband-ndr");
    extra.speedGbps = 400;
    extra.rail = 3;
    d.ports.add(extra);
    const QString yaml = designyaml::write(d);
    EXPECT_TRUE(yaml.contains(QStringLiteral("absent_ports: [eth0]")));
    const Design back = designyaml::read(yaml, QStringLiteral("m.yaml"));
    EXPECT_EQ(test::portId(back, QStringLiteral("n1"), QStringLiteral("eth0")), 0);
    const Port *ib9 =
        back.ports.find(test::portId(back, QStringLiteral("n1"), QStringLiteral("ib9")));
    ASSERT_TRUE(ib9);
    EXPECT_EQ(ib9->rail, 3);
    EXPECT_EQ(ib9->speedGbps, 400);
    EXPECT_EQ(designyaml::write(back), yaml);
}

TEST(DesignYaml, SyntaxErrorNamesFileLineAndColumn)
{
    const Error e = parseError(QStringLiteral("railyard: 1\ndevices:\n  - name: [n1\n"));
    EXPECT_EQ(e.location().file, QStringLiteral("bad.yaml"));
    EXPECT_EQ(e.location().line, 4);
    EXPECT_GT(e.location().column, 0);
    EXPECT_TRUE(e.message().contains(QStringLiteral("Not valid YAML")));
}

TEST(DesignYaml, WrongTypeNamesTheFieldLineAndColumn)
{
    QString text = QString::fromLatin1(kMinimal);
    text.replace(QStringLiteral("position: 1"), QStringLiteral("position: abc"));
    const Error e = parseError(text);
    EXPECT_EQ(e.field(), QStringLiteral("devices[0].position"));
    EXPECT_EQ(e.location().line, 22);
    EXPECT_EQ(e.location().column, 15);
    EXPECT_TRUE(e.message().contains(QStringLiteral("Expected a number, found \"abc\"")));
    EXPECT_EQ(e.describe(), QStringLiteral("bad.yaml:22:15: devices[0].position: Expected a "
                                           "number, found \"abc\"."));
}

TEST(DesignYaml, ListWhereAValueBelongsIsRejected)
{
    QString text = QString::fromLatin1(kMinimal);
    text.replace(QStringLiteral("    u_height: 2"), QStringLiteral("    u_height: [2]"));
    const Error e = parseError(text);
    EXPECT_EQ(e.field(), QStringLiteral("device_types[0].u_height"));
    EXPECT_EQ(e.location().line, 6);
}

TEST(DesignYaml, UnknownReferencesAndDuplicatesAreErrors)
{
    QString text = QString::fromLatin1(kMinimal);
    text.replace(QStringLiteral("rack: A01"), QStringLiteral("rack: Z99"));
    Error e = parseError(text);
    EXPECT_EQ(e.field(), QStringLiteral("devices[0].rack"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("No rack named \"Z99\"")));

    text = QString::fromLatin1(kMinimal) + QStringLiteral("  - name: n1\n    role: leaf\n"
                                                          "    type: node\n");
    e = parseError(text);
    EXPECT_EQ(e.field(), QStringLiteral("devices[1].name"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("defined twice")));

    text = QString::fromLatin1(kMinimal) +
           QStringLiteral("cables:\n  - {a: [n1, eth0], b: [n1, eth9], medium: dac}\n");
    e = parseError(text);
    EXPECT_EQ(e.field(), QStringLiteral("cables[0].b"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("has no port \"eth9\"")));
}

TEST(DesignYaml, BadEnumValueListsTheAllowedOnes)
{
    QString text = QString::fromLatin1(kMinimal) + QStringLiteral("    status: broken\n");
    const Error e = parseError(text);
    EXPECT_EQ(e.field(), QStringLiteral("devices[0].status"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("planned, staged, active, failed")));
}

TEST(DesignYaml, MissingOrFutureVersionIsRefused)
{
    Error e = parseError(QStringLiteral("name: x\n"));
    EXPECT_EQ(e.field(), QStringLiteral("railyard"));
    e = parseError(QStringLiteral("railyard: 7\n"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("not supported")));
    e = parseError(QStringLiteral("- just\n- a list\n"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("mapping")));
}

TEST(DesignYaml, UnknownKeysAreReportedNotFatal)
{
    QString text = QString::fromLatin1(kMinimal) + QStringLiteral("    colour_of_lid: red\n");
    Diagnostics warnings;
    const Design d = designyaml::read(text, QStringLiteral("w.yaml"), &warnings);
    EXPECT_EQ(d.devices.size(), 1u);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].field, QStringLiteral("devices[0].colour_of_lid"));
    EXPECT_EQ(warnings[0].location.line, 23);
}

TEST(DesignYaml, BinaryAndEmptyFilesGiveClearErrors)
{
    QTemporaryDir dir;
    const QString bin = dir.filePath(QStringLiteral("junk.yaml"));
    QFile f(bin);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("\x7f"
                       "ELF\0\0\x01\x02",
                       8));
    f.close();
    try {
        designyaml::readFile(bin);
        FAIL();
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, bin);
        EXPECT_TRUE(e.message().contains(QStringLiteral("binary")));
    }
    EXPECT_THROW(designyaml::read(QString(), QStringLiteral("empty.yaml")), Error);
    EXPECT_THROW(designyaml::readFile(dir.filePath(QStringLiteral("none.yaml"))), Error);
}

TEST(DesignYaml, EveryPrefixOfTheExampleParsesOrFailsCleanly)
{
    // Truncated files (a copy cut short) must give an Error, never crash.
    const QString text = readAll(kExample);
    int refused = 0;
    for (qsizetype n = 0; n < text.size(); n += 97) {
        try {
            designyaml::read(text.left(n), QStringLiteral("cut.yaml"));
        } catch (const Error &e) {
            EXPECT_EQ(e.location().file, QStringLiteral("cut.yaml"));
            ++refused;
        }
    }
    EXPECT_GT(refused, 0);
    EXPECT_NO_THROW(designyaml::read(text, QStringLiteral("whole.yaml")));
}
