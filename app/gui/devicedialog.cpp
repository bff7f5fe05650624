#include "devicedialog.h"

#include "model/design.h"
#include "models/palette.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ry::gui {

DeviceDialog::DeviceDialog(const Design &design, Id device, QWidget *parent) : QDialog(parent)
{
    const Device *d = design.devices.find(device);
    auto *l = new QVBoxLayout(this);
    if (!d) {
        l->addWidget(new QLabel(tr("The device no longer exists."), this));
        return;
    }
    setWindowTitle(tr("%1: ports and cables").arg(d->name));
    const DeviceType *t = design.deviceTypes.find(d->deviceTypeId);
    const auto loc = design.locationOf(*d);
    l->addWidget(new QLabel(tr("<b>%1</b> %2 %3, %4, rack %5 U%6, %7")
                                .arg(d->name.toHtmlEscaped(), t ? t->manufacturer : QString(),
                                     t ? t->model : QString(), d->role,
                                     loc.rack ? loc.rack->name : tr("none"))
                                .arg(d->position)
                                .arg(toString(d->status)),
                            this));
    QHash<Id, const Cable *> cableOfPort;
    for (const Cable &c : design.cables) {
        cableOfPort.insert(c.aPortId, &c);
        cableOfPort.insert(c.bPortId, &c);
    }
    const auto ports = design.portsOf(device);
    auto *table = new QTableWidget(int(ports.size()), 8, this);
    table->setHorizontalHeaderLabels({tr("Port"), tr("Type"), tr("Speed (Gb/s)"), tr("Rail"),
                                      tr("Cable"), tr("Medium"), tr("Length"), tr("Far end")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    int row = 0;
    for (const Port *p : ports) {
        auto set = [&](int col, const QString &text) {
            table->setItem(row, col, new QTableWidgetItem(text));
        };
        set(0, p->name);
        set(1, p->type);
        set(2, p->speedGbps > 0 ? QLocale().toString(p->speedGbps) : QString());
        set(3, p->rail >= 0 ? QString::number(p->rail) : QString());
        if (p->rail >= 0)
            table->item(row, 3)->setData(Qt::DecorationRole, models::palette::railColour(p->rail));
        if (const Cable *c = cableOfPort.value(p->id)) {
            set(4, c->label);
            set(5, toString(c->medium));
            set(6, formatLength(c->lengthM, c->lengthUnit)); // in its own unit, "" = unknown
            const Port *far = design.ports.find(c->aPortId == p->id ? c->bPortId : c->aPortId);
            const Device *fd = far ? design.devices.find(far->deviceId) : nullptr;
            set(7, fd ? fd->name + QLatin1Char(':') + far->name : QString());
        }
        ++row;
    }
    m_ports = row;
    table->resizeColumnsToContents();
    l->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(buttons);
    resize(820, 520);
}

} // namespace ry::gui
