#include "escape.h"

#include "util/error.h"

namespace ry::exportsafety {

QString commentText(const QString &text)
{
    QString out;
    for (char32_t c : text.toUcs4()) {
        if (out.size() >= 200) {
            out += QChar(0x2026);
            break;
        }
        if (names::isForbiddenControl(c) || names::isInvisible(c))
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

void require(names::Rule rule, const QString &value, const QString &object, const QString &field,
             const QString &format)
{
    const QString why = names::check(rule, value);
    if (why.isEmpty())
        return;
    throw Error(Tr::tr("The %1 output cannot hold the %2 \"%3\" of %4: %5 Nothing was written.")
                    .arg(format, field, names::printable(value), names::printable(object), why),
                {}, field);
}

void requireSlurmWord(const QString &value, const QString &object, const QString &field)
{
    bool ok = !value.isEmpty() && value.size() <= 255;
    for (QChar c : value)
        if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
              (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
              (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.') ||
              c == QLatin1Char('_') || c == QLatin1Char('-')))
            ok = false;
    if (ok)
        return;
    throw Error(Tr::tr("The Slurm output cannot hold the %1 \"%2\" of %3: Slurm names hold only "
                       "letters, digits, '.', '_' and '-' (no spaces, '=', ',', '[' or ']'). "
                       "Nothing was written.")
                    .arg(field, names::printable(value), names::printable(object)),
                {}, field);
}

} // namespace ry::exportsafety
