// The text reader of nccl-tests output: every layout from nccl-tests 1.x to v2.19 (see
// nccltestsparser.h), line by line. Declared in nccltestsparser.h.

#include "nccltestsparser.h"

#include "textlines.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <set>
#include <tuple>

namespace ry::results {

using namespace detail;

namespace {

// ---------------------------------------------------------------------------------------------
// Columns of the result table

enum class Col
{
    Size,
    Count,
    Type,
    Redop,
    Root,
    Time,
    AlgBw,
    BusBw,
    Wrong,
    Error,
    PerIter
};

struct Columns
{
    std::vector<Col> preamble;            ///< columns before the first `time`
    std::vector<std::vector<Col>> halves; ///< out-of-place, in-place; each starts with Time
    bool timestamp = false;               ///< `timestamp` column (2 tokens: date and time)
    bool v1 = false;                      ///< nccl-tests 1.x: time in milliseconds
    bool cpuTime = false;
    QStringList names;

    qsizetype halfTokens() const
    {
        qsizetype n = 0;
        for (const auto &h : halves)
            n += qsizetype(h.size());
        return n + (timestamp ? 2 : 0);
    }
    friend bool operator==(const Columns &a, const Columns &b)
    {
        return a.preamble == b.preamble && a.halves == b.halves && a.timestamp == b.timestamp;
    }
};

std::optional<Col> columnFromName(const QString &name, bool *v1, bool *cpu)
{
    const QString n = name.toLower();
    if (n == QLatin1String("size"))
        return Col::Size;
    if (n == QLatin1String("bytes")) {
        *v1 = true;
        return Col::Size;
    }
    if (n == QLatin1String("count"))
        return Col::Count;
    if (n == QLatin1String("n")) {
        *v1 = true;
        return Col::Count;
    }
    if (n == QLatin1String("type"))
        return Col::Type;
    if (n == QLatin1String("redop") || n == QLatin1String("op"))
        return Col::Redop;
    if (n == QLatin1String("root"))
        return Col::Root;
    if (n == QLatin1String("time"))
        return Col::Time;
    if (n == QLatin1String("cputime")) {
        *cpu = true;
        return Col::Time;
    }
    if (n == QLatin1String("algbw"))
        return Col::AlgBw;
    if (n == QLatin1String("busbw"))
        return Col::BusBw;
    if (n == QLatin1String("#wrong") || n == QLatin1String("wrong"))
        return Col::Wrong;
    if (n == QLatin1String("error"))
        return Col::Error;
    if (n == QLatin1String("res")) {
        *v1 = true;
        return Col::Error;
    }
    if (n == QLatin1String("i_min") || n == QLatin1String("i_max") || n == QLatin1String("i_p99") ||
        n == QLatin1String("i_cv%"))
        return Col::PerIter;
    return std::nullopt;
}

/// Builds the column set from header tokens. On failure returns std::nullopt and sets
/// `problem` (translated).
std::optional<Columns> columnsFromHeader(const QStringList &toks, QString *problem)
{
    Columns c;
    c.names = toks;
    bool seenTime = false;
    for (qsizetype i = 0; i < toks.size(); ++i) {
        const QString &t = toks.at(i);
        if (t.compare(QLatin1String("timestamp"), Qt::CaseInsensitive) == 0) {
            if (i != toks.size() - 1) {
                *problem = Tr::tr("the column \"timestamp\" is not the last one");
                return std::nullopt;
            }
            c.timestamp = true;
            break;
        }
        const std::optional<Col> col = columnFromName(t, &c.v1, &c.cpuTime);
        if (!col) {
            *problem = Tr::tr("unknown column \"%1\"").arg(t);
            return std::nullopt;
        }
        if (*col == Col::Time) {
            seenTime = true;
            c.halves.emplace_back();
        }
        if (!seenTime)
            c.preamble.push_back(*col);
        else
            c.halves.back().push_back(*col);
    }
    if (c.preamble.empty() || c.preamble.front() != Col::Size) {
        *problem = Tr::tr("the first column is not the message size");
        return std::nullopt;
    }
    if (c.halves.empty() || c.halves.size() > 2) {
        *problem = Tr::tr("expected one or two groups of time, algbw and busbw columns");
        return std::nullopt;
    }
    for (const auto &h : c.halves) {
        const bool alg = std::find(h.begin(), h.end(), Col::AlgBw) != h.end();
        const bool bus = std::find(h.begin(), h.end(), Col::BusBw) != h.end();
        if (!alg || !bus) {
            *problem = Tr::tr("a time column is not followed by algbw and busbw");
            return std::nullopt;
        }
    }
    for (Col col : c.preamble) {
        if (col != Col::Size && col != Col::Count && col != Col::Type && col != Col::Redop &&
            col != Col::Root) {
            *problem = Tr::tr("a result column comes before the first time column");
            return std::nullopt;
        }
    }
    return c;
}

/// Column set guessed from a row when the header is missing (output that starts mid-table).
std::optional<Columns> columnsFromRow(const QStringList &toks)
{
    auto half = [](Col check) {
        return std::vector<Col>{Col::Time, Col::AlgBw, Col::BusBw, check};
    };
    Columns c;
    switch (toks.size()) {
    case 13: // v2.13+: size count type redop root | time algbw busbw #wrong x 2
        c.preamble = {Col::Size, Col::Count, Col::Type, Col::Redop, Col::Root};
        c.halves = {half(Col::Wrong), half(Col::Wrong)};
        c.names =
            QStringList{QStringLiteral("size"),  QStringLiteral("count"), QStringLiteral("type"),
                        QStringLiteral("redop"), QStringLiteral("root"),  QStringLiteral("time"),
                        QStringLiteral("algbw"), QStringLiteral("busbw"), QStringLiteral("#wrong"),
                        QStringLiteral("time"),  QStringLiteral("algbw"), QStringLiteral("busbw"),
                        QStringLiteral("#wrong")};
        return c;
    case 12: // 2019-2022 with an op column: size count type redop | time algbw busbw error x 2
        c.preamble = {Col::Size, Col::Count, Col::Type, Col::Redop};
        c.halves = {half(Col::Error), half(Col::Error)};
        c.names =
            QStringList{QStringLiteral("size"),  QStringLiteral("count"), QStringLiteral("type"),
                        QStringLiteral("redop"), QStringLiteral("time"),  QStringLiteral("algbw"),
                        QStringLiteral("busbw"), QStringLiteral("error"), QStringLiteral("time"),
                        QStringLiteral("algbw"), QStringLiteral("busbw"), QStringLiteral("error")};
        return c;
    case 11: // 2019-2022 without an op column (all_gather, alltoall)
        c.preamble = {Col::Size, Col::Count, Col::Type};
        c.halves = {half(Col::Error), half(Col::Error)};
        c.names =
            QStringList{QStringLiteral("size"),  QStringLiteral("count"), QStringLiteral("type"),
                        QStringLiteral("time"),  QStringLiteral("algbw"), QStringLiteral("busbw"),
                        QStringLiteral("error"), QStringLiteral("time"),  QStringLiteral("algbw"),
                        QStringLiteral("busbw"), QStringLiteral("error")};
        return c;
    default:
        return std::nullopt;
    }
}

bool isNumeric(const QString &t)
{
    return toNumber(t).has_value();
}

bool isNotAvailable(const QString &t)
{
    return t.compare(QLatin1String("N/A"), Qt::CaseInsensitive) == 0;
}

/// Splits tokens where two numbers ran into each other (`1234.5612345.67`): old nccl-tests
/// printed bandwidths with `%6.2f` and one space, so a 7-digit value swallows the separator.
/// Splits after the second decimal of the first number; stops once `wanted` tokens exist.
void splitGlued(QStringList &toks, qsizetype first, qsizetype wanted)
{
    for (qsizetype i = first; i < toks.size() && toks.size() < wanted; ++i) {
        const QString t = toks.at(i);
        if (t.count(QLatin1Char('.')) < 2)
            continue;
        const qsizetype dot = t.indexOf(QLatin1Char('.'));
        const qsizetype cut = dot + 3;
        if (cut >= t.size())
            continue;
        const QString a = t.left(cut);
        const QString b = t.mid(cut);
        if (isNumeric(a) && isNumeric(b)) {
            toks[i] = a;
            toks.insert(i + 1, b);
        }
    }
}

struct RowResult
{
    BenchmarkRow row;
    bool isRow = false; ///< the line is a row (possibly partial)
    QString problem;    ///< translated warning, empty when none
};

RowResult parseRow(QStringList toks, const Columns &cols, bool cut, int lineNumber)
{
    RowResult r;
    BenchmarkRow &row = r.row;
    row.line = lineNumber;
    if (cut && !toks.isEmpty()) {
        // The last field of a line cut by the end of the input may itself be cut ("42.5" of
        // "42.56"), so it is not trusted.
        toks.removeLast();
        row.partial = true;
    }
    qsizetype i = 0;
    for (Col col : cols.preamble) {
        if (i >= toks.size()) {
            row.partial = true;
            r.isRow = i > 0;
            return r;
        }
        const QString &t = toks.at(i);
        switch (col) {
        case Col::Size: {
            const auto v = toInt(t);
            if (!v || *v < 0)
                return r;
            row.sizeBytes = *v;
            ++i;
            break;
        }
        case Col::Count: {
            const auto v = toInt(t);
            if (!v || *v < 0)
                return r;
            row.count = *v;
            ++i;
            break;
        }
        case Col::Type:
            if (isNumeric(t) || isNotAvailable(t))
                return r;
            row.type = t;
            ++i;
            break;
        case Col::Redop:
            // Old alltoall/all_gather rows print the op column blank: the next token is a time.
            if (!isNumeric(t)) {
                row.redop = t;
                ++i;
            }
            break;
        case Col::Root:
            if (const auto v = toInt(t)) {
                row.root = int(*v);
                ++i;
            } else if (!isNumeric(t)) {
                return r;
            }
            break;
        default:
            break;
        }
    }
    r.isRow = true;

    const qsizetype wanted = i + cols.halfTokens();
    if (toks.size() < wanted)
        splitGlued(toks, i, wanted);
    if (!cut && toks.size() < wanted) {
        row.partial = true;
        r.problem = Tr::tr("the row has %1 fields where the column header has %2")
                        .arg(toks.size())
                        .arg(wanted);
    }

    for (std::size_t h = 0; h < cols.halves.size(); ++h) {
        BenchmarkMeasurement &m = h == 0 ? row.outOfPlace : row.inPlace;
        for (Col col : cols.halves[h]) {
            if (i >= toks.size()) {
                row.partial = true;
                return r;
            }
            const QString &t = toks.at(i++);
            const bool na = isNotAvailable(t);
            const std::optional<double> v = toNumber(t);
            if (!na && !v && col != Col::PerIter) {
                r.isRow = false;
                r.problem = Tr::tr("\"%1\" is not a number").arg(t);
                return r;
            }
            switch (col) {
            case Col::Time:
                if (v)
                    m.timeUs = cols.v1 ? *v * 1000.0 : *v;
                break;
            case Col::AlgBw:
                if (v)
                    m.algbwGBps = *v;
                break;
            case Col::BusBw:
                if (v)
                    m.busbwGBps = *v;
                break;
            case Col::Wrong:
                m.wrong = na ? qint64(-1) : saturatingInt64(*v);
                break;
            case Col::Error:
                m.maxError = na ? -1.0 : *v;
                break;
            default:
                break;
            }
        }
    }
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const qsizetype extra = toks.size() - i;
    if (cols.timestamp || (extra == 2 && date.match(toks.at(i)).hasMatch())) {
        if (extra >= 2) {
            row.timestamp = toks.at(i) + QLatin1Char(' ') + toks.at(i + 1);
            i += 2;
        } else if (cols.timestamp) {
            row.partial = true;
        }
    }
    if (i < toks.size() && r.problem.isEmpty()) {
        r.problem = Tr::tr("the row has %1 more fields than the column header; they were ignored")
                        .arg(toks.size() - i);
    }
    return r;
}

// ---------------------------------------------------------------------------------------------
// Banner

struct BannerField
{
    QString key; ///< lower case, trailing ':' removed, inner spaces single
    QString value;
    friend bool operator==(const BannerField &, const BannerField &) = default;
};

/// Splits `nThread 1 nGpus 8 ... step: 2(factor) warmup iters: 5 iters: 20` into key/value pairs:
/// words accumulate into a key until a token that starts with a digit.
std::vector<BannerField> bannerFields(const QString &body, bool cut)
{
    QStringList toks = tokens(body);
    if (cut && !toks.isEmpty())
        toks.removeLast();
    std::vector<BannerField> out;
    QString key;
    for (const QString &t : toks) {
        const QChar c = t.at(0);
        const bool value =
            c.isDigit() || (c == QLatin1Char('-') && t.size() > 1 && t.at(1).isDigit());
        if (value && !key.isEmpty()) {
            QString k = key.toLower();
            if (k.endsWith(QLatin1Char(':')))
                k.chop(1);
            out.push_back({k.trimmed(), t});
            key.clear();
        } else if (!value) {
            key = key.isEmpty() ? t : key + QLatin1Char(' ') + t;
        }
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// The text reader

class TextReader
{
public:
    TextReader(BenchmarkRun &run, const QString &source) : m_run(run), m_source(source) {}

    void feed(const InputLine &line);
    void finish();

private:
    void warn(const QString &message, int line,
              Diagnostic::Severity severity = Diagnostic::Severity::Warning)
    {
        addDiagnostic(m_run.diagnostics, severity, message, m_source, line);
    }
    void missing(RunPart part, int line, const QString &text)
    {
        m_run.missing.push_back(MissingPart{part, line, text});
    }
    void foreign(const InputLine &line);
    void banner(const InputLine &line, const QString &body);
    bool rankLine(const InputLine &line, const QString &body);
    void header(const InputLine &line, const QStringList &toks);
    bool row(const InputLine &line, const QStringList &toks);
    void cutLine(const InputLine &line, const QString &what);

    BenchmarkRun &m_run;
    QString m_source;

    std::optional<Columns> m_cols;
    bool m_headerSeen = false;
    bool m_inferredWarned = false;
    bool m_usingDevices = false;
    bool m_rankCut = false;
    bool m_oob = false;
    bool m_avg = false;
    bool m_content = false;      // anything nccl-tests printed was seen
    bool m_tableStarted = false; // header or rows seen
    std::vector<BannerField> m_firstBanner;
    int m_bannerLine = 0;
    QString m_pendingCommand; // command line continued with a trailing backslash
    QString m_command;        // last command line seen before the banner/table
    QString m_startingBinary; // from "# Collective test starting:"
    std::set<std::tuple<qint64, QString, QString, int>> m_rowKeys;
    int m_droppedRows = 0;
    int m_duplicateRanks = 0;
    int m_ncclRanks = 0; // nranks of NCCL's comm lines; 0 = none seen, -1 = they disagree
};

void TextReader::cutLine(const InputLine &line, const QString &what)
{
    missing(
        RunPart::CutLine, line.number,
        Tr::tr("Line %1 (%2) is cut short by the end of the input.").arg(line.number).arg(what));
}

void TextReader::foreign(const InputLine &line)
{
    m_run.foreignLines.push_back(SourceLine{line.number, line.raw});

    // Command lines echoed before the output (possibly continued with "\").
    QString cmd = withoutPrompt(line.text);
    if (!m_pendingCommand.isEmpty()) {
        if (cmd.startsWith(QLatin1Char('>')))
            cmd = cmd.mid(1).trimmed();
        cmd = m_pendingCommand + QLatin1Char(' ') + cmd;
        m_pendingCommand.clear();
    }
    if (cmd.endsWith(QLatin1Char('\\'))) {
        cmd.chop(1);
        m_pendingCommand = cmd.trimmed();
        return;
    }
    static const QRegularExpression perf(
        QStringLiteral("(?:^|[\\s/\"'])([A-Za-z0-9_]+_perf(?:_mpi)?)(?=$|[\\s\"';])"));
    if (!m_tableStarted && m_run.bannerCount == 0) {
        const QRegularExpressionMatch m = perf.match(cmd);
        if (m.hasMatch()) {
            m_command = cmd;
            if (m_startingBinary.isEmpty())
                m_run.testBinary = m.captured(1);
        }
    }
}

void TextReader::banner(const InputLine &line, const QString &body)
{
    m_content = true;
    ++m_run.bannerCount;
    const std::vector<BannerField> fields = bannerFields(body, !line.terminated);
    if (!line.terminated)
        cutLine(line, Tr::tr("banner"));
    if (m_run.bannerCount > 1) {
        if (fields != m_firstBanner) {
            warn(Tr::tr("Another banner with different settings; the first one (line %1) is "
                        "kept.")
                     .arg(m_bannerLine),
                 line.number);
        }
        return;
    }
    m_firstBanner = fields;
    m_bannerLine = line.number;
    static const QRegularExpression stepRe(QStringLiteral("^(\\d+)\\((factor|bytes)\\)$"));
    QStringList unknown;
    for (const BannerField &f : fields) {
        const auto i = toInt(f.value);
        const QString &k = f.key;
        auto setInt = [&](std::optional<int> &dst) {
            if (i)
                dst = int(*i);
        };
        if (k == QLatin1String("nthread") || k == QLatin1String("nthreads")) {
            setInt(m_run.nThreads);
        } else if (k == QLatin1String("ngpus")) {
            setInt(m_run.nGpus);
        } else if (k == QLatin1String("minbytes")) {
            m_run.minBytes = i;
        } else if (k == QLatin1String("maxbytes")) {
            m_run.maxBytes = i;
        } else if (k == QLatin1String("step")) {
            const QRegularExpressionMatch m = stepRe.match(f.value);
            if (m.hasMatch()) {
                if (m.captured(2) == QLatin1String("factor"))
                    m_run.stepFactor = m.captured(1).toLongLong();
                else
                    m_run.stepBytes = m.captured(1).toLongLong();
            }
        } else if (k == QLatin1String("warmup iters") || k == QLatin1String("warmupiters")) {
            setInt(m_run.warmupIters);
        } else if (k == QLatin1String("iters")) {
            setInt(m_run.iters);
        } else if (k == QLatin1String("agg iters")) {
            setInt(m_run.aggIters);
        } else if (k == QLatin1String("validation")) {
            setInt(m_run.validation);
        } else if (k == QLatin1String("graph")) {
            setInt(m_run.graph);
        } else if (k == QLatin1String("unalign")) {
            setInt(m_run.unalign);
        } else {
            m_run.extraBannerFields.append({f.key, f.value});
            unknown.append(f.key);
        }
    }
    if (!unknown.isEmpty()) {
        warn(Tr::tr("The banner has fields NVIDIA nccl-tests does not print (%1): output of a "
                    "modified build or a fork.")
                 .arg(unknown.join(QLatin1String(", "))),
             line.number, Diagnostic::Severity::Info);
    }
}

bool TextReader::rankLine(const InputLine &line, const QString &body)
{
    static const QRegularExpression re(
        QStringLiteral("^Rank\\s+(\\d+)(?:\\s+Group\\s+(\\d+))?(?:\\s+Pid\\s+(\\d+))?\\s+on\\s+("
                       "\\S+)\\s+device\\s+"
                       "(\\d+)\\s+\\[([^\\]]*)\\]\\s*(.*)$"));
    const QRegularExpressionMatch m = re.match(body);
    if (!m.hasMatch() || !line.terminated) {
        if (!line.terminated) {
            m_rankCut = true;
            static const QRegularExpression num(QStringLiteral("^Rank\\s+(\\d+)"));
            const QRegularExpressionMatch n = num.match(body);
            cutLine(line, n.hasMatch() ? Tr::tr("device list entry of rank %1").arg(n.captured(1))
                                       : Tr::tr("device list entry"));
            return true;
        }
        return false;
    }
    m_content = true;
    BenchmarkRank r;
    r.rank = m.captured(1).toInt();
    if (m.capturedLength(2) > 0)
        r.group = m.captured(2).toInt();
    if (m.capturedLength(3) > 0)
        r.pid = m.captured(3).toLongLong();
    r.host = m.captured(4);
    r.device = m.captured(5).toInt();
    r.pciBusId = m.captured(6).trimmed();
    r.gpuModel = m.captured(7).trimmed();
    r.line = line.number;
    for (const BenchmarkRank &other : m_run.ranks) {
        if (other.rank == r.rank) {
            ++m_duplicateRanks;
            break;
        }
    }
    m_run.ranks.push_back(std::move(r));
    return true;
}

void TextReader::header(const InputLine &line, const QStringList &toks)
{
    m_content = true;
    m_tableStarted = true;
    if (!line.terminated) {
        cutLine(line, Tr::tr("column header"));
        return;
    }
    QString problem;
    std::optional<Columns> cols = columnsFromHeader(toks, &problem);
    if (!cols) {
        throw Error(Tr::tr("This nccl-tests column header cannot be read: %1.").arg(problem),
                    SourceLocation{m_source, line.number, 0});
    }
    if (m_cols && !m_run.rows.empty() && !(*m_cols == *cols)) {
        warn(Tr::tr("A second column header with different columns; the rows after it are read "
                    "with the new columns."),
             line.number);
    }
    m_cols = std::move(cols);
    m_headerSeen = true;
    m_run.cpuTime = m_cols->cpuTime;
    if (m_run.columns.isEmpty())
        m_run.columns = m_cols->names;
}

bool TextReader::row(const InputLine &line, const QStringList &toks)
{
    if (!m_cols) {
        if (!line.terminated)
            return false;
        std::optional<Columns> guess = columnsFromRow(toks);
        if (!guess)
            return false;
        // Only accept the guess when the row actually reads with it.
        if (!parseRow(toks, *guess, false, line.number).isRow)
            return false;
        m_cols = std::move(guess);
        m_run.columns = m_cols->names;
        if (!m_inferredWarned) {
            m_inferredWarned = true;
            warn(Tr::tr("No column header before the first row; the columns were inferred from "
                        "the row (%1).")
                     .arg(m_cols->names.join(QLatin1Char(' '))),
                 line.number);
        }
    }
    RowResult r = parseRow(toks, *m_cols, !line.terminated, line.number);
    if (!r.isRow) {
        if (!r.problem.isEmpty()) {
            warn(
                Tr::tr("A line that looks like a result row could not be read: %1.").arg(r.problem),
                line.number);
        }
        return false;
    }
    if (!r.problem.isEmpty())
        warn(Tr::tr("Result row: %1.").arg(r.problem), line.number);
    m_content = true;
    m_tableStarted = true;
    if (!line.terminated)
        cutLine(line, Tr::tr("result row of %1 bytes").arg(r.row.sizeBytes));

    const auto key =
        std::make_tuple(r.row.sizeBytes, r.row.type, r.row.redop, r.row.root.value_or(-2));
    if (m_run.bannerCount > 1 && m_rowKeys.count(key) > 0) {
        // One process of a non-MPI binary under mpirun printed the same table again.
        ++m_droppedRows;
        return true;
    }
    m_rowKeys.insert(key);
    m_run.rows.push_back(std::move(r.row));
    return true;
}

void TextReader::feed(const InputLine &line)
{
    const QString t = line.text.trimmed();
    if (t.isEmpty())
        return;
    const bool hasHash = t.startsWith(QLatin1Char('#'));
    const QString body = hasHash ? t.mid(1).trimmed() : t;
    if (body.isEmpty())
        return; // "#" separator lines

    // Continuation of an echoed command line.
    if (!m_pendingCommand.isEmpty()) {
        foreign(line);
        return;
    }

    // Failures, from any rank (they carry their own host prefix).
    static const QRegularExpression failure(QStringLiteral(
        "Test NCCL failure|Test CUDA failure|Test failure|^NCCL failure|Test timeout \\(|"
        "Invalid number of GPUs"));
    static const QRegularExpression errorLine(QStringLiteral("^error:\\s*"));
    if (failure.match(t).hasMatch() || (hasHash && errorLine.match(body).hasMatch())) {
        m_run.failures.push_back(SourceLine{line.number, line.raw});
        return;
    }

    // NCCL's own log lines: "host:pid:tid [dev] NCCL INFO ...", bare "NCCL version 2.x+cudaY".
    static const QRegularExpression ncclLog(
        QStringLiteral("\\bNCCL (?:INFO|WARN|TRACE|ABORT)\\b|^NCCL version "));
    static const QRegularExpression ncclVersion(QStringLiteral("NCCL version (\\S+)"));
    if (ncclLog.match(t).hasMatch()) {
        const QRegularExpressionMatch v = ncclVersion.match(t);
        if (v.hasMatch() && line.terminated && m_run.ncclVersion.isEmpty())
            m_run.ncclVersion = v.captured(1);
        // "comm 0x55f6 rank 1 nranks 2 cudaDev 1 ..." (Init START / Init COMPLETE lines).
        static const QRegularExpression nranks(
            QStringLiteral("\\brank\\s+\\d+\\s+nranks\\s+(\\d+)\\b"));
        const QRegularExpressionMatch n = nranks.match(t);
        if (n.hasMatch() && line.terminated) {
            const int count = n.captured(1).toInt();
            if (count > 0 && (m_ncclRanks == 0 || m_ncclRanks == count))
                m_ncclRanks = count;
            else
                m_ncclRanks = -1; // communicators of different sizes: no single n
        }
        m_run.foreignLines.push_back(SourceLine{line.number, line.raw});
        return;
    }

    static const QRegularExpression versionRe(
        QStringLiteral("^nccl-tests version\\s+(\\S+)(?:.*nccl-library=(\\d+))?"));
    static const QRegularExpression collRe(
        QStringLiteral("^Collective test (starting|concluded):\\s*(\\S+)"));
    static const QRegularExpression v1Re(
        QStringLiteral("^NCCL Tests compiled with NCCL\\s+(\\S+)"));
    static const QRegularExpression bannerRe(QStringLiteral("^nThreads?\\b"));
    static const QRegularExpression rankRe(QStringLiteral("^Rank\\s+\\d+"));
    static const QRegularExpression oobRe(
        QStringLiteral("^Out of bounds values\\s*:\\s*(\\d+)(?:\\s+(\\S+))?\\s*$"));
    static const QRegularExpression avgRe(
        QStringLiteral("^Avg bus bandwidth\\s*:\\s*(\\S+)(?:\\s+(\\S+))?\\s*$"));
    static const QRegularExpression noteRe(QStringLiteral(
        "^(?:Blocking Enabled|Per-Iteration Report|Parallel Init Enabled|GPU memory usage|"
        "Reducing maxBytes|Writing JSON output|skipping json output)"));

    QRegularExpressionMatch m;
    if ((m = versionRe.match(body)).hasMatch()) {
        m_content = true;
        if (line.terminated) {
            m_run.toolVersion = m.captured(1);
            if (m.capturedLength(2) > 0)
                m_run.ncclVersion = ncclVersionFromCode(m.captured(2).toInt());
        }
        return;
    }
    if ((m = collRe.match(body)).hasMatch()) {
        m_content = true;
        if (line.terminated && m_startingBinary.isEmpty()) {
            m_startingBinary = m.captured(2);
            m_run.testBinary = m_startingBinary;
        }
        return;
    }
    if ((m = v1Re.match(body)).hasMatch()) {
        m_content = true;
        if (line.terminated)
            m_run.ncclVersion = m.captured(1);
        return;
    }
    if (bannerRe.match(body).hasMatch()) {
        banner(line, body);
        return;
    }
    if (body.startsWith(QLatin1String("Using devices"))) {
        m_content = true;
        m_usingDevices = true;
        return;
    }
    if (rankRe.match(body).hasMatch()) {
        if (rankLine(line, body))
            return;
        if (hasHash)
            warn(Tr::tr("A device list line could not be read."), line.number);
        foreign(line);
        return;
    }
    const QStringList toks = tokens(body);
    const QString first = toks.value(0).toLower();
    // A column header: algbw, busbw and a time column, and either the `#` of nccl-tests or a
    // first column that is the size (pastes that lost the `#`). Anything else that mentions
    // the column names is prose.
    const bool timeColumn = toks.contains(QLatin1String("time"), Qt::CaseInsensitive) ||
                            toks.contains(QLatin1String("cputime"), Qt::CaseInsensitive);
    if (timeColumn && toks.contains(QLatin1String("algbw"), Qt::CaseInsensitive) &&
        toks.contains(QLatin1String("busbw"), Qt::CaseInsensitive) &&
        (hasHash || first == QLatin1String("size") || first == QLatin1String("bytes"))) {
        header(line, toks);
        return;
    }
    if (body.contains(QLatin1String("out-of-place")) || body.startsWith(QLatin1String("(B)"))) {
        m_content = true;
        if (!line.terminated)
            cutLine(line, Tr::tr("column header"));
        return;
    }
    if ((m = oobRe.match(body)).hasMatch()) {
        const QString verdict = m.captured(2);
        if (!line.terminated && verdict != QLatin1String("OK") &&
            verdict != QLatin1String("FAILED")) {
            cutLine(line, Tr::tr("out-of-bounds footer"));
            return;
        }
        m_content = true;
        m_oob = true;
        m_run.outOfBounds = m.captured(1).toLongLong();
        m_run.outOfBoundsVerdict = m.captured(2);
        if (m_run.outOfBoundsVerdict == QLatin1String("FAILED") || m_run.outOfBounds.value() > 0)
            m_run.failures.push_back(SourceLine{line.number, line.raw});
        return;
    }
    if ((m = avgRe.match(body)).hasMatch()) {
        m_content = true;
        m_avg = true;
        m_run.avgBusBwText = m.captured(1);
        m_run.avgBusBwGBps = toNumber(m.captured(1));
        m_run.avgBusBwVerdict = m.captured(2);
        if (!m_run.avgBusBwGBps)
            warn(Tr::tr("The average bus bandwidth \"%1\" is not a number.").arg(m.captured(1)),
                 line.number);
        if (!line.terminated) {
            warn(Tr::tr("The input ends inside the average bus bandwidth line; the value may be "
                        "cut."),
                 line.number, Diagnostic::Severity::Info);
        }
        if (m_run.avgBusBwVerdict == QLatin1String("FAILED"))
            m_run.failures.push_back(SourceLine{line.number, line.raw});
        return;
    }
    if (noteRe.match(body).hasMatch()) {
        m_content = true;
        if (line.terminated)
            m_run.notes.append(body);
        return;
    }
    if (!line.terminated && body.size() >= 3 &&
        (QStringLiteral("Out of bounds values").startsWith(body) ||
         QStringLiteral("Avg bus bandwidth").startsWith(body))) {
        m_content = true;
        cutLine(line, Tr::tr("footer"));
        return;
    }

    static const QRegularExpression rowStart(QStringLiteral("^\\d+$"));
    if (!hasHash && rowStart.match(toks.value(0)).hasMatch() && row(line, toks))
        return;
    foreign(line);
}

void TextReader::finish()
{
    if (!m_pendingCommand.isEmpty()) {
        static const QRegularExpression perf(
            QStringLiteral("(?:^|[\\s/\"'])([A-Za-z0-9_]+_perf(?:_mpi)?)(?=$|[\\s\"';])"));
        const QRegularExpressionMatch m = perf.match(m_pendingCommand);
        if (m.hasMatch() && !m_tableStarted && m_run.bannerCount == 0) {
            m_command = m_pendingCommand;
            if (m_startingBinary.isEmpty())
                m_run.testBinary = m.captured(1);
        }
    }
    m_run.commandLine = m_command;
    if (!m_run.testBinary.isEmpty())
        m_run.collective = collectiveFromBinary(m_run.testBinary);
    if (m_run.toolVersion.isEmpty() && !m_command.isEmpty()) {
        static const QRegularExpression pathVersion(
            QStringLiteral("nccl-tests[-_]v?(\\d+\\.\\d+\\.\\d+)"));
        const QRegularExpressionMatch m = pathVersion.match(m_command);
        if (m.hasMatch()) {
            m_run.toolVersion = m.captured(1);
            warn(Tr::tr("The nccl-tests version %1 was taken from the path in the command line.")
                     .arg(m_run.toolVersion),
                 0, Diagnostic::Severity::Info);
        }
    }
    if (m_run.collective.isEmpty()) {
        // Last resort: a collective named in the file name ("nccl_allreduce.log").
        static const std::vector<std::pair<QString, QString>> names = {
            {QStringLiteral("allreduce"), QStringLiteral("all_reduce")},
            {QStringLiteral("all_reduce"), QStringLiteral("all_reduce")},
            {QStringLiteral("allgather"), QStringLiteral("all_gather")},
            {QStringLiteral("all_gather"), QStringLiteral("all_gather")},
            {QStringLiteral("reducescatter"), QStringLiteral("reduce_scatter")},
            {QStringLiteral("reduce_scatter"), QStringLiteral("reduce_scatter")},
            {QStringLiteral("alltoall"), QStringLiteral("alltoall")},
            {QStringLiteral("sendrecv"), QStringLiteral("sendrecv")},
            {QStringLiteral("broadcast"), QStringLiteral("broadcast")},
            {QStringLiteral("hypercube"), QStringLiteral("hypercube")},
        };
        const QString file = QFileInfo(m_source).fileName().toLower();
        QString found;
        bool ambiguous = false;
        for (const auto &[needle, name] : names) {
            if (file.contains(needle)) {
                if (!found.isEmpty() && found != name)
                    ambiguous = true;
                found = name;
            }
        }
        if (!found.isEmpty() && !ambiguous) {
            m_run.collective = found;
            warn(Tr::tr("The output does not name its test; the collective %1 was taken from the "
                        "file name.")
                     .arg(found),
                 0, Diagnostic::Severity::Info);
        }
    }

    if (m_run.bannerCount > 1) {
        warn(Tr::tr("The banner was printed %1 times: a binary built without MPI=1 and started "
                    "by mpirun runs one independent single-process job per process. The rows "
                    "were read once; %2 repeated rows were left out.")
                 .arg(m_run.bannerCount)
                 .arg(m_droppedRows),
             m_bannerLine);
    }
    if (m_duplicateRanks > 0 && m_run.bannerCount <= 1) {
        warn(Tr::tr("The device list names the same rank more than once."), 0);
    }

    // What is missing.
    if (m_run.bannerCount == 0)
        missing(RunPart::Banner, 0, Tr::tr("The banner line (nThread ... nGpus ...) is missing."));
    const qsizetype perProcess =
        qsizetype(m_run.nThreads.value_or(1)) * qsizetype(m_run.nGpus.value_or(1));
    if (m_ncclRanks > 0)
        m_run.ncclRankCount = m_ncclRanks;
    std::set<int> distinctRanks;
    for (const BenchmarkRank &r : m_run.ranks)
        distinctRanks.insert(r.rank);
    // Ranks are numbered from 0: a list without some lower rank, or shorter than NCCL's own
    // nranks, lost lines (a cut or filtered log, rank 0's output interleaved away).
    const qsizetype listed = qsizetype(distinctRanks.size());
    const bool gaps = listed < qsizetype(m_run.highestRank()) + 1 ||
                      (m_ncclRanks > 0 && listed < qsizetype(m_ncclRanks));
    if (m_run.ranks.empty()) {
        missing(RunPart::DeviceList, 0, Tr::tr("The device list is missing."));
    } else if (m_rankCut || qsizetype(m_run.ranks.size()) < perProcess) {
        missing(RunPart::DeviceList, 0,
                Tr::tr("The device list is incomplete: %1 rank lines were read.")
                    .arg(m_run.ranks.size()));
    } else if (gaps && m_ncclRanks > 0) {
        missing(RunPart::DeviceList, 0,
                Tr::tr("The device list is incomplete: %n rank(s) listed of the %1 ranks NCCL "
                       "reports (highest rank listed: %2).",
                       nullptr, int(listed))
                    .arg(m_ncclRanks)
                    .arg(m_run.highestRank()));
    } else if (gaps) {
        missing(RunPart::DeviceList, 0,
                Tr::tr("The device list is incomplete: %n rank(s) listed, but the highest rank "
                       "is %1.",
                       nullptr, int(listed))
                    .arg(m_run.highestRank()));
    }
    if (!m_headerSeen)
        missing(RunPart::ColumnHeader, 0, Tr::tr("The column header is missing."));
    if (m_run.rows.empty())
        missing(RunPart::Rows, 0, Tr::tr("There are no result rows."));
    if (!m_oob) {
        missing(RunPart::OutOfBounds, 0,
                Tr::tr("The footer line \"Out of bounds values\" is missing."));
    }
    if (!m_avg) {
        missing(RunPart::AvgBusBandwidth, 0,
                Tr::tr("The footer line \"Avg bus bandwidth\" is missing."));
    }

    if (!m_content) {
        warn(Tr::tr("No nccl-tests output was found in the input."), 0,
             Diagnostic::Severity::Error);
    }

    const bool cutRow = std::any_of(m_run.rows.begin(), m_run.rows.end(),
                                    [](const BenchmarkRow &r) { return r.partial; });
    if (!m_run.failures.empty())
        m_run.status = RunStatus::Failed;
    else if (!m_content || !m_oob || !m_avg || cutRow || m_run.rows.empty())
        m_run.status = RunStatus::Truncated;
    else
        m_run.status = RunStatus::Complete;
}

} // namespace

BenchmarkRun parseNcclTestsText(const QByteArray &data, const QString &sourceName)
{
    BenchmarkRun run;
    run.sourceFile = sourceName;
    run.sha256 = sha256Hex(data);
    PrefixKind prefix = PrefixKind::None;
    const std::vector<InputLine> lines = splitLines(data, &prefix);
    run.launcherPrefix = prefixName(prefix);
    TextReader reader(run, sourceName);
    for (const InputLine &line : lines)
        reader.feed(line);
    reader.finish();
    return run;
}

} // namespace ry::results
