// Label sheets say when a label does not fit its stock (issue 18): the text shrinks from 9 pt
// down to render::kMinLabelPt (4 pt); a label that still does not fit is printed cut off and
// reported, naming the cable, its end and the stock; `railyard-cli labels --strict` makes that
// an error (exit 3, no file).

#include "exporttesthelpers.h"

#include "plans/cableplan.h"
#include "plans/labels.h"
#include "render/labelsheet.h"

#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

using namespace ry;

namespace {

/// One line of at least 60 characters per label for the small example: cable label, both ends'
/// device:port and rack, and the medium. At 4 pt a digit of NanumGothic is about 2 pt wide, so
/// 60 characters need about 120 pt = 42 mm, more than the 34.1 mm of text width of an Avery
/// L7651 label (38.1 mm less 2 mm either side).
const QString kLongTemplate = QStringLiteral(
    "{cable}/{end} {device}:{port} in {rack} U{u} to {far_device}:{far_port} in {far_rack} "
    "U{far_u}, {medium} {length}");

std::vector<plans::CableLabel> smallLabels(const QString &tpl)
{
    const plans::Connectivity c(exporttest::smallCluster());
    return plans::cableLabels(plans::cablingPlan(c), tpl);
}

struct CliResult
{
    int code = -1;
    QString out, err;
};

CliResult cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RAILYARD_CLI), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

TEST(LabelSheets, DefaultStockFitsEveryLabelWithoutAWarning)
{
    // The default template on Avery L7160 (63.5 x 38.1 mm): the small example's 72 labels
    // (36 cables, tst_golden Pdf.PageCounts) all fit.
    const auto labels = smallLabels(plans::defaultLabelTemplate());
    ASSERT_EQ(labels.size(), 72u);
    QByteArray pdf;
    QBuffer buf(&pdf);
    buf.open(QIODevice::WriteOnly);
    Diagnostics warnings;
    EXPECT_EQ(
        render::writeLabelSheets(labels, *render::findLabelStock("L7160"), false, buf, &warnings),
        4);
    EXPECT_TRUE(warnings.empty()) << warnings.front().message.toStdString();
}

TEST(LabelSheets, SmallStockNamesEveryLabelItCuts)
{
    const auto labels = smallLabels(kLongTemplate);
    ASSERT_EQ(labels.size(), 72u);
    for (const plans::CableLabel &l : labels)
        ASSERT_GE(l.text.size(), 60) << l.text.toStdString();
    QByteArray pdf;
    QBuffer buf(&pdf);
    buf.open(QIODevice::WriteOnly);
    Diagnostics warnings;
    // 72 labels at 65 a sheet (5 x 13): 2 sheets.
    EXPECT_EQ(
        render::writeLabelSheets(labels, *render::findLabelStock("L7651"), false, buf, &warnings),
        2);
    ASSERT_EQ(warnings.size(), labels.size());
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const Diagnostic &w = warnings[i];
        EXPECT_EQ(w.severity, Diagnostic::Severity::Warning);
        EXPECT_EQ(w.object, labels[i].cableId);
        EXPECT_TRUE(w.message.contains(QStringLiteral("cable %1, end %2")
                                           .arg(labels[i].cableId)
                                           .arg(QLatin1Char(labels[i].end))))
            << w.message.toStdString();
        EXPECT_TRUE(w.message.contains(QStringLiteral("L7651 stock (38.1 x 21.2 mm)")))
            << w.message.toStdString();
    }
}

TEST(LabelSheets, CliWarnsAndStrictWritesNothing)
{
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("s.railyard"));
    ASSERT_EQ(cli({"init", db, "--from", RESOURCES_DIR "/examples/small-cluster.yaml"}).code, 0);
    const QString pdf = tmp.filePath(QStringLiteral("labels.pdf"));
    CliResult r =
        cli({"labels", "--db", db, "--stock", "L7651", "--template", kLongTemplate, "-o", pdf});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(pdf));
    EXPECT_EQ(r.err.count(QStringLiteral("does not fit the L7651 stock")), 72)
        << r.err.toStdString();
    const QString strictPdf = tmp.filePath(QStringLiteral("strict.pdf"));
    r = cli({"labels", "--db", db, "--stock", "L7651", "--template", kLongTemplate, "--strict",
             "-o", strictPdf});
    EXPECT_EQ(r.code, 3) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(strictPdf));
    EXPECT_TRUE(r.err.contains(QStringLiteral("does not fit the L7651 stock")))
        << r.err.toStdString();
    // The default stock and template: no warning, exit 0 under --strict.
    r = cli({"labels", "--db", db, "--strict", "-o", strictPdf});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(strictPdf));
}
