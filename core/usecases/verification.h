#pragma once

#include "progress.h"

#include "verify/verifier.h"
#include "verify/verifystore.h"
#include "verify/worklist.h"

namespace ry::undo {
class DesignSession;
}
namespace ry {
}

namespace ry::usecases {

/// Verify the cabling: what the fabric reported (ibnetdiscover output, lldpctl JSON) against
/// the planned cables (`railyard-cli verify`, the GUI's Tools > Verify Cabling).
struct VerifyRequest
{
    QStringList ibnetdiscoverFiles;
    QStringList lldpPaths;   ///< lldpctl -f json files, or folders of *.json / *.txt files
    QString rulesFile;       ///< optional: how node descriptions and port names map to the design
    bool allPlanned = false; ///< report planned links of devices that reported nothing too

    bool hasInput() const { return !ibnetdiscoverFiles.isEmpty() || !lldpPaths.isEmpty(); }
};

struct VerifyResult
{
    verify::ObservationSet observed;
    verify::Verification verification;
    QString source; ///< describeObservationSource(observed)
    Id runId = 0;   ///< the stored run (0 = not stored)

    /// Findings that are not Correct.
    int wrongCount() const;
};

/// The lldpctl JSON files of `paths`: a file as given, a folder's *.json and *.txt files (by
/// name). Throws ry::Error naming a path that does not exist or a folder without such files.
QStringList lldpFiles(const QStringList &paths);

/// Reads every input of `request` into one observation set (pure, thread-safe). Throws
/// ry::Error naming the file (and line) of bad input.
verify::ObservationSet readObservations(const VerifyRequest &request, Progress &progress);

/// Compares `observed` with `design` (pure, thread-safe; reads the rules file). Throws ry::Error.
VerifyResult verifyObservations(const Design &design, verify::ObservationSet observed,
                                const VerifyRequest &request, Progress &progress);

/// Stores the observations and the run beside the design (verification tables of the
/// session's file) and sets result.runId; does nothing when the design is not an SQLite
/// file. Throws ry::Error when a write fails.
void storeVerification(undo::DesignSession &session, VerifyResult &result);

/// readObservations + verifyObservations + storeVerification.
VerifyResult verifyCabling(undo::DesignSession &session, const VerifyRequest &request,
                           Progress &progress);

/// The technician's work list of a verification, its header naming the inputs.
verify::WorkList workListOf(const Design &design, const VerifyResult &result,
                            const verify::WorkListOptions &options = {});

/// Writes a work list as PDF when `path` ends in .pdf (any case), else as CSV. Throws ry::Error.
void writeWorkList(const verify::WorkList &list, const QString &path);

/// The request marking every cable seen as planned verified (`verify --mark-verified`).
verify::MarkRequest markCorrectVerified(const VerifyResult &result);

} // namespace ry::usecases
