#pragma once

#include "model/changeset.h"

#include <QAbstractTableModel>

namespace ry {

class DesignSession;

/// The IP address table: one row per Design::ipAddresses entry (row i is
/// design().ipAddresses.items()[i]). Address and DNS name are editable in place (one undo step
/// each; the Validator checks the address against its prefix and VRF).
class IpTableModel : public QAbstractTableModel
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
    explicit IpTableModel(DesignSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    int rowOf(Id id) const;
    Id idAt(int row) const;

Q_SIGNALS:
    void editRefused(const QString &message);

private:
    void onAboutToChange(const ChangeSet &c);
    void onChanged(const ChangeSet &c, bool ok);
    DesignSession *m_session;
    bool m_resetting = false;
};

} // namespace ry
