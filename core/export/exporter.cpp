#include "exporter.h"

#include "bomexporter.h"
#include "deployexporters.h"
#include "ipexporters.h"
#include "netboxexporters.h"
#include "planexporters.h"
#include "yamlexporter.h"

#include "util/fileerror.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>

#include <cerrno>
#include <cstdio>
#include <optional>

namespace ry::exporting {

const std::vector<std::unique_ptr<Exporter>> &exporters()
{
    static const std::vector<std::unique_ptr<Exporter>> all = [] {
        std::vector<std::unique_ptr<Exporter>> v;
        v.push_back(std::make_unique<YamlExporter>());
        v.push_back(std::make_unique<CablingCsvExporter>());
        v.push_back(std::make_unique<CablingPdfExporter>());
        v.push_back(std::make_unique<PowerPlanCsvExporter>());
        v.push_back(std::make_unique<PowerPlanPdfExporter>());
        v.push_back(std::make_unique<ConsolePlanCsvExporter>());
        v.push_back(std::make_unique<PatchCsvExporter>());
        v.push_back(std::make_unique<PatchTrunksCsvExporter>());
        v.push_back(std::make_unique<PatchTrunkPositionsCsvExporter>());
        v.push_back(std::make_unique<PatchPdfExporter>());
        v.push_back(std::make_unique<LabelsCsvExporter>());
        v.push_back(std::make_unique<LabelsPdfExporter>());
        v.push_back(std::make_unique<RackElevationSvgExporter>());
        v.push_back(std::make_unique<RackElevationPdfExporter>());
        v.push_back(std::make_unique<BomCsvExporter>());
        v.push_back(std::make_unique<IpPlanCsvExporter>());
        v.push_back(std::make_unique<HostsExporter>());
        v.push_back(std::make_unique<KeaJsonExporter>());
        v.push_back(std::make_unique<DnsmasqExporter>());
        v.push_back(std::make_unique<DnsZoneExporter>());
        v.push_back(std::make_unique<DnsReverseZoneExporter>());
        v.push_back(std::make_unique<AnsibleInventoryExporter>());
        v.push_back(std::make_unique<UdevNetRulesExporter>());
        v.push_back(std::make_unique<UdevNvmeRulesExporter>());
        v.push_back(std::make_unique<SlurmTopologyExporter>());
        v.push_back(std::make_unique<SlurmBlockTopologyExporter>());
        for (NetboxCsvExporter::Table t : netboxImportOrder())
            v.push_back(std::make_unique<NetboxCsvExporter>(t));
        return v;
    }();
    return all;
}

const Exporter *findExporter(const QString &format)
{
    for (const auto &e : exporters())
        if (e->format() == format)
            return e.get();
    return nullptr;
}

void throwIfStrict(const Diagnostics &diagnostics, std::size_t from, const QString &target)
{
    QStringList lines;
    for (std::size_t i = from; i < diagnostics.size(); ++i)
        if (diagnostics[i].severity != Diagnostic::Severity::Info)
            lines << diagnostics[i].describe();
    if (lines.isEmpty())
        return;
    throw Error(
        Tr::tr("--strict: %n warning(s), so nothing was written:", nullptr, int(lines.size())) +
            QLatin1Char('\n') + lines.join(QLatin1Char('\n')),
        SourceLocation{target}, QStringLiteral("strict"));
}

void exportToFile(const Exporter &exporter, const Design &design, const QString &path,
                  Reporter &reporter, const ExportOptions &options)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throwWriteError(f, path);
    const std::size_t before = reporter.diagnostics().size();
    try {
        exporter.write(design, f, reporter, options);
    } catch (const Error &) {
        // A failed write of the file itself (a full disk) is said with the file's name.
        if (f.error() != QFileDevice::NoError)
            throwWriteError(f, path);
        throw;
    }
    // Strict: the QSaveFile is dropped uncommitted, so neither a new nor a changed file appears.
    if (options.strict)
        throwIfStrict(reporter.diagnostics(), before, path);
    if (f.error() != QFileDevice::NoError || !f.commit())
        throwWriteError(f, path);
}

void exportToFolder(const std::vector<FolderExport> &files, const Design &design,
                    const QString &dir, Reporter &reporter, const ExportOptions &options)
{
    const QString target = QDir::cleanPath(QDir(dir).absolutePath());
    if (!QDir().mkpath(target))
        throw Error(Tr::tr("Cannot create the folder."), SourceLocation{dir});
    // Beside the target (same file system, so the moves are renames); inside it when its
    // parent cannot be written.
    const QFileInfo info(target);
    std::optional<QTemporaryDir> staging;
    staging.emplace(info.absolutePath() + QStringLiteral("/.") + info.fileName() +
                    QStringLiteral(".partial-XXXXXX"));
    if (!staging->isValid())
        staging.emplace(target + QStringLiteral("/.railyard-partial-XXXXXX"));
    if (!staging->isValid())
        throw Error(Tr::tr("Cannot create a temporary folder: %1").arg(staging->errorString()),
                    SourceLocation{dir});
    for (const FolderExport &file : files) {
        const QString temp = staging->filePath(file.name);
        try {
            exportToFile(*file.exporter, design, temp, reporter, options);
        } catch (const Error &e) {
            if (e.location().file != temp)
                throw;
            // Said of the file in `dir`, which (like the rest of the set) was not touched.
            throw Error(Tr::tr("%1 The folder keeps its previous files.").arg(e.message()),
                        SourceLocation{QDir(target).filePath(file.name)}, e.field());
        }
    }
    // Every file is complete: move them over the old ones. rename(2) within one file system
    // needs no space, so a full disk cannot stop this half-way.
    for (const FolderExport &file : files) {
        const QByteArray from = QFile::encodeName(staging->filePath(file.name));
        const QByteArray to = QFile::encodeName(QDir(target).filePath(file.name));
        if (std::rename(from.constData(), to.constData()) != 0)
            throw Error(
                Tr::tr("Cannot move the file into place: %1.").arg(systemErrorReason(errno)),
                SourceLocation{QDir(target).filePath(file.name)});
    }
}

} // namespace ry::exporting
