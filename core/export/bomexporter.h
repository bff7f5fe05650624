#pragma once

#include "exporter.h"

namespace ry::exporting {

/// The bill of materials (fabric::computeBom(), with the twin-port cages of the design's fabric
/// spec when it has one) as CSV: one row per BOM line (category, item, detail, length_m,
/// count; a cable line's length_m is empty for cables of unknown length and 0 for 0 m), then one
/// `rack-power` row per rack (max_w, typical_w, budget_w), the `total-cable-length` rows (item
/// `known`: length_m = the sum of the known lengths, count = cables with a length; item
/// `unknown`, only when some have none: count = those cables, the total is then a lower bound)
/// and a `total-power` row.
class BomCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("bom-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

} // namespace ry::exporting
