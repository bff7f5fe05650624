#include "iptablemodel.h"

#include "roles.h"
#include "undo/designsession.h"

namespace ry::models {

IpTableModel::IpTableModel(undo::DesignSession *session, QObject *parent)
    : DesignTableModel(session, ColumnCount, parent)
{
}

int IpTableModel::itemCount() const
{
    return int(m_session->design().ipAddresses.size());
}

int IpTableModel::rowOf(Id id) const
{
    return rowIn(m_session->design().ipAddresses, id);
}

Id IpTableModel::idAt(int row) const
{
    return idIn(m_session->design().ipAddresses, row);
}

bool IpTableModel::resetsRows(const Change &x) const
{
    return std::holds_alternative<IpAddress>(x.object) || std::holds_alternative<Port>(x.object) ||
           std::holds_alternative<Device>(x.object);
}

Id IpTableModel::rowItem(const Change &x) const
{
    const auto *a = std::get_if<IpAddress>(&x.object);
    return a ? a->id : 0;
}

bool IpTableModel::showsInRows(const Change &x) const
{
    return !std::holds_alternative<Cable>(x.object);
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
    return applyEdit(cs);
}

} // namespace ry::models
