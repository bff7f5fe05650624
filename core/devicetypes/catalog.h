#pragma once

#include "model/entities.h"
#include "util/error.h"

#include <QStringList>

#include <vector>

namespace ry::devicetypes {

/// The device-type library that ships with Railyard: installed beside the binaries
/// (<bin>/../share/railyard/devicetypes) or, in a build tree, the source tree's
/// resources/devicetypes. Empty when neither exists.
QString bundledDeviceTypesDir();

/// The device types a generator may use: `first` (e.g. the design's or the spec file's own
/// types, which win by slug), then every type of each NetBox library folder in `libraryDirs`
/// whose slug is not taken yet. Ids are reset to 0. Files that fail to import are appended to
/// `failures` (if given) and skipped. Throws ry::Error only for a folder that cannot be read or
/// holds no device-type files.
std::vector<DeviceType> deviceTypeCatalog(const std::vector<DeviceType> &first,
                                          const QStringList &libraryDirs,
                                          Diagnostics *failures = nullptr);

} // namespace ry::devicetypes
