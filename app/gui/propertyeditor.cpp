#include "propertyeditor.h"

#include "model/breakout.h"
#include "model/power.h"
#include "model/trunk.h"
#include "undo/designsession.h"
#include "undo/edits.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace ry::gui {

PropertyEditor::PropertyEditor(QWidget *parent) : QWidget(parent)
{
    auto *l = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    l->addWidget(m_title);
    m_form = new QWidget(this);
    m_layout = new QFormLayout(m_form);
    l->addWidget(m_form);
    m_apply = new QPushButton(tr("&Apply"), this);
    m_apply->setEnabled(false);
    l->addWidget(m_apply);
    l->addStretch(1);
    connect(m_apply, &QPushButton::clicked, this, [this] { apply(); });
    clear();
}

void PropertyEditor::setSession(undo::DesignSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    clear();
    if (session) {
        connect(session, &undo::DesignSession::changed, this, [this](const auto &, bool ok) {
            if (ok)
                reload();
        });
        connect(session, &undo::DesignSession::resetDone, this, &PropertyEditor::clear);
    }
}

void PropertyEditor::clear()
{
    m_kind = Kind::None;
    m_id = 0;
    reload();
}

void PropertyEditor::showDevice(Id id)
{
    m_kind = Kind::Device;
    m_id = id;
    reload();
}

void PropertyEditor::showRack(Id id)
{
    m_kind = Kind::Rack;
    m_id = id;
    reload();
}

void PropertyEditor::showCable(Id id)
{
    m_kind = Kind::Cable;
    m_id = id;
    reload();
}

void PropertyEditor::showPort(Id id)
{
    m_kind = Kind::Port;
    m_id = id;
    reload();
}

void PropertyEditor::addLine(const QString &key, const QString &label, const QString &value)
{
    auto *e = new QLineEdit(value, m_form);
    e->setObjectName(key);
    connect(e, &QLineEdit::returnPressed, this, [this] { apply(); });
    m_layout->addRow(label, e);
}

void PropertyEditor::addChoice(const QString &key, const QString &label, const QStringList &choices,
                               const QString &value)
{
    auto *c = new QComboBox(m_form);
    c->setObjectName(key);
    c->addItems(choices);
    c->setCurrentText(value);
    m_layout->addRow(label, c);
}

void PropertyEditor::addInfo(const QString &label, const QString &text)
{
    auto *l = new QLabel(text, m_form);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_layout->addRow(label, l);
}

QString PropertyEditor::field(const QString &key) const
{
    if (auto *e = m_form->findChild<QLineEdit *>(key))
        return e->text().trimmed();
    if (auto *c = m_form->findChild<QComboBox *>(key))
        return c->currentText();
    return {};
}

bool PropertyEditor::setField(const QString &key, const QString &value)
{
    if (auto *e = m_form->findChild<QLineEdit *>(key)) {
        e->setText(value);
        return true;
    }
    if (auto *c = m_form->findChild<QComboBox *>(key)) {
        const int i = c->findText(value);
        c->setCurrentIndex(i);
        return i >= 0;
    }
    return false;
}

void PropertyEditor::reload()
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    const Design *d = m_session ? &m_session->design() : nullptr;
    m_apply->setEnabled(false);
    if (!d || m_kind == Kind::None) {
        m_title->setText(tr("Select a device, rack or cable to edit it."));
        return;
    }
    auto locale = QLocale();
    if (m_kind == Kind::Device) {
        const Device *x = d->devices.find(m_id);
        if (!x)
            return clear();
        m_title->setText(tr("<b>Device</b> %1").arg(x->name.toHtmlEscaped()));
        addLine(QStringLiteral("name"), tr("Name"), x->name);
        addLine(QStringLiteral("role"), tr("Role"), x->role);
        QStringList types;
        for (const DeviceType &t : d->deviceTypes)
            types << t.slug;
        const DeviceType *t = d->deviceTypes.find(x->deviceTypeId);
        addChoice(QStringLiteral("type"), tr("Type"), types, t ? t->slug : QString());
        QStringList statuses;
        for (auto s : {DeviceStatus::Planned, DeviceStatus::Staged, DeviceStatus::Active,
                       DeviceStatus::Failed, DeviceStatus::Decommissioned})
            statuses << toString(s);
        addChoice(QStringLiteral("status"), tr("Status"), statuses, toString(x->status));
        addLine(QStringLiteral("position"), tr("Position (U)"), locale.toString(x->position));
        addChoice(QStringLiteral("face"), tr("Face"), {toString(Face::Front), toString(Face::Rear)},
                  toString(x->face));
        addLine(QStringLiteral("serial"), tr("Serial"), x->serial);
        addLine(QStringLiteral("assetTag"), tr("Asset tag"), x->assetTag);
        addLine(QStringLiteral("nodeGuid"), tr("Node GUID"), x->nodeGuid);
        addLine(QStringLiteral("systemImageGuid"), tr("System image GUID"), x->systemImageGuid);
        addLine(QStringLiteral("chassisMac"), tr("Chassis MAC"), x->chassisMac);
        addLine(QStringLiteral("comments"), tr("Comments"), x->comments);
        // A PDU: the load on each feed leg (the inlets' available power is in their form).
        const power::Budget b = power::budget(*d);
        for (const power::PduLoad &l : b.pdus) {
            if (l.deviceId != x->id)
                continue;
            for (const power::LegLoad &g : l.legs)
                addInfo(g.leg.isEmpty() ? tr("Load") : tr("Load, leg %1").arg(g.leg),
                        g.capacityW > 0 ? tr("%1 of %2 kW, %3 of %4 outlets")
                                              .arg(locale.toString(g.drawW / 1000, 'f', 2),
                                                   locale.toString(g.capacityW / 1000, 'f', 2))
                                              .arg(g.usedOutlets)
                                              .arg(g.outlets)
                                        : tr("%1 kW, %2 of %3 outlets")
                                              .arg(locale.toString(g.drawW / 1000, 'f', 2))
                                              .arg(g.usedOutlets)
                                              .arg(g.outlets));
        }
        // The device's ports, to open one's form (its names and identities).
        const std::vector<const Port *> ports = d->portsOf(x->id);
        if (!ports.empty()) {
            auto *row = new QWidget(m_form);
            auto *h = new QHBoxLayout(row);
            h->setContentsMargins(0, 0, 0, 0);
            auto *choice = new QComboBox(row);
            choice->setObjectName(QStringLiteral("port"));
            for (const Port *p : ports)
                choice->addItem(p->name, QVariant::fromValue(p->id));
            auto *edit = new QPushButton(tr("Edit port"), row);
            edit->setObjectName(QStringLiteral("editPort"));
            h->addWidget(choice, 1);
            h->addWidget(edit);
            connect(edit, &QPushButton::clicked, this, [this, choice] {
                if (const Id port = choice->currentData().value<Id>())
                    showPort(port);
            });
            m_layout->addRow(tr("Ports"), row);
        }
    } else if (m_kind == Kind::Port) {
        const Port *x = d->ports.find(m_id);
        const Device *dev = x ? d->devices.find(x->deviceId) : nullptr;
        if (!x || !dev)
            return clear();
        m_title->setText(
            tr("<b>Port</b> %1 of %2").arg(x->name.toHtmlEscaped(), dev->name.toHtmlEscaped()));
        addLine(QStringLiteral("name"), tr("Name"), x->name);
        addLine(QStringLiteral("ifName"), tr("Interface name (netdev)"), x->ifName);
        addLine(QStringLiteral("rdmaDevice"), tr("RDMA device"), x->rdmaDevice);
        addLine(QStringLiteral("mac"), tr("MAC"), x->mac);
        addLine(QStringLiteral("guid"), tr("Port GUID"), x->guid);
        addLine(QStringLiteral("pciAddress"), tr("PCI address"), x->pciAddress);
        addLine(QStringLiteral("description"), tr("Description"), x->description);
        if (power::isOutlet(*x)) {
            // The feed leg (NetBox feed_leg) and the power port of the PDU it draws from.
            addChoice(QStringLiteral("feedLeg"), tr("Feed leg"),
                      {QString(), QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")},
                      x->feedLeg);
            QStringList inlets{QString()};
            for (const Port *p : d->portsOf(x->deviceId))
                if (power::isInlet(*p))
                    inlets << p->name;
            const Port *inlet = d->ports.find(x->powerPortId);
            addChoice(QStringLiteral("powerPort"), tr("Power port"), inlets,
                      inlet ? inlet->name : QString());
        }
        if (power::isInlet(*x))
            addLine(QStringLiteral("availablePowerW"), tr("Available power (W)"),
                    locale.toString(x->availablePowerW));
    } else if (m_kind == Kind::Rack) {
        const Rack *x = d->racks.find(m_id);
        if (!x)
            return clear();
        m_title->setText(tr("<b>Rack</b> %1").arg(x->name.toHtmlEscaped()));
        addLine(QStringLiteral("name"), tr("Name"), x->name);
        addLine(QStringLiteral("uHeight"), tr("Height (U)"), QString::number(x->uHeight));
        addLine(QStringLiteral("powerBudgetKw"), tr("Power budget (kW)"),
                locale.toString(x->powerBudgetW / 1000));
        addLine(QStringLiteral("role"), tr("Role"), x->role);
        const power::Budget b = power::budget(*d);
        for (const power::RackLoad &r : b.racks) {
            if (r.rackId != x->id)
                continue;
            addInfo(tr("Maximum power (kW)"), locale.toString(r.maxW / 1000, 'f', 1));
            addInfo(tr("Connected draw (kW)"),
                    tr("%1 on %n PDU(s)", nullptr, int(r.pdus.size()))
                        .arg(locale.toString(r.connectedW / 1000, 'f', 1)));
            if (!r.typesWithoutPower.isEmpty())
                addInfo(tr("No power figure"),
                        tr("%n device(s): %1", nullptr, r.devicesWithoutPower)
                            .arg(r.typesWithoutPower.join(QStringLiteral(", "))));
        }
    } else {
        const Cable *x = d->cables.find(m_id);
        if (!x)
            return clear();
        m_title->setText(tr("<b>Cable</b> %1").arg(x->label.toHtmlEscaped()));
        addLine(QStringLiteral("label"), tr("Label"), x->label);
        QStringList media;
        for (auto m : {Medium::DAC, Medium::ACC, Medium::AOC, Medium::MMF, Medium::SMF,
                       Medium::Copper, Medium::Power})
            media << toString(m);
        addChoice(QStringLiteral("medium"), tr("Medium"), media, toString(x->medium));
        // The number in the cable's unit beside a unit chooser; an empty length is unknown.
        addLine(QStringLiteral("length"), tr("Length"),
                formatLengthNumber(x->lengthM, x->lengthUnit, locale));
        QStringList units;
        for (LengthUnit u : lengthUnits())
            units << toString(u);
        addChoice(QStringLiteral("lengthUnit"), tr("Length unit"), units, toString(x->lengthUnit));
        addLine(QStringLiteral("colour"), tr("Colour"), x->colour);
        QStringList statuses;
        for (auto s : {CableStatus::Planned, CableStatus::Installed, CableStatus::Verified,
                       CableStatus::Faulty})
            statuses << toString(s);
        addChoice(QStringLiteral("status"), tr("Status"), statuses, toString(x->status));
        if (isTrunk(*d, *x)) {
            // A multi-fibre trunk between rear ports: its fibre count and polarity type, with
            // which traces map the positions (model/trunk.h).
            addLine(QStringLiteral("fibres"), tr("Fibres"),
                    x->fibres ? QString::number(x->fibres) : QString());
            addChoice(QStringLiteral("polarity"), tr("Polarity"),
                      {QString(), QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")},
                      toString(x->polarity));
        }
        if (const Breakout *b = x->breakoutId ? d->breakouts.find(x->breakoutId) : nullptr) {
            // A leg: medium, length and colour are the whole breakout cable's (apply() sets
            // them on the breakout and every leg).
            const BreakoutIndex index(*d);
            std::size_t connected = 0;
            for (const Cable *leg : index.legs(b->id))
                connected += leg != nullptr;
            const Port *cage = d->ports.find(b->aPortId);
            addInfo(tr("Breakout"), tr("%1: leg %2 of %3 from %4; %5 connected, %6 free")
                                        .arg(b->label)
                                        .arg(x->lane + 1)
                                        .arg(b->lanes)
                                        .arg(cage ? cage->name : QString())
                                        .arg(connected)
                                        .arg(std::size_t(b->lanes) - connected));
        }
    }
    m_apply->setEnabled(true);
}

bool PropertyEditor::apply(QString *error)
{
    if (!m_session || m_kind == Kind::None)
        return false;
    const Design &d = m_session->design();
    QString problem;
    auto number = [&](const QString &key, double *out) {
        bool ok = false;
        double v = QLocale().toDouble(field(key), &ok);
        if (!ok)
            v = field(key).toDouble(&ok);
        if (!ok)
            problem = tr("\"%1\" is not a number.").arg(field(key));
        *out = v;
        return ok;
    };
    ChangeSet cs;
    if (m_kind == Kind::Device) {
        const Device *old = d.devices.find(m_id);
        if (!old)
            return false;
        Device x = *old;
        x.name = field(QStringLiteral("name"));
        x.role = field(QStringLiteral("role"));
        x.status = deviceStatusFromString(field(QStringLiteral("status"))).value_or(x.status);
        x.face = faceFromString(field(QStringLiteral("face"))).value_or(x.face);
        number(QStringLiteral("position"), &x.position);
        x.serial = field(QStringLiteral("serial"));
        x.assetTag = field(QStringLiteral("assetTag"));
        x.nodeGuid = field(QStringLiteral("nodeGuid"));
        x.systemImageGuid = field(QStringLiteral("systemImageGuid"));
        x.chassisMac = field(QStringLiteral("chassisMac"));
        x.comments = field(QStringLiteral("comments"));
        const DeviceType *type = d.deviceTypeBySlug(field(QStringLiteral("type")));
        if (type && type->id != old->deviceTypeId) {
            cs = undo::edits::retypeDevice(d, m_id, type->id);
            x.deviceTypeId = type->id;
            for (Change &c : cs.changes())
                if (auto *dev = std::get_if<Device>(&c.object))
                    *dev = x;
        } else if (!(x == *old)) {
            cs.modify(x);
            cs.setDescription(x.name != old->name ? tr("Rename %1 to %2").arg(old->name, x.name)
                                                  : tr("Edit %1").arg(old->name));
        }
        if (problem.isEmpty() && (x.position != old->position || x.face != old->face))
            problem = undo::edits::placementProblem(d, x);
    } else if (m_kind == Kind::Port) {
        const Port *old = d.ports.find(m_id);
        if (!old)
            return false;
        Port x = *old;
        x.name = field(QStringLiteral("name"));
        x.ifName = field(QStringLiteral("ifName"));
        x.rdmaDevice = field(QStringLiteral("rdmaDevice"));
        x.mac = field(QStringLiteral("mac"));
        x.guid = field(QStringLiteral("guid"));
        x.pciAddress = field(QStringLiteral("pciAddress"));
        x.description = field(QStringLiteral("description"));
        if (m_form->findChild<QComboBox *>(QStringLiteral("feedLeg"))) {
            x.feedLeg = field(QStringLiteral("feedLeg"));
            const QString inlet = field(QStringLiteral("powerPort"));
            x.powerPortId = 0;
            for (const Port *p : d.portsOf(old->deviceId))
                if (!inlet.isEmpty() && p->name == inlet && power::isInlet(*p))
                    x.powerPortId = p->id;
        }
        if (m_form->findChild<QLineEdit *>(QStringLiteral("availablePowerW")))
            number(QStringLiteral("availablePowerW"), &x.availablePowerW);
        if (!(x == *old)) {
            cs.modify(x);
            const Device *dev = d.devices.find(old->deviceId);
            cs.setDescription(
                tr("Edit port %1 of %2").arg(old->name, dev ? dev->name : QStringLiteral("?")));
        }
    } else if (m_kind == Kind::Rack) {
        const Rack *old = d.racks.find(m_id);
        if (!old)
            return false;
        Rack x = *old;
        x.name = field(QStringLiteral("name"));
        double h = x.uHeight, kw = 0;
        number(QStringLiteral("uHeight"), &h);
        x.uHeight = int(h);
        if (number(QStringLiteral("powerBudgetKw"), &kw))
            x.powerBudgetW = kw * 1000;
        x.role = field(QStringLiteral("role"));
        if (!(x == *old)) {
            cs.modify(x);
            cs.setDescription(tr("Edit rack %1").arg(old->name));
        }
    } else {
        const Cable *old = d.cables.find(m_id);
        if (!old)
            return false;
        Cable x = *old;
        x.label = field(QStringLiteral("label"));
        x.medium = mediumFromString(field(QStringLiteral("medium"))).value_or(x.medium);
        x.status = cableStatusFromString(field(QStringLiteral("status"))).value_or(x.status);
        // "10", or "10 ft" typed with its unit (the typed unit wins over the chooser).
        const ParsedLength l = parseLength(
            field(QStringLiteral("length")),
            lengthUnitFromString(field(QStringLiteral("lengthUnit"))).value_or(x.lengthUnit));
        if (l.ok) {
            // Unchanged text keeps the exact value (the field shows it rounded).
            if (field(QStringLiteral("length")) !=
                    formatLengthNumber(old->lengthM, old->lengthUnit) ||
                l.unit != old->lengthUnit) {
                x.lengthM = l.metres;
                x.lengthUnit = l.unit;
            }
        } else {
            problem = l.error;
        }
        x.colour = field(QStringLiteral("colour"));
        if (isTrunk(d, x)) {
            const QString f = field(QStringLiteral("fibres")).trimmed();
            bool ok = f.isEmpty();
            const int fibres = f.isEmpty() ? 0 : QLocale().toInt(f, &ok);
            if (ok && fibres >= 0 && fibres <= kMaxTrunkFibres)
                x.fibres = fibres;
            else
                problem =
                    tr("Fibres: a whole number from 0 (not given) to %1.").arg(kMaxTrunkFibres);
            x.polarity =
                trunkPolarityFromString(field(QStringLiteral("polarity"))).value_or(x.polarity);
        }
        if (!(x == *old)) {
            cs.modify(x);
            cs.setDescription(tr("Edit cable %1").arg(old->label));
            // A leg's medium, length and colour are its breakout's: the breakout and its other
            // legs follow.
            if (const Breakout *ob = old->breakoutId ? d.breakouts.find(old->breakoutId) : nullptr;
                ob && (x.medium != old->medium || x.lengthM != old->lengthM ||
                       x.lengthUnit != old->lengthUnit || x.colour != old->colour)) {
                Breakout b = *ob;
                b.medium = x.medium;
                b.lengthM = x.lengthM;
                b.lengthUnit = x.lengthUnit;
                b.colour = x.colour;
                cs.modify(b);
                for (const Cable &leg : d.cables)
                    if (leg.breakoutId == b.id && leg.id != x.id) {
                        Cable l = leg;
                        l.medium = b.medium;
                        l.lengthM = b.lengthM;
                        l.lengthUnit = b.lengthUnit;
                        l.colour = b.colour;
                        cs.modify(l);
                    }
            }
        }
    }
    if (problem.isEmpty() && !cs.empty())
        m_session->apply(cs, &problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        else
            QMessageBox::warning(this, tr("Change refused"), problem);
        return false;
    }
    return true;
}

} // namespace ry::gui
