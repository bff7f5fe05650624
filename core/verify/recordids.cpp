#include "recordids.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <map>

namespace ry::verify {

namespace {

constexpr int maxLines = 100000;
constexpr qsizetype maxLineBytes = 256 * 1024;

void warn(Diagnostics *diags, const QString &message, const SourceLocation &loc,
          const QString &field = {})
{
    if (diags)
        diags->push_back({Diagnostic::Severity::Warning, message, loc, field, {}, {}});
}

QString guidForm(const QString &g)
{
    return normalizeGuid(g);
}

} // namespace

std::vector<InventoryNic> parseProbeInventory(const QByteArray &text, const QString &file,
                                              Diagnostics *diagnostics)
{
    std::vector<InventoryNic> nics;
    int lineNo = 0;
    qsizetype pos = 0;
    while (pos < text.size() && lineNo < maxLines) {
        qsizetype end = text.indexOf('\n', pos);
        if (end < 0)
            end = text.size();
        ++lineNo;
        const QByteArray line = text.mid(pos, end - pos).trimmed();
        pos = end + 1;
        const SourceLocation loc{file, lineNo};
        if (line.size() > maxLineBytes) {
            warn(diagnostics, Tr::tr("line longer than 256 KiB skipped"), loc);
            continue;
        }
        // Launcher prefixes ("3: ", "[1,0]<stdout>:") come before the object.
        const qsizetype brace = line.indexOf('{');
        if (brace < 0)
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line.mid(brace), &error);
        if (!doc.isObject()) {
            warn(diagnostics, Tr::tr("not a JSON object: %1").arg(error.errorString()), loc);
            continue;
        }
        const QJsonObject o = doc.object();
        if (o.value(QLatin1String("event")).toString() != QLatin1String("inventory"))
            continue;
        const QString host = o.value(QLatin1String("host")).toString();
        if (host.isEmpty()) {
            warn(diagnostics, Tr::tr("inventory record without a host name skipped"), loc,
                 QStringLiteral("host"));
            continue;
        }
        const QJsonValue list = o.value(QLatin1String("nics"));
        if (!list.isArray()) {
            warn(diagnostics, Tr::tr("inventory record without a list of NICs skipped"), loc,
                 QStringLiteral("nics"));
            continue;
        }
        const QJsonArray arr = list.toArray();
        for (qsizetype i = 0; i < arr.size(); ++i) {
            const QString field = QStringLiteral("nics[%1]").arg(i);
            if (!arr[i].isObject()) {
                warn(diagnostics, Tr::tr("expected an object"), loc, field);
                continue;
            }
            const QJsonObject n = arr[i].toObject();
            InventoryNic nic;
            nic.host = host;
            nic.name = n.value(QLatin1String("name")).toString();
            nic.pci = n.value(QLatin1String("pci")).toString();
            nic.mac = normalizeMac(n.value(QLatin1String("mac")).toString());
            nic.rdmaDevice = n.value(QLatin1String("rdma_device")).toString();
            nic.nodeGuid = guidForm(n.value(QLatin1String("node_guid")).toString());
            nic.location = loc;
            if (nic.name.isEmpty()) {
                warn(diagnostics, Tr::tr("NIC without a name skipped"), loc,
                     field + QLatin1String(".name"));
                continue;
            }
            const QJsonArray ports = n.value(QLatin1String("ib_ports")).toArray();
            for (qsizetype k = 0; k < ports.size(); ++k) {
                const QJsonObject p = ports[k].toObject();
                const int number = p.value(QLatin1String("port")).toInt(0);
                const QString guid = guidForm(p.value(QLatin1String("guid")).toString());
                if (number > 0 && !guid.isEmpty())
                    nic.portGuids.emplace_back(number, guid);
            }
            nics.push_back(std::move(nic));
        }
    }
    if (lineNo >= maxLines && pos < text.size())
        warn(diagnostics, Tr::tr("more than %1 lines; the rest was not read").arg(maxLines),
             {file, lineNo});
    return nics;
}

std::vector<InventoryNic> readProbeInventory(const QString &path, Diagnostics *diagnostics)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(Tr::tr("Cannot read %1: %2").arg(path, f.errorString()), {path});
    return parseProbeInventory(f.readAll(), path, diagnostics);
}

QString toString(IdChange::Kind k)
{
    switch (k) {
    case IdChange::Kind::Added:
        return QStringLiteral("added");
    case IdChange::Kind::Changed:
        return QStringLiteral("changed");
    case IdChange::Kind::Unchanged:
        return QStringLiteral("unchanged");
    case IdChange::Kind::Conflict:
        return QStringLiteral("conflict");
    }
    return {};
}

QString IdChange::describe() const
{
    switch (kind) {
    case Kind::Added:
        return Tr::tr("%1 %2: added %3").arg(object, field, newValue);
    case Kind::Changed:
        return Tr::tr("%1 %2: changed from %3 to %4").arg(object, field, oldValue, newValue);
    case Kind::Unchanged:
        return Tr::tr("%1 %2: unchanged %3").arg(object, field, newValue);
    case Kind::Conflict:
        return Tr::tr("%1 %2: %3 not recorded: %4").arg(object, field, newValue, reason);
    }
    return {};
}

int IdRecording::count(IdChange::Kind k) const
{
    return int(std::count_if(report.begin(), report.end(),
                             [k](const IdChange &c) { return c.kind == k; }));
}

namespace {

/// Collects what the reports say about each identity field, then decides all of them at once,
/// so that the result does not depend on the order of the reports: a value held by a port that
/// is itself reported with another value is free to move.
class Planner
{
public:
    Planner(const Design &design, const VerifyOptions &options)
        : m_design(design), m_verifier(design, options)
    {
    }

    /// Where a reported end lands: by names first, then by the identities already recorded.
    CableVerifier::EndMatch place(const ObservedNode &node, const ObservedEnd &end) const
    {
        ObservedNode bare = node;
        bare.nodeGuid.clear();
        bare.chassisId.clear();
        ObservedEnd bareEnd = end;
        bareEnd.portGuid.clear();
        bareEnd.mac.clear();
        CableVerifier::EndMatch m = m_verifier.matchEnd(bare, bareEnd);
        if (!m.deviceId)
            m = m_verifier.matchEnd(node, end);
        return m;
    }

    void recordPort(Id portId, const QString &field, const QString &value,
                    const SourceLocation &loc)
    {
        if (!value.isEmpty() && portId)
            m_wanted.push_back({{0, portId}, field, value, loc});
    }

    void recordDevice(Id deviceId, const QString &field, const QString &value,
                      const SourceLocation &loc)
    {
        if (!value.isEmpty() && deviceId)
            m_wanted.push_back({{deviceId, 0}, field, value, loc});
    }

    IdRecording finish()
    {
        IdRecording r;
        r.changes.setDescription(Tr::tr("Record identities"));
        // 1. One value per field: the first report; a different later one is a conflict.
        std::vector<const Wanted *> decided;
        QHash<QPair<Key, QString>, const Wanted *> first;
        std::vector<IdChange> conflicts;
        for (const Wanted &w : m_wanted) {
            const QPair<Key, QString> slot{w.self, w.field};
            const auto it = first.constFind(slot);
            if (it == first.cend()) {
                first.insert(slot, &w);
                decided.push_back(&w);
            } else if ((*it)->value != w.value) {
                IdChange c = change(w);
                c.kind = IdChange::Kind::Conflict;
                c.reason = Tr::tr("the reports disagree; %1 was recorded first").arg((*it)->value);
                conflicts.push_back(c);
            }
        }
        // 2. Who holds each unique value once the reported fields have their new values.
        QHash<QPair<QString, QString>, Key> owner;
        auto own = [&](const QString &field, const QString &v, Key k) {
            if (!v.isEmpty() && field != QLatin1String("system_image_guid"))
                owner.insert({field, v}, k);
        };
        for (const Port &p : m_design.ports) {
            if (!first.contains({Key{0, p.id}, QStringLiteral("guid")}))
                own(QStringLiteral("guid"), normalizeGuid(p.guid), {0, p.id});
            if (!first.contains({Key{0, p.id}, QStringLiteral("mac")}))
                own(QStringLiteral("mac"), normalizeMac(p.mac), {0, p.id});
        }
        for (const Device &d : m_design.devices) {
            if (!first.contains({Key{d.id, 0}, QStringLiteral("node_guid")}))
                own(QStringLiteral("node_guid"), normalizeGuid(d.nodeGuid), {d.id, 0});
            if (!first.contains({Key{d.id, 0}, QStringLiteral("chassis_mac")}))
                own(QStringLiteral("chassis_mac"), normalizeMac(d.chassisMac), {d.id, 0});
        }
        // 3. Each decided value: unchanged, added, changed, or a conflict with its holder.
        for (const Wanted *w : decided) {
            IdChange c = change(*w);
            if (c.oldValue == w->value) {
                c.kind = IdChange::Kind::Unchanged;
                own(w->field, w->value, w->self);
                r.report.push_back(c);
                continue;
            }
            const auto held = owner.constFind({w->field, w->value});
            if (held != owner.cend() && *held != w->self) {
                c.kind = IdChange::Kind::Conflict;
                c.reason = Tr::tr("already on %1").arg(objectName(*held));
                r.report.push_back(c);
                continue;
            }
            own(w->field, w->value, w->self);
            c.kind = c.oldValue.isEmpty() ? IdChange::Kind::Added : IdChange::Kind::Changed;
            slotOf(w->self, w->field) = w->value;
            r.report.push_back(c);
        }
        r.report.insert(r.report.end(), conflicts.begin(), conflicts.end());
        for (const auto &[id, d] : m_devices)
            if (!(d == *m_design.devices.find(id)))
                r.changes.modify(d);
        for (const auto &[id, p] : m_ports)
            if (!(p == *m_design.ports.find(id)))
                r.changes.modify(p);
        return r;
    }

private:
    using Key = QPair<Id, Id>; ///< (device, 0) or (0, port)
    struct Wanted
    {
        Key self;
        QString field;
        QString value;
        SourceLocation location;
    };

    QString &slotOf(Key k, const QString &field)
    {
        if (k.second) {
            auto it = m_ports.find(k.second);
            if (it == m_ports.end())
                it = m_ports.emplace(k.second, *m_design.ports.find(k.second)).first;
            return field == QLatin1String("guid") ? it->second.guid : it->second.mac;
        }
        auto it = m_devices.find(k.first);
        if (it == m_devices.end())
            it = m_devices.emplace(k.first, *m_design.devices.find(k.first)).first;
        Device &d = it->second;
        return field == QLatin1String("node_guid")           ? d.nodeGuid
               : field == QLatin1String("system_image_guid") ? d.systemImageGuid
                                                             : d.chassisMac;
    }

    QString current(Key k, const QString &field) const
    {
        const bool mac = field.endsWith(QLatin1String("mac"));
        QString v;
        if (k.second) {
            const Port *p = m_design.ports.find(k.second);
            v = field == QLatin1String("guid") ? p->guid : p->mac;
        } else {
            const Device *d = m_design.devices.find(k.first);
            v = field == QLatin1String("node_guid")           ? d->nodeGuid
                : field == QLatin1String("system_image_guid") ? d->systemImageGuid
                                                              : d->chassisMac;
        }
        return mac ? normalizeMac(v) : normalizeGuid(v);
    }

    QString objectName(Key k) const
    {
        const Port *p = k.second ? m_design.ports.find(k.second) : nullptr;
        const Device *d = m_design.devices.find(p ? p->deviceId : k.first);
        QString s = d ? d->name : QStringLiteral("?");
        if (p)
            s += QLatin1Char(' ') + p->name;
        return s;
    }

    IdChange change(const Wanted &w) const
    {
        IdChange c;
        const Port *p = w.self.second ? m_design.ports.find(w.self.second) : nullptr;
        c.deviceId = p ? p->deviceId : w.self.first;
        c.portId = w.self.second;
        c.object = objectName(w.self);
        c.field = w.field;
        c.newValue = w.value;
        c.oldValue = current(w.self, w.field);
        c.location = w.location;
        return c;
    }

    const Design &m_design;
    CableVerifier m_verifier;
    std::vector<Wanted> m_wanted;
    std::map<Id, Port> m_ports;
    std::map<Id, Device> m_devices;
};

/// True when the device has one host adapter at most: its data interfaces name one RDMA device
/// at most, or, when none names one, it has one data interface at most.
bool singleAdapter(const Design &design, Id deviceId)
{
    QSet<QString> rdma;
    int interfaces = 0;
    for (const Port *p : design.portsOf(deviceId)) {
        if (p->kind != PortKind::Interface || p->mgmtOnly)
            continue;
        ++interfaces;
        if (!p->rdmaDevice.isEmpty())
            rdma.insert(p->rdmaDevice);
    }
    return rdma.isEmpty() ? interfaces <= 1 : rdma.size() == 1;
}

QString endText(const ObservedNode &n, const ObservedEnd &e)
{
    return n.displayName() + QLatin1Char(' ') + e.label();
}

} // namespace

IdRecording planIdRecording(const Design &design, const ObservationSet &observed,
                            const std::vector<InventoryNic> &inventory,
                            const VerifyOptions &options)
{
    Planner planner(design, options);
    Diagnostics unmatched;
    // Device-level GUIDs of CAs: recorded only when a device has exactly one HCA in the reports.
    struct CaIds
    {
        QSet<QString> nodeGuids;
        QString systemImageGuid;
        SourceLocation location;
    };
    std::map<Id, CaIds> caIds;
    QSet<QString> switchDone;

    auto placeEnd = [&](const ObservedNode &node, const ObservedEnd &end,
                        const SourceLocation &loc) {
        const CableVerifier::EndMatch m = planner.place(node, end);
        if (!m.deviceId) {
            unmatched.push_back({Diagnostic::Severity::Info,
                                 Tr::tr("%1 is not in the design").arg(endText(node, end)),
                                 loc,
                                 {},
                                 node.displayName(),
                                 {}});
            return;
        }
        if (node.kind == ObservedNode::Kind::Switch) {
            if (!switchDone.contains(node.key)) {
                switchDone.insert(node.key);
                planner.recordDevice(m.deviceId, QStringLiteral("node_guid"), node.nodeGuid, loc);
                planner.recordDevice(m.deviceId, QStringLiteral("system_image_guid"),
                                     normalizeGuid(node.systemImageGuid), loc);
            }
        } else if (node.kind == ObservedNode::Kind::Ca || node.kind == ObservedNode::Kind::Router) {
            CaIds &ids = caIds[m.deviceId];
            if (!node.nodeGuid.isEmpty())
                ids.nodeGuids.insert(node.nodeGuid);
            if (ids.systemImageGuid.isEmpty()) {
                ids.systemImageGuid = normalizeGuid(node.systemImageGuid);
                ids.location = loc;
            }
        } else if (node.kind == ObservedNode::Kind::LldpChassis &&
                   node.chassisIdType == QLatin1String("mac")) {
            planner.recordDevice(m.deviceId, QStringLiteral("chassis_mac"),
                                 normalizeMac(node.chassisId), loc);
        }
        if (!m.portId) {
            unmatched.push_back(
                {Diagnostic::Severity::Info,
                 Tr::tr("%1: no port of %2 matches")
                     .arg(endText(node, end), design.devices.find(m.deviceId)->name),
                 loc,
                 {},
                 node.displayName(),
                 {}});
            return;
        }
        planner.recordPort(m.portId, QStringLiteral("guid"), normalizeGuid(end.portGuid), loc);
        planner.recordPort(m.portId, QStringLiteral("mac"), normalizeMac(end.mac), loc);
    };

    for (const ObservedLink &link : observed.links()) {
        for (const ObservedEnd *e : {&link.a, &link.b}) {
            const ObservedNode *n = observed.findNode(e->nodeKey);
            if (n)
                placeEnd(*n, *e, n->location.file.isEmpty() ? link.location : n->location);
        }
    }

    for (const InventoryNic &nic : inventory) {
        ObservedNode node;
        node.kind = ObservedNode::Kind::Unknown;
        node.key = QStringLiteral("inventory:") + nic.host;
        node.name = nic.host;
        ObservedEnd end;
        end.nodeKey = node.key;
        end.portName = nic.name;
        end.portDescr = nic.rdmaDevice;
        CableVerifier::EndMatch m = planner.place(node, end);
        if (!m.deviceId) {
            unmatched.push_back({Diagnostic::Severity::Info,
                                 Tr::tr("host %1 is not in the design").arg(nic.host),
                                 nic.location,
                                 {},
                                 nic.host,
                                 {}});
            continue;
        }
        if (!m.portId && !nic.pci.isEmpty())
            for (const Port *p : design.portsOf(m.deviceId))
                if (p->pciAddress == nic.pci && p->kind == PortKind::Interface) {
                    m.portId = p->id;
                    break;
                }
        if (!nic.nodeGuid.isEmpty())
            caIds[m.deviceId].nodeGuids.insert(nic.nodeGuid);
        if (!m.portId) {
            unmatched.push_back(
                {Diagnostic::Severity::Info,
                 Tr::tr("%1 %2: no port of the device matches").arg(nic.host, nic.name),
                 nic.location,
                 {},
                 nic.host,
                 {}});
            continue;
        }
        planner.recordPort(m.portId, QStringLiteral("mac"), nic.mac, nic.location);
        for (const auto &[number, guid] : nic.portGuids)
            if (number == 1)
                planner.recordPort(m.portId, QStringLiteral("guid"), guid, nic.location);
    }

    for (const auto &[deviceId, ids] : caIds) {
        if (ids.nodeGuids.size() != 1 || !singleAdapter(design, deviceId))
            continue; // several HCAs: their GUIDs go on the ports
        planner.recordDevice(deviceId, QStringLiteral("node_guid"), *ids.nodeGuids.begin(),
                             ids.location);
        planner.recordDevice(deviceId, QStringLiteral("system_image_guid"), ids.systemImageGuid,
                             ids.location);
    }

    IdRecording r = planner.finish();
    r.unmatched = std::move(unmatched);
    return r;
}

} // namespace ry::verify
