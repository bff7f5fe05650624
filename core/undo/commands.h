#pragma once

#include "model/changeset.h"

#include <QUndoCommand>

#include <memory>

namespace ry::store {
class ModuleStep;
}
namespace ry::undo {

class DesignSession;

/// One committed ChangeSet as an undo step (QGIS's QgsVectorLayerUndoCommand shape, acting on
/// the core model, never on scene items). It is created after its change was committed, so the
/// first redo() that QUndoStack::push() calls does nothing; later redo()/undo() commit the
/// stored forward/inverse sets, each in one transaction. A ModuleStep, when given, writes its
/// module rows again inside every redo's transaction and removes them inside every undo's.
class ChangeSetCommand : public QUndoCommand
{
public:
    ChangeSetCommand(DesignSession *session, ChangeSet forward, ChangeSet inverse,
                     QString action = QStringLiteral("edit"),
                     std::shared_ptr<store::ModuleStep> module = {});
    void undo() override;
    void redo() override;

    const ChangeSet &forward() const { return m_forward; }
    const ChangeSet &inverse() const { return m_inverse; }

protected:
    DesignSession *m_session;
    ChangeSet m_forward;
    ChangeSet m_inverse;
    QString m_action;
    std::shared_ptr<store::ModuleStep> m_module;
    bool m_applied = true;
};

/// Moving devices in or between racks (drag and drop, keyboard nudges). Consecutive moves of
/// the same devices merge into one undo step when the later one is marked mergeable (the
/// undoframework example's MoveCommand: fixed id(), mergeWith()).
class MoveDevicesCommand : public ChangeSetCommand
{
public:
    enum
    {
        Id = 0x5259 // "RY"
    };
    MoveDevicesCommand(DesignSession *session, ChangeSet forward, ChangeSet inverse,
                       bool mergeable);
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    QList<ry::Id> deviceIds(const ChangeSet &c) const;
    bool m_mergeable;
};

/// Replacing the whole design (fabric generation, import): keeps both designs to swap back.
class ReplaceDesignCommand : public QUndoCommand
{
public:
    ReplaceDesignCommand(DesignSession *session, Design before, Design after, QString action);
    void undo() override;
    void redo() override;

private:
    DesignSession *m_session;
    Design m_before;
    Design m_after;
    QString m_action;
    bool m_applied = true;
};

} // namespace ry::undo
