// bench_replace: how long replacing a whole design takes (`railyard-cli import --replace`), for
// the 255-node example and the 100,000-GPU example, next to the time of saving the same design
// into a new, empty file in the same run (the floor a replace can reach: same rows, same
// indexes, nothing to delete).
//
// Usage: bench_replace [WORKDIR]   (default: a temporary folder)
// Aim (issue 12, point 4): import --replace of the 255-node design under 3 s, of the 100,000-GPU
// design under 20 s; generating the 100,000-GPU design into a new file under 10 s (issue 13,
// point 1). Each design is generated with railyard-cli (not timed here), exported as
// YAML, and then:
//   - "save into a new file": Document::create + replaceAll of the YAML's design (reference);
//   - "replace in place":    Document::open of the generated file + replaceAll of the same;
//   - "CLI import --replace": the whole command as a process (YAML parse and validation too).

#include "benchcli.h"
#include "io/designyaml.h"
#include "store/document.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>

using namespace ry;

namespace {

/// User + system CPU seconds of this process (`who` = RUSAGE_SELF) or of its waited-for
/// children (RUSAGE_CHILDREN): on a shared, loaded machine the wall time says little.
double cpuSeconds(int who)
{
    rusage u{};
    getrusage(who, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

/// "wall s (cpu s)" since `wall` was started and `cpu0` was read.
QString since(const QElapsedTimer &wall, double cpu0, int who = RUSAGE_SELF)
{
    return QStringLiteral("%1 s wall, %2 s CPU")
        .arg(wall.elapsed() / 1000.0, 7, 'f', 2)
        .arg(cpuSeconds(who) - cpu0, 7, 'f', 2);
}

/// bench::runCli, with its wall and CPU figures (since()) in `*figures`.
bool runCli(const QStringList &args, QString *figures = nullptr)
{
    const double cpu0 = cpuSeconds(RUSAGE_CHILDREN);
    QElapsedTimer t;
    t.start();
    const bool ok = bench::runCli(args);
    if (figures)
        *figures = since(t, cpu0, RUSAGE_CHILDREN);
    return ok;
}

/// Benchmarks one example: `aimSeconds` is the aim of `import --replace`, `generateAim` (0: none)
/// the aim of generating it into a new file.
bool benchOne(const QString &spec, const QString &work, double aimSeconds, double generateAim = 0)
{
    const QString base = QFileInfo(spec).completeBaseName();
    const QString db = QDir(work).filePath(base + QStringLiteral(".railyard"));
    const QString yaml = QDir(work).filePath(base + QStringLiteral("-export.yaml"));
    const QString fresh = QDir(work).filePath(base + QStringLiteral("-fresh.railyard"));
    for (const QString &f : {db, yaml, fresh})
        QFile::remove(f);
    std::printf("%s\n", qPrintable(QFileInfo(spec).fileName()));
    QString generate;
    if (!runCli({QStringLiteral("generate"), QStringLiteral("--db"), db, spec}, &generate) ||
        !runCli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                 QStringLiteral("yaml"), QStringLiteral("-o"), yaml}))
        return false;

    QElapsedTimer t;
    t.start();
    double cpu = cpuSeconds(RUSAGE_SELF);
    Design design = designyaml::readFile(yaml);
    const QString read = since(t, cpu);
    const std::size_t rows = design.devices.size() + design.ports.size() + design.cables.size() +
                             design.ipAddresses.size();
    std::printf("  %zu devices, %zu ports, %zu cables, %zu addresses\n", design.devices.size(),
                design.ports.size(), design.cables.size(), design.ipAddresses.size());
    std::printf(
        "  CLI generate (new file)  %s%s\n", qPrintable(generate),
        generateAim > 0 ? qPrintable(QStringLiteral("   (aim: under %1 s)").arg(generateAim)) : "");
    std::printf("  read YAML                %s\n", qPrintable(read));

    t.restart();
    cpu = cpuSeconds(RUSAGE_SELF);
    {
        auto doc = store::Document::create(fresh);
        doc->replaceAll(design, QStringLiteral("bench"), {});
    }
    const double saveNew = t.elapsed() / 1000.0;
    std::printf("  save into a new file     %s   %10.0f rows/s   (reference)\n",
                qPrintable(since(t, cpu)), rows / saveNew);

    t.restart();
    cpu = cpuSeconds(RUSAGE_SELF);
    {
        auto doc = store::Document::open(db);
        doc->replaceAll(std::move(design), QStringLiteral("bench"), {});
    }
    const double replace = t.elapsed() / 1000.0;
    std::printf("  replace in place         %s   %10.0f rows/s   (%.2fx the reference)\n",
                qPrintable(since(t, cpu)), rows / replace, replace / saveNew);

    QString cli;
    if (!runCli({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--replace"),
                 yaml},
                &cli))
        return false;
    std::printf("  CLI import --replace     %s   (aim: under %.0f s)\n", qPrintable(cli),
                aimSeconds);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // figures as they come, also into a file
    QTemporaryDir tmp;
    const QString work = argc > 1 ? QString::fromLocal8Bit(argv[1]) : tmp.path();
    QDir().mkpath(work);
    std::printf("bench_replace: work folder %s\n", qPrintable(work));
    const QString examples = QStringLiteral(RESOURCES_DIR "/examples/");
    bool ok = benchOne(examples + QStringLiteral("kakao-b200-255.yaml"), work, 3);
    // Aims: issue 12 point 4 (import --replace), issue 13 point 1 (generate + save).
    ok = benchOne(examples + QStringLiteral("scale-100k-gpu.yaml"), work, 20, 10) && ok;
    return ok ? 0 : 1;
}
