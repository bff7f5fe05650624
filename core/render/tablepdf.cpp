#include "tablepdf.h"

#include "paintutil.h"
#include "util/error.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <numeric>

namespace ry::render {

namespace {

bool isBreakAfter(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('-') || c == QLatin1Char('/') ||
           c == QLatin1Char(':') || c == QLatin1Char('_') || c == QLatin1Char('.') ||
           c == QLatin1Char(',');
}

/// Splits one line of text into pieces that each end at a break opportunity.
QStringList breakPieces(const QString &line)
{
    QStringList pieces;
    QString cur;
    for (QChar c : line) {
        cur += c;
        if (isBreakAfter(c)) {
            pieces << cur;
            cur.clear();
        }
    }
    if (!cur.isEmpty())
        pieces << cur;
    return pieces;
}

/// The widest line of `text` (explicit newlines split it).
double textWidth(const QString &text, const QFontMetricsF &fm)
{
    double w = 0;
    for (const QString &l : text.split(QLatin1Char('\n')))
        w = std::max(w, fm.horizontalAdvance(l));
    return w;
}

/// Column widths (device units, text only, padding excluded) for `natural` widths in `avail`:
/// every column gets min(natural, cap) with the cap chosen so the sum fills `avail`
/// (water-filling); `floor` is the least any column shrinks to.
std::vector<double> capWidths(const std::vector<double> &natural, double avail, double floor)
{
    if (natural.empty())
        return {};
    double lo = 0, hi = *std::max_element(natural.begin(), natural.end());
    auto sumAt = [&](double cap) {
        double s = 0;
        for (double n : natural)
            s += std::min(n, std::max(cap, floor));
        return s;
    };
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        (sumAt(mid) <= avail ? lo : hi) = mid;
    }
    std::vector<double> w;
    w.reserve(natural.size());
    for (double n : natural)
        w.push_back(std::min(n, std::max(lo, floor)));
    return w;
}

} // namespace

QStringList wrapText(const QString &text, const QFontMetricsF &fm, double width)
{
    QStringList lines;
    for (const QString &para : text.split(QLatin1Char('\n'))) {
        QString cur;
        for (const QString &piece : breakPieces(para)) {
            if (fm.horizontalAdvance(cur + piece) <= width) {
                cur += piece;
                continue;
            }
            if (!cur.isEmpty()) {
                lines << cur.trimmed();
                cur.clear();
            }
            // A piece wider than the column on its own: break it between characters.
            for (QChar c : piece) {
                if (!cur.isEmpty() && fm.horizontalAdvance(cur + c) > width) {
                    lines << cur;
                    cur.clear();
                }
                cur += c;
            }
        }
        lines << cur.trimmed();
    }
    return lines;
}

TableLayout writeTablePdf(const TableDocument &doc, QIODevice &out)
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
    const QFontMetricsF fm(bodyFont, writer.get());
    const QFontMetricsF hfm(headFont, writer.get());
    const double lineH = fm.height() * 1.1;
    const double padY = fm.height() * 0.25;
    const double pad = 2 * dpmm; // 1 mm either side of the text
    const int cols = int(doc.header.size());
    const auto ucols = std::size_t(cols);

    // Natural widths: the widest cell of each column, its header included. A little slack
    // (0.5 %) keeps a measured fit a fit after the PDF's rounding of glyph positions.
    std::vector<double> natural(ucols, 0.0);
    for (int c = 0; c < cols; ++c)
        natural[std::size_t(c)] = textWidth(doc.header[c], hfm);
    for (const TableSection &s : doc.sections)
        for (const QStringList &row : s.rows)
            for (int c = 0; c < cols && c < row.size(); ++c)
                natural[std::size_t(c)] = std::max(natural[std::size_t(c)], textWidth(row[c], fm));
    for (double &n : natural)
        n = n * 1.005 + 0.2 * dpmm;
    std::vector<bool> keep(ucols, false);
    for (int c : doc.keepWhole)
        if (c >= 0 && c < cols)
            keep[std::size_t(c)] = true;

    TableLayout layout;
    const double avail = area.width() - pad * double(cols);
    std::vector<double> w = natural;
    const double total = std::accumulate(natural.begin(), natural.end(), 0.0);
    if (total > avail) {
        double keptW = 0;
        std::vector<double> others;
        for (std::size_t c = 0; c < ucols; ++c) {
            if (keep[c])
                keptW += natural[c];
            else
                others.push_back(natural[c]);
        }
        const double floor = 8 * dpmm; // a wrapped column stays at least 8 mm wide
        if (keptW + floor * double(others.size()) <= avail) {
            const std::vector<double> ow = capWidths(others, avail - keptW, 0);
            for (std::size_t c = 0, o = 0; c < ucols; ++c)
                if (!keep[c])
                    w[c] = ow[o++];
        } else {
            // Even the identifying columns do not fit side by side: every column wraps.
            w = capWidths(natural, avail, 0);
            for (std::size_t c = 0; c < ucols; ++c)
                if (keep[c] && w[c] < natural[c])
                    layout.wrappedKeepColumns << doc.header[int(c)];
        }
    } else if (total < avail) {
        // Share the width left over by the relative weights.
        std::vector<double> rel = doc.widths;
        if (rel.size() != ucols)
            rel.assign(ucols, 1.0);
        const double relSum = std::accumulate(rel.begin(), rel.end(), 0.0);
        for (std::size_t c = 0; c < ucols; ++c)
            w[c] += (avail - total) * (relSum > 0 ? rel[c] / relSum : 1.0 / double(cols));
    }
    std::vector<double> xs{area.left()};
    for (double x : w)
        xs.push_back(xs.back() + x + pad);
    for (std::size_t c = 0; c < ucols; ++c) {
        layout.leftMm.push_back(xs[c] / dpmm);
        layout.rightMm.push_back(xs[c + 1] / dpmm);
    }

    auto cellLines = [&](const QStringList &row, const QFontMetricsF &m) {
        std::vector<QStringList> lines(ucols);
        int n = 1;
        for (int c = 0; c < cols; ++c) {
            const auto uc = std::size_t(c);
            lines[uc] = wrapText(c < row.size() ? row[c] : QString(), m, w[uc]);
            n = std::max(n, int(lines[uc].size()));
        }
        return std::pair{lines, n};
    };
    auto drawRow = [&](const std::vector<QStringList> &lines, double top) {
        for (std::size_t c = 0; c < ucols; ++c)
            for (int l = 0; l < lines[c].size(); ++l)
                p.drawText(QRectF(xs[c] + dpmm, top + padY + lineH * l, w[c] + 0.2 * dpmm, lineH),
                           Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, lines[c][l]);
    };
    // Not a structured binding: clang 14 (the asan build) cannot capture one in a lambda.
    const auto head = cellLines(doc.header, hfm);
    const std::vector<QStringList> &headLines = head.first;
    const double headH = lineH * head.second + 2 * padY;

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
        p.fillRect(QRectF(area.left(), y, xs.back() - area.left(), headH),
                   QColor(0xdd, 0xe3, 0xea));
        p.setFont(headFont);
        drawRow(headLines, y);
        y += headH;
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
    for (const TableSection &s : doc.sections) {
        newPage(s, false);
        const double firstRowY = y;
        int n = 0;
        for (const QStringList &row : s.rows) {
            const auto [lines, count] = cellLines(row, fm);
            const double rowH = lineH * count + 2 * padY;
            if (y + rowH > area.bottom() && y > firstRowY)
                newPage(s, true);
            if (n++ % 2)
                p.fillRect(QRectF(area.left(), y, xs.back() - area.left(), rowH),
                           QColor(0xf4, 0xf6, 0xf8));
            drawRow(lines, y);
            y += rowH;
        }
    }
    if (!p.end())
        throw Error(Tr::tr("Cannot finish the PDF output."));
    layout.pages = pageNo;
    return layout;
}

} // namespace ry::render
