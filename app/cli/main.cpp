// railyard-cli: the command-line front end. Each subcommand is a function taking its own
// arguments; all of them work on the SQLite document given with --db.
//
// Exit codes: 0 success; 1 the command ran and found problems (validation errors, files that
// failed to import); 2 wrong usage; 3 an input or database error stopped it.

#include "cli.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    ry::cli::installTranslator(app);
    return ry::cli::run(QCoreApplication::arguments());
}
