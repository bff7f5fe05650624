#pragma once

#include "design.h"
#include "util/error.h"

#include <QSet>

namespace ry {

/// The model invariants, enforced in this one place: `railyard-cli validate` lists them all;
/// the design-file reader (designyaml::read) runs them on every file and points each finding at
/// its line (Diagnostic::ref names the object); Document::commit refuses an edit that breaks one
/// for an object it touches; importers run it before writing anything.
///
/// Rules (each finding names the object):
/// - names unique where people address things by name: site; room within its site; row within
///   its room; rack, device, device-type slug, plane, supernode and non-empty cable label in the
///   design; port within its device; rail index within its plane; prefix within its VRF;
/// - the values a design file requires are set (not empty or blank): site, room, row, rack,
///   device, port, plane and supernode names, device roles, device-type slug, manufacturer
///   and model;
/// - references point at existing objects of the right kind;
/// - a device's U range [position, position + u_height) fits its rack (1 .. rack u_height) and
///   overlaps no other device on the same face; a full-depth device blocks both faces; positions
///   and heights are multiples of 0.5 U; a device with a U position must be in a rack;
/// - a port carries at most one cable end, and a cable joins two different ports;
/// - a cable joins ports NetBox can join (COMPATIBLE_TERMINATION_TYPES, netbox/dcim/
///   constants.py; power::compatibleTerminations): a power port to a power outlet, a console
///   port to a console server port (or through front/rear ports), interfaces to interfaces;
///   a power port cabled to a PDU's power port (files from before power outlets were a kind) is
///   a warning;
/// - a power outlet's power port is a power port of its device, its feed leg A, B or C; only
///   a power port has an available power (>= 0);
/// - an IP address parses, is unique within its VRF (host part), and lies inside its prefix;
///   prefixes parse as networks (host bits zero);
/// - a rack's summed maximum device power within its budget (warning); so is the draw of the
///   PSUs cabled to its PDUs (power::budget); a rack with a budget holding devices whose type
///   has no power figure is a warning naming those types; a PDU's and each feed leg's connected
///   draw within the PDU's available power (warnings);
/// - every name and text field holds only the characters its rule allows (names::fieldRule():
///   RFC 1123 host names for devices and DNS names, kernel interface names, no control or
///   invisible characters anywhere; the table is in docs/design-file-format.md). The finding's
///   field is "kind.field", e.g. "port.if_name";
/// - device types (checkDeviceType(), docs/references/cmdb.md §4): every port
///   template has a name, unique within the type whatever its kind (a device's ports take these
///   names); module bay names unique; a front port maps to a rear port of the same type, at a
///   position within that rear port's positions, and no two front ports share a rear position;
///   positions >= 1; a port's type is one of NetBox's choices for its kind (a warning: Railyard's
///   own designs and as-built imports may use others; the NetBox importer refuses it).

/// One name changed by Validator::sanitizeNames().
struct NameChange
{
    QString kind;   ///< "device", "port", ...
    QString field;  ///< "name", "if_name", ...
    QString object; ///< the object, as it was named before
    QString before, after;
    /// E.g. `device gpu 1: name "gpu 1" -> "gpu-1"`; control characters shown escaped.
    QString describe() const;
};

/// One finding of Validator::checkDeviceType(), with the port templates it concerns, so that an
/// importer can point at the lines of its file.
struct DeviceTypeFinding
{
    Diagnostic::Severity severity = Diagnostic::Severity::Error;
    /// Complete, translated sentence naming the port(s), e.g. `Port "eth0" is defined twice.`
    QString message;
    /// The port template's field: "name", "type", "rear_port", "rear_position", "positions",
    /// "power_port", "feed_leg"; or
    /// "name" of a module bay.
    QString field;
    int port = -1;      ///< index into DeviceType::ports, or -1 (a module bay finding)
    int moduleBay = -1; ///< index into DeviceType::moduleBays, or -1
    int driveBay = -1;  ///< index into DeviceType::driveBays, or -1 (field "name" or "pci_address")
    int first = -1;     ///< the earlier port (or module bay) of the same index kind it clashes with
    /// Field path inside the type as the design file writes it: "ports[3].name",
    /// "module_bays[1]", "drive_bays[0].pci_address".
    QString path() const;
};

class Validator
{
public:
    explicit Validator(const Design &design);

    /// Every finding in the design, errors first, then warnings; sorted by object name.
    Diagnostics validateAll() const;

    /// Only the rules that concern the given objects (by id per kind). Used for edits; cost is
    /// proportional to the design size, not to the number of rules.
    struct Scope
    {
        QSet<Id> sites, rooms, rows, racks, deviceTypes, devices, ports, cables, breakouts, planes,
            rails, supernodes, prefixes, ipAddresses;
        bool empty() const;
    };
    Diagnostics validate(const Scope &scope) const;

    /// Changes every field that breaks its character rule into the nearest allowed value
    /// (names::sanitize), in place; returns the changes in design order. References are by
    /// id, so they follow. Names made equal by the change are then found by validateAll().
    static std::vector<NameChange> sanitizeNames(Design &design);

    /// The device-type rules (see the class comment) on one type, in port order. validateAll()
    /// reports the same findings with the type's slug as object and path() as field.
    static std::vector<DeviceTypeFinding> checkDeviceType(const DeviceType &type);

    /// Number of Error-severity findings in `d`.
    static std::size_t errorCount(const Diagnostics &d);

private:
    Diagnostics run(const Scope *scope) const;
    const Design &m_design;
};

} // namespace ry
