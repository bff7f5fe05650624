#pragma once

// Internal to core/io/netboxsite*.cpp: the records both NetBox readers (REST API JSON pages,
// netboxsite.cpp, and CSV table exports, netboxsitecsv.cpp) produce and the one design builder
// that reads them.

#include "netboxsite.h"

#include <QDir>
#include <QHash>
#include <QJsonObject>

#include <map>
#include <vector>

namespace ry::netboxsite::detail {

/// One NetBox object in the REST API's shape (nested objects as {"id": N}, choices as
/// {"value": ...}), with where it came from: a JSON page's `results[index]`, or a CSV file's
/// `line` (1-based, > 0) with the CSV header of each JSON key in `columns`.
struct Item
{
    QJsonObject o;
    QString file;
    int index = 0;                   ///< position in its page's "results"
    int line = 0;                    ///< CSV line of the row; 0 for JSON
    QHash<QString, QString> columns; ///< CSV: JSON key -> the column header it came from

    /// Where a key is, for messages: "results[3].device.id" (JSON) or the CSV column header.
    QString field(const QString &key) const
    {
        if (line > 0) {
            const QString base =
                key.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('['), 0, 0);
            return columns.value(base, key);
        }
        return QStringLiteral("results[%1].%2").arg(index).arg(key);
    }
    SourceLocation where() const { return {file, line, 0}; }
};

/// The objects of each endpoint (file stem, endpoints()) in file order.
using Items = std::map<QString, std::vector<Item>>;

/// Builds the design from `in` as readDirectory() documents; `cablesFile` is named in the
/// cable-type warning. Throws ry::Error at the item's file and field (or CSV line and header).
Design build(Items in, const QString &cablesFile, Diagnostics *warnings, NetboxIds &ids);

/// Reads `<dir>/<endpoint>.csv` files, NetBox's CSV table export (netboxsite.h,
/// readDirectory()), into items; `sites.csv` must exist.
Items readCsvFolder(const QDir &dir, Diagnostics *warnings);

} // namespace ry::netboxsite::detail
