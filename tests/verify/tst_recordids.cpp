// record-ids: the identities of a named ibnetdiscover dump written into the plan let a dump of
// the same fabric with generic descriptions verify by GUID. The dumps are real ibnetdiscover
// output of an ibsim fabric cabled as the test design (tests/data/verify/record-ids/README.md).

#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/recordids.h"
#include "usecases/session.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/lldpparser.h"
#include "verify/recordids.h"
#include "verifytestdesign.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verify;
using namespace ry::verifytest;

namespace {

QString recordFixture(const char *name)
{
    return fixture("record-ids/") + QLatin1String(name);
}

/// The test design as the ibsim fabric runs it: ibsim trains every link at 4xSDR (10 Gb/s,
/// observation.h ibLaneRateGbps), so the planned speeds are 10 Gb/s here.
TestDesign sdrDesign()
{
    TestDesign t = makeDesign();
    for (Port &p : t.d.ports)
        if (p.kind == PortKind::Interface && !p.mgmtOnly)
            p.speedGbps = 10;
    return t;
}

const IdChange *find(const IdRecording &r, const QString &object, const QString &field)
{
    for (const IdChange &c : r.report)
        if (c.object == object && c.field == field)
            return &c;
    return nullptr;
}

void apply(Design &d, const ChangeSet &changes)
{
    for (const Change &c : changes.changes()) {
        if (const Port *p = std::get_if<Port>(&c.object))
            *d.ports.find(p->id) = *p;
        else if (const Device *dev = std::get_if<Device>(&c.object))
            *d.devices.find(dev->id) = *dev;
    }
}

} // namespace

TEST(RecordIds, GenericDumpVerifiesByGuidAfterRecordingFromNamedDump)
{
    TestDesign t = sdrDesign();
    const VerifyOptions options = siteOptions(t);
    const ObservationSet generic =
        IbnetdiscoverParser::parseFile(recordFixture("ibsim-generic.txt"));
    const ObservationSet named = IbnetdiscoverParser::parseFile(recordFixture("ibsim-named.txt"));

    // Before: no description names a device, so nothing is identified (10 links, every one to an
    // unknown node; only gpu-002 ib0 carries a GUID, and that one is stale).
    {
        const Verification v = CableVerifier(t.d, options).verify(generic);
        EXPECT_EQ(v.summary.count(CableFinding::Kind::Correct), 0);
        EXPECT_GT(v.summary.count(CableFinding::Kind::UnknownDevice), 0);
    }

    const IdRecording r = planIdRecording(t.d, named, {}, options);
    // 8 HCA port GUIDs (one changed: the design's gpu-002 ib0 GUID was e09d730300020000) and
    // the node and system image GUIDs of the two switches.
    EXPECT_EQ(r.count(IdChange::Kind::Added), 7 + 4);
    EXPECT_EQ(r.count(IdChange::Kind::Changed), 1);
    EXPECT_EQ(r.count(IdChange::Kind::Conflict), 0);
    EXPECT_TRUE(r.unmatched.empty());
    // ibsim-named.txt: `[2] "H-0000000000100004"[1](100005) # "gpu-002 mlx5_0"` under leaf-1.
    const IdChange *g2 = find(r, QStringLiteral("gpu-002 ib0"), QStringLiteral("guid"));
    ASSERT_TRUE(g2);
    EXPECT_EQ(g2->kind, IdChange::Kind::Changed);
    EXPECT_EQ(g2->oldValue, QStringLiteral("e09d730300020000"));
    EXPECT_EQ(g2->newValue, QStringLiteral("0000000000100005"));
    EXPECT_EQ(g2->describe(), QStringLiteral("gpu-002 ib0 guid: changed from e09d730300020000 to "
                                             "0000000000100005"));
    // `switchguid=0x200000(200000)` ... `Switch 10 "S-0000000000200000" # "leaf-1"`.
    const IdChange *leaf1 = find(r, QStringLiteral("leaf-1"), QStringLiteral("node_guid"));
    ASSERT_TRUE(leaf1);
    EXPECT_EQ(leaf1->kind, IdChange::Kind::Added);
    EXPECT_EQ(leaf1->newValue, QStringLiteral("0000000000200000"));
    // gpu-004 mlx5_1 on leaf-2 port 4: `(10000f)`.
    const IdChange *g4 = find(r, QStringLiteral("gpu-004 ib1"), QStringLiteral("guid"));
    ASSERT_TRUE(g4);
    EXPECT_EQ(g4->newValue, QStringLiteral("000000000010000f"));
    // Hosts have two HCAs each: no device-level GUID for them.
    EXPECT_FALSE(find(r, QStringLiteral("gpu-001"), QStringLiteral("node_guid")));

    apply(t.d, r.changes);
    const Verification after = CableVerifier(t.d, options).verify(generic);
    EXPECT_EQ(after.summary.count(CableFinding::Kind::Correct), 10);
    EXPECT_TRUE(after.allCorrect());
    for (const CableFinding &f : after.findings)
        EXPECT_EQ(f.kind, CableFinding::Kind::Correct) << f.explanation.toStdString();

    // Recording the same dump again changes nothing.
    const IdRecording again = planIdRecording(t.d, named, {}, options);
    EXPECT_TRUE(again.changes.empty());
    EXPECT_EQ(again.count(IdChange::Kind::Unchanged), 12);
}

TEST(RecordIds, GuidOnAnotherPortIsAConflictAndNotWritten)
{
    TestDesign t = sdrDesign();
    // gpu-001 mlx5_0's port GUID (ibsim-named.txt: `(100001)`) recorded by mistake on a port the
    // dump does not report (leaf-2's management port).
    t.portRef("leaf-2", "mgmt0").guid = QStringLiteral("0x0000000000100001");
    const ObservationSet named = IbnetdiscoverParser::parseFile(recordFixture("ibsim-named.txt"));
    const IdRecording r = planIdRecording(t.d, named, {}, siteOptions(t));
    const IdChange *c = find(r, QStringLiteral("gpu-001 ib0"), QStringLiteral("guid"));
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, IdChange::Kind::Conflict);
    EXPECT_EQ(c->reason, QStringLiteral("already on leaf-2 mgmt0"));
    EXPECT_EQ(c->describe(), QStringLiteral("gpu-001 ib0 guid: 0000000000100001 not recorded: "
                                            "already on leaf-2 mgmt0"));
    EXPECT_EQ(r.count(IdChange::Kind::Conflict), 1);
    for (const Change &ch : r.changes.changes()) {
        if (const Port *p = std::get_if<Port>(&ch.object)) {
            EXPECT_NE(p->id, t.port("gpu-001", "ib0"));
        }
    }
}

// The result does not depend on the order of the reports: a GUID recorded by mistake on a port
// that the dump reports with its own GUID moves to where the dump says it is.
TEST(RecordIds, MistakenGuidMovesWhenItsHolderIsReportedToo)
{
    TestDesign t = sdrDesign();
    // gpu-001 mlx5_0's port GUID (`(100001)`) on gpu-003 ib1, which the dump reports as 10000b.
    t.portRef("gpu-003", "ib1").guid = QStringLiteral("0000000000100001");
    const ObservationSet named = IbnetdiscoverParser::parseFile(recordFixture("ibsim-named.txt"));
    const IdRecording r = planIdRecording(t.d, named, {}, siteOptions(t));
    EXPECT_EQ(r.count(IdChange::Kind::Conflict), 0);
    const IdChange *moved = find(r, QStringLiteral("gpu-003 ib1"), QStringLiteral("guid"));
    ASSERT_TRUE(moved);
    EXPECT_EQ(moved->kind, IdChange::Kind::Changed);
    EXPECT_EQ(moved->newValue, QStringLiteral("000000000010000b"));
    const IdChange *g1 = find(r, QStringLiteral("gpu-001 ib0"), QStringLiteral("guid"));
    ASSERT_TRUE(g1);
    EXPECT_EQ(g1->kind, IdChange::Kind::Added);
    EXPECT_EQ(g1->newValue, QStringLiteral("0000000000100001"));
}

// An inventory in the shape of docs/probe-jsonl.md "inventory", as probe/src/inventory.cpp writes
// it: MACs and the GUID of the HCA's port 1, matched by the netdev name (Port::ifName).
TEST(RecordIds, ProbeInventoryRecordsMacsAndPortGuids)
{
    TestDesign t = sdrDesign();
    t.portRef("gpu-003", "ib1").rdmaDevice = QStringLiteral("mlx5_1"); // an InfiniBand-only HCA
    Diagnostics diags;
    const std::vector<InventoryNic> nics =
        readProbeInventory(recordFixture("inventory-gpu-003.jsonl"), &diags);
    ASSERT_EQ(nics.size(), 3u);
    EXPECT_EQ(diags.size(), 1u); // the line that is not JSON
    const IdRecording r = planIdRecording(t.d, {}, nics, siteOptions(t));
    const IdChange *mac = find(r, QStringLiteral("gpu-003 ib0"), QStringLiteral("mac"));
    ASSERT_TRUE(mac);
    EXPECT_EQ(mac->newValue, QStringLiteral("B8:3F:D2:AA:03:00"));
    const IdChange *guid = find(r, QStringLiteral("gpu-003 ib1"), QStringLiteral("guid"));
    ASSERT_TRUE(guid);
    EXPECT_EQ(guid->newValue, QStringLiteral("b83fd20300aa0311"));
    // The third NIC (eno1) is no port of gpu-003: reported, not placed.
    ASSERT_EQ(r.unmatched.size(), 1u);
    EXPECT_TRUE(r.unmatched[0].message.contains(QStringLiteral("eno1")));
}

TEST(RecordIds, UseCaseIsOneUndoStep)
{
    QTemporaryDir dir;
    auto session = usecases::openSession(dir.filePath(QStringLiteral("r.railyard")), true);
    TestDesign t = sdrDesign();
    usecases::replaceDesign(*session, t.d, {QStringLiteral("import"), QStringLiteral("t"), false});
    const int before = session->undoStack()->count();
    const QString rules = dir.filePath(QStringLiteral("rules.yaml"));
    {
        QFile f(rules);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("node-names:\n"
                "  - {pattern: '^(\\S+) mlx5_(\\d+)$', device: '\\1', port: 'ib\\2'}\n"
                "ports:\n"
                "  - {device-type: 'qm9700-.*', name: 'P{(N-1)/2}.{(N-1)%2}'}\n");
    }
    usecases::RecordIdsRequest req;
    req.ibnetdiscoverFiles = {recordFixture("ibsim-named.txt")};
    req.rulesFile = rules;
    Progress progress;
    const usecases::RecordIdsResult r = usecases::recordIds(*session, req, progress);
    EXPECT_TRUE(r.written);
    EXPECT_EQ(session->undoStack()->count(), before + 1);
    const Device *leaf = session->design().deviceByName(QStringLiteral("leaf-2"));
    EXPECT_EQ(leaf->nodeGuid, QStringLiteral("0000000000200001"));
    EXPECT_EQ(session->design().changeLog.items().back().action, QStringLiteral("record-ids"));
    session->undoStack()->undo();
    EXPECT_TRUE(session->design().deviceByName(QStringLiteral("leaf-2"))->nodeGuid.isEmpty());
    EXPECT_EQ(session->design().ports.find(t.port("gpu-002", "ib0"))->guid,
              QStringLiteral("0xe09d730300020000"));
}

// railyard-cli record-ids as a user runs it: report, exit status, and then verify by GUID.
TEST(RecordIds, CliRecordsThenGenericDumpVerifies)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("site.railyard"));
    store::Document::create(db)->replaceAll(sdrDesign().d, QStringLiteral("import"),
                                            QStringLiteral("test"));
    const QString rules = dir.filePath(QStringLiteral("rules.yaml"));
    {
        QFile f(rules);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("node-names:\n"
                "  - {pattern: '^(\\S+) mlx5_(\\d+)$', device: '\\1', port: 'ib\\2'}\n"
                "ports:\n"
                "  - {device-type: 'qm9700-.*', name: 'P{(N-1)/2}.{(N-1)%2}'}\n"
                "planes: [compute]\n");
    }
    auto run = [](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(RAILYARD_CLI), args);
        EXPECT_TRUE(p.waitForFinished(120000));
        return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput())};
    };
    const QString generic = recordFixture("ibsim-generic.txt");
    const auto before =
        run({QStringLiteral("verify"), QStringLiteral("--db"), db,
             QStringLiteral("--ibnetdiscover"), generic, QStringLiteral("--rules"), rules});
    EXPECT_EQ(before.first, 1);
    EXPECT_TRUE(before.second.contains(QStringLiteral("correct:        0")))
        << before.second.toStdString();
    // --dry-run reports and writes nothing: verify still finds nothing correct afterwards.
    const auto dry = run({QStringLiteral("record-ids"), QStringLiteral("--db"), db,
                          QStringLiteral("--ibnetdiscover"), recordFixture("ibsim-named.txt"),
                          QStringLiteral("--rules"), rules, QStringLiteral("--dry-run")});
    EXPECT_EQ(dry.first, 0);
    EXPECT_TRUE(dry.second.contains(QStringLiteral("Dry run: nothing was written.")));
    EXPECT_TRUE(store::Document::open(db)
                    ->design()
                    .deviceByName(QStringLiteral("leaf-1"))
                    ->nodeGuid.isEmpty());
    const auto rec = run({QStringLiteral("record-ids"), QStringLiteral("--db"), db,
                          QStringLiteral("--ibnetdiscover"), recordFixture("ibsim-named.txt"),
                          QStringLiteral("--rules"), rules});
    EXPECT_EQ(rec.first, 0) << rec.second.toStdString();
    EXPECT_TRUE(rec.second.contains(QStringLiteral(
        "[changed] gpu-002 ib0 guid: changed from e09d730300020000 to 0000000000100005\n")))
        << rec.second.toStdString();
    EXPECT_TRUE(rec.second.contains(
        QStringLiteral("11 added, 1 changed, 0 unchanged, 0 conflicts (not recorded)")));
    const auto after =
        run({QStringLiteral("verify"), QStringLiteral("--db"), db,
             QStringLiteral("--ibnetdiscover"), generic, QStringLiteral("--rules"), rules});
    EXPECT_EQ(after.first, 0) << after.second.toStdString();
    EXPECT_TRUE(after.second.contains(QStringLiteral("correct:        10")));
}

// LLDP: chassis MACs onto devices and MAC port ids onto ports (tests/data/verify/README.md
// "lldp/").
TEST(RecordIds, LldpRecordsChassisAndPortMacs)
{
    TestDesign t = sdrDesign();
    const ObservationSet lldp = LldpParser::parseFiles(
        {fixture("lldp/leaf-1.json"), fixture("lldp/switch-b.json"), fixture("lldp/gpu-004.json")});
    const IdRecording r = planIdRecording(t.d, lldp, {}, siteOptions(t));
    EXPECT_EQ(r.count(IdChange::Kind::Conflict), 0);
    // switch-b.json: the local chassis leaf-2, id of type mac 0c:42:a1:00:00:02.
    const IdChange *leaf2 = find(r, QStringLiteral("leaf-2"), QStringLiteral("chassis_mac"));
    ASSERT_TRUE(leaf2);
    EXPECT_EQ(leaf2->kind, IdChange::Kind::Added);
    EXPECT_EQ(leaf2->newValue, QStringLiteral("0C:42:A1:00:00:02"));
    // switch-b.json swp1s0: gpu-001's port id 02:00:00:00:01:02 (mac), descr enp59s0np0 = ib1.
    const IdChange *ib1 = find(r, QStringLiteral("gpu-001 ib1"), QStringLiteral("mac"));
    ASSERT_TRUE(ib1);
    EXPECT_EQ(ib1->kind, IdChange::Kind::Added);
    EXPECT_EQ(ib1->newValue, QStringLiteral("02:00:00:00:01:02"));
    // leaf-1.json: gpu-001 ib0 sends the MAC the design already holds.
    const IdChange *ib0 = find(r, QStringLiteral("gpu-001 ib0"), QStringLiteral("mac"));
    ASSERT_TRUE(ib0);
    EXPECT_EQ(ib0->kind, IdChange::Kind::Unchanged);
    // The unknown MAC-only chassis on leaf-1 swp5s0 is not placed.
    ASSERT_EQ(r.unmatched.size(), 1u);
    EXPECT_TRUE(r.unmatched[0].message.contains(QStringLiteral("02:00:00:00:99:01")));
}
