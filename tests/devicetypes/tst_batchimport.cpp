// `railyard-cli import-device-types` as a library maintainer runs it: the real process on a folder
// of real NetBox device-type files (the bundled library, resources/devicetypes) with broken files
// among them, one per kind of error. Each broken file is a bundled file with one edit, so every
// line number below is the line of that edit in the named bundled file (or of the upstream copy
// in tests/data/shared/devicetypes). The rules and their sources: docs/references/cmdb.md §4.

#include "store/document.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <utility>
#include <vector>

namespace {

const QString kLibrary = QStringLiteral(RESOURCES_DIR "/devicetypes");

struct Result
{
    int code = -1;
    QString out, err;
};

/// Runs railyard-cli with `args` in the working directory `cwd` (the test's own if empty).
Result cli(const QStringList &args, const QString &cwd = {})
{
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    if (!cwd.isEmpty())
        p.setWorkingDirectory(cwd);
    p.start(QStringLiteral(RAILYARD_CLI), args);
    EXPECT_TRUE(p.waitForFinished(60000));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
    f.write(bytes);
}

/// Copies the bundled file `rel` to `dest`, replacing each `from` (which must occur exactly once)
/// by its `to`.
void derive(const QString &rel, const QString &dest,
            const std::vector<std::pair<QByteArray, QByteArray>> &edits = {})
{
    QByteArray bytes = readFile(kLibrary + QLatin1Char('/') + rel);
    for (const auto &[from, to] : edits) {
        ASSERT_EQ(bytes.count(from), 1) << rel.toStdString() << ": " << from.toStdString();
        bytes.replace(from, to);
    }
    writeFile(dest, bytes);
}

QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

// Five good files and fifteen broken ones: the good ones are stored, every broken one is refused
// with its file, line, column and field, and the exit status and summary say so.
TEST(DeviceTypeBatch, BrokenFilesAreRefusedAndTheRestImports)
{
    QTemporaryDir dir;
    const QString lib = dir.filePath(QStringLiteral("lib"));
    for (const char *good : {"APC/APDU9941.yaml", "Generic/LC-24-port-fiber-patch-panel.yaml",
                             "Mellanox/SN4600.yml", "Nvidia/QM9700.yaml", "Nvidia/HGX-B200.yaml"})
        derive(QString::fromLatin1(good), lib + QLatin1Char('/') + QString::fromLatin1(good));
    const QString b = lib + QStringLiteral("/broken/");
    const QString lc = QStringLiteral("Generic/LC-24-port-fiber-patch-panel.yaml");
    const QString sn2201 = QStringLiteral("Nvidia/SN2201.yaml");
    const QString qm8700 = QStringLiteral("Mellanox/qm8700.yml");
    // Duplicate names, one component list each.
    derive(sn2201, b + "dup-interface.yaml", {{"  - name: swp2\n", "  - name: swp1\n"}});
    writeFile(b + "dup-console-port.yaml", // the upstream DGX A100, unchanged
              readFile(QStringLiteral(SHARED_DATA_DIR "/devicetypes/Nvidia/DGC-A100.yaml")));
    derive(qm8700, b + "dup-power-port.yaml", {{"  - name: psu2\n", "  - name: ps1\n"}});
    derive("APC/APDU9941.yaml", b + "dup-power-outlet.yaml",
           {{"  - name: Power Outlet 2\n", "  - name: Power Outlet 1\n"}});
    derive(sn2201, b + "dup-module-bay.yaml", {{"  - name: PSU2\n", "  - name: PSU1\n"}});
    derive(lc, b + "dup-front-port.yaml",
           {{"  - name: Port 2\n    type: lc\n    rear_port: Port 2\n",
             "  - name: Port 1\n    type: lc\n    rear_port: Port 2\n"}});
    derive(lc, b + "dup-rear-port.yaml",
           {{"  - name: Port 2\n    type: lc\n  - name: Port 3\n    type: lc\n",
             "  - name: Port 1\n    type: lc\n  - name: Port 3\n    type: lc\n"}});
    QByteArray nvlink = readFile(kLibrary + QStringLiteral("/Nvidia/NVLink-5-Switch.yaml"));
    ASSERT_EQ(nvlink.count('\n'), 21);
    writeFile(b + "dup-device-bay.yaml", // lines 22-25
              nvlink + "subdevice_role: parent\ndevice-bays:\n  - name: Bay 1\n  - name: Bay 1\n");
    // Unknown types.
    derive(sn2201, b + "unknown-interface-type.yaml",
           {{"  - name: swp3\n    type: 1000base-t\n", "  - name: swp3\n    type: 1000baset\n"}});
    derive(lc, b + "unknown-front-port-type.yaml",
           {{"  - name: Port 3\n    type: lc\n    rear_port",
             "  - name: Port 3\n    type: lc-duplex\n    rear_port"}});
    derive(qm8700, b + "unknown-power-port-type.yaml",
           {{"  - name: ps1\n    type: iec-60320-c14\n", "  - name: ps1\n    type: iec-c14\n"}});
    // Bad front/rear mappings.
    derive(lc, b + "missing-rear-port.yaml",
           {{"    rear_port: Port 5\n", "    rear_port: Port 50\n"}});
    derive(lc, b + "rear-position-beyond.yaml",
           {{"    rear_port: Port 6\n", "    rear_port: Port 6\n    rear_port_position: 2\n"}});
    derive(lc, b + "shared-rear-position.yaml",
           {{"    rear_port: Port 8\n", "    rear_port: Port 7\n"}});
    // A second file with a slug the batch already has (after Nvidia/QM9700.yaml in path order).
    derive("Nvidia/QM9700.yaml", lib + QStringLiteral("/Nvidia/zz-QM9700-again.yaml"));

    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db}).code, 0);
    const Result r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db, lib});
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    EXPECT_EQ(r.out, QStringLiteral("5 device types imported, 0 updated, 0 unchanged; 15 of 20 "
                                    "files failed\n"));
    const QString e = QStringLiteral("error: ") + b;
    // In path order, each file's findings in line order.
    const QStringList expected{
        e + "dup-console-port.yaml:99:11: console-ports[3].type: Port \"Rear IPMI\" has the type "
            "\"1000base-t\", which is not a NetBox console port type. It is an interface type.",
        e + "dup-console-port.yaml:102:11: console-ports[5].name: Port \"Rear VGA\" is defined "
            "twice. First at line 96.",
        e + "dup-device-bay.yaml:25:11: device-bays[1].name: \"Bay 1\" is defined twice in "
            "device-bays. First at line 24.",
        e + "dup-front-port.yaml:13:11: front-ports[1].name: Port \"Port 1\" is defined twice. "
            "First at line 10.",
        e + "dup-interface.yaml:26:11: interfaces[2].name: Port \"swp1\" is defined twice. First "
            "at line 24.",
        e + "dup-module-bay.yaml:17:11: module-bays[1].name: Module bay \"PSU1\" is defined "
            "twice. First at line 15.",
        e + "dup-power-outlet.yaml:20:11: power-outlets[1].name: Port \"Power Outlet 1\" is "
            "defined twice. First at line 16.",
        e + "dup-power-port.yaml:14:11: power-ports[1].name: Port \"ps1\" is defined twice. First "
            "at line 11.",
        // The rear ports take a suffix (NetBox names front and rear port alike, Railyard once per
        // device), so the repeat shows it; front port "Port 2" lost its rear port.
        e + "dup-rear-port.yaml:15:16: front-ports[1].rear_port: Front port \"Port 2\" maps to "
            "rear port \"Port 2\", which does not exist.",
        e + "dup-rear-port.yaml:85:11: rear-ports[1].name: Port \"Port 1 (rear port)\" is defined "
            "twice. First at line 83.",
        e + "missing-rear-port.yaml:24:16: front-ports[4].rear_port: Front port \"Port 5\" maps "
            "to rear port \"Port 50\", which does not exist.",
        e + "rear-position-beyond.yaml:28:25: front-ports[5].rear_port_position: Front port "
            "\"Port 6\" uses position 2 of rear port \"Port 6 (rear port)\", which has positions "
            "1 to 1.",
        e + "shared-rear-position.yaml:31:5: front-ports[7].rear_port_position: Front ports "
            "\"Port 7\" and \"Port 8\" both use position 1 of rear port \"Port 7 (rear port)\". "
            "First at line 28.",
        e + "unknown-front-port-type.yaml:17:11: front-ports[2].type: Port \"Port 3\" has the "
            "type \"lc-duplex\", which is not a NetBox front or rear port type.",
        e + "unknown-interface-type.yaml:29:11: interfaces[3].type: Port \"swp3\" has the type "
            "\"1000baset\", which is not a NetBox interface type.",
        e + "unknown-power-port-type.yaml:12:11: power-ports[0].type: Port \"ps1\" has the type "
            "\"iec-c14\", which is not a NetBox power port type.",
        QStringLiteral("error: ") + lib +
            "/Nvidia/zz-QM9700-again.yaml:4: slug: slug \"nvidia-qm9700\" is already used by " +
            lib + "/Nvidia/QM9700.yaml",
    };
    EXPECT_EQ(lines(r.err), expected) << r.err.toStdString();

    // The good ones are in the database, and nothing of the broken ones.
    auto doc = ry::store::Document::open(db);
    const ry::Design &d = doc->design();
    EXPECT_EQ(d.deviceTypes.size(), 5u);
    for (const char *slug : {"apdu9941", "generic-lc-24-port-fiber-patch-panel", "mellanox-sn4600",
                             "nvidia-qm9700", "nvidia-hgx-b200"})
        EXPECT_TRUE(d.deviceTypeBySlug(QString::fromLatin1(slug))) << slug;
    const ry::DeviceType *qm = d.deviceTypeBySlug(QStringLiteral("nvidia-qm9700"));
    ASSERT_TRUE(qm);
    EXPECT_EQ(qm->ports.size(), 67u); // Nvidia/QM9700.yaml: 64 interfaces, 1 console, 2 PSUs
    const ry::DeviceType *panel =
        d.deviceTypeBySlug(QStringLiteral("generic-lc-24-port-fiber-patch-panel"));
    ASSERT_TRUE(panel);
    EXPECT_EQ(panel->ports.size(), 48u);
    EXPECT_EQ(panel->ports.front().rearPort, QStringLiteral("Port 1 (rear port)"));
    // What was stored passes the same rules: validate --db agrees with the importer.
    const Result v = cli({QStringLiteral("validate"), QStringLiteral("--db"), db});
    EXPECT_EQ(v.code, 0) << v.out.toStdString();
    EXPECT_TRUE(v.out.contains(QStringLiteral("0 errors, 0 warnings"))) << v.out.toStdString();
}

// The README's own command, run from the repository root with the relative folder; then the same
// library through other relative spellings, from other working directories: all unchanged.
TEST(DeviceTypeBatch, RelativeFolderFromTheRepositoryRoot)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    const QString root = QStringLiteral(RESOURCES_DIR "/..");
    ASSERT_EQ(cli({QStringLiteral("init"), db}).code, 0);
    Result r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db,
                    QStringLiteral("resources/devicetypes")},
                   root);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.err, QString());
    // resources/devicetypes/README.md: 13 from the NetBox library, 3 written for Railyard.
    EXPECT_EQ(r.out, QStringLiteral("16 device types imported, 0 updated, 0 unchanged; 0 of 16 "
                                    "files failed\n"));
    r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db,
             QStringLiteral("devicetypes")},
            QStringLiteral(RESOURCES_DIR));
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, QStringLiteral("0 device types imported, 0 updated, 16 unchanged; 0 of 16 "
                                    "files failed\n"));
    r = cli(
        {QStringLiteral("import-device-types"), QStringLiteral("--db"), db, QStringLiteral(".")},
        kLibrary + QStringLiteral("/Nvidia"));
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    // Nvidia/: 6 library files and the 3 written for Railyard.
    EXPECT_EQ(r.out, QStringLiteral("0 device types imported, 0 updated, 9 unchanged; 0 of 9 "
                                    "files failed\n"));
    // A broken file found through a relative folder is named by the relative path.
    QTemporaryDir cwd;
    derive(QStringLiteral("Nvidia/SN2201.yaml"), cwd.filePath(QStringLiteral("lib/sw/SN2201.yaml")),
           {{"  - name: swp2\n", "  - name: swp1\n"}});
    r = cli(
        {QStringLiteral("import-device-types"), QStringLiteral("--db"), db, QStringLiteral("lib")},
        cwd.path());
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, QStringLiteral("error: lib/sw/SN2201.yaml:26:11: interfaces[2].name: Port "
                                    "\"swp1\" is defined twice. First at line 24.\n"));
}

// Unchanged types are reported unchanged, changed ones updated, new ones imported; the database
// holds the new figures.
TEST(DeviceTypeBatch, ReimportCountsImportedUpdatedUnchanged)
{
    QTemporaryDir dir;
    const QString lib = dir.filePath(QStringLiteral("lib"));
    derive(QStringLiteral("Nvidia/QM9700.yaml"), lib + QStringLiteral("/QM9700.yaml"));
    derive(QStringLiteral("Mellanox/SN4600.yml"), lib + QStringLiteral("/SN4600.yml"));
    derive(QStringLiteral("APC/APDU9941.yaml"), lib + QStringLiteral("/APDU9941.yaml"));
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db}).code, 0);
    const QStringList args{QStringLiteral("import-device-types"), QStringLiteral("--db"), db, lib};
    Result r = cli(args);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, QStringLiteral("3 device types imported, 0 updated, 0 unchanged; 0 of 3 "
                                    "files failed\n"));
    r = cli(args);
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, QStringLiteral("0 device types imported, 0 updated, 3 unchanged; 0 of 3 "
                                    "files failed\n"));
    // QM9700 weighs 14.8 kg in the library file; make it 15.2 and add a fourth type.
    derive(QStringLiteral("Nvidia/QM9700.yaml"), lib + QStringLiteral("/QM9700.yaml"),
           {{"weight: 14.8\n", "weight: 15.2\n"}});
    derive(QStringLiteral("Nvidia/SN2201.yaml"), lib + QStringLiteral("/SN2201.yaml"));
    r = cli(args);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, QStringLiteral("1 device types imported, 1 updated, 2 unchanged; 0 of 4 "
                                    "files failed\n"));
    auto doc = ry::store::Document::open(db);
    const ry::DeviceType *qm = doc->design().deviceTypeBySlug(QStringLiteral("nvidia-qm9700"));
    ASSERT_TRUE(qm);
    EXPECT_DOUBLE_EQ(qm->weightKg, 15.2);
    EXPECT_EQ(doc->design().deviceTypes.size(), 4u);
    doc.reset();
    r = cli(args);
    EXPECT_EQ(r.out, QStringLiteral("0 device types imported, 0 updated, 4 unchanged; 0 of 4 "
                                    "files failed\n"));
}

// A folder without device-type files is an error naming the folder (exit 3, input error); so is
// a single broken file given directly (exit 1).
TEST(DeviceTypeBatch, EmptyFolderIsAnError)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.railyard"));
    ASSERT_EQ(cli({QStringLiteral("init"), db}).code, 0);
    const QString empty = dir.filePath(QStringLiteral("empty"));
    ASSERT_TRUE(QDir().mkpath(empty));
    Result r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db, empty});
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.err, QStringLiteral("error: ") + empty + QStringLiteral(": the folder \"") + empty +
                         QStringLiteral("\" holds no device-type files (.yaml or .yml)\n"));
    EXPECT_EQ(r.out, QString());
    // Other files and the schema/ folder do not count.
    writeFile(empty + QStringLiteral("/README.md"), "# nothing here\n");
    writeFile(empty + QStringLiteral("/schema/devicetype.yaml"), "{}\n");
    r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db, empty});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(QStringLiteral("holds no device-type files")))
        << r.err.toStdString();

    derive(QStringLiteral("Nvidia/SN2201.yaml"), dir.filePath(QStringLiteral("one.yaml")),
           {{"    type: usb-mini-a\n", "    type: usb-mini\n"}});
    r = cli({QStringLiteral("import-device-types"), QStringLiteral("--db"), db,
             dir.filePath(QStringLiteral("one.yaml"))});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.out, QStringLiteral("0 device types imported, 0 updated, 0 unchanged; 1 of 1 "
                                    "files failed\n"));
    EXPECT_TRUE(r.err.contains(QStringLiteral("one.yaml:13:11: console-ports[0].type: Port "
                                              "\"con0\" has the type \"usb-mini\"")))
        << r.err.toStdString();
    auto doc = ry::store::Document::open(db);
    EXPECT_EQ(doc->design().deviceTypes.size(), 0u);
}
