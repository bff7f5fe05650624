// lldpctl -f json output (core/verify).
#include "fuzzcommon.h"

#include "verify/lldpparser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run([&] { ry::verify::LldpParser::parse(in, QStringLiteral("fuzz.json")); });
}
