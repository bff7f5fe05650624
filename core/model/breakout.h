#pragma once

// Breakout cables (issue 14 point 1): one physical cable with one A connector in a cage and N
// legs, each leg a Cable from the lane's logical port to the far port (entities.h Breakout,
// Cable::breakoutId, Cable::lane). docs/design-file-format.md "Breakout cables" describes the
// YAML form; docs/references/fabric.md [FAB-32] the port names.

#include "design.h"

#include <QHash>

#include <vector>

namespace ry {

/// The logical port name of lane `lane` (0-based) of a breakout whose A connector sits in the
/// cage port named `cage`, in the switch operating systems' conventions:
/// - NVIDIA twin-port OSFP cages, whose two ports already are ports "P1.0" and "P1.1" (the
///   QM9700/Q3400 type files): a cage name ending in ".0" gives "<stem>.<lane>";
/// - Cumulus Linux / NVUE ("swp1" split into "swp1s0".."swp1s3"): a name starting with "swp"
///   gives "<cage>s<lane>";
/// - otherwise the Onyx/EOS form, 1-based: "P1" gives "P1/1".."P1/4", "Ethernet1" "Ethernet1/1".
/// Sources: docs/references/fabric.md [FAB-32].
QString breakoutLanePortName(const QString &cage, int lane);

/// The label a leg gets when none is given: "<breakout label>-<lane + 1>" ("BO-001-1"), or ""
/// when the breakout has no label.
QString defaultLegLabel(const Breakout &breakout, int lane);

/// The port of lane `lane` of a `lanes`-way breakout in `cage`, not yet added: named by
/// breakoutLanePortName(), on the cage's device, of its kind, type, plane and rail, at the
/// cage's speed / lanes.
Port breakoutLanePortOf(const Port &cage, int lane, int lanes);

/// Leg `lane` of `breakout` from port `aPortId` to `bPortId`, not yet added: the breakout's
/// medium, length, colour, part number and status, its id and the lane; label
/// defaultLegLabel().
Cable breakoutLegOf(const Breakout &breakout, int lane, Id aPortId, Id bPortId);

/// Adds `breakout` (its aPortId must be a port of `design`) and, on the cage's device, every
/// lane port that does not exist yet, named by breakoutLanePortName(), of the cage's kind, type
/// and plane at the cage's speed / lanes. Returns the new breakout's id. Throws ry::Error when
/// the cage port does not exist or lanes is outside 2..8.
Id addBreakout(Design &design, Breakout breakout);

/// Connects leg `lane` of breakout `breakoutId` to `bPortId` with a Cable from the lane's port
/// (created by addBreakout) that takes the breakout's medium, length, colour and status; `label`
/// "" = defaultLegLabel(). Returns the cable id. Throws ry::Error when the breakout or the lane
/// port does not exist or the lane is out of range.
Id addBreakoutLeg(Design &design, Id breakoutId, int lane, Id bPortId, QString label = {});

/// The lane port of `lane` of `breakout`: the port named breakoutLanePortName() on the cage's
/// device, or nullptr when there is none.
const Port *breakoutLanePort(const Design &design, const Breakout &breakout, int lane);

/// The legs of every breakout by lane, built once: legs(b)[lane] is the leg cable or nullptr for
/// a free leg. O(cables) to build, O(1) per lookup.
class BreakoutIndex
{
public:
    explicit BreakoutIndex(const Design &design);

    /// Leg cables of the breakout by lane (size = lanes; nullptr = free); empty if unknown.
    const std::vector<const Cable *> &legs(Id breakoutId) const;
    /// The breakout whose cage is `portId`, or nullptr.
    const Breakout *atCage(Id portId) const;
    /// Number of lanes with no leg over all breakouts.
    std::size_t freeLegs() const { return m_free; }

private:
    QHash<Id, std::vector<const Cable *>> m_legs;
    QHash<Id, const Breakout *> m_cage;
    std::size_t m_free = 0;
};

} // namespace ry
