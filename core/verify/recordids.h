#pragma once

// record-ids: write the identities the fabric reports (InfiniBand port and node GUIDs, system
// image GUIDs, LLDP chassis and port MACs, railyard-probe inventory MACs and GUIDs) into the
// plan, so that a fabric whose devices describe themselves generically ("MT4129 ConnectX7
// Mellanox Technologies", unnamed switches) can later be verified by identity (matchrules.h,
// steps 1 and 2).
//
// Each reported end is placed by name, port and position with CableVerifier::matchEnd (the same
// mapping the verification uses; the identities the design already holds are not used for that
// first try, so a stale GUID cannot confirm itself). A value already on another port or device
// of the design is a conflict: it is reported and not written. User guide: docs/link-health.md
// "Recorded identities".

#include "model/changeset.h"
#include "observation.h"
#include "verifier.h"

#include <vector>

namespace ry::verify {

/// One network interface of a `railyard-probe inventory` record (docs/probe-jsonl.md
/// "inventory": `nics`), with the host of the line.
struct InventoryNic
{
    QString host;       ///< the line's `host` member
    QString name;       ///< netdev name ("enp27s0np0"), or the RDMA device for an IB-only HCA
    QString pci;        ///< PCI address "0000:1b:00.0"; "" when absent
    QString mac;        ///< normalizeMac() form; "" when absent or not a MAC (IPoIB addresses)
    QString rdmaDevice; ///< "mlx5_3"; "" when the function has no RDMA device
    QString nodeGuid;   ///< the HCA's node GUID, normalizeGuid() form; "" when absent
    /// Port GUIDs of the HCA's ports (`ib_ports[].guid`, normalizeGuid() form) by port number.
    std::vector<std::pair<int, QString>> portGuids;
    SourceLocation location; ///< file and line of the record
};

/// Reads the `inventory` events of a railyard-probe JSON Lines file (docs/probe-jsonl.md): one
/// InventoryNic per entry of `nics`. Lines that are not JSON objects, other events and entries
/// with the wrong types are skipped with a warning in `diagnostics` naming file and line. At
/// most 100,000 lines of 256 KiB are read. Throws ry::Error when the file cannot be read.
std::vector<InventoryNic> readProbeInventory(const QString &path, Diagnostics *diagnostics);

/// Parses the text of such a file (`file` names it in diagnostics); never throws.
std::vector<InventoryNic> parseProbeInventory(const QByteArray &text, const QString &file,
                                              Diagnostics *diagnostics);

/// What record-ids did or would do with one identity.
struct IdChange
{
    enum class Kind
    {
        Added,     ///< the field was empty and is now set
        Changed,   ///< the field held another value (oldValue) and now holds newValue
        Unchanged, ///< the field already held the value
        Conflict,  ///< not written: the value is on another port or device, or the reports
                   ///< disagree (reason says which)
    };
    Kind kind = Kind::Added;
    Id deviceId = 0;
    Id portId = 0;           ///< 0 for a device-level identity
    QString object;          ///< "gpu-001 ib0" or "leaf-1"
    QString field;           ///< "guid", "mac", "node_guid", "system_image_guid", "chassis_mac"
    QString oldValue;        ///< the value before ("" when none)
    QString newValue;        ///< the reported value
    QString reason;          ///< Conflict: why, translated
    SourceLocation location; ///< where the value was reported

    /// One line for the report, e.g. "gpu-001 ib0 guid: changed from 0x... to 0x...". Translated.
    QString describe() const;
};

/// "added", "changed", "unchanged", "conflict".
QString toString(IdChange::Kind k);

/// The identities to record: the change set (one modify per touched device or port) and one
/// IdChange per reported identity that was placed in the design.
struct IdRecording
{
    ChangeSet changes;
    std::vector<IdChange> report;
    /// Reported ends that matched no device or port of the design ("lldp:sw9 swp3", file:line).
    Diagnostics unmatched;

    int count(IdChange::Kind k) const;
};

/// Plans the recording of the identities in `observed` (ibnetdiscover and LLDP) and `inventory`
/// into `design`, matched with `options` (the verification's rules). Port level: a CA or router
/// end's port GUID (Port::guid), an LLDP end's MAC (Port::mac), an inventory NIC's MAC and the
/// GUID of its HCA's port 1. Device level: a switch's node GUID and system image GUID, an LLDP
/// chassis MAC (Device::chassisMac); for a CA the node and system image GUID only when it is the
/// device's only HCA in the reports. Pure; never throws for bad data.
IdRecording planIdRecording(const Design &design, const ObservationSet &observed,
                            const std::vector<InventoryNic> &inventory,
                            const VerifyOptions &options = {});

} // namespace ry::verify
