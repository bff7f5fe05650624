#include "ibdiagnettopo.h"

#include "model/designutil.h"
#include "util/naturalsort.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>

namespace ry::verify {

QByteArray writeIbdiagnetTopology(const Design &design, const TopoOptions &options,
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
    auto systemType = [&](const Device &d) {
        const DeviceType *t = design.deviceTypes.find(d.deviceTypeId);
        if (!t)
            return QStringLiteral("UNKNOWN");
        QString s = t->model.isEmpty() ? t->slug : t->model;
        s.remove(QLatin1Char(' '));
        s.remove(QLatin1Char('\t'));
        return s.isEmpty() ? QStringLiteral("UNKNOWN") : s;
    };
    // device name -> (port name -> line)
    std::map<QString, std::vector<std::pair<QString, QString>>> sections;
    QHash<QString, QString> typeOfSection;
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
        typeOfSection.insert(da->name, ta);
        typeOfSection.insert(db->name, tb);
        sections[da->name].emplace_back(
            a->name, QStringLiteral("   %1 -> %2 %3 %4").arg(a->name, tb, db->name, b->name));
        sections[db->name].emplace_back(
            b->name, QStringLiteral("   %1 -> %2 %3 %4").arg(b->name, ta, da->name, a->name));
    }
    std::vector<QString> names;
    names.reserve(sections.size());
    for (const auto &[name, lines] : sections)
        names.push_back(name);
    std::sort(names.begin(), names.end(),
              [](const QString &x, const QString &y) { return naturalLess(x, y); });
    QString out;
    bool first = true;
    for (const QString &name : names) {
        auto lines = sections[name];
        std::sort(lines.begin(), lines.end(),
                  [&](const auto &x, const auto &y) { return naturalLess(x.first, y.first); });
        if (!first)
            out += QLatin1Char('\n');
        first = false;
        out += typeOfSection.value(name) + QLatin1Char(' ') + name + QLatin1Char('\n');
        for (const auto &[port, line] : lines)
            out += line + QLatin1Char('\n');
    }
    return out.toUtf8();
}

} // namespace ry::verify
