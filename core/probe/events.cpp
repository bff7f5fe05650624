#include "events.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <cmath>

namespace ry::probe {

namespace {

struct KindName
{
    EventKind kind;
    const char *name;
};

constexpr KindName kKinds[] = {
    {EventKind::Started, "started"},     {EventKind::Row, "row"},
    {EventKind::Finished, "finished"},   {EventKind::Error, "error"},
    {EventKind::Inventory, "inventory"},
};

constexpr int kMaxDiagnostics = 1000;
constexpr int kMaxForeign = 200;
constexpr int kMaxStringChars = 4096;

[[noreturn]] void bad(const QString &field, const QString &message)
{
    throw Error(message, {}, field);
}

QString str(const QJsonObject &o, const char *key, bool required = false)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            bad(QLatin1String(key), Tr::tr("The member is missing."));
        return {};
    }
    if (!v.isString())
        bad(QLatin1String(key), Tr::tr("The member must be a string."));
    QString s = v.toString();
    if (s.size() > kMaxStringChars)
        s.truncate(kMaxStringChars);
    return s;
}

double num(const QJsonObject &o, const char *key, bool required = false, double def = 0)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            bad(QLatin1String(key), Tr::tr("The member is missing."));
        return def;
    }
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        bad(QLatin1String(key), Tr::tr("The member must be a finite number."));
    return v.toDouble();
}

qint64 integer(const QJsonObject &o, const char *key, bool required = false, qint64 def = 0)
{
    const double d = num(o, key, required, double(def));
    if (d != std::floor(d) || std::fabs(d) > 9.0e15)
        bad(QLatin1String(key), Tr::tr("The member must be an integer."));
    return qint64(d);
}

NcclHalf half(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject())
        bad(QLatin1String(key), Tr::tr("The member must be an object."));
    const QJsonObject h = v.toObject();
    NcclHalf r;
    r.timeUs = num(h, "time_us", true);
    r.algbwGBps = num(h, "algbw", true);
    r.busbwGBps = num(h, "busbw", true);
    r.wrong = integer(h, "wrong", false, -1);
    if (r.timeUs < 0 || r.algbwGBps < 0 || r.busbwGBps < 0)
        bad(QLatin1String(key), Tr::tr("Times and bandwidths cannot be negative."));
    return r;
}

} // namespace

QString toString(EventKind kind)
{
    for (const KindName &k : kKinds)
        if (k.kind == kind)
            return QLatin1String(k.name);
    return {};
}

std::optional<EventKind> eventKindFromString(const QString &s)
{
    for (const KindName &k : kKinds)
        if (s == QLatin1String(k.name))
            return k.kind;
    return std::nullopt;
}

QByteArray toJsonLine(QJsonObject obj)
{
    obj.insert(QStringLiteral("v"), kSchemaVersion);
    QByteArray line = QJsonDocument(obj).toJson(QJsonDocument::Compact);
    line.append('\n');
    return line;
}

Event eventFromJson(const QJsonObject &obj)
{
    Event e;
    e.raw = obj;
    const qint64 v = integer(obj, "v", true);
    if (v < 1)
        bad(QStringLiteral("v"), Tr::tr("The schema version must be 1 or higher."));
    if (v > kSchemaVersion)
        bad(QStringLiteral("v"),
            Tr::tr("Schema version %1 is newer than this Railyard reads (%2); update Railyard.")
                .arg(v)
                .arg(kSchemaVersion));
    e.version = int(v);
    const QString kind = str(obj, "event", true);
    const auto k = eventKindFromString(kind);
    if (!k)
        bad(QStringLiteral("event"), Tr::tr("Unknown event \"%1\".").arg(kind.left(40)));
    e.kind = *k;
    e.mode = str(obj, "mode");
    e.host = str(obj, "host");
    e.time = str(obj, "time");
    e.rank = int(integer(obj, "rank", false, 0));
    e.nranks = int(integer(obj, "nranks", false, 1));
    if (e.rank < 0 || e.nranks < 1 || e.rank >= e.nranks)
        bad(QStringLiteral("rank"), Tr::tr("rank must be in 0 .. nranks-1."));

    switch (e.kind) {
    case EventKind::Row:
        if (e.mode == QLatin1String("nccl")) {
            e.collective = str(obj, "collective", true);
            e.sizeBytes = integer(obj, "size", true);
            e.count = integer(obj, "count");
            e.type = str(obj, "type");
            e.redop = str(obj, "redop");
            e.root = int(integer(obj, "root", false, -1));
            e.outOfPlace = half(obj, "oop");
            if (obj.contains(QLatin1String("ip")) && !obj.value(QLatin1String("ip")).isNull())
                e.inPlace = half(obj, "ip");
            if (e.sizeBytes < 0)
                bad(QStringLiteral("size"), Tr::tr("The size cannot be negative."));
        } else if (e.mode == QLatin1String("tcp")) {
            e.source = str(obj, "src");
            e.destination = str(obj, "dst", true);
            e.bytes = integer(obj, "bytes", true);
            e.seconds = num(obj, "seconds", true);
            e.gbps = num(obj, "gbps", true);
            e.label = str(obj, "label");
            if (e.bytes < 0 || e.seconds < 0 || e.gbps < 0)
                bad(QStringLiteral("gbps"), Tr::tr("Bytes, times and rates cannot be negative."));
        } else {
            bad(QStringLiteral("mode"), Tr::tr("A row needs mode \"nccl\" or \"tcp\"."));
        }
        break;
    case EventKind::Finished:
        e.status = str(obj, "status", true);
        e.message = str(obj, "message");
        break;
    case EventKind::Error:
        e.code = str(obj, "code", true);
        e.message = str(obj, "message", true);
        break;
    case EventKind::Started:
        e.collective = str(obj, "collective");
        e.label = str(obj, "label");
        break;
    case EventKind::Inventory:
        if (!obj.value(QLatin1String("nics")).isArray() && obj.contains(QLatin1String("nics")))
            bad(QStringLiteral("nics"), Tr::tr("The member must be an array."));
        break;
    }
    return e;
}

QByteArray stripLauncherPrefix(const QByteArray &line)
{
    // srun --label: "12: "; mpirun --tag-output: "[1,3]<stdout>:" (docs/references/probe-formats.md
    // §e).
    static const QRegularExpression re(
        QStringLiteral(R"(^(?:\s*\d+: |\[\d+,\d+\]<std(?:out|err)>:\s*))"));
    if (line.isEmpty() || line.at(0) == '{')
        return line;
    const QString s = QString::fromUtf8(line.left(64));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return line;
    return line.mid(m.captured(0).toUtf8().size());
}

void JsonlReader::diag(Diagnostic::Severity s, const QString &message)
{
    if (m_diags.size() >= std::size_t(kMaxDiagnostics))
        return;
    Diagnostic d;
    d.severity = s;
    d.message = message;
    d.location.line = m_line;
    m_diags.push_back(d);
}

void JsonlReader::takeLine(QByteArray line, std::vector<Event> &out)
{
    ++m_line;
    if (line.endsWith('\r'))
        line.chop(1);
    line = stripLauncherPrefix(line);
    const QByteArray trimmed = line.trimmed();
    if (trimmed.isEmpty())
        return;
    if (!trimmed.startsWith('{')) {
        if (m_foreign.size() < kMaxForeign)
            m_foreign << QStringLiteral("%1: %2").arg(m_line).arg(
                QString::fromUtf8(trimmed.left(500)));
        return;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        diag(Diagnostic::Severity::Warning, Tr::tr("Line %1 is not a JSON object (%2); ignored.")
                                                .arg(m_line)
                                                .arg(pe.errorString()));
        return;
    }
    try {
        out.push_back(eventFromJson(doc.object()));
    } catch (const Error &e) {
        diag(Diagnostic::Severity::Warning, Tr::tr("Line %1 does not follow the probe schema: "
                                                   "%2: %3; ignored.")
                                                .arg(m_line)
                                                .arg(e.field(), e.message()));
    }
}

std::vector<Event> JsonlReader::feed(const QByteArray &bytes)
{
    std::vector<Event> out;
    qsizetype pos = 0;
    while (pos < bytes.size()) {
        const qsizetype nl = bytes.indexOf('\n', pos);
        const qsizetype end = nl < 0 ? bytes.size() : nl;
        if (m_discarding) {
            if (nl >= 0) {
                m_discarding = false;
                ++m_line;
            }
        } else {
            m_buf.append(bytes.constData() + pos, end - pos);
            if (m_buf.size() > kMaxLineBytes) {
                m_buf.clear();
                if (nl < 0) {
                    m_discarding = true;
                } else {
                    ++m_line;
                }
                diag(Diagnostic::Severity::Warning,
                     Tr::tr("Line %1 is longer than %2 bytes; dropped.")
                         .arg(m_line + (nl < 0 ? 1 : 0))
                         .arg(kMaxLineBytes));
            } else if (nl >= 0) {
                takeLine(std::move(m_buf), out);
                m_buf.clear();
            }
        }
        if (nl < 0)
            break;
        pos = nl + 1;
    }
    return out;
}

std::vector<Event> JsonlReader::finish()
{
    std::vector<Event> out;
    if (!m_discarding && !m_buf.isEmpty())
        takeLine(std::move(m_buf), out);
    m_buf.clear();
    m_discarding = false;
    return out;
}

} // namespace ry::probe
