#include "resultstore.h"

#include "importer.h"

#include "store/sqlite.h"
#include "store/store.h"
#include "util/error.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

#include <type_traits>

namespace ry::results {

namespace {

// Migration 0 -> 1. Never edit a shipped migration; append one.
constexpr std::string_view kV1 = R"sql(
CREATE TABLE result_run(
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    tool TEXT NOT NULL DEFAULT '',
    tool_version TEXT NOT NULL DEFAULT '',
    program TEXT NOT NULL DEFAULT '',
    collective TEXT NOT NULL DEFAULT '',
    command_line TEXT NOT NULL DEFAULT '',
    nccl_version TEXT NOT NULL DEFAULT '',
    ranks INTEGER,
    nodes INTEGER NOT NULL DEFAULT 0,
    start_time TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL DEFAULT '',
    source_file TEXT NOT NULL DEFAULT '',
    sha256 TEXT NOT NULL,
    part INTEGER NOT NULL DEFAULT 0,
    label TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    missing TEXT NOT NULL DEFAULT '[]',
    failures TEXT NOT NULL DEFAULT '[]',
    avg_busbw REAL,
    plateau_busbw REAL,
    plateau_from INTEGER NOT NULL DEFAULT 0,
    plateau_to INTEGER NOT NULL DEFAULT 0,
    in_network_reduction INTEGER NOT NULL DEFAULT 0,
    ceiling_busbw REAL,
    ceiling_basis TEXT NOT NULL DEFAULT '',
    ceiling_formula TEXT NOT NULL DEFAULT '',
    percent REAL,
    verdict TEXT NOT NULL,
    UNIQUE(sha256, part)
);
CREATE TABLE result_row(
    run_id INTEGER NOT NULL REFERENCES result_run(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    size INTEGER NOT NULL,
    count INTEGER,
    type TEXT NOT NULL DEFAULT '',
    redop TEXT NOT NULL DEFAULT '',
    root INTEGER,
    oop_time REAL, oop_algbw REAL, oop_busbw REAL, oop_wrong INTEGER, oop_error REAL,
    ip_time REAL, ip_algbw REAL, ip_busbw REAL, ip_wrong INTEGER, ip_error REAL,
    peak_gbps REAL,
    msg_rate REAL,
    timestamp TEXT NOT NULL DEFAULT '',
    partial INTEGER NOT NULL DEFAULT 0,
    line INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY(run_id, seq)
);
CREATE TABLE result_rank(
    run_id INTEGER NOT NULL REFERENCES result_run(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    grp INTEGER,
    pid INTEGER,
    host TEXT NOT NULL,
    device INTEGER NOT NULL,
    pci TEXT NOT NULL DEFAULT '',
    gpu_model TEXT NOT NULL DEFAULT '',
    PRIMARY KEY(run_id, seq)
);
CREATE TABLE result_node(
    run_id INTEGER NOT NULL REFERENCES result_run(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    device_name TEXT NOT NULL DEFAULT '',
    host TEXT NOT NULL,
    match TEXT NOT NULL,
    gpus TEXT NOT NULL DEFAULT '',
    rails TEXT NOT NULL DEFAULT '',
    PRIMARY KEY(run_id, seq)
);
CREATE INDEX result_node_device ON result_node(device_name);
)sql";

// Migration 1 -> 2: the plan step a railyard-probe run measured.
constexpr std::string_view kV2 = R"sql(
CREATE TABLE result_probe_step(
    run_id INTEGER PRIMARY KEY REFERENCES result_run(id) ON DELETE CASCADE,
    plan TEXT NOT NULL DEFAULT '',
    step INTEGER NOT NULL DEFAULT 0,
    stage TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL DEFAULT '',
    mode TEXT NOT NULL DEFAULT '',
    nodes TEXT NOT NULL DEFAULT '[]',
    rail INTEGER NOT NULL DEFAULT -1,
    path TEXT NOT NULL DEFAULT '[]',
    source TEXT NOT NULL DEFAULT '',
    destination TEXT NOT NULL DEFAULT ''
);
)sql";

// Migration 2 -> 3: how each run was rated (plausibility.h, docs/results.md): the algorithm the
// log named, whether its rank count is proven, the line rate, the ceiling rated against and why,
// the plausibility of the figure and the rows left out for an inconsistent busbw.
constexpr std::string_view kV3 = R"sql(
CREATE TABLE result_rating(
    run_id INTEGER PRIMARY KEY REFERENCES result_run(id) ON DELETE CASCADE,
    algorithm TEXT NOT NULL DEFAULT '',
    algorithm_evidence TEXT NOT NULL DEFAULT '',
    ranks_proven INTEGER NOT NULL DEFAULT 0,
    line_rate REAL,
    ceiling_name TEXT NOT NULL DEFAULT '',
    ceiling_why TEXT NOT NULL DEFAULT '',
    plausibility TEXT NOT NULL DEFAULT '',
    plausibility_note TEXT NOT NULL DEFAULT '',
    inconsistent_rows INTEGER NOT NULL DEFAULT 0
);
)sql";

// Migration 3 -> 4: the host mappings a run was attributed with (re-used by evaluate).
constexpr std::string_view kV4 = R"sql(
CREATE TABLE result_host_mapping(
    run_id INTEGER NOT NULL REFERENCES result_run(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    pattern TEXT NOT NULL,
    device TEXT NOT NULL,
    PRIMARY KEY(run_id, seq)
);
)sql";

const store::SqliteStore::ModuleSchema kSchema{"results", {kV1, kV2, kV3, kV4}};

QString toJson(const QStringList &list)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact));
}

QStringList fromJson(const QString &text)
{
    QStringList out;
    const QJsonArray a = QJsonDocument::fromJson(text.toUtf8()).array();
    for (const auto &v : a)
        out << v.toString();
    return out;
}

QString intList(const QList<int> &l)
{
    QStringList s;
    for (int v : l)
        s << QString::number(v);
    return s.join(QLatin1Char(','));
}

QList<int> parseIntList(const QString &s)
{
    QList<int> out;
    for (const QString &p : s.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << p.toInt();
    return out;
}

template<typename T>
void bindOpt(store::sqlite::Statement &st, int i, const std::optional<T> &v)
{
    if (!v)
        st.bindNull(i);
    else if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool> && sizeof(T) == 8)
        st.bind(i, std::int64_t(*v));
    else
        st.bind(i, *v);
}

std::optional<double> optReal(const store::sqlite::Statement &st, int col)
{
    return st.isNull(col) ? std::nullopt : std::optional<double>(st.real(col));
}

std::optional<qint64> optInt(const store::sqlite::Statement &st, int col)
{
    return st.isNull(col) ? std::nullopt : std::optional<qint64>(st.int64(col));
}

constexpr const char *kRunColumns =
    "id, kind, tool, tool_version, program, collective, command_line, nccl_version, ranks, "
    "nodes, start_time, imported_at, source_file, sha256, part, label, status, missing, "
    "failures, avg_busbw, plateau_busbw, plateau_from, plateau_to, in_network_reduction, "
    "ceiling_busbw, ceiling_basis, ceiling_formula, percent, verdict";

StoredRun readRun(const store::sqlite::Statement &st)
{
    StoredRun r;
    r.id = st.int64(0);
    r.kind = st.text(1);
    r.tool = st.text(2);
    r.toolVersion = st.text(3);
    r.program = st.text(4);
    r.collective = st.text(5);
    r.commandLine = st.text(6);
    r.ncclVersion = st.text(7);
    if (!st.isNull(8))
        r.ranks = st.integer(8);
    r.nodes = st.integer(9);
    r.startTime = st.text(10);
    r.importedAt = st.text(11);
    r.sourceFile = st.text(12);
    r.sha256 = st.text(13);
    r.part = st.integer(14);
    r.label = st.text(15);
    const QString status = st.text(16);
    r.status = runStatusFromString(status).value_or(RunStatus::Truncated);
    r.missing = fromJson(st.text(17));
    r.failures = fromJson(st.text(18));
    r.avgBusBwGBps = optReal(st, 19);
    r.plateauGBps = optReal(st, 20);
    r.plateauFromBytes = st.int64(21);
    r.plateauToBytes = st.int64(22);
    r.inNetworkReduction = st.int64(23) != 0;
    r.ceilingGBps = optReal(st, 24);
    r.ceilingBasis = st.text(25);
    r.ceilingFormula = st.text(26);
    r.percent = optReal(st, 27);
    r.verdict = verdictFromString(st.text(28)).value_or(Verdict::Unrated);
    return r;
}

void writeNodes(store::sqlite::Database &db, Id runId, const std::vector<StoredNode> &nodes)
{
    auto st = db.prepare("INSERT INTO result_node(run_id, seq, device_name, host, match, gpus, "
                         "rails) VALUES(?, ?, ?, ?, ?, ?, ?)");
    int seq = 0;
    for (const StoredNode &n : nodes) {
        st.bind(1, runId);
        st.bind(2, seq++);
        st.bind(3, n.deviceName);
        st.bind(4, n.host);
        st.bind(5, n.match);
        st.bind(6, intList(n.gpus));
        st.bind(7, intList(n.rails));
        st.run();
    }
}

void writeRating(store::sqlite::Database &db, Id runId, const StoredRun &r)
{
    auto st = db.prepare("INSERT OR REPLACE INTO result_rating(run_id, algorithm, "
                         "algorithm_evidence, ranks_proven, line_rate, ceiling_name, ceiling_why, "
                         "plausibility, plausibility_note, inconsistent_rows) "
                         "VALUES(?,?,?,?,?,?,?,?,?,?)");
    int i = 1;
    st.bind(i++, runId);
    st.bind(i++, r.algorithm);
    st.bind(i++, r.algorithmEvidence);
    st.bind(i++, r.ranksProven);
    bindOpt(st, i++, r.lineRateGBps);
    st.bind(i++, r.ceilingName);
    st.bind(i++, r.ceilingWhy);
    st.bind(i++, r.plausibility);
    st.bind(i++, r.plausibilityNote);
    st.bind(i++, r.inconsistentRows);
    st.run();
}

/// The statement readRating() steps; prepared once per list().
store::sqlite::Statement prepareRating(store::sqlite::Database &db)
{
    return db.prepare("SELECT algorithm, algorithm_evidence, ranks_proven, line_rate, "
                      "ceiling_name, ceiling_why, plausibility, plausibility_note, "
                      "inconsistent_rows FROM result_rating WHERE run_id = ?");
}

/// Fills the rating fields of `r` from result_rating through `st` (prepareRating()), left at
/// their defaults for runs stored before migration 3.
void readRating(store::sqlite::Statement &st, StoredRun &r)
{
    st.reset();
    st.bind(1, r.id);
    if (!st.step())
        return;
    r.algorithm = st.text(0);
    r.algorithmEvidence = st.text(1);
    r.ranksProven = st.int64(2) != 0;
    r.lineRateGBps = optReal(st, 3);
    r.ceilingName = st.text(4);
    r.ceilingWhy = st.text(5);
    r.plausibility = st.text(6);
    r.plausibilityNote = st.text(7);
    r.inconsistentRows = st.integer(8);
}

void writeHostMappings(store::sqlite::Database &db, Id runId, const QList<HostPattern> &mappings)
{
    auto del = db.prepare("DELETE FROM result_host_mapping WHERE run_id = ?");
    del.bind(1, runId);
    del.run();
    auto st = db.prepare("INSERT INTO result_host_mapping(run_id, seq, kind, pattern, device) "
                         "VALUES(?, ?, ?, ?, ?)");
    int seq = 0;
    for (const HostPattern &m : mappings) {
        st.bind(1, runId);
        st.bind(2, seq++);
        st.bind(3, m.explicitMap ? QStringLiteral("map") : QStringLiteral("pattern"));
        st.bind(4, m.regex);
        st.bind(5, m.deviceName);
        st.run();
    }
}

void writeProbeStep(store::sqlite::Database &db, Id runId, const StoredProbeStep &p)
{
    auto st = db.prepare("INSERT OR REPLACE INTO result_probe_step(run_id, plan, step, stage, "
                         "name, mode, nodes, rail, path, source, destination) "
                         "VALUES(?,?,?,?,?,?,?,?,?,?,?)");
    int i = 1;
    st.bind(i++, runId);
    st.bind(i++, p.plan);
    st.bind(i++, p.step);
    st.bind(i++, p.stage);
    st.bind(i++, p.name);
    st.bind(i++, p.mode);
    st.bind(i++, toJson(p.nodes));
    st.bind(i++, p.rail);
    st.bind(i++, toJson(p.path));
    st.bind(i++, p.source);
    st.bind(i++, p.destination);
    st.run();
}

constexpr const char *kInsertRow =
    "INSERT INTO result_row(run_id, seq, size, count, type, redop, root, oop_time, "
    "oop_algbw, oop_busbw, oop_wrong, oop_error, ip_time, ip_algbw, ip_busbw, ip_wrong, "
    "ip_error, peak_gbps, msg_rate, timestamp, partial, line) "
    "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";

void insertRow(store::sqlite::Statement &rows, Id id, int seq, const StoredRow &sr)
{
    const BenchmarkRow &r = sr.row;
    int k = 1;
    rows.bind(k++, id);
    rows.bind(k++, seq);
    rows.bind(k++, std::int64_t(r.sizeBytes));
    bindOpt(rows, k++, r.count);
    rows.bind(k++, r.type);
    rows.bind(k++, r.redop);
    bindOpt(rows, k++, r.root);
    for (const BenchmarkMeasurement *m : {&r.outOfPlace, &r.inPlace}) {
        bindOpt(rows, k++, m->timeUs);
        bindOpt(rows, k++, m->algbwGBps);
        bindOpt(rows, k++, m->busbwGBps);
        bindOpt(rows, k++, m->wrong);
        bindOpt(rows, k++, m->maxError);
    }
    bindOpt(rows, k++, sr.peakGBps);
    bindOpt(rows, k++, sr.msgRateMpps);
    rows.bind(k++, r.timestamp);
    rows.bind(k++, r.partial);
    rows.bind(k++, r.line);
    rows.run();
}

void writeRanks(store::sqlite::Database &db, Id id, const std::vector<StoredRank> &rankLines)
{
    auto ranks = db.prepare("INSERT INTO result_rank(run_id, seq, rank, grp, pid, host, device, "
                            "pci, gpu_model) VALUES(?,?,?,?,?,?,?,?,?)");
    int seq = 0;
    for (const StoredRank &r : rankLines) {
        ranks.bind(1, id);
        ranks.bind(2, seq++);
        ranks.bind(3, r.rank);
        bindOpt(ranks, 4, r.group);
        bindOpt(ranks, 5, r.pid);
        ranks.bind(6, r.host);
        ranks.bind(7, r.device);
        ranks.bind(8, r.pciBusId);
        ranks.bind(9, r.gpuModel);
        ranks.run();
    }
}

/// updateEvaluation() without its transaction.
void writeEvaluation(store::sqlite::Database &db, const StoredRun &run)
{
    auto st = db.prepare("UPDATE result_run SET nodes = ?, in_network_reduction = ?, "
                         "ceiling_busbw = ?, ceiling_basis = ?, ceiling_formula = ?, percent = ?, "
                         "verdict = ?, plateau_busbw = ?, plateau_from = ?, plateau_to = ? "
                         "WHERE id = ?");
    st.bind(1, run.nodes);
    st.bind(2, run.inNetworkReduction);
    bindOpt(st, 3, run.ceilingGBps);
    st.bind(4, run.ceilingBasis);
    st.bind(5, run.ceilingFormula);
    bindOpt(st, 6, run.percent);
    st.bind(7, toString(run.verdict));
    bindOpt(st, 8, run.plateauGBps);
    st.bind(9, std::int64_t(run.plateauFromBytes));
    st.bind(10, std::int64_t(run.plateauToBytes));
    st.bind(11, run.id);
    st.run();
    auto del = db.prepare("DELETE FROM result_node WHERE run_id = ?");
    del.bind(1, run.id);
    del.run();
    writeNodes(db, run.id, run.nodeList);
    writeRating(db, run.id, run);
    writeHostMappings(db, run.id, run.hostMappings);
}

} // namespace

QString toString(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::BelowExpected:
        return QStringLiteral("below-expected");
    case Verdict::Failed:
        return QStringLiteral("failed");
    case Verdict::Incomplete:
        return QStringLiteral("incomplete");
    case Verdict::Unrated:
        return QStringLiteral("unrated");
    case Verdict::Implausible:
        return QStringLiteral("implausible");
    }
    return {};
}

QString verdictText(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return Tr::tr("Pass");
    case Verdict::BelowExpected:
        return Tr::tr("Below expected");
    case Verdict::Failed:
        return Tr::tr("Failed");
    case Verdict::Incomplete:
        return Tr::tr("Incomplete");
    case Verdict::Unrated:
        return Tr::tr("Unrated");
    case Verdict::Implausible:
        return Tr::tr("Implausible");
    }
    return {};
}

std::optional<Verdict> verdictFromString(const QString &s)
{
    for (Verdict v : {Verdict::Pass, Verdict::BelowExpected, Verdict::Failed, Verdict::Incomplete,
                      Verdict::Unrated, Verdict::Implausible})
        if (toString(v) == s)
            return v;
    return std::nullopt;
}

QStringList StoredRun::hosts() const
{
    QStringList out;
    for (const StoredRank &r : rankLines)
        if (!out.contains(r.host))
            out << r.host;
    return out;
}

QStringList StoredRun::deviceNames() const
{
    QStringList out;
    for (const StoredNode &n : nodeList)
        if (!n.deviceName.isEmpty())
            out << n.deviceName;
    return out;
}

QStringList StoredRun::unknownHosts() const
{
    QStringList out;
    for (const StoredNode &n : nodeList)
        if (n.deviceName.isEmpty())
            out << n.host;
    return out;
}

QString StoredRun::title() const
{
    QString t = QStringLiteral("#%1 %2").arg(id).arg(collective.isEmpty() ? program : collective);
    if (ranks)
        t += Tr::tr(", %n ranks", nullptr, *ranks);
    const QString when = startTime.isEmpty() ? importedAt.left(10) : startTime.left(10);
    if (!when.isEmpty())
        t += QStringLiteral(", ") + when;
    return t;
}

ResultStore::ResultStore(store::SqliteStore &store) : m_store(store)
{
    m_store.ensureModuleSchema(kSchema);
}

std::optional<Id> ResultStore::findByHash(const QString &sha256, int part)
{
    auto st = m_store.database().prepare("SELECT id FROM result_run WHERE sha256 = ? AND part = ?");
    st.bind(1, sha256);
    st.bind(2, part);
    if (st.step())
        return st.int64(0);
    return std::nullopt;
}

ResultStore::AddOutcome ResultStore::add(const StoredRun &run)
{
    if (const auto existing = findByHash(run.sha256, run.part))
        return {*existing, true};
    store::sqlite::Transaction tx(m_store.database());
    const Id id = insertRun(run);
    tx.commit();
    return {id, false};
}

Id ResultStore::insertRun(const StoredRun &run)
{
    store::sqlite::Database &db = m_store.database();
    auto st = db.prepare(
        "INSERT INTO result_run(kind, tool, tool_version, program, collective, command_line, "
        "nccl_version, ranks, nodes, start_time, imported_at, source_file, sha256, part, label, "
        "status, missing, failures, avg_busbw, plateau_busbw, plateau_from, plateau_to, "
        "in_network_reduction, ceiling_busbw, ceiling_basis, ceiling_formula, percent, verdict) "
        "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    int i = 1;
    st.bind(i++, run.kind);
    st.bind(i++, run.tool);
    st.bind(i++, run.toolVersion);
    st.bind(i++, run.program);
    st.bind(i++, run.collective);
    st.bind(i++, run.commandLine);
    st.bind(i++, run.ncclVersion);
    bindOpt(st, i++, run.ranks);
    st.bind(i++, run.nodes);
    st.bind(i++, run.startTime);
    st.bind(i++, run.importedAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate)
                                          : run.importedAt);
    st.bind(i++, run.sourceFile);
    st.bind(i++, run.sha256);
    st.bind(i++, run.part);
    st.bind(i++, run.label);
    st.bind(i++, toString(run.status));
    st.bind(i++, toJson(run.missing));
    st.bind(i++, toJson(run.failures));
    bindOpt(st, i++, run.avgBusBwGBps);
    bindOpt(st, i++, run.plateauGBps);
    st.bind(i++, std::int64_t(run.plateauFromBytes));
    st.bind(i++, std::int64_t(run.plateauToBytes));
    st.bind(i++, run.inNetworkReduction);
    bindOpt(st, i++, run.ceilingGBps);
    st.bind(i++, run.ceilingBasis);
    st.bind(i++, run.ceilingFormula);
    bindOpt(st, i++, run.percent);
    st.bind(i++, toString(run.verdict));
    st.run();
    const Id id = db.lastInsertRowId();

    auto rows = db.prepare(kInsertRow);
    int seq = 0;
    for (const StoredRow &sr : run.rows)
        insertRow(rows, id, seq++, sr);
    writeRanks(db, id, run.rankLines);
    writeNodes(db, id, run.nodeList);
    writeRating(db, id, run);
    if (run.probeStep)
        writeProbeStep(db, id, *run.probeStep);
    writeHostMappings(db, id, run.hostMappings);
    return id;
}

std::vector<RunSummary> ResultStore::list()
{
    std::vector<RunSummary> out;
    auto st = m_store.database().prepare(QStringLiteral("SELECT %1 FROM result_run ORDER BY id")
                                             .arg(QLatin1String(kRunColumns))
                                             .toStdString());
    while (st.step())
        out.push_back(readRun(st));
    auto rating = prepareRating(m_store.database());
    for (StoredRun &r : out)
        readRating(rating, r);
    return out;
}

std::optional<StoredRun> ResultStore::load(Id id)
{
    store::sqlite::Database &db = m_store.database();
    auto st = db.prepare(QStringLiteral("SELECT %1 FROM result_run WHERE id = ?")
                             .arg(QLatin1String(kRunColumns))
                             .toStdString());
    st.bind(1, id);
    if (!st.step())
        return std::nullopt;
    StoredRun run = readRun(st);
    auto rating = prepareRating(db);
    readRating(rating, run);

    auto rows = db.prepare(
        "SELECT size, count, type, redop, root, oop_time, oop_algbw, oop_busbw, oop_wrong, "
        "oop_error, ip_time, ip_algbw, ip_busbw, ip_wrong, ip_error, peak_gbps, msg_rate, "
        "timestamp, partial, line FROM result_row WHERE run_id = ? ORDER BY seq");
    rows.bind(1, id);
    while (rows.step()) {
        StoredRow sr;
        BenchmarkRow &r = sr.row;
        r.sizeBytes = rows.int64(0);
        r.count = optInt(rows, 1);
        r.type = rows.text(2);
        r.redop = rows.text(3);
        if (!rows.isNull(4))
            r.root = rows.integer(4);
        int c = 5;
        for (BenchmarkMeasurement *m : {&r.outOfPlace, &r.inPlace}) {
            m->timeUs = optReal(rows, c++);
            m->algbwGBps = optReal(rows, c++);
            m->busbwGBps = optReal(rows, c++);
            m->wrong = optInt(rows, c++);
            m->maxError = optReal(rows, c++);
        }
        sr.peakGBps = optReal(rows, 15);
        sr.msgRateMpps = optReal(rows, 16);
        r.timestamp = rows.text(17);
        r.partial = rows.int64(18) != 0;
        r.line = rows.integer(19);
        run.rows.push_back(std::move(sr));
    }
    auto ranks = db.prepare("SELECT rank, grp, pid, host, device, pci, gpu_model FROM "
                            "result_rank WHERE run_id = ? ORDER BY seq");
    ranks.bind(1, id);
    while (ranks.step()) {
        StoredRank r;
        r.rank = ranks.integer(0);
        if (!ranks.isNull(1))
            r.group = ranks.integer(1);
        r.pid = optInt(ranks, 2);
        r.host = ranks.text(3);
        r.device = ranks.integer(4);
        r.pciBusId = ranks.text(5);
        r.gpuModel = ranks.text(6);
        run.rankLines.push_back(std::move(r));
    }
    auto nodes = db.prepare("SELECT device_name, host, match, gpus, rails FROM result_node "
                            "WHERE run_id = ? ORDER BY seq");
    nodes.bind(1, id);
    while (nodes.step()) {
        StoredNode n;
        n.deviceName = nodes.text(0);
        n.host = nodes.text(1);
        n.match = nodes.text(2);
        n.gpus = parseIntList(nodes.text(3));
        n.rails = parseIntList(nodes.text(4));
        run.nodeList.push_back(std::move(n));
    }
    auto probe = db.prepare("SELECT plan, step, stage, name, mode, nodes, rail, path, source, "
                            "destination FROM result_probe_step WHERE run_id = ?");
    probe.bind(1, id);
    if (probe.step()) {
        StoredProbeStep p;
        p.plan = probe.text(0);
        p.step = probe.integer(1);
        p.stage = probe.text(2);
        p.name = probe.text(3);
        p.mode = probe.text(4);
        p.nodes = fromJson(probe.text(5));
        p.rail = probe.integer(6);
        p.path = fromJson(probe.text(7));
        p.source = probe.text(8);
        p.destination = probe.text(9);
        run.probeStep = std::move(p);
    }
    auto maps = db.prepare("SELECT kind, pattern, device FROM result_host_mapping WHERE run_id = ? "
                           "ORDER BY seq");
    maps.bind(1, id);
    while (maps.step())
        run.hostMappings << HostPattern{maps.text(1), maps.text(2),
                                        maps.text(0) == QLatin1String("map")};
    return run;
}

bool ResultStore::remove(Id id)
{
    if (!load(id))
        return false;
    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    // Children first: the connection may have foreign keys off for module tables.
    for (const char *sql :
         {"DELETE FROM result_row WHERE run_id = ?", "DELETE FROM result_rank WHERE run_id = ?",
          "DELETE FROM result_node WHERE run_id = ?",
          "DELETE FROM result_probe_step WHERE run_id = ?",
          "DELETE FROM result_rating WHERE run_id = ?",
          "DELETE FROM result_host_mapping WHERE run_id = ?"}) {
        auto st = db.prepare(sql);
        st.bind(1, id);
        st.run();
    }
    auto st = db.prepare("DELETE FROM result_run WHERE id = ?");
    st.bind(1, id);
    st.run();
    tx.commit();
    return true;
}

void ResultStore::updateEvaluation(const StoredRun &run)
{
    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    writeEvaluation(db, run);
    tx.commit();
}

Id ResultStore::beginRun(const StoredRun &header)
{
    StoredRun run = header;
    const QString key =
        QStringLiteral("probe:") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (run.sha256.isEmpty())
        run.sha256 = key;
    if (run.sourceFile.isEmpty())
        run.sourceFile = key;
    run.status = RunStatus::Truncated;
    run.verdict = Verdict::Incomplete;
    store::sqlite::Transaction tx(m_store.database());
    const Id id = insertRun(run);
    tx.commit();
    return id;
}

void ResultStore::appendRow(Id run, const StoredRow &row)
{
    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    auto next = db.prepare("SELECT (SELECT COALESCE(MAX(seq) + 1, 0) FROM result_row WHERE "
                           "run_id = ?1) FROM result_run WHERE id = ?1");
    next.bind(1, run);
    if (!next.step())
        throw Error(Tr::tr("There is no benchmark run #%1 to add a row to.").arg(run));
    const int seq = next.integer(0);
    next.reset();
    auto ins = db.prepare(kInsertRow);
    insertRow(ins, run, seq, row);
    tx.commit();
}

StoredRun ResultStore::finishRun(Id id, const RunEnd &end, const Design *design,
                                 const ImportOptions &options)
{
    std::optional<StoredRun> loaded = load(id);
    if (!loaded)
        throw Error(Tr::tr("There is no benchmark run #%1 to finish.").arg(id));
    StoredRun run = std::move(*loaded);
    run.status = end.status;
    run.failures = end.failures;
    run.missing = end.missing;
    if (end.rankLines)
        run.rankLines = *end.rankLines;
    if (!end.toolVersion.isEmpty())
        run.toolVersion = end.toolVersion;
    if (!end.ncclVersion.isEmpty())
        run.ncclVersion = end.ncclVersion;
    if (end.ranks)
        run.ranks = end.ranks;
    // The same evaluation as an imported file (importer.cpp).
    evaluate(run, design, options, end.detectedInNetworkReduction);
    if (run.nodeList.empty() && run.probeStep) {
        // Not attributed by host names (TCP rows name none): the nodes the plan step measured.
        const QList<int> rails =
            run.probeStep->rail >= 0 ? QList<int>{run.probeStep->rail} : QList<int>{};
        for (const QString &n : run.probeStep->nodes)
            run.nodeList.push_back({n, n, QStringLiteral("plan"), {}, rails});
    }
    run.nodes = int(run.hosts().size());
    if (run.nodes == 0 && run.probeStep)
        run.nodes = int(run.probeStep->nodes.size());

    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    auto st = db.prepare("UPDATE result_run SET status = ?, missing = ?, failures = ?, "
                         "tool_version = ?, nccl_version = ?, ranks = ? WHERE id = ?");
    st.bind(1, toString(run.status));
    st.bind(2, toJson(run.missing));
    st.bind(3, toJson(run.failures));
    st.bind(4, run.toolVersion);
    st.bind(5, run.ncclVersion);
    bindOpt(st, 6, run.ranks);
    st.bind(7, id);
    st.run();
    if (end.rankLines) {
        auto del = db.prepare("DELETE FROM result_rank WHERE run_id = ?");
        del.bind(1, id);
        del.run();
        writeRanks(db, id, run.rankLines);
    }
    writeEvaluation(db, run);
    tx.commit();
    return run;
}

} // namespace ry::results
