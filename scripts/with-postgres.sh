#!/usr/bin/env bash
# Runs CMD with TURNPAN_TEST_POSTGRES_URL set to a throw-away PostgreSQL server, so the server's
# integration tests also run against PostgreSQL:
#
#     scripts/with-postgres.sh cargo test -p turnpan-server
#
# If the variable is already set, CMD just runs. Otherwise Debian's `postgresql` is installed
# when missing (this needs root, as in CI), a cluster is made in a temporary directory with
# trust authentication on 127.0.0.1 (port $TURNPAN_PG_PORT, default 55432; fsync off: test data),
# started, and stopped and removed again when CMD ends. CMD's exit code is the script's.
set -euo pipefail

if [ $# -eq 0 ]; then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi
if [ -n "${TURNPAN_TEST_POSTGRES_URL:-}" ]; then
    exec "$@"
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "with-postgres: PostgreSQL is not installed and installing it needs root" >&2
        exit 1
    fi
    echo "with-postgres: installing Debian's postgresql" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PORT=${TURNPAN_PG_PORT:-55432}
DATA=$(mktemp -d /tmp/turnpan-pg.XXXXXX)

# PostgreSQL refuses to run as root: as root, run it as the `postgres` user the package made.
if [ "$(id -u)" -eq 0 ]; then
    chown postgres:postgres "$DATA"
    as_pg() { runuser -u postgres -- "$@"; }
else
    as_pg() { "$@"; }
fi

stop() {
    as_pg "$BIN/pg_ctl" -D "$DATA" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$DATA"
}
trap stop EXIT

as_pg "$BIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 >/dev/null
if ! as_pg "$BIN/pg_ctl" -D "$DATA" -w -l "$DATA/server.log" \
    -o "-p $PORT -k $DATA -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" \
    start >/dev/null; then
    # Say why before the trap removes the log (a port in use, say: TURNPAN_PG_PORT picks another).
    echo "with-postgres: PostgreSQL did not start on port $PORT; its log:" >&2
    cat "$DATA/server.log" >&2 || true
    exit 1
fi

export TURNPAN_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit $status
