#include "labelsheet.h"

#include "paintutil.h"
#include "util/error.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

#ifdef RAILYARD_HAVE_QRENCODE
#include <qrencode.h>
#endif

namespace ry::render {

const std::vector<LabelStock> &labelStocks()
{
    // Avery template specifications (avery.co.uk / avery.com product templates): label size,
    // top and left margin, horizontal and vertical pitch.
    static const std::vector<LabelStock> stocks{
        {QStringLiteral("L7160"), QStringLiteral("Avery L7160, A4, 3 x 7, 63.5 x 38.1 mm"),
         QPageSize::A4, 3, 7, 63.5, 38.1, 7.2, 15.1, 66.0, 38.1},
        {QStringLiteral("L7163"), QStringLiteral("Avery L7163, A4, 2 x 7, 99.1 x 38.1 mm"),
         QPageSize::A4, 2, 7, 99.1, 38.1, 4.7, 15.1, 101.6, 38.1},
        {QStringLiteral("L7651"), QStringLiteral("Avery L7651, A4, 5 x 13, 38.1 x 21.2 mm"),
         QPageSize::A4, 5, 13, 38.1, 21.2, 4.7, 10.7, 40.6, 21.2},
        {QStringLiteral("5160"), QStringLiteral("Avery 5160, US Letter, 3 x 10, 66.7 x 25.4 mm"),
         QPageSize::Letter, 3, 10, 66.675, 25.4, 4.7625, 12.7, 69.85, 25.4},
    };
    return stocks;
}

const LabelStock *findLabelStock(const QString &name)
{
    for (const LabelStock &s : labelStocks())
        if (s.name.compare(name, Qt::CaseInsensitive) == 0)
            return &s;
    return nullptr;
}

bool qrAvailable()
{
#ifdef RAILYARD_HAVE_QRENCODE
    return true;
#else
    return false;
#endif
}

std::vector<std::vector<bool>> qrMatrix(const QString &text)
{
    std::vector<std::vector<bool>> m;
#ifdef RAILYARD_HAVE_QRENCODE
    const QByteArray utf8 = text.toUtf8();
    QRcode *code = QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return m;
    m.assign(std::size_t(code->width), std::vector<bool>(std::size_t(code->width)));
    for (int y = 0; y < code->width; ++y)
        for (int x = 0; x < code->width; ++x)
            m[std::size_t(y)][std::size_t(x)] = code->data[y * code->width + x] & 1;
    QRcode_free(code);
#else
    Q_UNUSED(text);
#endif
    return m;
}

int writeLabelSheets(const std::vector<plans::CableLabel> &labels, const LabelStock &stock, bool qr,
                     QIODevice &out, Diagnostics *warnings)
{
    if (qr && !qrAvailable())
        throw Error(Tr::tr("QR codes need libqrencode, which this build of Railyard lacks."));
    auto writer = makePdfWriter(out, Tr::tr("Cable labels (%1)").arg(stock.name), stock.page);
    QPainter p;
    if (!p.begin(writer.get()))
        throw Error(Tr::tr("Cannot start the PDF output."));
    const double mm = writer->resolution() / 25.4;
    const int perSheet = stock.perSheet();
    int pages = 0;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const int slot = int(i % std::size_t(perSheet));
        if (slot == 0 && pages++)
            writer->newPage();
        const int col = slot % stock.columns, row = slot / stock.columns;
        const QRectF cell((stock.leftMm + col * stock.pitchXMm) * mm,
                          (stock.topMm + row * stock.pitchYMm) * mm, stock.widthMm * mm,
                          stock.heightMm * mm);
        // A hairline outline helps check alignment on plain paper; it is outside the text.
        p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0));
        p.drawRect(cell);
        QRectF text = cell.adjusted(2 * mm, 1.5 * mm, -2 * mm, -1.5 * mm);
        if (qr) {
            const auto m = qrMatrix(labels[i].cableId);
            if (!m.empty()) {
                const double side = std::min(text.height(), text.width() * 0.4);
                const double module = side / double(m.size() + 2); // 1-module quiet zone
                const QPointF o(text.left() + module,
                                text.top() + (text.height() - side) / 2 + module);
                p.setPen(Qt::NoPen);
                for (std::size_t y = 0; y < m.size(); ++y)
                    for (std::size_t x = 0; x < m.size(); ++x)
                        if (m[y][x])
                            p.fillRect(QRectF(o.x() + double(x) * module,
                                              o.y() + double(y) * module, module * 1.02,
                                              module * 1.02),
                                       Qt::black);
                text.setLeft(text.left() + side + 1.5 * mm);
            }
        }
        // Largest size from 9 pt down to kMinLabelPt at which every line fits the label. The
        // first line is bold, so it is measured bold.
        const QStringList lines = labels[i].text.split(QLatin1Char('\n'));
        double pt = 9;
        bool fits = false;
        for (; pt >= kMinLabelPt; pt -= 0.5) {
            const QFontMetricsF fm(font(pt), writer.get());
            const QFontMetricsF bfm(font(pt, true), writer.get());
            fits = fm.height() * double(lines.size()) <= text.height();
            for (int l = 0; l < lines.size(); ++l)
                fits = fits && (l == 0 ? bfm : fm).horizontalAdvance(lines[l]) <= text.width();
            if (fits)
                break;
        }
        if (!fits) {
            pt = kMinLabelPt;
            if (warnings)
                warnings->push_back(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("The label of cable %1, end %2, does not fit the %3 stock (%4 x %5 "
                            "mm) even at %6 pt: it is printed cut off (\"%7\"). Use a larger "
                            "stock or a shorter template.")
                         .arg(labels[i].cableId, QString(QLatin1Char(labels[i].end)), stock.name)
                         .arg(stock.widthMm)
                         .arg(stock.heightMm)
                         .arg(kMinLabelPt)
                         .arg(QString(labels[i].text)
                                  .replace(QLatin1Char('\n'), QStringLiteral(" / "))),
                     {},
                     QStringLiteral("stock"),
                     labels[i].cableId});
        }
        p.setPen(Qt::black);
        const QFont body = font(pt);
        const QFontMetricsF fm(body, writer.get());
        double y = text.top() + (text.height() - fm.height() * double(lines.size())) / 2;
        for (int l = 0; l < lines.size(); ++l) {
            const QFont lf = l == 0 ? font(pt, true) : body;
            p.setFont(lf);
            p.drawText(
                QRectF(text.left(), y, text.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetricsF(lf, writer.get()).elidedText(lines[l], Qt::ElideRight, text.width()));
            y += fm.height();
        }
    }
    if (labels.empty()) {
        pages = 1;
        p.setFont(font(12));
        p.drawText(QRectF(0, 0, writer->width(), writer->height()), Qt::AlignCenter,
                   Tr::tr("The design has no cables."));
    }
    if (!p.end())
        throw Error(Tr::tr("Cannot finish the PDF output."));
    return pages;
}

} // namespace ry::render
