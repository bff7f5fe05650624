#pragma once

#include "progress.h"

#include "fabric/fabricspec.h"
#include "fabric/generator.h"
#include "model/design.h"

namespace ry::usecases {

/// Generate a whole cluster from a fabric spec (`railyard-cli generate`, a spec-only design
/// file opened in the GUI).
struct GenerateRequest
{
    fabric::FabricSpec spec;
    std::vector<DeviceType> ownTypes; ///< the spec file's (or design's) own types; win by slug
    QStringList deviceTypeDirs;       ///< NetBox library folders; empty = the bundled library
    QString name, description;        ///< kept on the generated design when not empty
};

/// What generateDesign() made; nothing is written yet.
struct GenerateResult
{
    Design design;
    fabric::GenerateReport report;
    Diagnostics typeFailures; ///< device-type files of the library folders that failed to import
};

/// A request from a spec file: a design file (`railyard: 1` with a `fabric:` key and
/// optionally `device_types:`, `name:`, `description:`) or a bare `fabric:` document.
/// Throws ry::Error naming the file (and line/column for bad YAML).
GenerateRequest specFileRequest(const QString &path, const QStringList &deviceTypeDirs = {});

/// True when `design` holds a fabric spec and no devices: opening it generates the fabric.
bool isSpecOnly(const Design &design);
/// A request for a spec-only design (its `fabric:` text, its own types, the bundled library).
/// Throws ry::Error when the spec text is invalid.
GenerateRequest specOnlyRequest(const Design &design);

/// Device types a generator may use for `design`: the design's own, then the bundled
/// library's (slugs not seen yet). Reads files; call it off the GUI thread.
std::vector<DeviceType> generatorDeviceTypes(const Design &design);

/// Runs the generator (pure: reads device-type folders, writes nothing). Thread-safe; checks
/// `progress` for cancellation before and after generating. Throws ry::Error.
GenerateResult generateDesign(const GenerateRequest &request, Progress &progress);

/// A design file that holds only a fabric spec (no devices) is generated on opening, as
/// `railyard-cli generate` does. Returns true when it generated. Throws ry::Error.
bool generateIfSpecOnly(Design &design, fabric::GenerateReport *report = nullptr);

} // namespace ry::usecases
