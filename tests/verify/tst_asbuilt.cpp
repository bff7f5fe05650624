// As-built import: designs built from the real ibnetdiscover samples in
// tests/data/shared/probe-samples/ibnetdiscover/ (SOURCES.md there) and the hand-written LLDP
// fixtures, then verified against the very dump they came from: nothing may be reported but
// Correct.

#include "model/validator.h"
#include "verify/asbuilt.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/lldpparser.h"
#include "verify/verifier.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

using namespace ry;
using Kind = verify::CableFinding::Kind;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(SHARED_DATA_DIR "/probe-samples/ibnetdiscover/") + QLatin1String(name);
}

const Port *portOf(const Design &d, const char *device, const char *port)
{
    const Device *dev = d.deviceByName(QLatin1String(device));
    if (!dev)
        return nullptr;
    for (const Port *p : d.portsOf(dev->id))
        if (p->name == QLatin1String(port))
            return p;
    return nullptr;
}

/// The device and port at the other end of the cable on `p`, as "device port".
QString peerOf(const Design &d, const Port *p)
{
    for (const Cable &c : d.cables) {
        if (c.aPortId != p->id && c.bPortId != p->id)
            continue;
        const Port *q = d.ports.find(c.aPortId == p->id ? c.bPortId : c.aPortId);
        return d.devices.find(q->deviceId)->name + QLatin1Char(' ') + q->name;
    }
    return {};
}

void expectNoErrors(const Design &d)
{
    const Diagnostics diags = Validator(d).validateAll();
    for (const Diagnostic &x : diags)
        EXPECT_NE(x.severity, Diagnostic::Severity::Error) << x.describe().toStdString();
}

} // namespace

// 01: 40 MQM9701 switches (`Switch 65`), 582 CAs of which 40 are the switches' SHARP aggregation
// nodes (linked only to port 65 of their own switch, same sysimgguid), 69 CAs that name no host
// ("MT4129 ConnectX7   Mellanox Technologies") and 473 named "<host> mlx5_N" / "<host> HCA-N".
// 1,114 links of which 40 are switch-to-aggregation-node.
TEST(AsBuilt, NdrSuperpodSampleRoundTripsWithNoFalseFindings)
{
    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parseFile(sample("01-topograph-ndr-dgx-superpod.txt"));
    const verify::AsBuiltResult r = verify::buildAsBuilt(obs);
    const Design &d = r.design;
    expectNoErrors(d);
    EXPECT_EQ(r.internalLinks, 40);
    EXPECT_EQ(d.cables.size(), 1074u);

    int switches = 0, aggregation = 0;
    for (const Device &dev : d.devices) {
        if (dev.role == QLatin1String("leaf") || dev.role == QLatin1String("spine"))
            ++switches;
        if (dev.comments.contains(QLatin1String("Aggregation")))
            ++aggregation;
    }
    EXPECT_EQ(switches, 40);
    EXPECT_EQ(aggregation, 0); // the SHARP nodes are inside their switches

    // First switch block of the file: "MF0;A09-P1-IBLEAF-04-04:MQM9701/U1", node GUID
    // 2c5eab0300b87b40, `[1] "H-e09d7303007a4bd8"[1](e09d7303007a4bd8) # "a08-p1-dgx-04-c01
    // mlx5_5" lid 647 4xNDR`, `[35] "S-2c5eab0300c26280"[32] # "MF0;A10-P1-IBSPINE-02:..."`.
    const Device *leaf = d.deviceByName(QStringLiteral("A09-P1-IBLEAF-04-04"));
    ASSERT_NE(leaf, nullptr);
    EXPECT_EQ(leaf->role, QStringLiteral("leaf"));
    const DeviceType *type = d.deviceTypes.find(leaf->deviceTypeId);
    ASSERT_NE(type, nullptr);
    EXPECT_EQ(type->slug, QStringLiteral("asbuilt-mqm9701-65p"));
    EXPECT_EQ(type->model, QStringLiteral("MQM9701"));
    EXPECT_EQ(type->manufacturer, QStringLiteral("NVIDIA"));
    EXPECT_EQ(type->radix, 65);
    EXPECT_EQ(type->portSpeedGbps, 400);
    // Ports 1..65; the node GUID and system image GUID are the device's (schema 6), not a
    // made-up port "0"'s.
    EXPECT_EQ(d.portsOf(leaf->id).size(), 65u);
    EXPECT_EQ(portOf(d, "A09-P1-IBLEAF-04-04", "0"), nullptr);
    EXPECT_EQ(leaf->nodeGuid, QStringLiteral("2c5eab0300b87b40"));
    EXPECT_EQ(leaf->systemImageGuid, QStringLiteral("2c5eab0300b87b40")); // sysimgguid= line 8
    const Port *p1 = portOf(d, "A09-P1-IBLEAF-04-04", "1");
    ASSERT_NE(p1, nullptr);
    EXPECT_EQ(p1->speedGbps, 400);
    EXPECT_EQ(p1->type, QStringLiteral("infiniband-ndr"));
    EXPECT_EQ(peerOf(d, p1), QStringLiteral("a08-p1-dgx-04-c01 mlx5_5"));
    EXPECT_EQ(peerOf(d, portOf(d, "A09-P1-IBLEAF-04-04", "35")),
              QStringLiteral("A10-P1-IBSPINE-02 32"));
    EXPECT_EQ(peerOf(d, portOf(d, "A09-P1-IBLEAF-04-04", "65")), QString());
    const Device *spine = d.deviceByName(QStringLiteral("A10-P1-IBSPINE-02"));
    ASSERT_NE(spine, nullptr);
    EXPECT_EQ(spine->role, QStringLiteral("spine"));

    // The host's HCAs are one device with one port per HCA, each with its port GUID.
    const Device *host = d.deviceByName(QStringLiteral("a08-p1-dgx-04-c01"));
    ASSERT_NE(host, nullptr);
    EXPECT_EQ(host->role, QStringLiteral("gpu-node"));
    const Port *hca = portOf(d, "a08-p1-dgx-04-c01", "mlx5_5");
    ASSERT_NE(hca, nullptr);
    EXPECT_EQ(hca->guid, QStringLiteral("e09d7303007a4bd8"));
    EXPECT_EQ(hca->rdmaDevice, QStringLiteral("mlx5_5")); // the RDMA device, not a netdev
    EXPECT_TRUE(hca->ifName.isEmpty());
    EXPECT_NE(portOf(d, "a08-p1-dgx-04-c01", "mlx5_0"), nullptr);
    // A CA that names no host is a device of its own, named by its node id.
    EXPECT_NE(d.deviceByName(QStringLiteral("H-e09d730300858468")), nullptr);
    const Plane *plane = d.planeByName(QStringLiteral("infiniband"));
    ASSERT_NE(plane, nullptr);
    EXPECT_EQ(plane->technology, QStringLiteral("infiniband-ndr"));
    EXPECT_EQ(p1->planeId, plane->id);

    // The same dump against the design built from it.
    const verify::Verification v = verify::CableVerifier(d).verify(obs);
    EXPECT_TRUE(v.allCorrect());
    EXPECT_EQ(v.summary.count(Kind::Correct), 1074);
    EXPECT_EQ(v.findings.size(), 1074u);
    EXPECT_EQ(v.summary.internalLinks, 40);
    EXPECT_EQ(v.summary.notCovered, 0);
}

// 02, 03, 04: small fabrics with their quirks (2-port CAs, an unmanaged switch cabled to itself,
// mixed SDR..EDR speeds, director modules sharing a host name); each verifies clean against its
// own as-built design.
TEST(AsBuilt, EverySampleVerifiesCleanAgainstItself)
{
    for (const char *name :
         {"02-ibtopotool-ibm-2009-sdr.txt", "03-ibtopotool-nvidia-2016-stderr-spaces.txt",
          "04-superbench-faked-hdr-full.txt"}) {
        SCOPED_TRACE(name);
        const verify::ObservationSet obs = verify::IbnetdiscoverParser::parseFile(sample(name));
        const verify::AsBuiltResult r = verify::buildAsBuilt(obs);
        expectNoErrors(r.design);
        const verify::Verification v = verify::CableVerifier(r.design).verify(obs);
        EXPECT_TRUE(v.allCorrect());
        EXPECT_EQ(v.summary.count(Kind::Correct), int(obs.links().size()) - r.internalLinks);
        EXPECT_EQ(r.design.cables.size(), obs.links().size() - std::size_t(r.internalLinks));
    }
}

// 02: `Ca 2 "H-0002c9030002847c" # "compute-00-00 HCA-1"` uses its port 2
// (`[2](2c9030002847e) "S-000b8cffff0053ee"[2]`); the unmanaged switch "MT43132 Mellanox
// Technologies" has no host name and keeps its node id.
TEST(AsBuilt, DualPortCaAndNamelessSwitch)
{
    const verify::AsBuiltResult r = verify::buildAsBuilt(
        verify::IbnetdiscoverParser::parseFile(sample("02-ibtopotool-ibm-2009-sdr.txt")));
    const Design &d = r.design;
    EXPECT_EQ(d.devices.size(), 3u);
    const Port *p = portOf(d, "compute-00-00", "HCA-1:2");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->guid, QStringLiteral("0002c9030002847e"));
    EXPECT_EQ(p->speedGbps, 10);                               // 4xSDR
    EXPECT_NE(portOf(d, "compute-00-00", "HCA-1:1"), nullptr); // from the header: 2 ports
    EXPECT_EQ(peerOf(d, p), QStringLiteral("S-000b8cffff0053ee 2"));
    const Device *sw = d.deviceByName(QStringLiteral("S-000b8cffff0053ee"));
    ASSERT_NE(sw, nullptr);
    EXPECT_EQ(d.portsOf(sw->id).size(), 8u); // 1..8; the node GUID is the device's
    EXPECT_EQ(sw->nodeGuid, QStringLiteral("000b8cffff0053ee"));
}

// 03: "r-ufm96 HCA-1" runs at 4xSDR on the FDR switch SX6012 whose fastest link is 4xFDR: the
// as-built design records it as found and says so.
TEST(AsBuilt, SlowLinkIsRecordedAndReported)
{
    const verify::AsBuiltResult r = verify::buildAsBuilt(verify::IbnetdiscoverParser::parseFile(
        sample("03-ibtopotool-nvidia-2016-stderr-spaces.txt")));
    EXPECT_EQ(portOf(r.design, "switch-de779e", "8")->speedGbps, 10);
    bool reported = false;
    for (const Diagnostic &x : r.diagnostics)
        reported = reported || x.message.startsWith(QLatin1String(
                                   "switch-de779e port 8 runs at 4xSDR (10 Gb/s), slower than"));
    EXPECT_TRUE(reported);
    // The unmanaged SwitchIB is cabled to itself: [1]<->[2], [19]<->[21], [29]<->[30].
    EXPECT_EQ(peerOf(r.design, portOf(r.design, "S-e41d2d030003e470", "19")),
              QStringLiteral("S-e41d2d030003e470 21"));
}

// 04: three modules of one MCS8500 director report the host name "rmd70-0101-0908-01ib1-A"
// (S01/U1, L01/U1, L02/U1); they become three devices.
TEST(AsBuilt, DirectorModulesGetDistinctNames)
{
    const verify::AsBuiltResult r = verify::buildAsBuilt(
        verify::IbnetdiscoverParser::parseFile(sample("04-superbench-faked-hdr-full.txt")));
    const Design &d = r.design;
    EXPECT_NE(d.deviceByName(QStringLiteral("rmd70-0101-0908-01ib1-A")), nullptr);
    EXPECT_NE(d.deviceByName(QStringLiteral("rmd70-0101-0908-01ib1-A-L01-U1")), nullptr);
    EXPECT_NE(d.deviceByName(QStringLiteral("rmd70-0101-0908-01ib1-A-L02-U1")), nullptr);
    EXPECT_EQ(d.deviceTypeBySlug(QStringLiteral("asbuilt-mcs8500-41p"))->model,
              QStringLiteral("MCS8500"));
}

// A library type whose model is the switch model is used: InfiniBand port N lands on its N-th
// data interface, as CableVerifier maps it.
TEST(AsBuilt, LibraryTypeIsUsedForAKnownSwitchModel)
{
    Design library;
    DeviceType t;
    t.slug = QStringLiteral("mellanox-sx6012");
    t.manufacturer = QStringLiteral("Mellanox");
    t.model = QStringLiteral("SX6012");
    for (int i = 1; i <= 12; ++i) {
        PortTemplate p;
        p.name = QStringLiteral("Eth1/%1").arg(i);
        p.type = QStringLiteral("infiniband-fdr");
        p.speedGbps = 56;
        t.ports.push_back(p);
    }
    library.deviceTypes.add(t);
    const verify::ObservationSet obs = verify::IbnetdiscoverParser::parseFile(
        sample("03-ibtopotool-nvidia-2016-stderr-spaces.txt"));
    const verify::AsBuiltResult r = verify::buildAsBuilt(obs, library);
    EXPECT_EQ(r.libraryTypes, 1);
    expectNoErrors(r.design);
    const Device *sw = r.design.deviceByName(QStringLiteral("switch-de779e"));
    ASSERT_NE(sw, nullptr);
    EXPECT_EQ(r.design.deviceTypes.find(sw->deviceTypeId)->slug, QStringLiteral("mellanox-sx6012"));
    // `[2] "H-0002c9030004e938"[1](2c9030004e939) # "r-ufm101 HCA-1" lid 27 4xQDR`
    EXPECT_EQ(peerOf(r.design, portOf(r.design, "switch-de779e", "Eth1/2")),
              QStringLiteral("r-ufm101 HCA-1"));
    EXPECT_TRUE(verify::CableVerifier(r.design).verify(obs).allCorrect());
}

// LLDP only (tests/data/verify/lldp): leaf-1, leaf-2 (from SONiC's local chassis block) and the
// hosts, with the FQDN "gpu-003.example.net"-style name shortened by the default rules.
TEST(AsBuilt, LldpFixturesBuildAndVerifyClean)
{
    const QString dir = QStringLiteral(TEST_DATA_DIR "/verify/lldp/");
    const verify::ObservationSet obs = verify::LldpParser::parseFiles(
        {dir + QLatin1String("leaf-1.json"), dir + QLatin1String("switch-b.json"),
         dir + QLatin1String("gpu-004.json")});
    const verify::AsBuiltResult r = verify::buildAsBuilt(obs);
    expectNoErrors(r.design);
    EXPECT_EQ(r.design.cables.size(), obs.links().size());
    EXPECT_NE(r.design.deviceByName(QStringLiteral("leaf-1")), nullptr);
    EXPECT_NE(r.design.deviceByName(QStringLiteral("leaf-2")), nullptr);
    EXPECT_NE(r.design.deviceByName(QStringLiteral("gpu-003")), nullptr);
    EXPECT_EQ(r.design.cables.items().front().label, QStringLiteral("ETH-0001"));
    EXPECT_TRUE(verify::CableVerifier(r.design).verify(obs).allCorrect());
}

TEST(AsBuilt, EmptyObservationGivesAnEmptyDesign)
{
    const verify::AsBuiltResult r = verify::buildAsBuilt(verify::ObservationSet{});
    EXPECT_TRUE(r.design.devices.empty());
    EXPECT_TRUE(r.design.cables.empty());
    EXPECT_EQ(r.design.name, QStringLiteral("as-built"));
}

// Names from the field go through the design's character rules (issue 12): an LLDP system
// name that cannot be a host name is an error naming the file that reported it, or, when
// asked, is sanitised with the change reported.
TEST(AsBuilt, HostileLldpSystemNameIsRefusedOrSanitised)
{
    QFile in(QStringLiteral(TEST_DATA_DIR "/verify/lldp/gpu-004.json"));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray json = in.readAll();
    ASSERT_TRUE(json.contains("\"value\": \"leaf-1\""));
    json.replace("\"value\": \"leaf-1\"", "\"value\": \"evil leaf[1-9];$(id)\\nRUN+=x\"");
    QTemporaryDir dir;
    const QString path = dir.path() + QStringLiteral("/gpu-004.json");
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(json);
    out.close();
    const verify::ObservationSet obs = verify::LldpParser::parseFiles({path});
    const verify::AsBuiltResult r = verify::buildAsBuilt(obs);
    int bad = 0;
    for (const Diagnostic &d : r.diagnostics)
        if (d.severity == Diagnostic::Severity::Error && d.field == QLatin1String("device.name")) {
            ++bad;
            EXPECT_EQ(d.location.file, path);
            EXPECT_TRUE(d.message.startsWith(QStringLiteral(
                "The reported name \"evil leaf[1-9];$(id)\\u000aRUN+=x\" cannot be a device name")))
                << d.message.toStdString();
        }
    EXPECT_EQ(bad, 1);
    verify::AsBuiltOptions o;
    o.sanitizeNames = true;
    const verify::AsBuiltResult s = verify::buildAsBuilt(obs, {}, o);
    QStringList renamed;
    for (const Diagnostic &d : s.diagnostics)
        if (d.message.startsWith(QStringLiteral("Renamed: device")))
            renamed << d.message;
    EXPECT_EQ(renamed, QStringList{QStringLiteral(
                           "Renamed: device evil leaf[1-9];$(id)\\u000aRUN+=x: name \"evil "
                           "leaf[1-9];$(id)\\u000aRUN+=x\" -> \"evil-leaf-1-9-id-run-x\"")});
    EXPECT_NE(s.design.deviceByName(QStringLiteral("evil-leaf-1-9-id-run-x")), nullptr);
    EXPECT_EQ(Validator::errorCount(Validator(s.design).validateAll()), 0u);
}

// The same for InfiniBand node descriptions (issue 12 point 1): the default node rule makes
// "gpu-004 mlx5_0" the device gpu-004, so a description "gpu[1-9];$(id) mlx5_0" would make a
// device whose name Slurm expands as a host range and a shell runs. It is refused naming the
// file and the line of the node's header (line 81 of tests/data/verify/ib-faults.txt), or,
// when asked, renamed with the change reported.
TEST(AsBuilt, HostileIbNodeDescriptionIsRefusedOrSanitised)
{
    QFile in(QStringLiteral(TEST_DATA_DIR "/verify/ib-faults.txt"));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray dump = in.readAll();
    ASSERT_EQ(dump.count("\"gpu-004 mlx5_"), 3);
    dump.replace("\"gpu-004 mlx5_", "\"gpu[1-9];$(id) mlx5_");
    QTemporaryDir dir;
    const QString path = dir.path() + QStringLiteral("/ib.txt");
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(dump);
    out.close();
    const verify::ObservationSet obs = verify::IbnetdiscoverParser::parseFile(path);
    const verify::AsBuiltResult r = verify::buildAsBuilt(obs);
    QStringList bad;
    for (const Diagnostic &d : r.diagnostics)
        if (d.severity == Diagnostic::Severity::Error && d.field == QLatin1String("device.name"))
            bad << d.describe();
    ASSERT_EQ(bad.size(), 1) << bad.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(bad[0].startsWith(path + QStringLiteral(":81: device.name: The reported name "
                                                        "\"gpu[1-9];$(id)\" cannot be a device "
                                                        "name: ")))
        << bad[0].toStdString();
    EXPECT_NE(r.design.deviceByName(QStringLiteral("gpu-003")), nullptr); // the others as before

    verify::AsBuiltOptions o;
    o.sanitizeNames = true;
    const verify::AsBuiltResult s = verify::buildAsBuilt(obs, {}, o);
    QStringList renamed;
    for (const Diagnostic &d : s.diagnostics)
        if (d.message.startsWith(QStringLiteral("Renamed: device")))
            renamed << d.message;
    EXPECT_EQ(renamed, QStringList{QStringLiteral(
                           "Renamed: device gpu[1-9];$(id): name \"gpu[1-9];$(id)\" -> "
                           "\"gpu-1-9-id\"")});
    ASSERT_NE(s.design.deviceByName(QStringLiteral("gpu-1-9-id")), nullptr);
    EXPECT_EQ(s.design.portsOf(s.design.deviceByName(QStringLiteral("gpu-1-9-id"))->id).size(),
              2u); // mlx5_0 and mlx5_1
    EXPECT_EQ(Validator::errorCount(Validator(s.design).validateAll()), 0u);
}
