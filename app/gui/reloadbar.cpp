#include "reloadbar.h"

#include <QLabel>

namespace ry::gui {

ReloadBar::ReloadBar(QWidget *parent) : QToolBar(parent), m_label(new QLabel(this))
{
    setObjectName(QStringLiteral("reloadBar"));
    setWindowTitle(tr("File changed"));
    setMovable(false);
    setFloatable(false);
    m_label->setMargin(4);
    addWidget(m_label);
    m_reload = addAction(tr("&Reload"));
    m_reload->setToolTip(tr("Open the file again with the other program's changes."));
    m_dismiss = addAction(tr("Dismiss"));
    connect(m_reload, &QAction::triggered, this, [this] {
        hide();
        emit reloadRequested();
    });
    connect(m_dismiss, &QAction::triggered, this, &QWidget::hide);
    hide();
}

void ReloadBar::offer(const QString &fileName)
{
    m_label->setText(tr("%1 was changed by another program. Edits here are refused until it is "
                        "reloaded.")
                         .arg(fileName));
    show();
}

QString ReloadBar::message() const
{
    return m_label->text();
}

} // namespace ry::gui
