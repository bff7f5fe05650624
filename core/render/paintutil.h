#pragma once

// Shared pieces of the printed outputs: the font (one with Hangul, so Korean renders), a PDF
// writer set up the same way everywhere, and a count of the pages of a PDF.

#include <QFont>
#include <QPageLayout>

#include <memory>

class QIODevice;
class QPdfWriter;
class QPainter;

namespace ry::render {

/// The family printed text uses: "NanumGothic" (fonts-nanum, has Hangul) when installed, else
/// "Noto Sans CJK KR", else the default sans-serif family.
QString fontFamily();
/// fontFamily() at `pointSize`, optionally bold.
QFont font(double pointSize, bool bold = false);

/// font() for drawing in point coordinates on any device: the size is corrected by the device's
/// resolution (a QPdfWriter at 300 dpi would otherwise draw 72/300 too large when the painter is
/// scaled from points to device pixels).
QFont pointFont(const QPainter &p, double pointSize, bool bold = false);

/// A QPdfWriter on `out` with Railyard's title/creator, 300 dpi, zero margins and the given
/// page size and orientation.
std::unique_ptr<QPdfWriter> makePdfWriter(QIODevice &out, const QString &title,
                                          QPageSize::PageSizeId page = QPageSize::A4,
                                          QPageLayout::Orientation o = QPageLayout::Portrait);

/// Number of page objects ("/Type /Page") in PDF bytes; Qt's writer emits one per page.
int pdfPageCount(const QByteArray &pdf);

} // namespace ry::render
