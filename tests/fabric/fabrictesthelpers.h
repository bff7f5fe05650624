#pragma once

// Device types and specs built in code for the fabric tests. Figures are the published ones of
// docs/references/fabric.md (section cited next to each); where a value is only needed to make the
// model complete (typical power, weights), it is marked "assumed".

#include "fabric/fabricspec.h"
#include "model/design.h"

#include <QString>

#include <vector>

namespace ry::fabric::test {

/// All device types the tests use, with these slugs:
///  dgx-h100       8U, 8 x H100 (34 TFLOPS FP64), 8 x NDR "infiniband-ndr" compute ports
///                 (4 twin-port OSFP cages), 2 x 400G QSFP112 storage, 2 x 200G in-band, BMC
///  hgx-b200       10U, 14.3 kW, 8 x B200 (37 TFLOPS FP64), same ports as dgx-h100
///  b300-node      10U, 8 x 800G "800gbase-x-osfp" NICs (Spectrum-4 B300 SuperPOD, FAB-4)
///  qm9700         1U, radix 64 at 400G (32 twin-port OSFP cages), 1.72 kW max, mgmt port
///  q3400          4U, radix 144 at 800G XDR (72 twin-port cages)
///  sn5600-800g    2U, 64 x 800G (Spectrum-4)
///  sn5600         2U, 64 x 400G RoCE (the 800G cages split 1:1 to 400G links)
///  sn4600         2U, 64 x 200G (in-band)
///  sn2201         1U, 48 x 1G BASE-T + 4 x 100G (OOB)
///  ufm            1U fabric manager appliance, 2 x NDR
///  gb200-tray     1U NVL72 compute tray: 4 GPUs, 4 x NDR, 2 x 400G, BMC
///  nvlink-tray    1U NVL72 NVLink switch tray (OOB ports only, like the NetBox file)
///  cm-node        CloudMatrix node: 8 NPUs, 112 UB ports ("other", 400G), 8 x 400G RDMA, 2 VPC
///  ub-switch      L2 UB switch, 48 ports at 400G ("other")
///  srv-1nic       1U server with one 400G NIC (plain fat-tree formula tests)
///  sw-k<k>        1U switches of radix k at 400G for k in {4, 8, 16, 32, 48}
///  pdu            0U PDU strip
std::vector<DeviceType> deviceTypes();

/// A rail-optimized NDR SuperPOD-style spec: `nodes` nodes of `nodeType` (8 rails), QM9700
/// leaves/spines/cores, everything else default.
FabricSpec superpodSpec(int nodes, const QString &nodeType = QStringLiteral("dgx-h100"));

/// Number of devices with `role`.
int countRole(const Design &d, const QString &role);

/// Number of cables whose ends have these two roles (in either order).
int countCables(const Design &d, const QString &roleA, const QString &roleB);

/// Reads a whole file as text (test data).
QString readText(const QString &path);

} // namespace ry::fabric::test
