#pragma once

// The cabling plan (the cable schedule a crew pulls from) and the patch plan (per patch panel,
// what each front port joins on both sides, and the trunks between panels).

#include "connectivity.h"

#include <vector>

namespace ry::plans {

/// One end of a cable, with everything a crew needs to find it.
struct CableEnd
{
    Place place;
    QString device;
    QString port;
    Id portId = 0;
};

/// One row of the cabling plan.
struct CableRow
{
    const Cable *cable = nullptr;
    CableEnd a, b;
    int rail = -1;  ///< rail of either end's port (A first), -1 = none
    QString plane;  ///< plane of either end's port (A first)
    QString group;  ///< the rack the crew pulls it in: the A end's rack ("" = unracked)
    QString bundle; ///< the tray run: "A01" (within a rack) or "A01 - A02" (rack pair, sorted);
                    ///< a breakout's legs with its label appended: "A01 - A02 / BO-003"
    const Breakout *breakout = nullptr; ///< legs: the breakout cable they belong to
    QString breakoutCage;               ///< legs: the name of the breakout's cage port
};

/// Every cable, sorted the way crews pull: by group rack (natural order; unracked last), then
/// bundle, then A device and A port (natural order). O(n log n).
std::vector<CableRow> cablingPlan(const Connectivity &c);

/// "A01 U2", "A01" (no U), "" (unracked): a short place for tables and labels.
QString shortPlace(const Place &p);
/// A length in metres as the plans' machine-readable `length_m` columns print it: "2", "2.5",
/// "0" for a known 0 m, "" for an unknown length.
QString lengthText(std::optional<double> m);

/// One row of the patch plan: one front port of a panel.
struct PatchRow
{
    QString panel; ///< device name
    Place place;
    QString frontPort;
    QString rearPort;
    int rearPosition = 1;
    QString frontCable;  ///< label of the cable on the front port ("" = none)
    QString frontFar;    ///< "device:port" at its far end
    QString rearCable;   ///< label of the trunk on the rear port
    QString rearFar;     ///< "device:port" at the trunk's far end (a rear port of a panel)
    QString endpoint;    ///< where the whole circuit ends beyond the rear side ("device:port")
    QString origin;      ///< where it starts on the front side ("device:port")
    QString traceStatus; ///< status of the trace from the origin (see Trace::Status)
};

/// One position of a trunk: the front port it serves on the A panel and where it lands on the
/// B panel after the trunk's polarity (model/trunk.h trunkFarPosition()).
struct TrunkPosition
{
    int aPosition = 1;
    QString aFrontPort; ///< "" when no front port of the A panel maps to the position
    int bPosition = 0;  ///< 0 when the polarity sends it nowhere (a Type C odd last fibre)
    QString bFrontPort; ///< "" when no front port of the B panel maps to bPosition
};

/// One trunk: a cable joining rear ports of two panels.
struct TrunkRow
{
    QString label;
    QString aPanel, aRearPort, bPanel, bRearPort;
    int positions = 1; ///< the smaller of the two rear ports' positions
    int fibres = 0;    ///< Cable::fibres; 0 = not given
    TrunkPolarity polarity = TrunkPolarity::Unspecified;
    QString medium;
    std::optional<double> lengthM; ///< no value = unknown
    LengthUnit lengthUnit = LengthUnit::Metre;
    /// Every position from 1 to `positions`, when the rear ports have more than one.
    std::vector<TrunkPosition> map;
};

struct PatchPlan
{
    std::vector<PatchRow> ports;  ///< panels in natural order, front ports in natural order
    std::vector<TrunkRow> trunks; ///< sorted by A panel, A rear port
};

/// Panels are devices with role "patch-panel" or with any front port.
PatchPlan patchPlan(const Connectivity &c);

} // namespace ry::plans
