#pragma once

#include "progress.h"

#include "results/importer.h"

namespace ry::undo {
class DesignSession;
}
namespace ry::store {
class SqliteStore;
}
namespace ry {
}

namespace ry::usecases {

/// Import benchmark result files (nccl-tests text or JSON, perftest) into a design's file:
/// `railyard-cli results import`, the GUI's File > Import Benchmark Results.
struct ResultsImportRequest
{
    QStringList files;
    results::ImportOptions options;
};

/// One input file after reading and, when stored, after storing.
struct ResultsFile
{
    QString path;                   ///< as given in the request
    results::ImportedFile imported; ///< runs (ids set once stored) or the rejection
    QString unreadable;             ///< ry::Error::describe() when the file could not be read
    std::vector<bool> duplicate;    ///< per run (HPL tests first): it was stored before (same
                                    ///< sha256 and part)

    bool stored() const { return unreadable.isEmpty() && !imported.rejected(); }
};

struct ResultsImportResult
{
    std::vector<ResultsFile> files; ///< in request order
    int added = 0, duplicates = 0, rejected = 0, unreadable = 0;
};

/// Phase 1, pure and thread-safe: reads and evaluates every file against `design` (null or a
/// design without devices: no attribution to devices). Progress counts files; a cancel stops
/// before the next file (throws ry::Error). Files that fail are kept with their reason.
ResultsImportResult readResults(const Design *design, const ResultsImportRequest &request,
                                Progress &progress);

/// Phase 2, on the session's thread: stores the runs of the files read by readResults() in the
/// session's file (duplicates are counted, not stored again) and fills ids and counts. Throws
/// ry::Error when the design is not stored in a Railyard file or a write fails.
void storeResults(undo::DesignSession &session, ResultsImportResult &read);

/// Both phases (the command line).
ResultsImportResult importResults(undo::DesignSession &session, const ResultsImportRequest &request,
                                  Progress &progress);

/// Evaluate stored runs again (after the design or the host mappings changed):
/// `railyard-cli results evaluate`, the Results tab's Host mappings.
struct ResultsEvaluateRequest
{
    std::vector<Id> runs; ///< empty: every stored run
    /// Thresholds and SHARP; options.hostPatterns is used only with replaceMappings.
    results::ImportOptions options;
    /// true: options.hostPatterns become each run's mappings (an empty list removes them);
    /// false: each run keeps the mappings stored with it (StoredRun::hostMappings).
    bool replaceMappings = false;
};

/// Re-evaluates the runs of `request` in `store` against `design` (null or without devices:
/// unrated) and stores the new evaluation and mappings. A run keeps its SHARP setting unless
/// options.inNetworkReduction is set. Returns the runs as now stored, in request order. Throws
/// ry::Error naming a run that does not exist.
std::vector<results::StoredRun> evaluateResults(store::SqliteStore &store, const Design *design,
                                                const ResultsEvaluateRequest &request,
                                                Progress &progress);

} // namespace ry::usecases
