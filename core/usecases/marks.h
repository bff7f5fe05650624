#pragma once

#include "verify/verifystore.h"

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

} // namespace ry::usecases
