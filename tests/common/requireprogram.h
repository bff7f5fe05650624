// Skipping a test because the machine lacks something is fine on a developer's machine and
// wrong in CI: there scripts/install-deps.sh installs every program the tests use, so a missing
// one is a broken CI, and a skip would hide it. With CI=true in the environment these helpers
// turn the skip into a failure.
//
//   if (!ry::test::haveProgram("mpirun"))
//       RY_SKIP_OR_FAIL("mpirun (openmpi-bin) is not installed");           // GoogleTest
//   RY_REQUIRE_PROGRAM("mpirun", "openmpi-bin");                            // the same, shorter
//   if (!fontInstalled) RY_QSKIP_OR_FAIL("No Korean font installed (fonts-nanum).");  // QTest
//
// Only for "the environment lacks X" skips; skips that are a test's own choice (a GPU found, an
// opt-in screenshot) stay plain skips.
#pragma once

#include <QByteArray>
#include <QStandardPaths>
#include <QString>
#include <QtGlobal>

namespace ry::test {

/// True when the environment has CI=true (the value CI systems set): missing programs fail.
inline bool inCi()
{
    return qgetenv("CI") == "true";
}

/// True when `program` is on PATH or in /usr/sbin or /sbin (daemons such as sshd, slurmctld).
inline bool haveProgram(const QString &program)
{
    return !QStandardPaths::findExecutable(program).isEmpty() ||
           !QStandardPaths::findExecutable(program, {"/usr/sbin", "/sbin"}).isEmpty();
}

} // namespace ry::test

// The macros expand where they are used, so the file works before or after <gtest/gtest.h> or
// <QtTest>; each test uses only the ones of its framework.
/// GoogleTest: skip with `msg` (a stream expression), or fail when CI=true. Returns from the test.
#define RY_SKIP_OR_FAIL(msg)                                                                       \
    do {                                                                                           \
        if (ry::test::inCi())                                                                      \
            GTEST_FAIL() << "CI=true, so this is a failure, not a skip: " << msg;                  \
        else                                                                                       \
            GTEST_SKIP() << msg;                                                                   \
    } while (false)

/// GoogleTest: RY_SKIP_OR_FAIL unless `program` is installed (`package` names its Debian package).
#define RY_REQUIRE_PROGRAM(program, package)                                                       \
    do {                                                                                           \
        if (!ry::test::haveProgram(program))                                                       \
            RY_SKIP_OR_FAIL(program << " (" << package << ") is not installed");                   \
    } while (false)

/// QTest: QSKIP(msg), or QFAIL when CI=true. `msg` is a const char*.
#define RY_QSKIP_OR_FAIL(msg)                                                                      \
    do {                                                                                           \
        if (ry::test::inCi())                                                                      \
            QFAIL(QByteArray("CI=true, so this is a failure, not a skip: ")                        \
                      .append(msg)                                                                 \
                      .constData());                                                               \
        else                                                                                       \
            QSKIP(msg);                                                                            \
    } while (false)
