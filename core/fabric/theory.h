#pragma once

// Theoretical figures with their sources (docs/references/fabric.md §2, §3, §5). Units: link speeds
// in Gb/s, NCCL bandwidths in GB/s as nccl-tests prints them (1 GB/s = 8 Gb/s), FLOPS in TFLOPS.

#include "model/design.h"

#include <QString>

#include <optional>

namespace ry::fabric {

/// The collectives of nccl-tests, one `*_perf` binary each (docs/references/fabric.md §2.2,
/// [FAB-7]). The one Collective enum of Railyard: results/busbw.h uses it as results::Collective.
enum class Collective
{
    Unknown,
    AllReduce,
    AllGather,
    ReduceScatter,
    AllToAll,
    AllToAllV,
    Broadcast,
    Reduce,
    SendRecv,
    Gather,
    Scatter,
    Hypercube,
};

/// Reads `all_reduce`, `all_reduce_perf`, `./build/all_reduce_perf_mpi`, `allreduce`,
/// `AllReduce` (path and `_perf[_mpi]` stripped, case and underscores ignored);
/// Collective::Unknown for anything else.
Collective collectiveFromName(const QString &name);
/// The nccl-tests spelling: `all_reduce`, `all_gather`, `reduce_scatter`, `alltoall`, ...; ""
/// for Collective::Unknown.
QString toString(Collective collective);

/// busbw / algbw, the one table ([FAB-7]; the nccl-tests PERFORMANCE document "Bus bandwidth"
/// and the *GetBw() functions of its src/*.cu, docs/references/probe-formats.md §a.6),
/// n = total ranks:
///   all_reduce                                   2(n-1)/n
///   reduce_scatter, all_gather                   (n-1)/n
///   alltoall, alltoallv, gather, scatter         (n-1)/n
///   broadcast, reduce, sendrecv, hypercube       1
/// std::nullopt for Collective::Unknown or nRanks < 1. With n = 1 the (n-1)/n collectives give 0.
std::optional<double> busBwFactor(Collective c, int nRanks);
/// algbw * busBwFactor(c, max(ranks, 1)); a factor of 1 for Collective::Unknown.
double busBwFromAlgBw(double algBwGBps, Collective c, int ranks);
/// busbw / busBwFactor(c, max(ranks, 1)), 0 when the factor is 0; factor 1 for Unknown.
double algBwFromBusBw(double busBwGBps, Collective c, int ranks);

/// Per-node injection bandwidth, one direction, GB/s: rails * port Gb/s / 8 (§2.1: one NDR port
/// = 400 Gb/s = 50 GB/s; 8 rails = 400 GB/s per node).
double injectionGBps(int rails, double portSpeedGbps);

/// A node's scale-out ports on the compute planes: what its injection bandwidth is made of.
struct NodeInjection
{
    int ports = 0;          ///< NICs: distinct rails, plus each data port without a rail
    double slowestGbps = 0; ///< the slowest of those ports (its own speed, else its plane's)
    double gbps() const { return ports * slowestGbps; }
    double gBps() const { return injectionGBps(ports, slowestGbps); } ///< ports x speed / 8
};
/// The compute-plane data ports of `deviceId` (not mgmt-only, interfaces with a speed): on a
/// rail-optimized plane one per rail, on a fat-tree or spine-leaf plane (ports without a rail
/// index) every port counts, because every one of them is a NIC into the fabric. `planeId` = 0
/// takes every compute plane; otherwise only that plane (of any kind).
NodeInjection nodeInjection(const Design &design, Id deviceId, Id planeId = 0);
/// The same over `ports`, the device's ports (Design::portsOf() scans every port of the design:
/// callers that take many devices index the ports once).
NodeInjection nodeInjection(const Design &design, const std::vector<const Port *> &ports,
                            Id planeId = 0);

/// Ceiling of nccl-tests AllReduce busbw across nodes with a ring (§2.3): NCCL runs one ring per
/// NIC, each rank sends 2(n-1)/n * S/rails through its own NIC, so busbw_max = the node's
/// aggregate rail bandwidth = injectionGBps(). Kakao: 380 / 400 = 95%.
double ringAllReduceBusBwCeilingGBps(int rails, double portSpeedGbps);

/// In-network (SHARP) all-reduce ceiling (§2.4, FAB-8 #366, FAB-9): every byte crosses the NIC once
/// instead of about twice, so algbw_max = injection, and the busbw nccl-tests reports (it still
/// multiplies by 2(n-1)/n) can reach injection * 2(n-1)/n, about twice the ring ceiling.
struct InNetworkReduction
{
    double algBwGBps = 0;
    double reportedBusBwGBps = 0;
};
InNetworkReduction sharpAllReduceCeiling(int rails, double portSpeedGbps, int ranks);

/// measured / ceiling, 0 when the ceiling is 0.
double efficiency(double measured, double ceiling);

/// Rpeak in TFLOPS: the TOP500 definition, the sum of the theoretical FP64 peaks of all
/// processors: gpus * gpuFp64 + cpus * cpuFp64 (§3: B200 37 TFLOPS per GPU in the current
/// datasheet, FAB-16; H100 SXM 34/67 TFLOPS vector/tensor, FAB-18).
double rpeakTflops(long long gpus, double gpuFp64Tflops, long long cpus, double cpuFp64Tflops);
/// FP64 peak of one CPU: cores * GHz * FP64 FLOPs per cycle per core / 1000 (e.g. 32 for two
/// AVX-512 FMA units: 2 units * 8 lanes * 2).
double cpuFp64PeakTflops(int cores, double ghz, int flopsPerCycle);
/// GPU part of a design's Rpeak: over gpu-node devices, DeviceType::gpuCount * gpuFp64Tflops
/// (designRpeak() in model/summary.h has the CPU part too).
double designGpuRpeakTflops(const Design &design);

/// Full fat tree of radix k (Al-Fares et al. 2008, FAB-10; docs/references/fabric.md §5), levels 2
/// or 3: 2 levels: k^2/2 hosts, k leaves, k/2 spines, k^2/2 + k^2/2 links, bisection (k^2/4)*B; 3
/// levels: k^3/4 hosts, k^2/2 edge, k^2/2 aggregation, k^2/4 core, k^3/4 links per level, bisection
/// (k^3/8)*B. Bisection one direction, Gb/s.
struct FatTreeSize
{
    long long hosts = 0;
    long long leaves = 0;
    long long spines = 0;
    long long cores = 0;
    long long switches = 0;
    long long hostLinks = 0;
    long long switchLinks = 0;
    double bisectionGbps = 0;
};
FatTreeSize fatTreeFull(int k, int levels, double linkGbps);

/// Bisection of a non-blocking fabric, one direction: endpoints/2 * link speed (§2.1).
double nonBlockingBisectionGbps(long long endpointPorts, double linkGbps);

/// Scale-up bandwidth of a supernode, TB/s: gpus * per-GPU TB/s (§3.1: 72 * 1.8 = 129.6).
double supernodeScaleUpTBps(int gpus, double perGpuTBps);

} // namespace ry::fabric
