// Cable verification against a real InfiniBand fabric simulated from a Railyard design: the plan
// is written as an ibsim net file (verify/ibsimnet.h), linux-rdma's ibsim runs it, the real
// ibnetdiscover (infiniband-diags) discovers it through ibsim-run (LD_PRELOAD umad2sim), and the
// verifier compares that output with the plan using no rules file (CableMatchRules::defaults()).
// Faults are planted by changing a copy of the plan before it is written: what the simulated
// technician cabled differs from the plan exactly there, so the verifier must report exactly
// those findings and nothing else.
//
// The design is an HDR fabric (200 Gb/s DGX A100 nodes, QM8700 leaves and spines), because
// Debian 12's ibsim 0.10 trains links up to HDR only (ibsim/sim_net.c: the NDR speed is newer).
// Every HCA is described "<host> mlx5_<rail>" (the spec's `rdma-devices: ["mlx5_{rail}"]`), as
// real hosts describe theirs (docs/references/probe-formats.md §d.1).
//
// ctest label fabric-sim (tests/verify/CMakeLists.txt); the programs come from Debian's
// ibsim-utils and infiniband-diags (scripts/install-deps.sh), and with CI=true a missing one
// fails the test instead of skipping it.

#include "hdrfabric.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/ibsimnet.h"
#include "verify/verifier.h"

#include "../common/requireprogram.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>

#include <csignal>
#include <sys/prctl.h>

using namespace ry;
using namespace ry::verify;
using ry::verifytest::hdrDesign;
using Kind = CableFinding::Kind;

namespace {

/// One ibsim process on a net file, with a socket name of its own; killed when destroyed, so
/// a failing test leaves nothing behind.
class Ibsim
{
public:
    QTemporaryDir dir;
    QProcess proc;
    QString sockName;

    ~Ibsim()
    {
        if (proc.state() != QProcess::NotRunning) {
            proc.kill();
            proc.waitForFinished(5000);
        }
    }

    /// Starts ibsim on `net`; true once it printed "Network simulator ready.".
    bool start(const QByteArray &net)
    {
        const QString path = dir.filePath(QStringLiteral("net"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(net) != net.size())
            return false;
        f.close();
        sockName = QStringLiteral("railyard-test-%1-%2")
                       .arg(QCoreApplication::applicationPid())
                       .arg(++counter());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IBSIM_SOCKNAME"), sockName);
        proc.setProcessEnvironment(env);
        proc.setProcessChannelMode(QProcess::MergedChannels);
        // Killed with the test binary even when it crashes (no simulator left behind).
        proc.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
        // -N/-S/-P raise ibsim's table sizes (defaults 2048 nodes, 256 switches, 13312 ports)
        // for the 255-node fabric; -n: no console, -s: start the fabric at once.
        proc.start(QStringLiteral("ibsim"),
                   {QStringLiteral("-s"), QStringLiteral("-n"), QStringLiteral("-N"),
                    QStringLiteral("8192"), QStringLiteral("-S"), QStringLiteral("512"),
                    QStringLiteral("-P"), QStringLiteral("32768"), path});
        if (!proc.waitForStarted(10000))
            return false;
        QByteArray log;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 30000 && proc.state() == QProcess::Running) {
            proc.waitForReadyRead(200);
            log += proc.readAll();
            if (log.contains("Network simulator ready."))
                return true;
        }
        ADD_FAILURE() << "ibsim did not start: " << log.toStdString();
        return false;
    }

    /// Runs a diagnostic tool through ibsim-run against this simulator; its standard output.
    QByteArray run(const QStringList &command)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IBSIM_SOCKNAME"), sockName);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("ibsim-run"), command);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished(5000);
            ADD_FAILURE() << "timed out: " << command.join(u' ').toStdString();
            return {};
        }
        const QByteArray err = p.readAllStandardError();
        EXPECT_EQ(p.exitCode(), 0) << command.join(u' ').toStdString() << ": " << err.toStdString();
        return p.readAllStandardOutput();
    }

private:
    static int &counter()
    {
        static int n = 0;
        return n;
    }
};

bool haveTools()
{
    return test::haveProgram(QStringLiteral("ibsim")) &&
           test::haveProgram(QStringLiteral("ibsim-run")) &&
           test::haveProgram(QStringLiteral("ibnetdiscover"));
}

#define RY_REQUIRE_IBSIM()                                                                         \
    do {                                                                                           \
        if (!haveTools())                                                                          \
            RY_SKIP_OR_FAIL("ibsim, ibsim-run (ibsim-utils) or ibnetdiscover "                     \
                            "(infiniband-diags) is not installed");                                \
    } while (false)

/// Writes `cabled` (the plan as the technician built it) as a net file, discovers it with
/// ibnetdiscover and verifies the dump against `plan` with the default rules.
Verification simulate(const Design &plan, const Design &cabled, const IbsimNetOptions &opt = {})
{
    Ibsim sim;
    if (!sim.start(writeIbsimNet(cabled, opt)))
        return {};
    const QByteArray dump = sim.run({QStringLiteral("ibnetdiscover")});
    const ObservationSet obs = IbnetdiscoverParser::parse(dump, QStringLiteral("ibnetdiscover"));
    return CableVerifier(plan).verify(obs);
}

std::map<Kind, int> kindsOf(const Verification &v)
{
    std::map<Kind, int> m;
    for (const CableFinding &f : v.findings)
        ++m[f.kind];
    return m;
}

/// "<device> <port>" of every finding that is not Correct, sorted, with its kind.
std::vector<std::string> faultsOf(const Verification &v)
{
    std::vector<std::string> out;
    for (const CableFinding &f : v.findings)
        if (f.kind != Kind::Correct)
            out.push_back(
                (toString(f.kind) + QLatin1Char(' ') + f.device + QLatin1Char(' ') + f.port)
                    .toStdString());
    std::sort(out.begin(), out.end());
    return out;
}

const Port &port(const Design &d, const char *device, const char *name)
{
    const Device *dev = d.deviceByName(QLatin1String(device));
    EXPECT_NE(dev, nullptr) << device;
    for (const Port *p : d.portsOf(dev->id))
        if (p->name == QLatin1String(name))
            return *p;
    ADD_FAILURE() << device << " " << name;
    static const Port none;
    return none;
}

/// The cable at a port of `d`.
Cable *cableAt(Design &d, Id portId)
{
    for (Cable &c : d.cables)
        if (c.aPortId == portId || c.bPortId == portId)
            return &c;
    return nullptr;
}

/// Moves the end of the cable at `from` to `to` (another port of the same design).
void moveEnd(Design &d, const Port &from, const Port &to)
{
    Cable *c = cableAt(d, from.id);
    ASSERT_NE(c, nullptr);
    (c->aPortId == from.id ? c->aPortId : c->bPortId) = to.id;
}

/// Exchanges the ends of the cables at ports `x` and `y`.
void swapEnds(Design &d, const Port &x, const Port &y)
{
    Cable *cx = cableAt(d, x.id);
    Cable *cy = cableAt(d, y.id);
    ASSERT_TRUE(cx && cy);
    (cx->aPortId == x.id ? cx->aPortId : cx->bPortId) = y.id;
    (cy->aPortId == y.id ? cy->aPortId : cy->bPortId) = x.id;
}

/// 16 nodes: 8 leaves (one per rail), 4 spines, 128 node-leaf and 128 leaf-spine cables.
struct Fabric16 : ::testing::Test
{
    void SetUp() override
    {
        RY_REQUIRE_IBSIM();
        plan = hdrDesign(16);
        cabled = plan;
    }
    Design plan, cabled;
    IbsimNetOptions opt;
    Verification run() { return simulate(plan, cabled, opt); }
};

} // namespace

// The generator's RDMA device names make the plan match real node descriptions with no rules
// file: every one of the 256 planned links is seen and correct.
TEST_F(Fabric16, PerfectFabricIsAllCorrect)
{
    ASSERT_EQ(plan.cables.size(), 256u);
    EXPECT_EQ(port(plan, "gpu003", "ib5").rdmaDevice, QStringLiteral("mlx5_5"));
    const Verification v = run();
    EXPECT_EQ(v.summary.plannedLinks, 256);
    EXPECT_EQ(v.summary.observedLinks, 256);
    EXPECT_EQ(v.summary.count(Kind::Correct), 256);
    EXPECT_TRUE(faultsOf(v).empty()) << faultsOf(v).front();
    // Findings name the plan's port with its HCA beside it.
    EXPECT_TRUE(v.findings.front().explanation.contains(QStringLiteral(" (mlx5_")))
        << v.findings.front().explanation.toStdString();
}

// Two hosts' cables crossed at their leaf: one swapped pair, nothing else.
TEST_F(Fabric16, LeafSwap)
{
    swapEnds(cabled, port(plan, "compute-leaf001", "IB1/1"),
             port(plan, "compute-leaf001", "IB1/2"));
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 254}, {Kind::Swapped, 2}}));
}

// Two leaf uplinks crossed at their spine.
TEST_F(Fabric16, SpineSwap)
{
    const Port &a = port(plan, "compute-spine001", "IB1/1");
    const Port &b = port(plan, "compute-spine001", "IB1/5");
    swapEnds(cabled, a, b);
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 254}, {Kind::Swapped, 2}}));
}

// A cable never installed: its HCA is not discovered at all, the leaf is; one missing link.
TEST_F(Fabric16, MissingCable)
{
    cabled.cables.remove(cableAt(cabled, port(plan, "gpu007", "ib2").id)->id);
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 255}, {Kind::Missing, 1}}));
    EXPECT_EQ(faultsOf(v), std::vector<std::string>{"missing gpu007 ib2"});
}

// A host cable in a free port of the next rail's leaf.
TEST_F(Fabric16, WrongDevice)
{
    moveEnd(cabled, port(plan, "compute-leaf001", "IB1/3"),
            port(plan, "compute-leaf002", "IB1/17"));
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 255}, {Kind::WrongDevice, 1}}));
    EXPECT_EQ(faultsOf(v), std::vector<std::string>{"wrong-device gpu003 ib0"});
}

// A host cable in a free port of its own leaf.
TEST_F(Fabric16, WrongPort)
{
    moveEnd(cabled, port(plan, "compute-leaf004", "IB1/5"),
            port(plan, "compute-leaf004", "IB1/17"));
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 255}, {Kind::WrongPort, 1}}));
    EXPECT_EQ(faultsOf(v), std::vector<std::string>{"wrong-port gpu005 ib3"});
}

// A link that trains at half width (2xHDR = 100 Gb/s, docs/references/fabric.md §1.6) and one
// that trains at EDR (4xEDR = 100 Gb/s) where the plan says 4xHDR = 200 Gb/s.
TEST_F(Fabric16, ReducedWidthAndSpeed)
{
    opt.linkWidthSpeed.insert(cableAt(cabled, port(plan, "gpu009", "ib1").id)->id,
                              QStringLiteral("2xHDR"));
    opt.linkWidthSpeed.insert(cableAt(cabled, port(plan, "compute-spine002", "IB1/3").id)->id,
                              QStringLiteral("4xEDR"));
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 254}, {Kind::Degraded, 2}}));
    for (const CableFinding &f : v.findings)
        if (f.kind == Kind::Degraded) {
            ASSERT_TRUE(f.observed.has_value());
            EXPECT_DOUBLE_EQ(f.observed->speedGbps, 100) << f.explanation.toStdString();
        }
}

// A cable the plan does not have, between two free ports.
TEST_F(Fabric16, ExtraCable)
{
    Cable extra;
    extra.aPortId = port(plan, "compute-leaf006", "IB1/18").id;
    extra.bPortId = port(plan, "compute-spine003", "IB1/40").id;
    cabled.cables.add(extra);
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 256}, {Kind::Unexpected, 1}}));
}

// A spine that is off: the fabric never reports it, so each of its 32 links is missing (per
// link; a "not seen" summary per device is not part of this verifier).
TEST_F(Fabric16, DeadSpine)
{
    const Device *spine = plan.deviceByName(QStringLiteral("compute-spine004"));
    ASSERT_NE(spine, nullptr);
    cabled.cables.removeIf([&](const Cable &c) {
        return plan.ports.find(c.aPortId)->deviceId == spine->id ||
               plan.ports.find(c.bPortId)->deviceId == spine->id;
    });
    const Verification v = run();
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, 224}, {Kind::Missing, 32}}));
}

// A host whose HCA kept the adapter's factory description names no host: the verifier cannot
// place that end and lists it as unverifiable (not in the work list), and every other cable
// (the same host's other seven HCAs among them) stays correct; no wrong-port findings.
TEST_F(Fabric16, DefaultHcaDescription)
{
    opt.caDescriptions.insert(port(plan, "gpu011", "ib6").id,
                              QStringLiteral("MT4123 ConnectX6 Mellanox Technologies"));
    const Verification v = run();
    const auto kinds = kindsOf(v);
    EXPECT_EQ(kinds.count(Kind::WrongPort), 0u);
    EXPECT_EQ(kinds, (std::map<Kind, int>{{Kind::Correct, 255}, {Kind::Unverifiable, 1}}));
}

// 255 nodes (13 SUs): 2,040 node-leaf cables; the perfect fabric, then five faults at once.
TEST(Fabric255, PerfectFabricThenPlantedFaults)
{
    RY_REQUIRE_IBSIM();
    QElapsedTimer timer;
    timer.start();
    const Design plan = hdrDesign(255);
    const int planned = int(plan.cables.size());
    {
        const Verification v = simulate(plan, plan);
        EXPECT_EQ(v.summary.plannedLinks, planned);
        EXPECT_EQ(v.summary.count(Kind::Correct), planned);
        EXPECT_TRUE(faultsOf(v).empty()) << faultsOf(v).front();
    }
    Design cabled = plan;
    IbsimNetOptions opt;
    swapEnds(cabled, port(plan, "compute-leaf009", "IB1/4"),
             port(plan, "compute-leaf009", "IB1/7"));
    swapEnds(cabled, port(plan, "compute-spine010", "IB1/11"),
             port(plan, "compute-spine010", "IB1/12"));
    cabled.cables.remove(cableAt(cabled, port(plan, "gpu200", "ib4").id)->id);
    opt.caDescriptions.insert(port(plan, "gpu123", "ib7").id,
                              QStringLiteral("MT4123 ConnectX6 Mellanox Technologies"));
    opt.linkWidthSpeed.insert(cableAt(cabled, port(plan, "gpu050", "ib0").id)->id,
                              QStringLiteral("1xHDR"));
    const Verification v = simulate(plan, cabled, opt);
    EXPECT_EQ(kindsOf(v), (std::map<Kind, int>{{Kind::Correct, planned - 7},
                                               {Kind::Swapped, 4},
                                               {Kind::Missing, 1},
                                               {Kind::Unverifiable, 1},
                                               {Kind::Degraded, 1}}));
    RecordProperty("seconds", std::to_string(timer.elapsed() / 1000.0));
}
