#include "cli.h"

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

std::unique_ptr<undo::DesignSession> openOrStage(const QString &path,
                                                 std::optional<store::StagedFile> &staged)
{
    if (QFileInfo::exists(path))
        return usecases::openSession(path);
    staged.emplace(path);
    return std::make_unique<undo::DesignSession>(
        std::make_unique<store::Document>(store::SqliteStore::create(*staged)));
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
                       resultsCommands, probeCommands})
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
