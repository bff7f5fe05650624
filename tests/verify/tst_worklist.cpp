// The technician's work list (CSV, PDF) and the view overlay, for the fault fixture
// tests/data/verify/ib-faults.txt against the design of tests/data/verify/README.md.

#include "verify/ibnetdiscoverparser.h"
#include "verify/overlay.h"
#include "verify/worklist.h"
#include "verifytestdesign.h"

#include <QBuffer>
#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verifytest;
using Kind = verify::CableFinding::Kind;

namespace {

verify::Verification faults(const TestDesign &t)
{
    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parseFile(fixture("ib-faults.txt"));
    return verify::CableVerifier(t.d, siteOptions(t)).verify(obs);
}

QGuiApplication &guiApp()
{
    static int argc = 1;
    static char name[] = "tst_verify";
    static char *argv[] = {name, nullptr};
    static QGuiApplication app(argc, argv);
    return app;
}

} // namespace

TEST(WorkList, GroupsByRackInPullOrderAndSkipsCorrect)
{
    const TestDesign t = makeDesign();
    const verify::Verification v = faults(t);
    const verify::WorkList list = verify::makeWorkList(t.d, v);
    ASSERT_EQ(list.racks.size(), 2u);
    EXPECT_EQ(list.racks[0].rack, QStringLiteral("A03"));
    EXPECT_EQ(list.racks[1].rack, QStringLiteral("B07"));
    // 12 findings of which 4 are correct (README.md: C1, C2, C9, C10).
    EXPECT_EQ(list.size(), 8u);
    EXPECT_EQ(list.racks[0].items.size(), 4u);
    EXPECT_EQ(list.racks[1].items.size(), 4u);
    const verify::WorkListItem &swapped = list.racks[1].items[0];
    EXPECT_EQ(swapped.finding.kind, Kind::Swapped);
    EXPECT_EQ(swapped.cableLabels, QStringLiteral("C4"));
    EXPECT_EQ(swapped.swappedWith, QStringLiteral("C3"));

    verify::WorkListOptions all;
    all.includeCorrect = true;
    EXPECT_EQ(verify::makeWorkList(t.d, v, all).size(), 12u);
}

TEST(WorkList, CsvHasOneRowPerFindingQuotedAsRfc4180)
{
    const TestDesign t = makeDesign();
    const verify::WorkList list = verify::makeWorkList(t.d, faults(t));
    QBuffer buf;
    buf.open(QIODevice::WriteOnly);
    verify::writeWorkListCsv(list, buf);
    const QStringList lines =
        QString::fromUtf8(buf.data()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 9);
    EXPECT_EQ(lines[0], QStringLiteral("rack,u,device,port,finding,cable,planned_peer,"
                                       "observed_peer,explanation"));
    EXPECT_EQ(lines[1], QStringLiteral("A03,40,leaf-1,P2.1,unexpected,,,leaf-2 P2.0,rack A03 U40 "
                                       "leaf-1 port P2.1: cable goes to leaf-2 P2.0; the plan has "
                                       "no cable here"))
        << lines[1].toStdString();
    EXPECT_EQ(lines[6], QStringLiteral("B07,14,gpu-004,ib1,missing,C8,leaf-2 P1.1,,rack B07 U14 "
                                       "gpu-004 port ib1: no link seen; plan says a cable to "
                                       "leaf-2 P1.1"));
    EXPECT_EQ(lines[8], QStringLiteral("B07,10,gpu-003,ib1,wrong-device,C7,leaf-2 P1.0,leaf-1 "
                                       "P2.0,\"rack B07 U10 gpu-003 port ib1: cable goes to leaf-1 "
                                       "P2.0, plan says leaf-2 P1.0\""));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("list.csv"));
    verify::writeWorkListCsvFile(list, path);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), buf.data());
    EXPECT_THROW(
        verify::writeWorkListCsvFile(list, dir.filePath(QStringLiteral("no/such/dir/x.csv"))),
        Error);
}

// One page per rack (two racks here), Korean text set in NanumGothic (embedded as a subset,
// "/BaseFont /XXXXXX+NanumGothic").
TEST(WorkList, PdfHasAPagePerRackAndEmbedsTheKoreanFont)
{
    guiApp();
    TestDesign t = makeDesign();
    t.d.name = QStringLiteral("검증 시험 (verify test)");
    verify::WorkList list = verify::makeWorkList(t.d, faults(t));
    list.header.sourceFiles = {QStringLiteral("ib-faults.txt")};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("list.pdf"));
    verify::writeWorkListPdf(list, path);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    const auto pages =
        QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b")));
    EXPECT_EQ(pages, 2);
    EXPECT_TRUE(pdf.contains("NanumGothic"));

    EXPECT_THROW(verify::writeWorkListPdf(list, dir.filePath(QStringLiteral("no/such/x.pdf"))),
                 Error);
}

TEST(Overlay, ColoursCablesAndDevicesByTheirWorstFinding)
{
    // The verification producer of core/overlay/overlay.h (more in tests/overlay).
    const TestDesign t = makeDesign();
    const verify::Verification v = faults(t);
    const overlay::Overlay o = verify::makeOverlay(t.d, v, QStringLiteral("run 1"));
    auto cable = [&](const char *label) { return o.link(t.cableId(label)); };
    EXPECT_EQ(cable("C1").state, overlay::OverlayState::Good);
    EXPECT_EQ(o.colour(cable("C1")), QColor(QStringLiteral("#2e7d32")));
    EXPECT_EQ(cable("C5").state, overlay::OverlayState::Warning);
    EXPECT_EQ(o.colour(cable("C5")), QColor(QStringLiteral("#f9a825")));
    EXPECT_EQ(cable("C8").state, overlay::OverlayState::Missing);
    EXPECT_EQ(cable("C8").label, QStringLiteral("missing"));
    EXPECT_EQ(cable("C7").state, overlay::OverlayState::Bad);
    EXPECT_EQ(cable("C7").label, QStringLiteral("wrong device"));
    EXPECT_EQ(o.colour(cable("C7")), QColor(QStringLiteral("#c62828")));
    EXPECT_EQ(cable("C3").label, QStringLiteral("swapped"));
    EXPECT_FALSE(o.links.contains(t.cableId("M1"))); // out of scope: no finding, no entry

    // gpu-001: C1 correct and C5 degraded.
    const overlay::OverlayEntry gpu1 = o.node(t.d.deviceByName(QStringLiteral("gpu-001"))->id);
    EXPECT_EQ(gpu1.state, overlay::OverlayState::Warning);
    EXPECT_EQ(gpu1.count, 2);
    EXPECT_EQ(gpu1.label, QStringLiteral("2 findings, worst: degraded"));
    // leaf-2 is the planned peer of C7 (wrong device) and the observed peer of the unexpected link.
    EXPECT_EQ(o.node(t.d.deviceByName(QStringLiteral("leaf-2"))->id).state,
              overlay::OverlayState::Bad);
    EXPECT_TRUE(verify::makeOverlay(t.d, verify::Verification{}).isEmpty());
    EXPECT_EQ(o.title, QStringLiteral("run 1"));
    ASSERT_EQ(o.legend.size(), 4u);
    EXPECT_EQ(o.legend[3].text, QStringLiteral("wrong"));
    EXPECT_EQ(verify::findingColour(Kind::Swapped), QColor(QStringLiteral("#c62828")));
}
