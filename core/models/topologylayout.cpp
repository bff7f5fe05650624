#include "topologylayout.h"
#include "model/designutil.h"
#include "model/deviceroles.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>

namespace ry::models {

int TopologyLayout::tierOfRole(const QString &role)
{
    if (role == QLatin1String(kRolePdu))
        return -1;
    if (role == QLatin1String(kRoleCore))
        return 3;
    if (role.endsWith(QLatin1String(kRoleSuffixSpine)))
        return 2;
    if (role.endsWith(QLatin1String(kRoleSuffixLeaf)) || role == QLatin1String(kRoleMgmtSwitch) ||
        role == QLatin1String(kRoleNvswitchTray) || role == QLatin1String(kRoleUbSwitch))
        return 1;
    return 0;
}

namespace {

/// The links between laid-out devices (power cords left out), the supernode outlines and the
/// bounds, once every device has its rectangle.
void addLinksAndOutlines(TopologyLayout &L, const Design &design,
                         const QHash<Id, std::pair<Id, int>> &portInfo, double cellW, double cellH)
{
    using Node = TopologyLayout::Node;
    using Group = TopologyLayout::Group;
    constexpr double kGap = TopologyLayout::kGap;
    // Links.
    L.links.reserve(design.cables.size());
    for (const Cable &c : design.cables) {
        if (c.medium == Medium::Power)
            continue;
        const auto a = portInfo.value(c.aPortId, {0, -1});
        const auto b = portInfo.value(c.bPortId, {0, -1});
        const int na = L.nodeOfDevice.value(a.first, -1);
        const int nb = L.nodeOfDevice.value(b.first, -1);
        if (na < 0 || nb < 0 || na == nb)
            continue;
        const int rail = a.second >= 0 ? a.second : b.second;
        L.rails = std::max(L.rails, rail + 1);
        L.linkOfCable.insert(c.id, int(L.links.size()));
        L.links.push_back({c.id, na, nb, rail,
                           std::max(L.nodes[std::size_t(na)].tier, L.nodes[std::size_t(nb)].tier)});
    }

    // Supernode outlines.
    std::map<Id, QRectF> snRect;
    for (const Node &n : L.nodes) {
        const Device *d = design.devices.find(n.device);
        if (d && d->supernodeId) {
            QRectF &r = snRect[d->supernodeId];
            r = r.isNull() ? n.rect : r.united(n.rect);
        }
    }
    for (const auto &[id, r] : snRect) {
        const Supernode *s = design.supernodes.find(id);
        L.supernodes.push_back(
            {r.adjusted(-kGap / 2, -kGap / 2, kGap / 2, kGap / 2), s ? s->name : QString(), id});
    }

    QRectF bounds;
    for (const Node &n : L.nodes)
        bounds = bounds.isNull() ? n.rect : bounds.united(n.rect);
    for (const Group &g : L.groups)
        bounds = bounds.united(g.rect);
    L.bounds = bounds.adjusted(-4 * cellW, -4 * cellH, 4 * cellW, 4 * cellH);
}

} // namespace

TopologyLayout TopologyLayout::compute(const Design &design)
{
    TopologyLayout L;
    const double cellW = kNodeW + kGap, cellH = kNodeH + kGap;

    // Port -> device, port -> rail: a hash over all ports is the one big allocation here.
    QHash<Id, std::pair<Id, int>> portInfo;
    portInfo.reserve(qsizetype(design.ports.size()));
    for (const Port &p : design.ports)
        portInfo.insert(p.id, {p.deviceId, p.rail});

    std::vector<int> tierOf(design.devices.size());
    QHash<Id, int> slotOf; // device id -> index in design.devices
    slotOf.reserve(qsizetype(design.devices.size()));
    {
        int i = 0;
        for (const Device &d : design.devices) {
            tierOf[std::size_t(i)] = tierOfRole(d.role);
            slotOf.insert(d.id, i++);
        }
    }

    // Groups: key = SU (>= 0) or 1e9 + rack index for endpoints without an SU.
    std::map<long long, std::vector<int>> groupNodes, groupLeaves; // device slots
    std::vector<int> spines, cores;
    auto groupKey = [&](const Device &d) -> long long {
        if (d.su >= 0)
            return d.su;
        return 1000000000LL + d.rackId;
    };
    std::vector<int> unplacedLeaves;
    for (std::size_t i = 0; i < design.devices.items().size(); ++i) {
        const Device &d = design.devices.items()[i];
        switch (tierOf[i]) {
        case 0:
            groupNodes[groupKey(d)].push_back(int(i));
            break;
        case 1:
            if (d.su >= 0)
                groupLeaves[d.su].push_back(int(i));
            else
                unplacedLeaves.push_back(int(i));
            break;
        case 2:
            spines.push_back(int(i));
            break;
        case 3:
            cores.push_back(int(i));
            break;
        default:
            break;
        }
    }
    // Leaves without an SU join the group of the first endpoint cabled to them.
    if (!unplacedLeaves.empty()) {
        QHash<Id, long long> leafGroup;
        QSet<Id> wanted;
        for (int s : unplacedLeaves)
            wanted.insert(design.devices.items()[std::size_t(s)].id);
        for (const Cable &c : design.cables) {
            const auto a = portInfo.value(c.aPortId), b = portInfo.value(c.bPortId);
            for (auto [leaf, other] : {std::pair{a.first, b.first}, std::pair{b.first, a.first}}) {
                if (!wanted.contains(leaf) || leafGroup.contains(leaf))
                    continue;
                const int os = slotOf.value(other, -1);
                if (os >= 0 && tierOf[std::size_t(os)] == 0)
                    leafGroup.insert(leaf, groupKey(design.devices.items()[std::size_t(os)]));
            }
        }
        for (int s : unplacedLeaves) {
            const Id id = design.devices.items()[std::size_t(s)].id;
            groupLeaves[leafGroup.value(id, 2000000000LL)].push_back(s);
        }
    }

    std::vector<long long> keys;
    keys.reserve(groupNodes.size());
    for (const auto &[k, v] : groupNodes)
        keys.push_back(k);
    for (const auto &[k, v] : groupLeaves)
        if (!groupNodes.count(k))
            keys.push_back(k);
    std::sort(keys.begin(), keys.end());

    auto addNode = [&](int slot, double x, double y) {
        const Device &d = design.devices.items()[std::size_t(slot)];
        L.nodeOfDevice.insert(d.id, int(L.nodes.size()));
        L.nodes.push_back({d.id, QRectF(x, y, kNodeW, kNodeH), tierOf[std::size_t(slot)]});
    };

    // Block sizes: nodes in up to 8 columns (one per rail on HGX), leaves on top.
    struct Block
    {
        long long key;
        int cols, nodeRows, leafRows;
        double w, h;
    };
    std::vector<Block> blocks;
    double totalArea = 0, maxW = 0;
    for (long long k : keys) {
        const int n = groupNodes.count(k) ? int(groupNodes[k].size()) : 0;
        const int l = groupLeaves.count(k) ? int(groupLeaves[k].size()) : 0;
        const int cols = std::max(
            1, std::min(std::max(n, l), std::max(8, int(std::ceil(std::sqrt(double(n)))))));
        const int nodeRows = (n + cols - 1) / cols;
        const int leafRows = (l + cols - 1) / cols;
        Block b{k,
                cols,
                nodeRows,
                leafRows,
                cols * cellW + 3 * kGap,
                (nodeRows + leafRows) * cellH + (leafRows ? 4 * cellH : 0) + 4 * kGap};
        totalArea += b.w * b.h;
        maxW = std::max(maxW, b.w);
        blocks.push_back(b);
    }
    const double rowWidth = std::max(maxW, std::sqrt(totalArea) * 2.0);

    // Place blocks left to right, wrapping; the spine and core bands go above (negative y).
    double x = 0, y = 0, rowH = 0, usedW = 0;
    for (const Block &b : blocks) {
        if (x > 0 && x + b.w > rowWidth) {
            x = 0;
            y += rowH + 6 * cellH;
            rowH = 0;
        }
        double cy = y + 2 * kGap;
        if (groupLeaves.count(b.key)) {
            auto &leaves = groupLeaves[b.key];
            for (std::size_t i = 0; i < leaves.size(); ++i)
                addNode(leaves[i], x + kGap + double(i % std::size_t(b.cols)) * cellW,
                        cy + double(i / std::size_t(b.cols)) * cellH);
            cy += b.leafRows * cellH + 4 * cellH;
        }
        if (groupNodes.count(b.key)) {
            auto &nodes = groupNodes[b.key];
            for (std::size_t i = 0; i < nodes.size(); ++i)
                addNode(nodes[i], x + kGap + double(i % std::size_t(b.cols)) * cellW,
                        cy + double(i / std::size_t(b.cols)) * cellH);
        }
        QString label;
        if (b.key < 1000000000LL)
            label = suName(int(b.key));
        else if (const Rack *r = design.racks.find(Id(b.key - 1000000000LL)))
            label = r->name;
        L.groups.push_back({QRectF(x, y, b.w - kGap, b.h), label, 0});
        x += b.w + 2 * kGap;
        usedW = std::max(usedW, x);
        rowH = std::max(rowH, b.h);
    }
    const double width = std::max(usedW, 10 * cellW);

    // Bands above: spines then cores, each wrapped to the width, centred.
    double top = -8 * cellH;
    auto band = [&](const std::vector<int> &members) {
        if (members.empty())
            return;
        const int perRow = std::max(1, int(width / cellW));
        const int rows = (int(members.size()) + perRow - 1) / perRow;
        top -= rows * cellH;
        const int inRow = std::min(perRow, int(members.size()));
        const double x0 = (width - inRow * cellW) / 2;
        for (std::size_t i = 0; i < members.size(); ++i)
            addNode(members[i], x0 + double(i % std::size_t(perRow)) * cellW,
                    top + double(i / std::size_t(perRow)) * cellH);
        top -= 8 * cellH;
    };
    band(spines);
    band(cores);

    addLinksAndOutlines(L, design, portInfo, cellW, cellH);

    L.m_adjacency.assign(L.nodes.size(), {});
    for (std::size_t i = 0; i < L.links.size(); ++i) {
        L.m_adjacency[std::size_t(L.links[i].a)].push_back(int(i));
        L.m_adjacency[std::size_t(L.links[i].b)].push_back(int(i));
    }
    return L;
}

std::vector<int> TopologyLayout::linksOf(int n) const
{
    if (n < 0 || std::size_t(n) >= m_adjacency.size())
        return {};
    return m_adjacency[std::size_t(n)];
}

std::vector<int> TopologyLayout::shortestPathLinks(int from, int to, std::size_t maxLinks) const
{
    const std::size_t N = nodes.size();
    if (from < 0 || to < 0 || std::size_t(from) >= N || std::size_t(to) >= N || from == to)
        return {};
    std::vector<int> dist(N, -1);
    std::deque<int> queue{from};
    dist[std::size_t(from)] = 0;
    while (!queue.empty()) {
        const int u = queue.front();
        queue.pop_front();
        if (u == to)
            break;
        // Paths go through switches only: endpoints other than the two ends do not forward.
        if (u != from && nodes[std::size_t(u)].tier == 0)
            continue;
        for (int li : m_adjacency[std::size_t(u)]) {
            const Link &l = links[std::size_t(li)];
            const int v = l.a == u ? l.b : l.a;
            if (dist[std::size_t(v)] < 0) {
                dist[std::size_t(v)] = dist[std::size_t(u)] + 1;
                queue.push_back(v);
            }
        }
    }
    if (dist[std::size_t(to)] < 0)
        return {};
    // Walk back over every link that steps down the distance by one: all shortest paths.
    std::vector<int> out;
    std::vector<char> seen(N, 0);
    std::deque<int> back{to};
    seen[std::size_t(to)] = 1;
    while (!back.empty() && out.size() < maxLinks) {
        const int v = back.front();
        back.pop_front();
        for (int li : m_adjacency[std::size_t(v)]) {
            const Link &l = links[std::size_t(li)];
            const int u = l.a == v ? l.b : l.a;
            if (dist[std::size_t(u)] >= 0 && dist[std::size_t(u)] == dist[std::size_t(v)] - 1 &&
                (u == from || nodes[std::size_t(u)].tier > 0)) {
                out.push_back(li);
                if (!seen[std::size_t(u)]) {
                    seen[std::size_t(u)] = 1;
                    back.push_back(u);
                }
            }
        }
    }
    return out;
}

} // namespace ry::models
