#!/usr/bin/env bash
# The README's Quick start, on a fresh Debian 12 machine (as root, or with sudo; apt reachable).
#
#   bash scripts/quickstart.sh run    install what is missing, build, load the bundled example
#                                     design into a database, validate it, print its counts and
#                                     open it in the GUI (with no display: the same work headless,
#                                     and a screenshot; everything lands in out/)
#   bash scripts/quickstart.sh test   install what is missing, build, run every test (ctest)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-run}
case "$what" in run|test) ;; *) echo "usage: $0 run|test" >&2; exit 2 ;; esac

scripts/install-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset dev
cmake --build --preset dev -j "$jobs"

if [ "$what" = test ]; then
    ctest --preset dev -j "$jobs"
    exit $?
fi

cli=build/dev/app/railyard-cli
gui=build/dev/app/railyard
example=resources/examples/small-cluster.yaml
out=out
mkdir -p "$out"
db="$out/small-cluster.railyard"
rm -f "$db" "$db-wal" "$db-shm"
"$cli" init "$db" --from "$example"
"$cli" validate --db "$db"
"$cli" info --db "$db"
"$cli" export --db "$db" --format yaml -o "$out/small-cluster.exported.yaml"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    echo "Opening $db in Railyard"
    exec "$gui" "$db"
fi
QT_QPA_PLATFORM=offscreen "$gui" "$db" --screenshot "$out/small-cluster.png"
echo
echo "No display, so the work was done headless. Output in $(pwd)/$out/:"
echo "  $db                     the design database (open it with build/dev/app/railyard)"
echo "  $out/small-cluster.exported.yaml   the design exported as YAML"
echo "  $out/small-cluster.png             a screenshot of the main window"
