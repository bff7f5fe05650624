#!/usr/bin/env bash
# Runs a ctest preset's tests one area (label) at a time and prints the wall time each took.
#
#   scripts/ctest-by-label.sh PRESET [LABEL ...] [-- CTEST_ARGS ...]
#
# With no LABEL: every area of tests/CMakeLists.txt (unit consumers fabric-sim gui server fuzz),
# then any test that has none of them (listed, and run, so nothing is left out). Areas without
# tests are reported as such. Exit status: non-zero when any area had a failing test.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
preset=${1:?usage: $0 PRESET [LABEL ...] [-- CTEST_ARGS ...]}
shift
all_areas=(unit consumers fabric-sim gui server fuzz)
areas=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do areas+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
extra=("$@")
[ ${#areas[@]} -eq 0 ] && areas=("${all_areas[@]}" unlabelled)
jobs=$(nproc 2>/dev/null || echo 2)
any_re="^($(IFS='|'; echo "${all_areas[*]}"))\$"

count() { ctest --preset "$preset" -N "$@" 2>/dev/null | sed -n 's/^Total Tests: //p'; }

summary=()
status=0
for area in "${areas[@]}"; do
    if [ "$area" = unlabelled ]; then sel=(-LE "$any_re"); else sel=(-L "^${area}\$"); fi
    n=$(count "${sel[@]}")
    if [ "${n:-0}" -eq 0 ]; then
        summary+=("$(printf '%-12s %5s tests %8s  %s' "$area" 0 - "none")")
        continue
    fi
    [ "$area" = unlabelled ] && echo "ctest-by-label: $n test(s) without an area label:" &&
        ctest --preset "$preset" -N "${sel[@]}" | grep 'Test *#'
    echo "=== ctest --preset $preset: area $area ($n tests)"
    start=$(date +%s%N)
    ctest --preset "$preset" -j "$jobs" --no-tests=ignore "${sel[@]}" "${extra[@]}"
    rc=$?
    ds=$((($(date +%s%N) - start) / 100000000))
    secs="$((ds / 10)).$((ds % 10))s"
    result=passed
    if [ $rc -ne 0 ]; then result="FAILED (ctest exit $rc)"; status=1; fi
    summary+=("$(printf '%-12s %5s tests %8s  %s' "$area" "$n" "$secs" "$result")")
done
echo
echo "=== Time per test area (ctest --preset $preset, -j $jobs)"
printf '%s\n' "${summary[@]}"
exit $status
