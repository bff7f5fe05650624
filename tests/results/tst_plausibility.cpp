// Plausibility of ratings and busbw/algbw consistency (core/results/plausibility.h), each case of
// docs/results.md §7 with the exact verdict text a user reads.

#include "results/importer.h"
#include "results/overlay.h"
#include "results/plausibility.h"
#include "results/resultstore.h"
#include "store/store.h"
#include "usecases/generate.h"
#include "usecases/progress.h"

#include "testdesign.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <ostream>

QT_BEGIN_NAMESPACE
// Readable failures: a QString prints as its text.
inline void PrintTo(const QString &s, std::ostream *os)
{
    *os << '"' << s.toStdString() << '"';
}
QT_END_NAMESPACE

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

/// The seed system's design, generated from resources/examples/kakao-b200-255.yaml (255 HGX
/// B200 nodes, 8 x NDR 400 Gb/s rails, NVLink 900 GB/s per GPU).
const Design &kakao()
{
    static const Design d = [] {
        Progress progress;
        return usecases::generateDesign(usecases::specFileRequest(QStringLiteral(
                                            RESOURCES_DIR "/examples/kakao-b200-255.yaml")),
                                        progress)
            .design;
    }();
    return d;
}

/// The GPU nodes of `d` in design order.
QStringList gpuNodes(const Design &d)
{
    QStringList out;
    for (const Device &dev : d.devices)
        if (dev.role == QLatin1String("gpu-node"))
            out << dev.name;
    return out;
}

StoredRun importOne(const QByteArray &text, const Design &d, const ImportOptions &o = {})
{
    const ImportedFile f = readResults(text, QStringLiteral("synthetic.txt"), &d, o);
    EXPECT_FALSE(f.rejected()) << f.rejection.toStdString();
    EXPECT_EQ(f.runs.size(), 1u);
    return f.runs.empty() ? StoredRun{} : f.runs.front();
}

/// `text` with the busbw of the row of `size` bytes (both halves) printed as `busbw`.
QByteArray withRowBusbw(const QByteArray &text, qint64 size, const QString &oldBusbw,
                        const QString &busbw)
{
    QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    for (QString &l : lines)
        if (l.trimmed().startsWith(QString::number(size) + QLatin1Char(' ')))
            l.replace(QLatin1Char(' ') + oldBusbw + QLatin1Char(' '),
                      QLatin1Char(' ') + busbw + QLatin1Char(' '));
    return lines.join(QLatin1Char('\n')).toUtf8();
}

const QString kSharpInfo = QStringLiteral(
    "gpu001:1:1 [0] NCCL INFO 32 coll channels, 32 collnet channels, 0 nvls channels, 32 p2p "
    "channels");

} // namespace

// docs/design-notes.md "Reference numbers" and docs/references/fabric.md §2.3: the seed system's
// 380 GB/s is 380 / 400 = 95.0% of 8 x 400 Gb/s / 8: a plain Pass, rated as a ring because the
// log names no algorithm.
TEST(Plausibility, SeedFigure380Is95PercentPass)
{
    const Design &d = kakao();
    const QStringList nodes = gpuNodes(d);
    ASSERT_EQ(nodes.size(), 255);
    const StoredRun r = importOne(makeAllReduceOutput(nodes, 380.0), d);
    EXPECT_EQ(r.ranks, 2040);
    EXPECT_TRUE(r.ranksProven); // complete device list of 2040 ranks
    EXPECT_DOUBLE_EQ(*r.ceilingGBps, 400.0);
    EXPECT_DOUBLE_EQ(*r.lineRateGBps, 400.0);
    EXPECT_NEAR(*r.percent, 95.0, 1e-9);
    EXPECT_EQ(r.verdict, Verdict::Pass);
    EXPECT_EQ(r.plausibility, QStringLiteral("within"));
    EXPECT_EQ(ratingText(r), QStringLiteral("Pass"));
    EXPECT_EQ(ratedAgainstText(r),
              QStringLiteral("400.00 GB/s, ring ceiling (255 nodes: the rails of the slowest "
                             "node; assumed ring: the log names no algorithm)"));
    EXPECT_EQ(r.inconsistentRows, 0);
}

// docs/references/fabric.md §2.4: with SHARP the printed busbw can reach 400 x 2(n-1)/n =
// 400 x 2 x 2039/2040 = 799.61 GB/s; the seed system's 581 GB/s with SHARP is 72.7% of it,
// never above 100% of its own ceiling, and 581 / 400 = 145.3% of the line rate is explained.
TEST(Plausibility, Kakao581WithSharpMarkersStaysWithinItsOwnCeiling)
{
    const Design &d = kakao();
    const StoredRun r = importOne(makeAllReduceOutput(gpuNodes(d), 581.0, {kSharpInfo}), d);
    EXPECT_TRUE(r.inNetworkReduction);
    EXPECT_EQ(r.algorithm, QStringLiteral("collnet"));
    EXPECT_NEAR(*r.ceilingGBps, 799.608, 0.001);
    EXPECT_NEAR(*r.percent, 72.66, 0.01);
    EXPECT_LE(*r.percent, 100.0);
    EXPECT_EQ(r.verdict, Verdict::BelowExpected);
    EXPECT_EQ(r.plausibility, QStringLiteral("explained"));
    EXPECT_EQ(ratingText(r),
              QStringLiteral("Below expected, above line rate, explained by SHARP (145.3% of the "
                             "400.00 GB/s line rate; the SHARP ceiling is 799.61 GB/s)"));
    // The INFO line is line 2046: 5 banner lines and 2040 rank lines before it.
    EXPECT_EQ(ratedAgainstText(r),
              QStringLiteral("799.61 GB/s, SHARP ceiling (CollNet (SHARP) per 32 collnet "
                             "channels (line 2046))"));
}

// The same figure with nothing in the log that says SHARP: 145.3% of the ring ceiling is not a
// Pass; only SHARP (799.61 GB/s) could reach it (a tree does not, on 255 nodes: docs/results.md
// §4).
TEST(Plausibility, Kakao581WithoutMarkersIsImplausible)
{
    const Design &d = kakao();
    const StoredRun r = importOne(makeAllReduceOutput(gpuNodes(d), 581.0), d);
    EXPECT_FALSE(r.inNetworkReduction);
    EXPECT_DOUBLE_EQ(*r.ceilingGBps, 400.0);
    EXPECT_NEAR(*r.percent, 145.25, 1e-9);
    EXPECT_EQ(r.verdict, Verdict::Implausible);
    EXPECT_EQ(ratingText(r),
              QStringLiteral("Implausible: check the log: 145.3% of the 400.00 GB/s ring ceiling, "
                             "and the log shows no SHARP, NVLS or tree (assumed ring); only SHARP "
                             "(up to 799.61 GB/s) would explain it"));
    // --sharp says the run used it: then it is rated against the SHARP ceiling.
    ImportOptions sharp;
    sharp.inNetworkReduction = true;
    const StoredRun s = importOne(makeAllReduceOutput(gpuNodes(d), 581.0), d, sharp);
    EXPECT_EQ(s.verdict, Verdict::BelowExpected);
    EXPECT_EQ(ratedAgainstText(s),
              QStringLiteral("799.61 GB/s, SHARP ceiling (in-network reduction set by the user "
                             "(--sharp))"));
}

// docs/results.md §4 "Tree on two nodes": 2 nodes x 8 GPUs on 8 x 100 Gb/s: line rate I =
// 8 x 100 / 8 = 100 GB/s, tree ceiling 100 x 2 x 15/16 = 187.5 GB/s [D]; 124.8 GB/s = 124.8% of
// the line rate and 124.8 / 187.5 = 66.56% of the tree's own ceiling.
TEST(Plausibility, TreeOnTwoNodesAboveLineRateIsExplained)
{
    const Design d = makeRailDesign(3, 32, 100);
    const QString treeInfo =
        QStringLiteral("node001:1:1 [0] NCCL INFO NCCL_ALGO set by environment to Tree");
    StoredRun r = importOne(makeAllReduceOutput(nodeNames(1, 2), 124.8, {treeInfo}), d);
    EXPECT_EQ(r.algorithm, QStringLiteral("tree"));
    EXPECT_DOUBLE_EQ(*r.lineRateGBps, 100.0);
    EXPECT_DOUBLE_EQ(*r.ceilingGBps, 187.5);
    EXPECT_NEAR(*r.percent, 66.56, 0.001);
    EXPECT_EQ(r.verdict, Verdict::BelowExpected);
    EXPECT_EQ(ratingText(r), QStringLiteral("Below expected, above line rate, explained by tree on "
                                            "2 nodes (124.8% of the 100.00 GB/s line rate; the "
                                            "tree on 2 nodes ceiling is 187.50 GB/s)"));
    // Line 22: 5 banner lines and 16 rank lines before it.
    EXPECT_EQ(ratedAgainstText(r),
              QStringLiteral("187.50 GB/s, tree on 2 nodes ceiling (tree per NCCL_ALGO set by "
                             "environment to Tree (line 22))"));

    // Without the NCCL_ALGO line: assumed ring, and the figure is not a Pass.
    r = importOne(makeAllReduceOutput(nodeNames(1, 2), 124.8), d);
    EXPECT_EQ(r.verdict, Verdict::Implausible);
    EXPECT_EQ(ratingText(r),
              QStringLiteral("Implausible: check the log: 124.8% of the 100.00 GB/s ring ceiling, "
                             "and the log shows no SHARP, NVLS or tree (assumed ring); only SHARP "
                             "(up to 187.50 GB/s) or tree on 2 nodes (up to 187.50 GB/s) would "
                             "explain it"));

    // On 3 nodes a tree does not lift busbw above the ring (docs/results.md §4): implausible.
    r = importOne(makeAllReduceOutput(nodeNames(1, 3), 124.8, {treeInfo}), d);
    EXPECT_DOUBLE_EQ(*r.ceilingGBps, 100.0);
    EXPECT_EQ(r.verdict, Verdict::Implausible);
}

// NCCL_TESTS_SPLIT groups of 8 ranks, each on one node (device list `Group` 0 on node001, 1 on
// node002): every communicator runs over NVLink inside its node, so 600 GB/s is above the
// 400 GB/s network line rate of 2 nodes of 8 x NDR but explained by intra-node NVLink, rated
// against one B200 node's 900 GB/s (docs/references/fabric.md §3.2): 600 / 900 = 66.7%.
TEST(Plausibility, SplitGroupsInsideNodesAreExplainedByIntraNodeNvlink)
{
    const Design d = makeRailDesign(2);
    // One node's output (8 ranks, rows for n = 8: algbw 600 / 1.75 = 342.86), plus the same
    // eight ranks again on node002 as group 1.
    QString text = QString::fromUtf8(makeAllReduceOutput(nodeNames(1, 1), 600.0));
    QStringList more;
    const QRegularExpression rankLine(
        QStringLiteral("^#  Rank +(\\d+) Group +0 (.*) node001 (.*)$"));
    for (const QString &l : text.split(QLatin1Char('\n')))
        if (const auto m = rankLine.match(l); m.hasMatch())
            more << QString::asprintf("#  Rank %2d Group %2d ", m.captured(1).toInt() + 8, 1) +
                        m.captured(2) + QStringLiteral(" node002 ") + m.captured(3);
    ASSERT_EQ(more.size(), 8);
    const QString lastRank = QStringLiteral("NVIDIA B200\n#\n");
    const qsizetype at = text.indexOf(lastRank);
    ASSERT_GT(at, 0);
    text.insert(at + lastRank.size() - 2, QLatin1Char('\n') + more.join(QLatin1Char('\n')));
    const StoredRun r = importOne(text.toUtf8(), d);
    EXPECT_EQ(r.nodes, 2);
    EXPECT_EQ(r.ranks, 8); // the group size (busbw is per group)
    EXPECT_TRUE(r.ranksProven);
    EXPECT_EQ(r.inconsistentRows, 0);
    EXPECT_DOUBLE_EQ(*r.lineRateGBps, 400.0);
    EXPECT_DOUBLE_EQ(*r.ceilingGBps, 900.0);
    EXPECT_EQ(r.verdict, Verdict::BelowExpected);
    EXPECT_EQ(ratingText(r), QStringLiteral("Below expected, above line rate, explained by "
                                            "intra-node NVLink (150.0% of the 400.00 GB/s line "
                                            "rate; the intra-node NVLink ceiling is 900.00 GB/s)"));
    EXPECT_EQ(ratedAgainstText(r),
              QStringLiteral("900.00 GB/s, intra-node NVLink ceiling (NCCL_TESTS_SPLIT groups of "
                             "8 ranks, each inside one node; assumed ring: the log names no "
                             "algorithm)"));
}

// An impossible figure: 6445.6 GB/s on 2 nodes of 8 x NDR is 6445.6 / 400 = 1611.4% of the
// ring ceiling and above the highest ceiling of any algorithm, 400 x 2 x 15/16 = 750 GB/s
// (SHARP or a tree on 2 nodes, docs/references/fabric.md §2.4, docs/results.md §4).
TEST(Plausibility, ImpossibleFigureIsImplausible)
{
    const Design d = makeRailDesign(2);
    const StoredRun r = importOne(makeAllReduceOutput(nodeNames(1, 2), 6445.6), d);
    EXPECT_EQ(r.inconsistentRows, 0); // the figures agree with each other; they are too high
    EXPECT_NEAR(*r.percent, 1611.4, 1e-9);
    EXPECT_EQ(r.verdict, Verdict::Implausible);
    EXPECT_EQ(ratingText(r),
              QStringLiteral("Implausible: check the log: 1611.4% of the 400.00 GB/s ring "
                             "ceiling, and the log shows no SHARP, NVLS or tree (assumed ring); "
                             "above every ceiling this hardware allows (at most 750.00 GB/s, "
                             "SHARP)"));
}

// The per-rail and per-node overlay never takes its figure from an implausible run: with only
// that run the nodes and rails are "unverifiable", not "good at 1611%".
TEST(Plausibility, ImplausibleRunsDoNotColourTheOverlay)
{
    const Design d = makeRailDesign(2);
    StoredRun bad = importOne(makeAllReduceOutput(nodeNames(1, 2), 6445.6), d);
    bad.id = 1;
    overlay::Overlay o = buildOverlay(d, {bad});
    const Id n1 = d.deviceByName(QStringLiteral("node001"))->id;
    EXPECT_FALSE(o.nodes.value(n1).percent);
    EXPECT_EQ(o.nodes.value(n1).state, overlay::OverlayState::Unverifiable);
    EXPECT_NE(o.rail(0).state, overlay::OverlayState::Good);
    // With a plausible run beside it, that one sets the figure.
    StoredRun good = importOne(makeAllReduceOutput(nodeNames(1, 2), 380.0), d);
    good.id = 2;
    o = buildOverlay(d, {bad, good});
    EXPECT_NEAR(*o.nodes.value(n1).percent, 95.0, 1e-9);
    EXPECT_EQ(o.rail(0).state, overlay::OverlayState::Good);
}

// nccl-tests' factors (docs/references/fabric.md §2.2, FAB-7): all_reduce 2(n-1)/n, all_gather
// and reduce_scatter (n-1)/n, broadcast 1.
TEST(Consistency, FactorsWithAProvenRankCount)
{
    // n = 16: 100 x 2 x 15/16 = 187.5; 100 x 15/16 = 93.75.
    EXPECT_TRUE(*busbwConsistent(Collective::AllReduce, 16, 100.00, 187.50));
    EXPECT_TRUE(*busbwConsistent(Collective::AllGather, 16, 100.00, 93.75));
    EXPECT_TRUE(*busbwConsistent(Collective::ReduceScatter, 16, 100.00, 93.75));
    EXPECT_TRUE(*busbwConsistent(Collective::Broadcast, 16, 100.00, 100.00));
    EXPECT_TRUE(*busbwConsistent(Collective::AllToAll, 16, 100.00, 93.75));
    // n = 32 figures (100 x 2 x 31/32 = 193.75) on a proven 16 ranks: inconsistent ...
    EXPECT_FALSE(*busbwConsistent(Collective::AllReduce, 16, 100.00, 193.75));
    // ... but without proof the ratio fits n = 32, and is not checked against an n read from it.
    EXPECT_TRUE(*busbwConsistent(Collective::AllReduce, std::nullopt, 100.00, 193.75));
    // Ratios no rank count gives: all_reduce 0.5x (between n = 1's 0 and n = 2's 1) or 2.1x.
    EXPECT_FALSE(*busbwConsistent(Collective::AllReduce, std::nullopt, 100.00, 50.00));
    EXPECT_FALSE(*busbwConsistent(Collective::AllReduce, std::nullopt, 100.00, 210.00));
    EXPECT_FALSE(*busbwConsistent(Collective::Broadcast, std::nullopt, 100.00, 120.00));
    // Printed rounding: 202.67 x 1.875 = 380.006, printed 380.00 or 380.01.
    EXPECT_TRUE(*busbwConsistent(Collective::AllReduce, 16, 202.67, 380.00));
    EXPECT_FALSE(busbwConsistent(Collective::Unknown, 16, 1, 1));
}

// A row whose busbw disagrees with its algbw on a proven 16 ranks (2 nodes x 8, complete device
// list): flagged with the figures, left out of the plateau; the other rows still give 380 GB/s
// = 95.0% of 400 (docs/references/fabric.md §2.3).
TEST(Consistency, InconsistentRowIsFlaggedAndLeftOut)
{
    const Design d = makeRailDesign(2);
    // makeAllReduceOutput prints algbw 380 / 1.875 = 202.67 for busbw 380.00; the 8 GiB row now
    // says 798.80 (199.7% of 400).
    const QByteArray text =
        withRowBusbw(makeAllReduceOutput(nodeNames(1, 2), 380.0), qint64(1) << 33,
                     QStringLiteral("380.00"), QStringLiteral("798.80"));
    const StoredRun r = importOne(text, d);
    EXPECT_TRUE(r.ranksProven);
    EXPECT_EQ(r.inconsistentRows, 1);
    std::vector<BenchmarkRow> rows;
    for (const StoredRow &sr : r.rows)
        rows.push_back(sr.row);
    const auto bad = inconsistentRows(Collective::AllReduce, 16, rows);
    ASSERT_EQ(bad.size(), 1u);
    EXPECT_EQ(bad[0].sizeBytes, qint64(1) << 33);
    EXPECT_EQ(bad[0].description,
              QStringLiteral("out-of-place busbw 798.80 is not algbw 202.67 x 1.875 = 380.01 for "
                             "n = 16; in-place busbw 798.80 is not algbw 202.67 x 1.875 = 380.01 "
                             "for n = 16"));
    EXPECT_DOUBLE_EQ(*r.plateauGBps, 380.0);
    EXPECT_NEAR(*r.percent, 95.0, 1e-9);
    EXPECT_EQ(r.verdict, Verdict::Pass);
}

// The rank count a log proves: a complete device list, or NCCL's `nranks` INFO lines; never
// the busbw/algbw ratio.
TEST(Consistency, ProvenRankCount)
{
    BenchmarkRun run;
    EXPECT_FALSE(provenRankCount(run));
    run.foreignLines = {
        {3, QStringLiteral("host1:10:10 [0] NCCL INFO comm 0x55 rank 0 nranks 16 cudaDev 0 "
                           "busId 1b000 - Init COMPLETE")},
        {4, QStringLiteral("host2:11:11 [0] NCCL INFO comm 0x56 rank 8 nranks 16 cudaDev 0 "
                           "busId 1b000 - Init COMPLETE")}};
    EXPECT_EQ(provenRankCount(run), 16);
    run.foreignLines.push_back(
        {5, QStringLiteral("host1:10:10 [0] NCCL INFO comm 0x57 rank 0 nranks 8 - Init COMPLETE")});
    EXPECT_FALSE(provenRankCount(run)); // two communicator sizes: nothing proven
}

// tests/data/shared/probe-samples/nccl-tests/SOURCES.md: sample 01 is a complete all_reduce run
// on one node of 8 A100 (device list of ranks 0-7); every row's busbw is its algbw x 2 x 7/8
// (the figures are asserted below). Sample 05 is named a 64-GPU run, but its device list was
// replaced by `...`, so n is not proven; its ratios fit n = 96 (179.88 x 2 x 95/96 = 356.01 as
// printed; n = 64 would give 354.14), and only "some n fits" is checked: consistent.
TEST(Consistency, RealPublicLogsStayConsistent)
{
    const BenchmarkRun s01 = ncclSample("01-superbench-allreduce-8xA100-old-error-col.txt");
    EXPECT_EQ(provenRankCount(s01), 8);
    EXPECT_TRUE(inconsistentRows(Collective::AllReduce, 8, s01.rows).empty());
    std::size_t checked = 0;
    for (const BenchmarkRow &r : s01.rows)
        checked += r.outOfPlace.algbwGBps && r.outOfPlace.busbwGBps;
    EXPECT_GE(checked, 20u);
    const ImportedFile f = readResultsFile(
        samplePath("nccl-tests", "01-superbench-allreduce-8xA100-old-error-col.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_TRUE(f.runs[0].ranksProven);
    EXPECT_EQ(f.runs[0].inconsistentRows, 0);

    const BenchmarkRun s05 = ncclSample("05-coreweave-h100-64gpu-mpijob-sharp.txt");
    EXPECT_FALSE(provenRankCount(s05));
    EXPECT_TRUE(inconsistentRows(Collective::AllReduce, std::nullopt, s05.rows).empty());
    EXPECT_FALSE(*busbwConsistent(Collective::AllReduce, 64, 179.88, 356.01));
    EXPECT_TRUE(*busbwConsistent(Collective::AllReduce, 96, 179.88, 356.01));

    // Every shared sample: no row is flagged (real output is consistent by construction). The
    // samples whose output names no test (03, 04, 05, 12, 19) print `sum` all_reduce tables
    // (tests/data/shared/probe-samples/nccl-tests/SOURCES.md).
    const QStringList files = sampleFiles("nccl-tests");
    ASSERT_EQ(files.size(), 19);
    for (const QString &path : files) {
        const BenchmarkRun run = parseNcclTestsFile(path);
        const Collective c = collectiveFromName(
            run.collective.isEmpty() ? QStringLiteral("all_reduce") : run.collective);
        EXPECT_TRUE(inconsistentRows(c, provenRankCount(run), run.rows).empty())
            << path.toStdString();
    }
}

// NCCL_ALGO as set or as NCCL reports it; a list names the algorithm with the highest ceiling,
// an exclusion names none (docs/results.md §5).
TEST(Plausibility, DetectsTheAlgorithm)
{
    BenchmarkRun run;
    EXPECT_EQ(detectAlgorithm(run).algorithm, Algorithm::Unknown);
    run.commandLine = QStringLiteral("NCCL_ALGO=Ring mpirun -np 16 ./all_reduce_perf -b 8 -e 8G");
    DetectedAlgorithm a = detectAlgorithm(run);
    EXPECT_EQ(a.algorithm, Algorithm::Ring);
    EXPECT_EQ(a.evidence, QStringLiteral("NCCL_ALGO=Ring (command line)"));
    run.commandLine = QStringLiteral("mpirun -x NCCL_ALGO=Tree,Ring ./all_reduce_perf");
    EXPECT_EQ(detectAlgorithm(run).algorithm, Algorithm::Tree);
    run.commandLine = QStringLiteral("mpirun -x NCCL_ALGO=^NVLS ./all_reduce_perf");
    EXPECT_EQ(detectAlgorithm(run).algorithm, Algorithm::Unknown);
    run.environment = {QStringLiteral("NCCL_COLLNET_ENABLE=1")};
    a = detectAlgorithm(run);
    EXPECT_EQ(a.algorithm, Algorithm::CollNet);
    EXPECT_EQ(a.evidence, QStringLiteral("NCCL_COLLNET_ENABLE=1 (environment)"));
    run.environment = {QStringLiteral("NCCL_ALGO=NVLSTree")};
    EXPECT_EQ(detectAlgorithm(run).algorithm, Algorithm::NvlsTree);
}

// The rating survives the document: stored with the run, read back by list() and load().
TEST(Plausibility, RatingIsStored)
{
    QTemporaryDir dir;
    const Design d = makeRailDesign(2);
    auto store = store::SqliteStore::create(dir.filePath(QStringLiteral("r.railyard")));
    store->replaceAll(d, ChangeLogEntry{});
    ResultStore rs(*store);
    const StoredRun run = importOne(makeAllReduceOutput(nodeNames(1, 2), 6445.6), d);
    const Id id = rs.add(run).id;
    const auto loaded = rs.load(id);
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->verdict, Verdict::Implausible);
    EXPECT_EQ(ratingText(*loaded), ratingText(run));
    EXPECT_EQ(ratedAgainstText(*loaded), ratedAgainstText(run));
    EXPECT_TRUE(loaded->ranksProven);
    EXPECT_EQ(rs.list().front().plausibility, QStringLiteral("implausible"));
}
