#include "fabricsupport.h"

#include "devicetypes/catalog.h"

namespace ry {

std::vector<DeviceType> generatorDeviceTypes(const Design &design)
{
    const QString dir = bundledDeviceTypesDir();
    return deviceTypeCatalog(design.deviceTypes.items(),
                             dir.isEmpty() ? QStringList() : QStringList{dir});
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
