#!/bin/bash
# Makes the ibsim samples of tests/data/verify/health/ and tests/data/verify/record-ids/ (how they
# were made; README.md beside this file). Debian 12: ibsim-utils 0.10, opensm 3.3.23,
# infiniband-diags 44.0. Run from an empty working folder; it leaves its files there.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cp "$here/ibsim.net" net
export IBSIM_SOCKNAME=ry-health-$$ IBSIM_SERVER_PORT=$((20000 + $$ % 1000))
export SIM_HOST="gpu-001 mlx5_0"
mkfifo console
sleep 100000 > console & keep=$!
ibsim -s net < console > ibsim.log 2>&1 & sim=$!
osm=
stop() { # opensm first (it hangs if ibsim goes first), then ibsim and the console's writer
    [ -n "$osm" ] && kill "$osm" 2>/dev/null && wait "$osm" 2>/dev/null
    kill "$sim" "$keep" 2>/dev/null || true
}
trap stop EXIT
sleep 2
ibsim-run opensm -f ./osm.log > opensm.out 2>&1 & osm=$!
sleep 8
ibsim-run ibnetdiscover > ibsim-named.txt
# The planted counters (ibsim console: PerformanceSet "nodeid"[port] attribute.field=value).
{
    echo 'PerformanceSet "leaf-1"[3] PortCounters.SymbolErrorCounter=1234'
    echo 'PerformanceSet "leaf-1"[3] PortCounters.LinkDownedCounter=3'
    echo 'PerformanceSet "gpu-003 mlx5_0"[1] PortCounters.PortRcvErrors=57'
    echo 'PerformanceSet "leaf-2"[7] PortCounters.PortRcvRemotePhysicalErrors=250'
} > console
sleep 1
ibsim-run ibqueryerrors > ibqueryerrors-ibsim.txt || true # exit 1: errors found
ibsim-run perfquery 2 3 > perfquery-ibsim-lid2-port3.txt
# The same fabric as a site with default descriptions would report it.
sed -E 's/"gpu-00[0-9] mlx5_[0-9]"/"MT4129 ConnectX7   Mellanox Technologies"/; s/"leaf-[0-9]"/"Quantum-2 Mellanox Technologies"/' \
    ibsim-named.txt > ibsim-generic.txt
