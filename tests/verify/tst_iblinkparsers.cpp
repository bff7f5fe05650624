// The readers of `iblinkinfo` and `ibnetdiscover -p` output (verify/iblinkparsers.h) against
// real output of the tools: tests/data/verify/ibsim-hdr16 (its README.md says how it was made:
// a 16-node HDR plan run in ibsim, one link trained at 2xHDR). The three files describe one
// fabric, so the three readers must give the same links, and the verifier the same findings.

#include "hdrfabric.h"
#include "verify/iblinkparsers.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/verifier.h"

#include <QFile>

#include <gtest/gtest.h>

#include <set>
#include <tuple>

using namespace ry;
using namespace ry::verify;
using Kind = CableFinding::Kind;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/verify/ibsim-hdr16/") + QLatin1String(name);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Each link as "<description> <port> - <description> <port> <width><speed>", the two ends in
/// sorted order: what all three formats tell alike.
std::set<std::string> linksOf(const ObservationSet &s)
{
    std::set<std::string> out;
    for (const ObservedLink &l : s.links()) {
        QString a = s.findNode(l.a.nodeKey)->description + QLatin1Char(' ') + l.a.portName;
        QString b = s.findNode(l.b.nodeKey)->description + QLatin1Char(' ') + l.b.portName;
        if (b < a)
            std::swap(a, b);
        out.insert(
            (a + QStringLiteral(" - ") + b + QLatin1Char(' ') + l.widthSpeed()).toStdString());
    }
    return out;
}

} // namespace

TEST(IbLinkParsers, DetectsEachFormat)
{
    EXPECT_EQ(detectIbDumpFormat(readAll(sample("ibnetdiscover.txt"))), IbDumpFormat::Topology);
    EXPECT_EQ(detectIbDumpFormat(readAll(sample("ibnetdiscover-p.txt"))), IbDumpFormat::Ports);
    EXPECT_EQ(detectIbDumpFormat(readAll(sample("iblinkinfo.txt"))), IbDumpFormat::LinkInfo);
    EXPECT_EQ(detectIbDumpFormat("ibwarn: [1] sim_connect: attached\nCA: gpu001 mlx5_0:\n"),
              IbDumpFormat::LinkInfo);
    EXPECT_EQ(detectIbDumpFormat("\n# x\n"), IbDumpFormat::Unknown);
}

// The three outputs of one fabric give the same 256 links, with the one 2xHDR link
// (gpu003 mlx5_2 on compute-leaf003 port 3, README.md) and the rest 4xHDR.
TEST(IbLinkParsers, ThreeFormatsOfOneFabricGiveTheSameLinks)
{
    const ObservationSet topo = IbnetdiscoverParser::parseFile(sample("ibnetdiscover.txt"));
    const ObservationSet ports = parseIbDumpFile(sample("ibnetdiscover-p.txt"));
    const ObservationSet info = parseIbDumpFile(sample("iblinkinfo.txt"));
    EXPECT_EQ(topo.links().size(), 256u);
    EXPECT_EQ(ports.links().size(), 256u);
    EXPECT_EQ(info.links().size(), 256u);
    EXPECT_EQ(linksOf(ports), linksOf(topo));
    EXPECT_EQ(linksOf(info), linksOf(topo));
    EXPECT_EQ(linksOf(topo).count("compute-leaf003 3 - gpu003 mlx5_2 1 2xHDR"), 1u);
    for (const ObservationSet *s : {&ports, &info}) {
        EXPECT_TRUE(s->diagnostics.empty()) << s->diagnostics.front().message.toStdString();
        for (const ObservedLink &l : s->links())
            EXPECT_TRUE(l.seenFromBothEnds);
    }
    // Switches keep their node GUID (ibsim numbers switches from 0x200000, in net-file order).
    const ObservedNode *leaf1 = ports.findNode(QStringLiteral("S-0000000000200000"));
    ASSERT_NE(leaf1, nullptr);
    EXPECT_EQ(leaf1->description, QStringLiteral("compute-leaf001"));
    EXPECT_EQ(info.findNode(QStringLiteral("S-0000000000200000"))->description,
              QStringLiteral("compute-leaf001"));
}

// Verified against the plan with no rules file, each format gives 255 correct links and the
// 2xHDR one degraded (100 of 200 Gb/s).
TEST(IbLinkParsers, EachFormatVerifiesTheSame)
{
    const Design plan = verifytest::hdrDesign(16);
    for (const char *file : {"ibnetdiscover.txt", "ibnetdiscover-p.txt", "iblinkinfo.txt"}) {
        const Verification v = CableVerifier(plan).verify(parseIbDumpFile(sample(file)));
        EXPECT_EQ(v.summary.count(Kind::Correct), 255) << file;
        EXPECT_EQ(v.summary.count(Kind::Degraded), 1) << file;
        EXPECT_EQ(v.summary.plannedLinks, 256) << file;
        for (const CableFinding &f : v.findings) {
            if (f.kind == Kind::Degraded) {
                EXPECT_TRUE(f.explanation.contains(QStringLiteral("gpu003 port ib2 (mlx5_2)")))
                    << f.explanation.toStdString();
            }
        }
    }
}

// Malformed input: an error naming the file (and the line where there is one), or skipped
// lines with notes naming their line; never a crash.
TEST(IbLinkParsers, MalformedInput)
{
    for (const QByteArray &text : {QByteArray(), QByteArray("\n \n")}) {
        EXPECT_THROW(parseIbnetdiscoverPorts(text, QStringLiteral("p.txt")), Error);
        EXPECT_THROW(parseIblinkinfo(text, QStringLiteral("l.txt")), Error);
    }
    try {
        parseIbnetdiscoverPorts("\nhello world\n", QStringLiteral("p.txt"));
        ADD_FAILURE() << "accepted";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, QStringLiteral("p.txt"));
        EXPECT_EQ(e.location().line, 2);
    }
    try {
        parseIblinkinfo("# c\n   0    1[  ] ==( Down/ Polling)==>  [  ] \"\" ( )\n",
                        QStringLiteral("l.txt"));
        ADD_FAILURE() << "accepted";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, QStringLiteral("l.txt"));
        EXPECT_EQ(e.location().line, 2);
    }
    // Truncated at every byte: never a crash, and a line cut short is skipped with its line.
    for (const char *file : {"ibnetdiscover-p.txt", "iblinkinfo.txt"}) {
        const QByteArray all = readAll(sample(file)).left(3000);
        for (qsizetype n = 1; n < all.size(); n += 7) {
            try {
                parseIbDump(all.left(n), QStringLiteral("cut.txt"));
            } catch (const Error &e) {
                EXPECT_EQ(e.location().file, QStringLiteral("cut.txt"));
            }
        }
    }
    const ObservationSet s = parseIbnetdiscoverPorts(
        "SW 1 1 0x2 4x HDR - CA 2 1 0x3 ( 'a' - 'b' )\nSW 1 2 0x2 4x\n", QStringLiteral("p.txt"));
    EXPECT_EQ(s.links().size(), 1u);
    ASSERT_EQ(s.diagnostics.size(), 1u);
    EXPECT_EQ(s.diagnostics.front().location.line, 2);
    // A peer that no node of an iblinkinfo file names (LID 0, no such description) is kept by
    // its description, with a warning.
    const ObservationSet li = parseIblinkinfo(
        "Switch: 0x0000000000200000 leaf01:\n"
        "   0    1[  ] ==( 4X   53.125 Gbps Active/  LinkUp)==>   0    1[  ] \"gpu001 mlx5_0\" "
        "( )\n",
        QStringLiteral("l.txt"));
    ASSERT_EQ(li.links().size(), 1u);
    EXPECT_EQ(li.links().front().widthSpeed(), QStringLiteral("4xHDR"));
    EXPECT_EQ(li.findNode(li.links().front().b.nodeKey)->description,
              QStringLiteral("gpu001 mlx5_0"));
    ASSERT_EQ(li.diagnostics.size(), 1u);
    EXPECT_EQ(li.diagnostics.front().severity, Diagnostic::Severity::Warning);
}
