#pragma once

// IPv4 / IPv6 network arithmetic for the IP plan: parse CIDR text, address the n-th host of a
// network, carve equal subnets, test overlap. Addresses are held as 128-bit integers (an IPv4
// address in the low 32 bits), so IPv4 and IPv6 share one code path.

#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_set>

namespace ry::ipam {

__extension__ typedef unsigned __int128 U128;

/// Hash for U128 keys in std::unordered_set / std::unordered_map.
struct U128Hash
{
    std::size_t operator()(U128 v) const noexcept
    {
        return std::hash<std::uint64_t>()(std::uint64_t(v)) ^
               (std::hash<std::uint64_t>()(std::uint64_t(v >> 64)) * 0x9e3779b97f4a7c15ULL);
    }
};
using U128Set = std::unordered_set<U128, U128Hash>;

/// A network in CIDR form: `base` has its host bits zero; `length` is the prefix length
/// (0..32 for IPv4, 0..128 for IPv6).
struct IpNet
{
    bool v6 = false;
    U128 base = 0;
    int length = 0;

    /// Parses "10.0.0.0/24" or "fd00::/64". Returns std::nullopt when the text is not CIDR
    /// or has host bits set (a NetBox prefix must be a network).
    static std::optional<IpNet> parse(const QString &cidr);
    /// 32 or 128.
    int bits() const { return v6 ? 128 : 32; }
    /// Number of addresses, saturated at 2^64 - 1 (IPv6 /64 and larger).
    std::uint64_t size() const;
    /// The address at `offset` from the base (offset < size()).
    U128 at(std::uint64_t offset) const { return base + offset; }
    /// The i-th subnet of length `newLength` (newLength >= length; i < subnetCount()).
    IpNet subnet(std::uint64_t i, int newLength) const;
    /// How many subnets of `newLength` fit, saturated at 2^64 - 1.
    std::uint64_t subnetCount(int newLength) const;
    bool contains(U128 address) const;
    bool overlaps(const IpNet &other) const;
    /// First and last usable host offsets: IPv4 skips the network and broadcast addresses
    /// (RFC 950) except on /31 (RFC 3021, both usable) and /32; IPv6 skips the
    /// subnet-router anycast address (offset 0, RFC 4291 2.6.1) except on /127 (RFC 6164) and
    /// /128.
    std::uint64_t firstHost() const;
    std::uint64_t lastHost() const;
    /// "10.0.0.0/24".
    QString toString() const;
    /// An address of this family as text, e.g. "10.0.0.5".
    QString addressText(U128 address) const;

    friend bool operator==(const IpNet &, const IpNet &) = default;
};

/// Parses the host part of "10.0.0.5/24" or "10.0.0.5"; std::nullopt if it is not an address.
std::optional<std::pair<bool, U128>> parseAddress(const QString &text);

/// The reverse-DNS name of an address: "5.0.0.10.in-addr.arpa" / nibbles under "ip6.arpa".
QString reverseName(bool v6, U128 address);

} // namespace ry::ipam
