#include "io/designyaml.h"
#include "io/yamlemit.h"
#include "model/validator.h"
#include "store/document.h"
#include "testdesigns.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <random>

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
        auto doc = store::Document::create(db);
        doc->replaceAll(designyaml::read(original, kExample), QStringLiteral("import"), {});
    }
    const QString exported = designyaml::write(store::Document::open(db)->design());
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
        auto doc = store::Document::create(db1);
        doc->replaceAll(d, QStringLiteral("import"), {});
    }
    const Design first = withoutLog(store::Document::open(db1)->design());
    const QString yaml = designyaml::write(first);
    {
        auto doc = store::Document::create(db2);
        doc->replaceAll(designyaml::read(yaml, QStringLiteral("mem.yaml")),
                        QStringLiteral("import"), {});
    }
    const Design second = withoutLog(store::Document::open(db2)->design());
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
    EXPECT_EQ(e.location().line, 23); // the second device's entry
    EXPECT_EQ(e.message(), QStringLiteral("n1: Another device has the same name."));

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

// The streamed reader (issue 13, pt 5) reads the top-level keys as they come when they are in
// the writer's order, and the whole file otherwise: any order gives the same design.
TEST(DesignYaml, TopLevelKeysInAnyOrderGiveTheSameDesign)
{
    const QString text = readAll(kExample);
    const QString once = designyaml::write(designyaml::read(text, QStringLiteral("a.yaml")));
    // Split the written file at its top-level keys and put them in reverse order.
    QStringList parts;
    for (const QString &line : once.split(QLatin1Char('\n'))) {
        if (parts.isEmpty() || (!line.isEmpty() && !line.startsWith(QLatin1Char(' '))))
            parts << QString();
        parts.last() += line + QLatin1Char('\n');
    }
    ASSERT_GT(parts.size(), 5);
    std::reverse(parts.begin(), parts.end());
    const QString reversed = parts.join(QString());
    ASSERT_NE(reversed, once);
    EXPECT_EQ(designyaml::write(designyaml::read(reversed, QStringLiteral("b.yaml"))), once);
}

// Anchors and aliases work as with yaml-cpp's node tree (an alias is the anchored node); a
// merge key `<<` is an unknown key, reported and ignored (yaml-cpp 0.7 has no merge keys).
TEST(DesignYaml, AnchorsAliasesAndMergeKeysBehaveAsBefore)
{
    QString text = QString::fromLatin1(kMinimal);
    text.replace(QStringLiteral("    role: gpu-node\n"), QStringLiteral("    role: &r gpu-node\n"));
    text += QStringLiteral("  - name: n2\n    role: *r\n    type: node\n    rack: A01\n"
                           "    position: 3\n    <<: {serial: S1}\n");
    Diagnostics warnings;
    const Design d = designyaml::read(text, QStringLiteral("a.yaml"), &warnings);
    ASSERT_EQ(d.devices.size(), 2u);
    EXPECT_EQ(d.devices.items()[1].role, QStringLiteral("gpu-node"));
    EXPECT_EQ(d.devices.items()[1].serial, QString());
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].field, QStringLiteral("devices[1].<<"));
    EXPECT_EQ(warnings[0].location.line, 28);

    const Error e = parseError(QString::fromLatin1(kMinimal) + QStringLiteral("    serial: *x\n"));
    EXPECT_EQ(e.message(), QStringLiteral("Not valid YAML: the referenced anchor is not defined"));
    EXPECT_EQ(e.location().line, 23);
    EXPECT_EQ(e.location().column, 13);
}

// A file over 1 MB is parsed on a thread of its own: the same design, warnings and errors.
TEST(DesignYaml, LargeFilesReadAheadGiveTheSameResults)
{
    QString pad = QStringLiteral("padding:\n");
    while (pad.size() < 1200 * 1024)
        pad += QStringLiteral("  - [a, bb, ccc, dddd, eeeee, ffffff, ggggggg, hhhhhhhh]\n");
    const QString small = readAll(kExample);
    const QString large = small + pad;
    Diagnostics warnings;
    const Design d = designyaml::read(large, QStringLiteral("l.yaml"), &warnings);
    EXPECT_EQ(designyaml::write(d),
              designyaml::write(designyaml::read(small, QStringLiteral("s"))));
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].field, QStringLiteral("padding"));

    // A syntax error at the very end wins over a design error earlier, as in a small file.
    QString broken = large;
    broken.replace(QStringLiteral("type: "), QStringLiteral("type: no-such-type-"));
    const Error semantic = parseError(broken);
    EXPECT_TRUE(semantic.message().contains(QStringLiteral("No device type named")));
    const Error syntax = parseError(broken + QStringLiteral("  - [unclosed\n"));
    EXPECT_TRUE(syntax.message().startsWith(QStringLiteral("Not valid YAML")));
    EXPECT_GT(syntax.location().line, 20000);

    // The two scans of the whole text (the nesting limit, libyaml's line breaks against
    // yaml-cpp's) run beside the parse on a large file; their verdicts still come first.
    const QString deep = QStringLiteral("deep: ") + QString(70, QLatin1Char('[')) +
                         QString(70, QLatin1Char(']')) + QStringLiteral("\n");
    const Error tooDeep = parseError(broken + deep);
    EXPECT_TRUE(tooDeep.message().contains(QStringLiteral("deeper than 64")))
        << tooDeep.describe().toStdString();
    EXPECT_EQ(tooDeep.location().line, int(broken.count(QLatin1Char('\n'))) + 1);
    // After a lone CR, libyaml starts a line and yaml-cpp 0.7 does not: `zzz` is a key to
    // libyaml and part of the comment to yaml-cpp, whose reading (no warning) is the one kept.
    const QString cr = QStringLiteral("# a comment\rzzz: 1\n");
    Diagnostics smallWarnings, largeWarnings;
    const Design s2 = designyaml::read(small + cr, QStringLiteral("s"), &smallWarnings);
    const Design l2 = designyaml::read(large + cr, QStringLiteral("l"), &largeWarnings);
    EXPECT_TRUE(smallWarnings.empty());
    ASSERT_EQ(largeWarnings.size(), 1u);
    EXPECT_EQ(largeWarnings[0].field, QStringLiteral("padding"));
    EXPECT_EQ(designyaml::write(l2), designyaml::write(s2));
}

// The direct writer writes a text as it is only where yaml-cpp's emitter would too.
TEST(DesignYaml, PlainTextIsWrittenAsYamlCppWritesIt)
{
    const auto yamlCpp = [](const std::string &t, bool flow) {
        YAML::Emitter e;
        if (flow)
            e << YAML::Flow;
        e << YAML::BeginSeq << t << YAML::EndSeq;
        const std::string out(e.c_str(), e.size());
        return flow ? out.substr(1, out.size() - 2) : out.substr(2);
    };
    std::vector<std::string> texts = {
        "gpu001", "sw36p2",      "0000:5e:00.0", "10.0.0.1/24", "-5",  "1e-05",
        "a b",    "true",        "yes",          "null",        "~",   "",
        "a: b",   "a #b",        "a,b",          "-",           "- a", "a ",
        " a",     "x:",          "{a}",          "[b]",         "'q'", "\"q\"",
        "a\tb",   "line\nbreak", "\xea\xb0\x80"};
    std::mt19937 rng(13);
    const std::string alphabet = "ab1 -_.:,#'\"{}[]&*!|>%@`?/()+=~\t\\";
    for (int i = 0; i < 3000; ++i) {
        std::string t;
        for (int k = int(rng() % 6); k >= 0; --k)
            t += alphabet[rng() % alphabet.size()];
        texts.push_back(t);
    }
    int plain = 0;
    for (const std::string &t : texts)
        for (const bool flow : {false, true}) {
            EXPECT_EQ(yamlemit::formatScalar(t, flow), yamlCpp(t, flow)) << t;
            plain += yamlemit::isSafePlain(t, flow);
        }
    EXPECT_GT(plain, 300); // the fast path is taken
}
