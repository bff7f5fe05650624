#pragma once

// A printable table document (cabling plan, patch plan): sections that each start on a new
// page, rows flowing onto as many pages as they need, the column header repeated on every page,
// and a footer with the page number.

#include <QPageLayout>
#include <QStringList>

#include <vector>

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
    QString title;              ///< on every page, e.g. "Cabling plan - Small example cluster"
    QStringList header;         ///< column titles
    std::vector<double> widths; ///< relative column widths (same count as header; empty = equal)
    std::vector<TableSection> sections;
    QPageSize::PageSizeId page = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Landscape;
    double fontPt = 7; ///< body text size
};

/// Writes `doc` as PDF to `out`; returns the number of pages. Long cells are elided, not wrapped,
/// so every row has one line. Throws ry::Error when the device cannot be written.
int writeTablePdf(const TableDocument &doc, QIODevice &out);

} // namespace ry::render
