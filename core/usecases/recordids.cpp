#include "recordids.h"

#include "verification.h"

#include "undo/designsession.h"
#include "verify/rulesfile.h"

#include <QFileInfo>

namespace ry::usecases {

RecordIdsResult recordIds(undo::DesignSession &session, const RecordIdsRequest &request,
                          Progress &progress)
{
    RecordIdsResult r;
    VerifyRequest vr;
    vr.ibnetdiscoverFiles = request.ibnetdiscoverFiles;
    vr.lldpPaths = request.lldpPaths;
    verify::ObservationSet observed;
    if (vr.hasInput())
        observed = readObservations(vr, progress);
    r.diagnostics = observed.diagnostics;
    std::vector<verify::InventoryNic> inventory;
    for (const QString &f : request.inventoryFiles) {
        progress.throwIfCancelled();
        std::vector<verify::InventoryNic> nics = verify::readProbeInventory(f, &r.diagnostics);
        inventory.insert(inventory.end(), nics.begin(), nics.end());
    }
    const Design &design = session.design();
    const verify::VerifyOptions options = request.rulesFile.isEmpty()
                                              ? verify::VerifyOptions{}
                                              : verify::readVerifyRules(request.rulesFile, design);
    r.recording = verify::planIdRecording(design, observed, inventory, options);
    if (request.dryRun || r.recording.changes.empty())
        return r;
    QStringList files;
    for (const QString &f : observed.sourceFiles + request.inventoryFiles)
        files << QFileInfo(f).fileName();
    const int n = r.recording.count(verify::IdChange::Kind::Added) +
                  r.recording.count(verify::IdChange::Kind::Changed);
    r.recording.changes.setDescription(
        Tr::tr("Record %n identit(ies) from %1", nullptr, n).arg(files.join(QLatin1String(", "))));
    session.step(r.recording.changes, QStringLiteral("record-ids"), {},
                 Tr::tr("Record identities"));
    r.written = true;
    return r;
}

} // namespace ry::usecases
