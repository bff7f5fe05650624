#include "hpl.h"

#include "textlines.h"

#include "model/design.h"
#include "model/summary.h"
#include "store/sqlite.h"
#include "store/store.h"
#include "util/error.h"

#include <QDateTime>
#include <QRegularExpression>

#include <algorithm>

namespace ry::results {

using namespace detail;

std::optional<double> HplLog::rmaxGflops() const
{
    std::optional<double> best;
    for (const HplResult &r : results)
        if (r.passed() && (!best || r.gflops > *best))
            best = r.gflops;
    return best;
}

bool looksLikeHpl(const QByteArray &data)
{
    const QByteArray head = data.left(1 << 20);
    static const QRegularExpression header(
        QStringLiteral("T/V\\s+N\\s+NB\\s+P\\s+Q\\s+Time\\s+Gflops"));
    return head.contains("HPLinpack") || head.contains("HPL-NVIDIA") ||
           header.match(QString::fromUtf8(head)).hasMatch();
}

HplLog parseHpl(const QByteArray &data, const QString &sourceName)
{
    HplLog log;
    log.sourceFile = sourceName;
    log.sha256 = sha256Hex(data);
    PrefixKind prefix = PrefixKind::None;
    const std::vector<InputLine> lines = splitLines(data, &prefix);

    // docs/references/probe-formats.md §g.
    static const QRegularExpression netlibBanner(
        QStringLiteral("^HPLinpack\\s+(\\S+)\\s+--\\s+High-Performance Linpack"));
    static const QRegularExpression nvidiaBanner(QStringLiteral("^HPL-NVIDIA\\s+(\\S+)"));
    static const QRegularExpression header(QStringLiteral(
        "^T/V\\s+N\\s+NB\\s+P\\s+Q\\s+Time\\s+Gflops(\\s*\\(\\s*per GPU\\s*\\))?\\s*$"));
    static const QRegularExpression row(
        QStringLiteral("^(\\S+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\S+)\\s+(\\S+)"
                       "(?:\\s*\\(\\s*(\\S+)\\s*\\))?\\s*$"));
    static const QRegularExpression start(QStringLiteral("^HPL_pdgesv\\(\\) start time\\s+(.*)$"));
    static const QRegularExpression end(QStringLiteral("^HPL_pdgesv\\(\\) end time\\s+(.*)$"));
    static const QRegularExpression residual(QStringLiteral(
        "^\\|\\|Ax-b\\|\\|_oo/\\(eps\\*\\(\\|\\|A\\|\\|_oo\\*\\|\\|x\\|\\|_oo\\+\\|\\|b\\|\\|_oo\\)"
        "\\*N\\)=\\s*(\\S+)\\s*\\.+\\s*(PASSED|FAILED)\\b"));
    static const QRegularExpression finished(QStringLiteral("^Finished\\s+(\\d+)\\s+tests?\\b"));
    static const QRegularExpression passed(
        QStringLiteral("^(\\d+)\\s+tests? completed and passed residual checks"));
    static const QRegularExpression failed(
        QStringLiteral("^(\\d+)\\s+tests? completed and failed residual checks"));
    static const QRegularExpression skipped(QStringLiteral("^(\\d+)\\s+tests? skipped"));

    bool expectRow = false;
    bool summary = false;
    for (const InputLine &line : lines) {
        const QString t = line.text.trimmed();
        if (t.isEmpty())
            continue;
        QRegularExpressionMatch m;
        if ((m = nvidiaBanner.match(t)).hasMatch()) {
            log.flavour = QStringLiteral("HPL-NVIDIA");
            log.version = m.captured(1);
        } else if ((m = netlibBanner.match(t)).hasMatch()) {
            if (log.flavour.isEmpty()) {
                log.flavour = QStringLiteral("netlib");
                log.version = m.captured(1);
            }
        } else if ((m = header.match(t)).hasMatch()) {
            expectRow = true;
            if (m.capturedLength(1) > 0)
                log.flavour = QStringLiteral("HPL-NVIDIA");
        } else if (expectRow && t.startsWith(QLatin1Char('-'))) {
            continue; // the rule under the header
        } else if (expectRow && (m = row.match(t)).hasMatch()) {
            expectRow = false;
            HplResult r;
            r.variant = m.captured(1);
            r.n = m.captured(2).toLongLong();
            r.nb = m.captured(3).toInt();
            r.p = m.captured(4).toInt();
            r.q = m.captured(5).toInt();
            const auto time = toNumber(m.captured(6));
            const auto gflops = toNumber(m.captured(7));
            r.line = line.number;
            if (!time || !gflops || !line.terminated) {
                addDiagnostic(log.diagnostics, Diagnostic::Severity::Warning,
                              Tr::tr("The HPL result row could not be read (time \"%1\", Gflops "
                                     "\"%2\").")
                                  .arg(m.captured(6), m.captured(7)),
                              sourceName, line.number);
                continue;
            }
            r.timeS = *time;
            r.gflops = *gflops;
            if (m.capturedLength(8) > 0)
                r.gflopsPerGpu = toNumber(m.captured(8));
            log.results.push_back(std::move(r));
        } else if ((m = start.match(t)).hasMatch()) {
            if (!log.results.empty())
                log.results.back().startTime = m.captured(1).trimmed();
        } else if ((m = end.match(t)).hasMatch()) {
            if (!log.results.empty())
                log.results.back().endTime = m.captured(1).trimmed();
        } else if ((m = residual.match(t)).hasMatch()) {
            if (log.results.empty() || !log.results.back().residualVerdict.isEmpty()) {
                addDiagnostic(log.diagnostics, Diagnostic::Severity::Warning,
                              Tr::tr("A residual check without a result row before it."),
                              sourceName, line.number);
                continue;
            }
            log.results.back().residual = toNumber(m.captured(1));
            log.results.back().residualVerdict = m.captured(2);
        } else if ((m = finished.match(t)).hasMatch()) {
            summary = true;
            log.finished = m.captured(1).toInt();
        } else if ((m = passed.match(t)).hasMatch()) {
            log.passedCount = m.captured(1).toInt();
        } else if ((m = failed.match(t)).hasMatch()) {
            log.failedCount = m.captured(1).toInt();
        } else if ((m = skipped.match(t)).hasMatch()) {
            log.skippedCount = m.captured(1).toInt();
        } else if (t.startsWith(QLatin1String("End of Tests."))) {
            summary = true;
        }
    }

    if (log.flavour.isEmpty() && !log.results.empty())
        log.flavour = QStringLiteral("netlib");
    if (log.results.empty())
        log.missing << Tr::tr("There are no HPL result rows.");
    for (const HplResult &r : log.results)
        if (r.residualVerdict.isEmpty())
            log.missing << Tr::tr("Test %1 (line %2) has no residual check: the output stops "
                                  "before it.")
                               .arg(r.variant)
                               .arg(r.line);
    if (!summary)
        log.missing << Tr::tr("The closing summary (\"Finished ... tests\", \"End of Tests.\") "
                              "is missing.");
    const bool anyFailed = std::any_of(log.results.begin(), log.results.end(), [](const auto &r) {
        return r.residualVerdict == QLatin1String("FAILED");
    });
    if (anyFailed || log.failedCount.value_or(0) > 0)
        log.status = RunStatus::Failed;
    else if (log.missing.isEmpty())
        log.status = RunStatus::Complete;
    else
        log.status = RunStatus::Truncated;
    return log;
}

std::optional<double> HplRun::efficiencyPercent() const
{
    if (!rpeakTflops || *rpeakTflops <= 0 || !result.passed())
        return std::nullopt;
    return result.gflops / (*rpeakTflops * 1000.0) * 100.0;
}

std::vector<HplRun> toHplRuns(const HplLog &log)
{
    std::vector<HplRun> out;
    for (std::size_t i = 0; i < log.results.size(); ++i) {
        HplRun r;
        r.sourceFile = log.sourceFile;
        r.sha256 = log.sha256;
        r.part = int(i);
        r.flavour = log.flavour;
        r.version = log.version;
        r.status = log.status;
        r.result = log.results[i];
        out.push_back(std::move(r));
    }
    return out;
}

void evaluateHpl(HplRun &run, const Design *design)
{
    run.rpeakTflops.reset();
    if (!design || design->devices.empty()) {
        run.rpeakBasis = Tr::tr("No design: Rpeak is not known.");
        return;
    }
    // TOP500 Rpeak: the sum of every processor's FP64 peak (model/summary.h designRpeak()).
    const DesignRpeak r = designRpeak(*design);
    if (r.totalTflops() <= 0) {
        run.rpeakBasis = Tr::tr("The design has no GPU or CPU FP64 figures: Rpeak is not known.");
        return;
    }
    if (r.nodesWithoutGpuFigure > 0 || r.nodesWithoutCpuFigure > 0) {
        run.rpeakBasis = Tr::tr("Rpeak is at least %1 PFLOPS, but %2 node(s) lack a GPU FP64 "
                                "figure and %3 a CPU figure, so no efficiency is given.")
                             .arg(r.totalTflops() / 1000.0, 0, 'f', 2)
                             .arg(r.nodesWithoutGpuFigure)
                             .arg(r.nodesWithoutCpuFigure);
        return;
    }
    run.rpeakTflops = r.totalTflops();
    run.rpeakBasis = Tr::tr("Rpeak %1 PFLOPS = GPUs %2 PFLOPS (%3 GPUs) + CPUs %4 PFLOPS (%5 "
                            "CPUs), from the design")
                         .arg(r.totalTflops() / 1000.0, 0, 'f', 2)
                         .arg(r.gpuTflops / 1000.0, 0, 'f', 2)
                         .arg(r.gpus)
                         .arg(r.cpuTflops / 1000.0, 0, 'f', 2)
                         .arg(r.cpus);
}

// ---------------------------------------------------------------------------------------------
// Storage

namespace {

// Migration 0 -> 1 of module "hpl". Never edit a shipped migration; append one.
constexpr std::string_view kHplV1 = R"sql(
CREATE TABLE hpl_result(
    id INTEGER PRIMARY KEY,
    sha256 TEXT NOT NULL,
    part INTEGER NOT NULL,
    source_file TEXT NOT NULL DEFAULT '',
    label TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL DEFAULT '',
    flavour TEXT NOT NULL DEFAULT '',
    version TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    variant TEXT NOT NULL DEFAULT '',
    n INTEGER NOT NULL,
    nb INTEGER NOT NULL,
    p INTEGER NOT NULL,
    q INTEGER NOT NULL,
    time_s REAL NOT NULL,
    gflops REAL NOT NULL,
    gflops_per_gpu REAL,
    residual REAL,
    residual_verdict TEXT NOT NULL DEFAULT '',
    start_time TEXT NOT NULL DEFAULT '',
    end_time TEXT NOT NULL DEFAULT '',
    line INTEGER NOT NULL DEFAULT 0,
    rpeak_tflops REAL,
    rpeak_basis TEXT NOT NULL DEFAULT '',
    UNIQUE(sha256, part)
);
)sql";

const store::SqliteStore::ModuleSchema kHplSchema{"hpl", {kHplV1}};

void bindOptReal(store::sqlite::Statement &st, int i, const std::optional<double> &v)
{
    if (v)
        st.bind(i, *v);
    else
        st.bindNull(i);
}

std::optional<double> optReal(const store::sqlite::Statement &st, int col)
{
    return st.isNull(col) ? std::nullopt : std::optional<double>(st.real(col));
}

} // namespace

HplStore::HplStore(store::SqliteStore &store) : m_store(store)
{
    m_store.ensureModuleSchema(kHplSchema);
}

HplStore::AddOutcome HplStore::add(const HplRun &run)
{
    store::sqlite::Database &db = m_store.database();
    auto find = db.prepare("SELECT id FROM hpl_result WHERE sha256 = ? AND part = ?");
    find.bind(1, run.sha256);
    find.bind(2, run.part);
    if (find.step())
        return {find.int64(0), true};
    auto st = db.prepare(
        "INSERT INTO hpl_result(sha256, part, source_file, label, imported_at, flavour, version, "
        "status, variant, n, nb, p, q, time_s, gflops, gflops_per_gpu, residual, "
        "residual_verdict, start_time, end_time, line, rpeak_tflops, rpeak_basis) "
        "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    int i = 1;
    st.bind(i++, run.sha256);
    st.bind(i++, run.part);
    st.bind(i++, run.sourceFile);
    st.bind(i++, run.label);
    st.bind(i++, run.importedAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate)
                                          : run.importedAt);
    st.bind(i++, run.flavour);
    st.bind(i++, run.version);
    st.bind(i++, toString(run.status));
    const HplResult &r = run.result;
    st.bind(i++, r.variant);
    st.bind(i++, std::int64_t(r.n));
    st.bind(i++, r.nb);
    st.bind(i++, r.p);
    st.bind(i++, r.q);
    st.bind(i++, r.timeS);
    st.bind(i++, r.gflops);
    bindOptReal(st, i++, r.gflopsPerGpu);
    bindOptReal(st, i++, r.residual);
    st.bind(i++, r.residualVerdict);
    st.bind(i++, r.startTime);
    st.bind(i++, r.endTime);
    st.bind(i++, r.line);
    bindOptReal(st, i++, run.rpeakTflops);
    st.bind(i++, run.rpeakBasis);
    st.run();
    return {db.lastInsertRowId(), false};
}

std::vector<HplRun> HplStore::list()
{
    auto st = m_store.database().prepare(
        "SELECT id, sha256, part, source_file, label, imported_at, flavour, version, status, "
        "variant, n, nb, p, q, time_s, gflops, gflops_per_gpu, residual, residual_verdict, "
        "start_time, end_time, line, rpeak_tflops, rpeak_basis FROM hpl_result ORDER BY id");
    std::vector<HplRun> out;
    while (st.step()) {
        HplRun run;
        int c = 0;
        run.id = st.int64(c++);
        run.sha256 = st.text(c++);
        run.part = int(st.int64(c++));
        run.sourceFile = st.text(c++);
        run.label = st.text(c++);
        run.importedAt = st.text(c++);
        run.flavour = st.text(c++);
        run.version = st.text(c++);
        run.status = runStatusFromString(st.text(c++)).value_or(RunStatus::Truncated);
        HplResult &r = run.result;
        r.variant = st.text(c++);
        r.n = st.int64(c++);
        r.nb = int(st.int64(c++));
        r.p = int(st.int64(c++));
        r.q = int(st.int64(c++));
        r.timeS = st.real(c++);
        r.gflops = st.real(c++);
        r.gflopsPerGpu = optReal(st, c++);
        r.residual = optReal(st, c++);
        r.residualVerdict = st.text(c++);
        r.startTime = st.text(c++);
        r.endTime = st.text(c++);
        r.line = int(st.int64(c++));
        run.rpeakTflops = optReal(st, c++);
        run.rpeakBasis = st.text(c++);
        out.push_back(std::move(run));
    }
    return out;
}

void HplStore::updateEvaluation(const HplRun &run)
{
    auto st = m_store.database().prepare(
        "UPDATE hpl_result SET rpeak_tflops = ?, rpeak_basis = ? WHERE id = ?");
    bindOptReal(st, 1, run.rpeakTflops);
    st.bind(2, run.rpeakBasis);
    st.bind(3, run.id);
    st.run();
}

bool HplStore::remove(Id id)
{
    auto find = m_store.database().prepare("SELECT 1 FROM hpl_result WHERE id = ?");
    find.bind(1, id);
    if (!find.step())
        return false;
    auto st = m_store.database().prepare("DELETE FROM hpl_result WHERE id = ?");
    st.bind(1, id);
    st.run();
    return true;
}

} // namespace ry::results
