#pragma once

// Multi-fibre (MPO/MTP) trunks between the rear ports of patch panels and cassettes: how a
// rear-port position at one end arrives at the other end, by the trunk's polarity type.

#include "design.h"

namespace ry {

/// The largest fibre count a trunk cable may have. A bound against typing errors and integer
/// overflow, not a figure from a standard.
inline constexpr int kMaxTrunkFibres = 1728;

/// True when `c` joins two rear ports (a trunk between patch panels or cassettes): the cables
/// whose fibre count and polarity mean something.
bool isTrunk(const Design &design, const Cable &c);

/// The rear-port position at the far end of a trunk that `position` (1-based, at most
/// `positions`) arrives at, for a trunk of `fibres` fibres (0 = not given) and `polarity`.
///
/// Positions are the rear port's (NetBox `positions`): with `fibres` a multiple of `positions`
/// each position carries fibres / positions fibres (1: a single-fibre position; 2: a duplex LC
/// pair of a cassette). Per the MPO cable types (docs/references/cmdb.md CMDB-13):
/// - Type A (and Unspecified) runs straight through: position p arrives at p.
/// - Type B reverses the fibre order (fibre 1 at fibre 12 of a 12-fibre trunk): position p
///   arrives at positions + 1 - p, for single fibres and duplex pairs alike (pair (1,2) lands on
///   (12,11): the last pair).
/// - Type C flips adjacent fibres (1 to 2, 2 to 1): a single-fibre position p arrives at p + 1
///   (odd p) or p - 1 (even p); a duplex pair stays at its position with its two fibres
///   exchanged (transmit to receive), so p arrives at p.
/// Returns 0 when `position` is outside 1..positions or when Type C flips an odd last
/// single-fibre position onto a position that does not exist.
int trunkFarPosition(int position, int positions, int fibres, TrunkPolarity polarity);

} // namespace ry
