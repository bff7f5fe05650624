#pragma once

#include "observation.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ry::verify {

/// Reads the JSON that lldpd's client prints: `lldpctl -f json`, `lldpcli -f json show neighbors
/// [details]`, and the uncollapsed `-f json0` form. The collapsed form's shape depends on the data
/// (docs/references/probe-formats.md §d.4), so every element may be an object or a list:
/// `interface` as an object keyed by interface name or a list of such objects (or json0
/// `[{"name": ...}]`), `chassis` keyed by system name or bare when the neighbour sent no name,
/// `mgmt-ip` a string or a list, `{"lldp": {}}` when there are no neighbours.
///
/// The local side of every link is the host or switch the output was taken on. Its name comes
/// from a local-chassis block in the file (`lldpcli -f json show chassis` output, top level
/// `local-chassis` or SONiC's `lldp_loc_chassis` wrapper) when present, else from `localName`.
/// Each neighbour becomes an ObservedNode keyed "lldp:<system name>" (or "lldp:<chassis id>"
/// without a name) and one ObservedLink from the local interface to the neighbour's port. LLDP
/// reports no link width or speed, so speedGbps stays 0.
///
/// ObservedLink::location is the line of the interface's name in the file (a best-effort
/// search, as QJsonDocument keeps no positions).
class LldpParser
{
public:
    /// Parses one document. `fileName` is used in locations and messages only. Throws ry::Error
    /// naming `fileName` when the file is empty, is not JSON (with the line, column and byte
    /// offset of the error), is not lldpctl output (no `lldp` key and no local chassis), or has
    /// neighbours but no local chassis and `localName` is empty.
    static ObservationSet parse(const QByteArray &json, const QString &fileName,
                                const QString &localName = {});

    /// Reads and parses the file at `path`. When `localName` is empty it defaults to the file's
    /// base name up to the first dot ("leaf-1.json" and "leaf-1.lldp.json" give "leaf-1"); a
    /// local chassis in the file still wins. The set's time is the file's modification time.
    static ObservationSet parseFile(const QString &path, const QString &localName = {});

    /// Parses several files (one per host or switch) into one set; a link reported from both of
    /// its ends appears once. Throws on the first file that fails.
    static ObservationSet parseFiles(const QStringList &paths);
};

} // namespace ry::verify
