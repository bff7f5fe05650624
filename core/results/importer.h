#pragma once

// From a benchmark output file to StoredRun records: choose the reader (nccl-tests JSON,
// nccl-tests text, perftest), reject what is neither with a specific message, and evaluate
// each run against the design (attribution, theoretical ceiling, % of it, verdict).

#include "attribution.h"
#include "busbw.h"
#include "expected.h"
#include "hpl.h"
#include "resultstore.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace ry::results {

/// How runs are read and evaluated.
struct ImportOptions
{
    QList<HostPattern> hostPatterns;        ///< after exact matching (attribution.h)
    std::optional<bool> inNetworkReduction; ///< force SHARP/NVLS on or off; unset = detect
    PercentThresholds thresholds;           ///< >= good: Pass
    PlateauOptions plateau;
    QString label; ///< stored with every run of the import
    /// perftest output names no host, so its ceiling (expectedPerftest(): the design's rail port
    /// speed) is a guess: shown, but the run is rated (pass / below expected) only when true.
    bool ratePerftest = false;
    /// > 0: the run was confined to this many rails per node (a probe step with NCCL_IB_HCA set
    /// to one rail), so the ceiling counts at most that many rail ports per node.
    int railsPerNode = 0;
};

/// What one input gave.
struct ImportedFile
{
    QString source; ///< the file name (or label) of the input
    QString format; ///< "nccl-tests-text", "nccl-tests-json", "perftest", "hpl", or empty
    std::vector<StoredRun> runs; ///< empty when the input was rejected
    std::vector<HplRun> hpl;     ///< HPL tests (format "hpl"; hpl.h), Rpeak set from the design
    QString rejection;           ///< why the input was rejected (translated), else empty
    Diagnostics diagnostics;     ///< the reader's findings
    QByteArray data;             ///< the input's bytes (readResultsFile; kept as evidence)
    QString sha256;              ///< SHA-256 of `data`, lower-case hex (readResultsFile)

    bool rejected() const { return !rejection.isEmpty(); }
};

/// Converts a parsed nccl-tests run (no evaluation yet).
StoredRun toStoredRun(const BenchmarkRun &run);
/// Converts report `part` of a perftest log (no evaluation yet).
StoredRun toStoredRun(const PerftestLog &log, int part);

/// Fills the plateau, attribution (nodeList, nodes), ceiling, percent and verdict of `run`, and
/// sets run.hostMappings to options.hostPatterns (the mappings it was attributed with).
/// Point-to-point runs ("perftest", and "tcp" rows of railyard-probe, both in GB/s) take the
/// design's rail port speed as their ceiling and are rated only with options.ratePerftest.
/// `design` may be null (no design loaded): the run is then Unrated unless it failed or was
/// cut. `detectedInNetworkReduction` is what the output said (detectInNetworkReduction());
/// options.inNetworkReduction overrides it.
void evaluate(StoredRun &run, const Design *design, const ImportOptions &options,
              bool detectedInNetworkReduction = false);

/// Reads `data` (named `source`) and evaluates every run it holds. Never throws for bad
/// content: unreadable input is rejected with a message naming what it looks like instead
/// (ibnetdiscover, lldpctl JSON, other JSON, empty, binary).
ImportedFile readResults(const QByteArray &data, const QString &source, const Design *design,
                         const ImportOptions &options = {});
/// Same for a file; throws ry::Error when the file cannot be read.
ImportedFile readResultsFile(const QString &path, const Design *design,
                             const ImportOptions &options = {});

} // namespace ry::results
