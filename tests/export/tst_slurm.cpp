// Slurm exports (issue 18): node lists (--slurm-nodes), host list expansion, the tree topology
// of the bundled 255-node design, and slurmctld itself reading it (label `consumers`).

#include "../common/requireprogram.h"
#include "exporttesthelpers.h"

#include "export/deployexporters.h"
#include "plans/hostlist.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace ry;

namespace {

QString writeTemp(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return path;
}

} // namespace

TEST(SlurmHostlist, ExpandsRangesListsAndProducts)
{
    // slurm.conf(5), NodeName: "tux[0-9]", "linux[0-64,128]"; several bracket groups multiply.
    EXPECT_EQ(plans::expandHostlist(QStringLiteral("gpu[001-003,007],login1")),
              (QStringList{"gpu001", "gpu002", "gpu003", "gpu007", "login1"}));
    EXPECT_EQ(plans::expandHostlist(QStringLiteral("r[1-2]n[1-2]")),
              (QStringList{"r1n1", "r1n2", "r2n1", "r2n2"}));
    EXPECT_EQ(plans::expandHostlist(QStringLiteral("gpu[001-255]")).size(), 255);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("gpu[1-3")), Error);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("gpu[3-1]")), Error);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("gpu[a-b]")), Error);
    EXPECT_THROW(plans::expandHostlist(QStringLiteral("n[1-2000000]")), Error);
    // The inverse of compressHostlist on its own output.
    const QStringList names{"gpu001", "gpu002", "gpu010", "leaf7"};
    EXPECT_EQ(plans::expandHostlist(plans::compressHostlist(names)), names);
}

TEST(SlurmNodeList, ReadsSlurmConfNodeNameLines)
{
    QTemporaryDir dir;
    const QString path = writeTemp(dir, QStringLiteral("slurm.conf"),
                                   "ClusterName=x\n"
                                   "NodeName=DEFAULT CPUs=224 RealMemory=2000000\n"
                                   "NodeName=gpu[001-004] Gres=gpu:8 # rack A\n"
                                   "nodename=gpu005 NodeAddr=10.0.0.5\n"
                                   "#NodeName=gpu999\n"
                                   "PartitionName=all Nodes=ALL\n");
    EXPECT_EQ(exporting::readSlurmNodeList(path),
              (QStringList{"gpu001", "gpu002", "gpu003", "gpu004", "gpu005"}));
}

TEST(SlurmNodeList, ReadsAPlainListAndNamesTheBadLine)
{
    QTemporaryDir dir;
    EXPECT_EQ(exporting::readSlurmNodeList(
                  writeTemp(dir, QStringLiteral("nodes"), "gpu001\ngpu[002-003],gpu007  # x\n")),
              (QStringList{"gpu001", "gpu002", "gpu003", "gpu007"}));
    try {
        exporting::readSlurmNodeList(writeTemp(dir, QStringLiteral("bad"), "gpu001\ngpu[9-\n"));
        FAIL() << "no error";
    } catch (const Error &e) {
        EXPECT_EQ(e.location().line, 2);
        EXPECT_TRUE(e.location().file.endsWith(QStringLiteral("bad")));
    }
    EXPECT_THROW(exporting::readSlurmNodeList(writeTemp(dir, QStringLiteral("empty"), "# none\n")),
                 Error);
    EXPECT_THROW(exporting::readSlurmNodeList(dir.filePath(QStringLiteral("missing"))), Error);
}
