#pragma once

// nccl-tests bus bandwidth: the factor that turns algbw into busbw for each collective, and the
// "large-message plateau" of a run, the one busbw figure to compare with a theoretical limit.
//
// Source: the nccl-tests PERFORMANCE document ("Bus bandwidth") and the *GetBw() functions of
// its src/*.cu, summarised with their URLs in docs/references/probe-formats.md §a.6. algbw = S / t
// with S the bytes counted by the test; busbw = algbw x factor, n = total ranks (the factor table
// is fabric::busBwFactor in fabric/theory.h).
//
// With n = 1 the (n-1)/n collectives report busbw 0. With NCCL_TESTS_SPLIT the numbers are per
// group, so n is the group size.

#include "benchmark.h"
#include "fabric/theory.h"

#include <QString>

#include <optional>
#include <vector>

namespace ry::results {

/// The collectives of nccl-tests: the one enum, name helpers and busbw factor table live in
/// fabric/theory.h; results uses them under these names.
using Collective = fabric::Collective;
using fabric::busBwFactor;
using fabric::collectiveFromName;
using fabric::toString;

/// Half a unit in the last place nccl-tests prints for a bandwidth `v` (GB/s): `%.2f` below
/// 1000, then `%.1f`, then `%.0f` (nccl-tests v2.17.3+ getFloatStr; older versions always
/// `%.2f`; docs/references/probe-formats.md §a). The tolerance of every check of a printed
/// figure (inferRankCount(), plausibility.h busbwConsistent()).
double printedRounding(double v);

/// The number of ranks that explains the printed busbw/algbw ratio of `rows` (for runs whose
/// device list is missing or cut). Uses the rows with algbw >= 1 GB/s and accepts n only when
/// busbw = algbw x factor(n) holds for all of them within the printed rounding and no other n
/// does. std::nullopt for collectives with factor 1 (n cannot be seen) or when no n fits.
std::optional<int> inferRankCount(Collective collective, const std::vector<BenchmarkRow> &rows);

/// How largeMessagePlateau() picks its rows.
struct PlateauOptions
{
    /// Rows whose size is at least (largest size / sizeFactor) form the plateau.
    double sizeFactor = 4.0;
    /// Also use the in-place busbw of those rows (nccl-tests measures both halves).
    bool includeInPlace = true;
};

/// The large-message busbw of a run.
struct Plateau
{
    double busbwGBps = 0;    ///< median of the busbw samples of the plateau rows, GB/s
    double maxBusbwGBps = 0; ///< highest busbw among those samples, GB/s
    qint64 fromBytes = 0;    ///< smallest size in the plateau
    qint64 toBytes = 0;      ///< largest size in the plateau
    int rowCount = 0;        ///< rows used
    int sampleCount = 0;     ///< busbw values used (1 or 2 per row)
};

/// The large-message plateau of a run's busbw, the figure to compare with the theoretical limit
/// ("% of theoretical").
///
/// Rule: take the rows that have an out-of-place busbw and a size of at least (largest size /
/// options.sizeFactor), i.e. the top factor 4 of sizes (with the usual `-f 2` sweep: the
/// largest three sizes); collect their out-of-place and (options.includeInPlace) in-place busbw
/// values; the plateau is the MEDIAN of those values. The median ignores a single slow or fast
/// outlier at the top end, and the size window keeps out the small sizes that dominate nccl-tests'
/// own `Avg bus bandwidth`. Rows of every type/op are used together; filter `rows` first for a
/// `-d all` / `-o all` run. std::nullopt when no row has a busbw.
std::optional<Plateau> largeMessagePlateau(const std::vector<BenchmarkRow> &rows,
                                           const PlateauOptions &options = {});
/// Same, for the rows of `run`.
std::optional<Plateau> largeMessagePlateau(const BenchmarkRun &run,
                                           const PlateauOptions &options = {});

} // namespace ry::results
