#pragma once

#include "model/design.h"
#include "util/error.h"

#include <functional>
#include <memory>
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
    /// Writes `design` to `out`. Throws ry::Error; findings that do not stop the export go to
    /// `reporter`.
    virtual void write(const Design &design, QIODevice &out, Reporter &reporter) const = 0;
};

/// Every exporter, in menu order.
const std::vector<std::unique_ptr<Exporter>> &exporters();
/// The exporter for `format`, or nullptr.
const Exporter *findExporter(const QString &format);

/// Writes with `exporter` to `path` atomically (QSaveFile: on error the old file stays).
void exportToFile(const Exporter &exporter, const Design &design, const QString &path,
                  Reporter &reporter);

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
/// Other files in `dir` are left alone. Throws ry::Error naming the file that failed.
void exportToFolder(const std::vector<FolderExport> &files, const Design &design,
                    const QString &dir, Reporter &reporter);

} // namespace ry::exporting
