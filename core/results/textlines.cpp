#include "textlines.h"

#include "util/error.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <array>
#include <cmath>
#include <limits>

namespace ry::results::detail {

static PrefixKind stripPrefix(QString &s)
{
    // Open MPI and PMIx output tags (docs/references/probe-formats.md §e.1): an optional ctime()
    // timestamp (bare in Open MPI up to 4.x, in brackets under PMIx), an optional tag
    // ("[job,rank]", "[nspace,rank]", "[job,rank][host:pid]" or "[rank]"), then "<stdout>:" and,
    // under PMIx, one space. Leading blanks are allowed: Kubernetes MPIJob logs indent every
    // line of the launcher pod.
    static const QString ctime =
        QStringLiteral("[A-Z][a-z]{2} [A-Z][a-z]{2} [ \\d]\\d \\d{2}:\\d{2}:\\d{2} \\d{4}");
    static const QRegularExpression mpiTag(
        QStringLiteral(
            "^\\s*(\\[%1\\]|%1)?(\\[(\\d+),\\d+\\]|\\[[^\\]\\s,]+,\\d+\\](?:\\[[^\\]\\s]+:"
            "[^\\]\\s]+\\])?|\\[\\d+\\])?<(?:stdout|stderr|stddiag)>:\\s?")
            .arg(ctime));
    // srun --label: "<task>: " (right-aligned task numbers are padded with spaces).
    static const QRegularExpression srun(QStringLiteral("^\\s*\\d+:(?: |$)"));
    // "[0] " / "[rank0]: " / "[0]: ".
    static const QRegularExpression bracket(
        QStringLiteral("^\\s*\\[(?:rank\\s*)?\\d+\\]:?(?: |$)"));

    QRegularExpressionMatch m = mpiTag.match(s);
    if (m.hasMatch() && (m.capturedLength(1) > 0 || m.capturedLength(2) > 0)) {
        const PrefixKind kind = m.capturedLength(1) > 0   ? PrefixKind::Timestamp
                                : m.capturedLength(3) > 0 ? PrefixKind::OpenMpiTag
                                                          : PrefixKind::PmixTag;
        s.remove(0, m.capturedLength());
        return kind;
    }
    m = srun.match(s);
    if (m.hasMatch()) {
        s.remove(0, m.capturedLength());
        return PrefixKind::SrunLabel;
    }
    m = bracket.match(s);
    if (m.hasMatch()) {
        s.remove(0, m.capturedLength());
        return PrefixKind::RankBracket;
    }
    return PrefixKind::None;
}

std::vector<InputLine> splitLines(const QByteArray &data, PrefixKind *prefix)
{
    std::vector<InputLine> lines;
    std::array<int, 6> counts{};
    qsizetype start = 0;
    int number = 0;
    while (start < data.size()) {
        qsizetype end = data.indexOf('\n', start);
        const bool terminated = end >= 0;
        if (!terminated)
            end = data.size();
        qsizetype len = end - start;
        if (len > 0 && data.at(start + len - 1) == '\r')
            --len;
        InputLine line;
        line.number = ++number;
        line.raw = QString::fromUtf8(data.constData() + start, len);
        line.text = line.raw;
        line.terminated = terminated;
        const PrefixKind kind = stripPrefix(line.text);
        ++counts[std::size_t(kind)];
        lines.push_back(std::move(line));
        start = end + 1;
    }
    if (prefix) {
        *prefix = PrefixKind::None;
        int best = 0;
        for (std::size_t k = 1; k < counts.size(); ++k) {
            if (counts[k] > best) {
                best = counts[k];
                *prefix = PrefixKind(k);
            }
        }
    }
    return lines;
}

QString prefixName(PrefixKind kind)
{
    switch (kind) {
    case PrefixKind::None:
        return {};
    case PrefixKind::SrunLabel:
        return QStringLiteral("srun --label");
    case PrefixKind::OpenMpiTag:
        return QStringLiteral("mpirun --tag-output");
    case PrefixKind::RankBracket:
        return QStringLiteral("[rank]");
    case PrefixKind::Timestamp:
        return QStringLiteral("mpirun --timestamp-output");
    case PrefixKind::PmixTag:
        return QStringLiteral("PMIx output tag");
    }
    return {};
}

QString sha256Hex(const QByteArray &data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

QStringList tokens(const QString &s)
{
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    return s.split(ws, Qt::SkipEmptyParts);
}

std::optional<qint64> toInt(const QString &s)
{
    bool ok = false;
    const qint64 v = s.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    return v;
}

std::optional<double> toNumber(const QString &s)
{
    if (s.isEmpty())
        return std::nullopt;
    // QString::toDouble accepts "nan"/"inf"; nccl-tests and perftest never print them as numbers.
    const QChar c = s.at(0);
    if (!c.isDigit() && c != QLatin1Char('-') && c != QLatin1Char('+') && c != QLatin1Char('.'))
        return std::nullopt;
    bool ok = false;
    const double v = s.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<qint64> saturatingInt64(double v)
{
    if (std::isnan(v))
        return std::nullopt;
    // 2^63 is exactly representable as a double; every double below it converts safely.
    constexpr double limit = 9223372036854775808.0;
    if (v >= limit)
        return std::numeric_limits<qint64>::max();
    if (v < -limit)
        return std::numeric_limits<qint64>::min();
    return qint64(v);
}

QByteArray readFileOrThrow(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        throw Error(Tr::tr("Cannot open the file: %1").arg(f.errorString()),
                    SourceLocation{path, 0, 0});
    }
    return f.readAll();
}

QString withoutPrompt(const QString &line)
{
    // "$ cmd", "user@host:~/dir$ cmd", "root@node:~# cmd", "Singularity> cmd", "(env) $ cmd"
    static const QRegularExpression prompt(
        QStringLiteral("^(?:\\([^)]*\\)\\s*)?(?:\\S*[$#>%])\\s+"));
    QString t = line.trimmed();
    const QRegularExpressionMatch m = prompt.match(t);
    if (m.hasMatch())
        return t.mid(m.capturedLength());
    return t;
}

void addDiagnostic(Diagnostics &out, Diagnostic::Severity severity, const QString &message,
                   const QString &source, int line)
{
    Diagnostic d;
    d.severity = severity;
    d.message = message;
    d.location = SourceLocation{source, line, 0};
    out.push_back(std::move(d));
}

} // namespace ry::results::detail
