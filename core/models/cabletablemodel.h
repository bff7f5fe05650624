#pragma once

#include "designtablemodel.h"

namespace ry::models {

/// The cable table: one row per Design::cables entry, in the table's order (row i is
/// design().cables.items()[i]; nothing is copied). Label, medium, length, colour and status are
/// editable in place; each edit is one undo step through DesignSession. Sort and filter with a
/// QSortFilterProxyModel (SortRole gives numbers for the numeric columns).
class CableTableModel : public DesignTableModel
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
        BreakoutColumn, ///< legs: "BO-001 leg 2 of 4" (model/breakout.h); read-only
        ColumnCount
    };
    explicit CableTableModel(undo::DesignSession *session, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// Row of cable `id`, or -1.
    int rowOf(Id id) const override;
    Id idAt(int row) const override;

protected:
    int itemCount() const override;
    bool resetsRows(const Change &change) const override;
    Id rowItem(const Change &change) const override;
    bool showsInRows(const Change &change) const override;
};

} // namespace ry::models
