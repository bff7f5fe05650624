// perftest (ib_write_bw) reader, checked against tests/data/shared/probe-samples/ib_write_bw
// (provenance in its SOURCES.md). Each expected value names the file line it was read from.

#include "testutil.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::results;
using namespace ry::results::test;

namespace {
constexpr double kEps = 1e-9;
}

TEST(Perftest, Sample01ClientThenServer)
{
    const PerftestLog log = perftestSample("01-superbench-loopback-8M-server-client.txt");
    ASSERT_EQ(log.runs.size(), 2u);
    EXPECT_TRUE(log.foreignLines.empty());
    EXPECT_EQ(log.sha256.size(), 64);

    // First report (lines 1-18): prints "TX depth" (line 6), no waiting box before it -> client.
    const PerftestRun &c = log.runs[0];
    EXPECT_EQ(c.side, PerftestSide::Client);
    EXPECT_EQ(c.testName, QStringLiteral("RDMA_Write BW Test")); // line 1
    EXPECT_EQ(c.verb, QStringLiteral("RDMA_Write"));
    EXPECT_EQ(c.program, QStringLiteral("ib_write_bw"));
    EXPECT_FALSE(c.bidirectional);
    EXPECT_EQ(c.device, QStringLiteral("ib0"));            // line 2
    EXPECT_EQ(c.qps, 1);                                   // line 3
    EXPECT_EQ(c.transportType, QStringLiteral("IB"));      // line 3
    EXPECT_EQ(c.connectionType, QStringLiteral("RC"));     // line 4
    EXPECT_EQ(c.txDepth, 128);                             // line 6
    EXPECT_EQ(c.cqModeration, 1);                          // line 7
    EXPECT_EQ(c.mtuBytes, 4096);                           // line 8
    EXPECT_EQ(c.linkType, QStringLiteral("IB"));           // line 9
    EXPECT_EQ(c.maxInlineBytes, 0);                        // line 10
    EXPECT_EQ(c.dataExchange, QStringLiteral("Ethernet")); // line 12
    EXPECT_TRUE(c.parameters.contains(
        QPair<QString, QString>(QStringLiteral("rdma_cm QPs"), QStringLiteral("OFF")))); // line 11
    // line 14: " local address: LID 0xd06 QPN 0x095f PSN 0x3c9e82 RKey 0x080359 VAddr ..."
    ASSERT_EQ(c.local.size(), 1u);
    EXPECT_EQ(c.local[0].lid, QStringLiteral("0xd06"));
    EXPECT_EQ(c.local[0].qpn, QStringLiteral("0x095f"));
    EXPECT_EQ(c.local[0].psn, QStringLiteral("0x3c9e82"));
    EXPECT_EQ(c.local[0].rkey, QStringLiteral("0x080359"));
    EXPECT_EQ(c.local[0].vaddr, QStringLiteral("0x007f9fc479c000"));
    ASSERT_EQ(c.remote.size(), 1u);
    EXPECT_EQ(c.remote[0].qpn, QStringLiteral("0x095e")); // line 15
    // line 17: "#bytes ... BW peak[MB/sec] ..." -> MiB/s
    EXPECT_EQ(c.unit, BandwidthUnit::MiBps);
    EXPECT_EQ(c.unitLabel, QStringLiteral("MB/sec"));
    // line 18: " 8388608    20000            24056.74            24056.72\t\t   0.003007"
    ASSERT_EQ(c.rows.size(), 1u);
    EXPECT_EQ(c.rows[0].bytes, 8388608);
    EXPECT_EQ(c.rows[0].iterations, 20000);
    EXPECT_NEAR(*c.rows[0].bwPeak, 24056.74, kEps);
    EXPECT_NEAR(*c.rows[0].bwAverage, 24056.72, kEps);
    EXPECT_NEAR(*c.rows[0].msgRateMpps, 0.003007, kEps);
    EXPECT_NEAR(c.toGBps(*c.rows[0].bwAverage), 24056.72 * 1048576.0 / 1e9, 1e-9); // 25.225 GB/s
    EXPECT_TRUE(c.peakMeasured);
    EXPECT_EQ(c.status, RunStatus::Complete);
    EXPECT_EQ(c.firstLine, 1);

    // Second report (lines 23-40), after the waiting box of lines 19-21 -> server.
    const PerftestRun &s = log.runs[1];
    EXPECT_EQ(s.side, PerftestSide::Server);
    EXPECT_EQ(s.firstLine, 23);
    EXPECT_FALSE(s.txDepth.has_value());
    EXPECT_EQ(s.local.at(0).qpn, QStringLiteral("0x095e"));  // line 35
    EXPECT_EQ(s.remote.at(0).qpn, QStringLiteral("0x095f")); // line 36
    ASSERT_EQ(s.rows.size(), 1u);
    EXPECT_EQ(s.rows[0].line, 39);
    EXPECT_NEAR(*s.rows[0].bwAverage, 24056.72, kEps);
    EXPECT_EQ(s.status, RunStatus::Complete);
}

TEST(Perftest, Sample02InterleavedAllSizes)
{
    const PerftestLog log = perftestSample("02-superbench-loopback-all-sizes-interleaved.txt");
    ASSERT_EQ(log.runs.size(), 2u);
    EXPECT_TRUE(hasDiagnostic(log.diagnostics, Diagnostic::Severity::Warning,
                              QStringLiteral("interleaved")));
    // First title (line 5) follows the waiting box (lines 1-3): the server.
    const PerftestRun &s = log.runs[0];
    EXPECT_EQ(s.side, PerftestSide::Server);
    EXPECT_TRUE(s.interleaved);
    EXPECT_FALSE(s.txDepth.has_value());
    EXPECT_EQ(s.cqModeration, 100); // line 26, after the client's block
    EXPECT_EQ(s.mtuBytes, 4096);    // line 27
    // The server prints one row, the client's last, after the client finished: line 65
    ASSERT_EQ(s.rows.size(), 1u);
    EXPECT_EQ(s.rows[0].line, 65);
    EXPECT_EQ(s.rows[0].bytes, 8388608);
    EXPECT_NEAR(*s.rows[0].bwAverage, 23240.68, kEps);
    EXPECT_EQ(s.status, RunStatus::Complete);

    // Second title (line 11) with "TX depth : 128" (line 17): the client, -a sweep 2 B-8 MiB
    const PerftestRun &c = log.runs[1];
    EXPECT_EQ(c.side, PerftestSide::Client);
    EXPECT_EQ(c.txDepth, 128);
    ASSERT_EQ(c.rows.size(), 23u); // lines 41-63
    EXPECT_EQ(c.rows.front().bytes, 2);
    EXPECT_NEAR(*c.rows.front().bwPeak, 5.32, kEps); // line 41
    // line 52: "4096       2000             10034.02            9948.41                   2.546793"
    EXPECT_EQ(c.rows[11].bytes, 4096);
    EXPECT_NEAR(*c.rows[11].bwAverage, 9948.41, kEps);
    EXPECT_NEAR(*c.rows[11].msgRateMpps, 2.546793, kEps);
    EXPECT_EQ(c.rows.back().bytes, 8388608); // line 63
    EXPECT_EQ(c.status, RunStatus::Complete);
    // Addresses (lines 33-36) pair up consistently: each side's remote QPN is the other's local.
    ASSERT_EQ(c.local.size(), 1u);
    ASSERT_EQ(s.local.size(), 1u);
    EXPECT_EQ(c.remote.at(0).qpn, s.local[0].qpn);
    EXPECT_EQ(s.remote.at(0).qpn, c.local[0].qpn);
}

TEST(Perftest, Sample03PostListGbits)
{
    const PerftestLog log = perftestSample("03-perftest273-postlist-8B-gbits.txt");
    ASSERT_EQ(log.runs.size(), 1u);
    const PerftestRun &r = log.runs[0];
    EXPECT_EQ(r.testName, QStringLiteral("RDMA_Write Post List BW Test")); // line 1
    EXPECT_TRUE(r.postList);
    EXPECT_EQ(r.postListSize, 128);                    // line 8
    EXPECT_EQ(r.txDepth, 256);                         // line 7
    EXPECT_EQ(r.cqModeration, 128);                    // line 9
    EXPECT_EQ(r.linkType, QStringLiteral("Ethernet")); // line 11
    EXPECT_EQ(r.gidIndex, 2);                          // line 12
    EXPECT_TRUE(r.parameters.contains(QPair<QString, QString>(
        QStringLiteral("PCIe relax order"), QStringLiteral("Unsupported")))); // line 5
    // line 17: "BW peak[Gb/sec]" (--report_gbits)
    EXPECT_EQ(r.unit, BandwidthUnit::Gbps);
    EXPECT_EQ(r.unitLabel, QStringLiteral("Gb/sec"));
    // line 18: " 8          224958464        0.00               0.48   \t\t   7.498617"
    ASSERT_EQ(r.rows.size(), 1u);
    EXPECT_EQ(r.rows[0].bytes, 8);
    EXPECT_EQ(r.rows[0].iterations, 224958464);
    EXPECT_NEAR(*r.rows[0].bwPeak, 0.0, kEps);
    EXPECT_NEAR(*r.rows[0].bwAverage, 0.48, kEps);
    EXPECT_NEAR(*r.rows[0].msgRateMpps, 7.498617, kEps);
    EXPECT_NEAR(r.toGBps(0.48), 0.06, kEps);
    EXPECT_FALSE(r.peakMeasured); // duration run: peak 0.00
    EXPECT_EQ(r.side, PerftestSide::Client);
    EXPECT_EQ(r.status, RunStatus::Complete);
    EXPECT_TRUE(r.isMissing(RunPart::Addresses)); // not in the paste
}

TEST(Perftest, Sample04RoceGidCutRow)
{
    const PerftestLog log = perftestSample("04-perftest234-roce-gid-duration-cut.txt");
    ASSERT_EQ(log.runs.size(), 1u);
    const PerftestRun &r = log.runs[0];
    EXPECT_EQ(r.side, PerftestSide::Server); // waiting box, lines 2-4
    EXPECT_EQ(r.device, QStringLiteral("mlx5_0"));
    EXPECT_EQ(r.linkType, QStringLiteral("Ethernet"));
    EXPECT_EQ(r.gidIndex, 3); // line 15
    // lines 20-23: LID 0000 and decimal GIDs
    ASSERT_EQ(r.local.size(), 1u);
    EXPECT_EQ(r.local[0].lid, QStringLiteral("0000"));
    EXPECT_EQ(r.local[0].gid,
              QStringLiteral("00:00:00:00:00:00:00:00:00:00:255:255:10:255:255:05"));
    EXPECT_EQ(gidToAddress(r.local[0].gid), QStringLiteral("::ffff:10.255.255.5"));
    ASSERT_EQ(r.remote.size(), 1u);
    EXPECT_EQ(gidToAddress(r.remote[0].gid), QStringLiteral("::ffff:10.255.255.4"));
    // line 26: " 65536      664644" and the end of the file
    ASSERT_EQ(r.rows.size(), 1u);
    EXPECT_TRUE(r.rows[0].partial);
    EXPECT_EQ(r.rows[0].bytes, 65536);
    EXPECT_FALSE(r.rows[0].iterations.has_value()); // the cut line's last field is not trusted
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(r.isMissing(RunPart::ClosingRule));
    const MissingPart *cut = findMissing(r.missing, RunPart::CutLine);
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->line, 26);
}

TEST(Perftest, Sample05BidirectionalCutInParameters)
{
    const PerftestLog log = perftestSample("05-ngc108-bidirectional-2qp-cut.txt");
    ASSERT_EQ(log.runs.size(), 1u);
    const PerftestRun &r = log.runs[0];
    EXPECT_EQ(r.testName, QStringLiteral("RDMA_Write Bidirectional BW Test")); // line 11
    EXPECT_TRUE(r.bidirectional);
    EXPECT_EQ(r.device, QStringLiteral("mlx5_3")); // line 12
    EXPECT_EQ(r.qps, 2);                           // line 13
    EXPECT_EQ(r.txDepth, 128);                     // line 17
    EXPECT_EQ(r.mtuBytes, 4096);                   // line 19: " Mtu             : 4096[B" (cut)
    EXPECT_FALSE(r.peakMeasured); // line 9: " WARNING: BW peak won't be measured in this run."
    EXPECT_EQ(r.side, PerftestSide::Unknown); // bidirectional: both sides print TX depth
    EXPECT_EQ(r.status, RunStatus::Truncated);
    EXPECT_TRUE(r.rows.empty());
    EXPECT_TRUE(r.isMissing(RunPart::ColumnHeader));
    EXPECT_TRUE(r.isMissing(RunPart::Rows));
    const MissingPart *cut = findMissing(r.missing, RunPart::CutLine);
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->line, 19);
    // lines 1, 3-8: wrapper script and its INFO lines (the blank line 2 is not kept)
    EXPECT_EQ(log.foreignLines.size(), 7u);
}

TEST(Perftest, FailureLinesMarkTheRunFailed)
{
    const QByteArray data = "---------------------------------------------------------------------"
                            "------------------\n"
                            "                    Send BW Test\n"
                            " Dual-port       : OFF\t\tDevice         : mlx5_1\n"
                            " Number of qps   : 1\t\tTransport type : IB\n"
                            "---------------------------------------------------------------------"
                            "------------------\n"
                            " Couldn't connect to 10.0.0.2:18515\n"
                            "Unable to open file descriptor for socket connection Unable to init "
                            "the socket connection\n";
    const PerftestLog log = parsePerftestText(data, QStringLiteral("fail.txt"));
    ASSERT_EQ(log.runs.size(), 1u);
    EXPECT_EQ(log.runs[0].program, QStringLiteral("ib_send_bw"));
    EXPECT_EQ(log.runs[0].status, RunStatus::Failed);
    EXPECT_EQ(log.runs[0].failures.size(), 2u);
    EXPECT_EQ(log.failures.size(), 2u);
}

TEST(Perftest, WrapperProseIsNotATitle)
{
    const QByteArray data = "INFO: starting the BW Test\nINFO: done\n";
    const PerftestLog log = parsePerftestText(data, QStringLiteral("wrapper.txt"));
    EXPECT_TRUE(log.runs.empty());
    EXPECT_EQ(log.foreignLines.size(), 2u);
}

TEST(Perftest, Helpers)
{
    EXPECT_EQ(gidToAddress(QStringLiteral("254:128:00:00:00:00:00:00:02:02:201:255:254:01:02:03")),
              QStringLiteral("fe80:0:0:0:202:c9ff:fe01:203"));
    EXPECT_TRUE(gidToAddress(QStringLiteral("00:01")).isEmpty());
    EXPECT_TRUE(looksLikePerftest(
        readAll(samplePath("ib_write_bw", "03-perftest273-postlist-8B-gbits.txt"))));
    EXPECT_FALSE(looksLikePerftest(
        readAll(samplePath("nccl-tests", "01-superbench-allreduce-8xA100-old-error-col.txt"))));
}
