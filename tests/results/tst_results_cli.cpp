// railyard-cli results commands as a user runs them: a real process, real files, exit codes.

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

const QString kExample = QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml");
// tests/data/results/SOURCES.md: 32 ranks on node01-node04, plateau 371.90 GB/s = 93.0% of 400.
const QString kRun =
    QStringLiteral(TEST_DATA_DIR "/results/small-cluster-4node-allreduce-synthetic.txt");
const QString kSamples = QStringLiteral(SHARED_DATA_DIR "/probe-samples/");

struct Result
{
    int code = -1;
    QString out, err;
};

Result cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    EXPECT_TRUE(p.waitForFinished(60000));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

TEST(ResultsCli, ImportListShowCompareReport)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);

    Result r =
        cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db, kRun,
             kSamples +
                 QStringLiteral("nccl-tests/12-nccltests322-test-nccl-failure-after-table.txt")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("run 1, all_reduce, 4 rows, Pass, 371.90 GB/s = "
                                              "93.0% of 400.00 GB/s")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("run 2")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Failed")));

    // The same file again: not duplicated (SHA-256), exit 0. The alias import-results works.
    r = cli({QStringLiteral("import-results"), QStringLiteral("--db"), db, kRun});
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("already imported as run 1")));

    r = cli({QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out.count(QLatin1Char('\n')), 3) << r.out.toStdString(); // header + 2 runs
    EXPECT_TRUE(
        r.out.contains(QRegularExpression(QStringLiteral("1 .*all_reduce +32 +4 +371.90 +93.0%"))))
        << r.out.toStdString();

    r = cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db,
             QStringLiteral("1")});
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("Node:              node03 (host node03, exact), GPUs 8, rails 8")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("docs/references/fabric.md §2.1, §2.3")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("  8589934592")));

    r = cli({QStringLiteral("results"), QStringLiteral("compare"), QStringLiteral("--db"), db,
             QStringLiteral("1"), QStringLiteral("last")});
    ASSERT_EQ(r.code, 0);
    // Sample 12's 1 GiB row prints busbw 110.84; run 1's 350.10: -68.3%.
    EXPECT_TRUE(
        r.out.contains(QRegularExpression(QStringLiteral("1073741824 +350.10 +110.84 +-68.3%"))))
        << r.out.toStdString();

    r = cli({QStringLiteral("report"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 1); // one failed run
    EXPECT_TRUE(r.out.contains(QStringLiteral("rail 5")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("0 of 4 GPU nodes have no benchmark data")));

    r = cli({QStringLiteral("results"), QStringLiteral("remove"), QStringLiteral("--db"), db,
             QStringLiteral("2")});
    EXPECT_EQ(r.code, 0);
    r = cli({QStringLiteral("report"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 0);
}

TEST(ResultsCli, ErrorsAndExitCodes)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("e.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    // A topology file is rejected with a specific message: exit 1.
    Result r = cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db,
                    kSamples + QStringLiteral("ibnetdiscover/01-topograph-ndr-dgx-superpod.txt")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("ibnetdiscover output"))) << r.err.toStdString();
    // A missing file: exit 3.
    r = cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db,
             dir.filePath(QStringLiteral("nope.txt"))});
    EXPECT_EQ(r.code, 3);
    // Usage errors: exit 2.
    EXPECT_EQ(cli({QStringLiteral("results"), QStringLiteral("--db"), db}).code, 2);
    EXPECT_EQ(
        cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db}).code,
        2);
    EXPECT_EQ(cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db,
                   QStringLiteral("--host-pattern"), QStringLiteral("no-arrow"), kRun})
                  .code,
              2);
    EXPECT_EQ(
        cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db}).code,
        2);
    // Unknown run: exit 3 with a message.
    r = cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db,
             QStringLiteral("42")});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no run \"42\"")));
    // A database that does not exist (list does not create one): exit 3.
    EXPECT_EQ(cli({QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--db"),
                   dir.filePath(QStringLiteral("missing.railyard"))})
                  .code,
              3);
}

// Host names matched by a pattern: sample 10's worker-0/worker-1 become node01/node02 only with
// --host-pattern; without it they are reported as unknown.
TEST(ResultsCli, HostPatterns)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("h.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    const QString sample =
        kSamples + QStringLiteral("nccl-tests/10-soperator428-srun-pmix-16rank-cut.txt");
    Result r = cli(
        {QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db, sample});
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("host worker-1 is not a device of the design")));
    r = cli({QStringLiteral("results"), QStringLiteral("evaluate"), QStringLiteral("--db"), db,
             QStringLiteral("--host-pattern"), QStringLiteral("worker-(\\d+)=>node0\\1"),
             QStringLiteral("1")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    // worker-0 -> node00 does not exist; worker-1 -> node01 does.
    r = cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db,
             QStringLiteral("1")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("node01 (host worker-1, pattern)")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("worker-0 (unknown host)")));
}

// perftest output names no host: unrated unless --rate-perftest. Sample 01's 8 MiB row averages
// 24056.72 MiB/s = 25.23 GB/s, 50.5% of one 400 Gb/s port (50 GB/s).
TEST(ResultsCli, PerftestRating)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("p.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    const QString sample =
        kSamples + QStringLiteral("ib_write_bw/01-superbench-loopback-8M-server-client.txt");
    Result r = cli(
        {QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db, sample});
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Unrated, 25.23 GB/s = 50.5% of 50.00 GB/s")))
        << r.out.toStdString();
    r = cli({QStringLiteral("results"), QStringLiteral("evaluate"), QStringLiteral("--db"), db,
             QStringLiteral("--rate-perftest")});
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("Below expected"))) << r.out.toStdString();
}

namespace {

/// The fixture kRun with its rows' figures replaced (`pairs`: "algbw  busbw" as printed, old to
/// new), written into `dir` as `name`.
QString variantOfRun(const QTemporaryDir &dir, const QString &name,
                     const QList<QPair<QString, QString>> &pairs)
{
    QFile in(kRun);
    EXPECT_TRUE(in.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(in.readAll());
    for (const auto &[from, to] : pairs)
        text.replace(from, to);
    const QString path = dir.filePath(name);
    QFile out(path);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(text.toUtf8());
    return path;
}

} // namespace

// docs/results.md §2 and §6: a row whose busbw disagrees with algbw on the proven 32 ranks of
// the fixture is flagged on import and in `show` and left out; every verdict says which ceiling
// it was rated against and why; an implausible run is counted by `report` and does not make
// the rails good.
TEST(ResultsCli, VerdictsNameTheirCeilingAndInconsistentRowsAreLeftOut)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("p.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    // The 8 GiB row: algbw 191.95 x 2 x 31/32 = 371.90 as printed; 381.90 fits no n = 32.
    const QString inconsistent =
        variantOfRun(dir, QStringLiteral("inconsistent.txt"),
                     {{QStringLiteral("191.95  371.90"), QStringLiteral("191.95  381.90")}});
    Result r = cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db,
                    inconsistent});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // Line 45 of the fixture is its 8 GiB row. The plateau is then the median of the 1, 2 and
    // 4 GiB rows: 361.20 GB/s = 90.3% of 400 (docs/references/fabric.md §2.3).
    EXPECT_TRUE(r.err.contains(QStringLiteral(
        "inconsistent.txt:45: warning: row of 8589934592 B: out-of-place busbw 381.90 is not "
        "algbw 191.95 x 1.9375 = 371.90 for n = 32; in-place busbw 381.90 is not algbw 191.95 x "
        "1.9375 = 371.90 for n = 32; left out of the verdict")))
        << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("run 1, all_reduce, 4 rows, Pass, 361.20 GB/s = 90.3% of 400.00 GB/s")))
        << r.out.toStdString();

    const QString ratedAgainst =
        QStringLiteral("400.00 GB/s, ring ceiling (4 nodes: the rails of the slowest node; "
                       "assumed ring: the log names no algorithm)");
    r = cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db,
             QStringLiteral("1")});
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("Rated against:     ") + ratedAgainst))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Rank count:        proven by the log")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Inconsistent:      1 row(s) whose busbw disagrees "
                                              "with algbw, left out of the verdict")));
    EXPECT_TRUE(r.out.contains(
        QRegularExpression(QStringLiteral("8589934592 .* 381.90  \\(busbw inconsistent\\)\\n"))))
        << r.out.toStdString();

    r = cli({QStringLiteral("results"), QStringLiteral("evaluate"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("      verdict: Pass\n")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("      rated against: ") + ratedAgainst));

    // Every figure doubled, algbw and busbw alike (still consistent): 743.80 GB/s on 4 nodes of
    // 8 x NDR is above the 400 GB/s ring ceiling; only SHARP, 400 x 2 x 31/32 = 775 GB/s
    // (docs/references/fabric.md §2.4), could reach it, and the log does not say SHARP.
    const QString doubled =
        variantOfRun(dir, QStringLiteral("doubled.txt"),
                     {{QStringLiteral("180.70  350.10"), QStringLiteral("361.40  700.20")},
                      {QStringLiteral("186.43  361.20"), QStringLiteral("372.86  722.40")},
                      {QStringLiteral("192.26  372.50"), QStringLiteral("384.52  745.00")},
                      {QStringLiteral("191.95  371.90"), QStringLiteral("383.90  743.80")}});
    r = cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db, kRun,
             doubled});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("run 3, all_reduce, 4 rows, Implausible: check the "
                                              "log: ")))
        << r.out.toStdString();
    r = cli({QStringLiteral("report"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("1 run(s) implausible")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "and the log shows no SHARP, NVLS or tree (assumed ring); only SHARP (up to 775.00 GB/s) "
        "would explain it\n")))
        << r.out.toStdString();
    // The SU takes its figure from run 2 (kRun, 93.0%), not from the implausible run; the rails
    // get none, since every run here spans all rails (docs/results.md: only a run confined to
    // one rail rates it).
    EXPECT_TRUE(r.out.contains(QStringLiteral("SU1            93%  good"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("rail 0           -  unverifiable")))
        << r.out.toStdString();
}

// Host mappings belong to the run: the same synthetic run (tests/data/results/SOURCES.md,
// plateau 371.90 GB/s = 93.0% of 400 GB/s) with its hosts renamed gpu-1..gpu-4 is attributed to
// node01-node04 only through a mapping; `results evaluate` without one keeps the mapping stored
// at import (it used to drop it: "Unrated"), `report` lists it, new mappings replace it.
TEST(ResultsCli, EvaluateKeepsTheHostMappingOfTheImport)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("m.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db, QStringLiteral("--from"), kExample}).code, 0);
    QFile in(kRun);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(in.readAll());
    text.replace(QRegularExpression(QStringLiteral("on +node0(\\d)")),
                 QStringLiteral("on gpu-\\1"));
    ASSERT_TRUE(text.contains(QStringLiteral("on gpu-4 device  7")));
    const QString renamed = dir.filePath(QStringLiteral("renamed.txt"));
    QFile out(renamed);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(text.toUtf8());
    out.close();

    const QString verdict = QStringLiteral("Pass, 371.90 GB/s = 93.0% of 400.00 GB/s");
    Result r =
        cli({QStringLiteral("results"), QStringLiteral("import"), QStringLiteral("--db"), db,
             QStringLiteral("--host-pattern"), QStringLiteral("gpu-(\\d)=>node0\\1"), renamed});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("run 1, all_reduce, 4 rows, ") + verdict))
        << r.out.toStdString();

    const QRegularExpression rated(QStringLiteral("1 .*all_reduce +32 +4 +371.90 +93.0% +Pass"));
    r = cli({QStringLiteral("results"), QStringLiteral("evaluate"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(rated)) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("Unrated"))) << r.out.toStdString();

    r = cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db,
             QStringLiteral("1")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("Host mapping:      gpu-(\\d)=>node0\\1")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("node03 (host gpu-3, pattern)")));

    r = cli({QStringLiteral("report"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 0) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Host mappings (stored with the runs):")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("run 1     gpu-(\\d)=>node0\\1")))
        << r.out.toStdString();
    // SUs are named from 1; the example's four nodes are in its one SU. A run over all eight
    // rails rates no rail on its own: coverage says so.
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("\\n  SU1 +93% +good"))))
        << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("SU 0")));
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("Coverage: 4 of 4 GPU nodes, 8 of 8 rails, 2 of 2 leaves and 32 of 32 "
                       "rail links have a measurement; 0 links have a verdict of their own")))
        << r.out.toStdString();

    // Explicit maps replace the pattern: gpu-1 and gpu-2 only, so gpu-3 and gpu-4 are unknown
    // and the run cannot be rated.
    r = cli({QStringLiteral("results"), QStringLiteral("evaluate"), QStringLiteral("--db"), db,
             QStringLiteral("--host-map"), QStringLiteral("gpu-1=node01"),
             QStringLiteral("--host-map"), QStringLiteral("gpu-2=node02")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("1 .*371.90 +- +Unrated"))))
        << r.out.toStdString();
    r = cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db,
             QStringLiteral("1")});
    EXPECT_TRUE(r.out.contains(QStringLiteral("node01 (host gpu-1, map)"))) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("=>node0")));
    // And --clear-host-mappings drops them.
    r = cli({QStringLiteral("results"), QStringLiteral("evaluate"), QStringLiteral("--db"), db,
             QStringLiteral("--clear-host-mappings")});
    r = cli({QStringLiteral("results"), QStringLiteral("show"), QStringLiteral("--db"), db,
             QStringLiteral("1")});
    EXPECT_FALSE(r.out.contains(QStringLiteral("Host mapping:"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("gpu-1 (unknown host)")));
    EXPECT_EQ(cli({QStringLiteral("results"), QStringLiteral("evaluate"), QStringLiteral("--db"),
                   db, QStringLiteral("--host-map"), QStringLiteral("no-equals")})
                  .code,
              2);
}
