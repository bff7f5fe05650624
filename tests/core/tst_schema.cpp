// The document schema, as SQLite itself reports it: every foreign key has an index.

#include "io/designyaml.h"
#include "results/resultstore.h"
#include "store/schema.h"
#include "store/sqlite.h"
#include "store/store.h"
#include "verify/verifystore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

struct ForeignKey
{
    QString table;
    QStringList columns; ///< in key order
};

/// Every foreign key of every table, from pragma_foreign_key_list.
std::vector<ForeignKey> foreignKeys(store::sqlite::Database &db)
{
    std::vector<ForeignKey> keys;
    auto st = db.prepare("SELECT m.name, f.id, f.\"from\" FROM sqlite_master m, "
                         "pragma_foreign_key_list(m.name) f WHERE m.type = 'table' "
                         "ORDER BY m.name, f.id, f.seq");
    QString lastTable;
    qint64 lastId = -1;
    while (st.step()) {
        const QString table = st.text(0);
        if (table != lastTable || st.int64(1) != lastId)
            keys.push_back({table, {}});
        keys.back().columns << st.text(2);
        lastTable = table;
        lastId = st.int64(1);
    }
    return keys;
}

/// The leading columns of each index of `table` (pragma_index_list + pragma_index_info); an
/// INTEGER PRIMARY KEY is the rowid itself, which SQLite searches without an index entry.
std::vector<QStringList> indexColumns(store::sqlite::Database &db, const QString &table)
{
    std::vector<QStringList> out;
    auto list = db.prepare("SELECT l.name, i.name FROM pragma_index_list(?1) l, "
                           "pragma_index_info(l.name) i ORDER BY l.name, i.seqno");
    list.bind(1, table);
    QString last;
    while (list.step()) {
        if (out.empty() || list.text(0) != last)
            out.emplace_back();
        out.back() << list.text(1);
        last = list.text(0);
    }
    auto pk = db.prepare("SELECT name, upper(type) FROM pragma_table_info(?1) WHERE pk > 0");
    pk.bind(1, table);
    QStringList pkColumns, pkTypes;
    while (pk.step()) {
        pkColumns << pk.text(0);
        pkTypes << pk.text(1);
    }
    if (pkColumns.size() == 1 && pkTypes.first() == QLatin1String("INTEGER"))
        out.push_back(pkColumns);
    return out;
}

/// The foreign keys that no index leads with, as "table(columns)".
QStringList unindexedForeignKeys(store::sqlite::Database &db, std::size_t *checked)
{
    QStringList missing;
    const std::vector<ForeignKey> keys = foreignKeys(db);
    *checked = keys.size();
    for (const ForeignKey &fk : keys) {
        bool found = false;
        for (const QStringList &idx : indexColumns(db, fk.table))
            found = found || idx.mid(0, fk.columns.size()) == fk.columns;
        if (!found)
            missing << QStringLiteral("%1(%2)").arg(fk.table, fk.columns.join(QLatin1Char(',')));
    }
    return missing;
}

} // namespace

// sqlite.org/foreignkeys.html, section 3: without an index on the child key, every delete of a
// parent row scans the child table. That made replacing the 255-node design take 8-11 s
// (issue 12). A new foreign key without an index fails here.
TEST(Schema, EveryForeignKeyOfANewFileIsTheLeadingColumnOfAnIndex)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    auto store = store::SqliteStore::create(path);
    results::ResultStore results(*store); // the module tables too
    verify::VerifyStore verify(*store);
    std::size_t checked = 0;
    const QStringList missing = unindexedForeignKeys(store->database(), &checked);
    EXPECT_TRUE(missing.isEmpty()) << missing.join(QStringLiteral(", ")).toStdString();
    // 20 in the design schema (room.site_id ... ip_address.port_id, from version 6
    // drive_bay_template.device_type_id, from version 7 port.power_port_id, from version 9
    // breakout.a_port_id and cable.breakout_id), 6 in results (run_id of result_row,
    // result_rank, result_node, result_probe_step, result_rating, result_host_mapping) and 4 in
    // verify.
    EXPECT_EQ(checked, 30u);
}

// Schema version 11: the three sparse foreign-key columns have partial indexes (WHERE col IS NOT
// NULL). SQLite's planner still searches them for a lookup by value, which is what a
// foreign-key action on a parent delete makes (sqlite.org/partialindex.html §2: `col = ?`
// implies `col IS NOT NULL`); a full scan here would bring back the quadratic replace above.
TEST(Schema, SparseForeignKeysAreSearchedThroughTheirPartialIndexes)
{
    QTemporaryDir dir;
    auto store = store::SqliteStore::create(dir.filePath(QStringLiteral("d.railyard")));
    auto &db = store->database();
    const std::pair<const char *, const char *> keys[] = {
        {"SELECT id FROM port WHERE rear_port_id = ?1", "port_rear_port_id"},
        {"SELECT id FROM port WHERE power_port_id = ?1", "port_power_port_id"},
        {"SELECT id FROM cable WHERE breakout_id = ?1", "cable_breakout_id"}};
    for (const auto &[query, index] : keys) {
        auto partial =
            db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?1");
        partial.bind(1, QString::fromLatin1(index));
        ASSERT_TRUE(partial.step()) << index;
        EXPECT_TRUE(partial.text(0).contains(QLatin1String("IS NOT NULL"))) << index;
        auto plan = db.prepare(std::string("EXPLAIN QUERY PLAN ") + query);
        QString detail;
        while (plan.step())
            detail += plan.text(3);
        EXPECT_TRUE(detail.contains(QLatin1String("USING INDEX ") + QLatin1String(index)) ||
                    detail.contains(QLatin1String("USING COVERING INDEX ") + QLatin1String(index)))
            << query << ": " << detail.toStdString();
    }
}

// tests/data/railyard-v1.sqlite (schema version 1) migrated forward gets the same indexes.
TEST(Schema, AMigratedVersionOneFileHasTheSameIndexes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.railyard"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(TEST_DATA_DIR "/railyard-v1.sqlite"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    auto store = store::SqliteStore::open(path);
    EXPECT_EQ(store->openedSchemaVersion(), 1);
    std::size_t checked = 0;
    const QStringList missing = unindexedForeignKeys(store->database(), &checked);
    EXPECT_TRUE(missing.isEmpty()) << missing.join(QStringLiteral(", ")).toStdString();
    EXPECT_EQ(checked, 20u); // the design schema's, as in a new file
}

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

} // namespace

// Read-only opens never rewrite: the v1 fixture is read through a migrated in-memory copy, its
// bytes stay, no -wal/-shm is left, and a write is refused with a message.
TEST(Schema, ReadOnlyOpenOfAVersionOneFileChangesNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.railyard"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(TEST_DATA_DIR "/railyard-v1.sqlite"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = fileBytes(path);
    {
        auto store = store::SqliteStore::open(path, store::SqliteStore::Access::ReadOnly);
        EXPECT_TRUE(store->isReadOnly());
        EXPECT_EQ(store->openedSchemaVersion(), 1);
        const Design d = store->load();
        EXPECT_EQ(d.name, QStringLiteral("v1 fixture"));
        EXPECT_EQ(d.deviceByName(QStringLiteral("node01"))->su, -1); // a version-2 column
        results::ResultStore results(*store); // module tables in the copy only
        EXPECT_TRUE(results.list().empty());
        try {
            store->replaceAll(d, {});
            FAIL() << "wrote through a read-only open";
        } catch (const Error &e) {
            EXPECT_TRUE(e.message().contains(QStringLiteral("read-only")));
            EXPECT_EQ(e.location().file, path);
        }
    }
    EXPECT_EQ(fileBytes(path), before);
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
              QStringList{QStringLiteral("v1.railyard")});
    // Opened for writing, it migrates (the first write).
    store::SqliteStore::open(path);
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    EXPECT_EQ(db.userVersion(), store::currentSchemaVersion());
}

// user_version -5 was silently set to 2 (issue 12); 0 with tables and 999 are no versions this
// build reads either. Each is refused, read-only or not, and the file keeps its version.
TEST(Schema, NegativeZeroAndUnknownVersionsAreRefused)
{
    for (const int version : {-5, 0, 999}) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.railyard"));
        store::SqliteStore::create(path).reset();
        {
            store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
            db.setUserVersion(version);
        }
        for (const auto access :
             {store::SqliteStore::Access::ReadOnly, store::SqliteStore::Access::ReadWrite}) {
            try {
                store::SqliteStore::open(path, access);
                ADD_FAILURE() << "opened version " << version;
            } catch (const Error &e) {
                const QString m = e.message();
                EXPECT_TRUE(m.contains(QStringLiteral("left unchanged"))) << m.toStdString();
                EXPECT_TRUE(version == 0 ? m.contains(QStringLiteral("no schema version"))
                                         : m.contains(QString::number(version)))
                    << m.toStdString();
                EXPECT_EQ(e.location().file, path);
            }
        }
        store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
        EXPECT_EQ(db.userVersion(), version);
    }
}

// Schema version 5 (issue 13 point 4): until version 4 `cable.length_m` was NOT NULL and 0 meant
// "unknown". A version-4 file with lengths 0 and 5 opens as unknown and 5 m; the column is then
// nullable, `length_unit` is there ('m' for the old rows), and a real 0 m is kept as 0.
TEST(Schema, VersionFiveTurnsTheOldZeroLengthIntoUnknown)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v4.railyard"));
    {
        store::sqlite::Database db(path, store::sqlite::Database::Mode::CreateOrOpen);
        for (std::size_t i = 0; i < 4; ++i)
            db.exec(store::migrations()[i]);
        db.exec(R"sql(
INSERT INTO design_meta VALUES('name', 'v4 lengths');
INSERT INTO device_type(id, slug, manufacturer, model) VALUES(1, 'node', 'Test', 'Node');
INSERT INTO device(id, name, role, device_type_id) VALUES(1, 'a', 'gpu-node', 1);
INSERT INTO device(id, name, role, device_type_id) VALUES(2, 'b', 'gpu-node', 1);
INSERT INTO port(id, device_id, name, kind) VALUES(1, 1, 'p0', 'interface');
INSERT INTO port(id, device_id, name, kind) VALUES(2, 1, 'p1', 'interface');
INSERT INTO port(id, device_id, name, kind) VALUES(3, 2, 'p0', 'interface');
INSERT INTO port(id, device_id, name, kind) VALUES(4, 2, 'p1', 'interface');
INSERT INTO cable(id, label, a_port_id, b_port_id, medium, length_m) VALUES(1, 'C0', 1, 3, 'dac', 0);
INSERT INTO cable(id, label, a_port_id, b_port_id, medium, length_m) VALUES(2, 'C5', 2, 4, 'dac', 5);
)sql");
        db.setUserVersion(4);
    }
    {
        auto store = store::SqliteStore::open(path);
        EXPECT_EQ(store->openedSchemaVersion(), 4);
        Design d = store->load();
        ASSERT_EQ(d.cables.size(), 2u);
        const Cable *c0 = d.cables.find(1);
        const Cable *c5 = d.cables.find(2);
        EXPECT_FALSE(c0->lengthM.has_value()); // old 0 = unknown
        ASSERT_TRUE(c5->lengthM.has_value());
        EXPECT_EQ(*c5->lengthM, 5.0);
        EXPECT_EQ(c5->lengthUnit, LengthUnit::Metre);
        // From now on 0 is a real length, and a unit is kept.
        d.cables.find(1)->lengthM = 0.0;
        d.cables.find(2)->lengthM = toMetres(10, LengthUnit::Foot);
        d.cables.find(2)->lengthUnit = LengthUnit::Foot;
        store->replaceAll(d, {});
    }
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    EXPECT_EQ(db.userVersion(), store::currentSchemaVersion());
    auto info = db.prepare("SELECT name, \"notnull\", dflt_value FROM pragma_table_info('cable') "
                           "WHERE name IN ('length_m', 'length_unit') ORDER BY name");
    ASSERT_TRUE(info.step());
    EXPECT_EQ(info.text(0), QStringLiteral("length_m"));
    EXPECT_EQ(info.int64(1), 0); // nullable
    ASSERT_TRUE(info.step());
    EXPECT_EQ(info.text(0), QStringLiteral("length_unit"));
    EXPECT_EQ(info.text(2), QStringLiteral("'m'"));
    auto rows = db.prepare("SELECT label, length_m, length_unit FROM cable ORDER BY label");
    ASSERT_TRUE(rows.step());
    EXPECT_EQ(rows.text(0), QStringLiteral("C0"));
    EXPECT_FALSE(rows.isNull(1));
    EXPECT_EQ(rows.real(1), 0.0);
    ASSERT_TRUE(rows.step());
    EXPECT_EQ(rows.real(1), 3.048);
    EXPECT_EQ(rows.text(2), QStringLiteral("ft"));
}

// Schema version 10 (issue 15 point 1): spare ports. A version-8 file (migrations 1-8, a port
// template row without the `spare` column) opens with every template not spare; a spare port
// written after the migration reads back spare, from the document and through the YAML file.
TEST(Schema, VersionTenAddsSparePortsAndKeepsOldTemplatesInTheFabric)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v8.railyard"));
    {
        store::sqlite::Database db(path, store::sqlite::Database::Mode::CreateOrOpen);
        for (std::size_t i = 0; i < 8; ++i)
            db.exec(store::migrations()[i]);
        db.exec(R"sql(
INSERT INTO design_meta VALUES('name', 'v8 ports');
INSERT INTO device_type(id, slug, manufacturer, model) VALUES(1, 'sw', 'Test', 'Switch');
INSERT INTO port_template(device_type_id, seq, name, kind, type, speed_gbps)
    VALUES(1, 0, 'p1', 'interface', '400gbase-x-osfp', 400);
INSERT INTO port_template(device_type_id, seq, name, kind, type, speed_gbps)
    VALUES(1, 1, 'p2', 'interface', '400gbase-x-osfp', 400);
)sql");
        db.setUserVersion(8);
    }
    {
        auto store = store::SqliteStore::open(path);
        EXPECT_EQ(store->openedSchemaVersion(), 8);
        Design d = store->load();
        DeviceType *sw = d.deviceTypes.find(1);
        ASSERT_TRUE(sw);
        ASSERT_EQ(sw->ports.size(), 2u);
        EXPECT_FALSE(sw->ports[0].spare);
        EXPECT_FALSE(sw->ports[1].spare);
        sw->ports[1].spare = true;
        store->replaceAll(d, {});
    }
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    EXPECT_EQ(db.userVersion(), store::currentSchemaVersion());
    EXPECT_GE(store::currentSchemaVersion(), 10);
    auto rows = db.prepare("SELECT name, spare FROM port_template ORDER BY seq");
    ASSERT_TRUE(rows.step());
    EXPECT_EQ(rows.int64(1), 0);
    ASSERT_TRUE(rows.step());
    EXPECT_EQ(rows.text(0), QStringLiteral("p2"));
    EXPECT_EQ(rows.int64(1), 1);

    const Design back = store::SqliteStore::open(path)->load();
    ASSERT_EQ(back.deviceTypes.find(1)->ports.size(), 2u);
    EXPECT_TRUE(back.deviceTypes.find(1)->ports[1].spare);
    // The YAML design file: `spare: true` on the port template, absent when false.
    const QString yaml = designyaml::write(back);
    EXPECT_EQ(yaml.count(QStringLiteral("spare: true")), 1) << yaml.toStdString();
    const Design fromYaml = designyaml::read(yaml, QStringLiteral("spare.yaml"));
    const DeviceType *t = fromYaml.deviceTypeBySlug(QStringLiteral("sw"));
    ASSERT_TRUE(t);
    ASSERT_EQ(t->ports.size(), 2u);
    EXPECT_FALSE(t->ports[0].spare);
    EXPECT_TRUE(t->ports[1].spare);
    EXPECT_EQ(designyaml::write(fromYaml), yaml);
}

TEST(Schema, VersionThirteenAddsTrunkFibresAndPolarity)
{
    // A version 11 file with a trunk between two panels opens, keeps the trunk as "not given",
    // and stores the fibre count and polarity after the migration; the CHECKs refuse nonsense.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v11.railyard"));
    {
        store::sqlite::Database db(path, store::sqlite::Database::Mode::CreateOrOpen);
        for (std::size_t i = 0; i < 11; ++i)
            db.exec(store::migrations()[i]);
        db.exec(R"sql(
INSERT INTO design_meta VALUES('name', 'v11 trunk');
INSERT INTO device_type(id, slug, manufacturer, model) VALUES(1, 'cas', 'Test', 'Cassette');
INSERT INTO device(id, name, role, device_type_id) VALUES(1, 'cas-a', 'patch-panel', 1);
INSERT INTO device(id, name, role, device_type_id) VALUES(2, 'cas-b', 'patch-panel', 1);
INSERT INTO port(id, device_id, name, kind, type, positions) VALUES(1, 1, 'R1', 'rear-port', 'mpo', 6);
INSERT INTO port(id, device_id, name, kind, type, positions) VALUES(2, 2, 'R1', 'rear-port', 'mpo', 6);
INSERT INTO cable(id, label, a_port_id, b_port_id, medium) VALUES(1, 'T1', 1, 2, 'mmf');
)sql");
        db.setUserVersion(11);
    }
    {
        auto store = store::SqliteStore::open(path);
        EXPECT_EQ(store->openedSchemaVersion(), 11);
        Design d = store->load();
        Cable *t = d.cables.find(1);
        ASSERT_TRUE(t);
        EXPECT_EQ(t->fibres, 0);
        EXPECT_EQ(t->polarity, TrunkPolarity::Unspecified);
        t->fibres = 12;
        t->polarity = TrunkPolarity::TypeB;
        store->replaceAll(d, {});
    }
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    EXPECT_EQ(db.userVersion(), store::currentSchemaVersion());
    auto row = db.prepare("SELECT fibres, polarity FROM cable WHERE id = 1");
    ASSERT_TRUE(row.step());
    EXPECT_EQ(row.int64(0), 12);
    EXPECT_EQ(row.text(1), QStringLiteral("B"));
    EXPECT_THROW(db.exec("UPDATE cable SET polarity = 'D' WHERE id = 1"), Error);
    EXPECT_THROW(db.exec("UPDATE cable SET fibres = -1 WHERE id = 1"), Error);
    const Design back = store::SqliteStore::open(path)->load();
    EXPECT_EQ(back.cables.find(1)->polarity, TrunkPolarity::TypeB);
    EXPECT_EQ(back.cables.find(1)->fibres, 12);
}
