#include "exporter.h"

#include "yamlexporter.h"

#include <QSaveFile>

namespace ry {

const std::vector<std::unique_ptr<Exporter>> &exporters()
{
    static const std::vector<std::unique_ptr<Exporter>> all = [] {
        std::vector<std::unique_ptr<Exporter>> v;
        v.push_back(std::make_unique<YamlExporter>());
        return v;
    }();
    return all;
}

const Exporter *findExporter(const QString &format)
{
    for (const auto &e : exporters())
        if (e->format() == format)
            return e.get();
    return nullptr;
}

void exportToFile(const Exporter &exporter, const Design &design, const QString &path,
                  Reporter &reporter)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throw Error(Tr::tr("Cannot write the file: %1").arg(f.errorString()), SourceLocation{path});
    exporter.write(design, f, reporter);
    if (!f.commit())
        throw Error(Tr::tr("Cannot write the file: %1").arg(f.errorString()), SourceLocation{path});
}

} // namespace ry
