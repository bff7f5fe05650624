#pragma once

// An existing site read from NetBox's REST API output into a Design (issue 18, "NetBox in").
// The input is a folder of the JSON pages `GET /api/dcim/<endpoint>/` returns, saved one file
// per endpoint and page (docs/references/cmdb.md §6), or of its CSV exports (§6.1).

#include "model/design.h"
#include "util/error.h"

#include <QHash>
#include <QString>

namespace ry::netboxsite {

/// The endpoints read, in reading order, as file stems: "sites", "locations", "racks",
/// "device-types", "devices", "interfaces", "front-ports", "rear-ports", "console-ports",
/// "console-server-ports", "power-ports", "power-outlets", "cables". Only "sites" is required.
QStringList endpoints();

/// The NetBox id of each object readDirectory() made, by the object's Railyard id (ports of
/// every kind in one table; locations are not kept: rooms and rows are not one to one).
struct NetboxIds
{
    QHash<Id, qint64> sites, racks, deviceTypes, devices, ports, cables;
};

/// Reads `dir`: for each endpoint, `<endpoint>.json` and its further pages `<endpoint>-2.json`,
/// `<endpoint>-3.json`, ..., each NetBox's paginated shape {"count", "next", "previous",
/// "results": [...]} (the pages together must hold `count` results, unless `count` is null, as
/// NetBox 4.6's cursor pagination writes it; a page whose `next` is set must have a following
/// file). Related objects are NetBox's nested objects, of which only
/// "id" is read (a device's "site", "rack", "device_type", "role"; a port's "device"; a cable's
/// a_terminations / b_terminations[].object_type and object_id); choice fields are read as
/// NetBox writes them ({"value": ..., "label": ...}) or as a bare value.
///
/// What becomes what: a site a Site; a top-level location with child locations a Room, its
/// children (and their descendants) Rows; top-level locations without children Rows of a room
/// named after the site, as are racks without a location (row named after the site); racks,
/// device types (without port templates), devices (role = the role's slug, status mapped to
/// Railyard's: offline and inventory become planned with a warning) and their interfaces,
/// front, rear, console (console server ports too) and power ports (power outlets too); cables
/// with one termination at each end on those ports (speed Kbps -> Gb/s, length in its own
/// unit, colour as "#rrggbb"). A cable with no type gets a medium from its ports (power for
/// power ports, copper for BASE-T and 8P8C ends, else mmf) and one warning says how many.
/// Names Railyard cannot hold are changed by Validator::sanitizeNames(); devices without a name
/// are named "<type slug>-<NetBox id>"; names used twice get "-<NetBox id>"; a port whose name
/// another list of its device has is named "<name> (rear port)" (front ports, read first, keep
/// theirs); each change is a warning in `warnings`. Circuit terminations, power feeds and cables
/// with several terminations per end are left out with a warning each.
///
/// Throws ry::Error naming the file, the line and column (for malformed JSON) and the field as
/// a path ("results[3].device.id") for anything that is not NetBox's shape: a file that is not
/// JSON, a missing or mistyped "results" or "count", a result without an integer "id", a
/// reference to an object no file holds (a rack's site, a port's device), a missing page.
/// With `ids` given, the NetBox id of every object read is recorded there.
///
/// A folder with no sites.json but a sites.csv is read as NetBox's CSV table exports instead
/// ("Export" -> "All Data (CSV)" of each list, saved as `<endpoint>.csv`; NetBox v4.6.8's
/// column headers, docs/references/cmdb.md §6.1): each row becomes the record a JSON result
/// would, references by name are looked up in the other files, choice labels mapped back to
/// values, and the same design is built. Errors there name the file, the CSV line and the
/// column header (an unterminated quote, a missing column, a rack name racks.csv lacks).
Design readDirectory(const QString &dir, Diagnostics *warnings = nullptr, NetboxIds *ids = nullptr);

} // namespace ry::netboxsite
