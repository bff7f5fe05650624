#pragma once

#include <QIcon>
#include <QPalette>
#include <QSize>
#include <QString>
#include <QStringList>

class QColor;

/// Railyard's icon set (resources/icons, Qt resource prefix /icons): monochrome 24x24 line icons
/// drawn in one placeholder colour and tinted when they are rendered, so that they follow the
/// palette (light and dark). Normal and Active modes use the palette's WindowText, Disabled the
/// Disabled WindowText (or a faded WindowText where a palette gives both the same colour),
/// Selected the HighlightedText. Pixmaps are rendered from the SVG at the size asked for (device
/// pixels) and kept in QPixmapCache. GUI thread only.
namespace ry::gui::icons {

/// A toolbar or menu action's icon, e.g. "open", "export", "undo", "validate" (actionNames()).
/// The icon follows the application palette at paint time, so a switch between light and dark
/// needs no reload. Unknown names give a null QIcon (and a warning).
QIcon action(const QString &name);
/// The same with the colours of @p palette, fixed (for a widget with a palette of its own).
QIcon action(const QString &name, const QPalette &palette);

/// The icon of an object kind in the explorer or of a device role: "site", "room", "row", "rack",
/// "su", "supernode", "plane", "rail", "cable", and roles such as "gpu-node", "leaf", "spine",
/// "core", "mgmt-switch", "storage", "patch-panel", "pdu", "nvswitch-tray" (objectIconName()).
/// Never null: an unknown kind gets the generic "device" icon.
QIcon object(const QString &kindOrRole);
QIcon object(const QString &kindOrRole, const QPalette &palette);

/// The application icon (colour, not tinted).
QIcon application();

/// The icon file an object kind or role maps to: "leaf", "storage-leaf" -> "switch-leaf",
/// "spine", "mgmt-spine" -> "switch-spine", "core" -> "switch-core", "fabric-manager" ->
/// "server", "ub-switch" -> "nvswitch-tray", "su" -> "supernode", unknown -> "device".
/// Case-insensitive.
QString objectIconName(const QString &kindOrRole);

/// Every action icon name, in the order of the contact sheet.
QStringList actionNames();
/// Every object icon name (the files under objects/; objectIconName() maps onto these).
QStringList objectNames();
/// The kinds and roles objectIconName() knows besides the icon names themselves.
QStringList objectAliases();

/// The resource path of an icon: ":/icons/actions/open.svg", ":/icons/objects/rack.svg".
QString actionPath(const QString &name);
QString objectPath(const QString &iconName);

/// Renders the SVG at @p path into a pixmap of @p size device-independent pixels at
/// @p devicePixelRatio, every painted pixel in @p colour (alpha kept). Cached.
QPixmap tinted(const QString &path, const QSize &size, const QColor &colour,
               qreal devicePixelRatio = 1.0);

/// The colour an icon is drawn in for @p mode under @p palette.
QColor colourFor(const QPalette &palette, QIcon::Mode mode);

} // namespace ry::gui::icons
