#pragma once

#include "designtablemodel.h"

namespace ry::models {

/// The IP address table: one row per Design::ipAddresses entry (row i is
/// design().ipAddresses.items()[i]). Address and DNS name are editable in place (one undo step
/// each; the Validator checks the address against its prefix and VRF).
class IpTableModel : public DesignTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        AddressColumn,
        VrfColumn,
        PrefixColumn,
        DeviceColumn,
        InterfaceColumn,
        DnsColumn,
        ColumnCount
    };
    explicit IpTableModel(undo::DesignSession *session, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    int rowOf(Id id) const override;
    Id idAt(int row) const override;

protected:
    int itemCount() const override;
    bool resetsRows(const Change &change) const override;
    Id rowItem(const Change &change) const override;
    bool showsInRows(const Change &change) const override;
};

} // namespace ry::models
