#pragma once

#include "progress.h"

#include "model/design.h"

#include <memory>

namespace ry::store {
class SqliteStore;
}
namespace ry::undo {
class DesignSession;
}
namespace ry {
} // namespace ry

namespace ry::usecases {

/// Opens the Railyard database `path` as a session (the only write path of the use cases).
/// With `createIfMissing`, a file that does not exist yet is created empty. Throws ry::Error.
std::unique_ptr<undo::DesignSession> openSession(const QString &path, bool createIfMissing = false);

/// The SQLite store under a session (where the results and verification tables live), or
/// null when the design is not stored in a Railyard file.
store::SqliteStore *sqliteStoreOf(undo::DesignSession &session);

/// Replace the whole design of a session (generate, import, as-built) as one undo step.
struct ReplaceRequest
{
    QString action;               ///< change-log action key: "generate", "import", ...
    QString text;                 ///< change-log summary and undo text
    bool replaceExisting = false; ///< false: refuse when the session already holds devices
};

struct ReplaceResult
{
    bool refused = false;            ///< the session held a design and replaceExisting was off
    std::size_t existingDevices = 0; ///< devices of the design that refused the write
    Diagnostics warnings;            ///< the validator's warnings on the written design
};

/// Writes `design` through the session. Throws ry::Error when it has errors (nothing written).
ReplaceResult replaceDesign(undo::DesignSession &session, Design design,
                            const ReplaceRequest &request);

} // namespace ry::usecases
