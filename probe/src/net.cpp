#include "net.h"

#include "util/error.h"

#include <QElapsedTimer>
#include <QThread>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ry::probe::tool {

namespace {

QString sysError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

addrinfo *resolve(const QString &host, int port, bool passive)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = passive ? AI_PASSIVE : 0;
    addrinfo *res = nullptr;
    const QByteArray h = host.toUtf8();
    const QByteArray p = QByteArray::number(port);
    const int rc = getaddrinfo(h.isEmpty() ? nullptr : h.constData(), p.constData(), &hints, &res);
    if (rc != 0)
        throw Error(Tr::tr("Cannot resolve \"%1\": %2")
                        .arg(host, QString::fromLocal8Bit(gai_strerror(rc))));
    return res;
}

} // namespace

Socket &Socket::operator=(Socket &&o) noexcept
{
    if (this != &o) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = o.m_fd;
        o.m_fd = -1;
    }
    return *this;
}

Socket::~Socket()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void splitHostPort(const QString &s, QString &host, int &port)
{
    port = 0;
    host = s;
    if (s.startsWith(QLatin1Char('['))) {
        const qsizetype close = s.indexOf(QLatin1Char(']'));
        host = s.mid(1, close - 1);
        if (close >= 0 && s.mid(close + 1).startsWith(QLatin1Char(':')))
            port = s.mid(close + 2).toInt();
        return;
    }
    if (s.count(QLatin1Char(':')) == 1) {
        host = s.section(QLatin1Char(':'), 0, 0);
        port = s.section(QLatin1Char(':'), 1).toInt();
    }
}

Socket listenOn(const QString &address, int port)
{
    const QString a = address == QLatin1String("*") ? QString() : address;
    addrinfo *res = resolve(a, port, true);
    QString lastError;
    for (addrinfo *ai = res; ai; ai = ai->ai_next) {
        Socket s(::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol));
        if (!s.valid())
            continue;
        const int one = 1;
        ::setsockopt(s.fd(), SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (::bind(s.fd(), ai->ai_addr, ai->ai_addrlen) == 0 && ::listen(s.fd(), 128) == 0) {
            freeaddrinfo(res);
            return s;
        }
        lastError = sysError();
    }
    freeaddrinfo(res);
    throw Error(Tr::tr("Cannot listen on %1 port %2: %3")
                    .arg(a.isEmpty() ? QStringLiteral("*") : a)
                    .arg(port)
                    .arg(lastError));
}

Socket acceptWithin(const Socket &listener, int timeoutMs)
{
    pollfd p{listener.fd(), POLLIN, 0};
    const int rc = ::poll(&p, 1, timeoutMs < 0 ? -1 : timeoutMs);
    if (rc == 0)
        return {};
    if (rc < 0)
        throw Error(Tr::tr("Waiting for a connection failed: %1").arg(sysError()));
    Socket s(::accept4(listener.fd(), nullptr, nullptr, SOCK_CLOEXEC));
    if (!s.valid())
        throw Error(Tr::tr("Accepting a connection failed: %1").arg(sysError()));
    return s;
}

Socket connectTo(const QString &host, int port, const QString &bindAddress, int retryMs)
{
    QElapsedTimer t;
    t.start();
    QString lastError;
    while (true) {
        addrinfo *res = resolve(host, port, false);
        for (addrinfo *ai = res; ai; ai = ai->ai_next) {
            Socket s(::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol));
            if (!s.valid())
                continue;
            if (!bindAddress.isEmpty()) {
                addrinfo *b = resolve(bindAddress, 0, true);
                const int rc = ::bind(s.fd(), b->ai_addr, b->ai_addrlen);
                freeaddrinfo(b);
                if (rc != 0) {
                    freeaddrinfo(res);
                    throw Error(
                        Tr::tr("Cannot bind to local address %1: %2").arg(bindAddress, sysError()));
                }
            }
            if (::connect(s.fd(), ai->ai_addr, ai->ai_addrlen) == 0) {
                freeaddrinfo(res);
                const int one = 1;
                ::setsockopt(s.fd(), IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
                return s;
            }
            lastError = sysError();
        }
        freeaddrinfo(res);
        if (t.elapsed() >= retryMs)
            break;
        QThread::msleep(100);
    }
    throw Error(Tr::tr("Cannot connect to %1 port %2 within %3 s: %4")
                    .arg(host)
                    .arg(port)
                    .arg(retryMs / 1000.0)
                    .arg(lastError));
}

namespace {

// Moves `n` bytes with `step(p, left)`: one send() or recv() of at most `left` bytes, returning
// the bytes moved, 0 at the end of the stream, or -1 with errno set. Retries on EINTR.
template<typename Byte, typename Step>
bool moveAll(Byte *p, qint64 n, Step step)
{
    while (n > 0) {
        const ssize_t k = step(p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return false;
        p += k;
        n -= k;
    }
    return true;
}

} // namespace

bool sendAll(const Socket &s, const void *data, qint64 n)
{
    return moveAll(static_cast<const char *>(data), n, [&](const char *p, qint64 left) {
        return ::send(s.fd(), p, std::size_t(left), MSG_NOSIGNAL);
    });
}

bool recvAll(const Socket &s, void *data, qint64 n, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    return moveAll(static_cast<char *>(data), n, [&](char *p, qint64 left) -> ssize_t {
        pollfd pf{s.fd(), POLLIN, 0};
        const int wait = timeoutMs < 0 ? -1 : int(qMax<qint64>(0, timeoutMs - t.elapsed()));
        const int rc = ::poll(&pf, 1, wait);
        if (rc == 0) {
            errno = ETIMEDOUT;
            return -1;
        }
        if (rc < 0)
            return -1; // EINTR: moveAll() polls again
        return ::recv(s.fd(), p, std::size_t(left), 0);
    });
}

QString localAddress(const Socket &s)
{
    sockaddr_storage ss{};
    socklen_t len = sizeof ss;
    if (::getsockname(s.fd(), reinterpret_cast<sockaddr *>(&ss), &len) != 0)
        return {};
    char host[NI_MAXHOST], serv[NI_MAXSERV];
    if (getnameinfo(reinterpret_cast<sockaddr *>(&ss), len, host, sizeof host, serv, sizeof serv,
                    NI_NUMERICHOST | NI_NUMERICSERV) != 0)
        return {};
    return QString::fromLatin1(host);
}

QByteArray exchangeBlob(int rank, int nranks, const QString &host, int port, const QByteArray &blob,
                        int blobSize, int timeoutMs)
{
    static const char magic[8] = {'R', 'Y', 'P', 'R', 'O', 'B', 'E', '1'};
    if (rank == 0) {
        if (blob.size() != blobSize)
            throw Error(Tr::tr("Internal error: rendezvous blob has the wrong size."));
        Socket l = listenOn(QString(), port);
        QElapsedTimer t;
        t.start();
        int served = 0;
        while (served < nranks - 1) {
            const int left = int(qMax<qint64>(0, timeoutMs - t.elapsed()));
            Socket c = acceptWithin(l, left);
            if (!c.valid())
                throw Error(Tr::tr("Rendezvous: only %1 of %2 ranks connected to port %3 "
                                   "within %4 s.")
                                .arg(served + 1)
                                .arg(nranks)
                                .arg(port)
                                .arg(timeoutMs / 1000.0));
            char hello[8];
            // A stray connection (port scanner, old run) is dropped, not counted.
            if (!recvAll(c, hello, 8, 5000) || std::memcmp(hello, magic, 8) != 0)
                continue;
            if (sendAll(c, blob.constData(), blob.size()))
                ++served;
        }
        return blob;
    }
    Socket s = connectTo(host, port, QString(), timeoutMs);
    QByteArray out(blobSize, '\0');
    if (!sendAll(s, magic, 8) || !recvAll(s, out.data(), blobSize, timeoutMs))
        throw Error(
            Tr::tr("Rendezvous: rank 0 at %1 port %2 did not send the id.").arg(host).arg(port));
    return out;
}

} // namespace ry::probe::tool
