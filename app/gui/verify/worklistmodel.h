#pragma once

#include "verify/worklist.h"

#include <QAbstractItemModel>

namespace ry::gui {

/// The technician's work list as a two-level item model: one top-level row per rack (pull
/// order), one child row per finding (from the top U down). Columns: see Column.
class WorkListModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        Location, ///< rack (top level) / U (findings)
        Device,
        Port,
        Finding,
        Cable,
        Status, ///< current Cable::status of the finding's planned cable(s)
        Explanation,
        ColumnCount
    };
    enum Role
    {
        CableIdsRole = Qt::UserRole + 1, ///< QList<qint64>: the finding's planned cables
        DeviceIdRole,                    ///< qint64: the anchor device (0 = none)
        KindRole,                        ///< int: CableFinding::Kind
        RackIdRole,                      ///< qint64
    };

    explicit WorkListModel(QObject *parent = nullptr);

    /// Shows `list`; cable statuses are read from `design` (which must outlive the model or be
    /// replaced by the next call).
    void setWorkList(const verify::WorkList &list, const Design *design);
    /// Re-reads the cable statuses after the design changed.
    void refreshStatuses();
    const verify::WorkList &workList() const { return m_list; }
    /// The item behind a finding row; nullptr for a rack row or an invalid index.
    const verify::WorkListItem *itemAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString statusText(const verify::WorkListItem &item) const;
    verify::WorkList m_list;
    const Design *m_design = nullptr;
};

} // namespace ry::gui
