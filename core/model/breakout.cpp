#include "breakout.h"

#include "util/error.h"

#include <QSet>

#include <algorithm>

namespace ry {

QString breakoutLanePortName(const QString &cage, int lane)
{
    if (cage.endsWith(QLatin1String(".0")))
        return cage.left(cage.size() - 1) + QString::number(lane);
    if (cage.startsWith(QLatin1String("swp")))
        return cage + QLatin1Char('s') + QString::number(lane);
    return cage + QLatin1Char('/') + QString::number(lane + 1);
}

QString defaultLegLabel(const Breakout &breakout, int lane)
{
    if (breakout.label.isEmpty())
        return {};
    return breakout.label + QLatin1Char('-') + QString::number(lane + 1);
}

const Port *breakoutLanePort(const Design &design, const Breakout &breakout, int lane)
{
    const Port *cage = design.ports.find(breakout.aPortId);
    if (!cage)
        return nullptr;
    const QString name = breakoutLanePortName(cage->name, lane);
    if (lane == 0 && name == cage->name)
        return cage;
    for (const Port *p : design.portsOf(cage->deviceId))
        if (p->name == name)
            return p;
    return nullptr;
}

Port breakoutLanePortOf(const Port &cage, int lane, int lanes)
{
    Port p;
    p.deviceId = cage.deviceId;
    p.name = breakoutLanePortName(cage.name, lane);
    p.kind = cage.kind;
    p.type = cage.type;
    p.speedGbps = lanes > 0 ? cage.speedGbps / lanes : 0;
    p.planeId = cage.planeId;
    p.rail = cage.rail;
    return p;
}

Cable breakoutLegOf(const Breakout &breakout, int lane, Id aPortId, Id bPortId)
{
    Cable c;
    c.label = defaultLegLabel(breakout, lane);
    c.aPortId = aPortId;
    c.bPortId = bPortId;
    c.medium = breakout.medium;
    c.lengthM = breakout.lengthM;
    c.lengthUnit = breakout.lengthUnit;
    c.colour = breakout.colour;
    c.partNumber = breakout.partNumber;
    c.status = breakout.status;
    c.breakoutId = breakout.id;
    c.lane = lane;
    return c;
}

Id addBreakout(Design &design, Breakout breakout)
{
    const Port *cage = design.ports.find(breakout.aPortId);
    if (!cage)
        throw Error(Tr::tr("Breakout %1: its cage port does not exist.").arg(breakout.label));
    if (breakout.lanes < 2 || breakout.lanes > 8)
        throw Error(Tr::tr("Breakout %1: %2 lanes; a breakout has 2 to 8 legs.")
                        .arg(breakout.label)
                        .arg(breakout.lanes));
    const Port cageCopy = *cage; // ports.add() may move the table
    QSet<QString> names;
    for (const Port *p : design.portsOf(cageCopy.deviceId))
        names.insert(p->name);
    for (int lane = 0; lane < breakout.lanes; ++lane) {
        const QString name = breakoutLanePortName(cageCopy.name, lane);
        if (names.contains(name))
            continue;
        Port p = breakoutLanePortOf(cageCopy, lane, breakout.lanes);
        p.description = Tr::tr("lane %1 of %2").arg(lane).arg(cageCopy.name);
        design.ports.add(p);
        names.insert(name);
    }
    return design.breakouts.add(std::move(breakout));
}

Id addBreakoutLeg(Design &design, Id breakoutId, int lane, Id bPortId, QString label)
{
    const Breakout *b = design.breakouts.find(breakoutId);
    if (!b)
        throw Error(Tr::tr("The breakout does not exist."));
    if (lane < 0 || lane >= b->lanes)
        throw Error(Tr::tr("Breakout %1 has lanes 0 to %2; lane %3 does not exist.")
                        .arg(b->label)
                        .arg(b->lanes - 1)
                        .arg(lane));
    const Port *a = breakoutLanePort(design, *b, lane);
    if (!a)
        throw Error(Tr::tr("Breakout %1: lane %2 has no port on the cage's device.")
                        .arg(b->label)
                        .arg(lane));
    Cable c = breakoutLegOf(*b, lane, a->id, bPortId);
    if (!label.isEmpty())
        c.label = std::move(label);
    return design.cables.add(std::move(c));
}

BreakoutIndex::BreakoutIndex(const Design &design)
{
    for (const Breakout &b : design.breakouts) {
        m_legs.insert(b.id, std::vector<const Cable *>(std::size_t(std::max(b.lanes, 0))));
        m_cage.insert(b.aPortId, &b);
    }
    for (const Cable &c : design.cables) {
        if (!c.breakoutId)
            continue;
        auto it = m_legs.find(c.breakoutId);
        if (it != m_legs.end() && c.lane >= 0 && std::size_t(c.lane) < it->size())
            (*it)[std::size_t(c.lane)] = &c;
    }
    for (const auto &v : m_legs)
        for (const Cable *c : v)
            m_free += c == nullptr;
}

const std::vector<const Cable *> &BreakoutIndex::legs(Id breakoutId) const
{
    static const std::vector<const Cable *> none;
    auto it = m_legs.constFind(breakoutId);
    return it == m_legs.cend() ? none : *it;
}

const Breakout *BreakoutIndex::atCage(Id portId) const
{
    return m_cage.value(portId, nullptr);
}

} // namespace ry
