#pragma once

// The small rule system that maps what the fabric reports (node descriptions, LLDP system names,
// InfiniBand port numbers, interface names) to the devices and ports of a Design.
//
// Order in which CableVerifier identifies the device at one end of an observed link:
//   1. the end's port GUID (ibnetdiscover CA/router ports) or port MAC (LLDP port id of type mac)
//      equals a Port::guid / Port::mac: that device and that port, nothing else is asked;
//   2. the node GUID (InfiniBand) or chassis MAC (LLDP) equals some Port::guid / Port::mac: that
//      device;
//   3. the LLDP system name, else the ibnetdiscover NodeDescription, else the observed node key
//      ("S-<node GUID>", the name the as-built import gives nameless switches) equals a
//      Device::name;
//   4. the node rules, in order: the first whose pattern matches the name (or description) and
//      whose expanded `device` template names a device of the design.
// Then its port, unless step 1 gave it:
//   a. the `port` template of the node rule that matched, when it has one (looked up as in c; no
//      further fallback, so a wrong guess is never made);
//   b. the first port rule that applies to the device and the reported port;
//   c. a port of the device whose name or ifName equals the reported port name (LLDP: then the
//      port description);
//   d. InfiniBand only, when no port rule applied: the N-th data interface of the device
//      (PortKind::Interface, not mgmt-only, in the order of its type's port templates).
//
// Templates are text in which `\0`..`\9` insert the captures of the rule's regular expression and
// `{expr}` inserts an integer expression over `N` (the InfiniBand port number; 0 for LLDP), `S`
// (the split sub-port, 0 when not split), captures `\k` (which must then be integers), integer
// literals, + - * / % and parentheses (/ and % are integer division and remainder). Example: the
// template "P{(N-1)/2}.{(N-1)%2}" maps InfiniBand port 15 of a QM9700 to its port "P7.0".

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ry::verify {

/// Rewrites a reported node name or description into a Design device name (and optionally a
/// port name). Example: pattern `^(\S+) mlx5_(\d+)$`, device `\1`, port `ib\2` maps the
/// ibnetdiscover description "gpu-017 mlx5_3" to device gpu-017, port ib3.
struct NodeNameRule
{
    QString pattern; ///< QRegularExpression syntax; not anchored for you, write ^...$ as needed
    QString device;  ///< template giving the device name, e.g. "\\1"
    QString port;    ///< optional template giving the port name; "" = the port rules decide
};

/// Maps a reported port (an InfiniBand port number, or an interface name) to a port of devices of
/// one kind. The three filters are regular expressions that must match the whole text; "" matches
/// anything.
struct PortRule
{
    QString deviceType; ///< matched against the device's DeviceType::slug
    QString role;       ///< matched against Device::role
    /// Matched against the reported port name; its captures are `\1`..`\9` in the templates.
    /// "" = the rule applies to InfiniBand port numbers only (not to LLDP interface names).
    QString reported;
    QString name;  ///< template giving the port name, e.g. "P{(N-1)/2}.{(N-1)%2}"
    QString index; ///< used when `name` is "": template giving the 1-based data-interface index
};

/// All matching rules. Node rules are tried in order, then port rules in order.
struct CableMatchRules
{
    std::vector<NodeNameRule> nodeNames;
    std::vector<PortRule> ports;

    /// Rules that fit common conventions:
    /// - `^MF0;([^:]+):` -> `\1` (managed NVIDIA/Mellanox switches describe themselves as
    ///   "MF0;<hostname>:<model>/U1");
    /// - `^(\S+)\s+(<RDMA device>)$` -> device `\1`, port `\2` (hosts describe each HCA as
    ///   "<hostname> <RDMA device>"; the port is the one whose Port::rdmaDevice, name or ifName
    ///   is that RDMA device name, e.g. "mlx5_3"). <RDMA device> is a name of a common RDMA
    ///   driver (mlx5_3, bnxt_re0, irdma1, efa_0, ...; model/names.h looksLikeRdmaDevice()) or
    ///   "HCA-1";
    /// - `^([^.\s]+)\.\S+\s+(<RDMA device>)$` -> device `\1`, port `\2` (the same with a fully
    ///   qualified host name, "gpu001.cluster.local mlx5_3", when the whole name is no device);
    /// - `^([^.\s]+)\.\S+$` -> `\1` (a fully qualified LLDP system name to the short host name).
    /// No port rules.
    static CableMatchRules defaults();
};

/// Expands a rule template (see the comment at the top of this header). `captures[k]` is `\k`;
/// `n` and `s` are N and S. Returns std::nullopt when an expression is malformed or divides by
/// zero, when `{` is not closed, or when a capture used in an expression is not an integer.
std::optional<QString> expandRuleTemplate(const QString &tpl, const QStringList &captures, int n,
                                          int s);

} // namespace ry::verify
