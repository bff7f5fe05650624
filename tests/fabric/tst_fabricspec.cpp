// FabricSpec YAML: canonical emission, round trips, and errors with file:line:column.
// Sections (§) and sources (FAB-n) cited below are those of docs/references/fabric.md.

#include "fabric/fabricspec.h"
#include "fabric/generator.h"
#include "fabrictesthelpers.h"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

using namespace ry;
using namespace ry::fabric;
using namespace ry::fabric::test;

namespace {

/// A spec with a non-default value in (nearly) every field.
FabricSpec richSpec()
{
    FabricSpec s;
    s.name = QStringLiteral("rich \"spec\": with: colons");
    NodeGroup a;
    a.name = QStringLiteral("h100");
    a.nodeType = QStringLiteral("dgx-h100");
    a.count = 127;
    a.gpusPerNode = 8;
    a.cpusPerNode = 2;
    a.nicsPerNode = 8;
    a.plane = QStringLiteral("ndr");
    a.namePrefix = QStringLiteral("dgx");
    NodeGroup b = a;
    b.name = QStringLiteral("b200");
    b.nodeType = QStringLiteral("hgx-b200");
    b.count = 31;
    b.namePrefix = QStringLiteral("b");
    s.groups = {a, b};
    ComputePlaneSpec p;
    p.name = QStringLiteral("ndr");
    p.technology = Technology::InfinibandXdr;
    p.portSpeedGbps = 400;
    p.topology = Topology::Nvl72;
    p.scaleOut = Topology::RailOnly;
    p.leafType = QStringLiteral("qm9700");
    p.spineType = QStringLiteral("q3400");
    p.coreType = QStringLiteral("q3400");
    p.radix = 60;
    p.nodesPerSu = 30;
    p.tiers = 3;
    p.minimumSpines = true;
    p.railSpineGroups = true;
    p.oversubscription = {Ratio{2, 1}, Ratio{3, 2}};
    p.twinPortNodes = true;
    p.twinPortSwitches = true;
    p.reservedLeafPorts = 2;
    p.reservedNodeSlots = 1;
    p.managerType = QStringLiteral("ufm");
    p.managers = 4;
    p.managerLinks = 4;
    p.targetNodes = 1024;
    p.nodePorts = PortSelector{QStringLiteral("infiniband-ndr"), QStringLiteral("ib")};
    s.computePlanes = {p};
    s.storage.enabled = true;
    s.storage.leafType = QStringLiteral("qm9700");
    s.storage.spineType = QStringLiteral("qm9700");
    s.storage.portsPerNode = 2;
    s.storage.oversubscription = Ratio{4, 3};
    s.oob.enabled = true;
    s.oob.leafType = QStringLiteral("sn2201");
    s.oob.uplinkSpeedGbps = 100;
    s.supernode.switchTrayType = QStringLiteral("nvlink-tray");
    s.supernode.scaleUpGBpsPerGpu = 900;
    s.supernode.ubPorts.type = QStringLiteral("other");
    s.placement.site = QStringLiteral("kc1");
    s.placement.racksPerRow = 16;
    s.placement.rackUnits = 48;
    s.placement.rackWidthM = 0.8;
    s.placement.powerBudgetKw = 28.6;
    s.placement.coolingKw = 30.1;
    s.placement.budgetTypicalPower = true;
    s.placement.nodesPerRack = 2;
    s.placement.reservedUnits = 2;
    s.placement.networkRacks = NetworkRackPosition::Middle;
    s.placement.suAligned = false;
    s.placement.pduType = QStringLiteral("pdu");
    s.placement.pdusPerRack = 2;
    s.placement.powerCables = true;
    s.placement.pduAvailablePowerKw = 8.646;
    s.placement.nodeName = QStringLiteral("{site}-{prefix}{index:04}");
    s.cabling.rowPitchM = 3.3;
    s.cabling.slackM = 0.7;
    s.cabling.lengthsM = {0.5, 1, 2.5, 10, 33.3};
    s.cabling.media = {MediumRule{400, 2.5, 0, Medium::AOC, 30, 500}};
    return s;
}

ry::Error parseError(const QString &yaml, const QString &file = QStringLiteral("bad.yaml"))
{
    try {
        parseFabricSpecText(yaml, file);
    } catch (const ry::Error &e) {
        return e;
    }
    ADD_FAILURE() << "no error for:\n" << yaml.toStdString();
    return ry::Error(QString());
}

const char *kMinimal = "name: m\n"
                       "groups:\n"
                       "  - name: a\n"
                       "    node-type: dgx-h100\n"
                       "    count: 4\n"
                       "compute-planes:\n"
                       "  - leaf-type: qm9700\n";

} // namespace

TEST(FabricSpec, EmitParseRoundTripIsExactAndStable)
{
    const FabricSpec s = richSpec();
    const QString y1 = emitFabricSpec(s);
    const FabricSpec back = parseFabricSpecText(y1, QStringLiteral("rich.yaml"));
    EXPECT_TRUE(back == s);
    EXPECT_EQ(emitFabricSpec(back), y1); // byte-identical
    // Defaults too.
    const FabricSpec m =
        parseFabricSpecText(QString::fromLatin1(kMinimal), QStringLiteral("m.yaml"));
    const QString ym = emitFabricSpec(m);
    EXPECT_TRUE(parseFabricSpecText(ym, QStringLiteral("m.yaml")) == m);
    EXPECT_EQ(emitFabricSpec(parseFabricSpecText(ym, QStringLiteral("m.yaml"))), ym);
}

// A group asked for by GPUs keeps `gpus` (not a node count) in the canonical text, so that the
// design file says what was asked for; parse(emit(x)) == x still holds.
TEST(FabricSpec, GpusInsteadOfCountRoundTrips)
{
    QString yaml = QString::fromLatin1(kMinimal);
    yaml.replace(QStringLiteral("    count: 4\n"), QStringLiteral("    gpus: 100000\n"));
    const FabricSpec s = parseFabricSpecText(yaml, QStringLiteral("g.yaml"));
    ASSERT_EQ(s.groups.size(), 1u);
    EXPECT_EQ(s.groups[0].gpus, 100000);
    EXPECT_EQ(s.groups[0].count, 0);
    const QString text = emitFabricSpec(s);
    EXPECT_TRUE(text.contains(QStringLiteral("\n    gpus: 100000\n"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("count:"))) << text.toStdString();
    EXPECT_TRUE(parseFabricSpecText(text, QStringLiteral("g.yaml")) == s);
    EXPECT_EQ(emitFabricSpec(parseFabricSpecText(text, QStringLiteral("g.yaml"))), text);
}

TEST(FabricSpec, DefaultsOfAMinimalSpec)
{
    const FabricSpec m =
        parseFabricSpecText(QString::fromLatin1(kMinimal), QStringLiteral("m.yaml"));
    ASSERT_EQ(m.computePlanes.size(), 1u);
    const ComputePlaneSpec &p = m.computePlanes[0];
    EXPECT_EQ(p.name, QStringLiteral("compute"));
    EXPECT_EQ(p.technology, Technology::InfinibandNdr);
    EXPECT_EQ(p.topology, Topology::RailOptimizedFatTree);
    EXPECT_EQ(p.tiers, 0);
    EXPECT_FALSE(p.minimumSpines); // spine-sizing: even
    EXPECT_TRUE(parseFabricSpecText(QString::fromLatin1(kMinimal) +
                                        QStringLiteral("    spine-sizing: minimum\n"),
                                    QStringLiteral("m.yaml"))
                    .computePlanes[0]
                    .minimumSpines);
    EXPECT_FALSE(m.storage.enabled);
    EXPECT_EQ(m.placement.rackUnits, 42);
    EXPECT_EQ(m.cabling.lengthsM, defaultCableLengths());
    EXPECT_EQ(defaultPortSpeedGbps(Technology::InfinibandNdr), 400); // FAB-1: NDR 400 Gb/s
    EXPECT_EQ(defaultPortSpeedGbps(Technology::InfinibandXdr), 800);
}

TEST(FabricSpec, CanonicalTextLooksAsDocumented)
{
    const QString y = emitFabricSpec(
        parseFabricSpecText(QString::fromLatin1(kMinimal), QStringLiteral("m.yaml")));
    EXPECT_TRUE(y.startsWith(
        QStringLiteral("name: \"m\"\ngroups:\n  - name: \"a\"\n    node-type: \"dgx-h100\"\n")))
        << y.toStdString();
    EXPECT_TRUE(y.contains(QStringLiteral("    tiers: auto\n")));
    EXPECT_TRUE(y.contains(QStringLiteral("    spine-sizing: even\n")));
    EXPECT_TRUE(y.contains(QStringLiteral("  rack-width-m: 0.6\n")));
    EXPECT_TRUE(y.contains(QStringLiteral(
        "  lengths-m: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 15, 20, 25, 30, 40, 50, 70, 100]\n")));
}

TEST(FabricSpec, ReadsTheKakaoDataFile)
{
    const YAML::Node root = YAML::LoadFile(TEST_DATA_DIR "/fabric/kakao-b200.yaml");
    const FabricSpec s = parseFabricSpec(root["fabric"], QStringLiteral("kakao-b200.yaml"));
    EXPECT_EQ(s.name, QStringLiteral("kakao-b200"));
    ASSERT_EQ(s.groups.size(), 1u);
    EXPECT_EQ(s.groups[0].count, 255);
    EXPECT_TRUE(s.computePlanes[0].twinPortSwitches);
    EXPECT_EQ(s.placement.networkRacks, NetworkRackPosition::Middle);
    EXPECT_DOUBLE_EQ(s.placement.powerBudgetKw, 30);
}

TEST(FabricSpec, UnknownKeyNamesFileLineColumnAndField)
{
    const YAML::Node root = YAML::LoadFile(TEST_DATA_DIR "/fabric/bad-unknown-key.yaml");
    try {
        parseFabricSpec(root["fabric"], QStringLiteral("bad-unknown-key.yaml"));
        FAIL() << "expected an error";
    } catch (const ry::Error &e) {
        EXPECT_EQ(e.location().file, QStringLiteral("bad-unknown-key.yaml"));
        EXPECT_EQ(e.location().line, 7);
        EXPECT_EQ(e.location().column, 7);
        EXPECT_EQ(e.field(), QStringLiteral("groups[0].colour"));
        EXPECT_EQ(e.describe(),
                  QStringLiteral("bad-unknown-key.yaml:7:7: groups[0].colour: unknown key"));
    }
}

TEST(FabricSpec, BadValuesGiveClearErrors)
{
    QString base = QString::fromLatin1(kMinimal);
    {
        const ry::Error e = parseError(base + QStringLiteral("    spine-sizing: fewest\n"));
        EXPECT_EQ(e.location().line, 8);
        EXPECT_EQ(e.field(), QStringLiteral("compute-planes[0].spine-sizing"));
        EXPECT_TRUE(e.message().contains(QStringLiteral("expected even or minimum"))) << e.what();
    }
    {
        const ry::Error e = parseError(base + QStringLiteral("    tiers: 5\n"));
        EXPECT_EQ(e.location().line, 8);
        EXPECT_EQ(e.location().column, 12);
        EXPECT_EQ(e.field(), QStringLiteral("compute-planes[0].tiers"));
        EXPECT_TRUE(e.message().contains(QStringLiteral("expected auto, 1, 2 or 3"))) << e.what();
    }
    {
        const ry::Error e =
            parseError(base + QStringLiteral("    oversubscription: [\"1:1\", \"2-1\"]\n"));
        EXPECT_EQ(e.field(), QStringLiteral("compute-planes[0].oversubscription[1]"));
        EXPECT_EQ(e.location().line, 8);
        EXPECT_EQ(e.location().column, 31);
    }
    {
        const ry::Error e = parseError(base + QStringLiteral("    topology: torus\n"));
        EXPECT_TRUE(e.message().contains(
            QStringLiteral("rail-optimized-fat-tree, fat-tree, rail-only, nvl72, cloudmatrix")))
            << e.what();
    }
    {
        const ry::Error e =
            parseError(QStringLiteral("name: x\ngroups:\n  - name: a\n    node-type: t\n    count: "
                                      "many\ncompute-planes:\n  - leaf-type: q\n"));
        EXPECT_EQ(e.field(), QStringLiteral("groups[0].count"));
        EXPECT_EQ(e.location().line, 5);
        EXPECT_TRUE(e.message().contains(QStringLiteral("whole number")));
    }
    {
        // Nodes or GPUs, one of the two (docs/fabric-spec.md "Asking for GPUs").
        const ry::Error both =
            parseError(QStringLiteral("name: x\ngroups:\n  - name: a\n    node-type: t\n    count: "
                                      "4\n    gpus: 32\ncompute-planes:\n  - leaf-type: q\n"));
        EXPECT_EQ(both.field(), QStringLiteral("groups[0].gpus"));
        EXPECT_EQ(both.location().line, 6);
        EXPECT_TRUE(both.message().contains(QStringLiteral("either count (nodes) or gpus")))
            << both.what();
        const ry::Error neither =
            parseError(QStringLiteral("name: x\ngroups:\n  - name: a\n    node-type: "
                                      "t\ncompute-planes:\n  - leaf-type: q\n"));
        EXPECT_EQ(neither.field(), QStringLiteral("groups[0].count"));
        EXPECT_TRUE(neither.message().contains(QStringLiteral("count (nodes) or gpus")))
            << neither.what();
        const ry::Error zero =
            parseError(QStringLiteral("name: x\ngroups:\n  - name: a\n    node-type: t\n    gpus: "
                                      "0\ncompute-planes:\n  - leaf-type: q\n"));
        EXPECT_EQ(zero.field(), QStringLiteral("groups[0].gpus"));
    }
    {
        const ry::Error e =
            parseError(QStringLiteral("name: x\ncompute-planes:\n  - leaf-type: q\n"));
        EXPECT_EQ(e.field(), QStringLiteral("groups"));
        EXPECT_EQ(e.location().line, 1);
        EXPECT_TRUE(e.message().contains(QStringLiteral("missing required key")));
    }
    {
        const ry::Error e =
            parseError(base + QStringLiteral("placement:\n  power-budget-kw: -3\n"));
        EXPECT_EQ(e.field(), QStringLiteral("placement.power-budget-kw"));
        EXPECT_EQ(e.location().line, 9);
    }
    {
        const ry::Error e = parseError(QStringLiteral("name: [unclosed\n"));
        EXPECT_TRUE(e.message().startsWith(QStringLiteral("YAML syntax error"))) << e.what();
        EXPECT_GT(e.location().line, 0);
    }
    {
        const ry::Error e = parseError(base + QStringLiteral("cabling:\n  lengths-m: [1, 3, 2]\n"));
        EXPECT_EQ(e.field(), QStringLiteral("cabling.lengths-m[2]"));
    }
}

TEST(FabricSpec, ImpossibleSpecsFailInGenerateWithTheField)
{
    const auto types = deviceTypes();
    auto generateError = [&](const FabricSpec &s) {
        try {
            generate(s, types);
        } catch (const ry::Error &e) {
            return e;
        }
        ADD_FAILURE() << "no error";
        return ry::Error(QString());
    };
    {
        FabricSpec s = superpodSpec(64);
        s.computePlanes[0].leafType = QStringLiteral("qm9800");
        const ry::Error e = generateError(s);
        EXPECT_EQ(e.field(), QStringLiteral("compute-planes[0].leaf-type"));
        EXPECT_EQ(e.message(), QStringLiteral("unknown device type slug \"qm9800\""));
    }
    {
        FabricSpec s = superpodSpec(64);
        s.computePlanes[0].nodesPerSu = 40; // 40 down + 40 up > 64
        const ry::Error e = generateError(s);
        EXPECT_TRUE(e.message().contains(QStringLiteral("radix 64 of \"qm9700\" is too small")))
            << e.what();
    }
    {
        // 100,000 GPUs on radix 64 exceed the k^3/4 = 65,536 limit of three tiers (§5).
        FabricSpec s = superpodSpec(12500);
        const ry::Error e = generateError(s);
        EXPECT_EQ(e.field(), QStringLiteral("compute-planes[0].tiers"));
        EXPECT_TRUE(e.message().contains(QStringLiteral("more than 3 tiers"))) << e.what();
    }
    {
        FabricSpec s = superpodSpec(512); // 16 SU = 128 leaves > 64
        s.computePlanes[0].tiers = 2;
        const ry::Error e = generateError(s);
        EXPECT_TRUE(e.message().contains(QStringLiteral("2 tiers cannot join 128 leaves")))
            << e.what();
    }
    {
        FabricSpec s = superpodSpec(32, QStringLiteral("hgx-b200"));
        s.placement.powerBudgetKw = 10; // a 14.3 kW node
        const ry::Error e = generateError(s);
        EXPECT_EQ(e.field(), QStringLiteral("placement"));
        EXPECT_TRUE(e.message().contains(QStringLiteral("does not fit"))) << e.what();
    }
    {
        FabricSpec s = superpodSpec(32);
        s.groups[0].plane = QStringLiteral("nope");
        EXPECT_EQ(generateError(s).field(), QStringLiteral("groups[0].plane"));
    }
    {
        FabricSpec s = superpodSpec(32);
        s.groups[0].nicsPerNode = 11; // the type has 10 ports at 400 Gb/s (8 NDR + 2 storage)
        EXPECT_TRUE(
            generateError(s).message().contains(QStringLiteral("has 10 ports at 400 Gb/s for 11")));
    }
    {
        FabricSpec s = superpodSpec(32);
        s.placement.nodeName = QStringLiteral("{prefix}{idx}");
        const ry::Error e = generateError(s);
        EXPECT_EQ(e.field(), QStringLiteral("placement.node-name"));
        EXPECT_TRUE(e.message().contains(QStringLiteral("unknown placeholder \"{idx}\"")));
    }
}

TEST(FabricSpec, NameTemplates)
{
    EXPECT_EQ(expandNameTemplate(QStringLiteral("{prefix}{index:03}"),
                                 {{QStringLiteral("prefix"), QStringLiteral("gpu")}},
                                 {{QStringLiteral("index"), 7}}),
              QStringLiteral("gpu007"));
    EXPECT_EQ(expandNameTemplate(QStringLiteral("{site}-{row}-{rack:02}"),
                                 {{QStringLiteral("site"), QStringLiteral("kc1")}},
                                 {{QStringLiteral("row"), 3}, {QStringLiteral("rack"), 4}}),
              QStringLiteral("kc1-3-04"));
    EXPECT_THROW(expandNameTemplate(QStringLiteral("{index"), {}, {}), ry::Error);
    EXPECT_THROW(expandNameTemplate(QStringLiteral("{site:02}"), {}, {}), ry::Error);
}
