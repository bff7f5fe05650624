// The DNS zones as BIND loads them (issue 18): the forward zone, every reverse zone and the
// named.conf fragment of `railyard-cli dns-export`, checked by BIND's own named-checkzone and
// named-checkconf (bind9-utils, Debian 12: 9.18). The tests assert what BIND loaded (its
// "loaded serial" line and the records of `named-checkzone -D`), not only that it parsed.
//
// Reverse zones are checked with `-i local`: their NS names lie outside the zone, and
// named-checkzone's default (`-i full`) would look them up in the machine's DNS; named itself
// checks only in-zone names when it loads a zone (check-integrity, BIND 9.18 ARM).

#include "../common/requireprogram.h"
#include "exporttesthelpers.h"

#include "export/ipexporters.h"
#include "ipam/allocator.h"
#include "model/deviceroles.h"
#include "usecases/generate.h"

#include <gtest/gtest.h>

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace ry;

namespace {

struct Ran
{
    int code = -1;
    QString out; ///< stdout and stderr
};

Ran run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Ran r;
    if (!p.waitForStarted(10000) || !p.waitForFinished(120000))
        return r;
    r.out = QString::fromUtf8(p.readAll());
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

/// Prints the BIND version the test runs against (named-checkzone -v), once.
void printBindVersion()
{
    static bool printed = false;
    if (!printed) {
        std::printf("named-checkzone -v: %s", qPrintable(run("named-checkzone", {"-v"}).out));
        printed = true;
    }
}

/// named-checkzone -D of `file` as zone `zone`: the dump's records as "owner TYPE data" lines
/// (TTL and class dropped), and its "loaded serial" / "OK" lines in `status`.
QStringList bindDump(const QString &zone, const QString &file, Ran *status, bool local)
{
    QStringList args{"-D"};
    if (local)
        args << "-i"
             << "local";
    *status = run("named-checkzone", args << zone << file);
    QStringList records;
    for (const QString &l : status->out.split('\n')) {
        const QStringList f = l.simplified().split(' ');
        if (f.size() >= 5 && f[2] == QLatin1String("IN"))
            records << QStringList{f[0], f[3], f.mid(4).join(' ')}.join(' ');
    }
    return records;
}

/// The 255-node example generated, with tests/data/export/kakao-ip-rules.yaml allocated (the
/// rules file lists the addresses of gpu001, gpu245, gpu246 and gpu255).
const Design &kakao()
{
    static const Design d = [] {
        usecases::Progress progress;
        Design x = usecases::generateDesign(usecases::specFileRequest(QStringLiteral(
                                                RESOURCES_DIR "/examples/kakao-b200-255.yaml")),
                                            progress)
                       .design;
        exporttest::applyAdds(
            x, ipam::allocate(
                   x, ipam::readRules(QStringLiteral(TEST_DATA_DIR "/export/kakao-ip-rules.yaml")))
                   .changes);
        return x;
    }();
    return d;
}

} // namespace

// The 255-node example with the name server given as options (the CLI's --name-server and
// --name-server-address): every zone BIND loads, with the planned records.
TEST(DnsZones, Kakao255ZonesLoadInBindWithThePlannedRecords)
{
    RY_REQUIRE_PROGRAM("named-checkzone", "bind9-utils");
    RY_REQUIRE_PROGRAM("named-checkconf", "bind9-utils");
    printBindVersion();
    const Design &d = kakao();
    ASSERT_EQ(d.ipAddresses.size(), 255u * 10); // bmc, eth0 and 8 rails per node
    // Rails: 10.10.(2r).0/23 splits into its two /24 zones only where addresses are (the first
    // 255 hosts of a /23 all lie in its lower /24); mgmt is a /16 zone; bmc's /23 two /24s.
    const QStringList zones = exporting::reverseZoneNames(d);
    EXPECT_EQ(zones,
              (QStringList{"0.10.10.in-addr.arpa", "2.10.10.in-addr.arpa", "4.10.10.in-addr.arpa",
                           "6.10.10.in-addr.arpa", "8.10.10.in-addr.arpa", "10.10.10.in-addr.arpa",
                           "12.10.10.in-addr.arpa", "14.10.10.in-addr.arpa", "100.10.in-addr.arpa",
                           "0.200.10.in-addr.arpa", "1.200.10.in-addr.arpa"}));
    exporting::ExportOptions o;
    o.nameServer = QStringLiteral("ns1.kakao.example");
    o.nameServerAddress = QStringLiteral("10.100.0.2");
    o.dnsSerial = 2026120101;
    QTemporaryDir dir;
    const exporting::DnsExportSet set = exporting::dnsExportFiles(d);
    exporting::Reporter reporter;
    exporting::exportToFolder(set.files, d, dir.path(), reporter, o);
    EXPECT_TRUE(reporter.diagnostics().empty());
    ASSERT_EQ(set.files.size(), 13u); // forward + 11 reverse + named.conf.railyard

    Ran st;
    const QStringList fwd = bindDump("kakao.example", dir.filePath("db.kakao.example"), &st, false);
    EXPECT_EQ(st.code, 0) << st.out.toStdString();
    EXPECT_TRUE(st.out.contains("zone kakao.example/IN: loaded serial 2026120101"));
    EXPECT_TRUE(st.out.trimmed().endsWith("OK")) << st.out.toStdString();
    // 2550 addresses + the name server's glue.
    EXPECT_EQ(fwd.filter(QStringLiteral(" A ")).size(), 2551);
    for (const char *rec :
         {"kakao.example. NS ns1.kakao.example.", "ns1.kakao.example. A 10.100.0.2",
          "gpu001-bmc.kakao.example. A 10.200.0.11", "gpu245-bmc.kakao.example. A 10.200.0.255",
          "gpu246-bmc.kakao.example. A 10.200.1.0", "gpu255-bmc.kakao.example. A 10.200.1.9",
          "gpu001.kakao.example. A 10.100.0.11", "gpu255.kakao.example. A 10.100.1.9",
          "gpu001-ib0.rail0.kakao.example. A 10.10.0.1",
          "gpu255-ib7.rail7.kakao.example. A 10.10.14.255"})
        EXPECT_TRUE(fwd.contains(QString::fromLatin1(rec))) << rec;

    int ptrs = 0;
    for (const QString &z : zones) {
        const QStringList rev = bindDump(z, dir.filePath("db." + z), &st, true);
        EXPECT_EQ(st.code, 0) << z.toStdString() << st.out.toStdString();
        EXPECT_TRUE(st.out.contains(QStringLiteral("zone %1/IN: loaded serial 2026120101").arg(z)))
            << st.out.toStdString();
        EXPECT_TRUE(rev.contains(z + ". NS ns1.kakao.example.")) << z.toStdString();
        ptrs += int(rev.filter(QStringLiteral(" PTR ")).size());
        if (z == QLatin1String("0.200.10.in-addr.arpa")) {
            EXPECT_TRUE(rev.contains("11.0.200.10.in-addr.arpa. PTR gpu001-bmc.kakao.example."));
            EXPECT_TRUE(rev.contains("255.0.200.10.in-addr.arpa. PTR gpu245-bmc.kakao.example."));
        } else if (z == QLatin1String("1.200.10.in-addr.arpa")) {
            EXPECT_TRUE(rev.contains("0.1.200.10.in-addr.arpa. PTR gpu246-bmc.kakao.example."));
            EXPECT_TRUE(rev.contains("9.1.200.10.in-addr.arpa. PTR gpu255-bmc.kakao.example."));
        } else if (z == QLatin1String("100.10.in-addr.arpa")) {
            EXPECT_TRUE(rev.contains("11.0.100.10.in-addr.arpa. PTR gpu001.kakao.example."));
            EXPECT_TRUE(rev.contains("9.1.100.10.in-addr.arpa. PTR gpu255.kakao.example."));
        } else if (z == QLatin1String("14.10.10.in-addr.arpa")) {
            EXPECT_TRUE(
                rev.contains("255.14.10.10.in-addr.arpa. PTR gpu255-ib7.rail7.kakao.example."));
        }
    }
    EXPECT_EQ(ptrs, 2550); // one PTR per planned address, each in exactly one zone

    // named.conf.railyard names every zone with its file: named-checkconf -z loads them all.
    QFile conf(dir.filePath("test-named.conf"));
    ASSERT_TRUE(conf.open(QIODevice::WriteOnly));
    conf.write(
        QStringLiteral("options { directory \"%1\"; };\ninclude \"%1/named.conf.railyard\";\n")
            .arg(dir.path())
            .toUtf8());
    conf.close();
    const Ran cc = run("named-checkconf", {"-z", conf.fileName()});
    EXPECT_EQ(cc.code, 0) << cc.out.toStdString();
    EXPECT_EQ(cc.out.count(QStringLiteral("loaded serial 2026120101")), 12) << cc.out.toStdString();
}

// resources/examples/small-cluster.yaml's BMC addresses (node01-bmc.dc1.example 10.200.0.11 ..
// node04 10.200.0.14, its ip_addresses list) plus a name server device (role name-server) at
// 10.200.0.2: the zones name it as NS without any option, and `export --format
// dns-reverse-zone` writes the single reverse zone.
TEST(DnsZones, SmallDesignNameServerDeviceIsTheNs)
{
    RY_REQUIRE_PROGRAM("named-checkzone", "bind9-utils");
    printBindVersion();
    Design d = exporttest::smallCluster();
    Device server;
    server.name = QStringLiteral("ns1");
    server.role = QString::fromLatin1(kRoleNameServer);
    const Id ns = d.devices.add(server);
    Port eth;
    eth.deviceId = ns;
    eth.name = QStringLiteral("eth0");
    const Id port = d.ports.add(eth);
    d.ipAddresses.add({0, QStringLiteral("10.200.0.2/24"), QStringLiteral("oob"),
                       d.prefixes.begin()->id, port, QStringLiteral("ns1.dc1.example")});
    QTemporaryDir dir;
    Diagnostics diags;
    QFile f(dir.filePath("fwd.zone"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(exporttest::exportBytes(d, "dns-zone", &diags));
    f.close();
    EXPECT_TRUE(diags.empty());
    Ran st;
    const QStringList fwd = bindDump("dc1.example", f.fileName(), &st, false);
    EXPECT_EQ(st.code, 0) << st.out.toStdString();
    EXPECT_TRUE(st.out.contains("zone dc1.example/IN: loaded serial 1"));
    EXPECT_EQ(fwd.filter(" NS ").size(), 1);
    EXPECT_TRUE(fwd.contains("dc1.example. NS ns1.dc1.example."));
    EXPECT_TRUE(fwd.contains("dc1.example. SOA ns1.dc1.example. hostmaster.dc1.example. 1 3600 "
                             "900 604800 300"))
        << fwd.join('\n').toStdString();
    EXPECT_TRUE(fwd.contains("ns1.dc1.example. A 10.200.0.2"));
    EXPECT_TRUE(fwd.contains("node01-bmc.dc1.example. A 10.200.0.11"));
    EXPECT_TRUE(fwd.contains("node04-bmc.dc1.example. A 10.200.0.14"));

    QFile r(dir.filePath("rev.zone"));
    ASSERT_TRUE(r.open(QIODevice::WriteOnly));
    r.write(exporttest::exportBytes(d, "dns-reverse-zone", &diags));
    r.close();
    EXPECT_TRUE(diags.empty());
    const QStringList rev = bindDump("0.200.10.in-addr.arpa", r.fileName(), &st, true);
    EXPECT_EQ(st.code, 0) << st.out.toStdString();
    EXPECT_TRUE(st.out.contains("zone 0.200.10.in-addr.arpa/IN: loaded serial 1"));
    EXPECT_EQ(rev.filter(" PTR ").size(), 5) << rev.join('\n').toStdString();
    EXPECT_TRUE(rev.contains("2.0.200.10.in-addr.arpa. PTR ns1.dc1.example."));
    EXPECT_TRUE(rev.contains("11.0.200.10.in-addr.arpa. PTR node01-bmc.dc1.example."));
    EXPECT_TRUE(rev.contains("14.0.200.10.in-addr.arpa. PTR node04-bmc.dc1.example."));
}

// No name server anywhere: the export says so (a warning naming the zone), writes no NS record
// and no made-up name server, and BIND refuses the zone for exactly that reason.
TEST(DnsZones, WithoutANameServerTheZoneSaysSoAndHasNoNs)
{
    RY_REQUIRE_PROGRAM("named-checkzone", "bind9-utils");
    printBindVersion();
    Diagnostics diags;
    const QByteArray zone = exporttest::exportBytes(exporttest::smallCluster(), "dns-zone", &diags);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags[0].field, QStringLiteral("name_server"));
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("no NS record")));
    EXPECT_FALSE(zone.contains("\tNS\t"));
    EXPECT_FALSE(zone.contains("ns1"));
    QTemporaryDir dir;
    QFile f(dir.filePath("fwd.zone"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(zone);
    f.close();
    const Ran st = run("named-checkzone", {"dc1.example", f.fileName()});
    EXPECT_NE(st.code, 0);
    EXPECT_TRUE(st.out.contains("has no NS records")) << st.out.toStdString();
}

// An in-zone name server given by option with no address in the design and none given is an
// error naming the option; out of zone it needs none.
TEST(DnsZones, InZoneNameServerNeedsAnAddress)
{
    exporting::ExportOptions o;
    o.nameServer = QStringLiteral("ns9.dc1.example");
    exporting::DnsZoneExporter e;
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    exporting::Reporter rep;
    try {
        e.write(exporttest::smallCluster(), buf, rep, o);
        ADD_FAILURE() << "no error";
    } catch (const Error &err) {
        EXPECT_EQ(err.field(), QStringLiteral("name-server-address"));
        EXPECT_TRUE(err.message().contains(QStringLiteral("ns9.dc1.example")));
    }
    o.nameServer = QStringLiteral("ns.provider.example.");
    e.write(exporttest::smallCluster(), buf, rep, o);
    EXPECT_TRUE(bytes.contains("@\tIN\tNS\tns.provider.example.\n"));
    EXPECT_TRUE(rep.diagnostics().empty());
}

// The cut into reverse zones (docs/plans-and-exports.md): a /20 gives one zone per /24 that
// holds addresses; per-link /31s and a /26 fall into the zone of their /24; a /16 is one zone;
// prefixes of different first octets cannot share the single-file export.
TEST(DnsZones, ReverseZonesAreCutAtOctets)
{
    Design d;
    const Id p20 = d.prefixes.add({0, "10.1.16.0/20", "", 0, "mgmt", "", ""});
    const Id p31 = d.prefixes.add({0, "10.255.0.4/31", "", 0, "p2p", "", ""});
    const Id p26 = d.prefixes.add({0, "10.255.0.64/26", "", 0, "", "", ""});
    const Id p16 = d.prefixes.add({0, "10.2.0.0/16", "", 0, "", "", ""});
    d.ipAddresses.add({0, "10.1.16.5/20", "", p20, 0, "a.x.example"});
    d.ipAddresses.add({0, "10.1.18.5/20", "", p20, 0, "b.x.example"});
    d.ipAddresses.add({0, "10.255.0.4/31", "", p31, 0, "c.x.example"});
    d.ipAddresses.add({0, "10.255.0.5/31", "", p31, 0, "d.x.example"});
    d.ipAddresses.add({0, "10.255.0.70/26", "", p26, 0, "e.x.example"});
    d.ipAddresses.add({0, "10.2.9.1/16", "", p16, 0, "f.x.example"});
    d.ipAddresses.add({0, "10.2.0.7/16", "", p16, 0, ""}); // no name: no zone, no PTR
    EXPECT_EQ(exporting::reverseZoneNames(d),
              (QStringList{"16.1.10.in-addr.arpa", "18.1.10.in-addr.arpa", "2.10.in-addr.arpa",
                           "0.255.10.in-addr.arpa"}));
    // One file: the zone 10.in-addr.arpa holds all of them.
    Diagnostics diags;
    const QByteArray all = exporttest::exportBytes(d, "dns-reverse-zone", &diags);
    EXPECT_TRUE(all.contains("$ORIGIN 10.in-addr.arpa.\n"));
    EXPECT_TRUE(all.contains("5.16.1\tIN\tPTR\ta.x.example.\n"));
    EXPECT_TRUE(all.contains("5.0.255\tIN\tPTR\td.x.example.\n"));
    EXPECT_TRUE(all.contains("1.9.2\tIN\tPTR\tf.x.example.\n"));
    EXPECT_EQ(all.count("\tPTR\t"), 6);
    d.ipAddresses.add({0, "192.168.0.1/24", "", 0, 0, "g.x.example"});
    EXPECT_THROW(exporttest::exportBytes(d, "dns-reverse-zone"), Error);
    exporting::DnsReverseZoneExporter one(QStringLiteral("0.255.10.in-addr.arpa"));
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    exporting::Reporter rep;
    one.write(d, buf, rep, {});
    EXPECT_EQ(bytes.count("\tPTR\t"), 3);
    EXPECT_TRUE(bytes.contains("70\tIN\tPTR\te.x.example.\n"));
}
