#include "hostlist.h"

#include "io/designyaml.h"
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

} // namespace ry::plans
