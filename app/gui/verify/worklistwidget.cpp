#include "worklistwidget.h"

#include "store/document.h"
#include "undo/designsession.h"
#include "usecases/marks.h"
#include "verify/overlay.h"
#include "verify/verifystore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ry::gui {

WorkListWidget::WorkListWidget(undo::DesignSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new WorkListModel(this)),
      m_view(new QTreeView(this)), m_fixed(new QPushButton(tr("Mark &fixed"), this)),
      m_verified(new QPushButton(tr("Mark &verified"), this)),
      m_showCorrect(new QCheckBox(tr("Show &correct cables"), this)), m_message(new QLabel(this)),
      m_kindFilter(new QComboBox(this)), m_sort(new QComboBox(this))
{
    m_kindFilter->addItem(tr("All findings"), -1);
    for (int k = 0; k < verify::CableFinding::kindCount; ++k)
        if (verify::CableFinding::Kind(k) != verify::CableFinding::Kind::Correct)
            m_kindFilter->addItem(verify::findingKindLabel(verify::CableFinding::Kind(k)), k);
    m_kindFilter->setToolTip(tr("Show only findings of this kind."));
    m_sort->addItem(tr("By location"), false);
    m_sort->addItem(tr("By finding kind"), true);
    m_sort->setToolTip(tr("Order of the items inside each rack."));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(true);
    m_fixed->setToolTip(tr("The cable was re-seated or moved: set it to installed, to be checked "
                           "again by the next verification."));
    m_verified->setToolTip(tr("The cable was checked and is right: set it to verified."));
    m_message->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_showCorrect);
    buttons->addWidget(m_kindFilter);
    buttons->addWidget(m_sort);
    buttons->addStretch();
    buttons->addWidget(m_fixed);
    buttons->addWidget(m_verified);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view);
    layout->addWidget(m_message);
    layout->addLayout(buttons);

    connect(m_fixed, &QPushButton::clicked, this, &WorkListWidget::markSelectedFixed);
    connect(m_verified, &QPushButton::clicked, this, &WorkListWidget::markSelectedVerified);
    connect(m_showCorrect, &QCheckBox::toggled, this, [this] { rebuild(); });
    connect(m_kindFilter, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    connect(m_sort, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { updateButtons(); });
    updateButtons();
}

void WorkListWidget::setSession(undo::DesignSession *session)
{
    m_session = session;
    setVerification({});
}

void WorkListWidget::setVerification(const verify::Verification &verification,
                                     const QString &source, Id runId)
{
    m_verification = verification;
    m_source = source;
    m_runId = runId;
    m_message->clear();
    rebuild();
}

void WorkListWidget::setShowCorrect(bool show)
{
    m_showCorrect->setChecked(show);
}

bool WorkListWidget::showCorrect() const
{
    return m_showCorrect->isChecked();
}

void WorkListWidget::setKindFilter(std::optional<verify::CableFinding::Kind> kind)
{
    m_kindFilter->setCurrentIndex(std::max(0, m_kindFilter->findData(kind ? int(*kind) : -1)));
}

std::optional<verify::CableFinding::Kind> WorkListWidget::kindFilter() const
{
    const int k = m_kindFilter->currentData().toInt();
    if (k < 0)
        return std::nullopt;
    return verify::CableFinding::Kind(k);
}

void WorkListWidget::setSortByKind(bool byKind)
{
    m_sort->setCurrentIndex(byKind ? 1 : 0);
}

bool WorkListWidget::sortByKind() const
{
    return m_sort->currentData().toBool();
}

void WorkListWidget::rebuild()
{
    static const Design empty;
    const Design &design = m_session ? m_session->design() : empty;
    verify::WorkListOptions options;
    options.includeCorrect = m_showCorrect->isChecked();
    options.sortByKind = sortByKind();
    if (const auto kind = kindFilter())
        options.kinds = {*kind};
    m_model->setWorkList(verify::makeWorkList(design, m_verification, options), &design);
    m_view->expandAll();
    for (int c = 0; c < WorkListModel::OtherEnd; ++c)
        m_view->resizeColumnToContents(c);
    // The view re-created the selection model's content; rewire nothing, just refresh.
    updateButtons();
}

void WorkListWidget::updateButtons()
{
    bool any = false;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows())
        if (const verify::WorkListItem *item = m_model->itemAt(i);
            item && !item->cableIds.empty() &&
            item->kind() != verify::CableFinding::Kind::Unverifiable)
            any = true;
    m_fixed->setEnabled(any && m_session);
    m_verified->setEnabled(any && m_session);
}

void WorkListWidget::onCurrentChanged(const QModelIndex &current)
{
    const verify::WorkListItem *item = m_model->itemAt(current);
    if (!item)
        return;
    // The device where the work is (for a wrong-device cable: where its wrong end is plugged).
    if (item->at.deviceId)
        emit deviceSelected(item->at.deviceId);
    if (item->finding.cableId)
        emit cableSelected(item->finding.cableId);
}

void WorkListWidget::markSelectedFixed()
{
    mark(CableStatus::Installed);
}

void WorkListWidget::markSelectedVerified()
{
    mark(CableStatus::Verified);
}

void WorkListWidget::mark(CableStatus status)
{
    if (!m_session)
        return;
    verify::MarkRequest req;
    req.status = status;
    req.runId = m_runId;
    req.source = m_source;
    QSet<Id> seen;
    QStringList kinds;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows()) {
        const verify::WorkListItem *item = m_model->itemAt(i);
        if (!item || item->kind() == verify::CableFinding::Kind::Unverifiable)
            continue;
        // Every cable of the item: both of a crossed pair, all links of a device not seen.
        for (Id c : item->cableIds)
            if (!seen.contains(c)) {
                seen.insert(c);
                req.cableIds.push_back(c);
            }
        const QString k = toString(item->finding.kind);
        if (!kinds.contains(k))
            kinds << k;
    }
    if (req.cableIds.empty())
        return;
    req.finding = kinds.join(QLatin1Char(','));
    try {
        const std::vector<verify::CableMark> marks = usecases::recordMarks(*m_session, req);
        QList<qint64> ids;
        for (const verify::CableMark &m : marks)
            ids << qint64(m.cableId);
        m_message->setText(
            tr("%n cable(s) marked %1.", nullptr, int(marks.size())).arg(toString(status)));
        m_model->refreshStatuses();
        if (!ids.isEmpty())
            emit cablesMarked(ids, int(status));
    } catch (const Error &e) {
        m_message->setText(tr("Not marked: %1").arg(e.message()));
        emit errorOccurred(e.message());
    }
}

} // namespace ry::gui
