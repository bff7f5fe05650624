#pragma once

// The technician's work list: what to do where, grouped by the rack where the work is, in pull
// order, as a CSV file and as a compact PDF (the racks' sections flow one after the other).

#include "verifier.h"

#include <QDateTime>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <vector>

namespace ry::verify {

/// A place a technician goes to: a port of a device, with its rack and U.
struct WorkListEnd
{
    Id rackId = 0;       ///< 0 when the device is not racked or not in the design
    QString rack;        ///< rack name; "" when not racked
    double position = 0; ///< lowest U of the device, from the bottom; 0 = not placed
    Id deviceId = 0;     ///< 0 when the end is not in the design
    QString device;      ///< device name (or the reported name of a node not in the design)
    Id portId = 0;       ///< 0 when the port is not in the design (or for a whole device)
    QString port;        ///< port name; "" for a whole device

    /// "rack B07 U40 leaf-2 P1.0"; "leaf-2 P1.0" when not racked; "" when empty. Translated.
    QString text() const;
};

/// One line of the work list: what to do, where. Built from one finding, from the two
/// findings of a crossed pair (one item, both cables), or from the Missing findings of a device
/// that was not seen at all (one item, all its links).
struct WorkListItem
{
    /// The finding; for a crossed pair the first of the two (Swapped), for a device not seen
    /// the first of its Missing findings.
    CableFinding finding;
    /// Where the work is; the item is listed under this end's rack. For a wrong-port,
    /// wrong-device or unknown-device finding with a planned cable it is the end that does not
    /// agree with the plan (where the cable must be unplugged); for a crossed pair the side
    /// where the two crossed ends sit together; else the finding's anchor.
    WorkListEnd at;
    /// A crossed pair: the second port of the swap (beside `at`); empty otherwise.
    WorkListEnd at2;
    /// The cable's other end(s), as text with rack and U ("rack A03 U14 gpu-002 ib1"); for a
    /// crossed pair both far ends; "" for a device not seen.
    QString otherEnd;
    /// The instruction: "move cable C7 from leaf-1 P2.0 to leaf-2 P1.0", "swap the cables at
    /// leaf-1 P1.0 and P1.1", "plug cable C8 into gpu-004 ib1 and leaf-2 P1.1", "remove ...",
    /// "replace the optic or cable ...". Translated.
    QString action;
    /// Every planned cable the item concerns: both cables of a crossed pair, every link of a
    /// device not seen. Marking the item marks all of them.
    std::vector<Id> cableIds;
    QString cableLabels; ///< labels of the planned cables, joined with " + "; "" when none
    QString swappedWith; ///< Swapped: label of the other cable of the crossed pair
    /// > 0: a device not seen; the number of its planned links (each a Missing finding).
    int notSeenLinks = 0;

    CableFinding::Kind kind() const { return finding.kind; }
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

/// A work list: racks in pull order (site, room, row, rack position, rack name; not racked
/// last), items inside a rack from the top U down (or by finding kind first, see
/// WorkListOptions::sortByKind). Unverifiable findings are not work: they are kept apart.
struct WorkList
{
    WorkListHeader header;
    std::vector<WorkListRack> racks;
    /// The Unverifiable findings (observations that could not be resolved), in pull order;
    /// never in `racks`.
    std::vector<WorkListItem> unverifiable;

    /// Number of items over all racks (the unverifiable ones not counted).
    std::size_t size() const;
};

/// Options for makeWorkList().
struct WorkListOptions
{
    /// Also list Correct findings (a full pull sheet); by default only what needs work.
    bool includeCorrect = false;
    /// When not empty, only items of these kinds (a device not seen counts as Missing; the
    /// unverifiable list is kept only when Unverifiable is among them).
    std::vector<CableFinding::Kind> kinds;
    /// Inside a rack, order the items by finding kind (in CableFinding::Kind order) first, then
    /// from the top U down.
    bool sortByKind = false;
};

/// Reads a comma-separated list of finding kind keys ("swapped,wrong-port"; the keys of
/// toString(CableFinding::Kind), plus "not-seen" for "missing"). Throws ry::Error naming the
/// unknown key and the field `field`.
std::vector<CableFinding::Kind> parseFindingKinds(const QString &text, const QString &field);

/// Builds the work list of `verification` (run against `design`), keeping the findings' order.
WorkList makeWorkList(const Design &design, const Verification &verification,
                      const WorkListOptions &options = {});

/// Writes the work list as CSV (RFC 4180, UTF-8, CRLF line ends, a header row) with the columns
/// rack, u, device, port, finding, cable, action, other_end, planned_peer, observed_peer,
/// explanation: the racks' items (rack, u, device and port are where the work is), then the
/// unverifiable findings (finding "unverifiable", no action). The finding column holds the
/// toString(CableFinding::Kind) key ("wrong-port"; "not-seen" for a device not seen) so scripts
/// can filter it.
/// Throws ry::Error when writing fails.
void writeWorkListCsv(const WorkList &list, QIODevice &out);
/// Writes the CSV to `path`; throws ry::Error naming the file when it cannot be written.
void writeWorkListCsvFile(const WorkList &list, const QString &path);

/// Writes the work list as an A4 PDF: a title block with the counts, then one section per rack
/// (a rack header and a table of U, device, port, finding, cable, what to do with the other
/// end, and a box to tick), the sections flowing one after the other so that racks with one
/// item do not take a page each; then the unverifiable findings in a section of their own. Text
/// is set in `fontFamily` (NanumGothic by default, so that Korean names and the Korean
/// translation render). Needs a QGuiApplication (fonts); throws ry::Error when there is none or
/// the file cannot be written.
void writeWorkListPdf(const WorkList &list, const QString &path,
                      const QString &fontFamily = QStringLiteral("NanumGothic"));

} // namespace ry::verify
