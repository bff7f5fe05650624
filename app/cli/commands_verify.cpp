// railyard-cli commands for cable-map verification: verify (observed fabric against the plan,
// work lists, marking cables verified), as-built (a design from what the fabric reports),
// export-topo (the plan as an ibdiagnet topology file), export-ibsim (the plan as an ibsim net
// file) and progress (installed and verified cables per row and rack, day by day).

#include "cli.h"

#include "devicetypes/netboximporter.h"
#include "model/summary.h"
#include "model/validator.h"
#include "probe/cablingcollect.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/health.h"
#include "usecases/marks.h"
#include "usecases/recordids.h"
#include "usecases/session.h"
#include "usecases/verification.h"
#include "util/fileerror.h"
#include "verify/asbuilt.h"
#include "verify/buildprogress.h"
#include "verify/ibdiagnettopo.h"
#include "verify/ibsimnet.h"
#include "verify/rulesfile.h"
#include "verify/verifier.h"
#include "verify/verifystore.h"
#include "verify/worklist.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcess>

namespace ry::cli {

namespace {

/// The --ibnetdiscover, --lldp and --rules options as a verification request.
usecases::VerifyRequest observationRequest(QCommandLineParser &p)
{
    usecases::VerifyRequest r;
    r.ibnetdiscoverFiles = p.values(QStringLiteral("ibnetdiscover"));
    r.lldpPaths = p.values(QStringLiteral("lldp"));
    r.rulesFile = p.value(QStringLiteral("rules"));
    return r;
}

/// Reads every --ibnetdiscover and --lldp input into one set; false when none was given.
bool readObservations(QCommandLineParser &p, verify::ObservationSet &set)
{
    const usecases::VerifyRequest request = observationRequest(p);
    if (!request.hasInput())
        return false;
    Progress progress;
    set = usecases::readObservations(request, progress);
    return true;
}

void addObservationOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("ibnetdiscover"),
                 Tr::tr("ibnetdiscover topology output, or ibnetdiscover -p or iblinkinfo output "
                        "(the format is detected; repeat for several)."),
                 Tr::tr("FILE")});
    p.addOption({QStringLiteral("lldp"),
                 Tr::tr("lldpctl output (-f json, json0, keyvalue or xml, with lldpctl show "
                        "chassis in the same file to name the host): a file, or a folder of "
                        "*.json / *.json0 / *.keyvalue / *.xml / *.txt files, one per host or "
                        "switch (repeat for several)."),
                 Tr::tr("DIR")});
    p.addOption({QStringLiteral("rules"),
                 Tr::tr("Rules file: how node descriptions and port names map to the design."),
                 Tr::tr("rules.yaml")});
}

void printSummary(const verify::Verification &v)
{
    const verify::VerificationSummary &s = v.summary;
    out() << Tr::tr("Planned links: %1 (%2 not covered by the observations)")
                 .arg(s.plannedLinks)
                 .arg(s.notCovered)
          << '\n';
    out() << Tr::tr("Observed links: %1").arg(s.observedLinks);
    if (s.internalLinks)
        out() << ' ' << Tr::tr("(%1 more inside one system, skipped)").arg(s.internalLinks);
    out() << '\n';
    for (int k = 0; k < verify::CableFinding::kindCount; ++k)
        out() << QStringLiteral("  %1 %2")
                     .arg(toString(verify::CableFinding::Kind(k)) + QLatin1Char(':'), -15)
                     .arg(s.counts[std::size_t(k)])
              << '\n';
}

/// Where a work-list item's work is, for the terminal: "U40 leaf-1 P1.0 and P1.1".
QString workPlace(const verify::WorkListItem &i)
{
    QString place = i.at.device;
    if (!i.at.port.isEmpty())
        place += QLatin1Char(' ') + i.at.port;
    if (!i.at2.device.isEmpty())
        place += i.at2.deviceId == i.at.deviceId
                     ? Tr::tr(" and %1").arg(i.at2.port)
                     : Tr::tr(" and %1 %2").arg(i.at2.device, i.at2.port);
    if (i.at.position > 0)
        place = QStringLiteral("U%1 ").arg(i.at.position) + place;
    return place;
}

/// Verifies `observed` against the design of --db and prints the findings, the unreadable
/// files and the warnings; stores the run, writes the work lists and marks as the options of
/// addVerifyOutputOptions() say. Returns Ok when everything is correct and every file was read.
int verifyAndReport(QCommandLineParser &p, const usecases::VerifyRequest &request,
                    verify::ObservationSet observed)
{
    // Only these kinds in the listing and the work lists (the summary counts all).
    const std::vector<verify::CableFinding::Kind> kinds = verify::parseFindingKinds(
        p.values(QStringLiteral("kind")).join(QLatin1Char(',')), QStringLiteral("--kind"));
    const QString pdf = p.value(QStringLiteral("worklist-pdf"));
    auto session = usecases::openSession(requireDb(p));
    const Design &design = session->design();
    Progress progress;
    usecases::VerifyResult r =
        usecases::verifyObservations(design, std::move(observed), request, progress);
    const verify::Verification &v = r.verification;

    out() << Tr::tr("Verified %1 against %2").arg(r.source, QFileInfo(requireDb(p)).fileName())
          << '\n';
    printSummary(v);
    // The work list, by the rack where the work is; then what could not be verified.
    verify::WorkListOptions listOptions;
    listOptions.kinds = kinds;
    const verify::WorkList list = usecases::workListOf(design, r, listOptions);
    for (const verify::WorkListRack &rack : list.racks) {
        out() << (rack.rack.isEmpty() ? Tr::tr("Not racked or not in the design:")
                                      : Tr::tr("Rack %1:").arg(rack.rack))
              << '\n';
        for (const verify::WorkListItem &i : rack.items)
            out() << QStringLiteral("  [%1] %2: %3")
                         .arg(i.notSeenLinks ? QStringLiteral("not-seen") : toString(i.kind()),
                              workPlace(i), i.action)
                  << '\n'
                  << (i.otherEnd.isEmpty()
                          ? QString()
                          : QStringLiteral("      ") + Tr::tr("other end: %1").arg(i.otherEnd) +
                                QLatin1Char('\n'));
    }
    if (!list.unverifiable.empty()) {
        out() << Tr::tr("Could not be verified (%n), not in the work list:", nullptr,
                        int(list.unverifiable.size()))
              << '\n';
        for (const verify::WorkListItem &i : list.unverifiable)
            out() << QStringLiteral("  [%1] %2").arg(toString(i.kind()), i.finding.explanation)
                  << '\n';
    }
    // A file that could not be read is an error of the run (the rest was still verified), so
    // the exit status says that the check is not complete.
    bool unreadFiles = false;
    for (const Diagnostic &d : r.observed.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error) {
            unreadFiles = true;
            err() << Tr::tr("error: %1").arg(d.describe()) << '\n';
        } else if (d.severity != Diagnostic::Severity::Info) {
            err() << Tr::tr("warning: %1").arg(d.describe()) << '\n';
        }
    }
    printWarnings(v.diagnostics);

    // Keep the observations and the run beside the design.
    usecases::storeVerification(*session, r);

    if (const QString csv = p.value(QStringLiteral("worklist-csv")); !csv.isEmpty()) {
        verify::writeWorkListCsvFile(list, csv);
        err() << Tr::tr("Wrote %1").arg(csv) << '\n';
    }
    if (!pdf.isEmpty()) {
        verify::writeWorkListPdf(list, pdf);
        err() << Tr::tr("Wrote %1").arg(pdf) << '\n';
    }
    if (p.isSet(QStringLiteral("mark-verified"))) {
        const auto marks = usecases::recordMarks(*session, usecases::markCorrectVerified(r));
        out() << Tr::tr("Marked %n cable(s) verified.", nullptr, int(marks.size())) << '\n';
    }
    return v.allCorrect() && !unreadFiles ? Ok : Problems;
}

int cmdVerify(QCommandLineParser &p)
{
    usecases::VerifyRequest request = observationRequest(p);
    request.allPlanned = p.isSet(QStringLiteral("all-planned"));
    verify::ObservationSet observed;
    if (!readObservations(p, observed)) {
        err() << Tr::tr("Give what the fabric reported: --ibnetdiscover FILE and/or --lldp DIR.")
              << '\n';
        return Usage;
    }
    return verifyAndReport(p, request, std::move(observed));
}

void addVerifyOutputOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("worklist-csv"), Tr::tr("Write the technician's work list as CSV."),
                 Tr::tr("OUT")});
    p.addOption({QStringLiteral("worklist-pdf"),
                 Tr::tr("Write the technician's work list as PDF, a section per rack."),
                 Tr::tr("OUT")});
    p.addOption({QStringLiteral("kind"),
                 Tr::tr("List and write only findings of these kinds, comma-separated "
                        "(missing, not-seen, unexpected, swapped, wrong-port, wrong-device, "
                        "degraded, unknown-device, unverifiable); repeat for several."),
                 Tr::tr("KINDS")});
    p.addOption({QStringLiteral("mark-verified"),
                 Tr::tr("Set the status of every cable seen as planned to verified.")});
    p.addOption({QStringLiteral("all-planned"),
                 Tr::tr("Report planned links of devices nobody reported as missing too.")});
}

/// Splits a command given as one option value into words (QProcess::splitCommand: blanks
/// separate, double quotes group); no shell is involved.
QStringList commandWords(QCommandLineParser &p, const QString &option, const QStringList &def)
{
    if (!p.isSet(option))
        return def;
    QStringList w = QProcess::splitCommand(p.value(option));
    if (w.isEmpty())
        throw Error(Tr::tr("--%1 is empty.").arg(option), {}, option);
    return w;
}

int cmdVerifyLive(QCommandLineParser &p)
{
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    Diagnostics notes;
    std::vector<probe::CollectTarget> targets = probe::collectionTargets(doc->design(), &notes);
    doc.reset();
    const bool lldp = !p.isSet(QStringLiteral("no-lldp"));
    const bool ib = !p.isSet(QStringLiteral("no-ibnetdiscover"));
    std::erase_if(targets, [&](const probe::CollectTarget &t) {
        return t.kind == probe::CollectKind::Lldp ? !lldp : !ib;
    });
    if (const QStringList only = p.values(QStringLiteral("node")); !only.isEmpty())
        std::erase_if(targets,
                      [&](const probe::CollectTarget &t) { return !only.contains(t.node); });
    printWarnings(notes);
    if (targets.empty()) {
        err() << Tr::tr("The design has no host or switch to collect from (no cabled Ethernet "
                        "or InfiniBand plane).")
              << '\n';
        return Usage;
    }
    probe::CollectOptions o;
    const QString launcher = p.value(QStringLiteral("launcher"));
    if (launcher == QLatin1String("ssh"))
        o.launcher = probe::ExecutorOptions::Launcher::Ssh;
    else if (launcher == QLatin1String("srun"))
        o.launcher = probe::ExecutorOptions::Launcher::Srun;
    else if (launcher == QLatin1String("mpirun"))
        o.launcher = probe::ExecutorOptions::Launcher::Mpirun;
    else if (launcher == QLatin1String("local"))
        o.launcher = probe::ExecutorOptions::Launcher::Local;
    else
        throw Error(Tr::tr("--launcher must be ssh, srun, mpirun or local."), {},
                    QStringLiteral("launcher"));
    o.ssh.user = p.value(QStringLiteral("ssh-user"));
    o.ssh.port = p.value(QStringLiteral("ssh-port")).toInt();
    o.ssh.configFile = p.value(QStringLiteral("ssh-config"));
    o.ssh.identityFile = p.value(QStringLiteral("ssh-identity"));
    o.ssh.extraOptions = p.values(QStringLiteral("ssh-option"));
    o.mpirun.allowRunAsRoot = p.isSet(QStringLiteral("allow-run-as-root"));
    bool ok = false;
    const double timeoutS = p.value(QStringLiteral("timeout")).toDouble(&ok);
    if (!ok || timeoutS <= 0 || timeoutS > 3600)
        throw Error(Tr::tr("--timeout must be between 0 and 3600 seconds."), {},
                    QStringLiteral("timeout"));
    o.timeoutMs = int(timeoutS * 1000);
    o.ssh.connectTimeoutS = qMax(1, int(timeoutS / 2));
    o.lldpChassisCommand =
        commandWords(p, QStringLiteral("lldp-chassis-command"), o.lldpChassisCommand);
    o.lldpNeighboursCommand =
        commandWords(p, QStringLiteral("lldp-command"), o.lldpNeighboursCommand);
    o.ibnetdiscoverCommand =
        commandWords(p, QStringLiteral("ibnetdiscover-command"), o.ibnetdiscoverCommand);
    probe::CablingCollector collector(std::move(targets), o);
    if (p.isSet(QStringLiteral("dry-run"))) {
        for (int i = 0; i < int(collector.files().size()); ++i) {
            try {
                for (const probe::LaunchSpec &s : collector.launchSpecs(i)) {
                    out() << probe::shellQuote(s.program);
                    for (const QString &w : s.arguments)
                        out() << ' ' << probe::shellQuote(w);
                    out() << '\n';
                }
            } catch (const Error &e) {
                err() << Tr::tr("%1: %2").arg(collector.files()[std::size_t(i)].target.node,
                                              e.message())
                      << '\n';
            }
        }
        return Ok;
    }
    const QString dir = p.value(QStringLiteral("output"));
    if (dir.isEmpty())
        throw Error(Tr::tr("Give the folder to keep the collected files in: --output DIR."), {},
                    QStringLiteral("output"));
    QObject::connect(&collector, &probe::CablingCollector::fileCollected, [&](int i) {
        const probe::CollectedFile &f = collector.files()[std::size_t(i)];
        if (f.ok)
            err() << Tr::tr("collected %1 (%2 bytes)").arg(f.fileName).arg(f.bytes.size()) << '\n';
        else
            err() << Tr::tr("%1: not collected: %2").arg(f.target.node, f.reason) << '\n';
        err().flush();
    });
    QEventLoop loop;
    QObject::connect(&collector, &probe::CablingCollector::finished, &loop, &QEventLoop::quit);
    collector.start();
    loop.exec();
    const QStringList written = collector.writeFiles(dir);
    usecases::VerifyRequest request;
    request.rulesFile = p.value(QStringLiteral("rules"));
    request.allPlanned = p.isSet(QStringLiteral("all-planned"));
    for (const probe::CollectedFile &f : collector.files())
        if (f.ok && f.target.kind == probe::CollectKind::Ibnetdiscover)
            request.ibnetdiscoverFiles << QDir(dir).filePath(f.fileName);
    if (std::any_of(collector.files().begin(), collector.files().end(),
                    [](const probe::CollectedFile &f) {
                        return f.ok && f.target.kind == probe::CollectKind::Lldp;
                    }))
        request.lldpPaths << QDir(dir).filePath(QStringLiteral("lldp"));
    const int failed = collector.failedCount();
    err() << Tr::tr("Collected %1 of %2 file(s) into %3; %4 node(s) failed.")
                 .arg(written.size())
                 .arg(collector.files().size())
                 .arg(QDir::toNativeSeparators(dir))
                 .arg(failed)
          << '\n';
    if (!request.hasInput()) {
        err() << Tr::tr("Nothing was collected; nothing to verify.") << '\n';
        return Problems;
    }
    Progress progress;
    verify::ObservationSet observed = usecases::readObservations(request, progress);
    const int rc = verifyAndReport(p, request, std::move(observed));
    return failed > 0 ? Problems : rc;
}

int cmdAsBuilt(QCommandLineParser &p)
{
    verify::ObservationSet observed;
    if (!readObservations(p, observed)) {
        err() << Tr::tr("Give what the fabric reported: --ibnetdiscover FILE and/or --lldp DIR.")
              << '\n';
        return Usage;
    }
    const QString dbPath = requireDb(p);
    // A design built without one host's or switch's report would silently lack its cables.
    store::throwIfErrors(observed.diagnostics,
                         Tr::tr("Some of the fabric's files could not be read; nothing was "
                                "written:"));
    Design library;
    verify::AsBuiltOptions options;
    if (const QString rules = p.value(QStringLiteral("rules")); !rules.isEmpty())
        options.rules = verify::readVerifyRules(rules, library).rules;
    options.designName = p.value(QStringLiteral("name"));
    options.sanitizeNames = p.isSet(QStringLiteral("sanitize-names"));
    Diagnostics typeFailures;
    if (const QString types = p.value(QStringLiteral("device-types")); !types.isEmpty()) {
        const devicetypes::DeviceTypeImportSummary s = devicetypes::importNetboxDirectory(types);
        for (const DeviceType &t : s.deviceTypes)
            library.deviceTypes.add(t);
        typeFailures = s.failures;
    }
    std::unique_ptr<store::Document> doc;
    if (QFileInfo::exists(dbPath)) {
        doc = store::Document::open(dbPath);
        if (!doc->design().devices.empty() && !p.isSet(QStringLiteral("replace"))) {
            err() << Tr::tr("%1 already holds a design (%2 devices); pass --replace to replace "
                            "it.")
                         .arg(dbPath)
                         .arg(doc->design().devices.size())
                  << '\n';
            return Usage;
        }
        for (const DeviceType &t : doc->design().deviceTypes)
            if (!library.deviceTypeBySlug(t.slug))
                library.deviceTypes.add(t);
    }
    verify::AsBuiltResult r = verify::buildAsBuilt(observed, library, options);
    // Names the fabric reported that cannot be device names, with the file and line.
    Diagnostics badNames;
    std::copy_if(r.diagnostics.begin(), r.diagnostics.end(), std::back_inserter(badNames),
                 [](const Diagnostic &d) {
                     return d.severity == Diagnostic::Severity::Error &&
                            d.field == QLatin1String("device.name");
                 });
    store::throwIfErrors(badNames, Tr::tr("The fabric reported names that cannot be device names; "
                                          "nothing was written:"));
    store::throwIfErrors(Validator(r.design).validateAll(),
                         Tr::tr("The as-built design has errors; nothing was written:"));
    if (!doc)
        doc = store::Document::create(dbPath);
    QStringList files;
    for (const QString &f : observed.sourceFiles)
        files << QFileInfo(f).fileName();
    const Diagnostics diags =
        doc->replaceAll(std::move(r.design), QStringLiteral("as-built"),
                        Tr::tr("As-built import from %1").arg(files.join(QLatin1String(", "))));
    if (auto store = verify::VerifyStore::of(*doc))
        store->saveObservationSet(observed);
    for (const Diagnostic &d : typeFailures)
        err() << Tr::tr("error: %1").arg(d.describe()) << '\n';
    printWarnings(r.diagnostics);
    printWarnings(diags);
    out() << Tr::tr("Built %1 from %2: %3 device types synthesised, %4 from the library; %5 "
                    "links inside one system skipped")
                 .arg(dbPath, files.join(QLatin1String(", ")))
                 .arg(r.synthesisedTypes)
                 .arg(r.libraryTypes)
                 .arg(r.internalLinks)
          << '\n';
    out() << formatSummary(summarize(doc->design())) << '\n';
    return Ok;
}

/// The ids of the --plane options (repeatable); throws ry::Error naming an unknown plane.
std::vector<Id> planeIdsOf(QCommandLineParser &p, const Design &design)
{
    std::vector<Id> ids;
    for (const QString &name : p.values(QStringLiteral("plane"))) {
        const Plane *pl = design.planeByName(name);
        if (!pl)
            throw Error(Tr::tr("The design has no plane \"%1\".").arg(name), {},
                        QStringLiteral("plane"));
        ids.push_back(pl->id);
    }
    return ids;
}

int cmdExportIbsim(QCommandLineParser &p)
{
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const Design &design = doc->design();
    verify::IbsimNetOptions options;
    options.planeIds = planeIdsOf(p, design);
    Diagnostics diags;
    const QByteArray text = verify::writeIbsimNet(design, options, &diags);
    const QString output = p.value(QStringLiteral("output"));
    if (output.isEmpty() || output == QLatin1String("-")) {
        out() << QString::fromUtf8(text);
    } else {
        saveFile(output, text);
        err() << Tr::tr("Wrote %1").arg(output) << '\n';
        err() << Tr::tr("Start it with: ibsim -s %1 (add -N 8192 -S 512 -P 32768 for more than "
                        "2,048 nodes), then: ibsim-run ibnetdiscover")
                     .arg(output)
              << '\n';
    }
    printWarnings(diags);
    return Ok;
}

int cmdExportTopo(QCommandLineParser &p)
{
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    const Design &design = doc->design();
    verify::TopoOptions options;
    options.planeIds = planeIdsOf(p, design);
    Diagnostics diags;
    const QByteArray text = verify::writeIbdiagnetTopology(design, options, &diags);
    const std::vector<verify::IbnlSystem> systems =
        verify::writeIbnlSystems(design, options, &diags);
    const QString output = p.value(QStringLiteral("output"));
    if (output.isEmpty() || output == QLatin1String("-")) {
        out() << QString::fromUtf8(text);
        diags.push_back({Diagnostic::Severity::Warning,
                         Tr::tr("ibdm needs the IBNL system definitions of the topology's "
                                "types; give -o FILE to write them beside it"),
                         {},
                         {},
                         {}});
    } else {
        auto write = [](const QString &path, const QByteArray &bytes) {
            saveFile(path, bytes);
            err() << Tr::tr("Wrote %1").arg(path) << '\n';
        };
        write(output, text);
        // The IBNL files beside the topology: IBDM reads the folders of IBDM_IBNL_PATH.
        const QDir dir = QFileInfo(output).absoluteDir();
        for (const verify::IbnlSystem &sys : systems)
            write(dir.filePath(sys.fileName), sys.text);
        if (!systems.empty())
            err() << Tr::tr("Run ibdm with IBDM_IBNL_PATH=%1 (ibdmchk -t %2 -n SYSTEM/U1 -p 1).")
                         .arg(QDir::toNativeSeparators(dir.absolutePath()), output)
                  << '\n';
    }
    printWarnings(diags);
    return Ok;
}

QString countsText(const verify::BuildCounts &c)
{
    return QStringLiteral("%1 %2 %3 %4 %5 %6")
        .arg(c.cables, 7)
        .arg(c.installed, 9)
        .arg(QStringLiteral("%1%").arg(c.installedPercent(), 0, 'f', 1), 7)
        .arg(c.verified, 9)
        .arg(QStringLiteral("%1%").arg(c.verifiedPercent(), 0, 'f', 1), 7)
        .arg(c.faulty, 7);
}

int cmdProgress(QCommandLineParser &p)
{
    QDate today = QDateTime::currentDateTimeUtc().date();
    if (const QString d = p.value(QStringLiteral("today")); !d.isEmpty()) {
        today = QDate::fromString(d, Qt::ISODate);
        if (!today.isValid()) {
            err() << Tr::tr("--today: \"%1\" is not a date (YYYY-MM-DD).").arg(d) << '\n';
            return Usage;
        }
    }
    auto session = usecases::openSession(requireDb(p));
    const verify::BuildProgress bp = usecases::buildProgress(*session, today);
    const verify::BuildCounts &t = bp.total.now;
    // One multi-argument arg(): a design name holding "%3" is not substituted again.
    out() << Tr::tr("Build progress of %1 on %2: %n cable(s), %3 installed (%4%), %5 verified "
                    "(%6%), %7 faulty",
                    nullptr, t.cables)
                 .arg(session->design().name, today.toString(Qt::ISODate),
                      QString::number(t.installed), QString::number(t.installedPercent(), 'f', 1),
                      QString::number(t.verified), QString::number(t.verifiedPercent(), 'f', 1),
                      QString::number(t.faulty))
          << '\n';
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                 .arg(Tr::tr("Row / rack"), -24)
                 .arg(Tr::tr("Cables"), 7)
                 .arg(Tr::tr("Installed"), 9)
                 .arg(QString(), 7)
                 .arg(Tr::tr("Verified"), 9)
                 .arg(QString(), 7)
                 .arg(Tr::tr("Faulty"), 7);
    const bool racks = !p.isSet(QStringLiteral("rows-only"));
    for (const verify::BuildScope &row : bp.rows) {
        out() << row.name.leftJustified(24) << ' ' << countsText(row.now) << '\n';
        if (!racks)
            continue;
        for (const verify::BuildScope &rack : bp.racks)
            if (rack.row == row.name && rack.now.cables > 0)
                out() << "  " << rack.name.leftJustified(22) << ' ' << countsText(rack.now) << '\n';
    }
    if (bp.days.size() > 1) {
        out() << Tr::tr("By day (whole design, at the end of each day, UTC):") << '\n';
        for (std::size_t d = 0; d < bp.days.size(); ++d) {
            const verify::BuildCounts &c = bp.total.history[d];
            out() << "  " << bp.days[d].toString(Qt::ISODate).leftJustified(22) << ' '
                  << countsText(c) << '\n';
        }
    }
    if (bp.changedSinceMark > 0)
        out() << Tr::tr("%n cable(s) changed status by hand since their last mark; they count "
                        "with their present status on the last day only.",
                        nullptr, bp.changedSinceMark)
              << '\n';
    for (const auto &[option, bytes] :
         {std::pair{QStringLiteral("csv"), verify::buildProgressCsv(bp)},
          std::pair{QStringLiteral("history-csv"), verify::buildHistoryCsv(bp)}})
        if (const QString path = p.value(option); !path.isEmpty()) {
            saveFile(path, bytes);
            err() << Tr::tr("Wrote %1").arg(path) << '\n';
        }
    return Ok;
}

int cmdRecordIds(QCommandLineParser &p)
{
    usecases::RecordIdsRequest request;
    request.ibnetdiscoverFiles = p.values(QStringLiteral("ibnetdiscover"));
    request.lldpPaths = p.values(QStringLiteral("lldp"));
    request.inventoryFiles = p.values(QStringLiteral("inventory"));
    request.rulesFile = p.value(QStringLiteral("rules"));
    request.dryRun = p.isSet(QStringLiteral("dry-run"));
    if (!request.hasInput()) {
        err() << Tr::tr("Give what the fabric reported: --ibnetdiscover FILE, --lldp DIR or "
                        "--inventory FILE.")
              << '\n';
        return Usage;
    }
    auto session = usecases::openSession(requireDb(p));
    Progress progress;
    const usecases::RecordIdsResult r = usecases::recordIds(*session, request, progress);
    const verify::IdRecording &rec = r.recording;
    for (const verify::IdChange &c : rec.report)
        if (c.kind != verify::IdChange::Kind::Unchanged)
            out() << QStringLiteral("[%1] ").arg(toString(c.kind)) << c.describe() << '\n';
    for (const Diagnostic &d : rec.unmatched)
        err() << Tr::tr("not placed: %1").arg(d.describe()) << '\n';
    printWarnings(r.diagnostics);
    out() << Tr::tr("%1 added, %2 changed, %3 unchanged, %4 conflicts (not recorded)")
                 .arg(rec.count(verify::IdChange::Kind::Added))
                 .arg(rec.count(verify::IdChange::Kind::Changed))
                 .arg(rec.count(verify::IdChange::Kind::Unchanged))
                 .arg(rec.count(verify::IdChange::Kind::Conflict))
          << '\n';
    if (request.dryRun)
        out() << Tr::tr("Dry run: nothing was written.") << '\n';
    else if (r.written)
        out() << Tr::tr("Recorded in %1 (one undo step).").arg(requireDb(p)) << '\n';
    return rec.count(verify::IdChange::Kind::Conflict) ? Problems : Ok;
}

int cmdVerifyHealth(QCommandLineParser &p)
{
    usecases::HealthRequest request;
    request.counterFiles = p.values(QStringLiteral("counters"));
    request.ethtoolDirs = p.values(QStringLiteral("ethtool"));
    request.ibnetdiscoverFiles = p.values(QStringLiteral("ibnetdiscover"));
    request.rulesFile = p.value(QStringLiteral("rules"));
    if (!request.hasInput()) {
        err() << Tr::tr("Give what the fabric reported: --counters FILE and/or --ethtool DIR.")
              << '\n';
        return Usage;
    }
    auto doc = store::Document::open(requireDb(p), store::SqliteStore::Access::ReadOnly);
    Progress progress;
    const verify::HealthCheck c = usecases::checkHealth(doc->design(), request, progress);
    out() << Tr::tr("Ports checked: %1; unhealthy: %2").arg(c.portsChecked).arg(c.findings.size())
          << '\n';
    QString lastRack = QStringLiteral("\x01");
    for (const verify::HealthFinding &f : c.findings) {
        if (f.rack != lastRack) {
            out() << (f.rack.isEmpty() ? Tr::tr("Not racked or not in the design:")
                                       : Tr::tr("Rack %1:").arg(f.rack))
                  << '\n';
            lastRack = f.rack;
        }
        out() << QStringLiteral("  [%1] %2").arg(toString(f.kind), f.explanation) << '\n';
    }
    bool unread = false;
    for (const Diagnostic &d : c.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error) {
            unread = true;
            err() << Tr::tr("error: %1").arg(d.describe()) << '\n';
        } else {
            err() << Tr::tr("warning: %1").arg(d.describe()) << '\n';
        }
    }
    return c.findings.empty() && !unread ? Ok : Problems;
}

} // namespace

std::vector<Command> verifyCommands()
{
    std::vector<Command> c;
    c.push_back(
        {"verify",
         Tr::tr("Compare what the fabric reports (ibnetdiscover, LLDP) with the planned cabling; "
                "exit 1 when anything is wrong."),
         cmdVerify, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             addObservationOptions(p);
             addVerifyOutputOptions(p);
         }});
    c.push_back(
        {"verify-live",
         Tr::tr("Collect lldpctl JSON from every host and switch and ibnetdiscover from one host "
                "per InfiniBand plane (ssh, srun, mpirun or local), keep the files in a folder "
                "and verify them against the planned cabling; exit 1 when anything is wrong or "
                "a node could not be read."),
         cmdVerifyLive, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          Tr::tr("Folder for the collected files (lldp/<node>.json, "
                                 "ibnetdiscover/<plane>-<node>.txt), to re-verify offline."),
                          Tr::tr("DIR")});
             p.addOption({QStringLiteral("launcher"), Tr::tr("ssh, srun, mpirun or local."),
                          Tr::tr("NAME"), QStringLiteral("ssh")});
             p.addOption({QStringLiteral("node"),
                          Tr::tr("Collect from this node only (repeat for several)."),
                          Tr::tr("NAME")});
             p.addOption({QStringLiteral("no-lldp"), Tr::tr("Do not collect LLDP.")});
             p.addOption(
                 {QStringLiteral("no-ibnetdiscover"), Tr::tr("Do not collect ibnetdiscover.")});
             p.addOption({QStringLiteral("timeout"),
                          Tr::tr("Seconds each command on a node may take."), Tr::tr("S"),
                          QStringLiteral("60")});
             p.addOption({QStringLiteral("ssh-user"), Tr::tr("ssh login name."), Tr::tr("USER")});
             p.addOption({QStringLiteral("ssh-port"), Tr::tr("ssh port."), Tr::tr("PORT")});
             p.addOption({QStringLiteral("ssh-config"), Tr::tr("ssh configuration file (-F)."),
                          Tr::tr("FILE")});
             p.addOption({QStringLiteral("ssh-identity"), Tr::tr("ssh identity file (-i)."),
                          Tr::tr("FILE")});
             p.addOption({QStringLiteral("ssh-option"),
                          Tr::tr("More ssh -o Key=Value options (repeat for several)."),
                          Tr::tr("KEY=VALUE")});
             p.addOption({QStringLiteral("allow-run-as-root"),
                          Tr::tr("Pass --allow-run-as-root to mpirun.")});
             p.addOption({QStringLiteral("lldp-command"),
                          Tr::tr("Command printing the LLDP neighbours as JSON on a node; {node} "
                                 "is replaced by the node's name."),
                          Tr::tr("CMD"), QStringLiteral("lldpcli -f json show neighbors")});
             p.addOption({QStringLiteral("lldp-chassis-command"),
                          Tr::tr("Command printing the node's own LLDP chassis as JSON."),
                          Tr::tr("CMD"), QStringLiteral("lldpcli -f json show chassis")});
             p.addOption({QStringLiteral("ibnetdiscover-command"),
                          Tr::tr("Command printing the InfiniBand topology (-C DEVICE is added "
                                 "when the plan knows the port's RDMA device)."),
                          Tr::tr("CMD"), QStringLiteral("ibnetdiscover")});
             p.addOption({QStringLiteral("rules"),
                          Tr::tr("Rules file: how node descriptions and port names map to the "
                                 "design."),
                          Tr::tr("rules.yaml")});
             p.addOption({QStringLiteral("dry-run"),
                          Tr::tr("Print the commands that would run; run nothing.")});
             addVerifyOutputOptions(p);
         }});
    c.push_back(
        {"as-built",
         Tr::tr("Build a design's devices, ports and cables from what the fabric "
                "reports (an existing cluster without a plan)."),
         cmdAsBuilt, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             addObservationOptions(p);
             p.addOption({QStringLiteral("device-types"),
                          Tr::tr("NetBox device-type library to take switch types from."),
                          Tr::tr("DIR")});
             p.addOption({QStringLiteral("name"), Tr::tr("Name of the design."), Tr::tr("NAME")});
             p.addOption({QStringLiteral("sanitize-names"),
                          Tr::tr("Change reported names that cannot be device names (RFC 1123) "
                                 "instead of refusing them; every change is listed.")});
             p.addOption({QStringLiteral("replace"),
                          Tr::tr("Replace the design the database already holds.")});
         }});
    c.push_back({"export-ibsim",
                 Tr::tr("Write the planned InfiniBand fabric as an ibsim net file, to rehearse "
                        "the fabric tools (ibnetdiscover, iblinkinfo) and verify against it."),
                 cmdExportIbsim, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("plane"),
                                  Tr::tr("Only cables in this plane (repeat for several)."),
                                  Tr::tr("NAME")});
                     p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                                  Tr::tr("Output file (default: standard output)."),
                                  Tr::tr("FILE")});
                 }});
    c.push_back(
        {"record-ids",
         Tr::tr("Write the port GUIDs and MACs and the device GUIDs and chassis MACs that the "
                "fabric reports into the plan, matched by name, port and position; exit 1 when "
                "a value was refused because it is on another port or device."),
         cmdRecordIds, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             addObservationOptions(p);
             p.addOption({QStringLiteral("inventory"),
                          Tr::tr("railyard-probe inventory output, JSON Lines (repeat for "
                                 "several)."),
                          Tr::tr("FILE")});
             p.addOption(
                 {QStringLiteral("dry-run"), Tr::tr("Report what would change; write nothing.")});
         }});
    c.push_back(
        {"verify-health",
         Tr::tr("Check link health: port error counters (ibqueryerrors, perfquery, ethtool -S) "
                "and optics (ethtool -m) against the rules' thresholds, on the planned ports and "
                "cables; exit 1 when a port is unhealthy."),
         cmdVerifyHealth, [](QCommandLineParser &p) {
             p.addOption(dbOption());
             p.addOption({QStringLiteral("counters"),
                          Tr::tr("ibqueryerrors or perfquery output (repeat for several)."),
                          Tr::tr("FILE")});
             p.addOption({QStringLiteral("ethtool"),
                          Tr::tr("Folder with one folder per host holding <interface>.S.txt "
                                 "(ethtool -S) and <interface>.m.txt (ethtool -m) files."),
                          Tr::tr("DIR")});
             p.addOption({QStringLiteral("ibnetdiscover"),
                          Tr::tr("ibnetdiscover output of the subnet, to place perfquery's LIDs "
                                 "(repeat for several)."),
                          Tr::tr("FILE")});
             p.addOption({QStringLiteral("rules"),
                          Tr::tr("Rules file: name mapping and the health thresholds."),
                          Tr::tr("rules.yaml")});
         }});
    c.push_back({"export-topo",
                 Tr::tr("Write the planned InfiniBand fabric as an ibdiagnet topology file, "
                        "with an IBNL system definition per device type beside it."),
                 cmdExportTopo, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("plane"),
                                  Tr::tr("Only cables in this plane (repeat for several)."),
                                  Tr::tr("NAME")});
                     p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                                  Tr::tr("Output file (default: standard output)."),
                                  Tr::tr("FILE")});
                 }});
    c.push_back({"progress",
                 Tr::tr("Show the build progress: planned, installed and verified cables per "
                        "row and rack, and day by day from the technicians' marks."),
                 cmdProgress, [](QCommandLineParser &p) {
                     p.addOption(dbOption());
                     p.addOption({QStringLiteral("csv"),
                                  Tr::tr("Write the table (total, rows, racks) as CSV."),
                                  Tr::tr("OUT")});
                     p.addOption({QStringLiteral("history-csv"),
                                  Tr::tr("Write the counts per day (total and rows) as CSV."),
                                  Tr::tr("OUT")});
                     p.addOption({QStringLiteral("rows-only"),
                                  Tr::tr("Print rows only, not their racks.")});
                     p.addOption({QStringLiteral("today"),
                                  Tr::tr("The last day of the history (default: today, UTC)."),
                                  Tr::tr("YYYY-MM-DD")});
                 }});
    return c;
}

} // namespace ry::cli
