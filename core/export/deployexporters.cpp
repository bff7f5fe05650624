#include "deployexporters.h"
#include "model/drivebays.h"

#include "csv.h"
#include "escape.h"
#include "io/designyaml.h"
#include "model/designutil.h"
#include "model/deviceroles.h"
#include "plans/connectivity.h"
#include "plans/hostlist.h"
#include "util/naturalsort.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <utility>

namespace ry::exporting {

namespace {

std::string s(const QString &q)
{
    return q.toStdString();
}

/// Emits a string host variable; one that Jinja2 would expand ("{{", "{%", "{#") is tagged
/// `!unsafe`, Ansible's marker for values never templated (Ansible docs, "Unsafe or raw
/// strings"), so a serial number or comment from the design cannot run code on the controller.
/// A value with control or invisible characters is written double-quoted with every
/// non-ASCII character escaped: yaml-cpp 0.7 leaves a CR in a plain scalar and DEL raw, which
/// YAML readers (PyYAML, so Ansible) then refuse or fold.
void emitText(YAML::Emitter &e, const QString &v)
{
    if (v.contains(QLatin1String("{{")) || v.contains(QLatin1String("{%")) ||
        v.contains(QLatin1String("{#")))
        e << YAML::LocalTag("unsafe");
    const QList<uint> ucs = v.toUcs4();
    if (std::any_of(ucs.cbegin(), ucs.cend(), [](uint c) {
            return names::isForbiddenControl(char32_t(c)) || names::isInvisible(char32_t(c));
        }))
        e << YAML::EscapeNonAscii << YAML::DoubleQuoted;
    e << s(v);
}

/// An Ansible group name for `value` of category `prefix` ("rack", "row", ...): lower case,
/// NFC, letters (any script) and decimal digits kept, every other character '_'. That is the
/// character set of Ansible's group name check (ansible/constants.py INVALID_VARIABLE_NAMES,
/// Python's \w: letters, digits and '_'), so "가동_1열" stays readable and distinct from
/// "나동_1열", and no name makes ansible-inventory warn.
QString groupName(const QString &prefix, const QString &value)
{
    QString out = prefix + QLatin1Char('_');
    const QList<uint> ucs = value.normalized(QString::NormalizationForm_C).toLower().toUcs4();
    for (const uint c : ucs) {
        const char32_t ch = char32_t(c);
        const bool ascii = (ch >= U'a' && ch <= U'z') || (ch >= U'0' && ch <= U'9') || ch == U'_';
        const auto cat = QChar::category(ch);
        const bool letter =
            ch > 0x7f && (cat == QChar::Letter_Lowercase || cat == QChar::Letter_Uppercase ||
                          cat == QChar::Letter_Titlecase || cat == QChar::Letter_Modifier ||
                          cat == QChar::Letter_Other || cat == QChar::Number_DecimalDigit);
        if (ascii || letter)
            out += QString::fromUcs4(&ch, 1);
        else
            out += QLatin1Char('_');
    }
    return out;
}

/// True for the port of a server's baseboard management controller: a port named like one
/// (bmc, ipmi, idrac, ilo, xcc, imm) or, on a server (not a switch, PDU or panel), a port on
/// the out-of-band plane. A switch's own management port on that plane is not a BMC.
bool isBmcPort(const Design &d, const Device &dev, const Port &p, bool onOob)
{
    static const QRegularExpression bmcName(QStringLiteral("^(bmc|ipmi|idrac|ilo|xcc|imm)"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (bmcName.match(p.name).hasMatch())
        return true;
    const bool server = isGpuNode(d, dev) || dev.role == QLatin1String(kRoleStorage) ||
                        dev.role == QLatin1String(kRoleServer) ||
                        dev.role == QLatin1String(kRoleFabricManager);
    return onOob && server;
}

bool isPanel(const Device &dev)
{
    return dev.role == QLatin1String(kRolePatchPanel);
}

/// Devices sorted by name (natural order).
std::vector<const Device *> sortedDevices(const Design &d)
{
    std::vector<const Device *> v;
    v.reserve(d.devices.size());
    for (const Device &dev : d.devices)
        v.push_back(&dev);
    std::sort(v.begin(), v.end(),
              [](const Device *a, const Device *b) { return naturalLess(a->name, b->name); });
    return v;
}

/// Ports of every device, by device id, in the design's order.
QHash<Id, std::vector<const Port *>> portsByDevice(const Design &d)
{
    QHash<Id, std::vector<const Port *>> m;
    for (const Port &p : d.ports)
        m[p.deviceId].push_back(&p);
    return m;
}

QString pciKey(const QString &pci)
{
    return pci.trimmed().toLower();
}

/// Per device type with ports that carry PCI addresses: the GPU-node (or any) devices of the
/// type in natural order.
QMap<QString, std::vector<const Device *>> devicesByTypeSlug(const Design &d)
{
    QMap<QString, std::vector<const Device *>> m;
    for (const Device *dev : sortedDevices(d))
        if (const DeviceType *t = d.deviceTypes.find(dev->deviceTypeId))
            m[t->slug].push_back(dev);
    return m;
}

} // namespace

// ---------------------------------------------------------------------------------------------

namespace {

/// True for a name in the kernel's own interface namespace: the names drivers give new
/// interfaces ("eth%d", "ib%d" for IPoIB, "wlan%d", "wwan%d", "usb%d"). systemd.link(5),
/// Name=: renaming to such a name "will race with the assignment done by the kernel ... making
/// the naming unpredictable".
bool inKernelNamespace(const QString &name)
{
    static const QRegularExpression kernel(QStringLiteral("^(eth|ib|wlan|wwan|usb)\\d+$"));
    return kernel.match(name).hasMatch();
}

/// The name systemd's path policy gives the NIC at PCI address `pci` (systemd.net-naming-scheme(7):
/// "<prefix>[P<domain>]p<bus>s<slot>[f<function>]", numbers in decimal): "ibp27s0" for
/// 0000:1b:00.0 on InfiniBand, "enp27s0f1" for 0000:1b:00.1 on Ethernet. The function is left
/// out when 0 (systemd adds f0 for multi-function devices; this name only has to be stable and
/// outside the kernel's namespace). "" when longer than the 15 characters of IFNAMSIZ.
QString pciPathName(const QString &pci, bool infiniband)
{
    static const QRegularExpression re(
        QStringLiteral("^([0-9a-f]{4,8}):([0-9a-f]{2}):([0-9a-f]{2})\\.([0-7])$"));
    const auto m = re.match(pci);
    if (!m.hasMatch())
        return {};
    bool ok = false;
    const uint domain = m.captured(1).toUInt(&ok, 16);
    QString n = infiniband ? QStringLiteral("ib") : QStringLiteral("en");
    if (domain > 0)
        n += QStringLiteral("P%1").arg(domain);
    n += QStringLiteral("p%1s%2")
             .arg(m.captured(2).toUInt(&ok, 16))
             .arg(m.captured(3).toUInt(&ok, 16));
    if (const uint fn = m.captured(4).toUInt(); fn > 0)
        n += QStringLiteral("f%1").arg(fn);
    return n.size() <= 15 ? n : QString();
}

} // namespace

QStringList readSlurmNodeList(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read the Slurm node list: %1").arg(f.errorString()),
                    SourceLocation{path});
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    static const QRegularExpression nodeName(QStringLiteral("(?:^|\\s)NodeName=(\\S+)"),
                                             QRegularExpression::CaseInsensitiveOption);
    bool slurmConf = false;
    for (const QString &line : lines)
        if (nodeName.match(line.section(QLatin1Char('#'), 0, 0)).hasMatch())
            slurmConf = true;
    QStringList names;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].section(QLatin1Char('#'), 0, 0).trimmed();
        QStringList expressions;
        if (slurmConf) {
            const auto m = nodeName.match(line);
            if (m.hasMatch() &&
                m.captured(1).compare(QLatin1String("DEFAULT"), Qt::CaseInsensitive) != 0)
                expressions << m.captured(1);
        } else {
            // Commas inside brackets belong to the expression: split on white space, and on
            // commas only through expandHostlist().
            static const QRegularExpression space(QStringLiteral("\\s+"));
            expressions = line.split(space, Qt::SkipEmptyParts);
        }
        for (const QString &e : std::as_const(expressions)) {
            try {
                names += plans::expandHostlist(e);
            } catch (const Error &err) {
                throw Error(err.message(), SourceLocation{path, i + 1},
                            slurmConf ? QStringLiteral("NodeName") : QString());
            }
        }
    }
    names.removeDuplicates();
    if (names.isEmpty())
        throw Error(Tr::tr("The Slurm node list names no node."), SourceLocation{path});
    return names;
}

// ---------------------------------------------------------------------------------------------

QString AnsibleInventoryExporter::description() const
{
    return Tr::tr(
        "Ansible inventory: groups by role, SU, rail, rack and row, host variables (YAML)");
}

namespace {

/// The addresses Ansible can reach a device at, and which one ansible_host takes.
struct HostAddresses
{
    QString host;   ///< ansible_host
    QString source; ///< "inband", "mgmt", "bmc" or "name"
    QString mgmt;   ///< a management port's address that is not a BMC ("" = none)
    QString bmc;    ///< the BMC's address ("" = none)
};

/// ansible_host: the in-band management address (the host's own OS); else the address of a
/// management port that is not a BMC (a switch's or PDU's mgmt0 on the OOB plane); else the
/// BMC address when that is the only one the design has; else the device name. `own`: the
/// device's ports in natural order; the first address of each kind counts.
HostAddresses hostAddresses(const Design &d, const Device &dev,
                            const std::vector<const Port *> &own,
                            const QHash<Id, QStringList> &addressesOf,
                            const QHash<Id, PlaneKind> &planeKind)
{
    HostAddresses r;
    QString inband;
    for (const Port *p : own) {
        const QStringList addrs = addressesOf.value(p->id);
        if (addrs.isEmpty())
            continue;
        const QString a = addrs.first().section(QLatin1Char('/'), 0, 0);
        const PlaneKind k = planeKind.value(p->planeId, PlaneKind::Compute);
        const bool oob = p->planeId && k == PlaneKind::OutOfBand;
        if (p->planeId && k == PlaneKind::InbandMgmt) {
            if (inband.isEmpty())
                inband = a;
        } else if (isBmcPort(d, dev, *p, oob)) {
            if (r.bmc.isEmpty())
                r.bmc = a;
        } else if ((oob || p->mgmtOnly) && r.mgmt.isEmpty()) {
            r.mgmt = a;
        }
    }
    const std::pair<const QString *, const char *> order[] = {
        {&inband, "inband"}, {&r.mgmt, "mgmt"}, {&r.bmc, "bmc"}, {&dev.name, "name"}};
    for (const auto &[address, source] : order)
        if (!address->isEmpty()) {
            r.host = *address;
            r.source = QString::fromLatin1(source);
            break;
        }
    return r;
}

/// Per category: (group name, hosts), the names made distinct.
using AnsibleGroups = QMap<QString, QList<std::pair<QString, QStringList>>>;

/// The groups of `members` (category -> design value -> hosts), named by groupName(). Values
/// whose group names collide once made valid ("r01-a" and "r01_a", "leaf" and "Leaf") get
/// distinct names: the first in code point order keeps the name, the others _2, _3, ...
/// (never a host's name: Ansible warns about a group and a host of one name). Each such case
/// is appended to `renamed` as a sentence.
AnsibleGroups ansibleGroups(const Design &d, const QStringList &categoryOrder,
                            const QMap<QString, QMap<QString, QStringList>> &members,
                            QStringList &renamed)
{
    QSet<QString> taken;
    for (const Device &dev : d.devices)
        taken.insert(dev.name);
    AnsibleGroups groupsOf;
    for (const QString &cat : categoryOrder) {
        QMap<QString, QStringList> valuesOf; // plain group name -> design values
        const QMap<QString, QStringList> &m = members.value(cat);
        for (auto it = m.cbegin(); it != m.cend(); ++it)
            valuesOf[groupName(cat, it.key())] << it.key(); // QMap: code point order
        for (auto it = valuesOf.cbegin(); it != valuesOf.cend(); ++it) {
            QStringList written;
            for (const QString &value : it.value()) {
                QString g = it.key();
                for (int i = 2; taken.contains(g); ++i)
                    g = it.key() + QStringLiteral("_%1").arg(i);
                taken.insert(g);
                written << g;
                groupsOf[cat].push_back({g, m.value(value)});
            }
            if (it.value().size() > 1 || written.first() != it.key()) {
                QStringList quoted;
                for (const QString &v : it.value())
                    quoted << QLatin1Char('"') + v + QLatin1Char('"');
                renamed << Tr::tr("%1 %2 give the group name %3; written as %4")
                               .arg(cat, quoted.join(QStringLiteral(", ")), it.key(),
                                    written.join(QStringLiteral(", ")));
            }
        }
    }
    return groupsOf;
}

} // namespace

void AnsibleInventoryExporter::write(const Design &d, QIODevice &out, Reporter &reporter,
                                     const ExportOptions &) const
{
    const plans::Connectivity c(d);
    const auto ports = portsByDevice(d);
    QHash<Id, QStringList> addressesOf;
    for (const IpAddress &a : d.ipAddresses)
        if (a.portId)
            addressesOf[a.portId] << a.address;
    QHash<Id, PlaneKind> planeKind;
    for (const Plane &p : d.planes)
        planeKind.insert(p.id, p.kind);

    // Per category, in a fixed order: value as the design has it -> hosts.
    const QStringList categoryOrder{QStringLiteral("site"), QStringLiteral("role"),
                                    QStringLiteral("su"),   QStringLiteral("rail"),
                                    QStringLiteral("rack"), QStringLiteral("row")};
    QMap<QString, QMap<QString, QStringList>> members;
    auto addToGroup = [&](const QString &cat, const QString &value, const QString &host) {
        QStringList &hosts = members[cat][value];
        if (!hosts.contains(host))
            hosts << host;
    };
    QStringList byName; // hosts with no address in the design

    YAML::Emitter e;
    e << YAML::BeginMap << YAML::Key << "all" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "hosts" << YAML::Value << YAML::BeginMap;
    for (const Device *dev : sortedDevices(d))
        // Host keys are host patterns to Ansible ("gpu[01:08]" expands): RFC 1123 names only.
        exportsafety::require(names::Rule::HostName, dev->name, dev->name,
                              QStringLiteral("device.name"), QStringLiteral("Ansible"));
    for (const Device *dev : sortedDevices(d)) {
        const plans::Place &pl = c.place(dev->id);
        e << YAML::Key << s(dev->name) << YAML::Value << YAML::BeginMap;
        std::vector<const Port *> own = ports.value(dev->id);
        std::sort(own.begin(), own.end(),
                  [](const Port *a, const Port *b) { return naturalLess(a->name, b->name); });
        const HostAddresses addresses = hostAddresses(d, *dev, own, addressesOf, planeKind);
        const QString &host = addresses.host, &source = addresses.source;
        const QString &mgmt = addresses.mgmt, &bmc = addresses.bmc;
        if (source == QLatin1String("name") && !isPanel(*dev)) // panels: passive, no address
            byName << dev->name;
        e << YAML::Key << "ansible_host" << YAML::Value;
        emitText(e, host);
        e << YAML::Key << "ansible_host_source" << YAML::Value << s(source);
        if (!mgmt.isEmpty()) {
            e << YAML::Key << "mgmt_address" << YAML::Value;
            emitText(e, mgmt);
        }
        if (!bmc.isEmpty()) {
            e << YAML::Key << "bmc_address" << YAML::Value;
            emitText(e, bmc);
        }
        e << YAML::Key << "role" << YAML::Value;
        emitText(e, dev->role);
        if (const DeviceType *t = d.deviceTypes.find(dev->deviceTypeId)) {
            e << YAML::Key << "device_type" << YAML::Value;
            emitText(e, t->slug);
        }
        if (!pl.site.isEmpty()) {
            e << YAML::Key << "site" << YAML::Value;
            emitText(e, pl.site);
        }
        if (!pl.row.isEmpty()) {
            e << YAML::Key << "row" << YAML::Value;
            emitText(e, pl.row);
        }
        if (!pl.rack.isEmpty()) {
            e << YAML::Key << "rack" << YAML::Value;
            emitText(e, pl.rack);
        }
        if (pl.u > 0)
            e << YAML::Key << "rack_u" << YAML::Value << pl.u;
        if (dev->su >= 0) // SUs count from 1 in every export, as crews say (model/designutil.h)
            e << YAML::Key << "su" << YAML::Value << dev->su + 1;
        for (const auto &[key, value] :
             {std::pair{"serial", &dev->serial}, std::pair{"node_guid", &dev->nodeGuid},
              std::pair{"system_image_guid", &dev->systemImageGuid},
              std::pair{"chassis_mac", &dev->chassisMac}}) {
            if (value->isEmpty())
                continue;
            e << YAML::Key << key << YAML::Value;
            emitText(e, *value);
        }
        if (const Supernode *sn = d.supernodes.find(dev->supernodeId)) {
            e << YAML::Key << "supernode" << YAML::Value;
            emitText(e, sn->name);
        }
        bool anyInterface = false;
        QSet<int> rails;
        for (const Port *p : own) {
            if (p->kind != PortKind::Interface)
                continue;
            const QStringList addrs = addressesOf.value(p->id);
            if (p->ifName.isEmpty() && p->rdmaDevice.isEmpty() && p->pciAddress.isEmpty() &&
                p->mac.isEmpty() && p->rail < 0 && !p->planeId && addrs.isEmpty())
                continue;
            if (!anyInterface) {
                e << YAML::Key << "interfaces" << YAML::Value << YAML::BeginSeq;
                anyInterface = true;
            }
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value;
            emitText(e, p->name);
            if (!p->ifName.isEmpty()) {
                e << YAML::Key << "if_name" << YAML::Value;
                emitText(e, p->ifName);
            }
            if (!p->rdmaDevice.isEmpty()) {
                e << YAML::Key << "rdma_device" << YAML::Value;
                emitText(e, p->rdmaDevice);
            }
            if (!p->pciAddress.isEmpty()) {
                e << YAML::Key << "pci_address" << YAML::Value;
                emitText(e, p->pciAddress);
            }
            if (!p->mac.isEmpty()) {
                e << YAML::Key << "mac" << YAML::Value;
                emitText(e, p->mac);
            }
            if (!p->guid.isEmpty()) {
                e << YAML::Key << "guid" << YAML::Value;
                emitText(e, p->guid);
            }
            if (p->rail >= 0) {
                e << YAML::Key << "rail" << YAML::Value << p->rail;
                rails.insert(p->rail);
            }
            if (p->planeId) {
                e << YAML::Key << "plane" << YAML::Value;
                emitText(e, c.planeName(p->planeId));
            }
            if (!addrs.isEmpty()) {
                e << YAML::Key << "address" << YAML::Value;
                emitText(e, addrs.first());
            }
            e << YAML::EndMap;
        }
        if (anyInterface)
            e << YAML::EndSeq;
        e << YAML::EndMap;

        if (!pl.site.isEmpty())
            addToGroup(QStringLiteral("site"), pl.site, dev->name);
        addToGroup(QStringLiteral("role"), dev->role, dev->name);
        if (dev->su >= 0)
            addToGroup(QStringLiteral("su"), QString::number(dev->su + 1), dev->name);
        QList<int> rl = rails.values();
        std::sort(rl.begin(), rl.end());
        for (int r : rl)
            addToGroup(QStringLiteral("rail"), QString::number(r), dev->name);
        if (!pl.rack.isEmpty())
            addToGroup(QStringLiteral("rack"), pl.rack, dev->name);
        if (!pl.row.isEmpty())
            addToGroup(QStringLiteral("row"),
                       pl.room.isEmpty() ? pl.row : pl.room + QLatin1Char('_') + pl.row, dev->name);
    }
    e << YAML::EndMap; // hosts
    QStringList renamed;
    const AnsibleGroups groupsOf = ansibleGroups(d, categoryOrder, members, renamed);
    e << YAML::Key << "children" << YAML::Value << YAML::BeginMap;
    for (const QString &cat : categoryOrder) {
        auto list = groupsOf.value(cat);
        std::sort(list.begin(), list.end(),
                  [](const auto &a, const auto &b) { return naturalLess(a.first, b.first); });
        for (const auto &[g, hosts] : list) {
            e << YAML::Key << s(g) << YAML::Value << YAML::BeginMap << YAML::Key << "hosts"
              << YAML::Value << YAML::BeginMap;
            for (const QString &h : hosts)
                e << YAML::Key << s(h) << YAML::Value << YAML::Null;
            e << YAML::EndMap << YAML::EndMap;
        }
    }
    e << YAML::EndMap; // children
    for (const QString &r : std::as_const(renamed))
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("Ansible group names collide: %1.").arg(r),
                         {},
                         QStringLiteral("group"),
                         {}});
    if (!byName.isEmpty())
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("%n host(s) have no address in the design; their ansible_host is "
                                "their name, for DNS to resolve: %1",
                                nullptr, int(byName.size()))
                             .arg(plans::compressHostlist(byName)),
                         {},
                         QStringLiteral("ansible_host"),
                         {}});
    e << YAML::EndMap << YAML::EndMap;
    QByteArray bytes("# Ansible inventory generated by Railyard\n");
    bytes += QByteArray(e.c_str());
    bytes += '\n';
    writeAll(out, bytes, QStringLiteral("Ansible"));
}

// ---------------------------------------------------------------------------------------------

QString UdevNetRulesExporter::description() const
{
    return Tr::tr("udev rules: stable NIC names from PCI addresses, per node type");
}

void UdevNetRulesExporter::write(const Design &d, QIODevice &out, Reporter &reporter,
                                 const ExportOptions &) const
{
    const auto ports = portsByDevice(d);
    QStringList kernelNames;          // "<type> <name>" asked for in the kernel's namespace
    QMap<QString, QString> renamedTo; // "<type> <name>" -> name written
    QStringList typesWithoutPci;      // server types with no PCI address on any port
    QStringList rdmaNames;            // "<device>:<port> (<name>)" whose name is an RDMA device's
    int rules = 0;
    QString text = Tr::tr("# udev rules generated by Railyard: persistent NIC names from the PCI "
                          "addresses in the design.\n# Install the block for the node's device "
                          "type as /etc/udev/rules.d/70-railyard-net.rules.\n");
    const auto byType = devicesByTypeSlug(d);
    for (auto it = byType.cbegin(); it != byType.cend(); ++it) {
        // PCI address -> name, from the first device that has one; later disagreements reported.
        QMap<QString, QString> names; // ordered by PCI address
        QMap<QString, QString> firstFrom;
        QStringList users;
        for (const Device *dev : it.value()) {
            bool used = false;
            for (const Port *p : ports.value(dev->id)) {
                if (p->kind != PortKind::Interface || p->pciAddress.isEmpty())
                    continue;
                used = true;
                const QString key = pciKey(p->pciAddress);
                QString name = p->ifName.isEmpty() ? p->name : p->ifName;
                // udev(7) values are double-quoted strings without escapes: a quote, a
                // newline or a backslash would end the rule early or start another one.
                const QString object = dev->name + QLatin1Char(':') + p->name;
                exportsafety::require(names::Rule::PciAddress, key, object,
                                      QStringLiteral("port.pci_address"), QStringLiteral("udev"));
                exportsafety::require(names::Rule::InterfaceName, name, object,
                                      p->ifName.isEmpty() ? QStringLiteral("port.name")
                                                          : QStringLiteral("port.if_name"),
                                      QStringLiteral("udev"));
                if (names::looksLikeRdmaDevice(name) ||
                    (!p->rdmaDevice.isEmpty() && name == p->rdmaDevice)) {
                    // "mlx5_7" names the HCA in /sys/class/infiniband, not a netdev: renaming
                    // the NIC to it would leave the host's network configuration without its
                    // interface. The field for it is rdma_device.
                    if (!rdmaNames.contains(object))
                        rdmaNames << object + QStringLiteral(" (") + name + QLatin1Char(')');
                    continue;
                }
                if (inKernelNamespace(name)) {
                    // Never NAME= a kernel name: the systemd path name of the same PCI address
                    // instead (what the host calls the NIC without these rules).
                    const bool ib = p->type.startsWith(QLatin1String("infiniband")) ||
                                    name.startsWith(QLatin1String("ib"));
                    const QString path = pciPathName(key, ib);
                    if (!kernelNames.contains(it.key() + QLatin1Char(' ') + name))
                        kernelNames << it.key() + QLatin1Char(' ') + name;
                    if (path.isEmpty())
                        continue;
                    renamedTo.insert(it.key() + QLatin1Char(' ') + name, path);
                    name = path;
                }
                if (!names.contains(key)) {
                    names.insert(key, name);
                    firstFrom.insert(key, dev->name);
                } else if (names.value(key) != name) {
                    reporter.report({Diagnostic::Severity::Warning,
                                     Tr::tr("%1 names PCI %2 \"%3\" but %4 names it \"%5\"; the "
                                            "rules for type %6 use \"%5\".")
                                         .arg(dev->name, key, name, firstFrom.value(key),
                                              names.value(key), it.key()),
                                     {},
                                     QStringLiteral("pci_address"),
                                     dev->name});
                }
            }
            if (used)
                users << dev->name;
        }
        if (names.isEmpty()) {
            const bool servers =
                std::any_of(it.value().cbegin(), it.value().cend(), [&](const Device *dev) {
                    return isGpuNode(d, *dev) || dev->role == QLatin1String(kRoleStorage) ||
                           dev->role == QLatin1String(kRoleServer);
                });
            if (servers)
                typesWithoutPci << it.key();
            continue;
        }
        // NAME= must be unique within one host.
        QHash<QString, QString> pciOfName;
        for (auto n = names.cbegin(); n != names.cend(); ++n) {
            if (pciOfName.contains(n.value()))
                reporter.report({Diagnostic::Severity::Warning,
                                 Tr::tr("Type %1: the name %2 is given to PCI %3 and %4.")
                                     .arg(it.key(), n.value(), pciOfName.value(n.value()), n.key()),
                                 {},
                                 QStringLiteral("if_name"),
                                 it.key()});
            pciOfName.insert(n.value(), n.key());
        }
        text += QStringLiteral("\n# device type: %1 (%2)\n")
                    .arg(exportsafety::commentText(it.key()),
                         exportsafety::commentText(plans::compressHostlist(users)));
        for (auto n = names.cbegin(); n != names.cend(); ++n) {
            text += QStringLiteral("SUBSYSTEM==\"net\", ACTION==\"add\", KERNELS==\"%1\", "
                                   "NAME=\"%2\"\n")
                        .arg(n.key(), n.value());
            ++rules;
        }
    }
    if (!kernelNames.isEmpty()) {
        QStringList what;
        for (const QString &k : std::as_const(kernelNames)) {
            const QString type = k.section(QLatin1Char(' '), 0, 0);
            const QString name = k.section(QLatin1Char(' '), 1);
            what << (renamedTo.contains(k)
                         ? Tr::tr("%1 %2 is named %3").arg(type, name, renamedTo.value(k))
                         : Tr::tr("%1 %2 has no rule").arg(type, name));
        }
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("Interface names in the kernel's namespace (ethN, ibN, ...) race "
                                "with the kernel (systemd.link(5)); the rules use the PCI path "
                                "name instead: %1. Set if_name in the design to choose another.")
                             .arg(what.join(QStringLiteral("; "))),
                         {},
                         QStringLiteral("port.if_name"),
                         {}});
    }
    if (!rdmaNames.isEmpty())
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("These names are RDMA device names (/sys/class/infiniband), not "
                                "network interface names: no rule renames a NIC to them, %1. Put "
                                "the RDMA device name in rdma_device and the netdev name in "
                                "if_name.")
                             .arg(rdmaNames.join(QStringLiteral(", "))),
                         {},
                         QStringLiteral("port.if_name"),
                         {}});
    if (!typesWithoutPci.isEmpty()) {
        const QString what =
            Tr::tr("No PCI address on any port of the server type(s) %1: no udev rule can name "
                   "their NICs, so none is written for them.")
                .arg(typesWithoutPci.join(QStringLiteral(", ")));
        reporter.report(
            {Diagnostic::Severity::Warning, what, {}, QStringLiteral("port.pci_address"), {}});
        text += QStringLiteral("\n# %1\n").arg(exportsafety::commentText(what));
    }
    if (rules == 0 && typesWithoutPci.isEmpty())
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("The design has no PCI addresses: the file holds no rule."),
                         {},
                         QStringLiteral("port.pci_address"),
                         {}});
    writeAll(out, text.toUtf8(), QStringLiteral("udev"));
}

// ---------------------------------------------------------------------------------------------

QString UdevNvmeRulesExporter::description() const
{
    return Tr::tr(
        "udev rules: NVMe drives named by physical slot from PCI addresses, per node type");
}

void UdevNvmeRulesExporter::write(const Design &d, QIODevice &out, Reporter &reporter,
                                  const ExportOptions &) const
{
    QString text = Tr::tr("# udev rules generated by Railyard: NVMe drives by physical slot.\n"
                          "# Install the block for the node's device type as "
                          "/etc/udev/rules.d/71-railyard-nvme.rules.\n");
    const auto byType = devicesByTypeSlug(d);
    std::vector<const DeviceType *> types;
    for (const DeviceType &t : d.deviceTypes)
        types.push_back(&t);
    std::sort(types.begin(), types.end(), [](const DeviceType *a, const DeviceType *b) {
        return naturalLess(a->slug, b->slug);
    });
    for (const DeviceType *type : types) {
        // A design made in memory may still carry the pre-schema-6 `nvme-bays` list in `extra`
        // (the readers move it into drive bays): it is read the same way here.
        DeviceType adopted;
        const DeviceType *t = type;
        if (type->driveBays.empty() && type->extraYaml.contains(QLatin1String("nvme-bays"))) {
            adopted = *type;
            QString why;
            if (adoptLegacyNvmeBays(adopted, &why) < 0) {
                reporter.report({Diagnostic::Severity::Warning,
                                 Tr::tr("Device type %1: its extra map has an nvme-bays list "
                                        "that cannot be read (%2); give the type drive_bays.")
                                     .arg(type->slug, why),
                                 {},
                                 QStringLiteral("extra.nvme-bays"),
                                 type->slug});
                continue;
            }
            t = &adopted;
        }
        if (t->driveBays.empty())
            continue;
        QStringList users;
        for (const Device *dev : byType.value(t->slug))
            users << dev->name;
        text +=
            QStringLiteral("\n# device type: %1 (%2)\n")
                .arg(exportsafety::commentText(t->slug),
                     users.isEmpty() ? Tr::tr("no devices")
                                     : exportsafety::commentText(plans::compressHostlist(users)));
        text += QStringLiteral("# slot, PCI address\n");
        QString rules;
        for (std::size_t i = 0; i < t->driveBays.size(); ++i) {
            const DriveBayTemplate &b = t->driveBays[i];
            const QString field = QStringLiteral("drive_bays[%1]").arg(i);
            if (b.pciAddress.isEmpty()) {
                reporter.report({Diagnostic::Severity::Warning,
                                 Tr::tr("Device type %1: drive bay %2 has no PCI address: no "
                                        "rule names its drive.")
                                     .arg(t->slug, b.name),
                                 {},
                                 field + QStringLiteral(".pci_address"),
                                 t->slug});
                continue;
            }
            const QString pci = pciKey(b.pciAddress);
            exportsafety::require(names::Rule::PciAddress, pci, t->slug + QLatin1Char(' ') + b.name,
                                  field + QStringLiteral(".pci_address"), QStringLiteral("udev"));
            static const QRegularExpression badLink(QStringLiteral("[^A-Za-z0-9_.-]"));
            QString link = b.name.left(64);
            link.replace(badLink, QStringLiteral("-"));
            // No ".." or leading dot: the link stays a file in disk/by-slot/.
            link.replace(QLatin1String(".."), QLatin1String("--"));
            if (link.startsWith(QLatin1Char('.')))
                link[0] = QLatin1Char('-');
            if (link.isEmpty())
                link = QStringLiteral("bay%1").arg(i);
            text += QStringLiteral("#   %1, %2\n").arg(exportsafety::commentText(b.name), pci);
            rules += QStringLiteral("KERNEL==\"nvme*n*\", ENV{DEVTYPE}==\"disk\", KERNELS==\"%1\", "
                                    "SYMLINK+=\"disk/by-slot/%2\"\n")
                         .arg(pci, link);
        }
        text += rules;
    }
    writeAll(out, text.toUtf8(), QStringLiteral("udev"));
}

// ---------------------------------------------------------------------------------------------

namespace {

/// Switch adjacency of the compute fabric, found by tracing every cabled port through panels.
struct Fabric
{
    QMap<QString, QStringList> nodesUnder;     ///< leaf -> GPU nodes
    QHash<QString, QSet<QString>> switchLinks; ///< switch -> neighbouring switches
};

Fabric computeFabric(const Design &d)
{
    const plans::Connectivity c(d);
    QHash<Id, PlaneKind> planeKind;
    for (const Plane &p : d.planes)
        planeKind.insert(p.id, p.kind);
    auto onCompute = [&](const Port &a, const Port &b) {
        const bool ap = a.planeId && planeKind.contains(a.planeId);
        const bool bp = b.planeId && planeKind.contains(b.planeId);
        if (ap || bp)
            return (ap && planeKind.value(a.planeId) == PlaneKind::Compute) ||
                   (bp && planeKind.value(b.planeId) == PlaneKind::Compute);
        return !a.mgmtOnly && !b.mgmtOnly;
    };
    Fabric f;
    for (const Port &p : d.ports) {
        if (p.kind != PortKind::Interface || !c.cableAt(p.id))
            continue;
        const Device *dev = c.deviceOf(p);
        if (!dev || isPanel(*dev))
            continue;
        const plans::Trace t = plans::trace(c, p.id);
        if (t.status != plans::Trace::Status::Complete)
            continue;
        const Port *far = c.port(t.end());
        const Device *farDev = far ? c.deviceOf(*far) : nullptr;
        if (!farDev || isPanel(*farDev) || !onCompute(p, *far))
            continue;
        const bool nodeHere = isGpuNode(d, *dev), nodeThere = isGpuNode(d, *farDev);
        if (nodeHere && !nodeThere) {
            QStringList &l = f.nodesUnder[farDev->name];
            if (!l.contains(dev->name))
                l << dev->name;
        } else if (!nodeHere && !nodeThere && dev->id != farDev->id) {
            f.switchLinks[dev->name].insert(farDev->name);
            f.switchLinks[farDev->name].insert(dev->name);
        }
    }
    return f;
}

} // namespace

namespace {

/// The Slurm NodeName of every GPU node of the design, as ExportOptions ask (both Slurm
/// exporters): the short host name or the device name; with a Slurm node list, only the nodes
/// Slurm knows, and one warning naming the design's GPU nodes it does not.
class SlurmNodeNames
{
public:
    SlurmNodeNames(const Design &d, const ExportOptions &options, Reporter &reporter)
    {
        const QSet<QString> known = options.slurmNodes ? QSet<QString>(options.slurmNodes->cbegin(),
                                                                       options.slurmNodes->cend())
                                                       : QSet<QString>();
        QHash<QString, QString> deviceOf; // NodeName -> device name
        QStringList unknown;
        for (const Device *dev : sortedDevices(d)) {
            if (!isGpuNode(d, *dev))
                continue;
            exportsafety::require(names::Rule::HostName, dev->name, dev->name,
                                  QStringLiteral("device.name"), QStringLiteral("Slurm"));
            const QString name = options.nodeNames == NodeNameRule::ShortHostName
                                     ? dev->name.section(QLatin1Char('.'), 0, 0)
                                     : dev->name;
            exportsafety::require(names::Rule::HostName, name, dev->name,
                                  QStringLiteral("device.name"), QStringLiteral("Slurm"));
            if (deviceOf.contains(name))
                throw Error(Tr::tr("The GPU nodes %1 and %2 would both be the Slurm node %3; "
                                   "give them distinct host names or use --node-names name.")
                                .arg(deviceOf.value(name), dev->name, name),
                            {}, QStringLiteral("device.name"));
            deviceOf.insert(name, dev->name);
            if (options.slurmNodes && !known.contains(name)) {
                unknown << name;
                continue;
            }
            m_names.insert(dev->name, name);
        }
        if (!unknown.isEmpty())
            reporter.report({Diagnostic::Severity::Warning,
                             Tr::tr("%n GPU node(s) of the design are not in Slurm's node list "
                                    "and are left out: %1",
                                    nullptr, int(unknown.size()))
                                 .arg(plans::compressHostlist(unknown)),
                             {},
                             QStringLiteral("slurm-nodes"),
                             {}});
    }
    /// The NodeName of the GPU node named `device`, or "" when Slurm does not know it.
    QString of(const QString &device) const { return m_names.value(device); }
    /// The NodeNames of `devices` that Slurm knows.
    QStringList of(const QStringList &devices) const
    {
        QStringList v;
        for (const QString &n : devices)
            if (const QString s = of(n); !s.isEmpty())
                v << s;
        return v;
    }

private:
    QHash<QString, QString> m_names; // device name -> NodeName
};

/// Disjoint sets of names (union by root, path halving), for leaf groups and fabric parts.
class NameSets
{
public:
    QString find(const QString &x)
    {
        QString root = x;
        for (auto it = m_parent.constFind(root); it != m_parent.cend() && *it != root;
             it = m_parent.constFind(root))
            root = *it;
        // Path compression: every name on the way now points at the root.
        for (QString at = x; at != root;) {
            QString &up = m_parent[at];
            at = std::exchange(up, root);
        }
        return root;
    }
    void join(const QString &a, const QString &b)
    {
        const QString ra = find(a), rb = find(b);
        if (ra != rb)
            m_parent[naturalLess(ra, rb) ? rb : ra] = naturalLess(ra, rb) ? ra : rb;
    }

private:
    QHash<QString, QString> m_parent;
};

/// A name not used by any device nor in `taken`: `wanted`, else `wanted`-2, -3, ...
QString freeName(const Design &d, const QSet<QString> &taken, const QString &wanted)
{
    QString n = wanted;
    for (int i = 2; d.deviceByName(n) || taken.contains(n); ++i)
        n = wanted + QStringLiteral("-%1").arg(i);
    return n;
}

/// The tree of topology/tree: leaf switches (one per leaf group) with their nodes, and the
/// switches above them by level.
struct SlurmTree
{
    struct Group
    {
        QString name;       ///< the leaf's name, or "su<N>" for the rail leaves of SU N (from su1)
        QStringList leaves; ///< the design's leaf switches in it, natural order
        QStringList nodes;  ///< Slurm NodeNames
    };
    std::vector<Group> groups;
    QStringList emptyLeaves;            ///< leaf switches with no (known) GPU node, left out
    QMap<QString, QSet<QString>> links; ///< vertex (group or switch) -> neighbouring vertices
};

SlurmTree slurmTree(const Design &d, const Fabric &f, const SlurmNodeNames &names)
{
    SlurmTree t;
    // Leaves that share a GPU node form one group: in a rail-optimized fabric the rail leaves
    // of one SU. Slurm's tree wants each node under exactly one leaf switch (slurmctld 22.05
    // logs "Multiple leaf switches contain nodes" and then refuses larger jobs).
    NameSets sets;
    QHash<QString, QString> firstLeafOf;
    for (auto it = f.nodesUnder.cbegin(); it != f.nodesUnder.cend(); ++it) {
        sets.join(it.key(), it.key());
        for (const QString &n : it.value()) {
            if (names.of(n).isEmpty())
                continue;
            if (firstLeafOf.contains(n))
                sets.join(firstLeafOf.value(n), it.key());
            else
                firstLeafOf.insert(n, it.key());
        }
    }
    QMap<QString, QStringList> leavesOf; // root -> leaves
    for (auto it = f.nodesUnder.cbegin(); it != f.nodesUnder.cend(); ++it)
        leavesOf[sets.find(it.key())] << it.key();
    QHash<QString, QString> vertexOf; // design switch -> tree vertex
    QSet<QString> taken;
    for (QStringList leaves : std::as_const(leavesOf)) {
        std::sort(leaves.begin(), leaves.end(), naturalLess);
        QStringList nodes;
        for (const QString &leaf : leaves)
            for (const QString &n : names.of(f.nodesUnder.value(leaf)))
                if (!nodes.contains(n))
                    nodes << n;
        if (nodes.isEmpty()) {
            t.emptyLeaves += leaves;
            continue;
        }
        QString name = leaves.first();
        if (leaves.size() > 1) {
            // The SU of the group when all its leaves carry the same one, else its first leaf.
            int su = -2;
            for (const QString &leaf : leaves) {
                const Device *dev = d.deviceByName(leaf);
                const int s2 = dev ? dev->su : -1;
                su = su == -2 || su == s2 ? s2 : -1;
            }
            name = freeName(d, taken,
                            su >= 0 ? QStringLiteral("su%1").arg(su + 1) // SU1 first
                                    : leaves.first() + QStringLiteral("-group"));
        }
        taken.insert(name);
        for (const QString &leaf : leaves)
            vertexOf.insert(leaf, name);
        t.groups.push_back({name, leaves, nodes});
    }
    std::sort(t.groups.begin(), t.groups.end(),
              [](const SlurmTree::Group &a, const SlurmTree::Group &b) {
                  return naturalLess(a.name, b.name);
              });
    // Switches without nodes whose role is a leaf's stay out of the tree: above the spines
    // they would read as a level of their own.
    auto isEmptyLeaf = [&](const QString &sw) {
        if (vertexOf.contains(sw))
            return false;
        if (f.nodesUnder.contains(sw))
            return true; // a leaf whose nodes Slurm does not know
        const Device *dev = d.deviceByName(sw);
        return dev && dev->role.endsWith(QLatin1String(kRoleSuffixLeaf));
    };
    for (auto it = f.switchLinks.cbegin(); it != f.switchLinks.cend(); ++it) {
        if (isEmptyLeaf(it.key())) {
            if (!t.emptyLeaves.contains(it.key()))
                t.emptyLeaves << it.key();
            continue;
        }
        const QString a = vertexOf.value(it.key(), it.key());
        for (const QString &other : it.value()) {
            if (isEmptyLeaf(other))
                continue;
            const QString b = vertexOf.value(other, other);
            if (a != b)
                t.links[a].insert(b);
        }
    }
    std::sort(t.emptyLeaves.begin(), t.emptyLeaves.end(), naturalLess);
    return t;
}

} // namespace

QString SlurmTopologyExporter::description() const
{
    return Tr::tr("Slurm topology.conf for the tree plugin: leaves with their nodes, then spines");
}

void SlurmTopologyExporter::write(const Design &d, QIODevice &out, Reporter &reporter,
                                  const ExportOptions &options) const
{
    const Fabric f = computeFabric(d);
    // Switch and node names are hostlist words in topology.conf: RFC 1123 names only (no
    // white space, '=', ',', '[' or ']', which Slurm splits on or expands as ranges).
    auto require = [](const QString &name, const QString &field) {
        exportsafety::require(names::Rule::HostName, name, name, field, QStringLiteral("Slurm"));
    };
    for (auto it = f.nodesUnder.cbegin(); it != f.nodesUnder.cend(); ++it) {
        require(it.key(), QStringLiteral("device.name"));
        for (const QString &n : it.value())
            require(n, QStringLiteral("device.name"));
    }
    for (auto it = f.switchLinks.cbegin(); it != f.switchLinks.cend(); ++it)
        require(it.key(), QStringLiteral("device.name"));
    const SlurmNodeNames names(d, options, reporter);
    const SlurmTree tree = slurmTree(d, f, names);

    QString text = Tr::tr("# Slurm topology.conf (TopologyPlugin=topology/tree) generated by "
                          "Railyard from the design \"%1\"\n")
                       .arg(exportsafety::commentText(d.name));
    bool grouped = false;
    for (const SlurmTree::Group &g : tree.groups)
        grouped = grouped || g.leaves.size() > 1;
    if (grouped)
        text += Tr::tr("# Leaves that share GPU nodes (the rail leaves of one scalable unit) are "
                       "one switch here: Slurm's tree needs each node under one leaf switch.\n");
    if (!tree.emptyLeaves.isEmpty())
        text += Tr::tr("# Left out, no GPU node of Slurm's under them: %1\n")
                    .arg(exportsafety::commentText(plans::compressHostlist(tree.emptyLeaves)));
    QStringList level;
    for (const SlurmTree::Group &g : tree.groups) {
        if (g.leaves.size() > 1)
            text += QStringLiteral("# %1: %2\n")
                        .arg(g.name, exportsafety::commentText(plans::compressHostlist(g.leaves)));
        text += QStringLiteral("SwitchName=%1 Nodes=%2\n")
                    .arg(g.name, plans::compressHostlist(g.nodes));
        level << g.name;
    }
    QSet<QString> placed(level.cbegin(), level.cend());
    QStringList top = level;
    NameSets parts; // vertices joined by a written parent-child relation
    for (const QString &v : level)
        parts.join(v, v);
    while (!level.isEmpty()) {
        QMap<QString, QStringList> children; // upper switch -> switches of this level
        for (const QString &sw : level)
            for (const QString &up : tree.links.value(sw))
                if (!placed.contains(up))
                    children[up] << sw;
        if (children.isEmpty())
            break;
        QStringList next = children.keys();
        std::sort(next.begin(), next.end(), naturalLess);
        for (const QString &up : next) {
            text += QStringLiteral("SwitchName=%1 Switches=%2\n")
                        .arg(up, plans::compressHostlist(children.value(up)));
            for (const QString &x : children.value(up))
                parts.join(up, x);
        }
        for (const QString &up : next)
            placed.insert(up);
        // Switches of the lower level that no upper switch took stay at the top.
        QSet<QString> taken;
        for (const QStringList &l : std::as_const(children))
            for (const QString &x : l)
                taken.insert(x);
        QStringList keep;
        for (const QString &x : top)
            if (!taken.contains(x))
                keep << x;
        top = keep + next;
        level = next;
    }
    // One virtual root per part of the fabric whose top switches are joined below (a two-tier
    // fat-tree's spines); never one over parts no cable joins, or Slurm would place a job
    // across them.
    QMap<QString, QStringList> topsOfPart;
    for (const QString &x : top)
        topsOfPart[parts.find(x)] << x;
    QSet<QString> rootNames(placed.cbegin(), placed.cend());
    for (const QStringList &tops : std::as_const(topsOfPart)) {
        if (tops.size() < 2)
            continue;
        const QString root = freeName(d, rootNames, QStringLiteral("fabric"));
        rootNames.insert(root);
        text +=
            Tr::tr("# The switches below share no common switch in the design but are cabled "
                   "together beneath; a virtual root joins them so that Slurm sees one tree.\n");
        text +=
            QStringLiteral("SwitchName=%1 Switches=%2\n").arg(root, plans::compressHostlist(tops));
    }
    if (topsOfPart.size() > 1) {
        QStringList heads;
        for (const QStringList &tops : std::as_const(topsOfPart))
            heads << plans::compressHostlist(tops);
        const QString what =
            Tr::tr("The compute fabric has %n part(s) that no cable joins (%1); Slurm places no "
                   "job across them.",
                   nullptr, int(topsOfPart.size()))
                .arg(heads.join(QStringLiteral("; ")));
        text += QStringLiteral("# %1\n").arg(exportsafety::commentText(what));
        reporter.report({Diagnostic::Severity::Warning, what, {}, QStringLiteral("cables"), {}});
    }
    if (tree.groups.empty())
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("No GPU node is cabled to a switch on a compute plane."),
                         {},
                         QStringLiteral("cables"),
                         {}});
    writeAll(out, text.toUtf8(), QStringLiteral("Slurm"));
}

QString SlurmBlockTopologyExporter::description() const
{
    return Tr::tr("Slurm topology.conf for the block plugin: one block per scale-up domain");
}

void SlurmBlockTopologyExporter::write(const Design &d, QIODevice &out, Reporter &reporter,
                                       const ExportOptions &options) const
{
    QString text = Tr::tr("# Slurm topology.conf (TopologyPlugin=topology/block) generated by "
                          "Railyard from the design \"%1\"\n")
                       .arg(exportsafety::commentText(d.name));
    const SlurmNodeNames nodeNames(d, options, reporter);
    QMap<QString, QStringList> blocks; // block -> NodeNames
    QStringList outside;
    const bool bySupernode = !d.supernodes.empty();
    const plans::Connectivity c(d);
    for (const Device *dev : sortedDevices(d)) {
        if (!isGpuNode(d, *dev))
            continue;
        const QString node = nodeNames.of(dev->name);
        if (node.isEmpty())
            continue; // not one of Slurm's nodes (reported)
        if (bySupernode) {
            if (const Supernode *sn = d.supernodes.find(dev->supernodeId))
                blocks[sn->name] << node;
            else
                outside << node;
        } else {
            const QString rack = c.place(dev->id).rack;
            if (rack.isEmpty())
                outside << node;
            else
                blocks[rack] << node;
        }
    }
    if (!bySupernode) {
        reporter.report({Diagnostic::Severity::Warning,
                         Tr::tr("The design has no supernodes; each rack of GPU nodes is written "
                                "as a block."),
                         {},
                         QStringLiteral("supernodes"),
                         {}});
        text += Tr::tr("# No supernodes in the design: one block per rack.\n");
    }
    for (auto it = blocks.cbegin(); it != blocks.cend(); ++it)
        exportsafety::requireSlurmWord(it.key(), it.key(),
                                       bySupernode ? QStringLiteral("supernode.name")
                                                   : QStringLiteral("rack.name"));
    QStringList names = blocks.keys();
    std::sort(names.begin(), names.end(), naturalLess);
    // The base block size: the node count most blocks have (the larger on a tie). Slurm's
    // block plugin (slurm-24-11-7-1, block_record.c, block_record_validate()) stops the
    // controller when a block has fewer nodes than the base size ("children count lower than
    // bblock_node_cnt"), so smaller blocks (a half-filled last rack) are left out, with a
    // warning: their nodes are then outside every block, which Slurm logs as "blocks lack
    // access to N nodes" and does not allocate to block-placed jobs.
    QMap<qsizetype, int> blocksOfSize;
    for (const QString &b : std::as_const(names))
        ++blocksOfSize[blocks.value(b).size()];
    qsizetype base = 0;
    int most = 0;
    for (auto it = blocksOfSize.cbegin(); it != blocksOfSize.cend(); ++it)
        if (it.value() >= most) {
            most = it.value();
            base = it.key();
        }
    QStringList small, smallNodes;
    for (const QString &b : std::as_const(names))
        if (blocks.value(b).size() < base) {
            small << b;
            smallNodes += blocks.value(b);
        }
    if (!small.isEmpty()) {
        const QString what =
            Tr::tr("%n block(s) have fewer nodes than the base block size %1 and are left out "
                   "(Slurm's block plugin refuses them): %2; their nodes %3 are in no block.",
                   nullptr, int(small.size()))
                .arg(base)
                .arg(small.join(QStringLiteral(", ")), plans::compressHostlist(smallNodes));
        reporter.report({Diagnostic::Severity::Warning, what, {}, QStringLiteral("blocks"), {}});
        text += QStringLiteral("# %1\n").arg(exportsafety::commentText(what));
    }
    if (base > 0) {
        // Slurm's default levels (1, 2, 4, 8 and 16 base blocks), with the base pinned: without
        // BlockSizes the first block's node count would be the base.
        QStringList sizes;
        for (int level = 0; level <= 4; ++level)
            sizes << QString::number(base << level);
        text += QStringLiteral("BlockSizes=%1\n").arg(sizes.join(QLatin1Char(',')));
    }
    for (const QString &b : std::as_const(names))
        if (!small.contains(b))
            text += QStringLiteral("BlockName=%1 Nodes=%2\n")
                        .arg(b, plans::compressHostlist(blocks.value(b)));
    if (!outside.isEmpty())
        reporter.report(
            {Diagnostic::Severity::Warning,
             Tr::tr("%n GPU node(s) belong to no block: %1", nullptr, int(outside.size()))
                 .arg(plans::compressHostlist(outside)),
             {},
             QStringLiteral("supernode"),
             {}});
    writeAll(out, text.toUtf8(), QStringLiteral("Slurm"));
}

} // namespace ry::exporting
