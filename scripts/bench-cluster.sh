#!/usr/bin/env bash
# The cluster's load benchmark, as docs/scaling.md reports it: PostgreSQL, Redis, three nodes
# and HAProxy (scripts/cluster.sh), then `turnpan loadtest --two-players` with GAMES friend
# games whose two players have sockets of their own, through the proxies. Optionally kills the
# node that owns the most games in the middle of the run and checks that every acknowledged
# move is in the database.
#
#   scripts/bench-cluster.sh [GAMES=10000] [DURATION=30] [THINK_MS=3000]
#   KILL_AT=S     kill -9 the node owning the most live games S seconds into the measurement
#   BIN=path      the node and load generator binary (default target/release/turnpan)
#   PG_ASYNC=1    PostgreSQL with synchronous_commit off (docs/scaling.md says why)
#   KEEP=1        keep the logs (nodes, load generators) in the printed directory
#
# This machine kind allows 20,000 open files per process, and a proxy holds two per socket:
# the sockets go through three HAProxy processes (the cluster's and two more on the next
# ports, same configuration), and the games are split between two load generator processes.
# Prints each load generator's report, the bus traffic (Redis's counters) per move, and with
# KILL_AT the takeover and the check of the acknowledged moves.
# A benchmark, not a test: run it on a quiet machine, several times, and report every run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=$PATH:/usr/sbin:/sbin
BIN=${BIN:-target/release/turnpan}
GAMES=${1:-10000}
DURATION=${2:-30}
THINK=${3:-3000}
DIR=$(mktemp -d /tmp/turnpan-bench-cluster.XXXXXX)
# As root, PostgreSQL runs as the postgres user inside it.
chmod 755 "$DIR"
export TURNPAN_CLUSTER_DIR=$DIR/cluster TURNPAN_BIN=$BIN
EXTRA_PIDS=()
cleanup() {
    for p in "${EXTRA_PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    if [ -n "${KEEP:-}" ]; then
        # The logs stay; the processes do not.
        cp -r "$TURNPAN_CLUSTER_DIR"/*.log "$DIR"/ 2>/dev/null || true
        scripts/cluster.sh down >/dev/null 2>&1 || true
        echo "logs kept in $DIR" >&2
    else
        scripts/cluster.sh down >/dev/null 2>&1 || true
        rm -rf "$DIR"
    fi
}
trap cleanup EXIT

# Every simulated player connects from loopback: HAProxy's cap per address must not count them
# as one client.
TURNPAN_CLUSTER_CONNECTIONS_PER_ADDRESS=${TURNPAN_CLUSTER_CONNECTIONS_PER_ADDRESS:-1000000} \
    scripts/cluster.sh up >/dev/null
eval "$(scripts/cluster.sh env)"
: "${TURNPAN_CLUSTER_URL:?cluster.sh env names no proxy}" "${TURNPAN_CLUSTER_DB:?}" "${TURNPAN_CLUSTER_BUS:?}"
PROXY_PORT=${TURNPAN_CLUSTER_URL##*:}
REDIS_PORT=${TURNPAN_CLUSTER_BUS##*:}
URLS=$TURNPAN_CLUSTER_URL
if [ -n "${PG_ASYNC:-}" ]; then
    psql "$TURNPAN_CLUSTER_DB" -qc "ALTER SYSTEM SET synchronous_commit = off" \
        -c "SELECT pg_reload_conf()" >/dev/null
fi
# Two more proxies, the same configuration on the next ports.
for i in 1 2; do
    port=$((PROXY_PORT + 10 * i))
    sed -e "s|127.0.0.1:$PROXY_PORT|127.0.0.1:$port|" \
        -e "s|stats socket [^ ]*|stats socket $DIR/haproxy$i.sock|" \
        "$TURNPAN_CLUSTER_DIR/haproxy.cfg" >"$DIR/haproxy$i.cfg"
    haproxy -db -f "$DIR/haproxy$i.cfg" >"$DIR/haproxy$i.log" 2>&1 &
    EXTRA_PIDS+=($!)
    URLS="$URLS,http://127.0.0.1:$port"
done
for url in ${URLS//,/ }; do
    until curl -sf -o /dev/null "$url/api/health"; do sleep 0.1; done
done

redis() { redis-cli -p "$REDIS_PORT" "$@"; }
psql_q() { psql "$TURNPAN_CLUSTER_DB" -Atc "$1"; }
stat_of() { redis INFO stats | tr -d '\r' | sed -n "s/^$1://p"; }
moves0=$(psql_q "SELECT count(*) FROM moves")

half=$((GAMES / 2))
for part in 1 2; do
    "$BIN" loadtest --two-players --url "$URLS" --games "$half" --duration "$DURATION" \
        --think-ms "$THINK" --parallel 96 --timeline --record "$DIR/acked$part.json" \
        >"$DIR/load$part.txt" 2>&1 &
    EXTRA_PIDS+=($!)
    LOADERS[part]=$!
done

# The bus's traffic over the measurement's steady part: from its start (both load generators
# say when every game is set up) for half its length, without a kill in it.
until grep -q "measurement begins" "$DIR/load1.txt" && grep -q "measurement begins" "$DIR/load2.txt"; do
    sleep 0.1
done
window_start=$(date +%s%N)
in0=$(stat_of total_net_input_bytes)
out0=$(stat_of total_net_output_bytes)
cmd0=$(stat_of total_commands_processed)
m0=$(psql_q "SELECT count(*) FROM moves")
sleep "$((DURATION / 2 - 1))"
in1=$(stat_of total_net_input_bytes)
out1=$(stat_of total_net_output_bytes)
cmd1=$(stat_of total_commands_processed)
m1=$(psql_q "SELECT count(*) FROM moves")

if [ -n "${KILL_AT:-}" ]; then
    # KILL_AT seconds into the measurement.
    sleep "$(python3 -c "print(max(0, $KILL_AT - ($(date +%s%N) - $window_start) / 1e9))")"
    victim=$(psql_q "SELECT o.node_id FROM game_owners o JOIN games g ON g.id = o.game_id \
        WHERE g.status = 'playing' GROUP BY o.node_id ORDER BY count(*) DESC LIMIT 1")
    owned=$(psql_q "SELECT count(*) FROM game_owners o JOIN games g ON g.id = o.game_id \
        WHERE g.status = 'playing' AND o.node_id = '$victim'")
    killed_at=$(date +%s%N)
    scripts/cluster.sh kill "$victim" >/dev/null
    echo "killed $victim, owner of $owned playing games"
    # The takeover: until no playing game is owned by the dead node's generation.
    until [ "$(psql_q "SELECT count(*) FROM game_owners o JOIN games g ON g.id = o.game_id \
        WHERE g.status = 'playing' AND o.node_id = '$victim'")" = 0 ]; do
        sleep 0.05
    done
    echo "every game of $victim owned by another node after $(( ($(date +%s%N) - killed_at) / 1000000 )) ms"
fi

for part in 1 2; do
    wait "${LOADERS[part]}" || true
    echo "--- load generator $part"
    cat "$DIR/load$part.txt"
done

moves=$((m1 - m0))
echo "--- bus (Redis) over the first half of the measurement: $moves moves stored"
echo "in: $(( (in1 - in0) / moves )) B/move, out: $(( (out1 - out0) / moves )) B/move, commands: $(( (cmd1 - cmd0) * 10 / moves )) per 10 moves"
echo "all moves stored in the run: $(( $(psql_q "SELECT count(*) FROM moves") - moves0 ))"

if [ -n "${KILL_AT:-}" ]; then
    echo "--- acknowledged moves against the database"
    psql_q "SELECT game_id || ' ' || string_agg(uci, ' ' ORDER BY seq) FROM moves GROUP BY game_id" \
        >"$DIR/stored.txt"
    python3 - "$DIR/stored.txt" "$DIR/acked1.json" "$DIR/acked2.json" <<'EOF'
import json, sys
stored = {}
for line in open(sys.argv[1]):
    parts = line.split()
    if parts:
        stored[parts[0]] = parts[1:]
games = lost = acked = extra = 0
for path in sys.argv[2:]:
    for game, moves in json.load(open(path)).items():
        games += 1
        acked += len(moves)
        have = stored.get(game, [])
        if have[:len(moves)] != moves:
            lost += 1
            print(f"game {game}: acknowledged {moves}, stored {have}")
        extra += max(0, len(have) - len(moves))
print(f"{games} games, {acked} acknowledged moves, games missing an acknowledged move: {lost}, "
      f"stored moves never acknowledged (in flight at the end or the kill): {extra}")
EOF
fi
