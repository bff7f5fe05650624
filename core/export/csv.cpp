#include "csv.h"

#include "util/error.h"
#include "util/fileerror.h"

#include <QIODevice>
#include <QRegularExpression>

namespace ry::exporting {

QString CsvWriter::neutralise(const QString &cell)
{
    QString v = cell;
    for (QChar &c : v) {
        const ushort x = c.unicode();
        if ((x < 0x20 && x != '\t' && x != '\n' && x != '\r') || (x >= 0x7f && x <= 0x9f))
            c = QChar(0xfffd);
    }
    if (v.isEmpty())
        return v;
    const QChar first = v.front();
    if (first != QLatin1Char('=') && first != QLatin1Char('+') && first != QLatin1Char('-') &&
        first != QLatin1Char('@') && first != QLatin1Char('\t') && first != QLatin1Char('\r'))
        return v;
    // A negative number cannot run anything; leave it a number for the spreadsheet.
    static const QRegularExpression number(QStringLiteral("^-[0-9]+(\\.[0-9]+)?$"));
    if (number.match(v).hasMatch())
        return v;
    return QLatin1Char('\'') + v;
}

QString CsvWriter::quote(const QString &cell)
{
    QString field = neutralise(cell);
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

} // namespace ry::exporting
