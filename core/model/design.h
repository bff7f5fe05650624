#pragma once

#include "entities.h"

#include <QHash>

#include <algorithm>
#include <functional>
#include <vector>

namespace ry {

/// An id-indexed table of one kind of object: storage ordered by id (the order the database
/// returns, so memory and file agree) plus a hash from Id to slot. Lookups are O(1); adding with
/// a fresh id is amortised O(1); re-adding an old id (undo) and remove() are O(n), which is fine
/// for interactive edits and avoided by bulk paths.
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
            reindex();
            return id;
        }
        m_index.insert(item.id, m_items.size());
        m_items.push_back(std::move(item));
        return m_items.back().id;
    }
    const T *find(Id id) const
    {
        auto it = m_index.constFind(id);
        return it == m_index.cend() ? nullptr : &m_items[*it];
    }
    T *find(Id id)
    {
        auto it = m_index.constFind(id);
        return it == m_index.cend() ? nullptr : &m_items[*it];
    }
    bool contains(Id id) const { return m_index.contains(id); }
    bool remove(Id id)
    {
        auto it = m_index.constFind(id);
        if (it == m_index.cend())
            return false;
        m_items.erase(m_items.begin() + qsizetype(*it));
        reindex();
        return true;
    }
    /// Removes every item for which pred(item) is true; returns how many.
    std::size_t removeIf(const std::function<bool(const T &)> &pred)
    {
        auto old = m_items.size();
        std::erase_if(m_items, pred);
        if (old != m_items.size())
            reindex();
        return old - m_items.size();
    }
    void clear()
    {
        m_items.clear();
        m_index.clear();
        m_nextId = 1;
    }
    void reserve(std::size_t n)
    {
        m_items.reserve(n);
        m_index.reserve(qsizetype(n));
    }
    std::size_t size() const { return m_items.size(); }
    bool empty() const { return m_items.empty(); }
    auto begin() const { return m_items.cbegin(); }
    auto end() const { return m_items.cend(); }
    auto begin() { return m_items.begin(); }
    auto end() { return m_items.end(); }
    const std::vector<T> &items() const { return m_items; }
    Id nextId() const { return m_nextId; }

private:
    void reindex()
    {
        m_index.clear();
        for (std::size_t i = 0; i < m_items.size(); ++i)
            m_index.insert(m_items[i].id, i);
    }
    std::vector<T> m_items;
    QHash<Id, std::size_t> m_index;
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
