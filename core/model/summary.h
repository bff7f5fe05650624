#pragma once

#include "design.h"
#include "length.h"

#include <map>

namespace ry {

/// Counts that `railyard-cli info`, the GUI status bar and reports show.
struct DesignSummary
{
    std::size_t sites = 0, rooms = 0, rows = 0, racks = 0, deviceTypes = 0, devices = 0, ports = 0,
                cables = 0, planes = 0, rails = 0, supernodes = 0, prefixes = 0, ipAddresses = 0;
    std::size_t gpus = 0;      ///< sum of DeviceType::gpuCount over devices
    double powerMaxW = 0;      ///< sum of DeviceType::powerMaxW over devices
    std::size_t pdus = 0;      ///< devices with a power outlet (power::budget)
    double connectedDrawW = 0; ///< draw of the PSUs cabled to PDU outlets (power::budget)
    /// Slugs of the device types of devices that carry no power figure
    /// (power::lacksPowerFigure), sorted; their devices count 0 W in powerMaxW.
    QStringList typesWithoutPower;
    LengthTotal cableLength; ///< total cable length; a lower bound when some are unknown
    std::map<QString, std::size_t> devicesByRole;  ///< role -> count
    std::map<QString, std::size_t> cablesByMedium; ///< medium name (toString) -> count
    std::map<QString, std::size_t> cablesByStatus; ///< status name -> count
};

DesignSummary summarize(const Design &design);

/// The summary as aligned plain text, one fact per line (translated labels).
QString formatSummary(const DesignSummary &summary);

} // namespace ry
