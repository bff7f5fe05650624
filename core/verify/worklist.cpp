#include "worklist.h"

#include "model/designutil.h"
#include "overlay.h"
#include "util/naturalsort.h"

#include <QFile>
#include <QFont>
#include <QGuiApplication>
#include <QHash>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSet>
#include <QTextDocument>

#include <algorithm>

namespace ry::verify {

std::size_t WorkList::size() const
{
    std::size_t n = 0;
    for (const WorkListRack &r : racks)
        n += r.items.size();
    return n;
}

namespace {

QString labelOf(const Design &design, Id cableId)
{
    const Cable *c = design.cables.find(cableId);
    if (!c)
        return {};
    return cableDisplayName(design, *c);
}

QString uText(double position)
{
    return position > 0 ? QString::number(position) : QString();
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
        !s.contains(QLatin1Char('\n')) && !s.contains(QLatin1Char('\r')))
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString rackTitle(const WorkListRack &r)
{
    return r.rack.isEmpty() ? Tr::tr("Not racked or not in the design")
                            : Tr::tr("Rack %1").arg(r.rack);
}

} // namespace

QString WorkListEnd::text() const
{
    if (device.isEmpty())
        return {};
    QString dp = port.isEmpty() ? device : device + QLatin1Char(' ') + port;
    if (rack.isEmpty())
        return dp;
    if (position <= 0)
        return Tr::tr("rack %1 %2").arg(rack, dp);
    return Tr::tr("rack %1 U%2 %3").arg(rack, QString::number(position), dp);
}

std::vector<CableFinding::Kind> parseFindingKinds(const QString &text, const QString &field)
{
    std::vector<CableFinding::Kind> kinds;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = part.trimmed().toLower();
        bool found = false;
        for (int k = 0; k < CableFinding::kindCount && !found; ++k)
            if (toString(CableFinding::Kind(k)) == key ||
                (key == QLatin1String("not-seen") && k == int(CableFinding::Kind::Missing))) {
                kinds.push_back(CableFinding::Kind(k));
                found = true;
            }
        if (!found) {
            QStringList known;
            for (int k = 0; k < CableFinding::kindCount; ++k)
                known << toString(CableFinding::Kind(k));
            known << QStringLiteral("not-seen");
            throw Error(Tr::tr("Unknown finding kind \"%1\"; known kinds: %2")
                            .arg(part.trimmed(), known.join(QLatin1String(", "))),
                        {}, field);
        }
    }
    return kinds;
}

namespace {

/// A design port as a work-list end (rack, U, device, port).
WorkListEnd endAt(const Design &design, Id deviceId, Id portId)
{
    WorkListEnd e;
    const Port *port = portId ? design.ports.find(portId) : nullptr;
    if (port && !deviceId)
        deviceId = port->deviceId;
    const Device *dev = deviceId ? design.devices.find(deviceId) : nullptr;
    if (!dev)
        return e;
    e.deviceId = dev->id;
    e.device = dev->name;
    e.position = dev->position;
    if (const Rack *r = design.racks.find(dev->rackId)) {
        e.rackId = r->id;
        e.rack = r->name;
    }
    if (port) {
        e.portId = port->id;
        e.port = port->name;
    }
    return e;
}

/// The finding's anchor as a work-list end.
WorkListEnd anchorOf(const Design &design, const CableFinding &f)
{
    WorkListEnd e = endAt(design, f.deviceId, f.portId);
    if (e.device.isEmpty()) { // not in the design: as reported
        e.rackId = f.rackId;
        e.rack = f.rack;
        e.position = f.position;
        e.device = f.device;
        e.port = f.port;
    } else if (!e.portId) {
        e.port = f.port;
    }
    return e;
}

/// The interface at the far end of a planned link whose cables are `cableIds`, seen from the
/// port `from` (the last cable's end that is an interface and not `from`); 0 when unknown.
Id plannedFarPort(const Design &design, const std::vector<Id> &cableIds, Id from)
{
    if (cableIds.empty())
        return 0;
    const Cable *c = design.cables.find(cableIds.back());
    if (!c)
        return 0;
    for (Id p : {c->aPortId, c->bPortId}) {
        const Port *port = design.ports.find(p);
        if (p != from && port && port->kind == PortKind::Interface)
            return p;
    }
    return 0;
}

/// "leaf-2 P1.0": an end without its rack, for the instructions.
QString short_(const WorkListEnd &e)
{
    return e.port.isEmpty() ? e.device : e.device + QLatin1Char(' ') + e.port;
}

struct Builder
{
    const Design &design;
    const Verification &v;
    const WorkListOptions &options;

    bool wanted(CableFinding::Kind k) const
    {
        return options.kinds.empty() ||
               std::find(options.kinds.begin(), options.kinds.end(), k) != options.kinds.end();
    }

    QString labels(const std::vector<Id> &ids) const
    {
        QStringList l;
        for (Id c : ids)
            l << labelOf(design, c);
        return l.join(QLatin1String(" + "));
    }

    // The label of the cable that ends at the far end of a planned link (the last cable).
    QString farLabel(const CableFinding &f) const
    {
        return f.cableIds.empty() ? QString() : labelOf(design, f.cableIds.back());
    }

    WorkListItem single(const CableFinding &f) const
    {
        using Kind = CableFinding::Kind;
        WorkListItem item;
        item.finding = f;
        item.cableIds = f.cableIds;
        item.cableLabels = labels(f.cableIds);
        const WorkListEnd anchor = anchorOf(design, f);
        WorkListEnd observedPeer = endAt(design, f.observedPeerDeviceId, f.observedPeerPortId);
        if (!observedPeer.device.isEmpty() && !observedPeer.portId)
            observedPeer.port.clear();
        const WorkListEnd planned = endAt(design, 0, plannedFarPort(design, f.cableIds, f.portId));
        const QString observedText = f.observedPeerPortId ? observedPeer.text() : f.observedPeer;
        item.at = anchor;
        switch (f.kind) {
        case Kind::Correct:
            item.otherEnd = observedText;
            item.action = Tr::tr("nothing: cabled as planned");
            break;
        case Kind::Missing:
            item.otherEnd = planned.text().isEmpty() ? f.plannedPeer : planned.text();
            item.action =
                item.cableLabels.isEmpty()
                    ? Tr::tr("plug a cable into %1 and %2").arg(short_(anchor), f.plannedPeer)
                    : Tr::tr("plug cable %1 into %2 and %3")
                          .arg(item.cableLabels, short_(anchor), f.plannedPeer);
            break;
        case Kind::WrongPort:
        case Kind::WrongDevice:
            // The work is where the cable's wrong end is: unplug it there, plug it in as planned.
            if (!observedPeer.device.isEmpty())
                item.at = observedPeer;
            item.otherEnd = anchor.text();
            if (!planned.text().isEmpty() && planned.rackId != item.at.rackId)
                item.otherEnd += QLatin1String("; ") + Tr::tr("plug into %1").arg(planned.text());
            item.action = Tr::tr("move cable %1 from %2 to %3")
                              .arg(farLabel(f), f.observedPeer, f.plannedPeer);
            break;
        case Kind::Degraded:
            item.otherEnd = observedText;
            item.action = Tr::tr("replace the optic or cable %1 between %2 and %3 (the link runs "
                                 "at %4)")
                              .arg(item.cableLabels, short_(anchor), f.observedPeer,
                                   f.observed ? f.observed->widthSpeed() : QString());
            break;
        case Kind::Unexpected:
            item.otherEnd = observedText;
            item.action = Tr::tr("remove the cable between %1 and %2 (not in the plan)")
                              .arg(short_(anchor), f.observedPeer);
            break;
        case Kind::UnknownDevice:
            item.otherEnd = observedText;
            item.action =
                f.cableIds.empty()
                    ? Tr::tr("remove the cable between %1 and %2, or add that node to the design")
                          .arg(short_(anchor), f.observedPeer)
                    : Tr::tr("move cable %1 from %2 to %3")
                          .arg(farLabel(f), f.observedPeer, f.plannedPeer);
            break;
        case Kind::Swapped:
        case Kind::Unverifiable:
            item.otherEnd = observedText;
            break;
        }
        return item;
    }

    // One item for a crossed pair: the swap is done where the two crossed ends sit together
    // (on one device, else in one rack); when both sides qualify, at the ends that do not
    // agree with the plan (the observed peers; the anchors agree by construction).
    WorkListItem swap(const CableFinding &f1, const CableFinding &f2) const
    {
        WorkListItem item;
        item.finding = f1;
        item.cableIds = f1.cableIds;
        item.cableIds.insert(item.cableIds.end(), f2.cableIds.begin(), f2.cableIds.end());
        item.cableLabels = labels(f1.cableIds) + QLatin1String(", ") + labels(f2.cableIds);
        item.swappedWith = labelOf(design, f1.swappedWithCableId);
        const WorkListEnd a1 = anchorOf(design, f1), a2 = anchorOf(design, f2);
        const WorkListEnd p1 = endAt(design, f1.observedPeerDeviceId, f1.observedPeerPortId);
        const WorkListEnd p2 = endAt(design, f2.observedPeerDeviceId, f2.observedPeerPortId);
        auto together = [](const WorkListEnd &x, const WorkListEnd &y) {
            return x.deviceId && x.deviceId == y.deviceId ? 2 : (x.rackId && x.rackId == y.rackId);
        };
        const bool atPeers = together(p1, p2) >= together(a1, a2);
        WorkListEnd x = atPeers ? p1 : a1, y = atPeers ? p2 : a2;
        if (naturalLess(y.port, x.port) && x.deviceId == y.deviceId)
            std::swap(x, y);
        item.at = x;
        item.at2 = y;
        item.otherEnd = atPeers ? a1.text() + QLatin1String("; ") + a2.text()
                                : p1.text() + QLatin1String("; ") + p2.text();
        item.action = x.deviceId == y.deviceId
                          ? Tr::tr("swap the cables at %1 %2 and %3").arg(x.device, x.port, y.port)
                          : Tr::tr("swap the cables at %1 and %2").arg(short_(x), short_(y));
        return item;
    }

    WorkListItem notSeen(const DeviceNotSeen &n, const CableFinding &first) const
    {
        WorkListItem item;
        item.finding = first;
        item.finding.explanation =
            Tr::tr("%1 not seen (%2 planned links)").arg(n.device).arg(n.plannedLinks);
        item.notSeenLinks = n.plannedLinks;
        item.at = endAt(design, n.deviceId, 0);
        for (const CableFinding &f : v.findings)
            if (f.kind == CableFinding::Kind::Missing && !f.cableIds.empty() &&
                std::find(n.cableIds.begin(), n.cableIds.end(), f.cableIds.front()) !=
                    n.cableIds.end())
                item.cableIds.insert(item.cableIds.end(), f.cableIds.begin(), f.cableIds.end());
        item.cableLabels = labels(n.cableIds);
        item.action = Tr::tr("check that %1 is powered and its cables are plugged: none of its %2 "
                             "planned links was seen")
                          .arg(n.device)
                          .arg(n.plannedLinks);
        return item;
    }
};

/// The pull order of racks: site, room, row, position in row, name (natural); not racked last.
struct RackKey
{
    int group = 1;
    QString site, room;
    int row = 0, position = 0;
    QString rack;

    bool operator<(const RackKey &b) const
    {
        if (group != b.group)
            return group < b.group;
        if (site != b.site)
            return naturalLess(site, b.site);
        if (room != b.room)
            return naturalLess(room, b.room);
        if (row != b.row)
            return row < b.row;
        if (position != b.position)
            return position < b.position;
        return naturalLess(rack, b.rack);
    }
};

RackKey rackKey(const Design &design, Id rackId)
{
    RackKey k;
    const Rack *r = rackId ? design.racks.find(rackId) : nullptr;
    if (!r)
        return k;
    k.group = 0;
    k.rack = r->name;
    k.position = r->position;
    if (const Row *row = design.rows.find(r->rowId)) {
        k.row = row->index;
        if (const Room *room = design.rooms.find(row->roomId)) {
            k.room = room->name;
            if (const Site *site = design.sites.find(room->siteId))
                k.site = site->name;
        }
    }
    return k;
}

/// Inside a rack: from the top U down, then device and port (natural), then kind.
bool itemBefore(const WorkListItem &a, const WorkListItem &b, bool byKind)
{
    if (byKind && a.kind() != b.kind())
        return int(a.kind()) < int(b.kind());
    if (a.at.position != b.at.position)
        return a.at.position > b.at.position;
    if (a.at.device != b.at.device)
        return naturalLess(a.at.device, b.at.device);
    if (a.at.port != b.at.port)
        return naturalLess(a.at.port, b.at.port);
    return int(a.kind()) < int(b.kind());
}

} // namespace

WorkList makeWorkList(const Design &design, const Verification &verification,
                      const WorkListOptions &options)
{
    using Kind = CableFinding::Kind;
    WorkList list;
    list.header.designName = design.name;
    list.header.summary = verification.summary;
    list.header.generatedAt = QDateTime::currentDateTime();
    const Builder b{design, verification, options};

    // Missing findings of devices not seen become one item per device.
    QHash<Id, std::size_t> notSeenOfCable; // first cable of a Missing link -> notSeen index
    for (std::size_t i = 0; i < verification.notSeen.size(); ++i)
        for (Id c : verification.notSeen[i].cableIds)
            if (!notSeenOfCable.contains(c))
                notSeenOfCable.insert(c, i);
    QSet<std::size_t> notSeenDone;
    QSet<Id> swapDone;                // first cable of a Swapped finding already in an item
    QHash<Id, std::size_t> swappedAt; // first cable of a Swapped finding -> finding index
    for (std::size_t i = 0; i < verification.findings.size(); ++i)
        if (const CableFinding &f = verification.findings[i]; f.kind == Kind::Swapped && f.cableId)
            swappedAt.insert(f.cableId, i);

    std::vector<WorkListItem> items;
    for (const CableFinding &f : verification.findings) {
        if (f.kind == Kind::Correct && !options.includeCorrect)
            continue;
        if (!b.wanted(f.kind))
            continue;
        if (f.kind == Kind::Unverifiable) {
            list.unverifiable.push_back(b.single(f));
            continue;
        }
        if (f.kind == Kind::Missing && !f.cableIds.empty()) {
            if (auto it = notSeenOfCable.constFind(f.cableIds.front());
                it != notSeenOfCable.cend()) {
                if (!notSeenDone.contains(*it)) {
                    notSeenDone.insert(*it);
                    items.push_back(b.notSeen(verification.notSeen[*it], f));
                }
                continue;
            }
        }
        if (f.kind == Kind::Swapped) {
            if (swapDone.contains(f.cableId))
                continue;
            auto other = swappedAt.constFind(f.swappedWithCableId);
            if (other != swappedAt.cend() && !swapDone.contains(f.swappedWithCableId)) {
                swapDone.insert(f.cableId);
                swapDone.insert(f.swappedWithCableId);
                items.push_back(b.swap(f, verification.findings[*other]));
                continue;
            }
            // A pair whose other half is not at hand (filtered list): one end alone.
            WorkListItem item = b.single(f);
            item.swappedWith = labelOf(design, f.swappedWithCableId);
            item.action =
                Tr::tr("swap cable %1 with cable %2").arg(item.cableLabels, item.swappedWith);
            items.push_back(std::move(item));
            continue;
        }
        items.push_back(b.single(f));
    }

    // Group by the rack where the work is, racks in pull order.
    QHash<Id, std::size_t> rackIndex;
    for (WorkListItem &item : items) {
        auto it = rackIndex.constFind(item.at.rackId);
        if (it == rackIndex.cend()) {
            it = rackIndex.insert(item.at.rackId, list.racks.size());
            list.racks.push_back({item.at.rackId, item.at.rack, {}});
        }
        list.racks[*it].items.push_back(std::move(item));
    }
    std::stable_sort(list.racks.begin(), list.racks.end(),
                     [&](const WorkListRack &x, const WorkListRack &y) {
                         return rackKey(design, x.rackId) < rackKey(design, y.rackId);
                     });
    for (WorkListRack &r : list.racks)
        std::stable_sort(r.items.begin(), r.items.end(),
                         [&](const WorkListItem &x, const WorkListItem &y) {
                             return itemBefore(x, y, options.sortByKind);
                         });
    return list;
}

namespace {

/// The finding key of an item for the CSV: "not-seen" for a device not seen.
QString itemKey(const WorkListItem &i)
{
    return i.notSeenLinks > 0 ? QStringLiteral("not-seen") : toString(i.kind());
}

/// The device and port columns of an item: both ports of a swap.
std::pair<QString, QString> itemPlace(const WorkListItem &i)
{
    if (i.at2.device.isEmpty())
        return {i.at.device, i.at.port};
    if (i.at2.deviceId == i.at.deviceId)
        return {i.at.device, i.at.port + QLatin1String(" / ") + i.at2.port};
    return {i.at.device + QLatin1String(" / ") + i.at2.device,
            i.at.port + QLatin1String(" / ") + i.at2.port};
}

/// The finding text of an item for people: "not seen" for a device not seen.
QString itemLabel(const WorkListItem &i)
{
    return i.notSeenLinks > 0 ? Tr::tr("not seen") : findingKindLabel(i.kind());
}

} // namespace

void writeWorkListCsv(const WorkList &list, QIODevice &out)
{
    QByteArray bytes;
    auto line = [&](const QStringList &fields) {
        QStringList q;
        for (const QString &f : fields)
            q << csvField(f);
        bytes += q.join(QLatin1Char(',')).toUtf8() + "\r\n";
    };
    line({QStringLiteral("rack"), QStringLiteral("u"), QStringLiteral("device"),
          QStringLiteral("port"), QStringLiteral("finding"), QStringLiteral("cable"),
          QStringLiteral("action"), QStringLiteral("other_end"), QStringLiteral("planned_peer"),
          QStringLiteral("observed_peer"), QStringLiteral("explanation")});
    auto item = [&](const WorkListItem &i) {
        const CableFinding &f = i.finding;
        const auto [device, port] = itemPlace(i);
        line({i.at.rack, uText(i.at.position), device, port, itemKey(i), i.cableLabels, i.action,
              i.otherEnd, i.notSeenLinks ? QString() : f.plannedPeer, f.observedPeer,
              f.explanation});
    };
    for (const WorkListRack &r : list.racks)
        for (const WorkListItem &i : r.items)
            item(i);
    for (const WorkListItem &i : list.unverifiable)
        item(i);
    if (out.write(bytes) != bytes.size())
        throw Error(Tr::tr("Cannot write the work list: %1").arg(out.errorString()));
}

void writeWorkListCsvFile(const WorkList &list, const QString &path)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throw Error(Tr::tr("Cannot write %1: %2").arg(path, f.errorString()), {path});
    writeWorkListCsv(list, f);
    if (!f.commit())
        throw Error(Tr::tr("Cannot write %1: %2").arg(path, f.errorString()), {path});
}

void writeWorkListPdf(const WorkList &list, const QString &path, const QString &fontFamily)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        throw Error(Tr::tr("Writing a PDF needs the graphical application object "
                           "(QGuiApplication); none is running."),
                    {path});
    // QPdfWriter reports no open errors of its own: try the file first.
    {
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly))
            throw Error(Tr::tr("Cannot write %1: %2").arg(path, probe.errorString()), {path});
    }
    const WorkListHeader &h = list.header;
    auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString html;
    html += QStringLiteral("<html><body>");
    html += QStringLiteral("<h1>%1</h1>").arg(esc(Tr::tr("Cabling work list")));
    QStringList facts;
    if (!h.designName.isEmpty())
        facts << Tr::tr("Design: %1").arg(esc(h.designName));
    if (!h.sourceFiles.isEmpty())
        facts << Tr::tr("Observed: %1").arg(esc(h.sourceFiles.join(QLatin1String(", "))));
    if (h.observedAt.isValid())
        facts << Tr::tr("Fabric discovered: %1")
                     .arg(esc(h.observedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
    const QDateTime gen = h.generatedAt.isValid() ? h.generatedAt : QDateTime::currentDateTime();
    facts << Tr::tr("Printed: %1").arg(esc(gen.toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
    QStringList counts;
    for (int k = 0; k < CableFinding::kindCount; ++k)
        if (const int n = h.summary.counts[std::size_t(k)])
            counts << QStringLiteral("%1 %2").arg(n).arg(
                esc(findingKindLabel(CableFinding::Kind(k))));
    if (h.summary.notCovered)
        counts << esc(Tr::tr("%1 not covered").arg(h.summary.notCovered));
    facts << Tr::tr("Findings: %1")
                 .arg(counts.isEmpty() ? esc(Tr::tr("none")) : counts.join(QLatin1String(", ")));
    html += QStringLiteral("<p>%1</p>").arg(facts.join(QLatin1String("<br>")));
    if (list.racks.empty())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(Tr::tr("Nothing to do: every cable was seen as planned.")));
    const QString tableStart = QStringLiteral("<table border=\"1\" cellspacing=\"0\" "
                                              "cellpadding=\"2\" width=\"100%\"><tr>");
    auto headerRow = [&](const QStringList &cols) {
        QString row;
        for (const QString &col : cols)
            row += QStringLiteral("<th bgcolor=\"#e0e0e0\">%1</th>").arg(esc(col));
        return row + QStringLiteral("</tr>");
    };
    auto todo = [&](const WorkListItem &i) {
        QString s = QStringLiteral("<b>%1</b>").arg(esc(i.action));
        if (!i.otherEnd.isEmpty())
            s += QStringLiteral("<br><font color=\"#555555\">%1</font>")
                     .arg(esc(Tr::tr("other end: %1").arg(i.otherEnd)));
        return s;
    };
    // The racks' sections flow one after the other (a rack header, then its table), so that a
    // list of racks with one item each stays a page or two.
    for (const WorkListRack &r : list.racks) {
        html +=
            QStringLiteral("<h3>%1</h3>")
                .arg(esc(Tr::tr("%1 (%n items)", nullptr, int(r.items.size())).arg(rackTitle(r))));
        html += tableStart +
                headerRow({Tr::tr("U"), Tr::tr("Device"), Tr::tr("Port"), Tr::tr("Finding"),
                           Tr::tr("Cable"), Tr::tr("What to do"), Tr::tr("Done")});
        for (const WorkListItem &i : r.items) {
            const QColor c = findingColour(i.kind());
            const auto [device, port] = itemPlace(i);
            QString cable = esc(i.cableLabels);
            if (!i.swappedWith.isEmpty() && i.at2.device.isEmpty())
                cable +=
                    QStringLiteral("<br>") + esc(Tr::tr("(crossed with %1)").arg(i.swappedWith));
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td>"
                                   "<td><font color=\"%4\"><b>%5</b></font></td><td>%6</td>"
                                   "<td>%7</td><td>&#9744;</td></tr>")
                        .arg(esc(uText(i.at.position)), esc(device), esc(port), c.name(),
                             esc(itemLabel(i)), cable, todo(i));
        }
        html += QStringLiteral("</table>");
    }
    if (!list.unverifiable.empty()) {
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(esc(Tr::tr("Could not be verified (%n)", nullptr,
                                    int(list.unverifiable.size()))));
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(Tr::tr("These observations could not be resolved to the design; "
                                    "they are not work items. Fix the port name mapping or the "
                                    "node descriptions and check again.")));
        html += tableStart + headerRow({Tr::tr("Rack"), Tr::tr("U"), Tr::tr("Device"),
                                        Tr::tr("Port"), Tr::tr("Cable"), Tr::tr("What was seen")});
        for (const WorkListItem &i : list.unverifiable)
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td>"
                                   "<td>%6</td></tr>")
                        .arg(esc(i.at.rack), esc(uText(i.at.position)), esc(i.at.device),
                             esc(i.at.port), esc(i.cableLabels), esc(i.finding.explanation));
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("</body></html>");

    QTextDocument doc;
    QFont font(fontFamily);
    font.setPointSizeF(9);
    doc.setDefaultFont(font);
    doc.setHtml(html);
    QPdfWriter writer(path);
    writer.setTitle(Tr::tr("Cabling work list"));
    writer.setCreator(QStringLiteral("Railyard"));
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
    writer.setResolution(300);
    doc.print(&writer);
}

} // namespace ry::verify
