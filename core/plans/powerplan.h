#pragma once

// The power cabling plan (which PDU outlet, on which feed leg, feeds each PSU) and the console
// cabling plan (which console server port each console port reaches).

#include "connectivity.h"
#include "model/power.h"

#include <vector>

namespace ry::plans {

/// One row of the power plan: one power port (PSU) of a device that is not a PDU, or of a PDU
/// whose inlet is cabled to another PDU's outlet.
struct PowerRow
{
    Place place;                  ///< of the device
    QString device, psu;          ///< device and power port names
    QString psuType;              ///< e.g. "iec-60320-c20"
    power::PsuDraw draw;          ///< power::psuDraw()
    QString pdu, outlet;          ///< "" when no power cable joins it to an outlet
    Place pduPlace;               ///< of the PDU
    QString outletType;           ///< e.g. "iec-60320-c19"
    QString feedLeg;              ///< the outlet's feed leg ("" = none or single phase)
    const Cable *cable = nullptr; ///< the power cable, or nullptr
};

/// Every PSU, by rack (natural order; unracked last), device and power port (natural order).
/// O(n log n).
std::vector<PowerRow> powerPlan(const Connectivity &c);

/// One row of the console plan: one console port of a device.
struct ConsoleRow
{
    Place place;
    QString device, port;
    QString server, serverPort; ///< the console server port the trace ends on ("" = none)
    Place serverPlace;
    /// The cable on the console port ("" label is shown as the cable's display name), or
    /// nullptr when the port is not cabled.
    const Cable *cable = nullptr;
    QString traceStatus; ///< plans::toString(Trace::Status) of the trace from the port
};

/// Every console port (power::isConsoleServerPort() ports are the far ends), traced through
/// patch panels to the console server port it reaches; sorted as powerPlan(). O(n log n).
std::vector<ConsoleRow> consolePlan(const Connectivity &c);

/// The draw source as the plans print it: "allocated", "maximum", "type-share", "none".
QString toString(power::DrawSource s);

} // namespace ry::plans
