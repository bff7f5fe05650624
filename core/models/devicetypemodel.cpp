#include "devicetypemodel.h"

#include "model/deviceroles.h"
#include "palette.h"
#include "roles.h"
#include "undo/designsession.h"

#include <QMimeData>

namespace ry::models {

DeviceTypeModel::DeviceTypeModel(undo::DesignSession *session, QObject *parent)
    : QAbstractListModel(parent), m_session(session)
{
    auto touches = [](const ChangeSet &c) {
        for (const Change &x : c.changes())
            if (std::holds_alternative<DeviceType>(x.object))
                return true;
        return false;
    };
    QObject::connect(session, &undo::DesignSession::aboutToChange, this,
                     [this, touches](const ChangeSet &c) {
                         m_resetting = touches(c);
                         if (m_resetting)
                             beginResetModel();
                     });
    QObject::connect(session, &undo::DesignSession::changed, this, [this] {
        if (m_resetting)
            endResetModel();
        m_resetting = false;
    });
    QObject::connect(session, &undo::DesignSession::aboutToReset, this,
                     [this] { beginResetModel(); });
    QObject::connect(session, &undo::DesignSession::resetDone, this, [this] { endResetModel(); });
}

int DeviceTypeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_session->design().deviceTypes.size());
}

QVariant DeviceTypeModel::data(const QModelIndex &index, int role) const
{
    const auto &v = m_session->design().deviceTypes.items();
    if (!index.isValid() || std::size_t(index.row()) >= v.size())
        return {};
    const DeviceType &t = v[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 %2 (%3 U)").arg(t.manufacturer, t.model).arg(t.uHeight);
    case Qt::ToolTipRole:
        return tr("%1\n%2 W maximum, %n port(s)", nullptr, int(t.ports.size()))
            .arg(t.slug)
            .arg(t.powerMaxW);
    case IdRole:
        return QVariant::fromValue<qint64>(t.id);
    case Qt::DecorationRole:
        return t.gpuCount > 0 ? palette::roleColour(QString::fromLatin1(kRoleGpuNode))
               : t.radix > 0  ? palette::roleColour(QString::fromLatin1(kRoleLeaf))
                              : palette::roleColour(QString());
    }
    return {};
}

Qt::ItemFlags DeviceTypeModel::flags(const QModelIndex &index) const
{
    return QAbstractListModel::flags(index) |
           (index.isValid() ? Qt::ItemIsDragEnabled : Qt::NoItemFlags);
}

QStringList DeviceTypeModel::mimeTypes() const
{
    return {QString::fromLatin1(kMimeType)};
}

QMimeData *DeviceTypeModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    auto *m = new QMimeData;
    m->setData(QString::fromLatin1(kMimeType),
               QByteArray::number(indexes.constFirst().data(IdRole).toLongLong()));
    return m;
}

} // namespace ry::models
