// Shared by the libFuzzer harnesses of tests/fuzz (one per importer, README.md there).
#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace ry::fuzz {

/// The input as a QByteArray (a deep copy: the readers may keep slices of it).
inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// A finding that is not a crash, such as a broken round trip: print and abort, so libFuzzer
/// keeps the input as a crash artifact.
[[noreturn]] inline void failure(const char *what)
{
    std::fprintf(stderr, "fuzz: %s\n", what);
    std::abort();
}

/// Runs `f`; ry::Error is the readers' promised way to reject an input, anything else (another
/// exception, a crash, a sanitizer report, a hang past -timeout) is a finding.
template<typename F>
int run(F &&f)
{
    try {
        f();
    } catch (const ry::Error &) {
    }
    return 0;
}

} // namespace ry::fuzz
