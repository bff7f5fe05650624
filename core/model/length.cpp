#include "length.h"

#include "util/error.h"

#include <cmath>

namespace ry {

namespace {

/// Metres per unit as an exact fraction numerator / 10000 (docs/references/cmdb.md [CMDB-5]).
double numerator(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Metre:
        return 10000;
    case LengthUnit::Centimetre:
        return 100;
    case LengthUnit::Foot:
        return 3048; // 0.3048 m exactly
    case LengthUnit::Inch:
        return 254; // 0.0254 m exactly
    }
    return 10000;
}

/// Drops trailing zeros after the decimal point, and the point itself when nothing follows.
QString trimZeros(QString s, QChar point)
{
    if (!s.contains(point))
        return s;
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(point))
        s.chop(1);
    return s;
}

} // namespace

const std::vector<LengthUnit> &lengthUnits()
{
    static const std::vector<LengthUnit> all{LengthUnit::Metre, LengthUnit::Centimetre,
                                             LengthUnit::Foot, LengthUnit::Inch};
    return all;
}

QString toString(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Metre:
        return QStringLiteral("m");
    case LengthUnit::Centimetre:
        return QStringLiteral("cm");
    case LengthUnit::Foot:
        return QStringLiteral("ft");
    case LengthUnit::Inch:
        return QStringLiteral("in");
    }
    return QStringLiteral("m");
}

std::optional<LengthUnit> lengthUnitFromString(QStringView s)
{
    for (LengthUnit u : lengthUnits())
        if (s == toString(u))
            return u;
    return std::nullopt;
}

QString lengthUnitList()
{
    QStringList names;
    for (LengthUnit u : lengthUnits())
        names << toString(u);
    return names.join(QStringLiteral(", "));
}

QString lengthUnitName(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Metre:
        return Tr::tr("metres");
    case LengthUnit::Centimetre:
        return Tr::tr("centimetres");
    case LengthUnit::Foot:
        return Tr::tr("feet");
    case LengthUnit::Inch:
        return Tr::tr("inches");
    }
    return {};
}

double toMetres(double value, LengthUnit u)
{
    if (u == LengthUnit::Metre)
        return value;
    return value * numerator(u) / 10000.0;
}

double fromMetres(double metres, LengthUnit u)
{
    if (u == LengthUnit::Metre)
        return metres;
    return metres * 10000.0 / numerator(u);
}

QString fileNumber(double metres, LengthUnit u)
{
    const double v = fromMetres(metres, u);
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e15)
        return QString::number(static_cast<long long>(v));
    return QString::number(v, 'g', 15);
}

int displayDecimals(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Metre:
    case LengthUnit::Foot:
        return 2;
    case LengthUnit::Centimetre:
    case LengthUnit::Inch:
        return 1;
    }
    return 2;
}

QString formatLengthNumber(std::optional<double> metres, LengthUnit u, const QLocale &locale)
{
    if (!metres)
        return {};
    double v = fromMetres(*metres, u);
    if (v == 0)
        v = 0; // no "-0"
    QString s = trimZeros(locale.toString(v, 'f', displayDecimals(u)), locale.decimalPoint().at(0));
    if (s == QLatin1String("-0"))
        s = locale.toString(0);
    return s;
}

QString formatLength(std::optional<double> metres, LengthUnit u, const QLocale &locale)
{
    if (!metres)
        return {};
    return formatLengthNumber(metres, u, locale) + QLatin1Char(' ') + toString(u);
}

ParsedLength parseLength(const QString &text, LengthUnit defaultUnit, const QLocale &locale)
{
    ParsedLength r;
    r.unit = defaultUnit;
    QString t = text.trimmed();
    if (t.isEmpty()) {
        r.ok = true;
        r.unit = LengthUnit::Metre; // an unknown length has no unit
        return r;
    }
    // A unit symbol at the end, with or without a space before it.
    qsizetype end = t.size();
    while (end > 0 && t.at(end - 1).isLetter())
        --end;
    const QString unitText = t.mid(end);
    const QString number = t.left(end).trimmed();
    if (!unitText.isEmpty()) {
        const auto u = lengthUnitFromString(unitText.toLower());
        if (!u) {
            r.error = Tr::tr("Unknown length unit \"%1\"; the units are %2.")
                          .arg(unitText, lengthUnitList());
            return r;
        }
        r.unit = *u;
    }
    bool ok = false;
    double v = locale.toDouble(number, &ok);
    if (!ok)
        v = QLocale::c().toDouble(number, &ok);
    if (!ok || !std::isfinite(v)) {
        r.error = Tr::tr("\"%1\" is not a length: write a number and a unit (%2), or leave it "
                         "empty for an unknown length.")
                      .arg(text, lengthUnitList());
        return r;
    }
    if (v < 0) {
        r.error = Tr::tr("The length cannot be negative.");
        return r;
    }
    r.ok = true;
    r.metres = toMetres(v, r.unit);
    return r;
}

void LengthTotal::add(std::optional<double> lengthM, LengthUnit u)
{
    if (!lengthM) {
        ++unknown;
        return;
    }
    if (known == 0)
        unit = u;
    else if (u != unit)
        m_mixed = true;
    if (m_mixed)
        unit = LengthUnit::Metre;
    ++known;
    metres += *lengthM;
}

void LengthTotal::add(const LengthTotal &o)
{
    if (o.known) {
        if (known == 0) {
            unit = o.unit;
            m_mixed = o.m_mixed;
        } else if (o.unit != unit || o.m_mixed) {
            m_mixed = true;
        }
        if (m_mixed)
            unit = LengthUnit::Metre;
    }
    known += o.known;
    unknown += o.unknown;
    metres += o.metres;
}

QString formatTotal(const LengthTotal &t, LengthUnit u, const QLocale &locale)
{
    if (t.known == 0 && t.unknown > 0)
        return Tr::tr("unknown");
    const QString v = formatLength(t.metres, u, locale);
    return t.isLowerBound() ? Tr::tr("at least %1").arg(v) : v;
}

QString formatTotal(const LengthTotal &t, const QLocale &locale)
{
    return formatTotal(t, t.unit, locale);
}

} // namespace ry
