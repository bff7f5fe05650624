// From files to stored runs: every shared sample imports or is rejected with a specific message
// (core/results/importer.h), and the results tables of the document (resultstore.h).

#include "results/importer.h"
#include "results/plausibility.h"
#include "results/resultstore.h"
#include "store/store.h"

#include "testdesign.h"
#include "testutil.h"

#include <QDir>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

QStringList samplesOf(const char *kind)
{
    QDir dir(QStringLiteral(SHARED_DATA_DIR "/probe-samples/") + QLatin1String(kind));
    QStringList out;
    for (const QString &f : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        out << dir.filePath(f);
    return out;
}

} // namespace

TEST(Import, EveryNcclTestsSampleImports)
{
    const QStringList files = samplesOf("nccl-tests");
    ASSERT_EQ(files.size(), 19);
    for (const QString &path : files) {
        SCOPED_TRACE(path.toStdString());
        const ImportedFile f = readResultsFile(path, nullptr);
        ASSERT_FALSE(f.rejected()) << f.rejection.toStdString();
        EXPECT_EQ(f.format, QStringLiteral("nccl-tests-text"));
        ASSERT_EQ(f.runs.size(), 1u);
        const StoredRun &r = f.runs.front();
        EXPECT_EQ(r.sha256.size(), 64);
        EXPECT_EQ(r.kind, QStringLiteral("nccl-tests"));
        // Without a design nothing has a ceiling: complete runs are unrated.
        EXPECT_FALSE(r.percent);
        if (r.status == RunStatus::Complete)
            EXPECT_EQ(r.verdict, Verdict::Unrated);
        else if (r.status == RunStatus::Failed)
            EXPECT_EQ(r.verdict, Verdict::Failed);
        else
            EXPECT_EQ(r.verdict, Verdict::Incomplete);
    }
}

// Figures read by hand from the sample files.
TEST(Import, SampleFigures)
{
    // 05 (coreweave MPIJob, SHARP): rows 512 MiB..8 GiB; the largest three sizes (2, 4, 8 GiB)
    // form the plateau; their busbw 380.73 379.40 383.23 376.62 386.56 385.56, median 381.98.
    ImportedFile f = readResultsFile(
        samplePath("nccl-tests", "05-coreweave-h100-64gpu-mpijob-sharp.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].rows.size(), 5u);
    EXPECT_EQ(f.runs[0].avgBusBwGBps, 373.187);
    ASSERT_TRUE(f.runs[0].plateauGBps);
    EXPECT_NEAR(*f.runs[0].plateauGBps, (380.73 + 383.23) / 2, 1e-9);
    EXPECT_EQ(f.runs[0].plateauFromBytes, 2147483648);
    EXPECT_EQ(f.runs[0].plateauToBytes, 8589934592);
    EXPECT_EQ(f.runs[0].status, RunStatus::Complete);

    // 12: rows then `Test NCCL failure` lines: a failed run that keeps its rows.
    f = readResultsFile(
        samplePath("nccl-tests", "12-nccltests322-test-nccl-failure-after-table.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].status, RunStatus::Failed);
    EXPECT_EQ(f.runs[0].verdict, Verdict::Failed);
    EXPECT_FALSE(f.runs[0].rows.empty());
    EXPECT_FALSE(f.runs[0].failures.isEmpty());
    EXPECT_TRUE(f.runs[0].failures.front().contains(QStringLiteral("Test NCCL failure")));

    // 10: cut inside rank 12's line: 12 rank lines kept, 2 hosts seen, incomplete. The hosts of
    // a partial list are not the run's node count (0 = unknown), and n is unknown too.
    f = readResultsFile(samplePath("nccl-tests", "10-soperator428-srun-pmix-16rank-cut.txt"),
                        nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].rankLines.size(), 12u);
    EXPECT_EQ(f.runs[0].hosts().size(), 2);
    EXPECT_EQ(f.runs[0].nodes, 0);
    EXPECT_FALSE(f.runs[0].ranks.has_value()); // no rows to infer n from
    EXPECT_EQ(f.runs[0].verdict, Verdict::Incomplete);
    EXPECT_FALSE(f.runs[0].missing.isEmpty());
}

TEST(Import, PerftestSamples)
{
    const QStringList files = samplesOf("ib_write_bw");
    ASSERT_EQ(files.size(), 5);
    for (const QString &path : files) {
        SCOPED_TRACE(path.toStdString());
        const ImportedFile f = readResultsFile(path, nullptr);
        ASSERT_FALSE(f.rejected()) << f.rejection.toStdString();
        EXPECT_EQ(f.format, QStringLiteral("perftest"));
        ASSERT_FALSE(f.runs.empty());
        for (std::size_t i = 0; i < f.runs.size(); ++i)
            EXPECT_EQ(f.runs[i].part, int(i));
    }
    // 01: server and client reports; one 8388608-byte row, BW peak 24056.74 and BW average
    // 24056.72 MB/sec (MiB-based): 24056.72 x 1048576 / 1e9 = 25.2253 GB/s.
    const ImportedFile f = readResultsFile(
        samplePath("ib_write_bw", "01-superbench-loopback-8M-server-client.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 2u);
    bool found = false;
    for (const StoredRun &r : f.runs)
        for (const StoredRow &row : r.rows)
            if (row.row.sizeBytes == 8388608) {
                found = true;
                EXPECT_NEAR(*row.row.outOfPlace.busbwGBps, 24056.72 * 1048576 / 1e9, 1e-9);
                EXPECT_NEAR(*row.peakGBps, 24056.74 * 1048576 / 1e9, 1e-9);
            }
    EXPECT_TRUE(found);
}

TEST(Import, OtherFilesAreRejectedWithSpecificMessages)
{
    for (const QString &path : samplesOf("ibnetdiscover")) {
        const ImportedFile f = readResultsFile(path, nullptr);
        EXPECT_TRUE(f.rejected()) << path.toStdString();
        EXPECT_TRUE(f.rejection.contains(QStringLiteral("ibnetdiscover")))
            << f.rejection.toStdString();
    }
    for (const QString &path : samplesOf("lldpctl-json")) {
        const ImportedFile f = readResultsFile(path, nullptr);
        EXPECT_TRUE(f.rejected()) << path.toStdString();
        EXPECT_TRUE(f.rejection.contains(QStringLiteral("lldpctl"))) << f.rejection.toStdString();
    }
    EXPECT_TRUE(readResults({}, QStringLiteral("empty"), nullptr)
                    .rejection.contains(QStringLiteral("empty")));
    EXPECT_TRUE(readResults(QByteArray("\x00\x01\x02", 3), QStringLiteral("bin"), nullptr)
                    .rejection.contains(QStringLiteral("binary")));
    EXPECT_TRUE(readResults("{\"a\": 1}", QStringLiteral("j"), nullptr)
                    .rejection.contains(QStringLiteral("JSON")));
    EXPECT_TRUE(readResults("hello world\n", QStringLiteral("t"), nullptr).rejected());
    EXPECT_THROW(readResultsFile(QStringLiteral("/nonexistent/file.txt"), nullptr), Error);
}

// Kubernetes MPIJob launcher logs indent every line of Open MPI's --tag-output
// ("        [1,0]<stdout>:#  Rank  0 ..."). Such a file was once rejected as "not an nccl-tests
// report" because it starts with '[' and the prefix pattern allowed no indentation.
TEST(Import, IndentedOpenMpiTagOutputReadsLikeTheUnindentedLog)
{
    const QString path =
        QStringLiteral(SHARED_DATA_DIR "/probe-samples/nccl-tests/"
                                       "04-aws-batch-mpirun-tag-output-prefix.txt");
    const QByteArray plain = readAll(path);
    QByteArray indented;
    for (const QByteArray &line : plain.split('\n'))
        indented += line.isEmpty() ? line + '\n' : QByteArray("        ") + line + '\n';
    const ImportedFile a = readResults(plain, QStringLiteral("plain.txt"), nullptr);
    const ImportedFile b = readResults(indented, QStringLiteral("indented.txt"), nullptr);
    ASSERT_FALSE(a.rejected()) << a.rejection.toStdString();
    ASSERT_FALSE(b.rejected()) << b.rejection.toStdString();
    ASSERT_EQ(b.runs.size(), 1u);
    ASSERT_EQ(a.runs.size(), 1u);
    // Sample 04 lines 4-35: 32 sizes, 8 B to 16 GiB; line 35's out-of-place busbw is 483.05 GB/s.
    ASSERT_EQ(b.runs.front().rows.size(), 32u);
    EXPECT_EQ(b.runs.front().rows.back().row.sizeBytes, 17179869184LL);
    EXPECT_EQ(b.runs.front().rows.size(), a.runs.front().rows.size());
}

TEST(Import, OnlyRealJsonIsCalledJson)
{
    // Text that starts with '[' (a launcher prefix) is not JSON.
    const ImportedFile t = readResults("[0] hello\n[1] world\n", QStringLiteral("t.txt"), nullptr);
    ASSERT_TRUE(t.rejected());
    EXPECT_FALSE(t.rejection.contains(QStringLiteral("JSON"))) << t.rejection.toStdString();
    // A JSON document without nccl-tests results is named as JSON.
    EXPECT_TRUE(readResults("[1, 2]", QStringLiteral("a.json"), nullptr)
                    .rejection.contains(QStringLiteral("This JSON file")));
    // A cut-off JSON file says where it stops parsing.
    const ImportedFile cut = readResults("{\"results\": [", QStringLiteral("c.json"), nullptr);
    ASSERT_TRUE(cut.rejected());
    EXPECT_TRUE(cut.rejection.contains(QStringLiteral("not valid JSON")))
        << cut.rejection.toStdString();
}

TEST(Import, UnknownHostsAndVerdicts)
{
    const Design d = makeRailDesign(4);
    // 2 nodes at 300 GB/s: 75% of 400 -> below the default pass threshold of 90%.
    ImportedFile f =
        readResults(makeAllReduceOutput(nodeNames(1, 2), 300), QStringLiteral("a"), &d);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_NEAR(*f.runs[0].percent, 75.0, 1e-9);
    EXPECT_EQ(f.runs[0].verdict, Verdict::BelowExpected);
    ImportOptions lenient;
    lenient.thresholds.good = 70;
    f = readResults(makeAllReduceOutput(nodeNames(1, 2), 300), QStringLiteral("a"), &d, lenient);
    EXPECT_EQ(f.runs[0].verdict, Verdict::Pass);
    // A host outside the design: reported, and no ceiling (the node set is not known).
    f = readResults(makeAllReduceOutput({QStringLiteral("node001"), QStringLiteral("zz9")}, 390),
                    QStringLiteral("b"), &d);
    EXPECT_EQ(f.runs[0].unknownHosts(), QStringList{QStringLiteral("zz9")});
    EXPECT_FALSE(f.runs[0].percent);
    EXPECT_EQ(f.runs[0].verdict, Verdict::Unrated);
    EXPECT_TRUE(f.runs[0].ceilingFormula.contains(QStringLiteral("not in the design")));
    // SHARP forced on: ceiling 400 x 2 x 15/16 = 750.
    ImportOptions sharp;
    sharp.inNetworkReduction = true;
    f = readResults(makeAllReduceOutput(nodeNames(1, 2), 600), QStringLiteral("c"), &d, sharp);
    EXPECT_DOUBLE_EQ(*f.runs[0].ceilingGBps, 750);
    EXPECT_NEAR(*f.runs[0].percent, 80, 1e-9);
    // Detected from the NCCL INFO lines.
    f = readResults(makeAllReduceOutput(nodeNames(1, 2), 600,
                                        {QStringLiteral("node001:1:1 [0] NCCL INFO 32 coll "
                                                        "channels, 32 collnet channels, 0 nvls "
                                                        "channels, 32 p2p channels")}),
                    QStringLiteral("d"), &d);
    EXPECT_TRUE(f.runs[0].inNetworkReduction);
    EXPECT_DOUBLE_EQ(*f.runs[0].ceilingGBps, 750);
}

TEST(ResultStore, RoundTripDuplicatesAndRemove)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.railyard"));
    const Design d = makeRailDesign(4);
    {
        auto store = store::SqliteStore::create(path);
        store->replaceAll(d, ChangeLogEntry{});
        ResultStore rs(*store);
        ImportedFile f =
            readResults(makeAllReduceOutput(nodeNames(1, 2), 380), QStringLiteral("a.txt"), &d);
        ASSERT_EQ(f.runs.size(), 1u);
        StoredRun run = f.runs[0];
        run.label = QStringLiteral("첫 측정"); // Korean label survives
        const auto first = rs.add(run);
        EXPECT_FALSE(first.duplicate);
        const auto again = rs.add(run);
        EXPECT_TRUE(again.duplicate);
        EXPECT_EQ(again.id, first.id);
        EXPECT_EQ(rs.list().size(), 1u);

        const auto loaded = rs.load(first.id);
        ASSERT_TRUE(loaded);
        EXPECT_EQ(loaded->label, QStringLiteral("첫 측정"));
        EXPECT_EQ(loaded->rows.size(), run.rows.size());
        EXPECT_EQ(loaded->rankLines.size(), 16u);
        EXPECT_EQ(loaded->rankLines[9].host, QStringLiteral("node002"));
        EXPECT_EQ(loaded->rankLines[9].device, 1);
        EXPECT_EQ(loaded->rankLines[9].pciBusId, QStringLiteral("0000:2b:00"));
        EXPECT_EQ(loaded->nodeList.size(), 2u);
        EXPECT_EQ(loaded->nodeList[1].rails.size(), 8);
        EXPECT_EQ(loaded->deviceNames(),
                  (QStringList{QStringLiteral("node001"), QStringLiteral("node002")}));
        EXPECT_EQ(loaded->rows[0].row.outOfPlace.busbwGBps, 380.0);
        EXPECT_EQ(loaded->rows[0].row.outOfPlace.wrong, 0);
        EXPECT_EQ(loaded->rows[0].row.root, -1);
        EXPECT_EQ(loaded->percent, run.percent);
        EXPECT_EQ(loaded->verdict, Verdict::Pass);
        EXPECT_EQ(loaded->status, RunStatus::Complete);
        EXPECT_FALSE(loaded->importedAt.isEmpty());
    }
    {
        // Reopen: the module schema is current, the data is there; remove works.
        auto store = store::SqliteStore::open(path);
        ResultStore rs(*store);
        const auto runs = rs.list();
        ASSERT_EQ(runs.size(), 1u);
        EXPECT_TRUE(runs[0].rows.empty()); // list() has no rows
        EXPECT_TRUE(rs.findByHash(runs[0].sha256));
        EXPECT_TRUE(rs.remove(runs[0].id));
        EXPECT_FALSE(rs.remove(runs[0].id));
        EXPECT_TRUE(rs.list().empty());
        EXPECT_FALSE(rs.load(runs[0].id));
    }
}

TEST(ResultStore, PerftestPartsAreSeparateRuns)
{
    QTemporaryDir dir;
    auto store = store::SqliteStore::create(dir.filePath(QStringLiteral("p.railyard")));
    ResultStore rs(*store);
    const ImportedFile f = readResultsFile(
        samplePath("ib_write_bw", "01-superbench-loopback-8M-server-client.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 2u);
    EXPECT_FALSE(rs.add(f.runs[0]).duplicate);
    EXPECT_FALSE(rs.add(f.runs[1]).duplicate);
    EXPECT_TRUE(rs.add(f.runs[1]).duplicate);
    EXPECT_EQ(rs.list().size(), 2u);
}

// Open MPI --timestamp-output and the PMIx output tags, applied to the real --tag-output sample
// 04 exactly as the launchers write them (docs/references/probe-formats.md §e.1: Open MPI 4.x
// orte/mca/iof/base/iof_base_output.c, OpenPMIx src/common/pmix_iof.c).
TEST(Import, TimestampAndPmixPrefixesReadLikeTheTaggedLog)
{
    const QByteArray tagged =
        readAll(QStringLiteral(SHARED_DATA_DIR "/probe-samples/nccl-tests/"
                                               "04-aws-batch-mpirun-tag-output-prefix.txt"));
    const QByteArray tag("[1,0]<stdout>:");
    ASSERT_TRUE(tagged.startsWith(tag));
    const struct
    {
        const char *prefix;
        const char *name;
    } layouts[] = {
        // Open MPI 4.x: ctime() glued to the tag; without --tag-output only the stream name.
        {"Thu Dec  3 13:08:58 2026[1,0]<stdout>:", "mpirun --timestamp-output"},
        {"Thu Dec  3 13:08:58 2026<stdout>:", "mpirun --timestamp-output"},
        // PMIx (Open MPI 5, prterun): the timestamp in brackets, a space after the colon.
        {"[Thu Dec  3 13:08:58 2026][1,0]<stdout>: ", "mpirun --timestamp-output"},
        {"[Thu Dec  3 13:08:58 2026]<stdout>: ", "mpirun --timestamp-output"},
        {"[1,0]<stdout>: ", "mpirun --tag-output"},
        {"[prterun-node1-4242@1,0]<stdout>: ", "PMIx output tag"}, // tag-fullname
        {"[1,0][node1:4242]<stdout>: ", "PMIx output tag"},        // tag-detailed
        {"[0]<stdout>: ", "PMIx output tag"},                      // rank
        {"        [Thu Dec  3 13:08:58 2026][1,0]<stdout>: ", "mpirun --timestamp-output"},
    };
    for (const auto &l : layouts) {
        SCOPED_TRACE(l.prefix);
        QByteArray data = tagged;
        data.replace(tag, QByteArray(l.prefix));
        const BenchmarkRun r = parseNcclTests(data, QStringLiteral("ts.txt"));
        EXPECT_EQ(r.launcherPrefix, QLatin1String(l.name));
        EXPECT_EQ(r.status, RunStatus::Complete);
        // Sample 04 lines 4-35: 32 sizes; line 35's out-of-place busbw is 483.05 GB/s.
        ASSERT_EQ(r.rows.size(), 32u);
        EXPECT_EQ(r.rows.back().sizeBytes, 17179869184LL);
        EXPECT_DOUBLE_EQ(*r.rows.back().outOfPlace.busbwGBps, 483.05);
        EXPECT_TRUE(r.foreignLines.empty());
    }
}

namespace {

/// A 180-node GB200-style all-reduce log (1,440 ranks) of which only the device line of rank
/// 1439 survived, as in a log that kept the last lines of rank 0's output.
QByteArray onlyLastRankLine(const QStringList &extraLines = {})
{
    const QByteArray full = makeAllReduceOutput(nodeNames(1, 180), 380, extraLines);
    QByteArray out;
    for (const QByteArray &line : full.split('\n')) {
        if (line.startsWith("#  Rank") && !line.startsWith("#  Rank 1439 "))
            continue;
        out += line + '\n';
    }
    out.chop(1);
    return out;
}

} // namespace

TEST(Import, PartialDeviceListIsNotOneRankOnOneNode)
{
    const Design d = makeRailDesign(180);
    // No NCCL INFO lines: n is not proven; the ratio 2(n-1)/n at n near 1440 fits many n within
    // the printed rounding, so n stays unknown.
    ImportedFile f = readResults(onlyLastRankLine(), QStringLiteral("gb200.txt"), &d);
    ASSERT_EQ(f.runs.size(), 1u);
    StoredRun r = f.runs.front();
    ASSERT_EQ(r.rankLines.size(), 1u);
    EXPECT_EQ(r.rankLines.front().rank, 1439);
    EXPECT_FALSE(r.ranks.has_value());
    EXPECT_EQ(r.nodes, 0); // unknown, not 1
    EXPECT_FALSE(r.ceilingGBps.has_value());
    EXPECT_FALSE(r.percent.has_value());
    EXPECT_EQ(r.verdict, Verdict::Unrated);
    EXPECT_EQ(r.ceilingFormula.toStdString(),
              "The device list is incomplete (1 rank(s) listed, the highest is 1439, so at least "
              "1440 ranks ran), so the nodes of the run are not known and it is not rated.");
    EXPECT_TRUE(r.missing.contains(QStringLiteral(
        "The device list is incomplete: 1 rank(s) listed, but the highest rank is 1439.")));

    // NCCL's own line states n (the layout of the Init COMPLETE lines quoted in
    // https://github.com/NVIDIA/nccl-tests/issues/29: "comm 0x... rank 15 nranks 32 cudaDev 7
    // nvmlDev 7 - Init COMPLETE").
    f = readResults(onlyLastRankLine({QStringLiteral(
                        "node180:4242:4300 [7] NCCL INFO comm 0x7f5780001ca0 rank 1439 nranks "
                        "1440 cudaDev 7 nvmlDev 7 - Init COMPLETE")}),
                    QStringLiteral("gb200-info.txt"), &d);
    ASSERT_EQ(f.runs.size(), 1u);
    r = f.runs.front();
    EXPECT_EQ(r.ranks, 1440);
    EXPECT_EQ(r.nodes, 0);
    EXPECT_EQ(r.verdict, Verdict::Unrated);
    EXPECT_EQ(r.ceilingFormula.toStdString(),
              "The device list is incomplete (1 of 1440 ranks listed), so the nodes of the run "
              "are not known and it is not rated.");
    EXPECT_TRUE(r.missing.contains(
        QStringLiteral("The device list is incomplete: 1 rank(s) listed of the 1440 ranks NCCL "
                       "reports (highest rank listed: 1439).")));

    // The complete list of the same run is rated (380 GB/s of 400 GB/s per node = 95%).
    f = readResults(makeAllReduceOutput(nodeNames(1, 180), 380), QStringLiteral("full.txt"), &d);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs.front().ranks, 1440);
    EXPECT_EQ(f.runs.front().nodes, 180);
    ASSERT_TRUE(f.runs.front().percent.has_value());
    EXPECT_NEAR(*f.runs.front().percent, 95.0, 0.01);
}

TEST(Import, NcclRankCountFromInitLines)
{
    // The two Init COMPLETE lines of https://github.com/NVIDIA/nccl/issues/1706 (ncclCommInitAll,
    // nranks 2) before a one-GPU table whose device list lost rank 1.
    const QByteArray one = makeAllReduceOutput({QStringLiteral("deepseek")}, 100);
    BenchmarkRun r = parseNcclTests(one, QStringLiteral("one.txt"));
    EXPECT_FALSE(r.ncclRankCount.has_value());
    EXPECT_EQ(provenRankCount(r), 8); // plausibility.h
    QByteArray withInfo =
        "deepseek:2081594:2081601 [1] NCCL INFO ncclCommInitAll comm 0x55f68495f4f0 rank 1 nranks "
        "2 cudaDev 1 nvmlDev 1 busId 34000 commId 0x76b3b6be637caf1c - Init COMPLETE\n"
        "deepseek:2081594:2081600 [0] NCCL INFO ncclCommInitAll comm 0x55f6848de3b0 rank 0 nranks "
        "2 cudaDev 0 nvmlDev 0 busId f000 commId 0x76b3b6be637caf1c - Init COMPLETE\n";
    r = parseNcclTests(withInfo + one, QStringLiteral("info.txt"));
    EXPECT_EQ(r.ncclRankCount, 2);
    // Disagreeing communicator sizes prove nothing.
    withInfo += "deepseek:1:1 [0] NCCL INFO comm 0x1 rank 0 nranks 4 cudaDev 0 - Init COMPLETE\n";
    r = parseNcclTests(withInfo + one, QStringLiteral("mixed.txt"));
    EXPECT_FALSE(r.ncclRankCount.has_value());
}

TEST(Import, FailedRunHasNoPlateau)
{
    // Sample 12 (nccl-tests issue #322): "Test NCCL failure" after the table.
    const ImportedFile f = readResultsFile(
        samplePath("nccl-tests", "12-nccltests322-test-nccl-failure-after-table.txt"), nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs.front().status, RunStatus::Failed);
    EXPECT_EQ(f.runs.front().verdict, Verdict::Failed);
    EXPECT_FALSE(f.runs.front().plateauGBps.has_value());
    EXPECT_FALSE(f.runs.front().percent.has_value());
}

TEST(Import, RejectionNamesWhatTheFileLooksLike)
{
    EXPECT_EQ(readResults("<!DOCTYPE html>\n<html><body>nccl</body></html>\n",
                          QStringLiteral("page.html"), nullptr)
                  .rejection,
              QStringLiteral("This is an HTML page (a saved web page?), not a benchmark output."));
    EXPECT_EQ(readResults("node1:1:1 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>\n"
                          "node1:1:1 [0] NCCL WARN NET/IB : No device found.\n",
                          QStringLiteral("nccl.log"), nullptr)
                  .rejection,
              QStringLiteral("The file holds NCCL log lines (NCCL INFO/WARN) but no nccl-tests "
                             "result table: the run stopped before printing results, or only "
                             "NCCL's log was saved."));
    EXPECT_EQ(readResults("\nsrun: error: node3: task 2: Exited with exit code 1\nbye\n",
                          QStringLiteral("slurm.out"), nullptr)
                  .rejection,
              QStringLiteral("No nccl-tests or perftest output was found in the file (3 line(s) "
                             "of text; the first reads \"srun: error: node3: task 2: Exited with "
                             "exit code 1\")."));
}
