#include "generatorimpl.h"

#include <algorithm>

namespace ry::fabric::detail {

// Placement phase: rows of racks, compute racks in order, switches in the network racks.

int Generator::rackAt(int row, int slot, const QString &role)
{
    while (int(m_rowSlots.size()) <= row) {
        m_rowSlots.emplace_back(std::size_t(m_spec.placement.racksPerRow), -1);
        m_rowNetworkOnly.push_back(false);
    }
    int &idx = m_rowSlots[std::size_t(row)][std::size_t(slot)];
    if (idx < 0) {
        PRack r;
        r.row = row;
        r.slot = slot;
        r.role = role;
        m_racks.push_back(r);
        idx = int(m_racks.size()) - 1;
    }
    return idx;
}

int Generator::newComputeRack(const QString &role)
{
    const int perRow = m_spec.placement.racksPerRow;
    do {
        ++m_cursorSlot;
        if (m_cursorSlot >= perRow) {
            m_cursorSlot = 0;
            ++m_cursorRow;
        }
    } while (m_isNetworkSlot[std::size_t(m_cursorSlot)]);
    m_computeRows = std::max(m_computeRows, m_cursorRow + 1);
    return rackAt(m_cursorRow, m_cursorSlot, role);
}

int Generator::findNetworkRack(int prefRow, double u, double w)
{
    const int perRow = m_spec.placement.racksPerRow;
    const QString role = QStringLiteral("network");
    // Rows by distance from the preferred one (the lower row first on a tie).
    for (int dist = 0; dist < m_computeRows; ++dist) {
        const int candidates[2] = {prefRow - dist, prefRow + dist};
        for (int c = 0; c < (dist == 0 ? 1 : 2); ++c) {
            const int row = candidates[c];
            if (row < 0 || row >= m_computeRows)
                continue;
            for (int s = 0; s < perRow; ++s) {
                if (!m_isNetworkSlot[std::size_t(s)])
                    continue;
                const int existing = row < int(m_rowSlots.size())
                                         ? m_rowSlots[std::size_t(row)][std::size_t(s)]
                                         : -1;
                if (existing < 0)
                    return rackAt(row, s, role);
                if (fits(m_racks[std::size_t(existing)], u, w))
                    return existing;
            }
        }
    }
    // Network-only rows after the compute rows.
    for (int row = m_computeRows; row < int(m_rowSlots.size()); ++row) {
        if (!m_rowNetworkOnly[std::size_t(row)])
            continue;
        for (int s = 0; s < perRow; ++s) {
            const int existing = m_rowSlots[std::size_t(row)][std::size_t(s)];
            if (existing >= 0 && !fits(m_racks[std::size_t(existing)], u, w))
                continue;
            return existing >= 0 ? existing : rackAt(row, s, role);
        }
    }
    const int row = std::max(m_computeRows, int(m_rowSlots.size()));
    const int r = rackAt(row, 0, role);
    m_rowNetworkOnly[std::size_t(row)] = true;
    return r;
}

QStringList Generator::emptyNetworkSlots() const
{
    QStringList names;
    Vars v = baseVars();
    for (int row = 0; row < m_computeRows && row < int(m_rowSlots.size()); ++row)
        for (std::size_t s = 0; s < m_isNetworkSlot.size(); ++s)
            if (m_isNetworkSlot[s] && m_rowSlots[std::size_t(row)][s] < 0) {
                v.row = row + 1;
                v.rack = int(s) + 1;
                names << m_rackName.expand(v);
            }
    if (names.isEmpty())
        return {};
    // A few hundred names (a 100,000-NPU design whose units hold their own network racks) are
    // no note anyone reads: the first ones and the count.
    constexpr qsizetype kListed = 12;
    QString list = names.mid(0, kListed).join(QStringLiteral(", "));
    if (names.size() > kListed)
        list = Tr::tr("%1 and %2 more (%3 in all)")
                   .arg(list)
                   .arg(names.size() - kListed)
                   .arg(names.size());
    return {Tr::tr("network rack positions left empty: %1. placement.network-racks-per-row keeps "
                   "%2 per row and the switches needed fewer, so these positions stay free (for "
                   "growth) and the rows' rack numbers skip them")
                .arg(list)
                .arg(m_spec.placement.networkRacksPerRow)};
}

void Generator::place()
{
    const PlacementSpec &ps = m_spec.placement;
    m_isNetworkSlot.assign(std::size_t(ps.racksPerRow), false);
    const int nNet = ps.networkRacksPerRow;
    const int first = ps.networkRacks == NetworkRackPosition::End ? ps.racksPerRow - nNet
                                                                  : (ps.racksPerRow - nNet) / 2;
    for (int s = first; s < first + nNet; ++s)
        m_isNetworkSlot[std::size_t(s)] = true;
    const double budgetW = ps.powerBudgetKw * 1000;
    const double usableU = ps.rackUnits - ps.reservedUnits;

    auto checkRack = [&](int rack, const QString &what) {
        const PRack &r = m_racks[std::size_t(rack)];
        if (r.usedU > usableU + 1e-9)
            throw Error(Tr::tr("%1 needs %2 U, the rack has %3 U usable")
                            .arg(what)
                            .arg(r.usedU)
                            .arg(usableU),
                        {}, QStringLiteral("placement.rack-units"));
        if (budgetW > 0 && r.powerW > budgetW + 1e-6)
            throw Error(Tr::tr("%1 draws %2 kW, over the %3 kW rack budget")
                            .arg(what)
                            .arg(r.powerW / 1000)
                            .arg(ps.powerBudgetKw),
                        {}, QStringLiteral("placement.power-budget-kw"));
    };

    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const GroupInfo &gi = m_groups[g];
        const NodeGroup &ng = m_spec.groups[g];
        const Topology topo = m_spec.computePlanes[std::size_t(gi.plane)].topology;
        const DeviceType &nt = type(gi.type);
        if (topo == Topology::Nvl72) {
            const SupernodeSpec &sn = m_spec.supernode;
            const int racks = ng.count / sn.computeTraysPerRack;
            const int lower = std::max(0, sn.computeTraysPerRack / 2 - 1);
            for (int r = 0; r < racks; ++r) {
                const int rack = newComputeRack(QStringLiteral("supernode"));
                const int snIdx =
                    m_devs[std::size_t(gi.firstDev + r * sn.computeTraysPerRack)].supernode;
                auto tray = [&](int t) { put(gi.firstDev + r * sn.computeTraysPerRack + t, rack); };
                for (int t = 0; t < lower; ++t)
                    tray(t);
                for (int d : m_snSwitches[std::size_t(snIdx)])
                    put(d, rack);
                for (int t = lower; t < sn.computeTraysPerRack; ++t)
                    tray(t);
                checkRack(rack, Tr::tr("NVL72 rack %1").arg(m_supernodes[std::size_t(snIdx)].name));
            }
            continue;
        }
        if (topo == Topology::CloudMatrix) {
            const SupernodeSpec &sn = m_spec.supernode;
            const int nodesPerUnit = sn.chipsPerUnit / gi.gpus;
            const int computeRacks = sn.racksPerUnit - sn.networkRacksPerUnit;
            const int perRack = ceilDiv(nodesPerUnit, computeRacks);
            for (int u = 0; u < ng.count / nodesPerUnit; ++u) {
                const int snIdx = m_devs[std::size_t(gi.firstDev + u * nodesPerUnit)].supernode;
                const QString what = Tr::tr("unit %1").arg(m_supernodes[std::size_t(snIdx)].name);
                int rack = -1;
                for (int n = 0; n < nodesPerUnit; ++n) {
                    if (n % perRack == 0) {
                        if (rack >= 0)
                            checkRack(rack, what);
                        rack = newComputeRack(QStringLiteral("compute"));
                    }
                    put(gi.firstDev + u * nodesPerUnit + n, rack);
                }
                checkRack(rack, what);
                const std::vector<int> &sw = m_snSwitches[std::size_t(snIdx)];
                const int perNet = sn.networkRacksPerUnit > 0
                                       ? ceilDiv(i64(sw.size()), sn.networkRacksPerUnit)
                                       : 0;
                rack = -1;
                for (std::size_t k = 0; k < sw.size(); ++k) {
                    if (perNet == 0)
                        break;
                    if (int(k) % perNet == 0) {
                        if (rack >= 0)
                            checkRack(rack, what);
                        rack = newComputeRack(QStringLiteral("ub-network"));
                    }
                    put(sw[k], rack);
                }
                if (rack >= 0)
                    checkRack(rack, what);
            }
            continue;
        }
        // Regular nodes: as many per rack as U, power and the cap allow.
        const double nodeW = powerOf(gi.type);
        int perRack = nt.uHeight > 0 ? int(std::floor(usableU / nt.uHeight + 1e-9)) : ng.count;
        if (budgetW > 0 && nodeW > 0)
            perRack = std::min(perRack, int(std::floor(budgetW / nodeW + 1e-9)));
        if (ps.nodesPerRack > 0)
            perRack = std::min(perRack, ps.nodesPerRack);
        if (perRack <= 0)
            throw Error(
                Tr::tr("a node of type \"%1\" (%2 U, %3 kW) does not fit a %4 U rack with %5")
                    .arg(nt.slug)
                    .arg(nt.uHeight)
                    .arg(nodeW / 1000)
                    .arg(usableU)
                    .arg(budgetW > 0 ? Tr::tr("a %1 kW budget").arg(ps.powerBudgetKw)
                                     : Tr::tr("no power budget")),
                {}, QStringLiteral("placement"));
        int rack = -1, inRack = 0, lastSu = -2;
        for (int n = 0; n < ng.count; ++n) {
            const int d = gi.firstDev + n;
            const int su = m_devs[std::size_t(d)].su;
            if (rack < 0 || inRack == perRack || (ps.suAligned && su != lastSu)) {
                rack = newComputeRack(QStringLiteral("compute"));
                inRack = 0;
            }
            put(d, rack);
            ++inRack;
            lastSu = su;
        }
    }

    // Everything else goes to network racks, near the nodes it serves (leaf-like switches) or
    // in the middle of the hall (spines, cores, managers).
    std::vector<int> firstPeer(m_devs.size(), -1);
    for (const Link &l : m_links) {
        if (firstPeer[std::size_t(l.a)] < 0)
            firstPeer[std::size_t(l.a)] = l.b;
        if (firstPeer[std::size_t(l.b)] < 0)
            firstPeer[std::size_t(l.b)] = l.a;
    }
    const int middle = std::max(0, (m_computeRows - 1) / 2);
    for (std::size_t d = 0; d < m_devs.size(); ++d) {
        Dev &dev = m_devs[d];
        if (dev.placed)
            continue;
        const bool leafLike = dev.role == QLatin1String(kRoleLeaf) ||
                              dev.role.endsWith(QLatin1String("-leaf")) ||
                              dev.role == QLatin1String(kRoleMgmtSwitch);
        int pref = middle;
        const int peer = firstPeer[d];
        if (leafLike && peer >= 0 && m_devs[std::size_t(peer)].placed)
            pref = m_racks[std::size_t(m_devs[std::size_t(peer)].rack)].row;
        const DeviceType &t = type(dev.type);
        const double w = powerOf(dev.type);
        if (t.uHeight > ps.rackUnits || (budgetW > 0 && w > budgetW))
            throw Error(Tr::tr("a device of type \"%1\" (%2 U, %3 kW) does not fit any rack")
                            .arg(t.slug)
                            .arg(t.uHeight)
                            .arg(w / 1000),
                        {}, QStringLiteral("placement"));
        put(int(d), findNetworkRack(pref, t.uHeight, w));
    }
}

} // namespace ry::fabric::detail
