#pragma once

#include "entities.h"

namespace ry {

/// Moves the `nvme-bays` list that a device type's `extra` map carried before drive bays were
/// part of the model (design files and documents before schema version 6; the list's form was
/// `{nvme-bays: [{name: Bay 0, pci_address: "0000:5e:00.0"}, ...]}`) into
/// DeviceType::driveBays, and takes it out of `extra` (the other keys of `extra` stay, written
/// again as one YAML flow map; `extra` becomes empty when nothing else is left).
///
/// Does nothing and returns 0 when the type already has drive bays or `extra` holds no
/// `nvme-bays` key. Returns the number of bays moved, or -1 when `extra` is not a YAML map or
/// the list is malformed (an entry without name or pci_address): then nothing changes and
/// `error`, when given, says why in one translated sentence.
int adoptLegacyNvmeBays(DeviceType &type, QString *error = nullptr);

} // namespace ry
