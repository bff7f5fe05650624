#pragma once

// Build progress: how many of the planned cables are installed and verified, per row and rack of
// the design and day by day, from the cables' status and the marks technicians made
// (verifystore.h CableMark). The manager's view of a build (docs/verification.md, "Build
// progress").

#include "model/design.h"
#include "verifystore.h"

#include <QByteArray>
#include <QDate>

#include <vector>

namespace ry::verify {

/// Cable counts of one scope (the whole design, a row or a rack).
struct BuildCounts
{
    int cables = 0;    ///< planned cables in the scope, whatever their status
    int installed = 0; ///< cables Installed or Verified (a verified cable has been installed)
    int verified = 0;  ///< cables Verified
    int faulty = 0;    ///< cables marked Faulty (not counted as installed)

    /// installed / cables x 100, 0 when the scope has no cables.
    double installedPercent() const;
    /// verified / cables x 100, 0 when the scope has no cables.
    double verifiedPercent() const;

    friend bool operator==(const BuildCounts &, const BuildCounts &) = default;
};

/// One scope of the progress table with its counts now and on each day of the history.
struct BuildScope
{
    enum class Level
    {
        Total,
        Row,
        Rack
    };
    Level level = Level::Total;
    Id id = 0;       ///< the row or rack id; 0 for the total
    QString name;    ///< row or rack name; "" for the total
    QString row;     ///< racks: the name of their row
    BuildCounts now; ///< from the cables' current status
    /// Counts at the end of each day of BuildProgress::days (UTC), same length and order.
    std::vector<BuildCounts> history;
};

/// The build progress of a design.
struct BuildProgress
{
    /// The days of the history, ascending: every UTC day on which a mark was made, and the day
    /// the progress was computed for. On that last day the counts are the cables' current
    /// status (they equal `now`).
    std::vector<QDate> days;
    BuildScope total;
    std::vector<BuildScope> rows;  ///< rows of racks in room and row order
    std::vector<BuildScope> racks; ///< racks in row and position order
    /// Cables whose current status is not the status their last mark set (changed by hand or by
    /// an import since): they are counted with their current status on the last day only.
    int changedSinceMark = 0;
};

/// Computes the build progress of `design` from its cables' status and `marks` (oldest first, as
/// VerifyStore::marks() returns them; marks of cables that no longer exist are ignored).
///
/// A cable counts in the scope of every rack (and row) one of its ends' devices is racked in: a
/// cable from a compute rack to a network rack counts once in each of the two racks, and once in
/// the total. Before its first mark a cable has the status that mark changed from; a cable never
/// marked has its current status on every day (its history is not known). `today` is the last
/// day of the history (normally QDate::currentDate() in UTC).
BuildProgress computeBuildProgress(const Design &design, const std::vector<CableMark> &marks,
                                   QDate today);

/// The progress table as CSV (exporting::CsvWriter: RFC 4180 quoting, UTF-8, names
/// neutralised against formula injection): columns level (total, row, rack), row, rack, cables,
/// installed, installed_pct, verified, verified_pct, faulty.
QByteArray buildProgressCsv(const BuildProgress &progress);

/// The history as CSV (as buildProgressCsv()): one line per day and scope (total first, then
/// rows), columns date (YYYY-MM-DD, UTC), level, name, cables, installed, verified, faulty.
QByteArray buildHistoryCsv(const BuildProgress &progress);

} // namespace ry::verify
