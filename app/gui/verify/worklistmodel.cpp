#include "worklistmodel.h"

#include "verify/overlay.h"

#include <QBrush>
#include <QColor>

namespace ry::gui {

// Internal ids: 0 for group rows (the racks, then "could not be verified"); group index + 1 for
// item rows (their parent).

WorkListModel::WorkListModel(QObject *parent) : QAbstractItemModel(parent) {}

void WorkListModel::setWorkList(const verify::WorkList &list, const Design *design)
{
    beginResetModel();
    m_list = list;
    m_design = design;
    endResetModel();
}

int WorkListModel::groupCount() const
{
    return int(m_list.racks.size()) + (m_list.unverifiable.empty() ? 0 : 1);
}

bool WorkListModel::isUnverifiableGroup(int group) const
{
    return !m_list.unverifiable.empty() && group == int(m_list.racks.size());
}

const std::vector<verify::WorkListItem> *WorkListModel::itemsOf(int group) const
{
    if (group < 0 || group >= groupCount())
        return nullptr;
    return isUnverifiableGroup(group) ? &m_list.unverifiable
                                      : &m_list.racks[std::size_t(group)].items;
}

void WorkListModel::refreshStatuses()
{
    for (int r = 0; r < groupCount(); ++r) {
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
    const std::vector<verify::WorkListItem> *items = itemsOf(int(idx.internalId() - 1));
    if (!items || std::size_t(idx.row()) >= items->size())
        return nullptr;
    return &(*items)[std::size_t(idx.row())];
}

QModelIndex WorkListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < groupCount() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0)
        return {};
    const std::vector<verify::WorkListItem> *items = itemsOf(parent.row());
    if (!items || row >= int(items->size()))
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
        return groupCount();
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    const std::vector<verify::WorkListItem> *items = itemsOf(parent.row());
    return items ? int(items->size()) : 0;
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
    for (Id id : item.cableIds)
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
        if (idx.row() >= groupCount())
            return {};
        if (isUnverifiableGroup(idx.row())) {
            if (role == Qt::DisplayRole && idx.column() == Location)
                return tr("Could not be verified (%1), not work items")
                    .arg(m_list.unverifiable.size());
            if (role == Qt::ToolTipRole)
                return tr("Observations that could not be resolved to the design: fix the port "
                          "name mapping or the node descriptions and check again.");
            return {};
        }
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
            return item->at.position > 0 ? tr("U%1").arg(item->at.position) : QString();
        case Device:
            return item->at2.device.isEmpty() || item->at2.deviceId == item->at.deviceId
                       ? item->at.device
                       : item->at.device + QLatin1String(" / ") + item->at2.device;
        case Port:
            return item->at2.device.isEmpty()
                       ? item->at.port
                       : item->at.port + QLatin1String(" / ") + item->at2.port;
        case Finding:
            return item->notSeenLinks > 0 ? tr("not seen") : verify::findingKindLabel(f.kind);
        case Cable:
            return item->swappedWith.isEmpty() || !item->at2.device.isEmpty()
                       ? item->cableLabels
                       : tr("%1 (crossed with %2)").arg(item->cableLabels, item->swappedWith);
        case Status:
            return statusText(*item);
        case Action:
            return item->action;
        case OtherEnd:
            return item->otherEnd;
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
        for (Id c : item->cableIds)
            ids << qint64(c);
        return QVariant::fromValue(ids);
    }
    case DeviceIdRole:
        return qint64(item->at.deviceId);
    case KindRole:
        return int(f.kind);
    case RackIdRole:
        return qint64(item->at.rackId);
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
    case Action:
        return tr("What to do");
    case OtherEnd:
        return tr("Other end");
    case Explanation:
        return tr("What was seen");
    }
    return {};
}

} // namespace ry::gui
