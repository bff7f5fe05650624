// Acceptance as data (core/results/acceptance.h): the criteria file, the verdict per criterion
// with its evidence, and the criteria and input files kept in the document.

#include "results/acceptance.h"
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

const char *kCriteria = R"(acceptance:
  - name: plateau all nodes
    metric: busbw
    collective: all_reduce
    scope: all-nodes
    minimum: 360
  - name: 8 GiB any
    metric: busbw
    collective: all_reduce
    size: 8G
    minimum: 390
  - name: percent
    metric: percent
    collective: all_reduce
    min_nodes: 2
    minimum: 90
  - name: alltoall
    metric: busbw
    collective: alltoall
    minimum: 300
  - name: hpl
    metric: hpl-efficiency
    minimum: 80
)";

StoredRun importedRun(const QByteArray &text, const Design &d, Id id)
{
    ImportedFile f = readResults(text, QStringLiteral("run%1.txt").arg(id), &d);
    EXPECT_EQ(f.runs.size(), 1u);
    StoredRun r = f.runs.front();
    r.id = id;
    return r;
}

} // namespace

TEST(Acceptance, CriteriaFileReadsAndWritesBack)
{
    const auto c = readAcceptanceYaml(kCriteria, QStringLiteral("c.yaml"));
    ASSERT_EQ(c.size(), 5u);
    EXPECT_EQ(c[0].name, QStringLiteral("plateau all nodes"));
    EXPECT_EQ(c[0].scope, QStringLiteral("all-nodes"));
    EXPECT_EQ(c[0].sizeBytes, 0);
    EXPECT_EQ(c[1].sizeBytes, 8589934592LL); // 8G = 8 x 1024^3, as nccl-tests' -e 8G
    EXPECT_EQ(c[1].scope, QStringLiteral("any"));
    EXPECT_EQ(c[2].minNodes, 2);
    EXPECT_DOUBLE_EQ(c[2].minimum, 90);
    EXPECT_TRUE(c[4].collective.isEmpty());
    EXPECT_EQ(readAcceptanceYaml(writeAcceptanceYaml(c), QStringLiteral("w.yaml")), c);
}

TEST(Acceptance, BadCriteriaNameFileLineAndField)
{
    auto errorOf = [](const char *yaml) {
        try {
            readAcceptanceYaml(yaml, QStringLiteral("bad.yaml"));
        } catch (const Error &e) {
            return e.describe();
        }
        return QStringLiteral("no error");
    };
    EXPECT_TRUE(errorOf("acceptance:\n  - name: a\n    metric: speed\n    minimum: 1\n")
                    .contains(QStringLiteral("bad.yaml:3")))
        << errorOf("acceptance:\n  - name: a\n    metric: speed\n    minimum: 1\n").toStdString();
    EXPECT_TRUE(errorOf("acceptance:\n  - name: a\n    metric: speed\n    minimum: 1\n")
                    .contains(QStringLiteral("acceptance[0].metric")));
    EXPECT_TRUE(errorOf("acceptance:\n  - name: a\n    metric: busbw\n    collective: x\n"
                        "    minimum: 1\n")
                    .contains(QStringLiteral("acceptance[0].collective")));
    EXPECT_TRUE(errorOf("acceptance:\n  - {name: a, metric: busbw, collective: all_reduce}\n")
                    .contains(QStringLiteral("acceptance[0].minimum")));
    EXPECT_TRUE(errorOf("acceptance:\n  - {name: a, metric: hpl-rmax, minimum: 1}\n"
                        "  - {name: a, metric: hpl-rmax, minimum: 2}\n")
                    .contains(QStringLiteral("already named")));
    EXPECT_TRUE(errorOf("acceptance:\n  - {name: a, metric: hpl-rmax, minimum: 1, speed: 3}\n")
                    .contains(QStringLiteral("acceptance[0].speed")));
    EXPECT_TRUE(errorOf("acceptance:\n  - {name: a, metric: busbw, collective: all_reduce, "
                        "size: 8Q, minimum: 1}\n")
                    .contains(QStringLiteral("acceptance[0].size")));
    EXPECT_TRUE(errorOf("other: 1\n").contains(QStringLiteral("acceptance")));
    EXPECT_TRUE(errorOf("acceptance: [").contains(QStringLiteral("bad.yaml")));
}

TEST(Acceptance, VerdictPerCriterionWithItsEvidence)
{
    const Design d = makeRailDesign(4);
    const auto criteria = readAcceptanceYaml(kCriteria, QStringLiteral("c.yaml"));
    // Run 1: all 4 nodes at 380 GB/s (95% of 400, docs/references/fabric.md §2.3); run 2: 2
    // nodes at 385 GB/s (96.25%), not all nodes.
    const std::vector<StoredRun> runs = {
        importedRun(makeAllReduceOutput(nodeNames(1, 4), 380), d, 1),
        importedRun(makeAllReduceOutput(nodeNames(1, 2), 385), d, 2)};
    const auto results = evaluateAcceptance(d, criteria, runs, {});
    ASSERT_EQ(results.size(), 5u);

    // The all-nodes criterion takes only run 1: 380 >= 360.
    EXPECT_EQ(results[0].status, CriterionResult::Status::Pass);
    ASSERT_TRUE(results[0].evidence);
    EXPECT_EQ(results[0].evidence->id, 1);
    EXPECT_DOUBLE_EQ(results[0].evidence->value, 380);
    EXPECT_EQ(results[0].candidates, 1);
    EXPECT_EQ(results[0].evidence->sha256, runs[0].sha256);
    // 8 GiB over any run: the best is run 2's 385 < 390.
    EXPECT_EQ(results[1].status, CriterionResult::Status::Fail);
    EXPECT_EQ(results[1].evidence->id, 2);
    EXPECT_DOUBLE_EQ(results[1].evidence->value, 385);
    EXPECT_EQ(results[1].candidates, 2);
    EXPECT_EQ(results[1].reason.toStdString(),
              "385.00 GB/s < 390.00 GB/s (run #2, run2.txt; best of 2 qualifying)");
    // % of ceiling: 96.25 >= 90.
    EXPECT_EQ(results[2].status, CriterionResult::Status::Pass);
    EXPECT_NEAR(results[2].evidence->value, 96.25, 1e-9);
    // No all-to-all run, no HPL test: no evidence, and why.
    EXPECT_EQ(results[3].status, CriterionResult::Status::NoEvidence);
    EXPECT_EQ(results[3].reason.toStdString(),
              "No complete alltoall run with a figure at plateau.");
    EXPECT_EQ(results[4].status, CriterionResult::Status::NoEvidence);

    // The CSV names every criterion with its verdict and the evidence's SHA-256.
    const QByteArray csv = acceptanceCsv(results);
    EXPECT_EQ(csv.count("\r\n"), 6);
    EXPECT_TRUE(csv.contains("plateau all nodes,busbw,all_reduce,0,all-nodes,0,360,GB/s,380.00,"
                             "pass,run,1,run1.txt," +
                             runs[0].sha256.toLatin1()));

    // A failed or cut run is never evidence.
    std::vector<StoredRun> bad = runs;
    bad[0].status = RunStatus::Failed;
    EXPECT_EQ(evaluateAcceptance(d, criteria, bad, {})[0].status,
              CriterionResult::Status::NoEvidence);
}

TEST(Acceptance, CriteriaAndInputsAreKeptInTheDocument)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.railyard"));
    const auto criteria = readAcceptanceYaml(kCriteria, QStringLiteral("c.yaml"));
    {
        auto store = store::SqliteStore::create(path);
        AcceptanceStore a(*store);
        a.setCriteria(criteria);
        a.storeInput(QStringLiteral("abc"), QStringLiteral("x.txt"), QByteArray("\x00\x01log", 5));
        a.storeInput(QStringLiteral("abc"), QStringLiteral("y.txt"), "other"); // kept once
    }
    auto store = store::SqliteStore::open(path);
    AcceptanceStore a(*store);
    EXPECT_EQ(a.criteria(), criteria);
    EXPECT_EQ(a.input(QStringLiteral("abc")), QByteArray("\x00\x01log", 5));
    EXPECT_FALSE(a.input(QStringLiteral("nope")).has_value());
}
