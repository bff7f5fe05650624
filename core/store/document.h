#pragma once

#include "model/changeset.h"
#include "model/validator.h"
#include "store.h"

#include <memory>

namespace ry {

/// An open Railyard document: the design in memory plus the store it lives in.
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

    const Design &design() const { return m_design; }
    Store &store() { return *m_store; }

    /// Applies `changes` as one user action. Adds with id 0 get fresh ids. Removing a device
    /// or port also removes the cables and IP addresses attached to it (and a device's ports),
    /// inside the same step. Returns the inverse ChangeSet (committing it undoes this one).
    /// Throws ry::Error naming every broken rule; the document is then unchanged.
    ChangeSet commit(ChangeSet changes, const QString &action = QStringLiteral("edit"));

    /// Replaces the whole design (import, generate) after a full validation. Throws ry::Error
    /// when it has errors, listing them; nothing is written then. Returns the warnings.
    Diagnostics replaceAll(Design design, const QString &action, const QString &summary);

    /// The user name recorded in the change log (defaults to $USER).
    void setUser(const QString &user) { m_user = user; }

private:
    ChangeLogEntry logEntry(const QString &action, const QString &summary) const;
    std::unique_ptr<Store> m_store;
    Design m_design;
    QString m_user;
};

/// Throws ry::Error whose message lists the error findings of `diagnostics` (at most `max`).
void throwIfErrors(const Diagnostics &diagnostics, const QString &context, std::size_t max = 20);

} // namespace ry
