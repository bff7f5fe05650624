#pragma once

// FabricSpec: the input of the fabric generators, kept in the design file under the top-level
// `fabric:` key (Design::fabricSpecYaml holds that section as canonical YAML text).
//
// Units follow docs/design-notes.md "Units and terms": lengths in metres, power in kW where the key
// says `-kw` (W elsewhere), link speed in Gb/s, rack heights in U.

#include "model/entities.h"

#include <QString>

#include <optional>
#include <vector>

namespace YAML {
class Node;
}

namespace ry::fabric {

/// Shape of a compute plane.
/// - RailOptimizedFatTree: NIC r of every node of a scalable unit (SU) on that SU's rail-r leaf;
///   leaves to spines, core above the 2-tier limit (NVIDIA DGX SuperPOD RA,
///   docs/references/fabric.md §1.2-1.3, §5 "Rail-optimized variant").
/// - FatTree: plain leaf-spine(-core) Clos, a node's NICs on consecutive leaf ports (Ethernet
///   spine-leaf; Al-Fares et al. 2008, §5).
/// - RailOnly: one Clos per rail and no cross-rail spine (Wang et al., arXiv:2307.12169, §5).
/// - Nvl72: GB200 NVL72 racks as scale-up supernodes (§3.1) plus a scale-out fabric.
/// - CloudMatrix: CloudMatrix384-style multi-rack units with a UB scale-up plane (§4) plus a
///   scale-out (RDMA) fabric.
enum class Topology
{
    RailOptimizedFatTree,
    FatTree,
    RailOnly,
    Nvl72,
    CloudMatrix
};

/// Technology of a compute plane; fixes the default port speed.
enum class Technology
{
    InfinibandNdr,
    InfinibandXdr,
    Roce400g,
    Roce800g
};

/// Where the network racks sit in each row.
enum class NetworkRackPosition
{
    End,
    Middle
};

QString toString(Topology t);   ///< "rail-optimized-fat-tree", "fat-tree", "rail-only", ...
QString toString(Technology t); ///< "infiniband-ndr", "infiniband-xdr", "roce-400g", ...
QString toString(NetworkRackPosition p); ///< "end", "middle"
std::optional<Topology> topologyFromString(const QString &s);
std::optional<Technology> technologyFromString(const QString &s);
std::optional<NetworkRackPosition> networkRackPositionFromString(const QString &s);

/// Port speed of a technology in Gb/s per logical port: NDR 400 and XDR 800 (NVIDIA SuperPOD
/// RAs FAB-1/FAB-5, docs/references/fabric.md §1.6), RoCE by name.
double defaultPortSpeedGbps(Technology t);
bool isInfiniband(Technology t);
/// Supernode topologies (NVL72, CloudMatrix) that carry a separate scale-out topology.
bool isSupernodeTopology(Topology t);

/// An oversubscription ratio down:up, e.g. 1:1 (non-blocking) or 2:1. Written "2:1".
struct Ratio
{
    int down = 1;
    int up = 1;

    QString toString() const;
    /// Parses "d:u" with positive integers; std::nullopt otherwise.
    static std::optional<Ratio> fromString(const QString &s);
    friend bool operator==(const Ratio &, const Ratio &) = default;
};

/// Which ports of a device type serve a plane: non-management interfaces whose NetBox type slug
/// equals `type` (when set) and whose name starts with `prefix` (when set), in template order.
struct PortSelector
{
    QString type;
    QString prefix;
    friend bool operator==(const PortSelector &, const PortSelector &) = default;
};

/// A homogeneous set of nodes. Heterogeneous clusters list several groups; each group uses one
/// compute plane (its own, or one shared with other groups) and starts a new SU.
struct NodeGroup
{
    QString name;     ///< unique; used in names ({group})
    QString nodeType; ///< DeviceType slug of the node (or NVL72 compute tray)
    int count = 0;    ///< nodes (NVL72: compute trays); 0 = from `gpus`
    /// GPUs (NPUs) asked for instead of `count`: the generator takes ceil(gpus / GPUs per node)
    /// nodes, rounded up to whole NVL72 racks or CloudMatrix units under those topologies
    /// (docs/fabric-spec.md "Asking for GPUs"). 0 = `count` gives the nodes. Exactly one of the
    /// two is set.
    int gpus = 0;
    int gpusPerNode = 0; ///< 0 = DeviceType::gpuCount
    /// CPU sockets per node, for Rpeak; 0 = the node type's DeviceType::cpuCount. The CPU keys
    /// override the node type's CPU facts in the generated design (one GPU baseboard ships with
    /// several CPUs); two groups of one node type must not give it different CPUs.
    int cpusPerNode = 0;
    double cpuFp64Tflops = 0; ///< FP64 peak per CPU socket; 0 = the node type's
    QString cpuModel;         ///< "" = the node type's
    int nicsPerNode = 0;      ///< compute NICs = rails used by this group; 0 = GPUs per node
    QString plane;            ///< compute plane name; "" = the first compute plane
    QString namePrefix;       ///< {prefix} in the node name template; "" = the group name
    friend bool operator==(const NodeGroup &, const NodeGroup &) = default;
};

/// One compute (scale-out) plane with its own rails and switches.
struct ComputePlaneSpec
{
    QString name = QStringLiteral("compute");
    Technology technology = Technology::InfinibandNdr;
    double portSpeedGbps = 0; ///< 0 = defaultPortSpeedGbps(technology)
    Topology topology = Topology::RailOptimizedFatTree;
    /// Scale-out shape used under a supernode topology (RailOptimizedFatTree, FatTree or
    /// RailOnly); ignored otherwise.
    Topology scaleOut = Topology::RailOptimizedFatTree;
    QString leafType;   ///< DeviceType slug; "" under a supernode topology = no scale-out fabric
    QString spineType;  ///< "" = leafType
    QString coreType;   ///< "" = spineType
    int radix = 0;      ///< logical ports per switch at portSpeedGbps; 0 = DeviceType::radix
    int nodesPerSu = 0; ///< nodes per SU (leaf down ports); 0 = from radix and oversubscription
    int tiers = 0;      ///< 0 = auto (from target size and radix); 1 (rail-only), 2 or 3
    /// Rail-optimized, 2 tiers: every rail gets its own spine group ("rail-aligned to the top":
    /// cross-rail traffic stays on NVLink/PXN), as in the Spectrum-4 B300 SuperPOD table (FAB-4,
    /// docs/references/fabric.md §1.4). Off = all leaves share the spines (FAB-1/FAB-2 Tables 3
    /// and 4).
    bool railSpineGroups = false;
    /// Spine count (2 tiers) and spines per pod (3 tiers): false (`spine-sizing: even`, the
    /// default) takes the smallest count at or above the minimum that divides the leaf uplinks,
    /// so that every leaf-spine pair carries the same number of links and every spine the same
    /// number of used ports, as NVIDIA's reference architectures are built (docs/fabric-spec.md
    /// "Spine sizing"); true (`spine-sizing: minimum`) takes the bare minimum,
    /// ceil(leaf uplinks / spine ports), and some pairs then carry one link more than others.
    bool minimumSpines = false;
    /// Per tier from the bottom: [0] leaf down:up, [1] spine down:up (3 tiers). Missing = 1:1.
    std::vector<Ratio> oversubscription;
    bool twinPortNodes = false;    ///< node compute ports pair up in 2x400G OSFP cages
    bool twinPortSwitches = false; ///< switch ports pair up in twin-port OSFP cages (QM9700)
    int reservedLeafPorts = 0;     ///< ports kept free on every leaf
    /// Node slots kept free at the end of the plane's last SU, e.g. 1 for UFM (FAB-1 Table 4 fn 1).
    int reservedNodeSlots = 0;
    QString managerType;    ///< fabric manager (UFM) DeviceType slug; "" = none
    int managers = 0;       ///< fabric manager appliances
    int managerLinks = 0;   ///< links from the managers into the reserved node slots (FAB-1: 4)
    int targetNodes = 0;    ///< spine/core pre-provisioned for this many nodes; 0 = actual count
    PortSelector nodePorts; ///< which node ports are compute NICs; empty = match the port speed
    /// RDMA device names of the nodes' compute ports, per rail (0-based): entry r names the HCA
    /// of rail r ("mlx5_5"); a single entry containing `{rail}` is a pattern for every rail
    /// ("mlx5_{rail}"). Empty = the node type's PortTemplate::rdmaDevice. Hosts describe each
    /// HCA as "<host> <RDMA device>", which the cable verification matches with no rules file.
    QStringList rdmaDevices;
    friend bool operator==(const ComputePlaneSpec &, const ComputePlaneSpec &) = default;
};

/// An optional storage, in-band management or out-of-band plane: a plain leaf(-spine) network.
/// The RDMA device name `rdmaDevices` (ComputePlaneSpec::rdmaDevices) gives rail `rail`
/// (0-based): the pattern with `{rail}` replaced, else entry `rail`; "" when the list is empty
/// or shorter.
QString rdmaDeviceForRail(const QStringList &rdmaDevices, int rail);

struct AuxPlaneSpec
{
    bool enabled = false;
    QString name;               ///< default "storage", "inband", "oob"
    QString technology;         ///< free text, e.g. "roce-400g", "ethernet-100g", "ethernet-1g"
    double speedGbps = 0;       ///< leaf down port speed
    double uplinkSpeedGbps = 0; ///< leaf up / spine port speed; 0 = speedGbps
    QString leafType;
    QString spineType; ///< "" = leaves only (then every leaf stands alone)
    int portsPerNode = 1;
    PortSelector nodePorts; ///< OOB: management ports are used when empty
    Ratio oversubscription;
    friend bool operator==(const AuxPlaneSpec &, const AuxPlaneSpec &) = default;
};

/// Scale-up supernode settings (used by the Nvl72 and CloudMatrix topologies).
struct SupernodeSpec
{
    // GB200 NVL72 (docs/references/fabric.md §3.1, FAB-3): 18 compute trays, 9 NVLink switch trays.
    int computeTraysPerRack = 18;
    int switchTraysPerRack = 9;
    QString switchTrayType;       ///< NVLink switch tray DeviceType slug
    double scaleUpGBpsPerGpu = 0; ///< one direction; 0 = DeviceType::nvlinkGBps
    // CloudMatrix384-style unit (§4, FAB-19/FAB-20): 384 chips over 16 racks (12 compute + 4
    // network), 112 L2 UB switches in 7 sub-planes.
    int chipsPerUnit = 384;
    int racksPerUnit = 16;
    int networkRacksPerUnit = 4;
    QString ubSwitchType;
    int ubSwitchesPerUnit = 112;
    int ubSubPlanes = 7;
    double ubSpeedGbps = 400;
    PortSelector ubPorts; ///< the node's UB ports; empty = ports at ubSpeedGbps not used elsewhere
    friend bool operator==(const SupernodeSpec &, const SupernodeSpec &) = default;
};

/// Site, rows and racks, and how devices are placed and named.
struct PlacementSpec
{
    QString site = QStringLiteral("site1");
    QString room = QStringLiteral("hall1");
    int racksPerRow = 20;
    int rackUnits = 42;
    double rackWidthM = 0.6;
    double rackDepthM = 1.2;
    double powerBudgetKw = 0;        ///< per rack; 0 = no limit
    double coolingKw = 0;            ///< per rack; 0 = same as the power budget
    bool budgetTypicalPower = false; ///< budget against powerTypicalW instead of powerMaxW
    int nodesPerRack = 0;            ///< cap; 0 = as many as U and power allow
    int reservedUnits = 0;           ///< U kept free at the top of every compute rack
    NetworkRackPosition networkRacks = NetworkRackPosition::End;
    int networkRacksPerRow = 2;
    bool suAligned = true; ///< every SU starts in a new rack
    QString pduType;       ///< PDU DeviceType slug (zero-U strips); "" = none
    int pdusPerRack = 0;
    /// Cable every PSU (power port) of a racked device to a free outlet of a PDU of its rack:
    /// its power ports round-robin over the rack's PDUs, each on the free outlet of the
    /// least-loaded feed leg that takes its plug (C14 into C13, C20 into C19), else any free.
    bool powerCables = false;
    /// Available power of each PDU inlet, kW (Port::availablePowerW); 0 = not set.
    double pduAvailablePowerKw = 0;
    /// Name templates. Placeholders: {site} {room} {row} {rack} {prefix} {group} {index} {plane}
    /// {role} {su} {rail}; "{index:03}" pads with zeros to 3 digits. Indexes are 1-based.
    QString rowName = QStringLiteral("R{row:02}");
    QString rackName = QStringLiteral("{site}-{row:02}-{rack:02}");
    QString nodeName = QStringLiteral("{prefix}{index:03}");
    QString switchName = QStringLiteral("{plane}-{role}{index:03}");
    QString cableLabel = QStringLiteral("{plane}-{index:06}");
    friend bool operator==(const PlacementSpec &, const PlacementSpec &) = default;
};

/// Reach of each medium for links up to a given speed. A link takes the first medium whose
/// maximum covers its (rounded) length: DAC, then ACC, then the optical medium, then SMF.
struct MediumRule
{
    double maxSpeedGbps = 400; ///< applies to links up to this speed (first rule that covers)
    double dacMaxM = 3;
    double accMaxM = 5;
    Medium optical = Medium::MMF; ///< MMF (transceivers + fibre) or AOC
    double opticalMaxM = 50;
    double smfMaxM = 2000;
    friend bool operator==(const MediumRule &, const MediumRule &) = default;
};

/// Cable sizing settings. Rack width comes from PlacementSpec::rackWidthM.
struct CablingSpec
{
    double rowPitchM = 2.4;   ///< centre-to-centre distance of adjacent rows (assumed default)
    double trayHeightM = 2.4; ///< overhead tray above the floor (assumed default)
    double slackM = 1.0;      ///< added to every run (service loop, dressing)
    /// Lengths that can be ordered, ascending; a run rounds up to the next one (NVIDIA LinkX:
    /// DAC 0.5-3 m, ACC 4-5 m, fibre in whole metres).
    std::vector<double> lengthsM;
    std::vector<MediumRule> media; ///< ascending maxSpeedGbps
    friend bool operator==(const CablingSpec &, const CablingSpec &) = default;
};

/// Default orderable lengths (m).
std::vector<double> defaultCableLengths();
/// Default medium reach table. Sources: NVIDIA MCP7Y00/MCP7Y10 twin-port DAC splitters 1-3 m and
/// "Active Copper Cables (ACC) ... 4 and 5-meters" (docs.nvidia.com/networking, MCP7Y10 page);
/// LinkX 100G-PAM4 user guide "Transceivers and fiber details": multimode "up to 50-meters",
/// single-mode 100/500 m and 2 km (2xFR4). 1000BASE-T copper 100 m (IEEE 802.3 clause 40).
/// 800G (XDR) reaches are assumed equal to 400G except DAC 2 m (not verified; set them).
std::vector<MediumRule> defaultMediumRules();

/// The whole fabric spec.
struct FabricSpec
{
    QString name;
    std::vector<NodeGroup> groups;
    std::vector<ComputePlaneSpec> computePlanes;
    AuxPlaneSpec storage;
    AuxPlaneSpec inband;
    AuxPlaneSpec oob;
    SupernodeSpec supernode;
    PlacementSpec placement;
    CablingSpec cabling;

    FabricSpec();
    friend bool operator==(const FabricSpec &, const FabricSpec &) = default;
};

/// Reads a spec from the YAML node found under the `fabric:` key. Unknown keys, wrong types
/// and out-of-range values throw ry::Error with `fileForErrors`, the 1-based line and column of
/// the offending node (YAML::Node::Mark()) and the field path, e.g. "compute-planes[0].tiers".
/// Cross-references (slugs, plane names) are checked by generate(), which knows the types.
FabricSpec parseFabricSpec(const YAML::Node &node, const QString &fileForErrors);
/// Parses YAML text (the whole text is the `fabric:` section's value).
FabricSpec parseFabricSpecText(const QString &yaml, const QString &fileForErrors);

/// Canonical YAML for the spec (the value of `fabric:`): every key, in a fixed order, two-space
/// block style; floating-point numbers in their shortest round-trip form. parse(emit(x)) == x
/// and emit(parse(emit(x))) is byte-identical to emit(x).
QString emitFabricSpec(const FabricSpec &spec);

} // namespace ry::fabric
