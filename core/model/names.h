#pragma once

#include <QAnyStringView>
#include <QString>

namespace ry::names {

/// What a field of the model may hold. The field -> rule table is in docs/design-file-format.md
/// ("Allowed characters"); fieldRule() is its code form. Every check returns the empty string
/// when the value is allowed, else one translated sentence saying what is wrong.
enum class Rule
{
    /// A host name (RFC 1123 section 2.1, which relaxes RFC 952): labels of ASCII letters,
    /// digits and hyphens, 1 to 63 characters, neither starting nor ending with a hyphen,
    /// separated by single dots; at most 253 characters in all. Device names and DNS names:
    /// they become host names in /etc/hosts, DNS, DHCP, Slurm and Ansible.
    HostName,
    /// A Linux network interface name, as the kernel's dev_valid_name() (net/core/dev.c)
    /// accepts it: 1 to 15 bytes (IFNAMSIZ - 1), no '/', no ':' (alias separator), no
    /// whitespace, not "." or "..". Railyard also refuses control and non-ASCII characters
    /// and the quote and backslash, which no tool that writes udev or netplan files can
    /// pass through unchanged.
    InterfaceName,
    /// A name people type and scripts match (port names, slugs, cable labels, plane names):
    /// any Unicode text without control characters (C0, C1, DEL), bidirectional overrides
    /// (U+202A..U+202E, U+2066..U+2069), zero-width characters (U+200B..U+200F, U+2060,
    /// U+FEFF), line or paragraph separators (U+2028, U+2029), and without leading or trailing
    /// white space; at most 255 characters.
    Identifier,
    /// A label that is only shown (site, room, row, rack names; manufacturer, model): free
    /// Unicode text, Korean included, without control characters, bidirectional overrides or
    /// line separators; at most 255 characters.
    Label,
    /// Free text that may run over several lines (descriptions, comments): like Label, but
    /// line feed and tab are allowed, and up to 65,536 characters.
    Text,
    /// A PCI address: [DDDD:]BB:DD.F in hexadecimal (domain, bus, device, function 0-7), as
    /// the kernel prints it in /sys/bus/pci/devices.
    PciAddress,
    /// An Ethernet MAC address: six hexadecimal pairs separated by ':' or '-'.
    MacAddress,
    /// An InfiniBand GUID: 16 hexadecimal digits, optionally "0x"-prefixed or in four
    /// colon-separated groups of four.
    Guid,
    /// An RDMA device name as the kernel keeps it in /sys/class/infiniband ("mlx5_7",
    /// "bnxt_re0", "irdma1"): 1 to 63 bytes (IB_DEVICE_NAME_MAX - 1, include/rdma/ib_verbs.h)
    /// of ASCII letters, digits, '_', '-' and '.'.
    RdmaDevice,
};

/// True when `name` has the form of a Linux RDMA device name of a common driver ("mlx5_7",
/// "mlx4_0", "bnxt_re3", "irdma0", "efa_1", "rxe0", "siw0", "hfi1_0", "qedr1", "erdma0",
/// "mana_0", "ionic_0"): such a name is not a netdev name, and a udev rule that renames a NIC to
/// it breaks the host's network configuration.
bool looksLikeRdmaDevice(const QString &name);

/// The rule of `field` of an object of `kind` ("device", "port", "ip_address", ...; the YAML
/// key names of docs/design-file-format.md). Fields not in the table are Identifier.
Rule fieldRule(QAnyStringView kind, QAnyStringView field);

/// The empty string when `value` follows `rule`, else why not (translated). An empty value is
/// allowed: whether a field is required is the reader's and the validator's business.
QString check(Rule rule, const QString &value);

/// `value` changed as little as possible to follow `rule` (for --sanitize-names): characters
/// that are not allowed become '-' (host and interface names, lower-cased ASCII kept) or are
/// dropped (control and invisible characters in text), lengths are cut to the limit. Returns
/// `value` when it already follows the rule. May return the empty string when nothing usable
/// is left.
QString sanitize(Rule rule, const QString &value);

/// `value` for a message: control and invisible characters shown as a backslash-u escape, cut to 80
/// characters with an ellipsis, so that a hostile name cannot break the message it is in.
QString printable(const QString &value);

/// True for characters never allowed in any name or label: C0 and C1 controls, DEL,
/// bidirectional embeddings/overrides/isolates, line and paragraph separators.
bool isForbiddenControl(char32_t c);
/// True for zero-width and invisible formatting characters (U+200B..U+200F, U+2060..U+2064,
/// U+FEFF, U+00AD soft hyphen).
bool isInvisible(char32_t c);

} // namespace ry::names
