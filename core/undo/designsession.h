#pragma once

#include "model/changeset.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace ry {

class Document;

/// The open document as the GUI sees it: the Document, its QUndoStack and the notifications
/// that item models and views listen to. Every edit goes through here (KiCad's COMMIT push):
/// one user action = one QUndoCommand = one Document::commit = one SQLite transaction and one
/// change-log entry.
///
/// Signals come in pairs around every write, so that models can call beginResetModel() before
/// the design changes and endResetModel() after it (also when the write was refused):
/// aboutToChange()/changed() for a ChangeSet, aboutToReset()/resetDone() for a whole new design.
class DesignSession : public QObject
{
    Q_OBJECT

public:
    explicit DesignSession(std::unique_ptr<Document> document, QObject *parent = nullptr);
    ~DesignSession() override;

    Document &document() { return *m_document; }
    const Design &design() const;
    QUndoStack *undoStack() const { return m_undo; }

    /// Commits `changes` and, when that works, pushes one undo step for it (text = the change
    /// set's description). Returns false and sets *error (translated, with every broken rule)
    /// when the edit is refused; nothing changes then.
    bool apply(const ChangeSet &changes, QString *error = nullptr,
               const QString &action = QStringLiteral("edit"));
    /// Moves devices (one undo step). Consecutive moves of the same devices with `merge` set
    /// collapse into one undo step (keyboard nudges); each move is its own transaction.
    bool applyMove(const ChangeSet &changes, bool merge, QString *error = nullptr);
    /// Replaces the whole design (generate, import) as one undo step. Throws ry::Error.
    void replaceDesign(Design design, const QString &action, const QString &text);

    /// For replacements written off the GUI thread: after emitting aboutToReset(), writing
    /// document().replaceAll() elsewhere and emitting resetDone(), this pushes the undo step.
    void pushReplaced(Design before, Design after, const QString &action, const QString &text);

    /// Low level, for commands: commits with notifications and returns the inverse. Throws.
    ChangeSet commitNow(const ChangeSet &changes, const QString &action);
    /// Low level, for commands: replaces the design with notifications. Throws.
    void replaceNow(Design design, const QString &action, const QString &text);

Q_SIGNALS:
    void aboutToChange(const ry::ChangeSet &changes);
    /// After aboutToChange(); `ok` is false when the commit was refused (design unchanged).
    void changed(const ry::ChangeSet &changes, bool ok);
    void aboutToReset();
    void resetDone();
    /// An undo or redo step failed (e.g. the file became read-only); the design is unchanged.
    void commandFailed(const QString &message);

private:
    std::unique_ptr<Document> m_document;
    QUndoStack *m_undo = nullptr;
};

} // namespace ry
