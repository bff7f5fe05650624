#pragma once

// The verification rules file (`railyard-cli verify --rules rules.yaml`): how this site's node
// descriptions and port names map to the design, and what is in scope.
//
//     node-names:                 # tried in order, before the built-in defaults
//       - pattern: '^(\S+) mlx5_(\d+)$'
//         device: '\1'
//         port: 'ib\2'            # optional
//     ports:                      # tried in order
//       - device-type: 'qm9700-.*' # optional, matched against DeviceType::slug
//         role: leaf              # optional
//         reported: 'swp(\d+)s(\d+)'   # optional; absent = InfiniBand port numbers only
//         name: 'P{\1-1}.{\2}'    # or index: '{N}'
//     planes: [compute]           # optional: only planned links in these planes
//     only-observed-devices: true # optional (default true)
//     defaults: true              # optional: keep the built-in node rules after these (default)
//     health:                     # optional: thresholds of verify-health (docs/link-health.md)
//       counters: {SymbolErrorCounter: 10, rx_crc_errors_phy: 0}  # a finding above the count
//       optic-warnings: false     # also flag readings beyond the module's warning thresholds
//       rx-power-min-dbm: -10     # for modules that print no thresholds
//       temperature-max-c: 75     # likewise
//
// Templates are described in matchrules.h.

#include "linkhealth.h"
#include "verifier.h"

#include <QString>

namespace ry::verify {

/// Reads a rules file into `options` (rules replace or extend options.rules; planes are looked
/// up by name in `design`). Throws ry::Error with the file, line and field on a malformed file,
/// an unknown key, an unknown plane or an invalid regular expression.
VerifyOptions readVerifyRules(const QString &path, const Design &design);

/// Reads the `health:` section of a rules file over HealthThresholds::defaults(): listed
/// counters replace or add to the defaults, the other keys as in the comment above. A file
/// without the section gives the defaults. Throws ry::Error with file, line and field (e.g.
/// "health.counters.SymbolErrorCounter") on a malformed value or an unknown key.
HealthThresholds readHealthRules(const QString &path);

} // namespace ry::verify
