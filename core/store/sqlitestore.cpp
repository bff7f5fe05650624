#include "store.h"

#include "model/drivebays.h"
#include "records.h"
#include "schema.h"
#include "sqlite.h"
#include "util/error.h"
#include "util/fileerror.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <utility>

#include <sqlite3.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace ry::store {

using store::Record;

struct SqliteStore::Private
{
    explicit Private(const QString &path, sqlite::Database::Mode mode,
                     const QString &displayName = {})
        : conn(std::make_unique<sqlite::Database>(path, mode, displayName))
    {
    }
    /// The connection: to the file, or (read-only opens of an older schema) to an in-memory
    /// copy migrated there.
    std::unique_ptr<sqlite::Database> conn;
    sqlite::Database &db() { return *conn; }
    bool readOnly = false;
    /// Made by create(StagedFile &) and not written yet (see replaceAll()).
    bool freshStaged = false;
    /// Moves a read-only open onto an in-memory copy of the file, where migrations may run.
    void switchToMemory()
    {
        auto mem = std::make_unique<sqlite::Database>(conn->path(), sqlite::Database::Mode::Memory);
        conn->copyInto(*mem);
        conn = std::move(mem);
    }
    void refuseWrite() const
    {
        if (readOnly)
            throw Error(Tr::tr("The file was opened read-only; nothing was written."),
                        SourceLocation{conn->path()});
    }
    ProgressHook progress;
    std::size_t progressEvery = 10000;
    std::int64_t revision = 0;     ///< the design revision our copy is based on
    std::int64_t dataVersion = -1; ///< PRAGMA data_version when `revision` was last confirmed
    /// Runs `fill(db)` in one read transaction (a consistent snapshot even while another
    /// process writes) and records the revision and data version that snapshot had.
    template<typename Fill>
    void readSnapshot(Fill fill);
};

namespace {

void configure(sqlite::Database &db)
{
    // WAL: readers never block the writer, and a crash mid-write leaves the last committed
    // state (the WAL is replayed or discarded on the next open). NORMAL synchronous is
    // durable against application crashes in WAL mode (sqlite.org/pragma.html#pragma_synchronous).
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;");
}

void migrate(sqlite::Database &db, int from)
{
    const auto &steps = store::migrations();
    if (from < 0)
        throw Error(Tr::tr("The file has schema version %1, which no Railyard writes (the file "
                           "was damaged or changed by another program); it was left unchanged.")
                        .arg(from),
                    SourceLocation{db.path()});
    if (from > int(steps.size()))
        throw Error(Tr::tr("The file was written by a newer Railyard (schema version %1; this "
                           "version reads up to %2); it was left unchanged.")
                        .arg(from)
                        .arg(steps.size()),
                    SourceLocation{db.path()});
    if (from == int(steps.size()))
        return;
    // Foreign keys cannot be switched inside a transaction; migrations do not need them off.
    sqlite::Transaction tx(db);
    for (std::size_t i = std::size_t(from); i < steps.size(); ++i)
        db.exec(steps[i]);
    db.setUserVersion(int(steps.size()));
    tx.commit();
}

/// The design revision in the file (0 for a file whose schema has no revision yet).
std::int64_t storedRevision(sqlite::Database &db)
{
    {
        auto has = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'design_revision'");
        if (!has.step())
            return 0;
    }
    auto st = db.prepare("SELECT revision FROM design_revision WHERE id = 1");
    return st.step() ? st.int64(0) : 0;
}

/// Inside a write transaction: refuses the write when another program changed the design since
/// `based` was read, else increments the stored revision. Returns the new revision.
std::int64_t checkAndBumpRevision(sqlite::Database &db, std::int64_t based)
{
    const std::int64_t stored = storedRevision(db);
    if (stored != based)
        throw Error(staleWriteMessage(), SourceLocation{db.path()});
    auto up = db.prepare("INSERT OR REPLACE INTO design_revision(id, revision) VALUES(1, ?)");
    up.bind(1, stored + 1);
    up.run();
    return stored + 1;
}

/// A trigger as SQLite stored it: its name and its CREATE TRIGGER statement (sqlite_master).
struct StoredTrigger
{
    std::string name;
    std::string sql;
};

/// The triggers on `table`, from the file's own schema.
std::vector<StoredTrigger> triggersOn(sqlite::Database &db, const char *table)
{
    std::vector<StoredTrigger> triggers;
    auto st = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND "
                         "tbl_name = ? ORDER BY name");
    st.bind(1, QString::fromLatin1(table));
    while (st.step())
        triggers.push_back({st.text(0).toStdString(), st.text(1).toStdString()});
    return triggers;
}

/// The indexes on `table` made by CREATE INDEX (name and statement, from sqlite_master); not
/// the ones SQLite makes for a UNIQUE or PRIMARY KEY constraint, which have no statement.
std::vector<StoredTrigger> createdIndexesOn(sqlite::Database &db, const char *table)
{
    std::vector<StoredTrigger> indexes;
    auto st = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND "
                         "tbl_name = ? AND sql IS NOT NULL ORDER BY name");
    st.bind(1, QString::fromLatin1(table));
    while (st.step())
        indexes.push_back({st.text(0).toStdString(), st.text(1).toStdString()});
    return indexes;
}

template<typename T>
void loadTable(sqlite::Database &db, Table<T> &table)
{
    auto st = db.prepare(store::selectSql<T>());
    while (st.step()) {
        T x;
        x.id = st.int64(0);
        Record<T>::read(st, x, 1);
        table.add(std::move(x));
    }
}

void loadPortTemplates(sqlite::Database &db, Design &design)
{
    auto st = db.prepare("SELECT device_type_id, name, kind, type, speed_gbps, mgmt_only, "
                         "positions, rear_port, rear_position, maximum_draw_w, allocated_draw_w, "
                         "description, power_port, feed_leg, spare, rdma_device FROM port_template "
                         "ORDER BY device_type_id, seq");
    while (st.step()) {
        DeviceType *type = design.deviceTypes.find(st.int64(0));
        if (!type)
            continue;
        PortTemplate t;
        t.name = st.text(1);
        t.kind = portKindFromString(st.text(2)).value_or(PortKind::Interface);
        t.type = st.text(3);
        t.speedGbps = st.real(4);
        t.mgmtOnly = st.int64(5) != 0;
        t.positions = st.integer(6);
        t.rearPort = st.text(7);
        t.rearPosition = st.integer(8);
        t.maximumDrawW = st.real(9);
        t.allocatedDrawW = st.real(10);
        t.description = st.text(11);
        t.powerPort = st.text(12);
        t.feedLeg = st.text(13);
        t.spare = st.int64(14) != 0;
        t.rdmaDevice = st.text(15);
        type->ports.push_back(std::move(t));
    }
}

/// Drive bays of every device type; then the `nvme-bays` lists older documents kept in a
/// type's extra_yaml become drive bays (model/drivebays.h), written as such at the next save.
void loadDriveBays(sqlite::Database &db, Design &design)
{
    auto st = db.prepare("SELECT device_type_id, name, pci_address, description "
                         "FROM drive_bay_template ORDER BY device_type_id, seq");
    while (st.step()) {
        DeviceType *type = design.deviceTypes.find(st.int64(0));
        if (!type)
            continue;
        type->driveBays.push_back({st.text(1), st.text(2), st.text(3)});
    }
    for (DeviceType &t : design.deviceTypes)
        adoptLegacyNvmeBays(t);
}

class Writer
{
public:
    explicit Writer(sqlite::Database &db) : m_db(db) {}

    template<typename T>
    void insert(const T &x)
    {
        auto &st = statement<T>(0, [] { return store::insertSql<T>(); });
        st.bind(1, x.id);
        Record<T>::bind(st, x, 2);
        st.run();
        if constexpr (std::is_same_v<T, DeviceType>)
            writeTemplates(x);
    }
    /// Inserts every row of `table`, calling tick() after each: kRowsPerInsert rows per
    /// statement, so that a statement's start and end (cursors on the table and on each of its
    /// indexes opened and closed) are paid once per batch instead of once per row (a third of
    /// SQLite's time writing the ports of the 100,000-GPU design, bench_replace).
    template<typename T, typename Tick>
    void insertAll(const Table<T> &table, Tick tick)
    {
        const auto &items = table.items();
        std::size_t i = 0;
        if constexpr (!std::is_same_v<T, DeviceType>) { // device types write templates too
            constexpr int kRowsPerInsert = 32;
            const int width = int(Record<T>::columns.size()) + 1;
            auto &batch = statement<T>(3, [] { return store::insertSql<T>(kRowsPerInsert); });
            for (; i + kRowsPerInsert <= items.size(); i += kRowsPerInsert) {
                for (int r = 0; r < kRowsPerInsert; ++r) {
                    const T &x = items[i + std::size_t(r)];
                    batch.bind(r * width + 1, x.id);
                    Record<T>::bind(batch, x, r * width + 2);
                    tick();
                }
                batch.run();
            }
        }
        for (; i < items.size(); ++i) {
            insert(items[i]);
            tick();
        }
    }
    template<typename T>
    void update(const T &x)
    {
        auto &st = statement<T>(1, [] { return store::updateSql<T>(); });
        Record<T>::bind(st, x, 1);
        st.bind(int(Record<T>::columns.size()) + 1, x.id);
        st.run();
        if constexpr (std::is_same_v<T, DeviceType>) {
            for (const char *sql : {"DELETE FROM port_template WHERE device_type_id = ?",
                                    "DELETE FROM drive_bay_template WHERE device_type_id = ?"}) {
                auto del = m_db.prepare(sql);
                del.bind(1, x.id);
                del.run();
            }
            writeTemplates(x);
        }
    }
    template<typename T>
    void remove(const T &x)
    {
        auto &st = statement<T>(
            2, [] { return std::string("DELETE FROM ") + Record<T>::table + " WHERE id = ?"; });
        st.bind(1, x.id);
        st.run();
    }
    void log(const ChangeLogEntry &e)
    {
        auto st = m_db.prepare("INSERT INTO change_log(time, user, action, summary) "
                               "VALUES(?, ?, ?, ?)");
        Record<ChangeLogEntry>::bind(st, e, 1);
        st.run();
    }

private:
    template<typename T, typename MakeSql>
    sqlite::Statement &statement(int slot, MakeSql makeSql)
    {
        const std::string key = std::string(Record<T>::table) + char('0' + slot);
        auto it = m_statements.find(key);
        if (it == m_statements.end())
            it = m_statements.emplace(key, m_db.prepare(makeSql())).first;
        return it->second;
    }
    // A device type's child rows: port templates and drive bays.
    void writeTemplates(const DeviceType &x)
    {
        writePortTemplates(x);
        if (x.driveBays.empty())
            return;
        auto &st = m_bayInsert ? *m_bayInsert
                               : m_bayInsert.emplace(m_db.prepare(
                                     "INSERT INTO drive_bay_template(device_type_id, seq, name, "
                                     "pci_address, description) VALUES(?,?,?,?,?)"));
        int seq = 0;
        for (const DriveBayTemplate &b : x.driveBays) {
            st.bind(1, x.id);
            st.bind(2, seq++);
            st.bind(3, b.name);
            st.bind(4, b.pciAddress);
            st.bind(5, b.description);
            st.run();
        }
    }
    void writePortTemplates(const DeviceType &x)
    {
        auto &st =
            m_templateInsert
                ? *m_templateInsert
                : m_templateInsert.emplace(m_db.prepare(
                      "INSERT INTO port_template(device_type_id, seq, name, kind, type, "
                      "speed_gbps, mgmt_only, positions, rear_port, rear_position, "
                      "maximum_draw_w, allocated_draw_w, description, power_port, "
                      "feed_leg, spare, rdma_device) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
        int seq = 0;
        for (const PortTemplate &t : x.ports) {
            int i = 1;
            st.bind(i++, x.id);
            st.bind(i++, seq++);
            st.bind(i++, t.name);
            st.bind(i++, toString(t.kind));
            st.bind(i++, t.type);
            st.bind(i++, t.speedGbps);
            st.bind(i++, t.mgmtOnly);
            st.bind(i++, t.positions);
            st.bind(i++, t.rearPort);
            st.bind(i++, t.rearPosition);
            st.bind(i++, t.maximumDrawW);
            st.bind(i++, t.allocatedDrawW);
            st.bind(i++, t.description);
            st.bind(i++, t.powerPort);
            st.bind(i++, t.feedLeg);
            st.bind(i++, t.spare);
            st.bind(i++, t.rdmaDevice);
            st.run();
        }
    }

    sqlite::Database &m_db;
    std::map<std::string, sqlite::Statement> m_statements;
    std::optional<sqlite::Statement> m_templateInsert;
    std::optional<sqlite::Statement> m_bayInsert;
};

void writeMeta(sqlite::Database &db, const Design &design)
{
    auto st = db.prepare("INSERT OR REPLACE INTO design_meta(key, value) VALUES(?, ?)");
    const std::pair<const char *, QString> meta[] = {{"name", design.name},
                                                     {"description", design.description},
                                                     {"fabric_spec", design.fabricSpecYaml}};
    for (const auto &[k, v] : meta) {
        st.bind(1, QString::fromLatin1(k));
        st.bind(2, v);
        st.run();
    }
}

} // namespace

QString staleWriteMessage()
{
    return Tr::tr("The design was changed by another program since it was read: reload and "
                  "retry.");
}

SqliteStore::SqliteStore(std::unique_ptr<Private> p) : d(std::move(p))
{
    d->revision = storedRevision(d->db());
    d->dataVersion = d->db().dataVersion();
}

std::int64_t SqliteStore::revision() const
{
    return d->revision;
}

bool SqliteStore::changedElsewhere() const
{
    // data_version changes only when another connection committed (cheap, no table read).
    const std::int64_t now = d->db().dataVersion();
    if (now == d->dataVersion)
        return false;
    if (storedRevision(d->db()) != d->revision)
        return true;
    d->dataVersion = now; // another connection wrote module rows only: nothing to reload
    return false;
}

SqliteStore::~SqliteStore() = default;

std::unique_ptr<SqliteStore> SqliteStore::create(const QString &path)
{
    if (QFileInfo::exists(path))
        throw Error(Tr::tr("The file already exists; choose another name or open it."),
                    SourceLocation{path});
    auto p = std::make_unique<Private>(path, sqlite::Database::Mode::CreateOrOpen);
    configure(p->db());
    migrate(p->db(), 0);
    std::unique_ptr<SqliteStore> s(new SqliteStore(std::move(p)));
    s->m_openedVersion = store::currentSchemaVersion();
    return s;
}

std::unique_ptr<SqliteStore> SqliteStore::create(StagedFile &staged)
{
    auto p = std::make_unique<Private>(staged.tempPath(), sqlite::Database::Mode::CreateOrOpen,
                                       staged.path());
    configure(p->db());
    migrate(p->db(), 0);
    p->freshStaged = true;
    std::unique_ptr<SqliteStore> s(new SqliteStore(std::move(p)));
    s->m_openedVersion = store::currentSchemaVersion();
    return s;
}

namespace {

// The schema version of an open file, refusing what no Railyard wrote: not an SQLite database,
// no design tables, version 0 with tables, a negative version or one newer than this build.
int checkedVersion(sqlite::Database &db, const QString &path)
{
    int version = 0;
    try {
        version = db.userVersion();
        auto st = db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'design_meta'");
        st.step();
        if (st.int64(0) == 0)
            throw Error(Tr::tr("The file is an SQLite database but not a Railyard design."),
                        SourceLocation{path});
    } catch (const Error &e) {
        if (e.message().contains(QLatin1String("file is not a database")))
            throw Error(Tr::tr("The file is not a Railyard design (not an SQLite database)."),
                        SourceLocation{path});
        throw;
    }
    if (version == 0)
        throw Error(Tr::tr("The file holds Railyard tables but no schema version (0), which no "
                           "Railyard writes; it was left unchanged."),
                    SourceLocation{path});
    if (version < 0 || version > store::currentSchemaVersion())
        migrate(db, version); // throws (refused) before anything can touch the file
    return version;
}

} // namespace

std::unique_ptr<SqliteStore> SqliteStore::open(const QString &path, Access access)
{
    const bool readOnly = access == Access::ReadOnly;
    auto p = std::make_unique<Private>(path, readOnly ? sqlite::Database::Mode::ReadOnly
                                                      : sqlite::Database::Mode::OpenExisting);
    const int version = checkedVersion(p->db(), path);
    if (readOnly) {
        p->readOnly = true;
        if (version < store::currentSchemaVersion()) {
            // Never rewrite the file for reading it: migrate a copy in memory.
            p->switchToMemory();
            migrate(p->db(), version);
        }
    } else {
        configure(p->db());
        migrate(p->db(), version);
    }
    std::unique_ptr<SqliteStore> s(new SqliteStore(std::move(p)));
    s->m_openedVersion = version;
    return s;
}

int SqliteStore::schemaVersionOf(const QString &path)
{
    sqlite::Database db(path, sqlite::Database::Mode::ReadOnly);
    return checkedVersion(db, path);
}

int SqliteStore::currentSchemaVersion()
{
    return store::currentSchemaVersion();
}

bool SqliteStore::isReadOnly() const
{
    return d->readOnly;
}

QString SqliteStore::path() const
{
    return d->db().path();
}

sqlite::Database &SqliteStore::database()
{
    return d->db();
}

void SqliteStore::ensureModuleSchema(const ModuleSchema &schema)
{
    const QString name = QString::fromLatin1(schema.name);
    const int target = int(schema.migrations.size());
    if (d->readOnly) {
        // Read without a write transaction; module tables that are missing or older are made
        // in an in-memory copy, so that readers see them (empty) and the file stays as it was.
        int version = 0;
        {
            auto &db = d->db();
            auto has =
                db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'module_schema'");
            has.step();
            if (has.int64(0) > 0) {
                auto st = db.prepare("SELECT version FROM module_schema WHERE module = ?");
                st.bind(1, name);
                if (st.step())
                    version = st.integer(0);
            }
        }
        if (version == target)
            return;
        if (version < target && d->conn->mode() != sqlite::Database::Mode::Memory)
            d->switchToMemory();
    }
    auto &db = d->db();
    sqlite::Transaction tx(db);
    db.exec("CREATE TABLE IF NOT EXISTS module_schema(module TEXT PRIMARY KEY, "
            "version INTEGER NOT NULL)");
    int version = 0;
    {
        auto st = db.prepare("SELECT version FROM module_schema WHERE module = ?");
        st.bind(1, name);
        if (st.step())
            version = st.integer(0);
    }
    if (version > target)
        throw Error(Tr::tr("The file holds %1 data from a newer Railyard (version %2; this "
                           "version reads up to %3).")
                        .arg(name)
                        .arg(version)
                        .arg(target),
                    SourceLocation{db.path()});
    if (version == target)
        return; // the transaction rolls back; nothing was changed
    for (int i = version; i < target; ++i)
        db.exec(schema.migrations[std::size_t(i)]);
    auto up = db.prepare("INSERT OR REPLACE INTO module_schema(module, version) VALUES(?, ?)");
    up.bind(1, name);
    up.bind(2, target);
    up.run();
    tx.commit();
}

void SqliteStore::setProgressHook(ProgressHook hook, std::size_t every)
{
    d->progress = std::move(hook);
    d->progressEvery = std::max<std::size_t>(1, every);
}

template<typename Fill>
void SqliteStore::Private::readSnapshot(Fill fill)
{
    auto &d = db();
    d.exec("BEGIN");
    try {
        fill(d);
        revision = storedRevision(d);
    } catch (...) {
        d.exec("ROLLBACK");
        throw;
    }
    d.exec("COMMIT");
    dataVersion = d.dataVersion();
}

Design SqliteStore::load()
{
    Design design;
    d->readSnapshot([&](sqlite::Database &db) {
        auto meta = db.prepare("SELECT key, value FROM design_meta");
        while (meta.step()) {
            const QString k = meta.text(0);
            if (k == QLatin1String("name"))
                design.name = meta.text(1);
            else if (k == QLatin1String("description"))
                design.description = meta.text(1);
            else if (k == QLatin1String("fabric_spec"))
                design.fabricSpecYaml = meta.text(1);
        }
        loadTable(db, design.sites);
        loadTable(db, design.rooms);
        loadTable(db, design.rows);
        loadTable(db, design.racks);
        loadTable(db, design.deviceTypes);
        loadPortTemplates(db, design);
        loadDriveBays(db, design);
        loadTable(db, design.supernodes);
        loadTable(db, design.planes);
        loadTable(db, design.rails);
        loadTable(db, design.devices);
        loadTable(db, design.ports);
        loadTable(db, design.breakouts);
        loadTable(db, design.cables);
        loadTable(db, design.prefixes);
        loadTable(db, design.ipAddresses);
        loadTable(db, design.changeLog);
    });
    return design;
}

Table<ChangeLogEntry> SqliteStore::loadChangeLog()
{
    Table<ChangeLogEntry> log;
    d->readSnapshot([&](sqlite::Database &db) { loadTable(db, log); });
    return log;
}

std::size_t SqliteStore::deviceCount() const
{
    auto count = d->db().prepare("SELECT count(*) FROM device");
    return count.step() ? std::size_t(count.int64(0)) : 0;
}

void SqliteStore::replaceAll(const Design &design, const ChangeLogEntry &log,
                             const InTransaction &also)
{
    d->refuseWrite();
    auto &db = d->db();
    // A file being made (a StagedFile: no other program has it, and it takes its name only
    // once written) takes its first whole-design write in rollback-journal mode: the rows go
    // into the file once, instead of into the WAL and then again into the file at the
    // checkpoint (a fifth of the time of saving a 100,000-NPU design, bench_fabric); the journal
    // holds only the few pages the new file had. It is a WAL file again afterwards.
    struct BackToWal
    {
        sqlite::Database &db;
        bool on;
        ~BackToWal()
        {
            if (on)
                sqlite3_exec(db.handle(), "PRAGMA journal_mode = WAL", nullptr, nullptr, nullptr);
        }
    } backToWal{db, std::exchange(d->freshStaged, false)};
    if (backToWal.on)
        db.exec("PRAGMA journal_mode = DELETE");
    // Every design table is emptied and refilled. With foreign keys off (switched outside the
    // transaction, where the pragma takes effect) SQLite drops each table's pages at once (the
    // truncate optimization, sqlite.org/lang_delete.html#truncateopt) instead of deleting row
    // by row with a child-key lookup per row; the references of the whole file are then checked
    // with PRAGMA foreign_key_check before COMMIT, so a broken one still refuses the write.
    struct ForeignKeysOff
    {
        sqlite::Database &db;
        explicit ForeignKeysOff(sqlite::Database &d) : db(d)
        {
            db.exec("PRAGMA foreign_keys = OFF");
        }
        ~ForeignKeysOff()
        {
            sqlite3_exec(db.handle(), "PRAGMA foreign_keys = ON", nullptr, nullptr, nullptr);
        }
    } fkOff(db);
    sqlite::Transaction tx(db);
    const std::int64_t revision = checkAndBumpRevision(db, d->revision);
    // References between rows of one table (front port -> rear port) and edits that add a
    // device after its ports are checked at COMMIT, not per statement.
    db.exec("PRAGMA defer_foreign_keys = ON");
    db.exec("DELETE FROM ip_address; DELETE FROM prefix; DELETE FROM cable; DELETE FROM breakout; "
            "DELETE FROM port; "
            "DELETE FROM device; DELETE FROM rail; DELETE FROM plane; DELETE FROM supernode; "
            "DELETE FROM port_template; DELETE FROM drive_bay_template; DELETE FROM device_type; "
            "DELETE FROM rack; "
            "DELETE FROM rack_row; DELETE FROM room; DELETE FROM site; DELETE FROM design_meta;");
    // The cable_end triggers check each inserted cable against the other end's index, with a
    // statement journal and a trigger program per row: half the time of writing the 300,448
    // cables of the 100,000-GPU design (bench_replace). A whole-design write drops them, checks
    // the same rule once over the whole table when the rows are in, and makes them again from
    // the statements SQLite stored, all inside this transaction.
    const std::vector<StoredTrigger> cableTriggers = triggersOn(db, "cable");
    for (const StoredTrigger &t : cableTriggers)
        db.exec("DROP TRIGGER " + sqlite::quotedIdentifier(t.name));
    // The same for the indexes of the big tables: inserting 3.5 million ports and 1.7 million
    // cables (a 100,000-NPU CloudMatrix-style design, bench_fabric) updates each of their
    // indexes row by row, some at random places (cable_b_port); CREATE INDEX over the filled
    // table sorts once. Indexes SQLite makes for UNIQUE constraints stay (they have no
    // statement to remake them from); a UNIQUE index made again over duplicate rows fails the
    // write as the row would have.
    std::vector<StoredTrigger> bulkIndexes;
    for (const char *table : {"device", "port", "cable"})
        for (StoredTrigger &i : createdIndexesOn(db, table)) {
            db.exec("DROP INDEX " + sqlite::quotedIdentifier(i.name));
            bulkIndexes.push_back(std::move(i));
        }
    writeMeta(db, design);
    Writer w(db);
    const std::size_t total =
        design.sites.size() + design.rooms.size() + design.rows.size() + design.racks.size() +
        design.deviceTypes.size() + design.supernodes.size() + design.planes.size() +
        design.rails.size() + design.devices.size() + design.ports.size() + design.cables.size() +
        design.breakouts.size() + design.prefixes.size() + design.ipAddresses.size();
    std::size_t written = 0;
    auto tick = [&] {
        ++written;
        if (d->progress && written % d->progressEvery == 0 && !d->progress(written, total))
            throw Error(Tr::tr("Saving was cancelled; the file keeps its previous content."),
                        SourceLocation{db.path()});
    };
    auto all = [&](const auto &table) { w.insertAll(table, tick); };
    all(design.sites);
    all(design.rooms);
    all(design.rows);
    all(design.racks);
    all(design.deviceTypes);
    all(design.supernodes);
    all(design.planes);
    all(design.rails);
    all(design.devices);
    all(design.ports);
    all(design.breakouts);
    all(design.cables);
    for (const StoredTrigger &i : bulkIndexes)
        db.exec(i.sql);
    {
        auto twoEnds = db.prepare("SELECT a.a_port_id, a.id, b.id FROM cable a JOIN cable b "
                                  "ON b.b_port_id = a.a_port_id LIMIT 1");
        if (twoEnds.step())
            throw Error(Tr::tr("Port %1 carries the ends of two cables (%2 and %3); nothing was "
                               "saved.")
                            .arg(twoEnds.int64(0))
                            .arg(twoEnds.int64(1))
                            .arg(twoEnds.int64(2)),
                        SourceLocation{db.path()});
    }
    for (const StoredTrigger &t : cableTriggers)
        db.exec(t.sql);
    all(design.prefixes);
    all(design.ipAddresses);
    w.log(log);
    if (also)
        also();
    {
        auto check = db.prepare("PRAGMA foreign_key_check");
        if (check.step())
            throw Error(Tr::tr("The design refers to a missing object (table %1, row %2, to %3); "
                               "nothing was saved.")
                            .arg(check.text(0))
                            .arg(check.int64(1))
                            .arg(check.text(2)),
                        SourceLocation{db.path()});
    }
    tx.commit();
    d->revision = revision;
    d->dataVersion = db.dataVersion();
}

void SqliteStore::apply(const ChangeSet &changes, const ChangeLogEntry &log,
                        const InTransaction &also)
{
    d->refuseWrite();
    auto &db = d->db();
    sqlite::Transaction tx(db);
    const std::int64_t revision = checkAndBumpRevision(db, d->revision);
    db.exec("PRAGMA defer_foreign_keys = ON");
    Writer w(db);
    for (const Change &c : changes.changes()) {
        std::visit(
            [&](const auto &x) {
                switch (c.op) {
                case Change::Op::Add:
                    w.insert(x);
                    break;
                case Change::Op::Modify:
                    w.update(x);
                    break;
                case Change::Op::Remove:
                    w.remove(x);
                    break;
                }
            },
            c.object);
    }
    w.log(log);
    if (also)
        also();
    tx.commit();
    d->revision = revision;
    d->dataVersion = db.dataVersion();
}

} // namespace ry::store

namespace ry::store {

StagedFile::StagedFile(const QString &path) : m_path(path)
{
    if (QFileInfo::exists(path))
        throw Error(Tr::tr("The file already exists; choose another name or open it."),
                    SourceLocation{path});
    const QFileInfo info(path);
    const QDir dir = info.absoluteDir();
    const QString prefix = QLatin1Char('.') + info.fileName() + QStringLiteral(".partial-");
    // Partial files of runs that were killed (their process is gone), with their -wal/-shm.
    const QStringList stale =
        dir.entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : stale) {
        const qint64 pid = name.mid(prefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong();
        if (pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
            QFile::remove(dir.filePath(name));
    }
    m_temp = dir.filePath(prefix + QString::number(::getpid()) + QLatin1Char('-') +
                          QString::number(QRandomGenerator::global()->generate(), 36));
}

StagedFile::~StagedFile()
{
    if (m_done)
        return;
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(m_temp + QLatin1String(suffix));
}

void StagedFile::commit()
{
    const QByteArray from = QFile::encodeName(m_temp), to = QFile::encodeName(m_path);
    // link(2) refuses to replace a file made at `path` meanwhile; rename(2) where the file
    // system has no hard links.
    if (::link(from.constData(), to.constData()) == 0) {
        ::unlink(from.constData());
    } else if (errno == EEXIST) {
        throw Error(Tr::tr("Another program created the file meanwhile; it was left as it is and "
                           "nothing was written."),
                    SourceLocation{m_path});
    } else if (QFileInfo::exists(m_path) || std::rename(from.constData(), to.constData()) != 0) {
        throw Error(Tr::tr("Cannot give the new file its name: %1.").arg(systemErrorReason(errno)),
                    SourceLocation{m_path});
    }
    m_done = true;
    for (const char *suffix : {"-wal", "-shm"})
        QFile::remove(m_temp + QLatin1String(suffix));
}

} // namespace ry::store
