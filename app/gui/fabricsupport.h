#pragma once

#include "devicetypes/catalog.h"
#include "fabric/fabricspec.h"
#include "fabric/generator.h"
#include "model/design.h"

namespace ry {

/// Device types a generator may use: the design's own, then the bundled library's (slugs not
/// seen yet). Reads files; call it off the GUI thread for big libraries.
std::vector<DeviceType> generatorDeviceTypes(const Design &design);

/// A design file that holds only a fabric spec (no devices) is generated on opening, as
/// `railyard-cli generate` does. Returns true when it generated. Throws ry::Error.
bool generateIfSpecOnly(Design &design, fabric::GenerateReport *report = nullptr);

} // namespace ry
