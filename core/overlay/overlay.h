#pragma once

// The overlay: what an analysis paints over the design. ONE value type shared by every
// producer and every view:
//
//   producers (core)                            value (this file)    adapter (app/gui)
//   verify/overlay.h       makeOverlay()        -> ry::Overlay -> gui::applyOverlay() -> the
//   results/overlay.h      buildOverlay()       -> ry::Overlay      topology, rack and
//   probe/checksoverlay.h  makeChecksOverlay()  -> ry::Overlay      floor-plan views
//
// Layer: core/overlay is its own small library above core/model (it needs the Design for the
// aggregation and QColor for the palette, nothing else). It is not in core/models, which holds
// the Qt item models and links the undo stack: core/verify, core/results and core/probe produce
// overlays and must not depend on item models.
//
// An entry is a state plus optional figures; colours are never stored per entry: the overlay's
// palette resolves a state to its QColor (Overlay::colour()), so the one colour type is QColor
// and one state has one colour within an overlay.
//
// States. Two of them say that nothing can be concluded, and are never turned into a colour
// that claims a verdict:
//   NoData        nothing measured or observed on the object
//   Unverifiable  something was measured, but there is nothing to rate it against (no
//                 theoretical ceiling, no expected figure)
// and the verdicts: Good, Warning, Missing (planned but not seen), Bad; plus Running (a check
// is running on the object now).
//
// Aggregation (aggregate(), run by every producer once its node and link entries are set):
//   node -> rack (Device::rackId) -> row (Rack::rowId);  node -> SU (Device::su);
//   node -> pod (Device::supernodeId: the scale-up domain, the only pod-like unit of the model);
//   link -> rail (the rail of the cable's ports, Port::rail).
// The members of a parent are the child entries the producer set (a producer lists every object
// in its scope, NoData where it has nothing: e.g. every GPU node for results). The parent's
// state is the member state of highest aggregation rank:
//       Bad > Missing > Warning > Running > NoData > Unverifiable > Good
// so a problem seen anywhere shows on its parent, and a parent is Good only when EVERY member
// is Good: an SU with one Good node and seven NoData nodes is NoData (not green), one with
// Unverifiable and Good members is Unverifiable. A parent without members has no entry.
// The parent's figures (value, reference, percent, run) are those of its worst rated member
// (highest rank, then lowest percent, then lowest key); its label and tooltip say how many
// members are covered. Every tie is broken by the member's key (Device id, Cable id), never
// by hash order, so the same input gives the same overlay whatever order it came in.

#include "model/design.h"

#include <QColor>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace ry::overlay {

/// What is known about one object. See the header comment for the meaning of each state.
enum class OverlayState
{
    NoData,
    Unverifiable,
    Good,
    Warning,
    Missing,
    Bad,
    Running,
};
inline constexpr int kOverlayStateCount = 7;

/// "no-data", "unverifiable", "good", "warning", "missing", "bad", "running".
QString toString(OverlayState s);
/// True for the verdicts (Good, Warning, Missing, Bad): states that rate the object.
bool isVerdict(OverlayState s);
/// The rank used by aggregation (higher wins): Good 0, Unverifiable 1, NoData 2, Running 3,
/// Warning 4, Missing 5, Bad 6.
int aggregationRank(OverlayState s);

/// The colour of each state. The defaults are the benchmark colours, colour-blind-safe
/// (Okabe-Ito palette, https://jfly.uni-koeln.de/color/: bluish green, orange, vermillion, blue,
/// sky blue) with a light grey for no data; verification() gives the cable-verification set.
struct OverlayPalette
{
    QColor noData{0xbd, 0xbd, 0xbd};
    QColor unverifiable{0x56, 0xb4, 0xe9};
    QColor good{0x00, 0x9e, 0x73};
    QColor warning{0xe6, 0x9f, 0x00};
    QColor missing{0x75, 0x75, 0x75};
    QColor bad{0xd5, 0x5e, 0x00};
    QColor running{0x00, 0x72, 0xb2};

    QColor colour(OverlayState s) const;
    /// Cable verification: green #2E7D32 correct, amber #F9A825 degraded, grey #757575
    /// missing, red #C62828 wrong (apart for red-green colour blindness by lightness as well).
    static OverlayPalette verification();
    friend bool operator==(const OverlayPalette &, const OverlayPalette &) = default;
};

/// One object's state and the figures behind it. Figures are in the producer's unit (GB/s
/// busbw for benchmarks, Gb/s for TCP checks); absent when the producer has none.
struct OverlayEntry
{
    OverlayState state = OverlayState::NoData;
    std::optional<double> value;     ///< the measured figure
    std::optional<double> reference; ///< what it is rated against (ceiling, expected)
    std::optional<double> percent;   ///< 100 x value / reference
    QString label;                   ///< short text drawn on the object ("95%", "wrong port")
    QString tooltip;                 ///< hover text, may have several lines
    Id runId = 0;                    ///< the benchmark run behind the state; 0 = none
    QList<Id> runIds;                ///< every run that covered the object, ascending
    int count = 0;                   ///< findings or runs on a leaf object; members on an aggregate
    int failed = 0;                  ///< of the runs, how many failed
    int covered = 0;                 ///< aggregates: members whose state is not NoData

    /// True when the state is a verdict (Good, Warning, Missing, Bad).
    bool rated() const { return isVerdict(state); }
    friend bool operator==(const OverlayEntry &, const OverlayEntry &) = default;
};

/// The overlay of one analysis on one design. Maps are ordered by key (deterministic).
struct Overlay
{
    QString title; ///< shown above the legend, e.g. "Benchmark run 3"
    OverlayPalette palette;
    struct LegendItem
    {
        OverlayState state = OverlayState::NoData;
        QString text;
        friend bool operator==(const LegendItem &, const LegendItem &) = default;
    };
    std::vector<LegendItem> legend;
    /// Views grey what has no verdict, so a handful of findings stand out in a large fabric.
    bool dimOthers = false;

    QMap<Id, OverlayEntry> nodes;  ///< by Device id (set by the producer)
    QMap<Id, OverlayEntry> links;  ///< by Cable id (set by the producer)
    QMap<int, OverlayEntry> rails; ///< by rail index (aggregate() from links)
    QMap<Id, OverlayEntry> racks;  ///< by Rack id (aggregate() from nodes)
    QMap<Id, OverlayEntry> rows;   ///< by Row id (aggregate() from racks)
    QMap<int, OverlayEntry> sus;   ///< by Device::su (aggregate() from nodes)
    QMap<Id, OverlayEntry> pods;   ///< by Supernode id (aggregate() from nodes)

    /// The entry of an object, or a NoData entry when the overlay has none.
    OverlayEntry node(Id deviceId) const { return nodes.value(deviceId); }
    OverlayEntry link(Id cableId) const { return links.value(cableId); }
    OverlayEntry rail(int index) const { return rails.value(index); }
    OverlayEntry rack(Id rackId) const { return racks.value(rackId); }
    OverlayEntry su(int index) const { return sus.value(index); }
    /// The palette colour of a state / of an entry's state.
    QColor colour(OverlayState s) const { return palette.colour(s); }
    QColor colour(const OverlayEntry &e) const { return palette.colour(e.state); }
    /// No entries and no legend: nothing to paint.
    bool isEmpty() const;
    friend bool operator==(const Overlay &, const Overlay &) = default;
};

/// A child entry being aggregated, with the name its parent's tooltip gives it.
struct OverlayMember
{
    QString name; ///< e.g. the device name
    const OverlayEntry *entry = nullptr;
};

/// Combines `members` (in ascending key order: that order breaks ties) into the entry of their
/// parent by the rule of the header comment; `what` names the parent in the tooltip ("Rack
/// R01", "SU2") and `kind` the members ("nodes", "links"; translated by the caller).
/// No members: a NoData entry with count 0.
OverlayEntry combineEntries(const std::vector<OverlayMember> &members, const QString &what,
                            const QString &kind);

/// Fills racks, rows, SUs and pods from `overlay.nodes`, and rails from `overlay.links`, by
/// the rule of the header comment (it replaces what those maps held). Nodes and links that are
/// not in `design` are ignored.
void aggregate(const Design &design, Overlay &overlay);

} // namespace ry::overlay
