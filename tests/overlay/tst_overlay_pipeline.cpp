// The one overlay pipeline (core/overlay/overlay.h): aggregation, determinism and the three
// producers (verify/overlay.h, results/overlay.h, probe/checksoverlay.h) on real inputs.

#include "io/designyaml.h"
#include "overlay/overlay.h"
#include "probe/checksoverlay.h"
#include "results/importer.h"
#include "results/overlay.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/overlay.h"

#include "testdesign.h"
#include "verifytestdesign.h"

#include <QFile>

#include <algorithm>
#include <random>

#include <gtest/gtest.h>

using namespace ry;

namespace {

/// resources/examples/small-cluster.yaml: racks A01 (node01, node02, leaves) and A02 (node03,
/// node04), all four nodes in SU 0.
Design smallCluster()
{
    return designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"));
}

overlay::OverlayEntry entry(overlay::OverlayState s, std::optional<double> percent = std::nullopt)
{
    overlay::OverlayEntry e;
    e.state = s;
    e.percent = percent;
    e.label = toString(s);
    return e;
}

Id deviceId(const Design &d, const char *name)
{
    const Device *dev = d.deviceByName(QLatin1String(name));
    return dev ? dev->id : 0;
}

} // namespace

// --- Aggregation rules ---------------------------------------------------------------------

TEST(OverlayAggregation, OneMeasuredNodeOfEightIsNotGreen)
{
    // 16 nodes in 2 SUs of 8 (tests/results/testdesign.h). SU 0: node001 Good, the other seven
    // NoData; SU 1: all Good.
    const Design d = results::test::makeRailDesign(16, 8);
    overlay::Overlay o;
    for (const Device &dev : d.devices)
        if (dev.role == QLatin1String("gpu-node"))
            o.nodes.insert(dev.id, dev.su == 1 || dev.name == QLatin1String("node001")
                                       ? entry(overlay::OverlayState::Good, 95)
                                       : entry(overlay::OverlayState::NoData));
    overlay::aggregate(d, o);
    ASSERT_EQ(o.sus.size(), 2);
    EXPECT_EQ(o.su(0).state, overlay::OverlayState::NoData);
    EXPECT_EQ(o.su(0).count, 8);
    EXPECT_EQ(o.su(0).covered, 1);
    EXPECT_EQ(o.su(0).percent, 95.0); // the figure of the worst measured node is kept
    EXPECT_TRUE(o.su(0).tooltip.contains(QStringLiteral("1 of 8 nodes")))
        << o.su(0).tooltip.toStdString();
    EXPECT_EQ(o.su(1).state, overlay::OverlayState::Good);
    EXPECT_EQ(o.su(1).covered, 8);
}

TEST(OverlayAggregation, UnverifiableStaysUnverifiableAndProblemsShow)
{
    const Design d = results::test::makeRailDesign(16, 8);
    auto nodesOfSu = [&](int su) {
        std::vector<Id> ids;
        for (const Device &dev : d.devices)
            if (dev.role == QLatin1String("gpu-node") && dev.su == su)
                ids.push_back(dev.id);
        return ids;
    };
    overlay::Overlay o;
    // SU 0: seven Good and one Unverifiable (measured, no ceiling): Unverifiable, not green.
    const std::vector<Id> su0 = nodesOfSu(0);
    for (std::size_t i = 0; i < su0.size(); ++i)
        o.nodes.insert(su0[i], i == 3 ? entry(overlay::OverlayState::Unverifiable)
                                      : entry(overlay::OverlayState::Good, 95));
    // SU 1: one Bad node and seven NoData: the problem shows (Bad), with its figure.
    const std::vector<Id> su1 = nodesOfSu(1);
    for (std::size_t i = 0; i < su1.size(); ++i)
        o.nodes.insert(su1[i], i == 5 ? entry(overlay::OverlayState::Bad, 40)
                                      : entry(overlay::OverlayState::NoData));
    overlay::aggregate(d, o);
    EXPECT_EQ(o.su(0).state, overlay::OverlayState::Unverifiable);
    EXPECT_EQ(o.su(1).state, overlay::OverlayState::Bad);
    EXPECT_EQ(o.su(1).percent, 40.0);
    EXPECT_EQ(o.su(1).covered, 1);

    // Only Unverifiable and NoData members: NoData (the least known wins), never a verdict.
    std::vector<overlay::OverlayEntry> mixed = {entry(overlay::OverlayState::Unverifiable),
                                                entry(overlay::OverlayState::NoData)};
    std::vector<overlay::OverlayMember> members;
    for (const overlay::OverlayEntry &e : mixed)
        members.push_back({QStringLiteral("x"), &e});
    EXPECT_EQ(overlay::combineEntries(members, QStringLiteral("p"), QStringLiteral("nodes")).state,
              overlay::OverlayState::NoData);
    // Every pairing of NoData/Unverifiable with Good stays without a verdict.
    for (overlay::OverlayState s :
         {overlay::OverlayState::NoData, overlay::OverlayState::Unverifiable}) {
        const overlay::OverlayEntry good = entry(overlay::OverlayState::Good, 99), other = entry(s);
        const overlay::OverlayEntry c =
            overlay::combineEntries({{QStringLiteral("a"), &good}, {QStringLiteral("b"), &other}},
                                    QStringLiteral("p"), QStringLiteral("nodes"));
        EXPECT_EQ(c.state, s) << toString(s).toStdString();
        EXPECT_FALSE(c.rated());
    }
    EXPECT_EQ(overlay::combineEntries({}, QStringLiteral("p"), QStringLiteral("nodes")).state,
              overlay::OverlayState::NoData);
}

TEST(OverlayAggregation, LinksToRailsAndTiesByKey)
{
    const Design d = results::test::makeRailDesign(4, 4);
    overlay::Overlay o;
    // Rail 0: all four links Good at 95 and 90 (two of each): the figure is the lowest, 90, from
    // the first such cable in id order. Rail 1: three Good, one NoData: NoData.
    std::vector<const Cable *> rail0, rail1;
    for (const Cable &c : d.cables) {
        if (c.label.endsWith(QLatin1String("-ib0")))
            rail0.push_back(&c);
        if (c.label.endsWith(QLatin1String("-ib1")))
            rail1.push_back(&c);
    }
    ASSERT_EQ(rail0.size(), 4u);
    ASSERT_EQ(rail1.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        overlay::OverlayEntry e = entry(overlay::OverlayState::Good, i % 2 ? 90 : 95);
        e.label = rail0[i]->label;
        o.links.insert(rail0[i]->id, e);
        o.links.insert(rail1[i]->id, i == 2 ? entry(overlay::OverlayState::NoData)
                                            : entry(overlay::OverlayState::Good, 95));
    }
    overlay::aggregate(d, o);
    EXPECT_EQ(o.rail(0).state, overlay::OverlayState::Good);
    EXPECT_EQ(o.rail(0).percent, 90.0);
    EXPECT_EQ(o.rail(0).label, rail0[1]->label); // the lower Cable id of the two at 90%
    EXPECT_EQ(o.rail(1).state, overlay::OverlayState::NoData);
    EXPECT_EQ(o.rail(1).covered, 3);
    EXPECT_FALSE(o.rails.contains(2)); // no member, no entry
}

// --- Producers on real inputs ----------------------------------------------------------------

TEST(OverlayProducers, VerificationOfTheIbnetdiscoverDump)
{
    // tests/data/verify/README.md: ib-faults.txt against the two-rack design.
    const verifytest::TestDesign t = verifytest::makeDesign();
    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parseFile(verifytest::fixture("ib-faults.txt"));
    const verify::Verification v =
        verify::CableVerifier(t.d, verifytest::siteOptions(t)).verify(obs);
    const overlay::Overlay o = verify::makeOverlay(t.d, v, QStringLiteral("run 1"));
    EXPECT_EQ(o.title, QStringLiteral("run 1"));
    EXPECT_EQ(o.palette, overlay::OverlayPalette::verification());
    EXPECT_EQ(o.link(t.cableId("C1")).state, overlay::OverlayState::Good);
    EXPECT_EQ(o.colour(o.link(t.cableId("C1"))), QColor(QStringLiteral("#2e7d32")));
    EXPECT_EQ(o.link(t.cableId("C5")).state, overlay::OverlayState::Warning);
    EXPECT_EQ(o.colour(o.link(t.cableId("C5"))), QColor(QStringLiteral("#f9a825")));
    EXPECT_EQ(o.link(t.cableId("C8")).state, overlay::OverlayState::Missing);
    EXPECT_EQ(o.link(t.cableId("C8")).label, QStringLiteral("missing"));
    EXPECT_EQ(o.link(t.cableId("C7")).state, overlay::OverlayState::Bad);
    EXPECT_EQ(o.link(t.cableId("C7")).label, QStringLiteral("wrong device"));
    EXPECT_EQ(o.colour(o.link(t.cableId("C7"))), QColor(QStringLiteral("#c62828")));
    EXPECT_EQ(o.link(t.cableId("C3")).label, QStringLiteral("swapped"));
    EXPECT_FALSE(o.links.contains(t.cableId("M1"))); // out of scope: no finding, no entry
    // gpu-001: C1 correct and C5 degraded.
    const overlay::OverlayEntry gpu1 = o.node(deviceId(t.d, "gpu-001"));
    EXPECT_EQ(gpu1.state, overlay::OverlayState::Warning);
    EXPECT_EQ(gpu1.count, 2);
    EXPECT_EQ(gpu1.label, QStringLiteral("2 findings, worst: degraded"));
    // leaf-2: planned peer of C7 (wrong device) and observed peer of the unexpected link.
    EXPECT_EQ(o.node(deviceId(t.d, "leaf-2")).state, overlay::OverlayState::Bad);
    // Racks are aggregated in core: both racks hold a miswired node.
    const Device *gpu4 = t.d.deviceByName(QStringLiteral("gpu-004"));
    ASSERT_TRUE(gpu4 && gpu4->rackId);
    EXPECT_EQ(o.rack(gpu4->rackId).state, overlay::OverlayState::Bad);
    ASSERT_EQ(o.legend.size(), 4u);
    EXPECT_EQ(o.legend[3].text, QStringLiteral("wrong"));
    EXPECT_TRUE(verify::makeOverlay(t.d, verify::Verification{}).isEmpty());

    // Determinism: the findings in reverse and shuffled order give the same overlay.
    verify::Verification shuffled = v;
    std::reverse(shuffled.findings.begin(), shuffled.findings.end());
    EXPECT_EQ(verify::makeOverlay(t.d, shuffled, QStringLiteral("run 1")), o);
    std::mt19937 rng(11);
    std::shuffle(shuffled.findings.begin(), shuffled.findings.end(), rng);
    EXPECT_EQ(verify::makeOverlay(t.d, shuffled, QStringLiteral("run 1")), o);
    EXPECT_EQ(verify::makeOverlay(t.d, v, QStringLiteral("run 1")), o);
}

TEST(OverlayProducers, ResultsImportOfAnNcclTestsLog)
{
    // tests/data/results/small-cluster-4node-allreduce-synthetic.txt (SOURCES.md): all_reduce
    // over node01-node04, plateau 371.90 GB/s = 92.975% of the 400 GB/s ceiling (8 x NDR).
    const Design d = smallCluster();
    const results::ImportedFile f = results::readResultsFile(
        QStringLiteral(TEST_DATA_DIR "/results/small-cluster-4node-allreduce-synthetic.txt"), &d);
    ASSERT_EQ(f.runs.size(), 1u);
    results::StoredRun run = f.runs[0];
    run.id = 7;
    const overlay::Overlay o = results::buildOverlay(d, {run});
    EXPECT_EQ(o.nodes.size(), 4);
    for (const char *n : {"node01", "node02", "node03", "node04"}) {
        const overlay::OverlayEntry e = o.node(deviceId(d, n));
        EXPECT_EQ(e.state, overlay::OverlayState::Good) << n;
        ASSERT_TRUE(e.percent) << n;
        EXPECT_NEAR(*e.percent, 92.975, 1e-6);
        EXPECT_NEAR(*e.value, 371.90, 1e-6);
        EXPECT_NEAR(*e.reference, 400.0, 1e-9);
        EXPECT_EQ(e.runId, 7);
        EXPECT_TRUE(e.tooltip.contains(QStringLiteral("371.9 GB/s of 400.0 GB/s (93.0%)")))
            << e.tooltip.toStdString();
    }
    const Id a01 = d.deviceByName(QStringLiteral("node01"))->rackId;
    EXPECT_EQ(o.rack(a01).state, overlay::OverlayState::Good);
    EXPECT_EQ(o.su(0).state, overlay::OverlayState::Good);
    EXPECT_EQ(o.su(0).covered, 4);
    // Every rail link was crossed by the 4-node run, but it ran on all eight rails at once, so
    // it rates no rail on its own (core/results/overlay.h "Scope of a verdict"): 8 rails,
    // measured without a verdict, and not suspect since the run passed.
    EXPECT_EQ(o.rails.size(), 8);
    for (auto it = o.rails.cbegin(); it != o.rails.cend(); ++it) {
        EXPECT_EQ(it->state, overlay::OverlayState::Unverifiable) << it.key();
        EXPECT_EQ(it->covered, 4) << it.key();
        EXPECT_NE(it->label, QStringLiteral("suspect")) << it.key();
    }

    // The same run on node01 and node02 only: rack A01 Good, rack A02 and SU 0 no data, and
    // every rail link of node03/node04 no data (grey, never the rail's figure).
    const QByteArray two = results::test::makeAllReduceOutput(
        {QStringLiteral("node01"), QStringLiteral("node02")}, 380);
    results::StoredRun partial = results::readResults(two, QStringLiteral("two"), &d).runs.at(0);
    partial.id = 8;
    const overlay::Overlay p = results::buildOverlay(d, {partial});
    const Id a02 = d.deviceByName(QStringLiteral("node03"))->rackId;
    EXPECT_EQ(p.rack(a01).state, overlay::OverlayState::Good);
    EXPECT_EQ(p.rack(a02).state, overlay::OverlayState::NoData);
    EXPECT_EQ(p.su(0).state, overlay::OverlayState::NoData);
    EXPECT_EQ(p.su(0).covered, 2);
    for (const Port *port : d.portsOf(deviceId(d, "node03")))
        for (const Cable &c : d.cables)
            if (port->rail >= 0 && (c.aPortId == port->id || c.bPortId == port->id)) {
                EXPECT_EQ(p.link(c.id).state, overlay::OverlayState::NoData)
                    << c.label.toStdString();
            }
    for (auto it = p.rails.cbegin(); it != p.rails.cend(); ++it)
        EXPECT_EQ(it->state, overlay::OverlayState::NoData) << it.key();

    // Determinism: the runs in either order, twice, give identical overlays.
    EXPECT_EQ(results::buildOverlay(d, {run, partial}), results::buildOverlay(d, {partial, run}));
    EXPECT_EQ(results::buildOverlay(d, {run, partial}), results::buildOverlay(d, {run, partial}));
}

TEST(OverlayProducers, RunChecksStepSet)
{
    const Design d = smallCluster();
    probe::PlanOptions po;
    po.railAllReduce = po.allNodes = po.pairwiseSpine = false;
    po.pairwiseLeaf = true;
    const probe::TestPlan plan = probe::makeTestPlan(d, po);
    ASSERT_GE(plan.steps.size(), 2u);
    std::vector<probe::StepProgress> steps(plan.steps.size());
    EXPECT_TRUE(probe::makeChecksOverlay(d, plan, steps, {}).isEmpty()); // nothing started

    // Step 0 finished at 95% of expected, step 1 running, the rest waiting.
    steps[0].value = 380;
    steps[0].expected = 400;
    steps[1].running = true;
    const overlay::Overlay o = probe::makeChecksOverlay(d, plan, steps, {});
    for (const QString &n : plan.steps[0].nodes) {
        const Device *dev = d.deviceByName(n);
        ASSERT_TRUE(dev);
        const bool alsoRunning = plan.steps[1].nodes.contains(n);
        EXPECT_EQ(o.node(dev->id).state,
                  alsoRunning ? overlay::OverlayState::Running : overlay::OverlayState::Good);
        if (!alsoRunning) {
            EXPECT_EQ(o.node(dev->id).label, QStringLiteral("95% of expected"));
            EXPECT_EQ(o.colour(o.node(dev->id)), results::OverlayOptions{}.palette.good);
        }
    }
    // Every node of the plan has an entry; nodes of waiting steps only are NoData.
    for (const probe::PlanStep &s : plan.steps)
        for (const QString &n : s.nodes)
            EXPECT_TRUE(o.nodes.contains(d.deviceByName(n)->id)) << n.toStdString();
    // A step measured without an expected figure: Unverifiable, never a verdict.
    steps[1].running = false;
    steps[1].value = 100;
    steps[1].expected = 0;
    const overlay::Overlay u = probe::makeChecksOverlay(d, plan, steps, {});
    for (const QString &n : plan.steps[1].nodes)
        if (!plan.steps[0].nodes.contains(n)) {
            EXPECT_EQ(u.node(d.deviceByName(n)->id).state, overlay::OverlayState::Unverifiable);
        }
    // The SU is not Good while some plan nodes are unmeasured or unverifiable.
    EXPECT_NE(u.su(0).state, overlay::OverlayState::Good);
    // A failed step marks what nothing measured; a suspect wins over everything.
    steps[1].failed = true;
    probe::Suspect s;
    s.kind = probe::Suspect::Kind::Node;
    s.name = plan.steps[0].nodes[0];
    s.reason = QStringLiteral("slow");
    const overlay::Overlay f = probe::makeChecksOverlay(d, plan, steps, {s});
    EXPECT_EQ(f.node(d.deviceByName(s.name)->id).state, overlay::OverlayState::Bad);
    EXPECT_EQ(f.node(d.deviceByName(s.name)->id).label, QStringLiteral("suspect: slow"));
    EXPECT_EQ(f.su(0).state, overlay::OverlayState::Bad);
    // Deterministic: the same input twice.
    EXPECT_EQ(f, probe::makeChecksOverlay(d, plan, steps, {s}));
}
