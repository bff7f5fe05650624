#pragma once

// The technician's work list: the findings of a verification grouped by rack in pull order, as a
// CSV file and as a PDF with one section (starting on a new page) per rack.

#include "verifier.h"

#include <QDateTime>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <vector>

namespace ry::verify {

/// One line of the work list: a finding plus the names a technician needs (cable labels).
struct WorkListItem
{
    CableFinding finding;
    QString cableLabels; ///< labels of the planned cables, joined with " + "; "" when none
    QString swappedWith; ///< Swapped: label of the other cable of the crossed pair
};

/// The items of one rack (or of the devices that are not racked, or not in the design).
struct WorkListRack
{
    Id rackId = 0; ///< 0 for the "not racked" group
    QString rack;  ///< rack name; "" for the "not racked" group
    std::vector<WorkListItem> items;
};

/// What the work list is about, printed at the top of the CSV (as comment lines) and the PDF.
struct WorkListHeader
{
    QString designName;
    QStringList sourceFiles;     ///< the observation files
    QDateTime observedAt;        ///< when the fabric was discovered; invalid = unknown
    QDateTime generatedAt;       ///< when the list was made; invalid = now
    VerificationSummary summary; ///< counts printed in the header
};

/// A work list: racks in pull order (as Verification::findings is sorted), items inside a rack
/// from the top U down.
struct WorkList
{
    WorkListHeader header;
    std::vector<WorkListRack> racks;

    /// Number of items over all racks.
    std::size_t size() const;
};

/// Options for makeWorkList().
struct WorkListOptions
{
    /// Also list Correct findings (a full pull sheet); by default only what needs work.
    bool includeCorrect = false;
};

/// Builds the work list of `verification` (run against `design`), keeping the findings' order.
WorkList makeWorkList(const Design &design, const Verification &verification,
                      const WorkListOptions &options = {});

/// Writes the work list as CSV (RFC 4180, UTF-8, CRLF line ends, a header row) with the columns
/// rack, u, device, port, finding, cable, planned_peer, observed_peer, explanation. The finding
/// column holds the toString(CableFinding::Kind) key ("wrong-port") so scripts can filter it.
/// Throws ry::Error when writing fails.
void writeWorkListCsv(const WorkList &list, QIODevice &out);
/// Writes the CSV to `path`; throws ry::Error naming the file when it cannot be written.
void writeWorkListCsvFile(const WorkList &list, const QString &path);

/// Writes the work list as an A4 PDF: a title block with the counts, then one section per rack
/// starting on a new page, each a table of U, device, port, finding, cable and what to do. Text
/// is set in `fontFamily` (NanumGothic by default, so that Korean names and the Korean
/// translation render). Needs a QGuiApplication (fonts); throws ry::Error when there is none or
/// the file cannot be written.
void writeWorkListPdf(const WorkList &list, const QString &path,
                      const QString &fontFamily = QStringLiteral("NanumGothic"));

} // namespace ry::verify
