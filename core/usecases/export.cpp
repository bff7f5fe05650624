#include "export.h"

#include <QBuffer>

namespace ry::usecases {

const exporting::Exporter &requireExporter(const QString &format)
{
    if (const exporting::Exporter *e = exporting::findExporter(format))
        return *e;
    QStringList names;
    for (const auto &e : exporting::exporters())
        names << e->format();
    throw Error(Tr::tr("Unknown format \"%1\"; available: %2.")
                    .arg(format, names.join(QStringLiteral(", "))),
                {}, QStringLiteral("format"));
}

ExportResult exportDesign(const Design &design, const ExportRequest &request, Progress &progress)
{
    ExportResult r;
    for (const ExportTarget &t : request.targets) {
        progress.throwIfCancelled();
        const exporting::Exporter &exporter = requireExporter(t.format);
        ProgressReporter reporter(progress);
        exporting::exportToFile(exporter, design, t.path, reporter, request.options);
        r.warnings.insert(r.warnings.end(), reporter.diagnostics().begin(),
                          reporter.diagnostics().end());
        r.written << t.path;
    }
    return r;
}

Diagnostics exportDesignTo(const Design &design, const exporting::Exporter &exporter,
                           QIODevice &out, Progress &progress,
                           const exporting::ExportOptions &options)
{
    ProgressReporter reporter(progress);
    if (!options.strict) {
        exporter.write(design, out, reporter, options);
        return reporter.diagnostics();
    }
    QByteArray held;
    QBuffer buffer(&held);
    buffer.open(QIODevice::WriteOnly);
    exporter.write(design, buffer, reporter, options);
    exporting::throwIfStrict(reporter.diagnostics(), 0, QStringLiteral("-"));
    if (out.write(held) != held.size())
        throw Error(Tr::tr("Cannot write the output: %1").arg(out.errorString()));
    return reporter.diagnostics();
}

} // namespace ry::usecases
