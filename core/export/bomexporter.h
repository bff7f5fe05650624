#pragma once

#include "exporter.h"

namespace ry::exporting {

/// The bill of materials (fabric::computeBom(), with the twin-port cages of the design's fabric
/// spec when it has one) as CSV: one row per BOM line (category, item, detail, length_m,
/// count), then one `rack-power` row per rack (max_w, typical_w, budget_w) and a `total-power`
/// row.
class BomCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("bom-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter) const override;
};

} // namespace ry::exporting
