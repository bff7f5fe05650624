// bench_replace: how long replacing a whole design takes (`railyard-cli import --replace`), for
// the 255-node example and the 100,000-GPU example, next to the time of saving the same design
// into a new, empty file in the same run (the floor a replace can reach: same rows, same
// indexes, nothing to delete).
//
// Usage: bench_replace [WORKDIR]   (default: a temporary folder)
// Aim (issue 12, point 4): import --replace of the 255-node design under 3 s, of the 100,000-GPU
// design under 20 s. Each design is generated with railyard-cli (not timed here), exported as
// YAML, and then:
//   - "save into a new file": Document::create + replaceAll of the YAML's design (reference);
//   - "replace in place":    Document::open of the generated file + replaceAll of the same;
//   - "CLI import --replace": the whole command as a process (YAML parse and validation too).

#include "io/designyaml.h"
#include "store/document.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace ry;

namespace {

bool runCli(const QStringList &args, double *seconds = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(RAILYARD_CLI), args);
    p.waitForFinished(-1);
    if (seconds)
        *seconds = t.elapsed() / 1000.0;
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        std::printf("  railyard-cli %s failed (exit %d)\n", qPrintable(args.join(u' ')),
                    p.exitCode());
        return false;
    }
    return true;
}

bool benchOne(const QString &spec, const QString &work, double aimSeconds)
{
    const QString base = QFileInfo(spec).completeBaseName();
    const QString db = QDir(work).filePath(base + QStringLiteral(".railyard"));
    const QString yaml = QDir(work).filePath(base + QStringLiteral("-export.yaml"));
    const QString fresh = QDir(work).filePath(base + QStringLiteral("-fresh.railyard"));
    for (const QString &f : {db, yaml, fresh})
        QFile::remove(f);
    std::printf("%s\n", qPrintable(QFileInfo(spec).fileName()));
    double generate = 0;
    if (!runCli({QStringLiteral("generate"), QStringLiteral("--db"), db, spec}, &generate) ||
        !runCli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                 QStringLiteral("yaml"), QStringLiteral("-o"), yaml}))
        return false;

    QElapsedTimer t;
    t.start();
    Design design = designyaml::readFile(yaml);
    const double read = t.elapsed() / 1000.0;
    const std::size_t rows = design.devices.size() + design.ports.size() + design.cables.size() +
                             design.ipAddresses.size();
    std::printf("  %zu devices, %zu ports, %zu cables, %zu addresses\n", design.devices.size(),
                design.ports.size(), design.cables.size(), design.ipAddresses.size());
    std::printf("  CLI generate (new file)  %8.2f s\n", generate);
    std::printf("  read YAML                %8.2f s\n", read);

    t.restart();
    {
        auto doc = Document::create(fresh);
        doc->replaceAll(design, QStringLiteral("bench"), {});
    }
    const double saveNew = t.elapsed() / 1000.0;
    std::printf("  save into a new file     %8.2f s   %10.0f rows/s   (reference)\n", saveNew,
                rows / saveNew);

    t.restart();
    {
        auto doc = Document::open(db);
        doc->replaceAll(std::move(design), QStringLiteral("bench"), {});
    }
    const double replace = t.elapsed() / 1000.0;
    std::printf("  replace in place         %8.2f s   %10.0f rows/s   (%.2fx the reference)\n",
                replace, rows / replace, replace / saveNew);

    double cli = 0;
    if (!runCli({QStringLiteral("import"), QStringLiteral("--db"), db, QStringLiteral("--replace"),
                 yaml},
                &cli))
        return false;
    std::printf("  CLI import --replace     %8.2f s   (aim: under %.0f s)\n", cli, aimSeconds);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir tmp;
    const QString work = argc > 1 ? QString::fromLocal8Bit(argv[1]) : tmp.path();
    QDir().mkpath(work);
    std::printf("bench_replace: work folder %s\n", qPrintable(work));
    const QString examples = QStringLiteral(RESOURCES_DIR "/examples/");
    bool ok = benchOne(examples + QStringLiteral("kakao-b200-255.yaml"), work, 3);
    ok = benchOne(examples + QStringLiteral("scale-100k-gpu.yaml"), work, 20) && ok;
    return ok ? 0 : 1;
}
