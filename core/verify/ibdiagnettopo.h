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
// names. IBDM knows only the system types it has definitions (IBNL files) for, and refuses a
// topology naming any other ("Fail to find definition for system"); writeIbnlSystems() writes
// one IBNL file per system type of the topology (ibdm/doc/ibdm-ibnl-file.pod, man
// ibdm-ibnl-file; docs/references/probe-formats.md §d.3), to be put beside the .topo and named
// to IBDM by the environment variable IBDM_IBNL_PATH (a colon-separated list of folders).
//
// Type and port names keep the characters IBDM's IBNL lexer takes in a name (letters, digits
// and "_.:%@~-[]*"); any other character becomes '_' in both files, with a warning.

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

/// One IBDM system definition (IBNL file) of a system type of the topology file.
struct IbnlSystem
{
    QString type;     ///< the SYSTEM-TYPE as the .topo writes it, e.g. "MQM9700"
    QString fileName; ///< "<type>.ibnl"
    bool isSwitch = false;
    QStringList ports; ///< the system's port names, in natural order
    QByteArray text;   ///< the IBNL file
};

/// The IBNL files for the topology writeIbdiagnetTopology(design, options) writes, one per
/// system type, in type order. A switch type (a device of the type has a switch role: leaf,
/// spine, core, switch or a *-leaf/*-spine role, or the type has a radix) is one switch node
/// "NODE SW <n> <type> U1" whose ports 1..n are the type's InfiniBand ports in natural order;
/// any other type (GPU node, storage server) is one single-port channel adapter per InfiniBand
/// port ("NODE CA 1 <type> U<i>", i from 1 in port order), as in a GPU server with one HCA per
/// rail. A type's ports are every InfiniBand port of every device of the type that the
/// topology names (so each IBNL port the .topo names exists). ibdmchk's SM node is then
/// "<a system name>/U1", port 1.
std::vector<IbnlSystem> writeIbnlSystems(const Design &design, const TopoOptions &options = {},
                                         Diagnostics *diagnostics = nullptr);

} // namespace ry::verify
