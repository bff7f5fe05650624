#pragma once

// Structural invariants of a generated (or edited) design. The project's general Validator
// lives elsewhere; this is the small set the fabric generators promise and their tests check.

#include "model/design.h"
#include "util/error.h"

namespace ry::fabric {

/// Checks, one Diagnostic (severity Error) per finding; empty means all hold:
/// - every cable's two ports exist, differ, and no port holds more than one cable end;
/// - every device's type exists; a racked device placed in a U lies within 1..rack height
///   (position + uHeight - 1 <= Rack::uHeight);
/// - no two devices in a rack overlap in U on the same face (full-depth types block both faces);
/// - a rack's summed DeviceType::powerMaxW stays within Rack::powerBudgetW when one is set;
/// - device names and cable labels (when set) are unique.
Diagnostics checkDesignInvariants(const Design &design);

} // namespace ry::fabric
