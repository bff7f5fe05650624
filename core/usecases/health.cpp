#include "health.h"

#include "verify/ibnetdiscoverparser.h"
#include "verify/rulesfile.h"

namespace ry::usecases {

verify::HealthCheck checkHealth(const Design &design, const HealthRequest &request,
                                Progress &progress)
{
    progress.setTotal(request.ibnetdiscoverFiles.size() + 2);
    verify::ObservationSet lids;
    for (const QString &f : request.ibnetdiscoverFiles) {
        progress.throwIfCancelled();
        lids.merge(verify::IbnetdiscoverParser::parseFile(f));
        progress.advance();
    }
    const verify::HealthReadings readings =
        verify::readHealthFiles(request.counterFiles, request.ethtoolDirs);
    progress.advance();
    const bool rules = !request.rulesFile.isEmpty();
    const verify::VerifyOptions options =
        rules ? verify::readVerifyRules(request.rulesFile, design) : verify::VerifyOptions{};
    const verify::HealthThresholds thresholds =
        rules ? verify::readHealthRules(request.rulesFile) : verify::HealthThresholds::defaults();
    progress.throwIfCancelled();
    verify::HealthCheck c = verify::checkLinkHealth(design, readings, lids, options, thresholds);
    progress.advance();
    return c;
}

} // namespace ry::usecases
