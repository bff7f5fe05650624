#include "naming.h"

#include "generator.h"
#include "util/error.h"

namespace ry::fabric {

namespace detail {

const QStringList &textPlaceholders()
{
    static const QStringList l{QStringLiteral("site"),   QStringLiteral("room"),
                               QStringLiteral("prefix"), QStringLiteral("group"),
                               QStringLiteral("plane"),  QStringLiteral("role")};
    return l;
}
const QStringList &numberPlaceholders()
{
    static const QStringList l{QStringLiteral("row"), QStringLiteral("rack"),
                               QStringLiteral("index"), QStringLiteral("su"),
                               QStringLiteral("rail")};
    return l;
}

std::vector<Segment> parseTemplate(const QString &tpl, const QString &field)
{
    std::vector<Segment> out;
    QString lit;
    for (qsizetype i = 0; i < tpl.size(); ++i) {
        const QChar c = tpl[i];
        if (c == QLatin1Char('}'))
            throw Error(Tr::tr("unbalanced '}' in name template \"%1\"").arg(tpl), {}, field);
        if (c != QLatin1Char('{')) {
            lit += c;
            continue;
        }
        const qsizetype end = tpl.indexOf(QLatin1Char('}'), i);
        if (end < 0)
            throw Error(Tr::tr("unbalanced '{' in name template \"%1\"").arg(tpl), {}, field);
        const QString inner = tpl.mid(i + 1, end - i - 1);
        Segment s;
        const qsizetype colon = inner.indexOf(QLatin1Char(':'));
        s.field = colon < 0 ? inner : inner.left(colon);
        if (colon >= 0) {
            bool ok = false;
            s.width = inner.mid(colon + 1).toInt(&ok);
            if (!ok || s.width < 0 || s.width > 12)
                throw Error(Tr::tr("bad width in \"{%1}\" of name template \"%2\"").arg(inner, tpl),
                            {}, field);
            if (!numberPlaceholders().contains(s.field))
                throw Error(Tr::tr("a width applies to numbers only: \"{%1}\"").arg(inner), {},
                            field);
        }
        if (!textPlaceholders().contains(s.field) && !numberPlaceholders().contains(s.field))
            throw Error(
                Tr::tr("unknown placeholder \"{%1}\" in name template \"%2\"; known: %3")
                    .arg(inner, tpl,
                         (textPlaceholders() + numberPlaceholders()).join(QLatin1String(", "))),
                {}, field);
        if (!lit.isEmpty()) {
            out.push_back(Segment{lit, {}, 0});
            lit.clear();
        }
        out.push_back(std::move(s));
        i = end;
    }
    if (!lit.isEmpty())
        out.push_back(Segment{lit, {}, 0});
    return out;
}

QString NameTemplate::expand(const Vars &v) const
{
    QString out;
    for (const Segment &s : m_segments) {
        if (s.field.isEmpty()) {
            out += s.literal;
            continue;
        }
        const QString &f = s.field;
        if (f == QLatin1String("site"))
            out += v.site;
        else if (f == QLatin1String("room"))
            out += v.room;
        else if (f == QLatin1String("prefix"))
            out += v.prefix;
        else if (f == QLatin1String("group"))
            out += v.group;
        else if (f == QLatin1String("plane"))
            out += v.plane;
        else if (f == QLatin1String("role"))
            out += v.role;
        else {
            int n = 0;
            if (f == QLatin1String("row"))
                n = v.row;
            else if (f == QLatin1String("rack"))
                n = v.rack;
            else if (f == QLatin1String("index"))
                n = v.index;
            else if (f == QLatin1String("su"))
                n = v.su;
            else
                n = v.rail;
            out += QStringLiteral("%1").arg(n, s.width, 10, QLatin1Char('0'));
        }
    }
    return out;
}

} // namespace detail

QString expandNameTemplate(const QString &tpl, const QHash<QString, QString> &textFields,
                           const QHash<QString, int> &numberFields, const QString &field)
{
    QString out;
    for (const detail::Segment &s : detail::parseTemplate(tpl, field)) {
        if (s.field.isEmpty())
            out += s.literal;
        else if (detail::textPlaceholders().contains(s.field))
            out += textFields.value(s.field);
        else
            out += QStringLiteral("%1").arg(numberFields.value(s.field), s.width, 10,
                                            QLatin1Char('0'));
    }
    return out;
}

} // namespace ry::fabric
