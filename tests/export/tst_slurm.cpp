// Slurm exports (issue 18): node lists (--slurm-nodes), host list expansion, the tree topology
// of the bundled 255-node design, and slurmctld itself reading it (label `consumers`).

#include "../common/freeport.h"
#include "../common/requireprogram.h"
#include "deploytesthelpers.h"
#include "exporttesthelpers.h"

#include "export/deployexporters.h"
#include "plans/hostlist.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <unistd.h>

#include <algorithm>
#include <iostream>

#include <gtest/gtest.h>

using namespace ry;
using deploytest::Builder;
using deploytest::configLines;
using deploytest::exportWith;

namespace {

QString writeTemp(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return path;
}

} // namespace

TEST(SlurmHostlist, ExpandsRangesListsAndProducts)
{
    // slurm.conf(5), NodeName: "tux[0-9]", "linux[0-64,128]"; several bracket groups multiply.
    EXPECT_EQ(plans::expandHostlist(QStringLiteral("gpu[001-003,007],login1")),
              (QStringList{"gpu001", "gpu002", "gpu003", "gpu007", "login1"}));
    EXPECT_EQ(plans::expandHostlist(QStringLiteral("r[1-2]n[1-2]")),
              (QStringList{"r1n1", "r1n2", "r2n1", "r2n2"}));
    EXPECT_EQ(plans::expandHostlist(QStringLiteral("gpu[001-255]")).size(), 255);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("gpu[1-3")), Error);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("gpu[3-1]")), Error);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("gpu[a-b]")), Error);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("n[1-2000000]")), Error);
    // The inverse of compressHostlist on its own output.
    const QStringList names{"gpu001", "gpu002", "gpu010", "leaf7"};
    EXPECT_EQ(plans::expandHostlist(plans::compressHostlist(names)), names);
}

TEST(SlurmNodeList, ReadsSlurmConfNodeNameLines)
{
    QTemporaryDir dir;
    const QString path = writeTemp(dir, QStringLiteral("slurm.conf"),
                                   "ClusterName=x\n"
                                   "NodeName=DEFAULT CPUs=224 RealMemory=2000000\n"
                                   "NodeName=gpu[001-004] Gres=gpu:8 # rack A\n"
                                   "nodename=gpu005 NodeAddr=10.0.0.5\n"
                                   "#NodeName=gpu999\n"
                                   "PartitionName=all Nodes=ALL\n");
    EXPECT_EQ(exporting::readSlurmNodeList(path),
              (QStringList{"gpu001", "gpu002", "gpu003", "gpu004", "gpu005"}));
}

TEST(SlurmNodeList, ReadsAPlainListAndNamesTheBadLine)
{
    QTemporaryDir dir;
    EXPECT_EQ(exporting::readSlurmNodeList(
                  writeTemp(dir, QStringLiteral("nodes"), "gpu001\ngpu[002-003],gpu007  # x\n")),
              (QStringList{"gpu001", "gpu002", "gpu003", "gpu007"}));
    try {
        exporting::readSlurmNodeList(writeTemp(dir, QStringLiteral("bad"), "gpu001\ngpu[9-\n"));
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().line, 2);
        EXPECT_TRUE(e.location().file.endsWith(QStringLiteral("bad")));
    }
    EXPECT_THROW(exporting::readSlurmNodeList(writeTemp(dir, QStringLiteral("empty"), "# none\n")),
                 Error);
    EXPECT_THROW(exporting::readSlurmNodeList(dir.filePath(QStringLiteral("missing"))), Error);
}

// ---------------------------------------------------------------------------------------------
// topology/tree

namespace {

/// Two SUs of a rail-optimized fabric: SU 0 = gpu001-gpu004, SU 1 = gpu005-gpu008, each node's
/// ib0..ib1 on the SU's two rail leaves (leaf-su0-r0, leaf-su0-r1, ...), every leaf up to both
/// spines. `fqdn` gives the nodes names like gpu001.hpc.example.
Design railOptimized(bool fqdn = false)
{
    Builder b;
    const Id s1 = b.sw(QStringLiteral("spine1"), QStringLiteral("spine"));
    const Id s2 = b.sw(QStringLiteral("spine2"), QStringLiteral("spine"));
    for (int su = 0; su < 2; ++su) {
        const Id r0 = b.sw(QStringLiteral("leaf-su%1-r0").arg(su), QStringLiteral("leaf"), su);
        const Id r1 = b.sw(QStringLiteral("leaf-su%1-r1").arg(su), QStringLiteral("leaf"), su);
        for (int i = 1; i <= 4; ++i) {
            const QString name = QStringLiteral("gpu%1").arg(su * 4 + i, 3, 10, QLatin1Char('0')) +
                                 (fqdn ? QStringLiteral(".hpc.example") : QString());
            const Id n = b.node(name, QStringLiteral("A0%1").arg(su + 1), su);
            b.link(n, r0);
            b.link(n, r1);
        }
        for (const Id leaf : {r0, r1}) {
            b.link(leaf, s1);
            b.link(leaf, s2);
        }
    }
    return b.d;
}

} // namespace

TEST(SlurmTree, RailLeavesOfOneSuAreOneLeafSwitch)
{
    Diagnostics diags;
    const QByteArray out =
        exportWith(railOptimized(), QStringLiteral("slurm-topology"), {}, &diags);
    // Each node under exactly one leaf-level switch (Slurm 22.05 src/plugins/topology/tree:
    // "Multiple leaf switches contain nodes" otherwise); the SU's rail leaves in a comment.
    EXPECT_EQ(
        configLines(out),
        (QStringList{"SwitchName=su1 Nodes=gpu[001-004]", "SwitchName=su2 Nodes=gpu[005-008]",
                     "SwitchName=spine1 Switches=su[1-2]", "SwitchName=spine2 Switches=su[1-2]",
                     "SwitchName=fabric Switches=spine[1-2]"}))
        << out.toStdString();
    // SUs are named from 1 (SU 0 of the model is su1), as crews and the reference architectures
    // count them; the leaves keep the names the design gave them.
    EXPECT_TRUE(out.contains("# su1: leaf-su0-r[0-1]\n")) << out.toStdString();
    EXPECT_TRUE(diags.empty());
}

TEST(SlurmTree, NodeNamesAreShortHostNamesUnlessAsked)
{
    const Design d = railOptimized(true);
    const QByteArray shortNames = exportWith(d, QStringLiteral("slurm-topology"), {}, nullptr);
    EXPECT_TRUE(shortNames.contains("SwitchName=su1 Nodes=gpu[001-004]\n"))
        << shortNames.toStdString();
    EXPECT_FALSE(shortNames.contains("hpc.example"));
    exporting::ExportOptions o;
    o.nodeNames = exporting::NodeNameRule::DeviceName;
    const QByteArray full = exportWith(d, QStringLiteral("slurm-topology"), o, nullptr);
    EXPECT_TRUE(full.contains("Nodes=gpu001.hpc.example,gpu002.hpc.example,"))
        << full.toStdString();
    // Two FQDNs with one short name cannot both be Slurm nodes.
    Design clash = d;
    for (Device &dev : clash.devices)
        if (dev.name == QLatin1String("gpu002.hpc.example"))
            dev.name = QStringLiteral("gpu001.other.example");
    EXPECT_THROW(exportWith(clash, QStringLiteral("slurm-topology"), {}, nullptr), Error);
}

TEST(SlurmTree, HostsSlurmDoesNotKnowAreLeftOutWithAWarningAndStrictRefuses)
{
    const Design d = railOptimized();
    exporting::ExportOptions o;
    o.slurmNodes = plans::expandHostlist(QStringLiteral("gpu[001-006],login1"));
    Diagnostics diags;
    const QByteArray out = exportWith(d, QStringLiteral("slurm-topology"), o, &diags);
    EXPECT_TRUE(out.contains("SwitchName=su2 Nodes=gpu[005-006]\n")) << out.toStdString();
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags[0].severity, Diagnostic::Severity::Warning);
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("gpu[007-008]")))
        << diags[0].message.toStdString();
    // The block export reads the same list.
    const QByteArray block = exportWith(d, QStringLiteral("slurm-topology-block"), o, &diags);
    EXPECT_FALSE(block.contains("gpu007")) << block.toStdString();

    // --strict: the warning is an error and no file appears.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("topology.conf"));
    o.strict = true;
    exporting::Reporter r;
    EXPECT_THROW(exporting::exportToFile(*exporting::findExporter(QStringLiteral("slurm-topology")),
                                         d, path, r, o),
                 Error);
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST(SlurmTree, NoVirtualRootOverFabricsNoCableJoins)
{
    // Two fabrics: gpu001-002 under leafA/spineA, gpu003-004 under leafB/spineB, no cable
    // between them.
    Builder b;
    for (const char *side : {"A", "B"}) {
        const Id spine = b.sw(QStringLiteral("spine%1").arg(side), QStringLiteral("spine"));
        const Id leaf = b.sw(QStringLiteral("leaf%1").arg(side), QStringLiteral("leaf"));
        b.link(leaf, spine);
        for (int i = 1; i <= 2; ++i)
            b.link(b.node(QStringLiteral("gpu%1%2").arg(side).arg(i)), leaf);
    }
    Diagnostics diags;
    const QByteArray out = exportWith(b.d, QStringLiteral("slurm-topology"), {}, &diags);
    EXPECT_EQ(configLines(out),
              (QStringList{"SwitchName=leafA Nodes=gpuA[1-2]", "SwitchName=leafB Nodes=gpuB[1-2]",
                           "SwitchName=spineA Switches=leafA", "SwitchName=spineB Switches=leafB"}))
        << out.toStdString();
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("has 2 part")))
        << diags[0].message.toStdString();
    EXPECT_TRUE(out.contains("no job across them")) << out.toStdString();
}

TEST(SlurmTree, NoEmptyLeafAboveTheSpines)
{
    // leaf3 has no node but an uplink to both spines: read level by level it would sit above
    // them ("SwitchName=leaf3 Switches=spine[1-2]").
    Builder b;
    const Id s1 = b.sw(QStringLiteral("spine1"), QStringLiteral("spine"));
    const Id s2 = b.sw(QStringLiteral("spine2"), QStringLiteral("spine"));
    for (int l = 1; l <= 3; ++l) {
        const Id leaf = b.sw(QStringLiteral("leaf%1").arg(l), QStringLiteral("leaf"));
        b.link(leaf, s1);
        b.link(leaf, s2);
        if (l < 3)
            b.link(b.node(QStringLiteral("gpu%1").arg(l)), leaf);
    }
    const QByteArray out = exportWith(b.d, QStringLiteral("slurm-topology"), {}, nullptr);
    EXPECT_EQ(
        configLines(out),
        (QStringList{"SwitchName=leaf1 Nodes=gpu1", "SwitchName=leaf2 Nodes=gpu2",
                     "SwitchName=spine1 Switches=leaf[1-2]", "SwitchName=spine2 Switches=leaf[1-2]",
                     "SwitchName=fabric Switches=spine[1-2]"}))
        << out.toStdString();
    EXPECT_TRUE(out.contains("# Left out, no GPU node of Slurm's under them: leaf3\n"))
        << out.toStdString();
}

// ---------------------------------------------------------------------------------------------
// slurmctld 22.05 (Debian 12) scheduling against the bundled 255-node design's topology

namespace {

struct Daemon
{
    QProcess p;
    ~Daemon()
    {
        if (p.state() != QProcess::NotRunning) {
            p.terminate();
            if (!p.waitForFinished(5000)) {
                p.kill();
                p.waitForFinished(2000);
            }
        }
    }
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// railyard-cli with `args`; its stdout, or "" with a test failure.
QByteArray cli(const QStringList &args)
{
    const deploytest::Run r = deploytest::run(QStringLiteral(RAILYARD_CLI), args, 120000);
    EXPECT_EQ(r.code, 0) << args.join(' ').toStdString() << ": " << r.err.toStdString();
    return r.out;
}

} // namespace

TEST(SlurmTreeConsumer, SbatchSchedulesAcrossTheFabricAndWithinOneSu)
{
    RY_REQUIRE_PROGRAM("slurmctld", "slurmctld");
    RY_REQUIRE_PROGRAM("sbatch", "slurm-client");
    RY_REQUIRE_PROGRAM("munged", "munge");
    if (::geteuid() != 0)
        RY_SKIP_OR_FAIL("the Slurm controller of this test runs as root (SlurmUser=root)");
    const QString version = deploytest::versionOf(QStringLiteral("slurmctld"), {"-V"});
    std::cout << "[ tool     ] " << version.toStdString() << '\n';
    QTemporaryDir tmp(QStringLiteral("/tmp/ry-slurm-tree-XXXXXX"));
    const QString d = tmp.path();

    // The bundled example: 255 nodes, 8 rails, SUs of 32 nodes (the last has 31).
    const QString db = d + "/k.railyard";
    cli({"init", db});
    cli({"generate", "--db", db, RESOURCES_DIR "/examples/kakao-b200-255.yaml"});
    cli({"export", "--db", db, "--format", "slurm-topology", "--strict", "-o",
         d + "/topology.conf"});
    const QByteArray topology = readAll(d + "/topology.conf");
    QRegularExpression leafLine(QStringLiteral("^SwitchName=(\\S+) Nodes=(\\S+)$"),
                                QRegularExpression::MultilineOption);
    QStringList leaves;
    QMap<QString, QStringList> nodesOf;
    for (auto it = leafLine.globalMatch(QString::fromUtf8(topology)); it.hasNext();) {
        const auto m = it.next();
        leaves << m.captured(1);
        nodesOf.insert(m.captured(1), plans::expandHostlist(m.captured(2)));
    }
    EXPECT_EQ(leaves, (QStringList{"su1", "su2", "su3", "su4", "su5", "su6", "su7", "su8"}))
        << topology.toStdString();
    EXPECT_EQ(nodesOf.value("su1").size(), 32);
    EXPECT_EQ(nodesOf.value("su8").size(), 31);

    QDir().mkpath(d + "/state");
    QByteArray key(1024, '\0');
    for (int i = 0; i < key.size(); ++i)
        key[i] = char((i * 131 + 7) & 0xff);
    QFile k(d + "/munge.key");
    ASSERT_TRUE(k.open(QIODevice::WriteOnly));
    k.write(key);
    k.close();
    QFile::setPermissions(d + "/munge.key", QFile::ReadOwner);
    Daemon munge;
    munge.p.start(QStandardPaths::findExecutable("munged").isEmpty() ? "/usr/sbin/munged"
                                                                     : "munged",
                  {"--foreground", "--force", "--key-file", d + "/munge.key", "--socket",
                   d + "/munge.sock", "--pid-file", d + "/munged.pid", "--log-file",
                   d + "/munged.log", "--seed-file", d + "/munged.seed"});
    ASSERT_TRUE(munge.p.waitForStarted(5000));
    // 255 nodes as State=CLOUD (powered down, schedulable; ResumeProgram=/bin/true): nodes of
    // State=FUTURE or UNKNOWN make every --test-only job "Requested node configuration is not
    // available", whatever the topology.
    const int port = ry::test::kernelPickedPort(); // tests/common/freeport.h
    const QByteArray conf =
        QString("ClusterName=rytree\nSlurmctldHost=%1(127.0.0.1)\nSlurmUser=root\n"
                "SlurmctldPort=%2\nAuthType=auth/munge\nCredType=cred/munge\n"
                "AuthInfo=socket=%3/munge.sock\nStateSaveLocation=%3/state\n"
                "SlurmctldPidFile=%3/slurmctld.pid\nSlurmctldLogFile=%3/slurmctld.log\n"
                "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n"
                "SchedulerType=sched/builtin\nSelectType=select/cons_tres\n"
                "MpiDefault=none\nJobAcctGatherType=jobacct_gather/none\n"
                "SuspendProgram=/bin/true\nResumeProgram=/bin/true\nSuspendTime=600\n"
                "ResumeTimeout=600\nTopologyPlugin=topology/tree\n"
                "NodeName=gpu[001-255] NodeAddr=127.0.0.1 CPUs=1 State=CLOUD\n"
                "PartitionName=all Nodes=gpu[001-255] Default=YES State=UP\n")
            .arg(QHostInfo::localHostName())
            .arg(port)
            .arg(d)
            .toUtf8();
    QFile c(d + "/slurm.conf");
    ASSERT_TRUE(c.open(QIODevice::WriteOnly));
    c.write(conf);
    c.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("SLURM_CONF", d + "/slurm.conf");
    Daemon ctld;
    ctld.p.setProcessEnvironment(env);
    ctld.p.start("slurmctld", {"-D", "-i", "-f", d + "/slurm.conf"});
    ASSERT_TRUE(ctld.p.waitForStarted(5000));
    auto slurm = [&](const QString &program, const QStringList &args) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(program, args);
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAll());
    };
    QString shown;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 30000) {
        shown = slurm("scontrol", {"show", "topology"});
        if (shown.contains("SwitchName"))
            break;
        QThread::msleep(300);
    }
    // scontrol: the SU switches at level 0, the 32 spines at 1, the virtual root at 2 over all.
    EXPECT_TRUE(shown.contains("SwitchName=su1 Level=0 LinkSpeed=1 Nodes=gpu[001-032]"))
        << shown.toStdString();
    EXPECT_TRUE(shown.contains("SwitchName=su8 Level=0 LinkSpeed=1 Nodes=gpu[225-255]"));
    EXPECT_TRUE(shown.contains(
        "SwitchName=compute-spine032 Level=1 LinkSpeed=1 Nodes=gpu[001-255] Switches=su[1-8]"));
    EXPECT_TRUE(shown.contains("SwitchName=fabric Level=2 LinkSpeed=1 Nodes=gpu[001-255] "
                               "Switches=compute-spine[001-032]"));

    // sbatch --test-only answers "Job N to start at ... on nodes X" when the job fits.
    static const QRegularExpression fits(QStringLiteral("to start at \\S+ using \\d+ processors "
                                                        "on nodes (\\S+) in partition all"));
    for (const int n : {63, 64, 128, 255}) {
        const QString o =
            slurm("sbatch", {"--test-only", "-N", QString::number(n), "--wrap", "true"});
        const auto m = fits.match(o);
        ASSERT_TRUE(m.hasMatch()) << "-N " << n << ": " << o.toStdString();
        EXPECT_EQ(plans::expandHostlist(m.captured(1)).size(), n);
    }
    // --switches=1: every node of the job under one leaf-level switch, i.e. one SU.
    for (const int n : {1, 16, 31, 32}) {
        const QString o = slurm(
            "sbatch", {"--test-only", "-N", QString::number(n), "--switches=1", "--wrap", "true"});
        const auto m = fits.match(o);
        ASSERT_TRUE(m.hasMatch()) << "-N " << n << " --switches=1: " << o.toStdString();
        const QStringList got = plans::expandHostlist(m.captured(1));
        EXPECT_EQ(got.size(), n);
        int sus = 0;
        for (const QStringList &su : std::as_const(nodesOf))
            if (std::any_of(got.cbegin(), got.cend(),
                            [&](const QString &x) { return su.contains(x); }))
                ++sus;
        EXPECT_EQ(sus, 1) << "-N " << n << " --switches=1 on " << m.captured(1).toStdString();
    }
    const QByteArray log = readAll(d + "/slurmctld.log");
    EXPECT_FALSE(log.contains("Multiple leaf switches")) << log.right(2000).toStdString();
    EXPECT_FALSE(log.contains("TOPOLOGY: warning")) << log.right(2000).toStdString();
    std::cout << "[ tool     ] checked against " << version.toStdString() << '\n';
}
