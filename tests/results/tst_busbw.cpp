// Bus-bandwidth factors (docs/references/probe-formats.md §a.6), checked by
// recomputing the printed busbw of real samples from their algbw and rank count, and the
// large-message plateau rule of busbw.h.

#include "testutil.h"

#include "results/busbw.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

/// Half a unit in the last printed place (nccl-tests prints bandwidth with 2 decimals below 1000).
double rounding(double v)
{
    return std::fabs(v) < 1000 ? 0.005 : (std::fabs(v) < 10000 ? 0.05 : 0.5);
}

/// Checks busbw = algbw x factor for every half of every row, within the printed rounding of
/// both numbers. Returns how many values were compared.
int expectBusBwMatches(const BenchmarkRun &run, Collective collective, int n)
{
    const double f = *busBwFactor(collective, n);
    int compared = 0;
    for (const BenchmarkRow &row : run.rows) {
        for (const BenchmarkMeasurement *m : {&row.outOfPlace, &row.inPlace}) {
            if (!m->algbwGBps || !m->busbwGBps)
                continue;
            const double expected = *m->algbwGBps * f;
            EXPECT_NEAR(expected, *m->busbwGBps,
                        f * rounding(*m->algbwGBps) + rounding(*m->busbwGBps) + 1e-9)
                << run.sourceFile.toStdString() << " line " << row.line;
            ++compared;
        }
    }
    return compared;
}

} // namespace

TEST(BusBw, Factors)
{
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllReduce, 8), 1.75); // 2(n-1)/n
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllReduce, 2), 1.0);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllReduce, 1), 0.0);      // n = 1: busbw 0
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::ReduceScatter, 4), 0.75); // (n-1)/n
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllGather, 8), 0.875);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllToAll, 16), 0.9375);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::Broadcast, 64), 1.0);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::Reduce, 64), 1.0);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::SendRecv, 2), 1.0);
    EXPECT_FALSE(busBwFactor(Collective::Unknown, 8).has_value());
    EXPECT_FALSE(busBwFactor(Collective::AllReduce, 0).has_value());
}

TEST(BusBw, CollectiveNames)
{
    EXPECT_EQ(collectiveFromName(QStringLiteral("all_reduce")), Collective::AllReduce);
    EXPECT_EQ(collectiveFromName(QStringLiteral("./build/all_reduce_perf_mpi")),
              Collective::AllReduce);
    EXPECT_EQ(collectiveFromName(QStringLiteral("allreduce")), Collective::AllReduce);
    EXPECT_EQ(collectiveFromName(QStringLiteral("ReduceScatter")), Collective::ReduceScatter);
    EXPECT_EQ(collectiveFromName(QStringLiteral("reduce")), Collective::Reduce);
    EXPECT_EQ(collectiveFromName(QStringLiteral("alltoallv_perf")), Collective::AllToAllV);
    EXPECT_EQ(collectiveFromName(QStringLiteral("ib_write_bw")), Collective::Unknown);
    EXPECT_EQ(toString(Collective::AllToAll), QStringLiteral("alltoall"));
    EXPECT_EQ(collectiveFromName(toString(Collective::Hypercube)), Collective::Hypercube);
}

TEST(BusBw, RecomputeSample01AllReduce8Ranks)
{
    // 8 ranks from the device list (lines 4-11), all_reduce: busbw = 1.75 x algbw.
    // e.g. line 50: 134.44 x 1.75 = 235.27 vs printed 235.26.
    const BenchmarkRun r = ncclSample("01-superbench-allreduce-8xA100-old-error-col.txt");
    ASSERT_EQ(r.rankCount(), 8);
    EXPECT_EQ(expectBusBwMatches(r, Collective::AllReduce, *r.rankCount()), 68);
}

TEST(BusBw, RecomputeSample02Alltoall8Ranks)
{
    // line 49: 256.36 x 7/8 = 224.315 vs printed 224.31
    const BenchmarkRun r = ncclSample("02-superbench-alltoall-8xA100-old.txt");
    EXPECT_EQ(expectBusBwMatches(r, Collective::AllToAll, *r.rankCount()), 68);
}

TEST(BusBw, RecomputeSample03TwoP4deNodes)
{
    // 2 x p4de.24xlarge = 16 ranks (SOURCES.md); line 31: 41.78 x 1.875 = 78.34 vs 78.33
    const BenchmarkRun r = ncclSample("03-aws-p4de-2node-srun-label-prefix.txt");
    EXPECT_EQ(expectBusBwMatches(r, Collective::AllReduce, 16), 58);
    EXPECT_EQ(inferRankCount(Collective::AllReduce, r.rows), 16);
}

TEST(BusBw, RecomputeSample11OneRank)
{
    // n = 1: busbw 0.00 although algbw is 1715.44 (line 11)
    const BenchmarkRun r = ncclSample("11-nccltests287-alltoall-1gpu-complete.txt");
    EXPECT_EQ(expectBusBwMatches(r, Collective::AllToAll, *r.rankCount()), 2);
}

TEST(BusBw, RecomputeReduceScatterFixture)
{
    const BenchmarkRun r =
        parseNcclTestsFile(fixturePath("nccl-tests-2.19-reduce-scatter-timestamps-synthetic.txt"));
    EXPECT_EQ(expectBusBwMatches(r, collectiveFromName(r.collective), *r.rankCount()), 6);
}

TEST(BusBw, InferRankCount)
{
    EXPECT_EQ(inferRankCount(Collective::AllReduce,
                             ncclSample("01-superbench-allreduce-8xA100-old-error-col.txt").rows),
              8);
    EXPECT_EQ(inferRankCount(Collective::AllToAll,
                             ncclSample("02-superbench-alltoall-8xA100-old.txt").rows),
              8);
    // Two nodes of 8 GPUs: line 33, 22.92 / 12.22 = 1.8756 = 2(n-1)/n with n = 16.
    EXPECT_EQ(inferRankCount(Collective::AllReduce,
                             ncclSample("19-deepops-roce-k8s-2node-old-error-values.txt").rows),
              16);
    // The coreweave README calls its job "64 GPUs", but busbw/algbw on every row (line 15:
    // 356.01 / 179.88 = 1.9792) only fits 2(n-1)/n with n = 96; n = 64 would give 354.14.
    const BenchmarkRun r05 = ncclSample("05-coreweave-h100-64gpu-mpijob-sharp.txt");
    EXPECT_EQ(inferRankCount(Collective::AllReduce, r05.rows), 96);
    EXPECT_EQ(expectBusBwMatches(r05, Collective::AllReduce, 96), 10);
    // factor 1: n cannot be seen
    EXPECT_FALSE(inferRankCount(Collective::Broadcast, r05.rows).has_value());
    EXPECT_FALSE(inferRankCount(Collective::AllReduce, {}).has_value());
}

TEST(BusBw, PlateauSample19)
{
    // Largest size 2147483648 (line 33); rows >= 536870912 (lines 31-33):
    // out-of-place 22.90 22.77 22.92, in-place 22.88 22.90 22.85 -> median 22.89
    const BenchmarkRun r = ncclSample("19-deepops-roce-k8s-2node-old-error-values.txt");
    const auto p = largeMessagePlateau(r);
    ASSERT_TRUE(p.has_value());
    EXPECT_NEAR(p->busbwGBps, 22.89, 1e-9);
    EXPECT_NEAR(p->maxBusbwGBps, 22.92, 1e-9);
    EXPECT_EQ(p->fromBytes, 536870912);
    EXPECT_EQ(p->toBytes, 2147483648LL);
    EXPECT_EQ(p->rowCount, 3);
    EXPECT_EQ(p->sampleCount, 6);
    PlateauOptions oop;
    oop.includeInPlace = false;
    EXPECT_NEAR(largeMessagePlateau(r, oop)->busbwGBps, 22.90, 1e-9);
    // far above the printed "Avg bus bandwidth : 7.76739", which the small sizes drag down
    EXPECT_GT(p->busbwGBps, 2 * *r.avgBusBwGBps);
}

TEST(BusBw, PlateauSample05AndFailedSample12)
{
    // sample 05, lines 17-19: 380.73 383.23 386.56 / 379.40 376.62 385.56 -> median 381.98
    const auto p05 = largeMessagePlateau(ncclSample("05-coreweave-h100-64gpu-mpijob-sharp.txt"));
    ASSERT_TRUE(p05.has_value());
    EXPECT_NEAR(p05->busbwGBps, 381.98, 1e-9);
    // sample 01, lines 48-50: 231.76 234.37 235.26 / 231.93 234.50 235.03 -> 234.435
    const auto p01 =
        largeMessagePlateau(ncclSample("01-superbench-allreduce-8xA100-old-error-col.txt"));
    EXPECT_NEAR(p01->busbwGBps, 234.435, 1e-9);
    // sample 12 failed after its table: the rows read before still give a plateau
    // (lines 4-6: 338.16 364.57 367.29 / 337.11 365.65 367.44 -> 365.11)
    const auto p12 =
        largeMessagePlateau(ncclSample("12-nccltests322-test-nccl-failure-after-table.txt"));
    EXPECT_NEAR(p12->busbwGBps, 365.11, 1e-9);
    // a single-size run: its one row
    const auto p11 = largeMessagePlateau(ncclSample("11-nccltests287-alltoall-1gpu-complete.txt"));
    EXPECT_EQ(p11->rowCount, 1);
    // no busbw at all
    EXPECT_FALSE(largeMessagePlateau(std::vector<BenchmarkRow>{}).has_value());
    // only a cut row without busbw (sample 14, line 14: "64 16 float sum -1")
    const BenchmarkRun r14 = ncclSample("14-pytorch84803-rank-pid-wrong-col-cut.txt");
    EXPECT_FALSE(largeMessagePlateau(std::vector<BenchmarkRow>{r14.rows.back()}).has_value());
}
