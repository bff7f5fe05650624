#pragma once

// Plausibility of a rating: which ceiling a run is rated against (per collective, node count and
// NCCL algorithm), whether its figure is above the line rate and what explains that, and whether
// each row's busbw agrees with its algbw. The model, its formulas and sources are written down in
// docs/results.md ("Plausibility model"); the ceilings themselves come from expected.h
// (docs/references/fabric.md §2).
//
// Words used below: the LINE RATE is the ceiling of a ring (or of the plain bound of the
// collective: NVLink on one node, the rails x port speed across nodes, expected.h); the
// APPLICABLE ceiling is the ceiling of the algorithm the run used (SHARP/NVLS, a tree on two
// nodes), never lower than the line rate.

#include "benchmark.h"
#include "busbw.h"
#include "expected.h"
#include "resultstore.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ry::results {

/// The NCCL algorithm a run used, as far as its log says.
enum class Algorithm
{
    Unknown,  ///< the log names none: rated as a ring ("assumed ring")
    Ring,     ///< NCCL_ALGO=Ring
    Tree,     ///< NCCL_ALGO=Tree
    CollNet,  ///< CollNet (SHARP): NCCL_ALGO=CollNet*, NCCL_COLLNET_ENABLE=1, collnet channels
    Nvls,     ///< NVLink SHARP: NCCL_ALGO=NVLS, NCCL_NVLS_ENABLE=1, nvls channels
    NvlsTree, ///< NCCL_ALGO=NVLSTree (NVLS inside the node, a tree across nodes)
    Pat,      ///< NCCL_ALGO=PAT (all_gather / reduce_scatter; bounded like a ring)
};

/// "" (Unknown), "ring", "tree", "collnet", "nvls", "nvls-tree", "pat".
QString toString(Algorithm a);
/// The inverse of toString(Algorithm); Unknown for anything else.
Algorithm algorithmFromString(const QString &s);

/// What the log says about the algorithm, and where.
struct DetectedAlgorithm
{
    Algorithm algorithm = Algorithm::Unknown;
    QString evidence; ///< e.g. "NCCL_ALGO=Tree (command line)"; empty when Unknown
};

/// The algorithm `run` used, read in this order: NCCL_ALGO (JSON environment, the echoed command
/// line, other lines, NCCL's own `NCCL_ALGO set by environment to X` INFO line; a list names the
/// algorithm with the highest ceiling, an exclusion `^...` names none), NCCL_COLLNET_ENABLE=1 /
/// NCCL_NVLS_ENABLE=1, then NCCL INFO lines reporting non-zero `collnet` / `nvls` channels or
/// SHARP. Unknown when nothing says.
DetectedAlgorithm detectAlgorithm(const BenchmarkRun &run);

/// The rank count n that the log PROVES: the size of a complete device list (with
/// NCCL_TESTS_SPLIT groups: the group size when every group has the same size, since nccl-tests
/// computes busbw per group), else the `nranks N` / `nRanks N` of NCCL INFO lines when they all
/// agree. std::nullopt otherwise (a count inferred from the busbw/algbw ratio is never proof).
std::optional<int> provenRankCount(const BenchmarkRun &run);

/// For a run split into NCCL_TESTS_SPLIT groups (the device list's `Group` column) where every
/// group sits on one host and all groups have the same size: that size (each communicator then
/// runs over NVLink inside one node). 0 otherwise.
int intraNodeGroupSize(const std::vector<StoredRank> &ranks);

/// Whether one half of a row (algbw, busbw as printed) agrees with nccl-tests' factor
/// (busbw = algbw x factor(n), docs/references/fabric.md §2.2, FAB-7), within the rounding of
/// the printed figures (%.2f below 1000, then %.1f, then %.0f).
/// With `provenRanks`: against that n. Without: only whether SOME rank count n >= 1 fits (a
/// ratio that fits none, such as all_reduce's 1.999x of n = 2000 rounded or 0.5x, is
/// inconsistent whatever n was). std::nullopt when there is nothing to check (a value missing,
/// a collective without a factor).
std::optional<bool> busbwConsistent(Collective collective, std::optional<int> provenRanks,
                                    double algbwGBps, double busbwGBps);

/// One row whose busbw disagrees with its algbw.
struct InconsistentRow
{
    int index = 0; ///< index in the run's rows
    int line = 0;  ///< 1-based line in the source (0 when unknown, JSON)
    qint64 sizeBytes = 0;
    QString description; ///< translated: which half, the figures and the expected busbw
};

/// The rows of `rows` (complete ones; cut rows are not checked) whose out-of-place or in-place
/// busbw disagrees with its algbw (busbwConsistent()).
std::vector<InconsistentRow> inconsistentRows(Collective collective, std::optional<int> provenRanks,
                                              const std::vector<BenchmarkRow> &rows);

/// How a rated figure stands against the ceilings.
enum class Plausibility
{
    NotRated,    ///< no figure or no ceiling
    Within,      ///< at or below the line rate
    Explained,   ///< above the line rate, at or below the applicable ceiling of the algorithm
    Implausible, ///< above the applicable ceiling: check the log
};

/// "", "within", "explained", "implausible".
QString toString(Plausibility p);
Plausibility plausibilityFromString(const QString &s);

/// The ceilings of one run: the line rate, the one it is rated against, and why.
struct RatedCeiling
{
    Expected lineRate;   ///< ring / plain ceiling (expected.h without in-network reduction)
    Expected applicable; ///< what the run is rated against (== lineRate unless explained)
    QString name;        ///< translated name of the applicable ceiling: "ring", "NVLink",
                         ///< "SHARP", "NVLS", "tree on 2 nodes", "intra-node NVLink", ...
    QString why;         ///< translated: why that ceiling ("assumed ring: the log names no
                         ///< algorithm", "NCCL_ALGO=Tree (command line)", ...)
    /// Ceilings of algorithms the log does not show that would lift the figure above the line
    /// rate (name, GB/s); used to say what could explain an implausible figure.
    std::vector<std::pair<QString, double>> alternatives;
};

/// The ceilings of a run of `input.collective` on `nodes` that used `algorithm` (`evidence`
/// says where the log said so). `inNetworkReduction` (SHARP/NVLS detected or forced) rates an
/// all_reduce against expected.h's in-network ceiling; `forced` says it came from the user
/// (--sharp) rather than from the log. A tree all_reduce on exactly two nodes is rated against
/// min(I, L) x 2(n-1)/n (every byte crosses each node's NICs once per direction; on three
/// nodes or more a tree is not above the ring, docs/results.md). `intraNodeGroupRanks` > 0
/// (intraNodeGroupSize()) rates a run over several nodes whose communicators each stay inside
/// one node against the NVLink ceiling of one node with that many ranks ("intra-node NVLink").
RatedCeiling ratedCeiling(const std::vector<NodeBandwidth> &nodes, const ExpectationInput &input,
                          Algorithm algorithm, const QString &evidence, bool forced = false,
                          int intraNodeGroupRanks = 0);

/// The plausibility of `plateauGBps` against `c`, and its sentence (translated):
///   Within:      empty
///   Explained:   "above line rate, explained by tree on 2 nodes (124.8% of the 100.00 GB/s line
///                rate; the tree on 2 nodes ceiling is 187.50 GB/s)"
///   Implausible: "implausible: check the log: 145.3% of the 400.00 GB/s ring ceiling, and the
///                log shows no SHARP, NVLS or tree (assumed ring); only SHARP (up to 799.61
///                GB/s) would explain it"
struct PlausibilityNote
{
    Plausibility state = Plausibility::NotRated;
    QString text;
};
PlausibilityNote assessPlausibility(double plateauGBps, const RatedCeiling &c, Algorithm algorithm);

/// The verdict of `run` as one sentence (translated): "Pass", "Below expected, above line rate,
/// explained by SHARP (...)", "Implausible: check the log: ...". Never a plain "Pass" for a
/// figure above the line rate.
QString ratingText(const StoredRun &run);

/// The ceiling `run` was rated against and why (translated), e.g. "400.00 GB/s, ring ceiling
/// (assumed ring: the log names no algorithm)"; the reason there is none otherwise.
QString ratedAgainstText(const StoredRun &run);

} // namespace ry::results
