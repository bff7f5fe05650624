#include "designtablemodel.h"

#include "undo/designsession.h"

namespace ry::models {

DesignTableModel::DesignTableModel(undo::DesignSession *session, int columns, QObject *parent)
    : QAbstractTableModel(parent), m_session(session), m_columns(columns)
{
    QObject::connect(session, &undo::DesignSession::aboutToChange, this,
                     &DesignTableModel::onAboutToChange);
    QObject::connect(session, &undo::DesignSession::changed, this, &DesignTableModel::onChanged);
    QObject::connect(session, &undo::DesignSession::aboutToReset, this,
                     [this] { beginResetModel(); });
    QObject::connect(session, &undo::DesignSession::resetDone, this, [this] { endResetModel(); });
}

int DesignTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : itemCount();
}

int DesignTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

bool DesignTableModel::applyEdit(const ChangeSet &cs)
{
    QString error;
    if (!m_session->apply(cs, &error)) {
        Q_EMIT editRefused(error);
        return false;
    }
    return true;
}

void DesignTableModel::onAboutToChange(const ChangeSet &c)
{
    m_resetting = false;
    for (const Change &x : c.changes())
        if (x.op != Change::Op::Modify && resetsRows(x))
            m_resetting = true;
    if (m_resetting)
        beginResetModel();
}

void DesignTableModel::onChanged(const ChangeSet &c, bool ok)
{
    if (m_resetting) {
        endResetModel();
        m_resetting = false;
        return;
    }
    if (!ok || rowCount() == 0)
        return;
    bool others = false;
    for (const Change &x : c.changes()) {
        if (const Id id = rowItem(x)) {
            const int r = rowOf(id);
            if (r >= 0)
                Q_EMIT dataChanged(index(r, 0), index(r, m_columns - 1));
        } else if (showsInRows(x)) {
            others = true;
        }
    }
    if (others)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, m_columns - 1));
}

} // namespace ry::models
