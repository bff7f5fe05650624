// One owner for every design rule (issue 13 pt 1): the YAML reader builds what the file says and
// the Validator judges it, so "the file reads" and "validate says 0 errors" are one statement,
// in the same words, and each finding points at the line that defines its object.
#include "io/designyaml.h"
#include "model/validator.h"
#include "testdesigns.h" // PrintTo(QString)

#include <gtest/gtest.h>

using namespace ry;

namespace {

const char *kBase = R"(railyard: 1
device_types:
  - slug: node
    manufacturer: Test
    model: Node
    u_height: 1
    ports:
      - {name: eth0, type: 100gbase-x-qsfp28, speed_gbps: 100}
      - {name: eth1, type: 100gbase-x-qsfp28, speed_gbps: 100}
sites:
  - name: dc1
    rooms:
      - name: hall
        rows:
          - name: r1
            racks:
              - name: A01
                u_height: 42
planes:
  - name: compute
    kind: compute
    rails:
      - {index: 0, name: rail0}
devices:
  - name: n1
    role: gpu-node
    type: node
    rack: A01
    position: 1
  - name: n2
    role: gpu-node
    type: node
    rack: A01
    position: 2
cables:
  - {label: C1, a: [n1, eth0], b: [n2, eth0], medium: dac, length_m: 1}
  - {label: C2, a: [n1, eth1], b: [n2, eth1], medium: dac, length_m: 1}
)";

/// 1-based line of the `nth` (0-based) line of `text` that contains `needle`.
int lineOf(const QString &text, const QString &needle, int nth = 0)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle) && nth-- == 0)
            return i + 1;
    ADD_FAILURE() << "no line with " << needle.toStdString();
    return 0;
}

QString with(const QString &from, const QString &to)
{
    QString t = QString::fromLatin1(kBase);
    EXPECT_TRUE(t.contains(from)) << from.toStdString();
    t.replace(from, to);
    return t;
}

struct Case
{
    const char *rule;
    QString text;
    QString field;   ///< the finding's path from the file's root
    int line;        ///< the line of the object's list item
    QString message; ///< the Validator's words
};

std::vector<Case> cases()
{
    std::vector<Case> out;
    {
        const QString t =
            with(QStringLiteral("cables:\n"),
                 QStringLiteral("  - {name: n1, role: gpu-node, type: node}\ncables:\n"));
        out.push_back({"device name unique", t, QStringLiteral("devices[2].name"),
                       lineOf(t, QStringLiteral("{name: n1, role")),
                       QStringLiteral("n1: Another device has the same name.")});
    }
    {
        const QString t = with(QStringLiteral("label: C2"), QStringLiteral("label: C1"));
        out.push_back({"cable label unique", t, QStringLiteral("cables[1].label"),
                       lineOf(t, QStringLiteral("label: C1"), 1),
                       QStringLiteral("C1: Another cable has the same label.")});
    }
    {
        const QString t = with(QStringLiteral("a: [n1, eth1]"), QStringLiteral("a: [n1, eth0]"));
        out.push_back({"one cable end per port", t, QStringLiteral("cables[1].port"),
                       lineOf(t, QStringLiteral("label: C2")),
                       QStringLiteral("C2: Port n1:eth0 already carries cable C1; a port carries "
                                      "at most one cable end.")});
    }
    {
        const QString t = with(QStringLiteral("dac, length_m: 1}\n  - {label: C2"),
                               QStringLiteral("dac, length_m: -2}\n  - {label: C2"));
        out.push_back({"length not negative", t, QStringLiteral("cables[0].length_m"),
                       lineOf(t, QStringLiteral("label: C1")),
                       QStringLiteral("C1: The length cannot be negative.")});
    }
    {
        const QString t = with(QStringLiteral("    ports:\n"),
                               QStringLiteral("    ports:\n      - {name: eth1, type: other}\n"));
        // A device type's findings point at the type; the field names the port template.
        out.push_back({"port template unique", t, QStringLiteral("device_types[0].ports[2].name"),
                       lineOf(t, QStringLiteral("- slug: node")),
                       QStringLiteral("node: Port \"eth1\" is defined twice.")});
    }
    {
        const QString t = with(QStringLiteral("u_height: 42"), QStringLiteral("u_height: 0"));
        out.push_back({"rack height", t,
                       QStringLiteral("sites[0].rooms[0].rows[0].racks[0].u_height"),
                       lineOf(t, QStringLiteral("- name: A01")),
                       QStringLiteral("A01: The rack height must be between 1 and 100 U, not 0.")});
    }
    {
        const QString t =
            with(QStringLiteral("    u_height: 1\n"), QStringLiteral("    u_height: 0.3\n"));
        out.push_back({"type height in half units", t, QStringLiteral("device_types[0].u_height"),
                       lineOf(t, QStringLiteral("- slug: node")),
                       QStringLiteral("node: The height must be a non-negative multiple of 0.5 U, "
                                      "not 0.3.")});
    }
    {
        const QString t = with(QStringLiteral("      - {index: 0, name: rail0}\n"),
                               QStringLiteral("      - {index: 0, name: rail0}\n"
                                              "      - {index: 0, name: again}\n"));
        out.push_back({"rail index unique", t, QStringLiteral("planes[0].rails[1].index"),
                       lineOf(t, QStringLiteral("name: again")),
                       QStringLiteral("compute rail 0: Another rail of the same plane has the "
                                      "same index.")});
    }
    {
        const QString t =
            with(QStringLiteral("    rack: A01\n    position: 2\n"),
                 QStringLiteral("    rack: A01\n    position: 2\n    ports:\n"
                                "      - {name: eth0, mac: \"02:00:00:00:00:01\"}\n"
                                "      - {name: eth0, mac: \"02:00:00:00:00:02\"}\n"));
        // Each entry is a port: the second "eth0" is one too many, reported at its own line.
        out.push_back({"port name unique in a device", t,
                       QStringLiteral("devices[1].ports[1].name"),
                       lineOf(t, QStringLiteral("00:02")),
                       QStringLiteral("n2:eth0: Another port of the same device has the same "
                                      "name.")});
    }
    {
        const QString t = with(QStringLiteral("      - name: hall\n"),
                               QStringLiteral("      - name: hall\n      - name: hall\n"));
        out.push_back({"room name unique in a site", t, QStringLiteral("sites[0].rooms[1].name"),
                       lineOf(t, QStringLiteral("- name: hall"), 1),
                       QStringLiteral("hall: Another room of the same site has the same name.")});
    }
    {
        const QString t =
            with(QStringLiteral("    position: 2\n"), QStringLiteral("    position: 1.5\n"));
        // U ranges as a person reads them (issue 13): n1 takes U1, n2 at 1.5 reaches into U2.
        out.push_back({"placement overlap, half U", t, QStringLiteral("devices[1].position"),
                       lineOf(t, QStringLiteral("- name: n2")),
                       QStringLiteral("n2: U1-U2 in rack A01 overlaps n1 (U1).")});
    }
    return out;
}

} // namespace

TEST(RuleOwner, TheBaseFileReadsAndValidatesClean)
{
    Diagnostics w;
    const Design d = designyaml::read(QString::fromLatin1(kBase), QStringLiteral("base.yaml"), &w);
    EXPECT_EQ(d.devices.size(), 2u);
    EXPECT_TRUE(w.empty());
    EXPECT_EQ(Validator::errorCount(Validator(d).validateAll()), 0u);
}

// Each rule breaks the file at one line: reading it is refused at that line with the
// Validator's own words, and validate (Rules::Report) lists that one finding, at the same place.
TEST(RuleOwner, EveryRuleIsTheValidatorsAndPointsAtItsLine)
{
    for (const Case &c : cases()) {
        SCOPED_TRACE(c.rule);
        try {
            designyaml::read(c.text, QStringLiteral("f.yaml"));
            ADD_FAILURE() << "read without error";
        } catch (const Error &e) {
            EXPECT_EQ(e.field(), c.field);
            EXPECT_EQ(e.location().file, QStringLiteral("f.yaml"));
            EXPECT_EQ(e.location().line, c.line);
            EXPECT_EQ(e.message(), c.message);
        }
        Diagnostics found;
        const Design d = designyaml::read(c.text, QStringLiteral("f.yaml"), &found, nullptr,
                                          designyaml::Rules::Report);
        const auto err = std::find_if(found.begin(), found.end(), [](const Diagnostic &f) {
            return f.severity == Diagnostic::Severity::Error;
        });
        ASSERT_NE(err, found.end());
        EXPECT_EQ(err->field, c.field);
        EXPECT_EQ(err->location.line, c.line);
        EXPECT_EQ(err->message, c.message);
        EXPECT_EQ(err->describe(), QStringLiteral("f.yaml:%1:%2: %3: %4")
                                       .arg(c.line)
                                       .arg(err->location.column)
                                       .arg(c.field, c.message));
        // The same statement: what the reader refuses is what the Validator finds in the design
        // it reads, in the same words (a rack of 0 U also leaves its devices outside it, so a
        // case may have more than one finding).
        const Diagnostics direct = Validator(d).validateAll();
        EXPECT_EQ(Validator::errorCount(direct), Validator::errorCount(found));
        QStringList a, b;
        for (const Diagnostic &f : found)
            a << f.message;
        for (const Diagnostic &f : direct)
            b << (f.object.isEmpty() ? f.message : f.object + QStringLiteral(": ") + f.message);
        a.sort();
        b.sort();
        EXPECT_EQ(a, b);
    }
}

TEST(RuleOwner, WarningsOfTheRulesReachTheCallerWithTheirLine)
{
    // 2 x 30 kW in a rack of 40 kW: the Validator's power warning, not an error.
    const QString t = with(QStringLiteral("    u_height: 1\n"),
                           QStringLiteral("    u_height: 1\n    power_max_w: 30000\n"))
                          .replace(QStringLiteral("u_height: 42"),
                                   QStringLiteral("u_height: 42\n                power_budget_w: "
                                                  "40000"));
    Diagnostics w;
    const Design d = designyaml::read(t, QStringLiteral("p.yaml"), &w);
    EXPECT_EQ(d.devices.size(), 2u);
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0].severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(w[0].field, QStringLiteral("sites[0].rooms[0].rows[0].racks[0].power_budget_w"));
    EXPECT_EQ(w[0].location.line, lineOf(t, QStringLiteral("- name: A01")));
    EXPECT_TRUE(w[0].message.contains(QStringLiteral("60.0 kW exceeds")));
}
