#include "connectdialog.h"

#include "model/design.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>

namespace ry::gui {

namespace {

/// The port "device:port" in `d`, or 0.
Id findPort(const Design &d, const QString &spec)
{
    const Device *x = d.deviceByName(spec.section(QLatin1Char(':'), 0, 0).trimmed());
    if (!x)
        return 0;
    for (const Port *p : d.portsOf(x->id))
        if (p->name == spec.section(QLatin1Char(':'), 1).trimmed())
            return p->id;
    return 0;
}

} // namespace

ConnectDialog::ConnectDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Connect ports"));
    auto *form = new QFormLayout(this);
    m_a = new QLineEdit(this);
    m_b = new QLineEdit(this);
    m_a->setPlaceholderText(tr("device:port"));
    m_b->setPlaceholderText(tr("device:port"));
    m_medium = new QComboBox(this);
    for (auto m : {Medium::DAC, Medium::ACC, Medium::AOC, Medium::MMF, Medium::SMF, Medium::Copper})
        m_medium->addItem(toString(m), int(m));
    m_length = new QDoubleSpinBox(this);
    m_length->setRange(0, 2000);
    m_length->setValue(3);
    m_length->setSuffix(tr(" m"));
    m_label = new QLineEdit(this);
    form->addRow(tr("A end"), m_a);
    form->addRow(tr("B end"), m_b);
    form->addRow(tr("Medium"), m_medium);
    form->addRow(tr("Length"), m_length);
    form->addRow(tr("Label"), m_label);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

Id ConnectDialog::aPort(const Design &design) const
{
    return findPort(design, m_a->text());
}

Id ConnectDialog::bPort(const Design &design) const
{
    return findPort(design, m_b->text());
}

Medium ConnectDialog::medium() const
{
    return Medium(m_medium->currentData().toInt());
}

double ConnectDialog::lengthM() const
{
    return m_length->value();
}

QString ConnectDialog::label() const
{
    return m_label->text().trimmed();
}

} // namespace ry::gui
