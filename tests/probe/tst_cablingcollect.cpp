// The live cabling collection (core/probe/cablingcollect.h) without a fabric: which nodes a
// design asks for, the argv each launcher is given (names never reach a shell unquoted), and the
// per-node outcomes of a local run (a node that fails or hangs is kept, the others are written).

#include "probe/cablingcollect.h"

#include <gtest/gtest.h>

#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

using namespace ry;
using namespace ry::probe;

namespace {

/// Two hosts h1, h2 and two switches: mgmt (radix 48) on an out-of-band plane (ethernet-1g),
/// ib-leaf (radix 64) on an InfiniBand plane; h2's HCA port is mlx5_0. Cables: h1/h2 eth0 to
/// mgmt swp1/swp2, h1/h2 ib0 to ib-leaf p1/p2; a scale-up cable between the hosts is ignored.
Design smallDesign()
{
    Design d;
    DeviceType host, sw, ibsw;
    host.slug = "host";
    sw.slug = "mgmt-switch";
    sw.radix = 48;
    ibsw.slug = "ib-switch";
    ibsw.radix = 64;
    const Id th = d.deviceTypes.add(host), ts = d.deviceTypes.add(sw), ti = d.deviceTypes.add(ibsw);
    Plane oob, ib, nvl;
    oob.name = "oob";
    oob.kind = PlaneKind::OutOfBand;
    oob.technology = "ethernet-1g";
    ib.name = "compute";
    ib.technology = "infiniband-ndr";
    nvl.name = "nvlink";
    nvl.kind = PlaneKind::ScaleUp;
    nvl.technology = "nvlink5";
    const Id pOob = d.planes.add(oob), pIb = d.planes.add(ib), pNvl = d.planes.add(nvl);
    auto dev = [&](const char *name, Id type) {
        Device x;
        x.name = name;
        x.deviceTypeId = type;
        return d.devices.add(x);
    };
    auto port = [&](Id device, const char *name, Id plane, const char *rdma = "") {
        Port p;
        p.deviceId = device;
        p.name = name;
        p.planeId = plane;
        p.rdmaDevice = rdma;
        return d.ports.add(p);
    };
    auto cable = [&](Id a, Id b) {
        Cable c;
        c.aPortId = a;
        c.bPortId = b;
        d.cables.add(c);
    };
    const Id mgmt = dev("mgmt", ts), leaf = dev("ib-leaf", ti), h2 = dev("h2", th),
             h1 = dev("h1", th);
    cable(port(h1, "eth0", pOob), port(mgmt, "swp1", 0));
    cable(port(h2, "eth0", pOob), port(mgmt, "swp2", 0));
    cable(port(h2, "ib0", pIb, "mlx5_0"), port(leaf, "p2", pIb));
    cable(port(h1, "ib0", pIb, "mlx5_3"), port(leaf, "p1", pIb));
    cable(port(h1, "nvl0", pNvl), port(h2, "nvl0", pNvl));
    return d;
}

} // namespace

// LLDP from every device at an end of an out-of-band cable (design order: mgmt, h2, h1), not
// from the InfiniBand switch; one ibnetdiscover for the InfiniBand plane from the host whose
// name sorts first (h1), through its HCA; nothing for the scale-up plane.
TEST(CablingCollect, TargetsOfADesign)
{
    const std::vector<CollectTarget> t = collectionTargets(smallDesign());
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t[0].node, "mgmt");
    EXPECT_EQ(t[1].node, "h2");
    EXPECT_EQ(t[2].node, "h1");
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(t[std::size_t(i)].kind, CollectKind::Lldp);
    EXPECT_EQ(t[3].kind, CollectKind::Ibnetdiscover);
    EXPECT_EQ(t[3].node, "h1");
    EXPECT_EQ(t[3].plane, "compute");
    EXPECT_EQ(t[3].rdmaDevice, "mlx5_3");
    // The other host of the plane, once, is the fallback.
    ASSERT_EQ(t[3].fallbacks.size(), 1);
    EXPECT_EQ(t[3].fallbacks[0].first, "h2");
    EXPECT_EQ(t[3].fallbacks[0].second, "mlx5_0");
}

// ssh: the node is one argument after `--`, every remote word is quoted (launcher.h), `{node}` is
// replaced inside a word; srun and mpirun leave out their line tags so the file stays as
// written; a name that is not a host name is refused, not run.
TEST(CablingCollect, LaunchSpecsQuoteAndRefuse)
{
    CollectOptions o;
    o.lldpNeighboursCommand = {"lldpcli", "-u",   "/run/{node}.sock", "-f",
                               "json",    "show", "neighbors"};
    CablingCollector c({{"leaf-1", CollectKind::Lldp, {}, {}},
                        {"h1", CollectKind::Ibnetdiscover, "compute", "mlx5_3"},
                        {"n1;reboot", CollectKind::Lldp, {}, {}}},
                       o);
    const std::vector<LaunchSpec> s = c.launchSpecs(0);
    ASSERT_EQ(s.size(), 2u);
    const QStringList &a = s[1].arguments;
    const int dd = int(a.indexOf("--"));
    ASSERT_GE(dd, 0);
    EXPECT_EQ(a.mid(dd + 1), (QStringList{"leaf-1", "'lldpcli'", "'-u'", "'/run/leaf-1.sock'",
                                          "'-f'", "'json'", "'show'", "'neighbors'"}));
    EXPECT_TRUE(s[1].rawOutput);
    EXPECT_EQ(s[1].timeoutMs, 60000);
    const std::vector<LaunchSpec> ib = c.launchSpecs(1);
    ASSERT_EQ(ib.size(), 1u);
    EXPECT_TRUE(ib[0].arguments.endsWith("'mlx5_3'"));
    EXPECT_TRUE(ib[0].arguments.contains("'-C'"));
    EXPECT_THROW(c.launchSpecs(2), Error);

    CollectOptions so;
    so.launcher = ExecutorOptions::Launcher::Srun;
    CablingCollector sc({{"n1", CollectKind::Lldp, {}, {}}}, so);
    const LaunchSpec sr = sc.launchSpecs(0)[1];
    EXPECT_FALSE(sr.arguments.contains("--label"));
    EXPECT_TRUE(sr.arguments.contains("--nodelist=n1"));
    EXPECT_TRUE(sr.arguments.contains("--ntasks=1"));
    CollectOptions mo;
    mo.launcher = ExecutorOptions::Launcher::Mpirun;
    CablingCollector mc({{"n1", CollectKind::Lldp, {}, {}}}, mo);
    const LaunchSpec mr = mc.launchSpecs(0)[1];
    EXPECT_FALSE(mr.arguments.contains("--tag-output"));
    EXPECT_TRUE(mr.arguments.contains("n1:1"));
}

// A local run of three "nodes": ok prints a file, bad exits 3, slow outlives its 500 ms timeout,
// and a fourth name is refused before anything runs. Each is reported once; only ok's file is
// written, and its content is what the command printed (chassis part, then neighbours part).
TEST(CablingCollect, PerNodeFailuresAreKept)
{
    CollectOptions o;
    o.launcher = ExecutorOptions::Launcher::Local;
    o.timeoutMs = 500;
    // sh -c with the node name as $0: the name is an argument, never part of the script.
    o.lldpChassisCommand = {"sh", "-c", "printf '{\"local-chassis\":1}'", "{node}"};
    o.lldpNeighboursCommand = {
        "sh", "-c",
        "case $0 in ok) printf '{\"lldp\":{}}';; bad) echo nope >&2; exit 3;; *) sleep 5;; esac",
        "{node}"};
    CablingCollector c({{"ok", CollectKind::Lldp, {}, {}},
                        {"bad", CollectKind::Lldp, {}, {}},
                        {"slow", CollectKind::Lldp, {}, {}},
                        {"-oProxyCommand=x", CollectKind::Lldp, {}, {}}},
                       o);
    QList<int> reported;
    QObject::connect(&c, &CablingCollector::fileCollected, [&](int i) { reported << i; });
    QEventLoop loop;
    QObject::connect(&c, &CablingCollector::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    c.start();
    loop.exec();
    ASSERT_FALSE(c.isRunning());
    std::sort(reported.begin(), reported.end());
    EXPECT_EQ(reported, (QList<int>{0, 1, 2, 3}));
    const auto &f = c.files();
    EXPECT_TRUE(f[0].ok);
    EXPECT_EQ(f[0].bytes, QByteArray("{\"local-chassis\":1}{\"lldp\":{}}"));
    EXPECT_FALSE(f[1].ok);
    EXPECT_TRUE(f[1].reason.contains("code 3")) << f[1].reason.toStdString();
    EXPECT_TRUE(f[1].reason.contains("nope")) << f[1].reason.toStdString();
    EXPECT_FALSE(f[2].ok);
    EXPECT_TRUE(f[2].reason.contains("did not finish within 0.5 s")) << f[2].reason.toStdString();
    EXPECT_FALSE(f[3].ok);
    EXPECT_EQ(c.failedCount(), 3);
    QTemporaryDir dir;
    const QStringList written = c.writeFiles(dir.path());
    ASSERT_EQ(written.size(), 1);
    EXPECT_TRUE(written[0].endsWith("/lldp/ok.json"));
}

// ibnetdiscover on the first host of a plane fails (h0 exits 2): the next host (h1) is tried and
// its dump is kept, under its own name; h0's failure stays in the reason.
TEST(CablingCollect, IbnetdiscoverFallsBackToTheNextHost)
{
    CollectOptions o;
    o.launcher = ExecutorOptions::Launcher::Local;
    o.ibnetdiscoverCommand = {
        "sh", "-c", "case $0 in h1) echo 'Switch 36 \"S-1\"';; *) exit 2;; esac", "{node}"};
    CollectTarget t{"h0", CollectKind::Ibnetdiscover, "compute", {}, {}};
    t.fallbacks = {{"h1", {}}, {"h2", {}}};
    CablingCollector c({t}, o);
    QEventLoop loop;
    QObject::connect(&c, &CablingCollector::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    c.start();
    loop.exec();
    ASSERT_FALSE(c.isRunning());
    const CollectedFile &f = c.files()[0];
    EXPECT_TRUE(f.ok) << f.reason.toStdString();
    EXPECT_EQ(f.target.node, "h1");
    EXPECT_EQ(f.fileName, "ibnetdiscover/compute-h1.txt");
    EXPECT_EQ(f.bytes, QByteArray("Switch 36 \"S-1\"\n"));
    EXPECT_TRUE(f.reason.startsWith("h0: ")) << f.reason.toStdString();
    EXPECT_EQ(c.failedCount(), 0);
}
