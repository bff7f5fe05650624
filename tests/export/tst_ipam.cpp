// IP plan: CIDR arithmetic, allocation rules (determinism, idempotence, exhaustion, overlap,
// per-rail and per-link cuts), rule-file errors with line numbers, and one undo step.

#include "exporttesthelpers.h"

#include "io/designyaml.h"
#include "ipam/allocator.h"
#include "ipam/ipnet.h"
#include "store/document.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace exporttest;
using namespace ry;
using namespace ry::ipam;

namespace {

QStringList addresses(const ChangeSet &cs)
{
    QStringList out;
    for (const Change &c : cs.changes())
        if (const auto *a = std::get_if<IpAddress>(&c.object))
            out << a->address + QLatin1Char(' ') + a->dnsName;
    return out;
}

Error errorOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const Error &e) {
        return e;
    }
    ADD_FAILURE() << "no ry::Error thrown";
    return Error(QString());
}

const char *kLinkRules = R"(rules:
  - name: links
    plane: compute
    prefix: 10.255.0.0/26
    per: link
    purpose: p2p
)";

} // namespace

TEST(IpNet, HostsAndSubnets)
{
    EXPECT_FALSE(IpNet::parse(QStringLiteral("10.0.0.1/24"))); // host bits set
    EXPECT_FALSE(IpNet::parse(QStringLiteral("10.0.0.0/33")));
    const IpNet n = *IpNet::parse(QStringLiteral("10.0.0.0/24"));
    // RFC 950: network and broadcast excluded, 254 hosts.
    EXPECT_EQ(n.firstHost(), 1u);
    EXPECT_EQ(n.lastHost(), 254u);
    // RFC 3021: both addresses of a /31 are usable.
    const IpNet p2p = *IpNet::parse(QStringLiteral("10.0.0.2/31"));
    EXPECT_EQ(p2p.firstHost(), 0u);
    EXPECT_EQ(p2p.lastHost(), 1u);
    EXPECT_EQ(n.subnetCount(31), 128u);
    EXPECT_EQ(n.subnet(3, 26).toString(), QStringLiteral("10.0.0.192/26"));
    const IpNet v6 = *IpNet::parse(QStringLiteral("fd00:1::/48"));
    EXPECT_EQ(v6.subnet(5, 64).toString(), QStringLiteral("fd00:1:0:5::/64"));
    EXPECT_TRUE(v6.overlaps(*IpNet::parse(QStringLiteral("fd00:1:0:5::/64"))));
    EXPECT_FALSE(n.overlaps(*IpNet::parse(QStringLiteral("10.0.1.0/24"))));
    EXPECT_EQ(reverseName(false, n.at(5)), QStringLiteral("5.0.0.10.in-addr.arpa"));
}

TEST(Allocate, DeterministicAndIdempotent)
{
    Design d = designyaml::readFile(QStringLiteral(TEST_DATA_DIR "/export/panels.yaml"));
    const auto rules = readRules(QStringLiteral(TEST_DATA_DIR "/export/rules.yaml"));
    const Allocation a = allocate(d, rules);
    const Allocation b = allocate(d, rules);
    EXPECT_EQ(addresses(a.changes), addresses(b.changes));
    // 3 nodes x (bmc + eth0 + ib0 + ib1) = 12 addresses; prefixes: bmc, mgmt, the rail
    // container and rails 0 and 1.
    EXPECT_EQ(a.addressesAdded, 12u);
    EXPECT_EQ(a.prefixesAdded, 5u);
    EXPECT_TRUE(
        addresses(a.changes).contains(QStringLiteral("10.200.0.11/24 node01-bmc.dc2.example")));
    EXPECT_TRUE(addresses(a.changes).contains(
        QStringLiteral("10.10.1.3/24 node03-ibp42s0.rail1.dc2.example")));
    applyAdds(d, a.changes);
    const Allocation again = allocate(d, rules);
    EXPECT_TRUE(again.changes.empty());
    EXPECT_EQ(again.addressesKept, 12u);
}

TEST(Allocate, KeepsExistingAddressesAndSkipsUsedOnes)
{
    // small-cluster.yaml already gives node01..04 bmc 10.200.0.11..14 in VRF oob.
    const Design &d = smallCluster();
    const auto rules = parseRules(QStringLiteral("rules:\n  - {name: bmc, plane: oob, prefix: "
                                                 "10.200.0.0/24, first: 11}\n"),
                                  QStringLiteral("r.yaml"));
    const Allocation a = allocate(d, rules);
    EXPECT_EQ(a.addressesKept, 4u);
    // The mgmt switch's mgmt port is not on the oob plane, so nothing else matches.
    EXPECT_EQ(a.addressesAdded, 0u);
}

TEST(Allocate, PerLinkSlash31)
{
    // 32 compute cables in small-cluster.yaml: exactly a /26 of /31s; A end .0, B end .1.
    const Allocation a =
        allocate(smallCluster(), parseRules(QLatin1String(kLinkRules), QStringLiteral("l.yaml")));
    ASSERT_EQ(a.addressesAdded, 64u);
    const QStringList addrs = addresses(a.changes);
    EXPECT_EQ(addrs[0], QStringLiteral("10.255.0.0/31 "));   // C0001 A end: node01 ib0
    EXPECT_EQ(addrs[1], QStringLiteral("10.255.0.1/31 "));   // C0001 B end: leaf-01 P1.1
    EXPECT_EQ(addrs[63], QStringLiteral("10.255.0.63/31 ")); // the last link's B end
    // One more link than fits: /27 holds 16 links.
    const Error e = errorOf([&] {
        allocate(
            smallCluster(),
            parseRules(
                QString::fromLatin1(kLinkRules).replace(QLatin1String("/26"), QLatin1String("/27")),
                QStringLiteral("l.yaml")));
    });
    EXPECT_TRUE(e.message().contains(QLatin1String("exhausted"))) << e.describe().toStdString();
    EXPECT_TRUE(e.message().contains(QLatin1String("16 /31 links, 32 cables")))
        << e.describe().toStdString();
    EXPECT_EQ(e.location().line, 2);
}

TEST(Allocate, ExhaustionNamesTheRuleAndCounts)
{
    // panels.yaml has 3 BMC ports; a /30 has 2 usable hosts (RFC 950).
    const Design d = designyaml::readFile(QStringLiteral(TEST_DATA_DIR "/export/panels.yaml"));
    const Error e = errorOf([&] {
        allocate(d, parseRules(QStringLiteral("# bmc\nrules:\n  - name: bmc\n    plane: oob\n"
                                              "    prefix: 10.200.0.0/30\n"),
                               QStringLiteral("small.yaml")));
    });
    EXPECT_EQ(e.location().file, QStringLiteral("small.yaml"));
    EXPECT_EQ(e.location().line, 3);
    EXPECT_TRUE(e.message().contains(QLatin1String("rule \"bmc\""))) << e.describe().toStdString();
    EXPECT_TRUE(e.message().contains(QLatin1String("2 addresses from offset 1")))
        << e.describe().toStdString();
    EXPECT_TRUE(e.message().contains(QLatin1String("3 interfaces need one")))
        << e.describe().toStdString();
    EXPECT_TRUE(e.message().contains(QLatin1String("node03 bmc"))) << e.describe().toStdString();
}

TEST(Allocate, OverlapsAreRefused)
{
    const Design &d = smallCluster();
    // Two rules in one VRF.
    const Error rules = errorOf([&] {
        allocate(
            d, parseRules(QStringLiteral("rules:\n"
                                         "  - {name: a, plane: compute, prefix: 10.0.0.0/16}\n"
                                         "  - {name: b, plane: compute, prefix: 10.0.128.0/24}\n"),
                          QStringLiteral("o.yaml")));
    });
    EXPECT_EQ(rules.location().line, 3);
    EXPECT_TRUE(rules.message().contains(QLatin1String("overlaps 10.0.0.0/16")))
        << rules.describe().toStdString();
    // A rule against the design's own 10.200.0.0/24 (VRF oob).
    const Error existing = errorOf([&] {
        allocate(d, parseRules(QStringLiteral(
                                   "rules:\n  - {name: big, plane: oob, prefix: 10.200.0.0/16}\n"),
                               QStringLiteral("o.yaml")));
    });
    EXPECT_TRUE(
        existing.message().contains(QLatin1String("the design's prefix 10.200.0.0/24 (bmc)")))
        << existing.describe().toStdString();
    // The same network in another VRF is fine.
    EXPECT_NO_THROW(allocate(
        d, parseRules(QStringLiteral("rules:\n  - {name: c, plane: compute, vrf: other, prefix: "
                                     "10.200.0.0/16, per: rail, subnet_length: 24}\n"),
                      QStringLiteral("o.yaml"))));
}

TEST(Rules, ErrorsNameFileLineAndField)
{
    const Error key = errorOf([] {
        parseRules(QStringLiteral("rules:\n  - name: a\n    plane: oob\n    prefix: 10.0.0.0/24\n"
                                  "    colour: red\n"),
                   QStringLiteral("r.yaml"));
    });
    EXPECT_EQ(key.describe(),
              QStringLiteral("r.yaml:5:5: rules[0].colour: Unknown key \"colour\"."));
    const Error cidr = errorOf([] {
        parseRules(QStringLiteral("rules:\n  - {name: a, plane: oob, prefix: 10.0.0.1/24}\n"),
                   QStringLiteral("r.yaml"));
    });
    EXPECT_EQ(cidr.location().line, 2);
    EXPECT_EQ(cidr.field(), QStringLiteral("rules[0].prefix"));
    const Error token = errorOf([] {
        parseRules(QStringLiteral("rules:\n  - {name: a, plane: oob, prefix: 10.0.0.0/24, dns: "
                                  "\"{host}.x\"}\n"),
                   QStringLiteral("r.yaml"));
    });
    EXPECT_TRUE(token.message().contains(QLatin1String("{host}")));
    EXPECT_THROW(parseRules(QStringLiteral("rules:\n  - {name: a, prefix: 10.0.0.0/24}\n"),
                            QStringLiteral("r.yaml")),
                 Error); // neither plane nor ports
    EXPECT_THROW(parseRules(QStringLiteral("rules: [\n"), QStringLiteral("r.yaml")), Error);
}

TEST(Allocate, IsOneUndoStepInADocument)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto doc = store::Document::create(dir.filePath(QStringLiteral("p.railyard")));
    doc->replaceAll(designyaml::readFile(QStringLiteral(TEST_DATA_DIR "/export/panels.yaml")),
                    QStringLiteral("import"), QStringLiteral("test"));
    const std::size_t before = doc->design().ipAddresses.size();
    Allocation a =
        allocate(doc->design(), readRules(QStringLiteral(TEST_DATA_DIR "/export/rules.yaml")));
    const std::size_t logBefore = doc->design().changeLog.size();
    const ChangeSet undo = doc->commit(std::move(a.changes), QStringLiteral("ipam"));
    EXPECT_EQ(doc->design().changeLog.size(), logBefore + 1); // one step, one log entry
    EXPECT_EQ(doc->design().ipAddresses.size(), before + 12);
    EXPECT_EQ(doc->design().prefixes.size(), 5u);
    EXPECT_EQ(undo.changes().size(), 17u); // 12 addresses + 5 prefixes removed
    // Document::commit checks a prefix removal against the design before the step, so it
    // refuses to remove a prefix and its addresses in one ChangeSet (reported to the store's
    // owner); undo the addresses, then the prefixes.
    ChangeSet undoAddresses, undoPrefixes;
    for (const Change &c : undo.changes())
        (std::holds_alternative<IpAddress>(c.object) ? undoAddresses : undoPrefixes).append(c);
    doc->commit(undoAddresses, QStringLiteral("undo"));
    doc->commit(undoPrefixes, QStringLiteral("undo"));
    EXPECT_EQ(doc->design().ipAddresses.size(), before);
    EXPECT_EQ(doc->design().prefixes.size(), 0u);
}
