// The printed plans read back by poppler, as a crew's PDF viewer would (issue 18 pt 3):
// `pdftotext -bbox` gives every word with its box, so the tests check that each cable's whole
// label is printed and that its glyphs lie inside the label column (plain text extraction also
// returns text a clip path hides), and that no cell runs into the next column; `pdftoppm -png`
// renders a page. Ran against poppler-utils 22.12.0 (Debian 12; the version is printed).

#include "../common/requireprogram.h"
#include "exporttesthelpers.h"

#include "plans/cableplan.h"
#include "usecases/generate.h"

#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocumentFragment>

#include <cstdio>
#include <map>

using namespace ry;

namespace {

struct Word
{
    int page = 0;
    double xMin = 0, yMin = 0, xMax = 0, yMax = 0; ///< points from the page's top left
    QString text;
};

QString runText(const QString &program, const QStringList &args, int *code = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    const bool ok = p.waitForStarted(10000) && p.waitForFinished(300000);
    if (code)
        *code = ok && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAll());
}

/// Prints the poppler version the test ran against (pdftotext -v), once.
void printPopplerVersion()
{
    static bool printed = false;
    if (!printed) {
        std::printf("pdftotext -v: %s\n",
                    qPrintable(runText("pdftotext", {"-v"}).section('\n', 0, 0)));
        printed = true;
    }
}

/// The words of `pdf` as pdftotext -bbox lists them (one <word> element each, in reading order).
std::vector<Word> bboxWords(const QString &pdf)
{
    int code = -1;
    const QString html = runText("pdftotext", {"-bbox", pdf, "-"}, &code);
    EXPECT_EQ(code, 0) << html.toStdString();
    std::vector<Word> words;
    static const QRegularExpression re(
        QStringLiteral("<page |<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" "
                       "yMax=\"([\\d.]+)\">([^<]*)</word>"));
    int page = 0;
    for (auto it = re.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(0) == QLatin1String("<page ")) {
            ++page;
            continue;
        }
        words.push_back({page, m.captured(1).toDouble(), m.captured(2).toDouble(),
                         m.captured(3).toDouble(), m.captured(4).toDouble(),
                         // Qt 6.4's PDF writer maps the blank's glyph to U+0001 in its ToUnicode
                         // table; read it as the blank it is.
                         QTextDocumentFragment::fromHtml(m.captured(5))
                             .toPlainText()
                             .replace(QChar(1), QLatin1Char(' '))});
    }
    return words;
}

/// The 255-node example (resources/examples/kakao-b200-255.yaml) as generated.
const Design &kakao()
{
    static const Design d = [] {
        usecases::Progress progress;
        return usecases::generateDesign(usecases::specFileRequest(QStringLiteral(
                                            RESOURCES_DIR "/examples/kakao-b200-255.yaml")),
                                        progress)
            .design;
    }();
    return d;
}

QString writePdf(const QTemporaryDir &dir, const Design &d, const QString &format,
                 Diagnostics *diags = nullptr)
{
    const QString path = dir.filePath(format + QStringLiteral(".pdf"));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(exporttest::exportBytes(d, format, diags));
    return path;
}

/// One page's column header line: its top (points) and the left edge of each column.
struct HeaderLine
{
    double y = 0;
    std::vector<double> xs;
};

/// Per page: the left edge (points) of each column, from the words of its header line. The
/// header line is the line (same yMin) whose first word is `header[0]`; each column starts at
/// the word that begins its header text. Blanks are ignored in the comparison: pdftotext joins
/// "A rack/U" into one word (Qt 6.4 positions the glyphs with no gap pdftotext counts as a word
/// break); a header that wraps gives the start of its text on the header line.
std::map<int, HeaderLine> columnStarts(const std::vector<Word> &words, const QStringList &header)
{
    std::map<int, HeaderLine> starts;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i].text != header[0] || starts.count(words[i].page))
            continue;
        std::vector<const Word *> line;
        for (std::size_t j = i; j < words.size() && words[j].page == words[i].page; ++j)
            if (qAbs(words[j].yMin - words[i].yMin) < 0.5)
                line.push_back(&words[j]);
        std::sort(line.begin(), line.end(),
                  [](const Word *a, const Word *b) { return a->xMin < b->xMin; });
        std::vector<double> xs;
        std::size_t j = 0;
        for (const QString &h : header) {
            QString joined = h;
            joined.remove(QLatin1Char(' '));
            auto text = [&](std::size_t k) { return QString(line[k]->text).remove(' '); };
            if (j >= line.size() || !joined.startsWith(text(j)))
                break;
            xs.push_back(line[j]->xMin);
            // The rest of a header pdftotext split into several words.
            QString seen = text(j++);
            while (j < line.size() && seen.size() < joined.size() &&
                   joined.mid(seen.size()).startsWith(text(j)))
                seen += text(j++);
        }
        if (xs.size() == std::size_t(header.size()))
            starts[words[i].page] = {words[i].yMin, xs};
    }
    return starts;
}

/// The words of the table rows of `words` (below each page's header line, above the footer)
/// by column, in reading order; fails the test for a page without the header and for every
/// word whose glyphs reach into the next column. `checked` counts the words.
std::vector<std::vector<const Word *>> wordsByColumn(const std::vector<Word> &words,
                                                     const QStringList &header, int *checked)
{
    std::vector<std::vector<const Word *>> columns(std::size_t(header.size()));
    const auto starts = columnStarts(words, header);
    const int pages = words.empty() ? 0 : words.back().page;
    EXPECT_EQ(int(starts.size()), pages) << "a page without the column header";
    for (const Word &w : words) {
        const auto it = starts.find(w.page);
        if (it == starts.end())
            continue;
        const std::vector<double> &xs = it->second.xs;
        // Below the header line (the title and section lines span the page) and above the
        // footer, which starts at the bottom margin: 595 pt (A4 landscape) less 12 mm (34 pt).
        if (w.yMin <= it->second.y + 0.5 || w.xMin < xs[0] - 0.5 || w.yMin >= 595 - 34.0 - 0.5)
            continue;
        std::size_t col = 0;
        while (col + 1 < xs.size() && w.xMin >= xs[col + 1] - 0.5)
            ++col;
        // 1 mm (2.83 pt) of padding sits between a column's text and the next column's.
        if (col + 1 < xs.size()) {
            EXPECT_LE(w.xMax, xs[col + 1] - 1.0)
                << "page " << w.page << ": \"" << w.text.toStdString() << "\" of column "
                << header[int(col)].toStdString() << " runs into "
                << header[int(col) + 1].toStdString();
        }
        columns[col].push_back(&w);
        ++*checked;
    }
    return columns;
}

/// The cabling plan's header (core/export/planexporters.cpp; tests run untranslated).
const QStringList kCablingHeader{
    "Label",  "Bundle", "A rack/U",    "A device", "A port", "B rack/U", "B device", "B port",
    "Medium", "Length", "Part number", "Colour",   "Rail",   "Plane",    "Status",   "Done"};

} // namespace

// Every label of the 255-node example: the generator labels cables "compute-000001" and so on
// (14 characters), which the fixed 7/106-of-the-width label column once printed as
// "compute-00...". Each label must now be one whole word in the label column, and no word of
// any row may reach into the next column.
TEST(PdfConsumer, CablingPlanOf255NodesPrintsEveryLabelWholeInItsColumn)
{
    RY_REQUIRE_PROGRAM("pdftotext", "poppler-utils");
    printPopplerVersion();
    QTemporaryDir tmp;
    Diagnostics diags;
    const QString pdf = writePdf(tmp, kakao(), QStringLiteral("cabling-pdf"), &diags);
    for (const Diagnostic &d : diags)
        ADD_FAILURE() << d.message.toStdString(); // the page fits every identifying column
    const std::vector<Word> words = bboxWords(pdf);
    ASSERT_FALSE(words.empty());
    const QStringList &header = kCablingHeader;
    int checked = 0;
    const auto columns = wordsByColumn(words, header, &checked);
    QSet<QString> inLabelColumn;
    for (const Word *w : columns[0])
        inLabelColumn.insert(w->text);
    EXPECT_GT(checked, 1000);
    int labels = 0;
    for (const Cable &c : kakao().cables) {
        if (c.label.isEmpty())
            continue;
        ++labels;
        EXPECT_TRUE(inLabelColumn.contains(c.label)) << c.label.toStdString();
    }
    // The example's cabling: 255 nodes x (8 rails + eth0 + bmc) and the switch uplinks; at
    // least the 2040 rail cables (255 x 8, the spec's rails) carry a label.
    EXPECT_GE(labels, 2040);
    EXPECT_FALSE(inLabelColumn.contains(QStringLiteral("compute-00...")));
}

// A page rendered as an image is not blank: pdftoppm draws the first page of the cabling plan
// at 50 dpi, so an A4 landscape page is 585 x 413 px (297 x 210 mm / 25.4 * 50).
TEST(PdfConsumer, CablingPlanPageRendersToPng)
{
    RY_REQUIRE_PROGRAM("pdftoppm", "poppler-utils");
    printPopplerVersion();
    QTemporaryDir tmp;
    const QString pdf = writePdf(tmp, exporttest::smallCluster(), QStringLiteral("cabling-pdf"));
    int code = -1;
    const QString out = runText(
        "pdftoppm",
        {"-png", "-r", "50", "-f", "1", "-l", "1", pdf, tmp.filePath(QStringLiteral("page"))},
        &code);
    ASSERT_EQ(code, 0) << out.toStdString();
    QImage img(tmp.filePath(QStringLiteral("page-1.png")));
    ASSERT_FALSE(img.isNull());
    EXPECT_NEAR(img.width(), 585, 2);
    EXPECT_NEAR(img.height(), 413, 2);
    int dark = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            dark += qGray(img.pixel(x, y)) < 128;
    EXPECT_GT(dark, 500) << "the rendered page is (nearly) blank";
}

// Korean names print in a Hangul font (fonts-nanum's NanumGothic, render/paintutil.cpp): a rack
// and a cable label in Korean come back from pdftotext as the same text, and pdffonts lists
// the embedded NanumGothic.
TEST(PdfConsumer, KoreanNamesRenderInTheCablingPlan)
{
    RY_REQUIRE_PROGRAM("pdftotext", "poppler-utils");
    RY_REQUIRE_PROGRAM("pdffonts", "poppler-utils");
    printPopplerVersion();
    Design d = exporttest::smallCluster();
    ASSERT_FALSE(d.racks.empty());
    d.racks.begin()->name = QStringLiteral("가동-01");
    Cable &c = *d.cables.begin();
    c.label = QStringLiteral("가동케이블-0001");
    QTemporaryDir tmp;
    const QString pdf = writePdf(tmp, d, QStringLiteral("cabling-pdf"));
    QSet<QString> texts;
    for (const Word &w : bboxWords(pdf))
        texts.insert(w.text);
    EXPECT_TRUE(texts.contains(QStringLiteral("가동케이블-0001")));
    EXPECT_TRUE(texts.contains(QStringLiteral("가동-01")));
    const QString fonts = runText("pdffonts", {pdf});
    EXPECT_TRUE(fonts.contains(QStringLiteral("NanumGothic"))) << fonts.toStdString();
}

// A page too narrow for the identifying columns: a 150-character label (every other label of
// the small example is 5 characters, "C0001") cannot share one landscape A4 line with both
// ends' rack/U, device and port, so the columns wrap, the export says so, and still no glyph
// leaves its column: the label's lines in the label column put together give the whole label.
TEST(PdfConsumer, TooNarrowPageWrapsIdentifyingColumnsAndSaysSo)
{
    RY_REQUIRE_PROGRAM("pdftotext", "poppler-utils");
    printPopplerVersion();
    Design d = exporttest::smallCluster();
    QString label;
    for (int i = 0; label.size() < 150; ++i)
        label += QStringLiteral("segment%1-").arg(i, 2, 10, QLatin1Char('0'));
    label.chop(1);
    d.cables.begin()->label = label;
    QTemporaryDir tmp;
    Diagnostics diags;
    const QString pdf = writePdf(tmp, d, QStringLiteral("cabling-pdf"), &diags);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_TRUE(diags[0].message.startsWith(
        QStringLiteral("Cabling plan: the page is too narrow for the columns Label")))
        << diags[0].message.toStdString();
    int checked = 0;
    const std::vector<Word> words = bboxWords(pdf); // outlives the pointers into it
    const auto columns = wordsByColumn(words, kCablingHeader, &checked);
    QString joined;
    for (const Word *w : columns[0])
        joined += w->text;
    EXPECT_TRUE(joined.contains(label)) << joined.toStdString();
    EXPECT_GT(checked, 100);
}

// The patch plan of the patch-panel fixture (tests/data/export/panels.yaml): every front port,
// rear port and cable label whole in its column, on panel-a, panel-b and the trunk map.
TEST(PdfConsumer, PatchPlanPrintsPortsAndCablesWholeInTheirColumns)
{
    RY_REQUIRE_PROGRAM("pdftotext", "poppler-utils");
    printPopplerVersion();
    QTemporaryDir tmp;
    Diagnostics diags;
    const QString pdf = writePdf(tmp, exporttest::panels(), QStringLiteral("patch-pdf"), &diags);
    const QStringList header{"Front port",    "Rear port",  "Pos.",         "Front cable",
                             "Front far end", "Rear cable", "Rear far end", "Circuit from",
                             "Circuit to",    "Trace"};
    int checked = 0;
    const std::vector<Word> words = bboxWords(pdf); // outlives the pointers into it
    const auto columns = wordsByColumn(words, header, &checked);
    auto texts = [&](int c) {
        QSet<QString> t;
        for (const Word *w : columns[std::size_t(c)])
            t.insert(w->text);
        return t;
    };
    const QSet<QString> front = texts(0), rear = texts(1), frontCable = texts(3),
                        rearCable = texts(5);
    const plans::PatchPlan plan = plans::patchPlan(plans::Connectivity(exporttest::panels()));
    ASSERT_FALSE(plan.ports.empty());
    for (const plans::PatchRow &r : plan.ports) {
        EXPECT_TRUE(front.contains(r.frontPort)) << r.frontPort.toStdString();
        EXPECT_TRUE(rear.contains(r.rearPort)) << r.rearPort.toStdString();
        if (!r.frontCable.isEmpty()) {
            EXPECT_TRUE(frontCable.contains(r.frontCable)) << r.frontCable.toStdString();
        }
        if (!r.rearCable.isEmpty()) {
            EXPECT_TRUE(rearCable.contains(r.rearCable)) << r.rearCable.toStdString();
        }
    }
    // The trunk map lists each trunk's label in the first column.
    for (const plans::TrunkRow &t : plan.trunks)
        EXPECT_TRUE(front.contains(t.label)) << t.label.toStdString();
    EXPECT_GT(checked, 50);
}
