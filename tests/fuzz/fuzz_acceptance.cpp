// Acceptance criteria files (core/results/acceptance.h, docs/design-file-format.md
// "Acceptance criteria").
#include "fuzzcommon.h"

#include "results/acceptance.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run(
        [&] { ry::results::readAcceptanceYaml(in, QStringLiteral("fuzz-acceptance.yaml")); });
}
