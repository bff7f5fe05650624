#pragma once

#include "model/entities.h"

#include <QDialog>

namespace ry {
struct Design;
}
namespace ry::gui {

/// A device's ports and what each is cabled to (double-click in the rack elevation or the
/// topology): port, type, speed, rail, cable label, medium, length, far end.
class DeviceDialog : public QDialog
{
    Q_OBJECT

public:
    DeviceDialog(const Design &design, Id device, QWidget *parent = nullptr);
    /// Number of port rows shown (tests).
    int portCount() const { return m_ports; }

private:
    int m_ports = 0;
};

} // namespace ry::gui
