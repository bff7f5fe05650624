#pragma once

// Builders for the ChangeSets of the GUI's edits. Each returns one user action (one undo step,
// one transaction); none of them touches the design, they only read it. Translated texts via
// the `Tr` context of util/error.h.

#include "model/changeset.h"

#include <optional>

namespace ry::undo::edits {

/// A new device of `type` (ports instantiated from its templates, front ports mapped to rear
/// ports, as Design::addDeviceWithPorts does). Ids are chosen here so that ports can refer to
/// the device. `device.deviceTypeId` is set from `type`.
ChangeSet addDevice(const Design &design, Device device);

/// Moves device `id` to `rackId` at U `position` on `face`.
ChangeSet moveDevice(const Design &design, Id id, Id rackId, double position, Face face);

/// Removes devices (their ports, cables and addresses go with them, Document::commit expands).
ChangeSet removeDevices(const Design &design, const QList<Id> &ids);
/// Removes cables.
ChangeSet removeCables(const Design &design, const QList<Id> &ids);

/// A new planned cable between two free ports. `lengthM` in metres (no value = unknown), given
/// in `unit` (model/length.h).
ChangeSet connect(const Design &design, Id aPort, Id bPort, Medium medium,
                  std::optional<double> lengthM, const QString &label = {},
                  LengthUnit unit = LengthUnit::Metre);

/// Renames a device.
ChangeSet renameDevice(const Design &design, Id id, const QString &name);

/// Gives a device another type: its ports are replaced by the new type's (cables and
/// addresses on the old ports are removed with them).
ChangeSet retypeDevice(const Design &design, Id id, Id newTypeId);

/// Why `device` cannot sit at its rack/position/face: a U collision, outside the rack, or a
/// rack power budget overrun (the Validator only warns about power; the GUI refuses it).
/// Devices listed in `ignore` (the ones being moved) do not count. Empty when it fits.
QString placementProblem(const Design &design, const Device &device, const QList<Id> &ignore = {});

/// Summed maximum power (W) of the devices in a rack, leaving out `ignore`.
double rackPowerW(const Design &design, Id rackId, const QList<Id> &ignore = {});

} // namespace ry::undo::edits
