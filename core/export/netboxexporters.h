#pragma once

// NetBox bulk-import CSV files: one exporter per NetBox object list, with the column names of
// NetBox's import forms (netbox/dcim/forms/bulk_import.py, netbox/ipam/forms/bulk_import.py;
// see docs/references/cmdb.md §1). Import them in netboxImportOrder().

#include "exporter.h"

namespace ry::exporting {

/// One NetBox CSV import file. Objects refer to each other by name, as the import forms expect
/// (device_type by model, within its manufacturer). Device types are written without
/// components; the interfaces, rear-ports and front-ports files create every port.
class NetboxCsvExporter final : public Exporter
{
public:
    enum class Table
    {
        Manufacturers,
        DeviceRoles,
        DeviceTypes,
        Sites,
        Locations,
        Racks,
        Devices,
        Interfaces,
        RearPorts,
        FrontPorts,
        ConsolePorts,
        ConsoleServerPorts,
        PowerPorts,
        PowerOutlets,
        Cables,
        Vrfs,
        Prefixes,
        IpAddresses
    };
    explicit NetboxCsvExporter(Table table) : m_table(table) {}

    /// "netbox-<object list>", e.g. "netbox-devices".
    QString format() const override;
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;

    /// The header row NetBox's import form for `table` accepts (a subset of its fields).
    static QStringList header(Table table);
    /// The NetBox object list name, e.g. "dcim.devices".
    static QString objectList(Table table);
    Table table() const { return m_table; }

private:
    Table m_table;
};

/// A NetBox slug for `name`. NetBox's slugs are Django SlugFields ([-a-zA-Z0-9_], at most 100
/// characters; `slug = models.SlugField(max_length=100)` in netbox/dcim/models/sites.py;
/// docs/references/cmdb.md §5). The slug is made so that
/// it is never empty and never the same for two names that differ in anything but ASCII case
/// and ASCII punctuation:
///  - ASCII letters are lower-cased; ASCII digits, '-' and '_' are kept;
///  - every other ASCII character (space, '/', '.') is a separator;
///  - every non-ASCII character becomes "u" and its Unicode code point in lower-case hex,
///    as a word of its own ("가동/1열" gives "uac00-ub3d9-1-uc5f4"), so Korean, Chinese or
///    accented names keep one distinct word per character instead of vanishing;
///  - separators become one '-', none at either end;
///  - a name with nothing left (empty, or only punctuation) gives "x" and the first 8 hex digits
///    of the SHA-1 of its UTF-8 bytes; a slug over 100 characters is cut to 91 and given '-' and
///    those 8 digits.
/// Pure and deterministic. Names whose slugs still collide (e.g. "Hall A" and "hall-a") are told
/// apart by the exporter, which adds "-2", "-3", ... in natural name order within the scope
/// NetBox keeps slugs unique in (all sites; the locations of one site; ...).
QString netboxSlug(const QString &name);

/// Every NetBox table, in the order the files must be imported (what a row refers to exists
/// before it).
std::vector<NetboxCsvExporter::Table> netboxImportOrder();

} // namespace ry::exporting
