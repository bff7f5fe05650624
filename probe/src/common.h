#pragma once

#include <QCommandLineParser>

namespace ry::probe::tool {

/// Parses `args` (args[0] = program) with help; returns -1 to go on, else an exit code.
int parseMode(QCommandLineParser &p, const QStringList &args, const QString &mode,
              const QString &description);
/// Adds the options every mode has (--watch-stdin).
void addCommonOptions(QCommandLineParser &p);
/// Applies them (starts the stdin watcher).
void applyCommonOptions(const QCommandLineParser &p);
/// Reads an integer option; throws ry::Error naming it when it is not an integer in range.
qint64 intOption(const QCommandLineParser &p, const QString &name, qint64 min, qint64 max);
double doubleOption(const QCommandLineParser &p, const QString &name, double min, double max);
/// Sizes like nccl-tests `-b`/`-e`: a number with an optional K/M/G suffix (powers of 1024).
qint64 parseSize(const QString &s, bool *ok);

} // namespace ry::probe::tool
