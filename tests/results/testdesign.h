#pragma once

// Designs and nccl-tests outputs built in code for the tests of expected values, attribution,
// the results store and overlays.

#include "model/design.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cmath>
#include <vector>

namespace ry::results::test {

/// An 8-rail optimized fabric of HGX B200 nodes on InfiniBand NDR, as in the reference numbers of
/// docs/design-notes.md: per node 8 x 400 Gb/s compute ports (rail k = ib k), NVLink 900 GB/s per
/// GPU (B200 NVLink 5: 1.8 TB/s both directions, docs/references/fabric.md §3.2), 32 nodes per SU
/// (FAB-2), one leaf per rail per SU, every node port cabled to its rail's leaf. Nodes are named
/// node001, node002, ...; leaves leaf-su<S>-r<R>.
inline Design makeRailDesign(int nodes, int nodesPerSu = 32, double portGbps = 400)
{
    Design d;
    d.name = QStringLiteral("test rail design");
    Plane compute;
    compute.name = QStringLiteral("compute");
    compute.kind = PlaneKind::Compute;
    compute.technology = QStringLiteral("infiniband-ndr");
    compute.speedGbps = portGbps;
    const Id planeId = d.planes.add(compute);
    for (int r = 0; r < 8; ++r)
        d.rails.add({0, planeId, r, QStringLiteral("rail%1").arg(r)});

    DeviceType node;
    node.slug = QStringLiteral("nvidia-hgx-b200");
    node.manufacturer = QStringLiteral("Nvidia");
    node.model = QStringLiteral("HGX B200");
    node.gpuModel = QStringLiteral("B200");
    node.gpuCount = 8;
    node.nvlinkGBps = 900;
    for (int i = 0; i < 8; ++i)
        node.ports.push_back({QStringLiteral("ib%1").arg(i), PortKind::Interface,
                              QStringLiteral("infiniband-ndr"), portGbps});
    node.ports.push_back(
        {QStringLiteral("bmc"), PortKind::Interface, QStringLiteral("1000base-t"), 1, true});
    const Id nodeType = d.deviceTypes.add(node);

    DeviceType leaf;
    leaf.slug = QStringLiteral("nvidia-qm9700");
    leaf.model = QStringLiteral("QM9700");
    leaf.radix = 64;
    leaf.portSpeedGbps = portGbps;
    for (int i = 1; i <= 64; ++i)
        leaf.ports.push_back({QStringLiteral("p%1").arg(i), PortKind::Interface,
                              QStringLiteral("infiniband-ndr"), portGbps});
    const Id leafType = d.deviceTypes.add(leaf);

    const int suCount = (nodes + nodesPerSu - 1) / nodesPerSu;
    std::vector<std::vector<Id>> leafOf(std::size_t(suCount), std::vector<Id>(8));
    for (int s = 0; s < suCount; ++s) {
        for (int r = 0; r < 8; ++r) {
            Device l;
            l.name = QStringLiteral("leaf-su%1-r%2").arg(s).arg(r);
            l.role = QStringLiteral("leaf");
            l.deviceTypeId = leafType;
            l.su = s;
            leafOf[std::size_t(s)][std::size_t(r)] = d.addDeviceWithPorts(l);
        }
    }
    for (int i = 0; i < nodes; ++i) {
        Device n;
        n.name = QStringLiteral("node%1").arg(i + 1, 3, 10, QLatin1Char('0'));
        n.role = QStringLiteral("gpu-node");
        n.deviceTypeId = nodeType;
        n.su = i / nodesPerSu;
        const Id id = d.addDeviceWithPorts(n);
        const auto leafPorts = [&](int rail) {
            return d.portsOf(leafOf[std::size_t(n.su)][std::size_t(rail)]);
        };
        for (const Port *cp : d.portsOf(id)) {
            if (!cp->name.startsWith(QLatin1String("ib")))
                continue;
            const int rail = cp->name.mid(2).toInt();
            Port *p = d.ports.find(cp->id);
            p->rail = rail;
            p->planeId = planeId;
            Cable c;
            c.label = QStringLiteral("%1-ib%2").arg(n.name).arg(rail);
            c.aPortId = p->id;
            c.bPortId = leafPorts(rail)[std::size_t(i % nodesPerSu)]->id;
            d.cables.add(c);
        }
    }
    return d;
}

/// nccl-tests v2.19 text output of an all_reduce_perf run over `hosts` x 8 GPUs (format strings
/// of src/util.cu, docs/references/probe-formats.md §a.3) whose rows all print busbw `busbw` and
/// the algbw that gives it (busbw / (2(n-1)/n)). Sizes 1 GiB to 8 GiB. Built from figures, not a
/// captured run.
inline QByteArray makeAllReduceOutput(const QStringList &hosts, double busbw,
                                      const QStringList &extraLines = {})
{
    const int n = int(hosts.size()) * 8;
    const double factor = 2.0 * (n - 1) / n;
    const double algbw = busbw / factor;
    QString s;
    s += QStringLiteral("# nccl-tests version 2.19.6 nccl-headers=22907 nccl-library=22907\n");
    s += QStringLiteral("# Collective test starting: all_reduce_perf\n");
    s += QStringLiteral("# nThread 1 nGpus 1 minBytes 1073741824 maxBytes 8589934592 step: "
                        "2(factor) warmup iters: 1 iters: 20 agg iters: 1 validation: 1 "
                        "graph: 0 unalign: 0\n#\n# Using devices\n");
    int rank = 0;
    for (const QString &h : hosts) {
        for (int g = 0; g < 8; ++g) {
            s += QString::asprintf("#  Rank %2d Group %2d Pid %6d on %10s device %2d "
                                   "[%04x:%02x:%02x] NVIDIA B200\n",
                                   rank, 0, 1000 + g, qPrintable(h), g, 0, 0x1b + g * 16, 0);
            ++rank;
        }
    }
    for (const QString &l : extraLines)
        s += l + QLatin1Char('\n');
    s += QStringLiteral(
        "#\n"
        "#                                                              out-of-place           "
        "            in-place\n"
        "#       size         count      type   redop    root     time   algbw   busbw  #wrong "
        "    time   algbw   busbw  #wrong\n"
        "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)         "
        "    (us)  (GB/s)  (GB/s)\n");
    double sum = 0;
    int count = 0;
    for (qint64 size = qint64(1) << 30; size <= (qint64(1) << 33); size *= 2) {
        const double us = double(size) / (algbw * 1e3);
        const QString t = QString::number(us, 'f', 0);
        const QString a = QString::number(algbw, 'f', 2);
        const QString b = QString::number(busbw, 'f', 2);
        s += QString::asprintf("%12lld  %12lld  %8s  %6s  %6s  %7s  %6s  %6s  %6d  %7s  %6s  %6s "
                               " %6d\n",
                               size, size / 4, "float", "sum", "-1", qPrintable(t), qPrintable(a),
                               qPrintable(b), 0, qPrintable(t), qPrintable(a), qPrintable(b), 0);
        sum += 2 * busbw;
        count += 2;
    }
    s += QStringLiteral("# Out of bounds values : 0 OK\n");
    s += QStringLiteral("# Avg bus bandwidth    : %1 \n#\n").arg(sum / count, 0, 'g', 6);
    s += QStringLiteral("# Collective test concluded: all_reduce_perf\n#\n");
    return s.toUtf8();
}

/// node001 ... nodeN.
inline QStringList nodeNames(int first, int last)
{
    QStringList out;
    for (int i = first; i <= last; ++i)
        out << QStringLiteral("node%1").arg(i, 3, 10, QLatin1Char('0'));
    return out;
}

} // namespace ry::results::test
