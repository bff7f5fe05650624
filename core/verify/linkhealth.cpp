#include "linkhealth.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace ry::verify {

namespace {

constexpr int maxLines = 1000000;
constexpr int maxWarningsPerFile = 20;
constexpr qint64 maxFileBytes = 64LL * 1024 * 1024;

/// Splits text into lines (without the line ends), at most maxLines.
QList<QByteArray> linesOf(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    if (lines.size() > maxLines)
        lines.resize(maxLines);
    for (QByteArray &l : lines)
        if (l.endsWith('\r'))
            l.chop(1);
    return lines;
}

class Warner
{
public:
    Warner(Diagnostics &d, const QString &file) : m_d(d), m_file(file) {}
    void operator()(int line, const QString &message)
    {
        if (++m_count <= maxWarningsPerFile)
            m_d.push_back({Diagnostic::Severity::Warning, message, {m_file, line}, {}, {}, {}});
    }

private:
    Diagnostics &m_d;
    QString m_file;
    int m_count = 0;
};

std::optional<quint64> counterValue(const QString &s)
{
    bool ok = false;
    const quint64 v = s.trimmed().toULongLong(&ok, 10);
    return ok ? std::optional<quint64>(v) : std::nullopt;
}

} // namespace

QString PortHealth::label() const
{
    if (!interfaceName.isEmpty())
        return host + QLatin1Char(' ') + interfaceName;
    if (lid > 0)
        return QStringLiteral("lid %1 port %2").arg(lid).arg(portNumber);
    const QString guid = isSwitch ? nodeGuid : portGuid;
    QString s = description.isEmpty() ? QStringLiteral("GUID 0x") + guid : description;
    return s + QStringLiteral(" port %1").arg(portNumber);
}

HealthReadings parseIbqueryerrors(const QByteArray &text, const QString &file)
{
    static const QRegularExpression header(
        QStringLiteral(R"re(^Errors for (?:(0x[0-9A-Fa-f]{1,16})\s+)?"(.*)"\s*$)re"));
    static const QRegularExpression portLine(
        QStringLiteral(R"(^\s+GUID (0x[0-9A-Fa-f]{1,16}) port (\d+|ALL):(.*)$)"));
    static const QRegularExpression counter(QStringLiteral(R"(\[(\w+) == (\d+)\])"));
    HealthReadings r;
    r.sourceFiles << file;
    Warner warn(r.diagnostics, file);
    QString nodeGuid, description;
    bool inNode = false;
    const QList<QByteArray> lines = linesOf(text);
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]);
        const int lineNo = i + 1;
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1String("##")))
            continue;
        if (const QRegularExpressionMatch m = header.match(line); m.hasMatch()) {
            nodeGuid = normalizeGuid(m.captured(1));
            description = m.captured(2);
            inNode = true;
            continue;
        }
        if (const QRegularExpressionMatch m = portLine.match(line); m.hasMatch()) {
            if (!inNode) {
                warn(lineNo, Tr::tr("port line before any \"Errors for\" line skipped"));
                continue;
            }
            if (m.captured(2) == QLatin1String("ALL"))
                continue; // the node's sum over its ports
            PortHealth h;
            h.source = PortHealth::Source::Ibqueryerrors;
            h.isSwitch = !nodeGuid.isEmpty();
            h.nodeGuid = nodeGuid;
            if (!h.isSwitch)
                h.portGuid = normalizeGuid(m.captured(1));
            h.description = description;
            h.portNumber = m.captured(2).toInt();
            h.location = {file, lineNo};
            auto it = counter.globalMatch(m.captured(3));
            while (it.hasNext()) {
                const QRegularExpressionMatch c = it.next();
                if (const auto v = counterValue(c.captured(2)))
                    h.counters.emplace_back(c.captured(1), *v);
            }
            if (h.portNumber <= 0 || h.portNumber > 255) {
                warn(lineNo, Tr::tr("port number %1 out of range 1-255").arg(m.captured(2)));
                continue;
            }
            r.ports.push_back(std::move(h));
            continue;
        }
        warn(lineNo, Tr::tr("line not in ibqueryerrors' format skipped"));
    }
    return r;
}

HealthReadings parsePerfquery(const QByteArray &text, const QString &file)
{
    static const QRegularExpression header(
        QStringLiteral(R"(^# Port .*counters: Lid (\d+) port (\d+|ALL|255))"));
    static const QRegularExpression field(QStringLiteral(R"(^(\w+):\.+\s*(\S+)\s*$)"));
    HealthReadings r;
    r.sourceFiles << file;
    Warner warn(r.diagnostics, file);
    const QList<QByteArray> lines = linesOf(text);
    PortHealth *current = nullptr;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]);
        const int lineNo = i + 1;
        if (line.trimmed().isEmpty())
            continue;
        if (const QRegularExpressionMatch m = header.match(line); m.hasMatch()) {
            current = nullptr;
            const int lid = m.captured(1).toInt();
            const int port = m.captured(2).toInt(); // "ALL"/255: every port summed, not placed
            if (lid <= 0 || lid > 0xBFFF || port <= 0 || port >= 255) {
                warn(lineNo, Tr::tr("counters of LID %1 port %2 cannot be placed on one port; "
                                    "skipped")
                                 .arg(m.captured(1), m.captured(2)));
                continue;
            }
            PortHealth h;
            h.source = PortHealth::Source::Perfquery;
            h.lid = lid;
            h.portNumber = port;
            h.location = {file, lineNo};
            r.ports.push_back(std::move(h));
            current = &r.ports.back();
            continue;
        }
        if (const QRegularExpressionMatch m = field.match(line); m.hasMatch()) {
            if (!current)
                continue; // a block that was skipped
            const QString name = m.captured(1);
            if (name == QLatin1String("PortSelect") || name.startsWith(QLatin1String("CounterSel")))
                continue;
            if (const auto v = counterValue(m.captured(2)))
                current->counters.emplace_back(name, *v);
            continue;
        }
        if (line.startsWith(QLatin1Char('#')))
            continue;
        warn(lineNo, Tr::tr("line not in perfquery's format skipped"));
    }
    return r;
}

HealthReadings parseEthtoolStats(const QByteArray &text, const QString &file, const QString &host,
                                 const QString &interfaceName)
{
    HealthReadings r;
    r.sourceFiles << file;
    Warner warn(r.diagnostics, file);
    PortHealth h;
    h.source = PortHealth::Source::EthtoolStats;
    h.host = host;
    h.interfaceName = interfaceName;
    h.location = {file, 1};
    bool header = false;
    const QList<QByteArray> lines = linesOf(text);
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]);
        if (line.trimmed().isEmpty())
            continue;
        if (line.startsWith(QLatin1String("NIC statistics:"))) {
            header = true;
            continue;
        }
        const qsizetype colon = line.lastIndexOf(QLatin1Char(':'));
        const auto v = colon > 0 ? counterValue(line.mid(colon + 1)) : std::nullopt;
        if (!header || !line.startsWith(QLatin1Char(' ')) || !v) {
            warn(i + 1, Tr::tr("line not in ethtool -S format skipped"));
            continue;
        }
        h.counters.emplace_back(line.left(colon).trimmed(), *v);
    }
    if (!header)
        r.diagnostics.push_back({Diagnostic::Severity::Error,
                                 Tr::tr("not ethtool -S output (no \"NIC statistics:\" line)"),
                                 {file, 1},
                                 {},
                                 {},
                                 {}});
    else
        r.ports.push_back(std::move(h));
    return r;
}

namespace {

std::optional<double> dbmOf(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"((-?inf|-?\d+(?:\.\d+)?)\s*dBm)"));
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch())
        return std::nullopt;
    if (m.captured(1).endsWith(QLatin1String("inf")))
        return -100.0; // 0 mW
    return m.captured(1).toDouble();
}

std::optional<double> celsiusOf(const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"((-?\d+(?:\.\d+)?)\s*degrees C)"));
    const QRegularExpressionMatch m = re.match(value);
    return m.hasMatch() ? std::optional<double>(m.captured(1).toDouble()) : std::nullopt;
}

/// Sets the limit named by `rest` ("high alarm threshold", ...) in `limits`.
bool setLimit(ModuleLimits &limits, const QString &rest, std::optional<double> v)
{
    if (!v)
        return false;
    if (rest == QLatin1String("high alarm threshold"))
        limits.highAlarm = v;
    else if (rest == QLatin1String("low alarm threshold"))
        limits.lowAlarm = v;
    else if (rest == QLatin1String("high warning threshold"))
        limits.highWarning = v;
    else if (rest == QLatin1String("low warning threshold"))
        limits.lowWarning = v;
    else
        return false;
    return true;
}

} // namespace

HealthReadings parseEthtoolModule(const QByteArray &text, const QString &file, const QString &host,
                                  const QString &interfaceName)
{
    HealthReadings r;
    r.sourceFiles << file;
    PortHealth h;
    h.source = PortHealth::Source::EthtoolModule;
    h.host = host;
    h.interfaceName = interfaceName;
    h.location = {file, 1};
    ModuleInfo &mi = h.module;
    const QList<QByteArray> lines = linesOf(text);
    const QLatin1String rxPrefixes[] = {
        QLatin1String("Rcvr signal avg optical power"), QLatin1String("Receiver signal OMA"),
        QLatin1String("Receiver signal average optical power"), QLatin1String("Rx power")};
    for (const QByteArray &raw : lines) {
        const QString line = QString::fromUtf8(raw);
        const qsizetype sep = line.indexOf(QLatin1String(" : "));
        if (sep < 0)
            continue;
        const QString label = line.left(sep).simplified();
        const QString value = line.mid(sep + 3).trimmed();
        if (label == QLatin1String("Identifier"))
            mi.identifier = value;
        else if (label == QLatin1String("Vendor name"))
            mi.vendor = value;
        else if (label == QLatin1String("Vendor PN"))
            mi.partNumber = value;
        else if (label == QLatin1String("Vendor SN"))
            mi.serial = value;
        else if (label == QLatin1String("Module temperature"))
            mi.temperatureC = celsiusOf(value);
        else if (label.startsWith(QLatin1String("Module temperature ")))
            setLimit(mi.temperatureLimits, label.mid(19), celsiusOf(value));
        else if (label.startsWith(QLatin1String("Laser rx power ")) &&
                 label.endsWith(QLatin1String("threshold")))
            setLimit(mi.rxPowerLimits, label.mid(15), dbmOf(value));
        else if ((label.contains(QLatin1String("alarm")) ||
                  label.contains(QLatin1String("warning"))) &&
                 value == QLatin1String("On"))
            mi.flagsOn << line.left(sep).trimmed();
        else if (std::any_of(std::begin(rxPrefixes), std::end(rxPrefixes),
                             [&](QLatin1String p) { return label.startsWith(p); }) &&
                 !label.contains(QLatin1String("alarm")) &&
                 !label.contains(QLatin1String("warning"))) {
            if (const auto v = dbmOf(value))
                mi.rxPowerDbm.push_back(*v);
        }
    }
    if (mi.empty() && mi.flagsOn.isEmpty())
        r.diagnostics.push_back(
            {Diagnostic::Severity::Error,
             Tr::tr("not ethtool -m output (no vendor, receive power or temperature line)"),
             {file, 1},
             {},
             {},
             {}});
    else
        r.ports.push_back(std::move(h));
    return r;
}

HealthReadings readHealthFiles(const QStringList &counterFiles, const QStringList &ethtoolDirs)
{
    HealthReadings all;
    auto merge = [&all](HealthReadings r) {
        all.ports.insert(all.ports.end(), std::make_move_iterator(r.ports.begin()),
                         std::make_move_iterator(r.ports.end()));
        all.diagnostics.insert(all.diagnostics.end(), r.diagnostics.begin(), r.diagnostics.end());
        all.sourceFiles << r.sourceFiles;
    };
    auto read = [&all](const QString &path, QByteArray &bytes) {
        QFile f(path);
        if (f.size() > maxFileBytes || !f.open(QIODevice::ReadOnly)) {
            all.diagnostics.push_back({Diagnostic::Severity::Error,
                                       f.size() > maxFileBytes
                                           ? Tr::tr("file larger than 64 MiB not read")
                                           : Tr::tr("cannot read: %1").arg(f.errorString()),
                                       {path},
                                       {},
                                       {},
                                       {}});
            return false;
        }
        bytes = f.readAll();
        return true;
    };
    for (const QString &path : counterFiles) {
        if (!QFileInfo(path).isFile())
            throw Error(Tr::tr("%1 does not exist.").arg(path), {path});
        QByteArray bytes;
        if (!read(path, bytes))
            continue;
        if (bytes.contains("# Port ") && bytes.contains("counters: Lid")) {
            merge(parsePerfquery(bytes, path));
            continue;
        }
        HealthReadings r = parseIbqueryerrors(bytes, path);
        // ibqueryerrors lists only the ports with errors, and always ends with its summary: a
        // file with neither is another tool's output, not a clean fabric.
        if (r.ports.empty() && !bytes.contains("## Summary:"))
            r.diagnostics.push_back({Diagnostic::Severity::Error,
                                     Tr::tr("not ibqueryerrors or perfquery output"),
                                     {path, 1},
                                     {},
                                     {},
                                     {}});
        merge(std::move(r));
    }
    for (const QString &dir : ethtoolDirs) {
        if (!QFileInfo(dir).isDir())
            throw Error(Tr::tr("%1 is not a folder.").arg(dir), {dir});
        const QDir root(dir);
        for (const QString &host : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QDir hd(root.filePath(host));
            for (const QString &name :
                 hd.entryList({QStringLiteral("*.S.txt"), QStringLiteral("*.m.txt")}, QDir::Files,
                              QDir::Name)) {
                const QString path = hd.filePath(name);
                QByteArray bytes;
                if (!read(path, bytes))
                    continue;
                const QString ifName = name.left(name.size() - 6);
                if (name.endsWith(QLatin1String(".S.txt")))
                    merge(parseEthtoolStats(bytes, path, host, ifName));
                else
                    merge(parseEthtoolModule(bytes, path, host, ifName));
            }
        }
    }
    return all;
}

HealthThresholds HealthThresholds::defaults()
{
    HealthThresholds t;
    // infiniband-diags' error_thresholds file (docs/link-health.md "Thresholds").
    for (const char *name :
         {"SymbolErrorCounter", "LinkErrorRecoveryCounter", "LinkDownedCounter", "PortRcvErrors",
          "LocalLinkIntegrityErrors", "ExcessiveBufferOverrunErrors"})
        t.counters[QLatin1String(name)] = 10;
    for (const char *name :
         {"PortRcvRemotePhysicalErrors", "PortRcvSwitchRelayErrors", "PortXmitDiscards",
          "PortXmitConstraintErrors", "PortRcvConstraintErrors", "VL15Dropped"})
        t.counters[QLatin1String(name)] = 100;
    // mlx5 physical-port error counters and the generic CRC counter, at the InfiniBand level.
    for (const char *name : {"rx_crc_errors_phy", "rx_symbol_err_phy", "rx_pcs_symbol_err_phy",
                             "link_down_events_phy", "rx_crc_errors"})
        t.counters[QLatin1String(name)] = 10;
    return t;
}

QString toString(HealthFinding::Kind k)
{
    return k == HealthFinding::Kind::Errors ? QStringLiteral("degraded: errors")
                                            : QStringLiteral("optic out of spec");
}

namespace {

QString dbm(double v)
{
    return QString::number(v, 'f', 2);
}

/// Reasons a module is out of spec: readings beyond its own limits (alarms; warnings too when
/// asked), the fallbacks of `t` when it prints no limits, and its alarm flags that are on.
QStringList moduleReasons(const ModuleInfo &m, const HealthThresholds &t)
{
    QStringList out;
    const ModuleLimits &rl = m.rxPowerLimits;
    const bool rxLimits = rl.lowAlarm || rl.highAlarm || rl.lowWarning || rl.highWarning;
    for (std::size_t i = 0; i < m.rxPowerDbm.size(); ++i) {
        const double v = m.rxPowerDbm[i];
        const QString lane = m.rxPowerDbm.size() > 1 ? Tr::tr("lane %1 ").arg(i + 1) : QString();
        if (rl.lowAlarm && v < *rl.lowAlarm)
            out << Tr::tr("%1receive power %2 dBm below the module's low alarm threshold %3 dBm")
                       .arg(lane, dbm(v), dbm(*rl.lowAlarm));
        else if (rl.highAlarm && v > *rl.highAlarm)
            out << Tr::tr("%1receive power %2 dBm above the module's high alarm threshold %3 dBm")
                       .arg(lane, dbm(v), dbm(*rl.highAlarm));
        else if (t.opticWarnings && rl.lowWarning && v < *rl.lowWarning)
            out << Tr::tr("%1receive power %2 dBm below the module's low warning threshold %3 dBm")
                       .arg(lane, dbm(v), dbm(*rl.lowWarning));
        else if (t.opticWarnings && rl.highWarning && v > *rl.highWarning)
            out << Tr::tr("%1receive power %2 dBm above the module's high warning threshold %3 dBm")
                       .arg(lane, dbm(v), dbm(*rl.highWarning));
        else if (!rxLimits && t.rxPowerMinDbm && v < *t.rxPowerMinDbm)
            out << Tr::tr("%1receive power %2 dBm below the rules' minimum %3 dBm")
                       .arg(lane, dbm(v), dbm(*t.rxPowerMinDbm));
    }
    if (m.temperatureC) {
        const double v = *m.temperatureC;
        const ModuleLimits &tl = m.temperatureLimits;
        const bool tLimits = tl.lowAlarm || tl.highAlarm;
        const QString c = QString::number(v, 'f', 1);
        if (tl.highAlarm && v > *tl.highAlarm)
            out << Tr::tr("temperature %1 °C above the module's high alarm threshold %2 °C")
                       .arg(c, QString::number(*tl.highAlarm, 'f', 1));
        else if (tl.lowAlarm && v < *tl.lowAlarm)
            out << Tr::tr("temperature %1 °C below the module's low alarm threshold %2 °C")
                       .arg(c, QString::number(*tl.lowAlarm, 'f', 1));
        else if (t.opticWarnings && tl.highWarning && v > *tl.highWarning)
            out << Tr::tr("temperature %1 °C above the module's high warning threshold %2 °C")
                       .arg(c, QString::number(*tl.highWarning, 'f', 1));
        else if (!tLimits && t.temperatureMaxC && v > *t.temperatureMaxC)
            out << Tr::tr("temperature %1 °C above the rules' maximum %2 °C")
                       .arg(c, QString::number(*t.temperatureMaxC, 'f', 1));
    }
    for (const QString &flag : m.flagsOn)
        if (flag.contains(QLatin1String("alarm")) || t.opticWarnings)
            out << Tr::tr("the module reports \"%1\"").arg(flag.simplified());
    return out;
}

} // namespace

HealthCheck checkLinkHealth(const Design &design, const HealthReadings &readings,
                            const ObservationSet &lids, const VerifyOptions &options,
                            const HealthThresholds &thresholds)
{
    HealthCheck out;
    out.diagnostics = readings.diagnostics;
    const CableVerifier verifier(design, options);
    QHash<Id, Id> cableAt;
    for (const Cable &c : design.cables) {
        cableAt.insert(c.aPortId, c.id);
        cableAt.insert(c.bPortId, c.id);
    }
    QHash<int, const ObservedNode *> nodeByLid;
    for (const ObservedNode &n : lids.nodes())
        if (n.lid > 0 && !nodeByLid.contains(n.lid))
            nodeByLid.insert(n.lid, &n);

    for (const PortHealth &h : readings.ports) {
        ++out.portsChecked;
        QStringList errors;
        for (const auto &[name, value] : h.counters) {
            const auto t = thresholds.counters.find(name);
            if (t != thresholds.counters.end() && value > t->second)
                errors << QStringLiteral("%1 %2 > %3").arg(name).arg(value).arg(t->second);
        }
        const QStringList optic = h.source == PortHealth::Source::EthtoolModule
                                      ? moduleReasons(h.module, thresholds)
                                      : QStringList();
        if (errors.isEmpty() && optic.isEmpty())
            continue;

        // Where the port is in the design.
        ObservedNode node;
        ObservedEnd end;
        bool placeable = true;
        if (h.source == PortHealth::Source::EthtoolStats ||
            h.source == PortHealth::Source::EthtoolModule) {
            node.kind = ObservedNode::Kind::LldpChassis;
            node.key = QStringLiteral("ethtool:") + h.host;
            node.name = h.host;
            end.portName = h.interfaceName;
        } else if (h.source == PortHealth::Source::Perfquery) {
            const ObservedNode *n = nodeByLid.value(h.lid, nullptr);
            if (!n) {
                placeable = false;
                out.diagnostics.push_back(
                    {Diagnostic::Severity::Warning,
                     lids.nodes().empty()
                         ? Tr::tr("LID %1 cannot be placed without an ibnetdiscover dump of its "
                                  "subnet")
                               .arg(h.lid)
                         : Tr::tr("LID %1 is not in the ibnetdiscover dump").arg(h.lid),
                     h.location,
                     {},
                     {},
                     {}});
            } else {
                node = *n;
                end.portNumber = h.portNumber;
                end.portName = QString::number(h.portNumber);
                for (const ObservedLink &l : lids.links())
                    for (const ObservedEnd *e : {&l.a, &l.b})
                        if (e->nodeKey == n->key && e->portNumber == h.portNumber)
                            end = *e;
            }
        } else {
            node.kind = h.isSwitch ? ObservedNode::Kind::Switch : ObservedNode::Kind::Ca;
            node.nodeGuid = h.nodeGuid;
            node.description = h.description;
            node.key =
                h.isSwitch ? QStringLiteral("S-") + h.nodeGuid : QStringLiteral("H-") + h.portGuid;
            end.portNumber = h.portNumber;
            end.portName = QString::number(h.portNumber);
            end.portGuid = h.portGuid;
        }
        end.nodeKey = node.key;
        const CableVerifier::EndMatch m =
            placeable ? verifier.matchEnd(node, end) : CableVerifier::EndMatch{};
        if (placeable && !m.portId)
            out.diagnostics.push_back({Diagnostic::Severity::Warning,
                                       Tr::tr("%1 is not a port of the design").arg(h.label()),
                                       h.location,
                                       {},
                                       {},
                                       {}});

        HealthFinding base;
        base.location = h.location;
        base.deviceId = m.deviceId;
        base.portId = m.portId;
        const Device *dev = m.deviceId ? design.devices.find(m.deviceId) : nullptr;
        const Port *port = m.portId ? design.ports.find(m.portId) : nullptr;
        base.device = dev ? dev->name : (h.host.isEmpty() ? node.displayName() : h.host);
        base.port =
            port ? port->name : (h.interfaceName.isEmpty() ? end.portName : h.interfaceName);
        if (dev) {
            base.position = dev->position;
            if (const Rack *rack = dev->rackId ? design.racks.find(dev->rackId) : nullptr) {
                base.rackId = rack->id;
                base.rack = rack->name;
            }
        }
        if (Id cid = port ? cableAt.value(port->id, 0) : 0) {
            const Cable *c = design.cables.find(cid);
            base.cableId = cid;
            base.cable = c->label;
            const Port *far = design.ports.find(c->aPortId == port->id ? c->bPortId : c->aPortId);
            const Device *farDev = far ? design.devices.find(far->deviceId) : nullptr;
            if (far && farDev)
                base.peer = farDev->name + QLatin1Char(' ') + far->name;
        }
        QString where = base.rack.isEmpty() ? Tr::tr("%1 port %2").arg(base.device, base.port)
                                            : Tr::tr("rack %1 U%2 %3 port %4")
                                                  .arg(base.rack, QString::number(base.position),
                                                       base.device, base.port);
        if (!base.cable.isEmpty())
            where += QLatin1Char(' ') +
                     (base.peer.isEmpty() ? Tr::tr("(cable %1)").arg(base.cable)
                                          : Tr::tr("(cable %1 to %2)").arg(base.cable, base.peer));
        if (!errors.isEmpty()) {
            HealthFinding f = base;
            f.kind = HealthFinding::Kind::Errors;
            f.reasons = errors;
            f.explanation =
                Tr::tr("%1: %2: %3").arg(where, toString(f.kind), errors.join(QLatin1String(", ")));
            out.findings.push_back(std::move(f));
        }
        if (!optic.isEmpty()) {
            HealthFinding f = base;
            f.kind = HealthFinding::Kind::OpticOutOfSpec;
            f.reasons = optic;
            const ModuleInfo &mi = h.module;
            f.optic = QStringList{mi.vendor, mi.partNumber}.join(QLatin1Char(' ')).simplified();
            if (!mi.serial.isEmpty())
                f.optic += QStringLiteral(" SN ") + mi.serial;
            f.explanation =
                Tr::tr("%1: %2 (%3): %4")
                    .arg(where, toString(f.kind), f.optic, optic.join(QLatin1String(", ")));
            out.findings.push_back(std::move(f));
        }
    }
    std::stable_sort(out.findings.begin(), out.findings.end(),
                     [](const HealthFinding &a, const HealthFinding &b) {
                         if (a.rack.isEmpty() != b.rack.isEmpty())
                             return b.rack.isEmpty();
                         if (a.rack != b.rack)
                             return a.rack < b.rack;
                         if (a.position != b.position)
                             return a.position > b.position; // top of the rack first
                         if (a.device != b.device)
                             return a.device < b.device;
                         return a.port < b.port;
                     });
    return out;
}

} // namespace ry::verify
