#pragma once

#include "model/entities.h"

#include <QWidget>

class QAbstractItemModel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QLabel;

namespace ry::gui {

/// A sortable, filterable table over one of the core item models (CableTableModel,
/// IpTableModel): a filter field that matches every column, multi-selection, in-place editing
/// with a drop-down for enumerated columns (ChoicesRole), and a row count.
class TableTab : public QWidget
{
    Q_OBJECT

public:
    explicit TableTab(QWidget *parent = nullptr);
    /// Shows `model` (not owned). Passing nullptr empties the table.
    void setModel(QAbstractItemModel *model);
    /// Filters rows: every column is searched for `text` (case-insensitive, plain text).
    void setFilter(const QString &text);
    /// Selects and scrolls to the row whose IdRole is `id` (clears the filter if it hides it).
    bool selectId(Id id);
    /// Ids of the selected rows.
    QList<Id> selectedIds() const;

    QTableView *table() const { return m_table; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }

private:
    void updateCount();
    QLineEdit *m_filter;
    QTableView *m_table;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_count;
};

} // namespace ry::gui
