#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));

    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("railyard"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Design, document and verify GPU clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("design"),
                                 QCoreApplication::translate("main", "A .railyard or .yaml file."));
    QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a PNG of the window and quit."),
        QStringLiteral("FILE"));
    parser.addOption(screenshot);
    parser.process(app);

    ry::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty() &&
        !window.openFile(parser.positionalArguments().constFirst()))
        return 3;
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(300, &window, [&] {
            window.grab().save(parser.value(screenshot));
            app.quit();
        });
    }
    return app.exec();
}
