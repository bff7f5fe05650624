#pragma once

// Tools > Check Cabling Now: collects `lldpctl -f json` from every host and switch and
// ibnetdiscover from one host per InfiniBand plane through ssh, srun or mpirun
// (core/probe/cablingcollect.h), keeps each file in a folder as it arrives, and re-verifies what
// has arrived so far off the GUI thread after each file, so the findings stream onto the
// topology, rack and floor-plan overlay (MainWindow connects verificationUpdated) while the
// slower nodes are still being read. Nodes that fail are listed with the reason; Cancel stops
// every command.

#include "probe/cablingcollect.h"
#include "usecases/verification.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace ry::gui {

class LiveCablingDialog : public QDialog
{
    Q_OBJECT

public:
    /// Works on a copy of `design` (the one open when the dialog was made).
    explicit LiveCablingDialog(const Design &design, QWidget *parent = nullptr);
    ~LiveCablingDialog() override;

    /// Replaces what the form says about the launcher and the commands (tests, scripts); the
    /// LLDP / ibnetdiscover check boxes still choose the kinds.
    void setCollectOptions(const probe::CollectOptions &options);
    /// The folder the files go to (default: a new folder under the temporary folder).
    void setOutputDir(const QString &dir);
    QString outputDir() const;
    void setCollectKinds(bool lldp, bool ibnetdiscover);

    /// Starts the collection; false when there is nothing to collect or it is running.
    bool start();
    void cancel();
    bool isRunning() const;

    /// The latest verification of what has arrived.
    const usecases::VerifyResult &result() const { return m_result; }
    /// One row per target: node, what, status (the failure reason when it failed).
    QTreeWidget *nodeTable() const { return m_nodes; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *cancelButton() const { return m_cancel; }

signals:
    /// A new verification of every file collected so far (the first after the first file).
    void verificationUpdated(const ry::usecases::VerifyResult &result);
    /// Collection and the last verification are done (or cancelled).
    void runFinished();

private:
    probe::CollectOptions optionsFromForm() const;
    void onFileCollected(int index);
    void scheduleVerification();
    void runVerification();
    void maybeFinish();

    std::shared_ptr<const Design> m_design;
    std::unique_ptr<probe::CollectOptions> m_override;
    probe::CablingCollector *m_collector = nullptr;
    usecases::VerifyResult m_result;
    QStringList m_ibFiles;
    bool m_haveLldp = false;
    bool m_verifying = false;
    bool m_verifyAgain = false;
    bool m_collecting = false;

    QComboBox *m_launcher = nullptr;
    QLineEdit *m_sshConfig = nullptr;
    QLineEdit *m_sshUser = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLineEdit *m_output = nullptr;
    QCheckBox *m_lldp = nullptr;
    QCheckBox *m_ib = nullptr;
    QTreeWidget *m_nodes = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace ry::gui
