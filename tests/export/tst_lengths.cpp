// Cable lengths with units (issue 13 point 4): the vocabulary (core/model/length.h), the YAML
// design file's length keys, the store, totals ("at least"), the NetBox cable CSV and labels.
//
// The factors are exact by definition: 1 in = 0.0254 m, 1 ft = 0.3048 m (international yard and
// pound of 1959; NIST SP 811 appendix B, docs/references/cmdb.md [CMDB-5]). The units and their
// spellings are NetBox's (docs/references/cmdb.md [CMDB-4]).

#include "exporttesthelpers.h"

#include "fabric/bom.h"
#include "io/designyaml.h"
#include "model/length.h"
#include "model/summary.h"
#include "plans/cableplan.h"
#include "plans/connectivity.h"
#include "plans/labels.h"
#include "store/store.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

// Two nodes with four ports each and a switch; the cables are appended per test.
const char *kHead = R"(railyard: 1
device_types:
  - slug: node
    manufacturer: Test
    model: Node
    ports:
      - {name: p0, type: 100gbase-x-qsfp28, speed_gbps: 100}
      - {name: p1, type: 100gbase-x-qsfp28, speed_gbps: 100}
      - {name: p2, type: 100gbase-x-qsfp28, speed_gbps: 100}
      - {name: p3, type: 100gbase-x-qsfp28, speed_gbps: 100}
      - {name: p4, type: 100gbase-x-qsfp28, speed_gbps: 100}
devices:
  - name: a
    role: gpu-node
    type: node
  - name: b
    role: gpu-node
    type: node
)";

QString design(const QString &cables)
{
    return QString::fromLatin1(kHead) + QStringLiteral("cables:\n") + cables;
}

/// The five cables of the unit test, one per unit and form, in the writer's order (by A end).
const char *kCables = R"(  - label: C0
    a: [a, p0]
    b: [b, p0]
    medium: dac
    length: 10
    length_unit: ft
  - label: C1
    a: [a, p1]
    b: [b, p1]
    medium: dac
    length: 12
    length_unit: in
  - label: C2
    a: [a, p2]
    b: [b, p2]
    medium: dac
    length: 150
    length_unit: cm
  - label: C3
    a: [a, p3]
    b: [b, p3]
    medium: dac
    length_m: 0
  - label: C4
    a: [a, p4]
    b: [b, p4]
    medium: dac
)";

const Cable &cable(const Design &d, const char *label)
{
    for (const Cable &c : d.cables)
        if (c.label == QLatin1String(label))
            return c;
    ADD_FAILURE() << "no cable " << label;
    static const Cable none;
    return none;
}

Error readError(const QString &text)
{
    try {
        designyaml::read(text, QStringLiteral("len.yaml"));
    } catch (const Error &e) {
        return e;
    }
    ADD_FAILURE() << "no error for:\n" << text.toStdString();
    return Error(QString());
}

} // namespace

TEST(Length, ExactFactors)
{
    // NIST SP 811 B.8: foot = 3.048 E-01 m, inch = 2.54 E-02 m, both exact.
    EXPECT_EQ(toMetres(10, LengthUnit::Foot), 3.048);
    EXPECT_EQ(toMetres(1, LengthUnit::Foot), 0.3048);
    EXPECT_EQ(toMetres(12, LengthUnit::Inch), 0.3048);
    EXPECT_EQ(toMetres(1, LengthUnit::Inch), 0.0254);
    EXPECT_EQ(toMetres(150, LengthUnit::Centimetre), 1.5);
    EXPECT_EQ(toMetres(2.5, LengthUnit::Metre), 2.5);
    EXPECT_EQ(fileNumber(3.048, LengthUnit::Foot), QStringLiteral("10"));
    EXPECT_EQ(fileNumber(0.3048, LengthUnit::Inch), QStringLiteral("12"));
    EXPECT_EQ(fileNumber(toMetres(6.5, LengthUnit::Foot), LengthUnit::Foot), QStringLiteral("6.5"));
    EXPECT_EQ(fileNumber(1.5, LengthUnit::Centimetre), QStringLiteral("150"));
}

TEST(Length, NetBoxSpellings)
{
    // netbox/dcim/choices.py CableLengthUnitChoices: UNIT_METER 'm', UNIT_CENTIMETER 'cm',
    // UNIT_FOOT 'ft', UNIT_INCH 'in'.
    EXPECT_EQ(lengthUnitList(), QStringLiteral("m, cm, ft, in"));
    for (LengthUnit u : lengthUnits())
        EXPECT_EQ(lengthUnitFromString(toString(u)), u);
    EXPECT_FALSE(lengthUnitFromString(u"yd"));
    EXPECT_FALSE(lengthUnitFromString(u"FT")); // exact spelling, as NetBox's choice values
}

TEST(Length, DisplayRoundsInTheUnitAndTrimsZeros)
{
    const QLocale c = QLocale::c();
    EXPECT_EQ(formatLength(3.048, LengthUnit::Foot, c), QStringLiteral("10 ft"));
    EXPECT_EQ(formatLength(3.048, LengthUnit::Metre, c), QStringLiteral("3.05 m"));
    EXPECT_EQ(formatLength(1.5, LengthUnit::Centimetre, c), QStringLiteral("150 cm"));
    EXPECT_EQ(formatLength(0.3048, LengthUnit::Inch, c), QStringLiteral("12 in"));
    EXPECT_EQ(formatLength(2.5, LengthUnit::Metre, c), QStringLiteral("2.5 m"));
    EXPECT_EQ(formatLength(0, LengthUnit::Metre, c), QStringLiteral("0 m"));
    EXPECT_EQ(formatLength(std::nullopt, LengthUnit::Metre, c), QString());
    // Korean uses the full stop as decimal point; German shows the locale is used.
    EXPECT_EQ(formatLength(3.048, LengthUnit::Metre, QLocale(QLocale::Korean, QLocale::SouthKorea)),
              QStringLiteral("3.05 m"));
    EXPECT_EQ(formatLength(3.048, LengthUnit::Metre, QLocale(QLocale::German, QLocale::Germany)),
              QStringLiteral("3,05 m"));
}

TEST(Length, ParsesWhatPeopleType)
{
    const QLocale c = QLocale::c();
    ParsedLength l = parseLength(QStringLiteral("10 ft"), LengthUnit::Metre, c);
    ASSERT_TRUE(l.ok);
    EXPECT_EQ(l.metres, 3.048);
    EXPECT_EQ(l.unit, LengthUnit::Foot);
    l = parseLength(QStringLiteral("150cm"), LengthUnit::Metre, c);
    EXPECT_EQ(l.metres, 1.5);
    EXPECT_EQ(l.unit, LengthUnit::Centimetre);
    l = parseLength(QStringLiteral("12"), LengthUnit::Inch, c); // the default unit
    EXPECT_EQ(l.metres, 0.3048);
    l = parseLength(QStringLiteral("0"), LengthUnit::Metre, c);
    ASSERT_TRUE(l.ok);
    EXPECT_EQ(l.metres, 0.0); // a known 0 m
    l = parseLength(QStringLiteral("  "), LengthUnit::Foot, c);
    ASSERT_TRUE(l.ok);
    EXPECT_FALSE(l.metres); // unknown
    l = parseLength(QStringLiteral("3,5 m"), LengthUnit::Metre,
                    QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(l.metres, 3.5);
    EXPECT_FALSE(parseLength(QStringLiteral("-1"), LengthUnit::Metre, c).ok);
    l = parseLength(QStringLiteral("3 yd"), LengthUnit::Metre, c);
    EXPECT_FALSE(l.ok);
    EXPECT_TRUE(l.error.contains(QStringLiteral("m, cm, ft, in"))) << l.error.toStdString();
    EXPECT_FALSE(parseLength(QStringLiteral("long"), LengthUnit::Metre, c).ok);
}

TEST(Length, TotalsCountZeroAsKnownAndUnknownAsALowerBound)
{
    const QLocale c = QLocale::c();
    LengthTotal t;
    t.add(5.0, LengthUnit::Metre);
    t.add(0.0, LengthUnit::Metre); // a splice
    EXPECT_FALSE(t.isLowerBound());
    EXPECT_EQ(t.known, 2u);
    EXPECT_EQ(formatTotal(t, c), QStringLiteral("5 m"));
    t.add(std::nullopt, LengthUnit::Metre);
    EXPECT_TRUE(t.isLowerBound());
    EXPECT_EQ(formatTotal(t, c), QStringLiteral("at least 5 m"));
    LengthTotal none;
    none.add(std::nullopt, LengthUnit::Metre);
    EXPECT_EQ(formatTotal(none, c), QStringLiteral("unknown"));
    // Cables all in feet total in feet; mixed units in metres.
    LengthTotal ft;
    ft.add(toMetres(10, LengthUnit::Foot), LengthUnit::Foot);
    ft.add(toMetres(6, LengthUnit::Foot), LengthUnit::Foot);
    EXPECT_EQ(formatTotal(ft, c), QStringLiteral("16 ft"));
    ft.add(1.0, LengthUnit::Metre);
    EXPECT_EQ(ft.unit, LengthUnit::Metre);
    EXPECT_EQ(formatTotal(ft, c), QStringLiteral("5.88 m")); // 4.8768 + 1
}

TEST(LengthYaml, EveryUnitReadsToExactMetresAndWritesBackTheSameBytes)
{
    const QString text = design(QString::fromLatin1(kCables));
    const Design d = designyaml::read(text, QStringLiteral("len.yaml"));
    EXPECT_EQ(cable(d, "C0").lengthM, 3.048);
    EXPECT_EQ(cable(d, "C0").lengthUnit, LengthUnit::Foot);
    EXPECT_EQ(cable(d, "C1").lengthM, 0.3048);
    EXPECT_EQ(cable(d, "C1").lengthUnit, LengthUnit::Inch);
    EXPECT_EQ(cable(d, "C2").lengthM, 1.5);
    EXPECT_EQ(cable(d, "C2").lengthUnit, LengthUnit::Centimetre);
    EXPECT_EQ(cable(d, "C3").lengthM, 0.0); // 0 m is a length
    EXPECT_FALSE(cable(d, "C4").lengthM);   // no key: unknown
    const QString written = designyaml::write(d);
    EXPECT_TRUE(written.endsWith(QString::fromLatin1(kCables))) << written.toStdString();
    EXPECT_EQ(designyaml::write(designyaml::read(written, QStringLiteral("again.yaml"))), written);
}

TEST(LengthYaml, MetresGivenAsNetBoxLengthAreWrittenAsLengthM)
{
    const Design d = designyaml::read(
        design(QStringLiteral("  - {a: [a, p0], b: [b, p0], medium: dac, length: 2.5, "
                              "length_unit: m}\n")),
        QStringLiteral("len.yaml"));
    EXPECT_EQ(d.cables.items()[0].lengthM, 2.5);
    EXPECT_TRUE(designyaml::write(d).contains(QStringLiteral("    length_m: 2.5\n")));
}

TEST(LengthYaml, BadLengthKeysNameFileLineAndField)
{
    auto oneCable = [](const char *keys) {
        return design(QStringLiteral("  - a: [a, p0]\n    b: [b, p0]\n    medium: dac\n") +
                      QString::fromLatin1(keys));
    };
    // 2 lines per `cables:` item header after kHead (18 lines) + "cables:" = line 20 is "- a:".
    Error e = readError(oneCable("    length_m: 3\n    length: 3\n    length_unit: m\n"));
    EXPECT_EQ(e.field(), QStringLiteral("cables[0].length"));
    EXPECT_EQ(e.location().file, QStringLiteral("len.yaml"));
    EXPECT_EQ(e.location().line, 24);
    EXPECT_TRUE(e.message().contains(QStringLiteral("not both"))) << e.message().toStdString();

    e = readError(oneCable("    length_unit: ft\n"));
    EXPECT_EQ(e.field(), QStringLiteral("cables[0].length_unit"));
    EXPECT_EQ(e.location().line, 23);

    e = readError(oneCable("    length: 3\n    length_unit: yd\n"));
    EXPECT_EQ(e.field(), QStringLiteral("cables[0].length_unit"));
    EXPECT_EQ(e.location().line, 24);
    EXPECT_EQ(e.describe(), QStringLiteral("len.yaml:24:18: cables[0].length_unit: Unknown length "
                                           "unit \"yd\"; expected one of: m, cm, ft, in."));

    e = readError(oneCable("    length: 3\n"));
    EXPECT_EQ(e.field(), QStringLiteral("cables[0].length"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("m, cm, ft, in")));

    e = readError(oneCable("    length: -3\n    length_unit: ft\n"));
    EXPECT_EQ(e.field(), QStringLiteral("cables[0].length"));
    EXPECT_TRUE(e.message().contains(QStringLiteral("negative")));
}

TEST(LengthStore, ZeroUnknownAndUnitsSurviveSaveAndLoad)
{
    const Design d = designyaml::read(design(QString::fromLatin1(kCables)), QStringLiteral("l"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("l.railyard"));
    {
        auto store = store::SqliteStore::create(path);
        store->replaceAll(d, {});
    }
    auto store = store::SqliteStore::open(path);
    const Design back = store->load();
    EXPECT_EQ(cable(back, "C0").lengthM, 3.048);
    EXPECT_EQ(cable(back, "C0").lengthUnit, LengthUnit::Foot);
    EXPECT_EQ(cable(back, "C1").lengthUnit, LengthUnit::Inch);
    EXPECT_EQ(cable(back, "C2").lengthUnit, LengthUnit::Centimetre);
    EXPECT_EQ(cable(back, "C3").lengthM, 0.0);
    EXPECT_FALSE(cable(back, "C4").lengthM);
    EXPECT_EQ(designyaml::write(back), designyaml::write(d));
}

TEST(LengthTotals, SummaryBomAndTraceSayAtLeast)
{
    const Design d = designyaml::read(design(QString::fromLatin1(kCables)), QStringLiteral("l"));
    // Known: 3.048 + 0.3048 + 1.5 + 0 = 4.8528 m; C4 unknown.
    const DesignSummary s = summarize(d);
    EXPECT_DOUBLE_EQ(s.cableLength.metres, 4.8528);
    EXPECT_EQ(s.cableLength.known, 4u);
    EXPECT_EQ(s.cableLength.unknown, 1u);
    EXPECT_EQ(formatTotal(s.cableLength, QLocale::c()), QStringLiteral("at least 4.85 m"));
    const fabric::Bom bom = fabric::computeBom(d);
    EXPECT_EQ(bom.cableLength, s.cableLength);
    // One BOM line per length as ordered: 10 ft, 12 in, 150 cm, 0 m and the unknown one.
    EXPECT_EQ(bom.count(QStringLiteral("cable")), 5);
    int unknownLines = 0;
    for (const fabric::BomLine &l : bom.lines)
        unknownLines += l.category == QLatin1String("cable") && !l.lengthM;
    EXPECT_EQ(unknownLines, 1);
    const QByteArray csv = exporttest::exportBytes(d, QStringLiteral("bom-csv"));
    EXPECT_TRUE(csv.contains("\ncable,dac,100G,,1,,,\n")) << csv.toStdString();
    EXPECT_TRUE(csv.contains("\ncable,dac,100G,0,1,,,\n"));
    EXPECT_TRUE(csv.contains("\ntotal-cable-length,known,,4.8528,4,,,\n"));
    EXPECT_TRUE(csv.contains("\ntotal-cable-length,unknown,,,1,,,\n"));
    // A trace over the unknown cable.
    const plans::Connectivity c(d);
    const plans::Trace t = plans::trace(c, cable(d, "C4").aPortId);
    EXPECT_EQ(t.missingLengths, 1);
    EXPECT_TRUE(t.length.isLowerBound());
    const plans::Trace zero = plans::trace(c, cable(d, "C3").aPortId);
    EXPECT_EQ(zero.missingLengths, 0); // 0 m is known
    EXPECT_EQ(formatTotal(zero.length, QLocale::c()), QStringLiteral("0 m"));
}

// NetBox's cable import takes `length` and `length_unit` (docs/references/cmdb.md section 1).
TEST(LengthNetBox, CableCsvWritesTheCablesOwnUnitAndEmptyForUnknown)
{
    const Design d = designyaml::read(design(QString::fromLatin1(kCables)), QStringLiteral("l"));
    const QString csv =
        QString::fromUtf8(exporttest::exportBytes(d, QStringLiteral("netbox-cables")));
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 6);
    const QStringList header = lines[0].split(QLatin1Char(','));
    const auto len = header.indexOf(QStringLiteral("length"));
    const auto unit = header.indexOf(QStringLiteral("length_unit"));
    ASSERT_GE(len, 0);
    ASSERT_GE(unit, 0);
    const QStringList want[] = {{QStringLiteral("10"), QStringLiteral("ft")},
                                {QStringLiteral("12"), QStringLiteral("in")},
                                {QStringLiteral("150"), QStringLiteral("cm")},
                                {QStringLiteral("0"), QStringLiteral("m")},
                                {QString(), QString()}};
    for (int i = 0; i < 5; ++i) {
        const QStringList f = lines[i + 1].split(QLatin1Char(','));
        EXPECT_EQ(f[len], want[i][0]) << lines[i + 1].toStdString();
        EXPECT_EQ(f[unit], want[i][1]) << lines[i + 1].toStdString();
    }
}

TEST(LengthLabels, LabelsShowTheLengthInItsUnit)
{
    const Design d = designyaml::read(design(QString::fromLatin1(kCables)), QStringLiteral("l"));
    const plans::Connectivity c(d);
    QStringList texts;
    for (const plans::CableLabel &l :
         plans::cableLabels(plans::cablingPlan(c), QStringLiteral("{cable}{end} {length}")))
        texts << l.text;
    EXPECT_TRUE(texts.contains(QStringLiteral("C0A 10 ft"))) << texts.join(u'|').toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("C1B 12 in")));
    EXPECT_TRUE(texts.contains(QStringLiteral("C2A 150 cm")));
    EXPECT_TRUE(texts.contains(QStringLiteral("C3A 0 m")));
    EXPECT_TRUE(texts.contains(QStringLiteral("C4A "))); // unknown: nothing printed
}
