// Slurm block topology (issue 18 pt 2) against the rules of Slurm's topology/block plugin as
// one pinned release has them: slurm-24-11-7-1 (commit defaf214db2e55326f45ab08f1bde5b2036d9f5d),
// src/plugins/topology/block/block_record.c, functions _read_topo_file(), _parse_block() and
// block_record_validate():
// https://github.com/SchedMD/slurm/blob/slurm-24-11-7-1/src/plugins/topology/block/block_record.c
// Debian 12's Slurm (22.05) has no topology/block, so the rules are checked here, in the words
// of docs/plans-and-exports.md ("Slurm block topology"), rather than by a running slurmctld.

#include "deploytesthelpers.h"

#include "plans/hostlist.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace ry;
using deploytest::Builder;
using deploytest::exportWith;

namespace {

/// What slurmctld (slurm-24-11-7-1) would say reading `conf` as topology.conf with the nodes
/// `slurmNodes` in slurm.conf: `fatal` = the controller stops, `warnings` = it logs and runs.
struct BlockCheck
{
    QStringList fatal, warnings;
    qsizetype base = 0; ///< bblock_node_cnt
};

BlockCheck checkBlockFile(const QByteArray &conf, const QStringList &slurmNodes)
{
    BlockCheck r;
    const QSet<QString> known(slurmNodes.cbegin(), slurmNodes.cend());
    QStringList names;
    std::vector<QStringList> nodes;
    QString sizes;
    static const QRegularExpression blockLine(
        QStringLiteral("^BlockName=(\\S+)(?:\\s+Nodes=(\\S+))?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression sizesLine(QStringLiteral("^BlockSizes=(\\S+)\\s*$"),
                                              QRegularExpression::CaseInsensitiveOption);
    for (const QByteArray &raw : conf.split('\n')) {
        const QString line = QString::fromUtf8(raw).section(QLatin1Char('#'), 0, 0).trimmed();
        if (line.isEmpty())
            continue;
        if (const auto m = sizesLine.match(line); m.hasMatch()) {
            sizes = m.captured(1);
            continue;
        }
        const auto m = blockLine.match(line);
        if (!m.hasMatch()) {
            r.fatal << "something wrong with opening/reading: " + line; // s_p_parse_file
            continue;
        }
        // _parse_block(): "block %s hasn't got nodes".
        if (m.captured(2).isEmpty()) {
            r.fatal << "block " + m.captured(1) + " hasn't got nodes";
            continue;
        }
        // "Block (%s) has already been defined".
        if (names.contains(m.captured(1)))
            r.fatal << "Block (" + m.captured(1) + ") has already been defined";
        names << m.captured(1);
        nodes.push_back(plans::expandHostlist(m.captured(2)));
        // node_name2bitmap(): "Invalid node name (%s) in block config (%s)".
        for (const QString &n : nodes.back())
            if (!known.contains(n))
                r.fatal << "Invalid node name (" + n + ") in block config (" + m.captured(1) + ")";
    }
    // _read_topo_file(): the first BlockSizes value is the base block size; every further one
    // a multiple of it by a power of two up to 2^15.
    if (!sizes.isEmpty()) {
        for (const QString &v : sizes.split(QLatin1Char(','))) {
            const int size = v.toInt();
            if (size <= 0) {
                r.fatal << "Invalid BlockSizes value: " + v;
                break;
            }
            if (r.base == 0)
                r.base = size;
            const double level = std::log2(double(size / r.base));
            if (size % r.base || level != std::floor(level) || level > 15) {
                r.fatal << "Invalid BlockSizes value: " + v;
                break;
            }
        }
    }
    if (names.isEmpty()) {
        r.fatal << "No blocks configured";
        return r;
    }
    // block_record_validate(): without BlockSizes the first block's node count is the base;
    // a block with fewer nodes than the base is fatal.
    QSet<QString> inBlocks;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (r.base == 0)
            r.base = nodes[i].size();
        else if (nodes[i].size() < r.base)
            r.fatal << "Block configuration (" + names[int(i)] +
                           ") children count lower than bblock_node_cnt";
        for (const QString &n : nodes[i])
            inBlocks.insert(n);
    }
    QStringList lacking;
    for (const QString &n : slurmNodes)
        if (!inBlocks.contains(n))
            lacking << n;
    if (!lacking.isEmpty())
        r.warnings << QStringLiteral("blocks lack access to %1 nodes: %2")
                          .arg(lacking.size())
                          .arg(plans::compressHostlist(lacking));
    return r;
}

/// 255 GPU nodes two to a rack (racks r001..r128, the last with one), as the bundled example
/// places them, and no supernodes.
Design twoPerRack(int nodes)
{
    Builder b;
    for (int i = 1; i <= nodes; ++i)
        b.node(QStringLiteral("gpu%1").arg(i, 3, 10, QLatin1Char('0')),
               QStringLiteral("r%1").arg((i + 1) / 2, 3, 10, QLatin1Char('0')));
    return b.d;
}

QStringList gpus(int n)
{
    return plans::expandHostlist(QStringLiteral("gpu[001-%1]").arg(n, 3, 10, QLatin1Char('0')));
}

} // namespace

TEST(SlurmBlockRules, TheCheckerCatchesWhatBlockRecordRefuses)
{
    // The old export of the 255-node design ended in a 1-node block after 2-node ones.
    const BlockCheck old = checkBlockFile("BlockName=r001 Nodes=gpu[001-002]\n"
                                          "BlockName=r002 Nodes=gpu003\n",
                                          gpus(3));
    EXPECT_EQ(old.fatal,
              QStringList{"Block configuration (r002) children count lower than bblock_node_cnt"});
    EXPECT_EQ(
        checkBlockFile("BlockSizes=30,120\nBlockName=b1 Nodes=gpu[001-030]\n", gpus(30)).fatal,
        QStringList{}); // topology.conf(5)'s own example sizes
    EXPECT_FALSE(checkBlockFile("BlockSizes=2,6\nBlockName=b Nodes=gpu[001-002]\n", gpus(2))
                     .fatal.isEmpty()); // 6/2 is not a power of two
    EXPECT_FALSE(
        checkBlockFile("BlockName=b Nodes=gpu[001-002]\nBlockName=b Nodes=gpu003\n", gpus(3))
            .fatal.isEmpty());
    EXPECT_FALSE(checkBlockFile("BlockName=b Nodes=gpu009\n", gpus(3)).fatal.isEmpty());
}

TEST(SlurmBlockRules, The255NodeDesignPassesSlurm24_11Rules)
{
    Diagnostics diags;
    const QByteArray conf =
        exportWith(twoPerRack(255), QStringLiteral("slurm-topology-block"), {}, &diags);
    const BlockCheck c = checkBlockFile(conf, gpus(255));
    EXPECT_EQ(c.fatal, QStringList{}) << conf.toStdString();
    EXPECT_EQ(c.base, 2);
    // gpu255, alone in its rack, is left out, said by the export and by Slurm's own warning.
    EXPECT_EQ(c.warnings, QStringList{"blocks lack access to 1 nodes: gpu255"});
    EXPECT_TRUE(conf.contains("BlockSizes=2,4,8,16,32\n")) << conf.toStdString();
    EXPECT_TRUE(conf.contains("BlockName=r127 Nodes=gpu[253-254]\n"));
    EXPECT_FALSE(conf.contains("BlockName=r128"));
    bool said = false;
    for (const Diagnostic &d : diags)
        said = said || (d.message.contains(QStringLiteral("r128")) &&
                        d.message.contains(QStringLiteral("gpu255")));
    EXPECT_TRUE(said);
    // 256 nodes fill every rack: no block left out, and nothing but the supernode warning.
    const QByteArray full =
        exportWith(twoPerRack(256), QStringLiteral("slurm-topology-block"), {}, &diags);
    const BlockCheck f = checkBlockFile(full, gpus(256));
    EXPECT_EQ(f.fatal, QStringList{});
    EXPECT_EQ(f.warnings, QStringList{});
    EXPECT_EQ(diags.size(), 1u);
}

TEST(SlurmBlockRules, SupernodeBlocksTakeTheMostCommonSizeAsBase)
{
    // Three NVL72-like domains of 4 nodes, one larger (6) and one partial (2), in that order:
    // without BlockSizes the first block (6 nodes) would be the base and the 4-node blocks
    // fatal.
    Builder b;
    const int sizes[] = {6, 4, 4, 4, 2};
    int n = 0;
    for (int s = 0; s < 5; ++s) {
        Supernode sn;
        sn.name = QStringLiteral("nvl%1").arg(s + 1);
        sn.kind = QStringLiteral("nvl72");
        const Id id = b.d.supernodes.add(sn);
        for (int i = 0; i < sizes[s]; ++i) {
            const Id dev = b.node(QStringLiteral("gpu%1").arg(++n, 3, 10, QLatin1Char('0')),
                                  QStringLiteral("R%1").arg(s + 1));
            b.d.devices.find(dev)->supernodeId = id;
        }
    }
    Diagnostics diags;
    const QByteArray conf = exportWith(b.d, QStringLiteral("slurm-topology-block"), {}, &diags);
    const BlockCheck c = checkBlockFile(conf, gpus(n));
    EXPECT_EQ(c.fatal, QStringList{}) << conf.toStdString();
    EXPECT_EQ(c.base, 4);
    EXPECT_EQ(c.warnings, QStringList{"blocks lack access to 2 nodes: gpu[019-020]"});
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_TRUE(diags[0].message.contains(QStringLiteral("nvl5")))
        << diags[0].message.toStdString();

    // --strict turns the left-out block into an error, and no file is written.
    exporting::ExportOptions o;
    o.strict = true;
    QTemporaryDir dir;
    exporting::Reporter r;
    EXPECT_THROW(
        exporting::exportToFile(*exporting::findExporter(QStringLiteral("slurm-topology-block")),
                                b.d, dir.filePath(QStringLiteral("topology.conf")), r, o),
        Error);
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST(SlurmBlockRules, TheBundledExamplePassesThroughTheCli)
{
    // resources/examples/kakao-b200-255.yaml, generated and exported as an operator would.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("k.railyard"));
    const QString cli = QStringLiteral(RAILYARD_CLI);
    ASSERT_EQ(deploytest::run(cli, {"init", db}).code, 0);
    ASSERT_EQ(deploytest::run(
                  cli, {"generate", "--db", db, RESOURCES_DIR "/examples/kakao-b200-255.yaml"})
                  .code,
              0);
    const deploytest::Run r =
        deploytest::run(cli, {"export", "--db", db, "--format", "slurm-topology-block"});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const BlockCheck c = checkBlockFile(r.out, gpus(255));
    EXPECT_EQ(c.fatal, QStringList{}) << r.out.toStdString();
    EXPECT_EQ(c.base, 2);
    EXPECT_EQ(c.warnings, QStringList{"blocks lack access to 1 nodes: gpu255"});
    EXPECT_TRUE(r.err.contains("gpu255")) << r.err.toStdString();
}
