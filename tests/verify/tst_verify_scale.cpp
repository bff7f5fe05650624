// Correctness at scale (docs/design-notes.md "Performance aims"): 32,000 observed links with a
// crossed pair planted, checked for the classification and the pull order. Runs with the other
// tests (well under 2 s); the timing of the 100,000-GPU example (300,000 links) is
// bench/verify/bench_verify, which prints it.

#include "verify/verifier.h"

#include <QElapsedTimer>

#include <gtest/gtest.h>

#include <iostream>
#include <tuple>

using namespace ry;

// 4,000 eight-rail nodes (32,000 links), each rail k of node i on leaf (k, i / 32) port
// i % 32 + 1, 64-port leaves.
TEST(VerifyScale, ThirtyTwoThousandLinks)
{
    constexpr int nodes = 4000, rails = 8, perLeaf = 32;
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
    verify::ObservationSet obs;
    for (int k = 0; k < rails; ++k)
        for (int j = 0; j < leavesPerRail; ++j) {
            verify::ObservedNode n;
            n.kind = verify::ObservedNode::Kind::Switch;
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
            verify::ObservedNode ca;
            ca.kind = verify::ObservedNode::Kind::Ca;
            ca.key =
                QStringLiteral("H-%1").arg(i * rails + k + (1 << 30), 16, 16, QLatin1Char('0'));
            ca.description = dev.name + QStringLiteral(" mlx5_%1").arg(k);
            obs.addNode(ca);
            // Planted fault: nodes 1000 and 3000 have their rail-2 cables crossed at the leaves.
            int leafOf = leafIndex, portOf = i % perLeaf + 1;
            if (k == 2 && (i == 1000 || i == 3000)) {
                const int other = i == 1000 ? 3000 : 1000;
                leafOf = k * leavesPerRail + other / perLeaf;
                portOf = other % perLeaf + 1;
            }
            verify::ObservedLink l;
            l.a = {QStringLiteral("S-%1").arg(leafOf, 16, 16, QLatin1Char('0')), portOf, 0,
                   QString::number(portOf)};
            l.b = {ca.key, 1, 0, QStringLiteral("1")};
            l.width = QStringLiteral("4x");
            l.speed = QStringLiteral("NDR");
            l.lanes = 4;
            l.speedGbps = 400;
            obs.addLink(l);
        }
    }
    ASSERT_EQ(obs.links().size(), std::size_t(nodes * rails));
    QElapsedTimer timer;
    timer.start();
    const verify::CableVerifier verifier(d);
    const qint64 prepared = timer.elapsed();
    const verify::Verification v = verifier.verify(obs);
    const qint64 total = timer.elapsed();
    std::cout << "32,000 observed links against 32,000 planned cables: indexes " << prepared
              << " ms, verify " << total - prepared << " ms, total " << total << " ms\n";
    EXPECT_EQ(v.summary.count(verify::CableFinding::Kind::Correct), nodes * rails - 2);
    EXPECT_EQ(v.summary.count(verify::CableFinding::Kind::Swapped), 2);
    EXPECT_EQ(v.findings.size(), std::size_t(nodes * rails));
    EXPECT_TRUE(v.diagnostics.empty());
    // Pull order: no racks, so by device name, then port name (zero-padded names: plain order).
    ASSERT_FALSE(v.findings.empty());
    EXPECT_EQ(v.findings.front().device, QStringLiteral("node-00000"));
    EXPECT_EQ(v.findings.front().port, QStringLiteral("mlx5_0"));
    for (std::size_t i = 1; i < v.findings.size(); ++i) {
        const verify::CableFinding &a = v.findings[i - 1], &b = v.findings[i];
        ASSERT_TRUE(std::tie(a.device, a.port) < std::tie(b.device, b.port)) << i;
    }
    for (const verify::CableFinding &f : v.findings)
        if (f.kind == verify::CableFinding::Kind::Swapped) {
            EXPECT_EQ(f.port, QStringLiteral("mlx5_2"));
            EXPECT_TRUE(f.device == QStringLiteral("node-01000") ||
                        f.device == QStringLiteral("node-03000"))
                << f.device.toStdString();
        }
}
