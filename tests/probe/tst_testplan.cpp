// Test plans derived from designs, duration estimates, and localisation by elimination.

#include "probetesthelpers.h"

#include "probe/testplan.h"

#include <gtest/gtest.h>

using namespace ry::probe;

namespace {
int count(const TestPlan &p, const QString &stage)
{
    return int(std::count_if(p.steps.begin(), p.steps.end(),
                             [&](const PlanStep &s) { return s.stage == stage; }));
}
} // namespace

TEST(ProbePlan, StagesOfASwitchedDesign)
{
    // 2 leaves x 2 nodes per rail, 2 rails: n0,n1 under leaf 0; n2,n3 under leaf 1.
    const TestPlan p = makeTestPlan(probetest::switchedDesign(2, 2, 2));
    EXPECT_EQ(p.nodes, (QStringList{"n0", "n1", "n2", "n3"}));
    EXPECT_EQ(count(p, "rail-allreduce"), 2); // SU 0 x 2 rails
    EXPECT_EQ(count(p, "all-nodes"), 1);
    EXPECT_EQ(count(p, "pairwise-leaf"), 4);  // one pair per leaf (2 nodes) x 2 leaves x 2 rails
    EXPECT_EQ(count(p, "pairwise-spine"), 4); // n0-n2, n1-n3 per rail
    EXPECT_EQ(count(p, "tcp-rail"), 8);       // ring of 4 per rail
    const PlanStep &leaf = *std::find_if(p.steps.begin(), p.steps.end(), [](const PlanStep &s) {
        return s.stage == "pairwise-leaf";
    });
    EXPECT_EQ(leaf.collective, "sendrecv");
    EXPECT_EQ(leaf.nodes, (QStringList{"n0", "n1"}));
    EXPECT_EQ(leaf.path, (QStringList{"c-n0-r0", "c-n1-r0"}));
    const PlanStep &tcp = *std::find_if(p.steps.begin(), p.steps.end(),
                                        [](const PlanStep &s) { return s.stage == "tcp-rail"; });
    EXPECT_EQ(tcp.source, "10.0.0.1");
    EXPECT_EQ(tcp.destination, "10.0.0.2");
    EXPECT_GT(p.estimatedSeconds(), 0);
    const QString text = p.describe();
    EXPECT_TRUE(text.contains("n0, n1, n2, n3"));
    EXPECT_TRUE(text.contains("Estimated duration"));
}

TEST(ProbePlan, DirectCablesGiveTcpLinkSteps)
{
    PlanOptions o;
    o.railAllReduce = o.allNodes = o.pairwiseLeaf = o.pairwiseSpine = false;
    const TestPlan p = makeTestPlan(probetest::triangleDesign(), o);
    ASSERT_EQ(p.steps.size(), 3u);
    EXPECT_EQ(p.steps[0].stage, "tcp-link");
    EXPECT_EQ(p.steps[0].nodes, (QStringList{"a", "b"}));
    EXPECT_EQ(p.steps[0].source, "10.77.1.1");
    EXPECT_EQ(p.steps[0].destination, "10.77.1.2");
    EXPECT_EQ(p.steps[0].path, QStringList{"cab-ab"});
    EXPECT_EQ(p.diagnostics.size(), 3u); // no rail ports on a, b, c
}

TEST(ProbePlan, EstimateFollowsBusBandwidthArithmetic)
{
    // One size, 1 GiB all-reduce over 2 ranks: factor 2(n-1)/n = 1, so 2^30 B at 50 GB/s is
    // 21.47 ms per op; (5 + 20) iterations x 2 halves = 50 ops = 1.074 s, + 20 us x 50, + 5 s.
    PlanOptions o;
    o.minBytes = o.maxBytes = qint64(1) << 30;
    const double s = estimateNcclSeconds("all_reduce", 2, o, 50);
    EXPECT_NEAR(s, 5 + 50 * (20e-6 + 1073741824.0 / 50e9), 1e-6);
}

TEST(ProbePlan, EmptyDesignGivesAnEmptyPlan)
{
    const TestPlan p = makeTestPlan(ry::Design{});
    EXPECT_TRUE(p.steps.empty());
    EXPECT_EQ(p.estimatedSeconds(), 0);
}

TEST(ProbeLocalise, OneSlowDirectLinkIsNamed)
{
    const std::vector<PathResult> r{{"ab", {"a", "b"}, {"cab-ab"}, 0.05, false},
                                    {"bc", {"b", "c"}, {"cab-bc"}, 9.5, false},
                                    {"ca", {"c", "a"}, {"cab-ca"}, 9.8, false}};
    const auto s = localise(r);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].kind, Suspect::Kind::Cable);
    EXPECT_EQ(s[0].name, "cab-ab");
}

TEST(ProbeLocalise, ABadNodeInARingIsNamed)
{
    // Ring n0-n1-n2-n3: pairs with n2 are slow; their cables c-n2 are on no good path.
    const std::vector<PathResult> r{{"01", {"n0", "n1"}, {"c0", "c1"}, 48, false},
                                    {"12", {"n1", "n2"}, {"c1", "c2"}, 12, false},
                                    {"23", {"n2", "n3"}, {"c2", "c3"}, 0, true},
                                    {"30", {"n3", "n0"}, {"c3", "c0"}, 47, false}};
    const auto s = localise(r);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].name, "c2");
    EXPECT_EQ(s[1].kind, Suspect::Kind::Node);
    EXPECT_EQ(s[1].name, "n2");
    EXPECT_EQ(s[1].slowSteps, (QStringList{"12", "23"}));
}

TEST(ProbeLocalise, AllGoodOrNothingMeasuredGivesNoSuspect)
{
    EXPECT_TRUE(localise({}).empty());
    EXPECT_TRUE(localise({{"x", {"a", "b"}, {"c"}, 10, false}}).empty());
}

TEST(ProbeLocalise, StepsThatWereNotMeasuredMakeNoSuspect)
{
    // Every step failed to start (railyard-probe not found): 41 failed steps used to make every
    // cable "on 2 slow path(s) and on no path that measured well". Not measured: no suspect.
    std::vector<PathResult> r;
    for (int i = 0; i < 41; ++i)
        r.push_back({QStringLiteral("s%1").arg(i),
                     {QStringLiteral("n%1").arg(i), QStringLiteral("n%1").arg(i + 1)},
                     {QStringLiteral("c%1").arg(i), QStringLiteral("c%1").arg(i + 1)},
                     0,
                     true,
                     true});
    EXPECT_TRUE(localise(r).empty());
    // A not-measured step neither accuses nor clears: in the ring of ABadNodeInARingIsNamed, the
    // pair 2-3 not measured (instead of failed) leaves n2 suspect from its slow pair 1-2 alone,
    // and does not hide c2.
    const std::vector<PathResult> ring{{"01", {"n0", "n1"}, {"c0", "c1"}, 48, false},
                                       {"12", {"n1", "n2"}, {"c1", "c2"}, 12, false},
                                       {"23", {"n2", "n3"}, {"c2", "c3"}, 0, true, true},
                                       {"30", {"n3", "n0"}, {"c3", "c0"}, 47, false}};
    const auto s = localise(ring);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].name, "c2");
    EXPECT_EQ(s[0].slowSteps, (QStringList{"12"}));
    EXPECT_EQ(s[1].name, "n2");
    EXPECT_EQ(s[1].slowSteps, (QStringList{"12"}));
}

TEST(ProbePlan, UnpinnedRailStepsAreSaidToGiveNoPerRailVerdict)
{
    // switchedDesign names its rail ports "r0", "r1": no RDMA device name, so NCCL_IB_HCA cannot
    // confine the rail steps (core/results/overlay.h "Scope of a verdict").
    const TestPlan p = makeTestPlan(probetest::switchedDesign(2, 2, 2));
    ASSERT_EQ(p.diagnostics.size(), 1u);
    EXPECT_TRUE(p.diagnostics[0].message.startsWith(
        QStringLiteral("10 NCCL rail step(s) cannot be confined to their rail")))
        << p.diagnostics[0].message.toStdString();
    // SUs in step names count from 1.
    EXPECT_EQ(p.steps.front().name, QStringLiteral("rail 0, SU1: all_reduce over 4 nodes"));
}
