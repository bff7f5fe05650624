#include "ipnet.h"

#include <QHostAddress>
#include <QStringList>

#include <limits>

namespace ry::ipam {

namespace {

constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();

U128 mask(int hostBits)
{
    if (hostBits >= 128)
        return ~U128(0);
    return (U128(1) << hostBits) - 1;
}

std::optional<std::pair<bool, U128>> fromHostAddress(const QHostAddress &a)
{
    if (a.protocol() == QAbstractSocket::IPv4Protocol)
        return std::pair{false, U128(a.toIPv4Address())};
    if (a.protocol() == QAbstractSocket::IPv6Protocol) {
        const Q_IPV6ADDR b = a.toIPv6Address();
        U128 v = 0;
        for (int i = 0; i < 16; ++i)
            v = (v << 8) | b[i];
        return std::pair{true, v};
    }
    return std::nullopt;
}

} // namespace

std::optional<std::pair<bool, U128>> parseAddress(const QString &text)
{
    const QString host = text.section(QLatin1Char('/'), 0, 0).trimmed();
    QHostAddress a;
    if (host.isEmpty() || !a.setAddress(host))
        return std::nullopt;
    return fromHostAddress(a);
}

std::optional<IpNet> IpNet::parse(const QString &cidr)
{
    const QStringList parts = cidr.trimmed().split(QLatin1Char('/'));
    if (parts.size() != 2)
        return std::nullopt;
    const auto addr = parseAddress(parts[0]);
    bool ok = false;
    const int len = parts[1].toInt(&ok);
    if (!addr || !ok)
        return std::nullopt;
    IpNet n;
    n.v6 = addr->first;
    n.base = addr->second;
    n.length = len;
    if (len < 0 || len > n.bits())
        return std::nullopt;
    if (n.base & mask(n.bits() - len))
        return std::nullopt;
    return n;
}

std::uint64_t IpNet::size() const
{
    const int h = bits() - length;
    return h >= 64 ? kSaturated : (std::uint64_t(1) << h);
}

std::uint64_t IpNet::subnetCount(int newLength) const
{
    if (newLength < length || newLength > bits())
        return 0;
    const int d = newLength - length;
    return d >= 64 ? kSaturated : (std::uint64_t(1) << d);
}

IpNet IpNet::subnet(std::uint64_t i, int newLength) const
{
    IpNet n = *this;
    n.length = newLength;
    n.base = base + (U128(i) << (bits() - newLength));
    return n;
}

bool IpNet::contains(U128 address) const
{
    return ((address ^ base) & ~mask(bits() - length)) == 0;
}

bool IpNet::overlaps(const IpNet &o) const
{
    if (v6 != o.v6)
        return false;
    return length <= o.length ? contains(o.base) : o.contains(base);
}

std::uint64_t IpNet::firstHost() const
{
    const int h = bits() - length;
    if (!v6)
        return h <= 1 ? 0 : 1;
    return h <= 1 ? 0 : 1;
}

std::uint64_t IpNet::lastHost() const
{
    const int h = bits() - length;
    if (h == 0)
        return 0;
    if (!v6 && h >= 2)
        return size() - 2; // broadcast
    return size() == kSaturated ? kSaturated - 1 : size() - 1;
}

QString IpNet::addressText(U128 address) const
{
    if (!v6)
        return QHostAddress(quint32(address)).toString();
    Q_IPV6ADDR b;
    for (int i = 15; i >= 0; --i) {
        b[i] = quint8(address & 0xff);
        address >>= 8;
    }
    return QHostAddress(b).toString();
}

QString IpNet::toString() const
{
    return addressText(base) + QLatin1Char('/') + QString::number(length);
}

QString reverseName(bool v6, U128 address)
{
    QStringList parts;
    if (!v6) {
        for (int i = 0; i < 4; ++i)
            parts << QString::number(quint32(address >> (8 * i)) & 0xff);
        return parts.join(QLatin1Char('.')) + QStringLiteral(".in-addr.arpa");
    }
    for (int i = 0; i < 32; ++i)
        parts << QString::number(unsigned(address >> (4 * i)) & 0xf, 16);
    return parts.join(QLatin1Char('.')) + QStringLiteral(".ip6.arpa");
}

} // namespace ry::ipam
