#pragma once

#include "model/design.h"

#include <QHash>
#include <QRectF>
#include <QString>

#include <vector>

namespace ry::models {

/// Where the topology view draws each device and link: a pure function of the design, computed
/// off the GUI thread for big designs.
///
/// Tiers from the bottom: 0 endpoints (GPU nodes, storage, managers), 1 leaves (and
/// NVLink/UB switch trays, management switches), 2 spines, 3 cores. Endpoints are grouped by
/// scalable unit (Device::su; by rack when there is none); each group is a block with its
/// leaves in a row above its nodes, blocks wrap into a roughly square grid; spines and cores
/// fill bands above it. PDUs and power cords are left out.
struct TopologyLayout
{
    struct Node
    {
        Id device = 0;
        QRectF rect;
        int tier = 0;
    };
    struct Link
    {
        Id cable = 0;
        int a = -1, b = -1; ///< indexes into nodes
        int rail = -1;      ///< rail of either end, -1 = none
        int upperTier = 0;  ///< the higher tier of its two ends
    };
    struct Group
    {
        QRectF rect;
        QString label;
        Id supernode = 0; ///< set for supernode outlines
    };

    std::vector<Node> nodes;
    std::vector<Link> links;
    std::vector<Group> groups;     ///< scalable-unit blocks
    std::vector<Group> supernodes; ///< outlines around each supernode's members
    QHash<Id, int> nodeOfDevice;   ///< device id -> index into nodes
    QHash<Id, int> linkOfCable;    ///< cable id -> index into links
    QRectF bounds;
    int rails = 0; ///< highest rail index + 1

    static constexpr double kNodeW = 40, kNodeH = 16, kGap = 8;

    /// Lays out `design`. Cost is linear in devices + cables (+ one sort of the groups).
    static TopologyLayout compute(const Design &design);

    /// Tier of a device role (see above); -1 = not drawn.
    static int tierOfRole(const QString &role);

    /// Links on all shortest paths (in hops) between two nodes (indexes into nodes), by
    /// breadth-first search over the links; at most `maxLinks` are returned.
    std::vector<int> shortestPathLinks(int from, int to, std::size_t maxLinks = 5000) const;
    /// Links touching node `n`.
    std::vector<int> linksOf(int n) const;

private:
    std::vector<std::vector<int>> m_adjacency; ///< node -> link indexes
};

} // namespace ry::models
