#include "marks.h"

#include "session.h"
#include "undo/designsession.h"
#include "util/error.h"

namespace ry::usecases {

std::vector<verify::CableMark> recordMarks(undo::DesignSession &session,
                                           const verify::MarkRequest &request)
{
    // One session step: the cable statuses, the change-log entry and the mark rows in one
    // transaction; its undo restores the statuses and removes the rows in one transaction.
    const std::shared_ptr<verify::CableMarkStep> step =
        verify::prepareMarks(session.design(), request);
    session.step(step->changes, QStringLiteral("verify"), step,
                 Tr::tr("Mark %n cable(s) %1", nullptr, int(step->marks.size()))
                     .arg(toString(request.status)));
    return step->marks;
}

std::vector<verify::CableMark> storedMarks(undo::DesignSession &session)
{
    auto store = verify::VerifyStore::of(sqliteStoreOf(session));
    return store ? store->marks() : std::vector<verify::CableMark>{};
}

verify::BuildProgress buildProgress(undo::DesignSession &session, QDate today)
{
    return verify::computeBuildProgress(session.design(), storedMarks(session), today);
}

} // namespace ry::usecases
