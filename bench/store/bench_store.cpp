// bench_store: writes 1,000,000 cables (with their 2,000,000 ports and 46,875 devices) into a
// new Railyard database through SqliteStore, reads them back, and compares the write rate with
// what the sqlite3 shell's own `.import` reaches for the same rows into the same schema.
//
// Usage: bench_store [CABLES] [WORKDIR]   (defaults: 1000000, a temporary folder)
// Aim (issue "Foundation"): at least half of the shell's raw .import rate.

#include "store/store.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>

#include <cstdio>

using namespace ry;

namespace {

double peakRssMiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;
}

/// Nodes with 32 ports and switches with 64 ports; cable k joins node port k to switch port k.
Design makeDesign(std::size_t cables)
{
    Design d;
    d.name = QStringLiteral("bench");
    DeviceType node;
    node.slug = QStringLiteral("node-32");
    node.manufacturer = QStringLiteral("Bench");
    node.model = QStringLiteral("Node");
    for (int i = 0; i < 32; ++i)
        node.ports.push_back({.name = QStringLiteral("p%1").arg(i),
                              .type = QStringLiteral("infiniband-ndr"),
                              .speedGbps = 400});
    const Id nodeType = d.deviceTypes.add(node);
    DeviceType sw = node;
    sw.slug = QStringLiteral("switch-64");
    sw.ports.clear();
    for (int i = 0; i < 64; ++i)
        sw.ports.push_back({.name = QStringLiteral("P%1").arg(i),
                            .type = QStringLiteral("infiniband-ndr"),
                            .speedGbps = 400});
    const Id swType = d.deviceTypes.add(sw);
    const std::size_t nodes = (cables + 31) / 32, switches = (cables + 63) / 64;
    d.devices.reserve(nodes + switches);
    d.ports.reserve(nodes * 32 + switches * 64);
    d.cables.reserve(cables);
    std::vector<Id> nodePorts, switchPorts;
    nodePorts.reserve(nodes * 32);
    switchPorts.reserve(switches * 64);
    for (std::size_t i = 0; i < nodes; ++i) {
        const std::size_t first = d.ports.size();
        d.addDeviceWithPorts({.name = QStringLiteral("n%1").arg(i),
                              .role = QStringLiteral("gpu-node"),
                              .deviceTypeId = nodeType});
        for (std::size_t k = first; k < d.ports.size(); ++k)
            nodePorts.push_back(d.ports.items()[k].id);
    }
    for (std::size_t i = 0; i < switches; ++i) {
        const std::size_t first = d.ports.size();
        d.addDeviceWithPorts({.name = QStringLiteral("s%1").arg(i),
                              .role = QStringLiteral("leaf"),
                              .deviceTypeId = swType});
        for (std::size_t k = first; k < d.ports.size(); ++k)
            switchPorts.push_back(d.ports.items()[k].id);
    }
    for (std::size_t k = 0; k < cables; ++k)
        d.cables.add({.label = QStringLiteral("C%1").arg(k),
                      .aPortId = nodePorts[k],
                      .bPortId = switchPorts[k],
                      .medium = Medium::AOC,
                      .lengthM = 7});
    return d;
}

/// Writes the device, port and cable rows of `d` as CSV files in `dir` for the sqlite3 shell.
void writeCsv(const Design &d, const QString &dir)
{
    auto open = [&](const char *name, QFile &f) {
        f.setFileName(QDir(dir).filePath(QLatin1String(name)));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", name);
    };
    QFile fd, fp, fc;
    open("device.csv", fd);
    open("port.csv", fp);
    open("cable.csv", fc);
    QTextStream sd(&fd), sp(&fp), sc(&fc);
    for (const Device &x : d.devices)
        sd << x.id << ',' << x.name << ',' << x.role << ',' << x.deviceTypeId
           << ",,0,front,planned,,,,,-1\n";
    for (const Port &x : d.ports)
        sp << x.id << ',' << x.deviceId << ',' << x.name << ",interface," << x.type << ','
           << x.speedGbps << ",0,1,,1,-1,,,,,,\n";
    for (const Cable &x : d.cables)
        // The cable table's column order since schema version 5: length_m and length_unit last.
        sc << x.id << ',' << x.label << ',' << x.aPortId << ',' << x.bPortId << ",aoc,,,planned,,"
           << x.lengthM.value_or(0) << ",m\n";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const std::size_t cables = argc > 1 ? std::stoul(argv[1]) : 1000000;
    QTemporaryDir tmp;
    const QString work = argc > 2 ? QString::fromLocal8Bit(argv[2]) : tmp.path();
    QDir().mkpath(work);
    std::printf("bench_store: %zu cables, work folder %s\n", cables, qPrintable(work));

    QElapsedTimer t;
    t.start();
    const Design d = makeDesign(cables);
    const std::size_t rows =
        d.devices.size() + d.ports.size() + d.cables.size() + d.deviceTypes.size();
    std::printf("  build in memory   %8.2f s   %zu devices, %zu ports, %zu cables (%zu rows)\n",
                t.elapsed() / 1000.0, d.devices.size(), d.ports.size(), d.cables.size(), rows);

    const QString dbPath = QDir(work).filePath(QStringLiteral("bench.railyard"));
    QFile::remove(dbPath);
    double ourRate = 0;
    {
        auto store = store::SqliteStore::create(dbPath);
        t.restart();
        store->replaceAll(d, {});
        const double s = t.elapsed() / 1000.0;
        ourRate = rows / s;
        std::printf("  SqliteStore write %8.2f s   %10.0f rows/s\n", s, ourRate);
        t.restart();
        const Design back = store->load();
        const double l = t.elapsed() / 1000.0;
        std::printf("  SqliteStore read  %8.2f s   %10.0f rows/s   (%zu cables back)\n", l,
                    rows / l, back.cables.size());
    }
    std::printf("  peak memory       %8.0f MiB\n", peakRssMiB());

    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (sqlite3.isEmpty()) {
        std::printf("  sqlite3 shell not found: install the sqlite3 package to compare\n");
        return 0;
    }
    writeCsv(d, work);
    const QString shellDb = QDir(work).filePath(QStringLiteral("shell.railyard"));
    QFile::remove(shellDb);
    store::SqliteStore::create(shellDb).reset(); // same schema, indexes and triggers
    QProcess shell;
    shell.setWorkingDirectory(work);
    const QByteArray script = "PRAGMA journal_mode=WAL;\nPRAGMA synchronous=NORMAL;\n"
                              "BEGIN;\n"
                              ".import --csv device.csv device\n"
                              ".import --csv port.csv port\n"
                              ".import --csv cable.csv cable\n"
                              "COMMIT;\n";
    t.restart();
    shell.start(sqlite3, {shellDb});
    shell.write(script);
    shell.closeWriteChannel();
    shell.waitForFinished(-1);
    const double s = t.elapsed() / 1000.0;
    const double shellRate = (rows - d.deviceTypes.size()) / s;
    if (shell.exitCode() != 0)
        std::printf("  sqlite3 .import failed: %s\n", shell.readAllStandardError().constData());
    std::printf("  sqlite3 .import   %8.2f s   %10.0f rows/s\n", s, shellRate);
    std::printf("  ratio             %8.2f     (aim: >= 0.50 of the shell's rate)\n",
                ourRate / shellRate);
    return 0;
}
