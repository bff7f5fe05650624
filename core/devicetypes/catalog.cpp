#include "catalog.h"

#include "netboximporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace ry::devicetypes {

QString bundledDeviceTypesDir()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {bin.filePath(QStringLiteral("../share/railyard/devicetypes")),
                                     QStringLiteral(RAILYARD_SOURCE_DIR "/resources/devicetypes")})
        if (QFileInfo(candidate).isDir())
            return QDir::cleanPath(candidate);
    return {};
}

std::vector<DeviceType> deviceTypeCatalog(const std::vector<DeviceType> &first,
                                          const QStringList &libraryDirs, Diagnostics *failures)
{
    std::vector<DeviceType> types;
    QSet<QString> slugs;
    auto take = [&](DeviceType t) {
        if (slugs.contains(t.slug))
            return;
        slugs.insert(t.slug);
        t.id = 0;
        types.push_back(std::move(t));
    };
    for (const DeviceType &t : first)
        take(t);
    for (const QString &dir : libraryDirs) {
        const DeviceTypeImportSummary lib = importNetboxDirectory(dir);
        if (failures)
            failures->insert(failures->end(), lib.failures.begin(), lib.failures.end());
        for (const DeviceType &t : lib.deviceTypes)
            take(t);
    }
    return types;
}

} // namespace ry::devicetypes
