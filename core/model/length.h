#pragma once

// Cable lengths with units (issue 13 point 4).
//
// The model keeps a length in metres (std::optional<double>: no value = unknown, 0 m = a real
// length, e.g. a splice) and the unit it was given in, so that a cable entered as 10 ft is shown
// and written back as 10 ft. The units and their spellings are NetBox's cable length units
// (CableLengthUnitChoices in netbox/dcim/choices.py, [CMDB-4] in docs/references/cmdb.md); the
// factors are exact by definition: 1 in = 0.0254 m and 1 ft = 0.3048 m (the 1959 international
// yard and pound, NIST SP 811 appendix B, [CMDB-5]).

#include <QLocale>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <vector>

namespace ry {

/// A unit a cable length can be given in.
enum class LengthUnit
{
    Metre,
    Centimetre,
    Foot,
    Inch
};

/// Every unit, in the order the GUI lists them (metric first, as NetBox does).
const std::vector<LengthUnit> &lengthUnits();

/// NetBox's spelling of the unit: "m", "cm", "ft", "in". This is what design files, the store
/// and the NetBox CSV hold; it is also the symbol shown after a number (the same in Korean).
QString toString(LengthUnit u);

/// Parses NetBox's spelling ("m", "cm", "ft", "in"; exact, lower case). std::nullopt otherwise.
std::optional<LengthUnit> lengthUnitFromString(QStringView s);

/// The accepted spellings for messages: "m, cm, ft, in".
QString lengthUnitList();

/// The unit's name for people, translated ("metres", "feet", ...), for unit choosers.
QString lengthUnitName(LengthUnit u);

/// `value` given in `u`, in metres. Exact factors (1 ft = 0.3048 m, 1 in = 0.0254 m, 1 cm =
/// 0.01 m), computed as value * numerator / 10000 so that whole numbers of feet and inches give
/// the double nearest the decimal: 10 ft -> 3.048, 12 in -> 0.3048, 150 cm -> 1.5.
double toMetres(double value, LengthUnit u);

/// `metres` in unit `u` (the inverse of toMetres(); 3.048 m -> 10 ft up to one rounding).
double fromMetres(double metres, LengthUnit u);

/// The number written to files (design YAML, NetBox CSV) for a length in `u`: C locale, at most
/// 15 significant digits, trailing zeros dropped ("10", "2.5", "0.3048"). 15 digits hide the
/// rounding of a metres -> unit conversion, so that any value read with up to 15 significant
/// digits is written back with the same characters.
QString fileNumber(double metres, LengthUnit u);

/// Decimals shown to people in each unit: m 2 (1 cm), cm 1, ft 2, in 1.
int displayDecimals(LengthUnit u);

/// A length for people: the value in `u` rounded to displayDecimals(u), trailing zeros trimmed,
/// in `locale`'s digits and decimal point, and the symbol: "3.05 m", "10 ft", "0 m". Empty for
/// an unknown length.
QString formatLength(std::optional<double> metres, LengthUnit u, const QLocale &locale = QLocale());

/// Just the number of formatLength() (no symbol), for editors that show the unit beside it.
QString formatLengthNumber(std::optional<double> metres, LengthUnit u,
                           const QLocale &locale = QLocale());

/// What parseLength() found.
struct ParsedLength
{
    bool ok = false;
    std::optional<double> metres; ///< no value = left empty (unknown)
    LengthUnit unit = LengthUnit::Metre;
    QString error; ///< translated, when !ok
};

/// Parses a length typed by a person: "" (unknown), "10", "10 ft", "10ft", "3.5 m", "150cm".
/// The number is read in `locale` first, then in the C locale; a missing unit means
/// `defaultUnit`. Negative numbers, unknown units and other text are refused (ok = false and a
/// translated error naming the accepted units).
ParsedLength parseLength(const QString &text, LengthUnit defaultUnit,
                         const QLocale &locale = QLocale());

/// A sum of cable lengths in which some lengths may be unknown. With any unknown length the
/// total is a lower bound ("at least ..."). A known 0 m counts as known.
struct LengthTotal
{
    double metres = 0;       ///< sum of the known lengths
    std::size_t known = 0;   ///< cables with a length (0 m included)
    std::size_t unknown = 0; ///< cables without a length
    /// The unit every known length was given in, or Metre when they differ (or there are none).
    LengthUnit unit = LengthUnit::Metre;

    /// Adds one cable's length given in `u`.
    void add(std::optional<double> lengthM, LengthUnit u);
    /// Adds another total (for totals of totals).
    void add(const LengthTotal &other);
    /// True when some length was unknown: the real total is at least `metres`.
    bool isLowerBound() const { return unknown > 0; }

    friend bool operator==(const LengthTotal &, const LengthTotal &) = default;

private:
    bool m_mixed = false;
};

/// A total for people in `u`: "35 m", or "at least 35 m" (translated) when isLowerBound(); an
/// empty total with only unknown lengths is "unknown".
QString formatTotal(const LengthTotal &t, LengthUnit u, const QLocale &locale = QLocale());
/// formatTotal() in the total's own unit (LengthTotal::unit).
QString formatTotal(const LengthTotal &t, const QLocale &locale = QLocale());

} // namespace ry
