#include "connectivity.h"

#include "model/breakout.h"
#include "model/trunk.h"
#include "util/error.h"

#include <QSet>

namespace ry::plans {

Connectivity::Connectivity(const Design &d) : m_d(d)
{
    m_cableAt.reserve(qsizetype(d.cables.size() * 2));
    for (const Cable &c : d.cables) {
        m_cableAt.insert(c.aPortId, &c);
        m_cableAt.insert(c.bPortId, &c);
    }
    for (const Breakout &b : d.breakouts)
        m_cage.insert(b.aPortId, &b);
    for (const Port &p : d.ports)
        if (p.kind == PortKind::FrontPort && p.rearPortId)
            m_front.insert({p.rearPortId, p.rearPosition}, p.id);
    for (const Plane &p : d.planes)
        m_planeName.insert(p.id, p.name);
    m_place.reserve(qsizetype(d.devices.size()));
    for (const Device &dev : d.devices) {
        const Design::Location loc = d.locationOf(dev);
        Place pl;
        pl.site = loc.site ? loc.site->name : QString();
        pl.room = loc.room ? loc.room->name : QString();
        pl.row = loc.row ? loc.row->name : QString();
        pl.rack = loc.rack ? loc.rack->name : QString();
        pl.u = dev.position;
        m_place.insert(dev.id, pl);
    }
}

const Cable *Connectivity::cableAt(Id portId) const
{
    return m_cableAt.value(portId, nullptr);
}

Id Connectivity::frontPortAt(Id rearPortId, int position) const
{
    return m_front.value({rearPortId, position}, 0);
}

const Place &Connectivity::place(Id deviceId) const
{
    auto it = m_place.constFind(deviceId);
    return it == m_place.cend() ? m_nowhere : *it;
}

QString Connectivity::deviceName(Id portId) const
{
    const Port *p = port(portId);
    const Device *d = p ? deviceOf(*p) : nullptr;
    return d ? d->name : QString();
}

QString Connectivity::portName(Id portId) const
{
    const Port *p = port(portId);
    return p ? p->name : QString();
}

QString Connectivity::planeName(Id planeId) const
{
    return m_planeName.value(planeId);
}

QString toString(Trace::Status s)
{
    switch (s) {
    case Trace::Status::Complete:
        return Tr::tr("complete");
    case Trace::Status::Unconnected:
        return Tr::tr("unconnected");
    case Trace::Status::Broken:
        return Tr::tr("broken");
    case Trace::Status::Loop:
        return Tr::tr("loop");
    case Trace::Status::Ambiguous:
        return Tr::tr("ambiguous");
    case Trace::Status::Breakout:
        return Tr::tr("breakout");
    }
    return {};
}

Trace trace(const Connectivity &c, Id fromPort)
{
    Trace t;
    if (!c.port(fromPort))
        return t;
    t.ports.push_back(fromPort);
    QSet<Id> seen{fromPort};
    std::vector<int> positions; // rear-port positions entered, innermost last
    Id cur = fromPort;
    auto visit = [&](Id p) {
        if (seen.contains(p)) {
            t.ports.push_back(p);
            t.status = Trace::Status::Loop;
            return false;
        }
        seen.insert(p);
        t.ports.push_back(p);
        return true;
    };
    for (;;) {
        const Cable *cable = c.cableAt(cur);
        if (!cable) {
            const Port *p = c.port(cur);
            if (cur == fromPort)
                t.status =
                    c.breakoutAtCage(cur) ? Trace::Status::Breakout : Trace::Status::Unconnected;
            else
                t.status = (p->kind == PortKind::FrontPort || p->kind == PortKind::RearPort)
                               ? Trace::Status::Broken
                               : Trace::Status::Complete;
            return t;
        }
        t.cables.push_back(cable->id);
        t.length.add(cable->lengthM, cable->lengthUnit);
        t.lengthM = t.length.metres;
        t.missingLengths = int(t.length.unknown);
        const Id far = c.otherEnd(*cable, cur);
        const Port *fp = c.port(far);
        if (!fp) {
            t.status = Trace::Status::Broken;
            return t;
        }
        if (!visit(far))
            return t;
        if (fp->kind == PortKind::FrontPort) {
            // Front -> rear of the same panel, remembering the position for the far panel.
            if (!fp->rearPortId || !c.port(fp->rearPortId)) {
                t.status = Trace::Status::Broken;
                return t;
            }
            const Port *rear = c.port(fp->rearPortId);
            if (rear->positions > 1)
                positions.push_back(fp->rearPosition);
            if (!visit(rear->id))
                return t;
            cur = rear->id;
        } else if (fp->kind == PortKind::RearPort) {
            int pos = 1;
            if (fp->positions > 1) {
                if (positions.empty()) {
                    t.status = Trace::Status::Ambiguous;
                    return t;
                }
                pos = positions.back();
                positions.pop_back();
                // Across a trunk from another rear port, the position lands where the trunk's
                // polarity type sends it (Type B reverses, Type C flips single fibres).
                const Port *near = c.port(cur);
                if (near && near->kind == PortKind::RearPort)
                    pos = trunkFarPosition(pos, std::min(near->positions, fp->positions),
                                           cable->fibres, cable->polarity);
            }
            const Id front = c.frontPortAt(far, pos);
            if (!front) {
                t.status = Trace::Status::Broken;
                return t;
            }
            if (!visit(front))
                return t;
            cur = front;
        } else {
            t.status = Trace::Status::Complete;
            return t;
        }
    }
}

BreakoutTrace traceBreakout(const Connectivity &c, Id cagePortId)
{
    BreakoutTrace bt;
    bt.breakout = c.breakoutAtCage(cagePortId);
    if (!bt.breakout)
        return bt;
    const Design &d = c.design();
    const BreakoutIndex index(d);
    const std::vector<const Cable *> &legs = index.legs(bt.breakout->id);
    for (int lane = 0; lane < bt.breakout->lanes; ++lane) {
        BreakoutTrace::Leg leg;
        leg.lane = lane;
        leg.cable = std::size_t(lane) < legs.size() ? legs[std::size_t(lane)] : nullptr;
        if (leg.cable) {
            leg.lanePort = leg.cable->aPortId;
        } else if (const Port *p = breakoutLanePort(d, *bt.breakout, lane)) {
            leg.lanePort = p->id;
        }
        if (leg.lanePort)
            leg.trace = leg.lanePort == cagePortId && !leg.cable ? Trace{} : trace(c, leg.lanePort);
        bt.legs.push_back(std::move(leg));
    }
    return bt;
}

} // namespace ry::plans
