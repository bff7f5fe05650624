// The one natural order (core/util/naturalsort.h). The order Railyard uses everywhere:
// digit runs compare by value, equal values by fewer leading zeros first, so
// "a1" < "a01" < "a2" < "a10".

#include "util/naturalsort.h"

#include <QStringList>

#include <gtest/gtest.h>

#include <algorithm>

using namespace ry;

namespace {

QStringList sorted(QStringList l)
{
    std::sort(l.begin(), l.end(),
              [](const QString &a, const QString &b) { return naturalLess(a, b); });
    return l;
}

} // namespace

TEST(NaturalSort, IssueExampleOrder)
{
    const QStringList expected{QStringLiteral("a1"), QStringLiteral("a01"), QStringLiteral("a2"),
                               QStringLiteral("a10")};
    EXPECT_EQ(sorted({QStringLiteral("a10"), QStringLiteral("a2"), QStringLiteral("a01"),
                      QStringLiteral("a1")}),
              expected);
    EXPECT_TRUE(naturalLess(QStringLiteral("a1"), QStringLiteral("a01")));
    EXPECT_FALSE(naturalLess(QStringLiteral("a01"), QStringLiteral("a1")));
    EXPECT_TRUE(naturalLess(QStringLiteral("a01"), QStringLiteral("a2")));
    EXPECT_TRUE(naturalLess(QStringLiteral("a2"), QStringLiteral("a10")));
    // More zeros come later still: 1 < 01 < 001.
    EXPECT_EQ(sorted({QStringLiteral("x001"), QStringLiteral("x1"), QStringLiteral("x01")}),
              (QStringList{QStringLiteral("x1"), QStringLiteral("x01"), QStringLiteral("x001")}));
}

TEST(NaturalSort, EmptyStrings)
{
    EXPECT_FALSE(naturalLess(QString(), QString()));
    EXPECT_EQ(naturalCompare(QString(), QString()), 0);
    EXPECT_TRUE(naturalLess(QString(), QStringLiteral("a")));
    EXPECT_TRUE(naturalLess(QString(), QStringLiteral("0")));
    EXPECT_FALSE(naturalLess(QStringLiteral("0"), QString()));
}

TEST(NaturalSort, PureDigitStrings)
{
    EXPECT_EQ(sorted({QStringLiteral("10"), QStringLiteral("9"), QStringLiteral("0"),
                      QStringLiteral("00"), QStringLiteral("100"), QStringLiteral("010")}),
              (QStringList{QStringLiteral("0"), QStringLiteral("00"), QStringLiteral("9"),
                           QStringLiteral("10"), QStringLiteral("010"), QStringLiteral("100")}));
    EXPECT_GT(naturalCompare(QStringLiteral("10"), QStringLiteral("9")), 0);
    EXPECT_EQ(naturalCompare(QStringLiteral("42"), QStringLiteral("42")), 0);
}

TEST(NaturalSort, DigitRunsBeyondSixtyFourBits)
{
    // 2^64 = 18446744073709551616; one more and one less, and a run of 40 digits.
    const QString max64 = QStringLiteral("n18446744073709551615");
    const QString pow64 = QStringLiteral("n18446744073709551616");
    const QString big = QStringLiteral("n1000000000000000000000000000000000000000");
    EXPECT_TRUE(naturalLess(max64, pow64));
    EXPECT_TRUE(naturalLess(pow64, big));
    EXPECT_FALSE(naturalLess(big, pow64));
    EXPECT_TRUE(naturalLess(QStringLiteral("n9"), max64));
    // Same value, padded: the padded one comes after.
    EXPECT_TRUE(naturalLess(pow64, QStringLiteral("n000018446744073709551616")));
    EXPECT_TRUE(naturalLess(QStringLiteral("n000018446744073709551616"), big));
}

TEST(NaturalSort, NamesOfACluster)
{
    EXPECT_TRUE(naturalLess(QStringLiteral("n2"), QStringLiteral("n10")));
    EXPECT_FALSE(naturalLess(QStringLiteral("n10"), QStringLiteral("n2")));
    EXPECT_TRUE(naturalLess(QStringLiteral("P1.2"), QStringLiteral("P10.1")));
    EXPECT_TRUE(naturalLess(QStringLiteral("P7.0"), QStringLiteral("P10.0")));
    EXPECT_TRUE(naturalLess(QStringLiteral("a"), QStringLiteral("a1")));
    EXPECT_FALSE(naturalLess(QStringLiteral("x"), QStringLiteral("x")));
    EXPECT_EQ(sorted({QStringLiteral("gpu010"), QStringLiteral("gpu9"), QStringLiteral("gpu1a"),
                      QStringLiteral("gpu1")}),
              (QStringList{QStringLiteral("gpu1"), QStringLiteral("gpu1a"), QStringLiteral("gpu9"),
                           QStringLiteral("gpu010")}));
    // Non-digits compare by code unit: upper case before lower case, '-' before digits.
    EXPECT_TRUE(naturalLess(QStringLiteral("B1"), QStringLiteral("a1")));
    EXPECT_TRUE(naturalLess(QStringLiteral("n-1"), QStringLiteral("n1")));
}

TEST(NaturalSort, TotalOrder)
{
    // Distinct strings never compare equal, and the order is antisymmetric.
    const QStringList all{QString(),
                          QStringLiteral("a"),
                          QStringLiteral("a0"),
                          QStringLiteral("a00"),
                          QStringLiteral("a1"),
                          QStringLiteral("a01"),
                          QStringLiteral("a1b"),
                          QStringLiteral("a01b"),
                          QStringLiteral("a2"),
                          QStringLiteral("a10"),
                          QStringLiteral("b"),
                          QStringLiteral("1"),
                          QStringLiteral("01")};
    for (const QString &x : all)
        for (const QString &y : all) {
            const int c = naturalCompare(x, y);
            EXPECT_EQ(c == 0, x == y) << qPrintable(x) << " " << qPrintable(y);
            EXPECT_EQ(c, -naturalCompare(y, x)) << qPrintable(x) << " " << qPrintable(y);
            for (const QString &z : all) {
                if (c < 0 && naturalCompare(y, z) < 0) {
                    EXPECT_LT(naturalCompare(x, z), 0);
                }
            }
        }
}
