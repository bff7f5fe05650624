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

} // namespace ry::usecases
