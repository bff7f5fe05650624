#pragma once

#include "verify/verifier.h"
#include "worklistmodel.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeView;

namespace ry::undo {
class DesignSession;
}
namespace ry::gui {
} // namespace ry::gui

namespace ry::gui {

/// The technician's work list: what to do, grouped by the rack where the work is, in pull order
/// (verify::makeWorkList()), with a filter and a sort by finding kind, the unverifiable findings
/// apart in a last group, and buttons that mark the selected items' cables fixed (status
/// installed: check again) or verified; a crossed pair is one item, so marking it marks both
/// of its cables. Unverifiable findings cannot be marked. A mark is one step of the DesignSession
/// (prepareMarks(), DesignSession::step()): one undo step and one transaction holding the cable
/// statuses, the change-log entry naming the observation source and time, and the rows of the
/// document's "verify_cable_marks" table; its undo restores the statuses and removes those rows in
/// one transaction.
///
/// Selecting a finding emits deviceSelected() and cableSelected() so the rack elevation and the
/// topology view can show it; cablesMarked() tells them the design changed.
class WorkListWidget : public QWidget
{
    Q_OBJECT
public:
    /// `session` may be null (read-only list); it must outlive the widget otherwise.
    explicit WorkListWidget(undo::DesignSession *session, QWidget *parent = nullptr);

    /// Works on `session`'s document from now on (null: none, read-only): marks become undo
    /// steps of the session. Clears the shown verification.
    void setSession(undo::DesignSession *session);

    /// Shows `verification` (run against the widget's document design). `source` describes the
    /// observations (describeObservationSource()); `runId` is the stored run, 0 if none.
    void setVerification(const verify::Verification &verification, const QString &source = {},
                         Id runId = 0);
    /// Lists Correct findings too (a full pull sheet).
    void setShowCorrect(bool show);
    bool showCorrect() const;
    /// Shows only items of `kind` (a device not seen counts as missing); nullopt = all kinds.
    void setKindFilter(std::optional<verify::CableFinding::Kind> kind);
    std::optional<verify::CableFinding::Kind> kindFilter() const;
    /// Orders the items of each rack by finding kind first (else from the top U down).
    void setSortByKind(bool byKind);
    bool sortByKind() const;

    WorkListModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QPushButton *fixedButton() const { return m_fixed; }
    QPushButton *verifiedButton() const { return m_verified; }
    QComboBox *kindFilterBox() const { return m_kindFilter; }
    QComboBox *sortBox() const { return m_sort; }

public slots:
    /// Marks the cables of the selected findings fixed (CableStatus::Installed).
    void markSelectedFixed();
    /// Marks the cables of the selected findings verified.
    void markSelectedVerified();

signals:
    void deviceSelected(ry::Id deviceId);
    void cableSelected(ry::Id cableId);
    /// After a successful mark: the cables and their new status.
    void cablesMarked(const QList<qint64> &cableIds, int status);
    /// A mark failed (the message is shown in the widget too).
    void errorOccurred(const QString &message);

private:
    void rebuild();
    void updateButtons();
    void onCurrentChanged(const QModelIndex &current);
    void mark(CableStatus status);

    undo::DesignSession *m_session = nullptr;
    verify::Verification m_verification;
    QString m_source;
    Id m_runId = 0;
    WorkListModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_fixed = nullptr;
    QPushButton *m_verified = nullptr;
    QCheckBox *m_showCorrect = nullptr;
    QLabel *m_message = nullptr;
    QComboBox *m_kindFilter = nullptr;
    QComboBox *m_sort = nullptr;
};

} // namespace ry::gui
