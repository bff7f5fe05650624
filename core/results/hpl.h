#pragma once

// HPL (High-Performance Linpack) results: the reader of netlib HPL's output (`HPL.out`, or the
// same text on stdout) and of NVIDIA's HPL (HPL-NVIDIA, the NGC hpc-benchmarks container's
// `hpl.sh`), Rmax/Rpeak efficiency against the design's Rpeak, and the table that keeps them in
// the Railyard document (module "hpl", versioned on its own like "results").
//
// The format is described in docs/references/probe-formats.md §g (sources PF-14, PF-15). Units:
// N and NB in matrix elements, time in seconds, Gflops as HPL prints them (1e9 FLOP/s); Rpeak in
// TFLOPS as model/summary.h designRpeak() gives it.

#include "benchmark.h"

#include "model/entities.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ry::store {
class SqliteStore;
}
namespace ry {
struct Design;
} // namespace ry

namespace ry::results {

/// One HPL test: one line of the `T/V N NB P Q Time Gflops` table and what follows it.
struct HplResult
{
    QString variant;                    ///< `T/V`, e.g. `WR01C2R4` (netlib), `WC0` (NVIDIA)
    qint64 n = 0;                       ///< order of the matrix
    int nb = 0;                         ///< block size
    int p = 0;                          ///< process rows
    int q = 0;                          ///< process columns
    double timeS = 0;                   ///< seconds to solve
    double gflops = 0;                  ///< the rate, Gflops (Rmax candidate)
    std::optional<double> gflopsPerGpu; ///< HPL-NVIDIA's `( per GPU)` column
    std::optional<double> residual;     ///< the scaled residual ||Ax-b||/(eps(...)N)
    QString residualVerdict;            ///< `PASSED`, `FAILED`, or empty (not printed yet)
    QString startTime;                  ///< `HPL_pdgesv() start time ...` as printed
    QString endTime;                    ///< `HPL_pdgesv() end time ...` as printed
    int line = 0;                       ///< 1-based line of the result row

    /// True when the residual check printed PASSED (only such tests count for Rmax).
    bool passed() const { return residualVerdict == QLatin1String("PASSED"); }
};

/// One HPL output file.
struct HplLog
{
    QString flavour; ///< "netlib" or "HPL-NVIDIA"
    QString version; ///< `2.3` (HPLinpack banner) or `24.3.0` (HPL-NVIDIA banner); may be empty
    std::vector<HplResult> results;
    /// The closing summary (`Finished N tests ...`), when printed.
    std::optional<int> finished, passedCount, failedCount, skippedCount;
    RunStatus status = RunStatus::Truncated; ///< Complete: the summary was read and no test failed
                                             ///< its residual check; Failed: one did
    QStringList missing;                     ///< what is not there (translated sentences)
    Diagnostics diagnostics;
    QString sourceFile;
    QString sha256;

    /// The best Gflops among the tests that passed their residual check (TOP500 Rmax), or
    /// std::nullopt when none passed.
    std::optional<double> rmaxGflops() const;
};

/// True when `data` holds an HPL result table header (`T/V ... N ... NB ... Gflops`) or an HPL
/// banner. Cheap; for choosing a reader.
bool looksLikeHpl(const QByteArray &data);

/// Reads HPL output (netlib or HPL-NVIDIA), launcher prefixes removed as for nccl-tests. Never
/// throws for bad content: unreadable rows become diagnostics naming the line.
HplLog parseHpl(const QByteArray &data, const QString &sourceName);

/// One HPL test as kept in the document, with the Rpeak it was rated against.
struct HplRun
{
    Id id = 0;
    QString sourceFile;
    QString sha256;
    int part = 0; ///< index of the test within the file
    QString label;
    QString importedAt; ///< ISO 8601 UTC
    QString flavour;
    QString version;
    RunStatus status = RunStatus::Truncated; ///< of the file the test came from
    HplResult result;
    /// Rpeak of the design in TFLOPS (designRpeak(): GPUs x FP64 per GPU + CPUs x FP64 per
    /// CPU, the TOP500 definition), std::nullopt without a design or a figure.
    std::optional<double> rpeakTflops;
    QString rpeakBasis; ///< how Rpeak was obtained, or why there is none (translated)

    /// Rmax / Rpeak x 100 (Gflops / (TFLOPS x 1000)); std::nullopt without Rpeak or when the
    /// test did not pass its residual check.
    std::optional<double> efficiencyPercent() const;
};

/// The runs of a parsed log, one per test.
std::vector<HplRun> toHplRuns(const HplLog &log);

/// Sets `run`'s Rpeak from `design` (designRpeak(); null = no design). A design whose node types
/// lack an FP64 figure gives no Rpeak: the basis says which figure is missing.
void evaluateHpl(HplRun &run, const Design *design);

/// HPL runs in a Railyard document (table `hpl_result`, unique by (sha256, part)).
class HplStore
{
public:
    /// Creates or migrates the module's table. Throws ry::Error for a newer file.
    explicit HplStore(store::SqliteStore &store);

    struct AddOutcome
    {
        Id id = 0;
        bool duplicate = false;
    };
    /// Stores `run` unless a run with the same (sha256, part) exists (then its id, duplicate).
    AddOutcome add(const HplRun &run);
    /// Every run, by id.
    std::vector<HplRun> list();
    /// Rewrites the Rpeak of run `run.id`.
    void updateEvaluation(const HplRun &run);
    /// Removes run `id`; false when there is none.
    bool remove(Id id);

private:
    store::SqliteStore &m_store;
};

} // namespace ry::results
