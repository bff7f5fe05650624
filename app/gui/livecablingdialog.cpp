#include "livecablingdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace ry::gui {

LiveCablingDialog::LiveCablingDialog(const Design &design, QWidget *parent)
    : QDialog(parent), m_design(std::make_shared<const Design>(design))
{
    setWindowTitle(tr("Check cabling now"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_launcher = new QComboBox(this);
    m_launcher->addItems({QStringLiteral("ssh"), QStringLiteral("srun"), QStringLiteral("mpirun")});
    form->addRow(tr("Reach the nodes with"), m_launcher);
    m_sshConfig = new QLineEdit(this);
    m_sshConfig->setPlaceholderText(tr("~/.ssh/config"));
    form->addRow(tr("ssh configuration file"), m_sshConfig);
    m_sshUser = new QLineEdit(this);
    m_sshUser->setPlaceholderText(tr("as the ssh configuration says"));
    form->addRow(tr("ssh user"), m_sshUser);
    m_timeout = new QSpinBox(this);
    m_timeout->setRange(1, 3600);
    m_timeout->setValue(60);
    m_timeout->setSuffix(tr(" s"));
    form->addRow(tr("Time per node"), m_timeout);
    m_output = new QLineEdit(QDir(QDir::tempPath())
                                 .filePath(QStringLiteral("railyard-cabling-%1")
                                               .arg(QDateTime::currentDateTime().toString(
                                                   QStringLiteral("yyyyMMdd-HHmmss")))),
                             this);
    form->addRow(tr("Keep the files in"), m_output);
    m_lldp = new QCheckBox(tr("LLDP from every host and switch (lldpcli)"), this);
    m_lldp->setChecked(true);
    m_ib = new QCheckBox(tr("ibnetdiscover from one host per InfiniBand plane"), this);
    m_ib->setChecked(true);
    form->addRow(m_lldp);
    form->addRow(m_ib);
    layout->addLayout(form);
    m_nodes = new QTreeWidget(this);
    m_nodes->setHeaderLabels({tr("Node"), tr("Collects"), tr("Status")});
    m_nodes->setRootIsDecorated(false);
    m_nodes->header()->setStretchLastSection(true);
    layout->addWidget(m_nodes, 1);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("&Start"), QDialogButtonBox::ActionRole);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    buttons->addButton(QDialogButtonBox::Close);
    m_cancel->setEnabled(false);
    layout->addWidget(buttons);
    connect(m_start, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &LiveCablingDialog::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, [this] {
        if (!isRunning())
            reject();
    });
    resize(720, 520);
}

LiveCablingDialog::~LiveCablingDialog()
{
    if (m_collector)
        m_collector->cancel();
}

void LiveCablingDialog::setCollectOptions(const probe::CollectOptions &options)
{
    m_override = std::make_unique<probe::CollectOptions>(options);
}

void LiveCablingDialog::setOutputDir(const QString &dir)
{
    m_output->setText(dir);
}

QString LiveCablingDialog::outputDir() const
{
    return m_output->text().trimmed();
}

void LiveCablingDialog::setCollectKinds(bool lldp, bool ibnetdiscover)
{
    m_lldp->setChecked(lldp);
    m_ib->setChecked(ibnetdiscover);
}

bool LiveCablingDialog::isRunning() const
{
    return m_collecting || m_verifying;
}

probe::CollectOptions LiveCablingDialog::optionsFromForm() const
{
    if (m_override)
        return *m_override;
    probe::CollectOptions o;
    const QString l = m_launcher->currentText();
    o.launcher = l == QLatin1String("srun")     ? probe::ExecutorOptions::Launcher::Srun
                 : l == QLatin1String("mpirun") ? probe::ExecutorOptions::Launcher::Mpirun
                                                : probe::ExecutorOptions::Launcher::Ssh;
    o.ssh.configFile = m_sshConfig->text().trimmed();
    o.ssh.user = m_sshUser->text().trimmed();
    o.timeoutMs = m_timeout->value() * 1000;
    o.ssh.connectTimeoutS = qMax(1, m_timeout->value() / 2);
    return o;
}

bool LiveCablingDialog::start()
{
    if (isRunning())
        return false;
    std::vector<probe::CollectTarget> targets = probe::collectionTargets(*m_design);
    const bool lldp = m_lldp->isChecked(), ib = m_ib->isChecked();
    std::erase_if(targets, [&](const probe::CollectTarget &t) {
        return t.kind == probe::CollectKind::Lldp ? !lldp : !ib;
    });
    if (targets.empty() || outputDir().isEmpty()) {
        m_status->setText(targets.empty()
                              ? tr("Nothing to collect: the design has no cabled Ethernet or "
                                   "InfiniBand plane, or both kinds are off.")
                              : tr("Give a folder to keep the files in."));
        return false;
    }
    delete m_collector;
    m_collector = new probe::CablingCollector(std::move(targets), optionsFromForm(), this);
    m_nodes->clear();
    for (const probe::CollectedFile &f : m_collector->files())
        new QTreeWidgetItem(m_nodes, {f.target.node,
                                      f.target.kind == probe::CollectKind::Lldp
                                          ? tr("LLDP")
                                          : tr("ibnetdiscover (%1)").arg(f.target.plane),
                                      tr("waiting")});
    m_ibFiles.clear();
    m_haveLldp = false;
    m_result = {};
    m_collecting = true;
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(
        tr("Collecting from %n node(s)...", nullptr, int(m_collector->files().size())));
    connect(m_collector, &probe::CablingCollector::fileCollected, this,
            &LiveCablingDialog::onFileCollected);
    connect(m_collector, &probe::CablingCollector::finished, this, [this] {
        m_collecting = false;
        maybeFinish();
    });
    m_collector->start();
    return true;
}

void LiveCablingDialog::cancel()
{
    if (m_collector)
        m_collector->cancel();
}

void LiveCablingDialog::onFileCollected(int index)
{
    const probe::CollectedFile &f = m_collector->files()[std::size_t(index)];
    QTreeWidgetItem *row = m_nodes->topLevelItem(index);
    if (!f.ok) {
        if (row)
            row->setText(2, tr("failed: %1").arg(f.reason));
        return;
    }
    const QString path = QDir(outputDir()).filePath(f.fileName);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(f.bytes) != f.bytes.size() || !out.commit()) {
        if (row)
            row->setText(2, tr("cannot write %1: %2").arg(path, out.errorString()));
        return;
    }
    if (row)
        row->setText(2, tr("collected (%n byte(s))", nullptr, int(f.bytes.size())));
    if (f.target.kind == probe::CollectKind::Lldp)
        m_haveLldp = true;
    else
        m_ibFiles << path;
    scheduleVerification();
}

void LiveCablingDialog::scheduleVerification()
{
    if (m_verifying) {
        m_verifyAgain = true; // the files that arrive meanwhile are taken by the next run
        return;
    }
    runVerification();
}

void LiveCablingDialog::runVerification()
{
    usecases::VerifyRequest request;
    request.ibnetdiscoverFiles = m_ibFiles;
    if (m_haveLldp)
        request.lldpPaths << QDir(outputDir()).filePath(QStringLiteral("lldp"));
    m_verifying = true;
    m_verifyAgain = false;
    auto *watcher = new QFutureWatcher<std::shared_ptr<usecases::VerifyResult>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        const auto r = watcher->result();
        watcher->deleteLater();
        m_verifying = false;
        if (r) {
            m_result = *r;
            const int wrong = m_result.wrongCount();
            m_status->setText(
                tr("%1 of %2 node(s) read; %3 finding(s) to fix so far.")
                    .arg(std::count_if(m_collector->files().begin(), m_collector->files().end(),
                                       [](const probe::CollectedFile &f) { return f.done; }))
                    .arg(m_collector->files().size())
                    .arg(wrong));
            emit verificationUpdated(m_result);
        }
        if (m_verifyAgain)
            runVerification();
        else
            maybeFinish();
    });
    // Reading and comparing run off the GUI thread on the copy of the design.
    watcher->setFuture(QtConcurrent::run(
        [design = m_design, request]() -> std::shared_ptr<usecases::VerifyResult> {
            try {
                Progress progress;
                return std::make_shared<usecases::VerifyResult>(usecases::verifyObservations(
                    *design, usecases::readObservations(request, progress), request, progress));
            } catch (const Error &) {
                return nullptr; // e.g. every file so far unreadable: wait for the next one
            }
        }));
}

void LiveCablingDialog::maybeFinish()
{
    if (isRunning())
        return;
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    if (m_collector) {
        const int failed = m_collector->failedCount();
        m_status->setText(
            tr("Done: %1 of %2 node(s) read, %3 failed; %4 finding(s) to fix. Files in %5.")
                .arg(int(m_collector->files().size()) - failed)
                .arg(m_collector->files().size())
                .arg(failed)
                .arg(m_result.wrongCount())
                .arg(QDir::toNativeSeparators(outputDir())));
    }
    emit runFinished();
}

} // namespace ry::gui
