#include "bomexporter.h"

#include "csv.h"
#include "fabric/bom.h"
#include "fabric/fabricspec.h"

namespace ry::exporting {

namespace {

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

} // namespace

QString BomCsvExporter::description() const
{
    return Tr::tr("Bill of materials: devices, cables by length, transceivers, power (CSV)");
}

void BomCsvExporter::write(const Design &d, QIODevice &out, Reporter &, const ExportOptions &) const
{
    fabric::BomOptions options;
    if (!d.fabricSpecYaml.isEmpty())
        options = fabric::bomOptionsFor(
            fabric::parseFabricSpecText(d.fabricSpecYaml, QStringLiteral("fabric")), d);
    const fabric::Bom bom = fabric::computeBom(d, options);
    CsvWriter csv;
    csv.row({QStringLiteral("category"), QStringLiteral("item"), QStringLiteral("detail"),
             QStringLiteral("length_m"), QStringLiteral("count"), QStringLiteral("max_w"),
             QStringLiteral("typical_w"), QStringLiteral("budget_w")});
    for (const fabric::BomLine &l : bom.lines)
        csv.row({l.category,
                 l.item,
                 l.detail,
                 l.lengthM ? number(*l.lengthM) : QString(), // "" = unknown, 0 = 0 m
                 QString::number(l.count),
                 {},
                 {},
                 {}});
    for (const fabric::RackPower &r : bom.racks)
        csv.row({QStringLiteral("rack-power"),
                 r.rack,
                 {},
                 {},
                 {},
                 number(r.maxW),
                 number(r.typicalW),
                 r.budgetW > 0 ? number(r.budgetW) : QString()});
    // The cable length total: the known lengths, and how many cables have none (then the real
    // total is a lower bound; 0 m counts as known).
    csv.row({QStringLiteral("total-cable-length"),
             QStringLiteral("known"),
             {},
             number(bom.cableLength.metres),
             QString::number(bom.cableLength.known),
             {},
             {},
             {}});
    if (bom.cableLength.unknown)
        csv.row({QStringLiteral("total-cable-length"),
                 QStringLiteral("unknown"),
                 {},
                 {},
                 QString::number(bom.cableLength.unknown),
                 {},
                 {},
                 {}});
    csv.row({QStringLiteral("total-power"),
             {},
             {},
             {},
             {},
             number(bom.totalMaxW),
             number(bom.totalTypicalW),
             {}});
    csv.writeTo(out);
}

} // namespace ry::exporting
