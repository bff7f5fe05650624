#pragma once

// What the fabric reported: nodes and links imported from ibnetdiscover topology files and lldpctl
// JSON, before they are compared with the planned cabling of a Design (see verifier.h).
//
// Units (docs/design-notes.md "Units and terms"): link speed in Gb/s. GUIDs are kept as 16
// lower-case hex digits without "0x" (normalizeGuid()), MAC addresses upper case with colons
// (normalizeMac()).

#include "util/error.h"

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace ry::verify {

/// The tool an observation was imported from.
enum class ObservationSource
{
    Ibnetdiscover,
    Lldp
};

/// "ibnetdiscover" or "lldp".
QString toString(ObservationSource s);

/// An InfiniBand GUID in Railyard's form: 16 lower-case hex digits, no "0x", leading zeros kept.
/// Accepts "0x2c9030002847e", "0002:c903:0002:847e", "2C9030002847E". Returns "" when `text` is
/// not 1 to 16 hex digits after removing "0x" and colons.
QString normalizeGuid(const QString &text);

/// A MAC address in Railyard's form: upper case, colon separated ("7C:FE:90:63:F4:66"). Accepts
/// colons, dashes, Cisco dots or bare 12 hex digits. Returns "" when `text` is not a MAC address.
QString normalizeMac(const QString &text);

/// Signalling rate of one InfiniBand lane in Gb/s for the speed names ibnetdiscover prints: SDR
/// 2.5, DDR 5, QDR 10, FDR10 10, FDR 14, EDR 25, HDR 50, NDR 100, XDR 200 (so 4xNDR = 400 Gb/s,
/// 4xHDR = 200 Gb/s, 2xNDR = 200 Gb/s). Returns 0 for an unknown name.
double ibLaneRateGbps(const QString &speed);

/// A node the fabric reported: an InfiniBand switch, channel adapter (CA, one HCA of a host) or
/// router, or an LLDP chassis (a host or switch that sent or received LLDP).
struct ObservedNode
{
    enum class Kind
    {
        Switch,
        Ca,
        Router,
        Unknown,
        LldpChassis
    };

    Kind kind = Kind::Unknown;
    /// Unique within an ObservationSet. InfiniBand: the ibnetdiscover node id, prefix + node
    /// GUID ("S-2c5eab0300b87b40", "H-...", "R-...", "?-..."), lower case. LLDP: "lldp:" + the
    /// system name, or "lldp:" + the chassis id when the chassis sent no name.
    QString key;
    QString nodeGuid;        ///< InfiniBand node GUID (normalizeGuid() form); "" for LLDP
    QString systemImageGuid; ///< InfiniBand `sysimgguid`; "" when absent
    /// InfiniBand NodeDescription ("gpu-017 mlx5_3", "MF0;leaf-1:MQM9700/U1"); LLDP system
    /// description (chassis `descr`).
    QString description;
    QString name;          ///< LLDP system name (chassis name); "" when not sent and for InfiniBand
    QString chassisId;     ///< LLDP chassis id (a MAC in normalizeMac() form when its type is mac)
    QString chassisIdType; ///< LLDP chassis id subtype as lldpctl prints it: "mac", "local", "ip"
    QStringList mgmtIps;   ///< LLDP management addresses, as reported (IPv4 and IPv6)
    int portCount =
        0;       ///< InfiniBand: ports in the node header (switch: without port 0); 0 = unknown
    int lid = 0; ///< InfiniBand LID (switch: port 0; CA: first port seen); 0 = unknown
    QString vendorId;        ///< InfiniBand `vendid`, as printed ("0x2c9")
    QString deviceId;        ///< InfiniBand `devid`, as printed ("0xd2f2")
    bool local = false;      ///< LLDP: the host or switch the lldpctl output was taken on
    SourceLocation location; ///< where the node was first described (file:line)

    /// The best name for messages: the LLDP name, else the description, else the chassis id, else
    /// the key.
    QString displayName() const;
};

/// One end of an observed link.
struct ObservedEnd
{
    QString nodeKey;    ///< ObservedNode::key of the node at this end
    int portNumber = 0; ///< InfiniBand port number (1-based); 0 for LLDP
    int subPort = 0;    ///< InfiniBand split port: `[3/2]` or `[3.2]` gives 2; 0 = not split
    /// The port as reported: InfiniBand "3" or "3/2"; LLDP the local interface name, or for the
    /// neighbour its port id when that is an interface name, else its port description.
    QString portName;
    QString portId;     ///< LLDP port id value as sent (e.g. an ifname, a MAC, an ifIndex "535")
    QString portIdType; ///< LLDP port id subtype as lldpctl prints it: "ifname", "mac", "local"
    QString portDescr;  ///< LLDP port description
    QString portGuid;   ///< InfiniBand port GUID of a CA or router port; "" for switch ports
    QString mac;        ///< LLDP: the port's MAC when its port id is of type mac

    /// "port 3", "port 3/2" or the LLDP port name, for messages.
    QString label() const;
};

/// One physical link the fabric reported, seen from one or both of its ends.
struct ObservedLink
{
    ObservedEnd a; ///< the end first reported (for ibnetdiscover, the block that listed it first)
    ObservedEnd b;
    QString width;        ///< active width as printed, e.g. "4x", "2x"; "" = not reported (LLDP)
    QString speed;        ///< active lane speed name, e.g. "NDR", "HDR", "FDR10"; "" = not reported
    int lanes = 0;        ///< the width as a number (4 for "4x"); 0 = unknown
    double speedGbps = 0; ///< lanes x ibLaneRateGbps(speed), Gb/s (4xNDR = 400); 0 = unknown
    ObservationSource source = ObservationSource::Ibnetdiscover;
    SourceLocation location;       ///< file and line that reported it first
    bool seenFromBothEnds = false; ///< true once the other end reported the same link

    /// "4xNDR", or "" when width and speed are unknown.
    QString widthSpeed() const;
};

/// Everything imported from one or more discovery files: nodes keyed by ObservedNode::key and
/// links de-duplicated so that each physical link appears once, however many of its ends
/// reported it.
class ObservationSet
{
public:
    /// All nodes, in the order first seen.
    const std::vector<ObservedNode> &nodes() const { return m_nodes; }
    /// All links, one per physical link, in the order first seen.
    const std::vector<ObservedLink> &links() const { return m_links; }
    /// The node with this key, or nullptr.
    const ObservedNode *findNode(const QString &key) const;

    /// Adds `node`, or merges it into the node with the same key: empty fields are filled from
    /// `node`, management addresses are united, `local` is or-ed. Returns the stored node (valid
    /// until the next addNode()).
    ObservedNode &addNode(const ObservedNode &node);

    /// Adds `link` unless the same physical link (the same two (node, port) ends, in either order)
    /// is already there. A duplicate fills the stored link's missing fields (port GUIDs, LLDP port
    /// details, width/speed), marks it seenFromBothEnds, and when both ends report different
    /// speeds keeps the lower one and adds a warning. Returns true when the link was new.
    bool addLink(const ObservedLink &link);

    /// Adds all nodes, links, files and diagnostics of `other`; `time` becomes the later of both.
    void merge(const ObservationSet &other);

    QStringList sourceFiles; ///< the files the observations were read from, in reading order
    /// When the fabric was discovered: ibnetdiscover's "generated on" header (local time of the
    /// machine that ran it), else the file's modification time; invalid when unknown.
    QDateTime time;
    Diagnostics diagnostics; ///< lines skipped, conflicting reports; never fatal

private:
    static QString endKey(const ObservedEnd &e);
    std::vector<ObservedNode> m_nodes;
    std::vector<ObservedLink> m_links;
    QHash<QString, std::size_t> m_nodeIndex;
    QHash<QString, std::size_t> m_linkIndex; ///< both end keys, joined in sorted order
};

} // namespace ry::verify
