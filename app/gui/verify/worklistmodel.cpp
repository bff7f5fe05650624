#include "worklistmodel.h"

#include "verify/overlay.h"

#include <QBrush>
#include <QColor>

namespace ry::gui {

// Internal ids: 0 for rack rows; rack index + 1 for finding rows (their parent).

WorkListModel::WorkListModel(QObject *parent) : QAbstractItemModel(parent) {}

void WorkListModel::setWorkList(const verify::WorkList &list, const Design *design)
{
    beginResetModel();
    m_list = list;
    m_design = design;
    endResetModel();
}

void WorkListModel::refreshStatuses()
{
    for (int r = 0; r < int(m_list.racks.size()); ++r) {
        const QModelIndex rack = index(r, 0);
        const int n = rowCount(rack);
        if (n > 0)
            emit dataChanged(index(0, Status, rack), index(n - 1, Status, rack));
    }
}

const verify::WorkListItem *WorkListModel::itemAt(const QModelIndex &idx) const
{
    if (!idx.isValid() || idx.internalId() == 0)
        return nullptr;
    const std::size_t rack = std::size_t(idx.internalId() - 1);
    if (rack >= m_list.racks.size() || std::size_t(idx.row()) >= m_list.racks[rack].items.size())
        return nullptr;
    return &m_list.racks[rack].items[std::size_t(idx.row())];
}

QModelIndex WorkListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_list.racks.size()) ? createIndex(row, column, quintptr(0))
                                              : QModelIndex();
    if (parent.internalId() != 0 || parent.row() >= int(m_list.racks.size()))
        return {};
    if (row >= int(m_list.racks[std::size_t(parent.row())].items.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex WorkListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int WorkListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_list.racks.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_list.racks[std::size_t(parent.row())].items.size());
}

int WorkListModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString WorkListModel::statusText(const verify::WorkListItem &item) const
{
    if (!m_design)
        return {};
    QStringList s;
    for (Id id : item.finding.cableIds)
        if (const ry::Cable *c = m_design->cables.find(id))
            if (!s.contains(toString(c->status)))
                s << toString(c->status);
    return s.join(QLatin1String(", "));
}

QVariant WorkListModel::data(const QModelIndex &idx, int role) const
{
    if (!idx.isValid())
        return {};
    if (idx.internalId() == 0) {
        if (idx.row() >= int(m_list.racks.size()))
            return {};
        const verify::WorkListRack &r = m_list.racks[std::size_t(idx.row())];
        if (role == Qt::DisplayRole && idx.column() == Location)
            return r.rack.isEmpty()
                       ? tr("Not racked / not in the design")
                       : tr("Rack %1 (%n items)", nullptr, int(r.items.size())).arg(r.rack);
        if (role == RackIdRole)
            return qint64(r.rackId);
        return {};
    }
    const verify::WorkListItem *item = itemAt(idx);
    if (!item)
        return {};
    const verify::CableFinding &f = item->finding;
    switch (role) {
    case Qt::DisplayRole:
        switch (idx.column()) {
        case Location:
            return f.position > 0 ? tr("U%1").arg(f.position) : QString();
        case Device:
            return f.device;
        case Port:
            return f.port;
        case Finding:
            return verify::findingKindLabel(f.kind);
        case Cable:
            return item->swappedWith.isEmpty()
                       ? item->cableLabels
                       : tr("%1 (crossed with %2)").arg(item->cableLabels, item->swappedWith);
        case Status:
            return statusText(*item);
        case Explanation:
            return f.explanation;
        }
        return {};
    case Qt::ToolTipRole:
        return f.explanation;
    case Qt::ForegroundRole:
        if (idx.column() == Finding)
            return QBrush(verify::findingColour(f.kind));
        return {};
    case CableIdsRole: {
        QList<qint64> ids;
        for (Id c : f.cableIds)
            ids << qint64(c);
        return QVariant::fromValue(ids);
    }
    case DeviceIdRole:
        return qint64(f.deviceId);
    case KindRole:
        return int(f.kind);
    case RackIdRole:
        return qint64(f.rackId);
    }
    return {};
}

QVariant WorkListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Location:
        return tr("Rack / U");
    case Device:
        return tr("Device");
    case Port:
        return tr("Port");
    case Finding:
        return tr("Finding");
    case Cable:
        return tr("Cable");
    case Status:
        return tr("Status");
    case Explanation:
        return tr("What to do");
    }
    return {};
}

} // namespace ry::gui
