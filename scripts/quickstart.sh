#!/usr/bin/env bash
# The README's Quick start, on a fresh Debian 12 machine (as root, or with sudo; apt reachable).
#
#   bash scripts/quickstart.sh run    install what is missing, build, generate the bundled
#                                     255-node HGX B200 example into a database, validate and
#                                     analyse it, export its plans and open it in the GUI (with no
#                                     display: the same work headless, plus a screenshot of the
#                                     topology; everything lands in out/)
#   bash scripts/quickstart.sh test   install what is missing, build, run every test (ctest, one
#                                     area at a time: unit, consumers, gui, ...; times printed)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-run}
case "$what" in run|test) ;; *) echo "usage: $0 run|test" >&2; exit 2 ;; esac

scripts/install-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset dev
cmake --build --preset dev -j "$jobs"

if [ "$what" = test ]; then
    # Every test, one area (ctest label) at a time, with the time each took.
    exec scripts/ctest-by-label.sh dev
fi

cli=build/dev/app/railyard-cli
gui=build/dev/app/railyard
out=out
mkdir -p "$out"
# The bundled 255-node HGX B200 example (8-rail optimized fat-tree, InfiniBand NDR): generate it
# into a database, validate it, analyse the fabric and export the plans a crew builds from.
spec=resources/examples/kakao-b200-255.yaml
db="$out/kakao-b200-255.railyard"
rm -f "$db" "$db-wal" "$db-shm"
"$cli" generate --db "$db" "$spec"
"$cli" validate --db "$db"
"$cli" analyse --db "$db"
for f in yaml:design.yaml cabling-csv:cabling.csv cabling-pdf:cabling.pdf \
         rack-elevation-pdf:rack-elevations.pdf labels-pdf:labels.pdf bom-csv:bom.csv \
         slurm-topology:topology.conf ansible-inventory:inventory.yaml; do
    "$cli" export --db "$db" --format "${f%%:*}" -o "$out/kakao-b200-255.${f#*:}"
done
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    echo "Opening $db in Railyard"
    exec "$gui" "$db"
fi
QT_QPA_PLATFORM=offscreen "$gui" "$db" --view topology --screenshot "$out/kakao-b200-255.png"
echo
echo "No display, so the work was done headless. Output in $(pwd)/$out/:"
ls -1 "$out" | sed 's/^/  /'
echo "Open the design later with: $gui $db"
