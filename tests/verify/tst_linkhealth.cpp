// Link health: ibqueryerrors / perfquery (real output against ibsim with planted counters) and
// ethtool -S / -m (tests/data/verify/health/README.md), judged and placed on the test design.

#include "store/document.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/linkhealth.h"
#include "verify/rulesfile.h"
#include "verifytestdesign.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verify;
using namespace ry::verifytest;

namespace {

QString health(const char *name)
{
    return fixture("health/") + QLatin1String(name);
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

quint64 counter(const PortHealth &h, const char *name)
{
    for (const auto &[n, v] : h.counters)
        if (n == QLatin1String(name))
            return v;
    return ~quint64(0);
}

} // namespace

TEST(LinkHealth, IbqueryerrorsFromIbsim)
{
    const HealthReadings r =
        parseIbqueryerrors(bytesOf(health("ibqueryerrors-ibsim.txt")), QStringLiteral("iqe"));
    EXPECT_TRUE(r.diagnostics.empty());
    // Three port lines (the "port ALL" sums are skipped), in file order.
    ASSERT_EQ(r.ports.size(), 3u);
    // Line 3: "   GUID 0x200001 port 7: [PortRcvRemotePhysicalErrors == 250]" under leaf-2.
    EXPECT_TRUE(r.ports[0].isSwitch);
    EXPECT_EQ(r.ports[0].nodeGuid, QStringLiteral("0000000000200001"));
    EXPECT_EQ(r.ports[0].description, QStringLiteral("leaf-2"));
    EXPECT_EQ(r.ports[0].portNumber, 7);
    EXPECT_EQ(r.ports[0].location.line, 3);
    EXPECT_EQ(counter(r.ports[0], "PortRcvRemotePhysicalErrors"), 250u);
    // Lines 4-5: a CA has no node GUID in its header; its port line carries the port GUID.
    EXPECT_FALSE(r.ports[1].isSwitch);
    EXPECT_EQ(r.ports[1].portGuid, QStringLiteral("0000000000100009"));
    EXPECT_EQ(r.ports[1].description, QStringLiteral("gpu-003 mlx5_0"));
    EXPECT_EQ(counter(r.ports[1], "PortRcvErrors"), 57u);
    // Line 8: leaf-1 port 3, two counters.
    EXPECT_EQ(r.ports[2].portNumber, 3);
    EXPECT_EQ(counter(r.ports[2], "SymbolErrorCounter"), 1234u);
    EXPECT_EQ(counter(r.ports[2], "LinkDownedCounter"), 3u);
}

TEST(LinkHealth, PerfqueryFromIbsim)
{
    const HealthReadings r =
        parsePerfquery(bytesOf(health("perfquery-ibsim-lid2-port3.txt")), QStringLiteral("pq"));
    EXPECT_TRUE(r.diagnostics.empty());
    ASSERT_EQ(r.ports.size(), 1u);
    // "# Port counters: Lid 2 port 3 (CapMask: 0x1300)"
    EXPECT_EQ(r.ports[0].lid, 2);
    EXPECT_EQ(r.ports[0].portNumber, 3);
    EXPECT_EQ(counter(r.ports[0], "SymbolErrorCounter"), 1234u);
    EXPECT_EQ(counter(r.ports[0], "LinkDownedCounter"), 3u);
    EXPECT_EQ(counter(r.ports[0], "PortXmitData"), 1080u);
    EXPECT_EQ(counter(r.ports[0], "PortSelect"), ~quint64(0)); // not a counter
}

TEST(LinkHealth, EthtoolModuleReadsVendorPowerPerLaneAndThresholds)
{
    const HealthReadings r =
        parseEthtoolModule(bytesOf(health("ethtool/gpu-003/enp27s0np0.m.txt")), QStringLiteral("m"),
                           QStringLiteral("gpu-003"), QStringLiteral("enp27s0np0"));
    ASSERT_EQ(r.ports.size(), 1u);
    const ModuleInfo &m = r.ports[0].module;
    EXPECT_EQ(m.vendor, QStringLiteral("Mellanox"));
    EXPECT_EQ(m.partNumber, QStringLiteral("MMA1B00-C100D"));
    EXPECT_EQ(m.serial, QStringLiteral("MT2211FT07312"));
    ASSERT_TRUE(m.temperatureC);
    EXPECT_DOUBLE_EQ(*m.temperatureC, 41.5);
    ASSERT_EQ(m.rxPowerDbm.size(), 4u);
    EXPECT_DOUBLE_EQ(m.rxPowerDbm[2], -14.37);
    EXPECT_DOUBLE_EQ(*m.rxPowerLimits.lowAlarm, -12.90);
    EXPECT_DOUBLE_EQ(*m.rxPowerLimits.highAlarm, 5.40);
    EXPECT_DOUBLE_EQ(*m.temperatureLimits.highAlarm, 75.0);
    EXPECT_EQ(m.flagsOn, (QStringList{QStringLiteral("Laser rx power low alarm    (Channel 3)"),
                                      QStringLiteral("Laser rx power low warning  (Channel 3)")}));

    // The published SFP+ output: one receive power, no rx thresholds on the page, flags on.
    const HealthReadings sfp = parseEthtoolModule(
        bytesOf(health("ethtool/gpu-001/enp27s0np0.m.txt")), QStringLiteral("sfp"),
        QStringLiteral("gpu-001"), QStringLiteral("enp27s0np0"));
    ASSERT_EQ(sfp.ports.size(), 1u);
    const ModuleInfo &s = sfp.ports[0].module;
    EXPECT_EQ(s.vendor, QStringLiteral("FINISAR CORP."));
    EXPECT_EQ(s.partNumber, QStringLiteral("FTLX8571D3BCL-HD"));
    ASSERT_EQ(s.rxPowerDbm.size(), 1u);
    EXPECT_DOUBLE_EQ(s.rxPowerDbm[0], -33.98); // "0.0004 mW / -33.98 dBm"
    EXPECT_DOUBLE_EQ(*s.temperatureC, 30.14);
    EXPECT_FALSE(s.rxPowerLimits.lowAlarm);
    EXPECT_TRUE(s.flagsOn.contains(QStringLiteral("Laser rx power low alarm")));
}

TEST(LinkHealth, EthtoolStats)
{
    const HealthReadings r =
        parseEthtoolStats(bytesOf(health("ethtool/gpu-003/enp27s0np0.S.txt")), QStringLiteral("s"),
                          QStringLiteral("gpu-003"), QStringLiteral("enp27s0np0"));
    EXPECT_TRUE(r.diagnostics.empty());
    ASSERT_EQ(r.ports.size(), 1u);
    EXPECT_EQ(counter(r.ports[0], "rx_crc_errors_phy"), 4711u);
    EXPECT_EQ(counter(r.ports[0], "rx_bytes"), 1283746501928u);
}

// The whole check on the test design, with the site's rules (HCA "gpu-003 mlx5_0" is ib0, leaf
// port N is P{(N-1)/2}.{(N-1)%2}) and the default thresholds.
TEST(LinkHealth, FindingsNameCableRackDeviceAndPort)
{
    const TestDesign t = makeDesign();
    const HealthReadings r =
        readHealthFiles({health("ibqueryerrors-ibsim.txt")}, {health("ethtool")});
    EXPECT_TRUE(r.diagnostics.empty());
    const HealthCheck c = checkLinkHealth(t.d, r, {}, siteOptions(t), HealthThresholds::defaults());
    // 3 ibqueryerrors ports + 2 ethtool -S + 3 ethtool -m.
    EXPECT_EQ(c.portsChecked, 8);
    std::vector<QString> lines;
    for (const HealthFinding &f : c.findings)
        lines.push_back(f.explanation);
    // leaf-1 P1.0 carries C3 to gpu-003 ib0: SymbolErrorCounter 1234 > 10 (LinkDownedCounter 3
    // is within infiniband-diags' 10). leaf-2 port 7 = P3.0, C9: PortRcvRemotePhysicalErrors 250
    // > 100. gpu-003 ib0 (mlx5_0): PortRcvErrors 57 > 10; its netdev enp27s0np0: CRC and symbol
    // errors, and its optic's lane 3 below the module's low alarm. gpu-001's SFP+: its low alarm
    // flag. gpu-002's optic and gpu-004's counters are healthy.
    const std::vector<QString> expected = {
        QStringLiteral("rack A03 U40 leaf-1 port P1.0 (cable C3 to gpu-003 ib0): degraded: "
                       "errors: SymbolErrorCounter 1234 > 10"),
        QStringLiteral("rack A03 U10 gpu-001 port ib0 (cable C1 to leaf-1 P0.0): optic out of "
                       "spec (FINISAR CORP. FTLX8571D3BCL-HD SN AQ70P4U): the module reports "
                       "\"Laser rx power low alarm\""),
        QStringLiteral("rack B07 U40 leaf-2 port P3.0 (cable C9 to leaf-1 P3.0): degraded: "
                       "errors: PortRcvRemotePhysicalErrors 250 > 100"),
        QStringLiteral("rack B07 U10 gpu-003 port ib0 (cable C3 to leaf-1 P1.0): degraded: "
                       "errors: PortRcvErrors 57 > 10"),
        QStringLiteral("rack B07 U10 gpu-003 port ib0 (cable C3 to leaf-1 P1.0): degraded: "
                       "errors: rx_crc_errors_phy 4711 > 10, rx_symbol_err_phy 38 > 10"),
        QStringLiteral("rack B07 U10 gpu-003 port ib0 (cable C3 to leaf-1 P1.0): optic out of "
                       "spec (Mellanox MMA1B00-C100D SN MT2211FT07312): lane 3 receive power "
                       "-14.37 dBm below the module's low alarm threshold -12.90 dBm, the module "
                       "reports \"Laser rx power low alarm (Channel 3)\""),
    };
    EXPECT_EQ(lines, expected);
    ASSERT_EQ(c.findings.size(), expected.size());
    EXPECT_EQ(c.findings[0].cableId, t.cableId("C3"));
    EXPECT_EQ(c.findings[0].portId, t.port("leaf-1", "P1.0"));
    EXPECT_EQ(c.findings[0].rack, QStringLiteral("A03"));
    EXPECT_EQ(c.findings[0].kind, HealthFinding::Kind::Errors);
    EXPECT_EQ(toString(c.findings[1].kind), QStringLiteral("optic out of spec"));
}

TEST(LinkHealth, PerfqueryIsPlacedThroughTheDumpsLids)
{
    const TestDesign t = makeDesign();
    const HealthReadings r = readHealthFiles({health("perfquery-ibsim-lid2-port3.txt")}, {});
    // Without a dump the LID cannot be placed: the finding stays, named as reported.
    const HealthCheck alone =
        checkLinkHealth(t.d, r, {}, siteOptions(t), HealthThresholds::defaults());
    ASSERT_EQ(alone.findings.size(), 1u);
    EXPECT_EQ(alone.findings[0].portId, 0);
    ASSERT_FALSE(alone.diagnostics.empty());
    EXPECT_TRUE(alone.diagnostics.back().message.contains(QStringLiteral("LID 2")));
    // With the ibsim dump of the same subnet (LID 2 = leaf-1): leaf-1 P1.0, cable C3.
    const ObservationSet dump =
        IbnetdiscoverParser::parseFile(fixture("record-ids/ibsim-named.txt"));
    const HealthCheck c =
        checkLinkHealth(t.d, r, dump, siteOptions(t), HealthThresholds::defaults());
    ASSERT_EQ(c.findings.size(), 1u);
    EXPECT_EQ(c.findings[0].portId, t.port("leaf-1", "P1.0"));
    EXPECT_EQ(c.findings[0].cable, QStringLiteral("C3"));
}

TEST(LinkHealth, RulesFileThresholds)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rules.yaml"));
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("planes: []\n"
                "health:\n"
                "  counters: {SymbolErrorCounter: 5000, LinkDownedCounter: 0}\n"
                "  optic-warnings: true\n"
                "  rx-power-min-dbm: -20\n");
    }
    const HealthThresholds h = readHealthRules(path);
    EXPECT_EQ(h.counters.at(QStringLiteral("SymbolErrorCounter")), 5000u);
    EXPECT_EQ(h.counters.at(QStringLiteral("LinkDownedCounter")), 0u);
    EXPECT_EQ(h.counters.at(QStringLiteral("PortRcvErrors")), 10u); // default kept
    EXPECT_TRUE(h.opticWarnings);
    EXPECT_DOUBLE_EQ(*h.rxPowerMinDbm, -20);
    // The verification reads the same file (the health section is allowed there).
    const TestDesign t = makeDesign();
    EXPECT_NO_THROW(readVerifyRules(path, t.d));

    // leaf-1 port 3 now: LinkDownedCounter 3 > 0, symbol errors below 5000.
    const HealthReadings r = readHealthFiles({health("ibqueryerrors-ibsim.txt")}, {});
    const HealthCheck c = checkLinkHealth(t.d, r, {}, siteOptions(t), h);
    bool seen = false;
    for (const HealthFinding &f : c.findings)
        if (f.portId == t.port("leaf-1", "P1.0")) {
            EXPECT_EQ(f.reasons, QStringList{QStringLiteral("LinkDownedCounter 3 > 0")});
            seen = true;
        }
    EXPECT_TRUE(seen);

    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("health:\n  counters: {SymbolErrorCounter: lots}\n");
    }
    try {
        readHealthRules(path);
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.field(), QStringLiteral("health.counters.SymbolErrorCounter"));
        EXPECT_EQ(e.location().line, 2);
    }
}

TEST(LinkHealth, MalformedInputNeverCrashes)
{
    for (const QByteArray &bad :
         {QByteArray(), QByteArray("Errors for"), QByteArray("   GUID 0x1 port 9999: [X == 1]"),
          QByteArray("Errors for 0x1 \"a\"\n   GUID 0x1 port 3: [SymbolErrorCounter == "
                     "99999999999999999999999]\n"),
          QByteArray("# Port counters: Lid 70000 port 1\nSymbolErrorCounter:....5\n"),
          QByteArray("\xff\xfe\x00garbage\n:::\n"), QByteArray(" : : : dBm degrees C\n")}) {
        EXPECT_NO_THROW(parseIbqueryerrors(bad, QStringLiteral("f")));
        EXPECT_NO_THROW(parsePerfquery(bad, QStringLiteral("f")));
        EXPECT_NO_THROW(parseEthtoolStats(bad, QStringLiteral("f"), {}, {}));
        EXPECT_NO_THROW(parseEthtoolModule(bad, QStringLiteral("f"), {}, {}));
    }
    // A port out of range is reported with its line, and a LID out of range is skipped.
    const HealthReadings r = parseIbqueryerrors("Errors for 0x1 \"a\"\n   GUID 0x1 port 300: "
                                                "[SymbolErrorCounter == 5]\n",
                                                QStringLiteral("f"));
    EXPECT_TRUE(r.ports.empty());
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].location.line, 2);
    EXPECT_TRUE(parsePerfquery("# Port counters: Lid 70000 port 1\nSymbolErrorCounter:....5\n",
                               QStringLiteral("f"))
                    .ports.empty());
    // Not ethtool -S output at all: an error naming the file.
    const HealthReadings s = parseEthtoolStats("hello\n", QStringLiteral("x.S.txt"), {}, {});
    ASSERT_EQ(s.diagnostics.size(), 2u);
    EXPECT_EQ(s.diagnostics.back().severity, Diagnostic::Severity::Error);
    EXPECT_THROW(readHealthFiles({QStringLiteral("/nonexistent/iqe.txt")}, {}), Error);
    // Another tool's output given as counters is an error, not a clean fabric; ibqueryerrors
    // on a clean fabric prints only its summary and that is fine.
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("other.txt"));
    const QString clean = dir.filePath(QStringLiteral("clean.txt"));
    {
        QFile f(other), g(clean);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly) && g.open(QIODevice::WriteOnly));
        f.write(bytesOf(fixture("ib-faults.txt")));
        g.write("\n## Summary: 10 nodes checked, 0 bad nodes found\n"
                "##          28 ports checked, 0 ports have errors beyond threshold\n");
    }
    const HealthReadings wrong = readHealthFiles({other}, {});
    ASSERT_FALSE(wrong.diagnostics.empty());
    EXPECT_EQ(wrong.diagnostics.back().severity, Diagnostic::Severity::Error);
    EXPECT_EQ(wrong.diagnostics.back().message,
              QStringLiteral("not ibqueryerrors or perfquery output"));
    const HealthReadings ok = readHealthFiles({clean}, {});
    EXPECT_TRUE(ok.diagnostics.empty());
    EXPECT_TRUE(ok.ports.empty());
}

// railyard-cli verify-health as a user runs it.
TEST(LinkHealth, CliExitsOneAndListsFindingsByRack)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("site.railyard"));
    const TestDesign t = makeDesign();
    store::Document::create(db)->replaceAll(t.d, QStringLiteral("import"), QStringLiteral("t"));
    const QString rules = dir.filePath(QStringLiteral("rules.yaml"));
    {
        QFile f(rules);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("node-names:\n"
                "  - {pattern: '^(\\S+) mlx5_(\\d+)$', device: '\\1', port: 'ib\\2'}\n"
                "ports:\n"
                "  - {device-type: 'qm9700-.*', name: 'P{(N-1)/2}.{(N-1)%2}'}\n");
    }
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI),
            {QStringLiteral("verify-health"), QStringLiteral("--db"), db,
             QStringLiteral("--counters"), health("perfquery-ibsim-lid2-port3.txt"),
             QStringLiteral("--ibnetdiscover"), fixture("record-ids/ibsim-named.txt"),
             QStringLiteral("--ethtool"), health("ethtool"), QStringLiteral("--rules"), rules});
    ASSERT_TRUE(p.waitForFinished(120000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    EXPECT_EQ(p.exitCode(), 1) << p.readAllStandardError().toStdString();
    EXPECT_TRUE(out.startsWith(QStringLiteral("Ports checked: 6; unhealthy: 4\nRack A03:\n  "
                                              "[degraded: errors] rack A03 U40 leaf-1 port P1.0 "
                                              "(cable C3 to gpu-003 ib0): degraded: errors: "
                                              "SymbolErrorCounter 1234 > 10\n")))
        << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("Rack B07:\n")));

    // Only the healthy module: exit 0.
    QTemporaryDir clean;
    ASSERT_TRUE(QDir().mkpath(clean.filePath(QStringLiteral("gpu-002"))));
    ASSERT_TRUE(QFile::copy(health("ethtool/gpu-002/enp27s0np0.m.txt"),
                            clean.filePath(QStringLiteral("gpu-002/enp27s0np0.m.txt"))));
    QProcess q;
    q.start(QStringLiteral(RAILYARD_CLI), {QStringLiteral("verify-health"), QStringLiteral("--db"),
                                           db, QStringLiteral("--ethtool"), clean.path()});
    ASSERT_TRUE(q.waitForFinished(120000));
    EXPECT_EQ(q.exitCode(), 0) << q.readAllStandardOutput().toStdString();
}
