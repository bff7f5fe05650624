// Round trip as a property (issue 13, point 2): for every design the store can hold, writing it
// as YAML and reading that back gives an equal design, and writing that again gives the same
// bytes. "The store can hold" means: the Validator finds no error in it (Document::commit and
// replaceAll refuse anything else).
//
// Cases: every bundled example in resources/examples (the spec-only ones also as generated, as
// opening them does), every as-built design built from the sample dumps and LLDP files in
// tests/data (through usecases::readObservations and verify::buildAsBuilt, what `railyard-cli
// as-built` runs), designs with unracked devices, racks outside rows, half-U devices and patch
// panels, and randomly edited designs: seeded walks of edits over the small example.
//
// Equality: Design::operator== compares ids too, and the YAML file holds no ids (objects are
// named; the reader numbers them in file order, which is sorted by name). So both sides are
// first renumbered in one canonical order (normalised() below) and then compared with
// Design::operator==, which compares every field of every object. The order of objects in a
// table, and so their ids, is the one intended difference; the change log is history, not
// design, and stays in the database (designyaml.h).
//
// Replaying a failure: the message names the walk's seed; run
//   RAILYARD_ROUNDTRIP_SEED=<seed> RAILYARD_ROUNDTRIP_WALKS=1 tst_roundtrip
// to repeat exactly that walk (RAILYARD_ROUNDTRIP_WALKS alone sets how many walks run).

#include "io/designyaml.h"
#include "model/validator.h"
#include "store/document.h"
#include "testdesigns.h"
#include "usecases/generate.h"
#include "usecases/progress.h"
#include "usecases/verification.h"
#include "verify/asbuilt.h"

#include <QDir>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <random>

using namespace ry;

namespace {

// ---------------------------------------------------------------------------------------------
// Canonical form

QString key2(const QString &a, const QString &b)
{
    return a + QChar(0x1f) + b;
}

/// Sorted keys -> new ids 1..n; returns old id -> new id.
template<typename T, typename KeyFn>
QHash<Id, Id> renumber(const Table<T> &t, KeyFn key, std::vector<const T *> &order)
{
    order.clear();
    for (const T &x : t)
        order.push_back(&x);
    std::stable_sort(order.begin(), order.end(),
                     [&](const T *a, const T *b) { return key(*a) < key(*b); });
    QHash<Id, Id> map;
    for (std::size_t i = 0; i < order.size(); ++i)
        map.insert(order[i]->id, Id(i + 1));
    return map;
}

Id mapped(const QHash<Id, Id> &m, Id id)
{
    return id == 0 ? 0 : m.value(id, -1);
}

/// `d` with every table ordered and numbered by name (references follow), no change log.
Design normalised(const Design &d)
{
    Design n;
    n.name = d.name;
    n.description = d.description;
    n.fabricSpecYaml = d.fabricSpecYaml;

    const auto siteName = [&](Id id) {
        const Site *s = d.sites.find(id);
        return s ? s->name : QStringLiteral("?");
    };
    const auto roomKey = [&](Id id) {
        const Room *r = d.rooms.find(id);
        return r ? key2(siteName(r->siteId), r->name) : QStringLiteral("?");
    };
    const auto deviceName = [&](Id id) {
        const Device *x = d.devices.find(id);
        return x ? x->name : QStringLiteral("?");
    };
    const auto portKey = [&](Id id) {
        const Port *p = d.ports.find(id);
        return p ? key2(deviceName(p->deviceId), p->name) : QStringLiteral("?");
    };
    const auto planeName = [&](Id id) {
        const Plane *p = d.planes.find(id);
        return p ? p->name : QStringLiteral("?");
    };

    std::vector<const Site *> sites;
    const auto siteIds = renumber(
        d.sites, [](const Site &x) { return x.name; }, sites);
    std::vector<const Room *> rooms;
    const auto roomIds = renumber(
        d.rooms, [&](const Room &x) { return key2(siteName(x.siteId), x.name); }, rooms);
    std::vector<const Row *> rows;
    const auto rowIds = renumber(
        d.rows, [&](const Row &x) { return key2(roomKey(x.roomId), x.name); }, rows);
    std::vector<const Rack *> racks;
    const auto rackIds = renumber(
        d.racks, [](const Rack &x) { return x.name; }, racks);
    std::vector<const DeviceType *> types;
    const auto typeIds = renumber(
        d.deviceTypes, [](const DeviceType &x) { return x.slug; }, types);
    std::vector<const Device *> devices;
    const auto deviceIds = renumber(
        d.devices, [](const Device &x) { return x.name; }, devices);
    std::vector<const Port *> ports;
    const auto portIds = renumber(
        d.ports, [&](const Port &x) { return portKey(x.id); }, ports);
    std::vector<const Cable *> cables;
    const auto cableIds = renumber(
        d.cables,
        [&](const Cable &x) { return key2(key2(portKey(x.aPortId), portKey(x.bPortId)), x.label); },
        cables);
    std::vector<const Plane *> planes;
    const auto planeIds = renumber(
        d.planes, [](const Plane &x) { return x.name; }, planes);
    std::vector<const Rail *> rails;
    renumber(
        d.rails,
        [&](const Rail &x) {
            return key2(planeName(x.planeId),
                        QStringLiteral("%1").arg(x.index, 12, 10, QChar('0')));
        },
        rails);
    std::vector<const Supernode *> supernodes;
    const auto snIds = renumber(
        d.supernodes, [](const Supernode &x) { return x.name; }, supernodes);
    std::vector<const Prefix *> prefixes;
    const auto prefixIds = renumber(
        d.prefixes, [](const Prefix &x) { return key2(x.vrf, x.prefix); }, prefixes);
    std::vector<const IpAddress *> ips;
    renumber(
        d.ipAddresses,
        [&](const IpAddress &x) {
            return key2(key2(x.vrf, x.address), x.portId ? portKey(x.portId) : QString());
        },
        ips);
    (void)cableIds;

    Id next = 1;
    for (const Site *x : sites) {
        Site c = *x;
        c.id = next++;
        n.sites.add(c);
    }
    next = 1;
    for (const Room *x : rooms) {
        Room c = *x;
        c.id = next++;
        c.siteId = mapped(siteIds, c.siteId);
        n.rooms.add(c);
    }
    next = 1;
    for (const Row *x : rows) {
        Row c = *x;
        c.id = next++;
        c.roomId = mapped(roomIds, c.roomId);
        n.rows.add(c);
    }
    next = 1;
    for (const Rack *x : racks) {
        Rack c = *x;
        c.id = next++;
        c.rowId = mapped(rowIds, c.rowId);
        n.racks.add(c);
    }
    next = 1;
    for (const DeviceType *x : types) {
        DeviceType c = *x;
        c.id = next++;
        n.deviceTypes.add(c);
    }
    next = 1;
    for (const Device *x : devices) {
        Device c = *x;
        c.id = next++;
        c.deviceTypeId = mapped(typeIds, c.deviceTypeId);
        c.rackId = mapped(rackIds, c.rackId);
        c.supernodeId = mapped(snIds, c.supernodeId);
        n.devices.add(c);
    }
    next = 1;
    for (const Port *x : ports) {
        Port c = *x;
        c.id = next++;
        c.deviceId = mapped(deviceIds, c.deviceId);
        c.rearPortId = mapped(portIds, c.rearPortId);
        c.planeId = mapped(planeIds, c.planeId);
        n.ports.add(c);
    }
    next = 1;
    for (const Cable *x : cables) {
        Cable c = *x;
        c.id = next++;
        c.aPortId = mapped(portIds, c.aPortId);
        c.bPortId = mapped(portIds, c.bPortId);
        n.cables.add(c);
    }
    next = 1;
    for (const Plane *x : planes) {
        Plane c = *x;
        c.id = next++;
        n.planes.add(c);
    }
    next = 1;
    for (const Rail *x : rails) {
        Rail c = *x;
        c.id = next++;
        c.planeId = mapped(planeIds, c.planeId);
        n.rails.add(c);
    }
    next = 1;
    for (const Supernode *x : supernodes) {
        Supernode c = *x;
        c.id = next++;
        n.supernodes.add(c);
    }
    next = 1;
    for (const Prefix *x : prefixes) {
        Prefix c = *x;
        c.id = next++;
        c.planeId = mapped(planeIds, c.planeId);
        n.prefixes.add(c);
    }
    next = 1;
    for (const IpAddress *x : ips) {
        IpAddress c = *x;
        c.id = next++;
        c.prefixId = mapped(prefixIds, c.prefixId);
        c.portId = mapped(portIds, c.portId);
        n.ipAddresses.add(c);
    }
    return n;
}

/// The first difference between two normalised designs, for the failure message.
std::string firstDifference(const Design &a, const Design &b)
{
    std::string out;
    const auto table = [&](const char *what, const auto &x, const auto &y) {
        if (!out.empty() || x.items() == y.items())
            return;
        out =
            std::string(what) + ": " + std::to_string(x.size()) + " vs " + std::to_string(y.size());
        for (std::size_t i = 0; i < std::min(x.size(), y.size()); ++i)
            if (!(x.items()[i] == y.items()[i])) {
                out += ", first differing item #" + std::to_string(i + 1);
                break;
            }
    };
    if (a.name != b.name)
        return "name: " + a.name.toStdString() + " vs " + b.name.toStdString();
    if (a.description != b.description)
        return "description";
    if (a.fabricSpecYaml != b.fabricSpecYaml)
        return "fabric spec";
    table("sites", a.sites, b.sites);
    table("rooms", a.rooms, b.rooms);
    table("rows", a.rows, b.rows);
    table("racks", a.racks, b.racks);
    table("device types", a.deviceTypes, b.deviceTypes);
    table("devices", a.devices, b.devices);
    table("ports", a.ports, b.ports);
    table("cables", a.cables, b.cables);
    table("planes", a.planes, b.planes);
    table("rails", a.rails, b.rails);
    table("supernodes", a.supernodes, b.supernodes);
    table("prefixes", a.prefixes, b.prefixes);
    table("ip addresses", a.ipAddresses, b.ipAddresses);
    return out;
}

/// Error findings of `d`, one per line ("" = the store can hold it).
std::string errorsOf(const Design &d)
{
    std::string out;
    for (const Diagnostic &x : Validator(d).validateAll())
        if (x.severity == Diagnostic::Severity::Error)
            out += x.describe().toStdString() + "\n";
    return out;
}

/// The property on one design: write, read, compare; write again, compare bytes. Returns ""
/// when it holds, else what broke it.
std::string roundTrip(const Design &d, const QString &what)
{
    const QString fileName = what + QStringLiteral(".yaml");
    const QString first = designyaml::write(d);
    Design back;
    try {
        back = designyaml::read(first, fileName);
    } catch (const Error &e) {
        return "the written file does not load: " + e.describe().toStdString() + "\n" +
               first.left(4000).toStdString();
    }
    const Design a = normalised(d), b = normalised(back);
    if (!(a == b))
        return "read back differs: " + firstDifference(a, b);
    const QString second = designyaml::write(back);
    if (second != first) {
        const QStringList a = first.split(QLatin1Char('\n')), b = second.split(QLatin1Char('\n'));
        qsizetype i = 0;
        while (i < a.size() && i < b.size() && a[i] == b[i])
            ++i;
        return "written again, the bytes differ from line " + std::to_string(i + 1) + ":\n  " +
               a.value(i).toStdString() + "\nvs\n  " + b.value(i).toStdString();
    }
    return {};
}

/// The property through the SQLite store: replaceAll into a new file, open it, the design is
/// the same (ids included) and writes the same YAML.
void storeRoundTrip(const Design &d, const QString &what)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    {
        auto doc = store::Document::create(path);
        doc->replaceAll(d, QStringLiteral("import"), {});
    }
    Design loaded = store::Document::open(path)->design();
    loaded.changeLog.clear();
    Design original = d;
    original.changeLog.clear();
    EXPECT_TRUE(normalised(loaded) == normalised(original))
        << what.toStdString() << ": " << firstDifference(normalised(original), normalised(loaded));
    EXPECT_EQ(designyaml::write(loaded).toStdString(), designyaml::write(d).toStdString())
        << what.toStdString();
    EXPECT_EQ(roundTrip(loaded, what), "") << what.toStdString() << " (from the store)";
}

void expectRoundTrip(const Design &d, const QString &what, bool throughStore = true)
{
    ASSERT_EQ(errorsOf(d), "") << what.toStdString() << ": not a design the store can hold";
    EXPECT_EQ(roundTrip(d, what), "") << what.toStdString();
    if (throughStore)
        storeRoundTrip(d, what);
}

QStringList filesIn(const QString &dir, const QStringList &patterns)
{
    QStringList out;
    const QDir d(dir);
    for (const QString &f : d.entryList(patterns, QDir::Files, QDir::Name))
        out << d.filePath(f);
    return out;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Fixed cases

TEST(RoundTrip, EveryBundledExampleAsReadAndAsGenerated)
{
    const QStringList files =
        filesIn(QStringLiteral(RESOURCES_DIR "/examples"), {QStringLiteral("*.yaml")});
    ASSERT_GE(files.size(), 5); // README: small, kakao-b200-255, gb200, heterogeneous, 100k
    for (const QString &f : files) {
        const QString name = QFileInfo(f).fileName();
        const Design d = designyaml::readFile(f);
        expectRoundTrip(d, name);
        // The 100,000-GPU design generated is bench_yaml's work (63 MB); the others are
        // generated here as opening them does.
        if (name.startsWith(QLatin1String("scale-100k")))
            continue;
        Design g = d;
        if (usecases::generateIfSpecOnly(g))
            expectRoundTrip(g, name + QStringLiteral(" (generated)"));
    }
}

TEST(RoundTrip, EveryAsBuiltFromTheSampleDumpsAndLldpFiles)
{
    const QString ib = QStringLiteral(SHARED_DATA_DIR "/probe-samples/ibnetdiscover");
    const QString lldpSamples = QStringLiteral(SHARED_DATA_DIR "/probe-samples/lldpctl-json");
    const QString lldpDir = QStringLiteral(TEST_DATA_DIR "/verify/lldp");
    std::vector<usecases::VerifyRequest> requests;
    for (const QString &f : filesIn(ib, {QStringLiteral("*.txt")}))
        requests.push_back({{f}, {}, {}, false});
    requests.push_back({{QStringLiteral(TEST_DATA_DIR "/verify/ib-faults.txt")}, {}, {}, false});
    for (const QString &f : filesIn(lldpSamples, {QStringLiteral("*.txt")}))
        requests.push_back({{}, {f}, {}, false});
    for (const QString &f : filesIn(lldpDir, {QStringLiteral("*.json")}))
        requests.push_back({{}, {f}, {}, false});
    requests.push_back({{}, {lldpDir}, {}, false});
    requests.push_back(
        {{QStringLiteral(TEST_DATA_DIR "/verify/ib-faults.txt")}, {lldpDir}, {}, false});
    ASSERT_GE(requests.size(), 13u);
    int built = 0;
    for (const usecases::VerifyRequest &r : requests) {
        const QString what = (r.ibnetdiscoverFiles + r.lldpPaths).join(QLatin1String(" + "));
        verify::ObservationSet observed;
        try {
            usecases::Progress progress;
            observed = usecases::readObservations(r, progress);
        } catch (const Error &e) {
            // A file that is no dump at all (lldpctl output with no neighbours and no local
            // chassis): as-built refuses it before building anything.
            std::cout << "not read: " << e.describe().toStdString() << '\n';
            continue;
        }
        verify::AsBuiltOptions options;
        verify::AsBuiltResult result = verify::buildAsBuilt(observed, {}, options);
        if (!errorsOf(result.design).empty()) {
            // What `as-built --sanitize-names` stores when the reported names break the rules.
            options.sanitizeNames = true;
            result = verify::buildAsBuilt(observed, {}, options);
        }
        ++built;
        // Every device type names its manufacturer (NetBox requires one; the file format too).
        for (const DeviceType &t : result.design.deviceTypes)
            EXPECT_FALSE(t.manufacturer.isEmpty())
                << what.toStdString() << ": " << t.slug.toStdString();
        expectRoundTrip(result.design, what);
    }
    EXPECT_GE(built, 10);
}

TEST(RoundTrip, RacksOutsideRowsWithAndWithoutSites)
{
    // The issue's case: a design with no site and a rack that belongs to no row.
    Design d = designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"));
    d.rows.clear();
    d.rooms.clear();
    d.sites.clear();
    for (Rack &r : d.racks)
        r.rowId = 0;
    expectRoundTrip(d, QStringLiteral("racks, no sites"));
    EXPECT_TRUE(designyaml::write(d).contains(QStringLiteral("\nracks:\n  - name: A01\n")));

    // Sites and rows, and one rack that is in no row.
    Design e = test::twoRackDesign();
    Rack loose;
    loose.name = QStringLiteral("Z99");
    loose.uHeight = 48;
    e.racks.add(loose);
    expectRoundTrip(e, QStringLiteral("rack outside the rows"));
    // A site with nothing in it, a room without rows, a row without racks.
    const Id s2 = e.sites.add({0, QStringLiteral("empty-site"), QStringLiteral("nothing yet")});
    const Id room2 = e.rooms.add({0, s2, QStringLiteral("hall-2")});
    e.rows.add({0, room2, QStringLiteral("row-9"), 3});
    e.rooms.add({0, e.sites.items().front().id, QStringLiteral("hall-3")});
    expectRoundTrip(e, QStringLiteral("empty site, room and row"));
}

TEST(RoundTrip, UnrackedHalfUAndPatchPanelDevices)
{
    Design d = test::twoRackDesign();
    // Half-U: a 0.5 U type at 10.5 and a 1.5 U type at 20.5.
    DeviceType half;
    half.slug = QStringLiteral("half-u-shelf");
    half.manufacturer = QStringLiteral("Generic");
    half.model = QStringLiteral("0.5U shelf");
    half.uHeight = 0.5;
    half.fullDepth = false;
    const Id halfId = d.deviceTypes.add(half);
    DeviceType oneHalf = half;
    oneHalf.id = 0;
    oneHalf.slug = QStringLiteral("one-and-a-half-u");
    oneHalf.uHeight = 1.5;
    const Id oneHalfId = d.deviceTypes.add(oneHalf);
    const Id rack = d.rackByName(QStringLiteral("A02"))->id;
    d.addDeviceWithPorts(Device{.name = QStringLiteral("shelf-1"),
                                .role = QStringLiteral("shelf"),
                                .deviceTypeId = halfId,
                                .rackId = rack,
                                .position = 10.5});
    d.addDeviceWithPorts(Device{.name = QStringLiteral("shelf-2"),
                                .role = QStringLiteral("shelf"),
                                .deviceTypeId = oneHalfId,
                                .rackId = rack,
                                .position = 20.5,
                                .face = Face::Rear});
    // Unracked, and racked without a U position.
    d.addDeviceWithPorts(Device{.name = QStringLiteral("spare-1"),
                                .role = QStringLiteral("shelf"),
                                .deviceTypeId = halfId});
    d.addDeviceWithPorts(Device{.name = QStringLiteral("spare-2"),
                                .role = QStringLiteral("shelf"),
                                .deviceTypeId = halfId,
                                .rackId = rack});
    // Patch panels: a type with rear and front ports, and a device whose front port is mapped
    // elsewhere than its type says, plus a front port of its own.
    DeviceType panel;
    panel.slug = QStringLiteral("panel-24");
    panel.manufacturer = QStringLiteral("Generic");
    panel.model = QStringLiteral("24-port LC panel");
    panel.ports.push_back({.name = QStringLiteral("R1"),
                           .kind = PortKind::RearPort,
                           .type = QStringLiteral("mpo"),
                           .positions = 12});
    panel.ports.push_back({.name = QStringLiteral("R2"),
                           .kind = PortKind::RearPort,
                           .type = QStringLiteral("mpo"),
                           .positions = 12});
    for (int i = 1; i <= 24; ++i)
        panel.ports.push_back({.name = QStringLiteral("F%1").arg(i),
                               .kind = PortKind::FrontPort,
                               .type = QStringLiteral("lc"),
                               .rearPort = i <= 12 ? QStringLiteral("R1") : QStringLiteral("R2"),
                               .rearPosition = (i - 1) % 12 + 1});
    const Id panelType = d.deviceTypes.add(panel);
    const Id pp = d.addDeviceWithPorts(Device{.name = QStringLiteral("pp-1"),
                                              .role = QStringLiteral("patch-panel"),
                                              .deviceTypeId = panelType,
                                              .rackId = rack,
                                              .position = 40});
    Id r2 = 0, f3 = 0;
    for (const Port *p : d.portsOf(pp)) {
        if (p->name == QLatin1String("R2"))
            r2 = p->id;
        if (p->name == QLatin1String("F3"))
            f3 = p->id;
    }
    ASSERT_TRUE(r2 && f3);
    d.ports.find(f3)->rearPortId = r2;
    d.ports.find(f3)->rearPosition = 7;
    Port own;
    own.deviceId = pp;
    own.name = QStringLiteral("F25");
    own.kind = PortKind::FrontPort;
    own.type = QStringLiteral("lc");
    own.rearPortId = r2;
    own.rearPosition = 12;
    d.ports.add(own);
    // A cable from a node to the panel's front.
    Cable c;
    c.label = QStringLiteral("PP-0001");
    c.aPortId = test::portId(d, QStringLiteral("node1"), QStringLiteral("ib1"));
    c.bPortId = f3;
    c.medium = Medium::SMF;
    c.lengthM = 2.5;
    ASSERT_TRUE(c.aPortId);
    d.cables.add(c);
    expectRoundTrip(d, QStringLiteral("half-U, unracked, patch panels"));
}

// ---------------------------------------------------------------------------------------------
// Random edits

namespace {

/// Text that the writer must quote, escape or keep as it is: YAML's own words and indicators,
/// Korean, other scripts, edge lengths.
const std::vector<QString> &textPool()
{
    static const std::vector<QString> pool = {
        QString(),
        QStringLiteral("x"),
        QStringLiteral("데이터 센터 1"),
        QStringLiteral("한국어 설명: 랙 두 개"),
        QStringLiteral("가"),
        QStringLiteral("yes"),
        QStringLiteral("No"),
        QStringLiteral("null"),
        QStringLiteral("~"),
        QStringLiteral("true"),
        QStringLiteral("1.5"),
        QStringLiteral("007"),
        QStringLiteral("0x1F"),
        QStringLiteral("1e3"),
        QStringLiteral(".inf"),
        QStringLiteral("-"),
        QStringLiteral("- x"),
        QStringLiteral("#hash"),
        QStringLiteral("a #b"),
        QStringLiteral("a: b"),
        QStringLiteral("key:"),
        QStringLiteral("'single'"),
        QStringLiteral("\"double\""),
        QStringLiteral(" leading"),
        QStringLiteral("trailing "),
        QStringLiteral("[x]"),
        QStringLiteral("{y: 1}"),
        QStringLiteral("*ref"),
        QStringLiteral("&anchor"),
        QStringLiteral("!tag"),
        QStringLiteral("%pct"),
        QStringLiteral("@at"),
        QStringLiteral("`tick"),
        QStringLiteral("a, b"),
        QStringLiteral("?"),
        QStringLiteral("|"),
        QStringLiteral(">"),
        QStringLiteral("back\\slash"),
        QStringLiteral("Grüße, Ünïcödé"),
        QStringLiteral("ラック"),
        QStringLiteral("机柜"),
        QStringLiteral("🚀 rocket"),
        QString(300, QLatin1Char('w')),
        QStringLiteral("two\nlines"),
        QStringLiteral("tab\there"),
    };
    return pool;
}

/// Names: host-name shaped ones (device names are RFC 1123), natural-order traps, Korean (which
/// the Validator refuses where a rule forbids it: such an edit is dropped).
const std::vector<QString> &namePool()
{
    static const std::vector<QString> pool = {
        QStringLiteral("n1"),          QStringLiteral("n2"),     QStringLiteral("n10"),
        QStringLiteral("node01"),      QStringLiteral("a"),      QStringLiteral("z-9"),
        QStringLiteral("gpu-0001"),    QStringLiteral("leaf-1"), QStringLiteral("true"),
        QStringLiteral("null"),        QStringLiteral("yes"),    QStringLiteral("0"),
        QStringLiteral("1.0"),         QStringLiteral("랙-1"),   QStringLiteral("서버"),
        QString(63, QLatin1Char('x')), QStringLiteral("A01"),    QStringLiteral("a01"),
        QStringLiteral("eth0"),        QStringLiteral("P1.1"),   QStringLiteral("1/2"),
        QStringLiteral("mlx5_0:1"),    QStringLiteral("x y"),    QStringLiteral("-x"),
    };
    return pool;
}

const std::vector<double> &numberPool()
{
    static const std::vector<double> pool = {
        0,        0.5,           1,   2,   3.25, 0.1 + 0.2, 1e-7, 1.0 / 3, 123456789.125, 1e20, 42,
        2.5e-300, 6.02214076e23, 400, 0.6, 1.2};
    return pool;
}

class Walk
{
public:
    Walk(std::uint64_t seed, Design base) : m_rng(seed), m_d(std::move(base)) {}

    /// Applies one random edit that keeps the design one the store can hold; returns what it
    /// did ("" when no edit could be made this time).
    QString step()
    {
        for (int attempt = 0; attempt < 20; ++attempt) {
            Design before = m_d;
            const QString what = edit();
            if (what.isEmpty())
                continue;
            if (errorsOf(m_d).empty())
                return what;
            m_d = std::move(before);
        }
        return {};
    }
    const Design &design() const { return m_d; }

private:
    std::size_t pick(std::size_t n)
    {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(m_rng);
    }
    bool coin() { return pick(2) == 0; }
    QString text() { return textPool()[pick(textPool().size())]; }
    QString name()
    {
        return namePool()[pick(namePool().size())] +
               (coin() ? QString() : QString::number(pick(100)));
    }
    double number() { return numberPool()[pick(numberPool().size())]; }
    template<typename T>
    T *any(Table<T> &t)
    {
        return t.empty() ? nullptr : &*(t.begin() + qsizetype(pick(t.size())));
    }

    void removePort(Id id)
    {
        m_d.cables.removeIf([&](const Cable &c) { return c.aPortId == id || c.bPortId == id; });
        m_d.ipAddresses.removeIf([&](const IpAddress &a) { return a.portId == id; });
        for (Port &p : m_d.ports)
            if (p.rearPortId == id)
                p.rearPortId = 0;
        m_d.ports.remove(id);
    }
    void removeDevice(Id id)
    {
        std::vector<Id> ports;
        for (const Port &p : m_d.ports)
            if (p.deviceId == id)
                ports.push_back(p.id);
        for (Id p : ports)
            removePort(p);
        m_d.devices.remove(id);
    }
    std::vector<Id> freePorts()
    {
        QSet<Id> used;
        for (const Cable &c : m_d.cables)
            used << c.aPortId << c.bPortId;
        std::vector<Id> out;
        for (const Port &p : m_d.ports)
            if (!used.contains(p.id))
                out.push_back(p.id);
        return out;
    }

    QString edit()
    {
        switch (pick(22)) {
        case 0: {
            Device *x = any(m_d.devices);
            if (!x)
                return {};
            x->name = name();
            return QStringLiteral("rename device to ") + x->name;
        }
        case 1: {
            DeviceType *t = any(m_d.deviceTypes);
            if (!t)
                return {};
            Device dev;
            dev.name = name();
            dev.role = coin() ? QStringLiteral("gpu-node") : text();
            dev.deviceTypeId = t->id;
            if (const Rack *r = coin() ? any(m_d.racks) : nullptr) {
                dev.rackId = r->id;
                dev.position = coin() ? 0 : double(pick(std::size_t(r->uHeight) * 2)) / 2 + 1;
            }
            dev.face = coin() ? Face::Front : Face::Rear;
            m_d.addDeviceWithPorts(dev);
            return QStringLiteral("add device ") + dev.name;
        }
        case 2: {
            Device *x = any(m_d.devices);
            if (!x)
                return {};
            const QString n = x->name;
            removeDevice(x->id);
            return QStringLiteral("remove device ") + n;
        }
        case 3: {
            Rack r;
            r.name = coin() ? name() : text();
            if (const Row *row = coin() ? any(m_d.rows) : nullptr)
                r.rowId = row->id;
            r.position = int(pick(5));
            r.uHeight = coin() ? 42 : int(pick(100)) + 1;
            r.widthM = number();
            r.powerBudgetW = coin() ? 0 : number() * 1000;
            r.role = text();
            m_d.racks.add(r);
            return QStringLiteral("add rack ") + r.name;
        }
        case 4: {
            Rack *r = any(m_d.racks);
            if (!r)
                return {};
            const Id id = r->id;
            for (Device &x : m_d.devices)
                if (x.rackId == id) {
                    x.rackId = 0;
                    x.position = 0;
                }
            m_d.racks.remove(id);
            return QStringLiteral("remove rack");
        }
        case 5: {
            Rack *r = any(m_d.racks);
            if (!r)
                return {};
            switch (pick(6)) {
            case 0:
                r->name = coin() ? name() : text();
                break;
            case 1:
                r->rowId = coin() || m_d.rows.empty() ? 0 : any(m_d.rows)->id;
                break;
            case 2:
                r->uHeight = int(pick(100)) + 1;
                break;
            case 3:
                r->depthM = number();
                break;
            case 4:
                r->coolingW = number();
                break;
            default:
                r->role = text();
                break;
            }
            return QStringLiteral("edit rack ") + r->name;
        }
        case 6: {
            Device *x = any(m_d.devices);
            if (!x)
                return {};
            switch (pick(12)) {
            case 0:
                x->serial = text();
                break;
            case 9:
                x->nodeGuid =
                    coin() ? QStringLiteral("0x946dae0300%1").arg(pick(900000) + 100000) : text();
                break;
            case 10:
                x->systemImageGuid =
                    coin() ? QStringLiteral("946dae0300%1").arg(pick(900000) + 100000) : text();
                break;
            case 11:
                x->chassisMac =
                    coin() ? QStringLiteral("7C:FE:90:63:F4:%1").arg(pick(90) + 10) : text();
                break;
            case 1:
                x->assetTag = text();
                break;
            case 2:
                x->comments = text();
                break;
            case 3:
                x->status = DeviceStatus(pick(5));
                break;
            case 4:
                x->face = coin() ? Face::Front : Face::Rear;
                break;
            case 5:
                x->su = int(pick(4)) - 1;
                break;
            case 6:
                x->supernodeId = coin() || m_d.supernodes.empty() ? 0 : any(m_d.supernodes)->id;
                break;
            case 7:
                x->position = double(pick(90)) / 2;
                break;
            default:
                x->role = text();
                break;
            }
            return QStringLiteral("edit device ") + x->name;
        }
        case 7: {
            Device *x = any(m_d.devices);
            if (!x)
                return {};
            Port p;
            p.deviceId = x->id;
            p.name = name();
            p.kind = PortKind(pick(5));
            p.type = text();
            p.speedGbps = number();
            p.positions = int(pick(12)) + 1;
            p.rail = int(pick(9)) - 1;
            if (coin() && !m_d.planes.empty())
                p.planeId = any(m_d.planes)->id;
            m_d.ports.add(p);
            return QStringLiteral("add port ") + x->name + QLatin1Char(':') + p.name;
        }
        case 8: {
            Port *p = any(m_d.ports);
            if (!p)
                return {};
            removePort(p->id);
            return QStringLiteral("remove port");
        }
        case 9: {
            Port *p = any(m_d.ports);
            if (!p)
                return {};
            switch (pick(14)) {
            case 0:
                p->name = name();
                break;
            case 13:
                p->rdmaDevice = coin() ? QStringLiteral("mlx5_%1").arg(pick(18)) : text();
                break;
            case 1:
                p->description = text();
                break;
            case 2:
                p->mac = coin() ? QStringLiteral("B8:CE:F6:00:00:%1").arg(pick(90) + 10) : text();
                break;
            case 3:
                p->ifName = coin() ? QStringLiteral("enp%1s0").arg(pick(200)) : text();
                break;
            case 4:
                p->guid =
                    coin() ? QStringLiteral("0xb8cef60300%1").arg(pick(900000) + 100000) : text();
                break;
            case 5:
                p->pciAddress = coin() ? QStringLiteral("0000:1b:00.%1").arg(pick(8)) : text();
                break;
            case 6:
                p->rail = int(pick(9)) - 1;
                break;
            case 7:
                p->planeId = coin() || m_d.planes.empty() ? 0 : any(m_d.planes)->id;
                break;
            case 8:
                p->speedGbps = number();
                break;
            case 9:
                p->type = text();
                break;
            case 10:
                p->mgmtOnly = !p->mgmtOnly;
                break;
            case 11:
                p->kind = PortKind(pick(5));
                break;
            default:
                p->positions = int(pick(24)) + 1;
                break;
            }
            return QStringLiteral("edit port ") + p->name;
        }
        case 10: {
            const std::vector<Id> free = freePorts();
            if (free.size() < 2)
                return {};
            Cable c;
            c.aPortId = free[pick(free.size())];
            c.bPortId = free[pick(free.size())];
            c.label = coin() ? QString() : QStringLiteral("C-%1").arg(pick(10000));
            c.medium = Medium(pick(7));
            c.lengthM = number();
            c.status = CableStatus(pick(4));
            c.colour = text();
            m_d.cables.add(c);
            return QStringLiteral("add cable ") + c.label;
        }
        case 11: {
            Cable *c = any(m_d.cables);
            if (!c)
                return {};
            m_d.cables.remove(c->id);
            return QStringLiteral("remove cable");
        }
        case 12: {
            Cable *c = any(m_d.cables);
            if (!c)
                return {};
            switch (pick(6)) {
            case 0:
                c->label = coin() ? QString() : text();
                break;
            case 1:
                c->lengthM = number();
                break;
            case 2:
                c->colour = text();
                break;
            case 3:
                c->partNumber = text();
                break;
            case 4:
                c->medium = Medium(pick(7));
                break;
            default:
                c->status = CableStatus(pick(4));
                break;
            }
            return QStringLiteral("edit cable");
        }
        case 13: {
            DeviceType *t = any(m_d.deviceTypes);
            if (!t)
                return {};
            switch (pick(11)) {
            case 0:
                t->manufacturer = text();
                break;
            case 10:
                // Drive bays: one more, or none.
                if (coin())
                    t->driveBays.push_back(
                        {coin() ? QStringLiteral("Bay %1").arg(pick(24)) : text(),
                         coin() ? QStringLiteral("0000:5e:00.%1").arg(pick(8)) : text(), text()});
                else
                    t->driveBays.clear();
                break;
            case 1:
                t->model = text();
                break;
            case 2:
                t->uHeight = double(pick(9)) / 2;
                break;
            case 3:
                t->fullDepth = !t->fullDepth;
                break;
            case 4:
                t->comments = text();
                break;
            case 5:
                t->partNumber = text();
                break;
            case 6:
                t->weightKg = number();
                break;
            case 7:
                t->airflow = text();
                break;
            case 8:
                t->powerMaxW = number();
                break;
            default:
                t->gpuBf16Tflops = number();
                t->cpuCount = int(pick(5));
                t->cpuFp64Tflops = std::abs(number());
                break;
            }
            return QStringLiteral("edit type ") + t->slug;
        }
        case 14: {
            // A patch panel type and one device of it.
            DeviceType panel;
            panel.slug = QStringLiteral("panel-") + QString::number(pick(1000));
            panel.manufacturer = text().isEmpty() ? QStringLiteral("Generic") : text();
            panel.model = QStringLiteral("Panel");
            panel.uHeight = double(pick(4)) / 2;
            const int rears = int(pick(3)) + 1;
            for (int r = 1; r <= rears; ++r)
                panel.ports.push_back({.name = QStringLiteral("R%1").arg(r),
                                       .kind = PortKind::RearPort,
                                       .type = QStringLiteral("mpo"),
                                       .positions = 12});
            for (int f = 1; f <= 6; ++f)
                panel.ports.push_back(
                    {.name = QStringLiteral("F%1").arg(f),
                     .kind = PortKind::FrontPort,
                     .type = QStringLiteral("lc"),
                     .rearPort = QStringLiteral("R%1").arg(int(pick(std::size_t(rears))) + 1),
                     .rearPosition = int(pick(12)) + 1});
            const Id type = m_d.deviceTypes.add(panel);
            Device dev;
            dev.name = name();
            dev.role = QStringLiteral("patch-panel");
            dev.deviceTypeId = type;
            m_d.addDeviceWithPorts(dev);
            return QStringLiteral("add patch panel ") + dev.name;
        }
        case 15: {
            // Re-map a front port to another rear port of its device, or unmap it.
            std::vector<Port *> fronts;
            for (Port &p : m_d.ports)
                if (p.kind == PortKind::FrontPort)
                    fronts.push_back(&p);
            if (fronts.empty())
                return {};
            Port *f = fronts[pick(fronts.size())];
            std::vector<Id> rears;
            for (const Port &p : m_d.ports)
                if (p.deviceId == f->deviceId && p.kind == PortKind::RearPort)
                    rears.push_back(p.id);
            f->rearPortId = rears.empty() || coin() ? 0 : rears[pick(rears.size())];
            f->rearPosition = int(pick(12)) + 1;
            return QStringLiteral("remap front port ") + f->name;
        }
        case 16: {
            Device *x = any(m_d.devices);
            DeviceType *t = any(m_d.deviceTypes);
            if (!x || !t)
                return {};
            x->deviceTypeId = t->id; // ports stay as they are: template ports may go missing
            return QStringLiteral("change type of ") + x->name;
        }
        case 17: {
            switch (pick(6)) {
            case 0: {
                const Id s = m_d.sites.add({0, coin() ? name() : text(), text()});
                return QStringLiteral("add site ") + m_d.sites.find(s)->name;
            }
            case 1: {
                Site *s = any(m_d.sites);
                if (!s)
                    return {};
                m_d.rooms.add({0, s->id, coin() ? name() : text()});
                return QStringLiteral("add room");
            }
            case 2: {
                Room *r = any(m_d.rooms);
                if (!r)
                    return {};
                m_d.rows.add({0, r->id, coin() ? name() : text(), int(pick(4))});
                return QStringLiteral("add row");
            }
            case 3: {
                Site *s = any(m_d.sites);
                if (!s)
                    return {};
                s->name = coin() ? name() : text();
                return QStringLiteral("rename site");
            }
            case 4: {
                Row *r = any(m_d.rows);
                if (!r)
                    return {};
                r->name = coin() ? name() : text();
                r->index = int(pick(5));
                return QStringLiteral("edit row");
            }
            default: {
                // Remove a site with everything in it; its racks stay, outside any row.
                Site *s = any(m_d.sites);
                if (!s)
                    return {};
                const Id site = s->id;
                QSet<Id> rooms, rows;
                for (const Room &r : m_d.rooms)
                    if (r.siteId == site)
                        rooms << r.id;
                for (const Row &r : m_d.rows)
                    if (rooms.contains(r.roomId))
                        rows << r.id;
                for (Rack &r : m_d.racks)
                    if (rows.contains(r.rowId))
                        r.rowId = 0;
                m_d.rows.removeIf([&](const Row &r) { return rows.contains(r.id); });
                m_d.rooms.removeIf([&](const Room &r) { return rooms.contains(r.id); });
                m_d.sites.remove(site);
                return QStringLiteral("remove site");
            }
            }
        }
        case 18: {
            if (coin())
                m_d.name = text();
            else
                m_d.description = text();
            return QStringLiteral("edit design name/description");
        }
        case 19: {
            Plane *p = any(m_d.planes);
            if (!p)
                return {};
            switch (pick(4)) {
            case 0:
                p->name = name();
                break;
            case 1:
                p->technology = text();
                break;
            case 2:
                p->speedGbps = number();
                break;
            default:
                m_d.rails.add({0, p->id, int(pick(20)), text()});
                break;
            }
            return QStringLiteral("edit plane");
        }
        case 20: {
            if (coin()) {
                m_d.supernodes.add({0, name(), text(), number()});
                return QStringLiteral("add supernode");
            }
            Prefix *x = any(m_d.prefixes);
            if (!x)
                return {};
            x->description = text();
            x->purpose = text();
            return QStringLiteral("edit prefix");
        }
        default: {
            IpAddress *a = any(m_d.ipAddresses);
            if (!a)
                return {};
            switch (pick(3)) {
            case 0:
                a->dnsName = coin() ? name() : text();
                break;
            case 1:
                a->portId = coin() || m_d.ports.empty() ? 0 : any(m_d.ports)->id;
                break;
            default:
                a->address = QStringLiteral("10.0.0.%1/24").arg(pick(250) + 1);
                break;
            }
            return QStringLiteral("edit ip address");
        }
        }
    }

    std::mt19937_64 m_rng;
    Design m_d;
};

std::uint64_t envNumber(const char *name, std::uint64_t def)
{
    const char *v = std::getenv(name);
    if (!v || !*v)
        return def;
    return std::strtoull(v, nullptr, 0);
}

} // namespace

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true; // gcc
#elif defined(__has_feature)
constexpr bool kSanitized = __has_feature(address_sanitizer); // clang
#else
constexpr bool kSanitized = false;
#endif

TEST(RoundTrip, RandomlyEditedDesigns)
{
    // 150 walks of 20 edits from the small example: 3,000 designs, each written, read back
    // and written again; every 10th walk's end also through the SQLite store. The ASan/UBSan
    // build (about ten times slower) walks the first 25 of the same walks: 500 designs.
    const std::uint64_t seed = envNumber("RAILYARD_ROUNDTRIP_SEED", 20261201);
    const std::uint64_t walks = envNumber("RAILYARD_ROUNDTRIP_WALKS", kSanitized ? 25 : 150);
    constexpr int kSteps = 20;
    const Design base =
        designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"));
    int cases = 0, failures = 0;
    for (std::uint64_t w = 0; w < walks && failures < 5; ++w) {
        const std::uint64_t walkSeed = seed + w;
        Walk walk(walkSeed, base);
        QStringList history;
        for (int s = 0; s < kSteps; ++s) {
            const QString what = walk.step();
            if (what.isEmpty())
                continue;
            history << what;
            ++cases;
            const std::string why = roundTrip(walk.design(), QStringLiteral("walk"));
            if (!why.empty()) {
                ++failures;
                ADD_FAILURE() << why << "\nreplay: RAILYARD_ROUNDTRIP_SEED=" << walkSeed
                              << " RAILYARD_ROUNDTRIP_WALKS=1 (step " << s + 1 << "); edits:\n  "
                              << history.join(QLatin1String("\n  ")).toStdString();
                break;
            }
        }
        if (w % 10 == 0 && failures == 0)
            storeRoundTrip(walk.design(), QStringLiteral("walk %1").arg(walkSeed));
    }
    std::cout << cases << " edited designs round-tripped (seed " << seed << ")\n";
    EXPECT_GE(cases, int(walks) * kSteps / 2);
}
