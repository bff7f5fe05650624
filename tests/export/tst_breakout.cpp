// Breakout cables (issue 14 point 1): one cable with one A connector and N legs. A 1x4 breakout
// of a 400GbE QSFP-DD port into 4 x 100GbE (lane ports swp1s0..swp1s3, the Cumulus Linux names,
// docs/references/fabric.md [FAB-32]) with legs to three servers and lane 3 free, followed
// through the YAML file, SQLite, the validator, trace, the cabling plan, labels, the BOM, the
// NetBox CSV and an LLDP check of the lane port; a 1x2 twin-port splitter from the generator; old
// files' `breakout_group` migrated.

#include "export/netboxexporters.h"
#include "export/planexporters.h"
#include "exporttesthelpers.h"
#include "fabric/bom.h"
#include "io/designyaml.h"
#include "model/breakout.h"
#include "model/validator.h"
#include "plans/cableplan.h"
#include "plans/labels.h"
#include "store/document.h"
#include "store/schema.h"
#include "store/sqlite.h"
#include "store/store.h"
#include "verify/lldpparser.h"
#include "verify/verifier.h"

#include <gtest/gtest.h>

#include <QBuffer>
#include <QTemporaryDir>

using namespace ry;

namespace {

Id portOf(const Design &d, const QString &device, const QString &port)
{
    const Device *dev = d.deviceByName(device);
    if (!dev)
        return 0;
    for (const Port *p : d.portsOf(dev->id))
        if (p->name == port)
            return p->id;
    return 0;
}

/// leaf-01 (4 x 400GbE QSFP-DD, swp1..swp4) and gpu-01..03 (one 100GbE QSFP28 eth0 each) in
/// rack A01; breakout BO-001 on leaf-01 swp1, 1x4 DAC 3 m, lanes 0..2 to gpu-01..03 eth0.
Design breakoutDesign()
{
    Design d;
    d.name = QStringLiteral("breakout");
    const Id site = d.sites.add({0, QStringLiteral("dc1"), {}});
    const Id room = d.rooms.add({0, site, QStringLiteral("hall")});
    const Id row = d.rows.add({0, room, QStringLiteral("row-1"), 0});
    Rack rack;
    rack.rowId = row;
    rack.name = QStringLiteral("A01");
    d.racks.add(rack);
    DeviceType sw;
    sw.slug = QStringLiteral("eth-switch");
    sw.manufacturer = QStringLiteral("Test");
    sw.model = QStringLiteral("Switch");
    for (int i = 1; i <= 4; ++i)
        sw.ports.push_back(PortTemplate{.name = QStringLiteral("swp%1").arg(i),
                                        .type = QStringLiteral("400gbase-x-qsfpdd"),
                                        .speedGbps = 400});
    const Id swType = d.deviceTypes.add(sw);
    DeviceType host;
    host.slug = QStringLiteral("server");
    host.manufacturer = QStringLiteral("Test");
    host.model = QStringLiteral("Server");
    host.uHeight = 2;
    host.ports = {PortTemplate{.name = QStringLiteral("eth0"),
                               .type = QStringLiteral("100gbase-x-qsfp28"),
                               .speedGbps = 100}};
    const Id hostType = d.deviceTypes.add(host);
    Device leaf;
    leaf.name = QStringLiteral("leaf-01");
    leaf.role = QStringLiteral("leaf");
    leaf.deviceTypeId = swType;
    leaf.rackId = 1;
    leaf.position = 40;
    d.addDeviceWithPorts(leaf);
    for (int i = 1; i <= 3; ++i) {
        Device g;
        g.name = QStringLiteral("gpu-0%1").arg(i);
        g.role = QStringLiteral("gpu-node");
        g.deviceTypeId = hostType;
        g.rackId = 1;
        g.position = 1 + (i - 1) * 2;
        d.addDeviceWithPorts(g);
    }
    Breakout b;
    b.label = QStringLiteral("BO-001");
    b.aPortId = portOf(d, QStringLiteral("leaf-01"), QStringLiteral("swp1"));
    b.lanes = 4;
    b.medium = Medium::DAC;
    b.lengthM = 3;
    const Id bo = addBreakout(d, b);
    for (int lane = 0; lane < 3; ++lane)
        addBreakoutLeg(d, bo, lane,
                       portOf(d, QStringLiteral("gpu-0%1").arg(lane + 1), QStringLiteral("eth0")));
    return d;
}

QByteArray exported(const exporting::Exporter &e, const Design &d, exporting::Reporter &r)
{
    QBuffer buf;
    buf.open(QIODevice::WriteOnly);
    e.write(d, buf, r, {});
    return buf.data();
}

} // namespace

TEST(Breakout, LanePortsAreNamedAsTheSwitchNamesThem)
{
    // [FAB-32]: Cumulus Linux swp1 -> swp1s0..s3; NVIDIA twin-port cage P1.0 / P1.1; Onyx/EOS
    // lanes after a slash, 1-based.
    EXPECT_EQ(breakoutLanePortName(QStringLiteral("swp1"), 3), QStringLiteral("swp1s3"));
    EXPECT_EQ(breakoutLanePortName(QStringLiteral("P7.0"), 1), QStringLiteral("P7.1"));
    EXPECT_EQ(breakoutLanePortName(QStringLiteral("P1"), 0), QStringLiteral("P1/1"));
    EXPECT_EQ(breakoutLanePortName(QStringLiteral("Ethernet1"), 3), QStringLiteral("Ethernet1/4"));
}

TEST(Breakout, OneCableFourLegsOneFree)
{
    const Design d = breakoutDesign();
    ASSERT_EQ(d.breakouts.size(), 1u);
    EXPECT_EQ(d.cables.size(), 3u);
    // Four lane ports at 400 / 4 = 100 Gb/s; the free lane's port exists.
    for (int lane = 0; lane < 4; ++lane) {
        const Id p = portOf(d, QStringLiteral("leaf-01"), QStringLiteral("swp1s%1").arg(lane));
        ASSERT_NE(p, 0) << lane;
        EXPECT_DOUBLE_EQ(d.ports.find(p)->speedGbps, 100);
    }
    const BreakoutIndex index(d);
    const auto &legs = index.legs(d.breakouts.begin()->id);
    ASSERT_EQ(legs.size(), 4u);
    EXPECT_EQ(legs[0]->label, QStringLiteral("BO-001-1"));
    EXPECT_EQ(legs[2]->label, QStringLiteral("BO-001-3"));
    EXPECT_EQ(legs[3], nullptr);
    EXPECT_EQ(index.freeLegs(), 1u);
    EXPECT_TRUE(Validator(d).validateAll().empty());
}

TEST(Breakout, ValidatorRefusesWhatOneCableCannotBe)
{
    Design d = breakoutDesign();
    Cable &leg = *d.cables.find(2);
    leg.lane = 0; // a second leg on lane 0
    Diagnostics diags = Validator(d).validateAll();
    ASSERT_EQ(Validator::errorCount(diags), 1u);
    EXPECT_TRUE(diags.front().message.contains(QStringLiteral("second leg")));
    leg.lane = 1;
    leg.medium = Medium::AOC; // a leg of another medium than its cable
    diags = Validator(d).validateAll();
    ASSERT_EQ(Validator::errorCount(diags), 1u);
    EXPECT_EQ(diags.front().field, QStringLiteral("medium"));
    leg.medium = Medium::DAC;
    // A plain cable into the cage swp1.
    Cable plain;
    plain.aPortId = portOf(d, QStringLiteral("leaf-01"), QStringLiteral("swp1"));
    plain.bPortId = portOf(d, QStringLiteral("leaf-01"), QStringLiteral("swp2"));
    d.cables.add(plain);
    diags = Validator(d).validateAll();
    ASSERT_EQ(Validator::errorCount(diags), 1u);
    EXPECT_TRUE(diags.front().message.contains(QStringLiteral("cage of breakout BO-001")));
}

TEST(Breakout, YamlAndSqliteKeepTheCableAndItsLegs)
{
    const Design d = breakoutDesign();
    const QString yaml = designyaml::write(d);
    const QString &text = yaml;
    EXPECT_TRUE(text.contains(QStringLiteral("breakouts:")));
    EXPECT_TRUE(text.contains(QStringLiteral("- {lane: 0, b: [gpu-01, eth0]}")))
        << yaml.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("BO-001-1"))); // the default leg label
    const Design back = designyaml::read(yaml, QStringLiteral("breakout.yaml"));
    ASSERT_EQ(back.breakouts.size(), 1u);
    const Breakout &b = *back.breakouts.begin();
    EXPECT_EQ(b.label, QStringLiteral("BO-001"));
    EXPECT_EQ(b.lanes, 4);
    EXPECT_EQ(b.lengthM, 3.0);
    EXPECT_EQ(back.cables.size(), 3u);
    EXPECT_NE(portOf(back, QStringLiteral("leaf-01"), QStringLiteral("swp1s3")), 0);
    EXPECT_EQ(designyaml::write(back), yaml); // the same bytes again

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.railyard"));
    {
        auto store = store::SqliteStore::create(path);
        store->replaceAll(back, {});
    }
    auto store = store::SqliteStore::open(path);
    Design loaded = store->load();
    loaded.changeLog.clear(); // replaceAll's entry
    EXPECT_TRUE(loaded == back);
}

TEST(Breakout, YamlErrorsNameTheField)
{
    const QString base = designyaml::write(breakoutDesign());
    auto readErr = [&](const char *from, const char *to) {
        QString y = base;
        const qsizetype at = y.indexOf(QLatin1String(from));
        EXPECT_GE(at, 0) << from;
        y.replace(at, qsizetype(qstrlen(from)), QLatin1String(to));
        try {
            designyaml::read(y, QStringLiteral("bad.yaml"));
        } catch (const Error &e) {
            return e.field().toStdString() + ": " + e.message().toStdString();
        }
        return std::string("no error");
    };
    EXPECT_EQ(readErr("lanes: 4", "lanes: 9"),
              "breakouts[0].lanes: A breakout has 2 to 8 lanes, not 9.");
    EXPECT_EQ(readErr("{lane: 2,", "{lane: 4,"),
              "breakouts[0].legs[2].lane: The breakout has lanes 0 to 3; lane 4 does not exist.");
    EXPECT_EQ(readErr("{lane: 2,", "{lane: 1,"),
              "breakouts[0].legs[2].lane: Lane 1 has a second leg.");
}

TEST(Breakout, TraceFromEachLegAndFromTheCage)
{
    const Design d = breakoutDesign();
    const plans::Connectivity c(d);
    for (int i = 1; i <= 3; ++i) {
        const plans::Trace t =
            plans::trace(c, portOf(d, QStringLiteral("gpu-0%1").arg(i), QStringLiteral("eth0")));
        EXPECT_EQ(t.status, plans::Trace::Status::Complete);
        EXPECT_EQ(c.portName(t.end()), QStringLiteral("swp1s%1").arg(i - 1));
    }
    const Id cage = portOf(d, QStringLiteral("leaf-01"), QStringLiteral("swp1"));
    EXPECT_EQ(plans::trace(c, cage).status, plans::Trace::Status::Breakout); // not "unconnected"
    const plans::BreakoutTrace bt = plans::traceBreakout(c, cage);
    ASSERT_EQ(bt.legs.size(), 4u);
    EXPECT_EQ(c.deviceName(bt.legs[1].trace.end()), QStringLiteral("gpu-02"));
    EXPECT_EQ(bt.legs[3].cable, nullptr); // the free leg
    EXPECT_EQ(c.portName(bt.legs[3].lanePort), QStringLiteral("swp1s3"));
}

TEST(Breakout, PlanLabelsBomAndNetbox)
{
    const Design d = breakoutDesign();
    const plans::Connectivity c(d);
    const std::vector<plans::CableRow> plan = plans::cablingPlan(c);
    ASSERT_EQ(plan.size(), 3u); // a row per connected leg
    EXPECT_EQ(plan[0].bundle, QStringLiteral("A01 / BO-001"));
    exporting::Reporter r;
    const QString csv = QString::fromUtf8(exported(exporting::CablingCsvExporter(), d, r));
    EXPECT_TRUE(csv.section(QLatin1Char('\n'), 0, 0).endsWith(QStringLiteral(",breakout,leg")));
    EXPECT_TRUE(csv.contains(QStringLiteral(",BO-001,2"))) << csv.toStdString();

    // One label for the A connector, one per leg's B connector.
    const std::vector<plans::CableLabel> labels = plans::cableLabels(plan);
    ASSERT_EQ(labels.size(), 4u);
    EXPECT_EQ(labels[0].cableId, QStringLiteral("BO-001"));
    EXPECT_EQ(labels[0].end, 'A');
    EXPECT_TRUE(labels[0].text.contains(QStringLiteral("leaf-01 swp1")))
        << labels[0].text.toStdString();
    EXPECT_EQ(labels[1].cableId, QStringLiteral("BO-001-1"));
    EXPECT_EQ(labels[1].end, 'B');

    // The BOM orders one 1x4 DAC breakout of 3 m, not three DACs.
    const fabric::Bom bom = fabric::computeBom(d);
    EXPECT_EQ(bom.count(QStringLiteral("cable"), QStringLiteral("dac 1x4 breakout"),
                        QStringLiteral("400G")),
              1);
    EXPECT_EQ(bom.count(QStringLiteral("cable"), QStringLiteral("dac")), 0);
    EXPECT_EQ(bom.cableLength.metres, 3.0);

    // NetBox: a cable row per leg with its own label, and the profile named.
    exporting::Reporter nr;
    const QString cables = QString::fromUtf8(
        exported(exporting::NetboxCsvExporter(exporting::NetboxCsvExporter::Table::Cables), d, nr));
    EXPECT_EQ(cables.count(QStringLiteral("BO-001-")), 3);
    EXPECT_TRUE(cables.contains(QStringLiteral("leaf-01,dcim.interface,swp1s2,gpu-03")))
        << cables.toStdString();
    ASSERT_EQ(nr.diagnostics().size(), 1u);
    EXPECT_EQ(nr.diagnostics()[0].severity, Diagnostic::Severity::Info);
    EXPECT_TRUE(nr.diagnostics()[0].message.contains(QStringLiteral("breakout-1c4p-4c1p")));
}

// What lldpctl -f json on leaf-01 reports after the split (the shape of the public SONiC
// samples in tests/data/shared/probe-samples/lldpctl-json): swp1s1 sees gpu-02 eth0 as planned,
// swp1s2 sees gpu-01 eth0 where the plan has gpu-03.
TEST(Breakout, LldpChecksTheLegsLanePort)
{
    const Design d = breakoutDesign();
    const QByteArray json = R"({"lldp": {"interface": [
 {"swp1s1": {"chassis": {"gpu-02": {"id": {"type": "mac", "value": "02:00:00:00:00:02"}}},
             "port": {"id": {"type": "ifname", "value": "eth0"}}}},
 {"swp1s2": {"chassis": {"gpu-01": {"id": {"type": "mac", "value": "02:00:00:00:00:01"}}},
             "port": {"id": {"type": "ifname", "value": "eth0"}}}}
]}})";
    const verify::ObservationSet obs =
        verify::LldpParser::parse(json, QStringLiteral("leaf-01.json"), QStringLiteral("leaf-01"));
    ASSERT_EQ(obs.links().size(), 2u);
    const verify::Verification v = verify::CableVerifier(d).verify(obs);
    const Id leg2 = d.cables.find(2)->id; // BO-001-2, swp1s1 - gpu-02
    bool correct = false, wrong = false;
    for (const verify::CableFinding &f : v.findings) {
        if (f.kind == verify::CableFinding::Kind::Correct && f.cableId == leg2)
            correct = true;
        if (f.kind != verify::CableFinding::Kind::Correct && f.port == QLatin1String("swp1s2"))
            wrong = true;
    }
    EXPECT_TRUE(correct);
    EXPECT_TRUE(wrong);
}

TEST(Breakout, RemovingTheCageRemovesTheBreakoutAndItsLegs)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.railyard"));
    auto doc = store::Document::create(path);
    doc->replaceAll(breakoutDesign(), QStringLiteral("import"), QStringLiteral("breakout"));
    const Design &d = doc->design();
    ChangeSet cs(QStringLiteral("remove swp1"));
    cs.remove(*d.ports.find(portOf(d, QStringLiteral("leaf-01"), QStringLiteral("swp1"))));
    doc->commit(cs, QStringLiteral("remove"));
    EXPECT_TRUE(doc->design().breakouts.empty());
    EXPECT_TRUE(doc->design().cables.empty());
}

// Files before breakout cables: cables sharing a `breakout_group` become one breakout, in the
// YAML reader and in the SQLite migration to schema version 9 alike.
TEST(Breakout, OldBreakoutGroupsBecomeBreakouts)
{
    Design old = breakoutDesign();
    // As an old file had it: three cables from the lane ports, one group name, no breakout.
    QString yaml = designyaml::write(old);
    const qsizetype at = yaml.indexOf(QLatin1String("breakouts:"));
    ASSERT_GE(at, 0);
    yaml = yaml.left(at) + QStringLiteral(R"(cables:
  - {label: C1, a: [leaf-01, swp1s0], b: [gpu-01, eth0], medium: dac, length_m: 3, breakout_group: bo-7}
  - {label: C2, a: [leaf-01, swp1s1], b: [gpu-02, eth0], medium: dac, length_m: 3, breakout_group: bo-7}
)");
    const Design fromYaml = designyaml::read(yaml, QStringLiteral("old.yaml"));
    ASSERT_EQ(fromYaml.breakouts.size(), 1u);
    const Breakout &yb = *fromYaml.breakouts.begin();
    EXPECT_EQ(yb.label, QStringLiteral("bo-7"));
    EXPECT_EQ(yb.lanes, 2);
    EXPECT_EQ(fromYaml.ports.find(yb.aPortId)->name, QStringLiteral("swp1s0"));
    EXPECT_EQ(fromYaml.cables.find(2)->lane, 1);
    EXPECT_TRUE(Validator(fromYaml).validateAll().empty());
    // Written again, the legs name their A ports (swp1s0, swp1s1 are not the lanes' derived
    // names swp1s0s0, swp1s0s1), so no lane port is made on reading it back.
    const QString again = designyaml::write(fromYaml);
    EXPECT_TRUE(again.contains(QStringLiteral("a: swp1s1"))) << again.toStdString();
    const Design reread = designyaml::read(again, QStringLiteral("again.yaml"));
    EXPECT_EQ(reread.ports.size(), fromYaml.ports.size());
    EXPECT_EQ(designyaml::write(reread), again);

    // Schema version 8, the last before breakouts, with the same two cables.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v8.railyard"));
    {
        store::sqlite::Database db(path, store::sqlite::Database::Mode::CreateOrOpen);
        for (std::size_t i = 0; i < 8; ++i)
            db.exec(store::migrations()[i]);
        db.exec(R"sql(
INSERT INTO device_type(id, slug, manufacturer, model) VALUES(1, 'sw', 'Test', 'Switch');
INSERT INTO device(id, name, role, device_type_id) VALUES(1, 'leaf', 'leaf', 1);
INSERT INTO device(id, name, role, device_type_id) VALUES(2, 'g1', 'gpu-node', 1);
INSERT INTO device(id, name, role, device_type_id) VALUES(3, 'g2', 'gpu-node', 1);
INSERT INTO port(id, device_id, name, kind) VALUES(1, 1, 'swp1s0', 'interface');
INSERT INTO port(id, device_id, name, kind) VALUES(2, 1, 'swp1s1', 'interface');
INSERT INTO port(id, device_id, name, kind) VALUES(3, 2, 'eth0', 'interface');
INSERT INTO port(id, device_id, name, kind) VALUES(4, 3, 'eth0', 'interface');
INSERT INTO cable(id, label, a_port_id, b_port_id, medium, length_m, breakout_group)
    VALUES(1, 'C1', 1, 3, 'dac', 3, 'bo-7');
INSERT INTO cable(id, label, a_port_id, b_port_id, medium, length_m, breakout_group)
    VALUES(2, 'C2', 2, 4, 'dac', 3, 'bo-7');
)sql");
        db.setUserVersion(8);
    }
    auto store = store::SqliteStore::open(path);
    EXPECT_EQ(store->openedSchemaVersion(), 8);
    const Design d = store->load();
    ASSERT_EQ(d.breakouts.size(), 1u);
    const Breakout &b = *d.breakouts.begin();
    EXPECT_EQ(b.label, QStringLiteral("bo-7"));
    EXPECT_EQ(b.aPortId, 1);
    EXPECT_EQ(b.lanes, 2);
    EXPECT_EQ(b.lengthM, 3.0);
    EXPECT_EQ(d.cables.find(1)->breakoutId, b.id);
    EXPECT_EQ(d.cables.find(1)->lane, 0);
    EXPECT_EQ(d.cables.find(2)->lane, 1);
    // 9 made the breakouts, 10 spare ports, 11 partial indexes, 12 port templates' RDMA device
    // names, 13 trunk fibres and polarity.
    EXPECT_EQ(store::currentSchemaVersion(), 13);
}
