// The planned InfiniBand fabric as ibdm reads it (issue 18): `railyard-cli export-topo -o
// plan.topo` writes the ibdiagnet topology and an IBNL system definition per device type
// beside it; ibdm's own checker, ibdmchk (Debian 12 package ibutils 1.5.7+0.2.gbd7e502-3; the
// version is printed), loads them in its design mode (IBDM_IBNL_PATH = that folder), assigns
// LIDs, routes and checks every CA-to-CA path. The tests assert what it reports: the systems
// and nodes it defined, the paths it scanned and that it found no credit loop, with no error.
//
// Debian 12's ibdmchk crashes (SIGSEGV) after printing its last report line, on its own bundled
// example as well (/usr/lib/x86_64-linux-gnu/ibdm1.5.7/ibnl/SingleRhino.topo); a crash is
// accepted only after the complete report and when that bundled example crashes the same way.

#include "../common/requireprogram.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>

namespace {

struct Ran
{
    int code = -1;
    bool crashed = false;
    QString out, err;
};

Ran run(const QString &program, const QStringList &args, const QString &ibnlPath = {},
        int timeoutMs = 300000)
{
    QProcess p;
    if (!ibnlPath.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IBDM_IBNL_PATH"), ibnlPath);
        p.setProcessEnvironment(env);
    }
    p.start(program, args);
    Ran r;
    if (!p.waitForStarted(10000) || !p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.code = r.crashed ? -1 : p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

Ran cli(const QStringList &args)
{
    return run(QStringLiteral(RAILYARD_CLI), args);
}

void printIbutilsVersion()
{
    static bool printed = false;
    if (!printed) {
        std::printf("ibutils (ibdmchk): %s\n",
                    qPrintable(run("dpkg-query", {"-W", "-f", "${Version}", "ibutils"}).out));
        printed = true;
    }
}

/// What ibdmchk's design mode reported.
struct Check
{
    Ran ran;
    int systems = -1, nodes = -1, lids = -1;
    long long paths = -1;
    bool noLoops = false;
    QStringList errors; ///< its "-E-" and "-F-" lines
};

Check ibdmchk(const QString &topo, const QString &ibnlDir, const QString &smNode)
{
    Check c;
    c.ran = run(QStringLiteral("ibdmchk"),
                {"-t", topo, "-n", smNode + QStringLiteral("/U1"), "-p", "1"}, ibnlDir, 600000);
    const QString all = c.ran.out + c.ran.err;
    static const QRegularExpression defined(
        QStringLiteral("-I- Defined (\\d+)/(\\d+) systems/nodes"));
    static const QRegularExpression assigned(QStringLiteral("-I- Assigned (\\d+) LIDs"));
    if (const auto m = assigned.match(all); m.hasMatch())
        c.lids = m.captured(1).toInt();
    static const QRegularExpression scanned(QStringLiteral("-I- Scanned:(\\d+) CA to CA paths"));
    if (const auto m = defined.match(all); m.hasMatch()) {
        c.systems = m.captured(1).toInt();
        c.nodes = m.captured(2).toInt();
    }
    if (const auto m = scanned.match(all); m.hasMatch())
        c.paths = m.captured(1).toLongLong();
    c.noLoops = all.contains(QStringLiteral("-I- no credit loops found"));
    for (const QString &l : all.split(QLatin1Char('\n')))
        if (l.startsWith(QLatin1String("-E-")) || l.startsWith(QLatin1String("-F-")))
            c.errors << l;
    return c;
}

/// True when ibdmchk crashes after a complete report on ibdm's own bundled example too, so a
/// crash at the end is the tool's, not the files'.
bool bundledExampleCrashesToo()
{
    static const bool crashes = [] {
        const QString dir = QStringLiteral("/usr/lib/x86_64-linux-gnu/ibdm1.5.7/ibnl");
        const Check c =
            ibdmchk(dir + QStringLiteral("/SingleRhino.topo"), dir, QStringLiteral("H001"));
        return c.ran.crashed && c.noLoops && c.errors.isEmpty();
    }();
    return crashes;
}

/// The sections of a .topo: system type and name of each.
QStringList topoSystems(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList systems;
    bool start = true;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.isEmpty()) {
            start = true;
            continue;
        }
        if (start)
            systems << QString::fromUtf8(line);
        start = false;
    }
    return systems;
}

/// What the design makes ibdm report (see the callers for where each figure comes from).
struct Expect
{
    int systems = 0;   ///< devices with an InfiniBand cable
    int nodes = 0;     ///< switches + HCAs (one single-port HCA per InfiniBand port)
    int lids = 0;      ///< nodes the SM (the topology's first system) reaches
    int reachedCa = 0; ///< HCAs among them: ibdmchk scans reachedCa (reachedCa - 1) paths
    QStringList ibnl;  ///< the IBNL files beside the .topo
};

/// Exports the topology of `db` into `dir` and runs ibdmchk on it.
void checkDesign(const QString &db, const QDir &dir, const Expect &expect,
                 const QString &warning = {})
{
    const QString topo = dir.filePath(QStringLiteral("plan.topo"));
    const Ran r = cli({"export-topo", "--db", db, "-o", topo});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    if (warning.isEmpty())
        EXPECT_FALSE(r.err.contains(QStringLiteral("warning"))) << r.err.toStdString();
    else
        EXPECT_TRUE(r.err.contains(warning)) << r.err.toStdString();
    EXPECT_EQ(dir.entryList({QStringLiteral("*.ibnl")}, QDir::Files, QDir::Name), expect.ibnl);
    const QStringList systems = topoSystems(topo);
    ASSERT_EQ(systems.size(), expect.systems);
    // The SM on the first system's first port.
    const QString sm = systems.front().section(QLatin1Char(' '), 1, 1);
    const Check c = ibdmchk(topo, dir.absolutePath(), sm);
    const std::string report = (c.ran.out + c.ran.err).right(3000).toStdString();
    EXPECT_TRUE(c.errors.isEmpty()) << c.errors.join('\n').toStdString();
    EXPECT_EQ(c.systems, expect.systems) << report;
    EXPECT_EQ(c.nodes, expect.nodes) << report;
    EXPECT_EQ(c.lids, expect.lids) << report;
    EXPECT_EQ(c.paths, (long long)expect.reachedCa * (expect.reachedCa - 1)) << report;
    EXPECT_TRUE(c.noLoops) << report;
    if (c.ran.crashed)
        EXPECT_TRUE(bundledExampleCrashesToo())
            << "ibdmchk crashed on Railyard's files but not on its bundled example";
    else
        EXPECT_EQ(c.ran.code, 0) << report;
}

} // namespace

// Without the IBNL files ibdm refuses the topology, as the issue reports.
TEST(IbdmConsumer, TopologyWithoutIbnlIsRefused)
{
    RY_REQUIRE_PROGRAM("ibdmchk", "ibutils");
    printIbutilsVersion();
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("s.railyard"));
    ASSERT_EQ(cli({"init", db, "--from", RESOURCES_DIR "/examples/small-cluster.yaml"}).code, 0);
    const QString topo = tmp.filePath(QStringLiteral("plan.topo"));
    ASSERT_EQ(cli({"export-topo", "--db", db, "-o", topo}).code, 0);
    QDir empty(tmp.filePath(QStringLiteral("none")));
    ASSERT_TRUE(empty.mkpath(QStringLiteral(".")));
    const QString sm = topoSystems(topo).value(0).section(QLatin1Char(' '), 1, 1);
    const Check c = ibdmchk(topo, empty.absolutePath(), sm);
    EXPECT_TRUE(c.errors.join('\n').contains(QStringLiteral("Fail to find definition for system")))
        << c.errors.join('\n').toStdString();
}

// resources/examples/small-cluster.yaml: 4 GPU nodes (node01..node04) with 8 InfiniBand ports
// each, ib0..ib3 to leaf-01 and ib4..ib7 to leaf-02 (its cables list): 6 systems, 32 HCAs and
// 2 switches = 34 nodes. The two leaves share no cable, so the SM on leaf-01 reaches leaf-01
// and its 16 HCAs: 17 LIDs, 16 x 15 = 240 paths.
TEST(IbdmConsumer, SmallClusterTopologyLoadsAndRoutes)
{
    RY_REQUIRE_PROGRAM("ibdmchk", "ibutils");
    printIbutilsVersion();
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("s.railyard"));
    ASSERT_EQ(cli({"init", db, "--from", RESOURCES_DIR "/examples/small-cluster.yaml"}).code, 0);
    // The export says so: two subnets, each with its own subnet manager.
    checkDesign(db, QDir(tmp.path()), {6, 34, 17, 16, {"HGXB200.ibnl", "QM9700.ibnl"}},
                QStringLiteral("the InfiniBand fabric has 2 parts that no switch joins: leaf-01, "
                               "leaf-02"));
}

// resources/examples/kakao-b200-255.yaml: 255 HGX B200 nodes with 8 rails each (2040 HCAs) on
// an 8-rail optimized fat-tree of 96 QM9700 switches (its generated leaves and spines, as
// `railyard-cli bom` counts them: 64 leaves, 32 spines): 351 systems, 2136 nodes, all reached from
// the SM: 2136 LIDs and 2040 x 2039 = 4,159,560 CA-to-CA paths.
TEST(IbdmConsumer, Kakao255TopologyLoadsAndRoutes)
{
    RY_REQUIRE_PROGRAM("ibdmchk", "ibutils");
    printIbutilsVersion();
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("k.railyard"));
    const Ran g = cli({"generate", "--db", db, RESOURCES_DIR "/examples/kakao-b200-255.yaml"});
    ASSERT_EQ(g.code, 0) << g.err.toStdString();
    checkDesign(db, QDir(tmp.path()), {351, 2136, 2136, 2040, {"HGXB200.ibnl", "QM9700.ibnl"}});
}
