// Marking cables from a verification: Document::commit with the source and time in the change
// log, and the "verify" module tables (observation sets, runs, findings, marks) in the file.

#include "store/document.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/verifystore.h"
#include "verifytestdesign.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verifytest;
using Kind = verify::CableFinding::Kind;

TEST(VerifyStore, RunsFindingsAndMarksSurviveReopening)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v.railyard"));
    const TestDesign t = makeDesign();
    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parseFile(fixture("ib-faults.txt"));
    // "# Topology file: generated on ..." of the fixture.
    const QString source = verify::describeObservationSource(obs);
    EXPECT_TRUE(source.startsWith(QLatin1String("ibnetdiscover ib-faults.txt, discovered ")))
        << source.toStdString();
    Id runId = 0;
    {
        auto doc = store::Document::create(path);
        doc->setUser(QStringLiteral("tech-kim"));
        doc->replaceAll(t.d, QStringLiteral("import"), QStringLiteral("test design"));
        const verify::Verification v =
            verify::CableVerifier(doc->design(), siteOptions(t)).verify(obs);
        auto store = verify::VerifyStore::of(*doc);
        ASSERT_NE(store, nullptr);
        const Id setId = store->saveObservationSet(obs);
        EXPECT_GT(setId, 0);
        runId = store->saveRun(setId, v, source, QStringLiteral("tech-kim"));

        // The four correct cables C1, C2, C9, C10 are verified in one step.
        verify::MarkRequest req;
        req.runId = runId;
        req.source = source;
        req.finding = QStringLiteral("correct");
        for (const verify::CableFinding &f : v.findings)
            if (f.kind == Kind::Correct)
                req.cableIds.push_back(f.cableId);
        const auto marks = verify::markCables(*doc, req);
        ASSERT_EQ(marks.size(), 4u);
        EXPECT_EQ(marks[0].user, QStringLiteral("tech-kim"));
        EXPECT_EQ(marks[0].oldStatus, CableStatus::Planned);
        EXPECT_GT(marks[0].id, 0);
        const ChangeLogEntry &log = doc->design().changeLog.items().back();
        EXPECT_EQ(log.action, QStringLiteral("verify"));
        EXPECT_TRUE(log.summary.startsWith(
            QLatin1String("Marked 4 cable(s) verified: C9, C10, C2, C1; from ibnetdiscover "
                          "ib-faults.txt, discovered ")))
            << log.summary.toStdString();
        EXPECT_TRUE(log.summary.contains(QLatin1String("; at ") + log.time));

        // C7 (wrong device) re-cabled: fixed, to be checked again.
        verify::MarkRequest fixed;
        fixed.status = CableStatus::Installed;
        fixed.cableIds = {t.cableId("C7")};
        fixed.finding = QStringLiteral("wrong-device");
        fixed.note = QStringLiteral("moved to leaf-2 P1.0");
        EXPECT_EQ(verify::markCables(*doc, fixed).size(), 1u);
        // Marking again changes nothing and logs nothing.
        const std::size_t entries = doc->design().changeLog.size();
        EXPECT_TRUE(verify::markCables(*doc, fixed).empty());
        EXPECT_EQ(doc->design().changeLog.size(), entries);
        // A cable that does not exist: refused, nothing changes.
        verify::MarkRequest bad;
        bad.cableIds = {t.cableId("C3"), 9999};
        EXPECT_THROW(verify::markCables(*doc, bad), Error);
        EXPECT_EQ(doc->design().cables.find(t.cableId("C3"))->status, CableStatus::Planned);
    }
    auto doc = store::Document::open(path);
    EXPECT_EQ(doc->design().cables.find(t.cableId("C1"))->status, CableStatus::Verified);
    EXPECT_EQ(doc->design().cables.find(t.cableId("C7"))->status, CableStatus::Installed);
    EXPECT_EQ(doc->design().cables.find(t.cableId("C8"))->status, CableStatus::Planned);
    auto store = verify::VerifyStore::of(*doc);
    const auto runs = store->runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].id, runId);
    EXPECT_EQ(runs[0].summary.count(Kind::Swapped), 2);
    EXPECT_EQ(runs[0].summary.notCovered, 1);
    EXPECT_EQ(runs[0].source, source);
    const auto findings = store->findings(runId);
    ASSERT_EQ(findings.size(), 12u);
    EXPECT_EQ(findings[11].kind, Kind::WrongDevice);
    EXPECT_EQ(findings[11].explanation,
              QStringLiteral("rack B07 U10 gpu-003 port ib1: cable goes to leaf-1 P2.0, plan says "
                             "leaf-2 P1.0"));
    EXPECT_EQ(findings[8].swappedWithCableId, t.cableId("C3"));
    const auto c7 = store->marks(t.cableId("C7"));
    ASSERT_EQ(c7.size(), 1u);
    EXPECT_EQ(c7[0].cableLabel, QStringLiteral("C7"));
    EXPECT_EQ(c7[0].newStatus, CableStatus::Installed);
    EXPECT_EQ(c7[0].finding, QStringLiteral("wrong-device"));
    EXPECT_EQ(c7[0].note, QStringLiteral("moved to leaf-2 P1.0"));
    EXPECT_EQ(store->marks().size(), 5u);
    EXPECT_EQ(store->marks().front().runId, runId);
}

TEST(VerifyStore, AMarkAndARunOnAStaleDesignAreRefused)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v.railyard"));
    const TestDesign t = makeDesign();
    store::Document::create(path)->replaceAll(t.d, QStringLiteral("import"),
                                              QStringLiteral("test"));
    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parseFile(fixture("ib-faults.txt"));
    auto first = store::Document::open(path);
    auto stale = store::Document::open(path);
    const verify::Verification v =
        verify::CableVerifier(stale->design(), siteOptions(t)).verify(obs);
    // Another program marks C1 verified after `stale` read the design.
    verify::MarkRequest req;
    req.cableIds = {t.cableId("C1")};
    ASSERT_EQ(verify::markCables(*first, req).size(), 1u);
    // The stale program's mark of C2 and its run are refused; no row of either is written.
    req.cableIds = {t.cableId("C2")};
    EXPECT_THROW(verify::markCables(*stale, req), Error);
    auto store = verify::VerifyStore::of(*stale);
    EXPECT_THROW(store->saveRun(0, v, QString(), QString()), Error);
    auto reopened = store::Document::open(path);
    EXPECT_EQ(reopened->design().cables.find(t.cableId("C1"))->status, CableStatus::Verified);
    EXPECT_EQ(reopened->design().cables.find(t.cableId("C2"))->status, CableStatus::Planned);
    auto check = verify::VerifyStore::of(*reopened);
    EXPECT_EQ(check->marks().size(), 1u);
    EXPECT_TRUE(check->runs().empty());
}
