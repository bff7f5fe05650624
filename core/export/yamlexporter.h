#pragma once

#include "exporter.h"

namespace ry::exporting {

/// The YAML design file (docs/design-file-format.md), via designyaml::write().
class YamlExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("yaml"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("yaml"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

} // namespace ry::exporting
