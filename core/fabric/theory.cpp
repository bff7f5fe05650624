#include "theory.h"

#include "generator.h"

namespace ry::fabric {

double busBwFactor(Collective c, int ranks)
{
    const double n = ranks < 1 ? 1 : ranks;
    switch (c) {
    case Collective::AllReduce:
        return 2 * (n - 1) / n;
    case Collective::ReduceScatter:
    case Collective::AllGather:
    case Collective::AlltoAll:
        return (n - 1) / n;
    case Collective::Broadcast:
    case Collective::Reduce:
    case Collective::SendRecv:
        return 1;
    }
    return 1;
}

double busBwFromAlgBw(double algBwGBps, Collective c, int ranks)
{
    return algBwGBps * busBwFactor(c, ranks);
}

double algBwFromBusBw(double busBwGBps, Collective c, int ranks)
{
    const double f = busBwFactor(c, ranks);
    return f > 0 ? busBwGBps / f : 0;
}

double injectionGBps(int rails, double portSpeedGbps)
{
    return rails * portSpeedGbps / 8;
}

double ringAllReduceBusBwCeilingGBps(int rails, double portSpeedGbps)
{
    return injectionGBps(rails, portSpeedGbps);
}

InNetworkReduction sharpAllReduceCeiling(int rails, double portSpeedGbps, int ranks)
{
    InNetworkReduction r;
    r.algBwGBps = injectionGBps(rails, portSpeedGbps);
    r.reportedBusBwGBps = busBwFromAlgBw(r.algBwGBps, Collective::AllReduce, ranks);
    return r;
}

double efficiency(double measured, double ceiling)
{
    return ceiling > 0 ? measured / ceiling : 0;
}

double rpeakTflops(long long gpus, double gpuFp64Tflops, long long cpus, double cpuFp64Tflops)
{
    return double(gpus) * gpuFp64Tflops + double(cpus) * cpuFp64Tflops;
}

double cpuFp64PeakTflops(int cores, double ghz, int flopsPerCycle)
{
    return cores * ghz * flopsPerCycle / 1000;
}

double designGpuRpeakTflops(const Design &design)
{
    double sum = 0;
    for (const Device &d : design.devices) {
        if (d.role != QLatin1String(kRoleGpuNode))
            continue;
        if (const DeviceType *t = design.deviceTypes.find(d.deviceTypeId))
            sum += t->gpuCount * t->gpuFp64Tflops;
    }
    return sum;
}

FatTreeSize fatTreeFull(int k, int levels, double linkGbps)
{
    FatTreeSize f;
    const long long K = k;
    if (levels == 2) {
        f.hosts = K * K / 2;
        f.leaves = K;
        f.spines = K / 2;
        f.switches = f.leaves + f.spines; // 3k/2
        f.hostLinks = K * K / 2;
        f.switchLinks = K * K / 2;
        f.bisectionGbps = double(K * K / 4) * linkGbps;
    } else if (levels == 3) {
        f.hosts = K * K * K / 4;
        f.leaves = K * K / 2;
        f.spines = K * K / 2;
        f.cores = K * K / 4;
        f.switches = f.leaves + f.spines + f.cores; // 5k^2/4
        f.hostLinks = K * K * K / 4;
        f.switchLinks = K * K * K / 2;
        f.bisectionGbps = double(K * K * K / 8) * linkGbps;
    }
    return f;
}

double nonBlockingBisectionGbps(long long endpointPorts, double linkGbps)
{
    return double(endpointPorts / 2) * linkGbps;
}

double supernodeScaleUpTBps(int gpus, double perGpuTBps)
{
    return gpus * perGpuTBps;
}

} // namespace ry::fabric
