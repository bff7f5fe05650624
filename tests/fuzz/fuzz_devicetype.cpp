// A NetBox device-type file (core/devicetypes), read from a file as the importer does.
#include "fuzzcommon.h"

#include "devicetypes/netboximporter.h"

#include <QFile>
#include <QString>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path =
        QStringLiteral("/tmp/ry-fuzz-devicetype-%1.yaml").arg(qint64(::getpid()));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        ry::fuzz::failure("cannot write the temporary file");
    f.write(ry::fuzz::bytes(data, size));
    f.close();
    return ry::fuzz::run([&] {
        ry::Diagnostics warnings;
        ry::devicetypes::importNetboxDeviceType(path, &warnings);
    });
}
