// ibqueryerrors, perfquery, ethtool -S and ethtool -m output (core/verify/linkhealth.h), and the
// railyard-probe inventory reader of record-ids (core/verify/recordids.h).
#include "fuzzcommon.h"

#include "verify/linkhealth.h"
#include "verify/recordids.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run([&] {
        const QString f = QStringLiteral("fuzz.txt");
        ry::verify::parseIbqueryerrors(in, f);
        ry::verify::parsePerfquery(in, f);
        ry::verify::parseEthtoolStats(in, f, QStringLiteral("h"), QStringLiteral("eth0"));
        ry::verify::parseEthtoolModule(in, f, QStringLiteral("h"), QStringLiteral("eth0"));
        ry::verify::parseProbeInventory(in, f, nullptr);
    });
}
