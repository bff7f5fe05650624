#pragma once

// Helpers shared by the tests of core/results.

#include "results/nccltestsparser.h"
#include "results/perftestparser.h"

#include <QDir>
#include <QFile>
#include <QString>

#include <algorithm>

namespace ry::results::test {

/// Path of a shared sample: kind is "nccl-tests" or "ib_write_bw".
inline QString samplePath(const char *kind, const char *file)
{
    return QStringLiteral(SHARED_DATA_DIR "/probe-samples/") + QLatin1String(kind) +
           QLatin1Char('/') + QLatin1String(file);
}

/// Path of an own fixture in tests/data/results.
inline QString fixturePath(const char *file)
{
    return QStringLiteral(TEST_DATA_DIR "/results/") + QLatin1String(file);
}

inline BenchmarkRun ncclSample(const char *file)
{
    return parseNcclTestsFile(samplePath("nccl-tests", file));
}

inline PerftestLog perftestSample(const char *file)
{
    return parsePerftestFile(samplePath("ib_write_bw", file));
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

/// All *.txt files of a sample folder, sorted.
inline QStringList sampleFiles(const char *kind)
{
    QDir d(QStringLiteral(SHARED_DATA_DIR "/probe-samples/") + QLatin1String(kind));
    QStringList out;
    for (const QString &f : d.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        out.append(d.filePath(f));
    return out;
}

inline bool hasDiagnostic(const Diagnostics &diags, Diagnostic::Severity severity,
                          const QString &contains)
{
    return std::any_of(diags.begin(), diags.end(), [&](const Diagnostic &d) {
        return d.severity == severity && d.message.contains(contains);
    });
}

inline const MissingPart *findMissing(const std::vector<MissingPart> &missing, RunPart part)
{
    for (const MissingPart &m : missing) {
        if (m.part == part)
            return &m;
    }
    return nullptr;
}

} // namespace ry::results::test
