#include "exporter.h"

#include "bomexporter.h"
#include "deployexporters.h"
#include "ipexporters.h"
#include "netboxexporters.h"
#include "planexporters.h"
#include "yamlexporter.h"

#include <QSaveFile>

namespace ry {

const std::vector<std::unique_ptr<Exporter>> &exporters()
{
    static const std::vector<std::unique_ptr<Exporter>> all = [] {
        std::vector<std::unique_ptr<Exporter>> v;
        v.push_back(std::make_unique<YamlExporter>());
        v.push_back(std::make_unique<CablingCsvExporter>());
        v.push_back(std::make_unique<CablingPdfExporter>());
        v.push_back(std::make_unique<PatchCsvExporter>());
        v.push_back(std::make_unique<PatchTrunksCsvExporter>());
        v.push_back(std::make_unique<PatchPdfExporter>());
        v.push_back(std::make_unique<LabelsCsvExporter>());
        v.push_back(std::make_unique<LabelsPdfExporter>());
        v.push_back(std::make_unique<RackElevationSvgExporter>());
        v.push_back(std::make_unique<RackElevationPdfExporter>());
        v.push_back(std::make_unique<BomCsvExporter>());
        v.push_back(std::make_unique<IpPlanCsvExporter>());
        v.push_back(std::make_unique<HostsExporter>());
        v.push_back(std::make_unique<KeaJsonExporter>());
        v.push_back(std::make_unique<DnsmasqExporter>());
        v.push_back(std::make_unique<DnsZoneExporter>());
        v.push_back(std::make_unique<AnsibleInventoryExporter>());
        v.push_back(std::make_unique<UdevNetRulesExporter>());
        v.push_back(std::make_unique<UdevNvmeRulesExporter>());
        v.push_back(std::make_unique<SlurmTopologyExporter>());
        v.push_back(std::make_unique<SlurmBlockTopologyExporter>());
        for (NetboxCsvExporter::Table t : netboxImportOrder())
            v.push_back(std::make_unique<NetboxCsvExporter>(t));
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
