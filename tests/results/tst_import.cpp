// From files to stored runs: every shared sample imports or is rejected with a specific message
// (core/results/importer.h), and the results tables of the document (resultstore.h).

#include "results/importer.h"
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

    // 10: cut inside rank 12's line: 12 rank lines kept, 2 hosts, incomplete.
    f = readResultsFile(samplePath("nccl-tests", "10-soperator428-srun-pmix-16rank-cut.txt"),
                        nullptr);
    ASSERT_EQ(f.runs.size(), 1u);
    EXPECT_EQ(f.runs[0].rankLines.size(), 12u);
    EXPECT_EQ(f.runs[0].nodes, 2);
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
