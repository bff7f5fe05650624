#pragma once

// The planned fabric as an ibdiagnet / IBDM topology file (`ibdiagnet -t plan.topo`), so that
// NVIDIA's own tool can check the cabling against the same plan.
//
// Format (ibdm/doc/ibdm-topo-file.pod; docs/references/probe-formats.md §d.3): one section per
// system, separated by an empty line:
//
//     SYSTEM-TYPE SYSTEM-NAME
//        LOCAL-PORT -> REM-SYS-TYPE REM-SYS-NAME REM-PORT
//
// Railyard writes one system per device: SYSTEM-TYPE is the device type's model with blanks
// removed (its slug when it has no model), SYSTEM-NAME the device name, ports by their design
// names. IBDM knows the port names of the system types it has definitions (IBNL files) for,
// which for NVIDIA switches are "P1".."Pn"; name the design's switch ports that way, or supply
// IBNL files for the types, before giving the file to ibdiagnet.

#include "model/design.h"
#include "util/error.h"

#include <QByteArray>
#include <vector>

namespace ry::verify {

/// Which cables go into the topology file.
struct TopoOptions
{
    /// Planes whose cables are written (a cable is written when one of its end ports is in one
    /// of them). Empty = every cable between two ports whose type or plane technology is
    /// InfiniBand ("infiniband*").
    std::vector<Id> planeIds;
};

/// Writes the topology text. Systems in device-name order, ports in natural order; each cable
/// appears in the sections of both its devices. Cables that end in a patch panel are left out
/// and reported in `diagnostics` (when given).
QByteArray writeIbdiagnetTopology(const Design &design, const TopoOptions &options = {},
                                  Diagnostics *diagnostics = nullptr);

} // namespace ry::verify
