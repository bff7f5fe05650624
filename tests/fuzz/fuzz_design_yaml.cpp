// The YAML design file (core/io) with its round-trip promise: a design that reads writes text
// that reads again and writes the same bytes (README: "reading and writing it again gives the
// same bytes").
#include "fuzzcommon.h"

#include "io/designyaml.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(ry::fuzz::bytes(data, size));
    return ry::fuzz::run([&] {
        const ry::Design d = ry::designyaml::read(text, QStringLiteral("fuzz.yaml"));
        const QString once = ry::designyaml::write(d);
        ry::Design again;
        try {
            again = ry::designyaml::read(once, QStringLiteral("written.yaml"));
        } catch (const ry::Error &e) {
            std::fprintf(stderr, "%s\n", qPrintable(e.describe()));
            ry::fuzz::failure("the written design does not read back");
        }
        if (ry::designyaml::write(again) != once)
            ry::fuzz::failure("writing the design read back gives other bytes");
    });
}
