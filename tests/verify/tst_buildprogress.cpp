// Build progress (core/verify/buildprogress.h): installed and verified cables per row and rack,
// day by day, from cable statuses and marks. The design is tests/data/verify/README.md's: racks
// A03 (row A) and B07 (row B); C1..C6, C9, C10 and M1 touch A03, C3..C10 and M1 touch B07.

#include "verify/buildprogress.h"
#include "verifytestdesign.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verifytest;

namespace {

verify::CableMark mark(const TestDesign &t, const char *label, const char *time, CableStatus from,
                       CableStatus to)
{
    verify::CableMark m;
    m.cableId = t.cableId(label);
    m.cableLabel = QLatin1String(label);
    m.time = QLatin1String(time);
    m.oldStatus = from;
    m.newStatus = to;
    return m;
}

verify::BuildCounts counts(int cables, int installed, int verified, int faulty)
{
    return {cables, installed, verified, faulty};
}

// The story of the tests: on 30 November C1, C2 and C7 are installed (marks); on 1 December C1 is
// verified and C7 found faulty (marks); C9 was set verified by hand (never marked) and C2 too
// after its mark. Today is 3 December.
struct Story
{
    TestDesign t = makeDesign();
    std::vector<verify::CableMark> marks;
    Story()
    {
        using S = CableStatus;
        marks = {mark(t, "C1", "2026-11-30T09:00:00Z", S::Planned, S::Installed),
                 mark(t, "C2", "2026-11-30T09:05:00Z", S::Planned, S::Installed),
                 // 23:30 in Seoul on 1 December is still 30 November in UTC.
                 mark(t, "C7", "2026-12-01T00:30:00+09:00", S::Planned, S::Installed),
                 mark(t, "C1", "2026-12-01T10:00:00Z", S::Installed, S::Verified),
                 mark(t, "C7", "2026-12-01T11:00:00Z", S::Installed, S::Faulty)};
        t.d.cables.find(t.cableId("C1"))->status = S::Verified;
        t.d.cables.find(t.cableId("C2"))->status = S::Verified; // by hand, after its mark
        t.d.cables.find(t.cableId("C7"))->status = S::Faulty;
        t.d.cables.find(t.cableId("C9"))->status = S::Verified; // by hand, never marked
    }
};

} // namespace

TEST(BuildProgress, CountsPerRowAndRackFollowTheMarksDayByDay)
{
    Story s;
    const verify::BuildProgress p =
        verify::computeBuildProgress(s.t.d, s.marks, QDate(2026, 12, 3));

    ASSERT_EQ(p.days.size(), 3u);
    EXPECT_EQ(p.days[0], QDate(2026, 11, 30));
    EXPECT_EQ(p.days[1], QDate(2026, 12, 1));
    EXPECT_EQ(p.days[2], QDate(2026, 12, 3));

    // Whole design: 11 cables. 30 Nov: C1, C2, C7 installed and C9 (its present status, no
    // history) verified. 1 Dec: C1 verified, C7 faulty. Today: C2 verified by hand as well.
    EXPECT_EQ(p.total.now, counts(11, 3, 3, 1));
    ASSERT_EQ(p.total.history.size(), 3u);
    EXPECT_EQ(p.total.history[0], counts(11, 4, 1, 0));
    EXPECT_EQ(p.total.history[1], counts(11, 3, 2, 1));
    EXPECT_EQ(p.total.history[2], p.total.now);
    EXPECT_NEAR(p.total.now.installedPercent(), 27.27, 0.01); // 3 of 11
    EXPECT_EQ(p.changedSinceMark, 1);                         // C2

    // Rows in room order, racks in row order; a cable counts in each rack it touches.
    ASSERT_EQ(p.rows.size(), 2u);
    EXPECT_EQ(p.rows[0].name, QStringLiteral("A"));
    EXPECT_EQ(p.rows[1].name, QStringLiteral("B"));
    ASSERT_EQ(p.racks.size(), 2u);
    EXPECT_EQ(p.racks[0].name, QStringLiteral("A03"));
    EXPECT_EQ(p.racks[0].row, QStringLiteral("A"));
    EXPECT_EQ(p.racks[1].name, QStringLiteral("B07"));
    // A03: C1, C2, C9 of the story (C7 runs inside B07).
    EXPECT_EQ(p.racks[0].history[0], counts(9, 3, 1, 0));
    EXPECT_EQ(p.racks[0].history[1], counts(9, 3, 2, 0));
    EXPECT_EQ(p.racks[0].now, counts(9, 3, 3, 0));
    // B07: C7 and C9.
    EXPECT_EQ(p.racks[1].history[0], counts(9, 2, 1, 0));
    EXPECT_EQ(p.racks[1].history[1], counts(9, 1, 1, 1));
    EXPECT_EQ(p.racks[1].now, counts(9, 1, 1, 1));
    EXPECT_EQ(p.rows[0].now, p.racks[0].now);
    EXPECT_EQ(p.rows[1].now, p.racks[1].now);
}

TEST(BuildProgress, NoMarksGiveTodayOnlyAndMarksOfDeletedCablesAreIgnored)
{
    Story s;
    verify::CableMark ghost = s.marks.front();
    ghost.cableId = 99999;
    const verify::BuildProgress p =
        verify::computeBuildProgress(s.t.d, {ghost}, QDate(2026, 12, 3));
    ASSERT_EQ(p.days.size(), 1u);
    EXPECT_EQ(p.total.now, counts(11, 3, 3, 1)); // C1, C2, C9 verified, C7 faulty
    EXPECT_EQ(p.changedSinceMark, 0);
}

TEST(BuildProgress, CsvTablesNameEveryScopeAndNeutraliseFormulae)
{
    Story s;
    for (Rack &r : s.t.d.racks)
        if (r.name == QLatin1String("B07"))
            r.name = QStringLiteral("=HYPERLINK(\"x\")");
    const verify::BuildProgress p =
        verify::computeBuildProgress(s.t.d, s.marks, QDate(2026, 12, 3));
    const QList<QByteArray> t = verify::buildProgressCsv(p).split('\n');
    ASSERT_GE(t.size(), 5);
    EXPECT_EQ(t[0], "level,row,rack,cables,installed,installed_pct,verified,verified_pct,faulty");
    EXPECT_EQ(t[1], "total,,,11,3,27.3,3,27.3,1");
    EXPECT_EQ(t[2], "row,A,,9,3,33.3,3,33.3,0");
    EXPECT_EQ(t[4], "rack,A,A03,9,3,33.3,3,33.3,0");
    // The rack name is data, never a formula (OWASP CSV injection), and stays in its field.
    EXPECT_EQ(t[5], "rack,B,\"'=HYPERLINK(\"\"x\"\")\",9,1,11.1,1,11.1,1");
    const QList<QByteArray> h = verify::buildHistoryCsv(p).split('\n');
    EXPECT_EQ(h[0], "date,level,name,cables,installed,verified,faulty");
    EXPECT_EQ(h[1], "2026-11-30,total,,11,4,1,0");
    EXPECT_EQ(h[2], "2026-11-30,row,A,9,3,1,0");
    EXPECT_EQ(h[3], "2026-11-30,row,B,9,2,1,0");
    EXPECT_EQ(h[4], "2026-12-01,total,,11,3,2,1");
}
