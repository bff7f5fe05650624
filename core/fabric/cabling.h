#pragma once

// Cable lengths from rack positions and the medium a link needs.
//
// Geometry (all in metres): a rack's centre is at x = (position + 0.5) * rack width along its
// row, rows are `rowPitchM` apart, and a device's height above the floor is the middle of the
// U it occupies, (position - 1 + uHeight / 2) * 0.04445 m (1 U = 1.75 in = 44.45 mm, EIA-310).
// A run is
//   same rack:      |hA - hB| + slack
//   other rack:     (tray - hA) + |xA - xB| + |rowA - rowB| * rowPitch + (tray - hB) + slack
// i.e. up to the overhead tray, along the row, across rows, and down again (Manhattan routing).
// The run is rounded up to the next orderable length; runs beyond the list round up to whole
// metres.

#include "bom.h"
#include "fabricspec.h"
#include "model/design.h"
#include "util/error.h"

#include <optional>

namespace ry::fabric {

/// Height of one rack unit in metres (EIA-310: 1.75 in).
inline constexpr double kRackUnitM = 0.04445;

/// Where one cable end sits.
struct EndPosition
{
    int row = 0;        ///< Row::index
    double xM = 0;      ///< centre of the rack along the row
    double heightM = 0; ///< above the floor
    Id rackId = 0;
};

/// The position of a racked device, or std::nullopt when it is not racked or not placed in a U.
std::optional<EndPosition> endPosition(const Design &d, const Device &device);

/// Length of the run between two ends in metres, before rounding (see the header comment).
double runLengthM(const EndPosition &a, const EndPosition &b, const CablingSpec &spec);

/// Rounds up to the next orderable length, or to whole metres beyond the list.
double orderableLengthM(double runM, const std::vector<double> &lengthsM);

/// Medium for a link of `speedGbps` and (rounded) `lengthM`: Copper when `twistedPair` (a
/// BASE-T port), else the first of DAC, ACC, the rule's optical medium and SMF whose reach covers
/// the length, from the first rule with maxSpeedGbps >= speed (the last rule when none).
/// Lengths beyond SMF reach still return SMF; sizeCables() reports them.
Medium chooseMedium(double speedGbps, double lengthM, bool twistedPair, const CablingSpec &spec);

/// True for NetBox interface types carried on twisted pair ("1000base-t", "10gbase-t", ...).
bool isTwistedPairType(const QString &portType);

/// Recomputes length and medium of every cable in `design` from its ends' positions. Cables
/// with an unplaced end keep their length and get the medium for length 0. Then, for every
/// twin-port cage in `twinPort` (CageIndex: two ports of one device), both cables get one
/// medium, the one chooseMedium() gives the longer run (one cage holds one transceiver, FAB-14):
/// e.g. at 400G a 2 m run (DAC) and a 7 m run (MMF) are both MMF. The rule holds at both ends
/// of every cable and is applied until nothing changes. Returns a warning per cable longer than
/// its medium's reach.
Diagnostics sizeCables(Design &design, const CablingSpec &spec, const BomOptions &twinPort = {});

} // namespace ry::fabric
