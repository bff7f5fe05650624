#pragma once

// Acceptance as data: the criteria a customer and a builder agree on before testing (per
// collective, message size and scope), kept in the Railyard document; the verdict on every
// criterion with the run that is its evidence; and an evidence package (the input logs with
// their SHA-256, the runs, the verdicts, the Railyard version) that a customer can check later
// with `sha256sum -c MANIFEST.sha256`.
//
// The criteria file (YAML, `acceptance:` list) is described in docs/design-file-format.md
// "Acceptance criteria". Units: GB/s for busbw (nccl-tests' 1e9 B/s), percent, PFLOPS for Rmax.
//
// Storage: module "acceptance" of the document (SqliteStore::ensureModuleSchema, versioned on its
// own): `acceptance_criterion` (the agreed criteria, in order) and `evidence_input` (the bytes of
// every imported benchmark file, by SHA-256, so that the package can hold the logs themselves).

#include "hpl.h"
#include "resultstore.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace ry::store {
class SqliteStore;
}
namespace ry {
struct Design;
} // namespace ry

namespace ry::results {

/// One agreed criterion.
struct AcceptanceCriterion
{
    QString name; ///< unique, e.g. "all-reduce 8 GiB, all nodes"
    /// What is measured: "busbw" (GB/s at `sizeBytes`, or the plateau when 0), "percent" (% of
    /// the run's theoretical ceiling), "hpl-efficiency" (Rmax / Rpeak in %), "hpl-rmax" (PFLOPS).
    QString metric;
    QString collective;   ///< nccl-tests collective for busbw and percent, e.g. "all_reduce"
    qint64 sizeBytes = 0; ///< message size for busbw (out-of-place column); 0 = the plateau
    /// Which runs count: "all-nodes" (the run covers every GPU node of the design) or "any".
    QString scope = QStringLiteral("any");
    int minNodes = 0;   ///< and the run spans at least this many nodes (0 = no minimum)
    double minimum = 0; ///< the value to reach (>=), in the metric's unit
    QString note;       ///< free text (who agreed, when)

    friend bool operator==(const AcceptanceCriterion &, const AcceptanceCriterion &) = default;
};

/// Reads the criteria of a YAML file: a top-level `acceptance:` list of maps with the keys
/// name, metric, collective, size (bytes, or with K/M/G suffix: powers of 1024 as nccl-tests'
/// -b/-e), scope, min_nodes, minimum, note. Throws ry::Error naming the file, line and field
/// (`acceptance[2].metric`) for a bad value, a missing key or a duplicate name.
std::vector<AcceptanceCriterion> readAcceptanceYaml(const QByteArray &yaml, const QString &file);
/// Writes `criteria` in the same format (readAcceptanceYaml() reads it back equal).
QByteArray writeAcceptanceYaml(const std::vector<AcceptanceCriterion> &criteria);

/// A run that stands as evidence for a criterion.
struct Evidence
{
    QString kind; ///< "run" (a benchmark run) or "hpl" (an HPL test)
    Id id = 0;
    QString sourceFile; ///< the input file's name
    QString sha256;     ///< the input file's SHA-256
    double value = 0;   ///< what it measured, in the criterion's unit
};

/// The verdict on one criterion.
struct CriterionResult
{
    AcceptanceCriterion criterion;
    enum class Status
    {
        Pass,
        Fail,
        NoEvidence, ///< no stored run qualifies (scope, collective, size, nodes)
    } status = Status::NoEvidence;
    std::optional<Evidence> evidence; ///< the best qualifying run
    int candidates = 0;               ///< how many runs qualified
    QString reason;                   ///< translated one-line explanation
};

/// "pass", "fail", "no-evidence".
QString toString(CriterionResult::Status s);

/// Judges every criterion against the stored runs (with their rows) and HPL tests: among the
/// runs that qualify (kind nccl-tests, the collective, not failed or cut, the scope, the node
/// minimum), the best value is the evidence; pass when it reaches the minimum.
std::vector<CriterionResult> evaluateAcceptance(const Design &design,
                                                const std::vector<AcceptanceCriterion> &criteria,
                                                const std::vector<StoredRun> &runs,
                                                const std::vector<HplRun> &hpl);

/// The verdicts as CSV (RFC 4180; cells that start with = + - @ are prefixed with ' so that a
/// spreadsheet does not run them): criterion, metric, collective, size, scope, min_nodes,
/// minimum, measured, status, evidence kind, id, file, sha256, candidates, reason.
QByteArray acceptanceCsv(const std::vector<CriterionResult> &results);

/// Criteria and imported inputs in a Railyard document.
class AcceptanceStore
{
public:
    /// Creates or migrates the module's tables. Throws ry::Error for a newer file.
    explicit AcceptanceStore(store::SqliteStore &store);

    /// Replaces the agreed criteria (one transaction).
    void setCriteria(const std::vector<AcceptanceCriterion> &criteria);
    std::vector<AcceptanceCriterion> criteria();

    /// Keeps the bytes of an imported file (once per SHA-256).
    void storeInput(const QString &sha256, const QString &name, const QByteArray &data);
    /// The bytes stored for `sha256`, std::nullopt when none.
    std::optional<QByteArray> input(const QString &sha256);

private:
    store::SqliteStore &m_store;
};

/// What writeEvidencePackage() wrote.
struct EvidencePackage
{
    QStringList files;         ///< relative paths, MANIFEST.sha256 last
    QStringList missingInputs; ///< source files of runs whose input bytes are not stored
};

/// Writes the evidence package into the folder `dir` (created; must be empty or new):
/// `README.txt` (design, Railyard `version`, time, how to check), `acceptance.csv`, `runs.csv`
/// (every run: id, file, SHA-256, collective, ranks, nodes, plateau, ceiling, %, verdict),
/// `hpl.csv`, `logs/<sha256>-<file>` (every input file stored in the document), the `extra`
/// files (name, bytes; e.g. the PDF report the front end renders), and `MANIFEST.sha256`
/// (`sha256sum` format, every other file). Throws ry::Error when a file cannot be written.
EvidencePackage writeEvidencePackage(const QString &dir, const Design &design,
                                     const QString &version,
                                     const std::vector<CriterionResult> &results,
                                     const std::vector<StoredRun> &runs,
                                     const std::vector<HplRun> &hpl, AcceptanceStore &inputs,
                                     const std::vector<std::pair<QString, QByteArray>> &extra = {});

} // namespace ry::results
