#!/usr/bin/env bash
# Installs what `make test` needs on a fresh Debian machine: rustfmt and clippy, the
# WebAssembly target, Chromium for the browser tests, PostgreSQL for the server's second
# storage backend, Redis and HAProxy for the cluster of scripts/cluster.sh (nodes on
# PostgreSQL and a Redis bus behind HAProxy) and python-chess for the UCI client check. Safe
# to run again: it installs only what is missing. (npm packages are installed by
# web/run-tests.sh.)
set -euo pipefail

command -v cargo >/dev/null || { echo "install-test-deps: cargo is required (rustup)" >&2; exit 1; }
command -v npm >/dev/null || { echo "install-test-deps: node and npm are required" >&2; exit 1; }
for component in rustfmt clippy; do
  rustup component list --installed 2>/dev/null | grep -q "^$component" || rustup component add "$component"
done
# The rules and engine in WebAssembly (scripts/build-wasm.sh, which also installs wasm-bindgen-cli
# at the version crates/wasm pins).
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown ||
  rustup target add wasm32-unknown-unknown

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null || need+=(redis-server)
{ [ -x /usr/sbin/haproxy ] || command -v haproxy >/dev/null; } || need+=(haproxy)
if ((${#need[@]})); then
  if [ "$(id -u)" != 0 ]; then
    echo "install-test-deps: missing Debian packages (install as root): ${need[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi
# python-chess: the UCI client of scripts/uci_client_check.py.
if ! python3 -c 'import chess.engine' 2>/dev/null; then
  python3 -m pip install -q chess==1.11.2 ||
    python3 -m pip install -q --break-system-packages chess==1.11.2
fi
echo "install-test-deps: ready"
