#pragma once

// Exporters of the crew's plans: cabling plan, patch plan, cable labels, rack elevations.

#include "exporter.h"

namespace ry::exporting {

/// One row per cable with both ends' site/room/row/rack/U/device/port, medium, length, part
/// number, colour, rail, plane, status and bundle, in pull order (plans::cablingPlan()).
class CablingCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("cabling-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The cabling plan as a printable landscape A4 PDF: one section (starting on a new page) per
/// rack, cables grouped by bundle.
class CablingPdfExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("cabling-pdf"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("pdf"); }
    bool isBinary() const override { return true; }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The power cabling plan (plans::powerPlan()): one row per PSU with its rack and U, device,
/// power port, its draw (W) and where the figure came from, the PDU, outlet and feed leg that
/// feed it, and the power cable's label, length and status.
class PowerPlanCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("power-plan-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The power cabling plan as a printable landscape A4 PDF, one section per rack.
class PowerPlanPdfExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("power-plan-pdf"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("pdf"); }
    bool isBinary() const override { return true; }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The console cabling plan (plans::consolePlan()): one row per console port with the console
/// server and console server port its trace reaches, and the cable.
class ConsolePlanCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("console-plan-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// One row per front port of every patch panel: rear port and position, the cable and far end
/// on the front side and on the rear (trunk) side, and where the circuit starts and ends.
class PatchCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("patch-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The trunk map: one row per cable between the rear ports of two panels.
class PatchTrunksCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("patch-trunks-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The trunk positions: one row per position of each multi-position trunk, from the A panel's
/// front port to the B panel's, after the trunk's polarity (model/trunk.h).
class PatchTrunkPositionsCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("patch-trunk-positions-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The patch plan as a PDF: a page (or more) per panel, then the trunk map.
class PatchPdfExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("patch-pdf"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("pdf"); }
    bool isBinary() const override { return true; }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// Label texts, one row per cable end, from the default template (plans::cableLabels()).
class LabelsCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("labels-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// Label sheets (Avery L7160, QR code of the cable id when built with libqrencode). Other
/// stocks and templates: `railyard-cli labels`.
class LabelsPdfExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("labels-pdf"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("pdf"); }
    bool isBinary() const override { return true; }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// Front and rear elevations of every rack side by side in one SVG.
class RackElevationSvgExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("rack-elevation-svg"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("svg"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// Rack elevations as a PDF, one A4 page per rack.
class RackElevationPdfExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("rack-elevation-pdf"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("pdf"); }
    bool isBinary() const override { return true; }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

} // namespace ry::exporting
