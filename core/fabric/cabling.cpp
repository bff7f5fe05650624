#include "cabling.h"

#include "model/deviceroles.h"
#include "util/error.h"
#include "util/naturalsort.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace ry::fabric {

std::optional<EndPosition> endPosition(const Design &d, const Device &device)
{
    const Rack *rack = d.racks.find(device.rackId);
    if (!rack || device.position <= 0)
        return std::nullopt;
    const Row *row = d.rows.find(rack->rowId);
    const DeviceType *type = d.deviceTypes.find(device.deviceTypeId);
    const double u = type ? type->uHeight : 1;
    EndPosition p;
    p.row = row ? row->index : 0;
    p.xM = (rack->position + 0.5) * rack->widthM;
    p.heightM = (device.position - 1 + u / 2) * kRackUnitM;
    p.rackId = rack->id;
    return p;
}

double runLengthM(const EndPosition &a, const EndPosition &b, const CablingSpec &spec)
{
    if (a.rackId == b.rackId && a.rackId != 0)
        return std::abs(a.heightM - b.heightM) + spec.slackM;
    const double up =
        std::max(0.0, spec.trayHeightM - a.heightM) + std::max(0.0, spec.trayHeightM - b.heightM);
    return up + std::abs(a.xM - b.xM) + std::abs(a.row - b.row) * spec.rowPitchM + spec.slackM;
}

double orderableLengthM(double runM, const std::vector<double> &lengthsM)
{
    for (double l : lengthsM)
        if (l + 1e-9 >= runM)
            return l;
    return std::ceil(runM - 1e-9);
}

bool isTwistedPairType(const QString &portType)
{
    return portType.endsWith(QLatin1String("base-t"));
}

namespace {

const MediumRule *ruleFor(double speedGbps, const CablingSpec &spec)
{
    for (const MediumRule &r : spec.media)
        if (speedGbps <= r.maxSpeedGbps)
            return &r;
    return spec.media.empty() ? nullptr : &spec.media.back();
}

double reachOf(Medium m, const MediumRule &r)
{
    switch (m) {
    case Medium::DAC:
        return r.dacMaxM;
    case Medium::ACC:
        return r.accMaxM;
    case Medium::AOC:
    case Medium::MMF:
        return r.opticalMaxM;
    case Medium::SMF:
        return r.smfMaxM;
    case Medium::Copper:
        return 100; // 1000BASE-T, IEEE 802.3 clause 40
    case Medium::Power:
        break;
    }
    return 0;
}

} // namespace

Medium chooseMedium(double speedGbps, double lengthM, bool twistedPair, const CablingSpec &spec)
{
    if (twistedPair)
        return Medium::Copper;
    const MediumRule *r = ruleFor(speedGbps, spec);
    if (!r)
        return Medium::MMF;
    if (lengthM <= r->dacMaxM + 1e-9)
        return Medium::DAC;
    if (lengthM <= r->accMaxM + 1e-9)
        return Medium::ACC;
    if (lengthM <= r->opticalMaxM + 1e-9)
        return r->optical;
    return Medium::SMF;
}

namespace {

/// 1x2 splitter cables (issue 14 pt 1): a twin-port cage whose two cables are copper or AOC and
/// go to two different devices, neither into a twin-port cage of its own (one connector fills a
/// cage: two splitters cannot share a far cage), is one splitter cable (NVIDIA's 1x2 DAC and AOC
/// splitters from a twin-port OSFP cage to two single-port HCAs, FAB-14), a breakout of two lanes
/// whose cage is the cage's first port and whose legs are the two cables. Switch cages first (the
/// usual splitter: a leaf's cage to two nodes), then node cages whose cables are no leg yet. An
/// optical cage (MMF/SMF) keeps one fibre per port: its twin-port transceiver takes two straight
/// fibres. The breakout's length is the longer leg's (one cable is ordered).
void makeSplitters(Design &design, const std::map<CageKey, std::vector<Cable *>> &byCage,
                   CageIndex &cages)
{
    const auto copper = [](Medium m) {
        return m == Medium::DAC || m == Medium::ACC || m == Medium::AOC;
    };
    std::vector<std::pair<const CageKey *, const std::vector<Cable *> *>> order;
    order.reserve(byCage.size());
    for (const auto &[key, cables] : byCage)
        order.push_back({&key, &cables});
    const auto isNode = [&](const CageKey &k) {
        const Device *d = design.devices.find(k.deviceId);
        return d && d->role == QLatin1String(kRoleGpuNode);
    };
    std::stable_partition(order.begin(), order.end(),
                          [&](const auto &x) { return !isNode(*x.first); });
    int n = 0;
    for (const auto &[key, cables] : order) {
        if (cables->size() != 2)
            continue;
        Cable *legs[2] = {(*cables)[0], (*cables)[1]};
        if (legs[0]->breakoutId || legs[1]->breakoutId || !copper(legs[0]->medium) ||
            legs[0]->medium != legs[1]->medium)
            continue;
        // The cage-side port of each cable, and its far device.
        Id cagePort[2] = {0, 0};
        Id farDevice[2] = {0, 0};
        for (int i = 0; i < 2; ++i) {
            const Port *a = design.ports.find(legs[i]->aPortId);
            const Port *b = design.ports.find(legs[i]->bPortId);
            if (!a || !b)
                break;
            const bool aSide = a->deviceId == key->deviceId && a->type == key->portType;
            cagePort[i] = aSide ? a->id : b->id;
            farDevice[i] = aSide ? b->deviceId : a->deviceId;
        }
        if (!cagePort[0] || !cagePort[1] || farDevice[0] == farDevice[1])
            continue;
        bool farCage = false;
        for (int i = 0; i < 2; ++i) {
            const Id far = legs[i]->aPortId == cagePort[i] ? legs[i]->bPortId : legs[i]->aPortId;
            farCage = farCage || cages.cageOf(*design.ports.find(far)).has_value();
        }
        if (farCage)
            continue;
        if (naturalLess(design.ports.find(cagePort[1])->name,
                        design.ports.find(cagePort[0])->name)) {
            std::swap(legs[0], legs[1]);
            std::swap(cagePort[0], cagePort[1]);
        }
        Breakout b;
        b.label = QStringLiteral("BO-%1").arg(++n, 5, 10, QLatin1Char('0'));
        b.aPortId = cagePort[0];
        b.lanes = 2;
        b.medium = legs[0]->medium;
        b.lengthM = std::max(legs[0]->lengthM, legs[1]->lengthM);
        b.lengthUnit = LengthUnit::Metre;
        b.partNumber = legs[0]->partNumber;
        const Id id = design.breakouts.add(b);
        for (int lane = 0; lane < 2; ++lane) {
            Cable &c = *legs[lane];
            if (c.aPortId != cagePort[lane])
                std::swap(c.aPortId, c.bPortId); // a leg starts at its lane
            c.breakoutId = id;
            c.lane = lane;
            c.lengthM = b.lengthM;
        }
    }
}

} // namespace

Diagnostics sizeCables(Design &design, const CablingSpec &spec, const BomOptions &twinPort)
{
    Diagnostics out;
    // Positions per device, computed once (a design has far fewer devices than cables).
    QHash<Id, std::optional<EndPosition>> pos;
    pos.reserve(qsizetype(design.devices.size()));
    for (const Device &dev : design.devices)
        pos.insert(dev.id, endPosition(design, dev));

    struct Sized
    {
        Cable *cable;
        double speed;
        bool tp;
    };
    std::vector<Sized> sized;
    for (Cable &c : design.cables) {
        const Port *a = design.ports.find(c.aPortId);
        const Port *b = design.ports.find(c.bPortId);
        if (!a || !b)
            continue;
        const double speed = std::min(a->speedGbps, b->speedGbps) > 0
                                 ? std::min(a->speedGbps, b->speedGbps)
                                 : std::max(a->speedGbps, b->speedGbps);
        const bool tp = isTwistedPairType(a->type) || isTwistedPairType(b->type);
        const auto pa = pos.value(a->deviceId);
        const auto pb = pos.value(b->deviceId);
        if (pa && pb) {
            c.lengthM = orderableLengthM(runLengthM(*pa, *pb, spec), spec.lengthsM);
            c.lengthUnit = LengthUnit::Metre; // the spec's orderable lengths are in metres
        }
        if (c.medium == Medium::Power)
            continue; // a power cord (placement.power-cables): sized, never a data medium
        c.medium = chooseMedium(speed, c.lengthM.value_or(0), tp, spec);
        sized.push_back(Sized{&c, speed, tp});
    }

    // Twin-port cages: one transceiver (or one twin-port cable head) serves both ports of a
    // cage, so both cables take the medium of the cage's longer run. The media DAC < ACC < AOC <
    // MMF < SMF are ordered by reach (chooseMedium() picks them in that order as the length
    // grows), so the cage's medium is the greatest of its cables'. A cable has a cage at each
    // end; raising it at one end can raise the cage at its other end, hence the loop to a fixed
    // point. Media only go up, so it ends; the result is the greatest medium over each chain of
    // cages, independent of the visiting order.
    if (!twinPort.twinPort.isEmpty()) {
        CageIndex cages(design, twinPort);
        std::map<CageKey, std::vector<Cable *>> byCage; // ordered: deterministic
        for (const Sized &s : sized) {
            if (s.tp)
                continue;
            for (Id portId : {s.cable->aPortId, s.cable->bPortId})
                if (const auto k = cages.cageOf(*design.ports.find(portId)))
                    byCage[*k].push_back(s.cable);
        }
        bool changed = true;
        while (changed) {
            changed = false;
            for (const auto &[key, cables] : byCage) {
                if (cables.size() < 2)
                    continue;
                Medium m = cables.front()->medium;
                for (const Cable *c : cables)
                    m = std::max(m, c->medium);
                for (Cable *c : cables)
                    if (c->medium != m) {
                        c->medium = m;
                        changed = true;
                    }
            }
        }
        makeSplitters(design, byCage, cages);
    }

    for (const Sized &s : sized) {
        const Cable &c = *s.cable;
        const MediumRule *r = ruleFor(s.speed, spec);
        const double reach = s.tp ? 100 : (r ? reachOf(c.medium, *r) : 0);
        if (reach > 0 && c.lengthM && *c.lengthM > reach + 1e-9) {
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.object = c.label;
            d.field = QStringLiteral("length");
            d.message = Tr::tr("%1 m exceeds the %2 m reach of %3")
                            .arg(*c.lengthM)
                            .arg(reach)
                            .arg(toString(c.medium));
            out.push_back(std::move(d));
        }
    }
    return out;
}

} // namespace ry::fabric
