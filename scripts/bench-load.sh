#!/usr/bin/env bash
# The server's load benchmark, as docs/server.md reports it: a release server on a fresh SQLite
# database, `turnpan loadtest` with N hot-seat games over WebSockets, then the start-up time of a
# new server process on the same database (it resumes every unfinished game before it listens).
#
#   scripts/bench-load.sh [GAMES=10000] [DURATION=30] [THINK_MS=1800]
#   BIN=path/to/turnpan scripts/bench-load.sh ...   (default target/release/turnpan)
#   TIMELINE=1     also print the second-by-second timeline (client and server side)
#   METRICS_OUT=F  save the server's /metrics at the end of the run to F
#   LOADTEST_ARGS  more `turnpan loadtest` options (e.g. the mass events: --flaggers 10000)
#   AGAIN=1        then a second load test on the same server, beside the first one's games
#                  (left unfinished; they retire from memory about a minute later)
#
# This machine kind allows 20,000 open files per process (not raised even as root): keep the
# measured games plus any mass event's games under about 19,000.
#
# Prints the load generator's report and "startup: N ms to serve with M unfinished games".
# A benchmark, not a test: run it on a quiet machine, several times, and report every run.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-target/release/turnpan}
GAMES=${1:-10000}
DURATION=${2:-30}
THINK=${3:-1800}
PORT=${PORT:-18480}
DIR=$(mktemp -d /tmp/turnpan-load.XXXXXX)
trap 'kill "$SERVER" 2>/dev/null && wait "$SERVER" 2>/dev/null; rm -rf "$DIR"' EXIT

serve() {
    "$BIN" serve --bind 127.0.0.1 --port "$PORT" --db "sqlite://$DIR/load.db" 2>>"$DIR/server.log" &
    SERVER=$!
}

wait_health() {
    local start=$1
    until curl -sf -o /dev/null "http://127.0.0.1:$PORT/api/health"; do
        sleep 0.02
        if ! kill -0 "$SERVER" 2>/dev/null; then
            echo "the server died: $(tail -3 "$DIR/server.log")" >&2
            exit 1
        fi
    done
    echo $(( ($(date +%s%N) - start) / 1000000 ))
}

serve
wait_health "$(date +%s%N)" >/dev/null
load() {
    "$BIN" loadtest --games "$GAMES" --url "http://127.0.0.1:$PORT" --duration "$DURATION" \
        --think-ms "$THINK" ${TIMELINE:+--timeline} ${LOADTEST_ARGS:-}
}
load
if [ -n "${AGAIN:-}" ]; then
    echo "--- again, on the same server"
    load
fi
if [ -n "${METRICS_OUT:-}" ]; then
    curl -sf "http://127.0.0.1:$PORT/metrics" >"$METRICS_OUT" || echo "no /metrics" >&2
fi
kill "$SERVER"
wait "$SERVER" 2>/dev/null || true

start=$(date +%s%N)
serve
ms=$(wait_health "$start")
unfinished=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"select count(*) from games where status in ('playing','waiting')\").fetchone()[0])" "$DIR/load.db")
echo "startup: $ms ms to serve with $unfinished unfinished games"
