#include "verification.h"

#include "session.h"

#include "undo/designsession.h"
#include "verify/iblinkparsers.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/lldpparser.h"
#include "verify/rulesfile.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace ry::usecases {

int VerifyResult::wrongCount() const
{
    int wrong = 0;
    for (int k = 0; k < verify::CableFinding::kindCount; ++k)
        if (verify::CableFinding::Kind(k) != verify::CableFinding::Kind::Correct)
            wrong += verification.summary.counts[std::size_t(k)];
    return wrong;
}

QStringList lldpFiles(const QStringList &paths)
{
    QStringList files;
    for (const QString &a : paths) {
        const QFileInfo fi(a);
        if (fi.isDir()) {
            const QStringList names = QDir(a).entryList(
                {QStringLiteral("*.json"), QStringLiteral("*.json0"), QStringLiteral("*.keyvalue"),
                 QStringLiteral("*.xml"), QStringLiteral("*.txt")},
                QDir::Files | QDir::Readable, QDir::Name);
            if (names.isEmpty())
                throw Error(Tr::tr("%1 holds no lldpctl files (*.json, *.json0, *.keyvalue, *.xml "
                                   "or *.txt).")
                                .arg(a),
                            {a});
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

verify::ObservationSet readObservations(const VerifyRequest &request, Progress &progress)
{
    verify::ObservationSet set;
    progress.setTotal(request.ibnetdiscoverFiles.size() + (request.lldpPaths.isEmpty() ? 0 : 1));
    for (const QString &f : request.ibnetdiscoverFiles) {
        progress.throwIfCancelled();
        set.merge(verify::parseIbDumpFile(f));
        progress.advance();
    }
    if (!request.lldpPaths.isEmpty()) {
        progress.throwIfCancelled();
        const QStringList files = lldpFiles(request.lldpPaths);
        verify::ObservationSet lldp = verify::LldpParser::parseFiles(files);
        // A file that cannot be read is an error of the run and the others still count; when
        // not one could be read nothing was observed, and that is an input error (exit 3), not
        // a finding about the cabling.
        QSet<QString> failed;
        for (const Diagnostic &d : lldp.diagnostics)
            if (d.severity == Diagnostic::Severity::Error)
                failed.insert(d.location.file);
        if (!files.isEmpty() && failed.size() == files.size())
            for (const Diagnostic &d : lldp.diagnostics)
                if (d.severity == Diagnostic::Severity::Error)
                    throw Error(d.message, d.location, d.field);
        set.merge(lldp);
        progress.advance();
    }
    return set;
}

VerifyResult verifyObservations(const Design &design, verify::ObservationSet observed,
                                const VerifyRequest &request, Progress &progress)
{
    progress.throwIfCancelled();
    verify::VerifyOptions options = request.rulesFile.isEmpty()
                                        ? verify::VerifyOptions{}
                                        : verify::readVerifyRules(request.rulesFile, design);
    if (request.allPlanned)
        options.onlyObservedDevices = false;
    VerifyResult r;
    r.verification = verify::CableVerifier(design, options).verify(observed);
    r.source = verify::describeObservationSource(observed);
    r.observed = std::move(observed);
    progress.throwIfCancelled();
    return r;
}

void storeVerification(undo::DesignSession &session, VerifyResult &result)
{
    store::SqliteStore *sqlite = sqliteStoreOf(session);
    if (!sqlite)
        return;
    verify::VerifyStore store(*sqlite);
    const Id setId = store.saveObservationSet(result.observed);
    result.runId =
        store.saveRun(setId, result.verification, result.source, qEnvironmentVariable("USER"));
}

VerifyResult verifyCabling(undo::DesignSession &session, const VerifyRequest &request,
                           Progress &progress)
{
    VerifyResult r = verifyObservations(session.design(), readObservations(request, progress),
                                        request, progress);
    storeVerification(session, r);
    return r;
}

verify::WorkList workListOf(const Design &design, const VerifyResult &result,
                            const verify::WorkListOptions &options)
{
    verify::WorkList list = verify::makeWorkList(design, result.verification, options);
    list.header.sourceFiles = result.observed.sourceFiles;
    list.header.observedAt = result.observed.time;
    return list;
}

void writeWorkList(const verify::WorkList &list, const QString &path)
{
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        verify::writeWorkListPdf(list, path);
    else
        verify::writeWorkListCsvFile(list, path);
}

verify::MarkRequest markCorrectVerified(const VerifyResult &result)
{
    verify::MarkRequest req;
    req.status = CableStatus::Verified;
    req.runId = result.runId;
    req.finding = toString(verify::CableFinding::Kind::Correct);
    req.source = result.source;
    for (const verify::CableFinding &f : result.verification.findings)
        if (f.kind == verify::CableFinding::Kind::Correct)
            req.cableIds.insert(req.cableIds.end(), f.cableIds.begin(), f.cableIds.end());
    return req;
}

} // namespace ry::usecases
