#pragma once

#include "observation.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ry::verify {

/// Reads what lldpd's client prints: `lldpctl -f json`, `lldpcli -f json show neighbors
/// [details]`, the uncollapsed `-f json0` form, `-f keyvalue` and `-f xml` (the same tree in
/// other clothes: the last two are read into the json0 shape first), each possibly with the
/// output of `lldpcli show chassis` in the same format before or after it in the same file (two
/// JSON or XML documents one after the other). The plain text format is refused with a message
/// that names it (docs/references/probe-formats.md §d.4). The collapsed form's shape depends on the
/// data (docs/references/probe-formats.md §d.4), so every element may be an object or a list:
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
    /// Parses one file's content, in any of the formats above. `fileName` is used in locations
    /// and messages only. Throws ry::Error naming `fileName` when the file is empty, is
    /// malformed (JSON: the line, column and byte offset; XML and keyvalue: the line), is
    /// lldpctl's plain text, is not lldpctl output (no `lldp` key and no local chassis), or has
    /// neighbours but no local chassis and `localName` is empty.
    static ObservationSet parse(const QByteArray &json, const QString &fileName,
                                const QString &localName = {});

    /// Reads and parses the file at `path`. The host is the file's local chassis, else
    /// `localName`, else the file's base name up to the first dot ("leaf-1.json" and
    /// "leaf-1.lldp.json" give "leaf-1"), which is then reported as a warning naming the file
    /// (a guess from a file name is the likeliest cause of a whole host reading "unknown").
    /// The set's time is the file's modification time. Throws as parse() does.
    static ObservationSet parseFile(const QString &path, const QString &localName = {});

    /// Parses several files (one per host or switch) into one set; a link reported from both of
    /// its ends appears once. A file that cannot be read or parsed does not stop the others: it
    /// becomes an Error diagnostic of the set, with its file, line and message, and stays in
    /// sourceFiles.
    static ObservationSet parseFiles(const QStringList &paths);

private:
    /// parse(), with `fileNameHost` as the last fallback for the host name (reported).
    static ObservationSet parseWithFallback(const QByteArray &json, const QString &fileName,
                                            const QString &localName, const QString &fileNameHost);
};

} // namespace ry::verify
