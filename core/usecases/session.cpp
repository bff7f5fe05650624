#include "session.h"

#include "model/validator.h"
#include "store/document.h"
#include "store/store.h"
#include "undo/designsession.h"

#include <QFileInfo>

namespace ry::usecases {

std::unique_ptr<DesignSession> openSession(const QString &path, bool createIfMissing)
{
    auto doc =
        createIfMissing && !QFileInfo::exists(path) ? Document::create(path) : Document::open(path);
    return std::make_unique<DesignSession>(std::move(doc));
}

SqliteStore *sqliteStoreOf(DesignSession &session)
{
    return session.moduleStore();
}

ReplaceResult replaceDesign(DesignSession &session, Design design, const ReplaceRequest &request)
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
