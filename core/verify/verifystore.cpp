#include "verifystore.h"

#include "model/designutil.h"
#include "store/document.h"
#include "store/sqlite.h"

#include <QDateTime>
#include <QFileInfo>
#include <QSet>

namespace ry::verify {

namespace {

constexpr std::string_view kV1 = R"sql(
CREATE TABLE verify_observation_sets(
    id INTEGER PRIMARY KEY,
    imported_at TEXT NOT NULL,
    observed_at TEXT,
    sources TEXT NOT NULL,
    files TEXT NOT NULL,
    nodes INTEGER NOT NULL,
    links INTEGER NOT NULL);
CREATE TABLE verify_observed_links(
    set_id INTEGER NOT NULL REFERENCES verify_observation_sets(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    source TEXT NOT NULL,
    a_node TEXT NOT NULL, a_name TEXT, a_port TEXT, a_guid TEXT,
    b_node TEXT NOT NULL, b_name TEXT, b_port TEXT, b_guid TEXT,
    width_speed TEXT, speed_gbps REAL, location TEXT,
    PRIMARY KEY(set_id, seq));
CREATE TABLE verify_runs(
    id INTEGER PRIMARY KEY,
    set_id INTEGER REFERENCES verify_observation_sets(id) ON DELETE SET NULL,
    run_at TEXT NOT NULL,
    user TEXT,
    source TEXT,
    planned_links INTEGER NOT NULL, observed_links INTEGER NOT NULL,
    not_covered INTEGER NOT NULL, internal_links INTEGER NOT NULL,
    correct INTEGER NOT NULL, missing INTEGER NOT NULL, unexpected INTEGER NOT NULL,
    swapped INTEGER NOT NULL, wrong_port INTEGER NOT NULL, wrong_device INTEGER NOT NULL,
    degraded INTEGER NOT NULL, unknown_device INTEGER NOT NULL);
CREATE TABLE verify_findings(
    run_id INTEGER NOT NULL REFERENCES verify_runs(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    cable_id INTEGER, cable_ids TEXT, swapped_with INTEGER,
    rack_id INTEGER, rack TEXT, position REAL,
    device_id INTEGER, device TEXT, port_id INTEGER, port TEXT,
    planned_peer TEXT, observed_peer TEXT, peer_device_id INTEGER, peer_port_id INTEGER,
    explanation TEXT,
    PRIMARY KEY(run_id, seq));
CREATE TABLE verify_cable_marks(
    id INTEGER PRIMARY KEY,
    cable_id INTEGER NOT NULL,
    cable_label TEXT,
    run_id INTEGER REFERENCES verify_runs(id) ON DELETE SET NULL,
    marked_at TEXT NOT NULL,
    user TEXT,
    old_status TEXT NOT NULL,
    new_status TEXT NOT NULL,
    finding TEXT,
    source TEXT,
    note TEXT);
CREATE INDEX verify_cable_marks_cable ON verify_cable_marks(cable_id);
)sql";

// Migration 1 -> 2: indexes on the foreign keys no index led with, so that deleting an
// observation set or a run does not scan these tables (sqlite.org/foreignkeys.html, section 3).
constexpr std::string_view kV2 = R"sql(
CREATE INDEX verify_runs_set ON verify_runs(set_id);
CREATE INDEX verify_cable_marks_run ON verify_cable_marks(run_id);
)sql";

// Migration 2 -> 3: the count of unverifiable findings (observations that could not be
// resolved to a design port or device), a finding kind of its own.
constexpr std::string_view kV3 = R"sql(
ALTER TABLE verify_runs ADD COLUMN unverifiable INTEGER NOT NULL DEFAULT 0;
)sql";

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString idList(const std::vector<Id> &ids)
{
    QStringList s;
    for (Id id : ids)
        s << QString::number(id);
    return s.join(QLatin1Char(' '));
}

} // namespace

const store::SqliteStore::ModuleSchema &VerifyStore::schema()
{
    static const store::SqliteStore::ModuleSchema s{"verify", {kV1, kV2, kV3}};
    return s;
}

VerifyStore::VerifyStore(store::SqliteStore &store) : m_store(store)
{
    m_store.ensureModuleSchema(schema());
}

std::unique_ptr<VerifyStore> VerifyStore::of(store::Document &doc)
{
    if (auto *s = dynamic_cast<store::SqliteStore *>(&doc.store()))
        return std::make_unique<VerifyStore>(*s);
    return nullptr;
}

std::unique_ptr<VerifyStore> VerifyStore::of(store::SqliteStore *store)
{
    return store ? std::make_unique<VerifyStore>(*store) : nullptr;
}

Id VerifyStore::saveObservationSet(const ObservationSet &set)
{
    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    QSet<QString> sources;
    for (const ObservedLink &l : set.links())
        sources.insert(toString(l.source));
    QStringList sourceList(sources.begin(), sources.end());
    sourceList.sort();
    auto st = db.prepare("INSERT INTO verify_observation_sets(imported_at, observed_at, sources, "
                         "files, nodes, links) VALUES(?, ?, ?, ?, ?, ?)");
    st.bind(1, nowUtc());
    if (set.time.isValid())
        st.bind(2, set.time.toString(Qt::ISODate));
    else
        st.bindNull(2);
    st.bind(3, sourceList.join(QLatin1Char(' ')));
    st.bind(4, set.sourceFiles.join(QLatin1Char('\n')));
    st.bind(5, std::int64_t(set.nodes().size()));
    st.bind(6, std::int64_t(set.links().size()));
    st.run();
    const Id setId = db.lastInsertRowId();
    auto ins = db.prepare("INSERT INTO verify_observed_links VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                          "?, ?, ?, ?)");
    int seq = 0;
    for (const ObservedLink &l : set.links()) {
        int i = 1;
        ins.bind(i++, setId);
        ins.bind(i++, ++seq);
        ins.bind(i++, toString(l.source));
        for (const ObservedEnd *e : {&l.a, &l.b}) {
            const ObservedNode *n = set.findNode(e->nodeKey);
            ins.bind(i++, e->nodeKey);
            ins.bind(i++, n ? n->displayName() : QString());
            ins.bind(i++, e->portName);
            ins.bind(i++, e->portGuid.isEmpty() ? e->mac : e->portGuid);
        }
        ins.bind(i++, l.widthSpeed());
        ins.bind(i++, l.speedGbps);
        ins.bind(i++, l.location.toString());
        ins.run();
    }
    tx.commit();
    return setId;
}

Id VerifyStore::saveRun(Id setId, const Verification &v, const QString &source, const QString &user)
{
    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    // The findings name cables and ports by id: a run made against a design that another
    // program has changed since it was read is refused like a stale design write.
    if (m_store.changedElsewhere())
        throw Error(store::staleWriteMessage(), SourceLocation{m_store.path()});
    auto st = db.prepare(
        "INSERT INTO verify_runs(set_id, run_at, user, source, planned_links, observed_links, "
        "not_covered, internal_links, correct, missing, unexpected, swapped, wrong_port, "
        "wrong_device, degraded, unknown_device, unverifiable) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, "
        "?, ?, ?, ?, ?, ?, ?)");
    st.bindId(1, setId);
    st.bind(2, nowUtc());
    st.bind(3, user);
    st.bind(4, source);
    st.bind(5, v.summary.plannedLinks);
    st.bind(6, v.summary.observedLinks);
    st.bind(7, v.summary.notCovered);
    st.bind(8, v.summary.internalLinks);
    for (int k = 0; k < CableFinding::kindCount; ++k)
        st.bind(9 + k, v.summary.counts[std::size_t(k)]);
    st.run();
    const Id runId = db.lastInsertRowId();
    auto ins = db.prepare("INSERT INTO verify_findings VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                          "?, ?, ?, ?, ?, ?)");
    int seq = 0;
    for (const CableFinding &f : v.findings) {
        int i = 1;
        ins.bind(i++, runId);
        ins.bind(i++, ++seq);
        ins.bind(i++, toString(f.kind));
        ins.bindId(i++, f.cableId);
        ins.bind(i++, idList(f.cableIds));
        ins.bindId(i++, f.swappedWithCableId);
        ins.bindId(i++, f.rackId);
        ins.bind(i++, f.rack);
        ins.bind(i++, f.position);
        ins.bindId(i++, f.deviceId);
        ins.bind(i++, f.device);
        ins.bindId(i++, f.portId);
        ins.bind(i++, f.port);
        ins.bind(i++, f.plannedPeer);
        ins.bind(i++, f.observedPeer);
        ins.bindId(i++, f.observedPeerDeviceId);
        ins.bindId(i++, f.observedPeerPortId);
        ins.bind(i++, f.explanation);
        ins.run();
    }
    tx.commit();
    return runId;
}

std::vector<VerificationRunInfo> VerifyStore::runs()
{
    std::vector<VerificationRunInfo> out;
    auto st = m_store.database().prepare(
        "SELECT id, set_id, run_at, user, source, planned_links, observed_links, not_covered, "
        "internal_links, correct, missing, unexpected, swapped, wrong_port, wrong_device, "
        "degraded, unknown_device, unverifiable FROM verify_runs ORDER BY id");
    while (st.step()) {
        VerificationRunInfo r;
        r.id = st.int64(0);
        r.observationSetId = st.isNull(1) ? 0 : st.int64(1);
        r.time = st.text(2);
        r.user = st.text(3);
        r.source = st.text(4);
        r.summary.plannedLinks = st.integer(5);
        r.summary.observedLinks = st.integer(6);
        r.summary.notCovered = st.integer(7);
        r.summary.internalLinks = st.integer(8);
        for (int k = 0; k < CableFinding::kindCount; ++k)
            r.summary.counts[std::size_t(k)] = st.integer(9 + k);
        out.push_back(std::move(r));
    }
    return out;
}

std::vector<CableFinding> VerifyStore::findings(Id runId)
{
    std::vector<CableFinding> out;
    auto st = m_store.database().prepare(
        "SELECT kind, cable_id, cable_ids, swapped_with, rack_id, rack, position, device_id, "
        "device, port_id, port, planned_peer, observed_peer, peer_device_id, peer_port_id, "
        "explanation FROM verify_findings WHERE run_id = ? ORDER BY seq");
    st.bind(1, runId);
    auto id = [&](int col) -> Id { return st.isNull(col) ? 0 : st.int64(col); };
    while (st.step()) {
        CableFinding f;
        const QString kind = st.text(0);
        for (int k = 0; k < CableFinding::kindCount; ++k)
            if (toString(CableFinding::Kind(k)) == kind)
                f.kind = CableFinding::Kind(k);
        f.cableId = id(1);
        for (const QString &s : st.text(2).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            f.cableIds.push_back(s.toLongLong());
        f.swappedWithCableId = id(3);
        f.rackId = id(4);
        f.rack = st.text(5);
        f.position = st.real(6);
        f.deviceId = id(7);
        f.device = st.text(8);
        f.portId = id(9);
        f.port = st.text(10);
        f.plannedPeer = st.text(11);
        f.observedPeer = st.text(12);
        f.observedPeerDeviceId = id(13);
        f.observedPeerPortId = id(14);
        f.explanation = st.text(15);
        out.push_back(std::move(f));
    }
    return out;
}

Id VerifyStore::addMark(const CableMark &m)
{
    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    auto st = db.prepare("INSERT INTO verify_cable_marks(id, cable_id, cable_label, run_id, "
                         "marked_at, user, old_status, new_status, finding, source, note) "
                         "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    st.bindId(1, m.id);
    st.bind(2, m.cableId);
    st.bind(3, m.cableLabel);
    st.bindId(4, m.runId);
    st.bind(5, m.time.isEmpty() ? nowUtc() : m.time);
    st.bind(6, m.user);
    st.bind(7, toString(m.oldStatus));
    st.bind(8, toString(m.newStatus));
    st.bind(9, m.finding);
    st.bind(10, m.source);
    st.bind(11, m.note);
    st.run();
    const Id id = db.lastInsertRowId();
    tx.commit();
    return id;
}

void VerifyStore::removeMark(Id id)
{
    auto st = m_store.database().prepare("DELETE FROM verify_cable_marks WHERE id = ?");
    st.bind(1, id);
    st.run();
}

std::vector<CableMark> VerifyStore::marks(Id cableId)
{
    std::vector<CableMark> out;
    auto st = m_store.database().prepare(
        "SELECT id, cable_id, cable_label, run_id, marked_at, user, old_status, new_status, "
        "finding, source, note FROM verify_cable_marks WHERE ?1 = 0 OR cable_id = ?1 ORDER BY id");
    st.bind(1, cableId);
    while (st.step()) {
        CableMark m;
        m.id = st.int64(0);
        m.cableId = st.int64(1);
        m.cableLabel = st.text(2);
        m.runId = st.isNull(3) ? 0 : st.int64(3);
        m.time = st.text(4);
        m.user = st.text(5);
        m.oldStatus = cableStatusFromString(st.text(6)).value_or(CableStatus::Planned);
        m.newStatus = cableStatusFromString(st.text(7)).value_or(CableStatus::Planned);
        m.finding = st.text(8);
        m.source = st.text(9);
        m.note = st.text(10);
        out.push_back(std::move(m));
    }
    return out;
}

QString describeObservationSource(const ObservationSet &set)
{
    QSet<QString> tools;
    for (const ObservedLink &l : set.links())
        tools.insert(toString(l.source));
    QStringList toolList(tools.begin(), tools.end());
    toolList.sort();
    QStringList files;
    for (const QString &f : set.sourceFiles)
        files << QFileInfo(f).fileName();
    QString s = toolList.join(QLatin1String(" + "));
    if (!files.isEmpty())
        s += (s.isEmpty() ? QString() : QStringLiteral(" ")) + files.join(QLatin1String(", "));
    if (set.time.isValid())
        s = Tr::tr("%1, discovered %2")
                .arg(s, set.time.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    return s;
}

std::shared_ptr<CableMarkStep> prepareMarks(const Design &design, const MarkRequest &request)
{
    auto step = std::make_shared<CableMarkStep>();
    QStringList labels;
    QSet<Id> seen;
    for (Id id : request.cableIds) {
        if (seen.contains(id))
            continue;
        seen.insert(id);
        const Cable *c = design.cables.find(id);
        if (!c)
            throw Error(Tr::tr("Cable %1 does not exist.").arg(id));
        if (c->status == request.status)
            continue;
        CableMark m;
        m.cableId = id;
        m.cableLabel = cableDisplayName(design, *c);
        m.runId = request.runId;
        m.oldStatus = c->status;
        m.newStatus = request.status;
        m.finding = request.finding;
        m.source = request.source;
        m.note = request.note;
        labels << m.cableLabel;
        step->marks.push_back(m);
        Cable changed = *c;
        changed.status = request.status;
        step->changes.modify(changed);
    }
    if (step->changes.empty())
        return step;
    const QString when = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QString summary = Tr::tr("Marked %n cable(s) %1: %2", nullptr, int(labels.size()))
                          .arg(toString(request.status), labels.join(QLatin1String(", ")));
    if (!request.source.isEmpty())
        summary += QLatin1String("; ") + Tr::tr("from %1").arg(request.source);
    if (!request.finding.isEmpty())
        summary += QLatin1String("; ") + Tr::tr("finding %1").arg(request.finding);
    summary += QLatin1String("; ") + Tr::tr("at %1").arg(when);
    if (!request.note.isEmpty())
        summary += QLatin1String("; ") + request.note;
    step->changes.setDescription(summary);
    return step;
}

void CableMarkStep::redo(store::Store &store, const ChangeLogEntry &entry)
{
    auto *sqlite = dynamic_cast<store::SqliteStore *>(&store);
    if (!sqlite)
        return; // not a file: nothing is recorded
    VerifyStore verify(*sqlite);
    for (CableMark &m : marks) {
        if (m.time.isEmpty()) { // the first time; a redo writes the same rows again
            m.user = entry.user;
            m.time = entry.time;
        }
        m.id = verify.addMark(m);
    }
}

void CableMarkStep::undo(store::Store &store)
{
    auto *sqlite = dynamic_cast<store::SqliteStore *>(&store);
    if (!sqlite)
        return;
    VerifyStore verify(*sqlite);
    for (const CableMark &m : marks)
        if (m.id)
            verify.removeMark(m.id);
}

std::vector<CableMark> markCables(store::Document &doc, const MarkRequest &request)
{
    std::shared_ptr<CableMarkStep> step = prepareMarks(doc.design(), request);
    if (step->changes.empty())
        return step->marks;
    doc.commit(step->changes, QStringLiteral("verify"),
               [&](store::Store &s, const ChangeLogEntry &e) { step->redo(s, e); });
    return step->marks;
}

} // namespace ry::verify
