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

/// The design's identities as they stand with the changes planned so far.
class Planner
{
public:
    Planner(const Design &design, const VerifyOptions &options)
        : m_design(design), m_verifier(design, options)
    {
        for (const Port &p : design.ports) {
            if (const QString g = normalizeGuid(p.guid); !g.isEmpty())
                m_owner[{QStringLiteral("guid"), g}] = {0, p.id};
            if (const QString m = normalizeMac(p.mac); !m.isEmpty())
                m_owner[{QStringLiteral("mac"), m}] = {0, p.id};
        }
        for (const Device &d : design.devices) {
            if (const QString g = normalizeGuid(d.nodeGuid); !g.isEmpty())
                m_owner[{QStringLiteral("node_guid"), g}] = {d.id, 0};
            if (const QString m = normalizeMac(d.chassisMac); !m.isEmpty())
                m_owner[{QStringLiteral("chassis_mac"), m}] = {d.id, 0};
        }
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
        if (value.isEmpty() || !portId)
            return;
        Port &p = port(portId);
        QString &slot = field == QLatin1String("guid") ? p.guid : p.mac;
        record(p.deviceId, portId, field, slot, value, loc);
    }

    void recordDevice(Id deviceId, const QString &field, const QString &value,
                      const SourceLocation &loc)
    {
        if (value.isEmpty() || !deviceId)
            return;
        Device &d = device(deviceId);
        QString &slot = field == QLatin1String("node_guid")           ? d.nodeGuid
                        : field == QLatin1String("system_image_guid") ? d.systemImageGuid
                                                                      : d.chassisMac;
        record(deviceId, 0, field, slot, value, loc);
    }

    IdRecording finish()
    {
        IdRecording r;
        r.changes.setDescription(Tr::tr("Record identities"));
        for (const auto &[id, d] : m_devices)
            if (!(d == *m_design.devices.find(id)))
                r.changes.modify(d);
        for (const auto &[id, p] : m_ports)
            if (!(p == *m_design.ports.find(id)))
                r.changes.modify(p);
        r.report = std::move(m_report);
        return r;
    }

    const Design &design() const { return m_design; }

private:
    Port &port(Id id)
    {
        auto it = m_ports.find(id);
        if (it == m_ports.end())
            it = m_ports.emplace(id, *m_design.ports.find(id)).first;
        return it->second;
    }
    Device &device(Id id)
    {
        auto it = m_devices.find(id);
        if (it == m_devices.end())
            it = m_devices.emplace(id, *m_design.devices.find(id)).first;
        return it->second;
    }

    QString objectName(Id deviceId, Id portId) const
    {
        const Device *d = m_design.devices.find(deviceId);
        QString s = d ? d->name : QStringLiteral("?");
        if (const Port *p = portId ? m_design.ports.find(portId) : nullptr)
            s += QLatin1Char(' ') + p->name;
        return s;
    }

    static QString normalized(const QString &field, const QString &v)
    {
        return field.endsWith(QLatin1String("mac")) ? normalizeMac(v) : normalizeGuid(v);
    }

    void record(Id deviceId, Id portId, const QString &field, QString &slot, const QString &value,
                const SourceLocation &loc)
    {
        IdChange c;
        c.deviceId = deviceId;
        c.portId = portId;
        c.object = objectName(deviceId, portId);
        c.field = field;
        c.newValue = value;
        c.location = loc;
        const QString current = normalized(field, slot);
        c.oldValue = current;
        const QPair<Id, Id> self{portId ? 0 : deviceId, portId};
        const QPair<QString, QString> key{field, value};
        if (current == value) {
            c.kind = IdChange::Kind::Unchanged;
            if (!m_seen.contains({self, field}))
                m_report.push_back(c);
            m_seen.insert({self, field});
            return;
        }
        // The system image GUID is shared by the modules of one system: not unique.
        const auto owner = m_owner.constFind(key);
        if (field != QLatin1String("system_image_guid") && owner != m_owner.cend() &&
            *owner != self) {
            c.kind = IdChange::Kind::Conflict;
            c.reason =
                Tr::tr("already on %1")
                    .arg(objectName(owner->second ? m_design.ports.find(owner->second)->deviceId
                                                  : owner->first,
                                    owner->second));
            m_report.push_back(c);
            return;
        }
        if (m_setHere.contains({self, field})) {
            c.kind = IdChange::Kind::Conflict;
            c.reason = Tr::tr("the reports disagree; %1 was recorded first").arg(current);
            m_report.push_back(c);
            return;
        }
        c.kind = current.isEmpty() ? IdChange::Kind::Added : IdChange::Kind::Changed;
        if (!current.isEmpty())
            m_owner.remove({field, current});
        if (field != QLatin1String("system_image_guid"))
            m_owner[key] = self;
        slot = value;
        m_setHere.insert({self, field});
        m_seen.insert({self, field});
        m_report.push_back(c);
    }

    const Design &m_design;
    CableVerifier m_verifier;
    std::map<Id, Port> m_ports;
    std::map<Id, Device> m_devices;
    QHash<QPair<QString, QString>, QPair<Id, Id>> m_owner; ///< (field, value) -> (device, port)
    QSet<QPair<QPair<Id, Id>, QString>> m_setHere;         ///< written by this recording
    QSet<QPair<QPair<Id, Id>, QString>> m_seen;            ///< reported once already
    std::vector<IdChange> m_report;
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
