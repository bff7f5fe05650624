// The IP allocation rules file (core/ipam, docs/ip-allocation-rules.md).
#include "fuzzcommon.h"

#include "ipam/allocator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(ry::fuzz::bytes(data, size));
    return ry::fuzz::run([&] { ry::ipam::parseRules(text, QStringLiteral("fuzz.yaml")); });
}
