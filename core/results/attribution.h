#pragma once

// Attribution of a benchmark run to the design: which nodes, GPUs, rails and links it covered.
//
// Host names come from the nccl-tests device list (`#  Rank 3 ... on node07 device 3 ...`).
// Each host is matched to a device of the design, in this order:
//   1. exact: the device name equals the host name;
//   2. the same ignoring case, then the short name (the host name up to its first dot,
//      `node07.cluster.local` -> `node07`);
//   0. explicit maps first (`HOST=DEVICE`, HostPattern::explicitMap): the host name as written;
//   3. configurable patterns, in the order given: a regular expression that must match the
//      whole host name and a template that builds the device name from its captures
//      (`\1`..`\9`), e.g. `^worker-(\d+)$` -> `node\1`, or `^(.+)-ib\d*$` -> `\1`.
// Hosts that match no device are listed in Attribution::unknownHosts, never dropped.
//
// Rails and links: in a rail-optimized fabric GPU k of a node is served by NIC k on rail k
// (docs/design-notes.md "Rail"; NCCL runs one ring per NIC, docs/references/fabric.md §2.3), so a
// run that spans several nodes covers rail k of every node where CUDA device k ran a rank, and the
// cables of those rail ports (the node-to-leaf links). Which leaf-to-spine links carried the
// traffic is decided by the fabric's routing and is not attributed. A run on a single node stays on
// NVLink and covers no rails or links.

#include "benchmark.h"
#include "model/design.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace ry::results {

/// One host mapping. A pattern: `regex` must match the whole host name; `deviceName` is the
/// template of the device name, with `\1`..`\9` replaced by the captures. An explicit map
/// (`explicitMap`): `regex` is a host name matched as written, `deviceName` the device.
/// Mappings are stored with each run (StoredRun::hostMappings) and re-used when it is evaluated
/// again.
struct HostPattern
{
    QString regex;
    QString deviceName;
    bool explicitMap = false;

    friend bool operator==(const HostPattern &, const HostPattern &) = default;
};

/// Reads `REGEX=>TEMPLATE` (the form the CLI's --host-pattern takes); std::nullopt when the
/// text has no `=>` or the expression is not valid.
std::optional<HostPattern> hostPatternFromString(const QString &text);
/// Reads `HOST=DEVICE` (the CLI's --host-map): an explicit map; std::nullopt when either side
/// is empty.
std::optional<HostPattern> hostMapFromString(const QString &text);
/// Reads either form: `REGEX=>TEMPLATE` (a pattern) or `HOST=DEVICE` (an explicit map).
std::optional<HostPattern> hostMappingFromString(const QString &text);
/// The text form hostMappingFromString() reads back: `REGEX=>TEMPLATE` or `HOST=DEVICE`.
QString toString(const HostPattern &mapping);

/// How a host was matched to a device.
enum class HostMatch
{
    Exact,
    CaseInsensitive,
    ShortName,
    Pattern,
    Map, ///< an explicit HOST=DEVICE map
};

/// "exact", "case-insensitive", "short-name", "pattern", "map".
QString toString(HostMatch match);

/// A node the run used.
struct AttributedNode
{
    Id deviceId = 0;
    QString deviceName;
    QString host; ///< as printed in the run
    HostMatch match = HostMatch::Exact;
    QList<int> ranks;         ///< global ranks on this node, ascending
    QList<int> gpus;          ///< CUDA device indices used on this node, ascending
    QList<int> rails;         ///< rails covered (multi-node runs only), ascending
    std::vector<Id> portIds;  ///< compute-rail ports covered
    std::vector<Id> cableIds; ///< cables on those ports
};

/// What a run covered in the design.
struct Attribution
{
    std::vector<AttributedNode> nodes; ///< in order of first appearance in the device list
    QList<int> rails;                  ///< union of the nodes' rails, ascending
    std::vector<Id> cableIds;          ///< union of the nodes' cables, ascending
    QStringList unknownHosts;          ///< host names that matched no device
    bool hasDeviceList = false;        ///< false: the run printed no host names at all
    bool multiNode = false;            ///< more than one host in the device list

    std::vector<Id> deviceIds() const;
};

/// Matches host names to devices of a design (see the top of this file).
class HostMatcher
{
public:
    explicit HostMatcher(const Design &design, const QList<HostPattern> &patterns = {});

    /// The device for `host`, or nullptr; `how` receives the rule that matched.
    const Device *match(const QString &host, HostMatch *how = nullptr) const;

    /// Patterns that are not valid regular expressions, with the reason (translated).
    const QStringList &patternErrors() const { return m_patternErrors; }

private:
    QHash<QString, const Device *> m_exact;
    QHash<QString, const Device *> m_folded;
    QHash<QString, const Device *> m_maps; ///< explicit maps: host -> device
    std::vector<std::pair<QRegularExpression, QString>> m_patterns;
    QStringList m_patternErrors;
};

/// Attributes `run` (its device list) to `design`.
Attribution attribute(const BenchmarkRun &run, const Design &design,
                      const QList<HostPattern> &patterns = {});

/// Attributes a run known only by its host names and CUDA device indices (a stored run):
/// `ranks` holds one (host, device index, rank) per rank line.
struct RankPlacement
{
    QString host;
    int device = 0;
    int rank = 0;
};
Attribution attribute(const std::vector<RankPlacement> &ranks, const Design &design,
                      const QList<HostPattern> &patterns = {});

} // namespace ry::results
