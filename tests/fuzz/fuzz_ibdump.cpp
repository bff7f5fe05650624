// iblinkinfo and ibnetdiscover -p output, and the format detection in front of them
// (core/verify/iblinkparsers.h): parseIbDump() reads any of the three InfiniBand dumps.
#include "fuzzcommon.h"

#include "verify/iblinkparsers.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run([&] {
        ry::verify::parseIbDump(in, QStringLiteral("fuzz.txt"));
        ry::verify::parseIblinkinfo(in, QStringLiteral("fuzz.txt"));
        ry::verify::parseIbnetdiscoverPorts(in, QStringLiteral("fuzz.txt"));
    });
}
