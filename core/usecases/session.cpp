#include "session.h"

#include "model/validator.h"
#include "store/document.h"
#include "store/store.h"
#include "undo/designsession.h"

#include <QFileInfo>

namespace ry::usecases {

std::unique_ptr<undo::DesignSession> openSession(const QString &path, bool createIfMissing)
{
    auto doc = createIfMissing && !QFileInfo::exists(path) ? store::Document::create(path)
                                                           : store::Document::open(path);
    return std::make_unique<undo::DesignSession>(std::move(doc));
}

store::SqliteStore *sqliteStoreOf(undo::DesignSession &session)
{
    return session.moduleStore();
}

ReplaceResult replaceDesign(undo::DesignSession &session, Design design,
                            const ReplaceRequest &request)
{
    ReplaceResult r;
    if (!session.design().devices.empty() && !request.replaceExisting) {
        r.refused = true;
        r.existingDevices = session.design().devices.size();
        return r;
    }
    // The write validated the design (errors throw); its warnings are reported here.
    for (Diagnostic &d : session.replaceDesign(std::move(design), request.action, request.text))
        if (d.severity != Diagnostic::Severity::Error)
            r.warnings.push_back(std::move(d));
    return r;
}

StoredReplaceResult replaceStoredDesign(std::unique_ptr<store::Store> store, Design design,
                                        const ReplaceRequest &request)
{
    StoredReplaceResult r;
    if (!request.replaceExisting) {
        r.existingDevices = store->deviceCount();
        if (r.existingDevices != 0) {
            r.refused = true;
            return r;
        }
    }
    Diagnostics found;
    r.document = store::Document::replaceStored(std::move(store), std::move(design), request.action,
                                                request.text, &found);
    for (Diagnostic &d : found)
        if (d.severity != Diagnostic::Severity::Error)
            r.warnings.push_back(std::move(d));
    return r;
}

} // namespace ry::usecases
