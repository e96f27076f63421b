#!/usr/bin/env bash
# A Turnpan cluster on this machine, for development and tests: PostgreSQL, Redis, three nodes
# and HAProxy in front of them, all on loopback ports (deploy/README.md, "A cluster on one
# machine"):
#
#     scripts/cluster.sh up           # start whatever is not running; prints the URLs
#     scripts/cluster.sh status       # what runs, and HAProxy's view of the nodes
#     scripts/cluster.sh kill node2   # SIGKILL one node (failover experiments)
#     scripts/cluster.sh start node2  # start it again
#     scripts/cluster.sh env          # the URLs as NAME=value lines, for other scripts
#     scripts/cluster.sh down         # stop everything and delete the state directory
#
# Uses Debian's postgresql, redis-server and haproxy (scripts/install-test-deps.sh installs
# them) and the node binary $TURNPAN_BIN (default target/release/turnpan; build it first).
# Everything lives in $TURNPAN_CLUSTER_DIR (default /tmp/turnpan-cluster): the database, the pids
# and each part's log. Ports: $TURNPAN_CLUSTER_PG_PORT (55433), $TURNPAN_CLUSTER_REDIS_PORT
# (56379), $TURNPAN_CLUSTER_NODE_PORTS (the three nodes: "18081 18082 18083") and
# $TURNPAN_CLUSTER_PROXY_PORT (18080). HAProxy lets one address hold
# $TURNPAN_CLUSTER_CONNECTIONS_PER_ADDRESS connections (64; loopback is an address like any
# other there, so load generators raise it). $TURNPAN_NODE_ARGS adds flags to every node (e.g.
# "--static web/dist"; the nodes run in the repository's root). `up` records these settings
# in the state directory and every later command uses the recorded ones: to change them, `down`
# first. As root, PostgreSQL runs as the `postgres` user; the rest runs as the caller. Nothing
# restarts a node that exits: `status` shows it, `start NODE` or `up` starts it again.
set -euo pipefail

# Debian puts haproxy in /usr/sbin, which is not on an ordinary user's PATH.
PATH=$PATH:/usr/sbin:/sbin
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
STATE=${TURNPAN_CLUSTER_DIR:-/tmp/turnpan-cluster}
STATE=$(realpath -m -- "$STATE")
MARK=$STATE/cluster.env
NODES=(node1 node2 node3)
WAIT=${TURNPAN_CLUSTER_WAIT:-60}

say() { echo "cluster: $*" >&2; }
die() {
    say "$@"
    exit 1
}

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2
    exit 2
}

# ---- settings: from the environment at the first `up`, recorded in $MARK after it ----------

load_settings() {
    if [ -f "$MARK" ]; then
        # shellcheck source=/dev/null
        . "$MARK"
        PROXY_CONNS=${PROXY_CONNS:-64}
        return
    fi
    PG_PORT=${TURNPAN_CLUSTER_PG_PORT:-55433}
    REDIS_PORT=${TURNPAN_CLUSTER_REDIS_PORT:-56379}
    NODE_PORTS=${TURNPAN_CLUSTER_NODE_PORTS:-18081 18082 18083}
    PROXY_PORT=${TURNPAN_CLUSTER_PROXY_PORT:-18080}
    PROXY_CONNS=${TURNPAN_CLUSTER_CONNECTIONS_PER_ADDRESS:-64}
    BIN=$(realpath -m -- "${TURNPAN_BIN:-$ROOT/target/release/turnpan}")
    NODE_ARGS=${TURNPAN_NODE_ARGS:-}
    PG_BIN=$(find /usr/lib/postgresql/*/bin -maxdepth 0 2>/dev/null | sort -V | tail -n 1 || true)
}

save_settings() {
    {
        printf 'PG_PORT=%q\n' "$PG_PORT"
        printf 'REDIS_PORT=%q\n' "$REDIS_PORT"
        printf 'NODE_PORTS=%q\n' "$NODE_PORTS"
        printf 'PROXY_PORT=%q\n' "$PROXY_PORT"
        printf 'PROXY_CONNS=%q\n' "$PROXY_CONNS"
        printf 'BIN=%q\n' "$BIN"
        printf 'NODE_ARGS=%q\n' "$NODE_ARGS"
        printf 'PG_BIN=%q\n' "$PG_BIN"
    } >"$MARK"
}

check_settings() {
    local p
    read -r -a PORTS <<<"$NODE_PORTS"
    [ ${#PORTS[@]} -eq ${#NODES[@]} ] ||
        die "TURNPAN_CLUSTER_NODE_PORTS needs ${#NODES[@]} ports, got '$NODE_PORTS'"
    [[ $PROXY_CONNS =~ ^[1-9][0-9]*$ ]] ||
        die "TURNPAN_CLUSTER_CONNECTIONS_PER_ADDRESS must be a positive number, not '$PROXY_CONNS'"
    for p in "$PG_PORT" "$REDIS_PORT" "$PROXY_PORT" "${PORTS[@]}"; do
        if ! [[ $p =~ ^[0-9]+$ ]] || [ "$p" -eq 0 ] || [ "$p" -gt 65535 ]; then
            die "not a port: '$p'"
        fi
    done
}

db_url() { echo "postgres://postgres@127.0.0.1:$PG_PORT/turnpan"; }
bus_url() { echo "redis://127.0.0.1:$REDIS_PORT"; }

# node1 -> 0 (its index in NODES and PORTS); accepts "node2" or "2".
node_index() {
    local i
    for i in "${!NODES[@]}"; do
        if [ "$1" = "${NODES[$i]}" ] || [ "$1" = "$((i + 1))" ]; then
            echo "$i"
            return
        fi
    done
    die "no node '$1' (one of: ${NODES[*]})"
}

# ---- processes ---------------------------------------------------------------------------

# The pid recorded in $STATE/NAME.pid if that process still runs and its command line has
# the words WORDS (so a pid the system reused for something else is not taken for ours).
running_pid() {
    local name=$1 words=$2 pid cmdline
    [ -f "$STATE/$name.pid" ] || return 1
    pid=$(cat "$STATE/$name.pid")
    [[ $pid =~ ^[0-9]+$ ]] || return 1
    kill -0 "$pid" 2>/dev/null || return 1
    cmdline=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) || return 1
    [[ " $cmdline " == *" $words "* ]] || return 1
    echo "$pid"
}

# What the command lines of Redis and HAProxy hold (Redis shows its address as its title).
redis_words() { echo "127.0.0.1:$REDIS_PORT"; }
haproxy_words() { echo "-f $STATE/haproxy.cfg"; }

# Starts CMD... in the background in a session of its own (a Ctrl-C or a closed terminal
# where `up` ran does not reach it), output appended to $STATE/NAME.log, pid in $STATE/NAME.pid.
spawn() {
    local name=$1
    shift
    echo "---- $(date '+%F %T') $*" >>"$STATE/$name.log"
    (cd "$ROOT" && exec setsid "$@" </dev/null >>"$STATE/$name.log" 2>&1) &
    echo $! >"$STATE/$name.pid"
}

# Sends SIGTERM to NAME's process, SIGKILL after 10 s; then forgets its pid.
stop_pid() {
    local name=$1 word=$2 pid i
    if pid=$(running_pid "$name" "$word"); then
        kill -TERM "$pid" 2>/dev/null || true
        for i in $(seq 100); do
            kill -0 "$pid" 2>/dev/null || break
            if [ "$i" -eq 100 ]; then
                kill -KILL "$pid" 2>/dev/null || true
            fi
            sleep 0.1
        done
        say "stopped $name (pid $pid)"
    fi
    rm -f "$STATE/$name.pid"
}

# Whether GET /api/health on 127.0.0.1:PORT answers 200 within 2 s. (Bash's /dev/tcp, in a
# shell of its own under `timeout`: no curl needed, and a node that accepts but never answers
# cannot hang the script.)
healthy() {
    # shellcheck disable=SC2016 # $1 and $status belong to the inner shell
    timeout 2 bash -c '
        exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
        printf "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n" >&3
        read -r _ status _ <&3 && [ "$status" = 200 ]' _ "$1" 2>/dev/null
}

# Whether Redis answers PING on 127.0.0.1:PORT.
redis_ready() {
    # shellcheck disable=SC2016 # $1 and $line belong to the inner shell
    timeout 2 bash -c '
        exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
        printf "PING\r\n" >&3
        read -r line <&3 && [[ $line == +PONG* ]]' _ "$1" 2>/dev/null
}

# Waits up to $WAIT seconds for CHECK ARGS... to succeed; else shows NAME's log and fails.
wait_for() {
    local name=$1 word=$2 i
    shift 2
    for i in $(seq $((WAIT * 10))); do
        "$@" && return 0
        if [ $((i % 10)) -eq 0 ] && ! running_pid "$name" "$word" >/dev/null; then
            break
        fi
        sleep 0.1
    done
    say "$name did not come up; the end of $STATE/$name.log:"
    tail -n 30 "$STATE/$name.log" >&2 || true
    exit 1
}

port_free() {
    ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

need_port() {
    port_free "$2" || die "port $2 for $1 is in use (pick another with $3)"
}

# ---- PostgreSQL ---------------------------------------------------------------------------

# PostgreSQL refuses to run as root: as root, run it as the `postgres` user the package made.
as_pg() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

pg_running() {
    [ -f "$STATE/pg/PG_VERSION" ] && as_pg "$PG_BIN/pg_ctl" -D "$STATE/pg" status >/dev/null 2>&1
}

pg_up() {
    if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
        die "PostgreSQL is not installed (scripts/install-test-deps.sh, or apt-get install postgresql)"
    fi
    if pg_running; then
        say "PostgreSQL already runs on port $PG_PORT"
    else
        if [ ! -f "$STATE/pg/PG_VERSION" ]; then
            need_port PostgreSQL "$PG_PORT" TURNPAN_CLUSTER_PG_PORT
            rm -rf "$STATE/pg"
            mkdir -p "$STATE/pg"
            touch "$STATE/postgres.log"
            if [ "$(id -u)" -eq 0 ]; then
                chown postgres:postgres "$STATE/pg" "$STATE/postgres.log"
            fi
            as_pg "$PG_BIN/initdb" -D "$STATE/pg" -U postgres --auth=trust -E UTF8 \
                >>"$STATE/postgres.log" 2>&1 || {
                tail -n 30 "$STATE/postgres.log" >&2
                die "initdb failed"
            }
        fi
        # TCP on loopback only, no Unix socket (its path could be too long for a deep
        # $TURNPAN_CLUSTER_DIR). Three nodes' pools and the tests fit in 300 connections.
        as_pg "$PG_BIN/pg_ctl" -D "$STATE/pg" -w -t "$WAIT" -l "$STATE/postgres.log" \
            -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=300" \
            start >/dev/null || {
            tail -n 30 "$STATE/postgres.log" >&2
            die "PostgreSQL did not start on port $PG_PORT"
        }
        say "PostgreSQL on 127.0.0.1:$PG_PORT"
    fi
    if [ -z "$(as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -tAq \
        -c "SELECT 1 FROM pg_database WHERE datname = 'turnpan'")" ]; then
        as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres turnpan
        say "created database turnpan"
    fi
}

pg_down() {
    if pg_running; then
        as_pg "$PG_BIN/pg_ctl" -D "$STATE/pg" -m fast -w stop >/dev/null
        say "stopped PostgreSQL"
    fi
}

# ---- Redis --------------------------------------------------------------------------------

redis_up() {
    command -v redis-server >/dev/null ||
        die "redis-server is not installed (scripts/install-test-deps.sh, or apt-get install redis-server)"
    if running_pid redis "$(redis_words)" >/dev/null; then
        say "Redis already runs on port $REDIS_PORT"
        return
    fi
    need_port Redis "$REDIS_PORT" TURNPAN_CLUSTER_REDIS_PORT
    mkdir -p "$STATE/redis"
    # Nothing saved to disk: the bus and the shared state are rebuilt by the nodes.
    spawn redis redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no \
        --daemonize no --dir "$STATE/redis" --logfile ''
    wait_for redis "$(redis_words)" redis_ready "$REDIS_PORT"
    say "Redis on 127.0.0.1:$REDIS_PORT"
}

# ---- nodes --------------------------------------------------------------------------------

node_up() {
    local i=$1 node=${NODES[$1]} port=${PORTS[$1]}
    local -a extra=()
    if running_pid "$node" "--port $port" >/dev/null; then
        say "$node already runs on port $port"
        return
    fi
    [ -x "$BIN" ] || die "no node binary at $BIN (cargo build --release -p turnpan, or set TURNPAN_BIN)"
    need_port "$node" "$port" TURNPAN_CLUSTER_NODE_PORTS
    # Word-split on purpose: TURNPAN_NODE_ARGS is a list of flags.
    read -r -a extra <<<"$NODE_ARGS"
    spawn "$node" "$BIN" serve --port "$port" --bind 127.0.0.1 --db "$(db_url)" --bus "$(bus_url)" \
        --node-id "$node" --trust-x-forwarded-for "${extra[@]}"
}

node_wait() {
    local node=${NODES[$1]} port=${PORTS[$1]}
    wait_for "$node" "--port $port" healthy "$port"
    say "$node on http://127.0.0.1:$port"
}

nodes_up() {
    local i
    # The first node alone, so that it runs the database's migrations before the others start.
    node_up 0
    node_wait 0
    for i in "${!NODES[@]}"; do
        [ "$i" -eq 0 ] || node_up "$i"
    done
    for i in "${!NODES[@]}"; do
        [ "$i" -eq 0 ] || node_wait "$i"
    done
}

# ---- HAProxy ------------------------------------------------------------------------------

# $STATE/haproxy.cfg: deploy/haproxy.cfg with the loopback addresses in place of its
# "${...}" variables, logging to its own stderr (the log file) instead of syslog, its admin
# socket in the state directory, and without the production global settings a process not
# started by root cannot apply (chroot, user, group).
haproxy_config() {
    local sed_args=(
        -e "s|\"\${TURNPAN_HTTP_BIND[-}][^\"]*\"|127.0.0.1:$PROXY_PORT|"
        -e "s|\"\${TURNPAN_CONNECTIONS_PER_ADDRESS[-}][^\"]*\"|$PROXY_CONNS|"
        -e '/^[[:space:]]*\(chroot\|user\|group\|daemon\)[[:space:]]/d'
        -e 's|^\([[:space:]]*\)log /dev/log .*|\1log stderr format raw local0|'
        -e "s|stats socket /run/haproxy/admin.sock .*|stats socket $STATE/haproxy.sock mode 600 level admin|"
    )
    local i
    for i in "${!NODES[@]}"; do
        sed_args+=(-e "s|\"\${TURNPAN_NODE$((i + 1))[-}][^\"]*\"|127.0.0.1:${PORTS[$i]}|")
    done
    sed "${sed_args[@]}" "$ROOT/deploy/haproxy.cfg" >"$STATE/haproxy.cfg"
    # shellcheck disable=SC2016 # a literal ${ outside comments
    if grep -n '^[^#]*\${' "$STATE/haproxy.cfg" >&2; then
        die "deploy/haproxy.cfg has variables this script does not fill in (above)"
    fi
    haproxy -c -q -f "$STATE/haproxy.cfg" || die "HAProxy refuses $STATE/haproxy.cfg"
}

haproxy_up() {
    command -v haproxy >/dev/null ||
        die "haproxy is not installed (scripts/install-test-deps.sh, or apt-get install haproxy)"
    if running_pid haproxy "$(haproxy_words)" >/dev/null; then
        say "HAProxy already runs on port $PROXY_PORT"
        return
    fi
    need_port HAProxy "$PROXY_PORT" TURNPAN_CLUSTER_PROXY_PORT
    haproxy_config
    # -db: stay in the foreground, so the pid is HAProxy's and its log goes to the log file.
    spawn haproxy haproxy -db -f "$STATE/haproxy.cfg"
    wait_for haproxy "$(haproxy_words)" healthy "$PROXY_PORT"
    say "HAProxy on http://127.0.0.1:$PROXY_PORT"
}

# HAProxy's own view of each node (UP, DOWN, ...), from its admin socket.
haproxy_view() {
    [ -S "$STATE/haproxy.sock" ] && command -v python3 >/dev/null || return 0
    python3 - "$STATE/haproxy.sock" <<'EOF' || true
import csv, socket, sys
s = socket.socket(socket.AF_UNIX)
s.settimeout(2)
s.connect(sys.argv[1])
s.sendall(b"show stat\n")
data = b""
while chunk := s.recv(65536):
    data += chunk
rows = list(csv.reader(data.decode().lstrip("# ").splitlines()))
head = rows[0]
for row in rows[1:]:
    r = dict(zip(head, row))
    if r.get("pxname") == "turnpan" and r.get("svname") not in ("FRONTEND", "BACKEND"):
        print(f"  haproxy sees {r['svname']}: {r['status']} ({r['check_status']}), "
              f"{r['scur']} connections now, {r['stot']} in all")
EOF
}

# ---- commands -----------------------------------------------------------------------------

print_urls() {
    local i
    echo "proxy   http://127.0.0.1:$PROXY_PORT   (WebSockets: ws://127.0.0.1:$PROXY_PORT/ws/games/{id})"
    for i in "${!NODES[@]}"; do
        echo "${NODES[$i]}   http://127.0.0.1:${PORTS[$i]}   log: $STATE/${NODES[$i]}.log"
    done
    echo "--db    $(db_url)"
    echo "--bus   $(bus_url)"
}

cmd_up() {
    local all_up=1 i
    if [ -e "$STATE" ] && [ ! -f "$MARK" ] && [ -n "$(ls -A "$STATE")" ]; then
        die "$STATE exists and is not a cluster's state directory (set TURNPAN_CLUSTER_DIR)"
    fi
    if [ -f "$MARK" ]; then
        pg_running || all_up=0
        running_pid redis "$(redis_words)" >/dev/null || all_up=0
        running_pid haproxy "$(haproxy_words)" >/dev/null || all_up=0
        for i in "${!NODES[@]}"; do
            running_pid "${NODES[$i]}" "--port ${PORTS[$i]}" >/dev/null || all_up=0
        done
        if [ "$all_up" = 1 ]; then
            say "already up (settings recorded in $MARK)"
            print_urls
            return
        fi
        say "partly up: starting what does not run, with the settings in $MARK"
    fi
    mkdir -p "$STATE"
    chmod 755 "$STATE"
    save_settings
    trap 'say "not all up: $0 status shows what runs, $0 down stops it"' EXIT
    pg_up
    redis_up
    nodes_up
    haproxy_up
    trap - EXIT
    say "up"
    print_urls
}

cmd_down() {
    local i
    if [ ! -f "$MARK" ]; then
        say "not up (no $MARK)"
        return
    fi
    stop_pid haproxy "$(haproxy_words)"
    for i in "${!NODES[@]}"; do
        stop_pid "${NODES[$i]}" "--port ${PORTS[$i]}"
    done
    stop_pid redis "$(redis_words)"
    pg_down
    # Only what this script made, so a mistaken TURNPAN_CLUSTER_DIR loses nothing else.
    rm -rf "${STATE:?}/pg" "$STATE/redis"
    rm -f "$STATE"/*.log "$STATE"/*.pid "$STATE/haproxy.cfg" "$STATE/haproxy.sock" "$MARK"
    rmdir "$STATE" 2>/dev/null || say "left $STATE: it holds files this script did not make"
    say "down"
}

cmd_status() {
    local i pid node
    if [ ! -f "$MARK" ]; then
        echo "down (no $STATE)"
        return 3
    fi
    if pg_running; then
        echo "postgres  running   127.0.0.1:$PG_PORT   $(db_url)"
    else
        echo "postgres  stopped"
    fi
    if pid=$(running_pid redis "$(redis_words)"); then
        echo "redis     running   127.0.0.1:$REDIS_PORT   pid $pid   $(bus_url)"
    else
        echo "redis     stopped"
    fi
    for i in "${!NODES[@]}"; do
        node=${NODES[$i]}
        if pid=$(running_pid "$node" "--port ${PORTS[$i]}"); then
            if healthy "${PORTS[$i]}"; then
                echo "$node     running   127.0.0.1:${PORTS[$i]}   pid $pid   healthy"
            else
                echo "$node     running   127.0.0.1:${PORTS[$i]}   pid $pid   NOT answering /api/health"
            fi
        elif [ -f "$STATE/$node.pid" ]; then
            echo "$node     exited    (see $STATE/$node.log; start it with: $0 start $node)"
        else
            echo "$node     stopped"
        fi
    done
    if pid=$(running_pid haproxy "$(haproxy_words)"); then
        echo "haproxy   running   http://127.0.0.1:$PROXY_PORT   pid $pid"
        haproxy_view
    else
        echo "haproxy   stopped"
    fi
}

cmd_kill() {
    local i node pid
    i=$(node_index "$1")
    node=${NODES[$i]}
    pid=$(running_pid "$node" "--port ${PORTS[$i]}") || die "$node does not run"
    kill -KILL "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
    say "killed $node (pid $pid) with SIGKILL"
}

cmd_start() {
    local i
    i=$(node_index "$1")
    node_up "$i"
    node_wait "$i"
}

cmd_env() {
    echo "TURNPAN_CLUSTER_URL=http://127.0.0.1:$PROXY_PORT"
    echo "TURNPAN_CLUSTER_DB=$(db_url)"
    echo "TURNPAN_CLUSTER_BUS=$(bus_url)"
    local i
    for i in "${!NODES[@]}"; do
        echo "TURNPAN_CLUSTER_$(echo "${NODES[$i]}" | tr '[:lower:]' '[:upper:]')_URL=http://127.0.0.1:${PORTS[$i]}"
    done
}

[ $# -ge 1 ] || usage
load_settings
check_settings
case $1 in
up) cmd_up ;;
down) cmd_down ;;
status) cmd_status ;;
env) cmd_env ;;
kill | start)
    [ $# -eq 2 ] || usage
    [ -f "$MARK" ] || die "not up (no $MARK): $0 up"
    "cmd_$1" "$2"
    ;;
*) usage ;;
esac
