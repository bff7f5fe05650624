// The JSON reader of nccl-tests output: the `-J` report (JSON_FILE_VERSION 2 and 3), repaired
// when cut short. Declared in nccltestsparser.h.

#include "nccltestsparser.h"

#include "textlines.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>

namespace ry::results {

using namespace detail;

namespace {

/// Closes the containers of a JSON text cut short, after its last complete value. Returns an
/// empty array when the text cannot be repaired that way (not cut, or not JSON at all).
QByteArray repairCutJson(const QByteArray &d)
{
    QByteArray stack;
    QByteArray safeStack;
    qsizetype safeCut = -1;
    bool inString = false;
    bool escape = false;
    for (qsizetype i = 0; i < d.size(); ++i) {
        const char c = d.at(i);
        if (inString) {
            if (escape)
                escape = false;
            else if (c == '\\')
                escape = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '{':
        case '[':
            stack.append(c);
            safeCut = i + 1;
            safeStack = stack;
            break;
        case '}':
        case ']':
            if (stack.isEmpty() || (c == '}') != (stack.back() == '{'))
                return {};
            stack.chop(1);
            if (stack.isEmpty())
                return {}; // the document is complete: its problem is not a cut
            safeCut = i + 1;
            safeStack = stack;
            break;
        case ',':
            safeCut = i;
            safeStack = stack;
            break;
        default:
            break;
        }
    }
    if (safeCut < 0)
        return {};
    QByteArray out = d.left(safeCut);
    for (qsizetype i = safeStack.size() - 1; i >= 0; --i)
        out.append(safeStack.at(i) == '{' ? '}' : ']');
    return out;
}

std::optional<double> jsonNumber(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString())
        return toNumber(v.toString().trimmed()); // "nan" -> nullopt
    return std::nullopt;
}

std::optional<qint64> jsonInteger(const QJsonValue &v)
{
    if (v.isDouble())
        return saturatingInt64(v.toDouble());
    if (v.isString())
        return toInt(v.toString().trimmed()); // root is written as "%6i" text: "    -1"
    return std::nullopt;
}

std::optional<bool> jsonBool(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool();
    if (v.isString()) {
        const QString s = v.toString();
        if (s == QLatin1String("true"))
            return true;
        if (s == QLatin1String("false"))
            return false;
    }
    return std::nullopt;
}

BenchmarkMeasurement measurementFromJson(const QJsonObject &o)
{
    BenchmarkMeasurement m;
    m.timeUs = jsonNumber(o.contains(QLatin1String("cpu_time")) ? o.value(QLatin1String("cpu_time"))
                                                                : o.value(QLatin1String("time")));
    m.algbwGBps = jsonNumber(o.value(QLatin1String("alg_bw")));
    m.busbwGBps = jsonNumber(o.value(QLatin1String("bus_bw")));
    const QJsonValue w = o.value(QLatin1String("nwrong"));
    if (w.isNull())
        m.wrong = -1; // not checked: the text prints N/A
    else if (const auto n = jsonNumber(w))
        m.wrong = saturatingInt64(*n);
    return m;
}

bool secretName(const QString &entry)
{
    const QString name = entry.section(QLatin1Char('='), 0, 0).toUpper();
    for (const char *word : {"TOKEN", "SECRET", "PASSWORD", "KEY"}) {
        if (name.contains(QLatin1String(word)))
            return true;
    }
    return false;
}

/// One nccl-tests JSON report being read: the document checks, then the report's sections
/// (header, config, results, out-of-bounds and average bus bandwidth, errors), then the status.
class JsonReader
{
public:
    JsonReader(BenchmarkRun &run, const QString &sourceName) : m_run(run), m_source(sourceName) {}

    void read(const QByteArray &data)
    {
        if (!parse(data))
            return;
        readHeader();
        readConfig();
        readResults();
        readOutOfBounds();
        readAverage();
        for (const QJsonValue e : m_o.value(QLatin1String("errors")).toArray()) {
            const QString text = e.toString();
            if (!text.isEmpty())
                m_run.failures.push_back(SourceLine{0, text});
        }
        setStatus();
    }

private:
    void diag(Diagnostic::Severity s, const QString &msg)
    {
        addDiagnostic(m_run.diagnostics, s, msg, m_source, 0);
    }
    void missing(RunPart part, const QString &text)
    {
        m_run.missing.push_back(MissingPart{part, 0, text});
    }
    bool refuse(const QString &msg)
    {
        diag(Diagnostic::Severity::Error, msg);
        missing(RunPart::Rows, Tr::tr("There are no result rows."));
        m_run.status = RunStatus::Truncated;
        return false;
    }

    // The document: JSON (repaired when cut), an object, with nccl-tests keys.
    bool parse(const QByteArray &data)
    {
        QJsonParseError error;
        QJsonDocument doc = QJsonDocument::fromJson(data, &error);
        if (error.error != QJsonParseError::NoError) {
            const QByteArray fixed = repairCutJson(data);
            QJsonParseError again;
            if (!fixed.isEmpty()) {
                doc = QJsonDocument::fromJson(fixed, &again);
                m_repaired = again.error == QJsonParseError::NoError;
            }
            if (!m_repaired)
                return refuse(Tr::tr("The input is not valid JSON (%1 at byte %2).")
                                  .arg(error.errorString())
                                  .arg(error.offset));
        }
        if (!doc.isObject())
            return refuse(Tr::tr("The JSON document is not an object."));
        m_o = doc.object();
        if (!m_o.contains(QLatin1String("results")) && !m_o.contains(QLatin1String("config")) &&
            !m_o.contains(QLatin1String("nccl_version")))
            return refuse(
                Tr::tr("The JSON document is not an nccl-tests report (no results, config or "
                       "nccl_version)."));
        if (m_repaired) {
            missing(RunPart::EndOfDocument,
                    Tr::tr("The JSON report is cut short; it was read up to its last complete "
                           "value."));
        }
        return true;
    }

    // Version, times, command line, environment (secrets dropped), NCCL version.
    void readHeader()
    {
        const auto version = jsonInteger(m_o.value(QLatin1String("version")));
        if (version && *version > 3) {
            diag(Diagnostic::Severity::Info,
                 Tr::tr("JSON report version %1 is newer than the versions this reader knows (2, "
                        "3).")
                     .arg(*version));
        }
        m_run.startTime = m_o.value(QLatin1String("start_time")).toString();
        m_run.endTime = m_o.value(QLatin1String("end_time")).toString();

        QStringList args;
        for (const QJsonValue a : m_o.value(QLatin1String("args")).toArray())
            args.append(a.toString());
        if (!args.isEmpty()) {
            QStringList quoted;
            for (const QString &a : args)
                quoted.append(a.contains(QLatin1Char(' ')) ? QLatin1Char('"') + a + QLatin1Char('"')
                                                           : a);
            m_run.commandLine = quoted.join(QLatin1Char(' '));
            m_run.testBinary = args.first().section(QLatin1Char('/'), -1);
            m_run.collective = collectiveFromBinary(m_run.testBinary);
        }
        int dropped = 0;
        for (const QJsonValue e : m_o.value(QLatin1String("env")).toArray()) {
            const QString entry = e.toString();
            if (secretName(entry))
                ++dropped;
            else
                m_run.environment.append(entry);
        }
        if (dropped > 0) {
            diag(Diagnostic::Severity::Info,
                 Tr::tr("%1 environment entries with names that look like secrets (TOKEN, SECRET, "
                        "PASSWORD, KEY) were not kept.")
                     .arg(dropped));
        }
        if (const auto code = jsonInteger(m_o.value(QLatin1String("nccl_version"))))
            m_run.ncclVersion = ncclVersionFromCode(int(*code));
    }

    // The config object: the banner's figures and the device list.
    void readConfig()
    {
        const QJsonObject config = m_o.value(QLatin1String("config")).toObject();
        if (config.isEmpty()) {
            missing(RunPart::Banner, Tr::tr("The JSON report has no config object."));
        } else {
            m_run.bannerCount = 1;
            auto intOf = [&](const char *key) -> std::optional<int> {
                if (const auto v = jsonInteger(config.value(QLatin1String(key))))
                    return int(*v);
                return std::nullopt;
            };
            m_run.nThreads = intOf("nthreads");
            m_run.nGpus = intOf("ngpus");
            m_run.minBytes = jsonInteger(config.value(QLatin1String("minimum_bytes")));
            m_run.maxBytes = jsonInteger(config.value(QLatin1String("maximum_bytes")));
            m_run.stepFactor = jsonInteger(config.value(QLatin1String("step_factor")));
            m_run.stepBytes = jsonInteger(config.value(QLatin1String("step_bytes")));
            m_run.warmupIters = intOf("warmup_iters");
            m_run.iters = intOf("iterations");
            m_run.aggIters = intOf("aggregated_iterations");
            m_run.validation = intOf("validation");
            m_run.graph = intOf("graph");
            m_run.unalign = intOf("unalign");
            for (const char *flag : {"blocking_collectives", "per_iter_timing", "parallel_init"})
                if (jsonBool(config.value(QLatin1String(flag))).value_or(false))
                    m_run.notes.append(QLatin1String(flag) + QLatin1String(": true"));
            for (const QJsonValue dv : config.value(QLatin1String("devices")).toArray())
                m_run.ranks.push_back(rankFromJson(dv.toObject()));
        }
        if (m_run.ranks.empty())
            missing(RunPart::DeviceList, Tr::tr("The device list is missing."));
    }

    static BenchmarkRank rankFromJson(const QJsonObject &d)
    {
        BenchmarkRank r;
        r.rank = int(jsonInteger(d.value(QLatin1String("rank"))).value_or(0));
        if (const auto g = jsonInteger(d.value(QLatin1String("group"))))
            r.group = int(*g);
        r.pid = jsonInteger(d.value(QLatin1String("pid")));
        r.host = d.value(QLatin1String("hostname")).toString();
        r.device = int(jsonInteger(d.value(QLatin1String("device"))).value_or(0));
        r.pciBusId = d.value(QLatin1String("device_hex")).toString();
        r.gpuModel = d.value(QLatin1String("device_info")).toString().trimmed();
        return r;
    }

    // The results list: one row per size, as the text table's columns.
    void readResults()
    {
        if (!m_o.contains(QLatin1String("results"))) {
            missing(RunPart::ColumnHeader, Tr::tr("The JSON report has no results list."));
        } else {
            m_run.columns = QStringList{
                QStringLiteral("size"),  QStringLiteral("count"), QStringLiteral("type"),
                QStringLiteral("redop"), QStringLiteral("root"),  QStringLiteral("time"),
                QStringLiteral("algbw"), QStringLiteral("busbw"), QStringLiteral("#wrong"),
                QStringLiteral("time"),  QStringLiteral("algbw"), QStringLiteral("busbw"),
                QStringLiteral("#wrong")};
            for (const QJsonValue rv : m_o.value(QLatin1String("results")).toArray())
                readRow(rv.toObject());
            if (m_run.cpuTime) {
                m_run.columns.replaceInStrings(QRegularExpression(QStringLiteral("^time$")),
                                               QStringLiteral("cputime"));
            }
        }
        if (m_run.rows.empty())
            missing(RunPart::Rows, Tr::tr("There are no result rows."));
    }

    void readRow(const QJsonObject &r)
    {
        const auto size = jsonInteger(r.value(QLatin1String("size")));
        if (!size)
            return;
        BenchmarkRow row;
        row.sizeBytes = *size;
        row.count = jsonInteger(r.value(QLatin1String("count")));
        row.type = r.value(QLatin1String("type")).toString();
        row.redop = r.value(QLatin1String("redop")).toString();
        if (const auto root = jsonInteger(r.value(QLatin1String("root"))))
            row.root = int(*root);
        const QJsonObject oop = r.value(QLatin1String("out_of_place")).toObject();
        const QJsonObject ip = r.value(QLatin1String("in_place")).toObject();
        if (oop.contains(QLatin1String("cpu_time")) || ip.contains(QLatin1String("cpu_time")))
            m_run.cpuTime = true;
        row.outOfPlace = measurementFromJson(oop);
        row.inPlace = measurementFromJson(ip);
        // A record cut by the repair lacks its closing keys.
        row.partial = m_repaired && !r.contains(QLatin1String("experiment_name")) &&
                      !r.contains(QLatin1String("actual_iterations"));
        m_run.rows.push_back(std::move(row));
    }

    void readOutOfBounds()
    {
        const QJsonValue oobValue = m_o.value(QLatin1String("out_of_bounds"));
        if (!oobValue.isObject()) {
            missing(RunPart::OutOfBounds, Tr::tr("The JSON report has no out_of_bounds object."));
            return;
        }
        const QJsonObject oob = oobValue.toObject();
        m_run.outOfBounds = jsonInteger(oob.value(QLatin1String("count")));
        const auto okay = jsonBool(oob.value(QLatin1String("okay")));
        if (okay)
            m_run.outOfBoundsVerdict = *okay ? QStringLiteral("OK") : QStringLiteral("FAILED");
        if ((okay && !*okay) || m_run.outOfBounds.value_or(0) > 0) {
            m_run.failures.push_back(SourceLine{
                0, QStringLiteral("out_of_bounds: %1").arg(m_run.outOfBounds.value_or(-1))});
        }
    }

    void readAverage()
    {
        const QJsonValue avgValue = m_o.value(QLatin1String("average_bus_bandwidth"));
        if (!avgValue.isObject()) {
            missing(RunPart::AvgBusBandwidth,
                    Tr::tr("The JSON report has no average_bus_bandwidth object."));
            return;
        }
        const QJsonObject avg = avgValue.toObject();
        const QJsonValue bw = avg.value(QLatin1String("bandwidth"));
        m_run.avgBusBwGBps = jsonNumber(bw);
        m_run.avgBusBwText = bw.isString() ? bw.toString() : QString::number(bw.toDouble(), 'g', 6);
        const auto okay = jsonBool(avg.value(QLatin1String("okay")));
        if (okay) {
            m_run.avgBusBwVerdict = *okay ? QStringLiteral("OK") : QStringLiteral("FAILED");
            if (!*okay) {
                m_run.failures.push_back(
                    SourceLine{0, QStringLiteral("average_bus_bandwidth: FAILED")});
            }
        }
    }

    void setStatus()
    {
        const bool cutRow = std::any_of(m_run.rows.begin(), m_run.rows.end(),
                                        [](const BenchmarkRow &r) { return r.partial; });
        if (!m_run.failures.empty())
            m_run.status = RunStatus::Failed;
        else if (m_repaired || cutRow || m_run.rows.empty() ||
                 m_run.isMissing(RunPart::OutOfBounds) || m_run.isMissing(RunPart::AvgBusBandwidth))
            m_run.status = RunStatus::Truncated;
        else
            m_run.status = RunStatus::Complete;
    }

    BenchmarkRun &m_run;
    const QString m_source;
    QJsonObject m_o;
    bool m_repaired = false;
};

} // namespace

BenchmarkRun parseNcclTestsJson(const QByteArray &data, const QString &sourceName)
{
    BenchmarkRun run;
    run.sourceFile = sourceName;
    run.sha256 = sha256Hex(data);
    JsonReader(run, sourceName).read(data);
    return run;
}

} // namespace ry::results
