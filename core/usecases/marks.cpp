#include "marks.h"

#include "store/document.h"
#include "undo/commands.h"
#include "undo/designsession.h"

#include <QSet>
#include <QUndoStack>

namespace ry::usecases {

std::vector<CableMark> recordMarks(DesignSession &session, const MarkRequest &request)
{
    // markCables() as one step of the session's undo stack: the views hear aboutToChange()
    // and changed() around the commit, and undo restores the previous statuses in one
    // transaction.
    const Design &design = session.design();
    ChangeSet forward, inverse;
    QSet<Id> seen;
    for (Id id : request.cableIds) {
        const Cable *c = design.cables.find(id);
        if (!c || seen.contains(id) || c->status == request.status)
            continue; // a missing cable makes markCables() throw below
        seen.insert(id);
        Cable changed = *c;
        changed.status = request.status;
        forward.modify(changed);
        inverse.modify(*c);
    }
    if (forward.empty())
        return markCables(session.document(), request);
    Q_EMIT session.aboutToChange(forward);
    std::vector<CableMark> marks;
    try {
        marks = markCables(session.document(), request);
    } catch (...) {
        Q_EMIT session.changed(forward, false);
        throw;
    }
    Q_EMIT session.changed(forward, true);
    forward.setDescription(
        Tr::tr("Mark %n cable(s) %1", nullptr, int(seen.size())).arg(toString(request.status)));
    session.undoStack()->push(new ChangeSetCommand(&session, std::move(forward), std::move(inverse),
                                                   QStringLiteral("verify")));
    return marks;
}

} // namespace ry::usecases
