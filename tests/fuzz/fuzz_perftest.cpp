// perftest (ib_write_bw and friends) text output (core/results).
#include "fuzzcommon.h"

#include "results/perftestparser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run([&] { ry::results::parsePerftestText(in, QStringLiteral("fuzz.txt")); });
}
