#include "cablingcollect.h"

#include "util/fileerror.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

#include <algorithm>

namespace ry::probe {

namespace {

enum class Medium
{
    Other,
    Ethernet,
    InfiniBand
};

// The plane rule of the verifier's LLDP / ibnetdiscover scoping (core/verify/verifier.cpp).
Medium mediumOf(const Design &design, const Port &port)
{
    const Plane *plane = port.planeId ? design.planes.find(port.planeId) : nullptr;
    if (!plane || plane->kind == PlaneKind::ScaleUp)
        return Medium::Other;
    const QString &t = plane->technology;
    if (t.startsWith(QLatin1String("infiniband")))
        return Medium::InfiniBand;
    if (t.startsWith(QLatin1String("roce")) || t.startsWith(QLatin1String("ethernet")) ||
        plane->kind == PlaneKind::OutOfBand || plane->kind == PlaneKind::InbandMgmt)
        return Medium::Ethernet;
    return Medium::Other;
}

bool isSwitch(const Design &design, const Device &dev)
{
    const DeviceType *t = design.deviceTypes.find(dev.deviceTypeId);
    return t && t->radix > 0;
}

QStringList substituted(const QStringList &argv, const QString &node)
{
    QStringList out;
    for (const QString &w : argv)
        out << QString(w).replace(QLatin1String("{node}"), node);
    return out;
}

/// A file name part from a plane or node name: letters, digits, '.', '-', '_' kept, the rest '_'.
QString fileSafe(const QString &s)
{
    QString out;
    for (const QChar c : s)
        out += (c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('-') ||
                c == QLatin1Char('_'))
                   ? c
                   : QLatin1Char('_');
    if (out.isEmpty() || out.startsWith(QLatin1Char('.')))
        out.prepend(QLatin1Char('_'));
    return out;
}

} // namespace

std::vector<CollectTarget> collectionTargets(const Design &design, Diagnostics *notes)
{
    QSet<Id> lldpDevices;
    // plane id -> host devices with a cabled port in it, and that port's RDMA device
    QHash<Id, QList<QPair<QString, QString>>> ibHosts;
    for (const Cable &c : design.cables) {
        const Port *a = design.ports.find(c.aPortId);
        const Port *b = design.ports.find(c.bPortId);
        if (!a || !b)
            continue;
        Medium m = mediumOf(design, *a);
        if (m == Medium::Other)
            m = mediumOf(design, *b);
        if (m == Medium::Ethernet) {
            lldpDevices.insert(a->deviceId);
            lldpDevices.insert(b->deviceId);
        } else if (m == Medium::InfiniBand) {
            for (const Port *p : {a, b}) {
                const Device *dev = design.devices.find(p->deviceId);
                const Id plane = p->planeId ? p->planeId : (p == a ? b : a)->planeId;
                if (dev && !isSwitch(design, *dev) && plane)
                    ibHosts[plane].append({dev->name, p->rdmaDevice});
            }
        }
    }
    std::vector<CollectTarget> out;
    for (const Device &d : design.devices)
        if (lldpDevices.contains(d.id))
            out.push_back({d.name, CollectKind::Lldp, {}, {}});
    for (const Plane &pl : design.planes) {
        if (pl.kind == PlaneKind::ScaleUp || !pl.technology.startsWith(QLatin1String("infiniband")))
            continue;
        auto hosts = ibHosts.value(pl.id);
        if (hosts.isEmpty()) {
            if (notes && design.cables.size() > 0)
                notes->push_back(
                    {Diagnostic::Severity::Info,
                     Tr::tr("Plane %1 has no cabled host to run ibnetdiscover on.").arg(pl.name),
                     {},
                     {},
                     QStringLiteral("plane")});
            continue;
        }
        std::sort(hosts.begin(), hosts.end());
        // One entry per host (a host has a port per rail in the plane): its first port's HCA.
        hosts.erase(std::unique(hosts.begin(), hosts.end(),
                                [](const auto &a, const auto &b) { return a.first == b.first; }),
                    hosts.end());
        CollectTarget t{
            hosts.first().first, CollectKind::Ibnetdiscover, pl.name, hosts.first().second, {}};
        t.fallbacks = hosts.mid(1, 2);
        out.push_back(std::move(t));
    }
    return out;
}

CablingCollector::CablingCollector(std::vector<CollectTarget> targets, CollectOptions options,
                                   QObject *parent)
    : QObject(parent), m_o(std::move(options))
{
    for (CollectTarget &t : targets) {
        CollectedFile f;
        f.fileName = t.kind == CollectKind::Lldp
                         ? QStringLiteral("lldp/%1.json").arg(fileSafe(t.node))
                         : QStringLiteral("ibnetdiscover/%1-%2.txt")
                               .arg(fileSafe(t.plane), fileSafe(t.node));
        f.target = std::move(t);
        m_files.push_back(std::move(f));
    }
    m_runner = new ProbeRunner(this);
    m_runner->setMaxParallel(m_o.maxParallel);
    m_runner->setKillGraceMs(1000);
    connect(m_runner, &ProbeRunner::jobFinished, this, &CablingCollector::onJobFinished);
}

LaunchSpec CablingCollector::onNode(const QString &node, const QStringList &argv) const
{
    RemoteCommand cmd;
    cmd.argv = substituted(argv, node);
    LaunchSpec spec;
    switch (m_o.launcher) {
    case ExecutorOptions::Launcher::Local:
        if (!isSafeHostName(node))
            throw Error(Tr::tr("\"%1\" is not a valid host name.").arg(node));
        spec = localLaunch(cmd, m_o.wrappers.value(node), node);
        break;
    case ExecutorOptions::Launcher::Ssh:
        spec = sshLaunch(node, cmd, m_o.ssh);
        break;
    case ExecutorOptions::Launcher::Srun: {
        SrunOptions o = m_o.srun;
        o.tasksPerNode = 1;
        spec = srunLaunch({node}, cmd, o);
        spec.arguments.removeAll(QStringLiteral("--label")); // the file stays as written
        break;
    }
    case ExecutorOptions::Launcher::Mpirun: {
        MpirunOptions o = m_o.mpirun;
        o.slotsPerNode = 1;
        spec = mpirunLaunch({node}, cmd, o);
        spec.arguments.removeAll(QStringLiteral("--tag-output"));
        break;
    }
    }
    spec.nodes = {node};
    spec.label = node;
    spec.timeoutMs = m_o.timeoutMs;
    spec.rawOutput = true;
    return spec;
}

std::vector<LaunchSpec> CablingCollector::launchSpecs(int index) const
{
    const CollectTarget &t = m_files.at(std::size_t(index)).target;
    if (t.kind == CollectKind::Lldp)
        return {onNode(t.node, m_o.lldpChassisCommand), onNode(t.node, m_o.lldpNeighboursCommand)};
    QStringList argv = m_o.ibnetdiscoverCommand;
    if (!t.rdmaDevice.isEmpty())
        argv << QStringLiteral("-C") << t.rdmaDevice;
    return {onNode(t.node, argv)};
}

void CablingCollector::start()
{
    if (m_running)
        return;
    m_running = true;
    m_pending.assign(m_files.size(), 0);
    std::vector<int> refused;
    for (int i = 0; i < int(m_files.size()); ++i) {
        std::vector<LaunchSpec> specs;
        try {
            specs = launchSpecs(i);
        } catch (const Error &e) {
            m_files[std::size_t(i)].reason = e.message();
            refused.push_back(i);
            continue;
        }
        m_pending[std::size_t(i)] = int(specs.size());
        for (std::size_t k = 0; k < specs.size(); ++k)
            m_jobs.insert(m_runner->start(specs[k]), {i, int(k)});
    }
    // Targets refused before anything ran are reported from the event loop, like the others.
    QMetaObject::invokeMethod(
        this,
        [this, refused] {
            for (int i : refused) {
                m_files[std::size_t(i)].done = true;
                emit fileCollected(i);
            }
            if (m_jobs.isEmpty() && m_running) {
                m_running = false;
                emit finished();
            }
        },
        Qt::QueuedConnection);
}

void CablingCollector::cancel()
{
    m_runner->cancel();
}

int CablingCollector::failedCount() const
{
    return int(std::count_if(m_files.begin(), m_files.end(),
                             [](const CollectedFile &f) { return f.done && !f.ok; }));
}

void CablingCollector::onJobFinished(int job, JobOutcome outcome, const QString &reason)
{
    const auto it = m_jobs.constFind(job);
    if (it == m_jobs.constEnd())
        return;
    const int index = it->first, part = it->second;
    CollectedFile &f = m_files[std::size_t(index)];
    const JobState &st = m_runner->job(job);
    const bool ok = outcome == JobOutcome::Succeeded;
    const bool lldp = f.target.kind == CollectKind::Lldp;
    if (!lldp && outcome != JobOutcome::Succeeded && outcome != JobOutcome::Cancelled &&
        !f.target.fallbacks.isEmpty()) {
        // The subnet is still unread: the next host of the plane.
        f.reason += Tr::tr("%1: %2; ").arg(f.target.node, reason);
        const auto next = f.target.fallbacks.takeFirst();
        f.target.node = next.first;
        f.target.rdmaDevice = next.second;
        f.fileName = QStringLiteral("ibnetdiscover/%1-%2.txt")
                         .arg(fileSafe(f.target.plane), fileSafe(f.target.node));
        m_jobs.remove(job);
        try {
            m_jobs.insert(m_runner->start(launchSpecs(index).front()), {index, 0});
            return;
        } catch (const Error &e) {
            f.reason += e.message();
            f.done = true;
            emit fileCollected(index);
            if (!m_runner->isRunning() && m_running) {
                m_running = false;
                emit finished();
            }
            return;
        }
    }
    if (lldp && part == 0) {
        // The local chassis names the host in the file; without it the file is still usable
        // (the verifier then takes the host from the file name and says so).
        if (!ok)
            f.reason = Tr::tr("lldpcli show chassis failed: %1").arg(reason);
    } else {
        f.ok = ok;
        if (!ok) {
            // LLDP: the neighbours' failure says it all (the chassis command failed the same
            // way); ibnetdiscover: after the hosts tried before.
            const QString why = reason.isEmpty() ? toString(outcome) : reason;
            f.reason = lldp ? why : f.reason + why;
        } else if (st.output.trimmed().isEmpty()) {
            f.ok = false;
            f.reason = Tr::tr("%1 printed nothing.").arg(f.target.node);
        }
    }
    if (--m_pending[std::size_t(index)] == 0) {
        if (lldp) {
            // chassis first, then the neighbours: the order `lldpcli show chassis; lldpctl`
            // would print them in.
            for (auto j = m_jobs.constBegin(); j != m_jobs.constEnd(); ++j)
                if (j->first == index && j->second == 0 &&
                    m_runner->job(j.key()).outcome == JobOutcome::Succeeded)
                    f.bytes = m_runner->job(j.key()).output;
            for (auto j = m_jobs.constBegin(); j != m_jobs.constEnd(); ++j)
                if (j->first == index && j->second == 1)
                    f.bytes += m_runner->job(j.key()).output;
        } else {
            f.bytes = st.output;
        }
        if (!f.ok)
            f.bytes.clear();
        f.done = true;
        emit fileCollected(index);
    }
    if (!m_runner->isRunning() && m_running) {
        m_running = false;
        emit finished();
    }
}

QStringList CablingCollector::writeFiles(const QString &dir) const
{
    QStringList written;
    for (const CollectedFile &f : m_files) {
        if (!f.ok)
            continue;
        const QString path = QDir(dir).filePath(f.fileName);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) || !writeFully(out, f.bytes) || !out.commit())
            throwWriteError(out, path);
        written << QFileInfo(path).absoluteFilePath();
    }
    return written;
}

} // namespace ry::probe
