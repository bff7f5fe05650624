#include "resultsimport.h"

#include "session.h"

#include "results/acceptance.h"
#include "results/resultstore.h"
#include "store/store.h"
#include "undo/designsession.h"

#include <QFileInfo>

namespace ry::usecases {

ResultsImportResult readResults(const Design *design, const ResultsImportRequest &request,
                                Progress &progress)
{
    if (design && design->devices.empty())
        design = nullptr;
    progress.setTotal(request.files.size());
    ResultsImportResult r;
    for (const QString &path : request.files) {
        progress.throwIfCancelled();
        ResultsFile f;
        f.path = path;
        try {
            f.imported = results::readResultsFile(path, design, request.options);
        } catch (const Error &e) {
            f.unreadable = e.describe();
            ++r.unreadable;
        }
        if (f.unreadable.isEmpty() && f.imported.rejected())
            ++r.rejected;
        r.files.push_back(std::move(f));
        progress.advance();
    }
    return r;
}

void storeResults(undo::DesignSession &session, ResultsImportResult &read)
{
    store::SqliteStore *store = sqliteStoreOf(session);
    if (!store)
        throw Error(Tr::tr("This design is not stored in a Railyard file."));
    results::ResultStore results(*store);
    results::AcceptanceStore evidence(*store);
    for (ResultsFile &f : read.files) {
        if (!f.stored())
            continue;
        // The bytes themselves, for the evidence package (results/acceptance.h).
        if (!f.imported.data.isEmpty())
            evidence.storeInput(f.imported.sha256, QFileInfo(f.path).fileName(), f.imported.data);
        if (!f.imported.hpl.empty()) {
            results::HplStore hpl(*store);
            for (results::HplRun &run : f.imported.hpl) {
                const auto outcome = hpl.add(run);
                run.id = outcome.id;
                f.duplicate.push_back(outcome.duplicate);
                ++(outcome.duplicate ? read.duplicates : read.added);
            }
        }
        for (results::StoredRun &run : f.imported.runs) {
            const auto outcome = results.add(run);
            run.id = outcome.id;
            f.duplicate.push_back(outcome.duplicate);
            ++(outcome.duplicate ? read.duplicates : read.added);
        }
    }
}

ResultsImportResult importResults(undo::DesignSession &session, const ResultsImportRequest &request,
                                  Progress &progress)
{
    ResultsImportResult r = readResults(&session.design(), request, progress);
    storeResults(session, r);
    return r;
}

std::vector<results::StoredRun> evaluateResults(store::SqliteStore &store, const Design *design,
                                                const ResultsEvaluateRequest &request,
                                                Progress &progress)
{
    if (design && design->devices.empty())
        design = nullptr;
    results::ResultStore rs(store);
    std::vector<Id> ids = request.runs;
    if (ids.empty())
        for (const results::StoredRun &r : rs.list())
            ids.push_back(r.id);
    progress.setTotal(qint64(ids.size()));
    std::vector<results::StoredRun> out;
    for (Id id : ids) {
        progress.throwIfCancelled();
        std::optional<results::StoredRun> loaded = rs.load(id);
        if (!loaded)
            throw Error(Tr::tr("There is no benchmark run #%1.").arg(id));
        results::StoredRun r = std::move(*loaded);
        results::ImportOptions o = request.options;
        if (!o.inNetworkReduction)
            o.inNetworkReduction = r.inNetworkReduction;
        if (!request.replaceMappings)
            o.hostPatterns = r.hostMappings;
        results::evaluate(r, design, o, r.inNetworkReduction);
        rs.updateEvaluation(r);
        out.push_back(std::move(r));
        progress.advance();
    }
    return out;
}

} // namespace ry::usecases
