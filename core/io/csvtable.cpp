#include "csvtable.h"

#include <QStringDecoder>

namespace ry::csv {

Table parse(const QByteArray &bytes, const QString &file)
{
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8(bytes);
    if (utf8.hasError())
        throw Error(Tr::tr("The file is not UTF-8 text."), SourceLocation{file, 0, 0});
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    Table t;
    QStringList record;
    QString cell;
    int line = 1, recordLine = 1;
    bool quoted = false, afterQuote = false, any = false;
    auto endCell = [&] {
        record.push_back(cell);
        cell.clear();
        afterQuote = false;
    };
    auto endRecord = [&] {
        endCell();
        if (!(record.size() == 1 && record.first().isEmpty() && !any)) { // a blank line
            if (t.header.isEmpty() && t.rows.empty()) {
                t.header = record;
            } else if (record.size() != t.header.size()) {
                throw Error(Tr::tr("This row has %1 fields but the header has %2.")
                                .arg(record.size())
                                .arg(t.header.size()),
                            SourceLocation{file, recordLine, 0},
                            t.header.value(std::min(record.size(), t.header.size()) - 1));
            } else {
                t.rows.push_back({recordLine, record});
            }
        }
        record.clear();
        any = false;
    };
    int quoteLine = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char(',')) {
            endCell();
            any = true;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                ++i;
            endRecord();
            recordLine = ++line;
        } else if (afterQuote) {
            throw Error(Tr::tr("Text after the closing quote of a field."),
                        SourceLocation{file, line, 0}, t.header.value(record.size()));
        } else if (c == QLatin1Char('"') && cell.isEmpty()) {
            quoted = true;
            any = true;
            quoteLine = line;
        } else {
            cell += c;
            any = true;
        }
    }
    if (quoted)
        throw Error(Tr::tr("A quoted field starts here and never ends (a missing closing \")."),
                    SourceLocation{file, quoteLine, 0}, t.header.value(record.size()));
    if (any || !cell.isEmpty() || !record.isEmpty())
        endRecord();
    if (t.header.isEmpty())
        throw Error(Tr::tr("The file is empty: a CSV export starts with a header row."),
                    SourceLocation{file, 0, 0});
    return t;
}

} // namespace ry::csv
