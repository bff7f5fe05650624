#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace ry::gui {

/// Tools > Settings: the language (applies on the next start) and smooth topology lines.
/// Writes QSettings ("language", "antialiasing") when accepted.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    bool antialiasing() const;
    /// True when accepting changed the language.
    bool languageChanged() const { return m_languageChanged; }

private:
    void save();

    QComboBox *m_language = nullptr;
    QCheckBox *m_antialiasing = nullptr;
    bool m_languageChanged = false;
};

} // namespace ry::gui
