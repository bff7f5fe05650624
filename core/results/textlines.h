#pragma once

// Internal helpers shared by the benchmark output readers (not part of the public API).

#include "util/error.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ry::results::detail {

/// Launcher line prefixes the readers remove.
enum class PrefixKind
{
    None,
    SrunLabel,   ///< `0: ` from `srun --label` (task number, colon, space)
    OpenMpiTag,  ///< `[1,0]<stdout>:` from Open MPI `mpirun --tag-output`
    RankBracket, ///< `[0] ` or `[rank0]: ` (MPICH `-prepend-rank`, Intel MPI `-l`, torchrun)
    /// `Thu Dec  3 13:08:58 2026[1,0]<stdout>:` (Open MPI up to 4.x `--timestamp-output`) or
    /// `[Thu Dec  3 13:08:58 2026][1,0]<stdout>: ` (PMIx, Open MPI 5 `--output timestamp`);
    /// the `[job,rank]` part only with tag output as well
    Timestamp,
    /// PMIx/PRRTE tags other than `[job,rank]`: `[prterun-node1-4242@1,0]<stdout>: `
    /// (`--output tag-fullname`), `[1,0][node1:4242]<stdout>: ` (`tag-detailed`),
    /// `[0]<stdout>: ` (`rank`)
    PmixTag,
};

/// One line of input.
struct InputLine
{
    int number = 0;         ///< 1-based
    QString raw;            ///< as in the input, without the line end (`\n`, `\r\n`)
    QString text;           ///< `raw` without a launcher prefix
    bool terminated = true; ///< false for a last line that has no line end (cut input)
};

/// Splits `data` (UTF-8; invalid bytes become U+FFFD) into lines and removes launcher prefixes
/// (the layouts of docs/references/probe-formats.md §e, leading blanks allowed).
/// `prefix` receives the prefix kind found on most lines.
std::vector<InputLine> splitLines(const QByteArray &data, PrefixKind *prefix);

/// How a prefix kind is named in BenchmarkRun::launcherPrefix.
QString prefixName(PrefixKind kind);

/// Lower-case hex SHA-256 of `data`.
QString sha256Hex(const QByteArray &data);

/// Splits on runs of whitespace (spaces and tabs).
QStringList tokens(const QString &s);

/// Whole-token integer (optionally signed); std::nullopt otherwise.
std::optional<qint64> toInt(const QString &s);
/// Whole-token floating point number (`12.5`, `6e+05`, `-1`); std::nullopt for anything else,
/// including `nan` and `inf`.
std::optional<double> toNumber(const QString &s);

/// `v` rounded toward zero as a qint64, saturated at qint64's limits; nullopt for NaN. (A plain
/// cast of a double outside qint64's range is undefined behaviour: 5e36 became INT64_MIN.)
std::optional<qint64> saturatingInt64(double v);

/// Reads a whole file; throws ry::Error (translated, naming the file) when it cannot.
QByteArray readFileOrThrow(const QString &path);

/// The shell prompt removed from an echoed command line (`$ `, `user@host:~/dir$ `,
/// `Singularity> `, `root@node:~# `); `line` unchanged when it has none.
QString withoutPrompt(const QString &line);

/// Appends a diagnostic about line `line` (0 = the whole input) of `source` to `out`.
void addDiagnostic(Diagnostics &out, Diagnostic::Severity severity, const QString &message,
                   const QString &source, int line);

} // namespace ry::results::detail
