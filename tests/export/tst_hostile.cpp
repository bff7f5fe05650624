// Hostile names through every exporter (issue 12 point 1). The design is built in memory,
// bypassing the validator, so each exporter has to defend its own format: it either escapes
// the value so that the consumer still sees exactly one record per object, or refuses the
// export with an error naming the field, and then writes no file. The consumers are the real
// programs from Debian: udevadm test (udev 252, rules read in a private mount namespace),
// getent (glibc's /etc/hosts parser, same namespace trick), named-checkzone (bind9-utils),
// dnsmasq --test, ansible-inventory (ansible-core), slurmctld + scontrol (a one-node Slurm as
// in tests/probe), python3's csv module for the CSVs, QXmlStreamReader for the SVG and
// QJsonDocument for Kea. A missing program skips, or fails when CI=true.

#include "../common/freeport.h"
#include "../common/requireprogram.h"
#include "exporttesthelpers.h"

#include "export/csv.h"
#include "export/exporter.h"
#include "export/netboxexporters.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QXmlStreamReader>

#include <unistd.h>

using namespace ry;

namespace {

/// The hostile set of the issue: newline, CR, NUL, tab, quotes, backslash, backtick, $(...),
/// ';', ',', space, '[' ']', leading '-', '=', '+', '@', "../", 100,000 characters,
/// right-to-left override and zero-width space.
QStringList hostile()
{
    return {QStringLiteral("evil\nRUN+=\"/usr/bin/touch /tmp/ry-pwned\""),
            QStringLiteral("cr\rSwitchName=evil Nodes=ALL"),
            QStringLiteral("nul") + QChar(0) + QStringLiteral("byte"),
            QStringLiteral("tab\tname"),
            QStringLiteral("quo\"te'name"),
            QStringLiteral("back\\slash"),
            QStringLiteral("back`id`tick"),
            QStringLiteral("$(touch /tmp/ry-pwned)"),
            QStringLiteral("semi;colon"),
            QStringLiteral("com,ma,6.6.6.6"),
            QStringLiteral("sp ace 6.6.6.6 bank.example"),
            QStringLiteral("gpu[001-999]"),
            QStringLiteral("-leading"),
            QStringLiteral("=HYPERLINK(\"http://x\",\"y\")"),
            QStringLiteral("+1+2"),
            QStringLiteral("@SUM(A1:A9)"),
            QStringLiteral("../../etc/passwd"),
            QString(100000, QLatin1Char('a')),
            QStringLiteral("rtl") + QChar(0x202e) + QStringLiteral("gpj.exe"),
            QStringLiteral("zero") + QChar(0x200b) + QStringLiteral("width")};
}

std::string show(const QString &s)
{
    QString out;
    for (QChar c : s.left(60))
        out += c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() < 0xa0) ||
                       (c.unicode() >= 0x200b && c.unicode() <= 0x206f)
                   ? QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'))
                   : QString(c);
    return out.toStdString();
}

struct ProcResult
{
    int code = -1;
    QByteArray out; ///< stdout and stderr together
};

ProcResult run(const QString &program, const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    ProcResult r;
    if (!p.waitForStarted(10000))
        return r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
        return r;
    }
    r.out = p.readAll();
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// A small cluster: 4 GPU nodes gpu001..gpu004 (eth0 with PCI address, MAC and if_name, ib0 on
/// the compute plane), leaf01 (gpu001-002), leaf02 (gpu003-004), spine01 above both, one
/// supernode, a /24 with an address and DNS name per node.
Design fabric()
{
    Design d;
    d.name = QStringLiteral("hostile test");
    const Id site = d.sites.add({0, QStringLiteral("dc1"), {}});
    const Id room = d.rooms.add({0, site, QStringLiteral("hall")});
    const Id row = d.rows.add({0, room, QStringLiteral("row-1"), 0});
    Rack rack;
    rack.rowId = row;
    rack.name = QStringLiteral("A01");
    const Id r1 = d.racks.add(rack);
    rack.id = 0;
    rack.name = QStringLiteral("A02");
    const Id r2 = d.racks.add(rack);
    const Id plane = d.planes.add({0,
                                   QStringLiteral("compute"),
                                   PlaneKind::Compute,
                                   QStringLiteral("infiniband-ndr"),
                                   400,
                                   {}});
    Supernode sn;
    sn.name = QStringLiteral("nvl-1");
    sn.kind = QStringLiteral("nvl72");
    const Id snId = d.supernodes.add(sn);

    DeviceType node;
    node.slug = QStringLiteral("node-2u");
    node.manufacturer = QStringLiteral("Test");
    node.model = QStringLiteral("Node 2U");
    node.uHeight = 2;
    node.gpuCount = 8;
    node.ports = {PortTemplate{.name = QStringLiteral("eth0"),
                               .type = QStringLiteral("100gbase-x-qsfp28"),
                               .speedGbps = 100},
                  PortTemplate{.name = QStringLiteral("ib0"),
                               .type = QStringLiteral("infiniband-ndr"),
                               .speedGbps = 400}};
    node.extraYaml =
        QStringLiteral("{nvme-bays: [{name: slot0, pci_address: \"0000:c1:00.0\"}, {name: slot1, "
                       "pci_address: \"0000:c2:00.0\"}]}");
    const Id nodeType = d.deviceTypes.add(node);
    DeviceType sw;
    sw.slug = QStringLiteral("switch-1u");
    sw.manufacturer = QStringLiteral("Test");
    sw.model = QStringLiteral("Switch 1U");
    for (int i = 1; i <= 4; ++i)
        sw.ports.push_back(PortTemplate{.name = QStringLiteral("p%1").arg(i),
                                        .type = QStringLiteral("infiniband-ndr"),
                                        .speedGbps = 400});
    const Id swType = d.deviceTypes.add(sw);

    auto add = [&](const QString &name, const QString &role, Id type, Id rackId, double u) {
        Device dev;
        dev.name = name;
        dev.role = role;
        dev.deviceTypeId = type;
        dev.rackId = rackId;
        dev.position = u;
        dev.serial = QStringLiteral("SN-") + name;
        if (role == QLatin1String("gpu-node"))
            dev.supernodeId = snId;
        return d.addDeviceWithPorts(dev);
    };
    std::vector<Id> nodes;
    for (int i = 1; i <= 4; ++i)
        nodes.push_back(add(QStringLiteral("gpu%1").arg(i, 3, 10, QLatin1Char('0')),
                            QStringLiteral("gpu-node"), nodeType, i <= 2 ? r1 : r2, 2 * i - 1));
    const Id leaf1 = add(QStringLiteral("leaf01"), QStringLiteral("leaf"), swType, r1, 40);
    const Id leaf2 = add(QStringLiteral("leaf02"), QStringLiteral("leaf"), swType, r2, 40);
    const Id spine = add(QStringLiteral("spine01"), QStringLiteral("spine"), swType, r1, 42);

    auto port = [&](Id dev, const QString &name) -> Port & {
        for (const Port *p : d.portsOf(dev))
            if (p->name == name)
                return *d.ports.find(p->id);
        throw std::runtime_error("no such port");
    };
    auto cable = [&](Port &a, Port &b, const QString &label) {
        a.planeId = b.planeId = plane;
        Cable c;
        c.label = label;
        c.aPortId = a.id;
        c.bPortId = b.id;
        c.lengthM = 3;
        d.cables.add(c);
    };
    Prefix pfx;
    pfx.prefix = QStringLiteral("10.0.0.0/24");
    pfx.purpose = QStringLiteral("mgmt");
    pfx.gateway = QStringLiteral("10.0.0.1");
    const Id prefixId = d.prefixes.add(pfx);
    for (int i = 0; i < 4; ++i) {
        Port &eth = port(nodes[i], QStringLiteral("eth0"));
        eth.pciAddress = QStringLiteral("0000:1b:00.0");
        eth.ifName = QStringLiteral("mgmt0");
        eth.mac = QStringLiteral("A0:88:C2:00:00:0%1").arg(i + 1);
        IpAddress a;
        a.address = QStringLiteral("10.0.0.%1/24").arg(11 + i);
        a.prefixId = prefixId;
        a.portId = eth.id;
        a.dnsName = QStringLiteral("gpu%1.cluster.example").arg(i + 1, 3, 10, QLatin1Char('0'));
        d.ipAddresses.add(a);
        Port &ib = port(nodes[i], QStringLiteral("ib0"));
        ib.pciAddress = QStringLiteral("0000:2a:00.0");
        ib.ifName = QStringLiteral("ib0");
        ib.rail = 0;
        cable(ib, port(i < 2 ? leaf1 : leaf2, QStringLiteral("p%1").arg(i % 2 + 1)),
              QStringLiteral("C-%1").arg(i + 1));
    }
    cable(port(leaf1, QStringLiteral("p4")), port(spine, QStringLiteral("p1")),
          QStringLiteral("C-5"));
    cable(port(leaf2, QStringLiteral("p4")), port(spine, QStringLiteral("p2")),
          QStringLiteral("C-6"));
    return d;
}

Device &device(Design &d, const QString &name)
{
    return *d.devices.find(d.deviceByName(name)->id);
}

Port &portOf(Design &d, const QString &dev, const QString &name)
{
    for (const Port *p : d.portsOf(d.deviceByName(dev)->id))
        if (p->name == name)
            return *d.ports.find(p->id);
    throw std::runtime_error("no such port");
}

/// What an export did: its bytes, or the error that refused it (and whether a file was left).
struct Outcome
{
    bool refused = false;
    QString error; ///< Error::describe()
    QString field; ///< Error::field()
    bool fileLeft = false;
    QByteArray bytes;
};

Outcome exportTo(const Design &d, const QString &format, const QString &dir)
{
    Outcome o;
    const exporting::Exporter *e = exporting::findExporter(format);
    EXPECT_NE(e, nullptr) << format.toStdString();
    if (!e)
        return o;
    const QString path = dir + QStringLiteral("/out.") + e->suffix();
    QFile::remove(path);
    exporting::Reporter r;
    try {
        exporting::exportToFile(*e, d, path, r);
    } catch (const Error &err) {
        o.refused = true;
        o.error = err.describe();
        o.field = err.field();
        o.fileLeft = QFile::exists(path);
        return o;
    }
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    o.bytes = f.readAll();
    return o;
}

/// Runs `script` (a shell line) in a private mount namespace (and, with `network`, a private
/// network namespace with its own sysfs), so that the real consumer reads an exported file
/// bind-mounted over its system path without touching the machine's configuration. udevadm
/// test applies NAME= for real (it renamed the machine's loopback once): it must only ever see
/// a private loopback.
ProcResult inNamespace(const QString &script, bool network = false)
{
    QStringList args{QStringLiteral("-m")};
    if (network)
        args << QStringLiteral("-n");
    args << QStringLiteral("sh") << QStringLiteral("-c") << script;
    return run(QStringLiteral("unshare"), args);
}

} // namespace

// ---------------------------------------------------------------------------------------------
// udev

namespace {

/// The NAME= (or SYMLINK+=) assignments udevadm test applies when every rule of `rules` is
/// made to match the loopback device (KERNELS=="<pci>" replaced by KERNEL=="lo": the rest of
/// each line is tokenised by udev itself), plus any line udev calls invalid and any RUN.
struct UdevView
{
    QStringList assigned; ///< "NAME 'mgmt0'" etc., one per applied rule
    int invalid = 0;
    int runs = 0;
    QByteArray log;
};

UdevView udevTest(const QByteArray &rules, const QString &dir, bool block = false)
{
    // A net rule is made to match the private loopback; a disk rule the first block device
    // (its /dev is a private tmpfs, so the links udevadm makes stay in the namespace).
    QString device = QStringLiteral("/sys/class/net/lo"), kernel = QStringLiteral("lo");
    if (block) {
        const QStringList disks = QDir(QStringLiteral("/sys/class/block"))
                                      .entryList(QDir::Dirs | QDir::System | QDir::NoDotAndDotDot);
        kernel = disks.value(0);
        device = QStringLiteral("/sys/class/block/") + kernel;
    }
    QString text = QString::fromUtf8(rules);
    text.replace(QStringLiteral("KERNEL==\"nvme*n*\", ENV{DEVTYPE}==\"disk\", "), QString());
    text.replace(QRegularExpression(QStringLiteral("KERNELS==\"[^\"\\n]*\"")),
                 QStringLiteral("KERNEL==\"%1\"").arg(kernel));
    QDir().mkpath(dir + QStringLiteral("/rules"));
    writeFile(dir + QStringLiteral("/rules/70-railyard.rules"), text.toUtf8());
    const ProcResult r = inNamespace(
        QStringLiteral(
            "mount -t sysfs none /sys && mount --bind '%1/rules' /etc/udev/rules.d && "
            "mount -t tmpfs none /usr/lib/udev/rules.d && mount -t tmpfs none "
            "/run && mkdir /run/udev && mount -t tmpfs none /dev && udevadm test --action=add '%2'")
            .arg(dir, device),
        true);
    UdevView v;
    v.log = r.out;
    for (const QByteArray &line : r.out.split('\n')) {
        if (line.contains("70-railyard.rules") && line.contains("Invalid"))
            ++v.invalid;
        static const QRegularExpression applied(
            QStringLiteral("^\\S+: /etc/udev/rules.d/70-railyard.rules:\\d+ (\\S+ .*)$"));
        const auto m = applied.match(QString::fromUtf8(line));
        if (m.hasMatch())
            v.assigned << m.captured(1);
        if (line.startsWith("run: "))
            ++v.runs;
    }
    return v;
}

} // namespace

TEST(HostileConsumers, UdevNetRulesRefuseBadInterfaceNamesAndKeepOneRulePerPort)
{
    RY_REQUIRE_PROGRAM("udevadm", "udev");
    RY_REQUIRE_PROGRAM("unshare", "util-linux");
    RY_REQUIRE_PROGRAM("mount", "mount");
    if (::geteuid() != 0)
        RY_SKIP_OR_FAIL("the mount namespace of this test needs root");
    QTemporaryDir dir;
    const Design clean = fabric();
    const Outcome good = exportTo(clean, QStringLiteral("udev-net-rules"), dir.path());
    ASSERT_FALSE(good.refused) << good.error.toStdString();
    const UdevView cleanView = udevTest(good.bytes, dir.path());
    // Two rules (eth0 -> mgmt0, ib0 -> ibp42s0: if_name ib0 is the kernel's, so the PCI path
    // name of 0000:2a:00.0 instead) for the one node type.
    EXPECT_EQ(cleanView.assigned, (QStringList{"NAME 'mgmt0'", "NAME 'ibp42s0'"}))
        << cleanView.log.toStdString();
    EXPECT_EQ(cleanView.invalid, 0);
    for (const QString &h : hostile()) {
        // In a comment (device type slug, device names): escaped, same two rules.
        Design d = clean;
        d.deviceTypes.begin()->slug = h;
        device(d, QStringLiteral("gpu002")).name = h;
        const Outcome o = exportTo(d, QStringLiteral("udev-net-rules"), dir.path());
        ASSERT_FALSE(o.refused) << show(h) << o.error.toStdString();
        const UdevView v = udevTest(o.bytes, dir.path());
        EXPECT_EQ(v.assigned, cleanView.assigned) << show(h) << v.log.toStdString();
        EXPECT_EQ(v.invalid, 0) << show(h);
        EXPECT_EQ(v.runs, 0) << show(h);
        // In NAME=: a name the kernel takes ("semi;colon", "-leading", "gpu[001-999]") is
        // one NAME each; any other is refused, naming the field, and no file is written.
        Design n = clean;
        for (int i = 1; i <= 4; ++i)
            portOf(n, QStringLiteral("gpu00%1").arg(i), QStringLiteral("eth0")).ifName = h;
        const Outcome r = exportTo(n, QStringLiteral("udev-net-rules"), dir.path());
        if (r.refused) {
            EXPECT_EQ(r.field, QStringLiteral("port.if_name")) << show(h);
            EXPECT_FALSE(r.fileLeft);
        } else {
            const UdevView nv = udevTest(r.bytes, dir.path());
            EXPECT_EQ(nv.assigned,
                      (QStringList{QStringLiteral("NAME '%1'").arg(h), "NAME 'ibp42s0'"}))
                << show(h) << nv.log.toStdString();
            EXPECT_EQ(nv.runs, 0);
        }
        EXPECT_EQ(r.refused, h.size() > 15 || h.contains(QRegularExpression("[^!-~]")) ||
                                 h.contains(QRegularExpression("[/:\"'\\\\`$]")))
            << show(h);
        // In KERNELS==: refused as well.
        Design p = clean;
        portOf(p, QStringLiteral("gpu001"), QStringLiteral("ib0")).pciAddress = h;
        const Outcome rp = exportTo(p, QStringLiteral("udev-net-rules"), dir.path());
        EXPECT_TRUE(rp.refused) << show(h);
        EXPECT_EQ(rp.field, QStringLiteral("port.pci_address")) << show(h);
    }
}

TEST(HostileConsumers, UdevNvmeRulesKeepOneSymlinkPerBay)
{
    RY_REQUIRE_PROGRAM("udevadm", "udev");
    RY_REQUIRE_PROGRAM("unshare", "util-linux");
    RY_REQUIRE_PROGRAM("mount", "mount");
    if (::geteuid() != 0)
        RY_SKIP_OR_FAIL("the mount namespace of this test needs root");
    QTemporaryDir dir;
    const Design clean = fabric();
    for (const QString &h : hostile()) {
        Design d = clean;
        // The type's drive bays (schema 6); the fabric's type also still carries the old
        // `nvme-bays` of `extra`, which drive bays take the place of.
        d.deviceTypes.begin()->driveBays = {
            {h, QStringLiteral("0000:c1:00.0"), {}},
            {QStringLiteral("slot1"), QStringLiteral("0000:c2:00.0"), {}}};
        const Outcome o = exportTo(d, QStringLiteral("udev-nvme-rules"), dir.path());
        ASSERT_FALSE(o.refused) << show(h) << o.error.toStdString();
        const UdevView v = udevTest(o.bytes, dir.path(), true);
        ASSERT_EQ(v.assigned.size(), 2) << show(h) << v.log.toStdString();
        EXPECT_EQ(v.assigned[1], QStringLiteral("LINK 'disk/by-slot/slot1'"));
        // The hostile bay name became one file name inside disk/by-slot/.
        static const QRegularExpression link(
            QStringLiteral("^LINK 'disk/by-slot/[A-Za-z0-9_-][A-Za-z0-9_.-]*'$"));
        EXPECT_TRUE(link.match(v.assigned[0]).hasMatch()) << show(v.assigned[0]);
        EXPECT_FALSE(v.assigned[0].contains(QLatin1String(".."))) << show(v.assigned[0]);
        EXPECT_EQ(v.invalid, 0) << show(h);
        EXPECT_EQ(v.runs, 0) << show(h);
    }
}

// ---------------------------------------------------------------------------------------------
// /etc/hosts, dnsmasq, DNS zone, Kea

namespace {

/// getent's view of `hosts` as /etc/hosts: "address name..." lines.
QStringList getentHosts(const QByteArray &hosts, const QString &dir)
{
    writeFile(dir + QStringLiteral("/hosts"), hosts);
    const ProcResult r =
        inNamespace(QStringLiteral("mount --bind '%1/hosts' /etc/hosts && getent hosts").arg(dir));
    QStringList out;
    for (const QByteArray &l : r.out.split('\n'))
        if (!l.trimmed().isEmpty())
            out << QString::fromUtf8(l).simplified();
    return out;
}

const QStringList kPlannedHosts = {
    "10.0.0.11 gpu001.cluster.example gpu001", "10.0.0.12 gpu002.cluster.example gpu002",
    "10.0.0.13 gpu003.cluster.example gpu003", "10.0.0.14 gpu004.cluster.example gpu004"};

} // namespace

TEST(HostileConsumers, HostsFileHasOneLinePerAddress)
{
    RY_REQUIRE_PROGRAM("getent", "libc-bin");
    RY_REQUIRE_PROGRAM("unshare", "util-linux");
    RY_REQUIRE_PROGRAM("mount", "mount");
    if (::geteuid() != 0)
        RY_SKIP_OR_FAIL("the mount namespace of this test needs root");
    QTemporaryDir dir;
    const Design clean = fabric();
    EXPECT_EQ(getentHosts(exportTo(clean, "hosts", dir.path()).bytes, dir.path()), kPlannedHosts);
    for (const QString &h : hostile()) {
        Design d = clean;
        d.name = h; // in the header comment
        const Outcome o = exportTo(d, QStringLiteral("hosts"), dir.path());
        ASSERT_FALSE(o.refused) << show(h);
        EXPECT_EQ(getentHosts(o.bytes, dir.path()), kPlannedHosts) << show(h);
        Design n = clean;
        n.ipAddresses.begin()->dnsName = h;
        const Outcome r = exportTo(n, QStringLiteral("hosts"), dir.path());
        EXPECT_TRUE(r.refused) << show(h);
        EXPECT_EQ(r.field, QStringLiteral("ip_address.dns_name"));
        EXPECT_FALSE(r.fileLeft);
        Design a = clean;
        a.ipAddresses.begin()->address = h;
        EXPECT_TRUE(exportTo(a, QStringLiteral("hosts"), dir.path()).refused) << show(h);
    }
}

TEST(HostileConsumers, DnsmasqConfigHasOneHostPerAddress)
{
    RY_REQUIRE_PROGRAM("dnsmasq", "dnsmasq-base");
    QTemporaryDir dir;
    const Design clean = fabric();
    auto check = [&](const QByteArray &conf, const std::string &what) {
        writeFile(dir.path() + QStringLiteral("/dnsmasq.conf"), conf);
        const ProcResult r =
            run(QStringLiteral("dnsmasq"),
                {QStringLiteral("--test"),
                 QStringLiteral("--conf-file=") + dir.path() + QStringLiteral("/dnsmasq.conf")});
        EXPECT_EQ(r.code, 0) << what << r.out.toStdString();
        QStringList records;
        for (const QByteArray &l : conf.split('\n'))
            if (!l.isEmpty() && !l.startsWith('#'))
                records << QString::fromUtf8(l);
        // Static DHCP for the /24 (its gateway as router), then the hosts and records.
        EXPECT_EQ(records, (QStringList{"dhcp-range=set:ry1,10.0.0.0,static,255.255.255.0",
                                        "dhcp-option=tag:ry1,option:router,10.0.0.1",
                                        "dhcp-host=a0:88:c2:00:00:01,10.0.0.11,gpu001",
                                        "dhcp-host=a0:88:c2:00:00:02,10.0.0.12,gpu002",
                                        "dhcp-host=a0:88:c2:00:00:03,10.0.0.13,gpu003",
                                        "dhcp-host=a0:88:c2:00:00:04,10.0.0.14,gpu004",
                                        "host-record=gpu001.cluster.example,10.0.0.11",
                                        "host-record=gpu002.cluster.example,10.0.0.12",
                                        "host-record=gpu003.cluster.example,10.0.0.13",
                                        "host-record=gpu004.cluster.example,10.0.0.14"}))
            << what;
    };
    check(exportTo(clean, QStringLiteral("dnsmasq"), dir.path()).bytes, "clean");
    for (const QString &h : hostile()) {
        Design d = clean;
        d.name = h;
        const Outcome o = exportTo(d, QStringLiteral("dnsmasq"), dir.path());
        ASSERT_FALSE(o.refused) << show(h);
        check(o.bytes, show(h));
        Design n = clean;
        n.ipAddresses.begin()->dnsName = h;
        const Outcome r = exportTo(n, QStringLiteral("dnsmasq"), dir.path());
        EXPECT_TRUE(r.refused) << show(h);
        EXPECT_EQ(r.field, QStringLiteral("ip_address.dns_name"));
        EXPECT_FALSE(r.fileLeft);
        Design m = clean;
        portOf(m, QStringLiteral("gpu001"), QStringLiteral("eth0")).mac = h;
        const Outcome rm = exportTo(m, QStringLiteral("dnsmasq"), dir.path());
        EXPECT_TRUE(rm.refused) << show(h);
        EXPECT_EQ(rm.field, QStringLiteral("port.mac"));
    }
}

TEST(HostileConsumers, DnsZoneHasOneRecordPerHost)
{
    RY_REQUIRE_PROGRAM("named-checkzone", "bind9-utils");
    QTemporaryDir dir;
    const Design clean = fabric();
    auto check = [&](const QByteArray &zone, const std::string &what) {
        // The design has no name server, so the exporter writes no NS record (and warns);
        // BIND refuses a zone without one, so the test adds it, as an operator would.
        writeFile(dir.path() + QStringLiteral("/db.zone"),
                  zone + "@\tIN\tNS\tns1\nns1\tIN\tA\t10.0.0.2\n");
        const ProcResult r =
            run(QStringLiteral("named-checkzone"),
                {QStringLiteral("-D"), QStringLiteral("-k"), QStringLiteral("fail"),
                 QStringLiteral("cluster.example"), dir.path() + QStringLiteral("/db.zone")});
        EXPECT_EQ(r.code, 0) << what << r.out.toStdString();
        QStringList a;
        for (const QByteArray &l : r.out.split('\n')) {
            const QStringList f = QString::fromUtf8(l).simplified().split(QLatin1Char(' '));
            if (f.size() == 5 && f[3] == QLatin1String("A"))
                a << f[0] + QLatin1Char(' ') + f[4];
        }
        EXPECT_EQ(a, (QStringList{
                         "gpu001.cluster.example. 10.0.0.11", "gpu002.cluster.example. 10.0.0.12",
                         "gpu003.cluster.example. 10.0.0.13", "gpu004.cluster.example. 10.0.0.14",
                         "ns1.cluster.example. 10.0.0.2"}))
            << what << r.out.toStdString();
    };
    check(exportTo(clean, QStringLiteral("dns-zone"), dir.path()).bytes, "clean");
    for (const QString &h : hostile()) {
        Design d = clean;
        d.name = h; // in the header comment
        const Outcome o = exportTo(d, QStringLiteral("dns-zone"), dir.path());
        ASSERT_FALSE(o.refused) << show(h);
        check(o.bytes, show(h));
        Design n = clean;
        n.ipAddresses.begin()->dnsName = h + QStringLiteral(".cluster.example");
        const Outcome r = exportTo(n, QStringLiteral("dns-zone"), dir.path());
        EXPECT_TRUE(r.refused) << show(h);
        EXPECT_EQ(r.field, QStringLiteral("ip_address.dns_name"));
        EXPECT_FALSE(r.fileLeft);
    }
}

TEST(HostileConsumers, KeaJsonKeepsEveryNameInItsString)
{
    QTemporaryDir dir;
    const Design clean = fabric();
    for (const QString &h : hostile()) {
        Design d = clean;
        d.ipAddresses.begin()->dnsName = h;
        d.prefixes.begin()->description = h;
        const Outcome o = exportTo(d, QStringLiteral("kea-json"), dir.path());
        ASSERT_FALSE(o.refused);
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(o.bytes, &err);
        ASSERT_EQ(err.error, QJsonParseError::NoError) << show(h);
        const QJsonArray subnets = doc["Dhcp4"]["subnet4"].toArray();
        ASSERT_EQ(subnets.size(), 1);
        const QJsonArray res = subnets[0]["reservations"].toArray();
        ASSERT_EQ(res.size(), 4) << show(h);
        EXPECT_EQ(res[0]["hostname"].toString(), h) << show(h);
        EXPECT_EQ(res[1]["hostname"].toString(), QStringLiteral("gpu002.cluster.example"));
        EXPECT_EQ(subnets[0]["user-context"]["description"].toString(), h);
    }
}

// ---------------------------------------------------------------------------------------------
// Ansible

TEST(HostileConsumers, AnsibleInventoryListsOnlyThePlannedHosts)
{
    RY_REQUIRE_PROGRAM("ansible-inventory", "ansible-core");
    QTemporaryDir dir;
    const Design clean = fabric();
    const QStringList planned = {"gpu001", "gpu002", "gpu003", "gpu004",
                                 "leaf01", "leaf02", "spine01"};
    QStringList all = hostile();
    all << QStringLiteral("{{ lookup('pipe', 'touch /tmp/ry-pwned') }}");
    for (const QString &h : all) {
        Design d = clean;
        Device &dev = device(d, QStringLiteral("gpu002"));
        dev.serial = h;
        dev.role = h;
        d.racks.begin()->name = h;
        d.sites.begin()->name = h;
        portOf(d, QStringLiteral("gpu002"), QStringLiteral("ib0")).name = h;
        const Outcome o = exportTo(d, QStringLiteral("ansible-inventory"), dir.path());
        ASSERT_FALSE(o.refused) << show(h) << o.error.toStdString();
        const QString path = dir.path() + QStringLiteral("/inventory.yaml");
        writeFile(path, o.bytes);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), dir.path());
        env.insert(QStringLiteral("ANSIBLE_HOME"), dir.path());
        env.insert(QStringLiteral("ANSIBLE_INVENTORY_UNPARSED_FAILED"), QStringLiteral("true"));
        env.insert(QStringLiteral("ANSIBLE_INVENTORY_ENABLED"), QStringLiteral("yaml"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("ansible-inventory"),
                {QStringLiteral("-i"), path, QStringLiteral("--list")});
        ASSERT_TRUE(p.waitForFinished(120000));
        const QByteArray out = p.readAllStandardOutput();
        ASSERT_EQ(p.exitCode(), 0) << show(h) << p.readAllStandardError().toStdString();
        const QJsonObject inv = QJsonDocument::fromJson(out).object();
        QStringList hosts = inv["_meta"]["hostvars"].toObject().keys();
        hosts.sort();
        EXPECT_EQ(hosts, planned) << show(h);
        const QJsonObject vars = inv["_meta"]["hostvars"]["gpu002"].toObject();
        if (!h.contains(QChar(0)) && !h.contains(QLatin1Char('\r'))) {
            // ansible-inventory shows an !unsafe value as {"__ansible_unsafe": "..."}.
            const QJsonValue serial = vars["serial"];
            EXPECT_EQ(serial.isObject() ? serial["__ansible_unsafe"].toString() : serial.toString(),
                      h)
                << show(h) << out.left(2000).toStdString();
            EXPECT_EQ(serial.isObject(), h.contains(QLatin1String("{{"))) << show(h);
        }
        EXPECT_FALSE(QFile::exists(QStringLiteral("/tmp/ry-pwned")));
        // A host name Ansible would read as a pattern or several hosts: refused.
        Design n = clean;
        device(n, QStringLiteral("gpu003")).name = h;
        const Outcome r = exportTo(n, QStringLiteral("ansible-inventory"), dir.path());
        EXPECT_TRUE(r.refused) << show(h);
        EXPECT_EQ(r.field, QStringLiteral("device.name"));
        EXPECT_FALSE(r.fileLeft);
    }
}

// ---------------------------------------------------------------------------------------------
// Slurm

namespace {

/// A background daemon the test started; stopped by pid at the end.
struct Daemon
{
    QProcess p;
    ~Daemon()
    {
        if (p.state() != QProcess::NotRunning) {
            p.terminate();
            if (!p.waitForFinished(3000)) {
                p.kill();
                p.waitForFinished(2000);
            }
        }
    }
};

} // namespace

TEST(HostileConsumers, SlurmSeesOnlyThePlannedSwitches)
{
    RY_REQUIRE_PROGRAM("slurmctld", "slurmctld");
    RY_REQUIRE_PROGRAM("scontrol", "slurm-client");
    RY_REQUIRE_PROGRAM("munged", "munge");
    if (::geteuid() != 0)
        RY_SKIP_OR_FAIL("the one-node Slurm of this test runs as root (SlurmUser=root)");
    QTemporaryDir tmp(QStringLiteral("/tmp/ry-slurm-XXXXXX"));
    const QString d = tmp.path();
    const Design clean = fabric();
    // Every hostile value is refused where it would be a hostlist word, and the header comment
    // carrying the design name stays a comment.
    std::vector<QByteArray> topologies;
    for (const QString &h : hostile()) {
        Design n = clean;
        device(n, QStringLiteral("leaf02")).name = h;
        const Outcome r = exportTo(n, QStringLiteral("slurm-topology"), d);
        EXPECT_TRUE(r.refused) << show(h);
        EXPECT_EQ(r.field, QStringLiteral("device.name"));
        EXPECT_FALSE(r.fileLeft);
        Design g = clean;
        device(g, QStringLiteral("gpu003")).name = h;
        EXPECT_TRUE(exportTo(g, QStringLiteral("slurm-topology"), d).refused) << show(h);
        Design b = clean;
        b.supernodes.begin()->name = h;
        const Outcome rb = exportTo(b, QStringLiteral("slurm-topology-block"), d);
        // "-leading" is a plain word to Slurm's parser; everything else is refused.
        EXPECT_EQ(rb.refused, h != QLatin1String("-leading")) << show(h);
        if (rb.refused) {
            EXPECT_EQ(rb.field, QStringLiteral("supernode.name"));
            EXPECT_FALSE(rb.fileLeft);
        }
        Design c = clean;
        c.name = h;
        const Outcome o = exportTo(c, QStringLiteral("slurm-topology"), d);
        ASSERT_FALSE(o.refused) << show(h);
        topologies.push_back(o.bytes);
        const Outcome ob = exportTo(c, QStringLiteral("slurm-topology-block"), d);
        ASSERT_FALSE(ob.refused) << show(h);
        QStringList blockLines;
        for (const QByteArray &l : ob.bytes.split('\n'))
            if (!l.isEmpty() && !l.startsWith('#'))
                blockLines << QString::fromUtf8(l);
        EXPECT_EQ(blockLines,
                  (QStringList{"BlockSizes=4,8,16,32,64", "BlockName=nvl-1 Nodes=gpu[001-004]"}))
            << show(h);
    }

    // slurmctld reads each topology.conf; scontrol shows the switches it built.
    QDir().mkpath(d + "/state");
    QByteArray key(1024, '\0');
    for (int i = 0; i < key.size(); ++i)
        key[i] = char((i * 131 + 7) & 0xff);
    ASSERT_TRUE(writeFile(d + "/munge.key", key));
    QFile::setPermissions(d + "/munge.key", QFile::ReadOwner);
    Daemon munge;
    munge.p.start(QStandardPaths::findExecutable("munged").isEmpty() ? "/usr/sbin/munged"
                                                                     : "munged",
                  {"--foreground", "--force", "--key-file", d + "/munge.key", "--socket",
                   d + "/munge.sock", "--pid-file", d + "/munged.pid", "--log-file",
                   d + "/munged.log", "--seed-file", d + "/munged.seed"});
    ASSERT_TRUE(munge.p.waitForStarted(5000));
    const QString host = QHostInfo::localHostName();
    const int port = ry::test::kernelPickedPort(); // tests/common/freeport.h
    const QByteArray conf =
        QString("ClusterName=ryhostile\nSlurmctldHost=%1(127.0.0.1)\nSlurmUser=root\n"
                "SlurmctldPort=%2\nAuthType=auth/munge\nCredType=cred/munge\n"
                "AuthInfo=socket=%3/munge.sock\nStateSaveLocation=%3/state\n"
                "SlurmctldPidFile=%3/slurmctld.pid\nSlurmctldLogFile=%3/slurmctld.log\n"
                "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n"
                "SchedulerType=sched/builtin\nSelectType=select/cons_tres\n"
                "MpiDefault=none\nJobAcctGatherType=jobacct_gather/none\n"
                "TopologyPlugin=topology/tree\n"
                "NodeName=gpu[001-004] NodeAddr=127.0.0.1 CPUs=1 State=FUTURE\n"
                "PartitionName=debug Nodes=gpu[001-004] Default=YES State=UP\n")
            .arg(host)
            .arg(port)
            .arg(d)
            .toUtf8();
    ASSERT_TRUE(writeFile(d + "/slurm.conf", conf));
    const QStringList planned = {"SwitchName=leaf01 Level=0 LinkSpeed=1 Nodes=gpu[001-002]",
                                 "SwitchName=leaf02 Level=0 LinkSpeed=1 Nodes=gpu[003-004]",
                                 "SwitchName=spine01 Level=1 LinkSpeed=1 Nodes=gpu[001-004] "
                                 "Switches=leaf[01-02]"};
    // The clean file and two hostile ones (newline + fake SwitchName, CR + fake SwitchName)
    // are enough for the daemon: the rest differ only in the comment text checked above.
    for (const std::size_t i : {std::size_t(0), std::size_t(1), std::size_t(10)}) {
        ASSERT_TRUE(writeFile(d + "/topology.conf", topologies[i]));
        QFile::remove(d + "/slurmctld.log");
        Daemon ctld;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SLURM_CONF", d + "/slurm.conf");
        ctld.p.setProcessEnvironment(env);
        ctld.p.start("slurmctld", {"-D", "-i", "-f", d + "/slurm.conf"});
        ASSERT_TRUE(ctld.p.waitForStarted(5000));
        QStringList seen;
        QElapsedTimer t;
        t.start();
        QByteArray out;
        while (t.elapsed() < 30000) {
            QProcess sc;
            sc.setProcessEnvironment(env);
            sc.start("scontrol", {"show", "topology"});
            sc.waitForFinished(10000);
            out = sc.readAllStandardOutput();
            if (sc.exitCode() == 0 && out.contains("SwitchName"))
                break;
            QThread::msleep(300);
        }
        for (const QByteArray &l : out.split('\n'))
            if (!l.trimmed().isEmpty())
                seen << QString::fromUtf8(l).simplified();
        QFile log(d + "/slurmctld.log");
        log.open(QIODevice::ReadOnly);
        EXPECT_EQ(seen, planned) << "topology " << i << ": " << out.toStdString()
                                 << log.readAll().right(1500).toStdString();
    }
}

// ---------------------------------------------------------------------------------------------
// CSV (cabling, patch, trunks, labels, BOM, IP plan and the 18 NetBox tables)

namespace {

/// Rows of `csv` as python3's csv module reads them.
std::vector<QStringList> pythonCsv(const QByteArray &csv, const QString &dir)
{
    writeFile(dir + QStringLiteral("/t.csv"), csv);
    const ProcResult r =
        run(QStringLiteral("python3"),
            {QStringLiteral("-c"),
             QStringLiteral("import csv, json, sys\n"
                            "with open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
                            "    print(json.dumps(list(csv.reader(f))))\n"),
             dir + QStringLiteral("/t.csv")});
    std::vector<QStringList> rows;
    EXPECT_EQ(r.code, 0) << r.out.left(500).toStdString();
    for (const QJsonValue &row : QJsonDocument::fromJson(r.out).array()) {
        QStringList cells;
        for (const QJsonValue &c : row.toArray())
            cells << c.toString();
        rows.push_back(cells);
    }
    return rows;
}

/// `d` with hostile text in every name a CSV shows: device names (kept unique by a suffix),
/// rack, site, room, row names, cable labels and colours, port names, serials, the IP plan's
/// DNS names and prefix purpose.
Design hostileEverywhere(const Design &clean)
{
    Design d = clean;
    const QStringList h = hostile();
    int i = 0;
    for (Device &dev : d.devices) {
        dev.name = h[i % h.size()] + QString::number(i);
        dev.serial = h[(i + 3) % h.size()];
        ++i;
    }
    for (Rack &r : d.racks) {
        r.name = h[i % h.size()] + QString::number(i);
        ++i;
    }
    for (Site &s : d.sites)
        s.name = h[i++ % h.size()];
    for (Room &s : d.rooms)
        s.name = h[i++ % h.size()];
    for (Row &s : d.rows)
        s.name = h[i++ % h.size()];
    for (Cable &c : d.cables) {
        c.label = h[i % h.size()] + QString::number(i);
        ++i;
        c.colour = h[i % h.size()];
    }
    for (Port &p : d.ports) {
        if (p.name == QLatin1String("eth0") || p.kind != PortKind::Interface)
            continue;
        p.name = h[i % h.size()] + QString::number(i);
        ++i;
    }
    for (IpAddress &a : d.ipAddresses)
        a.dnsName = h[i++ % h.size()];
    for (Prefix &p : d.prefixes)
        p.purpose = h[i++ % h.size()];
    for (Plane &p : d.planes)
        p.name = h[i++ % h.size()];
    return d;
}

} // namespace

TEST(HostileConsumers, EveryCsvHasOneRowPerObjectAndNoFormula)
{
    RY_REQUIRE_PROGRAM("python3", "python3");
    QTemporaryDir dir;
    QStringList formats = {"cabling-csv", "patch-csv", "patch-trunks-csv",
                           "labels-csv",  "bom-csv",   "ip-csv"};
    for (exporting::NetboxCsvExporter::Table t : exporting::netboxImportOrder())
        formats << exporting::NetboxCsvExporter(t).format();
    ASSERT_EQ(formats.size(), 6 + 18);
    const Design fab = fabric();
    for (const Design *clean : {&exporttest::panels(), &fab}) {
        const Design bad = hostileEverywhere(*clean);
        for (const QString &format : formats) {
            const Outcome c = exportTo(*clean, format, dir.path());
            const Outcome o = exportTo(bad, format, dir.path());
            ASSERT_FALSE(c.refused || o.refused) << format.toStdString() << o.error.toStdString();
            const auto cleanRows = pythonCsv(c.bytes, dir.path());
            const auto rows = pythonCsv(o.bytes, dir.path());
            ASSERT_EQ(rows.size(), cleanRows.size()) << format.toStdString();
            for (std::size_t r = 0; r < rows.size(); ++r) {
                ASSERT_EQ(rows[r].size(), cleanRows[r].size())
                    << format.toStdString() << " row " << r;
                for (const QString &cell : rows[r]) {
                    if (cell.isEmpty())
                        continue;
                    const QChar f = cell.front();
                    const bool formula =
                        f == QLatin1Char('=') || f == QLatin1Char('+') || f == QLatin1Char('@') ||
                        f == QLatin1Char('\t') || f == QLatin1Char('\r') ||
                        (f == QLatin1Char('-') &&
                         !QRegularExpression(QStringLiteral("^-[0-9.]+$")).match(cell).hasMatch());
                    EXPECT_FALSE(formula) << format.toStdString() << ": " << show(cell);
                    EXPECT_FALSE(cell.contains(QChar(0))) << format.toStdString();
                }
            }
        }
    }
    // The neutralised cell keeps the text after its quote (OWASP's recommendation).
    EXPECT_EQ(exporting::CsvWriter::neutralise(QStringLiteral("=1+2")), QStringLiteral("'=1+2"));
    EXPECT_EQ(exporting::CsvWriter::neutralise(QStringLiteral("-3.5")), QStringLiteral("-3.5"));
    EXPECT_EQ(exporting::CsvWriter::neutralise(QStringLiteral("@SUM(A1)")),
              QStringLiteral("'@SUM(A1)"));
    EXPECT_EQ(exporting::CsvWriter::neutralise(QStringLiteral("\tx")), QStringLiteral("'\tx"));
}

// ---------------------------------------------------------------------------------------------
// SVG rack elevations

TEST(HostileConsumers, RackElevationSvgIsWellFormedXml)
{
    QTemporaryDir dir;
    const Design bad = hostileEverywhere(fabric());
    Design titled = bad;
    titled.name = hostile().first() + QStringLiteral("</title><script>alert(1)</script>");
    const Outcome o = exportTo(titled, QStringLiteral("rack-elevation-svg"), dir.path());
    ASSERT_FALSE(o.refused) << o.error.toStdString();
    QXmlStreamReader xml(o.bytes);
    int texts = 0, scripts = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            ++texts;
        if (xml.isStartElement() && xml.name() == QLatin1String("script"))
            ++scripts;
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_EQ(scripts, 0);
    EXPECT_GT(texts, 0);
    for (char c = 1; c < 0x20; ++c)
        if (c != '\n' && c != '\r' && c != '\t') {
            EXPECT_FALSE(o.bytes.contains(c)) << int(c);
        }
}
