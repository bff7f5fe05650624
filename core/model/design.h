#pragma once

#include "entities.h"

#include <QHash>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace ry {

/// An id-indexed table of one kind of object, stored in a vector ordered by id (the order the
/// database returns, so memory and file agree). There is no separate index: ids are unique and
/// ascending, so the item with id `id` lies at most `id - first` places from the front and at
/// most `last - id` places from the back. find() looks there first (the one place when ids run
/// without gaps, as they do in a generated or freshly read design), then binary-searches that
/// window, whose width is the number of gaps: O(1) without gaps, O(log gaps) with them.
/// Adding with a fresh id is amortised O(1); re-adding an old id (undo) and remove() are O(n)
/// (one move of the items behind it), which is fine for interactive edits.
template<typename T>
class Table
{
public:
    using value_type = T;

    /// Inserts `item`. If item.id is 0 a fresh id is assigned. Returns the stored id.
    /// Precondition: an explicit id is not yet present. Keeps the order by id.
    Id add(T item)
    {
        if (item.id == 0)
            item.id = m_nextId;
        m_nextId = std::max(m_nextId, item.id + 1);
        if (!m_items.empty() && item.id < m_items.back().id) { // re-adding an old id (undo)
            const Id id = item.id;
            auto pos = std::lower_bound(m_items.begin(), m_items.end(), id,
                                        [](const T &x, Id v) { return x.id < v; });
            m_items.insert(pos, std::move(item));
            return id;
        }
        m_items.push_back(std::move(item));
        return m_items.back().id;
    }
    const T *find(Id id) const
    {
        const std::size_t i = slot(id);
        return i == npos ? nullptr : &m_items[i];
    }
    T *find(Id id)
    {
        const std::size_t i = slot(id);
        return i == npos ? nullptr : &m_items[i];
    }
    bool contains(Id id) const { return slot(id) != npos; }
    bool remove(Id id)
    {
        const std::size_t i = slot(id);
        if (i == npos)
            return false;
        m_items.erase(m_items.begin() + std::ptrdiff_t(i));
        return true;
    }
    /// Removes every item for which pred(item) is true; returns how many.
    std::size_t removeIf(const std::function<bool(const T &)> &pred)
    {
        return std::erase_if(m_items, pred);
    }
    void clear()
    {
        m_items.clear();
        m_nextId = 1;
    }
    void reserve(std::size_t n) { m_items.reserve(n); }
    std::size_t size() const { return m_items.size(); }
    bool empty() const { return m_items.empty(); }
    auto begin() const { return m_items.cbegin(); }
    auto end() const { return m_items.cend(); }
    auto begin() { return m_items.begin(); }
    auto end() { return m_items.end(); }
    const std::vector<T> &items() const { return m_items; }
    Id nextId() const { return m_nextId; }

private:
    static constexpr std::size_t npos = std::size_t(-1);

    /// The index of the item with id `id`, npos when there is none.
    std::size_t slot(Id id) const
    {
        const std::size_t n = m_items.size();
        if (n == 0 || id < m_items.front().id || id > m_items.back().id)
            return npos;
        // With ids unique and ascending, `id` is within [n - 1 - (last - id), id - first].
        const auto fromFront = std::uint64_t(id - m_items.front().id);
        const auto fromBack = std::uint64_t(m_items.back().id - id);
        const std::size_t hi = fromFront < n ? std::size_t(fromFront) : n - 1;
        if (m_items[hi].id == id)
            return hi; // no gap before it
        const std::size_t lo = fromBack < n ? n - 1 - std::size_t(fromBack) : 0;
        const auto first = m_items.begin() + std::ptrdiff_t(lo);
        const auto last = m_items.begin() + std::ptrdiff_t(hi);
        const auto it =
            std::lower_bound(first, last, id, [](const T &x, Id v) { return x.id < v; });
        return it != last && it->id == id ? std::size_t(it - m_items.begin()) : npos;
    }

    std::vector<T> m_items;
    Id m_nextId = 1;
};

/// A whole cluster design held in memory: what a Railyard document contains.
///
/// The SQLite store loads and saves it, the YAML design file reads and writes it, the fabric
/// generators produce it, and Validator checks it. Free-form sections that later issues define
/// in detail (the fabric spec) are kept as canonical YAML text so that nothing is lost.
struct Design
{
    QString name;
    QString description;
    QString fabricSpecYaml; ///< the `fabric:` section as canonical YAML text ("" = none)

    Table<Site> sites;
    Table<Room> rooms;
    Table<Row> rows;
    Table<Rack> racks;
    Table<DeviceType> deviceTypes;
    Table<Device> devices;
    Table<Port> ports;
    Table<Cable> cables;
    Table<Breakout> breakouts;
    Table<Plane> planes;
    Table<Rail> rails;
    Table<Supernode> supernodes;
    Table<Prefix> prefixes;
    Table<IpAddress> ipAddresses;
    Table<ChangeLogEntry> changeLog;

    // Lookups by name; linear scans, O(n). Bulk code should build its own hash.
    const Site *siteByName(const QString &name) const;
    const Rack *rackByName(const QString &name) const;
    const Device *deviceByName(const QString &name) const;
    const DeviceType *deviceTypeBySlug(const QString &slug) const;
    const Plane *planeByName(const QString &name) const;
    const Supernode *supernodeByName(const QString &name) const;
    const Prefix *prefixByCidr(const QString &vrf, const QString &cidr) const;

    /// Ports of a device, in insertion order. O(ports).
    std::vector<const Port *> portsOf(Id deviceId) const;

    /// Creates a device and instantiates its type's port templates as ports (NetBox copies
    /// components from the type at creation only). Front ports are mapped to the rear ports
    /// they name. Returns the new device id. `device.deviceTypeId` must exist.
    Id addDeviceWithPorts(Device device);

    /// The rack a device sits in, walking rack > row > room > site; any may be null.
    struct Location
    {
        const Site *site = nullptr;
        const Room *room = nullptr;
        const Row *row = nullptr;
        const Rack *rack = nullptr;
    };
    Location locationOf(const Device &d) const;

    /// Equal content (ids included), for round-trip tests.
    bool operator==(const Design &other) const;
};

} // namespace ry
