#include "worklist.h"

#include "model/designutil.h"
#include "overlay.h"

#include <QFile>
#include <QFont>
#include <QGuiApplication>
#include <QHash>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

namespace ry::verify {

std::size_t WorkList::size() const
{
    std::size_t n = 0;
    for (const WorkListRack &r : racks)
        n += r.items.size();
    return n;
}

namespace {

QString labelOf(const Design &design, Id cableId)
{
    const Cable *c = design.cables.find(cableId);
    if (!c)
        return {};
    return cableDisplayName(design, *c);
}

QString uText(double position)
{
    return position > 0 ? QString::number(position) : QString();
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
        !s.contains(QLatin1Char('\n')) && !s.contains(QLatin1Char('\r')))
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString rackTitle(const WorkListRack &r)
{
    return r.rack.isEmpty() ? Tr::tr("Not racked or not in the design")
                            : Tr::tr("Rack %1").arg(r.rack);
}

} // namespace

WorkList makeWorkList(const Design &design, const Verification &verification,
                      const WorkListOptions &options)
{
    WorkList list;
    list.header.designName = design.name;
    list.header.summary = verification.summary;
    list.header.generatedAt = QDateTime::currentDateTime();
    QHash<Id, std::size_t> rackIndex; // rack id (0 = not racked) -> index in list.racks
    for (const CableFinding &f : verification.findings) {
        if (f.kind == CableFinding::Kind::Correct && !options.includeCorrect)
            continue;
        WorkListItem item;
        item.finding = f;
        QStringList labels;
        for (Id c : f.cableIds)
            labels << labelOf(design, c);
        item.cableLabels = labels.join(QLatin1String(" + "));
        item.swappedWith = labelOf(design, f.swappedWithCableId);
        auto it = rackIndex.constFind(f.rackId);
        if (it == rackIndex.cend()) {
            it = rackIndex.insert(f.rackId, list.racks.size());
            list.racks.push_back({f.rackId, f.rack, {}});
        }
        list.racks[*it].items.push_back(std::move(item));
    }
    return list;
}

void writeWorkListCsv(const WorkList &list, QIODevice &out)
{
    QByteArray bytes;
    auto line = [&](const QStringList &fields) {
        QStringList q;
        for (const QString &f : fields)
            q << csvField(f);
        bytes += q.join(QLatin1Char(',')).toUtf8() + "\r\n";
    };
    line({QStringLiteral("rack"), QStringLiteral("u"), QStringLiteral("device"),
          QStringLiteral("port"), QStringLiteral("finding"), QStringLiteral("cable"),
          QStringLiteral("planned_peer"), QStringLiteral("observed_peer"),
          QStringLiteral("explanation")});
    for (const WorkListRack &r : list.racks)
        for (const WorkListItem &i : r.items) {
            const CableFinding &f = i.finding;
            line({f.rack, uText(f.position), f.device, f.port, toString(f.kind), i.cableLabels,
                  f.plannedPeer, f.observedPeer, f.explanation});
        }
    if (out.write(bytes) != bytes.size())
        throw Error(Tr::tr("Cannot write the work list: %1").arg(out.errorString()));
}

void writeWorkListCsvFile(const WorkList &list, const QString &path)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throw Error(Tr::tr("Cannot write %1: %2").arg(path, f.errorString()), {path});
    writeWorkListCsv(list, f);
    if (!f.commit())
        throw Error(Tr::tr("Cannot write %1: %2").arg(path, f.errorString()), {path});
}

void writeWorkListPdf(const WorkList &list, const QString &path, const QString &fontFamily)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        throw Error(Tr::tr("Writing a PDF needs the graphical application object "
                           "(QGuiApplication); none is running."),
                    {path});
    // QPdfWriter reports no open errors of its own: try the file first.
    {
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly))
            throw Error(Tr::tr("Cannot write %1: %2").arg(path, probe.errorString()), {path});
    }
    const WorkListHeader &h = list.header;
    auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString html;
    html += QStringLiteral("<html><body>");
    html += QStringLiteral("<h1>%1</h1>").arg(esc(Tr::tr("Cabling work list")));
    QStringList facts;
    if (!h.designName.isEmpty())
        facts << Tr::tr("Design: %1").arg(esc(h.designName));
    if (!h.sourceFiles.isEmpty())
        facts << Tr::tr("Observed: %1").arg(esc(h.sourceFiles.join(QLatin1String(", "))));
    if (h.observedAt.isValid())
        facts << Tr::tr("Fabric discovered: %1")
                     .arg(esc(h.observedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
    const QDateTime gen = h.generatedAt.isValid() ? h.generatedAt : QDateTime::currentDateTime();
    facts << Tr::tr("Printed: %1").arg(esc(gen.toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
    QStringList counts;
    for (int k = 0; k < CableFinding::kindCount; ++k)
        if (const int n = h.summary.counts[std::size_t(k)])
            counts << QStringLiteral("%1 %2").arg(n).arg(
                esc(findingKindLabel(CableFinding::Kind(k))));
    facts << Tr::tr("Findings: %1")
                 .arg(counts.isEmpty() ? esc(Tr::tr("none")) : counts.join(QLatin1String(", ")));
    html += QStringLiteral("<p>%1</p>").arg(facts.join(QLatin1String("<br>")));
    if (list.racks.empty())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(Tr::tr("Nothing to do: every cable was seen as planned.")));
    bool first = true;
    for (const WorkListRack &r : list.racks) {
        // Every rack starts on a new page so that each page can be taken to its rack.
        html +=
            QStringLiteral("<h2 style=\"page-break-before: %1\">%2</h2>")
                .arg(first ? QStringLiteral("auto") : QStringLiteral("always"))
                .arg(esc(Tr::tr("%1 (%n items)", nullptr, int(r.items.size())).arg(rackTitle(r))));
        first = false;
        html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                               "width=\"100%\"><tr>");
        for (const QString &col : {Tr::tr("U"), Tr::tr("Device"), Tr::tr("Port"), Tr::tr("Finding"),
                                   Tr::tr("Cable"), Tr::tr("What to do"), Tr::tr("Done")})
            html += QStringLiteral("<th bgcolor=\"#e0e0e0\">%1</th>").arg(esc(col));
        html += QStringLiteral("</tr>");
        for (const WorkListItem &i : r.items) {
            const CableFinding &f = i.finding;
            const QColor c = findingColour(f.kind);
            QString cable = esc(i.cableLabels);
            if (!i.swappedWith.isEmpty())
                cable +=
                    QStringLiteral("<br>") + esc(Tr::tr("(crossed with %1)").arg(i.swappedWith));
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td>"
                                   "<td><font color=\"%4\"><b>%5</b></font></td><td>%6</td>"
                                   "<td>%7</td><td>&#9744;</td></tr>")
                        .arg(esc(uText(f.position)), esc(f.device), esc(f.port), c.name(),
                             esc(findingKindLabel(f.kind)), cable, esc(f.explanation));
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("</body></html>");

    QTextDocument doc;
    QFont font(fontFamily);
    font.setPointSizeF(9);
    doc.setDefaultFont(font);
    doc.setHtml(html);
    QPdfWriter writer(path);
    writer.setTitle(Tr::tr("Cabling work list"));
    writer.setCreator(QStringLiteral("Railyard"));
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
    writer.setResolution(300);
    doc.print(&writer);
}

} // namespace ry::verify
