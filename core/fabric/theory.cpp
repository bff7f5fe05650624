#include "theory.h"

#include "generator.h"
#include "model/summary.h"
#include "util/enumnames.h"

#include <QRegularExpression>

#include <QSet>

#include <algorithm>
#include <limits>
#include <utility>

namespace ry::fabric {

namespace {

constexpr NameTable<Collective, 11> kCollectiveNames{{
    {Collective::AllReduce, "all_reduce"},
    {Collective::AllGather, "all_gather"},
    {Collective::ReduceScatter, "reduce_scatter"},
    {Collective::AllToAll, "alltoall"},
    {Collective::AllToAllV, "alltoallv"},
    {Collective::Broadcast, "broadcast"},
    {Collective::Reduce, "reduce"},
    {Collective::SendRecv, "sendrecv"},
    {Collective::Gather, "gather"},
    {Collective::Scatter, "scatter"},
    {Collective::Hypercube, "hypercube"},
}};

double factorOrOne(Collective c, int ranks)
{
    return busBwFactor(c, std::max(ranks, 1)).value_or(1.0);
}

} // namespace

Collective collectiveFromName(const QString &name)
{
    static const QRegularExpression binary(QStringLiteral("([A-Za-z0-9_]+?)_perf(?:_mpi)?$"));
    QString n = name.trimmed().section(QLatin1Char('/'), -1);
    if (const QRegularExpressionMatch m = binary.match(n); m.hasMatch())
        n = m.captured(1);
    n = n.toLower();
    const QString squeezed = QString(n).remove(QLatin1Char('_'));
    for (const auto &[collective, spelling] : kCollectiveNames) {
        const QString candidate = QLatin1String(spelling);
        if (n == candidate || squeezed == QString(candidate).remove(QLatin1Char('_')))
            return collective;
    }
    return Collective::Unknown;
}

QString toString(Collective collective)
{
    return nameIn(kCollectiveNames, collective);
}

std::optional<double> busBwFactor(Collective c, int nRanks)
{
    if (nRanks < 1)
        return std::nullopt;
    const double n = nRanks;
    switch (c) {
    case Collective::AllReduce:
        return 2.0 * (n - 1) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
    case Collective::AllToAllV:
    case Collective::Gather:
    case Collective::Scatter:
        return (n - 1) / n;
    case Collective::Broadcast:
    case Collective::Reduce:
    case Collective::SendRecv:
    case Collective::Hypercube:
        return 1.0;
    case Collective::Unknown:
        break;
    }
    return std::nullopt;
}

double busBwFromAlgBw(double algBwGBps, Collective c, int ranks)
{
    return algBwGBps * factorOrOne(c, ranks);
}

double algBwFromBusBw(double busBwGBps, Collective c, int ranks)
{
    const double f = factorOrOne(c, ranks);
    return f > 0 ? busBwGBps / f : 0;
}

double injectionGBps(int rails, double portSpeedGbps)
{
    return rails * portSpeedGbps / 8;
}

NodeInjection nodeInjection(const Design &design, Id deviceId, Id planeId)
{
    return nodeInjection(design, design.portsOf(deviceId), planeId);
}

NodeInjection nodeInjection(const Design &design, const std::vector<const Port *> &ports,
                            Id planeId)
{
    NodeInjection r;
    QSet<int> rails;
    double slowest = std::numeric_limits<double>::infinity();
    for (const Port *p : ports) {
        if (p->mgmtOnly || p->kind != PortKind::Interface || p->planeId == 0)
            continue;
        const Plane *plane = design.planes.find(p->planeId);
        if (planeId != 0 ? p->planeId != planeId : (!plane || plane->kind != PlaneKind::Compute))
            continue;
        double speed = p->speedGbps;
        if (speed <= 0 && plane)
            speed = plane->speedGbps;
        if (speed <= 0)
            continue;
        if (p->rail >= 0) {
            if (rails.contains(p->rail))
                continue;
            rails.insert(p->rail);
        }
        ++r.ports;
        slowest = std::min(slowest, speed);
    }
    r.slowestGbps = r.ports ? slowest : 0;
    return r;
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
    return designRpeak(design).gpuTflops;
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
