#include "nccltestsparser.h"

#include "textlines.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace ry::results {

using namespace detail;

QString ncclVersionFromCode(int code)
{
    if (code <= 0)
        return {};
    // NCCL_VERSION_CODE: major*10000 + minor*100 + patch since NCCL 2.9, major*1000 + minor*100
    // + patch before (nccl.h.in, NCCL_VERSION macro).
    if (code >= 10000) {
        return QStringLiteral("%1.%2.%3")
            .arg(code / 10000)
            .arg((code % 10000) / 100)
            .arg(code % 100);
    }
    return QStringLiteral("%1.%2.%3").arg(code / 1000).arg((code % 1000) / 100).arg(code % 100);
}

QString collectiveFromBinary(const QString &binary)
{
    static const QRegularExpression re(QStringLiteral("([A-Za-z0-9_]+?)_perf(?:_mpi)?$"));
    QString name = binary.trimmed();
    const qsizetype slash = name.lastIndexOf(QLatin1Char('/'));
    if (slash >= 0)
        name = name.mid(slash + 1);
    const QRegularExpressionMatch m = re.match(name);
    return m.hasMatch() ? m.captured(1) : QString();
}

BenchmarkRun parseNcclTests(const QByteArray &data, const QString &sourceName)
{
    for (char c : data) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        if (c == '{')
            return parseNcclTestsJson(data, sourceName);
        break;
    }
    return parseNcclTestsText(data, sourceName);
}

BenchmarkRun parseNcclTestsFile(const QString &path)
{
    const QByteArray data = readFileOrThrow(path);
    return parseNcclTests(data, QFileInfo(path).fileName());
}

bool looksLikeNcclTests(const QByteArray &data)
{
    const QByteArray head = data.left(1 << 20);
    if (head.trimmed().startsWith('{'))
        return head.contains("\"nccl_version\"") || head.contains("\"bus_bw\"");
    return head.contains("nThread ") || head.contains("Avg bus bandwidth") ||
           (head.contains("algbw") && head.contains("busbw"));
}

} // namespace ry::results
