#pragma once

// Link health: a cable on the right port can still be bad (a dirty or failing optic, a damaged
// cable). Reads the port error counters of InfiniBand (`ibqueryerrors`, `perfquery`) and Ethernet
// (`ethtool -S`) and the module EEPROM of a transceiver (`ethtool -m`), and turns them into
// findings "degraded: errors" and "optic out of spec" on the planned port, its cable, rack and
// device. Formats: docs/references/probe-formats.md §d.6; thresholds and their sources:
// docs/link-health.md "Thresholds".

#include "observation.h"
#include "verifier.h"

#include <map>
#include <optional>
#include <vector>

namespace ry::verify {

/// Alarm and warning limits a transceiver reports for one measurement (ethtool -m "... threshold"
/// lines); units as the measurement (degrees C, dBm).
struct ModuleLimits
{
    std::optional<double> highAlarm, lowAlarm, highWarning, lowWarning;
};

/// What `ethtool -m` printed about one module (SFF-8472 SFP, SFF-8636 QSFP, CMIS).
struct ModuleInfo
{
    QString identifier;                 ///< "0x11 (QSFP28)", as printed
    QString vendor;                     ///< "Vendor name"
    QString partNumber;                 ///< "Vendor PN"
    QString serial;                     ///< "Vendor SN"
    std::optional<double> temperatureC; ///< "Module temperature", degrees C
    /// Receive power per lane in dBm (one value for an SFP, one per channel for QSFP/CMIS), in
    /// channel order; a lane ethtool printed as "-inf dBm" (0 mW) is -100.
    std::vector<double> rxPowerDbm;
    ModuleLimits temperatureLimits; ///< "Module temperature high alarm threshold" ..., degrees C
    ModuleLimits rxPowerLimits;     ///< "Laser rx power high alarm threshold" ..., dBm
    /// The module's own alarm and warning flags that read "On", as labelled
    /// ("Laser rx power low alarm", "Laser rx power low alarm    (Channel 2)").
    QStringList flagsOn;

    bool empty() const { return vendor.isEmpty() && rxPowerDbm.empty() && !temperatureC; }
};

/// The error counters or module readings of one port, as one tool reported them.
struct PortHealth
{
    enum class Source
    {
        Ibqueryerrors,
        Perfquery,
        EthtoolStats,
        EthtoolModule
    };
    Source source = Source::Ibqueryerrors;

    // InfiniBand: which port. ibqueryerrors gives a switch's node GUID, or a CA's port GUID and
    // description; perfquery gives the LID only (mapped through an ibnetdiscover dump).
    QString nodeGuid;    ///< normalizeGuid() form; "" when not given
    QString portGuid;    ///< normalizeGuid() form; "" when not given
    QString description; ///< NodeDescription; "" when not given
    int lid = 0;
    int portNumber = 0; ///< 1-based InfiniBand port number; 0 for Ethernet
    bool isSwitch = false;

    // Ethernet: the host (the folder the file is in) and the interface (the file's name).
    QString host;
    QString interfaceName;

    /// Counter name as printed ("SymbolErrorCounter", "rx_crc_errors_phy") and its value, in
    /// the order printed.
    std::vector<std::pair<QString, quint64>> counters;
    ModuleInfo module; ///< EthtoolModule only
    SourceLocation location;

    /// "lid 2 port 3", "GUID 0x200000 port 3", "gpu-003 enp27s0np0", for messages.
    QString label() const;
};

/// What was read from health files, and what could not be.
struct HealthReadings
{
    std::vector<PortHealth> ports;
    Diagnostics diagnostics;
    QStringList sourceFiles;
};

/// Parses `ibqueryerrors` output (infiniband-diags): "Errors for 0x<node GUID> "<desc>"" (a
/// switch) or "Errors for "<desc>"" (a CA), then "   GUID 0x<GUID> port <N>: [Counter == V] ..."
/// lines; the "port ALL" sums and the "## Summary" lines are skipped. Never throws; a line it
/// cannot read becomes a warning with file and line. At most 1,000,000 lines.
HealthReadings parseIbqueryerrors(const QByteArray &text, const QString &file);

/// Parses `perfquery` output: one or more "# Port counters: Lid <L> port <N> ..." blocks of
/// "Name:....value" lines (PortSelect and CounterSelect lines are not counters). Never throws.
HealthReadings parsePerfquery(const QByteArray &text, const QString &file);

/// Parses `ethtool -S <if>` output ("NIC statistics:" then "     name: value"); `host` and
/// `interfaceName` say whose it is. Never throws.
HealthReadings parseEthtoolStats(const QByteArray &text, const QString &file, const QString &host,
                                 const QString &interfaceName);

/// Parses `ethtool -m <if>` output ("<label padded to 41> : <value>" lines; ethtool 6.1's
/// labels). Never throws; a file with none of the fields read gives a warning.
HealthReadings parseEthtoolModule(const QByteArray &text, const QString &file, const QString &host,
                                  const QString &interfaceName);

/// Reads counter files (ibqueryerrors or perfquery, told apart by their content) and ethtool
/// folders: `<dir>/<host>/<interface>.S.txt` (ethtool -S) and `<dir>/<host>/<interface>.m.txt`
/// (ethtool -m). A file that cannot be read, or a counters file that is neither perfquery output
/// nor ibqueryerrors output (port lines or its "## Summary" line), is an error diagnostic and
/// the rest is still read;
/// a path that does not exist throws ry::Error naming it. Files over 64 MiB are refused.
HealthReadings readHealthFiles(const QStringList &counterFiles, const QStringList &ethtoolDirs);

/// Thresholds of the health check (rules file `health:`; docs/link-health.md).
struct HealthThresholds
{
    /// Counter name -> the largest count that is still healthy; a counter above it is a finding.
    /// Counters not listed are not judged.
    std::map<QString, quint64> counters;
    /// Also flag readings beyond the module's warning thresholds (default: alarms only).
    bool opticWarnings = false;
    /// Receive power floor in dBm for modules that print no thresholds; unset = none.
    std::optional<double> rxPowerMinDbm;
    /// Temperature ceiling in degrees C for modules that print no thresholds; unset = none.
    std::optional<double> temperatureMaxC;

    /// The defaults: InfiniBand counters as infiniband-diags' error_thresholds file
    /// (SymbolErrorCounter, LinkErrorRecoveryCounter, LinkDownedCounter, PortRcvErrors,
    /// LocalLinkIntegrityErrors, ExcessiveBufferOverrunErrors 10; PortRcvRemotePhysicalErrors,
    /// PortRcvSwitchRelayErrors, PortXmitDiscards, PortXmitConstraintErrors,
    /// PortRcvConstraintErrors, VL15Dropped 100), the mlx5 physical-port error counters
    /// rx_crc_errors_phy, rx_symbol_err_phy, rx_pcs_symbol_err_phy, link_down_events_phy and the
    /// generic rx_crc_errors at 10 (docs/link-health.md "Thresholds").
    static HealthThresholds defaults();
};

/// One unhealthy port, placed on the plan.
struct HealthFinding
{
    enum class Kind
    {
        Errors,         ///< error counters above their thresholds
        OpticOutOfSpec, ///< the module's readings beyond its alarm (or warning) thresholds
    };
    Kind kind = Kind::Errors;
    Id deviceId = 0; ///< 0 when the port is not in the design
    Id portId = 0;
    Id cableId = 0; ///< the planned cable at the port; 0 = none
    Id rackId = 0;
    QString rack;        ///< "" when not racked or unknown
    double position = 0; ///< lowest U of the device; 0 = not placed
    QString device;      ///< design name, or as reported when not in the design
    QString port;        ///< design name, or as reported
    QString cable;       ///< the cable's label; "" when none planned
    QString peer;        ///< the planned far end of the cable ("leaf-1 P1.0"); "" = none
    QStringList reasons; ///< "SymbolErrorCounter 1234 > 10", "lane 2 receive power ..."
    QString optic;       ///< "vendor part-number SN serial" for OpticOutOfSpec
    QString explanation; ///< one line for a technician; translated
    SourceLocation location;
};

/// "degraded: errors" or "optic out of spec".
QString toString(HealthFinding::Kind k);

/// The result of checkLinkHealth().
struct HealthCheck
{
    std::vector<HealthFinding> findings; ///< in rack, U, device, port order; unplaced last
    /// Port readings judged (ibqueryerrors lists only the ports that have errors).
    int portsChecked = 0;
    Diagnostics diagnostics; ///< readings that could not be placed on the design, ...
};

/// Judges `readings` with `thresholds` and places every unhealthy port on `design` (mapped like
/// the verification, CableVerifier::matchEnd with `options`). perfquery readings are found by
/// LID in `lids` (an ibnetdiscover dump of the same subnet); without it they are reported as not
/// placed. Pure; never throws for bad data.
HealthCheck checkLinkHealth(const Design &design, const HealthReadings &readings,
                            const ObservationSet &lids, const VerifyOptions &options,
                            const HealthThresholds &thresholds);

} // namespace ry::verify
