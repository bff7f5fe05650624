// lldpctl JSON parser: every public sample in tests/data/shared/probe-samples/lldpctl-json/
// (provenance in its SOURCES.md), the json0 shape, combining files, and malformed input.
// Expected values were read off the files; each check names file and line.

#include "verify/lldpparser.h"

#include <gtest/gtest.h>

#include <QFile>

using namespace ry;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(SHARED_DATA_DIR "/probe-samples/lldpctl-json/") + QLatin1String(name);
}

const verify::ObservedLink *linkOn(const verify::ObservationSet &s, const QString &localIf)
{
    for (const verify::ObservedLink &l : s.links())
        if (l.a.portName == localIf)
            return &l;
    return nullptr;
}

} // namespace

// 01: lldp.interface is a list of 33 one-key objects; chassis keyed by name except on
// Ethernet96; local chassis under SONiC's "lldp_loc_chassis" wrapper.
TEST(Lldp, Sample01MultiInterface)
{
    const verify::ObservationSet s =
        verify::LldpParser::parseFile(sample("01-sonic-lldpctl-multi-interface.txt"));
    ASSERT_EQ(s.links().size(), 33u);
    // local arc-switch1025, switch218ad08 (eth0), switch13 (31 interfaces), and the nameless
    // chassis on Ethernet96
    EXPECT_EQ(s.nodes().size(), 4u);
    EXPECT_TRUE(s.diagnostics.empty());

    // lines 2-12: the local chassis wins over the file name.
    const verify::ObservedNode *self = s.findNode(QStringLiteral("lldp:arc-switch1025"));
    ASSERT_NE(self, nullptr);
    EXPECT_TRUE(self->local);
    EXPECT_EQ(self->mgmtIps,
              QStringList({QStringLiteral("10.1.0.32"), QStringLiteral("fc00:1::32")}));
    EXPECT_EQ(self->chassisId, QStringLiteral("7C:FE:90:63:F4:66")); // line 12, normalised
    EXPECT_EQ(self->chassisIdType, QStringLiteral("mac"));

    // line 41: "eth0" -> chassis "switch218ad08" (line 76), port ifname "ge-0/0/17"
    const verify::ObservedLink *eth0 = linkOn(s, QStringLiteral("eth0"));
    ASSERT_NE(eth0, nullptr);
    EXPECT_EQ(eth0->location.line, 41);
    EXPECT_EQ(eth0->a.nodeKey, QStringLiteral("lldp:arc-switch1025"));
    EXPECT_EQ(eth0->b.nodeKey, QStringLiteral("lldp:switch218ad08"));
    EXPECT_EQ(eth0->b.portName, QStringLiteral("ge-0/0/17"));
    EXPECT_EQ(eth0->b.portIdType, QStringLiteral("ifname"));
    EXPECT_EQ(eth0->b.portDescr, QStringLiteral("TPS report vending machine"));
    EXPECT_EQ(eth0->source, verify::ObservationSource::Lldp);
    EXPECT_EQ(eth0->speedGbps, 0); // LLDP reports no speed

    // line 132: "Ethernet0" -> switch13 port "Ethernet1" (line 137), mgmt-ip "10.3.147.196" (145)
    const verify::ObservedLink *e0 = linkOn(s, QStringLiteral("Ethernet0"));
    ASSERT_NE(e0, nullptr);
    EXPECT_EQ(e0->location.line, 132);
    EXPECT_EQ(e0->b.portName, QStringLiteral("Ethernet1"));
    const verify::ObservedNode *sw13 = s.findNode(QStringLiteral("lldp:switch13"));
    ASSERT_NE(sw13, nullptr);
    EXPECT_EQ(sw13->mgmtIps, QStringList{QStringLiteral("10.3.147.196")});
    EXPECT_EQ(sw13->name, QStringLiteral("switch13"));

    // line 1348: "Ethernet96" has a bare chassis (no name), id mac 00:11:22:33:44:55, port
    // "Ethernet25"
    const verify::ObservedLink *e96 = linkOn(s, QStringLiteral("Ethernet96"));
    ASSERT_NE(e96, nullptr);
    EXPECT_EQ(e96->location.line, 1348);
    EXPECT_EQ(e96->b.nodeKey, QStringLiteral("lldp:00:11:22:33:44:55"));
    EXPECT_EQ(e96->b.portName, QStringLiteral("Ethernet25"));
    EXPECT_TRUE(s.findNode(e96->b.nodeKey)->name.isEmpty());

    // Ethernet4 (further down) -> switch13 Ethernet2
    const verify::ObservedLink *e4 = linkOn(s, QStringLiteral("Ethernet4"));
    ASSERT_NE(e4, nullptr);
    EXPECT_EQ(e4->b.portName, QStringLiteral("Ethernet2"));
}

// 02: one neighbour, so lldp.interface is an object keyed by "eth0"; Junos port id type local
// "535" with the interface name in the port description. No local chassis.
TEST(Lldp, Sample02SingleInterfaceObject)
{
    const QString file = sample("02-sonic-lldpctl-single-interface-object.txt");
    const verify::ObservationSet s =
        verify::LldpParser::parseFile(file, QStringLiteral("sonic-mgmt"));
    ASSERT_EQ(s.links().size(), 1u);
    EXPECT_EQ(s.nodes().size(), 2u);
    const verify::ObservedLink &l = s.links().front();
    EXPECT_EQ(l.location.line, 4); // line 4: "eth0": {
    EXPECT_EQ(l.a.nodeKey, QStringLiteral("lldp:sonic-mgmt"));
    EXPECT_EQ(l.a.portName, QStringLiteral("eth0"));
    EXPECT_EQ(l.b.nodeKey, QStringLiteral("lldp:switchad11")); // line 65
    EXPECT_EQ(l.b.portIdType, QStringLiteral("local"));        // line 7
    EXPECT_EQ(l.b.portId, QStringLiteral("535"));              // line 8
    EXPECT_EQ(l.b.portName, QStringLiteral("ge-0/0/15.0"));    // line 32, the descr
    const verify::ObservedNode *peer = s.findNode(l.b.nodeKey);
    EXPECT_EQ(peer->description, QStringLiteral("I'm going to need you to come in on saturday"));
    EXPECT_EQ(peer->chassisId, QStringLiteral("00:11:22:33:44:55"));

    // Without a name the local side defaults to the file's base name.
    const verify::ObservationSet byFile = verify::LldpParser::parseFile(file);
    EXPECT_EQ(byFile.links().front().a.nodeKey,
              QStringLiteral("lldp:02-sonic-lldpctl-single-interface-object"));
    // parse() with neither a local chassis nor a name cannot tell whose neighbours these are.
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_THROW(verify::LldpParser::parse(f.readAll(), file), Error);
}

// 03: "{\n  \"lldp\": {}\n}" (16 bytes): no neighbours.
TEST(Lldp, Sample03Empty)
{
    const verify::ObservationSet s = verify::LldpParser::parseFile(
        sample("03-sonic-lldpctl-empty.txt"), QStringLiteral("host-a"));
    EXPECT_TRUE(s.links().empty());
    ASSERT_EQ(s.nodes().size(), 1u); // the host itself, which was looked at
    EXPECT_TRUE(s.nodes().front().local);
    EXPECT_TRUE(s.diagnostics.empty());
}

// 04: no neighbours; local chassis with "mgmt-ip": "10.1.0.32" as a single string (line 6).
TEST(Lldp, Sample04NoNeighboursLocalChassis)
{
    const verify::ObservationSet s = verify::LldpParser::parseFile(
        sample("04-sonic-no-neighbors-loc-chassis.txt"), QStringLiteral("x"));
    EXPECT_TRUE(s.links().empty());
    ASSERT_EQ(s.nodes().size(), 1u);
    EXPECT_EQ(s.nodes().front().key, QStringLiteral("lldp:arc-switch1025"));
    EXPECT_EQ(s.nodes().front().mgmtIps, QStringList{QStringLiteral("10.1.0.32")});
}

TEST(Lldp, Json0ShapeAndMacPortId)
{
    // `lldpcli -f json0 show neighbors`: nothing collapsed, names as "name" keys.
    const QByteArray json = R"({"lldp": [{"interface": [
      {"name": "enp27s0np0", "via": "LLDP", "rid": "1", "age": "0 day, 00:01:02",
       "chassis": [{"id": [{"type": "mac", "value": "0c:42:a1:00:00:01"}],
                    "name": [{"value": "leaf-1"}], "descr": [{"value": "Cumulus Linux"}],
                    "mgmt-ip": [{"value": "10.0.0.11"}, {"value": "fd00::11"}]}],
       "port": [{"id": [{"type": "ifname", "value": "swp1s0"}], "descr": [{"value": "to gpu"}]}]},
      {"name": "enp59s0np0", "via": "LLDP",
       "chassis": [{"id": [{"type": "mac", "value": "0c42.a100.0099"}]}],
       "port": [{"id": [{"type": "mac", "value": "0c-42-a1-00-00-9a"}]}]}
    ]}]})";
    const verify::ObservationSet s =
        verify::LldpParser::parse(json, QStringLiteral("gpu-004.json"), QStringLiteral("gpu-004"));
    ASSERT_EQ(s.links().size(), 2u);
    const verify::ObservedLink &a = s.links()[0];
    EXPECT_EQ(a.a.nodeKey, QStringLiteral("lldp:gpu-004"));
    EXPECT_EQ(a.a.portName, QStringLiteral("enp27s0np0"));
    EXPECT_EQ(a.b.nodeKey, QStringLiteral("lldp:leaf-1"));
    EXPECT_EQ(a.b.portName, QStringLiteral("swp1s0"));
    EXPECT_EQ(a.location.line, 2);
    const verify::ObservedNode *leaf = s.findNode(QStringLiteral("lldp:leaf-1"));
    ASSERT_NE(leaf, nullptr);
    EXPECT_EQ(leaf->mgmtIps,
              QStringList({QStringLiteral("10.0.0.11"), QStringLiteral("fd00::11")}));
    EXPECT_EQ(leaf->description, QStringLiteral("Cumulus Linux"));
    const verify::ObservedLink &b = s.links()[1];
    EXPECT_EQ(b.b.nodeKey, QStringLiteral("lldp:0C:42:A1:00:00:99"));
    EXPECT_EQ(b.b.mac, QStringLiteral("0C:42:A1:00:00:9A"));
    EXPECT_EQ(b.b.portName, QStringLiteral("0c-42-a1-00-00-9a")); // no descr: the id as sent
    EXPECT_EQ(b.location.line, 7);
}

TEST(Lldp, CombiningFilesDeduplicatesBothEnds)
{
    // The switch sees the host's MAC port id with the ifname in descr; the host sees the
    // switch's ifname. One physical link.
    const QByteArray sw = R"({"lldp": {"interface": {"swp1s0": {"via": "LLDP",
        "chassis": {"gpu-004": {"id": {"type": "mac", "value": "02:00:00:00:04:00"}}},
        "port": {"id": {"type": "mac", "value": "02:00:00:00:04:01"}, "descr": "enp27s0np0"}}}}})";
    const QByteArray host = R"({"lldp": {"interface": {"enp27s0np0": {"via": "LLDP",
        "chassis": {"leaf-1": {"id": {"type": "mac", "value": "0c:42:a1:00:00:01"}}},
        "port": {"id": {"type": "ifname", "value": "swp1s0"}}}}}})";
    verify::ObservationSet all =
        verify::LldpParser::parse(sw, QStringLiteral("leaf-1.json"), QStringLiteral("leaf-1"));
    all.merge(
        verify::LldpParser::parse(host, QStringLiteral("gpu-004.json"), QStringLiteral("gpu-004")));
    ASSERT_EQ(all.links().size(), 1u);
    EXPECT_TRUE(all.links().front().seenFromBothEnds);
    EXPECT_EQ(all.links().front().b.mac, QStringLiteral("02:00:00:00:04:01"));
    EXPECT_EQ(all.nodes().size(), 2u);
    EXPECT_TRUE(all.findNode(QStringLiteral("lldp:gpu-004"))->local);
    EXPECT_EQ(all.sourceFiles.size(), 2);
}

TEST(Lldp, MalformedInputThrowsWithFileAndPosition)
{
    // truncated JSON: the error names the file and the line of the end of input
    const QByteArray cut = "{\n  \"lldp\": {\n    \"interface\": {\n      \"eth0\": {\"via\": \"LL";
    try {
        verify::LldpParser::parse(cut, QStringLiteral("cut.json"), QStringLiteral("h"));
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, QStringLiteral("cut.json"));
        EXPECT_EQ(e.location().line, 4);
        EXPECT_TRUE(e.message().contains(QLatin1String("byte"))) << e.what();
        EXPECT_TRUE(e.describe().startsWith(QLatin1String("cut.json:4:"))) << e.what();
    }
    // junk on line 2
    try {
        verify::LldpParser::parse("{\n  lldp: 1\n}", QStringLiteral("junk.json"));
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().line, 2);
    }
    for (const QByteArray &bad :
         {QByteArray(), QByteArray(" \n"), QByteArray("[1, 2]"), QByteArray("{\"foo\": 1}"),
          QByteArray("\x00\xff\xfe", 3), QByteArray("Switch 8 \"S-0001\"")}) {
        try {
            verify::LldpParser::parse(bad, QStringLiteral("bad.json"), QStringLiteral("h"));
            FAIL() << "no error for " << bad.toHex().constData();
        } catch (const Error &e) {
            EXPECT_EQ(e.location().file, QStringLiteral("bad.json"));
        }
    }
    EXPECT_THROW(verify::LldpParser::parseFile(QStringLiteral("/nonexistent/x.json")), Error);

    // Wrong types inside a valid document are skipped, never a crash.
    const verify::ObservationSet odd = verify::LldpParser::parse(
        R"({"lldp": {"interface": [5, "x", {"eth1": {"chassis": 7, "port": []}},
            {"eth2": {"chassis": {"sw": {}}, "port": {}}}]}})",
        QStringLiteral("odd.json"), QStringLiteral("h"));
    EXPECT_TRUE(odd.links().empty());
    EXPECT_EQ(odd.diagnostics.size(), 2u);
}

namespace {

QString lldpd(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/verify/lldpd-1.0.16/") + QLatin1String(name);
}

} // namespace

// tests/data/verify/lldpd-1.0.16 (SOURCES.md): one real lldpd's two links, leaf swp3 -> lfnode
// eth0 and leaf p1.7 -> lfnode eth1, printed in every format lldpctl has. Each reads to the same
// observations: the local host, the neighbour lfnode, and the far ports by their description
// (lldpd sends the MAC as port id, subtype mac). With `show chassis` in the same file the host is
// the file's own local chassis (lfleaf), whatever the file is called, and nothing is reported.
TEST(Lldp, EveryLldpctlFormatOfARealLldpdReadsAlike)
{
    for (const char *format : {"json", "json0", "keyvalue", "xml"}) {
        SCOPED_TRACE(format);
        const QString file =
            lldpd(qPrintable(QStringLiteral("leaf-chassis-neighbors.") + QLatin1String(format)));
        const verify::ObservationSet s = verify::LldpParser::parseFile(file);
        EXPECT_TRUE(s.diagnostics.empty());
        ASSERT_EQ(s.links().size(), 2u);
        const verify::ObservedNode *self = s.findNode(QStringLiteral("lldp:lfleaf"));
        ASSERT_NE(self, nullptr);
        EXPECT_TRUE(self->local);
        EXPECT_EQ(self->chassisIdType, QStringLiteral("mac"));
        EXPECT_EQ(self->chassisId.size(), 17); // aa:bb:cc:dd:ee:ff
        const verify::ObservedLink *swp3 = linkOn(s, QStringLiteral("swp3"));
        const verify::ObservedLink *dotted = linkOn(s, QStringLiteral("p1.7"));
        ASSERT_NE(swp3, nullptr);
        ASSERT_NE(dotted, nullptr); // a local interface name with a dot (keyvalue: lldp.p1.7.via)
        EXPECT_EQ(swp3->a.nodeKey, QStringLiteral("lldp:lfleaf"));
        EXPECT_EQ(swp3->b.nodeKey, QStringLiteral("lldp:lfnode"));
        EXPECT_EQ(swp3->b.portIdType, QStringLiteral("mac"));
        EXPECT_EQ(swp3->b.portName, QStringLiteral("eth0"));
        EXPECT_EQ(dotted->b.portName, QStringLiteral("eth1"));
        EXPECT_EQ(swp3->b.mac.size(), 17);
        EXPECT_GT(swp3->location.line, 0);
        const verify::ObservedNode *peer = s.findNode(QStringLiteral("lldp:lfnode"));
        ASSERT_NE(peer, nullptr);
        EXPECT_TRUE(peer->description.startsWith(QLatin1String("Debian GNU/Linux 12")));
    }
    // The line of each neighbour, from the files: keyvalue line 10 "lldp.swp3.via=LLDP" (after
    // nine local-chassis lines), XML line 17 <interface ... name="swp3" ...> (the second
    // document, after the 15-line show chassis one).
    EXPECT_EQ(linkOn(verify::LldpParser::parseFile(lldpd("leaf-chassis-neighbors.keyvalue")),
                     QStringLiteral("swp3"))
                  ->location.line,
              10);
    EXPECT_EQ(linkOn(verify::LldpParser::parseFile(lldpd("leaf-chassis-neighbors.xml")),
                     QStringLiteral("swp3"))
                  ->location.line,
              17);
}

// Without `show chassis` the files name no host: it comes from the file's name, and the parser
// says so (a file called lldp_host001.json would otherwise read 0 correct, all unknown, silently).
TEST(Lldp, AHostNameTakenFromTheFileNameIsReported)
{
    for (const char *name : {"leaf-neighbors.json", "leaf-neighbors.keyvalue", "leaf-neighbors.xml",
                             "leaf-neighbors.json0"}) {
        SCOPED_TRACE(name);
        const verify::ObservationSet s = verify::LldpParser::parseFile(lldpd(name));
        ASSERT_EQ(s.links().size(), 2u);
        EXPECT_EQ(s.links().front().a.nodeKey, QStringLiteral("lldp:leaf-neighbors"));
        ASSERT_EQ(s.diagnostics.size(), 1u);
        EXPECT_EQ(s.diagnostics.front().severity, Diagnostic::Severity::Warning);
        EXPECT_EQ(s.diagnostics.front().location.file, lldpd(name));
        EXPECT_TRUE(s.diagnostics.front().message.contains(
            QLatin1String("\"leaf-neighbors\" was taken from the file name")))
            << s.diagnostics.front().message.toStdString();
    }
    // A name given by the caller is no guess: nothing is reported.
    EXPECT_TRUE(verify::LldpParser::parseFile(lldpd("leaf-neighbors.xml"), QStringLiteral("lfleaf"))
                    .diagnostics.empty());
}

// lldpctl's default text output is refused with a message naming it and the formats to use; one
// bad file among several is an error of the set, and the other files are still read.
TEST(Lldp, PlainTextIsNamedAndABadFileDoesNotStopTheOthers)
{
    try {
        verify::LldpParser::parseFile(lldpd("leaf-neighbors.plain"));
        FAIL() << "plain text was read";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QLatin1String("plain text output"))) << e.what();
        EXPECT_TRUE(e.message().contains(QLatin1String("lldpctl -f json"))) << e.what();
        EXPECT_EQ(e.location().file, lldpd("leaf-neighbors.plain"));
    }
    const verify::ObservationSet s = verify::LldpParser::parseFiles(
        {lldpd("leaf-neighbors.plain"), lldpd("leaf-chassis-neighbors.xml")});
    EXPECT_EQ(s.links().size(), 2u); // the XML file's
    EXPECT_EQ(s.sourceFiles.size(), 2);
    ASSERT_EQ(s.diagnostics.size(), 1u);
    EXPECT_EQ(s.diagnostics.front().severity, Diagnostic::Severity::Error);
    EXPECT_EQ(s.diagnostics.front().location.file, lldpd("leaf-neighbors.plain"));

    // Malformed keyvalue and XML name the line.
    try {
        verify::LldpParser::parse("lldp.swp1.via=LLDP\nnot a pair\n", QStringLiteral("k.txt"));
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().line, 2);
    }
    try {
        verify::LldpParser::parse("<?xml version=\"1.0\"?>\n<lldp>\n <interface name=\"a\">\n",
                                  QStringLiteral("x.xml"), QStringLiteral("h"));
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, QStringLiteral("x.xml"));
        EXPECT_TRUE(e.message().contains(QLatin1String("XML"))) << e.what();
    }
}
