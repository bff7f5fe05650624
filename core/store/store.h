#pragma once

#include "model/changeset.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

namespace ry::store {

namespace sqlite {
class Database;
}
class StagedFile;

/// Where a design is kept. All persistence goes through this interface: the SQLite file is the
/// first implementation; a shared PostgreSQL CMDB is the planned second (docs/design-notes.md
/// "Storage").
///
/// Every write is one transaction: it either lands whole or not at all.
///
/// Stale writers are refused: the store keeps a design revision (a counter every design write
/// increments in its own transaction). A store remembers the revision it read (load(), or
/// opening) or last wrote; a write first checks, inside its transaction, that the stored
/// revision is still that one, and throws ry::Error ("changed by another program since it was
/// read: reload and retry") when another program wrote meanwhile.
class Store
{
public:
    /// Run inside a write's transaction after the design rows (module rows of the same step).
    using InTransaction = std::function<void()>;

    virtual ~Store() = default;

    /// Reads the whole design and its revision. Throws ry::Error if the store cannot be read.
    virtual Design load() = 0;
    /// Reads what a whole-design replacement keeps of the stored design: its change log, and
    /// the revision (as load() does), but none of the design rows. Throws ry::Error if the
    /// store cannot be read.
    virtual Table<ChangeLogEntry> loadChangeLog() = 0;
    /// The number of devices stored (a design is "present" when it is not zero). Throws
    /// ry::Error if the store cannot be read.
    virtual std::size_t deviceCount() const = 0;
    /// Replaces the whole content with `design` (ids kept) in one transaction, then runs
    /// `also` inside it, before COMMIT (Document::replaceAll awaits its validation there; an
    /// exception from `also` rolls everything back). Throws ry::Error (nothing written) on
    /// failure or a stale revision.
    virtual void replaceAll(const Design &design, const ChangeLogEntry &log,
                            const InTransaction &also = {}) = 0;
    /// Writes the changes (ids already assigned) and the log entry in one transaction, then
    /// runs `also` inside it. The changes must already have passed the model invariants
    /// (Document::commit does that). Throws ry::Error (nothing written) on failure or a stale
    /// revision.
    virtual void apply(const ChangeSet &changes, const ChangeLogEntry &log,
                       const InTransaction &also = {}) = 0;
    /// The design revision this store's copy is based on (read or last written).
    virtual std::int64_t revision() const = 0;
    /// True when the stored revision is no longer revision(): another program wrote the design.
    /// Cheap when nothing changed. Throws ry::Error if the store cannot be read.
    virtual bool changedElsewhere() const = 0;
};

/// The message of a refused stale write (translated, core's Tr context).
QString staleWriteMessage();

/// The SQLite document store: foreign keys on, WAL journal, schema version in
/// `PRAGMA user_version`, forward migrations applied on open (schema.cpp).
class SqliteStore final : public Store
{
public:
    /// Creates a new, empty document at `path`. Throws ry::Error if it exists or cannot be made.
    static std::unique_ptr<SqliteStore> create(const QString &path);
    /// Creates a new, empty document at `staged`'s temporary name; messages name its final one.
    static std::unique_ptr<SqliteStore> create(StagedFile &staged);
    /// How open() may touch the file.
    enum class Access
    {
        /// Reads and writes; an older schema is migrated forward on opening (one transaction).
        ReadWrite,
        /// Never changes the file, its bytes or its folder (no migration, no -wal/-shm left
        /// behind; works on a read-only file system): for info, validate, export. A file of an
        /// older schema is read through an in-memory copy migrated there. Every write throws.
        ReadOnly
    };
    /// Opens an existing document. Throws ry::Error if the file is missing, not a Railyard
    /// database, of a newer version, or of a schema version no Railyard wrote (negative, or 0
    /// with tables present).
    static std::unique_ptr<SqliteStore> open(const QString &path,
                                             Access access = Access::ReadWrite);
    /// The schema version of the document at `path` (PRAGMA user_version), read without
    /// changing the file, so that a front end can ask before an open that would migrate it
    /// (currentSchemaVersion() is the version this build writes). Throws ry::Error as open()
    /// does for a file that is missing, not a Railyard design, or of a version no Railyard wrote.
    static int schemaVersionOf(const QString &path);
    /// The schema version this build writes (store/schema.cpp).
    static int currentSchemaVersion();
    ~SqliteStore() override;

    Design load() override;
    Table<ChangeLogEntry> loadChangeLog() override;
    std::size_t deviceCount() const override;
    void replaceAll(const Design &design, const ChangeLogEntry &log,
                    const InTransaction &also = {}) override;
    void apply(const ChangeSet &changes, const ChangeLogEntry &log,
               const InTransaction &also = {}) override;
    std::int64_t revision() const override;
    bool changedElsewhere() const override;

    /// The version the file had when opened (before migrations).
    int openedSchemaVersion() const { return m_openedVersion; }
    /// True when opened with Access::ReadOnly.
    bool isReadOnly() const;
    QString path() const;

    /// The tables of a core module that keeps data beside the design (benchmark results,
    /// fabric observations): its own forward migrations, versioned in the `module_schema`
    /// table independently of the design schema, so modules evolve without renumbering each
    /// other. Never edit a shipped migration; append one.
    struct ModuleSchema
    {
        const char *name;                         ///< unique, e.g. "results"
        std::vector<std::string_view> migrations; ///< migration i: version i -> i + 1
    };
    /// Creates or migrates `schema`'s tables (one transaction). Idempotent; cheap when current.
    /// Throws ry::Error if the file holds a newer version of the module than this build.
    void ensureModuleSchema(const ModuleSchema &schema);
    /// The connection, for module stores built on ensureModuleSchema().
    sqlite::Database &database();

    /// Progress of replaceAll: `hook(rowsWritten, rowsTotal)` is called every `every` rows,
    /// inside the transaction. Returning false cancels: the transaction is rolled back, the file
    /// keeps its last committed content and replaceAll throws ry::Error.
    using ProgressHook = std::function<bool(std::size_t rowsWritten, std::size_t rowsTotal)>;
    void setProgressHook(ProgressHook hook, std::size_t every = 10000);

private:
    struct Private;
    explicit SqliteStore(std::unique_ptr<Private> d);
    std::unique_ptr<Private> d;
    int m_openedVersion = 0;
};

/// A new file made under a temporary name beside `path` (".NAME.partial-PID-XXXXXX") and given
/// its name only by commit(), so that a failed, cancelled or killed run (generate, import into a
/// new file) never leaves a half-made or empty file under `path`. The destructor removes the
/// temporary file (with its -wal/-shm) unless committed; after SIGKILL the hidden partial file
/// stays, and the next StagedFile for the same `path` removes it once its process is gone.
class StagedFile
{
public:
    /// Throws ry::Error if `path` exists or no temporary file can be made beside it.
    explicit StagedFile(const QString &path);
    ~StagedFile();
    StagedFile(const StagedFile &) = delete;
    StagedFile &operator=(const StagedFile &) = delete;

    /// Where to create the database (SqliteStore::create / Document::create).
    const QString &tempPath() const { return m_temp; }
    /// The final name.
    const QString &path() const { return m_path; }
    /// Gives the finished file its name, never replacing a file made there meanwhile. The store
    /// on tempPath() must be closed first (its WAL checkpointed into the file). Throws ry::Error.
    void commit();

private:
    QString m_path, m_temp;
    bool m_done = false;
};

} // namespace ry::store
