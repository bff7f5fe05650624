// Numbers out of range in benchmark outputs (issue 12): a `#wrong` of 5e36 converted to
// INT64_MIN by a plain double->int64 cast (undefined behaviour), so a run with wrong values was
// stored "Unrated" instead of "Failed". The readers now saturate; these tests pin the verdicts.

#include "testutil.h"

#include "results/importer.h"
#include "results/textlines.h"

#include <gtest/gtest.h>

#include <limits>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

constexpr qint64 kMax = std::numeric_limits<qint64>::max();
constexpr qint64 kMin = std::numeric_limits<qint64>::min();

// nccl-tests 2.x, one row, alltoall on one RTX 5090 (shared sample 11, see its SOURCES.md):
// out-of-place `#wrong` is "0" in the sample; the tests put other figures there.
QByteArray textWithWrong(const char *wrong)
{
    QByteArray data =
        readAll(samplePath("nccl-tests", "11-nccltests287-alltoall-1gpu-complete.txt"));
    const QByteArray row = "   0.00      0     0.78";
    EXPECT_TRUE(data.contains(row));
    data.replace(row, QByteArray("   0.00   ") + wrong + "     0.78");
    return data;
}

QByteArray jsonWith(const QByteArray &from, const QByteArray &to)
{
    QByteArray data = readAll(fixturePath("nccl-tests-2.19-allreduce-2rank-synthetic.json"));
    const qsizetype at = data.indexOf(from);
    EXPECT_GE(at, 0) << from.toStdString();
    data.replace(at, from.size(), to);
    return data;
}

} // namespace

TEST(Conversions, SaturatingInt64)
{
    EXPECT_EQ(detail::saturatingInt64(5e36), kMax);
    EXPECT_EQ(detail::saturatingInt64(-5e36), kMin);
    EXPECT_EQ(detail::saturatingInt64(9223372036854775808.0), kMax); // 2^63
    EXPECT_EQ(detail::saturatingInt64(-9223372036854775808.0), kMin);
    EXPECT_EQ(detail::saturatingInt64(std::numeric_limits<double>::infinity()), kMax);
    EXPECT_EQ(detail::saturatingInt64(3.9), 3);
    EXPECT_EQ(detail::saturatingInt64(-3.9), -3);
    EXPECT_FALSE(detail::saturatingInt64(std::nan("")).has_value());
}

TEST(Conversions, TextWrongOf5e36FailsTheRun)
{
    const QByteArray data = textWithWrong("5e36");
    const BenchmarkRun run = parseNcclTestsText(data, QStringLiteral("wrong.txt"));
    ASSERT_EQ(run.rows.size(), 1u);
    ASSERT_TRUE(run.rows[0].outOfPlace.wrong.has_value());
    EXPECT_EQ(*run.rows[0].outOfPlace.wrong, kMax);
    const ImportedFile f = readResults(data, QStringLiteral("wrong.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].verdict, Verdict::Failed);
}

TEST(Conversions, TextWrongOfZeroStaysUnrated)
{
    // The same file unchanged: complete, no wrong values, no design to rate it against.
    const QByteArray data = textWithWrong("0");
    const ImportedFile f = readResults(data, QStringLiteral("ok.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].verdict, Verdict::Unrated);
}

TEST(Conversions, JsonNwrongOf5e36FailsTheRun)
{
    const QByteArray data = jsonWith("\"nwrong\":0.000000", "\"nwrong\":5e36");
    const BenchmarkRun run = parseNcclTestsJson(data, QStringLiteral("wrong.json"));
    ASSERT_FALSE(run.rows.empty());
    ASSERT_TRUE(run.rows[0].outOfPlace.wrong.has_value());
    EXPECT_EQ(*run.rows[0].outOfPlace.wrong, kMax);
    const ImportedFile f = readResults(data, QStringLiteral("wrong.json"), nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].verdict, Verdict::Failed);
}

TEST(Conversions, JsonHugeIntegersSaturate)
{
    // `size` and `count` are read as integers: 1e300 is far outside qint64.
    QByteArray data = jsonWith("\"size\":8,\"count\":2", "\"size\":1e300,\"count\":-1e300");
    const BenchmarkRun run = parseNcclTestsJson(data, QStringLiteral("huge.json"));
    ASSERT_FALSE(run.rows.empty());
    EXPECT_EQ(run.rows[0].sizeBytes, kMax);
    ASSERT_TRUE(run.rows[0].count.has_value());
    EXPECT_EQ(*run.rows[0].count, kMin);
}
