#pragma once

#include "progress.h"

#include "verify/recordids.h"

namespace ry::undo {
class DesignSession;
}

namespace ry::usecases {

/// Record identities (`railyard-cli record-ids`): the GUIDs and MACs an ibnetdiscover dump, LLDP
/// files or railyard-probe inventories report, written into the plan (verify/recordids.h).
struct RecordIdsRequest
{
    QStringList ibnetdiscoverFiles;
    QStringList lldpPaths;      ///< as VerifyRequest::lldpPaths
    QStringList inventoryFiles; ///< railyard-probe inventory JSON Lines
    QString rulesFile;          ///< optional: the verification's rules file
    bool dryRun = false;        ///< report only, write nothing

    bool hasInput() const
    {
        return !ibnetdiscoverFiles.isEmpty() || !lldpPaths.isEmpty() || !inventoryFiles.isEmpty();
    }
};

struct RecordIdsResult
{
    verify::IdRecording recording;
    Diagnostics diagnostics; ///< from reading the inputs (skipped lines, unreadable files)
    bool written = false;    ///< true when a step was made (something changed and not dryRun)
};

/// Reads the inputs, plans the recording against the session's design and, unless dryRun or
/// nothing changes, applies it as one session step (one undo step "Record identities", one
/// change-log entry with action "record-ids"). Conflicts are reported, never written. Throws
/// ry::Error for an unreadable input or a bad rules file (nothing written then).
RecordIdsResult recordIds(undo::DesignSession &session, const RecordIdsRequest &request,
                          Progress &progress);

} // namespace ry::usecases
