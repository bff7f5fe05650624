#pragma once

// Overlay: the per-object colouring of benchmark results that the topology, rack and floor-plan
// views paint. A plain value type (no widgets, no QColor: colours are "#rrggbb" strings, which
// QColor(QString) reads), built here from stored runs and the design, painted by the GUI.
//
// What an entry means: the percentage of the theoretical busbw ceiling (expected.h) reached by
// the runs that covered the object:
//   node   (Device id)  every run whose device list named the node
//   rail   (rail index) every multi-node run that used rail k on some node (attribution.h)
//   cable  (Cable id)   every multi-node run that used the rail port the cable is plugged into
//   SU     (Device::su) the WORST node value in the scalable unit, so a manager sees where to
//                       look; the label says how many of its nodes have data
// When several runs cover an object, OverlayOptions::aggregate chooses: Best (default: an
// object that reached a good figure in any run is not the bottleneck, the logic of pairwise
// elimination) or Latest (the newest run by id). Runs without a percentage (failed, unrated)
// do not colour anything, but a failed run is counted in the tooltip.
//
// Levels and colours: percent >= thresholds.good -> Good, >= thresholds.warning -> Warning,
// below -> Bad, no run -> NoData. NoData has its own neutral colour and a dashed style hint so
// that "not measured" never looks like "bad".

#include "expected.h"
#include "resultstore.h"

#include <QHash>
#include <QList>
#include <QSettings>
#include <QString>

#include <cmath>
#include <limits>
#include <vector>

namespace ry::results {

/// How an object compares with its ceiling.
enum class OverlayLevel
{
    NoData,  ///< no run with a percentage covered the object
    Good,    ///< >= thresholds.good
    Warning, ///< >= thresholds.warning
    Bad,     ///< below thresholds.warning
};

/// "no-data", "good", "warning", "bad".
QString toString(OverlayLevel level);

/// The colours of the levels (hex "#rrggbb"); defaults are colour-blind-safe (Okabe-Ito:
/// bluish green, orange, vermillion) and a light grey for no data.
struct OverlayPalette
{
    QString noData = QStringLiteral("#bdbdbd");
    QString good = QStringLiteral("#009e73");
    QString warning = QStringLiteral("#e69f00");
    QString bad = QStringLiteral("#d55e00");

    QString colour(OverlayLevel level) const;
    friend bool operator==(const OverlayPalette &, const OverlayPalette &) = default;
};

/// Settings of the overlay: thresholds, colours and aggregation. Read from and written to
/// QSettings under the group "results/overlay" (keys good, warning, aggregate, colour/*).
struct OverlayOptions
{
    enum class Aggregate
    {
        Best,
        Latest
    };
    PercentThresholds thresholds;
    OverlayPalette palette;
    Aggregate aggregate = Aggregate::Best;

    static OverlayOptions fromSettings(QSettings &settings);
    void save(QSettings &settings) const;
    friend bool operator==(const OverlayOptions &, const OverlayOptions &) = default;
};

/// One coloured object.
struct OverlayEntry
{
    double percent = std::numeric_limits<double>::quiet_NaN(); ///< NaN = no data
    double busbwGBps = 0;   ///< the measured plateau behind `percent`
    double ceilingGBps = 0; ///< the ceiling behind `percent`
    OverlayLevel level = OverlayLevel::NoData;
    QString colour;     ///< "#rrggbb" of the level
    QString label;      ///< short text to draw on the object, e.g. "95%" or "-"
    QString tooltip;    ///< figures for hovering (translated, several lines)
    Id runId = 0;       ///< the run behind `percent` (open it on click); 0 = none
    QList<Id> runIds;   ///< every run that covered the object, ascending
    int failedRuns = 0; ///< of those, runs that failed

    bool hasData() const { return !std::isnan(percent); }
};

/// The colouring of one design by a set of runs.
struct Overlay
{
    OverlayOptions options;
    QHash<Id, OverlayEntry> nodes; ///< by Device id (GPU nodes of the design; NoData if unmeasured)
    QHash<int, OverlayEntry> rails; ///< by rail index
    QHash<Id, OverlayEntry> cables; ///< by Cable id (cables on compute-rail ports of GPU nodes)
    QHash<int, OverlayEntry> sus;   ///< by scalable-unit index
    QList<Id> runIds;               ///< the runs used

    /// The entry for an object, or a NoData entry (with the no-data colour) when absent.
    OverlayEntry node(Id deviceId) const;
    OverlayEntry rail(int index) const;
    OverlayEntry cable(Id cableId) const;
    OverlayEntry su(int index) const;

    /// The legend: (level, colour, translated text with the threshold, e.g. ">= 90%").
    struct LegendItem
    {
        OverlayLevel level;
        QString colour;
        QString text;
    };
    std::vector<LegendItem> legend() const;
};

/// The level of `percent` (NaN -> NoData).
OverlayLevel levelOf(double percent, const PercentThresholds &thresholds);

/// Builds the overlay of `runs` (with their node lists; rows are not needed) on `design`.
/// Nodes are matched by device name (StoredNode::deviceName). Every GPU node (role gpu-node, or
/// a device type with GPUs) gets an entry, NoData when no run covered it.
Overlay buildOverlay(const Design &design, const std::vector<StoredRun> &runs,
                     const OverlayOptions &options = {});

} // namespace ry::results
