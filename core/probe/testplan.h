#pragma once

// Test plans derived from a design, and localisation of a bad link or node by elimination.
//
// A plan has stages, each a list of steps; a step is one probe run (an NCCL collective over a
// node set, or a TCP transfer between two addresses). The plan lists its nodes and an estimated
// duration before anything starts. Topology is read from the design: GPU nodes (role
// `gpu-node`, not failed/decommissioned), their rail ports (Port::rail >= 0), the cable on each
// rail port and the device at its far end (the leaf), and the addresses assigned to rail ports.

#include "events.h"
#include "model/design.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ry::probe {

enum class StepKind
{
    Nccl, ///< railyard-probe nccl over `nodes`
    Tcp,  ///< railyard-probe tcp from `source` (on nodes[0]) to `destination` (on nodes[1])
};

/// One probe run.
struct PlanStep
{
    QString stage; ///< "rail-allreduce", "all-nodes", "pairwise-leaf", "pairwise-spine",
                   ///< "tcp-rail", "tcp-link"
    QString name;  ///< e.g. "rail 3, SU1: all_reduce over 32 nodes"
    StepKind kind = StepKind::Nccl;
    QString collective;  ///< nccl-tests spelling (all_reduce, sendrecv, ...)
    QStringList nodes;   ///< device names, in rank order
    int rail = -1;       ///< the rail the step is confined to, -1 = all rails
    QString source;      ///< tcp: local address to bind on nodes[0] (no prefix length)
    QString destination; ///< tcp: address on nodes[1] to connect to (no prefix length)
    /// The cables whose path this step measures (labels, or `device:port-device:port` when a
    /// cable has no label); used to localise a slow result.
    QStringList path;
    QList<QPair<QString, QString>> environment; ///< e.g. NCCL_IB_HCA for a rail step
    double estimatedSeconds = 0;
};

/// What to put into a plan.
struct PlanOptions
{
    bool railAllReduce = true; ///< all-reduce per rail across each SU
    bool allNodes = true;      ///< all-reduce over all nodes on all rails
    bool pairwiseLeaf = true;  ///< send/recv between nodes under the same leaf (per rail)
    bool pairwiseSpine = true; ///< send/recv between nodes under different leaves (per rail)
    bool tcp = true;           ///< TCP between rail addresses and over direct node-node cables
    qint64 minBytes = 8;
    qint64 maxBytes = qint64(1) << 30;
    int stepFactor = 2;
    int warmupIters = 5;
    int iters = 20;
    int gpusPerNode = 8; ///< for the all-node estimate when the type says nothing
    double tcpSeconds = 3;
    double startupSeconds = 5; ///< launch + NCCL communicator set-up per step, estimated
};

struct TestPlan
{
    PlanOptions options; ///< what the plan was made with (sizes, iterations)
    std::vector<PlanStep> steps;
    QStringList nodes;       ///< every node the plan touches, sorted
    Diagnostics diagnostics; ///< what could not be planned (a node without rail ports, ...)

    double estimatedSeconds() const;
    /// Human-readable summary: stages, node list, step count, estimated duration.
    QString describe() const;
};

TestPlan makeTestPlan(const Design &design, const PlanOptions &options = {});

/// Estimated wall time of one NCCL sweep in seconds: for each size s (min..max by factor) the
/// collective moves s x busBwFactor bytes per rank over the bottleneck `busbwGBps`, plus ~20 us
/// of latency per operation, times (warm-up + timed) iterations, plus startup.
double estimateNcclSeconds(const QString &collective, int nranks, const PlanOptions &options,
                           double busbwGBps);

/// One measured path, for localisation.
struct PathResult
{
    QString step;        ///< the step's name
    QStringList nodes;   ///< the nodes at its ends
    QStringList path;    ///< the cables it crosses (PlanStep::path)
    double value = 0;    ///< measured figure (busbw GB/s, or Gb/s for TCP)
    bool failed = false; ///< the run ran and failed (NCCL error, wrong results): counts as slow
    /// The step measured nothing: it could not be started, timed out, or found no GPU. It is
    /// left out of the localisation (neither slow nor good), so it never makes a cable or node
    /// suspect and never clears one.
    bool notMeasured = false;
};

/// A suspect found by elimination.
struct Suspect
{
    enum class Kind
    {
        Cable,
        Node
    };
    Kind kind = Kind::Cable;
    QString name;
    QStringList slowSteps; ///< the slow steps it is on
    QString reason;        ///< translated sentence
};

/// The name a plan gives a cable in PlanStep::path and Suspect::name: its label, else
/// `device:port-device:port` ("?" for an end that is not in `design`).
QString cableName(const Design &design, const Cable &cable);

/// Leaves out the paths that were not measured (PathResult::notMeasured); marks a path slow when
/// it failed or its value is below `threshold` x the median of the measured values; then a cable
/// (node) is suspect when it lies on at least one slow path and on no path that was not slow.
/// Results: cables first, then nodes, each sorted by name. When every slow path shares its cables
/// and nodes with good paths the result is empty (inconclusive: add pairs).
std::vector<Suspect> localise(const std::vector<PathResult> &results, double threshold = 0.8);

} // namespace ry::probe
