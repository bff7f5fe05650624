// The rules file of `railyard-cli verify --rules` and the ibdiagnet topology export.

#include "verify/ibdiagnettopo.h"
#include "verify/ibnetdiscoverparser.h"
#include "verify/rulesfile.h"
#include "verifytestdesign.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::verifytest;

namespace {

QString writeTemp(QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("rules.yaml"));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
    return path;
}

// The same rules as siteOptions() in verifytestdesign.h, as a site would write them.
const QByteArray kSiteRules = R"(# rules for the verify fixtures
node-names:
  - pattern: '^(\S+) mlx5_(\d+)$'
    device: '\1'
    port: 'ib\2'
ports:
  - device-type: 'qm9700-.*'
    name: 'P{(N-1)/2}.{(N-1)%2}'
  - device-type: 'qm9700-.*'
    role: leaf
    reported: 'swp(\d+)s(\d+)'
    name: 'P{\1-1}.{\2}'
planes: [compute]
)";

} // namespace

TEST(RulesFile, SiteRulesGiveTheSameFindingsAsTheCodedOnes)
{
    QTemporaryDir dir;
    const TestDesign t = makeDesign();
    const verify::VerifyOptions o = verify::readVerifyRules(writeTemp(dir, kSiteRules), t.d);
    ASSERT_EQ(o.rules.nodeNames.size(), 5u); // 1 + the 4 defaults
    EXPECT_EQ(o.rules.nodeNames[0].port, QStringLiteral(R"(ib\2)"));
    ASSERT_EQ(o.rules.ports.size(), 2u);
    EXPECT_EQ(o.rules.ports[1].reported, QStringLiteral(R"(swp(\d+)s(\d+))"));
    EXPECT_EQ(o.planeIds, std::vector<Id>{t.compute});
    EXPECT_TRUE(o.onlyObservedDevices);

    const verify::ObservationSet obs =
        verify::IbnetdiscoverParser::parseFile(fixture("ib-faults.txt"));
    const verify::Verification a = verify::CableVerifier(t.d, o).verify(obs);
    const verify::Verification b = verify::CableVerifier(t.d, siteOptions(t)).verify(obs);
    ASSERT_EQ(a.findings.size(), b.findings.size());
    for (std::size_t i = 0; i < a.findings.size(); ++i)
        EXPECT_EQ(a.findings[i].explanation, b.findings[i].explanation);
}

TEST(RulesFile, MistakesNameTheLineAndField)
{
    QTemporaryDir dir;
    const TestDesign t = makeDesign();
    struct Case
    {
        QByteArray text;
        int line;
        const char *field;
    };
    const std::vector<Case> cases{
        {"node-names:\n  - pattern: '(unclosed'\n    device: x\n", 2, "node-names[0].pattern"},
        {"ports:\n  - name: a\n    index: '{N}'\n", 2, "ports[0]"},
        {"planes: [compute, storage]\n", 1, "planes[1]"},
        {"node-name: []\n", 1, "node-name"},
        {"only-observed-devices: maybe\n", 1, "only-observed-devices"},
        {"node-names: {a: 1\n", 2, ""},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.text.toStdString());
        try {
            verify::readVerifyRules(writeTemp(dir, c.text), t.d);
            ADD_FAILURE() << "no error";
        } catch (const Error &e) {
            EXPECT_EQ(e.location().line, c.line) << e.describe().toStdString();
            EXPECT_EQ(e.field(), QLatin1String(c.field)) << e.describe().toStdString();
            EXPECT_TRUE(e.location().file.endsWith(QLatin1String("rules.yaml")));
        }
    }
    EXPECT_THROW(verify::readVerifyRules(dir.filePath(QStringLiteral("missing.yaml")), t.d), Error);
    // An empty file keeps the defaults.
    EXPECT_EQ(verify::readVerifyRules(writeTemp(dir, ""), t.d).rules.nodeNames.size(), 4u);
}

// The planned compute fabric of tests/data/verify/README.md: C1..C10 in both devices' sections.
TEST(IbdiagnetTopo, PlanAsTopologyFile)
{
    TestDesign t = makeDesign();
    for (DeviceType &dt : t.d.deviceTypes)
        dt.model = dt.slug == QLatin1String("qm9700-10") ? QStringLiteral("MQM9700")
                                                         : QStringLiteral("HGX B200");
    Diagnostics diags;
    const QString topo =
        QString::fromUtf8(verify::writeIbdiagnetTopology(t.d, {{t.compute}}, &diags));
    EXPECT_TRUE(diags.empty());
    EXPECT_EQ(topo, QStringLiteral("HGXB200 gpu-001\n"
                                   "   ib0 -> MQM9700 leaf-1 P0.0\n"
                                   "   ib1 -> MQM9700 leaf-2 P0.0\n"
                                   "\n"
                                   "HGXB200 gpu-002\n"
                                   "   ib0 -> MQM9700 leaf-1 P0.1\n"
                                   "   ib1 -> MQM9700 leaf-2 P0.1\n"
                                   "\n"
                                   "HGXB200 gpu-003\n"
                                   "   ib0 -> MQM9700 leaf-1 P1.0\n"
                                   "   ib1 -> MQM9700 leaf-2 P1.0\n"
                                   "\n"
                                   "HGXB200 gpu-004\n"
                                   "   ib0 -> MQM9700 leaf-1 P1.1\n"
                                   "   ib1 -> MQM9700 leaf-2 P1.1\n"
                                   "\n"
                                   "MQM9700 leaf-1\n"
                                   "   P0.0 -> HGXB200 gpu-001 ib0\n"
                                   "   P0.1 -> HGXB200 gpu-002 ib0\n"
                                   "   P1.0 -> HGXB200 gpu-003 ib0\n"
                                   "   P1.1 -> HGXB200 gpu-004 ib0\n"
                                   "   P3.0 -> MQM9700 leaf-2 P3.0\n"
                                   "   P3.1 -> MQM9700 leaf-2 P3.1\n"
                                   "\n"
                                   "MQM9700 leaf-2\n"
                                   "   P0.0 -> HGXB200 gpu-001 ib1\n"
                                   "   P0.1 -> HGXB200 gpu-002 ib1\n"
                                   "   P1.0 -> HGXB200 gpu-003 ib1\n"
                                   "   P1.1 -> HGXB200 gpu-004 ib1\n"
                                   "   P3.0 -> MQM9700 leaf-1 P3.0\n"
                                   "   P3.1 -> MQM9700 leaf-1 P3.1\n"));
    // Without planes: the ports' types say 400gbase-x-osfp and the plane technology is
    // infiniband-ndr, so the same 10 cables; the out-of-band M1 is not InfiniBand.
    EXPECT_EQ(QString::fromUtf8(verify::writeIbdiagnetTopology(t.d)), topo);
    EXPECT_TRUE(verify::writeIbdiagnetTopology(Design{}).isEmpty());
}

// The IBNL files of the same plan (man ibdm-ibnl-file): the switch type one switch ASIC whose
// ports 1..n are its InfiniBand ports in natural order, the GPU node type one single-port HCA
// per InfiniBand port; tst_planconsumers IbdmConsumer.* has ibdmchk load them.
TEST(IbdiagnetTopo, IbnlSystemPerType)
{
    TestDesign t = makeDesign();
    for (DeviceType &dt : t.d.deviceTypes)
        dt.model = dt.slug == QLatin1String("qm9700-10") ? QStringLiteral("MQM9700")
                                                         : QStringLiteral("HGX B200");
    Diagnostics diags;
    const auto systems = verify::writeIbnlSystems(t.d, {{t.compute}}, &diags);
    ASSERT_EQ(systems.size(), 2u);
    EXPECT_TRUE(diags.empty()) << diags.front().message.toStdString();
    EXPECT_EQ(systems[0].fileName, QStringLiteral("HGXB200.ibnl"));
    EXPECT_FALSE(systems[0].isSwitch);
    EXPECT_EQ(QString::fromUtf8(systems[0].text), QStringLiteral("\nTOPSYSTEM HGXB200\n"
                                                                 "\nNODE CA 1 HGXB200 U1\n"
                                                                 "   1 -> ib0\n"
                                                                 "\nNODE CA 1 HGXB200 U2\n"
                                                                 "   1 -> ib1\n"));
    EXPECT_EQ(systems[1].fileName, QStringLiteral("MQM9700.ibnl"));
    EXPECT_TRUE(systems[1].isSwitch);
    EXPECT_TRUE(QString::fromUtf8(systems[1].text)
                    .startsWith(QStringLiteral("\nTOPSYSTEM MQM9700\n\nNODE SW %1 MQM9700 U1\n"
                                               "   1 -> P0.0\n   2 -> P0.1\n   3 -> P1.0\n")
                                    .arg(systems[1].ports.size())))
        << systems[1].text.toStdString();
    // Every port the topology names is a port of its system.
    for (const char *p : {"P0.0", "P0.1", "P1.0", "P1.1", "P3.0", "P3.1"})
        EXPECT_TRUE(systems[1].ports.contains(QLatin1String(p))) << p;
}
