#include "output.h"

#include <QDateTime>
#include <QSysInfo>

#include <cstdio>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace ry::probe::tool {

namespace {
std::mutex g_mutex;
}

Output &Output::instance()
{
    static Output o;
    return o;
}

Output::Output() : m_host(QSysInfo::machineHostName()) {}

void Output::setRank(int rank, int nranks)
{
    m_rank = rank;
    m_nranks = nranks;
}

void Output::emitEvent(EventKind kind, QJsonObject obj)
{
    obj.insert(QStringLiteral("event"), toString(kind));
    if (!obj.contains(QLatin1String("mode")))
        obj.insert(QStringLiteral("mode"), m_mode);
    obj.insert(QStringLiteral("host"), m_host);
    obj.insert(QStringLiteral("rank"), m_rank);
    obj.insert(QStringLiteral("nranks"), m_nranks);
    obj.insert(QStringLiteral("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    const QByteArray line = toJsonLine(obj);
    std::lock_guard<std::mutex> lock(g_mutex);
    std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    std::fflush(stdout);
}

void Output::error(const QString &code, const QString &message)
{
    emitEvent(EventKind::Error,
              {{QStringLiteral("code"), code}, {QStringLiteral("message"), message}});
    std::fprintf(stderr, "railyard-probe: %s\n", qPrintable(message));
}

void Output::finished(const QString &status, QJsonObject extra)
{
    extra.insert(QStringLiteral("status"), status);
    emitEvent(EventKind::Finished, extra);
}

void watchStdin()
{
    std::thread([] {
        char buf[256];
        while (true) {
            const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
            if (n == 0 || (n < 0 && errno != EINTR))
                break;
        }
        Output::instance().error(QStringLiteral("cancelled"),
                                 Tr::tr("Standard input closed (the launcher went away); "
                                        "stopping."));
        std::fflush(stdout);
        ::_exit(ExitRuntime);
    }).detach();
}

} // namespace ry::probe::tool
