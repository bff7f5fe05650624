#pragma once

// railyard-cli: each group of subcommands lives in its own commands_*.cpp and returns its
// Command list; cli.cpp dispatches. Exit codes: 0 success; 1 the command ran and found problems;
// 2 wrong usage; 3 an input or database error stopped it.

#include "util/error.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QCoreApplication;

namespace ry::store {
class StagedFile;
}
namespace ry::undo {
class DesignSession;
}
namespace ry {
} // namespace ry

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

/// Translation context of the command-line front end.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// One subcommand: `setup` declares its options; `run` gets the parsed options. Errors are
/// thrown as ry::Error and turned into exit code 3 by the dispatcher.
struct Command
{
    const char *name;
    QString summary;
    std::function<int(QCommandLineParser &)> run;
    std::function<void(QCommandLineParser &)> setup;
};

/// Command groups, in the order `railyard-cli --help` lists them.
std::vector<Command> designCommands();  // commands_design.cpp: init, import, export, info, ...
std::vector<Command> fabricCommands();  // commands_fabric.cpp: generate, analyse, bom
std::vector<Command> planCommands();    // commands_plans.cpp: plans and their exports
std::vector<Command> verifyCommands();  // commands_verify.cpp: cable-map verification
std::vector<Command> resultsCommands(); // commands_results.cpp: benchmark results
std::vector<Command> probeCommands();   // commands_probe.cpp: probe plans, runs, JSONL

QTextStream &out();
QTextStream &err();
/// Sets `*pos` to the positional arguments and returns true when there are exactly `count` of
/// them; otherwise prints `usage` (a translated "Usage: railyard-cli ..." line) on stderr and
/// returns false, and the caller exits with Usage.
bool positionals(const QCommandLineParser &p, qsizetype count, const QString &usage,
                 QStringList *pos);
/// The `--db FILE` option every database command takes.
QCommandLineOption dbOption();
/// The value of --db; throws ry::Error when it is missing.
QString requireDb(QCommandLineParser &p);

/// Opens the design at `path`, or, when no file is there, creates it under a temporary name
/// held by `staged`: the caller closes the session and calls staged->commit() at the end, so
/// that a failed or killed run leaves no file at `path`. Throws ry::Error.
std::unique_ptr<undo::DesignSession> openOrStage(const QString &path,
                                                 std::optional<store::StagedFile> &staged);
/// Prints the Warning-severity findings of `diags` on stderr.
void printWarnings(const Diagnostics &diags);

} // namespace ry::cli
