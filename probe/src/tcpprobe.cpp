// `tcp`: host-to-host TCP throughput. The receiver (--listen) counts the bytes of each
// connection until the sender closes its side, then sends the count back (8 bytes, big
// endian); the sender's figure is acknowledged bytes / time from connect to acknowledgement,
// so bytes still in socket buffers are never counted as delivered.

#include "common.h"
#include "modes.h"
#include "net.h"
#include "output.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QtEndian>

#include <sys/socket.h>

#include <atomic>
#include <thread>
#include <vector>

namespace ry::probe::tool {

namespace {

constexpr int kChunk = 256 * 1024;

int receiver(const QCommandLineParser &p)
{
    Output &out = Output::instance();
    const QString addr = p.value(QStringLiteral("listen"));
    const int port = int(intOption(p, QStringLiteral("port"), 1, 65535));
    const int count = int(intOption(p, QStringLiteral("count"), 0, 100000));
    const int timeoutMs = int(doubleOption(p, QStringLiteral("timeout"), 0.1, 86400) * 1000);
    Socket l = listenOn(addr, port);
    out.emitEvent(EventKind::Started,
                  {{QStringLiteral("role"), QStringLiteral("receiver")},
                   {QStringLiteral("listen"), QStringLiteral("%1:%2").arg(addr).arg(port)}});
    QElapsedTimer t;
    t.start();
    std::atomic<qint64> total{0};
    std::vector<std::thread> workers;
    int accepted = 0;
    bool timedOut = false;
    while (count == 0 || accepted < count) {
        const int left = int(qMax<qint64>(0, timeoutMs - t.elapsed()));
        Socket c = acceptWithin(l, left);
        if (!c.valid()) {
            timedOut = true;
            break;
        }
        ++accepted;
        workers.emplace_back([s = std::move(c), &total, timeoutMs]() mutable {
            std::vector<char> buf(kChunk);
            qint64 n = 0;
            while (true) {
                const ssize_t k = ::recv(s.fd(), buf.data(), buf.size(), 0);
                if (k < 0 && errno == EINTR)
                    continue;
                if (k <= 0)
                    break;
                n += k;
            }
            const quint64 be = qToBigEndian(quint64(n));
            sendAll(s, &be, 8);
            total += n;
            Q_UNUSED(timeoutMs);
        });
    }
    for (std::thread &w : workers)
        w.join();
    QJsonObject fin{{QStringLiteral("connections"), accepted},
                    {QStringLiteral("bytes"), double(total.load())}};
    if (timedOut && accepted < count) {
        out.error(QStringLiteral("timeout"), Tr::tr("Only %1 of %2 senders connected within %3 s.")
                                                 .arg(accepted)
                                                 .arg(count)
                                                 .arg(timeoutMs / 1000.0));
        out.finished(QStringLiteral("failed"), fin);
        return ExitRuntime;
    }
    out.finished(QStringLiteral("ok"), fin);
    return ExitOk;
}

int sender(const QCommandLineParser &p)
{
    Output &out = Output::instance();
    QString host;
    int port = 0;
    splitHostPort(p.value(QStringLiteral("connect")), host, port);
    if (p.isSet(QStringLiteral("port")))
        port = int(intOption(p, QStringLiteral("port"), 1, 65535));
    if (port <= 0)
        throw Error(Tr::tr("--connect needs a port (HOST:PORT or --port)."));
    const QString bind = p.value(QStringLiteral("bind"));
    const double seconds = doubleOption(p, QStringLiteral("seconds"), 0.05, 3600);
    qint64 maxBytes = 0;
    if (p.isSet(QStringLiteral("bytes"))) {
        bool ok = false;
        maxBytes = parseSize(p.value(QStringLiteral("bytes")), &ok);
        if (!ok || maxBytes <= 0)
            throw Error(Tr::tr("--bytes must be a size such as 64M."));
    }
    const int retryMs = int(doubleOption(p, QStringLiteral("retry"), 0, 3600) * 1000);
    const QString label = p.value(QStringLiteral("label"));
    const QString dst = QStringLiteral("%1:%2").arg(host).arg(port);
    out.emitEvent(EventKind::Started, {{QStringLiteral("role"), QStringLiteral("sender")},
                                       {QStringLiteral("src"), bind},
                                       {QStringLiteral("dst"), dst},
                                       {QStringLiteral("label"), label}});
    Socket s;
    try {
        s = connectTo(host, port, bind, retryMs);
    } catch (const Error &e) {
        out.error(QStringLiteral("connect"), e.message());
        out.finished(QStringLiteral("failed"));
        return ExitRuntime;
    }
    const QString src = bind.isEmpty() ? localAddress(s) : bind;
    std::vector<char> buf(kChunk, '\x5a');
    QElapsedTimer t;
    t.start();
    qint64 sent = 0;
    const qint64 limitNs = qint64(seconds * 1e9);
    while (t.nsecsElapsed() < limitNs && (maxBytes == 0 || sent < maxBytes)) {
        const qint64 n = maxBytes ? qMin<qint64>(kChunk, maxBytes - sent) : kChunk;
        if (!sendAll(s, buf.data(), n)) {
            out.error(QStringLiteral("send"),
                      Tr::tr("The connection to %1 broke after %2 bytes.").arg(dst).arg(sent));
            out.finished(QStringLiteral("failed"));
            return ExitRuntime;
        }
        sent += n;
    }
    ::shutdown(s.fd(), SHUT_WR);
    quint64 be = 0;
    if (!recvAll(s, &be, 8, 30000)) {
        out.error(QStringLiteral("ack"), Tr::tr("%1 did not acknowledge the transfer.").arg(dst));
        out.finished(QStringLiteral("failed"));
        return ExitRuntime;
    }
    const double secs = double(t.nsecsElapsed()) / 1e9;
    const qint64 acked = qint64(qFromBigEndian(be));
    const double gbps = secs > 0 ? double(acked) * 8 / secs / 1e9 : 0;
    out.emitEvent(EventKind::Row, {{QStringLiteral("src"), src},
                                   {QStringLiteral("dst"), dst},
                                   {QStringLiteral("bytes"), double(acked)},
                                   {QStringLiteral("seconds"), secs},
                                   {QStringLiteral("gbps"), gbps},
                                   {QStringLiteral("label"), label}});
    if (acked != sent) {
        out.error(QStringLiteral("short"),
                  Tr::tr("%1 acknowledged %2 of %3 bytes.").arg(dst).arg(acked).arg(sent));
        out.finished(QStringLiteral("failed"));
        return ExitCheckFailed;
    }
    out.finished(QStringLiteral("ok"), {{QStringLiteral("rows"), 1}});
    return ExitOk;
}

} // namespace

int runTcp(const QStringList &args)
{
    QCommandLineParser p;
    addCommonOptions(p);
    p.addOption({QStringLiteral("listen"), Tr::tr("Receive: listen on ADDRESS (* = all)."),
                 Tr::tr("ADDRESS")});
    p.addOption({QStringLiteral("connect"), Tr::tr("Send to HOST[:PORT]."), Tr::tr("HOST")});
    p.addOption(
        {QStringLiteral("port"), Tr::tr("TCP port."), Tr::tr("PORT"), QStringLiteral("29518")});
    p.addOption({QStringLiteral("bind"),
                 Tr::tr("Send from this local ADDRESS (one per rail or plane)."),
                 Tr::tr("ADDRESS")});
    p.addOption({QStringLiteral("seconds"), Tr::tr("Send for S seconds."), Tr::tr("S"),
                 QStringLiteral("3")});
    p.addOption({QStringLiteral("bytes"), Tr::tr("Stop after SIZE bytes (K/M/G suffixes)."),
                 Tr::tr("SIZE")});
    p.addOption({QStringLiteral("retry"),
                 Tr::tr("Keep retrying a refused connection for S seconds."), Tr::tr("S"),
                 QStringLiteral("10")});
    p.addOption({QStringLiteral("label"), Tr::tr("Tag written into the row (a rail, a link)."),
                 Tr::tr("TEXT")});
    p.addOption({QStringLiteral("count"),
                 Tr::tr("Receive: stop after N connections (0 = until --timeout)."), Tr::tr("N"),
                 QStringLiteral("1")});
    p.addOption({QStringLiteral("timeout"), Tr::tr("Receive: give up after S seconds."),
                 Tr::tr("S"), QStringLiteral("120")});
    if (const int rc = parseMode(p, args, QStringLiteral("tcp"),
                                 Tr::tr("TCP throughput between two addresses."));
        rc >= 0)
        return rc;
    applyCommonOptions(p);
    const bool listen = p.isSet(QStringLiteral("listen"));
    const bool connect = p.isSet(QStringLiteral("connect"));
    if (listen == connect) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(Tr::tr("railyard-probe tcp: give --listen or --connect.")));
        return ExitUsage;
    }
    return listen ? receiver(p) : sender(p);
}

int runHello(const QStringList &args)
{
    QCommandLineParser p;
    addCommonOptions(p);
    p.addOption({QStringLiteral("rank"), Tr::tr("This process's rank (else from the launcher)."),
                 Tr::tr("N"), QStringLiteral("-1")});
    p.addOption({QStringLiteral("nranks"), Tr::tr("Number of ranks (else from the launcher)."),
                 Tr::tr("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("rendezvous"), Tr::tr("HOST:PORT where rank 0 hands out the id."),
                 Tr::tr("HOST:PORT"), QStringLiteral("127.0.0.1:29517")});
    p.addOption({QStringLiteral("timeout"), Tr::tr("Rendezvous timeout, seconds."), Tr::tr("S"),
                 QStringLiteral("60")});
    if (const int rc = parseMode(p, args, QStringLiteral("hello"),
                                 Tr::tr("Multi-rank start-up check without GPUs."));
        rc >= 0)
        return rc;
    applyCommonOptions(p);
    const RankInfo ri = detectRank(int(intOption(p, QStringLiteral("rank"), -1, 1 << 20)),
                                   int(intOption(p, QStringLiteral("nranks"), 0, 1 << 20)));
    Output &out = Output::instance();
    out.setRank(ri.rank, ri.nranks);
    QString host;
    int port = 0;
    splitHostPort(p.value(QStringLiteral("rendezvous")), host, port);
    out.emitEvent(EventKind::Started,
                  {{QStringLiteral("rank_source"), ri.source},
                   {QStringLiteral("local_rank"), ri.localRank},
                   {QStringLiteral("rendezvous"), p.value(QStringLiteral("rendezvous"))}});
    QByteArray token(128, '\0');
    for (int i = 0; i < token.size(); ++i)
        token[i] = char((i * 7 + 13) & 0xff);
    try {
        const QByteArray got =
            exchangeBlob(ri.rank, ri.nranks, host, port, token, 128,
                         int(doubleOption(p, QStringLiteral("timeout"), 0.1, 3600) * 1000));
        if (got != token) {
            out.error(QStringLiteral("rendezvous"), Tr::tr("The id received was corrupted."));
            out.finished(QStringLiteral("failed"));
            return ExitCheckFailed;
        }
    } catch (const Error &e) {
        out.error(QStringLiteral("rendezvous"), e.message());
        out.finished(QStringLiteral("failed"));
        return ExitRuntime;
    }
    out.finished(QStringLiteral("ok"));
    return ExitOk;
}

} // namespace ry::probe::tool
