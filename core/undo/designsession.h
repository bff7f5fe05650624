#pragma once

#include "model/changeset.h"
#include "store/document.h"

#include <QObject>
#include <QString>

#include <memory>

class QUndoStack;
class QFileSystemWatcher;
class QTimer;

namespace ry::store {
class SqliteStore;
}
namespace ry::undo {

/// The open document as the GUI sees it: the Document, its QUndoStack and the notifications
/// that item models and views listen to. It is the only way to change a design once it is open
/// (KiCad's COMMIT push): one session step = one QUndoCommand = one Document::commit (or
/// replaceAll) = one SQLite transaction with one change-log entry, the design revision
/// incremented and the step's module rows (ModuleStep: verification marks, ...) written in it.
/// Undo and redo are steps of the same kind, each one transaction.
///
/// Signals come in pairs around every write, so that models can call beginResetModel() before
/// the design changes and endResetModel() after it (also when the write was refused):
/// aboutToChange()/changed() for a ChangeSet, aboutToReset()/resetDone() for a whole new design.
class DesignSession : public QObject
{
    Q_OBJECT

public:
    explicit DesignSession(std::unique_ptr<store::Document> document, QObject *parent = nullptr);
    ~DesignSession() override;

    /// The document, read-only: writes go through the steps below.
    const store::Document &document() const { return *m_document; }
    const Design &design() const;
    QUndoStack *undoStack() const { return m_undo; }
    /// The SQLite store of the document, for the module tables beside the design (benchmark
    /// results, verification runs) that are not part of a design step; nullptr when the
    /// document is not an SQLite file. Design tables are never written through it.
    store::SqliteStore *moduleStore() const;

    /// Commits `changes` (with `module`'s rows in the same transaction) and, when that works,
    /// pushes one undo step for it (text = `undoText`, or the change set's description).
    /// Throws ry::Error (translated, with every broken rule) when the step is refused; nothing
    /// changes then.
    void step(const ChangeSet &changes, const QString &action = QStringLiteral("edit"),
              std::shared_ptr<store::ModuleStep> module = {}, const QString &undoText = {});
    /// step() that returns false and sets *error instead of throwing.
    bool apply(const ChangeSet &changes, QString *error = nullptr,
               const QString &action = QStringLiteral("edit"),
               std::shared_ptr<store::ModuleStep> module = {});
    /// Moves devices (one undo step). Consecutive moves of the same devices with `merge` set
    /// collapse into one undo step (keyboard nudges); each move is its own transaction.
    bool applyMove(const ChangeSet &changes, bool merge, QString *error = nullptr);
    /// Replaces the whole design (generate, import) as one undo step. Throws ry::Error.
    /// Returns the new design's validation findings (errors throw; so warnings and infos).
    Diagnostics replaceDesign(Design design, const QString &action, const QString &text);

    /// A whole-design replacement whose write runs off the GUI thread (a big generated
    /// fabric): prepareReplace() on the GUI thread emits aboutToReset(); run() writes it on any
    /// thread (the design must not be read meanwhile); finishReplace() on the GUI thread emits
    /// resetDone() and, when the write worked, pushes the undo step.
    class Replacement
    {
    public:
        /// Writes the design in one transaction; keeps the error instead of throwing.
        void run();
        /// Empty when run() worked; the translated error otherwise.
        const QString &error() const { return m_error; }

    private:
        friend class DesignSession;
        store::Document *m_document = nullptr;
        Design m_before, m_after;
        QString m_action, m_text, m_error;
        bool m_ran = false;
    };
    std::shared_ptr<Replacement> prepareReplace(Design design, const QString &action,
                                                const QString &text);
    /// Returns false (and sets *error) when the write failed or never ran; nothing changed then.
    bool finishReplace(const std::shared_ptr<Replacement> &replacement, QString *error = nullptr);

    /// Watches the file (the database and its write-ahead log) and emits changedElsewhere()
    /// when another program wrote the design; does nothing for a document that is not a file.
    void watchFile();
    /// True when another program wrote the design since this session read or wrote it; its
    /// writes are refused then (reopen the file).
    bool isStale() const;

Q_SIGNALS:
    void aboutToChange(const ry::ChangeSet &changes);
    /// After aboutToChange(); `ok` is false when the commit was refused (design unchanged).
    void changed(const ry::ChangeSet &changes, bool ok);
    void aboutToReset();
    void resetDone();
    /// An undo or redo step failed (e.g. the file became read-only); the design is unchanged.
    void commandFailed(const QString &message);
    /// Another program wrote the design (watchFile()); emitted once per change noticed.
    void changedElsewhere();

private:
    friend class ChangeSetCommand;
    friend class ReplaceDesignCommand;
    /// For commands: commits with notifications (and the module callback) and returns the
    /// inverse. Throws.
    ChangeSet commitNow(const ChangeSet &changes, const QString &action,
                        const store::Document::ModuleWrites &moduleWrites = {});
    /// For commands: replaces the design with notifications. Throws.
    Diagnostics replaceNow(Design design, const QString &action, const QString &text);
    void checkFile();

    std::unique_ptr<store::Document> m_document;
    QUndoStack *m_undo = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_watchDelay = nullptr;
    bool m_reportedStale = false;
};

} // namespace ry::undo
