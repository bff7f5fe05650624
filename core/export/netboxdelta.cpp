#include "netboxdelta.h"

#include "csv.h"
#include "io/csvtable.h"

#include <QBuffer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace ry::exporting {

namespace {

using T = NetboxCsvExporter::Table;

std::vector<QStringList> rowsOf(const Design &d, T table, Reporter &reporter)
{
    QBuffer buf;
    buf.open(QIODevice::WriteOnly);
    NetboxCsvExporter(table).write(d, buf, reporter, {});
    const csv::Table written = csv::parse(buf.data(), NetboxCsvExporter(table).format());
    std::vector<QStringList> rows;
    rows.reserve(written.rows.size());
    for (const csv::Table::Row &r : written.rows)
        rows.push_back(r.cells);
    return rows;
}

/// The columns that identify a row of `table` to NetBox.
QStringList keyColumns(T table)
{
    auto l = [](std::initializer_list<const char *> names) {
        QStringList out;
        for (const char *n : names)
            out << QString::fromLatin1(n);
        return out;
    };
    switch (table) {
    case T::DeviceTypes:
        return l({"manufacturer", "model"});
    case T::Locations:
        return l({"site", "name"});
    case T::Interfaces:
    case T::RearPorts:
    case T::FrontPorts:
    case T::ConsolePorts:
    case T::ConsoleServerPorts:
    case T::PowerPorts:
    case T::PowerOutlets:
        return l({"device", "name"});
    case T::Cables:
        return l({"side_a_device", "side_a_name", "side_b_device", "side_b_name"});
    default:
        return l({"name"});
    }
}

QString keyOf(const QStringList &header, const QStringList &row, const QStringList &cols)
{
    QStringList k;
    for (const QString &c : cols) {
        const qsizetype i = header.indexOf(c);
        k << (i >= 0 && i < row.size() ? row[i] : QString());
    }
    return k.join(QLatin1Char('\n'));
}

/// Key -> NetBox id of the objects of `base` that NetBox has, for `table`.
QHash<QString, qint64> netboxIdsByKey(const Design &base, const netboxsite::NetboxIds &ids, T table)
{
    QHash<QString, qint64> out;
    auto devName = [&](Id id) {
        const Device *x = base.devices.find(id);
        return x ? x->name : QString();
    };
    auto portKey = [&](Id id) {
        const Port *p = base.ports.find(id);
        return p ? devName(p->deviceId) + QLatin1Char('\n') + p->name : QString();
    };
    switch (table) {
    case T::Sites:
        for (const Site &s : base.sites)
            if (ids.sites.contains(s.id))
                out.insert(s.name, ids.sites.value(s.id));
        break;
    case T::Racks:
        for (const Rack &r : base.racks)
            if (ids.racks.contains(r.id))
                out.insert(r.name, ids.racks.value(r.id));
        break;
    case T::DeviceTypes:
        for (const DeviceType &t : base.deviceTypes)
            if (ids.deviceTypes.contains(t.id))
                out.insert(t.manufacturer + QLatin1Char('\n') + t.model,
                           ids.deviceTypes.value(t.id));
        break;
    case T::Devices:
        for (const Device &x : base.devices)
            if (ids.devices.contains(x.id))
                out.insert(x.name, ids.devices.value(x.id));
        break;
    case T::Interfaces:
    case T::RearPorts:
    case T::FrontPorts:
    case T::ConsolePorts:
    case T::ConsoleServerPorts:
    case T::PowerPorts:
    case T::PowerOutlets:
        for (const Port &p : base.ports)
            if (ids.ports.contains(p.id))
                out.insert(portKey(p.id), ids.ports.value(p.id));
        break;
    case T::Cables:
        for (const Cable &k : base.cables)
            if (ids.cables.contains(k.id)) {
                out.insert(portKey(k.aPortId) + QLatin1Char('\n') + portKey(k.bPortId),
                           ids.cables.value(k.id));
                out.insert(portKey(k.bPortId) + QLatin1Char('\n') + portKey(k.aPortId),
                           ids.cables.value(k.id));
            }
        break;
    default:
        break;
    }
    return out;
}

/// A cable's key read the other way round (B end first).
QString swapped(const QString &cableKey)
{
    const QStringList k = cableKey.split(QLatin1Char('\n'));
    return k.size() == 4 ? QStringList{k[2], k[3], k[0], k[1]}.join(QLatin1Char('\n')) : cableKey;
}

} // namespace

QByteArray NetboxDelta::toDeleteJson() const
{
    QJsonObject o;
    for (auto it = removed.cbegin(); it != removed.cend(); ++it) {
        QJsonArray a;
        for (qint64 id : it.value())
            a.append(QJsonObject{{QStringLiteral("id"), id}});
        o.insert(it.key(), a);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

NetboxDelta netboxDelta(const Design &base, const netboxsite::NetboxIds &ids, const Design &current,
                        Reporter &reporter)
{
    NetboxDelta delta;
    Reporter quiet;               // the base's own export warnings are NetBox's, not the user's
    QSet<QString> removedDevices; // their ports and cables go with them in NetBox
    for (T table : netboxImportOrder()) {
        if (table == T::Vrfs || table == T::Prefixes || table == T::IpAddresses)
            continue;
        const QStringList header = NetboxCsvExporter::header(table);
        const QStringList cols = keyColumns(table);
        const QHash<QString, qint64> nbIds = netboxIdsByKey(base, ids, table);
        QHash<QString, QStringList> before;
        for (const QStringList &r : rowsOf(base, table, quiet))
            before.insert(keyOf(header, r, cols), r);
        CsvWriter csv;
        csv.row(QStringList{QStringLiteral("id")} + header);
        NetboxDeltaTable out{table, {}, 0, 0};
        QSet<QString> seen;
        for (const QStringList &r : rowsOf(current, table, reporter)) {
            QString key = keyOf(header, r, cols);
            if (table == T::Cables && !before.contains(key) && before.contains(swapped(key)))
                key = swapped(key);
            seen.insert(key);
            const auto old = before.constFind(key);
            if (old != before.cend() && *old == r)
                continue;
            const bool known = old != before.cend();
            if (known && !nbIds.contains(key)) {
                reporter.report(
                    {Diagnostic::Severity::Warning,
                     Tr::tr("%1 %2 changed, but NetBox's id for it is not known; "
                            "change it in NetBox by hand.")
                         .arg(NetboxCsvExporter::objectList(table),
                              QString(key).replace(QLatin1Char('\n'), QLatin1Char(' '))),
                     {},
                     QStringLiteral("id"),
                     key.section(QLatin1Char('\n'), 0, 0)});
                continue;
            }
            csv.row(QStringList{known ? QString::number(nbIds.value(key)) : QString()} + r);
            ++(known ? out.updated : out.created);
        }
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            if (!seen.contains(it.key()) && nbIds.contains(it.key())) {
                if (table == T::Devices)
                    removedDevices.insert(it.key());
                else if (cols.first() == QLatin1String("device") &&
                         removedDevices.contains(it.key().section(QLatin1Char('\n'), 0, 0)))
                    continue;
                QList<qint64> &gone = delta.removed[NetboxCsvExporter::objectList(table)];
                if (!gone.contains(nbIds.value(it.key())))
                    gone << nbIds.value(it.key());
            }
        if (out.created + out.updated > 0) {
            out.csv = csv.bytes();
            delta.tables.push_back(out);
        }
    }
    for (QList<qint64> &gone : delta.removed)
        std::sort(gone.begin(), gone.end());
    return delta;
}

} // namespace ry::exporting
