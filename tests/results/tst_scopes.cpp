// Verdict scopes (core/results/overlay.h "Scope of a verdict"): a run over several rails gives
// its links no verdict (a low one leaves them "suspect"), only a run confined to a rail rates
// the rail's links; unmeasured objects stay NoData; coverage; SU names from 1; host mappings
// stored with the runs and the results schema migration that added them.

#include "results/importer.h"
#include "results/overlay.h"
#include "results/resultstore.h"

#include "model/designutil.h"
#include "store/sqlite.h"
#include "store/store.h"
#include "testdesign.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

/// An all_reduce over `hosts` x 8 GPUs at `busbw` (testdesign.h): every node uses all 8 rails.
StoredRun multiRail(const Design &d, Id id, const QStringList &hosts, double busbw)
{
    StoredRun r =
        readResults(makeAllReduceOutput(hosts, busbw), QStringLiteral("run%1").arg(id), &d)
            .runs.at(0);
    r.id = id;
    return r;
}

/// A railyard-probe step confined to `rail` (NCCL_IB_HCA set) over `hosts` at `percent`.
StoredRun railStep(Id id, const QStringList &hosts, int rail, double percent)
{
    StoredRun r;
    r.id = id;
    r.kind = QStringLiteral("nccl-tests");
    r.collective = QStringLiteral("all_reduce");
    r.status = RunStatus::Complete;
    r.percent = percent;
    r.plateauGBps = percent / 2; // of a 50 GB/s ceiling: one NDR port (docs/design-notes.md)
    r.ceilingGBps = 50;
    r.verdict = percent >= 90 ? Verdict::Pass : Verdict::BelowExpected;
    StoredProbeStep p;
    p.stage = QStringLiteral("rail-allreduce");
    p.rail = rail;
    p.nodes = hosts;
    r.probeStep = p;
    for (const QString &h : hosts)
        r.nodeList.push_back({h, h, QStringLiteral("plan"), {0}, {rail}});
    return r;
}

Id cableId(const Design &d, const QString &label)
{
    for (const Cable &c : d.cables)
        if (c.label == label)
            return c.id;
    return 0;
}

} // namespace

TEST(VerdictScopes, ARunOverSeveralRailsCannotSingleOutARail)
{
    // 64 nodes = 2 SUs of 32 (testdesign.h). Run 1: node001-node004 on all 8 rails at 200 GB/s,
    // 50% of the 400 GB/s ceiling (8 x 50 GB/s NDR, docs/design-notes.md "Reference numbers").
    const Design d = makeRailDesign(64);
    const overlay::Overlay o = buildOverlay(d, {multiRail(d, 1, nodeNames(1, 4), 200)});
    // The nodes keep the run's verdict.
    const Id n1 = d.deviceByName(QStringLiteral("node001"))->id;
    EXPECT_EQ(o.node(n1).state, overlay::OverlayState::Bad);
    EXPECT_NEAR(*o.node(n1).percent, 50, 1e-9);
    // Its links: measured, no verdict, "suspect"; never the run's 50%.
    const overlay::OverlayEntry l = o.link(cableId(d, QStringLiteral("node001-ib3")));
    EXPECT_EQ(l.state, overlay::OverlayState::Unverifiable);
    EXPECT_FALSE(l.percent);
    EXPECT_EQ(l.label, QStringLiteral("suspect"));
    EXPECT_EQ(l.runId, 1);
    EXPECT_TRUE(l.tooltip.contains(QStringLiteral("several rails"))) << l.tooltip.toStdString();
    // Every rail: no figure of its own, marked suspect, and not rated (60 of 64 links unmeasured).
    ASSERT_EQ(o.rails.size(), 8);
    for (auto it = o.rails.cbegin(); it != o.rails.cend(); ++it) {
        EXPECT_FALSE(it->percent) << it.key();
        EXPECT_EQ(it->label, QStringLiteral("suspect")) << it.key();
        EXPECT_FALSE(it->rated()) << it.key();
    }
    // SU2 has no data: its nodes and links stay NoData, never the figure from SU1.
    for (const Cable &c : d.cables) {
        if (c.label.startsWith(QLatin1String("node033"))) {
            EXPECT_EQ(o.link(c.id).state, overlay::OverlayState::NoData) << c.label.toStdString();
        }
    }
    EXPECT_EQ(o.su(1).state, overlay::OverlayState::NoData);
    EXPECT_EQ(o.su(1).covered, 0);

    // A good run over several rails gives no verdict either, and no "suspect".
    const overlay::Overlay g = buildOverlay(d, {multiRail(d, 2, nodeNames(1, 4), 380)});
    EXPECT_EQ(g.link(cableId(d, QStringLiteral("node001-ib3"))).state,
              overlay::OverlayState::Unverifiable);
    EXPECT_EQ(g.link(cableId(d, QStringLiteral("node001-ib3"))).label, QStringLiteral("-"));

    // Nor does a low run over the same rails beside one that passed: a ring over every rail
    // runs at the pace of its slowest rail, so the 95% run shows that none held it back (the
    // 255-node seed system's 380 GB/s run beside its SHARP run, docs/results.md §7).
    const overlay::Overlay both = buildOverlay(
        d, {multiRail(d, 1, nodeNames(1, 4), 380), multiRail(d, 2, nodeNames(1, 4), 200)});
    EXPECT_EQ(both.link(cableId(d, QStringLiteral("node001-ib3"))).label, QStringLiteral("-"));
    EXPECT_NE(both.rail(3).label, QStringLiteral("suspect"));
    // A figure above the line rate that an algorithm explains (a SHARP run at 72.7% of its own
    // ceiling) says no rail was slow either.
    StoredRun sharp = multiRail(d, 3, nodeNames(1, 4), 290);
    sharp.plausibility = QStringLiteral("explained");
    const overlay::Overlay s = buildOverlay(d, {sharp});
    EXPECT_EQ(s.link(cableId(d, QStringLiteral("node001-ib3"))).label, QStringLiteral("-"));
    // The same figure without the explanation stays suspect.
    const overlay::Overlay low = buildOverlay(d, {multiRail(d, 3, nodeNames(1, 4), 290)});
    EXPECT_EQ(low.link(cableId(d, QStringLiteral("node001-ib3"))).label, QStringLiteral("suspect"));
}

TEST(VerdictScopes, ARunConfinedToARailRatesThatRailsLinks)
{
    const Design d = makeRailDesign(64);
    // The low run over all rails, then a step confined to rail 3 over the same nodes at 96%.
    const std::vector<StoredRun> runs = {multiRail(d, 1, nodeNames(1, 4), 200),
                                         railStep(2, nodeNames(1, 4), 3, 96)};
    const overlay::Overlay o = buildOverlay(d, runs);
    for (int n = 1; n <= 4; ++n) {
        const QString label = QStringLiteral("node%1-ib3").arg(n, 3, 10, QLatin1Char('0'));
        const overlay::OverlayEntry e = o.link(cableId(d, label));
        EXPECT_EQ(e.state, overlay::OverlayState::Good) << label.toStdString();
        EXPECT_NEAR(*e.percent, 96, 1e-9);
        EXPECT_EQ(e.runId, 2);
    }
    // Rail 3 has a figure now (its worst rated link); rail 5 is still only suspect.
    EXPECT_NEAR(*o.rail(3).percent, 96, 1e-9);
    EXPECT_EQ(o.link(cableId(d, QStringLiteral("node001-ib5"))).label, QStringLiteral("suspect"));
    EXPECT_FALSE(o.rail(5).percent);
    // A step confined to rail 3 says nothing about the nodes' other rails.
    const overlay::Overlay only = buildOverlay(d, {railStep(3, nodeNames(1, 4), 3, 96)});
    EXPECT_EQ(only.link(cableId(d, QStringLiteral("node001-ib5"))).state,
              overlay::OverlayState::NoData);
}

TEST(VerdictScopes, WhichRunsIsolateARail)
{
    const Design d = makeRailDesign(8);
    EXPECT_EQ(isolatedRail(railStep(1, nodeNames(1, 2), 6, 95)), 6);
    EXPECT_FALSE(isolatedRail(multiRail(d, 2, nodeNames(1, 2), 380)));
    // One GPU per node, GPU 2 on both: NCCL drives it through NIC 2, rail 2.
    StoredRun one;
    one.nodeList = {{QStringLiteral("node001"), {}, {}, {2}, {2}},
                    {QStringLiteral("node002"), {}, {}, {2}, {2}}};
    EXPECT_EQ(isolatedRail(one), 2);
    one.nodeList[1].rails = {5}; // different rails: not one rail
    EXPECT_FALSE(isolatedRail(one));
    one.nodeList.pop_back(); // one node: NVLink only
    EXPECT_FALSE(isolatedRail(one));
}

TEST(VerdictScopes, FailedRunsMeasureNothing)
{
    const Design d = makeRailDesign(64);
    StoredRun failed = multiRail(d, 1, nodeNames(1, 4), 200);
    failed.status = RunStatus::Failed;
    failed.verdict = Verdict::Failed;
    failed.percent.reset();
    StoredRun failedStep = railStep(2, nodeNames(1, 4), 3, 0);
    failedStep.verdict = Verdict::Failed;
    failedStep.percent.reset();
    const overlay::Overlay o = buildOverlay(d, {failed, failedStep});
    for (const char *label : {"node001-ib3", "node001-ib5"}) {
        const overlay::OverlayEntry e = o.link(cableId(d, QLatin1String(label)));
        EXPECT_EQ(e.state, overlay::OverlayState::NoData) << label;
        EXPECT_NE(e.label, QStringLiteral("suspect")) << label;
    }
    EXPECT_EQ(o.node(d.deviceByName(QStringLiteral("node001"))->id).state,
              overlay::OverlayState::NoData);
    EXPECT_EQ(coverageOf(d, o).nodes.measured, 0);
}

TEST(VerdictScopes, CoverageOfNodesRailsLeavesAndLinks)
{
    // 64 nodes, 2 SUs, 8 rails; one leaf per rail per SU (16 leaves), 512 node-leaf links.
    const Design d = makeRailDesign(64);
    const overlay::Overlay o = buildOverlay(
        d, {multiRail(d, 1, nodeNames(1, 4), 200), railStep(2, nodeNames(1, 4), 3, 96)});
    const Coverage c = coverageOf(d, o);
    EXPECT_EQ(c.nodes, (Coverage::Count{4, 64}));
    EXPECT_EQ(c.rails, (Coverage::Count{8, 8}));
    EXPECT_EQ(c.leaves, (Coverage::Count{8, 16})); // SU1's 8 leaves, none of SU2's
    EXPECT_EQ(c.links, (Coverage::Count{32, 512}));
    EXPECT_EQ(c.linksRated, 4); // node001-node004's rail-3 links
    EXPECT_EQ(coverageText(c),
              QStringLiteral("Coverage: 4 of 64 GPU nodes, 8 of 8 rails, 8 of 16 leaves and 32 "
                             "of 512 rail links have a measurement; 4 links have a verdict of "
                             "their own (a run confined to their rail)."));
    // Nothing measured: all zero, totals kept.
    const Coverage none = coverageOf(d, buildOverlay(d, {}));
    EXPECT_EQ(none.nodes, (Coverage::Count{0, 64}));
    EXPECT_EQ(none.links, (Coverage::Count{0, 512}));
}

TEST(VerdictScopes, ScalableUnitsAreNamedFromOne)
{
    // The model counts Device::su from 0; people and the reference architectures say SU1
    // (docs/references/fabric.md §1).
    EXPECT_EQ(suName(0), QStringLiteral("SU1"));
    EXPECT_EQ(suName(1), QStringLiteral("SU2"));
    EXPECT_EQ(suName(-1), QStringLiteral("-"));
    const Design d = makeRailDesign(64);
    const overlay::Overlay o = buildOverlay(d, {multiRail(d, 1, nodeNames(1, 4), 380)});
    EXPECT_TRUE(o.su(0).tooltip.startsWith(QStringLiteral("SU1: 4 of 32 nodes")))
        << o.su(0).tooltip.toStdString();
    EXPECT_TRUE(o.su(1).tooltip.startsWith(QStringLiteral("SU2: 0 of 32 nodes")))
        << o.su(1).tooltip.toStdString();
}

TEST(HostMappings, ExplicitMapsComeFirstAndRoundTripAsText)
{
    const Design d = makeRailDesign(8);
    const auto map = hostMapFromString(QStringLiteral("gpu-a = node003"));
    ASSERT_TRUE(map);
    EXPECT_TRUE(map->explicitMap);
    EXPECT_EQ(toString(*map), QStringLiteral("gpu-a=node003"));
    const auto pattern = hostMappingFromString(QStringLiteral("worker-(\\d+)=>node00\\1"));
    ASSERT_TRUE(pattern);
    EXPECT_FALSE(pattern->explicitMap);
    EXPECT_EQ(toString(*pattern), QStringLiteral("worker-(\\d+)=>node00\\1"));
    EXPECT_FALSE(hostMapFromString(QStringLiteral("=node1")));
    EXPECT_FALSE(hostMapFromString(QStringLiteral("host=")));
    // An explicit map wins over an exact name: node001 as a host name goes to node002.
    HostMatch how = HostMatch::Exact;
    const HostMatcher m(d, {*hostMapFromString(QStringLiteral("node001=node002")), *pattern});
    ASSERT_TRUE(m.match(QStringLiteral("node001"), &how));
    EXPECT_EQ(m.match(QStringLiteral("node001"), &how)->name, QStringLiteral("node002"));
    EXPECT_EQ(how, HostMatch::Map);
    EXPECT_EQ(toString(how), QStringLiteral("map"));
    EXPECT_EQ(m.match(QStringLiteral("worker-5"), &how)->name, QStringLiteral("node005"));
    EXPECT_EQ(how, HostMatch::Pattern);
}

// A document written before host mappings were stored (results module schema 2: the tables of
// migrations 1 and 2 as shipped) opens, gains the rating and mapping tables (schemas 3 and 4),
// keeps its runs,
// and then stores and reloads mappings.
TEST(HostMappings, StoredWithTheRunAndMigratedFromSchemaTwo)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.railyard"));
    const Design d = makeRailDesign(8);
    {
        auto store = store::SqliteStore::create(path);
        store->replaceAll(d, ChangeLogEntry{});
        store::sqlite::Database &db = store->database();
        db.exec(R"sql(
CREATE TABLE IF NOT EXISTS module_schema(module TEXT PRIMARY KEY, version INTEGER NOT NULL);
CREATE TABLE result_run(id INTEGER PRIMARY KEY, kind TEXT NOT NULL,
    tool TEXT NOT NULL DEFAULT '', tool_version TEXT NOT NULL DEFAULT '',
    program TEXT NOT NULL DEFAULT '', collective TEXT NOT NULL DEFAULT '',
    command_line TEXT NOT NULL DEFAULT '', nccl_version TEXT NOT NULL DEFAULT '', ranks INTEGER,
    nodes INTEGER NOT NULL DEFAULT 0, start_time TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL DEFAULT '', source_file TEXT NOT NULL DEFAULT '',
    sha256 TEXT NOT NULL, part INTEGER NOT NULL DEFAULT 0, label TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL, missing TEXT NOT NULL DEFAULT '[]', failures TEXT NOT NULL DEFAULT '[]',
    avg_busbw REAL, plateau_busbw REAL, plateau_from INTEGER NOT NULL DEFAULT 0,
    plateau_to INTEGER NOT NULL DEFAULT 0, in_network_reduction INTEGER NOT NULL DEFAULT 0,
    ceiling_busbw REAL, ceiling_basis TEXT NOT NULL DEFAULT '',
    ceiling_formula TEXT NOT NULL DEFAULT '', percent REAL, verdict TEXT NOT NULL,
    UNIQUE(sha256, part));
CREATE TABLE result_row(run_id INTEGER NOT NULL REFERENCES result_run(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, size INTEGER NOT NULL, count INTEGER, type TEXT NOT NULL DEFAULT '',
    redop TEXT NOT NULL DEFAULT '', root INTEGER,
    oop_time REAL, oop_algbw REAL, oop_busbw REAL, oop_wrong INTEGER, oop_error REAL,
    ip_time REAL, ip_algbw REAL, ip_busbw REAL, ip_wrong INTEGER, ip_error REAL,
    peak_gbps REAL, msg_rate REAL, timestamp TEXT NOT NULL DEFAULT '',
    partial INTEGER NOT NULL DEFAULT 0, line INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY(run_id, seq));
CREATE TABLE result_rank(run_id INTEGER NOT NULL REFERENCES result_run(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, rank INTEGER NOT NULL, grp INTEGER, pid INTEGER, host TEXT NOT NULL,
    device INTEGER NOT NULL, pci TEXT NOT NULL DEFAULT '', gpu_model TEXT NOT NULL DEFAULT '',
    PRIMARY KEY(run_id, seq));
CREATE TABLE result_node(run_id INTEGER NOT NULL REFERENCES result_run(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, device_name TEXT NOT NULL DEFAULT '', host TEXT NOT NULL,
    match TEXT NOT NULL, gpus TEXT NOT NULL DEFAULT '', rails TEXT NOT NULL DEFAULT '',
    PRIMARY KEY(run_id, seq));
CREATE INDEX result_node_device ON result_node(device_name);
CREATE TABLE result_probe_step(
    run_id INTEGER PRIMARY KEY REFERENCES result_run(id) ON DELETE CASCADE,
    plan TEXT NOT NULL DEFAULT '', step INTEGER NOT NULL DEFAULT 0,
    stage TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '',
    mode TEXT NOT NULL DEFAULT '', nodes TEXT NOT NULL DEFAULT '[]',
    rail INTEGER NOT NULL DEFAULT -1, path TEXT NOT NULL DEFAULT '[]',
    source TEXT NOT NULL DEFAULT '', destination TEXT NOT NULL DEFAULT '');
INSERT INTO module_schema(module, version) VALUES('results', 2);
INSERT INTO result_run(id, kind, collective, sha256, status, percent, verdict)
    VALUES(1, 'nccl-tests', 'all_reduce', 'abc', 'complete', 24.9, 'below-expected');
INSERT INTO result_node(run_id, seq, device_name, host, match, gpus, rails)
    VALUES(1, 0, 'node001', 'worker-1', 'pattern', '0', '');
)sql");
    }
    auto store = store::SqliteStore::open(path);
    ResultStore rs(*store);
    {
        auto st =
            store->database().prepare("SELECT version FROM module_schema WHERE module = 'results'");
        ASSERT_TRUE(st.step());
        EXPECT_EQ(st.integer(0), 4); // 3: result_rating, 4: result_host_mapping
    }
    std::optional<StoredRun> run = rs.load(1);
    ASSERT_TRUE(run);
    EXPECT_EQ(run->verdict, Verdict::BelowExpected);
    EXPECT_NEAR(*run->percent, 24.9, 1e-9);
    EXPECT_TRUE(run->hostMappings.isEmpty()); // the old file stored none
    ASSERT_EQ(run->nodeList.size(), 1u);

    // Mappings set by an evaluation are stored with the run, in order, and reloaded.
    run->hostMappings = {*hostPatternFromString(QStringLiteral("worker-(\\d+)=>node00\\1")),
                         *hostMapFromString(QStringLiteral("login-0=node008"))};
    rs.updateEvaluation(*run);
    EXPECT_EQ(rs.load(1)->hostMappings, run->hostMappings);
    // A new run keeps the mappings it was imported with (importer.h evaluate()).
    ImportOptions options;
    options.hostPatterns = {*hostMapFromString(QStringLiteral("gpu-a=node001")),
                            *hostMapFromString(QStringLiteral("gpu-b=node002"))};
    const StoredRun imported =
        readResults(makeAllReduceOutput({QStringLiteral("gpu-a"), QStringLiteral("gpu-b")}, 380),
                    QStringLiteral("mapped"), &d, options)
            .runs.at(0);
    EXPECT_EQ(imported.deviceNames(), (QStringList{"node001", "node002"}));
    const Id id = rs.add(imported).id;
    EXPECT_EQ(rs.load(id)->hostMappings, options.hostPatterns);
    // Removing a run removes its mappings.
    EXPECT_TRUE(rs.remove(id));
    auto left =
        store->database().prepare("SELECT count(*) FROM result_host_mapping WHERE run_id = ?");
    left.bind(1, id);
    ASSERT_TRUE(left.step());
    EXPECT_EQ(left.integer(0), 0);
}
