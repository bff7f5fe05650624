#pragma once

// A small Ethernet fabric made of real Linux pieces for the cabling tests: one network namespace
// per device, one veth pair per cable with each end named as the plan's port, and one lldpd per
// namespace with its own control socket (`lldpd -u SOCK`, lldpd(8)), its system name set to the
// device's name and a 1 s `tx-interval` (lldpcli(8) "configure lldp tx-interval"). The chassis id
// stays what lldpd takes from the kernel: the MAC address of one of the namespace's interfaces.
//
// lldpd's defaults decide what a neighbour sees (lldpcli(8) "configure lldp portidsubtype"): the
// port id is the interface's MAC address and the port description is the interface name, so the
// plan's port name reaches the neighbour as the port description.
//
// Linux interface names are at most 15 bytes (IFNAMSIZ 16 with the NUL, include/uapi/linux/if.h)
// and may not hold '/', ':' or white space: a port name that breaks this is refused with a
// message (no mapping is made; every port of the designs these tests cable fits).
//
// Needs root, iproute2 (`ip`) and lldpd (lldpd, lldpcli). Everything made is removed by stop()
// and by the destructor, on success and on failure. Framework free (Qt only), so GoogleTest and
// QTest tests share it.

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QThread>

#include <memory>
#include <vector>

#include <csignal>

#include <unistd.h>

namespace ry::test {

class LldpFabric
{
public:
    struct Node
    {
        QString name;      ///< the device's name in the plan
        bool lldpd = true; ///< false: a host that sends no LLDP (no daemon in its namespace)
        bool nameless =
            false; ///< true: lldpd sends no system name (`configure system hostname ""`)
        bool collected = true; ///< false: writeFiles() skips it (a device nobody logs into)
    };
    struct Link
    {
        QString aNode, aPort, bNode, bPort;
    };

    LldpFabric() = default;
    LldpFabric(const LldpFabric &) = delete;
    LldpFabric &operator=(const LldpFabric &) = delete;
    ~LldpFabric() { stop(); }

    void addNode(const Node &n) { m_nodes.push_back(n); }
    void addLink(const Link &l) { m_links.push_back(l); }

    /// The namespace of `node` (for `ip netns exec`).
    QString ns(const QString &node) const { return m_ns.value(node); }
    /// The lldpd control socket of `node` ("" when it runs none).
    QString socket(const QString &node) const { return m_sockets.value(node); }

    /// Makes namespaces, cables and daemons. False with `why` set when anything fails (what was
    /// made is removed by stop()).
    bool start(QString *why)
    {
        if (!m_dir.isValid())
            return fail(why, QStringLiteral("no temporary folder"));
        // lldpd runs lldpcli on its configuration as its own unprivileged user (_lldpd), which
        // must reach the socket in this folder.
        QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                                QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                                QFileDevice::ExeOther);
        removeLeftovers();
        m_prefix = QStringLiteral("ryl%1x%2").arg(::getpid()).arg(++counter());
        for (int i = 0; i < int(m_nodes.size()); ++i) {
            const QString n = m_prefix + QLatin1Char('-') + QString::number(i);
            if (run(QStringLiteral("ip"), {"netns", "add", n}) != 0)
                return fail(why, QStringLiteral("ip netns add %1 failed (not root?)").arg(n));
            m_made << n;
            m_ns.insert(m_nodes[std::size_t(i)].name, n);
            run(QStringLiteral("ip"), {"-n", n, "link", "set", "lo", "up"});
        }
        for (const Link &l : m_links) {
            for (const QString &p : {l.aPort, l.bPort})
                if (p.toUtf8().size() > 15 || p.contains(QLatin1Char('/')) ||
                    p.contains(QLatin1Char(':')) || p.contains(QLatin1Char(' ')) || p.isEmpty())
                    return fail(why, QStringLiteral("port name \"%1\" is not a Linux interface "
                                                    "name (at most 15 bytes, no '/', ':' or "
                                                    "blank)")
                                         .arg(p));
            if (!m_ns.contains(l.aNode) || !m_ns.contains(l.bNode))
                return fail(why, QStringLiteral("cable to an unknown node"));
            if (run(QStringLiteral("ip"),
                    {"link", "add", l.aPort, "netns", ns(l.aNode), "type", "veth", "peer", "name",
                     l.bPort, "netns", ns(l.bNode)}) != 0)
                return fail(why, QStringLiteral("veth %1:%2 - %3:%4 failed")
                                     .arg(l.aNode, l.aPort, l.bNode, l.bPort));
            run(QStringLiteral("ip"), {"-n", ns(l.aNode), "link", "set", l.aPort, "up"});
            run(QStringLiteral("ip"), {"-n", ns(l.bNode), "link", "set", l.bPort, "up"});
        }
        for (const Node &n : m_nodes) {
            if (!n.lldpd)
                continue;
            const QString base = m_dir.filePath(QString(n.name).replace(QLatin1Char('/'), '_'));
            QFile conf(base + QStringLiteral(".conf"));
            if (!conf.open(QIODevice::WriteOnly))
                return fail(why, QStringLiteral("cannot write %1").arg(conf.fileName()));
            conf.write(QStringLiteral("configure system hostname \"%1\"\n"
                                      "configure lldp tx-interval 1\n")
                           .arg(n.nameless ? QString() : n.name)
                           .toUtf8());
            conf.close();
            const QString sock = base + QStringLiteral(".sock");
            auto *p = new QProcess;
            p->setStandardOutputFile(QProcess::nullDevice());
            p->setStandardErrorFile(base + QStringLiteral(".log")); // lldpd -d logs to stderr
            // -d: stay in the foreground so that this object owns (and reaps) the daemon.
            p->start(QStringLiteral("ip"),
                     {"netns", "exec", ns(n.name), lldpdProgram(), "-d", "-u", sock, "-p",
                      base + QStringLiteral(".pid"), "-O", conf.fileName()});
            m_daemons.emplace_back(p);
            if (!p->waitForStarted(5000))
                return fail(why, QStringLiteral("lldpd could not be started"));
            m_sockets.insert(n.name, sock);
        }
        return true;
    }

    /// The neighbours lldpd at `node` sees now: interface name -> count (lldpcli show neighbors).
    QHash<QString, int> neighbours(const QString &node) const
    {
        QHash<QString, int> out;
        QByteArray json;
        if (run(lldpcliProgram(), {"-u", socket(node), "-f", "json0", "show", "neighbors"}, 5000,
                &json) != 0)
            return out;
        // json0: {"lldp": [{"interface": [{"name": "swp1", ...}, ...]}]}, a fixed shape.
        const QJsonValue lldp = QJsonDocument::fromJson(json).object().value("lldp");
        for (const QJsonValue l : lldp.toArray())
            for (const QJsonValue i : l.toObject().value("interface").toArray())
                ++out[i.toObject().value("name").toString()];
        return out;
    }

    /// Polls every daemon until each sees a neighbour on every cabled interface whose far end
    /// runs lldpd, or `deadlineMs` passed. False with `why` naming what was still unseen.
    bool waitForNeighbours(int deadlineMs, QString *why) const
    {
        QElapsedTimer t;
        t.start();
        for (;;) {
            QStringList missing;
            for (const Node &n : m_nodes) {
                if (!n.lldpd)
                    continue;
                const QHash<QString, int> seen = neighbours(n.name);
                for (const Link &l : m_links)
                    for (int side = 0; side < 2; ++side) {
                        const QString &me = side ? l.bNode : l.aNode;
                        const QString &myPort = side ? l.bPort : l.aPort;
                        const QString &peer = side ? l.aNode : l.bNode;
                        if (me == n.name && sendsLldp(peer) && !seen.contains(myPort))
                            missing << me + QLatin1Char(':') + myPort;
                    }
            }
            if (missing.isEmpty())
                return true;
            if (t.elapsed() > deadlineMs) {
                *why = QStringLiteral("after %1 ms no neighbour on %2")
                           .arg(t.elapsed())
                           .arg(missing.join(QLatin1String(", ")));
                return false;
            }
            QThread::msleep(200);
        }
    }

    /// What `lldpcli -u SOCK -f json show chassis` and `... show neighbors` print at `node`, one
    /// after the other (the file a technician saves per host; the chassis names the host).
    QByteArray lldpctlJson(const QString &node) const
    {
        QByteArray chassis, neigh;
        run(lldpcliProgram(), {"-u", socket(node), "-f", "json", "show", "chassis"}, 5000,
            &chassis);
        run(lldpcliProgram(), {"-u", socket(node), "-f", "json", "show", "neighbors"}, 5000,
            &neigh);
        return chassis + neigh;
    }

    /// Writes lldpctlJson() of every node running lldpd into `dir` as "<node>.json"; returns the
    /// files written.
    QStringList writeFiles(const QString &dir) const
    {
        QStringList files;
        for (const Node &n : m_nodes) {
            if (!n.lldpd || !n.collected)
                continue;
            QFile f(QDir(dir).filePath(n.name + QStringLiteral(".json")));
            if (f.open(QIODevice::WriteOnly)) {
                f.write(lldpctlJson(n.name));
                files << f.fileName();
            }
        }
        return files;
    }

    /// The chassis id `node`'s lldpd sends (the MAC it took from the kernel), "" when unknown.
    QString chassisId(const QString &node) const
    {
        QByteArray json;
        run(lldpcliProgram(), {"-u", socket(node), "-f", "json0", "show", "chassis"}, 5000, &json);
        // json0: {"local-chassis": [{"chassis": [{"id": [{"type": "mac", "value": ...}]}]}]}
        const QJsonValue c = QJsonDocument::fromJson(json)
                                 .object()
                                 .value("local-chassis")
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value("chassis")
                                 .toArray()
                                 .at(0);
        return c.toObject().value("id").toArray().at(0).toObject().value("value").toString();
    }

    /// Stops the daemons and removes the namespaces (and with them the veth pairs).
    void stop()
    {
        for (auto &p : m_daemons) {
            if (p->state() != QProcess::NotRunning) {
                p->terminate();
                if (!p->waitForFinished(3000)) {
                    p->kill();
                    p->waitForFinished(2000);
                }
            }
        }
        m_daemons.clear();
        for (const QString &n : m_made)
            run(QStringLiteral("ip"), {"netns", "del", n});
        m_made.clear();
    }

    static QString lldpdProgram() { return findSbin(QStringLiteral("lldpd")); }
    static QString lldpcliProgram() { return findSbin(QStringLiteral("lldpcli")); }

    /// True when this process can make the fabric: root, ip, lldpd and lldpcli.
    static bool available(QString *why)
    {
        if (::geteuid() != 0)
            return fail(why, QStringLiteral("needs root for network namespaces"));
        for (const char *p : {"ip", "lldpd", "lldpcli"})
            if (findSbin(QLatin1String(p)).isEmpty())
                return fail(why, QStringLiteral("%1 is not installed (iproute2, lldpd)").arg(p));
        return true;
    }

    /// Runs `program args`, returns its exit code (-1 when it did not start or end in time).
    static int run(const QString &program, const QStringList &args, int timeoutMs = 10000,
                   QByteArray *output = nullptr)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::SeparateChannels);
        p.start(program, args);
        if (!p.waitForStarted(5000))
            return -1;
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished(1000);
            return -1;
        }
        if (output)
            *output = p.readAllStandardOutput();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    /// Removes what an earlier test process that crashed left (a crash skips the destructor):
    /// every namespace "ryl<pid>x..." whose process is gone, after stopping the processes in
    /// it (`ip netns pids`, ip-netns(8)).
    static void removeLeftovers()
    {
        QByteArray list;
        if (run(QStringLiteral("ip"), {"netns", "list"}, 5000, &list) != 0)
            return;
        static const QRegularExpression ours(QStringLiteral("^ryl(\\d+)x\\d+-\\d+"));
        for (const QByteArray &line : list.split('\n')) {
            const QString name = QString::fromUtf8(line).section(QLatin1Char(' '), 0, 0);
            const QRegularExpressionMatch m = ours.match(name);
            if (!m.hasMatch() || QFile::exists(QStringLiteral("/proc/") + m.captured(1)))
                continue;
            QByteArray pids;
            run(QStringLiteral("ip"), {"netns", "pids", name}, 5000, &pids);
            for (const QByteArray &pid : pids.split('\n'))
                if (const int p = pid.trimmed().toInt(); p > 1)
                    ::kill(p, SIGTERM);
            run(QStringLiteral("ip"), {"netns", "del", name});
        }
    }

private:
    bool sendsLldp(const QString &node) const
    {
        for (const Node &n : m_nodes)
            if (n.name == node)
                return n.lldpd;
        return false;
    }
    static QString findSbin(const QString &p)
    {
        QString f = QStandardPaths::findExecutable(p);
        if (f.isEmpty())
            f = QStandardPaths::findExecutable(p, {"/usr/sbin", "/sbin"});
        return f;
    }
    static bool fail(QString *why, const QString &text)
    {
        if (why)
            *why = text;
        return false;
    }
    static int &counter()
    {
        static int c = 0;
        return c;
    }

    std::vector<Node> m_nodes;
    std::vector<Link> m_links;
    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/rylldp-XXXXXX")};
    QString m_prefix;
    QStringList m_made;
    QHash<QString, QString> m_ns;
    QHash<QString, QString> m_sockets;
    std::vector<std::unique_ptr<QProcess>> m_daemons;
};

} // namespace ry::test
