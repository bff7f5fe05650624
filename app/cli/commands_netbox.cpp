// railyard-cli commands that read NetBox (issue 18, "NetBox in"): netbox-import reads a site
// from NetBox's REST API pages or CSV exports saved in a folder (core/io/netboxsite.h) into a
// database;
// netbox-delta writes what changed since as NetBox bulk-import CSV (core/export/netboxdelta.h).

#include "cli.h"

#include "export/netboxdelta.h"
#include "io/netboxsite.h"
#include "model/design.h"
#include "store/document.h"
#include "usecases/session.h"
#include "util/fileerror.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace ry::cli {

namespace {

int cmdNetboxImport(QCommandLineParser &p)
{
    QStringList pos;
    if (!positionals(p, 1, Tr::tr("Usage: railyard-cli netbox-import --db FILE DIR [--replace]"),
                     &pos))
        return Usage;
    const QString dbPath = requireDb(p);
    Diagnostics warnings;
    Design design = netboxsite::readDirectory(pos.first(), &warnings);
    design.name = Tr::tr("NetBox import of %1").arg(QDir(pos.first()).dirName());
    printWarnings(warnings);
    const std::size_t sites = design.sites.size();
    const WholeDesignWrite written = writeWholeDesign(
        dbPath, std::move(design),
        {QStringLiteral("import"), Tr::tr("Imported NetBox data from %1").arg(pos.first()),
         p.isSet(QStringLiteral("replace"))});
    if (written.refused)
        return Usage;
    out() << Tr::tr("Imported %n NetBox site(s) from %1 into %2", nullptr, int(sites))
                 .arg(pos.first(), dbPath)
          << '\n';
    out() << written.summary << '\n';
    return Ok;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        throwWriteError(f, path);
}

int cmdNetboxDelta(QCommandLineParser &p)
{
    const QString netbox = p.value(QStringLiteral("netbox"));
    const QString dir = p.value(QStringLiteral("dir"));
    if (netbox.isEmpty() || dir.isEmpty()) {
        err() << Tr::tr("Usage: railyard-cli netbox-delta --db FILE --netbox DIR --dir OUT "
                        "[--strict]")
              << '\n';
        return Usage;
    }
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    netboxsite::NetboxIds ids;
    Diagnostics readWarnings; // the import said these already
    const Design base = netboxsite::readDirectory(netbox, &readWarnings, &ids);
    exporting::Reporter reporter;
    const exporting::NetboxDelta delta = exporting::netboxDelta(base, ids, doc->design(), reporter);
    if (p.isSet(QStringLiteral("strict")))
        exporting::throwIfStrict(reporter.diagnostics(), 0, dir);
    if (!QDir().mkpath(dir))
        throw Error(Tr::tr("Cannot create the folder."), SourceLocation{dir, 0, 0});
    int n = 0;
    for (const exporting::NetboxDeltaTable &t : delta.tables) {
        const QString name = QStringLiteral("%1-%2.csv")
                                 .arg(++n, 2, 10, QLatin1Char('0'))
                                 .arg(exporting::NetboxCsvExporter::objectList(t.table).section(
                                     QLatin1Char('.'), 1));
        writeFile(QDir(dir).filePath(name), t.csv);
        out() << Tr::tr("%1: %2 new, %3 changed")
                     .arg(QDir(dir).filePath(name))
                     .arg(t.created)
                     .arg(t.updated)
              << '\n';
    }
    int removed = 0;
    for (const QList<qint64> &l : delta.removed)
        removed += int(l.size());
    if (removed > 0) {
        const QString path = QDir(dir).filePath(QStringLiteral("delete.json"));
        writeFile(path, delta.toDeleteJson());
        out() << Tr::tr("%1: %n object(s) NetBox has and the design no longer has (the bodies "
                        "for DELETE /api/dcim/<list>/)",
                        nullptr, removed)
                     .arg(path)
              << '\n';
    }
    printWarnings(reporter.diagnostics());
    if (delta.tables.empty() && removed == 0)
        out() << Tr::tr("Nothing changed since the NetBox data in %1.").arg(netbox) << '\n';
    else
        out() << Tr::tr("Import the CSV files into NetBox in the order of their numbers; rows "
                        "with an id update that object.")
              << '\n';
    return Ok;
}

} // namespace

std::vector<Command> netboxCommands()
{
    std::vector<Command> c;
    c.push_back({"netbox-import",
                 Tr::tr("Read sites, racks, devices, ports and cables from NetBox REST API pages "
                        "(sites.json, devices.json, ...) or NetBox's CSV exports (sites.csv, "
                        "devices.csv, ...) saved in a folder."),
                 cmdNetboxImport, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("replace"),
                                  Tr::tr("Replace the design the database already holds.")});
                     p.addPositionalArgument(QStringLiteral("DIR"),
                                             Tr::tr("Folder of NetBox API pages: sites.json "
                                                    "(required), locations.json, racks.json, "
                                                    "device-types.json, devices.json, "
                                                    "interfaces.json, cables.json, ...; or of "
                                                    "CSV exports: sites.csv, racks.csv, ..."));
                 }});
    c.push_back(
        {"netbox-delta",
         Tr::tr("Write what changed since the NetBox data was read, as NetBox "
                "bulk-import CSV with NetBox's ids for updates."),
         cmdNetboxDelta, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             p.addOption({QStringLiteral("netbox"),
                          Tr::tr("The folder of NetBox API pages or CSV exports the "
                                 "design was imported from."),
                          Tr::tr("DIR")});
             p.addOption({QStringLiteral("dir"), Tr::tr("Folder to write into."), Tr::tr("DIR")});
             p.addOption({QStringLiteral("strict"),
                          Tr::tr("Treat every warning as an error: exit with status 3 "
                                 "and write no output.")});
         }});
    return c;
}

} // namespace ry::cli
