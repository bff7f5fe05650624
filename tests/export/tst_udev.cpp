// udev NIC naming rules (issue 18 pt 4): never a name in the kernel's own namespace (ethN, ibN:
// systemd.link(5), Name=, "the name assignment done by udev will race with the assignment done
// by the kernel"), the port's if_name when it is outside it, the systemd PCI path name
// (ibp27s0 for 0000:1b:00.0) when it is not; no PCI addresses: no rule and a plain warning
// (--strict: an error). The rules are read by the real udevadm (Debian 12's udev 252, label
// `consumers`) in a private mount and network namespace, as tst_hostile does.

#include "../common/requireprogram.h"
#include "deploytesthelpers.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <iostream>

#include <unistd.h>

using namespace ry;
using deploytest::Builder;
using deploytest::configLines;
using deploytest::exportWith;

namespace {

/// Two GPU nodes of one type: eth0 at 0000:1b:00.0 with if_name `ethName`, ib0 at
/// 0000:2a:00.0 and ib1 at 0000:2a:00.1 with if_names ib0 and ib1 (or none when `pci` is
/// false: no PCI addresses at all).
Design nodes(const QString &ethName, bool pci = true)
{
    Builder b;
    for (const char *n : {"gpu001", "gpu002"}) {
        const Id dev = b.node(QString::fromLatin1(n));
        if (!pci)
            continue;
        Port &eth = b.port(dev, QStringLiteral("eth0"));
        eth.pciAddress = QStringLiteral("0000:1b:00.0");
        eth.ifName = ethName;
        Port &ib0 = b.port(dev, QStringLiteral("ib0"));
        ib0.pciAddress = QStringLiteral("0000:2a:00.0");
        ib0.ifName = QStringLiteral("ib0");
        Port &ib1 = b.port(dev, QStringLiteral("ib1"));
        ib1.pciAddress = QStringLiteral("0000:2a:00.1");
        ib1.ifName = QStringLiteral("ib1");
    }
    return b.d;
}

} // namespace

TEST(Udev, KernelNamesBecomePciPathNames)
{
    Diagnostics diags;
    const QByteArray rules =
        exportWith(nodes(QStringLiteral("eth0")), QStringLiteral("udev-net-rules"), {}, &diags);
    // systemd.net-naming-scheme(7) path names: bus 0x1b = 27, 0x2a = 42, function 1 as f1.
    EXPECT_EQ(configLines(rules),
              (QStringList{
                  R"(SUBSYSTEM=="net", ACTION=="add", KERNELS=="0000:1b:00.0", NAME="enp27s0")",
                  R"(SUBSYSTEM=="net", ACTION=="add", KERNELS=="0000:2a:00.0", NAME="ibp42s0")",
                  R"(SUBSYSTEM=="net", ACTION=="add", KERNELS=="0000:2a:00.1", NAME="ibp42s0f1")"}))
        << rules.toStdString();
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("node-8u ib0 is named ibp42s0")))
        << diags[0].message.toStdString();
    // --strict: the renaming is an error, nothing written.
    exporting::ExportOptions o;
    o.strict = true;
    QTemporaryDir dir;
    exporting::Reporter r;
    EXPECT_THROW(exporting::exportToFile(*exporting::findExporter(QStringLiteral("udev-net-rules")),
                                         nodes(QStringLiteral("eth0")),
                                         dir.filePath(QStringLiteral("70.rules")), r, o),
                 Error);
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST(Udev, IfNamesOutsideTheKernelNamespaceAreKept)
{
    Design d = nodes(QStringLiteral("mgmt0"));
    for (Port &p : d.ports)
        if (p.name == QLatin1String("ib0"))
            p.ifName = QStringLiteral("rail0");
        else if (p.name == QLatin1String("ib1"))
            p.ifName = QStringLiteral("rail1");
    Diagnostics diags;
    const QByteArray rules = exportWith(d, QStringLiteral("udev-net-rules"), {}, &diags);
    EXPECT_TRUE(rules.contains("KERNELS==\"0000:1b:00.0\", NAME=\"mgmt0\"\n"));
    EXPECT_TRUE(rules.contains("KERNELS==\"0000:2a:00.0\", NAME=\"rail0\"\n"));
    EXPECT_TRUE(rules.contains("KERNELS==\"0000:2a:00.1\", NAME=\"rail1\"\n"));
    EXPECT_TRUE(diags.empty());
}

// Issue 14 point 3: "mlx5_7" names the HCA in /sys/class/infiniband (rdma(8)), not a netdev.
// A design that put it in if_name (the only field there was) gets no rule renaming a NIC to it
// and a warning naming the port; with the RDMA device in rdma_device the netdev name is used.
TEST(Udev, RdmaDeviceNamesAreNeverANicName)
{
    Design d = nodes(QStringLiteral("mgmt0"));
    for (Port &p : d.ports)
        if (p.name == QLatin1String("ib0"))
            p.ifName = QStringLiteral("mlx5_0");
        else if (p.name == QLatin1String("ib1")) {
            p.ifName = QStringLiteral("rail1");
            p.rdmaDevice = QStringLiteral("mlx5_1");
        }
    Diagnostics diags;
    const QByteArray rules = exportWith(d, QStringLiteral("udev-net-rules"), {}, &diags);
    EXPECT_EQ(
        configLines(rules),
        (QStringList{R"(SUBSYSTEM=="net", ACTION=="add", KERNELS=="0000:1b:00.0", NAME="mgmt0")",
                     R"(SUBSYSTEM=="net", ACTION=="add", KERNELS=="0000:2a:00.1", NAME="rail1")"}))
        << rules.toStdString();
    EXPECT_FALSE(rules.contains("mlx5"));
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("gpu001:ib0 (mlx5_0)")))
        << diags[0].message.toStdString();
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("rdma_device")));
}

TEST(Udev, NoPciAddressesGiveNoRuleAndAPlainWarning)
{
    Diagnostics diags;
    const QByteArray rules =
        exportWith(nodes(QString(), false), QStringLiteral("udev-net-rules"), {}, &diags);
    EXPECT_EQ(configLines(rules), QStringList{}) << rules.toStdString();
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags[0].severity, Diagnostic::Severity::Warning);
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("No PCI address")));
    EXPECT_TRUE(rules.contains("# No PCI address on any port of the server type(s) node-8u"));
    exporting::ExportOptions o;
    o.strict = true;
    QTemporaryDir dir;
    exporting::Reporter r;
    EXPECT_THROW(exporting::exportToFile(*exporting::findExporter(QStringLiteral("udev-net-rules")),
                                         nodes(QString(), false),
                                         dir.filePath(QStringLiteral("70.rules")), r, o),
                 Error);
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST(UdevConsumer, UdevadmAppliesOnlyNamesOutsideTheKernelNamespace)
{
    RY_REQUIRE_PROGRAM("udevadm", "udev");
    RY_REQUIRE_PROGRAM("unshare", "util-linux");
    RY_REQUIRE_PROGRAM("mount", "mount");
    if (::geteuid() != 0)
        RY_SKIP_OR_FAIL("the mount namespace of this test needs root");
    const QString version = deploytest::versionOf(QStringLiteral("udevadm"));
    std::cout << "[ tool     ] udevadm " << version.toStdString() << '\n';
    QTemporaryDir dir;
    const QByteArray rules =
        exportWith(nodes(QStringLiteral("eth0")), QStringLiteral("udev-net-rules"), {}, nullptr);
    // Each rule is made to match the namespace's private loopback (KERNELS=="<pci>" becomes
    // KERNEL=="lo"; udev tokenises the rest itself), so udevadm test applies every NAME=.
    QString text = QString::fromUtf8(rules);
    text.replace(QRegularExpression(QStringLiteral("KERNELS==\"[^\"\\n]*\"")),
                 QStringLiteral("KERNEL==\"lo\""));
    QDir().mkpath(dir.filePath(QStringLiteral("rules")));
    {
        QFile f(dir.filePath(QStringLiteral("rules/70-railyard.rules")));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    const deploytest::Run r = deploytest::run(
        QStringLiteral("unshare"),
        {"-m", "-n", "sh", "-c",
         QStringLiteral(
             "mount -t sysfs none /sys && mount --bind '%1/rules' /etc/udev/rules.d && "
             "mount -t tmpfs none /usr/lib/udev/rules.d && mount -t tmpfs none "
             "/run && mkdir /run/udev && mount -t tmpfs none /dev && udevadm test --action=add "
             "/sys/class/net/lo 2>&1")
             .arg(dir.path())});
    ASSERT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
    QStringList assigned;
    static const QRegularExpression applied(
        QStringLiteral("^\\S+: /etc/udev/rules.d/70-railyard.rules:\\d+ NAME '([^']*)'$"));
    int invalid = 0;
    for (const QByteArray &line : r.out.split('\n')) {
        if (line.contains("70-railyard.rules") && line.contains("Invalid"))
            ++invalid;
        if (const auto m = applied.match(QString::fromUtf8(line)); m.hasMatch())
            assigned << m.captured(1);
    }
    EXPECT_EQ(invalid, 0) << r.out.toStdString();
    EXPECT_EQ(assigned, (QStringList{"enp27s0", "ibp42s0", "ibp42s0f1"})) << r.out.toStdString();
    static const QRegularExpression kernel(QStringLiteral("^(eth|ib|wlan|wwan|usb)\\d+$"));
    for (const QString &n : std::as_const(assigned))
        EXPECT_FALSE(kernel.match(n).hasMatch()) << n.toStdString();
    std::cout << "[ tool     ] checked against udevadm " << version.toStdString() << '\n';
}
