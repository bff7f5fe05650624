#pragma once
// Shared by bench_replace and bench_yaml: runs the railyard-cli under test (RAILYARD_CLI, set by
// bench/store/CMakeLists.txt) as a separate process, the way a user runs it.

#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>

#include <cstdio>

namespace bench {

/// Runs `railyard-cli args...` with stdout discarded and stderr passed through; `*seconds` (if
/// given) gets the wall time. Prints a line and returns false when it fails or exits non-zero.
inline bool runCli(const QStringList &args, double *seconds = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(RAILYARD_CLI), args);
    p.waitForFinished(-1);
    if (seconds)
        *seconds = double(t.nsecsElapsed()) / 1e9;
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        std::printf("  railyard-cli %s failed (exit %d)\n", qPrintable(args.join(u' ')),
                    p.exitCode());
        return false;
    }
    return true;
}

} // namespace bench
