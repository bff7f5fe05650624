#include "model/design.h"

#include <gtest/gtest.h>

using namespace ry;

TEST(Design, EnumNamesRoundTrip)
{
    EXPECT_EQ(toString(DeviceStatus::Decommissioned), QStringLiteral("decommissioned"));
    EXPECT_EQ(deviceStatusFromString(QStringLiteral("staged")), DeviceStatus::Staged);
    EXPECT_EQ(cableStatusFromString(QStringLiteral("verified")), CableStatus::Verified);
    EXPECT_FALSE(mediumFromString(QStringLiteral("fiber")).has_value());
}
