// Cable-map verification against a small design built here (layout and planned cables in
// tests/data/verify/README.md) with the hand-written fixtures in tests/data/verify/.

#include "verify/ibnetdiscoverparser.h"
#include "verify/lldpparser.h"
#include "verify/verifier.h"
#include "verify/worklist.h"
#include "verifytestdesign.h"

#include <gtest/gtest.h>

#include <QFile>

using namespace ry;
using Kind = verify::CableFinding::Kind;
using namespace ry::verifytest;

namespace {

struct Row
{
    Kind kind;
    const char *rack;
    double u;
    const char *device;
    const char *port;
    const char *cable;
};

void expectFindings(const TestDesign &t, const verify::Verification &v,
                    const std::vector<Row> &rows)
{
    ASSERT_EQ(v.findings.size(), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const verify::CableFinding &f = v.findings[i];
        const Row &r = rows[i];
        SCOPED_TRACE(testing::Message() << "finding " << i << ": " << f.explanation.toStdString());
        EXPECT_EQ(f.kind, r.kind) << toString(f.kind).toStdString();
        EXPECT_EQ(f.rack, QLatin1String(r.rack));
        EXPECT_EQ(f.position, r.u);
        EXPECT_EQ(f.device, QLatin1String(r.device));
        EXPECT_EQ(f.port, QLatin1String(r.port));
        EXPECT_EQ(f.cableId, t.cableId(r.cable));
        EXPECT_EQ(f.observed.has_value(), r.kind != Kind::Missing);
    }
}

} // namespace

TEST(Verifier, IbnetdiscoverFixtureHasEachFaultOnce)
{
    const TestDesign t = makeDesign();
    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parseFile(fixture("ib-faults.txt"));
    // 9 + 5 switch port lines; the 3 leaf-to-leaf links are listed by both switches and the CA
    // port lines repeat the rest.
    ASSERT_EQ(obs.links().size(), 11u);
    const verify::CableVerifier verifier(t.d, siteOptions(t));
    const verify::Verification v = verifier.verify(obs);

    // Pull order: rack A03 (row A) before B07, U from the top, then port name.
    expectFindings(t, v,
                   {
                       {Kind::Unexpected, "A03", 40, "leaf-1", "P2.1", ""},
                       {Kind::Correct, "A03", 40, "leaf-1", "P3.0", "C9"},
                       {Kind::Correct, "A03", 40, "leaf-1", "P3.1", "C10"},
                       {Kind::UnknownDevice, "A03", 40, "leaf-1", "P4.0", ""},
                       {Kind::Correct, "A03", 14, "gpu-002", "ib0", "C2"},
                       {Kind::WrongPort, "A03", 14, "gpu-002", "ib1", "C6"},
                       {Kind::Correct, "A03", 10, "gpu-001", "ib0", "C1"},
                       {Kind::Degraded, "A03", 10, "gpu-001", "ib1", "C5"},
                       {Kind::Swapped, "B07", 14, "gpu-004", "ib0", "C4"},
                       {Kind::Missing, "B07", 14, "gpu-004", "ib1", "C8"},
                       {Kind::Swapped, "B07", 10, "gpu-003", "ib0", "C3"},
                       {Kind::WrongDevice, "B07", 10, "gpu-003", "ib1", "C7"},
                   });

    const verify::VerificationSummary &s = v.summary;
    EXPECT_EQ(s.count(Kind::Correct), 4);
    EXPECT_EQ(s.count(Kind::Missing), 1);
    EXPECT_EQ(s.count(Kind::Unexpected), 1);
    EXPECT_EQ(s.count(Kind::Swapped), 2); // one crossed pair = two links
    EXPECT_EQ(s.count(Kind::WrongPort), 1);
    EXPECT_EQ(s.count(Kind::WrongDevice), 1);
    EXPECT_EQ(s.count(Kind::Degraded), 1);
    EXPECT_EQ(s.count(Kind::UnknownDevice), 1);
    EXPECT_EQ(s.plannedLinks, 11);
    EXPECT_EQ(s.notCovered, 1); // M1, outside the compute plane
    EXPECT_EQ(s.observedLinks, 11);
    EXPECT_FALSE(v.allCorrect());

    EXPECT_EQ(v.findings[11].explanation,
              QStringLiteral("rack B07 U10 gpu-003 port ib1: cable goes to leaf-1 P2.0, plan says "
                             "leaf-2 P1.0"));
    EXPECT_EQ(v.findings[5].explanation,
              QStringLiteral("rack A03 U14 gpu-002 port ib1: cable goes to leaf-2 P2.1, plan says "
                             "leaf-2 P0.1"));
    EXPECT_EQ(v.findings[7].explanation,
              QStringLiteral("rack A03 U10 gpu-001 port ib1: cable goes to leaf-2 P0.0 as "
                             "planned, but the link runs at 4xHDR (200 Gb/s); plan says 400 Gb/s"));
    EXPECT_EQ(v.findings[8].explanation,
              QStringLiteral("rack B07 U14 gpu-004 port ib0: cable goes to leaf-1 P1.0, plan says "
                             "leaf-1 P1.1 (crossed with the cable at gpu-003 ib0)"));
    EXPECT_EQ(v.findings[8].swappedWithCableId, t.cableId("C3"));
    EXPECT_EQ(v.findings[9].explanation,
              QStringLiteral("rack B07 U14 gpu-004 port ib1: no link seen; plan says a cable to "
                             "leaf-2 P1.1"));
    EXPECT_EQ(v.findings[3].explanation,
              QStringLiteral("rack A03 U40 leaf-1 port P4.0: cable goes to unknown node "
                             "\"rogue-01 mlx5_0\" (GUID e09d730300990000) port 1, which is not "
                             "in the design"));
    EXPECT_EQ(v.findings[0].explanation,
              QStringLiteral("rack A03 U40 leaf-1 port P2.1: cable goes to leaf-2 P2.0; the plan "
                             "has no cable here"));
    // The observed link travels with the finding: source file and line of the degraded one.
    ASSERT_TRUE(v.findings[7].observed);
    EXPECT_EQ(v.findings[7].observed->widthSpeed(), QStringLiteral("4xHDR"));
    EXPECT_TRUE(v.findings[7].observed->location.file.endsWith(QLatin1String("ib-faults.txt")));
    EXPECT_EQ(v.findings[7].observed->location.line, 29);
}

TEST(Verifier, LldpFixturesHaveEachFaultOnce)
{
    TestDesign t = makeDesign();
    // LLDP runs on Ethernet: the same leaves and rails as RoCE (an InfiniBand plane is one that
    // only an ibnetdiscover dump can see, VerifyScope below).
    t.d.planes.find(t.compute)->technology = QStringLiteral("roce-400g");
    const verify::ObservationSet obs = verify::LldpParser::parseFiles(
        {fixture("lldp/leaf-1.json"), fixture("lldp/switch-b.json"), fixture("lldp/gpu-004.json")});
    // 9 + 5 + 1 reports; leaf-1 <-> leaf-2 links (3) and leaf-1 <-> gpu-004 (1) seen twice
    ASSERT_EQ(obs.links().size(), 11u);
    EXPECT_NE(obs.findNode(QStringLiteral("lldp:leaf-2")), nullptr); // from switch-b.json's chassis
    const verify::Verification v = verify::CableVerifier(t.d, siteOptions(t)).verify(obs);

    expectFindings(t, v,
                   {
                       {Kind::Unexpected, "A03", 40, "leaf-1", "P2.1", ""},
                       {Kind::Correct, "A03", 40, "leaf-1", "P3.0", "C9"},
                       {Kind::Correct, "A03", 40, "leaf-1", "P3.1", "C10"},
                       {Kind::UnknownDevice, "A03", 40, "leaf-1", "P4.0", ""},
                       {Kind::Correct, "A03", 14, "gpu-002", "ib0", "C2"},
                       {Kind::WrongPort, "A03", 14, "gpu-002", "ib1", "C6"},
                       {Kind::Correct, "A03", 10, "gpu-001", "ib0", "C1"},
                       {Kind::Correct, "A03", 10, "gpu-001", "ib1", "C5"}, // no speed in LLDP
                       {Kind::Swapped, "B07", 14, "gpu-004", "ib0", "C4"},
                       {Kind::Missing, "B07", 14, "gpu-004", "ib1", "C8"},
                       {Kind::Swapped, "B07", 10, "gpu-003", "ib0", "C3"},
                       {Kind::WrongDevice, "B07", 10, "gpu-003", "ib1", "C7"},
                   });
    EXPECT_EQ(v.summary.count(Kind::Degraded), 0);
    EXPECT_EQ(v.findings[11].explanation,
              QStringLiteral("rack B07 U10 gpu-003 port ib1: cable goes to leaf-1 P2.0, plan says "
                             "leaf-2 P1.0"));
    EXPECT_EQ(v.findings[3].explanation,
              QStringLiteral("rack A03 U40 leaf-1 port P4.0: cable goes to unknown node "
                             "\"02:00:00:00:99:01\" eth0, which is not in the design"));
}

TEST(Verifier, AllCorrectAndScope)
{
    TestDesign t = makeDesign();
    t.d.planes.find(t.compute)->technology = QStringLiteral("roce-400g"); // LLDP is Ethernet's
    // An observation that reports every rail and ISL cable exactly as planned, every device
    // reporting its own (local: each sent its own LLDP file).
    verify::ObservationSet obs;
    auto node = [&](const char *name) {
        verify::ObservedNode n;
        n.kind = verify::ObservedNode::Kind::LldpChassis;
        n.key = QStringLiteral("lldp:") + QLatin1String(name);
        n.name = QLatin1String(name);
        n.local = true;
        obs.addNode(n);
        return n.key;
    };
    for (const Cable &c : t.d.cables) {
        if (c.label == QLatin1String("M1"))
            continue;
        const Port *a = t.d.ports.find(c.aPortId);
        const Port *b = t.d.ports.find(c.bPortId);
        verify::ObservedLink l;
        l.source = verify::ObservationSource::Lldp;
        l.a.nodeKey = node(t.d.devices.find(a->deviceId)->name.toLatin1().constData());
        l.a.portName = a->name;
        l.b.nodeKey = node(t.d.devices.find(b->deviceId)->name.toLatin1().constData());
        l.b.portName = b->name;
        obs.addLink(l);
    }
    verify::VerifyOptions onlyCompute;
    onlyCompute.planeIds = {t.compute};
    const verify::Verification ok = verify::CableVerifier(t.d, onlyCompute).verify(obs);
    EXPECT_TRUE(ok.allCorrect());
    EXPECT_EQ(ok.summary.count(Kind::Correct), 10);
    EXPECT_EQ(ok.findings.size(), 10u);

    // Without the plane filter the out-of-band cable M1 is in scope and missing.
    const verify::Verification all = verify::CableVerifier(t.d).verify(obs);
    EXPECT_FALSE(all.allCorrect());
    EXPECT_EQ(all.summary.count(Kind::Missing), 1);

    // A partial observation (only gpu-001's LLDP file): planned links of devices that reported
    // nothing are not reported missing unless asked for.
    verify::ObservationSet part;
    for (const verify::ObservedLink &l : obs.links())
        if (l.a.nodeKey == QLatin1String("lldp:gpu-001")) {
            part.addNode(*obs.findNode(l.a.nodeKey));
            verify::ObservedNode peer = *obs.findNode(l.b.nodeKey);
            peer.local = false; // named by gpu-001 only
            part.addNode(peer);
            part.addLink(l);
        }
    const verify::Verification p = verify::CableVerifier(t.d, onlyCompute).verify(part);
    EXPECT_EQ(p.summary.count(Kind::Correct), 2);
    // leaf-1 and leaf-2 appear only as gpu-001's neighbours: they said nothing about their
    // other cables (C2-C4, C6-C10), which are therefore not covered, not missing; with M1,
    // outside the compute plane, 9 not covered.
    EXPECT_EQ(p.summary.count(Kind::Missing), 0);
    EXPECT_EQ(p.summary.notCovered, 9);
    verify::VerifyOptions strict = onlyCompute;
    strict.onlyObservedDevices = false;
    verify::ObservationSet hostOnly;
    verify::ObservedNode h;
    h.kind = verify::ObservedNode::Kind::LldpChassis;
    h.key = QStringLiteral("lldp:gpu-003");
    h.name = QStringLiteral("gpu-003");
    h.local = true; // its file, with no neighbours
    hostOnly.addNode(h);
    const verify::Verification ho = verify::CableVerifier(t.d, onlyCompute).verify(hostOnly);
    EXPECT_EQ(ho.summary.count(Kind::Missing), 2); // gpu-003's two cables
    EXPECT_EQ(ho.summary.notCovered, 9);
    EXPECT_EQ(verify::CableVerifier(t.d, strict).verify(hostOnly).summary.count(Kind::Missing), 10);

    // Nothing observed and nothing covered: vacuously correct.
    EXPECT_TRUE(
        verify::CableVerifier(t.d, onlyCompute).verify(verify::ObservationSet()).allCorrect());
}

TEST(Verifier, PlannedLinkThroughPatchPanels)
{
    TestDesign t = makeDesign();
    Design &d = t.d;
    // A 2-position panel in each rack; gpu-004 ib1 -> panel-a front 2 -> trunk -> panel-b
    // front 2 -> leaf-2 P4.1 replaces the direct cable C8.
    DeviceType panel;
    panel.slug = QStringLiteral("panel-2");
    PortTemplate rear;
    rear.name = QStringLiteral("rear");
    rear.kind = PortKind::RearPort;
    rear.positions = 2;
    panel.ports.push_back(rear);
    for (int i = 1; i <= 2; ++i) {
        PortTemplate f;
        f.name = QStringLiteral("front%1").arg(i);
        f.kind = PortKind::FrontPort;
        f.rearPort = QStringLiteral("rear");
        f.rearPosition = i;
        panel.ports.push_back(f);
    }
    const Id panelType = d.deviceTypes.add(panel);
    for (const char *name : {"panel-a", "panel-b"}) {
        Device dev;
        dev.name = QLatin1String(name);
        dev.role = QStringLiteral("patch-panel");
        dev.deviceTypeId = panelType;
        dev.rackId = d.rackByName(QStringLiteral("B07"))->id;
        dev.position = name[6] == 'a' ? 30 : 31;
        d.addDeviceWithPorts(dev);
    }
    d.cables.remove(t.cableId("C8"));
    t.cable("P8a", "panel-a", "front2", "gpu-004", "ib1"); // A end on the panel
    t.cable("T1", "panel-a", "rear", "panel-b", "rear");
    t.cable("P8b", "leaf-2", "P4.1", "panel-b", "front2");
    t.cable("D1", "panel-b", "front1", "panel-a", "front1"); // leads nowhere

    verify::ObservationSet obs;
    verify::ObservedNode g, l;
    g.key = QStringLiteral("lldp:gpu-004");
    g.name = QStringLiteral("gpu-004");
    l.key = QStringLiteral("lldp:leaf-2");
    l.name = QStringLiteral("leaf-2");
    obs.addNode(g);
    obs.addNode(l);
    verify::ObservedLink link;
    link.a.nodeKey = l.key;
    link.a.portName = QStringLiteral("P4.1");
    link.b.nodeKey = g.key;
    link.b.portName = QStringLiteral("enp59s0np0");
    obs.addLink(link);

    verify::VerifyOptions o;
    o.planeIds = {t.compute};
    const verify::Verification v = verify::CableVerifier(d, o).verify(obs);
    const auto it =
        std::find_if(v.findings.begin(), v.findings.end(),
                     [](const verify::CableFinding &f) { return f.kind == Kind::Correct; });
    ASSERT_NE(it, v.findings.end());
    EXPECT_EQ(it->device, QStringLiteral("gpu-004"));
    EXPECT_EQ(it->port, QStringLiteral("ib1"));
    EXPECT_EQ(it->cableIds, (std::vector<Id>{t.cableId("P8a"), t.cableId("T1"), t.cableId("P8b")}));
    EXPECT_EQ(it->plannedPeer, QStringLiteral("leaf-2 P4.1"));
    EXPECT_EQ(v.summary.count(Kind::Correct), 1);
}

TEST(Verifier, InvalidRuleThrowsNamingTheRule)
{
    const TestDesign t = makeDesign();
    verify::VerifyOptions o;
    o.rules.nodeNames.push_back({QStringLiteral("(unclosed"), QStringLiteral(R"(\1)"), {}});
    try {
        verify::CableVerifier v(t.d, o);
        FAIL() << "no error";
    } catch (const Error &e) {
        // After the four default rules (matchrules.h).
        EXPECT_EQ(e.field(), QStringLiteral("rules.nodeNames[4].pattern"));
    }
}

TEST(Verifier, MatchEndOrder)
{
    TestDesign t = makeDesign();
    const verify::CableVerifier v(t.d, siteOptions(t));
    verify::ObservedNode n;
    n.key = QStringLiteral("H-e09d730300020000");
    n.nodeGuid = QStringLiteral("e09d730300020000");
    n.description = QStringLiteral("gpu-001 mlx5_1"); // a stale description: the GUID wins
    verify::ObservedEnd e;
    e.nodeKey = n.key;
    e.portNumber = 1;
    e.portName = QStringLiteral("1");
    e.portGuid = QStringLiteral("e09d730300020000");
    verify::CableVerifier::EndMatch m = v.matchEnd(n, e);
    EXPECT_EQ(m.portId, t.port("gpu-002", "ib0"));

    // A switch by description rule and port number rule.
    verify::ObservedNode sw;
    sw.key = QStringLiteral("S-b8599f0300aa0002");
    sw.description = QStringLiteral("MF0;leaf-2:MQM9700/U1");
    verify::ObservedEnd se;
    se.nodeKey = sw.key;
    se.portNumber = 10;
    se.portName = QStringLiteral("10");
    EXPECT_EQ(v.matchEnd(sw, se).portId, t.port("leaf-2", "P4.1"));
    se.portNumber = 11; // beyond the type's ports
    se.portName = QStringLiteral("11");
    m = v.matchEnd(sw, se);
    EXPECT_EQ(m.deviceId, t.d.deviceByName(QStringLiteral("leaf-2"))->id);
    EXPECT_EQ(m.portId, 0);

    // Default rules without site rules: the N-th data interface for a switch port number.
    const verify::CableVerifier plain(t.d);
    se.portNumber = 3;
    se.portName = QStringLiteral("3");
    EXPECT_EQ(plain.matchEnd(sw, se).portId, t.port("leaf-2", "P1.0"));
    // and an unknown host keeps the rule's guess for messages
    verify::ObservedNode ghost;
    ghost.key = QStringLiteral("H-0000000000000001");
    ghost.description = QStringLiteral("gpu-099 mlx5_0");
    verify::ObservedEnd ge;
    ge.portNumber = 1;
    ge.portName = QStringLiteral("1");
    m = plain.matchEnd(ghost, ge);
    EXPECT_EQ(m.deviceId, 0);
    EXPECT_EQ(m.guessedDevice, QStringLiteral("gpu-099"));
}

// Every prefix-cut of the public samples either parses or throws ry::Error naming the file, and
// the verifier takes whatever came out; nothing crashes.
TEST(Verifier, TruncatedSamplesNeverCrash)
{
    const TestDesign t = makeDesign();
    const verify::CableVerifier verifier(t.d, siteOptions(t));
    const QString ibDir = QStringLiteral(SHARED_DATA_DIR "/probe-samples/ibnetdiscover/");
    const QString lldpDir = QStringLiteral(SHARED_DATA_DIR "/probe-samples/lldpctl-json/");
    struct Sample
    {
        QString path;
        bool lldp;
    };
    const std::vector<Sample> samples{
        {ibDir + QLatin1String("03-ibtopotool-nvidia-2016-stderr-spaces.txt"), false},
        {ibDir + QLatin1String("04-superbench-faked-hdr-full.txt"), false},
        {lldpDir + QLatin1String("01-sonic-lldpctl-multi-interface.txt"), true},
        {lldpDir + QLatin1String("02-sonic-lldpctl-single-interface-object.txt"), true},
        {QStringLiteral(TEST_DATA_DIR "/verify/ib-faults.txt"), false},
    };
    int parsed = 0, refused = 0;
    for (const Sample &s : samples) {
        QFile f(s.path);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << s.path.toStdString();
        const QByteArray all = f.readAll();
        for (qsizetype cut = 0; cut < all.size(); cut += 37) {
            const QByteArray part = all.left(cut);
            try {
                const verify::ObservationSet o =
                    s.lldp ? verify::LldpParser::parse(part, s.path, QStringLiteral("h"))
                           : verify::IbnetdiscoverParser::parse(part, s.path);
                verifier.verify(o);
                ++parsed;
            } catch (const Error &e) {
                EXPECT_EQ(e.location().file, s.path);
                ++refused;
            }
        }
    }
    EXPECT_GT(parsed, 0);
    EXPECT_GT(refused, 0);
}

// The 1,114-link NDR sample against a design that knows none of it: every link is an unknown
// node, nothing planned is in scope. The 40 links from a leaf's port 65 to its own SHARP
// aggregation node (`[65] ... "Mellanox Technologies Aggregation Node"`, same sysimgguid as the
// switch) are inside the switch and skipped.
TEST(Verifier, LargeSampleAgainstUnrelatedDesign)
{
    const TestDesign t = makeDesign();
    const verify::ObservationSet obs = verify::IbnetdiscoverParser::parseFile(QStringLiteral(
        SHARED_DATA_DIR "/probe-samples/ibnetdiscover/01-topograph-ndr-dgx-superpod.txt"));
    const verify::Verification v = verify::CableVerifier(t.d).verify(obs);
    EXPECT_EQ(v.summary.count(Kind::UnknownDevice), 1074);
    EXPECT_EQ(v.findings.size(), 1074u);
    EXPECT_EQ(v.summary.internalLinks, 40);
    EXPECT_EQ(v.summary.notCovered, 11);
    EXPECT_TRUE(v.findings.front().rack.isEmpty());
}

// Identities (issue 14 point 3): a switch whose description names nothing of the plan (a fresh
// switch keeps "MF0;switch-<guid>:<model>/U1") is found by the node GUID recorded on the device,
// and a host port by its RDMA device name: ibnetdiscover describes HCAs as "<host> mlx5_<k>"
// (the default node rule takes "mlx5_<k>" as the port), the plan names the ports ib0/ib1.
TEST(Verifier, SwitchByNodeGuidAndHostPortByRdmaDevice)
{
    TestDesign t = makeDesign();
    t.d.devices.find(t.d.deviceByName(QStringLiteral("leaf-1"))->id)->nodeGuid =
        QStringLiteral("0xB8599F0300AA0001"); // as ibstat prints it; the dump has lower case
    for (const char *host : {"gpu-001", "gpu-002"}) {
        t.portRef(host, "ib0").rdmaDevice = QStringLiteral("mlx5_0");
        t.portRef(host, "ib1").rdmaDevice = QStringLiteral("mlx5_1");
    }
    t.portRef("gpu-002", "ib0").guid.clear(); // found by name, not by the GUID of the fixture
    const QByteArray dump = R"(vendid=0x2c9
devid=0xd2f2
sysimgguid=0xb8599f0300aa0001
switchguid=0xb8599f0300aa0001(b8599f0300aa0001)
Switch	10 "S-b8599f0300aa0001"		# "MF0;switch-aa0001:MQM9700/U1" enhanced port 0 lid 1 lmc 0
[1]	"H-e09d730300010000"[1](e09d730300010000) 		# "gpu-001 mlx5_0" lid 11 4xNDR
[2]	"H-e09d730300020000"[1](e09d730300020000) 		# "gpu-002 mlx5_0" lid 21 4xNDR

vendid=0x2c9
devid=0x1021
sysimgguid=0xe09d730300010000
caguid=0xe09d730300010000
Ca	1 "H-e09d730300010000"		# "gpu-001 mlx5_0"
[1](e09d730300010000) 	"S-b8599f0300aa0001"[1]		# lid 11 lmc 0 "MF0;switch-aa0001:MQM9700/U1" lid 1 4xNDR

vendid=0x2c9
devid=0x1021
sysimgguid=0xe09d730300020000
caguid=0xe09d730300020000
Ca	1 "H-e09d730300020000"		# "gpu-002 mlx5_0"
[1](e09d730300020000) 	"S-b8599f0300aa0001"[2]		# lid 21 lmc 0 "MF0;switch-aa0001:MQM9700/U1" lid 1 4xNDR
)";
    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parse(dump, QStringLiteral("fresh-switch.txt"));
    verify::VerifyOptions o;
    o.planeIds = {t.compute};
    const verify::Verification v = verify::CableVerifier(t.d, o).verify(obs);
    QHash<QString, Kind> byCable;
    for (const verify::CableFinding &f : v.findings)
        if (const Cable *c = t.d.cables.find(f.cableId))
            byCable.insert(c->label, f.kind);
    EXPECT_EQ(byCable.value(QStringLiteral("C1"), Kind::Unexpected), Kind::Correct);
    EXPECT_EQ(byCable.value(QStringLiteral("C2"), Kind::Unexpected), Kind::Correct);
    EXPECT_EQ(v.summary.count(Kind::WrongPort), 0);
    EXPECT_EQ(v.summary.count(Kind::UnknownDevice), 0);

    // Without the node GUID the same dump names a switch the plan does not have.
    t.d.devices.find(t.d.deviceByName(QStringLiteral("leaf-1"))->id)->nodeGuid.clear();
    const verify::Verification without = verify::CableVerifier(t.d, o).verify(obs);
    EXPECT_GT(without.summary.count(Kind::UnknownDevice), 0);
}

// What each kind of observation can see (docs/references/probe-formats.md §d.4 and §c): an
// ibnetdiscover dump sees InfiniBand planes only, so the out-of-band management cable M1
// (1000BASE-T, tests/data/verify/README.md) is "not covered" by the fault fixture, never
// "missing", even with no plane filter; LLDP from the hosts only sees the hosts' own links, so a
// leaf named only as a neighbour covers none of its other cables (the leaf-leaf ISLs C9, C10
// and the rails of hosts that sent nothing).
TEST(Verifier, EachObservationCoversOnlyWhatItCanSee)
{
    TestDesign t = makeDesign();
    verify::VerifyOptions noPlaneFilter = siteOptions(t);
    noPlaneFilter.planeIds.clear();
    const verify::Verification ib =
        verify::CableVerifier(t.d, noPlaneFilter)
            .verify(verify::IbnetdiscoverParser::parseFile(fixture("ib-faults.txt")));
    for (const verify::CableFinding &f : ib.findings)
        EXPECT_NE(f.cableId, t.cableId("M1")) << f.explanation.toStdString();
    EXPECT_EQ(ib.summary.notCovered, 1);           // M1
    EXPECT_EQ(ib.summary.count(Kind::Missing), 1); // C8, the fixture's one missing rail cable

    // gpu-004's own LLDP file only (tests/data/verify/lldp/gpu-004.json): its two cables are
    // verified, the other nine rail and ISL cables and M1 are not covered, none is missing.
    t.d.planes.find(t.compute)->technology = QStringLiteral("roce-400g");
    const verify::Verification host =
        verify::CableVerifier(t.d, noPlaneFilter)
            .verify(verify::LldpParser::parseFiles({fixture("lldp/gpu-004.json")}));
    EXPECT_EQ(host.summary.count(Kind::Missing) + host.summary.count(Kind::Correct) +
                  host.summary.count(Kind::Swapped) + host.summary.count(Kind::WrongPort) +
                  host.summary.count(Kind::WrongDevice),
              2)
        << host.summary.notCovered;
    EXPECT_EQ(host.summary.notCovered, 9);
}

namespace {

/// An observation built by hand (tests/data/verify/README.md's design): every device named
/// by its design name, each link between two design ports by name, as LLDP (Ethernet) or an
/// InfiniBand dump (nodes of kind Ca/Switch, port numbers from the port name's position).
struct HandObservation
{
    verify::ObservationSet set;
    bool lldp = true;

    QString node(const QString &name, verify::ObservedNode::Kind ibKind)
    {
        verify::ObservedNode n;
        n.kind = lldp ? verify::ObservedNode::Kind::LldpChassis : ibKind;
        n.key = (lldp ? QStringLiteral("lldp:") : QStringLiteral("ib:")) + name;
        if (lldp)
            n.name = name;
        else
            n.description = name;
        n.local = true;
        if (!set.findNode(n.key))
            set.addNode(n);
        return n.key;
    }
    void link(const QString &aDev, const QString &aPort, const QString &bDev, const QString &bPort,
              verify::ObservedNode::Kind bKind = {})
    {
        verify::ObservedLink l;
        l.source =
            lldp ? verify::ObservationSource::Lldp : verify::ObservationSource::Ibnetdiscover;
        l.a.nodeKey = node(aDev, verify::ObservedNode::Kind::Ca);
        l.a.portName = aPort;
        l.b.nodeKey =
            node(bDev, bKind == verify::ObservedNode::Kind{} ? verify::ObservedNode::Kind::Switch
                                                             : bKind);
        l.b.portName = bPort;
        set.addLink(l);
    }
    /// Every planned cable of `t` whose devices are not in `skip`, as planned.
    void asPlanned(const TestDesign &t, const QStringList &skipDevices,
                   const QStringList &skipCables = {})
    {
        for (const Cable &c : t.d.cables) {
            if (c.label == QLatin1String("M1") || skipCables.contains(c.label))
                continue;
            const Port *a = t.d.ports.find(c.aPortId);
            const Port *b = t.d.ports.find(c.bPortId);
            const QString da = t.d.devices.find(a->deviceId)->name;
            const QString db = t.d.devices.find(b->deviceId)->name;
            if (skipDevices.contains(da) || skipDevices.contains(db))
                continue;
            link(da, a->name, db, b->name);
        }
    }
};

} // namespace

// A dead leaf: leaf-2 (B07 U40) sends nothing and nobody sees it. Its six planned links (C5-C8
// to the GPU nodes, the ISLs C9 and C10; README.md) are still six Missing findings, and one
// "not seen" entry names the device.
TEST(Verifier, DeadSwitchIsOneNotSeenEntry)
{
    TestDesign t = makeDesign();
    t.d.planes.find(t.compute)->technology = QStringLiteral("roce-400g");
    HandObservation obs;
    obs.asPlanned(t, {QStringLiteral("leaf-2")});
    const verify::Verification v = verify::CableVerifier(t.d, siteOptions(t)).verify(obs.set);
    EXPECT_EQ(v.summary.count(Kind::Correct), 4); // C1-C4
    EXPECT_EQ(v.summary.count(Kind::Missing), 6);
    ASSERT_EQ(v.notSeen.size(), 1u);
    const verify::DeviceNotSeen &n = v.notSeen[0];
    EXPECT_EQ(n.device, QStringLiteral("leaf-2"));
    EXPECT_EQ(n.rack, QStringLiteral("B07"));
    EXPECT_EQ(n.position, 40);
    EXPECT_EQ(n.plannedLinks, 6);
    EXPECT_EQ(n.cableIds.size(), 6u);
    // The work list: one item at leaf-2 in B07 instead of six lines; marking it marks all six.
    const verify::WorkList list = verify::makeWorkList(t.d, v);
    ASSERT_EQ(list.size(), 1u);
    ASSERT_EQ(list.racks[0].rack, QStringLiteral("B07"));
    const verify::WorkListItem &item = list.racks[0].items[0];
    EXPECT_EQ(item.notSeenLinks, 6);
    EXPECT_EQ(item.kind(), Kind::Missing);
    EXPECT_EQ(item.at.text(), QStringLiteral("rack B07 U40 leaf-2"));
    EXPECT_EQ(item.finding.explanation, QStringLiteral("leaf-2 not seen (6 planned links)"));
    EXPECT_EQ(item.action, QStringLiteral("check that leaf-2 is powered and its cables are "
                                          "plugged: none of its 6 planned links was seen"));
    EXPECT_EQ(item.cableIds.size(), 6u);
    EXPECT_EQ(item.cableLabels, QStringLiteral("C5 + C6 + C7 + C8 + C9 + C10"));

    // One missing cable of a device that is seen otherwise is no "not seen" entry.
    HandObservation one;
    one.asPlanned(t, {}, {QStringLiteral("C8")});
    const verify::Verification v1 = verify::CableVerifier(t.d, siteOptions(t)).verify(one.set);
    EXPECT_EQ(v1.summary.count(Kind::Missing), 1);
    EXPECT_TRUE(v1.notSeen.empty());
}

// Observations that cannot be resolved are unverifiable, not wrong-port: a reported port name
// the rules cannot translate on the planned device (leaf-2 "swp77": the site's rule takes
// swp<X>s<Y> only), and a node that says only the vendor's default description. Neither is in
// the work list.
TEST(Verifier, UnresolvableObservationsAreUnverifiable)
{
    TestDesign t = makeDesign();
    t.d.planes.find(t.compute)->technology = QStringLiteral("roce-400g");
    HandObservation obs;
    obs.asPlanned(
        t, {},
        {QStringLiteral("C6"), QStringLiteral("C1"), QStringLiteral("C7"), QStringLiteral("C8")});
    obs.link(QStringLiteral("gpu-002"), QStringLiteral("ib1"), QStringLiteral("leaf-2"),
             QStringLiteral("swp77"));
    // Decidable although a port does not resolve: C7 (gpu-003 ib1, planned to leaf-2 P1.0) on
    // leaf-1 "swp88" is on the wrong device whatever the port; C8 (gpu-004 ib1, planned to
    // leaf-2 P1.1) on InfiniBand port 99 of leaf-2, a port number the 10-port type lacks, is
    // on a wrong port.
    obs.link(QStringLiteral("gpu-003"), QStringLiteral("ib1"), QStringLiteral("leaf-1"),
             QStringLiteral("swp88"));
    verify::ObservedNode ibLeaf2;
    ibLeaf2.kind = verify::ObservedNode::Kind::Switch;
    ibLeaf2.key = QStringLiteral("ib:leaf-2");
    ibLeaf2.description = QStringLiteral("leaf-2");
    obs.set.addNode(ibLeaf2);
    verify::ObservedLink ib;
    ib.source = verify::ObservationSource::Ibnetdiscover;
    ib.a.nodeKey = obs.node(QStringLiteral("gpu-004"), verify::ObservedNode::Kind::Ca);
    ib.a.portName = QStringLiteral("ib1");
    ib.b.nodeKey = ibLeaf2.key;
    ib.b.portNumber = 99;
    ib.b.portName = QStringLiteral("99");
    obs.set.addLink(ib);
    verify::ObservedNode nameless;
    nameless.kind = verify::ObservedNode::Kind::LldpChassis;
    nameless.key = QStringLiteral("lldp:nameless");
    nameless.description = QStringLiteral("MT4129 ConnectX7   Mellanox Technologies");
    obs.set.addNode(nameless);
    verify::ObservedLink l;
    l.source = verify::ObservationSource::Lldp;
    l.a.nodeKey = obs.node(QStringLiteral("leaf-1"), verify::ObservedNode::Kind::Switch);
    l.a.portName = QStringLiteral("P0.0");
    l.b.nodeKey = nameless.key;
    l.b.portName = QStringLiteral("eth0");
    obs.set.addLink(l);

    const verify::Verification v = verify::CableVerifier(t.d, siteOptions(t)).verify(obs.set);
    EXPECT_EQ(v.summary.count(Kind::Unverifiable), 2);
    EXPECT_EQ(v.summary.count(Kind::WrongDevice), 1); // C7
    EXPECT_EQ(v.summary.count(Kind::WrongPort), 1);   // C8
    EXPECT_EQ(v.summary.count(Kind::UnknownDevice), 0);
    EXPECT_EQ(v.summary.count(Kind::Missing), 0); // C1 and C6 go with the unverifiable links
    EXPECT_EQ(v.summary.count(Kind::Correct), 6);
    EXPECT_FALSE(v.allCorrect());
    std::vector<const verify::CableFinding *> u;
    for (const verify::CableFinding &f : v.findings)
        if (f.kind == Kind::Unverifiable)
            u.push_back(&f);
    ASSERT_EQ(u.size(), 2u);
    // Pull order: A03 U40 leaf-1 first, then A03 U14 gpu-002.
    EXPECT_EQ(u[0]->cableId, t.cableId("C1"));
    EXPECT_EQ(u[0]->explanation,
              QStringLiteral("rack A03 U40 leaf-1 port P0.0: cable goes to unknown node \"MT4129 "
                             "ConnectX7   Mellanox Technologies\" eth0, a node that does not say "
                             "which machine it is; plan says gpu-001 ib0. Cannot be verified: set "
                             "its description or record its GUID in the design"));
    EXPECT_EQ(u[1]->cableId, t.cableId("C6"));
    EXPECT_EQ(u[1]->explanation,
              QStringLiteral("rack A03 U14 gpu-002 port ib1: cable goes to leaf-2 swp77 (not in "
                             "the design), which maps to no port of the design; plan says leaf-2 "
                             "P0.1. Cannot be verified: check the port name mapping (rules)"));
    EXPECT_EQ(verify::toString(Kind::Unverifiable), QStringLiteral("unverifiable"));

    const verify::WorkList list = verify::makeWorkList(t.d, v);
    EXPECT_EQ(list.size(), 2u); // C7 and C8 only
    ASSERT_EQ(list.unverifiable.size(), 2u);
    EXPECT_EQ(list.unverifiable[1].finding.cableId, t.cableId("C6"));
}

// A design with two InfiniBand planes (rail 0 = ib0 and leaf-1, rail 1 = ib1 and leaf-2) and a
// dump of rail 0's subnet only: rail 1's four cables (C5-C8) are not covered, and a warning
// says to give a dump per subnet. The ISLs C9/C10 start at leaf-1 (rail 0) and are missing.
TEST(Verifier, DumpOfOneSubnetOfTwoIsHinted)
{
    TestDesign t = makeDesign();
    Plane railB;
    railB.name = QStringLiteral("compute-b");
    railB.technology = QStringLiteral("infiniband-ndr");
    const Id b = t.d.planes.add(railB);
    const Id leaf2 = t.d.deviceByName(QStringLiteral("leaf-2"))->id;
    for (Port &p : t.d.ports)
        if (p.kind == PortKind::Interface && !p.mgmtOnly &&
            (p.name == QLatin1String("ib1") || p.deviceId == leaf2))
            p.planeId = b;
    HandObservation obs;
    obs.lldp = false;
    obs.asPlanned(t, {QStringLiteral("leaf-2")});
    verify::VerifyOptions options;
    const verify::Verification v = verify::CableVerifier(t.d, options).verify(obs.set);
    EXPECT_EQ(v.summary.count(Kind::Correct), 4); // C1-C4
    EXPECT_EQ(v.summary.count(Kind::Missing), 2); // C9, C10
    EXPECT_EQ(v.summary.notCovered, 5);           // C5-C8 and M1 (out of band)
    QStringList warnings;
    for (const Diagnostic &d : v.diagnostics)
        if (d.severity == Diagnostic::Severity::Warning)
            warnings << d.message;
    ASSERT_EQ(warnings.size(), 1) << warnings.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(warnings[0],
              QStringLiteral("the InfiniBand dump reaches plane compute only; the design also "
                             "plans the InfiniBand plane(s) compute-b, whose 4 planned links are "
                             "not covered. ibnetdiscover sees one subnet: run it on a host of each "
                             "subnet and give every dump"));

    // A dump that reaches both planes gives no hint.
    HandObservation both;
    both.lldp = false;
    both.asPlanned(t, {});
    const verify::Verification all = verify::CableVerifier(t.d, options).verify(both.set);
    EXPECT_TRUE(all.allCorrect());
    for (const Diagnostic &d : all.diagnostics)
        EXPECT_NE(d.severity, Diagnostic::Severity::Warning) << d.message.toStdString();
}
