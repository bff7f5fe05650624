#include "cli.h"

#include "model/summary.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/session.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace ry::cli {

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

QCommandLineOption dbOption()
{
    return QCommandLineOption(QStringList{QStringLiteral("db")},
                              Tr::tr("The Railyard database (SQLite document) to work on."),
                              Tr::tr("FILE"));
}

QString requireDb(QCommandLineParser &p)
{
    QString db = p.value(QStringLiteral("db"));
    if (db.isEmpty())
        throw Error(Tr::tr("--db FILE is required."));
    return db;
}

WholeDesignWrite writeWholeDesign(const QString &path, Design design,
                                  const usecases::ReplaceRequest &request)
{
    std::optional<store::StagedFile> staged;
    std::unique_ptr<store::SqliteStore> file;
    if (QFileInfo::exists(path)) {
        file = store::SqliteStore::open(path);
    } else {
        staged.emplace(path);
        file = store::SqliteStore::create(*staged);
    }
    usecases::StoredReplaceResult written =
        usecases::replaceStoredDesign(std::move(file), std::move(design), request);
    WholeDesignWrite r;
    if (written.refused) {
        err() << Tr::tr("%1 already holds a design (%2 devices); pass --replace to replace it.")
                     .arg(path)
                     .arg(written.existingDevices)
              << '\n';
        r.refused = true;
        return r;
    }
    printWarnings(written.warnings);
    r.summary = formatSummary(summarize(written.document->design()));
    if (staged) {
        written.document.reset(); // closes the file (its WAL checkpointed) before it is named
        staged->commit();
    }
    return r;
}

void printWarnings(const Diagnostics &diags)
{
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning)
            err() << Tr::tr("warning: %1").arg(d.describe()) << '\n';
}

namespace {

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

std::vector<Command> allCommands()
{
    std::vector<Command> all;
    for (auto group : {designCommands, fabricCommands, planCommands, verifyCommands,
                       resultsCommands, probeCommands, netboxCommands})
        for (Command &c : group())
            all.push_back(std::move(c));
    return all;
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
    const auto cmds = allCommands();
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
            return c.run(p);
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

bool positionals(const QCommandLineParser &p, qsizetype count, const QString &usage,
                 QStringList *pos)
{
    *pos = p.positionalArguments();
    if (pos->size() == count)
        return true;
    err() << usage << '\n';
    return false;
}

} // namespace ry::cli
