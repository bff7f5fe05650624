// docs/fabric-spec.md is checked against the code (issue 15 point 8): every ```yaml block in it
// is generated as `railyard-cli generate` does (usecases::specFileRequest + generateDesign, the
// bundled device-type library) and must give the "Plane ..." lines and the device and cable
// totals written under it; and every key emitFabricSpec() writes for a spec with every section
// on must appear in the page as `key`, so that a new key cannot go undocumented.

#include "fabric/fabricspec.h"
#include "usecases/generate.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

const QString kDoc = QStringLiteral(DOCS_DIR "/fabric-spec.md");

QString readDoc()
{
    QFile f(kDoc);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << kDoc.toStdString();
    return QString::fromUtf8(f.readAll());
}

/// A worked example: its YAML text and what the page says `generate` prints for it.
struct Example
{
    int line = 0;           ///< 1-based line of the ```yaml fence
    QString yaml;           ///< the block's text
    QStringList planeLines; ///< "Plane ..." lines, in order
    QString totals;         ///< "N devices, M cables"
};

/// Every ```yaml block of `doc`, with the first line after it that starts "Generates:": its
/// backticked parts are the plane lines (those that start "Plane ") and the totals.
std::vector<Example> examples(const QString &doc)
{
    std::vector<Example> out;
    const QStringList lines = doc.split(QLatin1Char('\n'));
    static const QRegularExpression tick(QStringLiteral("`([^`]+)`"));
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed() != QLatin1String("```yaml"))
            continue;
        Example e;
        e.line = i + 1;
        int j = i + 1;
        for (; j < lines.size() && lines[j].trimmed() != QLatin1String("```"); ++j)
            e.yaml += lines[j] + QLatin1Char('\n');
        for (; j < lines.size(); ++j)
            if (lines[j].startsWith(QLatin1String("Generates:")))
                break;
        // The statement may wrap: read up to the blank line.
        QString stmt;
        for (; j < lines.size() && !lines[j].trimmed().isEmpty(); ++j)
            stmt += lines[j] + QLatin1Char(' ');
        for (const QRegularExpressionMatch &m : tick.globalMatch(stmt)) {
            const QString t = m.captured(1);
            if (t.startsWith(QLatin1String("Plane ")))
                e.planeLines << t;
            else if (t.endsWith(QLatin1String(" cables")))
                e.totals = t;
        }
        out.push_back(e);
        i = j;
    }
    return out;
}

/// The first line `railyard-cli generate` prints per plane (app/cli/commands_fabric.cpp).
QString planeLine(const fabric::PlaneSummary &s)
{
    return QStringLiteral("Plane %1 (%2): %3 nodes, %4 SU, %5 tiers, %6 leaves, %7 spines, %8 "
                          "cores; cables node-leaf %9, leaf-spine %10, spine-core %11")
        .arg(s.plane, fabric::toString(s.topology))
        .arg(s.nodes)
        .arg(s.sus)
        .arg(s.tiers)
        .arg(s.leaves)
        .arg(s.spines)
        .arg(s.cores)
        .arg(s.nodeLeafCables)
        .arg(s.leafSpineCables)
        .arg(s.spineCoreCables);
}

} // namespace

// One worked example per topology kind, each generated from the bundled library; the counts
// are the page's own (each is derived in the text beside its example).
TEST(FabricSpecDoc, EveryExampleGeneratesTheCountsThePageStates)
{
    const std::vector<Example> all = examples(readDoc());
    QSet<QString> kinds;
    for (const Example &e : all) {
        SCOPED_TRACE(QStringLiteral("docs/fabric-spec.md:%1").arg(e.line).toStdString());
        ASSERT_FALSE(e.planeLines.isEmpty()) << "no \"Generates:\" line with a `Plane ...`";
        ASSERT_FALSE(e.totals.isEmpty()) << "no `N devices, M cables` on the \"Generates:\" line";
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("example.yaml"));
        {
            QFile f(path);
            ASSERT_TRUE(f.open(QIODevice::WriteOnly));
            f.write(e.yaml.toUtf8());
        }
        Progress progress;
        usecases::GenerateResult r;
        try {
            const usecases::GenerateRequest req = usecases::specFileRequest(path);
            for (const fabric::ComputePlaneSpec &p : req.spec.computePlanes)
                kinds.insert(fabric::toString(p.topology));
            r = usecases::generateDesign(req, progress);
        } catch (const Error &err) {
            ADD_FAILURE() << err.describe().toStdString();
            continue;
        }
        QStringList got;
        for (const fabric::PlaneSummary &s : r.report.planes)
            got << planeLine(s);
        EXPECT_EQ(got.join(QLatin1Char('\n')).toStdString(),
                  e.planeLines.join(QLatin1Char('\n')).toStdString());
        EXPECT_EQ(QStringLiteral("%1 devices, %2 cables")
                      .arg(r.design.devices.size())
                      .arg(r.design.cables.size())
                      .toStdString(),
                  e.totals.toStdString());
    }
    // One example per topology kind.
    for (const char *k :
         {"rail-optimized-fat-tree", "fat-tree", "rail-only", "nvl72", "cloudmatrix"})
        EXPECT_TRUE(kinds.contains(QLatin1String(k))) << "no example of " << k;
}

// Every key of the canonical form, with every section on, is documented as `key`.
TEST(FabricSpecDoc, EveryKeyEmitFabricSpecWritesIsDocumented)
{
    fabric::FabricSpec s;
    s.name = QStringLiteral("all");
    fabric::NodeGroup g;
    g.name = QStringLiteral("g");
    g.nodeType = QStringLiteral("n");
    g.count = 1;
    s.groups.push_back(g);
    fabric::NodeGroup byGpus = g; // `gpus` replaces `count` in the canonical form
    byGpus.name = QStringLiteral("h");
    byGpus.count = 0;
    byGpus.gpus = 8;
    s.groups.push_back(byGpus);
    fabric::ComputePlaneSpec p;
    p.topology = fabric::Topology::Nvl72;
    p.oversubscription = {fabric::Ratio{2, 1}};
    s.computePlanes.push_back(p);
    s.storage.enabled = s.inband.enabled = s.oob.enabled = true;
    s.placement.powerCables = true;       // written only when set
    s.placement.pduAvailablePowerKw = 17; // written only when set
    const QString text = fabric::emitFabricSpec(s);
    ASSERT_FALSE(s.cabling.media.empty());

    const QString doc = readDoc();
    static const QRegularExpression key(QStringLiteral("^\\s*(?:- )?([a-z][a-z0-9-]*):"),
                                        QRegularExpression::MultilineOption);
    QStringList keys, missing;
    for (const QRegularExpressionMatch &m : key.globalMatch(text)) {
        const QString k = m.captured(1);
        if (keys.contains(k))
            continue;
        keys << k;
        if (!doc.contains(QLatin1Char('`') + k + QLatin1Char('`')))
            missing << k;
    }
    // The sections and some keys of each, so that the pattern cannot silently match nothing.
    for (const char *k : {"groups", "compute-planes", "storage", "inband", "oob", "supernode",
                          "placement", "cabling", "media", "target-nodes", "power-cables",
                          "pdu-available-power-kw", "smf-max-m", "ub-ports", "count", "gpus"})
        EXPECT_TRUE(keys.contains(QLatin1String(k))) << k;
    EXPECT_EQ(missing.join(QStringLiteral(", ")).toStdString(), "");
}
