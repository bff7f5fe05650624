#include "explorerdelegate.h"

#include "icons.h"
#include "models/projecttreemodel.h"
#include "undo/designsession.h"

#include <QPixmapCache>

namespace ry::gui {

ExplorerDelegate::ExplorerDelegate(undo::DesignSession *session, QObject *parent)
    : QStyledItemDelegate(parent), m_session(session)
{
}

void ExplorerDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != 0)
        return;
    QString kind;
    switch (models::ProjectTreeModel::kindOf(index)) {
    case models::ProjectTreeModel::SiteKind:
        kind = QStringLiteral("site");
        break;
    case models::ProjectTreeModel::RoomKind:
        kind = QStringLiteral("room");
        break;
    case models::ProjectTreeModel::RowKind:
        kind = QStringLiteral("row");
        break;
    case models::ProjectTreeModel::RackKind:
        kind = QStringLiteral("rack");
        break;
    case models::ProjectTreeModel::DeviceKind:
        if (m_session)
            if (const Device *d =
                    m_session->design().devices.find(models::ProjectTreeModel::idOf(index)))
                kind = d->role;
        if (kind.isEmpty())
            kind = QStringLiteral("device");
        break;
    case models::ProjectTreeModel::UnrackedKind:
        kind = QStringLiteral("device");
        break;
    }
    const QVariant deco = index.data(Qt::DecorationRole);
    const QColor colour = deco.canConvert<QColor>() ? deco.value<QColor>()
                                                    : option->palette.color(QPalette::WindowText);
    const QSize size = option->decorationSize.isValid() ? option->decorationSize : QSize(16, 16);
    const QString path = icons::objectPath(icons::objectIconName(kind));
    QIcon icon;
    icon.addPixmap(icons::tinted(path, size, colour));
    option->icon = icon;
    option->features |= QStyleOptionViewItem::HasDecoration;
}

} // namespace ry::gui
