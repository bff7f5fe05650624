// railyard-cli commands for benchmark results:
//   results import --db F FILE...   (also: import-results --db F FILE...)
//   results list --db F
//   results show --db F RUN
//   results compare --db F RUN RUN
//   results evaluate --db F [RUN...]  (again, after the design changed)
//   results remove --db F RUN
//   report --db F                     (verdicts, per-rail and per-SU figures)

#include "cli.h"

#include "model/designutil.h"
#include "render/tablepdf.h"
#include "results/acceptance.h"
#include "results/importer.h"
#include "results/overlay.h"
#include "results/plausibility.h"
#include "results/resultstore.h"
#include "store/store.h"
#include "undo/designsession.h"
#include "usecases/resultsimport.h"
#include "usecases/session.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <set>

namespace ry::cli {

namespace {

using namespace ry::results;

QString fmt(const std::optional<double> &v, int decimals = 2)
{
    return v ? QString::number(*v, 'f', decimals) : QStringLiteral("-");
}

QString sizeText(qint64 bytes)
{
    static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1024 && u < 4 && std::fmod(v, 1024) == 0) {
        v /= 1024;
        ++u;
    }
    return QString::number(v, 'g', 6) + QLatin1Char(' ') + QLatin1String(units[u]);
}

QString testName(const StoredRun &r)
{
    if (!r.collective.isEmpty())
        return r.collective;
    return r.program.isEmpty() ? Tr::tr("(test not named)") : r.program;
}

struct Opened
{
    std::unique_ptr<store::SqliteStore> store;
    Design design;
    std::unique_ptr<ResultStore> results;
};

Opened openDb(QCommandLineParser &p, bool createIfMissing)
{
    const QString path = requireDb(p);
    Opened o;
    if (createIfMissing && !QFileInfo::exists(path))
        o.store = store::SqliteStore::create(path);
    else
        o.store = store::SqliteStore::open(path);
    o.design = o.store->load();
    o.results = std::make_unique<ResultStore>(*o.store);
    return o;
}

/// Reads the options shared by import and evaluate. Returns false (after a message) on bad
/// values.
bool importOptions(QCommandLineParser &p, ImportOptions *o)
{
    for (const QString &text : p.values(QStringLiteral("host-pattern"))) {
        const auto hp = hostPatternFromString(text);
        if (!hp) {
            err() << Tr::tr("Bad --host-pattern \"%1\": expected REGEX=>DEVICE-NAME with a valid "
                            "regular expression, e.g. \"worker-(\\d+)=>node\\1\".")
                         .arg(text)
                  << '\n';
            return false;
        }
        o->hostPatterns << *hp;
    }
    for (const QString &text : p.values(QStringLiteral("host-map"))) {
        const auto hm = hostMapFromString(text);
        if (!hm) {
            err() << Tr::tr("Bad --host-map \"%1\": expected HOST=DEVICE-NAME, e.g. "
                            "\"worker-0=node01\".")
                         .arg(text)
                  << '\n';
            return false;
        }
        o->hostPatterns << *hm;
    }
    if (p.isSet(QStringLiteral("sharp")) && p.isSet(QStringLiteral("no-sharp"))) {
        err() << Tr::tr("--sharp and --no-sharp exclude each other.") << '\n';
        return false;
    }
    if (p.isSet(QStringLiteral("sharp")))
        o->inNetworkReduction = true;
    if (p.isSet(QStringLiteral("no-sharp")))
        o->inNetworkReduction = false;
    if (p.isSet(QStringLiteral("pass"))) {
        bool ok = false;
        o->thresholds.good = p.value(QStringLiteral("pass")).toDouble(&ok);
        if (!ok || o->thresholds.good <= 0) {
            err() << Tr::tr("--pass takes a percentage, e.g. 90.") << '\n';
            return false;
        }
    }
    o->label = p.value(QStringLiteral("label"));
    o->ratePerftest = p.isSet(QStringLiteral("rate-perftest"));
    return true;
}

void addImportOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("host-pattern"),
                 Tr::tr("Match host names to devices: REGEX=>DEVICE-NAME, captures as \\1..\\9 "
                        "(after exact and short-name matching; may be repeated)."),
                 Tr::tr("PATTERN")});
    p.addOption({QStringLiteral("host-map"),
                 Tr::tr("Map one host name to a device: HOST=DEVICE-NAME (before any other "
                        "matching; may be repeated). Mappings are stored with the runs and "
                        "re-used by evaluate."),
                 Tr::tr("MAP")});
    p.addOption({QStringLiteral("clear-host-mappings"),
                 Tr::tr("evaluate: drop the host mappings stored with the runs.")});
    p.addOption({QStringLiteral("sharp"),
                 Tr::tr("The runs used in-network reduction (SHARP/NVLS): use its ceiling.")});
    p.addOption({QStringLiteral("no-sharp"),
                 Tr::tr("The runs did not use in-network reduction, whatever the output says.")});
    p.addOption({QStringLiteral("pass"),
                 Tr::tr("Percentage of the theoretical ceiling a run must reach to pass "
                        "(default 90)."),
                 Tr::tr("PERCENT")});
    p.addOption(
        {QStringLiteral("label"), Tr::tr("A note stored with the imported runs."), Tr::tr("TEXT")});
    p.addOption({QStringLiteral("rate-perftest"),
                 Tr::tr("Rate perftest runs against the design's rail port speed (their output "
                        "names no host, so they are unrated by default).")});
}

void printRunLine(const StoredRun &r)
{
    out() << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9")
                 .arg(r.id, 4)
                 .arg((r.startTime.isEmpty() ? r.importedAt : r.startTime).left(16), -16)
                 .arg(testName(r), -24)
                 .arg(r.ranks ? QString::number(*r.ranks) : QStringLiteral("-"), 5)
                 .arg(r.nodes, 5)
                 .arg(fmt(r.plateauGBps), 9)
                 .arg(r.percent ? fmt(r.percent, 1) + QLatin1Char('%') : QStringLiteral("-"), 7)
                 .arg(verdictText(r.verdict), -15)
                 .arg(r.sourceFile)
          << '\n';
}

/// "WC0 N 5898240 NB 1024 P 34 Q 60, 1979.69 s, 6.91e+07 Gflops (33870 per GPU), residual
/// PASSED, Rmax 69.10 PFLOPS = 87.85% of Rpeak 78.653 PFLOPS" (hpl.h); Rpeak with three decimals,
/// so that a reader dividing the two printed figures gets the printed percentage.
QString hplLine(const HplRun &run)
{
    const HplResult &r = run.result;
    QString t = Tr::tr("%1 N %2 NB %3 P %4 Q %5, %6 s, %7 Gflops")
                    .arg(r.variant)
                    .arg(r.n)
                    .arg(r.nb)
                    .arg(r.p)
                    .arg(r.q)
                    .arg(r.timeS, 0, 'f', 2)
                    .arg(r.gflops, 0, 'g', 6);
    if (r.gflopsPerGpu)
        t += Tr::tr(" (%1 per GPU)").arg(*r.gflopsPerGpu, 0, 'g', 6);
    t += r.residualVerdict.isEmpty() ? Tr::tr(", no residual check")
                                     : Tr::tr(", residual %1").arg(r.residualVerdict);
    if (const auto e = run.efficiencyPercent())
        t += Tr::tr(", Rmax %1 PFLOPS = %2% of Rpeak %3 PFLOPS")
                 .arg(r.gflops / 1e6, 0, 'f', 2)
                 .arg(*e, 0, 'f', 2)
                 .arg(*run.rpeakTflops / 1000.0, 0, 'f', 3); // 3 decimals: the quotient checks
    else if (!run.rpeakBasis.isEmpty())
        t += QStringLiteral(" (") + run.rpeakBasis + QLatin1Char(')');
    return t;
}

/// The verdict sentence of `r` and the ceiling it was rated against, indented under its run line
/// (plausibility.h).
void printRating(const StoredRun &r)
{
    out() << QStringLiteral("      ") << Tr::tr("verdict: %1").arg(ratingText(r)) << '\n';
    out() << QStringLiteral("      ") << Tr::tr("rated against: %1").arg(ratedAgainstText(r))
          << '\n';
}

/// The rows of `r` whose busbw disagrees with algbw (plausibility.h), by row index.
std::vector<InconsistentRow> inconsistentRowsOf(const StoredRun &r)
{
    if (r.kind != QLatin1String("nccl-tests"))
        return {};
    std::vector<BenchmarkRow> rows;
    for (const StoredRow &sr : r.rows)
        rows.push_back(sr.row);
    return inconsistentRows(collectiveFromName(r.collective),
                            r.ranksProven ? r.ranks : std::nullopt, rows);
}

void printRunHeader()
{
    out() << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9")
                 .arg(Tr::tr("Run"), 4)
                 .arg(Tr::tr("When"), -16)
                 .arg(Tr::tr("Test"), -24)
                 .arg(Tr::tr("Ranks"), 5)
                 .arg(Tr::tr("Nodes"), 5)
                 .arg(Tr::tr("busbw"), 9)
                 .arg(Tr::tr("% theo."), 7)
                 .arg(Tr::tr("Verdict"), -15)
                 .arg(Tr::tr("File"))
          << '\n';
}

int cmdImport(QCommandLineParser &p)
{
    const QStringList files = p.positionalArguments().mid(
        p.positionalArguments().value(0) == QLatin1String("import") ? 1 : 0);
    if (files.isEmpty()) {
        err() << Tr::tr("Usage: railyard-cli results import --db FILE RESULT-FILE...") << '\n';
        return Usage;
    }
    ImportOptions options;
    if (!importOptions(p, &options))
        return Usage;
    auto session = usecases::openSession(requireDb(p), true);
    Progress progress;
    const usecases::ResultsImportResult r =
        usecases::importResults(*session, {files, options}, progress);
    for (const usecases::ResultsFile &f : r.files) {
        const QString &file = f.path;
        if (!f.unreadable.isEmpty()) {
            err() << Tr::tr("error: %1").arg(f.unreadable) << '\n';
            continue;
        }
        if (f.imported.rejected()) {
            err() << Tr::tr("%1: rejected: %2").arg(file, f.imported.rejection) << '\n';
            continue;
        }
        for (std::size_t i = 0; i < f.imported.hpl.size(); ++i) {
            const HplRun &run = f.imported.hpl[i];
            if (f.duplicate[i]) {
                out() << Tr::tr("%1: already imported as HPL run %2").arg(file).arg(run.id) << '\n';
                continue;
            }
            out() << Tr::tr("%1: HPL run %2, %3").arg(file).arg(run.id).arg(hplLine(run)) << '\n';
        }
        for (std::size_t i = 0; i < f.imported.runs.size(); ++i) {
            const StoredRun &run = f.imported.runs[i];
            if (f.duplicate[i]) {
                out() << Tr::tr("%1: already imported as run %2").arg(file).arg(run.id) << '\n';
                continue;
            }
            out() << Tr::tr("%1: run %2, %3, %4 rows, %5")
                         .arg(file)
                         .arg(run.id)
                         .arg(testName(run))
                         .arg(run.rows.size())
                         .arg(ratingText(run));
            if (run.percent)
                out() << Tr::tr(", %1 GB/s = %2% of %3 GB/s")
                             .arg(fmt(run.plateauGBps))
                             .arg(fmt(run.percent, 1))
                             .arg(fmt(run.ceilingGBps));
            out() << '\n';
            for (const QString &m : run.missing)
                err() << Tr::tr("%1: warning: %2").arg(file, m) << '\n';
            for (const InconsistentRow &b : inconsistentRowsOf(run))
                err() << Tr::tr("%1:%2: warning: row of %3 B: %4; left out of the verdict")
                             .arg(file)
                             .arg(b.line)
                             .arg(b.sizeBytes)
                             .arg(b.description)
                      << '\n';
            for (const QString &h : run.unknownHosts())
                err() << Tr::tr("%1: warning: host %2 is not a device of the design").arg(file, h)
                      << '\n';
        }
    }
    out() << Tr::tr("%1 runs imported, %2 already present, %3 files rejected, %4 unreadable")
                 .arg(r.added)
                 .arg(r.duplicates)
                 .arg(r.rejected)
                 .arg(r.unreadable)
          << '\n';
    if (r.unreadable)
        return InputError;
    return r.rejected ? Problems : Ok;
}

std::optional<Id> runArg(const QString &text, ResultStore &results)
{
    if (text == QLatin1String("last") || text == QLatin1String("latest")) {
        const auto all = results.list();
        if (all.empty())
            return std::nullopt;
        return all.back().id;
    }
    bool ok = false;
    const Id id =
        text.startsWith(QLatin1Char('#')) ? text.mid(1).toLongLong(&ok) : text.toLongLong(&ok);
    return ok ? std::optional<Id>(id) : std::nullopt;
}

StoredRun requireRun(const QString &text, ResultStore &results)
{
    const auto id = runArg(text, results);
    std::optional<StoredRun> run = id ? results.load(*id) : std::nullopt;
    if (!run)
        throw Error(
            Tr::tr("There is no run \"%1\"; 'railyard-cli results list' shows them.").arg(text));
    return std::move(*run);
}

int cmdList(QCommandLineParser &p)
{
    Opened db = openDb(p, false);
    const auto runs = db.results->list();
    const std::vector<HplRun> hplRuns = HplStore(*db.store).list();
    if (runs.empty() && hplRuns.empty()) {
        out() << Tr::tr("No benchmark runs are stored.") << '\n';
        return Ok;
    }
    if (!runs.empty()) {
        printRunHeader();
        for (const StoredRun &r : runs)
            printRunLine(r);
    }
    for (const HplRun &r : hplRuns)
        out() << Tr::tr("HPL run %1: %2: %3").arg(r.id).arg(r.sourceFile, hplLine(r)) << '\n';
    return Ok;
}

int cmdShow(QCommandLineParser &p, const QStringList &args)
{
    if (args.size() != 1) {
        err() << Tr::tr("Usage: railyard-cli results show --db FILE RUN") << '\n';
        return Usage;
    }
    Opened db = openDb(p, false);
    const StoredRun r = requireRun(args.first(), *db.results);
    auto field = [](const QString &name, const QString &value) {
        if (!value.isEmpty())
            out() << QStringLiteral("%1 %2").arg(name + QLatin1Char(':'), -18).arg(value) << '\n';
    };
    field(Tr::tr("Run"), QString::number(r.id));
    field(Tr::tr("File"), r.sourceFile);
    field(Tr::tr("SHA-256"), r.sha256);
    field(Tr::tr("Tool"), (r.tool + QLatin1Char(' ') + r.toolVersion).trimmed());
    field(Tr::tr("Test"), testName(r));
    field(Tr::tr("NCCL"), r.ncclVersion);
    field(Tr::tr("Command line"), r.commandLine);
    field(Tr::tr("Started"), r.startTime);
    field(Tr::tr("Imported"), r.importedAt);
    field(Tr::tr("Label"), r.label);
    int highestRank = -1;
    for (const StoredRank &k : r.rankLines)
        highestRank = std::max(highestRank, k.rank);
    field(Tr::tr("Ranks"), r.ranks            ? QString::number(*r.ranks)
                           : highestRank >= 0 ? Tr::tr("unknown (at least %1: the highest rank "
                                                       "listed is %2)")
                                                    .arg(highestRank + 1)
                                                    .arg(highestRank)
                                              : Tr::tr("unknown"));
    field(Tr::tr("Nodes"), r.nodes > 0 ? QString::number(r.nodes)
                           : r.hosts().isEmpty()
                               ? Tr::tr("unknown")
                               : Tr::tr("unknown (at least %1)").arg(r.hosts().size()));
    // Every host the device list names, whether or not the design knows it.
    field(Tr::tr("Hosts"), r.hosts().join(QStringLiteral(", ")));
    field(Tr::tr("Status"), toString(r.status));
    field(Tr::tr("Avg bus bandwidth"),
          r.avgBusBwGBps ? fmt(r.avgBusBwGBps, 3) + " GB/s" : QString());
    if (r.plateauGBps)
        field(Tr::tr("Plateau busbw"), Tr::tr("%1 GB/s (median of %2 to %3)")
                                           .arg(fmt(r.plateauGBps))
                                           .arg(sizeText(r.plateauFromBytes))
                                           .arg(sizeText(r.plateauToBytes)));
    else if (r.status == RunStatus::Failed)
        field(Tr::tr("Plateau busbw"), Tr::tr("none (the run failed)"));
    field(Tr::tr("SHARP/NVLS"), r.inNetworkReduction ? Tr::tr("yes") : Tr::tr("no"));
    field(Tr::tr("Ceiling"),
          r.ceilingGBps ? fmt(r.ceilingGBps) + " GB/s (" + r.ceilingBasis + ")" : Tr::tr("none"));
    field(Tr::tr("Formula"), r.ceilingFormula);
    field(Tr::tr("% of theoretical"), r.percent ? fmt(r.percent, 1) + QLatin1Char('%') : QString());
    field(Tr::tr("Verdict"), ratingText(r));
    if (r.kind == QLatin1String("nccl-tests")) {
        field(Tr::tr("Algorithm"), r.algorithm.isEmpty()
                                       ? Tr::tr("assumed ring (the log names none)")
                                       : Tr::tr("%1 (%2)").arg(r.algorithm, r.algorithmEvidence));
        field(Tr::tr("Rank count"),
              r.ranksProven ? Tr::tr("proven by the log") : Tr::tr("not proven by the log"));
    }
    field(Tr::tr("Line rate"), r.lineRateGBps ? fmt(r.lineRateGBps) + " GB/s" : QString());
    field(Tr::tr("Rated against"), ratedAgainstText(r));
    if (r.inconsistentRows > 0)
        field(Tr::tr("Inconsistent"),
              Tr::tr("%n row(s) whose busbw disagrees with algbw, left out of the verdict", nullptr,
                     r.inconsistentRows));
    for (const QString &m : r.missing)
        field(Tr::tr("Missing"), m);
    for (const QString &f : r.failures)
        field(Tr::tr("Failure"), f);
    for (const HostPattern &m : r.hostMappings)
        field(Tr::tr("Host mapping"), toString(m));
    for (const StoredNode &n : r.nodeList)
        field(Tr::tr("Node"), n.deviceName.isEmpty()
                                  ? Tr::tr("%1 (unknown host)").arg(n.host)
                                  : Tr::tr("%1 (host %2, %3), GPUs %4, rails %5")
                                        .arg(n.deviceName, n.host, n.match)
                                        .arg(n.gpus.size())
                                        .arg(n.rails.isEmpty() ? QStringLiteral("-")
                                                               : QString::number(n.rails.size())));
    // The check columns: #wrong (nccl-tests 2.13+) or error (older), shown when the run has them.
    bool hasWrong = false, hasError = false;
    for (const StoredRow &sr : r.rows)
        for (const BenchmarkMeasurement *m : {&sr.row.outOfPlace, &sr.row.inPlace}) {
            hasWrong = hasWrong || m->wrong.has_value();
            hasError = hasError || m->maxError.has_value();
        }
    auto check = [&](const BenchmarkMeasurement &m) {
        QString t;
        if (hasWrong)
            t += QStringLiteral(" %1").arg(!m.wrong       ? QStringLiteral("-")
                                           : *m.wrong < 0 ? QStringLiteral("N/A")
                                                          : QString::number(*m.wrong),
                                           7);
        if (hasError)
            t += QStringLiteral(" %1").arg(!m.maxError       ? QStringLiteral("-")
                                           : *m.maxError < 0 ? QStringLiteral("N/A")
                                                             : QString::number(*m.maxError, 'g', 3),
                                           8);
        return t;
    };
    QString checkHeader, ipCheckHeader;
    if (hasWrong) {
        checkHeader += QStringLiteral(" %1").arg(Tr::tr("#wrong"), 7);
        ipCheckHeader += QStringLiteral(" %1").arg(Tr::tr("ip #wrong"), 7);
    }
    if (hasError) {
        checkHeader += QStringLiteral(" %1").arg(Tr::tr("error"), 8);
        ipCheckHeader += QStringLiteral(" %1").arg(Tr::tr("ip error"), 8);
    }
    out() << '\n'
          << QStringLiteral("%1 %2 %3 %4 %5")
                 .arg(Tr::tr("size (B)"), 12)
                 .arg(Tr::tr("type"), 9)
                 .arg(Tr::tr("time us"), 10)
                 .arg(Tr::tr("algbw"), 9)
                 .arg(Tr::tr("busbw"), 9)
          << checkHeader
          << QStringLiteral(" %1 %2 %3")
                 .arg(Tr::tr("ip time"), 10)
                 .arg(Tr::tr("ip algbw"), 9)
                 .arg(Tr::tr("ip busbw"), 9)
          << ipCheckHeader << '\n';
    std::set<int> inconsistent;
    for (const InconsistentRow &b : inconsistentRowsOf(r))
        inconsistent.insert(b.index);
    int index = 0;
    for (const StoredRow &sr : r.rows) {
        const BenchmarkRow &row = sr.row;
        const bool flagged = inconsistent.count(index++) > 0;
        out() << QStringLiteral("%1 %2 %3 %4 %5")
                     .arg(row.sizeBytes, 12)
                     .arg(row.type, 9)
                     .arg(fmt(row.outOfPlace.timeUs), 10)
                     .arg(fmt(row.outOfPlace.algbwGBps), 9)
                     .arg(fmt(row.outOfPlace.busbwGBps), 9)
              << check(row.outOfPlace)
              << QStringLiteral(" %1 %2 %3")
                     .arg(fmt(row.inPlace.timeUs), 10)
                     .arg(fmt(row.inPlace.algbwGBps), 9)
                     .arg(fmt(row.inPlace.busbwGBps), 9)
              << check(row.inPlace) << (row.partial ? Tr::tr("  (cut)") : QString())
              << (flagged ? Tr::tr("  (busbw inconsistent)") : QString()) << '\n';
    }
    return Ok;
}

int cmdCompare(QCommandLineParser &p, const QStringList &args)
{
    if (args.size() != 2) {
        err() << Tr::tr("Usage: railyard-cli results compare --db FILE RUN RUN") << '\n';
        return Usage;
    }
    Opened db = openDb(p, false);
    const StoredRun a = requireRun(args[0], *db.results);
    const StoredRun b = requireRun(args[1], *db.results);
    auto delta = [](const std::optional<double> &x, const std::optional<double> &y) {
        if (!x || !y || *x == 0)
            return QStringLiteral("-");
        return QStringLiteral("%1%2%")
            .arg(*y >= *x ? "+" : "")
            .arg((*y - *x) / *x * 100, 0, 'f', 1);
    };
    out() << QStringLiteral("%1 %2 %3 %4")
                 .arg(QString(), -20)
                 .arg(a.title(), -28)
                 .arg(b.title(), -28)
                 .arg(Tr::tr("change"))
          << '\n';
    auto line = [&](const QString &name, const QString &x, const QString &y, const QString &d) {
        out() << QStringLiteral("%1 %2 %3 %4").arg(name, -20).arg(x, -28).arg(y, -28).arg(d)
              << '\n';
    };
    line(Tr::tr("File"), a.sourceFile, b.sourceFile, QString());
    line(Tr::tr("Nodes"), QString::number(a.nodes), QString::number(b.nodes), QString());
    line(Tr::tr("Plateau busbw GB/s"), fmt(a.plateauGBps), fmt(b.plateauGBps),
         delta(a.plateauGBps, b.plateauGBps));
    line(Tr::tr("Ceiling GB/s"), fmt(a.ceilingGBps), fmt(b.ceilingGBps), QString());
    line(Tr::tr("% of theoretical"), fmt(a.percent, 1), fmt(b.percent, 1), QString());
    line(Tr::tr("Avg bus bandwidth"), fmt(a.avgBusBwGBps, 3), fmt(b.avgBusBwGBps, 3),
         delta(a.avgBusBwGBps, b.avgBusBwGBps));
    line(Tr::tr("Verdict"), verdictText(a.verdict), verdictText(b.verdict), QString());
    // Rows of equal size (and type), out-of-place busbw.
    out() << '\n'
          << QStringLiteral("%1 %2 %3 %4")
                 .arg(Tr::tr("size (B)"), 12)
                 .arg(Tr::tr("busbw A"), 10)
                 .arg(Tr::tr("busbw B"), 10)
                 .arg(Tr::tr("change"), 8)
          << '\n';
    for (const StoredRow &ra : a.rows) {
        for (const StoredRow &rb : b.rows) {
            if (rb.row.sizeBytes != ra.row.sizeBytes || rb.row.type != ra.row.type)
                continue;
            out() << QStringLiteral("%1 %2 %3 %4")
                         .arg(ra.row.sizeBytes, 12)
                         .arg(fmt(ra.row.outOfPlace.busbwGBps), 10)
                         .arg(fmt(rb.row.outOfPlace.busbwGBps), 10)
                         .arg(delta(ra.row.outOfPlace.busbwGBps, rb.row.outOfPlace.busbwGBps), 8)
                  << '\n';
            break;
        }
    }
    return Ok;
}

int cmdEvaluate(QCommandLineParser &p, const QStringList &args)
{
    usecases::ResultsEvaluateRequest request;
    if (!importOptions(p, &request.options))
        return Usage;
    // New mappings (or --clear-host-mappings) replace the stored ones; without them every run
    // keeps the mappings it was imported (or last evaluated) with.
    request.replaceMappings =
        !request.options.hostPatterns.isEmpty() || p.isSet(QStringLiteral("clear-host-mappings"));
    Opened db = openDb(p, false);
    for (const QString &a : args)
        request.runs.push_back(requireRun(a, *db.results).id);
    Progress progress;
    const std::vector<StoredRun> runs =
        usecases::evaluateResults(*db.store, &db.design, request, progress);
    printRunHeader();
    for (const StoredRun &r : runs) {
        printRunLine(r);
        printRating(r);
    }
    if (args.isEmpty()) {
        // HPL runs: Rpeak from the design as it is now.
        HplStore hpl(*db.store);
        for (HplRun &r : hpl.list()) {
            evaluateHpl(r, &db.design);
            hpl.updateEvaluation(r);
            out() << Tr::tr("HPL run %1: %2").arg(r.id).arg(hplLine(r)) << '\n';
        }
    }
    return Ok;
}

int cmdRemove(QCommandLineParser &p, const QStringList &args)
{
    if (args.size() != 1) {
        err() << Tr::tr("Usage: railyard-cli results remove --db FILE RUN") << '\n';
        return Usage;
    }
    Opened db = openDb(p, false);
    const StoredRun r = requireRun(args.first(), *db.results);
    db.results->remove(r.id);
    out() << Tr::tr("Removed run %1").arg(r.id) << '\n';
    return Ok;
}

int cmdReport(QCommandLineParser &p)
{
    Opened db = openDb(p, false);
    std::vector<StoredRun> runs;
    for (const StoredRun &r : db.results->list())
        runs.push_back(*db.results->load(r.id));
    const std::vector<HplRun> hplRuns = HplStore(*db.store).list();
    if (runs.empty() && hplRuns.empty()) {
        out() << Tr::tr("No benchmark runs are stored.") << '\n';
        return Ok;
    }
    int failed = 0, below = 0, implausible = 0;
    for (const StoredRun &r : runs) {
        failed += r.verdict == Verdict::Failed;
        below += r.verdict == Verdict::BelowExpected;
        implausible += r.verdict == Verdict::Implausible;
    }
    out() << Tr::tr("Benchmark report for %1")
                 .arg(db.design.name.isEmpty() ? requireDb(p) : db.design.name)
          << "\n\n";
    out()
        << Tr::tr("%1 runs: %2 below expected, %3 failed.").arg(runs.size()).arg(below).arg(failed)
        << "\n\n";
    if (implausible)
        out() << Tr::tr("%n run(s) implausible (above every ceiling their algorithm allows): left "
                        "out of the per-rail and per-SU figures; check their logs.",
                        nullptr, implausible)
              << "\n\n";
    printRunHeader();
    for (const StoredRun &r : runs) {
        printRunLine(r);
        printRating(r);
    }
    bool mappingsHeader = false;
    for (const StoredRun &r : runs) {
        if (r.hostMappings.isEmpty())
            continue;
        if (!mappingsHeader)
            out() << '\n' << Tr::tr("Host mappings (stored with the runs):") << '\n';
        mappingsHeader = true;
        QStringList maps;
        for (const HostPattern &m : r.hostMappings)
            maps << toString(m);
        out() << QStringLiteral("  %1  %2")
                     .arg(Tr::tr("run %1").arg(r.id), -8)
                     .arg(maps.join(QStringLiteral(", ")))
              << '\n';
    }
    // HPL beside the fabric figures: Rmax / Rpeak of every stored HPL test.
    if (!hplRuns.empty()) {
        out() << '\n' << Tr::tr("HPL (Rmax / Rpeak):") << '\n';
        for (const HplRun &r : hplRuns)
            out() << QStringLiteral("  %1  %2  %3").arg(r.id, 4).arg(r.sourceFile).arg(hplLine(r))
                  << '\n';
    }
    if (db.design.devices.empty())
        return (failed || below || implausible) ? Problems : Ok;
    const overlay::Overlay o = buildOverlay(db.design, runs);
    out() << '\n' << coverageText(coverageOf(db.design, o)) << '\n';
    out() << '\n' << Tr::tr("Per rail:") << '\n';
    QList<int> rails = o.rails.keys();
    std::sort(rails.begin(), rails.end());
    for (int rail : rails) {
        const overlay::OverlayEntry e = o.rail(rail);
        out() << QStringLiteral("  %1  %2  %3")
                     .arg(Tr::tr("rail %1").arg(rail), -10)
                     .arg(e.label, 6)
                     .arg(toString(e.state))
              << '\n';
    }
    out() << '\n' << Tr::tr("Per SU (worst node):") << '\n';
    QList<int> sus = o.sus.keys();
    std::sort(sus.begin(), sus.end());
    for (int su : sus) {
        const overlay::OverlayEntry e = o.su(su);
        out() << QStringLiteral("  %1  %2  %3")
                     .arg(suName(su), -10)
                     .arg(e.label, 6)
                     .arg(toString(e.state))
              << '\n';
    }
    int unmeasured = 0;
    for (const overlay::OverlayEntry &e : o.nodes)
        unmeasured += !e.percent;
    out()
        << '\n'
        << Tr::tr("%1 of %2 GPU nodes have no benchmark data.").arg(unmeasured).arg(o.nodes.size())
        << '\n';
    return (failed || below || implausible) ? Problems : Ok;
}

/// All stored runs with their rows, and the HPL tests.
std::pair<std::vector<StoredRun>, std::vector<HplRun>> loadAll(Opened &db)
{
    std::vector<StoredRun> runs;
    for (const StoredRun &r : db.results->list())
        runs.push_back(*db.results->load(r.id));
    return {std::move(runs), HplStore(*db.store).list()};
}

/// results criteria [FILE.yaml]: sets the agreed criteria from FILE (results/acceptance.h), or
/// prints the stored ones as YAML.
int cmdCriteria(QCommandLineParser &p, const QStringList &args)
{
    if (args.size() > 1) {
        err() << Tr::tr("Usage: railyard-cli results criteria --db FILE [CRITERIA.yaml]") << '\n';
        return Usage;
    }
    Opened db = openDb(p, false);
    AcceptanceStore store(*db.store);
    if (args.size() == 1) {
        QFile f(args.first());
        if (!f.open(QIODevice::ReadOnly)) {
            err() << Tr::tr("error: %1: %2").arg(args.first(), f.errorString()) << '\n';
            return InputError;
        }
        const auto criteria = readAcceptanceYaml(f.readAll(), args.first());
        store.setCriteria(criteria);
        out() << Tr::tr("%n acceptance criteria stored.", nullptr, int(criteria.size())) << '\n';
        return Ok;
    }
    out() << QString::fromUtf8(writeAcceptanceYaml(store.criteria()));
    return Ok;
}

/// The acceptance report as a PDF table (render/tablepdf.h): one row per criterion with its
/// threshold, the measured value, the verdict and the evidence (run, file, SHA-256).
QByteArray acceptancePdf(const Design &design, const std::vector<CriterionResult> &results)
{
    render::TableDocument doc;
    doc.title = Tr::tr("Acceptance report - %1").arg(design.name);
    doc.header = {Tr::tr("Criterion"), Tr::tr("Metric"),  Tr::tr("Collective"), Tr::tr("Size"),
                  Tr::tr("Scope"),     Tr::tr("Minimum"), Tr::tr("Measured"),   Tr::tr("Verdict"),
                  Tr::tr("Evidence"),  Tr::tr("SHA-256"), Tr::tr("Reason")};
    doc.keepWhole = {0, 7};
    render::TableSection s;
    int passed = 0;
    for (const CriterionResult &r : results)
        passed += r.status == CriterionResult::Status::Pass;
    s.title = Tr::tr("%1 of %2 criteria pass").arg(passed).arg(results.size());
    s.subtitle = Tr::tr("Railyard %1, %2")
                     .arg(QCoreApplication::applicationVersion(),
                          QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    for (const CriterionResult &r : results) {
        const AcceptanceCriterion &c = r.criterion;
        s.rows.push_back(
            {c.name, c.metric, c.collective,
             c.sizeBytes ? QString::number(c.sizeBytes) : Tr::tr("plateau"), c.scope,
             QString::number(c.minimum, 'g', 15),
             r.evidence ? QString::number(r.evidence->value, 'f', 2) : QStringLiteral("-"),
             toString(r.status),
             r.evidence ? QStringLiteral("%1 #%2 %3")
                              .arg(r.evidence->kind)
                              .arg(r.evidence->id)
                              .arg(r.evidence->sourceFile)
                        : QStringLiteral("-"),
             r.evidence ? r.evidence->sha256 : QStringLiteral("-"), r.reason});
    }
    doc.sections.push_back(std::move(s));
    QBuffer buf;
    buf.open(QIODevice::WriteOnly);
    render::writeTablePdf(doc, buf);
    return buf.data();
}

/// results acceptance [--csv FILE]: every criterion with pass/fail and its evidence.
int cmdAcceptance(QCommandLineParser &p)
{
    Opened db = openDb(p, false);
    AcceptanceStore store(*db.store);
    const auto criteria = store.criteria();
    if (criteria.empty()) {
        err() << Tr::tr("No acceptance criteria are stored; set them with 'railyard-cli results "
                        "criteria --db FILE CRITERIA.yaml'.")
              << '\n';
        return Problems;
    }
    const auto [runs, hpl] = loadAll(db);
    const auto results = evaluateAcceptance(db.design, criteria, runs, hpl);
    int passed = 0;
    for (const CriterionResult &r : results) {
        passed += r.status == CriterionResult::Status::Pass;
        out() << QStringLiteral("%1  %2  %3")
                     .arg(toString(r.status), -11)
                     .arg(r.criterion.name, -32)
                     .arg(r.reason)
              << '\n';
    }
    out() << Tr::tr("%1 of %2 criteria pass.").arg(passed).arg(results.size()) << '\n';
    for (const QString &option : {QStringLiteral("csv"), QStringLiteral("pdf")}) {
        const QString path = p.value(option);
        if (path.isEmpty())
            continue;
        QFile f(path);
        const QByteArray bytes = option == QLatin1String("csv") ? acceptanceCsv(results)
                                                                : acceptancePdf(db.design, results);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
            err() << Tr::tr("error: %1: %2").arg(path, f.errorString()) << '\n';
            return InputError;
        }
    }
    return passed == int(results.size()) ? Ok : Problems;
}

/// results evidence --out DIR: the evidence package.
int cmdEvidence(QCommandLineParser &p)
{
    const QString dir = p.value(QStringLiteral("out"));
    if (dir.isEmpty()) {
        err() << Tr::tr("Usage: railyard-cli results evidence --db FILE --out FOLDER") << '\n';
        return Usage;
    }
    Opened db = openDb(p, false);
    AcceptanceStore store(*db.store);
    const auto [runs, hpl] = loadAll(db);
    const auto results = evaluateAcceptance(db.design, store.criteria(), runs, hpl);
    const EvidencePackage pkg = writeEvidencePackage(
        dir, db.design, QCoreApplication::applicationVersion(), results, runs, hpl, store,
        {{QStringLiteral("acceptance.pdf"), acceptancePdf(db.design, results)}});
    out() << Tr::tr("Evidence package written to %1: %n file(s); check it with 'sha256sum -c "
                    "MANIFEST.sha256' in that folder.",
                    nullptr, int(pkg.files.size()))
                 .arg(dir)
          << '\n';
    for (const QString &m : pkg.missingInputs)
        err() << Tr::tr("warning: the input file %1 is not stored in the document (imported by "
                        "an older Railyard); import it again to include it.")
                     .arg(m)
              << '\n';
    return Ok;
}

int cmdResults(QCommandLineParser &p)
{
    const QStringList pos = p.positionalArguments();
    const QString sub = pos.value(0);
    const QStringList args = pos.mid(1);
    if (sub == QLatin1String("import"))
        return cmdImport(p);
    if (sub == QLatin1String("list"))
        return cmdList(p);
    if (sub == QLatin1String("show"))
        return cmdShow(p, args);
    if (sub == QLatin1String("compare"))
        return cmdCompare(p, args);
    if (sub == QLatin1String("evaluate"))
        return cmdEvaluate(p, args);
    if (sub == QLatin1String("remove"))
        return cmdRemove(p, args);
    if (sub == QLatin1String("report"))
        return cmdReport(p);
    if (sub == QLatin1String("criteria"))
        return cmdCriteria(p, args);
    if (sub == QLatin1String("acceptance"))
        return cmdAcceptance(p);
    if (sub == QLatin1String("evidence"))
        return cmdEvidence(p);
    err() << Tr::tr("Usage: railyard-cli results import|list|show|compare|evaluate|remove|report|"
                    "criteria|acceptance|evidence --db FILE ...")
          << '\n';
    return Usage;
}

} // namespace

std::vector<Command> resultsCommands()
{
    std::vector<Command> c;
    c.push_back(
        {"results",
         Tr::tr("Benchmark results: import FILE..., list, show RUN, compare RUN RUN, "
                "evaluate [RUN...], remove RUN, report, criteria [FILE.yaml], "
                "acceptance, evidence."),
         cmdResults, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             addImportOptions(p);
             p.addOption({QStringLiteral("csv"),
                          Tr::tr("acceptance: also write the verdicts as CSV."), Tr::tr("FILE")});
             p.addOption({QStringLiteral("pdf"),
                          Tr::tr("acceptance: also write the report as PDF."), Tr::tr("FILE")});
             p.addOption({QStringLiteral("out"),
                          Tr::tr("evidence: the folder to write the package to."),
                          Tr::tr("FOLDER")});
             p.addPositionalArgument(
                 QStringLiteral("SUBCOMMAND"),
                 Tr::tr("import FILE... | list | show RUN | compare RUN RUN | "
                        "evaluate [RUN...] | remove RUN | report | criteria [FILE.yaml] | "
                        "acceptance [--csv FILE] [--pdf FILE] | evidence --out FOLDER. RUN is "
                        "a run "
                        "number or 'last'."));
         }});
    c.push_back({"import-results",
                 Tr::tr("Import nccl-tests (text or JSON) and perftest outputs; the same file "
                        "imported again is not duplicated."),
                 cmdImport, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     addImportOptions(p);
                     p.addPositionalArgument(QStringLiteral("FILE"),
                                             Tr::tr("Benchmark output files."), Tr::tr("FILE..."));
                 }});
    c.push_back({"report",
                 Tr::tr("Print the benchmark report: every run's verdict, per-rail and per-SU "
                        "figures."),
                 cmdReport, [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    return c;
}

} // namespace ry::cli
