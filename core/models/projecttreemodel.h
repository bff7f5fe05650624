#pragma once

#include "model/changeset.h"

#include <QAbstractItemModel>

#include <vector>

namespace ry::undo {
class DesignSession;
}
namespace ry::models {

/// The project explorer's tree over the open design: site > room > row > rack > device, plus a
/// "Not in a rack" branch. A model over the core data (it keeps only the child order, by id),
/// updated from DesignSession's signals: structural edits reset it, renames and status changes
/// emit dataChanged. Column 0 is the name with a status colour (devices) or a power-use colour
/// (racks) as decoration, column 1 the details with counts.
class ProjectTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Kind
    {
        SiteKind = 1,
        RoomKind,
        RowKind,
        RackKind,
        DeviceKind,
        UnrackedKind
    };
    explicit ProjectTreeModel(undo::DesignSession *session, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

    /// The index of an object of `kind` with `id` (column 0), or invalid.
    QModelIndex indexOf(Kind kind, Id id) const;
    static Kind kindOf(const QModelIndex &index);
    static Id idOf(const QModelIndex &index);

private:
    using Key = quint64;
    static Key key(Kind k, Id id) { return (quint64(k) << 56) | quint64(id); }
    static Kind kindOfKey(Key k) { return Kind(k >> 56); }
    static Id idOfKey(Key k) { return Id(k & ((quint64(1) << 56) - 1)); }
    Key parentKey(Key k) const;
    void rebuild();
    bool isStructural(const ChangeSet &c) const;
    void onAboutToChange(const ChangeSet &c);
    void onChanged(const ChangeSet &c, bool ok);

    undo::DesignSession *m_session;
    QHash<Key, std::vector<Key>> m_children; ///< 0 = root
    QHash<Key, int> m_row;                   ///< row of each key within its parent
    bool m_resetting = false;
};

} // namespace ry::models
