// The fabric spec (the `fabric:` section of a design file, core/fabric).
#include "fuzzcommon.h"

#include "fabric/fabricspec.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(ry::fuzz::bytes(data, size));
    return ry::fuzz::run(
        [&] { ry::fabric::parseFabricSpecText(text, QStringLiteral("fuzz.yaml")); });
}
