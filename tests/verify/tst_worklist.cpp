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

// Where the work is (tests/data/verify/README.md, "ib-faults.txt"): leaf-1 is in A03 U40, leaf-2
// in B07 U40. A wrong-device or wrong-port cable is listed where its wrong end is plugged (the
// end that does not agree with the plan), a crossed pair once, where its two crossed ends sit
// together; the rest at the finding's anchor.
TEST(WorkList, ListsEachItemWhereTheWorkIs)
{
    const TestDesign t = makeDesign();
    const verify::Verification v = faults(t);
    const verify::WorkList list = verify::makeWorkList(t.d, v);
    ASSERT_EQ(list.racks.size(), 2u);
    EXPECT_EQ(list.racks[0].rack, QStringLiteral("A03"));
    EXPECT_EQ(list.racks[1].rack, QStringLiteral("B07"));
    // 12 findings of which 4 are correct (README.md: C1, C2, C9, C10); the swapped pair C3/C4
    // is one item: 7.
    EXPECT_EQ(list.size(), 7u);
    ASSERT_EQ(list.racks[0].items.size(), 5u);
    ASSERT_EQ(list.racks[1].items.size(), 2u);
    EXPECT_TRUE(list.unverifiable.empty());

    // A03, all at leaf-1 (U40) but the degraded C5 at gpu-001 (U10); ports in natural order.
    const std::vector<verify::WorkListItem> &a03 = list.racks[0].items;
    const verify::WorkListItem &swap = a03[0];
    EXPECT_EQ(swap.kind(), Kind::Swapped);
    EXPECT_EQ(swap.at.device, QStringLiteral("leaf-1"));
    EXPECT_EQ(swap.at.port, QStringLiteral("P1.0"));
    EXPECT_EQ(swap.at2.port, QStringLiteral("P1.1"));
    EXPECT_EQ(swap.at.position, 40);
    EXPECT_EQ(swap.action, QStringLiteral("swap the cables at leaf-1 P1.0 and P1.1"));
    EXPECT_EQ(swap.otherEnd, QStringLiteral("rack B07 U14 gpu-004 ib0; rack B07 U10 gpu-003 ib0"));
    // Marking the item marks both cables of the pair.
    EXPECT_EQ(swap.cableIds, (std::vector<Id>{t.cableId("C4"), t.cableId("C3")}));
    EXPECT_EQ(swap.cableLabels, QStringLiteral("C4, C3"));

    const verify::WorkListItem &wrongDevice = a03[1];
    EXPECT_EQ(wrongDevice.kind(), Kind::WrongDevice);
    // gpu-003 (B07 U10) ib1 is plugged into leaf-1 P2.0 in A03; the plan says leaf-2 P1.0.
    EXPECT_EQ(wrongDevice.at.rack, QStringLiteral("A03"));
    EXPECT_EQ(wrongDevice.at.device, QStringLiteral("leaf-1"));
    EXPECT_EQ(wrongDevice.at.port, QStringLiteral("P2.0"));
    EXPECT_EQ(wrongDevice.action, QStringLiteral("move cable C7 from leaf-1 P2.0 to leaf-2 P1.0"));
    EXPECT_EQ(wrongDevice.otherEnd,
              QStringLiteral("rack B07 U10 gpu-003 ib1; plug into rack B07 U40 leaf-2 P1.0"));
    EXPECT_EQ(a03[2].kind(), Kind::Unexpected);
    EXPECT_EQ(a03[2].action,
              QStringLiteral("remove the cable between leaf-1 P2.1 and leaf-2 P2.0 (not in the "
                             "plan)"));
    EXPECT_EQ(a03[3].kind(), Kind::UnknownDevice);
    EXPECT_EQ(a03[3].at.port, QStringLiteral("P4.0"));
    EXPECT_EQ(a03[4].kind(), Kind::Degraded);
    EXPECT_EQ(a03[4].at.device, QStringLiteral("gpu-001"));
    EXPECT_EQ(a03[4].action, QStringLiteral("replace the optic or cable C5 between gpu-001 ib1 "
                                            "and leaf-2 P0.0 (the link runs at 4xHDR)"));

    // B07: gpu-002 (A03 U14) ib1 is on leaf-2 P2.1 instead of P0.1: the work is at leaf-2.
    const verify::WorkListItem &wrongPort = list.racks[1].items[0];
    EXPECT_EQ(wrongPort.kind(), Kind::WrongPort);
    EXPECT_EQ(wrongPort.at.text(), QStringLiteral("rack B07 U40 leaf-2 P2.1"));
    EXPECT_EQ(wrongPort.action, QStringLiteral("move cable C6 from leaf-2 P2.1 to leaf-2 P0.1"));
    EXPECT_EQ(wrongPort.otherEnd, QStringLiteral("rack A03 U14 gpu-002 ib1"));
    const verify::WorkListItem &missing = list.racks[1].items[1];
    EXPECT_EQ(missing.kind(), Kind::Missing);
    EXPECT_EQ(missing.at.text(), QStringLiteral("rack B07 U14 gpu-004 ib1"));
    EXPECT_EQ(missing.action, QStringLiteral("plug cable C8 into gpu-004 ib1 and leaf-2 P1.1"));
    EXPECT_EQ(missing.otherEnd, QStringLiteral("rack B07 U40 leaf-2 P1.1"));

    verify::WorkListOptions all;
    all.includeCorrect = true;
    EXPECT_EQ(verify::makeWorkList(t.d, v, all).size(), 11u);
}

TEST(WorkList, FiltersAndSortsByKind)
{
    const TestDesign t = makeDesign();
    const verify::Verification v = faults(t);
    verify::WorkListOptions options;
    options.kinds =
        verify::parseFindingKinds(QStringLiteral("swapped, wrong-port"), QStringLiteral("--kind"));
    ASSERT_EQ(options.kinds.size(), 2u);
    const verify::WorkList some = verify::makeWorkList(t.d, v, options);
    ASSERT_EQ(some.size(), 2u);
    EXPECT_EQ(some.racks[0].items[0].kind(), Kind::Swapped);
    EXPECT_EQ(some.racks[1].items[0].kind(), Kind::WrongPort);
    // The header still counts every finding.
    EXPECT_EQ(some.header.summary.count(Kind::Missing), 1);
    try {
        verify::parseFindingKinds(QStringLiteral("swapped,crossed"), QStringLiteral("--kind"));
        ADD_FAILURE() << "an unknown kind was accepted";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().startsWith(QStringLiteral("Unknown finding kind \"crossed\"")));
        EXPECT_EQ(e.field(), QStringLiteral("--kind"));
    }

    // By kind inside a rack (CableFinding::Kind order): A03 has unexpected, swapped,
    // wrong-device, degraded, unknown-device.
    verify::WorkListOptions byKind;
    byKind.sortByKind = true;
    const verify::WorkList sorted = verify::makeWorkList(t.d, v, byKind);
    std::vector<Kind> kinds;
    for (const verify::WorkListItem &i : sorted.racks[0].items)
        kinds.push_back(i.kind());
    EXPECT_EQ(kinds, (std::vector<Kind>{Kind::Unexpected, Kind::Swapped, Kind::WrongDevice,
                                        Kind::Degraded, Kind::UnknownDevice}));
}

TEST(WorkList, CsvHasOneRowPerItemQuotedAsRfc4180)
{
    const TestDesign t = makeDesign();
    const verify::WorkList list = verify::makeWorkList(t.d, faults(t));
    QBuffer buf;
    buf.open(QIODevice::WriteOnly);
    verify::writeWorkListCsv(list, buf);
    const QStringList lines =
        QString::fromUtf8(buf.data()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 8);
    EXPECT_EQ(lines[0], QStringLiteral("rack,u,device,port,finding,cable,action,other_end,"
                                       "planned_peer,observed_peer,explanation"));
    EXPECT_EQ(lines[1],
              QStringLiteral("A03,40,leaf-1,P1.0 / P1.1,swapped,\"C4, C3\",swap the "
                             "cables at leaf-1 P1.0 and P1.1,rack B07 U14 gpu-004 ib0; "
                             "rack B07 U10 gpu-003 ib0,leaf-1 P1.1,leaf-1 P1.0,\"rack "
                             "B07 U14 gpu-004 port ib0: cable goes to leaf-1 P1.0, plan "
                             "says leaf-1 P1.1 (crossed with the cable at gpu-003 ib0)\""))
        << lines[1].toStdString();
    EXPECT_EQ(lines[7], QStringLiteral("B07,14,gpu-004,ib1,missing,C8,plug cable C8 into gpu-004 "
                                       "ib1 and leaf-2 P1.1,rack B07 U40 leaf-2 P1.1,leaf-2 P1.1,,"
                                       "rack B07 U14 gpu-004 port ib1: no link seen; plan says a "
                                       "cable to leaf-2 P1.1"))
        << lines[7].toStdString();
    EXPECT_EQ(lines[6], QStringLiteral("B07,40,leaf-2,P2.1,wrong-port,C6,move cable C6 from leaf-2 "
                                       "P2.1 to leaf-2 P0.1,rack A03 U14 gpu-002 ib1,leaf-2 P0.1,"
                                       "leaf-2 P2.1,\"rack A03 U14 gpu-002 port ib1: cable goes to "
                                       "leaf-2 P2.1, plan says leaf-2 P0.1\""))
        << lines[6].toStdString();

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

// Compact: the racks' sections flow one after the other, so the two racks of the fixture (7
// items) fit on one page; Korean text set in NanumGothic (embedded as a subset,
// "/BaseFont /XXXXXX+NanumGothic").
TEST(WorkList, PdfIsCompactAndEmbedsTheKoreanFont)
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
    const auto pages = [](const QByteArray &bytes) {
        return QString::fromLatin1(bytes).count(
            QRegularExpression(QStringLiteral("/Type\\s*/Page\\b")));
    };
    EXPECT_EQ(pages(pdf), 1);
    EXPECT_TRUE(pdf.contains("NanumGothic"));

    // Forty racks with one item each: sections flow, a handful of pages, not forty.
    verify::WorkList many;
    for (int r = 0; r < 40; ++r) {
        verify::WorkListRack rack;
        rack.rackId = r + 1;
        rack.rack = QStringLiteral("R%1").arg(r + 1);
        rack.items.push_back(list.racks[1].items[1]);
        many.racks.push_back(rack);
    }
    const QString manyPath = dir.filePath(QStringLiteral("many.pdf"));
    verify::writeWorkListPdf(many, manyPath);
    QFile mf(manyPath);
    ASSERT_TRUE(mf.open(QIODevice::ReadOnly));
    const auto manyPages = pages(mf.readAll());
    EXPECT_GE(manyPages, 2);
    EXPECT_LE(manyPages, 10);

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
