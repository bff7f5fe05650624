// Rule templates, GUID/MAC normalisation and InfiniBand lane rates.

#include "verify/matchrules.h"
#include "verify/observation.h"

#include <gtest/gtest.h>

using namespace ry;

TEST(MatchRules, SwitchPortTemplate)
{
    // QM9700: two logical ports per OSFP cage, named P<cage>.<half> from 0 (NetBox device type
    // tests/data/shared/devicetypes/Nvidia/QM9700.yaml lists P0.0, P0.1, P1.0, ...).
    const QString tpl = QStringLiteral("P{(N-1)/2}.{(N-1)%2}");
    EXPECT_EQ(verify::expandRuleTemplate(tpl, {}, 1, 0), QStringLiteral("P0.0"));
    EXPECT_EQ(verify::expandRuleTemplate(tpl, {}, 2, 0), QStringLiteral("P0.1"));
    EXPECT_EQ(verify::expandRuleTemplate(tpl, {}, 15, 0), QStringLiteral("P7.0"));
    EXPECT_EQ(verify::expandRuleTemplate(tpl, {}, 16, 0), QStringLiteral("P7.1"));
    EXPECT_EQ(verify::expandRuleTemplate(QStringLiteral("p{N}s{S}"), {}, 3, 2),
              QStringLiteral("p3s2"));
}

TEST(MatchRules, CapturesAndArithmetic)
{
    const QStringList caps{QStringLiteral("gpu-017 mlx5_3"), QStringLiteral("gpu-017"),
                           QStringLiteral("3")};
    EXPECT_EQ(verify::expandRuleTemplate(QStringLiteral(R"(\1)"), caps, 0, 0),
              QStringLiteral("gpu-017"));
    EXPECT_EQ(verify::expandRuleTemplate(QStringLiteral(R"(ib\2)"), caps, 1, 0),
              QStringLiteral("ib3"));
    EXPECT_EQ(verify::expandRuleTemplate(QStringLiteral(R"(eth{\2 * 2 + N - 1})"), caps, 2, 0),
              QStringLiteral("eth7"));
    EXPECT_EQ(verify::expandRuleTemplate(QStringLiteral("{-(2-5)}"), caps, 0, 0),
              QStringLiteral("3"));
    EXPECT_EQ(verify::expandRuleTemplate(QStringLiteral(R"(\9x)"), caps, 0, 0),
              QStringLiteral("x"));
}

TEST(MatchRules, BadTemplatesGiveNothing)
{
    const QStringList caps{QStringLiteral("a b"), QStringLiteral("abc")};
    EXPECT_FALSE(verify::expandRuleTemplate(QStringLiteral("P{(N-1}"), caps, 1, 0));
    EXPECT_FALSE(verify::expandRuleTemplate(QStringLiteral("P{N/0}"), caps, 1, 0));
    EXPECT_FALSE(verify::expandRuleTemplate(QStringLiteral("P{N%(N-1)}"), caps, 1, 0));
    EXPECT_FALSE(verify::expandRuleTemplate(QStringLiteral("P{N"), caps, 1, 0));
    EXPECT_FALSE(
        verify::expandRuleTemplate(QStringLiteral(R"({\1+1})"), caps, 1, 0)); // "abc" is no number
    EXPECT_FALSE(verify::expandRuleTemplate(QStringLiteral("{X}"), caps, 1, 0));
    EXPECT_FALSE(verify::expandRuleTemplate(QStringLiteral("{}"), caps, 1, 0));
}

TEST(MatchRules, DefaultsAreValidAndDocumented)
{
    const verify::CableMatchRules r = verify::CableMatchRules::defaults();
    // MF0 switches, "<host> <RDMA device>", "<host>.<domain> <RDMA device>", FQDN system names
    // (the list in matchrules.h).
    ASSERT_EQ(r.nodeNames.size(), 4u);
    EXPECT_TRUE(r.ports.empty());
}

TEST(Observation, NormaliseGuidMacAndRates)
{
    EXPECT_EQ(verify::normalizeGuid(QStringLiteral("0x2c9030002847e")),
              QStringLiteral("0002c9030002847e"));
    EXPECT_EQ(verify::normalizeGuid(QStringLiteral("0002:c903:0002:847E")),
              QStringLiteral("0002c9030002847e"));
    EXPECT_EQ(verify::normalizeGuid(QStringLiteral("xyz")), QString());
    EXPECT_EQ(verify::normalizeGuid(QStringLiteral("0x1234567890abcdef0")), QString()); // 17 digits
    EXPECT_EQ(verify::normalizeMac(QStringLiteral("7c:fe:90:63:f4:66")),
              QStringLiteral("7C:FE:90:63:F4:66"));
    EXPECT_EQ(verify::normalizeMac(QStringLiteral("7cfe.9063.f466")),
              QStringLiteral("7C:FE:90:63:F4:66"));
    EXPECT_EQ(verify::normalizeMac(QStringLiteral("7C-FE-90-63-F4-66")),
              QStringLiteral("7C:FE:90:63:F4:66"));
    EXPECT_EQ(verify::normalizeMac(QStringLiteral("switch13")), QString());
    // docs/design-notes.md "Reference numbers": NDR port 400 Gb/s
    EXPECT_EQ(4 * verify::ibLaneRateGbps(QStringLiteral("NDR")), 400);
    EXPECT_EQ(4 * verify::ibLaneRateGbps(QStringLiteral("HDR")), 200);
    EXPECT_EQ(verify::ibLaneRateGbps(QStringLiteral("FDR10")), 10);
    EXPECT_EQ(verify::ibLaneRateGbps(QStringLiteral("bogus")), 0);
}
