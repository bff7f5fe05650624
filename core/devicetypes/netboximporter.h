#pragma once

// Import of device types written in the NetBox community device-type library format
// (github.com/netbox-community/devicetype-library, one YAML file per device type), plus the
// Railyard extension block `x-railyard:` for GPU and switch facts.

#include "model/entities.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ry::devicetypes {

/// Reads one NetBox device-type YAML file into a DeviceType (id 0; the caller adds it to a Design).
///
/// Mapping: manufacturer, model, slug, part_number, u_height (a multiple of 0.5, >= 0),
/// is_full_depth (true when absent, as NetBox), weight + weight_unit (kg, g, lb, oz; stored in kg),
/// airflow, comments; interfaces, console-ports, console-server-ports
/// (PortKind::ConsoleServerPort), power-ports, power-outlets (PortKind::PowerOutlet with the
/// receptacle type, e.g. "iec-60320-c13", the power port it draws from, `power_port`, and its
/// `feed_leg`), front-ports, rear-ports, the NetBox >= 4.5 `port-mappings` list, and module-bays
/// (names only). Interface speeds come from interfaceTypeInfo(). powerMaxW / powerTypicalW are the
/// sums of the power ports' maximum_draw / allocated_draw in W unless `x-railyard` gives
/// power_max_w / power_typical_w.
///
/// `x-railyard:` (optional map): gpu_model (text), gpu_count (integer), gpu_fp64_tflops,
/// gpu_bf16_tflops (per GPU), nvlink_gbps (GB/s per GPU, one direction), cpu_model (text),
/// cpu_count (sockets, 0..1024), cpu_fp64_tflops (per socket), radix (integer),
/// port_speed_gbps, power_typical_w, power_max_w (W), spare_ports (a list of interface names:
/// PortTemplate::spare, ports no generator cables; a name that is no interface of the type is
/// an error at its line, a name listed twice a warning), rdma_devices (a map of interface name
/// to RDMA device name, PortTemplate::rdmaDevice; an unknown interface, a name that is no RDMA
/// device name or one RDMA device given twice is an error at its line).
///
/// Switch facts when `x-railyard` gives neither radix nor port_speed_gbps: the data interfaces
/// (not mgmt_only, physical, known speed) are grouped by speed and by name pattern (digit runs
/// replaced, so "P22.0" and "P3.1" share "P#.#" while "fnm1" does not); when the largest group
/// has at least 16 ports the type is taken for a switch and radix = that group's size less its
/// spare ports, portSpeedGbps = its speed (an Info diagnostic says so). Otherwise both stay 0.
///
/// Top-level keys Railyard does not model (front_image, is_powered, subdevice_role, device-bays,
/// ...) are kept in extraYaml as one YAML flow map, in file order, and each is reported as an Info
/// diagnostic. Warning diagnostics with file:line:column: front ports not mapped to a rear port,
/// a second mapping of one front port (dropped), gaps in twin-port cage naming (QM9700's missing
/// P22.1 / P23.0).
///
/// The file is refused (DeviceTypeRefused, every finding with its file, line, column and field,
/// e.g. `Nvidia/DGC-A100.yaml:102:11: console-ports[5].name: Port "Rear VGA" is defined twice.
/// First at line 96.`) when it breaks a device-type rule of the Validator
/// (Validator::checkDeviceType: port names unique across all component lists, module bay names
/// unique, front ports mapped to an existing rear port at a position it has, no rear position
/// used twice) or any other rule the Validator would refuse the type for when it is stored; when
/// a component's type is not one of NetBox's choices for its list (netbox::isComponentType);
/// when names repeat in the lists Railyard keeps verbatim (device-bays, inventory-items); when an
/// outlet's power_port is not a power port of the type or its feed_leg is not A, B or C (the
/// Validator's rules); when a port-mappings entry
/// names a missing front port or a front position the port does not have. The rules and their
/// sources: docs/references/cmdb.md §4.
///
/// `warnings` may be null. Throws ry::Error naming the file, the 1-based line and column and the
/// field for: unreadable file, a file that is not UTF-8 text (binary), YAML syntax errors, a
/// document that is empty or not a map, missing manufacturer / model / slug / u_height, wrong
/// value types (`u_height: abc`, `interfaces: 5`), out-of-range values (`u_height: 1.3`, negative
/// weight), duplicate keys in one map, a component without name or type.
DeviceType importNetboxDeviceType(const QString &path, Diagnostics *warnings);

/// Railyard's facts about a NetBox device type that NetBox cannot hold (GPU and CPU figures,
/// whole-device power where the power ports' draws do not add up, switch radix) live in a
/// sidecar beside the NetBox file, `<name>.railyard.yaml` next to `<name>.yaml`, so that the
/// NetBox file itself stays valid against the devicetype-library schema and could go upstream
/// unchanged. The sidecar is a map of the `x-railyard` keys; importNetboxDeviceType() reads it
/// when it exists (errors name the sidecar's file and line). A NetBox file with its own
/// `x-railyard` map and a sidecar is refused (one place only).
QString sidecarPathFor(const QString &netboxFile);
/// True for `*.railyard.yaml` / `*.railyard.yml`: sidecars, not device types (folder imports
/// skip them).
bool isSidecarFile(const QString &path);

/// A device-type file that breaks rules: what() and message() are the first finding's,
/// errors() has every finding (Severity::Error), in line order.
class DeviceTypeRefused : public Error
{
public:
    explicit DeviceTypeRefused(Diagnostics errors); ///< `errors` must not be empty
    const Diagnostics &errors() const { return m_errors; }

private:
    Diagnostics m_errors;
};

/// Result of importNetboxDirectory().
struct DeviceTypeImportSummary
{
    /// Imported device types, in the order of `files` (relative paths sorted case-insensitively).
    std::vector<DeviceType> deviceTypes;
    /// The file each entry of deviceTypes came from (same index): the folder as given joined
    /// with the file's path below it (relative when the folder was given relative).
    QStringList files;
    /// Info and Warning diagnostics of the files that imported, each with its file.
    Diagnostics diagnostics;
    /// Diagnostics with Severity::Error of the files that failed to import, one or more per file
    /// (every finding of a refused file): the file, line, column and field and the message. A
    /// file whose slug an earlier file of the batch took fails too (one type per slug, as the
    /// library's own checks require).
    Diagnostics failures;
    /// Number of .yaml / .yml files tried (= deviceTypes.size() + failedFiles().size()).
    int filesTried = 0;

    /// The files that failed, in order, each once.
    QStringList failedFiles() const;
};

/// Imports every `.yaml` / `.yml` file (extension case-insensitive) below `dir`, recursively, in
/// case-insensitively sorted path order, skipping hidden folders and the library's top-level
/// `schema/` folder. `dir` may be relative (to the working directory). A file that fails is
/// recorded in `failures` and the rest still import. Symbolic links to folders are not followed.
/// Throws ry::Error naming `dir` when it is not a readable folder or holds no such file.
DeviceTypeImportSummary importNetboxDirectory(const QString &dir);

/// importNetboxDirectory() for a folder; for a file, the same summary of that one file.
DeviceTypeImportSummary importNetboxFiles(const QString &fileOrDir);

} // namespace ry::devicetypes
