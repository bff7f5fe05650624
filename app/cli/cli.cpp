#include "cli.h"

#include "devicetypes/netboximporter.h"
#include "io/designyaml.h"
#include "model/summary.h"
#include "model/validator.h"
#include "store/document.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <functional>

namespace ry::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}
QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

struct Command
{
    const char *name;
    QString summary;
    std::function<int(QCommandLineParser &, const QStringList &)> run;
    std::function<void(QCommandLineParser &)> setup;
};

QCommandLineOption dbOption()
{
    return QCommandLineOption(QStringList{QStringLiteral("db")},
                              Tr::tr("The Railyard database (SQLite document) to work on."),
                              Tr::tr("FILE"));
}

/// Parses `args` for a subcommand; handles --help. Returns -1 to continue, else an exit code.
int parse(QCommandLineParser &p, const QStringList &args, const QString &name,
          const QString &summary)
{
    p.setApplicationDescription(summary);
    p.addHelpOption();
    if (!p.parse(args)) {
        err() << p.errorText() << '\n'
              << Tr::tr("Run 'railyard-cli %1 --help' for usage.").arg(name) << '\n';
        return Usage;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out() << p.helpText().replace(QLatin1String("railyard-cli"),
                                      QLatin1String("railyard-cli ") + name);
        return Ok;
    }
    return -1;
}

QString requireDb(QCommandLineParser &p)
{
    const QString db = p.value(QStringLiteral("db"));
    if (db.isEmpty())
        throw Error(Tr::tr("--db FILE is required."));
    return db;
}

void printWarnings(const Diagnostics &diags)
{
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning)
            err() << Tr::tr("warning: %1").arg(d.describe()) << '\n';
}

int cmdInit(QCommandLineParser &p, const QStringList &)
{
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) {
        err() << Tr::tr("Usage: railyard-cli init FILE [--from DESIGN.yaml]") << '\n';
        return Usage;
    }
    const QString from = p.value(QStringLiteral("from"));
    // Parse first, so that a bad YAML file leaves no half-made database behind.
    std::optional<Design> design;
    Diagnostics warnings;
    if (!from.isEmpty()) {
        design = designyaml::readFile(from, &warnings);
        throwIfErrors(Validator(*design).validateAll(),
                      Tr::tr("%1 has errors; no database was created:").arg(from));
    }
    auto doc = Document::create(pos.first());
    if (design)
        doc->replaceAll(std::move(*design), QStringLiteral("import"),
                        Tr::tr("Created from %1").arg(QFileInfo(from).fileName()));
    printWarnings(warnings);
    out() << Tr::tr("Created %1").arg(pos.first()) << '\n';
    return Ok;
}

int cmdImport(QCommandLineParser &p, const QStringList &)
{
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) {
        err() << Tr::tr("Usage: railyard-cli import --db FILE DESIGN.yaml [--replace]") << '\n';
        return Usage;
    }
    const QString dbPath = requireDb(p);
    Diagnostics warnings;
    Design design = designyaml::readFile(pos.first(), &warnings);
    auto doc = QFileInfo::exists(dbPath) ? Document::open(dbPath) : Document::create(dbPath);
    const Design &current = doc->design();
    if (!current.devices.empty() && !p.isSet(QStringLiteral("replace"))) {
        err() << Tr::tr("%1 already holds a design (%2 devices); pass --replace to replace it.")
                     .arg(dbPath)
                     .arg(current.devices.size())
              << '\n';
        return Usage;
    }
    const Diagnostics diags =
        doc->replaceAll(std::move(design), QStringLiteral("import"),
                        Tr::tr("Imported %1").arg(QFileInfo(pos.first()).fileName()));
    printWarnings(warnings);
    printWarnings(diags);
    out() << Tr::tr("Imported %1 into %2").arg(pos.first(), dbPath) << '\n';
    out() << formatSummary(summarize(doc->design())) << '\n';
    return Ok;
}

int cmdExport(QCommandLineParser &p, const QStringList &)
{
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("yaml")) {
        err() << Tr::tr("Unknown format \"%1\"; available: yaml.").arg(format) << '\n';
        return Usage;
    }
    auto doc = Document::open(requireDb(p));
    const QString output = p.value(QStringLiteral("output"));
    if (output.isEmpty() || output == QLatin1String("-")) {
        out() << designyaml::write(doc->design());
    } else {
        designyaml::writeFile(doc->design(), output);
        err() << Tr::tr("Wrote %1").arg(output) << '\n';
    }
    return Ok;
}

int cmdInfo(QCommandLineParser &p, const QStringList &)
{
    auto doc = Document::open(requireDb(p));
    const Design &d = doc->design();
    if (!d.name.isEmpty())
        out() << Tr::tr("Design: %1").arg(d.name) << '\n';
    out() << formatSummary(summarize(d)) << '\n';
    return Ok;
}

int cmdValidate(QCommandLineParser &p, const QStringList &)
{
    std::unique_ptr<Document> doc;
    Design yamlDesign;
    const Design *design = nullptr;
    const QStringList pos = p.positionalArguments();
    if (!pos.isEmpty()) {
        yamlDesign = designyaml::readFile(pos.first());
        design = &yamlDesign;
    } else {
        doc = Document::open(requireDb(p));
        design = &doc->design();
    }
    const Diagnostics diags = Validator(*design).validateAll();
    for (const Diagnostic &d : diags)
        out() << (d.severity == Diagnostic::Severity::Error ? Tr::tr("error: %1")
                                                            : Tr::tr("warning: %1"))
                     .arg(d.describe())
              << '\n';
    const std::size_t errors = Validator::errorCount(diags);
    out() << Tr::tr("%1 errors, %2 warnings").arg(errors).arg(diags.size() - errors) << '\n';
    return errors ? Problems : Ok;
}

int cmdImportDeviceTypes(QCommandLineParser &p, const QStringList &)
{
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) {
        err() << Tr::tr("Usage: railyard-cli import-device-types --db FILE DIR") << '\n';
        return Usage;
    }
    auto doc = Document::open(requireDb(p));
    DeviceTypeImportSummary summary;
    if (QFileInfo(pos.first()).isFile()) {
        summary.filesTried = 1;
        try {
            summary.deviceTypes.push_back(
                importNetboxDeviceType(pos.first(), &summary.diagnostics));
        } catch (const Error &e) {
            summary.failures.push_back(
                {Diagnostic::Severity::Error, e.message(), e.location(), e.field(), {}});
        }
    } else {
        summary = importNetboxDirectory(pos.first());
    }
    ChangeSet changes(Tr::tr("Import device types from %1").arg(pos.first()));
    std::size_t added = 0, updated = 0;
    for (DeviceType t : summary.deviceTypes) {
        if (const DeviceType *old = doc->design().deviceTypeBySlug(t.slug)) {
            t.id = old->id;
            changes.modify(std::move(t));
            ++updated;
        } else {
            changes.add(std::move(t));
            ++added;
        }
    }
    if (!changes.empty())
        doc->commit(std::move(changes), QStringLiteral("import"));
    if (p.isSet(QStringLiteral("verbose")))
        for (const Diagnostic &d : summary.diagnostics)
            err() << d.describe() << '\n';
    for (const auto &f : summary.failures)
        err() << Tr::tr("error: %1").arg(f.describe()) << '\n';
    out() << Tr::tr("%1 device types added, %2 updated, %3 files failed")
                 .arg(added)
                 .arg(updated)
                 .arg(summary.failures.size())
          << '\n';
    return summary.failures.empty() ? Ok : Problems;
}

std::vector<Command> commands()
{
    std::vector<Command> c;
    c.push_back({"init",
                 Tr::tr("Create a new, empty Railyard database FILE (optionally from a "
                        "YAML design with --from)."),
                 cmdInit, [](QCommandLineParser &p) {
                     p.addPositionalArgument(QStringLiteral("FILE"), Tr::tr("Database to create."));
                     p.addOption({QStringLiteral("from"), Tr::tr("YAML design to load into it."),
                                  Tr::tr("DESIGN.yaml")});
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
                     p.addPositionalArgument(QStringLiteral("DESIGN.yaml"),
                                             Tr::tr("The design file."));
                 }});
    c.push_back({"export", Tr::tr("Write the design in another format."), cmdExport,
                 [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("format"), Tr::tr("Output format: yaml."),
                                  Tr::tr("FORMAT"), QStringLiteral("yaml")});
                     p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                                  Tr::tr("Output file (default: standard output)."),
                                  Tr::tr("FILE")});
                 }});
    c.push_back({"info",
                 Tr::tr("Print counts: racks, devices by role, GPUs, ports, cables by medium."),
                 cmdInfo, [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    c.push_back({"validate",
                 Tr::tr("Check every model rule and list the findings with object names."),
                 cmdValidate, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addPositionalArgument(QStringLiteral("[DESIGN.yaml]"),
                                             Tr::tr("Validate a YAML file instead of --db."));
                 }});
    return c;
}

void usage(QTextStream &s, const std::vector<Command> &cmds)
{
    s << Tr::tr("Usage: railyard-cli COMMAND [options]") << "\n\n" << Tr::tr("Commands:") << '\n';
    for (const Command &c : cmds)
        s << QStringLiteral("  %1 %2").arg(QLatin1String(c.name), -22).arg(c.summary) << '\n';
    s << '\n' << Tr::tr("Run 'railyard-cli COMMAND --help' for the options of a command.") << '\n';
}

} // namespace

int run(const QStringList &args)
{
    const auto cmds = commands();
    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h") ||
        args[1] == QLatin1String("help")) {
        usage(args.size() < 2 ? err() : out(), cmds);
        return args.size() < 2 ? Usage : Ok;
    }
    if (args[1] == QLatin1String("--version")) {
        out() << "railyard-cli " << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    for (const Command &c : cmds) {
        if (args[1] != QLatin1String(c.name))
            continue;
        QCommandLineParser p;
        c.setup(p);
        QStringList rest = args.mid(1);
        rest[0] = args[0];
        if (const int rc = parse(p, rest, QLatin1String(c.name), c.summary); rc >= 0)
            return rc;
        try {
            return c.run(p, rest);
        } catch (const Error &e) {
            err() << Tr::tr("error: %1").arg(e.describe()) << '\n';
            return InputError;
        } catch (const std::exception &e) {
            err() << Tr::tr("error: %1").arg(QString::fromLocal8Bit(e.what())) << '\n';
            return InputError;
        }
    }
    err() << Tr::tr("Unknown command \"%1\".").arg(args[1]) << '\n';
    usage(err(), cmds);
    return Usage;
}

void installTranslator(QCoreApplication &app)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("railyard"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
}

} // namespace ry::cli
