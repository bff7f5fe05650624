#include "tableview.h"

#include "models/roles.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace ry::gui {

namespace {

/// A combo box for columns that offer ChoicesRole values; the default editor otherwise.
class ChoicesDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        const QStringList choices = index.data(models::ChoicesRole).toStringList();
        if (choices.isEmpty())
            return QStyledItemDelegate::createEditor(parent, option, index);
        auto *box = new QComboBox(parent);
        box->addItems(choices);
        return box;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *box = qobject_cast<QComboBox *>(editor))
            box->setCurrentText(index.data(Qt::EditRole).toString());
        else
            QStyledItemDelegate::setEditorData(editor, index);
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        if (auto *box = qobject_cast<QComboBox *>(editor))
            model->setData(index, box->currentText());
        else
            QStyledItemDelegate::setModelData(editor, model, index);
    }
};

} // namespace

TableTab::TableTab(QWidget *parent) : QWidget(parent)
{
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter (any column)"));
    m_filter->setClearButtonEnabled(true);
    m_count = new QLabel(this);
    m_table = new QTableView(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(models::SortRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setItemDelegate(new ChoicesDelegate(m_table));
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(2, 2, 2, 2);
    l->addLayout(top);
    l->addWidget(m_table);
    connect(m_filter, &QLineEdit::textChanged, this, &TableTab::setFilter);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &TableTab::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &TableTab::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &TableTab::updateCount);
}

void TableTab::setModel(QAbstractItemModel *model)
{
    m_proxy->setSourceModel(model);
    if (model && model->rowCount() < 5000)
        m_table->resizeColumnsToContents();
    updateCount();
}

void TableTab::setFilter(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text); // comes back here through textChanged
    else {
        m_proxy->setFilterFixedString(text);
        updateCount();
    }
}

void TableTab::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int all = m_proxy->sourceModel() ? m_proxy->sourceModel()->rowCount() : 0;
    m_count->setText(shown == all ? tr("%n row(s)", nullptr, all)
                                  : tr("%1 of %n row(s)", nullptr, all).arg(shown));
}

bool TableTab::selectId(Id id)
{
    auto find = [&]() -> QModelIndex {
        for (int r = 0; r < m_proxy->rowCount(); ++r) {
            const QModelIndex i = m_proxy->index(r, 0);
            if (i.data(models::IdRole).toLongLong() == id)
                return i;
        }
        return {};
    };
    QModelIndex i = find();
    if (!i.isValid() && !m_filter->text().isEmpty()) {
        setFilter(QString());
        i = find();
    }
    if (!i.isValid())
        return false;
    m_table->selectRow(i.row());
    m_table->scrollTo(i, QAbstractItemView::PositionAtCenter);
    return true;
}

QList<Id> TableTab::selectedIds() const
{
    QList<Id> out;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        out << i.data(models::IdRole).toLongLong();
    return out;
}

} // namespace ry::gui
