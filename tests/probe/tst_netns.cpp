// The plan's TCP stage over real network namespaces: three "nodes" (namespaces) cabled back to
// back by veth pairs, one pair shaped to 50 Mbit/s with tc tbf; the plan runs railyard-probe tcp
// through `ip netns exec` and localisation names the shaped cable. Needs root and iproute2.

#include "../common/requireprogram.h"
#include "probetesthelpers.h"

#include "probe/executor.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <unistd.h>

using namespace ry::probe;

namespace {

class Namespaces
{
public:
    QString ns(const QString &node) const { return m_prefix + node; }
    bool up(QString *why)
    {
        m_prefix = QString("ry%1").arg(::getpid() % 100000);
        for (const char *n : {"a", "b", "c"}) {
            if (probetest::run("ip", {"netns", "add", ns(n)}) != 0) {
                *why = "ip netns add failed (no CAP_SYS_ADMIN?)";
                return false;
            }
            m_made << ns(n);
        }
        struct L
        {
            const char *x, *y;
            int net;
        };
        for (const L &l : {L{"a", "b", 1}, L{"b", "c", 2}, L{"c", "a", 3}}) {
            const QString vx = m_prefix + l.x + l.y, vy = m_prefix + l.y + l.x;
            if (probetest::run("ip", {"link", "add", vx, "netns", ns(l.x), "type", "veth", "peer",
                                      "name", vy, "netns", ns(l.y)}) != 0) {
                *why = "veth creation failed";
                return false;
            }
            auto in = [&](const QString &n, const QStringList &args) {
                return probetest::run("ip", QStringList{"netns", "exec", n} + args);
            };
            in(ns(l.x), {"ip", "addr", "add", QString("10.77.%1.1/30").arg(l.net), "dev", vx});
            in(ns(l.y), {"ip", "addr", "add", QString("10.77.%1.2/30").arg(l.net), "dev", vy});
            in(ns(l.x), {"ip", "link", "set", vx, "up"});
            in(ns(l.y), {"ip", "link", "set", vy, "up"});
            if (l.net == 1) {
                // The slow cable: 50 Mbit/s both ways (tc-tbf(8)).
                for (const auto &[n, dev] : {std::pair{ns(l.x), vx}, std::pair{ns(l.y), vy}})
                    if (in(n, {"tc", "qdisc", "add", "dev", dev, "root", "tbf", "rate", "50mbit",
                               "burst", "32kbit", "latency", "100ms"}) != 0) {
                        *why = "tc qdisc tbf failed";
                        return false;
                    }
            }
        }
        for (const char *n : {"a", "b", "c"})
            probetest::run("ip", {"netns", "exec", ns(n), "ip", "link", "set", "lo", "up"});
        return true;
    }
    ~Namespaces()
    {
        for (const QString &n : m_made)
            probetest::run("ip", {"netns", "del", n});
    }

private:
    QString m_prefix;
    QStringList m_made;
};

} // namespace

TEST(ProbeNetns, PairwiseTcpStageNamesTheShapedCable)
{
    if (::geteuid() != 0 || !probetest::haveProgram("ip") || !probetest::haveProgram("tc"))
        RY_SKIP_OR_FAIL("needs root, ip and tc (iproute2) for network namespaces");
    Namespaces nets;
    QString why;
    if (!nets.up(&why))
        RY_SKIP_OR_FAIL(why.toStdString());

    PlanOptions po;
    po.railAllReduce = po.allNodes = po.pairwiseLeaf = po.pairwiseSpine = false;
    po.tcpSeconds = 1;
    const TestPlan plan = makeTestPlan(probetest::triangleDesign(), po);
    ASSERT_EQ(plan.steps.size(), 3u);
    ExecutorOptions eo;
    eo.probeProgram = RAILYARD_PROBE;
    eo.tcpPort = 39411;
    for (const char *n : {"a", "b", "c"})
        eo.wrappers.insert(n, {"ip", "netns", "exec", nets.ns(n)});
    PlanExecutor ex(plan, eo);
    int rows = 0;
    QObject::connect(&ex, &PlanExecutor::rowArrived, [&](int, const Event &) { ++rows; });
    QEventLoop loop;
    QObject::connect(&ex, &PlanExecutor::finished, &loop, &QEventLoop::quit);
    ex.start();
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    ASSERT_FALSE(ex.isRunning());
    EXPECT_EQ(rows, 3);
    ASSERT_EQ(ex.results().size(), 3u);
    for (const StepResult &r : ex.results())
        EXPECT_FALSE(r.failed) << r.reason.toStdString();
    // a->b crosses the 50 Mbit/s pair; b->c and c->a run at veth speed (Gb/s).
    EXPECT_LT(ex.results()[0].value, 0.1);
    EXPECT_GT(ex.results()[1].value, 0.5);
    EXPECT_GT(ex.results()[2].value, 0.5);
    const auto s = ex.suspects();
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].kind, Suspect::Kind::Cable);
    EXPECT_EQ(s[0].name, "cab-ab");
}
