#pragma once

// A one-node Slurm cluster for the tests that launch through srun: munged with its own key and
// socket, slurmctld and slurmd on ports the kernel picks (freeport.h), all state in a temporary
// folder, SLURM_CONF pointing at it while the object lives. The node's Slurm name is given
// (slurmd -N NAME, NodeAddr 127.0.0.1), so it can be a device name of a design. The same setup
// as ProbeLaunchersReal.SrunOnAOneNodeSlurm. Needs root (SlurmUser=root), slurmctld, slurmd,
// srun, sinfo and munged.

#include "freeport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>

#include <memory>

#include <unistd.h>

namespace ry::test {

class OneNodeSlurm
{
public:
    OneNodeSlurm() = default;
    OneNodeSlurm(const OneNodeSlurm &) = delete;
    OneNodeSlurm &operator=(const OneNodeSlurm &) = delete;
    ~OneNodeSlurm()
    {
        for (QProcess *p : {&m_slurmd, &m_ctld, &m_munge})
            if (p->state() != QProcess::NotRunning) {
                p->terminate();
                if (!p->waitForFinished(3000)) {
                    p->kill();
                    p->waitForFinished(2000);
                }
            }
        if (m_started)
            qunsetenv("SLURM_CONF");
    }

    static bool available(QString *why)
    {
        for (const char *p : {"srun", "sinfo", "slurmctld", "slurmd", "munged"})
            if (find(QLatin1String(p)).isEmpty())
                return fail(why, QStringLiteral("%1 is not installed (slurmctld, slurmd, "
                                                "slurm-client, munge)")
                                     .arg(p));
        if (::geteuid() != 0)
            return fail(why, QStringLiteral("the one-node Slurm runs as root (SlurmUser=root)"));
        return true;
    }

    /// Starts the daemons with one node called `node` and waits (20 s at most) until sinfo
    /// sees it idle. False with `why` (and slurmctld's log tail) otherwise.
    bool start(const QString &node, QString *why)
    {
        if (!m_dir.isValid())
            return fail(why, QStringLiteral("no temporary folder"));
        const QString d = m_dir.path();
        QDir().mkpath(d + QStringLiteral("/state"));
        QDir().mkpath(d + QStringLiteral("/spool"));
        QByteArray key(1024, '\0');
        for (int i = 0; i < key.size(); ++i)
            key[i] = char((i * 131 + 7) & 0xff);
        write(d + QStringLiteral("/munge.key"), key);
        QFile::setPermissions(d + QStringLiteral("/munge.key"), QFile::ReadOwner);
        m_munge.start(find(QStringLiteral("munged")),
                      {"--foreground", "--force", "--key-file", d + "/munge.key", "--socket",
                       d + "/munge.sock", "--pid-file", d + "/munged.pid", "--log-file",
                       d + "/munged.log", "--seed-file", d + "/munged.seed"});
        if (!m_munge.waitForStarted(5000))
            return fail(why, QStringLiteral("munged did not start"));
        const QByteArray conf =
            QStringLiteral(
                "ClusterName=rytest\nSlurmctldHost=%6(127.0.0.1)\nSlurmUser=root\n"
                "SlurmctldPort=%2\nSlurmdPort=%3\nAuthType=auth/munge\nCredType=cred/munge\n"
                "AuthInfo=socket=%4/munge.sock\n"
                "StateSaveLocation=%4/state\nSlurmdSpoolDir=%4/spool\n"
                "SlurmctldPidFile=%4/slurmctld.pid\nSlurmdPidFile=%4/slurmd.pid\n"
                "SlurmctldLogFile=%4/slurmctld.log\nSlurmdLogFile=%4/slurmd.log\n"
                "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n"
                "SchedulerType=sched/builtin\nSelectType=select/cons_tres\n"
                "ReturnToService=2\nMpiDefault=none\nJobAcctGatherType=jobacct_gather/none\n"
                "NodeName=%1 NodeAddr=127.0.0.1 CPUs=%5 State=UNKNOWN\n"
                "PartitionName=debug Nodes=%1 Default=YES MaxTime=INFINITE State=UP\n")
                .arg(node)
                .arg(kernelPickedPort())
                .arg(kernelPickedPort())
                .arg(d)
                .arg(QThread::idealThreadCount())
                .arg(QSysInfo::machineHostName()) // slurmctld must find itself in SlurmctldHost
                .toUtf8();
        write(d + QStringLiteral("/slurm.conf"), conf);
        qputenv("SLURM_CONF", (d + QStringLiteral("/slurm.conf")).toUtf8());
        m_started = true;
        m_ctld.start(find(QStringLiteral("slurmctld")), {"-D", "-i", "-f", d + "/slurm.conf"});
        m_slurmd.start(find(QStringLiteral("slurmd")), {"-D", "-N", node, "-f", d + "/slurm.conf"});
        if (!m_ctld.waitForStarted(5000) || !m_slurmd.waitForStarted(5000))
            return fail(why, QStringLiteral("slurmctld or slurmd did not start"));
        QElapsedTimer t;
        t.start();
        QByteArray out;
        while (t.elapsed() < 20000) {
            QProcess p;
            p.start(find(QStringLiteral("sinfo")), {"-h", "-o", "%t"});
            if (p.waitForFinished(5000))
                out = p.readAllStandardOutput();
            if (out.trimmed().startsWith("idle"))
                return true;
            QThread::msleep(300);
        }
        QFile log(d + QStringLiteral("/slurmctld.log"));
        log.open(QIODevice::ReadOnly);
        return fail(why, QStringLiteral("the one-node Slurm did not come up within 20 s: ") +
                             QString::fromUtf8(out + log.readAll().right(800)));
    }

private:
    static QString find(const QString &p)
    {
        QString f = QStandardPaths::findExecutable(p);
        return f.isEmpty() ? QStandardPaths::findExecutable(p, {"/usr/sbin", "/sbin"}) : f;
    }
    static bool fail(QString *why, const QString &text)
    {
        if (why)
            *why = text;
        return false;
    }
    static void write(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
    }

    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/ry-slurm-XXXXXX")};
    QProcess m_munge, m_ctld, m_slurmd;
    bool m_started = false;
};

} // namespace ry::test
