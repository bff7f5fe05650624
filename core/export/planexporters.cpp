#include "planexporters.h"

#include "csv.h"
#include "model/designutil.h"
#include "plans/cableplan.h"
#include "plans/labels.h"
#include "plans/powerplan.h"
#include "render/labelsheet.h"
#include "render/rackelevation.h"
#include "render/tablepdf.h"

#include <QBuffer>

namespace ry::exporting {

namespace {

QString uText(double u)
{
    return u > 0 ? QString::number(u, 'g', 6) : QString();
}

QString railText(int rail)
{
    return rail >= 0 ? QString::number(rail) : QString();
}

/// Writes `doc` and reports, as a warning naming the plan, identifying columns the page was too
/// narrow to print on one line each (they wrap; nothing is cut off).
void writeTable(const render::TableDocument &doc, QIODevice &out, Reporter &reporter,
                const QString &what)
{
    const render::TableLayout layout = render::writeTablePdf(doc, out);
    if (!layout.wrappedKeepColumns.isEmpty())
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("%1: the page is too narrow for the columns %2 on one line; "
                                "their longer cells wrap onto a second line.")
                             .arg(what, layout.wrappedKeepColumns.join(QStringLiteral(", "))),
                         {},
                         QStringLiteral("layout"),
                         {}});
}

void reportTraceProblems(const plans::PatchPlan &plan, Reporter &reporter)
{
    for (const plans::PatchRow &r : plan.ports)
        if (!r.traceStatus.isEmpty() &&
            r.traceStatus != plans::toString(plans::Trace::Status::Complete))
            reporter.report({Diagnostic::Severity::Warning,
                             Tr::tr("The circuit through %1 %2 from %3 is %4.")
                                 .arg(r.panel, r.frontPort, r.origin, r.traceStatus),
                             {},
                             QStringLiteral("trace"),
                             r.panel});
}

} // namespace

QString CablingCsvExporter::description() const
{
    return Tr::tr("Cabling plan: one row per cable, in pull order (CSV)");
}

void CablingCsvExporter::write(const Design &design, QIODevice &out, Reporter &,
                               const ExportOptions &) const
{
    const plans::Connectivity c(design);
    CsvWriter csv;
    csv.row({QStringLiteral("label"),       QStringLiteral("bundle"),   QStringLiteral("a_site"),
             QStringLiteral("a_room"),      QStringLiteral("a_row"),    QStringLiteral("a_rack"),
             QStringLiteral("a_u"),         QStringLiteral("a_device"), QStringLiteral("a_port"),
             QStringLiteral("b_site"),      QStringLiteral("b_room"),   QStringLiteral("b_row"),
             QStringLiteral("b_rack"),      QStringLiteral("b_u"),      QStringLiteral("b_device"),
             QStringLiteral("b_port"),      QStringLiteral("medium"),   QStringLiteral("length_m"),
             QStringLiteral("part_number"), QStringLiteral("colour"),   QStringLiteral("rail"),
             QStringLiteral("plane"),       QStringLiteral("status"),   QStringLiteral("breakout"),
             QStringLiteral("leg")});
    for (const plans::CableRow &r : plans::cablingPlan(c)) {
        const Cable &k = *r.cable;
        csv.row({k.label,
                 r.bundle,
                 r.a.place.site,
                 r.a.place.room,
                 r.a.place.row,
                 r.a.place.rack,
                 uText(r.a.place.u),
                 r.a.device,
                 r.a.port,
                 r.b.place.site,
                 r.b.place.room,
                 r.b.place.row,
                 r.b.place.rack,
                 uText(r.b.place.u),
                 r.b.device,
                 r.b.port,
                 toString(k.medium),
                 plans::lengthText(k.lengthM),
                 k.partNumber,
                 k.colour,
                 railText(r.rail),
                 r.plane,
                 toString(k.status),
                 r.breakout ? r.breakout->label : QString(),
                 k.lane >= 0 ? QString::number(k.lane + 1) : QString()});
    }
    csv.writeTo(out);
}

QString CablingPdfExporter::description() const
{
    return Tr::tr("Cabling plan, printable: a page per rack (PDF)");
}

void CablingPdfExporter::write(const Design &design, QIODevice &out, Reporter &reporter,
                               const ExportOptions &) const
{
    const plans::Connectivity c(design);
    render::TableDocument doc;
    doc.title = Tr::tr("Cabling plan - %1").arg(design.name);
    doc.header = {Tr::tr("Label"),  Tr::tr("Bundle"),   Tr::tr("A rack/U"),    Tr::tr("A device"),
                  Tr::tr("A port"), Tr::tr("B rack/U"), Tr::tr("B device"),    Tr::tr("B port"),
                  Tr::tr("Medium"), Tr::tr("Length"),   Tr::tr("Part number"), Tr::tr("Colour"),
                  Tr::tr("Rail"),   Tr::tr("Plane"),    Tr::tr("Status"),      Tr::tr("Done")};
    doc.widths = {7, 9, 7, 8, 6, 7, 8, 6, 5, 5, 8, 5, 3, 6, 5, 3};
    doc.keepWhole = {0, 2, 3, 4, 5, 6, 7}; // label, both ends' rack/U, device and port
    for (const plans::CableRow &r : plans::cablingPlan(c)) {
        if (doc.sections.empty() ||
            doc.sections.back().title !=
                (r.group.isEmpty() ? Tr::tr("Not racked") : Tr::tr("Rack %1").arg(r.group)))
            doc.sections.push_back(
                {r.group.isEmpty() ? Tr::tr("Not racked") : Tr::tr("Rack %1").arg(r.group),
                 {},
                 {}});
        const Cable &k = *r.cable;
        doc.sections.back().rows.push_back(
            {k.label, r.bundle, plans::shortPlace(r.a.place), r.a.device, r.a.port,
             plans::shortPlace(r.b.place), r.b.device, r.b.port, toString(k.medium).toUpper(),
             formatLength(k.lengthM, k.lengthUnit), k.partNumber, k.colour, railText(r.rail),
             r.plane, toString(k.status), QStringLiteral("[  ]")});
    }
    for (render::TableSection &s : doc.sections)
        s.subtitle = Tr::tr("%n cable(s)", nullptr, int(s.rows.size()));
    writeTable(doc, out, reporter, Tr::tr("Cabling plan"));
}

QString PowerPlanCsvExporter::description() const
{
    return Tr::tr("Power cabling plan: one row per PSU with its PDU, outlet and feed leg (CSV)");
}

namespace {

QString drawText(const power::PsuDraw &d)
{
    return d.source == power::DrawSource::None ? QString() : QString::number(d.w, 'g', 10);
}

QString cableText(const Design &d, const Cable *k)
{
    return k ? cableDisplayName(d, *k) : QString();
}

} // namespace

void PowerPlanCsvExporter::write(const Design &design, QIODevice &out, Reporter &,
                                 const ExportOptions &) const
{
    const plans::Connectivity c(design);
    CsvWriter csv;
    csv.row({QStringLiteral("rack"), QStringLiteral("u"), QStringLiteral("device"),
             QStringLiteral("power_port"), QStringLiteral("power_port_type"),
             QStringLiteral("draw_w"), QStringLiteral("draw_source"), QStringLiteral("pdu"),
             QStringLiteral("pdu_rack"), QStringLiteral("outlet"), QStringLiteral("outlet_type"),
             QStringLiteral("feed_leg"), QStringLiteral("cable"), QStringLiteral("length_m"),
             QStringLiteral("status")});
    for (const plans::PowerRow &r : plans::powerPlan(c))
        csv.row({r.place.rack, uText(r.place.u), r.device, r.psu, r.psuType, drawText(r.draw),
                 plans::toString(r.draw.source), r.pdu, r.pduPlace.rack, r.outlet, r.outletType,
                 r.feedLeg, cableText(design, r.cable),
                 r.cable ? plans::lengthText(r.cable->lengthM) : QString(),
                 r.cable ? toString(r.cable->status) : QString()});
    csv.writeTo(out);
}

QString PowerPlanPdfExporter::description() const
{
    return Tr::tr("Power cabling plan: one row per PSU with its PDU, outlet and feed leg (PDF)");
}

void PowerPlanPdfExporter::write(const Design &design, QIODevice &out, Reporter &reporter,
                                 const ExportOptions &) const
{
    const plans::Connectivity c(design);
    render::TableDocument doc;
    doc.title = Tr::tr("Power cabling plan - %1").arg(design.name);
    doc.header = {Tr::tr("Rack/U"), Tr::tr("Device"), Tr::tr("Power port"), Tr::tr("Draw (W)"),
                  Tr::tr("PDU"),    Tr::tr("Outlet"), Tr::tr("Feed leg"),   Tr::tr("Cable"),
                  Tr::tr("Length"), Tr::tr("Status"), Tr::tr("Done")};
    doc.widths = {7, 9, 7, 5, 9, 7, 4, 9, 5, 5, 3};
    doc.keepWhole = {0, 1, 2, 4, 5};
    for (const plans::PowerRow &r : plans::powerPlan(c)) {
        const QString title =
            r.place.rack.isEmpty() ? Tr::tr("Not racked") : Tr::tr("Rack %1").arg(r.place.rack);
        if (doc.sections.empty() || doc.sections.back().title != title)
            doc.sections.push_back({title, {}, {}});
        doc.sections.back().rows.push_back(
            {plans::shortPlace(r.place), r.device, r.psu, drawText(r.draw), r.pdu, r.outlet,
             r.feedLeg, cableText(design, r.cable),
             r.cable ? formatLength(r.cable->lengthM, r.cable->lengthUnit) : QString(),
             r.cable ? toString(r.cable->status) : Tr::tr("not cabled"), QStringLiteral("[  ]")});
    }
    for (render::TableSection &s : doc.sections)
        s.subtitle = Tr::tr("%n power port(s)", nullptr, int(s.rows.size()));
    writeTable(doc, out, reporter, Tr::tr("Power cabling plan"));
}

QString ConsolePlanCsvExporter::description() const
{
    return Tr::tr("Console cabling plan: one row per console port with its console server port "
                  "(CSV)");
}

void ConsolePlanCsvExporter::write(const Design &design, QIODevice &out, Reporter &reporter,
                                   const ExportOptions &) const
{
    const plans::Connectivity c(design);
    CsvWriter csv;
    csv.row({QStringLiteral("rack"), QStringLiteral("u"), QStringLiteral("device"),
             QStringLiteral("console_port"), QStringLiteral("console_server"),
             QStringLiteral("console_server_rack"), QStringLiteral("console_server_port"),
             QStringLiteral("cable"), QStringLiteral("length_m"), QStringLiteral("status"),
             QStringLiteral("trace")});
    for (const plans::ConsoleRow &r : plans::consolePlan(c)) {
        if (r.cable && r.server.isEmpty())
            reporter.report({Diagnostic::Severity::Warning,
                             Tr::tr("Console port %1 of %2 does not reach a console server port "
                                    "(%3).")
                                 .arg(r.port, r.device, r.traceStatus),
                             {},
                             QStringLiteral("trace"),
                             r.device});
        csv.row({r.place.rack, uText(r.place.u), r.device, r.port, r.server, r.serverPlace.rack,
                 r.serverPort, cableText(design, r.cable),
                 r.cable ? plans::lengthText(r.cable->lengthM) : QString(),
                 r.cable ? toString(r.cable->status) : QString(), r.traceStatus});
    }
    csv.writeTo(out);
}

QString PatchCsvExporter::description() const
{
    return Tr::tr("Patch plan: every front port of every patch panel (CSV)");
}

void PatchCsvExporter::write(const Design &design, QIODevice &out, Reporter &reporter,
                             const ExportOptions &) const
{
    const plans::Connectivity c(design);
    const plans::PatchPlan plan = plans::patchPlan(c);
    CsvWriter csv;
    csv.row({QStringLiteral("panel"), QStringLiteral("rack"), QStringLiteral("u"),
             QStringLiteral("front_port"), QStringLiteral("rear_port"),
             QStringLiteral("rear_position"), QStringLiteral("front_cable"),
             QStringLiteral("front_far_end"), QStringLiteral("rear_cable"),
             QStringLiteral("rear_far_end"), QStringLiteral("circuit_from"),
             QStringLiteral("circuit_to"), QStringLiteral("trace")});
    for (const plans::PatchRow &r : plan.ports)
        csv.row({r.panel, r.place.rack, uText(r.place.u), r.frontPort, r.rearPort,
                 QString::number(r.rearPosition), r.frontCable, r.frontFar, r.rearCable, r.rearFar,
                 r.origin, r.endpoint, r.traceStatus});
    reportTraceProblems(plan, reporter);
    csv.writeTo(out);
}

QString PatchTrunksCsvExporter::description() const
{
    return Tr::tr("Trunk map: cables between the rear ports of patch panels (CSV)");
}

void PatchTrunksCsvExporter::write(const Design &design, QIODevice &out, Reporter &,
                                   const ExportOptions &) const
{
    const plans::Connectivity c(design);
    CsvWriter csv;
    csv.row({QStringLiteral("label"), QStringLiteral("a_panel"), QStringLiteral("a_rear_port"),
             QStringLiteral("b_panel"), QStringLiteral("b_rear_port"), QStringLiteral("positions"),
             QStringLiteral("medium"), QStringLiteral("length_m"), QStringLiteral("fibres"),
             QStringLiteral("polarity")});
    for (const plans::TrunkRow &t : plans::patchPlan(c).trunks)
        csv.row({t.label, t.aPanel, t.aRearPort, t.bPanel, t.bRearPort,
                 QString::number(t.positions), t.medium, plans::lengthText(t.lengthM),
                 t.fibres ? QString::number(t.fibres) : QString(), toString(t.polarity)});
    csv.writeTo(out);
}

QString PatchTrunkPositionsCsvExporter::description() const
{
    return Tr::tr("Trunk positions: each position of each trunk from front port to front port, "
                  "after the trunk's polarity (CSV)");
}

void PatchTrunkPositionsCsvExporter::write(const Design &design, QIODevice &out, Reporter &,
                                           const ExportOptions &) const
{
    const plans::Connectivity c(design);
    CsvWriter csv;
    csv.row({QStringLiteral("label"), QStringLiteral("polarity"), QStringLiteral("a_panel"),
             QStringLiteral("a_rear_port"), QStringLiteral("a_position"),
             QStringLiteral("a_front_port"), QStringLiteral("b_panel"),
             QStringLiteral("b_rear_port"), QStringLiteral("b_position"),
             QStringLiteral("b_front_port")});
    for (const plans::TrunkRow &t : plans::patchPlan(c).trunks)
        for (const plans::TrunkPosition &m : t.map)
            csv.row({t.label, toString(t.polarity), t.aPanel, t.aRearPort,
                     QString::number(m.aPosition), m.aFrontPort, t.bPanel, t.bRearPort,
                     m.bPosition ? QString::number(m.bPosition) : QString(), m.bFrontPort});
    csv.writeTo(out);
}

QString PatchPdfExporter::description() const
{
    return Tr::tr("Patch plan, printable: a page per panel and the trunk map (PDF)");
}

void PatchPdfExporter::write(const Design &design, QIODevice &out, Reporter &reporter,
                             const ExportOptions &) const
{
    const plans::Connectivity c(design);
    const plans::PatchPlan plan = plans::patchPlan(c);
    render::TableDocument doc;
    doc.title = Tr::tr("Patch plan - %1").arg(design.name);
    doc.header = {Tr::tr("Front port"),   Tr::tr("Rear port"),     Tr::tr("Pos."),
                  Tr::tr("Front cable"),  Tr::tr("Front far end"), Tr::tr("Rear cable"),
                  Tr::tr("Rear far end"), Tr::tr("Circuit from"),  Tr::tr("Circuit to"),
                  Tr::tr("Trace")};
    doc.widths = {6, 6, 3, 6, 10, 6, 10, 10, 10, 5};
    doc.keepWhole = {0, 1, 2, 3, 5}; // front and rear port, position, both cables' labels
    for (const plans::PatchRow &r : plan.ports) {
        if (doc.sections.empty() || doc.sections.back().title != r.panel)
            doc.sections.push_back({r.panel, plans::shortPlace(r.place), {}});
        doc.sections.back().rows.push_back(
            {r.frontPort, r.rearPort, QString::number(r.rearPosition), r.frontCable, r.frontFar,
             r.rearCable, r.rearFar, r.origin, r.endpoint, r.traceStatus});
    }
    if (!plan.trunks.empty()) {
        render::TableSection trunks{Tr::tr("Trunks between panels"), {}, {}};
        for (const plans::TrunkRow &t : plan.trunks)
            trunks.rows.push_back({t.label,
                                   t.aPanel,
                                   QString::number(t.positions),
                                   t.aRearPort,
                                   t.bPanel + QLatin1Char(':') + t.bRearPort,
                                   t.medium.toUpper(),
                                   formatLength(t.lengthM, t.lengthUnit),
                                   {},
                                   {},
                                   {}});
        trunks.subtitle = Tr::tr("label, A panel, positions, A rear port, B end, medium, length");
        doc.sections.push_back(std::move(trunks));
        // Position by position, front port to front port across each multi-position trunk.
        for (const plans::TrunkRow &t : plan.trunks) {
            if (t.map.empty())
                continue;
            render::TableSection positions{
                Tr::tr("Trunk %1")
                    .arg(t.label.isEmpty() ? t.aPanel + QLatin1Char(':') + t.aRearPort : t.label),
                {},
                {}};
            positions.subtitle =
                Tr::tr("%1:%2 to %3:%4, %5 positions, %6 fibres, polarity %7; columns: A "
                       "position, A front port, B position, B front port")
                    .arg(t.aPanel, t.aRearPort, t.bPanel, t.bRearPort, QString::number(t.positions),
                         t.fibres ? QString::number(t.fibres) : Tr::tr("(not given)"),
                         t.polarity == TrunkPolarity::Unspecified
                             ? Tr::tr("not given, straight")
                             : Tr::tr("Type %1").arg(toString(t.polarity)));
            for (const plans::TrunkPosition &m : t.map)
                positions.rows.push_back(
                    {QString::number(m.aPosition),
                     m.aFrontPort,
                     m.bPosition ? QString::number(m.bPosition) : QStringLiteral("-"),
                     m.bFrontPort,
                     {},
                     {},
                     {},
                     {},
                     {},
                     {}});
            doc.sections.push_back(std::move(positions));
        }
    }
    reportTraceProblems(plan, reporter);
    writeTable(doc, out, reporter, Tr::tr("Patch plan"));
}

QString LabelsCsvExporter::description() const
{
    return Tr::tr("Cable label texts, one row per cable end (CSV)");
}

void LabelsCsvExporter::write(const Design &design, QIODevice &out, Reporter &,
                              const ExportOptions &) const
{
    const plans::Connectivity c(design);
    CsvWriter csv;
    csv.row({QStringLiteral("cable"), QStringLiteral("end"), QStringLiteral("text")});
    for (const plans::CableLabel &l : plans::cableLabels(plans::cablingPlan(c)))
        csv.row({l.cableId, QString(QLatin1Char(l.end)), l.text});
    csv.writeTo(out);
}

QString LabelsPdfExporter::description() const
{
    return Tr::tr("Cable label sheets, Avery L7160, with QR codes (PDF)");
}

void LabelsPdfExporter::write(const Design &design, QIODevice &out, Reporter &reporter,
                              const ExportOptions &) const
{
    const plans::Connectivity c(design);
    const auto labels = plans::cableLabels(plans::cablingPlan(c));
    Diagnostics cutOff;
    render::writeLabelSheets(labels, render::labelStocks().front(), render::qrAvailable(), out,
                             &cutOff);
    for (const Diagnostic &d : cutOff)
        reporter.report(d);
}

QString RackElevationSvgExporter::description() const
{
    return Tr::tr("Rack elevations, front and rear, every rack side by side (SVG)");
}

void RackElevationSvgExporter::write(const Design &design, QIODevice &out, Reporter &,
                                     const ExportOptions &) const
{
    render::writeRackElevationsSvg(design, out);
}

QString RackElevationPdfExporter::description() const
{
    return Tr::tr("Rack elevations, front and rear, a page per rack (PDF)");
}

void RackElevationPdfExporter::write(const Design &design, QIODevice &out, Reporter &,
                                     const ExportOptions &) const
{
    render::writeRackElevationsPdf(design, out);
}

} // namespace ry::exporting
