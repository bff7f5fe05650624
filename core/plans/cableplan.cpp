#include "cableplan.h"

#include "io/designyaml.h"
#include "model/deviceroles.h"
#include "model/trunk.h"
#include "util/naturalsort.h"

#include <algorithm>

namespace ry::plans {

QString lengthText(std::optional<double> m)
{
    return m ? QString::number(*m, 'g', 6) : QString();
}

QString shortPlace(const Place &p)
{
    if (p.rack.isEmpty())
        return {};
    if (p.u <= 0)
        return p.rack;
    return QStringLiteral("%1 U%2").arg(p.rack, QString::number(p.u, 'g', 6));
}

namespace {

CableEnd endOf(const Connectivity &c, Id portId)
{
    CableEnd e;
    e.portId = portId;
    if (const Port *p = c.port(portId)) {
        e.port = p->name;
        if (const Device *d = c.deviceOf(*p)) {
            e.device = d->name;
            e.place = c.place(d->id);
        }
    }
    return e;
}

/// Natural order with empty strings last.
bool nlessEmptyLast(const QString &a, const QString &b)
{
    if (a.isEmpty() != b.isEmpty())
        return b.isEmpty();
    return naturalLess(a, b);
}

} // namespace

std::vector<CableRow> cablingPlan(const Connectivity &c)
{
    const Design &d = c.design();
    std::vector<CableRow> rows;
    rows.reserve(d.cables.size());
    for (const Cable &cable : d.cables) {
        CableRow r;
        r.cable = &cable;
        r.a = endOf(c, cable.aPortId);
        r.b = endOf(c, cable.bPortId);
        const Port *pa = c.port(cable.aPortId);
        const Port *pb = c.port(cable.bPortId);
        if (pa && pa->rail >= 0)
            r.rail = pa->rail;
        else if (pb && pb->rail >= 0)
            r.rail = pb->rail;
        if (pa && pa->planeId)
            r.plane = c.planeName(pa->planeId);
        else if (pb && pb->planeId)
            r.plane = c.planeName(pb->planeId);
        r.group = r.a.place.rack;
        QString ra = r.a.place.rack, rb = r.b.place.rack;
        if (nlessEmptyLast(rb, ra))
            std::swap(ra, rb);
        r.bundle = (ra == rb || rb.isEmpty()) ? ra : QStringLiteral("%1 - %2").arg(ra, rb);
        if (cable.breakoutId) {
            r.breakout = d.breakouts.find(cable.breakoutId);
            if (r.breakout)
                r.breakoutCage = c.portName(r.breakout->aPortId);
            if (r.breakout)
                r.bundle += QStringLiteral(" / ") + (r.breakout->label.isEmpty()
                                                         ? QStringLiteral("#%1").arg(r.breakout->id)
                                                         : r.breakout->label);
        }
        rows.push_back(std::move(r));
    }
    std::sort(rows.begin(), rows.end(), [](const CableRow &x, const CableRow &y) {
        if (x.group != y.group)
            return nlessEmptyLast(x.group, y.group);
        if (x.bundle != y.bundle)
            return nlessEmptyLast(x.bundle, y.bundle);
        if (x.a.device != y.a.device)
            return naturalLess(x.a.device, y.a.device);
        if (x.a.port != y.a.port)
            return naturalLess(x.a.port, y.a.port);
        return x.cable->id < y.cable->id;
    });
    return rows;
}

PatchPlan patchPlan(const Connectivity &c)
{
    const Design &d = c.design();
    PatchPlan plan;
    auto farText = [&](Id portId) {
        return c.deviceName(portId) + QLatin1Char(':') + c.portName(portId);
    };
    // Panels and their front/rear ports, in one pass over the ports.
    QHash<Id, std::vector<const Port *>> fronts;
    QHash<Id, std::vector<const Port *>> rears;
    for (const Port &p : d.ports) {
        if (p.kind == PortKind::FrontPort)
            fronts[p.deviceId].push_back(&p);
        else if (p.kind == PortKind::RearPort)
            rears[p.deviceId].push_back(&p);
    }
    std::vector<const Device *> panels;
    for (const Device &dev : d.devices)
        if (dev.role == QLatin1String(kRolePatchPanel) || fronts.contains(dev.id))
            panels.push_back(&dev);
    std::sort(panels.begin(), panels.end(),
              [](const Device *a, const Device *b) { return naturalLess(a->name, b->name); });
    auto byName = [](const Port *a, const Port *b) { return naturalLess(a->name, b->name); };
    for (const Device *panel : panels) {
        std::vector<const Port *> fp = fronts.value(panel->id);
        std::sort(fp.begin(), fp.end(), byName);
        for (const Port *f : fp) {
            PatchRow r;
            r.panel = panel->name;
            r.place = c.place(panel->id);
            r.frontPort = f->name;
            r.rearPosition = f->rearPosition;
            const Port *rear = c.port(f->rearPortId);
            r.rearPort = rear ? rear->name : QString();
            if (const Cable *fc = c.cableAt(f->id)) {
                r.frontCable = fc->label;
                const Id far = c.otherEnd(*fc, f->id);
                r.frontFar = farText(far);
                // Trace from the device on the front side through this panel onwards.
                const Trace t = trace(c, far);
                r.origin = r.frontFar;
                r.traceStatus = toString(t.status);
                if (t.ports.size() > 1)
                    r.endpoint = farText(t.end());
            }
            if (rear) {
                if (const Cable *rc = c.cableAt(rear->id)) {
                    r.rearCable = rc->label;
                    r.rearFar = farText(c.otherEnd(*rc, rear->id));
                }
            }
            plan.ports.push_back(std::move(r));
        }
        std::vector<const Port *> rp = rears.value(panel->id);
        std::sort(rp.begin(), rp.end(), byName);
        for (const Port *r : rp) {
            const Cable *cable = c.cableAt(r->id);
            if (!cable || cable->aPortId != r->id) // each trunk once, from its A end
                continue;
            const Port *other = c.port(cable->bPortId);
            if (!other || other->kind != PortKind::RearPort)
                continue;
            TrunkRow t;
            t.label = cable->label;
            t.aPanel = panel->name;
            t.aRearPort = r->name;
            t.bPanel = c.deviceName(other->id);
            t.bRearPort = other->name;
            t.positions = std::min(r->positions, other->positions);
            t.fibres = cable->fibres;
            t.polarity = cable->polarity;
            t.medium = toString(cable->medium);
            t.lengthM = cable->lengthM;
            t.lengthUnit = cable->lengthUnit;
            if (t.positions > 1) {
                auto frontName = [&](Id rear, int position) {
                    const Port *f = c.port(c.frontPortAt(rear, position));
                    return f ? f->name : QString();
                };
                for (int pos = 1; pos <= t.positions; ++pos) {
                    TrunkPosition m;
                    m.aPosition = pos;
                    m.aFrontPort = frontName(r->id, pos);
                    m.bPosition = trunkFarPosition(pos, t.positions, t.fibres, t.polarity);
                    m.bFrontPort = m.bPosition ? frontName(other->id, m.bPosition) : QString();
                    t.map.push_back(std::move(m));
                }
            }
            plan.trunks.push_back(std::move(t));
        }
    }
    return plan;
}

} // namespace ry::plans
