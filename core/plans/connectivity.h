#pragma once

// Who is cabled to what: one index over a design built in O(ports + cables), and end-to-end
// traces through patch panels (NetBox's CablePath walk: interface -> cable -> front port ->
// rear port -> trunk cable -> rear port -> front port at the same position -> ... ).

#include "model/design.h"

#include <QHash>

#include <vector>

namespace ry::plans {

/// Where a device is, with names ready to print ("" where not set).
struct Place
{
    QString site, room, row, rack;
    double u = 0; ///< lowest U, 0 = not in a U
};

/// Port/cable/device lookups for plans and exports. Holds pointers into the design: rebuild it
/// after the design changes.
class Connectivity
{
public:
    explicit Connectivity(const Design &design);

    const Design &design() const { return m_d; }
    /// The cable with an end on `portId`, or nullptr.
    const Cable *cableAt(Id portId) const;
    /// The port at the other end of `cable` from `portId`.
    Id otherEnd(const Cable &cable, Id portId) const
    {
        return cable.aPortId == portId ? cable.bPortId : cable.aPortId;
    }
    /// The front port mapped to `position` of rear port `rearPortId`, or 0.
    Id frontPortAt(Id rearPortId, int position) const;
    const Port *port(Id id) const { return m_d.ports.find(id); }
    const Device *deviceOf(const Port &p) const { return m_d.devices.find(p.deviceId); }
    const Place &place(Id deviceId) const;
    /// Device name and port name of a port, "" if it does not exist.
    QString deviceName(Id portId) const;
    QString portName(Id portId) const;
    /// Plane name by id ("" for 0 or unknown).
    QString planeName(Id planeId) const;
    /// The breakout whose cage is `portId` (model/breakout.h), or nullptr.
    const Breakout *breakoutAtCage(Id portId) const { return m_cage.value(portId, nullptr); }

private:
    const Design &m_d;
    QHash<Id, const Cable *> m_cableAt;
    QHash<Id, const Breakout *> m_cage;
    QHash<QPair<Id, int>, Id> m_front;
    QHash<Id, Place> m_place;
    QHash<Id, QString> m_planeName;
    Place m_nowhere;
};

/// The result of following a port through cables and patch panels.
struct Trace
{
    enum class Status
    {
        Complete,    ///< ends at an interface (or console/power port) of another device
        Unconnected, ///< the origin has no cable
        Broken,      ///< ends at a panel port with nothing behind it, or a missing mapping
        Loop,        ///< came back to a port already on the path (stopped there)
        Ambiguous,   ///< entered a multi-position rear port without knowing the position
        Breakout     ///< the origin is a breakout's cage: each leg has its own path
                     ///< (traceBreakout)
    };
    Status status = Status::Unconnected;
    std::vector<Id> ports;  ///< every port on the path, origin first
    std::vector<Id> cables; ///< the cables between them, in order
    double lengthM = 0;     ///< sum of the known lengths (each cable once); see `length`
    int missingLengths = 0; ///< cables on the path with no length (unknown; 0 m is known)
    LengthTotal length;     ///< the same sum with its units; a lower bound when any is unknown
    Id end() const { return ports.empty() ? 0 : ports.back(); }
};

QString toString(Trace::Status s);

/// Follows `fromPort` to its far end. Never loops: every port is visited at most once, and a
/// loop or a broken chain ends the walk with the status saying why. O(path length). The cage of
/// a breakout cable gives Status::Breakout: its legs start at the lane ports (traceBreakout).
Trace trace(const Connectivity &c, Id fromPort);

/// The legs of the breakout cable whose cage is `cagePortId`, each lane traced from its port.
struct BreakoutTrace
{
    const Breakout *breakout = nullptr; ///< nullptr: the port is no breakout's cage
    struct Leg
    {
        int lane = 0;
        Id lanePort = 0;              ///< the lane's port on the cage's device (0 = none)
        const Cable *cable = nullptr; ///< the leg, nullptr for a free leg
        Trace trace;                  ///< from lanePort; Unconnected for a free leg
    };
    std::vector<Leg> legs; ///< by lane, every lane
};

/// Traces every lane of the breakout at `cagePortId`. O(ports of the device + paths).
BreakoutTrace traceBreakout(const Connectivity &c, Id cagePortId);

} // namespace ry::plans
