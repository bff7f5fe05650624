#pragma once

#include "verify/worklist.h"

#include <QAbstractItemModel>

namespace ry::gui {

/// The technician's work list as a two-level item model: one top-level row per rack where there
/// is work (pull order), one child row per item (from the top U down; a crossed pair is one
/// row), then, when there are any, a last top-level row "could not be verified" holding the
/// unverifiable findings, which are not work items. Item rows show where the work is
/// (WorkListItem::at). Columns: see Column.
class WorkListModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        Location, ///< rack (top level) / U where the work is (items)
        Device,
        Port,
        Finding,
        Cable,
        Status,   ///< current Cable::status of the item's planned cable(s)
        Action,   ///< what to do (WorkListItem::action)
        OtherEnd, ///< the cable's other end, with rack and U
        Explanation,
        ColumnCount
    };
    enum Role
    {
        CableIdsRole = Qt::UserRole + 1, ///< QList<qint64>: the item's planned cables
        DeviceIdRole,                    ///< qint64: the device where the work is (0 = none)
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
    /// True when top-level row `group` is the "could not be verified" group.
    bool isUnverifiableGroup(int group) const;
    /// The item behind an item row; nullptr for a group row or an invalid index.
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
    int groupCount() const;
    const std::vector<verify::WorkListItem> *itemsOf(int group) const;
    verify::WorkList m_list;
    const Design *m_design = nullptr;
};

} // namespace ry::gui
