#include "translators.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace ry::usecases {

bool installTranslators(QCoreApplication &app, const QLocale &locale)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    const bool found = own->load(locale, QStringLiteral("railyard"), QStringLiteral("_"),
                                 QStringLiteral(":/i18n"));
    if (found)
        QCoreApplication::installTranslator(own);
    return found;
}

} // namespace ry::usecases
