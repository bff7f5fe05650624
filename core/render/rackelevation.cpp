#include "rackelevation.h"

#include "model/names.h"

#include "io/designyaml.h"
#include "model/deviceroles.h"
#include "paintutil.h"
#include "util/error.h"
#include "util/naturalsort.h"

#include <QHash>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace ry::render {

namespace {

/// A name as drawn: control, bidirectional and invisible characters become U+FFFD and the text
/// is cut to 120 characters, so an unvalidated name can neither break the SVG's XML (XML 1.0
/// has no escape for C0 controls) nor reorder or hide what is printed.
QString shown(const QString &name)
{
    QString out;
    for (char32_t c : name.toUcs4()) {
        if (out.size() >= 120) {
            out += QChar(0x2026);
            break;
        }
        if (names::isForbiddenControl(c) || names::isInvisible(c))
            out += QChar(0xfffd);
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

} // namespace

namespace {

constexpr double kUnit = 12;      // pt per U
constexpr double kFace = 180;     // pt, width of one face
constexpr double kNumbers = 22;   // pt, U number column
constexpr double kGap = 16;       // pt between faces
constexpr double kHeader = 44;    // pt, rack name + power
constexpr double kZeroULine = 11; // pt per zero-U device line

QColor roleColour(const QString &role)
{
    static const QHash<QString, QColor> colours{
        {QString::fromLatin1(kRoleGpuNode), QColor(0x9f, 0xd3, 0x8f)},
        {QString::fromLatin1(kRoleLeaf), QColor(0x8f, 0xb8, 0xe6)},
        {QString::fromLatin1(kRoleSpine), QColor(0x6c, 0x9b, 0xd9)},
        {QString::fromLatin1(kRoleCore), QColor(0x4f, 0x7f, 0xc4)},
        {QString::fromLatin1(kRoleStorage), QColor(0xe6, 0xc2, 0x8f)},
        {QString::fromLatin1(kRoleMgmtSwitch), QColor(0xc9, 0xb3, 0xe6)},
        {QString::fromLatin1(kRolePatchPanel), QColor(0xd0, 0xd0, 0xd0)},
        {QString::fromLatin1(kRolePdu), QColor(0xe6, 0x9f, 0x9f)},
        {QString::fromLatin1(kRoleNvswitchTray), QColor(0x7f, 0xc9, 0xb8)},
    };
    return colours.value(role, QColor(0xe8, 0xe8, 0xa0));
}

struct RackContent
{
    std::vector<const Device *> mounted;
    std::vector<const Device *> zeroU;
    double maxW = 0;
    double typicalW = 0;
};

RackContent contentOf(const Design &d, const Rack &rack)
{
    RackContent c;
    for (const Device &dev : d.devices) {
        if (dev.rackId != rack.id)
            continue;
        const DeviceType *t = d.deviceTypes.find(dev.deviceTypeId);
        if (t) {
            c.maxW += t->powerMaxW;
            c.typicalW += t->powerTypicalW;
        }
        if (!t || t->uHeight <= 0 || dev.position <= 0)
            c.zeroU.push_back(&dev);
        else
            c.mounted.push_back(&dev);
    }
    std::sort(c.zeroU.begin(), c.zeroU.end(),
              [](const Device *a, const Device *b) { return naturalLess(a->name, b->name); });
    return c;
}

QString kw(double w)
{
    return QString::number(w / 1000.0, 'f', 1);
}

} // namespace

std::vector<const Rack *> racksInOrder(const Design &d)
{
    std::vector<const Rack *> racks;
    for (const Rack &r : d.racks)
        racks.push_back(&r);
    auto key = [&](const Rack *r) {
        const Row *row = d.rows.find(r->rowId);
        const Room *room = row ? d.rooms.find(row->roomId) : nullptr;
        const Site *site = room ? d.sites.find(room->siteId) : nullptr;
        return std::tuple{
            row == nullptr,       site ? site->name : QString(), room ? room->name : QString(),
            row ? row->index : 0, row ? row->name : QString(),   r->position};
    };
    std::stable_sort(racks.begin(), racks.end(), [&](const Rack *a, const Rack *b) {
        const auto ka = key(a), kb = key(b);
        if (std::get<0>(ka) != std::get<0>(kb))
            return !std::get<0>(ka);
        for (auto [x, y] : {std::pair{std::get<1>(ka), std::get<1>(kb)},
                            std::pair{std::get<2>(ka), std::get<2>(kb)}})
            if (x != y)
                return naturalLess(x, y);
        if (std::get<3>(ka) != std::get<3>(kb))
            return std::get<3>(ka) < std::get<3>(kb);
        if (std::get<4>(ka) != std::get<4>(kb))
            return naturalLess(std::get<4>(ka), std::get<4>(kb));
        if (std::get<5>(ka) != std::get<5>(kb))
            return std::get<5>(ka) < std::get<5>(kb);
        return naturalLess(a->name, b->name);
    });
    return racks;
}

QSizeF rackElevationSize(const Design &d, const Rack &rack)
{
    const RackContent c = contentOf(d, rack);
    const double zeroU = c.zeroU.empty() ? 0 : 14 + kZeroULine * double(c.zeroU.size());
    return {kNumbers + 2 * kFace + kGap + kNumbers,
            kHeader + 14 + rack.uHeight * kUnit + 8 + zeroU};
}

void paintRackElevation(QPainter &p, const Design &d, const Rack &rack)
{
    const RackContent c = contentOf(d, rack);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    // Header: name, place, power against budget.
    const Design::Location loc = [&] {
        Design::Location l;
        l.rack = &rack;
        l.row = d.rows.find(rack.rowId);
        l.room = l.row ? d.rooms.find(l.row->roomId) : nullptr;
        l.site = l.room ? d.sites.find(l.room->siteId) : nullptr;
        return l;
    }();
    const double width = kNumbers + 2 * kFace + kGap + kNumbers;
    p.setPen(Qt::black);
    p.setFont(pointFont(p, 12, true));
    p.drawText(QRectF(0, 0, width, 16), Qt::AlignLeft | Qt::AlignVCenter, shown(rack.name));
    QStringList where;
    for (const QString &s :
         {loc.site ? loc.site->name : QString(), loc.room ? loc.room->name : QString(),
          loc.row ? loc.row->name : QString()})
        if (!s.isEmpty())
            where << shown(s);
    p.setFont(pointFont(p, 7));
    p.drawText(QRectF(0, 16, width, 12), Qt::AlignLeft | Qt::AlignVCenter,
               Tr::tr("%1  %2 U").arg(where.join(QStringLiteral(" / "))).arg(rack.uHeight));
    const QString power =
        rack.powerBudgetW > 0
            ? Tr::tr("Power: %1 kW max, %2 kW typical, budget %3 kW")
                  .arg(kw(c.maxW), kw(c.typicalW), kw(rack.powerBudgetW))
            : Tr::tr("Power: %1 kW max, %2 kW typical").arg(kw(c.maxW), kw(c.typicalW));
    if (rack.powerBudgetW > 0 && c.maxW > rack.powerBudgetW)
        p.setPen(QColor(0xc0, 0x20, 0x20));
    p.drawText(QRectF(0, 28, width, 12), Qt::AlignLeft | Qt::AlignVCenter, power);
    p.setPen(Qt::black);

    const double top = kHeader + 14;
    const double faceX[2] = {kNumbers, kNumbers + kFace + kGap};
    const double rackH = rack.uHeight * kUnit;
    p.setFont(pointFont(p, 8, true));
    p.drawText(QRectF(faceX[0], kHeader, kFace, 14), Qt::AlignCenter, Tr::tr("Front"));
    p.drawText(QRectF(faceX[1], kHeader, kFace, 14), Qt::AlignCenter, Tr::tr("Rear"));
    // Frame and U numbers (U1 at the bottom).
    p.setFont(pointFont(p, 6));
    for (int f = 0; f < 2; ++f) {
        p.fillRect(QRectF(faceX[f], top, kFace, rackH), QColor(0xfa, 0xfa, 0xfa));
        p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), 0.3));
        for (int u = 1; u < rack.uHeight; ++u)
            p.drawLine(QPointF(faceX[f], top + u * kUnit),
                       QPointF(faceX[f] + kFace, top + u * kUnit));
        p.setPen(QPen(Qt::black, 1));
        p.drawRect(QRectF(faceX[f], top, kFace, rackH));
    }
    p.setPen(QColor(0x55, 0x55, 0x55));
    for (int u = 1; u <= rack.uHeight; ++u) {
        const double y = top + (rack.uHeight - u) * kUnit;
        p.drawText(QRectF(0, y, kNumbers - 3, kUnit), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(u));
        p.drawText(QRectF(faceX[1] + kFace + 3, y, kNumbers - 3, kUnit),
                   Qt::AlignLeft | Qt::AlignVCenter, QString::number(u));
    }
    // Devices.
    for (const Device *dev : c.mounted) {
        const DeviceType *t = d.deviceTypes.find(dev->deviceTypeId);
        const double h = t->uHeight * kUnit;
        const double y = top + (rack.uHeight - (dev->position - 1) - t->uHeight) * kUnit;
        const int own = dev->face == Face::Front ? 0 : 1;
        for (int f = 0; f < 2; ++f) {
            if (f != own && !t->fullDepth)
                continue;
            const QRectF r(faceX[f] + 1, y + 0.5, kFace - 2, h - 1);
            if (f == own) {
                p.fillRect(r, roleColour(dev->role));
            } else {
                p.fillRect(r, QColor(0xee, 0xee, 0xee));
                p.fillRect(r, QBrush(QColor(0xb0, 0xb0, 0xb0), Qt::BDiagPattern));
            }
            p.setPen(QPen(QColor(0x33, 0x33, 0x33), 0.6));
            p.drawRect(r);
            p.setPen(f == own ? Qt::black : QColor(0x66, 0x66, 0x66));
            p.setFont(pointFont(p, h >= 2 * kUnit ? 8 : 6.5, f == own));
            const QString text =
                h >= 2 * kUnit ? QStringLiteral("%1\n%2").arg(shown(dev->name), shown(t->model))
                               : QStringLiteral("%1  %2").arg(shown(dev->name), shown(t->model));
            p.drawText(r.adjusted(3, 0, -3, 0), Qt::AlignCenter, text);
        }
    }
    // Zero-U devices, listed.
    if (!c.zeroU.empty()) {
        double y = top + rackH + 8;
        p.setPen(Qt::black);
        p.setFont(pointFont(p, 7, true));
        p.drawText(QRectF(faceX[0], y, 2 * kFace, 12), Qt::AlignLeft | Qt::AlignVCenter,
                   Tr::tr("Zero-U and unplaced devices"));
        y += 14;
        p.setFont(pointFont(p, 7));
        for (const Device *dev : c.zeroU) {
            const DeviceType *t = d.deviceTypes.find(dev->deviceTypeId);
            p.fillRect(QRectF(faceX[0], y + 2, 8, 7), roleColour(dev->role));
            p.drawText(
                QRectF(faceX[0] + 12, y, 2 * kFace, kZeroULine), Qt::AlignLeft | Qt::AlignVCenter,
                QStringLiteral("%1  %2").arg(shown(dev->name), shown(t ? t->model : QString())));
            y += kZeroULine;
        }
    }
    p.restore();
}

void writeRackElevationsSvg(const Design &d, QIODevice &out)
{
    const auto racks = racksInOrder(d);
    double w = 10, h = 10;
    for (const Rack *r : racks) {
        const QSizeF s = rackElevationSize(d, *r);
        w += s.width() + 30;
        h = std::max(h, s.height() + 20);
    }
    QSvgGenerator gen;
    gen.setOutputDevice(&out);
    gen.setSize(QSize(int(w), int(h)));
    gen.setViewBox(QRectF(0, 0, w, h));
    gen.setResolution(72);
    // QSvgGenerator writes the title into <title> as it is (Qt 6.4): escape it here.
    gen.setTitle(Tr::tr("Rack elevations - %1").arg(shown(d.name)).toHtmlEscaped());
    gen.setDescription(Tr::tr("Front and rear faces of every rack, drawn by Railyard"));
    QPainter p;
    if (!p.begin(&gen))
        throw Error(Tr::tr("Cannot start the SVG output."));
    double x = 10;
    for (const Rack *r : racks) {
        p.save();
        p.translate(x, 10);
        paintRackElevation(p, d, *r);
        p.restore();
        x += rackElevationSize(d, *r).width() + 30;
    }
    p.end();
}

int writeRackElevationsPdf(const Design &d, QIODevice &out)
{
    const auto racks = racksInOrder(d);
    auto writer = makePdfWriter(out, Tr::tr("Rack elevations - %1").arg(d.name));
    QPainter p;
    if (!p.begin(writer.get()))
        throw Error(Tr::tr("Cannot start the PDF output."));
    const double margin = writer->resolution() * 10 / 25.4;
    const QRectF area(margin, margin, writer->width() - 2 * margin, writer->height() - 2 * margin);
    int pages = 0;
    for (const Rack *r : racks) {
        if (pages++)
            writer->newPage();
        const QSizeF s = rackElevationSize(d, *r);
        // Points to device pixels, scaled down further when the rack is taller than the page.
        const double scale = std::min(area.width() / s.width(), area.height() / s.height());
        p.save();
        p.translate(area.topLeft());
        p.scale(scale, scale);
        paintRackElevation(p, d, *r);
        p.restore();
    }
    if (racks.empty()) {
        p.setFont(font(12));
        p.drawText(area, Qt::AlignCenter, Tr::tr("The design has no racks."));
        pages = 1;
    }
    p.end();
    return pages;
}

} // namespace ry::render
