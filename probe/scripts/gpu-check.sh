#!/usr/bin/env bash
# One short check of railyard-probe's NCCL mode on a machine with NVIDIA GPU(s), CUDA and NCCL.
# Builds railyard-probe only, then runs every collective on one GPU, a 2-rank run over the
# TCP rendezvous when 2+ GPUs exist, and prints the figures to record in the issue note.
# Usage: bash probe/scripts/gpu-check.sh [BUILD_DIR]   (about 2-4 minutes incl. the build)
set -uo pipefail
cd "$(dirname "$0")/../.."
B=${1:-build/gpu-check}
OUT=${OUT:-$B/gpu-check-out}
mkdir -p "$OUT"
nvidia-smi -L || echo "nvidia-smi: none"
cmake -S . -B "$B" -G Ninja -DRAILYARD_BUILD_TESTS=OFF -DRAILYARD_BUILD_BENCH=OFF \
    -DRAILYARD_PROBE_NCCL=ON >"$OUT/configure.log" 2>&1 || { tail -20 "$OUT/configure.log"; exit 1; }
grep "railyard-probe" "$OUT/configure.log"
cmake --build "$B" --target railyard-probe -j"$(nproc)" >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
P=$B/probe/railyard-probe
$P version
rc=0
for c in all_reduce all_gather reduce_scatter alltoall broadcast sendrecv; do
    timeout 120 $P nccl -c $c -b 8 -e 256M -f 4 -w 5 -n 20 >"$OUT/nccl-1gpu-$c.jsonl"
    r=$?; echo "1 GPU $c: exit $r"; [ $r -eq 0 ] || rc=1
done
NG=$(nvidia-smi -L 2>/dev/null | wc -l)
if [ "$NG" -ge 2 ]; then
    for c in all_reduce sendrecv alltoall; do
        # --rank/--nranks make each local rank 0, so each process is pinned to its GPU here.
        CUDA_VISIBLE_DEVICES=1 timeout 180 $P nccl -c $c -b 1K -e 1G -f 8 --rank 1 --nranks 2 \
            --rendezvous 127.0.0.1:29517 >"$OUT/nccl-2rank-$c-r1.jsonl" &
        CUDA_VISIBLE_DEVICES=0 timeout 180 $P nccl -c $c -b 1K -e 1G -f 8 --rank 0 --nranks 2 \
            --rendezvous 127.0.0.1:29517 >"$OUT/nccl-2rank-$c-r0.jsonl"
        r=$?; wait; echo "2 ranks $c: exit $r"; [ $r -eq 0 ] || rc=1
    done
    timeout 180 $P nccl -c all_reduce -b 1K -e 1G -f 8 -g "$NG" >"$OUT/nccl-1proc-${NG}gpu.jsonl"
    r=$?; echo "1 process x $NG GPUs all_reduce: exit $r"; [ $r -eq 0 ] || rc=1
fi
# Figures: largest size per file, both halves, and any wrong elements.
for f in "$OUT"/nccl-*.jsonl; do
    python3 - "$f" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.startswith('{')]
rr = [r for r in rows if r.get('event') == 'row']
err = [r['message'] for r in rows if r.get('event') == 'error']
st = next((r for r in rows if r.get('event') == 'started'), {})
if rr:
    r = rr[-1]
    print(f"{sys.argv[1].split('/')[-1]}: {r['collective']} n={st.get('total_ranks')} "
          f"{st.get('devices', [{}])[0].get('model', '?')} NCCL {st.get('nccl_version')}: "
          f"{r['size']} B oop {r['oop']['time_us']:.1f} us algbw {r['oop']['algbw']:.2f} "
          f"busbw {r['oop']['busbw']:.2f} GB/s wrong {sum(x['oop']['wrong'] + x['ip']['wrong'] for x in rr)}")
for e in err:
    print(f"{sys.argv[1].split('/')[-1]}: ERROR {e}")
PY
done
exit $rc
