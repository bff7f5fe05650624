#include "paintutil.h"

#include <QFontDatabase>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>

namespace ry::render {

QString fontFamily()
{
    static const QString family = [] {
        const QStringList families = QFontDatabase::families();
        for (const char *f : {"NanumGothic", "Noto Sans CJK KR", "Noto Sans KR"})
            if (families.contains(QLatin1String(f)))
                return QString::fromLatin1(f);
        return QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    }();
    return family;
}

QFont font(double pointSize, bool bold)
{
    QFont f(fontFamily());
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

QFont pointFont(const QPainter &p, double pointSize, bool bold)
{
    const int dpi = p.device() ? p.device()->logicalDpiY() : 72;
    return font(pointSize * 72.0 / (dpi > 0 ? dpi : 72), bold);
}

std::unique_ptr<QPdfWriter> makePdfWriter(QIODevice &out, const QString &title,
                                          QPageSize::PageSizeId page, QPageLayout::Orientation o)
{
    auto w = std::make_unique<QPdfWriter>(&out);
    w->setTitle(title);
    w->setCreator(QStringLiteral("Railyard"));
    w->setResolution(300);
    w->setPageLayout(
        QPageLayout(QPageSize(page), o, QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
    return w;
}

int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression re(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int n = 0;
    auto it = re.globalMatch(QString::fromLatin1(pdf));
    while (it.hasNext()) {
        it.next();
        ++n;
    }
    return n;
}

} // namespace ry::render
