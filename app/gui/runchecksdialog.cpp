#include "runchecksdialog.h"

#include "results/busbw.h"
#include "results/expected.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace ry::gui {

using probe::ExecutorOptions;
using probe::PlanStep;
using probe::StepKind;

namespace {

QString loopbackAddress(const QString &address)
{
    const QHostAddress a(address);
    if (a.protocol() == QAbstractSocket::IPv6Protocol)
        return QStringLiteral("::1");
    if (a.protocol() != QAbstractSocket::IPv4Protocol)
        return QStringLiteral("127.0.0.1");
    const quint32 v = a.toIPv4Address();
    return QHostAddress((127u << 24) | (v & 0x00ffffffu)).toString();
}

} // namespace

probe::TestPlan RunChecksDialog::loopbackPlan(probe::TestPlan plan)
{
    for (PlanStep &s : plan.steps)
        if (s.kind == StepKind::Tcp) {
            s.source = loopbackAddress(s.source);
            s.destination = loopbackAddress(s.destination);
        }
    return plan;
}

RunChecksDialog::RunChecksDialog(const Design &design, QWidget *parent)
    : QDialog(parent), m_design(design)
{
    setWindowTitle(tr("Run checks"));
    resize(1100, 720);
    QSettings settings;
    m_levels = results::OverlayOptions::fromSettings(settings);
    for (const Cable &c : m_design.cables)
        m_cableByName.insert(probe::cableName(m_design, c), c.id);

    // How: the launcher and its options.
    auto *how = new QGroupBox(tr("Launcher"), this);
    auto *howForm = new QFormLayout(how);
    m_launcher = new QComboBox(how);
    m_launcher->addItem(tr("Local (this machine)"), int(ExecutorOptions::Launcher::Local));
    m_launcher->addItem(tr("SSH (one connection per node)"), int(ExecutorOptions::Launcher::Ssh));
    m_launcher->addItem(tr("Slurm srun"), int(ExecutorOptions::Launcher::Srun));
    m_launcher->addItem(tr("Open MPI mpirun"), int(ExecutorOptions::Launcher::Mpirun));
    howForm->addRow(tr("Launch with"), m_launcher);
    auto *programRow = new QWidget(how);
    auto *programLayout = new QHBoxLayout(programRow);
    programLayout->setContentsMargins(0, 0, 0, 0);
    m_program = new QLineEdit(probe::defaultProbeProgram(), programRow);
    m_program->setToolTip(tr("Path of railyard-probe on the nodes (on this machine for the local "
                             "launcher)."));
    auto *browse = new QToolButton(programRow);
    browse->setText(tr("..."));
    programLayout->addWidget(m_program);
    programLayout->addWidget(browse);
    howForm->addRow(tr("Probe program"), programRow);
    m_loopback = new QCheckBox(tr("Use loopback addresses (every node is this machine)"), how);
    m_loopback->setChecked(true);
    m_loopback->setToolTip(tr("Moves the design's rail addresses into 127.0.0.0/8 so that the TCP "
                              "steps run on this machine."));
    howForm->addRow(m_loopback);
    m_sshRow = new QWidget(how);
    auto *sshLayout = new QHBoxLayout(m_sshRow);
    sshLayout->setContentsMargins(0, 0, 0, 0);
    m_sshUser = new QLineEdit(m_sshRow);
    m_sshUser->setPlaceholderText(tr("user (ssh config)"));
    m_sshPort = new QSpinBox(m_sshRow);
    m_sshPort->setRange(0, 65535);
    m_sshPort->setSpecialValueText(tr("port (ssh config)"));
    sshLayout->addWidget(m_sshUser);
    sshLayout->addWidget(m_sshPort);
    howForm->addRow(tr("SSH"), m_sshRow);
    m_partition = new QLineEdit(how);
    m_partition->setPlaceholderText(tr("default partition"));
    howForm->addRow(tr("Slurm partition"), m_partition);
    m_asRoot = new QCheckBox(tr("Allow running as root (mpirun --allow-run-as-root)"), how);
    howForm->addRow(m_asRoot);

    // What: the plan's stages and sizes.
    auto *what = new QGroupBox(tr("Plan"), this);
    auto *whatForm = new QFormLayout(what);
    m_railAllReduce = new QCheckBox(tr("All-reduce per rail across each SU"), what);
    m_allNodes = new QCheckBox(tr("All-reduce over all nodes"), what);
    m_pairLeaf = new QCheckBox(tr("Send/receive between nodes on the same leaf"), what);
    m_pairSpine = new QCheckBox(tr("Send/receive across the spine layer"), what);
    m_tcp = new QCheckBox(tr("TCP between rail addresses and over direct cables"), what);
    for (QCheckBox *b : {m_railAllReduce, m_allNodes, m_pairLeaf, m_pairSpine, m_tcp})
        whatForm->addRow(b);
    m_maxBytes = new QComboBox(what);
    for (const auto &[text, bytes] :
         {std::pair{tr("1 MiB"), qint64(1) << 20}, std::pair{tr("64 MiB"), qint64(1) << 26},
          std::pair{tr("1 GiB"), qint64(1) << 30}, std::pair{tr("8 GiB"), qint64(1) << 33}})
        m_maxBytes->addItem(text, bytes);
    whatForm->addRow(tr("Largest message"), m_maxBytes);
    m_iters = new QSpinBox(what);
    m_iters->setRange(1, 1000);
    whatForm->addRow(tr("Timed iterations"), m_iters);
    m_tcpSeconds = new QDoubleSpinBox(what);
    m_tcpSeconds->setRange(0.2, 600);
    m_tcpSeconds->setSuffix(tr(" s"));
    whatForm->addRow(tr("TCP transfer"), m_tcpSeconds);

    m_planText = new QPlainTextEdit(this);
    m_planText->setReadOnly(true);
    m_planText->setFont(QFont(QStringLiteral("monospace")));

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Stage"), tr("Step"), tr("Nodes"),
                                        tr("Estimate"), tr("Status"), tr("Rows"), tr("Measured"),
                                        tr("Expected"), tr("% of expected")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_start = new QPushButton(tr("&Start"), this);
    m_cancel = new QPushButton(tr("&Cancel Run"), this);
    m_cancel->setEnabled(false);
    auto *close = new QPushButton(tr("Close"), this);

    auto *top = new QHBoxLayout;
    top->addWidget(how, 1);
    top->addWidget(what, 1);
    top->addWidget(m_planText, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    m_planFields = {how, what};
    setPlanOptions({});
    updateLauncherFields();

    connect(m_launcher, &QComboBox::currentIndexChanged, this, [this] {
        updateLauncherFields();
        replan();
    });
    connect(m_loopback, &QCheckBox::toggled, this, &RunChecksDialog::replan);
    for (QCheckBox *b : {m_railAllReduce, m_allNodes, m_pairLeaf, m_pairSpine, m_tcp})
        connect(b, &QCheckBox::toggled, this, &RunChecksDialog::replan);
    connect(m_maxBytes, &QComboBox::currentIndexChanged, this, &RunChecksDialog::replan);
    connect(m_iters, &QSpinBox::valueChanged, this, &RunChecksDialog::replan);
    connect(m_tcpSeconds, &QDoubleSpinBox::valueChanged, this, &RunChecksDialog::replan);
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("railyard-probe program"), m_program->text());
        if (!path.isEmpty())
            m_program->setText(path);
    });
    connect(m_start, &QPushButton::clicked, this, &RunChecksDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &RunChecksDialog::cancel);
    connect(close, &QPushButton::clicked, this, &RunChecksDialog::reject);
}

RunChecksDialog::~RunChecksDialog()
{
    if (m_executor && m_executor->isRunning())
        m_executor->cancel();
    m_recorder.reset(); // finishes a step still open as truncated, while the executor exists
}

std::vector<Id> RunChecksDialog::storedRuns() const
{
    return m_recorder ? m_recorder->runs() : m_storedRuns;
}

probe::PlanOptions RunChecksDialog::planOptions() const
{
    probe::PlanOptions o = m_hidden;
    o.railAllReduce = m_railAllReduce->isChecked();
    o.allNodes = m_allNodes->isChecked();
    o.pairwiseLeaf = m_pairLeaf->isChecked();
    o.pairwiseSpine = m_pairSpine->isChecked();
    o.tcp = m_tcp->isChecked();
    o.maxBytes = m_maxBytes->currentData().toLongLong();
    o.iters = m_iters->value();
    o.tcpSeconds = m_tcpSeconds->value();
    return o;
}

void RunChecksDialog::setPlanOptions(const probe::PlanOptions &o)
{
    m_hidden = o;
    const QSignalBlocker b1(m_railAllReduce), b2(m_allNodes), b3(m_pairLeaf), b4(m_pairSpine),
        b5(m_tcp), b6(m_maxBytes), b7(m_iters), b8(m_tcpSeconds);
    m_railAllReduce->setChecked(o.railAllReduce);
    m_allNodes->setChecked(o.allNodes);
    m_pairLeaf->setChecked(o.pairwiseLeaf);
    m_pairSpine->setChecked(o.pairwiseSpine);
    m_tcp->setChecked(o.tcp);
    int k = m_maxBytes->findData(o.maxBytes);
    if (k < 0) {
        m_maxBytes->addItem(QLocale().formattedDataSize(o.maxBytes), o.maxBytes);
        k = m_maxBytes->count() - 1;
    }
    m_maxBytes->setCurrentIndex(k);
    m_iters->setValue(o.iters);
    m_tcpSeconds->setValue(o.tcpSeconds);
    replan();
}

ExecutorOptions RunChecksDialog::executorOptions() const
{
    ExecutorOptions o;
    o.launcher = ExecutorOptions::Launcher(m_launcher->currentData().toInt());
    o.probeProgram = m_program->text().trimmed();
    o.ssh.user = m_sshUser->text().trimmed();
    o.ssh.port = m_sshPort->value();
    o.srun.partition = m_partition->text().trimmed();
    o.mpirun.allowRunAsRoot = m_asRoot->isChecked();
    o.slowThreshold = m_levels.thresholds.warning / 100.0;
    return o;
}

void RunChecksDialog::setLauncher(ExecutorOptions::Launcher launcher)
{
    m_launcher->setCurrentIndex(m_launcher->findData(int(launcher)));
}

void RunChecksDialog::setProbeProgram(const QString &path)
{
    m_program->setText(path);
}

void RunChecksDialog::setLoopback(bool on)
{
    m_loopback->setChecked(on);
}

bool RunChecksDialog::isRunning() const
{
    return m_executor && m_executor->isRunning();
}

void RunChecksDialog::updateLauncherFields()
{
    const auto l = ExecutorOptions::Launcher(m_launcher->currentData().toInt());
    auto show = [](QWidget *w, bool on) {
        w->setVisible(on);
        if (auto *form = qobject_cast<QFormLayout *>(w->parentWidget()->layout()))
            form->setRowVisible(w, on);
    };
    show(m_loopback, l == ExecutorOptions::Launcher::Local);
    show(m_sshRow, l == ExecutorOptions::Launcher::Ssh);
    show(m_partition, l == ExecutorOptions::Launcher::Srun);
    show(m_asRoot, l == ExecutorOptions::Launcher::Mpirun);
}

void RunChecksDialog::replan()
{
    if (isRunning())
        return;
    m_plan = probe::makeTestPlan(m_design, planOptions());
    if (ExecutorOptions::Launcher(m_launcher->currentData().toInt()) ==
            ExecutorOptions::Launcher::Local &&
        m_loopback->isChecked())
        m_plan = loopbackPlan(std::move(m_plan));
    QString text = m_plan.describe();
    for (const Diagnostic &d : m_plan.diagnostics)
        text += d.describe() + QLatin1Char('\n');
    m_planText->setPlainText(text);
    m_state.assign(m_plan.steps.size(), {});
    m_suspects.clear();
    m_table->setRowCount(int(m_plan.steps.size()));
    for (int i = 0; i < int(m_plan.steps.size()); ++i) {
        const PlanStep &s = m_plan.steps[std::size_t(i)];
        setCell(i, StepColumn, QString::number(i + 1));
        setCell(i, StageColumn, s.stage);
        setCell(i, NameColumn, s.name);
        setCell(i, NodesColumn, s.nodes.join(QStringLiteral(", ")));
        setCell(i, EstimateColumn, tr("%1 s").arg(std::ceil(s.estimatedSeconds)));
        setCell(i, StatusColumn, tr("waiting"));
        for (int c : {RowsColumn, ResultColumn, PercentColumn})
            setCell(i, c, QString());
        const double e = expectedOf(s);
        setCell(i, ExpectedColumn,
                e > 0
                    ? QStringLiteral("%1 %2").arg(QLocale().toString(e, 'f', 1),
                                                  s.kind == StepKind::Tcp ? QStringLiteral("Gb/s")
                                                                          : QStringLiteral("GB/s"))
                    : tr("unknown"));
        m_state[std::size_t(i)].expected = e;
    }
    m_table->resizeColumnsToContents();
    m_start->setEnabled(!m_plan.steps.empty());
    m_status->setText(m_plan.steps.empty() ? tr("Nothing to check: the plan has no steps.")
                                           : tr("Ready."));
    if (!m_overlay.isEmpty()) {
        m_overlay = {};
        Q_EMIT overlayChanged(m_overlay);
    }
}

double RunChecksDialog::expectedOf(const PlanStep &s) const
{
    if (s.kind == StepKind::Tcp) {
        // The slowest port on the step's path (the cables it crosses), else the slowest port of
        // its rail on either node.
        double slowest = 0;
        auto take = [&slowest](double speed) {
            if (speed > 0 && (slowest == 0 || speed < slowest))
                slowest = speed;
        };
        for (const QString &name : s.path)
            if (const Cable *c = m_design.cables.find(m_cableByName.value(name)))
                for (Id portId : {c->aPortId, c->bPortId})
                    if (const Port *p = m_design.ports.find(portId))
                        take(p->speedGbps);
        if (slowest > 0 || s.rail < 0)
            return slowest;
        for (const QString &name : s.nodes)
            if (const Device *dev = m_design.deviceByName(name))
                for (const Port *p : m_design.portsOf(dev->id))
                    if (p->rail == s.rail)
                        take(p->speedGbps);
        return slowest;
    }
    std::vector<results::NodeBandwidth> nodes;
    for (const QString &name : s.nodes) {
        const Device *dev = m_design.deviceByName(name);
        auto nb = dev ? results::nodeBandwidth(m_design, dev->id) : std::nullopt;
        if (!nb)
            return 0;
        if (s.rail >= 0)
            nb->rails = std::min(nb->rails, 1); // NCCL_IB_HCA confines the step to one rail
        nodes.push_back(*nb);
    }
    results::ExpectationInput in;
    in.collective = results::collectiveFromName(s.collective);
    const results::Expected e = results::expectedBusBw(nodes, in);
    return e.valid() ? e.busbwCeilingGBps : 0;
}

void RunChecksDialog::setCell(int row, int column, const QString &text)
{
    QTableWidgetItem *item = m_table->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        m_table->setItem(row, column, item);
    }
    item->setText(text);
}

void RunChecksDialog::start()
{
    if (isRunning() || m_plan.steps.empty())
        return;
    replan(); // fresh table and state
    m_recorder.reset();
    m_storedRuns.clear();
    m_executor = std::make_unique<probe::PlanExecutor>(m_plan, executorOptions());
    if (m_store) {
        probe::RecorderOptions ro;
        ro.planName = m_design.name;
        ro.evaluation.thresholds = m_levels.thresholds;
        ro.ranksOnPlanNodes = executorOptions().launcher == ExecutorOptions::Launcher::Local;
        m_recorder = std::make_unique<probe::ProbeRecorder>(*m_executor, *m_store, &m_design, ro);
        connect(m_recorder.get(), &probe::ProbeRecorder::runStarted, this,
                &RunChecksDialog::resultsStored);
        connect(m_recorder.get(), &probe::ProbeRecorder::runFinished, this,
                &RunChecksDialog::resultsStored);
        connect(m_recorder.get(), &probe::ProbeRecorder::storeFailed, this,
                [this](const QString &m) {
                    m_status->setText(tr("Cannot store the results: %1").arg(m));
                });
    }
    connect(m_executor.get(), &probe::PlanExecutor::stepStarted, this,
            &RunChecksDialog::onStepStarted);
    connect(m_executor.get(), &probe::PlanExecutor::rowArrived, this,
            [this](int step, const probe::Event &) { onRow(step); });
    connect(m_executor.get(), &probe::PlanExecutor::stepFinished, this,
            &RunChecksDialog::onStepFinished);
    connect(m_executor.get(), &probe::PlanExecutor::finished, this, &RunChecksDialog::onFinished);
    for (QWidget *w : std::as_const(m_planFields))
        w->setEnabled(false);
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Running %n step(s)...", nullptr, int(m_plan.steps.size())));
    m_executor->start();
}

void RunChecksDialog::cancel()
{
    if (!isRunning())
        return;
    m_status->setText(tr("Cancelling: stopping the running processes..."));
    m_cancel->setEnabled(false);
    m_executor->cancel();
}

void RunChecksDialog::onStepStarted(int step)
{
    if (step < 0 || step >= int(m_state.size()))
        return;
    m_state[std::size_t(step)].running = true;
    setCell(step, StatusColumn, tr("running"));
    m_table->scrollToItem(m_table->item(step, 0));
    m_status->setText(tr("Step %1 of %2: %3")
                          .arg(step + 1)
                          .arg(m_plan.steps.size())
                          .arg(m_plan.steps[std::size_t(step)].name));
    rebuildOverlay();
}

void RunChecksDialog::onRow(int step)
{
    if (step < 0 || step >= int(m_state.size()))
        return;
    setCell(step, RowsColumn, QString::number(++m_state[std::size_t(step)].rows));
}

void RunChecksDialog::onStepFinished(int step, const probe::StepResult &r)
{
    if (step < 0 || step >= int(m_state.size()))
        return;
    StepState &st = m_state[std::size_t(step)];
    st.running = false;
    st.failed = r.failed;
    st.notMeasured = r.notMeasured;
    st.value = r.value;
    const double percent = st.percent();
    setCell(step, StatusColumn,
            r.notMeasured ? tr("not measured: %1").arg(r.reason)
            : r.failed    ? tr("failed: %1").arg(r.reason)
                          : tr("done"));
    setCell(step, ResultColumn,
            r.value > 0 ? QStringLiteral("%1 %2").arg(QLocale().toString(r.value, 'f', 2), r.unit)
                        : QString());
    setCell(step, PercentColumn,
            percent >= 0 ? tr("%1%").arg(QLocale().toString(percent, 'f', 0)) : QString());
    const overlay::OverlayState level =
        r.notMeasured ? overlay::OverlayState::NoData
        : r.failed    ? overlay::OverlayState::Bad
                   : results::stateOf(percent >= 0 ? percent : std::nan(""), m_levels.thresholds);
    if (level != overlay::OverlayState::NoData) {
        QColor c(m_levels.palette.colour(level));
        c.setAlpha(90);
        for (int col = 0; col < ColumnCount; ++col)
            if (QTableWidgetItem *item = m_table->item(step, col))
                item->setBackground(c);
    }
    if (r.failed && !r.reason.isEmpty())
        m_table->item(step, StatusColumn)->setToolTip(r.reason);
    rebuildOverlay();
}

void RunChecksDialog::onFinished()
{
    for (StepState &s : m_state)
        s.running = false;
    const bool cancelled = m_executor && m_executor->results().size() < m_plan.steps.size();
    m_suspects = m_executor ? m_executor->suspects() : std::vector<probe::Suspect>{};
    int failed = 0;
    for (const StepState &s : m_state)
        failed += s.failed;
    QStringList names;
    for (const probe::Suspect &s : m_suspects)
        names << s.name;
    QString text =
        cancelled ? tr("Cancelled after %n step(s).", nullptr, int(m_executor->results().size()))
                  : tr("Finished: %n step(s)", nullptr, int(m_plan.steps.size()));
    if (failed)
        text += QLatin1Char(' ') + tr("%n failed.", nullptr, failed);
    if (!names.isEmpty())
        text += QLatin1Char(' ') + tr("Suspects: %1.").arg(names.join(QStringLiteral(", ")));
    m_status->setText(text);
    for (int i = 0; i < int(m_state.size()); ++i)
        if (m_table->item(i, StatusColumn)->text() == tr("waiting"))
            setCell(i, StatusColumn, tr("skipped"));
    for (QWidget *w : std::as_const(m_planFields))
        w->setEnabled(true);
    if (m_recorder) {
        m_storedRuns = m_recorder->runs();
        if (!m_storedRuns.empty())
            text += QLatin1Char(' ') + tr("%n run(s) stored in the document (Results tab).",
                                          nullptr, int(m_storedRuns.size()));
        if (!m_recorder->lastError().isEmpty())
            text += QLatin1Char(' ') + tr("Storing failed: %1").arg(m_recorder->lastError());
        m_status->setText(text);
    }
    m_start->setEnabled(!m_plan.steps.empty());
    m_cancel->setEnabled(false);
    rebuildOverlay();
    Q_EMIT runFinished();
}

void RunChecksDialog::rebuildOverlay()
{
    const std::vector<probe::StepProgress> steps(m_state.begin(), m_state.end());
    m_overlay = probe::makeChecksOverlay(m_design, m_plan, steps, m_suspects, m_levels);
    Q_EMIT overlayChanged(m_overlay);
}

void RunChecksDialog::closeEvent(QCloseEvent *event)
{
    cancel();
    QDialog::closeEvent(event);
}

void RunChecksDialog::reject()
{
    cancel();
    QDialog::reject();
}

} // namespace ry::gui
