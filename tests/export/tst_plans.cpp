// Traces through patch panels, labels, hostlists, NetBox headers, the Ansible inventory, udev
// rules, and the 300,000-cable scale check.

#include "exporttesthelpers.h"

#include "export/netboxexporters.h"
#include "plans/cableplan.h"
#include "plans/hostlist.h"
#include "plans/labels.h"

#include <QElapsedTimer>

#include <yaml-cpp/yaml.h>

#include <gtest/gtest.h>

using namespace exporttest;
using namespace ry;

namespace {

Id portId(const Design &d, const char *device, const char *port)
{
    const Device *dev = d.deviceByName(QLatin1String(device));
    if (!dev)
        return 0;
    for (const Port *p : d.portsOf(dev->id))
        if (p->name == QLatin1String(port))
            return p->id;
    return 0;
}

QString path(const plans::Connectivity &c, const plans::Trace &t)
{
    QStringList s;
    for (Id p : t.ports)
        s << c.deviceName(p) + QLatin1Char(':') + c.portName(p);
    return s.join(QLatin1Char(' '));
}

} // namespace

TEST(Trace, ThroughTwoPanelsOverAnMpoTrunk)
{
    const Design &d = panels();
    const plans::Connectivity c(d);
    // panels.yaml: node01 ib0 -P-001-> panel-a F1 (R1 position 1) -T-AB-1-> panel-b R1,
    // position 1 = F1 -P-101-> leaf-01 p1. Lengths 3 + 30 + 2 m.
    const plans::Trace t = plans::trace(c, portId(d, "node01", "ib0"));
    EXPECT_EQ(t.status, plans::Trace::Status::Complete);
    EXPECT_EQ(path(c, t), QStringLiteral("node01:ib0 panel-a:F1 panel-a:R1 panel-b:R1 panel-b:F1 "
                                         "leaf-01:p1"));
    EXPECT_EQ(t.cables.size(), 3u);
    EXPECT_DOUBLE_EQ(t.lengthM, 35.0);
    EXPECT_FALSE(t.length.isLowerBound());
    // Position 2 lands on F2 of the far panel, not F1.
    const plans::Trace t2 = plans::trace(c, portId(d, "node02", "ib0"));
    EXPECT_EQ(c.deviceName(t2.end()) + QLatin1Char(':') + c.portName(t2.end()),
              QStringLiteral("leaf-01:p2"));
    // And backwards from the switch.
    const plans::Trace back = plans::trace(c, portId(d, "leaf-01", "p1"));
    EXPECT_EQ(back.end(), portId(d, "node01", "ib0"));
}

TEST(Trace, BrokenChainLoopAndUnconnected)
{
    const Design &d = panels();
    const plans::Connectivity c(d);
    // node03 ib0 reaches panel-b F3, which has no cable.
    const plans::Trace broken = plans::trace(c, portId(d, "node03", "ib0"));
    EXPECT_EQ(broken.status, plans::Trace::Status::Broken);
    EXPECT_EQ(broken.end(), portId(d, "panel-b", "F3"));
    // node03 eth1 -> panel-a F4 -> trunk -> panel-b F4 -X-BACK-> panel-b F5 -> R1 again: loop,
    // stopped at the repeated port.
    const plans::Trace loop = plans::trace(c, portId(d, "node03", "eth1"));
    EXPECT_EQ(loop.status, plans::Trace::Status::Loop);
    EXPECT_EQ(loop.end(), portId(d, "panel-b", "R1"));
    EXPECT_EQ(loop.cables.size(), 3u);
    // node03 eth0 has no cable.
    EXPECT_EQ(plans::trace(c, portId(d, "node03", "eth0")).status,
              plans::Trace::Status::Unconnected);
    // Entering the multi-position rear port from the trunk without a position is ambiguous.
    EXPECT_EQ(plans::trace(c, portId(d, "panel-a", "R1")).status, plans::Trace::Status::Ambiguous);
}

TEST(Trace, PanelPatchedBackIntoItsOwnRearPortStops)
{
    // A rear port whose trunk is patched back into a front port of the same panel: a walk that
    // followed mappings blindly would never end (NetBox #17292). n -> F1 -> R -> F2 -> R.
    Design d;
    DeviceType type;
    type.slug = QStringLiteral("panel");
    type.manufacturer = type.model = QStringLiteral("x");
    const Id tid = d.deviceTypes.add(type);
    const Id node = d.devices.add(Device{
        .name = QStringLiteral("n"), .role = QStringLiteral("gpu-node"), .deviceTypeId = tid});
    const Id panel = d.devices.add(Device{
        .name = QStringLiteral("p"), .role = QStringLiteral("patch-panel"), .deviceTypeId = tid});
    const Id nic = d.ports.add(Port{.deviceId = node, .name = QStringLiteral("eth0")});
    const Id rear = d.ports.add(
        Port{.deviceId = panel, .name = QStringLiteral("R"), .kind = PortKind::RearPort});
    const Id f1 = d.ports.add(Port{.deviceId = panel,
                                   .name = QStringLiteral("F1"),
                                   .kind = PortKind::FrontPort,
                                   .rearPortId = rear});
    const Id f2 = d.ports.add(Port{.deviceId = panel,
                                   .name = QStringLiteral("F2"),
                                   .kind = PortKind::FrontPort,
                                   .rearPortId = rear});
    d.cables.add(Cable{.aPortId = nic, .bPortId = f1});
    d.cables.add(Cable{.aPortId = rear, .bPortId = f2});
    const plans::Connectivity c(d);
    const plans::Trace t = plans::trace(c, nic);
    EXPECT_EQ(t.status, plans::Trace::Status::Loop);
    EXPECT_EQ(path(c, t), QStringLiteral("n:eth0 p:F1 p:R p:F2 p:R"));
}

TEST(Labels, UniqueTextsAndClashesAreErrors)
{
    const plans::Connectivity c(smallCluster());
    const auto plan = plans::cablingPlan(c);
    const auto labels = plans::cableLabels(plan);
    ASSERT_EQ(labels.size(), 72u); // 36 cables, two ends
    EXPECT_EQ(labels[0].text,
              QStringLiteral("C0033 A\nA01 U2 node01 bmc\nto A01 U42 mgmt-01 swp1"));
    // Every node end on leaf-01 says "leaf-01" on the B side: the template {far_device} alone
    // cannot be unique, and nothing is printed.
    try {
        plans::cableLabels(plan, QStringLiteral("{far_device}"));
        FAIL() << "expected a clash";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QLatin1String("not be unique")))
            << e.describe().toStdString();
        EXPECT_EQ(e.field(), QStringLiteral("template"));
    }
    EXPECT_THROW(plans::cableLabels(plan, QStringLiteral("{cable} {colour_of_lid}")), Error);
}

TEST(Hostlist, SlurmNotation)
{
    EXPECT_EQ(plans::compressHostlist(
                  {QStringLiteral("node03"), QStringLiteral("node01"), QStringLiteral("node02")}),
              QStringLiteral("node[01-03]"));
    EXPECT_EQ(plans::compressHostlist({QStringLiteral("n1"), QStringLiteral("n2"),
                                       QStringLiteral("n4"), QStringLiteral("n10"),
                                       QStringLiteral("gpu"), QStringLiteral("n2")}),
              QStringLiteral("gpu,n[1-2,4],n10"));
    EXPECT_EQ(plans::compressHostlist({QStringLiteral("leaf-01")}), QStringLiteral("leaf-01"));
}

TEST(NetBox, HeadersAreFieldsOfNetBoxImportForms)
{
    // Fields of the import forms' Meta.fields, netbox-community/netbox
    // netbox/dcim/forms/bulk_import.py and netbox/ipam/forms/bulk_import.py (see
    // docs/references/cmdb.md §1), plus the required ones that must be present.
    using T = exporting::NetboxCsvExporter::Table;
    struct Form
    {
        T table;
        QStringList fields;
        QStringList required;
    };
    auto l = [](const char *s) { return QString::fromLatin1(s).split(QLatin1Char(' ')); };
    const std::vector<Form> forms{
        {T::Manufacturers, l("name slug description tags"), l("name slug")},
        {T::DeviceRoles, l("name slug color vm_role config_template description tags"),
         l("name slug")},
        {T::DeviceTypes,
         l("manufacturer default_platform model slug part_number u_height "
           "exclude_from_utilization is_full_depth subdevice_role airflow "
           "description weight weight_unit comments tags"),
         l("manufacturer model slug")},
        {T::Sites,
         l("name slug status region group tenant facility time_zone description "
           "physical_address shipping_address latitude longitude comments tags"),
         l("name slug status")},
        {T::Locations, l("site parent name slug status tenant facility description tags"),
         l("site name slug status")},
        {T::Racks,
         l("site location name facility_id tenant status role form_factor serial "
           "asset_tag width u_height desc_units outer_width outer_depth outer_unit "
           "mounting_depth airflow weight max_weight weight_unit description comments tags"),
         l("site name status width")},
        {T::Devices,
         l("name role tenant manufacturer device_type platform serial asset_tag status "
           "site location rack position face latitude longitude parent device_bay "
           "airflow virtual_chassis vc_position vc_priority cluster description "
           "config_template comments tags"),
         l("role manufacturer device_type status site")},
        {T::Interfaces,
         l("device name label parent bridge lag type speed duplex enabled "
           "mark_connected wwn vdcs mtu mgmt_only description poe_mode poe_type "
           "mode vrf rf_role rf_channel rf_channel_frequency rf_channel_width "
           "tx_power tags"),
         l("device name type")},
        {T::RearPorts, l("device name label type color mark_connected positions description tags"),
         l("device name type")},
        {T::FrontPorts,
         l("device name label type color mark_connected rear_port "
           "rear_port_position description tags"),
         l("device name type rear_port")},
        // NetBox 4.6.8's ConsolePortImportForm, ConsoleServerPortImportForm,
        // PowerPortImportForm, PowerOutletImportForm (bulk_import.py, commit 43fe81f9e833).
        {T::ConsolePorts, l("device name label type speed mark_connected description owner tags"),
         l("device name")},
        {T::ConsoleServerPorts,
         l("device name label type speed mark_connected description owner tags"), l("device name")},
        {T::PowerPorts,
         l("device name label type mark_connected maximum_draw allocated_draw description "
           "owner tags"),
         l("device name")},
        {T::PowerOutlets,
         l("device name label type color mark_connected power_port feed_leg description owner "
           "tags"),
         l("device name")},
        {T::Cables,
         l("side_a_device side_a_type side_a_name side_b_device side_b_type "
           "side_b_name type status tenant label color length length_unit "
           "description comments tags"),
         l("side_a_device side_a_type side_a_name side_b_device side_b_type side_b_name")},
        {T::Vrfs, l("name rd tenant enforce_unique description comments tags"), l("name")},
        {T::Prefixes,
         l("prefix vrf tenant vlan_group vlan_site vlan status role scope_type "
           "scope_id is_pool mark_utilized description comments tags"),
         l("prefix status")},
        {T::IpAddresses,
         l("address vrf tenant status role device virtual_machine interface "
           "is_primary is_oob dns_name description comments tags"),
         l("address status")},
    };
    ASSERT_EQ(forms.size(), exporting::netboxImportOrder().size());
    for (const Form &f : forms) {
        const QStringList h = exporting::NetboxCsvExporter::header(f.table);
        SCOPED_TRACE(exporting::NetboxCsvExporter::objectList(f.table).toStdString());
        for (const QString &col : h)
            EXPECT_TRUE(f.fields.contains(col)) << col.toStdString();
        for (const QString &req : f.required)
            EXPECT_TRUE(h.contains(req)) << req.toStdString();
        // And the exported file starts with exactly that header.
        const QByteArray csv =
            exportBytes(panels(), exporting::NetboxCsvExporter(f.table).format());
        EXPECT_EQ(csv.left(csv.indexOf('\n')), h.join(QLatin1Char(',')).toUtf8());
    }
    // Interface speed is in Kbps in NetBox: NDR 400 Gb/s = 400,000,000 Kbps.
    const QByteArray ifs = exportBytes(panels(), QStringLiteral("netbox-interfaces"));
    EXPECT_TRUE(ifs.contains("node01,ib0,infiniband-ndr,400000000,true,false,"));
}

TEST(Ansible, InventoryParsesBackWithEveryHost)
{
    const Design &d = panels();
    const QByteArray text = exportBytes(d, QStringLiteral("ansible-inventory"));
    const YAML::Node root = YAML::Load(text.toStdString());
    const YAML::Node hosts = root["all"]["hosts"];
    ASSERT_TRUE(hosts.IsMap());
    EXPECT_EQ(hosts.size(), d.devices.size());
    for (const Device &dev : d.devices)
        EXPECT_TRUE(hosts[dev.name.toStdString()]) << dev.name.toStdString();
    // rules.yaml: mgmt from 10.100.0.11, BMC from 10.200.0.11, rail i = 10.10.i.0/24 from .1.
    const YAML::Node n1 = hosts["node01"];
    EXPECT_EQ(n1["ansible_host"].as<std::string>(), "10.100.0.11");
    EXPECT_EQ(n1["bmc_address"].as<std::string>(), "10.200.0.11");
    EXPECT_EQ(n1["rack"].as<std::string>(), "B01");
    EXPECT_EQ(n1["rack_u"].as<double>(), 2);
    EXPECT_EQ(n1["supernode"].as<std::string>(), "nvl-a");
    bool sawIb1 = false;
    for (const YAML::Node &i : n1["interfaces"])
        if (i["name"].as<std::string>() == "ib1") {
            sawIb1 = true;
            EXPECT_EQ(i["if_name"].as<std::string>(), "ibp42s0");
            EXPECT_EQ(i["pci_address"].as<std::string>(), "0000:2a:00.0");
            EXPECT_EQ(i["rail"].as<int>(), 1);
            EXPECT_EQ(i["address"].as<std::string>(), "10.10.1.1/24");
        }
    EXPECT_TRUE(sawIb1);
    const YAML::Node children = root["all"]["children"];
    for (const char *g : {"role_gpu_node", "role_leaf", "su_1", "rail_0", "rail_1", "rack_b01",
                          "rack_b02", "row_hall_b_row_9"})
        EXPECT_TRUE(children[g]) << g;
    EXPECT_EQ(children["role_gpu_node"]["hosts"].size(), 3u);
    EXPECT_EQ(children["rail_1"]["hosts"].size(), 3u);
    EXPECT_EQ(children["rack_b02"]["hosts"].size(), 4u); // 2 leaves, spine, panel-b
}

TEST(Udev, NetRulesLineByLineForOneNodeType)
{
    const QByteArray rules = exportBytes(panels(), QStringLiteral("udev-net-rules"));
    QStringList lines = QString::fromUtf8(rules).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines.erase(std::remove_if(lines.begin(), lines.end(),
                               [](const QString &l) {
                                   return l.startsWith(QLatin1Char('#')) &&
                                          !l.startsWith(QLatin1String("# device type"));
                               }),
                lines.end());
    // panels.yaml: every gpu-node-x node has ib0 at 0000:1b:00.0 (ibp27s0), ib1 at 0000:2a:00.0
    // (ibp42s0), eth0 at 0000:9b:00.0 (mgmt0). Sorted by PCI address.
    const QStringList expected{
        QStringLiteral("# device type: gpu-node-x (node[01-03])"),
        QStringLiteral(
            "SUBSYSTEM==\"net\", ACTION==\"add\", KERNELS==\"0000:1b:00.0\", NAME=\"ibp27s0\""),
        QStringLiteral(
            "SUBSYSTEM==\"net\", ACTION==\"add\", KERNELS==\"0000:2a:00.0\", NAME=\"ibp42s0\""),
        QStringLiteral(
            "SUBSYSTEM==\"net\", ACTION==\"add\", KERNELS==\"0000:9b:00.0\", NAME=\"mgmt0\""),
    };
    EXPECT_EQ(lines, expected);
    // A node that disagrees is reported.
    Design d = panels();
    for (Port &p : d.ports)
        if (p.pciAddress == QLatin1String("0000:1b:00.0") &&
            d.devices.find(p.deviceId)->name == QLatin1String("node03"))
            p.ifName = QStringLiteral("rail9"); // not ib9: a kernel name is replaced
    Diagnostics diags;
    exportBytes(d, QStringLiteral("udev-net-rules"), &diags);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags[0].object, QStringLiteral("node03"));
}

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true; // gcc
#elif defined(__has_feature)
constexpr bool kSanitized = __has_feature(address_sanitizer); // clang
#else
constexpr bool kSanitized = false;
#endif

TEST(Scale, ThreeHundredThousandCablesInSeconds)
{
    // 2,344 nodes x 128 ports cabled to 4,688 leaf-side ports ... simply: 300,000 two-port
    // devices' worth of cables between 600,000 ports on 4,800 devices.
    Design d;
    DeviceType t;
    t.slug = QStringLiteral("box");
    t.manufacturer = t.model = QStringLiteral("x");
    const Id tid = d.deviceTypes.add(t);
    Rack rack;
    rack.name = QStringLiteral("R1");
    const Id rid = d.racks.add(rack);
    const int devices = 4800, perDevice = 125;
    d.devices.reserve(devices);
    d.ports.reserve(std::size_t(devices) * perDevice);
    d.cables.reserve(300000);
    std::vector<Id> ports;
    for (int i = 0; i < devices; ++i) {
        Device dev;
        dev.name = QStringLiteral("dev%1").arg(i, 5, 10, QLatin1Char('0'));
        dev.role = i % 2 ? QStringLiteral("leaf") : QStringLiteral("gpu-node");
        dev.deviceTypeId = tid;
        dev.rackId = rid;
        const Id did = d.devices.add(dev);
        for (int k = 0; k < perDevice; ++k)
            ports.push_back(
                d.ports.add(Port{.deviceId = did, .name = QStringLiteral("p%1").arg(k)}));
    }
    for (std::size_t i = 0; i + 1 < ports.size(); i += 2)
        d.cables.add(Cable{.label = QStringLiteral("C%1").arg(i / 2),
                           .aPortId = ports[i],
                           .bPortId = ports[i + 1],
                           .lengthM = 3});
    ASSERT_EQ(d.cables.size(), 300000u);
    for (const char *format : {"cabling-csv", "netbox-cables", "labels-csv", "slurm-topology"}) {
        QElapsedTimer timer;
        timer.start();
        const QByteArray out = exportBytes(d, QLatin1String(format));
        const qint64 ms = timer.elapsed();
        EXPECT_GT(out.size(), 1000) << format;
        // Measured about 1-3 s each on the 2-core build machine; an O(n^2) step would take hours.
        // Under AddressSanitizer (10-20x slower, the asan preset) this guard is the dev run's.
        if (!kSanitized) {
            EXPECT_LT(ms, 30000) << format;
        }
        std::printf("%s: %lld ms, %lld bytes\n", format, qint64(ms), qint64(out.size()));
    }
}
