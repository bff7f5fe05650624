#include "overlay.h"

#include "model/designutil.h"
#include "util/error.h"

#include <map>

namespace ry::overlay {

QString toString(OverlayState s)
{
    switch (s) {
    case OverlayState::NoData:
        return QStringLiteral("no-data");
    case OverlayState::Unverifiable:
        return QStringLiteral("unverifiable");
    case OverlayState::Good:
        return QStringLiteral("good");
    case OverlayState::Warning:
        return QStringLiteral("warning");
    case OverlayState::Missing:
        return QStringLiteral("missing");
    case OverlayState::Bad:
        return QStringLiteral("bad");
    case OverlayState::Running:
        return QStringLiteral("running");
    }
    return {};
}

bool isVerdict(OverlayState s)
{
    return s == OverlayState::Good || s == OverlayState::Warning || s == OverlayState::Missing ||
           s == OverlayState::Bad;
}

int aggregationRank(OverlayState s)
{
    switch (s) {
    case OverlayState::Good:
        return 0;
    case OverlayState::Unverifiable:
        return 1;
    case OverlayState::NoData:
        return 2;
    case OverlayState::Running:
        return 3;
    case OverlayState::Warning:
        return 4;
    case OverlayState::Missing:
        return 5;
    case OverlayState::Bad:
        return 6;
    }
    return 2;
}

QColor OverlayPalette::colour(OverlayState s) const
{
    switch (s) {
    case OverlayState::NoData:
        return noData;
    case OverlayState::Unverifiable:
        return unverifiable;
    case OverlayState::Good:
        return good;
    case OverlayState::Warning:
        return warning;
    case OverlayState::Missing:
        return missing;
    case OverlayState::Bad:
        return bad;
    case OverlayState::Running:
        return running;
    }
    return noData;
}

OverlayPalette OverlayPalette::verification()
{
    OverlayPalette p;
    p.good = QColor(0x2E, 0x7D, 0x32);
    p.warning = QColor(0xF9, 0xA8, 0x25);
    p.missing = QColor(0x75, 0x75, 0x75);
    p.bad = QColor(0xC6, 0x28, 0x28);
    return p;
}

bool Overlay::isEmpty() const
{
    return nodes.isEmpty() && links.isEmpty() && rails.isEmpty() && racks.isEmpty() &&
           rows.isEmpty() && sus.isEmpty() && pods.isEmpty() && legend.empty();
}

namespace {

/// True when `a` is a worse rated member than `b` (rank, then lower percent); equal -> false,
/// so the first member in key order wins a tie.
bool worseThan(const OverlayEntry &a, const OverlayEntry &b)
{
    const int ra = aggregationRank(a.state);
    const int rb = aggregationRank(b.state);
    if (ra != rb)
        return ra > rb;
    if (a.percent && b.percent)
        return *a.percent < *b.percent;
    return a.percent && !b.percent;
}

} // namespace

OverlayEntry combineEntries(const std::vector<OverlayMember> &members, const QString &what,
                            const QString &kind)
{
    OverlayEntry e;
    e.count = int(members.size());
    if (members.empty())
        return e;
    const OverlayMember *top = nullptr;   // highest aggregation rank: sets the state
    const OverlayMember *worst = nullptr; // the worst verdict: gives the figures
    for (const OverlayMember &m : members) {
        if (!m.entry)
            continue;
        if (m.entry->state != OverlayState::NoData)
            ++e.covered;
        if (!top || aggregationRank(m.entry->state) > aggregationRank(top->entry->state))
            top = &m;
        if (m.entry->rated() && (!worst || worseThan(*m.entry, *worst->entry)))
            worst = &m;
    }
    if (!top)
        return e;
    e.state = top->entry->state;
    //: %1 = the object ("SU2"), %2 of %3 = members with data, %4 = "nodes" or "links"
    e.tooltip = Tr::tr("%1: %2 of %3 %4 with data").arg(what).arg(e.covered).arg(e.count).arg(kind);
    if (worst) {
        e.value = worst->entry->value;
        e.reference = worst->entry->reference;
        e.percent = worst->entry->percent;
        e.runId = worst->entry->runId;
        e.label = worst->entry->label;
        //: followed by the name of the worst member and its figures
        e.tooltip += QLatin1Char('\n') + Tr::tr("Worst: %1").arg(worst->name);
        if (!worst->entry->tooltip.isEmpty())
            e.tooltip += QLatin1Char('\n') + worst->entry->tooltip;
    } else {
        e.label = QStringLiteral("-");
    }
    if (e.state == OverlayState::NoData && e.covered > 0)
        //: an aggregate whose members are not all measured is not rated
        e.tooltip += QLatin1Char('\n') + Tr::tr("Not rated: not every member has data");
    return e;
}

void aggregate(const Design &design, Overlay &o)
{
    o.rails.clear();
    o.racks.clear();
    o.rows.clear();
    o.sus.clear();
    o.pods.clear();
    // Members per parent, in key order (QMap iteration is by ascending id).
    std::map<Id, std::vector<OverlayMember>> racks, pods;
    std::map<int, std::vector<OverlayMember>> sus, rails;
    for (auto it = o.nodes.cbegin(); it != o.nodes.cend(); ++it) {
        const Device *d = design.devices.find(it.key());
        if (!d)
            continue;
        const OverlayMember m{d->name, &*it};
        if (d->rackId)
            racks[d->rackId].push_back(m);
        if (d->su >= 0)
            sus[d->su].push_back(m);
        if (d->supernodeId)
            pods[d->supernodeId].push_back(m);
    }
    for (auto it = o.links.cbegin(); it != o.links.cend(); ++it) {
        const Cable *c = design.cables.find(it.key());
        if (!c)
            continue;
        int rail = -1;
        for (Id portId : {c->aPortId, c->bPortId})
            if (const Port *p = design.ports.find(portId); p && p->rail >= 0 && rail < 0)
                rail = p->rail;
        if (rail >= 0)
            rails[rail].push_back(
                {c->label.isEmpty() ? Tr::tr("cable %1").arg(c->id) : c->label, &*it});
    }
    const QString nodesText = Tr::tr("nodes");
    for (const auto &[id, members] : racks) {
        const Rack *r = design.racks.find(id);
        o.racks.insert(id, combineEntries(members,
                                          Tr::tr("Rack %1").arg(r ? r->name : QString::number(id)),
                                          nodesText));
    }
    for (const auto &[su, members] : sus)
        o.sus.insert(su, combineEntries(members, suName(su), nodesText));
    for (const auto &[id, members] : pods) {
        const Supernode *s = design.supernodes.find(id);
        o.pods.insert(id, combineEntries(members, s ? s->name : QString::number(id), nodesText));
    }
    for (const auto &[rail, members] : rails)
        o.rails.insert(rail, combineEntries(members, Tr::tr("Rail %1").arg(rail), Tr::tr("links")));
    // Rows from their racks.
    std::map<Id, std::vector<OverlayMember>> rows;
    for (auto it = o.racks.cbegin(); it != o.racks.cend(); ++it)
        if (const Rack *r = design.racks.find(it.key()); r && r->rowId)
            rows[r->rowId].push_back({r->name, &*it});
    for (const auto &[id, members] : rows) {
        const Row *r = design.rows.find(id);
        o.rows.insert(id, combineEntries(members,
                                         Tr::tr("Row %1").arg(r ? r->name : QString::number(id)),
                                         Tr::tr("racks")));
    }
}

} // namespace ry::overlay
