#pragma once

#include "model/design.h"
#include "util/error.h"

#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QIODevice;

namespace ry::exporting {

/// Receives progress and non-fatal findings from long work (exports, imports, generation).
/// progress() returns false when the user cancelled; the work then stops and throws ry::Error.
class Reporter
{
public:
    virtual ~Reporter() = default;
    virtual bool progress(std::size_t done, std::size_t total)
    {
        Q_UNUSED(done);
        Q_UNUSED(total);
        return true;
    }
    virtual void report(const Diagnostic &d) { m_diagnostics.push_back(d); }
    const Diagnostics &diagnostics() const { return m_diagnostics; }

private:
    Diagnostics m_diagnostics;
};

/// How the Slurm exporters make a GPU node's Slurm NodeName from its device name
/// (`railyard-cli export --node-names`).
enum class NodeNameRule
{
    ShortHostName, ///< the device name up to its first dot ("gpu001.hpc.example" -> "gpu001")
    DeviceName     ///< the device name as it is
};

/// Options of one export, from `railyard-cli export`'s flags or the GUI. Every exporter gets
/// them; each reads only the fields that concern its format, and the defaults give the output
/// of an export without options.
struct ExportOptions
{
    /// Every warning an exporter reports becomes an error: exportToFile() and
    /// exportToFolder() throw ry::Error listing them and write no file (`--strict`).
    bool strict = false;
    /// Slurm's own node names (slurm.conf NodeName=, expanded; readSlurmNodeList()). When set,
    /// the Slurm exporters write only these nodes and warn about design hosts Slurm does not
    /// know (`--slurm-nodes FILE`). Unset: every GPU node of the design.
    std::optional<QStringList> slurmNodes;
    /// How a GPU node's NodeName is made from its device name (`--node-names`).
    NodeNameRule nodeNames = NodeNameRule::ShortHostName;
    /// DNS zones (dns-zone, dns-reverse-zone, `railyard-cli dns-export`): the zones' name
    /// server, fully qualified (`--name-server`; "" = the DNS names of the design's devices
    /// with role name-server), the address of an in-zone one the design has none for
    /// (`--name-server-address`), the SOA serial (`--serial`). docs/plans-and-exports.md.
    QString nameServer;
    QString nameServerAddress;
    quint32 dnsSerial = 1;
    /// kea-json, dnsmasq: the DHCP server's interfaces (`--dhcp-interface`, repeatable); empty
    /// = every interface. Only reserved hosts get an address either way.
    QStringList dhcpInterfaces;
};

/// Throws the findings of `diagnostics` from index `from` on that are warnings or errors as one
/// ry::Error for `--strict` ("N warnings, so nothing was written:" and one line each), located
/// at `target` (the output file, or "-" for standard output); returns when there are none.
void throwIfStrict(const Diagnostics &diagnostics, std::size_t from, const QString &target);

/// One output format of a design (KiCad's NETLIST_EXPORTER_BASE family): the CLI's
/// `export --format NAME` and the GUI's Export menu both list exporters() and call write().
/// Subclasses live in core/export/, one per format, and never touch widgets.
class Exporter
{
public:
    virtual ~Exporter() = default;
    /// The name used with `--format`, e.g. "yaml", "cabling-csv".
    virtual QString format() const = 0;
    /// One translated line for menus and --help.
    virtual QString description() const = 0;
    /// File name suffix without the dot, e.g. "yaml", "csv", "pdf".
    virtual QString suffix() const = 0;
    /// True if the output is not text (PDF): it is never written to a terminal.
    virtual bool isBinary() const { return false; }
    /// Writes `design` to `out` as `options` ask. Throws ry::Error; findings that do not stop
    /// the export go to `reporter` (with options.strict the caller turns them into an error).
    virtual void write(const Design &design, QIODevice &out, Reporter &reporter,
                       const ExportOptions &options) const = 0;
};

/// Every exporter, in menu order.
const std::vector<std::unique_ptr<Exporter>> &exporters();
/// The exporter for `format`, or nullptr.
const Exporter *findExporter(const QString &format);

/// Writes with `exporter` to `path` atomically (QSaveFile: on error the old file stays). With
/// options.strict, a warning of the exporter is an error: nothing is written and ry::Error
/// lists the warnings.
void exportToFile(const Exporter &exporter, const Design &design, const QString &path,
                  Reporter &reporter, const ExportOptions &options = {});

/// One file of a multi-file export: `exporter`'s output under `name` in the folder.
struct FolderExport
{
    const Exporter *exporter;
    QString name; ///< file name inside the folder, e.g. "01-sites.csv"
};

/// Writes a set of files into `dir` (created if missing) as one step: every file is first
/// written into a temporary folder beside `dir`, and only when all of them are complete are
/// they moved (renamed) into `dir`, over the files of an earlier export. When any write fails
/// (a full disk), the temporary folder is removed and `dir` keeps its previous set untouched.
/// Other files in `dir` are left alone. Throws ry::Error naming the file that failed. With
/// options.strict, any warning stops the whole set the same way.
void exportToFolder(const std::vector<FolderExport> &files, const Design &design,
                    const QString &dir, Reporter &reporter, const ExportOptions &options = {});

} // namespace ry::exporting
