// railyard-probe: runs on cluster nodes; writes JSON Lines (docs/probe-jsonl.md) on stdout.
// Headless, on top of core (QCoreApplication only), like qgis_process.

#include "modes.h"
#include "output.h"

#include "probe/events.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

#include <cstdio>

using namespace ry::probe;

namespace {

void usage(FILE *f)
{
    const QString text =
        ry::Tr::tr("Usage: railyard-probe MODE [options]\n\n"
                   "Modes:\n"
                   "  nccl       NCCL collectives over a size sweep (needs CUDA, NCCL and a GPU)\n"
                   "  tcp        TCP throughput between two addresses (--listen or --connect)\n"
                   "  inventory  local facts: GPUs, NICs, InfiniBand ports, NVMe drives\n"
                   "  hello      multi-rank start-up check without GPUs (rank, size, rendezvous)\n"
                   "  version    print the version and the schema version\n\n"
                   "Output: JSON Lines on stdout, one event per line (docs/probe-jsonl.md).\n"
                   "Exit codes: 0 ok, 1 a check failed, 2 usage, 3 runtime error, 4 no GPU,\n"
                   "5 NCCL mode not built in.\n"
                   "Run 'railyard-probe MODE --help' for the options of a mode.\n");
    std::fputs(qPrintable(text), f);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("railyard-probe"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    QStringList args = app.arguments();
    if (args.size() < 2) {
        usage(stderr);
        return ExitUsage;
    }
    const QString mode = args[1];
    args.removeAt(1);
    if (mode == QLatin1String("--help") || mode == QLatin1String("-h") ||
        mode == QLatin1String("help")) {
        usage(stdout);
        return ExitOk;
    }
    if (mode == QLatin1String("version") || mode == QLatin1String("--version")) {
        std::printf("railyard-probe %s schema %d nccl %s\n", RAILYARD_VERSION, kSchemaVersion,
#ifdef RAILYARD_PROBE_HAVE_NCCL
                    "built-in"
#else
                    "not-built"
#endif
        );
        return ExitOk;
    }
    tool::Output::instance().setMode(mode);
    try {
        if (mode == QLatin1String("tcp"))
            return tool::runTcp(args);
        if (mode == QLatin1String("inventory"))
            return tool::runInventory(args);
        if (mode == QLatin1String("hello"))
            return tool::runHello(args);
        if (mode == QLatin1String("nccl"))
            return tool::runNccl(args);
    } catch (const ry::Error &e) {
        tool::Output::instance().error(QStringLiteral("runtime"), e.describe());
        return ExitRuntime;
    } catch (const std::exception &e) {
        tool::Output::instance().error(QStringLiteral("runtime"), QString::fromLocal8Bit(e.what()));
        return ExitRuntime;
    }
    std::fprintf(stderr, "%s\n",
                 qPrintable(ry::Tr::tr("railyard-probe: unknown mode \"%1\".").arg(mode)));
    usage(stderr);
    return ExitUsage;
}
