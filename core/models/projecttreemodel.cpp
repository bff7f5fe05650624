#include "projecttreemodel.h"

#include "palette.h"
#include "roles.h"
#include "undo/designsession.h"
#include "undo/edits.h"

#include <QLocale>

#include <algorithm>

namespace ry::models {

ProjectTreeModel::ProjectTreeModel(undo::DesignSession *session, QObject *parent)
    : QAbstractItemModel(parent), m_session(session)
{
    rebuild();
    QObject::connect(session, &undo::DesignSession::aboutToChange, this,
                     &ProjectTreeModel::onAboutToChange);
    QObject::connect(session, &undo::DesignSession::changed, this, &ProjectTreeModel::onChanged);
    QObject::connect(session, &undo::DesignSession::aboutToReset, this,
                     [this] { beginResetModel(); });
    QObject::connect(session, &undo::DesignSession::resetDone, this, [this] {
        rebuild();
        endResetModel();
    });
}

void ProjectTreeModel::rebuild()
{
    m_children.clear();
    m_row.clear();
    const Design &d = m_session->design();
    auto add = [&](Key parent, Key child) {
        auto &v = m_children[parent];
        m_row.insert(child, int(v.size()));
        v.push_back(child);
    };
    for (const Site &s : d.sites)
        add(0, key(SiteKind, s.id));
    for (const Room &r : d.rooms)
        add(d.sites.contains(r.siteId) ? key(SiteKind, r.siteId) : 0, key(RoomKind, r.id));
    std::vector<const Row *> rows;
    for (const Row &r : d.rows)
        rows.push_back(&r);
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row *a, const Row *b) { return a->index < b->index; });
    for (const Row *r : rows)
        add(d.rooms.contains(r->roomId) ? key(RoomKind, r->roomId) : 0, key(RowKind, r->id));
    std::vector<const Rack *> racks;
    for (const Rack &r : d.racks)
        racks.push_back(&r);
    std::stable_sort(racks.begin(), racks.end(),
                     [](const Rack *a, const Rack *b) { return a->position < b->position; });
    for (const Rack *r : racks)
        add(d.rows.contains(r->rowId) ? key(RowKind, r->rowId) : 0, key(RackKind, r->id));
    std::vector<const Device *> devices;
    for (const Device &x : d.devices)
        devices.push_back(&x);
    // Top of the rack first, as the rack elevation reads.
    std::stable_sort(devices.begin(), devices.end(), [](const Device *a, const Device *b) {
        return a->rackId != b->rackId ? a->rackId < b->rackId : a->position > b->position;
    });
    bool unracked = false;
    for (const Device *x : devices) {
        if (d.racks.contains(x->rackId)) {
            add(key(RackKind, x->rackId), key(DeviceKind, x->id));
        } else {
            if (!unracked) {
                add(0, key(UnrackedKind, 0));
                unracked = true;
            }
            add(key(UnrackedKind, 0), key(DeviceKind, x->id));
        }
    }
}

ProjectTreeModel::Key ProjectTreeModel::parentKey(Key k) const
{
    const Design &d = m_session->design();
    const Id id = idOfKey(k);
    switch (kindOfKey(k)) {
    case SiteKind:
    case UnrackedKind:
        return 0;
    case RoomKind:
        if (const Room *r = d.rooms.find(id); r && d.sites.contains(r->siteId))
            return key(SiteKind, r->siteId);
        return 0;
    case RowKind:
        if (const Row *r = d.rows.find(id); r && d.rooms.contains(r->roomId))
            return key(RoomKind, r->roomId);
        return 0;
    case RackKind:
        if (const Rack *r = d.racks.find(id); r && d.rows.contains(r->rowId))
            return key(RowKind, r->rowId);
        return 0;
    case DeviceKind:
        if (const Device *x = d.devices.find(id); x && d.racks.contains(x->rackId))
            return key(RackKind, x->rackId);
        return key(UnrackedKind, 0);
    }
    return 0;
}

QModelIndex ProjectTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= 2 || row < 0 || (parent.isValid() && parent.column() != 0))
        return {};
    const Key p = parent.isValid() ? Key(parent.internalId()) : 0;
    auto it = m_children.constFind(p);
    if (it == m_children.cend() || std::size_t(row) >= it->size())
        return {};
    return createIndex(row, column, quintptr((*it)[std::size_t(row)]));
}

QModelIndex ProjectTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Key p = parentKey(Key(child.internalId()));
    if (p == 0)
        return {};
    return createIndex(m_row.value(p), 0, quintptr(p));
}

int ProjectTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Key p = parent.isValid() ? Key(parent.internalId()) : 0;
    auto it = m_children.constFind(p);
    return it == m_children.cend() ? 0 : int(it->size());
}

int ProjectTreeModel::columnCount(const QModelIndex &) const
{
    return 2;
}

QVariant ProjectTreeModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == 0 ? tr("Name") : tr("Details");
}

ProjectTreeModel::Kind ProjectTreeModel::kindOf(const QModelIndex &index)
{
    return index.isValid() ? kindOfKey(Key(index.internalId())) : Kind(0);
}

Id ProjectTreeModel::idOf(const QModelIndex &index)
{
    return index.isValid() ? idOfKey(Key(index.internalId())) : 0;
}

QModelIndex ProjectTreeModel::indexOf(Kind kind, Id id) const
{
    const Key k = key(kind, id);
    auto it = m_row.constFind(k);
    if (it == m_row.cend())
        return {};
    return createIndex(*it, 0, quintptr(k));
}

QVariant ProjectTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Design &d = m_session->design();
    const Key k = Key(index.internalId());
    const Kind kind = kindOfKey(k);
    const Id id = idOfKey(k);
    if (role == IdRole)
        return QVariant::fromValue<qint64>(id);
    if (role == KindRole)
        return int(kind);
    const int children = int(m_children.value(k).size());
    const bool col0 = index.column() == 0;
    switch (kind) {
    case SiteKind:
        if (const Site *s = d.sites.find(id)) {
            if (role == Qt::DisplayRole)
                return col0 ? s->name : tr("site, %n room(s)", nullptr, children);
            if (role == Qt::ToolTipRole)
                return s->description;
        }
        break;
    case RoomKind:
        if (const Room *r = d.rooms.find(id); r && role == Qt::DisplayRole)
            return col0 ? r->name : tr("room, %n row(s)", nullptr, children);
        break;
    case RowKind:
        if (const Row *r = d.rows.find(id); r && role == Qt::DisplayRole)
            return col0 ? r->name : tr("row, %n rack(s)", nullptr, children);
        break;
    case RackKind:
        if (const Rack *r = d.racks.find(id)) {
            if (role == Qt::DisplayRole && col0)
                return r->name;
            const double w = undo::edits::rackPowerW(d, id);
            if (role == Qt::DisplayRole) {
                QString s = tr("%1 U, %n device(s)", nullptr, children).arg(r->uHeight);
                if (r->powerBudgetW > 0)
                    s += tr(", %1 of %2 kW")
                             .arg(QLocale().toString(w / 1000, 'f', 1),
                                  QLocale().toString(r->powerBudgetW / 1000, 'f', 1));
                return s;
            }
            if (role == Qt::DecorationRole && col0)
                return palette::powerUseColour(w, r->powerBudgetW);
            if (role == Qt::ToolTipRole)
                return tr("Maximum power %1 W, budget %2 W")
                    .arg(QLocale().toString(w, 'f', 0),
                         QLocale().toString(r->powerBudgetW, 'f', 0));
        }
        break;
    case DeviceKind:
        if (const Device *x = d.devices.find(id)) {
            if (role == Qt::DisplayRole) {
                if (col0)
                    return x->name;
                const DeviceType *t = d.deviceTypes.find(x->deviceTypeId);
                const QString type = t ? t->model : QString();
                return x->position > 0 ? tr("U%1 %2, %3, %4")
                                             .arg(QLocale().toString(x->position), x->role, type,
                                                  toString(x->status))
                                       : tr("%1, %2, %3").arg(x->role, type, toString(x->status));
            }
            if (role == Qt::DecorationRole && col0)
                return palette::deviceStatusColour(x->status);
            if (role == Qt::ToolTipRole)
                return tr("Status: %1").arg(toString(x->status));
        }
        break;
    case UnrackedKind:
        if (role == Qt::DisplayRole)
            return col0 ? tr("Not in a rack") : tr("%n device(s)", nullptr, children);
        break;
    }
    return {};
}

bool ProjectTreeModel::isStructural(const ChangeSet &c) const
{
    const Design &d = m_session->design();
    for (const Change &x : c.changes()) {
        const bool structural = std::visit(
            [&](const auto &o) -> bool {
                using T = std::decay_t<decltype(o)>;
                if constexpr (std::is_same_v<T, Site> || std::is_same_v<T, Room> ||
                              std::is_same_v<T, Row> || std::is_same_v<T, Rack> ||
                              std::is_same_v<T, Device>) {
                    if (x.op != Change::Op::Modify)
                        return true;
                    const T *old = tableOf<T>(d).find(o.id);
                    if (!old)
                        return true;
                    if constexpr (std::is_same_v<T, Room>)
                        return old->siteId != o.siteId;
                    else if constexpr (std::is_same_v<T, Row>)
                        return old->roomId != o.roomId || old->index != o.index;
                    else if constexpr (std::is_same_v<T, Rack>)
                        return old->rowId != o.rowId || old->position != o.position;
                    else if constexpr (std::is_same_v<T, Device>)
                        return old->rackId != o.rackId || old->position != o.position;
                    return false;
                }
                return false;
            },
            x.object);
        if (structural)
            return true;
    }
    return false;
}

void ProjectTreeModel::onAboutToChange(const ChangeSet &c)
{
    m_resetting = isStructural(c);
    if (m_resetting)
        beginResetModel();
}

void ProjectTreeModel::onChanged(const ChangeSet &c, bool ok)
{
    if (m_resetting) {
        rebuild();
        endResetModel();
        m_resetting = false;
        return;
    }
    if (!ok)
        return;
    // Names, statuses, types and power: repaint the touched rows and their racks.
    for (const Change &x : c.changes()) {
        QModelIndex i;
        if (const auto *dev = std::get_if<Device>(&x.object)) {
            i = indexOf(DeviceKind, dev->id);
            const QModelIndex rack = indexOf(RackKind, dev->rackId);
            if (rack.isValid())
                Q_EMIT dataChanged(rack, rack.siblingAtColumn(1));
        } else if (const auto *s = std::get_if<Site>(&x.object)) {
            i = indexOf(SiteKind, s->id);
        } else if (const auto *r = std::get_if<Room>(&x.object)) {
            i = indexOf(RoomKind, r->id);
        } else if (const auto *r = std::get_if<Row>(&x.object)) {
            i = indexOf(RowKind, r->id);
        } else if (const auto *r = std::get_if<Rack>(&x.object)) {
            i = indexOf(RackKind, r->id);
        }
        if (i.isValid())
            Q_EMIT dataChanged(i, i.siblingAtColumn(1));
    }
}

} // namespace ry::models
