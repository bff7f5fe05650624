-- Builds tests/data/railyard-v1.sqlite, a document written by schema version 1.
-- Regenerate: sqlite3 tests/data/railyard-v1.sqlite < tests/data/make-v1-fixture.sql
-- The schema below is a verbatim copy of migration 1 in core/store/schema.cpp.

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

-- A small design as Railyard 0.1 (schema version 1) wrote it.
INSERT INTO design_meta VALUES('name', 'v1 fixture');
INSERT INTO design_meta VALUES('description', 'written with schema version 1');
INSERT INTO design_meta VALUES('fabric_spec', '');
INSERT INTO site VALUES(1, 'dc1', '');
INSERT INTO room VALUES(1, 1, 'hall-a');
INSERT INTO rack_row VALUES(1, 1, 'row-1', 0);
INSERT INTO rack VALUES(1, 1, 'A01', 0, 42, 0.6, 1.2, 35000, 0, 'compute');
INSERT INTO device_type(id, slug, manufacturer, model, u_height, power_max_w, gpu_model, gpu_count)
    VALUES(1, 'nvidia-hgx-b200', 'Nvidia', 'HGX B200', 10, 14300, 'B200', 8);
INSERT INTO port_template(device_type_id, seq, name, kind, type, speed_gbps)
    VALUES(1, 0, 'ib0', 'interface', 'infiniband-ndr', 400);
INSERT INTO device_type(id, slug, manufacturer, model, u_height, radix, port_speed_gbps)
    VALUES(2, 'nvidia-qm9700', 'Nvidia', 'QM9700', 1, 64, 400);
INSERT INTO port_template(device_type_id, seq, name, kind, type, speed_gbps)
    VALUES(2, 0, 'P1.1', 'interface', 'infiniband-ndr', 400);
INSERT INTO plane(id, name, kind, technology, speed_gbps) VALUES(1, 'compute', 'compute', 'infiniband-ndr', 400);
INSERT INTO rail(id, plane_id, idx, name) VALUES(1, 1, 0, 'rail0');
INSERT INTO device(id, name, role, device_type_id, rack_id, position, status, serial)
    VALUES(1, 'node01', 'gpu-node', 1, 1, 2, 'active', 'SN1');
INSERT INTO device(id, name, role, device_type_id, rack_id, position)
    VALUES(2, 'leaf-01', 'leaf', 2, 1, 40);
INSERT INTO port(id, device_id, name, kind, type, speed_gbps, rail, plane_id)
    VALUES(1, 1, 'ib0', 'interface', 'infiniband-ndr', 400, 0, 1);
INSERT INTO port(id, device_id, name, kind, type, speed_gbps)
    VALUES(2, 2, 'P1.1', 'interface', 'infiniband-ndr', 400);
INSERT INTO cable(id, label, a_port_id, b_port_id, medium, length_m, status)
    VALUES(1, 'C0001', 1, 2, 'dac', 2, 'installed');
INSERT INTO change_log(id, time, user, action, summary)
    VALUES(1, '2026-01-05T10:00:00Z', 'planner', 'import', 'Created with schema version 1');
PRAGMA user_version = 1;
