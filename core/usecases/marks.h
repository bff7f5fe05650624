#pragma once

#include "verify/buildprogress.h"
#include "verify/verifystore.h"

#include <QDate>

namespace ry::undo {
class DesignSession;
}
namespace ry {
}

namespace ry::usecases {

/// Record marks: set the status of cables (fixed = Installed, verified) from a verification
/// run, as one session step (one undo step, one change-log entry) with one CableMark row per
/// changed cable (the work list's Mark buttons, `railyard-cli verify --mark-verified`).
/// Cables already in the status are left alone. Returns the marks. Throws ry::Error when a
/// cable does not exist or the write fails; nothing changes then.
std::vector<verify::CableMark> recordMarks(undo::DesignSession &session,
                                           const verify::MarkRequest &request);

/// The cable marks kept in the session's file, oldest first; none when the design is not an
/// SQLite file. Throws ry::Error when they cannot be read.
std::vector<verify::CableMark> storedMarks(undo::DesignSession &session);

/// The build progress of the session's design (verify::computeBuildProgress()): its cables'
/// status and the marks kept in its file (none when the design is not an SQLite file), with
/// `today` (UTC) as the last day of the history. The manager's Tools > Build Progress and
/// `railyard-cli progress`. Throws ry::Error when the marks cannot be read.
verify::BuildProgress buildProgress(undo::DesignSession &session, QDate today);

} // namespace ry::usecases
