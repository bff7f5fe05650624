#pragma once

#include "progress.h"

#include "model/design.h"

#include <memory>

namespace ry::store {
class Document;
class SqliteStore;
class Store;
} // namespace ry::store
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

/// What replaceStoredDesign() did: ReplaceResult, and the document when it wrote.
struct StoredReplaceResult : ReplaceResult
{
    std::unique_ptr<store::Document> document; ///< holds the written design; null if refused
};

/// Writes `design` as the whole content of `store` with no undo step and without loading the
/// stored design (store::Document::replaceStored()): the command line's import and generate.
/// Refused, nothing written, when the store holds devices and !request.replaceExisting.
/// Throws ry::Error when the design has errors or the write fails (nothing written).
StoredReplaceResult replaceStoredDesign(std::unique_ptr<store::Store> store, Design design,
                                        const ReplaceRequest &request);

} // namespace ry::usecases
