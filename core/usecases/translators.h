#pragma once

#include <QLocale>

class QCoreApplication;

namespace ry::usecases {

/// Loads Qt's own translation (qtbase) and Railyard's (":/i18n/railyard_LANG.qm", bundled by
/// railyard_i18n) for `locale` and installs them on `app` (which owns them). Both front ends'
/// main() call it. Returns true when Railyard's own translation was found.
bool installTranslators(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace ry::usecases
