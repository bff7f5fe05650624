// nccl-tests text output (core/results): the reader, then the importer's evaluation.
#include "fuzzcommon.h"

#include "results/importer.h"
#include "results/nccltestsparser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run([&] {
        ry::results::parseNcclTestsText(in, QStringLiteral("fuzz.txt"));
        ry::results::readResults(in, QStringLiteral("fuzz.txt"), nullptr);
    });
}
