#include "cabletablemodel.h"

#include "model/designutil.h"
#include "palette.h"
#include "roles.h"
#include "undo/designsession.h"

#include <QLocale>

namespace ry::models {

namespace {

const Medium kMedia[] = {Medium::DAC, Medium::ACC,    Medium::AOC,  Medium::MMF,
                         Medium::SMF, Medium::Copper, Medium::Power};
const CableStatus kStatuses[] = {CableStatus::Planned, CableStatus::Installed,
                                 CableStatus::Verified, CableStatus::Faulty};

} // namespace

CableTableModel::CableTableModel(undo::DesignSession *session, QObject *parent)
    : DesignTableModel(session, ColumnCount, parent)
{
}

int CableTableModel::itemCount() const
{
    return int(m_session->design().cables.size());
}

int CableTableModel::rowOf(Id id) const
{
    return rowIn(m_session->design().cables, id);
}

Id CableTableModel::idAt(int row) const
{
    return idIn(m_session->design().cables, row);
}

bool CableTableModel::resetsRows(const Change &x) const
{
    return std::holds_alternative<Cable>(x.object) || std::holds_alternative<Port>(x.object) ||
           std::holds_alternative<Device>(x.object);
}

Id CableTableModel::rowItem(const Change &x) const
{
    const auto *cable = std::get_if<Cable>(&x.object);
    return cable ? cable->id : 0;
}

bool CableTableModel::showsInRows(const Change &x) const
{
    // renamed device or port, new rail: any row may show it
    return std::holds_alternative<Device>(x.object) || std::holds_alternative<Port>(x.object);
}

QVariant CableTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    switch (section) {
    case LabelColumn:
        return tr("Label");
    case ADeviceColumn:
        return tr("A device");
    case APortColumn:
        return tr("A port");
    case BDeviceColumn:
        return tr("B device");
    case BPortColumn:
        return tr("B port");
    case RailColumn:
        return tr("Rail");
    case MediumColumn:
        return tr("Medium");
    case LengthColumn:
        return tr("Length");
    case ColourColumn:
        return tr("Colour");
    case StatusColumn:
        return tr("Status");
    case BreakoutColumn:
        return tr("Breakout");
    }
    return {};
}

Qt::ItemFlags CableTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    switch (index.column()) {
    case LabelColumn:
    case MediumColumn:
    case LengthColumn:
    case ColourColumn:
    case StatusColumn:
        f |= Qt::ItemIsEditable;
        break;
    default:
        break;
    }
    return f;
}

QVariant CableTableModel::data(const QModelIndex &index, int role) const
{
    const Design &d = m_session->design();
    const auto &v = d.cables.items();
    if (!index.isValid() || std::size_t(index.row()) >= v.size())
        return {};
    const Cable &c = v[std::size_t(index.row())];
    if (role == IdRole)
        return QVariant::fromValue<qint64>(c.id);
    const int col = index.column();
    if (role == ChoicesRole) {
        QStringList out;
        if (col == MediumColumn)
            for (Medium m : kMedia)
                out << toString(m);
        else if (col == StatusColumn)
            for (CableStatus s : kStatuses)
                out << toString(s);
        return out;
    }
    auto port = [&](Id id) { return d.ports.find(id); };
    auto deviceName = [&](Id portId) {
        const Port *p = port(portId);
        const Device *x = p ? d.devices.find(p->deviceId) : nullptr;
        return x ? x->name : QString();
    };
    auto rail = [&]() {
        const Port *a = port(c.aPortId), *b = port(c.bPortId);
        return a && a->rail >= 0 ? a->rail : b ? b->rail : -1;
    };
    if (role == Qt::DecorationRole) {
        if (col == RailColumn && rail() >= 0)
            return palette::railColour(rail());
        if (col == StatusColumn)
            return palette::cableStatusColour(c.status);
        return {};
    }
    if (role == Qt::TextAlignmentRole && (col == LengthColumn || col == RailColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    const bool display = role == Qt::DisplayRole;
    if (!display && role != Qt::EditRole && role != SortRole)
        return {};
    switch (col) {
    case LabelColumn:
        return c.label;
    case ADeviceColumn:
        return deviceName(c.aPortId);
    case APortColumn:
        if (const Port *p = port(c.aPortId))
            return p->name;
        return {};
    case BDeviceColumn:
        return deviceName(c.bPortId);
    case BPortColumn:
        if (const Port *p = port(c.bPortId))
            return p->name;
        return {};
    case RailColumn: {
        const int r = rail();
        if (role == SortRole)
            return r;
        return r >= 0 ? QVariant(r) : QVariant(QString());
    }
    case MediumColumn:
        return toString(c.medium);
    case LengthColumn:
        // In the cable's own unit ("10 ft", "3.05 m"); empty = unknown, which sorts first.
        if (role == SortRole)
            return c.lengthM ? *c.lengthM : -1.0;
        return formatLength(c.lengthM, c.lengthUnit);
    case ColourColumn:
        return c.colour;
    case StatusColumn:
        return toString(c.status);
    case BreakoutColumn:
        if (const Breakout *b = c.breakoutId ? d.breakouts.find(c.breakoutId) : nullptr)
            return tr("%1 leg %2 of %3").arg(b->label).arg(c.lane + 1).arg(b->lanes);
        return {};
    }
    return {};
}

bool CableTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const Id id = idAt(index.row());
    const Cable *old = m_session->design().cables.find(id);
    if (!old)
        return false;
    Cable c = *old;
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case LabelColumn:
        c.label = text;
        break;
    case MediumColumn: {
        const auto m = mediumFromString(text.toLower());
        if (!m) {
            Q_EMIT editRefused(tr("\"%1\" is not a cable medium.").arg(text));
            return false;
        }
        c.medium = *m;
        break;
    }
    case LengthColumn: {
        // "10 ft", "3.5 m", "150cm", or a number in the cable's current unit; empty = unknown.
        const ParsedLength l = parseLength(text, c.lengthUnit);
        if (!l.ok) {
            Q_EMIT editRefused(l.error);
            return false;
        }
        c.lengthM = l.metres;
        c.lengthUnit = l.unit;
        break;
    }
    case ColourColumn:
        c.colour = text;
        break;
    case StatusColumn: {
        const auto s = cableStatusFromString(text.toLower());
        if (!s) {
            Q_EMIT editRefused(tr("\"%1\" is not a cable status.").arg(text));
            return false;
        }
        c.status = *s;
        break;
    }
    default:
        return false;
    }
    if (c == *old)
        return true;
    ChangeSet cs(tr("Edit cable %1").arg(cableDisplayName(m_session->design(), *old)));
    cs.modify(c);
    return applyEdit(cs);
}

} // namespace ry::models
