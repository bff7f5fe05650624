#pragma once

// One set of colours for rails, statuses and tiers, used by every view (rack elevation, floor
// plan, topology, tables) so that rail 3 is the same colour everywhere. Exporters that draw
// (rack elevations, label sheets) should take their colours from here too.

#include "model/entities.h"

#include <QColor>

namespace ry::models::palette {

/// Colour of compute rail `rail` (0-based): eight well separated hues (rail-optimized fabrics
/// have eight rails per HGX node), then further hues by golden-angle steps. -1 gives grey.
QColor railColour(int rail);
QColor deviceStatusColour(DeviceStatus s);
QColor cableStatusColour(CableStatus s);
/// Fill of a device in the rack elevation and topology by role ("gpu-node", "leaf", ...).
QColor roleColour(const QString &role);
/// Green below 80 % of the budget, amber up to 100 %, red above; grey when there is no budget.
QColor powerUseColour(double usedW, double budgetW);
/// Links between switch tiers that carry no rail.
QColor tierLinkColour(int upperTier);

} // namespace ry::models::palette
