<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Cli</name>
    <message>
        <source>The Railyard database (SQLite document) to work on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;railyard-cli %1 --help&apos; for usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--db FILE is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli init FILE [--from DESIGN.yaml]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has errors; no database was created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli import --db FILE DESIGN.yaml [--replace]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already holds a design (%2 devices); pass --replace to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;; available: yaml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli import-device-types --db FILE DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import device types from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 device types added, %2 updated, %3 files failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new, empty Railyard database FILE (optionally from a YAML design with --from).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database to create.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML design to load into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESIGN.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import NetBox device-type library YAML files from DIR (recursively).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also list warnings and unknown keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder (or file) of device types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a YAML design file into the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the design the database already holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the design in another format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: yaml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output file (default: standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print counts: racks, devices by role, GPUs, ports, cables by medium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every model rule and list the findings with object names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate a YAML file instead of --db.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli COMMAND [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;railyard-cli COMMAND --help&apos; for the options of a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tr</name>
    <message>
        <source>a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key must be text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (first at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required key &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a device type (a map with manufacturer, model, slug, u_height), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slug &quot;%1&quot; has characters other than a-z, 0-9, - and _</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required key &quot;u_height&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a multiple of 0.5 U, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown airflow &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key &quot;%1&quot; is not modelled by Railyard; kept verbatim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is_full_depth is absent; taken as true (the NetBox default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown weight unit %1 (expected kg, g, lb or oz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight has no weight_unit; taken as kg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight_unit without weight; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map with name and type, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 key &quot;%2&quot; is not kept (reported once per section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate %1 name &quot;%2&quot; (first at line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interface type &quot;%1&quot; has no known speed; taken as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>console port &quot;%1&quot; has the interface type &quot;%2&quot;; should it be an interface?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown console port type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more duplicate %2 names not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of module bays, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map with a name, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate module-bays name &quot;%1&quot; (first at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of port mappings, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map with front_port and rear_port, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port-mappings key &quot;%1&quot; is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown x-railyard key &quot;%1&quot;; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port mapping names front port &quot;%1&quot;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; is already mapped to rear port &quot;%2&quot; position %3; Railyard keeps one mapping per front port, this one is dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; has %2 position(s); the mapping uses position %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; is not mapped to a rear port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; maps to rear port &quot;%2&quot;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; uses position %2 of rear port &quot;%3&quot;, which has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front ports &quot;%1&quot; and &quot;%2&quot; both use position %3 of rear port &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken for a switch: radix %1 at %2 Gb/s (interfaces named like &quot;%3&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cage %1%2 has no interfaces although cages %1%3 to %1%4 do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interface %1 is missing: cage %2%3 has %4 of the %5 ports the other cages have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value of &quot;%1&quot; has more than %2 nodes; refusing to keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the unmodelled keys as YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 bytes; a device type is at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (binary data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no device type (it is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents; only the first is read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the device type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a readable folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slug &quot;%1&quot; is also used by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot import: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analysis cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m exceeds the %2 m reach of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate cable label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable joins a port to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable end on a missing port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 of %2 already holds a cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate device name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing device type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U %1-%2 lies outside rack %3 (%4 U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overlaps %1 in rack %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW exceeds the rack budget of %2 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a ratio such as &quot;2:1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a ratio such as &quot;2:1&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scale-out topology cannot itself be a supernode topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected auto, 1, 2 or 3, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves no rack slot for compute racks (%1 slots per row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lengths must be strictly ascending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: mmf, aoc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>media rules must be in ascending max-speed-gbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one node group is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one compute plane is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced &apos;}&apos; in name template &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced &apos;{&apos; in name template &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad width in &quot;{%1}&quot; of name template &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a width applies to numbers only: &quot;{%1}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown placeholder &quot;{%1}&quot; in name template &quot;%2&quot;; known: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device type slug is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown device type slug &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 data ports at %3 Gb/s, but radix %4 needs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch %1 has no free port left (internal sizing error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate group name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown compute plane &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate compute plane name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 ports at %3 Gb/s for %4 compute NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 compute trays do not fill whole NVL72 racks of %2 trays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit of %1 racks has no room for compute racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 UB switches do not split into %2 sub-planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips per unit is not a whole number of %2-chip nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes do not fill whole units of %2 nodes (%3 chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has no free UB ports at %2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a UB switch would need %1 ports; &quot;%2&quot; has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reserved ports leave nothing of radix %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rail-only fabric has 1 or 2 tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a single-tier rail-only fabric holds %1 nodes, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a rail-only fabric can have 1 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leaf with %1 down ports cannot take a node with %2 NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>radix %1 of &quot;%2&quot; is too small for %3 down + %4 up + %5 reserved ports per leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reserved node slots fill a whole SU of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 2-tier rail-only fabric joins at most %1 leaves per rail, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 tiers cannot join %1 leaves with radix-%2 spines (at most %2 leaves); use 3 tiers or &quot;auto&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>managers and manager-links go together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 manager links need %2 reserved node slots of %3 ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 ports at %3 Gb/s for %4 manager links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>radix %1 is too small for spine ratio %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes need %2 pods, more than the core radix %3 can join: this needs more than 3 tiers or a larger radix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate plane name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 free %3 ports for %4 per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has no ports at %2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves exceed the %2 ports of one spine; this plane supports 2 tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 U, the rack has %3 U usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2 kW, over the %3 kW rack budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVL72 rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node of type &quot;%1&quot; (%2 U, %3 kW) does not fit a %4 U rack with %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 kW budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device of type &quot;%1&quot; (%2 U, %3 kW) does not fit any rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two devices would be named &quot;%1&quot;; make the name templates or prefixes distinct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rack slot left for compute racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the design as YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A design file must be a YAML mapping with a `railyard:` key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The `railyard:` format version key is missing; is this a Railyard design file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format version %1 is not supported (this Railyard reads 1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown key ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a single value, not a list or mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This key is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a number, found &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a whole number, found &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected true or false, found &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown value &quot;%1&quot;; expected one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 named &quot;%2&quot; in this design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The height must be a non-negative multiple of 0.5 U.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack height must be between 1 and 100 U.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rail needs a non-negative index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail %1 is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>supernode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No port named &quot;%1&quot; on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected [device, port].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No device named &quot;%1&quot; in this design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; has no port &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1:%2 already carries a cable end; a port carries at most one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The length cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable label &quot;%1&quot; is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prefix %1 in VRF &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; has no interface &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a binary file, not a YAML design file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable length (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supernodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IP addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another site has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another room of the same site has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another row of the same room has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another rack has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another device type has the same slug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another device has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another plane has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another supernode has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another rail of the same plane has the same index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prefix is defined twice in the same VRF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another cable has the same label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another port of the same device has the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A site has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room&apos;s site does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row&apos;s room does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack&apos;s row does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack height must be between 1 and 100 U, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The height must be a non-negative multiple of 0.5 U, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device type does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The supernode does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port&apos;s device does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plane does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A front port must map to a rear port of the same device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear position %1 is outside 1..%2 of port %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rail&apos;s plane does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The U position must be a multiple of 0.5, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device has a U position but no rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1-U%2 does not fit rack %3 (U1-U%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1-U%2 in rack %3 overlaps %4 (U%5-U%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable end&apos;s port does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 already carries cable %2; a port carries at most one cable end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both ends of the cable are the same port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a network in CIDR notation (e.g. 10.0.0.0/24).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host bits are set; the network is %1/%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address is assigned twice in the global VRF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address is assigned twice in VRF %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prefix does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address lies outside its prefix %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address is in VRF &quot;%1&quot; but its prefix %2 is in VRF &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum draw %1 kW exceeds the rack&apos;s budget of %2 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column &quot;timestamp&quot; is not the last one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first column is not the message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one or two groups of time, algbw and busbw columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time column is not followed by algbw and busbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a result column comes before the first time column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row has %1 fields where the column header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row has %1 more fields than the column header; they were ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2) is cut short by the end of the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another banner with different settings; the first one (line %1) is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The banner has fields NVIDIA nccl-tests does not print (%1): output of a modified build or a fork.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device list entry of rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device list entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This nccl-tests column header cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second column header with different columns; the rows after it are read with the new columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No column header before the first row; the columns were inferred from the row (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line that looks like a result row could not be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result row: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result row of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device list line could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-bounds footer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The average bus bandwidth &quot;%1&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input ends inside the average bus bandwidth line; the value may be cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>footer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nccl-tests version %1 was taken from the path in the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output does not name its test; the collective %1 was taken from the file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The banner was printed %1 times: a binary built without MPI=1 and started by mpirun runs one independent single-process job per process. The rows were read once; %2 repeated rows were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device list names the same rank more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The banner line (nThread ... nGpus ...) is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device list is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device list is incomplete: %1 rank lines were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column header is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no result rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The footer line &quot;Out of bounds values&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The footer line &quot;Avg bus bandwidth&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nccl-tests output was found in the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input is not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON document is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON document is not an nccl-tests report (no results, config or nccl_version).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON report is cut short; it was read up to its last complete value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON report version %1 is newer than the versions this reader knows (2, 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 environment entries with names that look like secrets (TOKEN, SECRET, PASSWORD, KEY) were not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON report has no config object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON report has no results list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON report has no out_of_bounds object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON report has no average_bus_bandwidth object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter &quot;%1&quot; is printed twice; the last value is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test title and parameters are missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result row has more fields than the column header; they were ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perftest warned that the CPU frequency is not at its maximum; results may be low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 perftest reports are interleaved line by line (server and client writing into one log); their lines were shared out by order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result table header is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dashed line that closes the result table is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (result row of %2 bytes) is cut short by the end of the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 result tables have no report title; they were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local and remote address lines are missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency test reports are recognised but their rows are not read yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No perftest report was found in the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be removed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it still has rooms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it still has rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it still has racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it still holds devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices of this type exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports, rails or prefixes still use this plane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices are still members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>addresses are still allocated from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object id %1 is already in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change &quot;%1&quot; breaks the design&apos;s rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has errors; nothing was saved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database statement failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prepare &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bind a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database write refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was written by a newer Railyard (schema version %1; this version reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file already exists; choose another name or open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is an SQLite database but not a Railyard design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Railyard design (not an SQLite database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving was cancelled; the file keeps its previous content.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected ibnetdiscover output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node GUID &quot;%1&quot; is not valid; the node is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port line outside a node block, skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the comment of this port line is not understood; the link is kept without width and speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peer GUID &quot;%1&quot; is not valid; the link is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an ibnetdiscover line, skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were skipped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no Switch, Ca or Rt node line found; this is not ibnetdiscover topology output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected lldpctl JSON output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON is not an object; expected lldpctl output {&quot;lldp&quot;: ...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &quot;lldp&quot; key and no local chassis; this is not lldpctl JSON output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no local chassis and no host name was given, so it is not known which device these neighbours are cabled to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a neighbour entry without a local interface name was skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the neighbour on %1 sent neither a system name nor a chassis id; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the neighbour on %1 sent no port id; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two ends of this link report different speeds (%1 here, %2 at %3); the lower one is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid regular expression &quot;%1&quot;: %2 at offset %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this link maps to the same two design ports as the link reported at %1; counted once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two observed links use the same design port (also at %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the planned cable %1 runs into a patch panel with no onward cable; it is not verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2 (not in the design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (not in the design)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown node &quot;%1&quot; (GUID %2) port %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown node &quot;%1&quot; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack %1 U%2 %3 port %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2 as planned, but the link runs at %3 (%4 Gb/s); plan says %5 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2 as planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, plan says %3 (crossed with the cable at %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, plan says %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: link to %2; neither node is in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which is not in the design; plan says %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which is not in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2; the plan has no cable here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no link seen; plan says a cable to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design, document and verify GPU clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .railyard or .yaml file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the window and quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::MainWindow</name>
    <message>
        <source>Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No design open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard designs (*.railyard *.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in a rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>rack, %n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 racks, %2 devices, %3 GPUs, %4 cables; %5 errors, %6 warnings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
