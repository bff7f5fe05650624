#pragma once

#include "observation.h"

#include <QByteArray>
#include <QString>

namespace ry::verify {

/// Reads the topology file rdma-core's `ibnetdiscover` prints (default mode, with or without
/// `-f`/`-g`): `vendid=`/`devid=`/`sysimgguid=`/`switchguid=`/`caguid=`/`rtguid=` lines, node
/// headers (`Switch 65 "S-<guid>" # "<desc>" enhanced port 0 lid 73 lmc 0`, `Ca 1 "H-<guid>" #
/// "<desc>"`, `Rt ...`) and their port lines (`[1] "H-<guid>"[1](<port guid>) # "<desc>" lid 647
/// 4xNDR` in switch blocks, `[1](<port guid>) "S-<guid>"[17] # lid 657 lmc 0 "<desc>" lid 73 4xNDR`
/// in CA blocks). Split ports (`[3/2]`, `[3.2]`) and `[ext N]` suffixes are accepted.
///
/// Tabs or spaces, CRLF line ends, runs of blank lines, a missing `# Topology file` header and
/// foreign lines (stderr of the tool such as `ibwarn: ...`) are accepted; a line that is not
/// understood is skipped with an Info diagnostic. Each link appears once from each end in the file;
/// the result holds it once (see ObservationSet::addLink). A CA with no port lines (an isolated
/// HCA) becomes a node without links. Nodes that appear only as a peer become nodes too.
class IbnetdiscoverParser
{
public:
    /// Parses `text` (the whole output). `fileName` is used in locations and messages only.
    /// Throws ry::Error naming `fileName` when the text is empty or holds no node header at all.
    static ObservationSet parse(const QByteArray &text, const QString &fileName);

    /// Reads and parses the file at `path`. The set's time is the "generated on" header, else
    /// the file's modification time. Throws ry::Error when the file cannot be read or parse()
    /// throws.
    static ObservationSet parseFile(const QString &path);
};

} // namespace ry::verify
