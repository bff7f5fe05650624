#include "acceptance.h"

#include "textlines.h"

#include "model/design.h"
#include "model/deviceroles.h"
#include "store/sqlite.h"
#include "store/store.h"
#include "util/error.h"
#include "util/yamlguard.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <limits>
#include <set>

namespace ry::results {

namespace {

const QStringList kMetrics = {QStringLiteral("busbw"), QStringLiteral("percent"),
                              QStringLiteral("hpl-efficiency"), QStringLiteral("hpl-rmax")};
const QStringList kScopes = {QStringLiteral("all-nodes"), QStringLiteral("any")};

bool isHpl(const QString &metric)
{
    return metric.startsWith(QLatin1String("hpl-"));
}

/// "8G" -> 8 GiB, "512M", "64K", "1048576" (nccl-tests -b/-e suffixes, powers of 1024).
std::optional<qint64> sizeFromText(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\s*([KMGT]?)i?B?$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    qint64 v = m.captured(1).toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    const QString unit = m.captured(2).toUpper();
    const int shift = unit == QLatin1String("K")   ? 10
                      : unit == QLatin1String("M") ? 20
                      : unit == QLatin1String("G") ? 30
                      : unit == QLatin1String("T") ? 40
                                                   : 0;
    if (shift && v > (std::numeric_limits<qint64>::max() >> shift))
        return std::nullopt;
    return v << shift;
}

QString sizeName(qint64 bytes)
{
    if (bytes == 0)
        return Tr::tr("plateau");
    static const char *units[] = {"", "K", "M", "G", "T"};
    int u = 0;
    while (u < 4 && bytes % 1024 == 0 && bytes >= 1024) {
        bytes /= 1024;
        ++u;
    }
    return QString::number(bytes) + QLatin1String(units[u]);
}

QString unitOf(const QString &metric)
{
    if (metric == QLatin1String("busbw"))
        return QStringLiteral("GB/s");
    if (metric == QLatin1String("hpl-rmax"))
        return QStringLiteral("PFLOPS");
    return QStringLiteral("%");
}

// One CSV cell, neutralised against formula injection as core/export/csv.h does (OWASP "CSV
// Injection": a leading '=', '+', '-', '@', tab or CR gets a single quote) and quoted per
// RFC 4180. Criterion names and file names come from users.
QString csvCell(QString v)
{
    if (!v.isEmpty() && QStringLiteral("=+-@\t\r").contains(v.front()))
        v.prepend(QLatin1Char('\''));
    if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) ||
        v.contains(QLatin1Char('\n')) || v.contains(QLatin1Char('\r'))) {
        v.replace(QLatin1String("\""), QLatin1String("\"\""));
        v = QLatin1Char('"') + v + QLatin1Char('"');
    }
    return v;
}

QByteArray csvLine(const QStringList &cells)
{
    QStringList out;
    for (const QString &c : cells)
        out << csvCell(c);
    return out.join(QLatin1Char(',')).toUtf8() + "\r\n";
}

QString number(const std::optional<double> &v, int decimals = 2)
{
    return v ? QString::number(*v, 'f', decimals) : QString();
}

} // namespace

std::vector<AcceptanceCriterion> readAcceptanceYaml(const QByteArray &yaml, const QString &file)
{
    YAML::Node root;
    try {
        root = loadYaml(yaml.toStdString(), file);
    } catch (const YAML::Exception &e) {
        throw Error(Tr::tr("The acceptance criteria are not valid YAML: %1")
                        .arg(QString::fromStdString(e.msg)),
                    SourceLocation{file, e.mark.line + 1, e.mark.column + 1});
    }
    auto where = [&](const YAML::Node &n) {
        return SourceLocation{file, n.Mark().line + 1, n.Mark().column + 1};
    };
    if (!root.IsMap() || !root["acceptance"])
        throw Error(Tr::tr("The file has no \"acceptance:\" list."), SourceLocation{file, 1, 1},
                    QStringLiteral("acceptance"));
    const YAML::Node list = root["acceptance"];
    if (!list.IsSequence())
        throw Error(Tr::tr("\"acceptance\" must be a list of criteria."), where(list),
                    QStringLiteral("acceptance"));
    std::vector<AcceptanceCriterion> out;
    std::set<QString> names;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node item = list[i];
        const QString path = QStringLiteral("acceptance[%1]").arg(i);
        if (!item.IsMap())
            throw Error(Tr::tr("A criterion must be a map of keys."), where(item), path);
        for (auto it = item.begin(); it != item.end(); ++it) {
            static const QStringList known = {
                QStringLiteral("name"),    QStringLiteral("metric"), QStringLiteral("collective"),
                QStringLiteral("size"),    QStringLiteral("scope"),  QStringLiteral("min_nodes"),
                QStringLiteral("minimum"), QStringLiteral("note")};
            const QString k = QString::fromStdString(it->first.as<std::string>(""));
            if (!it->first.IsScalar() || !known.contains(k))
                throw Error(Tr::tr("Unknown key; expected one of: %1.")
                                .arg(known.join(QStringLiteral(", "))),
                            where(it->first), path + QLatin1Char('.') + k);
        }
        auto text = [&](const char *key, bool required) -> QString {
            const YAML::Node n = item[key];
            const QString field = path + QLatin1Char('.') + QLatin1String(key);
            if (!n) {
                if (required)
                    throw Error(Tr::tr("The key \"%1\" is missing.").arg(QLatin1String(key)),
                                where(item), field);
                return {};
            }
            if (!n.IsScalar())
                throw Error(Tr::tr("Expected a single value."), where(n), field);
            return QString::fromStdString(n.Scalar()).trimmed();
        };
        auto numberOf = [&](const char *key, bool required) -> std::optional<double> {
            const QString t = text(key, required);
            if (t.isEmpty())
                return std::nullopt;
            const auto v = detail::toNumber(t);
            if (!v || *v < 0)
                throw Error(Tr::tr("Expected a number of 0 or more, not \"%1\".").arg(t),
                            where(item[key]), path + QLatin1Char('.') + QLatin1String(key));
            return v;
        };
        AcceptanceCriterion c;
        c.name = text("name", true);
        if (c.name.isEmpty())
            throw Error(Tr::tr("A criterion needs a name."), where(item), path + ".name");
        if (!names.insert(c.name).second)
            throw Error(Tr::tr("Another criterion is already named \"%1\".").arg(c.name),
                        where(item["name"]), path + ".name");
        c.metric = text("metric", true);
        if (!kMetrics.contains(c.metric))
            throw Error(Tr::tr("Unknown metric \"%1\"; expected one of: %2.")
                            .arg(c.metric, kMetrics.join(QStringLiteral(", "))),
                        where(item["metric"]), path + ".metric");
        c.collective = text("collective", !isHpl(c.metric));
        if (!isHpl(c.metric) && collectiveFromName(c.collective) == Collective::Unknown)
            throw Error(Tr::tr("Unknown collective \"%1\" (an nccl-tests name such as "
                               "all_reduce).")
                            .arg(c.collective),
                        where(item["collective"]), path + ".collective");
        const QString size = text("size", false);
        if (!size.isEmpty()) {
            const auto bytes = sizeFromText(size);
            if (!bytes)
                throw Error(Tr::tr("Expected a message size in bytes (8589934592) or with K, M, "
                                   "G (8G), not \"%1\".")
                                .arg(size),
                            where(item["size"]), path + ".size");
            c.sizeBytes = *bytes;
        }
        const QString scope = text("scope", false);
        if (!scope.isEmpty()) {
            if (!kScopes.contains(scope))
                throw Error(Tr::tr("Unknown scope \"%1\"; expected one of: %2.")
                                .arg(scope, kScopes.join(QStringLiteral(", "))),
                            where(item["scope"]), path + ".scope");
            c.scope = scope;
        }
        c.minNodes = int(numberOf("min_nodes", false).value_or(0));
        c.minimum = *numberOf("minimum", true);
        c.note = text("note", false);
        out.push_back(std::move(c));
    }
    return out;
}

QByteArray writeAcceptanceYaml(const std::vector<AcceptanceCriterion> &criteria)
{
    YAML::Emitter e;
    e << YAML::BeginMap << YAML::Key << "acceptance" << YAML::Value << YAML::BeginSeq;
    for (const AcceptanceCriterion &c : criteria) {
        e << YAML::BeginMap;
        e << YAML::Key << "name" << YAML::Value << c.name.toStdString();
        e << YAML::Key << "metric" << YAML::Value << c.metric.toStdString();
        if (!c.collective.isEmpty())
            e << YAML::Key << "collective" << YAML::Value << c.collective.toStdString();
        if (c.sizeBytes > 0)
            e << YAML::Key << "size" << YAML::Value << c.sizeBytes;
        e << YAML::Key << "scope" << YAML::Value << c.scope.toStdString();
        if (c.minNodes > 0)
            e << YAML::Key << "min_nodes" << YAML::Value << c.minNodes;
        e << YAML::Key << "minimum" << YAML::Value
          << QString::number(c.minimum, 'g', 15).toStdString();
        if (!c.note.isEmpty())
            e << YAML::Key << "note" << YAML::Value << c.note.toStdString();
        e << YAML::EndMap;
    }
    e << YAML::EndSeq << YAML::EndMap;
    return QByteArray(e.c_str()) + '\n';
}

QString toString(CriterionResult::Status s)
{
    switch (s) {
    case CriterionResult::Status::Pass:
        return QStringLiteral("pass");
    case CriterionResult::Status::Fail:
        return QStringLiteral("fail");
    case CriterionResult::Status::NoEvidence:
        return QStringLiteral("no-evidence");
    }
    return {};
}

std::vector<CriterionResult> evaluateAcceptance(const Design &design,
                                                const std::vector<AcceptanceCriterion> &criteria,
                                                const std::vector<StoredRun> &runs,
                                                const std::vector<HplRun> &hpl)
{
    QStringList gpuNodes;
    for (const Device &d : design.devices)
        if (d.role == QLatin1String(kRoleGpuNode))
            gpuNodes << d.name;

    std::vector<CriterionResult> out;
    for (const AcceptanceCriterion &c : criteria) {
        CriterionResult r;
        r.criterion = c;
        auto consider = [&](Evidence e) {
            ++r.candidates;
            // The best value; on a tie the lower id (the earlier run), so the choice is stable.
            if (!r.evidence || e.value > r.evidence->value ||
                (e.value == r.evidence->value && e.id < r.evidence->id))
                r.evidence = std::move(e);
        };
        if (isHpl(c.metric)) {
            for (const HplRun &h : hpl) {
                if (!h.result.passed())
                    continue;
                std::optional<double> v;
                if (c.metric == QLatin1String("hpl-rmax"))
                    v = h.result.gflops / 1e6;
                else
                    v = h.efficiencyPercent();
                if (v)
                    consider({QStringLiteral("hpl"), h.id, h.sourceFile, h.sha256, *v});
            }
        } else {
            for (const StoredRun &run : runs) {
                if (run.kind != QLatin1String("nccl-tests") || run.collective != c.collective ||
                    run.status != RunStatus::Complete || run.verdict == Verdict::Failed)
                    continue;
                if (c.minNodes > 0 && run.nodes < c.minNodes)
                    continue;
                if (c.scope == QLatin1String("all-nodes")) {
                    const QStringList names = run.deviceNames();
                    if (gpuNodes.isEmpty() ||
                        !std::all_of(gpuNodes.begin(), gpuNodes.end(),
                                     [&](const QString &n) { return names.contains(n); }))
                        continue;
                }
                std::optional<double> v;
                if (c.metric == QLatin1String("percent")) {
                    v = run.percent;
                } else if (c.sizeBytes == 0) {
                    v = run.plateauGBps;
                } else {
                    for (const StoredRow &row : run.rows)
                        if (row.row.sizeBytes == c.sizeBytes && !row.row.partial &&
                            row.row.outOfPlace.busbwGBps)
                            v = std::max(v.value_or(0), *row.row.outOfPlace.busbwGBps);
                }
                if (v)
                    consider({QStringLiteral("run"), run.id, run.sourceFile, run.sha256, *v});
            }
        }
        const QString unit = unitOf(c.metric);
        if (!r.evidence) {
            r.status = CriterionResult::Status::NoEvidence;
            r.reason = isHpl(c.metric)
                           ? Tr::tr("No HPL test that passed its residual check%1.")
                                 .arg(c.metric == QLatin1String("hpl-efficiency")
                                          ? Tr::tr(" and has an Rpeak")
                                          : QString())
                           : Tr::tr("No complete %1 run%2%3 with a figure at %4.")
                                 .arg(c.collective)
                                 .arg(c.scope == QLatin1String("all-nodes")
                                          ? Tr::tr(" over all %n GPU node(s)", nullptr,
                                                   int(gpuNodes.size()))
                                          : QString())
                                 .arg(c.minNodes > 0
                                          ? Tr::tr(" on at least %n node(s)", nullptr, c.minNodes)
                                          : QString())
                                 .arg(c.metric == QLatin1String("percent") ? Tr::tr("its ceiling")
                                                                           : sizeName(c.sizeBytes));
        } else {
            r.status = r.evidence->value >= c.minimum ? CriterionResult::Status::Pass
                                                      : CriterionResult::Status::Fail;
            r.reason =
                Tr::tr("%1 %2 %3 %4 %5 (%6 #%7, %8; best of %n qualifying)", nullptr, r.candidates)
                    .arg(QString::number(r.evidence->value, 'f', 2), unit,
                         r.status == CriterionResult::Status::Pass ? QStringLiteral(">=")
                                                                   : QStringLiteral("<"),
                         QString::number(c.minimum, 'f', 2), unit,
                         r.evidence->kind == QLatin1String("hpl") ? Tr::tr("HPL run")
                                                                  : Tr::tr("run"))
                    .arg(r.evidence->id)
                    .arg(r.evidence->sourceFile);
        }
        out.push_back(std::move(r));
    }
    return out;
}

QByteArray acceptanceCsv(const std::vector<CriterionResult> &results)
{
    QByteArray out = csvLine(
        {QStringLiteral("criterion"), QStringLiteral("metric"), QStringLiteral("collective"),
         QStringLiteral("size_bytes"), QStringLiteral("scope"), QStringLiteral("min_nodes"),
         QStringLiteral("minimum"), QStringLiteral("unit"), QStringLiteral("measured"),
         QStringLiteral("status"), QStringLiteral("evidence_kind"), QStringLiteral("evidence_id"),
         QStringLiteral("evidence_file"), QStringLiteral("evidence_sha256"),
         QStringLiteral("candidates"), QStringLiteral("reason")});
    for (const CriterionResult &r : results) {
        const AcceptanceCriterion &c = r.criterion;
        out += csvLine(
            {c.name, c.metric, c.collective, QString::number(c.sizeBytes), c.scope,
             QString::number(c.minNodes), QString::number(c.minimum, 'g', 15), unitOf(c.metric),
             r.evidence ? QString::number(r.evidence->value, 'f', 2) : QString(),
             toString(r.status), r.evidence ? r.evidence->kind : QString(),
             r.evidence ? QString::number(r.evidence->id) : QString(),
             r.evidence ? r.evidence->sourceFile : QString(),
             r.evidence ? r.evidence->sha256 : QString(), QString::number(r.candidates), r.reason});
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Storage

namespace {

// Migration 0 -> 1 of module "acceptance". Never edit a shipped migration; append one.
constexpr std::string_view kAcceptanceV1 = R"sql(
CREATE TABLE acceptance_criterion(
    seq INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    metric TEXT NOT NULL,
    collective TEXT NOT NULL DEFAULT '',
    size_bytes INTEGER NOT NULL DEFAULT 0,
    scope TEXT NOT NULL DEFAULT 'any',
    min_nodes INTEGER NOT NULL DEFAULT 0,
    minimum REAL NOT NULL,
    note TEXT NOT NULL DEFAULT ''
);
CREATE TABLE evidence_input(
    sha256 TEXT PRIMARY KEY,
    name TEXT NOT NULL DEFAULT '',
    stored_at TEXT NOT NULL DEFAULT '',
    data_base64 TEXT NOT NULL
);
)sql";

const store::SqliteStore::ModuleSchema kAcceptanceSchema{"acceptance", {kAcceptanceV1}};

} // namespace

AcceptanceStore::AcceptanceStore(store::SqliteStore &store) : m_store(store)
{
    m_store.ensureModuleSchema(kAcceptanceSchema);
}

void AcceptanceStore::setCriteria(const std::vector<AcceptanceCriterion> &criteria)
{
    store::sqlite::Database &db = m_store.database();
    store::sqlite::Transaction tx(db);
    db.exec("DELETE FROM acceptance_criterion");
    auto st = db.prepare("INSERT INTO acceptance_criterion(seq, name, metric, collective, "
                         "size_bytes, scope, min_nodes, minimum, note) VALUES(?,?,?,?,?,?,?,?,?)");
    int seq = 0;
    for (const AcceptanceCriterion &c : criteria) {
        st.bind(1, ++seq);
        st.bind(2, c.name);
        st.bind(3, c.metric);
        st.bind(4, c.collective);
        st.bind(5, std::int64_t(c.sizeBytes));
        st.bind(6, c.scope);
        st.bind(7, c.minNodes);
        st.bind(8, c.minimum);
        st.bind(9, c.note);
        st.run();
    }
    tx.commit();
}

std::vector<AcceptanceCriterion> AcceptanceStore::criteria()
{
    auto st = m_store.database().prepare(
        "SELECT name, metric, collective, size_bytes, scope, min_nodes, minimum, note FROM "
        "acceptance_criterion ORDER BY seq");
    std::vector<AcceptanceCriterion> out;
    while (st.step()) {
        AcceptanceCriterion c;
        c.name = st.text(0);
        c.metric = st.text(1);
        c.collective = st.text(2);
        c.sizeBytes = st.int64(3);
        c.scope = st.text(4);
        c.minNodes = st.integer(5);
        c.minimum = st.real(6);
        c.note = st.text(7);
        out.push_back(std::move(c));
    }
    return out;
}

void AcceptanceStore::storeInput(const QString &sha256, const QString &name, const QByteArray &data)
{
    auto st = m_store.database().prepare("INSERT OR IGNORE INTO evidence_input(sha256, name, "
                                         "stored_at, data_base64) VALUES(?,?,?,?)");
    st.bind(1, sha256);
    st.bind(2, name);
    st.bind(3, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    st.bind(4, QString::fromLatin1(data.toBase64()));
    st.run();
}

std::optional<QByteArray> AcceptanceStore::input(const QString &sha256)
{
    auto st = m_store.database().prepare("SELECT data_base64 FROM evidence_input WHERE sha256 = ?");
    st.bind(1, sha256);
    if (!st.step())
        return std::nullopt;
    return QByteArray::fromBase64(st.text(0).toLatin1());
}

// ---------------------------------------------------------------------------------------------
// Evidence package

EvidencePackage writeEvidencePackage(const QString &dir, const Design &design,
                                     const QString &version,
                                     const std::vector<CriterionResult> &results,
                                     const std::vector<StoredRun> &runs,
                                     const std::vector<HplRun> &hpl, AcceptanceStore &inputs,
                                     const std::vector<std::pair<QString, QByteArray>> &extra)
{
    QDir d(dir);
    if (d.exists() && !d.isEmpty())
        throw Error(Tr::tr("The folder is not empty; the evidence package needs a new or empty "
                           "folder."),
                    SourceLocation{dir, 0, 0});
    if (!QDir().mkpath(dir) || !QDir().mkpath(d.filePath(QStringLiteral("logs"))))
        throw Error(Tr::tr("Cannot create the folder."), SourceLocation{dir, 0, 0});

    EvidencePackage pkg;
    QByteArray manifest;
    auto write = [&](const QString &rel, const QByteArray &bytes) {
        QSaveFile f(d.filePath(rel));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
            throw Error(Tr::tr("Cannot write the file: %1").arg(f.errorString()),
                        SourceLocation{d.filePath(rel), 0, 0});
        pkg.files << rel;
        manifest += detail::sha256Hex(bytes).toLatin1() + "  " + rel.toUtf8() + '\n';
    };

    // The input logs, once per SHA-256, named so that a reader sees which file it was.
    std::set<QString> written;
    auto addInput = [&](const QString &sha, const QString &name) {
        if (sha.isEmpty() || sha.startsWith(QLatin1String("probe:")) || !written.insert(sha).second)
            return;
        const auto bytes = inputs.input(sha);
        if (!bytes) {
            pkg.missingInputs << name;
            return;
        }
        QString safe = name;
        safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
        write(QStringLiteral("logs/") + sha.left(16) + QLatin1Char('-') + safe, *bytes);
    };
    for (const StoredRun &r : runs)
        addInput(r.sha256, r.sourceFile);
    for (const HplRun &h : hpl)
        addInput(h.sha256, h.sourceFile);

    write(QStringLiteral("acceptance.csv"), acceptanceCsv(results));
    for (const auto &[name, bytes] : extra)
        write(name, bytes);

    QByteArray runsCsv = csvLine(
        {QStringLiteral("run"), QStringLiteral("file"), QStringLiteral("sha256"),
         QStringLiteral("part"), QStringLiteral("kind"), QStringLiteral("collective"),
         QStringLiteral("ranks"), QStringLiteral("nodes"), QStringLiteral("status"),
         QStringLiteral("plateau_busbw_gbps"), QStringLiteral("ceiling_gbps"),
         QStringLiteral("percent"), QStringLiteral("verdict"), QStringLiteral("ceiling_formula")});
    for (const StoredRun &r : runs)
        runsCsv += csvLine({QString::number(r.id), r.sourceFile, r.sha256, QString::number(r.part),
                            r.kind, r.collective, r.ranks ? QString::number(*r.ranks) : QString(),
                            r.nodes > 0 ? QString::number(r.nodes) : QString(), toString(r.status),
                            number(r.plateauGBps), number(r.ceilingGBps), number(r.percent, 1),
                            toString(r.verdict), r.ceilingFormula});
    write(QStringLiteral("runs.csv"), runsCsv);

    QByteArray hplCsv =
        csvLine({QStringLiteral("hpl_run"), QStringLiteral("file"), QStringLiteral("sha256"),
                 QStringLiteral("part"), QStringLiteral("variant"), QStringLiteral("n"),
                 QStringLiteral("nb"), QStringLiteral("p"), QStringLiteral("q"),
                 QStringLiteral("time_s"), QStringLiteral("gflops"), QStringLiteral("residual"),
                 QStringLiteral("rpeak_tflops"), QStringLiteral("efficiency_percent")});
    for (const HplRun &h : hpl)
        hplCsv += csvLine({QString::number(h.id), h.sourceFile, h.sha256, QString::number(h.part),
                           h.result.variant, QString::number(h.result.n),
                           QString::number(h.result.nb), QString::number(h.result.p),
                           QString::number(h.result.q), QString::number(h.result.timeS, 'f', 2),
                           QString::number(h.result.gflops, 'g', 10), h.result.residualVerdict,
                           number(h.rpeakTflops), number(h.efficiencyPercent())});
    write(QStringLiteral("hpl.csv"), hplCsv);

    int passed = 0;
    for (const CriterionResult &r : results)
        passed += r.status == CriterionResult::Status::Pass;
    QString readme;
    readme += QStringLiteral("Railyard evidence package\n\n");
    readme += QStringLiteral("Design: %1\n").arg(design.name);
    readme += QStringLiteral("Railyard version: %1\n").arg(version);
    readme +=
        QStringLiteral("Written: %1\n").arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    readme += QStringLiteral("Criteria: %1 of %2 pass\n").arg(passed).arg(results.size());
    readme +=
        QStringLiteral("Runs: %1 benchmark runs, %2 HPL tests\n").arg(runs.size()).arg(hpl.size());
    if (!pkg.missingInputs.isEmpty())
        readme += QStringLiteral("Input files not stored in the document (imported before it "
                                 "kept them): %1\n")
                      .arg(pkg.missingInputs.join(QStringLiteral(", ")));
    readme += QStringLiteral(
        "\nacceptance.csv  every criterion, its verdict and the run that is its evidence\n"
        "acceptance.pdf  the same as a printable report (when the front end adds it)\n"
        "runs.csv        every benchmark run with the SHA-256 of its input file\n"
        "hpl.csv         every HPL test\n"
        "logs/           the input files, named <first 16 hex digits of their SHA-256>-<name>\n"
        "\nTo check that nothing was changed: sha256sum -c MANIFEST.sha256\n"
        "and that each log is the one a run was read from: sha256sum logs/* against the sha256\n"
        "column of runs.csv.\n");
    write(QStringLiteral("README.txt"), readme.toUtf8());

    QSaveFile m(d.filePath(QStringLiteral("MANIFEST.sha256")));
    if (!m.open(QIODevice::WriteOnly) || m.write(manifest) != manifest.size() || !m.commit())
        throw Error(Tr::tr("Cannot write the file: %1").arg(m.errorString()),
                    SourceLocation{d.filePath(QStringLiteral("MANIFEST.sha256")), 0, 0});
    pkg.files << QStringLiteral("MANIFEST.sha256");
    return pkg;
}

} // namespace ry::results
