#pragma once

// As-built import: when a cluster exists but has no plan, build a Design's devices, ports and
// cables from what the fabric reports (an ibnetdiscover dump and/or lldpctl JSON files), so that
// it can be documented, placed in racks and verified from then on.

#include "matchrules.h"
#include "model/design.h"
#include "observation.h"

namespace ry::verify {

/// How reported nodes become devices.
struct AsBuiltOptions
{
    /// Node rules name the devices: the first rule whose pattern matches an InfiniBand node
    /// description (or an LLDP system name) gives the device name, and its port template the
    /// port name (hosts: "gpu-017 mlx5_3" -> device gpu-017, port mlx5_3). Nodes that no rule
    /// names keep their LLDP system name, else their ibnetdiscover node id ("S-<node GUID>").
    CableMatchRules rules = CableMatchRules::defaults();
    QString designName; ///< Design::name; "" = "as-built"
    /// Skip links inside one system (same InfiniBand system image GUID: a switch and its SHARP
    /// aggregation node, director modules), as CableVerifier does; their nodes are then left out
    /// when they have no other link.
    bool skipInternalLinks = true;
    /// Reported names that break the design's character rules (a device name is an RFC 1123
    /// host name) are changed (Validator::sanitizeNames) and each change is a Warning in the
    /// diagnostics; without it each such device name is an Error naming the file and line
    /// that reported it.
    bool sanitizeNames = false;
};

/// The result of buildAsBuilt().
struct AsBuiltResult
{
    Design design;
    Diagnostics diagnostics;  ///< name clashes, slow links, ports reported twice, bad names
    int synthesisedTypes = 0; ///< device types made up from what was reported
    int libraryTypes = 0;     ///< device types taken from the library
    int internalLinks = 0;    ///< links skipped as internal to one system
};

/// Builds a design from `observed`.
///
/// - One device per InfiniBand switch, named by the node rules from its NodeDescription
///   ("MF0;A09-P1-IBLEAF-04-04:MQM9701/U1" -> "A09-P1-IBLEAF-04-04"); a name reported by two
///   switches (director modules) gets the module appended ("ibsw1-L01-U1"), else the node id.
///   Its ports are "1".."N" (N from the node header) named by InfiniBand port number, split
///   ports "3/2" as reported. The device carries the switch's node GUID and system image GUID
///   (Device::nodeGuid, ::systemImageGuid), so that a later verification finds the switch by
///   GUID whatever its description. (Before schema 6 the node GUID went on a port "0".)
/// - One device per host: the CAs whose descriptions name the same host ("a08-p1-dgx-04-c01
///   mlx5_5", "... mlx5_4") become one device with one port per CA port ("mlx5_5"; "mlx5_5:2"
///   for the second port of a dual-port CA), each carrying its port GUID. CAs that name no host
///   ("MT4129 ConnectX7   Mellanox Technologies") become one device per system image GUID,
///   named by the node id ("H-<guid>"), ports "1".."N". A host port named by an RDMA device
///   ("mlx5_5") has it as Port::rdmaDevice too. An unnamed CA box has the system image GUID
///   it was grouped by.
/// - LLDP chassis whose id is a MAC have it as Device::chassisMac.
/// - One device per LLDP system name (short name by the rules, so it joins the host's InfiniBand
///   ports), ports named by interface, with the MAC when the port id is one.
/// - Device types: a type of `library` whose model, part number or slug equals the switch model
///   in the description ("MQM9701") and that has enough data interfaces is used, InfiniBand port
///   N mapping to its N-th data interface (as CableVerifier does); otherwise one type is
///   synthesised per distinct kind and port list ("asbuilt-mqm9701-65p", "asbuilt-host-4p").
///   The library's types are copied into the design. A synthesised type's manufacturer comes
///   from the InfiniBand vendor id ("NVIDIA" for the Mellanox/NVIDIA ids), else it is "Unknown"
///   (LLDP reports no vendor; NetBox and the design file require a manufacturer).
/// - Port speed is the speed the link ran at (4xNDR = 400 Gb/s) and the type slug follows the
///   lane speed ("infiniband-ndr"); a link slower than the fastest link of the same device is
///   recorded as found and reported in the diagnostics.
/// - One cable per observed link, labelled IB-0001... / ETH-0001... in the order reported,
///   status Installed. InfiniBand data ports go into a compute plane "infiniband".
///
/// Devices are not racked. Never throws for bad data.
AsBuiltResult buildAsBuilt(const ObservationSet &observed, const Design &library = {},
                           const AsBuiltOptions &options = {});

} // namespace ry::verify
