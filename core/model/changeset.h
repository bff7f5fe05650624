#pragma once

#include "design.h"

#include <variant>
#include <vector>

namespace ry {

/// Any object a ChangeSet can carry.
using AnyObject = std::variant<Site, Room, Row, Rack, DeviceType, Device, Port, Cable, Breakout,
                               Plane, Rail, Supernode, Prefix, IpAddress>;

/// One edit of one object. For Modify the object holds the new value; for Remove the object
/// as it was (so that the change can be inverted).
struct Change
{
    enum class Op
    {
        Add,
        Modify,
        Remove
    };
    Op op = Op::Add;
    AnyObject object;
};

/// A group of edits that is one user action: one undo step, one database transaction and one
/// change-log entry (KiCad's COMMIT: stage Add/Modify/Remove, then push once).
///
/// Build it with add()/modify()/remove(), then hand it to Document::commit(), which checks the
/// model invariants, writes it and returns the inverse ChangeSet for undo.
class ChangeSet
{
public:
    explicit ChangeSet(QString description = {}) : m_description(std::move(description)) {}

    template<typename T>
    void add(T object)
    {
        m_changes.push_back({Change::Op::Add, std::move(object)});
    }
    template<typename T>
    void modify(T object)
    {
        m_changes.push_back({Change::Op::Modify, std::move(object)});
    }
    template<typename T>
    void remove(T object)
    {
        m_changes.push_back({Change::Op::Remove, std::move(object)});
    }
    void append(Change c) { m_changes.push_back(std::move(c)); }

    const std::vector<Change> &changes() const { return m_changes; }
    std::vector<Change> &changes() { return m_changes; }
    bool empty() const { return m_changes.empty(); }
    const QString &description() const { return m_description; }
    void setDescription(const QString &d) { m_description = d; }

private:
    QString m_description;
    std::vector<Change> m_changes;
};

/// The Table of `design` that holds objects of type T.
template<typename T>
Table<T> &tableOf(Design &design);
template<typename T>
const Table<T> &tableOf(const Design &design)
{
    return tableOf<T>(const_cast<Design &>(design));
}

#define RY_TABLE_OF(T, member)                                                                     \
    template<>                                                                                     \
    inline Table<T> &tableOf<T>(Design & d)                                                        \
    {                                                                                              \
        return d.member;                                                                           \
    }
RY_TABLE_OF(Site, sites)
RY_TABLE_OF(Room, rooms)
RY_TABLE_OF(Row, rows)
RY_TABLE_OF(Rack, racks)
RY_TABLE_OF(DeviceType, deviceTypes)
RY_TABLE_OF(Device, devices)
RY_TABLE_OF(Port, ports)
RY_TABLE_OF(Cable, cables)
RY_TABLE_OF(Breakout, breakouts)
RY_TABLE_OF(Plane, planes)
RY_TABLE_OF(Rail, rails)
RY_TABLE_OF(Supernode, supernodes)
RY_TABLE_OF(Prefix, prefixes)
RY_TABLE_OF(IpAddress, ipAddresses)
RY_TABLE_OF(ChangeLogEntry, changeLog)
#undef RY_TABLE_OF

} // namespace ry
