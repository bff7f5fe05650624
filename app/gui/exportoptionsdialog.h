#pragma once

#include "export/exporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;

namespace ry::gui {

/// File > Export > (a format): where to write and the ExportOptions of the export
/// (core/export/exporter.h), the GUI's twin of `railyard-cli export`'s flags: --strict for
/// every format; --node-names and --slurm-nodes for the Slurm topologies; --name-server,
/// --name-server-address and --serial for the DNS zones; --dhcp-interface for Kea and dnsmasq.
/// The groups that do not concern the chosen format are disabled. Fits a 1366 x 768 screen.
class ExportOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    /// For the exporter of `format`, proposing `path` as the output file.
    ExportOptionsDialog(const exporting::Exporter &exporter, const QString &path,
                        QWidget *parent = nullptr);

    /// The output file.
    QString path() const;
    /// The options as set. Throws ry::Error (naming the file) when the Slurm node list cannot
    /// be read, or when the SOA serial is not a number from 0 to 4294967295.
    exporting::ExportOptions options() const;

    /// True when the format reads the Slurm, DNS or DHCP options (the group is enabled).
    static bool usesSlurmOptions(const QString &format);
    static bool usesDnsOptions(const QString &format);
    static bool usesDhcpOptions(const QString &format);

    // The fields, for tests (object names: path, strict, nodeNames, slurmNodes, nameServer,
    // nameServerAddress, serial, dhcpInterfaces).
    QLineEdit *pathEdit() const { return m_path; }
    QCheckBox *strictBox() const { return m_strict; }
    QComboBox *nodeNamesBox() const { return m_nodeNames; }
    QLineEdit *slurmNodesEdit() const { return m_slurmNodes; }
    QLineEdit *nameServerEdit() const { return m_nameServer; }
    QLineEdit *nameServerAddressEdit() const { return m_nameServerAddress; }
    QLineEdit *serialEdit() const { return m_serial; }
    QLineEdit *dhcpInterfacesEdit() const { return m_dhcpInterfaces; }

private:
    void browseOutput();
    void browseSlurmNodes();
    void tryAccept();

    const exporting::Exporter &m_exporter;
    QLineEdit *m_path = nullptr;
    QCheckBox *m_strict = nullptr;
    QComboBox *m_nodeNames = nullptr;
    QLineEdit *m_slurmNodes = nullptr;
    QLineEdit *m_nameServer = nullptr;
    QLineEdit *m_nameServerAddress = nullptr;
    QLineEdit *m_serial = nullptr;
    QLineEdit *m_dhcpInterfaces = nullptr;
};

} // namespace ry::gui
