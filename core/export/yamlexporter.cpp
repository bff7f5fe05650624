#include "yamlexporter.h"

#include "io/designyaml.h"
#include "util/fileerror.h"

#include <QIODevice>

namespace ry::exporting {

QString YamlExporter::description() const
{
    return Tr::tr("The whole design as a YAML design file");
}

void YamlExporter::write(const Design &design, QIODevice &out, Reporter &,
                         const ExportOptions &) const
{
    const QByteArray bytes = designyaml::write(design).toUtf8();
    if (!writeFully(out, bytes))
        throw Error(Tr::tr("Cannot write the YAML output: %1").arg(out.errorString()));
}

} // namespace ry::exporting
