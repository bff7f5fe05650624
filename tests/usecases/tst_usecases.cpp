// The use-case layer on real files: the bundled examples (resources/examples) and the samples
// of tests/data. Both front ends call these functions (tests/app/tst_frontends.cpp shows that
// they get the same database).

#include "io/designyaml.h"
#include "model/summary.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/export.h"
#include "usecases/generate.h"
#include "usecases/marks.h"
#include "usecases/opendesign.h"
#include "usecases/resultsimport.h"
#include "usecases/search.h"
#include "usecases/session.h"
#include "usecases/verification.h"
#include "verifytestdesign.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace ry;

namespace {

const QString kKakao = QStringLiteral(RESOURCES_DIR "/examples/kakao-b200-255.yaml");
const QString kSmall = QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml");

std::size_t countRole(const Design &d, const char *role)
{
    std::size_t n = 0;
    for (const Device &x : d.devices)
        n += x.role == QLatin1String(role);
    return n;
}

QString copyTo(const QTemporaryDir &dir, const QString &file)
{
    const QString to = dir.filePath(QFileInfo(file).fileName());
    EXPECT_TRUE(QFile::copy(file, to));
    return to;
}

} // namespace

// The 255-node example (resources/examples/kakao-b200-255.yaml, its own comment): 8 SU of 32
// nodes, 64 rail leaves, 32 spines, node-leaf cables 255 x 8 = 2040, leaf-spine 64 x 32 = 2048.
TEST(GenerateUseCase, KakaoSpecFileGivesTheDocumentedCounts)
{
    const usecases::GenerateRequest req = usecases::specFileRequest(kKakao);
    EXPECT_EQ(req.name, QStringLiteral("Kakao B200 cluster (255 nodes)"));
    EXPECT_FALSE(req.ownTypes.empty()); // the QM9700 with its full port list
    Progress progress;
    const usecases::GenerateResult r = usecases::generateDesign(req, progress);
    EXPECT_EQ(countRole(r.design, "gpu-node"), 255u);
    EXPECT_EQ(countRole(r.design, "leaf"), 64u);
    EXPECT_EQ(countRole(r.design, "spine"), 32u);
    EXPECT_EQ(r.design.cables.size(), std::size_t(2040 + 2048));
    EXPECT_EQ(r.design.name, req.name);
    ASSERT_FALSE(r.report.planes.empty());
    EXPECT_EQ(r.report.planes.front().nodeLeafCables, 2040);
}

namespace {

/// A spec file of `nodes` 8-NIC nodes (its own node type, NICs at `gbps` of `nicType`) on a
/// rail-optimized plane of the bundled `leafType`, written into `dir`.
QString bundledSwitchSpec(const QTemporaryDir &dir, int nodes, const char *tech,
                          const char *nicType, int gbps, const char *leafType)
{
    QString text =
        QStringLiteral("railyard: 1\ndevice_types:\n  - slug: node\n    manufacturer: "
                       "Test\n    model: Node\n    u_height: 4\n    gpu_count: 8\n    ports:\n");
    for (int i = 0; i < 8; ++i)
        text += QStringLiteral("      - {name: ib%1, type: %2, speed_gbps: %3}\n")
                    .arg(i)
                    .arg(QLatin1String(nicType))
                    .arg(gbps);
    text += QStringLiteral("fabric:\n  name: t\n  groups:\n    - {name: g, node-type: node, "
                           "count: %1}\n  compute-planes:\n    - {technology: %2, leaf-type: "
                           "%3}\n")
                .arg(nodes)
                .arg(QLatin1String(tech), QLatin1String(leafType));
    const QString path = dir.filePath(QStringLiteral("spec.yaml"));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
    return path;
}

/// Cable ends of `d` on management-only ports of switches, as "device:port".
QStringList switchMgmtEnds(const Design &d)
{
    QStringList out;
    for (const Cable &c : d.cables)
        for (Id pid : {c.aPortId, c.bPortId}) {
            const Port *p = d.ports.find(pid);
            const Device *dev = d.devices.find(p->deviceId);
            if (p->mgmtOnly && dev->role != QLatin1String("gpu-node"))
                out << dev->name + QLatin1Char(':') + p->name;
        }
    return out;
}

} // namespace

// Issue 15 pt 1: generated from the bundled library (resources/devicetypes, corrected files),
// a switch's management port is never cabled as a data port, and every data port can be.
// Q3400-RA (144 XDR ports, FAB-23): 144 nodes at 1:1 = 2 SU of 72, 16 leaves of 72 down + 72 up,
// 8 spines; every leaf uses sw72p2 and no switch fnm1 (the upstream file listed fnm1 first and
// the generator took it instead of sw72p2). QM9700 (64 NDR ports, FAB-13): 64 nodes are 2 SU of
// 32 (with the upstream file's 62 ports they were 31 + 31 + 2), 16 leaves and 8 spines.
TEST(GenerateUseCase, BundledSwitchesCableDataPortsOnly)
{
    QTemporaryDir dir;
    Progress progress;
    const usecases::GenerateResult x = usecases::generateDesign(
        usecases::specFileRequest(bundledSwitchSpec(dir, 144, "infiniband-xdr", "infiniband-xdr",
                                                    800, "nvidia-q3400-ra")),
        progress);
    EXPECT_EQ(x.report.planes.at(0).sus, 2);
    EXPECT_EQ(countRole(x.design, "leaf"), 16u);
    EXPECT_EQ(countRole(x.design, "spine"), 8u);
    EXPECT_EQ(switchMgmtEnds(x.design), QStringList{});
    int fnm = 0, last = 0;
    for (const Cable &c : x.design.cables)
        for (Id pid : {c.aPortId, c.bPortId}) {
            const Port *p = x.design.ports.find(pid);
            fnm += p->name == QLatin1String("fnm1");
            last += p->name == QLatin1String("sw72p2") &&
                    x.design.devices.find(p->deviceId)->role == QLatin1String("leaf");
        }
    EXPECT_EQ(fnm, 0);
    EXPECT_EQ(last, 16);

    QTemporaryDir dir2;
    const usecases::GenerateResult q = usecases::generateDesign(
        usecases::specFileRequest(
            bundledSwitchSpec(dir2, 64, "infiniband-ndr", "infiniband-ndr", 400, "nvidia-qm9700")),
        progress);
    EXPECT_EQ(q.report.planes.at(0).sus, 2);
    EXPECT_EQ(q.report.planes.at(0).nodesPerSu, 32);
    EXPECT_EQ(countRole(q.design, "leaf"), 16u);
    EXPECT_EQ(countRole(q.design, "spine"), 8u);
    EXPECT_EQ(switchMgmtEnds(q.design), QStringList{});
}

TEST(GenerateUseCase, CancelledBeforeStartThrowsAndMakesNothing)
{
    const usecases::GenerateRequest req = usecases::specFileRequest(kKakao);
    Progress progress;
    progress.cancel();
    EXPECT_THROW(usecases::generateDesign(req, progress), Error);
}

TEST(GenerateUseCase, FileWithoutFabricSectionNamesTheFile)
{
    try {
        usecases::specFileRequest(kSmall);
        FAIL() << "small-cluster.yaml has no fabric: section";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, kSmall);
        EXPECT_TRUE(e.message().contains(QStringLiteral("fabric:")));
    }
}

TEST(GenerateUseCase, SpecOnlyDesignIsGeneratedAsTheSpecFileIs)
{
    Design d = designyaml::readFile(kKakao);
    ASSERT_TRUE(usecases::isSpecOnly(d));
    Progress progress;
    const usecases::GenerateResult fromFile =
        usecases::generateDesign(usecases::specFileRequest(kKakao), progress);
    ASSERT_TRUE(usecases::generateIfSpecOnly(d));
    EXPECT_FALSE(usecases::isSpecOnly(d));
    EXPECT_EQ(d.devices.size(), fromFile.design.devices.size());
    EXPECT_EQ(d.cables.size(), fromFile.design.cables.size());
    EXPECT_EQ(formatSummary(summarize(d)), formatSummary(summarize(fromFile.design)));
    // A design with devices is left alone.
    Design small = designyaml::readFile(kSmall);
    const std::size_t devices = small.devices.size();
    EXPECT_FALSE(usecases::generateIfSpecOnly(small));
    EXPECT_EQ(small.devices.size(), devices);
}

TEST(ReplaceUseCase, RefusesAnOccupiedDesignUnlessAskedAndIsOneUndoStep)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    auto session = usecases::openSession(db, true);
    ASSERT_TRUE(QFileInfo::exists(db));
    Design small = designyaml::readFile(kSmall);
    usecases::ReplaceResult r = usecases::replaceDesign(
        *session, small, {QStringLiteral("import"), QStringLiteral("Imported small"), false});
    EXPECT_FALSE(r.refused);
    // small-cluster.yaml: 2 racks, 4 GPU nodes, 36 cables (tests/app/tst_cli.cpp counts).
    EXPECT_EQ(countRole(session->design(), "gpu-node"), 4u);
    EXPECT_EQ(session->design().cables.size(), 36u);
    EXPECT_EQ(session->undoStack()->count(), 1);

    // The small design of tests/data/verify/README.md: 4 GPU nodes, 11 cables.
    const Design other = verifytest::makeDesign().d;
    r = usecases::replaceDesign(*session, other, {QStringLiteral("import"), {}, false});
    EXPECT_TRUE(r.refused);
    EXPECT_EQ(r.existingDevices, small.devices.size());
    EXPECT_EQ(session->design().cables.size(), 36u);

    r = usecases::replaceDesign(*session, other,
                                {QStringLiteral("import"), QStringLiteral("Import other"), true});
    EXPECT_FALSE(r.refused);
    EXPECT_EQ(session->design().cables.size(), 11u);
    EXPECT_EQ(session->undoStack()->count(), 2);
    session->undoStack()->undo();
    EXPECT_EQ(session->design().cables.size(), 36u);
    // The file holds what the session shows.
    session.reset();
    EXPECT_EQ(store::Document::open(db)->design().cables.size(), 36u);
}

TEST(ReplaceUseCase, AStoredReplacementRefusesAnOccupiedFileUnlessAsked)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    const Design small = designyaml::readFile(kSmall);
    usecases::StoredReplaceResult r =
        usecases::replaceStoredDesign(store::SqliteStore::create(db), small,
                                      {QStringLiteral("import"), QStringLiteral("a"), false});
    ASSERT_FALSE(r.refused);
    ASSERT_TRUE(r.document);
    EXPECT_EQ(r.document->design().cables.size(), 36u);
    r.document.reset();

    // The small design of tests/data/verify/README.md: 4 GPU nodes, 11 cables.
    const Design other = verifytest::makeDesign().d;
    r = usecases::replaceStoredDesign(store::SqliteStore::open(db), other,
                                      {QStringLiteral("import"), {}, false});
    EXPECT_TRUE(r.refused);
    EXPECT_FALSE(r.document);
    EXPECT_EQ(r.existingDevices, small.devices.size());
    EXPECT_EQ(store::Document::open(db)->design().cables.size(), 36u);

    r = usecases::replaceStoredDesign(store::SqliteStore::open(db), other,
                                      {QStringLiteral("import"), QStringLiteral("b"), true});
    EXPECT_FALSE(r.refused);
    r.document.reset();
    const Design onDisk = store::Document::open(db)->design();
    EXPECT_EQ(onDisk.cables.size(), 11u);
    EXPECT_EQ(onDisk.changeLog.size(), 2u);
}

TEST(OpenUseCase, YamlIsImportedNextToItAndReopenedTheSecondTime)
{
    QTemporaryDir dir;
    const QString yaml = copyTo(dir, kSmall);
    Progress progress;
    usecases::OpenResult r = usecases::openDesign({yaml}, progress);
    EXPECT_TRUE(r.imported);
    EXPECT_FALSE(r.generated);
    EXPECT_EQ(r.databasePath, dir.filePath(QStringLiteral("small-cluster.railyard")));
    ASSERT_TRUE(r.document);
    EXPECT_EQ(r.document->design().cables.size(), 36u);
    r.document.reset();
    r = usecases::openDesign({yaml}, progress);
    EXPECT_FALSE(r.imported);
    EXPECT_EQ(r.document->design().cables.size(), 36u);
    // The .railyard file itself opens as it is.
    r.document.reset();
    r = usecases::openDesign({dir.filePath(QStringLiteral("small-cluster.railyard"))}, progress);
    EXPECT_EQ(r.document->design().cables.size(), 36u);
}

TEST(OpenUseCase, SpecOnlyFileIsGeneratedOnOpening)
{
    QTemporaryDir dir;
    const QString yaml = copyTo(dir, kKakao);
    Progress progress;
    const usecases::OpenResult r = usecases::openDesign({yaml}, progress);
    EXPECT_TRUE(r.imported);
    EXPECT_TRUE(r.generated);
    EXPECT_EQ(countRole(r.document->design(), "gpu-node"), 255u);
    EXPECT_EQ(r.document->design().cables.size(), std::size_t(2040 + 2048));
}

TEST(OpenUseCase, BadYamlLeavesNoDatabaseBehind)
{
    QTemporaryDir dir;
    const QString yaml = dir.filePath(QStringLiteral("bad.yaml"));
    {
        QFile f(yaml);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("railyard: 1\nracks: [\n");
    }
    Progress progress;
    try {
        usecases::openDesign({yaml}, progress);
        FAIL() << "bad YAML must throw";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().file, yaml);
    }
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("bad.railyard"))));
}

namespace {

/// A session on a fresh copy of small-cluster.yaml in `dir`.
std::unique_ptr<undo::DesignSession> smallSession(const QTemporaryDir &dir)
{
    auto session = usecases::openSession(dir.filePath(QStringLiteral("small.railyard")), true);
    usecases::replaceDesign(*session, designyaml::readFile(kSmall),
                            {QStringLiteral("import"), QStringLiteral("test"), false});
    return session;
}

QString resultsFixture(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/results/") + QLatin1String(name);
}

} // namespace

// tests/data/results/SOURCES.md: the 4-node all_reduce_perf file has a plateau of 371.90 GB/s =
// 92.975% of the 400 GB/s ceiling; nccl-tests-unknown-column.txt must be rejected.
TEST(ResultsUseCase, ImportsOnceCountsDuplicatesAndKeepsBadFiles)
{
    QTemporaryDir dir;
    auto session = smallSession(dir);
    usecases::ResultsImportRequest req;
    req.files = {resultsFixture("small-cluster-4node-allreduce-synthetic.txt"),
                 resultsFixture("nccl-tests-unknown-column.txt"),
                 dir.filePath(QStringLiteral("no-such-file.txt"))};
    Progress progress;
    usecases::ResultsImportResult r = usecases::importResults(*session, req, progress);
    EXPECT_EQ(progress.total(), 3);
    EXPECT_EQ(progress.done(), 3);
    ASSERT_EQ(r.files.size(), 3u);
    EXPECT_EQ(r.added, 1);
    EXPECT_EQ(r.duplicates, 0);
    // The unknown column: an ry::Error naming the file (unreadable) or a rejection; either way
    // it is not stored, and the missing file is unreadable.
    EXPECT_FALSE(r.files[1].stored());
    EXPECT_FALSE(r.files[2].unreadable.isEmpty());
    EXPECT_TRUE(r.files[2].unreadable.contains(QStringLiteral("no-such-file.txt")));
    ASSERT_EQ(r.files[0].imported.runs.size(), 1u);
    const results::StoredRun &run = r.files[0].imported.runs.front();
    EXPECT_GT(run.id, 0);
    EXPECT_EQ(run.nodes, 4);
    ASSERT_TRUE(run.plateauGBps);
    EXPECT_NEAR(*run.plateauGBps, 371.90, 0.005);
    ASSERT_TRUE(run.percent);
    EXPECT_NEAR(*run.percent, 92.975, 0.01);
    const Id firstId = run.id;

    r = usecases::importResults(*session, {{req.files.front()}, {}}, progress);
    EXPECT_EQ(r.added, 0);
    EXPECT_EQ(r.duplicates, 1);
    EXPECT_EQ(r.files[0].imported.runs.front().id, firstId);
}

TEST(ResultsUseCase, CancelStopsBeforeTheNextFile)
{
    Progress progress;
    progress.cancel();
    EXPECT_THROW(usecases::readResults(
                     nullptr, {{resultsFixture("nccl-tests-v1-synthetic.txt")}, {}}, progress),
                 Error);
}

TEST(VerifyUseCase, LldpFolderListsItsFilesByNameAndBadPathsAreNamed)
{
    const QString folder = verifytest::fixture("lldp");
    const QStringList files = usecases::lldpFiles({folder});
    ASSERT_EQ(files.size(), 3); // tests/data/verify/README.md: three lldpctl files
    EXPECT_TRUE(files[0].endsWith(QStringLiteral("gpu-004.json")));
    EXPECT_TRUE(files[1].endsWith(QStringLiteral("leaf-1.json")));
    EXPECT_TRUE(files[2].endsWith(QStringLiteral("switch-b.json")));
    EXPECT_EQ(usecases::lldpFiles({files[1]}), QStringList{files[1]});
    QTemporaryDir empty;
    try {
        usecases::lldpFiles({empty.path()});
        FAIL();
    } catch (const Error &e) {
        EXPECT_EQ(e.message(), QStringLiteral("%1 holds no lldpctl files (*.json, *.json0, "
                                              "*.keyvalue, *.xml or *.txt).")
                                   .arg(empty.path()));
    }
    const QString missing = empty.filePath(QStringLiteral("nothing"));
    try {
        usecases::lldpFiles({missing});
        FAIL();
    } catch (const Error &e) {
        EXPECT_EQ(e.message(), QStringLiteral("%1 does not exist.").arg(missing));
        EXPECT_EQ(e.location().file, missing);
    }
}

// tests/data/verify/README.md: ib-faults.txt holds one fault of each kind; correct are C1, C2,
// C9, C10 (4 cables).
TEST(VerifyUseCase, IbnetdiscoverFaultsAreFoundStoredAndCorrectCablesMarked)
{
    QTemporaryDir dir;
    auto session = usecases::openSession(dir.filePath(QStringLiteral("v.railyard")), true);
    const verifytest::TestDesign t = verifytest::makeDesign();
    usecases::replaceDesign(*session, t.d, {QStringLiteral("import"), QStringLiteral("t"), false});
    const QString rules = dir.filePath(QStringLiteral("rules.yaml"));
    {
        QFile f(rules);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("node-names:\n"
                "  - pattern: '^(\\S+) mlx5_(\\d+)$'\n"
                "    device: '\\1'\n"
                "    port: 'ib\\2'\n"
                "ports:\n"
                "  - device-type: 'qm9700-.*'\n"
                "    name: 'P{(N-1)/2}.{(N-1)%2}'\n"
                "planes: [compute]\n");
    }
    usecases::VerifyRequest req;
    req.ibnetdiscoverFiles = {verifytest::fixture("ib-faults.txt")};
    req.rulesFile = rules;
    Progress progress;
    usecases::VerifyResult r = usecases::verifyCabling(*session, req, progress);
    EXPECT_GT(r.runId, 0);
    const auto &counts = r.verification.summary.counts;
    EXPECT_EQ(counts[std::size_t(verify::CableFinding::Kind::Correct)], 4);
    EXPECT_EQ(counts[std::size_t(verify::CableFinding::Kind::Swapped)] > 0, true);
    EXPECT_EQ(counts[std::size_t(verify::CableFinding::Kind::Missing)], 1);
    EXPECT_FALSE(r.verification.allCorrect());
    EXPECT_GT(r.wrongCount(), 0);
    EXPECT_TRUE(r.source.contains(QStringLiteral("ib-faults.txt")));

    const verify::WorkList list = usecases::workListOf(session->design(), r);
    EXPECT_EQ(list.header.sourceFiles, r.observed.sourceFiles);
    const QString csv = dir.filePath(QStringLiteral("w.csv"));
    usecases::writeWorkList(list, csv);
    EXPECT_GT(QFileInfo(csv).size(), 100);

    const verify::MarkRequest mark = usecases::markCorrectVerified(r);
    EXPECT_EQ(mark.cableIds.size(), 4u);
    const int steps = session->undoStack()->count();
    const auto marks = usecases::recordMarks(*session, mark);
    EXPECT_EQ(marks.size(), 4u);
    EXPECT_EQ(session->undoStack()->count(), steps + 1);
    std::size_t verified = 0;
    for (const Cable &c : session->design().cables)
        verified += c.status == CableStatus::Verified;
    EXPECT_EQ(verified, 4u);
    session->undoStack()->undo();
    for (const Cable &c : session->design().cables)
        EXPECT_NE(c.status, CableStatus::Verified);
}

// resources/examples/small-cluster.yaml: node01..node04, cables labelled, ports p0...
TEST(SearchUseCase, FindsDevicesCablesPortsAndAddresses)
{
    const Design d = designyaml::readFile(kSmall);
    const Device *node02 = d.deviceByName(QStringLiteral("node02"));
    ASSERT_TRUE(node02);
    EXPECT_EQ(usecases::searchDesign(d, {QStringLiteral("  NODE02 ")}).device, node02->id);
    EXPECT_FALSE(usecases::searchDesign(d, {QStringLiteral("no-such-thing")}).found());
    EXPECT_FALSE(usecases::searchDesign(d, {QStringLiteral("   ")}).found());
    for (const Cable &c : d.cables) {
        if (c.label.isEmpty())
            continue;
        const usecases::SearchHit hit = usecases::searchDesign(d, {c.label});
        EXPECT_EQ(hit.cable, c.id);
        EXPECT_EQ(hit.device, d.ports.find(c.aPortId)->deviceId); // the A end's device
        break;
    }
    const Device *node01 = d.deviceByName(QStringLiteral("node01"));
    const Port *p = d.portsOf(node01->id).front();
    const usecases::SearchHit hit =
        usecases::searchDesign(d, {QStringLiteral("node01:") + p->name});
    EXPECT_EQ(hit.device, node01->id);
    for (const IpAddress &a : d.ipAddresses) {
        const usecases::SearchHit byIp =
            usecases::searchDesign(d, {a.address.section(QLatin1Char('/'), 0, 0)});
        EXPECT_EQ(byIp.ip, a.id);
        break;
    }
}

TEST(ExportUseCase, WritesManyFormatsAndYamlRoundTrips)
{
    QTemporaryDir dir;
    const Design d = designyaml::readFile(kSmall);
    const QString yaml = dir.filePath(QStringLiteral("out.yaml"));
    const QString csv = dir.filePath(QStringLiteral("cables.csv"));
    Progress progress;
    const usecases::ExportResult r = usecases::exportDesign(
        d, {{{QStringLiteral("yaml"), yaml}, {QStringLiteral("cabling-csv"), csv}}}, progress);
    EXPECT_EQ(r.written, (QStringList{yaml, csv}));
    // The YAML exporter writes the bundled example back byte for byte (as tst_cli checks).
    QFile a(yaml), b(kSmall);
    ASSERT_TRUE(a.open(QIODevice::ReadOnly));
    ASSERT_TRUE(b.open(QIODevice::ReadOnly));
    EXPECT_EQ(a.readAll(), b.readAll());
    EXPECT_GT(QFileInfo(csv).size(), 100);
    try {
        usecases::requireExporter(QStringLiteral("nope"));
        FAIL();
    } catch (const Error &e) {
        EXPECT_TRUE(
            e.message().startsWith(QStringLiteral("Unknown format \"nope\"; available: yaml")));
    }
}
