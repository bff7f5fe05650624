#pragma once

// Expected values: the theoretical nccl-tests bus-bandwidth ceiling of a run on a set of nodes
// of the design, and the measured large-message plateau as a percentage of it.
//
// The network formulas (injection, ring all-reduce ceiling, SHARP) come from core/fabric/theory.h;
// this file adds the choice of formula per collective and node set, the NVLink bound, alltoall and
// sendrecv, and the reading of node facts from the design. Sources
// (docs/references/fabric.md §2.1-2.4; its sources: nccl-tests PERFORMANCE document = FAB-7,
// maintainer comments in nccl-tests #196, #212, #366 = FAB-8, NVIDIA SHARP introduction = FAB-9).
//
// Units: port speed in Gb/s (as in the model), NCCL bandwidth in GB/s (1 GB/s = 8 Gb/s = 1e9
// bytes/s), one direction. Every ceiling is a bound on the busbw nccl-tests PRINTS.
//
// The formulas, with n = ranks, g = GPUs (ranks) per node, r = compute rails per node,
// P = rail port speed in GB/s, L = NVLink bandwidth per GPU in GB/s:
//
//   injection I = r x P                                            (2.1: 8 x 50 = 400 GB/s)
//   one node:      busbw <= L                                      (FAB-7: "busbw should reflect
//                                                                   the speed of the hardware
//                                                                   bottleneck: NVLink ...")
//   several nodes, ring/tree (all_reduce, all_gather, reduce_scatter, broadcast, reduce):
//                  busbw <= min(I, L)                              (2.3: one ring per NIC, each
//                                                                   leaves the node through its
//                                                                   NIC, so busbw_max = I; the
//                                                                   intra-node hops run on NVLink)
//   alltoall across N = n/g nodes: a share (n-g)/n of each rank's bytes leaves the node, so
//                  busbw <= I/g x (n-1)/(n-g), and <= L            [D] (probe-formats a.6: for
//                                                                   2 nodes ~ 2 x NIC per GPU)
//   sendrecv across nodes: each rank's peer may sit on the next node, through one NIC:
//                  busbw <= min(I/g, L)                            [D]
//   in-network reduction (SHARP / CollNet / NVLS), all_reduce only: every byte crosses the NIC
//                  once instead of about twice, algbw <= I, and nccl-tests still multiplies by
//                  2(n-1)/n, so busbw <= min(I, L) x 2(n-1)/n      (§2.4, FAB-8 #366, FAB-9)
//
// Kakao (docs/design-notes.md "Reference numbers"): 255 HGX B200 nodes, 8 x NDR: I = 400 GB/s, L =
// 900 GB/s, ceiling 400 GB/s; 380 GB/s measured = 95.0%. With SHARP: ceiling 400 x 2 x 2039/2040 =
// 799.6 GB/s; 581 GB/s = 72.7% [D].

#include "busbw.h"
#include "model/design.h"

#include <QString>

#include <optional>
#include <vector>

namespace ry::results {

/// The bandwidth facts of one GPU node, read from the design.
struct NodeBandwidth
{
    Id deviceId = 0;
    QString name;
    int gpus = 0;          ///< DeviceType::gpuCount
    double nvlinkGBps = 0; ///< per GPU, one direction (DeviceType::nvlinkGBps; a supernode's
                           ///< scaleUpGBpsPerGpu when the type has none); 0 = unknown / PCIe
    int rails = 0;         ///< NICs into the compute planes (fabric::nodeInjection: distinct
                           ///< rails, and each data port of a plane without rails)
    double railGbps = 0;   ///< slowest of those ports, Gb/s (the port's speed, else its plane's)
    double injectionGBps() const { return rails * railGbps / 8.0; } ///< 2.1: r x P, GB/s
    int su = -1;                                                    ///< Device::su
};

/// Reads the facts of device `deviceId`; std::nullopt when it is not in the design.
std::optional<NodeBandwidth> nodeBandwidth(const Design &design, Id deviceId);

/// Which part of the system bounds the ceiling.
enum class CeilingBasis
{
    None,               ///< no ceiling could be computed (see Expected::reason)
    NvLink,             ///< one node: the GPU's NVLink bandwidth
    Network,            ///< several nodes: rails x port speed per node (or a share of it)
    InNetworkReduction, ///< several nodes with SHARP/NVLS: the injection bandwidth, x 2(n-1)/n
};

/// "none", "nvlink", "network", "in-network-reduction".
QString toString(CeilingBasis basis);

/// Inputs of expectedBusBw() that are not in the design.
struct ExpectationInput
{
    Collective collective = Collective::Unknown;
    int ranks = 0;                   ///< n; 0 = unknown (then nodes x GPUs per node is used)
    bool inNetworkReduction = false; ///< SHARP / CollNet / NVLS was enabled for the run
};

/// A theoretical ceiling, with the arithmetic that gave it.
struct Expected
{
    CeilingBasis basis = CeilingBasis::None;
    double busbwCeilingGBps = 0; ///< 0 when basis is None
    int nodes = 0;               ///< nodes the run used
    int ranks = 0;               ///< n used in the formula
    double injectionGBps = 0;    ///< of the slowest node
    double nvlinkGBps = 0;       ///< of the slowest node
    QString formula; ///< the formula with its numbers, e.g. "min(8 x 400 Gb/s / 8, 900) = 400"
    QString source;  ///< where the formula comes from (docs/references/fabric.md section)
    QString reason;  ///< translated sentence why there is no ceiling (basis None)

    bool valid() const { return basis != CeilingBasis::None && busbwCeilingGBps > 0; }
};

/// The busbw ceiling of `input.collective` run on `nodes` (the slowest node bounds it). See the
/// formulas at the top of this file. A ceiling of basis None (with a reason) for collectives
/// without a published or derived bound (gather, scatter, hypercube, unknown), for an empty
/// node list, and when the needed facts are missing from the design (no rails, no NVLink).
Expected expectedBusBw(const std::vector<NodeBandwidth> &nodes, const ExpectationInput &input);

/// measured / ceiling x 100; std::nullopt when the ceiling is not valid.
std::optional<double> percentOfCeiling(double measuredGBps, const Expected &expected);

/// True when `run` says that in-network reduction was on: NCCL_COLLNET_ENABLE=1,
/// NCCL_NVLS_ENABLE=1 or NCCL_ALGO naming CollNet/NVLS in its environment (JSON), command line
/// or other lines, or NCCL INFO lines reporting a non-zero number of `collnet` / `nvls`
/// channels, a `collnet plugin` or SHARP. A run that says nothing may still have used NVLS
/// (NCCL can enable it by itself on NVSwitch systems), so callers let the user override this
/// guess.
bool detectInNetworkReduction(const BenchmarkRun &run);

/// The ceiling of a perftest bandwidth test on one port: the speed of the design's compute-rail
/// ports when they all have the same speed (perftest output names no host), / 8 for GB/s, x 2
/// for a bidirectional test (both directions are summed). basis None with a reason otherwise.
Expected expectedPerftest(const Design &design, bool bidirectional);

/// Percentages of the ceiling that separate good, acceptable and bad results. Used for the
/// verdict of a run (>= good: pass) and the colours of overlays. Defaults: 90 and 75 [D]:
/// the reference figure of 95% (docs/references/fabric.md §2.3) passes with margin.
struct PercentThresholds
{
    double good = 90;    ///< at or above: good (green)
    double warning = 75; ///< at or above (and below good): warning (amber); below: bad (red)

    friend bool operator==(const PercentThresholds &, const PercentThresholds &) = default;
};

} // namespace ry::results
