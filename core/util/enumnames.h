#pragma once

// The one way Railyard spells enum values in files: a constexpr table of (value, name) pairs per
// enum, next to that enum's toString() / ...FromString() pair, and these lookups over it.

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>

namespace ry {

/// (value, name) pairs of one enum, in the order choices() lists them.
template<typename E, std::size_t N>
using NameTable = std::array<std::pair<E, const char *>, N>;

/// The name of `value`; "" when the table lacks it.
template<typename E, std::size_t N>
QString nameIn(const NameTable<E, N> &table, E value)
{
    for (const auto &[e, name] : table)
        if (e == value)
            return QString::fromLatin1(name);
    return {};
}

/// The value named `s` exactly (case matters); std::nullopt for any other text.
template<typename E, std::size_t N>
std::optional<E> valueIn(const NameTable<E, N> &table, const QString &s)
{
    for (const auto &[e, name] : table)
        if (s == QLatin1String(name))
            return e;
    return std::nullopt;
}

/// Every name, comma separated, for "expected one of: ..." messages.
template<typename E, std::size_t N>
QString choicesIn(const NameTable<E, N> &table)
{
    QStringList l;
    for (const auto &p : table)
        l << QString::fromLatin1(p.second);
    return l.join(QLatin1String(", "));
}

} // namespace ry
