#pragma once

// Bill of materials of a design: nodes and switches per model, cables by medium, speed and
// length, transceivers, racks, PDUs, and power per rack and in total. Sections (§) and sources
// (FAB-n) cited below are those of docs/references/fabric.md.

#include "fabricspec.h"
#include "model/design.h"

#include <QPair>
#include <QSet>

#include <optional>
#include <tuple>

namespace ry::fabric {

/// One line of the bill. Categories: "node" (role gpu-node), "switch" (detail = role),
/// "server" (fabric managers), "pdu", "other", "rack" (item = rack role), "cable" (item = medium,
/// detail = "<speed>G", lengthM and lengthUnit set: one line per length as ordered, a 10 ft cable
/// apart from a 3 m one; no lengthM = cables of unknown length; a breakout cable is one line item
/// "<medium> 1x<lanes> breakout" with the cage's speed, its legs are not counted again),
/// "transceiver" (item = "<port type>
/// <mmf|smf>[ twin-port]", detail = the host's device type slug).
struct BomLine
{
    QString category;
    QString item;
    QString detail;
    std::optional<double> lengthM; ///< cables only; no value = unknown length
    LengthUnit lengthUnit = LengthUnit::Metre;
    long long count = 0;
    friend bool operator==(const BomLine &, const BomLine &) = default;
};

struct RackPower
{
    QString rack;
    double maxW = 0;     ///< sum of DeviceType::powerMaxW
    double typicalW = 0; ///< sum of DeviceType::powerTypicalW
    double budgetW = 0;  ///< Rack::powerBudgetW (0 = none)
};

struct Bom
{
    std::vector<BomLine> lines;   ///< sorted by category, item, detail, length
    std::vector<RackPower> racks; ///< in rack order
    double totalMaxW = 0;         ///< all devices, racked or not
    double totalTypicalW = 0;
    LengthTotal cableLength; ///< every cable; a lower bound when some have no length

    /// Sum of the counts of the lines matching; an empty argument matches anything.
    long long count(const QString &category, const QString &item = {},
                    const QString &detail = {}) const;
};

/// Which ports are twin-port OSFP cages: (device type slug, port type) pairs whose interfaces
/// pair up, in template order among the type's non-management interfaces of that port type,
/// into 2-port cages (QM9700: 32 cages x 2 NDR ports, FAB-13; DGX H100/B200: 4 cages serving the 8
/// compute ports, FAB-1 §1.7). One optical transceiver then serves a whole cage (FAB-14).
struct BomOptions
{
    QSet<QPair<QString, QString>> twinPort;
};

/// Twin-port settings of the spec's compute planes, resolved against the ports that `design`
/// actually put on each plane.
BomOptions bomOptionsFor(const FabricSpec &spec, const Design &design);

/// One twin-port cage of one device: ports of `portType` on device `deviceId` whose index in
/// cageOf() is `cage`.
struct CageKey
{
    Id deviceId = 0;
    QString portType;
    int cage = -1;
    friend bool operator==(const CageKey &, const CageKey &) = default;
    friend bool operator<(const CageKey &x, const CageKey &y)
    {
        return std::tie(x.deviceId, x.portType, x.cage) < std::tie(y.deviceId, y.portType, y.cage);
    }
};

/// The cage grouping the BOM, cable sizing and the checks share: a port's cage is its rank among
/// its device type's non-management interface templates of the same port type, divided by two
/// (template order: QM9700 P1.0/P1.1 = cage 0, FAB-13). Caches per device type; not thread-safe.
class CageIndex
{
public:
    explicit CageIndex(const Design &design, const BomOptions &options)
        : m_design(design), m_options(options)
    {
    }
    /// Cage of `port` when its (device type slug, port type) is twin-port in the options and
    /// its name is one of the type's interface templates; else std::nullopt.
    std::optional<CageKey> cageOf(const Port &port);
    /// Cage index of `portName` on `type` (see the class comment), -1 when not an interface.
    int cageIndex(const DeviceType &type, const QString &portName);

private:
    const Design &m_design;
    const BomOptions &m_options;
    QHash<Id, QHash<QString, int>> m_cache;
};

/// Counts everything. Transceivers are counted for MMF and SMF cables only (DAC, ACC and AOC are
/// complete assemblies): one per cage on a twin-port end, else one per port. With every compute
/// cable on MMF this reproduces FAB-1 Table 8: 1536 switch OSFP (48 QM9700 x 32 cages) and 508
/// system OSFP (127 DGX x 4 cages) for the 4-SU, 127-node SuperPOD.
Bom computeBom(const Design &design, const BomOptions &options = {});

} // namespace ry::fabric
