#pragma once

#include "design.h"
#include "length.h"

#include <map>

namespace ry {

/// A design's Rpeak, TFLOPS, split by processor kind (TOP500 Rpeak = the sum of every
/// processor's theoretical FP64 peak, https://top500.org/resources/frequently-asked-questions/).
/// Counted over the gpu-node devices: GPUs from DeviceType::gpuCount x gpuFp64Tflops, CPUs
/// from DeviceType::cpuCount x cpuFp64Tflops. A node type whose GPU or CPU figure is missing
/// (count > 0 but 0 TFLOPS, or no CPU count at all) is counted in the *WithoutFigure fields so
/// that a caller can say the total is a lower bound instead of printing it as exact.
struct DesignRpeak
{
    long long nodes = 0;
    long long gpus = 0;
    long long cpus = 0;
    double gpuTflops = 0;
    double cpuTflops = 0;
    long long nodesWithoutGpuFigure = 0; ///< GPUs counted, FP64 per GPU unknown
    long long nodesWithoutCpuFigure = 0; ///< no CPU count, or CPUs without an FP64 figure
    double totalTflops() const { return gpuTflops + cpuTflops; }
};
DesignRpeak designRpeak(const Design &design);

/// Counts that `railyard-cli info`, the GUI status bar and reports show.
struct DesignSummary
{
    std::size_t sites = 0, rooms = 0, rows = 0, racks = 0, deviceTypes = 0, devices = 0, ports = 0,
                cables = 0, planes = 0, rails = 0, supernodes = 0, prefixes = 0, ipAddresses = 0;
    /// Breakout cables (model/breakout.h), their connected legs (counted in `cables` too) and
    /// their lanes; the free legs are breakoutLanes - breakoutLegs.
    std::size_t breakouts = 0, breakoutLegs = 0, breakoutLanes = 0;
    std::size_t gpus = 0;      ///< sum of DeviceType::gpuCount over devices
    DesignRpeak rpeak;         ///< designRpeak()
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
