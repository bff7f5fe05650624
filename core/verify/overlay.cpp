#include "overlay.h"

#include <QSet>

#include <map>

namespace ry::verify {

overlay::OverlayState overlayStateOf(CableFinding::Kind kind)
{
    switch (kind) {
    case CableFinding::Kind::Correct:
        return overlay::OverlayState::Good;
    case CableFinding::Kind::Degraded:
        return overlay::OverlayState::Warning;
    case CableFinding::Kind::Missing:
        return overlay::OverlayState::Missing;
    case CableFinding::Kind::Unverifiable:
        return overlay::OverlayState::Unverifiable;
    default:
        return overlay::OverlayState::Bad;
    }
}

QColor findingColour(CableFinding::Kind kind)
{
    return overlay::OverlayPalette::verification().colour(overlayStateOf(kind));
}

QString findingKindLabel(CableFinding::Kind kind)
{
    switch (kind) {
    case CableFinding::Kind::Correct:
        return Tr::tr("correct");
    case CableFinding::Kind::Missing:
        return Tr::tr("missing");
    case CableFinding::Kind::Unexpected:
        return Tr::tr("unexpected");
    case CableFinding::Kind::Swapped:
        return Tr::tr("swapped");
    case CableFinding::Kind::WrongPort:
        return Tr::tr("wrong port");
    case CableFinding::Kind::WrongDevice:
        return Tr::tr("wrong device");
    case CableFinding::Kind::Degraded:
        return Tr::tr("degraded");
    case CableFinding::Kind::UnknownDevice:
        return Tr::tr("unknown device");
    case CableFinding::Kind::Unverifiable:
        return Tr::tr("unverifiable");
    }
    return {};
}

namespace {

/// The findings on one object: how many, and the worst kind (highest aggregation rank, then
/// the lowest CableFinding::Kind value), independent of the order of the findings.
struct Marks
{
    int findings = 0;
    CableFinding::Kind worst = CableFinding::Kind::Correct;
    QStringList explanations; ///< sorted when the entry is made

    void add(const CableFinding &f)
    {
        const int r = overlay::aggregationRank(overlayStateOf(f.kind));
        const int w = overlay::aggregationRank(overlayStateOf(worst));
        if (findings == 0 || r > w || (r == w && int(f.kind) < int(worst)))
            worst = f.kind;
        ++findings;
        if (!f.explanation.isEmpty())
            explanations << f.explanation;
    }

    overlay::OverlayEntry entry(bool labelWhenGood) const
    {
        overlay::OverlayEntry e;
        e.state = overlayStateOf(worst);
        e.count = findings;
        e.label = findings == 1
                      ? findingKindLabel(worst)
                      //: %1 = number of findings, %2 = the worst of them
                      : Tr::tr("%1 findings, worst: %2").arg(findings).arg(findingKindLabel(worst));
        e.tooltip = e.label;
        QStringList sorted = explanations;
        sorted.sort();
        sorted.removeDuplicates();
        if (!sorted.isEmpty())
            e.tooltip += QLatin1Char('\n') + sorted.mid(0, 5).join(QLatin1Char('\n'));
        if (!labelWhenGood && e.state == overlay::OverlayState::Good)
            e.label.clear();
        return e;
    }
};

} // namespace

overlay::Overlay makeOverlay(const Design &design, const Verification &verification,
                             const QString &title)
{
    overlay::Overlay o;
    if (verification.findings.empty())
        return o;
    o.title = title;
    o.palette = overlay::OverlayPalette::verification();
    std::map<Id, Marks> cables, devices; // ordered: deterministic whatever the finding order
    for (const CableFinding &f : verification.findings) {
        QSet<Id> touched{f.deviceId, f.observedPeerDeviceId};
        for (Id c : f.cableIds) {
            if (c)
                cables[c].add(f);
            if (const Cable *cable = design.cables.find(c))
                for (Id portId : {cable->aPortId, cable->bPortId})
                    if (const Port *p = design.ports.find(portId);
                        p && p->kind == PortKind::Interface)
                        touched.insert(p->deviceId);
        }
        for (Id dev : std::as_const(touched))
            if (dev)
                devices[dev].add(f);
    }
    for (const auto &[id, m] : cables)
        o.links.insert(id, m.entry(true));
    for (const auto &[id, m] : devices)
        o.nodes.insert(id, m.entry(false));
    overlay::aggregate(design, o);
    o.legend = {{overlay::OverlayState::Good, Tr::tr("correct")},
                {overlay::OverlayState::Warning, Tr::tr("degraded")},
                {overlay::OverlayState::Missing, Tr::tr("missing")},
                {overlay::OverlayState::Bad, Tr::tr("wrong")}};
    return o;
}

} // namespace ry::verify
