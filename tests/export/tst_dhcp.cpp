// The DHCP configurations serve the plan (issue 18): a real DHCP exchange against the exported
// Kea (kea-dhcp4, Debian 12: 2.2) and dnsmasq (2.90) configurations in network namespaces the
// test creates (a veth pair: the server in one namespace, BusyBox's udhcpc as the client in
// the other, with a planned MAC set on its interface). The server has its own config, lease
// file, control socket and pid files in a temporary folder. Needs root (ip netns).
//
// The design is tests/data/export/panels.yaml with tests/data/export/rules.yaml allocated: its
// mgmt network 10.100.0.0/24 (gateway offset 1, first 11) gives node01 eth0
// (02:00:00:00:01:00) 10.100.0.11 and node02 eth0 (02:00:00:00:02:00) 10.100.0.12; node03's
// eth0 has no MAC; node01's BMC (02:00:00:00:01:ff) is planned on the oob network 10.200.0.0/24.

#include "../common/requireprogram.h"
#include "exporttesthelpers.h"

#include "export/ipexporters.h"
#include "ipam/allocator.h"
#include "usecases/generate.h"

#include <gtest/gtest.h>

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>

#include <unistd.h>

using namespace ry;

namespace {

struct Ran
{
    int code = -1;
    QString out;
};

Ran run(const QString &program, const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Ran r;
    if (!p.waitForStarted(10000))
        return r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
    }
    r.out = QString::fromUtf8(p.readAll());
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Two network namespaces joined by a veth pair (as tests/probe/tst_netns.cpp builds them):
/// the server end has 10.100.0.2/24, the planned mgmt network's second address; the client
/// end has no address until DHCP. Removed (with their links) on destruction.
class DhcpWire
{
public:
    QString server() const { return m_prefix + QStringLiteral("s"); }
    QString client() const { return m_prefix + QStringLiteral("c"); }
    QString serverIf() const { return m_prefix + QStringLiteral("s0"); }
    QString clientIf() const { return m_prefix + QStringLiteral("c0"); }

    bool up(QString *why)
    {
        m_prefix = QStringLiteral("rydh%1").arg(::getpid() % 100000);
        for (const QString &n : {server(), client()}) {
            if (run("ip", {"netns", "add", n}).code != 0) {
                *why = QStringLiteral("ip netns add failed (no CAP_SYS_ADMIN?)");
                return false;
            }
            m_made << n;
        }
        const bool ok =
            run("ip", {"link", "add", serverIf(), "netns", server(), "type", "veth", "peer", "name",
                       clientIf(), "netns", client()})
                    .code == 0 &&
            run("ip", {"-n", server(), "addr", "add", "10.100.0.2/24", "dev", serverIf()}).code ==
                0 &&
            run("ip", {"-n", server(), "link", "set", serverIf(), "up"}).code == 0 &&
            run("ip", {"-n", server(), "link", "set", "lo", "up"}).code == 0 &&
            run("ip", {"-n", client(), "link", "set", "lo", "up"}).code == 0 &&
            // Both ends up before the server starts: Kea opens no socket on an interface
            // without carrier ("the interface ... is not running").
            run("ip", {"-n", client(), "link", "set", clientIf(), "up"}).code == 0;
        if (!ok)
            *why = QStringLiteral("veth set-up failed");
        return ok;
    }

    /// Runs udhcpc on the client end with `mac` set on it: returns "ADDRESS MASK ROUTER
    /// HOSTNAME" of the lease it bound, or "" when it got none.
    QString lease(const QString &mac, const QString &dir)
    {
        // veth takes a new MAC while up, so the server's end keeps its carrier.
        run("ip", {"-n", client(), "link", "set", clientIf(), "address", mac});
        const QString script = dir + QStringLiteral("/udhcpc.sh"),
                      out = dir + QStringLiteral("/lease.txt");
        QFile::remove(out);
        writeFile(script, QStringLiteral("#!/bin/sh\n[ \"$1\" = bound ] && echo \"$ip $subnet "
                                         "$router $hostname\" > '%1'\nexit 0\n")
                              .arg(out)
                              .toUtf8());
        QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        // -f foreground, -q quit once bound, -n quit when no lease; 4 discovers 1 s apart.
        const Ran r = run("ip", {"netns", "exec", client(), "udhcpc", "-f", "-q", "-n", "-t", "4",
                                 "-T", "1", "-i", clientIf(), "-s", script});
        std::printf("udhcpc with %s: exit %d\n%s", qPrintable(mac), r.code, qPrintable(r.out));
        return QString::fromUtf8(readFile(out)).trimmed();
    }

    ~DhcpWire()
    {
        for (const QString &n : m_made)
            run("ip", {"netns", "del", n});
    }

private:
    QString m_prefix;
    QStringList m_made;
};

/// A server started in the server namespace; stopped (SIGTERM, then SIGKILL) on destruction.
class Daemon
{
public:
    bool start(const QString &ns, const QStringList &command, const QByteArray &readyLine,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
    {
        m_p.setProcessChannelMode(QProcess::MergedChannels);
        m_p.setProcessEnvironment(env);
        m_p.start("ip", QStringList{"netns", "exec", ns} + command);
        if (!m_p.waitForStarted(10000))
            return false;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 15000 && m_p.state() == QProcess::Running) {
            m_p.waitForReadyRead(200);
            m_log += m_p.readAll();
            if (m_log.contains(readyLine))
                return true;
        }
        return false;
    }
    QString log()
    {
        m_log += m_p.readAll();
        return QString::fromUtf8(m_log);
    }
    ~Daemon()
    {
        if (m_p.state() == QProcess::NotRunning)
            return;
        m_p.terminate();
        if (!m_p.waitForFinished(5000)) {
            m_p.kill();
            m_p.waitForFinished(2000);
        }
    }

private:
    QProcess m_p;
    QByteArray m_log;
};

QByteArray exportWith(const exporting::Exporter &e, const Design &d,
                      const exporting::ExportOptions &o, Diagnostics *diags)
{
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    exporting::Reporter r;
    e.write(d, buf, r, o);
    if (diags)
        *diags = r.diagnostics();
    return bytes;
}

bool needRoot()
{
    return ::geteuid() == 0;
}

} // namespace

TEST(DhcpExchange, KeaHandsThePlannedAddressToThePlannedMacOnly)
{
    RY_REQUIRE_PROGRAM("kea-dhcp4", "kea-dhcp4-server");
    RY_REQUIRE_PROGRAM("udhcpc", "udhcpc");
    RY_REQUIRE_PROGRAM("ip", "iproute2");
    if (!needRoot())
        RY_SKIP_OR_FAIL("network namespaces need root");
    std::printf("kea-dhcp4 -V: %s", qPrintable(run("kea-dhcp4", {"-V"}).out.section('\n', 0, 0)));
    std::printf("\nudhcpc: %s\n", qPrintable(run("udhcpc", {"--help"}).out.section('\n', 0, 0)));
    DhcpWire wire;
    QString why;
    if (!wire.up(&why))
        RY_SKIP_OR_FAIL(why.toStdString());
    QTemporaryDir dir;
    exporting::ExportOptions o;
    o.dhcpInterfaces = {wire.serverIf()};
    Diagnostics diags;
    QJsonObject root = QJsonDocument::fromJson(exportWith(exporting::KeaJsonExporter(),
                                                          exporttest::panels(), o, &diags))
                           .object();
    // node03 eth0 and every rail address have no MAC: counted, not reserved.
    ASSERT_FALSE(diags.empty());
    EXPECT_EQ(diags[0].field, QStringLiteral("mac"));
    // The test's own lease file and control socket, in the temporary folder.
    QJsonObject dhcp4 = root[QStringLiteral("Dhcp4")].toObject();
    EXPECT_EQ(dhcp4["interfaces-config"].toObject()["interfaces"].toArray(),
              QJsonArray{wire.serverIf()});
    dhcp4.insert("lease-database", QJsonObject{{"type", "memfile"},
                                               {"name", dir.filePath("leases4.csv")},
                                               {"lfc-interval", 0}});
    dhcp4.insert("control-socket",
                 QJsonObject{{"socket-type", "unix"}, {"socket-name", dir.filePath("kea4.sock")}});
    root.insert("Dhcp4", dhcp4);
    const QString conf = dir.filePath("kea-dhcp4.json");
    ASSERT_TRUE(writeFile(conf, QJsonDocument(root).toJson()));
    const Ran check = run("ip", {"netns", "exec", wire.server(), "kea-dhcp4", "-t", conf});
    ASSERT_EQ(check.code, 0) << check.out.toStdString();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("KEA_PIDFILE_DIR", dir.path());
    env.insert("KEA_LOCKFILE_DIR", dir.path());
    Daemon kea;
    ASSERT_TRUE(kea.start(wire.server(), {"kea-dhcp4", "-c", conf}, "DHCP4_STARTED", env))
        << kea.log().toStdString();
    // node02 eth0: 10.100.0.12/24, router 10.100.0.1, its DNS name.
    EXPECT_EQ(wire.lease("02:00:00:00:02:00", dir.path()),
              QStringLiteral("10.100.0.12 255.255.255.0 10.100.0.1 node02.dc2.example"))
        << kea.log().toStdString();
    // An unknown MAC gets nothing (no pools), nor does node01's BMC on the mgmt wire.
    EXPECT_EQ(wire.lease("02:00:00:00:09:99", dir.path()), QString());
    EXPECT_EQ(wire.lease("02:00:00:00:01:ff", dir.path()), QString());
    EXPECT_EQ(wire.lease("02:00:00:00:01:00", dir.path()),
              QStringLiteral("10.100.0.11 255.255.255.0 10.100.0.1 node01.dc2.example"));
    const QByteArray leases = readFile(dir.filePath("leases4.csv"));
    EXPECT_TRUE(leases.contains("10.100.0.12,02:00:00:00:02:00")) << leases.toStdString();
    EXPECT_TRUE(leases.contains("10.100.0.11,02:00:00:00:01:00")) << leases.toStdString();
    EXPECT_FALSE(leases.contains("02:00:00:00:09:99"));
}

TEST(DhcpExchange, DnsmasqHandsThePlannedAddressToThePlannedMacOnly)
{
    RY_REQUIRE_PROGRAM("dnsmasq", "dnsmasq-base");
    RY_REQUIRE_PROGRAM("udhcpc", "udhcpc");
    RY_REQUIRE_PROGRAM("ip", "iproute2");
    if (!needRoot())
        RY_SKIP_OR_FAIL("network namespaces need root");
    std::printf("dnsmasq --version: %s\n",
                qPrintable(run("dnsmasq", {"--version"}).out.section('\n', 0, 0)));
    DhcpWire wire;
    QString why;
    if (!wire.up(&why))
        RY_SKIP_OR_FAIL(why.toStdString());
    QTemporaryDir dir;
    exporting::ExportOptions o;
    o.dhcpInterfaces = {wire.serverIf()};
    Diagnostics diags;
    const QByteArray conf =
        exportWith(exporting::DnsmasqExporter(), exporttest::panels(), o, &diags);
    ASSERT_FALSE(diags.empty());
    EXPECT_EQ(diags[0].field, QStringLiteral("mac"));
    EXPECT_TRUE(conf.contains("interface=" + wire.serverIf().toUtf8() + "\n"));
    EXPECT_TRUE(conf.contains("dhcp-range=set:ry3,10.100.0.0,static,255.255.255.0\n"))
        << conf.toStdString();
    const QString path = dir.filePath("dnsmasq.conf");
    ASSERT_TRUE(writeFile(path, conf));
    const Ran check = run("dnsmasq", {"--test", "--conf-file=" + path});
    ASSERT_EQ(check.code, 0) << check.out.toStdString();
    Daemon dnsmasq;
    ASSERT_TRUE(dnsmasq.start(wire.server(),
                              {"dnsmasq", "--no-daemon", "--conf-file=" + path,
                               "--dhcp-leasefile=" + dir.filePath("dnsmasq.leases"),
                               "--pid-file=" + dir.filePath("dnsmasq.pid"), "--user=root",
                               "--group=root", "--no-resolv", "--no-hosts", "--log-dhcp"},
                              "static leases only on 10.100.0.0"))
        << dnsmasq.log().toStdString();
    EXPECT_EQ(wire.lease("02:00:00:00:02:00", dir.path()),
              QStringLiteral("10.100.0.12 255.255.255.0 10.100.0.1 node02"))
        << dnsmasq.log().toStdString();
    EXPECT_EQ(wire.lease("02:00:00:00:09:99", dir.path()), QString());
    EXPECT_EQ(wire.lease("02:00:00:00:01:ff", dir.path()), QString());
    EXPECT_EQ(wire.lease("02:00:00:00:01:00", dir.path()),
              QStringLiteral("10.100.0.11 255.255.255.0 10.100.0.1 node01"));
    const QByteArray leases = readFile(dir.filePath("dnsmasq.leases"));
    EXPECT_TRUE(leases.contains("02:00:00:00:02:00 10.100.0.12 node02")) << leases.toStdString();
    EXPECT_FALSE(leases.contains("02:00:00:00:09:99"));
}

// The 255-node example has no MACs (a generated design): both files say so, counting the
// hosts, and reserve nothing; Kea's file is still one kea-dhcp4 -t accepts.
TEST(DhcpExchange, GeneratedDesignWithoutMacsSaysSoAndReservesNothing)
{
    usecases::Progress progress;
    Design d = usecases::generateDesign(usecases::specFileRequest(QStringLiteral(
                                            RESOURCES_DIR "/examples/kakao-b200-255.yaml")),
                                        progress)
                   .design;
    exporttest::applyAdds(d, ipam::allocate(d, ipam::readRules(QStringLiteral(
                                                   TEST_DATA_DIR "/export/kakao-ip-rules.yaml")))
                                 .changes);
    for (const char *format : {"kea-json", "dnsmasq"}) {
        Diagnostics diags;
        const QByteArray bytes = exporttest::exportBytes(d, QString::fromLatin1(format), &diags);
        ASSERT_EQ(diags.size(), 1u) << format;
        EXPECT_EQ(diags[0].field, QStringLiteral("mac"));
        EXPECT_TRUE(diags[0].message.startsWith(QStringLiteral("255 host(s) have no MAC")))
            << diags[0].message.toStdString();
        EXPECT_TRUE(diags[0].message.contains(QStringLiteral("2550 address(es)")));
        EXPECT_FALSE(bytes.contains("hw-address"));
        EXPECT_FALSE(bytes.contains("dhcp-host="));
        // --strict: the warning is an error and no file is written.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out"));
        exporting::ExportOptions strict;
        strict.strict = true;
        exporting::Reporter reporter;
        EXPECT_THROW(exporting::exportToFile(*exporting::findExporter(QString::fromLatin1(format)),
                                             d, path, reporter, strict),
                     Error);
        EXPECT_FALSE(QFile::exists(path));
        if (QLatin1String(format) == QLatin1String("kea-json") &&
            ry::test::haveProgram(QStringLiteral("kea-dhcp4"))) {
            // Every interface ("*"), no reservation: still a configuration Kea loads.
            ASSERT_TRUE(writeFile(path, bytes));
            const Ran check = run("kea-dhcp4", {"-t", path});
            EXPECT_EQ(check.code, 0) << check.out.toStdString();
        }
    }
}

// The same network in two VRFs (10.200.0.0/24 in "oob" and a copy in "lab"): Kea refuses a
// configuration with two subnets of one prefix, so the file serves the first VRF's only and
// says so.
TEST(DhcpExchange, ANetworkInTwoVrfsIsServedOnce)
{
    Design d = exporttest::panels();
    const Prefix oob = *std::find_if(d.prefixes.begin(), d.prefixes.end(), [](const Prefix &p) {
        return p.prefix == QLatin1String("10.200.0.0/24");
    });
    Prefix lab = oob;
    lab.id = 0;
    lab.vrf = QStringLiteral("lab");
    const Id labId = d.prefixes.add(lab);
    d.ipAddresses.add({0, "10.200.0.50/24", "lab", labId, 0, "lab50.dc2.example"});
    for (const char *format : {"kea-json", "dnsmasq"}) {
        Diagnostics diags;
        const QByteArray bytes = exporttest::exportBytes(d, QString::fromLatin1(format), &diags);
        EXPECT_EQ(bytes.count("10.200.0.0"), 1) << format << bytes.toStdString();
        const bool said = std::any_of(diags.begin(), diags.end(), [](const Diagnostic &x) {
            return x.field == QLatin1String("prefix") && x.object == QLatin1String("10.200.0.0/24");
        });
        EXPECT_TRUE(said) << format;
        if (QLatin1String(format) == QLatin1String("kea-json") &&
            ry::test::haveProgram(QStringLiteral("kea-dhcp4"))) {
            QTemporaryDir dir;
            ASSERT_TRUE(writeFile(dir.filePath("kea.json"), bytes));
            const Ran check = run("kea-dhcp4", {"-t", dir.filePath("kea.json")});
            EXPECT_EQ(check.code, 0) << check.out.toStdString();
        }
    }
}
