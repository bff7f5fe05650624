#include "iptablemodel.h"

#include "roles.h"
#include "undo/designsession.h"

namespace ry {

IpTableModel::IpTableModel(DesignSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session)
{
    QObject::connect(session, &DesignSession::aboutToChange, this, &IpTableModel::onAboutToChange);
    QObject::connect(session, &DesignSession::changed, this, &IpTableModel::onChanged);
    QObject::connect(session, &DesignSession::aboutToReset, this, [this] { beginResetModel(); });
    QObject::connect(session, &DesignSession::resetDone, this, [this] { endResetModel(); });
}

int IpTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_session->design().ipAddresses.size());
}

int IpTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int IpTableModel::rowOf(Id id) const
{
    const auto &t = m_session->design().ipAddresses;
    const IpAddress *a = t.find(id);
    return a ? int(a - t.items().data()) : -1;
}

Id IpTableModel::idAt(int row) const
{
    const auto &v = m_session->design().ipAddresses.items();
    return row >= 0 && std::size_t(row) < v.size() ? v[std::size_t(row)].id : 0;
}

QVariant IpTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    switch (section) {
    case AddressColumn:
        return tr("Address");
    case VrfColumn:
        return tr("VRF");
    case PrefixColumn:
        return tr("Prefix");
    case DeviceColumn:
        return tr("Device");
    case InterfaceColumn:
        return tr("Interface");
    case DnsColumn:
        return tr("DNS name");
    }
    return {};
}

Qt::ItemFlags IpTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == AddressColumn || index.column() == DnsColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant IpTableModel::data(const QModelIndex &index, int role) const
{
    const Design &d = m_session->design();
    const auto &v = d.ipAddresses.items();
    if (!index.isValid() || std::size_t(index.row()) >= v.size())
        return {};
    const IpAddress &a = v[std::size_t(index.row())];
    if (role == IdRole)
        return QVariant::fromValue<qint64>(a.id);
    if (role == ChoicesRole)
        return QStringList();
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != SortRole)
        return {};
    const Port *port = d.ports.find(a.portId);
    switch (index.column()) {
    case AddressColumn:
        return a.address;
    case VrfColumn:
        return a.vrf;
    case PrefixColumn:
        if (const Prefix *p = d.prefixes.find(a.prefixId))
            return p->prefix;
        return {};
    case DeviceColumn:
        if (const Device *x = port ? d.devices.find(port->deviceId) : nullptr)
            return x->name;
        return {};
    case InterfaceColumn:
        return port ? (port->ifName.isEmpty() ? port->name : port->ifName) : QString();
    case DnsColumn:
        return a.dnsName;
    }
    return {};
}

bool IpTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const IpAddress *old = m_session->design().ipAddresses.find(idAt(index.row()));
    if (!old)
        return false;
    IpAddress a = *old;
    const QString text = value.toString().trimmed();
    if (index.column() == AddressColumn)
        a.address = text;
    else if (index.column() == DnsColumn)
        a.dnsName = text;
    else
        return false;
    if (a == *old)
        return true;
    ChangeSet cs(tr("Edit address %1").arg(old->address));
    cs.modify(a);
    QString error;
    if (!m_session->apply(cs, &error)) {
        Q_EMIT editRefused(error);
        return false;
    }
    return true;
}

void IpTableModel::onAboutToChange(const ChangeSet &c)
{
    m_resetting = false;
    for (const Change &x : c.changes())
        if (x.op != Change::Op::Modify &&
            (std::holds_alternative<IpAddress>(x.object) ||
             std::holds_alternative<Port>(x.object) || std::holds_alternative<Device>(x.object)))
            m_resetting = true;
    if (m_resetting)
        beginResetModel();
}

void IpTableModel::onChanged(const ChangeSet &c, bool ok)
{
    if (m_resetting) {
        endResetModel();
        m_resetting = false;
        return;
    }
    if (!ok || rowCount() == 0)
        return;
    bool others = false;
    for (const Change &x : c.changes()) {
        if (const auto *a = std::get_if<IpAddress>(&x.object)) {
            const int r = rowOf(a->id);
            if (r >= 0)
                Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
        } else if (!std::holds_alternative<Cable>(x.object)) {
            others = true;
        }
    }
    if (others)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace ry
