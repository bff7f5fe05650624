#include "palette.h"
#include "model/deviceroles.h"

#include <cmath>

namespace ry::models::palette {

QColor railColour(int rail)
{
    static const QColor base[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                  QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                  QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                  QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf)};
    if (rail < 0)
        return QColor(0x80, 0x80, 0x80);
    if (rail < 8)
        return base[rail];
    const double hue = std::fmod(rail * 137.508, 360.0);
    return QColor::fromHsv(int(hue), 180, 210);
}

QColor deviceStatusColour(DeviceStatus s)
{
    switch (s) {
    case DeviceStatus::Planned:
        return QColor(0x5b, 0x8d, 0xd6);
    case DeviceStatus::Staged:
        return QColor(0xe0, 0xb0, 0x30);
    case DeviceStatus::Active:
        return QColor(0x3a, 0xa6, 0x5a);
    case DeviceStatus::Failed:
        return QColor(0xd6, 0x3c, 0x3c);
    case DeviceStatus::Decommissioned:
        return QColor(0x8a, 0x8a, 0x8a);
    }
    return Qt::gray;
}

QColor cableStatusColour(CableStatus s)
{
    switch (s) {
    case CableStatus::Planned:
        return QColor(0x5b, 0x8d, 0xd6);
    case CableStatus::Installed:
        return QColor(0xe0, 0xb0, 0x30);
    case CableStatus::Verified:
        return QColor(0x3a, 0xa6, 0x5a);
    case CableStatus::Faulty:
        return QColor(0xd6, 0x3c, 0x3c);
    }
    return Qt::gray;
}

QColor roleColour(const QString &role)
{
    if (role == QLatin1String(kRoleGpuNode))
        return QColor(0x4c, 0x72, 0xb0);
    if (role.endsWith(QLatin1String(kRoleSuffixLeaf)) || role == QLatin1String(kRoleMgmtSwitch))
        return QColor(0x55, 0xa8, 0x68);
    if (role.endsWith(QLatin1String(kRoleSuffixSpine)))
        return QColor(0xc4, 0x8a, 0x2c);
    if (role == QLatin1String(kRoleCore))
        return QColor(0xc4, 0x4e, 0x52);
    if (role == QLatin1String(kRoleStorage))
        return QColor(0x81, 0x72, 0xb2);
    if (role == QLatin1String(kRoleNvswitchTray) || role == QLatin1String(kRoleUbSwitch))
        return QColor(0x64, 0xb5, 0xcd);
    if (role == QLatin1String(kRolePatchPanel))
        return QColor(0x9e, 0x9e, 0x9e);
    if (role == QLatin1String(kRolePdu))
        return QColor(0x6e, 0x6e, 0x6e);
    return QColor(0x90, 0x90, 0xa8);
}

QColor powerUseColour(double usedW, double budgetW)
{
    if (budgetW <= 0)
        return QColor(0xa0, 0xa0, 0xa0);
    const double r = usedW / budgetW;
    if (r <= 0.8)
        return QColor(0x3a, 0xa6, 0x5a);
    if (r <= 1.0)
        return QColor(0xe0, 0xb0, 0x30);
    return QColor(0xd6, 0x3c, 0x3c);
}

QColor tierLinkColour(int upperTier)
{
    return upperTier >= 3 ? QColor(0x70, 0x50, 0x90) : QColor(0x90, 0x90, 0x90);
}

} // namespace ry::models::palette
