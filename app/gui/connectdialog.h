#pragma once

#include "model/entities.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace ry {
struct Design;
}
namespace ry::gui {

/// Edit > Connect Ports: both ends as "device:port", the medium, length (m) and label.
class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    /// The ports named in the A and B fields in `design`; 0 when a field names no port.
    Id aPort(const Design &design) const;
    Id bPort(const Design &design) const;
    Medium medium() const;
    double lengthM() const;
    QString label() const;

private:
    QLineEdit *m_a = nullptr;
    QLineEdit *m_b = nullptr;
    QComboBox *m_medium = nullptr;
    QDoubleSpinBox *m_length = nullptr;
    QLineEdit *m_label = nullptr;
};

} // namespace ry::gui
