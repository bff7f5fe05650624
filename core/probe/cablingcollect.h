#pragma once

// Live collection of what the fabric reports about its cabling: `lldpctl -f json` (as lldpcli
// `show chassis` followed by `show neighbors`, so the file names its own host) from every host
// and switch of the design's Ethernet planes, and one `ibnetdiscover` per InfiniBand plane
// (subnet) from one host of that plane. The commands run through the launchers of launcher.h
// (ssh, srun, mpirun or locally behind a wrapper) as argument lists: a name from the design
// reaches a remote shell only as one quoted word (launcher.h shellQuote()).
//
// Every node has its own timeout; a node that cannot be reached, times out or fails is kept as
// a failed CollectedFile with the reason, and the rest goes on. The files can be written into
// a folder (lldp/<node>.json, ibnetdiscover/<plane>-<node>.txt) so that the same check can be
// re-run offline with `railyard-cli verify --lldp DIR/lldp --ibnetdiscover FILE`.
// The file formats: docs/references/probe-formats.md §d.4 (lldpctl) and the ibnetdiscover
// section of the same page.

#include "executor.h"
#include "runner.h"

#include "model/design.h"

#include <QObject>

#include <vector>

namespace ry::probe {

enum class CollectKind
{
    Lldp,         ///< lldpcli show chassis + show neighbors (JSON) from one host or switch
    Ibnetdiscover ///< ibnetdiscover from one host of an InfiniBand plane
};

/// One node to collect from.
struct CollectTarget
{
    QString node; ///< the device's name in the design, used as the host name for the launcher
    CollectKind kind = CollectKind::Lldp;
    QString plane;      ///< Ibnetdiscover: the plane (subnet) the dump covers
    QString rdmaDevice; ///< Ibnetdiscover: passed as `-C DEVICE` when known (Port::rdmaDevice)
    /// Ibnetdiscover: further hosts of the plane (node, RDMA device), tried in this order when
    /// the node fails, so that one unreachable host does not leave its subnet unread.
    QList<QPair<QString, QString>> fallbacks;
};

/// The nodes to collect from for `design`: an Lldp target for every device at either end of a
/// planned cable on an Ethernet plane (technology ethernet-* or roce-*, or an out-of-band or
/// in-band management plane; the same rule the verifier scopes LLDP with), in design order; and
/// per InfiniBand plane (technology infiniband-*) one Ibnetdiscover target: the host (a device
/// whose type has no switch radix) with a cabled port in that plane whose name sorts first,
/// with the next two such hosts as fallbacks. A plane with no such host is reported in `notes`
/// (an Info diagnostic naming the plane).
std::vector<CollectTarget> collectionTargets(const Design &design, Diagnostics *notes = nullptr);

/// How to reach the nodes and what to run there. In every word of the commands, `{node}` is
/// replaced by the target's node name (e.g. a per-node lldpd socket `-u /run/{node}.sock`).
struct CollectOptions
{
    ExecutorOptions::Launcher launcher = ExecutorOptions::Launcher::Ssh;
    SshOptions ssh;
    SrunOptions srun;     ///< one task on the node; srun's --label is left out
    MpirunOptions mpirun; ///< one slot on the node; mpirun's --tag-output is left out
    QHash<QString, QStringList> wrappers; ///< Local: node -> wrapper argv (ip netns exec NS)
    QStringList lldpChassisCommand{QStringLiteral("lldpcli"), QStringLiteral("-f"),
                                   QStringLiteral("json"), QStringLiteral("show"),
                                   QStringLiteral("chassis")};
    QStringList lldpNeighboursCommand{QStringLiteral("lldpcli"), QStringLiteral("-f"),
                                      QStringLiteral("json"), QStringLiteral("show"),
                                      QStringLiteral("neighbors")};
    QStringList ibnetdiscoverCommand{QStringLiteral("ibnetdiscover")};
    int timeoutMs = 60000; ///< per command on a node
    int maxParallel = 32;  ///< commands running at once
};

/// The outcome of one target.
struct CollectedFile
{
    CollectTarget target;
    bool done = false; ///< its commands have ended (successfully or not)
    bool ok = false;   ///< the file was collected (for Lldp: the neighbours command succeeded)
    QString reason;    ///< why not (translated), or a note (the chassis command failed)
    QByteArray bytes;  ///< the file's content
    QString fileName;  ///< relative path: "lldp/<node>.json", "ibnetdiscover/<plane>-<node>.txt"
};

/// Runs the collection (asynchronously, on the event loop) and reports each node's file as it
/// arrives.
class CablingCollector : public QObject
{
    Q_OBJECT
public:
    CablingCollector(std::vector<CollectTarget> targets, CollectOptions options,
                     QObject *parent = nullptr);

    /// Starts every command (at most maxParallel at once); returns at once.
    void start();
    /// Stops every command; unfinished targets become failed ("cancelled").
    void cancel();
    bool isRunning() const { return m_running; }

    /// One per target, in target order.
    const std::vector<CollectedFile> &files() const { return m_files; }
    int failedCount() const;

    /// Writes every collected file below `dir` (made when missing), as fileName says. Returns
    /// the absolute paths written. Throws ry::Error naming a file that cannot be written.
    QStringList writeFiles(const QString &dir) const;

    /// The argv lists the commands of target `index` are started with (dry run, tests; for an
    /// Ibnetdiscover target, on its current node: the fallbacks come after a failure). Throws
    /// ry::Error when the node name is not a safe host name (launcher.h isSafeHostName()).
    std::vector<LaunchSpec> launchSpecs(int index) const;

signals:
    /// files()[index] is done (ok or failed).
    void fileCollected(int index);
    /// Every target is done (or the run was cancelled).
    void finished();

private:
    void onJobFinished(int job, JobOutcome outcome, const QString &reason);
    LaunchSpec onNode(const QString &node, const QStringList &argv) const;

    std::vector<CollectedFile> m_files;
    CollectOptions m_o;
    ProbeRunner *m_runner = nullptr;
    /// runner job -> (target index, 0 = chassis / ibnetdiscover, 1 = neighbours)
    QHash<int, QPair<int, int>> m_jobs;
    std::vector<int> m_pending; ///< per target: jobs not yet ended
    bool m_running = false;
};

} // namespace ry::probe
