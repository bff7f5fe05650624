// The launchers against the real things, started by the test on this machine: Open MPI's
// mpirun, a one-node Slurm (munged, slurmctld, slurmd with the test's own slurm.conf) and an
// OpenSSH sshd on a loopback port with a key the test makes. Each is skipped, with the reason,
// when its programs are not installed. `railyard-probe hello` checks the rank, size and
// rendezvous each launcher provides (the NCCL start-up path, without a GPU).

#include "../common/freeport.h"
#include "../common/oneslurm.h"
#include "../common/requireprogram.h"
#include "probetesthelpers.h"

#include "probe/runner.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <unistd.h>

using namespace ry::probe;

namespace {

const QString kProbe = QStringLiteral(RAILYARD_PROBE);

RemoteCommand hello(int port)
{
    RemoteCommand c;
    c.argv = {kProbe,      "hello", "--rendezvous", QString("127.0.0.1:%1").arg(port),
              "--timeout", "20"};
    return c;
}

/// Runs one job, returns the events; checks two ranks said hello and finished ok.
void expectTwoRanks(const LaunchSpec &spec, const QString &source)
{
    ProbeRunner r;
    std::vector<Event> ev;
    QObject::connect(&r, &ProbeRunner::eventReceived,
                     [&](int, const Event &e) { ev.push_back(e); });
    LaunchSpec s = spec;
    s.timeoutMs = 60000;
    const int j = r.start(s);
    ASSERT_TRUE(r.waitForAll(70000));
    EXPECT_EQ(r.job(j).outcome, JobOutcome::Succeeded)
        << r.job(j).reason.toStdString() << r.job(j).stderrTail.toStdString();
    QList<int> started, finished;
    for (const Event &e : ev) {
        if (e.kind == EventKind::Started) {
            started << e.rank;
            EXPECT_EQ(e.nranks, 2);
            EXPECT_EQ(e.raw.value("rank_source").toString(), source);
        }
        if (e.kind == EventKind::Finished && e.status == "ok")
            finished << e.rank;
    }
    std::sort(started.begin(), started.end());
    std::sort(finished.begin(), finished.end());
    EXPECT_EQ(started, (QList<int>{0, 1}));
    EXPECT_EQ(finished, (QList<int>{0, 1}));
}

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/// A background daemon the test started; killed by pid on destruction.
struct Daemon
{
    QProcess p;
    ~Daemon()
    {
        if (p.state() != QProcess::NotRunning) {
            p.terminate();
            if (!p.waitForFinished(3000)) {
                p.kill();
                p.waitForFinished(2000);
            }
        }
    }
};

} // namespace

TEST(ProbeLaunchersReal, Mpirun)
{
    if (!probetest::haveProgram("mpirun"))
        RY_SKIP_OR_FAIL("mpirun (openmpi-bin) is not installed");
    MpirunOptions o;
    o.slotsPerNode = 2;
    o.allowRunAsRoot = ::geteuid() == 0;
    o.oversubscribe = true;
    // Loopback only: TCP byte-transfer layer, no ssh agent needed for one node.
    RemoteCommand c = hello(ry::test::kernelPickedPort());
    c.environment = {{"OMPI_MCA_btl", "self,tcp"}, {"OMPI_MCA_plm_rsh_agent", ""}};
    expectTwoRanks(mpirunLaunch({"localhost"}, c, o), "openmpi");
}

TEST(ProbeLaunchersReal, SrunOnAOneNodeSlurm)
{
    // munged, slurmctld and slurmd on ports the kernel picks (tests/common/oneslurm.h), the node
    // named as this host.
    QString why;
    if (!ry::test::OneNodeSlurm::available(&why))
        RY_SKIP_OR_FAIL(why.toStdString());
    const QString host = QHostInfo::localHostName();
    ry::test::OneNodeSlurm slurm;
    if (!slurm.start(host, &why))
        RY_SKIP_OR_FAIL(why.toStdString());
    SrunOptions o;
    o.tasksPerNode = 2;
    expectTwoRanks(srunLaunch({host}, hello(ry::test::kernelPickedPort()), o), "slurm");
}

TEST(ProbeLaunchersReal, SshToALoopbackSshd)
{
    if (!probetest::haveProgram("ssh") || !QFile::exists("/usr/sbin/sshd") ||
        !probetest::haveProgram("ssh-keygen"))
        RY_SKIP_OR_FAIL("ssh, ssh-keygen or /usr/sbin/sshd (openssh-server) is not installed");
    if (::geteuid() != 0)
        RY_SKIP_OR_FAIL("the test sshd logs the test user in; it needs to run as root");
    QTemporaryDir dir("/tmp/ry-ssh-XXXXXX");
    ASSERT_TRUE(dir.isValid());
    const QString d = dir.path();
    ASSERT_EQ(probetest::run("ssh-keygen", {"-q", "-t", "ed25519", "-N", "", "-f", d + "/host"}),
              0);
    ASSERT_EQ(probetest::run("ssh-keygen", {"-q", "-t", "ed25519", "-N", "", "-f", d + "/user"}),
              0);
    QFile pub(d + "/user.pub");
    ASSERT_TRUE(pub.open(QIODevice::ReadOnly));
    ASSERT_TRUE(writeFile(d + "/authorized_keys", pub.readAll()));
    QFile::setPermissions(d + "/authorized_keys", QFile::ReadOwner | QFile::WriteOwner);
    QFile hostPub(d + "/host.pub");
    ASSERT_TRUE(hostPub.open(QIODevice::ReadOnly));
    // A port the kernel picks (tests/common/freeport.h): the fixed 39700 + pid % 200 was once
    // taken, and sshd never listened ("Connection refused" for 10 s).
    const int port = ry::test::kernelPickedPort();
    ASSERT_GT(port, 0);
    // Host key checked: known_hosts holds the test's host key for [127.0.0.1]:port.
    ASSERT_TRUE(writeFile(d + "/known_hosts",
                          QString("[127.0.0.1]:%1 ").arg(port).toUtf8() + hostPub.readAll()));
    ASSERT_TRUE(
        writeFile(d + "/sshd_config",
                  QString("Port %1\nListenAddress 127.0.0.1\nHostKey %2/host\n"
                          "AuthorizedKeysFile %2/authorized_keys\nPasswordAuthentication no\n"
                          "KbdInteractiveAuthentication no\nPermitRootLogin prohibit-password\n"
                          "UsePAM no\nStrictModes no\nPidFile %2/sshd.pid\n")
                      .arg(port)
                      .arg(d)
                      .toUtf8()));
    QDir().mkpath("/run/sshd"); // privilege separation directory sshd insists on
    Daemon sshd;
    sshd.p.start("/usr/sbin/sshd", {"-D", "-e", "-f", d + "/sshd_config"});
    ASSERT_TRUE(sshd.p.waitForStarted(5000));
    SshOptions o;
    o.port = port;
    o.identityFile = d + "/user";
    o.configFile = "/dev/null";
    o.connectTimeoutS = 5;
    o.extraOptions = {"UserKnownHostsFile=" + d + "/known_hosts", "StrictHostKeyChecking=yes"};
    // Wait (bounded) for sshd to accept.
    QElapsedTimer t;
    t.start();
    RemoteCommand ver;
    ver.argv = {kProbe, "version"};
    LaunchSpec probeSpec = sshLaunch("127.0.0.1", ver, o);
    QByteArray out;
    while (probetest::run(probeSpec.program, probeSpec.arguments, 10000, &out) != 0 &&
           t.elapsed() < 10000)
        QThread::msleep(200);
    ASSERT_TRUE(out.contains("railyard-probe"))
        << out.toStdString() << "\nsshd: " << sshd.p.readAllStandardError().toStdString();

    // Two ranks through two ssh sessions, ranks from the options, id over the rendezvous.
    ProbeRunner r;
    std::vector<Event> ev;
    QObject::connect(&r, &ProbeRunner::eventReceived,
                     [&](int, const Event &e) { ev.push_back(e); });
    const int rendezvous = ry::test::kernelPickedPort(); // both ranks meet there
    for (int rank = 0; rank < 2; ++rank) {
        RemoteCommand c = hello(rendezvous);
        c.argv << "--rank" << QString::number(rank) << "--nranks"
               << "2";
        c.environment = {{"NCCL_DEBUG", "INFO it's quoted; $(not run)"}};
        LaunchSpec s = sshLaunch("127.0.0.1", c, o);
        s.timeoutMs = 30000;
        r.start(s);
    }
    ASSERT_TRUE(r.waitForAll(40000));
    for (int j = 0; j < 2; ++j)
        EXPECT_EQ(r.job(j).outcome, JobOutcome::Succeeded) << r.job(j).reason.toStdString();
    int ok = 0;
    for (const Event &e : ev)
        ok += e.kind == EventKind::Finished && e.status == "ok";
    EXPECT_EQ(ok, 2);

    // Cancel stops the remote process: a receiver that would wait 60 s ends with the session.
    ProbeRunner r2;
    r2.setKillGraceMs(500);
    RemoteCommand wait;
    const QString waitPort = QString::number(ry::test::kernelPickedPort());
    wait.argv = {kProbe,   "tcp",       "--listen", "127.0.0.1",    "--port",
                 waitPort, "--timeout", "60",       "--watch-stdin"};
    bool listening = false;
    QObject::connect(&r2, &ProbeRunner::eventReceived, [&](int, const Event &e) {
        if (e.kind == EventKind::Started)
            listening = true;
    });
    r2.start(sshLaunch("127.0.0.1", wait, o));
    t.restart();
    while (!listening && t.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    ASSERT_TRUE(listening);
    r2.cancel();
    ASSERT_TRUE(r2.waitForAll(10000));
    EXPECT_EQ(r2.job(0).outcome, JobOutcome::Cancelled);
    // The port is free again within a few seconds: the remote probe is gone.
    t.restart();
    bool freed = false;
    while (!freed && t.elapsed() < 5000) {
        QProcess p;
        p.start(kProbe, {"tcp", "--listen", "127.0.0.1", "--port", waitPort, "--count", "0",
                         "--timeout", "0.1"});
        p.waitForFinished(5000);
        freed = p.readAllStandardOutput().contains("\"started\"");
        if (!freed)
            QThread::msleep(200);
    }
    EXPECT_TRUE(freed);
}
