#pragma once

// Changes back to NetBox (issue 18, "NetBox in, not only out"): the NetBox bulk-import CSV rows
// that differ between the design as it was read from NetBox and the design now, with NetBox's
// ids for the objects NetBox already has (docs/references/cmdb.md §7).

#include "io/netboxsite.h"
#include "netboxexporters.h"

#include <QByteArray>
#include <QMap>

#include <vector>

namespace ry::exporting {

/// One table of a delta: its CSV (header "id" + NetboxCsvExporter::header(table)) and counts.
struct NetboxDeltaTable
{
    NetboxCsvExporter::Table table;
    QByteArray csv;
    int created = 0; ///< rows with an empty id: NetBox creates them
    int updated = 0; ///< rows with the NetBox id of the object they change
};

/// What changed since the import.
struct NetboxDelta
{
    std::vector<NetboxDeltaTable> tables; ///< only tables with rows, in netboxImportOrder()
    /// Objects NetBox has and the design no longer has, by NetBox object list ("dcim.cables")
    /// -> NetBox ids: the body of NetBox's bulk delete, `DELETE /api/dcim/cables/` with
    /// [{"id": N}, ...], is written from it (toDeleteJson()).
    QMap<QString, QList<qint64>> removed;
    /// {"dcim.cables": [{"id": 104}], ...}, indented; "{}" when nothing was removed.
    QByteArray toDeleteJson() const;
};

/// Compares `current` with `base` (what netboxsite::readDirectory() read, with its `ids`) table
/// by table: both are written with NetboxCsvExporter and each row is keyed by what NetBox
/// identifies it by (a site, rack, device by name; a device type by manufacturer and model; a
/// port by device and name; a cable by its two ends). A row of `current` that `base` has
/// unchanged is left out; a changed one gets the NetBox id of its object (NetBox's bulk import
/// updates the object with that id: netbox/netbox/views/generic/bulk_views.py, CMDB-7); a new one
/// an empty id (NetBox creates it). Objects NetBox has no id for here (locations, manufacturers,
/// roles) are written only when new; a changed one is a warning. The IPAM tables (VRFs,
/// prefixes, IP addresses) are not read from NetBox and are not part of a delta. Warnings go to
/// `reporter`.
NetboxDelta netboxDelta(const Design &base, const netboxsite::NetboxIds &ids, const Design &current,
                        Reporter &reporter);

} // namespace ry::exporting
