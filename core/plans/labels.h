#pragma once

// Cable labels: one text per cable end from a template (TIA-606-style tokens), checked for
// uniqueness before anything is printed (NetBox #3163 asks for exactly this).

#include "cableplan.h"

namespace ry::plans {

/// One printed label: the text on the end of a cable, and the cable id a QR code carries.
struct CableLabel
{
    const Cable *cable = nullptr;
    char end = 'A';  ///< 'A' or 'B'
    QString text;    ///< may hold line breaks ("\n")
    QString cableId; ///< the cable's label, or "cable-<id>" when it has none
};

/// The default template: cable id and end, this end's place, then the far end.
QString defaultLabelTemplate();

/// The tokens a label template may use: {cable} {end} {site} {room} {row} {rack} {u} {device}
/// {port} {far_site} {far_room} {far_row} {far_rack} {far_u} {far_device} {far_port} {medium}
/// {length} {rail} {plane} {colour}. "\n" in the template is a line break.
QStringList labelTokens();

/// Throws ry::Error (field "template") when the template uses an unknown token.
void checkLabelTemplate(const QString &tpl);

/// Two labels per cable (A end, B end) in cabling-plan order. Throws ry::Error listing the
/// first clashes when two labels would carry the same text (a clash is an error before
/// printing), or when the template has an unknown token.
std::vector<CableLabel> cableLabels(const std::vector<CableRow> &plan,
                                    const QString &tpl = defaultLabelTemplate());

} // namespace ry::plans
