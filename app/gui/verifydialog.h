#pragma once

#include <QDialog>

class QCheckBox;
class QLineEdit;

namespace ry::gui {

/// Tools > Verify Cabling: the ibnetdiscover file, the LLDP folder (or file), the rules file
/// and whether to report planned cables of silent devices. Remembers the paths in QSettings
/// ("verify/...") when accepted; refuses OK without an ibnetdiscover file or LLDP folder.
class VerifyDialog : public QDialog
{
    Q_OBJECT

public:
    explicit VerifyDialog(QWidget *parent = nullptr);

    QString ibnetdiscoverFile() const;
    QString lldpPath() const;
    QString rulesFile() const;
    bool allPlanned() const;

private:
    void acceptIfComplete();

    QLineEdit *m_ib = nullptr;
    QLineEdit *m_lldp = nullptr;
    QLineEdit *m_rules = nullptr;
    QCheckBox *m_all = nullptr;
};

} // namespace ry::gui
