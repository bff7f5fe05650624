#include "hostlist.h"

#include "io/designyaml.h"
#include "util/error.h"
#include "util/naturalsort.h"

#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace ry::plans {

QString compressHostlist(QStringList names)
{
    std::sort(names.begin(), names.end(), naturalLess);
    names.erase(std::unique(names.begin(), names.end()), names.end());
    static const QRegularExpression re(QStringLiteral("^(.*?)(\\d+)$"));
    QStringList out;
    // Consecutive names with the same stem and digit width form one bracket group.
    QString stem;
    int width = -1;
    QStringList ranges;
    qint64 runStart = -1, runEnd = -1;
    auto flushRun = [&] {
        if (runStart < 0)
            return;
        const QString a = QStringLiteral("%1").arg(runStart, width, 10, QLatin1Char('0'));
        const QString b = QStringLiteral("%1").arg(runEnd, width, 10, QLatin1Char('0'));
        ranges << (runStart == runEnd ? a : a + QLatin1Char('-') + b);
        runStart = runEnd = -1;
    };
    auto flushGroup = [&] {
        flushRun();
        if (ranges.isEmpty())
            return;
        if (ranges.size() == 1 && !ranges.first().contains(QLatin1Char('-')))
            out << stem + ranges.first();
        else
            out << stem + QLatin1Char('[') + ranges.join(QLatin1Char(',')) + QLatin1Char(']');
        ranges.clear();
    };
    for (const QString &n : names) {
        const auto m = re.match(n);
        if (!m.hasMatch() || m.captured(2).size() > 18) {
            flushGroup();
            width = -1;
            out << n;
            continue;
        }
        const QString s = m.captured(1);
        const QString digits = m.captured(2);
        const qint64 v = digits.toLongLong();
        if (s != stem || int(digits.size()) != width) {
            flushGroup();
            stem = s;
            width = int(digits.size());
        }
        if (runStart >= 0 && v == runEnd + 1)
            runEnd = v;
        else {
            flushRun();
            runStart = runEnd = v;
        }
    }
    flushGroup();
    return out.join(QLatin1Char(','));
}

namespace {

/// Splits a hostlist expression at the commas outside brackets.
QStringList splitTopLevel(const QString &expression)
{
    QStringList parts;
    QString cur;
    int depth = 0;
    for (const QChar c : expression) {
        if (c == QLatin1Char('['))
            ++depth;
        else if (c == QLatin1Char(']'))
            --depth;
        if (depth < 0)
            throw Error(Tr::tr("Unbalanced \"]\" in the host list \"%1\".").arg(expression));
        if (c == QLatin1Char(',') && depth == 0) {
            parts << cur;
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (depth != 0)
        throw Error(Tr::tr("Unbalanced \"[\" in the host list \"%1\".").arg(expression));
    parts << cur;
    return parts;
}

/// The values of one bracket group's body, "001-003,7" -> {"001","002","003","7"}.
QStringList expandRanges(const QString &body, const QString &expression)
{
    static const QRegularExpression range(QStringLiteral("^(\\d{1,18})(?:-(\\d{1,18}))?$"));
    QStringList values;
    for (const QString &item : body.split(QLatin1Char(','))) {
        const auto m = range.match(item.trimmed());
        if (!m.hasMatch())
            throw Error(Tr::tr("\"%1\" is not a number or range in the host list \"%2\".")
                            .arg(item, expression));
        const QString first = m.captured(1);
        const qint64 a = first.toLongLong();
        const qint64 b = m.captured(2).isEmpty() ? a : m.captured(2).toLongLong();
        if (b < a)
            throw Error(Tr::tr("The range \"%1\" runs backwards in the host list \"%2\".")
                            .arg(item, expression));
        const int width = first.startsWith(QLatin1Char('0')) ? int(first.size()) : 0;
        for (qint64 v = a; v <= b; ++v) {
            values << QStringLiteral("%1").arg(v, width, 10, QLatin1Char('0'));
            if (values.size() > 1000000)
                throw Error(Tr::tr("The host list \"%1\" names too many hosts.").arg(expression));
        }
    }
    return values;
}

} // namespace

QStringList expandHostlist(const QString &expression, qsizetype limit)
{
    QStringList names;
    for (const QString &part : splitTopLevel(expression.trimmed())) {
        if (part.trimmed().isEmpty())
            continue;
        QStringList partial{QString()};
        qsizetype i = 0;
        while (i < part.size()) {
            const qsizetype open = part.indexOf(QLatin1Char('['), i);
            const QString literal = part.mid(i, open < 0 ? -1 : open - i);
            for (QString &p : partial)
                p += literal;
            if (open < 0)
                break;
            const qsizetype close = part.indexOf(QLatin1Char(']'), open);
            const QStringList values =
                expandRanges(part.mid(open + 1, close - open - 1), expression);
            QStringList next;
            for (const QString &p : std::as_const(partial))
                for (const QString &v : values) {
                    next << p + v;
                    if (names.size() + next.size() > limit)
                        throw Error(Tr::tr("The host list \"%1\" names more than %2 hosts.")
                                        .arg(expression)
                                        .arg(limit));
                }
            partial = next;
            i = close + 1;
        }
        names += partial;
        if (names.size() > limit)
            throw Error(Tr::tr("The host list \"%1\" names more than %2 hosts.")
                            .arg(expression)
                            .arg(limit));
    }
    return names;
}

} // namespace ry::plans
