#pragma once

// A printable table document (cabling plan, patch plan): sections that each start on a new
// page, rows flowing onto as many pages as they need, the column header repeated on every page,
// and a footer with the page number. Columns are sized from their content, measured with the
// font the PDF embeds; nothing is ever elided or clipped: a cell too wide for its column wraps
// onto more lines.

#include <QPageLayout>
#include <QStringList>

#include <vector>

class QFontMetricsF;
class QIODevice;

namespace ry::render {

struct TableSection
{
    QString title;                 ///< e.g. "Rack A01"
    QString subtitle;              ///< e.g. "36 cables"
    std::vector<QStringList> rows; ///< cells, as many as the document's header
};

struct TableDocument
{
    QString title;      ///< on every page, e.g. "Cabling plan - Small example cluster"
    QStringList header; ///< column titles
    /// Relative weights for sharing the width left over once every column has its content's
    /// width (same count as header; empty = equal).
    std::vector<double> widths;
    /// Columns that identify a thing (label, rack/U, port): they get the width of their widest
    /// cell before any other column, so they wrap only when they alone are wider than the
    /// page. Indexes into header.
    std::vector<int> keepWhole;
    std::vector<TableSection> sections;
    QPageSize::PageSizeId page = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Landscape;
    double fontPt = 7; ///< body text size
};

/// How writeTablePdf() laid the columns out, in millimetres from the page's left edge.
struct TableLayout
{
    std::vector<double> leftMm;  ///< each column's left edge (its text starts 1 mm further)
    std::vector<double> rightMm; ///< each column's right edge (its text ends 1 mm before)
    /// The keepWhole columns that had to wrap (the page is too narrow for them together).
    QStringList wrappedKeepColumns;
    int pages = 0;
};

/// Breaks `text` into lines no wider than `width` (device units of `fm`), after a blank, '-',
/// '/', ':', '_', '.' or ',' where it can and between any two characters where it must. An
/// empty text gives one empty line; explicit newlines start new lines.
QStringList wrapText(const QString &text, const QFontMetricsF &fm, double width);

/// Writes `doc` as PDF to `out` (A4 or the document's page, 12 mm margins); returns the layout
/// and page count. Column widths: each column's widest cell (header included); keepWhole
/// columns first; the others shrink, and wrap, when the page is too narrow for all; left-over
/// width is shared by `widths`. Throws ry::Error when the device cannot be written.
TableLayout writeTablePdf(const TableDocument &doc, QIODevice &out);

} // namespace ry::render
