#pragma once

// Exporters of the IP plan: CSV, /etc/hosts, ISC Kea DHCPv4 reservations, dnsmasq, and a DNS
// zone file. Addresses come from the design (fill them with `railyard-cli ipam allocate`).

#include "exporter.h"

#include <memory>
#include <utility>

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

/// ISC Kea DHCPv4 configuration (kea-dhcp4.conf "Dhcp4"): interfaces-config, one subnet per
/// IPv4 prefix that has addresses, with no pools (static mode: only reserved hosts get an
/// address) and a reservation (hw-address, ip-address, hostname) per address whose interface
/// has a MAC; the prefix's gateway as option routers. The hosts without a MAC are counted in
/// a warning and get no reservation.
class KeaJsonExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("kea-json"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("json"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// dnsmasq configuration (dnsmasq(8)): `dhcp-range=set:TAG,NETWORK,static,NETMASK` per IPv4
/// prefix with addresses (static mode: only dhcp-host hosts get an address), its gateway as
/// `dhcp-option=tag:TAG,option:router,GW`, `dhcp-host=MAC,ADDRESS,NAME` for interfaces with a
/// MAC and `host-record=NAME,ADDRESS` for every address with a DNS name. Hosts without a MAC
/// are counted in a warning.
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
/// NS (ExportOptions::nameServer) and one A/AAAA record per address with a DNS name, names relative
/// to $ORIGIN. Loads in BIND (named-checkzone) when the name server is known.
class DnsZoneExporter final : public Exporter
{
public:
    QString format() const override { return QStringLiteral("dns-zone"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("zone"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;
};

/// The forward zone's name: the longest run of trailing labels every DNS name of the design
/// shares (at least one label left for the host), "" when they share none.
QString forwardZoneName(const Design &design);

/// The IPv4 reverse zones the design's named addresses need, sorted, e.g.
/// {"0.200.10.in-addr.arpa"}. Zones are cut at octet boundaries (RFC 1035 3.5): a /8, /16 or
/// /24 prefix gets its own zone; a shorter prefix not on an octet boundary (/20) one zone per
/// /24 that holds named addresses; a longer one (/25../32, per-link /31s) the zone of the /24
/// that holds it (no RFC 2317 classless delegation: the design owns the whole /24). A zone
/// inside another zone of the list is merged into it. Addresses without a prefix count as /24.
QStringList reverseZoneNames(const Design &design);

/// One IPv4 reverse zone (in-addr.arpa, RFC 1035 3.5): SOA, NS as DnsZoneExporter, one PTR
/// per address with a DNS name inside the zone. Constructed without a zone (the `export
/// --format dns-reverse-zone` entry), it writes one zone for all of them: the narrowest
/// octet-aligned zone holding every zone of reverseZoneNames() (e.g. 10.in-addr.arpa); it
/// refuses (ry::Error listing the zones) addresses that share no first octet, and a design
/// without named IPv4 addresses. `railyard-cli dns-export` writes one file per zone.
class DnsReverseZoneExporter final : public Exporter
{
public:
    explicit DnsReverseZoneExporter(QString zone = {}) : m_zone(std::move(zone)) {}
    QString format() const override { return QStringLiteral("dns-reverse-zone"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("zone"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;

private:
    QString m_zone;
};

/// A BIND named.conf fragment with one `zone "NAME" { type primary; file "db.NAME"; };` per
/// zone of a DNS export (paths relative to named's `directory`).
class NamedConfExporter final : public Exporter
{
public:
    explicit NamedConfExporter(QStringList zones) : m_zones(std::move(zones)) {}
    QString format() const override { return QStringLiteral("named-conf"); }
    QString description() const override;
    QString suffix() const override { return QStringLiteral("conf"); }
    void write(const Design &design, QIODevice &out, Reporter &reporter,
               const ExportOptions &options) const override;

private:
    QStringList m_zones;
};

/// Every file of a DNS export (`railyard-cli dns-export --dir`): db.FORWARD, db.REVERSE for
/// each of reverseZoneNames(), and named.conf.railyard listing them. `exporters` owns the
/// objects `files` points to.
struct DnsExportSet
{
    std::vector<std::unique_ptr<Exporter>> exporters;
    std::vector<FolderExport> files;
};
DnsExportSet dnsExportFiles(const Design &design);

} // namespace ry::exporting
