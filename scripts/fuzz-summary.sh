#!/usr/bin/env bash
# Prints the figures of the last fuzz run (tests/fuzz/run-fuzzer.sh logs): executions, corpus
# size, crash inputs per harness, and totals.   scripts/fuzz-summary.sh [build/asan/tests/fuzz]
set -uo pipefail
dir=${1:-build/asan/tests/fuzz}
if ! ls "$dir"/logs/*.log >/dev/null 2>&1; then
    echo "fuzz-summary: no logs in $dir/logs (run ctest --preset asan -L fuzz first)"
    exit 1
fi
total_execs=0 total_crashes=0
printf '  %-16s %12s %8s %8s\n' harness executions corpus crashes
for log in "$dir"/logs/*.log; do
    h=$(basename "$log" .log)
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    corpus=$(find "$dir/corpus/$h" -type f 2>/dev/null | wc -l)
    crashes=$(find "$dir/artifacts/$h" -type f 2>/dev/null | wc -l)
    printf '  %-16s %12s %8s %8s\n' "$h" "${execs:-?}" "$corpus" "$crashes"
    total_execs=$((total_execs + ${execs:-0}))
    total_crashes=$((total_crashes + crashes))
done
printf '  %-16s %12s %8s %8s\n' total "$total_execs" "" "$total_crashes"
if [ "$total_crashes" -gt 0 ]; then
    echo "  crash inputs: $dir/artifacts/<harness>/ (keep each in tests/fuzz/regressions/<harness>/)"
fi
