#pragma once

#include "progress.h"

#include "verify/linkhealth.h"

namespace ry::usecases {

/// Check link health (`railyard-cli verify-health`): port error counters and optic readings
/// judged against the rules' thresholds and placed on the plan (verify/linkhealth.h).
struct HealthRequest
{
    QStringList counterFiles;       ///< ibqueryerrors or perfquery output
    QStringList ethtoolDirs;        ///< <dir>/<host>/<interface>.S.txt and .m.txt
    QStringList ibnetdiscoverFiles; ///< dumps that give perfquery's LIDs their nodes
    QString rulesFile;              ///< optional: name mapping and `health:` thresholds

    bool hasInput() const { return !counterFiles.isEmpty() || !ethtoolDirs.isEmpty(); }
};

/// Reads the request's files and checks them against `design` (pure, thread-safe). Throws
/// ry::Error for a path that does not exist or a bad rules file; unreadable or malformed files
/// are diagnostics of the result.
verify::HealthCheck checkHealth(const Design &design, const HealthRequest &request,
                                Progress &progress);

} // namespace ry::usecases
