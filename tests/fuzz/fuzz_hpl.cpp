// netlib HPL.out and HPL-NVIDIA output (core/results/hpl.h).
#include "fuzzcommon.h"

#include "results/hpl.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run([&] {
        if (ry::results::looksLikeHpl(in))
            ry::results::parseHpl(in, QStringLiteral("fuzz.out"));
    });
}
