#pragma once

// Structural invariants of a generated (or edited) design. The project's general Validator
// lives elsewhere; this is the small set the fabric generators promise and their tests check.

#include "bom.h"
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

/// One Warning per twin-port cage (CageIndex over `options`, e.g. bomOptionsFor() of the
/// design's fabric spec) whose two cables have different media: one cage holds one transceiver
/// or one twin-port cable head (FAB-14), so such a design cannot be built as drawn. The object
/// is the device, the message names the two ports and their media. Generated designs never have
/// one (sizeCables() unifies the media); hand-edited or imported ones may.
Diagnostics checkTwinPortMedia(const Design &design, const BomOptions &options);

} // namespace ry::fabric
