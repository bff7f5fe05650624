#include "designsession.h"

#include "commands.h"
#include "store/document.h"

#include <QUndoStack>

namespace ry {

DesignSession::DesignSession(std::unique_ptr<Document> document, QObject *parent)
    : QObject(parent), m_document(std::move(document)), m_undo(new QUndoStack(this))
{
}

DesignSession::~DesignSession()
{
    // Commands refer to the session; drop them first.
    m_undo->clear();
}

const Design &DesignSession::design() const
{
    return m_document->design();
}

ChangeSet DesignSession::commitNow(const ChangeSet &changes, const QString &action)
{
    Q_EMIT aboutToChange(changes);
    ChangeSet inverse;
    try {
        inverse = m_document->commit(changes, action);
    } catch (...) {
        Q_EMIT changed(changes, false);
        throw;
    }
    Q_EMIT changed(changes, true);
    return inverse;
}

void DesignSession::replaceNow(Design design, const QString &action, const QString &text)
{
    Q_EMIT aboutToReset();
    try {
        m_document->replaceAll(std::move(design), action, text);
    } catch (...) {
        Q_EMIT resetDone();
        throw;
    }
    Q_EMIT resetDone();
}

bool DesignSession::apply(const ChangeSet &changes, QString *error, const QString &action)
{
    if (changes.empty())
        return true;
    try {
        ChangeSet inverse = commitNow(changes, action);
        m_undo->push(new ChangeSetCommand(this, changes, std::move(inverse), action));
        return true;
    } catch (const Error &e) {
        if (error)
            *error = e.describe();
        return false;
    }
}

bool DesignSession::applyMove(const ChangeSet &changes, bool merge, QString *error)
{
    if (changes.empty())
        return true;
    try {
        ChangeSet inverse = commitNow(changes, QStringLiteral("move"));
        m_undo->push(new MoveDevicesCommand(this, changes, std::move(inverse), merge));
        return true;
    } catch (const Error &e) {
        if (error)
            *error = e.describe();
        return false;
    }
}

void DesignSession::replaceDesign(Design design, const QString &action, const QString &text)
{
    Design before = m_document->design();
    replaceNow(design, action, text);
    auto *cmd = new ReplaceDesignCommand(this, std::move(before), std::move(design), action);
    cmd->setText(text);
    m_undo->push(cmd);
}

void DesignSession::pushReplaced(Design before, Design after, const QString &action,
                                 const QString &text)
{
    auto *cmd = new ReplaceDesignCommand(this, std::move(before), std::move(after), action);
    cmd->setText(text);
    m_undo->push(cmd);
}

} // namespace ry
