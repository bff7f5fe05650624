#include "ibsimnet.h"

#include "model/designutil.h"
#include "model/deviceroles.h"
#include "util/naturalsort.h"

#include <QSet>

#include <algorithm>
#include <map>

namespace ry::verify {

namespace {

bool isSwitchRole(const QString &role)
{
    return role == QLatin1String(kRoleLeaf) || role == QLatin1String(kRoleSpine) ||
           role == QLatin1String(kRoleCore) || role == QLatin1String(kRoleSwitch) ||
           role.endsWith(QLatin1Char('-') + QLatin1String(kRoleSuffixLeaf)) ||
           role.endsWith(QLatin1Char('-') + QLatin1String(kRoleSuffixSpine));
}

/// A name as ibsim's parser takes it between double quotes: no '"', and no '#' or '@' in node
/// ids (reserved for its aliases, sim_net.c build_nodeid()).
QString quoted(QString s)
{
    s.replace(QLatin1Char('"'), QLatin1Char('\''));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return QLatin1Char('"') + s + QLatin1Char('"');
}

QString nodeId(QString s)
{
    s.replace(QLatin1Char('#'), QLatin1Char('_'));
    s.replace(QLatin1Char('@'), QLatin1Char('_'));
    return quoted(s);
}

struct End
{
    QString id;   ///< node id (unquoted)
    QString desc; ///< node description
    int port = 0;
};

struct Node
{
    bool isSwitch = false;
    QString id, desc;
    int ports = 1;
    std::map<int, std::pair<End, QString>> links; ///< local port -> (remote end, width+speed)
};

} // namespace

QString ibWidthSpeedFor(double gbps)
{
    static const std::pair<double, const char *> table[] = {
        {10, "SDR"},  {20, "DDR"},  {40, "QDR"},  {56, "FDR"},
        {100, "EDR"}, {200, "HDR"}, {400, "NDR"}, {800, "XDR"}};
    for (const auto &[g, name] : table)
        if (gbps == g)
            return QStringLiteral("4x") + QLatin1String(name);
    return {};
}

QByteArray writeIbsimNet(const Design &design, const IbsimNetOptions &options,
                         Diagnostics *diagnostics)
{
    const QSet<Id> planes(options.planeIds.begin(), options.planeIds.end());
    auto isIb = [&](const Port &p) {
        if (!planes.isEmpty())
            return planes.contains(p.planeId);
        if (p.type.startsWith(QLatin1String("infiniband"), Qt::CaseInsensitive))
            return true;
        const Plane *pl = design.planes.find(p.planeId);
        return pl && pl->technology.startsWith(QLatin1String("infiniband"), Qt::CaseInsensitive);
    };
    auto warn = [&](const QString &message, const QString &object) {
        if (diagnostics)
            diagnostics->push_back({Diagnostic::Severity::Warning, message, {}, {}, object});
    };
    auto isSwitch = [&](const Device &d) {
        const DeviceType *t = design.deviceTypes.find(d.deviceTypeId);
        return isSwitchRole(d.role) || (t && t->radix > 0);
    };

    // Switch port numbers: 1..n over the device's data interfaces in port order, as the
    // verifier's fallback numbers an InfiniBand port (verifier.h, matching step d).
    QHash<Id, int> switchPortNumber;
    QHash<Id, int> switchPorts;
    auto numberSwitch = [&](const Device &d) {
        if (switchPorts.contains(d.id))
            return;
        int n = 0;
        for (const Port *p : design.portsOf(d.id))
            if (p->kind == PortKind::Interface && !p->mgmtOnly)
                switchPortNumber.insert(p->id, ++n);
        switchPorts.insert(d.id, n);
    };

    QHash<Id, QString> caIdOfPort; // host port -> CA node id
    std::map<QString, Node> switches, cas;
    QSet<QString> noRdma;
    auto endOf = [&](const Device &d, const Port &p) -> std::pair<Node *, int> {
        if (isSwitch(d)) {
            numberSwitch(d);
            Node &n = switches[d.name];
            n.isSwitch = true;
            n.id = d.name;
            n.desc = d.name;
            n.ports = std::max(1, switchPorts.value(d.id));
            return {&n, switchPortNumber.value(p.id)};
        }
        const QString id = d.name + QLatin1Char('/') + p.name;
        Node &n = cas[id];
        n.id = id;
        if (options.caDescriptions.contains(p.id)) {
            n.desc = options.caDescriptions.value(p.id);
        } else if (!p.rdmaDevice.isEmpty()) {
            n.desc = d.name + QLatin1Char(' ') + p.rdmaDevice;
        } else {
            n.desc = d.name + QLatin1Char(' ') + p.name;
            if (!noRdma.contains(d.name)) {
                noRdma.insert(d.name);
                warn(Tr::tr("%1 %2 has no RDMA device name (rdma_device); its HCA is described "
                            "\"%3\", which a host would not print")
                         .arg(d.name, p.name, n.desc),
                     d.name);
            }
        }
        return {&n, 1};
    };

    // Devices in the InfiniBand fabric: a cable between two of their data ports is an
    // InfiniBand link even when neither port is in a plane (a cable the plan does not have).
    QSet<Id> ibDevices;
    for (const Port &p : design.ports)
        if (p.kind == PortKind::Interface && !p.mgmtOnly && isIb(p))
            ibDevices.insert(p.deviceId);
    auto written = [&](const Port &a, const Port &b) {
        if (isIb(a) || isIb(b))
            return true;
        return !a.mgmtOnly && !b.mgmtOnly && ibDevices.contains(a.deviceId) &&
               ibDevices.contains(b.deviceId);
    };

    QSet<Id> usedPorts;
    for (const Cable &c : design.cables) {
        const Port *a = design.ports.find(c.aPortId);
        const Port *b = design.ports.find(c.bPortId);
        if (!a || !b || !written(*a, *b))
            continue;
        if (a->kind != PortKind::Interface || b->kind != PortKind::Interface) {
            warn(Tr::tr("cable %1 ends in a patch panel; the net file holds direct links only")
                     .arg(cableDisplayName(design, c)),
                 c.label);
            continue;
        }
        if (usedPorts.contains(a->id) || usedPorts.contains(b->id)) {
            warn(Tr::tr("cable %1 shares a port with another cable; left out")
                     .arg(cableDisplayName(design, c)),
                 c.label);
            continue;
        }
        const Device *da = design.devices.find(a->deviceId);
        const Device *db = design.devices.find(b->deviceId);
        if (!da || !db)
            continue;
        usedPorts.insert(a->id);
        usedPorts.insert(b->id);
        auto [na, pa] = endOf(*da, *a);
        auto [nb, pb] = endOf(*db, *b);
        QString ws = options.linkWidthSpeed.value(c.id);
        if (ws.isEmpty())
            ws = ibWidthSpeedFor(std::min(a->speedGbps > 0 ? a->speedGbps : b->speedGbps,
                                          b->speedGbps > 0 ? b->speedGbps : a->speedGbps));
        if (ws.isEmpty())
            ws = QStringLiteral("4xHDR");
        na->links[pa] = {End{nb->id, nb->desc, pb}, ws};
        nb->links[pb] = {End{na->id, na->desc, pa}, ws};
    }

    auto byNaturalName = [](const std::map<QString, Node> &m) {
        std::vector<const Node *> v;
        v.reserve(m.size());
        for (const auto &kv : m)
            v.push_back(&kv.second);
        std::sort(v.begin(), v.end(),
                  [](const Node *x, const Node *y) { return naturalLess(x->id, y->id); });
        return v;
    };

    QString out = QStringLiteral("# ibsim net file written by Railyard from the design \"%1\"\n"
                                 "# (railyard-cli export-ibsim; docs/references/probe-formats.md "
                                 "§d.5)\n\n")
                      .arg(QString(design.name).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    for (const Node *n : byNaturalName(switches)) {
        out += QStringLiteral("Switch\t%1 %2\t\t# %3 enhanced port 0 lid 0\n")
                   .arg(n->ports)
                   .arg(nodeId(n->id), quoted(n->desc));
        for (const auto &[port, link] : n->links)
            out += QStringLiteral("[%1]\t%2[%3]\t\t# %4 lid 0 %5\n")
                       .arg(port)
                       .arg(nodeId(link.first.id))
                       .arg(link.first.port)
                       .arg(quoted(link.first.desc), link.second);
        out += QLatin1Char('\n');
    }
    for (const Node *n : byNaturalName(cas)) {
        out += QStringLiteral("Ca\t1 %1\t\t# %2\n").arg(nodeId(n->id), quoted(n->desc));
        for (const auto &[port, link] : n->links)
            out += QStringLiteral("[%1]\t%2[%3]\t\t# lid 0 lmc 0 %4 lid 0 %5\n")
                       .arg(port)
                       .arg(nodeId(link.first.id))
                       .arg(link.first.port)
                       .arg(quoted(link.first.desc), link.second);
        out += QLatin1Char('\n');
    }
    return out.toUtf8();
}

} // namespace ry::verify
