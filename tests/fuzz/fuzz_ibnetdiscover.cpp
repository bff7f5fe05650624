// ibnetdiscover output (core/verify).
#include "fuzzcommon.h"

#include "verify/ibnetdiscoverparser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run(
        [&] { ry::verify::IbnetdiscoverParser::parse(in, QStringLiteral("fuzz.txt")); });
}
