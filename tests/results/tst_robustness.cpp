// The readers never crash and never throw on damaged input: every prefix of every sample (the
// shape of a cut file), random byte changes, binary junk, empty input.

#include "testutil.h"

#include <QRandomGenerator>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {

QStringList ownFixtures()
{
    return {fixturePath("nccl-tests-2.19-allreduce-2rank-synthetic.json"),
            fixturePath("nccl-tests-2019-broadcast-root-column.txt"),
            fixturePath("nccl-tests-v1-synthetic.txt"),
            fixturePath("nccl-tests-2.19-reduce-scatter-timestamps-synthetic.txt")};
}

} // namespace

TEST(Robustness, EveryPrefixOfEveryNcclTestsSample)
{
    QStringList files = sampleFiles("nccl-tests");
    files += ownFixtures();
    ASSERT_EQ(files.size(), 23);
    for (const QString &path : files) {
        const QByteArray data = readAll(path);
        ASSERT_FALSE(data.isEmpty()) << path.toStdString();
        for (qsizetype n = 0; n <= data.size(); ++n) {
            const QByteArray prefix = data.left(n);
            BenchmarkRun r;
            ASSERT_NO_THROW(r = parseNcclTests(prefix, QStringLiteral("prefix.txt")))
                << path.toStdString() << " prefix " << n;
            // A strict prefix of a file that ends with its footer is never Complete unless it
            // still holds both footer lines.
            if (r.status == RunStatus::Complete) {
                ASSERT_FALSE(r.isMissing(RunPart::OutOfBounds));
                ASSERT_FALSE(r.isMissing(RunPart::AvgBusBandwidth));
            }
        }
    }
}

TEST(Robustness, EveryPrefixOfEveryPerftestSample)
{
    const QStringList files = sampleFiles("ib_write_bw");
    ASSERT_EQ(files.size(), 5);
    for (const QString &path : files) {
        const QByteArray data = readAll(path);
        for (qsizetype n = 0; n <= data.size(); ++n) {
            ASSERT_NO_THROW(parsePerftestText(data.left(n), QStringLiteral("prefix.txt")))
                << path.toStdString() << " prefix " << n;
        }
    }
}

TEST(Robustness, CrossFedAndMutatedSamples)
{
    QStringList files = sampleFiles("nccl-tests") + sampleFiles("ib_write_bw") + ownFixtures();
    QRandomGenerator rng(20260710); // fixed seed: reproducible
    for (const QString &path : files) {
        const QByteArray data = readAll(path);
        // the other reader on the whole file
        EXPECT_NO_THROW(parsePerftestText(data, QStringLiteral("x")));
        try {
            parseNcclTestsText(data, QStringLiteral("x"));
        } catch (const Error &) {
            // only an unknown column header may be rejected
        }
        for (int round = 0; round < 40; ++round) {
            QByteArray m = data;
            const int edits = 1 + int(rng.bounded(8));
            for (int e = 0; e < edits && !m.isEmpty(); ++e) {
                const qsizetype at = qsizetype(rng.bounded(quint32(m.size())));
                switch (rng.bounded(4)) {
                case 0:
                    m[at] = char(rng.bounded(256));
                    break;
                case 1:
                    m.remove(at, qsizetype(rng.bounded(20)));
                    break;
                case 2:
                    m.insert(at, m.mid(qsizetype(rng.bounded(quint32(m.size()))), 30));
                    break;
                default:
                    m.insert(at, '\n');
                    break;
                }
            }
            try {
                parseNcclTests(m, QStringLiteral("mutated"));
            } catch (const Error &e) {
                // A mutated column header may name an unknown column: a clear error is fine.
                EXPECT_GT(e.location().line, 0);
            }
            EXPECT_NO_THROW(parsePerftestText(m, QStringLiteral("mutated")));
        }
    }
}

TEST(Robustness, EmptyInput)
{
    const BenchmarkRun r = parseNcclTests(QByteArray(), QStringLiteral("empty.txt"));
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(r.rows.empty());
    EXPECT_TRUE(hasDiagnostic(r.diagnostics, Diagnostic::Severity::Error,
                              QStringLiteral("No nccl-tests output")));
    EXPECT_TRUE(r.isMissing(RunPart::Rows));
    EXPECT_EQ(r.sha256,
              QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    const PerftestLog log = parsePerftestText(QByteArray(), QStringLiteral("empty.txt"));
    EXPECT_TRUE(log.runs.empty());
    EXPECT_TRUE(hasDiagnostic(log.diagnostics, Diagnostic::Severity::Error,
                              QStringLiteral("No perftest report")));
}

TEST(Robustness, BinaryJunk)
{
    QRandomGenerator rng(42);
    QByteArray junk;
    for (int i = 0; i < 64 * 1024; ++i)
        junk.append(char(rng.bounded(256)));
    junk[10] = '\0';
    BenchmarkRun r;
    ASSERT_NO_THROW(r = parseNcclTestsText(junk, QStringLiteral("junk.bin")));
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(r.rows.empty());
    EXPECT_TRUE(hasDiagnostic(r.diagnostics, Diagnostic::Severity::Error,
                              QStringLiteral("No nccl-tests output")));
    PerftestLog log;
    ASSERT_NO_THROW(log = parsePerftestText(junk, QStringLiteral("junk.bin")));
    EXPECT_TRUE(log.runs.empty());
    // JSON reader on junk that starts like JSON
    junk[0] = '{';
    ASSERT_NO_THROW(r = parseNcclTests(junk, QStringLiteral("junk.json")));
    EXPECT_EQ(r.status, RunStatus::Truncated);
}

TEST(Robustness, MissingFileThrowsWithPath)
{
    try {
        parseNcclTestsFile(QStringLiteral("/nonexistent/nccl.log"));
        FAIL() << "expected ry::Error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, QStringLiteral("/nonexistent/nccl.log"));
    }
    EXPECT_THROW(parsePerftestFile(QStringLiteral("/nonexistent/ib.log")), Error);
}
