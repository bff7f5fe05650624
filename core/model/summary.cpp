#include "summary.h"

#include "deviceroles.h"
#include "power.h"
#include "util/error.h"

namespace ry {

DesignRpeak designRpeak(const Design &design)
{
    DesignRpeak r;
    for (const Device &d : design.devices) {
        if (d.role != QLatin1String(kRoleGpuNode))
            continue;
        ++r.nodes;
        const DeviceType *t = design.deviceTypes.find(d.deviceTypeId);
        if (!t) {
            ++r.nodesWithoutGpuFigure;
            ++r.nodesWithoutCpuFigure;
            continue;
        }
        r.gpus += t->gpuCount;
        r.gpuTflops += t->gpuCount * t->gpuFp64Tflops;
        if (t->gpuCount > 0 && t->gpuFp64Tflops <= 0)
            ++r.nodesWithoutGpuFigure;
        r.cpus += t->cpuCount;
        r.cpuTflops += t->cpuCount * t->cpuFp64Tflops;
        if (t->cpuCount <= 0 || t->cpuFp64Tflops <= 0)
            ++r.nodesWithoutCpuFigure;
    }
    return r;
}

DesignSummary summarize(const Design &d)
{
    DesignSummary s;
    s.sites = d.sites.size();
    s.rooms = d.rooms.size();
    s.rows = d.rows.size();
    s.racks = d.racks.size();
    s.deviceTypes = d.deviceTypes.size();
    s.devices = d.devices.size();
    s.ports = d.ports.size();
    s.cables = d.cables.size();
    s.planes = d.planes.size();
    s.rails = d.rails.size();
    s.supernodes = d.supernodes.size();
    s.prefixes = d.prefixes.size();
    s.ipAddresses = d.ipAddresses.size();
    for (const Device &x : d.devices) {
        ++s.devicesByRole[x.role];
        if (const DeviceType *t = d.deviceTypes.find(x.deviceTypeId)) {
            s.gpus += std::size_t(std::max(0, t->gpuCount));
            s.powerMaxW += t->powerMaxW;
        }
    }
    s.rpeak = designRpeak(d);
    const power::Budget b = power::budget(d);
    s.pdus = b.pdus.size();
    for (const power::PduLoad &p : b.pdus)
        s.connectedDrawW += p.drawW;
    s.typesWithoutPower = b.typesWithoutPower;
    for (const Cable &c : d.cables) {
        ++s.cablesByMedium[toString(c.medium)];
        ++s.cablesByStatus[toString(c.status)];
        if (c.breakoutId)
            ++s.breakoutLegs; // its length is the breakout's, counted once below
        else
            s.cableLength.add(c.lengthM, c.lengthUnit);
    }
    s.breakouts = d.breakouts.size();
    for (const Breakout &b : d.breakouts) {
        s.breakoutLanes += std::size_t(std::max(0, b.lanes));
        s.cableLength.add(b.lengthM, b.lengthUnit);
    }
    return s;
}

QString formatSummary(const DesignSummary &s)
{
    QStringList lines;
    auto line = [&](const QString &label, const QString &value) {
        lines << QStringLiteral("%1 %2").arg(label + QLatin1Char(':'), -22).arg(value);
    };
    auto n = [](std::size_t v) { return QString::number(qulonglong(v)); };
    line(Tr::tr("Sites"), n(s.sites));
    line(Tr::tr("Rooms"), n(s.rooms));
    line(Tr::tr("Rows"), n(s.rows));
    line(Tr::tr("Racks"), n(s.racks));
    line(Tr::tr("Device types"), n(s.deviceTypes));
    line(Tr::tr("Devices"), n(s.devices));
    for (const auto &[role, count] : s.devicesByRole)
        line(QStringLiteral("  ") + role, n(count));
    line(Tr::tr("GPUs"), n(s.gpus));
    if (s.rpeak.gpus > 0 || s.rpeak.cpus > 0) {
        // TOP500 Rpeak: GPUs + CPUs; "at least" when a node type lacks a figure.
        const QString value = Tr::tr("%1 (GPUs %2 + CPUs %3)")
                                  .arg(s.rpeak.totalTflops() / 1000.0, 0, 'f', 2)
                                  .arg(s.rpeak.gpuTflops / 1000.0, 0, 'f', 2)
                                  .arg(s.rpeak.cpuTflops / 1000.0, 0, 'f', 2);
        line(Tr::tr("Rpeak FP64 (PFLOPS)"),
             s.rpeak.nodesWithoutGpuFigure || s.rpeak.nodesWithoutCpuFigure
                 ? Tr::tr("at least %1").arg(value)
                 : value);
    }
    line(Tr::tr("Ports"), n(s.ports));
    line(Tr::tr("Cables"), n(s.cables));
    for (const auto &[medium, count] : s.cablesByMedium)
        line(QStringLiteral("  ") + medium, n(count));
    if (s.breakouts)
        line(Tr::tr("Breakout cables"),
             Tr::tr("%1 (%2 legs connected, %3 free)")
                 .arg(n(s.breakouts), n(s.breakoutLegs),
                      n(s.breakoutLanes > s.breakoutLegs ? s.breakoutLanes - s.breakoutLegs : 0)));
    // "at least" when some cable has no length; in the cables' unit when they share one.
    line(Tr::tr("Cable length"), formatTotal(s.cableLength));
    if (s.cableLength.unknown)
        line(Tr::tr("  without length"), n(s.cableLength.unknown));
    line(Tr::tr("Planes"), n(s.planes));
    line(Tr::tr("Rails"), n(s.rails));
    line(Tr::tr("Supernodes"), n(s.supernodes));
    line(Tr::tr("Prefixes"), n(s.prefixes));
    line(Tr::tr("IP addresses"), n(s.ipAddresses));
    line(Tr::tr("Max power (kW)"), QString::number(s.powerMaxW / 1000.0, 'f', 1));
    if (s.pdus) {
        line(Tr::tr("PDUs"), n(s.pdus));
        line(Tr::tr("Connected draw (kW)"), QString::number(s.connectedDrawW / 1000.0, 'f', 1));
    }
    if (!s.typesWithoutPower.isEmpty())
        line(Tr::tr("No power figure"), s.typesWithoutPower.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

} // namespace ry
