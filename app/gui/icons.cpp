#include "icons.h"

#include <QColor>
#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QImage>
#include <QLoggingCategory>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <cmath>
#include <optional>

// The resources live in the static railyard_app library: referencing the initialiser keeps the
// linker from dropping them (Q_INIT_RESOURCE must be used outside any namespace).
static void initIconResources()
{
    Q_INIT_RESOURCE(icons);
}

namespace ry::gui::icons {

namespace {

Q_LOGGING_CATEGORY(lcIcons, "railyard.icons")

void ensureResources()
{
    static const bool done = [] {
        initIconResources();
        return true;
    }();
    Q_UNUSED(done);
}

const QStringList &actionList()
{
    static const QStringList names{
        QStringLiteral("new"),
        QStringLiteral("open"),
        QStringLiteral("save"),
        QStringLiteral("import"),
        QStringLiteral("export"),
        QStringLiteral("undo"),
        QStringLiteral("redo"),
        QStringLiteral("search"),
        QStringLiteral("zoom-in"),
        QStringLiteral("zoom-out"),
        QStringLiteral("zoom-fit"),
        QStringLiteral("validate"),
        QStringLiteral("generate-fabric"),
        QStringLiteral("verify-cabling"),
        QStringLiteral("import-results"),
        QStringLiteral("run-checks"),
        QStringLiteral("connect-cable"),
        QStringLiteral("delete"),
        QStringLiteral("settings"),
    };
    return names;
}

const QStringList &objectList()
{
    static const QStringList names{
        QStringLiteral("site"),         QStringLiteral("room"),
        QStringLiteral("row"),          QStringLiteral("rack"),
        QStringLiteral("supernode"),    QStringLiteral("gpu-node"),
        QStringLiteral("server"),       QStringLiteral("switch-leaf"),
        QStringLiteral("switch-spine"), QStringLiteral("switch-core"),
        QStringLiteral("mgmt-switch"),  QStringLiteral("nvswitch-tray"),
        QStringLiteral("storage"),      QStringLiteral("patch-panel"),
        QStringLiteral("pdu"),          QStringLiteral("cable"),
        QStringLiteral("plane"),        QStringLiteral("rail"),
        QStringLiteral("device"),
    };
    return names;
}

/// Kinds and roles (lower case) that are not icon names themselves.
const QHash<QString, QString> &aliasMap()
{
    static const QHash<QString, QString> map{
        {QStringLiteral("leaf"), QStringLiteral("switch-leaf")},
        {QStringLiteral("switch"), QStringLiteral("switch-leaf")},
        {QStringLiteral("storage-leaf"), QStringLiteral("switch-leaf")},
        {QStringLiteral("inband-leaf"), QStringLiteral("switch-leaf")},
        {QStringLiteral("spine"), QStringLiteral("switch-spine")},
        {QStringLiteral("storage-spine"), QStringLiteral("switch-spine")},
        {QStringLiteral("inband-spine"), QStringLiteral("switch-spine")},
        {QStringLiteral("mgmt-spine"), QStringLiteral("switch-spine")},
        {QStringLiteral("core"), QStringLiteral("switch-core")},
        {QStringLiteral("super-spine"), QStringLiteral("switch-core")},
        {QStringLiteral("oob-switch"), QStringLiteral("mgmt-switch")},
        {QStringLiteral("nvswitch"), QStringLiteral("nvswitch-tray")},
        {QStringLiteral("ub-switch"), QStringLiteral("nvswitch-tray")},
        {QStringLiteral("fabric-manager"), QStringLiteral("server")},
        {QStringLiteral("compute"), QStringLiteral("server")},
        {QStringLiteral("head-node"), QStringLiteral("server")},
        {QStringLiteral("gpu"), QStringLiteral("gpu-node")},
        {QStringLiteral("node"), QStringLiteral("gpu-node")},
        {QStringLiteral("su"), QStringLiteral("supernode")},
        {QStringLiteral("scalable-unit"), QStringLiteral("supernode")},
        {QStringLiteral("panel"), QStringLiteral("patch-panel")},
        {QStringLiteral("network"), QStringLiteral("switch-leaf")},
    };
    return map;
}

/// Renders an icon from the SVG at paint time with the colours of a palette: a fixed one, or
/// the application's as it is when the pixmap is asked for.
class TintedSvgEngine final : public QIconEngine
{
public:
    TintedSvgEngine(QString name, QString path, std::optional<QPalette> palette)
        : m_name(std::move(name)), m_path(std::move(path)), m_palette(std::move(palette))
    {
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(state);
        return tinted(m_path, size, colourFor(currentPalette(), mode));
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(state);
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const int side = std::min(rect.width(), rect.height());
        const QPixmap pm =
            tinted(m_path, QSize(side, side), colourFor(currentPalette(), mode), dpr);
        const QRect target(rect.x() + (rect.width() - side) / 2,
                           rect.y() + (rect.height() - side) / 2, side, side);
        painter->drawPixmap(target, pm);
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override
    {
        const int side = std::min(size.width(), size.height());
        return {side, side};
    }

    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        return {QSize(16, 16), QSize(22, 22), QSize(24, 24), QSize(32, 32), QSize(48, 48)};
    }

    QString key() const override { return QStringLiteral("ry-tinted-svg"); }
    QString iconName() override { return m_name; }
    QIconEngine *clone() const override { return new TintedSvgEngine(*this); }

private:
    QPalette currentPalette() const { return m_palette ? *m_palette : QGuiApplication::palette(); }

    QString m_name;
    QString m_path;
    std::optional<QPalette> m_palette;
};

QIcon makeIcon(const QString &name, const QString &path, std::optional<QPalette> palette)
{
    ensureResources();
    if (!QFile::exists(path)) {
        qCWarning(lcIcons) << "no icon" << name << "at" << path;
        return {};
    }
    return QIcon(new TintedSvgEngine(name, path, std::move(palette)));
}

} // namespace

QString actionPath(const QString &name)
{
    return QStringLiteral(":/icons/actions/%1.svg").arg(name);
}

QString objectPath(const QString &iconName)
{
    return QStringLiteral(":/icons/objects/%1.svg").arg(iconName);
}

QColor colourFor(const QPalette &palette, QIcon::Mode mode)
{
    const QColor normal = palette.color(QPalette::Active, QPalette::WindowText);
    switch (mode) {
    case QIcon::Disabled: {
        QColor disabled = palette.color(QPalette::Disabled, QPalette::WindowText);
        if (disabled == normal) // a palette without a disabled group: fade instead
            disabled.setAlphaF(normal.alphaF() * 0.4f);
        return disabled;
    }
    case QIcon::Selected:
        return palette.color(QPalette::Active, QPalette::HighlightedText);
    case QIcon::Normal:
    case QIcon::Active:
        break;
    }
    return normal;
}

QPixmap tinted(const QString &path, const QSize &size, const QColor &colour, qreal devicePixelRatio)
{
    ensureResources();
    if (size.isEmpty())
        return {};
    const QSize device(std::max(1, int(std::lround(size.width() * devicePixelRatio))),
                       std::max(1, int(std::lround(size.height() * devicePixelRatio))));
    const QString cacheKey = QStringLiteral("ry-icon|%1|%2x%3|%4")
                                 .arg(path)
                                 .arg(device.width())
                                 .arg(device.height())
                                 .arg(colour.rgba(), 8, 16, QLatin1Char('0'));
    QPixmap pm;
    if (!QPixmapCache::find(cacheKey, &pm)) {
        QImage img(device, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        QSvgRenderer renderer(path);
        if (renderer.isValid()) {
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            // Keep the SVG's aspect: centre its view box in the square of the smaller side.
            const QSizeF box = renderer.viewBoxF().size();
            QRectF target(QPointF(0, 0), QSizeF(device));
            if (box.width() > 0 && box.height() > 0) {
                const QSizeF fitted = box.scaled(QSizeF(device), Qt::KeepAspectRatio);
                target = QRectF(QPointF((device.width() - fitted.width()) / 2,
                                        (device.height() - fitted.height()) / 2),
                                fitted);
            }
            renderer.render(&p, target);
            // Every painted pixel takes the colour, keeping its coverage (antialiasing, fills
            // drawn with an opacity).
            p.setCompositionMode(QPainter::CompositionMode_SourceIn);
            p.fillRect(img.rect(), colour);
        } else {
            qCWarning(lcIcons) << "cannot render icon" << path;
        }
        pm = QPixmap::fromImage(std::move(img));
        QPixmapCache::insert(cacheKey, pm);
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    return pm;
}

QIcon action(const QString &name)
{
    return makeIcon(name, actionPath(name), std::nullopt);
}

QIcon action(const QString &name, const QPalette &palette)
{
    return makeIcon(name, actionPath(name), palette);
}

QString objectIconName(const QString &kindOrRole)
{
    QString key = kindOrRole.trimmed().toLower();
    if (objectList().contains(key))
        return key;
    if (const auto it = aliasMap().constFind(key); it != aliasMap().constEnd())
        return it.value();
    // Roles the generators may invent later: "<plane>-leaf", "<plane>-spine", "<x>-switch".
    if (key.endsWith(QLatin1String("-leaf")) || key.endsWith(QLatin1String("-switch")))
        return QStringLiteral("switch-leaf");
    if (key.endsWith(QLatin1String("-spine")))
        return QStringLiteral("switch-spine");
    if (key.endsWith(QLatin1String("-core")))
        return QStringLiteral("switch-core");
    return QStringLiteral("device");
}

QIcon object(const QString &kindOrRole)
{
    const QString name = objectIconName(kindOrRole);
    return makeIcon(name, objectPath(name), std::nullopt);
}

QIcon object(const QString &kindOrRole, const QPalette &palette)
{
    const QString name = objectIconName(kindOrRole);
    return makeIcon(name, objectPath(name), palette);
}

QIcon application()
{
    ensureResources();
    // Rendered here rather than through the SVG icon engine plugin, which may not be deployed.
    QIcon icon;
    QSvgRenderer renderer(QStringLiteral(":/icons/railyard.svg"));
    for (const int side : {16, 24, 32, 48, 64, 128, 256}) {
        QImage img(side, side, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        renderer.render(&p, QRectF(0, 0, side, side));
        p.end();
        icon.addPixmap(QPixmap::fromImage(std::move(img)));
    }
    return icon;
}

QStringList actionNames()
{
    return actionList();
}

QStringList objectNames()
{
    return objectList();
}

QStringList objectAliases()
{
    QStringList keys = aliasMap().keys();
    keys.sort();
    return keys;
}

} // namespace ry::gui::icons
