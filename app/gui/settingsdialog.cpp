#include "settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>

#include <algorithm>

namespace ry::gui {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent)
{
    QSettings settings;
    setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout(this);
    m_language = new QComboBox(this);
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("한국어"), QStringLiteral("ko"));
    m_language->setCurrentIndex(
        std::max(0, m_language->findData(settings.value(QStringLiteral("language")).toString())));
    m_antialiasing =
        new QCheckBox(tr("Smooth lines in the topology (slower on big fabrics)"), this);
    m_antialiasing->setChecked(settings.value(QStringLiteral("antialiasing")).toBool());
    form->addRow(tr("Language"), m_language);
    form->addRow(m_antialiasing);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool SettingsDialog::antialiasing() const
{
    return m_antialiasing->isChecked();
}

void SettingsDialog::save()
{
    QSettings settings;
    const QString oldLang = settings.value(QStringLiteral("language")).toString();
    const QString lang = m_language->currentData().toString();
    settings.setValue(QStringLiteral("language"), lang);
    settings.setValue(QStringLiteral("antialiasing"), m_antialiasing->isChecked());
    m_languageChanged = oldLang != lang;
}

} // namespace ry::gui
