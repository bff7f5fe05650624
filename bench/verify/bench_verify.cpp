// bench_verify: the verification aim of docs/design-notes.md "Performance aims", "diff 300,000
// observed links against the 100,000-GPU example; print the time. Aim: under 2 s." Reads
// resources/examples/scale-100k-gpu.yaml the way `railyard-cli generate` does, generates the
// design, synthesises what ibnetdiscover would report for the built fabric (one observed link per
// planned cable, with a handful of planted faults), and runs CableVerifier. Prints wall time and
// peak memory (getrusage ru_maxrss) per step and the finding counts; asserts nothing.
//
//   bench_verify [SPEC.yaml] [--nodes N] [--dump FILE]
//
// --nodes overrides the node count of every group (e.g. for a quick run under callgrind); --dump
// writes every finding, in order, one per line (to compare two builds of the verifier).
//
// The synthetic dump follows ibnetdiscover's conventions as the verifier reads them: one switch
// node per switch ("S-<guid>", NodeDescription "MF0;<name>:<model>/U1", which the default node
// rule maps to the device) reporting InfiniBand port numbers (the N-th data interface), and one
// CA node per host port ("H-<guid>", NodeDescription "<host> mlx5_<k>", port 1), mapped by a
// site rule `^(\S+) mlx5_(\d+)$` -> device `\1`, port `ib\2` as a rules file would give it.

#include "devicetypes/catalog.h"
#include "fabric/fabricspec.h"
#include "fabric/generator.h"
#include "io/designyaml.h"
#include "verify/verifier.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTextStream>

#include <yaml-cpp/yaml.h>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace ry;

namespace {

double peakMiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0; // Linux: kilobytes
}

// CPU time (user + system) of this process, in seconds: on a busy machine the wall time of a step
// can be far above it.
double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double lastCpu = 0;

void step(const char *what, QElapsedTimer &t)
{
    const double cpu = cpuSeconds();
    std::printf("%-36s %9.3f s wall  %7.3f s cpu   peak %8.1f MiB\n", what,
                double(t.nsecsElapsed()) / 1e9, cpu - lastCpu, peakMiB());
    std::fflush(stdout);
    lastCpu = cpu;
    t.restart();
}

// The same reading as app/cli/commands_fabric.cpp's readSpecFile + cmdGenerate.
Design generateFromSpecFile(const QString &path, int nodesOverride)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw Error(QStringLiteral("Cannot read the file: %1").arg(f.errorString()),
                    SourceLocation{path});
    const QByteArray bytes = f.readAll();
    const YAML::Node root = YAML::Load(bytes.toStdString());
    std::vector<DeviceType> fileTypes;
    if (root["railyard"]) {
        const Design d = designyaml::read(QString::fromUtf8(bytes), path);
        for (const DeviceType &t : d.deviceTypes)
            fileTypes.push_back(t);
    }
    fabric::FabricSpec spec = fabric::parseFabricSpec(root["fabric"], path);
    if (nodesOverride > 0)
        for (auto &g : spec.groups)
            g.count = nodesOverride;
    QStringList dirs;
    if (!devicetypes::bundledDeviceTypesDir().isEmpty())
        dirs << devicetypes::bundledDeviceTypesDir();
    Diagnostics failures;
    const std::vector<DeviceType> types =
        devicetypes::deviceTypeCatalog(fileTypes, dirs, &failures);
    fabric::GenerateReport report;
    return fabric::generate(spec, types, &report);
}

// One observed end as ibnetdiscover would report it.
struct End
{
    QString nodeKey;
    int portNumber = 1;
    bool host = false;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // bundledDeviceTypesDir() looks beside the binary
    QString specPath =
        QStringLiteral(RAILYARD_SOURCE_DIR "/resources/examples/scale-100k-gpu.yaml");
    int nodes = 0;
    QString dumpPath;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--nodes") == 0 && i + 1 < argc)
            nodes = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--dump") == 0 && i + 1 < argc)
            dumpPath = QString::fromLocal8Bit(argv[++i]);
        else
            specPath = QString::fromLocal8Bit(argv[i]);
    }

    std::printf("bench_verify: %s%s\n", qPrintable(specPath),
                nodes > 0 ? qPrintable(QStringLiteral(" (%1 nodes per group)").arg(nodes)) : "");
    QElapsedTimer t;
    t.start();
    lastCpu = cpuSeconds();
    Design design;
    try {
        design = generateFromSpecFile(specPath, nodes);
    } catch (const Error &e) {
        std::fprintf(stderr, "%s\n", qPrintable(e.describe()));
        return 1;
    }
    step("read spec + generate", t);

    // --- What ibnetdiscover would report for the fabric as built.
    QHash<Id, int> ibPortNumber; // design port -> 1-based InfiniBand port number on a switch
    {
        QHash<Id, int> dataInterfaces;
        for (const Port &p : design.ports)
            if (p.kind == PortKind::Interface && !p.mgmtOnly)
                ibPortNumber.insert(p.id, ++dataInterfaces[p.deviceId]);
    }
    static const QRegularExpression hostPort(QStringLiteral("^ib(\\d+)$"));
    verify::ObservationSet obs;
    QHash<Id, QString> switchKeys; // switch device -> observed node key
    QHash<Id, QString> caKeys;     // host port -> observed node key (one CA per HCA)
    quint64 guid = 0xb8cef60300000000ULL;
    auto endOf = [&](const Port &p) -> End {
        const Device *dev = design.devices.find(p.deviceId);
        const bool host = dev->role == QLatin1String(kRoleGpuNode);
        QString &key = host ? caKeys[p.id] : switchKeys[dev->id];
        if (key.isEmpty()) {
            verify::ObservedNode n;
            n.nodeGuid = QStringLiteral("%1").arg(++guid, 16, 16, QLatin1Char('0'));
            if (host) {
                n.kind = verify::ObservedNode::Kind::Ca;
                n.key = QStringLiteral("H-") + n.nodeGuid;
                const QRegularExpressionMatch m = hostPort.match(p.name);
                n.description = QStringLiteral("%1 mlx5_%2")
                                    .arg(dev->name, m.hasMatch() ? m.captured(1) : p.name);
                n.portCount = 1;
            } else {
                n.kind = verify::ObservedNode::Kind::Switch;
                n.key = QStringLiteral("S-") + n.nodeGuid;
                const DeviceType *type = design.deviceTypes.find(dev->deviceTypeId);
                n.description = QStringLiteral("MF0;%1:%2/U1")
                                    .arg(dev->name, type ? type->model : QStringLiteral("?"));
            }
            n.systemImageGuid = n.nodeGuid;
            key = obs.addNode(n).key;
        }
        return {key, host ? 1 : ibPortNumber.value(p.id), host};
    };
    struct Link
    {
        End a, b;
        double gbps = 800;
    };
    std::vector<Link> links;
    links.reserve(design.cables.size());
    for (const Cable &c : design.cables) {
        const Port *a = design.ports.find(c.aPortId);
        const Port *b = design.ports.find(c.bPortId);
        if (!a || !b || a->kind != PortKind::Interface || b->kind != PortKind::Interface ||
            a->mgmtOnly || b->mgmtOnly)
            continue;
        links.push_back({endOf(*a), endOf(*b), std::min(a->speedGbps, b->speedGbps)});
    }
    const std::size_t planned = links.size();

    // --- Planted faults, far apart so that they do not interact.
    std::vector<std::size_t> hostLinks; // links with a host at end b or a, switch at the other
    for (std::size_t i = 0; i < links.size(); ++i)
        if (links[i].a.host != links[i].b.host)
            hostLinks.push_back(i);
    auto switchEnd = [&](Link &l) -> End & { return l.a.host ? l.b : l.a; };
    int planted = 0;
    if (hostLinks.size() > 64) {
        const std::size_t n = hostLinks.size();
        // Swapped: the switch ends of two host cables exchanged (2 findings).
        std::swap(switchEnd(links[hostLinks[n / 7]]), switchEnd(links[hostLinks[n / 3]]));
        // WrongPort: three host cables on one switch rotated (3 findings).
        {
            const QString sw = switchEnd(links[hostLinks[n / 2]]).nodeKey;
            std::vector<Link *> same;
            for (std::size_t i = n / 2; i < n && same.size() < 3; ++i)
                if (switchEnd(links[hostLinks[i]]).nodeKey == sw)
                    same.push_back(&links[hostLinks[i]]);
            if (same.size() == 3) {
                const End first = switchEnd(*same[0]);
                switchEnd(*same[0]) = switchEnd(*same[1]);
                switchEnd(*same[1]) = switchEnd(*same[2]);
                switchEnd(*same[2]) = first;
                planted += 3;
            }
        }
        // WrongDevice: a host cable plugged into another switch, on a port that switch does not
        // have in the plan (1 finding).
        {
            Link &l = links[hostLinks[n / 5]];
            const QString other = switchEnd(links[hostLinks[(n / 5 + n / 2) % n]]).nodeKey;
            if (switchEnd(l).nodeKey != other) {
                switchEnd(l).nodeKey = other;
                switchEnd(l).portNumber = 999;
                ++planted;
            }
        }
        // Degraded: one link trained at half its planned rate.
        links[hostLinks[n / 4]].gbps /= 2;
        // Missing: one cable not reported.
        links.erase(links.begin() + std::ptrdiff_t(hostLinks[(3 * n) / 4]));
        planted += 2 + 1 + 1;
    }

    for (const Link &l : links) {
        verify::ObservedLink o;
        o.a = {l.a.nodeKey, l.a.portNumber, 0, QString::number(l.a.portNumber)};
        o.b = {l.b.nodeKey, l.b.portNumber, 0, QString::number(l.b.portNumber)};
        o.width = QStringLiteral("4x");
        o.lanes = 4;
        o.speed = l.gbps >= 800 ? QStringLiteral("XDR") : QStringLiteral("NDR");
        o.speedGbps = 4 * verify::ibLaneRateGbps(o.speed);
        obs.addLink(o);
    }
    // UnknownDevice: a host nobody planned, on a switch port with no planned cable.
    if (!links.empty()) {
        verify::ObservedNode stranger;
        stranger.kind = verify::ObservedNode::Kind::Ca;
        stranger.nodeGuid = QStringLiteral("%1").arg(++guid, 16, 16, QLatin1Char('0'));
        stranger.key = QStringLiteral("H-") + stranger.nodeGuid;
        stranger.description = QStringLiteral("stranger-01 mlx5_0");
        obs.addNode(stranger);
        verify::ObservedLink o;
        const End &sw = links.front().a.host ? links.front().b : links.front().a;
        o.a = {sw.nodeKey, 1000, 0, QStringLiteral("1000")};
        o.b = {stranger.key, 1, 0, QStringLiteral("1")};
        obs.addLink(o);
        ++planted;
        // Unexpected: a cable between two planned switches on ports the plan leaves empty.
        const End &sw2 = links.back().a.host ? links.back().b : links.back().a;
        verify::ObservedLink u;
        u.a = {sw.nodeKey, 1001, 0, QStringLiteral("1001")};
        u.b = {sw2.nodeKey, 1001, 0, QStringLiteral("1001")};
        obs.addLink(u);
        ++planted;
    }
    std::printf(
        "  %zu planned links, %zu observed links, %zu nodes, %d findings planted (not correct)\n",
        planned, obs.links().size(), obs.nodes().size(), planted);
    step("synthesise observations", t);

    verify::VerifyOptions options;
    options.rules.nodeNames.insert(options.rules.nodeNames.begin(),
                                   {QStringLiteral(R"(^(\S+) mlx5_(\d+)$)"),
                                    QStringLiteral(R"(\1)"), QStringLiteral(R"(ib\2)")});
    QElapsedTimer total;
    total.start();
    const double cpuBefore = cpuSeconds();
    const verify::CableVerifier verifier(design, options);
    step("index build (CableVerifier)", t);
    const verify::Verification v = verifier.verify(obs);
    step("verify", t);
    std::printf("%-36s %9.3f s wall  %7.3f s cpu   (aim < 2 s)\n", "index build + verify",
                double(total.nsecsElapsed()) / 1e9, cpuSeconds() - cpuBefore);

    std::printf("  findings %zu:", v.findings.size());
    for (int k = 0; k < verify::CableFinding::kindCount; ++k)
        std::printf(" %s %d", qPrintable(toString(verify::CableFinding::Kind(k))),
                    v.summary.count(verify::CableFinding::Kind(k)));
    std::printf("\n  planned %d, observed %d, not covered %d, internal %d, diagnostics %zu\n",
                v.summary.plannedLinks, v.summary.observedLinks, v.summary.notCovered,
                v.summary.internalLinks, v.diagnostics.size());
    int shown = 0;
    for (const verify::CableFinding &f : v.findings)
        if (f.kind != verify::CableFinding::Kind::Correct && shown++ < 12)
            std::printf("  %-14s %s\n", qPrintable(toString(f.kind)), qPrintable(f.explanation));
    if (!dumpPath.isEmpty()) {
        QFile out(dumpPath);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(dumpPath));
            return 1;
        }
        QTextStream ts(&out);
        for (const verify::CableFinding &f : v.findings) {
            QStringList cables;
            for (Id c : f.cableIds)
                cables << QString::number(c);
            ts << toString(f.kind) << '\t' << f.cableId << '\t' << cables.join(QLatin1Char(','))
               << '\t' << f.rackId << '\t' << f.rack << '\t' << f.position << '\t' << f.deviceId
               << '\t' << f.device << '\t' << f.portId << '\t' << f.port << '\t' << f.plannedPeer
               << '\t' << f.observedPeer << '\t' << f.observedPeerDeviceId << '\t'
               << f.observedPeerPortId << '\t' << f.swappedWithCableId << '\t'
               << (f.observed ? f.observed->a.nodeKey + QLatin1Char(':') + f.observed->a.portName +
                                    QLatin1Char('-') + f.observed->b.nodeKey + QLatin1Char(':') +
                                    f.observed->b.portName
                              : QString())
               << '\t' << f.explanation << '\n';
        }
        for (const Diagnostic &dg : v.diagnostics)
            ts << "diagnostic\t" << dg.describe() << '\n';
    }
    return 0;
}
