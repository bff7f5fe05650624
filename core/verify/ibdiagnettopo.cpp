#include "ibdiagnettopo.h"

#include "model/designutil.h"
#include "model/deviceroles.h"
#include "util/naturalsort.h"

#include <QHash>
#include <QSet>

#include <QMap>

#include <algorithm>
#include <functional>
#include <map>

namespace ry::verify {

namespace {

/// `name` with every character IBDM's IBNL lexer does not take in a NAME replaced by '_'
/// (man ibdm-ibnl-file, section 4: NAME ::= [\[\]\\*/A-Za-z0-9_.:%@~]+; '-' is taken inside a
/// name as the bundled MTS14400-48.ibnl shows; '/' is left out here since IBDM splits
/// "board/port" at it).
QString ibdmName(const QString &name)
{
    QString s = name;
    for (QChar &c : s) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') ||
                        (u >= '0' && u <= '9') || QStringView(u"_.:%@~-[]*").contains(c);
        if (!ok)
            c = QLatin1Char('_');
    }
    return s.isEmpty() ? QStringLiteral("_") : s;
}

bool isSwitchRole(const QString &role)
{
    return role == QLatin1String(kRoleLeaf) || role == QLatin1String(kRoleSpine) ||
           role == QLatin1String(kRoleCore) || role == QLatin1String(kRoleSwitch) ||
           role.endsWith(QLatin1Char('-') + QLatin1String(kRoleSuffixLeaf)) ||
           role.endsWith(QLatin1Char('-') + QLatin1String(kRoleSuffixSpine));
}

/// The systems of the topology: one per device with a written cable.
struct TopoModel
{
    /// device name -> (port name, line), unsorted
    std::map<QString, std::vector<std::pair<QString, QString>>> sections;
    QHash<QString, QString> typeOfSection; ///< device name -> system type
    /// system type -> its port names (every InfiniBand port of its devices in the topology)
    std::map<QString, QSet<QString>> portsOfType;
    QSet<QString> switchTypes;
};

TopoModel collect(const Design &design, const TopoOptions &options, Diagnostics *diagnostics)
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
    QSet<QString> renamed;
    auto checked = [&](const QString &name) {
        QString s = ibdmName(name);
        if (s != name && diagnostics && !renamed.contains(name)) {
            renamed.insert(name);
            diagnostics->push_back(
                {Diagnostic::Severity::Warning,
                 Tr::tr("\"%1\" has characters IBDM does not take in a name; the topology and "
                        "IBNL files call it \"%2\"")
                     .arg(name, s),
                 {},
                 {},
                 name});
        }
        return s;
    };
    auto systemType = [&](const Device &d) {
        const DeviceType *t = design.deviceTypes.find(d.deviceTypeId);
        if (!t)
            return QStringLiteral("UNKNOWN");
        QString s = t->model.isEmpty() ? t->slug : t->model;
        s.remove(QLatin1Char(' '));
        s.remove(QLatin1Char('\t'));
        return s.isEmpty() ? QStringLiteral("UNKNOWN") : checked(s);
    };
    TopoModel m;
    QSet<Id> devicesInTopo;
    for (const Cable &c : design.cables) {
        const Port *a = design.ports.find(c.aPortId);
        const Port *b = design.ports.find(c.bPortId);
        if (!a || !b || !(isIb(*a) || isIb(*b)))
            continue;
        if (a->kind != PortKind::Interface || b->kind != PortKind::Interface) {
            if (diagnostics)
                diagnostics->push_back({Diagnostic::Severity::Warning,
                                        Tr::tr("cable %1 ends in a patch panel; the topology file "
                                               "holds direct links only")
                                            .arg(cableDisplayName(design, c)),
                                        {},
                                        {},
                                        c.label});
            continue;
        }
        const Device *da = design.devices.find(a->deviceId);
        const Device *db = design.devices.find(b->deviceId);
        if (!da || !db)
            continue;
        const QString ta = systemType(*da), tb = systemType(*db);
        const QString pa = checked(a->name), pb = checked(b->name);
        m.typeOfSection.insert(da->name, ta);
        m.typeOfSection.insert(db->name, tb);
        m.portsOfType[ta].insert(pa);
        m.portsOfType[tb].insert(pb);
        devicesInTopo.insert(da->id);
        devicesInTopo.insert(db->id);
        m.sections[da->name].emplace_back(
            pa, QStringLiteral("   %1 -> %2 %3 %4").arg(pa, tb, db->name, pb));
        m.sections[db->name].emplace_back(
            pb, QStringLiteral("   %1 -> %2 %3 %4").arg(pb, ta, da->name, pa));
    }
    // Every InfiniBand port of the devices in the topology, cabled or not, so that one IBNL
    // system fits every device of its type.
    for (Id id : devicesInTopo) {
        const Device *d = design.devices.find(id);
        const QString type = systemType(*d);
        const DeviceType *t = design.deviceTypes.find(d->deviceTypeId);
        if (isSwitchRole(d->role) || (t && t->radix > 0))
            m.switchTypes.insert(type);
        for (const Port *p : design.portsOf(id))
            if (p->kind == PortKind::Interface && isIb(*p) && !p->mgmtOnly)
                m.portsOfType[type].insert(checked(p->name));
    }
    return m;
}

} // namespace

QByteArray writeIbdiagnetTopology(const Design &design, const TopoOptions &options,
                                  Diagnostics *diagnostics)
{
    TopoModel m = collect(design, options, diagnostics);
    std::vector<QString> names;
    names.reserve(m.sections.size());
    for (const auto &[name, lines] : m.sections)
        names.push_back(name);
    std::sort(names.begin(), names.end(),
              [](const QString &x, const QString &y) { return naturalLess(x, y); });
    QString out;
    bool first = true;
    for (const QString &name : names) {
        auto &lines = m.sections[name];
        std::sort(lines.begin(), lines.end(),
                  [&](const auto &x, const auto &y) { return naturalLess(x.first, y.first); });
        if (!first)
            out += QLatin1Char('\n');
        first = false;
        out += m.typeOfSection.value(name) + QLatin1Char(' ') + name + QLatin1Char('\n');
        for (const auto &[port, line] : lines)
            out += line + QLatin1Char('\n');
    }
    return out.toUtf8();
}

std::vector<IbnlSystem> writeIbnlSystems(const Design &design, const TopoOptions &options,
                                         Diagnostics *diagnostics)
{
    Diagnostics ignored; // the same findings as writeIbdiagnetTopology()'s; reported there
    const TopoModel m = collect(design, options, diagnostics ? &ignored : nullptr);
    std::vector<IbnlSystem> out;
    for (const auto &[type, portSet] : m.portsOfType) {
        IbnlSystem s;
        s.type = type;
        s.fileName = type + QStringLiteral(".ibnl");
        s.isSwitch = m.switchTypes.contains(type);
        s.ports = QStringList(portSet.begin(), portSet.end());
        std::sort(s.ports.begin(), s.ports.end(),
                  [](const QString &x, const QString &y) { return naturalLess(x, y); });
        // IBNL has no comment syntax (ibdm 1.5.7 refuses a '#' line), so the file is only the
        // definition.
        QString t = QStringLiteral("\nTOPSYSTEM %1\n").arg(type);
        if (s.isSwitch) {
            t += QStringLiteral("\nNODE SW %1 %2 U1\n").arg(s.ports.size()).arg(type);
            for (int i = 0; i < s.ports.size(); ++i)
                t += QStringLiteral("   %1 -> %2\n").arg(i + 1).arg(s.ports[i]);
        } else {
            for (int i = 0; i < s.ports.size(); ++i)
                t += QStringLiteral("\nNODE CA 1 %1 U%2\n   1 -> %3\n")
                         .arg(type)
                         .arg(i + 1)
                         .arg(s.ports[i]);
        }
        s.text = t.toUtf8();
        out.push_back(std::move(s));
    }
    // Parts of the fabric no switch joins are separate subnets: each needs its own subnet
    // manager, and ibdmchk checks only the part its SM (-n) is in. An HCA port does not
    // forward, so a switch system is one vertex and every other system's port is one.
    auto vertex = [&](const QString &system, const QString &port) {
        return m.switchTypes.contains(m.typeOfSection.value(system))
                   ? system
                   : system + QLatin1Char('/') + port;
    };
    QHash<QString, QString> parent;
    std::function<QString(const QString &)> root = [&](const QString &x) {
        const QString p = parent.value(x, x);
        return p == x ? x : root(p);
    };
    for (const auto &[name, lines] : m.sections)
        for (const auto &[port, line] : lines) {
            const QStringList f = line.simplified().split(QLatin1Char(' '));
            if (f.size() != 5)
                continue;
            const QString a = root(vertex(name, port)), b = root(vertex(f[3], f[4]));
            if (a != b)
                parent.insert(std::max(a, b), std::min(a, b));
        }
    QMap<QString, int> parts; // root -> vertices
    for (const auto &[name, lines] : m.sections)
        for (const auto &[port, line] : lines)
            parts[root(vertex(name, port))];
    if (diagnostics && parts.size() > 1) {
        QStringList firsts;
        for (auto it = parts.cbegin(); it != parts.cend(); ++it)
            firsts << it.key();
        if (firsts.size() > 5)
            firsts = firsts.mid(0, 5) << QStringLiteral("...");
        diagnostics->push_back(
            {Diagnostic::Severity::Warning,
             Tr::tr("the InfiniBand fabric has %1 parts that no switch joins: %2; "
                    "each is a subnet of its own with its own subnet manager, "
                    "and ibdmchk checks only the part of the SM it is given")
                 .arg(parts.size())
                 .arg(firsts.join(QStringLiteral(", "))),
             {},
             {},
             {}});
    }
    if (diagnostics && out.size() > 0 && m.switchTypes.isEmpty())
        diagnostics->push_back({Diagnostic::Severity::Warning,
                                Tr::tr("the topology has no switch type; ibdmchk needs one to "
                                       "route"),
                                {},
                                {},
                                {}});
    return out;
}

} // namespace ry::verify
