#include "perftestparser.h"

#include "textlines.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <climits>

namespace ry::results {

using namespace detail;

QString gidToAddress(const QString &gid)
{
    const QStringList parts = gid.trimmed().split(QLatin1Char(':'));
    if (parts.size() != 16)
        return {};
    std::array<int, 16> b{};
    for (int i = 0; i < 16; ++i) {
        bool ok = false;
        const int v = parts.at(i).toInt(&ok, 10);
        if (!ok || v < 0 || v > 255)
            return {};
        b[std::size_t(i)] = v;
    }
    const bool mapped = std::all_of(b.begin(), b.begin() + 10, [](int v) { return v == 0; }) &&
                        b[10] == 255 && b[11] == 255;
    if (mapped)
        return QStringLiteral("::ffff:%1.%2.%3.%4").arg(b[12]).arg(b[13]).arg(b[14]).arg(b[15]);
    QStringList groups;
    for (std::size_t i = 0; i < 16; i += 2)
        groups.append(QString::number((b[i] << 8) | b[i + 1], 16));
    return groups.join(QLatin1Char(':'));
}

namespace {

enum class PCol
{
    Bytes,
    Iterations,
    Peak,
    Average,
    MsgRate,
    Other
};

struct Table
{
    int group = 0;
    int headerLine = 0;
    std::vector<PCol> columns;
    BandwidthUnit unit = BandwidthUnit::MiBps;
    QString unitLabel;
    bool latency = false;
    bool closed = false;
    bool cut = false; ///< a row was cut by the end of the input
    int closeLine = 0;
    std::vector<PerftestRow> rows;
};

struct Block
{
    PerftestRun run;
    int group = 0;
    bool sawBox = false;
    bool hasTable = false;
    bool durationWarning = false;
    QStringList keys; ///< normalised parameter names already set
};

QString normalKey(const QString &k)
{
    return k.simplified().toLower();
}

/// Splits a parameter line (` Dual-port       : OFF\t\tDevice         : ib0`) into pairs.
QList<QPair<QString, QString>> parameterPairs(const QString &text)
{
    static const QRegularExpression gap(QStringLiteral("\\t+|\\s{2,}"));
    static const QRegularExpression keyRe(QStringLiteral("^[A-Za-z][A-Za-z0-9_ .*/\\-]{0,40}$"));
    const QStringList segments = text.trimmed().split(gap, Qt::SkipEmptyParts);
    QList<QPair<QString, QString>> out;
    QString pendingKey;
    for (const QString &segment : segments) {
        const qsizetype colon = segment.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            if (!pendingKey.isEmpty())
                return {}; // two keys without a colon: not a parameter line
            pendingKey = segment.trimmed();
            continue;
        }
        QString key = segment.left(colon).trimmed();
        const QString value = segment.mid(colon + 1).trimmed();
        if (key.isEmpty()) {
            key = pendingKey;
        } else if (!pendingKey.isEmpty()) {
            return {};
        }
        pendingKey.clear();
        if (key.isEmpty() || !keyRe.match(key).hasMatch())
            return {};
        out.append({key, value});
    }
    if (!pendingKey.isEmpty())
        return {};
    return out;
}

/// Leading integer of a parameter value (`4096[B]` -> 4096); std::nullopt when the value does
/// not start with digits or when the digits run to the end of a cut line.
std::optional<int> leadingInt(const QString &value, bool cut)
{
    qsizetype n = 0;
    while (n < value.size() && value.at(n).isDigit())
        ++n;
    if (n == 0 || (cut && n == value.size()))
        return std::nullopt;
    bool ok = false;
    const int v = value.left(n).toInt(&ok);
    return ok ? std::optional<int>(v) : std::nullopt;
}

void applyParameter(PerftestRun &run, const QString &key, const QString &value, bool cut)
{
    const QString k = normalKey(key);
    if (k == QLatin1String("device"))
        run.device = value;
    else if (k == QLatin1String("transport type"))
        run.transportType = value;
    else if (k == QLatin1String("link type"))
        run.linkType = value;
    else if (k == QLatin1String("mtu"))
        run.mtuBytes = leadingInt(value, cut);
    else if (k == QLatin1String("number of qps"))
        run.qps = leadingInt(value, cut);
    else if (k == QLatin1String("connection type"))
        run.connectionType = value;
    else if (k == QLatin1String("gid index"))
        run.gidIndex = leadingInt(value, cut);
    else if (k == QLatin1String("tx depth"))
        run.txDepth = leadingInt(value, cut);
    else if (k == QLatin1String("cq moderation"))
        run.cqModeration = leadingInt(value, cut);
    else if (k == QLatin1String("post list"))
        run.postListSize = leadingInt(value, cut);
    else if (k == QLatin1String("max inline data"))
        run.maxInlineBytes = leadingInt(value, cut);
    else if (k == QLatin1String("outstand reads"))
        run.outstandingReads = leadingInt(value, cut);
    else if (k == QLatin1String("data ex. method"))
        run.dataExchange = value;
}

QString programFor(const QString &verb, bool latency)
{
    const QString suffix = latency ? QStringLiteral("_lat") : QStringLiteral("_bw");
    const QString v = verb.toLower();
    if (v == QLatin1String("rdma_write"))
        return QStringLiteral("ib_write") + suffix;
    if (v == QLatin1String("rdma_read"))
        return QStringLiteral("ib_read") + suffix;
    if (v == QLatin1String("send"))
        return QStringLiteral("ib_send") + suffix;
    if (v == QLatin1String("atomic"))
        return QStringLiteral("ib_atomic") + suffix;
    return {};
}

class Reader
{
public:
    Reader(PerftestLog &log, const QString &source) : m_log(log), m_source(source) {}
    void feed(const InputLine &line);
    void finish();

private:
    void warn(const QString &message, int line,
              Diagnostic::Severity severity = Diagnostic::Severity::Warning)
    {
        addDiagnostic(m_log.diagnostics, severity, message, m_source, line);
    }
    void foreign(const InputLine &line)
    {
        m_log.foreignLines.push_back(SourceLine{line.number, line.raw});
    }
    void cutLine(Block &b, const InputLine &line, const QString &what)
    {
        b.run.missing.push_back(
            MissingPart{RunPart::CutLine, line.number,
                        Tr::tr("Line %1 (%2) is cut short by the end of the input.")
                            .arg(line.number)
                            .arg(what)});
    }
    /// Blocks of the current group that have no table yet, newest last.
    std::vector<Block *> openBlocks()
    {
        std::vector<Block *> out;
        for (Block &b : m_blocks) {
            if (b.group == m_group && !b.hasTable)
                out.push_back(&b);
        }
        return out;
    }
    Block &newBlock(int line)
    {
        // A title after a table header starts a new group (the next report of the log).
        const bool groupHasTable =
            std::any_of(m_blocks.begin(), m_blocks.end(),
                        [&](const Block &b) { return b.group == m_group && b.hasTable; });
        if (groupHasTable || std::none_of(m_blocks.begin(), m_blocks.end(),
                                          [&](const Block &b) { return b.group == m_group; })) {
            ++m_group;
            // Tables of earlier groups that got rows are over once the next report starts.
            for (Table &t : m_tables) {
                if (!t.closed && !t.rows.empty())
                    t.closed = true;
            }
        }
        Block b;
        b.group = m_group;
        b.run.firstLine = line;
        b.run.lastLine = line;
        b.sawBox = m_pendingBox;
        b.durationWarning = m_pendingDuration;
        m_pendingBox = false;
        m_pendingDuration = false;
        m_lastEndpoint = nullptr; // it may point into a block that moves now
        m_blocks.push_back(std::move(b));
        return m_blocks.back();
    }
    Block *lastBlock() { return m_blocks.empty() ? nullptr : &m_blocks.back(); }

    void parameters(const InputLine &line, const QList<QPair<QString, QString>> &pairs);
    void endpoint(const InputLine &line, const QString &side, const QString &rest);
    void header(const InputLine &line, const QString &text);
    bool row(const InputLine &line, const QStringList &toks);

    PerftestLog &m_log;
    QString m_source;
    std::vector<Block> m_blocks;
    std::vector<Table> m_tables;
    int m_group = 0;
    bool m_pendingBox = false;
    bool m_pendingDuration = false;
    PerftestEndpoint *m_lastEndpoint = nullptr;
};

void Reader::parameters(const InputLine &line, const QList<QPair<QString, QString>> &pairs)
{
    const std::vector<Block *> open = openBlocks();
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        const QString key = normalKey(pairs.at(i).first);
        // Interleaved logs: give the value to the newest report still lacking this key.
        Block *target = nullptr;
        for (auto it = open.rbegin(); it != open.rend(); ++it) {
            if (!(*it)->keys.contains(key)) {
                target = *it;
                break;
            }
        }
        if (!target) {
            target = open.back();
            warn(Tr::tr("The parameter \"%1\" is printed twice; the last value is kept.")
                     .arg(pairs.at(i).first),
                 line.number);
        }
        const bool cut = !line.terminated && i == pairs.size() - 1;
        target->keys.append(key);
        target->run.parameters.append(pairs.at(i));
        applyParameter(target->run, pairs.at(i).first, pairs.at(i).second, cut);
        target->run.lastLine = line.number;
        if (cut)
            cutLine(*target, line, Tr::tr("parameter %1").arg(pairs.at(i).first));
    }
}

void Reader::endpoint(const InputLine &line, const QString &side, const QString &rest)
{
    QStringList toks = tokens(rest);
    if (!line.terminated && !toks.isEmpty())
        toks.removeLast();
    PerftestEndpoint e;
    e.line = line.number;
    for (qsizetype i = 0; i + 1 < toks.size(); i += 2) {
        const QString key = toks.at(i).toUpper();
        const QString &value = toks.at(i + 1);
        if (key == QLatin1String("LID"))
            e.lid = value;
        else if (key == QLatin1String("QPN"))
            e.qpn = value;
        else if (key == QLatin1String("PSN"))
            e.psn = value;
        else if (key == QLatin1String("RKEY"))
            e.rkey = value;
        else if (key == QLatin1String("VADDR"))
            e.vaddr = value;
    }
    const bool local = side == QLatin1String("local");
    // Newest report of the group that still lacks an address of this side for each of its QPs.
    Block *target = nullptr;
    for (auto it = m_blocks.rbegin(); it != m_blocks.rend(); ++it) {
        if (it->group != m_group || it->hasTable)
            continue;
        const auto &list = local ? it->run.local : it->run.remote;
        if (qsizetype(list.size()) < it->run.qps.value_or(1)) {
            target = &*it;
            break;
        }
    }
    if (!target) {
        const std::vector<Block *> open = openBlocks();
        if (open.empty()) {
            foreign(line);
            m_lastEndpoint = nullptr;
            return;
        }
        target = open.back();
    }
    auto &list = local ? target->run.local : target->run.remote;
    list.push_back(std::move(e));
    m_lastEndpoint = &list.back();
    target->run.lastLine = line.number;
    if (!line.terminated)
        cutLine(*target, line, Tr::tr("%1 address").arg(side));
}

void Reader::header(const InputLine &line, const QString &text)
{
    Block *owner = nullptr;
    const std::vector<Block *> open = openBlocks();
    if (open.empty() && !m_blocks.empty() && m_blocks.back().group == m_group) {
        // A further table of the same report (`--report-both` prints local and remote tables):
        // finish() reports it as left out.
        owner = &m_blocks.back();
    } else if (open.empty()) {
        // A table without a title: the log starts at the table.
        Block &b = newBlock(line.number);
        b.run.missing.push_back(
            MissingPart{RunPart::Banner, 0, Tr::tr("The test title and parameters are missing.")});
        owner = &b;
    } else {
        // Tables are handed to the reports of the group at the end (see finish()).
        owner = open.front();
    }
    owner->hasTable = true;
    owner->run.lastLine = line.number;

    Table t;
    t.group = m_group;
    t.headerLine = line.number;
    static const QRegularExpression gap(QStringLiteral("\\t+|\\s{2,}"));
    static const QRegularExpression unitRe(QStringLiteral("\\[([^\\]]*/sec)\\]"));
    const QStringList names = text.trimmed().split(gap, Qt::SkipEmptyParts);
    for (const QString &n : names) {
        const QString l = n.toLower();
        if (l == QLatin1String("#bytes"))
            t.columns.push_back(PCol::Bytes);
        else if (l == QLatin1String("#iterations"))
            t.columns.push_back(PCol::Iterations);
        else if (l.startsWith(QLatin1String("bw peak")))
            t.columns.push_back(PCol::Peak);
        else if (l.startsWith(QLatin1String("bw average")))
            t.columns.push_back(PCol::Average);
        else if (l.startsWith(QLatin1String("msgrate")) && !l.contains(QLatin1String("port")))
            t.columns.push_back(PCol::MsgRate);
        else
            t.columns.push_back(PCol::Other);
        if (l.startsWith(QLatin1String("t_")))
            t.latency = true;
        const QRegularExpressionMatch m = unitRe.match(n);
        if (m.hasMatch() && t.unitLabel.isEmpty())
            t.unitLabel = m.captured(1);
    }
    // Latency headers separate some names by a single space.
    if (text.contains(QLatin1String("t_min")) || text.contains(QLatin1String("t_avg")))
        t.latency = true;
    if (t.unitLabel.startsWith(QLatin1String("Gb"), Qt::CaseInsensitive))
        t.unit = BandwidthUnit::Gbps;
    if (!line.terminated) {
        cutLine(*owner, line, Tr::tr("column header"));
        t.cut = true;
    }
    m_tables.push_back(std::move(t));
}

bool Reader::row(const InputLine &line, const QStringList &toksIn)
{
    Table *table = nullptr;
    for (Table &t : m_tables) {
        if (!t.closed) {
            table = &t;
            break;
        }
    }
    if (!table || table->cut)
        return false;
    QStringList toks = toksIn;
    PerftestRow r;
    r.line = line.number;
    if (!line.terminated) {
        toks.removeLast(); // the last field of a cut line may itself be cut
        r.partial = true;
        table->cut = true;
    }
    if (table->latency) {
        // Rows of latency tests are not read yet; keep the line.
        return false;
    }
    bool any = false;
    for (std::size_t i = 0; i < table->columns.size(); ++i) {
        if (qsizetype(i) >= toks.size()) {
            r.partial = true;
            break;
        }
        const QString &t = toks.at(qsizetype(i));
        switch (table->columns[i]) {
        case PCol::Bytes: {
            const auto v = toInt(t);
            if (!v)
                return false;
            r.bytes = *v;
            any = true;
            break;
        }
        case PCol::Iterations:
            r.iterations = toInt(t);
            break;
        case PCol::Peak:
            r.bwPeak = toNumber(t);
            break;
        case PCol::Average:
            r.bwAverage = toNumber(t);
            break;
        case PCol::MsgRate:
            r.msgRateMpps = toNumber(t);
            break;
        case PCol::Other:
            r.extra.append(t);
            break;
        }
    }
    if (!any)
        return false;
    if (!r.partial && toks.size() > qsizetype(table->columns.size())) {
        warn(Tr::tr("The result row has more fields than the column header; they were ignored."),
             line.number);
    }
    table->rows.push_back(std::move(r));
    return true;
}

void Reader::feed(const InputLine &line)
{
    const QString t = line.text.trimmed();
    if (t.isEmpty())
        return;
    const QString simple = t.simplified();

    static const QRegularExpression box(QStringLiteral("^\\*+$|^\\*\\s*Waiting for client"));
    static const QRegularExpression rule(QStringLiteral("^-{5,}$"));
    static const QRegularExpression title(
        QStringLiteral("^(Send|RDMA_\\w+|Atomic)((?: \\S+)*?) (BW|Latency|Lat) Test$"));
    static const QRegularExpression address(QStringLiteral("^(local|remote) address:\\s*(.*)$"));
    static const QRegularExpression gidRe(QStringLiteral("^GID:\\s*(\\S+)"));
    static const QRegularExpression failure(QStringLiteral(
        "^(?:Couldn't|Couldnt|Unable to|Failed to|Failed status|Completion with error|"
        "Problems with warm up|Error:|Error occured|Error occurred)|\\bfailed\\b"));
    static const QRegularExpression rowStart(QStringLiteral("^\\d+$"));

    if (box.match(t).hasMatch()) {
        m_pendingBox = true;
        return;
    }
    if (rule.match(t).hasMatch()) {
        for (Table &tb : m_tables) {
            if (!tb.closed && !tb.rows.empty()) {
                tb.closed = true;
                tb.closeLine = line.number;
                break;
            }
        }
        return;
    }
    QRegularExpressionMatch m;
    if ((m = title.match(simple)).hasMatch() && line.terminated) {
        Block &b = newBlock(line.number);
        b.run.testName = simple;
        b.run.verb = m.captured(1);
        const QString middle = m.captured(2);
        b.run.bidirectional = middle.contains(QLatin1String("Bidirectional"));
        b.run.postList = middle.contains(QLatin1String("Post List"));
        b.run.latencyTest = m.captured(3) != QLatin1String("BW");
        b.run.program = programFor(b.run.verb, b.run.latencyTest);
        return;
    }
    if (simple.contains(QLatin1String("BW peak won't be measured"))) {
        bool applied = false;
        for (Block *b : openBlocks()) {
            b->durationWarning = true;
            applied = true;
        }
        if (!applied)
            m_pendingDuration = true;
        return;
    }
    if (simple == QLatin1String("Local results:") || simple == QLatin1String("Remote results:"))
        return;
    if (failure.match(t).hasMatch()) {
        const SourceLine sl{line.number, line.raw};
        m_log.failures.push_back(sl);
        if (Block *b = lastBlock()) {
            b->run.failures.push_back(sl);
            b->run.lastLine = line.number;
        }
        return;
    }
    if ((m = address.match(simple)).hasMatch()) {
        endpoint(line, m.captured(1), m.captured(2));
        return;
    }
    if ((m = gidRe.match(simple)).hasMatch()) {
        if (m_lastEndpoint && line.terminated)
            m_lastEndpoint->gid = m.captured(1);
        else if (!m_lastEndpoint)
            foreign(line);
        return;
    }
    if (t.startsWith(QLatin1String("#bytes"))) {
        header(line, t);
        return;
    }
    const QStringList toks = tokens(t);
    if (rowStart.match(toks.value(0)).hasMatch() && row(line, toks))
        return;
    if (!openBlocks().empty() && t.contains(QLatin1Char(':'))) {
        const QList<QPair<QString, QString>> pairs = parameterPairs(line.text);
        if (!pairs.isEmpty()) {
            parameters(line, pairs);
            return;
        }
    }
    if (simple.startsWith(QLatin1String("Conflicting CPU frequency values detected"))) {
        warn(Tr::tr("perftest warned that the CPU frequency is not at its maximum; results may "
                    "be low."),
             line.number, Diagnostic::Severity::Info);
    }
    foreign(line);
}

void Reader::finish()
{
    // Hand each group's tables to its reports. One report: its table. Several (interleaved
    // server and client): in a half-duplex test the server prints its single row only after the
    // client has finished (perftest src/write_bw.c), so the table that got rows first is the
    // client's; otherwise in order.
    for (int g = 1; g <= m_group; ++g) {
        std::vector<Block *> blocks;
        for (Block &b : m_blocks) {
            if (b.group == g)
                blocks.push_back(&b);
        }
        std::vector<Table *> tables;
        for (Table &t : m_tables) {
            if (t.group == g)
                tables.push_back(&t);
        }
        if (blocks.empty())
            continue;
        const bool interleaved = blocks.size() > 1;
        if (interleaved) {
            for (Block *b : blocks)
                b->run.interleaved = true;
            warn(Tr::tr("%1 perftest reports are interleaved line by line (server and client "
                        "writing into one log); their lines were shared out by order.")
                     .arg(blocks.size()),
                 blocks.front()->run.firstLine);
        }
        std::vector<Block *> order = blocks;
        const auto servers =
            std::count_if(blocks.begin(), blocks.end(), [](const Block *b) { return b->sawBox; });
        if (interleaved && blocks.size() == 2 && servers == 1 && !blocks[0]->run.bidirectional) {
            std::stable_sort(tables.begin(), tables.end(), [](const Table *a, const Table *b) {
                const int la = a->rows.empty() ? INT_MAX : a->rows.front().line;
                const int lb = b->rows.empty() ? INT_MAX : b->rows.front().line;
                return la < lb;
            });
            std::stable_sort(order.begin(), order.end(), [](const Block *a, const Block *b) {
                return !a->sawBox && b->sawBox; // client first
            });
        }
        for (std::size_t i = 0; i < order.size(); ++i) {
            PerftestRun &run = order[i]->run;
            if (i >= tables.size()) {
                run.missing.push_back(MissingPart{RunPart::ColumnHeader, 0,
                                                  Tr::tr("The result table header is missing.")});
                continue;
            }
            Table &t = *tables[i];
            run.unit = t.unit;
            run.unitLabel = t.unitLabel;
            run.rows = std::move(t.rows);
            run.latencyTest = run.latencyTest || t.latency;
            run.lastLine = std::max(run.lastLine, t.closeLine);
            if (!run.rows.empty())
                run.lastLine = std::max(run.lastLine, run.rows.back().line);
            if (!t.closed && !run.rows.empty()) {
                run.missing.push_back(MissingPart{
                    RunPart::ClosingRule, 0,
                    Tr::tr("The dashed line that closes the result table is missing.")});
            }
            for (const PerftestRow &r : run.rows) {
                if (r.partial && !run.isMissing(RunPart::CutLine)) {
                    run.missing.push_back(MissingPart{
                        RunPart::CutLine, r.line,
                        Tr::tr("Line %1 (result row of %2 bytes) is cut short by the end of the "
                               "input.")
                            .arg(r.line)
                            .arg(r.bytes)});
                }
            }
        }
        if (tables.size() > order.size()) {
            warn(Tr::tr("%1 result tables have no report title; they were left out.")
                     .arg(tables.size() - order.size()),
                 tables[order.size()]->headerLine);
        }
    }

    for (Block &b : m_blocks) {
        PerftestRun &run = b.run;
        if (b.sawBox)
            run.side = PerftestSide::Server;
        else if (run.txDepth && !run.bidirectional)
            run.side = PerftestSide::Client;
        const bool allPeaksZero =
            !run.rows.empty() && std::all_of(run.rows.begin(), run.rows.end(), [](const auto &r) {
                return r.bwPeak.value_or(0.0) == 0.0 && r.bwAverage.value_or(0.0) > 0.0;
            });
        run.peakMeasured = !(b.durationWarning || allPeaksZero);
        if (run.local.empty() && run.remote.empty()) {
            run.missing.push_back(MissingPart{RunPart::Addresses, 0,
                                              Tr::tr("The local and remote address lines are "
                                                     "missing.")});
        }
        if (run.rows.empty() && !run.latencyTest) {
            run.missing.push_back(
                MissingPart{RunPart::Rows, 0, Tr::tr("There are no result rows.")});
        }
        if (run.latencyTest) {
            warn(Tr::tr("Latency test reports are recognised but their rows are not read yet."),
                 run.firstLine, Diagnostic::Severity::Info);
        }
        const bool truncated =
            run.latencyTest || run.rows.empty() || run.isMissing(RunPart::ColumnHeader) ||
            run.isMissing(RunPart::ClosingRule) || run.isMissing(RunPart::CutLine);
        if (!run.failures.empty())
            run.status = RunStatus::Failed;
        else if (truncated)
            run.status = RunStatus::Truncated;
        else
            run.status = RunStatus::Complete;
        m_log.runs.push_back(std::move(run));
    }
    if (m_log.runs.empty()) {
        warn(Tr::tr("No perftest report was found in the input."), 0, Diagnostic::Severity::Error);
    }
}

} // namespace

PerftestLog parsePerftestText(const QByteArray &data, const QString &sourceName)
{
    PerftestLog log;
    log.sourceFile = sourceName;
    log.sha256 = sha256Hex(data);
    const std::vector<InputLine> lines = splitLines(data, nullptr);
    Reader reader(log, sourceName);
    for (const InputLine &line : lines)
        reader.feed(line);
    reader.finish();
    return log;
}

PerftestLog parsePerftestFile(const QString &path)
{
    const QByteArray data = readFileOrThrow(path);
    return parsePerftestText(data, QFileInfo(path).fileName());
}

bool looksLikePerftest(const QByteArray &data)
{
    static const QRegularExpression re(
        QStringLiteral("(?:BW|Latency) Test\\s*$|^\\s*#bytes\\s+#iterations"),
        QRegularExpression::MultilineOption);
    return re.match(QString::fromUtf8(data.left(1 << 20))).hasMatch();
}

} // namespace ry::results
