#include "runtablemodel.h"

#include "results/plausibility.h"

#include <QColor>

#include <cmath>

namespace ry::gui {

using namespace ry::results;

RunTableModel::RunTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void RunTableModel::setRuns(std::vector<StoredRun> runs, const OverlayOptions &options)
{
    beginResetModel();
    m_runs = std::move(runs);
    m_options = options;
    endResetModel();
}

int RunTableModel::rowOf(Id id) const
{
    for (std::size_t i = 0; i < m_runs.size(); ++i)
        if (m_runs[i].id == id)
            return int(i);
    return -1;
}

int RunTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount() ||
        index.column() >= ColumnCount)
        return {};
    const StoredRun &r = m_runs[std::size_t(index.row())];
    if (role == RunIdRole)
        return QVariant::fromValue<qlonglong>(r.id);
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case RunColumn:
        case RanksColumn:
        case NodesColumn:
        case BusbwColumn:
        case CeilingColumn:
        case PercentColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::BackgroundRole &&
        (index.column() == PercentColumn || index.column() == VerdictColumn)) {
        if (r.verdict == Verdict::Failed || r.verdict == Verdict::Implausible)
            return QColor(m_options.palette.bad);
        if (!r.percent)
            return {};
        return m_options.palette.colour(stateOf(*r.percent, m_options.thresholds));
    }
    if (role == Qt::ToolTipRole && index.column() == CeilingColumn)
        return ratedAgainstText(r) + QLatin1Char('\n') + r.ceilingFormula;
    if (role == Qt::ToolTipRole && index.column() == VerdictColumn) {
        QStringList lines{ratingText(r), tr("Rated against %1").arg(ratedAgainstText(r))};
        lines += r.missing;
        lines += r.failures;
        return lines.join(QLatin1Char('\n'));
    }
    if (role != Qt::DisplayRole)
        return {};
    auto num = [](const std::optional<double> &v, int decimals) {
        return v ? QString::number(*v, 'f', decimals) : QString();
    };
    switch (index.column()) {
    case RunColumn:
        return QVariant::fromValue<qlonglong>(r.id);
    case WhenColumn:
        return (r.startTime.isEmpty() ? r.importedAt : r.startTime).left(16);
    case TestColumn:
        return r.collective.isEmpty() ? r.program : r.collective;
    case RanksColumn:
        return r.ranks ? QVariant(*r.ranks) : QVariant();
    case NodesColumn:
        return r.nodes;
    case BusbwColumn:
        return num(r.plateauGBps, 2);
    case CeilingColumn:
        return num(r.ceilingGBps, 1);
    case PercentColumn:
        return r.percent ? num(r.percent, 1) + QLatin1Char('%') : QString();
    case VerdictColumn:
        return verdictText(r.verdict);
    case FileColumn:
        return r.sourceFile;
    default:
        return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RunColumn:
        return tr("Run");
    case WhenColumn:
        return tr("When");
    case TestColumn:
        return tr("Test");
    case RanksColumn:
        return tr("Ranks");
    case NodesColumn:
        return tr("Nodes");
    case BusbwColumn:
        return tr("busbw (GB/s)");
    case CeilingColumn:
        return tr("Ceiling (GB/s)");
    case PercentColumn:
        return tr("% of theoretical");
    case VerdictColumn:
        return tr("Verdict");
    case FileColumn:
        return tr("File");
    default:
        return {};
    }
}

} // namespace ry::gui
