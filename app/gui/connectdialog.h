#pragma once

#include "model/entities.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace ry {
struct Design;
}
namespace ry::gui {

/// Edit > Connect Ports: both ends as "device:port", the medium, the length with its unit (a
/// number and a unit chooser, or "10 ft" typed; empty = unknown) and the label. OK is refused
/// with a message while the length is not one.
class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    /// The ports named in the A and B fields in `design`; 0 when a field names no port.
    Id aPort(const Design &design) const;
    Id bPort(const Design &design) const;
    Medium medium() const;
    /// The length in metres; no value = left empty (unknown).
    std::optional<double> lengthM() const;
    /// The unit it was given in (the typed one, else the chooser's).
    LengthUnit lengthUnit() const;
    QString label() const;

    /// Sets the length field's text (tests).
    void setLengthText(const QString &text);
    /// Accepts unless the length is not one (then shows why).
    void accept() override;

private:
    ParsedLength parsed() const;

    QLineEdit *m_a = nullptr;
    QLineEdit *m_b = nullptr;
    QComboBox *m_medium = nullptr;
    QLineEdit *m_length = nullptr;
    QComboBox *m_unit = nullptr;
    QLineEdit *m_label = nullptr;
};

} // namespace ry::gui
