#pragma once

// Persistence of cable-map verification beside the design, in the module tables of the
// document file (SqliteStore::ensureModuleSchema, module "verify"): the observation sets that
// were imported, the verification runs with their findings, and every cable status change a
// technician made from a run ("mark fixed / verified"), with its time and observation source.

#include "store/document.h"
#include "store/store.h"
#include "verifier.h"

#include <QString>

#include <memory>
#include <vector>

namespace ry::store {
class Document;
}
namespace ry::verify {

/// A cable status change made from a verification, as kept in the `verify_cable_marks` table.
struct CableMark
{
    Id id = 0;
    Id cableId = 0;
    QString cableLabel;
    Id runId = 0; ///< the verification run it was made from; 0 = none
    QString time; ///< ISO 8601 UTC, when the mark was made
    QString user;
    CableStatus oldStatus = CableStatus::Planned;
    CableStatus newStatus = CableStatus::Planned;
    QString finding; ///< toString(CableFinding::Kind) of the finding it answered; "" = none
    QString source;  ///< the observation: tool, files and discovery time, in words
    QString note;    ///< free text from the technician
};

/// A stored verification run (the summary; findings are read with VerifyStore::findings()).
struct VerificationRunInfo
{
    Id id = 0;
    Id observationSetId = 0;
    QString time; ///< ISO 8601 UTC
    QString user;
    QString source; ///< as for CableMark::source
    VerificationSummary summary;
};

/// The "verify" module tables of one SQLite document.
class VerifyStore
{
public:
    /// The module's schema (migration 0 creates the tables; append, never edit).
    static const store::SqliteStore::ModuleSchema &schema();

    /// Creates or migrates the tables in `store`. Throws ry::Error.
    explicit VerifyStore(store::SqliteStore &store);
    /// The store of `doc` when it is an SQLite document, else nullptr (nothing is recorded then).
    static std::unique_ptr<VerifyStore> of(store::Document &doc);
    /// A VerifyStore over `store` (DesignSession::moduleStore()), or nullptr when it is null.
    static std::unique_ptr<VerifyStore> of(store::SqliteStore *store);

    /// Stores an observation set: a row for the set and one per link. Returns its id.
    Id saveObservationSet(const ObservationSet &set);
    /// Stores a run of `verification` over the observation set `setId` (0 = not stored) with
    /// all its findings. Returns the run id. Throws ry::Error (staleWriteMessage()) when another
    /// program changed the design since the store read it: the findings' ids would be stale.
    Id saveRun(Id setId, const Verification &verification, const QString &source,
               const QString &user);
    /// All runs, oldest first.
    std::vector<VerificationRunInfo> runs();
    /// The findings of run `runId`, in their stored (pull) order; `observed` is not restored.
    std::vector<CableFinding> findings(Id runId);
    /// Records a cable mark (with `mark.id` when it is not 0: a redo writes the same row
    /// again); returns its id.
    Id addMark(const CableMark &mark);
    /// Deletes the mark `id` (the undo of the step that made it).
    void removeMark(Id id);
    /// Marks of one cable (0 = all cables), oldest first.
    std::vector<CableMark> marks(Id cableId = 0);

private:
    store::SqliteStore &m_store;
};

/// Describes where observations came from, for change-log summaries and marks: "ibnetdiscover
/// fabric.txt, discovered 2025-08-06 16:11".
QString describeObservationSource(const ObservationSet &set);

/// What a technician says when marking cables.
struct MarkRequest
{
    std::vector<Id> cableIds;
    CableStatus status = CableStatus::Verified; ///< Installed = "fixed, check again"; Verified
    Id runId = 0;                               ///< the run the marks come from (0 = none)
    QString finding; ///< the finding kind key answered ("wrong-port"); may be ""
    QString source;  ///< describeObservationSource() of the run's observations
    QString note;
};

/// Marking cables as one design step: the cable status changes and one CableMark row per
/// changed cable, written in the same transaction (redo) and removed by its undo.
class CableMarkStep : public store::ModuleStep
{
public:
    /// The cable status changes; its description is the change-log summary naming the cables,
    /// the new status, the source and the time. Empty when every cable already had the status.
    ChangeSet changes;
    /// The marks, one per changed cable; ids, time and user are set by the first redo().
    std::vector<CableMark> marks;

    /// Records the marks (time and user of `entry`) when `store` is an SQLite file.
    void redo(store::Store &store, const ChangeLogEntry &entry) override;
    /// Deletes the marks redo() recorded.
    void undo(store::Store &store) override;
};

/// Prepares marking the cables of `request` in `design` (cables already in that status are
/// left alone). Commit it with DesignSession::step(step->changes, "verify", step) or
/// markCables(). Throws ry::Error when a cable does not exist.
std::shared_ptr<CableMarkStep> prepareMarks(const Design &design, const MarkRequest &request);

/// Marks the cables of `request` through `doc` (the command line): prepareMarks(), then one
/// Document::commit that writes the cable statuses, the change-log entry and the marks in one
/// transaction. Returns the marks (with ids when recorded). Throws ry::Error when a cable does
/// not exist or the commit fails; nothing changes then.
std::vector<CableMark> markCables(store::Document &doc, const MarkRequest &request);

} // namespace ry::verify
