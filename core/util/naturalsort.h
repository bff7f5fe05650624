#pragma once

// Natural order of names ("gpu2" before "gpu10"): the one comparison every sorted list of
// Railyard uses (YAML design file, plans, exports, verification, as-built, topology files).

#include <QString>
#include <QStringView>

namespace ry {

/// Three-way natural comparison: < 0 when `a` sorts first, 0 when a == b, > 0 otherwise.
///
/// Runs of ASCII digits compare by numeric value, of any length (no overflow: leading zeros are
/// skipped, then the longer run is the larger number, then digit by digit). Equal values compare
/// by the number of leading zeros, fewer first, at the run where they differ, so
/// "a1" < "a01" < "a2" < "a10". Everything else compares by UTF-16 code unit; a string that is a
/// prefix of the other sorts first ("" < "a" < "a1"). The order is total: 0 only for equal
/// strings. O(min(|a|, |b|)).
int naturalCompare(QStringView a, QStringView b);

/// naturalCompare(a, b) < 0, for std::sort and friends.
bool naturalLess(QStringView a, QStringView b);

} // namespace ry
