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

/// Every NetBox table, in the order the files must be imported (what a row refers to exists
/// before it).
std::vector<NetboxCsvExporter::Table> netboxImportOrder();

} // namespace ry::exporting
