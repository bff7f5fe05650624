#pragma once

#include <QStringList>

class QCoreApplication;

namespace ry::cli {

/// Exit codes of railyard-cli.
enum ExitCode
{
    Ok = 0,
    Problems = 1,
    Usage = 2,
    InputError = 3
};

/// Runs railyard-cli with `args` (args[0] is the program name). Writes results to stdout and
/// errors to stderr. Returns an ExitCode.
int run(const QStringList &args);

/// Loads the Korean (or other) translation for the system locale, if one is bundled.
void installTranslator(QCoreApplication &app);

} // namespace ry::cli
