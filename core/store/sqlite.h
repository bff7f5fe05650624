#pragma once

// A thin RAII layer over the SQLite C API. The store uses the C API directly rather than QtSql:
// bulk writes through QtSql's per-row QVariant binding measured about 3x slower on these machines
// (docs/design-notes.md "Measured on these machines").

#include <QString>

#include <QByteArray>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace ry::store::sqlite {

class Statement;

/// An open database connection. Throws ry::Error (with the file name) on every failure.
class Database
{
public:
    enum class Mode
    {
        OpenExisting,
        CreateOrOpen,
        /// Reads only and leaves the file's bytes and folder as they were: where the file and
        /// its folder can be written, a read-write connection with `PRAGMA query_only` (so that
        /// SQLite removes the -wal/-shm it makes when the last connection closes, which a
        /// SQLITE_OPEN_READONLY connection does not); else SQLITE_OPEN_READONLY, with
        /// `immutable=1` when no -wal file exists (a read-only medium, where no -shm can be made;
        /// sqlite.org/wal.html#readonly).
        ReadOnly,
        /// A private in-memory database (`path` only names it in messages).
        Memory
    };
    /// `displayName` (default: `path`) is the file named in messages.
    Database(const QString &path, Mode mode, const QString &displayName = {});
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    /// Runs one or more statements that return no rows.
    void exec(std::string_view sql);
    Statement prepare(std::string_view sql);
    int userVersion();
    void setUserVersion(int v);
    std::int64_t lastInsertRowId() const;
    /// True while a transaction is open on this connection.
    bool inTransaction() const;
    /// `PRAGMA data_version`: a number that changes when another connection committed to the
    /// file since this connection last looked (sqlite.org/pragma.html#pragma_data_version).
    std::int64_t dataVersion();
    /// The file named in messages (the display name, when one was given).
    const QString &path() const { return m_path; }
    Mode mode() const { return m_mode; }
    sqlite3 *handle() const { return m_db; }

    /// Copies the whole database (every table, module tables too) into `dest` (sqlite3_backup).
    void copyInto(Database &dest);

    /// Throws ry::Error describing the last error of this connection, prefixed by `what`. A full
    /// disk (SQLITE_FULL or ENOSPC) says "no space left on the device"; a read-only file says so.
    [[noreturn]] void fail(const QString &what) const;
    /// The reason of the last error, as fail() words it.
    QString lastError() const;

private:
    sqlite3 *m_db = nullptr;
    QString m_path;
    Mode m_mode;
};

/// A prepared statement. Bind indexes are 1-based, column indexes 0-based (as in SQLite).
class Statement
{
public:
    Statement(Database &db, std::string_view sql);
    ~Statement();
    Statement(Statement &&other) noexcept;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    Statement &operator=(Statement &&) = delete;

    void bind(int index, std::int64_t v);
    void bind(int index, int v) { bind(index, std::int64_t(v)); }
    void bind(int index, double v);
    void bind(int index, bool v) { bind(index, std::int64_t(v ? 1 : 0)); }
    void bind(int index, const QString &v);
    void bindNull(int index);
    /// Binds `id`, or NULL when id is 0 (foreign keys that point at nothing).
    void bindId(int index, std::int64_t id);

    /// Steps once; returns true while a row is available, false when done.
    bool step();
    /// Steps a statement that returns no rows, then resets it for reuse.
    void run();
    void reset();

    std::int64_t int64(int col) const;
    int integer(int col) const { return int(int64(col)); }
    double real(int col) const;
    QString text(int col) const;
    bool isNull(int col) const;

private:
    Database *m_db;
    sqlite3_stmt *m_stmt = nullptr;
    /// The UTF-8 of the text bound to each parameter (index = parameter), reused by its next bind.
    std::vector<QByteArray> m_text;
};

/// BEGIN IMMEDIATE on construction; ROLLBACK on destruction unless commit() was called. Inside
/// an already open transaction it is a SAVEPOINT instead (released by commit(), rolled back to
/// on destruction), so module stores can write inside a design change's transaction.
class Transaction
{
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    Database &m_db;
    bool m_nested = false;
    bool m_done = false;
};

/// `name` as an SQL identifier: in double quotes, with each double quote in it doubled
/// (sqlite.org/lang_keywords.html).
std::string quotedIdentifier(std::string_view name);

} // namespace ry::store::sqlite
