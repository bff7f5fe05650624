// ibnetdiscover topology parser: every public sample in
// tests/data/shared/probe-samples/ibnetdiscover/ (provenance in its SOURCES.md), split ports, and
// malformed input. Expected values were read off the files; each check names file and line.

#include "verify/ibnetdiscoverparser.h"

#include <gtest/gtest.h>

#include <QDir>

#include <algorithm>

using namespace ry;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(SHARED_DATA_DIR "/probe-samples/ibnetdiscover/") + QLatin1String(name);
}

int countKind(const verify::ObservationSet &s, verify::ObservedNode::Kind k)
{
    return int(std::count_if(s.nodes().begin(), s.nodes().end(),
                             [k](const verify::ObservedNode &n) { return n.kind == k; }));
}

// The link with an end at (nodeKey, port), or nullptr.
const verify::ObservedLink *linkAt(const verify::ObservationSet &s, const QString &nodeKey,
                                   int port)
{
    for (const verify::ObservedLink &l : s.links())
        if ((l.a.nodeKey == nodeKey && l.a.portNumber == port) ||
            (l.b.nodeKey == nodeKey && l.b.portNumber == port))
            return &l;
    return nullptr;
}

const verify::ObservedEnd &endOf(const verify::ObservedLink &l, const QString &nodeKey)
{
    return l.a.nodeKey == nodeKey ? l.a : l.b;
}

const verify::ObservedEnd &otherEnd(const verify::ObservedLink &l, const QString &nodeKey)
{
    return l.a.nodeKey == nodeKey ? l.b : l.a;
}

} // namespace

// 01: 40 "Switch 65" blocks and 582 "Ca 1" blocks; 2,228 port lines, every link listed from
// both ends, so 1,114 links, all "4xNDR" (counted with a separate script; SOURCES.md says
// "2,228 4xNDR links", which counts port lines).
TEST(Ibnetdiscover, Sample01NdrSuperpod)
{
    const verify::ObservationSet s =
        verify::IbnetdiscoverParser::parseFile(sample("01-topograph-ndr-dgx-superpod.txt"));
    EXPECT_EQ(s.nodes().size(), 622u);
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Switch), 40);
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Ca), 582);
    ASSERT_EQ(s.links().size(), 1114u);
    EXPECT_TRUE(std::all_of(s.links().begin(), s.links().end(), [](const verify::ObservedLink &l) {
        return l.widthSpeed() == QLatin1String("4xNDR") && l.speedGbps == 400 && l.seenFromBothEnds;
    }));

    // line 2: "# Topology file: generated on Wed Aug  6 16:11:23 2025"
    EXPECT_EQ(s.time.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
              QStringLiteral("2025-08-06 16:11:23"));

    // lines 6-10: the first switch block.
    const verify::ObservedNode *leaf = s.findNode(QStringLiteral("S-2c5eab0300b87b40"));
    ASSERT_NE(leaf, nullptr);
    EXPECT_EQ(leaf->description, QStringLiteral("MF0;A09-P1-IBLEAF-04-04:MQM9701/U1"));
    EXPECT_EQ(leaf->nodeGuid, QStringLiteral("2c5eab0300b87b40"));
    EXPECT_EQ(leaf->systemImageGuid, QStringLiteral("2c5eab0300b87b40"));
    EXPECT_EQ(leaf->vendorId, QStringLiteral("0x2c9"));
    EXPECT_EQ(leaf->deviceId, QStringLiteral("0xd2f2"));
    EXPECT_EQ(leaf->portCount, 65);
    EXPECT_EQ(leaf->lid, 73);
    EXPECT_EQ(leaf->location.line, 10);

    // line 27: [17] "H-e09d7303007a5a68"[1](e09d7303007a5a68) # "a08-p1-dgx-04-c17 mlx5_5" lid 657
    // 4xNDR line 1904 repeats it from the CA side.
    const verify::ObservedLink *l = linkAt(s, QStringLiteral("S-2c5eab0300b87b40"), 17);
    ASSERT_NE(l, nullptr);
    EXPECT_EQ(l->location.line, 27);
    const verify::ObservedEnd &hca = otherEnd(*l, QStringLiteral("S-2c5eab0300b87b40"));
    EXPECT_EQ(hca.nodeKey, QStringLiteral("H-e09d7303007a5a68"));
    EXPECT_EQ(hca.portNumber, 1);
    EXPECT_EQ(hca.portGuid, QStringLiteral("e09d7303007a5a68"));
    const verify::ObservedNode *ca = s.findNode(hca.nodeKey);
    ASSERT_NE(ca, nullptr);
    EXPECT_EQ(ca->description, QStringLiteral("a08-p1-dgx-04-c17 mlx5_5"));
    EXPECT_EQ(ca->kind, verify::ObservedNode::Kind::Ca);
    EXPECT_EQ(ca->lid, 657);            // line 1904 "# lid 657 lmc 0"
    EXPECT_EQ(ca->location.line, 1903); // "Ca	1 "H-e09d7303007a5a68""

    // line 28: [35] "S-2c5eab0300c26280"[32]: leaf to spine, no GUID in () for a switch peer.
    const verify::ObservedLink *up = linkAt(s, QStringLiteral("S-2c5eab0300b87b40"), 35);
    ASSERT_NE(up, nullptr);
    const verify::ObservedEnd &spine = otherEnd(*up, QStringLiteral("S-2c5eab0300b87b40"));
    EXPECT_EQ(spine.nodeKey, QStringLiteral("S-2c5eab0300c26280"));
    EXPECT_EQ(spine.portNumber, 32);
    EXPECT_TRUE(spine.portGuid.isEmpty());
    // line 1722: the spine's own header.
    EXPECT_EQ(s.findNode(spine.nodeKey)->description,
              QStringLiteral("MF0;A10-P1-IBSPINE-02:MQM9701/U1"));

    // 40 SHARP aggregation nodes (one per switch, port 65), e.g. line 44.
    EXPECT_EQ(std::count_if(s.nodes().begin(), s.nodes().end(),
                            [](const verify::ObservedNode &n) {
                                return n.description ==
                                       QLatin1String("Mellanox Technologies Aggregation Node");
                            }),
              40);
}

// 02: spaces instead of tabs, "# Max of 2 hops discovered", no sysimgguid for the switch.
TEST(Ibnetdiscover, Sample02IbmSdr)
{
    const verify::ObservationSet s =
        verify::IbnetdiscoverParser::parseFile(sample("02-ibtopotool-ibm-2009-sdr.txt"));
    EXPECT_EQ(s.nodes().size(), 3u);
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Switch), 1);
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Ca), 2);
    ASSERT_EQ(s.links().size(), 2u);
    EXPECT_TRUE(s.diagnostics.empty());
    // line 2: "generated on Wed May  6 15:14:42 2009"
    EXPECT_EQ(s.time.date(), QDate(2009, 5, 6));

    // line 10: Switch  8 "S-000b8cffff0053ee" # "MT43132 Mellanox Technologies" base port 0 lid 3
    const verify::ObservedNode *sw = s.findNode(QStringLiteral("S-000b8cffff0053ee"));
    ASSERT_NE(sw, nullptr);
    EXPECT_EQ(sw->portCount, 8);
    EXPECT_EQ(sw->lid, 3);
    EXPECT_TRUE(sw->systemImageGuid.isEmpty());
    EXPECT_EQ(sw->description, QStringLiteral("MT43132 Mellanox Technologies"));

    // line 12: [2] "H-0002c9030002847c"[2](2c9030002847e) # "compute-00-00 HCA-1" lid 2 4xSDR
    const verify::ObservedLink *l = linkAt(s, QStringLiteral("S-000b8cffff0053ee"), 2);
    ASSERT_NE(l, nullptr);
    const verify::ObservedEnd &hca = otherEnd(*l, QStringLiteral("S-000b8cffff0053ee"));
    EXPECT_EQ(hca.nodeKey, QStringLiteral("H-0002c9030002847c"));
    EXPECT_EQ(hca.portNumber, 2);
    EXPECT_EQ(hca.portGuid, QStringLiteral("0002c9030002847e")); // leading zeros restored
    EXPECT_EQ(l->widthSpeed(), QStringLiteral("4xSDR"));
    EXPECT_EQ(l->speedGbps, 10);
    EXPECT_TRUE(l->seenFromBothEnds); // line 26 is the CA side
    // line 24: caguid=0x2c9030002847c; line 23: sysimgguid=0x2c9030002847f
    const verify::ObservedNode *ca = s.findNode(hca.nodeKey);
    EXPECT_EQ(ca->nodeGuid, QStringLiteral("0002c9030002847c"));
    EXPECT_EQ(ca->systemImageGuid, QStringLiteral("0002c9030002847f"));
    EXPECT_EQ(ca->deviceId, QStringLiteral("0x6340"));
    EXPECT_EQ(ca->portCount, 2);
}

// 03: a stderr line before the header, single spaces, mixed speeds, switch ports cabled back to
// the same switch.
TEST(Ibnetdiscover, Sample03StderrSpacesMixedSpeeds)
{
    const verify::ObservationSet s = verify::IbnetdiscoverParser::parseFile(
        sample("03-ibtopotool-nvidia-2016-stderr-spaces.txt"));
    EXPECT_EQ(s.nodes().size(), 8u);
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Switch), 2);
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Ca), 6);
    // 20 port lines; 3 self-loops on S-e41d2d030003e470 (lines 12-13, 15-16, 17-18) are listed
    // twice in the same block; 10 physical links.
    ASSERT_EQ(s.links().size(), 10u);

    // line 1: "src/query_smp.c:195; umad (DR path ...) bad status 110; Connection timed out"
    ASSERT_EQ(s.diagnostics.size(), 1u);
    EXPECT_EQ(s.diagnostics[0].severity, Diagnostic::Severity::Info);
    EXPECT_EQ(s.diagnostics[0].location.line, 1);

    int edr = 0, fdr = 0, qdr = 0, sdr = 0, loops = 0;
    for (const verify::ObservedLink &l : s.links()) {
        edr += l.speed == QLatin1String("EDR");
        fdr += l.speed == QLatin1String("FDR");
        qdr += l.speed == QLatin1String("QDR");
        sdr += l.speed == QLatin1String("SDR");
        loops += l.a.nodeKey == l.b.nodeKey;
    }
    EXPECT_EQ(edr, 4);
    EXPECT_EQ(fdr, 3);
    EXPECT_EQ(qdr, 2);
    EXPECT_EQ(sdr, 1);
    EXPECT_EQ(loops, 3);

    // line 12: [1] "S-e41d2d030003e470"[2]: port 1 to port 2 of the same switch.
    const verify::ObservedLink *loop = linkAt(s, QStringLiteral("S-e41d2d030003e470"), 1);
    ASSERT_NE(loop, nullptr);
    EXPECT_EQ(loop->a.portNumber + loop->b.portNumber, 3);

    // line 31: [8] "H-e41d2d03005cf1f8"[1](e41d2d03005cf1f8) # "r-ufm96 HCA-1" lid 1 4xSDR: a
    // 4xSDR host on an FDR switch (the slow link).
    const verify::ObservedLink *slow = linkAt(s, QStringLiteral("S-f4521403005764b0"), 8);
    ASSERT_NE(slow, nullptr);
    EXPECT_EQ(slow->widthSpeed(), QStringLiteral("4xSDR"));
    EXPECT_EQ(slow->speedGbps, 10);
    EXPECT_EQ(
        s.findNode(otherEnd(*slow, QStringLiteral("S-f4521403005764b0")).nodeKey)->description,
        QStringLiteral("r-ufm96 HCA-1"));

    // line 11 "base port 0 lid 268" and line 26 "enhanced port 0 lid 174"
    EXPECT_EQ(s.findNode(QStringLiteral("S-e41d2d030003e470"))->lid, 268);
    EXPECT_EQ(s.findNode(QStringLiteral("S-e41d2d030003e470"))->portCount, 36);
    EXPECT_EQ(s.findNode(QStringLiteral("S-f4521403005764b0"))->lid, 174);

    // line 38: "r-ufm111 HCA-1" is cabled on its port 2: [2](2c903003421b2)
    const verify::ObservedLink *p2 = linkAt(s, QStringLiteral("H-0002c903003421b0"), 2);
    ASSERT_NE(p2, nullptr);
    EXPECT_EQ(endOf(*p2, QStringLiteral("H-0002c903003421b0")).portGuid,
              QStringLiteral("0002c903003421b2"));
    EXPECT_EQ(otherEnd(*p2, QStringLiteral("H-0002c903003421b0")).portNumber, 35);
}

// 04: hand-edited ("Faked") HDR file: -f suffix " s=4 w=2 v=4 e=4", runs of blank lines, no
// "# Topology file" header, and one node that only appears as a peer.
TEST(Ibnetdiscover, Sample04FakedHdr)
{
    const verify::ObservationSet s =
        verify::IbnetdiscoverParser::parseFile(sample("04-superbench-faked-hdr-full.txt"));
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Switch), 8);
    // 10 Ca blocks plus the aggregation node of line 10, which has no block of its own.
    EXPECT_EQ(countKind(s, verify::ObservedNode::Kind::Ca), 11);
    ASSERT_EQ(s.links().size(), 18u);
    EXPECT_TRUE(std::all_of(s.links().begin(), s.links().end(),
                            [](const verify::ObservedLink &l) { return l.speedGbps == 200; }));
    // 35 port lines: 17 links listed from both ends, the aggregation-node link from one.
    EXPECT_EQ(std::count_if(s.links().begin(), s.links().end(),
                            [](const verify::ObservedLink &l) { return !l.seenFromBothEnds; }),
              1);

    // line 10: [41] "H-0ff08c43213b3f38"[1](ff08c43213b3f38) # "Mellanox Technologies Aggregation
    // Node"
    const verify::ObservedNode *agg = s.findNode(QStringLiteral("H-0ff08c43213b3f38"));
    ASSERT_NE(agg, nullptr);
    EXPECT_EQ(agg->description, QStringLiteral("Mellanox Technologies Aggregation Node"));
    EXPECT_EQ(agg->lid, 2152);
    EXPECT_EQ(agg->portCount, 0); // never described by a header

    // line 7: Switch  41 "S-0ff08c43213b3f30" # "MF0;rmd70-0101-0908-01ib1-A:MCS8500/S01/U1"
    const verify::ObservedNode *spine = s.findNode(QStringLiteral("S-0ff08c43213b3f30"));
    ASSERT_NE(spine, nullptr);
    EXPECT_EQ(spine->description, QStringLiteral("MF0;rmd70-0101-0908-01ib1-A:MCS8500/S01/U1"));
    EXPECT_EQ(spine->systemImageGuid, QStringLiteral("b8599f0300c2f06a")); // line 5

    // line 41: [1] "H-0ff08c4321664e96"[1](ff08c4321664e96) # "RMD701091901003 ibp11s0f0" lid 1181
    // 4xHDR
    const verify::ObservedLink *l = linkAt(s, QStringLiteral("H-0ff08c4321664e96"), 1);
    ASSERT_NE(l, nullptr);
    EXPECT_EQ(l->location.line, 41);
    EXPECT_EQ(l->widthSpeed(), QStringLiteral("4xHDR"));
    EXPECT_EQ(otherEnd(*l, QStringLiteral("H-0ff08c4321664e96")).nodeKey,
              QStringLiteral("S-0ff08c43215bae48"));
    EXPECT_FALSE(s.time.isNull()); // no header: the file's modification time
}

TEST(Ibnetdiscover, SplitPortsAndExtPorts)
{
    const QByteArray text =
        "vendid=0x2c9\n"
        "devid=0xd2f2\n"
        "switchguid=0x1(1)\n"
        "Switch\t64 \"S-0000000000000001\"\t\t# \"MF0;sw:MQM9700/U1\" enhanced "
        "port 0 lid 1 lmc 0\n"
        "[1/2]\t\"H-00000000000000a0\"[1](a0) \t\t# \"h1 mlx5_0\" lid 5 2xNDR\n"
        "[12.1]\t\"H-00000000000000b0\"[1](b0) \t\t# \"h2 mlx5_0\" lid 6 2xNDR\n"
        "[3][ext 7]\t\"S-0000000000000002\"[4][ext 9]\t\t# \"sw2\" lid 2 4xNDR\n";
    const verify::ObservationSet s =
        verify::IbnetdiscoverParser::parse(text, QStringLiteral("split.txt"));
    ASSERT_EQ(s.links().size(), 3u);
    const verify::ObservedLink &a = s.links()[0];
    EXPECT_EQ(a.a.portNumber, 1);
    EXPECT_EQ(a.a.subPort, 2);
    EXPECT_EQ(a.a.portName, QStringLiteral("1/2"));
    EXPECT_EQ(a.lanes, 2);
    EXPECT_EQ(a.speedGbps, 200);
    EXPECT_EQ(s.links()[1].a.portName, QStringLiteral("12/1"));
    EXPECT_EQ(s.links()[2].a.portNumber, 3);
    EXPECT_EQ(s.links()[2].b.portNumber, 4);
    EXPECT_EQ(s.links()[2].b.nodeKey, QStringLiteral("S-0000000000000002"));
}

TEST(Ibnetdiscover, IsolatedCaCrlfAndTruncatedLine)
{
    const QByteArray text =
        "ibwarn: [1234] mad_rpc: _do_madrpc failed; dport (DR path slid 0)\r\n"
        "#\r\n# Topology file: generated on Mon Mar  3 09:15:00 2025\r\n#\r\n\r\n"
        "vendid=0x2c9\r\ndevid=0x1021\r\ncaguid=0xc0\r\n"
        "Ca\t1 \"H-00000000000000c0\"\t\t# \"lonely mlx5_0\"\r\n\r\n"
        "vendid=0x2c9\r\n"
        "Switch\t8 \"S-0000000000000001\"\t\t# \"sw\" enhanced port 0 lid 1 lmc 0\r\n"
        "[1]\t\"H-00000000000000d0\"[1](d0) \t\t# \"h mlx5_0\" lid 4 4xNDR\r\n"
        "[2]\t\"H-00000000000000e";
    const verify::ObservationSet s =
        verify::IbnetdiscoverParser::parse(text, QStringLiteral("cut.txt"));
    EXPECT_EQ(s.links().size(), 1u);
    const verify::ObservedNode *lonely = s.findNode(QStringLiteral("H-00000000000000c0"));
    ASSERT_NE(lonely, nullptr);
    EXPECT_EQ(lonely->description, QStringLiteral("lonely mlx5_0"));
    EXPECT_EQ(s.time.date(), QDate(2025, 3, 3));
    // the ibwarn line and the cut last line are skipped with notes naming their lines
    ASSERT_EQ(s.diagnostics.size(), 2u);
    EXPECT_EQ(s.diagnostics[0].location.line, 1);
    EXPECT_EQ(s.diagnostics[1].location.line, 14);
    EXPECT_EQ(s.diagnostics[1].location.file, QStringLiteral("cut.txt"));
}

// A dump taken on a host whose HCA port is down: ibnetdiscover reports the adapter itself and
// nothing else (its node line, no port lines). That is said once, with what to check, instead of
// a silent "missing" for every cable of the host.
TEST(Ibnetdiscover, ADumpOfOneAdapterWithoutLinksSaysWhy)
{
    const QByteArray text = "#\n# Topology file: generated on Thu Dec  3 12:00:00 2026\n#\n"
                            "# Initiated from node 0002c9030000abcd port 0002c9030000abce\n\n"
                            "vendid=0x2c9\ndevid=0x101b\nsysimgguid=0x0002c9030000abcd\n"
                            "caguid=0x0002c9030000abcd\n"
                            "Ca\t1 \"H-0002c9030000abcd\"\t\t# \"gpu-004 mlx5_0\"\n";
    const verify::ObservationSet s =
        verify::IbnetdiscoverParser::parse(text, QStringLiteral("iso.txt"));
    EXPECT_TRUE(s.links().empty());
    EXPECT_EQ(s.nodes().size(), 1u);
    ASSERT_EQ(s.diagnostics.size(), 1u);
    EXPECT_EQ(s.diagnostics[0].severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(s.diagnostics[0].location.file, QStringLiteral("iso.txt"));
    EXPECT_TRUE(s.diagnostics[0].message.startsWith(
        QStringLiteral("the dump holds 1 node(s) and no link: ibnetdiscover saw only the adapter")))
        << s.diagnostics[0].message.toStdString();
}

TEST(Ibnetdiscover, MalformedInputThrowsWithFileName)
{
    for (const QByteArray &junk :
         {QByteArray(), QByteArray("  \n\n\t\n"),
          QByteArray("hello world\nthis is not a topology\n"),
          QByteArray("\x00\x01\x02\xff\xfe", 5), QByteArray("{\"lldp\": {}}")}) {
        try {
            verify::IbnetdiscoverParser::parse(junk, QStringLiteral("junk.txt"));
            FAIL() << "no error for " << junk.toHex().constData();
        } catch (const Error &e) {
            EXPECT_EQ(e.location().file, QStringLiteral("junk.txt"));
            EXPECT_TRUE(e.describe().startsWith(QLatin1String("junk.txt"))) << e.what();
        }
    }
    EXPECT_THROW(verify::IbnetdiscoverParser::parseFile(QStringLiteral("/nonexistent/ib.txt")),
                 Error);
}
