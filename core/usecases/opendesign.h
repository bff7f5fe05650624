#pragma once

#include "progress.h"

#include <memory>

namespace ry {
class Document;
}

namespace ry::usecases {

/// Open a design: a .railyard database as it is, or a .yaml/.yml design file imported into
/// FILE.railyard next to it (opened instead when that exists already). A design file holding
/// only a fabric spec is generated on import, as `railyard-cli generate` does.
struct OpenRequest
{
    QString path;
};

struct OpenResult
{
    std::unique_ptr<Document> document;
    QString databasePath;   ///< the .railyard file that was opened or created
    bool imported = false;  ///< a YAML file was imported into a new database
    bool generated = false; ///< ... and it held only a fabric spec, which was generated
};

/// Runs off the GUI thread (the session is made by the caller, on its own thread). A failed
/// import leaves no database behind. Throws ry::Error.
OpenResult openDesign(const OpenRequest &request, Progress &progress);

} // namespace ry::usecases
