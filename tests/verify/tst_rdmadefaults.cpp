// RDMA device names from the generator, and the default matching that uses them: a host
// describes each HCA as "<host> <RDMA device>" (docs/references/probe-formats.md §d.1), the
// plan names the port after its rail, and with Port::rdmaDevice filled the verifier needs no
// rules file. Vendor order: DGX H100 user guide Table 6 (docs/references/fabric.md §3.5).

#include "hdrfabric.h"
#include "verify/verifier.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verify;
using ry::verifytest::bundledTypes;

namespace {

Design h100Design(const std::string &rule)
{
    const std::string yaml = "groups:\n"
                             "  - {name: h100, node-type: nvidia-hgx-h100, count: 2, "
                             "name-prefix: gpu}\n"
                             "compute-planes:\n"
                             "  - name: compute\n"
                             "    leaf-type: nvidia-qm9700\n"
                             "    node-ports: {prefix: ib}\n" +
                             rule;
    return fabric::generate(fabric::parseFabricSpec(YAML::Load(yaml), QStringLiteral("h.yaml")),
                            bundledTypes());
}

const Port *port(const Design &d, const char *device, const char *name)
{
    const Device *dev = d.deviceByName(QLatin1String(device));
    if (!dev)
        return nullptr;
    for (const Port *p : d.portsOf(dev->id))
        if (p->name == QLatin1String(name))
            return p;
    return nullptr;
}

QString rdmaOf(const Design &d, const char *device, const char *name)
{
    const Port *p = port(d, device, name);
    return p ? p->rdmaDevice : QStringLiteral("<no port>");
}

/// The design port the default rules give the HCA described `description`, port 1.
QString matched(const Design &d, const QString &description)
{
    ObservedNode n;
    n.kind = ObservedNode::Kind::Ca;
    n.key = QStringLiteral("H-0000000000000001");
    n.description = description;
    ObservedEnd e;
    e.nodeKey = n.key;
    e.portNumber = 1;
    e.portName = QStringLiteral("1");
    const CableVerifier::EndMatch m = CableVerifier(d).matchEnd(n, e);
    const Port *p = d.ports.find(m.portId);
    const Device *dev = d.devices.find(m.deviceId);
    return (dev ? dev->name : QStringLiteral("-")) + QLatin1Char(' ') +
           (p ? p->name : QStringLiteral("-"));
}

} // namespace

// No rule in the spec: the node type's order, DGX H100 Table 6: rail 3 = GPU 3 = mlx5_5,
// rail 7 = mlx5_11; the storage ports have none.
TEST(RdmaDefaults, GeneratorTakesTheNodeTypesOrder)
{
    const Design d = h100Design("");
    EXPECT_EQ(rdmaOf(d, "gpu001", "ib0"), QStringLiteral("mlx5_0"));
    EXPECT_EQ(rdmaOf(d, "gpu001", "ib3"), QStringLiteral("mlx5_5"));
    EXPECT_EQ(rdmaOf(d, "gpu002", "ib7"), QStringLiteral("mlx5_11"));
    EXPECT_EQ(rdmaOf(d, "gpu002", "eth0"), QString());
}

// The spec's rule wins over the type: a list per rail, or one pattern.
TEST(RdmaDefaults, SpecRuleOverridesTheType)
{
    Design d = h100Design("    rdma-devices: [mlx5_7, mlx5_6, mlx5_5, mlx5_4, mlx5_3, mlx5_2, "
                          "mlx5_1, mlx5_0]\n");
    EXPECT_EQ(rdmaOf(d, "gpu001", "ib0"), QStringLiteral("mlx5_7"));
    EXPECT_EQ(rdmaOf(d, "gpu002", "ib6"), QStringLiteral("mlx5_1"));
    d = h100Design("    rdma-devices: [\"bnxt_re{rail}\"]\n");
    EXPECT_EQ(rdmaOf(d, "gpu002", "ib4"), QStringLiteral("bnxt_re4"));
    // The bundled 255-node example states its hosts' "mlx5_<rail>" (no DGX B200 table was
    // found, docs/references/fabric.md §3.5).
    const Design g = fabric::generate(
        fabric::parseFabricSpec(
            YAML::LoadFile(RESOURCES_DIR "/examples/kakao-b200-255.yaml")["fabric"],
            QStringLiteral("kakao-b200-255.yaml")),
        bundledTypes());
    EXPECT_EQ(rdmaOf(g, "gpu001", "ib7"), QStringLiteral("mlx5_7"));
    EXPECT_EQ(rdmaOf(g, "gpu255", "ib0"), QStringLiteral("mlx5_0"));
}

// A rule that is no RDMA device name, or a pattern beside other entries, is refused at its
// line with the key path.
TEST(RdmaDefaults, BadSpecRulesAreRefused)
{
    for (const auto &[rule, field] : std::vector<std::pair<std::string, QString>>{
             {"    rdma-devices: [ib0]\n", "compute-planes[0].rdma-devices[0]"},
             {"    rdma-devices: [\"mlx5_{rail}\", mlx5_1]\n", "compute-planes[0].rdma-devices"},
             {"    rdma-devices: {a: b}\n", "compute-planes[0].rdma-devices"}}) {
        try {
            h100Design(rule);
            ADD_FAILURE() << "accepted: " << rule;
        } catch (const Error &e) {
            EXPECT_EQ(e.field(), field) << rule;
            EXPECT_EQ(e.location().line, 7) << rule;
        }
    }
}

// The usual descriptions need no rules file: short and fully qualified host names, mlx5 and
// other RDMA drivers; an RDMA device the host has but the plan does not cable gives the device
// and no port (never another port of it).
TEST(RdmaDefaults, DefaultRulesMatchHostHcaDescriptions)
{
    const Design d = h100Design("");
    EXPECT_EQ(matched(d, QStringLiteral("gpu001 mlx5_5")), QStringLiteral("gpu001 ib3"));
    EXPECT_EQ(matched(d, QStringLiteral("gpu002 mlx5_11")), QStringLiteral("gpu002 ib7"));
    EXPECT_EQ(matched(d, QStringLiteral("gpu001.cluster.example.com mlx5_9")),
              QStringLiteral("gpu001 ib5"));
    EXPECT_EQ(matched(d, QStringLiteral("gpu001 mlx5_1")), QStringLiteral("gpu001 -"));
    EXPECT_EQ(matched(d, QStringLiteral("MT4129 ConnectX7 Mellanox Technologies")),
              QStringLiteral("- -"));
    const Design b = h100Design("    rdma-devices: [\"bnxt_re{rail}\"]\n");
    EXPECT_EQ(matched(b, QStringLiteral("gpu002 bnxt_re4")), QStringLiteral("gpu002 ib4"));
    EXPECT_EQ(matched(b, QStringLiteral("gpu002.local bnxt_re4")), QStringLiteral("gpu002 ib4"));
}
