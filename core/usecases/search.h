#pragma once

#include "model/design.h"

namespace ry::usecases {

/// Search the design (the GUI's search field): a device by name, serial or asset tag; else a
/// cable by label; else an IP address (with or without its /prefix) or DNS name; else a port
/// as "device:port", or by GUID, MAC or interface name. Case-insensitive except interface names
/// and addresses.
struct SearchRequest
{
    QString text; ///< trimmed before matching
};

struct SearchHit
{
    Id device = 0; ///< the device found, or the one holding the port / address / cable's A end
    Id cable = 0;  ///< the cable found by label, or the cable on the port found
    Id ip = 0;     ///< the address found

    bool found() const { return device || cable || ip; }
};

/// Pure; an empty or unmatched text gives an empty hit.
SearchHit searchDesign(const Design &design, const SearchRequest &request);

} // namespace ry::usecases
