// Identity fields (issue 14 point 3): a device's InfiniBand node GUID, system image GUID and
// chassis MAC, a port's RDMA device name beside its netdev name, and drive bays as device-type
// components. Each goes through the YAML file, the SQLite document (schema version 6, with the
// forward migration of a version-5 document written by the previous release) and the rules.
//
// Values: the GUIDs are of the form ibnetdiscover prints (`switchguid=0x946dae03006f0a01`,
// infiniband-diags' ibnetdiscover(8)); "mlx5_7" is the RDMA device name the mlx5 driver gives
// the eighth ConnectX function (/sys/class/infiniband, rdma(8) "rdma dev"); the NVMe slot PCI
// addresses are the bays of tests/data/export/panels.yaml.
#include "io/designyaml.h"
#include "model/drivebays.h"
#include "model/names.h"
#include "model/validator.h"
#include "store/schema.h"
#include "store/sqlite.h"
#include "store/store.h"
#include "testdesigns.h" // PrintTo(QString)

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

const char *kDesign = R"(railyard: 1
device_types:
  - slug: node
    manufacturer: Test
    model: Node
    u_height: 2
    drive_bays:
      - {name: Bay 0, pci_address: "0000:5e:00.0", description: U.2 front left}
      - {name: Bay 1, pci_address: "0000:5f:00.0"}
    ports:
      - {name: ib7, type: infiniband-ndr, speed_gbps: 400}
  - slug: leaf
    manufacturer: NVIDIA
    model: QM9700
    ports:
      - {name: p1, type: infiniband-ndr, speed_gbps: 400}
devices:
  - name: gpu001
    role: gpu-node
    type: node
    system_image_guid: "0x946dae03006f0a00"
    chassis_mac: "7C:FE:90:63:F4:66"
    ports:
      - {name: ib7, if_name: ib7, rdma_device: mlx5_7, guid: "0x946dae03006f0a07"}
  - name: leaf01
    role: leaf
    type: leaf
    node_guid: "0xb8599f0300aa0001"
    system_image_guid: "0xb8599f0300aa0001"
cables:
  - {label: C1, a: [gpu001, ib7], b: [leaf01, p1], medium: dac, length_m: 2}
)";

Error readError(const QString &text)
{
    try {
        designyaml::read(text, QStringLiteral("ids.yaml"));
    } catch (const Error &e) {
        return e;
    }
    ADD_FAILURE() << "no error for:\n" << text.toStdString();
    return Error(QString());
}

/// Port `port` of `device` (testdesigns.h portId()), or null.
const Port *portNamed(const Design &d, const char *device, const char *port)
{
    return d.ports.find(test::portId(d, QLatin1String(device), QLatin1String(port)));
}

} // namespace

TEST(Identity, TheDesignFileKeepsEveryIdentity)
{
    const Design d = designyaml::read(QString::fromLatin1(kDesign), QStringLiteral("ids.yaml"));
    const Device *leaf = d.deviceByName(QStringLiteral("leaf01"));
    const Device *gpu = d.deviceByName(QStringLiteral("gpu001"));
    ASSERT_TRUE(leaf && gpu);
    EXPECT_EQ(leaf->nodeGuid, QStringLiteral("0xb8599f0300aa0001"));
    EXPECT_EQ(leaf->systemImageGuid, QStringLiteral("0xb8599f0300aa0001"));
    EXPECT_EQ(gpu->systemImageGuid, QStringLiteral("0x946dae03006f0a00"));
    EXPECT_EQ(gpu->chassisMac, QStringLiteral("7C:FE:90:63:F4:66"));
    const Port *ib7 = portNamed(d, "gpu001", "ib7");
    ASSERT_NE(ib7, nullptr);
    EXPECT_EQ(ib7->ifName, QStringLiteral("ib7"));
    EXPECT_EQ(ib7->rdmaDevice, QStringLiteral("mlx5_7"));
    const DeviceType *node = d.deviceTypeBySlug(QStringLiteral("node"));
    ASSERT_NE(node, nullptr);
    ASSERT_EQ(node->driveBays.size(), 2u);
    EXPECT_EQ(node->driveBays[0].name, QStringLiteral("Bay 0"));
    EXPECT_EQ(node->driveBays[0].pciAddress, QStringLiteral("0000:5e:00.0"));
    EXPECT_EQ(node->driveBays[0].description, QStringLiteral("U.2 front left"));
    EXPECT_EQ(node->driveBays[1].pciAddress, QStringLiteral("0000:5f:00.0"));

    // Written and read again: the same design, the same bytes.
    const QString text = designyaml::write(d);
    EXPECT_TRUE(text.contains(QLatin1String("node_guid: \"0xb8599f0300aa0001\"")) ||
                text.contains(QLatin1String("node_guid: 0xb8599f0300aa0001")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QLatin1String("rdma_device: mlx5_7"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QLatin1String("drive_bays:"))) << text.toStdString();
    const Design again = designyaml::read(text, QStringLiteral("again.yaml"));
    EXPECT_EQ(designyaml::write(again), text);
    EXPECT_EQ(again.deviceByName(QStringLiteral("leaf01"))->nodeGuid, leaf->nodeGuid);
    EXPECT_EQ(portNamed(again, "gpu001", "ib7")->rdmaDevice, QStringLiteral("mlx5_7"));
}

TEST(Identity, BadValuesNameTheFileLineAndField)
{
    QString t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("node_guid: \"0xb8599f0300aa0001\""),
              QLatin1String("node_guid: \"0xb8599f0300aa00\""));
    Error e = readError(t);
    EXPECT_EQ(e.field(), QStringLiteral("devices[1].node_guid"));
    EXPECT_EQ(e.location().file, QStringLiteral("ids.yaml"));
    EXPECT_EQ(e.location().line, 28);
    EXPECT_TRUE(e.message().contains(QLatin1String("16 hexadecimal")))
        << e.describe().toStdString();

    t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("rdma_device: mlx5_7"), QLatin1String("rdma_device: \"mlx5 7\""));
    e = readError(t);
    EXPECT_EQ(e.field(), QStringLiteral("devices[0].ports[0].rdma_device"));
    EXPECT_EQ(e.location().line, 24);

    t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("chassis_mac: \"7C:FE:90:63:F4:66\""),
              QLatin1String("chassis_mac: \"7C:FE:90:63:F4\""));
    e = readError(t);
    EXPECT_EQ(e.field(), QStringLiteral("devices[0].chassis_mac"));

    t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("pci_address: \"0000:5f:00.0\""),
              QLatin1String("pci_address: \"0000:5f:00\""));
    e = readError(t);
    EXPECT_EQ(e.field(), QStringLiteral("device_types[0].drive_bays[1].pci_address"));
    EXPECT_EQ(e.location().line, 9);
}

TEST(Identity, TheRulesRefuseOneGuidOrMacOnTwoDevicesAndTwoBaysOnOneSlot)
{
    // The same node GUID in another spelling (no 0x, upper case) is the same GUID.
    QString t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("    system_image_guid: \"0x946dae03006f0a00\"\n"),
              QLatin1String("    node_guid: \"B8599F0300AA0001\"\n"));
    Error e = readError(t);
    EXPECT_EQ(e.field(), QStringLiteral("devices[1].node_guid"));
    EXPECT_TRUE(e.message().contains(QLatin1String("same node GUID")))
        << e.describe().toStdString();

    // A chassis MAC on two devices is a warning (lab switches cloned from one image share one).
    t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("    system_image_guid: \"0xb8599f0300aa0001\"\n"),
              QLatin1String("    chassis_mac: \"7c-fe-90-63-f4-66\"\n"));
    Diagnostics warnings;
    designyaml::read(t, QStringLiteral("ids.yaml"), &warnings);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(warnings[0].field, QStringLiteral("devices[1].chassis_mac"));
    EXPECT_TRUE(warnings[0].message.contains(QLatin1String("same chassis MAC")))
        << warnings[0].message.toStdString();

    t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("0000:5f:00.0"), QLatin1String("0000:5E:00.0"));
    e = readError(t);
    EXPECT_EQ(e.field(), QStringLiteral("device_types[0].drive_bays[1].pci_address"));
    EXPECT_TRUE(e.message().contains(QLatin1String("same PCI address")))
        << e.describe().toStdString();

    // The modules of a director switch share their chassis's system image GUID: allowed.
    t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("0x946dae03006f0a00"), QLatin1String("0xb8599f0300aa0001"));
    EXPECT_NO_THROW(designyaml::read(t, QStringLiteral("ids.yaml")));
}

TEST(Identity, RdmaDeviceNamesAreToldFromNetdevNames)
{
    for (const char *rdma : {"mlx5_0", "mlx5_17", "mlx4_1", "bnxt_re0", "irdma1", "efa_0", "rxe0"})
        EXPECT_TRUE(names::looksLikeRdmaDevice(QLatin1String(rdma))) << rdma;
    for (const char *netdev : {"ib0", "ibp27s0", "enp27s0np0", "eth0", "mlx5", "bond0"})
        EXPECT_FALSE(names::looksLikeRdmaDevice(QLatin1String(netdev))) << netdev;
    EXPECT_TRUE(names::check(names::Rule::RdmaDevice, QStringLiteral("mlx5_bond_0")).isEmpty());
    EXPECT_FALSE(names::check(names::Rule::RdmaDevice, QStringLiteral("mlx5/0")).isEmpty());
    EXPECT_FALSE(names::check(names::Rule::RdmaDevice, QString(64, QLatin1Char('a'))).isEmpty());
}

// Before drive bays were in the model, docs/plans-and-exports.md told users to keep them in the
// type's `extra` map; such files read as drive bays, and the rest of `extra` stays.
TEST(Identity, TheOldNvmeBaysOfExtraBecomeDriveBays)
{
    QString t = QString::fromLatin1(kDesign);
    t.replace(QLatin1String("    drive_bays:\n"
                            "      - {name: Bay 0, pci_address: \"0000:5e:00.0\", description: "
                            "U.2 front left}\n"
                            "      - {name: Bay 1, pci_address: \"0000:5f:00.0\"}\n"),
              QLatin1String("    extra: \"{nvme-bays: [{name: Bay 0, pci_address: '0000:5e:00.0'}, "
                            "{name: Bay 1, pci_address: '0000:5f:00.0'}], vendor-sku: X1}\"\n"));
    const Design d = designyaml::read(t, QStringLiteral("old.yaml"));
    const DeviceType *node = d.deviceTypeBySlug(QStringLiteral("node"));
    ASSERT_EQ(node->driveBays.size(), 2u);
    EXPECT_EQ(node->driveBays[1].name, QStringLiteral("Bay 1"));
    EXPECT_EQ(node->driveBays[1].pciAddress, QStringLiteral("0000:5f:00.0"));
    EXPECT_EQ(node->extraYaml, QStringLiteral("{vendor-sku: X1}"));

    // A list that cannot be read changes nothing and says why.
    DeviceType bad;
    bad.extraYaml = QStringLiteral("{nvme-bays: [{name: Bay 0}]}");
    QString why;
    EXPECT_EQ(adoptLegacyNvmeBays(bad, &why), -1);
    EXPECT_TRUE(bad.driveBays.empty());
    EXPECT_EQ(bad.extraYaml, QStringLiteral("{nvme-bays: [{name: Bay 0}]}"));
    EXPECT_TRUE(why.contains(QLatin1String("pci_address"))) << why.toStdString();
}

TEST(Identity, TheDocumentKeepsEveryIdentity)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ids.railyard"));
    const Design d = designyaml::read(QString::fromLatin1(kDesign), QStringLiteral("ids.yaml"));
    store::SqliteStore::create(path)->replaceAll(d, {});
    const Design back = store::SqliteStore::open(path)->load();
    EXPECT_EQ(designyaml::write(back), designyaml::write(d));
    EXPECT_EQ(back.deviceByName(QStringLiteral("leaf01"))->nodeGuid,
              QStringLiteral("0xb8599f0300aa0001"));
    EXPECT_EQ(portNamed(back, "gpu001", "ib7")->rdmaDevice, QStringLiteral("mlx5_7"));
    ASSERT_EQ(back.deviceTypeBySlug(QStringLiteral("node"))->driveBays.size(), 2u);
    EXPECT_EQ(store::SqliteStore::schemaVersionOf(path), store::currentSchemaVersion());
}

// A version-5 document as the previous release wrote it (the tables of migrations 1-5, a
// device type with the old `nvme-bays` list in extra_yaml) opens, migrates to version 6, and
// keeps everything; its bays become drive-bay rows at the next write.
TEST(Identity, AVersionFiveDocumentMigrates)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v5.railyard"));
    {
        store::sqlite::Database db(path, store::sqlite::Database::Mode::CreateOrOpen);
        for (std::size_t i = 0; i < 5; ++i)
            db.exec(store::migrations()[i]);
        db.exec(R"sql(
INSERT INTO design_meta VALUES('name', 'v5 identities');
INSERT INTO device_type(id, slug, manufacturer, model, extra_yaml) VALUES(1, 'node', 'Test',
    'Node', '{nvme-bays: [{name: Bay 0, pci_address: "0000:5e:00.0"}]}');
INSERT INTO device(id, name, role, device_type_id, serial) VALUES(1, 'gpu001', 'gpu-node', 1,
    'SN123');
INSERT INTO port(id, device_id, name, kind, if_name, guid) VALUES(1, 1, 'ib0', 'interface',
    'ib0', '946dae03006f0a01');
)sql");
        db.setUserVersion(5);
    }
    {
        auto store = store::SqliteStore::open(path);
        EXPECT_EQ(store->openedSchemaVersion(), 5);
        Design d = store->load();
        const DeviceType *node = d.deviceTypeBySlug(QStringLiteral("node"));
        ASSERT_EQ(node->driveBays.size(), 1u);
        EXPECT_EQ(node->driveBays[0].pciAddress, QStringLiteral("0000:5e:00.0"));
        EXPECT_TRUE(node->extraYaml.isEmpty());
        const Device *gpu = d.deviceByName(QStringLiteral("gpu001"));
        EXPECT_EQ(gpu->serial, QStringLiteral("SN123"));
        EXPECT_TRUE(gpu->nodeGuid.isEmpty());
        const Port *ib0 = portNamed(d, "gpu001", "ib0");
        EXPECT_EQ(ib0->guid, QStringLiteral("946dae03006f0a01"));
        EXPECT_TRUE(ib0->rdmaDevice.isEmpty());
        d.ports.find(ib0->id)->rdmaDevice = QStringLiteral("mlx5_0");
        store->replaceAll(d, {});
    }
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    EXPECT_EQ(db.userVersion(), store::currentSchemaVersion());
    auto bays = db.prepare("SELECT name, pci_address FROM drive_bay_template");
    ASSERT_TRUE(bays.step());
    EXPECT_EQ(bays.text(0), QStringLiteral("Bay 0"));
    EXPECT_FALSE(bays.step());
    auto extra = db.prepare("SELECT extra_yaml FROM device_type");
    ASSERT_TRUE(extra.step());
    EXPECT_EQ(extra.text(0), QString());
    auto rdma = db.prepare("SELECT rdma_device FROM port");
    ASSERT_TRUE(rdma.step());
    EXPECT_EQ(rdma.text(0), QStringLiteral("mlx5_0"));
}
