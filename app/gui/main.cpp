#include "icons.h"
#include "mainwindow.h"
#include "topologyview.h"

#include "usecases/translators.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QSettings>
#include <QTimer>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    QApplication::setWindowIcon(ry::gui::icons::application());

    // The language follows the system locale unless one is chosen in Settings.
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = chosen.isEmpty() ? QLocale() : QLocale(chosen);
    QLocale::setDefault(locale);
    ry::usecases::installTranslators(app, locale);

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
    QCommandLineOption view(
        QStringLiteral("view"),
        QCoreApplication::translate(
            "main", "Start on a view: racks, floor, topology, cables, ips, summary, validation."),
        QStringLiteral("NAME"));
    parser.addOption(screenshot);
    parser.addOption(view);
    parser.process(app);

    ry::gui::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty() &&
        !window.openFile(parser.positionalArguments().constFirst()))
        return 3;
    if (parser.isSet(view)) {
        const QStringList names = {QStringLiteral("racks"),     QStringLiteral("floor"),
                                   QStringLiteral("topology"),  QStringLiteral("cables"),
                                   QStringLiteral("ips"),       QStringLiteral("summary"),
                                   QStringLiteral("validation")};
        const int i = int(names.indexOf(parser.value(view)));
        if (i >= 0)
            window.showTab(ry::gui::MainWindow::Tab(i));
    }
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(300, &window, [&] {
            window.waitForIdle();
            if (window.tabs()->currentIndex() == ry::gui::MainWindow::TopologyTab) {
                window.topologyView()->zoomToFit();
                window.topologyView()->viewport()->repaint();
                window.topologyView()->waitForEdgeImage();
            }
            QApplication::processEvents();
            window.grab().save(parser.value(screenshot));
            app.quit();
        });
    }
    return app.exec();
}
