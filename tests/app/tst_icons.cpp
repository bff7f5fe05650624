// The icon set (resources/icons, ry::icons): every declared name loads, icons are tinted with the
// palette's WindowText (light and dark), every SVG file parses. RY_ICON_SHEET=/tmp/icons.png
// writes a contact sheet of all icons on a light and a dark background.
#include "icons.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTest>

namespace {

QPalette makePalette(bool dark)
{
    QPalette p;
    const QColor window = dark ? QColor(0x2b, 0x2d, 0x30) : QColor(0xf5, 0xf5, 0xf5);
    const QColor text = dark ? QColor(0xe8, 0xea, 0xed) : QColor(0x20, 0x21, 0x24);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Highlight, dark ? QColor(0x3d, 0x8b, 0xfd) : QColor(0x1a, 0x73, 0xe8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Disabled, QPalette::WindowText,
               dark ? QColor(0x80, 0x80, 0x80) : QColor(0xa0, 0xa0, 0xa0));
    return p;
}

/// The most opaque pixel of an image, unpremultiplied.
QColor strongestPixel(const QImage &image)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    QRgb best = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (qAlpha(img.pixel(x, y)) > qAlpha(best))
                best = img.pixel(x, y);
    return QColor::fromRgba(best);
}

int paintedPixels(const QImage &image)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += qAlpha(img.pixel(x, y)) > 0 ? 1 : 0;
    return n;
}

bool sameRgb(const QColor &a, const QColor &b, int tolerance = 3)
{
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

struct Named
{
    QString kind; ///< "action" or "object"
    QString name;
};

QList<Named> allIcons()
{
    QList<Named> out;
    for (const QString &n : ry::gui::icons::actionNames())
        out.append({QStringLiteral("action"), n});
    for (const QString &n : ry::gui::icons::objectNames())
        out.append({QStringLiteral("object"), n});
    return out;
}

QIcon iconOf(const Named &n)
{
    return n.kind == QLatin1String("action") ? ry::gui::icons::action(n.name)
                                             : ry::gui::icons::object(n.name);
}

QIcon iconOf(const Named &n, const QPalette &palette)
{
    return n.kind == QLatin1String("action") ? ry::gui::icons::action(n.name, palette)
                                             : ry::gui::icons::object(n.name, palette);
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT

private slots:
    void everyNameLoads();
    void objectRoles();
    void unknownAction();
    void tinted_data();
    void tinted();
    void disabledDiffers();
    void svgFilesParse();
    void applicationIcon();
    void contactSheet();
};

void TestIcons::everyNameLoads()
{
    QVERIFY(!ry::gui::icons::actionNames().isEmpty());
    QVERIFY(!ry::gui::icons::objectNames().isEmpty());
    for (const Named &n : allIcons()) {
        const QIcon icon = iconOf(n);
        QVERIFY2(!icon.isNull(), qPrintable(n.name));
        const QPixmap pm = icon.pixmap(QSize(24, 24));
        QVERIFY2(!pm.isNull(), qPrintable(n.name));
        QCOMPARE(pm.size(), QSize(24, 24));
        // A line icon covers some of its square, never all of it.
        const int painted = paintedPixels(pm.toImage());
        QVERIFY2(painted > 20 && painted < 24 * 24, qPrintable(n.name));
        QVERIFY2(!icon.pixmap(QSize(16, 16)).isNull(), qPrintable(n.name));
        QCOMPARE(icon.pixmap(QSize(48, 48)).size(), QSize(48, 48));
    }
}

void TestIcons::objectRoles()
{
    const QList<QPair<const char *, const char *>> cases{
        {"gpu-node", "gpu-node"},
        {"leaf", "switch-leaf"},
        {"spine", "switch-spine"},
        {"core", "switch-core"},
        {"mgmt-switch", "mgmt-switch"},
        {"storage", "storage"},
        {"patch-panel", "patch-panel"},
        {"pdu", "pdu"},
        {"nvswitch-tray", "nvswitch-tray"},
        {"storage-leaf", "switch-leaf"},
        {"inband-spine", "switch-spine"},
        {"mgmt-spine", "switch-spine"},
        {"fabric-manager", "server"},
        {"ub-switch", "nvswitch-tray"},
        {"site", "site"},
        {"Room", "room"},
        {"row", "row"},
        {"rack", "rack"},
        {"su", "supernode"},
        {"supernode", "supernode"},
        {"plane", "plane"},
        {"rail", "rail"},
        {"cable", "cable"},
        {"something-else", "device"},
        {"", "device"},
    };
    for (const auto &[role, icon] : cases)
        QCOMPARE(ry::gui::icons::objectIconName(QString::fromLatin1(role)),
                 QString::fromLatin1(icon));
    for (const QString &alias : ry::gui::icons::objectAliases()) {
        QVERIFY2(ry::gui::icons::objectNames().contains(ry::gui::icons::objectIconName(alias)),
                 qPrintable(alias));
        QVERIFY(!ry::gui::icons::object(alias).isNull());
    }
    QVERIFY(!ry::gui::icons::object(QStringLiteral("no-such-kind")).isNull());
}

void TestIcons::unknownAction()
{
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no icon")));
    QVERIFY(ry::gui::icons::action(QStringLiteral("no-such-action")).isNull());
}

void TestIcons::tinted_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestIcons::tinted()
{
    QFETCH(bool, dark);
    const QPalette palette = makePalette(dark);
    const QColor want = palette.color(QPalette::Active, QPalette::WindowText);
    const QPalette before = QApplication::palette();
    QApplication::setPalette(palette);
    for (const Named &n : allIcons()) {
        // Following the application palette...
        QColor c = strongestPixel(iconOf(n).pixmap(QSize(24, 24)).toImage());
        QVERIFY2(c.alpha() >= 160, qPrintable(n.name));
        QVERIFY2(sameRgb(c, want), qPrintable(n.name + QLatin1Char(' ') + c.name()));
        // ...and with a fixed one (the other palette set in the application).
        QApplication::setPalette(makePalette(!dark));
        c = strongestPixel(iconOf(n, palette).pixmap(QSize(24, 24)).toImage());
        QVERIFY2(sameRgb(c, want), qPrintable(n.name + QLatin1Char(' ') + c.name()));
        // Selected items take the highlighted text colour.
        c = strongestPixel(iconOf(n, palette).pixmap(QSize(24, 24), QIcon::Selected).toImage());
        QVERIFY2(sameRgb(c, palette.color(QPalette::HighlightedText)), qPrintable(n.name));
        QApplication::setPalette(palette);
    }
    QApplication::setPalette(before);
}

void TestIcons::disabledDiffers()
{
    const QPalette palette = makePalette(true);
    const QColor disabled = palette.color(QPalette::Disabled, QPalette::WindowText);
    for (const Named &n : allIcons()) {
        const QIcon icon = iconOf(n, palette);
        const QColor c = strongestPixel(icon.pixmap(QSize(24, 24), QIcon::Disabled).toImage());
        QVERIFY2(sameRgb(c, disabled), qPrintable(n.name + QLatin1Char(' ') + c.name()));
    }
    // A palette whose disabled colour is the normal one: disabled icons are faded.
    QPalette flat = palette;
    flat.setColor(QPalette::Disabled, QPalette::WindowText,
                  palette.color(QPalette::Active, QPalette::WindowText));
    const QIcon icon = ry::gui::icons::action(QStringLiteral("undo"), flat);
    const int normal = strongestPixel(icon.pixmap(QSize(24, 24)).toImage()).alpha();
    const int faded = strongestPixel(icon.pixmap(QSize(24, 24), QIcon::Disabled).toImage()).alpha();
    QVERIFY(faded < normal / 2 + 10);
}

void TestIcons::svgFilesParse()
{
    const QString root = QStringLiteral(RESOURCES_DIR "/icons");
    QStringList seen;
    QDirIterator it(root, {QStringLiteral("*.svg")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString rel = QDir(root).relativeFilePath(path);
        seen.append(rel);
        QSvgRenderer renderer(path);
        QVERIFY2(renderer.isValid(), qPrintable(rel));
        // Packed in the resource file too.
        QVERIFY2(QFile::exists(QStringLiteral(":/icons/") + rel), qPrintable(rel));
        if (rel == QLatin1String("railyard.svg"))
            continue; // the application icon, in colour
        QCOMPARE(renderer.viewBoxF(), QRectF(0, 0, 24, 24));
        // Drawn in the placeholder colour only, so that tinting gives one colour.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        static const QRegularExpression colour(QStringLiteral("#[0-9a-fA-F]{3,6}\\b"));
        for (auto m = colour.globalMatch(text); m.hasNext();) {
            const QString c = m.next().captured(0).toLower();
            QVERIFY2(c == QLatin1String("#000000") || c == QLatin1String("#000"),
                     qPrintable(rel + QLatin1Char(' ') + c));
        }
        // Declared: every file has a name in the API.
        const QString name = QFileInfo(rel).completeBaseName();
        if (rel.startsWith(QLatin1String("actions/")))
            QVERIFY2(ry::gui::icons::actionNames().contains(name), qPrintable(rel));
        else
            QVERIFY2(ry::gui::icons::objectNames().contains(name), qPrintable(rel));
    }
    QCOMPARE(seen.size(),
             ry::gui::icons::actionNames().size() + ry::gui::icons::objectNames().size() + 1);
}

void TestIcons::applicationIcon()
{
    const QIcon icon = ry::gui::icons::application();
    QVERIFY(!icon.isNull());
    const QPixmap pm = icon.pixmap(QSize(64, 64));
    QVERIFY(!pm.isNull());
    QVERIFY(paintedPixels(pm.toImage()) > 100);
}

void TestIcons::contactSheet()
{
    const QString out = qEnvironmentVariable("RY_ICON_SHEET");
    if (out.isEmpty())
        QSKIP("set RY_ICON_SHEET=/tmp/icons.png to write a contact sheet");
    const QList<Named> icons = allIcons();
    const QList<int> sizes{16, 24, 48};
    const int cell = 150;
    const int perRow = 10;
    const int rows = int((icons.size() + perRow - 1) / perRow);
    const int bandHeight = rows * 110;
    QImage sheet(perRow * cell, 2 * bandHeight, QImage::Format_ARGB32);
    QPainter p(&sheet);
    for (int band = 0; band < 2; ++band) {
        const QPalette palette = makePalette(band == 1);
        p.fillRect(QRect(0, band * bandHeight, sheet.width(), bandHeight),
                   palette.color(QPalette::Window));
        p.setPen(palette.color(QPalette::WindowText));
        QFont font = p.font();
        font.setPixelSize(11);
        p.setFont(font);
        for (int i = 0; i < icons.size(); ++i) {
            const QIcon icon = iconOf(icons[i], palette);
            const int x0 = (i % perRow) * cell + 8;
            const int y0 = band * bandHeight + (i / perRow) * 110 + 8;
            int x = x0;
            for (int s : sizes) {
                p.drawPixmap(x, y0 + 48 - s, icon.pixmap(QSize(s, s)));
                x += s + 8;
            }
            p.drawPixmap(x0, y0 + 56, icon.pixmap(QSize(24, 24), QIcon::Disabled));
            p.drawText(QRect(x0, y0 + 82, cell - 10, 16), Qt::AlignLeft, icons[i].name);
        }
    }
    p.drawPixmap(sheet.width() - 72, sheet.height() - 72,
                 ry::gui::icons::application().pixmap(QSize(64, 64)));
    p.end();
    QVERIFY(sheet.save(out));
    // A larger view of each icon at 96 px, for checking shapes.
    const QString big = QFileInfo(out).path() + QLatin1Char('/') +
                        QFileInfo(out).completeBaseName() + QStringLiteral("-large.png");
    QImage large(perRow * 110, rows * 130, QImage::Format_ARGB32);
    large.fill(Qt::white);
    QPainter q(&large);
    for (int i = 0; i < icons.size(); ++i) {
        const int x0 = (i % perRow) * 110 + 7;
        const int y0 = (i / perRow) * 130 + 7;
        q.drawPixmap(x0, y0, iconOf(icons[i], makePalette(false)).pixmap(QSize(96, 96)));
        q.drawText(QRect(x0, y0 + 100, 100, 16), Qt::AlignLeft, icons[i].name);
    }
    q.end();
    QVERIFY(large.save(big));
    // RY_ICON_ZOOM=room,rail: those icons at 192 px, side by side, for a close look.
    const QStringList zoom =
        qEnvironmentVariable("RY_ICON_ZOOM").split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (!zoom.isEmpty()) {
        QImage z(int(zoom.size()) * 200, 200, QImage::Format_ARGB32);
        z.fill(Qt::white);
        QPainter zp(&z);
        for (int i = 0; i < zoom.size(); ++i) {
            const bool isAction = ry::gui::icons::actionNames().contains(zoom[i]);
            const Named n{isAction ? QStringLiteral("action") : QStringLiteral("object"), zoom[i]};
            zp.drawPixmap(i * 200 + 4, 4, iconOf(n, makePalette(false)).pixmap(QSize(192, 192)));
        }
        zp.end();
        QVERIFY(z.save(QFileInfo(out).path() + QLatin1Char('/') +
                       QFileInfo(out).completeBaseName() + QStringLiteral("-zoom.png")));
    }
}

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
