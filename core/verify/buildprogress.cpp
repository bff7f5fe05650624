#include "buildprogress.h"

#include "export/csv.h"
#include "util/naturalsort.h"

#include <QDateTime>
#include <QHash>

#include <algorithm>
#include <array>
#include <map>

namespace ry::verify {

double BuildCounts::installedPercent() const
{
    return cables > 0 ? 100.0 * installed / cables : 0.0;
}

double BuildCounts::verifiedPercent() const
{
    return cables > 0 ? 100.0 * verified / cables : 0.0;
}

namespace {

void add(BuildCounts &c, CableStatus s, int sign)
{
    if (s == CableStatus::Installed || s == CableStatus::Verified)
        c.installed += sign;
    if (s == CableStatus::Verified)
        c.verified += sign;
    if (s == CableStatus::Faulty)
        c.faulty += sign;
}

// The scopes of one cable: indexes into the flat scope list (0 = total, then rows, then racks).
// A cable touches at most two racks and two rows; -1 = unused.
using CableScopes = std::array<int, 5>;

struct Layout
{
    std::vector<BuildScope> scopes; // total, rows..., racks...
    std::size_t firstRack = 0;
    QHash<Id, int> rowScope, rackScope;
};

// Rows in site, room, row-index, name order; racks in their row's order, then position, name.
Layout layoutOf(const Design &design)
{
    struct RowKey
    {
        QString site, room;
        int index = 0;
        QString name;
        Id id = 0;
    };
    std::vector<RowKey> rows;
    for (const Row &r : design.rows) {
        RowKey k{{}, {}, r.index, r.name, r.id};
        if (const Room *room = design.rooms.find(r.roomId)) {
            k.room = room->name;
            if (const Site *site = design.sites.find(room->siteId))
                k.site = site->name;
        }
        rows.push_back(std::move(k));
    }
    std::sort(rows.begin(), rows.end(), [](const RowKey &a, const RowKey &b) {
        if (int c = naturalCompare(a.site, b.site))
            return c < 0;
        if (int c = naturalCompare(a.room, b.room))
            return c < 0;
        if (a.index != b.index)
            return a.index < b.index;
        return naturalLess(a.name, b.name);
    });
    Layout l;
    l.scopes.push_back({});
    QHash<Id, int> rowOrder;
    for (const RowKey &r : rows) {
        rowOrder.insert(r.id, int(rowOrder.size()));
        l.rowScope.insert(r.id, int(l.scopes.size()));
        BuildScope s;
        s.level = BuildScope::Level::Row;
        s.id = r.id;
        s.name = r.name;
        l.scopes.push_back(std::move(s));
    }
    std::vector<const Rack *> racks;
    for (const Rack &r : design.racks)
        racks.push_back(&r);
    std::sort(racks.begin(), racks.end(), [&](const Rack *a, const Rack *b) {
        const int ra = rowOrder.value(a->rowId, int(rowOrder.size()));
        const int rb = rowOrder.value(b->rowId, int(rowOrder.size()));
        if (ra != rb)
            return ra < rb;
        if (a->position != b->position)
            return a->position < b->position;
        return naturalLess(a->name, b->name);
    });
    l.firstRack = l.scopes.size();
    for (const Rack *r : racks) {
        l.rackScope.insert(r->id, int(l.scopes.size()));
        BuildScope s;
        s.level = BuildScope::Level::Rack;
        s.id = r->id;
        s.name = r->name;
        if (const Row *row = design.rows.find(r->rowId))
            s.row = row->name;
        l.scopes.push_back(std::move(s));
    }
    return l;
}

CableScopes scopesOf(const Design &design, const Layout &l, const Cable &c)
{
    CableScopes out;
    out.fill(-1);
    out[0] = 0;
    std::size_t n = 1;
    auto put = [&](int scope) {
        if (scope < 0)
            return;
        for (std::size_t i = 0; i < n; ++i)
            if (out[i] == scope)
                return;
        out[n++] = scope;
    };
    for (Id portId : {c.aPortId, c.bPortId}) {
        const Port *p = design.ports.find(portId);
        const Device *d = p ? design.devices.find(p->deviceId) : nullptr;
        const Rack *r = d ? design.racks.find(d->rackId) : nullptr;
        if (!r)
            continue;
        put(l.rowScope.value(r->rowId, -1));
        put(l.rackScope.value(r->id, -1));
    }
    return out;
}

QDate utcDay(const QString &iso)
{
    QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
    return t.isValid() ? t.toUTC().date() : QDate();
}

} // namespace

BuildProgress computeBuildProgress(const Design &design, const std::vector<CableMark> &marks,
                                   QDate today)
{
    Layout l = layoutOf(design);

    // Marks per cable and the status each cable had before its first mark.
    QHash<Id, CableStatus> start, lastMarked;
    std::map<QDate, std::vector<const CableMark *>> byDay;
    for (const CableMark &m : marks) {
        if (!design.cables.find(m.cableId))
            continue;
        const QDate day = utcDay(m.time);
        if (!day.isValid())
            continue;
        if (!start.contains(m.cableId))
            start.insert(m.cableId, m.oldStatus);
        lastMarked.insert(m.cableId, m.newStatus);
        byDay[std::min(day, today)].push_back(&m);
    }

    BuildProgress out;
    QHash<Id, CableScopes> scopesOfCable;
    std::vector<BuildCounts> counts(l.scopes.size());
    for (const Cable &c : design.cables) {
        const CableScopes s = scopesOf(design, l, c);
        scopesOfCable.insert(c.id, s);
        const CableStatus before = start.value(c.id, c.status);
        for (int i : s)
            if (i >= 0) {
                BuildCounts &now = l.scopes[std::size_t(i)].now;
                ++now.cables;
                add(now, c.status, +1);
                add(counts[std::size_t(i)], before, +1);
            }
        if (auto it = lastMarked.constFind(c.id); it != lastMarked.cend() && *it != c.status)
            ++out.changedSinceMark;
    }

    for (std::size_t i = 0; i < counts.size(); ++i)
        counts[i].cables = l.scopes[i].now.cables;

    // Replay the marks day by day; the last day is the cables' current status.
    QHash<Id, CableStatus> status = start;
    for (const auto &[day, dayMarks] : byDay) {
        if (day >= today)
            break;
        for (const CableMark *m : dayMarks) {
            const CableStatus old = status.value(m->cableId, m->oldStatus);
            for (int i : scopesOfCable.value(m->cableId))
                if (i >= 0) {
                    add(counts[std::size_t(i)], old, -1);
                    add(counts[std::size_t(i)], m->newStatus, +1);
                }
            status.insert(m->cableId, m->newStatus);
        }
        out.days.push_back(day);
        for (std::size_t i = 0; i < l.scopes.size(); ++i)
            l.scopes[i].history.push_back(counts[i]);
    }
    out.days.push_back(today);
    for (BuildScope &s : l.scopes)
        s.history.push_back(s.now);

    out.total = std::move(l.scopes[0]);
    for (std::size_t i = 1; i < l.scopes.size(); ++i)
        (i < l.firstRack ? out.rows : out.racks).push_back(std::move(l.scopes[i]));
    return out;
}

namespace {

QString levelKey(BuildScope::Level level)
{
    switch (level) {
    case BuildScope::Level::Total:
        return QStringLiteral("total");
    case BuildScope::Level::Row:
        return QStringLiteral("row");
    case BuildScope::Level::Rack:
        return QStringLiteral("rack");
    }
    return {};
}

QString percent(double v)
{
    return QString::number(v, 'f', 1);
}

} // namespace

QByteArray buildProgressCsv(const BuildProgress &progress)
{
    exporting::CsvWriter w;
    w.row({QStringLiteral("level"), QStringLiteral("row"), QStringLiteral("rack"),
           QStringLiteral("cables"), QStringLiteral("installed"), QStringLiteral("installed_pct"),
           QStringLiteral("verified"), QStringLiteral("verified_pct"), QStringLiteral("faulty")});
    auto line = [&](const BuildScope &s, const QString &row, const QString &rack) {
        const BuildCounts &c = s.now;
        w.row({levelKey(s.level), row, rack, QString::number(c.cables),
               QString::number(c.installed), percent(c.installedPercent()),
               QString::number(c.verified), percent(c.verifiedPercent()),
               QString::number(c.faulty)});
    };
    line(progress.total, {}, {});
    for (const BuildScope &r : progress.rows)
        line(r, r.name, {});
    for (const BuildScope &r : progress.racks)
        line(r, r.row, r.name);
    return w.bytes();
}

QByteArray buildHistoryCsv(const BuildProgress &progress)
{
    exporting::CsvWriter w;
    w.row({QStringLiteral("date"), QStringLiteral("level"), QStringLiteral("name"),
           QStringLiteral("cables"), QStringLiteral("installed"), QStringLiteral("verified"),
           QStringLiteral("faulty")});
    for (std::size_t d = 0; d < progress.days.size(); ++d) {
        const QString date = progress.days[d].toString(Qt::ISODate);
        auto line = [&](const BuildScope &s) {
            if (d >= s.history.size())
                return;
            const BuildCounts &c = s.history[d];
            w.row({date, levelKey(s.level), s.name, QString::number(c.cables),
                   QString::number(c.installed), QString::number(c.verified),
                   QString::number(c.faulty)});
        };
        line(progress.total);
        for (const BuildScope &r : progress.rows)
            line(r);
    }
    return w.bytes();
}

} // namespace ry::verify
