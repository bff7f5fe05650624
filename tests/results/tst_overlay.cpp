// Overlay colouring (core/results/overlay.h).

#include "results/importer.h"
#include "results/overlay.h"

#include "testdesign.h"

#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

StoredRun run(const Design &d, Id id, const QStringList &hosts, double busbw)
{
    ImportedFile f =
        readResults(makeAllReduceOutput(hosts, busbw), QStringLiteral("run%1").arg(id), &d);
    StoredRun r = f.runs.at(0);
    r.id = id;
    return r;
}

} // namespace

TEST(Overlay, LevelsAndThresholds)
{
    const PercentThresholds t; // 90 / 75
    EXPECT_EQ(stateOf(95, t), overlay::OverlayState::Good);
    EXPECT_EQ(stateOf(90, t), overlay::OverlayState::Good);
    EXPECT_EQ(stateOf(80, t), overlay::OverlayState::Warning);
    EXPECT_EQ(stateOf(74.9, t), overlay::OverlayState::Bad);
    EXPECT_EQ(stateOf(std::nan(""), t), overlay::OverlayState::NoData);
}

TEST(Overlay, NodesRailsCablesAndSus)
{
    // 64 nodes = 2 SUs of 32. Run 1: node001+node002 at 380 (95%); run 2: node002+node003 at
    // 200 (50%); run 3: node033 on its own (NVLink ceiling 900) at 450 (50%).
    const Design d = makeRailDesign(64);
    const std::vector<StoredRun> runs = {run(d, 1, nodeNames(1, 2), 380),
                                         run(d, 2, nodeNames(2, 3), 200),
                                         run(d, 3, {QStringLiteral("node033")}, 450)};
    const overlay::Overlay o = buildOverlay(d, runs);
    const Id n1 = d.deviceByName(QStringLiteral("node001"))->id;
    const Id n2 = d.deviceByName(QStringLiteral("node002"))->id;
    const Id n3 = d.deviceByName(QStringLiteral("node003"))->id;
    const Id n4 = d.deviceByName(QStringLiteral("node004"))->id;
    const Id n33 = d.deviceByName(QStringLiteral("node033"))->id;

    EXPECT_EQ(o.nodes.size(), 64); // every GPU node, measured or not
    EXPECT_NEAR(*o.node(n1).percent, 95, 1e-9);
    EXPECT_EQ(o.node(n1).state, overlay::OverlayState::Good);
    EXPECT_EQ(o.colour(o.node(n1)), overlay::OverlayPalette{}.good);
    EXPECT_EQ(o.node(n1).label, QStringLiteral("95%"));
    EXPECT_EQ(o.node(n1).runId, 1);
    // node002 is in both runs: Best keeps 95%, and both runs are listed.
    EXPECT_NEAR(*o.node(n2).percent, 95, 1e-9);
    EXPECT_EQ(o.node(n2).runIds, (QList<Id>{1, 2}));
    EXPECT_EQ(o.node(n3).state, overlay::OverlayState::Bad);
    EXPECT_EQ(o.colour(o.node(n3)), overlay::OverlayPalette{}.bad);
    EXPECT_FALSE(o.node(n4).percent);
    EXPECT_EQ(o.node(n4).state, overlay::OverlayState::NoData);
    EXPECT_EQ(o.colour(o.node(n4)), overlay::OverlayPalette{}.noData);
    EXPECT_NE(o.colour(o.node(n4)), o.colour(o.node(n3))); // no data never looks like bad
    EXPECT_NEAR(*o.node(n33).percent, 50, 1e-9);

    // Rails 0-7 were all used by runs 1 and 2, each over all eight rails at once. Such a run
    // cannot single out a rail (core/results/overlay.h "Scope of a verdict"): no rail and no link
    // gets a figure from them (it used to be "95%, good" from the best run, then node003's 50%);
    // run 2 was low, so the rails it crossed are "suspect". A rail is aggregated from its links
    // (core/overlay/overlay.h) and could never be Good while 61 of its 64 links are unmeasured.
    EXPECT_EQ(o.rails.size(), 8);
    EXPECT_FALSE(o.rail(3).percent);
    EXPECT_FALSE(o.rail(3).rated());
    EXPECT_EQ(o.rail(3).label, QStringLiteral("suspect"));
    EXPECT_EQ(o.rail(3).covered, 3);
    // Cables: node003's rail-5 cable only saw run 2: suspect, without a figure.
    const Cable *c = nullptr;
    for (const Cable &cable : d.cables)
        if (cable.label == QLatin1String("node003-ib5"))
            c = &cable;
    ASSERT_TRUE(c);
    EXPECT_FALSE(o.link(c->id).percent);
    EXPECT_EQ(o.link(c->id).state, overlay::OverlayState::Unverifiable);
    EXPECT_EQ(o.link(c->id).label, QStringLiteral("suspect"));
    EXPECT_EQ(o.link(c->id).runId, 2);
    // node004's cables: no data.
    for (const Cable &cable : d.cables) {
        if (cable.label == QLatin1String("node004-ib0")) {
            EXPECT_TRUE(o.links.contains(cable.id));
            EXPECT_EQ(o.link(cable.id).state, overlay::OverlayState::NoData);
        }
    }
    // SU1 (su 0): worst measured node = node003 (50%, Bad: a problem shows on the SU); SU 1:
    // node033.
    EXPECT_NEAR(*o.su(0).percent, 50, 1e-9);
    EXPECT_EQ(o.su(0).state, overlay::OverlayState::Bad);
    EXPECT_TRUE(o.su(0).tooltip.contains(QStringLiteral("3 of 32")));
    EXPECT_NEAR(*o.su(1).percent, 50, 1e-9);

    // Latest instead of Best: node002 shows run 2.
    OverlayOptions latest;
    latest.aggregate = OverlayOptions::Aggregate::Latest;
    EXPECT_NEAR(*buildOverlay(d, runs, latest).node(n2).percent, 50, 1e-9);

    EXPECT_EQ(o.legend.size(), 5u);
    EXPECT_TRUE(o.node(n1).tooltip.contains(QStringLiteral("380.0 GB/s of 400.0 GB/s")))
        << o.node(n1).tooltip.toStdString();
}

TEST(Overlay, SettingsRoundTrip)
{
    QTemporaryDir dir;
    QSettings s(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    OverlayOptions o;
    o.thresholds = {95, 80};
    o.palette.bad = QColor(0xff, 0, 0);
    o.aggregate = OverlayOptions::Aggregate::Latest;
    o.save(s);
    EXPECT_EQ(OverlayOptions::fromSettings(s), o);
    QSettings empty(dir.filePath(QStringLiteral("e.ini")), QSettings::IniFormat);
    EXPECT_EQ(OverlayOptions::fromSettings(empty), OverlayOptions{});
}
