#pragma once

#include "progress.h"

#include "export/exporter.h"

namespace ry::usecases {

/// Export the design in one or many formats (`railyard-cli export`, the GUI's File > Export).
struct ExportTarget
{
    QString format; ///< an Exporter::format(), e.g. "yaml", "cabling-csv"
    QString path;   ///< the file to write (atomically: on error the old file stays)
};

struct ExportRequest
{
    std::vector<ExportTarget> targets;
    exporting::ExportOptions options; ///< for every target (strict, Slurm node names, ...)
};

struct ExportResult
{
    QStringList written;  ///< the paths written, in request order
    Diagnostics warnings; ///< findings that did not stop an export
};

/// The exporter of `format`. Throws ry::Error listing the formats when there is none.
const exporting::Exporter &requireExporter(const QString &format);

/// Writes every target (pure apart from the files; thread-safe on a design nobody edits
/// meanwhile). Progress follows the exporter of the current target; a cancel stops it (throws
/// ry::Error, that file is left as it was). Throws ry::Error on the first failing target.
ExportResult exportDesign(const Design &design, const ExportRequest &request, Progress &progress);

/// Writes one format to an open device (standard output). Throws ry::Error. With
/// options.strict the output is held back until the exporter finished without a warning; on
/// a warning nothing reaches `out` and ry::Error lists the warnings.
Diagnostics exportDesignTo(const Design &design, const exporting::Exporter &exporter,
                           QIODevice &out, Progress &progress,
                           const exporting::ExportOptions &options = {});

} // namespace ry::usecases
