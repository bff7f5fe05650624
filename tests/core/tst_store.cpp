#include "io/designyaml.h"
#include "store/document.h"
#include "store/schema.h"
#include "store/sqlite.h"
#include "testdesigns.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

Design withoutLog(Design d)
{
    d.changeLog.clear();
    return d;
}

Design cabledDesign();

} // namespace

TEST(SqliteStore, SaveAndLoadGiveEqualContent)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    Design d = test::twoRackDesign();
    d.cables.add(test::cable(d, QStringLiteral("C1"), QStringLiteral("node1"),
                             QStringLiteral("ib0"), QStringLiteral("leaf1"), QStringLiteral("P1")));
    d.fabricSpecYaml = QStringLiteral("name: x\n");
    {
        auto doc = store::Document::create(path);
        doc->replaceAll(d, QStringLiteral("import"), QStringLiteral("test"));
    }
    auto doc = store::Document::open(path);
    EXPECT_TRUE(withoutLog(doc->design()) == d);
    ASSERT_EQ(doc->design().changeLog.size(), 1u);
    EXPECT_EQ(doc->design().changeLog.items()[0].action, QStringLiteral("import"));
}

TEST(SqliteStore, FileIsWalWithForeignKeysAndCurrentVersion)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    store::SqliteStore::create(path);
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    auto st = db.prepare("PRAGMA journal_mode");
    ASSERT_TRUE(st.step());
    EXPECT_EQ(st.text(0), QStringLiteral("wal"));
    EXPECT_EQ(db.userVersion(), store::currentSchemaVersion());
}

TEST(SqliteStore, CreateRefusesAnExistingFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    store::SqliteStore::create(path);
    EXPECT_THROW(store::SqliteStore::create(path), Error);
}

TEST(SqliteStore, OpeningSomethingElseGivesAClearError)
{
    QTemporaryDir dir;
    const QString text = dir.filePath(QStringLiteral("notes.txt"));
    QFile f(text);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("this is not a database, just text that is long enough to have a header page....");
    f.close();
    try {
        store::SqliteStore::open(text);
        FAIL() << "opened a text file";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("not a Railyard design")))
            << e.describe().toStdString();
        EXPECT_EQ(e.location().file, text);
    }
    try {
        store::SqliteStore::open(dir.filePath(QStringLiteral("missing.railyard")));
        FAIL() << "opened a missing file";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("does not exist")));
    }
    // An SQLite file of some other program.
    const QString other = dir.filePath(QStringLiteral("other.sqlite"));
    {
        store::sqlite::Database db(other, store::sqlite::Database::Mode::CreateOrOpen);
        db.exec("CREATE TABLE t(x)");
    }
    try {
        store::SqliteStore::open(other);
        FAIL() << "opened a foreign database";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("not a Railyard design")));
    }
}

TEST(SqliteStore, FileFromANewerVersionIsRefused)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    {
        auto s = store::SqliteStore::create(path);
    }
    {
        store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
        db.setUserVersion(99);
    }
    try {
        store::SqliteStore::open(path);
        FAIL();
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("newer Railyard")));
    }
}

// tests/data/railyard-v1.sqlite was written with schema version 1 (tests/data/make-v1-fixture.sql).
TEST(SqliteStore, VersionOneFileOpensAndMigrates)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.railyard"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(TEST_DATA_DIR "/railyard-v1.sqlite"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    auto store = store::SqliteStore::open(path);
    EXPECT_EQ(store->openedSchemaVersion(), 1);
    const Design d = store->load();
    EXPECT_EQ(d.name, QStringLiteral("v1 fixture"));
    ASSERT_EQ(d.devices.size(), 2u);
    const Device *n = d.deviceByName(QStringLiteral("node01"));
    ASSERT_TRUE(n);
    EXPECT_EQ(n->status, DeviceStatus::Active);
    EXPECT_EQ(n->su, -1); // added in version 2 with default -1
    ASSERT_EQ(d.cables.size(), 1u);
    EXPECT_EQ(d.cables.items()[0].label, QStringLiteral("C0001"));
    EXPECT_EQ(d.cables.items()[0].status, CableStatus::Installed);
    EXPECT_EQ(d.cables.items()[0].breakoutId, 0); // a plain cable through migration 9
    EXPECT_EQ(d.cables.items()[0].lane, -1);
    EXPECT_EQ(d.cables.items()[0].lengthM, 2.0); // through migration 5: 2 m stays 2 m
    EXPECT_EQ(d.cables.items()[0].lengthUnit, LengthUnit::Metre);
    EXPECT_EQ(d.changeLog.size(), 1u);
    store.reset();
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    EXPECT_EQ(db.userVersion(), store::currentSchemaVersion());
    // The migrated file takes version-2 data.
    auto doc = store::Document::open(path);
    Port p = *doc->design().ports.find(1);
    p.guid = QStringLiteral("b8cef60300000001");
    ChangeSet cs(QStringLiteral("set guid"));
    cs.modify(p);
    doc->commit(cs);
    EXPECT_EQ(store::Document::open(path)->design().ports.find(1)->guid,
              QStringLiteral("b8cef60300000001"));
}

TEST(SqliteStore, DatabaseRefusesASecondCableEndEvenWithoutTheValidator)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    Design d = test::twoRackDesign();
    auto store = store::SqliteStore::create(path);
    store->replaceAll(d, {});
    // Bypass Document::commit: the schema's unique indexes and triggers are the backstop.
    ChangeSet cs;
    cs.add(Cable{.id = 1,
                 .aPortId = test::portId(d, QStringLiteral("node1"), QStringLiteral("ib0")),
                 .bPortId = test::portId(d, QStringLiteral("leaf1"), QStringLiteral("P1"))});
    store->apply(cs, {});
    ChangeSet bad;
    bad.add(Cable{.id = 2,
                  .aPortId = test::portId(d, QStringLiteral("leaf1"), QStringLiteral("P1")),
                  .bPortId = test::portId(d, QStringLiteral("node2"), QStringLiteral("ib0"))});
    EXPECT_THROW(store->apply(bad, {}), Error);
    EXPECT_EQ(store->load().cables.size(), 1u);
}

TEST(SqliteStore, AWholeDesignWriteChecksCableEndsAndKeepsTheTriggers)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    const Design good = cabledDesign();
    auto store = store::SqliteStore::create(path);
    store->replaceAll(good, {});
    // leaf1 P1 is the b end of C1 and the a end of C2: the rule the cable_end triggers hold,
    // checked over the whole table while replaceAll has them dropped (bypassing the Validator).
    Design bad = good;
    bad.cables.add(test::cable(bad, QStringLiteral("C2"), QStringLiteral("leaf1"),
                               QStringLiteral("P1"), QStringLiteral("node2"),
                               QStringLiteral("ib0")));
    try {
        store->replaceAll(bad, {});
        ADD_FAILURE() << "two cable ends on one port were written";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("carries the ends of two cables")))
            << e.message().toStdString();
    }
    EXPECT_TRUE(withoutLog(store->load()) == good);
    // The triggers are back, word for word, and refuse a single insert again.
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    auto triggers = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND "
                               "tbl_name = 'cable' ORDER BY name");
    QStringList names;
    while (triggers.step())
        names << triggers.text(0);
    EXPECT_EQ(names, QStringList(
                         {QStringLiteral("cable_end_insert"), QStringLiteral("cable_end_update")}));
    ChangeSet second;
    second.add(
        Cable{.id = 2,
              .aPortId = test::portId(good, QStringLiteral("leaf1"), QStringLiteral("P1")),
              .bPortId = test::portId(good, QStringLiteral("node2"), QStringLiteral("ib0"))});
    EXPECT_THROW(store->apply(second, {}), Error);
}

TEST(SqliteStore, AWholeDesignWriteInBatchesKeepsEveryRowAndItsOrder)
{
    // replaceAll writes 32 rows per INSERT and the rest one by one: small-cluster.yaml has
    // tables of both kinds (36 cables: one batch and 4 single rows).
    const Design d =
        designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml"));
    ASSERT_GT(d.ports.size(), 64u);
    ASSERT_NE(d.ports.size() % 32, 0u);
    ASSERT_EQ(d.cables.size(), 36u);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    auto store = store::SqliteStore::create(path);
    store->replaceAll(d, {});
    const Design loaded = store->load();
    EXPECT_TRUE(withoutLog(loaded) == withoutLog(d));
    ASSERT_EQ(loaded.ports.size(), d.ports.size());
    for (std::size_t i = 0; i < d.ports.size(); ++i)
        ASSERT_TRUE(loaded.ports.items()[i] == d.ports.items()[i]) << "port " << i;
}

TEST(SqliteStore, CancelledSaveKeepsThePreviousContent)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    const Design first = test::twoRackDesign();
    auto store = store::SqliteStore::create(path);
    store->replaceAll(first, {});
    Design second = first;
    second.name = QStringLiteral("second");
    store->setProgressHook([](std::size_t written, std::size_t) { return written < 5; }, 1);
    EXPECT_THROW(store->replaceAll(second, {}), Error);
    store->setProgressHook({}, 1);
    EXPECT_TRUE(withoutLog(store->load()) == first);
}

TEST(Document, CommitRefusesABrokenRuleAndChangesNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    auto doc = store::Document::create(path);
    doc->replaceAll(test::twoRackDesign(), QStringLiteral("import"), {});
    Device moved = *doc->design().deviceByName(QStringLiteral("node2"));
    moved.position = 2; // onto node1 (U1-U4)
    ChangeSet cs(QStringLiteral("move node2"));
    cs.modify(moved);
    try {
        doc->commit(cs);
        FAIL() << "overlap accepted";
    } catch (const Error &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("overlaps node1")))
            << e.describe().toStdString();
    }
    EXPECT_EQ(doc->design().deviceByName(QStringLiteral("node2"))->position, 5);
    EXPECT_EQ(store::Document::open(path)->design().deviceByName(QStringLiteral("node2"))->position,
              5);
}

TEST(Document, CommitAndUndoRoundTripThroughTheFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    auto doc = store::Document::create(path);
    doc->replaceAll(test::twoRackDesign(), QStringLiteral("import"), {});
    const Design before = withoutLog(doc->design());

    ChangeSet cs(QStringLiteral("cable node1"));
    cs.add(test::cable(doc->design(), QStringLiteral("C1"), QStringLiteral("node1"),
                       QStringLiteral("ib0"), QStringLiteral("leaf1"), QStringLiteral("P1")));
    const ChangeSet undo = doc->commit(cs, QStringLiteral("connect"));
    EXPECT_EQ(doc->design().cables.size(), 1u);
    EXPECT_EQ(store::Document::open(path)->design().cables.size(), 1u);

    // Removing node1 takes its ports, its cable (and addresses) along, as one step.
    ChangeSet rm(QStringLiteral("remove node1"));
    rm.remove(*doc->design().deviceByName(QStringLiteral("node1")));
    const ChangeSet undoRm = doc->commit(rm, QStringLiteral("remove"));
    EXPECT_EQ(doc->design().cables.size(), 0u);
    EXPECT_EQ(test::portId(doc->design(), QStringLiteral("node1"), QStringLiteral("ib0")), 0);
    doc->commit(undoRm, QStringLiteral("undo"));
    EXPECT_EQ(doc->design().cables.size(), 1u);
    doc->commit(undo, QStringLiteral("undo"));

    EXPECT_TRUE(withoutLog(doc->design()) == before);
    const Design reopened = store::Document::open(path)->design();
    EXPECT_TRUE(withoutLog(reopened) == before);
    // One change-log entry per user action: import, connect, remove, undo, undo.
    ASSERT_EQ(reopened.changeLog.size(), 5u);
    EXPECT_EQ(reopened.changeLog.items()[1].action, QStringLiteral("connect"));
    EXPECT_EQ(reopened.changeLog.items()[1].summary, QStringLiteral("cable node1"));
}

TEST(Document, RemovingARackThatHoldsDevicesIsRefused)
{
    QTemporaryDir dir;
    auto doc = store::Document::create(dir.filePath(QStringLiteral("d.railyard")));
    doc->replaceAll(test::twoRackDesign(), QStringLiteral("import"), {});
    ChangeSet cs;
    cs.remove(*doc->design().rackByName(QStringLiteral("A01")));
    EXPECT_THROW(doc->commit(cs), Error);
    EXPECT_EQ(doc->design().racks.size(), 2u);
}

TEST(Document, ImportWithErrorsWritesNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    auto doc = store::Document::create(path);
    doc->replaceAll(test::twoRackDesign(), QStringLiteral("import"), {});
    Design bad = test::twoRackDesign();
    const_cast<Device *>(bad.deviceByName(QStringLiteral("node2")))->position = 3;
    bad.name = QStringLiteral("bad");
    EXPECT_THROW(doc->replaceAll(bad, QStringLiteral("import"), {}), Error);
    EXPECT_EQ(store::Document::open(path)->design().name, QStringLiteral("test"));
}

// Document::replaceAll validates on a second thread while the store writes (the two take seconds
// each on a 100,000-NPU design). A design that both break (a port with two cable ends: the
// Validator's rule and the store's own check) is refused with the Validator's findings, as when
// it ran first, and the file keeps its content.
TEST(Document, AWriteThatTheStoreAndTheValidatorRefuseReportsTheValidatorsFindings)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    const Design good = cabledDesign();
    store::Document::create(path)->replaceAll(good, QStringLiteral("import"), {});
    Design bad = good;
    bad.name = QStringLiteral("bad");
    bad.cables.add(test::cable(bad, QStringLiteral("C2"), QStringLiteral("leaf1"),
                               QStringLiteral("P1"), QStringLiteral("node2"),
                               QStringLiteral("ib0")));
    auto doc = store::Document::open(path);
    try {
        doc->replaceAll(bad, QStringLiteral("import"), {});
        ADD_FAILURE() << "a port with two cable ends was written";
    } catch (const Error &e) {
        EXPECT_TRUE(
            e.message().startsWith(QStringLiteral("The design has errors; nothing was saved")))
            << e.message().toStdString();
    }
    EXPECT_EQ(store::Document::open(path)->design().name, good.name);
    EXPECT_EQ(store::Document::open(path)->design().cables.size(), good.cables.size());
}

TEST(SqliteStore, ModuleSchemasMigrateIndependently)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    store::SqliteStore::ModuleSchema v1{"demo", {"CREATE TABLE demo_run(id INTEGER PRIMARY KEY);"}};
    {
        auto store = store::SqliteStore::create(path);
        store->ensureModuleSchema(v1);
        store->ensureModuleSchema(v1); // idempotent
        store->database().exec("INSERT INTO demo_run(id) VALUES(7)");
    }
    store::SqliteStore::ModuleSchema v2 = v1;
    v2.migrations.push_back("ALTER TABLE demo_run ADD COLUMN note TEXT NOT NULL DEFAULT 'x';");
    auto store = store::SqliteStore::open(path);
    store->ensureModuleSchema(v2);
    auto st = store->database().prepare("SELECT id, note FROM demo_run");
    ASSERT_TRUE(st.step());
    EXPECT_EQ(st.int64(0), 7);
    EXPECT_EQ(st.text(1), QStringLiteral("x"));
    // An older build that only knows v1 refuses the newer module data instead of misreading it.
    EXPECT_THROW(store->ensureModuleSchema(v1), Error);
    // The design schema version is untouched by modules.
    EXPECT_EQ(store->database().userVersion(), store::currentSchemaVersion());
}

TEST(Document, RemovingAPrefixTogetherWithItsAddressesIsOneStep)
{
    QTemporaryDir dir;
    auto doc = store::Document::create(dir.filePath(QStringLiteral("d.railyard")));
    doc->replaceAll(test::twoRackDesign(), QStringLiteral("import"), {});
    ChangeSet add(QStringLiteral("allocate"));
    add.add(Prefix{.id = 1, .prefix = QStringLiteral("10.0.0.0/24")});
    add.add(IpAddress{.address = QStringLiteral("10.0.0.5/24"), .prefixId = 1});
    const ChangeSet undo = doc->commit(add);
    EXPECT_EQ(doc->design().ipAddresses.size(), 1u);
    // The inverse removes the address and the prefix that holds it: one step, accepted.
    doc->commit(undo);
    EXPECT_EQ(doc->design().prefixes.size(), 0u);
    EXPECT_EQ(doc->design().ipAddresses.size(), 0u);
    // Removing only the prefix is still refused while addresses use it.
    doc->commit(add);
    ChangeSet prefixOnly;
    prefixOnly.remove(*doc->design().prefixes.find(1));
    EXPECT_THROW(doc->commit(prefixOnly), Error);
}

namespace {

/// twoRackDesign() with cable C1 (node1 ib0 - leaf1 P1) and an address on node1 ib0.
Design cabledDesign()
{
    Design d = test::twoRackDesign();
    d.cables.add(test::cable(d, QStringLiteral("C1"), QStringLiteral("node1"),
                             QStringLiteral("ib0"), QStringLiteral("leaf1"), QStringLiteral("P1")));
    IpAddress a;
    a.address = QStringLiteral("10.0.0.5/24");
    a.portId = test::portId(d, QStringLiteral("node1"), QStringLiteral("ib0"));
    d.ipAddresses.add(a);
    return d;
}

bool sameChanges(const ChangeSet &a, const ChangeSet &b)
{
    if (a.changes().size() != b.changes().size())
        return false;
    for (std::size_t i = 0; i < a.changes().size(); ++i)
        if (a.changes()[i].op != b.changes()[i].op ||
            !(a.changes()[i].object == b.changes()[i].object))
            return false;
    return true;
}

std::int64_t fileRevision(const QString &path)
{
    store::sqlite::Database db(path, store::sqlite::Database::Mode::OpenExisting);
    auto st = db.prepare("SELECT revision FROM design_revision");
    return st.step() ? st.int64(0) : -1;
}

} // namespace

TEST(Document, ExpandRemovalsIsIdempotent)
{
    const Design d = cabledDesign();
    const Device node1 = *d.deviceByName(QStringLiteral("node1"));
    ChangeSet rm(QStringLiteral("remove node1"));
    rm.remove(node1);
    const ChangeSet once = store::expandRemovals(d, rm);
    // node1's ports, its cable and its address, each once, the device last.
    std::size_t ports = 0, cables = 0, addresses = 0;
    for (const Change &c : once.changes()) {
        EXPECT_EQ(c.op, Change::Op::Remove);
        ports += std::holds_alternative<Port>(c.object);
        cables += std::holds_alternative<Cable>(c.object);
        addresses += std::holds_alternative<IpAddress>(c.object);
    }
    EXPECT_EQ(ports, d.portsOf(node1.id).size());
    EXPECT_EQ(cables, 1u);
    EXPECT_EQ(addresses, 1u);
    EXPECT_TRUE(std::holds_alternative<Device>(once.changes().back().object));
    EXPECT_TRUE(sameChanges(store::expandRemovals(d, once), once));
    // Listed in another order (the address and cable after the device): still each once.
    ChangeSet shuffled;
    shuffled.remove(node1);
    for (const Change &c : once.changes())
        if (!std::holds_alternative<Device>(c.object))
            shuffled.append(c);
    EXPECT_EQ(store::expandRemovals(d, shuffled).changes().size(), once.changes().size());
}

TEST(Document, UndoAndRedoOfARemovalCommitTheirSetsAsTheyAre)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    auto doc = store::Document::create(path);
    doc->replaceAll(cabledDesign(), QStringLiteral("import"), {});
    const Design before = withoutLog(doc->design());
    ChangeSet rm(QStringLiteral("remove node1"));
    rm.remove(*doc->design().deviceByName(QStringLiteral("node1")));
    const ChangeSet undo = doc->commit(rm);
    EXPECT_EQ(doc->design().ipAddresses.size(), 0u);
    const ChangeSet redo = doc->commit(undo, QStringLiteral("undo"));
    EXPECT_TRUE(withoutLog(doc->design()) == before);
    // The redo set lists the ports, cable and address explicitly: committed as it is.
    doc->commit(redo, QStringLiteral("redo"));
    EXPECT_EQ(doc->design().cables.size(), 0u);
    EXPECT_EQ(doc->design().ipAddresses.size(), 0u);
    EXPECT_EQ(store::Document::open(path)->design().devices.size(), before.devices.size() - 1);
}

TEST(Document, ModuleWritesShareTheTransactionAndTheRevisionCountsWrites)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    auto doc = store::Document::create(path);
    EXPECT_EQ(fileRevision(path), 0); // migration 3 starts the count
    doc->replaceAll(cabledDesign(), QStringLiteral("import"), {});
    EXPECT_EQ(fileRevision(path), 1);
    auto &db = dynamic_cast<store::SqliteStore &>(doc->store()).database();
    db.exec("CREATE TABLE demo_mark(id INTEGER PRIMARY KEY, cable INTEGER NOT NULL)");
    Cable c = *doc->design().cables.begin();
    c.status = CableStatus::Verified;
    ChangeSet mark(QStringLiteral("mark"));
    mark.modify(c);
    // A module write that fails takes the design change and the revision down with it.
    auto failing = [&](store::Store &, const ChangeLogEntry &) {
        db.exec("INSERT INTO demo_mark(cable) VALUES(1)");
        throw Error(QStringLiteral("module failed"));
    };
    EXPECT_THROW(doc->commit(mark, QStringLiteral("verify"), failing), Error);
    EXPECT_EQ(doc->design().cables.begin()->status, CableStatus::Planned);
    {
        auto reopened = store::Document::open(path);
        EXPECT_EQ(reopened->design().cables.begin()->status, CableStatus::Planned);
        EXPECT_EQ(reopened->design().changeLog.size(), 1u);
    }
    EXPECT_EQ(fileRevision(path), 1);
    auto count = [&] {
        auto st = db.prepare("SELECT count(*) FROM demo_mark");
        st.step();
        return st.int64(0);
    };
    EXPECT_EQ(count(), 0);
    // One that works lands with it, in the same commit.
    doc->commit(mark, QStringLiteral("verify"), [&](store::Store &, const ChangeLogEntry &e) {
        EXPECT_EQ(e.action, QStringLiteral("verify"));
        db.exec("INSERT INTO demo_mark(cable) VALUES(1)");
    });
    EXPECT_EQ(count(), 1);
    EXPECT_EQ(fileRevision(path), 2);
}

TEST(Document, AStaleWriterIsRefusedAndTheFileKeepsTheFirstWrite)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    store::Document::create(path)->replaceAll(cabledDesign(), QStringLiteral("import"), {});
    // Two programs load the same revision.
    auto first = store::Document::open(path);
    auto second = store::Document::open(path);
    EXPECT_FALSE(second->changedElsewhere());
    Device moved = *first->design().deviceByName(QStringLiteral("node2"));
    moved.comments = QStringLiteral("first");
    ChangeSet a(QStringLiteral("first edit"));
    a.modify(moved);
    first->commit(a);
    EXPECT_FALSE(first->changedElsewhere()); // its own write
    EXPECT_TRUE(second->changedElsewhere());

    Device other = *second->design().deviceByName(QStringLiteral("node2"));
    other.comments = QStringLiteral("second");
    ChangeSet b(QStringLiteral("second edit"));
    b.modify(other);
    try {
        second->commit(b);
        ADD_FAILURE() << "the stale commit was accepted";
    } catch (const Error &e) {
        EXPECT_EQ(e.message(), store::staleWriteMessage());
        EXPECT_TRUE(e.message().contains(
            QStringLiteral("changed by another program since it was read: reload and retry")));
        EXPECT_EQ(e.location().file, path);
    }
    // Its memory is unchanged too, and a whole replacement is refused the same way.
    EXPECT_EQ(second->design().deviceByName(QStringLiteral("node2"))->comments, QString());
    Design replacement = test::twoRackDesign();
    replacement.name = QStringLiteral("second");
    EXPECT_THROW(second->replaceAll(replacement, QStringLiteral("import"), {}), Error);

    const Design onDisk = store::Document::open(path)->design();
    EXPECT_EQ(onDisk.deviceByName(QStringLiteral("node2"))->comments, QStringLiteral("first"));
    EXPECT_EQ(onDisk.name, QStringLiteral("test"));
    EXPECT_EQ(onDisk.changeLog.size(), 2u);
    EXPECT_EQ(fileRevision(path), 2);
    // After reloading, the second program's edit goes in.
    second = store::Document::open(path);
    other = *second->design().deviceByName(QStringLiteral("node2"));
    other.comments = QStringLiteral("second");
    ChangeSet retry(QStringLiteral("second edit"));
    retry.modify(other);
    second->commit(retry);
    EXPECT_EQ(store::Document::open(path)->design().deviceByName(QStringLiteral("node2"))->comments,
              QStringLiteral("second"));
    EXPECT_TRUE(first->changedElsewhere());
}

TEST(Document, ReplaceStoredKeepsTheLogAndRefusesAStaleFileWithoutLoadingTheDesign)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    store::Document::create(path)->replaceAll(cabledDesign(), QStringLiteral("import"), {});
    Design replacement = test::twoRackDesign();
    replacement.name = QStringLiteral("replacement");
    Diagnostics warnings;
    auto doc = store::Document::replaceStored(store::SqliteStore::open(path), replacement,
                                              QStringLiteral("generate"), QStringLiteral("again"),
                                              &warnings);
    EXPECT_TRUE(withoutLog(doc->design()) == replacement);
    const Design onDisk = store::Document::open(path)->design();
    EXPECT_TRUE(withoutLog(onDisk) == replacement);
    // The change log goes on from the stored one, in memory and in the file.
    ASSERT_EQ(onDisk.changeLog.size(), 2u);
    EXPECT_EQ(onDisk.changeLog.items()[0].action, QStringLiteral("import"));
    EXPECT_EQ(onDisk.changeLog.items()[1].action, QStringLiteral("generate"));
    EXPECT_TRUE(doc->design().changeLog.items() == onDisk.changeLog.items());
    EXPECT_EQ(fileRevision(path), 2);

    // A design with errors writes nothing.
    Design broken = replacement;
    broken.devices.add(broken.devices.items()[0]);
    EXPECT_THROW(store::Document::replaceStored(store::SqliteStore::open(path), broken,
                                                QStringLiteral("import"), {}),
                 Error);
    EXPECT_EQ(fileRevision(path), 2);
    // The revision read with the change log guards the write like load()'s does.
    auto stale = store::SqliteStore::open(path);
    EXPECT_EQ(stale->deviceCount(), replacement.devices.size());
    EXPECT_EQ(stale->loadChangeLog().size(), 2u);
    doc->replaceAll(cabledDesign(), QStringLiteral("import"), {});
    EXPECT_TRUE(stale->changedElsewhere());
    EXPECT_THROW(stale->replaceAll(replacement, {}), Error);
    EXPECT_EQ(fileRevision(path), 3);
}

TEST(SqliteStatement, TextParametersKeepTheirValueAcrossRebindsAndSteps)
{
    QTemporaryDir dir;
    store::sqlite::Database db(dir.filePath(QStringLiteral("t.db")),
                               store::sqlite::Database::Mode::CreateOrOpen);
    db.exec("CREATE TABLE t(a TEXT, b TEXT)");
    auto insert = db.prepare("INSERT INTO t(a, b) VALUES (?, ?)");
    const QString longName(5000, QChar(u'x'));
    const QString korean = QStringLiteral("랙 A-01 (서울)");
    const QString rows[][2] = {{longName, korean},
                               {QStringLiteral("short"), QString()},
                               {korean, QStringLiteral("b")},
                               {QString(), longName}};
    for (const auto &r : rows) {
        insert.bind(1, r[0]);
        insert.bind(2, r[1]);
        insert.run();
    }
    auto select = db.prepare("SELECT a, b FROM t ORDER BY rowid");
    for (const auto &r : rows) {
        ASSERT_TRUE(select.step());
        EXPECT_EQ(select.text(0), r[0]);
        EXPECT_EQ(select.text(1), r[1]);
    }
    // A query reads its bound text for every row it scans.
    auto count = db.prepare("SELECT count(*) FROM t WHERE a = ? OR b = ?");
    count.bind(1, korean);
    count.bind(2, longName);
    ASSERT_TRUE(count.step());
    EXPECT_EQ(count.int64(0), 2);
}

TEST(SqliteStore, TransactionsNestAsSavepoints)
{
    QTemporaryDir dir;
    auto store = store::SqliteStore::create(dir.filePath(QStringLiteral("d.railyard")));
    auto &db = store->database();
    db.exec("CREATE TABLE t(x INTEGER)");
    {
        store::sqlite::Transaction outer(db);
        db.exec("INSERT INTO t VALUES(1)");
        {
            store::sqlite::Transaction inner(db); // rolled back: only its own row goes
            db.exec("INSERT INTO t VALUES(2)");
        }
        {
            store::sqlite::Transaction inner(db);
            db.exec("INSERT INTO t VALUES(3)");
            inner.commit();
        }
        EXPECT_TRUE(db.inTransaction());
        outer.commit();
    }
    EXPECT_FALSE(db.inTransaction());
    auto st = db.prepare("SELECT group_concat(x) FROM t");
    st.step();
    EXPECT_EQ(st.text(0), QStringLiteral("1,3"));
}
