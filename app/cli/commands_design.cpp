// railyard-cli commands on the design as a whole: init, import, import-device-types, export,
// info, validate.

#include "cli.h"

#include "devicetypes/netboximporter.h"
#include "export/deployexporters.h"
#include "export/exporter.h"
#include "fabric/bom.h"
#include "fabric/checks.h"
#include "fabric/fabricspec.h"
#include "io/designyaml.h"
#include "model/power.h"
#include "model/summary.h"
#include "model/validator.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/export.h"
#include "usecases/session.h"

#include <QFile>
#include <QFileInfo>

namespace ry::cli {

namespace {

/// `--sanitize-names`: names that break their character rule are changed instead of refused.
QCommandLineOption sanitizeNamesOption()
{
    return {
        QStringLiteral("sanitize-names"),
        Tr::tr("Change names that break their character rule (docs/design-file-format.md, "
               "\"Allowed characters\") instead of refusing the file; every change is listed.")};
}

/// Reads a design file, sanitising names when asked, and lists each change (old -> new).
Design readDesign(QCommandLineParser &p, const QString &path, Diagnostics &warnings)
{
    if (!p.isSet(QStringLiteral("sanitize-names")))
        return designyaml::readFile(path, &warnings);
    std::vector<NameChange> changes;
    Design d = designyaml::readFile(path, &warnings, &changes);
    for (const NameChange &c : changes)
        out() << Tr::tr("renamed: %1").arg(c.describe()) << '\n';
    return d;
}

int cmdInit(QCommandLineParser &p)
{
    QStringList pos;
    if (!positionals(p, 1, Tr::tr("Usage: railyard-cli init FILE [--from DESIGN.yaml]"), &pos))
        return Usage;
    const QString from = p.value(QStringLiteral("from"));
    // Parse first, so that a bad YAML file leaves no half-made database behind.
    std::optional<Design> design;
    Diagnostics warnings;
    if (!from.isEmpty()) {
        design = readDesign(p, from, warnings); // the reader enforces the design rules
    }
    auto doc = store::Document::create(pos.first());
    if (design)
        doc->replaceAll(std::move(*design), QStringLiteral("import"),
                        Tr::tr("Created from %1").arg(QFileInfo(from).fileName()));
    printWarnings(warnings);
    out() << Tr::tr("Created %1").arg(pos.first()) << '\n';
    return Ok;
}

int cmdImport(QCommandLineParser &p)
{
    QStringList pos;
    if (!positionals(p, 1, Tr::tr("Usage: railyard-cli import --db FILE DESIGN.yaml [--replace]"),
                     &pos))
        return Usage;
    const QString dbPath = requireDb(p);
    Diagnostics warnings;
    Design design = readDesign(p, pos.first(), warnings);
    printWarnings(warnings);
    const WholeDesignWrite written = writeWholeDesign(
        dbPath, std::move(design),
        {QStringLiteral("import"), Tr::tr("Imported %1").arg(QFileInfo(pos.first()).fileName()),
         p.isSet(QStringLiteral("replace"))});
    if (written.refused)
        return Usage;
    out() << Tr::tr("Imported %1 into %2").arg(pos.first(), dbPath) << '\n';
    out() << written.summary << '\n';
    return Ok;
}

int cmdExport(QCommandLineParser &p)
{
    const QString format = p.value(QStringLiteral("format"));
    const exporting::Exporter *exporter = nullptr;
    try {
        exporter = &usecases::requireExporter(format);
    } catch (const Error &e) {
        err() << e.message() << '\n';
        return Usage;
    }
    exporting::ExportOptions options;
    options.strict = p.isSet(QStringLiteral("strict"));
    const QString nodeNames = p.value(QStringLiteral("node-names"));
    if (nodeNames == QLatin1String("short"))
        options.nodeNames = exporting::NodeNameRule::ShortHostName;
    else if (nodeNames == QLatin1String("name"))
        options.nodeNames = exporting::NodeNameRule::DeviceName;
    else {
        err() << Tr::tr("--node-names must be \"short\" or \"name\", not \"%1\".").arg(nodeNames)
              << '\n';
        return Usage;
    }
    // DNS zones and DHCP (ipexporters.h).
    options.nameServer = p.value(QStringLiteral("name-server"));
    options.nameServerAddress = p.value(QStringLiteral("name-server-address"));
    options.dhcpInterfaces = p.values(QStringLiteral("dhcp-interface"));
    if (p.isSet(QStringLiteral("serial"))) {
        bool ok = false;
        options.dnsSerial = p.value(QStringLiteral("serial")).toUInt(&ok);
        if (!ok) {
            err() << Tr::tr("--serial must be a number from 0 to 4294967295, not \"%1\".")
                         .arg(p.value(QStringLiteral("serial")))
                  << '\n';
            return Usage;
        }
    }
    if (p.isSet(QStringLiteral("slurm-nodes")))
        options.slurmNodes = exporting::readSlurmNodeList(p.value(QStringLiteral("slurm-nodes")));
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const QString output = p.value(QStringLiteral("output"));
    Progress progress;
    Diagnostics warnings;
    if (output.isEmpty() || output == QLatin1String("-")) {
        if (exporter->isBinary()) {
            err() << Tr::tr("The %1 format is binary; give an output file with -o.").arg(format)
                  << '\n';
            return Usage;
        }
        QFile stdoutFile;
        if (!stdoutFile.open(stdout, QIODevice::WriteOnly))
            throw Error(Tr::tr("Cannot write to standard output."));
        out().flush();
        warnings =
            usecases::exportDesignTo(doc->design(), *exporter, stdoutFile, progress, options);
    } else {
        warnings =
            usecases::exportDesign(doc->design(), {{{format, output}}, options}, progress).warnings;
        err() << Tr::tr("Wrote %1").arg(output) << '\n';
    }
    printWarnings(warnings);
    return Ok;
}

int cmdInfo(QCommandLineParser &p)
{
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const Design &d = doc->design();
    if (!d.name.isEmpty())
        out() << Tr::tr("Design: %1").arg(d.name) << '\n';
    out() << formatSummary(summarize(d)) << '\n';
    return Ok;
}

/// `power`: the power budget per rack, PDU and feed leg (power::formatBudget) of --db or of a
/// design file; exit 1 when a rack, PDU or leg is over its budget.
int cmdPower(QCommandLineParser &p)
{
    const QStringList pos = p.positionalArguments();
    Design d;
    if (!pos.isEmpty()) {
        d = designyaml::readFile(pos.first(), nullptr, nullptr, designyaml::Rules::Report);
    } else {
        const auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
        d = doc->design();
    }
    const power::Budget b = power::budget(d);
    out() << power::formatBudget(b) << '\n';
    bool over = false;
    for (const power::RackLoad &r : b.racks)
        over = over || (r.budgetW > 0 && std::max(r.maxW, r.connectedW) > r.budgetW + 1e-6);
    for (const power::PduLoad &x : b.pdus) {
        over = over || (x.capacityW > 0 && x.drawW > x.capacityW + 1e-6);
        for (const power::LegLoad &g : x.legs)
            over = over || (g.capacityW > 0 && g.drawW > g.capacityW + 1e-6);
    }
    return over ? Problems : Ok;
}

int cmdValidate(QCommandLineParser &p)
{
    const QStringList pos = p.positionalArguments();
    Diagnostics diags; // a design file's reader warnings (unknown keys) first
    // Twin-port cages with two media (fabric::checkTwinPortMedia), where the design carries the
    // fabric spec that says which ports are twin-port.
    auto cageChecks = [&](const Design &d) {
        if (d.fabricSpecYaml.isEmpty())
            return;
        const fabric::BomOptions options = fabric::bomOptionsFor(
            fabric::parseFabricSpecText(d.fabricSpecYaml, QStringLiteral("fabric")), d);
        for (Diagnostic &w : fabric::checkTwinPortMedia(d, options))
            diags.push_back(std::move(w));
    };
    if (!pos.isEmpty()) {
        // The reader runs the Validator and points each finding at its line.
        const Design d =
            designyaml::readFile(pos.first(), &diags, nullptr, designyaml::Rules::Report);
        cageChecks(d);
    } else {
        const auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
        diags = Validator(doc->design()).validateAll();
        cageChecks(doc->design());
    }
    for (const Diagnostic &d : diags)
        out() << (d.severity == Diagnostic::Severity::Error ? Tr::tr("error: %1")
                                                            : Tr::tr("warning: %1"))
                     .arg(d.describe())
              << '\n';
    const std::size_t errors = Validator::errorCount(diags);
    out() << Tr::tr("%1 errors, %2 warnings").arg(errors).arg(diags.size() - errors) << '\n';
    return errors ? Problems : Ok;
}

int cmdImportDeviceTypes(QCommandLineParser &p)
{
    QStringList pos;
    if (!positionals(p, 1, Tr::tr("Usage: railyard-cli import-device-types --db FILE DIR"), &pos))
        return Usage;
    auto doc = store::Document::open(requireDb(p));
    // A folder without device types, or one that cannot be read, throws (exit 3).
    const devicetypes::DeviceTypeImportSummary summary =
        devicetypes::importNetboxFiles(pos.first());
    ChangeSet changes(Tr::tr("Import device types from %1").arg(pos.first()));
    std::size_t added = 0, updated = 0, unchanged = 0;
    for (DeviceType t : summary.deviceTypes) {
        if (const DeviceType *old = doc->design().deviceTypeBySlug(t.slug)) {
            t.id = old->id;
            if (t == *old) {
                ++unchanged;
                continue;
            }
            changes.modify(std::move(t));
            ++updated;
        } else {
            changes.add(std::move(t));
            ++added;
        }
    }
    if (!changes.empty())
        doc->commit(changes, QStringLiteral("import"));
    if (p.isSet(QStringLiteral("verbose")))
        for (const Diagnostic &d : summary.diagnostics)
            err() << d.describe() << '\n';
    for (const auto &f : summary.failures)
        err() << Tr::tr("error: %1").arg(f.describe()) << '\n';
    const qsizetype failed = summary.failedFiles().size();
    out() << Tr::tr("%1 device types imported, %2 updated, %3 unchanged; %4 of %5 files failed")
                 .arg(added)
                 .arg(updated)
                 .arg(unchanged)
                 .arg(failed)
                 .arg(summary.filesTried)
          << '\n';
    return failed == 0 ? Ok : Problems;
}

} // namespace

std::vector<Command> designCommands()
{
    std::vector<Command> c;
    c.push_back({"init",
                 Tr::tr("Create a new, empty Railyard database FILE (optionally from a "
                        "YAML design with --from)."),
                 cmdInit, [](QCommandLineParser &p) {
                     p.addPositionalArgument(QStringLiteral("FILE"), Tr::tr("Database to create."));
                     p.addOption({QStringLiteral("from"), Tr::tr("YAML design to load into it."),
                                  Tr::tr("DESIGN.yaml")});
                     p.addOption(sanitizeNamesOption());
                 }});
    c.push_back({"import-device-types",
                 Tr::tr("Import NetBox device-type library YAML files from DIR (recursively)."),
                 cmdImportDeviceTypes, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("verbose"),
                                  Tr::tr("Also list warnings and unknown keys.")});
                     p.addPositionalArgument(QStringLiteral("DIR"),
                                             Tr::tr("Folder (or file) of device types."));
                 }});
    c.push_back({"import", Tr::tr("Load a YAML design file into the database."), cmdImport,
                 [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("replace"),
                                  Tr::tr("Replace the design the database already holds.")});
                     p.addOption(sanitizeNamesOption());
                     p.addPositionalArgument(QStringLiteral("DESIGN.yaml"),
                                             Tr::tr("The design file."));
                 }});
    c.push_back(
        {"export", Tr::tr("Write the design in another format."), cmdExport,
         [](QCommandLineParser &p) {
             p.addOption(dbOption());
             QStringList names;
             for (const auto &e : exporting::exporters())
                 names << QStringLiteral("%1 (%2)").arg(e->format(), e->description());
             p.addOption(
                 {QStringLiteral("format"),
                  Tr::tr("Output format, one of: %1.").arg(names.join(QStringLiteral("; "))),
                  Tr::tr("FORMAT"), QStringLiteral("yaml")});
             p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          Tr::tr("Output file (default: standard output)."),
                          Tr::tr("FILE")});
             p.addOption({QStringLiteral("strict"),
                          Tr::tr("Treat every warning of the export as an error: exit with "
                                 "status 3 and write no output.")});
             p.addOption({QStringLiteral("slurm-nodes"),
                          Tr::tr("Slurm formats: Slurm's node names, from a slurm.conf "
                                 "(NodeName= lines) or a list of names and host lists; design "
                                 "hosts Slurm does not know are left out with a warning."),
                          Tr::tr("FILE")});
             p.addOption({QStringLiteral("node-names"),
                          Tr::tr("Slurm formats: a node's NodeName is its device name up to "
                                 "the first dot (short, the default) or the whole device name "
                                 "(name)."),
                          QStringLiteral("short|name"), QStringLiteral("short")});
             p.addOption({QStringLiteral("name-server"),
                          Tr::tr("DNS zones: the zones' name server (default: the DNS names of "
                                 "the devices with role name-server)."),
                          Tr::tr("FQDN")});
             p.addOption({QStringLiteral("name-server-address"),
                          Tr::tr("DNS zones: address of an in-zone name server the design has "
                                 "no address for."),
                          Tr::tr("ADDRESS")});
             p.addOption({QStringLiteral("serial"), Tr::tr("DNS zones: SOA serial (default 1)."),
                          Tr::tr("N")});
             p.addOption({QStringLiteral("dhcp-interface"),
                          Tr::tr("kea-json, dnsmasq: serve DHCP on this interface of the server "
                                 "(repeatable; default: every interface)."),
                          Tr::tr("NAME")});
         }});
    c.push_back({"info",
                 Tr::tr("Print counts: racks, devices by role, GPUs, ports, cables by medium."),
                 cmdInfo, [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    c.push_back({"power",
                 Tr::tr("Print the power budget per rack, PDU and feed leg from the PSUs cabled "
                        "to each outlet, and the device types without a power figure."),
                 cmdPower, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addPositionalArgument(QStringLiteral("[DESIGN.yaml]"),
                                             Tr::tr("Read a YAML file instead of --db."));
                 }});
    c.push_back({"validate",
                 Tr::tr("Check every model rule and list the findings with object names."),
                 cmdValidate, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addPositionalArgument(QStringLiteral("[DESIGN.yaml]"),
                                             Tr::tr("Validate a YAML file instead of --db."));
                 }});
    return c;
}

} // namespace ry::cli
