#include "importer.h"

#include "nccltestsparser.h"
#include "perftestparser.h"
#include "plausibility.h"
#include "textlines.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <set>

namespace ry::results {

namespace {

QStringList missingText(const std::vector<MissingPart> &missing)
{
    QStringList out;
    for (const MissingPart &m : missing)
        out << m.description;
    return out;
}

QStringList failureText(const std::vector<SourceLine> &lines)
{
    QStringList out;
    for (const SourceLine &l : lines)
        out << l.text;
    return out;
}

bool hasErrorDiagnostic(const Diagnostics &d)
{
    return std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
        return x.severity == Diagnostic::Severity::Error;
    });
}

/// Why `data` is not a benchmark output, naming what it looks like.
QString rejectionFor(const QByteArray &data)
{
    const QByteArray head = data.left(1 << 16);
    if (data.trimmed().isEmpty())
        return Tr::tr("The file is empty.");
    if (head.contains('\0'))
        return Tr::tr("The file is binary, not a text benchmark output.");
    if (head.contains("Topology file") || head.contains("switchguid=") || head.contains("caguid="))
        return Tr::tr("This is ibnetdiscover output (a fabric topology), not a benchmark "
                      "result; use the cable verification instead.");
    if (head.contains("\"lldp\""))
        return Tr::tr("This is lldpctl JSON (LLDP neighbours), not a benchmark result; use the "
                      "cable verification instead.");
    // Only a file that parses as JSON is called JSON: launcher-prefixed text logs start with '['
    // too ("[1,0]<stdout>:", "[0] ").
    QJsonParseError jsonError{};
    const bool isJson = !QJsonDocument::fromJson(data, &jsonError).isNull();
    if (isJson)
        return Tr::tr("This JSON file is not an nccl-tests report (it has no \"results\" with "
                      "\"bus_bw\" values).");
    if (head.trimmed().startsWith('{'))
        return Tr::tr("This file starts like JSON but is not valid JSON (%1 at byte %2).")
            .arg(jsonError.errorString())
            .arg(jsonError.offset);
    if (head.contains("nThreads:") || head.contains("rccl-tests"))
        return Tr::tr("This looks like rccl-tests output that could not be read as nccl-tests "
                      "output.");
    if (head.contains("<html") || head.contains("<HTML") || head.contains("<!DOCTYPE html") ||
        head.contains("<!doctype html"))
        return Tr::tr("This is an HTML page (a saved web page?), not a benchmark output.");
    if (head.contains("NCCL INFO") || head.contains("NCCL WARN"))
        return Tr::tr("The file holds NCCL log lines (NCCL INFO/WARN) but no nccl-tests result "
                      "table: the run stopped before printing results, or only NCCL's log was "
                      "saved.");
    // Name what the text looked like: its size and its first line.
    const QList<QByteArray> lines = data.split('\n');
    QString first;
    for (const QByteArray &l : lines) {
        first = QString::fromUtf8(l).trimmed();
        if (!first.isEmpty())
            break;
    }
    if (first.size() > 80)
        first = first.left(77) + QStringLiteral("...");
    return Tr::tr("No nccl-tests or perftest output was found in the file (%n line(s) of text; "
                  "the first reads \"%1\").",
                  nullptr, int(lines.size() - (data.endsWith('\n') ? 1 : 0)))
        .arg(first);
}

/// True when `run`'s rank lines list every rank from 0 up to their highest, and at least its n
/// (with NCCL_TESTS_SPLIT n is one group's size, smaller than the list).
bool deviceListComplete(const StoredRun &run)
{
    if (run.rankLines.empty() || !run.ranks)
        return false;
    std::set<int> distinct;
    int highest = -1;
    for (const StoredRank &r : run.rankLines) {
        if (r.rank < 0)
            return false;
        distinct.insert(r.rank);
        highest = std::max(highest, r.rank);
    }
    return int(distinct.size()) == highest + 1 && int(distinct.size()) >= *run.ranks;
}

} // namespace

StoredRun toStoredRun(const BenchmarkRun &run)
{
    StoredRun s;
    s.kind = QStringLiteral("nccl-tests");
    s.tool = run.tool;
    s.toolVersion = run.toolVersion;
    s.program = run.testBinary;
    s.collective = run.collective;
    s.commandLine = run.commandLine;
    s.ncclVersion = run.ncclVersion;
    // n from what the log proves (plausibility.h provenRankCount(): a complete device list, per
    // NCCL_TESTS_SPLIT group, or NCCL's nranks); else the busbw/algbw ratio, taken only when it
    // exceeds the highest rank listed (a 1,440-rank log whose one surviving device line is rank
    // 1439 is not 1 rank).
    if (const auto proven = provenRankCount(run)) {
        s.ranks = proven;
        s.ranksProven = true;
    } else {
        const auto inferred = inferRankCount(collectiveFromName(run.collective), run.rows);
        if (inferred && *inferred > run.highestRank())
            s.ranks = inferred;
    }
    // A rank count the log proves, and the algorithm it names (plausibility.h).
    const DetectedAlgorithm algorithm = detectAlgorithm(run);
    s.algorithm = toString(algorithm.algorithm);
    s.algorithmEvidence = algorithm.evidence;
    // The hosts of a partial device list are some of the run's nodes, not their number.
    s.nodes = run.rankCount() ? int(run.hosts().size()) : 0;
    s.startTime = run.startTime;
    s.sourceFile = run.sourceFile;
    s.sha256 = run.sha256;
    s.status = run.status;
    s.missing = missingText(run.missing);
    s.failures = failureText(run.failures);
    s.avgBusBwGBps = run.avgBusBwGBps;
    for (const BenchmarkRank &r : run.ranks)
        s.rankLines.push_back({r.rank, r.group, r.pid, r.host, r.device, r.pciBusId, r.gpuModel});
    for (const BenchmarkRow &r : run.rows)
        s.rows.push_back({r, std::nullopt, std::nullopt});
    return s;
}

StoredRun toStoredRun(const PerftestLog &log, int part)
{
    StoredRun s;
    if (part < 0 || std::size_t(part) >= log.runs.size())
        return s;
    const PerftestRun &run = log.runs[std::size_t(part)];
    s.kind = QStringLiteral("perftest");
    s.tool = run.tool;
    s.program = run.program;
    s.collective = run.testName;
    s.ranks = 2;
    s.sourceFile = log.sourceFile;
    s.sha256 = log.sha256;
    s.part = part;
    s.status = run.status;
    s.missing = missingText(run.missing);
    s.failures = failureText(run.failures);
    for (const PerftestRow &pr : run.rows) {
        StoredRow sr;
        sr.row.sizeBytes = pr.bytes;
        sr.row.count = pr.iterations;
        sr.row.partial = pr.partial;
        sr.row.line = pr.line;
        if (pr.bwAverage) {
            const double gbps = run.toGBps(*pr.bwAverage);
            sr.row.outOfPlace.algbwGBps = gbps;
            sr.row.outOfPlace.busbwGBps = gbps;
        }
        if (pr.bwPeak && run.peakMeasured)
            sr.peakGBps = run.toGBps(*pr.bwPeak);
        sr.msgRateMpps = pr.msgRateMpps;
        s.rows.push_back(std::move(sr));
    }
    return s;
}

void evaluate(StoredRun &run, const Design *design, const ImportOptions &options,
              bool detectedInNetworkReduction)
{
    const bool pointToPoint =
        run.kind == QLatin1String("perftest") || run.kind == QLatin1String("tcp");
    // Rows whose busbw disagrees with algbw (plausibility.h) are left out of the plateau.
    std::vector<BenchmarkRow> all;
    all.reserve(run.rows.size());
    for (const StoredRow &r : run.rows)
        all.push_back(r.row);
    std::vector<bool> inconsistent(all.size(), false);
    if (!pointToPoint)
        for (const InconsistentRow &b :
             inconsistentRows(collectiveFromName(run.collective),
                              run.ranksProven ? run.ranks : std::nullopt, all))
            inconsistent[std::size_t(b.index)] = true;
    run.inconsistentRows = int(std::count(inconsistent.begin(), inconsistent.end(), true));
    // Plateau: the rows as BenchmarkRows (perftest rows were converted to GB/s).
    std::vector<BenchmarkRow> rows;
    rows.reserve(run.rows.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        if (!all[i].partial && !inconsistent[i])
            rows.push_back(all[i]);
    run.plateauGBps.reset();
    run.plateauFromBytes = run.plateauToBytes = 0;
    // A failed run has no plateau: its rows stop where it failed (often at 8-32 bytes).
    const auto p =
        run.status == RunStatus::Failed ? std::nullopt : largeMessagePlateau(rows, options.plateau);
    if (p) {
        run.plateauGBps = p->busbwGBps;
        run.plateauFromBytes = p->fromBytes;
        run.plateauToBytes = p->toBytes;
    }
    run.inNetworkReduction = options.inNetworkReduction.value_or(detectedInNetworkReduction);
    run.hostMappings = options.hostPatterns; // kept with the run for the next evaluation

    // Attribution.
    run.nodeList.clear();
    Expected expected;
    RatedCeiling rated;
    if (design) {
        if (pointToPoint) {
            const bool bidi =
                run.collective.contains(QLatin1String("Bidirectional"), Qt::CaseInsensitive);
            expected = expectedPerftest(*design, bidi);
        } else {
            std::vector<RankPlacement> placements;
            for (const StoredRank &r : run.rankLines)
                placements.push_back({r.host, r.device, r.rank});
            const Attribution a = attribute(placements, *design, options.hostPatterns);
            std::vector<NodeBandwidth> nodes;
            for (const AttributedNode &n : a.nodes) {
                run.nodeList.push_back({n.deviceName, n.host, toString(n.match), n.gpus, n.rails});
                if (auto nb = nodeBandwidth(*design, n.deviceId)) {
                    if (options.railsPerNode > 0)
                        nb->rails = std::min(nb->rails, options.railsPerNode);
                    nodes.push_back(*nb);
                }
            }
            for (const QString &h : a.unknownHosts) {
                QList<int> gpus;
                for (const StoredRank &r : run.rankLines)
                    if (r.host == h && !gpus.contains(r.device))
                        gpus << r.device;
                run.nodeList.push_back({QString(), h, QStringLiteral("unknown"), gpus, {}});
            }
            if (!run.rankLines.empty() && !deviceListComplete(run)) {
                int highest = -1;
                std::set<int> listed;
                for (const StoredRank &r : run.rankLines) {
                    highest = std::max(highest, r.rank);
                    listed.insert(r.rank);
                }
                expected.reason =
                    run.ranks ? Tr::tr("The device list is incomplete (%1 of %2 ranks listed), "
                                       "so the nodes of the run are not known and it is not "
                                       "rated.")
                                    .arg(listed.size())
                                    .arg(*run.ranks)
                              : Tr::tr("The device list is incomplete (%n rank(s) listed, the "
                                       "highest is %1, so at least %2 ranks ran), so the nodes "
                                       "of the run are not known and it is not rated.",
                                       nullptr, int(listed.size()))
                                    .arg(highest)
                                    .arg(highest + 1);
            } else if (a.unknownHosts.isEmpty()) {
                ExpectationInput in;
                in.collective = collectiveFromName(run.collective);
                in.ranks = run.ranks.value_or(0);
                in.inNetworkReduction = run.inNetworkReduction;
                rated = ratedCeiling(
                    nodes, in, algorithmFromString(run.algorithm), run.algorithmEvidence,
                    options.inNetworkReduction.value_or(false) && !detectedInNetworkReduction,
                    intraNodeGroupSize(run.rankLines));
                expected = rated.applicable;
            } else {
                expected.reason = Tr::tr("%n host(s) of the run are not in the design.", nullptr,
                                         int(a.unknownHosts.size()));
            }
            if (!a.hasDeviceList)
                expected.reason = Tr::tr("The output has no device list, so the run cannot be "
                                         "tied to nodes of the design.");
        }
    }
    run.ceilingGBps.reset();
    run.percent.reset();
    run.ceilingBasis = toString(expected.basis);
    run.ceilingFormula = expected.valid() ? expected.formula + QStringLiteral(" [") +
                                                expected.source + QLatin1Char(']')
                                          : expected.reason;
    if (expected.valid()) {
        run.ceilingGBps = expected.busbwCeilingGBps;
        if (run.plateauGBps)
            run.percent = percentOfCeiling(*run.plateauGBps, expected);
    }
    // Plausibility against the line rate and the algorithm's ceiling (docs/results.md).
    run.lineRateGBps.reset();
    run.ceilingName = rated.applicable.valid() ? rated.name : QString();
    run.ceilingWhy = rated.applicable.valid() ? rated.why : QString();
    PlausibilityNote note;
    if (rated.applicable.valid()) {
        run.lineRateGBps = rated.lineRate.busbwCeilingGBps;
        if (run.plateauGBps)
            note = assessPlausibility(*run.plateauGBps, rated, algorithmFromString(run.algorithm));
    }
    run.plausibility = toString(note.state);
    run.plausibilityNote = note.text;

    // Verdict.
    bool wrong = false;
    for (const StoredRow &r : run.rows)
        for (const BenchmarkMeasurement *m : {&r.row.outOfPlace, &r.row.inPlace})
            if (m->wrong && *m->wrong > 0)
                wrong = true;
    if (run.status == RunStatus::Failed || wrong)
        run.verdict = Verdict::Failed;
    else if (run.status == RunStatus::Truncated)
        run.verdict = Verdict::Incomplete;
    else if (note.state == Plausibility::Implausible)
        run.verdict = Verdict::Implausible;
    else if (!run.percent || (pointToPoint && !options.ratePerftest))
        run.verdict = Verdict::Unrated;
    else
        run.verdict =
            *run.percent >= options.thresholds.good ? Verdict::Pass : Verdict::BelowExpected;
}

ImportedFile readResults(const QByteArray &data, const QString &source, const Design *design,
                         const ImportOptions &options)
{
    ImportedFile f;
    f.source = source;
    try {
        if (looksLikeHpl(data)) {
            const HplLog log = parseHpl(data, source);
            f.diagnostics = log.diagnostics;
            if (log.results.empty()) {
                f.rejection = Tr::tr("This is HPL output without a result row: the run stopped "
                                     "before its first test finished.");
                return f;
            }
            f.format = QStringLiteral("hpl");
            f.hpl = toHplRuns(log);
            for (HplRun &r : f.hpl) {
                r.label = options.label;
                evaluateHpl(r, design);
            }
            return f;
        }
        auto readNccl = [&](bool sniffed) {
            const bool json = data.trimmed().startsWith('{');
            BenchmarkRun run = parseNcclTests(data, source);
            // A file the sniff test did not recognise counts only when rows or ranks were read.
            const bool content = !run.rows.empty() || !run.ranks.empty();
            if (!content && (!sniffed || hasErrorDiagnostic(run.diagnostics)))
                return false;
            f.diagnostics = run.diagnostics;
            f.format = json ? QStringLiteral("nccl-tests-json") : QStringLiteral("nccl-tests-text");
            StoredRun s = toStoredRun(run);
            s.label = options.label;
            evaluate(s, design, options, detectInNetworkReduction(run));
            f.runs.push_back(std::move(s));
            return true;
        };
        if (looksLikeNcclTests(data) && readNccl(true))
            return f;
        if (looksLikePerftest(data)) {
            PerftestLog log = parsePerftestText(data, source);
            f.diagnostics = log.diagnostics;
            if (!log.runs.empty()) {
                f.format = QStringLiteral("perftest");
                for (int i = 0; i < int(log.runs.size()); ++i) {
                    StoredRun s = toStoredRun(log, i);
                    s.label = options.label;
                    evaluate(s, design, options);
                    f.runs.push_back(std::move(s));
                }
                return f;
            }
        } else if (!data.trimmed().startsWith('{') && readNccl(false)) {
            return f;
        }
    } catch (const Error &e) {
        f.rejection = e.describe();
        return f;
    }
    f.rejection = rejectionFor(data);
    return f;
}

ImportedFile readResultsFile(const QString &path, const Design *design,
                             const ImportOptions &options)
{
    const QByteArray data = detail::readFileOrThrow(path);
    ImportedFile f = readResults(data, QFileInfo(path).fileName(), design, options);
    f.data = data;
    f.sha256 = detail::sha256Hex(data);
    return f;
}

} // namespace ry::results
