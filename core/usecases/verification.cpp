#include "verification.h"

#include "session.h"

#include "undo/designsession.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/lldpparser.h"
#include "verify/rulesfile.h"

#include <QDir>
#include <QFileInfo>

namespace ry::usecases {

int VerifyResult::wrongCount() const
{
    int wrong = 0;
    for (int k = 0; k < CableFinding::kindCount; ++k)
        if (CableFinding::Kind(k) != CableFinding::Kind::Correct)
            wrong += verification.summary.counts[std::size_t(k)];
    return wrong;
}

QStringList lldpFiles(const QStringList &paths)
{
    QStringList files;
    for (const QString &a : paths) {
        const QFileInfo fi(a);
        if (fi.isDir()) {
            const QStringList names =
                QDir(a).entryList({QStringLiteral("*.json"), QStringLiteral("*.txt")},
                                  QDir::Files | QDir::Readable, QDir::Name);
            if (names.isEmpty())
                throw Error(Tr::tr("%1 holds no *.json or *.txt lldpctl files.").arg(a), {a});
            for (const QString &n : names)
                files << QDir(a).filePath(n);
        } else if (fi.isFile()) {
            files << a;
        } else {
            throw Error(Tr::tr("%1 does not exist.").arg(a), {a});
        }
    }
    return files;
}

ObservationSet readObservations(const VerifyRequest &request, Progress &progress)
{
    ObservationSet set;
    progress.setTotal(request.ibnetdiscoverFiles.size() + (request.lldpPaths.isEmpty() ? 0 : 1));
    for (const QString &f : request.ibnetdiscoverFiles) {
        progress.throwIfCancelled();
        set.merge(IbnetdiscoverParser::parseFile(f));
        progress.advance();
    }
    if (!request.lldpPaths.isEmpty()) {
        progress.throwIfCancelled();
        set.merge(LldpParser::parseFiles(lldpFiles(request.lldpPaths)));
        progress.advance();
    }
    return set;
}

VerifyResult verifyObservations(const Design &design, ObservationSet observed,
                                const VerifyRequest &request, Progress &progress)
{
    progress.throwIfCancelled();
    VerifyOptions options =
        request.rulesFile.isEmpty() ? VerifyOptions{} : readVerifyRules(request.rulesFile, design);
    if (request.allPlanned)
        options.onlyObservedDevices = false;
    VerifyResult r;
    r.verification = CableVerifier(design, options).verify(observed);
    r.source = describeObservationSource(observed);
    r.observed = std::move(observed);
    progress.throwIfCancelled();
    return r;
}

void storeVerification(DesignSession &session, VerifyResult &result)
{
    SqliteStore *sqlite = sqliteStoreOf(session);
    if (!sqlite)
        return;
    VerifyStore store(*sqlite);
    const Id setId = store.saveObservationSet(result.observed);
    result.runId =
        store.saveRun(setId, result.verification, result.source, qEnvironmentVariable("USER"));
}

VerifyResult verifyCabling(DesignSession &session, const VerifyRequest &request, Progress &progress)
{
    VerifyResult r = verifyObservations(session.design(), readObservations(request, progress),
                                        request, progress);
    storeVerification(session, r);
    return r;
}

WorkList workListOf(const Design &design, const VerifyResult &result,
                    const WorkListOptions &options)
{
    WorkList list = makeWorkList(design, result.verification, options);
    list.header.sourceFiles = result.observed.sourceFiles;
    list.header.observedAt = result.observed.time;
    return list;
}

void writeWorkList(const WorkList &list, const QString &path)
{
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        writeWorkListPdf(list, path);
    else
        writeWorkListCsvFile(list, path);
}

MarkRequest markCorrectVerified(const VerifyResult &result)
{
    MarkRequest req;
    req.status = CableStatus::Verified;
    req.runId = result.runId;
    req.finding = toString(CableFinding::Kind::Correct);
    req.source = result.source;
    for (const CableFinding &f : result.verification.findings)
        if (f.kind == CableFinding::Kind::Correct)
            req.cableIds.insert(req.cableIds.end(), f.cableIds.begin(), f.cableIds.end());
    return req;
}

} // namespace ry::usecases
