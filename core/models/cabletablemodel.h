#pragma once

#include "model/changeset.h"

#include <QAbstractTableModel>

namespace ry {

class DesignSession;

/// The cable table: one row per Design::cables entry, in the table's order (row i is
/// design().cables.items()[i]; nothing is copied). Label, medium, length, colour and status are
/// editable in place; each edit is one undo step through DesignSession. Sort and filter with a
/// QSortFilterProxyModel (SortRole gives numbers for the numeric columns).
class CableTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LabelColumn,
        ADeviceColumn,
        APortColumn,
        BDeviceColumn,
        BPortColumn,
        RailColumn,
        MediumColumn,
        LengthColumn,
        ColourColumn,
        StatusColumn,
        ColumnCount
    };
    explicit CableTableModel(DesignSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// Row of cable `id`, or -1.
    int rowOf(Id id) const;
    Id idAt(int row) const;

Q_SIGNALS:
    /// An in-place edit broke a rule; the message names it. The design is unchanged.
    void editRefused(const QString &message);

private:
    void onAboutToChange(const ChangeSet &c);
    void onChanged(const ChangeSet &c, bool ok);
    DesignSession *m_session;
    bool m_resetting = false;
};

} // namespace ry
