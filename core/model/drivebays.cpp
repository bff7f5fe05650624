#include "drivebays.h"

#include "util/error.h"
#include "util/yamlguard.h"

#include <yaml-cpp/yaml.h>

namespace ry {

int adoptLegacyNvmeBays(DeviceType &type, QString *error)
{
    if (!type.driveBays.empty() || !type.extraYaml.contains(QLatin1String("nvme-bays")))
        return 0;
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return -1;
    };
    YAML::Node extra;
    try {
        const std::string text = type.extraYaml.toStdString();
        checkYamlLimits(text, QStringLiteral("extra"));
        extra = YAML::Load(text);
    } catch (const Error &e) {
        return fail(e.message());
    } catch (const YAML::Exception &e) {
        return fail(Tr::tr("extra is not valid YAML: %1").arg(QString::fromStdString(e.msg)));
    }
    if (!extra.IsMap())
        return fail(Tr::tr("extra is not a YAML map."));
    const YAML::Node bays = extra["nvme-bays"];
    if (!bays)
        return 0;
    if (!bays.IsSequence())
        return fail(Tr::tr("extra.nvme-bays is not a list."));
    std::vector<DriveBayTemplate> adopted;
    for (std::size_t i = 0; i < bays.size(); ++i) {
        const YAML::Node b = bays[i];
        if (!b.IsMap() || !b["name"] || !b["name"].IsScalar() || !b["pci_address"] ||
            !b["pci_address"].IsScalar())
            return fail(
                Tr::tr("extra.nvme-bays[%1] needs a name and a pci_address.").arg(qsizetype(i)));
        DriveBayTemplate bay;
        bay.name = QString::fromStdString(b["name"].Scalar());
        bay.pciAddress = QString::fromStdString(b["pci_address"].Scalar());
        if (b["description"] && b["description"].IsScalar())
            bay.description = QString::fromStdString(b["description"].Scalar());
        adopted.push_back(std::move(bay));
    }
    extra.remove("nvme-bays");
    QString rest;
    if (extra.size() > 0) {
        YAML::Emitter out;
        out << YAML::Flow << extra;
        rest = QString::fromUtf8(out.c_str());
    }
    type.driveBays = std::move(adopted);
    type.extraYaml = rest;
    return int(type.driveBays.size());
}

} // namespace ry
