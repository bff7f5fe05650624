#pragma once

// Naming phase of the fabric generator: name templates ("{prefix}{index:03}", PlacementSpec)
// parsed once and expanded per device, rack, row and cable. Internal to core/fabric.

#include <QString>
#include <QStringList>

#include <vector>

namespace ry::fabric::detail {

/// One piece of a template: literal text, or a placeholder with its zero-padded width.
struct Segment
{
    QString literal; ///< when field is empty
    QString field;
    int width = 0;
};

/// The text placeholders ({site}, {room}, {prefix}, {group}, {plane}, {role}).
const QStringList &textPlaceholders();
/// The number placeholders ({row}, {rack}, {index}, {su}, {rail}); only these take a width.
const QStringList &numberPlaceholders();
/// Splits `tpl` into segments. Throws ry::Error naming `field` for unbalanced braces, a bad
/// width or an unknown placeholder.
std::vector<Segment> parseTemplate(const QString &tpl, const QString &field);

/// Values for one expansion. Numbers are printed as given (callers pass 1-based indexes).
struct Vars
{
    QString site, room, prefix, group, plane, role;
    int row = 0, rack = 0, index = 0, su = 0, rail = 0;
};

/// A parsed name template (see PlacementSpec): literal text and {placeholder[:width]} fields.
class NameTemplate
{
public:
    NameTemplate() = default;
    NameTemplate(const QString &tpl, const QString &field) : m_segments(parseTemplate(tpl, field))
    {
    }
    QString expand(const Vars &v) const;

private:
    std::vector<Segment> m_segments;
};
} // namespace ry::fabric::detail
