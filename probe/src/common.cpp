#include "common.h"

#include "modes.h"
#include "output.h"

#include "probe/events.h"

#include <QProcessEnvironment>
#include <QRegularExpression>

#include <cstdio>

namespace ry::probe::tool {

int parseMode(QCommandLineParser &p, const QStringList &args, const QString &mode,
              const QString &description)
{
    p.setApplicationDescription(description);
    p.addHelpOption();
    if (!p.parse(args)) {
        std::fprintf(stderr, "railyard-probe %s: %s\n", qPrintable(mode),
                     qPrintable(p.errorText()));
        return ExitUsage;
    }
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText().replace(QLatin1String("railyard-probe"),
                                                   QLatin1String("railyard-probe ") + mode)),
                   stdout);
        return ExitOk;
    }
    if (!p.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(Tr::tr("railyard-probe %1: unexpected argument \"%2\".")
                                    .arg(mode, p.positionalArguments().first())));
        return ExitUsage;
    }
    return -1;
}

void addCommonOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("watch-stdin"),
                 Tr::tr("Stop when standard input closes (used through ssh, so that the probe "
                        "ends with the connection).")});
}

void applyCommonOptions(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("watch-stdin")))
        watchStdin();
}

qint64 intOption(const QCommandLineParser &p, const QString &name, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 v = p.value(name).toLongLong(&ok);
    if (!ok || v < min || v > max)
        throw Error(Tr::tr("--%1 must be an integer from %2 to %3.").arg(name).arg(min).arg(max));
    return v;
}

double doubleOption(const QCommandLineParser &p, const QString &name, double min, double max)
{
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || v < min || v > max)
        throw Error(Tr::tr("--%1 must be a number from %2 to %3.").arg(name).arg(min).arg(max));
    return v;
}

qint64 parseSize(const QString &s, bool *ok)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*(\d+)\s*([KMGkmg]?)[Bb]?\s*$)"));
    const auto m = re.match(s);
    *ok = m.hasMatch();
    if (!*ok)
        return 0;
    qint64 v = m.captured(1).toLongLong(ok);
    const QChar u = m.captured(2).isEmpty() ? QChar() : m.captured(2).at(0).toUpper();
    const int shift = u == QLatin1Char('K')   ? 10
                      : u == QLatin1Char('M') ? 20
                      : u == QLatin1Char('G') ? 30
                                              : 0;
    if (v > (qint64(1) << 40) >> shift)
        *ok = false;
    return v << shift;
}

RankInfo detectRank(int optRank, int optNranks)
{
    RankInfo r;
    if (optRank >= 0 && optNranks > 0) {
        r.rank = optRank;
        r.nranks = optNranks;
        r.localRank = 0;
        r.source = QStringLiteral("options");
        return r;
    }
    const auto env = QProcessEnvironment::systemEnvironment();
    struct Source
    {
        const char *name, *rank, *size, *local;
    };
    static const Source sources[] = {
        {"openmpi", "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK"},
        {"slurm", "SLURM_PROCID", "SLURM_NTASKS", "SLURM_LOCALID"},
        {"pmi", "PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID"},
        {"torchrun", "RANK", "WORLD_SIZE", "LOCAL_RANK"},
    };
    for (const Source &s : sources) {
        bool ok1 = false, ok2 = false;
        const int rank = env.value(QLatin1String(s.rank)).toInt(&ok1);
        const int size = env.value(QLatin1String(s.size)).toInt(&ok2);
        if (ok1 && ok2 && size > 0 && rank >= 0 && rank < size) {
            r.rank = rank;
            r.nranks = size;
            r.localRank = env.value(QLatin1String(s.local)).toInt();
            r.source = QLatin1String(s.name);
            return r;
        }
    }
    r.source = QStringLiteral("single");
    return r;
}

QStringList recordedEnvironmentNames()
{
    static const QRegularExpression secret(QStringLiteral("KEY|TOKEN|SECRET|PASS|CRED"),
                                           QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    const auto env = QProcessEnvironment::systemEnvironment();
    for (const QString &k : env.keys())
        if ((k.startsWith(QLatin1String("NCCL_")) || k == QLatin1String("CUDA_VISIBLE_DEVICES") ||
             k.startsWith(QLatin1String("UCX_")) || k.startsWith(QLatin1String("FI_"))) &&
            !secret.match(k).hasMatch())
            out << k;
    out.sort();
    return out;
}

} // namespace ry::probe::tool
