#pragma once

// The cluster model: plain value types, one per kind of object the CMDB holds.
//
// Units (docs/design-notes.md "Units and terms"): lengths in metres, power in watts, link speed in
// Gb/s, scale-up bandwidth in GB/s per GPU, rack positions in U counted from the bottom (1 = lowest
// U). Heights and positions are multiples of 0.5 U (NetBox stores them as decimals, half-U works).
//
// Every object has an Id that is unique within its kind in one Design (0 = none/unset). Objects
// refer to each other by Id; the YAML design file refers to them by name instead.

#include "length.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace ry {

using Id = std::int64_t;

/// Lifecycle of a device (docs/design-notes.md "Model"; NetBox's DeviceStatusChoices minus the ones
/// a GPU cluster build does not use).
enum class DeviceStatus
{
    Planned,
    Staged,
    Active,
    Failed,
    Decommissioned
};

/// Lifecycle of a cable: planned in the design, installed by the crew, verified against what the
/// fabric reports, or found faulty.
enum class CableStatus
{
    Planned,
    Installed,
    Verified,
    Faulty
};

/// Which face of the rack a device is mounted on. Full-depth devices block both faces.
enum class Face
{
    Front,
    Rear
};

/// Cable medium. DAC = passive direct-attach copper, ACC = active copper, AOC = active optical,
/// MMF/SMF = multimode/single-mode fibre with transceivers at both ends, Copper = twisted pair
/// (Cat6 and up, for 1/10GBASE-T management), Power = a power cord.
enum class Medium
{
    DAC,
    ACC,
    AOC,
    MMF,
    SMF,
    Copper,
    Power
};

/// The fibre mapping of a multi-fibre (MPO/MTP) trunk cable, as TIA-568 names the cable types
/// (docs/references/cmdb.md CMDB-13; model/trunk.h trunkFarPosition()): Type A straight through
/// (fibre 1 to fibre 1), Type B reversed (1 to 12 on a 12-fibre trunk), Type C pair-flipped (1 to
/// 2, 2 to 1). Unspecified = not given (traced as straight through).
enum class TrunkPolarity
{
    Unspecified,
    TypeA,
    TypeB,
    TypeC
};

/// What a network plane is for (docs/design-notes.md "Plane").
enum class PlaneKind
{
    Compute,
    ScaleUp,
    Storage,
    InbandMgmt,
    OutOfBand
};

/// What kind of component a port is, after NetBox's component families (dcim/models/
/// device_components.py). A console port (the device's serial console) is cabled to a console
/// server port; a power port (a PSU inlet, or a PDU's inlet) draws from a power outlet (a PDU's
/// receptacle). Cables pair them as NetBox's COMPATIBLE_TERMINATION_TYPES does
/// (netbox/dcim/constants.py; Validator).
enum class PortKind
{
    Interface,
    FrontPort,
    RearPort,
    ConsolePort,
    PowerPort,
    ConsoleServerPort, ///< a port of a console server that a console port plugs into
    PowerOutlet        ///< a receptacle of a PDU; feeds the power port cabled to it
};

QString toString(DeviceStatus s);
QString toString(CableStatus s);
QString toString(Face f);
QString toString(Medium m);
/// "", "A", "B", "C" (the TIA cable type letter).
QString toString(TrunkPolarity p);
QString toString(PlaneKind k);
QString toString(PortKind k);
/// Parse the lower-case names toString() writes ("planned", "dac", "compute", ...).
/// Returns std::nullopt for anything else.
std::optional<DeviceStatus> deviceStatusFromString(const QString &s);
std::optional<CableStatus> cableStatusFromString(const QString &s);
std::optional<Face> faceFromString(const QString &s);
std::optional<Medium> mediumFromString(const QString &s);
/// "A", "B", "C" (either case) and "" (Unspecified); std::nullopt for anything else.
std::optional<TrunkPolarity> trunkPolarityFromString(const QString &s);
std::optional<PlaneKind> planeKindFromString(const QString &s);
std::optional<PortKind> portKindFromString(const QString &s);

struct Site
{
    Id id = 0;
    QString name; ///< unique in the design
    QString description;

    friend bool operator==(const Site &, const Site &) = default;
};

/// A data hall within a site.
struct Room
{
    Id id = 0;
    Id siteId = 0;
    QString name; ///< unique within its site

    friend bool operator==(const Room &, const Room &) = default;
};

/// A row of racks within a room.
struct Row
{
    Id id = 0;
    Id roomId = 0;
    QString name;  ///< unique within its room
    int index = 0; ///< order of the row in its room, 0-based

    friend bool operator==(const Row &, const Row &) = default;
};

struct Rack
{
    Id id = 0;
    Id rowId = 0;
    QString name;     ///< unique in the design (crews address racks by name)
    int position = 0; ///< slot in the row, 0-based, left to right seen from the cold aisle
    int uHeight = 42; ///< usable U
    double widthM = 0.6;
    double depthM = 1.2;
    double powerBudgetW = 0; ///< 0 = no budget set
    double coolingW = 0;     ///< heat the rack's cooling can remove; 0 = not set
    QString role;            ///< free text: "compute", "network", "storage", ...

    friend bool operator==(const Rack &, const Rack &) = default;
};

/// A port template of a device type (NetBox interface / front-port / rear-port / console-port /
/// power-port templates).
struct PortTemplate
{
    QString name;
    PortKind kind = PortKind::Interface;
    QString type;         ///< NetBox type slug, e.g. "400gbase-x-osfp", "lc", "iec-60320-c14"
    double speedGbps = 0; ///< derived from the type for interfaces; 0 when not a data port
    bool mgmtOnly = false;
    /// Interfaces: a spare port, kept out of every fabric (ports a vendor or planner holds back,
    /// a node's extra NICs). No generator cables it, switch radix and free-port counts leave it
    /// out. NetBox has no such field: a device-type sidecar's `spare_ports` sets it
    /// (devicetypes/netboximporter.h), a design file's `spare` (docs/design-file-format.md).
    bool spare = false;
    int positions = 1;         ///< front/rear ports: number of positions (MPO strands)
    QString rearPort;          ///< front ports: the rear port it maps to
    int rearPosition = 1;      ///< front ports: position on that rear port
    double maximumDrawW = 0;   ///< power ports
    double allocatedDrawW = 0; ///< power ports
    QString description;
    QString powerPort; ///< power outlets: the power port (inlet) of the type it draws from
    QString feedLeg;   ///< power outlets: "A", "B", "C" (NetBox feed_leg) or "" (single phase)
    /// Interfaces: the RDMA device name the vendor's default driver order gives the HCA behind
    /// the port ("mlx5_5"); copied to Port::rdmaDevice of every device of the type. NetBox has
    /// no such field: a device-type sidecar's `rdma_devices` sets it
    /// (devicetypes/netboximporter.h), a design file's `rdma_device`.
    QString rdmaDevice;

    friend bool operator==(const PortTemplate &, const PortTemplate &) = default;
};

/// A drive bay of a device type (an NVMe U.2/E1.S/M.2 slot): what the udev NVMe rules name a
/// drive after. NetBox lists such bays as module bays; the PCI address of the slot's
/// downstream port is Railyard's own fact (the vendor's service guide gives it per slot).
struct DriveBayTemplate
{
    QString name;       ///< unique in the type, e.g. "Bay 0", "nvme3"
    QString pciAddress; ///< domain:bus:device.function of the slot, e.g. "0000:5e:00.0"
    QString description;

    friend bool operator==(const DriveBayTemplate &, const DriveBayTemplate &) = default;
};

/// A model of device, with its port templates (NetBox DeviceType) plus the GPU and switch facts
/// the fabric generators and bandwidth theory need.
struct DeviceType
{
    Id id = 0;
    QString slug; ///< unique in the design; how devices name their type
    QString manufacturer;
    QString model;
    QString partNumber;
    double uHeight = 1;    ///< multiple of 0.5; 0 for zero-U (PDU strips)
    bool fullDepth = true; ///< blocks both faces of the U it occupies
    double weightKg = 0;
    QString airflow;          ///< NetBox airflow slug, e.g. "front-to-rear"
    double powerTypicalW = 0; ///< typical draw of the whole device
    double powerMaxW = 0;     ///< maximum draw of the whole device
    // GPU facts (nodes)
    QString gpuModel;
    int gpuCount = 0;
    double gpuFp64Tflops = 0; ///< per GPU, dense FP64 (tensor core where the vendor quotes it)
    double gpuBf16Tflops = 0; ///< per GPU, dense BF16
    double nvlinkGBps = 0;    ///< scale-up bandwidth per GPU, GB/s, one direction
    // CPU facts (nodes), for Rpeak (TOP500: the sum of every processor's FP64 peak)
    QString cpuModel;         ///< e.g. "Intel Xeon 6960P"
    int cpuCount = 0;         ///< CPU sockets per device
    double cpuFp64Tflops = 0; ///< per socket: cores x base GHz x FP64 FLOPs per cycle / 1000
    // Switch facts
    int radix = 0; ///< number of logical ports at portSpeedGbps
    double portSpeedGbps = 0;
    QString comments;
    std::vector<PortTemplate> ports;
    QStringList moduleBays;
    std::vector<DriveBayTemplate> driveBays; ///< NVMe/U.2/E1.S drive bays, in slot order
    QString extraYaml; ///< keys Railyard does not model, kept verbatim as a YAML flow map

    friend bool operator==(const DeviceType &, const DeviceType &) = default;
};

struct Device
{
    Id id = 0;
    QString name; ///< unique in the design (it is the host name for servers)
    QString role; ///< "gpu-node", "leaf", "spine", "core", "storage", "mgmt-switch",
                  ///< "patch-panel", "pdu", "nvswitch-tray", ...
    Id deviceTypeId = 0;
    Id rackId = 0;       ///< 0 = not racked
    double position = 0; ///< lowest U occupied, 1-based; 0 = not placed in a U
    Face face = Face::Front;
    DeviceStatus status = DeviceStatus::Planned;
    QString serial;
    QString assetTag;
    /// InfiniBand node GUID of a switch (or a host's first CA), 16 hex digits: what
    /// ibnetdiscover names a switch by ("S-<node GUID>") whatever its description.
    QString nodeGuid;
    /// InfiniBand system image GUID, 16 hex digits: shared by all nodes of one box (a switch
    /// and its SHARP aggregation node, the CAs of one host).
    QString systemImageGuid;
    /// The chassis MAC a switch or host sends as its LLDP chassis id (upper case, colons).
    QString chassisMac;
    Id supernodeId = 0;
    int su = -1; ///< scalable unit index, -1 = none
    QString comments;

    friend bool operator==(const Device &, const Device &) = default;
};

struct Port
{
    Id id = 0;
    Id deviceId = 0;
    QString name; ///< unique within its device
    PortKind kind = PortKind::Interface;
    QString type;
    double speedGbps = 0;
    bool mgmtOnly = false;
    int positions = 1;
    Id rearPortId = 0; ///< front ports: the rear port of the same device they map to
    int rearPosition = 1;
    int rail = -1; ///< rail index within the compute plane, -1 = none
    Id planeId = 0;
    QString pciAddress; ///< e.g. "0000:1b:00.0"
    QString mac;        ///< upper-case, colon separated
    QString ifName;     ///< netdev name on the host (what udev renames the NIC to), e.g. "ib3"
    /// RDMA device name of the HCA behind the port ("mlx5_7", /sys/class/infiniband/...): what
    /// ibnetdiscover's node descriptions ("gpu001 mlx5_7") and ibstat name. Never a netdev name.
    QString rdmaDevice;
    QString guid; ///< InfiniBand port GUID, 16 hex digits
    QString description;
    Id powerPortId = 0; ///< power outlets: the power port (inlet) of the same device feeding it
    QString feedLeg;    ///< power outlets: "A", "B", "C" (NetBox feed_leg) or "" (single phase)
    /// Power ports of a PDU: the power the feed into this inlet makes available, W (NetBox
    /// PowerFeed.available_power = V x A x max utilisation, x 1.732 on three phases); the PDU's
    /// capacity, split evenly over its outlets' feed legs. 0 = not set.
    double availablePowerW = 0;

    friend bool operator==(const Port &, const Port &) = default;
};

struct Cable
{
    Id id = 0;
    QString label; ///< unique in the design when set
    Id aPortId = 0;
    Id bPortId = 0;
    Medium medium = Medium::DAC;
    /// Length in metres; no value = unknown (0 m is a real length, e.g. a splice). Files written
    /// before schema version 5 used 0 for unknown (core/store/schema.cpp).
    std::optional<double> lengthM;
    /// The unit the length was given in and is shown and written in (model/length.h). Metre when
    /// the length is unknown.
    LengthUnit lengthUnit = LengthUnit::Metre;
    QString colour;
    QString partNumber;
    CableStatus status = CableStatus::Planned;
    /// A leg of a breakout cable (model/breakout.h): the breakout it belongs to, 0 = a plain
    /// cable. A leg's A end is the lane's logical port on the breakout's cage device, its B end
    /// the port the leg plugs into; its medium and length are the breakout's.
    Id breakoutId = 0;
    int lane = -1; ///< legs: the lane, 0-based, below Breakout::lanes; -1 for a plain cable
    /// A multi-fibre trunk between two rear ports (MPO-8/12/16/24): its fibre count; 0 = not
    /// given (a trunk then carries one fibre or pair per position). Not used for other cables.
    int fibres = 0;
    /// A trunk's fibre mapping (TrunkPolarity); traces map rear-port positions across it.
    TrunkPolarity polarity = TrunkPolarity::Unspecified;

    friend bool operator==(const Cable &, const Cable &) = default;
};

/// A breakout cable: one physical cable (1x2 twin-port splitter, 1x4 QSFP-DD/OSFP breakout) with
/// one A connector in a cage and `lanes` legs. The connected legs are Cable rows
/// (Cable::breakoutId, Cable::lane) from the lane's logical port (swp1s0..s3, P1/1..P1/4: see
/// model/breakout.h breakoutLanePortName) to the far port, each with its own label; a lane with
/// no leg cable is a free leg that can be connected later. The bill of materials counts one
/// breakout cable of this medium and length, whatever the number of connected legs.
struct Breakout
{
    Id id = 0;
    QString label;  ///< unique among breakouts when set, e.g. "BO-001"; legs default to BO-001-1..
    Id aPortId = 0; ///< the cage: the full-speed port the A connector plugs into
    int lanes = 4;  ///< number of legs, 2..8
    Medium medium = Medium::DAC;
    std::optional<double> lengthM; ///< metres; no value = unknown (as Cable::lengthM)
    LengthUnit lengthUnit = LengthUnit::Metre;
    QString colour;
    QString partNumber;
    CableStatus status = CableStatus::Planned;

    friend bool operator==(const Breakout &, const Breakout &) = default;
};

struct Plane
{
    Id id = 0;
    QString name; ///< unique in the design
    PlaneKind kind = PlaneKind::Compute;
    QString technology; ///< "infiniband-ndr", "roce-400g", "nvlink5", "ethernet-1g", ...
    double speedGbps = 0;
    QString vrf; ///< VRF its addresses live in ("" = global)

    friend bool operator==(const Plane &, const Plane &) = default;
};

struct Rail
{
    Id id = 0;
    Id planeId = 0;
    int index = 0; ///< unique within its plane
    QString name;

    friend bool operator==(const Rail &, const Rail &) = default;
};

/// A scale-up domain (NVL72 rack, CloudMatrix-style multi-rack unit).
struct Supernode
{
    Id id = 0;
    QString name;                 ///< unique in the design
    QString kind;                 ///< "nvl72", "cloudmatrix384", ...
    double scaleUpGBpsPerGpu = 0; ///< GB/s per GPU, one direction

    friend bool operator==(const Supernode &, const Supernode &) = default;
};

struct Prefix
{
    Id id = 0;
    QString prefix; ///< CIDR, e.g. "10.0.0.0/24" or "fd00::/64"
    QString vrf;
    Id planeId = 0;
    QString purpose; ///< "mgmt", "bmc", "rail", "p2p", "storage", ...
    QString gateway;
    QString description;

    friend bool operator==(const Prefix &, const Prefix &) = default;
};

struct IpAddress
{
    Id id = 0;
    QString address; ///< CIDR host form, e.g. "10.0.0.5/24"
    QString vrf;
    Id prefixId = 0;
    Id portId = 0; ///< the interface it is assigned to; 0 = unassigned
    QString dnsName;

    friend bool operator==(const IpAddress &, const IpAddress &) = default;
};

struct ChangeLogEntry
{
    Id id = 0;
    QString time; ///< ISO 8601 UTC
    QString user;
    QString action; ///< "import", "add", "modify", "remove", "generate", ...
    QString summary;

    friend bool operator==(const ChangeLogEntry &, const ChangeLogEntry &) = default;
};

} // namespace ry
