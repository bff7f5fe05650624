#include "benchmark.h"

#include <algorithm>
#include <set>

namespace ry::results {

QString toString(RunStatus status)
{
    switch (status) {
    case RunStatus::Complete:
        return QStringLiteral("complete");
    case RunStatus::Truncated:
        return QStringLiteral("truncated");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

std::optional<RunStatus> runStatusFromString(const QString &s)
{
    for (RunStatus st : {RunStatus::Complete, RunStatus::Truncated, RunStatus::Failed})
        if (s == toString(st))
            return st;
    return std::nullopt;
}

static bool listsPart(const std::vector<MissingPart> &missing, RunPart part)
{
    return std::any_of(missing.begin(), missing.end(),
                       [part](const MissingPart &m) { return m.part == part; });
}

bool BenchmarkRun::isMissing(RunPart part) const
{
    return listsPart(missing, part);
}

QStringList BenchmarkRun::hosts() const
{
    QStringList out;
    for (const BenchmarkRank &r : ranks) {
        if (!out.contains(r.host))
            out.append(r.host);
    }
    return out;
}

std::optional<int> BenchmarkRun::rankCount() const
{
    if (ranks.empty() || isMissing(RunPart::DeviceList))
        return std::nullopt;
    // A binary built without MPI=1 and started by mpirun prints one device list per process,
    // each with its own rank 0: every process is a job of its own, so count distinct ranks.
    std::set<int> distinct;
    for (const BenchmarkRank &r : ranks)
        distinct.insert(r.rank);
    return int(distinct.size());
}

int BenchmarkRun::highestRank() const
{
    int highest = -1;
    for (const BenchmarkRank &r : ranks)
        highest = std::max(highest, r.rank);
    return highest;
}

double PerftestRun::toGBps(double value) const
{
    switch (unit) {
    case BandwidthUnit::MiBps:
        return value * 1048576.0 / 1e9;
    case BandwidthUnit::Gbps:
        return value / 8.0;
    }
    return value;
}

bool PerftestRun::isMissing(RunPart part) const
{
    return listsPart(missing, part);
}

} // namespace ry::results
