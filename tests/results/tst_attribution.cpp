// Attribution of runs to nodes, GPUs, rails and links (core/results/attribution.h).

#include "results/attribution.h"

#include "testdesign.h"
#include "testutil.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

TEST(Attribution, ExactMatchCoversRailsAndCables)
{
    const Design d = makeRailDesign(4);
    const BenchmarkRun run =
        parseNcclTests(makeAllReduceOutput(nodeNames(1, 2), 300), QStringLiteral("x.txt"));
    const Attribution a = attribute(run, d);
    ASSERT_EQ(a.nodes.size(), 2u);
    EXPECT_TRUE(a.multiNode);
    EXPECT_TRUE(a.unknownHosts.isEmpty());
    EXPECT_EQ(a.nodes[0].deviceName, QStringLiteral("node001"));
    EXPECT_EQ(a.nodes[0].match, HostMatch::Exact);
    EXPECT_EQ(a.nodes[0].gpus, (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(a.nodes[0].ranks, (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(a.nodes[1].ranks.front(), 8);
    EXPECT_EQ(a.rails, (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    // 2 nodes x 8 rail ports, one cable each (makeRailDesign cables every rail port).
    EXPECT_EQ(a.cableIds.size(), 16u);
    EXPECT_EQ(a.nodes[1].cableIds.size(), 8u);
}

TEST(Attribution, OneNodeRunCoversNoRails)
{
    const Design d = makeRailDesign(2);
    const BenchmarkRun run =
        parseNcclTests(makeAllReduceOutput({QStringLiteral("node002")}, 700), QStringLiteral("x"));
    const Attribution a = attribute(run, d);
    ASSERT_EQ(a.nodes.size(), 1u);
    EXPECT_FALSE(a.multiNode);
    EXPECT_TRUE(a.rails.isEmpty());
    EXPECT_TRUE(a.cableIds.empty());
}

TEST(Attribution, CaseShortNameAndPatterns)
{
    const Design d = makeRailDesign(3);
    HostMatcher m(d, {{QStringLiteral("gpu-(\\d)"), QStringLiteral("node00\\1")}});
    HostMatch how{};
    EXPECT_EQ(m.match(QStringLiteral("node001"), &how)->name, QStringLiteral("node001"));
    EXPECT_EQ(how, HostMatch::Exact);
    EXPECT_EQ(m.match(QStringLiteral("NODE002"), &how)->name, QStringLiteral("node002"));
    EXPECT_EQ(how, HostMatch::CaseInsensitive);
    EXPECT_EQ(m.match(QStringLiteral("node003.cluster.local"), &how)->name,
              QStringLiteral("node003"));
    EXPECT_EQ(how, HostMatch::ShortName);
    EXPECT_EQ(m.match(QStringLiteral("gpu-2"), &how)->name, QStringLiteral("node002"));
    EXPECT_EQ(how, HostMatch::Pattern);
    EXPECT_EQ(m.match(QStringLiteral("gpu-22")), nullptr); // the pattern must match whole
    EXPECT_EQ(m.match(QString()), nullptr);

    HostMatcher bad(d, {{QStringLiteral("(unclosed"), QStringLiteral("x")}});
    EXPECT_EQ(bad.patternErrors().size(), 1);

    EXPECT_EQ(hostPatternFromString(QStringLiteral("worker-(\\d+)=>w\\1")),
              (HostPattern{QStringLiteral("worker-(\\d+)"), QStringLiteral("w\\1")}));
    EXPECT_FALSE(hostPatternFromString(QStringLiteral("no arrow")));
    EXPECT_FALSE(hostPatternFromString(QStringLiteral("(bad=>x")));
}

// shared sample 10 (nebius/soperator PR #428): 16 ranks, ranks 0-7 on worker-1, 8-11 on
// worker-0, cut inside rank 12's line. With devices w0 and w1 and the pattern worker-N => wN,
// worker-1 comes first (rank order, not host order) and worker-0 has GPUs 0-3.
TEST(Attribution, Sample10WithPattern)
{
    Design d = makeRailDesign(2);
    for (Device &dev : d.devices) {
        if (dev.name == QLatin1String("node001"))
            dev.name = QStringLiteral("w0");
        else if (dev.name == QLatin1String("node002"))
            dev.name = QStringLiteral("w1");
    }
    const BenchmarkRun run = ncclSample("10-soperator428-srun-pmix-16rank-cut.txt");
    const Attribution none = attribute(run, d);
    EXPECT_TRUE(none.nodes.empty());
    EXPECT_EQ(none.unknownHosts,
              (QStringList{QStringLiteral("worker-1"), QStringLiteral("worker-0")}));

    const Attribution a =
        attribute(run, d, {{QStringLiteral("worker-(\\d+)"), QStringLiteral("w\\1")}});
    EXPECT_TRUE(a.unknownHosts.isEmpty());
    ASSERT_EQ(a.nodes.size(), 2u);
    EXPECT_EQ(a.nodes[0].deviceName, QStringLiteral("w1"));
    EXPECT_EQ(a.nodes[0].host, QStringLiteral("worker-1"));
    EXPECT_EQ(a.nodes[1].deviceName, QStringLiteral("w0"));
    EXPECT_EQ(a.nodes[1].ranks, (QList<int>{8, 9, 10, 11}));
    EXPECT_EQ(a.nodes[1].gpus, (QList<int>{0, 1, 2, 3}));
    EXPECT_EQ(a.nodes[1].rails, (QList<int>{0, 1, 2, 3}));
    EXPECT_EQ(a.rails, (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
}

TEST(Attribution, UnknownHostsAreReported)
{
    const Design d = makeRailDesign(2);
    const BenchmarkRun run = parseNcclTests(
        makeAllReduceOutput({QStringLiteral("node001"), QStringLiteral("stranger")}, 300),
        QStringLiteral("x"));
    const Attribution a = attribute(run, d);
    EXPECT_EQ(a.nodes.size(), 1u);
    EXPECT_EQ(a.unknownHosts, QStringList{QStringLiteral("stranger")});
    EXPECT_TRUE(a.multiNode); // the run left node001, so its rails were used
    EXPECT_EQ(a.nodes[0].rails.size(), 8);
}

TEST(Attribution, NoDeviceList)
{
    const Design d = makeRailDesign(2);
    // shared sample 03: the author cut the banner and device list.
    const Attribution a = attribute(ncclSample("03-aws-p4de-2node-srun-label-prefix.txt"), d);
    EXPECT_FALSE(a.hasDeviceList);
    EXPECT_TRUE(a.nodes.empty());
    EXPECT_TRUE(a.unknownHosts.isEmpty());
}
