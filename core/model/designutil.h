#pragma once

// Small domain helpers over a Design that several modules need, each defined once here
// (implemented in design.cpp): ports from device-type templates, the GPU-node test, a cable's
// display name, an SU's name.

#include "design.h"

#include <QString>

#include <vector>

namespace ry {

/// The port a template instantiates, before it belongs to a device: name, kind, type,
/// positions and description from the template; speed and management-only for every kind but
/// rear ports (which carry no signal of their own, so they keep 0 Gb/s and false); front ports
/// keep their rear position (others 1); power outlets keep their feed leg; interfaces keep
/// their RDMA device name (PortTemplate::rdmaDevice). id, deviceId,
/// rearPortId and powerPortId are 0.
Port portFromTemplate(const PortTemplate &t);

/// The ports of a new device of `type` (NetBox copies components from the type at creation
/// only): rear ports first, then the others in template order, numbered `firstPortId`,
/// `firstPortId + 1`, ...; front ports point at the rear port they name and power outlets at the
/// power port they name (0 if there is none).
std::vector<Port> portsFromType(const DeviceType &type, Id deviceId, Id firstPortId);

/// Whether `device` is a GPU node: its role is kRoleGpuNode, or its type has GPUs and it is not
/// an NVSwitch tray. The one definition the exports, the results overlay and the test plan use.
bool isGpuNode(const Design &design, const Device &device);

/// A cable's name for people: its label, else "deviceA:portA-deviceB:portB" ("?" for a missing
/// device or port), so an unlabelled cable can still be found. Test plan paths use it, and the
/// GUI maps those names back to cables, so the format is part of the plan's contract.
QString cableDisplayName(const Design &design, const Cable &cable);

/// A scalable unit's name for people: "SU1" for Device::su 0 (the model counts from 0; NVIDIA's
/// DGX SuperPOD reference architectures and site crews count SUs from 1,
/// docs/references/fabric.md), "-" for a device in no SU (su < 0). Every view and export that
/// names an SU uses it.
QString suName(int su);

} // namespace ry
