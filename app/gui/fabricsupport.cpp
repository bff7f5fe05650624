#include "fabricsupport.h"

#include "devicetypes/netboximporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace ry {

QString bundledDeviceTypesDir()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {bin.filePath(QStringLiteral("../share/railyard/devicetypes")),
                                     QStringLiteral(RAILYARD_SOURCE_DIR "/resources/devicetypes")})
        if (QFileInfo(candidate).isDir())
            return QDir::cleanPath(candidate);
    return {};
}

std::vector<DeviceType> generatorDeviceTypes(const Design &design)
{
    std::vector<DeviceType> types;
    QSet<QString> slugs;
    for (const DeviceType &t : design.deviceTypes) {
        DeviceType copy = t;
        copy.id = 0;
        types.push_back(copy);
        slugs.insert(t.slug);
    }
    const QString dir = bundledDeviceTypesDir();
    if (!dir.isEmpty())
        for (const DeviceType &t : importNetboxDirectory(dir).deviceTypes)
            if (!slugs.contains(t.slug)) {
                slugs.insert(t.slug);
                types.push_back(t);
            }
    return types;
}

bool generateIfSpecOnly(Design &design, fabric::GenerateReport *report)
{
    if (design.fabricSpecYaml.isEmpty() || !design.devices.empty())
        return false;
    const fabric::FabricSpec spec =
        fabric::parseFabricSpecText(design.fabricSpecYaml, QStringLiteral("fabric"));
    Design generated = fabric::generate(spec, generatorDeviceTypes(design), report);
    if (!design.name.isEmpty())
        generated.name = design.name;
    if (!design.description.isEmpty())
        generated.description = design.description;
    design = std::move(generated);
    return true;
}

} // namespace ry
