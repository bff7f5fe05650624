#pragma once

#include <QToolBar>

class QLabel;

namespace ry::gui {

/// The non-modal bar the main window shows when another program changed the open design's
/// file (DesignSession::changedElsewhere()): it says so and offers to reload it. Edits in this
/// window are refused meanwhile (stale writer), so reloading loses nothing but the undo history.
class ReloadBar : public QToolBar
{
    Q_OBJECT
public:
    explicit ReloadBar(QWidget *parent = nullptr);

    /// Shows the bar for the file `fileName` (the name only, for the message).
    void offer(const QString &fileName);
    QAction *reloadAction() const { return m_reload; }
    QAction *dismissAction() const { return m_dismiss; }
    QString message() const;

signals:
    /// The user asked to reload the file; the bar has hidden itself.
    void reloadRequested();

private:
    QLabel *m_label = nullptr;
    QAction *m_reload = nullptr;
    QAction *m_dismiss = nullptr;
};

} // namespace ry::gui
