// railyard-cli: the command-line front end. Each subcommand is a function taking its own
// arguments; all of them work on the SQLite document given with --db.
//
// Exit codes: 0 success; 1 the command ran and found problems (validation errors, files that
// failed to import); 2 wrong usage; 3 an input or database error stopped it.
//
// It is a QGuiApplication because PDF and SVG exports paint text (fonts need the GUI module);
// the platform defaults to "offscreen", so no display is needed.

#include "cli.h"

#include "usecases/translators.h"

#include <QGuiApplication>

namespace {

QtMessageHandler previousHandler = nullptr;

/// Drops the one warning the offscreen platform prints when XDG_RUNTIME_DIR is not set (it
/// says nothing about the command's work); everything else goes to Qt's handler.
void messageHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    previousHandler(type, context, message);
}

} // namespace

int main(int argc, char **argv)
{
    previousHandler = qInstallMessageHandler(messageHandler);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    ry::usecases::installTranslators(app);
    return ry::cli::run(QCoreApplication::arguments());
}
