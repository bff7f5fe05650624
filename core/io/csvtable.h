#pragma once

// A CSV file read into a header and rows (RFC 4180), for the NetBox CSV export reader.

#include "util/error.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace ry::csv {

/// A parsed CSV file: the first record as header, then the data records with their line.
struct Table
{
    struct Row
    {
        int line = 0; ///< 1-based line of the record's first character
        QStringList cells;
    };
    QStringList header;
    std::vector<Row> rows;

    /// Index of the header `name` (exact, case-sensitive), or -1.
    int column(const QString &name) const { return int(header.indexOf(name)); }
};

/// Parses `bytes` as RFC 4180 CSV in UTF-8: comma-separated fields, a field in double quotes
/// may hold commas, line breaks and doubled quotes (""); records end with CRLF or LF; a UTF-8
/// byte order mark at the start is skipped; blank lines are skipped.
/// Throws ry::Error at `file` and line (and the header of the column, when known) for: bytes that
/// are not UTF-8, a quoted field that never ends (the line where it starts), text after a
/// closing quote, a record with more or fewer fields than the header, an empty file.
Table parse(const QByteArray &bytes, const QString &file);

} // namespace ry::csv
