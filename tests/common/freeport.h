#pragma once

// A TCP port for a daemon a test starts (sshd, slurmctld, ...). The kernel picks it
// (bind to port 0), so it is free when taken; a fixed port, or one derived from the pid, lies in
// Linux's ephemeral range (32768-60999, /proc/sys/net/ipv4/ip_local_port_range) and is sometimes
// in use by another connection, which made a daemon fail to listen.

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ry::test {

/// A port the kernel had free a moment ago; 0 when no socket could be bound.
inline int kernelPickedPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_ANY); // free on every address, loopback included
    a.sin_port = 0;
    socklen_t len = sizeof a;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len) == 0)
        port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}

} // namespace ry::test
