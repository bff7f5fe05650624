#pragma once

#include "model/changeset.h"
#include "model/validator.h"
#include "store.h"

#include <functional>
#include <memory>

namespace ry::store {

/// Rows a core module keeps beside the design (verification marks, ...) that belong to one
/// design change: written in the change's own transaction, removed again by its undo and
/// written again by its redo (DesignSession keeps the step with the undo command).
class ModuleStep
{
public:
    virtual ~ModuleStep() = default;
    /// Writes the rows, inside the transaction of the change; `entry` is the change-log entry
    /// written with it (time, user). Called on the first apply and on every redo. Throws
    /// ry::Error; the whole change is then rolled back.
    virtual void redo(Store &store, const ChangeLogEntry &entry) = 0;
    /// Removes the rows that redo() wrote, inside the transaction of the undo. Throws ry::Error.
    virtual void undo(Store &store) = 0;
};

/// Adds to a design change set the removals it implies: removing a device removes its ports,
/// removing a port its cables, IP addresses and the front ports mapped to it (front ports
/// first), so that the inverse is exact. Removals already listed are kept once, at their first
/// place, so expandRemovals(d, expandRemovals(d, c)) equals expandRemovals(d, c) (the inverse
/// of an undo, which lists them all, commits as it is). Throws ry::Error when an object that
/// others still refer to (a rack with devices, a prefix with addresses, ...) is removed alone.
ChangeSet expandRemovals(const Design &design, const ChangeSet &changes);

/// An open Railyard document: the design in memory plus the store it lives in. In the GUI it is
/// owned by a DesignSession, which is the only thing that writes it then; the command line
/// writes it directly through the same commit()/replaceAll().
///
/// Every edit goes through commit(): the model invariants (Validator) are checked for the
/// objects it touches, then it is written in one transaction with one change-log entry, and the
/// inverse ChangeSet is returned for undo. If a check or the write fails, neither memory nor the
/// file changes.
class Document
{
public:
    /// Creates a new, empty document file. Throws ry::Error.
    static std::unique_ptr<Document> create(const QString &path);
    /// Opens (and, read-write, migrates) a document file and loads its design. With
    /// SqliteStore::Access::ReadOnly the file is never changed and every write throws.
    /// Throws ry::Error.
    static std::unique_ptr<Document>
    open(const QString &path, SqliteStore::Access access = SqliteStore::Access::ReadWrite);
    /// Wraps an already open store (e.g. a future PostgreSQL store).
    explicit Document(std::unique_ptr<Store> store);
    /// Writes `design` as the whole content of `store` (import or generate --replace) without
    /// reading the stored design first: only its change log and revision are read
    /// (Store::loadChangeLog()), so replacing a 100,000-GPU design costs no load of the old
    /// one. Validates and writes as replaceAll() does; `warnings` (if given) receives its
    /// warnings. Returns the document, holding `design`. Throws ry::Error as replaceAll() does;
    /// nothing is written then and no document is returned.
    static std::unique_ptr<Document> replaceStored(std::unique_ptr<Store> store, Design design,
                                                   const QString &action, const QString &summary,
                                                   Diagnostics *warnings = nullptr);

    const Design &design() const { return m_design; }
    Store &store() { return *m_store; }
    const Store &store() const { return *m_store; }

    /// Module rows written inside the transaction of a commit() or replaceAll(), after the
    /// design rows; `entry` is the change-log entry of that write. Throwing rolls it all back.
    using ModuleWrites = std::function<void(Store &store, const ChangeLogEntry &entry)>;

    /// Applies `changes` as one user action: one transaction with one change-log entry, the
    /// design revision incremented and `moduleWrites` (if any) run inside it. Adds with id 0
    /// get fresh ids. Removing a device or port also removes what hangs off it
    /// (expandRemovals()) inside the same step. Returns the inverse ChangeSet (committing it
    /// undoes this one). Throws ry::Error naming every broken rule, or saying that another
    /// program changed the file since it was read (Store::apply); the document is then unchanged.
    ChangeSet commit(const ChangeSet &changes, const QString &action = QStringLiteral("edit"),
                     const ModuleWrites &moduleWrites = {});

    /// Replaces the whole design (import, generate) after a full validation, in one
    /// transaction with `moduleWrites`. Throws ry::Error when it has errors, listing them, or
    /// when another program changed the file since it was read; nothing is written then.
    /// Returns the warnings.
    Diagnostics replaceAll(Design design, const QString &action, const QString &summary,
                           const ModuleWrites &moduleWrites = {});

    /// True when another program wrote the design since this document read or last wrote it
    /// (Store::changedElsewhere()): reopen the file to see its changes; writes are refused.
    bool changedElsewhere() const { return m_store->changedElsewhere(); }

    /// The user name recorded in the change log (defaults to $USER).
    void setUser(const QString &user) { m_user = user; }

private:
    struct ChangeLogOnly
    {
    };
    /// A document whose design holds only the store's change log: replaceStored() replaces it
    /// before the document is handed out.
    Document(std::unique_ptr<Store> store, ChangeLogOnly);
    ChangeLogEntry logEntry(const QString &action, const QString &summary) const;
    std::unique_ptr<Store> m_store;
    Design m_design;
    QString m_user;
};

/// Throws ry::Error whose message lists the error findings of `diagnostics` (at most `max`).
void throwIfErrors(const Diagnostics &diagnostics, const QString &context, std::size_t max = 20);

} // namespace ry::store
