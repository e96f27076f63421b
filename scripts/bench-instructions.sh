#!/usr/bin/env bash
# Search cost in instructions: the first COUNT positions of a file (moves from the start, one per
# line) searched to a fixed depth by `turnpan bestmove` under valgrind's cachegrind, which counts
# the instructions run. Unlike time, the count does not depend on the machine's load, so a
# change of speed at equal nodes shows up exactly. Needs `valgrind` (Debian package).
#
#   scripts/bench-instructions.sh [DEPTH] [COUNT] [VARIANT] [FILE]
#   TURNPAN=/path/to/turnpan scripts/bench-instructions.sh 8 10
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-8}
count=${2:-10}
variant=${3:-turkish-noelephant}
file=${4:-scripts/match/bench-turkish.txt}
bin=${TURNPAN:-target/release/turnpan}
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
instructions=0
nodes=0
done_=0
while IFS= read -r line; do
    [[ -z "$line" || "$line" == \#* ]] && continue
    [[ $done_ -ge $count ]] && break
    out=$(valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$bin" --variants scripts/match bestmove --variant "$variant" --moves "$line" \
        --depth "$depth" --movetime 600000 2>"$log")
    ir=$(sed -nE 's/.*I[[:space:]]+refs:[[:space:]]+([0-9,]+).*/\1/p' "$log" | tr -d ,)
    [[ -n "$ir" ]] || { echo "no instruction count from valgrind:" >&2; cat "$log" >&2; exit 1; }
    n=$(sed -E 's/.*"nodes":([0-9]+).*/\1/' <<<"$out")
    instructions=$((instructions + ir))
    nodes=$((nodes + n))
    done_=$((done_ + 1))
done <"$file"
echo "$variant depth $depth: $done_ positions, $nodes nodes, $instructions instructions," \
    "$((instructions / (nodes > 0 ? nodes : 1))) per node"
