// Multi-fibre trunks (issue 14 point 4): the fibre count and polarity type of a trunk between
// two cassettes, traced position by position, in the YAML file, the patch plan's trunk map and
// the position export, and followed by the cabling verification. The mappings are those of the
// MPO cable types (docs/references/cmdb.md CMDB-13: Type A fibre 1 to 1, Type B 1 to 12, Type C
// 1 to 2).

#include "exporttesthelpers.h"

#include "io/designyaml.h"
#include "model/trunk.h"
#include "model/validator.h"
#include "plans/cableplan.h"
#include "plans/connectivity.h"
#include "util/error.h"
#include "verify/verifier.h"

#include <gtest/gtest.h>

using namespace exporttest;
using namespace ry;

namespace {

// Two MPO-12 to 6 x LC duplex cassettes (6 positions of 2 fibres) joined by trunk T1; hosts
// h1..h6 patched into cassette A's F1..F6, cassette B's F1..F6 patched to switch ports p1..p6.
QString cassetteDesign(const QString &trunkKeys)
{
    QString y = QStringLiteral(R"(railyard: 1
name: trunk test
device_types:
  - slug: host
    manufacturer: Test
    model: Host
    ports:
      - {name: p0, type: 400gbase-x-osfp, speed_gbps: 400}
  - slug: sw
    manufacturer: Test
    model: Switch
    ports:
)");
    for (int i = 1; i <= 6; ++i)
        y += QStringLiteral("      - {name: p%1, type: 400gbase-x-osfp, speed_gbps: 400}\n").arg(i);
    y += QStringLiteral(R"(  - slug: cassette
    manufacturer: Test
    model: MPO-12 to 6 LC duplex
    ports:
      - {name: R1, kind: rear-port, type: mpo, positions: 6}
)");
    for (int i = 1; i <= 6; ++i)
        y += QStringLiteral("      - {name: F%1, kind: front-port, type: lc, rear_port: R1, "
                            "rear_position: %1}\n")
                 .arg(i);
    y += QStringLiteral("devices:\n  - {name: cas-a, role: patch-panel, type: cassette}\n"
                        "  - {name: cas-b, role: patch-panel, type: cassette}\n"
                        "  - {name: sw1, role: leaf, type: sw}\n");
    for (int i = 1; i <= 6; ++i)
        y += QStringLiteral("  - {name: h%1, role: gpu-node, type: host}\n").arg(i);
    y += QStringLiteral("cables:\n  - {label: T1, a: [cas-a, R1], b: [cas-b, R1], medium: mmf%1}\n")
             .arg(trunkKeys);
    for (int i = 1; i <= 6; ++i) {
        y += QStringLiteral("  - {label: PA%1, a: [h%1, p0], b: [cas-a, F%1], medium: mmf}\n")
                 .arg(i);
        y += QStringLiteral("  - {label: PB%1, a: [cas-b, F%1], b: [sw1, p%1], medium: mmf}\n")
                 .arg(i);
    }
    return y;
}

Id portOf(const Design &d, const QString &device, const QString &port)
{
    const Device *dev = d.deviceByName(device);
    if (!dev)
        return 0;
    for (const Port *p : d.portsOf(dev->id))
        if (p->name == port)
            return p->id;
    return 0;
}

// Where host h<i>'s p0 ends after tracing through both cassettes ("sw1:p6").
QString endOf(const Design &d, int host)
{
    const plans::Connectivity c(d);
    const plans::Trace t = plans::trace(c, portOf(d, QStringLiteral("h%1").arg(host), "p0"));
    if (t.status != plans::Trace::Status::Complete)
        return QStringLiteral("(%1)").arg(plans::toString(t.status));
    return c.deviceName(t.end()) + QLatin1Char(':') + c.portName(t.end());
}

} // namespace

TEST(Trunk, FarPositionFollowsThePolarityType)
{
    // 12 single-fibre positions: Type B sends 1 to 12 (CMDB-13 "Pin 1 to Pin 12"), Type C 1 to 2.
    EXPECT_EQ(trunkFarPosition(1, 12, 12, TrunkPolarity::TypeA), 1);
    EXPECT_EQ(trunkFarPosition(1, 12, 12, TrunkPolarity::TypeB), 12);
    EXPECT_EQ(trunkFarPosition(12, 12, 12, TrunkPolarity::TypeB), 1);
    EXPECT_EQ(trunkFarPosition(1, 12, 12, TrunkPolarity::TypeC), 2);
    EXPECT_EQ(trunkFarPosition(2, 12, 12, TrunkPolarity::TypeC), 1);
    EXPECT_EQ(trunkFarPosition(5, 12, 0, TrunkPolarity::Unspecified), 5);
    // 6 duplex positions on 12 fibres: pair (1,2) reversed lands on (12,11), the 6th pair; a
    // Type C pair keeps its position.
    EXPECT_EQ(trunkFarPosition(1, 6, 12, TrunkPolarity::TypeB), 6);
    EXPECT_EQ(trunkFarPosition(3, 6, 12, TrunkPolarity::TypeC), 3);
    // 8 positions on an MPO-12 (SR4 uses fibres 1-4 and 9-12): fibre 1 still lands on 12.
    EXPECT_EQ(trunkFarPosition(1, 8, 12, TrunkPolarity::TypeB), 8);
    // Outside the rear port, and a Type C odd last fibre with no partner.
    EXPECT_EQ(trunkFarPosition(0, 12, 12, TrunkPolarity::TypeA), 0);
    EXPECT_EQ(trunkFarPosition(13, 12, 12, TrunkPolarity::TypeA), 0);
    EXPECT_EQ(trunkFarPosition(7, 7, 7, TrunkPolarity::TypeC), 0);
}

TEST(Trunk, TracesThroughTwoCassettesPositionByPosition)
{
    const Design straight = designyaml::read(cassetteDesign({}), QStringLiteral("a.yaml"));
    const Design typeB = designyaml::read(
        cassetteDesign(QStringLiteral(", fibres: 12, polarity: B")), QStringLiteral("b.yaml"));
    const Design typeC = designyaml::read(
        cassetteDesign(QStringLiteral(", fibres: 12, polarity: C")), QStringLiteral("c.yaml"));
    for (int h = 1; h <= 6; ++h) {
        EXPECT_EQ(endOf(straight, h), QStringLiteral("sw1:p%1").arg(h));
        EXPECT_EQ(endOf(typeB, h), QStringLiteral("sw1:p%1").arg(7 - h)) << h;
        EXPECT_EQ(endOf(typeC, h), QStringLiteral("sw1:p%1").arg(h)) << h;
    }
    EXPECT_TRUE(Validator(typeB).validateAll().empty());
}

TEST(Trunk, YamlStoreAndPatchPlanKeepFibresAndPolarity)
{
    const Design d = designyaml::read(cassetteDesign(QStringLiteral(", fibres: 12, polarity: B")),
                                      QStringLiteral("b.yaml"));
    const QString yaml = designyaml::write(d);
    EXPECT_TRUE(yaml.contains(QStringLiteral("fibres: 12"))) << yaml.toStdString();
    EXPECT_EQ(designyaml::write(designyaml::read(yaml, QStringLiteral("again.yaml"))), yaml);

    const QByteArray trunks = exportBytes(d, QStringLiteral("patch-trunks-csv"));
    EXPECT_TRUE(trunks.startsWith("label,a_panel,a_rear_port,b_panel,b_rear_port,positions,medium,"
                                  "length_m,fibres,polarity\n"
                                  "T1,cas-a,R1,cas-b,R1,6,mmf,,12,B\n"))
        << trunks.toStdString();
    const QList<QByteArray> pos =
        exportBytes(d, QStringLiteral("patch-trunk-positions-csv")).split('\n');
    ASSERT_GE(pos.size(), 7);
    EXPECT_EQ(pos[0], "label,polarity,a_panel,a_rear_port,a_position,a_front_port,b_panel,"
                      "b_rear_port,b_position,b_front_port");
    EXPECT_EQ(pos[1], "T1,B,cas-a,R1,1,F1,cas-b,R1,6,F6");
    EXPECT_EQ(pos[6], "T1,B,cas-a,R1,6,F6,cas-b,R1,1,F1");
}

TEST(Trunk, BadFibreCountsAndPolaritiesAreNamed)
{
    // Fewer fibres than positions: the Validator's error, named by file, line and field.
    try {
        designyaml::read(cassetteDesign(QStringLiteral(", fibres: 4")), QStringLiteral("few.yaml"));
        FAIL() << "4 fibres for 6 positions were read";
    } catch (const Error &e) {
        EXPECT_TRUE(e.describe().startsWith(QLatin1String("few.yaml:41:5: cables[0].fibres: T1: "
                                                          "A trunk of 4 fibres cannot carry the 6 "
                                                          "positions")))
            << e.describe().toStdString();
    }
    // An unknown polarity and a count out of range stop the read at the key.
    try {
        designyaml::read(cassetteDesign(QStringLiteral(", polarity: D")), QStringLiteral("d.yaml"));
        FAIL() << "polarity D was read";
    } catch (const Error &e) {
        EXPECT_TRUE(e.describe().contains(QLatin1String("polarity"))) << e.describe().toStdString();
        EXPECT_TRUE(e.describe().contains(QLatin1String("A, B, C")));
    }
    try {
        designyaml::read(cassetteDesign(QStringLiteral(", fibres: 99999999999")),
                         QStringLiteral("e.yaml"));
        FAIL() << "a huge fibre count was read";
    } catch (const Error &e) {
        EXPECT_TRUE(e.describe().contains(QLatin1String("fibres"))) << e.describe().toStdString();
    }
}

TEST(Trunk, VerificationFollowsTheTrunkPolarity)
{
    // h1's HCA seen on sw1 p6: as planned through a Type B trunk, a wrong port through a
    // straight one. The LLDP-style observation names both ends by device and port.
    auto verdict = [](const Design &d) {
        verify::ObservationSet set;
        verify::ObservedNode host, sw;
        host.key = QStringLiteral("h1");
        host.name = QStringLiteral("h1");
        sw.key = QStringLiteral("sw1");
        sw.name = QStringLiteral("sw1");
        set.addNode(host);
        set.addNode(sw);
        verify::ObservedLink l;
        l.source = verify::ObservationSource::Lldp;
        l.a.nodeKey = host.key;
        l.a.portName = QStringLiteral("p0");
        l.b.nodeKey = sw.key;
        l.b.portName = QStringLiteral("p6");
        set.addLink(l);
        verify::VerifyOptions o;
        o.onlyObservedDevices = true;
        const verify::Verification v = verify::CableVerifier(d, o).verify(set);
        for (const verify::CableFinding &f : v.findings)
            if (f.device == QLatin1String("h1") || f.device == QLatin1String("sw1"))
                return verify::toString(f.kind);
        return QStringLiteral("(none)");
    };
    EXPECT_EQ(verdict(designyaml::read(cassetteDesign(QStringLiteral(", fibres: 12, polarity: B")),
                                       QStringLiteral("b.yaml"))),
              QStringLiteral("correct"));
    EXPECT_EQ(verdict(designyaml::read(cassetteDesign({}), QStringLiteral("a.yaml"))),
              QStringLiteral("wrong-port"));
}
