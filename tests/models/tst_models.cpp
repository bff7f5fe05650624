// Item models over the core pass QAbstractItemModelTester while the design is edited, undone
// and replaced; the undo commands do and undo exactly (the database compared before and after).

#include "io/designyaml.h"
#include "models/cabletablemodel.h"
#include "models/devicetypemodel.h"
#include "models/iptablemodel.h"
#include "models/projecttreemodel.h"
#include "models/roles.h"
#include "models/topologylayout.h"
#include "store/document.h"
#include "undo/designsession.h"
#include "undo/edits.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ry;

namespace {

const QString kExample = QStringLiteral(RESOURCES_DIR "/examples/small-cluster.yaml");

/// The design as the file holds it, without the change log (which grows with every step).
Design onDisk(const QString &path)
{
    Design d = store::Document::open(path)->design();
    d.changeLog.clear();
    return d;
}

Design withoutLog(Design d)
{
    d.changeLog.clear();
    return d;
}

} // namespace

class TestModels : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<undo::DesignSession> m_session;

    void open()
    {
        m_session.reset();
        m_path = m_dir.filePath(QStringLiteral("m%1.railyard").arg(++m_n));
        auto doc = store::Document::create(m_path);
        doc->replaceAll(designyaml::readFile(kExample), QStringLiteral("import"), QString());
        m_session = std::make_unique<undo::DesignSession>(std::move(doc));
    }
    int m_n = 0;

    /// Applies `cs`, checks the file and memory changed, undoes, checks both are back, redoes
    /// and checks they equal the first result.
    void roundTrip(const ChangeSet &cs)
    {
        const Design before = onDisk(m_path);
        QString error;
        QVERIFY2(m_session->apply(cs, &error), qPrintable(error));
        const Design after = onDisk(m_path);
        QVERIFY(!(after == before));
        QVERIFY(withoutLog(m_session->design()) == after);
        m_session->undoStack()->undo();
        QVERIFY(onDisk(m_path) == before);
        QVERIFY(withoutLog(m_session->design()) == before);
        m_session->undoStack()->redo();
        const Design again = onDisk(m_path);
        if (!(again == after)) {
            qWarning() << "devices" << (again.devices.items() == after.devices.items()) << "ports"
                       << (again.ports.items() == after.ports.items()) << "cables"
                       << (again.cables.items() == after.cables.items()) << "ips"
                       << (again.ipAddresses.items() == after.ipAddresses.items())
                       << again.ports.size() << after.ports.size() << again.cables.size()
                       << after.cables.size();
        }
        QVERIFY2(again == after, qPrintable(cs.description()));
        QVERIFY(withoutLog(m_session->design()) == after);
    }

private Q_SLOTS:
    void init() { open(); }

    void modelsPassTheTesterThroughEdits()
    {
        models::ProjectTreeModel tree(m_session.get());
        models::CableTableModel cables(m_session.get());
        models::IpTableModel ips(m_session.get());
        models::DeviceTypeModel types(m_session.get());
        QAbstractItemModelTester t1(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&cables,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&ips, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(&types, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Design &d = m_session->design();
        QCOMPARE(cables.rowCount(), int(d.cables.size()));
        QCOMPARE(ips.rowCount(), int(d.ipAddresses.size()));
        QCOMPARE(types.rowCount(), int(d.deviceTypes.size()));
        // dc1 > hall-a > row-1 > {A01, A02}; A01 holds node01, node02, leaf-01, mgmt-01.
        const QModelIndex site = tree.index(0, 0);
        QCOMPARE(site.data().toString(), QStringLiteral("dc1"));
        const QModelIndex row = tree.index(0, 0, tree.index(0, 0, site));
        QCOMPARE(row.data().toString(), QStringLiteral("row-1"));
        QCOMPARE(tree.rowCount(row), 2);
        const QModelIndex a01 = tree.index(0, 0, row);
        QCOMPARE(a01.data().toString(), QStringLiteral("A01"));
        QCOMPARE(tree.rowCount(a01), 4);
        QCOMPARE(tree.parent(tree.index(0, 0, a01)), a01);

        // Rename (dataChanged), move between racks (reset), delete (reset), undo all.
        const Device *leaf01 = d.deviceByName(QStringLiteral("leaf-01"));
        QVERIFY(leaf01);
        const Id id = leaf01->id;
        QVERIFY(m_session->apply(undo::edits::renameDevice(d, id, QStringLiteral("gpu-001"))));
        QCOMPARE(tree.data(tree.indexOf(models::ProjectTreeModel::DeviceKind, id)).toString(),
                 QStringLiteral("gpu-001"));
        QCOMPARE(tree.rowCount(tree.indexOf(models::ProjectTreeModel::RackKind, leaf01->rackId)),
                 4);
        const Rack *a02 = d.rackByName(QStringLiteral("A02"));
        QVERIFY(a02);
        // Find a free place in A02 for the switch.
        Device probe = *d.devices.find(id);
        probe.rackId = a02->id;
        double u = 1;
        for (; u <= 42; ++u) {
            probe.position = u;
            if (undo::edits::placementProblem(d, probe).isEmpty())
                break;
        }
        QVERIFY(u <= 42);
        QString error;
        QVERIFY2(m_session->applyMove(undo::edits::moveDevice(d, id, a02->id, u, Face::Front),
                                      false, &error),
                 qPrintable(error));
        QCOMPARE(
            tree.parent(tree.indexOf(models::ProjectTreeModel::DeviceKind, id)).data().toString(),
            QStringLiteral("A02"));
        const int cablesBefore = cables.rowCount();
        QVERIFY(m_session->apply(undo::edits::removeDevices(d, {id})));
        QVERIFY(cables.rowCount() < cablesBefore);
        QVERIFY(!tree.indexOf(models::ProjectTreeModel::DeviceKind, id).isValid());
        while (m_session->undoStack()->canUndo())
            m_session->undoStack()->undo();
        QCOMPARE(cables.rowCount(), cablesBefore);
        QCOMPARE(tree.data(tree.indexOf(models::ProjectTreeModel::DeviceKind, id)).toString(),
                 QStringLiteral("leaf-01"));
    }

    void cableTableEditsInPlaceAsOneUndoStep()
    {
        models::CableTableModel cables(m_session.get());
        QAbstractItemModelTester t(&cables, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex status = cables.index(0, models::CableTableModel::StatusColumn);
        QVERIFY(cables.flags(status) & Qt::ItemIsEditable);
        QVERIFY(!(cables.flags(cables.index(0, models::CableTableModel::ADeviceColumn)) &
                  Qt::ItemIsEditable));
        QCOMPARE(status.data(models::ChoicesRole).toStringList().size(), 4);
        QVERIFY(cables.setData(status, QStringLiteral("verified")));
        QCOMPARE(status.data().toString(), QStringLiteral("verified"));
        QCOMPARE(m_session->undoStack()->count(), 1);
        QVERIFY(cables.setData(cables.index(0, models::CableTableModel::LengthColumn),
                               QStringLiteral("2.5")));
        QCOMPARE(m_session->design().cables.items()[0].lengthM.value_or(-1), 2.5);
        // A bad value is refused with a message; nothing changes.
        QSignalSpy refused(&cables, &models::CableTableModel::editRefused);
        QVERIFY(!cables.setData(status, QStringLiteral("melted")));
        QCOMPARE(refused.count(), 1);
        // A label that another cable has is refused by the Validator.
        const QString other = m_session->design().cables.items()[1].label;
        if (!other.isEmpty()) {
            QVERIFY(!cables.setData(cables.index(0, models::CableTableModel::LabelColumn), other));
            QCOMPARE(refused.count(), 2);
        }
        QCOMPARE(m_session->undoStack()->count(), 2);
    }

    void commandsDoAndUndoExactly()
    {
        const Design &d = m_session->design();
        const Device *node = d.deviceByName(QStringLiteral("node02"));
        const Device *leaf = d.deviceByName(QStringLiteral("leaf-01"));
        QVERIFY(node && leaf);
        const Id nodeId = node->id;
        roundTrip(undo::edits::renameDevice(d, nodeId, QStringLiteral("renamed")));
        // Add a device of a type, in a free place.
        Device dev;
        dev.name = QStringLiteral("new-switch");
        dev.role = QStringLiteral("leaf");
        dev.deviceTypeId = leaf->deviceTypeId;
        dev.rackId = leaf->rackId;
        dev.face = Face::Front;
        for (double u = 1; u <= 42; ++u) {
            dev.position = u;
            if (undo::edits::placementProblem(d, dev).isEmpty())
                break;
        }
        const std::size_t ports = d.ports.size();
        roundTrip(undo::edits::addDevice(d, dev));
        QVERIFY(d.ports.size() > ports);
        const Id added = d.deviceByName(QStringLiteral("new-switch"))->id;
        // Move it up one U if free, else down.
        Device moved = *d.devices.find(added);
        moved.position += 1;
        if (!undo::edits::placementProblem(d, moved, {added}).isEmpty())
            moved.position -= 2;
        roundTrip(undo::edits::moveDevice(d, added, moved.rackId, moved.position, moved.face));
        // Connect two free ports of the new switch and the node.
        Id pa = 0, pb = 0;
        QSet<Id> used;
        for (const Cable &c : d.cables)
            used << c.aPortId << c.bPortId;
        for (const Port *p : d.portsOf(added))
            if (!used.contains(p->id) && p->kind == PortKind::Interface) {
                (pa ? pb : pa) = p->id;
                if (pb)
                    break;
            }
        QVERIFY(pa && pb);
        roundTrip(undo::edits::connect(d, pa, pb, Medium::DAC, 1, QStringLiteral("TEST-1")));
        // Re-type the new switch to the management switch's type (its cable goes with its
        // old ports).
        const Device *mgmt = d.deviceByName(QStringLiteral("mgmt-01"));
        QVERIFY(mgmt && mgmt->deviceTypeId != leaf->deviceTypeId);
        roundTrip(undo::edits::retypeDevice(d, added, mgmt->deviceTypeId));
        // Delete a device with its cables.
        roundTrip(undo::edits::removeDevices(d, {nodeId}));
        // Delete cables.
        roundTrip(undo::edits::removeCables(d, {d.cables.items()[0].id, d.cables.items()[1].id}));
    }

    void changeLogRecordsEachStep()
    {
        const std::size_t log = m_session->design().changeLog.size();
        const Id id = m_session->design().deviceByName(QStringLiteral("node01"))->id;
        QVERIFY(m_session->apply(
            undo::edits::renameDevice(m_session->design(), id, QStringLiteral("x1"))));
        m_session->undoStack()->undo();
        QCOMPARE(m_session->design().changeLog.size(), log + 2);
        QCOMPARE(store::Document::open(m_path)->design().changeLog.size(), log + 2);
    }

    void refusedEditLeavesNoUndoStep()
    {
        const Design &d = m_session->design();
        const Id a = d.deviceByName(QStringLiteral("node01"))->id;
        QString error;
        QVERIFY(
            !m_session->apply(undo::edits::renameDevice(d, a, QStringLiteral("node02")), &error));
        QVERIFY(error.contains(QStringLiteral("node02")));
        QCOMPARE(m_session->undoStack()->count(), 0);
    }

    void movesMergeOnlyWhenAsked()
    {
        const Design &d = m_session->design();
        const Device *leaf = d.deviceByName(QStringLiteral("leaf-01"));
        const Id id = leaf->id;
        const Design before = onDisk(m_path);
        // Nudge down twice (mergeable), the first of which starts the step.
        double u = leaf->position;
        for (int i = 0; i < 2; ++i) {
            Device m = *d.devices.find(id);
            m.position = u - 1;
            if (!undo::edits::placementProblem(d, m, {id}).isEmpty())
                QSKIP("no free U below leaf-01");
            QVERIFY(m_session->applyMove(undo::edits::moveDevice(d, id, m.rackId, u - 1, m.face),
                                         i > 0));
            u -= 1;
        }
        QCOMPARE(m_session->undoStack()->count(), 1);
        m_session->undoStack()->undo();
        QVERIFY(onDisk(m_path) == before);
    }

    void replaceDesignIsOneUndoStep()
    {
        const Design before = onDisk(m_path);
        Design empty;
        empty.name = QStringLiteral("empty");
        models::ProjectTreeModel tree(m_session.get());
        QAbstractItemModelTester t(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_session->replaceDesign(empty, QStringLiteral("generate"), QStringLiteral("Generate"));
        QCOMPARE(tree.rowCount(), 0);
        m_session->undoStack()->undo();
        QVERIFY(onDisk(m_path) == before);
        QCOMPARE(tree.rowCount(), 1);
    }

    void topologyLayoutPlacesTiersAndFindsPaths()
    {
        const Design &d = m_session->design();
        const models::TopologyLayout L = models::TopologyLayout::compute(d);
        const int n1 = L.nodeOfDevice.value(d.deviceByName(QStringLiteral("node01"))->id, -1);
        const int n4 = L.nodeOfDevice.value(d.deviceByName(QStringLiteral("node04"))->id, -1);
        const int leaf = L.nodeOfDevice.value(d.deviceByName(QStringLiteral("leaf-01"))->id, -1);
        QVERIFY(n1 >= 0 && n4 >= 0 && leaf >= 0);
        QCOMPARE(L.nodes[std::size_t(n1)].tier, 0);
        QCOMPARE(L.nodes[std::size_t(leaf)].tier, 1);
        // Leaves are drawn above nodes.
        QVERIFY(L.nodes[std::size_t(leaf)].rect.bottom() < L.nodes[std::size_t(n1)].rect.top());
        QCOMPARE(L.rails, 8);
        // The example's nodes are in su 0: the block is labelled SU1, as the reference
        // architectures count scalable units (docs/references/fabric.md §1).
        QStringList groupLabels;
        for (const auto &g : L.groups)
            groupLabels << g.label;
        QVERIFY2(groupLabels.contains(QStringLiteral("SU1")), qPrintable(groupLabels.join(',')));
        QVERIFY(!groupLabels.contains(QStringLiteral("SU0")));
        QVERIFY(!L.linksOf(n1).empty());
        // node01 -> node04: every shortest path goes through a leaf (2 hops), never a node.
        const auto path = L.shortestPathLinks(n1, n4);
        QVERIFY(!path.empty());
        for (int li : path) {
            const auto &l = L.links[std::size_t(li)];
            for (int end : {l.a, l.b})
                QVERIFY(end == n1 || end == n4 || L.nodes[std::size_t(end)].tier > 0);
        }
    }
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
