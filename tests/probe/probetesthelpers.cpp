#include "probetesthelpers.h"
#include "../common/requireprogram.h"

#include <QProcess>
#include <QStandardPaths>

namespace probetest {

namespace {

ry::Id addPort(ry::Design &d, ry::Id dev, const QString &name, int rail)
{
    ry::Port p;
    p.deviceId = dev;
    p.name = name;
    p.type = "400gbase-x-osfp";
    p.speedGbps = 400;
    p.rail = rail;
    return d.ports.add(p);
}

void addAddress(ry::Design &d, ry::Id port, const QString &cidr)
{
    ry::IpAddress ip;
    ip.address = cidr;
    ip.portId = port;
    d.ipAddresses.add(ip);
}

ry::Id addDevice(ry::Design &d, const QString &name, const QString &role)
{
    ry::Device dev;
    dev.name = name;
    dev.role = role;
    dev.su = role == "gpu-node" ? 0 : -1;
    return d.devices.add(dev);
}

void addCable(ry::Design &d, const QString &label, ry::Id a, ry::Id b)
{
    ry::Cable c;
    c.label = label;
    c.aPortId = a;
    c.bPortId = b;
    d.cables.add(c);
}

} // namespace

ry::Design switchedDesign(int leaves, int nodesPerLeaf, int rails)
{
    ry::Design d;
    d.name = "switched";
    for (int r = 0; r < rails; ++r)
        for (int l = 0; l < leaves; ++l) {
            const ry::Id leaf = addDevice(d, QString("leaf-r%1-%2").arg(r).arg(l), "leaf");
            for (int k = 0; k < nodesPerLeaf; ++k)
                addPort(d, leaf, QString("p%1").arg(k), -1);
        }
    int k = 0;
    for (int l = 0; l < leaves; ++l)
        for (int i = 0; i < nodesPerLeaf; ++i, ++k) {
            const ry::Id node = addDevice(d, QString("n%1").arg(k), "gpu-node");
            for (int r = 0; r < rails; ++r) {
                const ry::Id p = addPort(d, node, QString("r%1").arg(r), r);
                addAddress(d, p, QString("10.%1.0.%2/24").arg(r).arg(k + 1));
                const ry::Device *leaf = d.deviceByName(QString("leaf-r%1-%2").arg(r).arg(l));
                const ry::Id lp = d.portsOf(leaf->id).at(std::size_t(i))->id;
                addCable(d, QString("c-n%1-r%2").arg(k).arg(r), p, lp);
            }
        }
    return d;
}

ry::Design triangleDesign()
{
    ry::Design d;
    d.name = "triangle";
    const ry::Id a = addDevice(d, "a", "gpu-node"), b = addDevice(d, "b", "gpu-node"),
                 c = addDevice(d, "c", "gpu-node");
    auto link = [&](ry::Id x, ry::Id y, const QString &xn, const QString &yn, int net,
                    const QString &label) {
        const ry::Id px = addPort(d, x, "to-" + yn, -1), py = addPort(d, y, "to-" + xn, -1);
        addAddress(d, px, QString("10.77.%1.1/30").arg(net));
        addAddress(d, py, QString("10.77.%1.2/30").arg(net));
        addCable(d, label, px, py);
    };
    link(a, b, "a", "b", 1, "cab-ab");
    link(b, c, "b", "c", 2, "cab-bc");
    link(c, a, "c", "a", 3, "cab-ca");
    return d;
}

bool haveProgram(const QString &program)
{
    return ry::test::haveProgram(program);
}

int run(const QString &program, const QStringList &args, int timeoutMs, QByteArray *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForStarted(5000))
        return -1;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
        return -1;
    }
    if (output)
        *output = p.readAll();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace probetest
