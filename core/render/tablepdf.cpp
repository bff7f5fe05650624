#include "tablepdf.h"

#include "paintutil.h"
#include "util/error.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace ry::render {

int writeTablePdf(const TableDocument &doc, QIODevice &out)
{
    auto writer = makePdfWriter(out, doc.title, doc.page, doc.orientation);
    QPainter p;
    if (!p.begin(writer.get()))
        throw Error(Tr::tr("Cannot start the PDF output."));
    const double dpmm = writer->resolution() / 25.4; // device pixels per millimetre
    const QRectF page(0, 0, writer->width(), writer->height());
    const QRectF area = page.adjusted(12 * dpmm, 12 * dpmm, -12 * dpmm, -12 * dpmm);
    const QFont titleFont = font(11, true);
    const QFont headFont = font(doc.fontPt, true);
    const QFont bodyFont = font(doc.fontPt);
    const QFont smallFont = font(doc.fontPt - 1);
    const double rowH = QFontMetricsF(bodyFont, writer.get()).height() * 1.35;
    const int cols = int(doc.header.size());
    std::vector<double> w = doc.widths;
    if (int(w.size()) != cols)
        w.assign(std::size_t(cols), 1.0);
    double total = 0;
    for (double x : w)
        total += x;
    std::vector<double> xs{area.left()};
    for (double x : w)
        xs.push_back(xs.back() + area.width() * x / total);

    int pageNo = 0;
    double y = 0;
    auto newPage = [&](const TableSection &s, bool continued) {
        if (pageNo > 0)
            writer->newPage();
        ++pageNo;
        y = area.top();
        p.setFont(titleFont);
        p.setPen(Qt::black);
        const double th = QFontMetricsF(titleFont, writer.get()).height();
        p.drawText(QRectF(area.left(), y, area.width(), th), Qt::AlignLeft | Qt::AlignVCenter,
                   doc.title);
        y += th * 1.2;
        p.setFont(font(10, true));
        QString st = s.title;
        if (continued)
            st = Tr::tr("%1 (continued)").arg(st);
        const double sh = QFontMetricsF(font(10, true), writer.get()).height();
        p.drawText(QRectF(area.left(), y, area.width() * 0.6, sh), Qt::AlignLeft | Qt::AlignVCenter,
                   st);
        p.setFont(bodyFont);
        p.drawText(QRectF(area.left() + area.width() * 0.6, y, area.width() * 0.4, sh),
                   Qt::AlignRight | Qt::AlignVCenter, s.subtitle);
        y += sh * 1.3;
        // Column header.
        p.fillRect(QRectF(area.left(), y, area.width(), rowH), QColor(0xdd, 0xe3, 0xea));
        p.setFont(headFont);
        for (int c = 0; c < cols; ++c)
            p.drawText(QRectF(xs[std::size_t(c)] + dpmm, y,
                              xs[std::size_t(c) + 1] - xs[std::size_t(c)] - 2 * dpmm, rowH),
                       Qt::AlignLeft | Qt::AlignVCenter, doc.header[c]);
        y += rowH;
        // Footer.
        p.setFont(smallFont);
        p.drawText(QRectF(area.left(), area.bottom(), area.width(), 6 * dpmm),
                   Qt::AlignRight | Qt::AlignVCenter, Tr::tr("Page %1").arg(pageNo));
        p.setFont(bodyFont);
    };
    if (doc.sections.empty()) {
        TableSection empty;
        empty.title = Tr::tr("Nothing to list");
        newPage(empty, false);
    }
    const QFontMetricsF fm(bodyFont, writer.get());
    for (const TableSection &s : doc.sections) {
        newPage(s, false);
        int n = 0;
        for (const QStringList &row : s.rows) {
            if (y + rowH > area.bottom())
                newPage(s, true);
            if (n++ % 2)
                p.fillRect(QRectF(area.left(), y, area.width(), rowH), QColor(0xf4, 0xf6, 0xf8));
            for (int c = 0; c < cols && c < row.size(); ++c) {
                const double cw = xs[std::size_t(c) + 1] - xs[std::size_t(c)] - 2 * dpmm;
                p.drawText(QRectF(xs[std::size_t(c)] + dpmm, y, cw, rowH),
                           Qt::AlignLeft | Qt::AlignVCenter,
                           fm.elidedText(row[c], Qt::ElideRight, cw));
            }
            y += rowH;
        }
    }
    if (!p.end())
        throw Error(Tr::tr("Cannot finish the PDF output."));
    return pageNo;
}

} // namespace ry::render
