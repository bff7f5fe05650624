#include "fabricwizard.h"

#include "fabric/theory.h"
#include "model/summary.h"
#include "usecases/generate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace ry::gui {

using namespace fabric;

FabricWizard::FabricWizard(const Design &design, QWidget *parent, std::vector<DeviceType> types)
    : QDialog(parent), m_types(std::move(types))
{
    setWindowTitle(tr("New fabric"));
    if (m_types.empty())
        m_types = usecases::generatorDeviceTypes(design);
    m_nodeType = new QComboBox(this);
    m_leafType = new QComboBox(this);
    for (const DeviceType &t : m_types) {
        const QString text = tr("%1 %2 (%3)").arg(t.manufacturer, t.model, t.slug);
        if (t.gpuCount > 0)
            m_nodeType->addItem(text, t.slug);
        if (t.radix > 0)
            m_leafType->addItem(text, t.slug);
    }
    m_count = new QSpinBox(this);
    m_count->setRange(1, 100000);
    m_count->setValue(32);
    m_topology = new QComboBox(this);
    for (Topology t : {Topology::RailOptimizedFatTree, Topology::FatTree, Topology::RailOnly})
        m_topology->addItem(toString(t), int(t));
    m_technology = new QComboBox(this);
    for (Technology t : {Technology::InfinibandNdr, Technology::InfinibandXdr, Technology::Roce400g,
                         Technology::Roce800g})
        m_technology->addItem(toString(t), int(t));
    m_ratio = new QLineEdit(QStringLiteral("1:1"), this);
    m_racksPerRow = new QSpinBox(this);
    m_racksPerRow->setRange(1, 200);
    m_racksPerRow->setValue(20);
    m_budget = new QDoubleSpinBox(this);
    m_budget->setRange(0, 500);
    m_budget->setSuffix(tr(" kW"));
    m_budget->setSpecialValueText(tr("no limit"));
    m_totals = new QLabel(this);
    m_totals->setWordWrap(true);
    m_totals->setMinimumHeight(fontMetrics().height() * 4);

    auto *form = new QFormLayout;
    form->addRow(tr("Node type"), m_nodeType);
    form->addRow(tr("Nodes"), m_count);
    form->addRow(tr("Topology"), m_topology);
    form->addRow(tr("Technology"), m_technology);
    form->addRow(tr("Leaf/spine switch"), m_leafType);
    form->addRow(tr("Leaf oversubscription (down:up)"), m_ratio);
    form->addRow(tr("Racks per row"), m_racksPerRow);
    form->addRow(tr("Power budget per rack"), m_budget);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *gen = buttons->addButton(tr("&Generate"), QDialogButtonBox::AcceptRole);
    connect(gen, &QPushButton::clicked, this, &FabricWizard::generateNow);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *l = new QVBoxLayout(this);
    l->addLayout(form);
    l->addWidget(new QLabel(tr("<b>Totals</b>"), this));
    l->addWidget(m_totals);
    l->addWidget(buttons);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &FabricWizard::startTotals);
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this,
            [this] { showResult(m_watcher.result()); });
    for (QComboBox *c : {m_nodeType, m_topology, m_technology, m_leafType})
        connect(c, &QComboBox::currentIndexChanged, this, &FabricWizard::scheduleTotals);
    for (QSpinBox *s : {m_count, m_racksPerRow})
        connect(s, &QSpinBox::valueChanged, this, &FabricWizard::scheduleTotals);
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, &FabricWizard::scheduleTotals);
    connect(m_ratio, &QLineEdit::textChanged, this, &FabricWizard::scheduleTotals);
    // Prefer the HGX B200 + QM9700 pair when the library has them.
    m_nodeType->setCurrentIndex(std::max(0, m_nodeType->findData(QStringLiteral("hgx-b200"))));
    m_leafType->setCurrentIndex(std::max(0, m_leafType->findData(QStringLiteral("qm9700"))));
    if (!design.fabricSpecYaml.isEmpty()) {
        try {
            setSpec(parseFabricSpecText(design.fabricSpecYaml, QStringLiteral("fabric")));
        } catch (const Error &) {
            // keep the defaults
        }
    }
    scheduleTotals();
}

FabricWizard::~FabricWizard()
{
    m_watcher.waitForFinished();
}

FabricSpec FabricWizard::spec() const
{
    FabricSpec s = m_base;
    if (s.groups.empty())
        s.groups.push_back({});
    NodeGroup &g = s.groups.front();
    if (g.name.isEmpty())
        g.name = QStringLiteral("nodes");
    g.nodeType = m_nodeType->currentData().toString();
    g.count = m_count->value();
    g.gpus = 0; // the wizard asks for nodes; a spec that asked for GPUs gets the node count
    if (s.computePlanes.empty())
        s.computePlanes.push_back({});
    ComputePlaneSpec &p = s.computePlanes.front();
    p.topology = Topology(m_topology->currentData().toInt());
    p.technology = Technology(m_technology->currentData().toInt());
    p.leafType = m_leafType->currentData().toString();
    const auto ratio = Ratio::fromString(m_ratio->text().trimmed());
    if (ratio) {
        if (p.oversubscription.empty())
            p.oversubscription.push_back(*ratio);
        else
            p.oversubscription[0] = *ratio;
    }
    s.placement.racksPerRow = m_racksPerRow->value();
    s.placement.powerBudgetKw = m_budget->value();
    if (s.name.isEmpty())
        s.name = QStringLiteral("fabric");
    return s;
}

void FabricWizard::setSpec(const FabricSpec &s)
{
    m_base = s;
    if (!s.groups.empty()) {
        const int i = m_nodeType->findData(s.groups.front().nodeType);
        if (i >= 0)
            m_nodeType->setCurrentIndex(i);
        m_count->setValue(s.groups.front().count);
    }
    if (!s.computePlanes.empty()) {
        const ComputePlaneSpec &p = s.computePlanes.front();
        m_topology->setCurrentIndex(std::max(0, m_topology->findData(int(p.topology))));
        m_technology->setCurrentIndex(std::max(0, m_technology->findData(int(p.technology))));
        const int i = m_leafType->findData(p.leafType);
        if (i >= 0)
            m_leafType->setCurrentIndex(i);
        m_ratio->setText(p.oversubscription.empty() ? QStringLiteral("1:1")
                                                    : p.oversubscription[0].toString());
    }
    m_racksPerRow->setValue(s.placement.racksPerRow);
    m_budget->setValue(s.placement.powerBudgetKw);
    scheduleTotals();
}

void FabricWizard::scheduleTotals()
{
    m_resultFresh = false;
    ++m_generation;
    m_totals->setText(tr("Computing..."));
    m_debounce->start();
}

void FabricWizard::startTotals()
{
    if (m_running) {
        m_debounce->start(); // one at a time; the newest form wins when it is done
        return;
    }
    if (!Ratio::fromString(m_ratio->text().trimmed())) {
        m_totals->setText(tr("The oversubscription must look like 2:1."));
        m_failedGeneration = m_generation;
        return;
    }
    m_running = true;
    const FabricSpec s = spec();
    const auto types = m_types;
    const int gen = m_generation;
    m_watcher.setFuture(QtConcurrent::run([s, types, gen]() -> Result {
        Result r;
        r.generation = gen;
        try {
            r.design = std::make_shared<Design>(generate(s, types, &r.report));
        } catch (const Error &e) {
            r.error = e.describe();
        }
        return r;
    }));
}

void FabricWizard::showResult(const Result &r)
{
    m_running = false;
    if (r.generation != m_generation)
        return; // the form changed meanwhile; the debounce timer starts the next run
    if (!r.design) {
        m_totals->setText(tr("Cannot generate: %1").arg(r.error.toHtmlEscaped()));
        m_failedGeneration = r.generation;
        m_result.reset();
        return;
    }
    m_result = r.design;
    m_resultFresh = true;
    const DesignSummary sum = summarize(*r.design);
    int switches = 0, rails = 0;
    double speed = 0;
    for (const PlaneSummary &p : r.report.planes) {
        switches += p.leaves + p.spines + p.cores;
        rails = std::max(rails, p.rails);
    }
    if (!spec().computePlanes.empty())
        speed = defaultPortSpeedGbps(spec().computePlanes.front().technology);
    const auto ratio = Ratio::fromString(m_ratio->text().trimmed()).value_or(Ratio{});
    const long long endpoints = (long long)(sum.devicesByRole.count(QStringLiteral("gpu-node"))
                                                ? sum.devicesByRole.at(QStringLiteral("gpu-node"))
                                                : 0) *
                                std::max(rails, 1);
    const double bisection =
        nonBlockingBisectionGbps(endpoints, speed) * ratio.up / std::max(ratio.down, 1);
    const QLocale l;
    m_totals->setText(
        tr("%1 nodes, %2 GPUs, %3 fabric switches, %4 cables, %5 racks<br>"
           "maximum power %6 kW, estimated bisection %7 Tb/s (one direction)")
            .arg(l.toString(qulonglong(sum.devicesByRole.count(QStringLiteral("gpu-node"))
                                           ? sum.devicesByRole.at(QStringLiteral("gpu-node"))
                                           : 0)),
                 l.toString(qulonglong(sum.gpus)), l.toString(switches),
                 l.toString(qulonglong(sum.cables)), l.toString(qulonglong(sum.racks)),
                 l.toString(sum.powerMaxW / 1000, 'f', 1), l.toString(bisection / 1000, 'f', 1)));
}

QString FabricWizard::totalsText() const
{
    return m_totals->text();
}

bool FabricWizard::waitForTotals(int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!m_resultFresh && t.elapsed() < timeoutMs) {
        if (m_failedGeneration == m_generation)
            return false; // an error is shown
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    return m_resultFresh;
}

void FabricWizard::generateNow()
{
    if (!m_resultFresh) {
        // Generation still running (big fabrics): wait with a progress dialog that can cancel.
        QProgressDialog progress(tr("Generating the fabric..."), tr("Cancel"), 0, 0, this);
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(200);
        m_debounce->stop();
        while (!progress.wasCanceled() && !m_resultFresh) {
            if (!m_running) {
                if (m_failedGeneration == m_generation)
                    break;
                startTotals();
            }
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        }
        if (progress.wasCanceled() || !m_resultFresh) {
            if (!progress.wasCanceled())
                QMessageBox::warning(this, tr("Cannot generate"), m_totals->text());
            return;
        }
    }
    accept();
}

Design FabricWizard::takeResult()
{
    Design d = m_result ? std::move(*m_result) : Design();
    m_result.reset();
    m_resultFresh = false;
    return d;
}

} // namespace ry::gui
