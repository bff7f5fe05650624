// The JSON Lines schema: writer/reader round trip, chunking, launcher prefixes, and what a
// hostile or broken node can send (garbage, over-long lines, wrong types, a newer schema).

#include "probe/events.h"

#include <gtest/gtest.h>

#include <QJsonObject>

using namespace ry::probe;

namespace {

QByteArray ncclRow(int rank = 0)
{
    return toJsonLine(
        {{"event", "row"},
         {"mode", "nccl"},
         {"host", "n1"},
         {"rank", rank},
         {"nranks", 2},
         {"collective", "all_reduce"},
         {"size", 1048576},
         {"count", 262144},
         {"type", "float"},
         {"redop", "sum"},
         {"root", -1},
         {"oop", QJsonObject{{"time_us", 100.0}, {"algbw", 10.49}, {"busbw", 10.49}, {"wrong", 0}}},
         {"ip", QJsonObject{{"time_us", 99.0}, {"algbw", 10.59}, {"busbw", 10.59}, {"wrong", 0}}}});
}

} // namespace

TEST(ProbeEvents, RoundTripOfAnNcclRow)
{
    JsonlReader r;
    const auto ev = r.feed(ncclRow());
    ASSERT_EQ(ev.size(), 1u);
    EXPECT_EQ(ev[0].kind, EventKind::Row);
    EXPECT_EQ(ev[0].version, 1);
    EXPECT_EQ(ev[0].collective, "all_reduce");
    EXPECT_EQ(ev[0].sizeBytes, 1048576);
    EXPECT_DOUBLE_EQ(ev[0].outOfPlace.busbwGBps, 10.49);
    ASSERT_TRUE(ev[0].inPlace);
    EXPECT_DOUBLE_EQ(ev[0].inPlace->timeUs, 99.0);
    EXPECT_TRUE(r.diagnostics().empty());
}

TEST(ProbeEvents, BytesArriveInAnyChunking)
{
    const QByteArray all = ncclRow() + ncclRow(1) + ncclRow();
    JsonlReader r;
    std::size_t n = 0;
    for (char c : all)
        n += r.feed(QByteArray(1, c)).size();
    EXPECT_EQ(n, 3u);
    EXPECT_EQ(r.lineCount(), 3);
}

TEST(ProbeEvents, LastLineWithoutNewlineIsReadAtFinish)
{
    QByteArray line = ncclRow();
    line.chop(1);
    JsonlReader r;
    EXPECT_TRUE(r.feed(line).empty());
    EXPECT_EQ(r.finish().size(), 1u);
}

TEST(ProbeEvents, LauncherPrefixesAreRemoved)
{
    JsonlReader r;
    EXPECT_EQ(r.feed("3: " + ncclRow()).size(), 1u);
    EXPECT_EQ(r.feed("[1,0]<stdout>:" + ncclRow()).size(), 1u);
    EXPECT_EQ(r.feed("  12: " + ncclRow()).size(), 1u);
    EXPECT_EQ(stripLauncherPrefix("[1,10]<stderr>: {}"), QByteArray("{}"));
    EXPECT_EQ(stripLauncherPrefix("{\"a\":1}"), QByteArray("{\"a\":1}"));
}

TEST(ProbeEvents, ForeignLinesAreKeptNotFatal)
{
    JsonlReader r;
    const auto ev =
        r.feed("Warning: Permanently added 'n1' (ED25519) to the list of known hosts.\r\n"
               "n1:123:456 [0] NCCL INFO Bootstrap : Using eth0\n" +
               ncclRow());
    EXPECT_EQ(ev.size(), 1u);
    EXPECT_EQ(r.foreignLines().size(), 2);
    EXPECT_TRUE(r.foreignLines().at(0).startsWith("1: Warning"));
    EXPECT_TRUE(r.diagnostics().empty());
}

TEST(ProbeEvents, GarbageAndSchemaViolationsAreReportedAndSkipped)
{
    JsonlReader r;
    const QByteArray input =
        "{not json\n"
        "{\"v\":1,\"event\":\"row\",\"mode\":\"nccl\"}\n" // no collective
        "{\"v\":1,\"event\":\"launch-missiles\"}\n"       // unknown event
        "{\"v\":1,\"event\":\"row\",\"mode\":\"tcp\",\"dst\":\"a:1\",\"bytes\":\"9\","
        "\"seconds\":1,\"gbps\":1}\n" // bytes a string
        "{\"v\":1,\"event\":\"row\",\"mode\":\"tcp\",\"dst\":\"a:1\",\"bytes\":9,"
        "\"seconds\":1,\"gbps\":-5}\n" // negative rate
        "{\"v\":1,\"event\":\"finished\",\"status\":\"ok\",\"rank\":5,\"nranks\":2}\n" // bad rank
        "{\"v\":2,\"event\":\"finished\",\"status\":\"ok\"}\n" // newer schema
        "{\"event\":\"finished\",\"status\":\"ok\"}\n"         // no version
        "[1,2,3]\n" +
        ncclRow();
    const auto ev = r.feed(input);
    ASSERT_EQ(ev.size(), 1u);
    EXPECT_EQ(ev[0].kind, EventKind::Row);
    EXPECT_EQ(r.diagnostics().size(), 8u);
    bool newer = false;
    for (const auto &d : r.diagnostics())
        newer |= d.message.contains("newer");
    EXPECT_TRUE(newer);
}

TEST(ProbeEvents, OverLongLinesAreDroppedWithoutGrowingWithoutBound)
{
    JsonlReader r;
    QByteArray huge(kMaxLineBytes + 10, 'x');
    huge.prepend("{\"v\":1,\"event\":\"error\",\"code\":\"x\",\"message\":\"");
    std::size_t n = 0;
    for (int i = 0; i < huge.size(); i += 4096)
        n += r.feed(huge.mid(i, 4096)).size();
    n += r.feed("\"}\n" + ncclRow()).size();
    EXPECT_EQ(n, 1u);
    ASSERT_EQ(r.diagnostics().size(), 1u);
    EXPECT_TRUE(r.diagnostics()[0].message.contains("longer than"));
    EXPECT_EQ(r.lineCount(), 2);
}

TEST(ProbeEvents, ControlCharactersInValuesCannotBreakTheLine)
{
    const QByteArray line =
        toJsonLine({{"event", "error"}, {"code", "x"}, {"message", "a\nb\r\x1b[2J"}});
    EXPECT_EQ(line.count('\n'), 1);
    JsonlReader r;
    const auto ev = r.feed(line);
    ASSERT_EQ(ev.size(), 1u);
    EXPECT_EQ(ev[0].message, QString("a\nb\r\x1b[2J"));
}
