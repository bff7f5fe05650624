#pragma once

#include "fabric/fabricspec.h"
#include "fabric/generator.h"
#include "model/design.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;

namespace ry::gui {

/// The new-fabric wizard: the generator's spec as a form (node type and count, topology,
/// technology, leaf type, oversubscription, racks per row, power budget) with live totals
/// (nodes, GPUs, switches, cables, power, estimated bisection) computed by generating the
/// fabric off the GUI thread after each change. "Generate" hands the generated design back;
/// the main window writes it as one undo step.
class FabricWizard : public QDialog
{
    Q_OBJECT

public:
    /// `design` supplies device types (with the bundled library); `types` may be given to
    /// skip reading the library (tests).
    explicit FabricWizard(const Design &design, QWidget *parent = nullptr,
                          std::vector<DeviceType> types = {});
    ~FabricWizard() override;

    /// The spec as the form says.
    fabric::FabricSpec spec() const;
    /// Sets the form from a spec (the fields the form has).
    void setSpec(const fabric::FabricSpec &spec);
    /// True once a generated design matching the form is ready.
    bool hasResult() const { return m_result != nullptr && m_resultFresh; }
    Design takeResult();
    /// The totals line, for tests.
    QString totalsText() const;
    /// Waits until the totals for the current form are computed.
    bool waitForTotals(int timeoutMs = 60000);

private:
    struct Result
    {
        std::shared_ptr<Design> design;
        fabric::GenerateReport report;
        QString error;
        int generation = 0;
    };
    void scheduleTotals();
    void startTotals();
    void showResult(const Result &r);
    void generateNow();

    std::vector<DeviceType> m_types;
    QComboBox *m_nodeType, *m_topology, *m_technology, *m_leafType;
    QSpinBox *m_count, *m_racksPerRow;
    QLineEdit *m_ratio;
    QDoubleSpinBox *m_budget;
    QLabel *m_totals;
    QTimer *m_debounce;
    QFutureWatcher<Result> m_watcher;
    int m_generation = 0;
    int m_failedGeneration = -1; ///< generation whose form could not be generated
    bool m_running = false;
    std::shared_ptr<Design> m_result;
    bool m_resultFresh = false;
    fabric::FabricSpec m_base; ///< keys the form does not show
};

} // namespace ry::gui
