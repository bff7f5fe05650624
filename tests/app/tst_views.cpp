// The rack elevation, floor plan and topology views under QPA offscreen: drops onto an
// occupied U and over-budget racks are refused, moves are one undo step, the topology's
// overlay API and path highlighting work, and a large synthetic fabric lays out.

#include "devicedialog.h"
#include "floorplanview.h"
#include "overlayadapter.h"
#include "rackview.h"
#include "topologyview.h"

#include "io/designyaml.h"
#include "models/devicetypemodel.h"
#include "overlay/overlay.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "undo/edits.h"

#include <QGraphicsItem>
#include <QGraphicsView>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ry;

class TestViews : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_n = 0;

    std::unique_ptr<undo::DesignSession> openExample()
    {
        const QString path = m_dir.filePath(QStringLiteral("v%1.railyard").arg(++m_n));
        auto doc = store::Document::create(path);
        doc->replaceAll(
            designyaml::readFile(QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml")),
            QStringLiteral("import"), QString());
        return std::make_unique<undo::DesignSession>(std::move(doc));
    }

    /// Drops a device type onto the rack view at the given U, as a drag from the palette does.
    static void drop(gui::RackElevationView &v, Id type, Id rack, double u, Face face)
    {
        QMimeData mime;
        mime.setData(QString::fromLatin1(models::DeviceTypeModel::kMimeType),
                     QByteArray::number(type));
        const QPoint pos = v.viewPosOf(rack, u, face);
        QWidget *vp = v.graphicsView()->viewport();
        QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &enter);
        QDragMoveEvent move(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &move);
        QDropEvent dropEv(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &dropEv);
    }

private Q_SLOTS:
    void dropIntoAnOccupiedUIsRefused()
    {
        auto s = openExample();
        gui::RackElevationView v;
        v.setMessagesShown(false);
        v.resize(1200, 1000);
        v.setSession(s.get());
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const Design &d = s->design();
        const Device *node = d.deviceByName(QStringLiteral("node01"));
        const Device *leaf = d.deviceByName(QStringLiteral("leaf-01"));
        const std::size_t devices = d.devices.size();
        // node01 occupies U2-U11 of A01: dropping a switch onto U5 is refused with a message.
        drop(v, leaf->deviceTypeId, node->rackId, node->position + 3, Face::Front);
        QCOMPARE(d.devices.size(), devices);
        QVERIFY2(v.lastMessage().contains(QStringLiteral("node01")), qPrintable(v.lastMessage()));
        QCOMPARE(s->undoStack()->count(), 0);
        // The same drop onto a free U works and is one undo step.
        double freeU = 0;
        for (double u = 42; u >= 1; --u) {
            Device probe;
            probe.name = QStringLiteral("probe");
            probe.deviceTypeId = leaf->deviceTypeId;
            probe.rackId = node->rackId;
            probe.position = u;
            if (undo::edits::placementProblem(d, probe).isEmpty()) {
                freeU = u;
                break;
            }
        }
        QVERIFY(freeU > 0);
        drop(v, leaf->deviceTypeId, node->rackId, freeU, Face::Front);
        QCOMPARE(d.devices.size(), devices + 1);
        QCOMPARE(s->undoStack()->count(), 1);
        s->undoStack()->undo();
        QCOMPARE(d.devices.size(), devices);
    }

    void movesAreCheckedAndUndoable()
    {
        auto s = openExample();
        gui::RackElevationView v;
        v.setMessagesShown(false);
        v.setSession(s.get());
        const Design &d = s->design();
        const Device *leaf = d.deviceByName(QStringLiteral("leaf-01"));
        const Device *node = d.deviceByName(QStringLiteral("node01"));
        const Id id = leaf->id;
        const double old = leaf->position;
        // Onto node01: refused.
        QString error;
        QVERIFY(!v.moveDevice(id, node->rackId, node->position, Face::Front, &error));
        QVERIFY(error.contains(QStringLiteral("node01")));
        // Over the power budget: make the budget tiny first (one undo step), then move.
        Rack rack = *d.racks.find(node->rackId);
        const Rack *other = nullptr;
        for (const Rack &r : d.racks)
            if (r.id != rack.id)
                other = &r;
        QVERIFY(other);
        Rack tight = *other;
        tight.powerBudgetW = undo::edits::rackPowerW(d, other->id) + 1;
        ChangeSet cs(QStringLiteral("tighten"));
        cs.modify(tight);
        QVERIFY(s->apply(cs));
        double u = 42;
        QVERIFY(!v.moveDevice(id, other->id, u, Face::Front, &error));
        QVERIFY2(error.contains(QStringLiteral("budget")), qPrintable(error));
        s->undoStack()->undo();
        // A free U in the same rack: moved, one undo step, undone exactly.
        for (u = 42; u >= 1; --u) {
            Device m = *d.devices.find(id);
            m.position = u;
            if (u != old && undo::edits::placementProblem(d, m, {id}).isEmpty())
                break;
        }
        const int steps = s->undoStack()->index();
        QVERIFY2(v.moveDevice(id, leaf->rackId, u, Face::Front, &error), qPrintable(error));
        QCOMPARE(d.devices.find(id)->position, u);
        QCOMPARE(s->undoStack()->index(), steps + 1);
        s->undoStack()->undo();
        QCOMPARE(d.devices.find(id)->position, old);
    }

    void deviceDialogListsPortsAndCables()
    {
        auto s = openExample();
        const Design &d = s->design();
        const Device *node = d.deviceByName(QStringLiteral("node01"));
        gui::DeviceDialog dlg(d, node->id);
        QCOMPARE(dlg.portCount(), int(d.portsOf(node->id).size()));
    }

    void floorPlanDrawsRacksAndBundles()
    {
        auto s = openExample();
        gui::FloorPlanView v;
        v.setSession(s.get());
        QSignalSpy activated(&v, &gui::FloorPlanView::rackActivated);
        QVERIFY(v.bundleCount() >= 1); // leaf-01 in A01 to nodes in A02
        v.resize(800, 600);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        // Click the first rack.
        for (QGraphicsItem *it : v.scene()->items())
            if (it->data(0).isValid()) {
                QTest::mouseClick(v.viewport(), Qt::LeftButton, {},
                                  v.mapFromScene(it->sceneBoundingRect().center()));
                break;
            }
        QCOMPARE(activated.count(), 1);
    }

    void adapterPaintsTheThreeViewsFromOneOverlay()
    {
        // One core overlay (core/overlay/overlay.h) through the one adapter
        // (app/gui/overlayadapter.h) onto the topology, rack and floor-plan views.
        auto s = openExample();
        const Design &d = s->design();
        const Device *n1 = d.deviceByName(QStringLiteral("node01"));
        const Device *n2 = d.deviceByName(QStringLiteral("node02"));
        const Device *n3 = d.deviceByName(QStringLiteral("node03"));
        QVERIFY(n1 && n2 && n3 && n1->rackId == n2->rackId && n3->rackId != n1->rackId);
        overlay::Overlay o;
        o.title = QStringLiteral("Benchmark run 5");
        o.dimOthers = true;
        o.legend = {{overlay::OverlayState::Good, QStringLiteral("good")},
                    {overlay::OverlayState::NoData, QStringLiteral("no data")}};
        overlay::OverlayEntry good;
        good.state = overlay::OverlayState::Good;
        good.percent = 95;
        good.label = QStringLiteral("95%");
        good.tooltip = QStringLiteral("380.0 GB/s of 400.0 GB/s (95.0%)");
        good.runId = 5;
        overlay::OverlayEntry none;
        none.tooltip = QStringLiteral("No benchmark data");
        // node01 and node02 (rack A01) measured with their rail links; node03 and node04 (A02)
        // not, nor their links.
        for (const Device &dev : d.devices) {
            if (dev.role != QLatin1String("gpu-node"))
                continue;
            const bool measured = dev.rackId == n1->rackId;
            o.nodes.insert(dev.id, measured ? good : none);
            for (const Port *p : d.portsOf(dev.id))
                for (const Cable &c : d.cables)
                    if (p->rail >= 0 && (c.aPortId == p->id || c.bPortId == p->id))
                        o.links.insert(c.id, measured ? good : none);
        }
        overlay::aggregate(d, o);
        QVERIFY(o.rack(n1->rackId).state == overlay::OverlayState::Good);
        QVERIFY(o.rack(n3->rackId).state == overlay::OverlayState::NoData);
        QVERIFY(!o.rails.isEmpty());
        QVERIFY(o.rail(0).state == overlay::OverlayState::NoData); // half its links unmeasured

        gui::TopologyView topo;
        QSignalSpy ready(&topo, &gui::TopologyView::layoutReady);
        topo.setSession(s.get());
        QVERIFY(ready.wait(5000) || ready.count() > 0);
        gui::RackElevationView racks;
        racks.setMessagesShown(false);
        racks.setSession(s.get());
        gui::FloorPlanView floor;
        floor.setSession(s.get());
        for (QWidget *w : std::initializer_list<QWidget *>{&topo, &racks, &floor}) {
            w->resize(900, 700);
            w->show();
            QVERIFY(QTest::qWaitForWindowExposed(w));
        }
        gui::applyOverlay(o, &topo, &racks, &floor);

        const QColor green = o.palette.good;
        // Topology: measured nodes and links in the Good colour with label, hover text and run;
        // unmeasured ones not coloured (dimmed) but with their hover text; no rail-wide colour,
        // so node03's links never take a rail's figure.
        const models::TopologyOverlay &t = topo.overlay();
        QCOMPARE(t.title, QStringLiteral("Benchmark run 5"));
        QCOMPARE(t.nodeColour.value(n1->id), green);
        QCOMPARE(t.nodeLabel.value(n1->id), QStringLiteral("95%"));
        QCOMPARE(t.nodeRun.value(n1->id), Id(5));
        QVERIFY(!t.nodeColour.contains(n3->id));
        QCOMPARE(t.nodeToolTip.value(n3->id), QStringLiteral("No benchmark data"));
        QVERIFY(t.railColour.isEmpty());
        for (auto it = o.links.cbegin(); it != o.links.cend(); ++it)
            QCOMPARE(t.linkColour.contains(it.key()), it->state != overlay::OverlayState::NoData);
        QCOMPARE(int(t.legend.size()), 2);
        QCOMPARE(t.legend[1].colour, o.palette.noData);
        QVERIFY(t.dimOthers);
        topo.focusDevice(n1->id);
        QApplication::processEvents();
        QVERIFY(topo.toolTipAt(topo.viewPosOf(n1->id)).contains(good.tooltip));
        // Rack elevation: the same node colours; unmeasured nodes greyed.
        racks.showRacks({n1->rackId, n3->rackId});
        QCOMPARE(racks.deviceFill(n1->id), green);
        QVERIFY(racks.deviceFill(n3->id) != green);
        // Floor plan: rack A01 (all measured) green, A02 in the no-data colour.
        QCOMPARE(floor.rackFill(n1->rackId), green);
        QCOMPARE(floor.rackFill(n3->rackId), o.palette.noData);
        for (QWidget *w : std::initializer_list<QWidget *>{&topo, &racks, &floor})
            QVERIFY(!w->grab().toImage().isNull());

        // Clearing (or an empty overlay) gives the plain views back.
        gui::applyOverlay(overlay::Overlay{}, &topo, &racks, &floor);
        QVERIFY(topo.overlay().isEmpty());
        QVERIFY(racks.overlay().isEmpty());
        QVERIFY(floor.rackFill(n1->rackId) != green);
    }

    void topologyOverlayAndPaths()
    {
        auto s = openExample();
        gui::TopologyView v;
        QSignalSpy ready(&v, &gui::TopologyView::layoutReady);
        v.setSession(s.get());
        QVERIFY(ready.wait(5000) || ready.count() > 0);
        v.resize(800, 600);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        const Design &d = s->design();
        const Id n1 = d.deviceByName(QStringLiteral("node01"))->id;
        const Id n4 = d.deviceByName(QStringLiteral("node04"))->id;
        QVERIFY(v.focusDevice(n1));
        QCOMPARE(v.selectedDevices(), QList<Id>{n1});
        QVERIFY(v.showPaths(n1, n4) >= 2);
        // Overlay by link, node and rail; repaint with it; clear it.
        models::TopologyOverlay o;
        o.title = QStringLiteral("test");
        o.linkColour.insert(d.cables.items()[0].id, Qt::red);
        o.linkLabel.insert(d.cables.items()[0].id, QStringLiteral("swapped"));
        o.nodeColour.insert(n1, Qt::green);
        o.nodeLabel.insert(n1, QStringLiteral("371 GB/s"));
        o.railColour.insert(3, Qt::yellow);
        o.legend.push_back({Qt::red, QStringLiteral("miswired")});
        o.dimOthers = true;
        v.setOverlay(o);
        QCOMPARE(v.overlay().linkColour.size(), 1);
        const QImage img = v.grab().toImage();
        QVERIFY(!img.isNull());
        v.clearOverlay();
        QVERIFY(v.overlay().isEmpty());
        // An edit that removes a device re-lays out; the device is gone from the layout.
        ready.clear();
        QVERIFY(s->apply(undo::edits::removeDevices(d, {n4})));
        QVERIFY(ready.wait(5000));
        QVERIFY(!v.topologyLayout().nodeOfDevice.contains(n4));
    }

    void largeSyntheticFabricLaysOut()
    {
        // 64 SUs of 32 eight-rail nodes (16,384 GPUs), 512 leaves, 64 spines: a quick smoke
        // test of the edge index; bench/gui measures the 100,000-GPU case.
        Design d;
        DeviceType node, sw;
        node.slug = QStringLiteral("node");
        node.uHeight = 10;
        node.gpuCount = 8;
        sw.slug = QStringLiteral("sw");
        sw.radix = 64;
        const Id nodeType = d.deviceTypes.add(node), swType = d.deviceTypes.add(sw);
        std::vector<Id> spines;
        for (int i = 0; i < 64; ++i) {
            Device s;
            s.name = QStringLiteral("spine%1").arg(i);
            s.role = QStringLiteral("spine");
            s.deviceTypeId = swType;
            spines.push_back(d.devices.add(s));
        }
        auto port = [&](Id dev, int rail) {
            Port p;
            p.deviceId = dev;
            p.name = QStringLiteral("p%1").arg(d.ports.nextId());
            p.rail = rail;
            return d.ports.add(p);
        };
        auto cable = [&](Id a, Id b) {
            Cable c;
            c.aPortId = a;
            c.bPortId = b;
            d.cables.add(c);
        };
        for (int su = 0; su < 64; ++su) {
            std::vector<Id> leaves;
            for (int r = 0; r < 8; ++r) {
                Device l;
                l.name = QStringLiteral("leaf%1-%2").arg(su).arg(r);
                l.role = QStringLiteral("leaf");
                l.su = su;
                l.deviceTypeId = swType;
                leaves.push_back(d.devices.add(l));
                for (int k = 0; k < 8; ++k)
                    cable(port(leaves.back(), -1), port(spines[std::size_t((r * 8 + k) % 64)], -1));
            }
            for (int n = 0; n < 32; ++n) {
                Device x;
                x.name = QStringLiteral("gpu%1-%2").arg(su).arg(n);
                x.role = QStringLiteral("gpu-node");
                x.su = su;
                x.deviceTypeId = nodeType;
                const Id id = d.devices.add(x);
                for (int r = 0; r < 8; ++r)
                    cable(port(id, r), port(leaves[std::size_t(r)], r));
            }
        }
        gui::TopologyView v;
        v.resize(1000, 700);
        v.setDesign(d);
        const models::TopologyLayout &L = v.topologyLayout();
        QCOMPARE(L.nodes.size(), d.devices.size());
        QCOMPARE(L.links.size(), d.cables.size());
        QCOMPARE(L.rails, 8);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QVERIFY(!v.grab().isNull());
        // Every leaf sits above the nodes of its SU.
        const int leaf = L.nodeOfDevice.value(d.deviceByName(QStringLiteral("leaf3-0"))->id);
        const int gpu = L.nodeOfDevice.value(d.deviceByName(QStringLiteral("gpu3-0"))->id);
        QVERIFY(L.nodes[std::size_t(leaf)].rect.bottom() < L.nodes[std::size_t(gpu)].rect.top());
        // Fewer than 50,000 scene items: links are not items.
        QVERIFY(v.scene()->items().size() < int(d.devices.size()) + 1000);
    }
};

QTEST_MAIN(TestViews)
#include "tst_views.moc"
