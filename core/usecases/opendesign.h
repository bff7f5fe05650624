#pragma once

#include "progress.h"

#include <memory>

namespace ry::store {
class Document;
}
namespace ry {
}

namespace ry::usecases {

/// Open a design: a .railyard database as it is, or a .yaml/.yml design file imported into
/// FILE.railyard next to it (opened instead when that exists already). A design file holding
/// only a fabric spec is generated on import, as `railyard-cli generate` does.
struct OpenRequest
{
    QString path;
    /// Open a .railyard file read-only: the file is never changed (an older schema is migrated
    /// in memory only) and every edit is refused.
    bool readOnly = false;
};

struct OpenResult
{
    std::unique_ptr<store::Document> document;
    QString databasePath;   ///< the .railyard file that was opened or created
    bool imported = false;  ///< a YAML file was imported into a new database
    bool generated = false; ///< ... and it held only a fabric spec, which was generated
};

/// Runs off the GUI thread (the session is made by the caller, on its own thread). A failed
/// import leaves no database behind. Throws ry::Error.
OpenResult openDesign(const OpenRequest &request, Progress &progress);

/// How opening `path` for editing would change its format: `from` is the file's schema version
/// and `to` the one this build writes; from < to means a read-write open migrates the file (and
/// older Railyard versions can no longer open it). For a YAML file, or one whose .railyard is
/// to be created, both are the current version. Reads without changing anything; throws
/// ry::Error for a file that is not a Railyard design.
struct FormatCheck
{
    int from = 0;
    int to = 0;
    bool needsUpgrade() const { return from < to; }
};
FormatCheck checkFormat(const QString &path);

} // namespace ry::usecases
