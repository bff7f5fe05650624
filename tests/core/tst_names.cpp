// The character rules of names and text fields (core/model/names.h), the validator findings
// they give, and the design reader's refusal with file:line:field (issue 12 point 1). The
// limits come from RFC 1123 section 2.1 and RFC 1035 section 2.3.4 (63-character labels,
// 253-character names) and from the kernel's dev_valid_name() in net/core/dev.c (IFNAMSIZ 16
// in include/uapi/linux/if.h, so at most 15 bytes).

#include "testdesigns.h"

#include "io/designyaml.h"
#include "model/names.h"
#include "model/validator.h"

#include <gtest/gtest.h>

using namespace ry;
using names::Rule;

namespace {

bool ok(Rule r, const QString &v)
{
    return names::check(r, v).isEmpty();
}

const QString kRlo = QString(QChar(0x202e));
const QString kZwsp = QString(QChar(0x200b));

const char *kDesign = R"(railyard: 1
device_types:
  - slug: node
    manufacturer: Test
    model: Node
    u_height: 2
    ports:
      - {name: eth0, type: 100gbase-x-qsfp28, speed_gbps: 100}
sites:
  - name: 서울 데이터센터
    rooms:
      - name: hall
        rows:
          - name: r1
            racks:
              - name: 랙 A01
devices:
  - name: n1
    role: gpu-node
    type: node
    rack: 랙 A01
    position: 1
  - name: gpu 01
    role: gpu-node
    type: node
    ports:
      - name: eth0
        if_name: eth0/1
)";

} // namespace

TEST(NameRules, HostNamesFollowRfc1123)
{
    for (const char *good :
         {"gpu001", "GPU001", "a", "leaf-01", "gpu001.cluster.example", "1gpu", "x9"})
        EXPECT_TRUE(ok(Rule::HostName, QString::fromLatin1(good))) << good;
    for (const char *bad : {"gpu 01", "gpu_01", "-gpu", "gpu-", "a..b", ".a", "a.", "gpu[01-04]",
                            "a,b", "a;b", "a\nb", "$(id)", "../x", "=1+2", "@x", "a\"b"})
        EXPECT_FALSE(ok(Rule::HostName, QString::fromLatin1(bad))) << bad;
    EXPECT_FALSE(ok(Rule::HostName, QStringLiteral("서버")));
    // 63 characters per label (RFC 1123 2.1), 253 in all.
    EXPECT_TRUE(ok(Rule::HostName, QString(63, QLatin1Char('a'))));
    EXPECT_FALSE(ok(Rule::HostName, QString(64, QLatin1Char('a'))));
    QString n253 = QString(63, QLatin1Char('a'));
    for (int i = 0; i < 3; ++i)
        n253 += QLatin1Char('.') + QString(i < 2 ? 63 : 61, QLatin1Char('b'));
    ASSERT_EQ(n253.size(), 253);
    EXPECT_TRUE(ok(Rule::HostName, n253));
    EXPECT_FALSE(ok(Rule::HostName, n253 + QLatin1Char('c')));
    EXPECT_FALSE(ok(Rule::HostName, QString(100000, QLatin1Char('a'))));
}

TEST(NameRules, InterfaceNamesFollowTheKernel)
{
    for (const char *good : {"ib0", "eth0", "enp27s0f0np0", "bond0.100", "abcdefghijklmno"})
        EXPECT_TRUE(ok(Rule::InterfaceName, QString::fromLatin1(good))) << good;
    // 16 bytes is IFNAMSIZ: one too many. '/', ':', white space, "." and ".." refused.
    for (const char *bad : {"abcdefghijklmnop", "eth0/1", "eth0:1", "eth 0", "eth0\t", ".", "..",
                            "a\nb", "a\"b", "a\\b", "$(id)", "`id`"})
        EXPECT_FALSE(ok(Rule::InterfaceName, QString::fromLatin1(bad))) << bad;
    EXPECT_FALSE(ok(Rule::InterfaceName, QStringLiteral("이더넷0")));
}

TEST(NameRules, LabelsAreFreeUnicodeWithoutControlCharacters)
{
    EXPECT_TRUE(ok(Rule::Label, QStringLiteral("서울 데이터센터 1층")));
    EXPECT_TRUE(ok(Rule::Label, QStringLiteral("Rack A01 (row 3, \"cold aisle\")")));
    for (const QString &bad :
         {QStringLiteral("a\nb"), QStringLiteral("a\rb"), QString(QChar(0)) + QLatin1Char('x'),
          QStringLiteral("a\tb"), QStringLiteral("a\x7f"), QString(QChar(0x85)),
          QStringLiteral("rtl") + kRlo + QStringLiteral("gpj.exe"), QString(QChar(0x2066)),
          QString(QChar(0x2028)), QString(300, QLatin1Char('x'))})
        EXPECT_FALSE(ok(Rule::Label, bad)) << names::printable(bad).toStdString();
    // Text (descriptions) may run over lines and hold tabs, nothing else.
    EXPECT_TRUE(ok(Rule::Text, QStringLiteral("line 1\nline 2\tend")));
    EXPECT_FALSE(ok(Rule::Text, QStringLiteral("a\rb")));
    EXPECT_FALSE(ok(Rule::Text, QStringLiteral("a\x1b[31mred")));
}

TEST(NameRules, IdentifiersAlsoRefuseInvisibleCharactersAndOuterSpace)
{
    EXPECT_TRUE(ok(Rule::Identifier, QStringLiteral("Ethernet1/1")));
    EXPECT_TRUE(ok(Rule::Identifier, QStringLiteral("전원 1")));
    EXPECT_FALSE(ok(Rule::Identifier, QStringLiteral("zero") + kZwsp + QStringLiteral("width")));
    EXPECT_FALSE(ok(Rule::Identifier, QString(QChar(0xfeff)) + QStringLiteral("bom")));
    EXPECT_FALSE(ok(Rule::Identifier, QStringLiteral(" lead")));
    EXPECT_FALSE(ok(Rule::Identifier, QStringLiteral("trail ")));
    // A label may hold a zero-width joiner (scripts need it), an identifier may not.
    EXPECT_TRUE(ok(Rule::Label, QStringLiteral("a") + QChar(0x200d) + QStringLiteral("b")));
}

TEST(NameRules, HardwareAddresses)
{
    EXPECT_TRUE(ok(Rule::PciAddress, QStringLiteral("0000:1b:00.0")));
    EXPECT_TRUE(ok(Rule::PciAddress, QStringLiteral("1b:00.7")));
    EXPECT_FALSE(ok(Rule::PciAddress, QStringLiteral("0000:1b:00.8")));
    EXPECT_FALSE(ok(Rule::PciAddress, QStringLiteral("0000:1b:00.0\", RUN+=\"x")));
    EXPECT_TRUE(ok(Rule::MacAddress, QStringLiteral("A0:88:C2:00:00:01")));
    EXPECT_FALSE(ok(Rule::MacAddress, QStringLiteral("a0:88:c2:00:00:01,10.0.0.1")));
    EXPECT_TRUE(ok(Rule::Guid, QStringLiteral("0x946dae03006f0a01")));
    EXPECT_TRUE(ok(Rule::Guid, QStringLiteral("946d:ae03:006f:0a01")));
    EXPECT_FALSE(ok(Rule::Guid, QStringLiteral("0x946dae03006f0a0")));
}

TEST(NameRules, FieldTable)
{
    EXPECT_EQ(names::fieldRule("device", "name"), Rule::HostName);
    EXPECT_EQ(names::fieldRule("ip_address", "dns_name"), Rule::HostName);
    EXPECT_EQ(names::fieldRule("port", "if_name"), Rule::InterfaceName);
    EXPECT_EQ(names::fieldRule("rack", "name"), Rule::Label);
    EXPECT_EQ(names::fieldRule("site", "name"), Rule::Label);
    EXPECT_EQ(names::fieldRule("device", "comments"), Rule::Text);
    EXPECT_EQ(names::fieldRule("port", "name"), Rule::Identifier);
    EXPECT_EQ(names::fieldRule("cable", "label"), Rule::Identifier);
}

TEST(NameRules, SanitizeMakesTheNearestAllowedValue)
{
    EXPECT_EQ(names::sanitize(Rule::HostName, QStringLiteral("GPU 01")), QStringLiteral("gpu-01"));
    EXPECT_EQ(names::sanitize(Rule::HostName, QStringLiteral("-evil\nRUN+=x")),
              QStringLiteral("evil-run-x"));
    EXPECT_EQ(names::sanitize(Rule::HostName, QStringLiteral("gpu[01-04]")),
              QStringLiteral("gpu-01-04"));
    EXPECT_EQ(names::sanitize(Rule::HostName, QString(100000, QLatin1Char('a'))).size(), 63);
    EXPECT_EQ(names::sanitize(Rule::InterfaceName, QStringLiteral("eth0/1 x")),
              QStringLiteral("eth0-1-x"));
    EXPECT_EQ(names::sanitize(Rule::Label, QStringLiteral("랙\n1")), QStringLiteral("랙1"));
    EXPECT_EQ(names::sanitize(Rule::Identifier, QStringLiteral(" a") + kZwsp + QStringLiteral("b")),
              QStringLiteral("ab"));
    EXPECT_EQ(names::sanitize(Rule::HostName, QStringLiteral("ok-1")), QStringLiteral("ok-1"));
}

TEST(NameRules, PrintableShowsControlsEscapedAndCuts)
{
    EXPECT_EQ(names::printable(QStringLiteral("a\nb")), QStringLiteral("a\\u000ab"));
    EXPECT_EQ(names::printable(QString(100, QLatin1Char('x'))).size(), 81);
}

TEST(NameRules, ValidatorNamesTheField)
{
    Design d = test::twoRackDesign();
    ASSERT_EQ(Validator::errorCount(Validator(d).validateAll()), 0u);
    Device *dev = d.devices.find(d.deviceByName(QStringLiteral("node1"))->id);
    dev->name = QStringLiteral("node1\n6.6.6.6 bank.example");
    d.racks.find(d.rackByName(QStringLiteral("A01"))->id)->name = QStringLiteral("랙 A01");
    Port &p = *d.ports.begin();
    p.ifName = QStringLiteral("ib0/evil");
    const Diagnostics diags = Validator(d).validateAll();
    QStringList fields;
    for (const Diagnostic &x : diags)
        if (x.severity == Diagnostic::Severity::Error)
            fields << x.field;
    fields.sort();
    EXPECT_EQ(fields, (QStringList{"device.name", "port.if_name"}));
    for (const Diagnostic &x : diags) {
        if (x.field != QLatin1String("device.name"))
            continue;
        EXPECT_TRUE(x.message.startsWith(
            QStringLiteral("The name \"node1\\u000a6.6.6.6 bank.example\" is not allowed: ")))
            << x.message.toStdString();
    }
}

TEST(NameRules, ValidatorScopeChecksOnlyTheEditedObjects)
{
    Design d = test::twoRackDesign();
    d.devices.begin()->name = QStringLiteral("bad name");
    Validator::Scope s;
    s.racks.insert(d.racks.begin()->id);
    EXPECT_EQ(Validator::errorCount(Validator(d).validate(s)), 0u);
    s.devices.insert(d.devices.begin()->id);
    EXPECT_EQ(Validator::errorCount(Validator(d).validate(s)), 1u);
}

TEST(NameRules, ReaderRefusesABadNameWithFileLineAndField)
{
    try {
        designyaml::read(QString::fromUtf8(kDesign), QStringLiteral("site.yaml"));
        FAIL() << "accepted a device named \"gpu 01\"";
    } catch (const Error &e) {
        // Line 23 of kDesign, column 11: the value of `name:`.
        EXPECT_EQ(e.describe(),
                  QStringLiteral("site.yaml:23:11: devices[1].name: The name \"gpu 01\" is not "
                                 "allowed: A host name holds only letters a-z, digits and "
                                 "hyphens, with dots between labels (RFC 1123), not ' '."));
    }
    // The interface name is the next problem once the device name is fixed.
    QString fixed =
        QString::fromUtf8(kDesign).replace(QStringLiteral("gpu 01"), QStringLiteral("gpu01"));
    try {
        designyaml::read(fixed, QStringLiteral("site.yaml"));
        FAIL() << "accepted if_name eth0/1";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().line, 28);
        EXPECT_EQ(e.field(), QStringLiteral("devices[1].ports[0].if_name"));
    }
    // A control character in a label (site name) is refused too; Korean is not.
    const QString ctl = QString::fromUtf8(kDesign).replace(QStringLiteral("name: hall"),
                                                           QStringLiteral("name: \"hall\\u0007\""));
    try {
        designyaml::read(ctl, QStringLiteral("site.yaml"));
        FAIL() << "accepted a BEL in a room name";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().line, 12);
        EXPECT_EQ(e.field(), QStringLiteral("sites[0].rooms[0].name"));
        EXPECT_TRUE(e.message().contains(QStringLiteral("U+0007"))) << e.message().toStdString();
    }
}

TEST(NameRules, ReaderSanitizesOnlyWhenAskedAndListsEveryChange)
{
    std::vector<NameChange> changes;
    const Design d = designyaml::read(QString::fromUtf8(kDesign), QStringLiteral("site.yaml"),
                                      nullptr, &changes);
    ASSERT_EQ(changes.size(), 2u);
    EXPECT_EQ(changes[0].describe(),
              QStringLiteral("device gpu 01: name \"gpu 01\" -> \"gpu-01\""));
    EXPECT_EQ(changes[1].describe(),
              QStringLiteral("port gpu-01:eth0: if_name \"eth0/1\" -> \"eth0-1\""));
    EXPECT_NE(d.deviceByName(QStringLiteral("gpu-01")), nullptr);
    EXPECT_NE(d.rackByName(QStringLiteral("랙 A01")), nullptr); // labels stay as they are
    EXPECT_EQ(Validator::errorCount(Validator(d).validateAll()), 0u);
}
