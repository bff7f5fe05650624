#!/usr/bin/env bash
# run-fuzzer.sh BINARY NAME SECONDS BUILD_DIR SEED_DIR REGRESSION_DIR
# Fuzzes one harness for SECONDS from a scratch corpus (seeds and regression inputs merged in),
# keeps the log in BUILD_DIR/logs/NAME.log, and prints one line of figures. A crash leaves its
# input in BUILD_DIR/artifacts/NAME/; copy it to REGRESSION_DIR with the fix.
set -uo pipefail
bin=$1 name=$2 secs=$3 build=$4 seeds=$5 regressions=$6
corpus=$build/corpus/$name
artifacts=$build/artifacts/$name
log=$build/logs/$name.log
rm -rf "$corpus" "$artifacts"
mkdir -p "$corpus" "$artifacts" "$build/logs"
# -timeout: one input taking 10 s is a hang; -rss_limit_mb: growing past 2 GB is a blow-up;
# -max_len: inputs up to 64 KiB (the seeds are smaller).
"$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$seeds" "$regressions" \
    >"$log" 2>&1
rc=$?
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
crashes=$(find "$artifacts" -type f | wc -l)
printf 'fuzz %-16s %10s executions in %ss, %s crash input(s), exit %s\n' \
    "$name" "${execs:-?}" "$secs" "$crashes" "$rc"
if [ $rc -ne 0 ]; then
    # The report (stack, sanitizer message) and where the input is.
    grep -v '^#[0-9]* *\(NEW\|REDUCE\|pulse\|INITED\)' "$log" | tail -60
    echo "artifacts: $artifacts"
fi
exit $rc
