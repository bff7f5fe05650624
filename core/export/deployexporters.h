#pragma once

// Exporters for the tools that deploy and schedule on the cluster: an Ansible inventory, udev
// rules for stable NIC names and NVMe slot names, and Slurm topology.conf (tree and block).

#include "exporter.h"

namespace ry::exporting {

/// Slurm's node names from the file at `path` (`railyard-cli export --slurm-nodes FILE`), for
/// ExportOptions::slurmNodes. The file is either a slurm.conf (or an excerpt): the hostlist
/// expression of every `NodeName=` (any case; `NodeName=DEFAULT` skipped, other keys and lines
/// ignored), or, when it has no NodeName= line, a node list: names or hostlist expressions
/// separated by white space or commas, '#' starting a comment (`sinfo -h -N -o %N` prints
/// one). Throws ry::Error naming the file and line when it cannot be read or a hostlist is
/// malformed, or when it names no node.
QStringList readSlurmNodeList(const QString &path);

/// Ansible YAML inventory (ansible.builtin.yaml inventory plugin): every device in `all.hosts`
/// with host vars (role, rack, U, SU, serial; ansible_host = its in-band management address,
/// else a non-BMC management address, else its BMC address, else its name, and
/// ansible_host_source saying which; mgmt_address, bmc_address, and `interfaces`: name,
/// if_name, pci_address, mac, rail, plane, address), and groups by site, role, SU, rail, rack
/// and row in `all.children`. Group names keep letters and digits (any script) and '_', what
/// Ansible accepts; values whose names collide are given distinct names with a warning.
/// docs/plans-and-exports.md, "Ansible inventory".
class AnsibleInventoryExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("ansible-inventory"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("yaml"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// udev rules (udev(7)) naming each NIC from its PCI address as the design records it: per
/// device type, `SUBSYSTEM=="net", ACTION=="add", KERNELS=="<pci>", NAME="<name>"` for every
/// port with a PCI address (name: the port's if_name, else its name; a name in the kernel's
/// namespace, ethN/ibN/..., is replaced by the systemd PCI path name such as ibp27s0, with a
/// warning). Nodes of one type that disagree are reported; the first node in natural order
/// wins. Server types without PCI addresses get no rule and a warning.
class UdevNetRulesExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("udev-net-rules"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("rules"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// udev rules giving NVMe drives a name by physical slot: per device type,
/// `KERNEL=="nvme*n*", ENV{DEVTYPE}=="disk", KERNELS=="<pci>", SYMLINK+="disk/by-slot/<slot>"`.
/// The slots come from the device type's `extra` map, key `nvme-bays` (a list of
/// {name, pci_address}); the model has no drive bays yet (see docs/plans-and-exports.md).
class UdevNvmeRulesExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("udev-nvme-rules"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("rules"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// Slurm topology.conf for topology/tree: `SwitchName=<leaf> Nodes=<hostlist>` for each leaf
/// group (switches that share GPU nodes cabled to them on a compute plane, through patch
/// panels: the rail leaves of one SU become one switch `su<N>`, since Slurm needs each node
/// under one leaf switch), then `SwitchName=<spine> Switches=<hostlist>` level by level. Leaf
/// switches without GPU nodes are left out. When more than one switch is left at the top of
/// one connected fabric, a synthetic `SwitchName=fabric` joins them; parts that no cable joins
/// get no common root (a warning). NodeNames follow options.nodeNames and options.slurmNodes
/// (design nodes Slurm does not know: a warning). docs/plans-and-exports.md, "Slurm topology".
class SlurmTopologyExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("slurm-topology"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("conf"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// Slurm topology.conf for topology/block (Slurm 23.11+): `BlockSizes=` with the base block
/// size (the node count most blocks have), then `BlockName=<supernode> Nodes=<hostlist>` per
/// scale-up domain (NVL72 rack, ...). A design without supernodes gets a block per rack of GPU
/// nodes, with a warning. Blocks smaller than the base are left out with a warning: Slurm's
/// block plugin (slurm-24-11-7-1 block_record.c) refuses to start with them.
/// docs/plans-and-exports.md, "Slurm block topology".
class SlurmBlockTopologyExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("slurm-topology-block"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("conf"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

} // namespace ry::exporting
