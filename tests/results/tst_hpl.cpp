// HPL output (core/results/hpl.h): the public samples of tests/data/shared/probe-samples/hpl/
// (SOURCES.md there names each file's origin), the seed system's synthetic run, the import into
// the document and the Rmax/Rpeak efficiency.

#include "results/hpl.h"
#include "results/importer.h"
#include "store/store.h"

#include "testdesign.h"
#include "testutil.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

HplLog hplSample(const char *file)
{
    const QString path = samplePath("hpl", file);
    return parseHpl(readAll(path), QStringLiteral("sample"));
}

} // namespace

TEST(Hpl, NetlibSample01OneTestPassed)
{
    const HplLog log = hplSample("01-netlib-hpl21-sc14-100k-passed.txt");
    EXPECT_EQ(log.flavour, QStringLiteral("netlib"));
    EXPECT_EQ(log.version, QStringLiteral("2.1")); // line 2
    ASSERT_EQ(log.results.size(), 1u);
    // line 47: "WR01C2R4      100000   192     6     8             680.50            9.79690e+02"
    const HplResult &r = log.results.front();
    EXPECT_EQ(r.variant, QStringLiteral("WR01C2R4"));
    EXPECT_EQ(r.n, 100000);
    EXPECT_EQ(r.nb, 192);
    EXPECT_EQ(r.p, 6);
    EXPECT_EQ(r.q, 8);
    EXPECT_DOUBLE_EQ(r.timeS, 680.50);
    EXPECT_DOUBLE_EQ(r.gflops, 979.690);
    EXPECT_FALSE(r.gflopsPerGpu.has_value());
    EXPECT_EQ(r.line, 47);
    // lines 48 and 50
    EXPECT_EQ(r.startTime, QStringLiteral("Sun Aug 24 14:32:35 2014"));
    EXPECT_EQ(r.endTime, QStringLiteral("Sun Aug 24 14:43:55 2014"));
    // line 53: "...=        0.0021839 ...... PASSED"
    ASSERT_TRUE(r.residual.has_value());
    EXPECT_DOUBLE_EQ(*r.residual, 0.0021839);
    EXPECT_EQ(r.residualVerdict, QStringLiteral("PASSED"));
    // lines 56-59: the summary
    EXPECT_EQ(log.finished, 1);
    EXPECT_EQ(log.passedCount, 1);
    EXPECT_EQ(log.failedCount, 0);
    EXPECT_EQ(log.skippedCount, 0);
    EXPECT_EQ(log.status, RunStatus::Complete);
    EXPECT_TRUE(log.missing.isEmpty()) << log.missing.join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(log.rmaxGflops(), 979.690);
}

TEST(Hpl, NetlibSample02InterruptedAfterThreeTests)
{
    const HplLog log = hplSample("02-netlib-hpl23-three-tests-interrupted.txt");
    EXPECT_EQ(log.version, QStringLiteral("2.3"));
    ASSERT_EQ(log.results.size(), 3u);
    // lines 47, 57, 67: WR00L2L2 / WR00L2L4 / WR00L2C2, N 29, NB 1, P 2, Q 2
    EXPECT_EQ(log.results[0].variant, QStringLiteral("WR00L2L2"));
    EXPECT_EQ(log.results[2].variant, QStringLiteral("WR00L2C2"));
    for (const HplResult &r : log.results) {
        EXPECT_EQ(r.n, 29);
        EXPECT_EQ(r.nb, 1);
        EXPECT_EQ(r.p, 2);
        EXPECT_EQ(r.q, 2);
        EXPECT_TRUE(r.passed());
        EXPECT_DOUBLE_EQ(*r.residual, 1.72533487e-02);
    }
    EXPECT_DOUBLE_EQ(log.results[0].timeS, 3.79);
    EXPECT_DOUBLE_EQ(log.results[0].gflops, 4.6178e-06);
    EXPECT_DOUBLE_EQ(log.results[2].gflops, 3.9376e-06);
    // Interrupted by Ctrl-C: no summary, so the file is incomplete; the best passed test is Rmax.
    EXPECT_EQ(log.status, RunStatus::Truncated);
    EXPECT_FALSE(log.finished.has_value());
    EXPECT_EQ(log.missing,
              QStringList{QStringLiteral("The closing summary (\"Finished ... tests\", \"End of "
                                         "Tests.\") is missing.")});
    EXPECT_EQ(log.rmaxGflops(), 4.6178e-06);
}

TEST(Hpl, NvidiaSample03PerGpuColumn)
{
    const HplLog log = hplSample("03-hpl-nvidia-pkb-result-lines.txt");
    EXPECT_EQ(log.flavour, QStringLiteral("HPL-NVIDIA"));
    ASSERT_EQ(log.results.size(), 1u);
    // line 4: "WC0         376832  1024     4     4        85.42       4.176e+05 ( 2.610e+04)"
    const HplResult &r = log.results.front();
    EXPECT_EQ(r.variant, QStringLiteral("WC0"));
    EXPECT_EQ(r.n, 376832);
    EXPECT_EQ(r.nb, 1024);
    EXPECT_EQ(r.p, 4);
    EXPECT_EQ(r.q, 4);
    EXPECT_DOUBLE_EQ(r.timeS, 85.42);
    EXPECT_DOUBLE_EQ(r.gflops, 4.176e+05);
    ASSERT_TRUE(r.gflopsPerGpu.has_value());
    EXPECT_DOUBLE_EQ(*r.gflopsPerGpu, 2.610e+04);
    // The quote stops after the row: no residual check, so no Rmax.
    EXPECT_FALSE(r.passed());
    EXPECT_EQ(log.status, RunStatus::Truncated);
    EXPECT_FALSE(log.rmaxGflops().has_value());
}

TEST(Hpl, FailedResidualFailsTheRun)
{
    // Sample 01 with its residual check failed, as HPL prints it when the scaled residual is
    // above the threshold of 16.
    QByteArray data = readAll(samplePath("hpl", "01-netlib-hpl21-sc14-100k-passed.txt"));
    data.replace("0.0021839 ...... PASSED", "     27.4471 ...... FAILED");
    data.replace("1 tests completed and passed", "0 tests completed and passed");
    data.replace("0 tests completed and failed", "1 tests completed and failed");
    const HplLog log = parseHpl(data, QStringLiteral("failed.out"));
    ASSERT_EQ(log.results.size(), 1u);
    EXPECT_EQ(log.results[0].residualVerdict, QStringLiteral("FAILED"));
    EXPECT_DOUBLE_EQ(*log.results[0].residual, 27.4471);
    EXPECT_EQ(log.failedCount, 1);
    EXPECT_EQ(log.status, RunStatus::Failed);
    EXPECT_FALSE(log.rmaxGflops().has_value());
}

TEST(Hpl, EveryPrefixOfEverySampleIsSafe)
{
    for (const QString &path : sampleFiles("hpl")) {
        const QByteArray data = readAll(path);
        for (qsizetype n = 0; n <= data.size(); n += 7) {
            HplLog log;
            ASSERT_NO_THROW(log = parseHpl(data.left(n), QStringLiteral("prefix.txt")))
                << path.toStdString() << " prefix " << n;
            // Cut before the summary: never complete.
            if (!data.left(n).contains("Finished")) {
                EXPECT_NE(log.status, RunStatus::Complete) << "prefix " << n;
            }
        }
    }
}

TEST(Hpl, ImportRatesAgainstTheDesignRpeakAndStores)
{
    // Without a design: imported, no Rpeak.
    ImportedFile f =
        readResultsFile(samplePath("hpl", "01-netlib-hpl21-sc14-100k-passed.txt"), nullptr);
    ASSERT_FALSE(f.rejected()) << f.rejection.toStdString();
    EXPECT_EQ(f.format, QStringLiteral("hpl"));
    ASSERT_EQ(f.hpl.size(), 1u);
    EXPECT_TRUE(f.runs.empty());
    EXPECT_FALSE(f.hpl[0].efficiencyPercent().has_value());
    EXPECT_EQ(f.hpl[0].rpeakBasis, QStringLiteral("No design: Rpeak is not known."));

    // A design whose GPU nodes carry no FP64 figures: no efficiency, and the reason.
    const Design d = makeRailDesign(4);
    f = readResultsFile(samplePath("hpl", "01-netlib-hpl21-sc14-100k-passed.txt"), &d);
    ASSERT_EQ(f.hpl.size(), 1u);
    EXPECT_FALSE(f.hpl[0].efficiencyPercent().has_value());
    EXPECT_FALSE(f.hpl[0].rpeakBasis.isEmpty());

    // Efficiency = Gflops / (Rpeak TFLOPS x 1000): 979.69 Gflops of 1.2 TFLOPS = 81.64%.
    HplRun r = f.hpl[0];
    r.rpeakTflops = 1.2;
    EXPECT_NEAR(*r.efficiencyPercent(), 81.6408, 1e-4);

    // Stored in the document, once (same SHA-256 and part), and listed back.
    QTemporaryDir dir;
    auto store = store::SqliteStore::create(dir.filePath(QStringLiteral("h.railyard")));
    HplStore hpl(*store);
    const auto a = hpl.add(r);
    EXPECT_FALSE(a.duplicate);
    EXPECT_TRUE(hpl.add(r).duplicate);
    const std::vector<HplRun> all = hpl.list();
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].id, a.id);
    EXPECT_EQ(all[0].result.variant, QStringLiteral("WR01C2R4"));
    EXPECT_EQ(all[0].result.n, 100000);
    EXPECT_DOUBLE_EQ(all[0].result.gflops, 979.690);
    EXPECT_EQ(all[0].result.residualVerdict, QStringLiteral("PASSED"));
    EXPECT_EQ(all[0].rpeakTflops, 1.2);
    EXPECT_EQ(all[0].status, RunStatus::Complete);
    EXPECT_TRUE(hpl.remove(a.id));
    EXPECT_FALSE(hpl.remove(a.id));
    EXPECT_TRUE(hpl.list().empty());

    // An HPL banner without any result row is rejected with what it looked like.
    const QByteArray head =
        readAll(samplePath("hpl", "01-netlib-hpl21-sc14-100k-passed.txt")).left(400);
    f = readResults(head, QStringLiteral("head.out"), nullptr);
    EXPECT_EQ(f.rejection, QStringLiteral("This is HPL output without a result row: the run "
                                          "stopped before its first test finished."));
}
