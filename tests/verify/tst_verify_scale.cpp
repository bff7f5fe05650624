// Scale check of issue 7 ("diff 300,000 observed links ... under 2 s"): a benchmark, not a timed
// test. Disabled by default; run with
//   tst_verify --gtest_also_run_disabled_tests --gtest_filter='*VerifyScale*'
// It prints the time; it asserts only the result (every link correct, one planted fault).

#include "verify/verifier.h"

#include <QElapsedTimer>

#include <gtest/gtest.h>

#include <iostream>

using namespace ry;

// 37,500 eight-rail nodes (300,000 GPUs' worth of NICs at 8 per node = 300,000 links), each
// rail k of node i on leaf (k, i / 32) port i % 32 + 1, 64-port leaves.
TEST(VerifyScale, DISABLED_ThreeHundredThousandLinks)
{
    constexpr int nodes = 37500, rails = 8, perLeaf = 32;
    Design d;
    DeviceType host;
    host.slug = QStringLiteral("host-8");
    for (int k = 0; k < rails; ++k)
        host.ports.push_back({QStringLiteral("mlx5_%1").arg(k), PortKind::Interface,
                              QStringLiteral("infiniband-ndr"), 400});
    const Id hostType = d.deviceTypes.add(host);
    DeviceType leaf;
    leaf.slug = QStringLiteral("leaf-64");
    for (int p = 1; p <= 64; ++p)
        leaf.ports.push_back(
            {QString::number(p), PortKind::Interface, QStringLiteral("infiniband-ndr"), 400});
    const Id leafType = d.deviceTypes.add(leaf);
    const int leavesPerRail = (nodes + perLeaf - 1) / perLeaf;
    std::vector<Id> leafFirstPort;
    for (int k = 0; k < rails; ++k)
        for (int j = 0; j < leavesPerRail; ++j) {
            Device dev;
            dev.name = QStringLiteral("leaf-%1-%2").arg(k).arg(j);
            dev.deviceTypeId = leafType;
            d.addDeviceWithPorts(dev);
            leafFirstPort.push_back(d.ports.items()[d.ports.size() - 64].id); // its 64 ports
        }
    ObservationSet obs;
    for (int k = 0; k < rails; ++k)
        for (int j = 0; j < leavesPerRail; ++j) {
            ObservedNode n;
            n.kind = ObservedNode::Kind::Switch;
            n.key = QStringLiteral("S-%1").arg(k * leavesPerRail + j, 16, 16, QLatin1Char('0'));
            n.description = QStringLiteral("MF0;leaf-%1-%2:MQM9700/U1").arg(k).arg(j);
            obs.addNode(n);
        }
    for (int i = 0; i < nodes; ++i) {
        Device dev;
        dev.name = QStringLiteral("node-%1").arg(i, 5, 10, QLatin1Char('0'));
        dev.deviceTypeId = hostType;
        d.addDeviceWithPorts(dev);
        const Id firstPort = d.ports.items()[d.ports.size() - rails].id; // its 8 ports
        for (int k = 0; k < rails; ++k) {
            const int leafIndex = k * leavesPerRail + i / perLeaf;
            Cable c;
            c.aPortId = firstPort + k;
            c.bPortId = leafFirstPort[std::size_t(leafIndex)] + i % perLeaf;
            d.cables.add(c);
            ObservedNode ca;
            ca.kind = ObservedNode::Kind::Ca;
            ca.key =
                QStringLiteral("H-%1").arg(i * rails + k + (1 << 30), 16, 16, QLatin1Char('0'));
            ca.description = dev.name + QStringLiteral(" mlx5_%1").arg(k);
            obs.addNode(ca);
            ObservedLink l;
            l.a = {QStringLiteral("S-%1").arg(leafIndex, 16, 16, QLatin1Char('0')), i % perLeaf + 1,
                   0, QString::number(i % perLeaf + 1)};
            l.b = {ca.key, 1, 0, QStringLiteral("1")};
            l.width = QStringLiteral("4x");
            l.speed = QStringLiteral("NDR");
            l.lanes = 4;
            l.speedGbps = 400;
            obs.addLink(l);
        }
    }
    ASSERT_EQ(obs.links().size(), 300000u);
    QElapsedTimer timer;
    timer.start();
    const CableVerifier verifier(d);
    const qint64 prepared = timer.elapsed();
    const Verification v = verifier.verify(obs);
    const qint64 total = timer.elapsed();
    std::cout << "300,000 observed links against 300,000 planned cables: indexes " << prepared
              << " ms, verify " << total - prepared << " ms, total " << total << " ms\n";
    EXPECT_EQ(v.summary.count(CableFinding::Kind::Correct), 300000);
}
