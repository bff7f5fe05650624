#include "commands.h"

#include "designsession.h"
#include "store/document.h"
#include "util/error.h"

namespace ry::undo {

ChangeSetCommand::ChangeSetCommand(DesignSession *session, ChangeSet forward, ChangeSet inverse,
                                   QString action, std::shared_ptr<store::ModuleStep> module)
    : m_session(session), m_forward(std::move(forward)), m_inverse(std::move(inverse)),
      m_action(std::move(action)), m_module(std::move(module))
{
    setText(m_forward.description());
}

void ChangeSetCommand::redo()
{
    if (m_applied)
        return; // committed before it was pushed, or a redo that already ran
    try {
        store::Document::ModuleWrites writes;
        if (m_module)
            writes = [m = m_module.get()](store::Store &s, const ChangeLogEntry &e) {
                m->redo(s, e);
            };
        ChangeSet inverse = m_session->commitNow(m_forward, m_action, writes);
        inverse.setDescription(m_inverse.description());
        m_inverse = std::move(inverse);
        m_applied = true;
    } catch (const Error &e) {
        Q_EMIT m_session->commandFailed(e.describe());
    }
}

void ChangeSetCommand::undo()
{
    if (!m_applied)
        return;
    try {
        ChangeSet inverse = m_inverse;
        inverse.setDescription(Tr::tr("Undo: %1").arg(m_forward.description()));
        store::Document::ModuleWrites writes;
        if (m_module)
            writes = [m = m_module.get()](store::Store &s, const ChangeLogEntry &) { m->undo(s); };
        ChangeSet forward = m_session->commitNow(inverse, QStringLiteral("undo"), writes);
        forward.setDescription(m_forward.description());
        m_forward = std::move(forward);
        m_applied = false;
    } catch (const Error &e) {
        Q_EMIT m_session->commandFailed(e.describe());
    }
}

MoveDevicesCommand::MoveDevicesCommand(DesignSession *session, ChangeSet forward, ChangeSet inverse,
                                       bool mergeable)
    : ChangeSetCommand(session, std::move(forward), std::move(inverse), QStringLiteral("move")),
      m_mergeable(mergeable)
{
}

QList<Id> MoveDevicesCommand::deviceIds(const ChangeSet &c) const
{
    QList<ry::Id> ids;
    for (const Change &x : c.changes())
        if (const auto *d = std::get_if<Device>(&x.object))
            ids << d->id;
    std::sort(ids.begin(), ids.end());
    return ids;
}

bool MoveDevicesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const MoveDevicesCommand *>(other);
    if (!o->m_mergeable || !m_applied || !o->m_applied ||
        deviceIds(m_forward) != deviceIds(o->m_forward))
        return false;
    // Our inverse still restores the state before the first move; redo goes to the last.
    const QString text = m_forward.description();
    m_forward = o->m_forward;
    m_forward.setDescription(text);
    return true;
}

ReplaceDesignCommand::ReplaceDesignCommand(DesignSession *session, Design before, Design after,
                                           QString action)
    : m_session(session), m_before(std::move(before)), m_after(std::move(after)),
      m_action(std::move(action))
{
    // The change log is the file's history; it is not swapped back and forth.
    m_before.changeLog.clear();
    m_after.changeLog.clear();
}

void ReplaceDesignCommand::redo()
{
    if (m_applied)
        return;
    try {
        m_session->replaceNow(m_after, m_action, text());
        m_applied = true;
    } catch (const Error &e) {
        Q_EMIT m_session->commandFailed(e.describe());
    }
}

void ReplaceDesignCommand::undo()
{
    if (!m_applied)
        return;
    try {
        m_session->replaceNow(m_before, QStringLiteral("undo"), Tr::tr("Undo: %1").arg(text()));
        m_applied = false;
    } catch (const Error &e) {
        Q_EMIT m_session->commandFailed(e.describe());
    }
}

} // namespace ry::undo
