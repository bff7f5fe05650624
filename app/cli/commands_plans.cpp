// railyard-cli commands for plans and their exports: IP allocation (ipam-allocate,
// ipam-report), cable traces through patch panels (trace), label sheets with a template and a
// label stock (labels), rack elevations of chosen racks (rack-elevation) and the whole set of
// NetBox import files (netbox-export), the DNS zones with their named.conf (dns-export).

#include "cli.h"

#include "export/exporter.h"
#include "export/ipexporters.h"
#include "export/netboxexporters.h"
#include "ipam/allocator.h"
#include "plans/cableplan.h"
#include "plans/labels.h"
#include "render/labelsheet.h"
#include "render/rackelevation.h"
#include "store/document.h"
#include "util/fileerror.h"

#include <QDir>
#include <QSaveFile>

namespace ry::cli {

namespace {

int cmdIpamAllocate(QCommandLineParser &p)
{
    const QString rulesPath = p.value(QStringLiteral("rules"));
    if (rulesPath.isEmpty()) {
        err() << Tr::tr("Usage: railyard-cli ipam-allocate --db FILE --rules RULES.yaml "
                        "[--dry-run]")
              << '\n';
        return Usage;
    }
    const auto rules = ipam::readRules(rulesPath);
    auto doc = store::Document::open(requireDb(p));
    ipam::Allocation a = ipam::allocate(doc->design(), rules);
    const QString summary = Tr::tr("%1 prefixes and %2 addresses added, %3 interfaces kept their "
                                   "address")
                                .arg(a.prefixesAdded)
                                .arg(a.addressesAdded)
                                .arg(a.addressesKept);
    if (p.isSet(QStringLiteral("dry-run"))) {
        out() << Tr::tr("Dry run: %1; nothing was written.").arg(summary) << '\n';
        return Ok;
    }
    if (!a.changes.empty())
        doc->commit(a.changes, QStringLiteral("ipam"));
    out() << summary << '\n';
    return Ok;
}

int cmdIpamReport(QCommandLineParser &p)
{
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    Diagnostics findings;
    const auto usage = ipam::prefixUsage(doc->design(), &findings);
    for (const ipam::PrefixUsage &u : usage)
        out() << QStringLiteral("%1  %2  %3  %4/%5")
                     .arg(u.vrf.isEmpty() ? QStringLiteral("-") : u.vrf, -8)
                     .arg(u.prefix, -20)
                     .arg(u.purpose, -10)
                     .arg(u.used)
                     .arg(u.usable)
              << '\n';
    printWarnings(findings);
    return findings.empty() ? Ok : Problems;
}

int cmdTrace(QCommandLineParser &p)
{
    QStringList pos;
    if (!positionals(p, 2, Tr::tr("Usage: railyard-cli trace --db FILE DEVICE PORT"), &pos))
        return Usage;
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const Design &d = doc->design();
    const Device *dev = d.deviceByName(pos[0]);
    if (!dev)
        throw Error(Tr::tr("No device named \"%1\".").arg(pos[0]), {}, QStringLiteral("device"));
    Id portId = 0;
    for (const Port *x : d.portsOf(dev->id))
        if (x->name == pos[1])
            portId = x->id;
    if (!portId)
        throw Error(Tr::tr("%1 has no port \"%2\".").arg(pos[0], pos[1]), {},
                    QStringLiteral("port"));
    const plans::Connectivity c(d);
    if (c.breakoutAtCage(portId)) {
        // A breakout cable's cage: one line per leg, free legs included.
        const plans::BreakoutTrace bt = plans::traceBreakout(c, portId);
        out() << Tr::tr("%1:%2 is the cage of breakout %3 (%4, 1x%5):")
                     .arg(pos[0], pos[1], bt.breakout->label, toString(bt.breakout->medium))
                     .arg(bt.breakout->lanes)
              << '\n';
        bool complete = true;
        for (const plans::BreakoutTrace::Leg &leg : bt.legs) {
            const QString lanePort = leg.lanePort ? c.portName(leg.lanePort) : QStringLiteral("?");
            if (!leg.cable) {
                out() << Tr::tr("  lane %1 (%2): free leg").arg(leg.lane).arg(lanePort) << '\n';
                continue;
            }
            const Id far = leg.trace.end();
            out() << Tr::tr("  lane %1 (%2)  --[%3]-->  %4:%5  %6")
                         .arg(leg.lane)
                         .arg(lanePort, leg.cable->label, c.deviceName(far), c.portName(far),
                              plans::toString(leg.trace.status))
                  << '\n';
            complete = complete && leg.trace.status == plans::Trace::Status::Complete;
        }
        return complete ? Ok : Problems;
    }
    const plans::Trace t = plans::trace(c, portId);
    for (std::size_t i = 0; i < t.ports.size(); ++i) {
        out() << QStringLiteral("%1:%2").arg(c.deviceName(t.ports[i]), c.portName(t.ports[i]));
        if (i + 1 < t.ports.size()) {
            // A cable joins port i and i+1 when i+1 is a cable's far end; else it is inside a
            // panel (front to rear).
            const Cable *k = c.cableAt(t.ports[i]);
            if (k && c.otherEnd(*k, t.ports[i]) == t.ports[i + 1])
                out() << QStringLiteral("  --[%1]-->  ").arg(k->label);
            else
                out() << QStringLiteral("  ~~  ");
        }
    }
    out() << '\n'
          << Tr::tr("%1; %2 cables, %3")
                 .arg(plans::toString(t.status))
                 .arg(t.cables.size())
                 .arg(formatTotal(t.length))
          << '\n';
    if (t.missingLengths)
        out() << Tr::tr("%n cable(s) on the path have no length.", nullptr, t.missingLengths)
              << '\n';
    return t.status == plans::Trace::Status::Complete ? Ok : Problems;
}

int cmdLabels(QCommandLineParser &p)
{
    const QString output = p.value(QStringLiteral("output"));
    if (output.isEmpty()) {
        err() << Tr::tr("Usage: railyard-cli labels --db FILE -o LABELS.pdf [--stock NAME] "
                        "[--template TEXT] [--qr] [--strict]")
              << '\n';
        return Usage;
    }
    const QString stockName = p.value(QStringLiteral("stock"));
    const render::LabelStock *stock = render::findLabelStock(stockName);
    if (!stock) {
        QStringList names;
        for (const render::LabelStock &s : render::labelStocks())
            names << s.name;
        err() << Tr::tr("Unknown label stock \"%1\"; available: %2.")
                     .arg(stockName, names.join(QStringLiteral(", ")))
              << '\n';
        return Usage;
    }
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const plans::Connectivity c(doc->design());
    const QString tpl = p.isSet(QStringLiteral("template")) ? p.value(QStringLiteral("template"))
                                                            : plans::defaultLabelTemplate();
    const auto labels = plans::cableLabels(plans::cablingPlan(c), tpl);
    QSaveFile f(output);
    if (!f.open(QIODevice::WriteOnly))
        throwWriteError(f, output);
    Diagnostics cutOff;
    const int pages =
        render::writeLabelSheets(labels, *stock, p.isSet(QStringLiteral("qr")), f, &cutOff);
    if (p.isSet(QStringLiteral("strict")))
        exporting::throwIfStrict(cutOff, 0, output); // the QSaveFile is discarded: no file
    if (f.error() != QFileDevice::NoError || !f.commit())
        throwWriteError(f, output);
    printWarnings(cutOff);
    out() << Tr::tr("Wrote %1 labels on %2 sheets of %3 to %4")
                 .arg(labels.size())
                 .arg(pages)
                 .arg(stock->name, output)
          << '\n';
    return Ok;
}

int cmdRackElevation(QCommandLineParser &p)
{
    const QString output = p.value(QStringLiteral("output"));
    if (output.isEmpty()) {
        err() << Tr::tr("Usage: railyard-cli rack-elevation --db FILE -o OUT.svg|OUT.pdf "
                        "[--rack NAME]...")
              << '\n';
        return Usage;
    }
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    Design d = doc->design();
    const QStringList wanted = p.values(QStringLiteral("rack"));
    if (!wanted.isEmpty()) {
        for (const QString &r : wanted)
            if (!d.rackByName(r))
                throw Error(Tr::tr("No rack named \"%1\".").arg(r), {}, QStringLiteral("rack"));
        d.racks.removeIf([&](const Rack &r) { return !wanted.contains(r.name); });
    }
    QSaveFile f(output);
    if (!f.open(QIODevice::WriteOnly))
        throwWriteError(f, output);
    if (output.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        render::writeRackElevationsSvg(d, f);
    else
        render::writeRackElevationsPdf(d, f);
    if (f.error() != QFileDevice::NoError || !f.commit())
        throwWriteError(f, output);
    out() << Tr::tr("Wrote %1").arg(output) << '\n';
    return Ok;
}

int cmdNetboxExport(QCommandLineParser &p)
{
    const QString dir = p.value(QStringLiteral("dir"));
    if (dir.isEmpty()) {
        err() << Tr::tr("Usage: railyard-cli netbox-export --db FILE --dir DIR [--strict]") << '\n';
        return Usage;
    }
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    exporting::Reporter reporter;
    int n = 0;
    std::vector<exporting::NetboxCsvExporter> tables;
    for (exporting::NetboxCsvExporter::Table t : exporting::netboxImportOrder())
        tables.emplace_back(t);
    std::vector<exporting::FolderExport> files;
    files.reserve(tables.size());
    for (const exporting::NetboxCsvExporter &e : tables)
        files.push_back(
            {&e,
             QStringLiteral("%1-%2.csv").arg(++n, 2, 10, QLatin1Char('0')).arg(e.format().mid(7))});
    // All or nothing: a failure (a full disk) leaves the folder's previous set as it was.
    exporting::ExportOptions o;
    o.strict = p.isSet(QStringLiteral("strict"));
    exporting::exportToFolder(files, doc->design(), dir, reporter, o);
    for (const exporting::FolderExport &f : files)
        out() << QDir(dir).filePath(f.name) << '\n';
    printWarnings(reporter.diagnostics());
    out() << Tr::tr("Import the files into NetBox in the order of their numbers.") << '\n';
    return Ok;
}

int cmdDnsExport(QCommandLineParser &p)
{
    const QString dir = p.value(QStringLiteral("dir"));
    bool serialOk = true;
    exporting::ExportOptions o;
    o.strict = p.isSet(QStringLiteral("strict"));
    o.nameServer = p.value(QStringLiteral("name-server"));
    o.nameServerAddress = p.value(QStringLiteral("name-server-address"));
    if (p.isSet(QStringLiteral("serial")))
        o.dnsSerial = p.value(QStringLiteral("serial")).toUInt(&serialOk);
    if (dir.isEmpty() || !serialOk) {
        err() << Tr::tr("Usage: railyard-cli dns-export --db FILE --dir DIR [--name-server FQDN] "
                        "[--name-server-address ADDRESS] [--serial N] [--strict]")
              << '\n';
        return Usage;
    }
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    exporting::Reporter reporter;
    const exporting::DnsExportSet set = exporting::dnsExportFiles(doc->design());
    exporting::exportToFolder(set.files, doc->design(), dir, reporter, o);
    for (const exporting::FolderExport &f : set.files)
        out() << QDir(dir).filePath(f.name) << '\n';
    printWarnings(reporter.diagnostics());
    return Ok;
}

} // namespace

std::vector<Command> planCommands()
{
    std::vector<Command> c;
    c.push_back({"ipam-allocate",
                 Tr::tr("Fill interfaces with IP addresses by the rules of a YAML file (one "
                        "undo step)."),
                 cmdIpamAllocate, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("rules"),
                                  Tr::tr("Allocation rules (docs/ip-allocation-rules.md)."),
                                  Tr::tr("RULES.yaml")});
                     p.addOption({QStringLiteral("dry-run"),
                                  Tr::tr("Say what would be added; write nothing.")});
                 }});
    c.push_back({"ipam-report",
                 Tr::tr("List every prefix with its used and usable addresses; warn about "
                        "overlaps and full prefixes."),
                 cmdIpamReport, [](QCommandLineParser &p) { p.addOption(dbOption()); }});
    c.push_back({"trace", Tr::tr("Follow a port through cables and patch panels to its far end."),
                 cmdTrace, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addPositionalArgument(QStringLiteral("DEVICE"), Tr::tr("Device name."));
                     p.addPositionalArgument(QStringLiteral("PORT"), Tr::tr("Port name."));
                 }});
    c.push_back({"labels", Tr::tr("Print cable labels (two per cable) on a label stock as PDF."),
                 cmdLabels, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                                  Tr::tr("PDF file to write."),
                                  Tr::tr("FILE")});
                     QStringList stocks;
                     for (const render::LabelStock &s : render::labelStocks())
                         stocks << s.description;
                     p.addOption({QStringLiteral("stock"),
                                  Tr::tr("Label stock: %1.").arg(stocks.join(QStringLiteral("; "))),
                                  Tr::tr("NAME"), render::labelStocks().front().name});
                     p.addOption({QStringLiteral("template"),
                                  Tr::tr("Label text with tokens %1; \\n breaks the line.")
                                      .arg(QStringLiteral("{") +
                                           plans::labelTokens().join(QStringLiteral("} {")) +
                                           QStringLiteral("}")),
                                  Tr::tr("TEXT")});
                     p.addOption({QStringLiteral("qr"), Tr::tr("Add a QR code of the cable id.")});
                     p.addOption({QStringLiteral("strict"),
                                  Tr::tr("Treat a label that does not fit the stock as an error: "
                                         "exit with status 3 and write no file.")});
                 }});
    c.push_back({"rack-elevation",
                 Tr::tr("Draw the front and rear of racks as SVG (one drawing) or PDF (a page "
                        "per rack)."),
                 cmdRackElevation, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                                  Tr::tr("Output file, .svg or .pdf."),
                                  Tr::tr("FILE")});
                     p.addOption({QStringLiteral("rack"), Tr::tr("Only this rack (repeatable)."),
                                  Tr::tr("NAME")});
                 }});
    c.push_back(
        {"netbox-export",
         Tr::tr("Write every NetBox bulk-import CSV file, numbered in import order."),
         cmdNetboxExport, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             p.addOption({QStringLiteral("dir"), Tr::tr("Folder to write into."), Tr::tr("DIR")});
             p.addOption({QStringLiteral("strict"),
                          Tr::tr("Treat every warning of the export as an error: exit with "
                                 "status 3 and write no output.")});
         }});
    c.push_back(
        {"dns-export",
         Tr::tr("Write the DNS forward zone, every reverse zone and a named.conf fragment."),
         cmdDnsExport, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             p.addOption({QStringLiteral("dir"), Tr::tr("Folder to write into."), Tr::tr("DIR")});
             p.addOption({QStringLiteral("name-server"),
                          Tr::tr("The zones' name server (default: the DNS names of the devices "
                                 "with role name-server)."),
                          Tr::tr("FQDN")});
             p.addOption({QStringLiteral("name-server-address"),
                          Tr::tr("Address of an in-zone name server the design has no address "
                                 "for."),
                          Tr::tr("ADDRESS")});
             p.addOption(
                 {QStringLiteral("serial"), Tr::tr("SOA serial (default 1)."), Tr::tr("N")});
             p.addOption({QStringLiteral("strict"),
                          Tr::tr("Treat every warning of the export as an error: exit with "
                                 "status 3 and write no output.")});
         }});
    return c;
}

} // namespace ry::cli
