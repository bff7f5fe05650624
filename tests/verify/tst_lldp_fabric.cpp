// Cable verification against real LLDP: the out-of-band plane of the bundled example
// resources/examples/small-cluster.yaml (mgmt-01 ports swp1-swp4 to the `bmc` port of node01-
// node04, cables C0033, C0034, ... in the file) is built in network namespaces with one lldpd
// each (tests/common/lldpfabric.h), cabled as the plan says or with planted faults. The files
// lldpcli writes are verified as `railyard-cli verify --lldp DIR` does (usecases::readObservations
// and verifyObservations), with no rules file. Each case must give exactly its faults and
// nothing else. Needs root, iproute2 and lldpd: skipped without them, a failure when CI=true.

#include "../common/lldpfabric.h"
#include "../common/loopbacksshd.h"
#include "../common/oneslurm.h"
#include "../common/requireprogram.h"

#include "io/designyaml.h"
#include "store/document.h"
#include "usecases/verification.h"

#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <map>

using namespace ry;
using ry::test::LldpFabric;
using Kind = verify::CableFinding::Kind;

namespace {

Design smallCluster()
{
    return designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"));
}

/// The example's out-of-band cabling as planned: node0k bmc -- mgmt-01 swpk.
std::vector<LldpFabric::Link> plannedOob()
{
    std::vector<LldpFabric::Link> l;
    for (int k = 1; k <= 4; ++k)
        l.push_back({QStringLiteral("node0%1").arg(k), QStringLiteral("bmc"),
                     QStringLiteral("mgmt-01"), QStringLiteral("swp%1").arg(k)});
    return l;
}

struct Outcome
{
    usecases::VerifyResult result;
    /// "kind device port" of every finding, e.g. "wrong-port node03 bmc".
    std::multiset<std::string> findings;
    std::map<Kind, int> counts;
    QStringList errors; ///< Error diagnostics of reading the files
};

/// Starts `fabric`, waits for every daemon's neighbours, writes one file per device and verifies
/// them against `design` as the CLI does. Fails the test (with a message) when anything is off.
void runFabric(LldpFabric &fabric, const Design &design, Outcome &out, QString *dirOut = nullptr)
{
    QString why;
    ASSERT_TRUE(fabric.start(&why)) << why.toStdString();
    // lldpd sends at once when an interface comes up, then every tx-interval (1 s): a few
    // seconds are plenty, 30 s is the deadline for a loaded CI machine.
    ASSERT_TRUE(fabric.waitForNeighbours(30000, &why)) << why.toStdString();
    static QTemporaryDir dir; // one per process; each case its own sub-folder
    ASSERT_TRUE(dir.isValid());
    static int n = 0;
    const QString sub = dir.filePath(QString::number(++n));
    QDir().mkpath(sub);
    ASSERT_FALSE(fabric.writeFiles(sub).isEmpty());
    if (dirOut)
        *dirOut = sub;
    usecases::VerifyRequest request;
    request.lldpPaths = {sub};
    usecases::Progress progress;
    verify::ObservationSet set = usecases::readObservations(request, progress);
    out.result = usecases::verifyObservations(design, std::move(set), request, progress);
    for (const verify::CableFinding &f : out.result.verification.findings) {
        out.findings.insert(
            QStringLiteral("%1 %2 %3").arg(toString(f.kind), f.device, f.port).toStdString());
        ++out.counts[f.kind];
    }
    for (const Diagnostic &d : out.result.observed.diagnostics)
        if (d.severity == Diagnostic::Severity::Error)
            out.errors << d.describe();
}

std::string dump(const Outcome &o)
{
    std::string s;
    for (const verify::CableFinding &f : o.result.verification.findings)
        s += "  [" + toString(f.kind).toStdString() + "] " + f.explanation.toStdString() + "\n";
    return s;
}

#define REQUIRE_FABRIC()                                                                           \
    do {                                                                                           \
        QString why_;                                                                              \
        if (!LldpFabric::available(&why_))                                                         \
            RY_SKIP_OR_FAIL(why_.toStdString());                                                   \
    } while (false)

} // namespace

// Cabled as planned: the four planned out-of-band links are correct and nothing else is found.
// The compute plane (InfiniBand, 32 planned links) is out of LLDP's sight and gets no finding.
TEST(LldpFabric, PerfectCablingGivesOnlyCorrectLinks)
{
    REQUIRE_FABRIC();
    QElapsedTimer t;
    t.start();
    const Design design = smallCluster();
    LldpFabric fabric;
    for (const char *n : {"mgmt-01", "node01", "node02", "node03", "node04"})
        fabric.addNode({QLatin1String(n)});
    for (const LldpFabric::Link &l : plannedOob())
        fabric.addLink(l);
    Outcome o;
    runFabric(fabric, design, o);
    if (HasFatalFailure())
        return;
    EXPECT_TRUE(o.errors.isEmpty()) << o.errors.join('\n').toStdString();
    const std::multiset<std::string> want{"correct node01 bmc", "correct node02 bmc",
                                          "correct node03 bmc", "correct node04 bmc"};
    EXPECT_EQ(o.findings, want) << dump(o);
    EXPECT_TRUE(o.result.verification.allCorrect());
    // Each link was reported from both of its ends (five files, eight reports, four links).
    EXPECT_EQ(o.result.verification.summary.observedLinks, 4);
    for (const verify::ObservedLink &l : o.result.observed.links())
        EXPECT_TRUE(l.seenFromBothEnds);
    RecordProperty("seconds", std::to_string(t.elapsed() / 1000.0));
}

// Planted faults: node01 and node02 crossed at mgmt-01 (swp2 and swp1), node03 on swp7 instead of
// swp3, node04 on leaf-01's mgmt0 instead of mgmt-01 swp4, and an unplanned cable from mgmt-01
// swp10 to leaf-02 mgmt0. Exactly these five findings, and no "missing" for the ports the moved
// cables left.
TEST(LldpFabric, PlantedMiswiringGivesExactlyThoseFindings)
{
    REQUIRE_FABRIC();
    const Design design = smallCluster();
    LldpFabric fabric;
    for (const char *n : {"mgmt-01", "node01", "node02", "node03", "node04", "leaf-01", "leaf-02"})
        fabric.addNode({QLatin1String(n)});
    fabric.addLink({"node01", "bmc", "mgmt-01", "swp2"});     // swap ...
    fabric.addLink({"node02", "bmc", "mgmt-01", "swp1"});     // ... of two cables
    fabric.addLink({"node03", "bmc", "mgmt-01", "swp7"});     // wrong port
    fabric.addLink({"node04", "bmc", "leaf-01", "mgmt0"});    // wrong device
    fabric.addLink({"mgmt-01", "swp10", "leaf-02", "mgmt0"}); // extra cable
    Outcome o;
    runFabric(fabric, design, o);
    if (HasFatalFailure())
        return;
    EXPECT_TRUE(o.errors.isEmpty()) << o.errors.join('\n').toStdString();
    EXPECT_EQ(o.counts[Kind::Swapped], 2) << dump(o);
    EXPECT_EQ(o.counts[Kind::WrongPort], 1) << dump(o);
    EXPECT_EQ(o.counts[Kind::WrongDevice], 1) << dump(o);
    EXPECT_EQ(o.counts[Kind::Unexpected], 1) << dump(o);
    EXPECT_EQ(o.result.verification.findings.size(), 5u) << dump(o);
    for (const verify::CableFinding &f : o.result.verification.findings) {
        if (f.kind == Kind::WrongPort) {
            EXPECT_EQ(f.device, "node03");
            EXPECT_EQ(f.observedPeer, "mgmt-01 swp7");
            EXPECT_EQ(f.plannedPeer, "mgmt-01 swp3");
        }
        if (f.kind == Kind::WrongDevice) {
            EXPECT_EQ(f.device, "node04");
            EXPECT_EQ(f.observedPeer, "leaf-01 mgmt0");
        }
    }
}

// A cable left out (node01), a host whose cable is in but that sends no LLDP (node02: no lldpd,
// no file), and a neighbour that sends no system name (node03's lldpd with an empty hostname,
// its own file not collected, as for a BMC nobody logs into). mgmt-01 hears nothing on swp1 and
// swp2: two "missing"; on swp3 it hears a chassis MAC the plan does not know: "unknown-device".
// node04 is correct. Then the plan learns node03's chassis MAC (Device::chassisMac) and the
// nameless neighbour is node03: correct.
TEST(LldpFabric, MissingSilentAndNamelessNeighbours)
{
    REQUIRE_FABRIC();
    Design design = smallCluster();
    LldpFabric fabric;
    fabric.addNode({QStringLiteral("mgmt-01")});
    fabric.addNode({QStringLiteral("node01")});
    fabric.addNode({QStringLiteral("node02"), /*lldpd*/ false});
    fabric.addNode({QStringLiteral("node03"), true, /*nameless*/ true, /*collected*/ false});
    fabric.addNode({QStringLiteral("node04")});
    fabric.addLink({"node02", "bmc", "mgmt-01", "swp2"});
    fabric.addLink({"node03", "bmc", "mgmt-01", "swp3"});
    fabric.addLink({"node04", "bmc", "mgmt-01", "swp4"});
    Outcome o;
    QString dir;
    runFabric(fabric, design, o, &dir);
    if (HasFatalFailure())
        return;
    EXPECT_TRUE(o.errors.isEmpty()) << o.errors.join('\n').toStdString();
    const QString mac = fabric.chassisId(QStringLiteral("node03"));
    ASSERT_FALSE(mac.isEmpty());
    const std::multiset<std::string> want{"missing node01 bmc", "missing node02 bmc",
                                          "unknown-device mgmt-01 swp3", "correct node04 bmc"};
    EXPECT_EQ(o.findings, want) << dump(o);

    // The same files, the plan now holding node03's chassis MAC.
    for (Device &d : design.devices)
        if (d.name == QLatin1String("node03"))
            d.chassisMac = mac;
    usecases::VerifyRequest request;
    request.lldpPaths = {dir};
    usecases::Progress progress;
    const usecases::VerifyResult again = usecases::verifyObservations(
        design, usecases::readObservations(request, progress), request, progress);
    std::multiset<std::string> got;
    for (const verify::CableFinding &f : again.verification.findings)
        got.insert(
            QStringLiteral("%1 %2 %3").arg(toString(f.kind), f.device, f.port).toStdString());
    const std::multiset<std::string> want2{"missing node01 bmc", "missing node02 bmc",
                                           "correct node03 bmc", "correct node04 bmc"};
    EXPECT_EQ(got, want2);
}

// ---- Live collection (railyard-cli verify-live) --------------------------------------------

namespace {

struct CliRun
{
    int code = -1;
    QString out, err;
};

CliRun cli(const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    CliRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace

// The example's out-of-band plane cabled as planned, lldpd per namespace, and a loopback sshd on
// which mgmt-01 and node01-node03 are ssh aliases of 127.0.0.1; node04's alias points at a port
// nothing listens on. verify-live collects through ssh (lldpcli at each node's own socket,
// `{node}` in the command), keeps node04 as a per-node failure ("Connection refused") and goes
// on: four files written, exit 1 because a node was not read, and the four planned links are
// correct (node04's link is reported by mgmt-01). The written folder verifies offline the same,
// exit 0. Then the InfiniBand half: one ibnetdiscover per InfiniBand plane from one host (plane
// "compute", node01, the first host by name), here a `cat` of a public ibnetdiscover output
// (tests/data/shared/probe-samples/ibnetdiscover/SOURCES.md) so the bytes can be compared.
TEST(LldpLive, VerifyLiveOverSshKeepsAnUnreachableNode)
{
    REQUIRE_FABRIC();
    {
        QString why;
        if (!ry::test::LoopbackSshd::available(&why))
            RY_SKIP_OR_FAIL(why.toStdString());
    }
    QElapsedTimer t;
    t.start();
    const Design design = smallCluster();
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const QString db = tmp.filePath("cluster.ry");
    store::Document::create(db)->replaceAll(design, QStringLiteral("import"),
                                            QStringLiteral("test"));
    LldpFabric fabric;
    for (const char *n : {"mgmt-01", "node01", "node02", "node03", "node04"})
        fabric.addNode({QLatin1String(n)});
    for (const LldpFabric::Link &l : plannedOob())
        fabric.addLink(l);
    QString why;
    ASSERT_TRUE(fabric.start(&why)) << why.toStdString();
    ASSERT_TRUE(fabric.waitForNeighbours(30000, &why)) << why.toStdString();
    ry::test::LoopbackSshd sshd;
    ASSERT_TRUE(sshd.start({"mgmt-01", "node01", "node02", "node03"}, {"node04"}, &why))
        << why.toStdString();
    const QString sockets = QFileInfo(fabric.socket("mgmt-01")).absolutePath();
    const QString lldpcli = LldpFabric::lldpcliProgram();
    const QString out = tmp.filePath("collected");
    const CliRun r =
        cli({"verify-live", "--db", db, "--launcher", "ssh", "--ssh-config", sshd.configFile(),
             "--no-ibnetdiscover", "--timeout", "20", "--lldp-command",
             lldpcli + " -u " + sockets + "/{node}.sock -f json show neighbors",
             "--lldp-chassis-command",
             lldpcli + " -u " + sockets + "/{node}.sock -f json show chassis", "-o", out});
    EXPECT_EQ(r.code, 1) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("node04: not collected")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("Connection refused")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("Collected 4 of 5 file(s)")) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QRegularExpression("correct:\\s+4\\n"))) << r.out.toStdString();
    for (const char *n : {"mgmt-01", "node01", "node02", "node03"})
        EXPECT_TRUE(QFile::exists(out + "/lldp/" + n + ".json")) << n;
    EXPECT_FALSE(QFile::exists(out + "/lldp/node04.json"));

    // Offline, the same folder: every planned link correct, every file read.
    const CliRun again = cli({"verify", "--db", db, "--lldp", out + "/lldp"});
    EXPECT_EQ(again.code, 0) << again.out.toStdString() << again.err.toStdString();
    EXPECT_TRUE(again.out.contains(QRegularExpression("correct:\\s+4\\n")));

    // InfiniBand: one dump per plane, from node01, kept byte for byte.
    const QString sample = QStringLiteral(
        SHARED_DATA_DIR "/probe-samples/ibnetdiscover/01-topograph-ndr-dgx-superpod.txt");
    const QString out2 = tmp.filePath("ib");
    const CliRun ib =
        cli({"verify-live", "--db", db, "--launcher", "ssh", "--ssh-config", sshd.configFile(),
             "--no-lldp", "--ibnetdiscover-command", "cat \"" + sample + "\"", "-o", out2});
    EXPECT_TRUE(ib.err.contains("collected ibnetdiscover/compute-node01.txt"))
        << ib.err.toStdString();
    QFile a(sample), b(out2 + "/ibnetdiscover/compute-node01.txt");
    ASSERT_TRUE(a.open(QIODevice::ReadOnly));
    ASSERT_TRUE(b.open(QIODevice::ReadOnly));
    EXPECT_EQ(a.readAll(), b.readAll());
    RecordProperty("seconds", std::to_string(t.elapsed() / 1000.0));
}

// The same collection through srun on a one-node Slurm whose node is called node01 (slurmd -N
// node01): node01's file comes back (real lldpcli output at its namespace's daemon), node02 is
// not a node of that Slurm and is kept as a per-node failure; exit 1. node01's planned link is
// correct, seen from node01's end.
TEST(LldpLive, VerifyLiveThroughSrunKeepsANodeSlurmDoesNotKnow)
{
    REQUIRE_FABRIC();
    {
        QString why;
        if (!ry::test::OneNodeSlurm::available(&why))
            RY_SKIP_OR_FAIL(why.toStdString());
    }
    const Design design = smallCluster();
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const QString db = tmp.filePath("cluster.ry");
    store::Document::create(db)->replaceAll(design, QStringLiteral("import"),
                                            QStringLiteral("test"));
    LldpFabric fabric;
    for (const char *n : {"mgmt-01", "node01", "node02"})
        fabric.addNode({QLatin1String(n)});
    fabric.addLink({"node01", "bmc", "mgmt-01", "swp1"});
    fabric.addLink({"node02", "bmc", "mgmt-01", "swp2"});
    QString why;
    ASSERT_TRUE(fabric.start(&why)) << why.toStdString();
    ASSERT_TRUE(fabric.waitForNeighbours(30000, &why)) << why.toStdString();
    ry::test::OneNodeSlurm slurm;
    if (!slurm.start("node01", &why))
        RY_SKIP_OR_FAIL(why.toStdString());
    const QString sockets = QFileInfo(fabric.socket("node01")).absolutePath();
    const QString lldpcli = LldpFabric::lldpcliProgram();
    const QString out = tmp.filePath("collected");
    const CliRun r =
        cli({"verify-live", "--db", db, "--launcher", "srun", "--node", "node01", "--node",
             "node02", "--no-ibnetdiscover", "--timeout", "30", "--lldp-command",
             lldpcli + " -u " + sockets + "/{node}.sock -f json show neighbors",
             "--lldp-chassis-command",
             lldpcli + " -u " + sockets + "/{node}.sock -f json show chassis", "-o", out});
    EXPECT_EQ(r.code, 1) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("collected lldp/node01.json")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("node02: not collected")) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QRegularExpression("correct:\\s+1\\n"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QRegularExpression("missing:\\s+0\\n"))) << r.out.toStdString();
    QFile f(out + "/lldp/node01.json");
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    EXPECT_TRUE(bytes.startsWith("{\n  \"local-chassis\"")) << bytes.left(200).toStdString();
    EXPECT_TRUE(bytes.contains("\"mgmt-01\""));
}
