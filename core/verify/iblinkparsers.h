#pragma once

// Readers of the two other link listings of infiniband-diags, for a technician who saved one
// of them instead of the topology file: `iblinkinfo` and `ibnetdiscover -p` (ports). Both give
// the same ObservationSet as IbnetdiscoverParser, so the verifier does not know which was read.
// Formats: docs/references/probe-formats.md §d.2.

#include "observation.h"

#include <QByteArray>
#include <QString>

namespace ry::verify {

/// The InfiniBand dump formats Railyard reads.
enum class IbDumpFormat
{
    Topology, ///< `ibnetdiscover` (default output; IbnetdiscoverParser)
    Ports,    ///< `ibnetdiscover -p`
    LinkInfo, ///< `iblinkinfo`
    Unknown
};

/// The format of `text`, from its first line that is not blank, a `#` comment or a tool's
/// `ibwarn:` line: `Switch: 0x...` / `CA: ...` is iblinkinfo, `SW`/`CA`/`RT` followed by a LID,
/// a port and a GUID is `ibnetdiscover -p`, anything else (`vendid=`, `Switch 65 "S-...`, ...)
/// the topology file.
IbDumpFormat detectIbDumpFormat(const QByteArray &text);

/// Reads `ibnetdiscover -p` output: one line per port, `<SW|CA|RT> <lid> <port> 0x<port guid>
/// <w>x <speed> - <SW|CA|RT> <lid> <port> 0x<port guid> ( '<description>' - '<description>' )`
/// for a connected port and the same without the peer for a port with no link. Switch ports
/// carry the switch's node GUID (so the node is keyed "S-<GUID>"); a CA's line carries its
/// port GUID, which becomes the node key "H-<port GUID>" and the end's port GUID. Each link is
/// listed from both ends and kept once. A line not understood is skipped with an Info
/// diagnostic naming file and line. Throws ry::Error naming `fileName` when the text is empty
/// or holds no port line.
ObservationSet parseIbnetdiscoverPorts(const QByteArray &text, const QString &fileName);

/// Reads `iblinkinfo` output: a header per node, `Switch: 0x<node GUID> <description>:` or
/// `CA: <description>:`, then a line per port, `[0x<port GUID>] <lid> <port>[  ] ==( <w>X
/// <lane rate> Gbps <state>/ <physical state>)==> <peer lid> <peer port>[  ] "<peer
/// description>" ( ... )`. The lane rate in Gb/s names the speed (2.5 SDR, 5 DDR, 10 QDR,
/// 10.3125 FDR10, 14.0625 FDR, 25.78125 EDR, 53.125 HDR, 106.25 NDR, 212.5 XDR). A port that is
/// Down has no link. iblinkinfo names a peer by LID and description only: the peer is the node
/// of the file with that LID (when not 0), else the one node with that description; a peer
/// that neither identifies becomes a node of its own keyed by its description, with a
/// Warning. A line not understood is skipped with an Info diagnostic naming file and line.
/// Throws ry::Error naming `fileName` when the text is empty or holds no node header.
ObservationSet parseIblinkinfo(const QByteArray &text, const QString &fileName);

/// Reads any of the three formats (detectIbDumpFormat()). Throws ry::Error naming `fileName`
/// (and the first line) when the format is none of them or the reader throws.
ObservationSet parseIbDump(const QByteArray &text, const QString &fileName);

/// Reads and parses the file at `path` with parseIbDump(). The set's time is the topology
/// file's "generated on" header, else the file's modification time. Throws ry::Error when the
/// file cannot be read or is over 512 MiB.
ObservationSet parseIbDumpFile(const QString &path);

} // namespace ry::verify
