#include "labels.h"

#include "util/error.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <optional>

namespace ry::plans {

namespace {

const QRegularExpression &tokenRe()
{
    static const QRegularExpression re(QStringLiteral("\\{([a-z_]+)\\}"));
    return re;
}

QString endToken(const QString &t, const CableRow &row, char end)
{
    const bool far = t.startsWith(QLatin1String("far_"));
    const QString key = far ? t.mid(4) : t;
    const CableEnd &e = ((end == 'A') != far) ? row.a : row.b;
    if (key == QLatin1String("site"))
        return e.place.site;
    if (key == QLatin1String("room"))
        return e.place.room;
    if (key == QLatin1String("row"))
        return e.place.row;
    if (key == QLatin1String("rack"))
        return e.place.rack;
    if (key == QLatin1String("u"))
        return e.place.u > 0 ? QString::number(e.place.u, 'g', 6) : QString();
    if (key == QLatin1String("device"))
        return e.device;
    if (key == QLatin1String("port"))
        return e.port;
    return {};
}

} // namespace

QString defaultLabelTemplate()
{
    return QStringLiteral("{cable} {end}\n{rack} U{u} {device} {port}\n"
                          "to {far_rack} U{far_u} {far_device} {far_port}");
}

QStringList labelTokens()
{
    return {QStringLiteral("cable"),    QStringLiteral("end"),      QStringLiteral("site"),
            QStringLiteral("room"),     QStringLiteral("row"),      QStringLiteral("rack"),
            QStringLiteral("u"),        QStringLiteral("device"),   QStringLiteral("port"),
            QStringLiteral("far_site"), QStringLiteral("far_room"), QStringLiteral("far_row"),
            QStringLiteral("far_rack"), QStringLiteral("far_u"),    QStringLiteral("far_device"),
            QStringLiteral("far_port"), QStringLiteral("medium"),   QStringLiteral("length"),
            QStringLiteral("rail"),     QStringLiteral("plane"),    QStringLiteral("colour")};
}

void checkLabelTemplate(const QString &tpl)
{
    const QStringList known = labelTokens();
    auto it = tokenRe().globalMatch(tpl);
    while (it.hasNext()) {
        const QString t = it.next().captured(1);
        if (!known.contains(t))
            throw Error(Tr::tr("Unknown label token {%1}; known: %2.")
                            .arg(t, known.join(QStringLiteral(", "))),
                        {}, QStringLiteral("template"));
    }
    if (tpl.trimmed().isEmpty())
        throw Error(Tr::tr("The label template is empty."), {}, QStringLiteral("template"));
}

std::vector<CableLabel> cableLabels(const std::vector<CableRow> &plan, const QString &tplIn)
{
    checkLabelTemplate(tplIn);
    QString tpl = tplIn;
    tpl.replace(QLatin1String("\\n"), QLatin1String("\n"));
    // Split the template once into literal / token pieces.
    struct Piece
    {
        QString text;
        bool token;
    };
    std::vector<Piece> pieces;
    qsizetype last = 0;
    auto it = tokenRe().globalMatch(tpl);
    while (it.hasNext()) {
        const auto m = it.next();
        pieces.push_back({tpl.mid(last, m.capturedStart() - last), false});
        pieces.push_back({m.captured(1), true});
        last = m.capturedEnd();
    }
    pieces.push_back({tpl.mid(last), false});

    std::vector<CableLabel> labels;
    labels.reserve(plan.size() * 2);
    QHash<QString, std::size_t> seen;
    seen.reserve(qsizetype(plan.size() * 2));
    QStringList clashes;
    int clashCount = 0;
    // A breakout cable has one A connector and one B connector per leg: its A label is
    // printed once, with the breakout's label and cage, before its first leg's B label.
    QSet<Id> breakoutsLabelled;
    for (const CableRow &planRow : plan) {
        const Cable &c = *planRow.cable;
        CableRow row = planRow;
        QString id = c.label.isEmpty() ? QStringLiteral("cable-%1").arg(c.id) : c.label;
        std::vector<char> ends{'A', 'B'};
        std::optional<QString> breakoutId;
        if (row.breakout) {
            ends = {'B'};
            if (!breakoutsLabelled.contains(row.breakout->id)) {
                breakoutsLabelled.insert(row.breakout->id);
                ends.insert(ends.begin(), 'A');
                breakoutId = row.breakout->label.isEmpty()
                                 ? QStringLiteral("breakout-%1").arg(row.breakout->id)
                                 : row.breakout->label;
            }
        }
        for (char end : ends) {
            if (row.breakout && end == 'A') {
                // The breakout's own A connector: its cage, its fan-out as the far end.
                id = *breakoutId;
                row.a.port = planRow.breakoutCage;
                row.b = CableEnd{};
                row.b.device = Tr::tr("1x%1 breakout").arg(row.breakout->lanes);
            } else if (row.breakout) {
                row = planRow;
                id = c.label.isEmpty() ? QStringLiteral("cable-%1").arg(c.id) : c.label;
            }
            QString text;
            for (const Piece &p : pieces) {
                if (!p.token) {
                    text += p.text;
                    continue;
                }
                const QString &t = p.text;
                if (t == QLatin1String("cable"))
                    text += id;
                else if (t == QLatin1String("end"))
                    text += QLatin1Char(end);
                else if (t == QLatin1String("medium"))
                    text += toString(c.medium).toUpper();
                else if (t == QLatin1String("length"))
                    text += formatLength(c.lengthM, c.lengthUnit); // in its own unit
                else if (t == QLatin1String("rail"))
                    text += row.rail >= 0 ? QString::number(row.rail) : QString();
                else if (t == QLatin1String("plane"))
                    text += row.plane;
                else if (t == QLatin1String("colour"))
                    text += c.colour;
                else
                    text += endToken(t, row, end);
            }
            auto s = seen.constFind(text);
            if (s != seen.cend()) {
                if (++clashCount <= 5)
                    clashes << Tr::tr("\"%1\" (cable %2 end %3 and cable %4 end %5)")
                                   .arg(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                                        id, QString(QLatin1Char(end)), labels[*s].cableId,
                                        QString(QLatin1Char(labels[*s].end)));
            } else {
                seen.insert(text, labels.size());
            }
            labels.push_back({&c, end, text, id});
        }
    }
    if (clashCount)
        throw Error(Tr::tr("%n label(s) would not be unique; nothing was printed. Add {cable} "
                           "and {end} to the template, or give the cables unique labels: %1",
                           nullptr, clashCount)
                        .arg(clashes.join(QStringLiteral("; "))),
                    {}, QStringLiteral("template"));
    return labels;
}

} // namespace ry::plans
