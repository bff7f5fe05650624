// `inventory`: local facts for the CMDB, read from sysfs (and /proc/driver/nvidia where the
// driver is loaded): GPUs, NICs with their InfiniBand ports, NVMe drives, all by PCI address.
// --sysfs-root/--proc-root point elsewhere for tests. Nothing here needs root or a GPU.

#include "common.h"
#include "modes.h"
#include "output.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace ry::probe::tool {

namespace {

QString readText(const QString &path, int maxBytes = 4096)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(maxBytes)).trimmed();
}

/// PCI address a sysfs `device` link resolves to ("0000:1b:00.0"), or "".
QString pciOf(const QString &devicePath)
{
    const QString target = QFileInfo(devicePath).canonicalFilePath();
    const QString name = QFileInfo(target).fileName();
    static const QRegularExpression re(
        QStringLiteral(R"(^[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]$)"));
    return re.match(name).hasMatch() ? name : QString();
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
}

/// "400 Gb/sec (4X NDR)" -> 400.
double rateGbps(const QString &rate)
{
    bool ok = false;
    const double v = rate.section(QLatin1Char(' '), 0, 0).toDouble(&ok);
    return ok ? v : 0;
}

/// InfiniBand port GUID from the first GID (fe80::xxxx:xxxx:xxxx:xxxx -> 16 hex digits).
QString portGuid(const QString &gid)
{
    const QStringList parts = gid.split(QLatin1Char(':'));
    if (parts.size() != 8)
        return {};
    QString g = parts.mid(4).join(QString());
    return g == QLatin1String("0000000000000000") ? QString() : g.toLower();
}

QJsonArray ibPorts(const QString &ibDev)
{
    QJsonArray ports;
    for (const QString &pn : entries(ibDev + QStringLiteral("/ports"))) {
        const QString pd = ibDev + QStringLiteral("/ports/") + pn;
        QJsonObject o{
            {QStringLiteral("port"), pn.toInt()},
            {QStringLiteral("state"), readText(pd + QStringLiteral("/state"))},
            {QStringLiteral("phys_state"), readText(pd + QStringLiteral("/phys_state"))},
            {QStringLiteral("rate"), readText(pd + QStringLiteral("/rate"))},
            {QStringLiteral("rate_gbps"), rateGbps(readText(pd + QStringLiteral("/rate")))},
            {QStringLiteral("link_layer"), readText(pd + QStringLiteral("/link_layer"))}};
        const QString guid = portGuid(readText(pd + QStringLiteral("/gids/0")));
        if (!guid.isEmpty())
            o.insert(QStringLiteral("guid"), guid);
        const QString lid = readText(pd + QStringLiteral("/lid"));
        if (!lid.isEmpty())
            o.insert(QStringLiteral("lid"), lid);
        ports.append(o);
    }
    return ports;
}

} // namespace

int runInventory(const QStringList &args)
{
    QCommandLineParser p;
    addCommonOptions(p);
    p.addOption({QStringLiteral("sysfs-root"), Tr::tr("Where sysfs is mounted."), Tr::tr("DIR"),
                 QStringLiteral("/sys")});
    p.addOption({QStringLiteral("proc-root"), Tr::tr("Where procfs is mounted."), Tr::tr("DIR"),
                 QStringLiteral("/proc")});
    if (const int rc = parseMode(p, args, QStringLiteral("inventory"),
                                 Tr::tr("Local facts for the CMDB: GPUs, NICs, NVMe drives."));
        rc >= 0)
        return rc;
    applyCommonOptions(p);
    const QString sys = p.value(QStringLiteral("sysfs-root"));
    const QString proc = p.value(QStringLiteral("proc-root"));

    QJsonArray gpus;
    const QString pciDir = sys + QStringLiteral("/bus/pci/devices");
    for (const QString &addr : entries(pciDir)) {
        const QString d = pciDir + QLatin1Char('/') + addr;
        const QString vendor = readText(d + QStringLiteral("/vendor")).toLower();
        const QString cls = readText(d + QStringLiteral("/class")).toLower();
        // NVIDIA (0x10de) display controllers: VGA 0x0300xx, 3D 0x0302xx (PCI class codes).
        if (vendor != QLatin1String("0x10de") ||
            !(cls.startsWith(QLatin1String("0x0300")) || cls.startsWith(QLatin1String("0x0302"))))
            continue;
        QJsonObject g{
            {QStringLiteral("pci"), addr},
            {QStringLiteral("vendor_id"), vendor},
            {QStringLiteral("device_id"), readText(d + QStringLiteral("/device"))},
            {QStringLiteral("numa_node"), readText(d + QStringLiteral("/numa_node")).toInt()}};
        // The NVIDIA driver's per-GPU file: "Model: ...", "GPU UUID: ...". The board serial is
        // not in sysfs; nvidia-smi/NVML give it (left to a later revision).
        const QString info = readText(proc + QStringLiteral("/driver/nvidia/gpus/") + addr +
                                          QStringLiteral("/information"),
                                      16384);
        for (const QString &line : info.split(QLatin1Char('\n'))) {
            const QString key = line.section(QLatin1Char(':'), 0, 0).trimmed();
            const QString value = line.section(QLatin1Char(':'), 1).trimmed();
            if (key == QLatin1String("Model"))
                g.insert(QStringLiteral("model"), value);
            else if (key == QLatin1String("GPU UUID"))
                g.insert(QStringLiteral("uuid"), value);
        }
        gpus.append(g);
    }

    QJsonArray nics;
    const QString netDir = sys + QStringLiteral("/class/net");
    QSet<QString> ibSeen;
    for (const QString &ifn : QDir(netDir).entryList(
             QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        const QString d = netDir + QLatin1Char('/') + ifn;
        const QString pci = pciOf(d + QStringLiteral("/device"));
        if (pci.isEmpty())
            continue; // lo, bridges, veth, bonds: no PCI function
        bool ok = false;
        const int speedMbps = readText(d + QStringLiteral("/speed")).toInt(&ok);
        QJsonObject n{{QStringLiteral("name"), ifn},
                      {QStringLiteral("pci"), pci},
                      {QStringLiteral("mac"), readText(d + QStringLiteral("/address")).toUpper()},
                      {QStringLiteral("state"), readText(d + QStringLiteral("/operstate"))},
                      {QStringLiteral("mtu"), readText(d + QStringLiteral("/mtu")).toInt()},
                      {QStringLiteral("type"), readText(d + QStringLiteral("/type")).toInt()}};
        if (ok && speedMbps > 0)
            n.insert(QStringLiteral("speed_gbps"), speedMbps / 1000.0);
        const QStringList ib = entries(d + QStringLiteral("/device/infiniband"));
        if (!ib.isEmpty()) {
            const QString ibDev = sys + QStringLiteral("/class/infiniband/") + ib.first();
            n.insert(QStringLiteral("rdma_device"), ib.first());
            n.insert(QStringLiteral("node_guid"),
                     readText(ibDev + QStringLiteral("/node_guid")).remove(QLatin1Char(':')));
            n.insert(QStringLiteral("ib_ports"), ibPorts(ibDev));
            ibSeen.insert(ib.first());
        }
        nics.append(n);
    }
    // InfiniBand HCAs without a netdev (pure IB ports).
    const QString ibDir = sys + QStringLiteral("/class/infiniband");
    for (const QString &dev : QDir(ibDir).entryList(
             QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        if (ibSeen.contains(dev))
            continue;
        const QString d = ibDir + QLatin1Char('/') + dev;
        nics.append(
            QJsonObject{{QStringLiteral("name"), dev},
                        {QStringLiteral("rdma_device"), dev},
                        {QStringLiteral("pci"), pciOf(d + QStringLiteral("/device"))},
                        {QStringLiteral("node_guid"),
                         readText(d + QStringLiteral("/node_guid")).remove(QLatin1Char(':'))},
                        {QStringLiteral("ib_ports"), ibPorts(d)}});
    }

    QJsonArray nvme;
    const QString nvmeDir = sys + QStringLiteral("/class/nvme");
    for (const QString &c : QDir(nvmeDir).entryList(
             QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        const QString d = nvmeDir + QLatin1Char('/') + c;
        nvme.append(QJsonObject{
            {QStringLiteral("name"), c},
            {QStringLiteral("pci"), pciOf(d + QStringLiteral("/device"))},
            {QStringLiteral("model"), readText(d + QStringLiteral("/model"))},
            {QStringLiteral("serial"), readText(d + QStringLiteral("/serial"))},
            {QStringLiteral("firmware"), readText(d + QStringLiteral("/firmware_rev"))}});
    }

    Output::instance().emitEvent(EventKind::Inventory, {{QStringLiteral("gpus"), gpus},
                                                        {QStringLiteral("nics"), nics},
                                                        {QStringLiteral("nvme"), nvme}});
    Output::instance().finished(QStringLiteral("ok"));
    return ExitOk;
}

} // namespace ry::probe::tool
