#pragma once

// An OpenSSH server on 127.0.0.1 for the tests that collect through ssh: its own host and user
// keys in a temporary folder, a port the kernel picks (freeport.h), and an ssh client
// configuration file (ssh_config(5)) in which every given node name is an alias of 127.0.0.1,
// checked against the test's host key (HostKeyAlias). Needs root (sshd logs the test user in),
// ssh, ssh-keygen and /usr/sbin/sshd. The same setup as ProbeLaunchersReal.SshToALoopbackSshd.

#include "freeport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QThread>

#include <unistd.h>

namespace ry::test {

class LoopbackSshd
{
public:
    LoopbackSshd() = default;
    LoopbackSshd(const LoopbackSshd &) = delete;
    LoopbackSshd &operator=(const LoopbackSshd &) = delete;
    ~LoopbackSshd()
    {
        if (m_sshd.state() != QProcess::NotRunning) {
            m_sshd.terminate();
            if (!m_sshd.waitForFinished(3000)) {
                m_sshd.kill();
                m_sshd.waitForFinished(2000);
            }
        }
    }

    static bool available(QString *why)
    {
        if (::geteuid() != 0)
            return fail(why, QStringLiteral("the test sshd logs the test user in; needs root"));
        if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty() ||
            !QFile::exists(QStringLiteral("/usr/sbin/sshd")))
            return fail(why, QStringLiteral("ssh, ssh-keygen or /usr/sbin/sshd (openssh-server) "
                                            "is not installed"));
        return true;
    }

    /// Starts sshd and writes the client configuration for `nodes` (each an alias of
    /// 127.0.0.1) and for `unreachable` (each an alias of 127.0.0.1 on a port nothing listens
    /// on). Waits (bounded, 10 s) until sshd accepts. False with `why` set on failure.
    bool start(const QStringList &nodes, const QStringList &unreachable, QString *why)
    {
        if (!m_dir.isValid())
            return fail(why, QStringLiteral("no temporary folder"));
        const QString d = m_dir.path();
        for (const char *k : {"host", "user"})
            if (run(QStringLiteral("ssh-keygen"), {"-q", "-t", "ed25519", "-N", "", "-f",
                                                   d + QLatin1Char('/') + QLatin1String(k)}) != 0)
                return fail(why, QStringLiteral("ssh-keygen failed"));
        QFile::copy(d + QStringLiteral("/user.pub"), d + QStringLiteral("/authorized_keys"));
        m_port = kernelPickedPort();
        const int closed = kernelPickedPort();
        QFile hostPub(d + QStringLiteral("/host.pub"));
        if (!hostPub.open(QIODevice::ReadOnly))
            return fail(why, QStringLiteral("no host key"));
        const QByteArray key = hostPub.readAll();
        write(d + QStringLiteral("/known_hosts"), "loopback " + key);
        write(d + QStringLiteral("/sshd_config"),
              QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2/host\n"
                             "AuthorizedKeysFile %2/authorized_keys\nPasswordAuthentication no\n"
                             "KbdInteractiveAuthentication no\nPermitRootLogin "
                             "prohibit-password\nUsePAM no\nStrictModes no\nPidFile %2/sshd.pid\n")
                  .arg(m_port)
                  .arg(d)
                  .toUtf8());
        QString conf;
        auto host = [&](const QString &n, int port) {
            conf += QStringLiteral("Host %1\n  HostName 127.0.0.1\n  Port %2\n  User root\n"
                                   "  IdentityFile %3/user\n  IdentitiesOnly yes\n"
                                   "  HostKeyAlias loopback\n  UserKnownHostsFile "
                                   "%3/known_hosts\n  StrictHostKeyChecking yes\n"
                                   "  LogLevel ERROR\n")
                        .arg(n)
                        .arg(port)
                        .arg(d);
        };
        for (const QString &n : nodes)
            host(n, m_port);
        for (const QString &n : unreachable)
            host(n, closed);
        write(configFile(), conf.toUtf8());
        QDir().mkpath(QStringLiteral("/run/sshd")); // sshd's privilege separation directory
        m_sshd.start(QStringLiteral("/usr/sbin/sshd"), {"-D", "-e", "-f", d + "/sshd_config"});
        if (!m_sshd.waitForStarted(5000))
            return fail(why, QStringLiteral("sshd did not start"));
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000) {
            if (!nodes.isEmpty() &&
                run(QStringLiteral("ssh"),
                    {"-F", configFile(), "-o", "BatchMode=yes", "--", nodes.first(), "true"}) == 0)
                return true;
            QThread::msleep(200);
        }
        return fail(why, QStringLiteral("sshd did not accept within 10 s: ") +
                             QString::fromUtf8(m_sshd.readAllStandardError()));
    }

    /// The ssh client configuration file (give it to ssh as -F FILE).
    QString configFile() const { return m_dir.filePath(QStringLiteral("ssh_config")); }

private:
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
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    static int run(const QString &program, const QStringList &args)
    {
        QProcess p;
        p.start(program, args);
        if (!p.waitForStarted(5000) || !p.waitForFinished(15000)) {
            p.kill();
            p.waitForFinished(1000);
            return -1;
        }
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/ry-sshd-XXXXXX")};
    QProcess m_sshd;
    int m_port = 0;
};

} // namespace ry::test
