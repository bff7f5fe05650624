#pragma once

#include "progress.h"

#include "results/importer.h"

namespace ry::undo {
class DesignSession;
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

} // namespace ry::usecases
