#pragma once

// Small helpers shared by the tst_devicetypes sources.

#include "model/entities.h"
#include "util/error.h"

#include <QString>

#include <algorithm>
#include <cstddef>

namespace ry::test {

inline std::size_t countKind(const DeviceType &dt, PortKind kind)
{
    return std::size_t(std::count_if(dt.ports.begin(), dt.ports.end(),
                                     [&](const PortTemplate &p) { return p.kind == kind; }));
}

inline std::size_t countType(const DeviceType &dt, const QString &type)
{
    return std::size_t(std::count_if(dt.ports.begin(), dt.ports.end(),
                                     [&](const PortTemplate &p) { return p.type == type; }));
}

inline const PortTemplate *port(const DeviceType &dt, PortKind kind, const QString &name)
{
    auto it = std::find_if(dt.ports.begin(), dt.ports.end(),
                           [&](const PortTemplate &p) { return p.kind == kind && p.name == name; });
    return it == dt.ports.end() ? nullptr : &*it;
}

/// Diagnostics of `severity` whose message contains `text`.
inline std::size_t countDiag(const Diagnostics &ds, Diagnostic::Severity severity,
                             const QString &text)
{
    return std::size_t(std::count_if(ds.begin(), ds.end(), [&](const Diagnostic &d) {
        return d.severity == severity && d.message.contains(text);
    }));
}

inline std::size_t countSeverity(const Diagnostics &ds, Diagnostic::Severity severity)
{
    return std::size_t(std::count_if(ds.begin(), ds.end(),
                                     [&](const Diagnostic &d) { return d.severity == severity; }));
}

inline const Diagnostic *findDiag(const Diagnostics &ds, Diagnostic::Severity severity,
                                  const QString &text)
{
    auto it = std::find_if(ds.begin(), ds.end(), [&](const Diagnostic &d) {
        return d.severity == severity && d.message.contains(text);
    });
    return it == ds.end() ? nullptr : &*it;
}

} // namespace ry::test
