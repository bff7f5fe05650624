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

namespace ry {
struct Design;
} // namespace ry
namespace ry::usecases {
struct ReplaceRequest;
} // namespace ry::usecases

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
std::vector<Command> netboxCommands();  // commands_netbox.cpp: NetBox in (netbox-import)

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

/// What writeWholeDesign() did.
struct WholeDesignWrite
{
    bool refused = false; ///< the file held a design and --replace was not given (message printed)
    QString summary;      ///< formatSummary() of the written design
};

/// Writes `design` as the whole design of the file at `path` (import, generate): a file that
/// holds devices is replaced only with request.replaceExisting (else the refusal is printed);
/// the old design is never loaded. A missing file is made under a temporary name and named at
/// the end, so a failed or killed run leaves no file at `path`. Prints the write's warnings.
/// Throws ry::Error (nothing written).
WholeDesignWrite writeWholeDesign(const QString &path, Design design,
                                  const usecases::ReplaceRequest &request);
/// Prints the Warning-severity findings of `diags` on stderr.
void printWarnings(const Diagnostics &diags);

} // namespace ry::cli
