#pragma once

// Power and console chains as connected objects: which ports are PSUs, PDU outlets and console
// server ports, what each PSU draws, and the power budget per rack, per PDU and per feed leg
// (phase) from what is cabled to each outlet (docs/design-file-format.md "Power and console").

#include "design.h"

#include <QStringList>

#include <vector>

namespace ry::power {

/// True when `p` is a power outlet: PortKind::PowerOutlet, or a PortKind::PowerPort whose type
/// is a NetBox receptacle-only type (e.g. "iec-60320-c13"; designs and files written before
/// power outlets were a port kind of their own kept outlets as power ports).
bool isOutlet(const Port &p);

/// True when `p` is a power port that draws power (a PSU or a PDU's inlet): PortKind::PowerPort
/// and not isOutlet().
bool isInlet(const Port &p);

/// True when `p` is a console server port: PortKind::ConsoleServerPort, or (older designs) a
/// PortKind::ConsolePort of a device with role "console-server".
bool isConsoleServerPort(const Design &d, const Port &p);

/// NetBox's cable termination model of `p` ("interface", "frontport", "rearport",
/// "consoleport", "consoleserverport", "powerport", "poweroutlet"), after isOutlet() and
/// isConsoleServerPort().
QString terminationModel(const Design &d, const Port &p);

/// True when NetBox can join terminations of models `a` and `b` with one cable:
/// COMPATIBLE_TERMINATION_TYPES of netbox/dcim/constants.py (NetBox 4.6.8, commit
/// 43fe81f9e833): console ports to console server ports, power ports to power outlets (or
/// feeds), interfaces to interfaces; front and rear ports to anything but power. Circuit
/// terminations and power feeds are not modelled.
bool compatibleTerminations(const QString &a, const QString &b);

/// Where a PSU's draw figure came from.
enum class DrawSource
{
    Allocated,       ///< the power port template's allocated_draw
    Maximum,         ///< the power port template's maximum_draw
    DeviceTypeShare, ///< the device type's power_max_w (else power_typical_w) / its PSU count
    None             ///< no figure anywhere
};

struct PsuDraw
{
    double w = 0;
    DrawSource source = DrawSource::None;
};

/// What power port (PSU) `psu` draws, W. The rule (NetBox sums allocated_draw of the power
/// ports cabled below an outlet, PowerPort.get_power_draw in netbox/dcim/models/
/// device_components.py; Railyard falls back as follows): the allocated draw of the device
/// type's power port template of the same name; else that template's maximum draw; else the
/// device type's powerMaxW (else powerTypicalW) split evenly over the device's inlets
/// (isInlet()); else 0 with DrawSource::None. Never throws.
PsuDraw psuDraw(const Design &d, const Port &psu);
/// psuDraw() with the number of the device's inlets given (saves counting them, O(ports)).
PsuDraw psuDraw(const Design &d, const Port &psu, int inlets);

/// True when a device of type `t` should carry a power figure: it has a power port or an
/// interface template and no power outlet (patch panels, blanks and PDUs need none), yet
/// powerMaxW, powerTypicalW and every power port's maximum and allocated draw are 0.
bool lacksPowerFigure(const DeviceType &t);

/// The load on one feed leg (phase) of a PDU.
struct LegLoad
{
    QString leg;          ///< "A", "B", "C"; "" for the outlets without a feed leg
    double drawW = 0;     ///< sum of psuDraw() over the PSUs cabled to its outlets
    double capacityW = 0; ///< the PDU's capacity / PduLoad::phases (0 = not set)
    int outlets = 0;
    int usedOutlets = 0; ///< outlets with a power cable to a PSU
};

/// The load on one PDU (a device with a power outlet).
struct PduLoad
{
    Id deviceId = 0;
    QString name;
    Id rackId = 0;
    int phases = 1;       ///< number of distinct feed legs of its outlets (1 when none is set)
    double drawW = 0;     ///< sum over its legs
    double capacityW = 0; ///< sum of Port::availablePowerW over its inlets (0 = not set)
    int outlets = 0;
    int usedOutlets = 0;
    std::vector<LegLoad> legs; ///< in leg order ("" first, then A, B, C)
};

/// The power of one rack.
struct RackLoad
{
    Id rackId = 0;
    QString name;
    double budgetW = 0;    ///< Rack::powerBudgetW
    double maxW = 0;       ///< sum of DeviceType::powerMaxW of its devices (the rack kW today)
    double connectedW = 0; ///< sum of the connected draw of the PDUs in the rack
    std::vector<std::size_t> pdus; ///< indices into Budget::pdus
    /// Slugs of the device types of its devices that lack a power figure (lacksPowerFigure()),
    /// sorted; their devices count 0 W in maxW and connectedW.
    QStringList typesWithoutPower;
    int devicesWithoutPower = 0;
};

struct Budget
{
    std::vector<RackLoad> racks; ///< every rack, in natural name order
    std::vector<PduLoad> pdus;   ///< every PDU, in natural name order
    /// PSUs of devices in a rack that no power cable joins to an outlet.
    int unconnectedPsus = 0;
    /// Device types of any device that lack a power figure, sorted.
    QStringList typesWithoutPower;
};

/// The power budget of `d`: per rack, per PDU and per feed leg, from the PSUs cabled to each
/// outlet (psuDraw()), and the device types that carry no power figure. O(ports + cables).
Budget budget(const Design &d);

/// The budget as plain text, one rack, PDU or leg per line (translated), e.g.
/// `A01: 28.6 kW max of 40.0 kW budget; 28.6 kW connected` and
/// `  pdu-a (3 phases): 8.6 of 8.6 kW` and `    leg A: 2.9 of 2.9 kW (1 of 8 outlets)`.
QString formatBudget(const Budget &b);

} // namespace ry::power
