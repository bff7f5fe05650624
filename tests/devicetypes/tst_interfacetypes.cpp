// Interface type slug -> speed / cage / medium (core/devicetypes/interfacetypes.h).
// Slugs are NetBox's InterfaceTypeChoices (see tests/data/shared/devicetypes/schema/
// generated_schema.json, interface enum) plus newer ones (1.6tbase-x-osfp1600).

#include "devicetypes/interfacetypes.h"

#include <gtest/gtest.h>

using namespace ry;

namespace {

struct SlugCase
{
    const char *slug;
    double speed;
    const char *formFactor;
};

} // namespace

TEST(InterfaceTypes, EthernetGenericParse)
{
    const SlugCase rows[] = {
        {"400gbase-x-osfp", 400, "osfp"},
        {"1.6tbase-x-osfp1600", 1600, "osfp1600"},
        {"800gbase-x-osfp", 800, "osfp"},
        {"800gbase-x-qsfpdd", 800, "qsfpdd"},
        {"400gbase-x-qsfp112", 400, "qsfp112"},
        {"400gbase-x-qsfpdd", 400, "qsfpdd"},
        {"400gbase-x-osfp-rhs", 400, "osfp-rhs"},
        {"200gbase-x-qsfp56", 200, "qsfp56"},
        {"100gbase-x-qsfp28", 100, "qsfp28"},
        {"40gbase-x-qsfpp", 40, "qsfpp"},
        {"25gbase-x-sfp28", 25, "sfp28"},
        {"10gbase-x-sfpp", 10, "sfpp"},
        {"1000base-x-sfp", 1, "sfp"},
        {"1000base-t", 1, "rj45"},
        {"2.5gbase-t", 2.5, "rj45"},
        {"10gbase-t", 10, "rj45"},
        {"100base-tx", 0.1, "rj45"},
    };
    for (const SlugCase &r : rows) {
        SCOPED_TRACE(r.slug);
        const devicetypes::InterfaceTypeInfo info =
            devicetypes::interfaceTypeInfo(QString::fromLatin1(r.slug));
        EXPECT_TRUE(info.known);
        EXPECT_TRUE(info.physical);
        EXPECT_EQ(info.family, devicetypes::InterfaceFamily::Ethernet);
        EXPECT_DOUBLE_EQ(info.speedGbps, r.speed);
        EXPECT_EQ(info.formFactor, QString::fromLatin1(r.formFactor));
    }
}

TEST(InterfaceTypes, EthernetMedium)
{
    EXPECT_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("1000base-t")).medium, Medium::Copper);
    EXPECT_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("100base-tx")).medium, Medium::Copper);
    EXPECT_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("100base-fx")).medium, Medium::MMF);
    EXPECT_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("100base-lfx")).medium, Medium::SMF);
    EXPECT_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("10gbase-cx4")).medium, Medium::DAC);
    // A cage says nothing about the cable that goes into it.
    EXPECT_FALSE(
        devicetypes::interfaceTypeInfo(QStringLiteral("400gbase-x-osfp")).medium.has_value());
    // PMD types of newer NetBox releases.
    const devicetypes::InterfaceTypeInfo sr4 =
        devicetypes::interfaceTypeInfo(QStringLiteral("400gbase-sr4"));
    EXPECT_DOUBLE_EQ(sr4.speedGbps, 400);
    EXPECT_EQ(sr4.medium, Medium::MMF);
    EXPECT_TRUE(sr4.formFactor.isEmpty());
    EXPECT_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("800gbase-dr8")).medium, Medium::SMF);
    // Backplane: a speed, no cable.
    const devicetypes::InterfaceTypeInfo kr =
        devicetypes::interfaceTypeInfo(QStringLiteral("10gbase-kr"));
    EXPECT_DOUBLE_EQ(kr.speedGbps, 10);
    EXPECT_FALSE(kr.medium.has_value());
    // Mb/s without unit letter and with "m".
    EXPECT_DOUBLE_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("10base-t")).speedGbps, 0.01);
    EXPECT_DOUBLE_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("100mbase-tx")).speedGbps, 0.1);
}

// IBTA / NVIDIA 4x link rates.
TEST(InterfaceTypes, InfiniBandRates)
{
    const std::pair<const char *, double> rows[] = {
        {"infiniband-sdr", 10},   {"infiniband-ddr", 20},  {"infiniband-qdr", 40},
        {"infiniband-fdr10", 40}, {"infiniband-fdr", 56},  {"infiniband-edr", 100},
        {"infiniband-hdr", 200},  {"infiniband-ndr", 400}, {"infiniband-xdr", 800},
    };
    for (const auto &[slug, rate] : rows) {
        SCOPED_TRACE(slug);
        const devicetypes::InterfaceTypeInfo info =
            devicetypes::interfaceTypeInfo(QString::fromLatin1(slug));
        EXPECT_TRUE(info.known);
        EXPECT_TRUE(info.physical);
        EXPECT_EQ(info.family, devicetypes::InterfaceFamily::InfiniBand);
        EXPECT_DOUBLE_EQ(info.speedGbps, rate);
        EXPECT_TRUE(info.formFactor.isEmpty());
    }
}

TEST(InterfaceTypes, LogicalInterfacesAreNotPorts)
{
    for (const char *slug : {"virtual", "lag", "bridge"}) {
        SCOPED_TRACE(slug);
        const devicetypes::InterfaceTypeInfo info =
            devicetypes::interfaceTypeInfo(QString::fromLatin1(slug));
        EXPECT_TRUE(info.known);
        EXPECT_FALSE(info.physical);
        EXPECT_EQ(info.family, devicetypes::InterfaceFamily::Virtual);
        EXPECT_EQ(info.speedGbps, 0);
    }
}

TEST(InterfaceTypes, UnknownSlugs)
{
    for (const char *slug :
         {"", "other", "ieee802.11ax", "32gfc-sfp28", "sonet-oc192", "infiniband-zdr",
          "gbase-x-osfp", "0gbase-t", "400gbase-", "400gbase-x-osfp junk", "base-t", "-1gbase-t"}) {
        SCOPED_TRACE(slug);
        const devicetypes::InterfaceTypeInfo info =
            devicetypes::interfaceTypeInfo(QString::fromLatin1(slug));
        EXPECT_FALSE(info.known);
        EXPECT_FALSE(info.physical);
        EXPECT_EQ(info.family, devicetypes::InterfaceFamily::Unknown);
        EXPECT_EQ(info.speedGbps, 0);
    }
}

TEST(InterfaceTypes, CaseAndBlanksIgnored)
{
    EXPECT_DOUBLE_EQ(devicetypes::interfaceTypeInfo(QStringLiteral(" 400GBASE-X-OSFP ")).speedGbps,
                     400);
    EXPECT_DOUBLE_EQ(devicetypes::interfaceTypeInfo(QStringLiteral("InfiniBand-NDR")).speedGbps,
                     400);
}
