#pragma once

#include "model/design.h"
#include "model/validator.h"
#include "util/error.h"

namespace ry {

/// The YAML design file: the human-readable, diff-friendly twin of the SQLite document.
///
/// One file holds the whole design (device types, sites > rooms > rows > racks, supernodes,
/// planes and rails, devices with the ports that differ from their type, cables, prefixes and
/// IP addresses, and the fabric spec). Objects refer to each other by name. Lists are sorted
/// (names in natural order, util/naturalsort.h: n2 before n10) and keys are written in a fixed
/// order, leaving out values equal to their defaults, so that the same design always gives the same
/// bytes. The format is documented key by key in docs/design-file-format.md. The change log is
/// history, not design, and stays in the database.
namespace designyaml {

/// The format version written in the `railyard:` key. Readers accept this version and older.
constexpr int kFormatVersion = 1;

/// Serialises `design`. Deterministic: equal designs give byte-identical text.
QString write(const Design &design);

/// What read() does with the findings of the design rules (Validator::validateAll), which it
/// runs on every design it reads: the rules have one owner, so "the file reads" and "validate
/// says 0 errors" are one statement (issue 13).
enum class Rules
{
    /// The first error, in file order, is thrown (with the line of the object it concerns);
    /// the rules' warnings go to `warnings` after the reader's own.
    Enforce,
    /// Every finding, errors included, goes to `warnings` with its line; none is thrown
    /// (`railyard-cli validate FILE`). Errors of the file itself (YAML, types, references)
    /// are still thrown.
    Report,
};

/// Parses a design file's text. `fileName` is used in error messages only.
/// Throws ry::Error naming file, 1-based line and column, and the field (e.g.
/// "devices[3].position") for malformed YAML, wrong types, unknown references and duplicate
/// names. Unknown keys are not errors: they are reported in `warnings` (if given) and ignored.
/// The design read is then checked by the Validator (see Rules), each finding pointed at the
/// line of the list item that defines its object, e.g.
/// "site.yaml:40:5: cables[3].label: C-1: Another cable has the same label.".
/// Ids are assigned in file order.
/// Every name and text field is checked against its character rule (names::fieldRule(), the
/// table in docs/design-file-format.md): a value that breaks it is an error naming file, line
/// and field, e.g. "site.yaml:12:11: devices[0].name: The name \"a b\" is not allowed: ...".
/// With `sanitized` given, such values are changed instead (Validator::sanitizeNames) and each
/// change is listed there (the `--sanitize-names` option of import, init and as-built).
Design read(const QString &text, const QString &fileName, Diagnostics *warnings = nullptr,
            std::vector<NameChange> *sanitized = nullptr, Rules rules = Rules::Enforce);

/// Reads a file from disk (UTF-8). Throws ry::Error if it cannot be read or parsed.
Design readFile(const QString &path, Diagnostics *warnings = nullptr,
                std::vector<NameChange> *sanitized = nullptr, Rules rules = Rules::Enforce);

/// Writes atomically (QSaveFile: a crash leaves the old file intact). Throws ry::Error.
void writeFile(const Design &design, const QString &path);

} // namespace designyaml
} // namespace ry
