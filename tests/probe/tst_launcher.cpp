// Launcher argv construction: every argument is a list element, never a shell string made from
// CMDB data; hostile names are refused before anything starts.

#include "probe/executor.h"
#include "probe/launcher.h"

#include <QFileInfo>

#include <gtest/gtest.h>

using namespace ry::probe;

namespace {
RemoteCommand probe()
{
    RemoteCommand c;
    c.argv = {"/opt/railyard/bin/railyard-probe", "tcp", "--label", "rail 3; it's slow"};
    c.environment = {{"NCCL_IB_HCA", "=mlx5_3"}};
    return c;
}
} // namespace

TEST(ProbeLauncher, HostNameSafety)
{
    for (const char *ok : {"n1", "gpu-001.cluster.local", "10.0.0.5", "fe80::1%eth0", "[::1]"})
        EXPECT_TRUE(isSafeHostName(ok)) << ok;
    for (const char *bad : {"n1;reboot", "-oProxyCommand=touch /tmp/x", "a b", "h,i", "", "$(id)",
                            "n1\nreboot", "`id`", "a|b", "a&b", "a>b"})
        EXPECT_FALSE(isSafeHostName(bad)) << bad;
}

TEST(ProbeLauncher, SshArgvQuotesEveryRemoteWord)
{
    SshOptions o;
    o.port = 2222;
    o.connectTimeoutS = 5;
    o.user = "ops";
    const LaunchSpec s = sshLaunch("n1", probe(), o);
    EXPECT_EQ(s.program, "ssh");
    const QStringList expect{"-o",
                             "BatchMode=yes",
                             "-o",
                             "ConnectTimeout=5",
                             "-p",
                             "2222",
                             "-l",
                             "ops",
                             "--",
                             "n1",
                             "'env'",
                             "'NCCL_IB_HCA==mlx5_3'",
                             "'/opt/railyard/bin/railyard-probe'",
                             "'tcp'",
                             "'--label'",
                             "'rail 3; it'\\''s slow'"};
    EXPECT_EQ(s.arguments, expect);
}

TEST(ProbeLauncher, SshRefusesHostileHostsAndOptions)
{
    EXPECT_THROW(sshLaunch("n1;reboot", probe(), {}), ry::Error);
    EXPECT_THROW(sshLaunch("-oProxyCommand=reboot", probe(), {}), ry::Error);
    SshOptions o;
    o.extraOptions = {"ProxyCommand reboot"};
    EXPECT_THROW(sshLaunch("n1", probe(), o), ry::Error);
    RemoteCommand c = probe();
    c.environment = {{"A;reboot", "1"}};
    EXPECT_THROW(sshLaunch("n1", c, {}), ry::Error);
}

TEST(ProbeLauncher, SrunArgv)
{
    SrunOptions o;
    o.partition = "gpu";
    const LaunchSpec s = srunLaunch({"n1", "n2"}, probe(), o);
    EXPECT_EQ(s.program, "srun");
    EXPECT_EQ(s.arguments.mid(0, 7),
              (QStringList{"--nodes=2", "--ntasks=2", "--ntasks-per-node=1", "--nodelist=n1,n2",
                           "--label", "--unbuffered", "--kill-on-bad-exit=1"}));
    EXPECT_TRUE(s.arguments.contains("--partition=gpu"));
    EXPECT_EQ(s.arguments.mid(s.arguments.size() - 4), probe().argv);
    EXPECT_EQ(s.environment, probe().environment);
    EXPECT_THROW(srunLaunch({"n1", "n2,n3"}, probe(), {}), ry::Error);
    EXPECT_THROW(srunLaunch({"n1;reboot"}, probe(), {}), ry::Error);
}

TEST(ProbeLauncher, MpirunArgv)
{
    MpirunOptions o;
    o.slotsPerNode = 8;
    o.allowRunAsRoot = true;
    const LaunchSpec s = mpirunLaunch({"n1", "n2"}, probe(), o);
    EXPECT_EQ(s.program, "mpirun");
    const QStringList head{"--allow-run-as-root", "-np",          "16", "--host",
                           "n1:8,n2:8",           "--tag-output", "-x", "NCCL_IB_HCA"};
    EXPECT_EQ(s.arguments.mid(0, head.size()), head);
    EXPECT_THROW(mpirunLaunch({"n1 n2"}, probe(), o), ry::Error);
}

TEST(ProbeLauncher, ShellQuote)
{
    EXPECT_EQ(shellQuote(""), "''");
    EXPECT_EQ(shellQuote("a'b"), "'a'\\''b'");
    EXPECT_EQ(shellQuote("$(reboot)"), "'$(reboot)'");
}

// `railyard-cli probe-run --launcher local` started from the build folder once looked the probe
// up on PATH only ("execve: No such file or directory") and every step failed. This test binary
// lies in build/tests/probe/, so the lookup must find build/probe/railyard-probe, the very file
// CMake built.
TEST(ProbeLauncher, DefaultProbeProgramIsTheOneBesideTheBuild)
{
    const QString found = defaultProbeProgram();
    EXPECT_EQ(found, QFileInfo(QStringLiteral(RAILYARD_PROBE)).canonicalFilePath());
    EXPECT_TRUE(QFileInfo(found).isAbsolute());
    EXPECT_TRUE(QFileInfo(found).isExecutable());
}
