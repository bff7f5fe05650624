#include "exportoptionsdialog.h"

#include "export/deployexporters.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace ry::gui {

namespace {

/// A line edit with a "Browse..." button beside it.
QWidget *withBrowse(QLineEdit *edit, QPushButton **button, QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *h = new QHBoxLayout(w);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(edit, 1);
    *button = new QPushButton(ExportOptionsDialog::tr("Browse..."), w);
    h->addWidget(*button);
    return w;
}

} // namespace

bool ExportOptionsDialog::usesSlurmOptions(const QString &format)
{
    return format.startsWith(QLatin1String("slurm-"));
}

bool ExportOptionsDialog::usesDnsOptions(const QString &format)
{
    return format == QLatin1String("dns-zone") || format == QLatin1String("dns-reverse-zone") ||
           format == QLatin1String("named-conf");
}

bool ExportOptionsDialog::usesDhcpOptions(const QString &format)
{
    return format == QLatin1String("kea-json") || format == QLatin1String("dnsmasq");
}

ExportOptionsDialog::ExportOptionsDialog(const exporting::Exporter &exporter, const QString &path,
                                         QWidget *parent)
    : QDialog(parent), m_exporter(exporter)
{
    setWindowTitle(tr("Export %1").arg(exporter.description()));
    auto *top = new QVBoxLayout(this);

    auto *fileForm = new QFormLayout;
    m_path = new QLineEdit(path, this);
    m_path->setObjectName(QStringLiteral("path"));
    QPushButton *browse = nullptr;
    fileForm->addRow(tr("&File:"), withBrowse(m_path, &browse, this));
    connect(browse, &QPushButton::clicked, this, &ExportOptionsDialog::browseOutput);
    m_strict =
        new QCheckBox(tr("&Strict: treat every warning as an error and write nothing"), this);
    m_strict->setObjectName(QStringLiteral("strict"));
    fileForm->addRow(m_strict);
    top->addLayout(fileForm);

    auto *slurm = new QGroupBox(tr("Slurm topology"), this);
    auto *sf = new QFormLayout(slurm);
    m_nodeNames = new QComboBox(slurm);
    m_nodeNames->setObjectName(QStringLiteral("nodeNames"));
    m_nodeNames->addItem(tr("Short host name (gpu001.example.net gives gpu001)"),
                         int(exporting::NodeNameRule::ShortHostName));
    m_nodeNames->addItem(tr("Device name as it is"), int(exporting::NodeNameRule::DeviceName));
    sf->addRow(tr("&Node names:"), m_nodeNames);
    m_slurmNodes = new QLineEdit(slurm);
    m_slurmNodes->setObjectName(QStringLiteral("slurmNodes"));
    m_slurmNodes->setPlaceholderText(tr("every GPU node of the design"));
    m_slurmNodes->setToolTip(tr("A slurm.conf (its NodeName= lines) or a file of node names: only "
                                "these nodes are written, and design hosts Slurm does not know "
                                "are warned about."));
    QPushButton *browseNodes = nullptr;
    sf->addRow(tr("Slurm node &list:"), withBrowse(m_slurmNodes, &browseNodes, slurm));
    connect(browseNodes, &QPushButton::clicked, this, &ExportOptionsDialog::browseSlurmNodes);
    slurm->setEnabled(usesSlurmOptions(exporter.format()));
    top->addWidget(slurm);

    auto *dns = new QGroupBox(tr("DNS zones"), this);
    auto *df = new QFormLayout(dns);
    m_nameServer = new QLineEdit(dns);
    m_nameServer->setObjectName(QStringLiteral("nameServer"));
    m_nameServer->setPlaceholderText(tr("the devices with role name-server"));
    df->addRow(tr("Name &server (FQDN):"), m_nameServer);
    m_nameServerAddress = new QLineEdit(dns);
    m_nameServerAddress->setObjectName(QStringLiteral("nameServerAddress"));
    df->addRow(tr("Name server &address:"), m_nameServerAddress);
    m_serial = new QLineEdit(QStringLiteral("1"), dns);
    m_serial->setObjectName(QStringLiteral("serial"));
    df->addRow(tr("SOA s&erial:"), m_serial);
    dns->setEnabled(usesDnsOptions(exporter.format()));
    top->addWidget(dns);

    auto *dhcp = new QGroupBox(tr("DHCP (Kea, dnsmasq)"), this);
    auto *hf = new QFormLayout(dhcp);
    m_dhcpInterfaces = new QLineEdit(dhcp);
    m_dhcpInterfaces->setObjectName(QStringLiteral("dhcpInterfaces"));
    m_dhcpInterfaces->setPlaceholderText(tr("every interface"));
    hf->addRow(tr("Server &interfaces (comma-separated):"), m_dhcpInterfaces);
    dhcp->setEnabled(usesDhcpOptions(exporter.format()));
    top->addWidget(dhcp);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("E&xport"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportOptionsDialog::tryAccept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    top->addWidget(buttons);
    // Wide enough for a path, well inside a 1366 x 768 screen.
    setMinimumWidth(560);
    setMaximumSize(1300, 700);
}

QString ExportOptionsDialog::path() const
{
    return m_path->text().trimmed();
}

exporting::ExportOptions ExportOptionsDialog::options() const
{
    exporting::ExportOptions o;
    o.strict = m_strict->isChecked();
    const QString format = m_exporter.format();
    if (usesSlurmOptions(format)) {
        o.nodeNames = exporting::NodeNameRule(m_nodeNames->currentData().toInt());
        const QString nodes = m_slurmNodes->text().trimmed();
        if (!nodes.isEmpty())
            o.slurmNodes = exporting::readSlurmNodeList(nodes);
    }
    if (usesDnsOptions(format)) {
        o.nameServer = m_nameServer->text().trimmed();
        o.nameServerAddress = m_nameServerAddress->text().trimmed();
        bool ok = false;
        o.dnsSerial = m_serial->text().trimmed().toUInt(&ok);
        if (!ok)
            throw Error(tr("The SOA serial must be a number from 0 to 4294967295, not \"%1\".")
                            .arg(m_serial->text()),
                        {}, QStringLiteral("serial"));
    }
    if (usesDhcpOptions(format)) {
        static const QRegularExpression sep(QStringLiteral("[,\\s]+"));
        o.dhcpInterfaces = m_dhcpInterfaces->text().split(sep, Qt::SkipEmptyParts);
    }
    return o;
}

void ExportOptionsDialog::browseOutput()
{
    const QString p = QFileDialog::getSaveFileName(
        this, windowTitle(), path(),
        tr("%1 files (*.%2)").arg(m_exporter.format(), m_exporter.suffix()));
    if (!p.isEmpty())
        m_path->setText(p);
}

void ExportOptionsDialog::browseSlurmNodes()
{
    const QString p =
        QFileDialog::getOpenFileName(this, tr("Slurm node list"), m_slurmNodes->text());
    if (!p.isEmpty())
        m_slurmNodes->setText(p);
}

void ExportOptionsDialog::tryAccept()
{
    if (path().isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("Choose the file to write."));
        return;
    }
    try {
        (void)options();
    } catch (const Error &e) {
        QMessageBox::warning(this, windowTitle(), e.message());
        return;
    }
    accept();
}

} // namespace ry::gui
