#!/usr/bin/env bash
# Runs clang-tidy 14 (.clang-tidy) over core/ app/ probe/ with a build's compile_commands.json
# (default build/asan, configured and built first: the moc output must exist). Run by .ci/run.
#
#   scripts/run-clang-tidy.sh [BUILD_DIR] [FILE_REGEX]
#
# Every finding fails the run, except readability-function-size while RAILYARD_TIDY_STRICT is
# not 1: its findings (functions over 200 lines, being split under issue 11) are then printed
# and counted only. Exit: 0 clean, 1 findings, 2 tools or build missing.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
root=$(pwd)
build=${1:-build/asan}
regex=${2:-"^$root/(core|app|probe)/.*\\.cpp\$"}
strict=${RAILYARD_TIDY_STRICT:-0}
jobs=$(nproc 2>/dev/null || echo 2)
if [ ! -f "$build/compile_commands.json" ]; then
    echo "run-clang-tidy: $build/compile_commands.json is missing (cmake --preset asan)" >&2
    exit 2
fi
tidy=$(command -v clang-tidy-14 || command -v clang-tidy || true)
runner=$(command -v run-clang-tidy-14 || command -v run-clang-tidy || true)
if [ -z "$tidy" ]; then
    echo "run-clang-tidy: clang-tidy-14 is not installed (scripts/install-deps.sh)" >&2
    exit 2
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if [ -n "$runner" ]; then
    "$runner" -clang-tidy-binary "$tidy" -p "$build" -j "$jobs" -quiet "$regex" >"$log" 2>&1
else
    python3 -c 'import json,re,sys; [print(e["file"]) for e in json.load(open(sys.argv[1]))
        if re.search(sys.argv[2], e["file"])]' "$build/compile_commands.json" "$regex" |
        sort -u | xargs -P "$jobs" -n 4 "$tidy" -p "$build" --quiet >"$log" 2>&1
fi
files=$(python3 -c 'import json,re,sys; print(len({e["file"] for e in json.load(open(sys.argv[1]))
    if re.search(sys.argv[2], e["file"])}))' "$build/compile_commands.json" "$regex")
# One line per finding: "path:line:col: error: message [check,-warnings-as-errors]"
# (run-clang-tidy-14 always asks for colour: the escapes are removed first).
sed -i 's/\x1b\[[0-9;]*m//g' "$log"
findings=$(grep -E '^/.*:[0-9]+:[0-9]+: (warning|error): .*\[[a-z0-9.,-]+\]$' "$log" | sort -u)
size=$(grep -c 'readability-function-size' <<<"$findings" || true)
other=$(grep -vc 'readability-function-size' <<<"$findings" || true)
[ -z "$findings" ] && size=0 other=0
if [ "$other" -gt 0 ]; then
    echo "=== clang-tidy: $other finding(s) (each is an error):"
    grep -v 'readability-function-size' <<<"$findings" | sed "s#^$root/##"
fi
if [ "$size" -gt 0 ]; then
    echo "=== clang-tidy: $size function(s) over 200 lines (readability-function-size):"
    # The note under each finding says how long the function is.
    grep -E '^/.*: note: [0-9]+ lines including' "$log" | sort -u | sed "s#^$root/##"
fi
if grep -qE 'error: .*(file not found|unknown argument)|Error while processing' "$log"; then
    echo "=== clang-tidy could not process some files:"
    grep -E 'error: .*(file not found|unknown argument)|Error while processing' "$log" | head -20
    other=$((other + 1))
fi
echo "clang-tidy: $files files, $other finding(s), $size function(s) over 200 lines" \
     "(RAILYARD_TIDY_STRICT=$strict: function size $([ "$strict" = 1 ] && echo fails || echo is reported only))"
if [ "$other" -gt 0 ] || { [ "$strict" = 1 ] && [ "$size" -gt 0 ]; }; then
    exit 1
fi
exit 0
