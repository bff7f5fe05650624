// The HDR test fabric of the fabric-sim tests and of the ibsim samples in
// tests/data/verify/ibsim-hdr16 (README.md there): DGX A100 nodes (8 x 200 Gb/s HDR, ib0..ib7),
// QM8700 (40 HDR ports) leaves and spines, 20 nodes per SU, one leaf per rail and SU, every HCA
// named mlx5_<rail> by the spec's `rdma-devices` rule (docs/fabric-spec.md).
#pragma once

#include "devicetypes/netboximporter.h"
#include "fabric/fabricspec.h"
#include "fabric/generator.h"

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

namespace ry::verifytest {

inline const std::vector<DeviceType> &bundledTypes()
{
    static const std::vector<DeviceType> types =
        devicetypes::importNetboxDirectory(QStringLiteral(RESOURCES_DIR "/devicetypes"))
            .deviceTypes;
    return types;
}

/// The generated plan with `nodes` nodes.
inline Design hdrDesign(int nodes)
{
    const std::string yaml = "groups:\n"
                             "  - {name: a100, node-type: nvidia-dgx-a100-640gb, count: " +
                             std::to_string(nodes) +
                             ", gpus-per-node: 8, name-prefix: gpu}\n"
                             "compute-planes:\n"
                             "  - name: compute\n"
                             "    port-speed-gbps: 200\n"
                             "    leaf-type: mellanox-qm8700\n"
                             "    node-ports: {prefix: ib}\n"
                             "    rdma-devices: [\"mlx5_{rail}\"]\n";
    const fabric::FabricSpec spec =
        fabric::parseFabricSpec(YAML::Load(yaml), QStringLiteral("hdr.yaml"));
    return fabric::generate(spec, bundledTypes());
}

} // namespace ry::verifytest
