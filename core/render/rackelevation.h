#pragma once

// Rack elevations: the front and rear face of a rack drawn side by side with U numbers, device
// names and the rack's power, onto any QPainter (SVG via QSvgGenerator, PDF via QPdfWriter, or a
// widget in the GUI). Full-depth devices also show, hatched, on the face they block (NetBox's
// "blocked" units); zero-U devices (PDU strips) are listed under the faces instead of being
// dropped (NetBox #4329).

#include "model/design.h"

#include <QSizeF>

class QPainter;
class QIODevice;

namespace ry::render {

/// Natural size of one rack's drawing in points (1/72 in): two faces of 180 pt, 12 pt per U.
QSizeF rackElevationSize(const Design &design, const Rack &rack);

/// Draws `rack` with its top-left corner at the painter's origin, at natural size (scale the
/// painter to fit). Text uses render::font(), so Korean device names render.
void paintRackElevation(QPainter &p, const Design &design, const Rack &rack);

/// Every rack of the design side by side (in site/room/row/position order, then unrowed racks
/// by name) as one SVG document. Throws ry::Error if `out` cannot be written.
void writeRackElevationsSvg(const Design &design, QIODevice &out);

/// One page per rack, each scaled to fit an A4 portrait page. Returns the page count.
int writeRackElevationsPdf(const Design &design, QIODevice &out);

/// The racks in print order.
std::vector<const Rack *> racksInOrder(const Design &design);

} // namespace ry::render
