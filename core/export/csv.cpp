#include "csv.h"

#include "util/error.h"
#include "util/fileerror.h"

#include <QIODevice>

namespace ry {

QString CsvWriter::quote(const QString &field)
{
    bool needs = false;
    for (QChar c : field)
        if (c == QLatin1Char(',') || c == QLatin1Char('"') || c == QLatin1Char('\n') ||
            c == QLatin1Char('\r')) {
            needs = true;
            break;
        }
    if (!needs)
        return field;
    QString q = field;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

void CsvWriter::row(const QStringList &fields)
{
    QString line;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i)
            line += QLatin1Char(',');
        line += quote(fields[i]);
    }
    line += QLatin1Char('\n');
    m_bytes += line.toUtf8();
}

void CsvWriter::writeTo(QIODevice &out) const
{
    writeAll(out, m_bytes, QStringLiteral("CSV"));
}

void writeAll(QIODevice &out, const QByteArray &bytes, const QString &what)
{
    if (!writeFully(out, bytes))
        throw Error(Tr::tr("Cannot write the %1 output: %2").arg(what, out.errorString()));
}

} // namespace ry
