// The device-type rules of the Validator (Validator::checkDeviceType, docs/references/cmdb.md §4)
// on types built in code: what `railyard-cli validate` reports and what the NetBox importer
// points at the file's lines.

#include "model/netboxtypes.h"
#include "model/validator.h"

#include <gtest/gtest.h>

using namespace ry;
using Severity = Diagnostic::Severity;

namespace {

PortTemplate port(const char *name, PortKind kind, const char *type, const char *rear = "",
                  int rearPosition = 1, int positions = 1)
{
    PortTemplate p;
    p.name = QString::fromLatin1(name);
    p.kind = kind;
    p.type = QString::fromLatin1(type);
    p.rearPort = QString::fromLatin1(rear);
    p.rearPosition = rearPosition;
    p.positions = positions;
    return p;
}

DeviceType panel()
{
    DeviceType t;
    t.slug = QStringLiteral("panel");
    t.manufacturer = QStringLiteral("Generic");
    t.model = QStringLiteral("Panel");
    t.ports = {
        port("R1", PortKind::RearPort, "mpo", "", 1, 2),    // 0
        port("F1", PortKind::FrontPort, "lc", "R1", 1),     // 1
        port("F2", PortKind::FrontPort, "lc", "R1", 2),     // 2
        port("mgmt", PortKind::Interface, "1000base-t"),    // 3
        port("psu", PortKind::PowerPort, "iec-60320-c14"),  // 4
        port("out1", PortKind::PowerPort, "iec-60320-c13"), // 5: an outlet type
        port("con", PortKind::ConsolePort, "rj-45"),        // 6
    };
    t.moduleBays = {QStringLiteral("PSU1"), QStringLiteral("PSU2")};
    return t;
}

} // namespace

TEST(DeviceTypeRules, CleanTypeHasNoFindings)
{
    EXPECT_TRUE(Validator::checkDeviceType(panel()).empty());
    Design d;
    d.deviceTypes.add(panel());
    EXPECT_TRUE(Validator(d).validateAll().empty());
}

TEST(DeviceTypeRules, EachRuleWithItsPortsAndField)
{
    DeviceType t = panel();
    t.ports.push_back(port("F1", PortKind::FrontPort, "lc", "R1", 1)); // 7: name again, R1:1 again
    t.ports.push_back(port("F3", PortKind::FrontPort, "lc", "R9"));    // 8: no such rear port
    t.ports.push_back(port("F4", PortKind::FrontPort, "lc", "R1", 3)); // 9: R1 has 2 positions
    t.ports.push_back(port("F5", PortKind::FrontPort, "lc", "mgmt"));  // 10: not a rear port
    t.ports.push_back(port("", PortKind::Interface, "1000base-t"));    // 11: no name
    t.ports.push_back(port("eth9", PortKind::Interface, "1000base-tt")); // 12: unknown type
    t.ports.push_back(port("R2", PortKind::RearPort, "mpo", "", 1, 0));  // 13: 0 positions
    t.moduleBays << QStringLiteral("PSU1");                              // bay 2 = bay 0
    const std::vector<DeviceTypeFinding> f = Validator::checkDeviceType(t);
    ASSERT_EQ(f.size(), 9u);
    auto at = [&](std::size_t i, int port, int first, const char *field, Severity s,
                  const QString &message) {
        EXPECT_EQ(f[i].port, port) << i;
        EXPECT_EQ(f[i].first, first) << i;
        EXPECT_EQ(f[i].field, QLatin1String(field)) << i;
        EXPECT_EQ(f[i].severity, s) << i;
        EXPECT_EQ(f[i].message, message) << i;
    };
    at(0, 7, 1, "name", Severity::Error, QStringLiteral("Port \"F1\" is defined twice."));
    at(1, 11, -1, "name", Severity::Error, QStringLiteral("A port has no name."));
    at(2, 12, -1, "type", Severity::Warning,
       QStringLiteral("Port \"eth9\" has the type \"1000base-tt\", which is not a NetBox interface "
                      "type."));
    at(3, 13, -1, "positions", Severity::Error,
       QStringLiteral("Port \"R2\" has 0 positions; it needs at least 1."));
    at(4, 7, 1, "rear_position", Severity::Error,
       QStringLiteral("Front ports \"F1\" and \"F1\" both use position 1 of rear port \"R1\"."));
    at(5, 8, -1, "rear_port", Severity::Error,
       QStringLiteral("Front port \"F3\" maps to rear port \"R9\", which does not exist."));
    at(6, 9, -1, "rear_position", Severity::Error,
       QStringLiteral(
           "Front port \"F4\" uses position 3 of rear port \"R1\", which has positions 1 "
           "to 2."));
    at(7, 10, 3, "rear_port", Severity::Error,
       QStringLiteral("Front port \"F5\" maps to \"mgmt\", which is not a rear port."));
    EXPECT_EQ(f[8].port, -1);
    EXPECT_EQ(f[8].moduleBay, 2);
    EXPECT_EQ(f[8].first, 0);
    EXPECT_EQ(f[8].message, QStringLiteral("Module bay \"PSU1\" is defined twice."));
    EXPECT_EQ(f[8].path(), QStringLiteral("module_bays[2]"));
    EXPECT_EQ(f[0].path(), QStringLiteral("ports[7].name"));

    // validate reports the same findings: object = slug, field = path(); errors first.
    Design d;
    d.deviceTypes.add(t);
    const Diagnostics all = Validator(d).validateAll();
    ASSERT_EQ(all.size(), 9u);
    EXPECT_EQ(Validator::errorCount(all), 8u);
    EXPECT_EQ(all.front().describe(), QStringLiteral("panel: ports[7].name: Port \"F1\" is defined "
                                                     "twice."));
    EXPECT_EQ(all.back().describe(), QStringLiteral("panel: ports[12].type: Port \"eth9\" has the "
                                                    "type \"1000base-tt\", which is not a NetBox "
                                                    "interface type."));
}

// The type lists are NetBox's choices, exact and per kind (docs/references/cmdb.md CMDB-5).
TEST(DeviceTypeRules, NetboxTypeChoicesPerKind)
{
    using netbox::isComponentType;
    EXPECT_TRUE(isComponentType(PortKind::Interface, QStringLiteral("infiniband-xdr")));
    EXPECT_TRUE(isComponentType(PortKind::Interface, QStringLiteral("1.6tbase-x-osfp1600")));
    EXPECT_TRUE(isComponentType(PortKind::Interface, QStringLiteral("virtual")));
    EXPECT_FALSE(isComponentType(PortKind::Interface, QStringLiteral("200gbase-x-qsfp112")));
    EXPECT_FALSE(isComponentType(PortKind::Interface, QStringLiteral("1000BASE-T"))); // exact
    EXPECT_FALSE(isComponentType(PortKind::ConsolePort, QStringLiteral("1000base-t")));
    EXPECT_TRUE(isComponentType(PortKind::ConsolePort, QStringLiteral("usb-mini-a")));
    EXPECT_TRUE(isComponentType(PortKind::PowerPort, QStringLiteral("nema-l6-30p")));
    EXPECT_TRUE(isComponentType(PortKind::PowerPort, QStringLiteral("iec-60320-c19"))); // outlet
    EXPECT_TRUE(isComponentType(PortKind::PowerPort, QStringLiteral("CS6360C")));
    EXPECT_FALSE(isComponentType(PortKind::PowerPort, QStringLiteral("cs6360c")));
    EXPECT_TRUE(isComponentType(PortKind::FrontPort, QStringLiteral("8p8c")));
    EXPECT_TRUE(isComponentType(PortKind::RearPort, QStringLiteral("mpo")));
    EXPECT_FALSE(isComponentType(PortKind::RearPort, QStringLiteral("lc-duplex")));
}
