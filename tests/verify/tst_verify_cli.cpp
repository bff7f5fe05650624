// railyard-cli verify / as-built / export-topo as a user runs them: a real process, real files,
// exit codes (0 all correct, 1 findings, 2 usage, 3 input error) and messages.

#include "store/document.h"
#include "verify/verifystore.h"
#include "verifytestdesign.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verifytest;

namespace {

struct Result
{
    int code = -1;
    QString out, err;
};

Result cli(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(QStringLiteral(RAILYARD_CLI), args);
    EXPECT_TRUE(p.waitForFinished(120000));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QString kSample01 = QStringLiteral(
    SHARED_DATA_DIR "/probe-samples/ibnetdiscover/01-topograph-ndr-dgx-superpod.txt");

/// The design of tests/data/verify/README.md in a database, plus its rules file.
struct Fixture
{
    QTemporaryDir dir;
    QString db, rules;
    TestDesign t = makeDesign();
    Fixture()
    {
        db = dir.filePath(QStringLiteral("site.railyard"));
        store::Document::create(db)->replaceAll(t.d, QStringLiteral("import"),
                                                QStringLiteral("test"));
        rules = dir.filePath(QStringLiteral("rules.yaml"));
        QFile f(rules);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("node-names:\n"
                "  - {pattern: '^(\\S+) mlx5_(\\d+)$', device: '\\1', port: 'ib\\2'}\n"
                "ports:\n"
                "  - {device-type: 'qm9700-.*', name: 'P{(N-1)/2}.{(N-1)%2}'}\n"
                "  - {device-type: 'qm9700-.*', role: leaf, reported: 'swp(\\d+)s(\\d+)',\n"
                "     name: 'P{\\1-1}.{\\2}'}\n"
                "planes: [compute]\n");
    }
    QString path(const char *name) const { return dir.filePath(QLatin1String(name)); }
};

} // namespace

TEST(VerifyCli, FaultFixtureExitsOneWithSummaryWorkListAndStoredRun)
{
    Fixture fx;
    const QString csv = fx.path("work.csv");
    const Result r =
        cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
             QStringLiteral("--ibnetdiscover"), fixture("ib-faults.txt"), QStringLiteral("--rules"),
             fx.rules, QStringLiteral("--worklist-csv"), csv});
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    // One fault of each kind (tests/data/verify/README.md).
    for (const char *line :
         {"correct:        4", "missing:        1", "unexpected:     1", "swapped:        2",
          "wrong-port:     1", "wrong-device:   1", "degraded:       1", "unknown-device: 1"})
        EXPECT_TRUE(r.out.contains(QLatin1String(line))) << line << "\n" << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Planned links: 11 (1 not covered")));
    // The work list by the rack where the work is (tests/data/verify/README.md): the crossed
    // pair C3/C4 once, at leaf-1 in A03 where both crossed ends are; C7 (gpu-003 in B07) at its
    // wrong end, leaf-1 P2.0 in A03.
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "Rack A03:\n  [swapped] U40 leaf-1 P1.0 and P1.1: swap the cables at leaf-1 P1.0 and "
        "P1.1\n      other end: rack B07 U14 gpu-004 ib0; rack B07 U10 gpu-003 ib0\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("  [wrong-device] U40 leaf-1 P2.0: move cable C7 from leaf-1 P2.0 to "
                       "leaf-2 P1.0\n      other end: rack B07 U10 gpu-003 ib1; plug into rack "
                       "B07 U40 leaf-2 P1.0\n")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "Rack B07:\n  [wrong-port] U40 leaf-2 P2.1: move cable C6 from leaf-2 P2.1 to leaf-2 "
        "P0.1\n")));
    const QList<QByteArray> rows = readAll(csv).split('\n');
    EXPECT_EQ(rows.size(), 9); // header + 7 items + the empty piece after the last CRLF
    EXPECT_TRUE(rows.value(0).startsWith("rack,u,device,port,finding,cable"));

    // --mark-verified sets the 4 correct cables verified, recorded with the source.
    const Result m = cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
                          QStringLiteral("--ibnetdiscover"), fixture("ib-faults.txt"),
                          QStringLiteral("--rules"), fx.rules, QStringLiteral("--mark-verified")});
    EXPECT_EQ(m.code, 1);
    EXPECT_TRUE(m.out.contains(QStringLiteral("Marked 4 cable(s) verified.")));
    auto doc = store::Document::open(fx.db);
    EXPECT_EQ(doc->design().cables.find(fx.t.cableId("C9"))->status, CableStatus::Verified);
    EXPECT_EQ(doc->design().cables.find(fx.t.cableId("C7"))->status, CableStatus::Planned);
    EXPECT_TRUE(doc->design().changeLog.items().back().summary.contains(
        QStringLiteral("from ibnetdiscover ib-faults.txt")));
}

TEST(VerifyCli, LldpFolderAndPdfWorkList)
{
    Fixture fx;
    const QString pdf = fx.path("work.pdf");
    const Result r =
        cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db, QStringLiteral("--lldp"),
             QStringLiteral(TEST_DATA_DIR "/verify/lldp"), QStringLiteral("--rules"), fx.rules,
             QStringLiteral("--worklist-pdf"), pdf});
    // LLDP has no link speed: no degraded link, the rest as in the ibnetdiscover fixture.
    EXPECT_TRUE(r.out.contains(QStringLiteral("correct:        5"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("degraded:       0")));
    if (r.code == 1) {
        EXPECT_TRUE(readAll(pdf).startsWith("%PDF-"));
    } else {
        // railyard-cli still runs a QCoreApplication: the PDF needs a QGuiApplication.
        EXPECT_EQ(r.code, 3);
        EXPECT_TRUE(r.err.contains(QStringLiteral("QGuiApplication"))) << r.err.toStdString();
    }
}

// One unreadable file in an LLDP folder (lldpctl's plain text, tests/data/verify/lldpd-1.0.16)
// is an error naming the file, and the other files are still verified: the same 5 correct as in
// LldpFolderAndPdfWorkList, exit 1 (the check is not complete). as-built refuses to build a
// design that would lack that host's cables, and writes nothing.
TEST(VerifyCli, AnUnreadableLldpFileIsAnErrorAndTheOthersAreStillVerified)
{
    Fixture fx;
    const QString folder = fx.path("lldp");
    ASSERT_TRUE(QDir().mkpath(folder));
    const QDir fixtures(QStringLiteral(TEST_DATA_DIR "/verify/lldp"));
    for (const QString &f : fixtures.entryList({QStringLiteral("*.json")}, QDir::Files))
        ASSERT_TRUE(QFile::copy(fixtures.filePath(f), folder + QLatin1Char('/') + f));
    const QString plain = folder + QStringLiteral("/switch-c.txt");
    ASSERT_TRUE(QFile::copy(
        QStringLiteral(TEST_DATA_DIR "/verify/lldpd-1.0.16/leaf-neighbors.plain"), plain));
    const Result r = cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
                          QStringLiteral("--lldp"), folder, QStringLiteral("--rules"), fx.rules});
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("correct:        5"))) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("error: ") + plain +
                               QStringLiteral(":1: this is lldpctl's plain text output")))
        << r.err.toStdString();

    const QString built = fx.path("built.railyard");
    const Result b = cli({QStringLiteral("as-built"), QStringLiteral("--db"), built,
                          QStringLiteral("--lldp"), folder});
    EXPECT_EQ(b.code, 3) << b.err.toStdString();
    EXPECT_TRUE(b.err.contains(QStringLiteral("could not be read; nothing was written")))
        << b.err.toStdString();
    EXPECT_TRUE(b.err.contains(QStringLiteral("switch-c.txt"))) << b.err.toStdString();
    EXPECT_FALSE(QFile::exists(built));
}

// The real NDR SuperPOD dump: an as-built design from it, then verified against the same dump.
TEST(VerifyCli, AsBuiltFromTheNdrSampleVerifiesClean)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("asbuilt.railyard"));
    Result r = cli({QStringLiteral("as-built"), QStringLiteral("--db"), db,
                    QStringLiteral("--ibnetdiscover"), kSample01, QStringLiteral("--name"),
                    QStringLiteral("superpod")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("40 links inside one system skipped")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QRegularExpression(QStringLiteral("Cables:\\s+1074\\n"))))
        << r.out.toStdString();

    r = cli({QStringLiteral("verify"), QStringLiteral("--db"), db,
             QStringLiteral("--ibnetdiscover"), kSample01, QStringLiteral("--mark-verified")});
    EXPECT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("correct:        1074")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("(40 more inside one system, skipped)")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Marked 1074 cable(s) verified.")));

    // A second as-built into the same file is refused without --replace.
    r = cli({QStringLiteral("as-built"), QStringLiteral("--db"), db,
             QStringLiteral("--ibnetdiscover"), kSample01});
    EXPECT_EQ(r.code, 2);
}

// Issue 13: an LLDP as-built design exported `manufacturer: ""`, which `init --from` and
// `validate FILE` refused while `validate --db` said 0 errors. Its types now name the
// manufacturer "Unknown" (LLDP reports none; NetBox requires one), and all four agree.
TEST(VerifyCli, AsBuiltFromLldpExportsAFileThatLoads)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("lldp.railyard"));
    const QString yaml = dir.filePath(QStringLiteral("lldp.yaml"));
    Result r = cli({QStringLiteral("as-built"), QStringLiteral("--db"), db,
                    QStringLiteral("--lldp"), QStringLiteral(TEST_DATA_DIR "/verify/lldp")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("validate"), QStringLiteral("--db"), db});
    EXPECT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
    r = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
             QStringLiteral("yaml"), QStringLiteral("-o"), yaml});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QByteArray text = readAll(yaml);
    EXPECT_FALSE(text.contains("manufacturer: \"\"")) << text.toStdString();
    EXPECT_TRUE(text.contains("manufacturer: Unknown")) << text.toStdString();
    r = cli({QStringLiteral("validate"), yaml});
    EXPECT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
    r = cli({QStringLiteral("init"), dir.filePath(QStringLiteral("again.railyard")),
             QStringLiteral("--from"), yaml});
    EXPECT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
}

TEST(VerifyCli, ExportTopo)
{
    Fixture fx;
    const QString out = fx.path("plan.topo");
    const Result r =
        cli({QStringLiteral("export-topo"), QStringLiteral("--db"), fx.db,
             QStringLiteral("--plane"), QStringLiteral("compute"), QStringLiteral("-o"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QString topo = QString::fromUtf8(readAll(out));
    EXPECT_TRUE(topo.startsWith(QStringLiteral("hgx-2rail gpu-001\n   ib0 -> qm9700-10 leaf-1 "
                                               "P0.0\n")))
        << topo.toStdString();
    EXPECT_EQ(topo.count(QStringLiteral(" -> ")), 20); // 10 cables, both ends
    EXPECT_EQ(cli({QStringLiteral("export-topo"), QStringLiteral("--db"), fx.db,
                   QStringLiteral("--plane"), QStringLiteral("nope")})
                  .code,
              3);
}

// export-ibsim: the plan as an ibsim net file (docs/references/probe-formats.md §d.5): leaves
// as switches named as in the plan, one single-port CA per cabled host port. The fixture's
// ports carry no RDMA device, so each CA is described "<host> <port>" and a warning says so.
TEST(VerifyCli, ExportIbsim)
{
    Fixture fx;
    const QString out = fx.path("plan.net");
    const Result r = cli(
        {QStringLiteral("export-ibsim"), QStringLiteral("--db"), fx.db, QStringLiteral("-o"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QString net = QString::fromUtf8(readAll(out));
    EXPECT_TRUE(net.contains(QStringLiteral("Switch\t10 \"leaf-1\"\t\t# \"leaf-1\" enhanced port 0 "
                                            "lid 0\n[1]\t\"gpu-001/ib0\"[1]\t\t# \"gpu-001 ib0\" "
                                            "lid 0 4xNDR\n")))
        << net.toStdString();
    EXPECT_TRUE(net.contains(QStringLiteral("Ca\t1 \"gpu-004/ib1\"\t\t# \"gpu-004 ib1\"\n")))
        << net.toStdString();
    EXPECT_EQ(net.count(QStringLiteral("\nCa\t")), 8);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no RDMA device name"))) << r.err.toStdString();
    EXPECT_EQ(cli({QStringLiteral("export-ibsim"), QStringLiteral("--db"), fx.db,
                   QStringLiteral("--plane"), QStringLiteral("nope")})
                  .code,
              3);
}

TEST(VerifyCli, BadInputNeverCrashes)
{
    Fixture fx;
    const QString junk = fx.path("junk.txt");
    {
        QFile f(junk);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("this is not\x01 ibnetdiscover output\n");
    }
    const QString badJson = fx.path("bad.json");
    {
        QFile f(badJson);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{\"lldp\": [");
    }
    struct Case
    {
        QStringList args;
        int code;
        const char *message;
    };
    const std::vector<Case> cases{
        {{QStringLiteral("verify"), QStringLiteral("--db"), fx.db}, 2, "--ibnetdiscover"},
        {{QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
          QStringLiteral("--ibnetdiscover"), fx.path("missing.txt")},
         3,
         "missing.txt"},
        {{QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
          QStringLiteral("--ibnetdiscover"), junk},
         3,
         "junk.txt"},
        {{QStringLiteral("verify"), QStringLiteral("--db"), fx.db, QStringLiteral("--lldp"),
          badJson},
         3,
         "bad.json"},
        {{QStringLiteral("verify"), QStringLiteral("--db"), fx.path("none.railyard"),
          QStringLiteral("--ibnetdiscover"), fixture("ib-faults.txt")},
         3,
         "none.railyard"},
        {{QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
          QStringLiteral("--ibnetdiscover"), fixture("ib-faults.txt"), QStringLiteral("--rules"),
          junk},
         3,
         "junk.txt"},
        {{QStringLiteral("as-built"), QStringLiteral("--db"), fx.path("n.railyard"),
          QStringLiteral("--lldp"), fx.path("nodir")},
         3,
         "nodir"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.args.join(QLatin1Char(' ')).toStdString());
        const Result r = cli(c.args);
        EXPECT_EQ(r.code, c.code) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(c.message))) << r.err.toStdString();
    }
}

// A node description that cannot be a device name (issue 12 point 1): as-built refuses it
// naming the file and line (81, the node's header in tests/data/verify/ib-faults.txt) and
// writes no file; --sanitize-names renames it and reports the change.
TEST(VerifyCli, AsBuiltRefusesAHostileNodeDescriptionUnlessAskedToSanitize)
{
    QTemporaryDir dir;
    QByteArray dump = readAll(QStringLiteral(TEST_DATA_DIR "/verify/ib-faults.txt"));
    ASSERT_EQ(dump.count("\"gpu-004 mlx5_"), 3);
    dump.replace("\"gpu-004 mlx5_", "\"gpu[1-9];$(id) mlx5_");
    const QString ib = dir.filePath(QStringLiteral("ib.txt"));
    QFile f(ib);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(dump);
    f.close();
    const QString db = dir.filePath(QStringLiteral("asbuilt.railyard"));
    Result r = cli({QStringLiteral("as-built"), QStringLiteral("--db"), db,
                    QStringLiteral("--ibnetdiscover"), ib});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(ib + QStringLiteral(":81: device.name: The reported name "
                                                   "\"gpu[1-9];$(id)\" cannot be a device name")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(db));

    r = cli({QStringLiteral("as-built"), QStringLiteral("--db"), db,
             QStringLiteral("--ibnetdiscover"), ib, QStringLiteral("--sanitize-names")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(ib + QStringLiteral(":81: device.name: Renamed: device "
                                                   "gpu[1-9];$(id): name \"gpu[1-9];$(id)\" -> "
                                                   "\"gpu-1-9-id\"")))
        << r.err.toStdString();
    auto doc = store::Document::open(db);
    EXPECT_NE(doc->design().deviceByName(QStringLiteral("gpu-1-9-id")), nullptr);
}

TEST(VerifyCli, ProgressPrintsRowsRacksAndDaysFromTheStoredMarks)
{
    // A real SQLite file: C1 and C2 installed on 30 November, C1 verified on 1 December (marks
    // with those times in the verify module's table); C1 and C2 are so in the design.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("site.railyard"));
    {
        TestDesign t = makeDesign();
        t.d.cables.find(t.cableId("C1"))->status = CableStatus::Verified;
        t.d.cables.find(t.cableId("C2"))->status = CableStatus::Installed;
        auto doc = store::Document::create(db);
        doc->replaceAll(t.d, QStringLiteral("import"), QStringLiteral("test"));
        auto store = verify::VerifyStore::of(*doc);
        ASSERT_NE(store, nullptr);
        auto add = [&](const char *label, const char *time, CableStatus from, CableStatus to) {
            verify::CableMark m;
            m.cableId = t.cableId(label);
            m.cableLabel = QLatin1String(label);
            m.time = QLatin1String(time);
            m.oldStatus = from;
            m.newStatus = to;
            store->addMark(m);
        };
        add("C1", "2026-11-30T09:00:00Z", CableStatus::Planned, CableStatus::Installed);
        add("C2", "2026-11-30T09:30:00Z", CableStatus::Planned, CableStatus::Installed);
        add("C1", "2026-12-01T10:00:00Z", CableStatus::Installed, CableStatus::Verified);
    }
    const QString csv = dir.filePath(QStringLiteral("progress.csv"));
    const QString history = dir.filePath(QStringLiteral("history.csv"));
    const Result r = cli({QStringLiteral("progress"), QStringLiteral("--db"), db,
                          QStringLiteral("--today"), QStringLiteral("2026-12-03"),
                          QStringLiteral("--csv"), csv, QStringLiteral("--history-csv"), history});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // 11 cables; A03 is touched by 9 of them (README table), C1 and C2 among them.
    EXPECT_TRUE(r.out.contains(QLatin1String(
        "Build progress of verify-test on 2026-12-03: 11 cable(s), 2 installed (18.2%), 1 "
        "verified (9.1%), 0 faulty")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(
        QRegularExpression(QStringLiteral(R"(\n  A03 +9 +2 +22\.2% +1 +11\.1% +0\n)"))))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(
        QRegularExpression(QStringLiteral(R"(\n  2026-11-30 +11 +2 +18\.2% +0 +0\.0% +0\n)"))))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(
        QRegularExpression(QStringLiteral(R"(\n  2026-12-01 +11 +2 +18\.2% +1 +9\.1% +0\n)"))))
        << r.out.toStdString();
    EXPECT_TRUE(readAll(csv).contains("rack,B,B07,9,0,0.0,0,0.0,0\n"));
    EXPECT_TRUE(readAll(history).startsWith("date,level,name,cables,installed,verified,faulty\n"
                                            "2026-11-30,total,,11,2,0,0\n"));

    const Result bad = cli({QStringLiteral("progress"), QStringLiteral("--db"), db,
                            QStringLiteral("--today"), QStringLiteral("3 Dec")});
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(QLatin1String("--today: \"3 Dec\" is not a date")));
}

// --kind: only the crossed pair and the wrong port in the listing and the CSV (header + 2
// items); the summary still counts everything. An unknown kind is an input error naming it.
// After the pair is re-cabled (a dump with C3/C4 as planned), --mark-verified marks both
// cables of the pair verified.
TEST(VerifyCli, KindFilterAndASwapMarkedVerifiedAfterTheRecheck)
{
    Fixture fx;
    const QString csv = fx.path("work.csv");
    const Result r = cli(
        {QStringLiteral("verify"), QStringLiteral("--db"), fx.db, QStringLiteral("--ibnetdiscover"),
         fixture("ib-faults.txt"), QStringLiteral("--rules"), fx.rules, QStringLiteral("--kind"),
         QStringLiteral("swapped,wrong-port"), QStringLiteral("--worklist-csv"), csv});
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("missing:        1"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("[swapped] U40 leaf-1 P1.0 and P1.1")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("[wrong-port] U40 leaf-2 P2.1")));
    EXPECT_FALSE(r.out.contains(QStringLiteral("[missing]")));
    EXPECT_FALSE(r.out.contains(QStringLiteral("[wrong-device]")));
    const QList<QByteArray> rows = readAll(csv).split('\n');
    ASSERT_EQ(rows.size(), 4); // header + 2 items + the empty piece after the last CRLF
    EXPECT_TRUE(rows[1].startsWith("A03,40,leaf-1,P1.0 / P1.1,swapped,\"C4, C3\","));
    EXPECT_TRUE(rows[2].startsWith("B07,40,leaf-2,P2.1,wrong-port,C6,"));

    const Result bad = cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
                            QStringLiteral("--ibnetdiscover"), fixture("ib-faults.txt"),
                            QStringLiteral("--kind"), QStringLiteral("crossed")});
    EXPECT_EQ(bad.code, 3);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("Unknown finding kind \"crossed\"")))
        << bad.err.toStdString();

    // The same dump with leaf-1 ports 3 and 4 (P1.0, P1.1) back as planned: gpu-003 on 3,
    // gpu-004 on 4 (tests/data/verify/README.md).
    QByteArray fixed = readAll(fixture("ib-faults.txt"));
    const QByteArray on3 =
        "[3]\t\"H-e09d730300040000\"[1](e09d730300040000) \t\t# \"gpu-004 mlx5_0\" "
        "lid 41 4xNDR";
    const QByteArray on4 =
        "[4]\t\"H-e09d730300030000\"[1](e09d730300030000) \t\t# \"gpu-003 mlx5_0\" "
        "lid 31 4xNDR";
    ASSERT_TRUE(fixed.contains(on3) && fixed.contains(on4));
    fixed.replace(on3, "[4]\t\"H-e09d730300040000\"[1](e09d730300040000) \t\t# \"gpu-004 mlx5_0\" "
                       "lid 41 4xNDR");
    fixed.replace(on4, "[3]\t\"H-e09d730300030000\"[1](e09d730300030000) \t\t# \"gpu-003 mlx5_0\" "
                       "lid 31 4xNDR");
    fixed.replace("\"S-b8599f0300aa0001\"[4]\t\t# lid 31", "\"S-b8599f0300aa0001\"[3]\t\t# lid 31");
    fixed.replace("\"S-b8599f0300aa0001\"[3]\t\t# lid 41", "\"S-b8599f0300aa0001\"[4]\t\t# lid 41");
    const QString recheck = fx.path("recheck.txt");
    {
        QFile f(recheck);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(fixed);
    }
    const Result m = cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
                          QStringLiteral("--ibnetdiscover"), recheck, QStringLiteral("--rules"),
                          fx.rules, QStringLiteral("--mark-verified")});
    EXPECT_TRUE(m.out.contains(QStringLiteral("swapped:        0"))) << m.out.toStdString();
    EXPECT_TRUE(m.out.contains(QStringLiteral("correct:        6"))) << m.out.toStdString();
    EXPECT_TRUE(m.out.contains(QStringLiteral("Marked 6 cable(s) verified.")));
    auto doc = store::Document::open(fx.db);
    for (const char *label : {"C3", "C4"})
        EXPECT_EQ(doc->design().cables.find(fx.t.cableId(label))->status, CableStatus::Verified)
            << label;
}

// A link whose far port the rules cannot translate (leaf-2 "swp77"; the rule takes
// swp<X>s<Y>) is unverifiable: counted, listed apart, not in the work list.
TEST(VerifyCli, UnverifiableObservationsAreListedApart)
{
    Fixture fx;
    const QString lldp = fx.path("gpu-002.json");
    {
        QFile f(lldp);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(R"({"lldp_loc_chassis": {"local-chassis": {"chassis": {"gpu-002": {
                    "id": {"type": "mac", "value": "02:00:00:00:02:00"}}}}},
                  "lldp": {"interface": [{"enp59s0np0": {"via": "LLDP",
                    "chassis": {"leaf-2": {"id": {"type": "mac", "value": "0c:42:a1:00:00:02"}}},
                    "port": {"id": {"type": "ifname", "value": "swp77"}}}}]}})");
    }
    const QString csv = fx.path("work.csv");
    const Result r =
        cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db, QStringLiteral("--lldp"),
             lldp, QStringLiteral("--rules"), fx.rules, QStringLiteral("--worklist-csv"), csv});
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("unverifiable:   1"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("wrong-port:     0")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Could not be verified (1), not in the work "
                                              "list:\n  [unverifiable] rack A03 U14 gpu-002 "
                                              "port ib1: cable goes to leaf-2 swp77 (not in "
                                              "the design), which maps to no port of the "
                                              "design; plan says leaf-2 P0.1.")))
        << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("Rack A03:")));
    const QList<QByteArray> rows = readAll(csv).split('\n');
    ASSERT_EQ(rows.size(), 3); // header + the unverifiable row + the empty piece
    EXPECT_TRUE(rows[1].startsWith("A03,14,gpu-002,ib1,unverifiable,C6,,")) << rows[1].data();
}

// as-built and verify name a neighbour that sent no system name the same way, by its chassis
// id (tests/data/verify/lldp-nameless: a chassis id of type "local", one of type "mac"): the
// design built from the file verifies against the same file with no finding.
TEST(VerifyCli, NamelessLldpNeighboursAsBuiltVerifiesClean)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("nameless.railyard"));
    const QString file = QStringLiteral(TEST_DATA_DIR "/verify/lldp-nameless/host-a.json");
    const Result b = cli(
        {QStringLiteral("as-built"), QStringLiteral("--db"), db, QStringLiteral("--lldp"), file});
    ASSERT_EQ(b.code, 0) << b.err.toStdString();
    auto doc = store::Document::open(db);
    EXPECT_NE(doc->design().deviceByName(QStringLiteral("FOC2231X0AB")), nullptr);
    EXPECT_NE(doc->design().deviceByName(QStringLiteral("0C-42-A1-00-99-00")), nullptr);
    doc.reset();
    const Result v =
        cli({QStringLiteral("verify"), QStringLiteral("--db"), db, QStringLiteral("--lldp"), file});
    EXPECT_EQ(v.code, 0) << v.out.toStdString();
    EXPECT_TRUE(v.out.contains(QStringLiteral("correct:        2"))) << v.out.toStdString();
    EXPECT_TRUE(v.out.contains(QStringLiteral("unknown-device: 0")));
}

// Empty observation files are refused with a message naming the file and what was expected.
TEST(VerifyCli, EmptyObservationFilesAreNamed)
{
    Fixture fx;
    const QString ib = fx.path("empty.txt"), lldp = fx.path("empty.json");
    for (const QString &p : {ib, lldp}) {
        QFile f(p);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    }
    const Result a = cli({QStringLiteral("verify"), QStringLiteral("--db"), fx.db,
                          QStringLiteral("--ibnetdiscover"), ib});
    EXPECT_EQ(a.code, 3);
    EXPECT_TRUE(
        a.err.contains(ib + QStringLiteral(": the file is empty; expected ibnetdiscover output")))
        << a.err.toStdString();
    const Result b = cli(
        {QStringLiteral("verify"), QStringLiteral("--db"), fx.db, QStringLiteral("--lldp"), lldp});
    EXPECT_EQ(b.code, 3);
    EXPECT_TRUE(
        b.err.contains(lldp + QStringLiteral(": the file is empty; expected lldpctl output")))
        << b.err.toStdString();
}
