#include "document.h"

#include "util/error.h"

#include <QDateTime>

#include <future>

namespace ry::store {

namespace {

template<typename T>
QSet<Id> Validator::Scope::*scopeSet();
// A template argument cannot be parenthesised, as bugprone-macro-parentheses asks.
// NOLINTBEGIN(bugprone-macro-parentheses)
#define RY_SCOPE(T, member)                                                                        \
    template<>                                                                                     \
    QSet<Id> Validator::Scope::*scopeSet<T>()                                                      \
    {                                                                                              \
        return &Validator::Scope::member;                                                          \
    }
// NOLINTEND(bugprone-macro-parentheses)
RY_SCOPE(Site, sites)
RY_SCOPE(Room, rooms)
RY_SCOPE(Row, rows)
RY_SCOPE(Rack, racks)
RY_SCOPE(DeviceType, deviceTypes)
RY_SCOPE(Device, devices)
RY_SCOPE(Port, ports)
RY_SCOPE(Cable, cables)
RY_SCOPE(Breakout, breakouts)
RY_SCOPE(Plane, planes)
RY_SCOPE(Rail, rails)
RY_SCOPE(Supernode, supernodes)
RY_SCOPE(Prefix, prefixes)
RY_SCOPE(IpAddress, ipAddresses)
#undef RY_SCOPE

QString objectName(const AnyObject &o)
{
    return std::visit(
        [](const auto &x) -> QString {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, DeviceType>)
                return x.slug;
            else if constexpr (std::is_same_v<T, Prefix>)
                return x.prefix;
            else if constexpr (std::is_same_v<T, IpAddress>)
                return x.address;
            else if constexpr (std::is_same_v<T, Cable> || std::is_same_v<T, Breakout>)
                return x.label;
            else if constexpr (std::is_same_v<T, Rail>)
                return QString::number(x.index);
            else
                return x.name;
        },
        o);
}

/// Position of T in AnyObject.
template<typename T, std::size_t I = 0>
constexpr std::size_t variantIndex()
{
    if constexpr (std::is_same_v<std::variant_alternative_t<I, AnyObject>, T>)
        return I;
    else
        return variantIndex<T, I + 1>();
}

} // namespace

ChangeSet expandRemovals(const Design &d, const ChangeSet &in)
{
    ChangeSet out(in.description());
    // Every removal written to `out`, so that a removal listed explicitly and also derived (the
    // inverse of an undo lists a device's ports, cables and addresses) is written once, at its
    // first place: expanding an expanded set gives the same set.
    QSet<std::pair<std::size_t, Id>> emitted;
    auto key = [](const AnyObject &o) {
        return std::visit(
            [&](const auto &x) {
                return std::pair<std::size_t, Id>{o.index(), x.id};
            },
            o);
    };
    auto emitRemoval = [&](const AnyObject &o) {
        if (!emitted.contains(key(o))) {
            emitted.insert(key(o));
            out.append({Change::Op::Remove, o});
        }
    };
    // Everything this change set removes, so that removing a prefix together with its addresses
    // (or a rack with its devices) is not refused for references that go away in the same step.
    QSet<std::pair<std::size_t, Id>> removing;
    for (const Change &c : in.changes())
        if (c.op == Change::Op::Remove)
            removing.insert(key(c.object));
    // Objects a Modify of `in` already rewrites (an expanded set is expanded again unchanged).
    QSet<std::pair<std::size_t, Id>> modified;
    for (const Change &c : in.changes())
        if (c.op == Change::Op::Modify)
            modified.insert(key(c.object));
    QHash<Id, QList<Id>> outletsOf; // power port id -> outlets drawing from it, on first use
    bool outletsKnown = false;
    auto removeBreakout = [&](const Breakout &b) {
        for (const Cable &c : d.cables)
            if (c.breakoutId == b.id)
                emitRemoval(c);
        emitRemoval(b);
    };
    auto removePort = [&](const Port &p) {
        if (emitted.contains(key(p)))
            return;
        if (!outletsKnown) {
            outletsKnown = true;
            for (const Port &o : d.ports)
                if (o.powerPortId && o.powerPortId != o.id)
                    outletsOf[o.powerPortId].append(o.id);
        }
        // Outlets that stay lose the power port they drew from.
        for (Id outletId : outletsOf.value(p.id)) {
            const Port *o = d.ports.find(outletId);
            const std::pair<std::size_t, Id> k{variantIndex<Port>(), outletId};
            if (!o || removing.contains(k) || emitted.contains(k) || modified.contains(k))
                continue;
            Port kept = *o;
            kept.powerPortId = 0;
            modified.insert(k);
            out.append({Change::Op::Modify, kept});
        }
        for (const Cable &c : d.cables)
            if (c.aPortId == p.id || c.bPortId == p.id)
                emitRemoval(c);
        // A breakout whose cage goes, with its legs.
        for (const Breakout &b : d.breakouts)
            if (b.aPortId == p.id)
                removeBreakout(b);
        for (const IpAddress &a : d.ipAddresses)
            if (a.portId == p.id)
                emitRemoval(a);
        // Front ports before the rear port they map to.
        for (const Port &f : d.ports)
            if (f.rearPortId == p.id && f.id != p.id)
                emitRemoval(f);
        emitRemoval(p);
    };
    for (const Change &c : in.changes()) {
        if (c.op != Change::Op::Remove) {
            out.append(c);
            continue;
        }
        if (const auto *dev = std::get_if<Device>(&c.object)) {
            // Outlets first: they go with the device, not lose their power port.
            for (const Port *p : d.portsOf(dev->id))
                if (p->kind == PortKind::PowerOutlet || p->powerPortId)
                    removePort(*p);
            for (const Port *p : d.portsOf(dev->id))
                if (p->kind != PortKind::RearPort)
                    removePort(*p);
            for (const Port *p : d.portsOf(dev->id))
                removePort(*p);
            emitRemoval(c.object);
        } else if (const auto *port = std::get_if<Port>(&c.object)) {
            removePort(*port);
        } else if (const auto *breakout = std::get_if<Breakout>(&c.object)) {
            removeBreakout(*breakout);
        } else if (std::holds_alternative<Cable>(c.object) ||
                   std::holds_alternative<IpAddress>(c.object)) {
            emitRemoval(c.object);
        } else {
            auto refused = [&](bool referenced, const QString &what) {
                if (referenced)
                    throw Error(Tr::tr("%1 cannot be removed: %2").arg(objectName(c.object), what));
            };
            std::visit(
                [&](const auto &x) {
                    using T = std::decay_t<decltype(x)>;
                    // Objects removed by the same change set no longer refer to anything.
                    auto any = [&](const auto &table, auto pred) {
                        using Y = typename std::decay_t<decltype(table)>::value_type;
                        return std::any_of(table.begin(), table.end(), [&](const Y &y) {
                            return !removing.contains({variantIndex<Y>(), y.id}) && pred(y);
                        });
                    };
                    if constexpr (std::is_same_v<T, Site>)
                        refused(any(d.rooms, [&](const Room &r) { return r.siteId == x.id; }),
                                Tr::tr("it still has rooms."));
                    else if constexpr (std::is_same_v<T, Room>)
                        refused(any(d.rows, [&](const Row &r) { return r.roomId == x.id; }),
                                Tr::tr("it still has rows."));
                    else if constexpr (std::is_same_v<T, Row>)
                        refused(any(d.racks, [&](const Rack &r) { return r.rowId == x.id; }),
                                Tr::tr("it still has racks."));
                    else if constexpr (std::is_same_v<T, Rack>)
                        refused(any(d.devices, [&](const Device &v) { return v.rackId == x.id; }),
                                Tr::tr("it still holds devices."));
                    else if constexpr (std::is_same_v<T, DeviceType>)
                        refused(
                            any(d.devices, [&](const Device &v) { return v.deviceTypeId == x.id; }),
                            Tr::tr("devices of this type exist."));
                    else if constexpr (std::is_same_v<T, Plane>)
                        refused(
                            any(d.ports, [&](const Port &p) { return p.planeId == x.id; }) ||
                                any(d.rails, [&](const Rail &r) { return r.planeId == x.id; }) ||
                                any(d.prefixes, [&](const Prefix &p) { return p.planeId == x.id; }),
                            Tr::tr("ports, rails or prefixes still use this plane."));
                    else if constexpr (std::is_same_v<T, Supernode>)
                        refused(
                            any(d.devices, [&](const Device &v) { return v.supernodeId == x.id; }),
                            Tr::tr("devices are still members."));
                    else if constexpr (std::is_same_v<T, Prefix>)
                        refused(any(d.ipAddresses,
                                    [&](const IpAddress &a) { return a.prefixId == x.id; }),
                                Tr::tr("addresses are still allocated from it."));
                },
                c.object);
            emitRemoval(c.object);
        }
    }
    return out;
}

void throwIfErrors(const Diagnostics &diagnostics, const QString &context, std::size_t max)
{
    const std::size_t n = Validator::errorCount(diagnostics);
    if (n == 0)
        return;
    QStringList lines;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity != Diagnostic::Severity::Error)
            continue;
        if (std::size_t(lines.size()) == max) {
            lines << Tr::tr("... and %1 more.").arg(n - max);
            break;
        }
        lines << d.describe();
    }
    throw Error(context + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
}

std::unique_ptr<Document> Document::create(const QString &path)
{
    return std::make_unique<Document>(SqliteStore::create(path));
}

std::unique_ptr<Document> Document::open(const QString &path, SqliteStore::Access access)
{
    return std::make_unique<Document>(SqliteStore::open(path, access));
}

Document::Document(std::unique_ptr<Store> store)
    : m_store(std::move(store)), m_design(m_store->load()),
      m_user(qEnvironmentVariable("USER", QStringLiteral("railyard")))
{
}

Document::Document(std::unique_ptr<Store> store, ChangeLogOnly)
    : m_store(std::move(store)), m_user(qEnvironmentVariable("USER", QStringLiteral("railyard")))
{
    m_design.changeLog = m_store->loadChangeLog();
}

std::unique_ptr<Document> Document::replaceStored(std::unique_ptr<Store> store, Design design,
                                                  const QString &action, const QString &summary,
                                                  Diagnostics *warnings)
{
    std::unique_ptr<Document> doc(new Document(std::move(store), ChangeLogOnly{}));
    Diagnostics found = doc->replaceAll(std::move(design), action, summary);
    if (warnings)
        *warnings = std::move(found);
    return doc;
}

ChangeLogEntry Document::logEntry(const QString &action, const QString &summary) const
{
    ChangeLogEntry e;
    e.time = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    e.user = m_user;
    e.action = action;
    e.summary = summary;
    return e;
}

ChangeSet Document::commit(const ChangeSet &changes, const QString &action,
                           const ModuleWrites &moduleWrites)
{
    ChangeSet expanded = expandRemovals(m_design, changes);
    // Apply in memory, remembering how to revert each step.
    std::vector<Change> revert; // applied in reverse order on failure
    ChangeSet inverse(expanded.description());
    Validator::Scope scope;
    auto rollback = [&] {
        for (auto it = revert.rbegin(); it != revert.rend(); ++it) {
            std::visit(
                [&](const auto &x) {
                    using T = std::decay_t<decltype(x)>;
                    auto &table = tableOf<T>(m_design);
                    switch (it->op) {
                    case Change::Op::Add:
                        table.add(x);
                        break;
                    case Change::Op::Modify:
                        *table.find(x.id) = x;
                        break;
                    case Change::Op::Remove:
                        table.remove(x.id);
                        break;
                    }
                },
                it->object);
        }
    };
    try {
        for (Change &c : expanded.changes()) {
            std::visit(
                [&](auto &x) {
                    using T = std::decay_t<decltype(x)>;
                    auto &table = tableOf<T>(m_design);
                    switch (c.op) {
                    case Change::Op::Add:
                        if (x.id != 0 && table.contains(x.id))
                            throw Error(Tr::tr("Object id %1 is already in use.").arg(x.id));
                        x.id = table.add(x);
                        revert.push_back({Change::Op::Remove, x});
                        break;
                    case Change::Op::Modify: {
                        T *old = table.find(x.id);
                        if (!old)
                            throw Error(Tr::tr("%1 no longer exists.").arg(objectName(x)));
                        revert.push_back({Change::Op::Modify, *old});
                        *old = x;
                        break;
                    }
                    case Change::Op::Remove: {
                        const T *old = table.find(x.id);
                        if (!old)
                            throw Error(Tr::tr("%1 no longer exists.").arg(objectName(x)));
                        x = *old;
                        table.remove(x.id);
                        revert.push_back({Change::Op::Add, x});
                        break;
                    }
                    }
                    (scope.*scopeSet<T>()).insert(x.id);
                },
                c.object);
        }
        // Placement is checked per rack: the racks of touched devices are in scope too.
        for (const Id dev : std::as_const(scope.devices))
            if (const Device *d = m_design.devices.find(dev))
                scope.racks.insert(d->rackId);
        throwIfErrors(
            Validator(m_design).validate(scope),
            Tr::tr("The change \"%1\" breaks the design's rules:").arg(expanded.description()));
        const ChangeLogEntry entry = logEntry(action, expanded.description());
        m_store->apply(expanded, entry, [&] {
            if (moduleWrites)
                moduleWrites(*m_store, entry);
        });
        m_design.changeLog.add(entry);
    } catch (...) {
        rollback();
        throw;
    }
    for (auto it = revert.rbegin(); it != revert.rend(); ++it)
        inverse.append(*it);
    return inverse;
}

Diagnostics Document::replaceAll(Design design, const QString &action, const QString &summary,
                                 const ModuleWrites &moduleWrites)
{
    // The Validator and the store's write read the same const design side by side, on two
    // cores (the write of a 100,000-NPU design takes seconds, and so does validating it:
    // docs/design-notes.md "Performance aims"). Nothing is committed before the validator has
    // found no error: its result is awaited inside the write's transaction, before COMMIT, and an
    // error there rolls the write back. When the write fails first, the validator's errors are
    // still the ones reported, as they were when it ran before the write.
    std::future<Diagnostics> checking =
        std::async(std::launch::async, [&design] { return Validator(design).validateAll(); });
    Diagnostics diags;
    auto validated = [&] {
        diags = checking.get();
        throwIfErrors(diags, Tr::tr("The design has errors; nothing was saved:"));
    };
    const ChangeLogEntry entry = logEntry(action, summary);
    try {
        m_store->replaceAll(design, entry, [&] {
            validated();
            if (moduleWrites)
                moduleWrites(*m_store, entry);
        });
    } catch (...) {
        if (checking.valid())
            validated(); // throws the design's errors, if it has any, instead of the store's
        throw;
    }
    design.changeLog = m_design.changeLog;
    design.changeLog.add(entry);
    m_design = std::move(design);
    return diags;
}

} // namespace ry::store
