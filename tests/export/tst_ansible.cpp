// Ansible inventory (issue 18 pt 3), read by the real ansible-inventory (ansible-core from
// Debian 12, label `consumers`): every host has ansible_host, switch management addresses are
// not bmc_address, group names that collide once made valid are kept apart (with a warning),
// Korean row names stay distinct, a site group exists, and Ansible prints no warning.

#include "../common/requireprogram.h"
#include "deploytesthelpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <iostream>

using namespace ry;
using deploytest::Builder;
using deploytest::exportWith;

namespace {

/// Hosts and places chosen to collide: racks "r01-a" and "r01_a" (row 가동/1열), "R01-A" in
/// 나동/1열; roles "leaf" and "Leaf"; an in-band node, a BMC-only node, a switch with only its
/// mgmt0 on the OOB plane, and a switch with no address at all.
Design collisions()
{
    Builder b;
    const Id inband = b.d.planes.add(
        {0, QStringLiteral("inband"), PlaneKind::InbandMgmt, QStringLiteral("ethernet"), 100, {}});
    const Id oob = b.d.planes.add(
        {0, QStringLiteral("oob"), PlaneKind::OutOfBand, QStringLiteral("ethernet"), 1, {}});
    const Id ga = b.addRow(QStringLiteral("가동"), QStringLiteral("1열"));
    const Id na = b.addRow(QStringLiteral("나동"), QStringLiteral("1열"));
    b.rack(QStringLiteral("r01-a"), ga);
    b.rack(QStringLiteral("r01_a"), ga);
    b.rack(QStringLiteral("R01-A"), na);
    const Id n1 = b.node(QStringLiteral("gpu001"), QStringLiteral("r01-a"));
    const Id n2 = b.node(QStringLiteral("gpu002"), QStringLiteral("r01_a"));
    b.node(QStringLiteral("gpu003"), QStringLiteral("R01-A"));
    const Id leaf1 = b.sw(QStringLiteral("leaf1"), QStringLiteral("leaf"));
    b.sw(QStringLiteral("leaf2"), QStringLiteral("Leaf"));
    // gpu001: in-band eth0 and a BMC; gpu002: a BMC only; leaf1: mgmt0 on the OOB plane.
    b.port(n1, QStringLiteral("eth0")).planeId = inband;
    b.address(n1, QStringLiteral("eth0"), QStringLiteral("10.1.0.11/24"));
    b.port(n1, QStringLiteral("bmc")).planeId = oob;
    b.address(n1, QStringLiteral("bmc"), QStringLiteral("10.2.0.11/24"));
    b.port(n2, QStringLiteral("bmc")).planeId = oob;
    b.address(n2, QStringLiteral("bmc"), QStringLiteral("10.2.0.12/24"));
    b.port(leaf1, QStringLiteral("mgmt0")).planeId = oob;
    b.address(leaf1, QStringLiteral("mgmt0"), QStringLiteral("10.2.0.101/24"));
    b.d.sites.find(b.d.sites.begin()->id)->name = QStringLiteral("판교-dc1");
    // Identities (issue 14 point 3): the switch's node GUID, the host's HCA by RDMA device.
    b.d.devices.find(leaf1)->nodeGuid = QStringLiteral("b8599f0300aa0001");
    Port &ib0 = b.port(n1, QStringLiteral("ib0"));
    ib0.ifName = QStringLiteral("ibp27s0");
    ib0.rdmaDevice = QStringLiteral("mlx5_0");
    return b.d;
}

} // namespace

TEST(Ansible, CollidingGroupNamesAreKeptApartWithAWarning)
{
    Diagnostics diags;
    const QByteArray inv =
        exportWith(collisions(), QStringLiteral("ansible-inventory"), {}, &diags);
    for (const char *g : {"rack_r01_a:", "rack_r01_a_2:", "rack_r01_a_3:", "role_leaf:",
                          "role_leaf_2:", "row_가동_1열:", "row_나동_1열:", "site_판교_dc1:"})
        EXPECT_TRUE(inv.contains(QByteArray("\n    ") + g + "\n")) << g << '\n'
                                                                   << inv.toStdString();
    QStringList said;
    for (const Diagnostic &d : diags)
        said << d.message;
    // "R01-A" < "r01-a" < "r01_a" in code point order: that order keeps the names.
    EXPECT_TRUE(said.contains(QStringLiteral(
        "Ansible group names collide: rack \"R01-A\", \"r01-a\", \"r01_a\" give the group name "
        "rack_r01_a; written as rack_r01_a, rack_r01_a_2, rack_r01_a_3.")))
        << said.join('\n').toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral(
        "Ansible group names collide: role \"Leaf\", \"leaf\" give the group name role_leaf; "
        "written as role_leaf, role_leaf_2.")))
        << said.join('\n').toStdString();
    // The same design gives the same names every time.
    EXPECT_EQ(exportWith(collisions(), QStringLiteral("ansible-inventory"), {}, nullptr), inv);
}

TEST(AnsibleConsumer, AnsibleInventoryListsThePlannedGroupsAndHostsWithoutWarnings)
{
    RY_REQUIRE_PROGRAM("ansible-inventory", "ansible-core");
    const QString version = deploytest::versionOf(QStringLiteral("ansible-inventory"));
    std::cout << "[ tool     ] " << version.toStdString() << '\n';
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("inventory.yaml"));
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(exportWith(collisions(), QStringLiteral("ansible-inventory"), {}, nullptr));
    }
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), dir.path());
    env.insert(QStringLiteral("ANSIBLE_HOME"), dir.path());
    // Only the YAML plugin, and a file it cannot parse is an error, not a warning and an
    // empty inventory.
    env.insert(QStringLiteral("ANSIBLE_INVENTORY_ENABLED"), QStringLiteral("yaml"));
    env.insert(QStringLiteral("ANSIBLE_INVENTORY_UNPARSED_FAILED"), QStringLiteral("true"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("ansible-inventory"), {"--list", "-i", path});
    ASSERT_TRUE(p.waitForFinished(120000));
    const QByteArray out = p.readAllStandardOutput();
    const QByteArray err = p.readAllStandardError();
    ASSERT_EQ(p.exitCode(), 0) << err.toStdString();
    // No "[WARNING]: Invalid characters were found in group names", no "Found both group and
    // host with same name": nothing at all on stderr.
    EXPECT_TRUE(err.trimmed().isEmpty()) << err.toStdString();
    const QJsonObject inv = QJsonDocument::fromJson(out).object();
    auto hostsOf = [&](const QString &group) {
        QStringList v;
        for (const QJsonValue &h : inv[group]["hosts"].toArray())
            v << h.toString();
        return v;
    };
    EXPECT_EQ(hostsOf("rack_r01_a"), QStringList{"gpu003"});   // R01-A
    EXPECT_EQ(hostsOf("rack_r01_a_2"), QStringList{"gpu001"}); // r01-a
    EXPECT_EQ(hostsOf("rack_r01_a_3"), QStringList{"gpu002"}); // r01_a
    EXPECT_EQ(hostsOf("role_leaf"), QStringList{"leaf2"});     // Leaf
    EXPECT_EQ(hostsOf("role_leaf_2"), QStringList{"leaf1"});   // leaf
    EXPECT_EQ(hostsOf(QStringLiteral("row_가동_1열")), (QStringList{"gpu001", "gpu002"}));
    EXPECT_EQ(hostsOf(QStringLiteral("row_나동_1열")), QStringList{"gpu003"});
    QStringList site = hostsOf(QStringLiteral("site_판교_dc1"));
    site.sort();
    EXPECT_EQ(site, (QStringList{"gpu001", "gpu002", "gpu003", "leaf1", "leaf2"}));
    QStringList children;
    for (const QJsonValue &c : inv["all"]["children"].toArray())
        children << c.toString();
    EXPECT_TRUE(children.contains(QStringLiteral("site_판교_dc1"))) << out.toStdString();

    const QJsonObject vars = inv["_meta"]["hostvars"].toObject();
    EXPECT_EQ(vars.keys(), (QStringList{"gpu001", "gpu002", "gpu003", "leaf1", "leaf2"}));
    // In-band first; a BMC where it is all the design has; a switch's mgmt0 is mgmt_address.
    EXPECT_EQ(vars["gpu001"]["ansible_host"].toString(), "10.1.0.11");
    EXPECT_EQ(vars["gpu001"]["bmc_address"].toString(), "10.2.0.11");
    EXPECT_EQ(vars["gpu002"]["ansible_host"].toString(), "10.2.0.12");
    EXPECT_EQ(vars["gpu002"]["ansible_host_source"].toString(), "bmc");
    EXPECT_EQ(vars["leaf1"]["ansible_host"].toString(), "10.2.0.101");
    EXPECT_EQ(vars["leaf1"]["mgmt_address"].toString(), "10.2.0.101");
    EXPECT_FALSE(vars["leaf1"].toObject().contains("bmc_address"));
    for (const QString &h : vars.keys())
        EXPECT_FALSE(vars[h]["ansible_host"].toString().isEmpty()) << h.toStdString();
    EXPECT_EQ(vars["leaf2"]["ansible_host"].toString(), "leaf2");
    EXPECT_EQ(vars["leaf2"]["ansible_host_source"].toString(), "name");
    EXPECT_EQ(vars["leaf1"]["node_guid"].toString(), "b8599f0300aa0001");
    QJsonObject hca;
    for (const QJsonValue &i : vars["gpu001"]["interfaces"].toArray())
        if (i["name"].toString() == QLatin1String("ib0"))
            hca = i.toObject();
    EXPECT_EQ(hca["if_name"].toString(), "ibp27s0") << out.toStdString();
    EXPECT_EQ(hca["rdma_device"].toString(), "mlx5_0") << out.toStdString();
    std::cout << "[ tool     ] checked against " << version.toStdString() << '\n';
}
