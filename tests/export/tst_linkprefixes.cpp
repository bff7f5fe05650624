// Per-link /31 allocation (issue 18): the rule creates a /31 prefix per link as a child of its
// pool (purpose container), accepts /31s made by hand inside the pool, and stays idempotent.
// resources/examples/small-cluster.yaml has 32 compute cables, A end on the node: taken in
// natural order node01 ib0 (C0001, to leaf-01 P1.1), node01 ib1 (C0002, to leaf-01 P3.1), ...
// so link i gets 10.255.0.(2i)/31, A end .2i and B end .2i+1.

#include "exporttesthelpers.h"

#include "ipam/allocator.h"

#include <gtest/gtest.h>

using namespace exporttest;
using namespace ry;
using namespace ry::ipam;

namespace {

const char *kLinkRules = R"(rules:
  - name: links
    plane: compute
    prefix: 10.255.0.0/26
    per: link
    purpose: p2p
)";

std::vector<AllocationRule> linkRules()
{
    return parseRules(QLatin1String(kLinkRules), QStringLiteral("links.yaml"));
}

const Prefix *prefixNamed(const Design &d, const QString &cidr)
{
    for (const Prefix &p : d.prefixes)
        if (p.prefix == cidr)
            return &p;
    return nullptr;
}

const IpAddress *addressOf(const Design &d, const QString &device, const QString &port)
{
    for (const IpAddress &a : d.ipAddresses) {
        const Port *p = d.ports.find(a.portId);
        const Device *dev = p ? d.devices.find(p->deviceId) : nullptr;
        if (dev && dev->name == device && p->name == port)
            return &a;
    }
    return nullptr;
}

/// A /31 prefix made by hand, with addresses on both ends of a cable when `a` is given.
Id handMade(Design &d, const QString &cidr, const QString &a = {}, const QString &b = {})
{
    const Id id = d.prefixes.add({0, cidr, QString(), d.planeByName("compute")->id,
                                  QStringLiteral("p2p"), QString(), QStringLiteral("by hand")});
    if (!a.isEmpty()) {
        const Port *pa = nullptr;
        const Port *pb = nullptr;
        for (const Port &p : d.ports) {
            const Device *dev = d.devices.find(p.deviceId);
            if (dev->name == QLatin1String("node01") && p.name == QLatin1String("ib0"))
                pa = &p;
            if (dev->name == QLatin1String("leaf-01") && p.name == QLatin1String("P1.1"))
                pb = &p;
        }
        d.ipAddresses.add({0, a, QString(), id, pa->id, QString()});
        d.ipAddresses.add({0, b, QString(), id, pb->id, QString()});
    }
    return id;
}

} // namespace

TEST(LinkPrefixes, EveryLinkGetsItsSlash31AsAChildOfThePool)
{
    Design d = smallCluster();
    const Allocation a = allocate(d, linkRules());
    EXPECT_EQ(a.addressesAdded, 64u);
    EXPECT_EQ(a.prefixesAdded, 33u); // the pool + 32 links
    applyAdds(d, a.changes);
    const Prefix *pool = prefixNamed(d, QStringLiteral("10.255.0.0/26"));
    ASSERT_TRUE(pool);
    EXPECT_EQ(pool->purpose, QStringLiteral("container"));
    const Prefix *first = prefixNamed(d, QStringLiteral("10.255.0.0/31"));
    ASSERT_TRUE(first);
    EXPECT_EQ(first->purpose, QStringLiteral("p2p"));
    EXPECT_EQ(first->description, QStringLiteral("C0001: node01 ib0 - leaf-01 P1.1"));
    const Prefix *second = prefixNamed(d, QStringLiteral("10.255.0.2/31"));
    ASSERT_TRUE(second);
    EXPECT_EQ(second->description, QStringLiteral("C0002: node01 ib1 - leaf-01 P3.1"));
    ASSERT_TRUE(prefixNamed(d, QStringLiteral("10.255.0.62/31"))); // the 32nd link
    // Both ends name their /31.
    const IpAddress *a0 = addressOf(d, QStringLiteral("node01"), QStringLiteral("ib1"));
    const IpAddress *b0 = addressOf(d, QStringLiteral("leaf-01"), QStringLiteral("P3.1"));
    ASSERT_TRUE(a0 && b0);
    EXPECT_EQ(a0->address, QStringLiteral("10.255.0.2/31"));
    EXPECT_EQ(b0->address, QStringLiteral("10.255.0.3/31"));
    EXPECT_EQ(a0->prefixId, second->id);
    EXPECT_EQ(b0->prefixId, second->id);
    // ipam-report: 2 of 2 used in each /31, no overlap warning (the pool is a container) and no
    // "full" warning (a point-to-point link is full by design).
    Diagnostics findings;
    const auto usage = prefixUsage(d, &findings);
    EXPECT_TRUE(findings.empty()) << findings.front().message.toStdString();
    for (const PrefixUsage &u : usage)
        if (u.prefix.endsWith(QLatin1String("/31"))) {
            EXPECT_EQ(u.used, 2u) << u.prefix.toStdString();
            EXPECT_EQ(u.usable, 2u);
        }
    // A second run adds nothing.
    const Allocation again = allocate(d, linkRules());
    EXPECT_EQ(again.prefixesAdded, 0u);
    EXPECT_EQ(again.addressesAdded, 0u);
    EXPECT_EQ(again.addressesKept, 64u);
}

TEST(LinkPrefixes, HandMadeSlash31sInThePoolAreAccepted)
{
    Design d = smallCluster();
    // Link 0 numbered by hand exactly as the rule would; an empty /31 for link 2 made ahead.
    handMade(d, QStringLiteral("10.255.0.0/31"), QStringLiteral("10.255.0.0/31"),
             QStringLiteral("10.255.0.1/31"));
    const Id empty = handMade(d, QStringLiteral("10.255.0.4/31"));
    const Allocation a = allocate(d, linkRules());
    EXPECT_EQ(a.addressesKept, 2u);
    EXPECT_EQ(a.addressesAdded, 62u);
    EXPECT_EQ(a.prefixesAdded, 31u); // the pool + 30 links: the two hand-made ones are reused
    applyAdds(d, a.changes);
    EXPECT_EQ(addressOf(d, "node01", "ib1")->address, QStringLiteral("10.255.0.2/31"));
    const IpAddress *c = addressOf(d, "node01", "ib2");
    EXPECT_EQ(c->address, QStringLiteral("10.255.0.4/31"));
    EXPECT_EQ(c->prefixId, empty);
    EXPECT_EQ(d.prefixes.find(empty)->description, QStringLiteral("by hand")); // left as made
}

TEST(LinkPrefixes, OtherPrefixesInsideThePoolAreStillRefused)
{
    Design d = smallCluster();
    d.prefixes.add(
        {0, QStringLiteral("10.255.0.8/30"), QString(), 0, QString(), QString(), QString()});
    try {
        allocate(d, linkRules());
        ADD_FAILURE() << "no error";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QLatin1String("overlaps the design's prefix "
                                                       "10.255.0.8/30")))
            << e.describe().toStdString();
        EXPECT_EQ(e.location().line, 2);
    }
}
