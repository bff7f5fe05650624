// railyard-probe JSON Lines as they come back from nodes (core/probe), fed in two chunks.
#include "fuzzcommon.h"

#include "probe/events.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray in = ry::fuzz::bytes(data, size);
    return ry::fuzz::run([&] {
        ry::probe::JsonlReader r;
        r.feed(in.left(in.size() / 2));
        r.feed(in.mid(in.size() / 2));
        r.finish();
    });
}
