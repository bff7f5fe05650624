#include "cabletablemodel.h"

#include "model/designutil.h"
#include "palette.h"
#include "roles.h"
#include "undo/designsession.h"

#include <QLocale>

namespace ry {

namespace {

const Medium kMedia[] = {Medium::DAC, Medium::ACC,    Medium::AOC,  Medium::MMF,
                         Medium::SMF, Medium::Copper, Medium::Power};
const CableStatus kStatuses[] = {CableStatus::Planned, CableStatus::Installed,
                                 CableStatus::Verified, CableStatus::Faulty};

bool touchesRows(const ChangeSet &c)
{
    for (const Change &x : c.changes()) {
        if (x.op == Change::Op::Modify)
            continue;
        if (std::holds_alternative<Cable>(x.object) || std::holds_alternative<Port>(x.object) ||
            std::holds_alternative<Device>(x.object))
            return true;
    }
    return false;
}

} // namespace

CableTableModel::CableTableModel(DesignSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session)
{
    QObject::connect(session, &DesignSession::aboutToChange, this,
                     &CableTableModel::onAboutToChange);
    QObject::connect(session, &DesignSession::changed, this, &CableTableModel::onChanged);
    QObject::connect(session, &DesignSession::aboutToReset, this, [this] { beginResetModel(); });
    QObject::connect(session, &DesignSession::resetDone, this, [this] { endResetModel(); });
}

int CableTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_session->design().cables.size());
}

int CableTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int CableTableModel::rowOf(Id id) const
{
    const auto &t = m_session->design().cables;
    const Cable *c = t.find(id);
    return c ? int(c - t.items().data()) : -1;
}

Id CableTableModel::idAt(int row) const
{
    const auto &v = m_session->design().cables.items();
    return row >= 0 && std::size_t(row) < v.size() ? v[std::size_t(row)].id : 0;
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
        return tr("Length (m)");
    case ColourColumn:
        return tr("Colour");
    case StatusColumn:
        return tr("Status");
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
        if (display)
            return QLocale().toString(c.lengthM, 'f', 1);
        return c.lengthM;
    case ColourColumn:
        return c.colour;
    case StatusColumn:
        return toString(c.status);
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
        bool ok = false;
        double v = QLocale().toDouble(text, &ok);
        if (!ok)
            v = text.toDouble(&ok);
        if (!ok || v < 0) {
            Q_EMIT editRefused(tr("\"%1\" is not a length in metres.").arg(text));
            return false;
        }
        c.lengthM = v;
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
    QString error;
    if (!m_session->apply(cs, &error)) {
        Q_EMIT editRefused(error);
        return false;
    }
    return true;
}

void CableTableModel::onAboutToChange(const ChangeSet &c)
{
    m_resetting = touchesRows(c);
    if (m_resetting)
        beginResetModel();
}

void CableTableModel::onChanged(const ChangeSet &c, bool ok)
{
    if (m_resetting) {
        endResetModel();
        m_resetting = false;
        return;
    }
    if (!ok || rowCount() == 0)
        return;
    bool others = false;
    for (const Change &x : c.changes()) {
        if (const auto *cable = std::get_if<Cable>(&x.object)) {
            const int r = rowOf(cable->id);
            if (r >= 0)
                Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
        } else if (std::holds_alternative<Device>(x.object) ||
                   std::holds_alternative<Port>(x.object)) {
            others = true; // renamed device or port, new rail: any row may show it
        }
    }
    if (others)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace ry
