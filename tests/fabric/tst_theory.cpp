// Bandwidth theory and Rpeak (docs/references/fabric.md §2, §3, §5; docs/design-notes.md "Reference
// numbers").

#include "fabric/generator.h"
#include "fabric/theory.h"
#include "fabrictesthelpers.h"

#include <gtest/gtest.h>

using namespace ry;
using namespace ry::fabric;

// §2.1: one NDR port = 400 Gb/s = 50 GB/s; 8 rails = 400 GB/s per node per direction.
TEST(Theory, InjectionBandwidth)
{
    EXPECT_DOUBLE_EQ(injectionGBps(1, 400), 50);
    EXPECT_DOUBLE_EQ(injectionGBps(8, 400), 400);
    EXPECT_DOUBLE_EQ(injectionGBps(8, 800), 800); // XDR
}

// FAB-7: busbw factors; §2.3: Kakao 380 GB/s busbw = 95% of the 400 GB/s ring ceiling, and with
// n = 2040 ranks algbw = 380 / 1.99902 = 190.1 GB/s.
TEST(Theory, RingAllReduceCeilingKakao)
{
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllReduce, 8), 1.75);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllGather, 8), 0.875);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::AllToAll, 4), 0.75);
    EXPECT_DOUBLE_EQ(*busBwFactor(Collective::Broadcast, 64), 1);
    const double ceiling = ringAllReduceBusBwCeilingGBps(8, 400);
    EXPECT_DOUBLE_EQ(ceiling, 400);
    EXPECT_DOUBLE_EQ(efficiency(380, ceiling), 0.95);
    EXPECT_NEAR(*busBwFactor(Collective::AllReduce, 2040), 1.99902, 1e-5);
    EXPECT_NEAR(algBwFromBusBw(380, Collective::AllReduce, 2040), 190.1, 0.05);
}

// §2.4: with SHARP the NIC carries each byte once: algbw ceiling = 400 GB/s, and the busbw
// nccl-tests reports can reach ~800 GB/s. Kakao's 581 GB/s with SHARP lies between the ring
// ceiling (400) and that in-network ceiling.
TEST(Theory, SharpInNetworkReduction)
{
    const InNetworkReduction r = sharpAllReduceCeiling(8, 400, 2040);
    EXPECT_DOUBLE_EQ(r.algBwGBps, 400);
    EXPECT_NEAR(r.reportedBusBwGBps, 799.6, 0.05);
    EXPECT_GT(581, ringAllReduceBusBwCeilingGBps(8, 400));
    EXPECT_LT(581, r.reportedBusBwGBps);
    EXPECT_NEAR(efficiency(581, r.reportedBusBwGBps), 0.7266, 1e-3);
    // 8 x H100 NVLS example (FAB-8 #212): algbw 275 -> busbw 275 x 2 x 7/8 = 481.
    EXPECT_NEAR(busBwFromAlgBw(275, Collective::AllReduce, 8), 481.25, 1e-9);
}

// docs/design-notes.md "Reference numbers": HPL Rmax 69.1 PFLOPS, Rpeak 78.65 PFLOPS (GPU +
// CPU), 87.85% efficiency.
TEST(Theory, RpeakKakao)
{
    EXPECT_NEAR(efficiency(69.1, 78.65), 0.8785, 1e-4); // 0.878576, published truncated to 87.85%
    // The GPU part from the per-GPU datasheet figure: 2,040 B200 x 37 TFLOPS = 75.48 PFLOPS
    // (FAB-16); the published Rpeak then leaves 3.17 PFLOPS to the 510 host CPUs (not checked:
    // the CPU model is not published with the figure).
    EXPECT_NEAR(rpeakTflops(2040, 37, 0, 0) / 1000, 75.48, 1e-9);
    EXPECT_NEAR(rpeakTflops(2040, 37, 510, 6.2157) / 1000, 78.65, 0.001);
    EXPECT_DOUBLE_EQ(cpuFp64PeakTflops(56, 2.0, 32), 3.584);
    // From a generated design: 255 nodes x 8 GPUs x 37.
    const Design d =
        generate(test::superpodSpec(255, QStringLiteral("hgx-b200")), test::deviceTypes());
    EXPECT_NEAR(designGpuRpeakTflops(d), 75480, 1e-6);
}

// §5 and oracle 10.
TEST(Theory, FatTreeFormulas)
{
    FatTreeSize f = fatTreeFull(64, 2, 400);
    EXPECT_EQ(f.hosts, 2048);
    EXPECT_EQ(f.switches, 96);
    EXPECT_EQ(f.hostLinks + f.switchLinks, 4096);
    f = fatTreeFull(64, 3, 400);
    EXPECT_EQ(f.hosts, 65536);
    EXPECT_EQ(f.switches, 5120);
    EXPECT_EQ(f.hostLinks + f.switchLinks, 3 * 65536);
    f = fatTreeFull(48, 3, 400);
    EXPECT_EQ(f.hosts, 27648);
    EXPECT_EQ(f.switches, 2880);
    EXPECT_DOUBLE_EQ(fatTreeFull(64, 2, 400).bisectionGbps, 1024 * 400.0); // (k^2/4) B
    EXPECT_DOUBLE_EQ(nonBlockingBisectionGbps(1024, 400), 204800);         // §2.1
}

// §3.1: 72 x 1.8 TB/s = 129.6 TB/s per NVL72 rack.
TEST(Theory, Nvl72)
{
    EXPECT_NEAR(supernodeScaleUpTBps(72, 1.8), 129.6, 1e-9);
    EXPECT_DOUBLE_EQ(rpeakTflops(72, 40, 0, 0), 2880);
}
