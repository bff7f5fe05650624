#pragma once

// Shared helpers of the probe tests: small designs built in code, a temp dir, a shell check.

#include "model/design.h"

#include <QString>
#include <QStringList>

namespace probetest {

/// `leaves` leaves per rail, `nodesPerLeaf` GPU nodes under each, `rails` rails; node k's rail-r
/// port "r<r>" (400 Gb/s) is cabled ("c-n<k>-r<r>") to leaf "leaf-r<r>-<l>" and has address
/// 10.<r>.0.<k+1>/24. Every node is in SU 0.
ry::Design switchedDesign(int leaves, int nodesPerLeaf, int rails);

/// Three GPU nodes a, b, c cabled back to back: cables "cab-ab", "cab-bc", "cab-ca" with /30
/// addresses 10.77.1.1-2 (a-b), 10.77.2.1-2 (b-c), 10.77.3.1-2 (c-a).
ry::Design triangleDesign();

/// True when `program` is found in PATH.
bool haveProgram(const QString &program);
/// Runs a program (argv list), returns its exit code (-1 if it could not start).
int run(const QString &program, const QStringList &args, int timeoutMs = 10000,
        QByteArray *output = nullptr);

} // namespace probetest
