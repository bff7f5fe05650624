#include "connectdialog.h"

#include "model/design.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>

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
    m_length = new QLineEdit(QLocale().toString(3), this);
    m_length->setPlaceholderText(tr("unknown"));
    m_unit = new QComboBox(this);
    for (LengthUnit u : lengthUnits())
        m_unit->addItem(toString(u), int(u));
    m_unit->setToolTip(tr("The unit of the length: metres, centimetres, feet or inches."));
    auto *lengthRow = new QHBoxLayout;
    lengthRow->addWidget(m_length, 1);
    lengthRow->addWidget(m_unit);
    m_label = new QLineEdit(this);
    form->addRow(tr("A end"), m_a);
    form->addRow(tr("B end"), m_b);
    form->addRow(tr("Medium"), m_medium);
    form->addRow(tr("Length"), lengthRow);
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

ParsedLength ConnectDialog::parsed() const
{
    return parseLength(m_length->text(), LengthUnit(m_unit->currentData().toInt()));
}

std::optional<double> ConnectDialog::lengthM() const
{
    return parsed().metres;
}

LengthUnit ConnectDialog::lengthUnit() const
{
    return parsed().unit;
}

void ConnectDialog::setLengthText(const QString &text)
{
    m_length->setText(text);
}

void ConnectDialog::accept()
{
    const ParsedLength l = parsed();
    if (!l.ok) {
        QMessageBox::warning(this, tr("Not a length"), l.error);
        return;
    }
    QDialog::accept();
}

QString ConnectDialog::label() const
{
    return m_label->text().trimmed();
}

} // namespace ry::gui
