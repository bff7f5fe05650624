#include "generate.h"

#include "devicetypes/catalog.h"
#include "io/designyaml.h"
#include "util/yamlguard.h"

#include <QFile>

#include <yaml-cpp/yaml.h>

namespace ry::usecases {

GenerateRequest specFileRequest(const QString &path, const QStringList &deviceTypeDirs)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read the file: %1").arg(f.errorString()), SourceLocation{path});
    const QByteArray bytes = f.readAll();
    YAML::Node root;
    try {
        root = loadYaml(bytes.toStdString(), path);
    } catch (const YAML::ParserException &e) {
        throw Error(Tr::tr("Not valid YAML: %1").arg(QString::fromStdString(e.msg)),
                    SourceLocation{path, e.mark.line + 1, e.mark.column + 1});
    }
    if (!root.IsMap() || !root["fabric"])
        throw Error(Tr::tr("No `fabric:` section: a fabric spec file is a design file (or a "
                           "bare document) with the generator's spec under `fabric:`."),
                    SourceLocation{path});
    GenerateRequest out;
    if (root["railyard"]) {
        // A whole design file: its device types (and the spec, validated by the reader).
        const Design d = designyaml::read(QString::fromUtf8(bytes), path);
        for (const DeviceType &t : d.deviceTypes)
            out.ownTypes.push_back(t);
        out.name = d.name;
        out.description = d.description;
    }
    out.spec = fabric::parseFabricSpec(root["fabric"], path);
    out.deviceTypeDirs = deviceTypeDirs;
    return out;
}

bool isSpecOnly(const Design &design)
{
    return !design.fabricSpecYaml.isEmpty() && design.devices.empty();
}

GenerateRequest specOnlyRequest(const Design &design)
{
    GenerateRequest r;
    r.spec = fabric::parseFabricSpecText(design.fabricSpecYaml, QStringLiteral("fabric"));
    for (const DeviceType &t : design.deviceTypes)
        r.ownTypes.push_back(t);
    r.name = design.name;
    r.description = design.description;
    return r;
}

namespace {

QStringList libraryDirs(const QStringList &dirs)
{
    if (!dirs.isEmpty())
        return dirs;
    const QString bundled = devicetypes::bundledDeviceTypesDir();
    return bundled.isEmpty() ? QStringList() : QStringList{bundled};
}

} // namespace

std::vector<DeviceType> generatorDeviceTypes(const Design &design)
{
    return devicetypes::deviceTypeCatalog(design.deviceTypes.items(), libraryDirs({}));
}

GenerateResult generateDesign(const GenerateRequest &request, Progress &progress)
{
    progress.throwIfCancelled();
    GenerateResult r;
    const std::vector<DeviceType> types = devicetypes::deviceTypeCatalog(
        request.ownTypes, libraryDirs(request.deviceTypeDirs), &r.typeFailures);
    progress.throwIfCancelled();
    r.design = fabric::generate(request.spec, types, &r.report);
    if (!request.name.isEmpty())
        r.design.name = request.name;
    if (!request.description.isEmpty())
        r.design.description = request.description;
    progress.throwIfCancelled();
    return r;
}

bool generateIfSpecOnly(Design &design, fabric::GenerateReport *report)
{
    if (!isSpecOnly(design))
        return false;
    Progress progress;
    GenerateResult r = generateDesign(specOnlyRequest(design), progress);
    if (report)
        *report = std::move(r.report);
    design = std::move(r.design);
    return true;
}

} // namespace ry::usecases
