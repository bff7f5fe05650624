#pragma once

// What the exporters do with names they cannot trust: the design in memory may not have been
// validated (an old file, a store edited by hand, data from LLDP), so every exporter defends
// its own format. Values that a format can carry escaped are escaped there (CSV quoting and
// formula neutralising in csv.h, JSON and YAML by their emitters, XML by the SVG writer);
// values that a format cannot carry (a host name with a space in /etc/hosts, a '[' in a Slurm
// hostlist, a newline in a udev NAME=) make the export fail with an error naming the object
// and field, before anything is written.

#include "model/names.h"

#include <QString>

namespace ry::exportsafety {

/// `text` made safe for a one-line comment of a line-based configuration file (hosts,
/// dnsmasq, zone, udev, Slurm): control, bidirectional and invisible characters are written as
/// "\uXXXX", so the comment never ends early. Cut to 200 characters.
QString commentText(const QString &text);

/// Throws ry::Error ("The <format> output cannot hold the <field> "<value>" of <object>: <why>")
/// unless `value` follows `rule` (names::check). `field` is "kind.field", e.g. "port.if_name".
void require(names::Rule rule, const QString &value, const QString &object, const QString &field,
             const QString &format);

/// Throws ry::Error unless `value` is a word of Slurm's configuration syntax: ASCII letters,
/// digits, '.', '_' and '-' only (slurm.conf(5) splits on white space, '=' and ',', and expands
/// '[' ']' as host ranges), at most 255 characters.
void requireSlurmWord(const QString &value, const QString &object, const QString &field);

} // namespace ry::exportsafety
