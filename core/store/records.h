#pragma once

// How each model type maps onto its SQLite table: table name, columns (after `id`), and the
// functions that bind an object to a statement and read it back. Generic insert/update/delete/load
// code in sqlitestore.cpp works from these, so a new field is added in exactly one place here (plus
// a migration in schema.cpp).

#include "model/design.h"
#include "sqlite.h"

#include <array>
#include <string>

namespace ry::store {

template<typename T>
struct Record;

#define RY_COLUMNS(...) static constexpr auto columns = std::to_array<const char *>({__VA_ARGS__})

template<>
struct Record<Site>
{
    static constexpr const char *table = "site";
    RY_COLUMNS("name", "description");
    static void bind(sqlite::Statement &s, const Site &x, int i)
    {
        s.bind(i++, x.name);
        s.bind(i++, x.description);
    }
    static void read(const sqlite::Statement &s, Site &x, int i)
    {
        x.name = s.text(i++);
        x.description = s.text(i++);
    }
};

template<>
struct Record<Room>
{
    static constexpr const char *table = "room";
    RY_COLUMNS("site_id", "name");
    static void bind(sqlite::Statement &s, const Room &x, int i)
    {
        s.bindId(i++, x.siteId);
        s.bind(i++, x.name);
    }
    static void read(const sqlite::Statement &s, Room &x, int i)
    {
        x.siteId = s.int64(i++);
        x.name = s.text(i++);
    }
};

template<>
struct Record<Row>
{
    static constexpr const char *table = "rack_row";
    RY_COLUMNS("room_id", "name", "idx");
    static void bind(sqlite::Statement &s, const Row &x, int i)
    {
        s.bindId(i++, x.roomId);
        s.bind(i++, x.name);
        s.bind(i++, x.index);
    }
    static void read(const sqlite::Statement &s, Row &x, int i)
    {
        x.roomId = s.int64(i++);
        x.name = s.text(i++);
        x.index = s.integer(i++);
    }
};

template<>
struct Record<Rack>
{
    static constexpr const char *table = "rack";
    RY_COLUMNS("row_id", "name", "position", "u_height", "width_m", "depth_m", "power_budget_w",
               "cooling_w", "role");
    static void bind(sqlite::Statement &s, const Rack &x, int i)
    {
        s.bindId(i++, x.rowId);
        s.bind(i++, x.name);
        s.bind(i++, x.position);
        s.bind(i++, x.uHeight);
        s.bind(i++, x.widthM);
        s.bind(i++, x.depthM);
        s.bind(i++, x.powerBudgetW);
        s.bind(i++, x.coolingW);
        s.bind(i++, x.role);
    }
    static void read(const sqlite::Statement &s, Rack &x, int i)
    {
        x.rowId = s.int64(i++);
        x.name = s.text(i++);
        x.position = s.integer(i++);
        x.uHeight = s.integer(i++);
        x.widthM = s.real(i++);
        x.depthM = s.real(i++);
        x.powerBudgetW = s.real(i++);
        x.coolingW = s.real(i++);
        x.role = s.text(i++);
    }
};

/// Device types keep their port templates and drive bays in child tables (port_template,
/// drive_bay_template), written and read by the store next to this record; module bays are a
/// newline-separated list.
template<>
struct Record<DeviceType>
{
    static constexpr const char *table = "device_type";
    RY_COLUMNS("slug", "manufacturer", "model", "part_number", "u_height", "full_depth",
               "weight_kg", "airflow", "power_typical_w", "power_max_w", "gpu_model", "gpu_count",
               "gpu_fp64_tflops", "gpu_bf16_tflops", "nvlink_gbps", "radix", "port_speed_gbps",
               "comments", "module_bays", "extra_yaml", "cpu_model", "cpu_count",
               "cpu_fp64_tflops");
    static void bind(sqlite::Statement &s, const DeviceType &x, int i)
    {
        s.bind(i++, x.slug);
        s.bind(i++, x.manufacturer);
        s.bind(i++, x.model);
        s.bind(i++, x.partNumber);
        s.bind(i++, x.uHeight);
        s.bind(i++, x.fullDepth);
        s.bind(i++, x.weightKg);
        s.bind(i++, x.airflow);
        s.bind(i++, x.powerTypicalW);
        s.bind(i++, x.powerMaxW);
        s.bind(i++, x.gpuModel);
        s.bind(i++, x.gpuCount);
        s.bind(i++, x.gpuFp64Tflops);
        s.bind(i++, x.gpuBf16Tflops);
        s.bind(i++, x.nvlinkGBps);
        s.bind(i++, x.radix);
        s.bind(i++, x.portSpeedGbps);
        s.bind(i++, x.comments);
        s.bind(i++, x.moduleBays.join(QLatin1Char('\n')));
        s.bind(i++, x.extraYaml);
        s.bind(i++, x.cpuModel);
        s.bind(i++, x.cpuCount);
        s.bind(i++, x.cpuFp64Tflops);
    }
    static void read(const sqlite::Statement &s, DeviceType &x, int i)
    {
        x.slug = s.text(i++);
        x.manufacturer = s.text(i++);
        x.model = s.text(i++);
        x.partNumber = s.text(i++);
        x.uHeight = s.real(i++);
        x.fullDepth = s.int64(i++) != 0;
        x.weightKg = s.real(i++);
        x.airflow = s.text(i++);
        x.powerTypicalW = s.real(i++);
        x.powerMaxW = s.real(i++);
        x.gpuModel = s.text(i++);
        x.gpuCount = s.integer(i++);
        x.gpuFp64Tflops = s.real(i++);
        x.gpuBf16Tflops = s.real(i++);
        x.nvlinkGBps = s.real(i++);
        x.radix = s.integer(i++);
        x.portSpeedGbps = s.real(i++);
        x.comments = s.text(i++);
        const QString bays = s.text(i++);
        x.moduleBays = bays.isEmpty() ? QStringList() : bays.split(QLatin1Char('\n'));
        x.extraYaml = s.text(i++);
        x.cpuModel = s.text(i++);
        x.cpuCount = s.integer(i++);
        x.cpuFp64Tflops = s.real(i++);
    }
};

template<>
struct Record<Device>
{
    static constexpr const char *table = "device";
    RY_COLUMNS("name", "role", "device_type_id", "rack_id", "position", "face", "status", "serial",
               "asset_tag", "supernode_id", "su", "comments", "node_guid", "system_image_guid",
               "chassis_mac");
    static void bind(sqlite::Statement &s, const Device &x, int i)
    {
        s.bind(i++, x.name);
        s.bind(i++, x.role);
        s.bindId(i++, x.deviceTypeId);
        s.bindId(i++, x.rackId);
        s.bind(i++, x.position);
        s.bind(i++, toString(x.face));
        s.bind(i++, toString(x.status));
        s.bind(i++, x.serial);
        s.bind(i++, x.assetTag);
        s.bindId(i++, x.supernodeId);
        s.bind(i++, x.su);
        s.bind(i++, x.comments);
        s.bind(i++, x.nodeGuid);
        s.bind(i++, x.systemImageGuid);
        s.bind(i++, x.chassisMac);
    }
    static void read(const sqlite::Statement &s, Device &x, int i)
    {
        x.name = s.text(i++);
        x.role = s.text(i++);
        x.deviceTypeId = s.int64(i++);
        x.rackId = s.int64(i++);
        x.position = s.real(i++);
        x.face = faceFromString(s.text(i++)).value_or(Face::Front);
        x.status = deviceStatusFromString(s.text(i++)).value_or(DeviceStatus::Planned);
        x.serial = s.text(i++);
        x.assetTag = s.text(i++);
        x.supernodeId = s.int64(i++);
        x.su = s.integer(i++);
        x.comments = s.text(i++);
        x.nodeGuid = s.text(i++);
        x.systemImageGuid = s.text(i++);
        x.chassisMac = s.text(i++);
    }
};

template<>
struct Record<Port>
{
    static constexpr const char *table = "port";
    RY_COLUMNS("device_id", "name", "kind", "type", "speed_gbps", "mgmt_only", "positions",
               "rear_port_id", "rear_position", "rail", "plane_id", "pci_address", "mac", "if_name",
               "guid", "description", "rdma_device", "power_port_id", "feed_leg",
               "available_power_w");
    static void bind(sqlite::Statement &s, const Port &x, int i)
    {
        s.bindId(i++, x.deviceId);
        s.bind(i++, x.name);
        s.bind(i++, toString(x.kind));
        s.bind(i++, x.type);
        s.bind(i++, x.speedGbps);
        s.bind(i++, x.mgmtOnly);
        s.bind(i++, x.positions);
        s.bindId(i++, x.rearPortId);
        s.bind(i++, x.rearPosition);
        s.bind(i++, x.rail);
        s.bindId(i++, x.planeId);
        s.bind(i++, x.pciAddress);
        s.bind(i++, x.mac);
        s.bind(i++, x.ifName);
        s.bind(i++, x.guid);
        s.bind(i++, x.description);
        s.bind(i++, x.rdmaDevice);
        s.bindId(i++, x.powerPortId);
        s.bind(i++, x.feedLeg);
        s.bind(i++, x.availablePowerW);
    }
    static void read(const sqlite::Statement &s, Port &x, int i)
    {
        x.deviceId = s.int64(i++);
        x.name = s.text(i++);
        x.kind = portKindFromString(s.text(i++)).value_or(PortKind::Interface);
        x.type = s.text(i++);
        x.speedGbps = s.real(i++);
        x.mgmtOnly = s.int64(i++) != 0;
        x.positions = s.integer(i++);
        x.rearPortId = s.int64(i++);
        x.rearPosition = s.integer(i++);
        x.rail = s.integer(i++);
        x.planeId = s.int64(i++);
        x.pciAddress = s.text(i++);
        x.mac = s.text(i++);
        x.ifName = s.text(i++);
        x.guid = s.text(i++);
        x.description = s.text(i++);
        x.rdmaDevice = s.text(i++);
        x.powerPortId = s.int64(i++);
        x.feedLeg = s.text(i++);
        x.availablePowerW = s.real(i++);
    }
};

template<>
struct Record<Cable>
{
    static constexpr const char *table = "cable";
    RY_COLUMNS("label", "a_port_id", "b_port_id", "medium", "length_m", "colour", "part_number",
               "status", "length_unit", "breakout_id", "lane", "fibres", "polarity");
    static void bind(sqlite::Statement &s, const Cable &x, int i)
    {
        s.bind(i++, x.label);
        s.bindId(i++, x.aPortId);
        s.bindId(i++, x.bPortId);
        s.bind(i++, toString(x.medium));
        if (x.lengthM) // NULL = unknown (schema version 5)
            s.bind(i++, *x.lengthM);
        else
            s.bindNull(i++);
        s.bind(i++, x.colour);
        s.bind(i++, x.partNumber);
        s.bind(i++, toString(x.status));
        s.bind(i++, toString(x.lengthUnit));
        s.bindId(i++, x.breakoutId);
        s.bind(i++, x.lane);
        s.bind(i++, x.fibres);
        s.bind(i++, toString(x.polarity));
    }
    static void read(const sqlite::Statement &s, Cable &x, int i)
    {
        x.label = s.text(i++);
        x.aPortId = s.int64(i++);
        x.bPortId = s.int64(i++);
        x.medium = mediumFromString(s.text(i++)).value_or(Medium::DAC);
        x.lengthM = s.isNull(i) ? std::nullopt : std::optional<double>(s.real(i));
        ++i;
        x.colour = s.text(i++);
        x.partNumber = s.text(i++);
        x.status = cableStatusFromString(s.text(i++)).value_or(CableStatus::Planned);
        x.lengthUnit = lengthUnitFromString(s.text(i++)).value_or(LengthUnit::Metre);
        x.breakoutId = s.int64(i++);
        x.lane = int(s.int64(i++));
        x.fibres = int(s.int64(i++));
        x.polarity = trunkPolarityFromString(s.text(i++)).value_or(TrunkPolarity::Unspecified);
    }
};

template<>
struct Record<Breakout>
{
    static constexpr const char *table = "breakout";
    RY_COLUMNS("label", "a_port_id", "lanes", "medium", "length_m", "length_unit", "colour",
               "part_number", "status");
    static void bind(sqlite::Statement &s, const Breakout &x, int i)
    {
        s.bind(i++, x.label);
        s.bindId(i++, x.aPortId);
        s.bind(i++, x.lanes);
        s.bind(i++, toString(x.medium));
        if (x.lengthM)
            s.bind(i++, *x.lengthM);
        else
            s.bindNull(i++);
        s.bind(i++, toString(x.lengthUnit));
        s.bind(i++, x.colour);
        s.bind(i++, x.partNumber);
        s.bind(i++, toString(x.status));
    }
    static void read(const sqlite::Statement &s, Breakout &x, int i)
    {
        x.label = s.text(i++);
        x.aPortId = s.int64(i++);
        x.lanes = int(s.int64(i++));
        x.medium = mediumFromString(s.text(i++)).value_or(Medium::DAC);
        x.lengthM = s.isNull(i) ? std::nullopt : std::optional<double>(s.real(i));
        ++i;
        x.lengthUnit = lengthUnitFromString(s.text(i++)).value_or(LengthUnit::Metre);
        x.colour = s.text(i++);
        x.partNumber = s.text(i++);
        x.status = cableStatusFromString(s.text(i++)).value_or(CableStatus::Planned);
    }
};

template<>
struct Record<Plane>
{
    static constexpr const char *table = "plane";
    RY_COLUMNS("name", "kind", "technology", "speed_gbps", "vrf");
    static void bind(sqlite::Statement &s, const Plane &x, int i)
    {
        s.bind(i++, x.name);
        s.bind(i++, toString(x.kind));
        s.bind(i++, x.technology);
        s.bind(i++, x.speedGbps);
        s.bind(i++, x.vrf);
    }
    static void read(const sqlite::Statement &s, Plane &x, int i)
    {
        x.name = s.text(i++);
        x.kind = planeKindFromString(s.text(i++)).value_or(PlaneKind::Compute);
        x.technology = s.text(i++);
        x.speedGbps = s.real(i++);
        x.vrf = s.text(i++);
    }
};

template<>
struct Record<Rail>
{
    static constexpr const char *table = "rail";
    RY_COLUMNS("plane_id", "idx", "name");
    static void bind(sqlite::Statement &s, const Rail &x, int i)
    {
        s.bindId(i++, x.planeId);
        s.bind(i++, x.index);
        s.bind(i++, x.name);
    }
    static void read(const sqlite::Statement &s, Rail &x, int i)
    {
        x.planeId = s.int64(i++);
        x.index = s.integer(i++);
        x.name = s.text(i++);
    }
};

template<>
struct Record<Supernode>
{
    static constexpr const char *table = "supernode";
    RY_COLUMNS("name", "kind", "scale_up_gbps_per_gpu");
    static void bind(sqlite::Statement &s, const Supernode &x, int i)
    {
        s.bind(i++, x.name);
        s.bind(i++, x.kind);
        s.bind(i++, x.scaleUpGBpsPerGpu);
    }
    static void read(const sqlite::Statement &s, Supernode &x, int i)
    {
        x.name = s.text(i++);
        x.kind = s.text(i++);
        x.scaleUpGBpsPerGpu = s.real(i++);
    }
};

template<>
struct Record<Prefix>
{
    static constexpr const char *table = "prefix";
    RY_COLUMNS("prefix", "vrf", "plane_id", "purpose", "gateway", "description");
    static void bind(sqlite::Statement &s, const Prefix &x, int i)
    {
        s.bind(i++, x.prefix);
        s.bind(i++, x.vrf);
        s.bindId(i++, x.planeId);
        s.bind(i++, x.purpose);
        s.bind(i++, x.gateway);
        s.bind(i++, x.description);
    }
    static void read(const sqlite::Statement &s, Prefix &x, int i)
    {
        x.prefix = s.text(i++);
        x.vrf = s.text(i++);
        x.planeId = s.int64(i++);
        x.purpose = s.text(i++);
        x.gateway = s.text(i++);
        x.description = s.text(i++);
    }
};

template<>
struct Record<IpAddress>
{
    static constexpr const char *table = "ip_address";
    RY_COLUMNS("address", "vrf", "prefix_id", "port_id", "dns_name");
    static void bind(sqlite::Statement &s, const IpAddress &x, int i)
    {
        s.bind(i++, x.address);
        s.bind(i++, x.vrf);
        s.bindId(i++, x.prefixId);
        s.bindId(i++, x.portId);
        s.bind(i++, x.dnsName);
    }
    static void read(const sqlite::Statement &s, IpAddress &x, int i)
    {
        x.address = s.text(i++);
        x.vrf = s.text(i++);
        x.prefixId = s.int64(i++);
        x.portId = s.int64(i++);
        x.dnsName = s.text(i++);
    }
};

template<>
struct Record<ChangeLogEntry>
{
    static constexpr const char *table = "change_log";
    RY_COLUMNS("time", "user", "action", "summary");
    static void bind(sqlite::Statement &s, const ChangeLogEntry &x, int i)
    {
        s.bind(i++, x.time);
        s.bind(i++, x.user);
        s.bind(i++, x.action);
        s.bind(i++, x.summary);
    }
    static void read(const sqlite::Statement &s, ChangeLogEntry &x, int i)
    {
        x.time = s.text(i++);
        x.user = s.text(i++);
        x.action = s.text(i++);
        x.summary = s.text(i++);
    }
};

#undef RY_COLUMNS

/// "INSERT INTO t(id, c1, ...) VALUES(?, ?, ...)", with `rows` rows of values (rows >= 1):
/// row r's id is parameter r * (columns + 1) + 1.
template<typename T>
std::string insertSql(int rows = 1)
{
    std::string cols = "id", qs = "(?";
    for (const char *c : Record<T>::columns) {
        cols += std::string(", ") + c;
        qs += ", ?";
    }
    qs += ")";
    std::string values = qs;
    for (int r = 1; r < rows; ++r)
        values += ", " + qs;
    return std::string("INSERT INTO ") + Record<T>::table + "(" + cols + ") VALUES" + values;
}

/// "UPDATE t SET c1 = ?1, ... WHERE id = ?N+1"
template<typename T>
std::string updateSql()
{
    std::string sets;
    int i = 1;
    for (const char *c : Record<T>::columns) {
        if (!sets.empty())
            sets += ", ";
        sets += std::string(c) + " = ?" + std::to_string(i++);
    }
    return std::string("UPDATE ") + Record<T>::table + " SET " + sets + " WHERE id = ?" +
           std::to_string(i);
}

/// "SELECT id, c1, ... FROM t ORDER BY id"
template<typename T>
std::string selectSql()
{
    std::string cols = "id";
    for (const char *c : Record<T>::columns)
        cols += std::string(", ") + c;
    return std::string("SELECT ") + cols + " FROM " + Record<T>::table + " ORDER BY id";
}

} // namespace ry::store
