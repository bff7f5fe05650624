#include "overlay.h"

namespace ry {

QString toString(OverlayState s)
{
    switch (s) {
    case OverlayState::Correct:
        return QStringLiteral("correct");
    case OverlayState::Degraded:
        return QStringLiteral("degraded");
    case OverlayState::Missing:
        return QStringLiteral("missing");
    case OverlayState::Wrong:
        return QStringLiteral("wrong");
    }
    return {};
}

OverlayState overlayStateOf(CableFinding::Kind kind)
{
    switch (kind) {
    case CableFinding::Kind::Correct:
        return OverlayState::Correct;
    case CableFinding::Kind::Degraded:
        return OverlayState::Degraded;
    case CableFinding::Kind::Missing:
        return OverlayState::Missing;
    default:
        return OverlayState::Wrong;
    }
}

QColor overlayColour(OverlayState s)
{
    switch (s) {
    case OverlayState::Correct:
        return QColor(0x2E, 0x7D, 0x32);
    case OverlayState::Degraded:
        return QColor(0xF9, 0xA8, 0x25);
    case OverlayState::Missing:
        return QColor(0x75, 0x75, 0x75);
    case OverlayState::Wrong:
        return QColor(0xC6, 0x28, 0x28);
    }
    return {};
}

int overlaySeverity(OverlayState s)
{
    switch (s) {
    case OverlayState::Correct:
        return 0;
    case OverlayState::Degraded:
        return 1;
    case OverlayState::Missing:
        return 2;
    case OverlayState::Wrong:
        return 3;
    }
    return 0;
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
    }
    return {};
}

namespace {

void mark(QHash<Id, OverlayMark> &marks, Id id, const CableFinding &f)
{
    if (id == 0)
        return;
    const OverlayState state = overlayStateOf(f.kind);
    auto it = marks.find(id);
    if (it == marks.end()) {
        OverlayMark m;
        m.state = state;
        m.kind = f.kind;
        m.colour = overlayColour(state);
        m.label = findingKindLabel(f.kind);
        m.findings = 1;
        marks.insert(id, m);
        return;
    }
    ++it->findings;
    if (overlaySeverity(state) > overlaySeverity(it->state)) {
        it->state = state;
        it->kind = f.kind;
        it->colour = overlayColour(state);
    }
    //: %1 = number of findings, %2 = the worst of them, e.g. "3 findings, worst: wrong port"
    it->label = Tr::tr("%1 findings, worst: %2").arg(it->findings).arg(findingKindLabel(it->kind));
}

} // namespace

VerificationOverlay makeOverlay(const Design &design, const Verification &verification)
{
    VerificationOverlay o;
    for (const CableFinding &f : verification.findings) {
        QSet<Id> devices{f.deviceId, f.observedPeerDeviceId};
        for (Id c : f.cableIds) {
            mark(o.cables, c, f);
            if (const Cable *cable = design.cables.find(c))
                for (Id portId : {cable->aPortId, cable->bPortId})
                    if (const Port *p = design.ports.find(portId);
                        p && p->kind == PortKind::Interface)
                        devices.insert(p->deviceId);
        }
        for (Id dev : devices)
            mark(o.devices, dev, f);
    }
    return o;
}

TopologyOverlay toTopologyOverlay(const VerificationOverlay &overlay, const QString &title)
{
    TopologyOverlay t;
    t.title = title;
    for (auto it = overlay.cables.cbegin(); it != overlay.cables.cend(); ++it) {
        t.linkColour.insert(it.key(), it->colour);
        t.linkLabel.insert(it.key(), it->label);
    }
    for (auto it = overlay.devices.cbegin(); it != overlay.devices.cend(); ++it) {
        t.nodeColour.insert(it.key(), it->colour);
        if (it->state != OverlayState::Correct)
            t.nodeLabel.insert(it.key(), it->label);
    }
    if (!overlay.empty())
        for (OverlayState s : {OverlayState::Correct, OverlayState::Degraded, OverlayState::Missing,
                               OverlayState::Wrong}) {
            static const char *const texts[] = {
                QT_TRANSLATE_NOOP("Railyard", "correct"), QT_TRANSLATE_NOOP("Railyard", "degraded"),
                QT_TRANSLATE_NOOP("Railyard", "missing"), QT_TRANSLATE_NOOP("Railyard", "wrong")};
            t.legend.push_back({overlayColour(s), Tr::tr(texts[int(s)])});
        }
    return t;
}

} // namespace ry
