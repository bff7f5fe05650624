#include "schema.h"

namespace ry::store {

namespace {

// Version 1: the first released layout.
constexpr std::string_view kV1 = R"sql(
CREATE TABLE design_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE site(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '');
CREATE TABLE room(id INTEGER PRIMARY KEY,
    site_id INTEGER NOT NULL REFERENCES site(id) ON DELETE CASCADE,
    name TEXT NOT NULL, UNIQUE(site_id, name));
CREATE TABLE rack_row(id INTEGER PRIMARY KEY,
    room_id INTEGER NOT NULL REFERENCES room(id) ON DELETE CASCADE,
    name TEXT NOT NULL, idx INTEGER NOT NULL DEFAULT 0, UNIQUE(room_id, name));
CREATE TABLE rack(id INTEGER PRIMARY KEY,
    row_id INTEGER REFERENCES rack_row(id) ON DELETE SET NULL,
    name TEXT NOT NULL UNIQUE, position INTEGER NOT NULL DEFAULT 0,
    u_height INTEGER NOT NULL DEFAULT 42 CHECK(u_height > 0),
    width_m REAL NOT NULL DEFAULT 0.6, depth_m REAL NOT NULL DEFAULT 1.2,
    power_budget_w REAL NOT NULL DEFAULT 0, cooling_w REAL NOT NULL DEFAULT 0,
    role TEXT NOT NULL DEFAULT '');
CREATE TABLE device_type(id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE,
    manufacturer TEXT NOT NULL, model TEXT NOT NULL, part_number TEXT NOT NULL DEFAULT '',
    u_height REAL NOT NULL DEFAULT 1, full_depth INTEGER NOT NULL DEFAULT 1,
    weight_kg REAL NOT NULL DEFAULT 0, airflow TEXT NOT NULL DEFAULT '',
    power_typical_w REAL NOT NULL DEFAULT 0, power_max_w REAL NOT NULL DEFAULT 0,
    gpu_model TEXT NOT NULL DEFAULT '', gpu_count INTEGER NOT NULL DEFAULT 0,
    gpu_fp64_tflops REAL NOT NULL DEFAULT 0, gpu_bf16_tflops REAL NOT NULL DEFAULT 0,
    nvlink_gbps REAL NOT NULL DEFAULT 0, radix INTEGER NOT NULL DEFAULT 0,
    port_speed_gbps REAL NOT NULL DEFAULT 0, comments TEXT NOT NULL DEFAULT '',
    module_bays TEXT NOT NULL DEFAULT '', extra_yaml TEXT NOT NULL DEFAULT '');
CREATE TABLE port_template(device_type_id INTEGER NOT NULL
        REFERENCES device_type(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, type TEXT NOT NULL DEFAULT '',
    speed_gbps REAL NOT NULL DEFAULT 0, mgmt_only INTEGER NOT NULL DEFAULT 0,
    positions INTEGER NOT NULL DEFAULT 1, rear_port TEXT NOT NULL DEFAULT '',
    rear_position INTEGER NOT NULL DEFAULT 1, maximum_draw_w REAL NOT NULL DEFAULT 0,
    allocated_draw_w REAL NOT NULL DEFAULT 0, description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY(device_type_id, seq)) WITHOUT ROWID;
CREATE TABLE supernode(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL DEFAULT '', scale_up_gbps_per_gpu REAL NOT NULL DEFAULT 0);
CREATE TABLE plane(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
    technology TEXT NOT NULL DEFAULT '', speed_gbps REAL NOT NULL DEFAULT 0,
    vrf TEXT NOT NULL DEFAULT '');
CREATE TABLE rail(id INTEGER PRIMARY KEY,
    plane_id INTEGER NOT NULL REFERENCES plane(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL, name TEXT NOT NULL DEFAULT '', UNIQUE(plane_id, idx));
CREATE TABLE device(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, role TEXT NOT NULL,
    device_type_id INTEGER NOT NULL REFERENCES device_type(id),
    rack_id INTEGER REFERENCES rack(id), position REAL NOT NULL DEFAULT 0,
    face TEXT NOT NULL DEFAULT 'front' CHECK(face IN ('front', 'rear')),
    status TEXT NOT NULL DEFAULT 'planned'
        CHECK(status IN ('planned', 'staged', 'active', 'failed', 'decommissioned')),
    serial TEXT NOT NULL DEFAULT '', asset_tag TEXT NOT NULL DEFAULT '',
    supernode_id INTEGER REFERENCES supernode(id) ON DELETE SET NULL,
    comments TEXT NOT NULL DEFAULT '');
CREATE INDEX device_rack ON device(rack_id);
CREATE TABLE port(id INTEGER PRIMARY KEY,
    device_id INTEGER NOT NULL REFERENCES device(id) ON DELETE CASCADE,
    name TEXT NOT NULL, kind TEXT NOT NULL, type TEXT NOT NULL DEFAULT '',
    speed_gbps REAL NOT NULL DEFAULT 0, mgmt_only INTEGER NOT NULL DEFAULT 0,
    positions INTEGER NOT NULL DEFAULT 1,
    rear_port_id INTEGER REFERENCES port(id) ON DELETE SET NULL,
    rear_position INTEGER NOT NULL DEFAULT 1, rail INTEGER NOT NULL DEFAULT -1,
    plane_id INTEGER REFERENCES plane(id) ON DELETE SET NULL,
    pci_address TEXT NOT NULL DEFAULT '', mac TEXT NOT NULL DEFAULT '',
    if_name TEXT NOT NULL DEFAULT '', description TEXT NOT NULL DEFAULT '',
    UNIQUE(device_id, name));
CREATE TABLE cable(id INTEGER PRIMARY KEY, label TEXT NOT NULL DEFAULT '',
    a_port_id INTEGER NOT NULL REFERENCES port(id) ON DELETE CASCADE,
    b_port_id INTEGER NOT NULL REFERENCES port(id) ON DELETE CASCADE,
    medium TEXT NOT NULL, length_m REAL NOT NULL DEFAULT 0, colour TEXT NOT NULL DEFAULT '',
    part_number TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'planned'
        CHECK(status IN ('planned', 'installed', 'verified', 'faulty')),
    CHECK(a_port_id <> b_port_id));
-- A port carries at most one cable end: unique per end, and a trigger across the two ends.
CREATE UNIQUE INDEX cable_a_port ON cable(a_port_id);
CREATE UNIQUE INDEX cable_b_port ON cable(b_port_id);
CREATE TRIGGER cable_end_insert BEFORE INSERT ON cable
WHEN EXISTS(SELECT 1 FROM cable WHERE a_port_id = NEW.b_port_id)
  OR EXISTS(SELECT 1 FROM cable WHERE b_port_id = NEW.a_port_id)
BEGIN SELECT RAISE(ABORT, 'a port carries at most one cable end'); END;
CREATE TRIGGER cable_end_update BEFORE UPDATE OF a_port_id, b_port_id ON cable
WHEN EXISTS(SELECT 1 FROM cable WHERE a_port_id = NEW.b_port_id AND id <> NEW.id)
  OR EXISTS(SELECT 1 FROM cable WHERE b_port_id = NEW.a_port_id AND id <> NEW.id)
BEGIN SELECT RAISE(ABORT, 'a port carries at most one cable end'); END;
CREATE TABLE prefix(id INTEGER PRIMARY KEY, prefix TEXT NOT NULL, vrf TEXT NOT NULL DEFAULT '',
    plane_id INTEGER REFERENCES plane(id) ON DELETE SET NULL,
    purpose TEXT NOT NULL DEFAULT '', gateway TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '', UNIQUE(vrf, prefix));
CREATE TABLE ip_address(id INTEGER PRIMARY KEY, address TEXT NOT NULL,
    vrf TEXT NOT NULL DEFAULT '',
    prefix_id INTEGER REFERENCES prefix(id) ON DELETE SET NULL,
    port_id INTEGER REFERENCES port(id) ON DELETE SET NULL,
    dns_name TEXT NOT NULL DEFAULT '');
CREATE TABLE change_log(id INTEGER PRIMARY KEY, time TEXT NOT NULL, user TEXT NOT NULL,
    action TEXT NOT NULL, summary TEXT NOT NULL);
)sql";

// Version 2: InfiniBand port GUIDs, scalable-unit index per device, cable breakout groups and
// unique cable labels.
constexpr std::string_view kV2 = R"sql(
ALTER TABLE port ADD COLUMN guid TEXT NOT NULL DEFAULT '';
ALTER TABLE device ADD COLUMN su INTEGER NOT NULL DEFAULT -1;
ALTER TABLE cable ADD COLUMN breakout_group TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX cable_label ON cable(label) WHERE label <> '';
)sql";

// Version 3: an index on every foreign key column that no index led with. Without them SQLite
// scans the child table for each parent row it deletes or re-keys (sqlite.org/foreignkeys.html,
// section 3 "Required and Suggested Database Indexes"): deleting the ports of the 255-node
// design checked port.rear_port_id and ip_address.port_id by full scans, which made
// `import --replace` quadratic. tst_store's ForeignKeysAreIndexed keeps this complete.
constexpr std::string_view kV3 = R"sql(
CREATE INDEX rack_row_id ON rack(row_id);
CREATE INDEX device_device_type_id ON device(device_type_id);
CREATE INDEX device_supernode_id ON device(supernode_id);
CREATE INDEX port_rear_port_id ON port(rear_port_id);
CREATE INDEX port_plane_id ON port(plane_id);
CREATE INDEX prefix_plane_id ON prefix(plane_id);
CREATE INDEX ip_address_prefix_id ON ip_address(prefix_id);
CREATE INDEX ip_address_port_id ON ip_address(port_id);
)sql";

// Version 4: the design revision. Every write of the design increments it in its own
// transaction; a writer whose copy was read at an older revision is refused (Store).
constexpr std::string_view kV4 = R"sql(
CREATE TABLE design_revision(id INTEGER PRIMARY KEY CHECK(id = 1), revision INTEGER NOT NULL);
INSERT INTO design_revision(id, revision) VALUES(1, 0);
)sql";

// Version 5: cable lengths with units (issue 13 point 4). Until version 4 `length_m` was
// NOT NULL with 0 meaning "unknown", so a 0 m splice could not be told from a cable nobody had
// measured. From version 5 `length_m` is NULL for an unknown length and 0 is a real 0 m, and
// `length_unit` keeps the unit the length was given in (NetBox's spellings m, cm, ft, in;
// core/model/length.h); the length itself stays in metres. Old files' 0 becomes NULL (unknown):
// that is what it meant there. SQLite cannot drop a NOT NULL constraint in place, so the column
// is rebuilt with ALTER TABLE ADD/DROP/RENAME COLUMN (SQLite 3.35 and later).
constexpr std::string_view kV5 = R"sql(
ALTER TABLE cable ADD COLUMN length_new REAL CHECK(length_new IS NULL OR length_new >= 0);
UPDATE cable SET length_new = NULLIF(length_m, 0);
ALTER TABLE cable DROP COLUMN length_m;
ALTER TABLE cable RENAME COLUMN length_new TO length_m;
ALTER TABLE cable ADD COLUMN length_unit TEXT NOT NULL DEFAULT 'm'
    CHECK(length_unit IN ('m', 'cm', 'ft', 'in'));
)sql";

// Version 6: identities (issue 14 point 3). Devices get the InfiniBand node GUID and system
// image GUID and the LLDP chassis MAC (until now an as-built switch carried its node GUID on a
// made-up management port "0"); ports get the RDMA device name ("mlx5_7") beside the netdev
// name `if_name`, which had to hold either; device types get their drive bays as rows (until
// now a free-text `nvme-bays` list in `extra_yaml`, which the store moves into the new table
// when it loads an older document: model/drivebays.h).
constexpr std::string_view kV6 = R"sql(
ALTER TABLE device ADD COLUMN node_guid TEXT NOT NULL DEFAULT '';
ALTER TABLE device ADD COLUMN system_image_guid TEXT NOT NULL DEFAULT '';
ALTER TABLE device ADD COLUMN chassis_mac TEXT NOT NULL DEFAULT '';
ALTER TABLE port ADD COLUMN rdma_device TEXT NOT NULL DEFAULT '';
CREATE TABLE drive_bay_template(device_type_id INTEGER NOT NULL
        REFERENCES device_type(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL, name TEXT NOT NULL, pci_address TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY(device_type_id, seq)) WITHOUT ROWID;
)sql";

// Version 7: power outlets and console server ports as port kinds of their own (issue 14 pt 2),
// an outlet's feed leg (NetBox feed_leg: A, B, C) and the power port it draws from (NetBox's
// power-outlet `power_port`), and a PDU inlet's available power (W). Until version 6 Railyard
// kept outlets as power ports and console server ports as console ports; the NetBox export told
// them apart by type and role. Those rules move the old rows here, once: a power port whose type
// is a NetBox receptacle (PowerOutletTypeChoices less PowerPortTypeChoices, NetBox 4.6.8, copied
// here so that this migration never changes), or a PDU's power port cabled to a power port of a
// device that is no PDU, becomes a power outlet; a console port of a device with role
// "console-server" becomes a console server port.
constexpr std::string_view kV7 = R"sql(
ALTER TABLE port_template ADD COLUMN power_port TEXT NOT NULL DEFAULT '';
ALTER TABLE port_template ADD COLUMN feed_leg TEXT NOT NULL DEFAULT '';
ALTER TABLE port ADD COLUMN power_port_id INTEGER
    REFERENCES port(id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE port ADD COLUMN feed_leg TEXT NOT NULL DEFAULT '';
ALTER TABLE port ADD COLUMN available_power_w REAL NOT NULL DEFAULT 0;
CREATE INDEX port_power_port_id ON port(power_port_id);
CREATE TEMP TABLE receptacle(type TEXT PRIMARY KEY);
INSERT INTO receptacle(type) VALUES
    ('iec-60320-c5'), ('iec-60320-c7'), ('iec-60320-c13'), ('iec-60320-c15'), ('iec-60320-c17'),
    ('iec-60320-c19'), ('iec-60320-c21'), ('nema-1-15r'), ('nema-5-15r'), ('nema-5-20r'),
    ('nema-5-30r'), ('nema-5-50r'), ('nema-6-15r'), ('nema-6-20r'), ('nema-6-30r'),
    ('nema-6-50r'), ('nema-10-30r'), ('nema-10-50r'), ('nema-14-20r'), ('nema-14-30r'),
    ('nema-14-50r'), ('nema-14-60r'), ('nema-15-15r'), ('nema-15-20r'), ('nema-15-30r'),
    ('nema-15-50r'), ('nema-15-60r'), ('nema-l1-15r'), ('nema-l5-15r'), ('nema-l5-20r'),
    ('nema-l5-30r'), ('nema-l5-50r'), ('nema-l6-15r'), ('nema-l6-20r'), ('nema-l6-30r'),
    ('nema-l6-50r'), ('nema-l10-30r'), ('nema-l14-20r'), ('nema-l14-30r'), ('nema-l14-50r'),
    ('nema-l14-60r'), ('nema-l15-20r'), ('nema-l15-30r'), ('nema-l15-50r'), ('nema-l15-60r'),
    ('nema-l21-20r'), ('nema-l21-30r'), ('nema-l22-20r'), ('nema-l22-30r'), ('CS6360C'),
    ('CS6364C'), ('CS8164C'), ('CS8264C'), ('CS8364C'), ('CS8464C'), ('ita-multistandard'),
    ('eaton-c39'), ('hdot-cx'), ('neutrik-powercon-20a'), ('neutrik-powercon-32a');
UPDATE port_template SET kind = 'power-outlet'
    WHERE kind = 'power-port' AND type IN (SELECT type FROM receptacle);
UPDATE port SET kind = 'power-outlet' WHERE kind = 'power-port' AND (
    type IN (SELECT type FROM receptacle)
    OR (device_id IN (SELECT id FROM device WHERE role = 'pdu') AND id IN (
        SELECT c.a_port_id FROM cable c JOIN port o ON o.id = c.b_port_id
            JOIN device od ON od.id = o.device_id
            WHERE o.kind = 'power-port' AND od.role <> 'pdu'
        UNION SELECT c.b_port_id FROM cable c JOIN port o ON o.id = c.a_port_id
            JOIN device od ON od.id = o.device_id
            WHERE o.kind = 'power-port' AND od.role <> 'pdu')));
UPDATE port SET kind = 'console-server-port' WHERE kind = 'console-port'
    AND device_id IN (SELECT id FROM device WHERE role = 'console-server');
DROP TABLE receptacle;
)sql";

// Version 8: CPU facts of a device type (issue 15 point 6), so that Rpeak counts the CPUs as
// TOP500 does (the sum of the FP64 peaks of every processor). Old types get no CPU (0), which
// analyse reports as an unknown CPU figure rather than a zero one.
constexpr std::string_view kV8 = R"sql(
ALTER TABLE device_type ADD COLUMN cpu_model TEXT NOT NULL DEFAULT '';
ALTER TABLE device_type ADD COLUMN cpu_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE device_type ADD COLUMN cpu_fp64_tflops REAL NOT NULL DEFAULT 0;
)sql";

// Version 9: breakout cables (issue 14 point 1). A breakout is one physical cable with one A
// connector in a cage and 2..8 legs; each connected leg is a cable row that points at its
// breakout and lane (model/breakout.h). Until version 8 the legs were separate cables that
// shared a free-text `breakout_group`; each group becomes a breakout here, once: its label is
// the group's name, its cage the A port of the group's first cable (by id), its lanes the number
// of cables, each cable a leg in id order, its medium, length and status the first cable's.
constexpr std::string_view kV9 = R"sql(
CREATE TABLE breakout(id INTEGER PRIMARY KEY, label TEXT NOT NULL DEFAULT '',
    a_port_id INTEGER NOT NULL REFERENCES port(id) DEFERRABLE INITIALLY DEFERRED,
    lanes INTEGER NOT NULL CHECK(lanes BETWEEN 2 AND 8),
    medium TEXT NOT NULL, length_m REAL CHECK(length_m IS NULL OR length_m >= 0),
    length_unit TEXT NOT NULL DEFAULT 'm' CHECK(length_unit IN ('m', 'cm', 'ft', 'in')),
    colour TEXT NOT NULL DEFAULT '', part_number TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'planned');
CREATE UNIQUE INDEX breakout_label ON breakout(label) WHERE label <> '';
CREATE UNIQUE INDEX breakout_a_port_id ON breakout(a_port_id);
ALTER TABLE cable ADD COLUMN breakout_id INTEGER
    REFERENCES breakout(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE cable ADD COLUMN lane INTEGER NOT NULL DEFAULT -1;
CREATE INDEX cable_breakout_id ON cable(breakout_id);
INSERT INTO breakout(label, a_port_id, lanes, medium, length_m, length_unit, colour,
        part_number, status)
    SELECT g.breakout_group, f.a_port_id, max(2, min(8, g.n)), f.medium, f.length_m,
           f.length_unit, f.colour, f.part_number, f.status
    FROM (SELECT breakout_group, min(id) AS first, count(*) AS n FROM cable
          WHERE breakout_group <> '' GROUP BY breakout_group) g
    JOIN cable f ON f.id = g.first ORDER BY g.first;
UPDATE cable SET
    breakout_id = (SELECT b.id FROM breakout b WHERE b.label = cable.breakout_group),
    lane = (SELECT count(*) FROM cable o WHERE o.breakout_group = cable.breakout_group
            AND o.id < cable.id)
    WHERE breakout_group <> '';
UPDATE cable SET medium = (SELECT b.medium FROM breakout b WHERE b.id = cable.breakout_id)
    WHERE breakout_id IS NOT NULL;
ALTER TABLE cable DROP COLUMN breakout_group;
)sql";

// Version 10: spare ports (issue 15 point 1), interfaces of a device type that no generator
// cables (PortTemplate::spare). Templates of older files are not spare (0), as before.
constexpr std::string_view kV10 = R"sql(
ALTER TABLE port_template ADD COLUMN spare INTEGER NOT NULL DEFAULT 0;
)sql";

// Version 11: the indexes of three foreign-key columns that are NULL on nearly every row
// (port.rear_port_id: front ports of patch panels only; port.power_port_id: power outlets only;
// cable.breakout_id: breakout legs only) hold only the rows that have a value. A lookup by
// value (`rear_port_id = ?`, as SQLite's foreign-key actions make when a parent row goes) implies
// IS NOT NULL, so the partial index serves it (sqlite.org/partialindex.html §2, "Queries Using
// Partial Indexes"), and a whole-design write no longer sorts millions of NULL entries to make
// them (a 100,000-NPU design: 3.5 million ports, 1.7 million cables; bench_fabric).
constexpr std::string_view kV11 = R"sql(
DROP INDEX port_rear_port_id;
CREATE INDEX port_rear_port_id ON port(rear_port_id) WHERE rear_port_id IS NOT NULL;
DROP INDEX port_power_port_id;
CREATE INDEX port_power_port_id ON port(power_port_id) WHERE power_port_id IS NOT NULL;
DROP INDEX cable_breakout_id;
CREATE INDEX cable_breakout_id ON cable(breakout_id) WHERE breakout_id IS NOT NULL;
)sql";

// Version 12: the RDMA device name a device type's interface gets by the vendor's default
// driver order (PortTemplate::rdmaDevice, "mlx5_5"), copied to the ports of new devices. Older
// files' templates have none (''), as before.
constexpr std::string_view kV12 = R"sql(
ALTER TABLE port_template ADD COLUMN rdma_device TEXT NOT NULL DEFAULT '';
)sql";

// Version 13: multi-fibre trunks (issue 14 point 4). A cable between two rear ports gets its
// fibre count (0 = not given) and its MPO polarity type ('' = not given, 'A', 'B', 'C';
// model/trunk.h), with which traces map rear-port positions across it.
constexpr std::string_view kV13 = R"sql(
ALTER TABLE cable ADD COLUMN fibres INTEGER NOT NULL DEFAULT 0 CHECK(fibres >= 0);
ALTER TABLE cable ADD COLUMN polarity TEXT NOT NULL DEFAULT '' CHECK(polarity IN ('', 'A', 'B', 'C'));
)sql";

} // namespace

const std::vector<std::string_view> &migrations()
{
    static const std::vector<std::string_view> all{kV1, kV2, kV3,  kV4,  kV5,  kV6, kV7,
                                                   kV8, kV9, kV10, kV11, kV12, kV13};
    return all;
}

int currentSchemaVersion()
{
    return int(migrations().size());
}

} // namespace ry::store
