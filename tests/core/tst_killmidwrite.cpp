// A crash in the middle of a write must leave the last committed state intact: a child process
// (store_writer.cpp) is SIGKILLed inside a large replaceAll transaction, then the file is reopened.

#include "store/document.h"
#include "testdesigns.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>

using namespace ry;

TEST(KillMidWrite, LastCommittedStateSurvivesSigkill)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    Design committed = test::twoRackDesign();
    committed.cables.add(test::cable(committed, QStringLiteral("C1"), QStringLiteral("node1"),
                                     QStringLiteral("ib0"), QStringLiteral("leaf1"),
                                     QStringLiteral("P1")));
    {
        auto doc = store::Document::create(path);
        doc->replaceAll(committed, QStringLiteral("import"), {});
    }
    for (int attempt = 0; attempt < 3; ++attempt) {
        QProcess child;
        child.start(QStringLiteral(STORE_WRITER), {path});
        ASSERT_TRUE(child.waitForStarted(10000));
        QByteArray seen;
        while (!seen.contains("WRITING") && child.state() == QProcess::Running) {
            child.waitForReadyRead(10000);
            seen += child.readAllStandardOutput();
        }
        ASSERT_TRUE(seen.contains("WRITING")) << child.readAllStandardError().toStdString();
        // Let it write for a while (longer each attempt), then kill it without warning.
        QThread::msleep(50 + 150 * attempt);
        ASSERT_EQ(::kill(pid_t(child.processId()), SIGKILL), 0);
        child.waitForFinished(10000);
        EXPECT_EQ(child.exitStatus(), QProcess::CrashExit);
        EXPECT_FALSE(child.readAllStandardOutput().contains("DONE"));

        auto doc = store::Document::open(path);
        Design reopened = doc->design();
        EXPECT_EQ(reopened.name, QStringLiteral("test"));
        EXPECT_EQ(reopened.devices.size(), committed.devices.size());
        reopened.changeLog.clear();
        EXPECT_TRUE(reopened == committed) << "attempt " << attempt;
    }
}
