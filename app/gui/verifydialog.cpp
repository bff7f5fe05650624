#include "verifydialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>

#include <functional>

namespace ry::gui {

namespace {

/// A line edit with a "..." button that fills it from `chooser` (a file dialog).
QWidget *pathRow(QDialog *dlg, QLineEdit *edit, const std::function<QString()> &chooser)
{
    auto *row = new QWidget(dlg);
    auto *l = new QHBoxLayout(row);
    l->setContentsMargins(0, 0, 0, 0);
    auto *b = new QToolButton(row);
    b->setText(VerifyDialog::tr("..."));
    l->addWidget(edit);
    l->addWidget(b);
    QObject::connect(b, &QToolButton::clicked, dlg, [edit, chooser] {
        const QString p = chooser();
        if (!p.isEmpty())
            edit->setText(p);
    });
    return row;
}

} // namespace

VerifyDialog::VerifyDialog(QWidget *parent) : QDialog(parent)
{
    QSettings settings;
    setWindowTitle(tr("Verify cabling"));
    auto *form = new QFormLayout(this);
    m_ib = new QLineEdit(settings.value(QStringLiteral("verify/ibnetdiscover")).toString());
    m_lldp = new QLineEdit(settings.value(QStringLiteral("verify/lldp")).toString());
    m_rules = new QLineEdit(settings.value(QStringLiteral("verify/rules")).toString());
    m_ib->setPlaceholderText(tr("ibnetdiscover output (optional)"));
    m_lldp->setPlaceholderText(
        tr("folder of lldpctl output files (-f json, keyvalue or xml), or one file (optional)"));
    m_rules->setPlaceholderText(tr("how names map to the design (optional)"));
    form->addRow(tr("ibnetdiscover file"), pathRow(this, m_ib, [this] {
                     return QFileDialog::getOpenFileName(this, tr("ibnetdiscover output"),
                                                         m_ib->text());
                 }));
    form->addRow(tr("LLDP folder"), pathRow(this, m_lldp, [this] {
                     return QFileDialog::getExistingDirectory(this, tr("Folder of LLDP files"),
                                                              m_lldp->text());
                 }));
    form->addRow(tr("Rules file"), pathRow(this, m_rules, [this] {
                     return QFileDialog::getOpenFileName(this, tr("Verification rules"),
                                                         m_rules->text(),
                                                         tr("Rules (*.yaml *.yml)"));
                 }));
    m_all = new QCheckBox(tr("Report planned cables of devices that reported nothing as missing"),
                          this);
    form->addRow(m_all);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Verify"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &VerifyDialog::acceptIfComplete);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, sizeHint().height());
}

void VerifyDialog::acceptIfComplete()
{
    if (ibnetdiscoverFile().isEmpty() && lldpPath().isEmpty()) {
        QMessageBox::warning(this, tr("Verify cabling"),
                             tr("Give an ibnetdiscover file, an LLDP folder or both."));
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("verify/ibnetdiscover"), ibnetdiscoverFile());
    settings.setValue(QStringLiteral("verify/lldp"), lldpPath());
    settings.setValue(QStringLiteral("verify/rules"), rulesFile());
    accept();
}

QString VerifyDialog::ibnetdiscoverFile() const
{
    return m_ib->text().trimmed();
}

QString VerifyDialog::lldpPath() const
{
    return m_lldp->text().trimmed();
}

QString VerifyDialog::rulesFile() const
{
    return m_rules->text().trimmed();
}

bool VerifyDialog::allPlanned() const
{
    return m_all->isChecked();
}

} // namespace ry::gui
