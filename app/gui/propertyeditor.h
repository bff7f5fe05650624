#pragma once

#include "model/entities.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QPushButton;

namespace ry::undo {
class DesignSession;
}
namespace ry::gui {

/// The property editor dock: the fields of the selected device, port, rack or cable as a form.
/// A device's form lists its ports; "Edit port" opens the chosen port's form (names and
/// identities: if_name, RDMA device, MAC, GUID, PCI address).
/// "Apply" turns every changed field into ONE ChangeSet (one undo step, one transaction);
/// a refused edit shows the broken rules and leaves the form as typed.
class PropertyEditor : public QWidget
{
    Q_OBJECT

public:
    explicit PropertyEditor(QWidget *parent = nullptr);
    void setSession(undo::DesignSession *session);
    void showDevice(Id id);
    void showRack(Id id);
    void showCable(Id id);
    void showPort(Id id);
    void clear();
    /// Sets a field by its object name ("name", "status", ...) as a user would (tests).
    bool setField(const QString &field, const QString &value);
    /// A field's current text by its object name ("" when there is none).
    QString field(const QString &key) const;
    /// Applies the form; returns false with a message box (or *error) when refused.
    bool apply(QString *error = nullptr);

private:
    enum class Kind
    {
        None,
        Device,
        Rack,
        Cable,
        Port
    };
    void reload();
    void addLine(const QString &key, const QString &label, const QString &value);
    void addChoice(const QString &key, const QString &label, const QStringList &choices,
                   const QString &value);
    /// A read-only row (figures the form shows but does not edit).
    void addInfo(const QString &label, const QString &text);

    undo::DesignSession *m_session = nullptr;
    Kind m_kind = Kind::None;
    Id m_id = 0;
    QWidget *m_form = nullptr;
    QFormLayout *m_layout = nullptr;
    QLabel *m_title = nullptr;
    QPushButton *m_apply = nullptr;
};

} // namespace ry::gui
