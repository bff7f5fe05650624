#pragma once

#include <QStyledItemDelegate>

namespace ry::undo {
class DesignSession;
}
namespace ry::gui {

/// Draws the project explorer's icons: one per kind of object (site, room, row, rack, and the
/// device's role), tinted with the colour ProjectTreeModel gives as decoration (a device's
/// status, a rack's power use against its budget), so the explorer shows both what a thing is
/// and how it is doing. Rows without a colour get the palette's text colour.
class ExplorerDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    ExplorerDelegate(undo::DesignSession *session, QObject *parent = nullptr);
    void setSession(undo::DesignSession *session) { m_session = session; }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    undo::DesignSession *m_session;
};

} // namespace ry::gui
