#include "analysis.h"

#include "generator.h"

#include <boost/graph/biconnected_components.hpp>
#include <boost/graph/connected_components.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>
#include <boost/property_map/property_map.hpp>

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>

namespace ry::fabric {

using i64 = long long;

bool isTransitRole(const QString &role)
{
    return role == QLatin1String(kRoleLeaf) || role == QLatin1String(kRoleSpine) ||
           role == QLatin1String(kRoleCore) || role == QLatin1String(kRoleNvswitchTray) ||
           role.endsWith(QLatin1String("-leaf")) || role.endsWith(QLatin1String("-spine")) ||
           role.endsWith(QLatin1String("-switch"));
}

Cancelled::Cancelled() : Error(Tr::tr("analysis cancelled")) {}

namespace {

void checkCancel(const AnalysisControl &c)
{
    if (c.cancel && c.cancel->load(std::memory_order_relaxed))
        throw Cancelled();
}

void report(const AnalysisControl &c, i64 done, i64 total)
{
    if (c.progress)
        c.progress(done, total);
}

} // namespace

// ---------------------------------------------------------------------------------------------

FabricGraph FabricGraph::build(const Design &design, const std::vector<Id> &planeIds)
{
    FabricGraph fg;
    QSet<Id> planes(planeIds.begin(), planeIds.end());
    struct C
    {
        Id cable, a, b;
        double cap;
    };
    std::vector<C> cables;
    cables.reserve(design.cables.size());
    QSet<Id> used;
    for (const Cable &c : design.cables) {
        const Port *a = design.ports.find(c.aPortId);
        const Port *b = design.ports.find(c.bPortId);
        if (!a || !b || a->deviceId == b->deviceId)
            continue;
        if (!planes.isEmpty() && (!planes.contains(a->planeId) || !planes.contains(b->planeId)))
            continue;
        const double lo = std::min(a->speedGbps, b->speedGbps);
        const double cap = lo > 0 ? lo : std::max(a->speedGbps, b->speedGbps);
        cables.push_back(C{c.id, a->deviceId, b->deviceId, cap});
        used.insert(a->deviceId);
        used.insert(b->deviceId);
    }
    fg.m_vertexOf.reserve(used.size());
    for (const Device &d : design.devices) {
        if (!used.contains(d.id))
            continue;
        FabricVertex v;
        v.deviceId = d.id;
        v.role = d.role;
        v.transit = isTransitRole(d.role);
        v.node = d.role == QLatin1String(kRoleGpuNode);
        const FabricVertexId vid = boost::add_vertex(v, fg.m_g);
        fg.m_vertexOf.insert(d.id, vid);
        if (v.node)
            fg.m_nodes.push_back(vid);
    }
    QHash<quint64, std::size_t> pairEdge;
    pairEdge.reserve(qsizetype(cables.size()));
    fg.m_cableEdge.reserve(qsizetype(cables.size()));
    for (const C &c : cables) {
        auto ia = fg.m_vertexOf.constFind(c.a);
        auto ib = fg.m_vertexOf.constFind(c.b);
        if (ia == fg.m_vertexOf.cend() || ib == fg.m_vertexOf.cend())
            continue;
        const FabricVertexId u = std::min(*ia, *ib), v = std::max(*ia, *ib);
        const quint64 key = (quint64(u) << 32) | quint64(v);
        auto it = pairEdge.constFind(key);
        std::size_t idx;
        if (it != pairEdge.cend()) {
            idx = *it;
            FabricEdge &e = fg.m_g[fg.m_edges[idx]];
            e.capacityGbps += c.cap;
            ++e.cables;
        } else {
            idx = fg.m_edges.size();
            FabricEdge e;
            e.capacityGbps = c.cap;
            e.cables = 1;
            e.firstCable = c.cable;
            e.index = idx;
            fg.m_edges.push_back(boost::add_edge(u, v, e, fg.m_g).first);
            pairEdge.insert(key, idx);
        }
        fg.m_cableEdge.insert(c.cable, {idx, c.cap});
    }
    return fg;
}

std::optional<FabricVertexId> FabricGraph::vertexOf(Id deviceId) const
{
    auto it = m_vertexOf.constFind(deviceId);
    if (it == m_vertexOf.cend())
        return std::nullopt;
    return *it;
}

std::optional<std::pair<FabricEdgeId, double>> FabricGraph::edgeOfCable(Id cableId) const
{
    auto it = m_cableEdge.constFind(cableId);
    if (it == m_cableEdge.cend())
        return std::nullopt;
    return std::make_pair(m_edges[it->first], it->second);
}

// ---------------------------------------------------------------------------------------------

namespace {

/// Failure resolved to vertex and edge flags plus per-edge capacity taken away.
struct Dead
{
    std::vector<char> vertex;
    std::vector<char> edge;
    std::vector<double> lostGbps; ///< per edge, from failed cables

    Dead(const FabricGraph &g, const Failure &f)
        : vertex(g.vertexCount(), 0), edge(g.edgeCount(), 0), lostGbps(g.edgeCount(), 0)
    {
        for (Id d : f.devices)
            if (auto v = g.vertexOf(d))
                vertex[*v] = 1;
        std::vector<int> lostCables(g.edgeCount(), 0);
        for (Id c : f.cables)
            if (auto e = g.edgeOfCable(c)) {
                const std::size_t i = g.graph()[e->first].index;
                lostGbps[i] += e->second;
                if (++lostCables[i] >= g.graph()[e->first].cables)
                    edge[i] = 1;
            }
    }
};

struct EdgeAlive
{
    const FabricBoostGraph *g = nullptr;
    const std::vector<char> *dead = nullptr;
    bool operator()(const FabricEdgeId &e) const { return !(*dead)[(*g)[e].index]; }
};
struct VertexAlive
{
    const std::vector<char> *dead = nullptr;
    bool operator()(FabricVertexId v) const { return !(*dead)[v]; }
};

using FlowTraits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
struct FlowArc
{
    i64 capacity = 0; ///< Mb/s
    i64 residual = 0;
    FlowTraits::edge_descriptor reverse;
};
using FlowGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, FlowArc>;

void addArcPair(FlowGraph &fg, std::size_t u, std::size_t v, i64 cap)
{
    auto e1 = boost::add_edge(u, v, fg).first;
    auto e2 = boost::add_edge(v, u, fg).first;
    fg[e1].capacity = cap;
    fg[e2].capacity = 0;
    fg[e1].reverse = e2;
    fg[e2].reverse = e1;
}

/// side: 0 = not a terminal, 1 = A, 2 = B (per vertex).
double maxFlowGbps(const FabricGraph &fgraph, const std::vector<char> &side, const Dead &dead,
                   const AnalysisControl &control)
{
    const FabricBoostGraph &g = fgraph.graph();
    const std::size_t n = boost::num_vertices(g);
    const std::size_t s = n, t = n + 1;
    FlowGraph fg(n + 2);
    std::vector<i64> injection(n, 0);
    auto allowedFrom = [&](std::size_t x) { return g[x].transit || side[x] == 1; };
    auto allowedTo = [&](std::size_t y) { return g[y].transit || side[y] == 2; };
    for (const FabricEdgeId &e : fgraph.edges()) {
        const FabricEdge &ep = g[e];
        if (dead.edge[ep.index])
            continue;
        const std::size_t u = boost::source(e, g), v = boost::target(e, g);
        if (dead.vertex[u] || dead.vertex[v])
            continue;
        const i64 cap = std::llround((ep.capacityGbps - dead.lostGbps[ep.index]) * 1000);
        if (cap <= 0)
            continue;
        if (allowedFrom(u) && allowedTo(v))
            addArcPair(fg, u, v, cap);
        if (allowedFrom(v) && allowedTo(u))
            addArcPair(fg, v, u, cap);
        injection[u] += cap;
        injection[v] += cap;
    }
    checkCancel(control);
    for (std::size_t v = 0; v < n; ++v) {
        if (dead.vertex[v] || injection[v] == 0)
            continue;
        if (side[v] == 1)
            addArcPair(fg, s, v, injection[v]);
        else if (side[v] == 2)
            addArcPair(fg, v, t, injection[v]);
    }
    const i64 flow =
        boost::push_relabel_max_flow(fg, s, t,
                                     boost::capacity_map(boost::get(&FlowArc::capacity, fg))
                                         .residual_capacity_map(boost::get(&FlowArc::residual, fg))
                                         .reverse_edge_map(boost::get(&FlowArc::reverse, fg)));
    checkCancel(control);
    return double(flow) / 1000.0;
}

std::vector<char> splitSides(const FabricGraph &g, BisectionSplit split, int *a, int *b)
{
    std::vector<char> side(g.vertexCount(), 0);
    const auto &nodes = g.nodes();
    const std::size_t half = nodes.size() / 2;
    *a = *b = 0;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const bool inA = split == BisectionSplit::Halves ? i < half : i % 2 == 0;
        if (split == BisectionSplit::Interleaved && nodes.size() % 2 == 1 && i + 1 == nodes.size())
            continue; // keep the halves equal
        side[nodes[i]] = inA ? 1 : 2;
        ++(inA ? *a : *b);
    }
    return side;
}

} // namespace

// ---------------------------------------------------------------------------------------------

std::vector<TierStats> oversubscriptionByTier(const FabricGraph &fg)
{
    const FabricBoostGraph &g = fg.graph();
    const std::size_t n = boost::num_vertices(g);
    std::vector<int> tier(n, -1);
    std::deque<std::size_t> q;
    for (std::size_t v = 0; v < n; ++v)
        if (!g[v].transit) {
            tier[v] = 0;
            q.push_back(v);
        }
    while (!q.empty()) {
        const std::size_t v = q.front();
        q.pop_front();
        for (auto [it, end] = boost::out_edges(v, g); it != end; ++it) {
            const std::size_t w = boost::target(*it, g);
            if (tier[w] < 0 && g[w].transit) {
                tier[w] = tier[v] + 1;
                q.push_back(w);
            }
        }
    }
    std::map<int, TierStats> stats;
    for (std::size_t v = 0; v < n; ++v) {
        if (!g[v].transit || tier[v] < 1)
            continue;
        double down = 0, up = 0;
        for (auto [it, end] = boost::out_edges(v, g); it != end; ++it) {
            const std::size_t w = boost::target(*it, g);
            if (tier[w] < tier[v])
                down += g[*it].capacityGbps;
            else if (tier[w] > tier[v])
                up += g[*it].capacityGbps;
        }
        TierStats &s = stats[tier[v]];
        s.tier = tier[v];
        if (up > 0) {
            const double r = down / up;
            s.minRatio = s.switches == 0 || s.minRatio == 0 ? r : std::min(s.minRatio, r);
            s.maxRatio = std::max(s.maxRatio, r);
        }
        ++s.switches;
        s.downGbps += down;
        s.upGbps += up;
    }
    std::vector<TierStats> out;
    for (auto &[t, s] : stats) {
        s.ratio = s.upGbps > 0 ? s.downGbps / s.upGbps : 0;
        out.push_back(s);
    }
    return out;
}

BisectionResult bisectionBandwidth(const FabricGraph &g, BisectionSplit split,
                                   const Failure &failure, const AnalysisControl &control)
{
    BisectionResult r;
    const std::vector<char> side = splitSides(g, split, &r.nodesA, &r.nodesB);
    const Dead dead(g, failure);
    report(control, 0, 1);
    r.gbps = maxFlowGbps(g, side, dead, control);
    report(control, 1, 1);
    return r;
}

BisectionResult bisectionBandwidth(const FabricGraph &g, const std::vector<Id> &sideA,
                                   const std::vector<Id> &sideB, const Failure &failure,
                                   const AnalysisControl &control)
{
    BisectionResult r;
    std::vector<char> side(g.vertexCount(), 0);
    for (Id d : sideA)
        if (auto v = g.vertexOf(d); v && g.graph()[*v].node && side[*v] == 0) {
            side[*v] = 1;
            ++r.nodesA;
        }
    for (Id d : sideB)
        if (auto v = g.vertexOf(d); v && g.graph()[*v].node && side[*v] == 0) {
            side[*v] = 2;
            ++r.nodesB;
        }
    const Dead dead(g, failure);
    report(control, 0, 1);
    r.gbps = maxFlowGbps(g, side, dead, control);
    report(control, 1, 1);
    return r;
}

HopHistogram hopCountDistribution(const FabricGraph &fg, int maxSources,
                                  const AnalysisControl &control)
{
    const FabricBoostGraph &g = fg.graph();
    const auto &nodes = fg.nodes();
    HopHistogram h;
    std::vector<std::size_t> sources;
    if (maxSources <= 0 || std::size_t(maxSources) >= nodes.size()) {
        sources.assign(nodes.begin(), nodes.end());
    } else {
        for (int i = 0; i < maxSources; ++i)
            sources.push_back(nodes[std::size_t(i64(i) * i64(nodes.size()) / maxSources)]);
    }
    std::vector<int> dist(boost::num_vertices(g), -1);
    std::vector<std::size_t> touched;
    std::deque<std::size_t> q;
    for (std::size_t si = 0; si < sources.size(); ++si) {
        checkCancel(control);
        report(control, i64(si), i64(sources.size()));
        const std::size_t s = sources[si];
        for (std::size_t v : touched)
            dist[v] = -1;
        touched.clear();
        dist[s] = 0;
        touched.push_back(s);
        q.push_back(s);
        while (!q.empty()) {
            const std::size_t v = q.front();
            q.pop_front();
            for (auto [it, end] = boost::out_edges(v, g); it != end; ++it) {
                const std::size_t w = boost::target(*it, g);
                if (dist[w] >= 0)
                    continue;
                dist[w] = dist[v] + 1;
                touched.push_back(w);
                if (g[w].transit)
                    q.push_back(w);
            }
        }
        for (std::size_t t : nodes) {
            if (t == s)
                continue;
            if (dist[t] < 0)
                ++h.unreachablePairs;
            else
                ++h.pairsBySwitchHops[dist[t] - 1];
        }
    }
    h.sources = int(sources.size());
    report(control, i64(sources.size()), i64(sources.size()));
    return h;
}

PathCount equalCostPaths(const FabricGraph &fg, Id fromDevice, Id toDevice,
                         bool countParallelCables)
{
    PathCount pc;
    const auto a = fg.vertexOf(fromDevice), b = fg.vertexOf(toDevice);
    if (!a || !b)
        return pc;
    const FabricBoostGraph &g = fg.graph();
    const std::size_t n = boost::num_vertices(g);
    std::vector<int> dist(n, -1);
    std::vector<std::uint64_t> sigma(n, 0);
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    auto satAdd = [](std::uint64_t x, std::uint64_t y) { return x > kMax - y ? kMax : x + y; };
    auto satMul = [](std::uint64_t x, std::uint64_t y) {
        return y != 0 && x > kMax / y ? kMax : x * y;
    };
    std::deque<std::size_t> q;
    dist[*a] = 0;
    sigma[*a] = 1;
    q.push_back(*a);
    while (!q.empty()) {
        const std::size_t v = q.front();
        q.pop_front();
        if (dist[*b] >= 0 && dist[v] >= dist[*b])
            break;
        for (auto [it, end] = boost::out_edges(v, g); it != end; ++it) {
            const std::size_t w = boost::target(*it, g);
            const std::uint64_t mult = countParallelCables ? std::uint64_t(g[*it].cables) : 1;
            if (dist[w] < 0) {
                dist[w] = dist[v] + 1;
                if (g[w].transit)
                    q.push_back(w);
            }
            if (dist[w] == dist[v] + 1)
                sigma[w] = satAdd(sigma[w], satMul(sigma[v], mult));
        }
    }
    if (*a == *b) {
        pc.switchHops = 0;
        pc.paths = 1;
    } else if (dist[*b] >= 0) {
        pc.switchHops = dist[*b] - 1;
        pc.paths = sigma[*b];
    }
    return pc;
}

Components connectedComponents(const FabricGraph &fg, const Failure &failure)
{
    const FabricBoostGraph &g = fg.graph();
    const Dead dead(fg, failure);
    boost::filtered_graph<FabricBoostGraph, EdgeAlive, VertexAlive> alive(
        g, EdgeAlive{&g, &dead.edge}, VertexAlive{&dead.vertex});
    Components c;
    c.componentOfVertex.assign(boost::num_vertices(g), -1);
    c.count = int(boost::connected_components(
        alive, boost::make_iterator_property_map(c.componentOfVertex.begin(),
                                                 boost::get(boost::vertex_index, g))));
    c.nodesPerComponent.assign(std::size_t(c.count), 0);
    for (std::size_t v : fg.nodes())
        if (c.componentOfVertex[v] >= 0)
            ++c.nodesPerComponent[std::size_t(c.componentOfVertex[v])];
    return c;
}

FailureImpact failureImpact(const FabricGraph &fg, const Failure &failure, bool withBisection,
                            BisectionSplit split, const AnalysisControl &control)
{
    const FabricBoostGraph &g = fg.graph();
    FailureImpact fi;
    const Components c = connectedComponents(fg, failure);
    fi.componentsAfter = c.count;
    int best = -1;
    for (int i = 0; i < c.count; ++i)
        if (best < 0 ||
            c.nodesPerComponent[std::size_t(i)] > c.nodesPerComponent[std::size_t(best)])
            best = i;
    std::vector<char> disconnected(boost::num_vertices(g), 0);
    for (std::size_t v : fg.nodes())
        if (c.componentOfVertex[v] != best || best < 0) {
            disconnected[v] = 1;
            fi.disconnectedNodes.push_back(g[v].deviceId);
        }
    // Degraded: nodes next to a failed device or on a failed cable, still connected.
    const Dead dead(fg, failure);
    std::vector<char> degraded(boost::num_vertices(g), 0);
    for (std::size_t v = 0; v < boost::num_vertices(g); ++v)
        if (dead.vertex[v])
            for (auto [it, end] = boost::out_edges(v, g); it != end; ++it)
                degraded[boost::target(*it, g)] = 1;
    for (Id cable : failure.cables)
        if (auto e = fg.edgeOfCable(cable)) {
            degraded[boost::source(e->first, g)] = 1;
            degraded[boost::target(e->first, g)] = 1;
        }
    for (std::size_t v : fg.nodes())
        if (degraded[v] && !disconnected[v])
            fi.degradedNodes.push_back(g[v].deviceId);
    if (withBisection) {
        int a = 0, b = 0;
        const std::vector<char> side = splitSides(fg, split, &a, &b);
        fi.bisectionBeforeGbps = maxFlowGbps(fg, side, Dead(fg, {}), control);
        fi.bisectionAfterGbps = maxFlowGbps(fg, side, dead, control);
        fi.bisectionLossGbps = fi.bisectionBeforeGbps - fi.bisectionAfterGbps;
    }
    return fi;
}

std::vector<FailureImpact> failureSweep(const FabricGraph &fg, const std::vector<Id> &devices,
                                        BisectionSplit split, const AnalysisControl &control)
{
    std::vector<FailureImpact> out;
    int a = 0, b = 0;
    const std::vector<char> side = splitSides(fg, split, &a, &b);
    const double before = maxFlowGbps(fg, side, Dead(fg, {}), control);
    for (std::size_t i = 0; i < devices.size(); ++i) {
        checkCancel(control);
        report(control, i64(i), i64(devices.size()));
        Failure f;
        f.devices = {devices[i]};
        FailureImpact fi = failureImpact(fg, f, false, split, control);
        fi.bisectionBeforeGbps = before;
        fi.bisectionAfterGbps = maxFlowGbps(fg, side, Dead(fg, f), control);
        fi.bisectionLossGbps = before - fi.bisectionAfterGbps;
        out.push_back(std::move(fi));
    }
    report(control, i64(devices.size()), i64(devices.size()));
    return out;
}

SinglePoints singlePointsOfFailure(const FabricGraph &fg)
{
    const FabricBoostGraph &g = fg.graph();
    std::vector<std::size_t> comp(fg.edgeCount(), 0);
    std::vector<FabricVertexId> art;
    const auto result = boost::biconnected_components(
        g, boost::make_iterator_property_map(comp.begin(), boost::get(&FabricEdge::index, g)),
        std::back_inserter(art));
    SinglePoints sp;
    std::sort(art.begin(), art.end());
    for (FabricVertexId v : art)
        if (g[v].transit)
            sp.devices.push_back(g[v].deviceId);
    std::vector<int> edgesIn(result.first, 0);
    for (std::size_t c : comp)
        ++edgesIn[c];
    for (const FabricEdgeId &e : fg.edges()) {
        const FabricEdge &ep = g[e];
        if (edgesIn[comp[ep.index]] == 1 && ep.cables == 1)
            sp.cables.push_back(ep.firstCable);
    }
    return sp;
}

double allToAllBusBwCeilingGBps(double injectionGBps, const std::vector<TierStats> &tiers)
{
    double divisor = 1;
    for (const TierStats &t : tiers)
        if (t.upGbps > 0)
            divisor *= std::max(1.0, t.ratio);
    return injectionGBps / divisor;
}

std::map<QString, long long> freeSwitchPorts(const Design &design, Id planeId)
{
    // Linear in ports + cables: flags indexed by id (Table ids are dense and below nextId()), no
    // per-device port scan (Design::portsOf() walks every port: quadratic over a 100,000-GPU
    // design's 30,000 switches).
    const auto idx = [](Id id, std::size_t n) {
        return id > 0 && Id(n) > id ? std::size_t(id) : 0;
    };
    std::vector<char> cabled(std::size_t(design.ports.nextId()), 0);
    for (const Cable &c : design.cables) {
        cabled[idx(c.aPortId, cabled.size())] = 1;
        cabled[idx(c.bPortId, cabled.size())] = 1;
    }
    if (!cabled.empty())
        cabled[0] = 0; // the slot of ids out of range
    const std::size_t devs = std::size_t(design.devices.nextId());
    std::vector<double> speed(devs, 0); // fastest cabled port of the device on the plane
    for (const Port &p : design.ports)
        if (p.planeId == planeId && cabled[idx(p.id, cabled.size())])
            speed[idx(p.deviceId, devs)] = std::max(speed[idx(p.deviceId, devs)], p.speedGbps);
    if (devs > 0)
        speed[0] = 0;
    // Spare ports by device type: the type's templates say so (ports carry no such flag).
    QHash<Id, QSet<QString>> spares;
    for (const DeviceType &t : design.deviceTypes)
        for (const PortTemplate &pt : t.ports)
            if (pt.spare)
                spares[t.id].insert(pt.name);
    const auto isSpare = [&](const Port &p) {
        if (spares.isEmpty())
            return false;
        const Device *dev = design.devices.find(p.deviceId);
        const auto it = dev ? spares.constFind(dev->deviceTypeId) : spares.cend();
        return it != spares.cend() && it->contains(p.name);
    };
    std::vector<long long> free(devs, 0);
    for (const Port &p : design.ports) {
        const std::size_t d = idx(p.deviceId, devs);
        free[d] += speed[d] > 0 && p.kind == PortKind::Interface && !p.mgmtOnly &&
                   p.speedGbps == speed[d] && !cabled[idx(p.id, cabled.size())] && !isSpare(p);
    }
    std::map<QString, long long> out;
    for (const Device &dev : design.devices) {
        const std::size_t d = idx(dev.id, devs);
        if (d == 0 || speed[d] <= 0 || !isTransitRole(dev.role))
            continue; // not a switch of this plane
        out[dev.role] += free[d];
    }
    return out;
}

std::vector<PlaneAnalysis> analysePlanes(const Design &design, const PlaneAnalysisOptions &options,
                                         const AnalysisControl &control)
{
    // The ports of every gpu-node, indexed once: Design::portsOf() scans every port of the
    // design, which over the 12,528 nodes and 3.5 million ports of a 100,000-NPU design is
    // quadratic.
    const std::size_t devSlots = std::size_t(std::max<Id>(design.devices.nextId(), 1));
    std::vector<char> isNode(devSlots, 0);
    for (const Device &dev : design.devices)
        if (dev.id > 0 && dev.id < Id(devSlots))
            isNode[std::size_t(dev.id)] = dev.role == QLatin1String(kRoleGpuNode);
    std::vector<std::vector<const Port *>> nodePorts(devSlots);
    for (const Port &p : design.ports)
        if (p.deviceId > 0 && p.deviceId < Id(devSlots) && isNode[std::size_t(p.deviceId)])
            nodePorts[std::size_t(p.deviceId)].push_back(&p);
    static const std::vector<const Port *> kNoPorts;
    auto portsOfNode = [&](Id id) -> const std::vector<const Port *> & {
        return id > 0 && id < Id(devSlots) ? nodePorts[std::size_t(id)] : kNoPorts;
    };

    std::vector<PlaneAnalysis> out;
    for (const Plane &pl : design.planes) {
        if (pl.kind != PlaneKind::Compute && pl.kind != PlaneKind::ScaleUp)
            continue;
        checkCancel(control);
        const FabricGraph g = FabricGraph::build(design, {pl.id});
        PlaneAnalysis a;
        a.planeId = pl.id;
        a.plane = pl.name;
        a.kind = pl.kind;
        a.technology = pl.technology;
        a.devices = g.vertexCount();
        a.devicePairs = g.edgeCount();
        for (const FabricEdgeId &e : g.edges())
            a.cables += g.graph()[e].cables;
        const Components comps = connectedComponents(g);
        a.components = comps.count;
        a.tiers = oversubscriptionByTier(g);
        a.singlePoints = singlePointsOfFailure(g);
        a.freePorts = freeSwitchPorts(design, pl.id);
        if (pl.kind == PlaneKind::Compute) {
            if (options.bisection)
                a.bisection = bisectionBandwidth(g, BisectionSplit::Halves, {}, control);
            a.hops = hopCountDistribution(g, options.hopSources, control);
        }
        // Node types: the slowest node of each bounds a collective over them.
        QHash<Id, std::size_t> typeRow;
        auto rowFor = [&](const DeviceType &t) -> PlaneNodeType & {
            auto it = typeRow.constFind(t.id);
            if (it == typeRow.cend()) {
                it = typeRow.insert(t.id, a.nodeTypes.size());
                PlaneNodeType row;
                row.nodeType = t.slug;
                row.gpusPerNode = t.gpuCount;
                a.nodeTypes.push_back(row);
            }
            PlaneNodeType &row = a.nodeTypes[*it];
            ++row.nodes;
            return row;
        };
        // Scale-up figures of one node (docs/references/fabric.md §2.5 "Scale-up planes"): the
        // cabled figure = its links on the plane x their slowest speed / 8 / GPUs; the stated one
        // = the device type's nvlink_gbps, else its supernode's figure. The slowest node of a
        // type is the type's row.
        auto scaleUp = [&](PlaneNodeType &row, const DeviceType &t, const Device &dev,
                           const NodeInjection &links) {
            ScaleUpFigures f;
            f.links = links.ports;
            f.linkGbps = links.slowestGbps;
            f.cabledGBpsPerGpu = t.gpuCount > 0 ? links.gBps() / t.gpuCount : 0;
            if (t.nvlinkGBps > 0) {
                f.statedGBpsPerGpu = t.nvlinkGBps;
                f.statedSource = ScaleUpSource::DeviceType;
            } else if (const Supernode *sn =
                           dev.supernodeId ? design.supernodes.find(dev.supernodeId) : nullptr;
                       sn && sn->scaleUpGBpsPerGpu > 0) {
                f.statedGBpsPerGpu = sn->scaleUpGBpsPerGpu;
                f.statedSource = ScaleUpSource::Supernode;
            }
            const double perGpu = f.statedGBpsPerGpu > 0 ? f.statedGBpsPerGpu : f.cabledGBpsPerGpu;
            if (row.nodes == 1 || perGpu < row.scaleUpGBpsPerGpu) {
                row.scaleUpGBpsPerGpu = perGpu;
                row.scaleUp = f;
            }
        };
        struct Domain
        {
            long long gpus = 0, nodes = 0, switches = 0;
        };
        std::vector<Domain> domains(std::size_t(comps.count));
        for (FabricVertexId v = 0; v < g.vertexCount(); ++v)
            if (g.graph()[v].transit && comps.componentOfVertex[v] >= 0)
                ++domains[std::size_t(comps.componentOfVertex[v])].switches;
        for (FabricVertexId v : g.nodes()) {
            const Id devId = g.graph()[v].deviceId;
            const Device *dev = design.devices.find(devId);
            const DeviceType *t = dev ? design.deviceTypes.find(dev->deviceTypeId) : nullptr;
            if (!t)
                continue;
            if (comps.componentOfVertex[v] >= 0) {
                Domain &dm = domains[std::size_t(comps.componentOfVertex[v])];
                dm.gpus += t->gpuCount;
                ++dm.nodes;
            }
            PlaneNodeType &row = rowFor(*t);
            const NodeInjection inj = nodeInjection(design, portsOfNode(devId), pl.id);
            if (row.nodes == 1 || inj.gBps() < row.injection.gBps())
                row.injection = inj;
            if (pl.kind == PlaneKind::ScaleUp)
                scaleUp(row, *t, *dev, inj);
        }
        for (PlaneNodeType &row : a.nodeTypes) {
            row.ringAllReduceCeilingGBps =
                ringAllReduceBusBwCeilingGBps(row.injection.ports, row.injection.slowestGbps);
            row.allToAllCeilingGBps = allToAllBusBwCeilingGBps(row.injection.gBps(), a.tiers);
        }
        // NVLink inside an NVL72 rack has no cables in the model: with no cabled node, the
        // plane's domains are the supernodes (Device::supernodeId) and their figures; the
        // switches of a domain are its switch trays.
        if (pl.kind == PlaneKind::ScaleUp && g.nodes().empty() && !design.supernodes.empty()) {
            QHash<Id, std::size_t> domainOf;
            domains.clear();
            auto domainFor = [&](Id sn) -> Domain & {
                auto d = domainOf.constFind(sn);
                if (d == domainOf.cend()) {
                    d = domainOf.insert(sn, domains.size());
                    domains.emplace_back();
                }
                return domains[*d];
            };
            for (const Device &dev : design.devices) {
                if (dev.supernodeId == 0 || !design.supernodes.find(dev.supernodeId))
                    continue;
                if (isTransitRole(dev.role)) {
                    ++domainFor(dev.supernodeId).switches;
                    continue;
                }
                const DeviceType *t = design.deviceTypes.find(dev.deviceTypeId);
                if (dev.role != QLatin1String(kRoleGpuNode) || !t)
                    continue;
                Domain &dm = domainFor(dev.supernodeId);
                dm.gpus += t->gpuCount;
                ++dm.nodes;
                scaleUp(rowFor(*t), *t, dev, NodeInjection{});
            }
        }
        for (const Domain &dm : domains) {
            if (dm.gpus <= 0)
                continue;
            const bool first = a.domains++ == 0;
            a.domainGpusMin = first ? dm.gpus : std::min(a.domainGpusMin, dm.gpus);
            a.domainGpusMax = std::max(a.domainGpusMax, dm.gpus);
            a.domainNodesMin = first ? dm.nodes : std::min(a.domainNodesMin, dm.nodes);
            a.domainNodesMax = std::max(a.domainNodesMax, dm.nodes);
            a.domainSwitchesMin = first ? dm.switches : std::min(a.domainSwitchesMin, dm.switches);
            a.domainSwitchesMax = std::max(a.domainSwitchesMax, dm.switches);
        }
        out.push_back(std::move(a));
    }
    return out;
}

} // namespace ry::fabric
