#pragma once

// Exporters of the IP plan: CSV, /etc/hosts, ISC Kea DHCPv4 reservations, dnsmasq, and a DNS
// zone file. Addresses come from the design (fill them with `railyard-cli ipam allocate`).

#include "exporter.h"

namespace ry::exporting {

/// One row per IP address: address, VRF, prefix, purpose, plane, device, interface, host
/// interface name, MAC, DNS name. Sorted by VRF, then numerically by address.
class IpPlanCsvExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("ip-csv"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("csv"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// /etc/hosts lines (hosts(5)): address, DNS name, short name, for addresses with a DNS name.
/// Addresses of several VRFs share one file; a name given twice is reported.
class HostsExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("hosts"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("hosts"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// ISC Kea DHCPv4 configuration (kea-dhcp4.conf "Dhcp4" > "subnet4" with "reservations"):
/// one subnet per IPv4 prefix that has addresses, a reservation (hw-address, ip-address,
/// hostname) per address whose interface has a MAC. Addresses without a MAC are reported.
class KeaJsonExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("kea-json"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("json"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// dnsmasq configuration: `dhcp-host=MAC,ADDRESS,NAME` for interfaces with a MAC and
/// `host-record=NAME,ADDRESS` for every address with a DNS name (dnsmasq(8)).
class DnsmasqExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("dnsmasq"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("conf"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// A forward DNS zone (RFC 1035 master file) for the longest domain the DNS names share: SOA,
/// NS and one A/AAAA record per address with a DNS name, names relative to $ORIGIN. The serial
/// is 1: bump it when loading into a running server.
class DnsZoneExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("dns-zone"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("zone"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

} // namespace ry::exporting
