#pragma once

// POSIX socket helpers of railyard-probe: the TCP throughput mode and the rendezvous that hands
// rank 0's NCCL unique id to the other ranks (docs/references/probe-formats.md §b: ncclGetUniqueId
// on one rank, broadcast out of band, ncclCommInitRank on all).

#include <QByteArray>
#include <QString>

namespace ry::probe::tool {

/// A connected or listening socket; closes on destruction.
class Socket
{
public:
    Socket() = default;
    explicit Socket(int fd) : m_fd(fd) {}
    Socket(Socket &&o) noexcept : m_fd(o.m_fd) { o.m_fd = -1; }
    Socket &operator=(Socket &&o) noexcept;
    ~Socket();
    int fd() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }

private:
    int m_fd = -1;
};

/// Listens on `address` ("" or "*" = any) and `port`. Throws ry::Error.
Socket listenOn(const QString &address, int port);
/// Waits up to `timeoutMs` for a connection; invalid Socket on timeout. Throws ry::Error.
Socket acceptWithin(const Socket &listener, int timeoutMs);
/// Connects to host:port, optionally from `bindAddress`, retrying refused/unreachable
/// connections for up to `retryMs`. Throws ry::Error naming the peer.
Socket connectTo(const QString &host, int port, const QString &bindAddress, int retryMs);
/// Sends/receives exactly n bytes; false on EOF or error.
bool sendAll(const Socket &s, const void *data, qint64 n);
bool recvAll(const Socket &s, void *data, qint64 n, int timeoutMs);
/// "address:port" of the local end.
QString localAddress(const Socket &s);

/// Splits "host:port" / "[v6]:port"; port 0 when absent.
void splitHostPort(const QString &s, QString &host, int &port);

/// Rendezvous: rank 0 listens on `port` and sends `blob` to nranks-1 peers; other ranks
/// connect to host:port and receive it. Every rank returns the blob. Throws ry::Error on
/// timeout (naming how many ranks arrived) or a bad peer.
QByteArray exchangeBlob(int rank, int nranks, const QString &host, int port, const QByteArray &blob,
                        int blobSize, int timeoutMs);

} // namespace ry::probe::tool
