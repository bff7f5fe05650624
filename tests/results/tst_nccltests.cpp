// nccl-tests text and JSON reader, checked against the public samples in
// tests/data/shared/probe-samples/nccl-tests (provenance in its SOURCES.md) and the own fixtures in
// tests/data/results (SOURCES.md there). Each expected value names the file line it was read from.

#include "testutil.h"

#include "results/busbw.h"

#include <QCryptographicHash>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

constexpr double kEps = 1e-9;

} // namespace

TEST(NcclTestsText, Sample01OldErrorColumnComplete)
{
    const BenchmarkRun r = ncclSample("01-superbench-allreduce-8xA100-old-error-col.txt");
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_EQ(r.tool, QStringLiteral("nccl-tests"));
    // line 1: "# nThread 1 nGpus 8 minBytes 1 maxBytes 8589934592 step: 2(factor) warmup iters: 5
    //          iters: 20 validation: 0"
    EXPECT_EQ(r.nThreads, 1);
    EXPECT_EQ(r.nGpus, 8);
    EXPECT_EQ(r.minBytes, 1);
    EXPECT_EQ(r.maxBytes, 8589934592LL);
    EXPECT_EQ(r.stepFactor, 2);
    EXPECT_FALSE(r.stepBytes.has_value());
    EXPECT_EQ(r.warmupIters, 5);
    EXPECT_EQ(r.iters, 20);
    EXPECT_EQ(r.validation, 0);
    EXPECT_FALSE(r.aggIters.has_value()); // the 2019 banner has no "agg iters"
    EXPECT_EQ(r.bannerCount, 1);
    // lines 4-11: "#   Rank  0 Pid 112424 on localhost device  0 [0x00] A100-SXM4-40GB" ... rank 7
    ASSERT_EQ(r.ranks.size(), 8u);
    EXPECT_EQ(r.ranks[0].rank, 0);
    EXPECT_EQ(r.ranks[0].pid, 112424);
    EXPECT_FALSE(r.ranks[0].group.has_value()); // no Group column before v2.13.4
    EXPECT_EQ(r.ranks[0].host, QStringLiteral("localhost"));
    EXPECT_EQ(r.ranks[0].pciBusId, QStringLiteral("0x00"));
    EXPECT_EQ(r.ranks[0].gpuModel, QStringLiteral("A100-SXM4-40GB"));
    EXPECT_EQ(r.ranks[7].device, 7);
    EXPECT_EQ(r.ranks[7].line, 11);
    EXPECT_EQ(r.hosts(), QStringList{QStringLiteral("localhost")});
    EXPECT_EQ(r.rankCount(), 8);
    // line 14: header with "error" columns and no root
    EXPECT_EQ(
        r.columns.join(QLatin1Char(' ')),
        QStringLiteral("size count type redop time algbw busbw error time algbw busbw error"));
    // lines 17-50: 34 rows, the first two of size 0 (minBytes 1)
    ASSERT_EQ(r.rows.size(), 34u);
    const BenchmarkRow &first = r.rows.front(); // line 17
    EXPECT_EQ(first.line, 17);
    EXPECT_EQ(first.sizeBytes, 0);
    EXPECT_EQ(r.rows[1].sizeBytes, 0);
    EXPECT_EQ(first.type, QStringLiteral("float"));
    EXPECT_EQ(first.redop, QStringLiteral("sum"));
    EXPECT_FALSE(first.root.has_value());
    EXPECT_NEAR(*first.outOfPlace.timeUs, 35.20, kEps);
    EXPECT_EQ(first.outOfPlace.maxError, -1.0); // "N/A": validation 0
    EXPECT_FALSE(first.outOfPlace.wrong.has_value());
    const BenchmarkRow &last = r.rows.back(); // line 50
    EXPECT_EQ(last.sizeBytes, 8589934592LL);
    EXPECT_EQ(last.count, 2147483648LL);
    EXPECT_NEAR(*last.outOfPlace.timeUs, 63896, kEps);
    EXPECT_NEAR(*last.outOfPlace.algbwGBps, 134.44, kEps);
    EXPECT_NEAR(*last.outOfPlace.busbwGBps, 235.26, kEps);
    EXPECT_NEAR(*last.inPlace.busbwGBps, 235.03, kEps);
    EXPECT_FALSE(last.partial);
    // line 39: "4194304 1048576 float sum 112.0 37.44 65.52 N/A 110.2 38.06 66.60 N/A"
    EXPECT_EQ(r.rows[22].sizeBytes, 4194304);
    EXPECT_NEAR(*r.rows[22].inPlace.busbwGBps, 66.60, kEps);
    // lines 51-52: footer
    EXPECT_EQ(r.outOfBounds, 0);
    EXPECT_EQ(r.outOfBoundsVerdict, QStringLiteral("OK"));
    EXPECT_NEAR(*r.avgBusBwGBps, 68.4048, kEps);
    EXPECT_EQ(r.avgBusBwText, QStringLiteral("68.4048"));
    EXPECT_TRUE(r.avgBusBwVerdict.isEmpty());
    // line 16: "hostname:3442:3442 [0] NCCL INFO Launch mode Parallel" between header and rows
    ASSERT_EQ(r.foreignLines.size(), 1u);
    EXPECT_EQ(r.foreignLines[0].line, 16);
    EXPECT_TRUE(r.failures.empty());
    // No binary is named in the file: the collective comes from the file name, with a note.
    EXPECT_TRUE(r.testBinary.isEmpty());
    EXPECT_EQ(r.collective, QStringLiteral("all_reduce"));
    EXPECT_TRUE(
        hasDiagnostic(r.diagnostics, Diagnostic::Severity::Info, QStringLiteral("file name")));
    EXPECT_TRUE(r.missing.empty());
    // SHA-256 of the file bytes
    const QByteArray bytes =
        readAll(samplePath("nccl-tests", "01-superbench-allreduce-8xA100-old-error-col.txt"));
    EXPECT_EQ(r.sha256, QString::fromLatin1(
                            QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
    EXPECT_EQ(r.sha256.size(), 64);
    EXPECT_EQ(r.sourceFile, QStringLiteral("01-superbench-allreduce-8xA100-old-error-col.txt"));
}

TEST(NcclTestsText, Sample02AlltoallBlankRedop)
{
    const BenchmarkRun r = ncclSample("02-superbench-alltoall-8xA100-old.txt");
    EXPECT_EQ(r.status, RunStatus::Complete);
    ASSERT_EQ(r.rows.size(), 34u); // lines 16-49
    // lines 16-20: five rows of size 0, redop blank so one token fewer than the header
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(r.rows[std::size_t(i)].sizeBytes, 0);
        EXPECT_TRUE(r.rows[std::size_t(i)].redop.isEmpty());
    }
    EXPECT_NEAR(*r.rows[0].outOfPlace.timeUs, 1.63, kEps); // line 16
    EXPECT_NEAR(*r.rows[0].inPlace.timeUs, 1.38, kEps);
    EXPECT_EQ(r.rows[5].sizeBytes, 32);       // line 21
    const BenchmarkRow &last = r.rows.back(); // line 49
    EXPECT_EQ(last.sizeBytes, 8589934592LL);
    EXPECT_NEAR(*last.outOfPlace.busbwGBps, 224.31, kEps);
    EXPECT_NEAR(*last.inPlace.algbwGBps, 258.47, kEps);
    EXPECT_NEAR(*r.avgBusBwGBps, 58.6481, kEps); // line 51
    EXPECT_EQ(r.ranks.size(), 8u);
    EXPECT_EQ(r.ranks[3].pid, 167261);                   // line 7
    EXPECT_EQ(r.collective, QStringLiteral("alltoall")); // from the file name
    EXPECT_TRUE(r.foreignLines.empty());
}

TEST(NcclTestsText, Sample03SrunLabelPrefix)
{
    const BenchmarkRun r = ncclSample("03-aws-p4de-2node-srun-label-prefix.txt");
    EXPECT_EQ(r.launcherPrefix, QStringLiteral("srun --label"));
    // The author cut banner, device list and footer: rows only.
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(r.isMissing(RunPart::Banner));
    EXPECT_TRUE(r.isMissing(RunPart::DeviceList));
    EXPECT_TRUE(r.isMissing(RunPart::OutOfBounds));
    EXPECT_TRUE(r.isMissing(RunPart::AvgBusBandwidth));
    EXPECT_FALSE(r.isMissing(RunPart::ColumnHeader)); // line 1
    EXPECT_FALSE(r.isMissing(RunPart::CutLine));
    EXPECT_EQ(r.columns.size(), 13);
    ASSERT_EQ(r.rows.size(), 29u); // lines 3-31
    EXPECT_EQ(r.rows.front().sizeBytes, 8);
    EXPECT_EQ(r.rows.front().root, -1);
    EXPECT_EQ(r.rows.front().outOfPlace.wrong, 0);
    EXPECT_NEAR(*r.rows.front().outOfPlace.timeUs, 164.3, kEps); // line 3
    // line 31: "2147483648 536870912 float sum -1 51406 41.78 78.33 0 51406 41.77 78.33 0"
    EXPECT_EQ(r.rows.back().sizeBytes, 2147483648LL);
    EXPECT_NEAR(*r.rows.back().outOfPlace.busbwGBps, 78.33, kEps);
    EXPECT_NEAR(*r.rows.back().inPlace.algbwGBps, 41.77, kEps);
    EXPECT_FALSE(r.rankCount().has_value());
    EXPECT_TRUE(r.foreignLines.empty());
}

TEST(NcclTestsText, Sample04OpenMpiTagOutputPrefix)
{
    const BenchmarkRun r = ncclSample("04-aws-batch-mpirun-tag-output-prefix.txt");
    EXPECT_EQ(r.launcherPrefix, QStringLiteral("mpirun --tag-output"));
    EXPECT_EQ(r.status, RunStatus::Complete);
    ASSERT_EQ(r.rows.size(), 32u); // lines 4-35: 8 B to 16 GiB
    EXPECT_EQ(r.rows.front().sizeBytes, 8);
    // line 35: "17179869184 4294967296 float sum -1 62239 276.03 483.05 0 62200 276.20 483.35 0"
    EXPECT_EQ(r.rows.back().sizeBytes, 17179869184LL);
    EXPECT_EQ(r.rows.back().count, 4294967296LL);
    EXPECT_NEAR(*r.rows.back().outOfPlace.busbwGBps, 483.05, kEps);
    EXPECT_NEAR(*r.rows.back().inPlace.busbwGBps, 483.35, kEps);
    // line 2: the in-place "#wrong" has an extra space; still 13 columns
    EXPECT_EQ(r.columns.size(), 13);
    EXPECT_NEAR(*r.avgBusBwGBps, 156.742, kEps); // line 37, with a trailing space
    EXPECT_EQ(r.outOfBounds, 0);                 // line 36
    EXPECT_TRUE(r.isMissing(RunPart::DeviceList));
}

TEST(NcclTestsText, Sample05KubernetesLauncherLog)
{
    const BenchmarkRun r = ncclSample("05-coreweave-h100-64gpu-mpijob-sharp.txt");
    EXPECT_EQ(r.status, RunStatus::Complete);
    // line 9: "# nThread 1 nGpus 1 minBytes 4 maxBytes 2147483648 step: 2(factor) warmup iters: 50
    //          iters: 50 validation: 1"
    EXPECT_EQ(r.nGpus, 1);
    EXPECT_EQ(r.warmupIters, 50);
    EXPECT_EQ(r.iters, 50);
    EXPECT_EQ(r.validation, 1);
    ASSERT_EQ(r.rows.size(), 5u); // lines 15-19
    EXPECT_EQ(r.rows.front().sizeBytes, 536870912);
    EXPECT_NEAR(*r.rows.front().outOfPlace.busbwGBps, 356.01, kEps); // line 15
    EXPECT_EQ(r.rows.back().sizeBytes, 8589934592LL);
    EXPECT_NEAR(*r.rows.back().outOfPlace.busbwGBps, 386.56, kEps); // line 19
    EXPECT_NEAR(*r.avgBusBwGBps, 373.187, kEps);                    // line 21
    // lines 1-8 (kubectl commands, pod list, "...") and line 11 ("..." for the device list)
    EXPECT_EQ(r.foreignLines.size(), 9u);
    EXPECT_EQ(r.foreignLines.back().line, 11);
    EXPECT_TRUE(r.ranks.empty());
    EXPECT_TRUE(r.isMissing(RunPart::DeviceList));
}

TEST(NcclTestsText, Sample06CutMidRow)
{
    const BenchmarkRun r = ncclSample("06-nccl1530-allreduce-tree-8x4090-cut.txt");
    EXPECT_EQ(r.status, RunStatus::Truncated);
    // line 1: the command line echoed before the banner
    EXPECT_EQ(r.commandLine,
              QStringLiteral("NCCL_ALGO=TREE ./all_reduce_perf -g 8 -b 8 -e 128M -f 2"));
    EXPECT_EQ(r.testBinary, QStringLiteral("all_reduce_perf"));
    EXPECT_EQ(r.collective, QStringLiteral("all_reduce"));
    EXPECT_EQ(r.aggIters, 1); // line 2
    EXPECT_EQ(r.graph, 0);
    // line 5: "#  Rank  0 Group  0 Pid  28307 on      gpu59 device  0 [0x16] NVIDIA GeForce RTX
    // 4090"
    ASSERT_EQ(r.ranks.size(), 8u);
    EXPECT_EQ(r.ranks[0].group, 0);
    EXPECT_EQ(r.ranks[0].pid, 28307);
    EXPECT_EQ(r.ranks[0].host, QStringLiteral("gpu59"));
    EXPECT_EQ(r.ranks[0].pciBusId, QStringLiteral("0x16"));
    EXPECT_EQ(r.ranks[0].gpuModel, QStringLiteral("NVIDIA GeForce RTX 4090"));
    EXPECT_EQ(r.ranks[7].pciBusId, QStringLiteral("0xd8")); // line 12
    // line 17: "8 2 float sum -1 42.56 0.00 0.00 0" and the file ends (no line end)
    ASSERT_EQ(r.rows.size(), 1u);
    const BenchmarkRow &row = r.rows[0];
    EXPECT_TRUE(row.partial);
    EXPECT_EQ(row.sizeBytes, 8);
    EXPECT_NEAR(*row.outOfPlace.timeUs, 42.56, kEps);
    EXPECT_NEAR(*row.outOfPlace.busbwGBps, 0.0, kEps);
    EXPECT_FALSE(row.outOfPlace.wrong.has_value()); // the cut line's last field is not trusted
    EXPECT_FALSE(row.inPlace.hasValues());
    const MissingPart *cut = findMissing(r.missing, RunPart::CutLine);
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->line, 17);
    EXPECT_EQ(r.foreignLines.size(), 1u); // the command line
}

TEST(NcclTestsText, Sample07HashesEatenByMarkdown)
{
    const BenchmarkRun r = ncclSample("07-nccltests249-hash-stripped-g5-cut.txt");
    // line 2: " nThread 1 nGpus 1 minBytes 8 maxBytes 16777216 step: 2(factor) warmup iters: 5
    //          iters: 5 agg iters: 1 validation: 1 graph: 0" (no "#")
    EXPECT_EQ(r.bannerCount, 1);
    EXPECT_EQ(r.maxBytes, 16777216);
    EXPECT_EQ(r.iters, 5);
    // line 3: " Blocking Enabled: wait for completion and barrier after each collective"
    ASSERT_EQ(r.notes.size(), 1);
    EXPECT_TRUE(r.notes[0].startsWith(QStringLiteral("Blocking Enabled")));
    // line 6: 60-character Kubernetes host name
    ASSERT_EQ(r.ranks.size(), 1u);
    EXPECT_EQ(r.ranks[0].host,
              QStringLiteral("nccl-846b9d30a6bb6b529fb3c170f4809fea-1725464730-worker-0"));
    EXPECT_EQ(r.ranks[0].pid, 127);
    EXPECT_EQ(r.ranks[0].gpuModel, QStringLiteral("NVIDIA A10G"));
    EXPECT_EQ(r.columns.size(), 13); // line 9, no "#"
    // line 11: "8 2 float sum", cut
    ASSERT_EQ(r.rows.size(), 1u);
    EXPECT_TRUE(r.rows[0].partial);
    EXPECT_EQ(r.rows[0].sizeBytes, 8);
    EXPECT_EQ(r.rows[0].count, 2);
    EXPECT_EQ(r.rows[0].type, QStringLiteral("float"));
    EXPECT_EQ(r.status, RunStatus::Truncated);
    // line 1: "Warning: Permanently added '[192.168.173.233]:2022' (RSA) ..."
    ASSERT_EQ(r.foreignLines.size(), 1u);
    EXPECT_EQ(r.foreignLines[0].line, 1);
}

TEST(NcclTestsText, Sample08DuplicateBannersOfNonMpiBinary)
{
    const BenchmarkRun r = ncclSample("08-nccltests107-duplicate-headers-nonmpi.txt");
    EXPECT_EQ(r.bannerCount, 2); // lines 2 and 5
    // line 2: "... minBytes 1310720000 maxBytes 1310720000 step: 1048576(bytes) ..."
    EXPECT_EQ(r.minBytes, 1310720000);
    EXPECT_EQ(r.stepBytes, 1048576);
    EXPECT_FALSE(r.stepFactor.has_value());
    // lines 8-9: both processes are "Rank  0", on two hosts
    ASSERT_EQ(r.ranks.size(), 2u);
    EXPECT_EQ(r.ranks[0].rank, 0);
    EXPECT_EQ(r.ranks[1].rank, 0);
    EXPECT_EQ(r.hosts(), (QStringList{QStringLiteral("ip-172-31-20-228"),
                                      QStringLiteral("ip-172-31-22-230")}));
    EXPECT_EQ(r.rankCount(), 1); // each process is a one-rank job
    EXPECT_TRUE(
        hasDiagnostic(r.diagnostics, Diagnostic::Severity::Warning, QStringLiteral("MPI=1")));
    EXPECT_EQ(r.testBinary, QStringLiteral("all_reduce_perf")); // line 1
    EXPECT_TRUE(r.rows.empty());
    EXPECT_EQ(r.status, RunStatus::Truncated);
    const MissingPart *cut = findMissing(r.missing, RunPart::CutLine);
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->line, 16); // the second column header is cut
}

TEST(NcclTestsText, DuplicateProcessBlocksRowsReadOnce)
{
    // Sample 08's layout continued as a full run would print it: both processes print the same
    // table. The rows are read once and the repeated ones are counted in a warning.
    const QByteArray text =
        readAll(samplePath("nccl-tests", "08-nccltests107-duplicate-headers-nonmpi.txt"));
    QByteArray full = text.left(text.indexOf(
        "#\n#                                                       out-of-place", 900));
    full += "#\n"
            "   1310720000     327680000   float     sum   123456   10.62   10.62  0e+00   123400"
            "   10.62   10.62  0e+00\n"
            "   1310720000     327680000   float     sum   123999   10.57   10.57  0e+00   123900"
            "   10.58   10.58  0e+00\n"
            "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 10.62\n#\n"
            "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 10.575\n#\n";
    const BenchmarkRun r = parseNcclTestsText(full, QStringLiteral("08-continued.txt"));
    ASSERT_EQ(r.rows.size(), 1u);
    EXPECT_NEAR(*r.rows[0].outOfPlace.timeUs, 123456, kEps);
    EXPECT_TRUE(hasDiagnostic(r.diagnostics, Diagnostic::Severity::Warning,
                              QStringLiteral("1 repeated rows")));
    EXPECT_EQ(r.status, RunStatus::Complete);
}

TEST(NcclTestsText, Sample09NcclInfoInterleavedAndContinuedCommand)
{
    const BenchmarkRun r = ncclSample("09-nccl398-nccl-info-interleaved-2node.txt");
    // lines 1-10: mpirun command continued with "\" and "> " prompts
    EXPECT_TRUE(r.commandLine.startsWith(QStringLiteral("/opt/amazon/openmpi/bin/mpirun -np 2")));
    EXPECT_TRUE(
        r.commandLine.endsWith(QStringLiteral("all_reduce_perf -b 8M -e 256M -c 1 -f 2 -n 50")));
    EXPECT_EQ(r.collective, QStringLiteral("all_reduce"));
    // line 21: bare "NCCL version 2.4.8+cuda10.1", but it is the last line and has no line end
    // (cut public copy): a value at the cut is not trusted, the line is kept as foreign.
    EXPECT_TRUE(r.ncclVersion.isEmpty());
    EXPECT_EQ(r.foreignLines.back().line, 21);
    // lines 14-15: two ranks on two hosts
    ASSERT_EQ(r.ranks.size(), 2u);
    EXPECT_EQ(r.ranks[1].host, QStringLiteral("ip-172-31-13-129"));
    EXPECT_EQ(r.ranks[1].pid, 7998);
    EXPECT_EQ(r.rankCount(), 2);
    // lines 1-10 (command), 16, 18-21 (NCCL INFO/WARN, version); the blank line 17 is not kept
    EXPECT_EQ(r.foreignLines.size(), 15u);
    EXPECT_TRUE(std::any_of(r.foreignLines.begin(), r.foreignLines.end(), [](const SourceLine &l) {
        return l.line == 18 && l.text.contains(QStringLiteral("NCCL WARN"));
    }));
    EXPECT_TRUE(r.rows.empty());
    EXPECT_EQ(r.status, RunStatus::Truncated);
}

TEST(NcclTestsText, Sample10RankOrderIsNotHostOrder)
{
    const BenchmarkRun r = ncclSample("10-soperator428-srun-pmix-16rank-cut.txt");
    // The job had 16 ranks (srun --nodes=2 --ntasks-per-node=8, from the PR text); the public
    // copy ends inside rank 12's line (line 16), so 12 complete rank lines remain.
    ASSERT_EQ(r.ranks.size(), 12u);
    for (int i = 0; i < 8; ++i) // lines 4-11: ranks 0-7 on worker-1
        EXPECT_EQ(r.ranks[std::size_t(i)].host, QStringLiteral("worker-1")) << i;
    for (int i = 8; i < 12; ++i) // lines 12-15: ranks 8-11 on worker-0
        EXPECT_EQ(r.ranks[std::size_t(i)].host, QStringLiteral("worker-0")) << i;
    EXPECT_EQ(r.hosts(), (QStringList{QStringLiteral("worker-1"), QStringLiteral("worker-0")}));
    // The same PID on two hosts: rank 0 (line 4) and rank 10 (line 14) are both pid 1887.
    EXPECT_EQ(r.ranks[0].pid, 1887);
    EXPECT_EQ(r.ranks[10].pid, 1887);
    EXPECT_EQ(r.ranks[10].device, 2);
    EXPECT_EQ(r.ranks[11].pciBusId, QStringLiteral("0x99"));
    EXPECT_EQ(r.ranks[0].gpuModel, QStringLiteral("NVIDIA H100 80GB HBM3"));
    const MissingPart *cut = findMissing(r.missing, RunPart::CutLine);
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->line, 16);
    EXPECT_TRUE(cut->description.contains(QStringLiteral("rank 12")));
    EXPECT_TRUE(r.isMissing(RunPart::DeviceList));
    EXPECT_FALSE(r.rankCount().has_value());
    EXPECT_EQ(r.status, RunStatus::Truncated);
}

TEST(NcclTestsText, Sample11AlltoallOneGpuOverflow)
{
    const BenchmarkRun r = ncclSample("11-nccltests287-alltoall-1gpu-complete.txt");
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_EQ(r.commandLine, QStringLiteral("sudo ./build/./alltoall_perf")); // line 1
    EXPECT_EQ(r.collective, QStringLiteral("alltoall"));
    // line 11: "33554432 8388608 float none -1 19.56 1715.44 0.00 0 0.78 43046.10 0.00 N/A"
    ASSERT_EQ(r.rows.size(), 1u);
    const BenchmarkRow &row = r.rows[0];
    EXPECT_EQ(row.redop, QStringLiteral("none"));
    EXPECT_EQ(row.root, -1);
    EXPECT_NEAR(*row.outOfPlace.algbwGBps, 1715.44, kEps);
    EXPECT_EQ(row.outOfPlace.wrong, 0);
    EXPECT_NEAR(*row.inPlace.algbwGBps, 43046.10, kEps); // overflows its 6-wide column
    EXPECT_NEAR(*row.inPlace.busbwGBps, 0.0, kEps);      // n = 1
    EXPECT_EQ(row.inPlace.wrong, -1);                    // "N/A"
    // line 13: "# Avg bus bandwidth    : 0 "
    EXPECT_EQ(r.avgBusBwText, QStringLiteral("0"));
    EXPECT_NEAR(*r.avgBusBwGBps, 0.0, kEps);
    // lines 1-2: the shell prompt and "[sudo] password for m2:"
    EXPECT_EQ(r.foreignLines.size(), 2u);
    EXPECT_EQ(r.rankCount(), 1);
    EXPECT_EQ(r.ranks[0].pid, 2181762); // line 6
}

TEST(NcclTestsText, Sample12FailureAfterTable)
{
    const BenchmarkRun r = ncclSample("12-nccltests322-test-nccl-failure-after-table.txt");
    EXPECT_EQ(r.status, RunStatus::Failed);
    // lines 2-6; the header is missing (the copy starts at the units line), so the columns are
    // inferred from the 13 fields of the first row, with a warning
    ASSERT_EQ(r.rows.size(), 5u);
    EXPECT_TRUE(r.isMissing(RunPart::ColumnHeader));
    EXPECT_TRUE(
        hasDiagnostic(r.diagnostics, Diagnostic::Severity::Warning, QStringLiteral("inferred")));
    EXPECT_EQ(r.rows.front().sizeBytes, 1073741824);
    // line 6: "17179869184 4294967296 float sum -1 93457 183.83 367.29 0 93420 183.90 367.44 0"
    EXPECT_EQ(r.rows.back().sizeBytes, 17179869184LL);
    EXPECT_NEAR(*r.rows.back().outOfPlace.busbwGBps, 367.29, kEps);
    EXPECT_EQ(r.rows.back().inPlace.wrong, 0);
    // lines 7-15: 4 "Test NCCL failure" + 4 " .. Test failure" lines + the cut one on line 15
    ASSERT_EQ(r.failures.size(), 9u);
    EXPECT_EQ(r.failures[0].line, 7);
    EXPECT_TRUE(r.failures[0].text.startsWith(QStringLiteral("HCA-128: Test NCCL failure")));
    EXPECT_EQ(r.failures[1].text,
              QStringLiteral(" .. HCA-128 pid 757466: Test failure common.cu:915"));
    EXPECT_TRUE(r.foreignLines.empty());
    EXPECT_TRUE(r.isMissing(RunPart::OutOfBounds));
}

TEST(NcclTestsText, Sample13CollectiveStartingAndPciDomain)
{
    const BenchmarkRun r = ncclSample("13-nccl1812-collective-test-starting-pcidomain.txt");
    // line 2: "# Collective test starting: all_reduce_perf"
    EXPECT_EQ(r.testBinary, QStringLiteral("all_reduce_perf"));
    EXPECT_EQ(r.collective, QStringLiteral("all_reduce"));
    EXPECT_EQ(r.commandLine, QStringLiteral("./build/all_reduce_perf -b 1024 -e 2G -f 2 -g 4"));
    // lines 6-9: 4 ranks, PCI ids with domain
    ASSERT_EQ(r.ranks.size(), 4u);
    EXPECT_EQ(r.ranks[0].pciBusId, QStringLiteral("0000:01:00"));
    EXPECT_EQ(r.ranks[3].pciBusId, QStringLiteral("0000:82:00"));
    EXPECT_EQ(r.ranks[2].host, QStringLiteral("paraai-n32-h-01-agent-18"));
    EXPECT_EQ(r.ranks[2].gpuModel, QStringLiteral("NVIDIA A100-PCIE-40GB"));
    EXPECT_EQ(r.rankCount(), 4);
    // line 13: "NCCL version 2.19.3+cuda12.2"
    EXPECT_EQ(r.ncclVersion, QStringLiteral("2.19.3+cuda12.2"));
    // line 1 (prompt + command) and lines 10-15 (NCCL INFO, version)
    EXPECT_EQ(r.foreignLines.size(), 7u);
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(r.isMissing(RunPart::Rows));
}

TEST(NcclTestsText, Sample14TransitionalLayoutCutRow)
{
    const BenchmarkRun r = ncclSample("14-pytorch84803-rank-pid-wrong-col-cut.txt");
    // line 6: "#   Rank  0 Pid  35025 on     astro1 device  0 [0x01] NVIDIA RTX A6000" (no Group)
    ASSERT_EQ(r.ranks.size(), 1u);
    EXPECT_FALSE(r.ranks[0].group.has_value());
    EXPECT_EQ(r.ranks[0].pid, 35025);
    EXPECT_EQ(r.ranks[0].host, QStringLiteral("astro1"));
    // line 9: #wrong and root columns already there
    EXPECT_EQ(r.columns.size(), 13);
    ASSERT_EQ(r.rows.size(), 4u);                          // lines 11-14
    EXPECT_NEAR(*r.rows[0].inPlace.timeUs, 0.13, kEps);    // line 11
    EXPECT_NEAR(*r.rows[2].inPlace.algbwGBps, 0.26, kEps); // line 13
    // line 14: "64 16 float sum -1" and the end of the file
    const BenchmarkRow &cut = r.rows.back();
    EXPECT_TRUE(cut.partial);
    EXPECT_EQ(cut.sizeBytes, 64);
    EXPECT_EQ(cut.count, 16);
    EXPECT_EQ(cut.redop, QStringLiteral("sum"));
    EXPECT_FALSE(cut.outOfPlace.hasValues());
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_EQ(r.commandLine, QStringLiteral("./build/all_reduce_perf -b 8 -e 128M -f 2 -g 1"));
}

TEST(NcclTestsText, Sample15OverflowAndCutFooter)
{
    const BenchmarkRun r = ncclSample("15-nixpkgs251856-allgather-1gpu-overflow.txt");
    // line 6: "Running /nix/store/...-nccl-tests-2.13.6/bin/all_gather_perf"
    EXPECT_EQ(r.testBinary, QStringLiteral("all_gather_perf"));
    EXPECT_EQ(r.collective, QStringLiteral("all_gather"));
    EXPECT_EQ(r.toolVersion, QStringLiteral("2.13.6"));
    EXPECT_TRUE(
        hasDiagnostic(r.diagnostics, Diagnostic::Severity::Info, QStringLiteral("command line")));
    // line 15: in-place algbw 619657.10 overflows its column
    ASSERT_EQ(r.rows.size(), 1u);
    EXPECT_NEAR(*r.rows[0].inPlace.algbwGBps, 619657.10, 1e-6);
    EXPECT_NEAR(*r.rows[0].outOfPlace.algbwGBps, 1816.16, kEps);
    EXPECT_EQ(r.rows[0].redop, QStringLiteral("none"));
    // line 16: "# Out of bounds values : 0 OK"; line 17 "# Avg bus bandwi" is cut
    EXPECT_EQ(r.outOfBounds, 0);
    EXPECT_FALSE(r.avgBusBwGBps.has_value());
    EXPECT_TRUE(r.isMissing(RunPart::AvgBusBandwidth));
    const MissingPart *cut = findMissing(r.missing, RunPart::CutLine);
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->line, 17);
    EXPECT_EQ(r.status, RunStatus::Truncated);
    // lines 1-6: nix output (with Unicode bullet and arrow) and "Running ..."
    EXPECT_EQ(r.foreignLines.size(), 6u);
    EXPECT_TRUE(r.foreignLines[2].text.contains(QChar(0x2022)));
}

TEST(NcclTestsText, Sample16Nccl1xFailure)
{
    const BenchmarkRun r = ncclSample("16-nccltests5-nccl1x-format-failure.txt");
    EXPECT_EQ(r.status, RunStatus::Failed);
    // line 2: banner without "#"
    EXPECT_EQ(r.nGpus, 8);
    EXPECT_EQ(r.maxBytes, 134217728);
    // line 3: "# NCCL Tests compiled with NCCL 1.0"
    EXPECT_EQ(r.ncclVersion, QStringLiteral("1.0"));
    // lines 5-12: "#   Rank  0 on     node03 device  0 [0x00] Tesla P100-PCIE-16GB" (no Pid)
    ASSERT_EQ(r.ranks.size(), 8u);
    EXPECT_FALSE(r.ranks[0].pid.has_value());
    EXPECT_EQ(r.ranks[0].host, QStringLiteral("node03"));
    EXPECT_EQ(r.ranks[5].gpuModel, QStringLiteral("Tesla P100-PCIE-16GB"));
    // line 15: 1.x header
    EXPECT_EQ(r.columns.join(QLatin1Char(' ')),
              QStringLiteral("bytes N type op time algbw busbw res time algbw busbw res"));
    // line 16: "NCCL failure all_reduce.cu:95 'unhandled cuda error'"
    ASSERT_EQ(r.failures.size(), 1u);
    EXPECT_EQ(r.failures[0].line, 16);
    EXPECT_TRUE(r.rows.empty());
    EXPECT_EQ(r.commandLine, QStringLiteral("./build/all_reduce_perf -b 8 -e 128M -f 2 -g 8"));
}

TEST(NcclTestsText, Sample17ForkBannerFields)
{
    const BenchmarkRun r = ncclSample("17-nccl583-fork-header-hash-stripped.txt");
    // line 2: "... warmup iters: 5       iters: 20 validation: 1 single_test: 0 test_buffer_kind:
    // 2"
    EXPECT_EQ(r.warmupIters, 5);
    EXPECT_EQ(r.iters, 20);
    EXPECT_EQ(r.validation, 1);
    ASSERT_EQ(r.extraBannerFields.size(), 2);
    EXPECT_EQ(r.extraBannerFields[0].first, QStringLiteral("single_test"));
    EXPECT_EQ(r.extraBannerFields[0].second, QStringLiteral("0"));
    EXPECT_EQ(r.extraBannerFields[1].first, QStringLiteral("test_buffer_kind"));
    EXPECT_EQ(r.extraBannerFields[1].second, QStringLiteral("2"));
    EXPECT_TRUE(hasDiagnostic(r.diagnostics, Diagnostic::Severity::Info, QStringLiteral("fork")));
    // lines 5-12: 8 ranks on one host, one process each
    ASSERT_EQ(r.ranks.size(), 8u);
    EXPECT_EQ(r.ranks[0].pid, 1821213);
    EXPECT_EQ(r.ranks[7].pid, 1821223);
    EXPECT_EQ(r.hosts(), QStringList{QStringLiteral("AI-A100-Beethoven01")});
    // line 14: pre-2.13 columns, recognisable -> accepted
    EXPECT_EQ(r.columns.size(), 12);
    EXPECT_TRUE(r.rows.empty());
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_EQ(r.commandLine, QStringLiteral("mpirun -np 8 all_reduce_perf -b 32 -f 2 -e 8G"));
}

TEST(NcclTestsText, Sample18PmixNoise)
{
    const BenchmarkRun r = ncclSample("18-nccltests190-hypercube-pmix-noise-cut.txt");
    EXPECT_EQ(r.testBinary, QStringLiteral("hypercube_perf")); // inside bash -c "..." on line 1
    EXPECT_EQ(r.collective, QStringLiteral("hypercube"));
    // line 1 (srun command) and lines 2-5 ("[gcn63...:3158360] PMIX ERROR: BAD-PARAM ...")
    EXPECT_EQ(r.foreignLines.size(), 5u);
    EXPECT_TRUE(r.failures.empty());
    EXPECT_EQ(r.nGpus, 4); // line 6
    // line 9: only rank 0 of 4 before the cut
    ASSERT_EQ(r.ranks.size(), 1u);
    EXPECT_EQ(r.ranks[0].pid, 3158360);
    EXPECT_EQ(r.ranks[0].host, QStringLiteral("gcn63"));
    EXPECT_EQ(r.ranks[0].pciBusId, QStringLiteral("0x31"));
    EXPECT_TRUE(r.isMissing(RunPart::DeviceList));
    EXPECT_EQ(r.status, RunStatus::Truncated);
}

TEST(NcclTestsText, Sample19OldErrorValues)
{
    const BenchmarkRun r = ncclSample("19-deepops-roce-k8s-2node-old-error-values.txt");
    EXPECT_EQ(r.status, RunStatus::Complete);
    ASSERT_EQ(r.rows.size(), 29u); // lines 5-33
    // line 5: "8 2 float sum 2193.5 0.00 0.00 2e-07 132.2 0.00 0.00 2e-07"
    EXPECT_NEAR(*r.rows[0].outOfPlace.timeUs, 2193.5, kEps);
    EXPECT_NEAR(*r.rows[0].outOfPlace.maxError, 2e-07, 1e-15);
    EXPECT_NEAR(*r.rows[1].inPlace.maxError, 1e-07, 1e-15); // line 6
    // line 33: "2147483648 536870912 float sum 175667 12.22 22.92 5e-07 176189 12.19 22.85 5e-07"
    EXPECT_EQ(r.rows.back().sizeBytes, 2147483648LL);
    EXPECT_NEAR(*r.rows.back().outOfPlace.timeUs, 175667, kEps);
    EXPECT_NEAR(*r.rows.back().outOfPlace.busbwGBps, 22.92, kEps);
    double maxError = 0;
    for (const BenchmarkRow &row : r.rows)
        maxError = std::max({maxError, *row.outOfPlace.maxError, *row.inPlace.maxError});
    EXPECT_NEAR(maxError, 5e-07, 1e-15);
    // non-zero max errors are float rounding: still "Out of bounds values : 0 OK" (line 34)
    EXPECT_EQ(r.outOfBounds, 0);
    EXPECT_NEAR(*r.avgBusBwGBps, 7.76739, kEps); // line 35
    EXPECT_TRUE(r.isMissing(RunPart::Banner));
    EXPECT_TRUE(r.failures.empty());
}

// --- own fixtures ---------------------------------------------------------------------------

TEST(NcclTestsText, BroadcastRootColumnInsteadOfRedop)
{
    const BenchmarkRun r =
        parseNcclTestsFile(fixturePath("nccl-tests-2019-broadcast-root-column.txt"));
    // line 14: "size count type root time algbw busbw error ..."
    EXPECT_EQ(r.columns.join(QLatin1Char(' ')),
              QStringLiteral("size count type root time algbw busbw error time algbw busbw error"));
    ASSERT_EQ(r.rows.size(), 1u); // line 16
    EXPECT_EQ(r.rows[0].root, 0);
    EXPECT_TRUE(r.rows[0].redop.isEmpty());
    EXPECT_NEAR(*r.rows[0].inPlace.timeUs, 38.17, kEps);
    EXPECT_EQ(r.rows[0].inPlace.maxError, -1.0);
    EXPECT_EQ(r.collective, QStringLiteral("broadcast"));
    EXPECT_EQ(r.ncclVersion, QStringLiteral("2.9.6+cuda11.2")); // line 9
    EXPECT_TRUE(r.commandLine.startsWith(QStringLiteral("mpirun --bind-to none")));
    EXPECT_EQ(r.foreignLines.size(), 4u); // lines 1, 8, 9, 11
    EXPECT_EQ(r.warmupIters, 10);
    EXPECT_EQ(r.validation, 0);
    EXPECT_EQ(r.status, RunStatus::Truncated);
}

TEST(NcclTestsText, Version1TimeInMilliseconds)
{
    const BenchmarkRun r = parseNcclTestsFile(fixturePath("nccl-tests-v1-synthetic.txt"));
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_EQ(r.ncclVersion, QStringLiteral("1.0"));
    ASSERT_EQ(r.rows.size(), 3u);
    // line 11: "8388608 2097152 float sum 1.068 7.85 7.85 0e+00 ..." -> 1068 us
    EXPECT_NEAR(*r.rows[2].outOfPlace.timeUs, 1068.0, 1e-6);
    EXPECT_NEAR(*r.rows[2].outOfPlace.maxError, 0.0, kEps);
    EXPECT_EQ(r.rows[2].redop, QStringLiteral("sum"));
    // lines 12-13: footer without "#"
    EXPECT_EQ(r.outOfBounds, 0);
    EXPECT_NEAR(*r.avgBusBwGBps, 2.70833, kEps);
    EXPECT_EQ(r.rankCount(), 2);
}

TEST(NcclTestsText, Current219LayoutWithTimestamps)
{
    const BenchmarkRun r =
        parseNcclTestsFile(fixturePath("nccl-tests-2.19-reduce-scatter-timestamps-synthetic.txt"));
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_EQ(r.toolVersion, QStringLiteral("2.19.6"));             // line 1
    EXPECT_EQ(r.ncclVersion, QStringLiteral("2.28.3"));             // line 1: nccl-library=22803
    EXPECT_EQ(r.testBinary, QStringLiteral("reduce_scatter_perf")); // line 2
    EXPECT_EQ(r.collective, QStringLiteral("reduce_scatter"));
    EXPECT_EQ(r.unalign, 0); // line 3
    EXPECT_EQ(r.stepFactor, 64);
    ASSERT_EQ(r.ranks.size(), 4u);
    EXPECT_EQ(r.ranks[2].host, QStringLiteral("node-a02"));
    EXPECT_EQ(r.ranks[1].pciBusId, QStringLiteral("0000:43:00"));
    EXPECT_EQ(r.notes, QStringList{QStringLiteral("Writing JSON output to rs.json")}); // line 10
    ASSERT_EQ(r.rows.size(), 3u);
    // line 17: timestamp column, %.1f time
    EXPECT_EQ(r.rows[2].timestamp, QStringLiteral("2026-07-10 14:02:14"));
    EXPECT_NEAR(*r.rows[2].outOfPlace.timeUs, 17404.0, kEps);
    EXPECT_NEAR(*r.rows[2].inPlace.busbwGBps, 185.15, kEps);
    EXPECT_FALSE(r.rows[2].partial);
    EXPECT_NEAR(*r.avgBusBwGBps, 101.093, kEps);
    EXPECT_TRUE(r.diagnostics.empty());
    EXPECT_TRUE(r.missing.empty());
}

TEST(NcclTestsText, UnknownColumnIsRejectedWithFileAndLine)
{
    try {
        parseNcclTestsFile(fixturePath("nccl-tests-unknown-column.txt"));
        FAIL() << "expected ry::Error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, QStringLiteral("nccl-tests-unknown-column.txt"));
        EXPECT_EQ(e.location().line, 2);
        EXPECT_TRUE(e.message().contains(QStringLiteral("latency")));
        EXPECT_TRUE(e.describe().startsWith(QStringLiteral("nccl-tests-unknown-column.txt:2: ")));
    }
}

TEST(NcclTestsText, CrlfLineEndsReadLikeLf)
{
    QByteArray data =
        readAll(samplePath("nccl-tests", "01-superbench-allreduce-8xA100-old-error-col.txt"));
    data.replace("\n", "\r\n");
    const BenchmarkRun r = parseNcclTestsText(data, QStringLiteral("crlf.txt"));
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_EQ(r.rows.size(), 34u);
    EXPECT_EQ(r.ranks[0].gpuModel, QStringLiteral("A100-SXM4-40GB"));
    EXPECT_NEAR(*r.avgBusBwGBps, 68.4048, kEps);
}

TEST(NcclTestsText, GluedNumbersAreSplit)
{
    // Old "%6.2f" printing with one space: algbw 1234567.89 runs into busbw.
    const QByteArray data =
        "#       size         count    type   redop     time   algbw   busbw  error     time   "
        "algbw   busbw  error\n"
        "    33554432       8388608   float     sum    18.48 1816.16    0.00  0e+00     0.05"
        " 671088.640.00  0e+00\n";
    const BenchmarkRun r = parseNcclTestsText(data, QStringLiteral("glued.txt"));
    ASSERT_EQ(r.rows.size(), 1u);
    EXPECT_FALSE(r.rows[0].partial);
    EXPECT_NEAR(*r.rows[0].inPlace.algbwGBps, 671088.64, 1e-6);
    EXPECT_NEAR(*r.rows[0].inPlace.busbwGBps, 0.0, kEps);
    EXPECT_NEAR(*r.rows[0].inPlace.maxError, 0.0, kEps);
}

TEST(NcclTestsText, FailedVerdictsAndErrorLine)
{
    const QByteArray data =
        "# nThread 1 nGpus 1 minBytes 8 maxBytes 8 step: 2(factor) warmup iters: 1 iters: 20 agg "
        "iters: 1 validation: 1 graph: 0\n"
        "#       size         count      type   redop    root     time   algbw   busbw  #wrong     "
        "time   algbw   busbw  #wrong\n"
        "           8             2     float     sum      -1    10.00    0.00    0.00       3    "
        "10.00    0.00    0.00       0\n"
        "# Out of bounds values : 3 FAILED\n"
        "# Avg bus bandwidth    : 0.001 FAILED\n"
        "#\n"
        "# error: remote process exited or there was a network error\n";
    const BenchmarkRun r = parseNcclTestsText(data, QStringLiteral("failed.txt"));
    EXPECT_EQ(r.status, RunStatus::Failed);
    EXPECT_EQ(r.rows.at(0).outOfPlace.wrong, 3);
    EXPECT_EQ(r.outOfBounds, 3);
    EXPECT_EQ(r.outOfBoundsVerdict, QStringLiteral("FAILED"));
    EXPECT_EQ(r.avgBusBwVerdict, QStringLiteral("FAILED"));
    ASSERT_EQ(r.failures.size(), 3u);
    EXPECT_EQ(r.failures[2].line, 7);
}

TEST(NcclTestsText, RankBracketPrefix)
{
    const QByteArray data =
        "[0] # nThread 1 nGpus 1 minBytes 8 maxBytes 8 step: 2(factor) warmup iters: 1 iters: 20\n"
        "[0] #       size         count      type   redop    root     time   algbw   busbw  #wrong"
        "     time   algbw   busbw  #wrong\n"
        "[0]            8             2     float     sum      -1    10.00    0.00    0.00       0"
        "    10.00    0.00    0.00       0\n"
        "[1] host-b:77:77 [0] NCCL INFO Init COMPLETE\n";
    const BenchmarkRun r = parseNcclTestsText(data, QStringLiteral("bracket.txt"));
    EXPECT_EQ(r.launcherPrefix, QStringLiteral("[rank]"));
    EXPECT_EQ(r.rows.size(), 1u);
    ASSERT_EQ(r.foreignLines.size(), 1u);
    EXPECT_TRUE(r.foreignLines[0].text.startsWith(QStringLiteral("[1] host-b"))); // verbatim
}

TEST(NcclTestsText, PerIterationColumnsCpuTimeAndExponents)
{
    // Header of `-I 1 -C 1` (src/util.cu writeResultHeader) and getFloatStr fallbacks
    // (`17404.3`, `6e+05`). Synthetic rows.
    const QByteArray data =
        "# nThread 1 nGpus 1 minBytes 8 maxBytes 8 step: 2(factor) warmup iters: 1 iters: 20 agg "
        "iters: 1 validation: 1 graph: 0 unalign: 0\n"
        "# Per-Iteration Report: CUDA event timing; i_* uses max over process rows \n"
        "#                                              out-of-place (+ per-iteration)           "
        "                     in-place (+ per-iteration)\n"
        "#       size         count      type   redop    root  cputime   algbw   busbw  #wrong   "
        "i_min    i_max    i_p99    i_cv%  cputime   algbw   busbw  #wrong    i_min    i_max    "
        "i_p99    i_cv% \n"
        "     1048576        262144     float     sum      -1  17404.3    6e+05   1e+06       0   "
        "17000.0  18000.0  17900.0     1.20  17405.0   0.06    0.06       0  17001.0  18001.0  "
        "17901.0     1.30\n"
        "# Out of bounds values : 0 OK\n"
        "# Avg bus bandwidth    : 500000 \n";
    const BenchmarkRun r = parseNcclTestsText(data, QStringLiteral("periter.txt"));
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_TRUE(r.cpuTime);
    EXPECT_EQ(r.columns.size(), 21);
    EXPECT_EQ(r.notes.size(), 1);
    ASSERT_EQ(r.rows.size(), 1u);
    const BenchmarkRow &row = r.rows[0];
    EXPECT_FALSE(row.partial);
    EXPECT_NEAR(*row.outOfPlace.timeUs, 17404.3, kEps);
    EXPECT_NEAR(*row.outOfPlace.algbwGBps, 6e+05, kEps);
    EXPECT_NEAR(*row.outOfPlace.busbwGBps, 1e+06, kEps);
    EXPECT_NEAR(*row.inPlace.timeUs, 17405.0, kEps);
    EXPECT_EQ(row.inPlace.wrong, 0);
    EXPECT_TRUE(r.diagnostics.empty());
}

TEST(NcclTestsText, RcclStyleBannerAndRunCycles)
{
    // ROCm rccl-tests banner spelling (docs/references/probe-formats.md §a.4) and `-N 2`: the same
    // sizes twice under one banner are two cycles, both kept.
    const QByteArray data =
        "# nThreads: 1 nGpus: 4 nRanks: 1 minBytes: 8 maxBytes: 16 step: 2(factor) warmupIters: "
        "5 iters: 20 validation: 1\n"
        "#  Rank  0 Group  0 Pid   4242 on   mi300-01 device  0 [0000:63:00.0] AMD Instinct "
        "MI300X\n"
        "#  Rank  1 Group  0 Pid   4242 on   mi300-01 device  1 [0000:43:00.0] AMD Instinct "
        "MI300X\n"
        "#  Rank  2 Group  0 Pid   4242 on   mi300-01 device  2 [0000:23:00.0] AMD Instinct "
        "MI300X\n"
        "#  Rank  3 Group  0 Pid   4242 on   mi300-01 device  3 [0000:03:00.0] AMD Instinct "
        "MI300X\n"
        "#       size         count      type   redop    root     time   algbw   busbw #wrong     "
        "time   algbw   busbw #wrong\n"
        "           8             2     float     sum      -1    10.00    0.00    0.00      0    "
        "10.00    0.00    0.00      0\n"
        "          16             4     float     sum      -1    10.00    0.00    0.00      0    "
        "10.00    0.00    0.00      0\n"
        "           8             2     float     sum      -1    11.00    0.00    0.00      0    "
        "11.00    0.00    0.00      0\n"
        "          16             4     float     sum      -1    11.00    0.00    0.00      0    "
        "11.00    0.00    0.00      0\n"
        "# Out of bounds values : 0 OK\n"
        "# Avg bus bandwidth    : 0 \n";
    const BenchmarkRun r = parseNcclTestsText(data, QStringLiteral("rccl.txt"));
    EXPECT_EQ(r.nThreads, 1);
    EXPECT_EQ(r.nGpus, 4);
    EXPECT_EQ(r.warmupIters, 5);
    EXPECT_EQ(r.maxBytes, 16);
    ASSERT_EQ(r.extraBannerFields.size(), 1);
    EXPECT_EQ(r.extraBannerFields[0].first, QStringLiteral("nranks"));
    EXPECT_EQ(r.ranks.size(), 4u);
    EXPECT_EQ(r.ranks[0].pciBusId, QStringLiteral("0000:63:00.0"));
    EXPECT_EQ(r.rows.size(), 4u);
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_FALSE(r.isMissing(RunPart::Banner));
    EXPECT_FALSE(r.isMissing(RunPart::DeviceList));
}

TEST(NcclTestsText, ProseMentioningColumnsIsNotAHeader)
{
    const QByteArray data = "# compare algbw and busbw of both runs\n"
                            "see algbw, busbw and time below\n";
    BenchmarkRun r;
    ASSERT_NO_THROW(r = parseNcclTestsText(data, QStringLiteral("notes.txt")));
    EXPECT_EQ(r.foreignLines.size(), 2u);
    EXPECT_TRUE(r.isMissing(RunPart::ColumnHeader));
}

TEST(NcclTestsHelpers, VersionCodesAndBinaryNames)
{
    EXPECT_EQ(ncclVersionFromCode(22907), QStringLiteral("2.29.7"));
    EXPECT_EQ(ncclVersionFromCode(21903), QStringLiteral("2.19.3"));
    EXPECT_EQ(ncclVersionFromCode(2804), QStringLiteral("2.8.4"));
    EXPECT_TRUE(ncclVersionFromCode(0).isEmpty());
    EXPECT_EQ(collectiveFromBinary(QStringLiteral("./build/all_reduce_perf_mpi")),
              QStringLiteral("all_reduce"));
    EXPECT_EQ(collectiveFromBinary(QStringLiteral("alltoall_perf")), QStringLiteral("alltoall"));
    EXPECT_TRUE(collectiveFromBinary(QStringLiteral("ib_write_bw")).isEmpty());
}

TEST(NcclTestsHelpers, Sniffing)
{
    EXPECT_TRUE(looksLikeNcclTests(
        readAll(samplePath("nccl-tests", "03-aws-p4de-2node-srun-label-prefix.txt"))));
    EXPECT_TRUE(
        looksLikeNcclTests(readAll(fixturePath("nccl-tests-2.19-allreduce-2rank-synthetic.json"))));
    EXPECT_FALSE(looksLikeNcclTests(
        readAll(samplePath("ib_write_bw", "01-superbench-loopback-8M-server-client.txt"))));
    EXPECT_FALSE(looksLikeNcclTests(QByteArray("{\"lldp\": {}}")));
}

// --- JSON -----------------------------------------------------------------------------------

TEST(NcclTestsJson, SyntheticReport)
{
    const BenchmarkRun r =
        parseNcclTestsFile(fixturePath("nccl-tests-2.19-allreduce-2rank-synthetic.json"));
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_EQ(r.startTime, QStringLiteral("2026-07-10 14:02:11"));
    EXPECT_EQ(r.endTime, QStringLiteral("2026-07-10 14:02:15"));
    EXPECT_EQ(r.testBinary, QStringLiteral("all_reduce_perf_mpi"));
    EXPECT_EQ(r.collective, QStringLiteral("all_reduce"));
    EXPECT_EQ(r.commandLine,
              QStringLiteral("./build/all_reduce_perf_mpi -b 8 -e 128M -f 4096 -J out.json"));
    EXPECT_EQ(r.ncclVersion, QStringLiteral("2.29.7"));
    EXPECT_EQ(r.stepFactor, 4096);
    EXPECT_EQ(r.iters, 20);
    EXPECT_EQ(r.notes, QStringList{QStringLiteral("per_iter_timing: true")});
    // secrets dropped: HF_TOKEN, AWS_SECRET_ACCESS_KEY, db_password, SSH_KEY_PATH
    EXPECT_EQ(r.environment, (QStringList{QStringLiteral("PATH=/usr/local/bin:/usr/bin:/bin"),
                                          QStringLiteral("NCCL_DEBUG=WARN"),
                                          QStringLiteral("NCCL_IB_HCA==mlx5_0:1"),
                                          QStringLiteral("OMPI_COMM_WORLD_SIZE=2")}));
    EXPECT_TRUE(
        hasDiagnostic(r.diagnostics, Diagnostic::Severity::Info, QStringLiteral("4 environment")));
    ASSERT_EQ(r.ranks.size(), 2u);
    EXPECT_EQ(r.ranks[1].host, QStringLiteral("gpu-node-02"));
    EXPECT_EQ(r.ranks[1].pid, 5151);
    EXPECT_EQ(r.ranks[0].group, 0);
    EXPECT_EQ(r.ranks[0].pciBusId, QStringLiteral("0000:1b:00"));
    ASSERT_EQ(r.rows.size(), 3u);
    EXPECT_EQ(r.rows[0].root, -1);                         // "    -1"
    EXPECT_EQ(r.rows[0].inPlace.wrong, -1);                // null: not checked
    EXPECT_FALSE(r.rows[0].inPlace.algbwGBps.has_value()); // "nan"
    EXPECT_EQ(r.rows[2].sizeBytes, 134217728);
    EXPECT_NEAR(*r.rows[2].outOfPlace.busbwGBps, 46.280405, kEps);
    EXPECT_EQ(r.outOfBounds, 0);
    EXPECT_EQ(r.outOfBoundsVerdict, QStringLiteral("OK"));
    EXPECT_NEAR(*r.avgBusBwGBps, 15.869239, kEps);
    EXPECT_TRUE(r.avgBusBwVerdict.isEmpty()); // "unchecked"
    EXPECT_EQ(r.rankCount(), 2);
}

TEST(NcclTestsJson, CutReportIsRepairedAndTruncated)
{
    const QByteArray full = readAll(fixturePath("nccl-tests-2.19-allreduce-2rank-synthetic.json"));
    // Cut inside the third result, after its "type" value.
    const qsizetype at = full.indexOf("\"type\"", full.indexOf("\"size\":134217728")) + 14;
    const BenchmarkRun r = parseNcclTestsJson(full.left(at), QStringLiteral("cut.json"));
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(r.isMissing(RunPart::EndOfDocument));
    ASSERT_EQ(r.rows.size(), 3u);
    EXPECT_FALSE(r.rows[1].partial);
    EXPECT_TRUE(r.rows[2].partial);
    EXPECT_EQ(r.rows[2].sizeBytes, 134217728);
    EXPECT_FALSE(r.rows[2].outOfPlace.hasValues());
    EXPECT_EQ(r.ranks.size(), 2u);
}

TEST(NcclTestsJson, NotAReport)
{
    BenchmarkRun r = parseNcclTestsJson(QByteArray("{\"lldp\": {}}"), QStringLiteral("x.json"));
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(hasDiagnostic(r.diagnostics, Diagnostic::Severity::Error,
                              QStringLiteral("not an nccl-tests report")));
    r = parseNcclTestsJson(QByteArray("{\"results\": [1, 2"), QStringLiteral("y.json"));
    EXPECT_TRUE(r.rows.empty());
    EXPECT_EQ(r.status, RunStatus::Truncated);
    r = parseNcclTests(QByteArray("  \n{ \"a\": ] }"), QStringLiteral("z.json"));
    EXPECT_TRUE(hasDiagnostic(r.diagnostics, Diagnostic::Severity::Error,
                              QStringLiteral("not valid JSON")));
    r = parseNcclTestsJson(QByteArray("  \n{ nonsense"), QStringLiteral("z.json"));
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_FALSE(r.diagnostics.empty());
}
