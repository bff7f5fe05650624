// The rules file of `railyard-cli verify --rules` (core/verify), read against an empty design.
#include "fuzzcommon.h"

#include "verify/rulesfile.h"

#include <QFile>
#include <QString>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path =
        QStringLiteral("/tmp/ry-fuzz-verifyrules-%1.yaml").arg(qint64(::getpid()));
    static const ry::Design design;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        ry::fuzz::failure("cannot write the temporary file");
    f.write(ry::fuzz::bytes(data, size));
    f.close();
    return ry::fuzz::run([&] { ry::verify::readVerifyRules(path, design); });
}
