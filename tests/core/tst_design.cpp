#include "model/design.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

using namespace ry;

TEST(Design, EnumNamesRoundTrip)
{
    EXPECT_EQ(toString(DeviceStatus::Decommissioned), QStringLiteral("decommissioned"));
    EXPECT_EQ(deviceStatusFromString(QStringLiteral("staged")), DeviceStatus::Staged);
    EXPECT_EQ(cableStatusFromString(QStringLiteral("verified")), CableStatus::Verified);
    EXPECT_FALSE(mediumFromString(QStringLiteral("fiber")).has_value());
}

namespace {

/// Every id 0..limit looked up in `t` agrees with `expected` (id -> name), and iteration is in
/// id order.
void expectTable(const Table<Rack> &t, const std::map<Id, QString> &expected, Id limit)
{
    ASSERT_EQ(t.size(), expected.size());
    for (Id id = -2; id <= limit; ++id) {
        const auto it = expected.find(id);
        const Rack *r = t.find(id);
        ASSERT_EQ(r != nullptr, it != expected.end()) << "id " << id;
        ASSERT_EQ(t.contains(id), it != expected.end()) << "id " << id;
        if (r) {
            EXPECT_EQ(r->id, id);
            EXPECT_EQ(r->name, it->second) << "id " << id;
        }
    }
    auto e = expected.begin();
    for (const Rack &r : t)
        EXPECT_EQ(r.id, (e++)->first);
}

} // namespace

// Table keeps no index beside its items: find() looks where the id would be without gaps, then
// searches the window the gaps leave (design.h). These lookups go through runs without gaps,
// single and long gaps at the front, middle and end, removals and undo's re-adds of old ids,
// each checked against a std::map.
TEST(Design, TableFindsEveryIdThroughGapsRemovalsAndReAdds)
{
    Table<Rack> t;
    std::map<Id, QString> expected;
    const auto add = [&](Id id) {
        Rack r;
        r.id = id;
        r.name = QStringLiteral("r%1").arg(id);
        EXPECT_EQ(t.add(r), id);
        expected[id] = r.name;
    };
    const auto remove = [&](Id id) {
        EXPECT_TRUE(t.remove(id));
        expected.erase(id);
    };
    expectTable(t, expected, 5);
    for (Id id = 1; id <= 50; ++id)
        add(id); // no gaps
    expectTable(t, expected, 60);
    remove(1);  // a gap at the front
    remove(25); // one in the middle
    remove(50); // the end
    expectTable(t, expected, 60);
    for (Id id = 30; id <= 40; ++id)
        remove(id); // a long gap
    add(1000);      // a gap before the last
    expectTable(t, expected, 1010);
    add(35); // undo re-adds old ids, out of order
    add(1);
    add(25);
    expectTable(t, expected, 1010);
    EXPECT_FALSE(t.remove(36));
    const std::size_t even = std::size_t(std::count_if(
        expected.begin(), expected.end(), [](const auto &e) { return e.first % 2 == 0; }));
    EXPECT_EQ(even, 19u); // 2..28 (14), 42..48 (4) and 1000
    EXPECT_EQ(t.removeIf([](const Rack &r) { return r.id % 2 == 0; }), even);
    for (auto it = expected.begin(); it != expected.end();)
        it = it->first % 2 == 0 ? expected.erase(it) : std::next(it);
    expectTable(t, expected, 1010);
    // A fresh id follows the highest ever given, not the highest left.
    EXPECT_EQ(t.add(Rack{}), 1001);
    expected[1001] = QString();
    expectTable(t, expected, 1010);
    t.clear();
    expected.clear();
    expectTable(t, expected, 10);
}
