#pragma once

#include "model/changeset.h"

#include <QAbstractTableModel>

namespace ry::undo {
class DesignSession;
}
namespace ry::models {

/// What the cable and IP address tables share: one row per item of one Design table (row i is
/// items()[i]; nothing is copied), kept current from DesignSession's signals (a reset when rows
/// come or go, dataChanged for edits), and in-place edits applied as one undo step each.
/// Subclasses say which changes touch their rows.
class DesignTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;

    /// Row of the item `id`, or -1.
    virtual int rowOf(Id id) const = 0;
    /// Id of the item in `row`, or 0.
    virtual Id idAt(int row) const = 0;

Q_SIGNALS:
    /// An in-place edit broke a rule; the message names it. The design is unchanged.
    void editRefused(const QString &message);

protected:
    DesignTableModel(undo::DesignSession *session, int columns, QObject *parent);

    /// Items in the table.
    virtual int itemCount() const = 0;
    /// True when `change` adds or removes rows or changes what many rows show, so that the
    /// model resets (called for changes that are not a Modify).
    virtual bool resetsRows(const Change &change) const = 0;
    /// The id of the row item `change` modifies, or 0 when it is not of the row kind.
    virtual Id rowItem(const Change &change) const = 0;
    /// True when a modify of this other object can show in any row (a renamed device).
    virtual bool showsInRows(const Change &change) const = 0;

    /// Applies `cs` through the session; on refusal emits editRefused and returns false.
    bool applyEdit(const ChangeSet &cs);

    /// rowOf() and idAt() over a Design table.
    template<typename T>
    static int rowIn(const Table<T> &t, Id id)
    {
        const T *x = t.find(id);
        return x ? int(x - t.items().data()) : -1;
    }
    template<typename T>
    static Id idIn(const Table<T> &t, int row)
    {
        const auto &v = t.items();
        return row >= 0 && std::size_t(row) < v.size() ? v[std::size_t(row)].id : 0;
    }

    undo::DesignSession *m_session;

private:
    void onAboutToChange(const ChangeSet &c);
    void onChanged(const ChangeSet &c, bool ok);
    int m_columns;
    bool m_resetting = false;
};

} // namespace ry::models
