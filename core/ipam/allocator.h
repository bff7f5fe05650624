#pragma once

// IP plan allocation: rules (read from a YAML file, documented in docs/ip-allocation-rules.md)
// that fill a design's interfaces with addresses deterministically. The result is a ChangeSet
// that Document::commit() applies as one undo step.

#include "model/changeset.h"
#include "util/error.h"

#include <cstdint>
#include <vector>

namespace ry::ipam {

/// One allocation rule: which interfaces (plane, device roles, port-name wildcards) get an
/// address from which prefix, and how the prefix is cut.
struct AllocationRule
{
    /// How the rule's prefix is used. Prefix: one subnet, one address per interface (BMC,
    /// management). Rail: subnet i of `subnetLength` serves rail i (RoCE rail subnets). Link:
    /// subnet i of `subnetLength` (default /31 or /127, RFC 3021 / RFC 6164) serves the i-th
    /// cable, A end at offset 0 and B end at offset 1 (routed point-to-point links).
    enum class Per
    {
        Prefix,
        Rail,
        Link
    };
    QString name;
    SourceLocation location; ///< where the rule starts in its file
    QString prefix;          ///< CIDR network
    QString vrf;
    bool vrfGiven = false; ///< false: the plane's VRF
    QString plane;         ///< plane name; "" = any plane (then `ports` must be given)
    QString purpose;
    QString description;
    QStringList roles; ///< device roles; empty = any
    QStringList ports; ///< port-name wildcards (QRegularExpression::wildcardToRegularExpression)
    Per per = Per::Prefix;
    int subnetLength = -1; ///< Rail/Link; -1 = default (Link: /31 or /127)
    qint64 first = -1;     ///< first host offset to hand out; -1 = the first usable host
    qint64 gateway = -1;   ///< gateway host offset in each (sub)net, reserved; -1 = none
    QString dns;           ///< DNS name template; "" = none (tokens: see dnsTokens())
};

/// The tokens a DNS template may use: {device} {port} {ifname} {role} {rack} {row} {room}
/// {site} {rail} {su} {plane} {vrf}.
QStringList dnsTokens();

/// Reads a rules file (YAML: `rules:` list of mappings). Throws ry::Error naming the file,
/// line, column and key for malformed YAML, unknown keys, bad CIDR, unknown `per`, unknown
/// template tokens or overlapping rule prefixes in one VRF.
std::vector<AllocationRule> readRules(const QString &path);
/// The same from text; `fileName` is used in messages only.
std::vector<AllocationRule> parseRules(const QString &text, const QString &fileName);

/// What allocate() decided.
struct Allocation
{
    ChangeSet changes; ///< new prefixes and addresses; empty when nothing to do
    std::size_t prefixesAdded = 0;
    std::size_t addressesAdded = 0;
    std::size_t addressesKept = 0; ///< interfaces that already had an address in the VRF
};

/// Fills every interface the rules match that has no address in the rule's VRF yet. Per
/// link, every link gets its own /31 (/127) prefix (purpose of the rule, described by the
/// cable's label and ends) inside the rule's prefix, which becomes a "container"; /31s of the
/// design inside the rule's prefix (made by hand or by an earlier run) are reused. Interfaces
/// are taken in natural order of device name, then port name (cables: by A end), so the same
/// design and rules always give the same addresses, and a second run adds nothing. Prefixes
/// the rules need are added when the design does not have them. New objects carry explicit ids
/// (from the tables' nextId()) so that addresses can refer to new prefixes in one ChangeSet.
///
/// Throws ry::Error (naming the rule and its file:line) when a plane is unknown, a rule's
/// prefix overlaps a prefix of the design it does not own, a rail index has no subnet, or a
/// prefix runs out of addresses (the message says how many were available and needed).
Allocation allocate(const Design &design, const std::vector<AllocationRule> &rules);

/// Prefix utilisation: every prefix of the design (sorted by VRF, then address) with the number
/// of addresses that name it and its usable size. `findings` gets a warning for a prefix nested
/// in another of the same VRF whose purpose is not "container" (per-rail rules make such
/// containers), and for a prefix more than 90 % full (not /31, /127 point-to-point prefixes
/// nor /32, /128, which are full by design).
struct PrefixUsage
{
    QString prefix;
    QString vrf;
    QString purpose;
    std::uint64_t used = 0;
    std::uint64_t usable = 0;
};
std::vector<PrefixUsage> prefixUsage(const Design &design, Diagnostics *findings = nullptr);

} // namespace ry::ipam
