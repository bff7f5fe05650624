#include "explorerdelegate.h"

#include "icons.h"
#include "models/projecttreemodel.h"
#include "undo/designsession.h"

#include <QPixmapCache>

namespace ry {

ExplorerDelegate::ExplorerDelegate(DesignSession *session, QObject *parent)
    : QStyledItemDelegate(parent), m_session(session)
{
}

void ExplorerDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != 0)
        return;
    QString kind;
    switch (ProjectTreeModel::kindOf(index)) {
    case ProjectTreeModel::SiteKind:
        kind = QStringLiteral("site");
        break;
    case ProjectTreeModel::RoomKind:
        kind = QStringLiteral("room");
        break;
    case ProjectTreeModel::RowKind:
        kind = QStringLiteral("row");
        break;
    case ProjectTreeModel::RackKind:
        kind = QStringLiteral("rack");
        break;
    case ProjectTreeModel::DeviceKind:
        if (m_session)
            if (const Device *d = m_session->design().devices.find(ProjectTreeModel::idOf(index)))
                kind = d->role;
        if (kind.isEmpty())
            kind = QStringLiteral("device");
        break;
    case ProjectTreeModel::UnrackedKind:
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

} // namespace ry
