// Golden files for every text format on the bundled small example and on the patch-panel
// fixture (tests/data/export/panels.yaml with rules.yaml allocated). Regenerate after an
// intended change with RAILYARD_UPDATE_GOLDEN=1 and review the diff.

#include "exporttesthelpers.h"

#include "render/paintutil.h"

#include <QXmlStreamReader>

#include <gtest/gtest.h>

using namespace exporttest;

namespace {

void checkAllText(const ry::Design &d, const QString &dir)
{
    for (const auto &e : ry::exporting::exporters()) {
        if (e->isBinary() || e->format() == QLatin1String("yaml") ||
            e->format() == QLatin1String("rack-elevation-svg"))
            continue;
        SCOPED_TRACE(e->format().toStdString());
        const QByteArray bytes = exportBytes(d, e->format());
        const QString diff = compareGolden(
            dir + QLatin1Char('/') + e->format() + QLatin1Char('.') + e->suffix(), bytes);
        EXPECT_TRUE(diff.isEmpty()) << diff.toStdString();
    }
}

int pages(const ry::Design &d, const QString &format)
{
    return ry::render::pdfPageCount(exportBytes(d, format));
}

} // namespace

TEST(Golden, SmallClusterTextFormats)
{
    checkAllText(smallCluster(), QStringLiteral("small-cluster"));
}

TEST(Golden, PanelsTextFormats)
{
    checkAllText(panels(), QStringLiteral("panels"));
}

TEST(Pdf, PageCounts)
{
    // Cabling plan: one section per A-end rack; the small example has node01/02 (18 cables with
    // the BMC ones) in A01 and node03/04 in A02, each fitting one landscape page.
    EXPECT_EQ(pages(smallCluster(), QStringLiteral("cabling-pdf")), 2);
    // 36 cables = 72 labels on Avery L7160 (21 per sheet): ceil(72 / 21) = 4 sheets.
    EXPECT_EQ(pages(smallCluster(), QStringLiteral("labels-pdf")), 4);
    // Two racks, a page each.
    EXPECT_EQ(pages(smallCluster(), QStringLiteral("rack-elevation-pdf")), 2);
    // No panels: one page saying so.
    EXPECT_EQ(pages(smallCluster(), QStringLiteral("patch-pdf")), 1);
    // panel-a, panel-b, the trunk map and trunk T-AB-1's six positions.
    EXPECT_EQ(pages(panels(), QStringLiteral("patch-pdf")), 4);
    // 13 cables = 26 labels: 2 sheets.
    EXPECT_EQ(pages(panels(), QStringLiteral("labels-pdf")), 2);
    const QByteArray pdf = exportBytes(panels(), QStringLiteral("cabling-pdf"));
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_EQ(ry::render::pdfPageCount(pdf), 2); // racks B01 and B02
}

TEST(Svg, RackElevationsNameEveryRackAndDevice)
{
    const QByteArray svg = exportBytes(smallCluster(), QStringLiteral("rack-elevation-svg"));
    QXmlStreamReader xml(svg);
    QStringList texts;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    const QString all = texts.join(QLatin1Char('\n'));
    for (const char *name : {"A01", "A02", "node01", "node04", "leaf-01", "leaf-02", "mgmt-01"})
        EXPECT_TRUE(all.contains(QLatin1String(name))) << name;
    // Rack A01 holds node01, node02 (14.3 kW each), leaf-01 (1.72 kW), mgmt-01 (0.098 kW):
    // 30.418 kW, printed to one decimal, against the 35 kW budget (small-cluster.yaml).
    EXPECT_TRUE(all.contains(QStringLiteral("30.4 kW max"))) << all.toStdString();
    // U numbers 1..42 on both sides of both racks.
    EXPECT_GE(texts.count(QStringLiteral("42")), 4);
}
