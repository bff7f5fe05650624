#pragma once

// The component type choices of NetBox (netbox-community/netbox, netbox/dcim/choices.py:
// InterfaceTypeChoices, ConsolePortTypeChoices, PowerPortTypeChoices, PowerOutletTypeChoices,
// PortTypeChoices), which the device-type library's schema (schema/generated_schema.json) is
// generated from. What Railyard relies on is written down in docs/references/cmdb.md §4
// (sources CMDB-5, CMDB-3).

#include "entities.h"

#include <QString>

namespace ry::netbox {

/// True when `type` is one of NetBox's type choices for a component of `kind`: interface types
/// for Interface, console port types for ConsolePort, power port (plug) or power outlet
/// (receptacle) types for PowerPort (Railyard keeps outlets as power ports), front/rear port
/// types for FrontPort and RearPort. Exact, case-sensitive match, as NetBox compares (its
/// California-style outlet types are upper case, e.g. "CS6360C"). Never throws.
bool isComponentType(PortKind kind, const QString &type);

/// True when `type` is a power outlet (receptacle) type of NetBox that is not also a power port
/// (plug) type: PowerOutletTypeChoices minus PowerPortTypeChoices (e.g. "iec-60320-c13",
/// "nema-5-15r"; not "iec-60320-c14", "hardwired" or "other"). Exact match. Never throws.
bool isReceptacleOnlyType(const QString &type);

/// The kind as NetBox's component lists call it, for messages: "interface", "console port",
/// "power port or outlet", "front or rear port". Translated.
QString componentKindName(PortKind kind);

} // namespace ry::netbox
