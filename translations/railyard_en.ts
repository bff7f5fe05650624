<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
    <message>
        <source>The %1 format is binary; give an output file with -o.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write to standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format, one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli generate --db FILE SPEC.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane %1 (%2): %3 nodes, %4 SU, %5 tiers, %6 leaves, %7 spines, %8 cores; cables node-leaf %9, leaf-spine %10, spine-core %11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  tier %1: %2 switches, down %3 Gb/s (top tier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  tier %1: %2 switches, down %3 Gb/s, up %4 Gb/s, oversubscription %5:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hops: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total power: %1 kW maximum, %2 kW typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a whole cluster (racks, devices, ports, cables) from a fabric spec into the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox device-type library folder to take types from (repeatable; default: the bundled library).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design file with a `fabric:` spec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the bill of materials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli ipam-allocate --db FILE --rules RULES.yaml [--dry-run]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prefixes and %2 addresses added, %3 interfaces kept their address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: %1; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli trace --db FILE DEVICE PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No device named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no port &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) on the path have no length.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; available: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 labels on %2 sheets of %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli rack-elevation --db FILE -o OUT.svg|OUT.pdf [--rack NAME]...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rack named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the files into NetBox in the order of their numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill interfaces with IP addresses by the rules of a YAML file (one undo step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocation rules (docs/ip-allocation-rules.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what would be added; write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every prefix with its used and usable addresses; warn about overlaps and full prefixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow a port through cables and patch panels to its far end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print cable labels (two per cable) on a label stock as PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label stock: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label text with tokens %1; \n breaks the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a QR code of the cable id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the front and rear of racks as SVG (one drawing) or PDF (a page per rack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output file, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this rack (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every NetBox bulk-import CSV file, numbered in import order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to write into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma list of stages: rail-allreduce, all-nodes, pairwise-leaf, pairwise-spine, tcp (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest NCCL message size, bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BYTES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed NCCL iterations per size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration of each TCP transfer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown stage &quot;%1&quot;; known: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--maxbytes must be a number of bytes of at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--iters must be a positive integer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tcp-seconds must be between 0 and 3600.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--launcher must be ssh, srun, mpirun or local.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--env takes NAME=VALUE, got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  step %1: %2 -&gt; %3  %4 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  step %1: %2 %3 B  busbw %4 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suspect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one JSON Lines file written by railyard-probe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tcp %1 -&gt; %2: %3 Gb/s (%4 bytes in %5 s)%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error on %1 (rank %2): %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl %1, %2 rows, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>large-message busbw: %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No probe events in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the test plan derived from the design (nodes, steps, time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the test plan on the nodes through ssh, srun or mpirun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh, srun, mpirun or local.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh login name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass --allow-run-as-root to mpirun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME=VALUE passed to every probe (NCCL_SOCKET_IFNAME, ...); repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every event as JSON Lines to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the commands each step would start; start nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarise a railyard-probe JSON Lines file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Lines file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(test not named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad --host-pattern &quot;%1&quot;: expected REGEX=&gt;DEVICE-NAME with a valid regular expression, e.g. &quot;worker-(\d+)=&gt;node\1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sharp and --no-sharp exclude each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pass takes a percentage, e.g. 90.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match host names to devices: REGEX=&gt;DEVICE-NAME, captures as \1..\9 (after exact and short-name matching; may be repeated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs used in-network reduction (SHARP/NVLS): use its ceiling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs did not use in-network reduction, whatever the output says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentage of the theoretical ceiling a run must reach to pass (default 90).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note stored with the imported runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate perftest runs against the design&apos;s rail port speed (their output names no host, so they are unrated by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% theo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli results import --db FILE RESULT-FILE...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rejected: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already imported as run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: run %2, %3, %4 rows, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 GB/s = %2% of %3 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: host %2 is not a device of the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs imported, %2 already present, %3 files rejected, %4 unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no run &quot;%1&quot;; &apos;railyard-cli results list&apos; shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No benchmark runs are stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli results show --db FILE RUN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plateau busbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s (median of %2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP/NVLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unknown host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (host %2, %3), GPUs %4, rails %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ip time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ip algbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ip busbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (cut)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli results compare --db FILE RUN RUN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plateau busbw GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli results remove --db FILE RUN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark report for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs: %2 below expected, %3 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per rail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per SU (worst node):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GPU nodes have no benchmark data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import nccl-tests (text or JSON) and perftest outputs; the same file imported again is not duplicated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark output files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the benchmark report: every run&apos;s verdict, per-rail and per-SU figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules file: how node descriptions and port names map to the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned links: %1 (%2 not covered by the observations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed links: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 more inside one system, skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give what the fabric reported: --ibnetdiscover FILE and/or --lldp DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not racked or not in the design:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Marked %n cable(s) verified.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The as-built design has errors; nothing was written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As-built import from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built %1 from %2: %3 device types synthesised, %4 from the library; %5 links inside one system skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no plane &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare what the fabric reports (ibnetdiscover, LLDP) with the planned cabling; exit 1 when anything is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the technician&apos;s work list as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the status of every cable seen as planned to verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report planned links of devices nobody reported as missing too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a design&apos;s devices, ports and cables from what the fabric reports (an existing cluster without a plan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox device-type library to take switch types from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cables in this plane (repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: cannot store the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored run #%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) stored in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Do not store the results in the document (by default every step is stored as a benchmark run while it goes on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free text stored with every run (e.g. &quot;after re-cabling&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change names that break their character rule (docs/design-file-format.md, &quot;Allowed characters&quot;) instead of refusing the file; every change is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renamed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fabric reported names that cannot be device names; nothing was written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change reported names that cannot be device names (RFC 1123) instead of refusing them; every change is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 device types imported, %2 updated, %3 unchanged; %4 of %5 files failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cable length: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 cables, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--node-names must be &quot;short&quot; or &quot;name&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat every warning of the export as an error: exit with status 3 and write no output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm formats: Slurm&apos;s node names, from a slurm.conf (NodeName= lines) or a list of names and host lists; design hosts Slurm does not know are left out with a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm formats: a node&apos;s NodeName is its device name up to the first dot (short, the default) or the whole device name (name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli dns-export --db FILE --dir DIR [--name-server FQDN] [--name-server-address ADDRESS] [--serial N] [--strict]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the DNS forward zone, every reverse zone and a named.conf fragment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zones&apos; name server (default: the DNS names of the devices with role name-server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FQDN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of an in-zone name server the design has no address for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOA serial (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--serial must be a number from 0 to 4294967295, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS zones: the zones&apos; name server (default: the DNS names of the devices with role name-server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS zones: address of an in-zone name server the design has no address for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS zones: SOA serial (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kea-json, dnsmasq: serve DHCP on this interface of the server (repeatable; default: every interface).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli netbox-export --db FILE --dir DIR [--strict]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli labels --db FILE -o LABELS.pdf [--stock NAME] [--template TEXT] [--qr] [--strict]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat a label that does not fit the stock as an error: exit with status 3 and write no file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibdm needs the IBNL system definitions of the topology&apos;s types; give -o FILE to write them beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run ibdm with IBDM_IBNL_PATH=%1 (ibdmchk -t %2 -n SYSTEM/U1 -p 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the planned InfiniBand fabric as an ibdiagnet topology file, with an IBNL system definition per device type beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli netbox-import --db FILE DIR [--replace]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox import of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported NetBox data from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n NetBox site(s) from %1 into %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: railyard-cli netbox-delta --db FILE --netbox DIR --dir OUT [--strict]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 new, %3 changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n object(s) NetBox has and the design no longer has (the bodies for DELETE /api/dcim/&lt;list&gt;/)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing changed since the NetBox data in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the CSV files into NetBox in the order of their numbers; rows with an id update that object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write what changed since the NetBox data was read, as NetBox bulk-import CSV with NetBox&apos;s ids for updates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat every warning as an error: exit with status 3 and write no output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read sites, racks, devices, ports and cables from NetBox REST API pages (sites.json, devices.json, ...) or NetBox&apos;s CSV exports (sites.csv, devices.csv, ...) saved in a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of NetBox API pages: sites.json (required), locations.json, racks.json, device-types.json, devices.json, interfaces.json, cables.json, ...; or of CSV exports: sites.csv, racks.csv, ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of NetBox API pages or CSV exports the design was imported from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the power budget per rack, PDU and feed leg from the PSUs cabled to each outlet, and the device types without a power figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a YAML file instead of --db.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links per leaf-spine pair: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links per leaf-spine pair: %1 to %2 (uneven)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1; up to %2 of %3 ports used per spine; %4 spines (the bare minimum is %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane %1 (%2, %3): %4 devices, %5 cables between %6 device pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Bisection bandwidth: %1 Tb/s one direction (%2 | %3 nodes, max-flow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Switch hops between nodes (%1 sources): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Node type %1 (%2 nodes): %3 NICs x %4 Gb/s = %5 GB/s injection; busbw ceilings: ring all-reduce %6 GB/s, all-to-all %7 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Single points of failure: %1 switches, %2 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rpeak (FP64): %1 PFLOPS = GPUs %2 PFLOPS (%3 GPUs) + CPUs %4 PFLOPS (%5 CPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  a lower bound: %1 nodes lack an FP64 figure per GPU and %2 nodes a CPU count or an FP64 figure per CPU (device type cpu_count, cpu_fp64_tflops; fabric spec group keys cpus-per-node, cpu-fp64-tflops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse every compute and scale-up plane on its own: oversubscription, bisection, hops, single points of failure, injection bandwidth and busbw ceilings per node type, scale-up domains; then Rpeak (GPUs and CPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  growth: %1 nodes in %2 SU now; spines and cores sized for %3 node slots in %4 SU (%5 reserved node slots, %6 manager links); free switch ports: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target-nodes %1 node slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no target-nodes (sized for what is built)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Growth: %1 nodes now; %2; %3 reserved node slots, %4 manager links; free switch ports: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 is the cage of breakout %3 (%4, 1x%5):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  lane %1 (%2): free leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  lane %1 (%2)  --[%3]--&gt;  %4:%5  %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (whole units of %1 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (whole NVL72 racks of %1 compute trays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1: %2 GPUs asked for -&gt; %3 nodes x %4 GPUs = %5 GPUs%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Scale-up domains: %1, %2 GPUs each (%3 nodes, %4 switches per domain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links x %2 Gb/s / 8 / %3 GPUs = %4 GB/s per GPU cabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scale-up cables in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stated figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stated %1 GB/s per GPU (device type nvlink_gbps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stated %1 GB/s per GPU (supernode figure: fabric spec supernode.scale-up-gbytes-per-gpu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Node type %1 (%2 nodes, %3 GPUs each), one direction: %4; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path of railyard-probe on the nodes (default: the one beside this program for --launcher local, else railyard-probe on the nodes&apos; PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lldpctl output (-f json, json0, keyvalue or xml, with lldpctl show chassis in the same file to name the host): a file, or a folder of *.json / *.json0 / *.keyvalue / *.xml / *.txt files, one per host or switch (repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of the fabric&apos;s files could not be read; nothing was written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rated against: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: warning: row of %3 B: %4; left out of the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed ring (the log names none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proven by the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not proven by the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) whose busbw disagrees with algbw, left out of the verdict</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>  (busbw inconsistent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) implausible (above every ceiling their algorithm allows): left out of the per-rail and per-SU figures; check their logs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>step %1 not measured: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) not measured (could not start, timed out or no GPU): no verdict on their nodes and cables.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bad --host-map &quot;%1&quot;: expected HOST=DEVICE-NAME, e.g. &quot;worker-0=node01&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map one host name to a device: HOST=DEVICE-NAME (before any other matching; may be repeated). Mappings are stored with the runs and re-used by evaluate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluate: drop the host mappings stored with the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host mappings (stored with the runs):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 N %2 NB %3 P %4 Q %5, %6 s, %7 Gflops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no residual check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, residual %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, Rmax %1 PFLOPS = %2% of Rpeak %3 PFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already imported as HPL run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: HPL run %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HPL run %1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (at least %1: the highest rank listed is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (at least %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (the run failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ip #wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ip error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HPL run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HPL (Rmax / Rpeak):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli results criteria --db FILE [CRITERIA.yaml]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n acceptance criteria stored.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Acceptance report - %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 criteria pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plateau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No acceptance criteria are stored; set them with &apos;railyard-cli results criteria --db FILE CRITERIA.yaml&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 criteria pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli results evidence --db FILE --out FOLDER</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Evidence package written to %1: %n file(s); check it with &apos;sha256sum -c MANIFEST.sha256&apos; in that folder.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>warning: the input file %1 is not stored in the document (imported by an older Railyard); import it again to include it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-cli results import|list|show|compare|evaluate|remove|report|criteria|acceptance|evidence --db FILE ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark results: import FILE..., list, show RUN, compare RUN RUN, evaluate [RUN...], remove RUN, report, criteria [FILE.yaml], acceptance, evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acceptance: also write the verdicts as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acceptance: also write the report as PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evidence: the folder to write the package to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import FILE... | list | show RUN | compare RUN RUN | evaluate [RUN...] | remove RUN | report | criteria [FILE.yaml] | acceptance [--csv FILE] [--pdf FILE] | evidence --out FOLDER. RUN is a run number or &apos;last&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--today: &quot;%1&quot; is not a date (YYYY-MM-DD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Build progress of %1 on %2: %n cable(s), %3 installed (%4%), %5 verified (%6%), %7 faulty</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Row / rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By day (whole design, at the end of each day, UTC):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) changed status by hand since their last mark; they count with their present status on the last day only.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Show the build progress: planned, installed and verified cables per row and rack, and day by day from the technicians&apos; marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the table (total, rows, racks) as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the counts per day (total and rows) as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print rows only, not their racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last day of the history (default: today, UTC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover topology output, or ibnetdiscover -p or iblinkinfo output (the format is detected; repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other end: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Could not be verified (%n), not in the work list:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Write the technician&apos;s work list as PDF, a section per rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List and write only findings of these kinds, comma-separated (missing, not-seen, unexpected, swapped, wrong-port, wrong-device, degraded, unknown-device, unverifiable); repeat for several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KINDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no host or switch to collect from (no cabled Ethernet or InfiniBand plane).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout must be between 0 and 3600 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the folder to keep the collected files in: --output DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collected %1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not collected: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collected %1 of %2 file(s) into %3; %4 node(s) failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was collected; nothing to verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it with: ibsim -s %1 (add -N 8192 -S 512 -P 32768 for more than 2,048 nodes), then: ibsim-run ibnetdiscover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give what the fabric reported: --ibnetdiscover FILE, --lldp DIR or --inventory FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not placed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added, %2 changed, %3 unchanged, %4 conflicts (not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded in %1 (one undo step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give what the fabric reported: --counters FILE and/or --ethtool DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports checked: %1; unhealthy: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect lldpctl JSON from every host and switch and ibnetdiscover from one host per InfiniBand plane (ssh, srun, mpirun or local), keep the files in a folder and verify them against the planned cabling; exit 1 when anything is wrong or a node could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the collected files (lldp/&lt;node&gt;.json, ibnetdiscover/&lt;plane&gt;-&lt;node&gt;.txt), to re-verify offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect from this node only (repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not collect LLDP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not collect ibnetdiscover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds each command on a node may take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh configuration file (-F).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh identity file (-i).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More ssh -o Key=Value options (repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command printing the LLDP neighbours as JSON on a node; {node} is replaced by the node&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CMD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command printing the node&apos;s own LLDP chassis as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command printing the InfiniBand topology (-C DEVICE is added when the plan knows the port&apos;s RDMA device).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the commands that would run; run nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the planned InfiniBand fabric as an ibsim net file, to rehearse the fabric tools (ibnetdiscover, iblinkinfo) and verify against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the port GUIDs and MACs and the device GUIDs and chassis MACs that the fabric reports into the plan, matched by name, port and position; exit 1 when a value was refused because it is on another port or device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railyard-probe inventory output, JSON Lines (repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report what would change; write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check link health: port error counters (ibqueryerrors, perfquery, ethtool -S) and optics (ethtool -m) against the rules&apos; thresholds, on the planned ports and cables; exit 1 when a port is unhealthy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibqueryerrors or perfquery output (repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder with one folder per host holding &lt;interface&gt;.S.txt (ethtool -S) and &lt;interface&gt;.m.txt (ethtool -m) files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover output of the subnet, to place perfquery&apos;s LIDs (repeat for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules file: name mapping and the health thresholds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (other face)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Railyard</name>
    <message>
        <source>correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>interface type &quot;%1&quot; has no known speed; taken as 0</source>
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
        <source>cannot import: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials: devices, cables by length, transceivers, power (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the %1 output: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ansible inventory: groups by role, SU, rail, rack and row, host variables (YAML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udev rules: stable NIC names from PCI addresses, per node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># udev rules generated by Railyard: persistent NIC names from the PCI addresses in the design.
# Install the block for the node&apos;s device type as /etc/udev/rules.d/70-railyard-net.rules.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names PCI %2 &quot;%3&quot; but %4 names it &quot;%5&quot;; the rules for type %6 use &quot;%5&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type %1: the name %2 is given to PCI %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udev rules: NVMe drives named by physical slot from PCI addresses, per node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># udev rules generated by Railyard: NVMe drives by physical slot.
# Install the block for the node&apos;s device type as /etc/udev/rules.d/71-railyard-nvme.rules.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm topology.conf for the tree plugin: leaves with their nodes, then spines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Slurm topology.conf (TopologyPlugin=topology/tree) generated by Railyard from the design &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU node is cabled to a switch on a compute plane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm topology.conf for the block plugin: one block per scale-up domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Slurm topology.conf (TopologyPlugin=topology/block) generated by Railyard from the design &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no supernodes; each rack of GPU nodes is written as a block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># No supernodes in the design: one block per rack.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU node(s) belong to no block: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>IP plan: every address with its prefix and interface (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/etc/hosts lines for every address with a DNS name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># /etc/hosts entries generated by Railyard from the design &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name %1 is given to %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n IPv6 address(es) left out: this output is DHCPv4.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source># dnsmasq configuration generated by Railyard from the design &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DNS names share no domain; the zone is written for %1 with absolute names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox bulk import: %1 (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 is in no site; NetBox needs one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1 is in no site; NetBox needs one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The circuit through %1 %2 from %3 is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan: one row per cable, in pull order (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan, printable: a page per rack (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan - %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack/U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B rack/U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not racked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Patch plan: every front port of every patch panel (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trunk map: cables between the rear ports of patch panels (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch plan, printable: a page per panel and the trunk map (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch plan - %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front far end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear far end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circuit from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circuit to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trunks between panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label, A panel, positions, A rear port, B end, medium, length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable label texts, one row per cable end (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable label sheets, Avery L7160, with QR codes (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack elevations, front and rear, every rack side by side (SVG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack elevations, front and rear, a page per rack (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole design as a YAML design file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the YAML output: %1</source>
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
        <source>no compute NICs: set nics-per-node or the GPU count of &quot;%1&quot;</source>
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
        <source>a 2-tier per-rail Clos joins at most %1 leaves per rail, not %2; use a larger radix or 3 tiers (rail-optimized only)</source>
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
        <source>Expected a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown key ignored.</source>
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
        <source>Port &quot;%1&quot; is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rail needs a non-negative index.</source>
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
        <source>The length cannot be negative.</source>
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
        <source>Expected a text value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a whole number of 0 or more, found &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a list of text values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a mapping with a &quot;rules&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a list of rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a mapping (one rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a network in CIDR notation with the host bits zero (e.g. 10.0.0.0/24).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected prefix, rail or link, found &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown token {%1}; known: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule name &quot;%1&quot; is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule needs a prefix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a plane or a ports list, so the rule does not match every interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A per-rail rule needs subnet_length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subnet_length %1 does not fit in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocate IP addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the plane &quot;%2&quot; is not in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prefix %2 overlaps %3 of %4 in VRF &quot;%5&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prefix %2 overlaps the design&apos;s prefix %3 (%4) in VRF &quot;%5&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prefix %2 is exhausted: it holds %3 /%4 links, %5 cables need one (the first left without: %6 %7 - %8 %9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail subnets of rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rail %2 has no subnet: %3 holds %4 subnets of /%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prefix %2 is exhausted: %3 addresses from offset %4 (some already used), %5 interfaces need one (the first left without: %6 %7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix %1 overlaps %2 in VRF &quot;%3&quot;; mark the outer one with purpose &quot;container&quot; if that is meant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix %1 is %2% full (%3 of %4 addresses).</source>
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
        <source>A room has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device type has no slug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device type has no manufacturer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device type has no model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device has no role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plane has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A supernode has no name.</source>
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
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown label token {%1}; known: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label template is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; (cable %2 end %3 and cable %4 end %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) would not be unique; nothing was printed. Add {cable} and {end} to the template, or give the cables unique labels: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The member is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member must be a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member must be a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member must be an integer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times and bandwidths cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema version must be 1 or higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema version %1 is newer than this Railyard reads (%2); update Railyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown event &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank must be in 0 .. nranks-1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes, times and rates cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row needs mode &quot;nccl&quot; or &quot;tcp&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member must be an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object (%2); ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 does not follow the probe schema: %2: %3; ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is longer than %2 bytes; dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to run for this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rank %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TCP probe reported no transfer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NCCL run reported errors or wrong results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program to run on the nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nodes to run on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name that can be passed to a launcher; nothing was started for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid ssh user name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh option &quot;%1&quot; is not of the form Key=Value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>srun, %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid partition name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid account name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>srun argument &quot;%1&quot; must start with --.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>mpirun, %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>mpirun argument &quot;%1&quot; must start with -.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was killed by a signal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exited with code %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  stage %1: %n step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated duration: %1 min %2 s (%3 steps, run one after another)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU node %1 has no rail ports; it is only in the all-node step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all_reduce over all %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail %1: sendrecv %2 &lt;-&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tcp %1 (%2) -&gt; %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cable %1 is on %n slow path(s) and on no path that measured well</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>node %1 is in %n slow pair(s) and in no pair that measured well</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>QR codes need libqrencode, which this build of Railyard lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable labels (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the PDF output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no cables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot finish the PDF output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1 kW max, %2 kW typical, budget %3 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1 kW max, %2 kW typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-U and unplaced devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack elevations - %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front and rear faces of every rack, drawn by Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the SVG output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host pattern &quot;%1&quot; is not a valid regular expression: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is not tied to any node of the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no theoretical ceiling for the %1 collective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node&apos;s device type has no NVLink bandwidth, so a one-node run has no ceiling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink per GPU L = %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L x 2(n-1)/n = %1 x 2 x %2/%3 = %4 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 has no compute-rail ports with a speed in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I = %1 rails x %2 Gb/s / 8 = %3 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L = %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L unknown (not bounding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rank count %1 does not span several nodes of %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2; min(I/g x (n-1)/(n-g), L) = min(%3/%4 x %5/%6, L) = %7 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2; min(I/g, L) = %3 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2; SHARP: min(I, L) x 2(n-1)/n = %3 x 2 x %4/%5 = %6 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2; min(I, L) = %3 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no compute-rail ports with a speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design&apos;s compute-rail ports have different speeds, and perftest output does not say which port was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 x %1 Gb/s / 8 = %2 GB/s (both directions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gb/s / 8 = %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is binary, not a text benchmark output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is ibnetdiscover output (a fabric topology), not a benchmark result; use the cable verification instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is lldpctl JSON (LLDP neighbours), not a benchmark result; use the cable verification instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This JSON file is not an nccl-tests report (it has no &quot;results&quot; with &quot;bus_bw&quot; values).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This looks like rccl-tests output that could not be read as nccl-tests output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) of the run are not in the design.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The output has no device list, so the run cannot be tied to nodes of the design.</source>
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
        <source>&gt;= %1% of theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% to %2% of theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; %1% of theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail %1</source>
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
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n ranks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <source>The file holds %1 data from a newer Railyard (version %2; this version reads up to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving was cancelled; the file keeps its previous content.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to %2 U%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the type of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown rack or device type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 U) does not fit rack %3 at U%4: the rack has %5 U.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1-U%2 of rack %3 is taken by %4 (U%5-U%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 would draw %2 W, over its budget of %3 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid node rule &quot;%1&quot; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two nodes report the name &quot;%1&quot;; this one (GUID %2) is named &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has split ports; a device type was synthesised for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>InfiniBand switch, %n port(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Host, %n reported port(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>InfiniBand adapter, %n port(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Synthesised by the as-built import from what the fabric reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported as &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2 runs at %3 (%4 Gb/s), slower than the device&apos;s fastest link (%5, %6 Gb/s); recorded as found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link %1 %2 - %3 %4 was not made a cable: one of its ports is unknown or already cabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable %1 ends in a patch panel; the topology file holds direct links only</source>
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
        <source>unexpected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node rule needs a pattern and a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid regular expression &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a port rule needs exactly one of name and index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of plane names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the design has no plane &quot;%1&quot;</source>
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
    <message>
        <source>%1, discovered %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Marked %n cable(s) %1: %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not racked or not in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the work list: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing a PDF needs the graphical application object (QGuiApplication); none is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling work list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric discovered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do: every cable was seen as planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n items)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(crossed with %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railyard-probe %1: unexpected argument &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop when standard input closes (used through ssh, so that the probe ends with the connection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be an integer from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where sysfs is mounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where procfs is mounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local facts for the CMDB: GPUs, NICs, NVMe drives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: railyard-probe MODE [options]

Modes:
  nccl       NCCL collectives over a size sweep (needs CUDA, NCCL and a GPU)
  tcp        TCP throughput between two addresses (--listen or --connect)
  inventory  local facts: GPUs, NICs, InfiniBand ports, NVMe drives
  hello      multi-rank start-up check without GPUs (rank, size, rendezvous)
  version    print the version and the schema version

Output: JSON Lines on stdout, one event per line (docs/probe-jsonl.md).
Exit codes: 0 ok, 1 a check failed, 2 usage, 3 runtime error, 4 no GPU,
5 NCCL mode not built in.
Run &apos;railyard-probe MODE --help&apos; for the options of a mode.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railyard-probe: unknown mode &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA error in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL error in %1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective not supported by the probe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all_reduce, all_gather, reduce_scatter, alltoall, broadcast, sendrecv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply the size by F each step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up iterations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed iterations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check results (1) or not (0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0|1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs driven by this process (1 = one process per GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This process&apos;s rank (else from the launcher).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of processes (else from the launcher).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOST:PORT where rank 0 hands out the NCCL unique id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendezvous timeout, seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL collectives over a size sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railyard-probe nccl: unknown collective &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--minbytes/--maxbytes must be sizes with min &lt;= max.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA device on %1 (%2); the NCCL probe needs an NVIDIA GPU and its driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs requested from device %2, but only %3 were found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This railyard-probe was built without CUDA and NCCL; rebuild with RAILYARD_PROBE_NCCL=ON on a machine that has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resolve &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepting a connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bind to local address %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1 port %2 within %3 s: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal error: rendezvous blob has the wrong size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendezvous: only %1 of %2 ranks connected to port %3 within %4 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendezvous: rank 0 at %1 port %2 did not send the id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard input closed (the launcher went away); stopping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 of %2 senders connected within %3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--connect needs a port (HOST:PORT or --port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bytes must be a size such as 64M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 broke after %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not acknowledge the transfer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 acknowledged %2 of %3 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive: listen on ADDRESS (* = all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to HOST[:PORT].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send from this local ADDRESS (one per rail or plane).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send for S seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after SIZE bytes (K/M/G suffixes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep retrying a refused connection for S seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag written into the row (a rail, a link).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive: stop after N connections (0 = until --timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive: give up after S seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP throughput between two addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railyard-probe tcp: give --listen or --connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of ranks (else from the launcher).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOST:PORT where rank 0 hands out the id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-rank start-up check without GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id received was corrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a single value, not a list or mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was stopped before this step ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no benchmark run #%1 to add a row to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no benchmark run #%1 to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No `fabric:` section: a fabric spec file is a design file (or a bare document) with the generator&apos;s spec under `fabric:`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Mark %n cable(s) %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design is not stored in a Railyard file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML nests deeper than %1 levels; no Railyard file nests that deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 bytes; Railyard reads YAML files of at most %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The folder keeps its previous files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the file into place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the file keeps its last saved content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was opened read-only or cannot be written (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot copy the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was opened read-only; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has schema version %1, which no Railyard writes (the file was damaged or changed by another program); it was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was written by a newer Railyard (schema version %1; this version reads up to %2); it was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds Railyard tables but no schema version (0), which no Railyard writes; it was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design refers to a missing object (table %1, row %2, to %3); nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program created the file meanwhile; it was left as it is and nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot give the new file its name: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the write was incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the file: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design was changed by another program since it was read: reload and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 &quot;%2&quot; is not allowed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 output cannot hold the %2 &quot;%3&quot; of %4: %5 Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm output cannot hold the %1 &quot;%2&quot; of %3: Slurm names hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; (no spaces, &apos;=&apos;, &apos;,&apos;, &apos;[&apos; or &apos;]&apos;). Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 output cannot hold the address &quot;%2&quot;: it is not an IP address. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 &quot;%2&quot; is not allowed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1 characters long; at most %2 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds the control character %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds the invisible character %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It starts or ends with white space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A host name is at most %1 characters long (RFC 1123), not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A host name holds only letters a-z, digits and hyphens, with dots between labels (RFC 1123), not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A host name has no empty labels (no leading, trailing or double dot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label of a host name is at most %1 characters long (RFC 1123), not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label of a host name neither starts nor ends with a hyphen (RFC 1123).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An interface name is at most %1 bytes long (IFNAMSIZ - 1), not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An interface name cannot be &quot;.&quot; or &quot;..&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An interface name holds no white space, &apos;/&apos;, &apos;:&apos;, quotes, backslash, &apos;$&apos; or non-ASCII characters (found %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PCI address is [DDDD:]BB:DD.F in hexadecimal, e.g. 0000:1b:00.0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A MAC address is six hexadecimal pairs separated by &apos;:&apos;, e.g. A0:88:C2:00:00:01.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GUID is 16 hexadecimal digits, e.g. 0x946dae03006f0a01.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 &quot;%4&quot; -&gt; &quot;%5&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 %4 with data</source>
        <extracomment>%1 = the object (&quot;SU2&quot;), %2 of %3 = members with data, %4 = &quot;nodes&quot; or &quot;links&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst: %1</source>
        <extracomment>followed by the name of the worst member and its figures</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rated: not every member has data</source>
        <extracomment>an aggregate whose members are not all measured is not rated</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reported name &quot;%1&quot; cannot be a device name: %2 (--sanitize-names changes such names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mapping names front port &quot;%1&quot;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renamed &quot;%1&quot; to &quot;%2&quot;: Railyard names each port of a device once, and the port at line %3 has this name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is defined twice in %2. First at line %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox console server port type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First at line %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) in this file not listed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>slug &quot;%1&quot; is already used by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; holds no device-type files (.yaml or .yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>console port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front or rear port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; has %2 positions; it needs at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; has the type &quot;%2&quot;, which is not a NetBox %3 type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is an interface type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front port &quot;%1&quot; maps to &quot;%2&quot;, which is not a rear port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front port &quot;%1&quot; maps to rear port &quot;%2&quot;, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front port &quot;%1&quot; uses position %2 of rear port &quot;%3&quot;, which has positions 1 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front ports &quot;%1&quot; and &quot;%2&quot; both use position %3 of rear port &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A module bay has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Module bay &quot;%1&quot; is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 carries the ends of two cables (%2 and %3); nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the length either as length_m or as length with length_unit, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length_unit is given without a length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length needs a length_unit (one of: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown length unit &quot;%1&quot;; expected one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown length unit &quot;%1&quot;; the units are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length: write a number and a unit (%2), or leave it empty for an unknown length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  without length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the Slurm node list: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm node list names no node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>--strict: %n warning(s), so nothing was written:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Unbalanced &quot;]&quot; in the host list &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unbalanced &quot;[&quot; in the host list &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number or range in the host list &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range &quot;%1&quot; runs backwards in the host list &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host list &quot;%1&quot; names too many hosts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host list &quot;%1&quot; names more than %2 hosts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU nodes %1 and %2 would both be the Slurm node %3; give them distinct host names or use --node-names name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU node(s) of the design are not in Slurm&apos;s node list and are left out: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source># Leaves that share GPU nodes (the rail leaves of one scalable unit) are one switch here: Slurm&apos;s tree needs each node under one leaf switch.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Left out, no GPU node of Slurm&apos;s under them: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># The switches below share no common switch in the design but are cabled together beneath; a virtual root joins them so that Slurm sees one tree.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The compute fabric has %n part(s) that no cable joins (%1); Slurm places no job across them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) have fewer nodes than the base block size %1 and are left out (Slurm&apos;s block plugin refuses them): %2; their nodes %3 are in no block.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The zone %1 has no NS record: the design has no name server (give a device the role name-server, or use railyard-cli dns-export --name-server). BIND will not load the zone until one is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS forward zone file (SOA, NS, A/AAAA records) for the design&apos;s DNS names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name server %1 lies in the zone %2 but the design gives it no address: give --name-server-address, or give the name server an address with that DNS name. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS reverse zone file (in-addr.arpa PTR records) for the design&apos;s IPv4 addresses with DNS names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no IPv4 address with a DNS name, so there is no reverse zone to write. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The design&apos;s addresses share no first octet, so no single reverse zone holds them; write the %n zones (%1) with railyard-cli dns-export --dir DIR. Nothing was written.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The design has no reverse zone %1 (it has: %2). Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n IPv6 address(es) left out: the reverse zones are IPv4 (in-addr.arpa) only.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>BIND named.conf zone statements for a DNS export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 give the group name %3; written as %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ansible group names collide: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) have no address in the design; their ansible_host is their name, for DNS to resolve: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) have no MAC on the interface of a planned address (%1 address(es), the first: %2) and get no DHCP reservation: the server, which hands out reserved addresses only, gives them nothing.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>ISC Kea DHCPv4 configuration: interfaces, subnets and host reservations, reserved hosts only (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dnsmasq DHCP (reserved hosts only) and host records: dhcp-range, dhcp-host and host-record lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link subnets of rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network %1 is in several VRFs; one DHCP server serves it once, so only the addresses of its first VRF are in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is named %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface names in the kernel&apos;s namespace (ethN, ibN, ...) race with the kernel (systemd.link(5)); the rules use the PCI path name instead: %1. Set if_name in the design to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PCI address on any port of the server type(s) %1: no udev rule can name their NICs, so none is written for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no PCI addresses: the file holds no rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit rack %2 (U1-U%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in rack %2 overlaps %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2: type %3 is not a NetBox %4 type; written without a type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1 joins NetBox terminations %2 and %3, which NetBox cannot connect (it joins console ports to console server ports and power ports to power outlets or feeds); the cable is not written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the page is too narrow for the columns %2 on one line; their longer cells wrap onto a second line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label of cable %1, end %2, does not fit the %3 stock (%4 x %5 mm) even at %6 pt: it is printed cut off (&quot;%7&quot;). Use a larger stock or a shorter template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has characters IBDM does not take in a name; the topology and IBNL files call it &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the InfiniBand fabric has %1 parts that no switch joins: %2; each is a subnet of its own with its own subnet manager, and ibdmchk checks only the part of the SM it is given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the topology has no switch type; ibdmchk needs one to route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 changed, but NetBox&apos;s id for it is not known; change it in NetBox by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the file: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed JSON: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a NetBox API page: expected an object with &quot;count&quot; and &quot;results&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a NetBox API page: &quot;results&quot; is missing or not a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a NetBox API page: &quot;count&quot; is missing or not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;count&quot; is %1 here but %2 on the first page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next page (%1) is not in the folder; save it as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;count&quot; says %1 objects but the pages hold %2: a page is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing or not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a text value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a NetBox choice value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a NetBox object with an &quot;id&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refers to %1 %2, which %3.json does not hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 name %2 is used twice; NetBox %1 %3 is named %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device status %1 has no Railyard equivalent; the device is planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refers to locations %1, which locations.json does not hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location %1 is nested more than two levels deep; it is a row of room %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox device %1 has no name; it is named %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Device %1: %n port(s) have the name of another kind of port of the device and are named with their kind, e.g. %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Missing or not a list of terminations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox cable %1 has %2 terminations at one end; Railyard keeps one port per end, so the cable is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A termination needs &quot;object_type&quot; and an integer &quot;object_id&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox cable %1 ends on a %2, which Railyard does not model; the cable is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox cable %1 ends on %2 %3, which no file of the folder holds; the cable is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length unit %1 is not one Railyard takes (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) have no type in NetBox; their medium is guessed from their ports (power for power ports, copper for BASE-T and 8P8C, else mmf).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This row has %1 fields but the header has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text after the closing quote of a field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quoted field starts here and never ends (a missing closing &quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: a CSV export starts with a header row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sites.json or sites.csv: save GET /api/dcim/sites/ as sites.json, or the sites list&apos;s CSV export as sites.csv, there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column &quot;%1&quot; is missing; the header has: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox id (a whole number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not True or False.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value or label of NetBox 4.6.8&apos;s %2; it is kept as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no row for &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several rows of %1 are &quot;%2&quot;; Railyard cannot tell which is meant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at site %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a speed as NetBox writes it (&quot;10 Gbps&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;&lt;rear port&gt;:&lt;position&gt;&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1 has no rear port %2 in rear-ports.csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length as NetBox writes it (&quot;3 m&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NetBox cable %1 ends on %2, which is not a device&apos;s port; the cable is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These names are RDMA device names (/sys/class/infiniband), not network interface names: no rule renames a NIC to them, %1. Put the RDMA device name in rdma_device and the netdev name in if_name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device type %1: its extra map has an nvme-bays list that cannot be read (%2); give the type drive_bays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device type %1: drive bay %2 has no PCI address: no rule names its drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra is not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra is not a YAML map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra.nvme-bays is not a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra.nvme-bays[%1] needs a name and a pci_address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An RDMA device name is 1 to 63 ASCII letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, e.g. mlx5_7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another device has the same node GUID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another device has the same chassis MAC; verification cannot tell the two apart by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drive bay has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive bay &quot;%1&quot; is defined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive bays &quot;%1&quot; and &quot;%2&quot; have the same PCI address %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cabling plan: one row per PSU with its PDU, outlet and feed leg (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cabling plan: one row per PSU with its PDU, outlet and feed leg (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cabling plan - %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack/U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not cabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n power port(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Power cabling plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console cabling plan: one row per console port with its console server port (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console port %1 of %2 does not reach a console server port (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1 has no power port %2 in power-ports.csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>console server port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power outlet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (%2): %3 of %4 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (%2): %3 kW, no capacity set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leg %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    %1: %2 of %3 kW (%4 of %5 outlets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    %1: %2 kW (%3 of %4 outlets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 kW max of %3 kW budget; %4 kW connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 kW max, no budget; %3 kW connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure (%1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>PDUs in no rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n racked power port(s) with no power cable to an outlet</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Device types without a power figure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected draw (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No power figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a power outlet draws from a power port of its device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power outlet draws from a power port of the same device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a power outlet has a feed leg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The feed leg must be A, B or C (NetBox feed_leg), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The available power cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a power port (a PDU&apos;s inlet) has an available power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable joins power port %1 to power port %2; make the PDU&apos;s end a power outlet (kind power-outlet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cable cannot join %1 (%2) to %3 (%4): power ports connect to power outlets, console ports to console server ports (or through front and rear ports), interfaces to interfaces (NetBox&apos;s cable rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PSUs cabled to the rack&apos;s PDUs draw %1 kW, over the rack&apos;s budget of %2 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) in the rack have no power figure (device types %1: no power_max_w, power_typical_w or power port draw); the rack&apos;s %2 of %3 kW counts them as 0 W.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The PSUs cabled to PDU %1 draw %2 kW, over its %3 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed leg %1 of PDU %2 carries %3 kW, over its %4 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; is no power outlet; only outlets have a power port and a feed leg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power outlet &quot;%1&quot; draws from power port &quot;%2&quot;, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power outlet &quot;%1&quot; draws from &quot;%2&quot;, which is not a power port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power outlet &quot;%1&quot; has feed leg &quot;%2&quot;; NetBox&apos;s legs are A, B and C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected even or minimum, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups &quot;%1&quot; and &quot;%2&quot; give node type &quot;%3&quot; different CPUs; give each group a node type of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a CPU socket count from 0 to 1024, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a figure of 0 or more, found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (GPUs %2 + CPUs %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rpeak FP64 (PFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a single-tier rail-only fabric holds %1 node slots, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard&apos;s facts are given twice: here and in %1; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network rack positions left empty: %1. placement.network-racks-per-row keeps %2 per row and the switches needed fewer, so these positions stay free (for growth) and the rows&apos; rack numbers skip them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twin-port cage holds %1 (%2) and %3 (%4): one cage takes one transceiver, both ports need one medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n 1x%1 breakout cable(s) (%2) are written as their legs, one cable row each: NetBox&apos;s CSV import takes one termination per cable end. NetBox 4.5 and later can hold each as one cable of profile breakout-1c%1p-%1c1p.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>NetBox has no cable profile for a 1x%1 breakout: %n breakout cable(s) (%2) are written as their legs, one cable row each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A breakout has 2 to 8 lanes, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The breakout has lanes 0 to %1; lane %2 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 has a second leg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakout %1: its cage port does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakout %1: %2 lanes; a breakout has 2 to 8 legs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The breakout does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakout %1 has lanes 0 to %2; lane %3 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakout %1: lane %2 has no port on the cage&apos;s device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakout cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 legs connected, %3 free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another breakout has the same label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The breakout&apos;s cage port does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The breakout&apos;s cage %1 is not a network interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable has a lane but belongs to no breakout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 is the cage of breakout %2; only its legs start there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable is a leg of a breakout that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane %1 of breakout %2 has a second leg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leg of breakout %1 starts at %2, not on the device of its cage %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leg is %1 but its breakout %2 is %3: one cable has one medium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breakout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1x%1 breakout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of interface names, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare port &quot;%1&quot; is not a port of this device type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare port &quot;%1&quot; is a %2, not an interface; only interfaces can be spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare port &quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either count (nodes) or gpus (GPUs or NPUs, rounded up to whole nodes), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key: count (nodes) or gpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either count (nodes) or gpus (GPUs or NPUs), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpus needs the GPUs per node: set gpus-per-node or the gpu_count of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 more (%3 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a text key, not a list or map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file starts like JSON but is not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no lldpctl files (*.json, *.json0, *.keyvalue, *.xml or *.txt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not key=value; expected lldpctl -f keyvalue output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: the key %2 names no interface and field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the XML element &lt;%1&gt; is not lldpctl output (expected &lt;lldp&gt; or &lt;local-chassis&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed XML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected lldpctl output (-f json, json0, keyvalue or xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is lldpctl&apos;s plain text output, which is not read (its layout changes between versions); save the output with lldpctl -f json (or -f keyvalue, -f xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not lldpctl output: expected JSON, keyvalue or XML (lldpctl -f json, json0, keyvalue or xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no local chassis, so the host name &quot;%1&quot; was taken from the file name; if the design calls the device otherwise, add the output of lldpctl show chassis to the file (in the same format) or rename the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CollNet (SHARP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLS tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 busbw %2 is not algbw %3 x %4 = %5 for n = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 busbw %2 / algbw %3 fits no rank count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed ring: the log names no algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node: NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes: the rails of the slowest node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point-to-point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; tree on 2 nodes: min(I, L) x 2(n-1)/n = %2 x 2 x %3/%4 = %5 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree on 2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intra-node NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL_TESTS_SPLIT groups of %1 ranks, each inside one node; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-network reduction set by the user (--sharp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-network reduction set for the run (--sharp at import, or detected in the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above line rate, explained by %1 (%2% of the %3 GB/s line rate; the %1 ceiling is %4 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of the %2 GB/s %3 ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and the log shows no SHARP, NVLS or tree (assumed ring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (up to %2 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; only %1 would explain it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; above every ceiling this hardware allows (at most %1 GB/s, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>implausible: check the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ceiling: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s, %2 ceiling (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Implausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the dump holds %n node(s) and no link: ibnetdiscover saw only the adapter it ran on, whose port is down or not cabled; check that port (ibstat) or run ibnetdiscover on a host whose port is up</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>SU%1</source>
        <extracomment>a scalable unit, numbered from 1 as in the reference architectures (SU1, SU2, ...)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n NCCL rail step(s) cannot be confined to their rail: the rail ports are not named after their RDMA device (e.g. mlx5_0), so NCCL_IB_HCA cannot be set. Their figures give no per-rail verdict; name the ports after their HCAs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>rail %1, %2: all_reduce over %3 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured, no verdict (no ceiling, or a run over several rails)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage: %1 of %2 GPU nodes, %3 of %4 rails, %5 of %6 leaves and %7 of %8 rail links have a measurement; %9 links have a verdict of their own (a run confined to their rail).</source>
        <extracomment>%1 of %2 nodes, %3 of %4 rails, %5 of %6 leaf switches, %7 of %8 links; %9 links rated</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no benchmark run #%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plateau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The acceptance criteria are not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no &quot;acceptance:&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;acceptance&quot; must be a list of criteria.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A criterion must be a map of keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown key; expected one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a single value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a number of 0 or more, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another criterion is already named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown metric &quot;%1&quot;; expected one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown collective &quot;%1&quot; (an nccl-tests name such as all_reduce).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a message size in bytes (8589934592) or with K, M, G (8G), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown scope &quot;%1&quot;; expected one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No HPL test that passed its residual check%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and has an Rpeak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No complete %1 run%2%3 with a figure at %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> over all %n GPU node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> on at least %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>its ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 %3 %4 %5 (%6 #%7, %8; best of %n qualifying)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>HPL run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder is not empty; the evidence package needs a new or empty folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The HPL result row could not be read (time &quot;%1&quot;, Gflops &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A residual check without a result row before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no HPL result rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test %1 (line %2) has no residual check: the output stops before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The closing summary (&quot;Finished ... tests&quot;, &quot;End of Tests.&quot;) is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No design: Rpeak is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has no GPU or CPU FP64 figures: Rpeak is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rpeak is at least %1 PFLOPS, but %2 node(s) lack a GPU FP64 figure and %3 a CPU figure, so no efficiency is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rpeak %1 PFLOPS = GPUs %2 PFLOPS (%3 GPUs) + CPUs %4 PFLOPS (%5 CPUs), from the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an HTML page (a saved web page?), not a benchmark output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds NCCL log lines (NCCL INFO/WARN) but no nccl-tests result table: the run stopped before printing results, or only NCCL&apos;s log was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No nccl-tests or perftest output was found in the file (%n line(s) of text; the first reads &quot;%1&quot;).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The device list is incomplete (%1 of %2 ranks listed), so the nodes of the run are not known and it is not rated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The device list is incomplete (%n rank(s) listed, the highest is %1, so at least %2 ranks ran), so the nodes of the run are not known and it is not rated.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This is HPL output without a result row: the run stopped before its first test finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The device list is incomplete: %n rank(s) listed of the %1 ranks NCCL reports (highest rank listed: %2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The device list is incomplete: %n rank(s) listed, but the highest rank is %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Trunk positions: each position of each trunk from front port to front port, after the trunk&apos;s polarity (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trunk %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 to %3:%4, %5 positions, %6 fibres, polarity %7; columns: A position, A front port, B position, B front port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given, straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trunk has 0 (not given) to %1 fibres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibres and polarity describe a trunk between two rear ports; this cable is not one and they are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trunk of %1 fibres cannot carry the %2 positions of its rear ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trunk joins rear ports of %1 and %2 positions; positions above %3 lead nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Type C trunk flips fibres in pairs; with %1 single-fibre positions the last one has no partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map of interface name to RDMA device name, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an RDMA device name (such as mlx5_0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an interface of this device type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA device &quot;%1&quot; is given to both %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an RDMA device name such as mlx5_0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an RDMA device name (such as mlx5_0) or a pattern such as mlx5_{rail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of RDMA device names, one per rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pattern with {rail} must be the list&apos;s only entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane %1 has no cabled host to run ibnetdiscover on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lldpcli show chassis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 printed nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wrote more than %2 MiB; stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Record %n identit(ies) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Record identities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected ibnetdiscover -p output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GUID on this line is not valid; the link is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an ibnetdiscover -p line, skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no port line (SW, CA or RT, LID, port, GUID) found; this is not ibnetdiscover -p output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected iblinkinfo output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch GUID &quot;%1&quot; is not valid; the node is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an iblinkinfo line, skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no valid port GUID on this adapter line, skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the far end of this link is not understood; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane rate %1 Gb/s is not an InfiniBand speed; the link is kept without speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &quot;Switch:&quot; or &quot;CA:&quot; header found; this is not iblinkinfo output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the far end &quot;%1&quot; (LID %2) is no single node of the file; it is matched by its description only (run opensm first, so that every port has a LID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than 512 MiB; not an InfiniBand dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no RDMA device name (rdma_device); its HCA is described &quot;%3&quot;, which a host would not print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable %1 ends in a patch panel; the net file holds direct links only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable %1 shares a port with another cable; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port line before any &quot;Errors for&quot; line skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port number %1 out of range 1-255</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line not in ibqueryerrors&apos; format skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counters of LID %1 port %2 cannot be placed on one port; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line not in perfquery&apos;s format skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line not in ethtool -S format skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ethtool -S output (no &quot;NIC statistics:&quot; line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ethtool -m output (no vendor, receive power or temperature line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file larger than 64 MiB not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ibqueryerrors or perfquery output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1receive power %2 dBm below the module&apos;s low alarm threshold %3 dBm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1receive power %2 dBm above the module&apos;s high alarm threshold %3 dBm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1receive power %2 dBm below the module&apos;s low warning threshold %3 dBm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1receive power %2 dBm above the module&apos;s high warning threshold %3 dBm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1receive power %2 dBm below the rules&apos; minimum %3 dBm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature %1 °C above the module&apos;s high alarm threshold %2 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature %1 °C below the module&apos;s low alarm threshold %2 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature %1 °C above the module&apos;s high warning threshold %2 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature %1 °C above the rules&apos; maximum %2 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the module reports &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LID %1 cannot be placed without an ibnetdiscover dump of its subnet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LID %1 is not in the ibnetdiscover dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a port of the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(cable %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(cable %1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unverifiable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line longer than 256 KiB skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inventory record without a host name skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inventory record without a list of NICs skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC without a name skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 lines; the rest was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: added %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: changed from %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: unchanged %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 not recorded: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reports disagree; %1 was recorded first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no port of %2 matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 is not in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: no port of the device matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a map of counter names to counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a count (a whole number, 0 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the InfiniBand dump reaches plane %1 only; the design also plans the InfiniBand plane(s) %2, whose %3 planned links are not covered. ibnetdiscover sees one subnet: run it on a host of each subnet and give every dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which maps to no port of the design; plan says %3. Cannot be verified: check the port name mapping (rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, a node that does not say which machine it is; plan says %3. Cannot be verified: set its description or record its GUID in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, a node that does not say which machine it is. Cannot be verified: set its description or record its GUID in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which maps to no port of the design. Cannot be verified: check the port name mapping (rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack %1 U%2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown finding kind &quot;%1&quot;; known kinds: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: cabled as planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plug a cable into %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plug cable %1 into %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plug into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move cable %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replace the optic or cable %1 between %2 and %3 (the link runs at %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove the cable between %1 and %2 (not in the plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove the cable between %1 and %2, or add that node to the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap the cables at %1 %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap the cables at %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not seen (%2 planned links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check that %1 is powered and its cables are plugged: none of its %2 planned links was seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap cable %1 with cable %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other end: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Could not be verified (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>These observations could not be resolved to the design; they are not work items. Fix the port name mapping or the node descriptions and check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was seen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tr</name>
    <message>
        <source>Cannot write the design as YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 %4 of %3 %4 (%5%)</source>
        <extracomment>%1 = the step, %2 measured, %3 expected, %4 unit (GB/s, Gb/s), %5 percent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured, no expected figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suspect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed or suspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 GB/s of %3 GB/s (%4%)
run %5, %n run(s) in all</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1
No run with a theoretical ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
No benchmark data</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n failed run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;; available: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 findings, worst: %2</source>
        <extracomment>%1 = number of findings, %2 = the worst of them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong</source>
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
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: the step could not start, timed out or found no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measured only by %n run(s) over several rails at once: no verdict for this link (a run confined to its rail gives one).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Suspect: run %1 reached %2% of its ceiling, which any of its rails may have held back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run with a theoretical ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspect: a run over several rails that crossed it was below the pass threshold; run a step confined to this rail.</source>
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
    <message>
        <source>Start on a view: racks, floor, topology, cables, ips, summary, validation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::BuildProgressWidget</name>
    <message>
        <source>Row / rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cables planned: %2 installed (%3), %4 verified (%5), %6 faulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables of the whole design, day by day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables of %1, day by day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Build Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the build progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build progress exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) changed status by hand since their last mark; they count with their present status on the last day only.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::ConnectDialog</name>
    <message>
        <source>Connect ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device:port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit of the length: metres, centimetres, feet or inches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::DeviceDialog</name>
    <message>
        <source>The device no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ports and cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 %3, %4, rack %5 U%6, %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Far end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::ExportOptionsDialog</name>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Strict: treat every warning as an error and write nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short host name (gpu001.example.net gives gpu001)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device name as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Node names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every GPU node of the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slurm.conf (its NodeName= lines) or a file of node names: only these nodes are written, and design hosts Slurm does not know are warned about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm node &amp;list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the devices with role name-server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name &amp;server (FQDN):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name server &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOA s&amp;erial:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DHCP (Kea, dnsmasq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;interfaces (comma-separated):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SOA serial must be a number from 0 to 4294967295, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm node list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::FabricWizard</name>
    <message>
        <source>New fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf/spine switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf oversubscription (down:up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks per row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Totals&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The oversubscription must look like 2:1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes, %2 GPUs, %3 fabric switches, %4 cables, %5 racks&lt;br&gt;maximum power %6 kW, estimated bisection %7 Tb/s (one direction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating the fabric...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::FloorPlanView</name>
    <message>
        <source>%1
%2 of %3 kW</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::HostMappingsDialog</name>
    <message>
        <source>Host mappings of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One mapping per line, tried in order before the other matching rules:
  HOST=DEVICE        an explicit map, e.g. worker-0=node01
  REGEX=&gt;TEMPLATE    a pattern over the whole host name, e.g. worker-(\d+)=&gt;node0\1
The runs are evaluated again with these mappings, which are stored with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is neither HOST=DEVICE nor REGEX=&gt;TEMPLATE with a valid regular expression.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::LiveCablingDialog</name>
    <message>
        <source>Check cabling now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach the nodes with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh configuration file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the ssh configuration says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the files in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLDP from every host and switch (lldpcli)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover from one host per InfiniBand plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to collect: the design has no cabled Ethernet or InfiniBand plane, or both kinds are off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a folder to keep the files in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Collecting from %n node(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>collected (%n byte(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 node(s) read; %3 finding(s) to fix so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1 of %2 node(s) read, %3 failed; %4 finding(s) to fix. Files in %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::MainWindow</name>
    <message>
        <source>Railyard</source>
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
        <source>Cannot open the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IP addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect Ports...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Floor Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;IP Addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;abric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Fabric...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Railyard&lt;/b&gt; %1&lt;br&gt;Design, document and verify GPU clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search device, port, cable, IP, serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing matches &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard designs (*.railyard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo or redo failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validating...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 racks, %2 devices, %3 GPUs, %4 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give both ends as device:port, e.g. node01:p0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when Railyard is started again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the fabric...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot generate the fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) marked.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import &amp;Benchmark Results...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read nccl-tests or perftest output into the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark &amp;Results Report (PDF)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification &amp;Work List (CSV, PDF)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;erification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show All Results on the &amp;Views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify Cabling...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;Checks...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the benchmark results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import benchmark results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark output (*.txt *.log *.out *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design is not stored in a Railyard file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %n benchmark file(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: host %2 is not a device of the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already present</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Benchmark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export benchmark results report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying the cabling...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot verify the cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verification run was not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling verified: every observed link is as planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cabling verified: %n finding(s) to fix.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cable verification: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export work list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify the cabling first (Tools &gt; Verify Cabling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older file format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was saved by an older Railyard (file format %2). Editing it upgrades the file to format %3, after which older Railyard versions cannot open it. Open it read-only to look at it without changing the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade and Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open read-only: the file is not changed, and edits are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 [read-only] - Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 was written, with %n warning(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Host mappings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build &amp;Progress...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned, installed and verified cables per row and rack, day by day from the technicians&apos; marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the cables...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compute the build progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record Identities...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check Cabling &amp;Now...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record identities from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric reports (*.txt *.json *.json0 *.keyvalue *.xml *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record identities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record identities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added, %2 changed, %3 unchanged, %4 conflicts (not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling checked: every observed link is as planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cabling checked: %n finding(s) to fix.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::OverlayMap</name>
    <message>
        <source>No SU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (worst %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::PropertyEditor</name>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a device, rack or cable to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Device&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rack&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cable&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node GUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System image GUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis MAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Port&lt;/b&gt; %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface name (netdev)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port GUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit port %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load, leg %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 kW, %3 of %4 outlets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW, %2 of %3 outlets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected draw (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n PDU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No power figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Breakout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: leg %2 of %3 from %4; %5 connected, %6 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibres: a whole number from 0 (not given) to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::RackElevationView</name>
    <message>
        <source>Drop the device onto a rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device types (drag onto a rack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power %1 of %2 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power %1 kW, no budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 %3, U%4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected %1 kW on %n PDU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No power figure: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::ReloadBar</name>
    <message>
        <source>File changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the file again with the other program&apos;s changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program. Edits here are refused until it is reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::ResultsDashboard</name>
    <message>
        <source>Benchmark results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plateau bus bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg bus bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No benchmark runs are stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs: %2 pass (&gt;= %3% of theoretical), %4 below expected, %5 failed, %6 incomplete or unrated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weakest rail: %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weakest SU: %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of theoretical per rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of theoretical per SU (worst node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth against message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size (bytes, log2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ceiling %2 GB/s, dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ceiling %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend across runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: %1. Rated against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host mappings...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit how host names of the selected runs map to devices of the design; the runs are evaluated again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Host mappings (stored with the runs):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) implausible: check their logs (left out of the rail and SU figures).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::RunChecksDialog</name>
    <message>
        <source>Run checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local (this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH (one connection per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm srun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open MPI mpirun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path of railyard-probe on the nodes (on this machine for the local launcher).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use loopback addresses (every node is this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves the design&apos;s rail addresses into 127.0.0.0/8 so that the TCP steps run on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user (ssh config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port (ssh config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow running as root (mpirun --allow-run-as-root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce per rail across each SU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce over all nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send/receive between nodes on the same leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send/receive across the spine layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP between rail addresses and over direct cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>64 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railyard-probe program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to check: the plan has no steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Running %n step(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: stopping the running processes...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n step(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Suspects: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot store the results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) stored in the document (Results tab).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Storing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::RunTableModel</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated against %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smooth lines in the topology (slower on big fabrics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::TableTab</name>
    <message>
        <source>Filter (any column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::TopologyView</name>
    <message>
        <source>Rail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the fabric...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Drawing %n link(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::VerifyDialog</name>
    <message>
        <source>...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover output (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how names map to the design (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ibnetdiscover output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLDP folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of LLDP files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report planned cables of devices that reported nothing as missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give an ibnetdiscover file, an LLDP folder or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder of lldpctl output files (-f json, keyvalue or xml), or one file (optional)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::WorkListModel</name>
    <message>
        <source>Not racked / not in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rack %1 (%n items)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>U%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (crossed with %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack / U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not be verified (%1), not work items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observations that could not be resolved to the design: fix the port name mapping or the node descriptions and check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was seen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::gui::WorkListWidget</name>
    <message>
        <source>Mark &amp;fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark &amp;verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;correct cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable was re-seated or moved: set it to installed, to be checked again by the next verification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable was checked and is right: set it to verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) marked %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not marked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only findings of this kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By finding kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of the items inside each rack.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::models::CableTableModel</name>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cable medium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cable status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leg %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::models::DeviceTypeModel</name>
    <message>
        <source>%1 %2 (%3 U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 W maximum, %n port(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::models::IpTableModel</name>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit address %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ry::models::ProjectTreeModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>site, %n room(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>room, %n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row, %n rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 U, %n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of %2 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum power %1 W, budget %2 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1 %2, %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in a rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::undo::DesignSession</name>
    <message>
        <source>The design was not written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
