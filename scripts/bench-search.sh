#!/usr/bin/env bash
# Search speed and tree size: every position of a file (moves from the start, one per line)
# searched to a fixed depth by `turnpan bestmove`; prints the total nodes, time and nodes per
# second. Deterministic in nodes (one thread, fresh table per position), so a change of the
# node count is a change of the search, and a change of the time at equal nodes is speed.
#
#   scripts/bench-search.sh [DEPTH] [VARIANT] [FILE]
#   scripts/bench-search.sh 10 turkish-noelephant scripts/match/bench-turkish.txt
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-10}
variant=${2:-turkish-noelephant}
file=${3:-scripts/match/bench-turkish.txt}
bin=${TURNPAN:-target/release/turnpan}
nodes=0
ms=0
count=0
while IFS= read -r line; do
    [[ -z "$line" || "$line" == \#* ]] && continue
    out=$("$bin" --variants scripts/match bestmove --variant "$variant" --moves "$line" \
        --depth "$depth" --movetime 600000)
    n=$(sed -E 's/.*"nodes":([0-9]+).*/\1/' <<<"$out")
    t=$(sed -E 's/.*"time_ms":([0-9]+).*/\1/' <<<"$out")
    nodes=$((nodes + n))
    ms=$((ms + t))
    count=$((count + 1))
done <"$file"
echo "$variant depth $depth: $count positions, $nodes nodes, $ms ms, $((nodes * 1000 / (ms > 0 ? ms : 1))) nodes/s"
