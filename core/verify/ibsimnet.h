#pragma once

// The planned InfiniBand fabric as an ibsim `net` file, so that a planner (and the test suite)
// can run the real fabric tools (ibnetdiscover, iblinkinfo, opensm) against the plan in
// linux-rdma's fabric simulator before a cable is pulled, and check `railyard-cli verify`
// against what they print.
//
// Format (docs/references/probe-formats.md §d.4; ibsim's net-examples/net and its parser
// ibsim/sim_net.c): the topology syntax ibnetdiscover prints, one record per node, records
// separated by an empty line:
//
//     Switch	<ports> "<node id>"		# "<description>" enhanced port 0 lid 0
//     [<port>]	"<remote node id>"[<remote port>]		# "<remote description>" lid 0 4xHDR
//
//     Ca	1 "<node id>"		# "<description>"
//     [1]	"<remote node id>"[<remote port>]		# lid 0 lmc 0 "<remote description>"
//     lid 0 4xHDR
//
// ibsim takes the description after '#' as the node's NodeDescription (what ibnetdiscover
// reports) and the "<width>x<speed>" after "lid N" as the port's enabled width and speed, so a
// link trains to the lower of its two ends. Node GUIDs are ibsim's own (switches from
// 0x200000, CAs from 0x100000).

#include "model/design.h"
#include "util/error.h"

#include <QByteArray>
#include <QHash>

#include <vector>

namespace ry::verify {

/// What writeIbsimNet() writes.
struct IbsimNetOptions
{
    /// Planes whose cables are written (a cable is written when one of its end ports is in one
    /// of them). Empty = every cable with an end port whose type or plane technology is
    /// InfiniBand ("infiniband*"). A cable between two data ports of devices that have such
    /// ports is written too, though neither port is in a plane (a cable the plan lacks).
    std::vector<Id> planeIds;
    /// Node descriptions of particular HCAs, by the design port they serve, instead of
    /// "<host> <RDMA device>": e.g. the adapter's factory description
    /// ("MT4129 ConnectX7 Mellanox Technologies") of a host that never set its own.
    QHash<Id, QString> caDescriptions;
    /// Width and speed of particular cables ("2xHDR", "4xEDR"), by cable id, instead of the one
    /// the planned port speed gives.
    QHash<Id, QString> linkWidthSpeed;
};

/// "4x" + the InfiniBand speed name of `gbps` per 4-lane port: 4xSDR 10, 4xDDR 20, 4xQDR 40,
/// 4xFDR 56, 4xEDR 100, 4xHDR 200, 4xNDR 400, 4xXDR 800 Gb/s (4 x the lane rates of
/// ibLaneRateGbps(), verify/observation.h); "" for another speed.
QString ibWidthSpeedFor(double gbps);

/// Writes the net file. Nodes: one switch per device with a switch role (or a type with a
/// radix) that has a written cable, named by the device name, its ports numbered 1..n over the
/// device's data interfaces (not mgmt-only) in port order, as the cable verification numbers
/// them; one single-port CA per cabled InfiniBand port of any other device (a host has one HCA
/// per rail), described "<device> <Port::rdmaDevice>" as hosts describe their HCAs, or
/// "<device> <port name>" when the port has no RDMA device (with a warning). Switches first,
/// in name order (ibsim attaches its clients to the first node), then CAs. Cables that end in
/// a patch panel are left out with a warning; two cables on one port keep the first.
QByteArray writeIbsimNet(const Design &design, const IbsimNetOptions &options = {},
                         Diagnostics *diagnostics = nullptr);

} // namespace ry::verify
