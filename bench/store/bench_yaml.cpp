// bench_yaml: the YAML design file, the streamed reader and direct writer of core/io/designyaml
// (issue 13, point 5) side by side with the node-tree reader and yaml-cpp writer they replaced
// (bench/store/oldyaml.cpp), and `import --replace` (issue 12, point 4), in one run.
//
// Usage: bench_yaml [WORKDIR]            the figures (default WORKDIR: a temporary folder)
//        bench_yaml --read FILE          times the new reader and writer on FILE alone
//        bench_yaml --compare FILE...    reads each file with both readers and writes each design
//                                        with both writers; exit 1 when any result differs
//
// Each design is generated with railyard-cli and exported as YAML (not timed). Each read runs in
// a child process of its own (fork), so that its peak resident memory (getrusage's ru_maxrss of
// that child) is its own. Aims: the 100,000-GPU YAML read under 5 s and 500 MB and written under
// 5 s; import --replace of the 255-node design under 3 s, of the 100,000-GPU design under 20 s.

#include "benchcli.h"
#include "io/designyaml.h"
#include "model/validator.h"
#include "oldyaml.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <functional>

using namespace ry;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

struct ChildFigures
{
    double wall = -1; ///< seconds; negative when it failed
    double peakMiB = 0;
    double cpu = 0; ///< user + system seconds
};

/// Runs `fn` in a forked child; returns its wall and CPU seconds and peak resident memory.
ChildFigures inChild(const std::function<bool()> &fn)
{
    int fds[2];
    if (pipe(fds) != 0)
        return {};
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        QElapsedTimer t;
        t.start();
        const bool ok = fn();
        const double s = ok ? t.nsecsElapsed() / 1e9 : -1;
        (void)!write(fds[1], &s, sizeof s);
        _exit(0);
    }
    close(fds[1]);
    double s = -1;
    if (read(fds[0], &s, sizeof s) != sizeof s)
        s = -1;
    close(fds[0]);
    int status = 0;
    rusage u{};
    wait4(pid, &status, 0, &u);
    const double cpu = double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
                       double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
    return {s, u.ru_maxrss / 1024.0, cpu};
}

using bench::runCli;

/// Generates `spec` into WORK/<base>.railyard and exports WORK/<base>.yaml; returns the YAML.
QString prepare(const QString &spec, const QString &work)
{
    const QString base = QFileInfo(spec).completeBaseName();
    const QString db = QDir(work).filePath(base + QStringLiteral(".railyard"));
    const QString yaml = QDir(work).filePath(base + QStringLiteral(".yaml"));
    QFile::remove(db);
    QFile::remove(yaml);
    if (!runCli({QStringLiteral("generate"), QStringLiteral("--db"), db, spec}) ||
        !runCli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                 QStringLiteral("yaml"), QStringLiteral("-o"), yaml}))
        return {};
    return yaml;
}

/// One reader's outcome as text: the error, or the written design, and the warnings.
QString outcome(const std::function<Design(Diagnostics *)> &read, QString *written)
{
    Diagnostics warnings;
    QString result;
    try {
        const Design d = read(&warnings);
        *written = designyaml::write(d);
        result = QStringLiteral("design of %1 bytes").arg(written->size());
    } catch (const Error &e) {
        result = QStringLiteral("error: ") + e.describe();
    }
    for (const Diagnostic &w : warnings)
        result += QStringLiteral("\nwarning: ") + w.describe();
    return result;
}

int compare(const QStringList &files)
{
    int differ = 0, designs = 0;
    for (const QString &file : files) {
        const QString text = readText(file);
        QString oldBytes, newBytes;
        const QString o =
            outcome([&](Diagnostics *w) { return oldyaml::read(text, file, w); }, &oldBytes);
        const QString n =
            outcome([&](Diagnostics *w) { return designyaml::read(text, file, w); }, &newBytes);
        if (o != n || oldBytes != newBytes) {
            ++differ;
            std::printf("DIFFERS %s\n  old: %s\n  new: %s\n", qPrintable(file), qPrintable(o),
                        qPrintable(n));
            continue;
        }
        if (!newBytes.isEmpty()) {
            ++designs;
            const Design d = designyaml::read(text, file);
            if (oldyaml::write(d) != designyaml::write(d)) {
                ++differ;
                std::printf("WRITERS DIFFER %s\n", qPrintable(file));
            }
        }
    }
    std::printf("bench_yaml --compare: %lld files (%d read as designs, the rest refused by both), "
                "%d differ\n",
                qlonglong(files.size()), designs, differ);
    return differ ? 1 : 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    QStringList args = app.arguments().mid(1);
    if (!args.isEmpty() && args.first() == QStringLiteral("--compare"))
        return compare(args.mid(1));
    if (args.size() == 2 && args.first() == QStringLiteral("--read")) {
        const auto r = inChild([&] { return designyaml::readFile(args[1]).devices.size() > 0; });
        std::printf("read %s: %.2f s wall, %.2f s CPU, %.0f MiB peak\n", qPrintable(args[1]),
                    r.wall, r.cpu, r.peakMiB);
        inChild([&] {
            const Design d = designyaml::readFile(args[1]);
            QElapsedTimer t;
            t.start();
            Validator(d).validateAll();
            std::printf("of which the design rules: %.2f s wall\n", t.nsecsElapsed() / 1e9);
            t.restart();
            const QString text = designyaml::write(d);
            std::printf("write: %.2f s wall\n", t.nsecsElapsed() / 1e9);
            return !text.isEmpty();
        });
        return r.wall >= 0 ? 0 : 1;
    }

    QTemporaryDir tmp;
    const QString work = args.isEmpty() ? tmp.path() : args.first();
    QDir().mkpath(work);
    std::printf("bench_yaml: work folder %s\n", qPrintable(work));
    const QString examples = QStringLiteral(RESOURCES_DIR "/examples/");
    const QString big = prepare(examples + QStringLiteral("scale-100k-gpu.yaml"), work);
    const QString small = prepare(examples + QStringLiteral("kakao-b200-255.yaml"), work);
    if (big.isEmpty() || small.isEmpty())
        return 1;
    std::printf("100,000-GPU design: %s, %.1f MB\n", qPrintable(big), QFileInfo(big).size() / 1e6);

    // Reading, each in a child of its own (before this process holds anything big).
    const auto oldRead = inChild([&] {
        try {
            oldyaml::read(readText(big), big);
            return true;
        } catch (const Error &) {
            return false;
        }
    });
    const auto newRead = inChild([&] {
        try {
            designyaml::readFile(big);
            return true;
        } catch (const Error &) {
            return false;
        }
    });
    std::printf("  read   old (yaml-cpp node tree)  %7.2f s wall %7.2f s CPU %7.0f MiB peak\n",
                oldRead.wall, oldRead.cpu, oldRead.peakMiB);
    std::printf("  read   new (libyaml, streamed)   %7.2f s wall %7.2f s CPU %7.0f MiB peak"
                "   (aim: under 5 s, 500 MB)\n",
                newRead.wall, newRead.cpu, newRead.peakMiB);

    // Writing, from one design read here.
    const Design design = designyaml::readFile(big);
    QElapsedTimer t;
    t.start();
    // The reader runs the design rules on what it read (issue 13 pt 1): their share of it.
    const std::size_t findings = Validator(design).validateAll().size();
    std::printf("         of which the design rules %7.2f s wall (Validator::validateAll, %zu "
                "findings)\n",
                t.nsecsElapsed() / 1e9, findings);
    t.restart();
    const QString oldText = oldyaml::write(design);
    const double oldWrite = t.nsecsElapsed() / 1e9;
    t.restart();
    const QString newText = designyaml::write(design);
    const double newWrite = t.nsecsElapsed() / 1e9;
    t.restart();
    const QString out = QDir(work).filePath(QStringLiteral("written.yaml"));
    designyaml::writeFile(design, out);
    const double newWriteFile = t.nsecsElapsed() / 1e9;
    std::printf("  write         old (yaml-cpp emitter)   %7.2f s\n", oldWrite);
    std::printf("  write         new (direct)             %7.2f s  (%.2f s into a file; aim: "
                "under 5 s)   bytes %s\n",
                newWrite, newWriteFile, oldText == newText ? "identical" : "DIFFER");

    // import --replace, the whole command.
    bool ok = oldRead.wall >= 0 && newRead.wall >= 0 && oldText == newText;
    for (const auto &[yaml, aim] : {std::pair{small, 3.0}, std::pair{big, 20.0}}) {
        const QString db =
            QDir(work).filePath(QFileInfo(yaml).completeBaseName() + QStringLiteral(".railyard"));
        double s = 0;
        ok = runCli({QStringLiteral("import"), QStringLiteral("--db"), db,
                     QStringLiteral("--replace"), yaml},
                    &s) &&
             ok;
        std::printf("  import --replace %-22s %7.2f s  (aim: under %.0f s)\n",
                    qPrintable(QFileInfo(yaml).fileName()), s, aim);
    }
    return ok ? 0 : 1;
}
