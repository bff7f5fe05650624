#pragma once

// Graph analysis of a fabric with Boost.Graph (docs/references/qt-engineering.md §4):
// oversubscription per tier, bisection bandwidth (push-relabel max-flow), hop counts, equal-cost
// paths, connected components, failure impact and single points of failure.
//
// Every function is pure: it reads a FabricGraph (built once from a Design, no global state) and
// may run off the GUI thread; the long ones take an AnalysisControl for progress and
// cancellation.
//
// Graph: one vertex per device that has a cable in the selected planes; one undirected edge per
// pair of devices, carrying the summed capacity (Gb/s, the slower port speed of each cable) and
// the number of parallel cables. Devices are either switches (transit: leaf, spine, core,
// *-leaf, *-spine, *-switch, nvswitch-tray) or endpoints (gpu-node, fabric-manager, ...). Paths
// and flows never pass through an endpoint: hosts do not forward (cross-rail traffic in a
// rail-only fabric goes over NVLink inside the node, which is outside this graph). Connectivity
// (components, failures, single points of failure) does let an endpoint join the networks it is
// cabled to, because a host reaches every plane it has a port on.

#include "model/design.h"
#include "theory.h"
#include "util/error.h"

#include <boost/graph/adjacency_list.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>

namespace ry::fabric {

struct FabricVertex
{
    Id deviceId = 0;
    QString role;
    bool transit = false; ///< a switch: paths may pass through it
    bool node = false;    ///< role gpu-node: counted in bisection, hops and failure impact
};

struct FabricEdge
{
    double capacityGbps = 0; ///< sum over the parallel cables, one direction
    int cables = 0;          ///< parallel cables between the two devices
    Id firstCable = 0;
    std::size_t index = 0; ///< position in FabricGraph::edges()
};

using FabricBoostGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, FabricVertex, FabricEdge>;
using FabricVertexId = boost::graph_traits<FabricBoostGraph>::vertex_descriptor;
using FabricEdgeId = boost::graph_traits<FabricBoostGraph>::edge_descriptor;

/// True for roles that forward traffic (see the header comment).
bool isTransitRole(const QString &role);

/// Read-only analysis graph of a design.
class FabricGraph
{
public:
    /// Builds from the cables whose two ports are both on one of `planeIds` (empty = every
    /// cable). Cables with a missing port or device are skipped.
    static FabricGraph build(const Design &design, const std::vector<Id> &planeIds = {});

    const FabricBoostGraph &graph() const { return m_g; }
    std::size_t vertexCount() const { return boost::num_vertices(m_g); }
    std::size_t edgeCount() const { return m_edges.size(); }
    const std::vector<FabricEdgeId> &edges() const { return m_edges; }
    std::optional<FabricVertexId> vertexOf(Id deviceId) const;
    /// The edge a cable belongs to and the cable's own capacity (Gb/s).
    std::optional<std::pair<FabricEdgeId, double>> edgeOfCable(Id cableId) const;
    /// gpu-node vertices in device order (the order of Design::devices).
    const std::vector<FabricVertexId> &nodes() const { return m_nodes; }

private:
    FabricBoostGraph m_g;
    std::vector<FabricEdgeId> m_edges;
    QHash<Id, FabricVertexId> m_vertexOf;
    QHash<Id, std::pair<std::size_t, double>> m_cableEdge;
    std::vector<FabricVertexId> m_nodes;
};

/// Progress and cancellation for long analyses. `progress(done, total)` is called from the
/// analysing thread; `cancel`, when set and true, makes the analysis throw Cancelled.
struct AnalysisControl
{
    std::function<void(long long done, long long total)> progress;
    const std::atomic_bool *cancel = nullptr;
};

/// Thrown when AnalysisControl::cancel is set.
class Cancelled : public Error
{
public:
    Cancelled();
};

/// Devices and cables taken out of service for a what-if analysis.
struct Failure
{
    std::vector<Id> devices;
    std::vector<Id> cables;
};

// --- Oversubscription

/// Per tier of switches: tier t = hop distance from the nearest endpoint (leaf 1, spine 2,
/// core 3). `downGbps` sums links to lower tiers (endpoints at tier 0), `upGbps` links to higher
/// tiers; ratio = down / up (1 = non-blocking, 2 = 2:1; 0 when nothing goes up).
struct TierStats
{
    int tier = 0;
    int switches = 0;
    double downGbps = 0;
    double upGbps = 0;
    double ratio = 0;    ///< aggregate down / up
    double minRatio = 0; ///< over the switches of the tier that have uplinks
    double maxRatio = 0;
};
std::vector<TierStats> oversubscriptionByTier(const FabricGraph &g);

// --- Bisection

/// How the nodes are split into two halves: Halves = the first floor(N/2) gpu-nodes in device
/// order (i.e. by SU: the worst case for a fabric built SU by SU, since all traffic leaves the
/// SU) against the rest; Interleaved = even against odd positions.
enum class BisectionSplit
{
    Halves,
    Interleaved
};

/// Convention: bisection bandwidth is the maximum flow, in Gb/s and ONE direction, from side A
/// to side B when A's nodes may inject and B's nodes absorb without limit beyond their own
/// cables; every cable carries its port speed in each direction independently; flow crosses
/// switches only. A non-blocking fabric of N nodes with R rails at B Gb/s gives (N/2) * R * B
/// (docs/references/fabric.md §2.1: 4 SU = 1024 ports -> 204.8 Tb/s). Computed with
/// boost::push_relabel_max_flow on a directed graph with explicit reverse arcs.
struct BisectionResult
{
    double gbps = 0;
    int nodesA = 0;
    int nodesB = 0;
};
BisectionResult bisectionBandwidth(const FabricGraph &g,
                                   BisectionSplit split = BisectionSplit::Halves,
                                   const Failure &failure = {},
                                   const AnalysisControl &control = {});
/// Same with explicit sides (device ids of gpu-nodes; others are ignored).
BisectionResult bisectionBandwidth(const FabricGraph &g, const std::vector<Id> &sideA,
                                   const std::vector<Id> &sideB, const Failure &failure = {},
                                   const AnalysisControl &control = {});

// --- Hops and paths

/// Distribution of shortest-path lengths between ordered pairs of gpu-nodes, in switch hops
/// (switches traversed = cables - 1: 1 = same leaf). With maxSources > 0 only that many source
/// nodes, evenly spaced in device order, are used (BFS from each source: O(V + E) per source).
struct HopHistogram
{
    std::map<int, long long> pairsBySwitchHops;
    long long unreachablePairs = 0;
    int sources = 0;
};
HopHistogram hopCountDistribution(const FabricGraph &g, int maxSources = 0,
                                  const AnalysisControl &control = {});

/// Number of shortest paths between two devices through switches. With countParallelCables each
/// cable is a separate next hop (as ECMP/adaptive routing sees them); otherwise paths are
/// sequences of devices. Saturates at UINT64_MAX. switchHops = -1 when unreachable.
struct PathCount
{
    int switchHops = -1;
    std::uint64_t paths = 0;
};
PathCount equalCostPaths(const FabricGraph &g, Id fromDevice, Id toDevice,
                         bool countParallelCables = true);

// --- Connectivity and failures

struct Components
{
    int count = 0;
    std::vector<int> componentOfVertex; ///< -1 for failed vertices
    std::vector<int> nodesPerComponent; ///< gpu-nodes in each component
};
Components connectedComponents(const FabricGraph &g, const Failure &failure = {});

/// What a failure does. Disconnected nodes are gpu-nodes outside the component holding the most
/// gpu-nodes after the failure (failed nodes included); degraded nodes stay connected but lost
/// at least one cable.
struct FailureImpact
{
    std::vector<Id> disconnectedNodes;
    std::vector<Id> degradedNodes;
    int componentsAfter = 0;
    double bisectionBeforeGbps = 0;
    double bisectionAfterGbps = 0;
    double bisectionLossGbps = 0;
};
FailureImpact failureImpact(const FabricGraph &g, const Failure &failure, bool withBisection = true,
                            BisectionSplit split = BisectionSplit::Halves,
                            const AnalysisControl &control = {});

/// failureImpact() for each device in turn (one bisection per device: the long one).
std::vector<FailureImpact> failureSweep(const FabricGraph &g, const std::vector<Id> &devices,
                                        BisectionSplit split = BisectionSplit::Halves,
                                        const AnalysisControl &control = {});

/// Switches whose loss cuts some devices off (articulation points that are switches) and
/// cables whose loss does (bridges: a biconnected component made of one single-cable edge).
/// From boost::biconnected_components.
struct SinglePoints
{
    std::vector<Id> devices;
    std::vector<Id> cables;
};
SinglePoints singlePointsOfFailure(const FabricGraph &g);

// --- Bandwidth ceilings and whole planes

/// Ceiling of a uniform all-to-all's busbw per node, GB/s: every byte but the node's own share
/// leaves its leaf, and in a three-tier fabric its pod, so each tier with uplinks divides what
/// a node can send by its aggregate oversubscription: injection / prod_t max(1, down_t / up_t)
/// (docs/references/fabric.md §2.5, derived from the tier ratios of oversubscriptionByTier()).
/// A non-blocking fabric gives the injection bandwidth; a 2:1 leaf tier half of it.
double allToAllBusBwCeilingGBps(double injectionGBps, const std::vector<TierStats> &tiers);

/// Where a stated scale-up figure per GPU comes from.
enum class ScaleUpSource
{
    None,       ///< no stated figure: only the cabled one
    DeviceType, ///< DeviceType::nvlinkGBps (device type `nvlink_gbps`)
    Supernode   ///< Supernode::scaleUpGBpsPerGpu (fabric spec `supernode.scale-up-gbytes-per-gpu`,
                ///< else, CloudMatrix, UB ports x ub-speed-gbps / 8 / GPUs)
};

/// Scale-up bandwidth of a node per GPU, GB/s one direction (docs/references/fabric.md §2.5
/// "Scale-up planes").
struct ScaleUpFigures
{
    int links = 0;               ///< the node's cabled data ports on the plane
    double linkGbps = 0;         ///< the slowest of them (its own speed, else the plane's)
    double cabledGBpsPerGpu = 0; ///< links x linkGbps / 8 / GPUs per node
    double statedGBpsPerGpu = 0; ///< 0 = none stated
    ScaleUpSource statedSource = ScaleUpSource::None;
};

/// The nodes of one device type on one plane, with their ceilings (GB/s, one direction).
struct PlaneNodeType
{
    QString nodeType;                    ///< device type slug
    int nodes = 0;                       ///< gpu-nodes of the type cabled into the plane
    int gpusPerNode = 0;                 ///< DeviceType::gpuCount
    NodeInjection injection;             ///< of the slowest node of the type (theory.h)
    double ringAllReduceCeilingGBps = 0; ///< = injection (docs/references/fabric.md §2.3)
    double allToAllCeilingGBps = 0;      ///< allToAllBusBwCeilingGBps()
    double scaleUpGBpsPerGpu = 0;        ///< scale-up planes: DeviceType::nvlinkGBps, else a
                                         ///< supernode's figure, else the cabled ports / GPUs
    ScaleUpFigures scaleUp;              ///< scale-up planes: of the slowest node of the type
};

/// One plane analysed on its own (compute and scale-up planes; planes that share no cable are
/// separate fabrics, so nothing is blended across them).
struct PlaneAnalysis
{
    Id planeId = 0;
    QString plane;
    PlaneKind kind = PlaneKind::Compute;
    QString technology;
    std::size_t devices = 0;
    std::size_t devicePairs = 0; ///< distinct cabled device pairs (graph edges)
    long long cables = 0;        ///< cables, parallel ones counted one by one
    int components = 0;          ///< connected fabrics within the plane (hosts join them)
    std::vector<TierStats> tiers;
    BisectionResult bisection; ///< compute planes only
    HopHistogram hops;         ///< compute planes only
    SinglePoints singlePoints;
    std::vector<PlaneNodeType> nodeTypes; ///< in order of the first device of each type
    /// Scale-up planes: domains = connected components of the plane holding GPUs (NVL72, whose
    /// NVLink has no cables in the model: the supernodes); GPUs, nodes and switches per domain,
    /// smallest and largest.
    long long domainGpusMin = 0;
    long long domainGpusMax = 0;
    long long domainNodesMin = 0;
    long long domainNodesMax = 0;
    long long domainSwitchesMin = 0;
    long long domainSwitchesMax = 0;
    int domains = 0;
    std::map<QString, long long> freePorts; ///< freeSwitchPorts()
};

/// Free data ports of the switches of one plane, by role ("leaf", "spine", "core", ...): ports
/// of a switch with a cable on the plane that are interfaces at the speed of its cabled plane
/// ports, not mgmt-only, not spare (its type's PortTemplate::spare: held out of the fabric, so
/// not room for growth), and carry no cable. What a planner has left for growth per tier.
std::map<QString, long long> freeSwitchPorts(const Design &design, Id planeId);

/// analysePlanes() options: `hopSources` as hopCountDistribution()'s maxSources.
struct PlaneAnalysisOptions
{
    int hopSources = 64;
    bool bisection = true;
};

/// Every compute and scale-up plane of `design` analysed on its own, in plane order. Throws
/// Cancelled when control.cancel is set.
std::vector<PlaneAnalysis> analysePlanes(const Design &design,
                                         const PlaneAnalysisOptions &options = {},
                                         const AnalysisControl &control = {});

} // namespace ry::fabric
