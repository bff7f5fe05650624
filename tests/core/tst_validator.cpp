#include "model/validator.h"
#include "testdesigns.h"

#include <gtest/gtest.h>

using namespace ry;

namespace {

Diagnostics errors(const Design &d)
{
    Diagnostics out;
    for (const Diagnostic &x : Validator(d).validateAll())
        if (x.severity == Diagnostic::Severity::Error)
            out.push_back(x);
    return out;
}

::testing::AssertionResult hasFinding(const Diagnostics &diags, const QString &object,
                                      const QString &field, const QString &fragment)
{
    QStringList all;
    for (const Diagnostic &d : diags) {
        if (d.object == object && d.field == field && d.message.contains(fragment))
            return ::testing::AssertionSuccess();
        all << d.describe();
    }
    return ::testing::AssertionFailure()
           << "no finding for " << object.toStdString() << "/" << field.toStdString()
           << " containing \"" << fragment.toStdString()
           << "\"; got: " << all.join(QStringLiteral(" | ")).toStdString();
}

} // namespace

TEST(Validator, CleanDesignHasNoFindings)
{
    Design d = test::twoRackDesign();
    d.cables.add(test::cable(d, QStringLiteral("C1"), QStringLiteral("node1"),
                             QStringLiteral("ib0"), QStringLiteral("leaf1"), QStringLiteral("P1")));
    EXPECT_TRUE(Validator(d).validateAll().empty());
}

TEST(Validator, PortCarriesAtMostOneCableEnd)
{
    Design d = test::twoRackDesign();
    d.cables.add(test::cable(d, QStringLiteral("C1"), QStringLiteral("node1"),
                             QStringLiteral("ib0"), QStringLiteral("leaf1"), QStringLiteral("P1")));
    // The second cable lands on leaf1:P1 again, from the other end (B side of C1, A side here).
    d.cables.add(test::cable(d, QStringLiteral("C2"), QStringLiteral("leaf1"), QStringLiteral("P1"),
                             QStringLiteral("node2"), QStringLiteral("ib0")));
    const Diagnostics e = errors(d);
    ASSERT_EQ(e.size(), 1u);
    EXPECT_TRUE(hasFinding(e, QStringLiteral("C2"), QStringLiteral("port"),
                           QStringLiteral("leaf1:P1 already carries cable C1")));
}

TEST(Validator, CableWithBothEndsOnOnePort)
{
    Design d = test::twoRackDesign();
    d.cables.add(test::cable(d, QStringLiteral("C1"), QStringLiteral("node1"),
                             QStringLiteral("ib0"), QStringLiteral("node1"),
                             QStringLiteral("ib0")));
    EXPECT_TRUE(hasFinding(errors(d), QStringLiteral("C1"), QStringLiteral("b"),
                           QStringLiteral("same port")));
}

TEST(Validator, DeviceMustFitItsRack)
{
    Design d = test::twoRackDesign();
    Device *n = const_cast<Device *>(d.deviceByName(QStringLiteral("node1")));
    n->position = 40; // 4U at U40 needs U40-U43, the rack has 42
    EXPECT_TRUE(hasFinding(errors(d), QStringLiteral("node1"), QStringLiteral("position"),
                           QStringLiteral("U40-U43 does not fit rack A01 (U1-U42)")));
}

TEST(Validator, OverlapOnTheSameFaceIsRefused)
{
    Design d = test::twoRackDesign();
    Device *n = const_cast<Device *>(d.deviceByName(QStringLiteral("node2")));
    n->position = 3; // node1 holds U1-U4
    EXPECT_TRUE(hasFinding(errors(d), QStringLiteral("node2"), QStringLiteral("position"),
                           QStringLiteral("overlaps node1")));
}

TEST(Validator, FullDepthDeviceBlocksTheRearFace)
{
    Design d = test::twoRackDesign();
    Device panel;
    panel.name = QStringLiteral("pp1");
    panel.role = QStringLiteral("patch-panel");
    panel.deviceTypeId = d.deviceTypeBySlug(QStringLiteral("panel-half"))->id;
    panel.rackId = 1;
    panel.position = 2; // inside node1 (full depth), on the rear face
    panel.face = Face::Rear;
    d.addDeviceWithPorts(panel);
    EXPECT_TRUE(hasFinding(errors(d), QStringLiteral("pp1"), QStringLiteral("position"),
                           QStringLiteral("overlaps node1")));
}

TEST(Validator, HalfDepthDevicesShareAUOnOppositeFaces)
{
    Design d = test::twoRackDesign();
    const Id type = d.deviceTypeBySlug(QStringLiteral("panel-half"))->id;
    Device front;
    front.name = QStringLiteral("pp-front");
    front.role = QStringLiteral("patch-panel");
    front.deviceTypeId = type;
    front.rackId = 1;
    front.position = 30;
    d.addDeviceWithPorts(front);
    Device rear = front;
    rear.name = QStringLiteral("pp-rear");
    rear.face = Face::Rear;
    d.addDeviceWithPorts(rear);
    EXPECT_TRUE(errors(d).empty());
    Device clash = front;
    clash.name = QStringLiteral("pp-clash");
    d.addDeviceWithPorts(clash);
    EXPECT_TRUE(hasFinding(errors(d), QStringLiteral("pp-clash"), QStringLiteral("position"),
                           QStringLiteral("overlaps pp-front")));
}

TEST(Validator, HalfUPositionsAreAllowedQuarterUAreNot)
{
    Design d = test::twoRackDesign();
    Device *n = const_cast<Device *>(d.deviceByName(QStringLiteral("node3")));
    n->position = 20.5;
    EXPECT_TRUE(errors(d).empty());
    n->position = 20.25;
    EXPECT_TRUE(hasFinding(errors(d), QStringLiteral("node3"), QStringLiteral("position"),
                           QStringLiteral("multiple of 0.5")));
}

TEST(Validator, NamesAreUniqueWherePeopleAddressThingsByName)
{
    Design d = test::twoRackDesign();
    const_cast<Device *>(d.deviceByName(QStringLiteral("node2")))->name = QStringLiteral("node1");
    const_cast<Rack *>(d.rackByName(QStringLiteral("A02")))->name = QStringLiteral("A01");
    Port *p = d.ports.find(test::portId(d, QStringLiteral("leaf1"), QStringLiteral("P2")));
    p->name = QStringLiteral("P1");
    const Diagnostics e = errors(d);
    EXPECT_TRUE(hasFinding(e, QStringLiteral("node1"), QStringLiteral("name"),
                           QStringLiteral("Another device has the same name")));
    EXPECT_TRUE(hasFinding(e, QStringLiteral("A01"), QStringLiteral("name"),
                           QStringLiteral("Another rack has the same name")));
    EXPECT_TRUE(hasFinding(e, QStringLiteral("leaf1:P1"), QStringLiteral("name"),
                           QStringLiteral("Another port of the same device")));
}

TEST(Validator, IpAddressUniqueWithinItsVrfAndInsideItsPrefix)
{
    Design d = test::twoRackDesign();
    const Id mgmt = d.prefixes.add({0,
                                    QStringLiteral("10.0.0.0/24"),
                                    QStringLiteral("mgmt"),
                                    0,
                                    QStringLiteral("bmc"),
                                    {},
                                    {}});
    const Id other =
        d.prefixes.add({0, QStringLiteral("10.0.0.0/24"), QStringLiteral("tenant"), 0, {}, {}, {}});
    const Id bmc1 = test::portId(d, QStringLiteral("node1"), QStringLiteral("bmc"));
    const Id bmc2 = test::portId(d, QStringLiteral("node2"), QStringLiteral("bmc"));
    d.ipAddresses.add({0, QStringLiteral("10.0.0.5/24"), QStringLiteral("mgmt"), mgmt, bmc1, {}});
    // The same address in another VRF is fine.
    d.ipAddresses.add({0, QStringLiteral("10.0.0.5/24"), QStringLiteral("tenant"), other, 0, {}});
    EXPECT_TRUE(errors(d).empty());
    d.ipAddresses.add({0, QStringLiteral("10.0.0.5/24"), QStringLiteral("mgmt"), mgmt, bmc2, {}});
    d.ipAddresses.add({0, QStringLiteral("10.0.1.7/24"), QStringLiteral("mgmt"), mgmt, 0, {}});
    const Diagnostics e = errors(d);
    EXPECT_EQ(e.size(), 2u);
    EXPECT_TRUE(hasFinding(e, QStringLiteral("10.0.0.5/24"), QStringLiteral("address"),
                           QStringLiteral("assigned twice in VRF mgmt")));
    EXPECT_TRUE(hasFinding(e, QStringLiteral("10.0.1.7/24"), QStringLiteral("address"),
                           QStringLiteral("outside its prefix 10.0.0.0/24")));
}

TEST(Validator, PrefixWithHostBitsOrGarbage)
{
    Design d = test::twoRackDesign();
    d.prefixes.add({0, QStringLiteral("10.0.0.1/24"), {}, 0, {}, {}, {}});
    d.prefixes.add({0, QStringLiteral("banana"), {}, 0, {}, {}, {}});
    const Diagnostics e = errors(d);
    EXPECT_TRUE(hasFinding(e, QStringLiteral("10.0.0.1/24"), QStringLiteral("prefix"),
                           QStringLiteral("the network is 10.0.0.0/24")));
    EXPECT_TRUE(
        hasFinding(e, QStringLiteral("banana"), QStringLiteral("prefix"), QStringLiteral("CIDR")));
}

TEST(Validator, RackPowerBudgetOverrunIsAWarning)
{
    Design d = test::twoRackDesign();
    // A01 holds two 6 kW nodes and a 1 kW switch: 13 kW of a 20 kW budget.
    EXPECT_TRUE(Validator(d).validateAll().empty());
    const_cast<Rack *>(d.rackByName(QStringLiteral("A01")))->powerBudgetW = 12000;
    const Diagnostics all = Validator(d).validateAll();
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].severity, Diagnostic::Severity::Warning);
    EXPECT_TRUE(all[0].message.contains(QStringLiteral("13.0 kW exceeds the rack's budget of "
                                                       "12.0 kW")));
}

TEST(Validator, ScopedValidationOnlyReportsTouchedObjects)
{
    Design d = test::twoRackDesign();
    const_cast<Device *>(d.deviceByName(QStringLiteral("node2")))->position = 3; // clashes
    Validator::Scope scope;
    scope.devices.insert(d.deviceByName(QStringLiteral("leaf1"))->id);
    EXPECT_EQ(Validator::errorCount(Validator(d).validate(scope)), 0u);
    scope.devices.insert(d.deviceByName(QStringLiteral("node2"))->id);
    EXPECT_EQ(Validator::errorCount(Validator(d).validate(scope)), 1u);
}

// A design of 50,000 ports or more is checked on two threads (the unique-name rules beside the
// others); what it finds, and in which order, is what one thread finds. The same defects on a
// small design and on that design with 50,000 more clean ports give the same findings.
TEST(Validator, LargeDesignsOnTwoThreadsFindWhatOneThreadFinds)
{
    Design d = test::twoRackDesign();
    Device *twin = const_cast<Device *>(d.deviceByName(QStringLiteral("node2")));
    twin->name = QStringLiteral("node1");
    // A second error of the same object from another group of rules: the two keep the order
    // one thread gives them (the unique-name rules first).
    twin->comments = QStringLiteral("a\u0001b");
    const_cast<Rack *>(d.rackByName(QStringLiteral("A02")))->name = QStringLiteral("A01");
    d.ports.find(test::portId(d, QStringLiteral("leaf1"), QStringLiteral("P2")))->name =
        QStringLiteral("P1");
    d.ports.find(test::portId(d, QStringLiteral("leaf1"), QStringLiteral("P3")))->ifName =
        QStringLiteral("bad name");
    d.cables.add(test::cable(d, QStringLiteral("C1"), QStringLiteral("leaf1"), QStringLiteral("P4"),
                             QStringLiteral("leaf1"), QStringLiteral("P4")));
    ASSERT_LT(d.ports.size(), 100u);
    const Diagnostics small = Validator(d).validateAll();
    ASSERT_GE(small.size(), 6u);
    const auto at = [&](const Diagnostics &f, const char *field) {
        for (std::size_t i = 0; i < f.size(); ++i)
            if (f[i].object == QStringLiteral("node1") && f[i].field.endsWith(QLatin1String(field)))
                return int(i);
        return -1;
    };
    ASSERT_GE(at(small, "name"), 0);
    ASSERT_LT(at(small, "name"), at(small, "comments"));

    const Id host = d.deviceByName(QStringLiteral("leaf1"))->id;
    for (int i = 0; i < 50000; ++i) {
        Port p;
        p.deviceId = host;
        p.name = QStringLiteral("x%1").arg(i);
        d.ports.add(p);
    }
    const Diagnostics large = Validator(d).validateAll();
    ASSERT_EQ(large.size(), small.size());
    for (std::size_t i = 0; i < small.size(); ++i) {
        EXPECT_EQ(large[i].severity, small[i].severity) << i;
        EXPECT_EQ(large[i].object, small[i].object) << i;
        EXPECT_EQ(large[i].field, small[i].field) << i;
        EXPECT_EQ(large[i].message, small[i].message) << i;
    }
}
